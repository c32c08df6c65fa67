#!/usr/bin/env python3
"""Make small real XLA dump folders for TPU and NVIDIA GPU without the hardware.

NOT run by CI and NOT imported by tests: it regenerates the committed fixtures under
``tests/accel/dumps/`` (see ``tests/accel/dumps/README.md`` for the layout).

Every program in ``PROGRAMS`` is compiled ahead of time ("deviceless") for each of its targets in
``TARGETS``, each compile in its own subprocess with ``XLA_FLAGS=--xla_dump_to=...``; the same jitted
function is then run on XLA:CPU to record inputs and reference outputs.

Install (a separate venv; the versions the committed fixtures were made with)::

    python3 -m venv /work/dumpenv/venv && . /work/dumpenv/venv/bin/activate
    pip install jax==0.10.2 jaxlib==0.10.2 libtpu==0.0.42.1 "jax-cuda12-plugin[with-cuda]==0.10.2"

GPU compiles need a ``GpuTargetConfigProto`` text (``--gpu-specs``, default ``/work/shared/gpu_specs``
with ``a100.txtpb`` and ``h100.txtpb``). CPU reference runs need jax (CPU) and hlotool (for the
``.npz`` codec); by default they run with ``/work/main/.venv/bin/python`` (``--ref-python``).

Run::

    . /work/dumpenv/venv/bin/activate
    python tests/accel/make_dumps.py                      # everything (a few minutes)
    python tests/accel/make_dumps.py --only mlp_fwd       # some programs
    python tests/accel/make_dumps.py --targets a100_x4    # some targets
    python tests/accel/make_dumps.py --list               # the table

The CUDA plugin prints a harmless ``cuInit ... CUDA error 303`` RuntimeError at import on a machine
without a GPU.
"""
from __future__ import annotations

import argparse
import json
import os
import re
import shutil
import subprocess
import sys
import tempfile
import zlib
from pathlib import Path

HERE = Path(__file__).resolve().parent
REPO = HERE.parent.parent
DUMPS = HERE / "dumps"
DEFAULT_SPECS = Path("/work/shared/gpu_specs")
DEFAULT_REF_PYTHON = "/work/main/.venv/bin/python"

# --------------------------------------------------------------------------------------------------
# Targets
# --------------------------------------------------------------------------------------------------
CUBLAS_FLAGS = ["--xla_gpu_enable_triton_gemm=false", "--xla_gpu_enable_cublaslt=true"]

TARGETS: dict[str, dict] = {
    "tpu_v5e_2x2": dict(platform="tpu", topology="v5e:2x2", ndev=4, mesh=(2, 2)),
    "tpu_v5e_1x1": dict(platform="tpu", topology="v5e:1x1", ndev=1, mesh=(1, 1)),
    "a100_x4": dict(platform="cuda", gpu="a100", ndev=4, mesh=(2, 2)),
    "h100_x4": dict(platform="cuda", gpu="h100", ndev=4, mesh=(2, 2)),
    "a100_x4_cublas": dict(platform="cuda", gpu="a100", ndev=4, mesh=(2, 2), flags=CUBLAS_FLAGS),
    "h100_x4_cublas": dict(platform="cuda", gpu="h100", ndev=4, mesh=(2, 2), flags=CUBLAS_FLAGS),
    "a100_x1": dict(platform="cuda", gpu="a100", ndev=1, mesh=(1, 1)),
    "h100_x1": dict(platform="cuda", gpu="h100", ndev=1, mesh=(1, 1)),
}
AXES = ("data", "model")

X4 = ["tpu_v5e_2x2", "a100_x4", "h100_x4"]
CUBLAS = ["a100_x4_cublas", "h100_x4_cublas"]
X1 = ["tpu_v5e_1x1", "a100_x1", "h100_x1"]

# Extra XLA flags for some (target, program) pairs. Proto dumps for one GPU and one TPU folder.
PROTO = ["--xla_dump_hlo_as_proto", "--xla_dump_hlo_as_text"]
PASSES = ["--xla_dump_hlo_pass_re=.*"]
EXTRA_FLAGS: dict[tuple[str, str], list[str]] = {
    ("a100_x4", "mlp_fwd"): PROTO,
    ("tpu_v5e_2x2", "mlp_fwd"): PROTO,
}

# --------------------------------------------------------------------------------------------------
# Programs. Each builder takes a context (platform: "tpu" | "cuda" | "cpu"; P; mesh) and returns
# dict(fn, args=[(shape, dtype_name, spec_tuple_or_None, gen)], out_specs=tuple|None, desc, x64)
# gen: ("normal", scale) | ("int", lo, hi) | ("key",)
# --------------------------------------------------------------------------------------------------


def _np_dtype(name):
    import jax.numpy as jnp
    return jnp.dtype(name)


def prog_mlp_fwd(c):
    import jax
    import jax.numpy as jnp

    def mlp_fwd(x, w1, b1, w2):
        h = jax.nn.gelu(jnp.dot(x, w1) + b1)
        return jnp.dot(h, w2)

    return dict(fn=mlp_fwd, desc="2-layer MLP forward in bf16, batch over data, hidden over model",
                args=[((8, 16), "bfloat16", ("data", None), ("normal", 1.0)),
                      ((16, 32), "bfloat16", (None, "model"), ("normal", 0.25)),
                      ((32,), "bfloat16", ("model",), ("normal", 0.1)),
                      ((32, 16), "bfloat16", ("model", None), ("normal", 0.25))],
                out_specs=(("data", None),))


def prog_mlp_train(c):
    import jax
    import jax.numpy as jnp

    def loss_fn(params, x, y):
        w1, w2 = params
        h = jnp.tanh(x @ w1)
        return jnp.mean((h @ w2 - y) ** 2)

    def mlp_train(w1, w2, x, y):
        loss, (g1, g2) = jax.value_and_grad(loss_fn)((w1, w2), x, y)
        return loss, w1 - 0.1 * g1, w2 - 0.1 * g2

    return dict(fn=mlp_train, desc="MLP train step: value_and_grad of MSE + SGD update (f32)",
                args=[((16, 32), "float32", (None, "model"), ("normal", 0.25)),
                      ((32, 8), "float32", ("model", None), ("normal", 0.25)),
                      ((8, 16), "float32", ("data", None), ("normal", 1.0)),
                      ((8, 8), "float32", ("data", None), ("normal", 1.0))],
                out_specs=((), (None, "model"), ("model", None)))


def prog_collectives(c):
    import jax
    from jax import lax
    P = c["P"]
    mesh = c["mesh"]

    def body(x):  # local [4, 8]
        a = lax.psum(x, "model")
        b = lax.all_gather(x, "data", axis=0, tiled=True)  # [8, 8]
        s = lax.psum_scatter(x, "model", scatter_dimension=0, tiled=True)  # [2, 8]
        d = lax.all_to_all(x, "model", split_axis=1, concat_axis=0, tiled=True)  # [8, 4]
        e = lax.ppermute(x, "data", perm=[(0, 1), (1, 0)])
        return a, b, s, d, e

    def collectives(x):
        sm = jax.shard_map(body, mesh=mesh, in_specs=(P("data", "model"),),
                           out_specs=(P("data", None), P("data", "model"), P("data", "model"),
                                      P("data", "model"), P("data", "model")))
        return sm(x)

    return dict(fn=collectives,
                desc="shard_map with psum, all_gather, psum_scatter, all_to_all, ppermute",
                args=[((8, 16), "float32", ("data", "model"), ("normal", 1.0))],
                out_specs=(("data", None), ("data", "model"), ("data", "model"), ("data", "model"),
                           ("data", "model")))


def prog_layernorm_softmax(c):
    import jax
    import jax.numpy as jnp

    def layernorm_softmax(x, g, b, w):
        mu = jnp.mean(x, axis=-1, keepdims=True)
        var = jnp.mean((x - mu) ** 2, axis=-1, keepdims=True)
        y = (x - mu) * jax.lax.rsqrt(var + 1e-5) * g + b
        logits = y @ w
        return jax.nn.softmax(logits, axis=-1), jax.nn.logsumexp(logits, axis=-1)

    return dict(fn=layernorm_softmax, desc="layer norm, projection, softmax and logsumexp (f32)",
                args=[((8, 16), "float32", ("data", None), ("normal", 1.0)),
                      ((16,), "float32", None, ("normal", 1.0)),
                      ((16,), "float32", None, ("normal", 0.1)),
                      ((16, 16), "float32", (None, "model"), ("normal", 0.25))],
                out_specs=(("data", None), ("data",)))


def prog_scan_loop(c):
    import jax.numpy as jnp
    from jax import lax

    def scan_loop(h0, xs, w):
        def step(h, x):
            h = jnp.tanh(h @ w + x)
            return h, jnp.sum(h, axis=-1)

        h, ys = lax.scan(step, h0, xs)
        h = lax.fori_loop(0, 3, lambda i, v: v * 0.5 + jnp.sin(v) * (i + 1), h)
        return h, ys

    return dict(fn=scan_loop, desc="lax.scan (4 steps, tanh RNN) followed by a fori_loop",
                args=[((8, 16), "float32", ("data", None), ("normal", 1.0)),
                      ((4, 8, 16), "float32", (None, "data", None), ("normal", 1.0)),
                      ((16, 16), "float32", None, ("normal", 0.25))],
                out_specs=(("data", None), (None, "data")))


def _conv(x, w):
    from jax import lax
    return lax.conv_general_dilated(x, w, window_strides=(1, 1), padding="SAME",
                                    dimension_numbers=("NHWC", "HWIO", "NHWC"))


def prog_conv2d_fwd(c):
    import jax

    def conv2d_fwd(x, w, b):
        return jax.nn.relu(_conv(x, w) + b)

    return dict(fn=conv2d_fwd, desc="conv2d NHWC 3x3 SAME + bias + relu (f32), batch over data",
                args=[((4, 8, 8, 4), "float32", ("data",), ("normal", 1.0)),
                      ((3, 3, 4, 8), "float32", None, ("normal", 0.25)),
                      ((8,), "float32", None, ("normal", 0.1))],
                out_specs=(("data",),))


def prog_conv2d_grad(c):
    import jax
    import jax.numpy as jnp

    def loss(x, w, b):
        return jnp.sum(jax.nn.relu(_conv(x, w) + b) ** 2)

    def conv2d_grad(x, w, b):
        return jax.grad(loss, argnums=(0, 1, 2))(x, w, b)

    return dict(fn=conv2d_grad, desc="gradient of sum(relu(conv2d+bias)^2) w.r.t. input, filter, bias",
                args=[((4, 8, 8, 4), "float32", ("data",), ("normal", 1.0)),
                      ((3, 3, 4, 8), "float32", None, ("normal", 0.25)),
                      ((8,), "float32", None, ("normal", 0.1))],
                out_specs=(("data",), (), ()))


def _attn_impl(c):
    return "cudnn" if c["platform"] == "cuda" else "xla"


def prog_attention_fwd(c):
    import jax
    impl = _attn_impl(c)

    def attention_fwd(q, k, v):
        return jax.nn.dot_product_attention(q, k, v, is_causal=True, implementation=impl)

    shp = (2, 16, 2, 16)  # B T N H
    return dict(fn=attention_fwd,
                desc="jax.nn.dot_product_attention, causal, bf16 BTNH; implementation=cudnn on GPU, "
                     "xla on TPU and for the CPU reference",
                args=[(shp, "bfloat16", None, ("normal", 1.0))] * 3, out_specs=None)


def prog_attention_bwd(c):
    import jax
    import jax.numpy as jnp
    impl = _attn_impl(c)

    def loss(q, k, v):
        o = jax.nn.dot_product_attention(q, k, v, is_causal=True, implementation=impl)
        return jnp.sum(o.astype(jnp.float32) ** 2)

    def attention_bwd(q, k, v):
        return jax.grad(loss, argnums=(0, 1, 2))(q, k, v)

    shp = (2, 16, 2, 16)
    return dict(fn=attention_bwd,
                desc="gradient of sum(attention^2) w.r.t. q, k, v (bf16; cudnn on GPU, xla on TPU/CPU)",
                args=[(shp, "bfloat16", None, ("normal", 1.0))] * 3, out_specs=None)


_MAT = [((8, 8), "float32", None, ("normal", 1.0))]


def prog_cholesky(c):
    import jax.numpy as jnp

    def cholesky(a):
        return jnp.linalg.cholesky(a @ a.T + 8.0 * jnp.eye(8, dtype=a.dtype))

    return dict(fn=cholesky, desc="cholesky of a @ a.T + 8 I", args=_MAT, out_specs=None)


def prog_lu(c):
    from jax import lax

    def lu(a):
        return lax.linalg.lu(a)

    return dict(fn=lu, desc="lax.linalg.lu: (lu, pivots, permutation)", args=_MAT, out_specs=None)


def prog_qr(c):
    import jax.numpy as jnp

    def qr(a):
        q, r = jnp.linalg.qr(a)
        return q, r, q @ r

    return dict(fn=qr, desc="jnp.linalg.qr: q, r (signs may differ by backend), q @ r", args=_MAT,
                out_specs=None)


def prog_eigh(c):
    import jax.numpy as jnp

    def eigh(a):
        s = a + a.T
        w, v = jnp.linalg.eigh(s)
        return w, v, (v * w) @ v.T

    return dict(fn=eigh, desc="jnp.linalg.eigh of a + a.T: w, v (v signs may differ), v diag(w) v^T",
                args=_MAT, out_specs=None)


def prog_svd(c):
    import jax.numpy as jnp

    def svd(a):
        u, s, vh = jnp.linalg.svd(a, full_matrices=False)
        return u, s, vh, (u * s) @ vh

    return dict(fn=svd, desc="jnp.linalg.svd: u, s, vh (signs may differ), u diag(s) vh", args=_MAT,
                out_specs=None)


def prog_triangular_solve(c):
    import jax.numpy as jnp
    from jax.scipy.linalg import solve_triangular

    def triangular_solve(a, b):
        lower = jnp.tril(a) + 8.0 * jnp.eye(8, dtype=a.dtype)
        return solve_triangular(lower, b, lower=True)

    return dict(fn=triangular_solve, desc="solve_triangular(tril(a) + 8 I, b, lower=True)",
                args=_MAT + [((8, 4), "float32", None, ("normal", 1.0))], out_specs=None)


def prog_topk_sort(c):
    import jax.numpy as jnp
    from jax import lax

    def topk_sort(x):
        vals, idx = lax.top_k(x, 4)
        return vals, idx, jnp.sort(x[:, :32], axis=-1), jnp.argsort(x[:, :8], axis=0)

    return dict(fn=topk_sort, desc="lax.top_k(k=4) over 1024 (large enough for the TopK custom call), "
                                   "jnp.sort, jnp.argsort",
                args=[((2, 1024), "float32", None, ("normal", 1.0))], out_specs=None)


def prog_random(c):
    import jax
    import jax.numpy as jnp

    def random(key_data, x):
        key = jax.random.wrap_key_data(key_data, impl="threefry2x32")
        n = jax.random.normal(key, (8, 16), dtype=jnp.float32)
        return n + x, jax.random.bits(jax.random.fold_in(key, 7), (4,), dtype=jnp.uint32)

    return dict(fn=random, desc="threefry2x32 from a raw uint32[2] key argument: normal (+ x), fold_in + bits",
                args=[((2,), "uint32", None, ("key",)),
                      ((8, 16), "float32", ("data", "model"), ("normal", 1.0))],
                out_specs=(("data", "model"), ()),
                threefry_gpu=True)


def prog_fp8_dot(c):
    import jax.numpy as jnp

    def fp8_dot(a, b):
        return jnp.dot(a, b, preferred_element_type=jnp.float32)

    return dict(fn=fp8_dot, desc="float8_e4m3fn x float8_e4m3fn dot with f32 result",
                args=[((32, 32), "float8_e4m3fn", ("data", None), ("normal", 1.0)),
                      ((32, 32), "float8_e4m3fn", (None, "model"), ("normal", 1.0))],
                out_specs=(("data", "model"),))


def prog_int64(c):
    import jax.numpy as jnp

    def int64(x, y):
        z = x * y + (x >> 3) - (y << 2)
        return z, jnp.sum(z, axis=-1), (z ^ (x | 0x100000000)).astype(jnp.uint64), jnp.max(x, axis=0)

    return dict(fn=int64, desc="int64 arithmetic with jax_enable_x64 (mul, shifts, sum, xor, max)",
                args=[((8, 16), "int64", None, ("int", -(2 ** 40), 2 ** 40)),
                      ((8, 16), "int64", None, ("int", 1, 2 ** 20))],
                out_specs=None, x64=True)


def prog_gather_scatter(c):
    import jax.numpy as jnp

    def gather_scatter(x, idx, u):
        g = x[idx]
        add = jnp.zeros_like(x).at[idx].add(u)
        st = x.at[idx].set(u)
        return g, add, st, jnp.take_along_axis(x[:6], idx[:, None] % 8, axis=1)

    return dict(fn=gather_scatter, desc="row gather, scatter-add (duplicate indices), scatter-set",
                args=[((16, 8), "float32", (None, "model"), ("normal", 1.0)),
                      ((6,), "int32", None, ("int", 0, 16)),
                      ((6, 8), "float32", None, ("normal", 1.0))],
                out_specs=None)


def prog_cumsum(c):
    import jax.numpy as jnp
    from jax import lax

    def cumsum(x, n):
        return jnp.cumsum(x, axis=0), jnp.cumsum(x, axis=1), lax.cummax(x, axis=1), jnp.cumsum(n, axis=1)

    return dict(fn=cumsum, desc="cumsum over the sharded and unsharded axis, cummax, int32 cumsum",
                args=[((8, 16), "float32", ("data", "model"), ("normal", 1.0)),
                      ((8, 16), "int32", ("data", None), ("int", -100, 100))],
                out_specs=None)


def prog_dynamic_update_slice(c):
    from jax import lax

    def dynamic_update_slice(x, upd, i, j):
        y = lax.dynamic_update_slice(x, upd, (i, j))
        return y, lax.dynamic_slice(y, (j, i), (4, 4))

    return dict(fn=dynamic_update_slice, desc="dynamic_update_slice and dynamic_slice with scalar int32 starts",
                args=[((8, 16), "float32", ("data", None), ("normal", 1.0)),
                      ((2, 4), "float32", None, ("normal", 1.0)),
                      ((), "int32", None, ("int", 0, 7)),
                      ((), "int32", None, ("int", 0, 5))],
                out_specs=None)


# program -> (builder, targets)
# Programs added in a second round, first measured as dumps hlotool had never seen (see tests/accel/dumps/README.md).
def prog_conv_transpose_pool(c):
    import jax.numpy as jnp
    from jax import lax

    def conv_transpose_pool(x, w):
        y = lax.conv_transpose(x, w, strides=(2, 2), padding="SAME", dimension_numbers=("NHWC", "HWIO", "NHWC"))
        mx = lax.reduce_window(y, -jnp.inf, lax.max, (1, 2, 2, 1), (1, 2, 2, 1), "VALID")
        av = lax.reduce_window(y, 0.0, lax.add, (1, 3, 3, 1), (1, 1, 1, 1), "SAME") / 9.0
        return mx, av
    return dict(fn=conv_transpose_pool, desc="conv_transpose stride 2, max pool, avg pool",
                args=[((4, 8, 8, 4), "float32", ("data", None, None, None), ("normal", 1.0)),
                      ((3, 3, 4, 8), "float32", None, ("normal", 0.3))], out_specs=None)


def prog_xent(c):
    import jax
    import jax.numpy as jnp

    def xent(logits, labels):
        lp = jax.nn.log_softmax(logits, axis=-1)
        oh = jax.nn.one_hot(labels, logits.shape[-1])
        loss = -jnp.sum(oh * lp, axis=-1)
        return loss.mean(), jnp.argmax(logits, axis=-1), jax.grad(lambda z: -jnp.sum(jax.nn.one_hot(labels, z.shape[-1]) * jax.nn.log_softmax(z)))(logits)
    return dict(fn=xent, desc="softmax cross-entropy, one_hot, argmax, its gradient",
                args=[((8, 32), "float32", ("data", "model"), ("normal", 2.0)),
                      ((8,), "int32", ("data",), ("int", 0, 32))], out_specs=None)


def prog_batched_einsum(c):
    import jax.numpy as jnp

    def batched_einsum(a, b, c_):
        x = jnp.einsum("bij,bjk->bik", a, b)
        return jnp.einsum("bik,kl->bil", x, c_).astype(jnp.bfloat16), jnp.einsum("bij,bij->b", a, a)
    return dict(fn=batched_einsum, desc="batched einsums, batch sharded, bf16 cast",
                args=[((4, 16, 32), "float32", ("data", None, "model"), ("normal", 0.5)),
                      ((4, 32, 16), "float32", ("data", "model", None), ("normal", 0.5)),
                      ((16, 8), "float32", None, ("normal", 0.5))], out_specs=None)


def prog_fft(c):
    import jax.numpy as jnp

    def fft(x):
        f = jnp.fft.rfft(x, axis=-1)
        return jnp.abs(f), jnp.fft.irfft(f, n=x.shape[-1], axis=-1), jnp.fft.fft2(x.astype(jnp.complex64)).real
    return dict(fn=fft, desc="rfft, irfft, fft2", args=[((4, 16), "float32", None, ("normal", 1.0))], out_specs=None)


def prog_sort_multi(c):
    import jax.numpy as jnp
    from jax import lax

    def sort_multi(k, v):
        sk, sv = lax.sort((k, v), dimension=1, num_keys=1)
        return sk, sv, jnp.argsort(-k, axis=1, stable=True), jnp.unique(k[0] % 7, size=7, fill_value=-1)
    return dict(fn=sort_multi, desc="two-operand sort, stable descending argsort, unique with size",
                args=[((4, 64), "int32", None, ("int", 0, 50)), ((4, 64), "float32", None, ("normal", 1.0))],
                out_specs=None)


def prog_fori_dynamic(c):
    import jax.numpy as jnp
    from jax import lax

    def fori_dynamic(x, w):
        def body(i, carry):
            acc, buf = carry
            row = lax.dynamic_slice_in_dim(x, i, 1, axis=0)
            acc = jnp.tanh(acc @ w + row)
            buf = lax.dynamic_update_slice_in_dim(buf, acc, i, axis=0)
            return acc, buf
        acc, buf = lax.fori_loop(0, x.shape[0], body, (jnp.zeros((1, x.shape[1])), jnp.zeros_like(x)))
        return acc, buf
    return dict(fn=fori_dynamic, desc="fori_loop RNN with dynamic_slice / dynamic_update_slice",
                args=[((8, 16), "float32", ("data", None), ("normal", 1.0)),
                      ((16, 16), "float32", (None, "model"), ("normal", 0.3))], out_specs=None)


def prog_segment_sum(c):
    import jax
    import jax.numpy as jnp

    def segment_sum(x, seg):
        s = jax.ops.segment_sum(x, seg, num_segments=5)
        m = jax.ops.segment_max(x, seg, num_segments=5)
        return s, m, jnp.bincount(seg, length=5)
    return dict(fn=segment_sum, desc="segment_sum, segment_max, bincount",
                args=[((16, 8), "float32", (None, "model"), ("normal", 1.0)),
                      ((16,), "int32", None, ("int", 0, 5))], out_specs=None)


def prog_layernorm_grad(c):
    import jax
    import jax.numpy as jnp

    def ln(x, g):
        mu = x.mean(-1, keepdims=True)
        v = ((x - mu) ** 2).mean(-1, keepdims=True)
        return ((x - mu) * jax.lax.rsqrt(v + 1e-5) * g)

    def layernorm_grad(x, g):
        return jax.grad(lambda x, g: jnp.sum(ln(x, g) ** 3), argnums=(0, 1))(x, g)
    return dict(fn=layernorm_grad, desc="gradient of a layer norm (bf16 input)",
                args=[((8, 32), "bfloat16", ("data", "model"), ("normal", 1.0)),
                      ((32,), "bfloat16", ("model",), ("normal", 1.0))], out_specs=None)


def prog_int_ops(c):
    import jax.numpy as jnp
    from jax import lax

    def int_ops(a, b, f):
        return (a % b, a // b, jnp.clip(a, -5, 5), lax.population_count(a), lax.clz(a),
                jnp.cumprod(jnp.clip(f, 0.5, 1.5), axis=1), lax.reduce_precision(f, 5, 10), jnp.round(f * 3),
                jnp.nextafter(f, jnp.float32(9)), lax.shift_right_logical(a, 2))
    return dict(fn=int_ops, desc="rem, floor div, clip, popcnt, clz, cumprod, reduce_precision, round, nextafter",
                args=[((4, 8), "int32", None, ("int", -100, 100)), ((4, 8), "int32", None, ("int", 1, 9)),
                      ((4, 8), "float32", None, ("normal", 1.0))], out_specs=None)


def prog_attention_masked(c):
    import jax
    impl = _attn_impl(c)

    def attention_masked(q, k, v, bias):
        return jax.nn.dot_product_attention(q, k, v, bias=bias, implementation=impl)
    shp = (2, 16, 2, 16)
    return dict(fn=attention_masked, desc="dot_product_attention with an additive bias",
                args=[(shp, "bfloat16", None, ("normal", 1.0))] * 3 + [((2, 2, 16, 16), "bfloat16", None, ("normal", 1.0))],
                out_specs=None)


def prog_grouped_conv(c):
    import jax
    import jax.numpy as jnp
    from jax import lax

    def conv(x, w):
        return lax.conv_general_dilated(x, w, (1, 1), "SAME", dimension_numbers=("NHWC", "HWIO", "NHWC"),
                                        feature_group_count=2)

    def grouped_conv(x, w):
        y = conv(x, w)
        gx, gw = jax.grad(lambda x, w: jnp.sum(conv(x, w) ** 2), argnums=(0, 1))(x, w)
        return y, gx, gw
    return dict(fn=grouped_conv, desc="grouped convolution (2 groups) forward and both gradients",
                args=[((2, 8, 8, 8), "float32", ("data", None, None, None), ("normal", 1.0)),
                      ((3, 3, 4, 8), "float32", None, ("normal", 0.3))], out_specs=None)


def prog_variadic_reduce(c):
    import jax.numpy as jnp
    from jax import lax

    def variadic_reduce(x):
        idx = lax.broadcasted_iota(jnp.int32, x.shape, 1)
        def comb(a, b):
            (av, ai), (bv, bi) = a, b
            take = (av > bv) | ((av == bv) & (ai < bi))
            return jnp.where(take, av, bv), jnp.where(take, ai, bi)
        mv, mi = lax.reduce((x, idx), (jnp.float32(-jnp.inf), jnp.int32(0)), comb, (1,))
        return mv, mi, jnp.max(x, axis=0), jnp.min(x, axis=1), jnp.prod(x[:, :4], axis=1)
    return dict(fn=variadic_reduce, desc="variadic (value, index) reduce, max/min/prod reductions",
                args=[((8, 16), "float32", ("data", "model"), ("normal", 1.0))], out_specs=None)


def prog_shard_map_ring(c):
    import jax
    import jax.numpy as jnp
    from jax import lax
    P = c["P"]
    mesh = c["mesh"]

    def body(x, w):
        y = x @ w
        z = lax.pmax(y, "model")
        r = lax.ppermute(y, "model", perm=[(0, 1), (1, 0)])
        m = lax.pmean(jnp.sum(y), ("data", "model"))
        return z, r, m[None]

    def shard_map_ring(x, w):
        return jax.shard_map(body, mesh=mesh, in_specs=(P("data", None), P(None, "model")),
                             out_specs=(P("data", None), P("data", "model"), P()))(x, w)
    return dict(fn=shard_map_ring, desc="shard_map: pmax, ppermute, pmean over both axes",
                args=[((8, 16), "float32", ("data", None), ("normal", 1.0)),
                      ((16, 8), "float32", (None, "model"), ("normal", 0.3))],
                out_specs=(("data", None), ("data", "model"), ()))


PROGRAMS: dict[str, tuple] = {
    "mlp_fwd": (prog_mlp_fwd, X4 + CUBLAS),
    "mlp_train": (prog_mlp_train, X4 + CUBLAS),
    "collectives": (prog_collectives, X4),
    "layernorm_softmax": (prog_layernorm_softmax, X4),
    "scan_loop": (prog_scan_loop, X4),
    "conv2d_fwd": (prog_conv2d_fwd, X4 + CUBLAS),
    "conv2d_grad": (prog_conv2d_grad, X4 + CUBLAS),
    "attention_fwd": (prog_attention_fwd, X1),
    "attention_bwd": (prog_attention_bwd, X1),
    "cholesky": (prog_cholesky, X1),
    "lu": (prog_lu, X1),
    "qr": (prog_qr, X1),
    "eigh": (prog_eigh, X1),
    "svd": (prog_svd, X1),
    "triangular_solve": (prog_triangular_solve, X1),
    "topk_sort": (prog_topk_sort, X1),
    "random": (prog_random, X4),
    "fp8_dot": (prog_fp8_dot, X4 + CUBLAS),
    "int64": (prog_int64, X1),
    "gather_scatter": (prog_gather_scatter, X4),
    "cumsum": (prog_cumsum, X4),
    "dynamic_update_slice": (prog_dynamic_update_slice, X4),
    "conv_transpose_pool": (prog_conv_transpose_pool, X4),
    "xent": (prog_xent, X4),
    "batched_einsum": (prog_batched_einsum, X4 + CUBLAS),
    "fft": (prog_fft, X1),
    "sort_multi": (prog_sort_multi, X1),
    "fori_dynamic": (prog_fori_dynamic, X4),
    "segment_sum": (prog_segment_sum, X4),
    "layernorm_grad": (prog_layernorm_grad, X4),
    "int_ops": (prog_int_ops, X1),
    "attention_masked": (prog_attention_masked, X1),
    "grouped_conv": (prog_grouped_conv, X4 + CUBLAS),
    "variadic_reduce": (prog_variadic_reduce, X4),
    "shard_map_ring": (prog_shard_map_ring, X4),
    # per-pass dump of mlp_fwd (for `hlotool bisect`)
    "mlp_fwd_passes": (prog_mlp_fwd, ["a100_x4", "tpu_v5e_2x2"]),
}
PASS_PROGRAMS = {"mlp_fwd_passes"}


def pairs(only=None, targets=None):
    for prog, (_, tgts) in PROGRAMS.items():
        if only and prog not in only:
            continue
        for t in tgts:
            if targets and t not in targets:
                continue
            yield t, prog


def flags_for(target, prog):
    f = list(TARGETS[target].get("flags", []))
    f += EXTRA_FLAGS.get((target, prog), [])
    if prog in PASS_PROGRAMS:
        f += PASSES
    return f


# --------------------------------------------------------------------------------------------------
# Worker side (runs inside a subprocess)
# --------------------------------------------------------------------------------------------------


def _spec(P, s):
    return P() if s is None else P(*s)


def worker_compile(target, prog, info_path, specs_dir):
    import jax
    from jax.experimental import topologies
    from jax.sharding import NamedSharding
    from jax.sharding import PartitionSpec as P

    t = TARGETS[target]
    builder = PROGRAMS[prog][0]
    probe = builder({"platform": t["platform"], "P": P, "mesh": None})
    if probe.get("x64"):
        jax.config.update("jax_enable_x64", True)
    if t["platform"] == "cuda" and probe.get("threefry_gpu"):
        jax.config.update("jax_threefry_gpu_kernel_lowering", True)

    if t["platform"] == "tpu":
        kw = {}
        if t["ndev"] == 1:
            kw["chips_per_host_bounds"] = [1, 1, 1]
        topo = topologies.get_topology_desc(topology_name=t["topology"], platform="tpu", **kw)
    else:
        text = (Path(specs_dir) / f"{t['gpu']}.txtpb").read_text()
        topo = topologies.get_topology_desc(platform="cuda", topology_name=t["gpu"], target_config=text,
                                            topology=f"1x1x{t['ndev']}")
    mesh = topologies.make_mesh(topo, t["mesh"], AXES)
    ctx = {"platform": t["platform"], "P": P, "mesh": mesh}
    p = builder(ctx)
    sds = [jax.ShapeDtypeStruct(shape, jax.numpy.dtype(dt), sharding=NamedSharding(mesh, _spec(P, s)))
           for shape, dt, s, _ in p["args"]]
    jit_kw = {}
    if p.get("out_specs") is not None:
        jit_kw["out_shardings"] = tuple(NamedSharding(mesh, _spec(P, s)) for s in p["out_specs"])
        if len(jit_kw["out_shardings"]) == 1:
            jit_kw["out_shardings"] = jit_kw["out_shardings"][0]
    fn = jax.jit(p["fn"], **jit_kw)
    lowered = fn.trace(*sds).lower(lowering_platforms=(t["platform"],))
    compiled = lowered.compile()
    info = {"out_shardings": [], "in_shardings": []}
    for leaf in jax.tree_util.tree_leaves(compiled.output_shardings):
        info["out_shardings"].append(str(getattr(leaf, "spec", leaf)))
    for leaf in jax.tree_util.tree_leaves(compiled.input_shardings):
        info["in_shardings"].append(str(getattr(leaf, "spec", leaf)))
    out_avals = jax.tree_util.tree_leaves(lowered.out_info)
    info["outputs"] = [{"shape": list(a.shape), "dtype": str(a.dtype)} for a in out_avals]
    Path(info_path).write_text(json.dumps(info))


def make_inputs(prog, p):
    import jax.numpy as jnp
    import numpy as np
    rng = np.random.default_rng(zlib.crc32(prog.encode()))
    out = []
    for shape, dt, _, gen in p["args"]:
        dtype = jnp.dtype(dt)
        if gen[0] == "normal":
            a = (rng.standard_normal(shape) * gen[1]).astype(np.float32).astype(dtype)
        elif gen[0] == "int":
            a = rng.integers(gen[1], gen[2], size=shape, dtype=np.int64).astype(dtype)
        elif gen[0] == "key":
            a = np.array([0, int(rng.integers(0, 2 ** 31))], dtype=np.uint32)
        else:
            raise ValueError(gen)
        out.append(np.asarray(a))
    return out


def worker_reference(prog, ndev, mesh_shape, npz_path):
    import jax
    import numpy as np
    from jax.sharding import Mesh, NamedSharding
    from jax.sharding import PartitionSpec as P

    from hlotool.npz import save_npz

    builder = PROGRAMS[prog][0]
    probe = builder({"platform": "cpu", "P": P, "mesh": None})
    if probe.get("x64"):
        jax.config.update("jax_enable_x64", True)
    devs = np.array(jax.devices()[:ndev]).reshape(mesh_shape)
    mesh = Mesh(devs, AXES)
    p = builder({"platform": "cpu", "P": P, "mesh": mesh})
    inputs = make_inputs(prog, p)
    jit_kw = {"in_shardings": tuple(NamedSharding(mesh, _spec(P, s)) for _, _, s, _ in p["args"])}
    if p.get("out_specs") is not None:
        o = tuple(NamedSharding(mesh, _spec(P, s)) for s in p["out_specs"])
        jit_kw["out_shardings"] = o[0] if len(o) == 1 else o
    outs = jax.jit(p["fn"], **jit_kw)(*inputs)
    arrays = {f"arg{i}": a for i, a in enumerate(inputs)}
    for i, o in enumerate(jax.tree_util.tree_leaves(outs)):
        arrays[f"out{i}"] = np.asarray(o)
    save_npz(npz_path, arrays)


# --------------------------------------------------------------------------------------------------
# Driver
# --------------------------------------------------------------------------------------------------

CC_RE = re.compile(r'custom_call_target="([^"]+)"')
KIND_RE = re.compile(r"\bkind=(k\w+)")
FUSION_CFG_RE = re.compile(r'"kind":"(__\w+)"')  # fusion_backend_config kinds (GPU)


def _last_error_line(text):
    lines = [ln.strip() for ln in text.splitlines() if ln.strip()]
    for ln in reversed(lines):
        if re.search(r"Error|error|Exception|UNIMPLEMENTED|INVALID|NOT_FOUND|Unsupported", ln) \
                and "cuInit" not in ln and "CUDA error 303" not in ln:
            return ln
    return lines[-1] if lines else "(no output)"


def scan_hlo(folder: Path):
    ccs, kinds, triton = set(), set(), set()
    files = [f for f in folder.rglob("*after_optimizations.txt")]
    for f in files:
        txt = f.read_text(errors="replace")
        ccs |= set(CC_RE.findall(txt))
        kinds |= set(KIND_RE.findall(txt))
        triton |= set(FUSION_CFG_RE.findall(txt))
    return sorted(ccs), sorted(kinds), sorted(triton), [str(f.relative_to(folder)) for f in files]


# Folders kept exactly as XLA wrote them (every file kind of each backend is represented). In all other
# folders the large non-HLO files matching PRUNE are deleted after the compile, to keep the fixtures small.
FULL = {("tpu_v5e_2x2", "mlp_fwd"), ("tpu_v5e_1x1", "topk_sort"), ("a100_x4", "mlp_fwd"),
        ("h100_x4", "mlp_fwd"), ("h100_x4_cublas", "fp8_dot"), ("a100_x1", "attention_fwd")}
PRUNE = ["*.ll", "*.ptx", "*.flagfile", "*.config.pbtxt", "*tpu_comp_env.txt", "*hlo_module_config.txt",
         "compile_options.textproto", "*-buffer-assignment-values.txt", "*-live-range.txt",
         "*thunk_metadata.txt"]


def prune(target, prog, folder: Path):
    if (target, prog) in FULL:
        return []
    gone = {}
    for pat in PRUNE:
        for f in sorted(folder.rglob(pat)):
            f.unlink()
            gone[pat] = gone.get(pat, 0) + 1
    return [f"{pat} ({n} files)" for pat, n in gone.items()]


def versions():
    import importlib.metadata as md
    out = {}
    for pkg in ("jax", "jaxlib", "libtpu", "jax-cuda12-plugin", "jax-cuda12-pjrt"):
        try:
            out[pkg] = md.version(pkg)
        except md.PackageNotFoundError:
            out[pkg] = None
    return out


def run_pair(target, prog, args, ref_cache):
    t = TARGETS[target]
    tdir = DUMPS / target
    tdir.mkdir(parents=True, exist_ok=True)
    folder = tdir / prog
    if folder.exists():
        shutil.rmtree(folder)
    extra = flags_for(target, prog)
    flags = [f"--xla_dump_to={folder}"] + extra
    env = dict(os.environ)
    env["XLA_FLAGS"] = " ".join(flags)
    env["JAX_PLATFORMS"] = "cpu"
    if t["platform"] == "cuda":
        env["JAX_SKIP_CUDA_CONSTRAINTS_CHECK"] = "1"
    else:  # libtpu's single-process lockfile (/tmp/libtpu_lockfile) is not needed for compiling
        env["ALLOW_MULTIPLE_LIBTPU_LOAD"] = "1"
    with tempfile.TemporaryDirectory() as td:
        info_path = Path(td) / "info.json"
        cmd = [sys.executable, str(Path(__file__).resolve()), "--worker-compile", target, prog,
               str(info_path), str(args.gpu_specs)]
        r = subprocess.run(cmd, env=env, capture_output=True, text=True, timeout=600)
        if r.returncode != 0 or not info_path.exists():
            reason = _last_error_line(r.stderr + "\n" + r.stdout)
            shutil.rmtree(folder, ignore_errors=True)
            return False, reason
        info = json.loads(info_path.read_text())

    # CPU reference (cached per program and mesh shape: inputs and global results are the same)
    key = (prog, t["mesh"])
    npz = tdir / f"{prog}.npz"
    if key in ref_cache:
        shutil.copyfile(ref_cache[key], npz)
    else:
        env = {k: v for k, v in os.environ.items() if k not in ("XLA_FLAGS", "VIRTUAL_ENV")}
        env["JAX_PLATFORMS"] = "cpu"
        env["XLA_FLAGS"] = "--xla_force_host_platform_device_count=8"
        env["PYTHONPATH"] = str(REPO)
        cmd = [args.ref_python, str(Path(__file__).resolve()), "--worker-reference", prog,
               str(t["ndev"]), "x".join(map(str, t["mesh"])), str(npz)]
        r = subprocess.run(cmd, env=env, capture_output=True, text=True, timeout=600)
        if r.returncode != 0:
            return False, "CPU reference failed: " + _last_error_line(r.stderr + "\n" + r.stdout)
        ref_cache[key] = npz

    # metadata
    from jax.sharding import PartitionSpec as P
    p = PROGRAMS[prog][0]({"platform": t["platform"], "P": P, "mesh": None})
    ccs, kinds, triton, hlo_files = scan_hlo(folder)
    meta = {
        "program": prog,
        "description": p["desc"],
        "target": target,
        "platform": t["platform"],
        "gpu": t.get("gpu"),
        "tpu_topology": t.get("topology"),
        "device_count": t["ndev"],
        "mesh_shape": list(t["mesh"]),
        "mesh_axes": list(AXES),
        "args": [{"shape": list(shape), "dtype": dt, "spec": None if s is None else list(s)}
                 for shape, dt, s, _ in p["args"]],
        "out_specs": None if p.get("out_specs") is None else [list(s) for s in p["out_specs"]],
        "compiled_in_shardings": info["in_shardings"],
        "compiled_out_shardings": info["out_shardings"],
        "outputs": info["outputs"],
        "jax_enable_x64": bool(p.get("x64")),
        "jax_threefry_gpu_kernel_lowering": bool(p.get("threefry_gpu")) and t["platform"] == "cuda",
        "xla_flags": " ".join(["--xla_dump_to=<this folder>"] + extra),
        "env": ({"JAX_PLATFORMS": "cpu", "JAX_SKIP_CUDA_CONSTRAINTS_CHECK": "1"}
                if t["platform"] == "cuda" else {"JAX_PLATFORMS": "cpu", "ALLOW_MULTIPLE_LIBTPU_LOAD": "1"}),
        "gpu_target_config": f"gpu_specs/{t['gpu']}.txtpb" if t["platform"] == "cuda" else None,
        "versions": versions(),
        "reference": "XLA:CPU (jax, --xla_force_host_platform_device_count=8, CPU mesh of the same "
                     "shape and axis names, same shardings); inputs seeded by crc32(program name)",
        "after_optimizations_files": hlo_files,
        "custom_call_targets": ccs,
        "fusion_kinds": kinds,
        "fusion_backend_config_kinds": triton,
        "pruned": prune(target, prog, folder),
    }
    (tdir / f"{prog}.json").write_text(json.dumps(meta, indent=1) + "\n")
    return True, meta


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--only", nargs="*", help="programs")
    ap.add_argument("--targets", nargs="*", help="targets")
    ap.add_argument("--gpu-specs", default=str(DEFAULT_SPECS))
    ap.add_argument("--ref-python", default=DEFAULT_REF_PYTHON)
    ap.add_argument("--list", action="store_true")
    a = ap.parse_args()
    if a.list:
        for t, p in pairs(a.only, a.targets):
            print(t, p, " ".join(flags_for(t, p)))
        return
    skipped_path = DUMPS / "SKIPPED.txt"
    skipped = {}
    if skipped_path.exists():  # keep entries for pairs not rerun
        for line in skipped_path.read_text().splitlines():
            if line and not line.startswith("#"):
                t, p, why = line.split("\t", 2)
                skipped[(t, p)] = why
    ref_cache: dict = {}
    for t, p in pairs(a.only, a.targets):
        ok, res = run_pair(t, p, a, ref_cache)
        if ok:
            skipped.pop((t, p), None)
            print(f"ok    {t:16s} {p:22s} cc={res['custom_call_targets']} kinds={res['fusion_kinds']} "
                  f"cfg={res['fusion_backend_config_kinds']}", flush=True)
        else:
            skipped[(t, p)] = res
            for f in (DUMPS / t / f"{p}.json", DUMPS / t / f"{p}.npz"):
                f.unlink(missing_ok=True)
            print(f"SKIP  {t:16s} {p:22s} {res}", flush=True)
    DUMPS.mkdir(parents=True, exist_ok=True)
    with open(skipped_path, "w") as fh:
        fh.write("# target\tprogram\tlast error line (deviceless compile or CPU reference)\n")
        for (t, p), why in sorted(skipped.items()):
            fh.write(f"{t}\t{p}\t{why}\n")


if __name__ == "__main__":
    if len(sys.argv) > 1 and sys.argv[1] == "--worker-compile":
        worker_compile(*sys.argv[2:6])
    elif len(sys.argv) > 1 and sys.argv[1] == "--worker-reference":
        worker_reference(sys.argv[2], int(sys.argv[3]), tuple(int(x) for x in sys.argv[4].split("x")),
                         sys.argv[5])
    else:
        main()
