"""Instruction and attribute text for reports (the canonical printer, one instruction at a time)."""
from __future__ import annotations

from typing import Any

from ..fmt.printer import FormatOptions, _Printer
from ..fmt.values import value_text
from ..ir.module import Instruction


def _instruction_printer(opts: FormatOptions) -> _Printer:
    """A printer of single instructions: it reads no module (fmt.printer's _Printer types its module as Module,
    which whole-module printing needs)."""
    return _Printer(None, opts)     # type: ignore[arg-type]


_PRINTER = _instruction_printer(FormatOptions())


_PRINTERS: dict[frozenset, _Printer] = {frozenset(): _PRINTER}


def printer_for(strip=()):
    """``instruction_text`` with ``strip`` fixed, as a function of the instruction alone."""
    key = frozenset(strip)
    printer = _PRINTERS.get(key)
    if printer is None:
        printer = _PRINTERS[key] = _instruction_printer(FormatOptions(key))
    instruction = printer.instruction
    return lambda inst: instruction(inst, {}, inst.is_root)


def instruction_text(inst: Instruction, strip=()) -> str:
    """One instruction as HLO text, e.g. ``%add.1 = f32[2]{0} add(%a, %b)``."""
    key = frozenset(strip)
    printer = _PRINTERS.get(key)
    if printer is None:
        printer = _PRINTERS[key] = _instruction_printer(FormatOptions(key))
    return printer.instruction(inst, {}, inst.is_root)


def attr_text(value: Any) -> str:
    try:
        return value_text(value)
    except TypeError:            # a value kind the printer does not know: still show something
        return repr(value)
