"""Literals: a constant's value (``Literal``; ``LazyLiteral``, decoded on first use) and the
``literal=`` value of a custom-call (``ShapedLiteral``)."""
from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from .shape import Shape


@dataclass(frozen=True)
class Literal:
    """A constant's value. ``value`` is a NumPy array for arrays (dtype per element type), a tuple
    of Literals for tuples, or ``None`` for an elided ``{...}`` constant."""
    shape: Shape
    value: Any = field(compare=False)
    text_key: Any = None      # a hashable, exact identity of the value (bytes), used for equality

    def __eq__(self, other):
        return isinstance(other, Literal) and self.shape == other.shape and self.text_key == other.text_key

    def __hash__(self):
        return hash((self.shape, self.text_key))

    @property
    def elided(self) -> bool:
        return self.value is None


class LazyLiteral(Literal):
    """A Literal decoded on first use (``value``, ``text_key``, equality) from its source: its text (the text
    parser: hlotool.parser.literals) or its serialized LiteralProto (a binary HLO proto:
    hlotool.parser.hlo_proto_ir). Readers create one only for a source they have checked will decode, so
    that reading a module never decodes its constants (nor imports NumPy)."""

    def __init__(self, shape: Shape, source: str | bytes, decode):   # hand-written, not the dataclass's
        object.__setattr__(self, "shape", shape)
        object.__setattr__(self, "_source", source)
        object.__setattr__(self, "_decode", decode)

    def _decoded(self):
        d = self.__dict__
        got = d.get("_value_key")
        if got is None:
            got = d["_decode"](self.shape, d["_source"])
            object.__setattr__(self, "_value_key", got)
        return got

    @property
    def value(self):   # type: ignore[override]
        return self._decoded()[0]

    @property
    def text_key(self):   # type: ignore[override]
        return self._decoded()[1]

    @property
    def elided(self) -> bool:
        return False

    @property
    def is_decoded(self) -> bool:
        return "_value_key" in self.__dict__

    @property
    def source(self) -> str | bytes:
        """The text or serialized LiteralProto it is decoded from (its value is a function of its shape and
        this source)."""
        return self.__dict__["_source"]

    def __reduce__(self):    # copies and pickles as a plain Literal
        return (Literal, (self.shape, self.value, self.text_key))


@dataclass(frozen=True)
class ShapedLiteral:
    """custom-call's ``literal=s32[2]{0} {1, 2}``: a literal written after its shape (a tuple
    literal as ``( shape value, ... )``)."""
    literal: Literal
