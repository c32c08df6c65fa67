"""Each custom-call target is declared once (hlotool.custom_calls) and has every facet: a family, a summary, a
kernel or the stated reason it has none; every target the fixtures contain has a record; and the lists other
layers use (FLOP rules, the verifier's shape rule, backend inference, global-view and manual-region markers,
identity kernels, hovers, graph colours) are exactly what the records say."""
import re

import numpy as np
import pytest

import hlotool
from hlotool.custom_calls import (
    CUSTOM_CALL_TARGETS,
    DECLARED,
    INFERRED,
    OPERAND,
    custom_call_target,
    targets_where,
)
from hlotool.graph.model import instruction_family
from hlotool.interp import InterpError, kernels  # noqa: F401  (registers the kernels)
from hlotool.interp.device_io import global_view_devices
from hlotool.interp.kernels.custom_call import CUSTOM_CALLS, cc_identity
from hlotool.interp.kernels.manual_regions import ENTER_TARGETS
from hlotool.lsp.opcode_docs import instruction_summary, summary
from hlotool.module_stats import module_stats
from hlotool.opcodes import FAMILIES, OPCODES
from hlotool.platforms import infer_backend
from hlotool.shape_inference import CUSTOM_CALL_SHAPE_RULES, SAME_SHAPE_CUSTOM_CALLS
from support.paths import ROOT

PATTERNS = [r for r in CUSTOM_CALL_TARGETS.values() if "*" in r.name]
FIXTURE_FOLDERS = [ROOT / "tests" / d for d in ("accel/dumps", "gpu_calls", "tpu_calls", "corpus")]


def _one_call(target: str, shape: str = "f32[4]", operands: str = "p", extra: str = "") -> str:
    return (f"HloModule m\n\nENTRY e {{\n  p = f32[4] parameter(0)\n"
            f"  ROOT c = {shape} custom-call({operands}), custom_call_target=\"{target}\"{extra}\n}}\n")


def test_every_record_has_every_facet():
    assert len(CUSTOM_CALL_TARGETS) > 100
    for name, r in CUSTOM_CALL_TARGETS.items():
        assert r.name == name
        assert r.family in FAMILIES, name
        assert r.summary and "\n" not in r.summary, name
        assert r.backend in (None, "cpu", "gpu", "tpu"), name
        assert r.shape in (DECLARED, OPERAND, INFERRED), name
        assert (r.shape == INFERRED) == (name in CUSTOM_CALL_SHAPE_RULES), f"{name}: a shape rule exactly where INFERRED"
        assert r.partitioner in (None, "gspmd", "shardy"), name
        assert r.manual_region in (None, "enter", "exit"), name
        assert r.manual_region is None or r.partitioner is not None, f"{name}: a region bound is a partitioner's"
        assert not (r.identity and r.no_kernel), name


def test_kernels_and_records_match():
    """Every target with a kernel has its own exact record; every record has a kernel or says why it has none."""
    for target in CUSTOM_CALLS:
        assert target in CUSTOM_CALL_TARGETS, f"{target}: a kernel without a record"
    for name, r in CUSTOM_CALL_TARGETS.items():
        has_kernel = name in CUSTOM_CALLS
        assert has_kernel != bool(r.no_kernel), f"{name}: needs exactly one of a kernel and a no_kernel reason"
    assert PATTERNS and all(r.no_kernel for r in PATTERNS)


def test_every_fixture_target_has_a_record():
    found = set()
    for folder in FIXTURE_FOLDERS:
        for path in folder.rglob("*"):
            if path.suffix in (".hlo", ".txt") and path.is_file():
                found |= set(re.findall(r'custom_call_target="([^"]+)"', path.read_text(errors="replace")))
    assert len(found) > 50
    unknown = sorted(t for t in found if custom_call_target(t) is None)
    assert not unknown, f"custom-call targets in the fixtures with no record in hlotool.custom_calls: {unknown}"


def test_lookup_is_exact_or_pattern_never_a_prefix():
    assert custom_call_target("__cublas$gemm").name == "__cublas$gemm"
    assert custom_call_target("xla.sdy.ShardingGroup").name == "xla.sdy.*"      # Shardy's, by its pattern
    assert custom_call_target("xla.sdy.FuncResultSharding").name == "xla.sdy.FuncResultSharding"  # exact first
    for unknown in ("__cublas$gemm2", "lapack_qpotrf_ffi", "Shardingx", "my_target", ""):
        assert custom_call_target(unknown) is None, unknown


# cuDNN convolutions count the (output, kernel) positions that touch the input, as XLA's HloCostAnalysis counts the
# convolution they replaced (issue 27); the rest are the numbers stats.CUSTOM_CALL_FLOP_RULES gave before the rules
# moved into the records, and those of the
# fixtures and rules added since.
GPU_CALL_FLOPS = {
    "cublas_alpha_beta": {"__cublas$lt$matmul": 65536},
    "cublas_bf16_a100": {"__cublas$lt$matmul": 65536},
    "cublas_gemm_f32": {"__cublas$lt$matmul": 73728},
    "cublas_gemm_legacy": {"__cublas$gemm": 65536},
    "cublas_gemm_transposed": {"__cublas$lt$matmul": 24576},
    "cublaslt_bias_gelu": {"__cublas$lt$matmul": 65536},
    "cublaslt_bias_relu": {"__cublas$lt$matmul": 65536},
    "cublaslt_f8": {"__cublas$lt$matmul$f8": 65536},
    "cublaslt_f8_out": {"__cublas$lt$matmul$f8": 65536},
    "cublaslt_gelu_aux": {"__cublas$lt$matmul": 65536},
    "cudnn_conv_bias_relu": {"__cudnn$convBiasActivationForward": 61952},
    "cudnn_conv_fwd": {"__cudnn$convForward": 61952},
    "cudnn_conv_grads": {"__cudnn$convBackwardFilter": 18432, "__cudnn$convBackwardInput": 18432,
                         "__cudnn$convForward": 18432},
    "triton_gemm_bf16": {"dot": 1048576},
    # grouped convolutions: the same rule (the filter's i dimension is already per group)
    "cudnn_conv_batch_group": {"__cudnn$convForward": 17328},
    "cudnn_conv_depthwise_grads": {"__cudnn$convForward": 83936},
    "cudnn_conv_grouped_grads": {"__cudnn$convForward": 65536, "__cudnn$convBackwardFilter": 32768},
    "cudnn_conv_grouped_strided": {"__cudnn$convForward": 143568},
    # attention (counted since): forward 4 B N Tq Tk D, backward 10 B N Tq Tk D, e.g. cudnn_fmha_bwd's
    # B=1 N=2 T=64 D=32 -> 4 * 2 * 64 * 64 * 32 = 1048576; gqa_bwd counts the 4 query heads
    "cudnn_fmha_bias_bwd": {"__cudnn$fmhaScaleBiasSoftmax": 65536, "__cudnn$fmhaScaleBiasSoftmaxBackward": 163840},
    "cudnn_fmha_bias_bwd_a100": {"__cudnn$fmhaScaleBiasSoftmax": 32768,
                                 "__cudnn$fmhaScaleBiasSoftmaxBackward": 81920},
    "cudnn_fmha_bias_fwd": {"__cudnn$fmhaScaleBiasSoftmax": 131072},
    "cudnn_fmha_bwd": {"__cudnn$fmhaSoftmax": 1048576, "__cudnn$fmhaSoftmaxBackward": 2621440},
    "cudnn_fmha_causal": {"__cudnn$fmhaSoftmax": 1048576},
    "cudnn_fmha_fwd": {"__cudnn$fmhaSoftmax": 1048576},
    "cudnn_fmha_gqa_bwd": {"__cudnn$fmhaSoftmax": 131072, "__cudnn$fmhaSoftmaxBackward": 327680},
    "cudnn_fmha_mask_bwd": {"__cudnn$fmhaScaleBiasSoftmax": 65536, "__cudnn$fmhaScaleBiasSoftmaxBackward": 163840},
    "cudnn_fmha_padding_bwd": {"__cudnn$fmhaSoftmax": 393216, "__cudnn$fmhaSoftmaxBackward": 983040},
    "cudnn_fmha_window_bwd": {"__cudnn$fmhaSoftmax": 131072, "__cudnn$fmhaSoftmaxBackward": 327680},
}


def test_flop_rules_give_the_numbers_they_gave_before():
    fixtures = sorted((ROOT / "tests" / "gpu_calls").glob("*.hlo"))
    got = {}
    for path in fixtures:
        flops = module_stats(hlotool.parse_file(path))["flops"]
        assert flops["uncounted"] == [], path.name
        if flops["by_opcode"]:
            got[path.stem] = flops["by_opcode"]
    assert got == GPU_CALL_FLOPS
    assert {t for f in got.values() for t in f} - {"dot"} <= {n for n, r in CUSTOM_CALL_TARGETS.items() if r.flops}


def test_a_library_gemm_without_its_config_is_reported_not_counted():
    text = ("HloModule m\n\nENTRY e {\n  a = f32[4,8] parameter(0)\n  b = f32[8,2] parameter(1)\n"
            "  ROOT g = (f32[4,2], s8[0]) custom-call(a, b), custom_call_target=\"__cublas$gemm\"\n}\n")
    flops = module_stats(hlotool.parse(text))["flops"]
    assert flops["uncounted"] == ["g"] and flops["by_opcode"] == {} and flops["total"] == 0


def test_the_lists_elsewhere_are_the_records():
    assert SAME_SHAPE_CUSTOM_CALLS == targets_where(shape=OPERAND) and "Sharding" in SAME_SHAPE_CUSTOM_CALLS
    assert ENTER_TARGETS == targets_where(manual_region="enter") == {"SPMDFullToShardShape",
                                                                     "xla.sdy.GlobalToLocalShape"}
    identity = targets_where(identity=True)
    assert {"Sharding", "xla.sdy.FuncResultSharding", "AssumeGatherIndicesInBound"} <= identity
    assert all(CUSTOM_CALLS[t] is cc_identity for t in identity)
    workspace = {n for n, r in CUSTOM_CALL_TARGETS.items() if r.workspace}
    assert {"__cublas$lt$matmul", "__cudnn$convForward", "__cublas$triangularSolve"} <= workspace
    assert all(r.backend == "gpu" for n, r in CUSTOM_CALL_TARGETS.items() if r.workspace)


def test_backend_inference_reads_the_records_first():
    for name, r in CUSTOM_CALL_TARGETS.items():
        if "*" in name:
            continue
        found = infer_backend(hlotool.parse(_one_call(name)))
        if r.backend is None:
            assert found is None, f"{name} belongs to no one backend"
        else:
            assert found is not None and found.backend.name == r.backend, name
            assert name in found.reason
    # an unknown target: the backend's library prefix, its record's fact
    assert infer_backend(hlotool.parse(_one_call("__cudnn$someNewCall"))).backend.name == "gpu"
    assert infer_backend(hlotool.parse(_one_call("lapack_sfoo_ffi"))).backend.name == "cpu"
    assert infer_backend(hlotool.parse(_one_call("my_target"))) is None


def test_partitioner_annotations_mark_a_global_view():
    for name in ("Sharding", "xla.sdy.FuncResultSharding", "xla.sdy.SomeLaterAnnotation"):
        text = _one_call(name).replace("HloModule m", "HloModule m, num_partitions=4")
        assert global_view_devices(hlotool.parse(text)) == 4, name
    assert global_view_devices(hlotool.parse(_one_call("MoveToHost").replace(
        "HloModule m", "HloModule m, num_partitions=4"))) == 0


def test_a_target_without_a_kernel_fails_with_its_records_reason():
    for name in ("xla_ffi_python_cpu_callback", "mosaic_gpu", "xla.sdy.SomeLaterAnnotation"):
        with pytest.raises(InterpError) as e:
            hlotool.run(_one_call(name), np.zeros(4, np.float32))
        msg = str(e.value)
        assert name in msg and custom_call_target(name).no_kernel in msg and "hlotool extract" in msg, msg
    with pytest.raises(InterpError, match="unknown custom_call_target 'my_target'"):
        hlotool.run(_one_call("my_target"), np.zeros(4, np.float32))


def test_an_identity_target_passes_its_operand():
    x = np.arange(4, dtype=np.float32)
    for name in sorted(targets_where(identity=True)):
        out = hlotool.run(_one_call(name), x)
        assert np.array_equal(out[0], x), name


def test_hover_summaries_come_from_the_records():
    for name, op in OPCODES.items():
        assert op.summary and summary(name) == op.summary, name
    assert summary("negate-start") == "starts an asynchronous negate"
    assert summary("no-such-op") == "an opcode hlotool does not know"
    m = hlotool.parse(_one_call("__cudnn$convForward") + "\n")
    cc = m.entry.root
    assert instruction_summary(cc) == f"`__cudnn$convForward`: {CUSTOM_CALL_TARGETS['__cudnn$convForward'].summary}"
    assert "does not know" in instruction_summary(hlotool.parse(_one_call("my_target")).entry.root)
    assert instruction_summary(m.entry.instruction("p")) == OPCODES["parameter"].summary


def test_graphs_colour_a_custom_call_by_its_targets_family():
    assert instruction_family(hlotool.parse(_one_call("__cublas$gemm")).entry.root) == "compute"
    assert instruction_family(hlotool.parse(_one_call("Sharding")).entry.root) == "control"
    assert instruction_family(hlotool.parse(_one_call("cu_threefry2x32_ffi")).entry.root) == "constant"
    assert instruction_family(hlotool.parse(_one_call("my_target")).entry.root) == OPCODES["custom-call"].family
