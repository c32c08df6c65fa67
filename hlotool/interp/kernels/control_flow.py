"""Tuples, calls, fusion, while, conditional, and the wrappers that only forward values."""
from __future__ import annotations

import numpy as np

from ..errors import InterpError
from ..registry import TOKEN, kernel
from .manual_regions import is_manual_region_call, run_manual_region


@kernel("tuple")
def eval_tuple(inst, args, ctx):
    return tuple(args)


@kernel("get-tuple-element")
def eval_get_tuple_element(inst, args, ctx):
    return args[0][int(inst.attrs["index"])]


def _specialize_get_tuple_element(inst):
    index = inst.attrs.get("index")
    if type(index) is not int:
        return None              # the kernel reports it when the step runs
    return lambda inst, args, ctx: args[0][index]


eval_get_tuple_element.specialize = _specialize_get_tuple_element


@kernel("call", "fusion")
def eval_call(inst, args, ctx):
    if inst.opcode == "call" and is_manual_region_call(inst):
        return run_manual_region(inst, args, ctx)
    return ctx.call(inst.called_computations[0], args)


@kernel("while")
def eval_while(inst, args, ctx):
    cond, body = _while_parts(inst)
    run_cond, run_body = ctx.runner(cond), ctx.runner(body)
    state = args[0]
    iteration = 0
    while bool(run_cond([state])):
        ctx.count_loop_iteration(inst, iteration)
        state = run_body([state])
        iteration += 1
    return state


def _while_parts(inst):
    by_key = {}
    for key in ("condition", "body"):
        ref = inst.attrs.get(key)
        by_key[key] = ref
    cond = body = None
    for comp in inst.called_computations:
        if by_key["condition"] is not None and comp.name == by_key["condition"].name:
            cond = comp
        elif by_key["body"] is not None and comp.name == by_key["body"].name:
            body = comp
    if cond is None or body is None:
        raise InterpError("while needs condition= and body= computations")
    return cond, body


@kernel("conditional")
def eval_conditional(inst, args, ctx):
    selector = args[0]
    branches = _branches(inst)
    if selector.dtype == np.bool_:
        # pred form: true_computation first, false_computation second
        branch = branches[0] if bool(selector) else branches[1]
    else:
        index = int(selector)
        # an out-of-range index runs the last branch (XLA's semantics)
        branch = branches[index] if 0 <= index < len(branches) else branches[-1]
    return ctx.call(branch, [args[1 + branches.index(branch)]])


def _branches(inst):
    by_name = {c.name: c for c in inst.called_computations}
    if "branch_computations" in inst.attrs:
        return [by_name[r.name] for r in inst.attrs["branch_computations"]]
    return [by_name[inst.attrs["true_computation"].name], by_name[inst.attrs["false_computation"].name]]


@kernel("after-all")
def eval_after_all(inst, args, ctx):
    return TOKEN


@kernel("add-dependency")
def eval_add_dependency(inst, args, ctx):
    return args[0]


@kernel("opt-barrier", "domain")
def eval_forward(inst, args, ctx):
    return args[0]
