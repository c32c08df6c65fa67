"""Shape-changing and data-movement ops: broadcast, reshape, transpose, slices, pad, iota..."""
from __future__ import annotations

import warnings

import numpy as np

from ..errors import InterpError, InterpWarning
from ..registry import kernel
from ..values import np_dtype
from ._donation import SOLE_REFERENCE, getrefcount


def _dims(inst, key="dimensions"):
    return tuple(int(d) for d in inst.attrs.get(key, ()))


@kernel("broadcast")
def eval_broadcast(inst, args, ctx):
    x = args[0]
    out_dims = inst.shape.dims
    mapping = _dims(inst)
    if x.ndim == 0:
        return np.broadcast_to(x, out_dims)
    shape = [1] * len(out_dims)
    order = np.argsort(mapping)
    x = np.transpose(x, order) if list(order) != list(range(x.ndim)) else x
    for i, d in enumerate(sorted(mapping)):
        shape[d] = x.shape[i]
    return np.broadcast_to(x.reshape(shape), out_dims)


@kernel("reshape")
def eval_reshape(inst, args, ctx):
    return np.reshape(args[0], inst.shape.dims)


@kernel("transpose")
def eval_transpose(inst, args, ctx):
    return np.transpose(args[0], _dims(inst))


@kernel("reverse")
def eval_reverse(inst, args, ctx):
    return np.flip(args[0], _dims(inst)) if _dims(inst) else args[0]


@kernel("slice")
def eval_slice(inst, args, ctx):
    spec = inst.attrs["slice"]
    return args[0][tuple(slice(s, e, st) for s, e, st in spec.dims)]


def _clamped_starts(operand_dims, sizes, starts):
    # XLA clamps each start into [0, dim - size] so the slice stays in bounds
    return [min(max(int(s), 0), d - z) for s, d, z in zip(starts, operand_dims, sizes, strict=True)]


def _start_values(index_args) -> list[int]:
    """One scalar per dimension, or XLA's legacy form: a single s32[rank] vector of starts."""
    if len(index_args) == 1 and np.ndim(index_args[0]) == 1:
        return [int(v) for v in index_args[0]]
    return [int(a) for a in index_args]


@kernel("dynamic-slice")
def eval_dynamic_slice(inst, args, ctx):
    x = args[0]
    sizes = _dims(inst, "dynamic_slice_sizes")
    starts = _clamped_starts(x.shape, sizes, _start_values(args[1:]))
    return x[tuple(slice(s, s + z) for s, z in zip(starts, sizes, strict=True))]


# The start indices may be Python ints (a loop's counter held so by the generated code: ``codegen``).
eval_dynamic_slice.python_int_operands = 1          # type: ignore[attr-defined]


@kernel("dynamic-update-slice")
def eval_dynamic_update_slice(inst, args, ctx):
    x, update = args[0], args[1]
    starts = _clamped_starts(x.shape, update.shape, _start_values(args[2:]))
    out = np.array(x, copy=True)
    out[tuple(slice(s, s + z) for s, z in zip(starts, update.shape, strict=True))] = update
    return out


def _specialize_dynamic_update_slice(inst):
    """Plan-time bounds: the clamp limits are known from the shapes."""
    x_s, u_s = inst.operands[0].shape, inst.operands[1].shape
    if not (x_s.is_array and u_s.is_array) or not x_s.rank or any(x_s.dynamic) or any(u_s.dynamic) \
            or len(inst.operands) != 2 + x_s.rank:      # the legacy vector-of-starts form: generic kernel
        return None
    limits = [d - z for d, z in zip(x_s.dims, u_s.dims, strict=True)]
    sizes = u_s.dims

    def run(inst, args, ctx):
        out = args[0].copy()
        index = []
        for start, limit, size in zip(args[2:], limits, sizes, strict=True):
            s = int(start)
            s = 0 if s < 0 else limit if s > limit else s
            index.append(slice(s, s + size))
        out[tuple(index)] = args[1]
        return out

    def donating(x, update, *starts):
        """``run``, writing into ``x`` itself where nothing else refers to it (see ``_donation``)."""
        if type(x) is np.ndarray and x.base is None and x.flags.writeable and getrefcount(x) <= SOLE_REFERENCE:
            out = x
        else:
            out = x.copy()
        index = []
        for start, limit, size in zip(starts, limits, sizes, strict=True):
            s = int(start)
            s = 0 if s < 0 else limit if s > limit else s
            index.append(slice(s, s + size))
        out[tuple(index)] = update
        return out

    limit0, size0 = limits[0], sizes[0]

    def donating_rank1(x, update, start):
        """``donating`` for a vector (a scan's stacked outputs, one step's element at a time)."""
        if type(x) is np.ndarray and x.base is None and x.flags.writeable and getrefcount(x) <= SOLE_REFERENCE:
            out = x
        else:
            out = x.copy()
        s = int(start)
        s = 0 if s < 0 else limit0 if s > limit0 else s
        out[s:s + size0] = update
        return out
    run.donating_fn = donating_rank1 if len(sizes) == 1 else donating     # type: ignore[attr-defined]
    run.python_int_operands = 2                                            # type: ignore[attr-defined]
    return run


eval_dynamic_update_slice.specialize = _specialize_dynamic_update_slice
eval_dynamic_update_slice.python_int_operands = 2          # type: ignore[attr-defined]


def _specialize_reshape(inst):
    dims = tuple(inst.shape.dims) if inst.shape.is_array else None
    return None if dims is None else (lambda inst, args, ctx: args[0].reshape(dims))


eval_reshape.specialize = _specialize_reshape


@kernel("pad")
def eval_pad(inst, args, ctx):
    x, value = args
    config = inst.attrs["padding"].dims
    # interior padding and non-negative edges first, then crop the negative edges
    grown = []
    for (lo, hi, interior), n in zip(config, x.shape, strict=True):
        size = max(lo, 0) + max(hi, 0) + n + max(n - 1, 0) * interior
        grown.append(size)
    out = np.full(grown, value, dtype=x.dtype)
    out[tuple(slice(max(lo, 0), max(lo, 0) + (n - 1) * (interior + 1) + 1 if n else max(lo, 0),
                    interior + 1)
              for (lo, hi, interior), n in zip(config, x.shape, strict=True))] = x
    crop = tuple(slice(-min(lo, 0), g + min(hi, 0)) for (lo, hi, _), g in zip(config, grown, strict=True))
    return out[crop]


@kernel("concatenate")
def eval_concatenate(inst, args, ctx):
    return np.concatenate(args, axis=_dims(inst)[0])


@kernel("iota")
def eval_iota(inst, args, ctx):
    dims = inst.shape.dims
    d = int(inst.attrs["iota_dimension"])
    line = np.arange(dims[d], dtype=np.float64 if np_dtype(inst.shape.element_type).kind in "fcV"
                     else np.int64)
    shape = [1] * len(dims)
    shape[d] = dims[d]
    return np.broadcast_to(line.reshape(shape), dims).astype(np_dtype(inst.shape.element_type))


@kernel("copy")
def eval_copy(inst, args, ctx):
    x = args[0]        # values are never mutated in place, so a copy can share the array
    if inst.shape.is_array and isinstance(x, np.ndarray):
        want = np_dtype(inst.shape.element_type)
        if x.dtype != want:      # TPU's mixed precision: a copy may also narrow f32 to bf16 (round to nearest)
            return x.astype(want)
    return x


@kernel("copy-start")
def eval_copy_start(inst, args, ctx):
    # (destination, source, context) as XLA's copy-start shape spells it
    return (args[0], args[0], np.uint32(0))


@kernel("copy-done")
def eval_copy_done(inst, args, ctx):
    return args[0][0]


@kernel("get-dimension-size")
def eval_get_dimension_size(inst, args, ctx):
    d = int(_dims(inst)[0])
    operand = inst.operands[0].shape if inst.operands else None
    if operand is not None and d < len(operand.dynamic) and operand.dynamic[d]:
        # Values keep their bound; runtime sizes (set-dimension-size, and XLA's padder propagating
        # them) are not tracked, so a dynamic dimension reads as its bound.
        warnings.warn(InterpWarning(
            f"{inst.loc}: %{inst.name}: get-dimension-size of dynamic dimension {d} of "
            f"{operand.to_text()} gives its bound {args[0].shape[d]}; hlotool does not track runtime "
            "sizes, XLA gives the runtime size"), stacklevel=2)
    return np.asarray(args[0].shape[d], dtype=np.int32)


@kernel("set-dimension-size")
def eval_set_dimension_size(inst, args, ctx):
    x, size = args
    d = _dims(inst)[0]
    n = int(size)
    if not 0 <= n <= x.shape[d]:
        raise InterpError(f"set-dimension-size to {n} outside [0, {x.shape[d]}]")
    # the bound stays the array size; elements past the dynamic size are unspecified: zero them
    out = np.array(x, copy=True)
    idx = [slice(None)] * x.ndim
    idx[d] = slice(n, None)
    out[tuple(idx)] = 0
    return out


@kernel("dynamic-reshape")
def eval_dynamic_reshape(inst, args, ctx):
    """Reshape to the runtime sizes given as operands; the value is kept in an array of the
    bounded result shape, elements past a dynamic size being zero (they are unspecified)."""
    x, sizes = args[0], [int(s) for s in args[1:]]
    bounds = inst.shape.dims
    if len(sizes) != len(bounds) or any(not 0 <= s <= b for s, b in zip(sizes, bounds, strict=True)):
        raise InterpError(f"dynamic-reshape sizes {sizes} do not fit the result bounds {list(bounds)}")
    if int(np.prod(sizes)) != x.size:
        raise InterpError(f"dynamic-reshape to sizes {sizes} ({int(np.prod(sizes))} elements) from "
                          f"{x.size} elements")
    out = np.zeros(bounds, x.dtype)
    out[tuple(slice(0, s) for s in sizes)] = x.reshape(sizes)
    return out
