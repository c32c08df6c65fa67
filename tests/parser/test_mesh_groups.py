"""Replica groups written as mesh axes (jax >= 0.10): ``mesh['x'=2,'y'=4] {'y'}``.

Parsing and printing (both parse paths, XLA's printer as the judge), ``MeshAxesGroups.expand()``
against hand-computed groups and against XLA itself (by running an all-gather of replica ids, and
by compiling jax programs with and without XLA's mesh-axes form), the verifier's group checks and
``verify --replicas/--partitions``.
"""
import json
import re

import numpy as np
import pytest
from click.testing import CliRunner

import hlotool
from hlotool.cli import cli as main
from hlotool.errors import HloSyntaxError
from hlotool.ir.collectives import DeviceGrid, listed_groups, participant_groups
from hlotool.ir.device_groups import IotaList, MeshAxesGroups
from hlotool.parser import parse_without_fast_paths
from support.xla_oracle import compile_on_xla_cpu, xla_print

MODULE = """HloModule m, replica_count=1, num_partitions={n}

add {{
  a = f32[] parameter(0)
  b = f32[] parameter(1)
  ROOT c = f32[] add(a, b)
}}

ENTRY e {{
  p = f32[4] parameter(0)
  ROOT r = f32[4] all-reduce(p), channel_id=1, replica_groups={rg}, use_global_device_ids=true, to_apply=add
}}
"""


def module(rg: str, n: int = 8) -> str:
    return MODULE.format(rg=rg, n=n)


def groups_of(rg: str, n: int = 8) -> MeshAxesGroups:
    g = hlotool.parse(module(rg, n)).entry.root.attrs["replica_groups"]
    assert isinstance(g, MeshAxesGroups)
    return g


# Forms XLA accepts, in the canonical spelling XLA prints them, with the groups XLA forms
# (worked out by hand from the mesh layout; the XLA tests below confirm them).
CANONICAL = {
    "mesh['x'=2,'y'=4] {'y'}": [[0, 1, 2, 3], [4, 5, 6, 7]],
    "mesh['x'=2,'y'=4] {'x'}": [[0, 4], [1, 5], [2, 6], [3, 7]],
    "mesh['x'=2,'y'=4] {'x','y'}": [[0, 1, 2, 3, 4, 5, 6, 7]],
    "mesh['x'=2,'y'=4] {'y','x'}": [[0, 4, 1, 5, 2, 6, 3, 7]],
    "mesh['axis_0'=1,'axis_1'=8] {'axis_1'}": [[0, 1, 2, 3, 4, 5, 6, 7]],
    "mesh['x'=2,'y'=2,'z'=2] {'z','x'}": [[0, 4, 1, 5], [2, 6, 3, 7]],
    # sub-axes 'x':(pre)size: `size` devices of stride `pre` within the axis
    "mesh['x'=8] {'x':(1)2}": [[0, 4], [1, 5], [2, 6], [3, 7]],
    "mesh['x'=8] {'x':(2)2}": [[0, 2], [1, 3], [4, 6], [5, 7]],
    "mesh['x'=8] {'x':(4)2}": [[0, 1], [2, 3], [4, 5], [6, 7]],
    "mesh['x'=8] {'x':(2)4}": [[0, 1, 2, 3], [4, 5, 6, 7]],
    "mesh['x'=8] {'x':(1)2,'x':(4)2}": [[0, 1, 4, 5], [2, 3, 6, 7]],
    "mesh['x'=8] {'x':(4)2,'x':(1)2}": [[0, 4, 1, 5], [2, 6, 3, 7]],
    "mesh['x'=16] {'x':(2)2,'x':(8)2}": [[0, 1, 4, 5], [2, 3, 6, 7], [8, 9, 12, 13], [10, 11, 14, 15]],
    "mesh['x'=4,'y'=2] {'y','x':(2)2}": [[0, 2, 1, 3], [4, 6, 5, 7]],
    "mesh['x'=4,'y'=2] {'x':(1)2,'y'}": [[0, 1, 4, 5], [2, 3, 6, 7]],
    # device_ids: the mesh's devices in an order of their own
    "mesh['x'=2,'y'=4], device_ids=([2,4]T(1,0)) {'x'}": [[0, 2], [4, 6], [1, 3], [5, 7]],
    "mesh['x'=2,'y'=4], device_ids=([2,4]T(1,0)) {'y'}": [[0, 4, 1, 5], [2, 6, 3, 7]],
    "mesh['axis_0'=1,'axis_1'=4,'axis_2'=2], device_ids=([2,4]T(1,0)) {'axis_1'}":
        [[0, 1, 2, 3], [4, 5, 6, 7]],
    "mesh['x'=4,'y'=2], device_ids=([2,2,2]T(0,2,1)) {'x':(2)2}": [[0, 1], [2, 3], [4, 5], [6, 7]],
    "mesh['x'=2,'y'=4], device_ids=(7,6,5,4,3,2,1,0) {'y'}": [[7, 6, 5, 4], [3, 2, 1, 0]],
    "mesh['x'=2,'y'=4], device_ids=(3,1,0,2,7,4,6,5) {'y':(1)2,'x'}": [[3, 7, 0, 6], [1, 4, 2, 5]],
    # names are strings: any characters, escaped as XLA's lexer unescapes them
    "mesh['a-b.c'=2,'d e'=4] {'d e'}": [[0, 1, 2, 3], [4, 5, 6, 7]],
}

# Other spellings XLA reads, and how it (and hlotool) prints them.
SPELLINGS = {
    'mesh["x"=2,"y"=4] {"y"}': "mesh['x'=2,'y'=4] {'y'}",
    "mesh [ 'x' = 2 , 'y'=4 ] { 'y' , 'x' }": "mesh['x'=2,'y'=4] {'y','x'}",
    "mesh['x'=2,'y'=4]{'y'}": "mesh['x'=2,'y'=4] {'y'}",
    "mesh['x'=2,'y'=4] {'1','0'}": "mesh['x'=2,'y'=4] {'y','x'}",          # axes by index
    "mesh['x'=8] {'x' : (1) 2}": "mesh['x'=8] {'x':(1)2}",
    "mesh['x'=2,'y'=4] ,device_ids=( [2,4] T( 1 , 0 ) ) {'x'}": "mesh['x'=2,'y'=4], device_ids=([2,4]T(1,0)) {'x'}",
    "mesh['x'=2,'y'=4], device_ids=(7, 6, 5, 4, 3, 2, 1, 0) {'y'}":
        "mesh['x'=2,'y'=4], device_ids=(7,6,5,4,3,2,1,0) {'y'}",
}

# Read (and printed back) as written; XLA's printer would drop a device_ids that is the plain
# iota, and hlotool keeps it: XLA reads both texts alike.
KEPT = ["mesh['x'=2,'y'=4], device_ids=([8]) {'y'}", "mesh['x'=2,'y'=4], device_ids=([2,4]T(0,1)) {'y'}"]


@pytest.mark.parametrize("rg", list(CANONICAL) + KEPT)
def test_round_trip(rg):
    text = module(rg)
    m = hlotool.parse(text)
    g = m.entry.root.attrs["replica_groups"]
    assert isinstance(g, MeshAxesGroups)
    assert g.to_text() == rg
    out = hlotool.format(m)
    assert f"replica_groups={rg}," in out
    assert hlotool.format(hlotool.parse(out)) == out                      # fmt is idempotent
    assert parse_without_fast_paths(text).entry.root.attrs["replica_groups"] == g
    assert hlotool.parse(out).entry.root.attrs["replica_groups"] == g


@pytest.mark.parametrize("written,printed", list(SPELLINGS.items()))
def test_spellings_print_canonically(written, printed):
    g = groups_of(written)
    assert g.to_text() == printed
    assert g.expand().tolist() == groups_of(printed).expand().tolist()


def test_names_with_quotes_and_escapes_round_trip():
    g = groups_of(r"mesh['it\'s'=2,'back\\slash'=4] {'it\'s'}")
    assert g.axis_names == ("it's", "back\\slash")
    assert g.to_text() == r"mesh['it\'s'=2,'back\\slash'=4] {'it\'s'}"
    assert groups_of(g.to_text()) == g


def test_mesh_and_the_other_forms_in_one_module():
    others = ("q = f32[4] all-reduce(p), channel_id=2, replica_groups=[2,4]<=[8], use_global_device_ids=true, "
              "to_apply=add\n  s = f32[4] all-reduce(q), channel_id=3, replica_groups={{0,1,2,3},{4,5,6,7}}, "
              "use_global_device_ids=true, to_apply=add\n  ROOT r = f32[4]")
    text = module("mesh['x'=2,'y'=4] {'y'}").replace("ROOT r = f32[4]", others).replace(
        "all-reduce(p), channel_id=1", "all-reduce(s), channel_id=1")
    m = hlotool.parse(text)
    kinds = [type(i.attrs["replica_groups"]) for i in m.entry.instructions if "replica_groups" in i.attrs]
    assert kinds == [IotaList, tuple, MeshAxesGroups]
    assert hlotool.format(parse_without_fast_paths(text)) == hlotool.format(m)
    assert hlotool.verify(m) == []


@pytest.mark.parametrize("rg", list(CANONICAL) + KEPT + list(SPELLINGS))
def test_xla_reads_our_output_as_it_reads_the_input(xla, rg):
    n = groups_of(rg).num_devices
    text = module(rg, n)
    assert xla_print(xla, hlotool.format(hlotool.parse(text))) == xla_print(xla, text)


@pytest.mark.parametrize("rg,expected", list(CANONICAL.items()))
def test_expand_by_hand(rg, expected):
    g = groups_of(rg)
    a = g.expand()
    assert isinstance(a, np.ndarray) and a.shape == (g.num_groups, g.group_size)
    assert a.tolist() == expected
    assert listed_groups(g) == expected          # hlotool.ir.collectives reads it through expand()


def test_participant_groups_per_mode():
    g = groups_of("mesh['x'=2,'y'=2] {'y'}", 4)
    inst = hlotool.parse(module("mesh['x'=2,'y'=2] {'y'}", 4)).entry.root
    assert participant_groups(inst, DeviceGrid(1, 4), g) == [[0, 1], [2, 3]]           # flattened ids
    inst.attrs.pop("channel_id")
    inst.attrs.pop("use_global_device_ids")
    assert participant_groups(inst, DeviceGrid(4, 2), g) == [[0, 2], [1, 3], [4, 6], [5, 7]]   # replica ids


def test_maximal_mesh_and_empty_axes_parse_but_verify_refuses_them():
    for rg in ("maximal_mesh[device_id=3] {}", "mesh['x'=2,'y'=4] {}", "mesh[] {}", "mesh['x'=1,'y'=8] {'x'}"):
        g = groups_of(rg)
        assert g.to_text() == rg
        assert g.group_size == 1
        diags = hlotool.verify(hlotool.parse(module(rg, g.num_devices)))
        assert [d.code for d in diags] == ["V110"], rg
        assert "more than one" in diags[0].message
    assert groups_of("maximal_mesh[device_id=3] {}").expand().tolist() == [[3]]


# ---------------------------------------------------------------- against XLA itself
def _cpu_devices(n):
    import jax
    cpu = jax.devices("cpu")
    if len(cpu) < n:
        pytest.skip(f"needs {n} XLA CPU devices (XLA_FLAGS=--xla_force_host_platform_device_count)")
    return cpu[:n]


def _xla_groups_by_running(rg: str, n: int, size: int) -> list[list[int]]:
    """XLA's groups, by running an all-gather of replica ids on n CPU replicas: device d receives
    its group's ids in rank order."""
    text = (f"HloModule m, replica_count={n}\n\nENTRY e {{\n  p = u32[] replica-id()\n  r = u32[1] reshape(p)\n"
            f"  ROOT g = u32[{size}] all-gather(r), replica_groups={rg}, dimensions={{0}}\n}}\n")
    exe = compile_on_xla_cpu(text, replicas=n)
    out = exe.execute_sharded([]).disassemble_into_single_device_arrays()[0]
    return [np.asarray(a).tolist() for a in out]


# The conversion to StableHLO that the run goes through drops device_ids (XLA's own limitation):
# those forms are checked against jax's compiler below instead.
# ... and forms over more devices than the 8 the tests run are checked by hand only.
@pytest.mark.parametrize("rg", [rg for rg in CANONICAL if "device_ids" not in rg and groups_of(rg).num_devices <= 8])
def test_expand_matches_xla_running_it(xla, rg):
    g = groups_of(rg)
    per_device = _xla_groups_by_running(rg, g.num_devices, g.group_size)
    ours = g.expand().tolist()
    for d in range(g.num_devices):
        assert per_device[d] == next(row for row in ours if d in row), (rg, d)


def _collective_groups(text: str) -> dict:
    return {i.name: i.attrs["replica_groups"] for c in hlotool.parse(text).computations
            for i in c.instructions if "replica_groups" in i.attrs}


def test_expand_matches_xla_legacy_groups_of_jax_programs(xla):
    """jax programs compiled twice: with XLA's mesh-axes groups and with its older iota/list groups
    (xla_enable_rgv3_materialization=false). Both describe the same collectives; expanded, the
    mesh form must give the groups XLA wrote the other way."""
    import jax
    import jax.numpy as jnp
    from jax.sharding import Mesh, NamedSharding
    from jax.sharding import PartitionSpec as P
    devs = _cpu_devices(8)
    x = jnp.ones((64, 64), jnp.float32)
    meshes = [Mesh(np.array(devs).reshape(2, 4), ("x", "y")), Mesh(np.array(devs).reshape(2, 2, 2), ("x", "y", "z"))]
    seen = 0
    forms = set()
    for mesh in meshes:
        def s(*spec, mesh=mesh):
            return NamedSharding(mesh, P(*spec))
        ax = mesh.axis_names
        programs = [
            (lambda a, b: a @ b, (s(None, ax[-1]), s(ax[-1], None)), None),          # all-reduce
            (lambda a, b: a @ b, (s(None, ax[::-1]), s(ax[::-1], None)), None),      # all-reduce, all axes
            (lambda a, b: a @ b, (s(None, ax[0]), s(ax[0], None)), s(ax[-1], None)),
            (lambda a, b: a + b, (s(ax[::-1], None), s(ax[::-1], None)), s(None, None)),    # all-gather
            (lambda a, b: a + b, (s(None, ax[-1]), s(None, ax[-1])), s(ax[-1], None)),      # all-to-all
            (lambda a, b: a + b, (s(ax[0], ax[-1]), s(ax[0], ax[-1])), s(ax[-1], ax[0])),
        ]
        for fn, ins, out in programs:
            lowered = jax.jit(fn, in_shardings=ins, out_shardings=out).lower(x, x)
            mesh_form = _collective_groups(lowered.compile().as_text())
            legacy = _collective_groups(lowered.compile(
                compiler_options={"xla_enable_rgv3_materialization": False}).as_text())
            assert mesh_form.keys() == legacy.keys()
            for name, g in mesh_form.items():
                if not isinstance(g, MeshAxesGroups):
                    continue
                assert g.problem() is None
                assert g.expand().tolist() == listed_groups(legacy[name]), (name, g.to_text())
                forms.add(g.to_text())
                seen += 1
    assert seen >= 8
    assert any("device_ids=" in f for f in forms) and any(":(" in f for f in forms)   # both variants met


# ---------------------------------------------------------------- syntax errors
@pytest.mark.parametrize("rg,message", [
    ("mesh['x'=2", "expected a string"),
    ("mesh[x=2] {x}", "expected ']' or a string"),
    ("mesh['x'] {'x'}", "expected '='"),
    ("mesh['x'=y] {'x'}", "expected an integer"),
    ("mesh['x'=2.5] {'x'}", "expected ',' or ']'"),
    ("mesh['x'=2]", "expected device_ids="),
    ("mesh['x'=2], foo=(1,0) {'x'}", "expected device_ids="),
    ("mesh['x'=2] device_ids=(1,0) {'x'}", "expected ',' or '{'"),
    ("mesh['x'=2], device_ids=[1,0] {'x'}", "expected '('"),
    ("mesh['x'=2], device_ids=(1,0 {'x'}", "expected"),
    ("mesh['x'=2], device_ids=(1,0,) {'x'}", "expected an integer"),
    ("mesh['x'=2,'y'=4], device_ids=([2,4]) {'x'}", "expected T(...)"),
    ("mesh['x'=8], device_ids=([8]T(0)) {'x'}", "one dimension takes no T(...)"),
    ("mesh['x'=2], device_ids=([]) {'x'}", "expected an integer"),
    ("mesh['x'=2] {'x'", "expected"),
    ("mesh['x'=2] {'x',}", "expected a string"),
    ("mesh['x'=2] {x}", "expected '}' or a string"),
    ("mesh['x'=2] {1}", "expected '}' or a string"),
    ("mesh['x'=8] {'x' (1)2}", "expected ':', ',' or '}'"),
    ("mesh['x'=8] {'x':(1)}", "expected an integer"),
    ("mesh['x'=8] {'x':(y)2}", "expected an integer"),
    ("mesh['x'=8] {'x':2}", "expected '('"),
    ("mesh['x'=2] {'x\\q'}", "invalid string"),
    ("maximal_mesh[] {}", "expected device_id="),
    ("maximal_mesh[device=0] {}", "expected device_id="),
    ("maximal_mesh[device_id=0, 'x'=2] {}", "expected ']'"),
    ("mesh", "expects replica groups like"),
])
def test_malformed_forms_are_located_syntax_errors(rg, message):
    text = module(rg)
    for parse in (hlotool.parse, parse_without_fast_paths):
        with pytest.raises(HloSyntaxError) as e:
            parse(text, "bad.hlo")
        assert message in e.value.message, e.value.message
        assert e.value.line == 11 and e.value.column >= 48
        assert str(e.value).startswith(f"bad.hlo:11:{e.value.column}: error: ")


def test_a_shape_named_mesh_is_still_a_shape_error_elsewhere():
    # `mesh[` only opens a mesh where a value may start; a computation called mesh still works.
    text = module("{}").replace("add {", "mesh {").replace("to_apply=add", "to_apply=mesh") \
        .replace("channel_id=1, ", "").replace(", use_global_device_ids=true", "")
    m = hlotool.parse(text)
    assert m.entry.root.attrs["to_apply"].name == "mesh"


# ---------------------------------------------------------------- what XLA refuses: verify, V110
@pytest.mark.parametrize("rg,message", [
    ("mesh['x'=2,'y'=4] {'z'}", "'z' is not an axis"),
    ("mesh['x'=2,'x'=4] {'x'}", "names axis 'x' twice"),
    ("mesh['x'=2,'y'=4] {'x','x'}", "overlap"),
    ("mesh['x'=8] {'x','x':(1)2}", "overlap"),
    ("mesh['x'=8] {'x':(1)2,'x':(1)2}", "does not fit"),
    ("mesh['x'=8] {'x':(1)4,'x':(2)2}", "does not fit"),
    ("mesh['x'=8] {'x':(3)2}", "does not fit"),
    ("mesh['x'=8] {'x':(0)2}", "does not fit"),
    ("mesh['x'=8] {'x':(1)8}", "must be smaller than the axis"),
    ("mesh['x'=8] {'x':(1)1,'x':(2)2}", "must have size > 1"),
    ("mesh['x'=8] {'x':(1)2,'x':(2)2}", "XLA wants them merged"),
    ("mesh['x'=2,'y'=4], device_ids=(7,6,5,4,3,2,1) {'y'}", "has 8 devices but lists 7"),
    ("mesh['x'=2,'y'=4], device_ids=(7,6,5,4,3,2,1,1) {'y'}", "must be a permutation of 0..7"),
    ("mesh['x'=2,'y'=4], device_ids=(0,1,2,3,4,5,6,7) {'y'}", "XLA wants them left out"),
    ("mesh['x'=2,'y'=4], device_ids=([3,3]T(1,0)) {'y'}", "number 9 devices"),
    ("mesh['x'=2,'y'=4], device_ids=([2,4]T(0,0)) {'y'}", "not a permutation"),
    ("mesh['x'=0,'y'=4] {'y'}", "must be positive"),
    ("mesh['x'=2,'y'=4] {}", "more than one"),
])
def test_verify_flags_meshes_xla_refuses(rg, message):
    g = groups_of(rg)
    assert message in (g.problem() or ""), g.problem()
    diags = hlotool.verify(hlotool.parse(module(rg)))
    assert diags and diags[0].code == "V110" and message in diags[0].message
    assert all(d.code in ("V110", "V200") for d in diags)


def test_expand_raises_value_error_where_it_cannot_expand():
    for rg in ("mesh['x'=2,'y'=4] {'z'}", "mesh['x'=8] {'x':(3)2}", "mesh['x'=2,'y'=4], device_ids=(1,0) {'y'}"):
        with pytest.raises(ValueError, match="replica_groups"):
            groups_of(rg).expand()


# ---------------------------------------------------------------- verify with the device counts
GOOD = """HloModule m{header}

add {{
  a = f32[] parameter(0)
  b = f32[] parameter(1)
  ROOT c = f32[] add(a, b)
}}

ENTRY e {{
  p = f32[4] parameter(0)
  r = f32[4] all-reduce(p), channel_id=1, replica_groups=mesh['x'=2,'y'=4] {{'y'}}, use_global_device_ids=true, to_apply=add
  g = f32[{gathered}] all-gather(r), channel_id=2, replica_groups=mesh['x'=2,'y'=4], device_ids=([2,4]T(1,0)) {{'y'}}, dimensions={{0}}, use_global_device_ids=true
  s = f32[2] reduce-scatter(r), channel_id=3, replica_groups=mesh['x'=8] {{'x':(4)2}}, dimensions={{0}}, use_global_device_ids=true, to_apply=add
  ROOT t = (f32[{gathered}], f32[2]) tuple(g, s)
}}
"""


def good(header=", replica_count=1, num_partitions=8", gathered=16) -> str:
    return GOOD.format(header=header, gathered=gathered)


def test_verify_accepts_good_mesh_groups(xla):
    text = good()
    xla.hlo_module_from_text(text)                 # XLA parses it too
    assert hlotool.verify(hlotool.parse(text)) == []
    assert hlotool.verify(hlotool.parse(good(header=""))) == []     # no counts: nothing to count against


def test_verify_flags_wrong_group_sizes():
    diags = hlotool.verify(hlotool.parse(good(gathered=8)))
    assert [d.code for d in diags] == ["V200"]
    assert "2 shard(s), but the replica groups have 4 members" in diags[0].message
    diags = hlotool.verify(hlotool.parse(good(header=", num_partitions=4")))
    assert [d.code for d in diags] == ["V110"] * 3
    assert "must name 4 ids" in diags[0].message and "the mesh has 8 devices" in diags[0].message


def test_verify_replicas_and_partitions_override_the_header():
    m = hlotool.parse(good(header=", num_partitions=4"))
    assert hlotool.verify(m, partitions=8) == []
    assert [d.code for d in hlotool.verify(m, partitions=2)] == ["V110"] * 3
    m = hlotool.parse(good(header=""))
    assert hlotool.verify(m, partitions=8) == []
    diags = hlotool.verify(m, replicas=2, partitions=8)     # flattened ids: 2 x 8 devices
    assert [d.code for d in diags] == ["V110"] * 3 and "must name 16 ids" in diags[0].message
    with pytest.raises(ValueError):
        hlotool.verify(m, replicas=0)


def test_verify_counts_reach_permute_and_explicit_groups():
    text = """HloModule m

ENTRY e {
  p = f32[4] parameter(0)
  c = f32[4] collective-permute(p), channel_id=1, source_target_pairs={{0,1},{1,2},{2,3},{3,0}}
  ROOT g = f32[16] all-gather(c), replica_groups={{0,1,2,3}}, dimensions={0}
}
"""
    m = hlotool.parse(text)
    assert hlotool.verify(m) == []
    assert hlotool.verify(m, replicas=4, partitions=4) == []
    diags = hlotool.verify(m, replicas=2, partitions=2)
    assert sorted(d.message.split(",")[0] for d in diags) == [
        "in cross-replica mode the replica groups must name 2 ids (replica_count=2",
        "source_target_pairs name 2"]


def test_verify_cli_replicas_partitions(tmp_path):
    f = tmp_path / "m.hlo"
    f.write_text(good(header=", num_partitions=4"))
    runner = CliRunner()
    r = runner.invoke(main, ["verify", str(f)])
    assert r.exit_code == 1 and "[V110]" in r.output
    r = runner.invoke(main, ["verify", "--partitions", "8", str(f)])
    assert r.exit_code == 0, r.output
    assert "ok" in r.output
    r = runner.invoke(main, ["verify", "--replicas", "2", "--partitions", "8", "--format", "json", str(f)])
    assert r.exit_code == 1
    assert {d["code"] for d in json.loads(r.output)["diagnostics"]} == {"V110"}
    r = runner.invoke(main, ["verify", "--partitions", "0", str(f)])
    assert r.exit_code == 2


# ---------------------------------------------------------------- other tools
def test_stats_and_json_show_the_mesh_form(tmp_path):
    m = hlotool.parse(good())
    rgs = [c["replica_groups"] for c in hlotool.stats(m)["collectives"]]
    assert "mesh['x'=2,'y'=4] {'y'}" in rgs and "mesh['x'=8] {'x':(4)2}" in rgs
    f = tmp_path / "m.hlo"
    f.write_text(good())
    r = CliRunner().invoke(main, ["parse", "--json", str(f)])
    assert r.exit_code == 0
    assert re.search(r"mesh\['x'=2,'y'=4\], device_ids=\(\[2,4\]T\(1,0\)\) \{'y'\}", r.output)
