"""One passing and one failing module per verifier rule (hand-written, no jax)."""
from __future__ import annotations

import pytest

import hlotool
from hlotool.verifier import verify
from support.paths import ROOT


def codes(text: str, **opts) -> list[str]:
    return [d.code for d in verify(hlotool.parse(text), **opts)]


def entry(body: str, params: str = "", result: str = "f32[4]", header: str = "HloModule m") -> str:
    return f"{header}\n\nENTRY %main ({params}) -> {result} {{\n{body}\n}}\n"


ADD = """%add (a: f32[], b: f32[]) -> f32[] {
  %a = f32[] parameter(0)
  %b = f32[] parameter(1)
  ROOT %s = f32[] add(%a, %b)
}
"""
ADD2 = """%add2 (a: f32[], b: f32[], c: f32[], d: f32[]) -> f32[] {
  %a = f32[] parameter(0)
  %b = f32[] parameter(1)
  %c = f32[] parameter(2)
  %d = f32[] parameter(3)
  ROOT %s = f32[] add(%a, %b)
}
"""
LT = """%lt (a: f32[], b: f32[]) -> pred[] {
  %a = f32[] parameter(0)
  %b = f32[] parameter(1)
  ROOT %c = pred[] compare(%a, %b), direction=LT
}
"""


def with_comps(comps: str, body: str, params: str, result: str, header="HloModule m") -> str:
    return f"{header}\n\n{comps}\nENTRY %main ({params}) -> {result} {{\n{body}\n}}\n"


# (name, code, good text, bad text)
CASES = [
    ("elementwise shape", "V200",
     entry("  %p = f32[4] parameter(0)\n  ROOT %n = f32[4] negate(%p)", "p: f32[4]"),
     entry("  %p = f32[4] parameter(0)\n  ROOT %n = f32[5] negate(%p)", "p: f32[4]", "f32[5]")),
    ("binary types", "V201",
     entry("  %p = f32[4] parameter(0)\n  ROOT %n = f32[4] add(%p, %p)", "p: f32[4]"),
     entry("  %p = f32[4] parameter(0)\n  %q = f16[4] parameter(1)\n  ROOT %n = f32[4] add(%p, %q)",
           "p: f32[4], q: f16[4]")),
    ("unary float only", "V201",
     entry("  %p = f32[4] parameter(0)\n  ROOT %n = f32[4] exponential(%p)", "p: f32[4]"),
     entry("  %p = s32[4] parameter(0)\n  ROOT %n = s32[4] exponential(%p)", "p: s32[4]", "s32[4]")),
    ("operand count", "V101",
     entry("  %p = f32[4] parameter(0)\n  ROOT %n = f32[4] negate(%p)", "p: f32[4]"),
     entry("  %p = f32[4] parameter(0)\n  ROOT %n = f32[4] negate(%p, %p)", "p: f32[4]")),
    ("broadcast dims", "V202",
     entry("  %p = f32[4] parameter(0)\n  ROOT %b = f32[3,4] broadcast(%p), dimensions={1}", "p: f32[4]",
           "f32[3,4]"),
     entry("  %p = f32[4] parameter(0)\n  ROOT %b = f32[3,4] broadcast(%p), dimensions={2}", "p: f32[4]",
           "f32[3,4]")),
    ("reshape count", "V205",
     entry("  %p = f32[4] parameter(0)\n  ROOT %r = f32[2,2] reshape(%p)", "p: f32[4]", "f32[2,2]"),
     entry("  %p = f32[4] parameter(0)\n  ROOT %r = f32[2,3] reshape(%p)", "p: f32[4]", "f32[2,3]")),
    ("transpose perm", "V202",
     entry("  %p = f32[2,3] parameter(0)\n  ROOT %t = f32[3,2] transpose(%p), dimensions={1,0}",
           "p: f32[2,3]", "f32[3,2]"),
     entry("  %p = f32[2,3] parameter(0)\n  ROOT %t = f32[3,2] transpose(%p), dimensions={1,1}",
           "p: f32[2,3]", "f32[3,2]")),
    ("slice bounds", "V204",
     entry("  %p = f32[4] parameter(0)\n  ROOT %s = f32[2] slice(%p), slice={[1:3]}", "p: f32[4]", "f32[2]"),
     entry("  %p = f32[4] parameter(0)\n  ROOT %s = f32[4] slice(%p), slice={[1:5]}", "p: f32[4]", "f32[4]")),
    ("concatenate", "V208",
     entry("  %p = f32[4] parameter(0)\n  ROOT %c = f32[8] concatenate(%p, %p), dimensions={0}", "p: f32[4]",
           "f32[8]"),
     entry("  %p = f32[4,2] parameter(0)\n  %q = f32[4,3] parameter(1)\n"
           "  ROOT %c = f32[8,2] concatenate(%p, %q), dimensions={0}", "p: f32[4,2], q: f32[4,3]", "f32[8,2]")),
    ("pad", "V200",
     entry("  %p = f32[4] parameter(0)\n  %z = f32[] constant(0)\n  ROOT %c = f32[11] pad(%p, %z), padding=1_3_1",
           "p: f32[4]", "f32[11]"),
     entry("  %p = f32[4] parameter(0)\n  %z = f32[] constant(0)\n  ROOT %c = f32[10] pad(%p, %z), padding=1_3_1",
           "p: f32[4]", "f32[10]")),
    ("iota dimension", "V202",
     entry("  ROOT %i = s32[4] iota(), iota_dimension=0", "", "s32[4]"),
     entry("  ROOT %i = s32[4] iota(), iota_dimension=1", "", "s32[4]")),
    ("dot contracting", "V206",
     entry("  %a = f32[2,3] parameter(0)\n  %b = f32[3,4] parameter(1)\n"
           "  ROOT %d = f32[2,4] dot(%a, %b), lhs_contracting_dims={1}, rhs_contracting_dims={0}",
           "a: f32[2,3], b: f32[3,4]", "f32[2,4]"),
     entry("  %a = f32[2,3] parameter(0)\n  %b = f32[3,4] parameter(1)\n"
           "  ROOT %d = f32[2,3] dot(%a, %b), lhs_contracting_dims={1}, rhs_contracting_dims={1}",
           "a: f32[2,3], b: f32[3,4]", "f32[2,3]")),
    ("convolution groups", "V206",
     entry("  %a = f32[1,4,8] parameter(0)\n  %k = f32[3,2,4] parameter(1)\n"
           "  ROOT %c = f32[1,4,6] convolution(%a, %k), window={size=3}, dim_labels=bf0_0io->bf0, "
           "feature_group_count=2", "a: f32[1,4,8], k: f32[3,2,4]", "f32[1,4,6]"),
     entry("  %a = f32[1,4,8] parameter(0)\n  %k = f32[3,2,4] parameter(1)\n"
           "  ROOT %c = f32[1,4,6] convolution(%a, %k), window={size=3}, dim_labels=bf0_0io->bf0, "
           "feature_group_count=3", "a: f32[1,4,8], k: f32[3,2,4]", "f32[1,4,6]")),
    ("get-tuple-element index", "V106",
     entry("  %p = (f32[4], s32[]) parameter(0)\n  ROOT %g = f32[4] get-tuple-element(%p), index=0",
           "p: (f32[4], s32[])"),
     entry("  %p = (f32[4], s32[]) parameter(0)\n  ROOT %g = f32[4] get-tuple-element(%p), index=2",
           "p: (f32[4], s32[])")),
    ("reduce reducer arity", "V105",
     with_comps(ADD, "  %p = f32[4] parameter(0)\n  %z = f32[] constant(0)\n"
                     "  ROOT %r = f32[] reduce(%p, %z), dimensions={0}, to_apply=%add", "p: f32[4]", "f32[]"),
     with_comps(ADD2, "  %p = f32[4] parameter(0)\n  %z = f32[] constant(0)\n"
                      "  ROOT %r = f32[] reduce(%p, %z), dimensions={0}, to_apply=%add2", "p: f32[4]", "f32[]")),
    ("sort comparator", "V105",
     with_comps(LT, "  %p = f32[4] parameter(0)\n  ROOT %s = f32[4] sort(%p), dimensions={0}, to_apply=%lt",
                "p: f32[4]", "f32[4]"),
     with_comps(ADD, "  %p = f32[4] parameter(0)\n  ROOT %s = f32[4] sort(%p), dimensions={0}, to_apply=%add",
                "p: f32[4]", "f32[4]")),
    ("while condition", "V105",
     with_comps(LT.replace("%lt (a: f32[], b: f32[])", "%cond (a: f32[])").replace(
         "  %b = f32[] parameter(1)\n", "").replace("compare(%a, %b)", "compare(%a, %a)")
                + "%body (a: f32[]) -> f32[] {\n  ROOT %a = f32[] parameter(0)\n}\n",
                "  %p = f32[] parameter(0)\n  ROOT %w = f32[] while(%p), condition=%cond, body=%body",
                "p: f32[]", "f32[]"),
     with_comps("%cond (a: f32[]) -> f32[] {\n  ROOT %a = f32[] parameter(0)\n}\n"
                "%body (a: f32[]) -> f32[] {\n  ROOT %a = f32[] parameter(0)\n}\n",
                "  %p = f32[] parameter(0)\n  ROOT %w = f32[] while(%p), condition=%cond, body=%body",
                "p: f32[]", "f32[]")),
    ("call params", "V105",
     with_comps(ADD, "  %p = f32[] parameter(0)\n  ROOT %c = f32[] call(%p, %p), to_apply=%add", "p: f32[]",
                "f32[]"),
     with_comps(ADD, "  %p = f32[] parameter(0)\n  ROOT %c = f32[] call(%p), to_apply=%add", "p: f32[]",
                "f32[]")),
    ("signature", "V103",
     entry("  %p = f32[4] parameter(0)\n  ROOT %n = f32[4] negate(%p)", "p: f32[4]"),
     entry("  %p = f32[4] parameter(0)\n  ROOT %n = f32[4] negate(%p)", "p: f32[5]")),
    ("parameter numbers", "V102",
     entry("  %p = f32[4] parameter(0)\n  ROOT %n = f32[4] negate(%p)", "p: f32[4]"),
     entry("  %p = f32[4] parameter(1)\n  ROOT %n = f32[4] negate(%p)", "p: f32[4]")),
    ("entry layout", "V107",
     entry("  %p = f32[4] parameter(0)\n  ROOT %n = f32[4] negate(%p)", "p: f32[4]",
           header="HloModule m, entry_computation_layout={(f32[4]{0})->f32[4]{0}}"),
     entry("  %p = f32[4] parameter(0)\n  ROOT %n = f32[4] negate(%p)", "p: f32[4]",
           header="HloModule m, entry_computation_layout={(f32[5]{0})->f32[4]{0}}")),
    ("layout permutation", "V300",
     entry("  %p = f32[2,3]{1,0} parameter(0)\n  ROOT %n = f32[2,3]{0,1} negate(%p)", "p: f32[2,3]", "f32[2,3]"),
     entry("  %p = f32[2,3]{1,0} parameter(0)\n  ROOT %n = f32[2,3]{0,0} negate(%p)", "p: f32[2,3]", "f32[2,3]")),
    ("io alias", "V108",
     entry("  %p = f32[4] parameter(0)\n  ROOT %n = f32[4] negate(%p)", "p: f32[4]",
           header="HloModule m, input_output_alias={ {}: (0, {}, may-alias) }"),
     entry("  %p = f32[4] parameter(0)\n  ROOT %n = f32[4] negate(%p)", "p: f32[4]",
           header="HloModule m, input_output_alias={ {}: (1, {}, may-alias) }")),
    ("buffer donor", "V108",
     entry("  %p = f32[4] parameter(0)\n  ROOT %n = f32[4] negate(%p)", "p: f32[4]",
           header="HloModule m, buffer_donor={ (0, {}) }"),
     entry("  %p = f32[4] parameter(0)\n  ROOT %n = f32[4] negate(%p)", "p: f32[4]",
           header="HloModule m, buffer_donor={ (0, {1}) }")),
    ("schedule order", "V111",
     entry("  %p = f32[4] parameter(0)\n  %a = f32[4] negate(%p)\n  ROOT %n = f32[4] negate(%a)", "p: f32[4]",
           header="HloModule m, is_scheduled=true"),
     entry("  %p = f32[4] parameter(0)\n  %a = f32[4] negate(%p), control-predecessors={%n}\n"
           "  ROOT %n = f32[4] negate(%p)", "p: f32[4]", header="HloModule m, is_scheduled=true")),
    ("control cycle", "V104",
     entry("  %p = f32[4] parameter(0)\n  %a = f32[4] negate(%p)\n"
           "  ROOT %n = f32[4] negate(%p), control-predecessors={%a}", "p: f32[4]"),
     entry("  %p = f32[4] parameter(0)\n  %a = f32[4] negate(%p), control-predecessors={%n}\n"
           "  ROOT %n = f32[4] negate(%p), control-predecessors={%a}", "p: f32[4]")),
    ("replica groups", "V110",
     with_comps(ADD, "  %p = f32[4] parameter(0)\n  ROOT %r = f32[4] all-reduce(%p), replica_groups={{0,1}}, "
                     "to_apply=%add", "p: f32[4]", "f32[4]"),
     with_comps(ADD, "  %p = f32[4] parameter(0)\n  ROOT %r = f32[4] all-reduce(%p), replica_groups={{0,0}}, "
                     "to_apply=%add", "p: f32[4]", "f32[4]")),
    ("async pair", "V109",
     entry("  %p = f32[4] parameter(0)\n  %s = (f32[4], f32[4], u32[]) copy-start(%p)\n"
           "  ROOT %d = f32[4] copy-done(%s)", "p: f32[4]"),
     entry("  %p = (f32[4], f32[4], u32[]) parameter(0)\n  ROOT %d = f32[4] copy-done(%p)",
           "p: (f32[4], f32[4], u32[])")),
    ("bitcast size", "V205",
     entry("  %p = f32[4] parameter(0)\n  ROOT %b = s32[2,2] bitcast(%p)", "p: f32[4]", "s32[2,2]"),
     entry("  %p = f32[4] parameter(0)\n  ROOT %b = s32[2,3] bitcast(%p)", "p: f32[4]", "s32[2,3]")),
    ("bitcast-convert", "V205",
     entry("  %p = f32[4] parameter(0)\n  ROOT %b = u16[4,2] bitcast-convert(%p)", "p: f32[4]", "u16[4,2]"),
     entry("  %p = u16[4,3] parameter(0)\n  ROOT %b = f32[4] bitcast-convert(%p)", "p: u16[4,3]", "f32[4]")),
    ("fft length", "V208",
     entry("  %p = f32[8] parameter(0)\n  ROOT %f = c64[5] fft(%p), fft_type=RFFT, fft_length={8}", "p: f32[8]",
           "c64[5]"),
     entry("  %p = f32[8] parameter(0)\n  ROOT %f = c64[5] fft(%p), fft_type=RFFT, fft_length={6}", "p: f32[8]",
           "c64[5]")),
    ("custom-call layout constraints", "V112",
     entry('  %p = f32[4] parameter(0)\n  ROOT %c = f32[4] custom-call(%p), custom_call_target="x", '
           "operand_layout_constraints={f32[4]{0}}", "p: f32[4]"),
     entry('  %p = f32[4] parameter(0)\n  ROOT %c = f32[4] custom-call(%p), custom_call_target="x", '
           "operand_layout_constraints={f32[4]{0}, f32[4]{0}}", "p: f32[4]")),
]


@pytest.mark.parametrize("name,code,good,bad", CASES, ids=[c[0] for c in CASES])
def test_rule(name, code, good, bad):
    assert codes(good) == []
    assert code in codes(bad)


def test_mixed_precision_flag():
    text = entry("  %p = f32[4] parameter(0)\n  %q = bf16[4] parameter(1)\n  ROOT %n = f32[4] add(%p, %q)",
                 "p: f32[4], q: bf16[4]")
    assert codes(text) == ["V201"]
    assert codes(text, allow_mixed_precision=True) == []


def test_no_cascade_and_notes():
    text = entry("  %p = f32[4] parameter(0)\n  %a = f32[5] negate(%p)\n  ROOT %n = f32[5] negate(%a)", "p: f32[4]",
                 "f32[5]")
    diags = hlotool.verify(hlotool.parse(text))
    assert [(d.code, d.instruction) for d in diags] == [("V200", "a")]
    d = diags[0]
    assert d.message == "negate: inferred f32[4] but declared f32[5]"
    assert d.loc.line == 5 and d.notes and "operand 0: p is f32[4]" in d.notes[0].message


def test_every_opcode_has_a_rule():
    from hlotool.opcodes import OPCODES
    from hlotool.verifier import SHAPE_RULES
    assert set(OPCODES) <= set(SHAPE_RULES)


# Rules the parser enforces on text (names unique, operands defined, one ROOT): a syntax error.
SIMPLE = entry("  %p = f32[4] parameter(0)\n  ROOT %n = f32[4] negate(%p)", "p: f32[4]")


@pytest.mark.parametrize("bad", [
    SIMPLE.replace("ROOT %n = f32[4] negate(%p)", "%p = f32[4] negate(%p)\n  ROOT %n = f32[4] negate(%p)"),
    SIMPLE.replace("negate(%p)", "negate(%q)"),
    SIMPLE.replace("  %p = f32[4] parameter(0)", "  ROOT %p = f32[4] parameter(0)"),
])
def test_structure_enforced_by_parser(bad):
    from hlotool.errors import HloSyntaxError
    assert codes(SIMPLE) == []
    with pytest.raises(HloSyntaxError):
        hlotool.parse(bad)


def test_unknown_opcode():
    assert codes(SIMPLE) == []
    assert codes(SIMPLE.replace("negate(%p)", "frobnicate(%p)")) == ["V001"]


def test_layout_sensitive_elementwise():
    text = entry("  %p = f32[2,3]{1,0} parameter(0)\n  ROOT %n = f32[2,3]{0,1} negate(%p)", "p: f32[2,3]",
                 "f32[2,3]")
    assert codes(text) == []
    assert codes(text, layout_sensitive=True) == ["V302"]
    same = text.replace("{0,1} negate", "{1,0} negate")
    assert codes(same, layout_sensitive=True) == []


def test_conditional_branches():
    comps = ("%b0 (a: f32[4]) -> f32[4] {\n  %a = f32[4] parameter(0)\n  ROOT %n = f32[4] negate(%a)\n}\n"
             "%b1 (a: f32[4]) -> f32[4] {\n  ROOT %a = f32[4] parameter(0)\n}\n")
    good = with_comps(comps, "  %i = s32[] parameter(0)\n  %p = f32[4] parameter(1)\n"
                             "  ROOT %c = f32[4] conditional(%i, %p, %p), branch_computations={%b0, %b1}",
                      "i: s32[], p: f32[4]", "f32[4]")
    assert codes(good) == []
    assert codes(good.replace("(%i, %p, %p)", "(%i, %p)")) == ["V101"]
    assert codes(good.replace("%i = s32[]", "%i = f32[]").replace("i: s32[]", "i: f32[]")) == ["V201"]


def test_outfeed_shape_and_attribute_layouts():
    good = entry('  %p = f32[2,3] parameter(0)\n  %t = token[] after-all()\n'
                 '  ROOT %o = token[] outfeed(%p, %t), outfeed_shape=f32[2,3]{1,0}, outfeed_config=""',
                 "p: f32[2,3]", "token[]")
    assert codes(good) == []
    assert codes(good.replace("outfeed_shape=f32[2,3]{1,0}", "outfeed_shape=f32[3,2]{1,0}")) == ["V208"]
    assert codes(good.replace("outfeed_shape=f32[2,3]{1,0}", "outfeed_shape=f32[2,3]{1,1}")) == ["V300"]


def test_all_gather_start():
    good = entry("  %p = f32[4] parameter(0)\n"
                 "  %s = (f32[4], f32[8]) all-gather-start(%p), replica_groups={{0,1}}, dimensions={0}\n"
                 "  ROOT %d = f32[8] all-gather-done(%s)", "p: f32[4]", "f32[8]")
    assert codes(good) == []
    assert codes(good.replace("dimensions={0}", "dimensions={1}")) == ["V202"]
    assert codes(good.replace("(f32[4], f32[8]) all", "(f32[5], f32[8]) all")) == ["V200"]


def test_all_gather_returns_one_result_per_operand():
    good = entry("  %p = f32[4] parameter(0)\n"
                 "  ROOT %g = (f32[8], f32[8]) all-gather(%p, %p), replica_groups={{0,1}}, dimensions={0}",
                 "p: f32[4]", "(f32[8], f32[8])")
    assert codes(good) == []
    three = good.replace("(f32[8], f32[8])", "(f32[8], f32[8], f32[8])")
    assert codes(three) == ["V200"]
    assert codes(good.replace("(f32[8], f32[8])", "f32[8]")) == ["V200"]


# ----------------------------------------------------------------------------- issue 9: false positives
def test_empty_tuple_result_takes_a_one_element_tuple_sharding():
    # jax.debug.print: a host callback returning () with sharding={{maximal device=0}} (XLA's
    # HloSharding::RequiredLeaves counts an empty tuple as one leaf).
    text = entry('  %p = f32[4] parameter(0)\n'
                 '  %cb = () custom-call(%p), custom_call_target="xla_ffi_python_cpu_callback", '
                 'custom_call_has_side_effect=true, sharding={{maximal device=0}}\n'
                 '  ROOT %n = f32[4] negate(%p)', "p: f32[4]")
    assert codes(text) == []
    two = text.replace("{{maximal device=0}}", "{{maximal device=0}, {maximal device=0}}")
    assert codes(two) == ["V113"]


def test_entry_layout_mismatch_is_an_error_only_when_layout_sensitive():
    text = ("HloModule m, entry_computation_layout={(f32[2,3]{0,1})->f32[2,3]{1,0}}\n\n"
            "ENTRY %main (p: f32[2,3]) -> f32[2,3] {\n  %p = f32[2,3]{1,0} parameter(0)\n"
            "  ROOT %n = f32[2,3]{1,0} negate(%p)\n}\n")
    ds = verify(hlotool.parse(text))
    assert [(d.code, d.severity) for d in ds] == [("V107", "warning")]
    ds = verify(hlotool.parse(text), layout_sensitive=True)
    assert [(d.code, d.severity) for d in ds] == [("V107", "error")]
    # a shape (not layout) mismatch stays an error either way
    assert codes(text.replace("(f32[2,3]{0,1})", "(f32[3,2]{0,1})")) == ["V107"]


# ----------------------------------------------------------------------------- issue 9: misses
def unary(op: str, t: str, out: str | None = None) -> str:
    return entry(f"  %p = {t}[4] parameter(0)\n  ROOT %r = {out or t}[4] {op}(%p)", f"p: {t}[4]", f"{out or t}[4]")


def binary(op: str, t: str, out: str | None = None) -> str:
    return entry(f"  %p = {t}[4] parameter(0)\n  %q = {t}[4] parameter(1)\n  ROOT %r = {out or t}[4] {op}(%p, %q)",
                 f"p: {t}[4], q: {t}[4]", f"{out or t}[4]")


# (opcode, arity, accepted types, rejected types): as jaxlib's XLA compiles them.
ELEMENT_CLASS_CASES = [
    ("sqrt", 1, ["f32", "bf16", "c64"], ["s32", "u32", "pred"]),
    ("exponential", 1, ["f16", "c128"], ["s8", "pred"]),
    ("log", 1, ["f64"], ["u32"]),
    ("floor", 1, ["f32"], ["c64", "s32"]),
    ("round-nearest-even", 1, ["f32"], ["c64"]),
    ("cbrt", 1, ["f32"], ["c64"]),
    ("erf", 1, ["f32"], ["c64", "s32"]),
    ("abs", 1, ["s32", "f32"], ["u32", "pred"]),
    ("sign", 1, ["s8", "f32", "c64"], ["u32", "pred"]),
    ("negate", 1, ["u32", "s32", "c64"], ["pred"]),
    ("not", 1, ["pred", "s32", "u8"], ["f32", "c64"]),
    ("popcnt", 1, ["s32", "u32"], ["pred", "f32"]),
    ("count-leading-zeros", 1, ["u8"], ["f16", "pred"]),
    ("atan2", 2, ["f32", "c64"], ["s32", "u32", "pred"]),
    ("and", 2, ["pred", "s32"], ["f32", "c64"]),
    ("xor", 2, ["u32"], ["bf16"]),
    ("shift-left", 2, ["s32"], ["f32", "pred"]),
    ("shift-right-logical", 2, ["u32"], ["f64"]),
    ("subtract", 2, ["s32", "c64"], ["pred"]),
    ("divide", 2, ["u32", "f32"], ["pred"]),
    ("power", 2, ["s32", "f32"], ["pred"]),
    ("remainder", 2, ["s32", "f32"], ["pred"]),
    ("add", 2, ["pred", "c64"], []),
]


@pytest.mark.parametrize("op,arity,good,bad", ELEMENT_CLASS_CASES, ids=[c[0] for c in ELEMENT_CLASS_CASES])
def test_element_type_classes(op, arity, good, bad):
    make = unary if arity == 1 else binary
    for t in good:
        assert codes(make(op, t)) == [], (op, t)
    for t in bad:
        assert codes(make(op, t)) == ["V201"], (op, t)


def test_element_type_classes_of_other_opcodes():
    assert codes(unary("is-finite", "f32", "pred")) == []
    assert codes(unary("is-finite", "s32", "pred")) == ["V201"]
    assert codes(unary("real", "s32", "s32")) == ["V201"]
    assert codes(binary("complex", "s32", "c64")) == ["V201"]
    chol = entry("  %p = {t}[3,3] parameter(0)\n  ROOT %r = {t}[3,3] cholesky(%p), lower=true", "p: {t}[3,3]",
                 "{t}[3,3]")
    assert codes(chol.replace("{t}", "c64")) == []
    assert codes(chol.replace("{t}", "s32")) == ["V201"]
    bn = entry("  %p = {t}[2,4] parameter(0)\n  %s = {t}[4] parameter(1)\n"
               "  ROOT %r = {t}[2,4] batch-norm-inference(%p, %s, %s, %s, %s), epsilon=0.001, feature_index=1",
               "p: {t}[2,4], s: {t}[4]", "{t}[2,4]")
    assert codes(bn.replace("{t}", "f32")) == []
    assert codes(bn.replace("{t}", "c64")) == ["V201"]
    sc = entry("  %p = {t}[4] parameter(0)\n  %q = u32[4] parameter(1)\n  ROOT %r = s8[4] stochastic-convert(%p, %q)",
               "p: {t}[4], q: u32[4]", "s8[4]")
    assert codes(sc.replace("{t}", "f32")) == []
    assert codes(sc.replace("{t}", "s32")) == ["V201"]
    bc = entry("  %p = c64[4] parameter(0)\n  ROOT %r = s64[4] bitcast-convert(%p)", "p: c64[4]", "s64[4]")
    assert codes(bc) == ["V201"]
    assert codes(bc.replace("s64[4]", "c64[4]")) == []


def test_start_indices_share_one_type():
    ds = entry("  %p = f32[8,8] parameter(0)\n  %i = s32[] parameter(1)\n  %j = {t}[] parameter(2)\n"
               "  ROOT %r = f32[2,2] dynamic-slice(%p, %i, %j), dynamic_slice_sizes={2,2}",
               "p: f32[8,8], i: s32[], j: {t}[]", "f32[2,2]")
    assert codes(ds.replace("{t}", "s32")) == []
    assert codes(ds.replace("{t}", "u32")) == ["V201"]
    dus = entry("  %p = f32[8,8] parameter(0)\n  %u = f32[2,2] parameter(1)\n  %i = s32[] parameter(2)\n"
                "  %j = {t}[] parameter(3)\n  ROOT %r = f32[8,8] dynamic-update-slice(%p, %u, %i, %j)",
                "p: f32[8,8], u: f32[2,2], i: s32[], j: {t}[]", "f32[8,8]")
    assert codes(dus.replace("{t}", "s32")) == []
    assert codes(dus.replace("{t}", "s64")) == ["V201"]


COMPOSITE = """%tanh_scale (a: f32[4]) -> f32[4] {
  %a = f32[4] parameter(0)
  ROOT %t = f32[4] tanh(%a)
}
"""


@pytest.mark.parametrize("attrs,ok", [
    ('composite.attributes={scale = 2.0 : f64},composite.name="my.tanh",composite.version="0"', True),
    ('composite.attributes={},composite.name="my.tanh",composite.version="3"', True),
    ('composite.attributes={},composite.version="0"', False),                     # no name
    ('composite.attributes={},composite.name="",composite.version="0"', False),   # empty name
    ('composite.attributes={},composite.name="my.tanh",composite.version="-1"', False),
    ('composite.attributes={},composite.name="my.tanh",composite.version="v2"', False),
    ('composite.attributes="",composite.name="my.tanh",composite.version="0"', False),
    # current XLA: attributes and version may be left out ({} and 0); jaxlib 0.10.2 still wanted both
    ('composite.name="my.tanh",composite.version="0"', True),                     # no attributes
    ('composite.attributes={},composite.name="my.tanh"', True),                   # no version
    ('composite.name="my.tanh"', True),                                           # neither
    ('composite.version="1"', False),                                             # no name
])
def test_composite_calls(attrs, ok):
    text = with_comps(COMPOSITE, "  %p = f32[4] parameter(0)\n  ROOT %c = f32[4] call(%p), to_apply=%tanh_scale, "
                                 f"is_composite=true, frontend_attributes={{{attrs}}}", "p: f32[4]", "f32[4]")
    assert codes(text) == ([] if ok else ["V112"])
    # without is_composite=true the attributes are just attributes
    assert codes(text.replace("is_composite=true, ", "")) == []


ASYNC = """%wrapped (x: f32[4]) -> f32[4] {
  %x = f32[4] parameter(0)
  ROOT %e = f32[4] exponential(%x)
}
"""


def test_async_computation_holds_one_instruction():
    body = ("  %p = f32[4] parameter(0)\n  %s = ((f32[4]), f32[4], s32[]) async-start(%p), calls=%wrapped\n"
            "  ROOT %d = f32[4] async-done(%s)")
    assert codes(with_comps(ASYNC, body, "p: f32[4]", "f32[4]")) == []
    two = ASYNC.replace("  ROOT %e = f32[4] exponential(%x)",
                        "  %n = f32[4] negate(%x)\n  ROOT %e = f32[4] exponential(%n)")
    assert codes(with_comps(two, body, "p: f32[4]", "f32[4]")) == ["V109"]


def test_in_place_collective_permute_offsets():
    body = ("  %p = f32[4] parameter(0)\n  %o = f32[8] parameter(1)\n  %z = s32[] constant(1)\n"
            "  %ti = (s32[]) tuple(%z)\n  %to = (s32[]) tuple(%z)\n"
            "  ROOT %r = f32[8] collective-permute(%p, %o, %ti, %to), source_target_pairs={{0,1},{1,0}}, "
            "slice_sizes={{3}}")
    good = entry(body, "p: f32[4], o: f32[8]", "f32[8]", header="HloModule m, replica_count=2")
    assert codes(good) == []
    # one index per buffer dimension
    assert codes(good.replace("%ti = (s32[]) tuple(%z)", "%ti = (s32[], s32[]) tuple(%z, %z)")) == ["V208"]
    # one slice moved: a source once
    assert codes(good.replace("{{0,1},{1,0}}", "{{0,1},{0,0}}")) == ["V110"]
    # two slices (a tuple of offset tuples): each id may appear twice
    two = (good.replace("%ti = (s32[]) tuple(%z)", "%a = (s32[]) tuple(%z)\n  %ti = ((s32[]), (s32[])) tuple(%a, %a)")
               .replace("%to = (s32[]) tuple(%z)", "%b = (s32[]) tuple(%z)\n  %to = ((s32[]), (s32[])) tuple(%b, %b)")
               .replace("{{0,1},{1,0}}", "{{0,1},{0,1},{1,0},{1,0}}"))
    assert codes(two) == []
    assert codes(two.replace("{{0,1},{0,1},{1,0},{1,0}}", "{{0,1},{0,1},{0,0},{1,0}}")) == ["V110"]


SEND = ("  %p = f32[4] parameter(0)\n  %t = token[] after-all()\n"
        "  %s = (f32[4], u32[], token[]) send(%p, %t), channel_id=1\n")


def test_send_recv_need_their_dones():
    good = entry(SEND + "  ROOT %d = token[] send-done(%s), channel_id=1", "p: f32[4]", "token[]")
    assert codes(good) == []
    # no send-done: XLA wants exactly one user
    assert codes(entry(SEND + "  ROOT %d = token[] after-all()", "p: f32[4]", "token[]")) == ["V109"]
    # the send-done on another channel, or not a host transfer as its send is
    assert codes(good.replace("send-done(%s), channel_id=1", "send-done(%s), channel_id=2")) == ["V109"]
    host = good.replace("send(%p, %t), channel_id=1", "send(%p, %t), channel_id=1, is_host_transfer=true")
    assert codes(host) == ["V109"]
    both = host.replace("send-done(%s), channel_id=1", "send-done(%s), channel_id=1, is_host_transfer=true")
    assert codes(both) == []


def test_pipelined_send_goes_through_a_tuple():
    # send -> tuple -> (a loop) -> get-tuple-element -> send-done: the pipelined form XLA allows
    good = entry(SEND + "  %tp = ((f32[4], u32[], token[])) tuple(%s)\n"
                 "  %g = (f32[4], u32[], token[]) get-tuple-element(%tp), index=0\n"
                 "  ROOT %d = token[] send-done(%g), channel_id=1", "p: f32[4]", "token[]")
    assert codes(good) == []
    # a send-done fed straight by a parameter is not one XLA accepts
    param = entry("  %g = (f32[4], u32[], token[]) parameter(0)\n  ROOT %d = token[] send-done(%g), channel_id=1",
                  "g: (f32[4], u32[], token[])", "token[]")
    assert codes(param) == ["V109"]


def test_unbounded_dimensions():
    assert codes(unary("negate", "f32").replace("f32[4]", "f32[<=4]")) == []
    assert codes(unary("negate", "f32").replace("f32[4]", "f32[?]")) == ["V209", "V209"]


# ----------------------------------------------------------------------------- --layout-sensitive
def ls_codes(text):
    return codes(text, layout_sensitive=True)


@pytest.mark.parametrize("line,result", [
    ("ROOT %r = f32[2,3]{0,1} slice(%p), slice={[0:2], [0:3]}", "f32[2,3]"),
    ("ROOT %r = f32[4,3]{0,1} concatenate(%p, %p), dimensions={0}", "f32[4,3]"),
    ("%z = f32[] constant(0)\n  ROOT %r = f32[3,3]{0,1} pad(%p, %z), padding=0_1x0_0", "f32[3,3]"),
    ("ROOT %r = f32[2,3]{0,1} reverse(%p), dimensions={0}", "f32[2,3]"),
])
def test_layout_keeping_opcodes(line, result):
    text = entry(f"  %p = f32[2,3]{{1,0}} parameter(0)\n  {line}", "p: f32[2,3]", result)
    assert codes(text) == []
    assert ls_codes(text) == ["V302"]
    assert ls_codes(text.replace("{0,1} ", "{1,0} ")) == []


def test_copy_start_and_done_keep_the_layout():
    good = entry("  %p = f32[2,3]{1,0} parameter(0)\n"
                 "  %s = (f32[2,3]{1,0:S(1)}, f32[2,3]{1,0}, u32[]) copy-start(%p)\n"
                 "  ROOT %d = f32[2,3]{1,0:S(1)} copy-done(%s)", "p: f32[2,3]", "f32[2,3]")
    assert ls_codes(good) == []
    # a transposing copy-start (its copy-done then pairs buffers of two layouts)
    assert ls_codes(good.replace("(f32[2,3]{1,0:S(1)}, f32[2,3]{1,0}", "(f32[2,3]{0,1:S(1)}, f32[2,3]{1,0}")) == \
        ["V302", "V302"]
    assert ls_codes(good.replace("ROOT %d = f32[2,3]{1,0:S(1)}", "ROOT %d = f32[2,3]{1,0}")) == ["V302"]


def test_host_offloading_memory_spaces():
    ds = entry("  %p = f32[8,3]{1,0{s}} parameter(0)\n  %i = s32[] parameter(1)\n"
               "  ROOT %r = f32[2,3]{1,0{d}} dynamic-slice(%p, %i, %i), dynamic_slice_sizes={2,3}",
               "p: f32[8,3], i: s32[]", "f32[2,3]")
    assert ls_codes(ds.replace("{s}", ":S(5)").replace("{d}", "")) == []       # host -> device: a prefetch
    assert ls_codes(ds.replace("{s}", "").replace("{d}", ":S(5)")) == ["V302"]  # device -> host
    assert ls_codes(ds.replace("{s}", ":S(1)").replace("{d}", "")) == ["V302"]  # out of fast memory
    copy = entry("  %p = f32[2,3]{1,0:S(5)} parameter(0)\n  ROOT %r = f32[2,3]{0,1} copy(%p)", "p: f32[2,3]",
                 "f32[2,3]")
    assert ls_codes(copy) == ["V302"]                                            # host -> device transposes
    assert ls_codes(copy.replace("{0,1} copy", "{1,0} copy")) == []


def test_must_alias_buffers_agree_on_memory_space():
    text = ("HloModule m, input_output_alias={ {}: (0, {}, must-alias) }, "
            "entry_computation_layout={(f32[4]{0:S(1)})->f32[4]{0}}\n\n"
            "ENTRY %main (p: f32[4]) -> f32[4] {\n  %p = f32[4]{0} parameter(0)\n  ROOT %n = f32[4]{0} negate(%p)\n}\n")
    assert codes(text) == []
    assert ls_codes(text) == ["V108"]
    assert ls_codes(text.replace("must-alias", "may-alias")) == []
    assert ls_codes(text.replace("{0:S(1)}", "{0}")) == []


@pytest.mark.parametrize("name", ["composite.hlo", "async_wrapped.hlo"])
def test_mutation_suite_sources_verify_clean(name):
    # the bases scripts/mutate.py --verifier mutates must themselves be valid
    path = ROOT / "tests" / "verify_mutations" / "sources" / name
    assert verify(hlotool.parse_file(path), layout_sensitive=True) == []
