"""The IR as JSON (``hlotool parse --json``). Attribute values are given in their canonical text."""
from __future__ import annotations

from typing import Any

from ..ir.module import Computation, Instruction, Module
from .literals import literal_text
from .values import value_text


def _attr_text(v) -> str:
    return value_text(v)


def instruction_to_json(inst: Instruction) -> dict[str, Any]:
    out: dict[str, Any] = {
        "name": inst.name, "opcode": inst.opcode, "shape": inst.shape.to_text(),
        "operands": list(inst.operand_names),
    }
    if inst.is_root:
        out["root"] = True
    if inst.parameter_number is not None:
        out["parameter_number"] = inst.parameter_number
    if inst.literal is not None:
        out["literal"] = literal_text(inst.literal) if inst.shape.num_elements <= 1000 or inst.shape.is_tuple \
            else "{...}"
    if inst.attribute_map:
        out["attrs"] = {k: _attr_text(v) for k, v in inst.attribute_map.items()}
    if inst.called_computations:
        out["called_computations"] = [c.name for c in inst.called_computations]
    if inst.loc is not None:
        out["line"], out["column"] = inst.loc.line, inst.loc.column
    return out


def computation_to_json(c: Computation) -> dict[str, Any]:
    return {"name": c.name, "entry": c.is_entry, "root": c.root.name,
            "line": c.loc.line if c.loc else None,
            **({"execution_thread": c.execution_thread} if c.execution_thread else {}),
            "instructions": [instruction_to_json(i) for i in c.instructions]}


def module_to_json(m: Module) -> dict[str, Any]:
    return {"name": m.name, "file": m.filename, "entry": m.entry.name,
            "attrs": {k: _attr_text(v) for k, v in m.attrs.items()},
            "computations": [computation_to_json(c) for c in m.computations]}
