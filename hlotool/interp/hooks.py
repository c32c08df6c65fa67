"""Observation hooks for ``Options.on_value``: value statistics, tracing, break on NaN/Inf."""
from __future__ import annotations

from dataclasses import dataclass

import numpy as np

from ..ir.dtypes import hlo_type_of
from .errors import InterpError
from .values import flatten


@dataclass
class Stats:
    shape: tuple
    dtype: str
    min: float | None
    max: float | None
    mean: float | None
    nan: int
    inf: int

    def __str__(self) -> str:
        if self.min is None:
            return f"{self.dtype}[{','.join(map(str, self.shape))}]"
        return (f"{self.dtype}[{','.join(map(str, self.shape))}] min={self.min:.6g} max={self.max:.6g} "
                f"mean={self.mean:.6g} nan={self.nan} inf={self.inf}")


def array_stats(x) -> Stats:
    if not isinstance(x, np.ndarray):
        x = np.asarray(x) if not hasattr(x, "__len__") or isinstance(x, np.generic) else None
    if x is None or x.dtype.kind == "O":
        return Stats((), "token", None, None, None, 0, 0)
    try:
        name = hlo_type_of(x.dtype)
    except KeyError:
        name = x.dtype.name
    if x.size == 0:
        return Stats(x.shape, name, None, None, None, 0, 0)
    if x.dtype.kind == "c":
        w = np.abs(x.astype(np.complex128))
        nan = int(np.isnan(x).sum())
        inf = int(np.isinf(x).sum())
    else:
        w = x.astype(np.float64)
        nan = int(np.isnan(w).sum())
        inf = int(np.isinf(w).sum())
    fin = w[np.isfinite(w)]
    if fin.size == 0:
        return Stats(x.shape, name, float("nan"), float("nan"), float("nan"), nan, inf)
    return Stats(x.shape, name, float(fin.min()), float(fin.max()), float(fin.mean()), nan, inf)


class BreakHit(InterpError):
    """Raised by ``break_on`` at the first instruction producing a NaN or Inf."""

    def __init__(self, reason, inst, value, operands):
        super().__init__(reason, inst)
        self.value = value
        self.operands = operands


def break_on(kinds: set[str]):
    """An on_value hook stopping at the first float result with a NaN ("nan") or Inf ("inf")."""
    def hook(inst, value, operands, ctx):
        for leaf in flatten(value):
            if not isinstance(leaf, np.ndarray) or leaf.dtype.kind not in "fcV" or leaf.size == 0:
                continue
            try:
                w = leaf if leaf.dtype.kind in "fc" else leaf.astype(np.float32)
            except (TypeError, ValueError):
                continue
            if "nan" in kinds and np.isnan(w).any():
                raise BreakHit("produced NaN", inst, value, operands)
            if "inf" in kinds and np.isinf(w).any():
                raise BreakHit("produced Inf", inst, value, operands)
    return hook


def tracer(write):
    """An on_value hook writing one line per instruction: name, opcode and result statistics."""
    def hook(inst, value, operands, ctx):
        leaves = flatten(value)
        text = "; ".join(str(array_stats(v)) for v in leaves) if leaves else "()"
        dev = ctx.device
        where = f"[dev{dev.device}] " if dev.grid.size > 1 else ""
        write(f"{where}%{inst.name} = {inst.opcode}: {text}")
    return hook


def source_of(inst) -> str | None:
    """``source_file:source_line`` from the instruction's metadata, if any."""
    md = inst.attrs.get("metadata")
    if md is None or not hasattr(md, "get"):
        return None
    f, line = md.get("source_file"), md.get("source_line")
    if f is None:
        return None
    return f"{f}:{line}" if line is not None else str(f)
