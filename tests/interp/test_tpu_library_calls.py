"""Optimized XLA TPU modules (compiled deviceless for v5e, fixtures in tests/tpu_calls/, made by
tests/tpu_calls/make_fixtures.py) run in the interpreter and match jax on XLA CPU."""
from __future__ import annotations

import dataclasses

import numpy as np
import pytest

import hlotool
from hlotool.interp.compare import compare
from hlotool.interp.errors import InterpError
from hlotool.interp.kernels.convert import from_physical, tiled_order, to_physical
from hlotool.ir.shape import Layout, array_shape
from hlotool.npz import decode_npz, numbered
from support.paths import ROOT

HERE = ROOT / "tests" / "tpu_calls"
FIXTURES = sorted(p.stem for p in HERE.glob("*.hlo") if (HERE / f"{p.stem}.npz").exists())
SIGN_FREE = {"eigh"}        # eigenvectors are defined up to sign: checked by what is unique


def _run(name):
    arrays = decode_npz(HERE / f"{name}.npz")
    module = hlotool.parse((HERE / f"{name}.hlo").read_text())
    return list(hlotool.run(module, *numbered(arrays, "arg"))), numbered(arrays, "out"), numbered(arrays, "arg")


@pytest.mark.parametrize("name", [n for n in FIXTURES if n not in SIGN_FREE])
def test_tpu_module_matches_cpu_reference(name):
    got, want, _ = _run(name)
    assert len(got) == len(want)
    for i, (g, w) in enumerate(zip(got, want, strict=True)):
        assert compare(g, w) is None, f"{name} out{i}: {compare(g, w)}"


def test_tpu_eigh_eigenvalues_and_reconstruction():
    (w, v), (w_ref, v_ref), (a,) = _run("eigh")
    assert compare(w, w_ref) is None
    a = a.astype(np.float64)
    v64 = v.astype(np.float64)
    assert np.allclose(v64.T @ v64, np.eye(len(w)), atol=1e-5)
    assert np.allclose(v64 @ np.diag(w) @ v64.T, a, atol=1e-4)
    signs = np.sign(np.sum(v64 * v_ref, axis=0))
    assert compare((v64 * signs).astype(np.float32), v_ref) is None


def test_custom_call_targets_covered():
    """The fixtures hold the TPU library calls this file is about."""
    text = "".join((HERE / f"{n}.hlo").read_text() for n in FIXTURES)
    for target in ("AllocateBuffer", "AssumeGatherIndicesInBound", "GatherScatterIndicesBitpacked", "X64Combine",
                   "X64SplitHigh", "X64SplitLow", "Cholesky", "EighTpu", "LuDecompositionBlock",
                   "QrDecompositionBlock", "CompactWyHelper", "InvertDiagBlocksLowerTriangular",
                   "InvertDiagBlocksUpperTriangular"):
        assert f'custom_call_target="{target}"' in text, target


def test_pallas_tpu_custom_call_is_a_clear_error():
    module = hlotool.parse((HERE / "pallas_kernel.hlo").read_text())
    with pytest.raises(InterpError) as err:
        hlotool.run(module, np.ones((8, 128), np.float32))
    msg = str(err.value)
    assert "tpu_custom_call" in msg and "hlotool extract" in msg and "--backend xla" in msg


# ----------------------------------------------------------------------------- tiled bitcast mapping
def _shape(ty, dims, m2m, *tiles):
    return array_shape(ty, dims, Layout(tuple(m2m), tiles=tuple(tiles)))


def test_tiled_order_pads_and_orders_tiles():
    # f32[3,5]{1,0:T(2,2)} (tiled_layout.md's figure): tiles of 2x2, tiles row-major, padding -1
    order = tiled_order(_shape("f32", (3, 5), (1, 0), (2, 2)))
    assert order.size == 2 * 3 * 4
    assert order[:8].tolist() == [0, 1, 5, 6, 2, 3, 7, 8]
    assert order[8:12].tolist() == [4, -1, 9, -1]
    assert order[12:16].tolist() == [10, 11, -1, -1]


def test_second_level_tile_interleaves_row_pairs():
    # bf16 T(8,128)(2,1): inside an 8x128 tile, rows 2i and 2i+1 share each 32-bit word
    order = tiled_order(_shape("bf16", (8, 128), (1, 0), (8, 128), (2, 1)))
    assert order[:6].tolist() == [0, 128, 1, 129, 2, 130]


def test_tiled_round_trip_and_column_major_tiles():
    x = np.arange(20 * 7, dtype=np.float32).reshape(20, 7)
    for s in (_shape("f32", (20, 7), (1, 0), (8, 128)), _shape("f32", (20, 7), (0, 1), (8, 128)),
              _shape("f32", (20, 7), (1, 0), (4, 128), (2, 1))):
        flat = to_physical(x, s)
        assert flat.size == tiled_order(s).size
        assert np.array_equal(from_physical(flat, s), x)
    col = to_physical(x, _shape("f32", (20, 7), (0, 1), (8, 128)))
    assert col[:3].tolist() == [0.0, 7.0, 14.0]          # dim 0 is minor


def _bitcast_module(src, dst):
    return hlotool.parse(f"HloModule m\n\nENTRY e {{\n  p = {src} parameter(0)\n"
                         f"  ROOT b = {dst} bitcast(p)\n}}\n")


def test_bitcast_slices_through_tile_padding():
    # the TPU slices a minor dim in place: f32[20,48] and f32[20,7] fill the same 8x128 tiles
    x = np.random.default_rng(0).standard_normal((20, 48)).astype(np.float32)
    out = hlotool.run(_bitcast_module("f32[20,48]{1,0:T(8,128)}", "f32[20,7]{1,0:T(8,128)}"), x)[0]
    assert np.array_equal(out, x[:, :7])
    with pytest.raises(InterpError, match="padding"):
        hlotool.run(_bitcast_module("f32[20,7]{1,0:T(8,128)}", "f32[20,48]{1,0:T(8,128)}"),
                    x[:, :7].copy())


def test_bitcast_tiled_transpose_and_reshape():
    x = np.arange(24 * 16, dtype=np.float32).reshape(24, 16)
    out = hlotool.run(_bitcast_module("f32[24,16]{0,1:T(8,128)}", "f32[16,24]{1,0:T(8,128)}"), x)[0]
    assert np.array_equal(out, x.T)
    y = np.arange(10 * 10, dtype=np.float32).reshape(1, 10, 10)
    out = hlotool.run(_bitcast_module("f32[1,10,10]{2,1,0:T(8,128)}", "f32[10,10]{1,0:T(8,128)}"), y)[0]
    assert np.array_equal(out, y[0])


def test_fixture_bitcasts_need_only_the_first_tile_level():
    """Audit of the real dumps: every tiled bitcast maps elements the same with all tile levels or the
    first alone (the (2,1)/(4,1) packing levels move elements within words on both sides alike)."""
    seen = 0
    for name in FIXTURES:
        for comp in hlotool.parse((HERE / f"{name}.hlo").read_text()).computations:
            for inst in comp.instructions:
                if inst.opcode != "bitcast":
                    continue
                s, d = inst.operands[0].shape, inst.shape
                if not (s.layout and s.layout.tiles and d.layout and d.layout.tiles):
                    continue
                maps = []
                for keep in (None, 1):
                    ss, dd = (dataclasses.replace(x, layout=dataclasses.replace(x.layout, tiles=x.layout.tiles[:keep]))
                              for x in (s, d))
                    os_, od = tiled_order(ss), tiled_order(dd)
                    real = od >= 0
                    m = np.full(d.num_elements, -1)
                    m[od[real]] = os_[real]
                    maps.append(m)
                assert np.array_equal(*maps), f"{name}: {inst.name}"
                seen += 1
    assert seen > 20
