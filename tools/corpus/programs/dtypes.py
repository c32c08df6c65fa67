"""Element types and conversions: converts between the standard types, arithmetic on every input type,
fp8, sub-byte and f6 types, bf16 mixed precision."""
from __future__ import annotations

import jax.numpy as jnp
import ml_dtypes
import numpy as np

from ..registry import program, special_floats

# ---------------------------------------------------------------- dtypes and converts

ALL_JNP_TYPES = ["bool", "int8", "int16", "int32", "int64", "uint8", "uint16", "uint32", "uint64",
                 "float16", "bfloat16", "float32", "float64", "complex64", "complex128"]
F8_TYPES = ["float8_e4m3fn", "float8_e5m2", "float8_e4m3b11fnuz", "float8_e5m2fnuz",
            "float8_e4m3fnuz", "float8_e3m4", "float8_e4m3", "float8_e8m0fnu"]


@program("convert_standard_dtypes", ["convert", "dtypes", "pred", "s8", "s16", "s32", "s64", "u8",
                                      "u16", "u32", "u64", "f16", "bf16", "f32", "f64", "c64", "c128"],
         "f32 (with nan/inf/out-of-range values) converted to every standard dtype and back")
def _(r):
    def f(x):
        outs = {}
        for n in ALL_JNP_TYPES:
            y = x.astype(getattr(jnp, n))
            outs[n] = y
            outs[n + "_back"] = (y.real if jnp.issubdtype(y.dtype, jnp.complexfloating) else y).astype(jnp.float32)
        outs["c_from_f64"] = x.astype(jnp.float64).astype(jnp.complex64)
        return outs
    x = np.concatenate([special_floats(r), [255.5, 256.0, -129.0, 70000.0, 4.3e9, -2.2e9, 1e20]]).astype(np.float32)
    return f, (x,)


@program("dtype_arith_inputs", ["dtypes", "arith", "pred", "s8", "s16", "s64", "u8", "u16", "u32",
                                 "u64", "f16", "bf16", "f64", "c64", "c128"],
         "One small arithmetic op on an input of every standard dtype, outputs in that dtype")
def _(r):
    def f(*xs):
        outs = []
        for x in xs:
            if x.dtype == jnp.bool_:
                outs.append(x ^ True)
            else:
                outs.append(x * x + x - (x // 3 if jnp.issubdtype(x.dtype, jnp.integer) else x / 3))
            outs.append(jnp.sum(x.astype(jnp.float32)))
        return outs
    base = r.normal(2, 5, scale=4)
    args = []
    for n in ALL_JNP_TYPES:
        dt = getattr(ml_dtypes, n, None) or np.dtype(n)
        if n == "bool":
            args.append(base > 0)
        elif n.startswith("uint"):
            args.append(np.abs(base).astype(dt))
        else:
            args.append(base.astype(dt))
    return f, tuple(args)


@program("fp8_types", ["dtypes", "fp8", "f8e4m3fn", "f8e5m2", "f8e4m3b11fnuz", "f8e5m2fnuz", "f8e4m3fnuz",
                        "f8e3m4", "f8e4m3", "f8e8m0fnu"],
         "Every f8 variant: f8 inputs, arithmetic in f8, converts f32<->f8 with saturation/nan")
def _(r):
    def f(x, *f8s):
        outs = []
        for a in f8s:
            outs.append(a * a + a)          # arithmetic in the f8 type
            outs.append(x.astype(a.dtype))  # rounding / overflow from f32
            outs.append(a.astype(jnp.float32))
            outs.append(jnp.max(a))
        return outs
    x = np.concatenate([special_floats(r), [448.0, 449.0, 500.0, 57344.0, 1e-3, 0.0625, 240.0]]).astype(np.float32)
    f8 = [np.linspace(-4, 4, 12).astype(np.float32).astype(getattr(ml_dtypes, n)) for n in F8_TYPES]
    f8[-1] = np.geomspace(1 / 64, 64, 12).astype(np.float32).astype(ml_dtypes.float8_e8m0fnu)
    return f, (x, *f8)


@program("subbyte_types", ["dtypes", "s4", "u4", "s2", "u2", "f4e2m1fn"],
         "int4/uint4/int2/uint2/float4_e2m1fn inputs and outputs, arithmetic and converts")
def _(r):
    def f(s4, u4, s2, u2, f4, x):
        return (s4 + s4, s4 * jnp.int4(3), u4 + jnp.uint4(9), s4.astype(jnp.int32), u4.astype(jnp.float32),
                s2 + s2, u2 * u2, s2.astype(jnp.int8), u2.astype(jnp.int32), f4 * f4, f4.astype(jnp.float32),
                x.astype(jnp.float4_e2m1fn), x.astype(jnp.int4), x.astype(jnp.uint4),
                (s4.astype(jnp.int32) * 5).astype(jnp.int4), jnp.sum(s4.astype(jnp.int32)))
    s4 = np.arange(-8, 8).astype(ml_dtypes.int4)
    u4 = np.arange(16).astype(ml_dtypes.uint4)
    s2 = np.array([-2, -1, 0, 1] * 4).astype(ml_dtypes.int2)
    u2 = np.array([0, 1, 2, 3] * 4).astype(ml_dtypes.uint2)
    f4 = np.array([0, 0.5, 1, 1.5, 2, 3, 4, 6, -0.0, -0.5, -1, -1.5, -2, -3, -4, -6],
                  np.float32).astype(ml_dtypes.float4_e2m1fn)
    x = np.linspace(-9, 9, 16).astype(np.float32)
    return f, (s4, u4, s2, u2, f4, x)


@program("f6_types", ["dtypes", "f6e2m3fn", "f6e3m2fn"],
         "float6 converts (dropped when XLA:CPU cannot compile them)")
def _(r):
    def f(x):
        return x.astype(jnp.float6_e2m3fn).astype(jnp.float32), x.astype(jnp.float6_e3m2fn).astype(jnp.float32)
    return f, (np.linspace(-8, 8, 16).astype(np.float32),)


@program("mixed_precision_bf16", ["dtypes", "bf16", "f16", "dot"],
         "bf16/f16 inputs: matmul, reductions and elementwise with bf16/f16 outputs")
def _(r):
    def f(a, b, h):
        return a @ b, (a * 2 + 1).sum(axis=0), jnp.maximum(a, 0), h @ h.T, jnp.mean(h), a.astype(jnp.float16)
    return f, (r.normal(4, 8).astype(ml_dtypes.bfloat16), r.normal(8, 3).astype(ml_dtypes.bfloat16),
               r.normal(3, 5).astype(np.float16))
