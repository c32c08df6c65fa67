"""Numeric helpers for elementwise kernels: widening narrow types the way XLA CPU computes them,
XLA CPU's denormal flushing, and wrapping integer results to their bit width."""
from __future__ import annotations

import sys

import ml_dtypes
import numpy as np

from ...ir.dtypes import hlo_type_of, primitive_type

_F32 = np.dtype(np.float32)


def ptype_of(arr: np.ndarray):
    return primitive_type(hlo_type_of(arr.dtype))


def is_narrow_float(dt: np.dtype) -> bool:
    """bf16, f16 and the f8/f4 types: XLA CPU widens them to f32 per op and rounds the result."""
    return primitive_type(hlo_type_of(dt)).kind == "float" and dt.itemsize < 4


_TINY: dict[np.dtype, np.floating] = {np.dtype(np.float32): np.float32(np.finfo(np.float32).tiny),
         np.dtype(np.float64): np.float64(np.finfo(np.float64).tiny)}
_BF16 = np.dtype(ml_dtypes.bfloat16)

# Arrays up to this size are scanned in Python: NumPy's per-call cost dominates below it.
_SCAN_IN_PYTHON = 32
_INF = float("inf")


def flushes_denormals(dt: np.dtype) -> bool:
    """XLA CPU runs with denormals-are-zero and flush-to-zero (measured: f32, f64 and bf16, whose
    f32 widening keeps its denormals). f16 and the f8 types widen to normal f32 values, and a
    denormal f32 result rounds to zero in them anyway, so nothing is flushed there."""
    return dt in _TINY or dt == _BF16


def smallest_magnitude(x: np.ndarray) -> float:
    """min |x| (inf for an empty array; a NaN may make it NaN)."""
    if x.size <= _SCAN_IN_PYTHON:
        values = x.tolist() if x.ndim == 1 else x.ravel().tolist()
        return min(map(abs, values)) if values else _INF
    return float(np.minimum.reduce(np.abs(x), axis=None))


# magnitude bits as unsigned integers: 0 < |x| < limit  <=>  (bits & mask) - 1 < bits(limit) - 1,
# the subtraction wrapping zero round to the largest value (NaN sits above every limit too)
_UINT: dict[np.dtype, tuple[type[np.unsignedinteger], np.unsignedinteger]] = {
    np.dtype(np.float32): (np.uint32, np.uint32(0x7FFFFFFF)),
    np.dtype(np.float64): (np.uint64, np.uint64(0x7FFFFFFFFFFFFFFF))}


def nonzero_below(limit: float | np.floating, *arrays: np.ndarray) -> bool:
    """Whether an element of the f32/f64 arrays has 0 < |x| < limit (zeros and NaN never do)."""
    if len(arrays) == 1 and not arrays[0].ndim:          # a scalar (a reduction's result): one float
        return bool(0 < abs(float(arrays[0])) < limit)
    if arrays[0].size <= _SCAN_IN_PYTHON:
        x = arrays[0]
        values = x.tolist() if x.ndim == 1 else x.ravel().tolist()
        for x in arrays[1:]:
            values += x.tolist() if x.ndim == 1 else x.ravel().tolist()
        if not values or min(map(abs, values)) >= limit:
            return False
        values.insert(0, limit)               # first, so that a NaN never becomes the minimum
        return min(filter(None, map(abs, values))) < limit
    for x in arrays:
        if x.ndim and not all(x.strides):
            # a broadcast: look at the values it repeats, not at every copy
            x = x[tuple(slice(0, 1) if step == 0 else slice(None) for step in x.strides)]
        if not x.size:
            continue
        if x.size > _INTEGER_MINIMA:
            below = _below_by_integer_minima(limit, x)
            if below is None:                # a zero hides the answer: look at the magnitudes' bits
                below = _magnitude_bits_below(limit, x)
            if below:
                return True
            continue
        smallest = np.minimum.reduce(np.abs(x), axis=None)   # one pass, no copy of a strided view
        if smallest >= limit:
            continue                 # nothing below the limit (a NaN minimum falls through below)
        if 0 < smallest < limit:
            return True
        if _magnitude_bits_below(limit, x):  # a zero or NaN hides the answer
            return True
    return False


# Beyond this size, nonzero_below first looks at two integer minima of the values' bits: no temporary array.
_INTEGER_MINIMA = 1024
_SIGNED: dict[np.dtype, tuple[type[np.signedinteger], int]] = {
    np.dtype(np.float32): (np.int32, -(1 << 31)), np.dtype(np.float64): (np.int64, -(1 << 63))}
# Large arrays are looked at in pieces of this many bytes: a piece read once stays in the core's cache for the
# next look at it (two minima of a 4 MB array: 0.29 -> 0.22 ms; the bits of one with zeros: 1.1 -> 0.36 ms).
_PIECE_BYTES = 1 << 19


def _pieces(x: np.ndarray, dtype) -> list[np.ndarray]:
    """``x``'s values as ``dtype`` (of the same size) in flat pieces of _PIECE_BYTES, the last first (a result
    just written: its end is the likeliest in the cache); one view of the whole where ``x`` is not contiguous."""
    if not x.flags.c_contiguous:
        return [x.view(dtype)]
    flat = x.reshape(-1).view(dtype)
    step = _PIECE_BYTES // x.dtype.itemsize
    return [flat[start:start + step] for start in reversed(range(0, flat.size, step))]


def _below_by_integer_minima(limit: float | np.floating, x: np.ndarray) -> bool | None:
    """Whether ``x`` (f32/f64) has 0 < |x| < limit, from the least of its bits read as unsigned integers (the
    positive values, +0 the least) and as signed integers (the negative values, -0 the least); None where a
    zero hides the answer."""
    uint = _UINT[x.dtype][0]
    sint, least = _SIGNED[x.dtype]
    bound = int(np.asarray(limit, x.dtype).view(uint))
    unsigned = signed = None
    for piece in _pieces(x, uint):
        u = int(np.minimum.reduce(piece, axis=None))
        s = int(np.minimum.reduce(piece.view(sint), axis=None))
        unsigned = u if unsigned is None or u < unsigned else unsigned
        signed = s if signed is None or s < signed else signed
    if unsigned is None or signed is None:
        return False
    if 0 < unsigned < bound:
        return True
    if least < signed < least + bound:
        return True
    return None if unsigned == 0 or signed == least else False


def _magnitude_bits_below(limit: float | np.floating, x: np.ndarray) -> bool:
    """Whether ``x`` (f32/f64) has 0 < |x| < limit, whatever zeros and NaNs it holds: the magnitude bits m
    (the bits shifted left by one, the sign dropped) minus one, which wraps a zero round to the largest value
    (NaN sits above every limit too): 0 < m < bits(limit)  <=>  2m - 1 < 2 bits(limit) - 1. One temporary
    piece at a time."""
    uint = _UINT[x.dtype][0]
    one = uint(1)
    below = uint((int(np.asarray(limit, x.dtype).view(uint)) << 1) - 1)
    pieces = _pieces(x, uint)
    work = np.empty(max(p.size for p in pieces), uint) if pieces and pieces[0].ndim == 1 else None
    for piece in pieces:
        out = work[:piece.size] if work is not None else None
        shifted = np.left_shift(piece, one, out=out)
        shifted -= one
        if shifted.size and np.minimum.reduce(shifted, axis=None) < below:
            return True
    return False


# The byte holding the sign and the exponent's high bits: its first index and the stride (native byte order).
_HIGH_BYTE: dict[np.dtype, tuple[int, int]] = {
    np.dtype(np.float32): (3 if sys.byteorder == "little" else 0, 4),
    np.dtype(np.float64): (7 if sys.byteorder == "little" else 0, 8)}


def surely_normal(x: np.ndarray) -> bool:
    """Whether no element of the f32/f64 array ``x`` can be a denormal (or a zero), from one byte of each: the
    sign and the exponent's high bits, 0 or 0x80 in a zero and a denormal. False also for a normal value below
    2**-125 (f64: 2**-1007): ask ``nonzero_below`` then. For small arrays: a few calls of no more than 0.3 us
    (the bytes, every fourth or eighth of them, two searches) against NumPy's least magnitude (two calls of a
    ufunc, 1.3 us on 64 values)."""
    first, step = _HIGH_BYTE[x.dtype]
    high = x.tobytes()[first::step]
    return 0 not in high and 128 not in high


def has_denormal(x: np.ndarray) -> bool:
    """Whether an f32/f64 array holds a subnormal value."""
    tiny = _TINY.get(x.dtype)
    return tiny is not None and nonzero_below(tiny, x)


def flush_denormals(x: np.ndarray) -> np.ndarray:
    """Subnormal f32/f64 values as signed zeros: XLA CPU's DAZ for inputs and FTZ for results."""
    if not has_denormal(x):
        return x
    small = np.abs(x) < _TINY[x.dtype]
    return np.where(small, x * 0, x)       # x * 0 keeps the sign


_PART: dict[np.dtype, np.dtype] = {np.dtype(np.complex64): np.dtype(np.float32),
         np.dtype(np.complex128): np.dtype(np.float64)}


def flush_parts(x: np.ndarray) -> np.ndarray:
    """flush_denormals for real arrays and for the real and imaginary parts of complex ones."""
    part = _PART.get(np.asarray(x).dtype)
    if part is None:
        return flush_denormals(x)
    flat = np.ascontiguousarray(x).reshape(-1).view(part)
    flushed = flush_denormals(flat)
    if flushed is flat:
        return x
    return flushed.view(x.dtype).reshape(np.shape(x))


def float_compute(fn, *args):
    """Apply ``fn`` in f32 for narrow floats (rounding back once), natively otherwise."""
    dt = args[0].dtype
    if is_narrow_float(dt):
        args = tuple(a.astype(_F32) for a in args)
    return np.asarray(fn(*args)).astype(dt, copy=False)


def int_bits(dt: np.dtype) -> tuple[int, bool]:
    t = primitive_type(hlo_type_of(dt))
    return t.bits, t.kind == "signed"


def wrap(x: np.ndarray, dt: np.dtype) -> np.ndarray:
    """Reduce an int64/uint64 intermediate modulo 2**bits of ``dt`` (two's complement)."""
    bits, signed = int_bits(dt)
    if bits >= 64:
        return x.astype(dt)
    x = x.astype(np.int64)
    mask = (1 << bits) - 1
    x = x & mask
    if signed:
        x = np.where(x >= (1 << (bits - 1)), x - (1 << bits), x)
    return x.astype(dt)


def widen_int(x: np.ndarray) -> np.ndarray:
    """Integers in a width NumPy computes exactly (u64 stays u64, everything else int64)."""
    if x.dtype == np.uint64:
        return x
    return x.astype(np.int64)
