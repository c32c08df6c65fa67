"""The language server's view of a StableHLO / MLIR (``.mlir``) document: diagnostics from
``hlotool.parse_stablehlo``'s located errors, else from ``hlotool.verify`` of the converted module (at the op each
finding's instruction came from), hover on an op name (the HLO opcode its record in ``hlotool.stablehlo.ops``
maps to, that opcode's summary, and the HLO instructions XLA's translation makes of that op), go to definition
of a ``%value`` and of a function ``@name``. Plain data in and out (0-based lines and columns);
``hlotool.lsp.server`` dispatches here for a document whose language id is ``mlir``/``stablehlo`` or whose path
ends in ``.mlir``."""
from __future__ import annotations

import re

from ..errors import HloError, HloSyntaxError
from .opcode_docs import summary

_WORD = re.compile(r'"[A-Za-z_][\w$]*\.[\w$.]*"|[%@^]?[A-Za-z_$\d][\w$.\-]*|@"(?:[^"\\]|\\.)*"')
_FUNC = re.compile(r'\bfunc\.func\b[^@]*(@[\w$.\-]+|@"(?:[^"\\]|\\.)*")')


def is_mlir(uri: str, language_id: str | None = None) -> bool:
    return language_id in ("mlir", "stablehlo") or uri.lower().endswith(".mlir")


def diagnostics(text: str, filename: str | None = None) -> list[tuple[int, int, int, str, str]]:
    """(line, column, end column, message, severity) of the text's first error as ``parse_stablehlo`` locates it;
    where it reads, of each finding of ``hlotool.verify`` on the converted module (its code in the message, at
    the op its instruction came from)."""
    try:
        module = _converted(text, filename)
    except HloSyntaxError as e:
        return [_at(text, e.line, e.column, e.message, "error")]
    except HloError as e:
        return [(0, 0, 1, str(e), "error")]
    from ..verifier import verify
    out = []
    for d in verify(module):
        loc = d.loc
        if loc is None or not loc.line:
            continue
        out.append(_at(text, loc.line, loc.column, f"{d.message} [{d.code}]", d.severity))
    return out


def _at(text: str, line: int, column: int, message: str, severity: str) -> tuple[int, int, int, str, str]:
    """A diagnostic at 1-based (line, column), its range the word there."""
    line, col = max(line - 1, 0), max(column - 1, 0)
    lines = text.splitlines()
    src = lines[line] if line < len(lines) else ""
    m = _WORD.match(src, col)
    return line, col, m.end() if m else col + 1, message, severity


_LAST: list = [None, None]          # (text, its module): the document the server asked about last


def _converted(text: str, filename: str | None = None):
    """``parse_stablehlo`` of the text, kept for the next question about the same text (diagnostics, then hover)."""
    if _LAST[0] is not text and _LAST[0] != text:
        from ..stablehlo import parse_stablehlo
        _LAST[:] = [None, None]
        _LAST[:] = [text, parse_stablehlo(text, filename)]
    return _LAST[1]


def word_at(text: str, line: int, col: int) -> tuple[str, int] | None:
    """The word (op name, %value, @function, ...) under (line, col) and its start column."""
    lines = text.splitlines()
    if line >= len(lines):
        return None
    for m in _WORD.finditer(lines[line]):
        if m.start() <= col < m.end() or (col == m.end() and col > m.start()):
            return m.group(), m.start()
    return None


def hover(text: str, line: int, col: int) -> tuple[str, int, int] | None:
    """Markdown on the op name under (line, col), with its range's start and end columns."""
    from ..stablehlo.ops import OPS
    w = word_at(text, line, col)
    if w is None:
        return None
    word, start = w
    name = word.strip('"')
    record = OPS.get(name)
    if record is None:
        return None
    out = f"`{name}` becomes HLO `{record.opcode}`: {summary(record.opcode)}"
    made = _instructions_of(text, line, start)
    if made:
        shown = "\n".join(made[:12]) + ("\n..." if len(made) > 12 else "")
        out += f"\n\nXLA's translation makes of it:\n```hlo\n{shown}\n```"
    return out, start, start + len(word)


def _instructions_of(text: str, line: int, col: int) -> list[str]:
    """The HLO text of the instructions converted from the op at (line, col) (0-based; the op's name's column),
    as ``hlotool fmt`` prints them; [] where the text does not convert."""
    from ..ir.module import source_pos
    from ..structural_diff.text import instruction_text
    try:
        module = _converted(text)
    except HloError:
        return []
    # (an op's instructions point at the op: the start of its line's text, results included)
    src = text.splitlines()[line]
    starts = {source_pos(line + 1, col + 1), source_pos(line + 1, len(src) - len(src.lstrip()) + 1)}
    return [instruction_text(inst, ("metadata",)) for comp in module.computations for inst in comp.instructions
            if inst.pos in starts and inst.opcode != "parameter"]


def definition(text: str, line: int, col: int) -> tuple[int, int, int] | None:
    """(line, start column, end column) of the definition of the %value or @function under (line, col)."""
    w = word_at(text, line, col)
    if w is None:
        return None
    word = w[0]
    lines = text.splitlines()
    if word.startswith("@"):
        for k, src in enumerate(lines):
            m = _FUNC.search(src)
            if m and m.group(1) == word:
                return k, m.start(1), m.end(1)
        return None
    if not word.startswith("%"):
        return None
    base = word.split("#")[0]
    # `%v = ...`, `%v:2 = ...`, `%v, %w = ...`, an argument `%v: type`, a region's `%v = %init`
    define = re.compile(r"(?:^\s*|[(,]\s*|^\s*(?:%[\w$.\-]+(?::\d+)?\s*,\s*)+)(" + re.escape(base)
                        + r")(?![\w$.\-])(?::\d+)?(?:\s*=(?!=)|:\s|\s*,\s*%[\w$.\-]+(?::\d+)?\s*=)")
    for k in range(min(line, len(lines) - 1), -1, -1):
        m = define.search(lines[k])
        if m:
            return k, m.start(1), m.end(1)
        if k < line and _FUNC.search(lines[k]):
            break
    return None
