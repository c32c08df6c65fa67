"""XLA GPU optimized modules (compiled deviceless for H100 / A100) run on the CPU: cuBLAS(Lt) GEMMs,
cuDNN convolutions and attention, cuSolver, threefry and TopK custom calls, Triton GEMM fusions.

Each fixture tests/gpu_calls/NAME.hlo is the optimized GPU module of a small jax function and
NAME.npz its inputs ``arg0..`` and jax's XLA CPU result ``out0..`` (tests/gpu_calls/make_fixtures.py
recreates them; it needs the CUDA plugin, these tests do not)."""
from __future__ import annotations

import re

import numpy as np
import pytest

import hlotool
from hlotool.interp.compare import compare
from hlotool.interp.errors import InterpError
from hlotool.npz import decode_npz, numbered
from support.paths import ROOT

FIXTURES = ROOT / "tests" / "gpu_calls"
NAMES = sorted(p.stem for p in FIXTURES.glob("*.hlo"))

def _run(name):
    arrays = decode_npz(FIXTURES / f"{name}.npz")
    got = hlotool.run((FIXTURES / f"{name}.hlo").read_text(), *numbered(arrays, "arg"))
    return list(got), numbered(arrays, "out")


def test_fixtures_present_and_small():
    assert len(NAMES) >= 20
    assert sum(p.stat().st_size for p in FIXTURES.iterdir() if p.suffix in (".hlo", ".npz")) < 1.5e6


@pytest.mark.parametrize("name", NAMES)
def test_gpu_module_matches_cpu(name):
    got, want = _run(name)
    assert len(got) == len(want)
    for i, (g, w) in enumerate(zip(got, want, strict=True)):
        err = compare(g, w)
        assert err is None, f"{name} out{i}: {err}"


@pytest.mark.parametrize("name, targets", [
    ("cublaslt_gelu_aux", ["__cublas$lt$matmul"]),
    ("cublaslt_f8", ["__cublas$lt$matmul$f8"]),
    ("cublas_gemm_legacy", ["__cublas$gemm"]),
    ("cudnn_conv_grads", ["__cudnn$convForward", "__cudnn$convBackwardInput", "__cudnn$convBackwardFilter"]),
    ("cudnn_conv_bias_relu", ["__cudnn$convBiasActivationForward"]),
    ("cudnn_fmha_bwd", ["__cudnn$fmhaSoftmax", "__cudnn$fmhaSoftmaxBackward"]),
    ("cudnn_fmha_bias_fwd", ["__cudnn$fmhaScaleBiasSoftmax"]),
    ("cudnn_fmha_bias_bwd", ["__cudnn$fmhaScaleBiasSoftmax", "__cudnn$fmhaScaleBiasSoftmaxBackward"]),
    ("cudnn_fmha_bias_bwd_a100", ["__cudnn$fmhaScaleBiasSoftmax", "__cudnn$fmhaScaleBiasSoftmaxBackward"]),
    ("cudnn_fmha_mask_bwd", ["__cudnn$fmhaScaleBiasSoftmax", "__cudnn$fmhaScaleBiasSoftmaxBackward"]),
    ("cudnn_fmha_gqa_bwd", ["__cudnn$fmhaSoftmax", "__cudnn$fmhaSoftmaxBackward"]),
    ("cudnn_conv_grouped_grads", ["__cudnn$convForward", "__cudnn$convBackwardFilter"]),
    ("cusolver_qr", ["cusolver_geqrf_ffi", "cusolver_orgqr_ffi"]),
    ("cusolver_svd", ["cusolver_gesvdj_ffi"]),
    ("cusolver_inv", ["cusolver_getrf_ffi", "cu_lu_pivots_to_permutation"]),
    ("cublas_trsm", ["__cublas$triangularSolve"]),
    ("cu_threefry", ["cu_threefry2x32_ffi"]),
    ("gpu_topk", ["__gpu$TopK"]),
])
def test_fixture_exercises_target(name, targets):
    text = (FIXTURES / f"{name}.hlo").read_text()
    found = set(re.findall(r'custom_call_target="([^"]+)"', text))
    assert set(targets) <= found


@pytest.mark.parametrize("name, setting", [
    ("cudnn_fmha_padding_bwd", '"mask_type": "PADDING_CAUSAL"'),   # query_seq_lengths / key_value_seq_lengths
    ("cudnn_fmha_window_bwd", '"sliding_window_length": 6'),       # local_window_size=(5, 0)
    ("cudnn_fmha_bias_bwd_a100", '"mask_type": "CAUSAL"'),
    ("cudnn_conv_grouped_grads", "feature_group_count=2"),
    ("cudnn_conv_grouped_strided", "feature_group_count=3"),
    ("cudnn_conv_depthwise_grads", "rhs_dilate=2x2"),
])
def test_fixture_has_the_form_it_tests(name, setting):
    assert setting in (FIXTURES / f"{name}.hlo").read_text()


def test_triton_gemm_fusion_runs_its_computation():
    assert '"kind":"__triton_nested_gemm_fusion"' in (FIXTURES / "triton_gemm_bf16.hlo").read_text()


_TRITON = """HloModule m, entry_computation_layout={(f32[4]{0})->f32[4]{0}}

ENTRY %main (p: f32[4]) -> f32[4] {
  %p = f32[4]{0} parameter(0)
  ROOT %k = f32[4]{0} custom-call(%p), custom_call_target="__gpu$xla.gpu.triton", backend_config={name = "add_one", ir = "#loc = loc(unknown)", grid_x = 1 : i32, grid_y = 1 : i32, grid_z = 1 : i32, num_stages = 3 : i32, num_warps = 4 : i32}
}
"""


def test_unrunnable_gpu_kernel_is_a_clear_error():
    with pytest.raises(InterpError) as e:
        hlotool.run(_TRITON, np.arange(4, dtype=np.float32))
    msg = str(e.value)
    assert "__gpu$xla.gpu.triton" in msg and "hlotool extract" in msg and "--backend xla" in msg


def test_fmha_dropout_is_a_clear_error():
    text = (FIXTURES / "cudnn_fmha_fwd.hlo").read_text().replace('"dropout_rate": 0.0', '"dropout_rate": 0.1')
    arrays = decode_npz(FIXTURES / "cudnn_fmha_fwd.npz")
    with pytest.raises(InterpError, match="dropout"):
        hlotool.run(text, *numbered(arrays, "arg"))


def _conv_adjoint_module(groups, size, stride, pads, dil, x_shape, w_shape):
    """cuDNN's forward, backward-input and backward-filter calls of one convolution (NCHW / OIHW)."""
    n, c, *sp = x_shape
    o = w_shape[0]
    out_sp = [(s + lo + hi - ((k - 1) * d + 1)) // st + 1 for s, (lo, hi), k, d, st in zip(sp, pads, size, dil, stride, strict=True)]
    y_shape = [n, o, *out_sp]

    def t(shape):
        return "f32[" + ",".join(map(str, shape)) + "]"
    window = (f"window={{size={'x'.join(map(str, size))} stride={'x'.join(map(str, stride))} "
              f"pad={'x'.join(f'{lo}_{hi}' for lo, hi in pads)} rhs_dilate={'x'.join(map(str, dil))}}}, "
              f"dim_labels=bf01_oi01->bf01, feature_group_count={groups}")

    def call(name, result, operands, target):
        return (f"  {name} = ({t(result)}, u8[0]) custom-call({operands}), {window}, "
                f"custom_call_target=\"__cudnn${target}\"\n  {name}.r = {t(result)} get-tuple-element({name}), index=0\n")
    text = (f"HloModule conv_adjoint\n\nENTRY e {{\n  x = {t(x_shape)} parameter(0)\n  w = {t(w_shape)} parameter(1)\n"
            f"  dy = {t(y_shape)} parameter(2)\n" + call("fwd", y_shape, "x, w", "convForward") +
            call("bwd_in", x_shape, "dy, w", "convBackwardInput") + call("bwd_w", w_shape, "x, dy", "convBackwardFilter") +
            f"  ROOT out = ({t(y_shape)}, {t(x_shape)}, {t(w_shape)}) tuple(fwd.r, bwd_in.r, bwd_w.r)\n}}\n")
    return text, y_shape


@pytest.mark.parametrize("groups, size, stride, pads, dil, x_shape, w_shape", [
    (1, (3, 3), (2, 1), ((1, 1), (0, 2)), (1, 2), (2, 4, 9, 8), (6, 4, 3, 3)),
    (2, (3, 3), (1, 1), ((1, 1), (1, 1)), (1, 1), (2, 8, 6, 6), (8, 4, 3, 3)),
    (3, (3, 2), (2, 2), ((2, 1), (0, 1)), (2, 1), (2, 6, 11, 10), (9, 2, 3, 2)),
    (4, (3, 3), (1, 2), ((2, 2), (2, 2)), (2, 2), (1, 4, 9, 9), (8, 1, 3, 3)),     # depthwise, channel multiplier 2
])
def test_cudnn_backward_convolutions_are_the_forward_adjoints(groups, size, stride, pads, dil, x_shape, w_shape):
    """<conv(x, w), dy> = <x, backward_input(dy, w)> = <w, backward_filter(x, dy)>, for grouped, strided,
    dilated and padded windows: XLA emits no grouped backward-input call (it runs those as forward
    convolutions), so this identity checks that form where no fixture can."""
    text, y_shape = _conv_adjoint_module(groups, size, stride, pads, dil, x_shape, w_shape)
    rng = np.random.default_rng(0)
    x, w, dy = (rng.standard_normal(s).astype(np.float32) for s in (x_shape, w_shape, y_shape))
    y, dx, dw = hlotool.run(text, x, w, dy)
    ref = float(np.sum(y.astype(np.float64) * dy))
    assert abs(ref) > 1.0
    np.testing.assert_allclose(float(np.sum(x.astype(np.float64) * dx)), ref, rtol=1e-4)
    np.testing.assert_allclose(float(np.sum(w.astype(np.float64) * dw)), ref, rtol=1e-4)


def test_cudnn_backward_convolution_with_batch_groups_is_a_clear_error():
    text, y_shape = _conv_adjoint_module(1, (3, 3), (1, 1), ((1, 1), (1, 1)), (1, 1), (2, 4, 5, 5), (4, 4, 3, 3))
    text = text.replace("feature_group_count=1", "batch_group_count=2")
    rng = np.random.default_rng(0)
    with pytest.raises(InterpError, match="batch_group_count"):
        hlotool.run(text, *(rng.standard_normal(s).astype(np.float32) for s in ((2, 4, 5, 5), (4, 4, 3, 3), y_shape)))
