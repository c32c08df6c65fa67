"""Opcodes XLA's evaluator runs and hlotool had no kernel for (issue 26 item 5): ``scan`` (chlo.scan as XLA
converts it) and ``atan2`` on complex operands, against XLA CPU; and the list of opcodes without a kernel,
which must be what XLA's evaluator cannot run either."""
from __future__ import annotations

import numpy as np
import pytest

from hlotool.interp.registry import NO_KERNEL, find_kernel
from hlotool.opcodes import OPCODES
from support.xla_oracle import hlo_run, xla_run

# chlo.scan programs and the HLO XLA converts them to (jaxlib 0.10.2's mlir_module_to_xla_computation)
CUMSUM_MLIR = """func.func @main(%arg0: tensor<5xf32>, %init: tensor<f32>) -> (tensor<5xf32>, tensor<f32>) {
  %0:2 = chlo.scan(%arg0) inits(%init) dimension=0 {
  ^bb0(%x: tensor<f32>, %c: tensor<f32>):
    %s = stablehlo.add %x, %c : tensor<f32>
    stablehlo.return %s, %s : tensor<f32>, tensor<f32>
  } : (tensor<5xf32>, tensor<f32>) -> (tensor<5xf32>, tensor<f32>)
  return %0#0, %0#1 : tensor<5xf32>, tensor<f32>
}"""
CUMSUM_HLO = """HloModule main, entry_computation_layout={(f32[5]{0}, f32[])->(f32[5]{0}, f32[])}
region_0.1 {
  Arg_0.2 = f32[] parameter(0)
  Arg_1.2 = f32[] parameter(1)
  add.1 = f32[] add(Arg_0.2, Arg_1.2)
  ROOT tuple.1 = (f32[], f32[]) tuple(add.1, add.1)
}
ENTRY main.2 {
  Arg_0.3 = f32[5]{0} parameter(0)
  Arg_1.3 = f32[] parameter(1)
  scan.1 = (f32[5]{0}, f32[]) scan(Arg_0.3, Arg_1.3), dimensions={0}, num_carries=1, to_apply=region_0.1
  get-tuple-element.2 = f32[5]{0} get-tuple-element(scan.1), index=0
  get-tuple-element.3 = f32[] get-tuple-element(scan.1), index=1
  ROOT tuple.3 = (f32[5]{0}, f32[]) tuple(get-tuple-element.2, get-tuple-element.3)
}"""
REVERSE_TWO_CARRIES_MLIR = """func.func @main(%a: tensor<3x4xf32>, %b: tensor<3x4xi32>, %i0: tensor<4xf32>, %i1: tensor<4xi32>) -> (tensor<3x4xf32>, tensor<3x4xf32>, tensor<4xf32>, tensor<4xi32>) {
  %0:4 = chlo.scan(%a, %b) inits(%i0, %i1) dimension=0 attributes {is_reverse = true} {
  ^bb0(%x: tensor<4xf32>, %y: tensor<4xi32>, %c0: tensor<4xf32>, %c1: tensor<4xi32>):
    %yf = stablehlo.convert %y : (tensor<4xi32>) -> tensor<4xf32>
    %m = stablehlo.multiply %x, %c0 : tensor<4xf32>
    %s = stablehlo.maximum %m, %yf : tensor<4xf32>
    %t = stablehlo.add %y, %c1 : tensor<4xi32>
    %o2 = stablehlo.subtract %x, %c0 : tensor<4xf32>
    stablehlo.return %s, %o2, %s, %t : tensor<4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<4xi32>
  } : (tensor<3x4xf32>, tensor<3x4xi32>, tensor<4xf32>, tensor<4xi32>) -> (tensor<3x4xf32>, tensor<3x4xf32>, tensor<4xf32>, tensor<4xi32>)
  return %0#0, %0#1, %0#2, %0#3 : tensor<3x4xf32>, tensor<3x4xf32>, tensor<4xf32>, tensor<4xi32>
}"""
REVERSE_TWO_CARRIES_HLO = """HloModule main, entry_computation_layout={(f32[3,4]{1,0}, s32[3,4]{1,0}, f32[4]{0}, s32[4]{0})->(f32[3,4]{1,0}, f32[3,4]{1,0}, f32[4]{0}, s32[4]{0})}
region_0.1 {
  Arg_0.2 = f32[4]{0} parameter(0)
  Arg_2.2 = f32[4]{0} parameter(2)
  multiply.1 = f32[4]{0} multiply(Arg_0.2, Arg_2.2)
  Arg_1.2 = s32[4]{0} parameter(1)
  convert.1 = f32[4]{0} convert(Arg_1.2)
  maximum.1 = f32[4]{0} maximum(multiply.1, convert.1)
  subtract.1 = f32[4]{0} subtract(Arg_0.2, Arg_2.2)
  Arg_3.2 = s32[4]{0} parameter(3)
  add.1 = s32[4]{0} add(Arg_1.2, Arg_3.2)
  ROOT tuple.1 = (f32[4]{0}, f32[4]{0}, f32[4]{0}, s32[4]{0}) tuple(maximum.1, subtract.1, maximum.1, add.1)
}
ENTRY main.2 {
  Arg_0.3 = f32[3,4]{1,0} parameter(0)
  Arg_1.3 = s32[3,4]{1,0} parameter(1)
  Arg_2.3 = f32[4]{0} parameter(2)
  Arg_3.3 = s32[4]{0} parameter(3)
  scan.1 = (f32[3,4]{1,0}, f32[3,4]{1,0}, f32[4]{0}, s32[4]{0}) scan(Arg_0.3, Arg_1.3, Arg_2.3, Arg_3.3), dimensions={0}, num_carries=2, is_reverse=true, to_apply=region_0.1
  get-tuple-element.4 = f32[3,4]{1,0} get-tuple-element(scan.1), index=0
  get-tuple-element.5 = f32[3,4]{1,0} get-tuple-element(scan.1), index=1
  get-tuple-element.6 = f32[4]{0} get-tuple-element(scan.1), index=2
  get-tuple-element.7 = s32[4]{0} get-tuple-element(scan.1), index=3
  ROOT tuple.3 = (f32[3,4]{1,0}, f32[3,4]{1,0}, f32[4]{0}, s32[4]{0}) tuple(get-tuple-element.4, get-tuple-element.5, get-tuple-element.6, get-tuple-element.7)
}"""


def _scan_args(rng):
    return [(rng.standard_normal((3, 4)) * 3).astype(np.float32), rng.integers(-5, 6, (3, 4)).astype(np.int32),
            rng.standard_normal(4).astype(np.float32), rng.integers(-5, 6, 4).astype(np.int32)]


@pytest.mark.xla
@pytest.mark.parametrize("mlir,hlo", [(CUMSUM_MLIR, CUMSUM_HLO), (REVERSE_TWO_CARRIES_MLIR, REVERSE_TWO_CARRIES_HLO)],
                         ids=["cumsum", "reverse_two_carries"])
def test_chlo_scan_converts_to_the_hlo_scan_here(mlir, hlo):
    """The modules below are what XLA makes of chlo.scan (so the tests run XLA's own scan)."""
    pytest.importorskip("jax")
    from jax._src.interpreters import mlir as jax_mlir
    from jax._src.lib import _jax
    from jax._src.lib.mlir import ir
    with jax_mlir.make_ir_context():
        text = str(ir.Module.parse(mlir))
    converted = _jax.mlir.mlir_module_to_xla_computation(text, use_tuple_args=False, return_tuple=False)
    lines = [line for line in converted.as_hlo_text().splitlines() if line.strip()]
    assert lines == hlo.splitlines()


@pytest.mark.xla
def test_scan_cumulative_sum_matches_xla():
    x = np.array([1.5, -2.25, 3.0, 0.125, 7.0], np.float32)
    args = [x, np.float32(0.5)]
    want = xla_run(CUMSUM_HLO, args)
    got = hlo_run(CUMSUM_HLO, args)
    np.testing.assert_array_equal(got[0], want[0])
    np.testing.assert_array_equal(got[1], want[1])
    np.testing.assert_array_equal(got[0], 0.5 + np.cumsum(x))       # the spec's reading: running carry


@pytest.mark.xla
@pytest.mark.parametrize("seed", [0, 1, 2])
def test_scan_reverse_with_two_inputs_and_two_carries_matches_xla(seed):
    args = _scan_args(np.random.default_rng(seed))
    want = xla_run(REVERSE_TWO_CARRIES_HLO, args)
    got = hlo_run(REVERSE_TWO_CARRIES_HLO, args)
    assert [g.dtype for g in got] == [w.dtype for w in want]
    for g, w in zip(got, want, strict=True):
        np.testing.assert_array_equal(g, w)


def test_scan_of_zero_steps_returns_the_initial_carries():
    text = CUMSUM_HLO.replace("f32[5]", "f32[0]")
    got = hlo_run(text, [np.zeros(0, np.float32), np.float32(2.5)])
    assert got[0].shape == (0,) and got[1] == np.float32(2.5)


def _atan2_module(t, n):
    return f"HloModule m\nENTRY e {{\n  y = {t}[{n}] parameter(0)\n  x = {t}[{n}] parameter(1)\n  " \
           f"ROOT a = {t}[{n}] atan2(y, x)\n}}"


@pytest.mark.xla
@pytest.mark.parametrize("t,dtype", [("c64", np.complex64), ("c128", np.complex128)])
def test_complex_atan2_matches_xla(t, dtype):
    """XLA computes complex atan2(y, x) as -i log((x + i y) / sqrt(x^2 + y^2)) (HloEvaluator, XLA CPU)."""
    rng = np.random.default_rng(5)
    n = 256
    y = (rng.standard_normal(n) + 1j * rng.standard_normal(n)).astype(dtype)
    x = (rng.standard_normal(n) + 1j * rng.standard_normal(n)).astype(dtype)
    text = _atan2_module(t, n)
    want = xla_run(text, [y, x])[0]
    got = hlo_run(text, [y, x])[0]
    assert got.dtype == want.dtype
    eps = np.finfo(dtype).eps
    # a few roundings apart where the result's parts cancel: within 16 eps of max(|result|, 1)
    np.testing.assert_array_less(np.abs(got - want), 16 * eps * np.maximum(np.abs(want), 1))
    formula = -1j * np.log((x + 1j * y) / np.sqrt(x * x + y * y))
    np.testing.assert_array_less(np.abs(got - formula), 16 * eps * np.maximum(np.abs(formula), 1))


# The opcodes hlotool's interpreter runs without a kernel of its own (the engine does), or cannot run, and
# why: each is one XLA's HloEvaluator cannot run either, or one the engine runs itself.
WITHOUT_A_KERNEL = {
    "parameter": "the engine binds a computation's arguments (the evaluator's HandleParameter does the same)",
    "constant": "the engine's plan holds the literal (the evaluator's HandleConstant does the same)",
    "shuffle": "XLA's HloEvaluator has no HandleShuffle (newer than jaxlib 0.10.2's XLA)",
}


def test_every_opcode_xla_evaluator_runs_has_a_kernel_here():
    without = {name for name in OPCODES if find_kernel(name) is None}
    assert without == set(WITHOUT_A_KERNEL), sorted(without ^ set(WITHOUT_A_KERNEL))
    assert set(NO_KERNEL) == without        # the interpreter's own record of them says the same
