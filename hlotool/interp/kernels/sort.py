"""sort (multi-operand, any comparator), topk and map.

A comparator that is a plain ``compare(p0, p1)`` LT/GT becomes a NumPy stable argsort on total-
order keys. Any other comparator is evaluated on all pairs of a row at once (one vectorised call),
and an element's rank is the count of elements that must precede it; if the comparator is not a
strict weak order on the data, a merge sort calling it per pair is used instead.
"""
from __future__ import annotations

import functools

import numpy as np

from ..registry import kernel
from .numeric import call_lifted, is_elementwise_computation

_PAIRWISE_LIMIT = 1 << 22        # elements in the all-pairs comparison matrix per chunk


def total_order_key(x: np.ndarray) -> np.ndarray:
    """Integer keys ordering ``x`` like XLA's TOTALORDER compare (-NaN < -inf < -0 < +0 < +NaN);
    for integers and pred the value itself."""
    dt = x.dtype
    if dt.kind == "b":
        return x.astype(np.int8)
    if dt.kind in "iu":
        return x
    if dt.kind == "c":
        raise TypeError("complex values have no total order key")
    bits = {1: np.int8, 2: np.int16, 4: np.int32, 8: np.int64}[dt.itemsize]
    if dt.itemsize == 1 and dt.name.startswith("float4"):
        x = x.astype(np.float32)
        bits = np.int32
    signed = np.asarray(x, order="C").view(bits) if x.dtype.itemsize == np.dtype(bits).itemsize \
        else x.astype(np.float32).view(np.int32)
    mag_mask = np.array(np.iinfo(signed.dtype).max, signed.dtype)
    return np.where(signed < 0, signed ^ mag_mask, signed)


def _simple_compare(comp):
    """('LT'|'GT', total_order) if ``comp``'s root is compare(param 0, param 1), else None."""
    params = comp.parameters
    root = comp.root
    if root.opcode != "compare" or len(params) < 2 or len(root.operands) != 2:
        return None
    if root.operands[0] is not params[0] or root.operands[1] is not params[1]:
        return None
    direction = str(root.attrs.get("direction", ""))
    if direction not in ("LT", "GT"):
        return None
    return direction, str(root.attrs.get("type", "")) == "TOTALORDER"


def _fast_order(comp, key: np.ndarray):
    """Stable permutation along the last axis for a recognised comparator, or None."""
    simple = _simple_compare(comp)
    if simple is None or key.dtype.kind == "c":
        return None
    direction, total = simple
    if key.dtype.kind not in "iub":
        as_f = key.astype(np.float64) if key.dtype.kind != "f" else key
        if not total and np.isnan(as_f).any():
            return None                  # NaN makes a partial compare inconsistent: be generic
        k = total_order_key(key) if total else as_f
        if not total:
            k = np.where(k == 0, 0, k)   # -0 == +0 for the IEEE compare
    else:
        k = total_order_key(key)
    if direction == "GT":
        k = ~k if k.dtype.kind in "iu" else -k
    return np.argsort(k, axis=-1, kind="stable")


def _pairwise_order(ctx, comp, rows: list[np.ndarray]):
    """Stable order of each row from all-pairs comparisons; None if inconsistent."""
    n = rows[0].shape[-1]
    nrows = rows[0].shape[0]
    order = np.empty((nrows, n), np.int64)
    chunk = max(1, _PAIRWISE_LIMIT // max(1, n * n))
    tri = np.tril(np.ones((n, n), bool), -1)         # tri[i, j]: j < i
    for start in range(0, nrows, chunk):
        sl = slice(start, min(nrows, start + chunk))
        args = []
        for r in rows:
            v = r[sl]
            args += [v[:, :, None], v[:, None, :]]    # lhs = element i, rhs = element j
        less = np.asarray(call_lifted(ctx, comp, args, 1)[0], bool)   # less[b, i, j] = i < j
        before = less.transpose(0, 2, 1)                               # j < i
        tie = ~less & ~before
        rank = before.sum(-1) + (tie & tri).sum(-1)
        srt = np.sort(rank, axis=-1)
        if not np.array_equal(srt, np.broadcast_to(np.arange(n), srt.shape)):
            return None
        inv = np.empty_like(rank)
        np.put_along_axis(inv, rank, np.arange(n)[None].repeat(rank.shape[0], 0), axis=-1)
        order[sl] = inv
    return order


def _merge_order(ctx, comp, rows: list[np.ndarray]):
    """Stable merge sort per row calling the comparator on scalars (any comparator)."""
    nrows, n = rows[0].shape
    order = np.empty((nrows, n), np.int64)
    for b in range(nrows):
        def cmp(i, j, b=b):
            args = []
            for r in rows:
                args += [np.asarray(r[b, i]), np.asarray(r[b, j])]
            if bool(np.asarray(ctx.call(comp, args))):
                return -1
            args = []
            for r in rows:
                args += [np.asarray(r[b, j]), np.asarray(r[b, i])]
            return 1 if bool(np.asarray(ctx.call(comp, args))) else 0
        order[b] = sorted(range(n), key=functools.cmp_to_key(cmp))   # Timsort is stable
    return order


def sort_order(ctx, comp, operands: list[np.ndarray], dim: int) -> np.ndarray:
    """The permutation (along ``dim``, same shape as the operands) that sorts them."""
    moved = [np.moveaxis(x, dim, -1) for x in operands]
    lead = moved[0].shape[:-1]
    n = moved[0].shape[-1]
    if n <= 1:
        return np.zeros(moved[0].shape, np.int64)
    order = _fast_order(comp, moved[0])
    if order is None:
        rows = [m.reshape(-1, n) for m in moved]
        order = None
        if is_elementwise_computation(comp) and n * n <= _PAIRWISE_LIMIT:
            order = _pairwise_order(ctx, comp, rows)
        if order is None:
            order = _merge_order(ctx, comp, rows)
        order = order.reshape(lead + (n,))
    return order


@kernel("sort")
def eval_sort(inst, args, ctx):
    dims = tuple(inst.attrs.get("dimensions", (0,)))
    dim = dims[0] if dims else 0
    operands = list(args)
    order = sort_order(ctx, inst.called_computations[0], operands, dim)
    out = [np.moveaxis(np.take_along_axis(np.moveaxis(x, dim, -1), order, axis=-1), -1, dim)
           for x in operands]
    return tuple(out) if inst.shape.is_tuple else out[0]


def top_k(x: np.ndarray, k: int, largest: bool = True):
    """Values and s32 indices of the k largest (or smallest) along the last axis; ties keep the
    lower index first, NaN orders per the total order (as XLA's TopK)."""
    key = total_order_key(x)
    if largest:
        key = ~key
    idx = np.argsort(key, axis=-1, kind="stable")[..., :k]
    return np.take_along_axis(x, idx, axis=-1), idx.astype(np.int32)


@kernel("topk")
def eval_topk(inst, args, ctx):
    k = int(inst.attrs["k"])
    largest = bool(inst.attrs.get("largest", True))
    return top_k(args[0], k, largest)


@kernel("map")
def eval_map(inst, args, ctx):
    from .numeric import np_dtype
    comp = inst.called_computations[0]
    shape = tuple(inst.shape.dims)
    out = call_lifted(ctx, comp, [np.broadcast_to(a, shape) for a in args], 1)[0]
    return np.asarray(out).astype(np_dtype(inst.shape), copy=False).reshape(shape)
