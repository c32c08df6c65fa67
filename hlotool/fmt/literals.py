"""Printing of constant literals, in the form XLA's parser reads back bit for bit."""
from __future__ import annotations

from typing import TYPE_CHECKING

from .._lazy import lazy_import
from ..ir.literals import Literal
from ..ir.shape import Shape

if TYPE_CHECKING:
    import numpy as np
else:
    np = lazy_import("numpy", globals(), "np")

_MANT_BITS = {2: 10, 4: 23, 8: 52}
_F32_TINY = 2.0 ** -126


def _float_text(x, dtype: np.dtype) -> str:
    if np.isnan(x):
        sign = "-" if np.signbit(x) else ""
        if not _has_inf(dtype):          # fn/fnuz types: one NaN encoding, no payloads
            return sign + "nan"
        bits = int(np.array([x], dtype=dtype).view(f"u{dtype.itemsize}")[0])
        mant = _mantissa_bits(dtype)
        payload = bits & ((1 << mant) - 1)
        quiet = 1 << (mant - 1)
        if payload in (quiet, 0):
            return sign + "nan"
        return f"{sign}nan(0x{payload:x})"
    if np.isinf(x):
        return "-inf" if x < 0 else "inf"
    if dtype == np.float64 or (dtype.itemsize < 4 and dtype != np.float16 and 0 < abs(float(x)) < _F32_TINY):
        s = repr(float(x))      # exact; f32 subnormals would be rounded by XLA's conversion
    else:
        # Narrow types are printed through float32: exact, and reparsing rounds back to the same value.
        s = str(np.float32(x)) if dtype.itemsize <= 4 and dtype != np.float16 else str(x)
    return _trim(s)


def _has_inf(dtype: np.dtype) -> bool:
    """IEEE-like types (with infinities) keep NaN payloads; the fn/fnuz f8 types have neither."""
    with np.errstate(all="ignore"):
        return bool(np.isinf(np.array(np.inf, np.float32).astype(dtype)))


def _trim(s: str) -> str:
    # "1.0" -> "1" as XLA prints it; but "-0.0" stays: XLA reads "-0" as the integer 0, i.e. +0.
    return s[:-2] if s.endswith(".0") and s != "-0.0" else s


def _mantissa_bits(dtype: np.dtype) -> int:
    if dtype.itemsize in _MANT_BITS and dtype.kind == "f" and dtype.name.startswith("float") \
            and dtype.name in ("float16", "float32", "float64"):
        return _MANT_BITS[dtype.itemsize]
    import ml_dtypes
    return ml_dtypes.finfo(dtype).nmant


def element_texts(arr: np.ndarray) -> list[str]:
    flat = arr.reshape(-1)
    kind = arr.dtype.kind
    if arr.dtype == np.bool_:
        return ["true" if v else "false" for v in flat.tolist()]
    if kind in "iu":
        return [str(v) for v in flat.tolist()]
    if kind == "c":
        part = np.float32 if arr.dtype == np.complex64 else np.float64
        re_t = element_texts(flat.real.astype(part))
        im_t = element_texts(flat.imag.astype(part))
        return [f"({a}, {b})" for a, b in zip(re_t, im_t, strict=True)]
    if arr.dtype.name.startswith(("int", "uint")):     # ml_dtypes int1/2/4
        return [str(v) for v in flat.astype(np.int64).tolist()]
    dtype = arr.dtype
    if dtype in (np.float32, np.float64) and not np.isnan(flat).any() and not np.isinf(flat).any():
        conv = float if dtype == np.float64 else np.float32
        out = []
        for v in (flat.tolist() if dtype == np.float64 else flat):
            s = repr(v) if dtype == np.float64 else str(conv(v))
            out.append(_trim(s))
        return out
    with np.errstate(invalid="ignore"):      # ml_dtypes warn on NaN payloads
        return [_float_text(v, dtype) for v in flat]


def literal_text(lit: Literal) -> str:
    return _value_text(lit.shape, lit.value)


def shaped_literal_text(lit: Literal) -> str:
    """custom-call's literal= form: each value after its shape, as XLA writes it."""
    if lit.shape.is_tuple:
        return "( " + ", ".join(f"{s.to_text()} {_value_text(s, v)}"
                                for s, v in zip(lit.shape.tuple_shapes, lit.value, strict=True)) + " )"
    return f"{lit.shape.to_text()} {literal_text(lit)}"


def _value_text(shape: Shape, value) -> str:
    if shape.is_tuple:
        return "(" + ", ".join(_value_text(s, v) for s, v in zip(shape.tuple_shapes, value, strict=True)) + ")"
    if value is None:
        return "{...}"
    texts = element_texts(np.asarray(value))
    if shape.rank == 0:
        return texts[0]
    if shape.rank == 1:
        return "{" + ", ".join(texts) + "}"
    return _nest(texts, shape.dims)


def _nest(texts: list[str], dims: tuple[int, ...]) -> str:
    if len(dims) == 1:
        return "{ " + ", ".join(texts) + " }"
    if dims[0] == 0:
        return "{  }"
    step = len(texts) // dims[0]
    return "{ " + ", ".join(_nest(texts[i * step:(i + 1) * step], dims[1:]) for i in range(dims[0])) + " }"
