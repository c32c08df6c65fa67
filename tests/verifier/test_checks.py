"""The verifier: each rule with a module it accepts and one it rejects, no findings on the corpus,
the output formats and exit codes."""
import importlib
import json

import pytest

import hlotool
from hlotool.cli import main
from hlotool.verifier import CODES, verify
from support.hlo_texts import ASYNC_SUGAR
from support.paths import ROOT, corpus_files

REDUCERS = """
add {
  a = f32[] parameter(0)
  b = f32[] parameter(1)
  ROOT c = f32[] add(a, b)
}
add3 {
  a = f32[] parameter(0)
  b = f32[] parameter(1)
  c = f32[] parameter(2)
  ROOT d = f32[] add(a, b)
}
less {
  a = f32[] parameter(0)
  b = f32[] parameter(1)
  ROOT c = pred[] compare(a, b), direction=LT
}
cond {
  p = (s32[], f32[4]) parameter(0)
  i = s32[] get-tuple-element(p), index=0
  n = s32[] constant(10)
  ROOT c = pred[] compare(i, n), direction=LT
}
body {
  p = (s32[], f32[4]) parameter(0)
  i = s32[] get-tuple-element(p), index=0
  x = f32[4] get-tuple-element(p), index=1
  one = s32[] constant(1)
  j = s32[] add(i, one)
  ROOT t = (s32[], f32[4]) tuple(j, x)
}
"""


def module(body: str, params: str = "x = f32[4,3] parameter(0)", header: str = "HloModule m") -> str:
    return f"{header}\n{REDUCERS}\nENTRY main {{\n  {params}\n  " + "\n  ".join(body.strip().splitlines()) + "\n}\n"


# (code, valid body, invalid body). Each pair differs in one place.
CASES = [
    ("V200", "ROOT r = f32[4,3] add(x, x)", "ROOT r = f32[4,4] add(x, x)"),
    ("V200", "ROOT r = f32[3,4] transpose(x), dimensions={1,0}", "ROOT r = f32[4,3] transpose(x), dimensions={1,0}"),
    ("V200", "y = f32[3,5] broadcast(f32[] constant(1)), dimensions={}\n"
             "ROOT d = f32[4,5] dot(x, y), lhs_contracting_dims={1}, rhs_contracting_dims={0}",
             "y = f32[3,5] broadcast(f32[] constant(1)), dimensions={}\n"
             "ROOT d = f32[4,3] dot(x, y), lhs_contracting_dims={1}, rhs_contracting_dims={0}"),
    ("V201", "ROOT r = f32[4,3] exponential(x)", "i = s32[4,3] convert(x)\nROOT r = s32[4,3] exponential(i)"),
    ("V201", "i = s32[4,3] convert(x)\nROOT r = s32[4,3] and(i, i)", "ROOT r = f32[4,3] and(x, x)"),
    ("V201", "ROOT r = f32[4,3] add(x, x)", "h = f16[4,3] convert(x)\nROOT r = f32[4,3] add(x, h)"),
    ("V202", "z = f32[] constant(0)\nROOT r = f32[4] reduce(x, z), dimensions={1}, to_apply=add",
             "z = f32[] constant(0)\nROOT r = f32[4] reduce(x, z), dimensions={2}, to_apply=add"),
    ("V202", "ROOT r = f32[4,3] reverse(x), dimensions={0}", "ROOT r = f32[4,3] reverse(x), dimensions={0,0}"),
    ("V203", "z = f32[] constant(0)\nROOT r = f32[4,5] pad(x, z), padding=0_0x1_1",
             "z = f32[] constant(0)\nROOT r = f32[4,5] pad(x, z), padding=0_0x1_1_-1"),
    ("V203", "z = f32[] constant(0)\nROOT r = f32[2,3] reduce-window(x, z), window={size=2x1 stride=2x1}, to_apply=add",
             "z = f32[] constant(0)\nROOT r = f32[2,3] reduce-window(x, z), window={size=2 stride=2}, to_apply=add"),
    ("V204", "ROOT r = f32[2,3] slice(x), slice={[0:2], [0:3]}", "ROOT r = f32[2,3] slice(x), slice={[0:2], [1:4]}"),
    ("V205", "ROOT r = f32[12] reshape(x)", "ROOT r = f32[13] reshape(x)"),
    ("V205", "ROOT r = s16[4,3,2] bitcast-convert(x)", "ROOT r = s64[4] bitcast-convert(x)"),
    ("V206", "y = f32[3,5] parameter(1)\nROOT d = f32[4,5] dot(x, y), lhs_contracting_dims={1}, rhs_contracting_dims={0}",
             "y = f32[5,3] parameter(1)\nROOT d = f32[4,3] dot(x, y), lhs_contracting_dims={1}, rhs_contracting_dims={0}"),
    ("V206", "k = f32[1,1,3,2] parameter(1)\nROOT c = f32[1,4,1,2] convolution(f32[1,4,1,3] reshape(x), k), "
             "window={size=1x1}, dim_labels=b01f_01io->b01f",
             "k = f32[1,1,2,2] parameter(1)\nROOT c = f32[1,4,1,2] convolution(f32[1,4,1,3] reshape(x), k), "
             "window={size=1x1}, dim_labels=b01f_01io->b01f"),
    ("V207", "i = s32[2,1] parameter(1)\nROOT g = f32[2,3] gather(x, i), offset_dims={1}, collapsed_slice_dims={0}, "
             "start_index_map={0}, index_vector_dim=1, slice_sizes={1,3}",
             "i = s32[2,1] parameter(1)\nROOT g = f32[2,3] gather(x, i), offset_dims={1}, collapsed_slice_dims={0}, "
             "start_index_map={0,1}, index_vector_dim=1, slice_sizes={1,3}"),
    ("V208", "ROOT r = f32[8,3] concatenate(x, x), dimensions={0}",
             "y = f32[4,2] parameter(1)\nROOT r = f32[8,3] concatenate(x, y), dimensions={0}"),
    ("V101", "ROOT r = f32[4,3] negate(x)", "ROOT r = f32[4,3] negate(x, x)"),
    ("V209", "y = f32[<=4,3] parameter(1)\nROOT r = f32[<=4,3] negate(y)",
             "y = f32[?,3] parameter(1)\nROOT r = f32[?,3] negate(y)"),
    ("V105", "z = f32[] constant(0)\nROOT r = f32[4] reduce(x, z), dimensions={1}, to_apply=add",
             "z = f32[] constant(0)\nROOT r = f32[4] reduce(x, z), dimensions={1}, to_apply=add3"),
    ("V105", "ROOT s = f32[4,3] sort(x), dimensions={1}, to_apply=less",
             "ROOT s = f32[4,3] sort(x), dimensions={1}, to_apply=add"),
    ("V105", "i = s32[] constant(0)\nv = f32[4,1] slice(x), slice={[0:4],[0:1]}\n"
             "t = (s32[], f32[4]) tuple(i, f32[4] reshape(v))\nROOT w = (s32[], f32[4]) while(t), condition=cond, body=body",
             "i = s32[] constant(0)\nv = f32[4,1] slice(x), slice={[0:4],[0:1]}\n"
             "t = (s32[], f32[4]) tuple(i, f32[4] reshape(v))\nROOT w = (s32[], f32[4]) while(t), condition=body, body=body"),
    ("V106", "t = (f32[4,3], f32[4,3]) tuple(x, x)\nROOT g = f32[4,3] get-tuple-element(t), index=1",
             "t = (f32[4,3], f32[4,3]) tuple(x, x)\nROOT g = f32[4,3] get-tuple-element(t), index=2"),
    ("V109", "s = (f32[4,3], f32[4,3], u32[]) copy-start(x)\nROOT d = f32[4,3] copy-done(s)",
             "s = (f32[4,3], f32[4,3], u32[]) tuple(x, x, u32[] constant(0))\nROOT d = f32[4,3] copy-done(s)"),
    ("V110", "ROOT r = f32[4,3] all-reduce(x), replica_groups={{0,1}}, to_apply=add",
             "ROOT r = f32[4,3] all-reduce(x), replica_groups={{0,1},{1,2}}, to_apply=add"),
    ("V110", "ROOT r = f32[4,3] collective-permute(x), source_target_pairs={{0,1},{1,0}}",
             "ROOT r = f32[4,3] collective-permute(x), source_target_pairs={{0,1},{0,2}}"),
    # (a missing direction= is a syntax error now, as in XLA's parser; this one parses)
    ("V112", 'ROOT r = f32[4,3] custom-call(x), custom_call_target="t", operand_layout_constraints={f32[4,3]{1,0}}',
             'ROOT r = f32[4,3] custom-call(x), custom_call_target="t", '
             "operand_layout_constraints={f32[4,3]{1,0}, f32[4,3]{1,0}}"),
    # From XLA's hlo_verifier_test.cc (each rejected by XLA too):
    ("V109", "s = (f32[4,3], f32[4,3], u32[]) copy-start(x)\nROOT d = f32[4,3] copy-done(s)",
             "s = (f32[4,3], f32[4,3], u32[]) copy-start(x)\nd = f32[4,3] copy-done(s)\ne = f32[4,3] copy-done(s)\n"
             "ROOT t = (f32[4,3], f32[4,3]) tuple(d, e)"),
    ("V110", "ROOT r = f32[4,3] all-reduce(x), replica_groups={{0},{1}}, to_apply=add",
             "ROOT r = f32[4,3] all-reduce(x), replica_groups={{0},{}}, to_apply=add"),
    ("V110", "ROOT r = f32[4,3] all-reduce(x), replica_groups={{0},{1}}, to_apply=add",
             "ROOT r = f32[4,3] all-reduce(x), replica_groups={{0},{2}}, to_apply=add"),
    ("V110", "ROOT r = f32[4,3] all-reduce(x), replica_groups={{0}}, channel_id=1, use_global_device_ids=true, "
             "to_apply=add",
             "ROOT r = f32[4,3] all-reduce(x), replica_groups={{0}}, use_global_device_ids=true, to_apply=add"),
    ("V200", "ROOT r = f32[2,3] reduce-scatter(x), replica_groups={{0,1}}, dimensions={0}, to_apply=add",
             "ROOT r = f32[4,3] reduce-scatter(x), replica_groups={{0,1}}, dimensions={0}, to_apply=add"),
    ("V201", "ROOT i = s32[4] iota(), iota_dimension=0", "ROOT i = pred[4] iota(), iota_dimension=0"),
    ("V201", "a = f32[] constant(0)\nb = f32[] constant(1)\nROOT r = f32[10] rng(a, b), distribution=rng_normal",
             "a = s32[] constant(0)\nb = s32[] constant(1)\nROOT r = s32[10] rng(a, b), distribution=rng_normal"),
    ("V105", "ROOT r = f32[4,3] map(x, x), dimensions={0,1}, to_apply=add",
             "y = f64[4,3] convert(x)\nROOT r = f32[4,3] map(y, y), dimensions={0,1}, to_apply=add"),
    ("V201", "ROOT r = pred[4,3] compare(x, x), direction=LT, type=TOTALORDER",
             "ROOT r = pred[4,3] compare(x, x), direction=LT, type=SIGNED"),
    ("V201", "i = s32[4,3] convert(x)\nROOT r = pred[4,3] compare(i, i), direction=LT, type=SIGNED",
             "i = s32[4,3] convert(x)\nROOT r = pred[4,3] compare(i, i), direction=LT, type=UNSIGNED"),
    ("V113", "ROOT r = f32[4,3] copy(x), sharding={devices=[2,1]0,1}",
             "ROOT r = f32[4,3] copy(x), sharding={devices=[1,1,2]0,1}"),
    ("V113", "ROOT r = f32[4,3] copy(x), sharding={devices=[1,1,2]0,1 last_tile_dim_replicate}",
             "ROOT r = f32[4,3] copy(x), sharding={devices=[2,2]0,1,2}"),
    ("V300", "ROOT r = f32[4,3]{0,1} copy(x)", "ROOT r = f32[4,3]{0,0} copy(x)"),
    ("V301", "ROOT r = f32[4,3]{1,0:T(2,2)} copy(x)", "ROOT r = f32[4,3]{1,0:T(0,2)} copy(x)"),
]


@pytest.mark.parametrize("code,good,bad", CASES, ids=[f"{c[0]}-{i}" for i, c in enumerate(CASES)])
def test_rule_accepts_and_rejects(code, good, bad):
    ok = verify(hlotool.parse(module(good)))
    assert ok == [], [str(d) for d in ok]
    found = verify(hlotool.parse(module(bad)))
    assert code in {d.code for d in found}, [str(d) for d in found]


def test_every_code_has_a_case_or_its_own_test():
    tested = {c[0] for c in CASES} | {"V001", "V102", "V103", "V104", "V107", "V108", "V111", "V302"}
    assert tested == set(CODES)


def _codes(text, **kw):
    return {d.code for d in verify(hlotool.parse(text), **kw)}


def test_unknown_opcode_v001():
    assert _codes(module("ROOT r = f32[4,3] frobnicate(x)")) == {"V001"}


def test_parameter_numbers_v102_and_signature_v103():
    assert "V102" in _codes(module("y = f32[4,3] parameter(2)\nROOT r = f32[4,3] add(x, y)"))
    good = "HloModule m\nENTRY %e (x: f32[2]) -> f32[2] {\n  %x = f32[2] parameter(0)\n  ROOT %n = f32[2] negate(%x)\n}\n"
    assert _codes(good) == set()
    assert "V103" in _codes(good.replace("-> f32[2] {", "-> f32[3] {"))
    assert "V103" in _codes(good.replace("(x: f32[2])", "(x: s32[2])"))


def test_control_predecessor_cycle_v104():
    good = module("a = f32[4,3] negate(x)\nROOT b = f32[4,3] negate(x), control-predecessors={a}")
    assert _codes(good) == set()
    bad = module("a = f32[4,3] negate(x), control-predecessors={b}\nROOT b = f32[4,3] negate(x), "
                 "control-predecessors={a}")
    assert "V104" in _codes(bad)


def test_recursive_computations_v104():
    text = ("HloModule m\nf {\n  p = f32[] parameter(0)\n  ROOT c = f32[] call(p), to_apply=f\n}\n"
            "ENTRY e {\n  x = f32[] parameter(0)\n  ROOT r = f32[] call(x), to_apply=f\n}\n")
    assert "V104" in _codes(text)


def test_entry_computation_layout_v107():
    head = "HloModule m, entry_computation_layout={(f32[4,3]{1,0})->f32[4,3]{1,0}}"
    assert _codes(module("ROOT r = f32[4,3] negate(x)", header=head)) == set()
    bad = "HloModule m, entry_computation_layout={(f32[4,3]{0,1})->f32[4,3]{1,0}}"
    assert "V107" in _codes(module("ROOT r = f32[4,3] negate(x)", params="x = f32[4,3]{1,0} parameter(0)",
                                   header=bad))
    assert "V107" in _codes(module("ROOT r = f32[4,3] negate(x)",
                                   header="HloModule m, entry_computation_layout={(f32[4,4])->f32[4,3]}"))


def test_aliasing_v108():
    good = "HloModule m, input_output_alias={ {}: (0, {}, may-alias) }"
    assert _codes(module("ROOT r = f32[4,3] negate(x)", header=good)) == set()
    assert "V108" in _codes(module("ROOT r = f32[4,3] negate(x)",
                                   header="HloModule m, input_output_alias={ {}: (1, {}, may-alias) }"))
    assert "V108" in _codes(module("v = f32[4,1] slice(x), slice={[0:4],[0:1]}\nROOT r = f32[4] reshape(v)",
                                   header=good))
    assert "V108" in _codes(module("ROOT r = f32[4,3] negate(x)", header="HloModule m, buffer_donor={ (3, {}) }"))


def test_schedule_v111():
    body = "a = f32[4,3] negate(x), control-predecessors={b}\nROOT b = f32[4,3] negate(x)"
    assert _codes(module(body)) == set()
    assert "V111" in _codes(module(body, header="HloModule m, is_scheduled=true"))


def test_layout_sensitive_v302():
    body = "ROOT r = f32[4,3]{0,1} negate(x)"
    assert _codes(module(body, params="x = f32[4,3]{1,0} parameter(0)")) == set()
    assert _codes(module(body, params="x = f32[4,3]{1,0} parameter(0)"), layout_sensitive=True) == {"V302"}


def test_mixed_precision_flag():
    body = "h = f16[4,3] convert(x)\nROOT r = f32[4,3] add(x, h)"
    assert "V201" in _codes(module(body))
    assert _codes(module(body), allow_mixed_precision=True) == set()


def test_no_cascade_from_one_bad_instruction():
    # `a` is wrong; its users are checked against what it declares, so only `a` is reported.
    ds = verify(hlotool.parse(module("a = f32[4,4] negate(x)\nb = f32[4,4] add(a, a)\nROOT c = f32[4,4] "
                                     "multiply(b, a)")))
    assert [(d.code, d.instruction) for d in ds] == [("V200", "a")]


def test_diagnostic_names_expected_and_found_and_points_at_the_instruction():
    text = module("ROOT r = f32[4,4] add(x, x)")
    (d,) = verify(hlotool.parse(text, filename="m.hlo"))
    assert d.message == "add: inferred f32[4,3] but declared f32[4,4]"
    assert (d.loc.file, d.loc.line) == ("m.hlo", text.splitlines().index("  ROOT r = f32[4,4] add(x, x)") + 1)
    assert any("operand 0: x is f32[4,3]" in n.message for n in d.notes)


FILES = corpus_files()


@pytest.mark.parametrize("path", FILES, ids=[str(p.relative_to(ROOT)) for p in FILES])
def test_no_findings_on_valid_modules(path):
    ds = verify(hlotool.parse_file(path))
    assert ds == [], [str(d) for d in ds]


def test_cli_formats_and_exit_codes(tmp_path, capsys):
    bad = tmp_path / "bad.hlo"
    bad.write_text(module("ROOT r = f32[4,4] add(x, x)"))
    good = tmp_path / "good.hlo"
    good.write_text(module("ROOT r = f32[4,3] add(x, x)"))
    for fmt in ("text", "json", "github", "sarif"):
        with pytest.raises(SystemExit) as e:
            main(["verify", "--format", fmt, str(bad)])
        assert e.value.code == 1
    out = capsys.readouterr().out
    assert "::error file=" in out and "title=V200" in out
    sarif = json.loads(out[out.index('{\n "$schema"'):])
    assert sarif["version"] == "2.1.0" and sarif["runs"][0]["results"][0]["ruleId"] == "V200"
    with pytest.raises(SystemExit) as e:
        main(["verify", str(good)])
    assert e.value.code == 0
    with pytest.raises(SystemExit) as e:
        main(["verify", str(tmp_path / "missing.hlo")])
    assert e.value.code == 2


def test_json_format(tmp_path, capsys):
    bad = tmp_path / "bad.hlo"
    bad.write_text(module("ROOT r = f32[4,4] add(x, x)"))
    with pytest.raises(SystemExit):
        main(["verify", "--format", "json", str(bad)])
    doc = json.loads(capsys.readouterr().out)
    assert doc["errors"] == 1 and doc["diagnostics"][0]["code"] == "V200"
    assert doc["diagnostics"][0]["line"] > 0 and doc["diagnostics"][0]["instruction"] == "r"


def test_python_api_survives_importing_the_subpackage():
    m = hlotool.parse(module("ROOT r = f32[4,4] add(x, x)"))
    for package in ("verifier", "structural_diff", "module_stats", "memory_model"):
        importlib.import_module(f"hlotool.{package}")     # a name of its own: the API functions stay functions
    assert all(callable(f) and not isinstance(f, type(hlotool))
               for f in (hlotool.verify, hlotool.diff, hlotool.memory, hlotool.stats))
    assert [d.code for d in hlotool.verify(m)] == ["V200"]




def test_async_short_forms_are_checked_as_the_wrapped_op(xla):
    # XLA's `X-start`/`X-update`/`X-done` wrap one X; XLA parses this text.
    xla.hlo_module_from_text(ASYNC_SUGAR)
    assert verify(hlotool.parse(ASYNC_SUGAR)) == []
    wrong_result = ASYNC_SUGAR.replace("f32[4], s32[]) reduce-start", "f32[3], s32[]) reduce-start")
    assert "V200" in {d.code for d in verify(hlotool.parse(wrong_result))}
    wrong_done = ASYNC_SUGAR.replace("reduce-done(u)", "add-done(u)")
    assert "V109" in {d.code for d in verify(hlotool.parse(wrong_done))}
    two_users = ASYNC_SUGAR.replace("ROOT d = f32[4] reduce-done(u)",
                                    "d = f32[4] reduce-done(u)\n  ROOT e = f32[4] reduce-done(u)")
    assert "V109" in {d.code for d in verify(hlotool.parse(two_users))}
    assert "V001" in {d.code for d in verify(hlotool.parse(ASYNC_SUGAR.replace("reduce-start", "frob-start")))}


ASYNC_WRAPPED = """HloModule m
w0 {
  a = f32[] parameter(0)
  ROOT r = f32[] negate(a)
}
w1 {
  a = f32[] parameter(0)
  ROOT r = f32[] negate(a)
}
ENTRY e {
  p = f32[] parameter(0)
  s = ((f32[]), f32[], s32[]) async-start(p), calls=w0
  u = ((f32[]), f32[], s32[]) async-update(s), calls=w0
  ROOT d = f32[] async-done(u), calls=w0
}
"""


@pytest.mark.parametrize("change", [
    ("async-update(s), calls=w0", "async-update(s), calls=w1"),      # XLA: Expect ... to be w0, got w1
    ("async-done(u), calls=w0", "async-done(u), calls=w1"),
    ("ROOT d = f32[] async-done(u), calls=w0",                       # two starts share w0
     "d = f32[] async-done(u), calls=w0\n  t2 = ((f32[]), f32[], s32[]) async-start(p), calls=w0\n"
     "  ROOT d2 = f32[] async-done(t2), calls=w0"),
])
def test_async_wrapped_computations(change):
    assert verify(hlotool.parse(ASYNC_WRAPPED)) == []
    assert "V109" in {d.code for d in verify(hlotool.parse(ASYNC_WRAPPED.replace(*change)))}


def test_conditional_on_pred_takes_true_and_false_computations():
    text = """HloModule m
b0 {
  p = f32[] parameter(0)
  ROOT r = f32[] negate(p)
}
ENTRY e {
  c = pred[] parameter(0)
  x = f32[] parameter(1)
  ROOT r = f32[] conditional(c, x, x), branch_computations={b0, b0}
}
"""
    with pytest.raises(hlotool.HloSyntaxError, match='unexpected attribute "branch_computations"'):
        hlotool.parse(text)          # as in XLA's parser
    ok = text.replace("branch_computations={b0, b0}", "true_computation=b0, false_computation=b0")
    assert verify(hlotool.parse(ok)) == []
    m = hlotool.parse(ok)            # changed in Python: the verifier applies the same attribute schema
    m.entry.root.attrs = {"branch_computations": (m.entry.root.attrs["true_computation"],) * 2}
    assert "V112" in {d.code for d in verify(m)}


def test_infeed_returns_data_and_token():
    text = "HloModule m\nENTRY e {\n  t = token[] after-all()\n  ROOT i = pred[] infeed(t)\n}\n"
    assert "V200" in {d.code for d in verify(hlotool.parse(text))}
    ok = text.replace("ROOT i = pred[] infeed(t)", "ROOT i = (pred[], token[]) infeed(t)")
    assert verify(hlotool.parse(ok)) == []


SUGAR_PARTS = """HloModule m
ENTRY e {
  p0 = f32[2,3] parameter(0)
  s = ((f32[2,3]), f32[2,3], u32[]) custom-call-start(p0), custom_call_target="foo"
  u = ((f32[2,3]), f32[2,3], u32[]) custom-call-update(s)
  ROOT d = f32[2,3] custom-call-done(u)
}
"""


# (X-update and X-done take no attribute of X's, nor async_group_id, in XLA's parser: those are
# syntax errors now; these changes parse.)
@pytest.mark.parametrize("change", [
    ("custom-call-done(u)", "negate-done(u)"),                                 # another wrapped op
    ("custom-call-update(s)", "negate-update(s)"),
    ("custom-call-update(s)", 'custom-call-update(s), async_execution_thread="other"'),
    ("custom-call-done(u)", 'custom-call-done(u), async_execution_thread="other"'),
])
def test_async_parts_wrap_one_instruction(change):
    assert verify(hlotool.parse(SUGAR_PARTS)) == []
    assert "V109" in {d.code for d in verify(hlotool.parse(SUGAR_PARTS.replace(*change)))}



@pytest.mark.parametrize("text", [
    # From XLA's parser tests: forms XLA accepts that need no attribute or take the tuple form.
    "HloModule m\nENTRY e {\n  c = f32[] constant(1)\n  ROOT b = f32[2,2] broadcast(c)\n}\n",
    "HloModule m\nadd {\n  a = f32[] parameter(0)\n  b = f32[] parameter(1)\n  ROOT c = f32[] add(a, b)\n}\n"
    "ENTRY e {\n  c = f32[] constant(42)\n  i = f32[] constant(1)\n  ROOT r = f32[] reduce-window(c, i), to_apply=add\n}\n",
    "HloModule m\nENTRY e {\n  p = f32[128,32] parameter(0)\n  ROOT a = (f32[128,32]) all-to-all(p), replica_groups={}\n}\n",
    "HloModule m\nENTRY e {\n  p = (f32[2,2], f32[4]) parameter(0)\n  ROOT c = f32[] custom-call(p), "
    "custom_call_target=\"t\", operand_layout_constraints={(f32[2,2]{1,0}, f32[4]{0})}\n}\n",
])
def test_forms_xla_accepts_without_attributes(xla, text):
    xla.hlo_module_from_text(text)
    assert verify(hlotool.parse(text)) == []


def test_called_computations_share_the_callers_thread():
    text = """HloModule m
callee {
  a = f32[] parameter(0)
  ROOT n = f32[] negate(a)
}, execution_thread="parallel_thread"
ENTRY e {
  p = f32[] parameter(0)
  ROOT c = f32[] call(p), to_apply=callee
}
"""
    assert "V105" in {d.code for d in verify(hlotool.parse(text))}
    assert verify(hlotool.parse(text.replace(', execution_thread="parallel_thread"', ""))) == []



@pytest.mark.parametrize("good,bad", [
    # a send/recv channel serves only send/recv (XLA: "used for different types of channel instructions")
    ("ROOT r = f32[4,3] all-reduce(x), channel_id=2, replica_groups={}, to_apply=add",
     "t = token[] after-all()\ns = (f32[4,3], u32[], token[]) send(x, t), channel_id=2\n"
     "d = token[] send-done(s), channel_id=2\nROOT r = f32[4,3] all-reduce(x), channel_id=2, replica_groups={}, "
     "to_apply=add"),
    # all-reduces are all layout-constrained or none is
    ("a = f32[4,3] all-reduce(x), replica_groups={}, to_apply=add\n"
     "ROOT b = f32[4,3] all-reduce(a), replica_groups={}, to_apply=add",
     "a = f32[4,3] all-reduce(x), replica_groups={}, to_apply=add\n"
     "ROOT b = f32[4,3] all-reduce(a), replica_groups={}, to_apply=add, constrain_layout=true"),
    # collective-permute-start returns (operand, result, u32[], u32[])
    ("s = (f32[4,3], f32[4,3], u32[], u32[]) collective-permute-start(x), source_target_pairs={{0,1}}\n"
     "ROOT d = f32[4,3] collective-permute-done(s)",
     "s = f32[4,3] collective-permute-start(x), source_target_pairs={{0,1}}\n"
     "ROOT d = f32[4,3] collective-permute-done(s)"),
    # a conditional and its branch roots carry one sharding
    ("c = pred[] constant(true)\nROOT r = f32[4,3] conditional(c, x, x), true_computation=neg, "
     "false_computation=neg",
     "c = pred[] constant(true)\nROOT r = f32[4,3] conditional(c, x, x), true_computation=neg, "
     "false_computation=neg, sharding={maximal device=0}"),
])
def test_channels_and_collective_and_control_flow_consistency(good, bad):
    header = "HloModule m\nneg {\n  a = f32[4,3] parameter(0)\n  ROOT n = f32[4,3] negate(a)\n}\n"
    assert verify(hlotool.parse(module(good, header=header))) == []
    assert verify(hlotool.parse(module(bad, header=header)))


@pytest.mark.parametrize("header,body,ok", [
    # cross-replica: the groups name replica_count replicas
    ("HloModule m, replica_count=4", "ROOT r = f32[4,3] all-reduce(x), replica_groups={{0,1},{2,3}}, to_apply=add", True),
    ("HloModule m, replica_count=8", "ROOT r = f32[4,3] all-reduce(x), replica_groups={{0,1},{2,3}}, to_apply=add", False),
    # flattened ids: replica_count * num_partitions
    ("HloModule m, replica_count=2, num_partitions=2", "ROOT r = f32[4,3] all-reduce(x), channel_id=1, "
     "use_global_device_ids=true, replica_groups={{0,1,2,3}}, to_apply=add", True),
    ("HloModule m, replica_count=1, num_partitions=2", "ROOT r = f32[4,3] all-reduce(x), channel_id=1, "
     "use_global_device_ids=true, replica_groups={{0,1,2,3}}, to_apply=add", False),
    # collective-permute ids below the replica (or, with a channel, partition) count
    ("HloModule m, replica_count=3", "ROOT r = f32[4,3] collective-permute(x), source_target_pairs={{0,1},{1,2}}", True),
    ("HloModule m, replica_count=3", "ROOT r = f32[4,3] collective-permute(x), source_target_pairs={{0,7}}", False),
    # no counts in the header: nothing to check against
    ("HloModule m", "ROOT r = f32[4,3] all-reduce(x), replica_groups={{0,1},{2,3}}, to_apply=add", True),
])
def test_group_counts_follow_the_header(header, body, ok):
    found = {d.code for d in verify(hlotool.parse(module(body, header=header)))}
    assert (found == set()) if ok else ("V110" in found), found


def test_async_parts_may_restate_the_default_execution_thread():
    # XLA accepts async_execution_thread="main" on an update/done whose start leaves it out.
    text = """HloModule m
wrapped {
  x = f32[3] parameter(0)
  ROOT r = f32[3] negate(x)
}
ENTRY e {
  p = f32[3] parameter(0)
  s = ((f32[3]), f32[3], s32[]) async-start(p), calls=wrapped
  u = ((f32[3]), f32[3], s32[]) async-update(s), async_execution_thread="main"
  ROOT d = f32[3] async-done(u), async_execution_thread="main"
}
"""
    assert hlotool.verify(hlotool.parse(text)) == []
    bad = text.replace('async-update(s), async_execution_thread="main"', 'async-update(s), async_execution_thread="x"')
    assert [d.code for d in hlotool.verify(hlotool.parse(bad))] == ["V109"]


def test_iota_replica_groups_whose_element_counts_differ_are_refused():
    text = """HloModule m, num_partitions=4
add {
  a = f32[] parameter(0)
  b = f32[] parameter(1)
  ROOT c = f32[] add(a, b)
}
ENTRY e {
  p = f32[2] parameter(0)
  ROOT r = f32[2] all-reduce(p), channel_id=1, replica_groups=[2,2]<=[8], use_global_device_ids=true, to_apply=add
}
"""
    assert [d.code for d in hlotool.verify(hlotool.parse(text))] == ["V110"]


TILED_MIXED = """HloModule m, entry_computation_layout={(bf16[8,128]{1,0:T(8,128)(2,1)})->bf16[]}

%add (a: f32[], b: f32[]) -> f32[] {
  %a = f32[] parameter(0)
  %b = f32[] parameter(1)
  ROOT %s = f32[] add(%a, %b)
}

ENTRY %main (p: bf16[8,128]) -> bf16[] {
  %p = bf16[8,128]{1,0:T(8,128)(2,1)} parameter(0)
  %z = f32[] constant(0)
  %r = f32[] reduce(%p, %z), dimensions={0,1}, to_apply=%add
  %h = bf16[] constant(0.5)
  ROOT %m = bf16[] multiply(%r, %h)
}
"""


def test_backend_is_inferred_and_its_verifier_settings_apply():
    """A TPU module (tiled layouts) mixes precisions as XLA's TPU pipeline allows: no V200 unless verified
    as CPU; the backend comes from the layouts, a file name, backend_config keys or custom-call targets."""
    from hlotool.platforms import infer_backend
    m = hlotool.parse(TILED_MIXED)
    assert infer_backend(m).backend.name == "tpu"
    assert verify(m) == []
    assert [d.code for d in verify(m, backend="cpu")] == ["V201"]
    assert [d.code for d in verify(m, backend="tpu")] == []
    untiled = hlotool.parse(TILED_MIXED.replace(":T(8,128)(2,1)", ""))
    assert infer_backend(untiled) is None and [d.code for d in verify(untiled)] == ["V201"]
    assert infer_backend(untiled, "module_0001.jit_f.sm_9.0_gpu_after_optimizations.txt").backend.name == "gpu"
    assert infer_backend(untiled, "module_0000.jit_f.cl_933746096.after_codegen.txt").backend.name == "tpu"
    gpu = hlotool.parse(TILED_MIXED.replace(":T(8,128)(2,1)", "").replace(
        "multiply(%r, %h)", 'multiply(%r, %h), backend_config={"operation_queue_id":"0","wait_on_operation_queues":[]}'))
    assert infer_backend(gpu).backend.name == "gpu" and [d.code for d in verify(gpu)] == ["V201"]  # as XLA's GPU


# A TPU convnet's shape (held out in issue 26.4): XLA's TPU compiler narrows a select of f32 operands to a bf16
# result. Tiled layouts tell the backend.
TPU_SELECT_NARROWS = """HloModule jit_convnet, entry_computation_layout={(pred[8,16,16,16]{0,3,2,1:T(8,128)(4,1)}, \
f32[8,16,16,16]{0,3,2,1:T(8,128)}, f32[8,16,16,16]{0,3,2,1:T(8,128)})->bf16[8,16,16,16]{0,3,2,1:T(8,128)(2,1)}}

ENTRY %main (p: pred[8,16,16,16], a: f32[8,16,16,16], b: f32[8,16,16,16]) -> bf16[8,16,16,16] {
  %p = pred[8,16,16,16]{0,3,2,1:T(8,128)(4,1)} parameter(0)
  %a = f32[8,16,16,16]{0,3,2,1:T(8,128)} parameter(1)
  %b = f32[8,16,16,16]{0,3,2,1:T(8,128)} parameter(2)
  ROOT %s = bf16[8,16,16,16]{0,3,2,1:T(8,128)(2,1)} select(%p, %a, %b)
}
"""


def test_tpu_select_may_narrow_its_result_as_xla_checkshape_allows():
    """XLA's ShapeVerifier::CheckShape compares ignoring float precision, with mixed precision allowed, for
    every opcode but those that only reinterpret or pass data along (bitcast, call, conditional, constant,
    copy-start/-done, custom-call, dynamic-update-slice, get-tuple-element, infeed, outfeed, opt-barrier,
    parameter, send/recv and their -done, tuple, while). select and sort are not among them: on TPU their
    result may be bf16 of f32 operands; on CPU (no mixed precision) the same select is a V200."""
    from hlotool.platforms import infer_backend
    m = hlotool.parse(TPU_SELECT_NARROWS)
    assert infer_backend(m).backend.name == "tpu"
    assert verify(m) == []
    assert [(d.code, d.instruction) for d in verify(m, backend="cpu")] == [("V200", "s")]
    untiled = hlotool.parse(TPU_SELECT_NARROWS.replace(":T(8,128)(4,1)", "").replace(":T(8,128)(2,1)", "")
                            .replace(":T(8,128)", ""))
    assert infer_backend(untiled) is None and [d.code for d in verify(untiled)] == ["V200"]

    sort = """HloModule m
less {
  a = f32[] parameter(0)
  b = f32[] parameter(1)
  ROOT c = pred[] compare(a, b), direction=LT
}
ENTRY e {
  x = f32[16] parameter(0)
  ROOT s = bf16[16] sort(x), dimensions={0}, to_apply=less
}
"""
    assert _codes(sort, backend="tpu") == set() and _codes(sort, backend="cpu") == {"V200"}
    # opt-barrier only passes its operand along: exact even where mixed precision is allowed.
    barrier = "HloModule m\nENTRY e {\n  x = f32[16] parameter(0)\n  ROOT b = bf16[16] opt-barrier(x)\n}\n"
    assert _codes(barrier, backend="tpu") == {"V200"}


def test_tpu_mixed_precision_results_run_in_their_declared_type():
    """What the verifier accepts on TPU, the interpreter runs as XLA's TPU does: the select computes in f32, its
    bf16 result is the f32 one rounded to nearest; a sort's likewise."""
    import ml_dtypes
    import numpy as np
    rng = np.random.default_rng(0)
    p = rng.random((8, 16, 16, 16)) < 0.5
    a, b = (rng.standard_normal((8, 16, 16, 16)).astype(np.float32) for _ in range(2))
    (out,) = hlotool.run(hlotool.parse(TPU_SELECT_NARROWS), p, a, b)
    assert out.dtype == ml_dtypes.bfloat16
    assert np.array_equal(out, np.where(p, a, b).astype(ml_dtypes.bfloat16))


def test_each_structure_check_declares_its_scope():
    """The language server asks the verifier which checks look across computations (alone_is_whole): each
    structure check is registered per computation or module-wide, and a module-wide one says how."""
    from hlotool.verifier.structure import DEVICE_COUNT_CHECKS, STRUCTURE_CHECKS, StructureCheck
    for check in STRUCTURE_CHECKS + DEVICE_COUNT_CHECKS:
        assert isinstance(check, StructureCheck) and callable(check.run)
        how = (check.compares, check.judged_with_callers, check.shared, check.once_per_module)
        assert check.module_wide == any(how), check.run.__name__
    assert {c.run.__name__ for c in STRUCTURE_CHECKS if c.module_wide} == {
        "check_cycles", "check_async_pairs", "check_transfers", "check_channels"}
