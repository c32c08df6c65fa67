"""hlotool.sharding (placement and the GSPMD / Shardy parsers): hand-computed cases for every GSPMD and Shardy
form, differential tests against jax's own placement (``devices_indices_map``), and the shard_map corpus."""
import os

os.environ.setdefault("XLA_FLAGS", "--xla_force_host_platform_device_count=8")   # before jax is imported

from itertools import permutations, product

import ml_dtypes
import numpy as np
import pytest

import hlotool
from hlotool.ir.values import FrontendAttributes
from hlotool.npz import decode_npz
from hlotool.parser.sharding_sdy import parse_manual_axes, parse_sdy_meshes, parse_sdy_shardings
from hlotool.placement.blocks import (
    Placement,
    assemble,
    holders_disagree,
    leaf_shardings,
    local_dims,
    placement_of_hlo_sharding,
    placement_of_sdy,
    split,
)
from hlotool.sharding.model import SdyAxis, SdyMesh, Sharding, ShardingError
from support.paths import CORPUS


def hlo_sharding(text: str, shape: str = "f32[8,4]"):
    """The IR value of ``sharding=text`` on a parameter of ``shape``."""
    m = hlotool.parse(f"HloModule m\nENTRY e {{\n  ROOT p = {shape} parameter(0), sharding={text}\n}}\n")
    return m.entry.instructions[0].attrs["sharding"]


def placement(text: str, dims=(8, 4), n=4) -> Placement:
    return placement_of_hlo_sharding(hlo_sharding(text), dims, n)


def sdy_placement(sharding: str, meshes: str, dims, **kw) -> Placement:
    return placement_of_sdy(parse_sdy_shardings(sharding)[0], parse_sdy_meshes(meshes), dims, **kw)


def roundtrip(p: Placement, dims, dtype=np.float32):
    x = np.arange(1, int(np.prod(dims)) + 1).astype(dtype).reshape(dims)
    blocks = split(x, p)
    np.testing.assert_array_equal(assemble(blocks, p, dims), x)
    assert holders_disagree(blocks, p, dims) == {}
    return blocks


# ---------------------------------------------------------------- GSPMD, by hand
def test_tiled_iota():
    p = placement("{devices=[4,1]<=[4]}")
    assert p.shards == (4, 1) and p.tiles == ((0, 0), (1, 0), (2, 0), (3, 0)) and not p.manual
    assert local_dims(p, (8, 4)) == (2, 4)
    blocks = roundtrip(p, (8, 4))
    np.testing.assert_array_equal(blocks[3], np.arange(25, 33, dtype=np.float32).reshape(2, 4))


def test_tiled_explicit_devices_partial_replication():
    p = placement("{devices=[2,1,2]0,2,1,3 last_tile_dim_replicate}")
    assert p.shards == (2, 1)
    assert p.tiles == ((0, 0), (1, 0), (0, 0), (1, 0))     # devices 0 and 2 hold rows 0..3
    assert p.holders() == {(0, 0): [0, 2], (1, 0): [1, 3]}
    roundtrip(p, (8, 4))


def test_transposed_iota_with_replicated_subgroup():
    # [2,4]T(1,0) lists 0,4,1,5,2,6,3,7: the first half of the rows lives on 0,4,1,5
    p = placement("{devices=[2,1,4]<=[2,4]T(1,0) last_tile_dims={replicated}}", n=8)
    assert [d for d, t in enumerate(p.tiles) if t == (0, 0)] == [0, 1, 4, 5]
    assert p.holders()[(1, 0)] == [2, 3, 6, 7]
    roundtrip(p, (8, 4))


def test_two_dims_tiled():
    p = placement("{devices=[2,2]3,2,1,0}", dims=(4, 6))
    assert p.tiles == ((1, 1), (1, 0), (0, 1), (0, 0))
    blocks = roundtrip(p, (4, 6))
    np.testing.assert_array_equal(blocks[3], [[1, 2, 3], [7, 8, 9]])


def test_replicated_and_maximal():
    p = placement("{replicated}", n=3)
    assert p.tiles == ((0, 0),) * 3
    blocks = roundtrip(p, (8, 4))
    assert all(b.shape == (8, 4) for b in blocks)
    m = placement("{maximal device=1}", n=3)
    x = np.ones((8, 4), np.float32)
    blocks = split(x, m)
    # the value exists on device 1 only; the others get zeros of the full shape
    assert [b.sum() for b in blocks] == [0, 32, 0]
    blocks[0][:] = 7
    np.testing.assert_array_equal(assemble(blocks, m, (8, 4)), x)
    np.testing.assert_array_equal(assemble([None, x, None], m, (8, 4)), x)


@pytest.mark.parametrize("text", ["{manual}", "{devices=[2,2,2]<=[8] last_tile_dims={manual}}",
                                  "{devices=[2,1,2,2]<=[8] last_tile_dims={manual, replicated}}"])
def test_manual_has_no_global_view(text):
    p = placement(text, n=8)
    assert p.manual
    if text != "{manual}":
        assert p.shards == (2, 2) if "2,2,2" in text else (2, 1)
    with pytest.raises(ShardingError, match="manual"):
        split(np.zeros((8, 4)), p)
    with pytest.raises(ShardingError, match="manual"):
        assemble([np.zeros(local_dims(p, (8, 4)))] * 8, p, (8, 4))


def test_partially_manual_tiles():
    p = placement("{devices=[2,2,2]<=[8] last_tile_dims={manual}}", n=8)
    assert p.tiles == tuple((d // 4, d // 2 % 2) for d in range(8))
    assert local_dims(p, (8, 4)) == (4, 2)


def test_uneven_shards_pad_at_the_end():
    p = placement("{devices=[4]<=[4]}", dims=(5,))
    assert local_dims(p, (5,)) == (2,)
    blocks = split(np.array([1, 2, 3, 4, 5], np.int32), p)
    assert [b.tolist() for b in blocks] == [[1, 2], [3, 4], [5, 0], [0, 0]]
    np.testing.assert_array_equal(assemble(blocks, p, (5,)), [1, 2, 3, 4, 5])
    # the padding is not data: it may hold anything
    blocks[2][1] = blocks[3][:] = 99
    np.testing.assert_array_equal(assemble(blocks, p, (5,)), [1, 2, 3, 4, 5])
    p = placement("{devices=[1,4]<=[4]}", dims=(2, 3))
    assert [b.tolist() for b in split(np.arange(6).reshape(2, 3), p)] == [[[0], [3]], [[1], [4]], [[2], [5]],
                                                                         [[0], [0]]]
    roundtrip(p, (2, 3))


def test_propagation_only_fields_are_ignored():
    assert placement("{devices=[2,1]0,1 shard_as 1}", n=2) == placement("{devices=[2,1]0,1}", n=2)
    assert placement('{replicated metadata={op_name="a"}}', n=2) == placement("{replicated}", n=2)


def test_rank0_and_zero_sized():
    p = placement("{replicated}", dims=(), n=2)
    assert local_dims(p, ()) == ()
    roundtrip(p, ())
    p = placement("{devices=[2,1]<=[2]}", dims=(0, 3), n=2)
    assert local_dims(p, (0, 3)) == (0, 3)
    roundtrip(p, (0, 3))


def test_other_dtypes():
    p = placement("{devices=[2,1,2]<=[4] last_tile_dim_replicate}", dims=(3, 2))
    for dtype in (ml_dtypes.bfloat16, np.bool_, np.complex64, np.uint8):
        blocks = roundtrip(p, (3, 2), dtype)
        assert blocks[0].dtype == dtype and blocks[0].shape == (2, 2)


def test_holders_disagree():
    p = placement("{devices=[2,1,2]0,2,1,3 last_tile_dim_replicate}")
    x = np.arange(32, dtype=np.float32).reshape(8, 4)
    blocks = split(x, p)
    blocks[3] = blocks[3].copy()
    blocks[3][0, 0] += 1
    assert holders_disagree(blocks, p, (8, 4)) == {(1, 0): [3]}
    np.testing.assert_array_equal(assemble(blocks, p, (8, 4)), x)     # device 1's copy wins
    # NaNs compare bitwise: identical NaNs agree
    blocks = split(np.full((8, 4), np.nan, np.float32), p)
    assert holders_disagree(blocks, p, (8, 4)) == {}


def test_leaf_shardings():
    s = hlo_sharding("{{replicated}, {devices=[2]<=[2]}}", "(f32[8,4], f32[2])")
    shape = hlotool.parse("HloModule m\nENTRY e {\n  ROOT p = (f32[8,4], (f32[2])) parameter(0)\n}\n") \
        .entry.instructions[0].shape
    leaves = leaf_shardings(s, shape)
    assert [x.kind for x in leaves] == ["replicated", "tiled"]
    assert placement_of_hlo_sharding(leaves[1], (2,), 2).tiles == ((0,), (1,))
    rep = hlo_sharding("{replicated}")
    assert leaf_shardings(rep, shape) == [rep, rep]
    with pytest.raises(ShardingError, match="1 element"):
        leaf_shardings(hlo_sharding("{{replicated}}", "(f32[2])"), shape)
    with pytest.raises(ShardingError, match="not a tuple"):
        leaf_shardings(s, shape.tuple_shapes[0])
    with pytest.raises(hlotool.HloSyntaxError, match="unexpected"):     # XLA's parser refuses it too
        hlo_sharding("{{replicated}, {{replicated}}}", "(f32[2], (f32[2]))")
    nested = Sharding("tuple", elements=(Sharding("replicated"), Sharding("tuple", elements=(Sharding("replicated"),))))
    with pytest.raises(ShardingError, match="nests"):
        leaf_shardings(nested, shape)
    empty = shape.tuple_shapes[1].__class__("tuple")
    assert leaf_shardings(hlo_sharding("{{replicated}}", "(f32[2])"), empty) == []


def test_global_shape_of_a_sharded_parameter():
    from hlotool.interp.device_io import global_shape
    m = hlotool.parse("HloModule m, num_partitions=2\nENTRY e {\n"
                      "  ROOT p = (f32[4,3], f32[2]) parameter(0), sharding={{devices=[2,1]<=[2]}, {replicated}}\n}\n")
    g = global_shape(m.entry.instructions[0])
    # the grown shape keeps its dimensions' (dynamic) flags: its text names them
    assert g.to_text(layout=False) == "(f32[8,3], f32[2])"


@pytest.mark.parametrize("text, dims, n, message", [
    ("{devices=[4,1]<=[4]}", (8,), 4, "tiles 2 data dimension"),
    ("{devices=[2,1,2]<=[4] last_tile_dim_replicate}", (8, 4, 1), 4, "rank 3"),
    ("{devices=[4,1]<=[4]}", (8, 4), 8, r"missing \[4, 5, 6, 7\]"),
    ("{devices=[4,1]<=[4]}", (8, 4), 2, "device 2 is outside"),
    ("{devices=[2,1]0,0}", (8, 4), 2, "more than once"),
    ("{devices=[2,1]0,1,2}", (8, 4), 3, "expected 2 device ids"),
    ("{devices=[2,2]<=[8]}", (8, 4), 4, "malformed"),
    ("{maximal device=4}", (8, 4), 4, r"\[0, 4\)"),
    ("{unknown}", (8, 4), 4, "not supported"),
    ("{unreduced}", (8, 4), 4, "unreduced"),
    ("{devices=[2,1,2]<=[4] last_tile_dims={unreduced}}", (8, 4), 4, "'unreduced' is not supported"),
    ("{{replicated}, {replicated}}", (8, 4), 4, "tuple sharding"),
])
def test_gspmd_errors(text, dims, n, message):
    with pytest.raises(ShardingError, match=message) as e:
        placement_of_hlo_sharding(hlo_sharding(text, "(f32[8,4], f32[8,4])" if "{{" in text else "f32[8,4]"),
                                  dims, n)
    assert text.split()[0] in str(e.value)            # the message quotes the sharding


@pytest.mark.parametrize("text, message", [
    ("{devices=[2,2]<=[2,2]T(0,2)}", "T\\(0,2\\) must list 2 dimension numbers"),
    ("{devices=[2,1]0,1 foo}", "unexpected 'foo'"),
    ("{replicated foo}", "unexpected 'foo'"),
])
def test_gspmd_forms_xla_refuses_do_not_parse(text, message):
    with pytest.raises(hlotool.HloSyntaxError, match=message):
        hlo_sharding(text)


def test_block_errors():
    p = placement("{devices=[4,1]<=[4]}")
    blocks = split(np.zeros((8, 4)), p)
    with pytest.raises(ShardingError, match="4 devices but 3 block"):
        assemble(blocks[:3], p, (8, 4))
    with pytest.raises(ShardingError, match=r"device 1's block should have shape \[2, 4\], got shape \[4, 4\]"):
        assemble([blocks[0], np.zeros((4, 4)), *blocks[2:]], p, (8, 4))
    with pytest.raises(ShardingError, match="got nothing"):
        assemble([None, *blocks[1:]], p, (8, 4))
    with pytest.raises(ShardingError, match="rank 2"):
        split(np.zeros(8), p)


# ---------------------------------------------------------------- Shardy, by hand
MESHES = ('{mesh = #sdy.mesh<["x"=2, "y"=2]>, "rev" = #sdy.mesh<["a"=4], device_ids=[3, 2, 1, 0]>, '
          'max = #sdy.mesh<[], device_ids=[2]>, empty = #sdy.mesh<[]>, big = #sdy.mesh<["x"=4, "y"=8]>}')


def test_parse_meshes():
    meshes = parse_sdy_meshes(MESHES)
    assert meshes["mesh"] == SdyMesh((("x", 2), ("y", 2)))
    assert meshes["rev"].devices().tolist() == [3, 2, 1, 0]
    assert meshes["max"].maximal_device == 2 and meshes["empty"].maximal_device is None
    assert meshes["big"].size == 32
    fa = FrontendAttributes((("other", "1"), ("xla.sdy.meshes", '{mesh = #sdy.mesh<["i"=4]>}')))
    assert parse_sdy_meshes(fa) == {"mesh": SdyMesh((("i", 4),))}
    assert parse_sdy_meshes(FrontendAttributes(())) == {} and parse_sdy_meshes(None) == {}
    # as the module header of real jax output carries it
    m = hlotool.parse((CORPUS / "shmap_2d_mesh" / "pre.hlo").read_text())
    assert parse_sdy_meshes(m.attrs["frontend_attributes"]) == {"mesh": SdyMesh((("x", 2), ("y", 2)))}
    # and with the quotes still escaped, as in raw HLO text
    assert parse_sdy_meshes('{mesh = #sdy.mesh<[\\"i\\"=4]>}') == {"mesh": SdyMesh((("i", 4),))}


@pytest.mark.parametrize("text, message", [
    ('{mesh = #sdy.mesh<["x"=2, "x"=2]>}', "distinct axis names"),
    ('{mesh = #sdy.mesh<["x"=0]>}', "sizes >= 1"),
    ('{mesh = #sdy.mesh<["x"=2], device_ids=[0, 0]>}', "permutation"),
    ('{mesh = #sdy.mesh<[], device_ids=[0, 1]>}', "one device id"),
    ('{mesh = #sdy.mesh<["x"=2]>, mesh = #sdy.mesh<["y"=2]>}', "appears twice"),
    ('{mesh = #sdy.mesh<["x"=2]>', "',' or '}'"),
    ('{mesh = #sdy.mesh<["x" 2]>}', "'=' after the axis name"),
    ('{mesh = #sdy.mesh<[x=2]>}', 'an axis like "x"=2'),
    ('mesh = #sdy.mesh<["x"=2]>', "'{' opening"),
    ('{mesh = #sdy.sharding<["x"=2]>}', "#sdy.mesh"),
])
def test_mesh_errors(text, message):
    with pytest.raises(ShardingError, match=message) as e:
        parse_sdy_meshes(text)
    assert text in str(e.value)


def test_parse_shardings():
    one, two = parse_sdy_shardings('#sdy.sharding_per_value<[<@mesh, [{"x", ?}p1, {"y":(1)2}], '
                                   'replicated={"z"}, unreduced={"w"}>, <mesh<["a"=2]>, []>]>')
    assert one.mesh == "mesh" and one.dims[0].open and one.dims[0].priority == 1
    assert one.dims[1].axes == (SdyAxis("y", 1, 2),) and not one.dims[1].open
    assert one.replicated == (SdyAxis("z"),) and one.unreduced == (SdyAxis("w"),)
    assert two.mesh == SdyMesh((("a", 2),)) and two.dims == ()
    (single,) = parse_sdy_shardings('#sdy.sharding<@mesh, [{?}, {}p0]>')
    assert single.dims[0].open and single.dims[0].axes == () and single.dims[1].priority == 0
    assert parse_sdy_shardings("#sdy.sharding_per_value<[]>") == []
    assert parse_manual_axes('#sdy<manual_axes{"x", "y"}>') == ("x", "y")
    assert parse_manual_axes("#sdy<manual_axes{}>") == ()


@pytest.mark.parametrize("text, message", [
    ('#sdy.sharding<@mesh, [{"x"}, {]>', 'an axis name like "x"'),
    ('#sdy.sharding<@mesh, [{"x"} {}]>', "',' or ']'"),
    ('#sdy.sharding<@mesh, [{"x"}], foo={}>', "replicated= or unreduced="),
    ('#sdy.sharding<@mesh, [{"x"}], replicated={}, replicated={}>', "at most once"),
    ('#sdy.sharding<@mesh, [{"x"}]', "found the end"),
    ('#sdy.sharding<@mesh, [{"x"}]> junk', "expected the end"),
    ('#sdy.sharding<@mesh, [{"x":2}]>', "sub-axis pre-size"),
    ('#sdy.sharding<@mesh, [{"x", ?, "y"}]>', "'}' after '?'"),
    ('#sdy.sharding<[{"x"}]>', "a mesh"),
    ('<@mesh, [{"x"}]>', "#sdy.sharding"),
    ('#sdy.sharding<@mesh, [{"x"}] & >', "found '&'"),
])
def test_sharding_syntax_errors(text, message):
    with pytest.raises(ShardingError, match=message) as e:
        parse_sdy_shardings(text)
    assert text in str(e.value)


def test_manual_axes_errors():
    with pytest.raises(ShardingError, match="manual_axes"):
        parse_manual_axes('#sdy<axes{"x"}>')


def test_sdy_placements():
    p = sdy_placement('#sdy.sharding<@mesh, [{"x"}, {"y"}]>', MESHES, (4, 6))
    assert p.shards == (2, 2) and p.tiles == ((0, 0), (0, 1), (1, 0), (1, 1))
    assert local_dims(p, (4, 6)) == (2, 3)
    roundtrip(p, (4, 6))
    # {"y", "x"}: y is major
    p = sdy_placement('#sdy.sharding<@mesh, [{"y", "x"}]>', MESHES, (8,))
    assert p.tiles == ((0,), (2,), (1,), (3,))
    # unused axes replicate; explicitly replicated ones too
    p = sdy_placement('#sdy.sharding<@mesh, [{}, {"y"}], replicated={"x"}>', MESHES, (4, 6))
    assert p.holders() == {(0, 0): [0, 2], (0, 1): [1, 3]}
    # open dims and priorities do not change where data lives
    assert sdy_placement('#sdy.sharding<@mesh, [{"x", ?}p2, {?}]>', MESHES, (4, 6)).tiles == \
        sdy_placement('#sdy.sharding<@mesh, [{"x"}, {}]>', MESHES, (4, 6)).tiles
    # device_ids: mesh position 0 is device 3
    p = sdy_placement('#sdy.sharding<@rev, [{"a"}]>', MESHES, (8,))
    assert p.tiles == ((3,), (2,), (1,), (0,))
    # inline mesh, no module meshes needed
    p = placement_of_sdy(parse_sdy_shardings('#sdy.sharding<mesh<["a"=2]>, [{}, {"a"}]>')[0], None, (3, 4))
    assert p.tiles == ((0, 0), (0, 1))
    # a mesh given directly
    p = placement_of_sdy(parse_sdy_shardings('#sdy.sharding<@any, [{"i"}]>')[0], SdyMesh((("i", 2),)), (2,))
    assert p.tiles == ((0,), (1,))


def test_sdy_matches_gspmd_with_device_ids():
    p = sdy_placement('#sdy.sharding<@m, [{"b"}, {}]>',
                      '{m = #sdy.mesh<["a"=2, "b"=3], device_ids=[0, 2, 4, 1, 3, 5]>}', (6, 2))
    # mesh (a, b) -> device: [[0,2,4],[1,3,5]]; dim 0 follows b, replicated over a
    assert p == placement("{devices=[3,1,2]0,1,2,3,4,5 last_tile_dim_replicate}", (6, 2), 6)


def test_sub_axes():
    meshes = '{m = #sdy.mesh<["x"=4]>, m2 = #sdy.mesh<["x"=2, "y"=8, "z"=2]>}'
    p = sdy_placement('#sdy.sharding<@m, [{"x":(1)2}, {"x":(2)2}]>', meshes, (2, 4))
    assert p == placement("{devices=[2,2]<=[4]}", (2, 4), 4)
    # "y":(2)2 of y=8 is the middle of [2, 2, 2]: coordinate (y // 2) % 2
    p = sdy_placement('#sdy.sharding<@m2, [{"x"}, {"y":(2)2}]>', meshes, (4, 8))
    assert local_dims(p, (4, 8)) == (2, 4)
    for device, tile in enumerate(p.tiles):
        x, y, _ = np.unravel_index(device, (2, 8, 2))
        assert tile == (x, (y // 2) % 2)
    roundtrip(p, (4, 8))
    # an axis split across two dims, minor part first
    p = sdy_placement('#sdy.sharding<@m, [{"x":(2)2}, {"x":(1)2}]>', meshes, (2, 2))
    assert p.tiles == ((0, 0), (1, 0), (0, 1), (1, 1))


def test_maximal_and_empty_meshes():
    p = sdy_placement('#sdy.sharding<@max, [{}, {}]>', MESHES, (2, 2), num_devices=4)
    assert p.tiles == (None, None, (0, 0), None)
    assert sdy_placement('#sdy.sharding<@max, []>', MESHES, ()).num_devices == 3
    p = sdy_placement('#sdy.sharding<@empty, [{}]>', MESHES, (5,), num_devices=4)
    assert p.tiles == ((0,),) * 4


def test_manual_axes_restriction():
    text = '#sdy.sharding<@mesh, [{"x", "y"}, {}]>'
    p = sdy_placement(text, MESHES, (8, 2), axes=("x",))
    assert p.shards == (2, 1) and p.holders() == {(0, 0): [0, 1], (1, 0): [2, 3]}
    assert sdy_placement(text, MESHES, (8, 2), axes=("x", "y")) == sdy_placement(text, MESHES, (8, 2))
    assert sdy_placement(text, MESHES, (8, 2), axes=()).shards == (1, 1)
    with pytest.raises(ShardingError, match="must come before"):
        sdy_placement(text, MESHES, (8, 2), axes=("y",))
    # unreduced over a non-manual axis does not matter to the manual view
    p = sdy_placement('#sdy.sharding<@mesh, [{"x"}], unreduced={"y"}>', MESHES, (4,), axes=("x",))
    assert p.shards == (2,)


@pytest.mark.parametrize("sharding, dims, kw, message", [
    ('#sdy.sharding<@nope, [{}]>', (2,), {}, "mesh @nope, which is not defined"),
    ('#sdy.sharding<@mesh, [{"q"}]>', (2,), {}, 'axis "q" is not in the mesh'),
    ('#sdy.sharding<@mesh, [{"x"}, {"x"}]>', (2, 2), {}, "used more than once"),
    ('#sdy.sharding<@mesh, [{"x"}], replicated={"x"}>', (2,), {}, "used more than once"),
    ('#sdy.sharding<@big, [{"y":(1)4}, {"y":(2)2}]>', (4, 2), {}, "overlaps"),
    ('#sdy.sharding<@big, [{"y":(4)4}]>', (4,), {}, "does not fit"),
    ('#sdy.sharding<@big, [{"y":(1)1}]>', (4,), {}, "does not fit"),
    ('#sdy.sharding<@mesh, [{"x"}]>', (2, 2), {}, "has 1 dimension sharding"),
    ('#sdy.sharding<@mesh, [{"x"}], unreduced={"y"}>', (2,), {}, "unreduced"),
    ('#sdy.sharding<@mesh, [{"x"}]>', (2,), {"num_devices": 8}, "mesh has 4 devices but the program has 8"),
    ('#sdy.sharding<@max, []>', (), {"num_devices": 2}, "maximal device 2"),
])
def test_sdy_placement_errors(sharding, dims, kw, message):
    with pytest.raises(ShardingError, match=message) as e:
        sdy_placement(sharding, MESHES, dims, **kw)
    assert sharding in str(e.value)


# ---------------------------------------------------------------- against jax
def _jax():
    jax = pytest.importorskip("jax")
    if len(jax.devices()) < 8:
        pytest.skip("needs 8 jax devices: XLA_FLAGS=--xla_force_host_platform_device_count=8 before jax loads")
    return jax


def _specs(names, rank):
    """Every assignment of mesh axes to a dim (or to none) and every order within a dim."""
    for choice in product(range(rank + 1), repeat=len(names)):
        per_dim = [[a for a, c in zip(names, choice, strict=True) if c == d] for d in range(rank)]
        for orders in product(*(permutations(axes) for axes in per_dim)):
            yield tuple(None if not o else o[0] if len(o) == 1 else tuple(o) for o in orders)


@pytest.mark.xla
@pytest.mark.parametrize("mesh_shape, permuted", [((2,), False), ((4,), True), ((8,), False), ((2, 2), False),
                                                  ((2, 4), True), ((4, 2), False), ((2, 2, 2), True)])
def test_against_jax(mesh_shape, permuted):
    """For many PartitionSpecs: the GSPMD and sdy shardings jax lowers into HLO for jit parameters,
    and the HloSharding jax prints directly, all place blocks where jax's devices_indices_map says."""
    jax = _jax()
    from jax.sharding import Mesh, NamedSharding, PartitionSpec

    names = ("x", "y", "z")[:len(mesh_shape)]
    n = int(np.prod(mesh_shape))
    devices = np.array(jax.devices()[:n])
    if permuted:
        devices = devices[np.random.default_rng(n).permutation(n)]
    mesh = Mesh(devices.reshape(mesh_shape), names)
    rng = np.random.default_rng(len(mesh_shape) * 10 + n)
    cases = []
    for rank in (1, 2, 3) if len(names) < 3 else (1, 2):
        for spec in _specs(names, rank):
            sharding = NamedSharding(mesh, PartitionSpec(*spec))
            shards = [int(np.prod([mesh.shape[a] for a in ((s,) if isinstance(s, str) else s or ())]))
                      for s in spec]
            cases.append((sharding, tuple(k * int(rng.integers(1, 4)) for k in shards)))
    assert len(cases) >= 9
    avals = [jax.ShapeDtypeStruct(shape, np.float32) for _, shape in cases]
    text = jax.jit(lambda *a: a, in_shardings=tuple(s for s, _ in cases)).lower(*avals).as_text(dialect="hlo")
    module = hlotool.parse(text)
    meshes = parse_sdy_meshes(module.attrs["frontend_attributes"])
    printed = "\n".join(f"  p{i} = f32[{','.join(map(str, shape))}] parameter({i}), "
                        f"sharding={s._to_xla_hlo_sharding(len(shape))}" for i, (s, shape) in enumerate(cases))
    direct = hlotool.parse(f"HloModule m\nENTRY e {{\n{printed}\n  ROOT t = () tuple()\n}}\n").entry.parameters
    flat_devices = list(mesh.devices.flat)    # HLO device i is the mesh's i-th device
    for (sharding, shape), param, direct_param in zip(cases, module.entry.parameters, direct, strict=True):
        x = np.arange(int(np.prod(shape)), dtype=np.float32).reshape(shape)
        expected = [x[sharding.devices_indices_map(shape)[d]] for d in flat_devices]
        sdy = parse_sdy_shardings(param.attrs["frontend_attributes"].get("xla.sdy.sharding"))[0]
        placements = [placement_of_hlo_sharding(param.attrs["sharding"], shape, n),
                      placement_of_hlo_sharding(direct_param.attrs["sharding"], shape, n),
                      placement_of_sdy(sdy, meshes, shape, num_devices=n)]
        for p in placements:
            blocks = split(x, p)
            for device, (got, want) in enumerate(zip(blocks, expected, strict=True)):
                assert np.array_equal(got, want), (sharding.spec, shape, p.source, device)
            np.testing.assert_array_equal(assemble(blocks, p, shape), x)
        assert placements[0] == placements[1] == placements[2], (sharding.spec, shape)


# ---------------------------------------------------------------- the shard_map corpus
SHMAP = sorted(d.name for d in CORPUS.glob("shmap_*")) if CORPUS.exists() else []


@pytest.mark.parametrize("name", SHMAP)
def test_corpus_post_parameters(name):
    """The partitioned module's parameter shardings cut the global inputs into its local shapes."""
    module = hlotool.parse((CORPUS / name / "post.hlo").read_text())
    n = module.attrs["num_partitions"]
    io = decode_npz(CORPUS / name / "io.npz")
    for param in module.entry.parameters:
        x = io[f"arg{param.parameter_number}"]
        p = placement_of_hlo_sharding(param.attrs["sharding"], x.shape, n)
        blocks = split(x, p)
        assert len(blocks) == n and all(b.shape == param.shape.dims for b in blocks), param.name
        np.testing.assert_array_equal(assemble(blocks, p, x.shape), x)


def _shard_map_calls(module):
    for inst in module.entry.instructions:
        target = inst.attrs.get("custom_call_target")
        if target in ("xla.sdy.GlobalToLocalShape", "xla.sdy.LocalToGlobalShape"):
            yield target, inst


@pytest.mark.parametrize("name", [n for n in SHMAP if n != "shmap_gspmd_legacy"])
def test_corpus_pre_shard_map_boundaries(name):
    """shard_map's in/out shardings over its manual axes relate the global and the local shapes."""
    module = hlotool.parse((CORPUS / name / "pre.hlo").read_text())
    meshes = parse_sdy_meshes(module.attrs["frontend_attributes"])
    io = decode_npz(CORPUS / name / "io.npz")
    calls = list(_shard_map_calls(module))
    assert {t for t, _ in calls} == {"xla.sdy.GlobalToLocalShape", "xla.sdy.LocalToGlobalShape"}
    for target, inst in calls:
        fa = inst.attrs["frontend_attributes"]
        manual = parse_manual_axes(fa.get("xla.sdy.manual_axes"))
        if target == "xla.sdy.GlobalToLocalShape":
            shardings = parse_sdy_shardings(fa.get("xla.sdy.in_shardings"))
            global_shapes, local_shapes = [op.shape for op in inst.operands], inst.shape.leaves()
            arrays = [io[f"arg{op.parameter_number}"] for op in inst.operands]
        else:
            shardings = parse_sdy_shardings(fa.get("xla.sdy.out_shardings"))
            global_shapes, local_shapes = inst.shape.leaves(), [op.shape for op in inst.operands]
            arrays = [io[f"out{i}"] for i in range(len(global_shapes))]
        assert len(shardings) == len(global_shapes) == len(local_shapes) == len(arrays)
        for s, g, local, x in zip(shardings, global_shapes, local_shapes, arrays, strict=True):
            p = placement_of_sdy(s, meshes, g.dims, axes=manual)
            assert local_dims(p, g.dims) == local.dims and x.shape == g.dims
            blocks = split(x, p)
            assert all(b.shape == local.dims for b in blocks)
            np.testing.assert_array_equal(assemble(blocks, p, x.shape), x)


def test_corpus_gspmd_legacy_full_to_shard():
    module = hlotool.parse((CORPUS / "shmap_gspmd_legacy" / "pre.hlo").read_text())
    (to_shard,) = [i for i in module.entry.instructions
                   if i.attrs.get("custom_call_target") == "SPMDFullToShardShape"]
    (marked,) = to_shard.operands
    p = placement_of_hlo_sharding(marked.attrs["sharding"], marked.shape.dims, 4)
    assert local_dims(p, marked.shape.dims) == to_shard.shape.dims
    assert placement_of_hlo_sharding(to_shard.attrs["sharding"], to_shard.shape.dims, 4).manual
