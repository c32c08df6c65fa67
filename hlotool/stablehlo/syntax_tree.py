"""The syntax tree of a StableHLO module's text (hlotool.stablehlo.syntax reads it): a module of functions whose
bodies are operations, each with its results, operands, attributes, regions, types and location, and the values
they hold (types, attributes, dense literals, locations).
"""
from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

# ---------------------------------------------------------------- values of the tree


@dataclass(frozen=True)
class TensorType:
    """``tensor<2x3xf32>``: an HLO element type name and the dimensions (-1: ``?``)."""
    element_type: str
    dims: tuple[int, ...]
    bounds: tuple[int, ...] = ()        # #stablehlo.bounds<...>: per dim, -1 where unbounded


@dataclass(frozen=True)
class TupleType:
    types: tuple


@dataclass(frozen=True)
class TokenType:
    """``!stablehlo.token``: a type with nothing to say but itself."""


@dataclass(frozen=True)
class FunctionType:
    inputs: tuple
    results: tuple


@dataclass(frozen=True)
class ScalarType:
    """A builtin scalar type written alone (``i64``, ``f32``, ``index``): attribute types."""
    name: str


@dataclass(frozen=True)
class Word:
    """A bare identifier value: ``DEFAULT``, ``GT``, ``FFT``, ``e8m7``."""
    text: str


@dataclass(frozen=True)
class SymbolRef:
    name: str


@dataclass(frozen=True)
class Dense:
    """``dense<...> : tensor<...>``: the content as written (parsed by hlotool.stablehlo.literals)."""
    content: Any            # nested lists of scalars, a scalar (splat), or a HexBlob
    type: Any
    offset: int             # where the content starts in the text (for errors)


@dataclass(frozen=True)
class HexBlob:
    text: str               # the hex digits, without 0x


@dataclass(frozen=True)
class Bits:
    """An element written as its bit pattern (``0xFF800000``: -inf in f32)."""
    value: int


@dataclass(frozen=True)
class Complex:
    real: Any
    imag: Any


@dataclass(frozen=True)
class DialectAttr:
    """``#stablehlo.gather<offset_dims = [1], ...>``: the parameters by key, or ``raw`` text where they are not
    ``key = value`` items; ``#stablehlo<precision DEFAULT>`` has name "precision" and raw "DEFAULT"."""
    name: str
    params: dict
    raw: str = ""


@dataclass(frozen=True)
class TypedValue:
    """A number with its type (``1 : i64``)."""
    value: Any
    type: Any


# Locations
@dataclass(frozen=True)
class FileLoc:
    file: str
    line: int
    column: int
    end_line: int = 0
    end_column: int = 0


@dataclass(frozen=True)
class NameLoc:
    name: str
    child: Any = None


@dataclass(frozen=True)
class CallSiteLoc:
    callee: Any
    caller: Any


@dataclass(frozen=True)
class FusedLoc:
    locations: tuple


@dataclass(frozen=True)
class UnknownLoc:
    """``loc(unknown)``: no place, so no metadata."""


@dataclass(frozen=True)
class LocAlias:
    name: str


@dataclass
class Op:
    name: str                          # "stablehlo.add", "func.call", ...
    results: list[str]                 # one value name per result (%0#1 for the second of %0:2)
    operands: list[str]
    attrs: dict[str, Any]
    regions: list["Region"]
    operand_types: list[Any]
    result_types: list[Any]
    offset: int                        # where the op starts in the text
    loc: Any = None
    generic: bool = False
    words: list[str] = field(default_factory=list)      # pretty form: bare enum words, in order
    symbol: str | None = None                           # pretty form: @callee / @target
    extra: dict[str, Any] = field(default_factory=dict)  # pretty form: what only this op's syntax has


@dataclass
class Block:
    args: list[tuple[str, Any]]
    ops: list[Op]


@dataclass
class Region:
    blocks: list[Block]
    offset: int


@dataclass
class Func:
    name: str
    visibility: str
    args: list[tuple[str, Any, dict, Any]]          # (value name, type, attributes, location)
    results: list[tuple[Any, dict]]
    attrs: dict
    body: Region | None
    offset: int
    loc: Any = None


@dataclass
class MlirModule:
    name: str | None
    attrs: dict
    funcs: list[Func]
    ops: list[Op]                     # other top-level ops (sdy.mesh)
    loc_aliases: dict[str, Any]
    offset: int = 0
