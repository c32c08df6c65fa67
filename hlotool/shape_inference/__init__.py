"""Shape inference: one rule per opcode (the model is XLA's shape_inference.cc and the operation semantics in
shared/spec), shared by the parser (instructions written without a shape), the verifier and the interpreter.

A rule is ``infer_x(inst, ops, ctx) -> Shape | None``: ``ops`` are the operands' *declared* shapes (so a
wrong instruction does not cascade into its users), ``ctx`` gives the options and a ``called(inst, key)``
lookup. It returns the inferred shape, to be compared with the declared one (layouts aside), or None
where the result is only defined by the declaration (custom-call, infeed, ...), after checking what it
can. Violated constraints raise ``Invalid(code, message)``. The package depends on the IR and the core
records only.

Rules register against their opcodes with ``@shape_rule`` (``registry``), one module per family:
``elementwise``, ``data_movement``, ``dot_convolution``, ``reduce_window``, ``control_flow`` (and async),
``collectives``; ``common`` holds what they share. Custom-call targets whose record says ``shape=INFERRED``
register with ``@custom_call_shape_rule`` (``approx_top_k``).
"""
from __future__ import annotations

from . import (  # noqa: F401
    approx_top_k,
    collectives,
    control_flow,
    data_movement,
    dot_convolution,
    elementwise,
    reduce_window,
)
from .common import ELEMENT_CLASSES, Invalid, shape_text
from .control_flow import SAME_SHAPE_CUSTOM_CALLS, infer_async_sugar
from .elementwise import BINARY, UNARY
from .registry import CUSTOM_CALL_SHAPE_RULES, SHAPE_RULES, Rule, custom_call_shape_rule, shape_rule

__all__ = ["SHAPE_RULES", "Rule", "shape_rule", "Invalid", "shape_text", "infer_async_sugar", "SAME_SHAPE_CUSTOM_CALLS",
           "ELEMENT_CLASSES", "UNARY", "BINARY", "CUSTOM_CALL_SHAPE_RULES", "custom_call_shape_rule"]
