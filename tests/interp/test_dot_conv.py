"""dot and convolution kernels vs XLA CPU (jaxlib) on small random inputs."""
from __future__ import annotations

import numpy as np
import pytest

from support.hlo_texts import CONV_32X32
from support.xla_oracle import check_against_xla, hlo_run, rand


def _dims(shape):
    return ",".join(map(str, shape))


DOTS = [
    # (lhs, rhs, out, dnums, types (lhs, rhs, out))
    ((3, 4), (4, 5), (3, 5), "lhs_contracting_dims={1}, rhs_contracting_dims={0}", ("f32",) * 3),
    ((2, 3, 4), (4, 2, 5), (2, 3, 5), "lhs_batch_dims={0}, lhs_contracting_dims={2}, rhs_batch_dims={1}, "
     "rhs_contracting_dims={0}", ("f32",) * 3),
    ((4, 2, 3, 6), (3, 2, 6, 5), (2, 6, 4, 5), "lhs_batch_dims={1,3}, lhs_contracting_dims={2}, "
     "rhs_batch_dims={1,2}, rhs_contracting_dims={0}", ("f64",) * 3),
    ((3, 4, 2), (2, 4), (3,), "lhs_contracting_dims={2,1}, rhs_contracting_dims={0,1}", ("f32",) * 3),
    ((5,), (5,), (), "lhs_contracting_dims={0}, rhs_contracting_dims={0}", ("f32",) * 3),
    ((3, 4), (5, 6), (3, 4, 5, 6), "", ("f32",) * 3),                           # outer product
    ((3, 4), (4, 5), (3, 5), "lhs_contracting_dims={1}, rhs_contracting_dims={0}", ("s8", "s8", "s32")),
    ((3, 4), (4, 5), (3, 5), "lhs_contracting_dims={1}, rhs_contracting_dims={0}", ("s32",) * 3),
    ((3, 4), (4, 5), (3, 5), "lhs_contracting_dims={1}, rhs_contracting_dims={0}", ("u8", "u8", "u32")),
    ((3, 4), (4, 5), (3, 5), "lhs_contracting_dims={1}, rhs_contracting_dims={0}", ("pred",) * 3),
    ((3, 64), (64, 5), (3, 5), "lhs_contracting_dims={1}, rhs_contracting_dims={0}", ("bf16", "bf16", "bf16")),
    ((3, 64), (64, 5), (3, 5), "lhs_contracting_dims={1}, rhs_contracting_dims={0}", ("bf16", "bf16", "f32")),
    ((3, 16), (16, 5), (3, 5), "lhs_contracting_dims={1}, rhs_contracting_dims={0}", ("f16", "f16", "f16")),
    ((2, 3, 4), (2, 4, 3), (2, 3, 3), "lhs_batch_dims={0}, lhs_contracting_dims={2}, rhs_batch_dims={0}, "
     "rhs_contracting_dims={1}", ("c64",) * 3),
]


@pytest.mark.xla
@pytest.mark.parametrize("lhs,rhs,out,dnums,types", DOTS, ids=[f"dot{i}" for i in range(len(DOTS))])
def test_dot_vs_xla(lhs, rhs, out, dnums, types):
    lt, rt, ot = types
    text = f"""HloModule m
ENTRY e {{
  a = {lt}[{_dims(lhs)}] parameter(0)
  b = {rt}[{_dims(rhs)}] parameter(1)
  ROOT d = {ot}[{_dims(out)}] dot(a, b){', ' + dnums if dnums else ''}
}}"""
    rng = np.random.default_rng(len(lhs) * 7 + len(dnums))
    big = 40 if lt == "s8" else 1
    args = [rand(rng, lhs, lt), rand(rng, rhs, rt)]
    if big != 1:
        args = [(a.astype(np.int32) * big).clip(-128, 127).astype(np.int8) for a in args]
    # narrow floats: one rounding of an f32 accumulation, as XLA CPU -- bit-exact for bf16
    tol = {"f16": 2e-3}.get(ot, 1e-5)
    check_against_xla(text, args, rtol=tol, atol=tol, exact=(ot == "bf16"))


@pytest.mark.xla
def test_dot_int_wraps_like_xla():
    text = """HloModule m
ENTRY e {
  a = s32[2,2] parameter(0)
  b = s32[2,2] parameter(1)
  ROOT d = s32[2,2] dot(a, b), lhs_contracting_dims={1}, rhs_contracting_dims={0}
}"""
    a = np.array([[2**30, 2**30], [7, -3]], np.int32)
    check_against_xla(text, [a, a])


CONVS = [
    # lhs, rhs, out, dim_labels, window, extra, dtype
    ((2, 5, 5, 3), (3, 3, 3, 4), (2, 3, 3, 4), "b01f_01io->b01f", "size=3x3", "", "f32"),
    ((2, 3, 6, 5), (4, 3, 2, 2), (2, 4, 3, 3), "bf01_oi01->bf01", "size=2x2 stride=2x2 pad=0_1x1_0", "", "f32"),
    ((2, 3, 6, 5), (4, 3, 2, 2), (2, 4, 12, 8), "bf01_oi01->bf01", "size=2x2 pad=1_1x0_0 lhs_dilate=2x2", "", "f32"),
    ((2, 3, 7, 5), (4, 3, 2, 2), (2, 4, 4, 3), "bf01_oi01->bf01", "size=2x2 pad=-1_0x0_0 rhs_dilate=2x2", "", "f32"),
    ((2, 4, 7), (6, 2, 3), (2, 6, 5), "bf0_oi0->bf0", "size=3", ", feature_group_count=2", "f32"),
    ((2, 4, 7), (4, 1, 3), (2, 4, 5), "bf0_oi0->bf0", "size=3", ", feature_group_count=4", "f32"),
    ((4, 3, 7), (6, 3, 3), (2, 6, 5), "bf0_oi0->bf0", "size=3", ", batch_group_count=2", "f32"),
    ((2, 4, 4, 4, 3), (2, 2, 2, 3, 5), (2, 3, 3, 3, 5), "b012f_012io->b012f", "size=2x2x2", "", "f32"),
    ((5, 3, 2), (3, 3, 4), (5, 4, 2), "0fb_0io->0fb", "size=3 pad=1_1 rhs_reversal=1", "", "f32"),
    ((2, 6, 6, 3), (3, 2, 4, 3), (2, 7, 5, 4), "b10f_10oi->b01f", "size=2x3 pad=1_1x0_1", "", "f64"),
    ((1, 5, 5, 2), (2, 2, 2, 3), (1, 4, 4, 3), "b01f_01io->b01f", "size=2x2", "", "s32"),
    ((1, 8, 8, 2), (3, 3, 2, 2), (1, 8, 8, 2), "b01f_01io->b01f", "size=3x3 pad=1_1x1_1", "", "bf16"),
    ((2, 3, 5), (2, 3, 1), (2, 2, 5), "bf0_oi0->bf0", "size=1", "", "f32"),
]


@pytest.mark.xla
@pytest.mark.parametrize("lhs,rhs,out,labels,window,extra,dt", CONVS, ids=[f"conv{i}" for i in range(len(CONVS))])
def test_convolution_vs_xla(lhs, rhs, out, labels, window, extra, dt):
    text = f"""HloModule m
ENTRY e {{
  a = {dt}[{_dims(lhs)}] parameter(0)
  b = {dt}[{_dims(rhs)}] parameter(1)
  ROOT c = {dt}[{_dims(out)}] convolution(a, b), window={{{window}}}, dim_labels={labels}{extra}
}}"""
    rng = np.random.default_rng(len(labels) + len(window))
    tol = 2e-2 if dt == "bf16" else 1e-4
    check_against_xla(text, [rand(rng, lhs, dt), rand(rng, rhs, dt)], rtol=tol, atol=tol)


def _kernel_lines(run) -> tuple[object, int]:
    """``run()``'s result and the Python lines it executed in hlotool's kernels (numpy's C loops are not lines)."""
    import sys
    import threading
    from pathlib import Path

    import hlotool
    kernels = str(Path(hlotool.__file__).parent / "interp" / "kernels")
    count = 0

    def local(frame, event, arg):
        nonlocal count
        count += event == "line"
        return local

    def tracer(frame, event, arg):
        return local if frame.f_code.co_filename.startswith(kernels) else None

    before = sys.gettrace()
    sys.settrace(tracer)
    threading.settrace(tracer)
    try:
        result = run()
    finally:
        sys.settrace(before)
        threading.settrace(None)
    return result, count


def test_convolution_is_vectorised():
    """A 32x32 conv with 16 channels (8 images, 3x3 window, padding 1) equals a direct sum over the window, and
    the kernel computes it without a Python loop over pixels: a loop would execute at least one line in the
    kernels per output pixel (8 x 32 x 32 = 8,192); the vectorised kernel executes a few hundred. (Its time is
    bench/timing_guards.py's to measure.)"""
    rng = np.random.default_rng(0)
    a, b = rand(rng, (8, 32, 32, 16), "f32"), rand(rng, (3, 3, 16, 16), "f32")
    hlo_run(CONV_32X32, [a, b])                   # (loads the kernel modules, whose import runs lines too)
    (got,), lines = _kernel_lines(lambda: hlo_run(CONV_32X32, [a, b]))
    padded = np.pad(a.astype(np.float64), ((0, 0), (1, 1), (1, 1), (0, 0)))
    want = sum(np.einsum("nhwc,co->nhwo", padded[:, i:i + 32, j:j + 32, :], b[i, j].astype(np.float64))
               for i in range(3) for j in range(3))
    assert got.dtype == np.float32 and got.shape == (8, 32, 32, 16)
    np.testing.assert_allclose(got, want, rtol=1e-5, atol=1e-4)
    assert 0 < lines < 8 * 32 * 32 // 8, lines


def test_ragged_dot_groups_rows():
    """XLA CPU cannot run ragged-dot from text; check against per-group matmuls."""
    text = """HloModule m
ENTRY e {
  a = f32[6,4] parameter(0)
  b = f32[3,4,5] parameter(1)
  g = s32[3] parameter(2)
  ROOT r = f32[6,5] ragged-dot(a, b, g), lhs_contracting_dims={1}, rhs_contracting_dims={1}, lhs_ragged_dims={0}, rhs_group_dims={0}
}"""
    rng = np.random.default_rng(0)
    a, b = rand(rng, (6, 4), "f32"), rand(rng, (3, 4, 5), "f32")
    sizes = np.array([2, 0, 3], np.int32)                 # an empty group; the last row is in none
    got = hlo_run(text, [a, b, sizes])[0]
    want = np.zeros((6, 5), np.float32)
    want[0:2] = a[0:2] @ b[0]
    want[2:5] = a[2:5] @ b[2]
    np.testing.assert_allclose(got, want, rtol=1e-6)


def test_scaled_dot_applies_block_scales():
    import ml_dtypes
    text = """HloModule m
ENTRY e {
  q = f8e4m3fn[4,32] parameter(0)
  k = f8e4m3fn[32,2] parameter(1)
  qs = f8e8m0fnu[4,1] parameter(2)
  ks = f8e8m0fnu[1,2] parameter(3)
  ROOT r = f32[4,2] scaled-dot(q, k, qs, ks), lhs_contracting_dims={1}, rhs_contracting_dims={0}
}"""
    rng = np.random.default_rng(1)
    q = rng.standard_normal((4, 32)).astype(ml_dtypes.float8_e4m3fn)
    k = rng.standard_normal((32, 2)).astype(ml_dtypes.float8_e4m3fn)
    qs = np.array([[1], [2], [4], [0.5]]).astype(ml_dtypes.float8_e8m0fnu)
    ks = np.array([[2, 0.25]]).astype(ml_dtypes.float8_e8m0fnu)
    got = hlo_run(text, [q, k, qs, ks])[0]
    want = (q.astype(np.float32) * qs.astype(np.float32)) @ (k.astype(np.float32) * ks.astype(np.float32))
    np.testing.assert_allclose(got, want, rtol=1e-6)


@pytest.mark.parametrize("dtype", [np.float32, np.float64])
def test_surely_normal_never_misses_a_denormal_or_zero(dtype):
    """The dot's look at a small result (``_numeric.surely_normal``): False wherever a zero or denormal is."""
    from hlotool.interp.kernels._numeric import surely_normal
    info = np.finfo(dtype)
    tiny, denormal = info.tiny, info.smallest_subnormal
    for special in (0.0, -0.0, denormal, -denormal, tiny * 0.5, -tiny * (1 - info.eps)):
        x = np.array([1.0, special, -3.0], dtype)
        assert not surely_normal(x) and not surely_normal(x[::-1].copy())
    for fine in (tiny * 2**16 * 2, -1e30, np.inf, -np.inf, np.nan, 1.0):
        assert surely_normal(np.array([1.0, fine, -3.0], dtype))
    assert not surely_normal(np.array([tiny], dtype))       # (a normal value near the limit: the full look then)


def test_small_dot_result_flushes_its_denormals(xla):
    from support.xla_oracle import compile_on_xla_cpu, xla_execute
    text = """HloModule m
ENTRY e {
  w = f32[3,2] parameter(0)
  h = f32[2] parameter(1)
  ROOT d = f32[3] dot(w, h), lhs_contracting_dims={1}, rhs_contracting_dims={0}
}"""
    tiny = float(np.finfo(np.float32).tiny)
    w = np.array([[tiny, 0], [2.0, 1.0], [-tiny, 0]], np.float32)
    h = np.array([0.25, 1.0], np.float32)
    got = np.asarray(hlo_run(text, [w, h])[0])
    want = np.asarray(xla_execute(compile_on_xla_cpu(text), [w, h])[0])
    # (a flushed product's sign may differ: XLA flushes each product, BLAS the sum)
    assert got.tolist() == want.tolist() == [0.0, 1.5, 0.0]
