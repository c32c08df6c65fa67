"""reduce, reduce-window and select-and-scatter vs XLA CPU and the spec's worked examples."""
from __future__ import annotations

import numpy as np
import pytest

import hlotool
from support.xla_oracle import check_against_xla, hlo_run, rand


def _binary(name, op, t):
    return f"""{name} {{
  a = {t}[] parameter(0)
  b = {t}[] parameter(1)
  ROOT c = {t}[] {op}(a, b)
}}"""


def _spy_fast_path(monkeypatch) -> list:
    """The ufuncs the reduce kernels chose for their reducers (None: the reducer computation folded instead)."""
    from hlotool.interp.kernels import reduce as kernels
    chosen, real = [], kernels.reducer_ufunc

    def spy(kind, dtype):
        fn = real(kind, dtype)
        chosen.append(fn)
        return fn
    monkeypatch.setattr(kernels, "reducer_ufunc", spy)
    return chosen


@pytest.mark.parametrize("op,t,init", [
    ("add", "f32", "0"), ("add", "f64", "1.5"), ("multiply", "f32", "1"), ("maximum", "f32", "-inf"),
    ("minimum", "f64", "inf"), ("add", "s32", "3"), ("maximum", "u8", "0"), ("and", "pred", "true"),
    ("or", "pred", "false"), ("xor", "s32", "0"), ("add", "bf16", "0"), ("maximum", "bf16", "-inf"),
    ("add", "pred", "false"), ("multiply", "s64", "1"),
])
@pytest.mark.xla
@pytest.mark.parametrize("dims", [(1,), (0, 2), (0, 1, 2), ()])
def test_reduce_fast_path_vs_xla(op, t, init, dims, monkeypatch):
    chosen = _spy_fast_path(monkeypatch)
    shape = (3, 4, 5)
    out = [s for i, s in enumerate(shape) if i not in dims]
    text = f"""HloModule m
{_binary("red", op, t)}
ENTRY e {{
  x = {t}[3,4,5] parameter(0)
  z = {t}[] constant({init})
  ROOT r = {t}[{",".join(map(str, out))}] reduce(x, z), dimensions={{{",".join(map(str, dims))}}}, to_apply=red
}}"""
    rng = np.random.default_rng(1)
    x = rand(rng, shape, t)
    if t in ("f32", "f64", "bf16"):
        x[0, 0, 0] = np.nan if op in ("maximum", "minimum") else x[0, 0, 0]
    tol = 2e-2 if t == "bf16" else 1e-5
    check_against_xla(text, [x], rtol=tol, atol=tol)
    assert chosen and all(fn is not None for fn in chosen), chosen       # one NumPy reduction, no fold


ARGMAX = """HloModule m
am {
  a = f32[] parameter(0)
  b = s32[] parameter(1)
  c = f32[] parameter(2)
  d = s32[] parameter(3)
  gt = pred[] compare(a, c), direction=GT
  eq = pred[] compare(a, c), direction=EQ
  lt = pred[] compare(b, d), direction=LT
  an = pred[] and(eq, lt)
  p = pred[] or(gt, an)
  v = f32[] select(p, a, c)
  i = s32[] select(p, b, d)
  ROOT t = (f32[], s32[]) tuple(v, i)
}
ENTRY e {
  a = f32[4,5] parameter(0)
  i = s32[4,5] parameter(1)
  z = f32[] constant(-inf)
  zi = s32[] constant(0)
  ROOT r = (f32[4], s32[4]) reduce(a, i, z, zi), dimensions={1}, to_apply=am
}"""


@pytest.mark.xla
def test_reduce_variadic_argmax_vs_xla():
    rng = np.random.default_rng(2)
    a = rand(rng, (4, 5), "f32")
    a[0, 3] = a[0, 1] = 9.0          # a tie: the lower index wins
    check_against_xla(ARGMAX, [a, np.tile(np.arange(5, dtype=np.int32), (4, 1))])


@pytest.mark.xla
def test_reduce_generic_reducer_vs_xla():
    """A reducer that is not a single op: sum of squares folded sequentially."""
    text = """HloModule m
sq {
  a = f32[] parameter(0)
  b = f32[] parameter(1)
  m = f32[] multiply(b, b)
  ROOT c = f32[] add(a, m)
}
ENTRY e {
  x = f32[3,6] parameter(0)
  z = f32[] constant(0)
  ROOT r = f32[3] reduce(x, z), dimensions={1}, to_apply=sq
}"""
    check_against_xla(text, [rand(np.random.default_rng(3), (3, 6), "f32")])


@pytest.mark.xla
def test_reduce_window_spec_example_max_2x3():
    text = f"""HloModule m
{_binary("mx", "maximum", "f32")}
ENTRY e {{
  x = f32[4,6] parameter(0)
  z = f32[] constant(-3.40282e+38)
  ROOT r = f32[2,2] reduce-window(x, z), window={{size=2x3 stride=2x3}}, to_apply=mx
}}"""
    x = np.arange(24, dtype=np.float32).reshape(4, 6)
    got = hlo_run(text, [x])[0]
    np.testing.assert_array_equal(got, [[8, 11], [20, 23]])
    check_against_xla(text, [x])


def test_reduce_window_spec_example_min_padding():
    """Spec: min over [10000, 1000, 100, 10, 1], window 3 stride 2 -> valid [100, 1]; with
    padding 1_1 (SAME) the windows also see the edges."""
    for pad, want in (("0_0", [100, 1]), ("1_1", [1000, 10, 1])):
        out = len(want)
        text = f"""HloModule m
{_binary("mn", "minimum", "f32")}
ENTRY e {{
  x = f32[5] parameter(0)
  z = f32[] constant(inf)
  ROOT r = f32[{out}] reduce-window(x, z), window={{size=3 stride=2 pad={pad}}}, to_apply=mn
}}"""
        x = np.array([10000, 1000, 100, 10, 1], np.float32)
        np.testing.assert_array_equal(hlo_run(text, [x])[0], want)


@pytest.mark.xla
def test_reduce_window_spec_example_stablehlo_dilations():
    """Spec example 2: base dilation 2, padding 2_1, window [2,1] dilation [3,1], stride [4,1]."""
    text = f"""HloModule m
{_binary("ad", "add", "s32")}
ENTRY e {{
  x = s32[3,2] parameter(0)
  z = s32[] constant(0)
  ROOT r = s32[2,2] reduce-window(x, z), window={{size=2x1 stride=4x1 pad=2_1x0_0 lhs_dilate=2x1 rhs_dilate=3x1}}, to_apply=ad
}}"""
    x = np.array([[1, 2], [3, 4], [5, 6]], np.int32)
    np.testing.assert_array_equal(hlo_run(text, [x])[0], [[0, 0], [3, 4]])
    check_against_xla(text, [x])


RW_CASES = [
    ("maximum", "f32", "-inf", (2, 7, 6, 3), "size=1x3x2x1 stride=1x2x2x1 pad=0_0x1_1x0_0x0_0", (2, 4, 3, 3)),
    ("add", "f32", "1", (5, 6), "size=2x3 stride=2x1 pad=1_1x1_0 lhs_dilate=2x1 rhs_dilate=1x2", (5, 3)),
    ("add", "s32", "0", (6, 6), "size=3x3 pad=1_1x1_1", (6, 6)),
    ("minimum", "f64", "inf", (7,), "size=3 stride=2 pad=-1_2", (3,)),
    ("multiply", "f32", "1", (4, 4), "size=2x2", (3, 3)),
]


@pytest.mark.xla
@pytest.mark.parametrize("op,t,init,shape,window,out", RW_CASES)
def test_reduce_window_fast_path_vs_xla(op, t, init, shape, window, out, monkeypatch):
    chosen = _spy_fast_path(monkeypatch)
    text = f"""HloModule m
{_binary("red", op, t)}
ENTRY e {{
  x = {t}[{",".join(map(str, shape))}] parameter(0)
  z = {t}[] constant({init})
  ROOT r = {t}[{",".join(map(str, out))}] reduce-window(x, z), window={{{window}}}, to_apply=red
}}"""
    check_against_xla(text, [rand(np.random.default_rng(4), shape, t)])
    assert chosen and all(fn is not None for fn in chosen), chosen


@pytest.mark.xla
def test_reduce_window_generic_and_variadic_vs_xla():
    generic = """HloModule m
g {
  a = f32[] parameter(0)
  b = f32[] parameter(1)
  s = f32[] multiply(a, a)
  ROOT c = f32[] add(s, b)
}
ENTRY e {
  a = f32[5,6] parameter(0)
  z = f32[] constant(1)
  ROOT r = f32[5,3] reduce-window(a, z), window={size=2x3 stride=2x1 pad=1_1x1_0 lhs_dilate=2x1 rhs_dilate=1x2}, to_apply=g
}"""
    check_against_xla(generic, [rand(np.random.default_rng(5), (5, 6), "f32") * 0.5])
    variadic = ARGMAX.replace("ROOT r = (f32[4], s32[4]) reduce(a, i, z, zi), dimensions={1}, to_apply=am",
                              "ROOT r = (f32[4,3], s32[4,3]) reduce-window(a, i, z, zi), "
                              "window={size=1x2 stride=1x2 pad=0_0x0_1}, to_apply=am")
    rng = np.random.default_rng(6)
    check_against_xla(variadic, [rand(rng, (4, 5), "f32"), rand(rng, (4, 5), "s32")])


SAS = """HloModule m
ge {
  a = f32[] parameter(0)
  b = f32[] parameter(1)
  ROOT c = pred[] compare(a, b), direction=GE
}
ad {
  a = f32[] parameter(0)
  b = f32[] parameter(1)
  ROOT c = f32[] add(a, b)
}
ENTRY e {
  a = f32[OPSHAPE] parameter(0)
  s = f32[SRCSHAPE] parameter(1)
  z = f32[] constant(0)
  ROOT r = f32[OPSHAPE] select-and-scatter(a, s, z), window=WINDOW, select=ge, scatter=ad
}"""


def _sas(op, src, window):
    return SAS.replace("OPSHAPE", ",".join(map(str, op))).replace(
        "SRCSHAPE", ",".join(map(str, src))).replace("WINDOW", window)


@pytest.mark.xla
def test_select_and_scatter_spec_example_overlapping():
    """Spec figure (2): overlapping windows both select the 9, whose output is 2 + 6 = 8."""
    text = _sas((4, 5), (1, 2), "{size=3x3 stride=2x2}")
    x = np.array([[7, 2, 5, 3, 8], [3, 8, 9, 3, 4], [1, 5, 7, 5, 6], [0, 6, 2, 10, 2]], np.float32)
    src = np.array([[2, 6]], np.float32)
    got = hlo_run(text, [x, src])[0]
    want = np.zeros((4, 5), np.float32)
    want[1, 2] = 8
    np.testing.assert_array_equal(got, want)
    check_against_xla(text, [x, src])


@pytest.mark.parametrize("op,src,window", [
    ((6, 7), (3, 4), "{size=3x2 stride=2x2 pad=0_1x1_0}"),
    ((2, 8, 8, 3), (2, 4, 4, 3), "{size=1x2x2x1 stride=1x2x2x1}"),
    ((9,), (4,), "{size=3 stride=2}"),
])
@pytest.mark.xla
def test_select_and_scatter_vs_xla(op, src, window):
    rng = np.random.default_rng(7)
    x = rand(rng, op, "f32")
    x.reshape(-1)[1] = x.reshape(-1)[0]          # a tie inside a window
    check_against_xla(_sas(op, src, window), [x, rand(rng, src, "f32")])


@pytest.mark.xla
def test_reduce_variadic_argmax_long_axis_vs_xla():
    """A long reduction with a general reducer (pairwise tree fold), ties pick the lower index."""
    text = ARGMAX.replace("f32[4,5]", "f32[4,1001]").replace("s32[4,5]", "s32[4,1001]")
    rng = np.random.default_rng(8)
    a = rng.integers(0, 50, (4, 1001)).astype(np.float32)       # many ties
    check_against_xla(text, [a, np.tile(np.arange(1001, dtype=np.int32), (4, 1))])


@pytest.mark.parametrize("init", ["0", "1.5", "nan", "-inf", "-2.5"])
@pytest.mark.parametrize("ty", ["f32", "f64"])
def test_a_reduce_to_a_scalar_is_the_ufuncs_bit_for_bit(ty, init):
    # The rank-0 path joins the init value with NumPy's scalar arithmetic (not for a NaN init, where the
    # ufunc picks which NaN): the same bits as np.add / np.multiply of the init and the reduction.
    import hlotool
    dt = np.float32 if ty == "f32" else np.float64
    text = f"""HloModule m
add {{
  a = {ty}[] parameter(0)
  b = {ty}[] parameter(1)
  ROOT c = {ty}[] add(a, b)
}}
mul {{
  a = {ty}[] parameter(0)
  b = {ty}[] parameter(1)
  ROOT c = {ty}[] multiply(a, b)
}}
ENTRY e {{
  p = {ty}[5] parameter(0)
  i = {ty}[] constant({init})
  r = {ty}[] reduce(p, i), dimensions={{0}}, to_apply=add
  s = {ty}[] reduce(p, i), dimensions={{0}}, to_apply=mul
  ROOT t = ({ty}[], {ty}[]) tuple(r, s)
}}"""
    start = np.asarray(float(init), dt)
    for x in (np.full(5, -0.0, dt), np.array([1.5, -2.0, 4.0, -np.nan, 3.0], dt), np.array([2.0] * 5, dt)):
        r, s = hlotool.run(text, x)
        with np.errstate(all="ignore"):
            want_r = np.asarray(np.add(start, np.add.reduce(x)))
            want_s = np.asarray(np.multiply(start, np.multiply.reduce(x)))
        assert r.tobytes() == want_r.tobytes() and s.tobytes() == want_s.tobytes()


SUM_FROM_ZERO = """HloModule m
add {
  a = f32[] parameter(0)
  b = f32[] parameter(1)
  ROOT s = f32[] add(a, b)
}
ENTRY e {
  p = f32[SIZE] parameter(0)
  one = f32[] constant(1)
  ones = f32[SIZE] broadcast(one), dimensions={}
  x = f32[SIZE] multiply(p, ones)
  zero = f32[] constant(0)
  ROOT r = f32[] reduce(x, zero), dimensions={0}, to_apply=add
}"""

_T = float(np.finfo(np.float32).tiny)


@pytest.mark.parametrize("values", [
    [-0.0, -0.0, -0.0],                          # -0 sums to -0, and +0 + -0 is +0
    [2 * _T, -1.75 * _T],                        # a denormal sum: flushed
    [-2 * _T, 1.75 * _T],                        # ... to -0
    [1.0, float("nan"), 2.0],
    [float("inf"), 1.0],
    list(np.linspace(-3, 5, 64)),
    list(np.random.default_rng(0).standard_normal(300)),
])
def test_add_reduction_from_a_zero_constant_equals_xla(xla, values):
    """The planned sum from a +0 init (``reduce._sum_from_zero``): the generic kernel's bits, and XLA's where
    XLA's order of additions cannot differ (a few elements)."""
    from hlotool.interp.kernels.reduce import eval_reduce
    from support.xla_oracle import compile_on_xla_cpu, xla_execute
    x = np.array(values, np.float32)
    text = SUM_FROM_ZERO.replace("SIZE", str(x.size))
    module = hlotool.parse(text)
    inst = module.entry.root
    assert eval_reduce.specialize(inst).__name__ == "run_sum_from_zero"
    got = np.asarray(hlotool.run(module, x))
    generic = np.asarray(eval_reduce(inst, [x, np.asarray(np.float32(0))], None))
    assert got.dtype == np.float32 and got.tobytes() == generic.tobytes()
    if x.size <= 3:
        want = np.asarray(xla_execute(compile_on_xla_cpu(text), [x])[0])
        assert got.tobytes() == want.tobytes() or (np.isnan(got) and np.isnan(want))
