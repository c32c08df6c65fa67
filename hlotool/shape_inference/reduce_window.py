"""Shape rules of the reductions and windowed ops: reduce, reduce-window, select-and-scatter, sort and
topk."""
from __future__ import annotations

from ..ir.shape import Shape
from ..ir.values import Window
from .common import (
    Invalid,
    array_shape,
    attr,
    check_dims_in_range,
    check_reducer,
    infer_declared,
    infer_tuple_of_operands,
    int_list,
    same_dims,
    scalar,
    shape_text,
    tuple_shape,
)
from .registry import shape_rule


@shape_rule("reduce")
def infer_reduce(inst, ops, ctx):
    n = len(ops) // 2
    if len(ops) % 2 or n == 0:
        raise Invalid("V101", f"reduce takes N operands and N init values, found {len(ops)} operands")
    arrays, inits = ops[:n], ops[n:]
    for s in inits:
        if not scalar(s):
            raise Invalid("V208", f"reduce init values must be scalars, found {shape_text(s)}")
    same_dims(inst, list(arrays), "reduced operands")
    dims = int_list(inst, "dimensions")
    check_dims_in_range(dims, arrays[0].rank, "reduce dimensions")
    types = check_reducer(inst, ctx, "to_apply", inits, "reducer") or [s.element_type for s in inits]
    if ctx.allow_mixed_precision:      # a reducer in another precision keeps the operands' types
        types = [s.element_type for s in inits]
    keep = [i for i in range(arrays[0].rank) if i not in dims]
    outs = [array_shape(t, [arrays[0].dims[i] for i in keep], [arrays[0].dynamic[i] for i in keep]) for t in types]
    return outs[0] if n == 1 else tuple_shape(outs)


def _window(inst, o: Shape) -> Window:
    """The window of reduce-window or select-and-scatter. The schema lets it be left out (XLA's parser
    too); only a scalar operand can do without one."""
    if "window" not in inst.attribute_map and o.rank > 0:
        raise Invalid("V112", f"{inst.opcode} requires the attribute window=")
    return attr(inst, "window", Window(()))


def _window_output(inst, o: Shape, window: Window, what: str) -> list[int]:
    if len(window.dims) != o.rank:
        raise Invalid("V203", f"{what} window has {len(window.dims)} dimensions for rank-{o.rank} {shape_text(o)}")
    out = []
    for i, w in enumerate(window.dims):
        if w.size < 1 or w.stride < 1 or w.lhs_dilate < 1 or w.rhs_dilate < 1:
            raise Invalid("V203", f"{what} window dimension {i}: size, stride and dilations must be >= 1")
        d = o.dims[i]
        padded = ((d - 1) * w.lhs_dilate + 1 if d else 0) + w.pad_low + w.pad_high
        span = (w.size - 1) * w.rhs_dilate + 1
        out.append(0 if padded < span else (padded - span) // w.stride + 1)
    return out


@shape_rule("reduce-window")
def infer_reduce_window(inst, ops, ctx):
    n = len(ops) // 2
    if len(ops) % 2 or n == 0:
        raise Invalid("V101", f"reduce-window takes N operands and N init values, found {len(ops)} operands")
    arrays, inits = ops[:n], ops[n:]
    same_dims(inst, list(arrays), "operands")
    window = _window(inst, arrays[0])
    types = check_reducer(inst, ctx, "to_apply", inits, "reducer") or [s.element_type for s in inits]
    dims = _window_output(inst, arrays[0], window, "reduce-window")
    outs = [array_shape(t, dims) for t in types]
    return outs[0] if n == 1 else tuple_shape(outs)


@shape_rule("select-and-scatter")
def infer_select_and_scatter(inst, ops, ctx):
    o, src, init = ops
    window = _window(inst, o)
    dims = _window_output(inst, o, window, "select-and-scatter")
    if list(src.dims) != dims:
        raise Invalid("V208", f"select-and-scatter source {shape_text(src)} must have the window output dimensions "
                          f"[{','.join(map(str, dims))}]")
    sel = ctx.called(inst, "select")
    if sel is not None and (len(sel.parameters) != 2 or sel.root.shape.to_text(False) != "pred[]"):
        raise Invalid("V105", f"select computation {sel.name} must take 2 scalars and return pred[]",
                  ((f"{sel.name} is defined here", sel.loc),))
    check_reducer(inst, ctx, "scatter", [init], "scatter computation")
    return array_shape(o.element_type, o.dims, o.dynamic)


@shape_rule("sort")
def infer_sort(inst, ops, ctx):
    same_dims(inst, ops)
    d = attr(inst, "dimensions")
    dims = int_list(inst, "dimensions")
    check_dims_in_range(dims, ops[0].rank, "sort dimension")
    if len(dims) != 1:
        raise Invalid("V202", f"sort needs one dimension, found {d}")
    comp = ctx.called(inst, "to_apply")
    if comp is not None:
        params = comp.parameters
        if len(params) != 2 * len(ops):
            raise Invalid("V105", f"sort comparator {comp.name} takes {len(params)} parameters; {len(ops)} operand(s) "
                              f"need {2 * len(ops)}", ((f"{comp.name} is defined here", comp.loc),))
        for k, p in enumerate(params):
            want = ops[k // 2].element_type
            if not scalar(p.shape) or p.shape.element_type != want:
                raise Invalid("V105", f"sort comparator {comp.name} parameter {k} is {shape_text(p.shape)}, expected "
                                      f"{want}[]",
                          ((f"{comp.name} is defined here", comp.loc),))
        if comp.root.shape.to_text(False) != "pred[]":
            raise Invalid("V105", f"sort comparator {comp.name} must return pred[], returns "
                                  f"{shape_text(comp.root.shape)}",
                      ((f"{comp.name} is defined here", comp.loc),))
    return infer_tuple_of_operands(inst, ops, ctx)


@shape_rule("topk")
def infer_topk(inst, ops, ctx):
    o = ops[0]
    k = attr(inst, "k")
    if o.rank < 1 or not isinstance(k, int) or not 0 <= k <= o.dims[-1]:
        raise Invalid("V202", f"topk k={k} must be within the last dimension of {shape_text(o)}")
    dims = o.dims[:-1] + (k,)
    return tuple_shape([array_shape(o.element_type, dims), array_shape("s32", dims)])


# Rules shared with other families.
shape_rule("scan")(infer_declared)
