"""The shape rules by opcode: each family module registers its rules with ``@shape_rule(opcode, ...)``, as
the interpreter's kernels register with ``@kernel``. ``SHAPE_RULES`` is complete once
``hlotool.shape_inference`` is imported."""
from __future__ import annotations

from typing import Callable

from ..ir.shape import Shape

# ``rule(inst, ops, ctx) -> Shape | None`` (hlotool.shape_inference's docstring).
Rule = Callable[..., "Shape | None"]

SHAPE_RULES: dict[str, Rule] = {}


def shape_rule(*opcodes: str):
    """Register the decorated function as the shape rule of ``opcodes``."""
    def register(fn: Rule) -> Rule:
        for op in opcodes:
            if op in SHAPE_RULES:
                raise ValueError(f"two shape rules registered for opcode {op!r}")
            SHAPE_RULES[op] = fn
        return fn
    return register


# custom-call targets whose record says ``shape=INFERRED`` (hlotool.custom_calls): their rules, by target.
CUSTOM_CALL_SHAPE_RULES: dict[str, Rule] = {}


def custom_call_shape_rule(*targets: str):
    """Register the decorated function as the shape rule of custom calls to ``targets``."""
    def register(fn: Rule) -> Rule:
        for t in targets:
            if t in CUSTOM_CALL_SHAPE_RULES:
                raise ValueError(f"two shape rules registered for custom_call_target {t!r}")
            CUSTOM_CALL_SHAPE_RULES[t] = fn
        return fn
    return register
