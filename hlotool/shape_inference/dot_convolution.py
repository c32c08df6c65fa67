"""Shape rules of dot and convolution, and of the other linear-algebra ops: fft, cholesky,
triangular-solve and the batch norms."""
from __future__ import annotations

from ..ir.values import Window
from .common import (
    Invalid,
    array_shape,
    attr,
    check_dims_in_range,
    check_element_class,
    declared_type,
    infer_declared,
    int_list,
    kind,
    same_types,
    shape_text,
    tuple_shape,
)
from .registry import shape_rule


@shape_rule("dot")
def infer_dot(inst, ops, ctx):
    lhs, rhs = ops[0], ops[1]
    lb, rb = int_list(inst, "lhs_batch_dims"), int_list(inst, "rhs_batch_dims")
    lc, rc = int_list(inst, "lhs_contracting_dims"), int_list(inst, "rhs_contracting_dims")
    check_dims_in_range(lb + lc, lhs.rank, "dot lhs batch and contracting dimensions")
    check_dims_in_range(rb + rc, rhs.rank, "dot rhs batch and contracting dimensions")
    if len(lb) != len(rb):
        raise Invalid("V206", f"dot has {len(lb)} lhs batch dimensions but {len(rb)} rhs batch dimensions")
    if len(lc) != len(rc):
        raise Invalid("V206", f"dot has {len(lc)} lhs contracting dimensions but {len(rc)} rhs contracting dimensions")
    for a, b in zip(lb, rb, strict=True):
        if lhs.dims[a] != rhs.dims[b]:
            raise Invalid("V206", f"dot batch dimensions differ: lhs dimension {a} is {lhs.dims[a]}, rhs dimension "
                              f"{b} is {rhs.dims[b]}")
    for a, b in zip(lc, rc, strict=True):
        if lhs.dims[a] != rhs.dims[b]:
            raise Invalid("V206", f"dot contracting dimensions differ: lhs dimension {a} is {lhs.dims[a]}, rhs "
                              f"dimension {b} is {rhs.dims[b]}")
    if kind(lhs) != kind(rhs) and not ({kind(lhs), kind(rhs)} <= {"signed", "unsigned"}) and \
            not ctx.allow_mixed_precision and "pred" not in (kind(lhs), kind(rhs)):
        raise Invalid("V201", f"dot operands have incompatible element types: {shape_text(lhs)}, {shape_text(rhs)}")
    dims = [lhs.dims[d] for d in lb]
    dims += [lhs.dims[d] for d in range(lhs.rank) if d not in lb and d not in lc]
    dims += [rhs.dims[d] for d in range(rhs.rank) if d not in rb and d not in rc]
    return array_shape(declared_type(inst, lhs.element_type), dims)


@shape_rule("convolution")
def infer_convolution(inst, ops, ctx):
    lhs, rhs = ops
    labels = attr(inst, "dim_labels")
    ls, ks, os_ = labels.parts
    n = lhs.rank
    if len(ls) != n or len(ks) != rhs.rank or len(os_) != n:
        raise Invalid("V206", f"dim_labels {labels.text} do not fit the ranks of {shape_text(lhs)} and "
                              f"{shape_text(rhs)}")
    spatial = n - 2
    window = attr(inst, "window")
    wdims = window.dims if isinstance(window, Window) else ()
    if spatial and len(wdims) != spatial:
        raise Invalid("V203", f"convolution window has {len(wdims)} dimensions, the operands have {spatial} spatial")
    fg = attr(inst, "feature_group_count", 1)
    bg = attr(inst, "batch_group_count", 1)
    li = {c: i for i, c in enumerate(ls)}
    ki = {c: i for i, c in enumerate(ks)}
    spatial_labels = {str(d) for d in range(spatial)}
    if set(li) != set("bf") | spatial_labels or set(ki) != set("io") | spatial_labels:
        raise Invalid("V206", f"dim_labels {labels.text} must name b, f and the spatial dimensions 0..{spatial - 1} "
                          "for the input, i, o and the spatial dimensions for the kernel")
    batch, fin = lhs.dims[li["b"]], lhs.dims[li["f"]]
    kin, kout = rhs.dims[ki["i"]], rhs.dims[ki["o"]]
    if fg < 1 or bg < 1:
        raise Invalid("V206", f"feature_group_count and batch_group_count must be >= 1, found {fg}, {bg}")
    if fin % fg or fin // fg != kin:
        raise Invalid("V206", f"convolution input features {fin} must equal kernel input features {kin} times "
                          f"feature_group_count {fg}")
    if kout % fg:
        raise Invalid("V206", f"kernel output features {kout} are not divisible by feature_group_count {fg}")
    if batch % bg or kout % bg:
        raise Invalid("V206", f"batch {batch} and kernel output features {kout} must be divisible by "
                          f"batch_group_count {bg}")
    out = [0] * n
    oi = {c: i for i, c in enumerate(os_)}
    out[oi["b"]] = batch // bg
    out[oi["f"]] = kout
    for s in range(spatial):
        w = wdims[s]
        if w.size != rhs.dims[ki[str(s)]]:
            raise Invalid("V203", f"convolution window size {w.size} in spatial dimension {s} differs from the "
                              f"kernel's {rhs.dims[ki[str(s)]]}")
        if w.stride < 1 or w.lhs_dilate < 1 or w.rhs_dilate < 1:
            raise Invalid("V203", f"convolution window dimension {s}: stride and dilations must be >= 1")
        d = lhs.dims[li[str(s)]]
        dilated = (d - 1) * w.lhs_dilate + 1 if d else 0
        padded = dilated + w.pad_low + w.pad_high
        span = (w.size - 1) * w.rhs_dilate + 1
        out[oi[str(s)]] = 0 if padded < span else (padded - span) // w.stride + 1
    return array_shape(declared_type(inst, lhs.element_type), out)


@shape_rule("fft")
def infer_fft(inst, ops, ctx):
    o = ops[0]
    t = str(attr(inst, "fft_type"))
    lengths = int_list(inst, "fft_length")
    if not 1 <= len(lengths) <= 3 or len(lengths) > o.rank:
        raise Invalid("V202", f"fft_length must have 1 to 3 entries within the rank of {shape_text(o)}")
    tail = o.dims[o.rank - len(lengths):]
    if t in ("FFT", "IFFT"):
        if kind(o) != "complex":
            raise Invalid("V201", f"{t} needs a complex operand, found {shape_text(o)}")
        if tuple(tail) != tuple(lengths):
            raise Invalid("V208",
                      f"{t}: fft_length {{{','.join(map(str, lengths))}}} must equal the last dimensions of "
                      f"{shape_text(o)}")
        return array_shape(o.element_type, o.dims)
    if t == "RFFT":
        if kind(o) != "float" or o.element_type not in ("f32", "f64"):
            raise Invalid("V201", f"RFFT needs an f32 or f64 operand, found {shape_text(o)}")
        if tuple(tail) != tuple(lengths):
            raise Invalid("V208", f"RFFT: fft_length must equal the last dimensions of {shape_text(o)}")
        return array_shape("c64" if o.element_type == "f32" else "c128", o.dims[:-1] + (lengths[-1] // 2 + 1,))
    # IRFFT (the schema takes no other fft_type)
    if kind(o) != "complex":
        raise Invalid("V201", f"IRFFT needs a complex operand, found {shape_text(o)}")
    if tuple(tail[:-1]) != tuple(lengths[:-1]) or tail[-1] != lengths[-1] // 2 + 1:
        raise Invalid("V208", f"IRFFT: the last dimension of {shape_text(o)} must be fft_length/2+1")
    return array_shape("f32" if o.element_type == "c64" else "f64", o.dims[:-1] + (lengths[-1],))


@shape_rule("cholesky")
def infer_cholesky(inst, ops, ctx):
    o = ops[0]
    check_element_class(inst, o)
    if o.rank < 2 or o.dims[-1] != o.dims[-2]:
        raise Invalid("V208", f"cholesky needs square matrices in the last two dimensions, found {shape_text(o)}")
    return array_shape(o.element_type, o.dims)


@shape_rule("triangular-solve")
def infer_triangular_solve(inst, ops, ctx):
    a, b = ops
    check_element_class(inst, a)
    if a.rank < 2 or a.dims[-1] != a.dims[-2] or b.rank != a.rank or a.dims[:-2] != b.dims[:-2]:
        raise Invalid("V208", f"triangular-solve needs square a and matching batch dimensions: {shape_text(a)}, "
                              f"{shape_text(b)}")
    side = b.dims[-2] if attr(inst, "left_side", False) else b.dims[-1]
    if side != a.dims[-1]:
        raise Invalid("V208", f"triangular-solve: a {shape_text(a)} does not fit b {shape_text(b)} on the "
                          f"{'left' if attr(inst, 'left_side', False) else 'right'} side")
    same_types(inst, ops, ctx)
    return array_shape(b.element_type, b.dims)


def _feature(inst, o):
    check_element_class(inst, o)
    fi = attr(inst, "feature_index")
    if not isinstance(fi, int) or not 0 <= fi < o.rank:
        raise Invalid("V202", f"feature_index {fi} is out of range for {shape_text(o)}")
    return o.dims[fi]


def _check_vectors(inst, vecs, f, names):
    for v, name in zip(vecs, names, strict=True):
        if v.dims != (f,):
            raise Invalid("V208", f"{inst.opcode} {name} must be [{f}] (the feature dimension), found {shape_text(v)}")


@shape_rule("batch-norm-training")
def infer_batch_norm_training(inst, ops, ctx):
    o, scale, offset = ops
    f = _feature(inst, o)
    _check_vectors(inst, (scale, offset), f, ("scale", "offset"))
    vector = array_shape(o.element_type, (f,))
    return tuple_shape([array_shape(o.element_type, o.dims), vector, vector])


@shape_rule("batch-norm-inference")
def infer_batch_norm_inference(inst, ops, ctx):
    o = ops[0]
    f = _feature(inst, o)
    _check_vectors(inst, ops[1:], f, ("scale", "offset", "mean", "variance"))
    return array_shape(o.element_type, o.dims)


@shape_rule("batch-norm-grad")
def infer_batch_norm_grad(inst, ops, ctx):
    o, scale, mean, var, grad = ops
    f = _feature(inst, o)
    _check_vectors(inst, (scale, mean, var), f, ("scale", "mean", "variance"))
    if grad.dims != o.dims:
        raise Invalid("V208", f"batch-norm-grad output gradient {shape_text(grad)} must match the operand "
                              f"{shape_text(o)}")
    vector = array_shape(o.element_type, (f,))
    return tuple_shape([array_shape(o.element_type, o.dims), vector, vector])


# Rules shared with other families.
shape_rule("ragged-dot", "scaled-dot")(infer_declared)
