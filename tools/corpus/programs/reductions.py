"""Reductions: reduce, variadic reduce (argmax), reduce_window, cumulative ops, select-and-scatter."""
from __future__ import annotations

import jax
import jax.numpy as jnp
import numpy as np
from jax import lax

from ..registry import program

# ---------------------------------------------------------------- reductions

@program("reduce_basic", ["reduce", "sum", "prod", "max", "min", "s32", "f32", "f64", "u8"],
         "sum/prod/max/min/mean over various axes for float and int types; keepdims; empty axis")
def _(r):
    def f(x, i, d, u):
        return (x.sum(), x.sum(0), x.prod(1), x.max((0, 2)), x.min(2), x.mean(1), i.sum(0), i.prod(),
                i.max(1), i.min(), d.sum(1), jnp.var(d), u.sum(dtype=jnp.uint8), u.max(0),
                jnp.sum(x, axis=(), keepdims=False), jnp.linalg.norm(x[0]), jnp.amax(x, axis=1, keepdims=True))
    x = r.normal(3, 4, 5)
    return f, (x, r.ints(4, 5, lo=-3, hi=3), r.normal(3, 6, dtype=np.float64), r.ints(5, 7, lo=0, hi=255,
                                                                                      dtype=np.uint8))


@program("reduce_variadic_argmax", ["reduce", "variadic-reduce", "argmax", "argmin", "and", "or"],
         "argmax/argmin (variadic reduce incl. nan), all/any (and/or reduce), logsumexp, softmax")
def _(r):
    def f(x, b, i):
        return (jnp.argmax(x, 0), jnp.argmin(x, 1), jnp.argmax(i), b.all(0), b.any(1),
                jax.nn.logsumexp(x, 1), jax.nn.softmax(x, -1), jnp.argmax(x.astype(jnp.bfloat16), 1),
                jnp.nanmax(x), lax.reduce((x, i.astype(jnp.float32)), (np.float32(0), np.float32(1)),
                                          lambda a, b: (a[0] + b[0], a[1] * b[1]), (1,)))
    x = r.normal(4, 6)
    x[1, 2] = np.nan
    return f, (x, r.bools(4, 6), r.ints(4, 6))


@program("reduce_window_pool", ["reduce-window", "pooling"],
         "max pool, avg pool (reduce_window add), min pool, with strides, padding and window dilation")
def _(r):
    def f(x, i):
        mp = lax.reduce_window(x, -jnp.inf, lax.max, (1, 3, 3, 1), (1, 2, 2, 1), "SAME")
        ap = lax.reduce_window(x, 0.0, lax.add, (1, 2, 2, 1), (1, 1, 1, 1), "VALID") / 4
        dil = lax.reduce_window(x, 0.0, lax.add, (1, 2, 2, 1), (1, 1, 1, 1), ((0, 0), (1, 1), (0, 2), (0, 0)),
                                window_dilation=(1, 2, 1, 1), base_dilation=(1, 1, 2, 1))
        mn = lax.reduce_window(i, np.int32(np.iinfo(np.int32).max), lax.min, (2, 2), (1, 2), "VALID")
        return mp, ap, dil, mn
    return f, (r.normal(2, 6, 6, 3), r.ints(5, 6))


@program("maxpool_grad_select_and_scatter", ["select-and-scatter", "grad", "pooling"],
         "Gradient of max pooling and min pooling -> select-and-scatter")
def _(r):
    def f(x, g):
        def mp(x):
            return lax.reduce_window(x, -jnp.inf, lax.max, (1, 2, 2, 1), (1, 2, 2, 1), "VALID")
        y, vjp = jax.vjp(mp, x)
        def mp2(x):
            return lax.reduce_window(x, -jnp.inf, lax.max, (1, 3, 3, 1), (1, 1, 1, 1), "SAME")
        return y, vjp(g)[0], jax.grad(lambda x: (mp2(x) ** 2).sum())(x)
    return f, (r.normal(1, 4, 4, 2), r.normal(1, 2, 2, 2))


@program("cumulative_ops", ["reduce-window", "cumsum", "cumprod", "cummax", "associative-scan"],
         "cumsum/cumprod/cummax/cummin/cumlogsumexp, reverse cumsum, associative_scan")
def _(r):
    def f(x, i):
        return (jnp.cumsum(x, 0), jnp.cumprod(x, 1), lax.cummax(x, 1), lax.cummin(i, 0),
                lax.cumlogsumexp(x, 0), lax.cumsum(x, 1, reverse=True), jnp.cumsum(i, dtype=jnp.int64),
                lax.associative_scan(jnp.add, x, axis=1))
    return f, (r.normal(5, 6), r.ints(5, 6))
