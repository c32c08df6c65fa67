"""hlotool.stablehlo's case, if and while as XLA's StableHLO -> HLO translation leaves them (jaxlib's
``mlir_module_to_xla_computation`` the oracle): a case of a constant index inlined, a branch's implicit captures in
XLA's order (constants sunk into the branch), boolean compares with a constant dropped; each run to the numbers."""
import numpy as np

import hlotool
from support.paths import CORPUS


def _same_as_xla(text: str, name: str):
    from tools.corpus.stablehlo import xla_conversion
    module = hlotool.parse_stablehlo(text, name)
    result = hlotool.diff(module, hlotool.parse(xla_conversion(text)))
    assert result.same, result
    return module


CASE_OF_A_CONSTANT = """\
module @case_const {
  func.func public @main(%arg0: tensor<4xf32>, %arg1: tensor<4xf32>) -> (tensor<4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<4xf32>) {
    %c = stablehlo.constant dense<1> : tensor<i32>
    %0 = "stablehlo.case"(%c) ({
      %5 = stablehlo.add %arg0, %arg1 : tensor<4xf32>
      stablehlo.return %5 : tensor<4xf32>
    }, {
      %5 = stablehlo.multiply %arg0, %arg1 : tensor<4xf32>
      stablehlo.return %5 : tensor<4xf32>
    }) : (tensor<i32>) -> tensor<4xf32>
    %c_0 = stablehlo.constant dense<7> : tensor<i32>
    %1 = "stablehlo.case"(%c_0) ({
      %5 = stablehlo.subtract %arg0, %arg1 : tensor<4xf32>
      stablehlo.return %5 : tensor<4xf32>
    }, {
      %5 = stablehlo.maximum %arg0, %arg1 : tensor<4xf32>
      stablehlo.return %5 : tensor<4xf32>
    }, {
      %cst = stablehlo.constant dense<2.0> : tensor<4xf32>
      %5 = stablehlo.minimum %arg0, %cst : tensor<4xf32>
      stablehlo.return %5 : tensor<4xf32>
    }) : (tensor<i32>) -> tensor<4xf32>
    %c_1 = stablehlo.constant dense<-1> : tensor<i32>
    %2 = "stablehlo.case"(%c_1) ({
      %c_2 = stablehlo.constant dense<1> : tensor<i32>
      stablehlo.return %c_2 : tensor<i32>
    }, {
      %c_2 = stablehlo.constant dense<0> : tensor<i32>
      stablehlo.return %c_2 : tensor<i32>
    }) : (tensor<i32>) -> tensor<i32>
    %3 = "stablehlo.case"(%2) ({
      %5 = stablehlo.divide %arg0, %arg1 : tensor<4xf32>
      stablehlo.return %5 : tensor<4xf32>
    }, {
      %5 = stablehlo.subtract %arg0, %arg1 : tensor<4xf32>
      stablehlo.return %5 : tensor<4xf32>
    }) : (tensor<i32>) -> tensor<4xf32>
    %false = stablehlo.constant dense<false> : tensor<i1>
    %4 = "stablehlo.if"(%false) ({
      stablehlo.return %arg0 : tensor<4xf32>
    }, {
      %5 = stablehlo.negate %arg1 : tensor<4xf32>
      stablehlo.return %5 : tensor<4xf32>
    }) : (tensor<i1>) -> tensor<4xf32>
    return %0, %1, %3, %4 : tensor<4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<4xf32>
  }
}
"""


def test_a_case_of_a_constant_index_is_the_branch_it_selects(xla):
    """MLIR's canonicaliser inlines the branch a constant index selects (out of range, negative too: the last), so
    a case whose result is a constant makes the next case's index one; an if of a constant predicate stays."""
    module = _same_as_xla(CASE_OF_A_CONSTANT, "case_const.mlir")
    opcodes = [i.opcode for i in module.entry.instructions]
    assert opcodes.count("conditional") == 1 and "multiply" in opcodes and "minimum" in opcodes
    assert "divide" in opcodes and "add" not in opcodes and "maximum" not in opcodes
    a, b = np.array([1, 2, 3, 4], np.float32), np.array([4, 3, 2, 1], np.float32)
    out = hlotool.run(module, a, b)
    for got, want in zip(out, (a * b, np.minimum(a, 2), a / b, -b), strict=True):
        np.testing.assert_array_equal(got, want)


BOOLEAN_COMPARES = """\
module @boolcmp {
  func.func public @main(%arg0: tensor<4xi1>, %arg1: tensor<i1>) -> (tensor<4xi32>, tensor<i1>) {
    %c = stablehlo.constant dense<false> : tensor<i1>
    %0 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i1>) -> tensor<4xi1>
    %1 = stablehlo.compare NE, %arg0, %0, UNSIGNED : (tensor<4xi1>, tensor<4xi1>) -> tensor<4xi1>
    %2 = stablehlo.convert %1 : (tensor<4xi1>) -> tensor<4xi32>
    %true = stablehlo.constant dense<true> : tensor<i1>
    %3 = stablehlo.compare EQ, %arg1, %true, UNSIGNED : (tensor<i1>, tensor<i1>) -> tensor<i1>
    %4 = stablehlo.not %3 : tensor<i1>
    return %2, %4 : tensor<4xi32>, tensor<i1>
  }
}
"""


def test_boolean_compares_with_false_and_true_are_their_operand(xla):
    """compare(x, false) NE and compare(x, true) EQ of booleans are x (StableHLO's simplification)."""
    module = _same_as_xla(BOOLEAN_COMPARES, "boolcmp.mlir")
    assert "compare" not in [i.opcode for i in module.entry.instructions]
    x = np.array([True, False, False, True])
    out = hlotool.run(module, x, np.bool_(True))
    np.testing.assert_array_equal(out[0], x.astype(np.int32))
    assert not bool(out[1])


BRANCH_CAPTURES = """\
module @capture {
  func.func public @main(%arg0: tensor<3xf32>, %arg1: tensor<3xf32>, %arg2: tensor<i32>) -> tensor<3xf32> {
    %cst = stablehlo.constant dense<2.0> : tensor<3xf32>
    %0 = "stablehlo.case"(%arg2) ({
      %1 = stablehlo.subtract %arg0, %arg1 : tensor<3xf32>
      stablehlo.return %1 : tensor<3xf32>
    }, {
      %c = stablehlo.constant dense<0> : tensor<i64>
      %1:3 = stablehlo.while(%iterArg = %c, %iterArg_0 = %arg0, %iterArg_1 = %arg1) : tensor<i64>, tensor<3xf32>, tensor<3xf32>
      cond {
        %c_2 = stablehlo.constant dense<3> : tensor<i64>
        %2 = stablehlo.compare LT, %iterArg, %c_2, SIGNED : (tensor<i64>, tensor<i64>) -> tensor<i1>
        stablehlo.return %2 : tensor<i1>
      } do {
        %c_2 = stablehlo.constant dense<1> : tensor<i64>
        %2 = stablehlo.add %iterArg, %c_2 : tensor<i64>
        %3 = stablehlo.add %iterArg_0, %iterArg_1 : tensor<3xf32>
        stablehlo.return %2, %3, %iterArg_1 : tensor<i64>, tensor<3xf32>, tensor<3xf32>
      }
      stablehlo.return %1#1 : tensor<3xf32>
    }, {
      %1 = stablehlo.multiply %arg1, %cst : tensor<3xf32>
      %2 = stablehlo.add %1, %arg0 : tensor<3xf32>
      stablehlo.return %2 : tensor<3xf32>
    }) : (tensor<i32>) -> tensor<3xf32>
    return %0 : tensor<3xf32>
  }
}
"""


def test_a_branchs_captures_are_in_xlas_order_and_its_constants_sunk(xla):
    """A branch's parameter holds what it reads from outside in the order of MLIR's post-order walk: a nested
    while's loop-invariant %arg1, now read inside the while's body, before the while's own operand %arg0; the
    constant it reads is made inside it, not passed."""
    module = _same_as_xla(BRANCH_CAPTURES, "capture.mlir")
    cond = module.entry.root
    params = [p.name for p in module.entry.instructions if p.opcode == "parameter"]
    assert [[o.name for o in t.operands] for t in cond.operands[1:]] == [params[:2], params[1::-1], params[1::-1]]
    a, b = np.array([1, 2, 3], np.float32), np.array([10, 20, 30], np.float32)
    for index, want in ((0, a - b), (1, a + 3 * b), (2, 2 * b + a), (9, 2 * b + a)):
        np.testing.assert_array_equal(hlotool.run(module, a, b, np.int32(index))[0], want)


SELECT_INVARIANT = """\
module @selinv {
  func.func public @main(%arg0: tensor<3xf32>, %arg1: tensor<3xf32>, %arg2: tensor<i32>) -> tensor<3xf32> {
    %0 = "stablehlo.case"(%arg2) ({
      stablehlo.return %arg1 : tensor<3xf32>
    }, {
      %c = stablehlo.constant dense<0> : tensor<i64>
      %1:3 = stablehlo.while(%iterArg = %c, %iterArg_0 = %arg0, %iterArg_1 = %arg1) : tensor<i64>, tensor<3xf32>, tensor<3xf32>
      cond {
        %c_2 = stablehlo.constant dense<3> : tensor<i64>
        %2 = stablehlo.compare LT, %iterArg, %c_2, SIGNED : (tensor<i64>, tensor<i64>) -> tensor<i1>
        stablehlo.return %2 : tensor<i1>
      } do {
        %c_2 = stablehlo.constant dense<1> : tensor<i64>
        %2 = stablehlo.add %iterArg, %c_2 : tensor<i64>
        %3 = stablehlo.add %iterArg_0, %iterArg_1 : tensor<3xf32>
        %p = stablehlo.compare LT, %iterArg, %c_2, SIGNED : (tensor<i64>, tensor<i64>) -> tensor<i1>
        %4 = stablehlo.select %p, %iterArg_1, %iterArg_1 : tensor<i1>, tensor<3xf32>
        stablehlo.return %2, %3, %4 : tensor<i64>, tensor<3xf32>, tensor<3xf32>
      }
      stablehlo.return %1#1 : tensor<3xf32>
    }) : (tensor<i32>) -> tensor<3xf32>
    return %0 : tensor<3xf32>
  }
}
"""


def test_a_value_a_nested_while_returns_through_select_of_itself_is_read_from_outside(xla):
    """MLIR folds select(p, x, x) to x: the body returns %iterArg_1 unchanged, so the branch reads %arg1 inside the
    while's body, before the while's own operand %arg0 (XLA's capture order)."""
    module = _same_as_xla(SELECT_INVARIANT, "selinv.mlir")
    params = [p.name for p in module.entry.instructions if p.opcode == "parameter"]
    assert [o.name for o in module.entry.root.operands[2].operands] == [params[1], params[0]]
    a, b = np.array([1, 2, 3], np.float32), np.array([10, 20, 30], np.float32)
    np.testing.assert_array_equal(hlotool.run(module, a, b, np.int32(1))[0], a + 3 * b)
    np.testing.assert_array_equal(hlotool.run(module, a, b, np.int32(0))[0], b)


def test_nested_control_flow_reads_back_as_its_input_and_as_xla_reads_it(xla):
    """The corpus's nested_control_flow printed as StableHLO reads back to its input, as XLA's translation of the
    same text (the branch's captures in XLA's order)."""
    from hlotool.fmt.stablehlo import format_stablehlo
    from tools.corpus.stablehlo import xla_conversion
    pre = hlotool.parse_file(str(CORPUS / "nested_control_flow" / "pre.hlo"))
    text = format_stablehlo(pre)
    module = hlotool.parse_stablehlo(text, "nested.mlir")
    assert hlotool.diff(pre, module).same
    result = hlotool.diff(module, hlotool.parse(xla_conversion(text)))
    assert result.same, result
