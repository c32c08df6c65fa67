"""`hlotool run` on multi-device modules: the grid, global and per-device inputs and outputs."""
from __future__ import annotations

import os
import subprocess
import sys

import numpy as np
import pytest
from click.testing import CliRunner

from hlotool.cli import cli
from hlotool.npz import decode_npz, save_npz
from support.hlo_texts import SHARDED
from support.paths import CORPUS


def run(tmp_path, *args, text=SHARDED):
    mod = tmp_path / "m.hlo"
    mod.write_text(text)
    return CliRunner().invoke(cli, ["run", str(mod), *map(str, args)])


def test_global_input_is_split_by_sharding_and_outputs_assembled(tmp_path):
    g = np.arange(24, dtype=np.float32).reshape(8, 3)
    save_npz(tmp_path / "in.npz", {"arg0": g})
    r = run(tmp_path, tmp_path / "in.npz", "--save", tmp_path / "out.npz")
    assert r.exit_code == 0, r.output
    assert "ran on 4 devices (1 replica(s) x 4 partition(s))" in r.output
    out = decode_npz(tmp_path / "out.npz")
    ids = np.repeat(np.arange(4, dtype=np.float32), 2)[:, None]
    assert np.array_equal(out["out1"], g + ids)                       # assembled from 4 blocks
    want_sum = sum(g[2 * d:2 * d + 2] + d for d in range(4))
    assert np.array_equal(out["out0"], want_sum)                      # replicated: device 0's copy
    for d in range(4):
        assert np.array_equal(out[f"out0_dev{d}"], want_sum)
        assert np.array_equal(out[f"out1_dev{d}"], g[2 * d:2 * d + 2] + d)
    assert "dev3:" in r.output                                        # out1 differs per device


def test_per_device_inputs(tmp_path):
    save_npz(tmp_path / "in.npz", {f"arg0_dev{d}": np.full((2, 3), 10.0 * d, np.float32) for d in range(4)})
    r = run(tmp_path, tmp_path / "in.npz", "--save", tmp_path / "out.npz")
    assert r.exit_code == 0, r.output
    out = decode_npz(tmp_path / "out.npz")
    assert np.all(out["out0"] == sum(10.0 * d + d for d in range(4)))


def test_missing_device_inputs_name_them(tmp_path):
    save_npz(tmp_path / "in.npz", {"arg0_dev0": np.zeros((2, 3), np.float32)})
    r = run(tmp_path, tmp_path / "in.npz")
    assert r.exit_code == 2
    assert "missing for devices [1, 2, 3]" in r.output


def test_fewer_devices_than_declared_fails(tmp_path):
    r = run(tmp_path, "--random-args", "--partitions", "2")
    assert r.exit_code == 2
    assert "declares num_partitions=4" in r.output


def test_random_args_are_global_and_sharded(tmp_path):
    r = run(tmp_path, "--random-args", "--save", tmp_path / "out.npz")
    assert r.exit_code == 0, r.output
    out = decode_npz(tmp_path / "out.npz")
    assert out["out1"].shape == (8, 3)


def test_replicas_override_runs_a_single_device_module_on_several(tmp_path):
    text = "HloModule m\nENTRY e {\n  ROOT r = u32[] replica-id()\n}\n"
    r = run(tmp_path, "--replicas", "3", "--save", tmp_path / "out.npz", text=text)
    assert r.exit_code == 0, r.output
    out = decode_npz(tmp_path / "out.npz")
    assert [int(out[f"out0_dev{d}"]) for d in range(3)] == [0, 1, 2]
    assert "out0" not in out and "no global value" in r.output


def test_deadlock_exits_2_with_the_waiting_devices(tmp_path):
    text = """HloModule m, replica_count=2
add {
  a = f32[] parameter(0)
  b = f32[] parameter(1)
  ROOT c = f32[] add(a, b)
}
body {
  s = (s32[], f32[2]) parameter(0)
  i = s32[] get-tuple-element(s), index=0
  x = f32[2] get-tuple-element(s), index=1
  one = s32[] constant(1)
  j = s32[] add(i, one)
  y = f32[2] all-reduce(x), replica_groups={{0,1}}, to_apply=add
  ROOT o = (s32[], f32[2]) tuple(j, y)
}
cond {
  s = (s32[], f32[2]) parameter(0)
  i = s32[] get-tuple-element(s), index=0
  r = u32[] replica-id()
  n = s32[] convert(r)
  two = s32[] constant(2)
  m = s32[] add(n, two)
  ROOT c = pred[] compare(i, m), direction=LT
}
ENTRY e {
  p = f32[2] parameter(0)
  z = s32[] constant(0)
  t = (s32[], f32[2]) tuple(z, p)
  w = (s32[], f32[2]) while(t), condition=cond, body=body
  ROOT r = f32[2] get-tuple-element(w), index=1
}
"""
    # Replica 1 loops once more than replica 0: its third all-reduce waits for nobody.
    r = run(tmp_path, "--zeros", text=text)
    assert r.exit_code == 2
    assert "can never complete" in r.output and "device 0 finished without reaching it" in r.output


def test_break_on_inf_names_the_device(tmp_path):
    text = """HloModule m, num_partitions=2
ENTRY e {
  p = f32[2] parameter(0)
  id = u32[] partition-id()
  one = u32[] constant(1)
  k = u32[] subtract(one, id)
  f = f32[] convert(k)
  b = f32[2] broadcast(f), dimensions={}
  l = f32[2] log(b)
  ROOT a = f32[2] add(l, p)
}
"""
    r = run(tmp_path, "--zeros", "--break-on", "inf", text=text)
    assert r.exit_code == 1
    assert "on device 1" in r.output and "%l (log): produced Inf" in r.output


def test_compare_with_xla_on_a_global_view_module_and_on_a_partitioned_one(tmp_path, xla):
    # pre.hlo: XLA partitions it over the mesh of its shard_map; the partitioned module runs on
    # XLA with a manual sharding on every instruction. Both agree with hlotool.
    d = CORPUS / "shmap_psum_pmax"
    r = CliRunner().invoke(cli, ["run", str(d / "pre.hlo"), str(d / "io.npz"), "--compare-with", "xla",
                                 "--print", "none"])
    assert r.exit_code == 0, r.output
    assert r.output.count("max abs error 0,") == 5
    r = run(tmp_path, "--random-args", "--compare-with", "xla", "--print", "none")
    assert r.exit_code == 0, r.output
    assert "all 4 devices agree with XLA" in r.output


SHARDED_PROGRAMS = {
    "jit": """
import jax, jax.numpy as jnp, numpy as np
from jax.sharding import Mesh, NamedSharding, PartitionSpec as P
mesh = Mesh(np.array(jax.devices()[:4]), ("x",))
a = jax.device_put(np.arange(32, dtype=np.float32).reshape(8, 4) / 10, NamedSharding(mesh, P("x", None)))
print(repr(np.asarray(jax.jit(lambda a: jnp.tanh(a @ a.T).sum(axis=1))(a)).tolist()))
""",
    "shard_map": """
import jax, jax.numpy as jnp, numpy as np
from functools import partial
from jax.sharding import Mesh, PartitionSpec as P
mesh = Mesh(np.array(jax.devices()[:4]), ("x",))
f = jax.jit(partial(jax.shard_map, mesh=mesh, in_specs=(P("x", None),), out_specs=P())(
    lambda a: jax.lax.psum(jnp.sin(a).sum(axis=0), "x")))
print(repr(np.asarray(f(np.arange(32, dtype=np.float32).reshape(8, 4) / 10)).tolist()))
""",
}


@pytest.mark.xla
@pytest.mark.slow
@pytest.mark.parametrize("kind", sorted(SHARDED_PROGRAMS))
def test_global_view_dump_with_num_partitions_runs_on_global_arrays(tmp_path, kind):
    """XLA's before_optimizations dump of a sharded program is a global view whose header says
    num_partitions=4: it runs once on the global inputs (shard_map regions per device) and gives
    jax's result, not one full-size program per partition."""
    from support.xla_dumps import make_dump
    out = subprocess.run([sys.executable, "-c", SHARDED_PROGRAMS[kind]], capture_output=True, text=True,
                         env={**os.environ, "JAX_PLATFORMS": "cpu",
                              "XLA_FLAGS": "--xla_force_host_platform_device_count=4"})
    assert out.returncode == 0, out.stderr[-2000:]
    expected = np.array(eval(out.stdout.strip().splitlines()[-1]), np.float32)
    folder = make_dump(tmp_path / "dump", per_pass=False, program=SHARDED_PROGRAMS[kind], devices=4)
    pre = next(folder.glob("*before_optimizations.txt"))
    assert "num_partitions=4" in pre.read_text().split("\n", 1)[0]
    np.savez(tmp_path / "in.npz", arg0=np.arange(32, dtype=np.float32).reshape(8, 4) / 10)
    run = subprocess.run([sys.executable, "-m", "hlotool", "run", str(pre), str(tmp_path / "in.npz"),
                          "--save", str(tmp_path / "out.npz")], capture_output=True, text=True)
    assert run.returncode == 0, run.stderr
    got = np.load(tmp_path / "out.npz")["out0"]
    np.testing.assert_allclose(got, expected, rtol=1e-5, atol=1e-6)
