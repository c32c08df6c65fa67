"""`hlotool run --backend xla`: corpus programs on XLA against XLA's stored outputs, the
interpreter's input/output conventions (per-device and global inputs, --save keys, the summary),
optimized dumps, device counts, a missing jax, and --compare-with in both directions.

GPU and TPU paths (--platform gpu|tpu) are written but only exercised where such devices exist; here
only their error on a CPU-only machine is tested."""
from __future__ import annotations

import json
import os
import re
import subprocess
import sys

import numpy as np
import pytest
from click.testing import CliRunner

import hlotool
from hlotool.cli import cli
from hlotool.interp.compare import compare
from hlotool.ir.collectives import DeviceGrid
from hlotool.npz import decode_npz, numbered, per_device, save_npz
from support.hlo_texts import SHARDED  # the same 4-partition program
from support.paths import CORPUS, ROOT

# Single-device programs covering what optimized dumps carry: layout-changing bitcasts (conv2d),
# element-type bitcasts (sort_ops, top_k, gather_indexing), custom fusions (dot_general_batch),
# layout-constrained LAPACK calls (linalg_*), loops, FFTs, bf16, sub-byte types, RNG, a model.
SINGLE = ["binary_float_f32", "conv2d", "dot_general_batch", "linalg_cholesky_triangular", "linalg_eigh_svd",
          "fori_loop_while", "sort_ops", "top_k", "gather_indexing", "reduce_variadic_argmax", "fft_nd",
          "mixed_precision_bf16", "subbyte_types", "random_threefry", "model_transformer_grad"]
# Multi-device programs of every kind: shard_map (variadic all-reduce; all-gather, which XLA's SPMD
# partitioner aborts on in a manual program, so it runs as replicas), jit auto-sharding (iota groups),
# pmap, cross-replica modules, a 2-D mesh train step, the legacy GSPMD shard_map.
MULTI = ["shmap_ppermute", "md_psum_2dev", "md_all_gather_8dev", "md_auto_mlp_8dev", "md_pmap_collectives_4dev",
         "md_replica_collectives_4dev", "md_megatron_dp_train_2x4_8dev", "shmap_gspmd_legacy"]


def _run_on_xla(*args, **kwargs):
    from hlotool.backends.xla import run_on_xla
    return run_on_xla(*args, **kwargs)


@pytest.mark.parametrize("name,kind", [(n, k) for n in SINGLE for k in ("pre", "post")])
def test_single_device_corpus_matches_xla_outputs(xla, name, kind):
    io = decode_npz(CORPUS / name / "io.npz")
    run = _run_on_xla((CORPUS / name / f"{kind}.hlo").read_text(), numbered(io, "arg"))
    want = numbered(io, "out")
    assert run.plan.mode == "single"
    assert len(run.result) == len(want)
    for j, (got, w) in enumerate(zip(run.result, want, strict=True)):
        assert compare(got, w) is None, f"out{j}: {compare(got, w)}"
    if kind == "post":
        assert any("schedule" in n or "fusion" in n for n in run.notes)    # said what was changed


def _global_inputs_split(module, globals_) -> bool:
    return len(globals_) == len(module.entry.parameters) and all(
        tuple(globals_[p.parameter_number].shape) == tuple(p.shape.dims) or p.attrs.get("sharding") is not None
        for p in module.entry.parameters)


@pytest.mark.parametrize("name", MULTI)
def test_multi_device_corpus_per_device_and_global_inputs(xla, name):
    d = CORPUS / name
    meta = json.loads((d / "meta.json").read_text())
    io = decode_npz(d / "io.npz")
    globals_, devices = per_device(io, "arg")
    want_global, want_devices = per_device(io, "out")
    # The global view (pre.hlo): XLA partitions it; global inputs in, global outputs out. A
    # cross-replica module has no global view: its pre.hlo is a program per replica too.
    pre = hlotool.parse_file(d / "pre.hlo")
    if DeviceGrid.of_module(pre).size == 1:
        run = _run_on_xla(pre, globals_)
        assert run.plan.mode == "global-view" and run.plan.devices == meta["devices"]
        for j, w in want_global.items():
            assert compare(run.result[j], w) is None, f"pre out{j}: {compare(run.result[j], w)}"
    # The partitioned program (post.hlo): each device's outputs, from per-device inputs and from
    # the global inputs split by the parameters' shardings.
    post = hlotool.parse_file(d / "post.hlo")
    runs = [("per-device inputs", _run_on_xla(post, {}, devices))]
    if _global_inputs_split(post, globals_):
        runs.append(("global inputs", _run_on_xla(post, globals_)))
    for how, run in runs:
        assert run.plan.mode == "per-device" and run.plan.devices == meta["devices"]
        for (j, dev), w in want_devices.items():
            msg = compare(run.result.per_device[dev][j], w)
            assert msg is None, f"post out{j} on device {dev} from {how}: {msg}"
    assert len(runs) == 2 or meta["kind"] in ("replica", "pmap")


def test_per_device_program_runs_as_replicas_where_the_spmd_partitioner_aborts(xla):
    # md_all_gather_8dev's all-gathers crash XLA's SPMD partitioner (Check failed: !IsManualLeaf())
    # when marked manual: the compile worker reports it and the devices run as replicas, saying so.
    d = CORPUS / "md_all_gather_8dev"
    _, devices = per_device(decode_npz(d / "io.npz"), "arg")
    run = _run_on_xla(hlotool.parse_file(d / "post.hlo"), {}, devices)
    said = " ".join(run.notes)
    assert "run as 8 replicas" in said and "IsManualLeaf" in said


# ---------------------------------------------------------------- the command line
def _cli(*args, env=None):
    return CliRunner().invoke(cli, ["run", *map(str, args)])


def _labels(stdout: str) -> list[str]:
    """The summary's structure: each line's label (out0, dev3, ran on ...), values aside."""
    return [line.split(":")[0] for line in stdout.splitlines() if not line.startswith("xla ")]



@pytest.mark.parametrize("case", ["single", "partitioned", "global-view", "per-device-inputs"])
def test_summary_and_save_keys_are_the_interpreters(xla, tmp_path, case):
    if case == "single":
        module, inputs = ROOT / "samples" / "mlp.hlo", [ROOT / "samples" / "mlp_inputs.npz"]
    elif case == "partitioned":
        module = tmp_path / "m.hlo"
        module.write_text(SHARDED)
        inputs = ["--random-args", "--seed", "3"]
    elif case == "global-view":
        module, inputs = CORPUS / "shmap_ppermute" / "pre.hlo", [CORPUS / "shmap_ppermute" / "io.npz"]
    else:
        module, inputs = CORPUS / "shmap_ppermute" / "post.hlo", [CORPUS / "shmap_ppermute" / "io.npz"]
    interp = _cli(module, *inputs, "--save", tmp_path / "interp.npz")
    on_xla = _cli(module, *inputs, "--save", tmp_path / "xla.npz", "--backend", "xla")
    assert interp.exit_code == 0, interp.output
    assert on_xla.exit_code == 0, on_xla.output
    assert _labels(on_xla.stdout) == _labels(interp.stdout)
    assert re.search(r"^xla cpu: .*; compile [\d.e+-]+ s, execute [\d.e+-]+ s \(transfers [\d.e+-]+ s\)$",
                     on_xla.stdout, re.M), on_xla.stdout
    a, b = decode_npz(tmp_path / "interp.npz"), decode_npz(tmp_path / "xla.npz")
    assert sorted(a) == sorted(b)
    assert len(a) > 0
    for key in a:
        assert compare(b[key], a[key]) is None, f"{key}: {compare(b[key], a[key])}"
    if case == "partitioned":
        assert "out1_dev3" in a and "ran on 4 devices" in on_xla.stdout


def test_compare_with_interp_and_with_xla(xla, tmp_path):
    module = tmp_path / "m.hlo"
    module.write_text(SHARDED)
    r = _cli(module, "--random-args", "--backend", "xla", "--compare-with", "interp", "--print", "none")
    assert r.exit_code == 0, r.output
    assert "all 4 devices agree with the interpreter" in r.stdout
    r = _cli(module, "--random-args", "--backend", "xla", "--compare-with", "interp", "--atol", "-1", "--rtol", "0")
    assert r.exit_code == 1 and "MISMATCH" in r.stdout
    d = CORPUS / "conv2d"
    r = _cli(d / "post.hlo", d / "io.npz", "--backend", "xla", "--compare-with", "interp", "--print", "none")
    assert r.exit_code == 0, r.output
    assert r.stdout.count("max abs error") == 5
    r = _cli(d / "post.hlo", d / "io.npz", "--compare-with", "xla", "--print", "none")     # interpreter first
    assert r.exit_code == 0, r.output
    assert r.stdout.count("max abs error") == 5 and "bitcast" in r.stderr


def test_optimized_dump_runs_with_a_note_per_change(xla, tmp_path):
    # conv2d's dump reinterprets a convolution's result through a layout-changing bitcast: dropping
    # the layouts without rewriting it gives wrong numbers, rewriting it gives XLA's.
    d = CORPUS / "conv2d"
    r = _cli(d / "post.hlo", d / "io.npz", "--backend", "xla", "--save", tmp_path / "o.npz")
    assert r.exit_code == 0, r.output
    notes = [ln for ln in r.stderr.splitlines() if ln.startswith("note: ")]
    assert any("fusion instruction(s)" in n for n in notes)
    assert any("1 bitcast(s)" in n and "(1 change the layout" in n for n in notes)
    assert any("layouts dropped" in n for n in notes) and any("is_scheduled" in n for n in notes)
    out, want = decode_npz(tmp_path / "o.npz"), numbered(decode_npz(d / "io.npz"), "out")
    for j, w in enumerate(want):
        assert compare(out[f"out{j}"], w) is None


def test_bitcast_rewrite_keeps_the_values():
    # Every bitcast kind an optimized dump has (a transpose in disguise, a reshape across layouts,
    # an element-type change) and a fusion: the interpreter gives the same bits before and after.
    from hlotool.backends.xla_normalize import normalize_for_xla
    text = """HloModule m, is_scheduled=true

fused (a: f32[4,6]) -> f32[6,4] {
  a = f32[4,6]{0,1} parameter(0)
  ROOT b = f32[6,4]{1,0} bitcast(a)
}

ENTRY e {
  p = f32[4,6]{1,0} parameter(0)
  c = f32[4,6]{0,1} copy(p)
  f = f32[6,4]{1,0} fusion(c), kind=kLoop, calls=fused
  r = f32[2,3,4]{0,2,1} bitcast(f)
  i = s32[2,3,4]{0,2,1} bitcast(r)
  ROOT t = (f32[6,4]{1,0}, f32[2,3,4]{0,2,1}, s32[2,3,4]{0,2,1}) tuple(f, r, i)
}
"""
    module = hlotool.parse(text)
    normalized = normalize_for_xla(module)
    rewritten = hlotool.parse(hlotool.format(normalized.module))
    assert not any(i.opcode in ("bitcast", "fusion") for i in rewritten.instructions())
    x = np.arange(24, dtype=np.float32).reshape(4, 6) - 7.5
    before, after = hlotool.run(module, x), hlotool.run(rewritten, x)
    for a, b in zip(before, after, strict=True):
        assert a.dtype == b.dtype and a.tobytes() == b.tobytes()
    assert not np.array_equal(before[0], x.reshape(6, 4))        # the layouts did move the values
    assert len(normalized.notes) == 4


def test_bitcast_without_a_logical_equivalent_is_a_clear_error(xla, tmp_path):
    module = tmp_path / "tiled.hlo"
    module.write_text("""HloModule m, is_scheduled=true

ENTRY e {
  p = f32[8,128]{1,0:T(8,128)} parameter(0)
  ROOT b = f32[1024]{0:T(1024)} bitcast(p)
}
""")
    r = _cli(module, "--random-args", "--backend", "xla")
    assert r.exit_code == 2
    assert "XLA cannot run this optimized module as written" in r.stderr
    assert "before_optimizations" in r.stderr and "--backend interp" in r.stderr
    assert "Traceback" not in r.output
    assert _cli(module, "--random-args").exit_code == 0                  # the interpreter runs it


def test_xla_crash_while_compiling_is_an_error_not_a_dead_process(xla):
    # XLA aborts on this fused dump when given as is (its loop emitter's check fails); the compile
    # worker dies instead of hlotool, and the next compile gets a fresh worker.
    from hlotool.backends.xla import CompileSpec, XlaRejected
    from hlotool.backends.xla_worker import compile_in_worker
    raw = (CORPUS / "bitcast_convert" / "post.hlo").read_text()
    with pytest.raises(XlaRejected, match="XLA crashed while compiling the module"):
        compile_in_worker(raw, CompileSpec(1, 1, spmd=False), 8)
    io = decode_npz(CORPUS / "bitcast_convert" / "io.npz")
    run = _run_on_xla(raw, numbered(io, "arg"))
    for got, want in zip(run.result, numbered(io, "out"), strict=True):
        assert compare(got, want) is None


def test_global_view_with_a_partition_count_is_partitioned_by_xla(xla, tmp_path):
    # A before_optimizations dump of a sharded jit: global shapes, num_partitions=4, a GSPMD
    # Sharding marker. XLA partitions it; the interpreter, compared, runs its global view.
    module = tmp_path / "g.hlo"
    module.write_text("""HloModule g, num_partitions=4

add {
  a = f32[] parameter(0)
  b = f32[] parameter(1)
  ROOT c = f32[] add(a, b)
}

ENTRY e {
  p = f32[8,3] parameter(0), sharding={devices=[4,1]<=[4]}
  s = f32[8,3] custom-call(p), custom_call_target="Sharding", sharding={devices=[4,1]<=[4]}
  m = f32[8,3] multiply(s, s)
  z = f32[] constant(0)
  r = f32[3] reduce(m, z), dimensions={0}, to_apply=add
  ROOT t = (f32[8,3], f32[3]) tuple(m, r)
}
""")
    x = np.arange(24, dtype=np.float32).reshape(8, 3)
    save_npz(tmp_path / "in.npz", {"arg0": x})
    r = _cli(module, tmp_path / "in.npz", "--backend", "xla", "--save", tmp_path / "o.npz",
             "--compare-with", "interp")
    assert r.exit_code == 0, r.output
    assert "4 devices, the global view partitioned by XLA's SPMD partitioner" in r.stdout
    assert "interpreter runs this global view as one device" in r.stderr
    out = decode_npz(tmp_path / "o.npz")
    assert sorted(out) == ["out0", "out1"]
    assert np.array_equal(out["out0"], x * x) and np.allclose(out["out1"], (x * x).sum(0))


def test_plan_follows_the_interpreters_reading_of_the_corpus():
    from hlotool.backends.xla import plan_xla_run
    for name in MULTI:
        meta = json.loads((CORPUS / name / "meta.json").read_text())
        pre = plan_xla_run(hlotool.parse_file(CORPUS / name / "pre.hlo"))
        post = plan_xla_run(hlotool.parse_file(CORPUS / name / "post.hlo"))
        assert post.mode == "per-device" and post.devices == meta["devices"], name
        assert pre.mode == ("per-device" if meta["kind"] == "replica" else "global-view"), name
        assert pre.devices == meta["devices"], name
    assert plan_xla_run(hlotool.parse_file(CORPUS / "conv2d" / "post.hlo")).mode == "single"


def test_interpreter_options_and_misuse_are_usage_errors(tmp_path):
    mlp = ROOT / "samples" / "mlp.hlo"
    for extra in (["--trace"], ["--break-on", "nan"], ["--max-steps", "3"], ["--max-memory", "1G"]):
        r = _cli(mlp, "--random-args", "--backend", "xla", *extra)
        assert r.exit_code == 2 and extra[0] in r.output and "interpreter's" in r.output, r.output
    r = _cli(mlp, "--random-args", "--backend", "xla", "--compare-with", "xla")
    assert r.exit_code == 2 and "--compare-with" in r.output
    r = _cli(mlp, "--random-args", "--platform", "gpu")
    assert r.exit_code == 2 and "--platform" in r.output


def test_max_steps_serves_the_interpreter_of_compare_with_interp(xla):
    r = _cli(ROOT / "samples" / "mlp.hlo", "--random-args", "--backend", "xla", "--compare-with", "interp",
             "--max-steps", "10", "--max-memory", "1G", "--print", "none")
    assert r.exit_code == 0, r.output


def test_host_transfers_are_refused_not_waited_for():
    # XLA would block forever in infeed waiting for a host program; hlotool has none.
    r = _cli(ROOT / "samples" / "infeed_outfeed.hlo", "--backend", "xla")
    assert r.exit_code == 2 and "exchanges data with a host program" in r.stderr


def test_no_gpu_here_is_a_clear_error(xla):
    r = _cli(ROOT / "samples" / "mlp.hlo", "--random-args", "--backend", "xla", "--platform", "gpu")
    assert r.exit_code == 2
    assert "jax has no gpu devices here" in r.stderr and "Traceback" not in r.output


def test_missing_jax_says_how_to_install_it(monkeypatch):
    # Simulated: an entry of None in sys.modules makes `import jax` fail as if it were absent.
    monkeypatch.setitem(sys.modules, "jax", None)
    monkeypatch.setitem(sys.modules, "jaxlib", None)
    mlp = ROOT / "samples" / "mlp.hlo"
    for args in (["--backend", "xla"], ["--compare-with", "xla"]):
        r = _cli(mlp, ROOT / "samples" / "mlp_inputs.npz", *args)
        assert r.exit_code == 2, r.output
        assert "pip install 'hlotool[xla]'" in r.stderr and "Traceback" not in r.output
    # The interpreter itself never needs jax.
    assert _cli(mlp, ROOT / "samples" / "mlp_inputs.npz").exit_code == 0


def _subprocess(args, xla_flags: str | None):
    env = {k: v for k, v in os.environ.items() if k != "XLA_FLAGS"}
    if xla_flags is not None:
        env["XLA_FLAGS"] = xla_flags
    env["JAX_PLATFORMS"] = "cpu"
    return subprocess.run([sys.executable, "-m", "hlotool", "run", *map(str, args)], env=env, cwd=ROOT,
                          capture_output=True, text=True, timeout=120)


def test_too_few_devices_names_the_counts_and_the_flag():
    d = CORPUS / "shmap_ppermute"
    r = _subprocess([d / "post.hlo", d / "io.npz", "--backend", "xla"],
                    "--xla_force_host_platform_device_count=2")
    assert r.returncode == 2, r.stderr
    assert "needs 4 cpu devices, jax reports 2" in r.stderr
    assert "XLA_FLAGS=--xla_force_host_platform_device_count=4" in r.stderr
    assert "Traceback" not in r.stderr


def test_device_count_is_set_before_jax_is_imported():
    d = CORPUS / "shmap_ppermute"
    r = _subprocess([d / "post.hlo", d / "io.npz", "--backend", "xla", "--print", "none"], None)
    assert r.returncode == 0, r.stderr
    assert "note: XLA_FLAGS=--xla_force_host_platform_device_count=4 set for this run" in r.stderr
    assert "xla cpu: 4 devices" in r.stdout
