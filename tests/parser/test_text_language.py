"""The parser: every construct of the text language, and its errors."""
import numpy as np
import pytest

import hlotool
from hlotool.ir import (
    BackendConfig,
    Braced,
    CompRef,
    ConvDimLabels,
    IotaList,
    PaddingConfig,
    ProgramShape,
    SliceSpec,
    Window,
)
from hlotool.ir.shape import COMBINE_DIM, UNBOUNDED
from hlotool.sharding.model import Sharding
from support.hlo_texts import FULL, PATHOLOGICAL
from support.xla_oracle import xla_print


@pytest.fixture(scope="module")
def full():
    return hlotool.parse(FULL, filename="full.hlo")


def test_header_attributes(full):
    assert full.name == "full_module"
    a = full.attrs
    assert a["is_scheduled"] is True and a["replica_count"] == 1 and a["num_partitions"] == 2
    assert isinstance(a["entry_computation_layout"], ProgramShape)
    assert a["entry_computation_layout"].parameters[0].to_text() == "f32[4,8]{1,0}"
    assert a["allow_spmd_sharding_propagation_to_parameters"] == Braced((True, False))
    assert a["frontend_attributes"].get("attr_b") == "x"


def test_stack_frame_tables(full):
    sf = full.stack_frames
    assert sf.file_names == {1: "a.py", 2: 'b "quoted".py'}
    assert sf.function_names == {1: "<module>"}
    assert sf.file_locations[1].get("end_column") == 27
    assert sf.stack_frames[1].get("parent_frame_id") == 1


def test_computations_and_entry(full):
    assert [c.name for c in full.computations] == ["add", "cond", "body", "main.1"]
    assert full.entry.name == "main.1"
    assert full.computation("body").execution_thread == "main"
    assert full.computation("add").signature[0][0][0] == "x"
    assert full.computation("cond").root.name == "lt"


def test_instructions_and_graph(full):
    main = full.entry
    r = main.instruction("r")
    assert r.opcode == "reduce" and r.attrs["dimensions"] == (1,)
    assert r.attrs["to_apply"] == CompRef("add")
    assert r.called_computations[0] is full.computation("add")
    assert [o.name for o in r.operands] == ["p0", "c"]
    assert main.instruction("pad") in r.users
    assert r.loc.line == FULL.splitlines().index("  %r = f32[4]{0} reduce(%p0, %c), dimensions={1}, to_apply=%add") + 1
    assert r.loc.column == 3
    add = full.computation("add").root
    assert [s.to_text() for s in add.operand_shapes] == ["f32[]", "f32[]"]
    loop = main.instruction("loop")
    assert [c.name for c in loop.called_computations] == ["cond", "body"]
    assert main.root.name == "out"


def test_shapes_and_layouts(full):
    main = full.entry
    t = main.instruction("tile").shape
    assert t.layout.tiles == ((8, 128), (2, 1)) and t.layout.element_size_bits == 32
    assert t.layout.memory_space == 1
    d = main.instruction("dyn").shape
    assert d.dims == (4, UNBOUNDED) and d.dynamic == (True, True)
    assert main.instruction("w").shape.to_text() == "(s32[], f32[4])"
    s = hlotool.parse("ENTRY e {\n ROOT p = f32[2,3]{1,0:T(2,*)} parameter(0)\n}").entry.root.shape
    assert s.layout.tiles == ((2, COMBINE_DIM),)


def test_attribute_kinds(full):
    main = full.entry
    p0 = main.instruction("p0")
    sh = p0.attrs["sharding"]
    assert isinstance(sh, Sharding) and sh.iota == IotaList((2, 1, 2), (2, 2), (1, 0))
    assert sh.last_tile_dim_replicate
    assert main.instruction("p1").attrs["sharding"] == Sharding("maximal", device=0)
    tup = main.instruction("w").attrs["sharding"]
    assert [e.kind for e in tup.elements] == ["replicated", "manual"]
    conv = main.instruction("conv")
    w = conv.attrs["window"]
    assert isinstance(w, Window) and [d.size for d in w.dims] == [2, 2] and w.dims[0].stride == 2
    assert conv.attrs["dim_labels"] == ConvDimLabels("b01f_01io->b01f")
    assert main.instruction("pad").attrs["padding"] == PaddingConfig(((1, 1, 0),))
    assert main.instruction("s").attrs["slice"] == SliceSpec(((0, 6, 2),))
    assert main.instruction("ar").attrs["replica_groups"] == IotaList((1, 2), (2,))
    assert main.instruction("cp").attrs["source_target_pairs"] == ((0, 1), (1, 0))
    cc = main.instruction("cc")
    assert cc.attrs["custom_call_target"] == "my_target"
    assert cc.attrs["backend_config"] == BackendConfig("{uplo = 76 : ui8}", "braced")
    assert cc.attrs["control-predecessors"] == ("ar",)
    assert main.instruction("cs").attrs["backend_config"] == BackendConfig('some "string"', "string")
    assert main.instruction("loop").attrs["backend_config"].text == '{"known_trip_count":{"n":"10"}}'
    assert p0.attrs["metadata"].get("stack_frame_id") == 1


def test_literals(full):
    main = full.entry
    v = main.instruction("nanc").literal.value
    assert np.isnan(v[:3]).all() and np.signbit(v[1]) and v[3] == -np.inf
    assert v.view(np.uint32)[2] == 0x7F800001
    assert main.instruction("cplx").literal.value.tolist() == [1 - 2j, 0.5 + 3j]
    t = main.instruction("tup").literal.value
    assert float(t[0]) == 1.5 and t[1].tolist() == [True, False]
    assert main.instruction("big").literal.value.dtype.name == "bfloat16"
    assert main.instruction("el").literal.elided


@pytest.mark.parametrize("ptype", ["pred", "s2", "s4", "s8", "s16", "s32", "s64", "u1", "u2", "u4", "u8", "u16",
                                   "u32", "u64", "f16", "bf16", "f32", "f64", "f8e5m2", "f8e4m3", "f8e4m3fn",
                                   "f8e4m3b11fnuz", "f8e3m4", "f8e5m2fnuz", "f8e4m3fnuz", "f8e8m0fnu",
                                   "f4e2m1fn", "c64", "c128"])
def test_every_primitive_type(ptype):
    val = {"pred": "{true, false}", "c64": "{(1, 2), (3, 4)}", "c128": "{(1, 2), (3, 4)}",
           "u1": "{1, 0}", "s2": "{1, -1}", "f8e8m0fnu": "{1, 2}"}.get(ptype, "{1, 0}" if "f" not in ptype else "{1, 0.5}")
    m = hlotool.parse(f"ENTRY e {{\n  ROOT c = {ptype}[2] constant({val})\n}}")
    lit = m.entry.root.literal
    assert lit.value.shape == (2,)
    assert hlotool.parse(hlotool.format(m)) == m


def test_headerless_and_unprefixed():
    m = hlotool.parse("c1 {\n  a = f32[] parameter(0)\n  ROOT n = f32[] negate(a)\n}\n")
    assert m.entry.name == "c1" and not m.has_header and m.name == "module_c1"   # XLA's name
    out = hlotool.format(m)
    assert out.startswith("HloModule module_c1\n")
    assert hlotool.parse(out) == m and hlotool.format(hlotool.parse(out)) == out


def test_headerless_printing_matches_xla(xla):
    text = "a {\n  ROOT c = f32[] constant(1)\n}\nENTRY b {\n  ROOT d = f32[] constant(2)\n}\n"
    assert xla_print(xla, hlotool.format(hlotool.parse(text))) == xla_print(xla, text)


def test_unknown_opcode_is_accepted_and_reported(tmp_path):
    p = tmp_path / "u.hlo"
    p.write_text("ENTRY e {\n  a = f32[] parameter(0)\n  ROOT n = f32[] frobnicate(a)\n}\n")
    m = hlotool.parse_file(p)
    assert m.entry.root.opcode == "frobnicate"


def test_big_constant_decoded_with_numpy():
    n = 200_000
    text = "ENTRY e {\n  ROOT c = f32[%d] constant({%s})\n}\n" % (n, ", ".join(str(i * 0.5) for i in range(n)))
    m = hlotool.parse(text)
    v = m.entry.root.literal.value
    assert v.shape == (n,) and v[-1] == (n - 1) * 0.5


@pytest.mark.parametrize("text, line, col, needle", [
    ("HloModule m\nENTRY e {\n  p = f32[2] parameter(0)\n  ROOT a = f32[2] add(p p)\n}\n", 4, 25, "found 'p'"),
    ("HloModule m\nENTRY e {\n  ROOT p = f33[2] parameter(0)\n}\n", 3, 12, "unknown element type 'f33'"),
    ("HloModule m\nENTRY e {\n  ROOT a = f32[2] negate(q)\n}\n", 3, 3, "operand 'q'"),
    ("HloModule m\nENTRY e {\n  ROOT c = f32[2] constant({1,2,3})\n}\n", 3, 28, "3 elements"),
    ("HloModule m\nENTRY e {\n  a = f32[2] negate(b)\n  ROOT b = f32[2] parameter(0)\n}\n", 3, 3,
     "used before it is defined"),
    ("HloModule m\nENTRY e {\n  p = f32[2] parameter(0)\n  ROOT r = f32[] reduce(p, p), to_apply=nope\n}\n", 4, 3,
     "computation 'nope' is not defined"),
    ("HloModule m\nENTRY e {\n  p = f32[2] parameter(0)\n  ROOT n = f32[2] negate(p), sharding={replicated}, sharding={replicated}\n}\n",
     4, 53, "more than once"),
    ("HloModule m\nENTRY e {\n  p = f32[2] parameter(0)\n", 3, 26, "end of input"),
    ("HloModule m\nENTRY e {\n  ROOT c = s8[1] constant({300})\n}\n", 3, 27, "out of range"),
    # A layout names every dimension (XLA: "Dimensions size is 1, but minor to major size is 0").
    ("HloModule m, entry_computation_layout={(f32[3]{:})->f32[3]{0}}\nENTRY e {\n  ROOT p = f32[3] parameter(0)\n}\n",
     1, 41, "its layout's minor_to_major has 0"),
    ("HloModule m\nENTRY e {\n  ROOT p = f32[3,2]{0} parameter(0)\n}\n", 3, 12, "has 2 dimension(s)"),
    # Escapes that absl::CUnescape, and so XLA's lexer, rejects.
    ("HloModule m\nENTRY e {\n  ROOT p = f32[] parameter(0), backend_config=\"a\\x\"\n}\n", 3, 49, "\\x without hex"),
    ("HloModule m\nENTRY e {\n  ROOT p = f32[] parameter(0), metadata={op_name=\"\\q\"}\n}\n", 3, 51,
     "unknown escape sequence"),
    ("HloModule m\nENTRY e {\n  ROOT p = f32[] parameter(0), frontend_attributes={a=\"\\777\"}\n}\n", 3, 32,
     "above 0xff"),
])
def test_syntax_errors(text, line, col, needle):
    with pytest.raises(hlotool.HloSyntaxError) as ei:
        hlotool.parse(text, filename="bad.hlo")
    e = ei.value
    assert (e.file, e.line, e.column) == ("bad.hlo", line, col), str(e)
    assert needle in e.message
    assert str(e).startswith(f"bad.hlo:{line}:{col}: error: ")


INLINE = """HloModule inline
ENTRY e {
  x = f32[2,3] parameter(0)
  z = f32[] constant(0)
  r = f32[] reduce(x, z), dimensions={0,1}, to_apply={
    p0 = f32[] parameter(0)
    p1 = f32[] parameter(1)
    ROOT s = f32[] add(p0, p1)
  }
  r2 = f32[] reduce(x, z), dimensions={0,1}, to_apply={
    a = f32[] parameter(0)
    b = f32[] parameter(1)
    ROOT m = f32[] maximum(a, b)
  }
  e = f32[2,3] add(f32[2,3] exponential(f32[2,3] exponential(x)), f32[2,3] broadcast(f32[] constant(1)))
  p = multiply(x, e)
  c = compare(x, p), direction=LT
  t = tuple(r, r2, c)
  g = get-tuple-element(t), index=2
}
"""


def test_inline_computations_nested_operands_and_inferred_shapes():
    m = hlotool.parse(INLINE)
    # Inline computations are named as XLA names them and come before their user.
    assert [c.name for c in m.computations] == ["_", "_.1", "e"]
    r, r2 = m.entry.instruction("r"), m.entry.instruction("r2")
    assert r.called_computations[0].root.opcode == "add"
    assert r2.attrs["to_apply"] == CompRef("_.1")
    # Nested operands become instructions of their own, innermost first, named `<opcode>.anon`.
    names = [i.name for i in m.entry]
    assert names.index("exponential.anon") < names.index("exponential.anon.1") < names.index("e")
    assert m.entry.instruction("exponential.anon.1").operand_names == ("exponential.anon",)
    assert m.entry.instruction("e").operand_names == ("exponential.anon.1", "broadcast.anon")
    assert m.entry.instruction("broadcast.anon").operand_names == ("constant.anon",)
    # Shapes left out are inferred where XLA infers them.
    assert m.entry.instruction("p").shape.to_text() == "f32[2,3]"
    assert m.entry.instruction("c").shape.to_text() == "pred[2,3]"
    assert m.entry.instruction("t").shape.to_text() == "(f32[], f32[], pred[2,3])"
    assert m.entry.instruction("g").shape.to_text() == "pred[2,3]"
    assert m.entry.root.name == "g"            # no ROOT: the last instruction
    # The printed form reparses to the same IR.
    assert hlotool.parse(hlotool.format(m)) == m


@pytest.mark.parametrize("line,needle", [
    ("r = reshape(x)", "cannot infer the shape of 'r' (reshape)"),
    ("r = f32[] add(constant(1), x)", "a constant needs its shape"),
])
def test_shapes_that_cannot_be_inferred(line, needle):
    text = "HloModule m\nENTRY e {\n  x = f32[2,3] parameter(0)\n  " + line + "\n}\n"
    with pytest.raises(hlotool.HloSyntaxError) as e:
        hlotool.parse(text)
    assert needle in e.value.message and e.value.line == 4


def test_inline_forms_print_as_xla_prints_them(xla):
    ours = hlotool.format(hlotool.parse(INLINE))
    assert xla_print(xla, ours) == xla_print(xla, INLINE)


# Where each pathological input fails and what the parser says there (line, column, message).
PATHOLOGICAL_ERRORS = {
    "unclosed metadata of a=b=b=...": (4, 2, "expected ',', '}' or ROOT, found end of input"),
    "metadata without separators": (4, 2, "expected ',', '}' or ROOT, found end of input"),
    "unclosed braces in attributes": (4, 2, "expected an attribute like key=value, ',', sizes like 3x3, dim labels "
                                            "like b01f_01io->b01f, a number, an integer or ..., found end of input"),
    "attributes then junk": (3, 231, "expected ',', '}' or ROOT, found 'x'"),
    "unclosed signature": (2, 404, "expected a parameter 'name: shape', found end of input"),
    "unclosed backend_config": (3, 47, "expected a braced value or a string, found '{'"),
    "unclosed operand list": (4, 1, "expected constant(, an integer, '(', a name or a shape like f32[2,3], "
                                    "found '}'"),
}


def test_every_pathological_input_has_its_expected_error():
    assert set(PATHOLOGICAL_ERRORS) == set(PATHOLOGICAL)


@pytest.mark.parametrize("name", list(PATHOLOGICAL))
def test_pathological_input_is_a_syntax_error_where_it_goes_wrong(name):
    """Inputs that make a backtracking regular expression explode end in a syntax error at the place the input
    goes wrong, saying what was expected there (how fast, in milliseconds where 2 s is the limit, is
    bench/timing_guards.py's to measure)."""
    with pytest.raises(hlotool.HloSyntaxError) as e:
        hlotool.parse("HloModule m\n" + PATHOLOGICAL[name])
    assert (e.value.line, e.value.column, e.value.message) == PATHOLOGICAL_ERRORS[name]


INFERRED = """HloModule inferred
add {
  a = f32[] parameter(0)
  b = f32[] parameter(1)
  ROOT c = f32[] add(a, b)
}
ENTRY e {
  x = f32[2,3] parameter(0)
  z = f32[] constant(0)
  d = dot(x, x), lhs_contracting_dims={1}, rhs_contracting_dims={1}
  t = transpose(x), dimensions={1,0}
  r = reduce(x, z), dimensions={0}, to_apply=add
  c = concatenate(x, x), dimensions={0}
  p = pad(x, z), padding=0_0x1_2
  s = is-finite(x)
  m = map(x, x), dimensions={0,1}, to_apply=add
  ROOT out = tuple(d, t, r, c, p, s, m)
}
"""


def test_shapes_inferred_by_the_verifier_rules(xla):
    m = hlotool.parse(INFERRED)
    got = {i.name: i.shape.to_text() for i in m.entry}
    assert got["d"] == "f32[2,2]" and got["t"] == "f32[3,2]{0,1}" and got["r"] == "f32[3]"
    assert got["c"] == "f32[4,3]" and got["p"] == "f32[2,6]" and got["s"] == "pred[2,3]"
    assert got["m"] == "f32[2,3]"
    assert xla_print(xla, hlotool.format(m)) == xla_print(xla, INFERRED)


@pytest.mark.parametrize("name", ["inf", "nan", "true", "false", "s1", "f32"])
def test_type_names_and_keywords_are_not_instruction_names(name):
    # XLA's lexer reads these as types or keywords ("expects name").
    text = f"HloModule m\nENTRY e {{\n  {name} = f32[] parameter(0)\n  ROOT r = f32[] negate({name})\n}}\n"
    with pytest.raises(hlotool.HloSyntaxError) as e:
        hlotool.parse(text)
    assert f"illegal instruction name '{name}'" in e.value.message and (e.value.line, e.value.column) == (3, 3)


@pytest.mark.parametrize("name", ["inf", "nan", "true", "false", "ENTRY", "ROOT"])
def test_keywords_with_percent_are_names(xla, name):
    # With '%' XLA's lexer reads a name, so XLA accepts these (but never `%f32`).
    text = f"HloModule m\nENTRY e {{\n  %{name} = f32[] parameter(0)\n  ROOT %r = f32[] negate(%{name})\n}}\n"
    m = hlotool.parse(text)
    assert m.entry.instructions[0].name == name
    out = hlotool.format(m)
    assert hlotool.parse(out) == m
    assert xla_print(xla, out) == xla_print(xla, text)


def test_percent_type_name_is_not_an_instruction_name():
    with pytest.raises(hlotool.HloSyntaxError, match="illegal instruction name 'f32'"):
        hlotool.parse("HloModule m\nENTRY e {\n  ROOT %f32 = f32[] parameter(0)\n}\n")


@pytest.mark.parametrize("word", ["%true", "%false", "%inf", "%nan"])
def test_keyword_spelled_as_name_stays_a_name(word):
    # `%true` as a value is a name, not the bool: it must print back with its '%'. (An unknown
    # opcode: the attributes of known ones are checked against XLA's schema.)
    text = f"HloModule m\nENTRY e {{\n  ROOT p = f32[] my-op(), custom_attr={word}, other={{{word}, x}}\n}}\n"
    m = hlotool.parse(text)
    out = hlotool.format(m)
    assert f"custom_attr={word}" in out and hlotool.parse(out) == m


def test_lone_percent_is_not_a_value():
    with pytest.raises(hlotool.HloSyntaxError):
        hlotool.parse("HloModule m\nENTRY e {\n  ROOT p = s32[] parameter(0), index=%\n}\n")


def test_inline_computation_only_under_a_computation_key():
    text = ("HloModule m\nENTRY e {\n  x = f32[2] parameter(0)\n  z = f32[] constant(0)\n"
            "  ROOT r = f32[] reduce(x, z), dimensions={0}, to_appy={\n"
            "    a = f32[] parameter(0)\n    b = f32[] parameter(1)\n    ROOT s = f32[] add(a, b)\n  }\n}\n")
    with pytest.raises(hlotool.HloSyntaxError, match="'to_appy' cannot hold an inline computation") as e:
        hlotool.parse(text)
    assert e.value.line == 5
    assert hlotool.parse(text.replace("to_appy", "to_apply")).entry.root.opcode == "reduce"


def _as_the_grammar_takes_it(text: str):
    """Parse `text` with the fast paths and with the grammar alone: the same module (returned: fast, grammar's), or
    the same error at the same position (returned: None)."""
    from hlotool.parser import parse_without_fast_paths
    try:
        slow = parse_without_fast_paths(text)
    except hlotool.HloSyntaxError as e:
        with pytest.raises(hlotool.HloSyntaxError) as fast:
            hlotool.parse(text)
        assert (fast.value.line, fast.value.column, str(fast.value)) == (e.line, e.column, str(e))
        return None
    fast = hlotool.parse(text)
    assert fast == slow
    return fast, slow


_PLAIN_COMPUTATION = "%add.1 (a: f32[], b: f32[]) -> f32[] {\n  %a = f32[] parameter(0)\n  %b = f32[] parameter(1)\n" \
                     "  ROOT %s = f32[] add(%a, %b)\n}"
_ENTRY = "ENTRY %e (x: f32[2]) -> f32[] {\n  %x = f32[2] parameter(0)\n  %z = f32[] constant(0)\n" \
         "  ROOT %r = f32[] reduce(%x, %z), dimensions={0}, to_apply=%add.1\n}\n"


@pytest.mark.parametrize("between, thread", [
    ("\n\n", None),                                                    # the whole computation in one step
    (', execution_thread="host"\n\n', "host"),                          # attributes after `}`: the grammar's
    ('\n  , execution_thread="host"\n\n', "host"),                       # ... also on the next line
    ("  // a comment\n\n", None),
])
def test_whole_computations_are_taken_as_the_grammar_takes_them(between, thread):
    """A computation of plain lines is built in one step (parser.driver._fast_computation); anything else about it
    is left to the grammar. Both ways give the same IR, source positions included."""
    from hlotool.parser import parse_without_fast_paths
    text = "HloModule m\n\n" + _PLAIN_COMPUTATION + between + _ENTRY
    fast, slow = hlotool.parse(text), parse_without_fast_paths(text)
    assert fast == slow and fast.computation("add.1").execution_thread == thread
    assert [(c.name, c.loc) for c in fast.computations] == [(c.name, c.loc) for c in slow.computations]
    assert [i.loc for i in fast.instructions()] == [i.loc for i in slow.instructions()]


@pytest.mark.parametrize("entry", [
    "ENTRY %e (x: f32[2]) -> f32[] {", "ENTRY e (x: f32[2]) -> f32[] {", "ENTRY\t%e (x: f32[2])->f32[] {",
    "ENTRY (x: f32[2]) -> f32[] {", "ENTRY ENTRY (x: f32[2]) -> f32[] {", "ENTRY %e (x: f32[2]) -> f32[] { // c",
])
def test_entry_computations_are_taken_as_the_grammar_takes_them(entry):
    _as_the_grammar_takes_it("HloModule m\n\n" + _PLAIN_COMPUTATION + "\n\n"
                             + _ENTRY.replace("ENTRY %e (x: f32[2]) -> f32[] {", entry))


@pytest.mark.parametrize("change, line, message", [
    (("%b = f32[] parameter(1)", "%b = f32[] parameter(1)\n  %b = f32[] negate(%a)"), 6, "defined twice"),
    (("add(%a, %b)", "add(%a, %c)"), 6, "'c' of 's' is not defined"),
    (("%add.1 (", "f32 ("), 12, "computation 'add.1' is not defined"),     # (a type's name: the grammar's NAME)
    (("f32[] parameter(1)", "f32[] parameter(1),"), 6, "expected an attribute"),
    (("%add.1 (a: f32[], b: f32[]) -> f32[] {", "%add.1 (a: f32[], b: f32[]) -> f32[] {}"), 3, "no instructions"),
])
def test_errors_in_a_plain_computation_are_the_grammars(change, line, message):
    from hlotool.parser import parse_without_fast_paths
    text = "HloModule m\n\n" + _PLAIN_COMPUTATION.replace(*change) + "\n\n" + _ENTRY
    with pytest.raises(hlotool.HloSyntaxError, match=message) as fast:
        hlotool.parse(text)
    with pytest.raises(hlotool.HloSyntaxError) as slow:
        parse_without_fast_paths(text)
    assert (fast.value.line, fast.value.column, str(fast.value)) == (slow.value.line, slow.value.column,
                                                                     str(slow.value))
    assert fast.value.line == line


@pytest.mark.parametrize("window", [
    "{size=3x3 stride=2x2 pad=0_1x1_0}", "{size=32}", "{size=2x2 pad=-1_2x0_0 lhs_dilate=2x1 rhs_dilate=1x2}",
    "{size=3x3 rhs_reversal=1x0}", "{size=3x3 pad=1_1_1x0_0}", "{size=3x3 stride=2x2}"])
def test_plain_lines_take_windows_as_the_grammar_does(window):
    """A window's fields on a plain line are typed by the fast path as the grammar types them (PADDING, DIMS, INT),
    then decoded by the same decoder; a field the window does not take is the decoder's error either way."""
    rank = window.split()[0].count("x") + 1
    dims = ",".join(["8"] * rank)
    text = (f"HloModule m\nadd {{\n  a = f32[] parameter(0)\n  b = f32[] parameter(1)\n  ROOT s = f32[] add(a, b)\n}}\n"
            f"ENTRY e {{\n  x = f32[{dims}] parameter(0)\n  z = f32[] constant(0)\n"
            f"  ROOT r = f32[{dims}] reduce-window(x, z), window={window}, to_apply=add, metadata={{op_name=\"w\"}}\n}}\n")
    both = _as_the_grammar_takes_it(text)
    if both:
        fast, slow = both
        assert fast.entry.root.attrs["window"] == slow.entry.root.attrs["window"]


_TABLES = ('FileNames\n1 "a.py"\n2 "b\\"c.py"\n\nFunctionNames\n1 "f"\n\nFileLocations\n'
           '1 {file_name_id=1 function_name_id=1 line=3 end_line=3 column=1 end_column=9}\n2 {file_name_id=2}\n\n'
           'StackFrames\n1 {file_location_id=1 parent_frame_id=0}\n2 {file_location_id=2 parent_frame_id=1}\n\n')


@pytest.mark.parametrize("change", [
    ("", ""),                                                            # taken whole, an entry a line
    ('2 "b', "\n2 \"b"),                                                  # a blank line between entries
    ('1 "f"', "1 'f'"),                                                  # single quotes: the grammar's
    ("2 {file_name_id=2}", '2 {file_name_id=2 note="x"}'),               # a field that is not an integer
    ("parent_frame_id=0}\n", "parent_frame_id=0} 3 {file_location_id=1}\n"),   # two entries on a line
    ('1 "a.py"', '1 "a\\q.py"'),                                        # an escape C does not have: an error
])
def test_stack_frame_tables_are_taken_as_the_grammar_takes_them(change):
    """The tables of a jax dump are taken whole where every entry is plain (parser.driver._fast_table); anything
    else about them is the grammar's, errors included."""
    text = ("HloModule m\n\n" + _TABLES.replace(*change) + "ENTRY e {\n  ROOT p = f32[] parameter(0), "
            'metadata={op_name="p" stack_frame_id=2}\n}\n')
    both = _as_the_grammar_takes_it(text)
    if both:
        fast, slow = both
        assert fast.stack_frames == slow.stack_frames
        assert fast.stack_frames.file_names[1] == "a.py"
        assert fast.stack_frames.stack_frames[2].get("parent_frame_id") == 1


@pytest.mark.parametrize("value", ['{_xla_stream_annotation="1"}', '{a="x", b="{y}"}', '{}', '{a=}'])
def test_plain_lines_take_frontend_attributes_as_the_grammar_does(value):
    text = f'HloModule m\nENTRY e {{\n  ROOT p = f32[] parameter(0), frontend_attributes={value}, metadata={{op_name="p"}}\n}}\n'
    _as_the_grammar_takes_it(text)


@pytest.mark.parametrize("attrs", [
    ", is_scheduled=true, entry_computation_layout={(f32[2]{0}, /*index=1*/(s32[], f32[2]{0}))->(f32[2]{0}, s32[])}",
    ", entry_computation_layout={()->f32[2]{0:T(128)S(1)}}, num_partitions=2, replica_count=1",
    ', frontend_attributes={xla.sdy.meshes={mesh = #sdy.mesh<["x"=2]>}}, allow_spmd_sharding_propagation_to_output={true}',
    ", input_output_alias={ {0}: (0, {}, may-alias) }",                  # not plain: the grammar's
    ", num_partitions=2, num_partitions=2",                              # an error, at the same place
    ", entry_computation_layout={(f32[2]{0})->f32[2]{0}}, bogus_key=1",  # an error, at the same place
    ":, is_scheduled=true",                                              # `name:`: the grammar's
])
def test_the_header_is_taken_as_the_grammar_takes_it(attrs):
    """The header line is taken in one step where it is plain (PlainLines.fast_header); both ways give the same
    module, or the same error at the same position."""
    text = f"HloModule m{attrs}\n\nENTRY e {{\n  p = f32[2] parameter(0)\n  ROOT n = f32[2] negate(p)\n}}\n"
    both = _as_the_grammar_takes_it(text)
    if both:
        fast, slow = both
        assert fast.attrs == slow.attrs and fast.name == slow.name


@pytest.mark.parametrize("attr", [
    "sharding={devices=[2,1,2]<=[4] last_tile_dim_replicate}", "sharding={{replicated}, {maximal device=0}}",
    "sharding={devices=[2,2]0,2,1,3}", "sharding={mesh['x'=2,'y'=2], [{'x'}, {}]}",
    "replica_groups=[2,2]<=[4]", "replica_groups={{0,2},{1,3}}", "replica_groups=[2,2]<=[2,2]T(1,0)",
    "sharding={devices=[2,2]<=[5]}",                  # an iota of the wrong size (the verifier says so)
    "sharding={devices=[2,2]<=}",                     # no value the grammar takes: its error
    "replica_groups=[2,2]<=[4] extra",                # not one value: the grammar's line
    "sharding={devices=[2,2]<=[4]}, sharding={replicated}",     # given twice
    "no_such_attribute=[1,2]",                        # not one of all-gather's
    "sharding={{{{replicated}}}}",                    # nested deeper than the fast lines look
    "replica_groups=mesh['x'=2,'y'=2] {'x'}",         # a blank before braces: still one value
    "replica_groups=mesh['x'=2,'y'=2], device_ids=([2,2]T(1,0)) {'x','y'}",   # a comma too: never cut there
])
def test_other_attribute_values_are_the_grammars(attr):
    """A value the fast lines delimit but do not type is typed by the grammar (hlotool.parser.grammar_value, once
    per text), then checked against the opcode as any other; what is not so plain, or wrong, is the grammar's line,
    and its error is reported where the grammar reports it."""
    text = ("HloModule m, num_partitions=4\n\nENTRY e {\n  p = f32[4,8] parameter(0)\n"
            f'  ROOT c = f32[8,8] all-gather(p), dimensions={{0}}, {attr}, metadata={{op_name="c"}}\n}}\n')
    _as_the_grammar_takes_it(text)


def test_grammar_values_are_shared_only_when_immutable():
    from hlotool.parser import grammar_value
    a = grammar_value("replica_groups", "{{0,2},{1,3}}")
    assert a == ((0, 2), (1, 3)) and grammar_value("replica_groups", "{{0,2},{1,3}}") is a
    assert grammar_value("sharding", "{devices=[2,2]<=}") is None         # no value the grammar takes
    assert grammar_value("dim_labels", "b01f_01io->b01f").parts == ("b01f", "01io", "b01f")


def test_fast_path_types_braced_words_as_the_grammar_does():
    # {true} is a bool list, {inf} a float list, {%a, b} names: the same from the whole-line fast
    # path as from the grammar.
    from hlotool.parser import parse_without_fast_paths
    text = ("HloModule m\nENTRY e {\n  ROOT a = (f32[], f32[]) my-op(), "
            "parameter_replication={false,true}, x_attr={inf, y, %z}\n}\n")
    fast = hlotool.parse(text)
    assert fast == parse_without_fast_paths(text)
    assert fast.entry.root.attrs["parameter_replication"].items == (False, True)
    assert "parameter_replication={false,true}" in hlotool.format(fast)


@pytest.mark.parametrize("meta", ['op_name="jit(f)/sub stack_frame_id=15', 'op_name=jit(f)/sub" stack_frame_id=1'])
def test_metadata_with_an_unpaired_quote_is_an_error(meta):
    # A bare metadata value never holds a quote: '"jit(f)/sub' must not be read as a string
    # with its last character cut off.
    text = f"HloModule m\nENTRY e {{\n  ROOT p = f32[] parameter(0), metadata={{{meta}}}\n}}\n"
    with pytest.raises(hlotool.HloSyntaxError):
        hlotool.parse(text)


# Forms from XLA's own parser tests (xla/hlo/parser/hlo_parser_test.cc) that XLA accepts.
@pytest.mark.parametrize("text", [
    # index comments inside literals, as XLA prints rank >= 3 constants
    "HloModule m\nENTRY e {\n  ROOT c = f32[2,1,1] constant({ { /*i0=0*/ {1} }, { /*i0=1*/ {2} } })\n}\n",
    "HloModule m\nENTRY e {\n  ROOT c = f32[2,0,4] constant({ { /*i0=0*/ }, { /*i0=1*/ } })\n}\n",
    "HloModule m\nENTRY e {\n  ROOT c = f32[2] constant({1, // one\n 2})\n}\n",
    # `HloModule name:` (XLA lexes `name:` as one name) and a // comment ended by a lone CR
    "HloModule m:\nENTRY e {\n  ROOT c = f32[] constant(1) // x\r}",
    # custom-call's literal=
    "HloModule m\nENTRY e {\n  ROOT cc = f32[] custom-call(), custom_call_target=\"foo\", literal=s32[2]{0} {1, 2}\n}\n",
    "HloModule m\nENTRY e {\n  ROOT cc = f32[] custom-call(), custom_call_target=\"foo\", "
    "literal=( s32[2]{0} {4, 128}, pred[2]{0} {1, 0} )\n}\n",
    "HloModule m\nENTRY e {\n  ROOT cc = f32[] custom-call(), custom_call_target=\"foo\", "
    "literal=( s32[2,2]{1,0} { {1, 2}, {3, 4} }, pred[] 1 )\n}\n",       # commas inside a shape
    "HloModule m\nENTRY e {\n  ROOT cc = f32[] custom-call(), custom_call_target=\"foo\", literal=f32[] 0.1\n}\n",
    # collective-permute's in-place slice_sizes (a list of lists)
    "HloModule m\nENTRY e {\n  p = f32[4] parameter(0)\n  o = f32[8] parameter(1)\n  z = s32[] constant(0)\n"
    "  t = (s32[]) tuple(z)\n  ROOT r = f32[8] collective-permute(p, o, t, t), source_target_pairs={{0,1}}, "
    "slice_sizes={{4}}\n}\n",
    # 64-bit integer literals are read modulo 2**64
    "HloModule m\nENTRY e {\n  a = u64[2] constant({-1, 2})\n  ROOT b = s64[] constant(9223372036854775808)\n}\n",
])
def test_forms_from_xla_parser_tests(xla, text):
    m = hlotool.parse(text)
    out = hlotool.format(m)
    assert hlotool.parse(out) == m
    assert xla_print(xla, out) == xla_print(xla, text)


def test_literal_attribute_value_and_64_bit_wrap():
    m = hlotool.parse("HloModule m\nENTRY e {\n  a = u64[] constant(-1)\n  ROOT cc = f32[] custom-call(a), "
                      "custom_call_target=\"t\", literal=s32[2]{0} {1, 2}\n}\n")
    assert int(m.entry.instructions[0].literal.value) == 2**64 - 1
    lit = m.entry.root.attrs["literal"].literal
    assert lit.shape.to_text() == "s32[2]{0}" and list(lit.value) == [1, 2]
    with pytest.raises(hlotool.HloSyntaxError, match="out of range"):
        hlotool.parse("HloModule m\nENTRY e {\n  ROOT a = u64[] constant(-9223372036854775809)\n}\n")


def test_operand_shape_written_differently_is_an_error():
    # XLA: "The declared operand shape f32[5]{0} is not compatible with ... f32[2]{0}"; keeping
    # the module would drop the written shape when printing.
    with pytest.raises(hlotool.HloSyntaxError, match="written as f32\\[5\\] but is f32\\[2\\]"):
        hlotool.parse("HloModule m\nENTRY e {\n  p = f32[2] parameter(0)\n  ROOT n = f32[2] negate(f32[5] p)\n}\n")


def test_inline_branch_computations_and_deep_tuple_literals(xla):
    text = ("HloModule m\nENTRY e {\n  i = s32[] parameter(0)\n  x = f32[] parameter(1)\n"
            "  ROOT c = f32[] conditional(i, x, x), branch_computations={{\n    a = f32[] parameter(0)\n"
            "    ROOT b = f32[] negate(a)\n  }, {\n    a = f32[] parameter(0)\n    ROOT b = f32[] abs(a)\n  }}\n}\n"
            "\nother {\n  ROOT c = (f32[], (f32[], (f32[], (f32[], (c64[]))))) "
            "constant((1, (2, (3, (4, ((1, 2)))))))\n}\n")
    m = hlotool.parse(text)
    assert [c.name for c in m.entry.root.called_computations] == ["_", "_.1"]
    assert xla_print(xla, hlotool.format(m)) == xla_print(xla, text)


def test_tuple_nesting_limit_is_a_located_error():
    deep = "(" * 101 + "f32[]" + ")" * 101
    with pytest.raises(hlotool.HloSyntaxError, match="nested more than 100 deep") as e:
        hlotool.parse("ENTRY e {\n  ROOT p = " + deep + " parameter(0)\n}\n")
    assert e.value.line == 2
    ok = "(" * 100 + "f32[]" + ")" * 100
    m = hlotool.parse("ENTRY e {\n  ROOT p = " + ok + " parameter(0)\n}\n")
    assert hlotool.parse(hlotool.format(m)) == m and hlotool.verify(m) == []


@pytest.mark.parametrize("text,needle", [
    ("HloModule m, input_output_alias={ {a}: (0, {}) }\nENTRY e {\n  ROOT p = f32[] parameter(0)\n}\n",
     "input_output_alias"),
    ("HloModule m, buffer_donor={ (zero, {}) }\nENTRY e {\n  ROOT p = f32[] parameter(0)\n}\n", "buffer_donor"),
    ("HloModule m\nENTRY e {\n  ROOT c = f32[] custom-call(), custom_call_target=\"f\", "
     "api_version=API_VERSION_UNSPECIFIED\n}\n", "api_version"),
    ("HloModule m\nENTRY e {\n  p = f32[] parameter(0)\n  ROOT x = f32[] exponential(p), result_accuracy={mode=high}\n}\n",
     "result_accuracy"),
    ("HloModule m\nENTRY e {\n  ROOT p = f32[10]{0:D(X)} parameter(0)\n}\n", "DimLevelType"),
    ("HloModule m\nENTRY e {\n  ROOT c = f16[] constant(-65520)\n}\n", "out of range for f16"),
    ("HloModule m\nENTRY e {\n  ROOT c = f8e4m3fn[] constant(nan(0x1))\n}\n", "no NaN payloads"),
    ("HloModule m\nENTRY e {\n  p = f32[1,2,1] parameter(0)\n  k = f32[1,1,1] parameter(1)\n  ROOT c = f32[1,4,1] "
     "convolution(p, k), dim_labels=b0f_0io->b0f, window={pad=1_1_0 size=1}\n}\n", "window pad"),
])
def test_values_xla_rejects_at_parse_time(xla, text, needle):
    with pytest.raises(Exception):  # noqa: B017  (XLA's error type varies by jaxlib)
        xla.hlo_module_from_text(text)
    with pytest.raises(hlotool.HloSyntaxError, match=needle):
        hlotool.parse(text)


def test_f8_nan_payloads_print_where_the_type_has_them(xla):
    text = "HloModule m\nENTRY e {\n  a = f8e5m2[2] constant({nan(0x1), -nan(0x3)})\n  ROOT b = f8e4m3fn[] constant(-nan)\n}\n"
    out = hlotool.format(hlotool.parse(text))
    assert "nan(0x1), -nan(0x3)" in out and "constant(-nan)" in out
    assert xla_print(xla, out) == xla_print(xla, text)


def test_blank_inside_a_layout():
    text = "HloModule m\nENTRY e {\n  ROOT p = f32[8,32]{1,0 } parameter(0)\n}\n"
    assert hlotool.parse(text).entry.root.shape.to_text() == "f32[8,32]{1,0}"


def test_literal_tuples_nested_eleven_deep(xla):
    shape, lit = "(" * 11 + "f32[]" + ")" * 11, "(" * 11 + "0" + ")" * 11
    text = f"HloModule test\nENTRY entry () -> {shape} {{\n  ROOT c = {shape} constant({lit})\n}}\n"
    assert xla_print(xla, hlotool.format(hlotool.parse(text))) == xla_print(xla, text)


@pytest.mark.parametrize("text", [
    "%multiply = f32[2,4]{1,0} multiply(f32[2,4]{1,0} %broadcast, f32[2,4]{1,0} %x)",
    "%multiply = f32[2,4]{1,0} multiply(f32[2,4]{1,0}, f32[2,4]{1,0})",
    "f32[2,4]{1,0} multiply(f32[2,4]{1,0}, f32[2,4]{1,0})",
    "%m = f32[2] multiply(f32[2] %a, f32[2])",
    "%convolution = f32[1,2,1]{2,0,1} convolution(f32[1,2,1]{2,0,1} %copy, f32[1,1,1]{2,1,0} %filter), "
    "window={size=1}, dim_labels=b0f_0io->b0f",
    "%fusion = f32[3,2]{1,0} fusion(f32[3,2]{1,0} %p0, f32[2]{0} %p1), kind=kLoop, calls=\n{\n"
    "  %param_0 = f32[3,2]{1,0} parameter(0)\n  %param_1 = f32[2]{0} parameter(1)\n"
    "  %b = f32[3,2]{1,0} broadcast(f32[2]{0} %param_1), dimensions={1}\n"
    "  ROOT %s = f32[3,2]{1,0} subtract(f32[3,2]{1,0} %param_0, f32[3,2]{1,0} %b)\n}",
])
def test_lone_instruction_is_a_module_as_in_xla(xla, text):
    # XLA's parser makes a module `_` of one instruction whose operands are written as shapes.
    m = hlotool.parse(text)
    assert m.name == "_" and m.entry.name == "_" and hlotool.verify(m) == []
    assert xla_print(xla, hlotool.format(m)) == xla_print(xla, text)


@pytest.mark.parametrize("text", [
    "%m = f32[2] multiply(%a, %b)",              # XLA: "Operand had no shape in HLO text"
    "f32[2] multiply(f32[2] %a, f32[2] %b",      # unclosed
])
def test_lone_instruction_without_operand_shapes_is_an_error(text):
    with pytest.raises(hlotool.HloSyntaxError) as e:
        hlotool.parse(text)
    assert e.value.line == 1
