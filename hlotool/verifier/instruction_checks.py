"""The verifier's own checks of one instruction, beside its shape rule (hlotool.shape_inference): what XLA's
verifier checks and its shape inference does not. Each is ``check(inst, ops, ctx)`` with the rule's
arguments, raises ``Invalid`` as the rules do, and runs after the attribute schema and the operand count, before
the shape rule."""
from __future__ import annotations

import re

from ..ir.shape import Shape
from ..shape_inference import Invalid, shape_text


# A composite call (is_composite=true) names its composite in frontend_attributes. Current XLA wants a
# non-empty composite.name; composite.attributes may be absent ({}) but not empty, and composite.version may
# be absent (0) or a non-negative integer. (jaxlib 0.10.2's verifier still required all three keys.)
def check_composite(inst, ops, ctx):
    if inst.attribute_map.get("is_composite") is not True:
        return
    fa = inst.attribute_map.get("frontend_attributes")
    items = dict(getattr(fa, "items", None) or ())
    if str(items.get("composite.name", "")) == "":
        raise Invalid("V112", "a composite call (is_composite=true) needs a non-empty composite.name in its "
                          "frontend_attributes")
    if "composite.attributes" in items and str(items["composite.attributes"]) == "":
        raise Invalid("V112", "a composite call's composite.attributes must not be empty (leave it out, or write {})")
    if "composite.version" not in items:
        return
    version = str(items["composite.version"])
    if not re.fullmatch(r"\s*\+?[0-9]+\s*", version) or int(version) >= 1 << 63:
        raise Invalid("V112", f"a composite call's composite.version must be a non-negative integer, found "
                          f'"{version}"')


# An async computation holds its parameters and the one instruction it wraps (its ROOT), or only
# send/recv (with bitcasts and tuples: a group of transfers).
_SEND_RECV_GROUP = frozenset({"send", "recv", "bitcast", "parameter", "tuple"})


def check_async_computation(inst, ops, ctx):
    comp = ctx.called(inst, "calls")
    if comp is None:
        return
    extra = [i for i in comp.instructions if i is not comp.root and i.opcode != "parameter"]
    if extra and not all(i.opcode in _SEND_RECV_GROUP for i in comp.instructions):
        raise Invalid("V109", f"async computation {comp.name} must hold only its parameters and the instruction it "
                          f"wraps (its ROOT); it also has {extra[0].opcode} {extra[0].name}"
                          + (f" and {len(extra) - 1} more" if len(extra) > 1 else ""),
                  ((f"{comp.name} is defined here", comp.loc),))


def _check_offsets(buffer: Shape, offsets: Shape, what: str):
    """An in-place collective-permute's offsets for one buffer: a tuple of one index per buffer
    dimension, or a tuple of such tuples (one per slice moved)."""
    if not offsets.is_tuple:
        raise Invalid("V208", f"collective-permute {what} offsets must be a tuple, found {shape_text(offsets)}")
    parts = offsets.tuple_shapes
    if all(p.is_tuple for p in parts) and parts:
        bad = next((p for p in parts if len(p.tuple_shapes) != buffer.rank), None)
        if bad is not None:
            raise Invalid("V208", f"collective-permute {what} offsets {shape_text(bad)} must give one index per "
                                  "dimension "
                              f"of the {what} buffer {shape_text(buffer)}")
    elif all(p.is_array for p in parts):
        if len(parts) != buffer.rank:
            raise Invalid("V208", f"collective-permute {what} offsets {shape_text(offsets)} must give one index per "
                              f"dimension of the {what} buffer {shape_text(buffer)}")
    else:
        raise Invalid("V208", f"collective-permute {what} offsets {shape_text(offsets)} must be a tuple of arrays or a "
                          "tuple of tuples")


def check_in_place_permute(inst, ops, ctx):
    """(input, output, input offsets, output offsets): arrays with their offsets, or tuples of them
    element by element (XLA's CheckInplaceCollectivePermute)."""
    if len(ops) != 4:
        return
    src, dst, src_off, dst_off = ops
    if src.is_array and dst.is_array:
        _check_offsets(src, src_off, "input")
        _check_offsets(dst, dst_off, "output")
    elif src.is_tuple and dst.is_tuple and len(src.tuple_shapes) == len(dst.tuple_shapes):
        for buffers, offsets, what in ((src, src_off, "input"), (dst, dst_off, "output")):
            if not offsets.is_tuple or len(offsets.tuple_shapes) != len(buffers.tuple_shapes):
                raise Invalid("V208", f"collective-permute {what} offsets {shape_text(offsets)} must have one entry "
                                      "per "
                                  f"{what} buffer {shape_text(buffers)}")
            for b, o in zip(buffers.tuple_shapes, offsets.tuple_shapes, strict=True):
                _check_offsets(b, o, what)
    else:
        raise Invalid("V208", f"collective-permute input buffer {shape_text(src)} and output buffer {shape_text(dst)} "
                              "must both "
                          "be arrays or tuples of as many elements")


# opcode -> its checks, in the order they run
INSTRUCTION_CHECKS = {
    "call": (check_composite,),
    "async-start": (check_async_computation,),
    "collective-permute": (check_in_place_permute,),
    "collective-permute-start": (check_in_place_permute,),
}
