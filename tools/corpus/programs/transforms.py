"""Transformations (custom_jvp/vjp, vmap, remat, hessian, stop_gradient) and miscellany: large
constants, while with tuple state, expm1/log1p/logistic/cbrt, image resize."""
from __future__ import annotations

import jax
import jax.numpy as jnp
import ml_dtypes
import numpy as np
from jax import lax

from ..registry import program, special_floats

# ---------------------------------------------------------------- transformations

@program("custom_jvp_vjp", ["custom_jvp", "custom_vjp", "grad", "transform"],
         "custom_jvp (safe log1pexp) and custom_vjp (gradient clipping) under grad and jvp")
def _(r):
    @jax.custom_jvp
    def softplus(x):
        return jnp.logaddexp(x, 0.0)

    @softplus.defjvp
    def softplus_jvp(primals, tangents):
        (x,), (t,) = primals, tangents
        return softplus(x), t * jax.nn.sigmoid(x)

    @jax.custom_vjp
    def clip_grad(x):
        return x

    clip_grad.defvjp(lambda x: (x, None), lambda _, g: (jnp.clip(g, -0.1, 0.1),))

    def f(x):
        g1 = jax.grad(lambda x: softplus(x).sum())(x)
        g2 = jax.grad(lambda x: (clip_grad(x) ** 3).sum())(x)
        _, t = jax.jvp(softplus, (x,), (jnp.ones_like(x),))
        return softplus(x), g1, g2, t
    return f, (special_floats(r)[:12],)


@program("vmap_batched", ["vmap", "transform", "dot", "dynamic-slice"],
         "vmap over matmul, per-example dynamic_slice, nested vmap, in_axes/out_axes variants")
def _(r):
    def f(a, b, idx):
        mv = jax.vmap(lambda m, v: m @ v, in_axes=(None, 0))(a, b)
        ds = jax.vmap(lambda v, i: lax.dynamic_slice(v, (i,), (2,)))(b, idx)
        nv = jax.vmap(jax.vmap(lambda x, y: x * y + jnp.sin(x), (0, None)), (None, 0))(b[0], b[:, 0])
        oa = jax.vmap(lambda v: jnp.outer(v, v), out_axes=2)(b)
        return mv, ds, nv, oa
    return f, (r.normal(3, 4), r.normal(5, 4), np.array([0, 1, 2, 3, 9], np.int32))


@program("remat_checkpoint", ["remat", "checkpoint", "opt-barrier", "grad", "transform"],
         "jax.checkpoint (remat) inside grad -> optimization barriers; checkpoint policies")
def _(r):
    def f(w, x):
        @jax.checkpoint
        def layer(w, h):
            return jnp.tanh(h @ w)
        pol = jax.checkpoint(lambda w, h: jnp.sin(h @ w) @ w, policy=jax.checkpoint_policies.dots_saveable)
        def loss(w):
            h = layer(w, x)
            h = layer(w, h)
            return pol(w, h).sum()
        return jax.value_and_grad(loss)(w)
    return f, (r.normal(4, 4, scale=0.5), r.normal(3, 4))


@program("hessian_jacfwd", ["hessian", "jacfwd", "jacrev", "transform"],
         "jax.hessian, jacfwd and jacrev of small scalar/vector functions")
def _(r):
    def g(x):
        return jnp.sum(jnp.sin(x) * x ** 2) + jnp.prod(x[:2])
    def f(x):
        return jax.hessian(g)(x), jax.jacfwd(jnp.tanh)(x), jax.jacrev(lambda x: x ** 3 + x[::-1])(x)
    return f, (r.normal(4),)


@program("stop_gradient_misc", ["stop_gradient", "grad", "transform", "logsumexp"],
         "stop_gradient, where-gradient with nan safety, grad of max/abs/sort (ties)")
def _(r):
    def f(x):
        safe = jax.grad(lambda x: jnp.where(x > 0, jnp.sqrt(jnp.where(x > 0, x, 1.0)), 0.0).sum())(x)
        sg = jax.grad(lambda x: (x * lax.stop_gradient(x)).sum())(x)
        gm = jax.grad(lambda x: jnp.max(x) + jnp.abs(x).sum() + jnp.sort(x)[0])(x)
        return safe, sg, gm
    return f, (np.array([1.0, -1.0, 0.0, 2.0, 2.0, -3.0], np.float32),)


@program("large_constants", ["constant", "large-constant", "literal"],
         "Closed-over numpy arrays of several dtypes become large constants (printed in full)")
def _(r):
    table = r.normal(40, 8)
    ints = r.ints(64, lo=-1000, hi=1000, dtype=np.int64)
    bits = r.bools(33)
    halfs = r.normal(20).astype(np.float16)
    bf = r.normal(20).astype(ml_dtypes.bfloat16)
    cpx = r.complex(12)
    weird = np.array([np.nan, -np.nan, np.inf, -np.inf, -0.0, 1e-45, 3.4028235e38, 1.1754944e-38] * 2, np.float32)
    def f(x):
        return (x @ table.T, ints * 3, jnp.logical_xor(bits, True), halfs * 2, bf + 1, cpx * 2, weird + x[0, 0],
                jnp.asarray(np.arange(24, dtype=np.uint8).reshape(2, 3, 4)) + 1)
    return f, (r.normal(3, 8),)


@program("while_tuple_state", ["while", "tuple", "get-tuple-element", "control-flow"],
         "while loop with mixed-dtype tuple state (s32 counter, f32 tensor, pred flag, u32 key)")
def _(r):
    def f(x):
        def cond(s):
            i, v, done, k = s
            return (i < 10) & ~done
        def body(s):
            i, v, done, k = s
            v = v * 0.7 + jnp.sin(v)
            k = k * jnp.uint32(1664525) + jnp.uint32(1013904223)
            return i + 1, v, jnp.all(jnp.abs(v) < 1e-3), k
        return lax.while_loop(cond, body, (jnp.int32(0), x, jnp.bool_(False), jnp.uint32(1)))
    return f, (r.normal(4),)


@program("expm1_log1p_logistic_cbrt", ["elementwise", "unary", "expm1", "log1p", "logistic", "cbrt", "rsqrt", "f16",
                                       "f64"],
         "expm1/log1p/logistic/cbrt/rsqrt around tricky points on f16/f32/f64")
def _(r):
    def f(x, d, h):
        return tuple(op(t) for t in (x, d, h) for op in (jnp.expm1, jnp.log1p, lax.logistic, jnp.cbrt, lax.rsqrt))
    x = np.array([-1.0, -0.5, -1e-8, 0.0, 1e-8, 1e-3, 0.5, 10.0, 100.0, -100.0, -1.5, np.inf, -np.inf, np.nan, 1e-30,
                  -27.0], np.float32)
    return f, (x, x.astype(np.float64), x.astype(np.float16))


@program("image_resize_interp", ["gather", "image", "resize", "dot"],
         "jax.image.resize linear/nearest and jnp.interp")
def _(r):
    def f(img, xp):
        return (jax.image.resize(img, (6, 10, 3), "linear"), jax.image.resize(img, (2, 3, 3), "nearest"),
                jnp.interp(xp, jnp.arange(5, dtype=jnp.float32), jnp.arange(5, dtype=jnp.float32) ** 2))
    return f, (r.normal(4, 5, 3), np.array([-1.0, 0.5, 2.2, 3.9, 7.0], np.float32))
