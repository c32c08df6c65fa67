"""Elementwise programs: float unary/binary ops and compares, integer arithmetic of every width,
bitwise/shift and pred logic, complex, rounding, reduce_precision, bitcast_convert."""
from __future__ import annotations

import jax
import jax.numpy as jnp
import ml_dtypes
import numpy as np
from jax import lax

from hlotool.ir.dtypes import hlo_type_of

from ..registry import program, special_floats, unit_floats

# ---------------------------------------------------------------- elementwise: floats

UNARY_BASIC = {
    "neg": lax.neg, "abs": lax.abs, "sign": lax.sign, "floor": lax.floor, "ceil": lax.ceil,
    "round_afz": lambda x: lax.round(x, lax.RoundingMethod.AWAY_FROM_ZERO),
    "round_even": lambda x: lax.round(x, lax.RoundingMethod.TO_NEAREST_EVEN),
    "sqrt": lax.sqrt, "rsqrt": lax.rsqrt, "cbrt": lax.cbrt, "exp": lax.exp, "exp2": lax.exp2,
    "expm1": lax.expm1, "log": lax.log, "log1p": lax.log1p, "logistic": lax.logistic,
    "sin": lax.sin, "cos": lax.cos, "tan": lax.tan, "tanh": lax.tanh, "atan": lax.atan,
    "sinh": lax.sinh, "cosh": lax.cosh, "asinh": lax.asinh, "is_finite": lax.is_finite,
    "square": lax.square, "reciprocal": lambda x: 1 / x,
}


def _unary_basic(dtype):
    def build(r):
        def f(x):
            return {k: op(x) for k, op in UNARY_BASIC.items()}
        return f, (special_floats(r, dtype),)
    return build


program("unary_basic_f32", ["elementwise", "unary", "f32"],
        "Basic unary math on f32 incl. nan/inf/-0/denormals")(_unary_basic(np.float32))
program("unary_basic_f64", ["elementwise", "unary", "f64"],
        "Basic unary math on f64 incl. nan/inf/-0/denormals")(_unary_basic(np.float64))


@program("unary_inverse_trig", ["elementwise", "unary", "f32", "f64"],
         "asin/acos/atanh/acosh/erf_inv on their domains (chlo decompositions)")
def _(r):
    def f(x, y, z):
        return (lax.asin(x), lax.acos(x), lax.atanh(x), lax.erf_inv(x), lax.acosh(y),
                lax.asin(z), lax.acosh(z + 2))
    return f, (unit_floats(r), np.abs(special_floats(r)) + 1, unit_floats(r, dtype=np.float64))


@program("unary_special_functions", ["elementwise", "unary", "special", "f32", "f64"],
         "erf/erfc/lgamma/digamma/igamma/bessel/polygamma (expanded into elementwise HLO)")
def _(r):
    def f(x, y):
        return (lax.erf(x), lax.erfc(x), lax.lgamma(y), lax.digamma(y), lax.igamma(y, y + 1.0),
                lax.igammac(y, y), lax.bessel_i0e(x), lax.bessel_i1e(x), lax.lgamma(y.astype(jnp.float64)),
                lax.erf(x.astype(jnp.float64)), jax.scipy.special.zeta(y + 1.5, 2.0),
                lax.random_gamma_grad(y + 0.5, y + 0.1))
    x = r.normal(16, scale=2)
    y = np.concatenate([[0.5, 1.0, 2.0, 3.5, -0.5, -1.5, 10.0, 0.0], r.uniform(16, lo=0.1, hi=6)]).astype(np.float32)
    return f, (x, y)


@program("unary_f16_bf16", ["elementwise", "unary", "f16", "bf16"],
         "Unary math on f16 and bf16 (upcast to f32 in post)")
def _(r):
    def f(a, b):
        return (jnp.exp(a), jnp.tanh(a), jnp.sqrt(jnp.abs(a)), lax.logistic(a), jnp.floor(a),
                jnp.exp(b), jnp.log1p(jnp.abs(b)), jnp.sin(b), -b, jnp.abs(b), lax.rsqrt(jnp.abs(b) + 1))
    x = special_floats(r, np.float32)
    return f, (x.astype(np.float16), x.astype(ml_dtypes.bfloat16))


BINARY_FLOAT = {
    "add": lax.add, "sub": lax.sub, "mul": lax.mul, "div": lax.div, "rem": lax.rem,
    "pow": lax.pow, "max": lax.max, "min": lax.min, "atan2": lax.atan2,
    "nextafter": lax.nextafter, "copysign": jnp.copysign, "hypot": jnp.hypot,
    "fmod": jnp.fmod, "mod": jnp.mod, "floor_divide": jnp.floor_divide,
}


def _binary_float(dtype):
    def build(r):
        x = special_floats(r, dtype)
        xs, ys = np.meshgrid(x[:16], x[:16])
        def f(a, b):
            return {k: op(a, b) for k, op in BINARY_FLOAT.items()}
        return f, (xs.ravel(), ys.ravel())
    return build


program("binary_float_f32", ["elementwise", "binary", "f32"],
        "Binary float math over all pairs of special values (nan, inf, -0, ...)")(_binary_float(np.float32))
program("binary_float_f64", ["elementwise", "binary", "f64"],
        "Binary float math over all pairs of special values, f64")(_binary_float(np.float64))


@program("compare_float", ["elementwise", "compare", "f32", "f16", "pred"],
         "eq/ne/lt/le/gt/ge on floats with nan/-0, plus totalorder via jnp ops")
def _(r):
    x = special_floats(r, np.float32)[:16]
    xs, ys = np.meshgrid(x, x)
    def f(a, b, c):
        return (a == b, a != b, a < b, a <= b, a > b, a >= b, jnp.isnan(a), jnp.isinf(a),
                jnp.isfinite(a), jnp.signbit(a), c < c.T, c == c.T, jnp.isnan(c))
    return f, (xs.ravel(), ys.ravel(), x[:8].astype(np.float16).reshape(1, 8) * np.ones((8, 1), np.float16))


@program("integer_pow_clamp_select", ["elementwise", "select", "clamp", "f32", "s32"],
         "integer_pow (positive/negative exponents), clamp, select, where, clip, nan_to_num")
def _(r):
    def f(x, i, c):
        return (lax.integer_pow(x, 3), lax.integer_pow(x, -2), lax.integer_pow(i, 5),
                lax.clamp(np.float32(-1), x, np.float32(1)), lax.clamp(jnp.int32(-3), i, jnp.int32(4)),
                lax.select(c, x, -x), jnp.where(c, i, 0), jnp.clip(x, -0.5, None),
                jnp.nan_to_num(x), lax.clamp(x - 1, x, x + 1))
    x = special_floats(r)
    return f, (x, r.ints(x.size, lo=-5, hi=5), r.bools(x.size))


# ---------------------------------------------------------------- elementwise: integers

@program("int_arith_s32", ["elementwise", "integer", "s32", "division"],
         "Signed s32 add/sub/mul/div/rem incl. negative operands, division by zero, INT_MIN/-1")
def _(r):
    vals = np.array([0, 1, -1, 7, -7, 3, -3, 2**31 - 1, -2**31, 100, -100, 13], np.int32)
    a, b = np.meshgrid(vals, vals)
    def f(a, b):
        return (a + b, a - b, a * b, lax.div(a, b), lax.rem(a, b), jnp.floor_divide(a, b),
                jnp.mod(a, b), lax.max(a, b), lax.min(a, b), lax.abs(a), -a, lax.sign(a),
                a < b, a >= b, a == b)
    return f, (a.ravel(), b.ravel())


def _int_arith(dtype):
    def build(r):
        info = np.iinfo(dtype)
        vals = np.array([0, 1, 2, 3, 5, 7, 100 % (int(info.max) + 1), info.max, info.min, info.max - 1,
                         info.min + 1 if info.min else 9, 17 % (int(info.max) + 1)], dtype=object)
        vals = np.array([int(v) for v in vals]).astype(dtype)
        if info.min < 0:
            vals = np.concatenate([vals, -vals[1:6]]).astype(dtype)
        a, b = np.meshgrid(vals, vals)
        def f(a, b):
            return (a + b, a - b, a * b, lax.div(a, b), lax.rem(a, b), lax.max(a, b), lax.min(a, b),
                    a < b, a == b, a.astype(jnp.float32), lax.integer_pow(a, 2))
        return f, (a.ravel(), b.ravel())
    return build


for _dt in (np.int8, np.int16, np.int64, np.uint8, np.uint16, np.uint32, np.uint64):
    _hlo = hlo_type_of(np.dtype(_dt))
    program(f"int_arith_{_hlo}", ["elementwise", "integer", _hlo, "division"],
            f"{_hlo} arithmetic/div/rem/compare with extreme values and division by zero")(_int_arith(_dt))


@program("bitwise_shift_ops", ["elementwise", "bitwise", "shift", "s32", "u32", "s8", "u64", "u16"],
         "and/or/xor/not, shift-left/right-logical/right-arithmetic incl. over-wide shifts, clz, popcnt")
def _(r):
    def f(a, s, b8, u64, u16):
        ua = lax.bitcast_convert_type(a, jnp.uint32)
        return (a & s, a | s, a ^ s, ~a, lax.shift_left(a, s), lax.shift_right_logical(a, s),
                lax.shift_right_arithmetic(a, s), lax.clz(a), lax.population_count(a),
                lax.shift_right_logical(ua, s.astype(jnp.uint32)), lax.clz(ua), ~ua,
                lax.shift_left(b8, jnp.int8(3)), lax.shift_right_arithmetic(b8, jnp.int8(9)),
                lax.clz(b8), lax.population_count(b8), u64 >> jnp.uint64(7), u64 << jnp.uint64(63),
                lax.population_count(u64), lax.clz(u64), u64 ^ (u64 >> jnp.uint64(3)),
                lax.clz(u16), u16 >> jnp.uint16(17), ~u16)
    a = np.array([0, 1, -1, 0x7FFFFFFF, -0x80000000, 0x12345678, -12345, 255, 31, 32, 33, -33], np.int32)
    s = np.array([0, 1, 31, 32, 33, -1, 4, 8, 16, 5, 100, 3], np.int32)
    b8 = np.array([0, 1, -1, 127, -128, 0x55, -3, 64, 2, 3, 4, 5], np.int8)
    u64 = np.array([0, 1, 2**64 - 1, 2**63, 0x0123456789ABCDEF, 12345, 7, 2**32, 2**32 - 1, 99, 1 << 40, 3], np.uint64)
    u16 = np.array([0, 1, 65535, 32768, 0x1234, 2, 3, 4, 5, 6, 7, 8], np.uint16)
    return f, (a, s, b8, u64, u16)


@program("pred_logic", ["elementwise", "pred", "logical"],
         "Logical and/or/xor/not on pred, reductions any/all, pred converts and select")
def _(r):
    def f(a, b):
        return (a & b, a | b, a ^ b, ~a, jnp.logical_not(b), a.any(), b.all(axis=0),
                a.astype(jnp.int32) + b.astype(jnp.int32), a.astype(jnp.float32),
                jnp.where(a, b, ~b), a == b, a != b, a > b)
    return f, (r.bools(4, 6), r.bools(4, 6))


# ---------------------------------------------------------------- complex

def _complex_ops(dtype):
    def build(r):
        def f(z, w, x):
            return (z + w, z * w, z / w, z - w, jnp.abs(z), jnp.exp(z), jnp.log(z), jnp.sqrt(z),
                    jnp.real(z), jnp.imag(z), jnp.conj(z), lax.complex(x, x + 1), jnp.sin(z),
                    jnp.cos(z), jnp.tanh(z), z ** w, jnp.sign(z), jnp.expm1(z), jnp.log1p(z),
                    z == w, z != w, lax.integer_pow(z, 3), lax.rsqrt(z), jnp.angle(z), -z,
                    lax.atan2(x, x + 1.0), jnp.isfinite(z), jnp.tan(z))
        z = r.complex(12, dtype=dtype)
        z[0] = 0
        z[1] = complex(np.inf, 1)
        z[2] = complex(np.nan, 0)
        w = r.complex(12, dtype=dtype)
        x = np.real(w).astype(np.float32 if dtype == np.complex64 else np.float64)
        return f, (z, w, x)
    return build


program("complex_c64", ["elementwise", "complex", "c64"],
        "complex64 arithmetic, transcendental, real/imag/complex, compare")(_complex_ops(np.complex64))
program("complex_c128", ["elementwise", "complex", "c128"],
        "complex128 arithmetic, transcendental, real/imag/complex, compare")(_complex_ops(np.complex128))


@program("rounding_variants", ["elementwise", "round", "f32", "f16"],
         "round (afz/even), floor, ceil, trunc, rint, round-to-decimals and float->int converts")
def _(r):
    def f(x, h):
        return (jnp.round(x), jnp.rint(x), jnp.trunc(x), jnp.floor(x), jnp.ceil(x),
                lax.round(x, lax.RoundingMethod.AWAY_FROM_ZERO), jnp.round(x, 2),
                x.astype(jnp.int32), x.astype(jnp.uint8), x.astype(jnp.int64),
                jnp.round(h), lax.round(h), h.astype(jnp.int8))
    x = np.concatenate([np.arange(-3.5, 4, 0.5), [0.49999997, -0.49999997, 1e10, -1e10, np.nan, np.inf, -np.inf,
                                                  2.675]]).astype(np.float32)
    return f, (x, x.astype(np.float16))


@program("reduce_precision", ["elementwise", "reduce-precision", "f32", "f64"],
         "lax.reduce_precision to bf16/f16/f8-like formats incl. overflow, nan, denormals")
def _(r):
    def f(x, d):
        return (lax.reduce_precision(x, exponent_bits=8, mantissa_bits=7),
                lax.reduce_precision(x, exponent_bits=5, mantissa_bits=10),
                lax.reduce_precision(x, exponent_bits=4, mantissa_bits=3),
                lax.reduce_precision(x, exponent_bits=2, mantissa_bits=1),
                lax.reduce_precision(d, exponent_bits=11, mantissa_bits=20),
                lax.reduce_precision(d, exponent_bits=8, mantissa_bits=23))
    x = np.concatenate([special_floats(r), r.normal(16, scale=1e4), [65519.0, 65520.0, 6e-8, 1e-5]]).astype(np.float32)
    return f, (x, x.astype(np.float64) * 1.0000001)


@program("bitcast_convert", ["bitcast-convert", "f32", "s32", "u8", "f64", "u32", "f16", "u16", "bf16"],
         "bitcast_convert_type same width and with width changes (f32<->u8[4], f64<->u32[2], u16[2]->f32)")
def _(r):
    def f(x, d, b, h):
        return (lax.bitcast_convert_type(x, jnp.int32), lax.bitcast_convert_type(x, jnp.uint8),
                lax.bitcast_convert_type(d, jnp.uint32), lax.bitcast_convert_type(b, jnp.float32),
                lax.bitcast_convert_type(h, jnp.uint16), lax.bitcast_convert_type(h, jnp.bfloat16),
                lax.bitcast_convert_type(x, jnp.float16), lax.bitcast_convert_type(d, jnp.int64),
                lax.bitcast_convert_type(lax.bitcast_convert_type(x, jnp.uint8), jnp.float32))
    x = special_floats(r)[:12]
    return f, (x, x.astype(np.float64), r.ints(3, 4, lo=0, hi=255, dtype=np.uint8), x.astype(np.float16))
