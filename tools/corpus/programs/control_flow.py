"""Control flow: while (fori_loop, tuple state), cond, switch, scan, nesting."""
from __future__ import annotations

import jax.numpy as jnp
import numpy as np
from jax import lax

from ..registry import program

# ---------------------------------------------------------------- control flow

@program("fori_loop_while", ["while", "fori_loop", "control-flow"],
         "fori_loop (static and dynamic trip count) and data-dependent while_loop")
def _(r):
    def f(x, n):
        a = lax.fori_loop(0, 5, lambda i, c: c * 1.5 + i, x)
        b = lax.fori_loop(0, n, lambda i, c: c + i.astype(c.dtype), x)
        c = lax.while_loop(lambda s: s[0] < 100.0, lambda s: (s[0] * 2 + 1, s[1] + 1), (jnp.abs(x[0]) + 1, 0))
        return a, b, c
    return f, (r.normal(4), np.int32(7))


@program("scan_ops", ["while", "scan", "control-flow"],
         "lax.scan with carry and stacked outputs, reverse scan, unroll=2, scan over pytrees")
def _(r):
    def f(xs, c0):
        def step(c, x):
            c = jnp.tanh(c * 0.9 + x)
            return c, (c.sum(), x * 2)
        c, (s, y) = lax.scan(step, c0, xs)
        c2, ys2 = lax.scan(lambda c, x: (c + x, c), c0, xs, reverse=True, unroll=2)
        return c, s, y, c2, ys2
    return f, (r.normal(6, 3), r.normal(3))


@program("cond_bool", ["conditional", "cond", "control-flow"],
         "lax.cond with bool predicate, pytree operands, and a cond whose branches differ in ops")
def _(r):
    def f(p, x, q):
        a = lax.cond(p, lambda x: x * 2, lambda x: -x, x)
        b = lax.cond(x.sum() > 0, lambda x: (jnp.sin(x), x.sum()), lambda x: (jnp.cos(x), x.max()), x)
        c = lax.cond(q, lambda: jnp.int32(1), lambda: jnp.int32(2))
        return a, b, c
    return f, (np.bool_(True), r.normal(5), np.bool_(False))


@program("switch_index", ["conditional", "switch", "branch-computations", "control-flow"],
         "lax.switch with 3 branches and clamped out-of-range index")
def _(r):
    def f(i, j, x):
        brs = [lambda x: x + 1, lambda x: x * x, lambda x: jnp.exp(x)]
        return lax.switch(i, brs, x), lax.switch(j, brs, x), lax.switch(i - 5, brs, x)
    return f, (np.int32(1), np.int32(7), r.normal(4))


@program("nested_control_flow", ["while", "conditional", "scan", "nested", "control-flow"],
         "scan containing cond containing fori_loop; while inside while")
def _(r):
    def f(xs, n):
        def step(c, x):
            c = lax.cond(x.sum() > 0, lambda c: lax.fori_loop(0, 3, lambda i, v: v * 0.5 + x, c),
                         lambda c: c - x, c)
            return c, c.max()
        c, m = lax.scan(step, jnp.zeros(xs.shape[1], xs.dtype), xs)
        w = lax.while_loop(lambda s: s[0] < n,
                           lambda s: (s[0] + 1, lax.while_loop(lambda t: t[0] < s[0], lambda t: (t[0] + 1, t[1] * 1.1),
                                                               (0, s[1]))[1]),
                           (0, jnp.float32(1.0)))
        return c, m, w
    return f, (r.normal(4, 3), np.int32(4))
