"""XLA GPU optimized modules (compiled deviceless for H100 / A100) run on the CPU: cuBLAS(Lt) GEMMs,
cuDNN convolutions and attention, cuSolver, threefry and TopK custom calls, Triton GEMM fusions.

Each fixture tests/gpu_calls/NAME.hlo is the optimized GPU module of a small jax function and
NAME.npz its inputs ``arg0..`` and jax's XLA CPU result ``out0..`` (tests/gpu_calls/make_fixtures.py
recreates them; it needs the CUDA plugin, these tests do not)."""
from __future__ import annotations

import re
from pathlib import Path

import numpy as np
import pytest

import hlotool
from hlotool.interp.compare import compare
from hlotool.interp.errors import InterpError
from hlotool.npz import decode_npz, numbered

FIXTURES = Path(__file__).parent / "gpu_calls"
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
    for i, (g, w) in enumerate(zip(got, want)):
        err = compare(g, w)
        assert err is None, f"{name} out{i}: {err}"


@pytest.mark.parametrize("name, targets", [
    ("cublaslt_gelu_aux", ["__cublas$lt$matmul"]),
    ("cublaslt_f8", ["__cublas$lt$matmul$f8"]),
    ("cublas_gemm_legacy", ["__cublas$gemm"]),
    ("cudnn_conv_grads", ["__cudnn$convForward", "__cudnn$convBackwardInput", "__cudnn$convBackwardFilter"]),
    ("cudnn_conv_bias_relu", ["__cudnn$convBiasActivationForward"]),
    ("cudnn_fmha_bwd", ["__cudnn$fmhaSoftmax", "__cudnn$fmhaSoftmaxBackward"]),
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
