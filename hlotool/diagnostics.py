"""Rendering for people: errors and diagnostics (rich, with the source line and a caret), byte sizes."""
from __future__ import annotations

import contextlib
import json as _json
import os
from dataclasses import dataclass, field
from typing import TYPE_CHECKING

from .errors import HloSyntaxError

if TYPE_CHECKING:
    from rich.console import Console

    from .ir.module import SourceLoc

# rich is imported when something is first printed with it: a clean `verify` never needs it.


def stderr_console() -> "Console":
    from rich.console import Console
    no_color = bool(os.environ.get("NO_COLOR"))
    return Console(stderr=True, highlight=False, no_color=no_color, soft_wrap=True)


def render_syntax_error(err: HloSyntaxError, console: Console | None = None) -> None:
    """``file:line:col: error: message``, then the source line and a caret under the column."""
    from rich.text import Text
    console = console or stderr_console()
    head = Text()
    head.append(f"{err.location}: ", style="bold")
    head.append("error: ", style="bold red")
    head.append(err.message)
    console.print(head)
    if err.source_line is not None:
        src = err.source_line.expandtabs(1)
        col = max(err.column, 1)
        # Very long dump lines: show a window around the column.
        start = 0
        if len(src) > 160:
            start = max(0, col - 80)
            src = ("..." if start else "") + src[start:start + 160] + ("..." if start + 160 < len(src) else "")
            col = col - start + (3 if start else 0)
        console.print(Text("  " + src))
        console.print(Text("  " + " " * (col - 1) + "^", style="bold green"))


# ---------------------------------------------------------------------------------------------
# Findings of the verifier (and future checkers): data, then one renderer per output format.


@dataclass(frozen=True)
class Note:
    message: str
    loc: SourceLoc | None = None


@dataclass(frozen=True)
class Diagnostic:
    code: str                   # stable, e.g. "V200"; see hlotool.verifier.codes.CODES
    severity: str               # "error" or "warning"
    message: str                # names the expected and the found value
    loc: SourceLoc | None = None    # of the instruction or computation
    computation: str | None = None
    instruction: str | None = None
    notes: tuple[Note, ...] = field(default_factory=tuple)

    @property
    def location(self) -> str:
        return str(self.loc) if self.loc is not None else "<module>"

    def to_dict(self) -> dict:
        d = {"code": self.code, "severity": self.severity, "message": self.message,
             "file": getattr(self.loc, "file", None), "line": getattr(self.loc, "line", None),
             "column": getattr(self.loc, "column", None), "computation": self.computation,
             "instruction": self.instruction,
             "notes": [{"message": n.message, "location": str(n.loc) if n.loc else None} for n in self.notes]}
        return d

    def __str__(self) -> str:
        return f"{self.location}: {self.severity}: {self.message} [{self.code}]"


def _source_line(loc, cache: dict) -> str | None:
    """The source line of `loc`: from its file, or from the text given for file-less input."""
    f = getattr(loc, "file", None)
    if f not in cache:
        cache[f] = []       # (file-less input has its text under None, when given)
        if f is not None:
            with contextlib.suppress(OSError, TypeError):       # (an unreadable file: no line is shown)
                with open(f, encoding="utf-8", errors="replace") as fh:
                    cache[f] = fh.read().splitlines()
    lines = cache[f]
    return lines[loc.line - 1] if 0 < loc.line <= len(lines) else None


def render_diagnostics_text(diags, console: Console | None = None, source_text: str | None = None) -> None:
    """``file:line:col: error: message [code]``, the source line with a caret, then the notes."""
    from rich.text import Text
    console = console or stderr_console()
    cache: dict = {}
    if source_text is not None:
        cache[None] = source_text.splitlines()
    for d in diags:
        head = Text()
        head.append(f"{d.location}: ", style="bold")
        head.append(f"{d.severity}: ", style="bold red" if d.severity == "error" else "bold yellow")
        head.append(d.message)
        head.append(f" [{d.code}]", style="dim")
        console.print(head)
        if d.loc is not None:
            src = _source_line(d.loc, cache)
            if src is not None:
                src = src.expandtabs(1)
                col = max(d.loc.column, 1)
                if len(src) > 160:
                    start = max(0, col - 40)
                    src = ("..." if start else "") + src[start:start + 160] + "..."
                    col = col - start + (3 if start else 0)
                console.print(Text("  " + src))
                console.print(Text("  " + " " * (col - 1) + "^", style="bold green"))
        for n in d.notes:
            t = Text("  note: ", style="cyan")
            if n.loc is not None:
                t.append(f"{n.loc}: ", style="bold")
            t.append(n.message)
            console.print(t)


def diagnostics_json(diags) -> str:
    errors = sum(d.severity == "error" for d in diags)
    return _json.dumps({"errors": errors, "warnings": len(diags) - errors,
                        "diagnostics": [d.to_dict() for d in diags]}, indent=1)


def _gh_escape(s: str, prop: bool = False) -> str:
    s = s.replace("%", "%25").replace("\r", "%0D").replace("\n", "%0A")
    if prop:
        s = s.replace(":", "%3A").replace(",", "%2C")
    return s


def diagnostics_github(diags) -> str:
    """GitHub Actions workflow commands: ``::error file=F,line=L,col=C,title=CODE::message``."""
    out = []
    for d in diags:
        level = "error" if d.severity == "error" else "warning"
        props = [f"title={_gh_escape(d.code, True)}"]
        if d.loc is not None:
            if d.loc.file:
                props.insert(0, f"file={_gh_escape(d.loc.file, True)}")
            props.insert(1 if d.loc.file else 0, f"line={d.loc.line},col={d.loc.column}")
        msg = d.message + "".join(f"\n{n.loc or ''}{': ' if n.loc else ''}{n.message}" for n in d.notes)
        out.append(f"::{level} {','.join(props)}::{_gh_escape(msg)}")
    return "\n".join(out)


def diagnostics_sarif(diags, rules: dict[str, str], tool_version: str) -> str:
    """SARIF 2.1.0, one run, one rule per code used."""
    used = sorted({d.code for d in diags})
    results = []
    for d in diags:
        r = {"ruleId": d.code, "level": "error" if d.severity == "error" else "warning",
             "message": {"text": d.message}}
        if d.loc is not None:
            r["locations"] = [{"physicalLocation": {
                "artifactLocation": {"uri": d.loc.file or "<stdin>"},
                "region": {"startLine": d.loc.line, "startColumn": d.loc.column}}}]
        if d.notes:
            r["relatedLocations"] = [
                {"id": k, "message": {"text": n.message},
                 **({"physicalLocation": {"artifactLocation": {"uri": n.loc.file or "<stdin>"},
                                          "region": {"startLine": n.loc.line, "startColumn": n.loc.column}}}
                    if n.loc is not None else {})}
                for k, n in enumerate(d.notes)]
        results.append(r)
    doc = {"$schema": "https://json.schemastore.org/sarif-2.1.0.json", "version": "2.1.0",
           "runs": [{"tool": {"driver": {"name": "hlotool", "version": tool_version,
                                         "informationUri": "https://github.com/hlotool/hlotool",
                                         "rules": [{"id": c, "shortDescription": {"text": rules.get(c, c)}}
                                                   for c in used]}},
                     "results": results}]}
    return _json.dumps(doc, indent=1)


def human_bytes(n: float, digits: int = 1, largest: str = "TiB") -> str:
    """``n`` bytes as ``1.5 MiB``: whole bytes below 1 KiB, else ``digits`` decimals of the largest
    binary unit below |n|, up to ``largest``."""
    for unit in _BYTE_UNITS[:_BYTE_UNITS.index(largest) + 1]:
        if abs(n) < 1024 or unit == largest:
            return f"{n:.0f} B" if unit == "B" else f"{n:.{digits}f} {unit}"
        n /= 1024
    return str(n)


_BYTE_UNITS = ("B", "KiB", "MiB", "GiB", "TiB")
