"""Fake arguments for a module, following XLA's fake-data rules (xla/tests/test_utils.cc):
parameters used as indices (gather/scatter indices, dynamic-slice starts) get in-bounds values,
parameters used as reduce init values get the reducer's identity, sort keys are unique."""
from __future__ import annotations

import numpy as np

from ..diagnostics import human_bytes
from ..ir.module import Module
from .errors import InterpError
from .registry import TOKEN
from .values import np_dtype, shape_nbytes

_IDENTITY = {"add": 0, "or": 0, "xor": 0, "multiply": 1, "and": 1,
             "maximum": -np.inf, "minimum": np.inf}


def _reducer_identity(comp, dtype):
    root = comp.root
    op = root.opcode
    if op not in _IDENTITY or len(comp.parameters) != 2:
        return None
    ident = _IDENTITY[op]
    if np.isinf(ident) and np.dtype(dtype).kind in "iu":
        info = np.iinfo(dtype)
        return info.min if ident < 0 else info.max
    if dtype == np.bool_:
        return op in ("multiply", "and", "minimum")
    return ident


def _constraints(module: Module):
    """param number -> ("index", upper bound) | ("init", value) | ("unique",)."""
    entry = module.entry
    out: dict[int, tuple] = {}
    for inst in entry.instructions:
        ops = inst.operands
        for k, op in enumerate(ops):
            if op.opcode != "parameter":
                continue
            n = op.parameter_number
            dt = np_dtype(op.shape.element_type) if op.shape.is_array else None
            if inst.opcode in ("dynamic-slice", "dynamic-update-slice"):
                first = 1 if inst.opcode == "dynamic-slice" else 2
                if k >= first:
                    d = k - first
                    size = (inst.shape.dims[d] if inst.opcode == "dynamic-slice"
                            else ops[1].shape.dims[d])
                    out[n] = ("index", max(ops[0].shape.dims[d] - size, 0))
            elif inst.opcode == "gather" and k == 1:
                out[n] = ("index", max(min(ops[0].shape.dims, default=1) - 1, 0))
            elif inst.opcode == "scatter" and k == (len(ops) - 1) // 2:
                out[n] = ("index", max(min(ops[0].shape.dims, default=1) - 1, 0))
            elif inst.opcode in ("reduce", "reduce-window") and k >= len(ops) // 2 and dt is not None:
                ident = _reducer_identity(inst.called_computations[0], dt)
                if ident is not None:
                    out[n] = ("init", ident)
            elif inst.opcode == "set-dimension-size" and k == 1:
                out[n] = ("index", ops[0].shape.dims[int(inst.attrs["dimensions"][0])])
            elif inst.opcode == "sort" and k == 0:
                out[n] = ("unique",)
    return out


def fake_args(module: Module, seed: int = 0, zeros: bool = False, max_memory: int | None = None,
              shape_of=None) -> list:
    """One value per entry parameter. ``shape_of(param)`` gives the shape to draw (the global shape
    of a sharded parameter); the parameter's own shape by default."""
    rng = np.random.default_rng(seed)
    rules = _constraints(module)
    params = sorted(module.entry.parameters, key=lambda p: p.parameter_number or 0)
    shapes = [shape_of(p) if shape_of is not None else p.shape for p in params]
    total = sum(shape_nbytes(s) for s in shapes)
    if max_memory is not None and total > max_memory:     # refuse before allocating anything
        largest = sorted(zip(params, shapes, strict=True), key=lambda ps: -shape_nbytes(ps[1]))[:3]
        named = ", ".join(f"parameter {p.parameter_number} (%{p.name}) {s.to_text(layout=False)} "
                          f"{human_bytes(shape_nbytes(s))}" for p, s in largest)
        raise InterpError(f"the {len(params)} parameters need {human_bytes(total)} together, more than the "
                          f"memory limit {human_bytes(max_memory)} (largest: {named}; raise it with "
                          "--max-memory)")
    return [_fake(shape, rules.get(p.parameter_number), rng, zeros) for p, shape in zip(params, shapes, strict=True)]


def _fake(shape, rule, rng, zeros):
    if shape.is_tuple:
        return tuple(_fake(s, None, rng, zeros) for s in shape.tuple_shapes)
    if not shape.is_array:      # token[]: the only value a token has
        return TOKEN
    dt = np_dtype(shape.element_type)
    dims = shape.dims
    if zeros:
        return np.zeros(dims, dt)
    if rule and rule[0] == "index":
        return rng.integers(0, rule[1] + 1, size=dims).astype(dt)
    if rule and rule[0] == "init":
        return np.full(dims, rule[1]).astype(dt)
    if rule and rule[0] == "unique":
        n = int(np.prod(dims))
        perm = rng.permutation(n).reshape(dims)
        return (perm.astype(np.float64) if dt.kind not in "iub" else perm).astype(dt)
    if dt == np.bool_:
        return rng.integers(0, 2, size=dims).astype(bool)
    if dt.kind in "iu" or (dt.kind == "V" and dt.name.startswith(("int", "uint"))):
        lo, hi = (0, 8) if dt.kind == "u" or dt.name.startswith("uint") else (-4, 5)
        return rng.integers(lo, hi, size=dims).astype(np.int64).astype(dt)
    if dt.kind == "c":
        return (rng.standard_normal(dims) + 1j * rng.standard_normal(dims)).astype(dt)
    return rng.standard_normal(dims).astype(np.float32).astype(dt)
