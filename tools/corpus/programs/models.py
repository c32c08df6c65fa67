"""Small models: MLP, CNN, transformer block, LSTM; forward and gradient."""
from __future__ import annotations

import jax
import jax.numpy as jnp
import numpy as np
from jax import lax

from ..registry import program
from .dot_conv import DN2

# ---------------------------------------------------------------- small models

def _dense_init(r, sizes):
    # each size with the next (one layer per pair)
    return [(r.normal(a, b, scale=1 / np.sqrt(a)), r.normal(b, scale=0.1))
            for a, b in zip(sizes[:-1], sizes[1:], strict=False)]


def mlp_apply(params, x):
    for w, b in params[:-1]:
        x = jax.nn.relu(x @ w + b)
    w, b = params[-1]
    return x @ w + b


def xent(logits, labels):
    return -jnp.mean(jnp.sum(jax.nn.log_softmax(logits) * jax.nn.one_hot(labels, logits.shape[-1], dtype=logits.dtype),
                             -1))


@program("model_mlp_fwd", ["model", "mlp", "forward"], "2-hidden-layer MLP forward with softmax")
def _(r):
    return (lambda p, x: jax.nn.softmax(mlp_apply(p, x))), (_dense_init(r, [16, 32, 32, 10]), r.normal(8, 16))


@program("model_mlp_grad", ["model", "mlp", "grad", "backward"],
         "MLP cross-entropy value_and_grad + SGD update")
def _(r):
    def f(p, x, y):
        loss_value, g = jax.value_and_grad(lambda p: xent(mlp_apply(p, x), y))(p)
        return loss_value, jax.tree.map(lambda a, b: a - 0.01 * b, p, g)
    return f, (_dense_init(r, [16, 32, 10]), r.normal(8, 16), r.ints(8, lo=0, hi=9))


def cnn_apply(p, x):
    x = lax.conv_general_dilated(x, p["c1"], (1, 1), "SAME", dimension_numbers=DN2) + p["b1"]
    x = jax.nn.relu(x)
    x = lax.reduce_window(x, -jnp.inf, lax.max, (1, 2, 2, 1), (1, 2, 2, 1), "VALID")
    x = lax.conv_general_dilated(x, p["c2"], (2, 2), "SAME", dimension_numbers=DN2)
    x = jax.nn.gelu(x)
    x = x.mean((1, 2))
    return x @ p["w"]


def _cnn_params(r):
    return {"c1": r.normal(3, 3, 3, 8, scale=0.3), "b1": r.normal(8, scale=0.1),
            "c2": r.normal(3, 3, 8, 16, scale=0.2), "w": r.normal(16, 5, scale=0.25)}


@program("model_cnn_fwd", ["model", "cnn", "convolution", "forward"],
         "Small CNN forward (conv, relu, maxpool, gelu, mean)")
def _(r):
    return cnn_apply, (_cnn_params(r), r.normal(2, 8, 8, 3))


@program("model_cnn_grad", ["model", "cnn", "convolution", "grad", "backward", "select-and-scatter"],
         "Small CNN loss gradient (conv backprop, select-and-scatter)")
def _(r):
    def f(p, x, y):
        return jax.value_and_grad(lambda p: xent(cnn_apply(p, x), y))(p)
    return f, (_cnn_params(r), r.normal(2, 8, 8, 3), np.array([1, 3], np.int32))


def layer_norm(x, g, b, eps=1e-5):
    mu = x.mean(-1, keepdims=True)
    var = ((x - mu) ** 2).mean(-1, keepdims=True)
    return (x - mu) * lax.rsqrt(var + eps) * g + b


def transformer_block(p, x, heads=4):
    B, T, D = x.shape
    h = layer_norm(x, p["ln1_g"], p["ln1_b"])
    qkv = h @ p["wqkv"]
    q, k, v = jnp.split(qkv, 3, axis=-1)
    q, k, v = (t.reshape(B, T, heads, D // heads) for t in (q, k, v))
    att = jnp.einsum("bthd,bshd->bhts", q, k) * np.float32(1 / np.sqrt(D // heads))
    mask = jnp.tril(jnp.ones((T, T), bool))
    att = jax.nn.softmax(jnp.where(mask, att, -1e9), -1)
    o = jnp.einsum("bhts,bshd->bthd", att, v).reshape(B, T, D)
    x = x + o @ p["wo"]
    h = layer_norm(x, p["ln2_g"], p["ln2_b"])
    return x + jax.nn.gelu(h @ p["w1"]) @ p["w2"]


def _tblock_params(r, D=32, F=64):
    return {"ln1_g": np.ones(D, np.float32), "ln1_b": np.zeros(D, np.float32), "wqkv": r.normal(D, 3 * D,
                                                                                                scale=D ** -0.5),
            "wo": r.normal(D, D, scale=D ** -0.5), "ln2_g": np.ones(D, np.float32), "ln2_b": np.zeros(D, np.float32),
            "w1": r.normal(D, F, scale=D ** -0.5), "w2": r.normal(F, D, scale=F ** -0.5)}


@program("model_transformer_fwd", ["model", "transformer", "attention", "forward"],
         "Pre-LN transformer block forward (causal attention, 4 heads, gelu MLP)")
def _(r):
    return transformer_block, (_tblock_params(r), r.normal(2, 8, 32))


@program("model_transformer_grad", ["model", "transformer", "attention", "grad", "backward"],
         "Transformer block value_and_grad of an MSE loss")
def _(r):
    def f(p, x, t):
        return jax.value_and_grad(lambda p: jnp.mean((transformer_block(p, x) - t) ** 2))(p)
    return f, (_tblock_params(r), r.normal(2, 8, 32), r.normal(2, 8, 32))


def lstm_apply(p, xs):
    H_ = p["wh"].shape[0]
    def cell(carry, x):
        h, c = carry
        z = x @ p["wx"] + h @ p["wh"] + p["b"]
        i, f_, g, o = jnp.split(z, 4, -1)
        c = jax.nn.sigmoid(f_) * c + jax.nn.sigmoid(i) * jnp.tanh(g)
        h = jax.nn.sigmoid(o) * jnp.tanh(c)
        return (h, c), h
    B = xs.shape[1]
    (h, c), hs = lax.scan(cell, (jnp.zeros((B, H_), xs.dtype), jnp.zeros((B, H_), xs.dtype)), xs)
    return hs @ p["wy"]


def _lstm_params(r, n_in=4, H_=8, n_out=3):
    return {"wx": r.normal(n_in, 4 * H_, scale=0.4), "wh": r.normal(H_, 4 * H_, scale=0.3),
            "b": np.zeros(4 * H_, np.float32), "wy": r.normal(H_, n_out, scale=0.3)}


@program("model_lstm_fwd", ["model", "lstm", "scan", "while", "forward"], "LSTM over 5 steps (scan)")
def _(r):
    return lstm_apply, (_lstm_params(r), r.normal(5, 2, 4))


@program("model_lstm_grad", ["model", "lstm", "scan", "while", "grad", "backward"], "LSTM loss gradient (reverse scan)")
def _(r):
    def f(p, xs, ys):
        return jax.value_and_grad(lambda p: jnp.mean((lstm_apply(p, xs) - ys) ** 2))(p)
    return f, (_lstm_params(r), r.normal(5, 2, 4), r.normal(5, 2, 3))
