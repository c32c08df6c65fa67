"""Constants of one value and the ops a constant decides, as XLA's translation makes them: MLIR keeps a dense
list or hex blob whose elements are all the same bits as a splat (XLA's export: a scalar constant, broadcast);
its patterns fold x + 0, x * 1 only for a splat (x + [0.0, -0.0] stays: x + 0.0 is not x for x = -0.0), and
x * 0, x & 0, x | ~0 to the constant for integers and booleans (never for floats)."""
import numpy as np
import pytest

import hlotool


def _module(body: str, ty: str, op: str, order: str = "%arg0, %c") -> str:
    return f"""module @m {{
  func.func public @main(%arg0: {ty}) -> {ty} {{
    %c = stablehlo.constant {body}
    %0 = stablehlo.{op} {order} : {ty}
    return %0 : {ty}
  }}
}}
"""


SPLATS = [("dense<[3, 3]> : tensor<2xi32>", "add"), ("dense<[[1.0, 1.0], [1.0, 1.0]]> : tensor<2x2xf32>", "add"),
          ('dense<"0x03000000030000000300000003000000"> : tensor<4xi32>', "add"), ("dense<[1, 2]> : tensor<2xi32>", "add"),
          ("dense<[2.0, 2.0]> : tensor<2xf32>", "multiply")]
ABSORBED = [("dense<false> : tensor<2xi1>", "and"), ("dense<true> : tensor<2xi1>", "or"),
            ("dense<true> : tensor<2xi1>", "and"), ("dense<0> : tensor<2xi32>", "and"), ("dense<-1> : tensor<2xi32>", "or"),
            ("dense<0> : tensor<2xi32>", "multiply"), ("dense<255> : tensor<2xui8>", "or"),
            ("dense<0> : tensor<2xui8>", "multiply"), ("dense<0.0> : tensor<2xf32>", "multiply"),
            ("dense<7> : tensor<2xi32>", "or")]


@pytest.mark.parametrize("body, op", SPLATS + ABSORBED)
@pytest.mark.parametrize("order", ["%arg0, %c", "%c, %arg0"])
def test_splats_and_absorbing_constants_are_xlas(xla, body, op, order):
    from tools.corpus.stablehlo import xla_conversion
    text = _module(body, body.split(" : ")[1], op, order)
    result = hlotool.diff(hlotool.parse_stablehlo(text), hlotool.parse(xla_conversion(text)))
    assert result.same, result


def test_a_constant_of_mixed_zeros_is_no_identity():
    """x + [0.0, -0.0] keeps its add (and the -0.0): -0.0 + 0.0 is +0.0. (XLA's text path reads -0.0 as +0.0 here,
    so this is checked by the numbers, not against its conversion.)"""
    module = hlotool.parse_stablehlo(_module("dense<[0.0, -0.0]> : tensor<2xf32>", "tensor<2xf32>", "add"))
    assert module.entry.root.opcode == "add"
    out = hlotool.run(module, np.array([-0.0, -0.0], np.float32))[0]
    assert np.signbit(out).tolist() == [False, True]
