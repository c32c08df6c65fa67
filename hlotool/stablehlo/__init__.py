"""StableHLO text in: ``parse_stablehlo(text) -> Module``, read as jax prints it (``lowered.as_text()``) and
converted to hlotool's IR as XLA's StableHLO -> HLO translation does.

Modules: syntax_tree (the syntax tree's classes), syntax_values (the scanner, types, attributes, literals and
locations), syntax (modules, functions, regions and ops: the text to a syntax tree), lines (its fast path for the
usual op lines), literals (dense<...> values), convert and translate (the tree to HLO, one computation per function
and region), ops and ops_attrs (one record per op: its HLO opcode and attributes), chlo (CHLO's decompositions),
shardy (Shardy's shardings and meshes), tidy (XLA's folds after translation)."""
from __future__ import annotations

import gc

from ..ir.module import Module


def parse_stablehlo(text: str, filename: str | None = None, *, fast: bool = True, canonicalize: bool = True
                    ) -> Module:
    """hlotool's Module of a StableHLO module's text; HloSyntaxError at the .mlir file's line and column.
    ``fast``: the usual op lines read by one regex each (hlotool.stablehlo.lines); False: every line by the general
    reader (the same tree, slower). ``canonicalize``: tidy as XLA's translation does (MLIR's canonicaliser and
    folders); False: every op as written (hlotool.stablehlo.convert.Converter)."""
    from .lines import LineParser
    from .syntax import MlirParser
    from .translate import convert_module
    parser = (LineParser if fast else MlirParser)(text, filename)
    # The reader and the converter make many long-lived objects and no garbage cycles: the cyclic collector would
    # only re-scan them (as in hlotool.parser).
    gc_was_enabled = gc.isenabled()
    gc.disable()
    try:
        tree = parser.parse_module()
        return convert_module(tree, parser, filename, canonicalize)
    except RecursionError:
        raise parser.error_at(parser.pos, "input nested too deeply") from None
    finally:
        if gc_was_enabled:
            gc.enable()
