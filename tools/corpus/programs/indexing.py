"""Gather / scatter and sort / top-k."""
from __future__ import annotations

import jax
import jax.numpy as jnp
import numpy as np
from jax import lax

from ..registry import program

# ---------------------------------------------------------------- gather / scatter

@program("gather_indexing", ["gather", "indexing", "take", "take_along_axis"],
         "Integer-array indexing, take with clip/fill modes, take_along_axis, negative indices")
def _(r):
    def f(x, idx, idx2):
        return (x[idx], x[:, idx], x[idx, idx2], jnp.take(x, idx + 10, axis=0, mode="clip"),
                jnp.take(x, idx - 10, axis=1, mode="fill", fill_value=-1.0),
                jnp.take_along_axis(x, jnp.argsort(x, axis=1), axis=1), x[idx[:, None], idx2[None, :]],
                x[-1], x[jnp.array([-1, -2])], x[1:3, idx2])
    return f, (r.normal(5, 6), np.array([0, 4, 2, 2], np.int32), np.array([5, 1, 0, 3], np.int32))


@program("gather_batching_vmap", ["gather", "vmap", "operand-batching-dims", "dynamic-slice"],
         "vmap of dynamic indexing and dynamic_slice -> gather with batching dims")
def _(r):
    def f(x, i):
        g1 = jax.vmap(lambda row, k: row[k])(x, i)
        g2 = jax.vmap(lambda row, k: lax.dynamic_slice(row, (k,), (3,)))(x, i)
        g3 = jax.vmap(lambda row, k: lax.dynamic_update_slice(row, jnp.zeros(2, row.dtype), (k,)))(x, i)
        return g1, g2, g3
    return f, (r.normal(4, 8), np.array([0, 3, 7, 5], np.int32))


@program("scatter_ops", ["scatter", "indexing", "at-set", "at-add", "at-mul", "at-min", "at-max"],
         ".at[].set/.add/.mul/.min/.max with duplicate and out-of-bound indices, segment_sum")
def _(r):
    def f(x, idx, u, seg):
        return (x.at[idx].set(u), x.at[idx].add(u), x.at[idx].mul(u), x.at[idx].min(u), x.at[idx].max(u),
                x.at[idx + 3].add(u, mode="drop"), x.at[:, 1].set(0.0), x.at[1:3, idx[:2]].add(1.0),
                jax.ops.segment_sum(u.sum(1), seg, num_segments=4),
                x.astype(jnp.int32).at[idx].add(u.astype(jnp.int32)),
                x.at[idx].set(u, unique_indices=False, indices_are_sorted=False))
    return f, (r.normal(5, 3), np.array([1, 3, 1, 4], np.int32), r.normal(4, 3), np.array([0, 2, 2, 3], np.int32))


# ---------------------------------------------------------------- sort / top-k

@program("sort_ops", ["sort", "argsort", "multi-operand-sort", "stable-sort"],
         "sort with nan/-0, descending, argsort stable, multi-operand lax.sort with num_keys, lexsort")
def _(r):
    def f(x, i, k):
        return (jnp.sort(x), jnp.sort(x, axis=0, descending=True), jnp.argsort(i, stable=True),
                lax.sort((k, i, x[0, :6]), num_keys=2), jnp.lexsort((i, k)), jnp.sort(i.astype(jnp.uint8)),
                lax.sort(x, dimension=0, is_stable=False), jnp.median(x[0]), jnp.unique(k, size=6))
    x = r.normal(3, 6)
    x[0, 1], x[1, 2], x[0, 4], x[2, 0] = np.nan, -0.0, 0.0, -np.inf
    return f, (x, r.ints(6, lo=0, hi=3), r.ints(6, lo=0, hi=2))


@program("top_k", ["topk", "sort"], "lax.top_k on f32/s32 rows, approx_max_k (fallback), k=1")
def _(r):
    def f(x, i):
        return lax.top_k(x, 3), lax.top_k(i, 1), lax.approx_max_k(x, 2)
    return f, (r.normal(3, 8), r.ints(2, 5))
