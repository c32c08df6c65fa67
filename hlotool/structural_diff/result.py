"""What a diff reports: per computation, each instruction unchanged / changed (which fields) /
left-only / right-only. Built from a Matching; plain data, JSON-ready."""
from __future__ import annotations

import json
from dataclasses import dataclass, field
from json.encoder import encode_basestring_ascii as _encode_string

from ..ir.module import Computation, Instruction, Module
from ..ir.values import CompRef
from .match import Matching, match_modules
from .text import attr_text, instruction_text, printer_for

STATUSES = ("unchanged", "changed", "left_only", "right_only")
# Attributes compared only when asked for (`include`), like metadata.
OPTIONAL_ATTRS = frozenset({"metadata"})


@dataclass
class FieldChange:
    field: str                 # opcode | shape | layout | operands | literal | parameter_number | attr:KEY
    left: str
    right: str


@dataclass
class InstructionDiff:
    status: str
    left: str | None           # instruction names
    right: str | None
    opcode: str
    changes: list[FieldChange] = field(default_factory=list)
    left_text: str | None = None
    right_text: str | None = None

    def to_json(self) -> dict:
        # By hand, not dataclasses.asdict: that deep-copies every string (seconds on a big dump).
        return {"status": self.status, "left": self.left, "right": self.right, "opcode": self.opcode,
                "changes": [{"field": c.field, "left": c.left, "right": c.right} for c in self.changes],
                "left_text": self.left_text, "right_text": self.right_text}


@dataclass
class ComputationDiff:
    status: str
    left: str | None
    right: str | None
    instructions: list[InstructionDiff] = field(default_factory=list)

    def to_json(self) -> dict:
        return {"status": self.status, "left": self.left, "right": self.right,
                "instructions": [i.to_json() for i in self.instructions]}

    def counts(self) -> dict[str, int]:
        out = dict.fromkeys(STATUSES, 0)
        for i in self.instructions:
            out[i.status] += 1
        return out


@dataclass
class DiffResult:
    left_module: str
    right_module: str
    computations: list[ComputationDiff]

    @property
    def summary(self) -> dict[str, int]:
        """Instruction counts per status over all computations."""
        out = dict.fromkeys(STATUSES, 0)
        for c in self.computations:
            for k, v in c.counts().items():
                out[k] += v
        return out

    @property
    def computation_summary(self) -> dict[str, int]:
        out = dict.fromkeys(STATUSES, 0)
        for c in self.computations:
            out[c.status] += 1
        return out

    @property
    def same(self) -> bool:
        return all(c.status == "unchanged" for c in self.computations)

    def to_json(self) -> dict:
        return {"left": self.left_module, "right": self.right_module, "same": self.same,
                "summary": self.summary, "computation_summary": self.computation_summary,
                "computations": [c.to_json() for c in self.computations]}

    def json_text(self) -> str:
        """``json.dumps(self.to_json(), separators=(",", ":"))``, written directly: a pre/post diff
        of a big dump has a row per instruction, and building the dicts first cost more than
        writing them."""
        enc = _encode_string

        def s(v) -> str:
            return "null" if v is None else enc(v)

        def row(i: InstructionDiff) -> str:
            changes = ",".join('{"field":' + enc(c.field) + ',"left":' + enc(c.left) + ',"right":'
                               + enc(c.right) + "}" for c in i.changes)
            return ('{"status":"' + i.status + '","left":' + s(i.left) + ',"right":' + s(i.right)
                    + ',"opcode":' + enc(i.opcode) + ',"changes":[' + changes + '],"left_text":'
                    + s(i.left_text) + ',"right_text":' + s(i.right_text) + "}")
        compact = (",", ":")
        out = ['{"left":', s(self.left_module), ',"right":', s(self.right_module), ',"same":',
               "true" if self.same else "false", ',"summary":', json.dumps(self.summary, separators=compact),
               ',"computation_summary":', json.dumps(self.computation_summary, separators=compact),
               ',"computations":[']
        for k, c in enumerate(self.computations):
            out.append(("," if k else "") + '{"status":"' + c.status + '","left":' + s(c.left) + ',"right":'
                       + s(c.right) + ',"instructions":[')
            out.append(",".join(map(row, c.instructions)))
            out.append("]}")
        out.append("]}")
        return "".join(out)


# ---------------------------------------------------------------- classification
def _attr_value_for_compare(key, value, side_map) -> str:
    """Attribute text with computation names mapped to the other side's, so renamed callees agree."""
    if isinstance(value, CompRef):
        return "%" + side_map(value.name)
    if isinstance(value, tuple) and value and all(isinstance(v, CompRef) for v in value):
        return "{" + ", ".join("%" + side_map(v.name) for v in value) + "}"
    return attr_text(value)


def _same_operands(a: Instruction, b: Instruction, insts: dict[str, str], matching: Matching) -> bool:
    """Each operand is the matched one, or an identical subgraph (equal fingerprints)."""
    if len(a.operands) != len(b.operands):
        return False
    left_fp, right_fp = matching.left_fp, matching.right_fp
    assert left_fp is not None and right_fp is not None     # (match_modules sets both)
    return all(insts.get(x.name) == y.name
               or left_fp.instruction(x) == right_fp.instruction(y)
               for x, y in zip(a.operands, b.operands, strict=True))


def _field_changes(a: Instruction, b: Instruction, insts: dict[str, str], matching: Matching,
                   include: frozenset) -> list[FieldChange]:
    comps = matching.comps
    changes = []
    if a.opcode != b.opcode:
        changes.append(FieldChange("opcode", a.opcode, b.opcode))
    if a.shape.without_layout() != b.shape.without_layout():
        changes.append(FieldChange("shape", a.shape.to_text(False), b.shape.to_text(False)))
    elif a.shape != b.shape:
        changes.append(FieldChange("layout", a.shape.to_text(), b.shape.to_text()))
    if a.parameter_number != b.parameter_number:
        changes.append(FieldChange("parameter_number", str(a.parameter_number), str(b.parameter_number)))
    if a.literal != b.literal:
        changes.append(FieldChange("literal", _short(instruction_text(a)), _short(instruction_text(b))))
    if not _same_operands(a, b, insts, matching):
        changes.append(FieldChange("operands", ", ".join("%" + o for o in a.operand_names),
                                   ", ".join("%" + o for o in b.operand_names)))
    for key in dict.fromkeys([*a.attribute_map, *b.attribute_map]):
        if key in OPTIONAL_ATTRS and key not in include:
            continue
        if key == "control-predecessors":
            va = [insts.get(p) for p in a.attribute_map.get(key, ())]
            if va != list(b.attribute_map.get(key, ())):
                changes.append(FieldChange("attr:" + key, str(list(a.attribute_map.get(key, ()))),
                                           str(list(b.attribute_map.get(key, ())))))
            continue
        ta = _attr_value_for_compare(key, a.attribute_map[key], lambda n: comps.get(n, "?" + n)) \
            if key in a.attribute_map else ""
        tb = _attr_value_for_compare(key, b.attribute_map[key], lambda n: n) if key in b.attribute_map else ""
        if ta != tb:
            la = attr_text(a.attribute_map[key]) if key in a.attribute_map else "(absent)"
            lb = attr_text(b.attribute_map[key]) if key in b.attribute_map else "(absent)"
            changes.append(FieldChange("attr:" + key, _short(la), _short(lb)))
    return changes


def _short(text: str, limit: int = 200) -> str:
    return text if len(text) <= limit else text[:limit - 3] + "..."


def _diff_computation(a: Computation, b: Computation, matching: Matching, include) -> ComputationDiff:
    """Rows in the right side's order, each left-only instruction just before the first matched
    instruction that follows it on the left, so a side-by-side view lines up."""
    insts = matching.insts.get(a.name, {})
    right_to_left = {rb: la for la, rb in insts.items()}
    strip = () if "metadata" in include else ("metadata",)
    out = ComputationDiff("unchanged", a.name, b.name)
    left_index = {inst.name: k for k, inst in enumerate(a.instructions)}
    next_left = 0

    text = printer_for(strip)

    def flush_left_only(upto: int):
        nonlocal next_left
        while next_left < upto:
            ia = a.instructions[next_left]
            if ia.name not in insts:
                out.instructions.append(InstructionDiff("left_only", ia.name, None, ia.opcode,
                                                        left_text=text(ia)))
            next_left += 1

    for ib in b.instructions:
        la = right_to_left.get(ib.name)
        if la is None:
            out.instructions.append(InstructionDiff("right_only", None, ib.name, ib.opcode,
                                                    right_text=text(ib)))
            continue
        ia = a.instruction(la)
        flush_left_only(left_index[la])
        changes = _field_changes(ia, ib, insts, matching, include)
        out.instructions.append(InstructionDiff("changed" if changes else "unchanged", ia.name, ib.name,
                                                ia.opcode, changes, text(ia), text(ib)))
    flush_left_only(len(a.instructions))
    if any(i.status != "unchanged" for i in out.instructions):
        out.status = "changed"
    return out


def diff_modules(left: Module, right: Module, include=()) -> DiffResult:
    """Structural diff of two modules. ``include``: optional fields to compare too ("metadata")."""
    include = frozenset(include)
    bad = include - OPTIONAL_ATTRS
    if bad:
        raise ValueError(f"cannot include {', '.join(sorted(bad))}; choose from "
                         f"{', '.join(sorted(OPTIONAL_ATTRS))}")
    matching = match_modules(left, right)
    text = printer_for(() if "metadata" in include else ("metadata",))
    comps = []
    right_matched = set(matching.comps.values())
    for c in left.computations:
        other = matching.comps.get(c.name)
        if other is None:
            comps.append(ComputationDiff("left_only", c.name, None, [
                InstructionDiff("left_only", i.name, None, i.opcode, left_text=text(i)) for i in c.instructions]))
        else:
            comps.append(_diff_computation(c, right.computation(other), matching, include))
    for c in right.computations:
        if c.name not in right_matched:
            comps.append(ComputationDiff("right_only", None, c.name, [
                InstructionDiff("right_only", None, i.name, i.opcode, right_text=text(i)) for i in c.instructions]))
    return DiffResult(left.name, right.name, comps)
