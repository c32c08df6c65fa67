"""`hlotool extract`: the extracted module verifies, its parameters are named after their
producers, and with --inputs/--random-args its OUT.npz recomputes the original value exactly."""
from __future__ import annotations

import numpy as np
import pytest
from click.testing import CliRunner

import hlotool
from hlotool.cli import cli
from hlotool.interp.engine import EvalContext, Options, check_args
from hlotool.interp.fake_data import fake_args
from hlotool.npz import decode_npz, save_npz
from hlotool.reduce.extract import ExtractError, extract
from hlotool.verifier import verify
from support.paths import SAMPLES

SMALL = """HloModule small

%add_f32 (a: f32[], b: f32[]) -> f32[] {
  %a = f32[] parameter(0)
  %b = f32[] parameter(1)
  ROOT %s = f32[] add(%a, %b)
}

%fused (fp0: f32[4,8], fp1: f32[4,8]) -> f32[4,8] {
  %fp0 = f32[4,8] parameter(0)
  %fp1 = f32[4,8] parameter(1)
  %fm = f32[4,8] multiply(%fp0, %fp1)
  ROOT %fs = f32[4,8] subtract(%fm, %fp1)
}

%body (bp: (s32[], f32[4,8])) -> (s32[], f32[4,8]) {
  %bp = (s32[], f32[4,8]) parameter(0)
  %bi = s32[] get-tuple-element(%bp), index=0
  %bx = f32[4,8] get-tuple-element(%bp), index=1
  %one = s32[] constant(1)
  %bi1 = s32[] add(%bi, %one)
  %step = f32[4,8] sine(%bx), metadata={op_name="jit(f)/while/body/sin" source_file="f.py" source_line=9}
  ROOT %bt = (s32[], f32[4,8]) tuple(%bi1, %step)
}

%cond (cq: (s32[], f32[4,8])) -> pred[] {
  %cq = (s32[], f32[4,8]) parameter(0)
  %ci = s32[] get-tuple-element(%cq), index=0
  %three = s32[] constant(3)
  ROOT %lt = pred[] compare(%ci, %three), direction=LT
}

ENTRY %main (x: f32[4,8], y: f32[4,8]) -> (f32[4], f32[4,8]) {
  %x = f32[4,8] parameter(0)
  %y = f32[4,8] parameter(1)
  %c = f32[] constant(0.5)
  %cb = f32[4,8] broadcast(%c), dimensions={}
  %m = f32[4,8] multiply(%x, %cb), metadata={op_name="jit(f)/mul" source_file="f.py" source_line=3}
  %s = f32[4,8] add(%m, %y)
  %f = f32[4,8] fusion(%s, %x), kind=kLoop, calls=%fused
  %t = f32[4,8] tanh(%f)
  %zero = s32[] constant(0)
  %init = (s32[], f32[4,8]) tuple(%zero, %t)
  %w = (s32[], f32[4,8]) while(%init), condition=%cond, body=%body
  %g = f32[4,8] get-tuple-element(%w), index=1
  %z = f32[] constant(0)
  %r = f32[4] reduce(%g, %z), dimensions={1}, to_apply=%add_f32
  ROOT %out = (f32[4], f32[4,8]) tuple(%r, %s)
}
"""

TWICE = """HloModule twice

%f1 (a: f32[2]) -> f32[2] {
  %a = f32[2] parameter(0)
  ROOT %n = f32[2] negate(%a)
}

%f2 (b: f32[2]) -> f32[2] {
  %b = f32[2] parameter(0)
  ROOT %n = f32[2] abs(%b)
}

ENTRY %e (p: f32[2]) -> f32[2] {
  %p = f32[2] parameter(0)
  %c1 = f32[2] call(%p), to_apply=%f1
  ROOT %c2 = f32[2] call(%c1), to_apply=%f2
}
"""


def _errors(text: str):
    return [d for d in verify(hlotool.parse(text)) if d.severity == "error"]


def _values_of(module_text: str, args, computation: str, name: str):
    """Every value ``name`` of ``computation`` takes while the module runs on ``args``."""
    module = hlotool.parse(module_text)
    seen = []

    def hook(inst, value, operands, ctx):
        if inst.computation.name == computation and inst.name == name:
            seen.append(value)
    with np.errstate(all="ignore"):
        EvalContext(module, Options(on_value=hook)).call(module.entry, check_args(module, list(args)))
    return seen


def _invoke(*args):
    return CliRunner().invoke(cli, ["extract", *map(str, args)])


def test_depth0_makes_operands_parameters_named_after_producers():
    r = extract(hlotool.parse(SMALL), "s")
    assert not _errors(r.text)
    m = hlotool.parse(r.text)
    assert m.entry.root.name == "s" and m.entry.root.opcode == "add"
    params = {p.name: p for p in m.entry.parameters}
    assert set(params) == {"m", "y"} and [leaf.producer for leaf in r.inputs] == ["m", "y"]
    # The parameter standing for %m keeps its metadata: where the value came from.
    assert params["m"].attrs["metadata"].get("source_line") == 3
    assert m.instruction_count == 3


def test_depth_keeps_producers_and_copies_called_computations():
    r = extract(hlotool.parse(SMALL), "t", depth=2)
    assert not _errors(r.text)
    m = hlotool.parse(r.text)
    assert {"t", "f", "s"} <= {i.name for i in m.entry.instructions}
    assert sorted(p.name for p in m.entry.parameters) == ["m", "x", "y"]
    assert [c.name for c in m.computations] == ["fused", "main"]       # only what is called
    deeper = extract(hlotool.parse(SMALL), "t", depth=4)
    assert sorted(p.name for p in hlotool.parse(deeper.text).entry.parameters) == ["x", "y"]
    # The constant feeding %cb is copied, not made a parameter.
    assert "constant(0.5)" in deeper.text


def test_reduce_copies_to_apply_and_tuple_boundaries_become_tuples_of_parameters():
    r = extract(hlotool.parse(SMALL), "r")
    assert not _errors(r.text)
    assert "%add_f32" in r.text and "constant(0)" in r.text
    g = extract(hlotool.parse(SMALL), "g")
    assert not _errors(g.text)
    m = hlotool.parse(g.text)
    assert [p.name for p in m.entry.parameters] == ["w.0", "w.1"]
    assert m.entry.get("w").opcode == "tuple"
    w = extract(hlotool.parse(SMALL), "w")      # the while itself: body and condition come along
    assert not _errors(w.text) and "%body" in w.text and "%cond" in w.text


@pytest.mark.parametrize("name,depth", [("r", 0), ("t", 1), ("g", 0), ("s", 0), ("w", 0), ("x", 0)])
def test_random_args_npz_recomputes_the_original_value_exactly(tmp_path, name, depth):
    src = tmp_path / "m.hlo"
    src.write_text(SMALL)
    out = tmp_path / "cut.hlo"
    res = _invoke(src, name, "-o", out, "--depth", depth, "--random-args", "--seed", 3)
    assert res.exit_code == 0, res.output
    assert f"wrote {tmp_path / 'cut.npz'}" in res.output
    want = _values_of(SMALL, fake_args(hlotool.parse(SMALL), seed=3), "main", name) if name != "x" else \
        [fake_args(hlotool.parse(SMALL), seed=3)[0]]
    saved = tmp_path / "res.npz"
    run = CliRunner().invoke(cli, ["run", str(out), str(tmp_path / "cut.npz"), "--save", str(saved)])
    assert run.exit_code == 0, run.output
    got = decode_npz(saved)
    leaves = want[0] if isinstance(want[0], tuple) else (want[0],)
    assert len(got) == len(leaves)
    for k, leaf in enumerate(leaves):
        assert np.asarray(leaf).tobytes() == got[f"out{k}"].tobytes()


def test_inputs_npz_and_an_instruction_in_a_loop_body(tmp_path):
    src = tmp_path / "m.hlo"
    src.write_text(SMALL)
    x = np.linspace(-2, 2, 32, dtype=np.float32).reshape(4, 8)
    y = np.linspace(3, -1, 32, dtype=np.float32).reshape(4, 8)
    save_npz(tmp_path / "in.npz", {"arg0": x, "arg1": y})
    out = tmp_path / "step.hlo"
    res = _invoke(src, "step", "-o", out, "--inputs", tmp_path / "in.npz")
    assert res.exit_code == 0, res.output
    assert "(in computation body)" in res.output and "first execution of computation body" in res.output
    assert not _errors(out.read_text())
    firsts = _values_of(SMALL, [x, y], "body", "step")
    assert len(firsts) == 3                   # the body ran three times; the first one is captured
    ins = decode_npz(tmp_path / "step.npz")
    assert list(ins) == ["arg0"]
    got = hlotool.run(hlotool.parse(out.read_text()), ins["arg0"])[0]
    assert got.tobytes() == firsts[0].tobytes()
    assert got.tobytes() != firsts[1].tobytes()
    # Its metadata came along.
    assert 'source_line=9' in out.read_text()


def test_module_on_stdout_without_o(tmp_path):
    src = tmp_path / "m.hlo"
    src.write_text(SMALL)
    res = CliRunner().invoke(cli, ["extract", str(src), "s"])
    assert res.exit_code == 0, res.output
    assert hlotool.parse(res.stdout).entry.root.name == "s"
    assert "extracted %s" in res.stderr


def test_unknown_and_ambiguous_names_are_clear_errors(tmp_path):
    src = tmp_path / "m.hlo"
    src.write_text(SMALL)
    res = _invoke(src, "sx")
    assert res.exit_code == 2
    assert "no instruction 'sx' in the module" in res.output and "did you mean" in res.output
    assert "Traceback" not in res.output and res.exception is None or isinstance(res.exception, SystemExit)
    two = tmp_path / "twice.hlo"
    two.write_text(TWICE)
    res = _invoke(two, "n")
    assert res.exit_code == 2 and "--computation" in res.output and "f1, f2" in res.output
    res = _invoke(two, "n", "--computation", "f2")
    assert res.exit_code == 0, res.output
    assert hlotool.parse(res.stdout).entry.root.opcode == "abs"
    res = _invoke(two, "n", "--computation", "nope")
    assert res.exit_code == 2 and "no computation 'nope'" in res.output


def test_usage_and_io_errors(tmp_path):
    src = tmp_path / "m.hlo"
    src.write_text(SMALL)
    assert _invoke(tmp_path / "missing.hlo", "s").exit_code == 2
    res = _invoke(src, "s", "--random-args")
    assert res.exit_code == 2 and "-o" in res.output
    res = _invoke(src, "s", "--depth", "-1")
    assert res.exit_code == 2
    bad = tmp_path / "bad.hlo"
    bad.write_text("HloModule m\nENTRY e {\n  ROOT a = f32[2] add(p p)\n}\n")
    res = _invoke(bad, "a")
    assert res.exit_code == 2 and "expected" in res.output
    wrong = tmp_path / "wrong.npz"
    save_npz(wrong, {"arg0": np.zeros((3,), np.float32), "arg1": np.zeros((4, 8), np.float32)})
    res = _invoke(src, "s", "-o", tmp_path / "o.hlo", "--inputs", wrong)
    assert res.exit_code == 2 and "parameter 0" in res.output and "Traceback" not in res.output


def test_a_loop_body_that_never_runs_has_no_values(tmp_path):
    never = SMALL.replace("%three = s32[] constant(3)", "%three = s32[] constant(0)")
    src = tmp_path / "m.hlo"
    src.write_text(never)
    res = _invoke(src, "step", "-o", tmp_path / "o.hlo", "--random-args")
    assert res.exit_code == 2 and "did not run" in res.output


def test_async_start_is_refused_with_its_done_named():
    m = hlotool.parse_file(SAMPLES / "async.hlo")
    start = next(i for i in m.entry.instructions if i.opcode.endswith("-start"))
    with pytest.raises(ExtractError, match="asynchronous"):
        extract(m, start.name)


def test_every_instruction_of_every_sample_extracts_to_a_verifying_module():
    checked = 0
    for path in sorted(SAMPLES.glob("*.hlo")):
        module = hlotool.parse_file(path)
        if any(d.severity == "error" for d in verify(module)):
            continue
        for comp in module.computations:
            for inst in comp.instructions:
                for depth in (0, 2):
                    try:
                        r = extract(module, inst.name, depth, computation=comp.name)
                    except ExtractError as e:       # async starts and parameters of called computations
                        assert "asynchronous" in str(e) or "parameter" in str(e)
                        continue
                    errors = _errors(r.text)
                    assert not errors, f"{path.name} {comp.name}/{inst.name} depth {depth}: {errors[0]}"
                    checked += 1
    assert checked > 500
