"""Shapes for instructions written without one (`prod = multiply(x, y)`), as XLA's parser allows.

The shape rules (hlotool/shape_inference/, which depends on the IR and the core records only) infer them;
an opcode whose result is defined by its declaration (reshape, convert, constant, parameter, ...)
must be written with its shape, as XLA also requires.
"""
from __future__ import annotations

from ..attributes import conditional_problems, schema_of
from ..ir.values import CompRef


class _ParseContext:
    """The verifier context the rules expect, lenient about precision (the verifier judges that)."""
    allow_mixed_precision = True
    layout_sensitive = False

    def __init__(self, computations: dict):
        self.computations = computations

    def called(self, inst, key):
        ref = inst.attribute_map.get(key)
        return self.computations.get(ref.name) if isinstance(ref, CompRef) else None

    def branches(self, inst):
        attrs = inst.attribute_map
        refs = attrs.get("branch_computations") or (attrs.get("true_computation"), attrs.get("false_computation"))
        return [self.computations[r.name] for r in refs]


def infer_shape_at_parse(inst, computations: dict):
    """The inferred shape, or None where it cannot be inferred."""
    from ..shape_inference import SHAPE_RULES, Invalid
    rule = SHAPE_RULES.get(inst.opcode)
    if rule is None or _schema_problem(inst):
        return None
    try:
        return rule(inst, [o.shape for o in inst.operands], _ParseContext(computations))
    except (Invalid, AttributeError, TypeError, KeyError, IndexError, ValueError):
        return None


def _schema_problem(inst) -> bool:
    """Whether the attribute schema refuses ``inst`` (a required attribute missing, or one its operands rule
    out): the rules assume the schema's checks, which the parser makes once the module is complete. (The
    kinds of the values are checked as they are decoded.)"""
    schema = schema_of(inst.opcode)
    if schema is None:
        return False
    attrs = inst.attribute_map
    return any(key not in attrs for key in schema.required) or bool(
        schema.conditional and conditional_problems(schema, inst))
