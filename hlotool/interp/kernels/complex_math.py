"""Complex elementwise functions as XLA CPU computes them.

NumPy follows C99 Annex G at infinities, NaNs and signed zeros; XLA's elemental emitter has its own
formulas, and its results differ there (e.g. expm1(nan+0j) is nan+0j on XLA, nan+nanj in NumPy;
tan(nan+0j) is nan+nanj on XLA). These functions follow XLA's formulas and were checked against
XLA CPU (jaxlib) on every pair of {nan, ±inf, ±0, ±1, 0.5, -3, 100, 1e-30} and on random values
(tests/interp/test_elementwise.py).

Each takes and returns a complex array; arithmetic runs in the component type. Denormal result parts
are flushed; ``daz_parts(fn)`` reads denormal operand parts as zero (XLA CPU's DAZ/FTZ, see _numeric.py),
as elementwise.py's table applies it.
"""
from __future__ import annotations

import numpy as np

from ._numeric import flush_denormals, flush_parts


def _compose(re, im, dtype) -> np.ndarray:
    """The complex result; subnormal parts flush to zero, as on XLA CPU."""
    out = np.empty(np.shape(re), dtype)
    out.real = flush_denormals(np.asarray(re, out.real.dtype))
    out.imag = flush_denormals(np.asarray(im, out.imag.dtype))
    return out


def exp(z):
    # e^a (cos b + i sin b), e^a applied as e^(a/2) twice so a large a does not overflow early;
    # a zero imaginary part stays zero (exp(nan+0j) = nan+0j).
    a, b = z.real, z.imag
    half = np.exp(a * 0.5)
    im = np.where(b == 0, b, half * (half * np.sin(b)))
    return _compose(half * (half * np.cos(b)), im, z.dtype)


def expm1(z):
    # (expm1(a) cos b + cosm1(b)) + i e^a sin b, with cosm1(b) = -2 sin^2(b/2)
    a, b = z.real, z.imag
    em1 = np.expm1(a)
    cosm1 = -2 * np.sin(b * 0.5) ** 2
    im = np.where(b == 0, 0, (em1 + 1) * np.sin(b))
    return _compose(em1 * np.cos(b) + cosm1, im, z.dtype)


def _tanh_parts(a, b):
    """tanh(a + ib) = (e^2a - e^-2a + 2i sin 2b) / (e^2a + e^-2a + 2 cos 2b), with XLA's limits."""
    e2, en2 = np.expm1(2 * a), np.expm1(-2 * a)
    cb, sb = np.cos(b), np.sin(b)
    num_im = 4 * cb * sb
    total = e2 + en2
    den = total + 4 * cb * cb
    real = np.where(total == np.inf, np.copysign(1, a), (e2 - en2) / den)
    imag = num_im / den
    a_inf, sin_nan = np.abs(a) == np.inf, np.isnan(num_im)
    real = np.where(sin_nan & ~a_inf, np.nan, real)
    imag = np.where((b == 0) | (a_inf & sin_nan), 0, imag)
    return real, imag


def tanh(z):
    real, imag = _tanh_parts(z.real, z.imag)
    return _compose(real, imag, z.dtype)


def tan(z):
    # tan(x + iy) = -i tanh(-y + ix)
    real, imag = _tanh_parts(-z.imag, z.real)
    return _compose(imag, -real, z.dtype)


def _sin_cos(z, want_sin: bool):
    # (e^y -+ e^-y) / 2 as written; for c64 in f64, which matches XLA CPU's results
    x, y = z.real, z.imag
    ey = np.exp(y.astype(np.float64))
    sinh_y = (0.5 * ey - 0.5 / ey).astype(y.dtype)
    cosh_y = (0.5 * ey + 0.5 / ey).astype(y.dtype)
    if want_sin:
        return _compose(np.sin(x) * cosh_y, np.cos(x) * sinh_y, z.dtype)
    return _compose(np.cos(x) * cosh_y, -(np.sin(x) * sinh_y), z.dtype)


def sin(z):
    return _sin_cos(z, True)


def cos(z):
    return _sin_cos(z, False)


def _abs_parts(a, b):
    """max(|a|,|b|), min(|a|,|b|) (NaN if either part is NaN) and sqrt(1 + (min/max)^2)."""
    nan = np.isnan(a) | np.isnan(b)
    ax, ay = np.abs(a), np.abs(b)
    mx = np.where(nan, np.nan, np.maximum(ax, ay))
    mn = np.where(nan, np.nan, np.minimum(ax, ay))
    q = mn / mx
    return mx, mn, np.sqrt(1 + q * q)


def _abs(a, b):
    mx, mn, s = _abs_parts(a, b)
    r = np.where(mx == np.inf, np.inf, np.where(mn == 0, mx, mx * s))
    return np.where(np.isnan(a) | np.isnan(b), np.nan, r)


def complex_abs(z):
    """|z| as XLA computes it: max * sqrt(1 + (min/max)^2), NaN when a part is NaN (also with an
    infinite other part, where C99's hypot gives inf)."""
    z = flush_parts(z)
    return flush_denormals(np.asarray(_abs(z.real, z.imag)))


def complex_sign(z):
    """z / |z| part by part (sign(inf+1j) = nan+0j); where |z| is zero (denormal parts included)
    the input itself, signed zeros and denormals as they are."""
    flushed = flush_parts(z)
    magnitude = _abs(flushed.real, flushed.imag)
    zero = magnitude == 0
    safe = np.where(zero, 1, magnitude)
    quotient = _compose(flushed.real / safe, flushed.imag / safe, z.dtype)
    return np.where(zero, z, quotient)


def log(z):
    # log|z| as log(max) + log1p((min/max)^2) / 2: exact when |z| is close to 1
    a, b = z.real, z.imag
    mx, mn, _ = _abs_parts(a, b)
    q = mn / mx
    re = np.log(mx) + 0.5 * np.log1p(q * q)
    re = np.where(mx == np.inf, np.inf, np.where(mx == 0, -np.inf, re))
    re = np.where(np.isnan(a) | np.isnan(b), np.nan, re)
    return _compose(re, np.arctan2(b, a), z.dtype)


def log1p(z):
    # 0.5 log1p(a^2 + 2a + b^2) + i atan2(b, a + 1): exact for small |z|; log|z + 1| where that
    # sum overflows or meets inf - inf
    a, b = z.real, z.imag
    a1 = a + 1
    small = 0.5 * np.log1p(a * a + 2 * a + b * b)
    re = np.where(np.isfinite(small), small, np.log(np.sqrt(a1 * a1 + b * b)))
    return _compose(re, np.arctan2(b, a1), z.dtype)


def sqrt(z):
    # t = sqrt((|a| + |z|) / 2): (t, b/2t) for a >= 0, else (|b|/2t, ±t by the sign of b)
    a, b = z.real, z.imag
    t = np.sqrt((np.abs(a) + _abs(a, b)) * 0.5)
    re = np.where(a >= 0, t, np.abs(b) / (2 * t))
    im = np.where(a >= 0, b / (2 * t), np.where(b >= 0, t, -t))
    zero = (a == 0) & (b == 0)
    b_inf = (np.abs(b) == np.inf) & ~np.isnan(a)
    re = np.where(zero, 0, np.where(b_inf, np.inf, re))
    im = np.where(zero, b, np.where(b_inf, b, im))
    return _compose(re, im, z.dtype)


def atan2(y, x):
    """XLA's complex atan2 (the evaluator's and XLA CPU's formula): -i log((x + i y) / sqrt(x^2 + y^2)),
    each step XLA's complex arithmetic."""
    with np.errstate(all="ignore"):
        return -1j * log((x + 1j * y) / sqrt(x * x + y * y))


def rsqrt(z):
    # |z|^-1/2 (cos(-t/2) + i sin(-t/2)), t = atan2(b, a)
    a, b = z.real, z.imag
    mx, mn, s = _abs_parts(a, b)
    r = (1 / np.sqrt(mx)) * (1 / np.sqrt(s))
    r = np.where(np.isnan(r), 1 / np.sqrt(mn), r)
    t = np.arctan2(b, a) * -0.5
    zero = (a == 0) & (b == 0)
    edge = ((np.abs(b) == np.inf) & np.isnan(a)) | (np.abs(a) == np.inf)
    re = np.where(zero, np.inf, np.where(edge, np.copysign(0, a), r * np.cos(t)))
    im = np.where(zero, np.nan, np.where(edge, -np.copysign(0, b), r * np.sin(t)))
    return _compose(re, im, z.dtype)


def daz_parts(fn):
    """``fn`` reading denormal real and imaginary parts as zero (XLA CPU's DAZ)."""
    return lambda z: fn(flush_parts(z))
