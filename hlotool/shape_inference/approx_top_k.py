"""The shape rule of custom calls to ApproxTopK (jax.lax.approx_max_k / approx_min_k), and XLA's
ApproxTopKReductionOutputSize (xla/hlo/builder/lib/approx_topk_shape.cc) with the TPU's tilings, which gives the
reduction dimension's size when the call does not aggregate to top_k."""
from __future__ import annotations

import math
import struct

from ..custom_calls import CUSTOM_CALL_TARGETS, call_settings
from ..ir.shape import Shape
from .common import Invalid, array_shape, shape_text, tuple_shape
from .registry import custom_call_shape_rule

TPU_LANE_TILING = 128      # operands of rank 2 and more
TPU_CHUNK_TILING = 1024    # rank-1 operands


def _log2_floor(v: int) -> int:
    return v.bit_length() - 1 if v > 0 else 0


def _log2_ceil(v: int) -> int:
    return (v - 1).bit_length() if v > 0 else 0


def _ceil_div(a: int, b: int) -> int:
    return -(-a // b)


def approx_top_k_reduction_output_size(input_size: int, rank: int, top_k: int, recall_target: float,
                                       aggregate_to_topk: bool, input_size_override: int = -1) -> tuple[int, int]:
    """(the reduction dimension's output size, log2 of the reduction) as XLA computes them: top_k when
    aggregating (-1: no reduction amount); the input when it fits one tile (0); else, with recall_target as
    an f32, the window count M = (1 - k) / log(recall) (at least a tile, at most the input), the input reduced by
    2^floor(log2(logical input / M)) but no more than ceil(log2(input / tile)), rounded up to whole tiles.
    Raises ValueError where XLA returns InvalidArgument."""
    if aggregate_to_topk:
        return top_k, -1
    tiling = TPU_CHUNK_TILING if rank == 1 else TPU_LANE_TILING
    if input_size <= tiling:
        return input_size, 0
    if input_size_override >= 0 and input_size > input_size_override:
        raise ValueError(f"reduction_input_size_override: {input_size_override} should be greater equals to "
                         f"operands[reduction_dim]: {input_size}")
    logical = input_size_override if input_size_override >= 0 else input_size
    if top_k == 1:                      # reduced to one tile
        return tiling, _log2_ceil(_ceil_div(logical, tiling))
    recall = struct.unpack("f", struct.pack("f", recall_target))[0]     # XLA takes it as a float
    if recall == 1.0:
        return input_size, 0
    if recall <= 0.0 or recall > 1.0:
        raise ValueError("recall_target should range in (0,1]")
    m = min(max(int((1.0 - top_k) / math.log(recall)), tiling), input_size)
    log2_reduction = _log2_floor(logical // m)
    if log2_reduction == 0:
        return input_size, 0
    log2_reduction = min(log2_reduction, _log2_ceil(input_size // tiling))
    return _ceil_div(_ceil_div(input_size, tiling), 1 << log2_reduction) * tiling, log2_reduction


@custom_call_shape_rule("ApproxTopK")
def infer_approx_top_k(inst, ops, ctx) -> Shape:
    """N inputs of one shape then N scalar initial values of their element types; a comparator of 2N scalars
    returning pred; the result the N inputs' types with reduction_dim resized (one array for N = 1)."""
    try:
        cfg = call_settings(inst, CUSTOM_CALL_TARGETS["ApproxTopK"])
    except ValueError as e:
        raise Invalid("V112", str(e)) from None
    if not ops or len(ops) % 2:
        raise Invalid("V101", f"ApproxTopK takes N inputs and their N initial values, found {len(ops)} operands")
    n = len(ops) // 2
    inputs, inits = ops[:n], ops[n:]
    first = inputs[0]
    for k, (x, init) in enumerate(zip(inputs, inits, strict=True)):
        if x.is_tuple or not x.dims:
            raise Invalid("V208", f"ApproxTopK's input {k} must be an array of rank 1 or more, found {shape_text(x)}")
        if tuple(x.dims) != tuple(first.dims):
            raise Invalid("V208", f"ApproxTopK's inputs must share their dimensions: input {k} is "
                                  f"{shape_text(x)}, input 0 {shape_text(first)}")
        if init.is_tuple or init.rank != 0 or init.element_type != x.element_type:
            raise Invalid("V201", f"ApproxTopK's initial value {k} (operand {n + k}) must be a {x.element_type}[] "
                                  f"scalar, found {shape_text(init)}")
    rank = first.rank
    dim, top_k = cfg["reduction_dim"], cfg["top_k"]
    assert isinstance(dim, int) and isinstance(top_k, int)
    if not 0 <= dim < rank:
        raise Invalid("V202", f"ApproxTopK's reduction_dim {dim} is out of range for rank {rank}")
    if not 0 < top_k <= first.dims[dim]:
        raise Invalid("V112", f"ApproxTopK's top_k {top_k} must be within 1..{first.dims[dim]} "
                              f"(the reduction dimension)")
    comps = inst.called_computations
    if len(comps) != 1:
        raise Invalid("V105", f"ApproxTopK takes one comparator computation, found {len(comps)}")
    params, root = comps[0].parameters, comps[0].root.shape
    note = ((f"{comps[0].name} is defined here", comps[0].loc),)
    want = [array_shape(x.element_type, ()) for x in inputs for _ in (0, 1)]
    if len(params) != 2 * n or any(not p.shape.same_ignoring_layout(w) for p, w in zip(params, want, strict=False)):
        raise Invalid("V105", f"ApproxTopK's comparator {comps[0].name} must take "
                              f"({', '.join(shape_text(w) for w in want)})", note)
    if root.is_tuple or root.rank != 0 or root.element_type != "pred":
        raise Invalid("V105", f"ApproxTopK's comparator {comps[0].name} returns {shape_text(root)}, expected pred[]",
                      note)
    try:
        size, _ = approx_top_k_reduction_output_size(
            first.dims[dim], rank, top_k, float(cfg["recall_target"]),  # type: ignore[arg-type]
            bool(cfg["aggregate_to_topk"]), int(cfg["reduction_input_size_override"]))  # type: ignore[call-overload]
    except ValueError as e:
        raise Invalid("V112", f"ApproxTopK: {e}") from None
    dims = list(first.dims)
    dims[dim] = size
    outs = [array_shape(x.element_type, dims) for x in inputs]
    return outs[0] if n == 1 else tuple_shape(outs)
