"""``run --output-shardings-from`` on StableHLO text: the converted module has no proto to read an
``spmd_output_sharding`` from, so its placement hint is read as a text module's is (it used to fail as an
"empty file: not an HLO proto")."""
from hlotool.dump.shardings import named_output_sharding
from support.paths import ROOT

XENT_MLIR = ROOT / "tests/accel/dumps/tpu_v5e_2x2/xent/module_0000.jit_xent.cl_933746096/module.mlir"


def test_stablehlo_text_gives_its_placement_hint():
    sharding, hint = named_output_sharding(XENT_MLIR)
    assert sharding is None
    assert hint is not None and hint.global_dims == ((), (8,), (8, 32))
