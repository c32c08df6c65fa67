"""Recreate the GPU custom-call fixtures (not run by CI).

For each case: compile the jax function deviceless for an H100/A100 with the CUDA plugin venv
(/work/dumpenv/venv), keep the optimized module as NAME.hlo, and store the inputs ``arg0..`` and
jax's XLA CPU result ``out0..`` as NAME.npz (run with hlotool's venv, which has jax CPU).

    python tests/gpu_calls/make_fixtures.py [NAME ...]
"""
from __future__ import annotations

import glob
import os
import shutil
import subprocess
import sys
import tempfile

import numpy as np

HERE = os.path.dirname(os.path.abspath(__file__))
DUMP_PY = os.environ.get("GPU_DUMP_PYTHON", "/work/dumpenv/venv/bin/python")
SPECS = os.environ.get("GPU_SPECS", "/work/shared/gpu_specs")
# the attention implementation: cuDNN when dumping for the GPU, XLA for the CPU reference
ATTN_IMPL = ["cudnn"]
CUBLAS = "--xla_gpu_enable_triton_gemm=false --xla_gpu_enable_cublaslt=true"


def _rng(seed=0):
    return np.random.default_rng(seed)


def _f32(*shape, seed=0, scale=1.0):
    return (_rng(seed).standard_normal(shape) * scale).astype(np.float32)


def _spd(n, batch=(), seed=0):
    a = _rng(seed).standard_normal(batch + (n, n))
    return (a @ np.swapaxes(a, -1, -2) + n * np.eye(n)).astype(np.float32)


def _cases():
    import jax
    import jax.numpy as jnp
    import ml_dtypes
    from jax import lax

    bf16 = ml_dtypes.bfloat16
    f8 = ml_dtypes.float8_e4m3fn

    def conv(x, w):
        return lax.conv_general_dilated(x, w, (1, 1), "SAME", dimension_numbers=("NHWC", "HWIO", "NHWC"))

    def conv_strided(x, w):
        return lax.conv_general_dilated(x, w, (2, 2), ((1, 0), (0, 1)), rhs_dilation=(1, 1),
                                        dimension_numbers=("NCHW", "OIHW", "NCHW"))

    def attn(q, k, v):
        return jax.nn.dot_product_attention(q, k, v, implementation=ATTN_IMPL[0])

    def attn_causal(q, k, v):
        return jax.nn.dot_product_attention(q, k, v, is_causal=True, scale=0.3, implementation=ATTN_IMPL[0])

    def attn_grad(q, k, v):
        def loss(q, k, v):
            return jnp.sum(jax.nn.dot_product_attention(q, k, v, implementation=ATTN_IMPL[0]).astype(jnp.float32) ** 2)
        return jax.grad(loss, argnums=(0, 1, 2))(q, k, v)

    def f8_dot(a, b, sa, sb):
        x = a.astype(jnp.float32) * sa
        y = b.astype(jnp.float32) * sb
        return jnp.dot(x, y, preferred_element_type=jnp.float32)

    def f8_dot_f8(a, b, sa, sb, sd):
        d = f8_dot(a, b, sa, sb) / sd
        return jnp.clip(d, -448.0, 448.0).astype(f8), jnp.max(jnp.abs(f8_dot(a, b, sa, sb)))

    def qkv(seed):  # B T N H
        return _f32(1, 64, 2, 32, seed=seed).astype(bf16)

    def gconv(x, w, groups, stride=(1, 1), dil=(1, 1), pad="SAME", dn=("NCHW", "OIHW", "NCHW"), batch_groups=1):
        return lax.conv_general_dilated(x, w, stride, pad, rhs_dilation=dil, dimension_numbers=dn,
                                        feature_group_count=groups, batch_group_count=batch_groups)

    def conv_grads(fn):
        return lambda x, w: jax.grad(lambda x, w: jnp.sum(jnp.sin(fn(x, w))), argnums=(0, 1))(x, w)

    def attn_vjp(**kw):
        """(output, dq, dk, dv[, dbias]) of attention for the cotangent given as the last argument; the arguments
        between V and it are the bias (bias=True) or the ``seqlens`` keywords' arrays."""
        def fn(q, k, v, *rest):
            *extra, ct = rest
            bias = extra[0] if kw.get("bias") else None
            seqlens = {name: extra[i] for i, name in enumerate(kw.get("seqlens", ()))}
            others = {k_: v_ for k_, v_ in kw.items() if k_ not in ("bias", "seqlens")}
            if bias is None:
                def f(q, k, v):
                    return jax.nn.dot_product_attention(q, k, v, implementation=ATTN_IMPL[0], **seqlens, **others)
                out, pull = jax.vjp(f, q, k, v)
            else:
                def f(q, k, v, b):
                    return jax.nn.dot_product_attention(q, k, v, bias=b, implementation=ATTN_IMPL[0], **others)
                out, pull = jax.vjp(f, q, k, v, bias)
            return (out,) + pull(ct)
        return fn

    def bthn(b, t, n, h, seed, dt=bf16):
        return _f32(b, t, n, h, seed=seed).astype(dt)

    f16 = np.float16
    lengths = [np.array([20, 32], np.int32), np.array([48, 17], np.int32)]
    C = {
        "cublas_gemm_f32": (lambda a, b: jnp.einsum("bij,bjk->bik", a, b),
                            [_f32(3, 16, 32), _f32(3, 32, 24, seed=1)], CUBLAS, {}),
        "cublas_gemm_transposed": (lambda a, b: 2.5 * (a.T @ b.T),
                                   [_f32(32, 16), _f32(24, 32, seed=1)], CUBLAS, {}),
        "cublaslt_bias_relu": (lambda x, w, b: jax.nn.relu(x @ w + b),
                               [_f32(16, 32), _f32(32, 64, seed=1), _f32(64, seed=2)], CUBLAS, {}),
        "cublaslt_bias_gelu": (lambda x, w, b: jax.nn.gelu(x @ w + b, approximate=True),
                               [_f32(16, 32), _f32(32, 64, seed=1), _f32(64, seed=2)], CUBLAS, {}),
        "cublaslt_gelu_aux": (lambda x, w, b: (jax.nn.gelu(x @ w + b, approximate=True), x @ w + b),
                              [_f32(16, 32), _f32(32, 64, seed=1), _f32(64, seed=2)], CUBLAS, {}),
        "cublas_alpha_beta": (lambda x, w, c: 2.0 * (x @ w) + c,
                              [_f32(16, 32), _f32(32, 64, seed=1), _f32(16, 64, seed=2)], CUBLAS, {}),
        "cublas_bf16_a100": (lambda x, w, b: jax.nn.relu(x @ w + b),
                             [_f32(16, 32).astype(bf16), _f32(32, 64, seed=1).astype(bf16),
                              _f32(64, seed=2).astype(bf16)], CUBLAS, {}),
        "cublaslt_f8": (f8_dot, [_f32(16, 32).astype(f8), _f32(32, 64, seed=1).astype(f8),
                                 np.float32(0.5), np.float32(2.0)], CUBLAS, {}),
        "cublaslt_f8_out": (f8_dot_f8, [_f32(16, 32).astype(f8), _f32(32, 64, seed=1).astype(f8),
                                        np.float32(0.5), np.float32(2.0), np.float32(4.0)], CUBLAS, {}),
        "triton_gemm_bf16": (lambda x, w: jax.nn.silu(x @ w),
                             [_f32(64, 128).astype(bf16), _f32(128, 64, seed=1).astype(bf16)], "", {}),
        "cudnn_conv_fwd": (conv, [_f32(2, 8, 8, 4), _f32(3, 3, 4, 8, seed=1)], "", {}),
        "cudnn_conv_bias_relu": (lambda x, w, b: jax.nn.relu(conv(x, w) + b),
                                 [_f32(2, 8, 8, 4), _f32(3, 3, 4, 8, seed=1), _f32(8, seed=2)], "", {}),
        "cudnn_conv_grads": (lambda x, w: jax.grad(lambda x, w: jnp.sum(jnp.sin(conv_strided(x, w))),
                                                   argnums=(0, 1))(x, w),
                             [_f32(2, 4, 9, 9), _f32(8, 4, 3, 3, seed=1)], "", {}),
        "cudnn_fmha_fwd": (attn, [qkv(0), qkv(1), qkv(2)], "", {}),
        "cudnn_fmha_causal": (attn_causal, [qkv(0), qkv(1), qkv(2)], "", {}),
        "cudnn_fmha_bwd": (attn_grad, [qkv(0), qkv(1), qkv(2)], "", {}),
        "cudnn_fmha_bias_fwd": (lambda q, k, v, b: jax.nn.dot_product_attention(q, k, v, bias=b,
                                                                                 implementation=ATTN_IMPL[0]),
                                [bthn(2, 16, 2, 16, 0), bthn(2, 32, 2, 16, 1), bthn(2, 32, 2, 16, 2),
                                 _f32(1, 2, 16, 32, seed=3).astype(bf16)], "", {}),
        "cudnn_fmha_bias_bwd": (attn_vjp(bias=True, scale=0.2),
                                [bthn(2, 16, 2, 16, 0), bthn(2, 16, 2, 16, 1), bthn(2, 16, 2, 16, 2),
                                 _f32(2, 2, 16, 16, seed=3).astype(bf16), bthn(2, 16, 2, 16, 4)], "", {}),
        "cudnn_fmha_bias_bwd_a100": (attn_vjp(bias=True, is_causal=True),
                                     [bthn(1, 16, 2, 16, 0, f16), bthn(1, 16, 2, 16, 1, f16),
                                      bthn(1, 16, 2, 16, 2, f16), _f32(1, 2, 16, 16, seed=3).astype(f16),
                                      bthn(1, 16, 2, 16, 4, f16)], "", {}),
        "cudnn_fmha_mask_bwd": (lambda q, k, v, m, ct: attn_vjp(mask=m)(q, k, v, ct),
                                [bthn(2, 16, 2, 16, 0), bthn(2, 16, 2, 16, 1), bthn(2, 16, 2, 16, 2),
                                 _rng(3).random((2, 1, 16, 16)) < 0.7, bthn(2, 16, 2, 16, 4)], "", {}),
        "cudnn_fmha_padding_bwd": (attn_vjp(is_causal=True, seqlens=("query_seq_lengths",
                                                                     "key_value_seq_lengths")),
                                   [bthn(2, 32, 2, 16, 0, f16), bthn(2, 48, 2, 16, 1, f16),
                                    bthn(2, 48, 2, 16, 2, f16), *lengths, bthn(2, 32, 2, 16, 4, f16)], "", {}),
        "cudnn_fmha_gqa_bwd": (attn_vjp(scale=0.3),
                               [bthn(1, 16, 4, 16, 0, f16), bthn(1, 32, 2, 16, 1, f16), bthn(1, 32, 2, 16, 2, f16),
                                bthn(1, 16, 4, 16, 4, f16)], "", {}),
        "cudnn_fmha_window_bwd": (attn_vjp(is_causal=True, local_window_size=(5, 0)),
                                  [bthn(1, 32, 2, 16, 0), bthn(1, 32, 2, 16, 1), bthn(1, 32, 2, 16, 2),
                                   bthn(1, 32, 2, 16, 4)], "", {}),
        "cudnn_conv_grouped_grads": (conv_grads(lambda x, w: gconv(x, w, 2)),
                                     [_f32(2, 8, 6, 6), _f32(8, 4, 3, 3, seed=1)], "", {}),
        "cudnn_conv_grouped_strided": (conv_grads(lambda x, w: gconv(x, w, 3, (2, 2), (2, 1), ((2, 1), (1, 2)),
                                                                     ("NHWC", "HWIO", "NHWC"))),
                                       [_f32(2, 11, 10, 6), _f32(3, 3, 2, 6, seed=1)], "", {}),
        "cudnn_conv_depthwise_grads": (conv_grads(lambda x, w: gconv(x, w, 4, (1, 2), (2, 2))),
                                       [_f32(2, 4, 9, 9), _f32(8, 1, 3, 3, seed=1)], "", {}),
        "cudnn_conv_batch_group": (lambda x, w: gconv(x, w, 1, batch_groups=2),
                                   [_f32(4, 3, 7, 7), _f32(4, 3, 3, 3, seed=1)], "", {}),
        "cusolver_cholesky": (jnp.linalg.cholesky, [_spd(6, (2,))], "", {}),
        "cusolver_lu": (lambda a: jax.scipy.linalg.lu_factor(a), [_f32(5, 5)], "", {}),
        "cusolver_qr": (jnp.linalg.qr, [_f32(6, 4)], "", {}),
        "cusolver_eigh": (jnp.linalg.eigh, [_spd(5)], "", {}),
        "cusolver_svd": (lambda a: jnp.linalg.svd(a, full_matrices=False), [_f32(6, 4)], "", {}),
        "cusolver_solve": (jnp.linalg.solve, [_f32(5, 5), _f32(5, 3, seed=1)], "", {}),
        "cusolver_inv": (jnp.linalg.inv, [_f32(2, 4, 4)], "", {}),
        "cublas_trsm": (lambda a, b: jax.scipy.linalg.solve_triangular(a, b, lower=True, trans=1),
                        [np.tril(_f32(5, 5)) + 4 * np.eye(5, dtype=np.float32), _f32(5, 3, seed=1)], "", {}),
        "cu_threefry": (lambda k: (jax.random.normal(jax.random.wrap_key_data(k), (4, 33)),
                                   jax.random.uniform(jax.random.wrap_key_data(k), (7,))),
                        [np.array([0, 42], np.uint32)], "", {"jax_threefry_gpu_kernel_lowering": True}),
        "sort_topk": (lambda x: jax.lax.top_k(x, 5), [_f32(3, 1000)], "", {}),
        "gpu_topk": (lambda x: jax.lax.top_k(x, 8), [_f32(4, 8192)], "", {}),
    }
    return C


def dump(name, out_dir):
    """(in the CUDA plugin venv) compile case ``name`` deviceless and dump into out_dir."""
    import jax
    from jax.experimental import topologies
    fn, args, _, config = _cases()[name]
    for k, v in config.items():
        jax.config.update(k, v)
    gpu = "a100" if name.endswith("_a100") else "h100"
    topo = topologies.get_topology_desc(platform="cuda", topology_name=gpu,
                                        target_config=open(f"{SPECS}/{gpu}.txtpb").read(), topology="1x1x1")
    sh = jax.sharding.SingleDeviceSharding(topo.devices[0])
    specs = [jax.ShapeDtypeStruct(np.shape(a), np.asarray(a).dtype, sharding=sh) for a in args]
    jax.jit(fn).trace(*specs).lower(lowering_platforms=("cuda",)).compile()


def legacy_gemm():
    """jax 0.10's XLA emits only cuBLASLt GEMMs: the legacy ``__cublas$gemm`` fixture is the alpha/beta
    module with the target renamed (same operands: A, B, C; same gemm_backend_config)."""
    text = open(f"{HERE}/cublas_alpha_beta.hlo").read()
    with open(f"{HERE}/cublas_gemm_legacy.hlo", "w") as f:
        f.write(text.replace('custom_call_target="__cublas$lt$matmul"', 'custom_call_target="__cublas$gemm"'))
    shutil.copy(f"{HERE}/cublas_alpha_beta.npz", f"{HERE}/cublas_gemm_legacy.npz")


def make(name):
    import jax

    from hlotool.npz import save_npz
    fn, args, flags, config = _cases()[name]
    ATTN_IMPL[0] = "xla"
    with tempfile.TemporaryDirectory() as tmp:
        env = dict(os.environ, JAX_SKIP_CUDA_CONSTRAINTS_CHECK="1", JAX_PLATFORMS="cpu",
                   XLA_FLAGS=f"--xla_dump_to={tmp} {flags}")
        r = subprocess.run([DUMP_PY, __file__, "--dump", name], env=env, capture_output=True, text=True)
        if r.returncode:
            print(f"{name}: dump failed\n{r.stderr[-3000:]}")
            return False
        files = glob.glob(f"{tmp}/*gpu_after_optimizations.txt")
        if len(files) != 1:
            print(f"{name}: {files}")
            return False
        shutil.copy(files[0], f"{HERE}/{name}.hlo")
    for k, v in config.items():
        jax.config.update(k, v)
    # XLA:CPU has no F16_F16_F32 dot (jax's f16 attention asks for one): f16 cases run their reference in
    # f32 and round its outputs to f16.
    f16 = any(np.asarray(a).dtype == np.float16 for a in args)
    ref_args = [np.asarray(a, np.float32) if np.asarray(a).dtype == np.float16 else a for a in args]
    outs = jax.tree_util.tree_leaves(jax.jit(fn)(*ref_args))
    if f16:
        outs = [np.asarray(o, np.float16) if np.asarray(o).dtype == np.float32 else o for o in outs]
    for k in config:
        jax.config.update(k, False)
    arrays = {f"arg{i}": np.asarray(a) for i, a in enumerate(args)}
    arrays.update({f"out{i}": np.asarray(o) for i, o in enumerate(outs)})
    save_npz(f"{HERE}/{name}.npz", arrays)
    print(f"{name}: ok")
    return True


if __name__ == "__main__":
    if sys.argv[1:2] == ["--dump"]:
        dump(sys.argv[2], None)
    else:
        names = sys.argv[1:] or list(_cases())
        failed = [n for n in names if not make(n)]
        if "cublas_alpha_beta" in names and "cublas_alpha_beta" not in failed:
            legacy_gemm()
        sys.exit(1 if failed else 0)
