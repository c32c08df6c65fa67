"""Shared by the heavy kernels: accumulation types, recognising simple reducer computations, and
running scalar computations (reducers, comparators, combiners) elementwise over whole arrays."""
from __future__ import annotations

import contextlib

import numpy as np

from ...ir.dtypes import PRIMITIVE_TYPES
from ...opcodes import OPCODES, opcodes_where


def np_dtype(shape) -> np.dtype:
    """The NumPy dtype of an array shape's element type."""
    dt = PRIMITIVE_TYPES[shape.element_type].numpy
    assert dt is not None, shape.element_type       # (an array element type)
    return dt


def accumulation_dtype(result_dtype: np.dtype) -> np.dtype:
    """The type XLA CPU accumulates products in for a given result type.

    Narrow floats (bf16, f16, f8, f4) are widened to f32 and rounded once at the end; integers
    accumulate in 64 bits and wrap to the result width (same value modulo 2**bits); pred uses s64
    then tests non-zero."""
    dt = np.dtype(result_dtype)
    if dt.kind in "iub":
        return np.dtype(np.uint64) if dt.kind == "u" else np.dtype(np.int64)
    if dt.kind == "c" or dt == np.float64:
        return dt
    return np.dtype(np.float32)


def to_result(value: np.ndarray, result_dtype: np.dtype) -> np.ndarray:
    """Cast an accumulated value to the result type (wrapping integers, rounding floats)."""
    dt = np.dtype(result_dtype)
    if dt.kind == "b":
        return value != 0
    return value if value.dtype == dt else value.astype(dt)   # integers wrap, as in XLA


def widen(a: np.ndarray, acc: np.dtype) -> np.ndarray:
    return a if a.dtype == acc else a.astype(acc)


# ------------------------------------------------------------------- reducer recognition
# Reducers that may combine their operands in any order (NumPy's ufunc reductions).
_BINARY_PATTERNS = opcodes_where(commutative=True, associative=True)


def binary_reducer_kind(comp) -> str | None:
    """If ``comp`` is ``f(p0, p1) = OP(p0, p1)`` for a simple commutative OP, return OP's opcode.

    Returns ``"replace"`` for ``f(p0, p1) = p1`` (scatter's overwrite combiner) and ``"keep"``
    for ``f(p0, p1) = p0``. Anything else (other ops, converts, constants) returns None, and the
    kernels fall back to calling the computation."""
    params = comp.parameters
    if len(params) != 2:
        return None
    root = comp.root
    if root is params[1]:
        return "replace"
    if root is params[0]:
        return "keep"
    if root.opcode in _BINARY_PATTERNS and len(root.operands) == 2 \
            and {id(o) for o in root.operands} == {id(params[0]), id(params[1])}:
        return root.opcode
    return None


# ------------------------------------------------------------------- calling scalar computations
# Opcodes whose kernels act elementwise on operands of any (equal) shape, so a computation built
# only from them, written for scalars, can be run once on whole arrays instead of per element.
_ELEMENTWISE_SAFE = frozenset(name for name, op in OPCODES.items() if op.elementwise) | frozenset(
    {"parameter", "constant", "tuple", "get-tuple-element", "copy"})


def is_elementwise_computation(comp) -> bool:
    """True if ``comp`` maps scalars to scalars using only elementwise ops on its parameters and
    scalar constants (so it can be evaluated on arrays of equal shape)."""
    cached = getattr(comp, "_hlotool_elementwise", None)
    if cached is not None:
        return cached
    ok = True
    for inst in comp.instructions:
        if inst.opcode not in _ELEMENTWISE_SAFE or inst.called_computations:
            ok = False
            break
        leaves = inst.shape.leaves()
        if any(s.is_array and s.dims for s in leaves):
            ok = False
            break
    with contextlib.suppress(Exception):     # a cache only; the IR object may refuse new attributes
        object.__setattr__(comp, "_hlotool_elementwise", ok)
    return ok


def as_tuple(value, n: int) -> tuple:
    """A computation result as a tuple of ``n`` values (a lone value when n == 1)."""
    if n == 1 and not isinstance(value, tuple):
        return (value,)
    return tuple(value)


def call_lifted(ctx, comp, args: list[np.ndarray], n_out: int) -> tuple:
    """Run a scalar computation on equal-shaped arrays, elementwise.

    Uses one call on the whole arrays when the computation is elementwise, else one call per
    element (slow, but correct for any computation)."""
    args = [np.asarray(a) for a in args]
    shape = np.broadcast_shapes(*(a.shape for a in args)) if args else ()
    if is_elementwise_computation(comp):
        out = as_tuple(ctx.call(comp, [np.broadcast_to(a, shape) for a in args]), n_out)
        return tuple(np.broadcast_to(np.asarray(o), shape) for o in out)
    size = int(np.prod(shape, dtype=np.int64))
    flat = [np.broadcast_to(a, shape).reshape(size) for a in args]
    outs = None
    for i in range(size):
        res = as_tuple(ctx.call(comp, [np.asarray(f[i]) for f in flat]), n_out)
        if outs is None:
            outs = [np.empty(size, np.asarray(r).dtype) for r in res]
        for o, r in zip(outs, res, strict=True):
            o[i] = r
    if outs is None:
        return tuple(np.empty(shape, a.dtype) for a in args[:n_out])
    return tuple(o.reshape(shape) for o in outs)
