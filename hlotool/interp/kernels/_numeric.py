"""Numeric helpers for elementwise kernels: widening narrow types the way XLA CPU computes them,
and wrapping integer results to their bit width."""
from __future__ import annotations

import numpy as np

from ...ir.dtypes import hlo_type_of, primitive_type

_F32 = np.dtype(np.float32)


def ptype_of(arr: np.ndarray):
    return primitive_type(hlo_type_of(arr.dtype))


def is_narrow_float(dt: np.dtype) -> bool:
    """bf16, f16 and the f8/f4 types: XLA CPU widens them to f32 per op and rounds the result."""
    return primitive_type(hlo_type_of(dt)).kind == "float" and dt.itemsize < 4


_TINY = {np.dtype(np.float32): np.float32(np.finfo(np.float32).tiny),
         np.dtype(np.float64): np.float64(np.finfo(np.float64).tiny)}


def flush_denormals(x: np.ndarray) -> np.ndarray:
    """XLA CPU runs with denormals-are-zero: subnormal f32/f64 inputs read as signed zeros."""
    tiny = _TINY.get(x.dtype)
    if tiny is None or x.size == 0:
        return x
    small = np.abs(x) < tiny
    if not small.any():
        return x
    return np.where(small, np.copysign(np.zeros((), x.dtype), x), x)


def float_compute(fn, *args, flush=True):
    """Apply ``fn`` in f32 for narrow floats (rounding back once), natively otherwise. With
    ``flush``, denormal inputs read as zero as on XLA CPU (ops whose result would differ by more
    than a denormal amount pass flush=True; for the others the difference is below any tolerance)."""
    dt = args[0].dtype
    if is_narrow_float(dt):
        args = tuple(a.astype(_F32) for a in args)
    if flush:
        args = tuple(flush_denormals(a) for a in args)
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
