"""Elementwise unary, binary and ternary ops, one table entry per opcode.

Floats: bf16/f16/f8/f4 are widened to f32 for each op and rounded back once (XLA CPU's
float-normalization does the same). Integers follow XLA's defined semantics: wrap-around, x/0 = -1
(all ones), INT_MIN/-1 = INT_MIN, x%0 = x, INT_MIN%-1 = 0, truncated remainder, shifts by >= the
bit width give 0 (logical) or the sign fill (arithmetic).
"""
from __future__ import annotations

import numpy as np

from ..errors import InterpError
from ..registry import kernel
from .complex_math import XLA_COMPLEX_UNARY
from ._numeric import float_compute, flush_denormals, int_bits, is_narrow_float, widen_int, wrap


def _kind(arr: np.ndarray) -> str:
    dt = arr.dtype
    if dt == np.bool_:
        return "pred"
    if dt.kind in "iu" or (dt.kind == "V" and dt.name.startswith(("int", "uint"))):
        return "int"
    if dt.kind == "c":
        return "complex"
    return "float"


def _erf(x):
    from scipy.special import erf
    return erf(x)


def _round_afz(x):
    t = np.trunc(x)
    return np.where(np.abs(x - t) >= 0.5, t + np.sign(x), t)


def _sign_float(x):
    return np.where((x == 0) | np.isnan(x), x, np.sign(x))


def _sign_complex(x):
    # x / |x| part by part (as XLA does: sign(inf+1j) = nan+0j), 0 for 0
    a = np.abs(x)
    safe = np.where(a == 0, 1, a)
    out = np.empty_like(x)
    out.real = np.where(a == 0, 0, x.real / safe)
    out.imag = np.where(a == 0, 0, x.imag / safe)
    return out


def _logistic(x):
    return 1 / (1 + np.exp(-x))


def _rsqrt(x):
    return 1 / np.sqrt(x)


# opcode -> function on float arrays (f32/f64 or complex)
_FLOAT_UNARY = {
    "abs": np.abs, "negate": np.negative, "exponential": np.exp, "exponential-minus-one": np.expm1,
    "log": np.log, "log-plus-one": np.log1p, "sqrt": np.sqrt, "rsqrt": _rsqrt, "cbrt": np.cbrt,
    "sine": np.sin, "cosine": np.cos, "tan": np.tan, "tanh": np.tanh, "sinh": np.sinh,
    "cosh": np.cosh, "asin": np.arcsin, "acos": np.arccos, "atan": np.arctan, "asinh": np.arcsinh,
    "acosh": np.arccosh, "atanh": np.arctanh, "erf": _erf, "logistic": _logistic,
    "floor": np.floor, "ceil": np.ceil, "round-nearest-afz": _round_afz,
    "round-nearest-even": np.rint, "sign": _sign_float,
}
_COMPLEX_UNARY = {
    "negate": np.negative, "sinh": np.sinh, "cosh": np.cosh, "asin": np.arcsin,
    "acos": np.arccos, "atan": np.arctan, "asinh": np.arcsinh, "acosh": np.arccosh,
    "atanh": np.arctanh, "logistic": _logistic, "sign": _sign_complex,
    **XLA_COMPLEX_UNARY,       # XLA's own formulas where they differ from NumPy at inf/nan
}


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


_INT_UNARY = {
    "abs": _int_abs, "negate": _int_negate, "sign": _int_sign, "not": _int_not,
    "popcnt": _popcnt, "count-leading-zeros": _clz,
}
_PRED_UNARY = {"not": np.logical_not}


def _unary(inst, args, ctx):
    x = args[0]
    op = inst.opcode
    kind = _kind(x)
    if kind == "float":
        if op == "is-finite":
            return np.isfinite(x.astype(np.float32) if is_narrow_float(x.dtype) else x)
        if op in ("real",):
            return x
        if op == "imag":
            return np.zeros_like(x)
        return float_compute(_FLOAT_UNARY[op], x, flush=op in DENORMAL_SENSITIVE)
    if kind == "complex":
        if op == "abs":
            return np.abs(x)
        if op == "real":
            return np.real(x).copy()
        if op == "imag":
            return np.imag(x).copy()
        return np.asarray(_COMPLEX_UNARY[op](x)).astype(x.dtype)
    table = _PRED_UNARY if kind == "pred" else _INT_UNARY
    fn = table.get(op)
    if fn is None:
        raise InterpError(f"{op} is not defined on {x.dtype} values")
    return fn(x)


# Ops whose result changes by more than a denormal amount when a denormal input reads as zero
# (XLA CPU's denormals-are-zero mode); the inputs of these are flushed.
DENORMAL_SENSITIVE = frozenset(
    "floor ceil sign round-nearest-afz round-nearest-even log sqrt rsqrt cbrt divide remainder "
    "power atan2".split())

_NATIVE_FLOATS = (np.dtype(np.float32), np.dtype(np.float64))
_NATIVE_INTS = tuple(np.dtype(t) for t in (np.int8, np.int16, np.int32, np.int64, np.uint8,
                                            np.uint16, np.uint32, np.uint64))
# integer ops where NumPy's own wrap-around is XLA's semantics
_NATIVE_INT_BINARY = {"add": np.add, "subtract": np.subtract, "multiply": np.multiply,
                      "maximum": np.maximum, "minimum": np.minimum, "and": np.bitwise_and,
                      "or": np.bitwise_or, "xor": np.bitwise_xor}


def _operand_dtype(inst):
    """The NumPy dtype of the first operand, or None if it is not an array."""
    shape = inst.operands[0].shape if inst.operands else None
    if shape is None or not shape.is_array:
        return None
    from ..values import np_dtype
    return np_dtype(shape.element_type)


def _planned(fn, inst, arity: int):
    """``fn`` called on the operands; rank-0 results are made ndarrays (NumPy returns scalars)."""
    scalar = inst.shape.is_array and inst.shape.rank == 0
    if arity == 1:
        return (lambda inst, args, ctx: np.asarray(fn(args[0]))) if scalar else \
            (lambda inst, args, ctx: fn(args[0]))
    return (lambda inst, args, ctx: np.asarray(fn(args[0], args[1]))) if scalar else \
        (lambda inst, args, ctx: fn(args[0], args[1]))


def _specialize_unary(inst):
    """Plan-time dispatch: f32/f64 ops that need no flushing call the NumPy function directly."""
    dt = _operand_dtype(inst)
    op = inst.opcode
    if dt in _NATIVE_FLOATS and op in _FLOAT_UNARY and op not in DENORMAL_SENSITIVE:
        return _planned(_FLOAT_UNARY[op], inst, 1)
    return None


def _specialize_binary(inst):
    dt = _operand_dtype(inst)
    op = inst.opcode
    fn = None
    if dt in _NATIVE_FLOATS and op in _FLOAT_BINARY and op not in DENORMAL_SENSITIVE:
        fn = _FLOAT_BINARY[op]
    elif dt in _NATIVE_INTS:
        fn = _NATIVE_INT_BINARY.get(op)
    elif dt == np.bool_:
        fn = _PRED_BINARY.get(op)
    if fn is None:
        return None
    return _planned(fn, inst, 2)


_unary.specialize = _specialize_unary


for _op in list(_FLOAT_UNARY) + ["is-finite", "real", "imag", "not", "popcnt",
                                 "count-leading-zeros"]:
    kernel(_op)(_unary)


# ------------------------------------------------------------------ binary
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
    out = [(int(x) * int(y)) >> 64 for x, y in zip(a.ravel(), b.ravel())]
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


def _f_max(a, b):
    return np.maximum(a, b)


def _f_min(a, b):
    return np.minimum(a, b)


def _f_divide(a, b):
    return np.divide(a, b)


def _f_remainder(a, b):
    return np.fmod(a, b)


_FLOAT_BINARY = {
    "add": np.add, "subtract": np.subtract, "multiply": np.multiply, "divide": _f_divide,
    "remainder": _f_remainder, "maximum": _f_max, "minimum": _f_min, "power": np.power,
    "atan2": np.arctan2,
}
_COMPLEX_BINARY = {
    "add": np.add, "subtract": np.subtract, "multiply": np.multiply, "divide": np.divide,
    "power": _complex_power,
}
_INT_BINARY = {
    "add": _wrapping(np.add), "subtract": _wrapping(np.subtract),
    "multiply": _wrapping(np.multiply), "divide": _int_divide, "remainder": _int_remainder,
    "maximum": np.maximum, "minimum": np.minimum, "power": _int_power,
    "and": np.bitwise_and, "or": np.bitwise_or, "xor": np.bitwise_xor,
    "shift-left": _int_shift("left"), "shift-right-logical": _int_shift("logical"),
    "shift-right-arithmetic": _int_shift("arithmetic"), "mulhi": _mulhi,
}
_PRED_BINARY = {
    "and": np.logical_and, "or": np.logical_or, "xor": np.logical_xor,
    "maximum": np.logical_or, "minimum": np.logical_and,
    "add": np.logical_or, "multiply": np.logical_and,
}


def _int_native(fn):
    """and/or/xor/max/min stay in range: run them on the operands' own dtype (widened)."""
    def run(a, b):
        return fn(widen_int(a), widen_int(b)).astype(a.dtype)
    return run


for _k in ("maximum", "minimum", "and", "or", "xor"):
    _INT_BINARY[_k] = _int_native(_INT_BINARY[_k])


def _binary(inst, args, ctx):
    a, b = args
    op = inst.opcode
    kind = _kind(a)
    if kind == "float":
        fn = _FLOAT_BINARY.get(op)
        if fn is not None:
            return float_compute(fn, a, b, flush=op in DENORMAL_SENSITIVE)
    elif kind == "complex":
        fn = _COMPLEX_BINARY.get(op)
        if fn is not None:
            return np.asarray(fn(a, b)).astype(a.dtype)
    elif kind == "int":
        fn = _INT_BINARY.get(op)
        if fn is not None:
            return fn(a, b)
    else:
        fn = _PRED_BINARY.get(op)
        if fn is not None:
            return fn(a, b)
    raise InterpError(f"{op} is not defined on {a.dtype} values")


_binary.specialize = _specialize_binary

for _op in set(_FLOAT_BINARY) | set(_INT_BINARY) | set(_PRED_BINARY):
    kernel(_op)(_binary)


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


def total_order_key(x: np.ndarray) -> np.ndarray:
    """An int64 key whose order is XLA's float total order: -NaN < -Inf < ... < -0 < +0 < ... < NaN."""
    from ._numeric import ptype_of
    bits = ptype_of(x).bits
    u = x.view({1: np.uint8, 2: np.uint16, 4: np.uint32, 8: np.uint64}[x.dtype.itemsize])
    u = u.astype(np.uint64)
    sign = (u >> np.uint64(bits - 1)) & np.uint64(1)
    mag = (u & np.uint64((1 << (bits - 1)) - 1)).astype(np.int64)
    return np.where(sign == 1, -mag - 1, mag)


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
    if kind == "float" and is_narrow_float(a.dtype):
        return fn(a.astype(np.float32), b.astype(np.float32))
    if kind == "float":
        return fn(flush_denormals(a), flush_denormals(b))
    if kind == "int":
        return fn(widen_int(a), widen_int(b))
    return fn(a, b)


def _specialize_compare(inst):
    """Integers and pred of one type compare exactly as they are: no widening at run time."""
    fn = _COMPARE.get(str(inst.attrs.get("direction", "")))
    dt = _operand_dtype(inst)
    if fn is None or not (dt in _NATIVE_INTS or dt == np.bool_):
        return None
    return _planned(fn, inst, 2)


eval_compare.specialize = _specialize_compare


# ------------------------------------------------------------------ ternary
@kernel("select")
def eval_select(inst, args, ctx):
    p, t, f = args
    if isinstance(t, tuple):      # old-style tuple select with a scalar predicate
        return t if bool(p) else f
    return np.where(p, t, f).astype(t.dtype, copy=False)


@kernel("clamp")
def eval_clamp(inst, args, ctx):
    lo, x, hi = args
    kind = _kind(x)
    if kind == "float":
        return float_compute(lambda lo_, x_, hi_: np.minimum(np.maximum(x_, lo_), hi_),
                             *[np.asarray(v, x.dtype) for v in (lo, x, hi)]) \
            if lo.shape == x.shape == hi.shape else \
            float_compute(lambda x_: np.minimum(np.maximum(x_, _to(lo, x)), _to(hi, x)), x)
    if kind == "int":
        return np.minimum(np.maximum(widen_int(x), widen_int(lo)), widen_int(hi)).astype(x.dtype)
    return np.minimum(np.maximum(x, lo), hi).astype(x.dtype)


def _to(v, like):
    return v.astype(np.float32) if is_narrow_float(like.dtype) else v


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
    if wide.dtype == np.float64:
        uint, src_man, src_exp = np.uint64, 52, 11
    else:
        wide = wide.astype(np.float32)
        uint, src_man, src_exp = np.uint32, 23, 8
    bits = wide.view(uint).copy()
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
