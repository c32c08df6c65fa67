"""Make the HLO snapshot fixtures of this folder with jax on XLA:CPU, one jitted function per element type
(its argument of that type, its result that type and f32), with four host devices as multi-device programs
are dumped (XLA:CPU writes no snapshot of the SPMD-partitioned execution itself: the folder holds the
single-device ones).

    JAX_PLATFORMS=cpu python tests/snapshots/make.py
"""
from __future__ import annotations

import os
import shutil
import subprocess
import sys
import tempfile
from pathlib import Path

HERE = Path(__file__).resolve().parent

PROGRAM = r'''
import jax, jax.numpy as jnp, numpy as np, ml_dtypes
from jax.sharding import Mesh, NamedSharding, PartitionSpec as P
jax.config.update("jax_enable_x64", True)
f32 = jnp.float32
base = np.array([[0.5, -1.25, 2.0, 3.5], [-0.0, 4.0, -6.0, 1.0]], np.float32)
ints = np.array([[0, 1, -2, 3], [-4, 5, 6, -7]])
for name in ("bool", "int8", "int16", "int32", "int64", "uint8", "uint16", "uint32", "uint64", "int4", "uint4",
             "int2", "uint2", "float16", "bfloat16", "float32", "float64", "float8_e4m3fn", "float8_e5m2",
             "float8_e4m3b11fnuz", "float8_e4m3fnuz", "float8_e5m2fnuz", "float8_e3m4", "float8_e4m3",
             "float8_e8m0fnu", "float4_e2m1fn", "complex64", "complex128"):
    dtype = np.dtype(getattr(ml_dtypes, name, None) or name)
    if dtype.kind in "iu":
        info = ml_dtypes.iinfo(dtype) if name in ("int4", "uint4", "int2", "uint2") else np.iinfo(dtype)
        value = np.clip(ints, info.min, info.max).astype(dtype)
    elif dtype.kind == "b":
        value = ints > 0
    elif dtype.kind == "c":
        value = (base + 1j * base[::-1]).astype(dtype)
    else:
        value = np.abs(base).astype(dtype) if "e8m0" in name else base.astype(dtype)
    jax.jit(lambda a: (jnp.flip(a, 0), a.astype(f32)))(value)
x = jnp.arange(24, dtype=f32).reshape(4, 6)
jax.jit(lambda a, b: (a @ b.T, jax.lax.cond(a.sum() > 3, lambda c: c * 2, lambda c: c - 1, a)))(x, x)
jax.jit(lambda a: jax.lax.fori_loop(0, 3, lambda i, c: c * 1.5 + i, a))(x)
jax.jit(lambda a: jnp.sort(a, axis=1)[:, ::-1] + jnp.cumsum(a, 0))(x)
jax.jit(lambda a: jnp.transpose(a).reshape(3, 8) @ jnp.ones((8, 2), f32))(x)
mesh = Mesh(np.array(jax.devices()[:4]), ("d",))
y = jax.device_put(jnp.arange(32, dtype=f32).reshape(8, 4), NamedSharding(mesh, P("d")))
jax.jit(lambda a: (a * 2).sum(0), out_shardings=NamedSharding(mesh, P()))(y)
'''


def main() -> None:
    with tempfile.TemporaryDirectory() as out:
        env = dict(os.environ, JAX_PLATFORMS="cpu",
                   XLA_FLAGS=f"--xla_force_host_platform_device_count=4 --xla_dump_to={out} "
                             "--xla_dump_hlo_snapshots")
        subprocess.run([sys.executable, "-c", PROGRAM], env=env, check=True)
        for old in HERE.glob("*.snapshot.*.pb"):
            old.unlink()
        for snapshot in sorted(Path(out).glob("*.snapshot.*.pb")):
            shutil.copy(snapshot, HERE / snapshot.name)
    print(f"{len(list(HERE.glob('*.snapshot.*.pb')))} snapshots in {HERE}")


if __name__ == "__main__":
    main()
