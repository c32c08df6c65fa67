"""Generate the TPU fixtures (not run by CI; needs /work/dumpenv/venv with libtpu).

    python tests/tpu_calls/make_fixtures.py [NAME ...]      # in /work/main/.venv (jax CPU)

For each case: a subprocess in the libtpu venv compiles the function deviceless for TPU v5e:1x1 with
``--xla_dump_to``; the optimized module becomes ``NAME.hlo``; jax on CPU (this venv) computes the
reference outputs; ``NAME.npz`` holds ``arg0..`` and ``out0..`` (hlotool's npz codec).
"""
from __future__ import annotations

import glob
import os
import shutil
import subprocess
import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
DUMP_PY = os.environ.get("TPU_DUMP_PYTHON", "/work/dumpenv/venv/bin/python")
DUMP_ROOT = Path(os.environ.get("TPU_DUMP_ROOT", "/tmp/tpuk"))

# name -> (x64, source of f, argument specs [(shape, dtype)], input kind)
CASES: dict[str, tuple[bool, str, list, str]] = {
    "x64_int": (True, "lambda a, b: (a * b + (a >> 3), (a.astype(jnp.uint64) * 3) ^ b.astype(jnp.uint64))",
                [((4, 8), "int64"), ((4, 8), "int64")], "int"),
    "x64_f64": (True, "lambda a, b: (a @ b, jnp.sin(a) * 2.0 + b.sum())", [((8, 8), "float64"), ((8, 8), "float64")], "normal"),
    "gather": (False, "lambda x, i: (x[i], x[:, i].sum(0))", [((16, 8), "float32"), ((5,), "int32")], "gather"),
    "scatter": (False, "lambda x, i, u: x.at[i].add(u)", [((16, 8), "float32"), ((5,), "int32"), ((5, 8), "float32")], "gather"),
    "top_k": (False, "lambda x: jax.lax.top_k(x, 5)", [((4, 64), "float32")], "perm"),
    "approx_max_k": (False, "lambda x: jax.lax.approx_max_k(x, 4, recall_target=1.0)", [((3, 32), "float32")], "perm"),
    "cholesky": (False, "lambda a: jnp.linalg.cholesky(a)", [((16, 16), "float32")], "spd"),
    "eigh": (False, "lambda a: jnp.linalg.eigh(a)", [((8, 8), "float32")], "sym"),
    "lu": (False, "lambda a: jax.scipy.linalg.lu_factor(a)", [((12, 12), "float32")], "normal"),
    "qr": (False, "lambda a: jnp.linalg.qr(a)", [((12, 8), "float32")], "normal"),
    "solve": (False, "lambda a, b: jnp.linalg.solve(a, b)", [((10, 10), "float32"), ((10, 3), "float32")], "wellcond"),
    "inv": (False, "lambda a: jnp.linalg.inv(a)", [((10, 10), "float32")], "wellcond"),
    "solve_triangular": (False, "lambda a, b: jax.scipy.linalg.solve_triangular(a, b, lower=True)",
                         [((12, 12), "float32"), ((12, 4), "float32")], "wellcond"),
    "matmul_bf16": (False, "lambda a, b: (jnp.dot(a, b, preferred_element_type=jnp.float32), (a.T @ a).reshape(-1)[:40])",
                    [((24, 40), "bfloat16"), ((40, 16), "bfloat16")], "normal"),
    "reshape_transpose": (False, "lambda x: (x.reshape(6, 20, 8).transpose(1, 0, 2) * 2, x.T.reshape(-1)[::3], x[:, :7].reshape(7, 20))",
                          [((20, 48), "float32")], "normal"),
    "bitpacked_gather": (False, "lambda x, i, j: (x[i, j], x[i][:, j])", [((40, 30), "float32"), ((6,), "int32"), ((6,), "int32")], "gather"),
    "pred_bf16_bitcasts": (False, "lambda x, y: ((x > 0).reshape(4, 6, 16).any(1), (x.astype(jnp.bfloat16).T.reshape(8, 3, 16) * y).reshape(24, 16))",
                           [((24, 16), "float32"), ((16,), "bfloat16")], "normal"),
    "mlp_scan": (False, "lambda w, x: jax.lax.scan(lambda h, _: (jnp.tanh(jnp.dot(h, w, precision='highest')), h.sum()), x, None, length=4)",
                 [((32, 32), "float32"), ((8, 32), "float32")], "small"),
}

DUMP_SCRIPT = r'''
import os, sys
name, x64, src, specs = sys.argv[1], sys.argv[2] == "1", sys.argv[3], eval(sys.argv[4])
import jax
if x64:
    jax.config.update("jax_enable_x64", True)
import jax.numpy as jnp
import jax.scipy.linalg
from jax.experimental import topologies
from jax.sharding import NamedSharding, PartitionSpec as P
topo = topologies.get_topology_desc(topology_name="v5e:1x1", platform="tpu", chips_per_host_bounds=[1, 1, 1])
mesh = topologies.make_mesh(topo, (1,), ("x",))
f = eval(src)
args = [jax.ShapeDtypeStruct(s, jnp.dtype(d), sharding=NamedSharding(mesh, P())) for s, d in specs]
jax.jit(f).trace(*args).lower(lowering_platforms=("tpu",)).compile()
'''


def dump(name: str) -> Path:
    x64, src, specs, _ = CASES[name]
    out = DUMP_ROOT / name
    shutil.rmtree(out, ignore_errors=True)
    env = dict(os.environ, XLA_FLAGS=f"--xla_dump_to={out}", JAX_PLATFORMS="")
    proc = subprocess.run([DUMP_PY, "-c", DUMP_SCRIPT, name, "1" if x64 else "0", src, repr(specs)],
                   env=env, capture_output=True, text=True)
    if proc.returncode:
        raise RuntimeError(f"{name}: dump failed:\n{proc.stderr[-3000:]}")
    files = sorted(glob.glob(str(out / "*jit_*after_optimizations.txt")))
    if not files:
        raise RuntimeError(f"{name}: no optimized module in {out}")
    return Path(files[0])


def inputs(specs, kind, rng):
    import ml_dtypes
    import numpy as np
    out = []
    for i, (shape, dt) in enumerate(specs):
        npdt = ml_dtypes.bfloat16 if dt == "bfloat16" else np.dtype(dt)
        if kind == "int":
            a = rng.integers(-2**40, 2**40, size=shape)
        elif kind == "gather" and dt == "int32":
            a = rng.integers(0, 16, size=shape)
        elif kind == "perm":
            a = rng.permutation(int(np.prod(shape))).reshape(shape) * 0.25 - 3
        elif kind in ("spd", "sym") and i == 0:
            m = rng.standard_normal(shape)
            a = m @ m.T + shape[0] * np.eye(shape[0]) if kind == "spd" else (m + m.T) / 2
        elif kind == "wellcond" and i == 0:
            a = rng.standard_normal(shape) + 4 * np.eye(shape[0])
        elif kind == "small":
            a = rng.standard_normal(shape) * 0.3
        else:
            a = rng.standard_normal(shape)
        out.append(np.asarray(a).astype(npdt))
    return out


def reference(name, args):
    import jax
    x64, src, _, _ = CASES[name]
    jax.config.update("jax_enable_x64", x64)
    import jax.numpy as jnp
    import jax.scipy.linalg
    f = eval(src, {"jax": jax, "jnp": jnp})
    with jax.default_device(jax.devices("cpu")[0]):
        res = jax.jit(f)(*args)
    import numpy as np
    return [np.asarray(r) for r in jax.tree_util.tree_leaves(res)]


PALLAS_SCRIPT = r'''
import jax, jax.numpy as jnp
from jax.experimental import pallas as pl, topologies
from jax.sharding import NamedSharding, PartitionSpec as P
topo = topologies.get_topology_desc(topology_name="v5e:1x1", platform="tpu", chips_per_host_bounds=[1, 1, 1])
mesh = topologies.make_mesh(topo, (1,), ("x",))
def kern(x_ref, o_ref):
    o_ref[...] = x_ref[...] * 2.0 + 1.0
def f(x):
    return pl.pallas_call(kern, out_shape=jax.ShapeDtypeStruct(x.shape, x.dtype))(x) + 1
jax.jit(f).trace(jax.ShapeDtypeStruct((8, 128), jnp.float32, sharding=NamedSharding(mesh, P()))).lower(
    lowering_platforms=("tpu",)).compile()
'''


def pallas_fixture():
    """pallas_kernel.hlo: a module with a Pallas ``tpu_custom_call`` (no .npz: it must not run)."""
    out = DUMP_ROOT / "pallas_kernel"
    shutil.rmtree(out, ignore_errors=True)
    subprocess.run([DUMP_PY, "-c", PALLAS_SCRIPT], env=dict(os.environ, XLA_FLAGS=f"--xla_dump_to={out}"),
                   capture_output=True)
    shutil.copy(sorted(glob.glob(str(out / "*jit_f*after_optimizations.txt")))[0], HERE / "pallas_kernel.hlo")


def main(names):
    import numpy as np
    sys.path.insert(0, str(HERE.parents[1]))
    from hlotool.npz import save_npz
    for name in [n for n in names if n in CASES] or (CASES if not names else []):
        path = dump(name)
        shutil.copy(path, HERE / f"{name}.hlo")
        rng = np.random.default_rng(sum(map(ord, name)))
        args = inputs(CASES[name][2], CASES[name][3], rng)
        outs = reference(name, args)
        arrays = {f"arg{i}": a for i, a in enumerate(args)}
        arrays.update({f"out{i}": o for i, o in enumerate(outs)})
        save_npz(HERE / f"{name}.npz", arrays)
        print(name, path.name)
    if not names or "pallas_kernel" in names:
        pallas_fixture()


if __name__ == "__main__":
    main(sys.argv[1:])
