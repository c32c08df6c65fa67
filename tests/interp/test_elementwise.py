"""Elementwise kernels vs XLA CPU (jaxlib) on special values and hypothesis-generated inputs,
plus the spec's defined integer corner cases."""
from __future__ import annotations

import functools

import ml_dtypes
import numpy as np
import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

import hlotool
from hlotool.interp.compare import compare
from support.xla_oracle import compile_on_xla_cpu, xla_execute

N = 16

FLOAT_UNARY = ("abs negate exponential exponential-minus-one log log-plus-one sqrt rsqrt cbrt sine "
               "cosine tan tanh floor ceil round-nearest-afz round-nearest-even sign logistic "
               "is-finite").split()
FLOAT_BINARY = "add subtract multiply divide remainder maximum minimum power atan2".split()
INT_UNARY = "abs negate sign not popcnt count-leading-zeros".split()
INT_BINARY = ("add subtract multiply divide remainder maximum minimum and or xor shift-left "
              "shift-right-logical shift-right-arithmetic power").split()
FLOATS = ["f32", "f64", "bf16", "f16", "f8e4m3fn", "f8e5m2"]
INTS = ["s8", "s32", "s64", "u8", "u32", "u64"]

NP = {"f32": np.float32, "f64": np.float64, "bf16": ml_dtypes.bfloat16, "f16": np.float16,
      "s8": np.int8, "s16": np.int16, "s32": np.int32, "s64": np.int64, "u8": np.uint8,
      "u16": np.uint16, "u32": np.uint32, "u64": np.uint64, "f8e4m3fn": ml_dtypes.float8_e4m3fn,
      "f8e5m2": ml_dtypes.float8_e5m2, "s4": ml_dtypes.int4, "u4": ml_dtypes.uint4}


_xla_exe = functools.lru_cache(maxsize=None)(compile_on_xla_cpu)


def module_text(op, ty, arity, out_ty=None):
    out_ty = out_ty or ("pred" if op == "is-finite" else ty)
    params = "\n".join(f"  p{i} = {ty}[{N}] parameter({i})" for i in range(arity))
    ops = ", ".join(f"p{i}" for i in range(arity))
    return f"HloModule m\nENTRY e {{\n{params}\n  ROOT r = {out_ty}[{N}] {op}({ops})\n}}\n"


def check_against_xla(xla, text, args):
    want = xla_execute(_xla_exe(text), args)
    got = hlotool.run(text, *args)
    msg = compare(got[0], want[0])
    assert msg is None, f"{text}\nargs={args}\ngot={got[0]}\nwant={want[0]}\n{msg}"


def _specials(ty):
    dt = NP[ty]
    if ty in FLOATS:
        vals = [0.0, -0.0, 1.0, -1.0, 0.5, -0.5, 1.5, 2.5, -2.5, np.inf, -np.inf, np.nan, 1e-3,
                3.0, -7.25, 100.0]
        return np.array(vals, np.float64).astype(dt)
    info = np.iinfo(dt)
    vals = [0, 1, -1, 2, -2, 7, info.min, info.max, info.min + 1, info.max - 1, 3, -3, 63, 64, 8, 5]
    return np.array([v % (int(info.max) + 1) if info.min == 0 else v for v in vals], object) \
        .astype(np.int64 if info.min < 0 else np.uint64).astype(dt)


@pytest.mark.parametrize("ty", FLOATS)
@pytest.mark.parametrize("op", FLOAT_UNARY)
def test_float_unary_specials(xla, op, ty):
    check_against_xla(xla, module_text(op, ty, 1), [_specials(ty)])


@pytest.mark.parametrize("ty", FLOATS)
@pytest.mark.parametrize("op", FLOAT_BINARY)
def test_float_binary_specials(xla, op, ty):
    a = _specials(ty)
    check_against_xla(xla, module_text(op, ty, 2), [a, np.roll(a, 5)])


@pytest.mark.parametrize("ty", INTS)
@pytest.mark.parametrize("op", INT_BINARY)
def test_int_binary_specials(xla, op, ty):
    a = _specials(ty)
    for shift in (0, 3, 7):
        check_against_xla(xla, module_text(op, ty, 2), [a, np.roll(a, shift)])


@pytest.mark.parametrize("ty", INTS)
@pytest.mark.parametrize("op", INT_UNARY)
def test_int_unary_specials(xla, op, ty):
    if ty[0] == "u" and op in ("abs", "sign"):
        pytest.skip("XLA rejects abs/sign on unsigned integers")
    check_against_xla(xla, module_text(op, ty, 1), [_specials(ty)])


def _float_arrays(ty):
    finite = st.floats(allow_nan=True, allow_infinity=True, width=64 if ty == "f64" else 32)
    return st.lists(finite, min_size=N, max_size=N).map(lambda v: np.array(v).astype(NP[ty]))


@settings(max_examples=25, deadline=None, suppress_health_check=list(HealthCheck))
@given(st.sampled_from(FLOAT_BINARY + FLOAT_UNARY), st.sampled_from(FLOATS), st.data())
def test_float_ops_random(xla, op, ty, data):
    arity = 2 if op in FLOAT_BINARY else 1
    args = [data.draw(_float_arrays(ty)) for _ in range(arity)]
    check_against_xla(xla, module_text(op, ty, arity), args)


@settings(max_examples=25, deadline=None, suppress_health_check=list(HealthCheck))
@given(st.sampled_from(INT_BINARY + INT_UNARY), st.sampled_from(INTS), st.data())
def test_int_ops_random(xla, op, ty, data):
    arity = 2 if op in INT_BINARY else 1
    if ty[0] == "u" and op in ("abs", "sign"):
        return
    info = np.iinfo(NP[ty])
    ints = st.lists(st.integers(int(info.min), int(info.max)), min_size=N, max_size=N)
    args = [np.array(data.draw(ints), dtype=object).astype(NP[ty]) for _ in range(arity)]
    check_against_xla(xla, module_text(op, ty, arity), args)


@pytest.mark.parametrize("direction", ["EQ", "NE", "LT", "LE", "GT", "GE"])
@pytest.mark.parametrize("ty", ["f32", "bf16", "f64"])
@pytest.mark.parametrize("total", [False, True])
def test_compare(xla, direction, ty, total):
    a = _specials(ty)
    attrs = f"direction={direction}" + (", type=TOTALORDER" if total else "")
    text = (f"HloModule m\nENTRY e {{\n  a = {ty}[{N}] parameter(0)\n  b = {ty}[{N}] parameter(1)\n"
            f"  ROOT r = pred[{N}] compare(a, b), {attrs}\n}}\n")
    check_against_xla(xla, text, [a, np.roll(a, 3)])


@pytest.mark.parametrize("src,dst", [("f32", "s32"), ("f32", "u8"), ("f64", "s64"), ("f32", "s8"),
                                     ("s32", "f32"), ("s64", "bf16"), ("f32", "bf16"),
                                     ("bf16", "f32"), ("s32", "u8"), ("f32", "pred"),
                                     ("f64", "u64"), ("f32", "f16")])
def test_convert(xla, src, dst):
    a = _specials(src)
    if src in FLOATS:
        a = (a.astype(np.float64) * np.array([1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1e10, -1e10, 300,
                                              -300])).astype(NP[src])
    check_against_xla(xla, module_text("convert", src, 1, out_ty=dst), [a])


def test_integer_division_semantics():
    text = module_text("divide", "s32", 2)
    a = np.array([7, -7, 7, -7, -2**31, 5, 0, 1] * 2, np.int32)
    b = np.array([2, 2, -2, -2, -1, 0, 0, 3] * 2, np.int32)
    (q,) = hlotool.run(text, a, b)
    assert q[:8].tolist() == [3, -3, -3, 3, -2**31, -1, -1, 0]
    (r,) = hlotool.run(module_text("remainder", "s32", 2), a, b)
    assert r[:8].tolist() == [1, -1, 1, -1, 0, 5, 0, 1]


def test_shift_by_bit_width_or_more():
    a = np.array([-8, 8] * 8, np.int32)
    b = np.array([32, 33] * 8, np.int32)
    assert hlotool.run(module_text("shift-left", "s32", 2), a, b)[0].tolist() == [0] * N
    assert hlotool.run(module_text("shift-right-logical", "s32", 2), a, b)[0].tolist() == [0] * N
    assert hlotool.run(module_text("shift-right-arithmetic", "s32", 2), a, b)[0].tolist() == [-1, 0] * 8


def test_select_clamp_reduce_precision(xla):
    text = f"""HloModule m
ENTRY e {{
  p = pred[{N}] parameter(0)
  a = f32[{N}] parameter(1)
  b = f32[{N}] parameter(2)
  s = f32[{N}] select(p, a, b)
  lo = f32[] constant(-1)
  hi = f32[] constant(1)
  c = f32[{N}] clamp(lo, s, hi)
  r = f32[{N}] reduce-precision(a), exponent_bits=5, mantissa_bits=10
  r2 = f32[{N}] reduce-precision(b), exponent_bits=8, mantissa_bits=7
  ROOT t = (f32[{N}], f32[{N}], f32[{N}]) tuple(c, r, r2)
}}"""
    rng = np.random.default_rng(0)
    args = [rng.integers(0, 2, N).astype(bool), _specials("f32") * 1e3,
            rng.standard_normal(N).astype(np.float32) * 1e5]
    want = xla_execute(_xla_exe(text), args)
    got = hlotool.run(text, *args)
    for g, w in zip(got, want, strict=True):
        assert compare(g, w, rtol=0, atol=0) is None, (g, w)


@pytest.mark.parametrize("ty", ["s4", "u4"])
@pytest.mark.parametrize("op", ["add", "subtract", "multiply", "divide", "remainder", "shift-left",
                                "shift-right-arithmetic", "shift-right-logical", "maximum", "xor"])
def test_int4_wraps_like_xla(xla, op, ty):
    vals = [0, 1, -1, 2, -2, 7, -8, 3, 5, -5, 6, 4, -3, 7, 1, 2] if ty == "s4" else \
        [0, 1, 15, 2, 14, 7, 8, 3, 5, 11, 6, 4, 13, 7, 1, 2]
    a = np.array(vals).astype(NP[ty])
    check_against_xla(xla, module_text(op, ty, 2), [a, np.roll(a, 3)])


COMPLEX_UNARY = ("exponential exponential-minus-one log log-plus-one sqrt rsqrt sine cosine tan "
                 "tanh").split()


@pytest.mark.parametrize("ty", ["c64", "c128"])
@pytest.mark.parametrize("op", COMPLEX_UNARY)
def test_complex_unary_specials(xla, op, ty):
    # Every pair of special parts: XLA's formulas differ from NumPy's (C99) at inf, nan and -0.
    import itertools

    import jax
    parts = [np.nan, np.inf, -np.inf, 0.0, -0.0, 1.0, -1.0, 0.5, -3.0, 100.0, 1e-30]
    z = np.array([complex(a, b) for a, b in itertools.product(parts, parts)],
                 np.complex64 if ty == "c64" else np.complex128)
    text = (f"HloModule m\nENTRY e {{\n  p = {ty}[{len(z)}] parameter(0)\n"
            f"  ROOT r = {ty}[{len(z)}] {op}(p)\n}}\n")
    want = np.asarray(_xla_exe(text).execute([jax.device_put(z)])[0])
    got = hlotool.run(text, z)[0]
    tol = 1e-5 if ty == "c64" else 1e-12

    def same(g, w):
        return (np.isnan(g) & np.isnan(w)) | (g == w) | np.isclose(g, w, rtol=tol, atol=0)
    bad = ~(same(got.real, want.real) & same(got.imag, want.imag))
    assert not bad.any(), [(z[i], got[i], want[i]) for i in np.flatnonzero(bad)[:5]]
