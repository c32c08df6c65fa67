"""hlotool stats: counts, fusions, FLOPs, collectives, bytes, loops; JSON CLI."""
import json
import subprocess
import sys

import hlotool
from hlotool.module_stats import module_stats
from support.paths import CORPUS, ROOT, SAMPLES


def stats_of(path):
    return module_stats(hlotool.parse_file(path))


def test_counts_add_up():
    m = hlotool.parse_file(CORPUS / "model_transformer_fwd" / "post.hlo")
    s = hlotool.stats(m)
    assert s["instructions"] == m.instruction_count == sum(s["by_opcode"].values())
    assert sum(s["by_computation"].values()) == s["instructions"]
    assert s["by_opcode"]["fusion"] == s["fusions"]["count"] == sum(s["fusions"]["by_kind"].values())
    largest = s["fusions"]["largest"]
    assert largest == sorted(largest, key=lambda f: -f["fused_instructions"])
    top = largest[0]
    fused = m.entry.instruction(top["name"]) if m.entry.get(top["name"]) else None
    if fused is not None:
        assert top["fused_instructions"] >= len(fused.called_computations[0].instructions)


def test_dot_flops_from_contracting_dims():
    # dot_basic: 8 dots; 2 * output elements * contracted size, summed by hand from the module.
    s = stats_of(CORPUS / "dot_basic" / "pre.hlo")
    assert s["flops"]["by_opcode"] == {"dot": 2 * (12 * 5 + 3 * 5 + 7 + 12 * 5 + 16 * 6 + 7 + 9 * 5 + 12 * 5)}


CONV = """HloModule c
ENTRY %e (x: f32[2,7,6,4], k: f32[3,3,1,8]) -> f32[2,7,6,8] {
  %x = f32[2,7,6,4] parameter(0)
  %k = f32[3,3,1,8] parameter(1)
  ROOT %c = f32[2,7,6,8] convolution(%x, %k), window={size=3x3 pad=1_1x1_1}, dim_labels=b01f_01io->b01f, feature_group_count=4
}
"""


def test_convolution_flops_with_feature_groups():
    s = hlotool.stats(CONV)
    # Each output sums its 3x3 window over 4/4 = 1 input feature; the window's positions in the padding do not
    # count (XLA's HloCostAnalysis): along the 7 rows 3 * 7 - 2 = 19 (output, kernel row) pairs touch the input,
    # along the 6 columns 3 * 6 - 2 = 16.
    assert s["flops"]["total"] == 2 * 2 * 8 * 1 * 19 * 16
    transposed = CONV.replace("b01f_01io->b01f", "b01f_01oi->b01f").replace("f32[3,3,1,8]", "f32[3,3,8,1]")
    assert hlotool.stats(transposed)["flops"]["total"] == s["flops"]["total"]


def test_bytes_and_largest_tensors():
    s = hlotool.stats(CONV)
    assert s["bytes"]["parameters"] == 4 * (2 * 7 * 6 * 4 + 3 * 3 * 8)
    assert s["bytes"]["output"] == 4 * 2 * 7 * 6 * 8
    assert s["largest_tensors"][0]["name"] == "c"
    consts = stats_of(CORPUS / "large_constants" / "pre.hlo")
    assert consts["bytes"]["constants"] > 0


def test_while_trip_count_and_collectives():
    s = stats_of(CORPUS / "fori_loop_while" / "post.hlo")
    assert 5 in {w["known_trip_count"] for w in s["while_loops"]}
    c = stats_of(CORPUS / "shmap_psum_pmax" / "post.hlo")
    reduces = [x for x in c["collectives"] if x["opcode"] == "all-reduce"]
    assert reduces and all(x["replica_groups"] == "{{0,1,2,3}}" for x in reduces)
    assert all(x["bytes"] > 0 for x in reduces)
    cc = stats_of(SAMPLES / "fusion_custom_call.hlo")
    assert cc["custom_call_targets"]


def test_cli_json_and_tables():
    path = str(CORPUS / "model_cnn_fwd" / "post.hlo")
    env = {"PYTHONPATH": str(ROOT), "PATH": "/usr/bin:/bin"}
    out = subprocess.run([sys.executable, "-m", "hlotool", "stats", "--json", path], capture_output=True,
                         text=True, env=env)
    assert out.returncode == 0, out.stderr
    data = json.loads(out.stdout)
    assert data["instructions"] == hlotool.parse_file(path).instruction_count
    assert data["by_opcode"] and data["flops"]["total"] > 0
    table = subprocess.run([sys.executable, "-m", "hlotool", "stats", path], capture_output=True, text=True,
                           env=env)
    assert table.returncode == 0 and "Instructions by opcode" in table.stdout and "convolution" in table.stdout
    bad = subprocess.run([sys.executable, "-m", "hlotool", "stats", "/nonexistent.hlo"], capture_output=True,
                         text=True, env=env)
    assert bad.returncode == 2 and "Traceback" not in bad.stderr


ACCEL = ROOT / "tests" / "accel" / "dumps"


def _optimized(folder):
    return hlotool.parse_file(next(folder.glob("*after_optimizations.txt")))


def test_library_calls_count_their_flops_as_the_dots_they_stand_for():
    """The same A100 train step with Triton GEMM fusions (dots inside) and with cuBLAS calls costs the same;
    cuDNN's backward convolutions cost what the forward one does."""
    triton = hlotool.stats(_optimized(ACCEL / "a100_x4" / "mlp_train"))["flops"]
    cublas = hlotool.stats(_optimized(ACCEL / "a100_x4_cublas" / "mlp_train"))["flops"]
    assert triton["matrix"] == cublas["matrix"] > 0 and cublas["by_opcode"].get("__cublas$lt$matmul")
    conv = hlotool.stats(_optimized(ACCEL / "a100_x4_cublas" / "conv2d_grad"))["flops"]["by_opcode"]
    fwd = next(v for k, v in conv.items() if "Forward" in k)
    assert fwd > 0 and conv["__cudnn$convBackwardInput"] == conv["__cudnn$convBackwardFilter"] == fwd


def test_bytes_by_memory_space():
    tpu = hlotool.stats(_optimized(ACCEL / "tpu_v5e_2x2" / "mlp_fwd"))["bytes"]["defined_by_memory_space"]
    assert tpu.get("1", 0) > 0 and tpu["0"] > 0          # copy-done into S(1), the fusion's result there
    cpu = hlotool.stats(hlotool.parse_file(CORPUS / "model_mlp_fwd" / "post.hlo"))["bytes"]["defined_by_memory_space"]
    assert set(cpu) == {"0"}


def test_bytes_include_the_memory_analysis_peak():
    """stats shows the same peak as hlotool memory (one analysis), in JSON and in its text."""
    from hlotool.memory_model import analyze_memory
    text = """HloModule m
ENTRY e {
  p = f32[1024] parameter(0)
  a = f32[1024] exponential(p)
  b = f32[1024] negate(a)
  ROOT c = f32[1024] add(a, b)
}
"""
    module = hlotool.parse(text)
    s = module_stats(module)
    assert s["bytes"]["peak_bytes"] == analyze_memory(module).peak(0)[0] == hlotool.memory(module)["peak_bytes"]
    # p, the output c, and one of a and b in the heap (c is written over the other, which dies there)
    assert s["bytes"]["peak_bytes"] == 4096 * 3
    out = subprocess.run([sys.executable, "-m", "hlotool", "stats", "-"], input=text, capture_output=True, text=True,
                         cwd=ROOT)
    assert out.returncode == 0 and "peak memory 12.0 KiB" in " ".join(out.stdout.split())


def test_defined_bytes_are_the_buffers_memory_counts():
    """stats' bytes defined per memory space are the arrays hlotool memory gives buffers of their own (one rule:
    the opcode records' ``buffer``): copy-done, all-reduce-done and domain name their operand's buffer; copy-start
    defines its destination (in S(1) here) and an async-start short form its output; the reducer's scalars are
    thread-local buffers in both."""
    from collections import Counter

    from hlotool.memory_model import analyze_memory
    m = hlotool.parse("""HloModule m, replica_count=2
add {
  a = f32[] parameter(0)
  b = f32[] parameter(1)
  ROOT c = f32[] add(a, b)
}
ENTRY e {
  p = f32[256]{0} parameter(0)
  cs = (f32[256]{0:S(1)}, f32[256]{0}, u32[]) copy-start(p)
  cd = f32[256]{0:S(1)} copy-done(cs)
  ars = f32[256]{0} all-reduce-start(cd), replica_groups={{0,1}}, to_apply=add
  ard = f32[256]{0} all-reduce-done(ars)
  d = f32[256]{0} domain(ard), domain={kind="sharding", entry={maximal device=0}, exit={maximal device=1}}
  ns = ((f32[256]{0}), f32[256]{0}, s32[]) negate-start(d)
  nd = f32[256]{0} negate-done(ns)
  ROOT t = (f32[256]{0}, f32[256]{0:S(1)}) tuple(nd, cd)
}
""")
    memory = Counter()
    for b in analyze_memory(m).buffers:
        if b.shape.is_array:
            memory[str(b.space)] += b.bytes
    assert memory == {"0": 1024 * 3 + 3 * 4, "1": 1024}      # p, ars, ns{1}, the reducer's a, b, c; cs{0}
    assert module_stats(m)["bytes"]["defined_by_memory_space"] == dict(memory)
