"""atan2, power and cbrt on denormal operands as XLA CPU computes them.

XLA CPU calls the host C library for these (``atan2f``/``atan2``, ``powf``/``pow``, ``cbrtf``)
while its threads run with denormals-are-zero and flush-to-zero, so what a denormal operand gives
is decided by how that library's code mixes bit tests (which see the denormal) with float
arithmetic (which reads it as zero). The rules below were measured against XLA CPU (jaxlib 0.10,
glibc 2.36, x86-64) on every pair of a grid of zeros, denormals, normals near the threshold,
infinities and NaN (tests/interp/test_xla_semantics.py); another C library can differ there.
Normal operands are unaffected: the results are NumPy's, with denormal results flushed.

Each function takes f32 or f64 arrays (bf16 computes in f32).
"""
from __future__ import annotations

import numpy as np

from ._numeric import _TINY, flush_denormals

_F32 = np.dtype(np.float32)


def _denormal(x: np.ndarray) -> np.ndarray:
    magnitude = np.abs(x)
    return (magnitude < _TINY[x.dtype]) & (magnitude != 0)


def atan2(y: np.ndarray, x: np.ndarray) -> np.ndarray:
    y, x = np.broadcast_arrays(y, x)
    result = flush_denormals(np.arctan2(flush_denormals(y), flush_denormals(x)))
    y_den, x_den = _denormal(y), _denormal(x)
    if not (y_den.any() or x_den.any()):
        return result
    half_pi = np.copysign(np.asarray(np.pi / 2, y.dtype), y)
    if y.dtype == _F32:
        # atan2f tests for a zero x by its bits: a denormal y over a zero x is still +-pi/2;
        # x == 1 returns atanf(y), which passes a tiny y through; y / x of two denormals is 0 / 0.
        result = np.where(y_den & (x == 0) & ~x_den, half_pi, result)
        result = np.where(y_den & (x == 1), y, result)
        return np.where(y_den & x_den, np.asarray(np.nan, y.dtype), result)
    # atan2 compares x with zero as a float, so a denormal x is zero for every nonzero y; a
    # denormal y over a negative x at least 2^-966 in size takes the "y > 0 ? pi : -pi" branch,
    # where y > 0 is false.
    nonzero_y = (y != 0) | y_den
    result = np.where((x_den | (x == 0)) & nonzero_y & ~np.isnan(y), half_pi, result)
    far_negative = (x < 0) & np.isfinite(x) & (x <= -2.0 ** -966)
    return np.where(y_den & far_negative, -np.pi, result)


# powf / pow normalise a denormal base by a multiplication that DAZ turns into zero, and go on
# with the bits of that zero: every denormal base then acts as +-2^-150 (f32) or +-2^-1075 (f64).
_DENORMAL_BASE_LOG2 = {np.dtype(np.float32): -150, np.dtype(np.float64): -1075}


def power(x: np.ndarray, y: np.ndarray) -> np.ndarray:
    x, y = np.broadcast_arrays(x, y)
    dt = x.dtype
    result = np.power(x, y)
    x_den, y_den = _denormal(x), _denormal(y)
    if x_den.any():
        # 2^(log2|x| * y) in f64, the sign from an odd integer y (NaN for a non-integer one)
        log2 = _DENORMAL_BASE_LOG2[dt]
        y64 = y.astype(np.float64)
        magnitude = np.exp2(np.clip(log2 * y64, -1100.0, 1100.0))
        odd = (np.mod(y64, 2) == 1)
        integer = np.floor(y64) == y64
        signed = np.where(np.signbit(x) & odd, -magnitude, magnitude)
        signed = np.where(np.signbit(x) & ~integer & np.isfinite(y64), np.nan, signed)
        # an infinite or NaN exponent keeps the usual rules for a base below one
        signed = np.where(np.isfinite(y64), signed, np.power(np.where(x_den, 0.5, x), y))
        result = np.where(x_den, signed.astype(dt), result)
    result = flush_denormals(np.asarray(result, dt))
    if y_den.any():
        # the exponent is tested by its bits (not zero, not an integer) but multiplies log2|x|
        # as zero: 1 for a positive base, NaN for a negative one; zero and infinite bases go by
        # the exponent's sign
        at_zero = np.where(y > 0, 0.0, np.inf)
        at_inf = np.where(y > 0, np.inf, 0.0)
        positive = np.where(np.signbit(x), np.nan, 1.0)
        tiny_y = np.where(x == 0, at_zero, np.where(np.isinf(x), at_inf,
                                                    np.where(np.isnan(x), np.nan, positive)))
        result = np.where(y_den & ~x_den, tiny_y.astype(dt), result)
        result = np.where(y_den & x_den, np.where(np.signbit(x), np.nan, 1.0).astype(dt), result)
    return result


# cbrtf splits a denormal into 0.5 * 2^-151 (its frexpf normalises by a multiplication that
# DAZ zeroes) and then finds "x > 0" false, so every f32 denormal has this cube root.
_CBRTF_OF_DENORMAL = np.float32(-5.5951735e-16)


def cbrt(x: np.ndarray) -> np.ndarray:
    if x.dtype == _F32:
        return np.where(_denormal(x), _CBRTF_OF_DENORMAL, np.cbrt(x))
    return np.cbrt(flush_denormals(x))
