"""dot (general dimension numbers) and convolution (every dim_labels, dilations, groups).

Both reduce to batched matrix products in the accumulation type (see ``numeric``): dot by
transposing to (batch, free, contract) and convolution by im2col over strided window views.
"""
from __future__ import annotations

import numpy as np
from numpy.lib.stride_tricks import as_strided

from ..registry import kernel
from ._numeric import _TINY, flush_denormals, nonzero_below, surely_normal
from .accumulate import accumulation_dtype, np_dtype, to_result, widen


def _matmul(a: np.ndarray, b: np.ndarray, acc: np.dtype) -> np.ndarray:
    """Batched a @ b in ``acc``; booleans and integers in 64-bit (wrapped later)."""
    return np.matmul(widen(a, acc), widen(b, acc))


def dot_general(lhs, rhs, lhs_batch, lhs_contract, rhs_batch, rhs_contract, out_dtype):
    """XLA DotGeneral: result dims are batch..., lhs free..., rhs free..."""
    acc = accumulation_dtype(out_dtype)
    lhs_free = [d for d in range(lhs.ndim) if d not in lhs_batch and d not in lhs_contract]
    rhs_free = [d for d in range(rhs.ndim) if d not in rhs_batch and d not in rhs_contract]
    batch_shape = [lhs.shape[d] for d in lhs_batch]
    m_shape = [lhs.shape[d] for d in lhs_free]
    n_shape = [rhs.shape[d] for d in rhs_free]
    k = int(np.prod([lhs.shape[d] for d in lhs_contract], dtype=np.int64))
    b = int(np.prod(batch_shape, dtype=np.int64))
    m = int(np.prod(m_shape, dtype=np.int64))
    n = int(np.prod(n_shape, dtype=np.int64))
    a = lhs.transpose(list(lhs_batch) + lhs_free + list(lhs_contract)).reshape(b, m, k)
    c = rhs.transpose(list(rhs_batch) + list(rhs_contract) + rhs_free).reshape(b, k, n)
    out = _matmul(a, c, acc)
    return to_result(out, out_dtype).reshape(batch_shape + m_shape + n_shape)


@kernel("dot")
def eval_dot(inst, args, ctx):
    lhs, rhs = args
    a = inst.attrs
    return dot_general(lhs, rhs, tuple(a.get("lhs_batch_dims", ())), tuple(a.get("lhs_contracting_dims", ())),
                       tuple(a.get("rhs_batch_dims", ())), tuple(a.get("rhs_contracting_dims", ())),
                       np_dtype(inst.shape))


def _specialize_dot(inst):
    """Plan-time dot: permutations, sizes and types fixed once (loops call the same dot often)."""
    lhs_s, rhs_s = (o.shape for o in inst.operands)
    if not (lhs_s.is_array and rhs_s.is_array and inst.shape.is_array) or any(
            d for s in (lhs_s, rhs_s) for d in s.dynamic):
        return None
    a = inst.attrs
    lb, lc = list(a.get("lhs_batch_dims", ())), list(a.get("lhs_contracting_dims", ()))
    rb, rc = list(a.get("rhs_batch_dims", ())), list(a.get("rhs_contracting_dims", ()))
    lf = [d for d in range(lhs_s.rank) if d not in lb and d not in lc]
    rf = [d for d in range(rhs_s.rank) if d not in rb and d not in rc]
    def size(shape, ds):
        return int(np.prod([shape.dims[d] for d in ds], dtype=np.int64))
    b, m, k, n = size(lhs_s, lb), size(lhs_s, lf), size(lhs_s, lc), size(rhs_s, rf)
    out_shape = tuple(lhs_s.dims[d] for d in lb + lf) + tuple(rhs_s.dims[d] for d in rf)
    lperm, rperm = lb + lf + lc, rb + rc + rf
    lperm = None if lperm == list(range(lhs_s.rank)) else lperm
    rperm = None if rperm == list(range(rhs_s.rank)) else rperm
    if b == 1:     # a vector side stays a vector: matmul takes the matrix-vector paths
        lshape = (m, k) if lf else (k,)
        rshape = (k, n) if rf else (k,)
    else:
        lshape, rshape = (b, m, k), (b, k, n)
    lshape = None if lshape == lhs_s.dims and lperm is None else lshape
    rshape = None if rshape == rhs_s.dims and rperm is None else rshape
    out_dtype = np_dtype(inst.shape)
    acc = accumulation_dtype(out_dtype)
    scalar = out_shape == ()
    same_type = (np_dtype(lhs_s) == acc and np_dtype(rhs_s) == acc and out_dtype == acc)
    tiny = _TINY.get(np.dtype(out_dtype))
    # NumPy's batched matmul falls back from BLAS to its own loop (100-500x slower) on some strided
    # views (a transpose's batch dimension between its rows and columns); such operands are copied
    # first. The copy holds the same values, and BLAS computes the same products as before.
    blas_batched = b > 1 and same_type and np.dtype(acc).kind in "fc"
    # a small result's exponents are one look (no zero or denormal in it: no more to see)
    small = 0 < b * m * n <= _LOOK_ONCE and not scalar

    def run(inst, args, ctx):
        x, y = args
        if lperm is not None:
            x = x.transpose(lperm)
        if rperm is not None:
            y = y.transpose(rperm)
        if lshape is not None:
            x = x.reshape(lshape)
        if rshape is not None:
            y = y.reshape(rshape)
        if blas_batched:
            x, y = _blas_layout(x), _blas_layout(y)
        if same_type:
            out = np.matmul(x, y)
        else:
            out = to_result(np.matmul(widen(x, acc), widen(y, acc)), out_dtype)
        if tiny is not None and not (small and surely_normal(out)) and nonzero_below(tiny, out):
            out = flush_denormals(out)      # XLA CPU's flush-to-zero (f32/f64/bf16 results)
        if scalar:
            return np.asarray(out)       # NumPy gives a scalar for vector . vector
        return out.reshape(out_shape) if out.shape != out_shape else out

    def run_matmul(inst, args, ctx):
        """``run`` where the operands are the matrices or vectors as they come (a loop's matrix-vector step)."""
        out = _np_matmul(args[0], args[1])
        if tiny is not None and not (small and surely_normal(out)) and nonzero_below(tiny, out):
            out = flush_denormals(out)
        return out
    plain = (b == 1 and same_type and not scalar and lperm is None and rperm is None and lshape is None
             and rshape is None and len(out_shape) == len(lf) + len(rf) <= 2)
    return run_matmul if plain else run


eval_dot.specialize = _specialize_dot
_LOOK_ONCE = 1024
_np_matmul = np.matmul


def _blas_layout(x: np.ndarray) -> np.ndarray:
    """``x`` (a stack of matrices) as it is where each matrix is stored row- or column-major with the
    stack outermost (NumPy's matmul calls BLAS on those), else a C-contiguous copy."""
    if x.flags.c_contiguous or x.transpose(0, 2, 1).flags.c_contiguous:
        return x
    return np.ascontiguousarray(x)


# ----------------------------------------------------------------------------- convolution
def _label_perm(labels: str, major: str, minor: str) -> tuple[list[int], int]:
    """Axis order [major, minor, spatial 0, 1, ...] for a label string like ``b01f``."""
    spatial = sorted((c for c in labels if c.isdigit()), key=int)
    order = [labels.index(major), labels.index(minor)] + [labels.index(c) for c in spatial]
    return order, len(spatial)


def _dilate(x: np.ndarray, factors, first_axis: int) -> np.ndarray:
    """Insert (factor - 1) zeros between elements along axes first_axis.. (base dilation)."""
    if all(f == 1 for f in factors):
        return x
    shape = list(x.shape)
    index = [slice(None)] * x.ndim
    for i, f in enumerate(factors):
        ax = first_axis + i
        shape[ax] = (x.shape[ax] - 1) * f + 1 if x.shape[ax] else 0
        index[ax] = slice(None, None, f)
    out = np.zeros(shape, x.dtype)
    out[tuple(index)] = x
    return out


def pad_spatial(x: np.ndarray, pads, first_axis: int, value=0) -> np.ndarray:
    """Edge padding; negative amounts crop."""
    crop = [slice(None)] * x.ndim
    widths = [(0, 0)] * x.ndim
    for i, (lo, hi) in enumerate(pads):
        ax = first_axis + i
        widths[ax] = (max(lo, 0), max(hi, 0))
        crop[ax] = slice(max(-lo, 0), x.shape[ax] - max(-hi, 0))
    x = x[tuple(crop)]
    if any(w != (0, 0) for w in widths):
        x = np.pad(x, widths, constant_values=value)
    return x


def window_view(x: np.ndarray, first_axis: int, sizes, strides, dilations):
    """A strided view [lead..., out..., win..., trail...] of the windows over the len(sizes) axes
    starting at first_axis (no copy); axes after them are kept last."""
    nsp = len(sizes)
    lead = x.shape[:first_axis]
    spatial = x.shape[first_axis:first_axis + nsp]
    trail = x.shape[first_axis + nsp:]
    out_sizes = []
    for n, k, s, d in zip(spatial, sizes, strides, dilations, strict=True):
        eff = (k - 1) * d + 1
        out_sizes.append(max(0, (n - eff) // s + 1) if n >= eff else 0)
    st = x.strides
    sp_st = st[first_axis:first_axis + nsp]
    shape = tuple(lead) + tuple(out_sizes) + tuple(sizes) + tuple(trail)
    strides = tuple(st[:first_axis]) + tuple(a * s for a, s in zip(sp_st, strides, strict=True)) + \
        tuple(a * d for a, d in zip(sp_st, dilations, strict=True)) + tuple(st[first_axis + nsp:])
    if any(v == 0 for v in shape):
        return np.zeros(shape, x.dtype)
    return as_strided(x, shape, strides, writeable=False)


@kernel("convolution")
def eval_convolution(inst, args, ctx):
    lhs, rhs = args
    out_dtype = np_dtype(inst.shape)
    acc = accumulation_dtype(out_dtype)
    lhs_labels, rhs_labels, out_labels = inst.attrs["dim_labels"].parts
    lhs_perm, nsp = _label_perm(lhs_labels, "b", "f")
    rhs_perm, _ = _label_perm(rhs_labels, "o", "i")
    out_perm, _ = _label_perm(out_labels, "b", "f")
    window = inst.attrs.get("window")
    wdims = window.dims if window is not None else ()
    sizes = [rhs.shape[rhs_perm[2 + i]] for i in range(nsp)]
    strides = [w.stride for w in wdims] or [1] * nsp
    pads = [(w.pad_low, w.pad_high) for w in wdims] or [(0, 0)] * nsp
    lhs_dil = [w.lhs_dilate for w in wdims] or [1] * nsp
    rhs_dil = [w.rhs_dilate for w in wdims] or [1] * nsp
    reversal = [w.reversal for w in wdims] or [False] * nsp
    fgc = int(inst.attrs.get("feature_group_count", 1))
    bgc = int(inst.attrs.get("batch_group_count", 1))

    # channels last: x [N, spatial..., C], kernel [spatial..., I, O]; im2col rows are then
    # contiguous runs of C and the product comes out as [N, out..., O]
    x = widen(lhs.transpose(lhs_perm), acc)          # [N, C, spatial...]
    w = widen(rhs.transpose(rhs_perm), acc)          # [O, I, spatial...]
    for i, rev in enumerate(reversal):
        if rev:
            w = np.flip(w, 2 + i)
    x = pad_spatial(_dilate(x, lhs_dil, 2), pads, 2)
    x = np.asarray(np.moveaxis(x, 1, -1), order="C")           # [N, spatial..., C]
    w = np.moveaxis(np.moveaxis(w, 0, -1), 0, -2)              # [spatial..., I, O]
    n_all, c_all = x.shape[0], x.shape[-1]
    o_all = w.shape[-1]
    n_out = n_all // bgc
    kprod = int(np.prod(sizes, dtype=np.int64))
    cg = c_all // fgc
    groups = fgc * bgc
    og = o_all // groups
    parts = []
    for g in range(groups):
        # one of fgc/bgc is 1 in every valid HLO: block g uses feature group g or batch group g
        fg = g if fgc > 1 else 0
        bg = g if bgc > 1 else 0
        xs = x[bg * n_out:(bg + 1) * n_out, ..., fg * cg:(fg + 1) * cg]
        win = window_view(xs, 1, sizes, strides, rhs_dil)      # [N, out..., k..., Cg]
        out_sp = win.shape[1:1 + nsp]
        npix = int(np.prod(out_sp, dtype=np.int64))
        cols = win.reshape(n_out * npix, kprod * cg)
        ker = w[..., g * og:(g + 1) * og].reshape(kprod * cg, og)
        parts.append((cols @ ker).reshape((n_out,) + tuple(out_sp) + (og,)))
    result = parts[0] if len(parts) == 1 else np.concatenate(parts, axis=-1)
    result = np.moveaxis(result, -1, 1)                        # [N, O, out...]
    out = to_result(result, out_dtype)
    return out.transpose(np.argsort(out_perm))


# ----------------------------------------------------------------------------- ragged-dot, scaled-dot
def _dims(inst, key):
    return tuple(inst.attrs.get(key, ()))


@kernel("ragged-dot")
def eval_ragged_dot(inst, args, ctx):
    """Ragged dimension among lhs's non-contracting dims: consecutive runs of group_sizes[i] rows
    are multiplied with rhs group i; rows past the last group are zero. (The ragged-contracting
    and ragged-batch modes are refused with a clear error.)"""
    from ..errors import InterpError
    lhs, rhs, sizes = args
    lb, lc = _dims(inst, "lhs_batch_dims"), _dims(inst, "lhs_contracting_dims")
    rb, rc = _dims(inst, "rhs_batch_dims"), _dims(inst, "rhs_contracting_dims")
    ragged, group = _dims(inst, "lhs_ragged_dims"), _dims(inst, "rhs_group_dims")
    if len(ragged) != 1 or ragged[0] in lc or ragged[0] in lb or len(group) != 1:
        raise InterpError("ragged-dot: only a ragged lhs non-contracting dimension with one rhs "
                          "group dimension is supported")
    if sizes.ndim != 1:
        raise InterpError("ragged-dot: only 1-D group_sizes are supported")
    rd, gd = ragged[0], group[0]
    out_dtype = np_dtype(inst.shape)
    def shift(ds):  # rhs dims once gd is removed
        return tuple(d - (d > gd) for d in ds)
    lhs_free = [d for d in range(lhs.ndim) if d not in lb and d not in lc]
    out_axis = len(lb) + lhs_free.index(rd)
    out = np.zeros(inst.shape.dims, out_dtype)
    start = 0
    for i, n in enumerate(np.asarray(sizes).astype(np.int64)):
        end = min(start + max(int(n), 0), lhs.shape[rd])
        if end > start:
            part = dot_general(np.take(lhs, np.arange(start, end), axis=rd), np.take(rhs, i, axis=gd),
                               lb, lc, shift(rb), shift(rc), out_dtype)
            index = [slice(None)] * out.ndim
            index[out_axis] = slice(start, end)
            out[tuple(index)] = part
        start = end
    return out


def _dequantize(x: np.ndarray, scale: np.ndarray) -> np.ndarray:
    """x * scale, each scale element covering a block of x (x.shape / scale.shape per dim)."""
    xf = x.astype(np.float32)
    sf = scale.astype(np.float32)
    for ax, (n, s) in enumerate(zip(x.shape, scale.shape, strict=True)):
        if s != n:
            sf = np.repeat(sf, n // s, axis=ax)
    return xf * sf


@kernel("scaled-dot")
def eval_scaled_dot(inst, args, ctx):
    """dot of block-scaled operands: each operand times its broadcast block scale, in f32."""
    lhs, rhs, lhs_scale, rhs_scale = args
    return dot_general(_dequantize(lhs, lhs_scale), _dequantize(rhs, rhs_scale),
                       _dims(inst, "lhs_batch_dims"), _dims(inst, "lhs_contracting_dims"),
                       _dims(inst, "rhs_batch_dims"), _dims(inst, "rhs_contracting_dims"),
                       np_dtype(inst.shape))
