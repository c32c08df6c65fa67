"""hlotool cost: FLOP and byte rules against hand counts and XLA's HloCostAnalysis, loops, the roofline, targets."""
from __future__ import annotations

import json
from dataclasses import replace
from pathlib import Path

import pytest

from hlotool.cost_model import CHIPS, analyze_cost, static_totals
from hlotool.cost_model.analysis import roofline
from hlotool.cost_model.kernels import list_kernels, trip_count
from hlotool.cost_model.report import module_cost
from hlotool.cost_model.targets import Target, gpu_target_from_config, target_from_argument
from hlotool.ir.collectives import DeviceGrid
from hlotool.parser import parse
from support.cli import run_cli_in_process as run_cli
from support.paths import CORPUS, ROOT

ACCEL = ROOT / "tests" / "accel" / "dumps"

# A target with round numbers, so that every time below is computed by hand.
ROUND = Target("round", "gpu", {"bf16": 1e15, "f32": 1e14}, vector_flops=1e13, transcendentals=1e12,
               memory_bandwidth=1e12, launch_s=1e-6, link_bandwidth=1e11, links=1, node_size=8,
               network_bandwidth=1e10, link_latency_s=1e-6)


def _kernel(text: str, name: str, target: Target = ROUND):
    module = parse(text)
    analysis = analyze_cost(module, target)
    return next(k for k in analysis.kernels if k.inst.name == name), analysis


# ----------------------------------------------------------------------------------------- the roofline
def test_large_matmul_is_compute_bound():
    text = """HloModule m
ENTRY e {
  a = bf16[8192,8192]{1,0} parameter(0)
  b = bf16[8192,8192]{1,0} parameter(1)
  ROOT d = bf16[8192,8192]{1,0} dot(a, b), lhs_contracting_dims={1}, rhs_contracting_dims={0}
}"""
    k, _ = _kernel(text, "d")
    flops = 2 * 8192 ** 3
    assert k.work.flops == k.work.matrix_flops == flops
    assert k.bytes_accessed == 3 * 8192 * 8192 * 2
    assert k.compute_s == pytest.approx(flops / 1e15)           # 1.0995 ms at 1 PFLOP/s bf16
    assert k.memory_s == pytest.approx(3 * 8192 * 8192 * 2 / 1e12)
    assert k.bound == "compute"
    assert k.time_s == pytest.approx(flops / 1e15 + 1e-6)


def test_elementwise_add_is_memory_bound():
    text = """HloModule m
ENTRY e {
  a = f32[1048576]{0} parameter(0)
  b = f32[1048576]{0} parameter(1)
  ROOT s = f32[1048576]{0} add(a, b)
}"""
    k, _ = _kernel(text, "s")
    assert (k.work.flops, k.bytes_read, k.bytes_written) == (1 << 20, 8 << 20, 4 << 20)
    assert k.memory_s == pytest.approx((12 << 20) / 1e12)          # 12.6 us
    assert k.compute_s == pytest.approx((1 << 20) / 1e13)          # 0.1 us
    assert k.bound == "memory"
    assert k.time_s == pytest.approx((12 << 20) / 1e12 + 1e-6)


def test_tiny_kernel_is_launch_bound():
    text = """HloModule m
ENTRY e {
  a = f32[4]{0} parameter(0)
  ROOT n = f32[4]{0} negate(a)
}"""
    k, analysis = _kernel(text, "n")
    assert k.bound == "launch"
    assert k.time_s == pytest.approx(32 / 1e12 + 1e-6)
    assert analysis.time_s == pytest.approx(k.time_s)
    assert analysis.split["launch"] == pytest.approx(k.time_s)


def test_all_reduce_over_eight_devices_ring():
    text = """HloModule m, replica_count=8
add {
  x = f32[] parameter(0)
  y = f32[] parameter(1)
  ROOT s = f32[] add(x, y)
}
ENTRY e {
  a = f32[1048576]{0} parameter(0)
  ROOT r = f32[1048576]{0} all-reduce(a), replica_groups={{0,1,2,3,4,5,6,7}}, to_apply=add
}"""
    k, _ = _kernel(text, "r")
    c = k.collective
    size = 4 << 20
    assert (c["algorithm"], c["group_size"]) == ("ring", 8)
    assert c["bytes_sent"] == c["bytes_received"] == int(2 * 7 / 8 * size)
    # 14 steps of 1 us, 7 MiB at 100 GB/s over the one NVLink of ROUND, plus the launch
    assert k.time_s == pytest.approx(14e-6 + 2 * 7 / 8 * size / 1e11 + 1e-6)
    assert k.bound == "collective"


def test_all_reduce_across_nodes_takes_the_network():
    text = """HloModule m, replica_count=16
add {
  x = f32[] parameter(0)
  y = f32[] parameter(1)
  ROOT s = f32[] add(x, y)
}
ENTRY e {
  a = f32[1024]{0} parameter(0)
  ROOT r = f32[1024]{0} all-reduce(a), replica_groups={{0,8}}, to_apply=add
}"""
    k, _ = _kernel(text, "r")
    assert k.collective["links"].startswith("network")


def test_async_collective_overlaps_the_kernels_between_start_and_done():
    text = """HloModule m, is_scheduled=true, replica_count=8
add {
  x = f32[] parameter(0)
  y = f32[] parameter(1)
  ROOT s = f32[] add(x, y)
}
ENTRY e {
  a = f32[1048576]{0} parameter(0)
  b = f32[1048576]{0} parameter(1)
  start = f32[1048576]{0} all-reduce-start(a), replica_groups={{0,1,2,3,4,5,6,7}}, to_apply=add
  m = f32[1048576]{0} multiply(b, b)
  done = f32[1048576]{0} all-reduce-done(start)
  ROOT t = (f32[1048576]{0}, f32[1048576]{0}) tuple(done, m)
}"""
    module = parse(text)
    analysis = analyze_cost(module, ROUND)
    ar = next(k for k in analysis.kernels if k.inst.name == "start")
    mul = next(k for k in analysis.kernels if k.inst.name == "m")
    assert ar.time_s > mul.time_s
    assert analysis.time_s == pytest.approx(ar.time_s)         # the multiply hides under the all-reduce
    assert analysis.split["collective"] == pytest.approx(ar.time_s - mul.time_s)
    assert analysis.split["memory"] == pytest.approx(mul.time_s)


# ----------------------------------------------------------------------------------------- bytes
def test_views_move_nothing_and_in_place_updates_move_the_update():
    text = """HloModule m
ENTRY e {
  a = f32[1024,1024]{1,0} parameter(0)
  u = f32[1,1024]{1,0} parameter(1)
  i = s32[] parameter(2)
  z = s32[] constant(0)
  b = f32[1048576]{0} bitcast(a)
  d = f32[1024,1024]{1,0} dynamic-update-slice(a, u, i, z)
  ROOT t = (f32[1048576]{0}, f32[1024,1024]{1,0}) tuple(b, d)
}"""
    module = parse(text)
    kernels = {k.inst.name: k for k in list_kernels(module).kernels}
    assert set(kernels) == {"d"}                              # bitcast, tuple, constant: no kernels
    assert (kernels["d"].bytes_read, kernels["d"].bytes_written) == (4096 + 8, 4096)


def test_fusion_reads_a_shared_operand_once_and_slices_what_they_take():
    text = """HloModule m
fused {
  p = f32[1024]{0} parameter(0)
  q = f32[4096]{0} parameter(1)
  e = f32[1024]{0} exponential(p)
  n = f32[1024]{0} negate(p)
  s = f32[1024]{0} slice(q), slice={[0:1024]}
  a = f32[1024]{0} add(e, n)
  ROOT r = f32[1024]{0} add(a, s)
}
ENTRY e {
  x = f32[1024]{0} parameter(0)
  y = f32[4096]{0} parameter(1)
  ROOT f = f32[1024]{0} fusion(x, y), kind=kLoop, calls=fused
}"""
    k, _ = _kernel(text, "f")
    assert (k.bytes_read, k.bytes_written) == (4096 + 4096, 4096)
    assert (k.work.flops, k.work.transcendentals) == (3 * 1024, 1024)


def test_tiled_layouts_count_their_padding():
    text = """HloModule m
ENTRY e {
  a = f32[3,5]{1,0:T(8,128)} parameter(0)
  ROOT n = f32[3,5]{1,0:T(8,128)} negate(a)
}"""
    k, _ = _kernel(text, "n")
    assert k.bytes_read == k.bytes_written == 8 * 128 * 4


# ----------------------------------------------------------------------------------------- loops
_LOOP = """HloModule m
cond {
  s = (s32[], f32[64,64]{1,0}, f32[64,64]{1,0}) parameter(0)
  i = s32[] get-tuple-element(s), index=0
  n = s32[] constant(12)
  ROOT lt = pred[] compare(i, n), direction=LT
}
body {
  s = (s32[], f32[64,64]{1,0}, f32[64,64]{1,0}) parameter(0)
  i = s32[] get-tuple-element(s), index=0
  h = f32[64,64]{1,0} get-tuple-element(s), index=1
  w = f32[64,64]{1,0} get-tuple-element(s), index=2
  d = f32[64,64]{1,0} dot(h, w), lhs_contracting_dims={1}, rhs_contracting_dims={0}
  one = s32[] constant(1)
  j = s32[] add(i, one)
  ROOT t = (s32[], f32[64,64]{1,0}, f32[64,64]{1,0}) tuple(j, d, w)
}
ENTRY e {
  h = f32[64,64]{1,0} parameter(0)
  w = f32[64,64]{1,0} parameter(1)
  z = s32[] constant(0)
  t = (s32[], f32[64,64]{1,0}, f32[64,64]{1,0}) tuple(z, h, w)
  ROOT l = (s32[], f32[64,64]{1,0}, f32[64,64]{1,0}) while(t), condition=cond, body=body%s
}"""


def test_trip_count_from_the_induction_variable():
    module = parse(_LOOP % "")
    loop = module.entry.root
    assert trip_count(loop) == (12, "induction variable")
    analysis = analyze_cost(module, ROUND)
    assert analysis.matrix_flops == 12 * 2 * 64 ** 3
    assert static_totals(module)["matrix_flops"] == 2 * 64 ** 3      # XLA's convention: the body once


def test_known_trip_count_wins():
    module = parse(_LOOP % ', backend_config={"known_trip_count":{"n":"5"}}')
    assert trip_count(module.entry.root) == (5, "known_trip_count")
    assert analyze_cost(module, ROUND).matrix_flops == 5 * 2 * 64 ** 3


def test_unknown_trip_count_is_counted_once_and_said():
    text = (_LOOP % "").replace("  n = s32[] constant(12)\n  ROOT lt = pred[] compare(i, n), direction=LT",
                                "  ROOT lt = pred[] compare(i, i), direction=LT")
    analysis = analyze_cost(parse(text), ROUND)
    assert analysis.matrix_flops == 2 * 64 ** 3
    assert any("trip count unknown" in w for w in analysis.warnings)
    assert analysis.loops[0].trip_count is None


def test_conditional_counts_its_dearest_branch():
    text = """HloModule m
cheap {
  p = f32[64,64]{1,0} parameter(0)
  ROOT n = f32[64,64]{1,0} negate(p)
}
dear {
  p = f32[64,64]{1,0} parameter(0)
  ROOT d = f32[64,64]{1,0} dot(p, p), lhs_contracting_dims={1}, rhs_contracting_dims={0}
}
ENTRY e {
  b = pred[] parameter(0)
  x = f32[64,64]{1,0} parameter(1)
  ROOT c = f32[64,64]{1,0} conditional(b, x, x), true_computation=cheap, false_computation=dear
}"""
    analysis = analyze_cost(parse(text), ROUND)
    counted = {k.inst.name: k.counted for k in analysis.kernels}
    assert counted == {"n": False, "d": True}
    assert analysis.matrix_flops == 2 * 64 ** 3


# ----------------------------------------------------------------------------------------- against XLA
def _corpus_without_loops():
    for post in sorted(CORPUS.glob("*/post.hlo")):
        yield post


@pytest.mark.xla
def test_flops_static_equal_xla_cost_analysis_on_the_cpu_corpus():
    """Each CPU module of the corpus without while loops: flops_static is XLA's flops (custom calls, which XLA
    prices at -1, added back); bytes within 10% on at least 90% (tuple tables, fused gathers differ)."""
    import jax
    from jax._src.lib import _jax
    from jaxlib import _hlo
    client = jax.devices("cpu")[0].client
    n = flops_equal = bytes_close = 0
    for post in _corpus_without_loops():
        text = post.read_text()
        module = parse(text)
        if any(i.opcode == "while" for i in module.instructions()):
            continue
        xla = _jax.hlo_module_cost_analysis(client, _hlo.hlo_module_from_text(text))
        calls = sum(i.opcode == "custom-call" for i in module.instructions())
        ours = static_totals(module)
        n += 1
        flops_equal += ours["flops"] == round(xla.get("flops", 0.0)) + calls
        from hlotool.cost_model.kernels import instruction_bytes
        ours_bytes = ours["bytes_accessed"] - sum(sum(instruction_bytes(i)) for i in module.instructions()
                                                  if i.opcode == "custom-call")
        xb = xla.get("bytes accessed", 0.0) + calls
        bytes_close += abs(ours_bytes - xb) <= 0.1 * max(xb, 1)
    assert n >= 100
    assert flops_equal >= 0.95 * n, (flops_equal, n)
    assert bytes_close >= 0.90 * n, (bytes_close, n)


# ----------------------------------------------------------------------------------------- formulas
def _pre_and_post(f, *args):
    import jax
    lowered = jax.jit(f).lower(*args)
    return parse(lowered.as_text(dialect="hlo")), parse(lowered.compile().as_text())


def _matrix(module) -> int:
    return analyze_cost(module, CHIPS["cpu"]).matrix_flops


@pytest.mark.xla
def test_matmul_chain_matrix_flops_equal_the_formula_before_and_after_optimization():
    import jax.numpy as jnp
    x, w1, w2, w3 = (jnp.ones(s, jnp.float32) for s in ((64, 128), (128, 256), (256, 32), (32, 16)))
    formula = 2 * (64 * 128 * 256 + 64 * 256 * 32 + 64 * 32 * 16)
    for module in _pre_and_post(lambda x, a, b, c: ((x @ a) @ b) @ c, x, w1, w2, w3):
        assert _matrix(module) == formula


@pytest.mark.xla
def test_convnet_and_its_gradients_count_the_positions_that_touch_the_input():
    import jax
    import jax.numpy as jnp
    from jax import lax

    def conv(x, w, padding):
        return lax.conv_general_dilated(x, w, (1, 1), padding, dimension_numbers=("NHWC", "HWIO", "NHWC"))

    def net(x, w1, w2):
        return jnp.sum(conv(jax.nn.relu(conv(x, w1, "SAME")), w2, "VALID"))

    x = jnp.ones((8, 16, 16, 4), jnp.float32)
    w1, w2 = jnp.ones((3, 3, 4, 8), jnp.float32), jnp.ones((3, 3, 8, 8), jnp.float32)
    # SAME 3x3 over 16: 16 * 3 - 2 (the padded corners) = 46 (output, kernel) pairs per spatial dimension;
    # VALID 3x3 over 16: 14 outputs x 3 = 42.
    first = 2 * 8 * 4 * 8 * 46 * 46
    second = 2 * 8 * 8 * 8 * 42 * 42
    for module in _pre_and_post(net, x, w1, w2):
        assert _matrix(module) == first + second
    # value and gradients of both kernels: each gradient convolution does its forward's multiply-accumulates;
    # the input's gradient is not asked for, so the first layer's input-gradient convolution is not there.
    grads = jax.value_and_grad(net, argnums=(1, 2))
    for module in _pre_and_post(grads, x, w1, w2):
        assert _matrix(module) == first + second + first + 2 * second


@pytest.mark.xla
def test_transformer_block_train_step_matrix_flops():
    import jax
    import jax.numpy as jnp
    b, t, d = 2, 8, 16

    def block(params, x):
        wq, wk, wv, wo, w1, w2 = params
        q, k, v = x @ wq, x @ wk, x @ wv
        p = jax.nn.softmax(jnp.einsum("btd,bsd->bts", q, k), axis=-1)
        h = x + jnp.einsum("bts,bsd->btd", p, v) @ wo
        return jnp.sum(jax.nn.relu(h @ w1) @ w2)

    params = [jnp.ones((d, d), jnp.float32) * 0.01 for _ in range(4)] + \
        [jnp.ones((d, 4 * d), jnp.float32) * 0.01, jnp.ones((4 * d, d), jnp.float32) * 0.01]
    x = jnp.ones((b, t, d), jnp.float32)
    proj = 2 * b * t * d * d                    # one of x@wq, x@wk, x@wv, .@wo
    attn = 2 * b * t * t * d                    # q k^T, or p v
    mlp = 2 * b * t * d * 4 * d                 # h@w1, or .@w2
    forward = 4 * proj + 2 * attn + 2 * mlp
    for module in _pre_and_post(lambda p, x: block(p, x), params, x):
        assert _matrix(module) == forward
    # backward, parameters only: wq, wk, wv each their weight gradient (x needs none); q k^T and p v two
    # gradients each; wo, w1, w2 a weight gradient and an input gradient each
    backward = 3 * proj + 2 * 2 * attn + 2 * proj + 2 * 2 * mlp
    for module in _pre_and_post(jax.value_and_grad(block), params, x):
        assert _matrix(module) == forward + backward


@pytest.mark.xla
def test_scan_of_matmuls_with_remat_multiplies_the_body_by_its_trips():
    """jax#18672's shape: XLA's cost_analysis counts the loop body once; hlotool counts every trip."""
    import jax
    import jax.numpy as jnp
    n, d, steps = 16, 32, 6

    def loss(w, h):
        def body(h, _):
            return jnp.tanh(h @ w), None
        h, _ = jax.lax.scan(jax.checkpoint(body), h, None, length=steps)
        return jnp.sum(h)

    w, h = jnp.ones((d, d), jnp.float32) * 0.01, jnp.ones((n, d), jnp.float32)
    one = 2 * n * d * d
    for module in _pre_and_post(loss, w, h):
        assert _matrix(module) == steps * one
        assert static_totals(module)["matrix_flops"] == one
    # forward, then per step backward: the body recomputed (remat) and its two gradients
    for module in _pre_and_post(jax.grad(loss), w, h):
        assert _matrix(module) == steps * one + steps * 3 * one


# ----------------------------------------------------------------------------------------- GPU and TPU dumps
_REWRITTEN_INTO_MATMULS = {"fft", "qr", "svd", "triangular_solve"}   # TPU expands these into dots


def test_single_device_dumps_keep_their_matrix_flops_through_optimization():
    checked = 0
    for folder in sorted(ACCEL.glob("*_x1/*")) + sorted(ACCEL.glob("*_1x1/*")):
        if not folder.is_dir() or folder.name in _REWRITTEN_INTO_MATMULS:
            continue
        pre = next(folder.glob("*before_optimizations.txt"), None)
        post = next(folder.glob("*after_optimizations.txt"), None)
        if pre is None or post is None:
            continue
        assert _matrix(parse(pre.read_text())) == _matrix(parse(post.read_text())), folder
        checked += 1
    assert checked >= 10


def test_gpu_dump_names_its_target_and_cublas_calls_are_matrix_flops():
    folder = ACCEL / "h100_x4" / "mlp_train"
    report = json.loads(run_cli(["cost", str(folder), "--format", "json"]).stdout)
    assert report["model"] == "roofline"
    assert report["target"]["name"] == "h100"
    assert "gpu_target_config.pbtxt" in report["target"]["source"]
    assert report["matrix_flops"] > 0
    assert all(k["bound"] in ("compute", "memory", "collective", "launch") for k in report["kernels"])


def test_tpu_dump_names_its_chip_and_mesh():
    report = module_cost(parse((next((ACCEL / "tpu_v5e_2x2" / "collectives").glob("*after_optimizations.txt")))
                               .read_text()), path=next((ACCEL / "tpu_v5e_2x2" / "collectives")
                                                       .glob("*after_optimizations.txt")))
    assert report["target"]["name"] == "tpu-v5e"
    assert report["target"]["interconnect"]["mesh"] == [2, 2, 1]


# ----------------------------------------------------------------------------------------- targets
def test_every_chip_has_peaks_bandwidth_and_interconnect():
    for name in ("a100", "h100", "h200", "b200", "tpu-v4", "tpu-v5e", "tpu-v5p", "tpu-v6e"):
        t = CHIPS[name]
        assert t.peak_flops["bf16"] > t.vector_flops > 0
        assert t.memory_bandwidth > 0 and t.link_bandwidth > 0 and t.links > 0


def test_gpu_target_config_scales_the_peaks_to_its_sms_and_clock():
    text = (Path("/work/shared/gpu_specs/a100.txtpb") if Path("/work/shared/gpu_specs/a100.txtpb").exists() else None)
    config = text.read_text() if text else """gpu_device_info { core_count: 56 clock_rate_ghz: 1.4805
      memory_bandwidth: 732160000000 device_memory_size: 79050250240 cuda_compute_capability { major: 8 } }"""
    t = gpu_target_from_config(config, "a100.txtpb")
    assert t.peak_flops["bf16"] == pytest.approx(312e12 * 56 * 1.4805 / (108 * 1.41))
    assert t.memory_bandwidth == 732160000000


def test_target_argument_errors_name_what_was_expected(tmp_path):
    with pytest.raises(ValueError, match="unknown target 'h900'"):
        target_from_argument("h900")
    bad = tmp_path / "t.json"
    bad.write_text('{"base": "h100", "memory_bandwidth": "fast"}')
    with pytest.raises(ValueError, match="memory_bandwidth must be a positive number, not 'fast'"):
        target_from_argument(str(bad))
    good = tmp_path / "mine.json"
    good.write_text('{"base": "h100", "memory_bandwidth": 4e12}')
    assert target_from_argument(str(good)).memory_bandwidth == 4e12


# ----------------------------------------------------------------------------------------- the command
def test_cli_says_it_is_an_estimate_and_takes_what_if_targets(tmp_path):
    module = tmp_path / "module.txt"
    module.write_text((_LOOP % "").replace("HloModule m", "HloModule m, is_scheduled=true"))
    out = run_cli(["cost", str(module), "--target", "tpu-v5e"]).stdout
    assert out.splitlines()[0].startswith("An estimate from a roofline model")
    assert "12 trips (induction variable)" in out
    data = json.loads(run_cli(["cost", str(module), "--target", "a100", "--format", "json",
                               "--measured", "1ms"]).stdout)
    assert data["target"]["name"] == "a100"
    assert data["matrix_flops"] == 12 * 2 * 64 ** 3 and data["flops_static"] < data["flops"]
    assert data["model_flops_utilization"] == pytest.approx(12 * 2 * 64 ** 3 / 156e12 / 1e-3)
    for by in ("scope", "opcode"):
        assert run_cli(["cost", str(module), "--by", by]).returncode == 0


def test_cli_bad_input_is_a_located_error(tmp_path):
    bad = tmp_path / "pre.hlo"
    bad.write_text("HloModule m\nENTRY e {\n  ROOT a = f32[2] add(p p)\n}\n")
    r = run_cli(["cost", str(bad)], check=False)
    assert r.returncode != 0 and "pre.hlo:3" in r.stderr and "Traceback" not in r.stderr
    r = run_cli(["cost", str(bad), "--target", "h900"], check=False)
    assert r.returncode == 2 and "unknown target" in r.stderr
    r = run_cli(["cost", str(bad), "--measured", "fast"], check=False)
    assert r.returncode == 2 and "expected a duration" in r.stderr


def test_roofline_of_a_kernel_is_recomputed_for_another_target():
    k, _ = _kernel("""HloModule m
ENTRY e {
  a = bf16[4096,4096]{1,0} parameter(0)
  ROOT d = bf16[4096,4096]{1,0} dot(a, a), lhs_contracting_dims={1}, rhs_contracting_dims={0}
}""", "d")
    faster = replace(ROUND, peak_flops={"bf16": 2e15})
    roofline(k, faster, DeviceGrid(), None)
    assert k.compute_s == pytest.approx(2 * 4096 ** 3 / 2e15)


def test_static_totals_count_library_calls_as_the_convolutions_they_stand_for():
    folder = ACCEL / "a100_x4_cublas" / "conv2d_grad"
    module = parse(next(folder.glob("*after_optimizations.txt")).read_text())
    static = static_totals(module)
    assert static["matrix_flops"] == analyze_cost(module, ROUND).matrix_flops == 3 * 61952


def test_trip_count_through_the_copies_xla_adds_to_a_counter():
    """A TPU dump's loop steps copy(gte(state, 0)) and starts from a copy of the constant."""
    text = (_LOOP % "").replace("  j = s32[] add(i, one)", "  c = s32[] copy(i)\n  j = s32[] add(c, one)") \
        .replace("  t = (s32[], f32[64,64]{1,0}, f32[64,64]{1,0}) tuple(z, h, w)",
                 "  zc = s32[] copy(z)\n  t = (s32[], f32[64,64]{1,0}, f32[64,64]{1,0}) tuple(zc, h, w)")
    assert "copy(i)" in text and "copy(z)" in text
    assert trip_count(parse(text).entry.root) == (12, "induction variable")


def test_scopes_split_at_slashes_outside_brackets_and_merged_op_names_take_the_first():
    from hlotool.cost_model.analysis import scope_path
    assert scope_path("jit(f)/transpose(jvp(g/h))/layer_3/dot_general") == [
        "jit(f)", "jit(f)/transpose(jvp(g/h))", "jit(f)/transpose(jvp(g/h))/layer_3"]
    assert scope_path("jit(f)/attn/mul;jit(f)/mlp/add") == ["jit(f)", "jit(f)/attn"]
    assert scope_path("add") == ["add"] and scope_path("") == ["(no op_name)"]


def test_a_tpu_version_the_table_does_not_know_is_said_not_guessed(tmp_path):
    import shutil
    folder = ACCEL / "tpu_v5e_2x2" / "collectives"
    for f in folder.glob("*"):
        if f.is_file():
            shutil.copy(f, tmp_path / f.name)
    args = next(tmp_path.glob("*target_arguments.txt"))
    args.write_text(args.read_text().replace("TPU_VERSION_VIPERFISH", "TPU_VERSION_NEWFISH"))
    post = next(tmp_path.glob("*after_optimizations.txt"))
    report = module_cost(parse(post.read_text()), path=post)
    assert report["target"]["name"] == "tpu-v5e"          # the TPU backend's usual chip, with a warning
    assert any("TPU_VERSION_NEWFISH (lite), a TPU version hlotool's table does not know" in w and "--target" in w
               for w in report["warnings"])
