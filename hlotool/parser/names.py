"""The names XLA rejects for instructions."""
from __future__ import annotations

from ..ir.dtypes import PRIMITIVE_TYPES

# Type names always; keywords only without a '%', which makes them names to XLA's lexer
# (`%true = f32[] parameter(0)` is legal, `true = ...` is not).
KEYWORDS = frozenset({"inf", "nan", "true", "false", "ENTRY", "ROOT"})


def illegal_name_reason(raw: str) -> str | None:
    """Why `raw` (as written, with any '%') cannot name an instruction, or None."""
    if raw[0] == "%":
        return "a type name" if raw[1:] in PRIMITIVE_TYPES else None
    if raw in PRIMITIVE_TYPES:
        return "a type name"
    return "a keyword" if raw in KEYWORDS else None


# The names illegal_name_reason rejects (as written, with or without '%'), as one set.
ILLEGAL_NAMES = frozenset(PRIMITIVE_TYPES) | KEYWORDS | frozenset("%" + t for t in PRIMITIVE_TYPES)
