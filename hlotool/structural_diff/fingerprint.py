"""Exact-subgraph fingerprints: a hash of opcode, shape, attributes (no metadata) and the operands'
fingerprints, computed bottom-up. Called computations contribute their root's fingerprint, so two
dumps that differ only in names get equal fingerprints everywhere."""
from __future__ import annotations

import hashlib

from ..ir.module import Computation, Instruction, Module
from ..ir.values import CompRef
from ..ir.walks import post_order
from .text import attr_text

# Attributes that never take part in a fingerprint: debug info, or names of other instructions.
NAME_OR_DEBUG_ATTRS = frozenset({"metadata", "control-predecessors", "statistics", "origin",
                                  "original_value"})


def _digest(*parts: str) -> str:
    return hashlib.blake2b(("\x00".join(parts) + "\x00").encode(), digest_size=12).hexdigest()




class Fingerprints:
    """Fingerprints of every instruction and computation of one module, computed on demand."""

    def __init__(self, module: Module):
        self.module = module
        self.of_inst: dict[int, str] = {}
        self.of_comp: dict[str, str] = {}
        self._attr_texts: dict[int, str] = {}

    def computation(self, comp: Computation) -> str:
        fp = self.of_comp.get(comp.name)
        if fp is None:
            of_inst = self.of_inst
            try:
                # Parsed modules list operands before their users, so this order is bottom-up.
                for inst in comp.instructions:
                    of_inst[id(inst)] = self._instruction(inst)
            except _OperandNotDone:     # a module built out of order: go bottom-up explicitly
                for inst in post_order(comp):
                    of_inst[id(inst)] = self._instruction(inst)
            fp = _digest("comp", str(len(comp.parameters)), self.of_inst[id(comp.root)])
            self.of_comp[comp.name] = fp
        return fp

    def instruction(self, inst: Instruction) -> str:
        if id(inst) not in self.of_inst:
            assert inst.computation is not None     # (a parsed module's instructions are each in theirs)
            self.computation(inst.computation)
        return self.of_inst[id(inst)]

    def _attr(self, value) -> str:
        if isinstance(value, CompRef):
            comp = self.module.get_computation(value.name)
            return "comp:" + (self.computation(comp) if comp is not None else value.name)
        if isinstance(value, tuple) and value and all(isinstance(v, CompRef) for v in value):
            return "(" + ",".join(self._attr(v) for v in value) + ")"
        # The parser shares equal attribute values between instructions, and the module keeps
        # them alive while this runs: each value object is printed once.
        text = self._attr_texts.get(id(value))
        if text is None:
            text = self._attr_texts[id(value)] = attr_text(value)
        return text

    def _instruction(self, inst: Instruction) -> str:
        parts = [inst.opcode, inst.shape.to_text(True), str(inst.parameter_number)]
        if inst.literal is not None:
            parts.append(repr(inst.literal.text_key))
        for key in sorted(inst.attribute_map):
            if key not in NAME_OR_DEBUG_ATTRS:
                parts.append(key + "=" + self._attr(inst.attribute_map[key]))
        of_inst = self.of_inst
        for op in inst.operands:
            fp = of_inst.get(id(op))
            if fp is None:
                raise _OperandNotDone
            parts.append(fp)
        return _digest(*parts)


class _OperandNotDone(Exception):
    """An operand's fingerprint is asked for before it is made (instructions out of order)."""
