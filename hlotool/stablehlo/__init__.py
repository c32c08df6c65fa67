"""StableHLO text in: ``parse_stablehlo(text) -> Module``, read as jax prints it (``lowered.as_text()``) and
converted to hlotool's IR as XLA's StableHLO -> HLO translation does.

Layers: syntax (the text to a syntax tree), literals (dense<...> values), convert (the tree to HLO, one
computation per function and region) and ops (one record per op: its HLO opcode and attributes)."""
from __future__ import annotations

from ..ir.module import Module

def parse_stablehlo(text: str, filename: str | None = None) -> Module:
    """hlotool's Module of a StableHLO module's text; HloSyntaxError at the .mlir file's line and column."""
    from .translate import convert_module
    from .syntax import MlirParser
    parser = MlirParser(text, filename)
    try:
        tree = parser.parse_module()
        return convert_module(tree, parser, filename)
    except RecursionError:
        raise parser.error_at(parser.pos, "input nested too deeply") from None
