"""Structural diff of two HLO modules (``hlotool diff``)."""
from .match import Matching, match_modules  # noqa: F401
from .result import (ComputationDiff, DiffResult, FieldChange, InstructionDiff,  # noqa: F401
                     diff_modules)


def diff(a, b, include=()) -> DiffResult:
    """Structural diff of two modules (Module or HLO text)."""
    from ..ir.module import Module
    from ..parser import parse
    return diff_modules(a if isinstance(a, Module) else parse(a), b if isinstance(b, Module) else parse(b),
                        include=include)


# Importing this package rebinds the attribute ``hlotool.diff`` from the API function to the
# package, so the package itself is callable: ``hlotool.diff(a, b)`` works either way.
class _CallableModule(__import__("types").ModuleType):
    def __call__(self, a, b, include=()) -> DiffResult:
        return diff(a, b, include)


__import__("sys").modules[__name__].__class__ = _CallableModule
