"""Shapes for instructions written without one (`prod = multiply(x, y)`), as XLA's parser allows.

Only what needs no attribute semantics is inferred here: elementwise ops, compare, tuple,
get-tuple-element, after-all. Anything else must be written with its shape (XLA, too, refuses
e.g. reshape, convert, constant and parameter without one).
"""
from __future__ import annotations

from ..ir.shape import Shape

_SAME_AS_OPERANDS = frozenset("""
abs add and atan2 cbrt ceil clamp copy cosine count-leading-zeros divide erf exponential
exponential-minus-one floor log log-plus-one logistic maximum minimum multiply negate not or popcnt
power remainder round-nearest-afz round-nearest-even rsqrt shift-left shift-right-arithmetic
shift-right-logical sign sine sqrt subtract tan tanh xor
""".split())


def _infer_elementwise(inst):
    shapes = [op.shape for op in inst.operands if op.shape.dims]   # scalars broadcast in clamp
    return (shapes[0] if shapes else inst.operands[0].shape).without_layout()


def _infer_select(inst):
    return inst.operands[1].shape.without_layout()


def _infer_pred(inst):
    s = inst.operands[0].shape
    return Shape("pred", s.dims, s.dynamic)


def _infer_tuple(inst):
    return Shape("tuple", tuple_shapes=tuple(op.shape for op in inst.operands))


def _infer_get_tuple_element(inst):
    shape, index = inst.operands[0].shape, inst.attrs.get("index")
    if shape.is_tuple and isinstance(index, int) and 0 <= index < len(shape.tuple_shapes):
        return shape.tuple_shapes[index]
    return None


PARSE_TIME_RULES = {op: _infer_elementwise for op in _SAME_AS_OPERANDS}
PARSE_TIME_RULES.update({
    "select": _infer_select,
    "compare": _infer_pred,
    "is-finite": _infer_pred,
    "tuple": _infer_tuple,
    "get-tuple-element": _infer_get_tuple_element,
    "after-all": lambda inst: Shape("token"),
})


def infer_shape_at_parse(inst) -> Shape | None:
    """The inferred shape, or None where it cannot be inferred without the verifier's rules."""
    rule = PARSE_TIME_RULES.get(inst.opcode)
    if rule is None or (inst.opcode != "after-all" and not inst.operands):
        return None
    return rule(inst)
