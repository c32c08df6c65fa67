"""hlotool diff: graph matching on real module pairs, field-level changes, CLI and reports."""
import dataclasses
import json

import pytest

import hlotool
from hlotool.structural_diff import diff_modules
from support.cli import run_cli_in_process
from support.paths import CORPUS

PROGRAMS = ["dot_basic", "model_mlp_grad", "fori_loop_while", "conv2d", "scatter_ops", "sort_ops"]


def run_cli(*args):
    return run_cli_in_process(args)


def renamed(module):
    """Every instruction and computation renamed and reordered (canonical names, post-order)."""
    text = hlotool.format(module, canonical_names=True)
    return hlotool.parse(text)


@pytest.mark.parametrize("program", PROGRAMS)
@pytest.mark.parametrize("stage", ["pre", "post"])
def test_renamed_dump_is_unchanged(program, stage):
    module = hlotool.parse_file(CORPUS / program / f"{stage}.hlo")
    other = renamed(module)
    assert {i.name for i in other.instructions()} != {i.name for i in module.instructions()}
    result = diff_modules(module, other)
    assert result.same, result.summary
    assert result.summary["unchanged"] == module.instruction_count


@pytest.mark.parametrize("program", PROGRAMS)
def test_pre_vs_post_reports_every_category(program):
    pre = hlotool.parse_file(CORPUS / program / "pre.hlo")
    post = hlotool.parse_file(CORPUS / program / "post.hlo")
    result = diff_modules(pre, post)
    s = result.summary
    assert not result.same
    # Every instruction of each side is accounted for exactly once.
    assert s["unchanged"] + s["changed"] + s["left_only"] == pre.instruction_count
    assert s["unchanged"] + s["changed"] + s["right_only"] == post.instruction_count
    assert s["right_only"] > 0                      # XLA adds fusions
    entry = next(c for c in result.computations if c.left == pre.entry.name)
    assert entry.right == post.entry.name and entry.status == "changed"
    # The entry parameters are matched by number and keep their shapes.
    by_left = {i.left: i for i in entry.instructions}
    for p in pre.entry.parameters:
        d = by_left[p.name]
        assert d.right == post.entry.parameters[p.parameter_number].name
        assert "shape" not in {c.field for c in d.changes}
    # The JSON (written by hand for speed) holds every field of the report's dataclasses.
    assert result.to_json()["computations"] == [dataclasses.asdict(c) for c in result.computations]
    assert result.json_text() == json.dumps(result.to_json(), separators=(",", ":"))


JAX_F = """
import jax, jax.numpy as jnp
jax.config.update("jax_enable_x64", False)
def {name}(x, w):
    y = jnp.dot(x, w)
    {extra}
    return jnp.tanh(y).sum(axis=0) + jnp.exp(x).mean()
x = jnp.ones((4, 8), jnp.float32); w = jnp.ones((8, 3), jnp.float32)
print(jax.jit({name}).lower(x, w).as_text(dialect="hlo"))
"""


def lower(name, extra="pass"):
    """JAX_F's HLO text, lowered in this process with x64 off as in a fresh one (the suite turns it on)."""
    jax = pytest.importorskip("jax")
    code = JAX_F.format(name=name, extra=extra).replace('jax.config.update("jax_enable_x64", False)\n', "")
    printed = []
    with jax.enable_x64(False):
        exec(code, {"print": printed.append})       # the program's own text, as the subprocess ran it
    return printed[0] + "\n"


@pytest.mark.xla
@pytest.mark.slow
def test_jax_lowered_twice_with_different_names():
    a, b = lower("first_function"), lower("another_name")
    assert "first_function" in a and "another_name" in b
    result = hlotool.diff(a, b)
    assert result.same, result.summary
    assert run_cli_text(a, b).returncode == 0


@pytest.mark.xla
def test_jax_extra_op_shows_as_right_only():
    a = lower("f")
    b = lower("f", extra="y = y * 3.0")
    result = hlotool.diff(a, b)
    s = result.summary
    assert not result.same
    assert s["left_only"] == 0 and s["right_only"] >= 2          # the constant (broadcast) and the multiply
    added = {i.opcode for c in result.computations for i in c.instructions if i.status == "right_only"}
    assert "multiply" in added
    changed = [i for c in result.computations for i in c.instructions if i.status == "changed"]
    assert changed and all({ch.field for ch in i.changes} == {"operands"} for i in changed)


def run_cli_text(a, b, *extra):
    import tempfile
    with tempfile.TemporaryDirectory() as d:
        pa, pb = f"{d}/a.hlo", f"{d}/b.hlo"
        open(pa, "w").write(a)
        open(pb, "w").write(b)
        return run_cli("diff", pa, pb, *extra)


BASE = """HloModule m
%add (x: f32[], y: f32[]) -> f32[] {
  %x = f32[] parameter(0)
  %y = f32[] parameter(1)
  ROOT %s = f32[] add(%x, %y)
}
ENTRY %main (p: f32[4,8]) -> f32[4] {
  %p = f32[4,8]{1,0} parameter(0)
  %z = f32[] constant(0)
  %n = f32[4,8]{1,0} negate(%p), metadata={op_name="neg"}
  ROOT %r = f32[4]{0} reduce(%n, %z), dimensions={1}, to_apply=%add
}
"""


def test_field_changes_are_named():
    b = BASE.replace("f32[] add(", "f32[] maximum(").replace('op_name="neg"', 'op_name="other"') \
        .replace("{1,0} negate", "{0,1} negate")
    result = hlotool.diff(BASE, b)
    fields = {(i.left, ch.field) for c in result.computations for i in c.instructions for ch in i.changes}
    assert ("s", "opcode") in fields
    assert ("n", "layout") in fields
    assert not any(f == "attr:metadata" for _, f in fields)       # ignored by default
    with_meta = hlotool.diff(BASE, b, include=["metadata"])
    assert ("n", "attr:metadata") in {(i.left, ch.field) for c in with_meta.computations
                                      for i in c.instructions for ch in i.changes}


def test_attribute_key_and_metadata_only():
    b = BASE.replace("dimensions={1}", "dimensions={0}").replace("f32[4]{0} reduce", "f32[8]{0} reduce") \
        .replace("-> f32[4] {", "-> f32[8] {")
    changes = {ch.field for c in hlotool.diff(BASE, b).computations for i in c.instructions
               for ch in i.changes}
    assert changes == {"attr:dimensions", "shape"}
    meta_only = BASE.replace('op_name="neg"', 'op_name="renamed"')
    assert hlotool.diff(BASE, meta_only).same
    assert not hlotool.diff(BASE, meta_only, include=["metadata"]).same


def test_cli_exit_codes_json_and_html(tmp_path):
    pre, post = CORPUS / "dot_basic" / "pre.hlo", CORPUS / "dot_basic" / "post.hlo"
    same = run_cli("diff", str(pre), str(pre))
    assert same.returncode == 0, same.stderr
    html = tmp_path / "r.html"
    out = run_cli("diff", str(pre), str(post), "--format", "json", "--html", str(html))
    assert out.returncode == 1, out.stderr
    data = json.loads(out.stdout)
    assert set(data["summary"]) == {"unchanged", "changed", "left_only", "right_only"}
    assert data["summary"] == hlotool.diff(pre.read_text(), post.read_text()).summary
    assert data["computations"] and all("instructions" in c for c in data["computations"])
    page = html.read_text()
    assert page.startswith("<!DOCTYPE html>") and "<script" not in page and "http" not in page.split("<body>")[1]
    assert "right_only" in page and "changed:" in page
    text = run_cli("diff", str(pre), str(post))
    assert text.returncode == 1 and "changed" in text.stdout and "Traceback" not in text.stderr


def test_cli_bad_input(tmp_path):
    bad = tmp_path / "bad.hlo"
    bad.write_text("HloModule x\nENTRY %e { %a = f32[ parameter(0) }\n")
    good = CORPUS / "dot_basic" / "pre.hlo"
    for args in ((str(bad), str(good)), (str(good), str(tmp_path / "missing.hlo"))):
        out = run_cli("diff", *args)
        assert out.returncode == 2
        assert "Traceback" not in out.stderr and out.stderr.strip()


SMALL = sorted(p for p in CORPUS.glob("*/*.hlo") if p.stat().st_size < 40_000)


def test_unrelated_pairs_account_for_every_instruction():
    from hypothesis import given, settings
    from hypothesis import strategies as st

    @settings(max_examples=40, deadline=None)
    @given(st.sampled_from(SMALL), st.sampled_from(SMALL))
    def check(pa, pb):
        a, b = hlotool.parse_file(pa), hlotool.parse_file(pb)
        result = diff_modules(a, b)
        s = result.summary
        assert s["unchanged"] + s["changed"] + s["left_only"] == a.instruction_count
        assert s["unchanged"] + s["changed"] + s["right_only"] == b.instruction_count
        assert result.same == (s["changed"] + s["left_only"] + s["right_only"] == 0)
        if pa == pb:
            assert result.same
        # Matching is one-to-one.
        rights = [(c.right, i.right) for c in result.computations for i in c.instructions if i.right]
        assert len(rights) == len(set(rights)) == b.instruction_count
    check()


@pytest.mark.xla
@pytest.mark.slow
def test_unused_op():
    a = lower("f")
    # jax drops an unused op while lowering, so the module is the same.
    assert hlotool.diff(a, lower("f", extra="unused = jnp.sin(x) * 2.0")).same
    # A dead instruction that survives (hand-added) is the only difference.
    module = hlotool.parse(a)
    p0 = module.entry.parameters[0]
    dead = f"  %dead.99 = {p0.shape.to_text()} sine(%{p0.name})\n"
    lines = a.splitlines(keepends=True)
    at = next(k for k, line in enumerate(lines) if f"%{p0.name} = " in line or f" {p0.name} = " in line)
    b = "".join(lines[:at + 1] + [dead] + lines[at + 1:])
    result = hlotool.diff(a, b)
    assert result.summary == {"unchanged": module.instruction_count, "changed": 0, "left_only": 0,
                              "right_only": 1}
