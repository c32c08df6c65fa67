"""sort (multi-operand, any comparator), topk and map.

A comparator that is a plain ``compare(p0, p1)`` LT/GT becomes a NumPy stable argsort on total-
order keys. Any other elementwise comparator drives a stable merge sort vectorised over all
elements and rows (O(log^2 n) comparator calls on whole arrays); a comparator that is not
elementwise is called per pair by Python's stable sort.
"""
from __future__ import annotations

import functools

import numpy as np

from ..registry import kernel
from .accumulate import call_lifted, is_elementwise_computation

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


def _merge_rank_order(ctx, comp, rows: list[np.ndarray]) -> np.ndarray:
    """Stable bottom-up merge sort of every row at once, vectorised through the comparator.

    At each level an element's place in its merged run is its index in its own run plus the
    number of partner-run elements that go before it, found by a binary search that all elements
    run in lockstep: O(log^2 n) comparator calls on whole arrays."""
    nrows, n = rows[0].shape
    perm = np.broadcast_to(np.arange(n), (nrows, n)).copy()
    pos = np.arange(n)
    row_ix = np.arange(nrows)[:, None]
    width = 1
    while width < n:
        run = pos // width
        is_left = (run % 2) == 0
        own = pos - run * width
        partner_start = (run ^ 1) * width
        partner_len = np.clip(n - partner_start, 0, width)
        lo = np.zeros((nrows, n), np.int64)
        hi = np.broadcast_to(partner_len, (nrows, n)).copy()
        cur = [r[row_ix, perm] for r in rows]
        while True:
            active = lo < hi
            if not active.any():
                break
            mid = (lo + hi) // 2
            other_at = np.minimum(partner_start + mid, n - 1)
            other = [c[row_ix, other_at] for c in cur]
            args = []
            for c, o in zip(cur, other):
                # left elements ask "does partner b go before me": comp(b, x);
                # right elements ask "does partner a not go after me": not comp(x, a)
                args += [np.where(is_left, o, c), np.where(is_left, c, o)]
            res = np.asarray(call_lifted(ctx, comp, args, 1)[0], bool)
            before = np.where(is_left, res, ~res)
            lo = np.where(active & before, mid + 1, lo)
            hi = np.where(active & ~before, mid, hi)
        new_pos = (run // 2) * 2 * width + own + lo
        new_perm = np.empty_like(perm)
        new_perm[row_ix, new_pos] = perm
        perm = new_perm
        width *= 2
    return perm


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
        if is_elementwise_computation(comp):
            order = _merge_rank_order(ctx, comp, rows)
        else:
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
    from .accumulate import np_dtype
    comp = inst.called_computations[0]
    shape = tuple(inst.shape.dims)
    out = call_lifted(ctx, comp, [np.broadcast_to(a, shape) for a in args], 1)[0]
    return np.asarray(out).astype(np_dtype(inst.shape), copy=False).reshape(shape)
