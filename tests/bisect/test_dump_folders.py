"""hlotool bisect on a real --xla_dump_to folder (jax in a subprocess), on copies of it with a
planted miscompile and an unrunnable snapshot, and on small hand-written dumps."""
import json
import re
import shutil

import numpy as np
import pytest
from click.testing import CliRunner

from hlotool.bisect import RunOptions, bisect_module
from hlotool.cli import cli
from hlotool.dump import find_module, scan_dump
from hlotool.npz import save_npz
from support.xla_dumps import make_dump

# A tiny MLP with a softmax and an argmax: dots, a bias broadcast, max/sum reductions, a variadic
# reduce in a call; XLA's CPU pipeline rewrites the divide, fuses and relayouts it. NumPy inputs, so
# the dump holds this one module.
PROGRAM = """
import numpy as np, jax, jax.numpy as jnp
def mlp(x, w1, b1, w2):
    h = jnp.maximum(x @ w1 + b1, 0.0)
    logits = h @ w2
    return jax.nn.softmax(logits, axis=-1), jnp.argmax(logits, axis=-1)
f32 = np.float32
jax.block_until_ready(jax.jit(mlp)(np.ones((4, 8), f32), np.ones((8, 16), f32), np.ones((16,), f32),
                                   np.ones((16, 5), f32)))
"""
MODULE = "jit_mlp"
UNKNOWN_TARGET = "no_such_backend_target"


@pytest.fixture(autouse=True)
def _cache(tmp_path, monkeypatch):
    # The digest cache goes to the test's folder, not to ~/.cache.
    monkeypatch.setenv("HLOTOOL_CACHE", str(tmp_path / "cache"))


@pytest.fixture(scope="module")
def dump_dir(tmp_path_factory):
    return make_dump(tmp_path_factory.mktemp("bisect_dump"), per_pass=True, program=PROGRAM)


def bisect(*args):
    return CliRunner().invoke(cli, ["bisect", *map(str, args)])


def files(folder):
    return [s.path for s in find_module(scan_dump(folder), MODULE).snapshots]


def copy_dump(src, dst):
    shutil.copytree(src, dst)
    return dst


def plant_miscompile(folder):
    """From a pass in the middle of those whose module has a multiply (one that changed nothing,
    so that its diff is the plant alone), every file computes an add there instead. Returns the
    planted file's index in the timeline."""
    paths = files(folder)
    body = [p.read_text().split("\n", 1)[1] for p in paths]
    candidates = [k for k, p in enumerate(paths) if k > 0 and ".after_" in p.name and " multiply(" in body[k]
                  and body[k] == body[k - 1]]
    k = candidates[len(candidates) // 2]
    for p in paths[k:]:
        text = p.read_text()
        assert " multiply(" in text
        p.write_text(text.replace(" multiply(", " add("))
    return k


def make_unrunnable(path):
    """A dead custom call to a target no backend (and not the interpreter) implements."""
    lines = path.read_text().split("\n")
    entry = next(i for i, line in enumerate(lines) if line.startswith("ENTRY"))
    root = next(i for i in range(entry, len(lines)) if lines[i].lstrip().startswith("ROOT"))
    lines.insert(root, f'  %planted.cc = f32[] custom-call(), custom_call_target="{UNKNOWN_TARGET}"')
    path.write_text("\n".join(lines))


@pytest.mark.xla
def test_real_dump_no_pass_changes_results(dump_dir):
    mod = find_module(scan_dump(dump_dir), MODULE)
    assert len(mod.snapshots) > 10 and mod.has_pass_dumps
    for strategy in ("binary", "linear"):
        res = bisect_module(mod, seed=0, strategy=strategy)
        assert res.verdict == "unchanged" and not res.skipped and not res.warnings, (res.skipped, res.warnings)
        assert res.runs + res.identical <= len(mod.snapshots)
        assert res.states < len(mod.snapshots)          # identical snapshots share a run
    assert res.runs == res.states and res.runs + res.identical == len(mod.snapshots)   # linear: all
    out = bisect(dump_dir, "--random-args")               # the dump's only module
    assert out.exit_code == 0, out.output
    assert "no pass changes the results" in out.output


@pytest.mark.xla
def test_inputs_npz(dump_dir, tmp_path):
    rng = np.random.default_rng(1)
    # float64 arrays are cast to the parameters' f32, as hlotool run does
    arrays = {f"arg{i}": rng.standard_normal(s) for i, s in enumerate([(4, 8), (8, 16), (16,), (16, 5)])}
    save_npz(tmp_path / "in.npz", arrays)
    out = bisect(dump_dir, "--module", MODULE, "--inputs", tmp_path / "in.npz", "--linear")
    assert out.exit_code == 0, out.output
    assert f"inputs {tmp_path / 'in.npz'}" in out.output


@pytest.fixture(scope="module")
def planted(dump_dir, tmp_path_factory):
    folder = copy_dump(dump_dir, tmp_path_factory.mktemp("planted") / "dump")
    return folder, plant_miscompile(folder)


@pytest.mark.xla
@pytest.mark.parametrize("strategy", [[], ["--linear"]])
def test_planted_miscompile_is_found(planted, strategy):
    folder, k = planted
    paths = files(folder)
    out = bisect(folder, "--module", MODULE, "--random-args", "--format", "json", *strategy)
    assert out.exit_code == 1, out.output
    res = json.loads(out.stdout)
    assert res["verdict"] == "changed"
    assert res["pass"]["file"] == paths[k].name and res["suspects"] == [res["pass"]]
    assert res["before"] == paths[k - 1].name and res["after"] == paths[k].name
    step = int(re.search(r"\.(\d{4})\.", paths[k].name).group(1))
    assert res["pass"]["step"] == step
    assert res["differences"] and res["differences"][0]["max_abs_error"] > 0.01
    changed = [(i["left"], ch) for c in res["diff"]["computations"] for i in c["instructions"]
               for ch in i["changes"]]
    assert [ch for _, ch in changed] == [{"field": "opcode", "left": "multiply", "right": "add"}]
    assert res["diff"]["summary"]["changed"] == 1 and not res["skipped"]
    text = bisect(folder, "--module", MODULE, "--random-args", *strategy)
    assert text.exit_code == 1
    assert f"first pass that changes the results: step {step:04d}" in text.output
    assert paths[k - 1].name in text.output and paths[k].name in text.output
    assert "opcode: multiply -> add" in text.output


@pytest.mark.xla
def test_unrunnable_snapshots_are_skipped(planted, tmp_path):
    folder = copy_dump(planted[0], tmp_path / "dump")
    k = planted[1]
    paths = files(folder)
    # Unrunnable before the planted pass: reported, and the answer stays the planted pass.
    early = next(i for i in range(1, k) if ".after_" in paths[i].name and paths[i].read_text() !=
                 paths[i - 1].read_text())
    make_unrunnable(paths[early])
    out = bisect(folder, "--module", MODULE, "--random-args", "--linear", "--format", "json")
    assert out.exit_code == 1, out.output
    res = json.loads(out.stdout)
    assert res["verdict"] == "changed" and res["after"] == paths[k].name
    assert [s["file"] for s in res["skipped"]] == [paths[early].name]
    assert UNKNOWN_TARGET in res["skipped"][0]["reason"]
    binary = json.loads(bisect(folder, "--module", MODULE, "--random-args", "--format", "json").stdout)
    assert binary["verdict"] == "changed" and binary["after"] == paths[k].name
    # The planted pass itself cannot run: the stretch from it to the next runnable snapshot is suspect.
    make_unrunnable(paths[k])
    for strategy in ([], ["--linear"]):
        out = bisect(folder, "--module", MODULE, "--random-args", "--format", "json", *strategy)
        assert out.exit_code == 1, out.output
        res = json.loads(out.stdout)
        assert res["verdict"] == "suspect_range"
        assert res["before"] == paths[k - 1].name and res["suspects"][0]["file"] == paths[k].name
        assert len(res["suspects"]) >= 2 and paths[k].name in [s["file"] for s in res["skipped"]]
        assert res["after"] == res["suspects"][-1]["file"]
    text = bisect(folder, "--module", MODULE, "--random-args")
    assert "the results change within" in text.output and "cannot run" in text.output


@pytest.mark.xla
def test_bad_input(dump_dir, tmp_path):
    for args, msg in (((tmp_path / "missing", "--random-args"), "not a directory"),
                      ((dump_dir, "--module", "nope", "--random-args"), "it has: module_"),
                      ((dump_dir, "--module", MODULE), "--inputs IN.npz or --random-args"),
                      ((dump_dir, "--module", MODULE, "--random-args", "--inputs", "x.npz"), "one of them"),
                      ((dump_dir, "--module", MODULE, "--inputs", tmp_path / "none.npz"), "none.npz"),
                      ((dump_dir, "--module", MODULE, "--inputs", tmp_path / "in.npy"), "one .npz")):
        out = bisect(*args)
        assert out.exit_code == 2 and msg in out.output and "Traceback" not in out.output, (args, out.output)
    save_npz(tmp_path / "short.npz", {"arg0": np.ones((4, 8), np.float32)})
    out = bisect(dump_dir, "--module", MODULE, "--inputs", tmp_path / "short.npz")
    assert out.exit_code == 2 and "cannot run on these inputs" in out.output and "takes 4" in out.output
    save_npz(tmp_path / "shape.npz", {f"arg{i}": np.ones(s, np.float32)
                                     for i, s in enumerate([(4, 8), (8, 15), (16,), (16, 5)])})
    out = bisect(dump_dir, "--module", MODULE, "--inputs", tmp_path / "shape.npz")
    assert out.exit_code == 2 and "parameter 1" in out.output


# ---------------------------------------------------------------- hand-written dumps (no jax)
HEADER = "HloModule m, entry_computation_layout={(f32[64]{0}, f32[64]{0}, f32[64]{0})->f32[64]{0}}\n\n"
SUM = "ENTRY e {{\n  a = f32[64] parameter(0)\n  b = f32[64] parameter(1)\n  c = f32[64] parameter(2)\n{body}}}\n"


def write_dump(folder, modules):
    folder.mkdir()
    for name, text in modules:
        (folder / f"module_0001.m.{name}.txt").write_text(text)
    return folder


def test_signatures_tolerance_and_suspect_range(tmp_path):
    before = HEADER + SUM.format(body="  ab = f32[64] add(a, b)\n  ROOT r = f32[64] add(ab, c)\n")
    # reassociated: rounds differently, within f32 tolerance
    reassociated = HEADER + SUM.format(body="  bc = f32[64] add(b, c)\n  ROOT r = f32[64] add(a, bc)\n")
    # the three parameters as one tuple, with another layout: the same arrays, regrouped
    tupled = ("HloModule m\n\nENTRY e {\n  t = (f32[64]{0}, f32[64]{0}, f32[64]{0}) parameter(0)\n"
              "  a = f32[64] get-tuple-element(t), index=0\n  b = f32[64] get-tuple-element(t), index=1\n"
              "  c = f32[64] get-tuple-element(t), index=2\n  ab = f32[64] add(a, b)\n"
              "  ROOT r = f32[64] add(ab, c)\n}\n")
    other_signature = "HloModule m\n\nENTRY e {\n  a = f32[32] parameter(0)\n  ROOT r = f32[32] negate(a)\n}\n"
    wrong = HEADER + SUM.format(body="  ab = f32[64] subtract(a, b)\n  ROOT r = f32[64] add(ab, c)\n")
    folder = write_dump(tmp_path / "d", [
        ("before_optimizations", before), ("0000.p.after_reassociate.before_tuple", reassociated),
        ("0001.p.after_tuple.before_x", tupled), ("0002.p.after_resize.before_y", other_signature),
        ("0003.p.after_miscompile.before_z", wrong), ("0004.p.after_nothing.before_end", wrong),
        ("cpu_after_optimizations", wrong)])
    mod = find_module(scan_dump(folder), "m")
    res = bisect_module(mod, seed=3, strategy="linear")
    assert [c.status for c in res.checks] == ["reference", "agrees", "agrees", "skipped", "differs"]
    assert "incompatible entry signature" in res.skipped[0].reason and "f32[32]" in res.skipped[0].reason
    assert res.verdict == "suspect_range"
    assert [s.pass_name for s in res.suspects] == ["resize", "miscompile"]
    assert res.before.pass_name == "tuple" and res.after.pass_name == "miscompile"
    assert res.identical == 2 and res.runs == 5          # 0004 and after_optimizations: the same text
    binary = bisect_module(mod, seed=3)
    assert binary.verdict == "suspect_range" and binary.after.pass_name == "miscompile"
    assert binary.runs < res.runs
    # Exact comparison: the reassociated sum is the first difference.
    exact = bisect_module(mod, seed=3, strategy="linear", options=RunOptions(rtol=0.0, atol=0.0))
    assert exact.verdict == "changed" and exact.after.pass_name == "reassociate"
    assert exact.differences[0].max_abs_error > 0


def test_integer_outputs_compare_exactly_and_nan_positions(tmp_path):
    ints = "HloModule m\n\nENTRY e {{\n  a = s32[8] parameter(0)\n  one = s32[] constant(1)\n" \
           "  b = s32[8] broadcast(one), dimensions={{}}\n  ROOT r = s32[8] {op}(a, b)\n}}\n"
    nan = "HloModule m\n\nENTRY e {{\n  a = f32[8] parameter(0)\n  ROOT r = f32[8] {op}(a)\n}}\n"
    folder = write_dump(tmp_path / "i", [("before_optimizations", ints.format(op="add")),
                                         ("0000.p.after_off_by_one.before_x", ints.format(op="subtract"))])
    res = bisect_module(find_module(scan_dump(folder), "m"), seed=0, options=RunOptions(atol=5.0, rtol=5.0))
    assert res.verdict == "changed" and "elements differ" in res.differences[0].detail
    # sqrt of negative inputs is NaN, abs is not: NaN positions differ whatever the tolerance
    folder = write_dump(tmp_path / "n", [("before_optimizations", nan.format(op="sqrt")),
                                         ("0000.p.after_abs.before_x", nan.format(op="abs"))])
    res = bisect_module(find_module(scan_dump(folder), "m"), seed=0, options=RunOptions(atol=1e9, rtol=1e9))
    assert res.verdict == "changed" and res.differences[0].detail == "NaN positions differ"
    assert res.warnings and "hold NaN or Inf" in res.warnings[0]


def test_reference_that_cannot_run_is_an_error(tmp_path):
    text = f'HloModule m\n\nENTRY e {{\n  ROOT r = f32[] custom-call(), custom_call_target="{UNKNOWN_TARGET}"\n}}\n'
    folder = write_dump(tmp_path / "r", [("before_optimizations", text), ("0000.p.after_x.before_y", text)])
    out = bisect(folder, "--random-args")
    assert out.exit_code == 2 and "cannot run" in out.output and UNKNOWN_TARGET in out.output
    only = write_dump(tmp_path / "one", [("before_optimizations", text)])
    out = bisect(only, "--random-args")
    assert out.exit_code == 2 and "nothing to bisect" in out.output


def test_snapshots_after_the_last_agreeing_one_cannot_run(tmp_path):
    good = "HloModule m\n\nENTRY e {\n  a = f32[4] parameter(0)\n  ROOT r = f32[4] negate(a)\n}\n"
    bad = good.replace("  ROOT", f'  cc = f32[] custom-call(), custom_call_target="{UNKNOWN_TARGET}"\n  ROOT')
    renamed = good.replace("ROOT r =", "ROOT neg =")
    folder = write_dump(tmp_path / "t", [("before_optimizations", good), ("0000.p.after_x.before_y", renamed),
                                         ("0001.p.after_y.before_z", bad), ("0002.p.after_z.before_end", bad)])
    for strategy in ([], ["--linear"]):
        out = bisect(folder, "--random-args", *strategy)
        assert out.exit_code == 0, out.output
        assert "warning: the 1 passes after it are not checked" in out.output and "step 0001 p/y" in out.output
        res = json.loads(bisect(folder, "--random-args", "--format", "json", *strategy).stdout)
        assert res["verdict"] == "unchanged" and [s["pass"] for s in res["unchecked"]] == ["y"]
    # Nothing but the reference runs: nothing was compared, which is not "unchanged".
    folder = write_dump(tmp_path / "u", [("before_optimizations", good), ("0000.p.after_y.before_z", bad)])
    out = bisect(folder, "--random-args")
    assert out.exit_code == 2 and "nothing compared" in out.output
    assert json.loads(bisect(folder, "--random-args", "--format", "json").stdout)["verdict"] == "inconclusive"


def test_parameters_with_another_layout_take_the_same_arrays(tmp_path):
    body = "  p = f32[4,8]{layout} parameter(0)\n  t = f32[8,4]{{1,0}} transpose(p), dimensions={{1,0}}\n" \
           "  ROOT r = f32[8,4]{{1,0}} exponential(t)\n"
    text = "HloModule m\n\nENTRY e {{\n" + body + "}}\n"
    folder = write_dump(tmp_path / "l", [("before_optimizations", text.format(layout="{1,0}")),
                                         ("0000.p.after_layout-assignment.before_x", text.format(layout="{0,1}"))])
    res = bisect_module(find_module(scan_dump(folder), "m"), seed=0, options=RunOptions(rtol=0.0, atol=0.0))
    assert res.verdict == "unchanged" and res.runs == 2 and not res.skipped


CUMMAX_BUG = """
import numpy as np, jax, jax.numpy as jnp
from jax import lax
from jax.sharding import Mesh, NamedSharding, PartitionSpec as P
mesh = Mesh(np.array(jax.devices()[:4]).reshape(2, 2), ("data", "model"))
x = np.random.default_rng(1).standard_normal((8, 16)).astype(np.float32) - 1
def f(x):
    return jnp.cumsum(x, axis=1), lax.cummax(x, axis=1)
out = jax.jit(f, in_shardings=NamedSharding(mesh, P("data", "model")))(x)
np.savez(OUT, arg0=x, xla_wrong=np.abs(np.asarray(out[1]) - np.maximum.accumulate(x, axis=1)).max() > 0)
"""


@pytest.mark.xla
def test_bisect_finds_a_real_xla_miscompile_in_the_spmd_partitioner(tmp_path):
    """jax 0.10's XLA:CPU, on 4 devices, computes cummax wrong next to a cumsum over the same sharded axis: its
    SPMD partitioner pads the all-gathered input once, with the cumsum's 0, and both reduce-windows read it.
    bisect names the partitioner's step and shows both reduce-windows reading the one zero-padded slice."""
    inputs = tmp_path / "in.npz"
    folder = make_dump(tmp_path / "dump", per_pass=True, devices=4,
                       program=CUMMAX_BUG.replace("OUT", repr(str(inputs))))
    if not bool(np.load(inputs)["xla_wrong"]):
        pytest.skip("this jax's XLA computes the partitioned cummax right: nothing to find")
    result = CliRunner().invoke(cli, ["bisect", str(folder), "--module", "jit_f", "--inputs", str(inputs),
                                      "--linear", "--format", "json"])
    assert result.exit_code == 1, result.output
    report = json.loads(result.output)
    assert report["verdict"] == "changed"
    assert report["before"].split(".")[2] == "0004" and "before_spmd-partitioning" in report["before"]
    assert [d["output"] for d in report["differences"]] == [1]          # the cummax; the cumsum is right


GROUPED_CONV_GRAD_BUG = """
import numpy as np, jax, jax.numpy as jnp
from jax import lax
from jax.sharding import Mesh, NamedSharding, PartitionSpec as P
mesh = Mesh(np.array(jax.devices()[:4]).reshape(2, 2), ("data", "model"))
rng = np.random.default_rng(2)
x = rng.standard_normal((2, 8, 8, 8)).astype(np.float32)
w = (0.3 * rng.standard_normal((3, 3, 4, 8))).astype(np.float32)
def conv(x, w):
    return lax.conv_general_dilated(x, w, (1, 1), "SAME", dimension_numbers=("NHWC", "HWIO", "NHWC"),
                                    feature_group_count=2)
def f(x, w):
    return jax.grad(lambda w: jnp.sum(conv(x, w) ** 2))(w)
def unsharded(x, w):
    return f(x, w)
true = np.asarray(jax.jit(unsharded)(x, w))
out = np.asarray(jax.jit(f, in_shardings=(NamedSharding(mesh, P("data")), NamedSharding(mesh, P())))(x, w))
np.savez(OUT, arg0=x, arg1=w, xla_wrong=not np.allclose(out, true, rtol=1e-4, atol=1e-3))
"""


@pytest.mark.xla
def test_bisect_finds_xlas_doubled_grouped_convolution_filter_gradient(tmp_path):
    """jax 0.10's XLA, on a 2x2 mesh with the batch sharded over one axis, doubles the filter gradient of a
    grouped convolution: its SPMD partitioner sums the batch_group_count convolution's partial results with an
    all-reduce over all four devices instead of the two batch shards. Found by bisecting an unseen per-pass GPU
    dump; XLA:CPU does the same. bisect names the partitioner's step."""
    inputs = tmp_path / "in.npz"
    folder = make_dump(tmp_path / "dump", per_pass=True, devices=4,
                       program=GROUPED_CONV_GRAD_BUG.replace("OUT", repr(str(inputs))))
    if not bool(np.load(inputs)["xla_wrong"]):
        pytest.skip("this jax's XLA computes the partitioned filter gradient right: nothing to find")
    result = CliRunner().invoke(cli, ["bisect", str(folder), "--module", "jit_f", "--inputs", str(inputs),
                                      "--format", "json"])
    assert result.exit_code == 1, result.output
    report = json.loads(result.output)
    assert report["verdict"] == "changed" and "before_spmd-partitioning" in report["before"]
    (diff,) = report["differences"]
    assert diff["output"] == 0


def test_without_module_the_only_module_from_before_optimizations_is_bisected(tmp_path):
    """GPU per-pass dumps also hold a module per fusion the autotuner compiled alone (module_0002.fused_x with
    pass files only): bisect and dump --pass take the program's module and say so."""
    text = HEADER + SUM.format(body="  ab = f32[64] add(a, b)\n  ROOT r = f32[64] add(ab, c)\n")
    swapped = HEADER + SUM.format(body="  ab = f32[64] add(b, a)\n  ROOT r = f32[64] add(c, ab)\n")
    folder = write_dump(tmp_path / "d", [("before_optimizations", text),
                                         ("0001.p.after_simplify.before_x", swapped)])
    fusion = "HloModule fused_add\n\nENTRY e {\n  a = f32[4] parameter(0)\n  ROOT r = f32[4] add(a, a)\n}\n"
    (folder / "module_0002.fused_add.0000.p.after_pipeline-start.before_y.txt").write_text(fusion)
    result = CliRunner().invoke(cli, ["bisect", str(folder), "--random-args", "--format", "json"])
    assert result.exit_code == 0, result.output
    assert "module_0001.m is the dump's only module from before optimizations" in result.stderr
    assert json.loads(result.stdout)["verdict"] == "unchanged"
    (folder / "module_0003.n.before_optimizations.txt").write_text(text)
    result = CliRunner().invoke(cli, ["bisect", str(folder), "--random-args"])
    assert result.exit_code == 2 and "name one with --module" in result.stderr


# A bf16 MLP train step (bf16 params and activations, an f32 loss) on a 2x2 mesh: the SPMD partitioner sums
# per-device partial dots in bf16 with all-reduces, which moves every output by bf16 rounding (the loss by
# ~3e-5 relative on the real inputs, the parameters by up to 11 bf16 roundoffs of their scale on random
# inputs). Writes the program's real inputs to OUT.
TRAIN_STEP = """
import numpy as np, ml_dtypes, jax, jax.numpy as jnp
from jax.sharding import Mesh, NamedSharding, PartitionSpec as P
mesh = Mesh(np.array(jax.devices()[:4]).reshape(2, 2), ("data", "model"))
bf16 = ml_dtypes.bfloat16
rng = np.random.default_rng(0)
x = rng.standard_normal((64, 128)).astype(bf16)
y = rng.standard_normal((64, 16)).astype(np.float32)
ws = [(rng.standard_normal(s) / np.sqrt(s[0])).astype(bf16) for s in [(128, 256), (256, 256), (256, 16)]]
def loss(params, x, y):
    h = x
    for w in params[:-1]:
        h = jax.nn.relu(h @ w)
    return jnp.mean(((h @ params[-1]).astype(jnp.float32) - y) ** 2)
def step(params, x, y):
    value, grads = jax.value_and_grad(loss)(params, x, y)
    return [(p - 0.01 * g).astype(p.dtype) for p, g in zip(params, grads)], value
shard = lambda spec: NamedSharding(mesh, spec)
step = jax.jit(step, in_shardings=([shard(P(None, "model")), shard(P("model", None)), shard(P())],
                                   shard(P("data", None)), shard(P("data", None))))
jax.block_until_ready(step(ws, x, y))
np.savez(OUT, **{f"arg{i}": np.asarray(a, np.float32) for i, a in enumerate(ws + [x, y])})
"""
# The parameter update's subtracts (p - lr * g), as XLA keeps their metadata through every pass.
UPDATE_SUBTRACT = re.compile(r'subtract\((%[\w.-]+), (%[\w.-]+)\)(.*op_name="jit\(step\)/sub")')


@pytest.fixture(scope="module")
def train_dump(tmp_path_factory):
    root = tmp_path_factory.mktemp("train_step")
    inputs = root / "in.npz"
    return make_dump(root / "dump", per_pass=True, devices=4,
                     program=TRAIN_STEP.replace("OUT", repr(str(inputs)))), inputs


def plant_after_partitioner(folder, edit):
    """``edit`` applied to every file from a no-op pass in the middle of those after the SPMD partitioner
    on; returns that file's index."""
    paths = [s.path for s in find_module(scan_dump(folder), "jit_step").snapshots]
    body = [p.read_text().split("\n", 1)[1] for p in paths]
    partitioned = max(i for i, p in enumerate(paths) if "after_spmd-partitioning" in p.name)
    candidates = [k for k in range(partitioned + 1, len(paths)) if ".after_" in paths[k].name
                  and body[k] == body[k - 1]]
    k = candidates[len(candidates) // 2]
    for p in paths[k:]:
        text = p.read_text()
        planted = edit(text)
        assert planted != text, p.name
        p.write_text(planted)
    return paths, k


@pytest.mark.xla
def test_mixed_precision_train_step_untouched_reports_no_change(train_dump):
    """Summation orders the partitioner changes through bf16 intermediates are not a change: each output's
    tolerance follows the narrowest type on its path (bf16 for the f32 loss too)."""
    folder, inputs = train_dump
    mod = find_module(scan_dump(folder), "jit_step")
    for strategy in ("binary", "linear"):
        for how in ({"seed": 0}, {"args": [np.load(inputs)[f"arg{i}"] for i in range(5)]}):
            res = bisect_module(mod, strategy=strategy, **how)
            assert res.verdict == "unchanged", (strategy, [(d.index, d.detail) for d in res.differences])
            assert not res.skipped
    out = bisect(folder, "--module", "jit_step", "--inputs", inputs)
    assert out.exit_code == 0, out.output
    # Exact comparison still sees the partitioner's reordering: the tolerance is what hides it.
    exact = bisect_module(mod, seed=0, options=RunOptions(rtol=0.0, atol=0.0))
    assert exact.verdict == "changed"


@pytest.mark.xla
@pytest.mark.parametrize("plant", ["swap_subtract", "halve_loss"])
def test_mixed_precision_train_step_planted_change_is_found(train_dump, tmp_path, plant):
    folder, inputs = train_dump
    folder = copy_dump(folder, tmp_path / "dump")
    if plant == "swap_subtract":          # p - lr * g becomes lr * g - p in the parameter updates
        paths, k = plant_after_partitioner(folder, lambda t: UPDATE_SUBTRACT.sub(r"subtract(\2, \1)\3", t))
        changed = [0, 1, 2]
    else:                                 # the loss's mean: 1/1024 becomes 1/2048
        paths, k = plant_after_partitioner(folder, lambda t: t.replace("constant(0.0009765625)",
                                                                       "constant(0.00048828125)"))
        changed = [3]
    for how in (["--random-args"], ["--inputs", inputs]):
        out = bisect(folder, "--module", "jit_step", "--format", "json", *how)
        assert out.exit_code == 1, out.output
        res = json.loads(out.stdout)
        assert res["verdict"] == "changed" and res["after"] == paths[k].name and res["before"] == paths[k - 1].name
        assert [d["output"] for d in res["differences"]] == changed
        for d in res["differences"]:
            # relative to the output's scale, not to elements near zero
            assert d["max_rel_error"] == pytest.approx(d["max_abs_error"] / d["scale"]) and d["max_rel_error"] < 5
            if d["type"].startswith("bf16") or plant == "halve_loss":
                assert "bf16 on its path" in d["tolerance"]
    text = bisect(folder, "--module", "jit_step", "--random-args")
    assert text.exit_code == 1 and "e+30" not in text.output and "of its largest |value|" in text.output


def test_tolerance_follows_the_narrowest_type_on_each_outputs_path(tmp_path):
    """An f32 output computed through a bf16 sum gets bf16's tolerance; an f32 output beside it that
    never touches bf16 keeps f32's, so the same relative change is flagged there."""
    from hlotool.bisect.precision import output_precisions
    from hlotool.parser import parse
    text = ("HloModule m\n\nadd {\n  a = bf16[] parameter(0)\n  b = bf16[] parameter(1)\n  ROOT s = bf16[] add(a, b)\n}\n\n"
            "ENTRY e {\n  x = f32[64] parameter(0)\n  y = f32[64] parameter(1)\n  xb = bf16[64] convert(x)\n"
            "  zero = bf16[] constant(0)\n  sb = bf16[] reduce(xb, zero), dimensions={0}, to_apply=add\n"
            "  s = f32[] convert(sb)\n  n = f32[] constant(3)\n  ns = f32[] multiply(s, n)\n"
            "  wide = f32[64] multiply(y, y)\n  ROOT t = (f32[], f32[64], bf16[64]) tuple(ns, wide, xb)\n}\n")
    paths = output_precisions(parse(text))
    assert [(p.type, p.summations) for p in paths] == [("bf16", 1), ("f32", 0), ("bf16", 0)]
    # A pass that scales both f32 outputs by (1 + 1e-3): within bf16's rounding, beyond f32's.
    moved = text.replace("n = f32[] constant(3)", "n = f32[] constant(3.003)").replace(
        "ROOT t = (f32[], f32[64], bf16[64]) tuple(ns, wide, xb)",
        "k = f32[] constant(1.001)\n  kb = f32[64] broadcast(k), dimensions={}\n  wk = f32[64] multiply(wide, kb)\n"
        "  ROOT t = (f32[], f32[64], bf16[64]) tuple(ns, wk, xb)")
    folder = write_dump(tmp_path / "d", [("before_optimizations", text), ("0000.p.after_scale.before_x", moved)])
    res = bisect_module(find_module(scan_dump(folder), "m"), seed=0)
    assert res.verdict == "changed" and [d.index for d in res.differences] == [1]
    assert "rtol=1e-05" in res.differences[0].tolerance
