"""Structural diff of two HLO modules (``hlotool diff``)."""
from .match import Matching, match_modules  # noqa: F401
from .result import (ComputationDiff, DiffResult, FieldChange, InstructionDiff,  # noqa: F401
                     diff_modules)
