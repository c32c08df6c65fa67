"""Attributes that read as MLIR but are no integer where one is expected (found by a seeded fuzz run of 350,000
edits of the StableHLO corpus): a located error naming what was expected, never an OverflowError traceback."""
import pytest

import hlotool
from hlotool.errors import HloSyntaxError

MODULE = """\
module @m attributes {mhlo.num_partitions = PARTITIONS : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<2x3xf32>, %arg1: tensor<3x4xf32>) -> tensor<2x4xf32> {
    %0 = stablehlo.dot_general %arg0, %arg1, contracting_dims = [CONTRACTING] x [0] : \
(tensor<2x3xf32>, tensor<3x4xf32>) -> tensor<2x4xf32>
    return %0 : tensor<2x4xf32>
  }
}
"""


@pytest.mark.parametrize("partitions, contracting, line, words", [
    ("1e400", "1", 1, ["the module's attributes", "expected an integer, found inf"]),
    ("2.5", "1", 1, ["the module's attributes", "expected an integer, found 2.5"]),
    ("1", "1e400", 3, ["stablehlo.dot_general", "OverflowError"]),
])
def test_a_non_integer_where_an_integer_is_expected_is_a_located_error(partitions, contracting, line, words):
    text = MODULE.replace("PARTITIONS", partitions).replace("CONTRACTING", contracting)
    with pytest.raises(HloSyntaxError) as e:
        hlotool.parse_stablehlo(text, "m.mlir")
    assert e.value.line == line and all(w in e.value.message for w in words), e.value.message
    assert hlotool.parse_stablehlo(MODULE.replace("PARTITIONS", "1").replace("CONTRACTING", "1")).entry
