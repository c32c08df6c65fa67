"""Collectives under shard_map over 4 devices (the shmap_* programs)."""
from __future__ import annotations

import jax
import jax.numpy as jnp
from jax import lax
from jax.sharding import PartitionSpec as P

from ..registry import mesh1d, mesh2d, program, shmap

# ---------------------------------------------------------------- collectives (shard_map, 4 devices)

@program("shmap_psum_pmax", ["collective", "shard_map", "all-reduce", "psum", "pmax", "pmin", "pmean"],
         "psum/pmax/pmin/pmean over a 4-device mesh via shard_map", devices=4)
def _(r):
    m = mesh1d()
    def body(x, i):
        return lax.psum(x, "i"), lax.pmax(x, "i"), lax.pmin(i, "i"), lax.pmean(x, "i"), lax.psum(i.sum(), "i")
    f = shmap(body, m, (P("i"), P("i")), (P(), P(), P(), P(), P()))
    return f, (r.normal(8, 3), r.ints(8))


@program("shmap_all_gather", ["collective", "shard_map", "all-gather"],
         "all_gather tiled and stacked, along different axes", devices=4)
def _(r):
    m = mesh1d()
    def body(x):
        return lax.all_gather(x, "i"), lax.all_gather(x, "i", axis=1, tiled=True), lax.all_gather(x, "i",
                                                                                                  tiled=True) * 2
    f = shmap(body, m, P("i"), (P(), P(), P()))
    return f, (r.normal(8, 2),)


@program("shmap_psum_scatter", ["collective", "shard_map", "reduce-scatter", "psum_scatter"],
         "psum_scatter (reduce-scatter) tiled and untiled", devices=4)
def _(r):
    m = mesh1d()
    def body(x):
        return lax.psum_scatter(x, "i", tiled=True), lax.psum_scatter(x.reshape(4, -1), "i", scatter_dimension=0)
    f = shmap(body, m, P(None), (P("i"), P("i")))
    return f, (r.normal(8),)


@program("shmap_ppermute", ["collective", "shard_map", "collective-permute", "ppermute"],
         "ppermute ring shift and partial permutation (missing targets give zeros)", devices=4)
def _(r):
    m = mesh1d()
    def body(x):
        ring = lax.ppermute(x, "i", [(j, (j + 1) % 4) for j in range(4)])
        part = lax.ppermute(x, "i", [(0, 2), (2, 0)])
        return ring, part
    f = shmap(body, m, P("i"), (P("i"), P("i")))
    return f, (r.normal(8, 2),)


@program("shmap_all_to_all", ["collective", "shard_map", "all-to-all"],
         "all_to_all split/concat along different axes", devices=4)
def _(r):
    m = mesh1d()
    def body(x):
        return lax.all_to_all(x, "i", 0, 0, tiled=True), lax.all_to_all(x, "i", 1, 0, tiled=True)
    f = shmap(body, m, P("i"), (P("i"), P("i")))
    return f, (r.normal(16, 4),)


@program("shmap_axis_index", ["collective", "shard_map", "axis_index", "partition-id"],
         "axis_index (partition-id based) used in arithmetic, and dynamic_slice by axis index", devices=4)
def _(r):
    m = mesh1d()
    def body(x, t):
        i = lax.axis_index("i")
        return x * i.astype(x.dtype), lax.dynamic_slice_in_dim(t, i * 2, 2)
    f = shmap(body, m, (P("i"), P()), (P("i"), P("i")))
    return f, (r.normal(8), r.normal(8))


@program("shmap_2d_mesh", ["collective", "shard_map", "2d-mesh", "all-reduce", "all-gather", "replica-groups"],
         "2x2 mesh: psum over one axis, all_gather over the other, ppermute over x (non-trivial replica groups)",
         devices=4)
def _(r):
    m = mesh2d()
    def body(a):
        s = lax.psum(a, "x")
        g = lax.all_gather(a, "y", tiled=True)
        p = lax.ppermute(a, "x", [(0, 1), (1, 0)])
        return s, g, p, lax.psum(a, ("x", "y"))
    f = shmap(body, m, P("x", "y"), (P(None, "y"), P("x", None), P("x", "y"), P()))
    return f, (r.normal(4, 6),)


@program("shmap_data_parallel_grad", ["collective", "shard_map", "grad", "data-parallel", "mlp"],
         "Data-parallel MLP training step: local grad + pmean of gradients", devices=4)
def _(r):
    m = mesh1d()
    def loss(w, x, y):
        return jnp.mean((jnp.tanh(x @ w[0]) @ w[1] - y) ** 2)
    def body(w, x, y):
        loss_value, g = jax.value_and_grad(loss)(w, x, y)
        g = jax.tree.map(lambda t: lax.pmean(t, "i"), g)
        return lax.pmean(loss_value, "i"), jax.tree.map(lambda a, b: a - 0.1 * b, w, g)
    f = shmap(body, m, (P(), P("i"), P("i")), (P(), P()))
    w = (r.normal(3, 5), r.normal(5, 2))
    return f, (w, r.normal(8, 3), r.normal(8, 2))


@program("shmap_gspmd_legacy", ["collective", "shard_map", "gspmd", "sharding"],
         "shard_map lowered with the legacy GSPMD partitioner (sharding= attrs, Sharding custom-calls)",
         devices=4, jax_use_shardy_partitioner=False)
def _(r):
    m = mesh1d()
    f = shmap(lambda x: lax.psum(x * 2, "i"), m, P("i"), P())
    return f, (r.normal(8, 2),)
