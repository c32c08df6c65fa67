"""One passing and one failing module per verifier rule (hand-written, no jax)."""
from __future__ import annotations

import pytest

import hlotool
from hlotool.verify import verify


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
    from hlotool.verify import SHAPE_RULES
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
