"""Where hlotool's results used to differ from XLA CPU: denormals (XLA CPU's DAZ/FTZ), complex
parts at special values, NaN ordering in sort/top-k/argmax, the legacy ``rng`` op and unstable
sort. Every case runs the same module on XLA CPU (jaxlib) and on hlotool."""
from __future__ import annotations

import functools
import itertools

import ml_dtypes
import numpy as np
import pytest

import hlotool
from support.paths import ROOT
from support.xla_oracle import compile_on_xla_cpu, xla_execute

pytestmark = pytest.mark.xla
jax = pytest.importorskip("jax")
jax.config.update("jax_enable_x64", True)

NP = {"f32": np.float32, "f64": np.float64, "bf16": ml_dtypes.bfloat16, "f16": np.float16,
      "c64": np.complex64, "c128": np.complex128}
PART = {"c64": "f32", "c128": "f64"}


_xla_exe = functools.lru_cache(maxsize=None)(compile_on_xla_cpu)


def xla_run(text, args):
    return xla_execute(_xla_exe(text), args)


def hlo_run(text, args):
    return [np.asarray(o) for o in hlotool.run(text, *args)]


def elementwise_module(op, ty, arity, n, out_ty=None):
    params = "\n".join(f"  p{i} = {ty}[{n}] parameter({i})" for i in range(arity))
    ops = ", ".join(f"p{i}" for i in range(arity))
    return f"HloModule m\nENTRY e {{\n{params}\n  ROOT r = {out_ty or ty}[{n}] {op}({ops})\n}}\n"


def _parts(x):
    x = np.asarray(x)
    if x.dtype.kind == "c":
        return np.ascontiguousarray(x).view(np.float64 if x.dtype == np.complex128 else np.float32)
    return x.astype(np.float64)


def assert_same(got, want, inputs, rtol):
    """Equal class by class: NaN with NaN, zeros with zeros of the same sign, denormals and
    normals equal within ``rtol`` (transcendentals differ by an ulp or so)."""
    g, w = _parts(got).astype(np.float64), _parts(want).astype(np.float64)
    same = (np.isnan(g) & np.isnan(w)) | ((g == w) & (np.signbit(g) == np.signbit(w))) | \
        ((np.abs(g - w) <= rtol * np.abs(w)) & (np.sign(g) == np.sign(w)))
    if got.dtype.kind == "c":
        same = same.reshape(-1, 2).all(axis=1).reshape(got.shape)
    bad = np.flatnonzero(~same)
    assert bad.size == 0, [(tuple(a.ravel()[i] for a in inputs), got.ravel()[i], want.ravel()[i])
                           for i in bad[:8]]


def value_grid(ty):
    """Zeros, denormals of both signs, normals at and near the denormal threshold, ordinary
    values, values where libm changes branch, infinities and NaN."""
    dt = NP[ty]
    info = ml_dtypes.finfo(dt)
    tiny, sub = float(info.tiny), float(info.smallest_subnormal)
    values = [0.0, -0.0, sub, -sub, tiny / 4, -tiny / 4, tiny * 0.75, tiny, -tiny, 1.5 * tiny,
              -1.25 * tiny, 3 * tiny, 1.0, -1.0, 0.5, -0.5, 2.0, -2.0, 3.0, -3.0, 0.25, 1e-3, 1.5,
              np.inf, -np.inf, np.nan, 1e-20, -1e-20, 1e20, 2.0 ** -66, -2.0 ** -67, 2.0 ** -966,
              -2.0 ** -966, -2.0 ** -967]
    return np.array(values, np.float64).astype(dt)


RTOL = {"f32": 3e-7, "f64": 1e-13, "bf16": 1e-2, "f16": 1e-3}
FLOAT_UNARY = ("abs negate exponential exponential-minus-one log log-plus-one sqrt rsqrt cbrt sine "
               "cosine tan tanh erf logistic floor ceil round-nearest-afz round-nearest-even "
               "sign").split()
FLOAT_BINARY = "add subtract multiply divide remainder maximum minimum power atan2".split()


# ----------------------------------------------------------------------------- 1. denormals
@pytest.mark.parametrize("ty", ["f32", "f64", "bf16", "f16"])
@pytest.mark.parametrize("op", FLOAT_UNARY)
def test_unary_denormals(op, ty):
    x = value_grid(ty)
    text = elementwise_module(op, ty, 1, len(x))
    assert_same(hlo_run(text, [x])[0], xla_run(text, [x])[0], [x], RTOL[ty])


@pytest.mark.parametrize("ty", ["f32", "f64", "bf16", "f16"])
@pytest.mark.parametrize("op", FLOAT_BINARY)
def test_binary_denormals_every_pair(op, ty):
    grid = value_grid(ty)
    a, b = (np.array(v, NP[ty]) for v in zip(*itertools.product(grid, grid), strict=True))
    text = elementwise_module(op, ty, 2, len(a))
    assert_same(hlo_run(text, [a, b])[0], xla_run(text, [a, b])[0], [a, b], RTOL[ty])


@pytest.mark.parametrize("ty", ["f32", "f64", "bf16"])
@pytest.mark.parametrize("op", ["add", "subtract", "multiply", "divide", "maximum", "power",
                                "atan2", "remainder"])
def test_binary_denormal_heavy_random(op, ty):
    """Random mixes of denormals, small normals and ordinary values, 4096 pairs (the grid test's
    rules hold away from the grid)."""
    rng = np.random.default_rng(sum(map(ord, op + ty)))
    tiny = float(ml_dtypes.finfo(NP[ty]).tiny)

    def draw(n):
        scale = rng.choice([tiny / 2 ** 20, tiny / 3, tiny, 4 * tiny, 1e-3, 1.0, 1e3], n)
        return (rng.standard_normal(n) * scale).astype(NP[ty])
    a, b = draw(4096), draw(4096)
    text = elementwise_module(op, ty, 2, len(a))
    assert_same(hlo_run(text, [a, b])[0], xla_run(text, [a, b])[0], [a, b], RTOL[ty])


@pytest.mark.parametrize("src,dst", [("f32", "f64"), ("f64", "f32"), ("bf16", "f64"),
                                     ("f64", "bf16"), ("f32", "bf16"), ("bf16", "f32"),
                                     ("f32", "f16"), ("f64", "f16"), ("f32", "s32"),
                                     ("f32", "pred"), ("bf16", "pred")])
def test_convert_denormals(src, dst):
    x = value_grid(src)
    x = np.concatenate([x, np.array([1e-39, -1e-39, 1e-310, 1e-40, 5e-39, 1.1e-38, 1.2e-38],
                                    np.float64).astype(NP[src])])
    text = elementwise_module("convert", src, 1, len(x), out_ty=dst)
    got, want = hlo_run(text, [x])[0], xla_run(text, [x])[0]
    if want.dtype.kind in "iub":
        np.testing.assert_array_equal(got, want)
    else:
        assert_same(got, want, [x], 0)


@pytest.mark.parametrize("ty", ["f32", "f64", "bf16"])
@pytest.mark.parametrize("direction", ["EQ", "LT", "GE"])
def test_compare_denormals(ty, direction):
    grid = value_grid(ty)
    a, b = (np.array(v, NP[ty]) for v in zip(*itertools.product(grid, grid), strict=True))
    text = (f"HloModule m\nENTRY e {{\n  a = {ty}[{len(a)}] parameter(0)\n  b = {ty}[{len(a)}] "
            f"parameter(1)\n  ROOT r = pred[{len(a)}] compare(a, b), direction={direction}\n}}\n")
    np.testing.assert_array_equal(hlo_run(text, [a, b])[0], xla_run(text, [a, b])[0])


@pytest.mark.parametrize("ty", ["f32", "f64", "bf16", "f16"])
def test_clamp_signed_zeros_and_denormals(ty):
    grid = value_grid(ty)[:14]
    lo, x, hi = (np.array(v, NP[ty]) for v in zip(*itertools.product(grid, grid, grid), strict=True))
    n = len(x)
    text = (f"HloModule m\nENTRY e {{\n  lo = {ty}[{n}] parameter(0)\n"
            f"  x = {ty}[{n}] parameter(1)\n"
            f"  hi = {ty}[{n}] parameter(2)\n  ROOT r = {ty}[{n}] clamp(lo, x, hi)\n}}\n")
    assert_same(hlo_run(text, [lo, x, hi])[0], xla_run(text, [lo, x, hi])[0], [lo, x, hi], 0)


def test_inf_times_denormal_is_nan():
    """The brief's example: inf * 1e-39 is inf x 0 on XLA CPU."""
    text = elementwise_module("multiply", "f32", 2, 2)
    args = [np.array([np.inf, 1e30], np.float32), np.array([1e-39, 1e-39], np.float32)]
    got = hlo_run(text, args)[0]
    assert np.isnan(got[0]) and got[1] == 0
    assert_same(got, xla_run(text, args)[0], args, 0)


# ----------------------------------------------------------------------------- 2. complex parts
COMPLEX_SPECIALS = [np.nan, np.inf, -np.inf, 0.0, -0.0, 1.0, -1.0, 0.5, -3.0, 100.0, 1e-30]


def _complex_grid(ty, parts):
    return np.array([complex(a, b) for a, b in itertools.product(parts, parts)], NP[ty])


def _denormal_parts(ty):
    d = 1e-39 if ty == "c64" else 1e-310
    return [np.nan, np.inf, -np.inf, 0.0, -0.0, 1.0, -3.0, d, -d, 1e-20, 1e20]


@pytest.mark.parametrize("ty", ["c64", "c128"])
@pytest.mark.parametrize("op", ["real", "imag", "abs", "sign", "negate"])
@pytest.mark.parametrize("grid", ["specials", "denormals"])
def test_complex_parts_at_special_values(op, ty, grid):
    z = _complex_grid(ty, COMPLEX_SPECIALS if grid == "specials" else _denormal_parts(ty))
    out_ty = PART[ty] if op in ("real", "imag", "abs") else ty
    text = elementwise_module(op, ty, 1, len(z), out_ty=out_ty)
    assert_same(hlo_run(text, [z])[0], xla_run(text, [z])[0], [z], 1e-6 if ty == "c64" else 1e-15)


@pytest.mark.parametrize("ty", ["c64", "c128"])
def test_complex_angle_and_conj(ty):
    """jnp.angle is atan2(imag, real); jnp.conj is complex(real, -imag)."""
    z = _complex_grid(ty, COMPLEX_SPECIALS + _denormal_parts(ty)[7:9])
    n, f = len(z), PART[ty]
    text = f"""HloModule m
ENTRY e {{
  z = {ty}[{n}] parameter(0)
  re = {f}[{n}] real(z)
  im = {f}[{n}] imag(z)
  angle = {f}[{n}] atan2(im, re)
  neg = {f}[{n}] negate(im)
  conj = {ty}[{n}] complex(re, neg)
  ROOT t = ({f}[{n}], {ty}[{n}]) tuple(angle, conj)
}}"""
    for got, want in zip(hlo_run(text, [z]), xla_run(text, [z]), strict=True):
        assert_same(got, want, [z], 1e-6 if ty == "c64" else 1e-15)


@pytest.mark.parametrize("ty", ["c64", "c128"])
@pytest.mark.parametrize("op", ["add", "subtract", "multiply"])
def test_complex_arithmetic_denormal_parts(op, ty):
    z = _complex_grid(ty, _denormal_parts(ty))
    w = np.roll(z, 7)
    text = elementwise_module(op, ty, 2, len(z))
    assert_same(hlo_run(text, [z, w])[0], xla_run(text, [z, w])[0], [z, w],
                1e-6 if ty == "c64" else 1e-15)


@pytest.mark.parametrize("ty", ["c64", "c128"])
def test_complex_abs_random(ty):
    rng = np.random.default_rng(0)
    z = (rng.standard_normal(1000) * 10.0 ** rng.integers(-30, 30, 1000)
         + 1j * rng.standard_normal(1000) * 10.0 ** rng.integers(-30, 30, 1000)).astype(NP[ty])
    text = elementwise_module("abs", ty, 1, len(z), out_ty=PART[ty])
    assert_same(hlo_run(text, [z])[0], xla_run(text, [z])[0], [z], 2e-7 if ty == "c64" else 3e-16)


# ----------------------------------------------------------------------------- 3. NaN ordering
def _sort_module(n, rows, direction, stable, key="f32", total=False, second_key=False):
    typ = ", type=TOTALORDER" if total else ""
    if second_key:      # lexicographic: key, then the second operand (a float with NaN too)
        root = f"""  lt = pred[] compare(a, b), direction={direction}{typ}
  eq = pred[] compare(a, b), direction=EQ{typ}
  lt2 = pred[] compare(c, d), direction={direction}{typ}
  both = pred[] and(eq, lt2)
  ROOT r = pred[] or(lt, both)"""
        second = key
    else:
        root = f"  ROOT r = pred[] compare(a, b), direction={direction}{typ}"
        second = "s32"
    return f"""HloModule m
cmp {{
  a = {key}[] parameter(0)
  b = {key}[] parameter(1)
  c = {second}[] parameter(2)
  d = {second}[] parameter(3)
{root}
}}
ENTRY e {{
  x = {key}[{rows},{n}] parameter(0)
  i = {second}[{rows},{n}] parameter(1)
  ROOT s = ({key}[{rows},{n}], {second}[{rows},{n}]) sort(x, i), dimensions={{1}}, \
is_stable={stable}, to_apply=cmp
}}"""


def _keys_with_nan_and_ties(rng, rows, n, dtype=np.float32, nan=True):
    x = rng.integers(-5, 5, (rows, n)).astype(dtype)
    if nan:
        x[rng.random((rows, n)) < 0.15] = np.nan
    x[rng.random((rows, n)) < 0.1] = -0.0
    return x


def _assert_exact(got, want):
    for g, w in zip(got, want, strict=True):
        np.testing.assert_array_equal(np.ascontiguousarray(g).view(np.uint8),
                                      np.ascontiguousarray(w).view(np.uint8))


@pytest.mark.parametrize("n", [2, 7, 12, 17, 100, 129, 1000, 3000])
@pytest.mark.parametrize("stable", ["true", "false"])
@pytest.mark.parametrize("direction", ["LT", "GT"])
def test_sort_partial_compare_with_nan_is_xlas_cxx_order(n, stable, direction):
    """LT/GT without TOTALORDER is no strict weak order once NaN is in a row: XLA's order is what
    libstdc++'s stable_sort / sort make of it; unstable sorts also order ties that way."""
    rng = np.random.default_rng(n)
    x = _keys_with_nan_and_ties(rng, 3, n)
    idx = np.broadcast_to(np.arange(n, dtype=np.int32), x.shape).copy()
    text = _sort_module(n, 3, direction, stable)
    _assert_exact(hlo_run(text, [x, idx]), xla_run(text, [x, idx]))


@pytest.mark.parametrize("n", [5, 16, 17, 40, 300, 2000])
@pytest.mark.parametrize("key,total", [("f32", False), ("f32", True), ("s32", False), ("bf16", False),
                                       ("bf16", True)])     # TOTALORDER is for floats
def test_unstable_sort_ties_are_xlas_order(n, key, total):
    """is_stable=false with tied keys: the values travel in std::sort's order, not NumPy's."""
    rng = np.random.default_rng(n + len(key))
    x = _keys_with_nan_and_ties(rng, 4, n, NP.get(key, np.int32), nan=False)
    idx = np.broadcast_to(np.arange(n, dtype=np.int32), x.shape).copy()
    text = _sort_module(n, 4, "LT", "false", key=key, total=total)
    _assert_exact(hlo_run(text, [x, idx]), xla_run(text, [x, idx]))


@pytest.mark.parametrize("n", [9, 30, 200])
@pytest.mark.parametrize("stable", ["true", "false"])
def test_sort_generic_comparator_with_nan_and_ties(n, stable):
    rng = np.random.default_rng(n)
    x = _keys_with_nan_and_ties(rng, 3, n)
    y = _keys_with_nan_and_ties(rng, 3, n)
    text = _sort_module(n, 3, "LT", stable, second_key=True)
    _assert_exact(hlo_run(text, [x, y]), xla_run(text, [x, y]))


def _nan_rich(shape, seed=0):
    rng = np.random.default_rng(seed)
    x = rng.standard_normal(shape).astype(np.float32)
    x[..., ::5] = np.nan
    x[..., 1::7] = -0.0
    x[..., 2::7] = 0.0
    x[..., 3::11] = -np.nan
    x[..., 4::9] = 1.0                       # ties
    x[..., 6::13] = -np.inf
    return x


JAX_ORDERINGS = {
    "top_k": lambda x: jax.lax.top_k(x, 5),
    "approx_max_k": lambda x: jax.lax.approx_max_k(x, 5),
    "approx_min_k": lambda x: jax.lax.approx_min_k(x, 5),
    "argmax": lambda x: jax.numpy.argmax(x, axis=-1),
    "argmin": lambda x: jax.numpy.argmin(x, axis=-1),
    "nanargmax": lambda x: jax.numpy.nanargmax(x, axis=-1),
    "sort": lambda x: jax.numpy.sort(x, axis=-1),
    "sort_descending": lambda x: jax.numpy.sort(x, axis=-1, descending=True),
    "argsort": lambda x: jax.numpy.argsort(x, axis=-1),
    "unstable_sort_kv": lambda x: jax.lax.sort((x, jax.numpy.arange(x.shape[-1]) * 1.0 + x * 0),
                                               num_keys=1, is_stable=False),
}


@pytest.mark.parametrize("shape", [(2, 12), (3, 200)])
@pytest.mark.parametrize("stage", ["lowered", "compiled"])
@pytest.mark.parametrize("name", sorted(JAX_ORDERINGS))
def test_jax_orderings_with_nan_signed_zeros_and_ties(name, stage, shape):
    """The HLO jax writes (before XLA's passes) and XLA CPU's optimized module (TopK custom call)
    both give XLA's results: NaN first in top-k, total order in sorts, first index of ties."""
    f = JAX_ORDERINGS[name]
    x = _nan_rich(shape)
    lowered = jax.jit(f).lower(x)
    text = lowered.as_text(dialect="hlo") if stage == "lowered" else lowered.compile().as_text()
    want = [np.asarray(w) for w in jax.tree.leaves(jax.jit(f)(x))]
    _assert_exact(hlo_run(text, [x]), want)


@pytest.mark.parametrize("ctype", ["", ", type=TOTALORDER"])
def test_topk_custom_call_is_total_order_whatever_the_comparator(ctype):
    x = _nan_rich((3, 40), seed=1)
    text = f"""HloModule m
gt {{
  a = f32[] parameter(0)
  b = f32[] parameter(1)
  ROOT r = pred[] compare(a, b), direction=GT{ctype}
}}
ENTRY e {{
  x = f32[3,40] parameter(0)
  ROOT t = (f32[3,6], s32[3,6]) custom-call(x), custom_call_target="TopK", to_apply=gt
}}"""
    _assert_exact(hlo_run(text, [x]), xla_run(text, [x]))


# ----------------------------------------------------------------------------- 5. legacy rng
RNG_MODULE = """HloModule m
ENTRY e {
  zero = f32[] constant(0)
  one = f32[] constant(1)
  lo = f32[] constant(-2.5)
  hi = f32[] constant(3)
  ilo = s32[] constant(-3)
  ihi = s32[] constant(1000)
  dlo = f64[] constant(1)
  dhi = f64[] constant(2)
  u = f32[3,5] rng(zero, one), distribution=rng_uniform
  w = f32[7] rng(lo, hi), distribution=rng_uniform
  i = s32[9] rng(ilo, ihi), distribution=rng_uniform
  d = f64[5] rng(dlo, dhi), distribution=rng_uniform
  n = f32[3,5] rng(one, hi), distribution=rng_normal
  m = f64[5] rng(dlo, dhi), distribution=rng_normal
  ROOT t = (f32[3,5], f32[7], s32[9], f64[5], f32[3,5], f64[5]) tuple(u, w, i, d, n, m)
}"""


def _xla_in_fresh_process(text: str) -> list[np.ndarray]:
    """The module's outputs from a new Python process (XLA's rng keys and counter live in the
    process: only a fresh one's first run is reproducible)."""
    import json
    import subprocess
    import sys
    program = (
        "import json, os, sys\nos.environ['JAX_PLATFORMS'] = 'cpu'\n"
        "import numpy as np, jax\njax.config.update('jax_enable_x64', True)\n"
        "from hlotool.backends.oracle import compile_on_cpu\n"
        f"outs = compile_on_cpu({text!r}).execute([])\n"
        "print(json.dumps([[str(np.asarray(o).dtype), np.asarray(o).tolist()] for o in outs]))\n")
    import os
    env = dict(os.environ, PYTHONPATH=str(ROOT))
    out = subprocess.run([sys.executable, "-c", program], capture_output=True, text=True,
                         env=env, check=True).stdout.strip().splitlines()[-1]
    return [np.array(v, dtype=dt) for dt, v in json.loads(out)]


@pytest.mark.slow
def test_legacy_rng_follows_xlas_algorithm_not_its_process_keys():
    """XLA CPU's rng is the same in every fresh process, but its keys come from random streams
    inside the XLA process, not from the module: hlotool runs the same algorithm (RngExpander) with
    its own keys. Same ranges and types, deterministic, not XLA's values."""
    first, second = _xla_in_fresh_process(RNG_MODULE), _xla_in_fresh_process(RNG_MODULE)
    for a, b in zip(first, second, strict=True):
        np.testing.assert_array_equal(a, b)
    got, again = hlo_run(RNG_MODULE, []), hlo_run(RNG_MODULE, [])
    for g, a, w in zip(got, again, first, strict=True):
        np.testing.assert_array_equal(g, a)
        assert g.shape == w.shape and g.dtype == w.dtype
    for k, (lo, hi) in enumerate([(0, 1), (-2.5, 3), (-3, 1000), (1, 2)]):    # the uniform outputs
        assert (got[k] >= lo).all() and (got[k] < hi).all()
        assert not np.array_equal(got[k], first[k])


def test_rng_state_is_per_instruction_and_advances_per_execution():
    """Each rng-get-and-update-state op has its own counter (three in a row all read the initial
    value); an rng in a loop body moves its counter on every iteration."""
    text = """HloModule m
body {
  p = (s32[], f32[3], u64[2]) parameter(0)
  i = s32[] get-tuple-element(p), index=0
  one = s32[] constant(1)
  j = s32[] add(i, one)
  lo = f32[] constant(0)
  hi = f32[] constant(1)
  r = f32[3] rng(lo, hi), distribution=rng_uniform
  s = u64[2] get-tuple-element(p), index=2
  ROOT t = (s32[], f32[3], u64[2]) tuple(j, r, s)
}
cond {
  p = (s32[], f32[3], u64[2]) parameter(0)
  i = s32[] get-tuple-element(p), index=0
  three = s32[] constant(3)
  ROOT lt = pred[] compare(i, three), direction=LT
}
ENTRY e {
  z = s32[] constant(0)
  r0 = f32[3] constant({0, 0, 0})
  a = u64[2] rng-get-and-update-state(), delta=16
  b = u64[2] rng-get-and-update-state(), delta=17
  c = u64[2] rng-get-and-update-state(), delta=1
  init = (s32[], f32[3], u64[2]) tuple(z, r0, c)
  w = (s32[], f32[3], u64[2]) while(init), condition=cond, body=body
  r = f32[3] get-tuple-element(w), index=1
  ROOT t = (u64[2], u64[2], f32[3]) tuple(a, b, r)
}"""
    got, want = hlo_run(text, []), _xla_in_fresh_process(text)
    for g, w in zip(got[:2], want[:2], strict=True):                  # the counters: XLA's initial state
        np.testing.assert_array_equal(g, w.astype(g.dtype))
    assert ((got[2] >= 0) & (got[2] < 1)).all()          # rng values: XLA's keys are its process's


@pytest.mark.parametrize("ty", ["f32", "f64", "bf16"])
def test_reduce_reads_denormals_as_zero_and_flushes_its_result(ty):
    text = f"""HloModule m
add {{
  a = {ty}[] parameter(0)
  b = {ty}[] parameter(1)
  ROOT c = {ty}[] add(a, b)
}}
ENTRY e {{
  p = {ty}[2,4] parameter(0)
  z = {ty}[] constant(0)
  ROOT r = {ty}[2] reduce(p, z), dimensions={{1}}, to_apply=add
}}"""
    tiny = float(np.finfo(np.float64 if ty == "f64" else np.float32).tiny)
    x = np.array([[tiny / 8] * 4, [3 * tiny, -2.5 * tiny, tiny / 4, 0]]).astype(NP[ty])
    want = xla_run(text, [x])[0]
    got = hlo_run(text, [x])[0]
    assert got.tobytes() == want.tobytes(), (got, want)
