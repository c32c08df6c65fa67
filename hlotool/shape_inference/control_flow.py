"""Shape rules of control flow and asynchronous ops: while, conditional, call, fusion, custom-call, the
async-start/update/done family (and its short forms), copy-start/done and the token ops."""
from __future__ import annotations

import dataclasses

from ..custom_calls import OPERAND, targets_where
from ..ir.shape import Shape
from ..opcodes import async_sugar
from .common import (
    Invalid,
    as_inferred,
    attr,
    check_call,
    fits,
    infer_declared,
    infer_same_as_operand,
    shape_text,
    tuple_shape,
)
from .registry import CUSTOM_CALL_SHAPE_RULES, SHAPE_RULES, shape_rule


@shape_rule("while")
def infer_while(inst, ops, ctx):
    o = ops[0]
    body, cond = ctx.called(inst, "body"), ctx.called(inst, "condition")
    if body is not None:
        check_call(inst, body, [o], "while body")
        if not fits(body.root.shape, o):
            raise Invalid("V105", f"while body {body.name} returns {shape_text(body.root.shape)}, the loop carries "
                                  f"{shape_text(o)}",
                      ((f"{body.name} is defined here", body.loc),))
    if cond is not None:
        check_call(inst, cond, [o], "while condition")
        if cond.root.shape.to_text(False) != "pred[]":
            raise Invalid("V105", f"while condition {cond.name} must return pred[], returns "
                                  f"{shape_text(cond.root.shape)}",
                      ((f"{cond.name} is defined here", cond.loc),))
    return as_inferred(o)


@shape_rule("conditional")
def infer_conditional(inst, ops, ctx):
    sel = ops[0]
    branches = ctx.branches(inst)
    if sel.to_text(False) == "pred[]":
        if len(branches) != 2:
            raise Invalid("V105", f"a conditional on pred[] needs 2 branches, found {len(branches)}")
    elif sel.to_text(False) != "s32[]":
        raise Invalid("V201", f"conditional selector must be pred[] or s32[], found {shape_text(sel)}")
    if len(ops) - 1 != len(branches):
        raise Invalid("V101", f"conditional has {len(branches)} branches but {len(ops) - 1} branch operands")
    result = None
    for k, comp in enumerate(branches):
        check_call(inst, comp, [ops[k + 1]], f"branch {k}")
        r = as_inferred(comp.root.shape)
        if result is None:
            result = r
        elif r != result:
            raise Invalid("V105", f"branch {k} ({comp.name}) returns {shape_text(r)}, branch 0 returns "
                                  f"{shape_text(result)}",
                      ((f"{comp.name} is defined here", comp.loc),))
    return result


@shape_rule("call")
def infer_call(inst, ops, ctx):
    comp = ctx.called(inst, "to_apply")
    if comp is None:
        return None
    check_call(inst, comp, ops, "called computation")
    return as_inferred(comp.root.shape)


@shape_rule("fusion")
def infer_fusion(inst, ops, ctx):
    comp = ctx.called(inst, "calls")
    if comp is None:
        return None
    check_call(inst, comp, ops, "fused computation")
    return as_inferred(comp.root.shape)


# custom-call targets whose result XLA defines from the operands.
SAME_SHAPE_CUSTOM_CALLS = targets_where(shape=OPERAND)


@shape_rule("custom-call")
def infer_custom_call(inst, ops, ctx):
    """Declared result (except targets XLA defines, and targets with a rule of their own); operand_layout_constraints
    must list the operands."""
    target = attr(inst, "custom_call_target")
    if target in SAME_SHAPE_CUSTOM_CALLS and len(ops) == 1:
        return as_inferred(ops[0])
    own = CUSTOM_CALL_SHAPE_RULES.get(target)
    if own is not None:
        return own(inst, ops, ctx)
    constraints = inst.attribute_map.get("operand_layout_constraints")
    if constraints is None:
        return None
    items = constraints.items     # a list of shapes (the schema)
    if len(items) != len(ops):
        raise Invalid("V112", f"operand_layout_constraints lists {len(items)} shapes for {len(ops)} operands")
    for k, (c, op) in enumerate(zip(items, ops, strict=True)):
        if (c.element_type, c.dims) != (op.element_type, op.dims):
            raise Invalid("V208", f"operand_layout_constraints[{k}] is {c.to_text(layout=False)} but operand {k} "
                              f"is {op.to_text(layout=False)}")
    return None


@shape_rule("async-start")
def infer_async_start(inst, ops, ctx):
    comp = ctx.called(inst, "calls")
    out = inst.shape
    if comp is not None:
        check_call(inst, comp, ops, "async computation")
        if out.is_tuple and len(out.tuple_shapes) >= 2:
            if not fits(out.tuple_shapes[0], tuple_shape(as_inferred(o) for o in ops)):
                raise Invalid("V109", f"async-start's first tuple element {shape_text(out.tuple_shapes[0])} must be "
                                      "its "
                                  "operands' shapes")
            if not fits(out.tuple_shapes[1], comp.root.shape):
                raise Invalid("V109", f"async-start's second tuple element {shape_text(out.tuple_shapes[1])} must be "
                                  f"{comp.name}'s result {shape_text(comp.root.shape)}")
    return None


@shape_rule("async-done")
def infer_async_done(inst, ops, ctx):
    o = ops[0]
    if not o.is_tuple or len(o.tuple_shapes) < 2:
        raise Invalid("V109", f"async-done's operand must be an async context tuple, found {shape_text(o)}")
    return as_inferred(o.tuple_shapes[1])


def infer_async_sugar(inst, ops, ctx):
    """`X-start(operands)`, `X-update(s)`, `X-done(s)`: XLA's short form of an async-start/update/done
    wrapping one X that carries the start's attributes. The start returns ((operands), X's result,
    context...)."""
    base, phase = async_sugar(inst.opcode)
    if phase != "start":
        o = ops[0]
        if not o.is_tuple or len(o.tuple_shapes) < 2:
            raise Invalid("V109", f"{inst.opcode}'s operand must be the {base}-start's tuple, found {shape_text(o)}")
        return o if phase == "update" else as_inferred(o.tuple_shapes[1])
    out = inst.shape
    if not out.is_tuple or len(out.tuple_shapes) < 2:
        raise Invalid("V109", f"{inst.opcode} returns ((operands), result, context...), declared {shape_text(out)}")
    if not fits(out.tuple_shapes[0], tuple_shape(as_inferred(o) for o in ops)):
        raise Invalid("V109", f"{inst.opcode}'s first tuple element {shape_text(out.tuple_shapes[0])} must be its "
                          "operands' shapes")
    rule = SHAPE_RULES.get(base)
    if rule is not None:     # the wrapped instruction, as XLA builds it from the start
        wrapped = dataclasses.replace(inst, opcode=base, shape=out.tuple_shapes[1])
        inferred = rule(wrapped, ops, ctx)
        if inferred is not None and not fits(inferred, wrapped.shape):
            raise Invalid("V200", f"{inst.opcode}: the wrapped {base} gives {shape_text(inferred)}, the start declares "
                              f"{shape_text(wrapped.shape)}")
    return None


@shape_rule("copy-done")
def infer_copy_done(inst, ops, ctx):
    o = ops[0]
    if not o.is_tuple or len(o.tuple_shapes) < 2:
        raise Invalid("V109", f"copy-done's operand must be copy-start's tuple, found {shape_text(o)}")
    return as_inferred(o.tuple_shapes[0])


@shape_rule("after-all")
def infer_token(inst, ops, ctx):
    for k, o in enumerate(ops):
        if o.element_type != "token":
            raise Invalid("V201", f"{inst.opcode} operand {k} must be a token, found {shape_text(o)}")
    return Shape("token")


@shape_rule("add-dependency")
def infer_add_dependency(inst, ops, ctx):
    if ops[1].element_type != "token":
        raise Invalid("V201", f"add-dependency's second operand must be a token, found {shape_text(ops[1])}")
    return as_inferred(ops[0])


# Rules shared with other families.
shape_rule("copy-start")(infer_declared)
shape_rule("async-update", "opt-barrier", "domain")(infer_same_as_operand)
