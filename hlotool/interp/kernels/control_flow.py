"""Tuples, calls, fusion, while, conditional, and the wrappers that only forward values."""
from __future__ import annotations

import numpy as np

from ..errors import InterpError
from ..registry import TOKEN, kernel
from .accumulate import np_dtype
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
    loop = ctx.loop_runner(cond, body)
    if loop is not None:            # the whole loop as one generated function
        return loop(args[0], inst)
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


@kernel("scan")
def eval_scan(inst, args, ctx):
    """XLA's scan (HloScanInstruction; chlo.scan converted): operands are the inputs, then ``num_carries``
    initial carries. Along ``dimensions[0]`` (from its end with ``is_reverse``), ``to_apply`` takes each
    input's slice at the step (that dimension removed) and the carries, and returns the step's outputs, then
    the new carries. The results are the outputs stacked along that dimension (each slice at its step's
    index), then the last carries (the initial ones for a zero-length scan). ``is_associative`` only lets a
    backend reorder the steps."""
    carries_n = int(inst.attrs.get("num_carries", 0))
    dims = inst.attrs.get("dimensions") or [0]
    dim = int(dims[0])
    inputs, carries = list(args[:len(args) - carries_n]), list(args[len(args) - carries_n:])
    shapes = inst.shape.tuple_shapes if inst.shape.is_tuple else (inst.shape,)
    output_shapes = shapes[:len(shapes) - carries_n]
    outputs = [np.empty(tuple(s.dims), np_dtype(s)) for s in output_shapes]
    length = inputs[0].shape[dim] if inputs else (output_shapes[0].dims[dim] if output_shapes else 0)
    run_step = ctx.runner(inst.called_computations[0])
    steps = range(length - 1, -1, -1) if inst.attrs.get("is_reverse", False) else range(length)
    for iteration, i in enumerate(steps):
        ctx.count_loop_iteration(inst, iteration)
        result = run_step([np.take(x, i, axis=dim) for x in inputs] + carries)
        result = list(result) if isinstance(result, tuple) else [result]
        if len(result) != len(outputs) + carries_n:
            raise InterpError(f"scan's to_apply returns {len(result)} values; the scan declares "
                              f"{len(outputs)} outputs and {carries_n} carries")
        for out, value in zip(outputs, result, strict=False):      # the carries follow the outputs
            out[(slice(None),) * dim + (i,)] = value
        carries = result[len(outputs):]
    results = outputs + carries
    return tuple(results) if inst.shape.is_tuple else results[0]
