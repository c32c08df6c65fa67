"""The whole translation: a StableHLO syntax tree, converted op by op (ops.py, through convert.py), written as
HLO text and read by hlotool's parser into the IR; each instruction then points at its op in the .mlir file."""
from __future__ import annotations

from ..errors import HloSyntaxError
from ..ir.module import Module, SourceLoc, source_pos
from ..parser import parse
from . import ops
from .convert import Converter
from .syntax import MlirModule, MlirParser


def convert_module(module: MlirModule, parser: MlirParser, filename: str | None) -> tuple[Module, str]:
    """(hlotool's Module, the HLO text it was read from) for a StableHLO module."""
    converter = Converter(module, parser, filename, ops)
    text = converter.convert()
    try:
        hlo = parse(text, filename=filename)
    except HloSyntaxError as e:
        offsets = converter.line_offsets
        offset = offsets[e.line - 1] if 0 < e.line <= len(offsets) else 0
        raise converter.error(offset, f"the HLO made from this op does not read: {e.message} (in: "
                              f"{(e.source_line or '').strip()[:200]})") from None
    _point_at_mlir(hlo, text, converter, filename)
    return hlo, text


def _point_at_mlir(hlo: Module, text: str, converter: Converter, filename: str | None) -> None:
    """Each instruction's and computation's position: its op's line and column in the .mlir file."""
    offsets = converter.line_offsets
    where = converter.parser.where
    for comp in hlo.computations:
        if comp.loc is not None and 0 < comp.loc.line <= len(offsets):
            line, col = where(offsets[comp.loc.line - 1])
            comp.loc = SourceLoc(filename, line, col)
        for inst in comp.instructions:
            if inst.pos:
                hlo_line = inst.pos >> 20
                if 0 < hlo_line <= len(offsets):
                    line, col = where(offsets[hlo_line - 1])
                    inst.pos = source_pos(line, col)
    hlo.filename = filename

