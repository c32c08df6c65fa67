"""The library calls of XLA GPU's optimized modules, on the CPU: cuBLAS / cuBLASLt GEMMs (epilogues,
alpha/beta, FP8 scales), cuDNN convolutions and fused attention, cuSolver factorizations, cuBLAS
triangular solve, jaxlib's CUDA threefry and LU-pivot kernels, and XLA's TopK.

Values are logical arrays, so the physical layouts the GPU passes (column-major cuSolver
operands, transposed GEMM results) need no handling: the dimension numbers in the backend
configs refer to logical dims. Every GPU call's trailing u8/s8 scratch result is returned as
zeros. The numerics follow the CPU program jax would run instead (f32 accumulation, the epilogue
in f32, LAPACK's factorizations, so eigen/singular vector signs are LAPACK's). Kernels compiled from
source (Triton, Mosaic GPU, cuDNN graphs) cannot run here: their records in ``hlotool.custom_calls``
say why, and the interpreter's error quotes them.
"""
from __future__ import annotations

import json
import re
from itertools import product
from types import SimpleNamespace

import ml_dtypes
import numpy as np

from ..errors import InterpError
from ._factorizations import householder_product, lu_factor, matrices, potrf, qr_factor, wide_dtype
from .accumulate import np_dtype
from .custom_call import backend_config_text, custom_call, result_shapes
from .dot_conv import _label_perm, dot_general, eval_convolution, pad_spatial
from .fft_linalg import solve_triangular
from .rng import threefry2x32
from .sort import top_k


# ----------------------------------------------------------------------------- helpers
def _json_config(inst, key: str | None = None) -> dict:
    text = backend_config_text(inst)
    try:
        cfg = json.loads(text) if text.strip() else {}
    except ValueError as e:
        raise InterpError(f"{inst.name}: backend_config is not JSON ({e})") from e
    return cfg.get(key, {}) if key else cfg


def _ffi_attrs(inst) -> dict[str, object]:
    """An FFI attribute dictionary ``{lower = true, algorithm = 0 : ui8}`` as {name: bool | int | float}."""
    out: dict[str, object] = {}
    for k, v in re.findall(r"(\w+)\s*=\s*(true|false|-?[\d.eE+-]+)", backend_config_text(inst)):
        out[k] = v == "true" if v in ("true", "false") else (float(v) if re.search(r"[.eE]", v) else int(v))
    return out


def _with_scratch(inst, values):
    """``values`` plus zeros for the remaining (scratch / workspace) results."""
    shapes = result_shapes(inst)
    outs = list(values) + [np.zeros(tuple(s.dims), np_dtype(s)) for s in shapes[len(values):]]
    return tuple(outs) if inst.shape.is_tuple else outs[0]


def _dnums(d: dict):
    def g(k):
        return tuple(int(x) for x in d.get(k, ()))
    return (g("lhs_batch_dimensions"), g("lhs_contracting_dimensions"),
            g("rhs_batch_dimensions"), g("rhs_contracting_dimensions"))


def _f32(x):
    return np.asarray(x).astype(np.float64 if np.asarray(x).dtype == np.float64 else np.float32)


# ----------------------------------------------------------------------------- cuBLAS GEMM
def _gelu_tanh(x):
    return 0.5 * x * (1 + np.tanh(np.sqrt(2 / np.pi).astype(x.dtype) * (x + 0.044715 * x ** 3)))


_ACTIVATIONS = {
    "RELU": lambda x: np.maximum(x, 0),
    "GELU": _gelu_tanh,
    "SILU": lambda x: x / (1 + np.exp(-x)),
}


def _epilogue(inst, name: str):
    """(has bias, activation or None, has aux output) of a cuBLASLt epilogue name."""
    parts = name.split("_")
    bias = "BIAS" in parts
    aux = "AUX" in parts
    acts = [p for p in parts if p not in ("BIAS", "AUX", "DEFAULT")]
    if len(acts) > 1 or (acts and acts[0] not in _ACTIVATIONS) or (aux and acts != ["GELU"]):
        raise InterpError(f"{inst.name}: cuBLASLt epilogue {name!r} is not implemented "
                          f"(DEFAULT, BIAS, RELU, GELU, SILU, their BIAS_ forms and (BIAS_)GELU_AUX are)")
    return bias, (_ACTIVATIONS[acts[0]] if acts else None), aux


def _broadcast_trailing(inst, v, shape, what):
    v = np.asarray(v)
    if tuple(v.shape) != tuple(shape[len(shape) - v.ndim:]):
        raise InterpError(f"{inst.name}: {what} of shape {v.shape} does not match the result {tuple(shape)}")
    return v


@custom_call("__cublas$gemm", "__cublas$lt$matmul", "__cublas$lt$matmul$f8")
def cc_cublas_gemm(inst, args, ctx):
    """D = act(alpha * op(A) op(B) + beta * C + bias), per ``gemm_backend_config``. Operands: A, B,
    C (when beta != 0), the bias vector (BIAS epilogues), then for the FP8 form the f32 scales
    a_scale, b_scale, and when D is FP8 the inverse output scale (D = saturate(result * it)) with an
    f32 amax result (max |result| before scaling)."""
    cfg = _json_config(inst, "gemm_backend_config")
    target = str(inst.attrs.get("custom_call_target"))
    shapes = result_shapes(inst)
    out_dt = np_dtype(shapes[0])
    alpha = complex(float(cfg.get("alpha_real", 1)), float(cfg.get("alpha_imag", 0)))
    beta = float(cfg.get("beta", 0))
    has_bias, act, has_aux = _epilogue(inst, str(cfg.get("epilogue", "DEFAULT")))
    rest = list(args[2:])
    a, b = args[0], args[1]
    acc = np.float64 if np.float64 in (a.dtype, b.dtype, out_dt) else np.float32
    if np.dtype(out_dt).kind == "c":
        acc = np.complex128 if out_dt == np.complex128 else np.complex64
    lb, lc, rb, rc = _dnums(cfg.get("dot_dimension_numbers", {}))
    prod = dot_general(a.astype(acc), b.astype(acc), lb, lc, rb, rc, np.dtype(acc))
    c = rest.pop(0) if beta != 0 else None
    bias = rest.pop(0) if has_bias else None
    d_scale = None
    if target.endswith("$f8"):
        if len(rest) < 2:
            raise InterpError(f"{inst.name}: {target} needs the a_scale and b_scale operands")
        prod = prod * (_f32(rest[0]).reshape(()) * _f32(rest[1]).reshape(()))
        rest = rest[2:]
        if np.dtype(out_dt).itemsize == 1 and rest:
            d_scale = _f32(rest.pop(-1)).reshape(())
    out = (prod * alpha.real if alpha.imag == 0 else prod * alpha).astype(acc)
    if c is not None:
        out = out + beta * _broadcast_trailing(inst, c, out.shape, "C").astype(acc)
    if bias is not None:
        out = out + _broadcast_trailing(inst, bias, out.shape, "bias").astype(acc)
    pre = out
    if act is not None:
        out = act(out)
    if d_scale is not None:
        amax = np.max(np.abs(out)) if out.size else np.float32(0)
        limit = float(ml_dtypes.finfo(out_dt).max)
        out = np.clip(out * d_scale, -limit, limit)        # the operand is 1 / scale; cuBLASLt saturates
    values = [out.astype(out_dt)]
    if has_aux:
        values.append(pre.astype(np_dtype(shapes[1])))
    if d_scale is not None and len(shapes) > 2 and shapes[1].rank == 0:
        values.append(np.asarray(amax, np_dtype(shapes[1])))
    return _with_scratch(inst, values)


# ----------------------------------------------------------------------------- cuDNN convolutions
def _conv_config(inst):
    return _json_config(inst, "cudnn_conv_backend_config")


def _conv_geometry(inst, nsp):
    window = inst.attrs.get("window")
    wdims = window.dims if window is not None else ()
    strides = [w.stride for w in wdims] or [1] * nsp
    pads = [(w.pad_low, w.pad_high) for w in wdims] or [(0, 0)] * nsp
    rhs_dil = [w.rhs_dilate for w in wdims] or [1] * nsp
    if any(w.lhs_dilate != 1 for w in wdims) or any(w.reversal for w in wdims) or \
            any(lo < 0 or hi < 0 for lo, hi in pads):
        raise InterpError(f"{inst.name}: cuDNN backward convolution with lhs dilation, window reversal or "
                          f"negative padding is not implemented")
    # XLA folds batch_group_count into other forms before it picks cuDNN's backward calls (cuDNN has no batch
    # groups); one that reaches here is refused rather than guessed at.
    if int(inst.attrs.get("batch_group_count", 1)) != 1:
        raise InterpError(f"{inst.name}: cuDNN backward convolution with batch_group_count > 1 is not implemented")
    return strides, pads, rhs_dil


def _feature_groups(inst, channels: int, out_features: int) -> int:
    groups = int(inst.attrs.get("feature_group_count", 1))
    if groups < 1 or channels % groups or out_features % groups:
        raise InterpError(f"{inst.name}: feature_group_count={groups} does not divide the {channels} input and "
                          f"{out_features} output features")
    return groups


def _kernel_slices(ksizes, strides, dils, out_sizes):
    for k in product(*(range(n) for n in ksizes)):
        yield k, tuple(slice(ki * d, ki * d + (o - 1) * s + 1, s)
                       for ki, d, s, o in zip(k, dils, strides, out_sizes, strict=True))


def _conv_forward(inst, x, w, out_shape):
    shim = SimpleNamespace(attrs=inst.attrs, shape=out_shape, name=inst.name)
    return eval_convolution(shim, [x, w], None)


@custom_call("__cudnn$convForward", "__cudnn$convBiasActivationForward")
def cc_cudnn_conv_forward(inst, args, ctx):
    """act(conv_result_scale * conv(x, w) + side_input_scale * side + bias), bias along the output features."""
    cfg = _conv_config(inst)
    shapes = result_shapes(inst)
    out_shape = shapes[0]
    out_dt = np_dtype(out_shape)
    acc = np.float64 if out_dt == np.float64 else np.float32
    x, w = args[0], args[1]
    conv = _conv_forward(inst, x, w, out_shape).astype(acc)
    y = conv * acc(cfg.get("conv_result_scale", 1))
    out_labels = inst.attrs["dim_labels"].parts[2]
    feat = out_labels.index("f")
    if len(args) > 2:
        bias = np.asarray(args[2]).astype(acc).reshape(-1)
        shape = [1] * y.ndim
        shape[feat] = bias.size
        y = y + bias.reshape(shape)
    side_scale = float(cfg.get("side_input_scale", 0))
    if len(args) > 3 and side_scale != 0:
        y = y + acc(side_scale) * np.asarray(args[3]).astype(acc)
    mode = str(cfg.get("activation_mode", "kNone"))
    if mode == "kRelu":
        y = np.maximum(y, 0)
    elif mode == "kRelu6":
        y = np.clip(y, 0, 6)
    elif mode == "kElu":
        y = np.where(y > 0, y, np.expm1(np.minimum(y, 0)))
    elif mode == "kLeakyRelu":
        y = np.where(y > 0, y, y * acc(cfg.get("leakyrelu_alpha", 0)))
    elif mode == "kTanh":
        y = np.tanh(y)
    elif mode == "kSigmoid":
        y = 1 / (1 + np.exp(-y))
    elif mode not in ("kNone", "kIdentity"):
        raise InterpError(f"{inst.name}: cuDNN activation_mode {mode!r} is not implemented")
    return _with_scratch(inst, [y.astype(out_dt)])


def _backward_conv_frame(inst):
    """What both backward convolutions read: result shapes and type, the accumulation type, the permutations
    that put input/filter/output into [N, C, spatial...] / [O, I, K...] / [N, O, spatial...] order, and the
    forward convolution's strides, paddings and dilations."""
    shapes = result_shapes(inst)
    out_dt = np_dtype(shapes[0])
    acc = np.float64 if out_dt == np.float64 else np.float32
    in_l, w_l, out_l = inst.attrs["dim_labels"].parts
    xperm, nsp = _label_perm(in_l, "b", "f")
    wperm, _ = _label_perm(w_l, "o", "i")
    yperm, _ = _label_perm(out_l, "b", "f")
    return shapes, out_dt, acc, xperm, wperm, yperm, _conv_geometry(inst, nsp)


@custom_call("__cudnn$convBackwardInput")
def cc_cudnn_conv_backward_input(inst, args, ctx):
    """The input gradient of the forward convolution the window and dim_labels describe:
    operands (output gradient, filter), result shaped like the forward input."""
    dy, w = args[0], args[1]
    shapes, out_dt, acc, xperm, wperm, yperm, (strides, pads, dils) = _backward_conv_frame(inst)
    x_dims = [shapes[0].dims[p] for p in xperm]                    # [N, C, S...]
    g = dy.astype(acc).transpose(yperm)                            # [N, O, Out...]
    k = w.astype(acc).transpose(wperm)                             # [O, C/G, K...]
    groups = _feature_groups(inst, x_dims[1], k.shape[0])
    # feature group j: outputs j*O/G.. read inputs j*C/G..; split both feature axes into [G, per group]
    g = g.reshape((g.shape[0], groups, -1) + g.shape[2:])          # [N, G, O/G, Out...]
    k = k.reshape((groups, -1) + k.shape[1:])                      # [G, O/G, C/G, K...]
    padded = [n + lo + hi for n, (lo, hi) in zip(x_dims[2:], pads, strict=True)]
    dx = np.zeros([x_dims[0], groups, x_dims[1] // groups] + padded, acc)
    lead = (slice(None),) * 3
    for kk, sl in _kernel_slices(k.shape[3:], strides, dils, g.shape[3:]):
        dx[lead + sl] += np.einsum("ngo...,goc->ngc...", g, k[lead + kk])
    crop = tuple(slice(lo, lo + n) for n, (lo, _) in zip(x_dims[2:], pads, strict=True))
    dx = dx[lead + crop].reshape(x_dims)
    return _with_scratch(inst, [dx.transpose(np.argsort(xperm)).astype(out_dt)])


@custom_call("__cudnn$convBackwardFilter")
def cc_cudnn_conv_backward_filter(inst, args, ctx):
    """The filter gradient of the forward convolution: operands (input, output gradient), result
    shaped like the filter."""
    x, dy = args[0], args[1]
    shapes, out_dt, acc, xperm, wperm, yperm, (strides, pads, dils) = _backward_conv_frame(inst)
    xs = pad_spatial(x.astype(acc).transpose(xperm), pads, 2)      # [N, C, S...]
    g = dy.astype(acc).transpose(yperm)                            # [N, O, Out...]
    w_dims = [shapes[0].dims[p] for p in wperm]                    # [O, C/G, K...]
    groups = _feature_groups(inst, xs.shape[1], w_dims[0])
    xs = xs.reshape((xs.shape[0], groups, -1) + xs.shape[2:])      # [N, G, C/G, S...]
    g = g.reshape((g.shape[0], groups, -1) + g.shape[2:])          # [N, G, O/G, Out...]
    dw = np.zeros([groups, w_dims[0] // groups] + w_dims[1:], acc)  # [G, O/G, C/G, K...]
    lead = (slice(None),) * 3
    g_flat = g.reshape(g.shape[:3] + (-1,))                        # output positions flattened: [N, G, O/G, P]
    for kk, sl in _kernel_slices(w_dims[2:], strides, dils, g.shape[3:]):
        win = xs[lead + sl].reshape(xs.shape[:3] + (-1,))          # [N, G, C/G, P]
        dw[lead + kk] = np.einsum("ngop,ngcp->goc", g_flat, win)
    return _with_scratch(inst, [dw.reshape(w_dims).transpose(np.argsort(wperm)).astype(out_dt)])


# ----------------------------------------------------------------------------- cuDNN attention
def _bnth(x, dn, side: str, contracted: str):
    """Transpose an attention operand to [B, N, T, H] from one GEMM's dimension numbers: ``side`` is
    "lhs" or "rhs", ``contracted`` the logical axis ("t" or "h") that GEMM contracts."""
    lb, lc, rb, rc = _dnums(dn)
    batch, contract = (lb, lc) if side == "lhs" else (rb, rc)
    if len(batch) != 2 or len(contract) != 1 or x.ndim != 4:
        raise InterpError(f"cuDNN attention: unexpected operand dims {dn}")
    other = [d for d in range(4) if d not in batch and d not in contract]
    t_axis, h_axis = (contract[0], other[0]) if contracted == "t" else (other[0], contract[0])
    return x.transpose(list(batch) + [t_axis, h_axis])


_FMHA_MASKS = ("NO_MASK", "CAUSAL", "PADDING", "PADDING_CAUSAL")


def _fmha_layout(inst, cfg, backward: bool, has_bias: bool):
    """The operand index of each part of a cuDNN attention call, from jax's operand order: forward
    (Q, K, V, bias*, q_seqlen*, kv_seqlen*), backward (Q, K, V, stats, dO, bias*, O, q_seqlen*, kv_seqlen*)."""
    if float(cfg.get("dropout_rate", 0) or 0) != 0:
        raise InterpError(f"{inst.name}: cuDNN attention with dropout cannot be reproduced on the CPU "
                          f"(cuDNN's Philox stream); extract around it or run with --backend xla on a GPU")
    mask_type = str(cfg.get("mask_type", "NO_MASK"))
    if mask_type not in _FMHA_MASKS:
        raise InterpError(f"{inst.name}: cuDNN attention mask_type {mask_type!r} is not implemented "
                          f"({', '.join(_FMHA_MASKS)} are)")
    if int(cfg.get("max_seg_per_batch", 1) or 1) > 1 or cfg.get("is_paged_attention"):
        raise InterpError(f"{inst.name}: cuDNN attention over packed sequences or a paged KV cache is not "
                          f"implemented")
    names = ["q", "k", "v"] + (["stats", "do"] if backward else []) + (["bias"] if has_bias else []) + \
        (["o"] if backward else []) + (["q_seqlen", "kv_seqlen"] if mask_type.startswith("PADDING") else [])
    if len(inst.operands) != len(names):
        raise InterpError(f"{inst.name}: cuDNN attention ({mask_type}, {'with' if has_bias else 'no'} bias) "
                          f"takes {len(names)} operands ({', '.join(names)}), not {len(inst.operands)}")
    return {n: i for i, n in enumerate(names)}


def _fmha_allowed(inst, cfg, args, slots, batch, tq, tk):
    """Which scores take part, [B or 1, 1, Tq, Tk], and which query rows are real, [B or 1, 1, Tq, 1]."""
    mask_type = str(cfg.get("mask_type", "NO_MASK"))
    window = int(cfg.get("sliding_window_length", 0) or 0)
    qi, ki = np.arange(tq)[:, None], np.arange(tk)[None, :]
    allowed = np.ones((1, 1, tq, tk), bool)
    # Top-left aligned, as jax's reference. jax lowers a sliding window only when its right edge is the
    # diagonal (causal, or local_window_size=(left, 0)): keys in (q - window, q].
    if mask_type.endswith("CAUSAL") or window > 0:
        allowed = allowed & (ki <= qi)
    if window > 0:
        allowed = allowed & (ki > qi - window)
    rows = np.ones((1, 1, tq, 1), bool)
    if "q_seqlen" in slots:
        q_len = np.asarray(args[slots["q_seqlen"]]).reshape(-1)[:, None, None, None]
        kv_len = np.asarray(args[slots["kv_seqlen"]]).reshape(-1)[:, None, None, None]
        if q_len.shape[0] != batch or kv_len.shape[0] != batch:
            raise InterpError(f"{inst.name}: cuDNN attention sequence lengths for {q_len.shape[0]} and "
                              f"{kv_len.shape[0]} sequences, a batch of {batch}")
        rows = qi[None, None] < q_len
        allowed = allowed & rows & (ki[None, None] < kv_len)
    return allowed, rows


def _fmha_bias(inst, args, slots, shape):
    """The bias operand in f32, checked to broadcast to the scores' [B, N, Tq, Tk]; None without one."""
    if "bias" not in slots:
        return None
    bias = np.asarray(args[slots["bias"]])
    if bias.ndim != 4 or any(b not in (1, n) for b, n in zip(bias.shape, shape, strict=True)):
        raise InterpError(f"{inst.name}: cuDNN attention bias of shape {bias.shape} does not broadcast to the "
                          f"scores {tuple(shape)}")
    return bias.astype(np.float32)


def _kv_heads(inst, x, q_heads: int):
    """K or V with each head repeated for its query group: grouped-query attention gives query head n the
    K/V head n // (query heads / K/V heads)."""
    heads = x.shape[1]
    if heads == q_heads:
        return x
    if heads == 0 or q_heads % heads:
        raise InterpError(f"{inst.name}: {q_heads} query heads are not a multiple of {heads} K/V heads")
    return np.repeat(x, q_heads // heads, axis=1)


def _group_sum(x, heads: int):
    """The per-query-head gradient [B, Nq, T, H] summed onto its K/V head: [B, heads, T, H]."""
    if x.shape[1] == heads:
        return x
    return x.reshape((x.shape[0], heads, -1) + x.shape[2:]).sum(axis=2)


def _fmha_scores(inst, cfg, args, slots, q, k):
    """(scale * Q K^T + bias in f32, allowed, real query rows) from canonical [B, N, T, H] q and k."""
    scale = np.float32(cfg.get("fmha_scale", 1.0))
    k = _kv_heads(inst, k, q.shape[1])
    s = np.einsum("bnqh,bnkh->bnqk", q.astype(np.float32), k.astype(np.float32)) * scale
    bias = _fmha_bias(inst, args, slots, s.shape)
    if bias is not None:
        s = s + bias
    allowed, rows = _fmha_allowed(inst, cfg, args, slots, s.shape[0], s.shape[2], s.shape[3])
    return s, allowed, rows


def _fmha_forward(inst, args, has_bias: bool):
    """cuDNN flash attention forward: O = softmax(scale * Q K^T + bias, masked) V with the probabilities
    rounded to the input type before the second GEMM, and (training) the f32 softmax statistics
    logsumexp per query row, [B, N, Tq]. Query rows past q_seqlen are zero."""
    cfg = _json_config(inst, "cudnn_fmha_backend_config")
    slots = _fmha_layout(inst, cfg, backward=False, has_bias=has_bias)
    d1, d2 = cfg.get("bmm1_dot_dimension_numbers", {}), cfg.get("bmm2_dot_dimension_numbers", {})
    q = _bnth(args[slots["q"]], d1, "lhs", "h")
    k = _bnth(args[slots["k"]], d1, "rhs", "h")
    v = _kv_heads(inst, _bnth(args[slots["v"]], d2, "rhs", "t"), q.shape[1])
    s, allowed, rows = _fmha_scores(inst, cfg, args, slots, q, k)
    s = np.where(allowed, s, np.float32(-np.inf))
    m = np.max(s, axis=-1, keepdims=True)
    m = np.where(np.isfinite(m), m, 0).astype(np.float32)
    e = np.exp(s - m)
    total = e.sum(-1, keepdims=True)
    # a row with no allowed key (a padded query) has no probabilities: its output is zero
    p = np.divide(e, total, out=np.zeros_like(e), where=total > 0)
    with np.errstate(divide="ignore"):
        lse = (np.log(total) + m)[..., 0].astype(np.float32)
    p = p.astype(args[slots["q"]].dtype).astype(np.float32)
    o = np.einsum("bnqk,bnkh->bnqh", p, v.astype(np.float32)) * rows
    shapes = result_shapes(inst)
    values = [o.astype(np_dtype(shapes[0]))]
    if len(shapes) > 2 and np_dtype(shapes[1]) == np.float32 and shapes[1].rank == 3:
        values.append(lse)
    return _with_scratch(inst, values)


def _fmha_backward(inst, args, has_bias: bool):
    """cuDNN flash attention backward: dQ, dK, dV as [B, N, T, H] (dK, dV summed over each K/V head's query
    group), then with a bias dBias (summed over the dimensions the bias broadcasts). P is recomputed from
    Q, K, the bias and the logsumexp statistics."""
    cfg = _json_config(inst, "cudnn_fmha_backend_config")
    slots = _fmha_layout(inst, cfg, backward=True, has_bias=has_bias)
    g11 = cfg.get("bmm1_grad_gemm1_dot_dimension_numbers", {})
    g12 = cfg.get("bmm1_grad_gemm2_dot_dimension_numbers", {})
    g21 = cfg.get("bmm2_grad_gemm1_dot_dimension_numbers", {})
    g22 = cfg.get("bmm2_grad_gemm2_dot_dimension_numbers", {})
    dt = args[slots["q"]].dtype
    q = _bnth(args[slots["q"]], g11, "rhs", "t").astype(np.float32)
    k_heads = _bnth(args[slots["k"]], g12, "rhs", "t").astype(np.float32)
    v_heads = _bnth(args[slots["v"]], g22, "rhs", "h").astype(np.float32)
    lse = np.asarray(args[slots["stats"]], np.float32)
    do = _bnth(args[slots["do"]], g21, "rhs", "t").astype(np.float32)
    o = _bnth(args[slots["o"]], g21, "rhs", "t").astype(np.float32)
    n_q, n_kv = q.shape[1], k_heads.shape[1]
    k, v = _kv_heads(inst, k_heads, n_q), _kv_heads(inst, v_heads, n_q)
    s, allowed, rows = _fmha_scores(inst, cfg, args, slots, q, k_heads)
    p = np.exp(np.where(allowed, s - lse[..., None], -np.inf)).astype(np.float32)
    do = do * rows                                     # padded query rows took no part in the forward
    dv = np.einsum("bnqk,bnqh->bnkh", p.astype(dt).astype(np.float32), do)
    dp = np.einsum("bnqh,bnkh->bnqk", do, v)
    delta = np.sum(do * o, axis=-1, keepdims=True)
    ds = p * (dp - delta)                              # d loss / d (scale * Q K^T + bias)
    scale = np.float32(cfg.get("fmha_scale", 1.0))
    dq = np.einsum("bnqk,bnkh->bnqh", ds, k) * scale
    dk = np.einsum("bnqk,bnqh->bnkh", ds, q) * scale
    grads = [dq, _group_sum(dk, n_kv), _group_sum(dv, n_kv)]
    shapes = result_shapes(inst)
    if has_bias and len(shapes) > 4:
        bias_shape = tuple(shapes[3].dims)
        axes = tuple(i for i, (b, n) in enumerate(zip(bias_shape, ds.shape, strict=True)) if b == 1 and n != 1)
        grads.append(ds.sum(axis=axes, keepdims=True).reshape(bias_shape))
    # shapes: the gradients' then the scratch results (zeros, from _with_scratch)
    return _with_scratch(inst, [r.astype(np_dtype(s_)) for r, s_ in zip(grads, shapes, strict=False)])


@custom_call("__cudnn$fmhaSoftmax")
def cc_cudnn_fmha(inst, args, ctx):
    return _fmha_forward(inst, args, has_bias=False)


@custom_call("__cudnn$fmhaScaleBiasSoftmax")
def cc_cudnn_fmha_bias(inst, args, ctx):
    return _fmha_forward(inst, args, has_bias=True)


@custom_call("__cudnn$fmhaSoftmaxBackward")
def cc_cudnn_fmha_backward(inst, args, ctx):
    return _fmha_backward(inst, args, has_bias=False)


@custom_call("__cudnn$fmhaScaleBiasSoftmaxBackward")
def cc_cudnn_fmha_bias_backward(inst, args, ctx):
    return _fmha_backward(inst, args, has_bias=True)


# ----------------------------------------------------------------------------- cuSolver / cuBLAS solvers
@custom_call("cusolver_potrf_ffi", "hipsolver_potrf_ffi")
def cc_cusolver_potrf(inst, args, ctx):
    """LAPACK's potrf convention (``lower`` from the FFI attributes)."""
    return potrf(args[0], bool(_ffi_attrs(inst).get("lower", True)))


@custom_call("cusolver_getrf_ffi", "hipsolver_getrf_ffi")
def cc_cusolver_getrf(inst, args, ctx):
    """LU with partial pivoting: (lu, 1-based pivots as LAPACK, info)."""
    a = args[0]
    res = [lu_factor(m) for m in matrices(a).astype(wide_dtype(a))]
    lu = np.stack([r[0] for r in res]).reshape(a.shape).astype(a.dtype)
    piv = np.stack([r[1] for r in res]).reshape(a.shape[:-2] + (min(a.shape[-2:]),))
    info = np.array([r[2] for r in res], np.int32).reshape(a.shape[:-2])
    return lu, piv.astype(np.int32), info


@custom_call("cu_lu_pivots_to_permutation", "hip_lu_pivots_to_permutation")
def cc_lu_pivots_to_permutation(inst, args, ctx):
    """0-based swap pivots (row i swapped with pivots[i], in order) -> the permutation of the rows."""
    piv = np.asarray(args[0])
    size = inst.shape.dims[-1]
    flat = piv.reshape(-1, piv.shape[-1])
    out = np.empty((flat.shape[0], size), np.int32)
    for b, row in enumerate(flat):
        perm = np.arange(size, dtype=np.int32)
        for i, p in enumerate(row):
            if 0 <= p < size and i < size:
                perm[i], perm[p] = perm[p], perm[i]
        out[b] = perm
    return out.reshape(piv.shape[:-1] + (size,))


@custom_call("cusolver_geqrf_ffi", "hipsolver_geqrf_ffi")
def cc_cusolver_geqrf(inst, args, ctx):
    a = args[0]
    res = [qr_factor(m) for m in matrices(a).astype(wide_dtype(a))]
    out = np.stack([r[0] for r in res]).reshape(a.shape).astype(a.dtype)
    tau = np.stack([r[1] for r in res]).reshape(a.shape[:-2] + (min(a.shape[-2:]),)).astype(a.dtype)
    return out, tau


@custom_call("cusolver_orgqr_ffi", "hipsolver_orgqr_ffi")
def cc_cusolver_orgqr(inst, args, ctx):
    a, tau = args[0], args[1]
    flat = matrices(a).astype(wide_dtype(a))
    taus = tau.reshape(flat.shape[0], -1).astype(wide_dtype(a))
    out = np.stack([householder_product(m, t) for m, t in zip(flat, taus, strict=True)])
    return out.reshape(a.shape).astype(a.dtype)


@custom_call("cusolver_syevd_ffi", "cusolver_syevj_ffi", "hipsolver_syevd_ffi")
def cc_cusolver_syevd(inst, args, ctx):
    """(eigenvectors as columns, ascending eigenvalues, info) from the ``lower`` triangle."""
    a = args[0]
    lower = bool(_ffi_attrs(inst).get("lower", True))
    w, v = np.linalg.eigh(a.astype(wide_dtype(a)), UPLO="L" if lower else "U")
    shapes = result_shapes(inst)
    return v.astype(a.dtype), w.astype(np_dtype(shapes[1])), np.zeros(a.shape[:-2], np.int32)


@custom_call("cusolver_gesvdj_ffi", "cusolver_gesvdp_ffi", "cusolver_gesvd_ffi", "cusolver_gesdd_ffi")
def cc_cusolver_svd(inst, args, ctx):
    """(a, s, U, V, info) for the Jacobi / polar forms (V, not V^H: jax transposes it), (a, s, U, V^H,
    info) for gesvd / gesdd, (a, s, V^H, U, info) when gesvd's ``transposed`` is set; U and V full or
    economy as the result shapes say."""
    a = args[0]
    target = str(inst.attrs.get("custom_call_target"))
    attrs = _ffi_attrs(inst)
    shapes = result_shapes(inst)
    m, n = a.shape[-2:]
    info = np.zeros(a.shape[:-2], np.int32)
    s_dt = np_dtype(shapes[1])
    transposed = bool(attrs.get("transposed", False))
    slots = (shapes[3], shapes[2]) if transposed else (shapes[2], shapes[3])   # (U slot, V slot)
    if not attrs.get("compute_uv", True):
        s = np.linalg.svd(a.astype(wide_dtype(a)), compute_uv=False)
        return (a, s.astype(s_dt)) + tuple(np.zeros(tuple(x.dims), np_dtype(x)) for x in shapes[2:4]) + (info,)
    jacobi = target in ("cusolver_gesvdj_ffi", "cusolver_gesvdp_ffi")
    v_count = slots[1].dims[-1] if jacobi else slots[1].dims[-2]
    full = slots[0].dims[-1] == m and v_count == n
    u, s, vh = np.linalg.svd(a.astype(wide_dtype(a)), full_matrices=full)
    if jacobi:
        third, fourth = u, np.conj(np.swapaxes(vh, -1, -2))
    elif transposed:
        third, fourth = vh, u
    else:
        third, fourth = u, vh
    return (a, s.astype(s_dt), third.astype(np_dtype(shapes[2])), fourth.astype(np_dtype(shapes[3])), info)


@custom_call("__cublas$triangularSolve")
def cc_cublas_triangular_solve(inst, args, ctx):
    """op(A) X = B (left) or X op(A) = B, per the JSON backend config."""
    cfg = _json_config(inst)
    x = solve_triangular(args[0], args[1], left_side=bool(cfg.get("left_side", True)),
                         lower=bool(cfg.get("lower", True)), unit_diagonal=bool(cfg.get("unit_diagonal", False)),
                         transpose=str(cfg.get("transpose_a", "NO_TRANSPOSE")))
    return _with_scratch(inst, [np.asarray(x).astype(np_dtype(result_shapes(inst)[0]))])


# ----------------------------------------------------------------------------- random bits, TopK
@custom_call("cu_threefry2x32_ffi", "hip_threefry2x32_ffi", "cu_threefry2x32")
def cc_cu_threefry(inst, args, ctx):
    """jaxlib's CUDA threefry2x32: operands (k0, k1, x0, x1) broadcast to the result shape."""
    shape = tuple(result_shapes(inst)[0].dims)
    k0, k1, x0, x1 = (np.broadcast_to(np.asarray(v, np.uint32), shape) for v in args[:4])
    y0, y1 = threefry2x32(x0.copy(), x1.copy(), k0, k1)
    return np.asarray(y0, np.uint32).reshape(shape), np.asarray(y1, np.uint32).reshape(shape)


@custom_call("__gpu$TopK")
def cc_gpu_topk(inst, args, ctx):
    """(values, s32 indices) of the k largest along the last axis, ties by lower index."""
    k = result_shapes(inst)[0].dims[-1]
    values, idx = top_k(args[0], k, largest=True)
    return _with_scratch(inst, [values, np.asarray(idx, np.int32)])
