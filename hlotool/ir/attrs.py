"""Attribute values.

The grammar yields a small set of generic value nodes (``Word``, ``Braced``, ``Paren``, ...);
``hlotool.parser.decode`` turns the values of known attribute keys into the typed kinds below.
Values of keys it does not know stay generic, so new XLA attributes still round-trip.
"""
from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from .shape import Shape


# ---------------------------------------------------------------- generic nodes
class Word(str):
    """A bare identifier value: ``kLoop``, ``EQ``, ``may-alias``."""
    __slots__ = ()


@dataclass(frozen=True)
class KeyValue:
    key: str
    value: Any


@dataclass(frozen=True)
class Pair:
    """``a: b`` or ``a->b`` inside braces."""
    left: Any
    op: str           # ":" or "->"
    right: Any


@dataclass(frozen=True)
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
    never read, is most of a dump's text. The parser has already checked the text's syntax."""

    def __init__(self, decode, text: str):   # noqa: D107 - not the dataclass __init__ on purpose
        object.__setattr__(self, "_decode", decode)
        object.__setattr__(self, "_text", text)

    def _decoded(self) -> Braced:
        d = self.__dict__
        b = d.get("_braced")
        if b is None:
            b = d["_decode"](d["_text"])
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


@dataclass(frozen=True)
class Paren:
    items: tuple


@dataclass(frozen=True)
class Bracket:
    items: tuple


@dataclass(frozen=True)
class IotaList:
    """``[2,2]<=[4]`` or ``[2,2]<=[2,2]T(1,0)`` (iota replica groups / tile assignments)."""
    dims: tuple[int, ...]
    reshape_dims: tuple[int, ...]
    transpose: tuple[int, ...] = ()

    def to_text(self) -> str:
        t = f"[{','.join(map(str, self.dims))}]<=[{','.join(map(str, self.reshape_dims))}]"
        if self.transpose:
            t += "T(" + ",".join(map(str, self.transpose)) + ")"
        return t

    def expand(self):
        """The explicit groups/devices as a nested list of shape ``dims``."""
        import numpy as np
        n = 1
        for d in self.reshape_dims:
            n *= d
        a = np.arange(n).reshape(self.reshape_dims)
        if self.transpose:
            a = a.transpose(self.transpose)
        return a.reshape(self.dims)


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
class Sharding:
    kind: str                                   # replicated|maximal|manual|unknown|unreduced|tiled|tuple
    device: int | None = None                   # maximal device=N
    tile_dims: tuple[int, ...] = ()             # devices=[...]
    devices: tuple[int, ...] = ()               # explicit device list
    iota: IotaList | None = None                # devices=[..]<=[..]T(..)
    last_tile_dim_replicate: bool = False
    last_tile_dims: tuple[str, ...] = ()
    shard_group: tuple[str, int] | None = None  # ("shard_as"|"shard_like", id)
    metadata: Any = None                        # generic Braced
    elements: tuple["Sharding", ...] = ()       # tuple sharding
    extra: tuple = ()                           # words we do not model, kept in order


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


@dataclass(frozen=True)
class ShapedLiteral:
    """custom-call's ``literal=s32[2]{0} {1, 2}``: a literal written after its shape (a tuple
    literal as ``( shape value, ... )``)."""
    literal: Literal
