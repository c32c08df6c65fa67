"""Shape rules of the collectives (all-reduce, all-gather, reduce-scatter, all-to-all,
collective-permute and their start/done pairs), send/recv and infeed/outfeed, and the device ids."""
from __future__ import annotations

from ..ir.device_groups import IotaList, MeshAxesGroups
from ..ir.shape import Shape
from .common import (
    Invalid,
    array_shape,
    as_inferred,
    check_reducer,
    fits,
    infer_declared,
    infer_same_as_operand,
    infer_tuple_of_operands,
    int_list,
    shape_text,
    tuple_shape,
)
from .registry import shape_rule


@shape_rule("all-gather-done", "collective-permute-done")
def infer_start_done(inst, ops, ctx):
    """all-gather-done, collective-permute-done: the result is element 1 of the start's tuple, or the
    start's own array result."""
    o = ops[0]
    if o.is_tuple:
        if len(o.tuple_shapes) < 2:
            raise Invalid("V109", f"{inst.opcode}'s operand must be the start's tuple, found {shape_text(o)}")
        return as_inferred(o.tuple_shapes[1])
    return as_inferred(o)


@shape_rule("all-reduce", "all-reduce-start")
def infer_all_reduce(inst, ops, ctx):
    check_reducer(inst, ctx, "to_apply", [array_shape(o.element_type, ()) for o in ops[:1]], "all-reduce reducer")
    return infer_tuple_of_operands(inst, ops, ctx)


def _gather_like(inst, ops, ctx, grow: bool, out: Shape | None = None):
    out = inst.shape if out is None else out
    dims = int_list(inst, "dimensions")
    outs = out.tuple_shapes if out.is_tuple and len(ops) != 1 else (out,)
    if len(outs) != len(ops):          # (XLA: one result per operand, a tuple unless there is one)
        raise Invalid("V200", f"{inst.opcode} of {len(ops)} operands returns a tuple of {len(ops)} results, "
                              f"declared {shape_text(out)}")
    if len(dims) != 1:
        raise Invalid("V202", f"{inst.opcode} needs one dimension, found {len(dims)}")
    d = dims[0]
    for o, r in zip(ops, outs, strict=True):
        if not 0 <= d < o.rank:
            raise Invalid("V202", f"{inst.opcode} dimension {d} is out of range for {shape_text(o)}")
        if r.is_array and (r.rank != o.rank or any(r.dims[i] != o.dims[i] for i in range(o.rank) if i != d)):
            raise Invalid("V200", f"{inst.opcode} result {shape_text(r)} must match the operand {shape_text(o)} "
                                  "outside "
                                  f"dimension {d}")
        if r.is_array and r.dims[d] and o.dims[d] and (
                (grow and r.dims[d] % o.dims[d]) or (not grow and o.dims[d] % r.dims[d])):
            raise Invalid("V200", f"{inst.opcode} dimension {d}: {shape_text(r)} is not a multiple of {shape_text(o)}")
        size = _group_size(inst)
        if r.is_array and size > 1 and r.dims[d] and o.dims[d]:
            shards = r.dims[d] // o.dims[d] if grow else o.dims[d] // r.dims[d]
            if shards != size:
                raise Invalid("V200", f"{inst.opcode} dimension {d}: {shape_text(o)} -> {shape_text(r)} is {shards} "
                                      "shard(s), but "
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


@shape_rule("all-gather")
def infer_all_gather(inst, ops, ctx):
    return _gather_like(inst, ops, ctx, grow=True)


@shape_rule("all-gather-start")
def infer_all_gather_start(inst, ops, ctx):
    """all-gather-start returns (operands, results); the results follow all-gather's rule."""
    s = inst.shape
    if not s.is_tuple or len(s.tuple_shapes) != 2:
        raise Invalid("V200", f"all-gather-start returns (operands, results), declared {shape_text(s)}")
    sent, gathered = s.tuple_shapes
    want = ops[0] if len(ops) == 1 else Shape("tuple", tuple_shapes=tuple(ops))
    if sent.without_layout() != want.without_layout():
        raise Invalid("V200", f"all-gather-start element 0 is {shape_text(sent)}, the operands are {shape_text(want)}")
    return _gather_like(inst, ops, ctx, grow=True, out=gathered)


@shape_rule("reduce-scatter")
def infer_reduce_scatter(inst, ops, ctx):
    check_reducer(inst, ctx, "to_apply", [array_shape(o.element_type, ()) for o in ops[:1]], "reduce-scatter reducer")
    return _gather_like(inst, ops, ctx, grow=False)


@shape_rule("all-to-all")
def infer_all_to_all(inst, ops, ctx):
    """With split dimensions= an array in, an array out; without, the tuple form: a tuple of the
    operands' shapes (a 1-tuple too, as XLA writes it)."""
    if "dimensions" not in inst.attribute_map and inst.shape.is_tuple:
        return tuple_shape(as_inferred(o) for o in ops)
    return infer_tuple_of_operands(inst, ops, ctx)


@shape_rule("collective-permute")
def infer_collective_permute(inst, ops, ctx):
    """The one-operand form returns its operand's shape; the in-place form (input, output, offsets)
    returns the output buffer's."""
    if len(ops) == 1:
        return as_inferred(ops[0])
    if len(ops) == 4:      # (the offsets: hlotool.verifier.instruction_checks)
        return as_inferred(ops[1])
    return None


@shape_rule("collective-permute-start")
def infer_collective_permute_start(inst, ops, ctx):
    """collective-permute-start returns (operand, result, u32[] contexts...)."""
    if len(ops) not in (1, 4):
        return None
    out, result = inst.shape, as_inferred(ops[0] if len(ops) == 1 else ops[1])
    if not (out.is_tuple and len(out.tuple_shapes) >= 2 and fits(out.tuple_shapes[0], ops[0])
            and fits(out.tuple_shapes[1], result)):
        want = tuple_shape([ops[0], result, array_shape("u32", ()), array_shape("u32", ())])
        raise Invalid("V200", f"collective-permute-start returns (operand, result, u32[], u32[]) = {shape_text(want)}, "
                          f"declared {shape_text(out)}")
    return None


@shape_rule("infeed")
def infer_infeed(inst, ops, ctx):
    """infeed(token) returns (data, token[])."""
    out = inst.shape
    if not (out.is_tuple and len(out.tuple_shapes) == 2 and out.tuple_shapes[1].element_type == "token"):
        raise Invalid("V200", f"infeed returns (data, token[]), declared {shape_text(out)}")
    return None


@shape_rule("outfeed")
def infer_outfeed(inst, ops, ctx):
    """outfeed(data, token): outfeed_shape, when given, restates the data's shape."""
    declared = inst.attribute_map.get("outfeed_shape")
    if isinstance(declared, Shape) and declared.without_layout() != ops[0].without_layout():
        raise Invalid("V208", f"outfeed_shape {declared.to_text(layout=False)} differs from the operand "
                          f"{ops[0].to_text(layout=False)}")
    return Shape("token")


def infer_scalar(element_type):
    return lambda inst, ops, ctx: array_shape(element_type, ())


# Rules shared with other families.
shape_rule("ragged-all-to-all", "collective-reduce", "send", "send-done", "recv", "recv-done")(infer_declared)
shape_rule("all-reduce-done")(infer_same_as_operand)
shape_rule("collective-broadcast")(infer_tuple_of_operands)
shape_rule("partition-id", "replica-id")(infer_scalar("u32"))
