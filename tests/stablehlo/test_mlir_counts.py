"""hlotool.stablehlo: lists the StableHLO text pairs up (attributes per argument or result, iter_args and their
types, slice and pad attributes per dimension, custom-call layouts per operand or result, a function's return values
and its declared results, a case branch's block arguments) must have as many entries each: a count that differs is a
located error at the op, never a traceback and never a list silently cut to the shorter."""
import pytest

import hlotool
from hlotool.errors import HloSyntaxError

GENERIC = """\
"builtin.module"() ({
  "func.func"() <{function_type = (tensor<2xf32>, tensor<2xf32>) -> tensor<2xf32>, sym_name = "main"}> ({
  ^bb0(%arg0: tensor<2xf32>, %arg1: tensor<2xf32>):
    %0 = "stablehlo.multiply"(%arg0, %arg1) : (tensor<2xf32>, tensor<2xf32>) -> tensor<2xf32>
    "func.return"(%0) : (tensor<2xf32>) -> ()
  }) : () -> ()
}) : () -> ()
"""

PRETTY = """\
module @calls {
  func.func public @main(%arg0: tensor<2x3xf32>, %arg1: tensor<2xf32>) -> (tensor<2x3xf32>, tensor<2xf32>) {
    %0 = stablehlo.add %arg0, %arg0 : tensor<2x3xf32>
    %1 = stablehlo.negate %0 : tensor<2x3xf32>
    %2 = stablehlo.abs %arg1 : tensor<2xf32>
    %3 = call @double(%2) : (tensor<2xf32>) -> tensor<2xf32>
    return %1, %3 : tensor<2x3xf32>, tensor<2xf32>
  }
  func.func private @double(%arg0: tensor<2xf32>) -> tensor<2xf32> {
    %0 = stablehlo.add %arg0, %arg0 : tensor<2xf32>
    return %0 : tensor<2xf32>
  }
}
"""

WHILE_CASE = """\
module @loop {
  func.func public @main(%arg0: tensor<f32>, %arg1: tensor<i32>) -> (tensor<f32>, tensor<f32>) {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %0:2 = stablehlo.while(%iterArg = %c, %iterArg_0 = %arg0) : tensor<i32>, tensor<f32>
    cond {
      %c_1 = stablehlo.constant dense<5> : tensor<i32>
      %1 = stablehlo.compare LT, %iterArg, %c_1, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %1 : tensor<i1>
    } do {
      %c_1 = stablehlo.constant dense<1> : tensor<i32>
      %1 = stablehlo.add %iterArg, %c_1 : tensor<i32>
      %2 = stablehlo.add %iterArg_0, %iterArg_0 : tensor<f32>
      stablehlo.return %1, %2 : tensor<i32>, tensor<f32>
    }
    %3 = "stablehlo.case"(%arg1) ({
      %4 = stablehlo.negate %arg0 : tensor<f32>
      stablehlo.return %4 : tensor<f32>
    }, {
      stablehlo.return %arg0 : tensor<f32>
    }) : (tensor<i32>) -> tensor<f32>
    return %0#1, %3 : tensor<f32>, tensor<f32>
  }
}
"""

_OPS = """\
module @m {
  func.func public @main(%arg0: tensor<4x6xf32>) -> tensor<RESxf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = OP
    return %0 : tensor<RESxf32>
  }
}
"""


def _generic(attrs: str) -> str:
    return GENERIC.replace("<{function_type", "<{" + attrs + "function_type")


def _op(text: str, res: str) -> str:
    return _OPS.replace("OP", text).replace("RES", res)


def _slice(limits: str, strides: str) -> str:
    return _op(f'"stablehlo.slice"(%arg0) <{{start_indices = array<i64: 0, 1>, limit_indices = array<i64: {limits}>, '
               f'strides = array<i64: {strides}>}}> : (tensor<4x6xf32>) -> tensor<2x2xf32>', "2x2")


def _pad(low: str, high: str, interior: str) -> str:
    return _op(f"stablehlo.pad %arg0, %cst, low = [{low}], high = [{high}], interior = [{interior}] : "
               "(tensor<4x6xf32>, tensor<f32>) -> tensor<5x8xf32>", "5x8")


_L2, _L0 = "dense<[0, 1]> : tensor<2xindex>", "dense<> : tensor<0xindex>"


def _custom_call(operand_layouts: str, result_layouts: str) -> str:
    return _op(f"stablehlo.custom_call @foo(%arg0, %cst) {{operand_layouts = [{operand_layouts}], "
               f"result_layouts = [{result_layouts}]}} : (tensor<4x6xf32>, tensor<f32>) -> tensor<4x6xf32>", "4x6")


_WHILE_TYPES = ": tensor<i32>, tensor<f32>\n    cond"
_RETURN_MAIN = "return %1, %3 : tensor<2x3xf32>, tensor<2xf32>"
_RETURN_DOUBLE = "return %0 : tensor<2xf32>\n"
_SECOND_BRANCH = "}, {\n      stablehlo.return %arg0"

# (the text with every count right, the same with one wrong, the words of the error, its line and column)
CASES = {
    "generic func: too few arg_attrs": (
        _generic("arg_attrs = [{}, {}], "), _generic("arg_attrs = [{}], "),
        "expected 2 arg_attrs (one per argument), found 1", 2, 3),
    "generic func: too many res_attrs": (
        _generic("res_attrs = [{}], "), _generic("res_attrs = [{}, {}], "),
        "expected 1 res_attrs (one per result), found 2", 2, 3),
    "while: fewer types than iter_args": (
        WHILE_CASE, WHILE_CASE.replace(_WHILE_TYPES, ": tensor<i32>\n    cond"),
        "expected 2 types after ':' (one per iter_arg), found 1", 4, 5),
    "while: more types than iter_args": (
        WHILE_CASE, WHILE_CASE.replace(_WHILE_TYPES, ": tensor<i32>, tensor<f32>, tensor<f32>\n    cond"),
        "expected 2 types after ':' (one per iter_arg), found 3", 4, 5),
    "slice: too few limit_indices": (
        _slice("2, 5", "1, 2"), _slice("2", "1, 2"),
        "stablehlo.slice: expected 2 limit_indices (as many as start_indices), found 1", 4, 5),
    "slice: too many strides": (
        _slice("2, 5", "1, 2"), _slice("2, 5", "1, 2, 1"),
        "stablehlo.slice: expected 2 strides (as many as start_indices), found 3", 4, 5),
    "pad: too few high paddings": (
        _pad("0, 1", "1, 1", "0, 0"), _pad("0, 1", "1", "0, 0"),
        "stablehlo.pad: expected 2 high paddings (as many as low paddings), found 1", 4, 5),
    "pad: too few interior paddings": (
        _pad("0, 1", "1, 1", "0, 0"), _pad("0, 1", "1, 1", "0"),
        "stablehlo.pad: expected 2 interior paddings (as many as low paddings), found 1", 4, 5),
    "custom_call: too few operand_layouts": (
        _custom_call(f"{_L2}, {_L0}", _L2), _custom_call(_L2, _L2),
        "expected 2 operand_layouts (one per operand), found 1", 4, 5),
    "custom_call: too many result_layouts": (
        _custom_call(f"{_L2}, {_L0}", _L2), _custom_call(f"{_L2}, {_L0}", f"{_L2}, {_L2}"),
        "expected 1 result_layouts (one per result), found 2", 4, 5),
    "func.return: fewer values than the entry's results": (
        PRETTY, PRETTY.replace(_RETURN_MAIN, "return %1 : tensor<2x3xf32>"),
        "expected 2 return values (the results @main declares), found 1", 7, 5),
    "func.return: more values than a callee's results": (
        PRETTY, PRETTY.replace(_RETURN_DOUBLE, "return %0, %0 : tensor<2xf32>, tensor<2xf32>\n"),
        "expected 1 return values (the results @double declares), found 2", 11, 5),
    "case: a branch with block arguments": (
        WHILE_CASE, WHILE_CASE.replace(_SECOND_BRANCH, "}, {\n    ^bb0(%x: tensor<f32>):\n      stablehlo.return %arg0"),
        "expected 0 block arguments in the region, found 1", 18, 8),
}


@pytest.mark.parametrize("good,bad,words,line,column", CASES.values(), ids=CASES.keys())
def test_a_count_that_differs_is_a_located_error(good, bad, words, line, column):
    assert bad != good
    hlotool.parse_stablehlo(good, "good.mlir")      # the same text with the counts right reads
    with pytest.raises(HloSyntaxError) as info:
        hlotool.parse_stablehlo(bad, "bad.mlir")
    e = info.value
    assert (e.message, e.file, e.line, e.column) == (words, "bad.mlir", line, column)
