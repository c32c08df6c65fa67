"""Decoding of constant literals with NumPy (large constants are never lexed number by number).

A literal whose text is certainly valid (plain numbers of a common type, within range) is kept as
text and decoded on first use (LazyLiteral): parsing, verifying and counting a dump never decode
its constants, nor import NumPy. Any other literal is decoded at once, so its errors are syntax
errors with their position."""
from __future__ import annotations

import re
from math import isfinite
from typing import TYPE_CHECKING

from .._lazy import lazy_import
from ..ir.dtypes import hlo_type_of
from ..ir.literals import LazyLiteral, Literal
from ..ir.shape import Shape

if TYPE_CHECKING:
    import numpy as np
else:
    np = lazy_import("numpy", globals(), "np")


class LiteralTextError(ValueError):
    """A literal's text does not fit its shape or type."""


_NAN_PAYLOAD_RE = re.compile(r"(-?)nan\(0x([0-9a-fA-F]+)\)")


def literal_key(value) -> object:
    if value is None:
        return None
    if isinstance(value, tuple):
        return tuple(literal_key(v) for v in value)
    return (value.dtype.str, value.shape, value.tobytes())


def make_literal(shape: Shape, value) -> Literal:
    return Literal(shape, value, literal_key(value))


# XLA's lexer skips comments anywhere, and XLA prints `/*i0=1*/` index comments in literals of
# rank 3 and more. A line comment ends at \n or a lone \r, as in hlo_lexer.cc.
_COMMENT_RE = re.compile(r"/\*.*?\*/|//[^\n\r]*", re.S)


def _without_comments(text: str) -> str:
    if "/" in text:
        text = _COMMENT_RE.sub(" ", text)
    return text.strip()


def parse_literal(shape: Shape, text: str) -> Literal:
    text = _without_comments(text)
    if shape.is_tuple:
        parts = split_tuple(text)
        if len(parts) != len(shape.tuple_shapes):
            raise LiteralTextError(f"tuple literal has {len(parts)} elements, "
                                   f"shape {shape.to_text()} expects {len(shape.tuple_shapes)}")
        return make_literal(shape, tuple(parse_literal(s, p).value
                                         for s, p in zip(shape.tuple_shapes, parts, strict=True)))
    if shape.element_type == "token":
        raise LiteralTextError("a token has no literal")
    if text.replace(" ", "") == "{...}":
        return Literal(shape, None, None)
    if _surely_valid(shape, text):
        return LazyLiteral(shape, text, _decode_lazy)
    return make_literal(shape, _parse_array(shape, text))


def parse_repeated_literal(shape: Shape, text: str, key, kept: dict) -> Literal:
    """parse_literal, for literal texts that repeat (a dump's `f32[] constant(0.9)`): ``kept`` maps
    ``key`` (the caller's name for the shape and text) of a literal kept as text to that text, so a
    repeat is a fresh copy without checking the text again (each instruction has its own literal)."""
    known_text = kept.get(key)
    if known_text is not None:
        return LazyLiteral(shape, known_text, _decode_lazy)
    literal = parse_literal(shape, text)
    if literal.__class__ is LazyLiteral:
        kept[key] = _without_comments(text)
    return literal


def _decode_lazy(shape: Shape, text: str):
    """(value, text_key) of a literal _surely_valid accepted."""
    value = _parse_array(shape, text)
    return value, literal_key(value)


# The largest finite value of the float types whose literals may stay undecoded (the other float
# types, complex and NaN payloads are decoded at once). tests/parser/test_text_language.py checks them against
# ml_dtypes.finfo.
LAZY_FLOAT_MAX = {"f16": 65504.0, "bf16": 3.3895313892515355e+38, "f32": 3.4028234663852886e+38,
                  "f64": 1.7976931348623157e+308}
_INT_ITEM_RE = re.compile(r"\s*-?\d+\s*")
_FLOAT_ITEM_RE = re.compile(r"\s*(?:-?(?:\d+\.?\d*|\.\d+)(?:[eE][-+]?\d+)?|-?inf|-?nan)\s*")
_PRED_WORDS = frozenset({"true", "false", "1", "0"})


def _surely_valid(shape: Shape, text: str) -> bool:
    """Whether decoding ``text`` cannot fail: every item well formed and in range for the type.
    False means "decode it now", which also reports what is wrong."""
    pt = shape.ptype
    kind = pt.kind
    top = 0.0           # (the largest finite value of a float type)
    if kind == "float":
        float_max = LAZY_FLOAT_MAX.get(pt.name)
        if float_max is None:
            return False
        top = float_max
    elif kind not in ("pred", "signed", "unsigned"):
        return False
    try:
        items, payload = _array_items(shape, text)
    except LiteralTextError:
        return False
    if payload or len(items) != shape.num_elements:
        return False
    if kind == "pred":
        return _PRED_WORDS.issuperset(map(str.strip, items))     # (C loops: pred masks run to 100k items)
    # (each check a C loop over the items, where it can be: literals run to a hundred thousand of them)
    if kind == "float":
        match = _FLOAT_ITEM_RE.fullmatch
        if not all(map(match, items)):
            return False
        values = list(map(float, items))
        if all(map(isfinite, values)):
            return max(map(abs, values), default=0.0) <= top
        for s in items:       # (some inf or nan: written so, or out of range)
            if match(s) is None:
                return False
            v = float(s)
            if v != v or abs(v) == float("inf"):
                if "inf" not in s and "nan" not in s:   # e.g. 1e999: out of range, decoded now
                    return False
            elif abs(v) > top:
                return False
        return True
    if pt.kind == "signed":
        lo, hi = -(1 << (pt.bits - 1)), (1 << (pt.bits - 1)) - 1
    else:
        lo, hi = 0, (1 << pt.bits) - 1
    if not all(map(_INT_ITEM_RE.fullmatch, items)):
        return False
    values = list(map(int, items))
    return not values or (lo <= min(values) and max(values) <= hi)


def split_tuple(text: str) -> list[str]:
    if not (text.startswith("(") and text.endswith(")")):
        raise LiteralTextError(f"expected a tuple literal '( ... )', found '{text[:40]}'")
    return split_top_level(text[1:-1])


def split_top_level(body: str) -> list[str]:
    """``body`` split at the commas outside any (), [] or {} (shapes like f32[2,3] hold commas)."""
    parts, depth, start = [], 0, 0
    for i, ch in enumerate(body):
        if ch in "([{":
            depth += 1
        elif ch in ")]}":
            depth -= 1
        elif ch == "," and depth == 0:
            parts.append(body[start:i])
            start = i + 1
    if body.strip():
        parts.append(body[start:])
    return [p.strip() for p in parts]


def _expected_braces(dims) -> int:
    total, prod = 0, 1
    for d in dims[:-1] if dims else ():
        total += prod
        prod *= d
    return total + prod if dims else 0


def _array_items(shape: Shape, text: str) -> tuple[list[str], bool]:
    """The element texts of an array literal (complex: real and imaginary parts in turn), and
    whether any is a NaN with a payload. Checks the nesting; not the count (see _parse_array)."""
    pt = shape.ptype
    n = shape.num_elements
    rank = shape.rank
    if rank == 0:
        body = text
        if body.startswith("{") and body.endswith("}"):
            body = body[1:-1]
    else:
        if not text.startswith("{"):
            raise LiteralTextError(f"expected '{{' to open the literal of {shape.to_text()}")
        if n > 0 and text.count("{") != _expected_braces(shape.dims):
            raise LiteralTextError(f"literal nesting does not match shape {shape.to_text()}")
        body = text.replace("{", " ").replace("}", " ")
    payload = "nan(" in body
    if pt.kind == "complex":
        if payload:   # protect nan(0x..) payloads from the removal of the pair parentheses
            body = _NAN_PAYLOAD_RE.sub(lambda m: f"{m.group(1)}nan<0x{m.group(2)}>", body)
        body = body.replace("(", " ").replace(")", " ")
        if payload:
            body = body.replace("<", "(").replace(">", ")")
    items = body.split(",") if body.strip() else []
    if n == 0 and not body.replace(",", "").strip():
        items = []
    return items, payload


def _parse_array(shape: Shape, text: str) -> "np.ndarray":
    pt = shape.ptype
    n = shape.num_elements
    items, payload = _array_items(shape, text)
    if pt.kind == "complex":
        if len(items) != 2 * n:
            raise LiteralTextError(f"literal has {len(items) // 2} complex elements, "
                                   f"shape {shape.to_text()} has {n}")
        parts = _float_array(items, np.float32 if pt.bits == 64 else np.float64, payload)
        arr = np.empty(n, dtype=pt.numpy)
        arr.real = parts[0::2]
        arr.imag = parts[1::2]
        return arr.reshape(shape.dims)
    if len(items) != n:
        raise LiteralTextError(f"literal has {len(items)} elements, shape {shape.to_text()} has {n}")
    if pt.kind == "pred":
        vals = np.empty(n, dtype=np.bool_)
        for i, s in enumerate(items):
            s = s.strip()
            if s in ("true", "1"):
                vals[i] = True
            elif s in ("false", "0"):
                vals[i] = False
            else:
                raise LiteralTextError(f"expected true or false in a pred literal, found '{s}'")
        return vals.reshape(shape.dims)
    if pt.kind in ("signed", "unsigned"):
        big = np.uint64 if pt.kind == "unsigned" else np.int64
        try:
            wide = np.array(items, dtype=big) if n else np.zeros(0, big)
        except (ValueError, OverflowError):
            bad = next((s for s in items if not re.fullmatch(r"\s*-?\d+\s*", s)), None)
            if bad is not None:
                raise LiteralTextError(f"expected an integer of type {pt.name}, found '{bad.strip()}'") from None
            if pt.bits != 64:
                neg = next((s.strip() for s in items if s.strip().startswith("-")), items[0].strip())
                raise LiteralTextError(f"value {neg} out of range for {pt.name}") from None
            return _wrapped_64(items, pt).reshape(shape.dims)
        info = np.iinfo(pt.numpy) if pt.bits >= 8 else None
        lo, hi = (info.min, info.max) if info else (
            (-(1 << (pt.bits - 1)), (1 << (pt.bits - 1)) - 1) if pt.kind == "signed" else (0, (1 << pt.bits) - 1))
        if n and (wide.min() < lo or wide.max() > hi):
            raise LiteralTextError(f"value out of range for {pt.name} [{lo}, {hi}]")
        return wide.astype(pt.numpy).reshape(shape.dims)
    if pt.kind == "float":
        return _float_array(items, pt.numpy, payload).reshape(shape.dims)
    raise LiteralTextError(f"cannot write a literal of type {pt.name}")


def _wrapped_64(items, pt) -> np.ndarray:
    """XLA reads 64-bit integer literals modulo 2**64: u64 takes -1 as 2**64-1 and s64 takes
    2**63 as -2**63. Values outside [-2**63, 2**64) are errors there too."""
    vals = [int(s) for s in items]
    lo, hi = -(1 << 63), (1 << 64) - 1
    bad = next((v for v in vals if not lo <= v <= hi), None)
    if bad is not None:
        raise LiteralTextError(f"value {bad} out of range for {pt.name}")
    return np.array([v & hi for v in vals], dtype=np.uint64).view(pt.numpy)


def _floats(items, dtype) -> np.ndarray:
    try:
        return np.array(items, dtype=dtype) if items else np.zeros(0, dtype)
    except ValueError:
        for s in items:
            try:
                float(s)
            except ValueError:
                raise LiteralTextError(f"expected a number, found '{s.strip()}'") from None
        raise


def _float_array(items, dtype, has_payload: bool) -> np.ndarray:
    out = _float_array_raw(items, dtype, has_payload)
    with np.errstate(invalid="ignore"):      # ml_dtypes warn on NaN payloads
        finite = np.isfinite(out)
    if out.size and not finite.all():
        # XLA rejects a finite value that the type cannot hold (it would become inf or nan).
        for i in np.flatnonzero(~finite):
            if "inf" not in items[i] and "nan" not in items[i]:
                raise LiteralTextError(f"value {items[i].strip()} is out of range for {hlo_type_of(dtype)}")
    if out.size and np.signbit(out).any():
        # XLA lexes "-0" as an integer, so it means +0; only "-0.0" (a decimal) is negative zero.
        with np.errstate(invalid="ignore"):
            negative_zeros = np.flatnonzero((out == 0) & np.signbit(out))
        for i in negative_zeros:
            if _INT_ZERO_RE.fullmatch(items[i]):
                out[i] = 0
    return out


_INT_ZERO_RE = re.compile(r"\s*-0+\s*")


def _float_array_raw(items, dtype, has_payload: bool) -> np.ndarray:
    if not has_payload:
        vals = _floats(items, np.float64)
        if dtype == np.float64:
            return vals
        with np.errstate(over="ignore", invalid="ignore"):
            out = vals.astype(dtype)
        neg_nan = np.isnan(vals) & np.signbit(vals)
        if neg_nan.any():   # keep the sign of -nan through the narrowing cast
            out[neg_nan] = -np.abs(out[neg_nan])
        return out
    out = np.empty(len(items), dtype=dtype)
    for i, s in enumerate(items):
        out[i] = _float_scalar(s.strip(), dtype)
    return out


def _float_scalar(s: str, dtype):
    m = _NAN_PAYLOAD_RE.fullmatch(s)
    if not m:
        v = np.array([s], dtype=np.float64).astype(dtype)[0]
        return v
    sign, payload = m.group(1) == "-", int(m.group(2), 16)
    dt = np.dtype(dtype)
    mant_bits = {np.dtype(np.float64): 52, np.dtype(np.float32): 23, np.dtype(np.float16): 10}.get(dt)
    if mant_bits is None:
        import ml_dtypes
        mant_bits = ml_dtypes.finfo(dt).nmant
    width = dt.itemsize * 8
    exp_mask = ((1 << width) - 1) ^ ((1 << mant_bits) - 1) ^ (1 << (width - 1))
    with np.errstate(all="ignore"):
        has_inf = bool(np.isinf(np.array(np.inf, np.float32).astype(dt)))
    if not has_inf:
        raise LiteralTextError(f"{hlo_type_of(dt)} has no NaN payloads (it has a single NaN encoding)")
    if payload == 0 or payload >= (1 << mant_bits):
        raise LiteralTextError(f"NaN payload 0x{payload:x} does not fit {mant_bits} mantissa bits")
    raw = exp_mask | payload | ((1 << (width - 1)) if sign else 0)
    utype = {8: np.uint8, 16: np.uint16, 32: np.uint32, 64: np.uint64}[width]
    return np.array([raw], dtype=utype).view(dt)[0]


__all__ = ["parse_literal", "make_literal", "LiteralTextError", "literal_key"]
