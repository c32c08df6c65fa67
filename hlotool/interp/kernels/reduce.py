"""reduce, reduce-window and select-and-scatter.

Fast paths use NumPy reductions when the reducer is a single add/multiply/max/min/and/or/xor of
its two parameters; otherwise the reducer computation is folded sequentially over the reduced
elements (vectorised over all outputs at once when it is elementwise, see ``numeric``).
"""
from __future__ import annotations

import operator

import numpy as np

from ...ir.dtypes import PRIMITIVE_TYPES, hlo_type_of
from ..registry import kernel
from ._numeric import _TINY, flush_denormals, flushes_denormals, nonzero_below
from .accumulate import binary_reducer_kind, call_lifted
from .dot_conv import window_view
from .elementwise import denormal_free


def _is_bool(dt) -> bool:
    return np.dtype(dt).kind == "b"


# NumPy ufunc per reducer opcode; pred add/multiply are or/and as in XLA.
_UFUNCS = {"add": np.add, "multiply": np.multiply, "maximum": np.maximum, "minimum": np.minimum,
           "and": np.bitwise_and, "or": np.bitwise_or, "xor": np.bitwise_xor}
_BOOL_UFUNCS = {"add": np.logical_or, "multiply": np.logical_and, "maximum": np.logical_or,
                "minimum": np.logical_and, "and": np.logical_and, "or": np.logical_or,
                "xor": np.logical_xor}


def reducer_ufunc(kind: str | None, dtype):
    if kind is None:
        return None
    table = _BOOL_UFUNCS if _is_bool(dtype) else _UFUNCS
    return table.get(kind)


def _compute_dtype(kind: str, dtype) -> np.dtype:
    """Narrow floats (f16, bf16, f8, f4) are reduced in f32: XLA CPU widens them per op, and for
    max/min the result is exact either way."""
    dt = np.dtype(dtype)
    if hlo_type_of(dt) in _NARROW_FLOATS:
        return np.dtype(np.float32)
    return dt


_NARROW_FLOATS = frozenset(t.name for t in PRIMITIVE_TYPES.values()
                           if t.kind == "float" and t.bits < 32)


def fold_sequential(ctx, comp, values: list[np.ndarray], inits: list[np.ndarray], n: int,
                    valid: np.ndarray | None = None):
    """Fold ``comp`` over axis -1 of each of the N ``values`` arrays, starting from ``inits``
    (broadcast to the output), vectorised over the leading axes. Where ``valid`` is False the
    element is skipped."""
    out_shape = values[0].shape[:-1]
    acc = [np.broadcast_to(np.asarray(i), out_shape) for i in inits]
    for k in range(values[0].shape[-1]):
        new = list(call_lifted(ctx, comp, acc + [v[..., k] for v in values], n))
        if valid is not None:
            ok = valid[..., k]
            new = [np.where(ok, b, a) for a, b in zip(acc, new, strict=True)]
        acc = new
    return tuple(np.array(a, dtype=np.asarray(i).dtype).reshape(out_shape)
                 for a, i in zip(acc, inits, strict=True))


@kernel("reduce")
def eval_reduce(inst, args, ctx):
    n = len(args) // 2
    operands, inits = args[:n], args[n:]
    dims = tuple(inst.attrs.get("dimensions", ()))
    comp = inst.called_computations[0]
    if not dims:
        # nothing is reduced: XLA returns the operands unchanged (the init value is not applied)
        return operands[0] if n == 1 and not inst.shape.is_tuple else tuple(operands)
    kind = binary_reducer_kind(comp) if n == 1 else None
    fn = reducer_ufunc(kind, operands[0].dtype)
    if fn is not None:
        x, init = operands[0], inits[0]
        cdt = _compute_dtype(kind, x.dtype)
        flush = flushes_denormals(x.dtype)
        xc, ic = x.astype(cdt, copy=False), np.asarray(init).astype(cdt)
        if flush:
            xc, ic = _daz(xc), _daz(ic)
        out = fn(ic, fn.reduce(xc, axis=dims))
        return (_ftz(out) if flush else np.asarray(out)).astype(x.dtype, copy=False)
    keep = [d for d in range(operands[0].ndim) if d not in dims]
    moved = []
    for x in operands:
        t = x.transpose(keep + list(dims))
        moved.append(t.reshape(t.shape[:len(keep)] + (-1,)))
    if moved[0].shape[-1] > _TREE_FOLD_MIN:
        out = fold_tree(ctx, comp, moved, list(inits), n)
    else:
        out = fold_sequential(ctx, comp, moved, list(inits), n)
    return out[0] if n == 1 and not inst.shape.is_tuple else tuple(out)


def _daz(x: np.ndarray) -> np.ndarray:
    """XLA CPU reads f32/f64 (and widened bf16) denormals as zero."""
    return flush_denormals(x) if x.dtype in _TINY else x


def _ftz(r: np.ndarray) -> np.ndarray:
    """... and flushes denormal results to zero."""
    r = np.asarray(r)
    return flush_denormals(r) if r.dtype in _TINY and nonzero_below(_TINY[r.dtype], r) else r


def _specialize_reduce(inst):
    """Plan-time reduce for one operand and a recognised reducer (add, max, ...): one ufunc call."""
    if len(inst.operands) != 2 or not inst.shape.is_array or not inst.operands[0].shape.is_array:
        return None
    dims = tuple(inst.attrs.get("dimensions", ()))
    dt = PRIMITIVE_TYPES[inst.operands[0].shape.element_type].numpy
    kind = binary_reducer_kind(inst.called_computations[0])
    fn = reducer_ufunc(kind, dt)
    if not dims or fn is None:
        return None
    cdt = _compute_dtype(kind, dt)
    flush = flushes_denormals(np.dtype(dt))
    # Operands the program guarantees hold no denormal need no look (see elementwise.denormal_free).
    look_at_input = flush and not all(denormal_free(o) for o in inst.operands)
    tiny = _TINY.get(np.dtype(dt)) if flush else None
    if cdt == dt and tiny is not None and inst.shape.rank == 0:
        below = float(tiny)
        combine = _SCALAR_OPERATORS.get(fn)
        if fn is np.add and not look_at_input and _is_positive_zero(inst.operands[1]):
            return _sum_from_zero(dims if inst.operands[0].shape.rank > 1 else None, below)

        def run_to_scalar(inst, args, ctx):
            """``run`` for a result of rank 0: the init value joins as a NumPy scalar, and the denormal test is
            one float's."""
            x, init = args
            if look_at_input:
                x, init = _daz(x), _daz(init)
            red = fn.reduce(x, axis=dims, dtype=dt)
            start = init[()]
            # (of two NaNs, the scalar operation may keep the other one's sign: the ufunc decides there)
            out = np.asarray(combine(start, red) if combine is not None and start == start else fn(init, red))
            value = float(out)
            return flush_denormals(out) if value != 0 and -below < value < below else out
        return run_to_scalar
    if cdt == dt:
        def run(inst, args, ctx):
            x, init = args
            if look_at_input:
                x, init = _daz(x), _daz(init)
            out = fn(init, fn.reduce(x, axis=dims, dtype=dt))   # no upcast of small ints
            return _ftz(out) if flush else np.asarray(out)
        return run

    def run_widened(inst, args, ctx):
        x, init = args
        x, init = x.astype(cdt), init.astype(cdt)
        if look_at_input:
            x, init = _daz(x), _daz(init)
        red = fn.reduce(x, axis=dims)
        out = np.asarray(fn(init, red))
        return (_ftz(out) if flush else out).astype(dt)
    return run_widened


def _is_positive_zero(inst) -> bool:
    """Whether ``inst`` is a constant +0 (an add reduction's usual init value)."""
    if inst.opcode != "constant":
        return False
    from ..values import literal_value
    try:
        value = literal_value(inst.literal, inst.shape)
    except Exception:       # (reported when the constant is decoded for the run)
        return False
    return isinstance(value, np.ndarray) and not value.ndim and value == 0 and not np.signbit(value)


def _sum_from_zero(dims: tuple[int, ...] | None, below: float):
    """An add reduction of f32/f64 values free of denormals to a scalar, from +0: the same sum as the kernel's
    (NumPy's pairwise order, one call), and +0 + sum is the sum itself unless it is a zero (-0 becomes +0) or a
    NaN (the ufunc decides its sign), or a denormal to flush."""
    add_reduce = np.add.reduce

    def run_sum_from_zero(inst, args, ctx):
        x, init = args
        red = add_reduce(x) if dims is None else add_reduce(x, axis=dims)
        value = float(red)
        if -below < value < below or value != value:
            out = np.asarray(np.add(init, red))
            return flush_denormals(out) if value != 0 and value == value else out
        return np.asarray(red)
    return run_sum_from_zero


eval_reduce.specialize = _specialize_reduce
# NumPy's scalar arithmetic: the same IEEE operation in the same type as the ufunc, without a ufunc call.
_SCALAR_OPERATORS = {np.add: operator.add, np.multiply: operator.mul}


# Longer reductions with a general reducer are folded as a pairwise tree: log2(R) vectorised
# calls instead of R. XLA leaves the order of reduction unspecified (the reducer should be
# associative), so this is as valid as a sequential order.
_TREE_FOLD_MIN = 32


def fold_tree(ctx, comp, values: list[np.ndarray], inits: list[np.ndarray], n: int):
    """Fold ``comp`` over axis -1 pairwise (first half with second half), then with the init."""
    vals = list(values)
    while vals[0].shape[-1] > 1:
        r = vals[0].shape[-1]
        h = r // 2
        paired = call_lifted(ctx, comp, [v[..., :h] for v in vals] + [v[..., h:2 * h] for v in vals], n)
        if r % 2:
            vals = [np.concatenate([np.asarray(p), v[..., 2 * h:]], axis=-1) for p, v in zip(paired, vals, strict=True)]
        else:
            vals = [np.asarray(p) for p in paired]
    out_shape = vals[0].shape[:-1]
    res = call_lifted(ctx, comp, [np.broadcast_to(np.asarray(i), out_shape) for i in inits]
                      + [v[..., 0] for v in vals], n)
    return tuple(np.array(a, dtype=np.asarray(i).dtype).reshape(out_shape) for a, i in zip(res, inits, strict=True))


# ----------------------------------------------------------------------------- reduce-window
def _window_params(inst, rank):
    window = inst.attrs.get("window")
    dims = window.dims if window is not None else ()
    if len(dims) != rank:
        dims = dims or ()
    sizes = [w.size for w in dims]
    strides = [w.stride for w in dims]
    pads = [(w.pad_low, w.pad_high) for w in dims]
    base = [w.lhs_dilate for w in dims]
    wdil = [w.rhs_dilate for w in dims]
    return sizes, strides, pads, base, wdil


def _prepare_base(x: np.ndarray, pads, base, fill) -> np.ndarray:
    """Base-dilate then pad ``x`` with ``fill`` (holes and padding hold the init value)."""
    if any(b != 1 for b in base):
        shape = [(n - 1) * b + 1 if n else 0 for n, b in zip(x.shape, base, strict=True)]
        out = np.full(shape, fill, x.dtype)
        out[tuple(slice(None, None, b) for b in base)] = x
        x = out
    crop = tuple(slice(max(-lo, 0), n - max(-hi, 0)) for (lo, hi), n in zip(pads, x.shape, strict=True))
    x = x[crop]
    widths = [(max(lo, 0), max(hi, 0)) for lo, hi in pads]
    if any(w != (0, 0) for w in widths):
        x = np.pad(x, widths, constant_values=fill)
    return np.asarray(x, order="C")


def ufunc_identity(fn, dtype):
    """The neutral element of a reducer ufunc in ``dtype`` (fills padding so it does not count)."""
    dt = np.dtype(dtype)
    if fn in (np.add, np.bitwise_or, np.bitwise_xor, np.logical_or, np.logical_xor):
        return np.zeros((), dt)
    if fn in (np.multiply,):
        return np.ones((), dt)
    if fn in (np.logical_and,):
        return np.ones((), dt)
    if fn is np.bitwise_and:
        return np.array(-1).astype(dt) if dt.kind == "i" else np.array(np.iinfo(dt).max, dt)
    big = np.array(np.inf, dt) if dt.kind == "f" else np.array(np.iinfo(dt).max, dt)
    small = np.array(-np.inf, dt) if dt.kind == "f" else np.array(np.iinfo(dt).min, dt)
    return small if fn is np.maximum else big


@kernel("reduce-window")
def eval_reduce_window(inst, args, ctx):
    # XLA folds only the operand's own elements into each window: padding and base-dilation holes
    # are skipped (they do not contribute the init value again).
    n = len(args) // 2
    operands, inits = args[:n], args[n:]
    rank = operands[0].ndim
    if rank == 0:
        # A scalar has an empty window: XLA CPU returns the operand, without the init value
        # (as reduce does when no dimension is reduced).
        return operands[0] if n == 1 and not inst.shape.is_tuple else tuple(operands)
    sizes, strides, pads, base, wdil = _window_params(inst, rank)
    comp = inst.called_computations[0]
    kind = binary_reducer_kind(comp) if n == 1 else None
    fn = reducer_ufunc(kind, operands[0].dtype)
    win_axes = tuple(range(rank, 2 * rank))
    if fn is not None and kind not in ("replace", "keep"):
        cdt = _compute_dtype(kind, operands[0].dtype)
        fill = ufunc_identity(fn, cdt)
        v = window_view(_prepare_base(operands[0].astype(cdt, copy=False), pads, base, fill),
                        0, sizes, strides, wdil)
        init = np.asarray(inits[0]).astype(cdt)
        red = fn.reduce(v, axis=win_axes) if v.size else np.full(v.shape[:rank], fill, cdt)
        return np.asarray(fn(init, red)).astype(operands[0].dtype, copy=False)
    views = [window_view(_prepare_base(x, pads, base, np.zeros((), x.dtype)), 0, sizes, strides, wdil)
             for x in operands]
    valid = window_view(_prepare_base(np.ones(operands[0].shape, bool), pads, base, False),
                        0, sizes, strides, wdil)
    out_shape = views[0].shape[:rank]
    flat = [v.reshape(out_shape + (-1,)) for v in views]
    out = fold_sequential(ctx, comp, flat, list(inits), n, valid.reshape(out_shape + (-1,)))
    return out[0] if n == 1 and not inst.shape.is_tuple else tuple(out)


# ----------------------------------------------------------------------------- select-and-scatter
@kernel("select-and-scatter")
def eval_select_and_scatter(inst, args, ctx):
    operand, source, init = args
    rank = operand.ndim
    sizes, strides, pads, _, _ = _window_params(inst, rank)
    select_comp, scatter_comp = inst.called_computations[:2]
    # Pad with a validity mask instead of values: padding elements are never selected.
    padded = _prepare_base(operand, pads, [1] * rank, np.zeros((), operand.dtype))
    valid = _prepare_base(np.ones(operand.shape, bool), pads, [1] * rank, False)
    index = _prepare_base(np.arange(operand.size, dtype=np.int64).reshape(operand.shape), pads,
                          [1] * rank, -1)
    ones = [1] * rank
    v_val = window_view(padded, 0, sizes, strides, ones)
    v_ok = window_view(valid, 0, sizes, strides, ones)
    v_idx = window_view(index, 0, sizes, strides, ones)
    out_shape = v_val.shape[:rank]
    k = int(np.prod(sizes, dtype=np.int64))
    v_val = v_val.reshape(out_shape + (k,))
    v_ok = v_ok.reshape(out_shape + (k,))
    v_idx = v_idx.reshape(out_shape + (k,))
    sel_val = v_val[..., 0].copy()
    sel_ok = v_ok[..., 0].copy()
    sel_idx = v_idx[..., 0].copy()
    for j in range(1, k):
        cand, cand_ok = v_val[..., j], v_ok[..., j]
        keep = np.asarray(call_lifted(ctx, select_comp, [sel_val, cand], 1)[0], bool)
        take = cand_ok & (~sel_ok | ~keep)
        sel_val = np.where(take, cand, sel_val)
        sel_idx = np.where(take, v_idx[..., j], sel_idx)
        sel_ok |= cand_ok
    result = np.full(operand.size, np.asarray(init), operand.dtype)
    targets = sel_idx[sel_ok].reshape(-1)
    updates = np.asarray(source)[sel_ok].reshape(-1)
    scatter_into(ctx, scatter_comp, [result], targets, [updates])
    return result.reshape(operand.shape)


def scatter_into(ctx, comp, outs: list[np.ndarray], targets: np.ndarray, updates: list[np.ndarray]):
    """outs[i][t] = comp(outs..[t], updates..[j]) for each j in order, t = targets[j] (flat).

    Duplicated targets are combined in update order: the updates are processed in rounds, each
    round holding at most one update per target, so every round is one vectorised call."""
    n = len(outs)
    if targets.size == 0:
        return
    kind = binary_reducer_kind(comp) if n == 1 else None
    if kind == "replace":
        # the last update to a target wins, as a sequential loop would leave it
        outs[0][targets] = updates[0]
        return
    fn = reducer_ufunc(kind, outs[0].dtype) if kind != "keep" else None
    if kind == "keep":
        return
    if fn is not None and (outs[0].dtype.kind in "iub" or fn in (np.maximum, np.minimum)
                           or outs[0].dtype == np.float64 or outs[0].dtype == np.float32
                           or outs[0].dtype.kind == "c"):
        fn.at(outs[0], targets, updates[0].astype(outs[0].dtype, copy=False))
        return
    order = np.argsort(targets, kind="stable")
    sorted_t = targets[order]
    first = np.r_[0, np.flatnonzero(sorted_t[1:] != sorted_t[:-1]) + 1]
    run_start = np.repeat(first, np.diff(np.r_[first, sorted_t.size]))
    rank_in_run = np.arange(sorted_t.size) - run_start
    rounds = np.empty_like(rank_in_run)
    rounds[order] = rank_in_run
    for r in range(int(rounds.max()) + 1):
        sel = np.flatnonzero(rounds == r)
        t = targets[sel]
        res = call_lifted(ctx, comp, [o[t] for o in outs] + [u[sel] for u in updates], n)
        for o, v in zip(outs, res, strict=True):
            o[t] = v
