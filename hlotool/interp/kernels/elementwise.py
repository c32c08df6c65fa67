"""Elementwise unary, binary and ternary ops. ``UNARY`` and ``BINARY`` hold one row per opcode: its
function for each element class (float, complex, integer, pred), XLA CPU's denormal handling of it,
and what that means for the values it leaves; the kernels, their plan-time specialisations and
``denormal_free`` are derived from the rows.

Floats: bf16/f16/f8/f4 are widened to f32 for each op and rounded back once (XLA CPU's
float-normalization does the same). f32, f64 and bf16 follow XLA CPU's denormal handling, op by op
as measured (a row's ``flushed``): denormal inputs read as zero (DAZ), denormal results flushed to
zero (FTZ), or neither, for ops XLA computes with bit operations or whose small-input path returns
the input. Integers follow XLA's defined semantics: wrap-around, x/0 = -1 (all ones),
INT_MIN/-1 = INT_MIN, x%0 = x, INT_MIN%-1 = 0, truncated remainder, shifts by >= the bit width give
0 (logical) or the sign fill (arithmetic).
"""
from __future__ import annotations

from dataclasses import dataclass
from functools import partial
from typing import Any, Callable, cast

import numpy as np

from ..errors import InterpError
from ..registry import PlannedKernel, Specializable, kernel
from . import _host_libm
from . import complex_math as cm
from ._numeric import (
    _SCAN_IN_PYTHON,
    _TINY,
    float_compute,
    flush_denormals,
    flush_parts,
    flushes_denormals,
    has_denormal,
    int_bits,
    is_narrow_float,
    nonzero_below,
    smallest_magnitude,
    widen_int,
    wrap,
)
from .sort import total_order_key


def _kind(arr: np.ndarray) -> str:
    dt = arr.dtype
    if dt == np.bool_:
        return "pred"
    if dt.kind in "iu" or (dt.kind == "V" and dt.name.startswith(("int", "uint"))):
        return "int"
    if dt.kind == "c":
        return "complex"
    return "float"


# ------------------------------------------------------------------ unary functions
def _erf(x):
    from scipy.special import erf
    return erf(x)


def _round_afz(x):
    t = np.trunc(x)
    return np.where(np.abs(x - t) >= 0.5, t + np.sign(x), t)


def _sign_float(x):
    return np.where((x == 0) | np.isnan(x), x, np.sign(x))


def _logistic(x):
    return 1 / (1 + np.exp(-x))


def _rsqrt(x):
    return 1 / np.sqrt(x)


def _is_finite(x):
    return np.isfinite(x.astype(np.float32) if is_narrow_float(x.dtype) else x)


def _int_abs(x):
    return wrap(np.abs(widen_int(x)), x.dtype)


def _int_negate(x):
    return wrap(-widen_int(x).astype(np.int64) if x.dtype != np.uint64 else (~x + np.uint64(1)),
                x.dtype)


def _int_sign(x):
    return np.sign(widen_int(x)).astype(x.dtype)


def _int_not(x):
    return wrap(~widen_int(x), x.dtype)


def _popcnt(x):
    bits, _ = int_bits(x.dtype)
    u = widen_int(x).astype(np.uint64) & np.uint64((1 << bits) - 1 if bits < 64 else 2**64 - 1)
    count = np.zeros(x.shape, np.int64)
    for _ in range(bits):
        count += (u & np.uint64(1)).astype(np.int64)
        u = u >> np.uint64(1)
    return count.astype(x.dtype)


def _clz(x):
    bits, _ = int_bits(x.dtype)
    u = widen_int(x).astype(np.uint64) & np.uint64((1 << bits) - 1 if bits < 64 else 2**64 - 1)
    n = np.full(x.shape, bits, np.int64)
    for b in range(bits):
        set_here = ((u >> np.uint64(b)) & np.uint64(1)) == 1
        n = np.where(set_here, bits - 1 - b, n)
    return n.astype(x.dtype)


# ------------------------------------------------------------------ denormals (XLA CPU's DAZ/FTZ)
def _daz(fn):
    """``fn`` reading denormal inputs as zero."""
    return lambda x: fn(flush_denormals(x))


def _ftz(fn):
    """``fn`` flushing denormal results to zero."""
    return lambda x: flush_denormals(np.asarray(fn(x)))


def _tanh(x):
    # f32 tanh is XLA's own approximation, which returns a small input as it is; f64 calls libm
    return np.tanh(flush_denormals(x) if x.dtype == np.float64 else x)


_F64 = np.dtype(np.float64)


# ------------------------------------------------------------------ binary functions
def _int_divide(a, b):

    wa, wb = widen_int(a), widen_int(b)
    zero = wb == 0
    if a.dtype == np.uint64:
        q = wa // np.where(zero, np.uint64(1), wb)
        return np.where(zero, np.uint64(2**64 - 1), q)
    minus_one = wb == -1
    safe = np.where(zero | minus_one, 1, wb)
    q = np.floor_divide(wa, safe)
    r = wa - q * safe
    q = np.where((r != 0) & ((wa < 0) != (safe < 0)), q + 1, q)   # truncate toward zero
    q = np.where(minus_one, np.negative(wa), q)   # INT_MIN/-1 wraps back to INT_MIN
    return wrap(np.where(zero, -1, q), a.dtype)


def _int_remainder(a, b):
    wa, wb = widen_int(a), widen_int(b)
    zero = wb == 0
    safe = np.where(zero, 1, wb)
    r = np.fmod(wa, safe)                                # sign of the dividend (truncated)
    return wrap(np.where(zero, wa, r), a.dtype)


def _int_shift(kind):
    def shift(a, b):
        bits, signed = int_bits(a.dtype)
        mask = (1 << bits) - 1 if bits < 64 else 2**64 - 1
        ua = widen_int(a).astype(np.uint64) & np.uint64(mask)
        amount = widen_int(b).astype(np.uint64) & np.uint64(mask)   # negative = huge
        big = amount >= np.uint64(bits)
        s = np.where(big, np.uint64(0), amount)
        if kind == "left":
            r = (ua << s) & np.uint64(mask)
        elif kind == "logical":
            r = ua >> s
        else:
            sa = widen_int(a).astype(np.int64) if a.dtype != np.uint64 else ua.view(np.int64)
            if not signed and bits < 64:
                sa = np.where(sa >= (1 << (bits - 1)), sa - (1 << bits), sa)
            r = (sa >> np.where(big, bits - 1, s).astype(np.int64)).astype(np.int64)
            return wrap(r, a.dtype) if bits < 64 else r.astype(a.dtype)
        r = np.where(big, np.uint64(0), r)
        return wrap(r.view(np.int64) if bits == 64 else r.astype(np.int64), a.dtype) \
            if bits < 64 else r.astype(a.dtype)
    return shift


_SIGNED_TWIN = {np.dtype(np.uint8): np.int8, np.dtype(np.uint16): np.int16,
                np.dtype(np.uint32): np.int32, np.dtype(np.uint64): np.int64}


def _int_power(a, b):
    twin = _SIGNED_TWIN.get(a.dtype)
    if twin is not None:
        # XLA's integer power reads unsigned operands as two's complement signed values
        return _int_power(a.view(twin), b.view(twin)).view(a.dtype)
    base, exp = widen_int(a), widen_int(b)
    if a.dtype != np.uint64:
        neg = exp < 0
        # negative exponents: 1 for base 1, +-1 for base -1, 0 otherwise
        special = np.where(base == 1, 1, np.where(base == -1, np.where(exp % 2 == 0, 1, -1), 0))
        exp = np.where(neg, 0, exp)
    # XLA squares over the exponent's low 6 bits only (any larger exponent overflows anyway,
    # except for bases 0/1/-1, where XLA's result is what these 6 bits give)
    result = np.ones_like(base)
    e = exp & (np.uint64(63) if a.dtype == np.uint64 else 63)
    b = base.copy()
    for _ in range(6):
        odd = (e & 1) == 1
        result = np.where(odd, result * b, result)
        b = b * b
        e = e >> (np.uint64(1) if a.dtype == np.uint64 else 1)
    if a.dtype != np.uint64:
        result = np.where(neg, special, result)
    return wrap(result, a.dtype)


def _mulhi(a, b):
    bits, signed = int_bits(a.dtype)
    if bits <= 32:
        p = widen_int(a) * widen_int(b)
        return wrap(p >> bits, a.dtype)
    # 64-bit: exact products with Python integers (rare op, small arrays)
    out = [(int(x) * int(y)) >> 64 for x, y in zip(a.ravel(), b.ravel(), strict=True)]
    wide = np.array([v & (2**64 - 1) for v in out], dtype=np.uint64).reshape(a.shape)
    return wide.view(np.int64) if signed else wide


def _wrapping(fn):
    return lambda a, b: wrap(fn(widen_int(a), widen_int(b)), a.dtype)


def _complex_power(a, b):
    """a**b in polar form as XLA evaluates it: |a|^b_r e^(-b_i arg a) at angle
    b_r arg a + b_i ln|a|; 0**0 = 1, 0**b = 0 for b_r > 0, NaN otherwise."""
    a, b = np.broadcast_arrays(a, b)
    aa = a.real * a.real + a.imag * a.imag
    arg = np.arctan2(a.imag, a.real)
    coeff = np.power(aa, b.real / 2) * np.exp(-b.imag * arg)
    angle = b.real * arg + b.imag * np.log(aa) / 2
    out = np.empty(a.shape, a.dtype)
    out.real = coeff * np.cos(angle)
    out.imag = coeff * np.sin(angle)
    zero = aa == 0
    if zero.any():
        at_zero = np.where((b.real == 0) & (b.imag == 0), 1,
                           np.where(b.real > 0, 0, complex(np.nan, np.nan)))
        out = np.where(zero, at_zero.astype(a.dtype), out)
    return out


_SIGN_BIT = {np.dtype(np.float32): (np.uint32, np.uint32(1 << 31)),
             np.dtype(np.float64): (np.uint64, np.uint64(1 << 63))}


def _select_bits(mask, on_true, into):
    """``into`` (a fresh array) takes ``on_true``'s bits where ``mask``: branch-free, as
    np.where / np.copyto(where=) are an order of magnitude slower on irregular masks."""
    uint = _SIGN_BIT[into.dtype][0]
    ones = np.array(mask, dtype=uint, ndmin=1)
    np.negative(ones, out=ones)                     # 0 or all ones
    bits = into.view(uint)
    diff = np.bitwise_xor(bits, on_true)
    diff &= ones
    bits ^= diff
    return into


def _small_results_as_zeros(r, a, b, combine):
    """Where |r| < tiny (a zero or a denormal, which DAZ reads as zero) both operands are below
    tiny in magnitude too, and XLA's result is a zero whose sign bit is ``combine`` (and: -0 only
    from two negative signs, for max; or: for min) of the operands' sign bits."""
    tiny = _TINY.get(r.dtype)
    if tiny is None or smallest_magnitude(r) >= tiny:
        return r
    uint, sign = _SIGN_BIT[r.dtype]
    zero = combine(np.asarray(a).view(uint), np.asarray(b).view(uint)) & sign
    shape = np.shape(r)
    r = np.array(r, ndmin=1)                        # a fresh, writeable array (also for 0-d)
    return _select_bits(np.abs(r) < tiny, np.broadcast_to(zero, shape).reshape(r.shape),
                        r).reshape(shape)


def _relu(x, tiny):
    """max(x, +0): x where x >= tiny or NaN, else +0 (negatives, -0 and denormals)."""
    keep = np.less(x, tiny)
    np.logical_not(keep, out=keep)
    uint = _SIGN_BIT[x.dtype][0]
    ones = keep.astype(uint)
    np.negative(ones, out=ones)
    return np.bitwise_and(x.view(uint), ones).view(x.dtype)


def _ieee_maximum(a, b):
    """max with NaN propagating and -0 < +0 (NumPy returns the first of two equal zeros), and
    under DAZ for f32/f64."""
    tiny = _TINY.get(a.dtype)
    if tiny is not None and a.size > _SCAN_IN_PYTHON:
        # relu (against a broadcast +0) is common on large arrays: two cheap passes there
        for x, other in ((a, b), (b, a)):
            if not any(other.strides) and \
                    other[(0,) * other.ndim].view(_SIGN_BIT[x.dtype][0]) == 0:
                return _relu(np.ascontiguousarray(x), tiny)
    return _small_results_as_zeros(np.maximum(a, b), a, b, np.bitwise_and)


def _ieee_minimum(a, b):
    return _small_results_as_zeros(np.minimum(a, b), a, b, np.bitwise_or)


# Beyond this size a sum cannot have met a denormal operand: one would be below half an ulp of
# the other operand and round away (tiny * 2^(mantissa bits + 3)). A zero sum is one too: it is
# a - a, also with a denormal a (+0 then, as under DAZ).
_SUM_WITHOUT_DENORMALS = {np.dtype(np.float32): 2.0 ** -100, np.dtype(np.float64): 2.0 ** -967}


def _daz_ftz_sum(fn):
    """add/subtract under DAZ/FTZ; a result far from the denormal range is the plain one."""
    def run(a, b):
        r = fn(a, b)
        if not nonzero_below(_SUM_WITHOUT_DENORMALS[r.dtype], r):
            return r
        return flush_denormals(np.asarray(fn(flush_denormals(a), flush_denormals(b))))
    return run


def _daz_ftz_product(fn):
    """multiply/divide under DAZ/FTZ: a denormal operand can give a normal plain result (d * 1e30),
    so operands and result are all looked at."""
    def run(a, b):
        r = fn(a, b)
        if not nonzero_below(_TINY[r.dtype], a, b, r):
            return r
        return flush_denormals(np.asarray(fn(flush_denormals(a), flush_denormals(b))))
    return run


def _remainder_daz_divisor(a, b):
    # fmod's "y == 0" test is a float compare (a denormal divisor gives NaN); the rest works on
    # the bits, so a denormal dividend and a denormal remainder come out as they are
    return np.fmod(a, flush_denormals(b))


def _int_native(fn):
    """and/or/xor/max/min stay in range: run them on the operands' own dtype (widened)."""
    def run(a, b):
        return fn(widen_int(a), widen_int(b)).astype(a.dtype)
    return run


def _ftz_product(fn, check_a: bool, check_b: bool):
    """multiply/divide where the program guarantees some operands hold no denormal: only the
    others and the result are looked at (DAZ changes nothing on denormal-free operands)."""
    def run(a, b):
        r = fn(a, b)
        looked = [x for x, check in ((a, check_a), (b, check_b)) if check]
        if not nonzero_below(_TINY[r.dtype], *looked, r):
            return r
        return flush_denormals(np.asarray(fn(flush_denormals(a), flush_denormals(b))))
    return run


# ------------------------------------------------------------------ the table
Fn = Callable[..., np.ndarray]


@dataclass(frozen=True)
class ElementwiseOp:
    """One opcode's functions, by the element class of its operands; None: XLA does not define it there."""
    float: Fn | None = None       # on f32/f64 values (bf16/f16/f8/f4 are widened to f32 and rounded back)
    # Instead of ``float`` for f32, f64 and bf16, where XLA CPU's DAZ/FTZ changes the result (measured);
    # None: the same function (abs, negate, sine, tan, expm1, the roundings ... pass denormals through
    # or cannot meet them; maximum and minimum handle them themselves).
    flushed: Fn | None = None
    # At plan time, for f32/f64 operands under DAZ/FTZ: ``planned_flushed(check_a, check_b)`` is
    # ``flushed`` looking only at the operands that may hold a denormal (see denormal_free).
    planned_flushed: Callable[[bool, bool], Fn] | None = None
    exact: Fn | None = None       # on the stored float values, whatever their type: no widening, no flushing
    complex: Fn | None = None     # on c64/c128 values
    int: Fn | None = None         # on any integer type: computed wide, wrapped to the result's bits
    native_int: Fn | None = None  # planned for s8..u64 operands, where NumPy's own wrap-around is XLA's
    pred: Fn | None = None
    # f32/f64 results never hold a denormal, whatever the operands (the ``flushed`` function flushes).
    flushes_result: bool = False
    # f32/f64 results hold a denormal only where an operand did (the op moves or sign-flips values).
    keeps_denormal_free: bool = False
    # On integer scalars held as Python ints (a loop's counter, see ``codegen``): the exact result as a Python
    # expression of the operands {0}, {1}, wrapped to the result's bits where ``python_wraps``.
    python: str | None = None
    python_wraps: bool = True
    # ``flushed`` differs from ``float`` on f64 values only (``_float_fn`` gives ``float`` for the others)
    flushed_f64_only: bool = False


_E = ElementwiseOp

UNARY: dict[str, ElementwiseOp] = {
    "abs": _E(float=np.abs, complex=cm.complex_abs, int=_int_abs, keeps_denormal_free=True),
    "negate": _E(float=np.negative, complex=np.negative, int=_int_negate, keeps_denormal_free=True),
    "exponential": _E(float=np.exp, flushed=_ftz(np.exp), complex=cm.daz_parts(cm.exp), flushes_result=True),
    "exponential-minus-one": _E(float=np.expm1, complex=cm.daz_parts(cm.expm1)),
    "log": _E(float=np.log, flushed=_daz(np.log), complex=cm.daz_parts(cm.log), flushes_result=True),
    "log-plus-one": _E(float=np.log1p, flushed=_daz(np.log1p), complex=cm.daz_parts(cm.log1p),
                       flushes_result=True),
    "sqrt": _E(float=np.sqrt, flushed=_daz(np.sqrt), complex=cm.daz_parts(cm.sqrt), flushes_result=True),
    "rsqrt": _E(float=_rsqrt, flushed=_daz(_rsqrt), complex=cm.daz_parts(cm.rsqrt), flushes_result=True),
    "cbrt": _E(float=np.cbrt, flushed=_host_libm.cbrt),
    "sine": _E(float=np.sin, complex=cm.daz_parts(cm.sin)),
    "cosine": _E(float=np.cos, complex=cm.daz_parts(cm.cos)),
    "tan": _E(float=np.tan, complex=cm.daz_parts(cm.tan)),
    "tanh": _E(float=np.tanh, flushed=_tanh, complex=cm.daz_parts(cm.tanh), keeps_denormal_free=True,
               flushed_f64_only=True),
    "sinh": _E(float=np.sinh, complex=np.sinh),
    "cosh": _E(float=np.cosh, complex=np.cosh),
    "asin": _E(float=np.arcsin, complex=np.arcsin),
    "acos": _E(float=np.arccos, complex=np.arccos),
    "atan": _E(float=np.arctan, complex=np.arctan),
    "asinh": _E(float=np.arcsinh, complex=np.arcsinh),
    "acosh": _E(float=np.arccosh, complex=np.arccosh),
    "atanh": _E(float=np.arctanh, complex=np.arctanh),
    "erf": _E(float=_erf, flushed=_daz(_erf)),
    "logistic": _E(float=_logistic, flushed=_ftz(_logistic), complex=_logistic, flushes_result=True),
    "floor": _E(float=np.floor, flushed=_daz(np.floor), flushes_result=True),
    "ceil": _E(float=np.ceil, flushed=_daz(np.ceil), flushes_result=True),
    "round-nearest-afz": _E(float=_round_afz),
    "round-nearest-even": _E(float=np.rint),
    "sign": _E(float=_sign_float, flushed=_daz(_sign_float), complex=cm.complex_sign, int=_int_sign,
               flushes_result=True),
    "is-finite": _E(exact=_is_finite),
    "real": _E(exact=lambda x: x, complex=lambda x: np.real(x).copy()),
    "imag": _E(exact=np.zeros_like, complex=lambda x: np.imag(x).copy()),
    "not": _E(int=_int_not, pred=np.logical_not),
    "popcnt": _E(int=_popcnt),
    "count-leading-zeros": _E(int=_clz),
}

BINARY: dict[str, ElementwiseOp] = {
    "add": _E(float=np.add, flushed=_daz_ftz_sum(np.add), complex=np.add, int=_wrapping(np.add),
              native_int=np.add, pred=np.logical_or, flushes_result=True, python="{0} + {1}"),
    "subtract": _E(float=np.subtract, flushed=_daz_ftz_sum(np.subtract), complex=np.subtract,
                   int=_wrapping(np.subtract), native_int=np.subtract, flushes_result=True,
                   python="{0} - {1}"),
    "multiply": _E(float=np.multiply, flushed=_daz_ftz_product(np.multiply),
                   planned_flushed=partial(_ftz_product, np.multiply), complex=np.multiply,
                   int=_wrapping(np.multiply), native_int=np.multiply, pred=np.logical_and,
                   flushes_result=True, python="{0} * {1}"),
    "divide": _E(float=np.divide, flushed=_daz_ftz_product(np.divide),
                 planned_flushed=partial(_ftz_product, np.divide), complex=np.divide, int=_int_divide,
                 flushes_result=True),
    "remainder": _E(float=np.fmod, flushed=_remainder_daz_divisor, int=_int_remainder),
    "maximum": _E(float=_ieee_maximum, int=_int_native(np.maximum), native_int=np.maximum,
                  pred=np.logical_or, flushes_result=True, python="max({0}, {1})", python_wraps=False),
    "minimum": _E(float=_ieee_minimum, int=_int_native(np.minimum), native_int=np.minimum,
                  pred=np.logical_and, flushes_result=True, python="min({0}, {1})", python_wraps=False),
    "power": _E(float=np.power, flushed=_host_libm.power, complex=_complex_power, int=_int_power),
    "atan2": _E(float=np.arctan2, flushed=_host_libm.atan2, complex=cm.atan2),
    "and": _E(int=_int_native(np.bitwise_and), native_int=np.bitwise_and, pred=np.logical_and),
    "or": _E(int=_int_native(np.bitwise_or), native_int=np.bitwise_or, pred=np.logical_or),
    "xor": _E(int=_int_native(np.bitwise_xor), native_int=np.bitwise_xor, pred=np.logical_xor),
    "shift-left": _E(int=_int_shift("left")),
    "shift-right-logical": _E(int=_int_shift("logical")),
    "shift-right-arithmetic": _E(int=_int_shift("arithmetic")),
    "mulhi": _E(int=_mulhi),
}


# ------------------------------------------------------------------ denormal-free values
# Ops whose f32/f64 results never hold a denormal, whatever their operands (their kernels flush).
_FLUSHED_RESULTS = frozenset(op for table in (UNARY, BINARY) for op, row in table.items()
                             if row.flushes_result) | {"dot"}
# Ops whose results hold a denormal only where an operand did: they move or sign-flip values.
_KEEP_DENORMAL_FREE = frozenset(op for op, row in UNARY.items() if row.keeps_denormal_free) | {
    "reshape", "transpose", "broadcast", "slice", "concatenate", "copy", "reverse", "select", "pad",
    "dynamic-slice", "get-tuple-element"}


def denormal_free(inst, depth: int = 0) -> bool:
    """Whether ``inst``'s float values can hold no denormal, from the program alone: a result its
    kernel flushes, a constant without one, or data moved from such values. Lets a product skip
    looking at its operands (DAZ changes nothing on them) and look only at its result."""
    op = inst.opcode
    if op in _FLUSHED_RESULTS:
        return True
    if op == "constant":
        from ..values import literal_value
        try:
            value = literal_value(inst.literal, inst.shape)
        except Exception:       # unknown: look at the values when running
            return False
        return isinstance(value, np.ndarray) and not (value.dtype in _TINY and has_denormal(value))
    if op in _KEEP_DENORMAL_FREE and depth < 16 and inst.operands:
        operands = inst.operands[1:] if op == "select" else inst.operands
        operands = [o for o in operands if o.shape.is_array and o.shape.element_type in ("f32", "f64")] \
            if op in ("dynamic-slice", "pad") else operands
        return all(denormal_free(o, depth + 1) for o in operands)
    return False


# ------------------------------------------------------------------ the kernels
def _float_fn(row: ElementwiseOp, dt: np.dtype) -> Fn | None:
    """The function computing ``row``'s op on the (widened) values of a ``dt`` float array."""
    if row.flushed is not None and flushes_denormals(dt) and (dt == _F64 or not row.flushed_f64_only):
        return row.flushed
    return row.float


def _unary(inst, args, ctx):
    x = args[0]
    row = UNARY[inst.opcode]
    kind = _kind(x)
    if kind == "float":
        if row.exact is not None:
            return row.exact(x)
        fn = _float_fn(row, x.dtype)
        if fn is not None:
            return float_compute(fn, x)
    elif kind == "complex":
        if row.complex is not None:
            out = np.asarray(row.complex(x))
            return out.astype(x.dtype) if out.dtype.kind == "c" and out.dtype != x.dtype else out
    else:
        fn = row.pred if kind == "pred" else row.int
        if fn is not None:
            return fn(x)
    raise InterpError(f"{inst.opcode} is not defined on {x.dtype} values")


def _binary(inst, args, ctx):
    a, b = args
    row = BINARY[inst.opcode]
    kind = _kind(a)
    if kind == "float":
        fn = _float_fn(row, a.dtype)
        if fn is not None:
            return float_compute(fn, a, b)
    elif kind == "complex":
        if row.complex is not None:
            return flush_parts(np.asarray(row.complex(flush_parts(a), flush_parts(b))).astype(a.dtype))
    else:
        fn = row.pred if kind == "pred" else row.int
        if fn is not None:
            return fn(a, b)
    raise InterpError(f"{inst.opcode} is not defined on {a.dtype} values")


# ------------------------------------------------------------------ plan-time specialisation
_NATIVE_FLOATS = (np.dtype(np.float32), np.dtype(np.float64))
_NATIVE_INTS = tuple(np.dtype(t) for t in (np.int8, np.int16, np.int32, np.int64, np.uint8,
                                            np.uint16, np.uint32, np.uint64))


def _operand_dtype(inst):
    """The NumPy dtype of the first operand, or None if it is not an array."""
    shape = inst.operands[0].shape if inst.operands else None
    if shape is None or not shape.is_array:
        return None
    from ..values import np_dtype
    return np_dtype(shape.element_type)


def _planned(fn, inst, arity: int, int_code: str | None = None):
    """``fn`` called on the operands; rank-0 results are made ndarrays (NumPy returns scalars).
    The kernel carries ``array_fn`` (``fn``: the result from the ``arity`` operand values alone) and
    ``rank0`` (whether the result is made an ndarray), which the engine's generated code calls directly and
    nests into chains (``engine.generate_plan_function``)."""
    scalar = inst.shape.is_array and inst.shape.rank == 0
    if arity == 1:
        run = (lambda inst, args, ctx: np.asarray(fn(args[0]))) if scalar else \
            (lambda inst, args, ctx: fn(args[0]))
    else:
        run = (lambda inst, args, ctx: np.asarray(fn(args[0], args[1]))) if scalar else \
            (lambda inst, args, ctx: fn(args[0], args[1]))
    planned = cast(PlannedKernel, run)
    planned.array_fn, planned.rank0, planned.arity = fn, scalar, arity
    if int_code is not None and scalar:
        cast(Any, planned).int_code = int_code
    return planned


def python_int_code(code: str, inst, wraps: bool = True) -> str:
    """``code`` (a Python expression of the operands' Python ints {0}, {1} ...) wrapped to the bits of
    ``inst``'s integer result as XLA wraps it (two's complement; Python's ``%`` of a positive modulus is
    never negative)."""
    from ..values import np_dtype
    dt = np_dtype(inst.shape.element_type)
    if not wraps or dt.kind not in "iu":
        return f"({code})"
    bits = dt.itemsize * 8
    if dt.kind == "u":
        return f"(({code}) % {1 << bits})"
    half = 1 << (bits - 1)
    return f"((({code}) + {half}) % {1 << bits} - {half})"


def _specialize_unary(inst):
    """Plan-time dispatch: f32/f64 ops call their function directly (no widening)."""
    dt = _operand_dtype(inst)
    row = UNARY[inst.opcode]
    if dt in _NATIVE_FLOATS and row.float is not None:
        return _planned(_float_fn(row, dt), inst, 1)
    return None


def _specialize_binary(inst):
    """Plan-time dispatch: f32/f64, s8..u64 and pred operands call their function directly."""
    dt = _operand_dtype(inst)
    row = BINARY[inst.opcode]
    fn = None
    if dt in _NATIVE_FLOATS and row.planned_flushed is not None and flushes_denormals(dt) and \
            len(inst.operands) == 2:
        fn = row.planned_flushed(*(not denormal_free(o) for o in inst.operands))
    elif dt in _NATIVE_FLOATS and row.float is not None:
        fn = _float_fn(row, dt)
    elif dt in _NATIVE_INTS:
        fn = row.native_int
        if fn is not None and row.python is not None:
            return _planned(fn, inst, 2, python_int_code(row.python, inst, row.python_wraps))
    elif dt == np.bool_:
        fn = row.pred
    if fn is None:
        return None
    return _planned(fn, inst, 2)


cast(Specializable, _unary).specialize = _specialize_unary
cast(Specializable, _binary).specialize = _specialize_binary
kernel(*UNARY)(_unary)
kernel(*BINARY)(_binary)


@kernel("complex")
def eval_complex(inst, args, ctx):
    a, b = args
    out = np.empty(np.broadcast_shapes(a.shape, b.shape),
                   np.complex128 if a.dtype == np.float64 else np.complex64)
    out.real = a          # set parts directly: a + 1j*b would turn an infinite b into a NaN real
    out.imag = b
    return out


# ------------------------------------------------------------------ compare
_COMPARE = {"EQ": np.equal, "NE": np.not_equal, "LT": np.less, "LE": np.less_equal,
            "GT": np.greater, "GE": np.greater_equal}
# ... and on integer or pred scalars held as Python ints and bools (exact: Python ints are unbounded)
_PYTHON_COMPARE = {"EQ": "==", "NE": "!=", "LT": "<", "LE": "<=", "GT": ">", "GE": ">="}


@kernel("compare")
def eval_compare(inst, args, ctx):
    a, b = args
    direction = str(inst.attrs.get("direction", ""))
    fn = _COMPARE.get(direction)
    if fn is None:
        raise InterpError(f"compare direction '{direction}' is not one of EQ, NE, LT, LE, GT, GE")
    kind = _kind(a)
    if kind == "float" and str(inst.attrs.get("type", "")) == "TOTALORDER":
        return fn(total_order_key(a), total_order_key(b))
    if kind == "float":
        flush = flushes_denormals(a.dtype)       # bf16 too: its f32 widening keeps denormals
        if is_narrow_float(a.dtype):
            a, b = a.astype(np.float32), b.astype(np.float32)
        return fn(flush_denormals(a), flush_denormals(b)) if flush else fn(a, b)
    if kind == "int":
        return fn(widen_int(a), widen_int(b))
    return fn(a, b)


def _specialize_compare(inst):
    """Integers and pred of one type compare exactly as they are: no widening at run time."""
    fn = _COMPARE.get(str(inst.attrs.get("direction", "")))
    dt = _operand_dtype(inst)
    if fn is None or not (dt in _NATIVE_INTS or dt == np.bool_):
        return None
    return _planned(fn, inst, 2, f"({{0}} {_PYTHON_COMPARE[str(inst.attrs.get('direction'))]} {{1}})")


eval_compare.specialize = _specialize_compare


# ------------------------------------------------------------------ ternary
@kernel("select")
def eval_select(inst, args, ctx):
    p, t, f = args
    if isinstance(t, tuple):      # old-style tuple select with a scalar predicate
        return t if bool(p) else f
    return np.where(p, t, f).astype(t.dtype, copy=False)


def _specialize_select(inst):
    """A select of integer or pred scalars: also written on Python ints and bools (``int_code``)."""
    from ..values import np_dtype
    shape = inst.shape
    if not shape.is_array or shape.rank or np_dtype(shape.element_type).kind not in "iub":
        return None

    def run(inst, args, ctx):
        return eval_select(inst, args, ctx)
    cast(Any, run).int_code = "({1} if {0} else {2})"
    return run


cast(Specializable, eval_select).specialize = _specialize_select


@kernel("clamp")
def eval_clamp(inst, args, ctx):
    lo, x, hi = args
    kind = _kind(x)
    if kind == "float":
        # max then min with XLA's signed zeros and denormal handling
        return float_compute(lambda x_, lo_, hi_: _ieee_minimum(_ieee_maximum(x_, lo_), hi_),
                             x, *[np.asarray(v, x.dtype) for v in (lo, hi)])
    if kind == "int":
        return np.minimum(np.maximum(widen_int(x), widen_int(lo)), widen_int(hi)).astype(x.dtype)
    return np.minimum(np.maximum(x, lo), hi).astype(x.dtype)


@kernel("reduce-precision")
def eval_reduce_precision(inst, args, ctx):
    x = args[0]
    exp_bits = int(inst.attrs["exponent_bits"])
    man_bits = int(inst.attrs["mantissa_bits"])
    return reduce_precision(x, exp_bits, man_bits)


def reduce_precision(x: np.ndarray, exp_bits: int, man_bits: int) -> np.ndarray:
    """Round to a float with ``exp_bits``/``man_bits`` (RNE, overflow to Inf, flush of values
    below the reduced normal range to zero), kept in the input type; bit manipulation like XLA."""
    dt = x.dtype
    wide = x.astype(np.float32) if is_narrow_float(dt) else x
    uint: type[np.unsignedinteger]
    if wide.dtype == np.float64:
        uint, src_man, src_exp = np.uint64, 52, 11
    else:
        wide = wide.astype(np.float32)
        uint, src_man, src_exp = np.uint32, 23, 8
    bits: np.ndarray = wide.view(uint).copy()
    one = uint(1)
    if man_bits < src_man:
        shift = uint(src_man - man_bits)
        last_bit = (bits >> shift) & one
        bias = (one << (shift - one)) - one + last_bit
        bits = (bits + bias) & ~((one << shift) - one)
    if exp_bits < src_exp:
        sign_mask = one << uint(src_exp + src_man)
        exp_mask = ((one << uint(src_exp)) - one) << uint(src_man)
        src_bias = (1 << (src_exp - 1)) - 1
        dst_bias = (1 << (exp_bits - 1)) - 1
        max_exp = uint((src_bias + dst_bias) << src_man)
        min_exp = uint((src_bias - dst_bias) << src_man)
        exponent = bits & exp_mask
        overflow = exponent > max_exp
        underflow = exponent <= min_exp
        sign = bits & sign_mask
        inf = sign | exp_mask
        bits = np.where(overflow, inf, np.where(underflow, sign, bits))
    out = bits.view(wide.dtype)
    out = np.where(np.isnan(wide), wide, out) if man_bits > 0 else \
        np.where(np.isnan(wide), np.where(np.signbit(wide), -np.inf, np.inf), out)
    return out.astype(dt)
