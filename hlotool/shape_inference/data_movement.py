"""Shape rules of the ops that move data: broadcast, reshape, transpose, slices, pad, concatenate, iota,
gather and scatter, tuples, dynamic dimension sizes, bitcast and constants."""
from __future__ import annotations

from ..ir.shape import Layout, Shape
from .common import (
    Invalid,
    array_shape,
    as_inferred,
    attr,
    bits,
    check_dims_in_range,
    check_reducer,
    fits,
    infer_declared,
    infer_same_as_operand,
    infer_tuple_of_operands,
    int_list,
    is_int,
    kind,
    same_types,
    scalar,
    shape_text,
    tuple_shape,
)
from .registry import shape_rule


@shape_rule("broadcast")
def infer_broadcast(inst, ops, ctx):
    o, out = ops[0], inst.shape
    dims = int_list(inst, "dimensions")     # a scalar needs none (XLA too)
    if len(dims) != o.rank:
        raise Invalid("V202", f"broadcast of rank-{o.rank} {shape_text(o)} needs {o.rank} dimensions, found "
                              f"{len(dims)}")
    for i, d in enumerate(dims):
        if not 0 <= d < out.rank:
            raise Invalid("V202", f"broadcast dimension {d} is out of range for the result rank {out.rank}")
        if o.dims[i] != out.dims[d] and o.dims[i] != 1:
            raise Invalid("V208", f"broadcast: operand dimension {i} (size {o.dims[i]}) does not match result "
                              f"dimension {d} (size {out.dims[d]})")
        if i and dims[i - 1] >= d:
            raise Invalid("V202", f"broadcast dimensions must be increasing, found {{{','.join(map(str, dims))}}}")
    return array_shape(o.element_type, out.dims, out.dynamic)


@shape_rule("reshape")
def infer_reshape(inst, ops, ctx):
    o, out = ops[0], inst.shape
    if not o.is_dynamic and not out.is_dynamic and o.num_elements != out.num_elements:
        raise Invalid("V205", f"reshape of {shape_text(o)} ({o.num_elements} elements) to {shape_text(out)} "
                          f"({out.num_elements} elements)")
    return array_shape(o.element_type, out.dims, out.dynamic)


@shape_rule("transpose")
def infer_transpose(inst, ops, ctx):
    o = ops[0]
    perm = int_list(inst, "dimensions")
    if sorted(perm) != list(range(o.rank)):
        raise Invalid("V202", f"transpose dimensions {{{','.join(map(str, perm))}}} are not a permutation of "
                          f"0..{o.rank - 1}")
    # As XLA: the result keeps the operand's physical order (its layout is the permuted one).
    m2m = o.layout.minor_to_major if o.layout is not None else tuple(range(o.rank - 1, -1, -1))
    return Shape(o.element_type, tuple(o.dims[p] for p in perm), tuple(o.dynamic[p] for p in perm),
                 Layout(tuple(perm.index(d) for d in m2m)))


@shape_rule("reverse")
def infer_reverse(inst, ops, ctx):
    o = ops[0]
    check_dims_in_range(int_list(inst, "dimensions"), o.rank, "reverse")
    return array_shape(o.element_type, o.dims, o.dynamic)


@shape_rule("slice")
def infer_slice(inst, ops, ctx):
    o = ops[0]
    spec = attr(inst, "slice")
    if len(spec.dims) != o.rank:
        raise Invalid("V204", f"slice has {len(spec.dims)} ranges for rank-{o.rank} {shape_text(o)}")
    out = []
    for i, (start, limit, stride) in enumerate(spec.dims):
        if stride < 1:
            raise Invalid("V204", f"slice dimension {i}: stride must be >= 1, found {stride}")
        if not 0 <= start <= limit <= o.dims[i]:
            raise Invalid("V204", f"slice dimension {i}: [{start}:{limit}] is not within 0..{o.dims[i]}")
        out.append((limit - start + stride - 1) // stride)
    return array_shape(o.element_type, out)


def _index_operands(inst, ops, first, rank):
    idx = ops[first:]
    if len(idx) == 1 and idx[0].rank == 1 and rank != 1:     # the old form: one vector of starts
        return
    if len(idx) != rank:
        raise Invalid("V101", f"{inst.opcode} of a rank-{rank} operand needs {rank} start indices, found {len(idx)}")
    for k, s in enumerate(idx):
        if not scalar(s) or not is_int(s):
            raise Invalid("V201", f"{inst.opcode} start index {k} must be an integer scalar, found {shape_text(s)}")
    if len({s.element_type for s in idx}) > 1:     # XLA: "start indices must have same element type"
        raise Invalid("V201", f"{inst.opcode} start indices must share one element type, found "
                          + ", ".join(shape_text(s) for s in idx))


@shape_rule("dynamic-slice")
def infer_dynamic_slice(inst, ops, ctx):
    o = ops[0]
    sizes = int_list(inst, "dynamic_slice_sizes")
    _index_operands(inst, ops, 1, o.rank)
    if len(sizes) != o.rank:
        raise Invalid("V204", f"dynamic_slice_sizes has {len(sizes)} sizes for rank-{o.rank} {shape_text(o)}")
    for i, s in enumerate(sizes):
        if not 0 <= s <= o.dims[i]:
            raise Invalid("V204", f"dynamic-slice size {s} in dimension {i} exceeds the operand's {o.dims[i]}")
    return array_shape(o.element_type, sizes)


@shape_rule("dynamic-update-slice")
def infer_dynamic_update_slice(inst, ops, ctx):
    o, u = ops[0], ops[1]
    _index_operands(inst, ops, 2, o.rank)
    if u.rank != o.rank:
        raise Invalid("V208", f"dynamic-update-slice update {shape_text(u)} must have the operand's rank {o.rank}")
    for i in range(o.rank):
        if u.dims[i] > o.dims[i]:
            raise Invalid("V204", f"dynamic-update-slice update dimension {i} ({u.dims[i]}) exceeds the "
                              f"operand's ({o.dims[i]})")
    same_types(inst, [o, u], ctx, "operand and update")
    return array_shape(o.element_type, o.dims, o.dynamic)


@shape_rule("pad")
def infer_pad(inst, ops, ctx):
    o, v = ops
    if not scalar(v):
        raise Invalid("V208", f"pad's padding value must be a scalar, found {shape_text(v)}")
    same_types(inst, ops, ctx)
    cfg = attr(inst, "padding")
    if len(cfg.dims) != o.rank:
        raise Invalid("V203", f"padding has {len(cfg.dims)} dimensions for rank-{o.rank} {shape_text(o)}")
    out = []
    for i, (lo, hi, interior) in enumerate(cfg.dims):
        if interior < 0:
            raise Invalid("V203", f"pad dimension {i}: interior padding must be >= 0, found {interior}")
        n = lo + hi + o.dims[i] + max(o.dims[i] - 1, 0) * interior
        if n < 0:
            raise Invalid("V203", f"pad dimension {i}: the result size {n} is negative")
        out.append(n)
    return array_shape(o.element_type, out)


@shape_rule("concatenate")
def infer_concatenate(inst, ops, ctx):
    dims = int_list(inst, "dimensions")
    if len(dims) != 1:
        raise Invalid("V202", f"concatenate needs one dimension, found {len(dims)}")
    d = dims[0]
    first = ops[0]
    if not 0 <= d < first.rank:
        raise Invalid("V202", f"concatenate dimension {d} is out of range for rank {first.rank}")
    same_types(inst, ops, ctx)
    total = 0
    for k, o in enumerate(ops):
        if o.rank != first.rank or any(o.dims[i] != first.dims[i] for i in range(o.rank) if i != d):
            raise Invalid("V208", f"concatenate operand {k} {shape_text(o)} does not match operand 0 "
                                  f"{shape_text(first)} outside "
                              f"dimension {d}")
        total += o.dims[d]
    out = list(first.dims)
    out[d] = total
    return array_shape(first.element_type, out)


@shape_rule("iota")
def infer_iota(inst, ops, ctx):
    out = inst.shape
    d = attr(inst, "iota_dimension")
    if not out.is_array or not (isinstance(d, int) and 0 <= d < out.rank):
        raise Invalid("V202", f"iota_dimension {d} is out of range for {shape_text(out)}")
    if kind(out) not in ("signed", "unsigned", "float", "complex"):
        raise Invalid("V201", f"iota makes integers, floats or complex numbers, not {out.element_type}")
    return None


@shape_rule("gather")
def infer_gather(inst, ops, ctx):
    o, idx = ops
    offset_dims = int_list(inst, "offset_dims")
    collapsed = int_list(inst, "collapsed_slice_dims")
    start_map = int_list(inst, "start_index_map")
    obatch = int_list(inst, "operand_batching_dims")
    ibatch = int_list(inst, "start_indices_batching_dims")
    ivd = attr(inst, "index_vector_dim", idx.rank)
    sizes = int_list(inst, "slice_sizes")
    if not is_int(idx):
        raise Invalid("V201", f"gather indices must be integers, found {shape_text(idx)}")
    if len(sizes) != o.rank:
        raise Invalid("V207", f"gather slice_sizes has {len(sizes)} sizes for rank-{o.rank} {shape_text(o)}")
    for i, s in enumerate(sizes):
        if not 0 <= s <= o.dims[i]:
            raise Invalid("V207", f"gather slice size {s} in dimension {i} exceeds the operand's {o.dims[i]}")
    check_dims_in_range(collapsed + obatch, o.rank, "gather collapsed_slice_dims and operand_batching_dims")
    check_dims_in_range(start_map, o.rank, "gather start_index_map")
    for d in collapsed + obatch:
        if sizes[d] > 1:
            raise Invalid("V207", f"gather: collapsed or batching dimension {d} must have slice size <= 1, "
                              f"found {sizes[d]}")
    if not 0 <= ivd <= idx.rank:
        raise Invalid("V207", f"gather index_vector_dim {ivd} is out of range for indices {shape_text(idx)}")
    vec = idx.dims[ivd] if ivd < idx.rank else 1
    if vec != len(start_map):
        raise Invalid("V207", f"gather start_index_map has {len(start_map)} entries but the index vector has {vec}")
    if len(obatch) != len(ibatch):
        raise Invalid("V207", "gather operand_batching_dims and start_indices_batching_dims differ in length")
    batch_sizes = [idx.dims[i] for i in range(idx.rank) if i != ivd]
    offset_sizes = [sizes[i] for i in range(o.rank) if i not in collapsed and i not in obatch]
    rank = len(batch_sizes) + len(offset_sizes)
    if len(offset_dims) != len(offset_sizes):
        raise Invalid("V207", f"gather offset_dims has {len(offset_dims)} entries; the slice keeps {len(offset_sizes)} "
                          "dimensions")
    check_dims_in_range(offset_dims, rank, "gather offset_dims")
    if list(offset_dims) != sorted(offset_dims):
        raise Invalid("V207", "gather offset_dims must be sorted")
    out, bi, oi = [], iter(batch_sizes), iter(offset_sizes)
    for d in range(rank):
        out.append(next(oi) if d in offset_dims else next(bi))
    return array_shape(o.element_type, out)


@shape_rule("scatter")
def infer_scatter(inst, ops, ctx):
    n = (len(ops) - 1) // 2
    if len(ops) < 3 or (len(ops) - 1) % 2:
        raise Invalid("V101", f"scatter takes N operands, indices and N updates, found {len(ops)} operands")
    operands, idx, updates = ops[:n], ops[n], ops[n + 1:]
    o = operands[0]
    uwd = int_list(inst, "update_window_dims")
    inserted = int_list(inst, "inserted_window_dims")
    sd2od = int_list(inst, "scatter_dims_to_operand_dims")
    ibatch = int_list(inst, "input_batching_dims")
    ivd = attr(inst, "index_vector_dim", idx.rank)
    if not is_int(idx):
        raise Invalid("V201", f"scatter indices must be integers, found {shape_text(idx)}")
    check_dims_in_range(inserted + ibatch, o.rank, "scatter inserted_window_dims and input_batching_dims")
    check_dims_in_range(sd2od, o.rank, "scatter scatter_dims_to_operand_dims")
    if not 0 <= ivd <= idx.rank:
        raise Invalid("V207", f"scatter index_vector_dim {ivd} is out of range for indices {shape_text(idx)}")
    vec = idx.dims[ivd] if ivd < idx.rank else 1
    if vec != len(sd2od):
        raise Invalid("V207", f"scatter_dims_to_operand_dims has {len(sd2od)} entries but the index vector has {vec}")
    for u in updates:
        want_rank = len(uwd) + idx.rank - (1 if ivd < idx.rank else 0)
        if u.rank != want_rank:
            raise Invalid("V207", f"scatter updates {shape_text(u)} must have rank {want_rank} (update_window_dims "
                                  "plus "
                              "scatter dimensions)")
        check_dims_in_range(uwd, u.rank, "scatter update_window_dims")
        if len(uwd) + len(inserted) + len(ibatch) != o.rank:
            raise Invalid("V207", f"scatter: update_window_dims ({len(uwd)}) + inserted_window_dims ({len(inserted)}) "
                              f"+ input_batching_dims ({len(ibatch)}) must equal the operand rank {o.rank}")
    check_reducer(inst, ctx, "to_apply", [array_shape(u.element_type, ()) for u in updates], "scatter combiner")
    return infer_tuple_of_operands(inst, list(operands), ctx)


@shape_rule("get-tuple-element")
def infer_get_tuple_element(inst, ops, ctx):
    o = ops[0]
    i = attr(inst, "index")
    if not o.is_tuple:
        raise Invalid("V201", f"get-tuple-element needs a tuple operand, found {shape_text(o)}")
    if not isinstance(i, int) or not 0 <= i < len(o.tuple_shapes):
        raise Invalid("V106", f"tuple index {i} is out of range for {shape_text(o)} ({len(o.tuple_shapes)} elements)")
    return as_inferred(o.tuple_shapes[i])


@shape_rule("get-dimension-size")
def infer_get_dimension_size(inst, ops, ctx):
    o = ops[0]
    d = attr(inst, "dimensions")
    d = d[0] if isinstance(d, tuple) and len(d) == 1 else d
    if not isinstance(d, int) or not 0 <= d < o.rank:
        raise Invalid("V202", f"get-dimension-size dimension {d} is out of range for {shape_text(o)}")
    return array_shape("s32", ())


@shape_rule("set-dimension-size")
def infer_set_dimension_size(inst, ops, ctx):
    o, size = ops
    d = attr(inst, "dimensions")
    d = d[0] if isinstance(d, tuple) and len(d) == 1 else d
    if not isinstance(d, int) or not 0 <= d < o.rank:
        raise Invalid("V202", f"set-dimension-size dimension {d} is out of range for {shape_text(o)}")
    if not scalar(size) or size.element_type != "s32":
        raise Invalid("V201", f"set-dimension-size size must be s32[], found {shape_text(size)}")
    dyn = list(o.dynamic)
    dyn[d] = True
    return array_shape(o.element_type, o.dims, dyn)


@shape_rule("bitcast")
def infer_bitcast(inst, ops, ctx):
    o, out = ops[0], inst.shape
    if (o.is_array and out.is_array and not o.is_dynamic and not out.is_dynamic
            and not ctx.allow_bitcast_to_have_different_size):
        bo, br = o.num_elements * bits(o.element_type), out.num_elements * bits(out.element_type)
        if bo != br:
            raise Invalid("V205", f"bitcast from {shape_text(o)} ({bo} bits) to {shape_text(out)} ({br} bits) changes "
                                  "the size")
    return None


@shape_rule("constant")
def infer_constant(inst, ops, ctx):
    lit = inst.literal
    if lit is not None and lit.shape is not None and not fits(lit.shape, inst.shape):
        return as_inferred(lit.shape)
    return None


@shape_rule("tuple")
def infer_tuple(inst, ops, ctx):
    return tuple_shape(ops)      # layouts kept, as XLA infers them


# Rules shared with other families.
shape_rule("parameter", "dynamic-reshape", "shuffle")(infer_declared)
shape_rule("copy")(infer_same_as_operand)
