"""StableHLO's simplification, MLIR's canonicaliser and XLA's export as hlotool.stablehlo.tidy makes them: each
small module is compared with XLA's own conversion of it (``mlir_module_to_xla_computation``) and run to the
program's numbers."""
import numpy as np

import hlotool


def _same_as_xlas(text: str, name: str):
    """hlotool's reading of ``text``, checked against XLA's conversion (no structural change)."""
    from tools.corpus.stablehlo import xla_conversion
    module = hlotool.parse_stablehlo(text, name)
    result = hlotool.diff(module, hlotool.parse(xla_conversion(text)))
    assert result.same, result
    return module


def _opcodes(module) -> list[str]:
    return [i.opcode for i in module.entry.instructions]


BROADCASTS = """\
module @broadcasts {
  func.func public @main(%arg0: tensor<4x1xi32>, %arg1: tensor<8xi32>) -> (tensor<4x4x1xi32>, tensor<8x10xi32>, tensor<1x10xi32>, tensor<4x3xi32>, tensor<8x10xi32>) {
    %0 = stablehlo.broadcast_in_dim %arg0, dims = [0, 1] : (tensor<4x1xi32>) -> tensor<4x4xi32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [0, 1] : (tensor<4x4xi32>) -> tensor<4x4x1xi32>
    %2 = stablehlo.broadcast_in_dim %arg1, dims = [0] : (tensor<8xi32>) -> tensor<8x1xi32>
    %3 = stablehlo.broadcast_in_dim %2, dims = [0, 1] : (tensor<8x1xi32>) -> tensor<8x10xi32>
    %4 = stablehlo.iota dim = 1 : tensor<1x10xi32>
    %5 = stablehlo.iota dim = 0 : tensor<4x3xi32>
    %6 = stablehlo.broadcast_in_dim %4, dims = [0, 1] : (tensor<1x10xi32>) -> tensor<8x10xi32>
    return %1, %3, %4, %5, %6 : tensor<4x4x1xi32>, tensor<8x10xi32>, tensor<1x10xi32>, tensor<4x3xi32>, tensor<8x10xi32>
  }
}
"""


def test_broadcast_of_broadcast_is_one_and_iota_is_a_broadcast_in_dim(xla):
    """A broadcast_in_dim of a broadcast_in_dim that is no reshape is one broadcast_in_dim of its operand (XLA's
    export then writes it as broadcast, reshape, broadcast where a size-1 dimension grows); of one that is a reshape
    it stays. An iota of rank 2 is a 1-D iota and a broadcast_in_dim, so a reshape where its other dimensions are 1."""
    module = _same_as_xlas(BROADCASTS, "broadcasts.mlir")
    root = module.entry.root
    grown = root.operands[0]
    assert grown.opcode == "broadcast" and grown.operands[0].opcode == "reshape"
    assert grown.operands[0].operands[0].operands[0].opcode == "parameter"      # (not the 4x4 broadcast)
    assert root.operands[2].opcode == "reshape" and root.operands[2].operands[0].opcode == "iota"
    a, b = np.arange(4, dtype=np.int32).reshape(4, 1), np.arange(8, dtype=np.int32) * 3
    out = hlotool.run(module, a, b)
    np.testing.assert_array_equal(out[0], np.broadcast_to(a, (4, 4))[..., None])
    np.testing.assert_array_equal(out[1], np.broadcast_to(b[:, None], (8, 10)))
    np.testing.assert_array_equal(out[2], np.arange(10, dtype=np.int32)[None])
    np.testing.assert_array_equal(out[3], np.broadcast_to(np.arange(4, dtype=np.int32)[:, None], (4, 3)))
    np.testing.assert_array_equal(out[4], np.broadcast_to(np.arange(10, dtype=np.int32), (8, 10)))


SAME_OPERANDS = """\
module @same {
  func.func public @main(%arg0: tensor<1x6xi32>, %arg1: tensor<5xi32>, %arg2: tensor<3x4xf32>, %arg3: tensor<i32>, %arg4: tensor<5xf32>) -> (tensor<1x6xi32>, tensor<5xi1>, tensor<3x4xf32>, tensor<i1>, tensor<i1>, tensor<5xi1>, tensor<5xi1>) {
    %0 = stablehlo.reverse %arg0, dims = [0] : tensor<1x6xi32>
    %1 = stablehlo.compare NE, %arg1, %arg1, SIGNED : (tensor<5xi32>, tensor<5xi32>) -> tensor<5xi1>
    %c = stablehlo.constant dense<false> : tensor<i1>
    %2 = stablehlo.reduce(%1 init: %c) applies stablehlo.or across dimensions = [] : (tensor<5xi1>, tensor<i1>) -> tensor<5xi1>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %3 = stablehlo.reduce(%arg2 init: %cst) applies stablehlo.add across dimensions = [] : (tensor<3x4xf32>, tensor<f32>) -> tensor<3x4xf32>
    %4 = stablehlo.compare GE, %arg3, %arg3, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %5 = stablehlo.compare GT, %arg3, %arg3, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %6 = stablehlo.compare LT, %arg1, %arg1, SIGNED : (tensor<5xi32>, tensor<5xi32>) -> tensor<5xi1>
    %7 = stablehlo.compare GT, %arg1, %arg1, SIGNED : (tensor<5xi32>, tensor<5xi32>) -> tensor<5xi1>
    %8 = stablehlo.or %7, %6 : tensor<5xi1>
    %9 = stablehlo.compare NE, %arg4, %arg4, FLOAT : (tensor<5xf32>, tensor<5xf32>) -> tensor<5xi1>
    return %0, %2, %3, %4, %5, %8, %9 : tensor<1x6xi32>, tensor<5xi1>, tensor<3x4xf32>, tensor<i1>, tensor<i1>, tensor<5xi1>, tensor<5xi1>
  }
}
"""


def test_reverse_of_size_1_reduce_of_no_dimension_and_integers_compared_with_themselves(xla):
    """A reverse along dimensions of size 1 and a reduce across no dimension are their operands; an integer
    compared with itself is known (true for EQ, GE, LE; false for NE, GT, LT), so or(x != x, x < x) is a constant.
    A float compared with itself stays (NaN is not equal to itself)."""
    module = _same_as_xlas(SAME_OPERANDS, "same.mlir")
    assert "reverse" not in _opcodes(module) and "reduce" not in _opcodes(module) and len(module.computations) == 1
    assert _opcodes(module).count("compare") == 1
    args = [np.arange(6, dtype=np.int32).reshape(1, 6), np.arange(5, dtype=np.int32),
            np.arange(12, dtype=np.float32).reshape(3, 4), np.int32(3), np.array([1, np.nan, 2, 3, np.nan], np.float32)]
    out = hlotool.run(module, *args)
    np.testing.assert_array_equal(out[0], args[0])
    np.testing.assert_array_equal(out[2], args[2])
    assert list(out[1]) == [False] * 5 and list(out[5]) == [False] * 5 and bool(out[3]) and not bool(out[4])
    assert list(out[6]) == [False, True, False, False, True]


CONCATENATES = """\
module @concatenates {
  func.func public @main(%arg0: tensor<4x5xf32>, %arg1: tensor<1x5xf32>, %arg2: tensor<6x2xf32>) -> (tensor<6x5xf32>, tensor<1x5xf32>, tensor<6x2xf32>, tensor<6x9xf32>, tensor<2x5xf32>) {
    %0 = stablehlo.concatenate %arg1, %arg0, dim = 0 : (tensor<1x5xf32>, tensor<4x5xf32>) -> tensor<5x5xf32>
    %1 = stablehlo.slice %0 [4:5, 0:5] : (tensor<5x5xf32>) -> tensor<1x5xf32>
    %2 = stablehlo.slice %0 [3:4, 0:5] : (tensor<5x5xf32>) -> tensor<1x5xf32>
    %3 = stablehlo.concatenate %0, %2, dim = 0 : (tensor<5x5xf32>, tensor<1x5xf32>) -> tensor<6x5xf32>
    %4 = stablehlo.concatenate %arg2, %3, dim = 1 : (tensor<6x2xf32>, tensor<6x5xf32>) -> tensor<6x7xf32>
    %5 = stablehlo.slice %4 [0:6, 4:6] : (tensor<6x7xf32>) -> tensor<6x2xf32>
    %6 = stablehlo.concatenate %4, %5, dim = 1 : (tensor<6x7xf32>, tensor<6x2xf32>) -> tensor<6x9xf32>
    %7 = stablehlo.concatenate %arg1, %arg1, dim = 0 : (tensor<1x5xf32>, tensor<1x5xf32>) -> tensor<2x5xf32>
    return %3, %1, %5, %6, %7 : tensor<6x5xf32>, tensor<1x5xf32>, tensor<6x2xf32>, tensor<6x9xf32>, tensor<2x5xf32>
  }
}
"""


def test_concatenates_flattened_and_slices_of_one_operand(xla):
    """A slice within one operand of a concatenate slices that operand; a concatenate of a concatenate along the same
    dimension that nothing else uses (once such slices read past it) concatenates the inner one's operands."""
    module = _same_as_xlas(CONCATENATES, "concatenates.mlir")
    root = module.entry.root
    assert [o.opcode for o in root.operands[0].operands] == ["parameter", "parameter", "slice"]
    assert [o.opcode for o in root.operands[3].operands] == ["parameter", "concatenate", "slice"]
    assert _opcodes(module).count("concatenate") == 3
    x, row, cols = (np.arange(20, dtype=np.float32).reshape(4, 5), np.full((1, 5), -1, np.float32),
                    np.arange(12, dtype=np.float32).reshape(6, 2) + 100)
    out = hlotool.run(module, x, row, cols)
    first = np.concatenate([row, x, x[2:3]])
    np.testing.assert_array_equal(out[0], first)
    np.testing.assert_array_equal(out[1], x[3:4])
    np.testing.assert_array_equal(out[2], first[:, 2:4])
    np.testing.assert_array_equal(out[3], np.concatenate([cols, first, first[:, 2:4]], axis=1))


ALL_TO_ALL = """\
module @all_to_all attributes {mhlo.num_partitions = 2 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<2x3xf32>) -> tensor<6xf32> {
    %0 = "stablehlo.all_to_all"(%arg0) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, concat_dimension = 1 : i64, replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>, split_count = 2 : i64, split_dimension = 0 : i64}> : (tensor<2x3xf32>) -> tensor<1x6xf32>
    %1 = stablehlo.reshape %0 : (tensor<1x6xf32>) -> tensor<6xf32>
    return %1 : tensor<6xf32>
  }
}
"""


def test_a_reshape_after_all_to_all_reshapes_what_xlas_export_made(xla):
    """XLA's export makes all_to_all of two dimensions an all-to-all, a reshape, a transpose and a reshape; a reshape
    of its result reshapes that last reshape (MLIR saw an all_to_all there, not a reshape to fold into)."""
    module = _same_as_xlas(ALL_TO_ALL, "all_to_all.mlir")
    root = module.entry.root
    assert root.opcode == "reshape" and root.operands[0].opcode == "reshape"
    assert root.operands[0].operands[0].opcode == "transpose"
    blocks = {(0, d): np.arange(6, dtype=np.float32).reshape(2, 3) + 10 * d for d in range(2)}
    out = hlotool.run(module, device_args=blocks)
    for d in range(2):          # device d gets row d of every device's block, side by side
        np.testing.assert_array_equal(out.per_device[d][0], np.concatenate([blocks[(0, e)][d] for e in range(2)]))


SHARDED_RESULTS = """\
module @sharded attributes {mhlo.num_partitions = 2 : i32, mhlo.num_replicas = 1 : i32} {
  sdy.mesh @mesh = <["x"=2]>
  func.func public @main(%arg0: tensor<8x4xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"x"}, {}]>}) -> (tensor<4x8xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"x"}]>}, tensor<8x4xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"x"}, {}]>}) {
    %0 = stablehlo.transpose %arg0, dims = [1, 0] : (tensor<8x4xf32>) -> tensor<4x8xf32>
    %1 = stablehlo.add %0, %0 : tensor<4x8xf32>
    return %1, %arg0 : tensor<4x8xf32>, tensor<8x4xf32>
  }
}
"""


def test_a_sharded_results_custom_call_has_the_results_layout(xla):
    """The xla.sdy.FuncResultSharding custom call (and the reshape left beside it) is of the result's type, in its
    default layout, though the value it marks has a transpose's layout."""
    module = _same_as_xlas(SHARDED_RESULTS, "sharded.mlir")
    marked = module.entry.root.operands[0]
    assert marked.opcode == "custom-call" and marked.shape.layout.minor_to_major == (1, 0)
    assert marked.operands[0].shape.layout.minor_to_major == (0, 1)
    x = np.arange(32, dtype=np.float32).reshape(8, 4)
    out = hlotool.run(module, x)
    np.testing.assert_array_equal(out[0], 2 * x.T)
    np.testing.assert_array_equal(out[1], x)


NEXT_AFTER = """\
module @next_after {
  func.func public @main(%arg0: tensor<4xf64>) -> tensor<4xf64> {
    %cst = stablehlo.constant dense<1.000000e+00> : tensor<4xf64>
    %0 = chlo.next_after %arg0, %cst : tensor<4xf64>, tensor<4xf64> -> tensor<4xf64>
    return %0 : tensor<4xf64>
  }
}
"""


def test_chlo_decompositions_take_the_canonicalisers_identities(xla):
    """chlo.next_after towards a constant: the constant is no NaN, so or(x != x, false) is x != x (the identities
    of hlotool.stablehlo.tidy apply to what a CHLO decomposition makes too)."""
    module = _same_as_xlas(NEXT_AFTER, "next_after.mlir")
    (nan,) = [i for i in module.entry.instructions if i.opcode == "compare" and i.operands[0] is i.operands[1]]
    assert any(i.opcode == "select" and i.operands[0] is nan for i in module.entry.instructions)
    x = np.array([0.5, 1.0, 2.0, np.nan])
    np.testing.assert_array_equal(hlotool.run(module, x)[0], np.nextafter(x, 1.0))
