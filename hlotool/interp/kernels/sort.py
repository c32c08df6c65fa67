"""sort (multi-operand, any comparator), topk and map.

A comparator that is a plain ``compare(p0, p1)`` LT/GT becomes a NumPy stable argsort on total-
order keys. Any other elementwise comparator drives a stable merge sort vectorised over all
elements and rows (O(log^2 n) comparator calls on whole arrays); a comparator that is not
elementwise is called per pair by the replay of XLA's C++ sort.

Where that order is not XLA CPU's, the rows concerned are re-sorted by a replay of XLA's C++ sort
(_libstdcxx_sort_replay): an unstable sort (``is_stable=false``) with tied keys, and a comparator that is no
strict weak order (LT/GT without TOTALORDER on rows with NaN). A sort whose only users take the
first k along the sort dimension of an f32 key with a GT comparator is a top-k to XLA CPU (its
TopkRewriter): NaN-aware total order, largest first, as the TopK custom call.
"""
from __future__ import annotations

import numpy as np

from ..registry import kernel
from . import _libstdcxx_sort_replay as libstdcxx
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


def _fast_order(comp, key: np.ndarray, stable: bool = True):
    """Permutation along the last axis for a recognised comparator, or None."""
    simple = _simple_compare(comp)
    if simple is None or key.dtype.kind == "c":
        return None
    direction, total = simple
    nan_rows = None                         # rows where a partial compare meets NaN
    if key.dtype.kind not in "iub":
        as_f = key.astype(np.float64) if key.dtype.kind != "f" else key
        k = total_order_key(key) if total else np.where(as_f == 0, 0, as_f)  # -0 == +0 here
        if not total:
            nan_rows = np.isnan(as_f).reshape(-1, key.shape[-1]).any(axis=1)
    else:
        k = total_order_key(key)
    values = k                              # what the C++ replay compares
    sign = -1 if direction == "GT" else 1
    ordered = ~k if direction == "GT" and k.dtype.kind in "iu" else (-k if direction == "GT" else k)
    order = np.argsort(ordered, axis=-1, kind="stable")
    n = key.shape[-1]
    rows = order.reshape(-1, n)
    replay = np.zeros(rows.shape[0], bool)
    if not stable:
        replay |= _rows_with_ties(np.take_along_axis(values, order, axis=-1).reshape(-1, n))
    if nan_rows is not None:
        replay |= nan_rows                  # NaN breaks the strict weak order: replay C++
    if replay.any():
        flat_values = values.reshape(-1, n)
        cxx = libstdcxx.stable_sort if stable else libstdcxx.sort
        rows = rows.copy()
        for r in np.flatnonzero(replay):
            vals = (flat_values[r] * sign).tolist()
            rows[r] = _replayed(cxx, n, lambda i, j, v=vals: v[i] < v[j], rows[r])
        order = rows.reshape(order.shape)
    return order


def _rows_with_ties(sorted_values: np.ndarray) -> np.ndarray:
    return (sorted_values[:, 1:] == sorted_values[:, :-1]).any(axis=1)


def _replayed(cxx, n: int, less, fallback: np.ndarray) -> np.ndarray:
    """The C++ algorithm's order of one row (``fallback`` where C++ would read out of the row)."""
    try:
        return np.array(cxx(list(range(n)), less), np.int64)
    except libstdcxx.OutOfRange:
        return fallback


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
            for c, o in zip(cur, other, strict=True):
                # left elements ask "does partner b go before me": comp(b, x);
                # right elements ask "does partner a not go after me": not comp(x, a)
                args += [np.where(is_left, o, c), np.where(is_left, c, o)]
            res = np.asarray(call_lifted(ctx, comp, args, 1)[0], bool)
            before = np.where(is_left, res, ~res)
            lo = np.where(active & before, mid + 1, lo)
            hi = np.where(active & ~before, mid, hi)
        new_pos = (run // 2) * 2 * width + own + lo
        new_perm = perm.copy()          # (an inconsistent comparator can leave holes)
        new_perm[row_ix, new_pos] = perm
        perm = new_perm
        width *= 2
    return perm


def _merge_order(ctx, comp, rows: list[np.ndarray], stable: bool = True):
    """Each row sorted by a replay of XLA's C++ sort calling the comparator on scalars (any
    comparator, consistent or not)."""
    nrows, n = rows[0].shape
    cxx = libstdcxx.stable_sort if stable else libstdcxx.sort
    order = np.empty((nrows, n), np.int64)
    for b in range(nrows):
        def less(i, j, b=b):
            args = []
            for r in rows:
                args += [np.asarray(r[b, i]), np.asarray(r[b, j])]
            return bool(np.asarray(ctx.call(comp, args)))
        order[b] = _replayed(cxx, n, less, np.arange(n))
    return order


# rows up to this length are re-sorted against a full table of comparator results when the
# comparator may be inconsistent (n^2 comparator evaluations per row)
_TABLE_ROW_LIMIT = 1024


def sort_order(ctx, comp, operands: list[np.ndarray], dim: int, stable: bool = True) -> np.ndarray:
    """The permutation (along ``dim``, same shape as the operands) that sorts them as XLA CPU's
    ``std::stable_sort`` (``stable``) or ``std::sort`` does."""
    moved = [np.moveaxis(x, dim, -1) for x in operands]
    lead = moved[0].shape[:-1]
    n = moved[0].shape[-1]
    if n <= 1:
        return np.zeros(moved[0].shape, np.int64)
    order = _fast_order(comp, moved[0], stable)
    if order is None:
        rows = [m.reshape(-1, n) for m in moved]
        if is_elementwise_computation(comp):
            order = _generic_order(ctx, comp, rows, stable)
        else:
            order = _merge_order(ctx, comp, rows, stable)
        order = order.reshape(lead + (n,))
    return order


def _generic_order(ctx, comp, rows, stable):
    """Rows whose comparator results form a strict weak order are merge-sorted in lockstep (then,
    for an unstable sort, their ties are put in std::sort's order); rows with NaN under a float
    compare without TOTALORDER are replayed as C++ sorts them, against a table of all comparator
    results (rows up to _TABLE_ROW_LIMIT long; longer ones are sorted with Python's sort)."""
    nrows, n = rows[0].shape
    suspect = np.zeros(nrows, bool)
    if _has_partial_float_compare(comp):
        for r in rows:
            if r.dtype.kind == "f" or r.dtype.name == "bfloat16":
                suspect |= np.isnan(r.astype(np.float32)).any(axis=1)
    order = np.empty((nrows, n), np.int64)
    consistent = ~suspect
    if consistent.any():
        part = [r[consistent] for r in rows]
        merged = _merge_rank_order(ctx, comp, part)
        order[consistent] = merged if stable else _ties_in_cxx_order(ctx, comp, part, merged)
    cxx = libstdcxx.stable_sort if stable else libstdcxx.sort
    for b in np.flatnonzero(suspect):
        row = [r[b:b + 1] for r in rows]
        if n > _TABLE_ROW_LIMIT:
            order[b] = _merge_order(ctx, comp, row, stable)[0]
            continue
        args = []
        for r in row:
            args += [np.repeat(r[0], n), np.tile(r[0], n)]
        table = np.asarray(call_lifted(ctx, comp, args, 1)[0], bool).reshape(n, n).tolist()
        order[b] = _replayed(cxx, n, lambda i, j, t=table: t[i][j], np.arange(n))
    broken = (np.sort(order, axis=1) != np.arange(n)).any(axis=1)
    for b in np.flatnonzero(broken):         # an inconsistent comparator the lockstep merge lost
        order[b] = _merge_order(ctx, comp, [r[b:b + 1] for r in rows], stable)[0]
    return order


def _ties_in_cxx_order(ctx, comp, rows, order):
    """Neighbours in the stable order tie when neither goes before the other; std::sort orders
    the members of each tie group as its replay on the groups' ranks does."""
    nrows, n = order.shape
    row_ix = np.arange(nrows)[:, None]
    cur = [r[row_ix, order] for r in rows]
    args = []
    for c in cur:
        args += [c[:, :-1], c[:, 1:]]
    ties = ~np.asarray(call_lifted(ctx, comp, args, 1)[0], bool)
    if not ties.any():
        return order
    order = order.copy()
    for b in np.flatnonzero(ties.any(axis=1)):
        group = np.concatenate([[0], np.cumsum(~ties[b])])
        rank = np.empty(n, np.int64)
        rank[order[b]] = group
        ranks = rank.tolist()
        order[b] = _replayed(libstdcxx.sort, n, lambda i, j, v=ranks: v[i] < v[j], order[b])
    return order


def _has_partial_float_compare(comp) -> bool:
    for inst in comp.instructions:
        if inst.opcode == "compare" and str(inst.attrs.get("type", "")) != "TOTALORDER" and \
                inst.operands and inst.operands[0].shape.element_type[:1] in ("f", "b", "c"):
            return True
    return False


@kernel("sort")
def eval_sort(inst, args, ctx):
    dims = tuple(inst.attrs.get("dimensions", (0,)))
    dim = dims[0] if dims else 0
    operands = list(args)
    stable = bool(inst.attrs.get("is_stable", False))
    order = sort_order(ctx, inst.called_computations[0], operands, dim, stable)
    return _apply_order(inst, operands, order, dim)


def _apply_order(inst, operands, order, dim):
    out = [np.moveaxis(np.take_along_axis(np.moveaxis(x, dim, -1), order, axis=-1), -1, dim)
           for x in operands]
    return tuple(out) if inst.shape.is_tuple else out[0]


def _specialize_sort(inst):
    """XLA CPU turns a sort that only feeds "the first k" slices into its TopK library call."""
    if not _is_xla_top_k(inst):
        return None
    dim = (tuple(inst.attrs.get("dimensions", (0,))) or (0,))[0]

    def top_k_sort(inst, args, ctx):
        key = np.moveaxis(args[0], dim, -1)
        order = np.argsort(~total_order_key(key), axis=-1, kind="stable")
        return _apply_order(inst, list(args), np.moveaxis(order, -1, dim), dim)
    return top_k_sort


eval_sort.specialize = _specialize_sort


def _is_xla_top_k(sort) -> bool:
    """XLA's TopkRewriter pattern as XLA CPU applies it: an f32 key of rank 1 or 2 (with an s32
    iota of the indices as the only other operand) ordered by compare(p0, p1) GT, and every user a
    slice (through get-tuple-element for two operands) from 0 with stride 1 that keeps the batch
    dimension whole and takes the same k."""
    ops = sort.operands
    if not 1 <= len(ops) <= 2 or ops[0].shape.element_type != "f32" \
            or ops[0].shape.rank not in (1, 2):
        return False
    dims = tuple(ops[0].shape.dims)
    if len(ops) == 2 and not _is_index_iota(ops[1], dims, sort):
        return False
    root = sort.called_computations[0].root if sort.called_computations else None
    params = sort.called_computations[0].parameters if root is not None else []
    if root is None or root.opcode != "compare" or str(root.attrs.get("direction", "")) != "GT" \
            or len(params) < 2 or root.operands[0] is not params[0] \
            or root.operands[1] is not params[1]:
        return False
    sort_dim = (tuple(sort.attrs.get("dimensions", (0,))) or (0,))[0]
    batch_dim = 0 if sort_dim == 1 else 1
    k = None
    for user in sort.users:
        slice_ = user
        if len(ops) == 2:
            if user.opcode != "get-tuple-element" or len(user.users) != 1:
                return False
            slice_ = user.users[0]
        if slice_.opcode != "slice":
            return False
        bounds = slice_.attrs.get("slice")
        bounds = getattr(bounds, "dims", bounds)
        try:
            starts, limits, strides = zip(*[(int(b[0]), int(b[1]),
                                             1 if len(b) < 3 or b[2] is None else int(b[2]))
                                            for b in bounds], strict=True)
        except (TypeError, ValueError, IndexError):
            return False
        if any(starts) or any(st != 1 for st in strides):
            return False
        if len(dims) == 2 and limits[batch_dim] != dims[batch_dim]:
            return False
        if k is None:
            k = limits[sort_dim]
        elif k != limits[sort_dim]:
            return False
    return k is not None


def _is_index_iota(inst, dims, sort) -> bool:
    sort_dim = (tuple(sort.attrs.get("dimensions", (0,))) or (0,))[0]
    if inst.shape.element_type != "s32":
        return False
    if inst.opcode == "iota":
        return tuple(inst.shape.dims) == dims
    if inst.opcode == "broadcast" and inst.operands and inst.operands[0].opcode == "iota":
        return tuple(inst.operands[0].shape.dims) == (dims[sort_dim],)
    return False


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
