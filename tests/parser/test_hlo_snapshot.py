"""HLO snapshots (--xla_dump_hlo_snapshots, made with jax on XLA:CPU by tests/snapshots/make.py): decoded for
every element type, replayed by `hlotool run` against their recorded results, shown by `hlotool snapshot`, and
read as modules and as inputs by the other commands."""
from __future__ import annotations

import gzip

import numpy as np
import pytest

from hlotool.cli.run_io import load_inputs, snapshot_or_none
from hlotool.interp import run_module
from hlotool.interp.values import flatten
from hlotool.npz import decode_npz
from hlotool.parser import parse_file
from hlotool.parser.hlo_proto_schema import message_class
from hlotool.parser.hlo_proto_values import HloProtoError, literal_value
from hlotool.parser.hlo_snapshot import read_snapshot, snapshot_module_bytes
from support.cli import run_cli_in_process
from support.paths import ROOT

SNAPSHOTS = sorted((ROOT / "tests" / "snapshots").glob("*.snapshot.*.pb"))
# Every element type jax writes on XLA:CPU (no s1/u1 or f6 arrays there).
ELEMENT_TYPES = {"pred", "s2", "s4", "s8", "s16", "s32", "s64", "u2", "u4", "u8", "u16", "u32", "u64", "f16", "bf16",
                 "f32", "f64", "c64", "c128", "f8e4m3fn", "f8e5m2", "f8e4m3b11fnuz", "f8e4m3fnuz", "f8e5m2fnuz",
                 "f8e3m4", "f8e4m3", "f8e8m0fnu", "f4e2m1fn"}


def _leaves(shape):
    return [leaf for part in shape.tuple_shapes for leaf in _leaves(part)] if shape.is_tuple else [shape]


def _bits(a) -> bytes:
    a = np.ascontiguousarray(a)
    return a.dtype.str.encode() + a.tobytes()


def test_every_element_type_is_in_a_fixture_and_decodes_as_its_type():
    assert len(SNAPSHOTS) >= 30
    seen = set()
    for path in SNAPSHOTS:
        snapshot = read_snapshot(path.read_bytes(), str(path))
        shapes = [leaf for s in snapshot.argument_shapes + [snapshot.result_shape] for leaf in _leaves(s)]
        values = flatten(tuple(snapshot.arguments)) + flatten(snapshot.result)
        assert len(shapes) == len(values)
        for shape, value in zip(shapes, values, strict=True):
            from hlotool.ir.dtypes import PRIMITIVE_TYPES
            assert value.dtype == PRIMITIVE_TYPES[shape.element_type].numpy, (path.name, shape)
            assert value.shape == shape.dims
            seen.add(shape.element_type)
    assert ELEMENT_TYPES <= seen, sorted(ELEMENT_TYPES - seen)


def test_every_fixture_replays_to_its_recorded_result_bit_for_bit():
    for path in SNAPSHOTS:
        snapshot = snapshot_or_none(str(path))
        with np.errstate(all="ignore"):
            got = flatten(tuple(run_module(snapshot.module, list(snapshot.arguments))))
        want = flatten(snapshot.result)
        assert [_bits(g) for g in got] == [_bits(w) for w in want], path.name


def test_run_compares_with_the_recorded_result():
    path = next(p for p in SNAPSHOTS if len(read_snapshot(p.read_bytes()).arguments) == 2)
    out = run_cli_in_process(["run", path, "--print", "none"], check=True)
    assert f"compared with the result recorded in {path}" in out.stdout
    assert "out0: max abs error 0, max rel error 0" in out.stdout


def test_run_exits_1_where_the_recorded_result_differs(tmp_path):
    path = next(p for p in SNAPSHOTS if len(_leaves(read_snapshot(p.read_bytes()).result_shape)) == 2
                and flatten(read_snapshot(p.read_bytes()).result)[1].dtype == np.float32)
    snapshot = message_class("HloSnapshot")()
    snapshot.ParseFromString(path.read_bytes())
    values = snapshot.result.tuple_literals[1].f32s
    values[0] += 1.0
    changed = tmp_path / "changed.snapshot.0.pb"
    changed.write_bytes(snapshot.SerializeToString())
    out = run_cli_in_process(["run", changed, "--print", "none"])
    assert out.returncode == 1
    assert "out1: max abs error 1" in out.stdout and "MISMATCH" in out.stdout
    assert "out0: max abs error 0" in out.stdout


@pytest.mark.xla
def test_run_on_xla_compares_with_the_recorded_result(tmp_path):
    """run --backend xla SNAPSHOT: XLA runs the recorded arguments, and its outputs are compared with the recorded
    result as the interpreter's are (exit 1 where one differs)."""
    pytest.importorskip("jax")
    path = next(p for p in SNAPSHOTS if len(_leaves(read_snapshot(p.read_bytes()).result_shape)) == 2
                and flatten(read_snapshot(p.read_bytes()).result)[1].dtype == np.float32)
    out = run_cli_in_process(["run", path, "--backend", "xla", "--print", "none"], check=True)
    assert f"compared with the result recorded in {path}" in out.stdout
    assert "out0: max abs error 0" in out.stdout and "out1: max abs error 0" in out.stdout
    snapshot = message_class("HloSnapshot")()
    snapshot.ParseFromString(path.read_bytes())
    snapshot.result.tuple_literals[1].f32s[0] += 1.0
    changed = tmp_path / "changed.snapshot.0.pb"
    changed.write_bytes(snapshot.SerializeToString())
    out = run_cli_in_process(["run", changed, "--backend", "xla", "--print", "none"])
    assert out.returncode == 1, out.stdout + out.stderr
    assert "out1: max abs error 1" in out.stdout and "MISMATCH" in out.stdout


def test_snapshot_command_shows_and_saves(tmp_path):
    path = next(p for p in SNAPSHOTS if "bfloat16" in repr(read_snapshot(p.read_bytes()).arguments))
    out = run_cli_in_process(["snapshot", path, "--save-args", tmp_path / "a.npz", "--save-result",
                              tmp_path / "r.npz"], check=True)
    assert "module jit__lambda" in out.stdout and "arg0: bf16[2,4]" in out.stdout and "out1: f32[2,4]" in out.stdout
    snapshot = read_snapshot(path.read_bytes())
    assert _bits(decode_npz(tmp_path / "a.npz")["arg0"]) == _bits(snapshot.arguments[0])
    assert [_bits(decode_npz(tmp_path / "r.npz")[f"out{j}"]) for j in range(2)] == \
        [_bits(v) for v in flatten(snapshot.result)]
    # the saved arguments are run's inputs, and give the recorded result
    rerun = run_cli_in_process(["run", path, tmp_path / "a.npz", "--save", tmp_path / "o.npz", "--print", "none"],
                               check=True)
    assert "recorded" not in rerun.stdout
    assert _bits(decode_npz(tmp_path / "o.npz")["out0"]) == _bits(flatten(snapshot.result)[0])
    as_json = run_cli_in_process(["snapshot", path, "--format", "json"], check=True)
    import json
    report = json.loads(as_json.stdout)
    assert report["module"] == "jit__lambda" and report["arguments"][0]["shape"] == "bf16[2,4]"


def test_a_snapshot_reads_as_its_module_and_as_inputs(tmp_path):
    path = SNAPSHOTS[0]
    snapshot = read_snapshot(path.read_bytes())
    assert parse_file(path) == snapshot.module
    gz = tmp_path / "s.pb.gz"
    gz.write_bytes(gzip.compress(path.read_bytes()))
    assert parse_file(gz) == snapshot.module
    globals_, devices = load_inputs([str(gz)])
    assert [_bits(globals_[i]) for i in sorted(globals_)] == [_bits(a) for a in snapshot.arguments] and not devices
    assert run_cli_in_process(["stats", path], check=True).returncode == 0


def test_what_is_no_snapshot():
    module_pb = next((ROOT / "tests" / "accel" / "dumps").glob("*/*/*.hlo.pb"))
    assert snapshot_module_bytes(module_pb.read_bytes()) is None
    with pytest.raises(HloProtoError, match="not an HLO snapshot"):
        read_snapshot(module_pb.read_bytes())
    out = run_cli_in_process(["snapshot", module_pb])
    assert out.returncode == 2 and "not an HLO snapshot" in out.stderr


def test_a_broken_snapshot_is_a_located_error(tmp_path):
    data = bytearray(SNAPSHOTS[0].read_bytes())
    start, end = snapshot_module_bytes(bytes(data))
    cut = tmp_path / "cut.snapshot.0.pb"
    cut.write_bytes(bytes(data[:end + 3]))
    out = run_cli_in_process(["snapshot", cut])
    assert out.returncode == 2 and "at byte" in out.stderr and "Traceback" not in out.stderr


def test_literals_in_another_layout_are_read_in_logical_order():
    literal = message_class("LiteralProto")()
    literal.shape.element_type = 11                          # f32[2,3]{0,1}: column-major values
    literal.shape.dimensions.extend([2, 3])
    literal.shape.layout.minor_to_major.extend([0, 1])
    literal.f32s.extend([1, 4, 2, 5, 3, 6])
    value, shape = literal_value(literal)
    assert value.tolist() == [[1, 2, 3], [4, 5, 6]] and shape.dims == (2, 3)
    tuple_literal = message_class("LiteralProto")()
    tuple_literal.shape.element_type = 13
    tuple_literal.shape.tuple_shapes.add().CopyFrom(literal.shape)
    tuple_literal.tuple_literals.add().CopyFrom(literal)
    assert literal_value(tuple_literal)[0][0].tolist() == [[1, 2, 3], [4, 5, 6]]


def test_dump_and_serve_list_snapshots_with_their_shapes_and_platform(tmp_path):
    """A folder of --xla_dump_hlo_snapshots files alone is a dump: each snapshot is its module's, listed with
    its arguments' and result's shapes and platform."""
    import json
    import shutil

    from hlotool.dump import scan_dump
    from hlotool.serve import Root, Site
    chosen = [p for p in SNAPSHOTS if "bfloat16" in repr(read_snapshot(p.read_bytes()).arguments)][:1] + SNAPSHOTS[:2]
    for p in chosen:
        shutil.copy(p, tmp_path / p.name)
    modules = scan_dump(tmp_path)
    assert sorted(f.path.name for m in modules for f in m.execution_snapshots) == sorted(p.name for p in chosen)
    listing = json.loads(run_cli_in_process(["dump", tmp_path, "--format", "json"], check=True).stdout)
    shown = {e["file"]: e for row in listing for e in row["execution_snapshots"]}
    bf16 = shown[chosen[0].name]
    assert bf16["arguments"] == ["bf16[2,4]"] and bf16["result"] == "(bf16[2,4], f32[2,4])"
    assert bf16["platform"] == "" and bf16["module"] == "jit__lambda"
    text = run_cli_in_process(["dump", tmp_path], check=True).stdout
    assert "HLO snapshots" in text and "(bf16[2,4]) -> (bf16[2,4], f32[2,4])" in " ".join(text.split())
    site = Site([Root(tmp_path, 0)])
    served = json.loads(site.api_file({"root": "0", "file": chosen[0].name}))
    assert served["kind"] == "hlo_execution_snapshot" and served["snapshot"]["arguments"] == ["bf16[2,4]"]


_PER_PASS_PROGRAM = """
import jax, jax.numpy as jnp
f = jax.jit(lambda x, y: jnp.tanh(x @ y).sum(0) * 2.0 + jnp.cumsum(x, 1)[0])
f(jnp.arange(12.0).reshape(3, 4) / 7, jnp.ones((4, 4)) * 0.5)
"""


@pytest.mark.xla
def test_bisect_a_per_pass_dump_on_its_snapshot_arguments(tmp_path):
    """End to end: jax on XLA:CPU dumps every pass and a snapshot of the execution; bisect runs the passes on the
    snapshot's arguments. Unchanged, no pass changes the results; with the last pass's `* 2` made `* 3`, bisect
    names that pass, and the error it reports is the one the recorded arguments give (tanh(x @ y).sum(0))."""
    import json
    import os
    import subprocess
    import sys
    pytest.importorskip("jax")
    dump = tmp_path / "dump"
    flags = f"--xla_dump_to={dump} --xla_dump_hlo_pass_re=.* --xla_dump_hlo_as_text --xla_dump_hlo_snapshots"
    made = subprocess.run([sys.executable, "-c", _PER_PASS_PROGRAM], capture_output=True, text=True, timeout=600,
                          env=dict(os.environ, JAX_PLATFORMS="cpu", XLA_FLAGS=flags))
    assert made.returncode == 0, made.stderr[-3000:]
    path = next(dump.glob("module_*.jit__lambda.snapshot.*.pb"))
    passes = sorted(dump.glob("module_*.jit__lambda.0*.txt"))
    assert len(passes) > 10

    def bisect() -> dict:
        out = run_cli_in_process(["bisect", dump, "--module", "jit__lambda", "--inputs", path, "--format", "json"])
        assert out.returncode in (0, 1), out.stdout + out.stderr
        return json.loads(out.stdout)

    unchanged = bisect()
    assert unchanged["verdict"] == "unchanged" and unchanged["inputs"] == str(path)
    assert unchanged["counts"]["run"] >= 2
    last = passes[-1]
    after = next(dump.glob("module_*.jit__lambda.cpu_after_optimizations.txt"))      # (the same text)
    for f in (last, after):
        text = f.read_text()
        assert text.count("f32[] constant(2)") == 1
        f.write_text(text.replace("f32[] constant(2)", "f32[] constant(3)"))
    changed = bisect()
    assert changed["verdict"] == "changed" and changed["pass"]["file"] == changed["after"] == last.name
    x, y = read_snapshot(path.read_bytes()).arguments
    [difference] = changed["differences"]
    assert difference["max_abs_error"] == pytest.approx(float(np.tanh(x @ y).sum(0).max()), rel=1e-5)
