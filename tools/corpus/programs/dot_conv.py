"""dot / dot_general and convolutions (1-3D, dilations, feature and batch groups)."""
from __future__ import annotations

import jax
import jax.numpy as jnp
import ml_dtypes
import numpy as np
from jax import lax

from ..registry import program

# ---------------------------------------------------------------- dot

@program("dot_basic", ["dot", "f32", "f64"],
         "matmul, matrix-vector, vector dot, outer via dot, f32 and f64, precision HIGHEST")
def _(r):
    def f(a, b, v, d):
        return (a @ b, a @ v[:5], v @ v, jnp.dot(a, b, precision=lax.Precision.HIGHEST), d @ d.T,
                jnp.vdot(v, v), jnp.inner(a, a), jnp.tensordot(a, b, axes=1))
    return f, (r.normal(3, 5), r.normal(5, 4), r.normal(7), r.normal(4, 6, dtype=np.float64))


@program("dot_general_batch", ["dot", "batch-dims", "einsum"],
         "dot_general with batch dims, multiple contracting dims, non-leading batch dims (einsum)")
def _(r):
    def f(a, b, c):
        return (jnp.einsum("bij,bjk->bik", a, b), jnp.einsum("bij,bik->bjk", a, a),
                lax.dot_general(c, c, (((1, 3), (1, 3)), ((0,), (0,)))),
                jnp.einsum("ibj,jbk->bik", a.transpose(1, 0, 2), b.transpose(1, 0, 2)),
                jnp.einsum("abcd,cd->ab", c, c[0, 0]), jnp.einsum("bij->bji", a),
                jnp.einsum("ij,ij->", a[0], a[1]))
    return f, (r.normal(2, 3, 4), r.normal(2, 4, 5), r.normal(2, 3, 4, 5))


@program("dot_preferred_int", ["dot", "preferred-element-type", "s8", "s32", "bf16", "u8", "c64", "s64"],
         "int8xint8->int32, bf16xbf16->f32 (preferred_element_type), u8, s64 and c64 dots")
def _(r):
    def f(a8, b8, abf, bbf, u, z, l):  # noqa: E741  (kept: jax puts argument names in the HLO's metadata)
        return (lax.dot(a8, b8, preferred_element_type=jnp.int32),
                lax.dot(abf, bbf, preferred_element_type=jnp.float32),
                lax.dot(abf, bbf), lax.dot(u, u.T, preferred_element_type=jnp.uint32), z @ z.T,
                l @ l.T, lax.dot(a8, b8), jnp.matmul(a8.astype(jnp.int32), b8.astype(jnp.int32)))
    return f, (r.ints(3, 8, lo=-128, hi=127, dtype=np.int8), r.ints(8, 2, lo=-128, hi=127, dtype=np.int8),
               r.normal(3, 8).astype(ml_dtypes.bfloat16), r.normal(8, 2).astype(ml_dtypes.bfloat16),
               r.ints(3, 4, lo=0, hi=255, dtype=np.uint8), r.complex(3, 3), r.ints(2, 3, dtype=np.int64))


# ---------------------------------------------------------------- convolution

DN2 = ("NHWC", "HWIO", "NHWC")


@program("conv1d", ["convolution", "conv1d"],
         "1D convolutions: strides, SAME/VALID/explicit padding, rhs dilation, NCH layout")
def _(r):
    def f(x, w):
        return (lax.conv_general_dilated(x, w, (1,), "VALID"),
                lax.conv_general_dilated(x, w, (2,), "SAME"),
                lax.conv_general_dilated(x, w, (1,), ((2, 1),), rhs_dilation=(2,)),
                lax.conv_general_dilated(x, w, (1,), ((1, 1),), lhs_dilation=(2,)))
    return f, (r.normal(2, 3, 10), r.normal(4, 3, 3))


@program("conv2d", ["convolution", "conv2d", "feature-group-count"],
         "2D NHWC convs: strides, explicit asymmetric padding, lhs/rhs dilation, depthwise (feature_group_count)")
def _(r):
    def f(x, w, dw):
        return (lax.conv_general_dilated(x, w, (2, 1), ((1, 0), (1, 2)), dimension_numbers=DN2),
                lax.conv_general_dilated(x, w, (1, 1), "SAME", rhs_dilation=(2, 1), dimension_numbers=DN2),
                lax.conv_general_dilated(x, w, (1, 1), ((1, 1), (1, 1)), lhs_dilation=(2, 2), dimension_numbers=DN2),
                lax.conv_general_dilated(x, dw, (1, 1), "SAME", dimension_numbers=DN2, feature_group_count=4),
                lax.conv_general_dilated(x.transpose(0, 3, 1, 2), w.transpose(3, 2, 0, 1), (1, 1), "VALID"))
    return f, (r.normal(2, 7, 6, 4), r.normal(3, 2, 4, 5), r.normal(3, 3, 1, 8))


@program("conv3d", ["convolution", "conv3d"], "3D convolution NDHWC with stride and padding")
def _(r):
    def f(x, w):
        return lax.conv_general_dilated(x, w, (1, 2, 1), ((1, 1), (0, 1), (1, 0)),
                                        dimension_numbers=("NDHWC", "DHWIO", "NDHWC"))
    return f, (r.normal(1, 4, 5, 4, 2), r.normal(2, 3, 2, 2, 3))


@program("conv_batch_group_transpose", ["convolution", "batch-group-count", "conv-transpose", "f64"],
         "batch_group_count conv, conv_transpose, and the weight gradient of a grouped conv; f64 conv")
def _(r):
    def f(x, w, y, d):
        bg = lax.conv_general_dilated(x, w, (1, 1), "VALID", dimension_numbers=DN2,
                                      batch_group_count=2)
        ct = lax.conv_transpose(y, w, (2, 2), "SAME", dimension_numbers=DN2)
        g = jax.grad(lambda ww: lax.conv_general_dilated(x, ww, (1, 1), "SAME", dimension_numbers=DN2,
                                                         feature_group_count=2).sum())(w[:, :, :2, :])
        return bg, ct, g, lax.conv_general_dilated(d, d[:, :, :2, :2], (1, 1), "VALID")
    return f, (r.normal(4, 5, 5, 4), r.normal(2, 2, 4, 4), r.normal(1, 3, 3, 4), r.normal(1, 2, 4, 4, dtype=np.float64))
