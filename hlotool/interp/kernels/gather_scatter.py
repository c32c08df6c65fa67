"""gather and scatter with XLA's general dimension numbers (incl. batching dims).

Both build, for every batch/scatter position, the full operand start index (from the start
indices plus the batching dims), then index the operand with broadcast NumPy index arrays.
Gather clamps starts so the slice is in bounds; scatter skips any update window that is not
entirely in bounds (XLA CPU's behaviour).
"""
from __future__ import annotations

import numpy as np

from ..errors import InterpError
from ..registry import kernel
from .reduce import scatter_into


def _index_vectors(indices: np.ndarray, index_vector_dim: int):
    """Indices as [batch..., K] with the batch dims in order (index_vector_dim moved last) and
    the map from original indices dims to batch positions."""
    if index_vector_dim == indices.ndim:
        indices = indices[..., None]
    batch_dims = [d for d in range(indices.ndim) if d != index_vector_dim]
    vec = np.moveaxis(indices, index_vector_dim, -1).astype(np.int64)
    return vec, {d: i for i, d in enumerate(batch_dims)}


def _starts(vec, batch_pos, rank, index_map, operand_batching, indices_batching):
    """Full operand start index per batch position: [batch..., rank] (unclamped)."""
    batch_shape = vec.shape[:-1]
    starts = np.zeros(batch_shape + (rank,), np.int64)
    for k, d in enumerate(index_map):
        starts[..., d] = vec[..., k]
    for od, idim in zip(operand_batching, indices_batching, strict=True):
        pos = batch_pos[idim]
        shape = [1] * len(batch_shape)
        shape[pos] = batch_shape[pos]
        starts[..., od] = np.arange(batch_shape[pos]).reshape(shape)
    return starts


@kernel("gather")
def eval_gather(inst, args, ctx):
    operand, indices = args
    a = inst.attrs
    offset_dims = tuple(a.get("offset_dims", ()))
    collapsed = tuple(a.get("collapsed_slice_dims", ()))
    index_map = tuple(a.get("start_index_map", ()))
    op_batching = tuple(a.get("operand_batching_dims", ()))
    idx_batching = tuple(a.get("start_indices_batching_dims", ()))
    slice_sizes = tuple(a["slice_sizes"])
    ivd = int(a.get("index_vector_dim", indices.ndim))
    rank = operand.ndim
    vec, batch_pos = _index_vectors(indices, ivd)
    starts = _starts(vec, batch_pos, rank, index_map, op_batching, idx_batching)
    limit = np.array([n - s for n, s in zip(operand.shape, slice_sizes, strict=True)], np.int64)
    starts = np.clip(starts, 0, np.maximum(limit, 0))
    batch_shape = starts.shape[:-1]
    nb = len(batch_shape)
    # operand[start + offset] as [batch..., slice dims...]
    index = []
    for d in range(rank):
        shape = [1] * (nb + rank)
        shape[nb + d] = slice_sizes[d]
        index.append(starts[..., d].reshape(batch_shape + (1,) * rank) + np.arange(slice_sizes[d]).reshape(shape))
    sliced = operand[tuple(index)] if operand.size else np.zeros(batch_shape + slice_sizes, operand.dtype)
    # drop collapsed and batching dims (size 1), then place batch and offset dims
    dropped = set(collapsed) | set(op_batching)
    kept = [d for d in range(rank) if d not in dropped]
    sliced = sliced.reshape(batch_shape + tuple(slice_sizes[d] for d in kept))
    out_rank = nb + len(kept)
    batch_out = [d for d in range(out_rank) if d not in offset_dims]
    src_for_out = [0] * out_rank
    for i, d in enumerate(batch_out):
        src_for_out[d] = i
    for i, d in enumerate(offset_dims):
        src_for_out[d] = nb + i
    return np.asarray(sliced.transpose(src_for_out), order="C")


@kernel("scatter")
def eval_scatter(inst, args, ctx):
    n = (len(args) - 1) // 2
    operands, indices, updates = list(args[:n]), args[n], list(args[n + 1:])
    a = inst.attrs
    window_dims = tuple(a.get("update_window_dims", ()))
    inserted = tuple(a.get("inserted_window_dims", ()))
    dims_to_operand = tuple(a.get("scatter_dims_to_operand_dims", ()))
    in_batching = tuple(a.get("input_batching_dims", ()))
    idx_batching = tuple(a.get("scatter_indices_batching_dims", ()))
    ivd = int(a.get("index_vector_dim", indices.ndim))
    operand = operands[0]
    rank = operand.ndim
    upd = updates[0]
    vec, batch_pos = _index_vectors(indices, ivd)
    starts = _starts(vec, batch_pos, rank, dims_to_operand, in_batching, idx_batching)
    batch_shape = starts.shape[:-1]
    scatter_dims = [d for d in range(upd.ndim) if d not in window_dims]
    if [upd.shape[d] for d in scatter_dims] != list(batch_shape):
        raise InterpError(f"scatter updates dims {[upd.shape[d] for d in scatter_dims]} do not match "
                          f"the scatter indices' batch dims {list(batch_shape)}")
    # window size per operand dim: update window dims fill the non-inserted, non-batching dims
    full_window = [d for d in range(rank) if d not in inserted and d not in in_batching]
    wsize = [1] * rank
    for od, ud in zip(full_window, window_dims, strict=True):
        wsize[od] = upd.shape[ud]
    nb = len(batch_shape)
    # updates rearranged to [batch..., window (operand order, size-1 for inserted)...]
    perm = scatter_dims + list(window_dims)
    ups = [u.transpose(perm).reshape(batch_shape + tuple(wsize)) for u in updates]
    in_bounds = np.all((starts >= 0) & (starts + np.array(wsize) <= np.array(operand.shape)), axis=-1)
    flat_index = np.zeros(batch_shape + tuple(wsize), np.int64)
    stride = 1
    for d in reversed(range(rank)):
        shape = [1] * (nb + rank)
        shape[nb + d] = wsize[d]
        pos = starts[..., d].reshape(batch_shape + (1,) * rank) + np.arange(wsize[d]).reshape(shape)
        flat_index = flat_index + pos * stride
        stride *= operand.shape[d]
    ok = np.broadcast_to(in_bounds.reshape(batch_shape + (1,) * rank), flat_index.shape)
    targets = flat_index[ok]
    outs = [np.array(o, copy=True).reshape(-1) for o in operands]
    scatter_into(ctx, inst.called_computations[0], outs, targets, [u[ok] for u in ups])
    result = [o.reshape(operand.shape) for o in outs]
    return result[0] if n == 1 and not inst.shape.is_tuple else tuple(result)
