"""Inferring a partitioned result's placement over the Shardy mesh where no file records its sharding
(hlotool.placement.inference), and the folder facts it uses (hlotool.dump.shardings)."""
from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import numpy as np
import pytest

from hlotool.dump import output_sharding_from_folder, proto_output_sharding_of, result_placement_hint
from hlotool.placement.blocks import placement_of_sdy, split
from hlotool.placement.inference import ResultPlacementHint, infer_result_placement, mesh_axis_placements
from hlotool.sharding.model import SdyAxis, SdyDim, SdyMesh, SdySharding
from support.paths import ROOT

DUMPS = ROOT / "tests" / "accel" / "dumps"
MESH = SdyMesh((("data", 2), ("model", 2)))


def _placement(*dims, mesh=MESH, shape=(8, 16)):
    sharding = SdySharding("", tuple(SdyDim(tuple(SdyAxis(a) for a in d)) for d in dims))
    return placement_of_sdy(sharding, mesh, shape)


def test_every_assignment_of_whole_axes_is_a_candidate():
    # each of 2 axes on dim 0, dim 1 or none (9 ways); both on one dim in 2 orders adds 2 more
    texts = [t for t, _ in mesh_axis_placements(MESH, (8, 16))]
    assert len(texts) == len(set(texts)) == 11
    assert '[{"data", "model"}, {}]' in texts and '[{"model", "data"}, {}]' in texts and "[{}, {}]" in texts
    assert len(mesh_axis_placements(MESH, ())) == 1           # a scalar: replicated only


@pytest.mark.parametrize("dims", [(("model",), ()), (("data",), ()), ((), ("model",)), ((), ())])
def test_a_placement_singled_out_by_shapes_and_copies_assembles_the_global_value(dims):
    x = np.random.default_rng(0).normal(size=(8, 16)).astype(np.float32)
    blocks = split(x, _placement(*dims))
    value, how = infer_result_placement(ResultPlacementHint(((8, 16),), MESH, (), "f"), 0, blocks)
    assert value is not None, how
    np.testing.assert_array_equal(value, x)
    assert how.startswith("[")


def test_ambiguous_placements_stay_per_device_unless_a_parameter_has_one():
    x = np.arange(128, dtype=np.float32).reshape(8, 16)
    blocks = split(x, _placement(("data",), ("model",)))     # every device differs: so does [{model},{data}]
    both = infer_result_placement(ResultPlacementHint(((8, 16),), MESH, (), "f"), 0,
                                  split(x, _placement(("data", "model"), ())))
    assert both[0] is None and '[{"model", "data"}, {}]' in both[1]
    value, how = infer_result_placement(ResultPlacementHint(((8, 16),), MESH, (), "f"), 0, blocks)
    assert value is None and "none is singled out" in how
    param = ((8, 16), _placement(("data",), ("model",)))
    value, how = infer_result_placement(ResultPlacementHint(((8, 16),), MESH, (param,), "f"), 0, blocks)
    np.testing.assert_array_equal(value, x)
    assert "a parameter of the same shape" in how
    other = ((8, 16), _placement(("model",), ("data",)))      # a parameter with the other one picks the other
    value, _ = infer_result_placement(ResultPlacementHint(((8, 16),), MESH, (other,), "f"), 0, blocks)
    assert not np.array_equal(value, x)


def test_equal_blocks_of_a_sharded_result_tile_it():
    blocks = [np.ones((4, 16), np.float32)] * 4
    value, how = infer_result_placement(ResultPlacementHint(((8, 16),), MESH, (), "f"), 0, blocks)
    np.testing.assert_array_equal(value, np.ones((8, 16), np.float32))
    assert "give the same value" in how


def test_values_no_placement_explains_are_not_assembled():
    blocks = [np.full((4, 16), d, np.float32) for d in (0, 0, 1, 2)]   # devices 0,1 agree, 2,3 do not
    value, how = infer_result_placement(ResultPlacementHint(((8, 16),), MESH, (), "f"), 0, blocks)
    assert value is None and "no placement" in how
    value, how = infer_result_placement(ResultPlacementHint(((8, 16),), MESH, (), "f"), 0, blocks[:2])
    assert value is None and "4 devices" in how


def _optimized(folder: Path) -> Path:
    return next(folder.glob("*after_optimizations.txt"))


def test_the_folder_gives_global_shapes_mesh_and_parameter_placements():
    hint = result_placement_hint(_optimized(DUMPS / "a100_x4" / "dynamic_update_slice"))
    assert hint.global_dims == ((8, 16), (4, 4)) and hint.mesh.axes == MESH.axes
    assert hint.parameter_placements[0] == ((8, 16), _placement(("data",), ()))
    # TPU numbers the module before optimizations apart (module_0000 / module_0003): found all the same
    tpu = result_placement_hint(_optimized(DUMPS / "tpu_v5e_2x2" / "dynamic_update_slice"))
    assert tpu is not None and tpu.global_dims == hint.global_dims
    assert result_placement_hint(ROOT / "README.md") is None


def test_a_module_proto_records_the_output_sharding_its_text_does_not_print():
    folder = DUMPS / "a100_x4" / "mlp_fwd"
    proto = next(folder.glob("*gpu_after_optimizations.hlo.pb"))
    sharding = proto_output_sharding_of(proto)
    assert sharding is not None and sharding.tile_dims == (2, 1, 2) and sharding.last_tile_dim_replicate
    text, _ = output_sharding_from_folder(_optimized(folder))
    assert text == sharding
    assert proto_output_sharding_of(next(folder.glob("*before_optimizations.hlo.pb"))) is None


def test_run_announces_each_inferred_output_and_saves_global_values(tmp_path):
    folder = DUMPS / "a100_x4" / "dynamic_update_slice"
    out = tmp_path / "o.npz"
    r = subprocess.run([sys.executable, "-m", "hlotool", "run", str(_optimized(folder)), "--random-args",
                        "--print", "none", "--save", str(out)], capture_output=True, text=True, cwd=ROOT)
    assert r.returncode == 0, r.stderr
    assert 'out0: sharding inferred as [{"data"}, {}] (the only placement that fits)' in r.stderr
    saved = np.load(out)
    assert saved["out0"].shape == (8, 16) and saved["out0_dev0"].shape == (4, 16)


def test_output_shardings_from_a_module_proto(tmp_path):
    folder = DUMPS / "a100_x4" / "mlp_fwd"
    def run(source):
        return subprocess.run([sys.executable, "-m", "hlotool", "run", str(next(folder.glob("*gpu_after_optimizations.txt"))),
                               "--random-args", "--print", "none", "--output-shardings-from", str(source)],
                              capture_output=True, text=True, cwd=ROOT)
    assert run(next(folder.glob("*gpu_after_optimizations.hlo.pb"))).returncode == 0
    # the proto from before optimizations records no spmd_output_sharding, but its ROOT has the sharding
    before = run(next(folder.glob("*before_optimizations.hlo.pb")))
    assert before.returncode == 0 and before.stderr == "", before.stderr


def test_a_size_one_dimension_is_not_taken_as_sharded():
    # every device differs, so [{"model"}, {"data"}] (device (d, m) holding block (m, d), blocks (1, *) empty)
    # fits too; propagation does not cut a dimension into more blocks than it has elements
    x = np.arange(16, dtype=np.float32).reshape(1, 16)
    blocks = split(x, _placement((), ("model",), shape=(1, 16)))
    value, how = infer_result_placement(ResultPlacementHint(((1, 16),), MESH, (), "f"), 0, blocks)
    np.testing.assert_array_equal(value, x)
    assert how.startswith('[{}, {"model"}]')
