"""Structural diff of two HLO modules (``hlotool diff``)."""
from .match import Matching, match_modules  # noqa: F401  (re-exported API)
from .result import ComputationDiff, DiffResult, FieldChange, InstructionDiff, diff_modules  # noqa: F401  (re-exported API)


def diff(a, b, include=()) -> DiffResult:
    """Structural diff of two modules (Module or HLO text)."""
    from ..ir.module import Module
    from ..parser import parse
    return diff_modules(a if isinstance(a, Module) else parse(a), b if isinstance(b, Module) else parse(b),
                        include=include)
