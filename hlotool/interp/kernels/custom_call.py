"""custom-call through a table keyed by custom_call_target: the table (``CUSTOM_CALLS``, filled by
``@custom_call`` in this package's modules), the custom-call kernel that looks a target up in it, the
readers of a call's backend config, and the two generic targets: TopK and the annotations (shardings,
placements, hints: identity on one device). The library calls are kernels of their own modules: jaxlib's
LAPACK calls in lapack.py, the GPU and TPU libraries' in gpu_library.py and tpu_library.py, shard_map's
boundaries in manual_regions.py.
"""
from __future__ import annotations

import re
from typing import Callable

import numpy as np

from ...custom_calls import custom_call_target, targets_where
from ...ir.values import BackendConfig
from ..errors import InterpError
from ..registry import kernel
from .sort import sort_order, top_k

CustomCall = Callable[..., object]
# The kernels by target; each target's facts (and, for one the interpreter cannot run, why) are its record in
# hlotool.custom_calls.
CUSTOM_CALLS: dict[str, CustomCall] = {}


def custom_call(*targets: str):
    """Register the decorated function as the kernel for ``targets``."""
    def register(fn):
        for t in targets:
            if t in CUSTOM_CALLS:
                raise ValueError(f"two kernels registered for custom_call_target {t!r}")
            CUSTOM_CALLS[t] = fn
        return fn
    return register


@kernel("custom-call")
def eval_custom_call(inst, args, ctx):
    target = str(inst.attrs.get("custom_call_target", ""))
    fn = CUSTOM_CALLS.get(target)
    if fn is not None:
        return fn(inst, args, ctx)
    record = custom_call_target(target)
    if record is not None and record.no_kernel:
        raise InterpError(f"custom_call_target {target!r}{_kernel_name(inst)} cannot run in the "
                          f"interpreter: {record.no_kernel}. Cut the module around it with `hlotool extract` "
                          "and run the rest.")
    raise InterpError(f"unknown custom_call_target {target!r}: the interpreter implements "
                      f"{', '.join(sorted(CUSTOM_CALLS))}")


def _kernel_name(inst) -> str:
    """`` (kernel 'NAME')`` where the backend config names the compiled kernel (JSON or an FFI dictionary)."""
    text = backend_config_text(inst)
    for key in ("kernel_name", "name"):
        m = re.search(rf'"?\b{key}"?\s*[:=]\s*"([^"]*)"', text)
        if m:
            return f" (kernel {m.group(1)!r})"
    return ""


def backend_config_text(inst) -> str:
    """The text of ``backend_config=`` ("" without one)."""
    bc = inst.attrs.get("backend_config")
    return bc.text if isinstance(bc, BackendConfig) else str(bc or "")


def backend_ints(inst) -> dict[str, int]:
    """``backend_config={uplo = 76 : ui8, ...}`` as {name: int} (the FFI attribute dictionary)."""
    return {k: int(v) for k, v in re.findall(r"(\w+)\s*=\s*(-?\d+)", backend_config_text(inst))}


def backend_flags(inst) -> dict[str, bool]:
    """``backend_config={left = true, ...}`` as {name: bool} (the FFI attribute dictionary's booleans)."""
    return {k: v == "true" for k, v in re.findall(r"(\w+)\s*=\s*(true|false)\b", backend_config_text(inst))}


def backend_char(inst, key: str, default: str) -> str:
    v = backend_ints(inst).get(key)
    return default if v is None else chr(v)


def result_shapes(inst):
    """The shapes of ``inst``'s results: its tuple's elements, or its one shape."""
    return inst.shape.tuple_shapes if inst.shape.is_tuple else (inst.shape,)


# ----------------------------------------------------------------------------- identity targets
@custom_call(*sorted(targets_where(identity=True)))
def cc_identity(inst, args, ctx):
    """Annotations (shardings, placements, hints): the value passes through (shard_map boundaries:
    manual_regions.py)."""
    shapes = result_shapes(inst)
    outs = []
    for a, s in zip(args, shapes, strict=True):
        if not isinstance(a, np.ndarray) and type(a).__name__ == "PerDevice":
            outs.append(a)           # a manual region's per-device value
            continue
        if tuple(np.shape(a)) != tuple(s.dims):
            raise InterpError(f"{inst.attrs.get('custom_call_target')} changes shape {np.shape(a)} -> "
                              f"{tuple(s.dims)}: a multi-device program cannot run on one device")
        outs.append(a)
    return tuple(outs) if inst.shape.is_tuple else outs[0]


@custom_call("TopK")
def cc_topk(inst, args, ctx):
    """(values, s32 indices) of the k largest along the last axis. XLA CPU's f32 TopK library call
    ignores the comparator: total order (NaN above +inf, -NaN below -inf), ties by lower index.
    Other types are sorted with the comparator, as XLA decomposes them."""
    x = args[0]
    values_shape = result_shapes(inst)[0]
    k = values_shape.dims[-1]
    if x.dtype == np.float32:
        return top_k(x, k, largest=True)
    idx = np.broadcast_to(np.arange(x.shape[-1], dtype=np.int32), x.shape)
    order = sort_order(ctx, inst.called_computations[0], [x, idx], x.ndim - 1)[..., :k]
    return np.take_along_axis(x, order, -1), order.astype(np.int32)
