"""FLOPs of the library calls that stand for a dot or a convolution (XLA GPU's cuBLAS and cuDNN calls).

Each rule counts what the HLO op it replaced would: 2 x multiply-accumulates. A rule returns None where the
instruction does not say enough (no readable ``gemm_backend_config``, no ``dim_labels``): the caller reports
it as not counted rather than adding a guess. ``hlotool.custom_calls`` names the rule of each target.
"""
from __future__ import annotations

import json

from .ir.module import Instruction
from .ir.shape import Shape


def _first_leaf(shape: Shape) -> Shape:
    """The result proper of a call that returns (result, ..., scratch)."""
    return shape.tuple_shapes[0] if shape.is_tuple else shape


def gemm_flops(inst: Instruction) -> int | None:
    """2 x the result's elements x the contracted size, from ``gemm_backend_config``'s dot dimensions."""
    try:
        cfg = json.loads(inst.attrs["backend_config"].text).get("gemm_backend_config", {})
        dims = cfg.get("dot_dimension_numbers", {}).get("lhs_contracting_dimensions", [])
        contracted = 1
        for d in dims:
            contracted *= inst.operands[0].shape.dims[int(d)]
    except (KeyError, ValueError, AttributeError, IndexError, TypeError):
        return None
    return 2 * _first_leaf(inst.shape).num_elements * contracted


def _convolution_flops(output: Shape, kernel: Shape, inst: Instruction) -> int | None:
    """2 x the forward convolution's output elements x each output's window (the filter less its 'o' dimension)."""
    labels = inst.attrs.get("dim_labels")
    if labels is None:
        return None
    _, rhs_labels, _ = labels.parts
    per_output = 1
    for label, size in zip(rhs_labels, kernel.dims):
        if label != "o":
            per_output *= size
    return 2 * output.num_elements * per_output


# Each convolution direction costs what the forward convolution does; they differ in where its output and
# filter are: forward (input, filter) -> output; backward input (output grad, filter) -> input grad;
# backward filter (input, output grad) -> filter grad.
def convolution_forward_flops(inst: Instruction) -> int | None:
    return _convolution_flops(_first_leaf(inst.shape), inst.operands[1].shape, inst)


def convolution_backward_input_flops(inst: Instruction) -> int | None:
    return _convolution_flops(inst.operands[0].shape, inst.operands[1].shape, inst)


def convolution_backward_filter_flops(inst: Instruction) -> int | None:
    return _convolution_flops(inst.operands[1].shape, _first_leaf(inst.shape), inst)


def _attention_sizes(inst: Instruction) -> tuple[int, int, int] | None:
    """(B * N * Tq * Tk, Q/K head size, V head size) of a cuDNN attention call: the score matrix's
    [B, N, Tq, Tk] from ``cudnn_fmha_backend_config``'s intermediate_tensor_shape, the head sizes from the
    element counts of Q (B N Tq Dqk), K (B Nkv Tk Dqk) and V (B Nkv Tk Dv)."""
    try:
        cfg = json.loads(inst.attrs["backend_config"].text)["cudnn_fmha_backend_config"]
        b, n, tq, tk = (int(d) for d in cfg["intermediate_tensor_shape"]["dimensions"])
        q, k, v = (inst.operands[i].shape.num_elements for i in range(3))
    except (KeyError, ValueError, AttributeError, IndexError, TypeError):
        return None
    if min(b, n, tq, tk, k) <= 0 or q % (b * n * tq):
        return None
    d_qk = q // (b * n * tq)
    return b * n * tq * tk, d_qk, d_qk * v // k


# Dense counts, as the composite attention the call replaced: a causal or padding mask does not lower them.
def attention_forward_flops(inst: Instruction) -> int | None:
    """2 x (Q K^T and P V): 2 B N Tq Tk (Dqk + Dv), the usual 4 B N Tq Tk D."""
    sizes = _attention_sizes(inst)
    return None if sizes is None else 2 * sizes[0] * (sizes[1] + sizes[2])


def attention_backward_flops(inst: Instruction) -> int | None:
    """2 x the five GEMMs of flash attention's backward (Q K^T again, dV = P^T dO, dP = dO V^T, dQ = dS K,
    dK = dS^T Q): 2 B N Tq Tk (3 Dqk + 2 Dv), 2.5 x the forward when the head sizes agree."""
    sizes = _attention_sizes(inst)
    return None if sizes is None else 2 * sizes[0] * (3 * sizes[1] + 2 * sizes[2])
