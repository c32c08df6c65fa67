"""`hlotool reduce`: planted problems reduce to a few instructions, every candidate parses and
verifies, the steps are deterministic, and timeouts and interrupts leave the best module so far."""
from __future__ import annotations

import re
import signal
import subprocess
import sys
import time

import numpy as np
import pytest
from click.testing import CliRunner

import hlotool
from hlotool.cli import cli
from hlotool.npz import decode_npz, save_npz
from hlotool.reduce.draft import Draft
from hlotool.reduce.driver import PropertyDoesNotHold, Reducer
from hlotool.reduce.properties import MismatchWithXla, NaN, Outcome, Property
from hlotool.reduce.shrinking_steps import REDUCTIONS, Reduction, State
from hlotool.verifier import verify
from support.planted_modules import planted

N = 200     # chain steps: about 280 instructions


def _errors(text: str):
    return [d for d in verify(hlotool.parse(text)) if d.severity == "error"]


def _reduce(tmp_path, text, *args, name="m.hlo"):
    src = tmp_path / name
    src.write_text(text)
    out = tmp_path / "out.hlo"
    res = CliRunner().invoke(cli, ["reduce", str(src), "-o", str(out), *map(str, args)])
    return res, out


class TextHas(Property):
    """An in-process property: ``pred(text, module)``."""
    name = "text-has"

    def __init__(self, pred):
        self.pred = pred

    def check(self, text, module):
        return Outcome(bool(self.pred(text, module)), "")


def _has_remainder(text, module):
    return any(i.opcode == "remainder" for i in module.instructions())


# ---------------------------------------------------------------- the built-in properties
def test_nan_reduces_to_the_log_and_writes_inputs_that_reproduce_it(tmp_path):
    text = planted(N, "nan")
    assert hlotool.parse(text).instruction_count > 250
    log = tmp_path / "steps.log"
    res, out = _reduce(tmp_path, text, "--nan", "--log", log)
    assert res.exit_code == 0, res.output
    reduced = out.read_text()
    m = hlotool.parse(reduced)
    assert m.instruction_count <= 10 and not _errors(reduced)
    assert m.entry.root.opcode == "log" and 'source_line=7' in reduced      # metadata kept
    steps = [line for line in log.read_text().splitlines() if line.startswith("step ")]
    assert steps and all(re.match(r"step \d+: [a-z-]+: \d+ -> \d+ instructions", s) for s in steps)
    assert "reduced:" in log.read_text()
    run = CliRunner().invoke(cli, ["run", str(out), str(tmp_path / "out.npz")])
    assert run.exit_code == 0 and "nan=64" in run.output


def test_nan_inside_a_while_body_is_peeled_out(tmp_path):
    res, out = _reduce(tmp_path, planted(N, "nan-in-while"), "--nan")
    assert res.exit_code == 0, res.output
    m = hlotool.parse(out.read_text())
    assert m.instruction_count <= 10 and not _errors(out.read_text())
    assert not any(i.opcode == "while" for i in m.instructions())
    assert any(i.opcode == "log" for i in m.instructions())


def test_nan_that_needs_the_given_inputs(tmp_path):
    text = planted(N, "nan-input")
    res, _ = _reduce(tmp_path, text, "--nan")
    assert res.exit_code == 1 and "property does not hold on the input module" in res.output
    p0 = np.zeros((8, 8), np.float32)
    p0[2, 3] = 7.0                            # sqrt(5 - 7)
    save_npz(tmp_path / "in.npz", {"arg0": p0, "arg1": np.ones((8, 8), np.float32)})
    res, out = _reduce(tmp_path, text, "--nan", "--inputs", tmp_path / "in.npz")
    assert res.exit_code == 0, res.output
    assert hlotool.parse(out.read_text()).instruction_count <= 10
    ins = decode_npz(tmp_path / "out.npz")
    outs = hlotool.run(hlotool.parse(out.read_text()), *[ins[f"arg{i}"] for i in range(len(ins))])
    assert any(np.isnan(o).any() for o in outs)


def test_verify_fails_keeps_the_code(tmp_path):
    text = planted(N, "bad")
    res, out = _reduce(tmp_path, text, "--verify-fails")
    assert res.exit_code == 0, res.output
    m = hlotool.parse(out.read_text())
    assert m.instruction_count <= 10
    assert {d.code for d in verify(m) if d.severity == "error"} == {"V200"}
    res, out = _reduce(tmp_path, text, "--verify-fails=V200")
    assert res.exit_code == 0, res.output
    res, _ = _reduce(tmp_path, text, "--verify-fails=V201")
    assert res.exit_code == 1 and "no V201 error" in res.output
    res, _ = _reduce(tmp_path, planted(50), "--verify-fails")
    assert res.exit_code == 1 and "property does not hold" in res.output


def test_a_module_that_does_not_verify_is_not_checked_for_nan(tmp_path):
    res, _ = _reduce(tmp_path, planted(50, "bad"), "--nan")
    assert res.exit_code == 1 and "--verify-fails" in res.output and "Traceback" not in res.output


# ---------------------------------------------------------------- --test CMD
SCRIPT = """import sys, time
time.sleep(float(sys.argv[1]))
text = open(sys.argv[-1]).read()
sys.exit(0 if " remainder(" in text else 1)
"""


def _script(tmp_path, delay=0.0):
    path = tmp_path / "has_remainder.py"
    path.write_text(SCRIPT)
    return f"{sys.executable} {path} {delay}"


def test_test_command_reduces_to_the_instruction_it_looks_for(tmp_path):
    res, out = _reduce(tmp_path, planted(N, "remainder"), "--test", _script(tmp_path))
    assert res.exit_code == 0, res.output
    m = hlotool.parse(out.read_text())
    assert m.instruction_count <= 10 and not _errors(out.read_text())
    assert m.entry.root.opcode == "remainder"
    res, _ = _reduce(tmp_path, planted(50), "--test", _script(tmp_path))
    assert res.exit_code == 1 and "the test command exited 1" in res.output


def test_steps_are_deterministic(tmp_path):
    def steps_and_text():
        text = planted(N, "remainder")
        r = Reducer(hlotool.parse(text), text, TextHas(_has_remainder)).run()
        return [(s.kind, s.before, s.after) for s in r.steps], r.text, r.unparsable
    a, b = steps_and_text(), steps_and_text()
    assert a == b and a[2] == 0 and len(a[0]) >= 3
    outs = []
    for k in range(2):
        res, out = _reduce(tmp_path, planted(N, "nan"), "--nan", "--seed", 5, name=f"m{k}.hlo")
        assert res.exit_code == 0, res.output
        outs.append(out.read_bytes() + (tmp_path / "out.npz").read_bytes())
    assert outs[0] == outs[1]


def test_timeout_writes_the_best_module_so_far(tmp_path):
    text = planted(N, "remainder")
    res, out = _reduce(tmp_path, text, "--test", _script(tmp_path, 0.2), "--timeout", 1.5)
    assert res.exit_code == 0, res.output
    assert "timed out after 1.5 s: wrote the best module so far" in res.output
    m = hlotool.parse(out.read_text())
    assert " remainder(" in out.read_text()
    assert m.instruction_count <= hlotool.parse(text).instruction_count


# After its first three runs the test command stays busy, so the reduction is still running,
# whatever the machine's speed, when the test interrupts it.
BUSY_AFTER_THREE = """import sys, time, pathlib
calls = pathlib.Path(sys.argv[1])
n = int(calls.read_text()) + 1 if calls.exists() else 1
calls.write_text(str(n))
time.sleep(0.1 if n <= 3 else 120)
sys.exit(0 if " remainder(" in open(sys.argv[-1]).read() else 1)
"""


def test_interrupt_writes_the_best_module_so_far(tmp_path):
    src = tmp_path / "m.hlo"
    text = planted(N, "remainder")
    src.write_text(text)
    out, log = tmp_path / "out.hlo", tmp_path / "steps.log"
    script = tmp_path / "busy.py"
    script.write_text(BUSY_AFTER_THREE)
    proc = subprocess.Popen([sys.executable, "-m", "hlotool", "reduce", str(src), "-o", str(out), "--test",
                             f"{sys.executable} {script} {tmp_path / 'calls.txt'}", "--log", str(log)],
                            # A shell's background job ignores SIGINT, and its children inherit that.
                            preexec_fn=lambda: signal.signal(signal.SIGINT, signal.SIG_DFL),
                            stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
    initial = hlotool.parse(text).instruction_count

    def shrunk() -> bool:      # a step logged that removed instructions
        steps = re.findall(r"-> (\d+) instructions", log.read_text() if log.exists() else "")
        return any(int(n) < initial for n in steps)
    deadline = time.monotonic() + 60
    while time.monotonic() < deadline and not shrunk() and proc.poll() is None:
        time.sleep(0.1)
    assert shrunk() and proc.poll() is None
    proc.send_signal(signal.SIGINT)
    _, err = proc.communicate(timeout=60)
    assert proc.returncode == 130, err
    assert "interrupted: wrote the best module so far" in err and "Traceback" not in err
    reduced = out.read_text()
    assert " remainder(" in reduced
    assert hlotool.parse(reduced).instruction_count < initial


# ---------------------------------------------------------------- --mismatch-with xla
@pytest.mark.xla
def test_mismatch_without_one_does_not_hold(tmp_path):
    pytest.importorskip("jax")
    res, _ = _reduce(tmp_path, planted(60), "--mismatch-with", "xla")
    assert res.exit_code == 1
    assert "property does not hold" in res.output and "agree" in res.output


@pytest.mark.slow
@pytest.mark.xla
def test_mismatch_reduces_to_the_rng(tmp_path):
    pytest.importorskip("jax")
    # The legacy rng op's values are hlotool's own (README: run), so XLA disagrees on them.
    res, out = _reduce(tmp_path, planted(N, "rng"), "--mismatch-with", "xla")
    assert res.exit_code == 0, res.output
    m = hlotool.parse(out.read_text())
    assert m.instruction_count <= 10 and not _errors(out.read_text())
    assert any(i.opcode == "rng" for i in m.instructions())
    run = CliRunner().invoke(cli, ["run", str(out), str(tmp_path / "out.npz"), "--compare-with", "xla"])
    assert run.exit_code == 1 and "MISMATCH" in run.output


ATAN = """HloModule a
ENTRY e {
  p = f32[8,8] parameter(0)
  ROOT t = f32[8,8] atan(p)
}
"""


@pytest.mark.xla
def test_candidates_xla_rejects_are_not_interesting():
    pytest.importorskip("jax")
    prop = MismatchWithXla()
    m = hlotool.parse(ATAN)              # an opcode newer than jaxlib 0.10's XLA
    prop.setup(m, ATAN)
    out = prop.check(ATAN, m)
    assert not out.holds and out.reason.startswith("XLA rejected it") and prop.xla_rejected == 1

    def to_atan_elements(module, state):
        return ["all"]

    def to_atan_apply(draft, chunk):
        """The whole entry replaced by atan(p0): smaller, fine for hlotool, refused by XLA."""
        d = Draft(hlotool.parse(ATAN))
        draft.comps, draft.entry, draft.threads = d.comps, d.entry, d.threads
        return True
    text = planted(60, "rng")
    prop = MismatchWithXla()
    reductions = [Reduction("to-atan", to_atan_elements, to_atan_apply)] + REDUCTIONS
    result = Reducer(hlotool.parse(text), text, prop, reductions=reductions).run()
    assert prop.xla_rejected >= 1
    assert any(i.opcode == "rng" for i in result.module.instructions())
    assert not any(i.opcode == "atan" for i in result.module.instructions())


# ---------------------------------------------------------------- the reductions themselves
@pytest.mark.slow
def test_every_candidate_of_every_reduction_parses_and_verifies():
    """One element at a time and all at once, with dead code removed as the driver does."""
    module = hlotool.parse(planted(120, "nan"))
    state = State(focus=["v60", "v61.s", "v100"])
    tried = 0
    for red in REDUCTIONS:
        state.auto_dead_code = red.kind not in ("dead-code", "unused-computations")
        elements = red.elements(module, state)
        chunks = [[e] for e in elements] + ([elements] if red.chunked and elements else [])
        for chunk in chunks:
            draft = Draft(module)
            if not red.apply(draft, chunk):
                continue
            if state.auto_dead_code:
                draft.remove_dead_code()
            text = draft.text()
            errors = _errors(text)          # parses (or raises) and verifies
            assert not errors, f"{red.kind} {chunk[:3]}: {errors[0]}"
            tried += 1
        assert elements or red.kind in ("dead-code", "unused-computations", "trim-calls", "stack-frames"), red.kind
    state.auto_dead_code = False
    for red in REDUCTIONS:
        if red.kind in ("dead-code", "unused-computations"):
            draft = Draft(module)
            draft.set_root(draft.entry, "v60")
            m2 = hlotool.parse(draft.text())
            elements = red.elements(m2, state)
            assert elements, red.kind
            d2 = Draft(m2)
            red.apply(d2, elements)
            assert not _errors(d2.text())
    assert tried > 300


CALLS = """HloModule calls

FileNames
1 "model.py"

FunctionNames
1 "f"

FileLocations
1 {file_name_id=1 function_name_id=1 line=3 end_line=3 column=1 end_column=9}

StackFrames
1 {file_location_id=1 parent_frame_id=0}

%three (a: f32[4], b: f32[4], c: f32[4]) -> (f32[4], f32[4], f32[4]) {
  %a = f32[4] parameter(0)
  %b = f32[4] parameter(1)
  %c = f32[4] parameter(2)
  %na = f32[4] negate(%a)
  %ab = f32[4] add(%a, %b)
  %cc = f32[4] cosine(%c)
  ROOT %t = (f32[4], f32[4], f32[4]) tuple(%na, %ab, %cc)
}

ENTRY %main (x: f32[4], y: f32[4], z: f32[4]) -> f32[4] {
  %x = f32[4] parameter(0)
  %y = f32[4] parameter(1)
  %z = f32[4] parameter(2)
  %k = (f32[4], f32[4], f32[4]) call(%x, %y, %z), to_apply=%three, metadata={op_name="f" stack_frame_id=1}
  %k2 = f32[4] get-tuple-element(%k), index=2
  ROOT %k0 = f32[4] get-tuple-element(%k), index=0
}
"""


def test_calls_lose_unused_parameters_and_outputs_and_stack_frames_go():
    module = hlotool.parse(CALLS)
    trim = next(r for r in REDUCTIONS if r.kind == "trim-calls")
    state = State(focus=[])
    assert trim.elements(module, state) == [("main", "k")]
    draft = Draft(module)
    draft.remove_dead_code()            # %k2 goes, so output 2 is unused
    assert trim.apply(draft, [("main", "k")])
    draft.remove_dead_code()            # as the driver does: %y and %z are unused now
    m = hlotool.parse(draft.text())
    assert not _errors(draft.text())
    assert [p.name for p in m.computation("three").parameters] == ["a"]
    assert m.entry.get("k").shape.to_text() == "(f32[4])" and m.entry.root.attrs["index"] == 0
    assert hlotool.run(m, np.arange(4, dtype=np.float32))[0].tolist() == [0, -1, -2, -3]
    # With a property that keeps the call, the reduction ends at the call, its computation and no
    # stack frame tables.
    result = Reducer(module, CALLS, TextHas(lambda t, m: any(i.opcode == "call" for i in m.instructions()))).run()
    assert not result.module.stack_frames and "StackFrames" not in result.text
    assert result.module.instruction_count <= 5 and not _errors(result.text)
    assert {"trim-calls", "stack-frames"} <= {s.kind for s in result.steps}


def test_in_process_property_reaches_one_computation_and_few_instructions():
    text = planted(N, "remainder")
    result = Reducer(hlotool.parse(text), text, TextHas(_has_remainder)).run()
    m = result.module
    assert m.instruction_count <= 3 and len(m.computations) == 1 and result.unparsable == 0
    kinds = {s.kind for s in result.steps}
    assert "replace-with-parameter" in kinds


def test_constants_shrink_to_broadcasts():
    text = planted(N)
    prop = TextHas(lambda t, m: m.entry.get("big") is not None)
    result = Reducer(hlotool.parse(text), text, prop).run()
    big = result.module.entry.get("big")
    assert big.opcode == "broadcast" and result.module.instruction_count <= 3
    assert "shrink-constants" in {s.kind for s in result.steps}


def test_inline_and_peel_steps_happen():
    text = planted(N)

    def prop_holds(t, m):
        """A subtract (only the fused computation has one) and maximum(y, negate(y)) (only the
        while body has one): the smallest such module has both in the entry."""
        insts = list(m.instructions())
        subtract = any(i.opcode == "subtract" for i in insts)
        max_neg = any(i.opcode == "maximum" and i.operands[1].opcode == "negate"
                      and i.operands[1].operand_names[0] == i.operand_names[0] for i in insts)
        return subtract and max_neg
    result = Reducer(hlotool.parse(text), text, TextHas(prop_holds)).run()
    kinds = {s.kind for s in result.steps}
    assert {"inline", "peel-while"} <= kinds
    assert len(result.module.computations) == 1 and result.module.instruction_count <= 6
    assert not _errors(result.text)


def test_property_does_not_hold_raises():
    text = planted(30)
    with pytest.raises(PropertyDoesNotHold):
        Reducer(hlotool.parse(text), text, NaN()).run()


# ---------------------------------------------------------------- usage
def test_usage_and_io_errors(tmp_path):
    text = planted(30)
    res, _ = _reduce(tmp_path, text)
    assert res.exit_code == 2 and "exactly one property" in res.output
    res, _ = _reduce(tmp_path, text, "--nan", "--verify-fails")
    assert res.exit_code == 2 and "exactly one property" in res.output
    res, _ = _reduce(tmp_path, text, "--test", "true", "--inputs", "x.npz")
    assert res.exit_code == 2
    res = CliRunner().invoke(cli, ["reduce", str(tmp_path / "missing.hlo"), "-o", str(tmp_path / "o.hlo"), "--nan"])
    assert res.exit_code == 2 and "cannot read" in res.output
    res, _ = _reduce(tmp_path, "HloModule m\nENTRY e {\n  ROOT a = f32[2] add(p p)\n}\n", "--nan")
    assert res.exit_code == 2 and "expected" in res.output
    res, _ = _reduce(tmp_path, text, "--mismatch-with", "tpu")
    assert res.exit_code == 2
    save_npz(tmp_path / "wrong.npz", {"arg0": np.zeros(3, np.float32), "arg1": np.zeros((8, 8), np.float32)})
    res, _ = _reduce(tmp_path, text, "--nan", "--inputs", tmp_path / "wrong.npz")
    assert res.exit_code == 2 and "parameter 0" in res.output and "Traceback" not in res.output
