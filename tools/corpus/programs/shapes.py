"""Shape ops: reshape, transpose, broadcast, slice, reverse, concatenate, iota, dynamic slices, pad,
misc array ops."""
from __future__ import annotations

import jax.numpy as jnp
import numpy as np
from jax import lax

from ..registry import program

# ---------------------------------------------------------------- shape ops

@program("reshape_transpose_broadcast", ["shape", "reshape", "transpose", "broadcast"],
         "reshape, transpose (2D/4D), broadcast_in_dim, expand_dims, squeeze, ravel")
def _(r):
    def f(x, v):
        y = x.reshape(2, 3, 4, 5)
        return (y.transpose(3, 1, 0, 2), x.T, jnp.broadcast_to(v, (4, 3, 5)),
                lax.broadcast_in_dim(v, (5, 2, 6), (1,)) if False else lax.broadcast_in_dim(v, (2, 5, 6), (1,)),
                jnp.expand_dims(x, (0, 2)), y[:, :1].squeeze(1), x.ravel(), y.reshape(6, 20).T.reshape(-1),
                x[None] + x[:, None, :5].sum(-1, keepdims=True))
    return f, (r.normal(6, 20), r.normal(5))


@program("slice_rev_concat_iota", ["shape", "slice", "reverse", "concatenate", "iota"],
         "static slices with strides, negative steps (rev), concatenate, iota of several types")
def _(r):
    def f(x, i):
        return (x[1:5, ::2], x[::-1, 3::-1], lax.slice(x, (0, 1), (6, 7), (3, 2)), lax.rev(x, (0, 1)),
                jnp.concatenate([x, x[:2]], axis=0), jnp.concatenate([i, i * 2, i[:1]]),
                lax.iota(jnp.int32, 7), lax.broadcasted_iota(jnp.float32, (3, 4), 1),
                lax.broadcasted_iota(jnp.uint8, (2, 3), 0), jnp.arange(5, dtype=jnp.int64),
                jnp.arange(3, dtype=jnp.bfloat16), jnp.stack([x[0], x[1]]))
    return f, (r.normal(6, 8), r.ints(5))


@program("dynamic_slice_update", ["shape", "dynamic-slice", "dynamic-update-slice"],
         "dynamic_slice/dynamic_update_slice with in-range, negative and out-of-range (clamped) indices")
def _(r):
    def f(x, u, i, j):
        return (lax.dynamic_slice(x, (i, j), (3, 4)), lax.dynamic_slice(x, (i + 10, j - 20), (2, 2)),
                lax.dynamic_update_slice(x, u, (i, j)), lax.dynamic_update_slice(x, u, (i * 5, -j)),
                lax.dynamic_slice_in_dim(x, j, 2, axis=1), lax.dynamic_index_in_dim(x, i, 0, False),
                lax.dynamic_update_slice(x.astype(jnp.int8), u.astype(jnp.int8), (jnp.uint32(1), jnp.uint32(2))))
    return f, (r.normal(6, 8), r.normal(2, 3), np.int32(2), np.int32(3))


@program("pad_ops", ["shape", "pad"],
         "lax.pad with positive, negative (cropping) and interior padding; jnp.pad modes")
def _(r):
    def f(x, v):
        return (lax.pad(x, np.float32(0), ((1, 2, 0), (0, 0, 0))), lax.pad(x, np.float32(-1), ((-1, 1, 1), (2, -3, 2))),
                lax.pad(v, jnp.int32(7), ((-2, -1, 3),)), jnp.pad(x, ((1, 1), (2, 2)), mode="reflect"),
                jnp.pad(x, 1, mode="edge"), jnp.pad(x, ((0, 1), (1, 0)), mode="wrap"))
    return f, (r.normal(4, 5), r.ints(5))


@program("misc_array_ops", ["shape", "roll", "tile", "repeat", "tril"],
         "jnp roll/tile/repeat/flip/tril/triu/diag/kron/outer/meshgrid")
def _(r):
    def f(x, v):
        return (jnp.roll(x, 2, axis=1), jnp.tile(v, 3), jnp.repeat(v, 2), jnp.flip(x), jnp.tril(x),
                jnp.triu(x, 1), jnp.diag(x), jnp.diag(v), jnp.kron(x[:2, :2], x[:2, :2]), jnp.outer(v, v),
                jnp.meshgrid(v, v[:3])[0], jnp.trace(x), jnp.rot90(x))
    return f, (r.normal(4, 4), r.normal(4))
