"""ApproxTopK (jax.lax.approx_max_k / approx_min_k): an exact top-k, which is a valid answer to the approximate
one (recall 1.0). The record (hlotool.custom_calls) declares the call; its shape rule gives the result's size."""
from __future__ import annotations

import numpy as np

from ...custom_calls import CUSTOM_CALL_TARGETS, call_settings
from .custom_call import custom_call, result_shapes
from .sort import sort_order


@custom_call("ApproxTopK")
def cc_approx_top_k(inst, args, ctx):
    """The N inputs sorted together along reduction_dim with the comparator (stably, as XLA's fallback sorts
    them), each cut to the result's size along it; the N initial values are not read."""
    dim = call_settings(inst, CUSTOM_CALL_TARGETS["ApproxTopK"])["reduction_dim"]
    shapes = result_shapes(inst)
    inputs = [np.asarray(a) for a in args[:len(shapes)]]
    order = np.moveaxis(sort_order(ctx, inst.called_computations[0], inputs, dim), -1, dim)
    outs = []
    for x, s in zip(inputs, shapes, strict=True):
        taken = np.take_along_axis(x, order, dim)
        outs.append(np.ascontiguousarray(taken[tuple(slice(0, d) for d in s.dims)]))
    return tuple(outs) if inst.shape.is_tuple else outs[0]
