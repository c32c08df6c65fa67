"""batch-norm-training, batch-norm-inference and batch-norm-grad (computed in f32 or wider)."""
from __future__ import annotations

import numpy as np

from ..registry import kernel


def _setup(x, feature_index):
    axes = tuple(d for d in range(x.ndim) if d != feature_index)
    shape = [1] * x.ndim
    shape[feature_index] = x.shape[feature_index]
    wide = np.float64 if x.dtype == np.float64 else np.float32
    return axes, tuple(shape), wide


@kernel("batch-norm-training")
def eval_batch_norm_training(inst, args, ctx):
    x, scale, offset = args
    fi = int(inst.attrs["feature_index"])
    eps = float(inst.attrs["epsilon"])
    axes, shape, wide = _setup(x, fi)
    xw = x.astype(wide)
    mean = xw.mean(axis=axes)
    var = np.mean(np.square(xw - mean.reshape(shape)), axis=axes)
    y = (xw - mean.reshape(shape)) / np.sqrt(var.reshape(shape) + wide(eps)) * \
        scale.astype(wide).reshape(shape) + offset.astype(wide).reshape(shape)
    return y.astype(x.dtype), mean.astype(x.dtype), var.astype(x.dtype)


@kernel("batch-norm-inference")
def eval_batch_norm_inference(inst, args, ctx):
    x, scale, offset, mean, var = args
    fi = int(inst.attrs["feature_index"])
    eps = float(inst.attrs["epsilon"])
    axes, shape, wide = _setup(x, fi)
    y = (x.astype(wide) - mean.astype(wide).reshape(shape)) / \
        np.sqrt(var.astype(wide).reshape(shape) + wide(eps)) * scale.astype(wide).reshape(shape) + \
        offset.astype(wide).reshape(shape)
    return y.astype(x.dtype)


@kernel("batch-norm-grad")
def eval_batch_norm_grad(inst, args, ctx):
    x, scale, mean, var, grad = args
    fi = int(inst.attrs["feature_index"])
    eps = float(inst.attrs["epsilon"])
    axes, shape, wide = _setup(x, fi)
    n = x.size // x.shape[fi]
    xw, gw = x.astype(wide), grad.astype(wide)
    centered = xw - mean.astype(wide).reshape(shape)
    inv_std = 1 / np.sqrt(var.astype(wide) + wide(eps))
    grad_offset = gw.sum(axis=axes)
    grad_scale = (gw * centered).sum(axis=axes) * inv_std
    grad_x = (scale.astype(wide) * inv_std).reshape(shape) / n * (
        n * gw - grad_offset.reshape(shape)
        - centered * (inv_std ** 2 * (gw * centered).sum(axis=axes)).reshape(shape))
    return grad_x.astype(x.dtype), grad_scale.astype(x.dtype), grad_offset.astype(x.dtype)
