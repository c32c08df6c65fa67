"""Collectives and async wrappers on a single device (one replica, one partition).

With one participant: all-reduce applies the reducer to nothing else (the identity), all-gather,
all-to-all, reduce-scatter and collective-permute (pair 0->0) return their operand; a
collective-permute without a 0->0 pair gives zeros (XLA's rule for devices that receive nothing).
"""
from __future__ import annotations

import dataclasses

import numpy as np

from ...opcodes import async_sugar
from ..errors import InterpError
from ..registry import ASYNC_SUGAR_KERNELS, TOKEN, find_kernel, kernel
from ..values import zeros_of


def _single(args):
    return args[0] if len(args) == 1 else tuple(args)


@kernel("all-reduce", "all-to-all", "collective-broadcast", "all-reduce-start", "collective-reduce")
def eval_single_device_collective(inst, args, ctx):
    return _single(args)


def _this_device_block(value: np.ndarray, shape) -> np.ndarray:
    """``value`` placed as device 0's block of the declared ``shape``: all-gather's other blocks
    (other devices' data) are zeros; reduce-scatter keeps device 0's shard."""
    dims = tuple(shape.dims)
    if value.shape == dims:
        return value
    out = np.zeros(dims, value.dtype)
    region = tuple(slice(0, min(a, b)) for a, b in zip(value.shape, dims))
    out[region] = value[region]
    return out


def _gathered(inst, args, result_shape):
    leaves = result_shape.tuple_shapes if result_shape.is_tuple else (result_shape,)
    return _single([_this_device_block(a, s) for a, s in zip(args, leaves)])


@kernel("all-gather", "reduce-scatter")
def eval_all_gather(inst, args, ctx):
    return _gathered(inst, args, inst.shape)


@kernel("all-gather-start")
def eval_all_gather_start(inst, args, ctx):
    return (_single(args), _gathered(inst, args, inst.shape.tuple_shapes[1]))


@kernel("all-reduce-done")
def eval_all_reduce_done(inst, args, ctx):
    return args[0]


@kernel("all-gather-done", "collective-permute-done")
def eval_done_second(inst, args, ctx):
    return args[0][1]


def _permute(inst, x):
    pairs = inst.attrs.get("source_target_pairs", ())
    if any(tuple(p) == (0, 0) for p in pairs):
        return x
    return zeros_of(inst.operands[0].shape)


@kernel("collective-permute")
def eval_collective_permute(inst, args, ctx):
    return _permute(inst, args[0])


@kernel("collective-permute-start")
def eval_collective_permute_start(inst, args, ctx):
    extra = tuple(np.uint32(0) for _ in inst.shape.tuple_shapes[2:])
    return (args[0], _permute(inst, args[0])) + extra


@kernel("partition-id", "replica-id")
def eval_device_id(inst, args, ctx):
    return np.uint32(0)


# async-start(operands) -> ((operands), result, context...); the wrapped computation runs at start
@kernel("async-start")
def eval_async_start(inst, args, ctx):
    result = ctx.call(inst.called_computations[0], args)
    extra = tuple(zeros_of(s) for s in inst.shape.tuple_shapes[2:])
    return (tuple(args), result) + extra


@kernel("async-update")
def eval_async_update(inst, args, ctx):
    return args[0]


@kernel("async-done")
def eval_async_done(inst, args, ctx):
    return args[0][1]


def eval_async_sugar_start(inst, args, ctx):
    """`X-start(operands)`: run the wrapped X (the start's attributes, its declared result) now."""
    base = async_sugar(inst.opcode)[0]
    fn = find_kernel(base)
    if fn is None:
        raise InterpError(f"the interpreter has no kernel for opcode '{base}' (wrapped by {inst.opcode})")
    wrapped = dataclasses.replace(inst, opcode=base, shape=inst.shape.tuple_shapes[1])
    result = fn(wrapped, args, ctx)
    extra = tuple(zeros_of(s) for s in inst.shape.tuple_shapes[2:])
    return (tuple(args), result) + extra


ASYNC_SUGAR_KERNELS.update(start=eval_async_sugar_start, update=eval_async_update, done=eval_async_done)


def _no_host(inst, args, ctx):
    raise InterpError(f"{inst.opcode} needs a host or another device to talk to; the interpreter "
                      "runs one program alone (replace it with a parameter/constant to run)")


for _op in ("infeed", "outfeed", "send", "recv", "send-done", "recv-done"):
    kernel(_op)(_no_host)


@kernel("ragged-all-to-all")
def eval_ragged_all_to_all(inst, args, ctx):
    raise InterpError("ragged-all-to-all is not supported by the interpreter")
