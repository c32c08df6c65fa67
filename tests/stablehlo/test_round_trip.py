"""HLO -> StableHLO (``convert --to stablehlo``) -> HLO: read back as written (``canonicalize=False``, ``convert
--as-written``) the module comes back; a while's regions may read values of the enclosing function (implicit
captures), which the printer uses for the loop-invariant elements XLA's translation captured."""
import numpy as np
import pytest

import hlotool
from hlotool.fmt.stablehlo import format_stablehlo
from support.cli import run_cli_in_process
from support.paths import CORPUS

CAPTURES = """\
module @m {
  func.func public @main(%arg0: tensor<f32>, %arg1: tensor<i32>, %arg2: tensor<f32>) -> tensor<f32> {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %cf = stablehlo.constant dense<2.0> : tensor<f32>
    %0:2 = stablehlo.while(%iterArg = %c, %iterArg_0 = %arg0) : tensor<i32>, tensor<f32>
     cond {
      %1 = stablehlo.compare  LT, %iterArg, %arg1 : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %1 : tensor<i1>
    } do {
      %c1 = stablehlo.constant dense<1> : tensor<i32>
      %1 = stablehlo.add %iterArg, %c1 : tensor<i32>
      %2 = stablehlo.multiply %iterArg_0, %arg2 : tensor<f32>
      %3 = stablehlo.multiply %2, %arg0 : tensor<f32>
      %4 = stablehlo.convert %arg1 : (tensor<i32>) -> tensor<f32>
      %5 = stablehlo.add %3, %4 : tensor<f32>
      %6 = stablehlo.multiply %5, %cf : tensor<f32>
      stablehlo.return %1, %6 : tensor<i32>, tensor<f32>
    }
    return %0#1 : tensor<f32>
  }
}
"""


@pytest.mark.parametrize("canonicalize", [True, False])
def test_while_regions_read_the_enclosing_functions_values_as_xla_makes_them(xla, canonicalize):
    """Implicit captures are appended to the loop's tuple after the carried values, in the order the condition
    and then the body first read them (a value read twice once); a captured constant is made inside (XLA's sinking
    of constants into control flow). Before, reading %arg1 in the condition was "use of undefined value"."""
    from tools.corpus.stablehlo import xla_conversion
    module = hlotool.parse_stablehlo(CAPTURES, "captures.mlir", canonicalize=canonicalize)
    if canonicalize:            # (as written, the ops MLIR's canonicaliser would tidy stay)
        result = hlotool.diff(module, hlotool.parse(xla_conversion(CAPTURES)))
        assert result.same, result
    loop = next(i for i in module.entry.instructions if i.opcode == "while")
    assert [e.dims for e in loop.shape.tuple_shapes] == [()] * 5
    assert [o.name for o in loop.operands[0].operands[2:]] == ["Arg_1", "Arg_2", "Arg_0"]
    x, n, y = np.float32(1.5), np.int32(3), np.float32(0.5)
    want = x
    for _ in range(3):
        want = np.float32((want * y * x + np.float32(n)) * np.float32(2))
    assert hlotool.run(module, x, n, y)[0] == want


# Every corpus program (issue 30's round trip, 128/128): among them those whose round trip differed before, by while
# elements the loop passes through (XLA's implicit captures), MLIR's canonicaliser's folds (reshapes of reshapes,
# constants, iotas, dead code) and tuples read by elements: model_lstm_fwd, fori_loop_while, random_rbg, top_k.
@pytest.mark.parametrize("name", sorted(p.parent.name for p in CORPUS.glob("*/pre.hlo")))
def test_printed_stablehlo_read_as_written_is_the_module_it_came_from(name):
    module = hlotool.parse((CORPUS / name / "pre.hlo").read_text(), name)
    text = format_stablehlo(module)
    result = hlotool.diff(hlotool.parse_stablehlo(text, f"{name}.mlir", canonicalize=False), module)
    assert result.same, result


def test_loop_invariant_elements_print_as_captures_xla_reads_and_runs(xla):
    """model_lstm_fwd's loop passes four weights through: printed as values the regions read from outside (4
    iteration arguments, not 8); XLA's translation reads the text and runs it to the corpus's numbers."""
    from jax._src.lib import _jax

    from hlotool.backends.oracle import run_with_xla
    from hlotool.npz import decode_npz, numbered
    from tools.corpus.generate import close_enough
    folder = CORPUS / "model_lstm_fwd"
    text = format_stablehlo(hlotool.parse((folder / "pre.hlo").read_text()))
    assert "%12:4 = stablehlo.while(" in text
    computation = _jax.mlir.mlir_module_to_xla_computation(text, use_tuple_args=False, return_tuple=False)
    arrays = decode_npz(folder / "io.npz")
    got = run_with_xla(computation.as_hlo_text(), numbered(arrays, "arg"))
    want = numbered(arrays, "out")
    assert len(got) == len(want) and all(close_enough(np.asarray(g), np.asarray(w))
                                         for g, w in zip(got, want, strict=True))


def test_a_tuple_read_by_its_elements_prints_in_the_pretty_form_xla_reads(xla):
    from tools.corpus.stablehlo import xla_conversion
    module = hlotool.parse((CORPUS / "top_k" / "pre.hlo").read_text())
    text = format_stablehlo(module)
    line = next(x for x in text.splitlines() if "stablehlo.tuple" in x)
    assert line.endswith(": tuple<tensor<3x2xf32>, tensor<3x2xi32>>"), line
    xla_conversion(text)            # (the functional type "(...) -> tuple<...>" was refused)


def test_convert_as_written_both_ways(tmp_path):
    source = CORPUS / "model_lstm_fwd" / "pre.hlo"
    mlir, back = tmp_path / "lstm.mlir", tmp_path / "back.hlo"
    run_cli_in_process(["convert", source, "-o", mlir], check=True)
    run_cli_in_process(["convert", mlir, "--to", "hlo", "--as-written", "-o", back], check=True)
    result = hlotool.diff(hlotool.parse(back.read_text()), hlotool.parse(source.read_text()))
    assert result.same, result
    run_cli_in_process(["convert", mlir, "--to", "hlo", "-o", back], check=True)         # (XLA's canonicaliser)
    assert not hlotool.diff(hlotool.parse(back.read_text()), hlotool.parse(source.read_text())).same


def test_metadata_prints_as_locations_xla_and_hlotool_read_back(xla):
    """op_name over source_file:source_line, and op_type, print as the op's loc(...): hlotool's reader makes the
    same metadata of it; XLA's translation reads it (its op_name; the file as a stack frame). stack_frame_id has no
    place in a location."""
    import jaxlib._hlo as H
    from jax._src.lib import _jax
    module = hlotool.parse("""\
HloModule m
ENTRY e {
  p = f32[4] parameter(0)
  a = f32[4] add(p, p), metadata={op_type="add" op_name="jit(f)/add" source_file="/x/\\"q\\".py" source_line=12}
  ROOT n = f32[4] negate(a), metadata={op_name="jit(f)/neg" stack_frame_id=3}
}
""")
    text = format_stablehlo(module)
    assert 'loc("jit(f)/add"("add:"("/x/\\"q\\".py":12:0)))' in text and 'loc("jit(f)/neg")' in text
    back = hlotool.parse_stablehlo(text, canonicalize=False)
    add = next(i for i in back.entry.instructions if i.opcode == "add")
    fields = {kv.key: kv.value for kv in add.attrs["metadata"].items}
    assert fields == {"op_type": "add", "op_name": "jit(f)/add", "source_file": '/x/"q".py', "source_line": 12}
    neg = next(i for i in back.entry.instructions if i.opcode == "negate")
    assert {kv.key: kv.value for kv in neg.attrs["metadata"].items} == {"op_name": "jit(f)/neg"}
    options = H.HloPrintOptions()
    options.print_metadata = True
    computation = _jax.mlir.mlir_module_to_xla_computation(text, use_tuple_args=False, return_tuple=False)
    xla_text = computation.get_hlo_module().to_string(options)
    assert 'op_type="add" op_name="jit(f)/add" stack_frame_id=1' in xla_text and 'metadata={op_name="jit(f)/neg"}' in xla_text
    assert '"/x/\\"q\\".py"' in xla_text and "line=12" in xla_text


CUSTOM_CALL_WITH_A_COMPUTATION = """\
module @m {
  func.func private @cmp(%arg0: tensor<f32>, %arg1: tensor<f32>) -> tensor<i1> {
    %0 = stablehlo.compare GT, %arg0, %arg1 : (tensor<f32>, tensor<f32>) -> tensor<i1>
    return %0 : tensor<i1>
  }
  func.func public @main(%arg0: tensor<4xf32>) -> tensor<4xf32> {
    %0 = stablehlo.custom_call @foo(%arg0) {called_computations = [@cmp], has_side_effect = true} : \
(tensor<4xf32>) -> tensor<4xf32>
    return %0 : tensor<4xf32>
  }
}
"""


def test_a_custom_calls_computations_convert_and_print_as_functions(xla):
    """called_computations = [@cmp] is the custom call's called computation both ways (was dropped on the way in,
    and its computation on the way out)."""
    from tools.corpus.stablehlo import xla_conversion
    module = hlotool.parse_stablehlo(CUSTOM_CALL_WITH_A_COMPUTATION)
    result = hlotool.diff(module, hlotool.parse(xla_conversion(CUSTOM_CALL_WITH_A_COMPUTATION)))
    assert result.same, result
    assert [c.name for c in module.entry.root.called_computations] == ["cmp"]
    text = format_stablehlo(module)
    assert "called_computations = [@cmp]" in text and "func.func private @cmp(" in text
    assert hlotool.diff(hlotool.parse_stablehlo(text, canonicalize=False), module).same
