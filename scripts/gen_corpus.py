#!/usr/bin/env python3
"""Generate the HLO test corpus from a catalogue of small JAX programs.

For every program NAME this writes ``OUT/NAME/``:

* ``pre.hlo``   -- the unoptimized module (``jax.jit(f).lower(*args)``), printed by
                   XLA with large constants shown (never ``{...}``).
* ``post.hlo``  -- the optimized module after ``lowered.compile()`` on CPU, in normal
                   dump style (metadata, backend_config, schedule) with large constants.
* ``io.npz``    -- inputs ``arg0..`` and outputs ``out0..`` as flat tuple leaves in the
                   parameter order of the pre.hlo entry computation.  Types that .npz
                   cannot hold are stored as same-width unsigned bit patterns, listed in
                   ``__dtypes__`` (see :func:`encode_array` / :func:`decode_npz`).
                   The outputs are exactly what XLA:CPU computes from pre.hlo (parsed by
                   XLA, compiled from scratch).  jax's own executable (post.hlo) can differ
                   from them by float rounding in a few programs (model_transformer_grad),
                   because jax compiles its StableHLO directly.
* ``meta.json`` -- ``{"devices": N, "tags": [...], "description": "..."}``.

Every program is verified: pre.hlo is re-parsed by XLA's own parser, compiled and run on
XLA:CPU with the saved inputs, and must reproduce the saved outputs bit for bit.

Multi-device programs (devices N > 1; 8 forced host devices are available) run every device
of the compiled executable.  ``meta.json`` then also holds ``"kind"`` (how the program was
made: ``"shard_map"``, ``"jit"`` (jit with NamedSharding in/out shardings, the compiler inserts
the collectives), ``"pmap"`` (jax.pmap, which jax >= 0.8 lowers as jit(shard_map): post.hlo
has num_partitions=N) or ``"replica"`` (a jax.pmap body as a cross-replica module,
replica_count=N, see :func:`to_replica_module`)), ``"replicas": R`` and ``"partitions": P``
(those of post.hlo; R * P = N).  ``io.npz`` holds

* ``argI`` / ``outJ``: the global inputs and outputs (what the user passes to / gets from the
  jitted or pmapped function, flattened leaves; ``argI`` in entry-parameter order of pre.hlo,
  whose entry takes the global shapes -- except for kind "replica", whose pre.hlo, like its
  post.hlo, is the per-replica program);
* ``argI_devD`` / ``outJ_devD``: the per-device arrays.  D is the XLA device id of the
  executable's device assignment, D = replica * P + partition (the position of the device in
  ``LoadedExecutable.local_devices()``; checked at start-up by :func:`check_device_ids`, and
  for these programs it equals the jax device id: meshes take ``jax.devices()[:N]`` in order).
  ``argI_devD`` are the arguments of post.hlo's entry on device D (the local shards, or full
  copies of replicated inputs), ``outJ_devD`` what post.hlo's ROOT produces there (shards of
  the outputs; every device's own copy of a replicated one).

The stored arrays are those of jax's own executable (post.hlo).  Verification: pre.hlo,
re-parsed by XLA and compiled from scratch for N devices (twice, bit-identical), run on the
per-device inputs jax used, must reproduce every per-device output bit for bit (or by float
rounding, reported as inexact) and the global outputs; post.hlo's header must state R and P
and its entry's parameter and result shapes must be those of the per-device arrays.

Usage::

    python scripts/gen_corpus.py [--only NAME ...] [--out tests/corpus] [--list]

A program that fails to lower/compile/verify on the installed jax is dropped with a
warning; the script never crashes because of one program.
"""

from __future__ import annotations

import os

# Must happen before jax is imported: multi-device programs run on up to 8 host devices.
_flag = "--xla_force_host_platform_device_count=8"
if _flag not in os.environ.get("XLA_FLAGS", ""):
    os.environ["XLA_FLAGS"] = (os.environ.get("XLA_FLAGS", "") + " " + _flag).strip()
os.environ.setdefault("JAX_PLATFORMS", "cpu")

import argparse
import contextlib
import io
import json
import re
import shutil
import sys
import time
import traceback
import warnings
import zlib
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, Callable

import ml_dtypes
import numpy as np

import jax
import jax.numpy as jnp
from jax import lax
from jax.sharding import Mesh, PartitionSpec as P

import jaxlib._hlo as H
from jax._src.lib import xla_client as xc

jax.config.update("jax_enable_x64", True)
# Strip machine-specific path prefixes from FileNames so that the corpus is identical
# wherever the script runs.
jax.config.update(
    "jax_hlo_source_file_canonicalization_regex",
    r"^.*/(?=scripts/gen_corpus\.py$)|^.*/site-packages/",
)

REPO = Path(__file__).resolve().parent.parent

# --------------------------------------------------------------------------------------
# npz encoding of dtypes that numpy cannot store natively
# --------------------------------------------------------------------------------------

# The npz codec lives in hlotool (the interpreter's CLI reads the same files).
from hlotool.npz import HLO_TO_NUMPY, SPECIAL_DTYPES, decode_array, decode_npz, encode_array  # noqa: E402,F401
from hlotool.npz import save_npz as _save_npz  # noqa: E402


def save_npz(path: Path, arrays: dict[str, np.ndarray]) -> None:
    _save_npz(path, arrays)


def _bits(a: np.ndarray) -> np.ndarray:
    enc, _ = encode_array(np.asarray(a))
    if enc.dtype.kind in "fc":
        enc = enc.view(np.dtype(f"u{enc.dtype.itemsize}")) if enc.dtype.kind == "f" else enc.view(
            np.dtype(f"u{enc.dtype.itemsize // 2}"))
    if enc.dtype == np.bool_:
        enc = enc.view(np.uint8)
    return enc


def bit_equal(a: np.ndarray, b: np.ndarray) -> bool:
    a, b = np.asarray(a), np.asarray(b)
    if a.shape != b.shape or a.dtype != b.dtype:
        return False
    return bool(np.array_equal(_bits(a), _bits(b)))


# --------------------------------------------------------------------------------------
# Program catalogue
# --------------------------------------------------------------------------------------


@dataclass
class Program:
    name: str
    build: Callable[["Rand"], tuple[Callable, tuple]]
    tags: list[str]
    description: str
    devices: int = 1
    config: dict[str, Any] = field(default_factory=dict)
    kind: str = "jit"


PROGRAMS: dict[str, Program] = {}
KINDS = ("shard_map", "jit", "pmap", "replica")


def program(name: str, tags: list[str], description: str, devices: int = 1, kind: str | None = None, **config):
    """Register a program.  ``build(r)`` returns ``(fn, args)`` or ``(fn, args, opts)``: ``opts``
    are keyword arguments of ``jax.jit`` (kind "jit": in_shardings/out_shardings) or of
    ``jax.pmap`` (kinds "pmap" and "replica": axis_name, in_axes, ...)."""
    if kind is None:
        kind = "shard_map" if devices > 1 else "jit"
    assert kind in KINDS, kind

    def deco(build):
        assert name not in PROGRAMS, name
        PROGRAMS[name] = Program(name, build, tags, description, devices, config, kind)
        return build

    return deco


class Rand:
    """Deterministic input factory (seeded from the program name)."""

    def __init__(self, name: str):
        self.g = np.random.default_rng(zlib.crc32(name.encode()))

    def normal(self, *shape, dtype=np.float32, scale=1.0):
        return (self.g.standard_normal(shape) * scale).astype(dtype)

    def uniform(self, *shape, lo=0.0, hi=1.0, dtype=np.float32):
        return self.g.uniform(lo, hi, shape).astype(dtype)

    def ints(self, *shape, lo=-10, hi=10, dtype=np.int32):
        return self.g.integers(lo, hi, shape, endpoint=True).astype(dtype)

    def bools(self, *shape):
        return self.g.integers(0, 2, shape).astype(bool)

    def complex(self, *shape, dtype=np.complex64):
        return (self.g.standard_normal(shape) + 1j * self.g.standard_normal(shape)).astype(dtype)

    def spd(self, n, batch=(), dtype=np.float32):
        a = self.g.standard_normal(batch + (n, n))
        return (a @ np.swapaxes(a, -1, -2) + n * np.eye(n)).astype(dtype)


SPECIAL_F = [0.0, -0.0, 1.0, -1.0, 0.5, -0.5, 1.5, 2.5, -2.5, 3.0, 1e-3, 100.0, -100.0,
             np.inf, -np.inf, np.nan, 1e-40, -1e-42, 3e38, -3e38, 0.75, np.pi, -np.e, 7.0]


def special_floats(r: Rand, dtype=np.float32, extra=8):
    vals = np.array(SPECIAL_F, dtype=np.float64)
    if np.dtype(dtype) == np.float64:
        vals = np.concatenate([vals, [1e-310, 1e300, -1e300]])
    with np.errstate(over="ignore"):
        out = np.concatenate([vals, r.g.standard_normal(extra) * 3]).astype(dtype)
    return out


def unit_floats(r: Rand, n=16, dtype=np.float32):
    """Values in (-1, 1) plus the boundaries and nan (domain of asin/atanh/erfinv...)."""
    return np.concatenate([[0.0, -0.0, 1.0, -1.0, np.nan, 0.5, -0.999],
                           r.g.uniform(-1, 1, n)]).astype(dtype)


def shmap(f, mesh, in_specs, out_specs):
    return jax.shard_map(f, mesh=mesh, in_specs=in_specs, out_specs=out_specs, check_vma=False)


def mesh1d(n=4, name="i"):
    return Mesh(np.array(jax.devices()[:n]), (name,))


def mesh2d(a=2, b=2, names=("x", "y")):
    return Mesh(np.array(jax.devices()[:a * b]).reshape(a, b), names)


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
    _n = np.dtype(_dt).name
    _hlo = {"int": "s", "uint": "u"}[re.match(r"[a-z]+", _n).group()] + re.search(r"\d+", _n).group()
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
    x = np.concatenate([np.arange(-3.5, 4, 0.5), [0.49999997, -0.49999997, 1e10, -1e10, np.nan, np.inf, -np.inf, 2.675]]).astype(np.float32)
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
    f4 = np.array([0, 0.5, 1, 1.5, 2, 3, 4, 6, -0.0, -0.5, -1, -1.5, -2, -3, -4, -6], np.float32).astype(ml_dtypes.float4_e2m1fn)
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


# ---------------------------------------------------------------- shape ops

@program("reshape_transpose_broadcast", ["shape", "reshape", "transpose", "broadcast"],
         "reshape, transpose (2D/4D), broadcast_in_dim, expand_dims, squeeze, ravel")
def _(r):
    def f(x, v):
        y = x.reshape(2, 3, 4, 5)
        return (y.transpose(3, 1, 0, 2), x.T, jnp.broadcast_to(v, (4, 3, 5)),
                lax.broadcast_in_dim(v, (5, 2, 6), (1,)) if False else lax.broadcast_in_dim(v, (2, 5, 6), (1,)),
                jnp.expand_dims(x, (0, 2)), y[:, :1].squeeze(1), x.ravel(), y.reshape(6, 20).T.reshape(-1),
                x[None] + x[:, None, :5].sum(-1, keepdims=True))
    return f, (r.normal(6, 20), r.normal(5))


@program("slice_rev_concat_iota", ["shape", "slice", "reverse", "concatenate", "iota"],
         "static slices with strides, negative steps (rev), concatenate, iota of several types")
def _(r):
    def f(x, i):
        return (x[1:5, ::2], x[::-1, 3::-1], lax.slice(x, (0, 1), (6, 7), (3, 2)), lax.rev(x, (0, 1)),
                jnp.concatenate([x, x[:2]], axis=0), jnp.concatenate([i, i * 2, i[:1]]),
                lax.iota(jnp.int32, 7), lax.broadcasted_iota(jnp.float32, (3, 4), 1),
                lax.broadcasted_iota(jnp.uint8, (2, 3), 0), jnp.arange(5, dtype=jnp.int64),
                jnp.arange(3, dtype=jnp.bfloat16), jnp.stack([x[0], x[1]]))
    return f, (r.normal(6, 8), r.ints(5))


@program("dynamic_slice_update", ["shape", "dynamic-slice", "dynamic-update-slice"],
         "dynamic_slice/dynamic_update_slice with in-range, negative and out-of-range (clamped) indices")
def _(r):
    def f(x, u, i, j):
        return (lax.dynamic_slice(x, (i, j), (3, 4)), lax.dynamic_slice(x, (i + 10, j - 20), (2, 2)),
                lax.dynamic_update_slice(x, u, (i, j)), lax.dynamic_update_slice(x, u, (i * 5, -j)),
                lax.dynamic_slice_in_dim(x, j, 2, axis=1), lax.dynamic_index_in_dim(x, i, 0, False),
                lax.dynamic_update_slice(x.astype(jnp.int8), u.astype(jnp.int8), (jnp.uint32(1), jnp.uint32(2))))
    return f, (r.normal(6, 8), r.normal(2, 3), np.int32(2), np.int32(3))


@program("pad_ops", ["shape", "pad"],
         "lax.pad with positive, negative (cropping) and interior padding; jnp.pad modes")
def _(r):
    def f(x, v):
        return (lax.pad(x, np.float32(0), ((1, 2, 0), (0, 0, 0))), lax.pad(x, np.float32(-1), ((-1, 1, 1), (2, -3, 2))),
                lax.pad(v, jnp.int32(7), ((-2, -1, 3),)), jnp.pad(x, ((1, 1), (2, 2)), mode="reflect"),
                jnp.pad(x, 1, mode="edge"), jnp.pad(x, ((0, 1), (1, 0)), mode="wrap"))
    return f, (r.normal(4, 5), r.ints(5))


@program("misc_array_ops", ["shape", "roll", "tile", "repeat", "tril"],
         "jnp roll/tile/repeat/flip/tril/triu/diag/kron/outer/meshgrid")
def _(r):
    def f(x, v):
        return (jnp.roll(x, 2, axis=1), jnp.tile(v, 3), jnp.repeat(v, 2), jnp.flip(x), jnp.tril(x),
                jnp.triu(x, 1), jnp.diag(x), jnp.diag(v), jnp.kron(x[:2, :2], x[:2, :2]), jnp.outer(v, v),
                jnp.meshgrid(v, v[:3])[0], jnp.trace(x), jnp.rot90(x))
    return f, (r.normal(4, 4), r.normal(4))


# ---------------------------------------------------------------- dot

@program("dot_basic", ["dot", "f32", "f64"],
         "matmul, matrix-vector, vector dot, outer via dot, f32 and f64, precision HIGHEST")
def _(r):
    def f(a, b, v, d):
        return (a @ b, a @ v[:5], v @ v, jnp.dot(a, b, precision=lax.Precision.HIGHEST), d @ d.T,
                jnp.vdot(v, v), jnp.inner(a, a), jnp.tensordot(a, b, axes=1))
    return f, (r.normal(3, 5), r.normal(5, 4), r.normal(7), r.normal(4, 6, dtype=np.float64))


@program("dot_general_batch", ["dot", "batch-dims", "einsum"],
         "dot_general with batch dims, multiple contracting dims, non-leading batch dims (einsum)")
def _(r):
    def f(a, b, c):
        return (jnp.einsum("bij,bjk->bik", a, b), jnp.einsum("bij,bik->bjk", a, a),
                lax.dot_general(c, c, (((1, 3), (1, 3)), ((0,), (0,)))),
                jnp.einsum("ibj,jbk->bik", a.transpose(1, 0, 2), b.transpose(1, 0, 2)),
                jnp.einsum("abcd,cd->ab", c, c[0, 0]), jnp.einsum("bij->bji", a),
                jnp.einsum("ij,ij->", a[0], a[1]))
    return f, (r.normal(2, 3, 4), r.normal(2, 4, 5), r.normal(2, 3, 4, 5))


@program("dot_preferred_int", ["dot", "preferred-element-type", "s8", "s32", "bf16", "u8", "c64", "s64"],
         "int8xint8->int32, bf16xbf16->f32 (preferred_element_type), u8, s64 and c64 dots")
def _(r):
    def f(a8, b8, abf, bbf, u, z, l):
        return (lax.dot(a8, b8, preferred_element_type=jnp.int32),
                lax.dot(abf, bbf, preferred_element_type=jnp.float32),
                lax.dot(abf, bbf), lax.dot(u, u.T, preferred_element_type=jnp.uint32), z @ z.T,
                l @ l.T, lax.dot(a8, b8), jnp.matmul(a8.astype(jnp.int32), b8.astype(jnp.int32)))
    return f, (r.ints(3, 8, lo=-128, hi=127, dtype=np.int8), r.ints(8, 2, lo=-128, hi=127, dtype=np.int8),
               r.normal(3, 8).astype(ml_dtypes.bfloat16), r.normal(8, 2).astype(ml_dtypes.bfloat16),
               r.ints(3, 4, lo=0, hi=255, dtype=np.uint8), r.complex(3, 3), r.ints(2, 3, dtype=np.int64))


# ---------------------------------------------------------------- convolution

DN2 = ("NHWC", "HWIO", "NHWC")


@program("conv1d", ["convolution", "conv1d"],
         "1D convolutions: strides, SAME/VALID/explicit padding, rhs dilation, NCH layout")
def _(r):
    def f(x, w):
        return (lax.conv_general_dilated(x, w, (1,), "VALID"),
                lax.conv_general_dilated(x, w, (2,), "SAME"),
                lax.conv_general_dilated(x, w, (1,), ((2, 1),), rhs_dilation=(2,)),
                lax.conv_general_dilated(x, w, (1,), ((1, 1),), lhs_dilation=(2,)))
    return f, (r.normal(2, 3, 10), r.normal(4, 3, 3))


@program("conv2d", ["convolution", "conv2d", "feature-group-count"],
         "2D NHWC convs: strides, explicit asymmetric padding, lhs/rhs dilation, depthwise (feature_group_count)")
def _(r):
    def f(x, w, dw):
        return (lax.conv_general_dilated(x, w, (2, 1), ((1, 0), (1, 2)), dimension_numbers=DN2),
                lax.conv_general_dilated(x, w, (1, 1), "SAME", rhs_dilation=(2, 1), dimension_numbers=DN2),
                lax.conv_general_dilated(x, w, (1, 1), ((1, 1), (1, 1)), lhs_dilation=(2, 2), dimension_numbers=DN2),
                lax.conv_general_dilated(x, dw, (1, 1), "SAME", dimension_numbers=DN2, feature_group_count=4),
                lax.conv_general_dilated(x.transpose(0, 3, 1, 2), w.transpose(3, 2, 0, 1), (1, 1), "VALID"))
    return f, (r.normal(2, 7, 6, 4), r.normal(3, 2, 4, 5), r.normal(3, 3, 1, 8))


@program("conv3d", ["convolution", "conv3d"], "3D convolution NDHWC with stride and padding")
def _(r):
    def f(x, w):
        return lax.conv_general_dilated(x, w, (1, 2, 1), ((1, 1), (0, 1), (1, 0)),
                                        dimension_numbers=("NDHWC", "DHWIO", "NDHWC"))
    return f, (r.normal(1, 4, 5, 4, 2), r.normal(2, 3, 2, 2, 3))


@program("conv_batch_group_transpose", ["convolution", "batch-group-count", "conv-transpose", "f64"],
         "batch_group_count conv, conv_transpose, and the weight gradient of a grouped conv; f64 conv")
def _(r):
    def f(x, w, y, d):
        bg = lax.conv_general_dilated(x, w, (1, 1), "VALID", dimension_numbers=DN2,
                                      batch_group_count=2)
        ct = lax.conv_transpose(y, w, (2, 2), "SAME", dimension_numbers=DN2)
        g = jax.grad(lambda ww: lax.conv_general_dilated(x, ww, (1, 1), "SAME", dimension_numbers=DN2,
                                                         feature_group_count=2).sum())(w[:, :, :2, :])
        return bg, ct, g, lax.conv_general_dilated(d, d[:, :, :2, :2], (1, 1), "VALID")
    return f, (r.normal(4, 5, 5, 4), r.normal(2, 2, 4, 4), r.normal(1, 3, 3, 4), r.normal(1, 2, 4, 4, dtype=np.float64))


# ---------------------------------------------------------------- reductions

@program("reduce_basic", ["reduce", "sum", "prod", "max", "min", "s32", "f32", "f64", "u8"],
         "sum/prod/max/min/mean over various axes for float and int types; keepdims; empty axis")
def _(r):
    def f(x, i, d, u):
        return (x.sum(), x.sum(0), x.prod(1), x.max((0, 2)), x.min(2), x.mean(1), i.sum(0), i.prod(),
                i.max(1), i.min(), d.sum(1), jnp.var(d), u.sum(dtype=jnp.uint8), u.max(0),
                jnp.sum(x, axis=(), keepdims=False), jnp.linalg.norm(x[0]), jnp.amax(x, axis=1, keepdims=True))
    x = r.normal(3, 4, 5)
    return f, (x, r.ints(4, 5, lo=-3, hi=3), r.normal(3, 6, dtype=np.float64), r.ints(5, 7, lo=0, hi=255, dtype=np.uint8))


@program("reduce_variadic_argmax", ["reduce", "variadic-reduce", "argmax", "argmin", "and", "or"],
         "argmax/argmin (variadic reduce incl. nan), all/any (and/or reduce), logsumexp, softmax")
def _(r):
    def f(x, b, i):
        return (jnp.argmax(x, 0), jnp.argmin(x, 1), jnp.argmax(i), b.all(0), b.any(1),
                jax.nn.logsumexp(x, 1), jax.nn.softmax(x, -1), jnp.argmax(x.astype(jnp.bfloat16), 1),
                jnp.nanmax(x), lax.reduce((x, i.astype(jnp.float32)), (np.float32(0), np.float32(1)),
                                          lambda a, b: (a[0] + b[0], a[1] * b[1]), (1,)))
    x = r.normal(4, 6)
    x[1, 2] = np.nan
    return f, (x, r.bools(4, 6), r.ints(4, 6))


@program("reduce_window_pool", ["reduce-window", "pooling"],
         "max pool, avg pool (reduce_window add), min pool, with strides, padding and window dilation")
def _(r):
    def f(x, i):
        mp = lax.reduce_window(x, -jnp.inf, lax.max, (1, 3, 3, 1), (1, 2, 2, 1), "SAME")
        ap = lax.reduce_window(x, 0.0, lax.add, (1, 2, 2, 1), (1, 1, 1, 1), "VALID") / 4
        dil = lax.reduce_window(x, 0.0, lax.add, (1, 2, 2, 1), (1, 1, 1, 1), ((0, 0), (1, 1), (0, 2), (0, 0)),
                                window_dilation=(1, 2, 1, 1), base_dilation=(1, 1, 2, 1))
        mn = lax.reduce_window(i, np.int32(np.iinfo(np.int32).max), lax.min, (2, 2), (1, 2), "VALID")
        return mp, ap, dil, mn
    return f, (r.normal(2, 6, 6, 3), r.ints(5, 6))


@program("maxpool_grad_select_and_scatter", ["select-and-scatter", "grad", "pooling"],
         "Gradient of max pooling and min pooling -> select-and-scatter")
def _(r):
    def f(x, g):
        def mp(x):
            return lax.reduce_window(x, -jnp.inf, lax.max, (1, 2, 2, 1), (1, 2, 2, 1), "VALID")
        y, vjp = jax.vjp(mp, x)
        def mp2(x):
            return lax.reduce_window(x, -jnp.inf, lax.max, (1, 3, 3, 1), (1, 1, 1, 1), "SAME")
        return y, vjp(g)[0], jax.grad(lambda x: (mp2(x) ** 2).sum())(x)
    return f, (r.normal(1, 4, 4, 2), r.normal(1, 2, 2, 2))


@program("cumulative_ops", ["reduce-window", "cumsum", "cumprod", "cummax", "associative-scan"],
         "cumsum/cumprod/cummax/cummin/cumlogsumexp, reverse cumsum, associative_scan")
def _(r):
    def f(x, i):
        return (jnp.cumsum(x, 0), jnp.cumprod(x, 1), lax.cummax(x, 1), lax.cummin(i, 0),
                lax.cumlogsumexp(x, 0), lax.cumsum(x, 1, reverse=True), jnp.cumsum(i, dtype=jnp.int64),
                lax.associative_scan(jnp.add, x, axis=1))
    return f, (r.normal(5, 6), r.ints(5, 6))


# ---------------------------------------------------------------- gather / scatter

@program("gather_indexing", ["gather", "indexing", "take", "take_along_axis"],
         "Integer-array indexing, take with clip/fill modes, take_along_axis, negative indices")
def _(r):
    def f(x, idx, idx2):
        return (x[idx], x[:, idx], x[idx, idx2], jnp.take(x, idx + 10, axis=0, mode="clip"),
                jnp.take(x, idx - 10, axis=1, mode="fill", fill_value=-1.0),
                jnp.take_along_axis(x, jnp.argsort(x, axis=1), axis=1), x[idx[:, None], idx2[None, :]],
                x[-1], x[jnp.array([-1, -2])], x[1:3, idx2])
    return f, (r.normal(5, 6), np.array([0, 4, 2, 2], np.int32), np.array([5, 1, 0, 3], np.int32))


@program("gather_batching_vmap", ["gather", "vmap", "operand-batching-dims", "dynamic-slice"],
         "vmap of dynamic indexing and dynamic_slice -> gather with batching dims")
def _(r):
    def f(x, i):
        g1 = jax.vmap(lambda row, k: row[k])(x, i)
        g2 = jax.vmap(lambda row, k: lax.dynamic_slice(row, (k,), (3,)))(x, i)
        g3 = jax.vmap(lambda row, k: lax.dynamic_update_slice(row, jnp.zeros(2, row.dtype), (k,)))(x, i)
        return g1, g2, g3
    return f, (r.normal(4, 8), np.array([0, 3, 7, 5], np.int32))


@program("scatter_ops", ["scatter", "indexing", "at-set", "at-add", "at-mul", "at-min", "at-max"],
         ".at[].set/.add/.mul/.min/.max with duplicate and out-of-bound indices, segment_sum")
def _(r):
    def f(x, idx, u, seg):
        return (x.at[idx].set(u), x.at[idx].add(u), x.at[idx].mul(u), x.at[idx].min(u), x.at[idx].max(u),
                x.at[idx + 3].add(u, mode="drop"), x.at[:, 1].set(0.0), x.at[1:3, idx[:2]].add(1.0),
                jax.ops.segment_sum(u.sum(1), seg, num_segments=4),
                x.astype(jnp.int32).at[idx].add(u.astype(jnp.int32)),
                x.at[idx].set(u, unique_indices=False, indices_are_sorted=False))
    return f, (r.normal(5, 3), np.array([1, 3, 1, 4], np.int32), r.normal(4, 3), np.array([0, 2, 2, 3], np.int32))


# ---------------------------------------------------------------- sort / top-k

@program("sort_ops", ["sort", "argsort", "multi-operand-sort", "stable-sort"],
         "sort with nan/-0, descending, argsort stable, multi-operand lax.sort with num_keys, lexsort")
def _(r):
    def f(x, i, k):
        return (jnp.sort(x), jnp.sort(x, axis=0, descending=True), jnp.argsort(i, stable=True),
                lax.sort((k, i, x[0, :6]), num_keys=2), jnp.lexsort((i, k)), jnp.sort(i.astype(jnp.uint8)),
                lax.sort(x, dimension=0, is_stable=False), jnp.median(x[0]), jnp.unique(k, size=6))
    x = r.normal(3, 6)
    x[0, 1], x[1, 2], x[0, 4], x[2, 0] = np.nan, -0.0, 0.0, -np.inf
    return f, (x, r.ints(6, lo=0, hi=3), r.ints(6, lo=0, hi=2))


@program("top_k", ["topk", "sort"], "lax.top_k on f32/s32 rows, approx_max_k (fallback), k=1")
def _(r):
    def f(x, i):
        return lax.top_k(x, 3), lax.top_k(i, 1), lax.approx_max_k(x, 2)
    return f, (r.normal(3, 8), r.ints(2, 5))


# ---------------------------------------------------------------- control flow

@program("fori_loop_while", ["while", "fori_loop", "control-flow"],
         "fori_loop (static and dynamic trip count) and data-dependent while_loop")
def _(r):
    def f(x, n):
        a = lax.fori_loop(0, 5, lambda i, c: c * 1.5 + i, x)
        b = lax.fori_loop(0, n, lambda i, c: c + i.astype(c.dtype), x)
        c = lax.while_loop(lambda s: s[0] < 100.0, lambda s: (s[0] * 2 + 1, s[1] + 1), (jnp.abs(x[0]) + 1, 0))
        return a, b, c
    return f, (r.normal(4), np.int32(7))


@program("scan_ops", ["while", "scan", "control-flow"],
         "lax.scan with carry and stacked outputs, reverse scan, unroll=2, scan over pytrees")
def _(r):
    def f(xs, c0):
        def step(c, x):
            c = jnp.tanh(c * 0.9 + x)
            return c, (c.sum(), x * 2)
        c, (s, y) = lax.scan(step, c0, xs)
        c2, ys2 = lax.scan(lambda c, x: (c + x, c), c0, xs, reverse=True, unroll=2)
        return c, s, y, c2, ys2
    return f, (r.normal(6, 3), r.normal(3))


@program("cond_bool", ["conditional", "cond", "control-flow"],
         "lax.cond with bool predicate, pytree operands, and a cond whose branches differ in ops")
def _(r):
    def f(p, x, q):
        a = lax.cond(p, lambda x: x * 2, lambda x: -x, x)
        b = lax.cond(x.sum() > 0, lambda x: (jnp.sin(x), x.sum()), lambda x: (jnp.cos(x), x.max()), x)
        c = lax.cond(q, lambda: jnp.int32(1), lambda: jnp.int32(2))
        return a, b, c
    return f, (np.bool_(True), r.normal(5), np.bool_(False))


@program("switch_index", ["conditional", "switch", "branch-computations", "control-flow"],
         "lax.switch with 3 branches and clamped out-of-range index")
def _(r):
    def f(i, j, x):
        brs = [lambda x: x + 1, lambda x: x * x, lambda x: jnp.exp(x)]
        return lax.switch(i, brs, x), lax.switch(j, brs, x), lax.switch(i - 5, brs, x)
    return f, (np.int32(1), np.int32(7), r.normal(4))


@program("nested_control_flow", ["while", "conditional", "scan", "nested", "control-flow"],
         "scan containing cond containing fori_loop; while inside while")
def _(r):
    def f(xs, n):
        def step(c, x):
            c = lax.cond(x.sum() > 0, lambda c: lax.fori_loop(0, 3, lambda i, v: v * 0.5 + x, c),
                         lambda c: c - x, c)
            return c, c.max()
        c, m = lax.scan(step, jnp.zeros(xs.shape[1], xs.dtype), xs)
        w = lax.while_loop(lambda s: s[0] < n,
                           lambda s: (s[0] + 1, lax.while_loop(lambda t: t[0] < s[0], lambda t: (t[0] + 1, t[1] * 1.1), (0, s[1]))[1]),
                           (0, jnp.float32(1.0)))
        return c, m, w
    return f, (r.normal(4, 3), np.int32(4))


# ---------------------------------------------------------------- fft

@program("fft_1d", ["fft", "c64", "c128"], "fft/ifft along last axis on c64 and c128, norm='ortho'")
def _(r):
    def f(z, w):
        return jnp.fft.fft(z), jnp.fft.ifft(z), jnp.fft.fft(w, norm="ortho"), jnp.fft.fft(z, n=12), jnp.fft.ifft(w, axis=0)
    return f, (r.complex(3, 8), r.complex(4, 6, dtype=np.complex128))


@program("fft_real", ["fft", "rfft", "irfft", "f32", "f64"], "rfft/irfft 1d and 2d, odd lengths, f64")
def _(r):
    def f(x, d):
        return (jnp.fft.rfft(x), jnp.fft.irfft(jnp.fft.rfft(x)), jnp.fft.rfft2(x), jnp.fft.irfft2(jnp.fft.rfft2(x), s=x.shape),
                jnp.fft.rfft(d, n=7), jnp.fft.irfft(d.astype(jnp.complex128), n=9))
    return f, (r.normal(4, 6), r.normal(2, 5, dtype=np.float64))


@program("fft_nd", ["fft", "fft2", "fft3", "c64"], "fft2/ifft2/fftn over 3 axes, fftshift")
def _(r):
    def f(z):
        return jnp.fft.fft2(z), jnp.fft.ifft2(z), jnp.fft.fftn(z), jnp.fft.ifftn(z, axes=(0, 1, 2)), jnp.fft.fftshift(z, axes=(1,))
    return f, (r.complex(4, 3, 6),)


# ---------------------------------------------------------------- linalg

@program("linalg_cholesky_triangular", ["linalg", "cholesky", "triangular-solve", "custom-call", "lapack"],
         "cholesky (potrf), triangular_solve left/right/lower/transpose variants, cho_solve; f32 and f64")
def _(r):
    def f(a, b, d):
        l = jnp.linalg.cholesky(a)
        return (l, lax.linalg.triangular_solve(l, b, left_side=True, lower=True),
                lax.linalg.triangular_solve(l, b.T, left_side=False, lower=True, transpose_a=True),
                lax.linalg.triangular_solve(l, b, left_side=True, lower=True, unit_diagonal=True),
                jax.scipy.linalg.cho_solve((l, True), b), jnp.linalg.cholesky(d),
                jax.scipy.linalg.solve_triangular(d, d[..., :2], lower=False))
    return f, (r.spd(4), r.normal(4, 3), r.spd(3, batch=(2,), dtype=np.float64))


@program("linalg_lu_solve_inv", ["linalg", "lu", "solve", "inv", "det", "custom-call", "lapack"],
         "lu (getrf), solve, inv, det, slogdet on f32/f64/c64")
def _(r):
    def f(a, b, d, z):
        lu, piv, perm = lax.linalg.lu(a)
        return (lu, piv, perm, jnp.linalg.solve(a, b), jnp.linalg.inv(a), jnp.linalg.det(a),
                jnp.linalg.slogdet(d), jnp.linalg.inv(z))
    return f, (r.normal(4, 4), r.normal(4, 2), r.normal(2, 3, 3, dtype=np.float64), r.complex(3, 3))


@program("linalg_qr", ["linalg", "qr", "custom-call", "lapack", "householder"],
         "qr (geqrf+orgqr) reduced and complete, tall and wide, f32 and c64")
def _(r):
    def f(a, w, z):
        return jnp.linalg.qr(a), jnp.linalg.qr(a, mode="complete"), jnp.linalg.qr(w), jnp.linalg.qr(z)
    return f, (r.normal(5, 3), r.normal(2, 4), r.complex(3, 3))


@program("linalg_eigh_svd", ["linalg", "eigh", "svd", "custom-call", "lapack"],
         "eigh (syevd) and svd (gesdd), values only and full; f32/f64/c64")
def _(r):
    def f(s, a, d, z):
        w, v = jnp.linalg.eigh(s)
        u, sv, vt = jnp.linalg.svd(a, full_matrices=False)
        return (w, jnp.abs(v), sv, jnp.abs(u), jnp.linalg.svd(d, compute_uv=False), jnp.linalg.eigvalsh(d @ d.T),
                jnp.linalg.eigvalsh(z @ z.conj().T), jnp.linalg.svd(a, compute_uv=False))
    return f, (r.spd(4), r.normal(5, 3), r.normal(3, 3, dtype=np.float64), r.complex(3, 3))


@program("linalg_eig_misc", ["linalg", "eig", "pinv", "lstsq", "custom-call", "lapack"],
         "non-symmetric eig (geev, CPU only), pinv, matrix_power, lstsq")
def _(r):
    def f(a, b):
        w = jnp.linalg.eigvals(a)
        return jnp.sort_complex(w), jnp.linalg.pinv(a), jnp.linalg.matrix_power(a, 3), jnp.linalg.lstsq(a, b)[0]
    return f, (r.normal(4, 4, dtype=np.float64), r.normal(4, 2, dtype=np.float64))


# ---------------------------------------------------------------- random

def _random_prog(impl):
    def build(r):
        def f(key):
            k1, k2, k3, k4 = jax.random.split(key, 4)
            return (jax.random.normal(k1, (3, 4)), jax.random.uniform(k2, (5,), minval=-1.0, maxval=2.0),
                    jax.random.categorical(k3, jnp.log(jnp.array([0.1, 0.2, 0.7])), shape=(8,)),
                    jax.random.bits(k4, (4,), jnp.uint32), jax.random.randint(k1, (6,), 0, 10),
                    jax.random.bernoulli(k2, 0.3, (7,)), jax.random.normal(k3, (2,), dtype=jnp.float64))
        return f, (np.asarray(jax.random.PRNGKey(42)),)
    return build


program("random_threefry", ["random", "threefry", "u32"],
        "jax.random normal/uniform/categorical/bits/randint/bernoulli with threefry2x32",
        jax_default_prng_impl="threefry2x32")(_random_prog("threefry2x32"))
program("random_rbg", ["random", "rbg", "rng-bit-generator"],
        "jax.random with the rbg PRNG (rng-bit-generator + threefry for split)",
        jax_default_prng_impl="rbg")(_random_prog("rbg"))
program("random_unsafe_rbg", ["random", "unsafe_rbg", "rng-bit-generator"],
        "jax.random with the unsafe_rbg PRNG (rng-bit-generator for everything)",
        jax_default_prng_impl="unsafe_rbg")(_random_prog("unsafe_rbg"))


@program("random_distributions", ["random", "threefry", "permutation", "gamma", "while"],
         "permutation (sort), shuffle, gamma (rejection while loop), truncated_normal, dropout mask",
         jax_default_prng_impl="threefry2x32")
def _(r):
    def f(key, x):
        k1, k2, k3, k4 = jax.random.split(key, 4)
        return (jax.random.permutation(k1, 8), jax.random.permutation(k2, x), jax.random.gamma(k3, 2.0, (4,)),
                jax.random.truncated_normal(k4, -1.0, 1.0, (5,)), jnp.where(jax.random.bernoulli(k1, 0.5, x.shape), x / 0.5, 0),
                jax.random.choice(k2, 10, (3,), replace=False), jax.random.exponential(k3, (3,)))
    return f, (np.asarray(jax.random.PRNGKey(7)), r.normal(6))


# ---------------------------------------------------------------- collectives (shard_map, 4 devices)

@program("shmap_psum_pmax", ["collective", "shard_map", "all-reduce", "psum", "pmax", "pmin", "pmean"],
         "psum/pmax/pmin/pmean over a 4-device mesh via shard_map", devices=4)
def _(r):
    m = mesh1d()
    def body(x, i):
        return lax.psum(x, "i"), lax.pmax(x, "i"), lax.pmin(i, "i"), lax.pmean(x, "i"), lax.psum(i.sum(), "i")
    f = shmap(body, m, (P("i"), P("i")), (P(), P(), P(), P(), P()))
    return f, (r.normal(8, 3), r.ints(8))


@program("shmap_all_gather", ["collective", "shard_map", "all-gather"],
         "all_gather tiled and stacked, along different axes", devices=4)
def _(r):
    m = mesh1d()
    def body(x):
        return lax.all_gather(x, "i"), lax.all_gather(x, "i", axis=1, tiled=True), lax.all_gather(x, "i", tiled=True) * 2
    f = shmap(body, m, P("i"), (P(), P(), P()))
    return f, (r.normal(8, 2),)


@program("shmap_psum_scatter", ["collective", "shard_map", "reduce-scatter", "psum_scatter"],
         "psum_scatter (reduce-scatter) tiled and untiled", devices=4)
def _(r):
    m = mesh1d()
    def body(x):
        return lax.psum_scatter(x, "i", tiled=True), lax.psum_scatter(x.reshape(4, -1), "i", scatter_dimension=0)
    f = shmap(body, m, P(None), (P("i"), P("i")))
    return f, (r.normal(8),)


@program("shmap_ppermute", ["collective", "shard_map", "collective-permute", "ppermute"],
         "ppermute ring shift and partial permutation (missing targets give zeros)", devices=4)
def _(r):
    m = mesh1d()
    def body(x):
        ring = lax.ppermute(x, "i", [(j, (j + 1) % 4) for j in range(4)])
        part = lax.ppermute(x, "i", [(0, 2), (2, 0)])
        return ring, part
    f = shmap(body, m, P("i"), (P("i"), P("i")))
    return f, (r.normal(8, 2),)


@program("shmap_all_to_all", ["collective", "shard_map", "all-to-all"],
         "all_to_all split/concat along different axes", devices=4)
def _(r):
    m = mesh1d()
    def body(x):
        return lax.all_to_all(x, "i", 0, 0, tiled=True), lax.all_to_all(x, "i", 1, 0, tiled=True)
    f = shmap(body, m, P("i"), (P("i"), P("i")))
    return f, (r.normal(16, 4),)


@program("shmap_axis_index", ["collective", "shard_map", "axis_index", "partition-id"],
         "axis_index (partition-id based) used in arithmetic, and dynamic_slice by axis index", devices=4)
def _(r):
    m = mesh1d()
    def body(x, t):
        i = lax.axis_index("i")
        return x * i.astype(x.dtype), lax.dynamic_slice_in_dim(t, i * 2, 2)
    f = shmap(body, m, (P("i"), P()), (P("i"), P("i")))
    return f, (r.normal(8), r.normal(8))


@program("shmap_2d_mesh", ["collective", "shard_map", "2d-mesh", "all-reduce", "all-gather", "replica-groups"],
         "2x2 mesh: psum over one axis, all_gather over the other, ppermute over x (non-trivial replica groups)",
         devices=4)
def _(r):
    m = mesh2d()
    def body(a):
        s = lax.psum(a, "x")
        g = lax.all_gather(a, "y", tiled=True)
        p = lax.ppermute(a, "x", [(0, 1), (1, 0)])
        return s, g, p, lax.psum(a, ("x", "y"))
    f = shmap(body, m, P("x", "y"), (P(None, "y"), P("x", None), P("x", "y"), P()))
    return f, (r.normal(4, 6),)


@program("shmap_data_parallel_grad", ["collective", "shard_map", "grad", "data-parallel", "mlp"],
         "Data-parallel MLP training step: local grad + pmean of gradients", devices=4)
def _(r):
    m = mesh1d()
    def loss(w, x, y):
        return jnp.mean((jnp.tanh(x @ w[0]) @ w[1] - y) ** 2)
    def body(w, x, y):
        l, g = jax.value_and_grad(loss)(w, x, y)
        g = jax.tree.map(lambda t: lax.pmean(t, "i"), g)
        return lax.pmean(l, "i"), jax.tree.map(lambda a, b: a - 0.1 * b, w, g)
    f = shmap(body, m, (P(), P("i"), P("i")), (P(), P()))
    w = (r.normal(3, 5), r.normal(5, 2))
    return f, (w, r.normal(8, 3), r.normal(8, 2))


@program("shmap_gspmd_legacy", ["collective", "shard_map", "gspmd", "sharding"],
         "shard_map lowered with the legacy GSPMD partitioner (sharding= attrs, Sharding custom-calls)",
         devices=4, jax_use_shardy_partitioner=False)
def _(r):
    m = mesh1d()
    f = shmap(lambda x: lax.psum(x * 2, "i"), m, P("i"), P())
    return f, (r.normal(8, 2),)


# ---------------------------------------------------------------- multi-device (2, 4, 8 devices)
#
# Every device's inputs and outputs are stored too (argI_devD / outJ_devD, see the module
# docstring).  Kinds: shard_map, jit (NamedSharding, compiler-inserted collectives), pmap
# (jax.pmap: partitions in jax >= 0.8) and replica (the pmap body as a cross-replica module).

def mixed(r, *shape, dtype=np.float32, lo=-4, hi=8):
    """Floats of very different magnitudes (|x| ~ 1e-4 .. 1e8, both signs): a sum of them depends
    on the order of the additions."""
    mag = 10.0 ** r.g.integers(lo, hi, shape)
    return (r.g.standard_normal(shape) * mag).astype(dtype)


def _md(name, tags, description, devices, kind="shard_map", **config):
    tags = list(dict.fromkeys(["multi-device", kind, *tags]))
    return program(name, tags, description, devices=devices, kind=kind, **config)


@_md("md_psum_2dev", ["collective", "all-reduce", "psum", "pmax", "pmin", "pmean", "f16", "bf16", "s64"],
     "psum/pmax/pmin/pmean over 2 devices on f32 (mixed magnitudes), f64, f16, bf16, s32, s64", 2)
def _(r):
    m = mesh1d(2)
    def body(x, d, h, b, i, l):
        return (lax.psum(x, "i"), lax.pmax(x, "i"), lax.pmin(x, "i"), lax.pmean(x, "i"), lax.psum(d, "i"),
                lax.psum(h, "i"), lax.pmax(h, "i"), lax.psum(b, "i"), lax.pmean(b, "i"), lax.psum(i, "i"),
                lax.pmin(i, "i"), lax.pmax(l, "i"), lax.psum(l, "i"))
    f = shmap(body, m, (P("i"),) * 6, (P(),) * 13)
    return f, (mixed(r, 2, 5), mixed(r, 2, 3, dtype=np.float64), r.normal(2, 4, scale=30).astype(np.float16),
               r.normal(2, 4, scale=30).astype(ml_dtypes.bfloat16), r.ints(2, 3, lo=-2**31, hi=2**31 - 1),
               r.ints(2, 3, lo=-2**40, hi=2**40, dtype=np.int64))


@_md("md_psum_order_8dev", ["collective", "all-reduce", "psum", "pmax", "pmin", "pmean", "reduction-order", "nan"],
     "psum/pmean of values of very different magnitudes over 8 devices (the result depends on the summation "
     "order), pmax/pmin with a NaN on one device and NaN on all devices, integer psum", 8)
def _(r):
    m = mesh1d(8)
    def body(x, y, i):
        return (lax.psum(x, "i"), lax.pmean(x, "i"), lax.psum(x * x, "i"), lax.pmax(y, "i"), lax.pmin(y, "i"),
                lax.psum(i, "i"), lax.psum(x.sum(), "i"))
    x = np.array([1e8, 1.0, -1e8, 3.5, 1e-3, 2.0**24, -7.0, 1e-7], np.float32)[:, None] * np.ones((1, 4), np.float32)
    x = (x + mixed(r, 8, 4, hi=3)).astype(np.float32)
    x[:, 1] = x[::-1, 0]
    y = r.normal(8, 3)
    # XLA CPU's all-reduce max/min skips NaNs (it reduces with a compare-select from -inf/+inf, not
    # with the `maximum` of to_apply): one NaN is ignored, an all-NaN column gives -inf/+inf.
    y[5, 1] = np.nan
    y[:, 2] = np.nan
    f = shmap(body, m, (P("i"), P("i"), P("i")), (P(),) * 7)
    return f, (x, y, r.ints(8, 2, lo=-1000, hi=1000))


@_md("md_reduce_2d_8dev", ["collective", "all-reduce", "psum", "pmax", "pmin", "pmean", "2d-mesh", "replica-groups"],
     "2x4 mesh: psum over x, over y and over (x, y); pmax over y, pmin over x, pmean over (y, x)", 8)
def _(r):
    m = mesh2d(2, 4)
    def body(a, i):
        return (lax.psum(a, "x"), lax.psum(a, "y"), lax.psum(a, ("x", "y")), lax.pmax(a, "y"), lax.pmin(i, "x"),
                lax.pmean(a, ("y", "x")))
    f = shmap(body, m, (P("x", "y"), P("x", "y")),
              (P(None, "y"), P("x", None), P(), P("x", None), P(None, "y"), P()))
    return f, (mixed(r, 4, 8, hi=5), r.ints(4, 8))


@_md("md_all_gather_8dev", ["collective", "all-gather", "tiled", "stacked"],
     "all_gather over 8 devices: stacked on axes 0, 1 and 2, tiled on axes 0 and 1, of f32 and s32", 8)
def _(r):
    m = mesh1d(8)
    def body(x, i):
        return (lax.all_gather(x, "i"), lax.all_gather(x, "i", axis=1), lax.all_gather(x, "i", axis=2),
                lax.all_gather(x, "i", tiled=True), lax.all_gather(x, "i", axis=1, tiled=True),
                lax.all_gather(i, "i", axis=0, tiled=True))
    f = shmap(body, m, (P("i"), P("i")), (P(),) * 6)
    return f, (r.normal(16, 3), r.ints(8))


@_md("md_all_gather_2d_8dev", ["collective", "all-gather", "tiled", "stacked", "2d-mesh", "replica-groups"],
     "2x4 mesh: all_gather over y (tiled, axis 1), over x (stacked, axis 0), over (x, y) (tiled, axis 0)", 8)
def _(r):
    m = mesh2d(2, 4)
    def body(a):
        return (lax.all_gather(a, "y", axis=1, tiled=True), lax.all_gather(a, "x"),
                lax.all_gather(a, ("x", "y"), tiled=True), lax.all_gather(a, "y", axis=2))
    f = shmap(body, m, P("x", "y"), (P("x", None), P(None, None, "y"), P(), P("x", None, None)))
    return f, (r.normal(4, 8),)


@_md("md_all_gather_2dev", ["collective", "all-gather", "tiled", "stacked", "bf16", "pred"],
     "all_gather over 2 devices: bf16 tiled on axis 1, pred stacked on axis 1, f64 stacked on axis 0", 2)
def _(r):
    m = mesh1d(2)
    def body(b, p, d):
        return lax.all_gather(b, "i", axis=1, tiled=True), lax.all_gather(p, "i", axis=1), lax.all_gather(d, "i")
    f = shmap(body, m, (P("i"), P("i"), P("i")), (P(), P(), P()))
    return f, (r.normal(4, 3).astype(ml_dtypes.bfloat16), r.bools(4, 2), r.normal(2, dtype=np.float64))


@_md("md_psum_scatter_8dev", ["collective", "reduce-scatter", "psum_scatter", "tiled", "reduction-order"],
     "psum_scatter over 8 devices (different data on each): tiled on dimension 0 and 1, untiled on dimension 0, "
     "mixed magnitudes", 8)
def _(r):
    m = mesh1d(8)
    def body(x, y, z):
        return (lax.psum_scatter(x, "i", tiled=True), lax.psum_scatter(y, "i", scatter_dimension=1, tiled=True),
                lax.psum_scatter(z, "i", scatter_dimension=0))
    f = shmap(body, m, (P("i"), P(None, "i"), P("i")), (P("i"), P(None, "i"), P("i")))
    return f, (mixed(r, 8 * 16), mixed(r, 3, 8 * 16), mixed(r, 64, 3))


@_md("md_psum_scatter_2d_8dev", ["collective", "reduce-scatter", "psum_scatter", "2d-mesh", "replica-groups"],
     "2x4 mesh: psum_scatter over y (tiled, dimension 1), over x (untiled, dimension 0), over (x, y) (tiled)", 8)
def _(r):
    m = mesh2d(2, 4)
    def body(a, b, c):
        return (lax.psum_scatter(a, "y", scatter_dimension=1, tiled=True), lax.psum_scatter(b, "x"),
                lax.psum_scatter(c, ("x", "y"), tiled=True))
    f = shmap(body, m, (P("x", "y"), P("x", "y"), P("x", "y")),
              (P("x", "y"), P(("x", "y")), P(("x", "y"))))
    return f, (mixed(r, 4, 32), mixed(r, 4, 12), mixed(r, 16, 8))


@_md("md_all_to_all_8dev", ["collective", "all-to-all"],
     "all_to_all over 8 devices with split axis != concat axis (0->1, 1->0, 2->0, 1->2), tiled and untiled", 8)
def _(r):
    m = mesh1d(8)
    def body(a, b, c):
        return (lax.all_to_all(a, "i", 0, 1, tiled=True), lax.all_to_all(b, "i", 1, 0, tiled=True),
                lax.all_to_all(c, "i", 2, 0, tiled=True), lax.all_to_all(c, "i", 1, 2, tiled=True),
                lax.all_to_all(a, "i", 0, 1))
    f = shmap(body, m, (P("i"), P("i"), P("i")), (P("i"),) * 5)
    return f, (r.normal(64, 2), r.normal(16, 16), r.normal(8, 8, 8))


@_md("md_all_to_all_2d_8dev", ["collective", "all-to-all", "2d-mesh", "replica-groups"],
     "2x4 mesh: all_to_all over y (split 1, concat 0) and over x (split 0, concat 1)", 8)
def _(r):
    m = mesh2d(2, 4)
    def body(a):
        return lax.all_to_all(a, "y", 1, 0, tiled=True), lax.all_to_all(a, "x", 0, 1, tiled=True)
    f = shmap(body, m, P("x", "y"), (P("x", "y"), P("x", "y")))
    return f, (r.normal(8, 16),)


@_md("md_all_to_all_2dev", ["collective", "all-to-all", "s32"], "all_to_all over 2 devices, split 1 concat 0, s32", 2)
def _(r):
    m = mesh1d(2)
    f = shmap(lambda a: lax.all_to_all(a, "i", 1, 0, tiled=True), m, P("i"), P("i"))
    return f, (r.ints(4, 6),)


@_md("md_ppermute_8dev", ["collective", "collective-permute", "ppermute"],
     "ppermute over 8 devices: ring forward, ring backward, shift by 3, a partial permutation (devices "
     "without a source get zeros), pairwise swaps", 8)
def _(r):
    m = mesh1d(8)
    def body(x):
        return (lax.ppermute(x, "i", [(j, (j + 1) % 8) for j in range(8)]),
                lax.ppermute(x, "i", [(j, (j - 1) % 8) for j in range(8)]),
                lax.ppermute(x, "i", [(j, (j + 3) % 8) for j in range(8)]),
                lax.ppermute(x, "i", [(0, 7), (3, 4), (5, 1)]),
                lax.ppermute(x, "i", [(j, j ^ 1) for j in range(8)]))
    f = shmap(body, m, P("i"), (P("i"),) * 5)
    return f, (r.normal(16, 3),)


@_md("md_ppermute_2d_8dev", ["collective", "collective-permute", "ppermute", "2d-mesh"],
     "2x4 mesh: ppermute ring over y, swap over x, partial permutation over y", 8)
def _(r):
    m = mesh2d(2, 4)
    def body(a):
        return (lax.ppermute(a, "y", [(j, (j + 1) % 4) for j in range(4)]), lax.ppermute(a, "x", [(0, 1), (1, 0)]),
                lax.ppermute(a, "y", [(0, 2), (3, 1)]))
    f = shmap(body, m, P("x", "y"), (P("x", "y"),) * 3)
    return f, (r.normal(4, 8),)


@_md("md_ppermute_2dev", ["collective", "collective-permute", "ppermute", "u8"],
     "ppermute over 2 devices: swap and one-way (0 -> 1) of u8", 2)
def _(r):
    m = mesh1d(2)
    def body(x):
        return lax.ppermute(x, "i", [(0, 1), (1, 0)]), lax.ppermute(x, "i", [(0, 1)])
    f = shmap(body, m, P("i"), (P("i"), P("i")))
    return f, (r.ints(6, lo=0, hi=255, dtype=np.uint8),)


@_md("md_axis_index_2d_8dev", ["collective", "axis_index", "partition-id", "2d-mesh", "dynamic-slice"],
     "2x4 mesh: axis_index of x, of y, their linear index; dynamic_slice and select by them", 8)
def _(r):
    m = mesh2d(2, 4)
    def body(a, table):
        ix, iy = lax.axis_index("x"), lax.axis_index("y")
        lin = ix * 4 + iy
        row = lax.dynamic_slice_in_dim(table, lin, 1)
        return (jnp.stack([ix, iy, lin])[None], a * lin.astype(a.dtype) + row, jnp.where(iy % 2 == 0, a, -a))
    f = shmap(body, m, (P("x", "y"), P()), (P(("x", "y")), P("x", "y"), P("x", "y")))
    return f, (r.normal(2, 12), r.normal(8, 3))


@_md("md_axis_index_2dev", ["collective", "axis_index", "partition-id"],
     "axis_index over 2 devices selecting a device-specific scale", 2)
def _(r):
    m = mesh1d(2)
    def body(x):
        i = lax.axis_index("i")
        return x * jnp.array([0.5, -3.0], np.float32)[i], i[None]
    f = shmap(body, m, P("i"), (P("i"), P("i")))
    return f, (r.normal(4),)


@_md("md_dp_train_step_8dev", ["collective", "data-parallel", "grad", "mlp", "all-reduce", "pmean", "momentum"],
     "Data-parallel training step over 8 devices: per-device batch, 2-layer MLP loss and grads, pmean of "
     "the grads, SGD with momentum", 8)
def _(r):
    m = mesh1d(8)
    def loss(w, x, y):
        h = jnp.tanh(x @ w["w1"] + w["b1"])
        return jnp.mean((h @ w["w2"] + w["b2"] - y) ** 2)
    def body(w, mom, x, y):
        l, g = jax.value_and_grad(loss)(w, x, y)
        g = lax.pmean(g, "i")
        mom = jax.tree.map(lambda v, gi: 0.9 * v + gi, mom, g)
        w = jax.tree.map(lambda p, v: p - 0.05 * v, w, mom)
        return lax.pmean(l, "i"), w, mom
    w = {"w1": r.normal(4, 6, scale=0.5), "b1": r.normal(6, scale=0.1), "w2": r.normal(6, 2, scale=0.5),
         "b2": r.normal(2, scale=0.1)}
    mom = jax.tree.map(lambda a: r.normal(*a.shape, scale=0.01), w)
    f = shmap(body, m, (P(), P(), P("i"), P("i")), (P(), P(), P()))
    return f, (w, mom, r.normal(16, 4), r.normal(16, 2))


@_md("md_megatron_mlp_4dev", ["collective", "tensor-parallel", "megatron", "mlp", "all-reduce", "psum"],
     "Tensor-parallel (Megatron) MLP over 4 devices: column-parallel W1, row-parallel W2, psum of the "
     "partial outputs", 4)
def _(r):
    m = mesh1d(4)
    def body(x, w1, b1, w2, b2):
        h = jax.nn.gelu(x @ w1 + b1)
        return lax.psum(h @ w2, "i") + b2
    f = shmap(body, m, (P(), P(None, "i"), P("i"), P("i", None), P()), P())
    return f, (r.normal(3, 8), r.normal(8, 16, scale=0.4), r.normal(16, scale=0.1), r.normal(16, 8, scale=0.3),
               r.normal(8, scale=0.1))


@_md("md_megatron_dp_train_2x4_8dev", ["collective", "tensor-parallel", "data-parallel", "megatron", "grad",
                                       "2d-mesh", "all-reduce", "psum", "pmean"],
     "2x4 mesh: data-parallel over x, Megatron tensor-parallel MLP over y; forward psum over y, grads "
     "(transposed psum) and pmean over x, SGD update of the sharded weights", 8)
def _(r):
    m = mesh2d(2, 4, ("dp", "tp"))
    def loss(w1, w2, x, y):
        h = jnp.tanh(x @ w1)
        out = lax.psum(h @ w2, "tp")
        return jnp.mean((out - y) ** 2)
    def body(w1, w2, x, y):
        l, (g1, g2) = jax.value_and_grad(loss, argnums=(0, 1))(w1, w2, x, y)
        g1, g2 = lax.pmean(g1, "dp"), lax.pmean(g2, "dp")
        return lax.pmean(l, "dp"), w1 - 0.1 * g1, w2 - 0.1 * g2
    f = jax.shard_map(body, mesh=m, in_specs=(P(None, "tp"), P("tp", None), P("dp"), P("dp")),
                      out_specs=(P(), P(None, "tp"), P("tp", None)))
    return f, (r.normal(4, 8, scale=0.5), r.normal(8, 3, scale=0.5), r.normal(6, 4), r.normal(6, 3))


@_md("md_zero_update_4dev", ["collective", "zero", "sharded-optimizer", "all-gather", "reduce-scatter",
                             "psum_scatter", "adam", "grad"],
     "ZeRO-style step over 4 devices: parameters and Adam state sharded, all_gather of the parameters, "
     "local grads on the local batch, psum_scatter of the grads, Adam update of the local shard", 4)
def _(r):
    m = mesh1d(4)
    def loss(flat, x, y):
        w = flat[:24].reshape(4, 6)
        b = flat[24:30]
        return jnp.mean((jnp.tanh(x @ w + b).sum(-1) - y) ** 2)
    def body(p, mu, nu, step, x, y):
        full = lax.all_gather(p, "i", tiled=True)
        l, g = jax.value_and_grad(loss)(full, x, y)
        g = lax.psum_scatter(g, "i", tiled=True) / 4
        t = step + 1
        mu = 0.9 * mu + 0.1 * g
        nu = 0.999 * nu + 0.001 * g * g
        mhat = mu / (1 - 0.9 ** t.astype(jnp.float32))
        vhat = nu / (1 - 0.999 ** t.astype(jnp.float32))
        return p - 0.01 * mhat / (jnp.sqrt(vhat) + 1e-8), mu, nu, t, lax.pmean(l, "i")
    f = shmap(body, m, (P("i"), P("i"), P("i"), P(), P("i"), P("i")), (P("i"), P("i"), P("i"), P(), P()))
    return f, (r.normal(32, scale=0.5), r.normal(32, scale=0.01), r.uniform(32, hi=1e-3), np.int32(3),
               r.normal(8, 4), r.normal(8))


@_md("md_pipeline_4dev", ["collective", "pipeline", "collective-permute", "ppermute", "while", "fori_loop"],
     "GPipe-style pipeline over 4 stages: a fori_loop over micro-batch steps, each stage applies its layer "
     "and ppermutes its activations to the next stage; psum collects the last stage's outputs", 4)
def _(r):
    m = mesh1d(4)
    M, S = 5, 4
    def body(w, xs):
        w = w[0]
        i = lax.axis_index("i")
        def step(t, carry):
            h, outs = carry
            inp = jnp.where(i == 0, xs[jnp.minimum(t, M - 1)], h)
            y = jnp.tanh(inp @ w)
            k = t - (S - 1)
            outs = jnp.where((i == S - 1) & (k >= 0), outs.at[jnp.clip(k, 0, M - 1)].set(y), outs)
            h = lax.ppermute(y, "i", [(j, j + 1) for j in range(S - 1)])
            return h, outs
        h0 = jnp.zeros(xs.shape[1:], xs.dtype)
        _, outs = lax.fori_loop(0, M + S - 1, step, (h0, jnp.zeros_like(xs)))
        return lax.psum(outs, "i")
    f = shmap(body, m, (P("i"), P()), P())
    return f, (r.normal(4, 3, 3, scale=0.8), r.normal(M, 2, 3))


# -- jit with NamedSharding: the SPMD partitioner inserts the collectives

def _named(mesh, *specs):
    return tuple(jax.sharding.NamedSharding(mesh, s) for s in specs)


@_md("md_auto_matmul_2x4_8dev", ["collective", "auto-sharding", "dot", "2d-mesh", "all-gather", "all-reduce",
                                 "collective-permute", "replica-groups", "iota-replica-groups",
                                 "mesh-replica-groups"],
     "jit on a 2x4 mesh, no shard_map: matmuls whose in/out NamedShardings make the partitioner insert "
     "all-gathers, all-reduces and collective-permutes (replica groups as lists, iota and mesh-axes forms)",
     8, kind="jit")
def _(r):
    m = mesh2d(2, 4)
    def f(a, b, c, d):
        return a @ b, a @ c, c.T @ d, (a @ b).sum(0)
    ins = _named(m, P("x", "y"), P("y", "x"), P(None, "y"), P(None, "x"))
    outs = _named(m, P("x", "y"), P("y", None), P(), P("y"))
    return f, (r.normal(8, 16), r.normal(16, 8), r.normal(16, 8), r.normal(16, 8)), \
        {"in_shardings": ins, "out_shardings": outs}


@_md("md_auto_matmul2_2x4_8dev", ["collective", "auto-sharding", "dot", "2d-mesh", "all-gather",
                                  "collective-permute", "all-to-all", "mesh-replica-groups"],
     "jit on a 2x4 mesh: a matmul of two (x, y)-sharded operands into a (y, x)-sharded result, and a "
     "resharding transpose (compiler-inserted all-gathers, permutes, all-to-all)", 8, kind="jit")
def _(r):
    m = mesh2d(2, 4)
    def f(a, b):
        return a @ b, a.T * 2
    ins = _named(m, P("x", "y"), P("x", "y"))
    outs = _named(m, P("y", "x"), P("x", "y"))
    return f, (r.normal(8, 16), r.normal(16, 8)), {"in_shardings": ins, "out_shardings": outs}


@_md("md_auto_matmul_2x2_4dev", ["collective", "auto-sharding", "dot", "2d-mesh", "all-gather", "all-reduce",
                                 "all-to-all", "collective-permute", "replica-groups", "iota-replica-groups",
                                 "mesh-replica-groups"],
     "jit on a 2x2 mesh: sharded matmuls whose in/out NamedShardings make the partitioner insert all-reduces, "
     "all-gathers, an all-to-all and collective-permutes", 4, kind="jit")
def _(r):
    m = mesh2d(2, 2)
    def f(a, b, c, d, e):
        ab = a @ b
        return ab, jnp.tanh(ab), a @ e, c @ d, (a @ e).sum()
    ins = _named(m, P("x", "y"), P("y", None), P(None, "x"), P(None, "y"), P("x", "y"))
    outs = _named(m, P("x", None), P("x", "y"), P("y", "x"), P("x", "y"), P())
    return f, (r.normal(4, 8), r.normal(8, 6), r.normal(4, 8), r.normal(8, 6), r.normal(8, 6)), \
        {"in_shardings": ins, "out_shardings": outs}


@_md("md_auto_mlp_8dev", ["collective", "auto-sharding", "mlp", "sharding-constraint", "all-gather",
                          "reduce-scatter", "all-reduce"],
     "jit over 8 devices (1-D mesh): an MLP with batch-sharded input and with_sharding_constraint on the "
     "hidden layer sharded over features", 8, kind="jit")
def _(r):
    m = mesh1d(8)
    def f(x, w1, w2):
        h = jax.lax.with_sharding_constraint(jax.nn.relu(x @ w1), jax.sharding.NamedSharding(m, P(None, "i")))
        return h @ w2, jnp.mean(h, axis=0)
    ins = _named(m, P("i"), P(), P("i", None))
    outs = _named(m, P("i"), P("i"))
    return f, (r.normal(16, 8), r.normal(8, 16, scale=0.4), r.normal(16, 4, scale=0.3)), \
        {"in_shardings": ins, "out_shardings": outs}


@_md("md_auto_2dev", ["collective", "auto-sharding", "dot", "all-reduce", "all-gather"],
     "jit over 2 devices: contraction over the sharded dimension (all-reduce) and a resharding (all-gather)",
     2, kind="jit")
def _(r):
    m = mesh1d(2)
    def f(a, b):
        return a @ b, a * 3
    ins = _named(m, P(None, "i"), P("i", None))
    outs = _named(m, P(), P())
    return f, (r.normal(3, 8), r.normal(8, 5)), {"in_shardings": ins, "out_shardings": outs}


# -- pmap (jax >= 0.8 compiles it as jit(shard_map): num_partitions = N) and the same bodies as
#    cross-replica modules (replica_count = N)

def _pmap_collectives(n):
    def build(r):
        def body(x, i):
            ix = lax.axis_index("p")
            return (lax.psum(x, "p"), lax.pmean(x, "p"), lax.pmax(i, "p"),
                    lax.ppermute(x, "p", [(j, (j + 1) % n) for j in range(n)]),
                    lax.ppermute(x, "p", [(0, n - 1)]),
                    ix, x * ix.astype(x.dtype), lax.all_gather(x, "p"), lax.all_gather(x, "p", axis=1, tiled=True),
                    lax.psum_scatter(x, "p", scatter_dimension=1, tiled=True),
                    lax.all_to_all(x.reshape(n, -1), "p", 0, 1, tiled=True))
        return body, (mixed(r, n, 2, n, hi=6), r.ints(n, 3)), {"axis_name": "p"}
    return build


def _pmap_train_step(r):
    def loss(w, x, y):
        return jnp.mean((jnp.tanh(x @ w[0]) @ w[1] - y) ** 2)
    def body(w, x, y):
        l, g = jax.value_and_grad(loss)(w, x, y)
        g = lax.pmean(g, "p")
        return lax.pmean(l, "p"), jax.tree.map(lambda a, b: a - 0.1 * b, w, g)
    return body, ((r.normal(3, 5), r.normal(5, 2)), r.normal(4, 2, 3), r.normal(4, 2, 2)), \
        {"axis_name": "p", "in_axes": (None, 0, 0), "out_axes": (None, None)}


for _n in (2, 4, 8):
    _desc = (f"over {_n} devices: psum, pmean, pmax, ppermute (ring and one pair), axis_index, all_gather "
             "(stacked and tiled), psum_scatter, all_to_all")
    _md(f"md_pmap_collectives_{_n}dev", ["collective", "pmap", "all-reduce", "all-gather", "collective-permute",
                                          "reduce-scatter", "all-to-all", "axis_index"],
        "jax.pmap " + _desc, _n, kind="pmap")(_pmap_collectives(_n))
    _md(f"md_replica_collectives_{_n}dev", ["collective", "pmap", "cross-replica", "replica-id", "all-reduce",
                                             "all-gather", "collective-permute", "reduce-scatter", "all-to-all"],
        "Cross-replica module (replica_count, replica-id) of the jax.pmap body " + _desc, _n,
        kind="replica")(_pmap_collectives(_n))

_md("md_pmap_train_step_4dev", ["collective", "pmap", "data-parallel", "grad", "pmean"],
    "jax.pmap data-parallel training step over 4 devices (replicated weights, in_axes=None), pmean of grads",
    4, kind="pmap")(_pmap_train_step)
_md("md_replica_train_step_4dev", ["collective", "pmap", "cross-replica", "data-parallel", "grad", "pmean"],
    "Cross-replica module of a jax.pmap data-parallel training step over 4 devices, pmean of grads",
    4, kind="replica")(_pmap_train_step)


# ---------------------------------------------------------------- small models

def _dense_init(r, sizes):
    return [(r.normal(a, b, scale=1 / np.sqrt(a)), r.normal(b, scale=0.1)) for a, b in zip(sizes[:-1], sizes[1:])]


def mlp_apply(params, x):
    for w, b in params[:-1]:
        x = jax.nn.relu(x @ w + b)
    w, b = params[-1]
    return x @ w + b


def xent(logits, labels):
    return -jnp.mean(jnp.sum(jax.nn.log_softmax(logits) * jax.nn.one_hot(labels, logits.shape[-1], dtype=logits.dtype), -1))


@program("model_mlp_fwd", ["model", "mlp", "forward"], "2-hidden-layer MLP forward with softmax")
def _(r):
    return (lambda p, x: jax.nn.softmax(mlp_apply(p, x))), (_dense_init(r, [16, 32, 32, 10]), r.normal(8, 16))


@program("model_mlp_grad", ["model", "mlp", "grad", "backward"],
         "MLP cross-entropy value_and_grad + SGD update")
def _(r):
    def f(p, x, y):
        l, g = jax.value_and_grad(lambda p: xent(mlp_apply(p, x), y))(p)
        return l, jax.tree.map(lambda a, b: a - 0.01 * b, p, g)
    return f, (_dense_init(r, [16, 32, 10]), r.normal(8, 16), r.ints(8, lo=0, hi=9))


def cnn_apply(p, x):
    x = lax.conv_general_dilated(x, p["c1"], (1, 1), "SAME", dimension_numbers=DN2) + p["b1"]
    x = jax.nn.relu(x)
    x = lax.reduce_window(x, -jnp.inf, lax.max, (1, 2, 2, 1), (1, 2, 2, 1), "VALID")
    x = lax.conv_general_dilated(x, p["c2"], (2, 2), "SAME", dimension_numbers=DN2)
    x = jax.nn.gelu(x)
    x = x.mean((1, 2))
    return x @ p["w"]


def _cnn_params(r):
    return {"c1": r.normal(3, 3, 3, 8, scale=0.3), "b1": r.normal(8, scale=0.1),
            "c2": r.normal(3, 3, 8, 16, scale=0.2), "w": r.normal(16, 5, scale=0.25)}


@program("model_cnn_fwd", ["model", "cnn", "convolution", "forward"], "Small CNN forward (conv, relu, maxpool, gelu, mean)")
def _(r):
    return cnn_apply, (_cnn_params(r), r.normal(2, 8, 8, 3))


@program("model_cnn_grad", ["model", "cnn", "convolution", "grad", "backward", "select-and-scatter"],
         "Small CNN loss gradient (conv backprop, select-and-scatter)")
def _(r):
    def f(p, x, y):
        return jax.value_and_grad(lambda p: xent(cnn_apply(p, x), y))(p)
    return f, (_cnn_params(r), r.normal(2, 8, 8, 3), np.array([1, 3], np.int32))


def layer_norm(x, g, b, eps=1e-5):
    mu = x.mean(-1, keepdims=True)
    var = ((x - mu) ** 2).mean(-1, keepdims=True)
    return (x - mu) * lax.rsqrt(var + eps) * g + b


def transformer_block(p, x, heads=4):
    B, T, D = x.shape
    h = layer_norm(x, p["ln1_g"], p["ln1_b"])
    qkv = h @ p["wqkv"]
    q, k, v = jnp.split(qkv, 3, axis=-1)
    q, k, v = (t.reshape(B, T, heads, D // heads) for t in (q, k, v))
    att = jnp.einsum("bthd,bshd->bhts", q, k) * np.float32(1 / np.sqrt(D // heads))
    mask = jnp.tril(jnp.ones((T, T), bool))
    att = jax.nn.softmax(jnp.where(mask, att, -1e9), -1)
    o = jnp.einsum("bhts,bshd->bthd", att, v).reshape(B, T, D)
    x = x + o @ p["wo"]
    h = layer_norm(x, p["ln2_g"], p["ln2_b"])
    return x + jax.nn.gelu(h @ p["w1"]) @ p["w2"]


def _tblock_params(r, D=32, F=64):
    return {"ln1_g": np.ones(D, np.float32), "ln1_b": np.zeros(D, np.float32), "wqkv": r.normal(D, 3 * D, scale=D ** -0.5),
            "wo": r.normal(D, D, scale=D ** -0.5), "ln2_g": np.ones(D, np.float32), "ln2_b": np.zeros(D, np.float32),
            "w1": r.normal(D, F, scale=D ** -0.5), "w2": r.normal(F, D, scale=F ** -0.5)}


@program("model_transformer_fwd", ["model", "transformer", "attention", "forward"],
         "Pre-LN transformer block forward (causal attention, 4 heads, gelu MLP)")
def _(r):
    return transformer_block, (_tblock_params(r), r.normal(2, 8, 32))


@program("model_transformer_grad", ["model", "transformer", "attention", "grad", "backward"],
         "Transformer block value_and_grad of an MSE loss")
def _(r):
    def f(p, x, t):
        return jax.value_and_grad(lambda p: jnp.mean((transformer_block(p, x) - t) ** 2))(p)
    return f, (_tblock_params(r), r.normal(2, 8, 32), r.normal(2, 8, 32))


def lstm_apply(p, xs):
    H_ = p["wh"].shape[0]
    def cell(carry, x):
        h, c = carry
        z = x @ p["wx"] + h @ p["wh"] + p["b"]
        i, f_, g, o = jnp.split(z, 4, -1)
        c = jax.nn.sigmoid(f_) * c + jax.nn.sigmoid(i) * jnp.tanh(g)
        h = jax.nn.sigmoid(o) * jnp.tanh(c)
        return (h, c), h
    B = xs.shape[1]
    (h, c), hs = lax.scan(cell, (jnp.zeros((B, H_), xs.dtype), jnp.zeros((B, H_), xs.dtype)), xs)
    return hs @ p["wy"]


def _lstm_params(r, I=4, H_=8, O=3):
    return {"wx": r.normal(I, 4 * H_, scale=0.4), "wh": r.normal(H_, 4 * H_, scale=0.3),
            "b": np.zeros(4 * H_, np.float32), "wy": r.normal(H_, O, scale=0.3)}


@program("model_lstm_fwd", ["model", "lstm", "scan", "while", "forward"], "LSTM over 5 steps (scan)")
def _(r):
    return lstm_apply, (_lstm_params(r), r.normal(5, 2, 4))


@program("model_lstm_grad", ["model", "lstm", "scan", "while", "grad", "backward"], "LSTM loss gradient (reverse scan)")
def _(r):
    def f(p, xs, ys):
        return jax.value_and_grad(lambda p: jnp.mean((lstm_apply(p, xs) - ys) ** 2))(p)
    return f, (_lstm_params(r), r.normal(5, 2, 4), r.normal(5, 2, 3))


# ---------------------------------------------------------------- transformations

@program("custom_jvp_vjp", ["custom_jvp", "custom_vjp", "grad", "transform"],
         "custom_jvp (safe log1pexp) and custom_vjp (gradient clipping) under grad and jvp")
def _(r):
    @jax.custom_jvp
    def softplus(x):
        return jnp.logaddexp(x, 0.0)

    @softplus.defjvp
    def softplus_jvp(primals, tangents):
        (x,), (t,) = primals, tangents
        return softplus(x), t * jax.nn.sigmoid(x)

    @jax.custom_vjp
    def clip_grad(x):
        return x

    clip_grad.defvjp(lambda x: (x, None), lambda _, g: (jnp.clip(g, -0.1, 0.1),))

    def f(x):
        g1 = jax.grad(lambda x: softplus(x).sum())(x)
        g2 = jax.grad(lambda x: (clip_grad(x) ** 3).sum())(x)
        _, t = jax.jvp(softplus, (x,), (jnp.ones_like(x),))
        return softplus(x), g1, g2, t
    return f, (special_floats(r)[:12],)


@program("vmap_batched", ["vmap", "transform", "dot", "dynamic-slice"],
         "vmap over matmul, per-example dynamic_slice, nested vmap, in_axes/out_axes variants")
def _(r):
    def f(a, b, idx):
        mv = jax.vmap(lambda m, v: m @ v, in_axes=(None, 0))(a, b)
        ds = jax.vmap(lambda v, i: lax.dynamic_slice(v, (i,), (2,)))(b, idx)
        nv = jax.vmap(jax.vmap(lambda x, y: x * y + jnp.sin(x), (0, None)), (None, 0))(b[0], b[:, 0])
        oa = jax.vmap(lambda v: jnp.outer(v, v), out_axes=2)(b)
        return mv, ds, nv, oa
    return f, (r.normal(3, 4), r.normal(5, 4), np.array([0, 1, 2, 3, 9], np.int32))


@program("remat_checkpoint", ["remat", "checkpoint", "opt-barrier", "grad", "transform"],
         "jax.checkpoint (remat) inside grad -> optimization barriers; checkpoint policies")
def _(r):
    def f(w, x):
        @jax.checkpoint
        def layer(w, h):
            return jnp.tanh(h @ w)
        pol = jax.checkpoint(lambda w, h: jnp.sin(h @ w) @ w, policy=jax.checkpoint_policies.dots_saveable)
        def loss(w):
            h = layer(w, x)
            h = layer(w, h)
            return pol(w, h).sum()
        return jax.value_and_grad(loss)(w)
    return f, (r.normal(4, 4, scale=0.5), r.normal(3, 4))


@program("hessian_jacfwd", ["hessian", "jacfwd", "jacrev", "transform"],
         "jax.hessian, jacfwd and jacrev of small scalar/vector functions")
def _(r):
    def g(x):
        return jnp.sum(jnp.sin(x) * x ** 2) + jnp.prod(x[:2])
    def f(x):
        return jax.hessian(g)(x), jax.jacfwd(jnp.tanh)(x), jax.jacrev(lambda x: x ** 3 + x[::-1])(x)
    return f, (r.normal(4),)


@program("stop_gradient_misc", ["stop_gradient", "grad", "transform", "logsumexp"],
         "stop_gradient, where-gradient with nan safety, grad of max/abs/sort (ties)")
def _(r):
    def f(x):
        safe = jax.grad(lambda x: jnp.where(x > 0, jnp.sqrt(jnp.where(x > 0, x, 1.0)), 0.0).sum())(x)
        sg = jax.grad(lambda x: (x * lax.stop_gradient(x)).sum())(x)
        gm = jax.grad(lambda x: jnp.max(x) + jnp.abs(x).sum() + jnp.sort(x)[0])(x)
        return safe, sg, gm
    return f, (np.array([1.0, -1.0, 0.0, 2.0, 2.0, -3.0], np.float32),)


@program("large_constants", ["constant", "large-constant", "literal"],
         "Closed-over numpy arrays of several dtypes become large constants (printed in full)")
def _(r):
    table = r.normal(40, 8)
    ints = r.ints(64, lo=-1000, hi=1000, dtype=np.int64)
    bits = r.bools(33)
    halfs = r.normal(20).astype(np.float16)
    bf = r.normal(20).astype(ml_dtypes.bfloat16)
    cpx = r.complex(12)
    weird = np.array([np.nan, -np.nan, np.inf, -np.inf, -0.0, 1e-45, 3.4028235e38, 1.1754944e-38] * 2, np.float32)
    def f(x):
        return (x @ table.T, ints * 3, jnp.logical_xor(bits, True), halfs * 2, bf + 1, cpx * 2, weird + x[0, 0],
                jnp.asarray(np.arange(24, dtype=np.uint8).reshape(2, 3, 4)) + 1)
    return f, (r.normal(3, 8),)


@program("while_tuple_state", ["while", "tuple", "get-tuple-element", "control-flow"],
         "while loop with mixed-dtype tuple state (s32 counter, f32 tensor, pred flag, u32 key)")
def _(r):
    def f(x):
        def cond(s):
            i, v, done, k = s
            return (i < 10) & ~done
        def body(s):
            i, v, done, k = s
            v = v * 0.7 + jnp.sin(v)
            k = k * jnp.uint32(1664525) + jnp.uint32(1013904223)
            return i + 1, v, jnp.all(jnp.abs(v) < 1e-3), k
        return lax.while_loop(cond, body, (jnp.int32(0), x, jnp.bool_(False), jnp.uint32(1)))
    return f, (r.normal(4),)


@program("expm1_log1p_logistic_cbrt", ["elementwise", "unary", "expm1", "log1p", "logistic", "cbrt", "rsqrt", "f16", "f64"],
         "expm1/log1p/logistic/cbrt/rsqrt around tricky points on f16/f32/f64")
def _(r):
    def f(x, d, h):
        return tuple(op(t) for t in (x, d, h) for op in (jnp.expm1, jnp.log1p, lax.logistic, jnp.cbrt, lax.rsqrt))
    x = np.array([-1.0, -0.5, -1e-8, 0.0, 1e-8, 1e-3, 0.5, 10.0, 100.0, -100.0, -1.5, np.inf, -np.inf, np.nan, 1e-30, -27.0], np.float32)
    return f, (x, x.astype(np.float64), x.astype(np.float16))


@program("image_resize_interp", ["gather", "image", "resize", "dot"],
         "jax.image.resize linear/nearest and jnp.interp")
def _(r):
    def f(img, xp):
        return (jax.image.resize(img, (6, 10, 3), "linear"), jax.image.resize(img, (2, 3, 3), "nearest"),
                jnp.interp(xp, jnp.arange(5, dtype=jnp.float32), jnp.arange(5, dtype=jnp.float32) ** 2))
    return f, (r.normal(4, 5, 3), np.array([-1.0, 0.5, 2.2, 3.9, 7.0], np.float32))


# --------------------------------------------------------------------------------------
# Generation
# --------------------------------------------------------------------------------------

PRINT_OPTS = H.HloPrintOptions()
PRINT_OPTS.print_large_constants = True


@contextlib.contextmanager
def jax_config(**cfg):
    old = {k: getattr(jax.config, k) for k in cfg}
    try:
        for k, v in cfg.items():
            jax.config.update(k, v)
        yield
    finally:
        for k, v in old.items():
            jax.config.update(k, v)


def hlo_text(module) -> str:
    text = module.to_string(PRINT_OPTS)
    if "{...}" in text:
        raise RuntimeError("elided constant {...} in printed module")
    return text


def run_text_on_xla(text: str, args: list[np.ndarray]) -> list[np.ndarray]:
    """Parse ``text`` with XLA's parser, compile it on XLA:CPU and run it on ``args``."""
    m = H.hlo_module_from_text(text)
    mlir = xc._xla.mlir.hlo_to_stablehlo(m.as_serialized_hlo_module_proto())
    cpu = jax.devices("cpu")
    exe = cpu[0].client.compile_and_load(mlir, xc.DeviceList(tuple(cpu[:1])), xc.CompileOptions())
    outs = exe.execute([jax.device_put(a, cpu[0]) for a in args])
    return [np.asarray(o) for o in outs]


# ---------------------------------------------------------------- multi-device execution

def xla_compile(text: str, replicas: int, partitions: int, assignment=None):
    """Parse ``text`` with XLA's parser and compile it on XLA:CPU for ``replicas`` x
    ``partitions`` devices; ``assignment`` (jax device ids, default 0..N-1) gives the device of
    XLA device id ``replica * partitions + partition``."""
    m = H.hlo_module_from_text(text)
    mlir = xc._xla.mlir.hlo_to_stablehlo(m.as_serialized_hlo_module_proto())
    cpu = jax.devices("cpu")
    n = replicas * partitions
    assignment = np.arange(n) if assignment is None else np.asarray(assignment)
    assignment = assignment.reshape(replicas, partitions)
    opts = xc.CompileOptions()
    eb = opts.executable_build_options
    eb.num_replicas = replicas
    eb.num_partitions = partitions
    if partitions > 1:
        eb.use_spmd_partitioning = True
        eb.use_shardy_partitioner = bool(jax.config.jax_use_shardy_partitioner)
    eb.device_assignment = xc.DeviceAssignment.create(assignment)
    opts.num_replicas = replicas
    opts.num_partitions = partitions
    devs = xc.DeviceList(tuple(cpu[i] for i in assignment.ravel()))
    return cpu[0].client.compile_and_load(mlir, devs, opts)


def device_ids(exe) -> dict[int, int]:
    """jax device id -> XLA device id (replica * num_partitions + partition) for a loaded
    executable: the position of the device in ``local_devices()``, which lists the device
    assignment in that order (established by :func:`check_device_ids`)."""
    return {d.id: k for k, d in enumerate(exe.local_devices())}


def _device_of(a) -> int:
    (d,) = a.devices()
    return d.id


def per_device(arr, ids: dict[int, int]) -> dict[int, np.ndarray]:
    """{XLA device id: that device's piece} of a jax Array (its addressable shards)."""
    out = {ids[s.device.id]: np.asarray(s.data) for s in arr.addressable_shards}
    if sorted(out) != list(range(len(ids))):
        raise RuntimeError(f"array has shards on devices {sorted(out)}, expected all of 0..{len(ids) - 1}")
    return out


def _replicated_input(exe, pieces: dict[int, np.ndarray]):
    """One argument of an executable run with execute_sharded: device D gets ``pieces[D]``."""
    devs = list(exe.local_devices())
    mesh = Mesh(np.array(devs), ("d",))
    shards = [jax.device_put(pieces[k], devs[k]) for k in range(len(devs))]
    return jax.make_array_from_single_device_arrays(pieces[0].shape, jax.sharding.NamedSharding(mesh, P()), shards)


def run_partitioned_on_xla(text: str, args: list[np.ndarray], out_shapes: list[tuple], n: int):
    """Compile ``text`` (a jax pre-partitioning module) for ``n`` partitions and run it on the
    global ``args``.  Returns (per-device inputs, per-device outputs, global outputs)."""
    from jax._src.sharding_impls import GSPMDSharding

    exe = xla_compile(text, 1, n)
    ids = device_ids(exe)
    if ids != {k: k for k in range(n)}:
        raise RuntimeError(f"unexpected device order {ids}")
    devs = xc.DeviceList(tuple(exe.local_devices()))
    ins = [jax.device_put(a, GSPMDSharding(devs, s)) for a, s in zip(args, exe.get_parameter_shardings())]
    res = exe.execute_sharded(ins).disassemble_into_single_device_arrays()
    dev_out = [{ids[_device_of(a)]: np.asarray(a) for a in shards} for shards in res]
    glob = [np.asarray(jax.make_array_from_single_device_arrays(shape, GSPMDSharding(devs, s), shards))
            for shards, s, shape in zip(res, exe.get_output_shardings(), out_shapes)]
    return [per_device(a, ids) for a in ins], dev_out, glob


def run_replicated_on_xla(text: str, dev_args: list[dict[int, np.ndarray]], n: int) -> list[dict[int, np.ndarray]]:
    """Compile ``text`` (a per-replica module) for ``n`` replicas and run it with device D's
    arguments ``dev_args[i][D]``; returns the per-device outputs."""
    exe = xla_compile(text, n, 1)
    ids = device_ids(exe)
    if ids != {k: k for k in range(n)}:
        raise RuntimeError(f"unexpected device order {ids}")
    res = exe.execute_sharded([_replicated_input(exe, a) for a in dev_args]).disassemble_into_single_device_arrays()
    return [{ids[_device_of(a)]: np.asarray(a) for a in shards} for shards in res]


def check_device_ids() -> None:
    """Establish by experiment what XLA device id each jax device has in an executable.

    XLA numbers the devices of a (replicas x partitions) device assignment replica * P +
    partition; replica-id / partition-id read that pair on each device.  Checks that the
    position of a device in ``LoadedExecutable.local_devices()`` is that number, for raw XLA
    executables with permuted assignments (partitions, replicas, both), for jit(shard_map)
    over a permuted and an in-order mesh (axis_index = partition-id there), and for jax.pmap
    (where it is also the index along the mapped axis)."""
    n = min(8, len(jax.devices("cpu")))
    perm = np.random.default_rng(0).permutation(n)

    def raw(rep, part, assignment):
        man = ", sharding={manual}" if part > 1 else ""
        text = (f"HloModule ids\nENTRY e {{\n  r = u32[] replica-id(){man}\n  p = u32[] partition-id(){man}\n"
                f"  k = u32[] constant({part}){man}\n  m = u32[] multiply(r, k){man}\n"
                f"  ROOT id = u32[] add(m, p){man}\n}}\n")
        exe = xla_compile(text, rep, part, assignment)
        ids = device_ids(exe)
        got = {_device_of(a): int(np.asarray(a)) for a in exe.execute_sharded([]).disassemble_into_single_device_arrays()[0]}
        want = {int(dev): k for k, dev in enumerate(np.asarray(assignment).ravel())}
        if not got == want == ids:
            raise AssertionError(f"device ids ({rep}x{part}, {assignment}): ran {got}, assignment {want}, local_devices {ids}")

    raw(1, n, perm)
    raw(n, 1, perm)
    if n % 2 == 0:
        raw(2, n // 2, perm)
    for devs in (np.array(jax.devices()[:n])[perm], np.array(jax.devices()[:n])):
        mesh = Mesh(devs, ("i",))
        f = jax.jit(shmap(lambda: lax.axis_index("i")[None], mesh, (), P("i")))
        c = f.lower().compile()
        ids = device_ids(c.runtime_executable())
        got = {s.device.id: int(np.asarray(s.data)[0]) for s in c().addressable_shards}
        if got != ids or ids != {int(d.id): k for k, d in enumerate(devs)}:
            raise AssertionError(f"shard_map device ids: axis_index {got}, local_devices {ids}")
    g = jax.pmap(lambda x: x + lax.axis_index("p"), axis_name="p")
    c = g.lower(np.zeros(n, np.int32)).compile()
    ids = device_ids(c.runtime_executable())
    out = c(np.zeros(n, np.int32))
    got = {s.device.id: int(np.asarray(s.data)[0]) for s in out.addressable_shards}
    along = {s.device.id: s.index[0].start for s in out.addressable_shards}
    if not got == ids == along == {d.id: d.id for d in jax.devices()[:n]}:
        raise AssertionError(f"pmap device ids: axis_index {got}, local_devices {ids}, shard index {along}")


def to_replica_module(text: str, n: int, name: str) -> str:
    """The per-replica module (replica_count=n) of a jax.pmap program.

    ``text`` is jax's lowering of the pmap with the legacy GSPMD partitioner: jax (>= 0.8)
    lowers pmap as jit(shard_map), whose body is a computation ``shmap_body`` with per-device
    shapes, called once from an ENTRY that only shards and unshards (custom-calls Sharding /
    SPMDFullToShardShape / SPMDShardToFullShape).  Its collectives name global device ids in
    cross-partition form (channel_id, use_global_device_ids=true) and axis_index reads
    partition-id.  With n replicas and one partition those ids are the replica ids, so: the
    body becomes the ENTRY, the collectives lose channel_id and use_global_device_ids (XLA's
    cross-replica mode: groups and source-target pairs name replicas) and partition-id
    becomes replica-id.  (jax no longer emits cross-replica modules itself.)"""
    entry = _entry_block(text)
    bodies = re.findall(r"^%(shmap_body[\w.]*) \(", text, re.M)
    if len(bodies) != 1 or entry.count(f"to_apply=%{bodies[0]},") + entry.count(f"to_apply=%{bodies[0]}\n") != 1:
        raise RuntimeError(f"expected one shmap_body called once from the entry, found {bodies}")
    for line in entry.splitlines()[1:-1]:
        op = re.search(r" ([a-z][a-z0-9-]*)\((?=[%\d)])", line)
        ok = {"parameter", "call", "get-tuple-element", "tuple", "reshape"}
        if op is None or not (op.group(1) in ok or re.search(
                r'custom_call_target="(Sharding|SPMDFullToShardShape|SPMDShardToFullShape)"', line)):
            raise RuntimeError(f"unexpected instruction in the pmap entry: {line.strip()[:120]}")
    out = text.replace(entry, "")
    out = re.sub(rf"^%{re.escape(bodies[0])} \(", f"ENTRY %{bodies[0]} (", out, count=1, flags=re.M)
    out = re.sub(r"channel_id=\d+, ", "", out)
    out = out.replace(", use_global_device_ids=true", "").replace(" partition-id()", " replica-id()")
    for bad in ("channel_id", "use_global_device_ids", "partition-id", "sharding="):
        if bad in out:
            raise RuntimeError(f"{bad} left in the replica module")
    out = re.sub(r"\AHloModule [^\n]*", f"HloModule {name}, replica_count={n}", out)
    return hlo_text(H.hlo_module_from_text(out))


def _flat_shapes(shape) -> list:
    return [s for t in shape.tuple_shapes() for s in _flat_shapes(t)] if shape.is_tuple() else [shape]


def entry_shapes(text: str) -> tuple[list, list]:
    """(parameter shapes, flattened result shapes) of the entry, as XLA reads ``text``."""
    m = H.hlo_module_from_text(text)
    ps = H.XlaComputation(m.as_serialized_hlo_module_proto()).program_shape()
    return [s for p in ps.parameter_shapes() for s in _flat_shapes(p)], _flat_shapes(ps.result_shape())


def header_counts(text: str) -> tuple[int, int]:
    """(replica_count, num_partitions) stated by the HloModule header (1 where absent)."""
    hdr = text.split("\n", 1)[0]
    r, p = re.search(r"\breplica_count=(\d+)", hdr), re.search(r"\bnum_partitions=(\d+)", hdr)
    return int(r.group(1)) if r else 1, int(p.group(1)) if p else 1


def _same_shape(shape, a: np.ndarray) -> bool:
    return tuple(shape.dimensions()) == a.shape and np.dtype(shape.numpy_dtype()) == a.dtype


def _unpack(built):
    return (built[0], built[1], built[2]) if len(built) == 3 else (built[0], built[1], {})


def generate(prog: Program, out_dir: Path) -> dict:
    with jax_config(**prog.config):
        r = Rand(prog.name)
        fn, args, opts = _unpack(prog.build(r))

        def named(*a):
            return fn(*a)

        named.__name__ = named.__qualname__ = prog.name
        if prog.devices > 1:
            return generate_multi(prog, out_dir, named, args, opts)
        assert not opts and prog.kind == "jit"
        jitted = jax.jit(named, keep_unused=True)
        lowered = jitted.lower(*args)
        pre = hlo_text(lowered.compiler_ir("hlo").get_hlo_module())
        compiled = lowered.compile()
        post = hlo_text(compiled.runtime_executable().hlo_modules()[0])
        outs = compiled(*args)
        arg_leaves = [np.asarray(a) for a in jax.tree_util.tree_leaves(args)]
        out_leaves = [np.asarray(o) for o in jax.tree_util.tree_leaves(outs)]

        # Verification.  XLA must parse both texts; pre.hlo, re-parsed by XLA and run on
        # XLA:CPU, gives the reference outputs that are stored.  Two independent compiles
        # of pre.hlo must agree bit for bit, and they must match what jax itself computed
        # (bit-exactly for non-float leaves; floats may differ by rounding because jax
        # compiles its StableHLO directly and XLA's simplifier can then make other choices).
        H.hlo_module_from_text(post)
        got = run_text_on_xla(pre, arg_leaves)
        again = run_text_on_xla(pre, arg_leaves)
    if len(got) != len(out_leaves):
        raise RuntimeError(f"pre.hlo produced {len(got)} outputs, jax produced {len(out_leaves)}")
    n_params = len(re.findall(r"parameter\(\d+\)", _entry_block(pre)))
    if n_params != len(arg_leaves):
        raise RuntimeError(f"entry has {n_params} parameters but {len(arg_leaves)} arg leaves")
    n_inexact = 0
    for k, (g, g2, e) in enumerate(zip(got, again, out_leaves)):
        if not bit_equal(g, g2):
            raise RuntimeError(f"out{k}: two XLA compiles of pre.hlo disagree")
        if bit_equal(g, e):
            continue
        if not close_enough(g, e):
            raise RuntimeError(f"out{k}: pre.hlo on XLA differs from jax ({g.dtype}{g.shape} vs {e.dtype}{e.shape})")
        n_inexact += 1
    out_leaves = got
    arrays = {f"arg{i}": a for i, a in enumerate(arg_leaves)}
    arrays.update({f"out{i}": o for i, o in enumerate(out_leaves)})
    meta = {"devices": prog.devices, "tags": prog.tags, "description": prog.description}
    return write_program(out_dir / prog.name, pre, post, arrays, meta, n_inexact)


def write_program(d: Path, pre: str, post: str, arrays: dict, meta: dict, n_inexact: int) -> dict:
    if d.exists():
        shutil.rmtree(d)
    d.mkdir(parents=True)
    (d / "pre.hlo").write_text(pre)
    (d / "post.hlo").write_text(post)
    save_npz(d / "io.npz", arrays)
    # Round-trip check of the npz encoding.
    back = decode_npz(d / "io.npz")
    if set(back) != set(arrays):
        raise RuntimeError("npz round trip changed the keys")
    for k, v in arrays.items():
        if not bit_equal(back[k], v):
            raise RuntimeError(f"npz round trip failed for {k}")
    (d / "meta.json").write_text(json.dumps(meta, indent=1) + "\n")
    return {"pre": len(pre), "post": len(post), "args": sum(k[3:].isdigit() for k in arrays if k.startswith("arg")),
            "outs": sum(k[3:].isdigit() for k in arrays if k.startswith("out")), "inexact": n_inexact}


def _compare_outputs(label: str, got: np.ndarray, again: np.ndarray, want: np.ndarray) -> bool:
    """True if bit-equal, False if equal up to float rounding; raises otherwise."""
    if not bit_equal(got, again):
        raise RuntimeError(f"{label}: two XLA compiles of pre.hlo disagree")
    if bit_equal(got, want):
        return True
    if not close_enough(got, want):
        raise RuntimeError(f"{label}: pre.hlo on XLA differs from jax's executable "
                           f"({got.dtype}{got.shape} vs {want.dtype}{want.shape})")
    return False


def generate_multi(prog: Program, out_dir: Path, named: Callable, args: tuple, opts: dict) -> dict:
    """A multi-device program: see the module docstring for what is stored and checked.
    Runs inside ``jax_config(**prog.config)``."""
    n, kind = prog.devices, prog.kind
    if kind in ("pmap", "replica"):
        jitted = jax.pmap(named, **opts)
    elif kind == "jit":
        jitted = jax.jit(named, keep_unused=True, **opts)
    else:
        assert not opts, "shard_map programs take no jit options"
        jitted = jax.jit(named, keep_unused=True)
    lowered = jitted.lower(*args)
    compiled = lowered.compile()
    ex = compiled.runtime_executable()
    ids = device_ids(ex)
    # Meshes and pmap take jax.devices()[:n] in order: XLA device id D = jax device id.
    if ids != {k: k for k in range(n)}:
        raise RuntimeError(f"device assignment {ids} is not jax.devices()[:{n}] in order")
    placed = jax.device_put(args, compiled.input_shardings[0])
    outs = compiled(*placed)
    in_leaves = jax.tree_util.tree_leaves(placed)
    out_leaves = jax.tree_util.tree_leaves(outs)
    arg_g = [np.asarray(a) for a in in_leaves]
    out_g = [np.asarray(o) for o in out_leaves]
    arg_d = [per_device(a, ids) for a in in_leaves]
    out_d = [per_device(o, ids) for o in out_leaves]
    for a, orig in zip(arg_g, jax.tree_util.tree_leaves(args)):
        if not bit_equal(a, np.asarray(orig)):
            raise RuntimeError("placing the inputs changed them")

    if kind == "replica":
        replicas, partitions = n, 1
        with jax_config(jax_use_shardy_partitioner=False):
            legacy = hlo_text(jax.pmap(named, **opts).lower(*args).compiler_ir("hlo").get_hlo_module())
        pre = to_replica_module(legacy, n, prog.name)
        post = hlo_text(xla_compile(pre, n, 1).hlo_modules()[0])
        got_d = run_replicated_on_xla(pre, arg_d, n)
        again_d = run_replicated_on_xla(pre, arg_d, n)
        got_in_d, got_g = arg_d, None
        pre_params, _ = entry_shapes(pre)
        for i, (shape, pieces) in enumerate(zip(pre_params, arg_d)):
            if not all(_same_shape(shape, a) for a in pieces.values()):
                raise RuntimeError(f"arg{i}: pre.hlo parameter {shape} vs per-device input {pieces[0].shape}")
    else:
        replicas, partitions = 1, n
        pre = hlo_text(lowered.compiler_ir("hlo").get_hlo_module())
        post = hlo_text(ex.hlo_modules()[0])
        got_in_d, got_d, got_g = run_partitioned_on_xla(pre, arg_g, [o.shape for o in out_g], n)
        _, again_d, again_g = run_partitioned_on_xla(pre, arg_g, [o.shape for o in out_g], n)

    # Headers, parameter and result shapes.
    if header_counts(post) != (replicas, partitions):
        raise RuntimeError(f"post.hlo header states (replicas, partitions) = {header_counts(post)}, "
                           f"expected {(replicas, partitions)}")
    if kind == "replica" and header_counts(pre) != (replicas, partitions):
        raise RuntimeError(f"pre.hlo header states {header_counts(pre)}")
    n_params = len(re.findall(r"parameter\(\d+\)", _entry_block(pre)))
    if n_params != len(arg_g):
        raise RuntimeError(f"pre.hlo entry has {n_params} parameters but {len(arg_g)} arg leaves")
    post_params, post_results = entry_shapes(post)
    if len(post_params) != len(arg_d) or len(post_results) != len(out_d):
        raise RuntimeError(f"post.hlo entry has {len(post_params)} parameters / {len(post_results)} results, "
                           f"jax {len(arg_d)} / {len(out_d)}")
    for what, shapes, pieces_list in (("arg", post_params, arg_d), ("out", post_results, out_d)):
        for i, (shape, pieces) in enumerate(zip(shapes, pieces_list)):
            for dev, a in pieces.items():
                if not _same_shape(shape, a):
                    raise RuntimeError(f"{what}{i}_dev{dev}: post.hlo has {shape}, the device holds {a.dtype}{a.shape}")

    # XLA, compiling pre.hlo from scratch, reproduces every device's outputs.
    if len(got_d) != len(out_d):
        raise RuntimeError(f"pre.hlo produced {len(got_d)} outputs, jax produced {len(out_d)}")
    for i, (mine, theirs) in enumerate(zip(got_in_d, arg_d)):
        for dev in range(n):
            if not bit_equal(mine[dev], theirs[dev]):
                raise RuntimeError(f"arg{i}_dev{dev}: XLA's partitioning of pre.hlo gives the device other inputs")
    n_inexact = 0
    for j in range(len(out_d)):
        exact = all([_compare_outputs(f"out{j}_dev{dev}", got_d[j][dev], again_d[j][dev], out_d[j][dev])
                     for dev in range(n)])
        if got_g is not None:
            exact &= _compare_outputs(f"out{j}", got_g[j], again_g[j], out_g[j])
        n_inexact += not exact

    arrays = {f"arg{i}": a for i, a in enumerate(arg_g)}
    arrays.update({f"out{j}": o for j, o in enumerate(out_g)})
    for prefix, pieces_list in (("arg", arg_d), ("out", out_d)):
        for i, pieces in enumerate(pieces_list):
            arrays.update({f"{prefix}{i}_dev{dev}": pieces[dev] for dev in range(n)})
    meta = {"devices": n, "replicas": replicas, "partitions": partitions, "kind": kind,
            "tags": prog.tags, "description": prog.description}
    return write_program(out_dir / prog.name, pre, post, arrays, meta, n_inexact)


def close_enough(a: np.ndarray, b: np.ndarray) -> bool:
    """Loose float comparison (same shape/dtype, same nan pattern, a few ulps-ish)."""
    if a.shape != b.shape or a.dtype != b.dtype:
        return False
    if not (np.issubdtype(a.dtype, np.inexact) or a.dtype.name in SPECIAL_DTYPES):
        return False
    if np.issubdtype(a.dtype, np.complexfloating):
        return close_enough(a.real.copy(), b.real.copy()) and close_enough(a.imag.copy(), b.imag.copy())
    eps = float(ml_dtypes.finfo(a.dtype).eps) if a.dtype.name in SPECIAL_DTYPES else float(np.finfo(a.dtype).eps)
    x, y = a.astype(np.float64), b.astype(np.float64)
    scale = max(1.0, float(np.nanmax(np.abs(np.where(np.isfinite(y), y, 0)), initial=0.0)))
    return bool(np.allclose(x, y, rtol=1e3 * eps, atol=1e3 * eps * scale, equal_nan=True))


def _entry_block(text: str) -> str:
    m = re.search(r"^ENTRY .*?^}", text, re.S | re.M)
    return m.group(0) if m else ""


def main(argv=None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--only", nargs="+", metavar="NAME", help="generate only these programs")
    ap.add_argument("--out", default=str(REPO / "tests" / "corpus"), help="output directory")
    ap.add_argument("--list", action="store_true", help="list the catalogue and exit")
    ap.add_argument("--clean", action="store_true", help="remove program dirs not in the catalogue")
    ns = ap.parse_args(argv)
    if ns.list:
        for p in PROGRAMS.values():
            kind = f" {p.kind}" if p.devices > 1 else ""
            print(f"{p.name:34s} devices={p.devices}{kind}  {p.description}")
        return 0
    names = ns.only or list(PROGRAMS)
    unknown = [n for n in names if n not in PROGRAMS]
    if unknown:
        print(f"unknown program(s): {', '.join(unknown)}", file=sys.stderr)
        return 2
    if len(jax.devices("cpu")) < 8:
        print("warning: fewer than 8 CPU devices; larger multi-device programs will be dropped", file=sys.stderr)
    if any(PROGRAMS[n].devices > 1 for n in names):
        check_device_ids()
    out = Path(ns.out)
    out.mkdir(parents=True, exist_ok=True)
    ok, dropped = [], []
    t_all = time.time()
    for n in names:
        prog = PROGRAMS[n]
        t0 = time.time()
        try:
            if prog.devices > len(jax.devices("cpu")):
                raise RuntimeError(f"needs {prog.devices} devices")
            with warnings.catch_warnings():
                warnings.simplefilter("ignore")
                info = generate(prog, out)
            ok.append(n)
            print(f"ok    {n:34s} pre={info['pre']:8d} post={info['post']:8d} args={info['args']} "
                  f"outs={info['outs']} ({time.time() - t0:.1f}s)"
                  + (f" [{info['inexact']} float output(s) differ from jax's own compile by rounding]"
                     if info["inexact"] else ""), flush=True)
        except Exception as e:  # noqa: BLE001 - one bad program must not stop the corpus
            dropped.append(n)
            msg = str(e).strip().splitlines()[0][:300] if str(e).strip() else type(e).__name__
            print(f"WARNING: dropped {n}: {type(e).__name__}: {msg}", file=sys.stderr, flush=True)
            if os.environ.get("GEN_CORPUS_DEBUG"):
                traceback.print_exc()
            stale = out / n
            if stale.exists():
                shutil.rmtree(stale)
    if ns.clean:
        for d in out.iterdir():
            if d.is_dir() and d.name not in PROGRAMS:
                shutil.rmtree(d)
    print(f"{len(ok)} programs written, {len(dropped)} dropped ({time.time() - t_all:.0f}s)"
          + (f": {', '.join(dropped)}" if dropped else ""))
    return 0


if __name__ == "__main__":
    sys.exit(main())
