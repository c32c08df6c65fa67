"""Attribute values: the generic nodes the grammar yields and the typed kinds of known keys.

The grammar yields a small set of generic value nodes (``Word``, ``Braced``, ``Paren``, ...);
``hlotool.parser.attribute_types`` turns the values of known attribute keys into the typed kinds below.
Values of keys it does not know stay generic, so new XLA attributes still round-trip. Device groups
(iota lists, meshes) are in ``ir.device_groups``, literals in ``ir.literals``, shardings in
``hlotool.sharding.model``.
"""
from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any, Callable

from .shape import Shape


# ---------------------------------------------------------------- generic nodes
class Word(str):
    """A bare identifier value: ``kLoop``, ``EQ``, ``may-alias``."""
    __slots__ = ()


@dataclass(frozen=True, slots=True)
class KeyValue:
    key: str
    value: Any


@dataclass(frozen=True, slots=True)
class Pair:
    """``a: b`` or ``a->b`` inside braces."""
    left: Any
    op: str           # ":" or "->"
    right: Any


@dataclass(frozen=True, slots=True)
class Braced:
    """``{...}``. ``sep`` is the separator the items were written with: "," or " "."""
    items: tuple
    sep: str = ","

    def get(self, key, default=None):
        for it in self.items:
            if isinstance(it, KeyValue) and it.key == key:
                return it.value
        return default


class LazyBraced(Braced):
    """A ``Braced`` decoded from its text on first use: instruction metadata, which most tools
    never read, is most of a dump's text. The parser has already checked the text's syntax.
    The text is kept as a span of the module's source (one shared string), not as a copy."""
    __slots__ = ("_decode", "_source", "_span", "_braced")
    _decode: Callable[[str], Braced]
    _source: str
    _span: int                  # start << 32 | length
    _braced: Braced | None

    def __init__(self, decode, source: str, start: int = 0, end: int | None = None):
        end = len(source) if end is None else end
        object.__setattr__(self, "_decode", decode)
        object.__setattr__(self, "_source", source)
        object.__setattr__(self, "_span", start << 32 | (end - start))   # one int, not two
        object.__setattr__(self, "_braced", None)

    @property
    def source_text(self) -> str:
        """The text between the braces, as written."""
        start = self._span >> 32
        return self._source[start:start + (self._span & 0xFFFFFFFF)]

    @property
    def is_decoded(self) -> bool:
        return self._braced is not None

    def _decoded(self) -> Braced:
        b = self._braced
        if b is None:
            b = self._decode(self.source_text)
            object.__setattr__(self, "_braced", b)
        return b

    @property
    def items(self):   # type: ignore[override]
        return self._decoded().items

    @property
    def sep(self):     # type: ignore[override]
        return self._decoded().sep

    def __eq__(self, other):
        if isinstance(other, Braced):
            return self.items == other.items and self.sep == other.sep
        return NotImplemented

    def __hash__(self):
        return hash((self.items, self.sep))

    def __repr__(self):
        return f"LazyBraced({self._decoded()!r})"

    def __reduce__(self):     # pickles (and copies) as the decoded value, without the whole source
        return (Braced, (self.items, self.sep))


@dataclass(frozen=True)
class Paren:
    items: tuple


@dataclass(frozen=True)
class Bracket:
    items: tuple


# ---------------------------------------------------------------- typed kinds
@dataclass(frozen=True)
class CompRef:
    """A reference to a computation by name; ``hlotool.ir.Module`` resolves it."""
    name: str


@dataclass(frozen=True)
class WindowDim:
    size: int
    stride: int = 1
    pad_low: int = 0
    pad_high: int = 0
    lhs_dilate: int = 1
    rhs_dilate: int = 1
    reversal: bool = False


@dataclass(frozen=True)
class Window:
    dims: tuple[WindowDim, ...]
    # which keys were written; XLA prints only non-default keys, we print what we read.
    keys: tuple[str, ...] = ("size",)


@dataclass(frozen=True)
class ConvDimLabels:
    """``b01f_01io->b01f``."""
    text: str

    @property
    def parts(self) -> tuple[str, str, str]:
        lhs, rest = self.text.split("_", 1)
        rhs, out = rest.split("->")
        return lhs, rhs, out


@dataclass(frozen=True)
class PaddingConfig:
    dims: tuple[tuple[int, int, int], ...]      # (low, high, interior)
    interior_written: bool = field(default=False, compare=False)   # some dim written as lo_hi_in


@dataclass(frozen=True)
class SliceSpec:
    dims: tuple[tuple[int, int, int], ...]      # (start, limit, stride)


@dataclass(frozen=True)
class BackendConfig:
    """Kept verbatim. ``form`` is "string" (quoted) or "braced" (JSON / MLIR dictionary)."""
    text: str
    form: str


class BracedText(str):
    """A braced value kept verbatim (e.g. an MLIR attribute inside frontend_attributes)."""
    __slots__ = ()


@dataclass(frozen=True)
class FrontendAttributes:
    """``{key="value", ...}``; a value is a str, or BracedText for a braced value."""
    items: tuple[tuple[str, Any], ...]

    def get(self, key, default=None):
        for k, v in self.items:
            if k == key:
                return v
        return default


@dataclass(frozen=True)
class ProgramShape:
    parameters: tuple[Shape, ...]
    result: Shape


class Dims(tuple):
    """``3x3`` (window sizes and strides)."""
    __slots__ = ()


@dataclass(frozen=True)
class Range:
    """``[start:limit]`` or ``[start:limit:stride]``."""
    start: int
    limit: int
    stride: int | None = None
