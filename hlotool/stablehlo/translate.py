"""The whole translation: a StableHLO syntax tree converted op by op (ops.py, through convert.py) into hlotool's
IR, each instruction pointing at its op in the .mlir file."""
from __future__ import annotations

from ..ir.module import Module
from . import ops
from .convert import Converter
from .syntax import MlirParser
from .syntax_tree import MlirModule


def convert_module(module: MlirModule, parser: MlirParser, filename: str | None, canonicalize: bool = True) -> Module:
    """hlotool's Module of a StableHLO module (``canonicalize``: hlotool.stablehlo.convert.Converter's)."""
    return Converter(module, parser, filename, ops, canonicalize).convert()
