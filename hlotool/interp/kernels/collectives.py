"""Collectives across the devices of a run, async wrappers, send/recv and device ids.

Each kernel runs on one device (``ctx.device``): it finds its group of devices
(``hlotool.ir.collectives``), contributes its operands to the group's rendezvous and receives its
share of the combined result (``hlotool.interp.rendezvous``). The combination runs once per group,
on the values in group (rank) order, so every member sees bit-identical results:

- all-reduce folds the reducer left to right over the members in group order, as XLA CPU does
  (measured: for f32 sums over 3, 4 and 8 devices this matches XLA bit for bit where a pairwise
  tree or a wide accumulator does not; see the README);
- all-gather concatenates, reduce-scatter reduces then hands member k shard k, all-to-all sends
  chunk j to member j, collective-broadcast copies member 0's operand;
- collective-permute: a device no pair targets receives zeros (XLA's rule).
"""
from __future__ import annotations

import dataclasses

import numpy as np

from ...ir.collectives import group_of, participant_groups, permute_pairs
from ...opcodes import async_sugar
from ..errors import InterpError
from ..registry import ASYNC_SUGAR_KERNELS, TOKEN, find_kernel, kernel
from ..values import np_dtype, zeros_of
from .accumulate import binary_reducer_kind, call_lifted
from .reduce import reducer_ufunc


def _single(values):
    return values[0] if len(values) == 1 else tuple(values)


def _my_group(inst, ctx) -> tuple[int, ...]:
    dev = ctx.device
    try:
        groups = participant_groups(inst, dev.grid)
    except ValueError as e:
        raise InterpError(str(e), inst) from None
    group = group_of(dev.device, groups)
    if group is None:
        raise InterpError(f"device {dev.device} (replica {dev.replica}, partition {dev.partition}) is in no "
                          f"replica group of this collective: groups {groups}", inst)
    return tuple(group)


def _meet(inst, ctx, group, value, combine):
    dev = ctx.device
    return dev.rendezvous.meet(inst, dev.meeting_key(inst), dev.device, group, value, combine)


def _leaves(args) -> list[np.ndarray]:
    """Operands as a flat list of arrays (the tuple form passes one tuple operand). One level only,
    not ``values.flatten``: a collective's operands are arrays, or one tuple of arrays."""
    if len(args) == 1 and isinstance(args[0], tuple):
        return list(args[0])
    return list(args)


# ---------------------------------------------------------------- reductions
def fold_in_order(ctx, reducer, values: list[np.ndarray]) -> np.ndarray:
    """``reducer`` folded left to right over ``values`` (one per member, in group order).

    bf16 under a recognised reducer accumulates in f32 and rounds once, as XLA CPU does; f16 rounds
    after every step, as XLA CPU does (both measured bit for bit over 2 to 8 devices, where the
    other rule is not)."""
    kind = binary_reducer_kind(reducer)
    values = [np.asarray(v) for v in values]
    dtype = values[0].dtype
    if kind in ("maximum", "minimum") and dtype.kind in "fV" and dtype.name not in _INT_NAMES:
        return _fold_max_min(kind, values)
    if kind is not None and dtype.name == "bfloat16":
        wide = reducer_ufunc(kind, np.float32)
        if wide is not None:
            acc = values[0].astype(np.float32)
            for v in values[1:]:
                acc = wide(acc, v.astype(np.float32))
            return acc.astype(dtype)
    # NumPy's ufuncs where they round as XLA does; narrow floats go through the reducer's kernels.
    fast = reducer_ufunc(kind, dtype) if dtype.kind in "biu" or (dtype.kind == "f" and dtype.itemsize >= 4) \
        else None
    if fast is not None and len(values) > 1:
        acc = np.asarray(fast(values[0], values[1]))  # a fresh array: the rest accumulates in place
        for v in values[2:]:
            fast(acc, v, out=acc)
        return np.asarray(acc, dtype=dtype).reshape(values[0].shape)
    acc = values[0]
    for v in values[1:]:
        acc = call_lifted(ctx, reducer, [acc, v], 1)[0]
    return np.asarray(acc, dtype=dtype).reshape(values[0].shape)


_INT_NAMES = frozenset({"int4", "uint4", "int2", "uint2", "int1", "uint1"})


def _fold_max_min(kind: str, values: list[np.ndarray]) -> np.ndarray:
    """XLA CPU's all-reduce max/min of floats: start from the identity (-inf / +inf) and take a
    member's value only where it compares greater (less). NaNs never compare, so a NaN is dropped
    and an all-NaN element stays at the identity (measured against XLA CPU: bit-exact)."""
    dtype = values[0].dtype
    wide = np.float64 if dtype == np.float64 else np.float32
    acc = np.full(values[0].shape, -np.inf if kind == "maximum" else np.inf, wide)
    for v in values:
        w = v.astype(wide)
        acc = np.where(w > acc if kind == "maximum" else w < acc, w, acc)
    return acc.astype(dtype)


def _reducer(inst):
    if not inst.called_computations:
        raise InterpError(f"{inst.opcode} needs to_apply= (the reducer)", inst)
    return inst.called_computations[0]


def _all_reduce(inst, args, ctx):
    reducer = _reducer(inst)
    leaves = _leaves(args)
    group = _my_group(inst, ctx)

    def combine(per_member):
        out = tuple(fold_in_order(ctx, reducer, [m[i] for m in per_member]) for i in range(len(leaves)))
        return [out] * len(per_member)
    result = _narrowed_to_declared(inst, _meet(inst, ctx, group, leaves, combine))
    if len(args) == 1 and not isinstance(args[0], tuple):
        return result[0]
    return tuple(result)


def _narrowed_to_declared(inst, values, declared=None):
    """TPU's mixed precision folds a narrowing convert into a reducing collective (an all-reduce of f32
    operands declared bf16): the reduction runs in the operands' type and its result is rounded to the declared
    floating type. Other mismatches are left for ``_check_declared`` and the callers to report."""
    declared = inst.shape if declared is None else declared
    shapes = declared.tuple_shapes if declared.is_tuple else (declared,)
    out = []
    for v, s in zip(values, shapes, strict=True):
        if s.is_array and isinstance(v, np.ndarray):
            want = np_dtype(s.element_type)
            if v.dtype != want and v.dtype.kind in "fV" and want.kind in "fV":
                v = v.astype(want)
        out.append(v)
    return out


@kernel("all-reduce")
def eval_all_reduce(inst, args, ctx):
    return _all_reduce(inst, args, ctx)


@kernel("all-reduce-start")
def eval_all_reduce_start(inst, args, ctx):
    return _all_reduce(inst, args, ctx)


@kernel("all-reduce-done")
def eval_all_reduce_done(inst, args, ctx):
    return args[0]


def _dimension(inst, name="dimensions") -> int:
    dims = inst.attrs.get(name)
    if not dims:
        raise InterpError(f"{inst.opcode} needs {name}={{d}}", inst)
    return int(dims[0])


@kernel("reduce-scatter")
def eval_reduce_scatter(inst, args, ctx):
    reducer, leaves, dim = _reducer(inst), _leaves(args), _dimension(inst)
    group = _my_group(inst, ctx)
    n = len(group)

    def combine(per_member):
        reduced = [fold_in_order(ctx, reducer, [m[i] for m in per_member]) for i in range(len(leaves))]
        for r in reduced:
            if r.shape[dim] % n:
                raise InterpError(f"dimension {dim} of size {r.shape[dim]} does not split into {n} shards", inst)
        return [tuple(np.split(r, n, axis=dim)[k] for r in reduced) for k in range(n)]
    return _single(_check_declared(inst, _narrowed_to_declared(inst, _meet(inst, ctx, group, leaves, combine)),
                                   group))


def _check_declared(inst, values, group, declared=None):
    """The result's shapes must be the declared ones; a module written for more devices than the
    group has here (an all-gather declared 4x on one device) is an error, never a padded guess."""
    declared = inst.shape if declared is None else declared
    shapes = declared.tuple_shapes if declared.is_tuple else (declared,)
    for v, s in zip(values, shapes, strict=True):
        if s.is_array and tuple(np.shape(v)) != tuple(s.dims):
            raise InterpError(f"over a group of {len(group)} device(s) {list(group)} the result has shape "
                              f"{tuple(np.shape(v))}, but the instruction declares {s.to_text(False)}: "
                              f"the module is written for another number of devices (run it with "
                              f"--replicas/--partitions, or replica_count/num_partitions in its header)", inst)
    return values


def _all_gather(inst, args, ctx, declared=None):
    leaves, dim = _leaves(args), _dimension(inst)
    group = _my_group(inst, ctx)

    def combine(per_member):
        out = tuple(np.concatenate([m[i] for m in per_member], axis=dim) for i in range(len(leaves)))
        return [out] * len(per_member)
    return _single(_check_declared(inst, _meet(inst, ctx, group, leaves, combine), group, declared))


@kernel("all-gather")
def eval_all_gather(inst, args, ctx):
    return _all_gather(inst, args, ctx)


@kernel("all-gather-start")
def eval_all_gather_start(inst, args, ctx):
    return (_single(args), _all_gather(inst, args, ctx, inst.shape.tuple_shapes[1]))


@kernel("all-gather-done", "collective-permute-done")
def eval_done_second(inst, args, ctx):
    return args[0][1]


@kernel("all-to-all")
def eval_all_to_all(inst, args, ctx):
    group = _my_group(inst, ctx)
    n = len(group)
    dims = inst.attrs.get("dimensions")
    leaves = _leaves(args)
    if dims:
        # Array form: split along the dimension, chunk j to member j, concatenate what arrives.
        dim = int(dims[0])
        for a in leaves:
            if a.shape[dim] % n:
                raise InterpError(f"dimension {dim} of size {a.shape[dim]} does not split into {n} chunks", inst)

        def combine(per_member):
            chunks = [[np.split(a, n, axis=dim) for a in m] for m in per_member]
            return [tuple(np.concatenate([chunks[i][leaf][j] for i in range(n)], axis=dim)
                          for leaf in range(len(leaves))) for j in range(n)]
        return _single(_meet(inst, ctx, group, leaves, combine))
    # Tuple form: operand j goes to member j; result i is what member i sent here.
    if len(leaves) != n:
        raise InterpError(f"all-to-all without dimensions= takes one operand per group member ({n}), "
                          f"got {len(leaves)}", inst)

    def combine_tuple(per_member):
        return [tuple(per_member[i][j] for i in range(n)) for j in range(n)]
    return _single(_meet(inst, ctx, group, leaves, combine_tuple))


@kernel("collective-broadcast")
def eval_collective_broadcast(inst, args, ctx):
    leaves = _leaves(args)
    dev = ctx.device
    try:
        groups = participant_groups(inst, dev.grid)
    except ValueError as e:
        raise InterpError(str(e), inst) from None
    group = group_of(dev.device, groups)
    if group is None:          # the spec: a device in no group gets zeros
        return _single([np.zeros_like(a) for a in leaves])

    def combine(per_member):
        return [per_member[0]] * len(per_member)
    return _single(_meet(inst, ctx, tuple(group), leaves, combine))


@kernel("collective-reduce")
def eval_collective_reduce(inst, args, ctx):
    raise InterpError("collective-reduce is newer than the operation semantics hlotool follows; "
                      "the interpreter does not run it")


# ---------------------------------------------------------------- collective-permute
def _permute_plan(inst, ctx):
    """(this device's sources, this device's targets, the devices that exchange) of the pairs."""
    dev = ctx.device
    try:
        pairs = permute_pairs(inst, dev.grid)
    except ValueError as e:
        raise InterpError(str(e), inst) from None
    members = tuple(sorted({d for p in pairs for d in p} | {dev.device}))
    return pairs, members


def _permute(inst, args, ctx):
    """One-operand form: the value of the pair's source; zeros where no pair targets this device.
    In-place form (input, output, input offsets, output offsets; slice_sizes per pair): each pair
    copies a slice of the source's input into the target's output buffer at the offsets the source
    gives."""
    pairs, members = _permute_plan(inst, ctx)
    me = ctx.device.device
    in_place = len(args) == 4
    value = tuple(args) if in_place else args[0]
    if me not in {d for p in pairs for d in p}:
        return _permute_zero(inst, args, in_place)
    group = tuple(sorted({d for p in pairs for d in p}))
    slice_sizes = inst.attrs.get("slice_sizes")

    def combine(per_member):
        by_dev = dict(zip(group, per_member, strict=True))
        out = {}
        for d in group:
            if in_place:
                out[d] = np.array(by_dev[d][1], copy=True)
            else:
                out[d] = _zeros_like_value(by_dev[d])
        for k, (s, t) in enumerate(pairs):
            if in_place:
                src, = (by_dev[s],)
                start_in, start_out = _offsets(src[2], k), _offsets(src[3], k)
                size = _slice_size(slice_sizes, k, src[0].ndim)
                piece = src[0][tuple(slice(a, a + n) for a, n in zip(start_in, size, strict=True))]
                out[t][tuple(slice(a, a + n) for a, n in zip(start_out, size, strict=True))] = piece
            else:
                out[t] = by_dev[s]
        return [out[d] for d in group]
    return _meet(inst, ctx, group, value, combine)


def _zeros_like_value(v):
    if isinstance(v, tuple):
        return tuple(_zeros_like_value(x) for x in v)
    return np.zeros_like(v)


def _permute_zero(inst, args, in_place):
    return np.array(args[1], copy=True) if in_place else _zeros_like_value(args[0])


def _offsets(value, k: int) -> tuple[int, ...]:
    """Start indices for pair ``k``: a tuple of scalars shared by all pairs, or one tuple per pair."""
    if isinstance(value, tuple) and value and isinstance(value[0], tuple):
        value = value[k]
    if isinstance(value, tuple):
        return tuple(int(np.asarray(v).reshape(-1)[0]) for v in value)
    a = np.asarray(value)
    return tuple(int(x) for x in (a[k] if a.ndim == 2 else a).reshape(-1))


def _slice_size(slice_sizes, k: int, rank: int) -> tuple[int, ...]:
    if not slice_sizes:
        raise InterpError("the in-place collective-permute needs slice_sizes=")
    if isinstance(slice_sizes[0], (tuple, list)):      # one per pair; a single one serves all
        sizes = slice_sizes[k] if k < len(slice_sizes) else slice_sizes[0]
    else:
        sizes = slice_sizes
    return tuple(int(x) for x in sizes)


@kernel("collective-permute")
def eval_collective_permute(inst, args, ctx):
    return _permute(inst, args, ctx)


@kernel("collective-permute-start")
def eval_collective_permute_start(inst, args, ctx):
    extra = tuple(np.uint32(0) for _ in inst.shape.tuple_shapes[2:])
    operand = args[0] if len(args) == 1 else tuple(args)
    return (operand, _permute(inst, args, ctx)) + extra


# ---------------------------------------------------------------- ragged-all-to-all
@kernel("ragged-all-to-all")
def eval_ragged_all_to_all(inst, args, ctx):
    """(input, output, input_offsets, send_sizes, output_offsets, recv_sizes): member i sends
    input[input_offsets[j] : +send_sizes[j]] (rows of the outermost dimension) to member j, which
    writes it at output[output_offsets[j]] (offsets in the receiver's output, given by the sender).
    Offsets and sizes are [members] or [members, updates]."""
    if len(args) != 6:
        raise InterpError(f"ragged-all-to-all takes 6 operands, got {len(args)}", inst)
    group = _my_group(inst, ctx)
    n = len(group)

    def combine(per_member):
        outs = [np.array(m[1], copy=True) for m in per_member]
        for i, (data, _out, in_off, sizes, out_off, _recv) in enumerate(per_member):
            in_off, sizes, out_off = (np.asarray(x).reshape(n, -1) for x in (in_off, sizes, out_off))
            for j in range(n):
                for u in range(in_off.shape[1]):
                    a, size, b = int(in_off[j, u]), int(sizes[j, u]), int(out_off[j, u])
                    if size == 0:
                        continue
                    if a < 0 or a + size > data.shape[0] or b < 0 or b + size > outs[j].shape[0]:
                        raise InterpError(f"device {group[i]} sends rows [{a}:{a + size}] of {data.shape[0]} "
                                          f"to rows [{b}:{b + size}] of {outs[j].shape[0]} on device "
                                          f"{group[j]}: out of bounds", inst)
                    outs[j][b:b + size] = data[a:a + size]
        return outs
    return _meet(inst, ctx, group, tuple(args), combine)


# ---------------------------------------------------------------- ids
@kernel("replica-id")
def eval_replica_id(inst, args, ctx):
    return np.uint32(ctx.device.replica)


@kernel("partition-id")
def eval_partition_id(inst, args, ctx):
    return np.uint32(ctx.device.partition)


# ---------------------------------------------------------------- async wrappers
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


# ---------------------------------------------------------------- send / recv
def _send_recv_pairs(inst, ctx) -> list[tuple[int, int]]:
    """The (source, target) device pairs of a send or recv: the frontend attribute
    ``_xla_send_recv_source_target_pairs`` (partition ids when the grid has partitions, else
    replica ids), as jax's pipelining writes it."""
    fa = inst.attrs.get("frontend_attributes")
    text = fa.get("_xla_send_recv_source_target_pairs") if fa is not None and hasattr(fa, "get") else None
    if inst.attrs.get("is_host_transfer") is True:
        raise InterpError(f"{inst.opcode} with is_host_transfer=true talks to the host; the interpreter "
                          "has no host (replace it with a parameter/constant to run)", inst)
    if text is None:
        raise InterpError(f"{inst.opcode} names no peer: without the frontend attribute "
                          "_xla_send_recv_source_target_pairs the interpreter cannot tell which device "
                          "it talks to", inst)
    import re
    nums = [int(x) for x in re.findall(r"-?\d+", str(text))]
    if len(nums) % 2:
        raise InterpError(f"malformed _xla_send_recv_source_target_pairs {text!r}", inst)
    grid = ctx.device.grid
    raw = list(zip(nums[::2], nums[1::2], strict=True))
    out = []
    if grid.partitions > 1:
        for r in range(grid.replicas):
            out += [(grid.device(r, s), grid.device(r, t)) for s, t in raw]
    else:
        for p in range(grid.partitions):
            out += [(grid.device(s, p), grid.device(t, p)) for s, t in raw]
    for s, t in out:
        if not (0 <= s < grid.size and 0 <= t < grid.size):
            raise InterpError(f"_xla_send_recv_source_target_pairs names a device outside the grid of "
                              f"{grid.size}", inst)
    return out


def _channel(inst):
    return inst.attrs.get("channel_id")


@kernel("send")
def eval_send(inst, args, ctx):
    """send(data, token) -> (data, u32[] context, token); the data is posted to every target of
    this device. send-done completes it."""
    me = ctx.device.device
    for s, t in _send_recv_pairs(inst, ctx):
        if s == me:
            ctx.device.rendezvous.post(("sendrecv", _channel(inst), s, t), args[0])
    return (args[0], np.uint32(0), TOKEN)


@kernel("send-done")
def eval_send_done(inst, args, ctx):
    return TOKEN


@kernel("recv")
def eval_recv(inst, args, ctx):
    """recv(token) -> (data, u32[] context, token): the data the pair's source sent on this
    channel; zeros where no pair targets this device."""
    me = ctx.device.device
    sources = [s for s, t in _send_recv_pairs(inst, ctx) if t == me]
    data_shape = inst.shape.tuple_shapes[0]
    if not sources:
        return (zeros_of(data_shape), np.uint32(0), TOKEN)
    data = ctx.device.rendezvous.take(inst, me, ("sendrecv", _channel(inst), sources[0], me))
    return (data, np.uint32(0), TOKEN)


@kernel("recv-done")
def eval_recv_done(inst, args, ctx):
    return (args[0][0], TOKEN)


def _no_host(inst, args, ctx):
    raise InterpError(f"{inst.opcode} needs a host to talk to; the interpreter runs the devices alone "
                      "(replace it with a parameter/constant to run)")


for _op in ("infeed", "outfeed"):
    kernel(_op)(_no_host)
