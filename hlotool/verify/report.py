"""Verifier diagnostics: the data, the stable code table and the renderers (text, json, github, sarif)."""
from __future__ import annotations

import json
from dataclasses import asdict, dataclass, field

from ..ir.module import SourceLoc

# Stable codes. Documented in README.md ("verify"); never renumber, only add.
CODES: dict[str, str] = {
    "V001": "duplicate instruction or computation name",
    "V002": "operand or control predecessor not defined",
    "V003": "computation without exactly one ROOT",
    "V004": "parameter numbers not contiguous or not matching the computation signature",
    "V005": "wrong number of operands for the opcode",
    "V006": "cycle through operands or control predecessors",
    "V007": "scheduled module: instruction order is not a topological order",
    "V008": "unknown opcode",
    "V101": "declared shape differs from the inferred shape",
    "V102": "attribute value invalid (dimension numbers, window, slice, labels, counts, ...)",
    "V103": "operand element types or shapes incompatible",
    "V104": "element type not allowed for the opcode",
    "V201": "called computation does not fit its call site",
    "V202": "missing or wrong called computation",
    "V301": "invalid layout (minor_to_major, tiles, element size)",
    "V302": "layout differs from entry_computation_layout",
    "V303": "layout-sensitive: operand/result layouts incompatible",
    "V401": "input_output_alias or buffer_donor inconsistent",
    "V402": "async / start-done pair mismatch",
    "V403": "collective attributes invalid (replica_groups, source_target_pairs, channel_id)",
    "V404": "get-tuple-element index out of range",
    "V405": "custom-call operand_layout_constraints do not match operands",
}


@dataclass(frozen=True)
class Note:
    message: str
    loc: SourceLoc | None = None


@dataclass(frozen=True)
class Diagnostic:
    code: str
    message: str
    loc: SourceLoc | None = None
    severity: str = "error"            # error | warning
    instruction: str | None = None
    computation: str | None = None
    notes: tuple[Note, ...] = field(default=())

    def to_dict(self) -> dict:
        d = asdict(self)
        d["loc"] = _loc_dict(self.loc)
        d["notes"] = [{"message": n.message, "loc": _loc_dict(n.loc)} for n in self.notes]
        return d

    def __str__(self) -> str:
        where = str(self.loc) if self.loc else "<module>"
        return f"{where}: {self.severity}: {self.message} [{self.code}]"


def _loc_dict(loc: SourceLoc | None):
    return None if loc is None else {"file": loc.file, "line": loc.line, "column": loc.column}


# ---------------------------------------------------------------- renderers
def render_text(diags, source_lines, console) -> None:
    """``file:line:col: error: message [Vnnn]``, the source line with a caret, then the notes."""
    from rich.text import Text
    for d in diags:
        head = Text()
        head.append(f"{d.loc or '<module>'}: ", style="bold")
        head.append(f"{d.severity}: ", style="bold red" if d.severity == "error" else "bold yellow")
        head.append(d.message)
        head.append(f" [{d.code}]", style="dim")
        console.print(head)
        _print_source(d.loc, source_lines, console)
        for n in d.notes:
            note = Text("  ")
            if n.loc:
                note.append(f"{n.loc}: ", style="bold")
            note.append("note: ", style="bold cyan")
            note.append(n.message)
            console.print(note)


def _print_source(loc, source_lines, console) -> None:
    from rich.text import Text
    if loc is None or not source_lines or not (1 <= loc.line <= len(source_lines)):
        return
    src = source_lines[loc.line - 1].expandtabs(1)
    col = max(loc.column, 1)
    if len(src) > 160:
        start = max(0, col - 80)
        src = ("..." if start else "") + src[start:start + 160] + ("..." if start + 160 < len(src) else "")
        col = col - start + (3 if start else 0)
    console.print(Text("  " + src))
    console.print(Text("  " + " " * (col - 1) + "^", style="bold green"))


def render_json(diags) -> str:
    return json.dumps([d.to_dict() for d in diags], indent=1)


def _gh_escape(s: str) -> str:
    return s.replace("%", "%25").replace("\r", "%0D").replace("\n", "%0A")


def render_github(diags, filename: str) -> str:
    lines = []
    for d in diags:
        level = "error" if d.severity == "error" else "warning"
        props = [f"file={d.loc.file if d.loc and d.loc.file else filename}"]
        if d.loc:
            props += [f"line={d.loc.line}", f"col={d.loc.column}"]
        props.append(f"title={d.code}")
        lines.append(f"::{level} {','.join(props)}::{_gh_escape(d.message)}")
    return "\n".join(lines)


def render_sarif(diags, filename: str, version: str) -> str:
    used = sorted({d.code for d in diags} | set(CODES))
    rules = [{"id": c, "shortDescription": {"text": CODES.get(c, c)}} for c in used]
    results = []
    for d in diags:
        r = {"ruleId": d.code, "level": "error" if d.severity == "error" else "warning",
             "message": {"text": d.message}}
        if d.loc:
            r["locations"] = [_sarif_loc(d.loc, filename)]
        if d.notes:
            r["relatedLocations"] = [
                {**(_sarif_loc(n.loc, filename) if n.loc else {}), "id": i, "message": {"text": n.message}}
                for i, n in enumerate(d.notes)]
        results.append(r)
    doc = {"$schema": "https://json.schemastore.org/sarif-2.1.0.json", "version": "2.1.0",
           "runs": [{"tool": {"driver": {"name": "hlotool", "version": version,
                                         "informationUri": "https://github.com/openxla/xla",
                                         "rules": rules}},
                     "results": results}]}
    return json.dumps(doc, indent=1)


def _sarif_loc(loc: SourceLoc, filename: str) -> dict:
    return {"physicalLocation": {"artifactLocation": {"uri": loc.file or filename},
                                 "region": {"startLine": loc.line, "startColumn": max(loc.column, 1)}}}
