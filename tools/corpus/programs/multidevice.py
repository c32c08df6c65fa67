"""Multi-device programs (md_*) over 2, 4 and 8 devices: shard_map, jit with NamedSharding,
jax.pmap and cross-replica modules.  Every device's inputs and outputs are stored too
(argI_devD / outJ_devD, see ``tools.corpus``)."""
from __future__ import annotations

import jax
import jax.numpy as jnp
import ml_dtypes
import numpy as np
from jax import lax
from jax.sharding import PartitionSpec as P

from ..registry import md, mesh1d, mesh2d, mixed, named_shardings, shmap

# ---------------------------------------------------------------- multi-device (2, 4, 8 devices)
#
# Every device's inputs and outputs are stored too (argI_devD / outJ_devD, see the package
# docstring, ``tools.corpus``).  Kinds: shard_map, jit (NamedSharding, compiler-inserted collectives), pmap
# (jax.pmap: partitions in jax >= 0.8) and replica (the pmap body as a cross-replica module).

@md("md_psum_2dev", ["collective", "all-reduce", "psum", "pmax", "pmin", "pmean", "f16", "bf16", "s64"],
    "psum/pmax/pmin/pmean over 2 devices on f32 (mixed magnitudes), f64, f16, bf16, s32, s64", 2)
def _(r):
    m = mesh1d(2)
    def body(x, d, h, b, i, l):  # noqa: E741  (kept: jax puts argument names in the HLO's metadata)
        return (lax.psum(x, "i"), lax.pmax(x, "i"), lax.pmin(x, "i"), lax.pmean(x, "i"), lax.psum(d, "i"),
                lax.psum(h, "i"), lax.pmax(h, "i"), lax.psum(b, "i"), lax.pmean(b, "i"), lax.psum(i, "i"),
                lax.pmin(i, "i"), lax.pmax(l, "i"), lax.psum(l, "i"))
    f = shmap(body, m, (P("i"),) * 6, (P(),) * 13)
    return f, (mixed(r, 2, 5), mixed(r, 2, 3, dtype=np.float64), r.normal(2, 4, scale=30).astype(np.float16),
               r.normal(2, 4, scale=30).astype(ml_dtypes.bfloat16), r.ints(2, 3, lo=-2**31, hi=2**31 - 1),
               r.ints(2, 3, lo=-2**40, hi=2**40, dtype=np.int64))


@md("md_psum_order_8dev", ["collective", "all-reduce", "psum", "pmax", "pmin", "pmean", "reduction-order", "nan"],
    "psum/pmean of values of very different magnitudes over 8 devices (the result depends on the summation "
    "order), pmax/pmin with a NaN on one device and NaN on all devices, integer psum", 8)
def _(r):
    m = mesh1d(8)
    def body(x, y, i):
        return (lax.psum(x, "i"), lax.pmean(x, "i"), lax.psum(x * x, "i"), lax.pmax(y, "i"), lax.pmin(y, "i"),
                lax.psum(i, "i"), lax.psum(x.sum(), "i"))
    x = np.array([1e8, 1.0, -1e8, 3.5, 1e-3, 2.0**24, -7.0, 1e-7], np.float32)[:, None] * np.ones((1, 4), np.float32)
    x = (x + mixed(r, 8, 4, hi=3)).astype(np.float32)
    x[:, 1] = x[::-1, 0]
    y = r.normal(8, 3)
    # XLA CPU's all-reduce max/min skips NaNs (it reduces with a compare-select from -inf/+inf, not
    # with the `maximum` of to_apply): one NaN is ignored, an all-NaN column gives -inf/+inf.
    y[5, 1] = np.nan
    y[:, 2] = np.nan
    f = shmap(body, m, (P("i"), P("i"), P("i")), (P(),) * 7)
    return f, (x, y, r.ints(8, 2, lo=-1000, hi=1000))


@md("md_reduce_2d_8dev", ["collective", "all-reduce", "psum", "pmax", "pmin", "pmean", "2d-mesh", "replica-groups"],
    "2x4 mesh: psum over x, over y and over (x, y); pmax over y, pmin over x, pmean over (y, x)", 8)
def _(r):
    m = mesh2d(2, 4)
    def body(a, i):
        return (lax.psum(a, "x"), lax.psum(a, "y"), lax.psum(a, ("x", "y")), lax.pmax(a, "y"), lax.pmin(i, "x"),
                lax.pmean(a, ("y", "x")))
    f = shmap(body, m, (P("x", "y"), P("x", "y")),
              (P(None, "y"), P("x", None), P(), P("x", None), P(None, "y"), P()))
    return f, (mixed(r, 4, 8, hi=5), r.ints(4, 8))


@md("md_all_gather_8dev", ["collective", "all-gather", "tiled", "stacked"],
    "all_gather over 8 devices: stacked on axes 0, 1 and 2, tiled on axes 0 and 1, of f32 and s32", 8)
def _(r):
    m = mesh1d(8)
    def body(x, i):
        return (lax.all_gather(x, "i"), lax.all_gather(x, "i", axis=1), lax.all_gather(x, "i", axis=2),
                lax.all_gather(x, "i", tiled=True), lax.all_gather(x, "i", axis=1, tiled=True),
                lax.all_gather(i, "i", axis=0, tiled=True))
    f = shmap(body, m, (P("i"), P("i")), (P(),) * 6)
    return f, (r.normal(16, 3), r.ints(8))


@md("md_all_gather_2d_8dev", ["collective", "all-gather", "tiled", "stacked", "2d-mesh", "replica-groups"],
    "2x4 mesh: all_gather over y (tiled, axis 1), over x (stacked, axis 0), over (x, y) (tiled, axis 0)", 8)
def _(r):
    m = mesh2d(2, 4)
    def body(a):
        return (lax.all_gather(a, "y", axis=1, tiled=True), lax.all_gather(a, "x"),
                lax.all_gather(a, ("x", "y"), tiled=True), lax.all_gather(a, "y", axis=2))
    f = shmap(body, m, P("x", "y"), (P("x", None), P(None, None, "y"), P(), P("x", None, None)))
    return f, (r.normal(4, 8),)


@md("md_all_gather_2dev", ["collective", "all-gather", "tiled", "stacked", "bf16", "pred"],
    "all_gather over 2 devices: bf16 tiled on axis 1, pred stacked on axis 1, f64 stacked on axis 0", 2)
def _(r):
    m = mesh1d(2)
    def body(b, p, d):
        return lax.all_gather(b, "i", axis=1, tiled=True), lax.all_gather(p, "i", axis=1), lax.all_gather(d, "i")
    f = shmap(body, m, (P("i"), P("i"), P("i")), (P(), P(), P()))
    return f, (r.normal(4, 3).astype(ml_dtypes.bfloat16), r.bools(4, 2), r.normal(2, dtype=np.float64))


@md("md_psum_scatter_8dev", ["collective", "reduce-scatter", "psum_scatter", "tiled", "reduction-order"],
    "psum_scatter over 8 devices (different data on each): tiled on dimension 0 and 1, untiled on dimension 0, "
    "mixed magnitudes", 8)
def _(r):
    m = mesh1d(8)
    def body(x, y, z):
        return (lax.psum_scatter(x, "i", tiled=True), lax.psum_scatter(y, "i", scatter_dimension=1, tiled=True),
                lax.psum_scatter(z, "i", scatter_dimension=0))
    f = shmap(body, m, (P("i"), P(None, "i"), P("i")), (P("i"), P(None, "i"), P("i")))
    return f, (mixed(r, 8 * 16), mixed(r, 3, 8 * 16), mixed(r, 64, 3))


@md("md_psum_scatter_2d_8dev", ["collective", "reduce-scatter", "psum_scatter", "2d-mesh", "replica-groups"],
    "2x4 mesh: psum_scatter over y (tiled, dimension 1), over x (untiled, dimension 0), over (x, y) (tiled)", 8)
def _(r):
    m = mesh2d(2, 4)
    def body(a, b, c):
        return (lax.psum_scatter(a, "y", scatter_dimension=1, tiled=True), lax.psum_scatter(b, "x"),
                lax.psum_scatter(c, ("x", "y"), tiled=True))
    f = shmap(body, m, (P("x", "y"), P("x", "y"), P("x", "y")),
              (P("x", "y"), P(("x", "y")), P(("x", "y"))))
    return f, (mixed(r, 4, 32), mixed(r, 4, 12), mixed(r, 16, 8))


@md("md_all_to_all_8dev", ["collective", "all-to-all"],
    "all_to_all over 8 devices with split axis != concat axis (0->1, 1->0, 2->0, 1->2), tiled and untiled", 8)
def _(r):
    m = mesh1d(8)
    def body(a, b, c):
        return (lax.all_to_all(a, "i", 0, 1, tiled=True), lax.all_to_all(b, "i", 1, 0, tiled=True),
                lax.all_to_all(c, "i", 2, 0, tiled=True), lax.all_to_all(c, "i", 1, 2, tiled=True),
                lax.all_to_all(a, "i", 0, 1))
    f = shmap(body, m, (P("i"), P("i"), P("i")), (P("i"),) * 5)
    return f, (r.normal(64, 2), r.normal(16, 16), r.normal(8, 8, 8))


@md("md_all_to_all_2d_8dev", ["collective", "all-to-all", "2d-mesh", "replica-groups"],
    "2x4 mesh: all_to_all over y (split 1, concat 0) and over x (split 0, concat 1)", 8)
def _(r):
    m = mesh2d(2, 4)
    def body(a):
        return lax.all_to_all(a, "y", 1, 0, tiled=True), lax.all_to_all(a, "x", 0, 1, tiled=True)
    f = shmap(body, m, P("x", "y"), (P("x", "y"), P("x", "y")))
    return f, (r.normal(8, 16),)


@md("md_all_to_all_2dev", ["collective", "all-to-all", "s32"], "all_to_all over 2 devices, split 1 concat 0, s32", 2)
def _(r):
    m = mesh1d(2)
    f = shmap(lambda a: lax.all_to_all(a, "i", 1, 0, tiled=True), m, P("i"), P("i"))
    return f, (r.ints(4, 6),)


@md("md_ppermute_8dev", ["collective", "collective-permute", "ppermute"],
    "ppermute over 8 devices: ring forward, ring backward, shift by 3, a partial permutation (devices "
    "without a source get zeros), pairwise swaps", 8)
def _(r):
    m = mesh1d(8)
    def body(x):
        return (lax.ppermute(x, "i", [(j, (j + 1) % 8) for j in range(8)]),
                lax.ppermute(x, "i", [(j, (j - 1) % 8) for j in range(8)]),
                lax.ppermute(x, "i", [(j, (j + 3) % 8) for j in range(8)]),
                lax.ppermute(x, "i", [(0, 7), (3, 4), (5, 1)]),
                lax.ppermute(x, "i", [(j, j ^ 1) for j in range(8)]))
    f = shmap(body, m, P("i"), (P("i"),) * 5)
    return f, (r.normal(16, 3),)


@md("md_ppermute_2d_8dev", ["collective", "collective-permute", "ppermute", "2d-mesh"],
    "2x4 mesh: ppermute ring over y, swap over x, partial permutation over y", 8)
def _(r):
    m = mesh2d(2, 4)
    def body(a):
        return (lax.ppermute(a, "y", [(j, (j + 1) % 4) for j in range(4)]), lax.ppermute(a, "x", [(0, 1), (1, 0)]),
                lax.ppermute(a, "y", [(0, 2), (3, 1)]))
    f = shmap(body, m, P("x", "y"), (P("x", "y"),) * 3)
    return f, (r.normal(4, 8),)


@md("md_ppermute_2dev", ["collective", "collective-permute", "ppermute", "u8"],
    "ppermute over 2 devices: swap and one-way (0 -> 1) of u8", 2)
def _(r):
    m = mesh1d(2)
    def body(x):
        return lax.ppermute(x, "i", [(0, 1), (1, 0)]), lax.ppermute(x, "i", [(0, 1)])
    f = shmap(body, m, P("i"), (P("i"), P("i")))
    return f, (r.ints(6, lo=0, hi=255, dtype=np.uint8),)


@md("md_axis_index_2d_8dev", ["collective", "axis_index", "partition-id", "2d-mesh", "dynamic-slice"],
    "2x4 mesh: axis_index of x, of y, their linear index; dynamic_slice and select by them", 8)
def _(r):
    m = mesh2d(2, 4)
    def body(a, table):
        ix, iy = lax.axis_index("x"), lax.axis_index("y")
        lin = ix * 4 + iy
        row = lax.dynamic_slice_in_dim(table, lin, 1)
        return (jnp.stack([ix, iy, lin])[None], a * lin.astype(a.dtype) + row, jnp.where(iy % 2 == 0, a, -a))
    f = shmap(body, m, (P("x", "y"), P()), (P(("x", "y")), P("x", "y"), P("x", "y")))
    return f, (r.normal(2, 12), r.normal(8, 3))


@md("md_axis_index_2dev", ["collective", "axis_index", "partition-id"],
    "axis_index over 2 devices selecting a device-specific scale", 2)
def _(r):
    m = mesh1d(2)
    def body(x):
        i = lax.axis_index("i")
        return x * jnp.array([0.5, -3.0], np.float32)[i], i[None]
    f = shmap(body, m, P("i"), (P("i"), P("i")))
    return f, (r.normal(4),)


@md("md_dp_train_step_8dev", ["collective", "data-parallel", "grad", "mlp", "all-reduce", "pmean", "momentum"],
    "Data-parallel training step over 8 devices: per-device batch, 2-layer MLP loss and grads, pmean of "
    "the grads, SGD with momentum", 8)
def _(r):
    m = mesh1d(8)
    def loss(w, x, y):
        h = jnp.tanh(x @ w["w1"] + w["b1"])
        return jnp.mean((h @ w["w2"] + w["b2"] - y) ** 2)
    def body(w, mom, x, y):
        loss_value, g = jax.value_and_grad(loss)(w, x, y)
        g = lax.pmean(g, "i")
        mom = jax.tree.map(lambda v, gi: 0.9 * v + gi, mom, g)
        w = jax.tree.map(lambda p, v: p - 0.05 * v, w, mom)
        return lax.pmean(loss_value, "i"), w, mom
    w = {"w1": r.normal(4, 6, scale=0.5), "b1": r.normal(6, scale=0.1), "w2": r.normal(6, 2, scale=0.5),
         "b2": r.normal(2, scale=0.1)}
    mom = jax.tree.map(lambda a: r.normal(*a.shape, scale=0.01), w)
    f = shmap(body, m, (P(), P(), P("i"), P("i")), (P(), P(), P()))
    return f, (w, mom, r.normal(16, 4), r.normal(16, 2))


@md("md_megatron_mlp_4dev", ["collective", "tensor-parallel", "megatron", "mlp", "all-reduce", "psum"],
    "Tensor-parallel (Megatron) MLP over 4 devices: column-parallel W1, row-parallel W2, psum of the "
    "partial outputs", 4)
def _(r):
    m = mesh1d(4)
    def body(x, w1, b1, w2, b2):
        h = jax.nn.gelu(x @ w1 + b1)
        return lax.psum(h @ w2, "i") + b2
    f = shmap(body, m, (P(), P(None, "i"), P("i"), P("i", None), P()), P())
    return f, (r.normal(3, 8), r.normal(8, 16, scale=0.4), r.normal(16, scale=0.1), r.normal(16, 8, scale=0.3),
               r.normal(8, scale=0.1))


@md("md_megatron_dp_train_2x4_8dev", ["collective", "tensor-parallel", "data-parallel", "megatron", "grad",
                                     "2d-mesh", "all-reduce", "psum", "pmean"],
    "2x4 mesh: data-parallel over x, Megatron tensor-parallel MLP over y; forward psum over y, grads "
    "(transposed psum) and pmean over x, SGD update of the sharded weights", 8)
def _(r):
    m = mesh2d(2, 4, ("dp", "tp"))
    def loss(w1, w2, x, y):
        h = jnp.tanh(x @ w1)
        out = lax.psum(h @ w2, "tp")
        return jnp.mean((out - y) ** 2)
    def body(w1, w2, x, y):
        loss_value, (g1, g2) = jax.value_and_grad(loss, argnums=(0, 1))(w1, w2, x, y)
        g1, g2 = lax.pmean(g1, "dp"), lax.pmean(g2, "dp")
        return lax.pmean(loss_value, "dp"), w1 - 0.1 * g1, w2 - 0.1 * g2
    f = jax.shard_map(body, mesh=m, in_specs=(P(None, "tp"), P("tp", None), P("dp"), P("dp")),
                      out_specs=(P(), P(None, "tp"), P("tp", None)))
    return f, (r.normal(4, 8, scale=0.5), r.normal(8, 3, scale=0.5), r.normal(6, 4), r.normal(6, 3))


@md("md_zero_update_4dev", ["collective", "zero", "sharded-optimizer", "all-gather", "reduce-scatter",
                            "psum_scatter", "adam", "grad"],
    "ZeRO-style step over 4 devices: parameters and Adam state sharded, all_gather of the parameters, "
    "local grads on the local batch, psum_scatter of the grads, Adam update of the local shard", 4)
def _(r):
    m = mesh1d(4)
    def loss(flat, x, y):
        w = flat[:24].reshape(4, 6)
        b = flat[24:30]
        return jnp.mean((jnp.tanh(x @ w + b).sum(-1) - y) ** 2)
    def body(p, mu, nu, step, x, y):
        full = lax.all_gather(p, "i", tiled=True)
        loss_value, g = jax.value_and_grad(loss)(full, x, y)
        g = lax.psum_scatter(g, "i", tiled=True) / 4
        t = step + 1
        mu = 0.9 * mu + 0.1 * g
        nu = 0.999 * nu + 0.001 * g * g
        mhat = mu / (1 - 0.9 ** t.astype(jnp.float32))
        vhat = nu / (1 - 0.999 ** t.astype(jnp.float32))
        return p - 0.01 * mhat / (jnp.sqrt(vhat) + 1e-8), mu, nu, t, lax.pmean(loss_value, "i")
    f = shmap(body, m, (P("i"), P("i"), P("i"), P(), P("i"), P("i")), (P("i"), P("i"), P("i"), P(), P()))
    return f, (r.normal(32, scale=0.5), r.normal(32, scale=0.01), r.uniform(32, hi=1e-3), np.int32(3),
               r.normal(8, 4), r.normal(8))


@md("md_pipeline_4dev", ["collective", "pipeline", "collective-permute", "ppermute", "while", "fori_loop"],
    "GPipe-style pipeline over 4 stages: a fori_loop over micro-batch steps, each stage applies its layer "
    "and ppermutes its activations to the next stage; psum collects the last stage's outputs", 4)
def _(r):
    m = mesh1d(4)
    M, S = 5, 4
    def body(w, xs):
        w = w[0]
        i = lax.axis_index("i")
        def step(t, carry):
            h, outs = carry
            inp = jnp.where(i == 0, xs[jnp.minimum(t, M - 1)], h)
            y = jnp.tanh(inp @ w)
            k = t - (S - 1)
            outs = jnp.where((i == S - 1) & (k >= 0), outs.at[jnp.clip(k, 0, M - 1)].set(y), outs)
            h = lax.ppermute(y, "i", [(j, j + 1) for j in range(S - 1)])
            return h, outs
        h0 = jnp.zeros(xs.shape[1:], xs.dtype)
        _, outs = lax.fori_loop(0, M + S - 1, step, (h0, jnp.zeros_like(xs)))
        return lax.psum(outs, "i")
    f = shmap(body, m, (P("i"), P()), P())
    return f, (r.normal(4, 3, 3, scale=0.8), r.normal(M, 2, 3))


# -- jit with NamedSharding: the SPMD partitioner inserts the collectives

@md("md_auto_matmul_2x4_8dev", ["collective", "auto-sharding", "dot", "2d-mesh", "all-gather", "all-reduce",
                                "collective-permute", "replica-groups", "iota-replica-groups",
                                "mesh-replica-groups"],
    "jit on a 2x4 mesh, no shard_map: matmuls whose in/out NamedShardings make the partitioner insert "
    "all-gathers, all-reduces and collective-permutes (replica groups as lists, iota and mesh-axes forms)",
    8, kind="jit")
def _(r):
    m = mesh2d(2, 4)
    def f(a, b, c, d):
        return a @ b, a @ c, c.T @ d, (a @ b).sum(0)
    ins = named_shardings(m, P("x", "y"), P("y", "x"), P(None, "y"), P(None, "x"))
    outs = named_shardings(m, P("x", "y"), P("y", None), P(), P("y"))
    return f, (r.normal(8, 16), r.normal(16, 8), r.normal(16, 8), r.normal(16, 8)), \
        {"in_shardings": ins, "out_shardings": outs}


@md("md_auto_matmul2_2x4_8dev", ["collective", "auto-sharding", "dot", "2d-mesh", "all-gather",
                                "collective-permute", "all-to-all", "mesh-replica-groups"],
    "jit on a 2x4 mesh: a matmul of two (x, y)-sharded operands into a (y, x)-sharded result, and a "
    "resharding transpose (compiler-inserted all-gathers, permutes, all-to-all)", 8, kind="jit")
def _(r):
    m = mesh2d(2, 4)
    def f(a, b):
        return a @ b, a.T * 2
    ins = named_shardings(m, P("x", "y"), P("x", "y"))
    outs = named_shardings(m, P("y", "x"), P("x", "y"))
    return f, (r.normal(8, 16), r.normal(16, 8)), {"in_shardings": ins, "out_shardings": outs}


@md("md_auto_matmul_2x2_4dev", ["collective", "auto-sharding", "dot", "2d-mesh", "all-gather", "all-reduce",
                                "all-to-all", "collective-permute", "replica-groups", "iota-replica-groups",
                                "mesh-replica-groups"],
    "jit on a 2x2 mesh: sharded matmuls whose in/out NamedShardings make the partitioner insert all-reduces, "
    "all-gathers, an all-to-all and collective-permutes", 4, kind="jit")
def _(r):
    m = mesh2d(2, 2)
    def f(a, b, c, d, e):
        ab = a @ b
        return ab, jnp.tanh(ab), a @ e, c @ d, (a @ e).sum()
    ins = named_shardings(m, P("x", "y"), P("y", None), P(None, "x"), P(None, "y"), P("x", "y"))
    outs = named_shardings(m, P("x", None), P("x", "y"), P("y", "x"), P("x", "y"), P())
    return f, (r.normal(4, 8), r.normal(8, 6), r.normal(4, 8), r.normal(8, 6), r.normal(8, 6)), \
        {"in_shardings": ins, "out_shardings": outs}


@md("md_auto_mlp_8dev", ["collective", "auto-sharding", "mlp", "sharding-constraint", "all-gather",
                        "reduce-scatter", "all-reduce"],
    "jit over 8 devices (1-D mesh): an MLP with batch-sharded input and with_sharding_constraint on the "
    "hidden layer sharded over features", 8, kind="jit")
def _(r):
    m = mesh1d(8)
    def f(x, w1, w2):
        h = jax.lax.with_sharding_constraint(jax.nn.relu(x @ w1), jax.sharding.NamedSharding(m, P(None, "i")))
        return h @ w2, jnp.mean(h, axis=0)
    ins = named_shardings(m, P("i"), P(), P("i", None))
    outs = named_shardings(m, P("i"), P("i"))
    return f, (r.normal(16, 8), r.normal(8, 16, scale=0.4), r.normal(16, 4, scale=0.3)), \
        {"in_shardings": ins, "out_shardings": outs}


@md("md_auto_2dev", ["collective", "auto-sharding", "dot", "all-reduce", "all-gather"],
    "jit over 2 devices: contraction over the sharded dimension (all-reduce) and a resharding (all-gather)",
    2, kind="jit")
def _(r):
    m = mesh1d(2)
    def f(a, b):
        return a @ b, a * 3
    ins = named_shardings(m, P(None, "i"), P("i", None))
    outs = named_shardings(m, P(), P())
    return f, (r.normal(3, 8), r.normal(8, 5)), {"in_shardings": ins, "out_shardings": outs}


# -- pmap (jax >= 0.8 compiles it as jit(shard_map): num_partitions = N) and the same bodies as
#    cross-replica modules (replica_count = N)

def _pmap_collectives(n):
    def build(r):
        def body(x, i):
            ix = lax.axis_index("p")
            return (lax.psum(x, "p"), lax.pmean(x, "p"), lax.pmax(i, "p"),
                    lax.ppermute(x, "p", [(j, (j + 1) % n) for j in range(n)]),
                    lax.ppermute(x, "p", [(0, n - 1)]),
                    ix, x * ix.astype(x.dtype), lax.all_gather(x, "p"), lax.all_gather(x, "p", axis=1, tiled=True),
                    lax.psum_scatter(x, "p", scatter_dimension=1, tiled=True),
                    lax.all_to_all(x.reshape(n, -1), "p", 0, 1, tiled=True))
        return body, (mixed(r, n, 2, n, hi=6), r.ints(n, 3)), {"axis_name": "p"}
    return build


def _pmap_train_step(r):
    def loss(w, x, y):
        return jnp.mean((jnp.tanh(x @ w[0]) @ w[1] - y) ** 2)
    def body(w, x, y):
        loss_value, g = jax.value_and_grad(loss)(w, x, y)
        g = lax.pmean(g, "p")
        return lax.pmean(loss_value, "p"), jax.tree.map(lambda a, b: a - 0.1 * b, w, g)
    return body, ((r.normal(3, 5), r.normal(5, 2)), r.normal(4, 2, 3), r.normal(4, 2, 2)), \
        {"axis_name": "p", "in_axes": (None, 0, 0), "out_axes": (None, None)}


for _n in (2, 4, 8):
    _desc = (f"over {_n} devices: psum, pmean, pmax, ppermute (ring and one pair), axis_index, all_gather "
             "(stacked and tiled), psum_scatter, all_to_all")
    md(f"md_pmap_collectives_{_n}dev", ["collective", "pmap", "all-reduce", "all-gather", "collective-permute",
                                         "reduce-scatter", "all-to-all", "axis_index"],
        "jax.pmap " + _desc, _n, kind="pmap")(_pmap_collectives(_n))
    md(f"md_replica_collectives_{_n}dev", ["collective", "pmap", "cross-replica", "replica-id", "all-reduce",
                                            "all-gather", "collective-permute", "reduce-scatter", "all-to-all"],
        "Cross-replica module (replica_count, replica-id) of the jax.pmap body " + _desc, _n,
        kind="replica")(_pmap_collectives(_n))

md("md_pmap_train_step_4dev", ["collective", "pmap", "data-parallel", "grad", "pmean"],
    "jax.pmap data-parallel training step over 4 devices (replicated weights, in_axes=None), pmean of grads",
    4, kind="pmap")(_pmap_train_step)
md("md_replica_train_step_4dev", ["collective", "pmap", "cross-replica", "data-parallel", "grad", "pmean"],
    "Cross-replica module of a jax.pmap data-parallel training step over 4 devices, pmean of grads",
    4, kind="replica")(_pmap_train_step)
