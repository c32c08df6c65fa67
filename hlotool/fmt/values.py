"""Printing of attribute values: one printer per value kind, found through a table keyed by type."""
from __future__ import annotations

import re
from typing import Any, Callable

from ..ir.device_groups import IotaList, MeshAxesGroups
from ..ir.literals import LazyLiteral, Literal, ShapedLiteral
from ..ir.shape import Shape
from ..ir.values import (
    BackendConfig,
    Braced,
    BracedText,
    Bracket,
    CompRef,
    ConvDimLabels,
    Dims,
    FrontendAttributes,
    KeyValue,
    LazyBraced,
    PaddingConfig,
    Pair,
    Paren,
    ProgramShape,
    Range,
    SliceSpec,
    Window,
    Word,
)
from ..sharding.model import Sharding
from ..sharding.text import sharding_text as _sharding_text
from .literals import literal_text, shaped_literal_text

# Characters CEscape rewrites; most strings have none and are quoted as they are.
_NEEDS_ESCAPE_RE = re.compile(r'[\\"\x00-\x1f\x7f]')


def c_escape(s: str) -> str:
    """absl::CEscape, the inverse of the lexer's unescaping."""
    if _NEEDS_ESCAPE_RE.search(s) is None:
        return '"' + s + '"'
    out = []
    for ch in s:
        o = ord(ch)
        if ch == "\\":
            out.append("\\\\")
        elif ch == '"':
            out.append('\\"')
        elif ch == "\n":
            out.append("\\n")
        elif ch == "\t":
            out.append("\\t")
        elif ch == "\r":
            out.append("\\r")
        elif o < 0x20 or o == 0x7f:
            out.append(f"\\{o:03o}")
        else:
            out.append(ch)
    return '"' + "".join(out) + '"'


def quote(s: str) -> str:
    return c_escape(s)


def float_attr_text(x: float) -> str:
    if x != x:
        return "nan"
    if x in (float("inf"), float("-inf")):
        return "inf" if x > 0 else "-inf"
    s = repr(x)
    return s


def window_text(w: Window) -> str:
    dims = w.dims
    parts = ["size=" + "x".join(str(d.size) for d in dims)]
    if any(d.stride != 1 for d in dims):
        parts.append("stride=" + "x".join(str(d.stride) for d in dims))
    if any(d.pad_low or d.pad_high for d in dims):
        parts.append("pad=" + "x".join(f"{d.pad_low}_{d.pad_high}" for d in dims))
    if any(d.lhs_dilate != 1 for d in dims):
        parts.append("lhs_dilate=" + "x".join(str(d.lhs_dilate) for d in dims))
    if any(d.rhs_dilate != 1 for d in dims):
        parts.append("rhs_dilate=" + "x".join(str(d.rhs_dilate) for d in dims))
    if any(d.reversal for d in dims):
        parts.append("rhs_reversal=" + "x".join(str(int(d.reversal)) for d in dims))
    return "{" + " ".join(parts) + "}"


def padding_text(p: PaddingConfig) -> str:
    interior = any(d[2] for d in p.dims)
    return "x".join(f"{lo}_{hi}_{it}" if interior else f"{lo}_{hi}" for lo, hi, it in p.dims)


def slice_text(s: SliceSpec) -> str:
    return "{" + ", ".join(f"[{a}:{b}:{c}]" if c != 1 else f"[{a}:{b}]" for a, b, c in s.dims) + "}"


def sharding_text(s: Sharding) -> str:
    """``s`` as HLO text, metadata included (``hlotool.sharding.text``, printing the metadata with
    ``value_text``)."""
    return _sharding_text(s, value_text)


def _tuple_text(t: tuple) -> str:
    if not t:
        return "{}"
    if isinstance(t[0], CompRef):
        return "{" + ", ".join("%" + c.name for c in t) + "}"
    if isinstance(t[0], str):
        return "{" + ", ".join("%" + n for n in t) + "}"     # instruction names
    return "{" + ",".join(value_text(x) for x in t) + "}"


def braced_text(b: Braced) -> str:
    sep = " " if b.sep == " " else ","
    if any(isinstance(x, Pair) for x in b.items) and b.sep != " ":
        sep = ", "
    return "{" + sep.join(value_text(x) for x in b.items) + "}"


# Metadata as XLA prints it (space-separated `key="string"` and `key=integer` items, strings
# without escapes) reads back unchanged, so an undecoded one is printed from its source text.
_META_ITEM = r'[A-Za-z_][A-Za-z0-9_.\-]*=(?:"[^"\\\x00-\x1f\x7f]*"|0|-?[1-9][0-9]*)'
_CANONICAL_METADATA_RE = re.compile(_META_ITEM + "(?: " + _META_ITEM + ")*")


def lazy_braced_text(b: LazyBraced) -> str:
    if not b.is_decoded:
        body = b.source_text
        if _CANONICAL_METADATA_RE.fullmatch(body):
            return "{" + body + "}"
    return braced_text(b)


def program_shape_text(p: ProgramShape) -> str:
    return "{(" + ", ".join(s.to_text() for s in p.parameters) + ")->" + p.result.to_text() + "}"


def frontend_attributes_text(f: FrontendAttributes) -> str:
    return "{" + ",".join(f"{k}={v if isinstance(v, BracedText) else quote(v)}" for k, v in f.items) + "}"


# Bare, these words read back as bool or float values; with '%' they stay names.
_VALUE_KEYWORDS = frozenset({"true", "false", "inf", "nan"})


def word_text(w: Word) -> str:
    return "%" + w if w in _VALUE_KEYWORDS else str(w)


VALUE_PRINTERS: dict[type, Callable[[Any], str]] = {
    bool: lambda v: "true" if v else "false",
    int: str,
    float: float_attr_text,
    str: quote,
    Word: word_text,
    CompRef: lambda c: "%" + c.name,
    tuple: _tuple_text,
    Dims: lambda d: "x".join(map(str, d)),
    Window: window_text,
    PaddingConfig: padding_text,
    SliceSpec: slice_text,
    ConvDimLabels: lambda d: d.text,
    Sharding: sharding_text,
    BackendConfig: lambda b: quote(b.text) if b.form == "string" else b.text,
    ProgramShape: program_shape_text,
    IotaList: lambda i: i.to_text(),
    MeshAxesGroups: lambda m: m.to_text(),
    Braced: braced_text,
    LazyBraced: lazy_braced_text,
    Paren: lambda p: "(" + ", ".join(value_text(x) for x in p.items) + ")",
    Bracket: lambda b: "[" + ",".join(value_text(x) for x in b.items) + "]",
    Pair: lambda p: f"{value_text(p.left)}: {value_text(p.right)}" if p.op == ":"
    else f"{value_text(p.left)}->{value_text(p.right)}",
    KeyValue: lambda kv: f"{kv.key}={value_text(kv.value)}",
    Range: lambda r: f"[{r.start}:{r.limit}]" if r.stride is None else f"[{r.start}:{r.limit}:{r.stride}]",
    Shape: lambda s: s.to_text(),
    Literal: literal_text,
    LazyLiteral: literal_text,
    ShapedLiteral: lambda s: shaped_literal_text(s.literal),
    FrontendAttributes: frontend_attributes_text,
    BracedText: str,
}


def value_text(v: Any) -> str:
    printer = VALUE_PRINTERS.get(type(v))
    if printer is None:
        raise TypeError(f"no printer for attribute value of type {type(v).__name__}")
    return printer(v)
