"""Shape inference: one rule per opcode, in SHAPE_RULES (the model is XLA's shape_inference.cc and the
operation semantics in shared/spec).

A rule is ``infer_x(inst, ops, ctx) -> Shape | None``: ``ops`` are the operands' *declared* shapes (so a
wrong instruction does not cascade into its users), ``ctx`` gives the options and a ``called(inst, key)``
lookup. It returns the inferred shape, to be compared with the declared one (layouts aside), or None
where the result is only defined by the declaration (custom-call, infeed, ...), after checking what it
can. Violated constraints raise ``Bad(code, message)``. This module depends on the IR only, so the
parser can use it for instructions written without a shape.
"""
from __future__ import annotations

import dataclasses
import re
from typing import Callable

from ..ir.device_groups import IotaList, MeshAxesGroups
from ..ir.values import ConvDimLabels, PaddingConfig, SliceSpec, Window
from ..ir.dtypes import PRIMITIVE_TYPES
from ..custom_calls import OPERAND, targets_where
from ..opcodes import OPCODES, async_sugar, opcodes_where
from ..ir.shape import Layout, Shape


class Bad(Exception):
    def __init__(self, code: str, message: str, notes: tuple = ()):
        super().__init__(message)
        self.code, self.message, self.notes = code, message, notes


# ----------------------------------------------------------------------------- helpers
def arr(element_type: str, dims, dynamic=None) -> Shape:
    dims = tuple(dims)
    return Shape(element_type, dims, tuple(dynamic) if dynamic is not None else (False,) * len(dims))


def tup(shapes) -> Shape:
    return Shape("tuple", tuple_shapes=tuple(shapes))


def kind(s: Shape) -> str:
    return PRIMITIVE_TYPES[s.element_type].kind if not s.is_tuple else "tuple"


def bits(et: str) -> int:
    return PRIMITIVE_TYPES[et].bits


def is_float(s):
    return kind(s) == "float"


def is_int(s):
    return kind(s) in ("signed", "unsigned")


def declared_type(inst, default: str) -> str:
    """The declared element type (dot and convolution may widen), or `default` without a declaration."""
    s = inst.shape
    return s.element_type if s is not None and s.is_array else default


def txt(s: Shape) -> str:
    return s.to_text(layout=False)


def need_array(s: Shape, what: str):
    if not s.is_array:
        raise Bad("V201", f"{what} must be an array, found {txt(s)}")


def attr(inst, key, default=None, required=False):
    v = inst.attribute_map.get(key, default)
    if required and key not in inst.attribute_map:
        raise Bad("V112", f"{inst.opcode} requires the attribute {key}=")
    return v


def int_list(inst, key, required=False) -> tuple[int, ...]:
    v = attr(inst, key, (), required)
    if isinstance(v, int):
        return (v,)
    return tuple(v)


def check_dims_in_range(dims, rank, what):
    seen = set()
    for d in dims:
        if not 0 <= d < rank:
            raise Bad("V202", f"{what}: dimension {d} is out of range for rank {rank}")
        if d in seen:
            raise Bad("V202", f"{what}: dimension {d} is repeated")
        seen.add(d)


def same_types(inst, ops, ctx, what="operands"):
    """XLA wants one element type across these operands (float precisions may differ only with
    --allow-mixed-precision)."""
    types = {o.element_type for o in ops}
    if len(types) <= 1:
        return
    kinds = {PRIMITIVE_TYPES[t].kind for t in types}
    if ctx.allow_mixed_precision and kinds == {"float"}:
        return
    raise Bad("V201", f"{what} of {inst.opcode} have different element types: "
                      + ", ".join(txt(o) for o in ops))


def same_dims(inst, ops, what="operands"):
    first = ops[0]
    for o in ops[1:]:
        if o.dims != first.dims:
            raise Bad("V208", f"{what} of {inst.opcode} have different dimensions: "
                              + ", ".join(txt(o) for o in ops))


def dyn_or(*shapes):
    if not any(True in s.dynamic for s in shapes):     # the usual case, without a loop per dim
        return (False,) * shapes[0].rank
    return tuple(any(s.dynamic[i] for s in shapes if i < len(s.dynamic)) for i in range(shapes[0].rank))


def scalar(s: Shape) -> bool:
    return s.is_array and s.rank == 0


# ----------------------------------------------------------------------------- elementwise
UNARY = opcodes_where(shape="unary")
BINARY = opcodes_where(shape="binary")
# The element-type classes each opcode's operands may have (hlotool.opcodes); opcodes without take every type.
ELEMENT_CLASSES: dict[str, frozenset] = {name: op.classes for name, op in OPCODES.items() if op.classes is not None}

_CLASS_NAMES = {"pred": "pred", "signed": "signed integer", "unsigned": "unsigned integer",
                "float": "floating-point", "complex": "complex"}


def check_element_class(inst, o: Shape, what: str = "operand"):
    """V201 where ``o``'s element type is outside the classes ``inst``'s opcode takes."""
    allowed = ELEMENT_CLASSES.get(inst.opcode)
    if allowed is not None and o.is_array and kind(o) not in allowed:
        names = [_CLASS_NAMES[k] for k in _CLASS_NAMES if k in allowed]
        raise Bad("V201", f"{inst.opcode} takes {', '.join(names[:-1]) + ' or ' if len(names) > 1 else ''}"
                          f"{names[-1]} {what}s, found {txt(o)}")


def infer_unary(inst, ops, ctx):
    o = ops[0]
    need_array(o, "the operand")
    check_element_class(inst, o)
    if inst.opcode == "abs" and kind(o) == "complex":
        return arr("f32" if o.element_type == "c64" else "f64", o.dims, o.dynamic)
    return arr(o.element_type, o.dims, o.dynamic)


def infer_real_imag(inst, ops, ctx):
    o = ops[0]
    need_array(o, "the operand")
    if kind(o) == "complex":
        return arr("f32" if o.element_type == "c64" else "f64", o.dims, o.dynamic)
    if kind(o) != "float":
        raise Bad("V201", f"{inst.opcode} needs a complex or floating-point operand, found {txt(o)}")
    return arr(o.element_type, o.dims, o.dynamic)


def infer_is_finite(inst, ops, ctx):
    o = ops[0]
    if kind(o) != "float":
        raise Bad("V201", f"is-finite needs a floating-point operand, found {txt(o)}")
    return arr("pred", o.dims, o.dynamic)


def infer_binary(inst, ops, ctx):
    a, b = ops
    if (a is b or (a.element_type == b.element_type and a.dims == b.dims)) and a.is_array \
            and len(a.dynamic) == len(a.dims) and True not in a.dynamic and True not in b.dynamic:
        # The usual case, without building a shape: both operands have one static array shape.
        check_element_class(inst, a)
        return a.without_layout()
    need_array(a, "lhs")
    need_array(b, "rhs")
    same_dims(inst, ops)
    same_types(inst, ops, ctx)
    check_element_class(inst, a)
    et = a.element_type
    if ctx.allow_mixed_precision and a.element_type != b.element_type:
        et = declared_type(inst, et)
    return arr(et, a.dims, dyn_or(a, b))


def infer_complex(inst, ops, ctx):
    a, b = ops
    same_dims(inst, ops)
    if a.element_type != b.element_type or a.element_type not in ("f32", "f64"):
        raise Bad("V201", f"complex needs two f32 or two f64 operands, found {txt(a)}, {txt(b)}")
    return arr("c64" if a.element_type == "f32" else "c128", a.dims, dyn_or(a, b))


COMPARE_DIRECTIONS = {"EQ", "NE", "LT", "LE", "GT", "GE"}


def infer_compare(inst, ops, ctx):
    a, b = ops
    same_dims(inst, ops)
    same_types(inst, ops, ctx)
    d = str(attr(inst, "direction", required=True))
    if d not in COMPARE_DIRECTIONS:
        raise Bad("V112", f"compare direction must be one of EQ, NE, LT, LE, GT, GE, found {d}")
    t = inst.attribute_map.get("type")
    allowed = COMPARE_TYPES.get(kind(a))
    if t is not None and allowed is not None and str(t) not in allowed:
        raise Bad("V201", f"compare of {a.element_type} takes type={' or '.join(allowed)}, found type={t}")
    return arr("pred", a.dims, dyn_or(a, b))


# compare's `type=` per operand kind (XLA: "Expected comparison type FLOAT or TOTALORDER").
COMPARE_TYPES = {"float": ("FLOAT", "TOTALORDER"), "complex": ("FLOAT", "TOTALORDER"),
                 "signed": ("SIGNED",), "unsigned": ("UNSIGNED",), "pred": ("UNSIGNED",)}


def infer_select(inst, ops, ctx):
    p, a, b = ops
    if p.element_type != "pred":
        raise Bad("V201", f"select's predicate must be pred, found {txt(p)}")
    same_dims(inst, [a, b], "on_true and on_false")
    same_types(inst, [a, b], ctx, "on_true and on_false")
    if p.rank and p.dims != a.dims:
        raise Bad("V208", f"select's predicate {txt(p)} does not match the operands {txt(a)}")
    return arr(a.element_type, a.dims, dyn_or(a, b))


def infer_clamp(inst, ops, ctx):
    lo, x, hi = ops
    for o, what in ((lo, "min"), (hi, "max")):
        if o.rank and o.dims != x.dims:
            raise Bad("V208", f"clamp's {what} {txt(o)} must be a scalar or match the operand {txt(x)}")
    same_types(inst, ops, ctx)
    return arr(x.element_type, x.dims, x.dynamic)


# ----------------------------------------------------------------------------- conversions
def infer_convert(inst, ops, ctx):
    o, out = ops[0], inst.shape
    need_array(o, "the operand")
    if kind(o) == "complex" and out.is_array and kind(out) != "complex":
        raise Bad("V201", f"convert from complex {txt(o)} to a real type is not defined; use real/imag")
    return arr(out.element_type, o.dims, o.dynamic)


def infer_bitcast_convert(inst, ops, ctx):
    o, out = ops[0], inst.shape
    if o.is_array and out.is_array and (kind(o) == "complex") != (kind(out) == "complex"):
        raise Bad("V201", f"bitcast-convert between complex and real types: {txt(o)} to {out.element_type}")
    bi, bo = bits(o.element_type), bits(out.element_type)
    if bi == bo:
        return arr(out.element_type, o.dims, o.dynamic)
    if bi > bo:
        if bi % bo:
            raise Bad("V205", f"bitcast-convert from {o.element_type} to {out.element_type}: widths do not divide")
        return arr(out.element_type, o.dims + (bi // bo,))
    if bo % bi or not o.dims or o.dims[-1] != bo // bi:
        raise Bad("V205", f"bitcast-convert from {txt(o)} to {out.element_type} needs a last dimension of "
                          f"{bo // bi if bo % bi == 0 else '?'}")
    return arr(out.element_type, o.dims[:-1])


def infer_reduce_precision(inst, ops, ctx):
    o = ops[0]
    if kind(o) != "float":
        raise Bad("V201", f"reduce-precision needs a floating-point operand, found {txt(o)}")
    e, m = attr(inst, "exponent_bits", required=True), attr(inst, "mantissa_bits", required=True)
    if not (isinstance(e, int) and e >= 1 and isinstance(m, int) and m >= 0):
        raise Bad("V112", f"reduce-precision needs exponent_bits >= 1 and mantissa_bits >= 0, found {e}, {m}")
    return arr(o.element_type, o.dims, o.dynamic)


def infer_stochastic_convert(inst, ops, ctx):
    o, r = ops
    check_element_class(inst, o)
    if r.dims != o.dims or kind(r) != "unsigned" or bits(r.element_type) != bits(o.element_type):
        raise Bad("V201", f"stochastic-convert's random operand must be unsigned of the operand's width and "
                          f"shape, found {txt(r)} for {txt(o)}")
    return arr(inst.shape.element_type, o.dims, o.dynamic)


# ----------------------------------------------------------------------------- data movement
def infer_broadcast(inst, ops, ctx):
    o, out = ops[0], inst.shape
    dims = int_list(inst, "dimensions", required=o.rank > 0)     # a scalar needs none (XLA too)
    if len(dims) != o.rank:
        raise Bad("V202", f"broadcast of rank-{o.rank} {txt(o)} needs {o.rank} dimensions, found {len(dims)}")
    for i, d in enumerate(dims):
        if not 0 <= d < out.rank:
            raise Bad("V202", f"broadcast dimension {d} is out of range for the result rank {out.rank}")
        if o.dims[i] != out.dims[d] and o.dims[i] != 1:
            raise Bad("V208", f"broadcast: operand dimension {i} (size {o.dims[i]}) does not match result "
                              f"dimension {d} (size {out.dims[d]})")
        if i and dims[i - 1] >= d:
            raise Bad("V202", f"broadcast dimensions must be increasing, found {{{','.join(map(str, dims))}}}")
    return arr(o.element_type, out.dims, out.dynamic)


def infer_reshape(inst, ops, ctx):
    o, out = ops[0], inst.shape
    if not o.is_dynamic and not out.is_dynamic and o.num_elements != out.num_elements:
        raise Bad("V205", f"reshape of {txt(o)} ({o.num_elements} elements) to {txt(out)} "
                          f"({out.num_elements} elements)")
    return arr(o.element_type, out.dims, out.dynamic)


def infer_transpose(inst, ops, ctx):
    o = ops[0]
    perm = int_list(inst, "dimensions", required=True)
    if sorted(perm) != list(range(o.rank)):
        raise Bad("V202", f"transpose dimensions {{{','.join(map(str, perm))}}} are not a permutation of "
                          f"0..{o.rank - 1}")
    # As XLA: the result keeps the operand's physical order (its layout is the permuted one).
    m2m = o.layout.minor_to_major if o.layout is not None else tuple(range(o.rank - 1, -1, -1))
    return Shape(o.element_type, tuple(o.dims[p] for p in perm), tuple(o.dynamic[p] for p in perm),
                 Layout(tuple(perm.index(d) for d in m2m)))


def infer_reverse(inst, ops, ctx):
    o = ops[0]
    check_dims_in_range(int_list(inst, "dimensions"), o.rank, "reverse")
    return arr(o.element_type, o.dims, o.dynamic)


def infer_slice(inst, ops, ctx):
    o = ops[0]
    spec = attr(inst, "slice", required=True)
    if not isinstance(spec, SliceSpec):
        raise Bad("V112", "slice needs slice={[start:limit:stride], ...}")
    if len(spec.dims) != o.rank:
        raise Bad("V204", f"slice has {len(spec.dims)} ranges for rank-{o.rank} {txt(o)}")
    out = []
    for i, (start, limit, stride) in enumerate(spec.dims):
        if stride < 1:
            raise Bad("V204", f"slice dimension {i}: stride must be >= 1, found {stride}")
        if not 0 <= start <= limit <= o.dims[i]:
            raise Bad("V204", f"slice dimension {i}: [{start}:{limit}] is not within 0..{o.dims[i]}")
        out.append((limit - start + stride - 1) // stride)
    return arr(o.element_type, out)


def _index_operands(inst, ops, first, rank):
    idx = ops[first:]
    if len(idx) == 1 and idx[0].rank == 1 and rank != 1:     # the old form: one vector of starts
        return
    if len(idx) != rank:
        raise Bad("V101", f"{inst.opcode} of a rank-{rank} operand needs {rank} start indices, found {len(idx)}")
    for k, s in enumerate(idx):
        if not scalar(s) or not is_int(s):
            raise Bad("V201", f"{inst.opcode} start index {k} must be an integer scalar, found {txt(s)}")
    if len({s.element_type for s in idx}) > 1:     # XLA: "start indices must have same element type"
        raise Bad("V201", f"{inst.opcode} start indices must share one element type, found "
                          + ", ".join(txt(s) for s in idx))


def infer_dynamic_slice(inst, ops, ctx):
    o = ops[0]
    sizes = int_list(inst, "dynamic_slice_sizes", required=True)
    _index_operands(inst, ops, 1, o.rank)
    if len(sizes) != o.rank:
        raise Bad("V204", f"dynamic_slice_sizes has {len(sizes)} sizes for rank-{o.rank} {txt(o)}")
    for i, s in enumerate(sizes):
        if not 0 <= s <= o.dims[i]:
            raise Bad("V204", f"dynamic-slice size {s} in dimension {i} exceeds the operand's {o.dims[i]}")
    return arr(o.element_type, sizes)


def infer_dynamic_update_slice(inst, ops, ctx):
    o, u = ops[0], ops[1]
    _index_operands(inst, ops, 2, o.rank)
    if u.rank != o.rank:
        raise Bad("V208", f"dynamic-update-slice update {txt(u)} must have the operand's rank {o.rank}")
    for i in range(o.rank):
        if u.dims[i] > o.dims[i]:
            raise Bad("V204", f"dynamic-update-slice update dimension {i} ({u.dims[i]}) exceeds the "
                              f"operand's ({o.dims[i]})")
    same_types(inst, [o, u], ctx, "operand and update")
    return arr(o.element_type, o.dims, o.dynamic)


def infer_pad(inst, ops, ctx):
    o, v = ops
    if not scalar(v):
        raise Bad("V208", f"pad's padding value must be a scalar, found {txt(v)}")
    same_types(inst, ops, ctx)
    cfg = attr(inst, "padding", required=True)
    if not isinstance(cfg, PaddingConfig):
        raise Bad("V112", "pad needs padding=low_high_interior x ...")
    if len(cfg.dims) != o.rank:
        raise Bad("V203", f"padding has {len(cfg.dims)} dimensions for rank-{o.rank} {txt(o)}")
    out = []
    for i, (lo, hi, interior) in enumerate(cfg.dims):
        if interior < 0:
            raise Bad("V203", f"pad dimension {i}: interior padding must be >= 0, found {interior}")
        n = lo + hi + o.dims[i] + max(o.dims[i] - 1, 0) * interior
        if n < 0:
            raise Bad("V203", f"pad dimension {i}: the result size {n} is negative")
        out.append(n)
    return arr(o.element_type, out)


def infer_concatenate(inst, ops, ctx):
    dims = int_list(inst, "dimensions", required=True)
    if len(dims) != 1:
        raise Bad("V202", f"concatenate needs one dimension, found {len(dims)}")
    d = dims[0]
    first = ops[0]
    if not 0 <= d < first.rank:
        raise Bad("V202", f"concatenate dimension {d} is out of range for rank {first.rank}")
    same_types(inst, ops, ctx)
    total = 0
    for k, o in enumerate(ops):
        if o.rank != first.rank or any(o.dims[i] != first.dims[i] for i in range(o.rank) if i != d):
            raise Bad("V208", f"concatenate operand {k} {txt(o)} does not match operand 0 {txt(first)} outside "
                              f"dimension {d}")
        total += o.dims[d]
    out = list(first.dims)
    out[d] = total
    return arr(first.element_type, out)


def infer_iota(inst, ops, ctx):
    out = inst.shape
    d = attr(inst, "iota_dimension", required=True)
    if not out.is_array or not (isinstance(d, int) and 0 <= d < out.rank):
        raise Bad("V202", f"iota_dimension {d} is out of range for {txt(out)}")
    if kind(out) not in ("signed", "unsigned", "float", "complex"):
        raise Bad("V201", f"iota makes integers, floats or complex numbers, not {out.element_type}")
    return None


def infer_same_as_operand(inst, ops, ctx):
    o = ops[0]
    return o if o.is_tuple else arr(o.element_type, o.dims, o.dynamic)


def infer_tuple_of_operands(inst, ops, ctx):
    return tup(_strip(o) for o in ops) if len(ops) != 1 else _strip(ops[0])


def infer_all_to_all(inst, ops, ctx):
    """With split dimensions= an array in, an array out; without, the tuple form: a tuple of the
    operands' shapes (a 1-tuple too, as XLA writes it)."""
    if "dimensions" not in inst.attribute_map and inst.shape.is_tuple:
        return tup(_strip(o) for o in ops)
    return infer_tuple_of_operands(inst, ops, ctx)


def _strip(s: Shape) -> Shape:
    """Inferred shapes keep the layouts they are built from, as XLA's inference does; the verifier
    compares them layouts aside."""
    return s


# ----------------------------------------------------------------------------- dot / convolution
def infer_dot(inst, ops, ctx):
    lhs, rhs = ops[0], ops[1]
    lb, rb = int_list(inst, "lhs_batch_dims"), int_list(inst, "rhs_batch_dims")
    lc, rc = int_list(inst, "lhs_contracting_dims"), int_list(inst, "rhs_contracting_dims")
    check_dims_in_range(lb + lc, lhs.rank, "dot lhs batch and contracting dimensions")
    check_dims_in_range(rb + rc, rhs.rank, "dot rhs batch and contracting dimensions")
    if len(lb) != len(rb):
        raise Bad("V206", f"dot has {len(lb)} lhs batch dimensions but {len(rb)} rhs batch dimensions")
    if len(lc) != len(rc):
        raise Bad("V206", f"dot has {len(lc)} lhs contracting dimensions but {len(rc)} rhs contracting dimensions")
    for a, b in zip(lb, rb):
        if lhs.dims[a] != rhs.dims[b]:
            raise Bad("V206", f"dot batch dimensions differ: lhs dimension {a} is {lhs.dims[a]}, rhs dimension "
                              f"{b} is {rhs.dims[b]}")
    for a, b in zip(lc, rc):
        if lhs.dims[a] != rhs.dims[b]:
            raise Bad("V206", f"dot contracting dimensions differ: lhs dimension {a} is {lhs.dims[a]}, rhs "
                              f"dimension {b} is {rhs.dims[b]}")
    if kind(lhs) != kind(rhs) and not ({kind(lhs), kind(rhs)} <= {"signed", "unsigned"}) and \
            not ctx.allow_mixed_precision and "pred" not in (kind(lhs), kind(rhs)):
        raise Bad("V201", f"dot operands have incompatible element types: {txt(lhs)}, {txt(rhs)}")
    dims = [lhs.dims[d] for d in lb]
    dims += [lhs.dims[d] for d in range(lhs.rank) if d not in lb and d not in lc]
    dims += [rhs.dims[d] for d in range(rhs.rank) if d not in rb and d not in rc]
    return arr(declared_type(inst, lhs.element_type), dims)


def infer_convolution(inst, ops, ctx):
    lhs, rhs = ops
    labels = attr(inst, "dim_labels", required=True)
    if not isinstance(labels, ConvDimLabels):
        raise Bad("V112", "convolution needs dim_labels like b01f_01io->b01f")
    ls, ks, os_ = labels.parts
    n = lhs.rank
    if len(ls) != n or len(ks) != rhs.rank or len(os_) != n:
        raise Bad("V206", f"dim_labels {labels.text} do not fit the ranks of {txt(lhs)} and {txt(rhs)}")
    spatial = n - 2
    window = attr(inst, "window")
    wdims = window.dims if isinstance(window, Window) else ()
    if spatial and len(wdims) != spatial:
        raise Bad("V203", f"convolution window has {len(wdims)} dimensions, the operands have {spatial} spatial")
    fg = attr(inst, "feature_group_count", 1)
    bg = attr(inst, "batch_group_count", 1)
    li = {c: i for i, c in enumerate(ls)}
    ki = {c: i for i, c in enumerate(ks)}
    spatial_labels = {str(d) for d in range(spatial)}
    if set(li) != set("bf") | spatial_labels or set(ki) != set("io") | spatial_labels:
        raise Bad("V206", f"dim_labels {labels.text} must name b, f and the spatial dimensions 0..{spatial - 1} "
                          "for the input, i, o and the spatial dimensions for the kernel")
    batch, fin = lhs.dims[li["b"]], lhs.dims[li["f"]]
    kin, kout = rhs.dims[ki["i"]], rhs.dims[ki["o"]]
    if fg < 1 or bg < 1:
        raise Bad("V206", f"feature_group_count and batch_group_count must be >= 1, found {fg}, {bg}")
    if fin % fg or fin // fg != kin:
        raise Bad("V206", f"convolution input features {fin} must equal kernel input features {kin} times "
                          f"feature_group_count {fg}")
    if kout % fg:
        raise Bad("V206", f"kernel output features {kout} are not divisible by feature_group_count {fg}")
    if batch % bg or kout % bg:
        raise Bad("V206", f"batch {batch} and kernel output features {kout} must be divisible by "
                          f"batch_group_count {bg}")
    out = [0] * n
    oi = {c: i for i, c in enumerate(os_)}
    out[oi["b"]] = batch // bg
    out[oi["f"]] = kout
    for s in range(spatial):
        w = wdims[s]
        if w.size != rhs.dims[ki[str(s)]]:
            raise Bad("V203", f"convolution window size {w.size} in spatial dimension {s} differs from the "
                              f"kernel's {rhs.dims[ki[str(s)]]}")
        if w.stride < 1 or w.lhs_dilate < 1 or w.rhs_dilate < 1:
            raise Bad("V203", f"convolution window dimension {s}: stride and dilations must be >= 1")
        d = lhs.dims[li[str(s)]]
        dilated = (d - 1) * w.lhs_dilate + 1 if d else 0
        padded = dilated + w.pad_low + w.pad_high
        span = (w.size - 1) * w.rhs_dilate + 1
        out[oi[str(s)]] = 0 if padded < span else (padded - span) // w.stride + 1
    return arr(declared_type(inst, lhs.element_type), out)


# ----------------------------------------------------------------------------- reductions
def _reducer(inst, ctx, key, inits, what):
    """Check a reducer: 2N scalar parameters of the init types, returning N such scalars."""
    comp = ctx.called(inst, key)
    if comp is None:
        return None
    n = len(inits)
    params = comp.parameters
    want = [arr(s.element_type, ()) for s in inits] * 2
    if len(params) != 2 * n:
        raise Bad("V105", f"{what} {comp.name} takes {len(params)} parameters; {inst.opcode} with {n} operand(s) "
                          f"needs {2 * n} scalars", ((f"{comp.name} is defined here", comp.loc),))
    for k, (p, w) in enumerate(zip(params, want)):
        if p.shape.is_tuple or p.shape.rank != 0 or (p.shape.element_type != w.element_type
                                                       and not ctx.allow_mixed_precision):
            raise Bad("V105", f"{what} {comp.name} parameter {k} is {txt(p.shape)}, expected {txt(w)}",
                      ((f"{comp.name} is defined here", comp.loc),))
    root = comp.root.shape
    outs = root.tuple_shapes if root.is_tuple else (root,)
    if len(outs) != n or any(o.is_tuple or o.rank != 0 for o in outs):
        raise Bad("V105", f"{what} {comp.name} returns {txt(root)}, expected {n} scalar(s)",
                  ((f"{comp.name} is defined here", comp.loc),))
    return [o.element_type for o in outs]


def infer_reduce(inst, ops, ctx):
    n = len(ops) // 2
    if len(ops) % 2 or n == 0:
        raise Bad("V101", f"reduce takes N operands and N init values, found {len(ops)} operands")
    arrays, inits = ops[:n], ops[n:]
    for s in inits:
        if not scalar(s):
            raise Bad("V208", f"reduce init values must be scalars, found {txt(s)}")
    same_dims(inst, list(arrays), "reduced operands")
    dims = int_list(inst, "dimensions", required=True)
    check_dims_in_range(dims, arrays[0].rank, "reduce dimensions")
    types = _reducer(inst, ctx, "to_apply", inits, "reducer") or [s.element_type for s in inits]
    if ctx.allow_mixed_precision:      # a reducer in another precision keeps the operands' types
        types = [s.element_type for s in inits]
    keep = [i for i in range(arrays[0].rank) if i not in dims]
    outs = [arr(t, [arrays[0].dims[i] for i in keep], [arrays[0].dynamic[i] for i in keep]) for t in types]
    return outs[0] if n == 1 else tup(outs)


def _window_output(inst, o: Shape, window: Window, what: str) -> list[int]:
    if len(window.dims) != o.rank:
        raise Bad("V203", f"{what} window has {len(window.dims)} dimensions for rank-{o.rank} {txt(o)}")
    out = []
    for i, w in enumerate(window.dims):
        if w.size < 1 or w.stride < 1 or w.lhs_dilate < 1 or w.rhs_dilate < 1:
            raise Bad("V203", f"{what} window dimension {i}: size, stride and dilations must be >= 1")
        d = o.dims[i]
        padded = ((d - 1) * w.lhs_dilate + 1 if d else 0) + w.pad_low + w.pad_high
        span = (w.size - 1) * w.rhs_dilate + 1
        out.append(0 if padded < span else (padded - span) // w.stride + 1)
    return out


def infer_reduce_window(inst, ops, ctx):
    n = len(ops) // 2
    if len(ops) % 2 or n == 0:
        raise Bad("V101", f"reduce-window takes N operands and N init values, found {len(ops)} operands")
    arrays, inits = ops[:n], ops[n:]
    same_dims(inst, list(arrays), "operands")
    window = attr(inst, "window", Window(()), required=arrays[0].rank > 0)   # scalars need none
    types = _reducer(inst, ctx, "to_apply", inits, "reducer") or [s.element_type for s in inits]
    dims = _window_output(inst, arrays[0], window, "reduce-window")
    outs = [arr(t, dims) for t in types]
    return outs[0] if n == 1 else tup(outs)


def infer_select_and_scatter(inst, ops, ctx):
    o, src, init = ops
    window = attr(inst, "window", Window(()), required=o.rank > 0)
    dims = _window_output(inst, o, window, "select-and-scatter")
    if list(src.dims) != dims:
        raise Bad("V208", f"select-and-scatter source {txt(src)} must have the window output dimensions "
                          f"[{','.join(map(str, dims))}]")
    sel = ctx.called(inst, "select")
    if sel is not None and (len(sel.parameters) != 2 or sel.root.shape.to_text(False) != "pred[]"):
        raise Bad("V105", f"select computation {sel.name} must take 2 scalars and return pred[]",
                  ((f"{sel.name} is defined here", sel.loc),))
    _reducer(inst, ctx, "scatter", [init], "scatter computation")
    return arr(o.element_type, o.dims, o.dynamic)


def infer_map(inst, ops, ctx):
    same_dims(inst, ops)
    comp = ctx.called(inst, "to_apply")
    if comp is None:
        return None
    if len(comp.parameters) != len(ops):
        raise Bad("V105", f"map computation {comp.name} takes {len(comp.parameters)} parameters for "
                          f"{len(ops)} operands", ((f"{comp.name} is defined here", comp.loc),))
    for k, (p, o) in enumerate(zip(comp.parameters, ops)):
        if not scalar(p.shape) or (p.shape.element_type != o.element_type and not ctx.allow_mixed_precision):
            raise Bad("V105", f"map computation {comp.name} parameter {k} is {txt(p.shape)}, operand {k} is "
                              f"{txt(o)}: expected a {o.element_type} scalar",
                      ((f"{comp.name} is defined here", comp.loc),))
    root = comp.root.shape
    if not scalar(root):
        raise Bad("V105", f"map computation {comp.name} must return a scalar, returns {txt(root)}")
    return arr(root.element_type, ops[0].dims, ops[0].dynamic)


def infer_sort(inst, ops, ctx):
    same_dims(inst, ops)
    d = attr(inst, "dimensions")
    dims = int_list(inst, "dimensions", required=True)
    check_dims_in_range(dims, ops[0].rank, "sort dimension")
    if len(dims) != 1:
        raise Bad("V202", f"sort needs one dimension, found {d}")
    comp = ctx.called(inst, "to_apply")
    if comp is not None:
        params = comp.parameters
        if len(params) != 2 * len(ops):
            raise Bad("V105", f"sort comparator {comp.name} takes {len(params)} parameters; {len(ops)} operand(s) "
                              f"need {2 * len(ops)}", ((f"{comp.name} is defined here", comp.loc),))
        for k, p in enumerate(params):
            want = ops[k // 2].element_type
            if not scalar(p.shape) or p.shape.element_type != want:
                raise Bad("V105", f"sort comparator {comp.name} parameter {k} is {txt(p.shape)}, expected {want}[]",
                          ((f"{comp.name} is defined here", comp.loc),))
        if comp.root.shape.to_text(False) != "pred[]":
            raise Bad("V105", f"sort comparator {comp.name} must return pred[], returns {txt(comp.root.shape)}",
                      ((f"{comp.name} is defined here", comp.loc),))
    return infer_tuple_of_operands(inst, ops, ctx)


def infer_topk(inst, ops, ctx):
    o = ops[0]
    k = attr(inst, "k", required=True)
    if o.rank < 1 or not isinstance(k, int) or not 0 <= k <= o.dims[-1]:
        raise Bad("V202", f"topk k={k} must be within the last dimension of {txt(o)}")
    dims = o.dims[:-1] + (k,)
    return tup([arr(o.element_type, dims), arr("s32", dims)])


# ----------------------------------------------------------------------------- gather / scatter
def infer_gather(inst, ops, ctx):
    o, idx = ops
    offset_dims = int_list(inst, "offset_dims")
    collapsed = int_list(inst, "collapsed_slice_dims")
    start_map = int_list(inst, "start_index_map")
    obatch = int_list(inst, "operand_batching_dims")
    ibatch = int_list(inst, "start_indices_batching_dims")
    ivd = attr(inst, "index_vector_dim", idx.rank)
    sizes = int_list(inst, "slice_sizes", required=True)
    if not is_int(idx):
        raise Bad("V201", f"gather indices must be integers, found {txt(idx)}")
    if len(sizes) != o.rank:
        raise Bad("V207", f"gather slice_sizes has {len(sizes)} sizes for rank-{o.rank} {txt(o)}")
    for i, s in enumerate(sizes):
        if not 0 <= s <= o.dims[i]:
            raise Bad("V207", f"gather slice size {s} in dimension {i} exceeds the operand's {o.dims[i]}")
    check_dims_in_range(collapsed + obatch, o.rank, "gather collapsed_slice_dims and operand_batching_dims")
    check_dims_in_range(start_map, o.rank, "gather start_index_map")
    for d in collapsed + obatch:
        if sizes[d] > 1:
            raise Bad("V207", f"gather: collapsed or batching dimension {d} must have slice size <= 1, "
                              f"found {sizes[d]}")
    if not 0 <= ivd <= idx.rank:
        raise Bad("V207", f"gather index_vector_dim {ivd} is out of range for indices {txt(idx)}")
    vec = idx.dims[ivd] if ivd < idx.rank else 1
    if vec != len(start_map):
        raise Bad("V207", f"gather start_index_map has {len(start_map)} entries but the index vector has {vec}")
    if len(obatch) != len(ibatch):
        raise Bad("V207", "gather operand_batching_dims and start_indices_batching_dims differ in length")
    batch_sizes = [idx.dims[i] for i in range(idx.rank) if i != ivd]
    offset_sizes = [sizes[i] for i in range(o.rank) if i not in collapsed and i not in obatch]
    rank = len(batch_sizes) + len(offset_sizes)
    if len(offset_dims) != len(offset_sizes):
        raise Bad("V207", f"gather offset_dims has {len(offset_dims)} entries; the slice keeps {len(offset_sizes)} "
                          "dimensions")
    check_dims_in_range(offset_dims, rank, "gather offset_dims")
    if list(offset_dims) != sorted(offset_dims):
        raise Bad("V207", "gather offset_dims must be sorted")
    out, bi, oi = [], iter(batch_sizes), iter(offset_sizes)
    for d in range(rank):
        out.append(next(oi) if d in offset_dims else next(bi))
    return arr(o.element_type, out)


def infer_scatter(inst, ops, ctx):
    n = (len(ops) - 1) // 2
    if len(ops) < 3 or (len(ops) - 1) % 2:
        raise Bad("V101", f"scatter takes N operands, indices and N updates, found {len(ops)} operands")
    operands, idx, updates = ops[:n], ops[n], ops[n + 1:]
    o = operands[0]
    uwd = int_list(inst, "update_window_dims")
    inserted = int_list(inst, "inserted_window_dims")
    sd2od = int_list(inst, "scatter_dims_to_operand_dims")
    ibatch = int_list(inst, "input_batching_dims")
    ivd = attr(inst, "index_vector_dim", idx.rank)
    if not is_int(idx):
        raise Bad("V201", f"scatter indices must be integers, found {txt(idx)}")
    check_dims_in_range(inserted + ibatch, o.rank, "scatter inserted_window_dims and input_batching_dims")
    check_dims_in_range(sd2od, o.rank, "scatter scatter_dims_to_operand_dims")
    if not 0 <= ivd <= idx.rank:
        raise Bad("V207", f"scatter index_vector_dim {ivd} is out of range for indices {txt(idx)}")
    vec = idx.dims[ivd] if ivd < idx.rank else 1
    if vec != len(sd2od):
        raise Bad("V207", f"scatter_dims_to_operand_dims has {len(sd2od)} entries but the index vector has {vec}")
    for u in updates:
        want_rank = len(uwd) + idx.rank - (1 if ivd < idx.rank else 0)
        if u.rank != want_rank:
            raise Bad("V207", f"scatter updates {txt(u)} must have rank {want_rank} (update_window_dims plus "
                              "scatter dimensions)")
        check_dims_in_range(uwd, u.rank, "scatter update_window_dims")
        if len(uwd) + len(inserted) + len(ibatch) != o.rank:
            raise Bad("V207", f"scatter: update_window_dims ({len(uwd)}) + inserted_window_dims ({len(inserted)}) "
                              f"+ input_batching_dims ({len(ibatch)}) must equal the operand rank {o.rank}")
    _reducer(inst, ctx, "to_apply", [arr(u.element_type, ()) for u in updates], "scatter combiner")
    return infer_tuple_of_operands(inst, list(operands), ctx)


# ----------------------------------------------------------------------------- numerics
def infer_fft(inst, ops, ctx):
    o = ops[0]
    t = str(attr(inst, "fft_type", required=True))
    lengths = int_list(inst, "fft_length", required=True)
    if not 1 <= len(lengths) <= 3 or len(lengths) > o.rank:
        raise Bad("V202", f"fft_length must have 1 to 3 entries within the rank of {txt(o)}")
    tail = o.dims[o.rank - len(lengths):]
    if t in ("FFT", "IFFT"):
        if kind(o) != "complex":
            raise Bad("V201", f"{t} needs a complex operand, found {txt(o)}")
        if tuple(tail) != tuple(lengths):
            raise Bad("V208",
                      f"{t}: fft_length {{{','.join(map(str, lengths))}}} must equal the last dimensions of {txt(o)}")
        return arr(o.element_type, o.dims)
    if t == "RFFT":
        if kind(o) != "float" or o.element_type not in ("f32", "f64"):
            raise Bad("V201", f"RFFT needs an f32 or f64 operand, found {txt(o)}")
        if tuple(tail) != tuple(lengths):
            raise Bad("V208", f"RFFT: fft_length must equal the last dimensions of {txt(o)}")
        return arr("c64" if o.element_type == "f32" else "c128", o.dims[:-1] + (lengths[-1] // 2 + 1,))
    if t == "IRFFT":
        if kind(o) != "complex":
            raise Bad("V201", f"IRFFT needs a complex operand, found {txt(o)}")
        if tuple(tail[:-1]) != tuple(lengths[:-1]) or tail[-1] != lengths[-1] // 2 + 1:
            raise Bad("V208", f"IRFFT: the last dimension of {txt(o)} must be fft_length/2+1")
        return arr("f32" if o.element_type == "c64" else "f64", o.dims[:-1] + (lengths[-1],))
    raise Bad("V112", f"fft_type must be FFT, IFFT, RFFT or IRFFT, found {t}")


def infer_cholesky(inst, ops, ctx):
    o = ops[0]
    check_element_class(inst, o)
    if o.rank < 2 or o.dims[-1] != o.dims[-2]:
        raise Bad("V208", f"cholesky needs square matrices in the last two dimensions, found {txt(o)}")
    return arr(o.element_type, o.dims)


def infer_triangular_solve(inst, ops, ctx):
    a, b = ops
    check_element_class(inst, a)
    if a.rank < 2 or a.dims[-1] != a.dims[-2] or b.rank != a.rank or a.dims[:-2] != b.dims[:-2]:
        raise Bad("V208", f"triangular-solve needs square a and matching batch dimensions: {txt(a)}, {txt(b)}")
    side = b.dims[-2] if attr(inst, "left_side", False) else b.dims[-1]
    if side != a.dims[-1]:
        raise Bad("V208", f"triangular-solve: a {txt(a)} does not fit b {txt(b)} on the "
                          f"{'left' if attr(inst, 'left_side', False) else 'right'} side")
    same_types(inst, ops, ctx)
    return arr(b.element_type, b.dims)


def _feature(inst, o):
    check_element_class(inst, o)
    fi = attr(inst, "feature_index", required=True)
    if not isinstance(fi, int) or not 0 <= fi < o.rank:
        raise Bad("V202", f"feature_index {fi} is out of range for {txt(o)}")
    return o.dims[fi]


def _check_vectors(inst, vecs, f, names):
    for v, name in zip(vecs, names):
        if v.dims != (f,):
            raise Bad("V208", f"{inst.opcode} {name} must be [{f}] (the feature dimension), found {txt(v)}")


def infer_batch_norm_training(inst, ops, ctx):
    o, scale, offset = ops
    f = _feature(inst, o)
    _check_vectors(inst, (scale, offset), f, ("scale", "offset"))
    return tup([arr(o.element_type, o.dims), arr(o.element_type, (f,)), arr(o.element_type, (f,))])


def infer_batch_norm_inference(inst, ops, ctx):
    o = ops[0]
    f = _feature(inst, o)
    _check_vectors(inst, ops[1:], f, ("scale", "offset", "mean", "variance"))
    return arr(o.element_type, o.dims)


def infer_batch_norm_grad(inst, ops, ctx):
    o, scale, mean, var, grad = ops
    f = _feature(inst, o)
    _check_vectors(inst, (scale, mean, var), f, ("scale", "mean", "variance"))
    if grad.dims != o.dims:
        raise Bad("V208", f"batch-norm-grad output gradient {txt(grad)} must match the operand {txt(o)}")
    return tup([arr(o.element_type, o.dims), arr(o.element_type, (f,)), arr(o.element_type, (f,))])


def infer_rng(inst, ops, ctx):
    if len(ops) != 2:
        raise Bad("V101", f"rng takes 2 operands (the distribution's parameters), found {len(ops)}")
    dist = str(attr(inst, "distribution", required=True))
    if dist not in ("rng_uniform", "rng_normal"):
        raise Bad("V112", f"rng distribution must be rng_uniform or rng_normal, found {dist}")
    if dist == "rng_normal" and kind(inst.shape) != "float":
        raise Bad("V201", f"rng_normal needs a float result (mu and sigma are floats), found {txt(inst.shape)}")
    if kind(inst.shape) not in ("float", "signed", "unsigned"):
        raise Bad("V201", f"rng needs an integer or float result, found {txt(inst.shape)}")
    for k, o in enumerate(ops):
        if not scalar(o) or (o.element_type != inst.shape.element_type and not ctx.allow_mixed_precision):
            raise Bad("V208", f"rng parameter {k} must be a {inst.shape.element_type} scalar, found {txt(o)}")
    return None


def infer_rng_bit_generator(inst, ops, ctx):
    out = inst.shape
    if not out.is_tuple or len(out.tuple_shapes) != 2:
        raise Bad("V200", f"rng-bit-generator returns (state, values), declared {txt(out)}")
    return tup([_strip(ops[0]), _strip(out.tuple_shapes[1])])


# ----------------------------------------------------------------------------- tuples, control flow
def infer_get_tuple_element(inst, ops, ctx):
    o = ops[0]
    i = attr(inst, "index", required=True)
    if not o.is_tuple:
        raise Bad("V201", f"get-tuple-element needs a tuple operand, found {txt(o)}")
    if not isinstance(i, int) or not 0 <= i < len(o.tuple_shapes):
        raise Bad("V106", f"tuple index {i} is out of range for {txt(o)} ({len(o.tuple_shapes)} elements)")
    return _strip(o.tuple_shapes[i])


def _fits(a: Shape, b: Shape) -> bool:
    return a.same_ignoring_layout(b)


def _check_call(inst, comp, operand_shapes, what):
    params = comp.parameters
    note = ((f"{comp.name} is defined here", comp.loc),)
    if len(params) != len(operand_shapes):
        raise Bad("V105", f"{what} {comp.name} takes {len(params)} parameters, {inst.opcode} passes "
                          f"{len(operand_shapes)}", note)
    for k, (p, s) in enumerate(zip(params, operand_shapes)):
        if not _fits(p.shape, s):
            raise Bad("V105", f"{what} {comp.name} parameter {k} is {txt(p.shape)}, {inst.opcode} passes {txt(s)}",
                      note)


def infer_while(inst, ops, ctx):
    o = ops[0]
    body, cond = ctx.called(inst, "body"), ctx.called(inst, "condition")
    if body is not None:
        _check_call(inst, body, [o], "while body")
        if not _fits(body.root.shape, o):
            raise Bad("V105", f"while body {body.name} returns {txt(body.root.shape)}, the loop carries {txt(o)}",
                      ((f"{body.name} is defined here", body.loc),))
    if cond is not None:
        _check_call(inst, cond, [o], "while condition")
        if cond.root.shape.to_text(False) != "pred[]":
            raise Bad("V105", f"while condition {cond.name} must return pred[], returns {txt(cond.root.shape)}",
                      ((f"{cond.name} is defined here", cond.loc),))
    return _strip(o)


def infer_conditional(inst, ops, ctx):
    sel = ops[0]
    branches = ctx.branches(inst)
    if sel.to_text(False) == "pred[]":
        if "branch_computations" in inst.attribute_map:
            raise Bad("V112", "a conditional on pred[] takes true_computation= and false_computation=, "
                              "not branch_computations=")
        if len(branches) != 2:
            raise Bad("V105", f"a conditional on pred[] needs 2 branches, found {len(branches)}")
    elif sel.to_text(False) != "s32[]":
        raise Bad("V201", f"conditional selector must be pred[] or s32[], found {txt(sel)}")
    if len(ops) - 1 != len(branches):
        raise Bad("V101", f"conditional has {len(branches)} branches but {len(ops) - 1} branch operands")
    result = None
    for k, comp in enumerate(branches):
        _check_call(inst, comp, [ops[k + 1]], f"branch {k}")
        r = _strip(comp.root.shape)
        if result is None:
            result = r
        elif r != result:
            raise Bad("V105", f"branch {k} ({comp.name}) returns {txt(r)}, branch 0 returns {txt(result)}",
                      ((f"{comp.name} is defined here", comp.loc),))
    return result


# A composite call (is_composite=true) names its composite in frontend_attributes. Current XLA wants a
# non-empty composite.name; composite.attributes may be absent ({}) but not empty, and composite.version may
# be absent (0) or a non-negative integer. (jaxlib 0.10.2's verifier still required all three keys.)

def _check_composite(inst):
    fa = inst.attribute_map.get("frontend_attributes")
    items = dict(getattr(fa, "items", None) or ())
    if str(items.get("composite.name", "")) == "":
        raise Bad("V112", "a composite call (is_composite=true) needs a non-empty composite.name in its "
                          "frontend_attributes")
    if "composite.attributes" in items and str(items["composite.attributes"]) == "":
        raise Bad("V112", "a composite call's composite.attributes must not be empty (leave it out, or write {})")
    if "composite.version" not in items:
        return
    version = str(items["composite.version"])
    if not re.fullmatch(r"\s*\+?[0-9]+\s*", version) or int(version) >= 1 << 63:
        raise Bad("V112", f"a composite call's composite.version must be a non-negative integer, found "
                          f'"{version}"')


def infer_call(inst, ops, ctx):
    if inst.attribute_map.get("is_composite") is True:
        _check_composite(inst)
    comp = ctx.called(inst, "to_apply")
    if comp is None:
        return None
    _check_call(inst, comp, ops, "called computation")
    return _strip(comp.root.shape)


def infer_fusion(inst, ops, ctx):
    comp = ctx.called(inst, "calls")
    if comp is None:
        return None
    _check_call(inst, comp, ops, "fused computation")
    return _strip(comp.root.shape)


def infer_async_start(inst, ops, ctx):
    comp = ctx.called(inst, "calls")
    out = inst.shape
    if comp is not None:
        _check_call(inst, comp, ops, "async computation")
        _check_async_computation(comp)
        if out.is_tuple and len(out.tuple_shapes) >= 2:
            if not _fits(out.tuple_shapes[0], tup(_strip(o) for o in ops)):
                raise Bad("V109", f"async-start's first tuple element {txt(out.tuple_shapes[0])} must be its "
                                  "operands' shapes")
            if not _fits(out.tuple_shapes[1], comp.root.shape):
                raise Bad("V109", f"async-start's second tuple element {txt(out.tuple_shapes[1])} must be "
                                  f"{comp.name}'s result {txt(comp.root.shape)}")
    return None


# An async computation holds its parameters and the one instruction it wraps (its ROOT), or only
# send/recv (with bitcasts and tuples: a group of transfers).
_SEND_RECV_GROUP = frozenset({"send", "recv", "bitcast", "parameter", "tuple"})


def _check_async_computation(comp):
    extra = [i for i in comp.instructions if i is not comp.root and i.opcode != "parameter"]
    if extra and not all(i.opcode in _SEND_RECV_GROUP for i in comp.instructions):
        raise Bad("V109", f"async computation {comp.name} must hold only its parameters and the instruction it "
                          f"wraps (its ROOT); it also has {extra[0].opcode} {extra[0].name}"
                          + (f" and {len(extra) - 1} more" if len(extra) > 1 else ""),
                  ((f"{comp.name} is defined here", comp.loc),))


def infer_async_done(inst, ops, ctx):
    o = ops[0]
    if not o.is_tuple or len(o.tuple_shapes) < 2:
        raise Bad("V109", f"async-done's operand must be an async context tuple, found {txt(o)}")
    return _strip(o.tuple_shapes[1])


def infer_async_sugar(inst, ops, ctx):
    """`X-start(operands)`, `X-update(s)`, `X-done(s)`: XLA's short form of an async-start/update/done
    wrapping one X that carries the start's attributes. The start returns ((operands), X's result,
    context...)."""
    base, phase = async_sugar(inst.opcode)
    if phase != "start":
        o = ops[0]
        if not o.is_tuple or len(o.tuple_shapes) < 2:
            raise Bad("V109", f"{inst.opcode}'s operand must be the {base}-start's tuple, found {txt(o)}")
        return o if phase == "update" else _strip(o.tuple_shapes[1])
    out = inst.shape
    if not out.is_tuple or len(out.tuple_shapes) < 2:
        raise Bad("V109", f"{inst.opcode} returns ((operands), result, context...), declared {txt(out)}")
    if not _fits(out.tuple_shapes[0], tup(_strip(o) for o in ops)):
        raise Bad("V109", f"{inst.opcode}'s first tuple element {txt(out.tuple_shapes[0])} must be its "
                          "operands' shapes")
    rule = SHAPE_RULES.get(base)
    if rule is not None:     # the wrapped instruction, as XLA builds it from the start
        wrapped = dataclasses.replace(inst, opcode=base, shape=out.tuple_shapes[1])
        inferred = rule(wrapped, ops, ctx)
        if inferred is not None and not _fits(inferred, wrapped.shape):
            raise Bad("V200", f"{inst.opcode}: the wrapped {base} gives {txt(inferred)}, the start declares "
                              f"{txt(wrapped.shape)}")
    return None


def infer_copy_done(inst, ops, ctx):
    o = ops[0]
    if not o.is_tuple or len(o.tuple_shapes) < 2:
        raise Bad("V109", f"copy-done's operand must be copy-start's tuple, found {txt(o)}")
    return _strip(o.tuple_shapes[0])


def infer_start_done(inst, ops, ctx):
    """all-gather-done, collective-permute-done: the result is element 1 of the start's tuple, or the
    start's own array result."""
    o = ops[0]
    if o.is_tuple:
        if len(o.tuple_shapes) < 2:
            raise Bad("V109", f"{inst.opcode}'s operand must be the start's tuple, found {txt(o)}")
        return _strip(o.tuple_shapes[1])
    return _strip(o)


# ----------------------------------------------------------------------------- collectives
def infer_all_reduce(inst, ops, ctx):
    _reducer(inst, ctx, "to_apply", [arr(o.element_type, ()) for o in ops[:1]], "all-reduce reducer")
    return infer_tuple_of_operands(inst, ops, ctx)


def _gather_like(inst, ops, ctx, grow: bool, out: Shape | None = None):
    out = inst.shape if out is None else out
    dims = int_list(inst, "dimensions", required=True)
    outs = out.tuple_shapes if out.is_tuple and len(ops) > 1 else (out,)
    if len(dims) != 1:
        raise Bad("V202", f"{inst.opcode} needs one dimension, found {len(dims)}")
    d = dims[0]
    for o, r in zip(ops, outs):
        if not 0 <= d < o.rank:
            raise Bad("V202", f"{inst.opcode} dimension {d} is out of range for {txt(o)}")
        if r.is_array and (r.rank != o.rank or any(r.dims[i] != o.dims[i] for i in range(o.rank) if i != d)):
            raise Bad("V200", f"{inst.opcode} result {txt(r)} must match the operand {txt(o)} outside dimension {d}")
        if r.is_array and r.dims[d] and o.dims[d] and (
                (grow and r.dims[d] % o.dims[d]) or (not grow and o.dims[d] % r.dims[d])):
            raise Bad("V200", f"{inst.opcode} dimension {d}: {txt(r)} is not a multiple of {txt(o)}")
        size = _group_size(inst)
        if r.is_array and size > 1 and r.dims[d] and o.dims[d]:
            shards = r.dims[d] // o.dims[d] if grow else o.dims[d] // r.dims[d]
            if shards != size:
                raise Bad("V200", f"{inst.opcode} dimension {d}: {txt(o)} -> {txt(r)} is {shards} shard(s), but "
                                  f"the replica groups have {size} members")
    return None


def _group_size(inst) -> int:
    """Members per replica group, or 0 where the groups do not say (empty: all replicas)."""
    groups = inst.attribute_map.get("replica_groups")
    if isinstance(groups, tuple) and groups and groups[0]:
        return len(groups[0])
    if isinstance(groups, IotaList) and groups.dims:
        return groups.dims[-1]
    if isinstance(groups, MeshAxesGroups):
        try:
            return groups.group_size
        except ValueError:      # an axis the mesh lacks: check_collectives reports it
            return 0
    return 0


def infer_all_gather(inst, ops, ctx):
    return _gather_like(inst, ops, ctx, grow=True)


def infer_all_gather_start(inst, ops, ctx):
    """all-gather-start returns (operands, results); the results follow all-gather's rule."""
    s = inst.shape
    if not s.is_tuple or len(s.tuple_shapes) != 2:
        raise Bad("V200", f"all-gather-start returns (operands, results), declared {txt(s)}")
    sent, gathered = s.tuple_shapes
    want = ops[0] if len(ops) == 1 else Shape("tuple", tuple_shapes=tuple(ops))
    if sent.without_layout() != want.without_layout():
        raise Bad("V200", f"all-gather-start element 0 is {txt(sent)}, the operands are {txt(want)}")
    return _gather_like(inst, ops, ctx, grow=True, out=gathered)


def infer_reduce_scatter(inst, ops, ctx):
    _reducer(inst, ctx, "to_apply", [arr(o.element_type, ()) for o in ops[:1]], "reduce-scatter reducer")
    return _gather_like(inst, ops, ctx, grow=False)


def _check_offsets(buffer: Shape, offsets: Shape, what: str):
    """An in-place collective-permute's offsets for one buffer: a tuple of one index per buffer
    dimension, or a tuple of such tuples (one per slice moved)."""
    if not offsets.is_tuple:
        raise Bad("V208", f"collective-permute {what} offsets must be a tuple, found {txt(offsets)}")
    parts = offsets.tuple_shapes
    if all(p.is_tuple for p in parts) and parts:
        bad = next((p for p in parts if len(p.tuple_shapes) != buffer.rank), None)
        if bad is not None:
            raise Bad("V208", f"collective-permute {what} offsets {txt(bad)} must give one index per dimension "
                              f"of the {what} buffer {txt(buffer)}")
    elif all(p.is_array for p in parts):
        if len(parts) != buffer.rank:
            raise Bad("V208", f"collective-permute {what} offsets {txt(offsets)} must give one index per "
                              f"dimension of the {what} buffer {txt(buffer)}")
    else:
        raise Bad("V208", f"collective-permute {what} offsets {txt(offsets)} must be a tuple of arrays or a "
                          "tuple of tuples")


def check_in_place_permute(inst, ops):
    """(input, output, input offsets, output offsets): arrays with their offsets, or tuples of them
    element by element (XLA's CheckInplaceCollectivePermute)."""
    src, dst, src_off, dst_off = ops
    if src.is_array and dst.is_array:
        _check_offsets(src, src_off, "input")
        _check_offsets(dst, dst_off, "output")
    elif src.is_tuple and dst.is_tuple and len(src.tuple_shapes) == len(dst.tuple_shapes):
        for buffers, offsets, what in ((src, src_off, "input"), (dst, dst_off, "output")):
            if not offsets.is_tuple or len(offsets.tuple_shapes) != len(buffers.tuple_shapes):
                raise Bad("V208", f"collective-permute {what} offsets {txt(offsets)} must have one entry per "
                                  f"{what} buffer {txt(buffers)}")
            for b, o in zip(buffers.tuple_shapes, offsets.tuple_shapes):
                _check_offsets(b, o, what)
    else:
        raise Bad("V208", f"collective-permute input buffer {txt(src)} and output buffer {txt(dst)} must both "
                          "be arrays or tuples of as many elements")


def infer_collective_permute(inst, ops, ctx):
    """The one-operand form returns its operand's shape; the in-place form (input, output, offsets)
    returns the output buffer's."""
    if len(ops) == 1:
        return _strip(ops[0])
    if len(ops) == 4:
        check_in_place_permute(inst, ops)
        return _strip(ops[1])
    return None


def infer_collective_permute_start(inst, ops, ctx):
    """collective-permute-start returns (operand, result, u32[] contexts...)."""
    if len(ops) not in (1, 4):
        return None
    if len(ops) == 4:
        check_in_place_permute(inst, ops)
    out, result = inst.shape, _strip(ops[0] if len(ops) == 1 else ops[1])
    if not (out.is_tuple and len(out.tuple_shapes) >= 2 and _fits(out.tuple_shapes[0], ops[0])
            and _fits(out.tuple_shapes[1], result)):
        want = tup([ops[0], result, arr("u32", ()), arr("u32", ())])
        raise Bad("V200", f"collective-permute-start returns (operand, result, u32[], u32[]) = {txt(want)}, "
                          f"declared {txt(out)}")
    return None


def infer_declared(inst, ops, ctx):
    return None


def infer_infeed(inst, ops, ctx):
    """infeed(token) returns (data, token[])."""
    out = inst.shape
    if not (out.is_tuple and len(out.tuple_shapes) == 2 and out.tuple_shapes[1].element_type == "token"):
        raise Bad("V200", f"infeed returns (data, token[]), declared {txt(out)}")
    return None


def infer_outfeed(inst, ops, ctx):
    """outfeed(data, token): outfeed_shape, when given, restates the data's shape."""
    declared = inst.attribute_map.get("outfeed_shape")
    if isinstance(declared, Shape) and declared.without_layout() != ops[0].without_layout():
        raise Bad("V208", f"outfeed_shape {declared.to_text(layout=False)} differs from the operand "
                          f"{ops[0].to_text(layout=False)}")
    return Shape("token")


# custom-call targets whose result XLA defines from the operands.
SAME_SHAPE_CUSTOM_CALLS = targets_where(shape=OPERAND)


def infer_custom_call(inst, ops, ctx):
    """Declared result (except targets XLA defines); operand_layout_constraints must list the operands."""
    if attr(inst, "custom_call_target") in SAME_SHAPE_CUSTOM_CALLS and len(ops) == 1:
        return _strip(ops[0])
    constraints = inst.attribute_map.get("operand_layout_constraints")
    if constraints is None:
        return None
    items = getattr(constraints, "items", None)
    if items is None or not all(isinstance(c, Shape) for c in items):
        raise Bad("V112", "operand_layout_constraints must be a list of shapes with layouts")
    if len(items) != len(ops):
        raise Bad("V112", f"operand_layout_constraints lists {len(items)} shapes for {len(ops)} operands")
    for k, (c, op) in enumerate(zip(items, ops)):
        if (c.element_type, c.dims) != (op.element_type, op.dims):
            raise Bad("V208", f"operand_layout_constraints[{k}] is {c.to_text(layout=False)} but operand {k} "
                              f"is {op.to_text(layout=False)}")
    return None


def infer_scalar(element_type):
    return lambda inst, ops, ctx: arr(element_type, ())


def infer_token(inst, ops, ctx):
    for k, o in enumerate(ops):
        if o.element_type != "token":
            raise Bad("V201", f"{inst.opcode} operand {k} must be a token, found {txt(o)}")
    return Shape("token")


def infer_get_dimension_size(inst, ops, ctx):
    o = ops[0]
    d = attr(inst, "dimensions", required=True)
    d = d[0] if isinstance(d, tuple) and len(d) == 1 else d
    if not isinstance(d, int) or not 0 <= d < o.rank:
        raise Bad("V202", f"get-dimension-size dimension {d} is out of range for {txt(o)}")
    return arr("s32", ())


def infer_set_dimension_size(inst, ops, ctx):
    o, size = ops
    d = attr(inst, "dimensions", required=True)
    d = d[0] if isinstance(d, tuple) and len(d) == 1 else d
    if not isinstance(d, int) or not 0 <= d < o.rank:
        raise Bad("V202", f"set-dimension-size dimension {d} is out of range for {txt(o)}")
    if not scalar(size) or size.element_type != "s32":
        raise Bad("V201", f"set-dimension-size size must be s32[], found {txt(size)}")
    dyn = list(o.dynamic)
    dyn[d] = True
    return arr(o.element_type, o.dims, dyn)


def infer_add_dependency(inst, ops, ctx):
    if ops[1].element_type != "token":
        raise Bad("V201", f"add-dependency's second operand must be a token, found {txt(ops[1])}")
    return _strip(ops[0])


def infer_bitcast(inst, ops, ctx):
    o, out = ops[0], inst.shape
    if (o.is_array and out.is_array and not o.is_dynamic and not out.is_dynamic
            and not ctx.allow_bitcast_to_have_different_size):
        bo, br = o.num_elements * bits(o.element_type), out.num_elements * bits(out.element_type)
        if bo != br:
            raise Bad("V205", f"bitcast from {txt(o)} ({bo} bits) to {txt(out)} ({br} bits) changes the size")
    return None


def infer_constant(inst, ops, ctx):
    lit = inst.literal
    if lit is not None and lit.shape is not None and not _fits(lit.shape, inst.shape):
        return _strip(lit.shape)
    return None


Rule = Callable[..., "Shape | None"]

SHAPE_RULES: dict[str, Rule] = {}
SHAPE_RULES.update({op: infer_unary for op in UNARY})
SHAPE_RULES.update({op: infer_binary for op in BINARY})
SHAPE_RULES.update({
    "copy": infer_same_as_operand, "real": infer_real_imag, "imag": infer_real_imag, "is-finite": infer_is_finite,
                    "complex": infer_complex,
    "compare": infer_compare, "select": infer_select, "clamp": infer_clamp,
    "convert": infer_convert, "bitcast-convert": infer_bitcast_convert,
    "reduce-precision": infer_reduce_precision, "stochastic-convert": infer_stochastic_convert,
    "broadcast": infer_broadcast, "reshape": infer_reshape, "transpose": infer_transpose,
    "reverse": infer_reverse, "slice": infer_slice, "dynamic-slice": infer_dynamic_slice,
    "dynamic-update-slice": infer_dynamic_update_slice, "pad": infer_pad, "concatenate": infer_concatenate,
    "iota": infer_iota, "dot": infer_dot, "convolution": infer_convolution,
    "reduce": infer_reduce, "reduce-window": infer_reduce_window, "select-and-scatter": infer_select_and_scatter,
    "map": infer_map, "sort": infer_sort, "topk": infer_topk, "gather": infer_gather, "scatter": infer_scatter,
    "fft": infer_fft, "cholesky": infer_cholesky, "triangular-solve": infer_triangular_solve,
    "batch-norm-training": infer_batch_norm_training, "batch-norm-inference": infer_batch_norm_inference,
    "batch-norm-grad": infer_batch_norm_grad, "rng": infer_rng, "rng-bit-generator": infer_rng_bit_generator,
    "rng-get-and-update-state": infer_declared,
    "tuple": lambda inst, ops, ctx: tup(ops),      # layouts kept, as XLA infers them
    "get-tuple-element": infer_get_tuple_element, "while": infer_while, "conditional": infer_conditional,
    "call": infer_call, "fusion": infer_fusion, "custom-call": infer_custom_call, "scan": infer_declared,
    "async-start": infer_async_start, "async-update": infer_same_as_operand, "async-done": infer_async_done,
    "copy-start": infer_declared, "copy-done": infer_copy_done,
    "all-reduce": infer_all_reduce, "all-reduce-start": infer_all_reduce, "all-reduce-done": infer_same_as_operand,
    "all-gather": infer_all_gather, "all-gather-start": infer_all_gather_start, "all-gather-done": infer_start_done,
    "reduce-scatter": infer_reduce_scatter, "all-to-all": infer_all_to_all,
    "ragged-all-to-all": infer_declared, "collective-broadcast": infer_tuple_of_operands,
    "collective-permute": infer_collective_permute,
    "collective-permute-start": infer_collective_permute_start,
    "collective-permute-done": infer_start_done, "collective-reduce": infer_declared,
    "send": infer_declared, "send-done": infer_declared, "recv": infer_declared, "recv-done": infer_declared,
    "infeed": infer_infeed, "outfeed": infer_outfeed,
    "after-all": infer_token, "add-dependency": infer_add_dependency, "opt-barrier": infer_same_as_operand,
    "domain": infer_same_as_operand, "get-dimension-size": infer_get_dimension_size,
    "set-dimension-size": infer_set_dimension_size, "partition-id": infer_scalar("u32"),
    "replica-id": infer_scalar("u32"), "constant": infer_constant, "parameter": infer_declared,
    "bitcast": infer_bitcast, "dynamic-reshape": infer_declared, "ragged-dot": infer_declared,
    "scaled-dot": infer_declared, "shuffle": infer_declared,
})
