"""Multi-device interpreter speed: hlotool running a partitioned module on all 8 simulated devices,
against (a) hlotool running one device's shard of the program alone, 8 times, and (b) XLA CPU
with 8 host devices running the same compiled program on the same inputs, in the same run.

    PYTHONPATH=. python bench/run_devices.py [--repeat 3] [--only dp_mlp,tp_block]

Modules are generated with jax at bench time: the optimized, partitioned module of a
``shard_map`` program (what a compiler dump shows), and the optimized single-device module of its
per-device body without the collectives. Targets: multi-device run <= 1.5x eight single-shard
runs, and <= 3x XLA CPU with 8 host devices.
"""
from __future__ import annotations

import argparse
import os
import sys
import time

os.environ.setdefault("JAX_PLATFORMS", "cpu")
if "xla_force_host_platform_device_count" not in os.environ.get("XLA_FLAGS", ""):
    os.environ["XLA_FLAGS"] = (os.environ.get("XLA_FLAGS", "") + " --xla_force_host_platform_device_count=8").strip()

import numpy as np


def _mlp_loss(ws, x, y):
    import jax.numpy as jnp
    h = x
    for w in ws[:-1]:
        h = jnp.tanh(h @ w)
    return ((h @ ws[-1] - y) ** 2).mean()


def dp_mlp_case():
    """Data-parallel MLP train step: each of 8 devices takes 1/8 of the batch, grads are pmean'd."""
    import jax
    from jax.sharding import Mesh
    from jax.sharding import PartitionSpec as P
    rng = np.random.default_rng(0)
    d, batch, n = 512, 512, 8
    ws = [rng.standard_normal((d, d), np.float32) * 0.05 for _ in range(3)] + \
        [rng.standard_normal((d, 16), np.float32) * 0.05]
    x = rng.standard_normal((batch, d), np.float32)
    y = rng.standard_normal((batch, 16), np.float32)

    def local_step(ws, x, y, reduce):
        loss, g = jax.value_and_grad(_mlp_loss)(ws, x, y)
        g = [reduce(t) for t in g]
        return [w - 0.01 * t for w, t in zip(ws, g, strict=True)], reduce(loss)

    mesh = Mesh(np.array(jax.devices()[:n]), ("i",))
    step = jax.jit(jax.shard_map(lambda ws, x, y: local_step(ws, x, y, lambda t: jax.lax.pmean(t, "i")),
                                 mesh=mesh, in_specs=(P(), P("i"), P("i")), out_specs=(P(), P()),
                                 check_vma=False))
    one = jax.jit(lambda ws, x, y: local_step(ws, x, y, lambda t: t))
    return "dp MLP train step, 8 devices", step, one, (ws, x, y), ((ws, x[: batch // n], y[: batch // n]))


def tp_block_case():
    """Megatron-style transformer block on a 2x4 mesh: batch over x, heads/ffn over y, psum over y."""
    import jax
    import jax.numpy as jnp
    from jax.sharding import Mesh
    from jax.sharding import PartitionSpec as P
    rng = np.random.default_rng(0)
    b, s, d, h, ff = 4, 128, 256, 8, 1024
    wq, wk, wv = (rng.standard_normal((d, d), np.float32) * 0.05 for _ in range(3))
    wo = rng.standard_normal((d, d), np.float32) * 0.05
    w1 = rng.standard_normal((d, ff), np.float32) * 0.05
    w2 = rng.standard_normal((ff, d), np.float32) * 0.05
    x = rng.standard_normal((b, s, d), np.float32)
    ny = 4

    def ln(v):
        m = v.mean(-1, keepdims=True)
        return (v - m) / jnp.sqrt(((v - m) ** 2).mean(-1, keepdims=True) + 1e-5)

    def local_block(x, wq, wk, wv, wo, w1, w2, reduce):
        hl = wq.shape[1] // (d // h)          # heads on this device
        z = ln(x)
        q, k, v = ((z @ w).reshape(x.shape[0], s, hl, d // h).transpose(0, 2, 1, 3) for w in (wq, wk, wv))
        att = jax.nn.softmax(q @ k.transpose(0, 1, 3, 2) / np.sqrt(d // h), axis=-1)
        o = (att @ v).transpose(0, 2, 1, 3).reshape(x.shape[0], s, -1)
        y = x + reduce(o @ wo)
        return y + reduce(jax.nn.gelu(ln(y) @ w1) @ w2)

    mesh = Mesh(np.array(jax.devices()[:8]).reshape(2, ny), ("x", "y"))
    col, row = P(None, "y"), P("y", None)
    block = jax.jit(jax.shard_map(
        lambda *a: local_block(*a, lambda t: jax.lax.psum(t, "y")), mesh=mesh,
        in_specs=(P("x"), col, col, col, row, col, row), out_specs=P("x"), check_vma=False))
    one = jax.jit(lambda *a: local_block(*a, lambda t: t))
    args = (x, wq, wk, wv, wo, w1, w2)
    local = (x[: b // 2], wq[:, : d // ny], wk[:, : d // ny], wv[:, : d // ny], wo[: d // ny],
             w1[:, : ff // ny], w2[: ff // ny])
    return "TP transformer block, 2x4 mesh", block, one, args, local


CASES = {"dp_mlp": dp_mlp_case, "tp_block": tp_block_case}


def _best(fn, repeat):
    best = float("inf")
    for _ in range(repeat):
        t = time.perf_counter()
        fn()
        best = min(best, time.perf_counter() - t)
    return best


def _leaves(tree):
    import jax
    return [np.asarray(a) for a in jax.tree_util.tree_leaves(tree)]


def main(argv=None):
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--repeat", type=int, default=3)
    ap.add_argument("--only", default=",".join(CASES))
    opts = ap.parse_args(argv)
    import jax

    import hlotool
    from hlotool.interp.compare import compare_outputs

    print(f"{'case':32s} {'hlotool 8 dev':>13s} {'8x one shard':>12s} {'ratio':>6s} {'XLA 8 dev':>10s} "
          f"{'ratio':>6s}  outputs vs XLA")
    for key in opts.only.split(","):
        label, step, one, args, local = CASES[key]()
        compiled = step.lower(*args).compile()
        module = hlotool.parse(compiled.as_text())
        flat_args = jax.tree_util.tree_leaves(args)
        in_shardings = jax.tree_util.tree_leaves(compiled.input_shardings[0])
        placed = [jax.device_put(a, s) for a, s in zip(flat_args, in_shardings, strict=True)]
        # Per-device inputs: each device's shard, keyed by XLA's device id (the mesh order here).
        device_args = {}
        for i, arr in enumerate(placed):
            for shard in arr.addressable_shards:
                device_args[(i, shard.device.id)] = np.asarray(shard.data)
        res = hlotool.run(module, device_args=device_args)
        t_ours = _best(lambda: hlotool.run(module, device_args=device_args), opts.repeat)

        one_module = hlotool.parse(one.lower(*local).compile().as_text())
        local_leaves = [np.asarray(a) for a in jax.tree_util.tree_leaves(local)]
        t_one = _best(lambda: [hlotool.run(one_module, *local_leaves) for _ in range(8)], opts.repeat)

        def run_xla():
            out = compiled(*jax.tree_util.tree_unflatten(jax.tree_util.tree_structure(args), placed))
            jax.block_until_ready(out)
            return out
        xla_out = run_xla()
        t_xla = _best(run_xla, opts.repeat)
        worst, ok = 0.0, True
        for j, arr in enumerate(jax.tree_util.tree_leaves(xla_out)):
            for shard in arr.addressable_shards:
                _, rel, good = compare_outputs(res.per_device[shard.device.id][j], np.asarray(shard.data))
                worst, ok = max(worst, rel), ok and good
        print(f"{label:32s} {t_ours:13.4f} {t_one:12.4f} {t_ours / t_one:6.2f} {t_xla:10.4f} "
              f"{t_ours / t_xla:6.2f}  max rel err {worst:.2g} {'within tol' if ok else 'OUTSIDE tol'}")
        sys.stdout.flush()
    print("targets: hlotool 8 dev <= 1.5x (8x one shard), <= 3x XLA 8 dev")


if __name__ == "__main__":
    main()
