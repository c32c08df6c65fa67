"""The language server's view of a StableHLO / MLIR (``.mlir``) document: diagnostics from
``hlotool.parse_stablehlo``'s located errors, hover on an op name (the HLO opcode its record in
``hlotool.stablehlo.ops`` maps to, and that opcode's summary), go to definition of a ``%value`` and of a
function ``@name``. Plain data in and out (0-based lines and columns); ``hlotool.lsp.server`` dispatches here
for a document whose language id is ``mlir``/``stablehlo`` or whose path ends in ``.mlir``."""
from __future__ import annotations

import re

from ..errors import HloError, HloSyntaxError
from .opcode_docs import summary

_WORD = re.compile(r'"[A-Za-z_][\w$]*\.[\w$.]*"|[%@^]?[A-Za-z_$\d][\w$.\-]*|@"(?:[^"\\]|\\.)*"')
_FUNC = re.compile(r'\bfunc\.func\b[^@]*(@[\w$.\-]+|@"(?:[^"\\]|\\.)*")')


def is_mlir(uri: str, language_id: str | None = None) -> bool:
    return language_id in ("mlir", "stablehlo") or uri.lower().endswith(".mlir")


def diagnostics(text: str, filename: str | None = None) -> list[tuple[int, int, int, str]]:
    """(line, column, end column, message) of the text's first error as ``parse_stablehlo`` locates it; [] when
    it reads."""
    from ..stablehlo import parse_stablehlo
    try:
        parse_stablehlo(text, filename)
    except HloSyntaxError as e:
        line = max(e.line - 1, 0)
        col = max(e.column - 1, 0)
        lines = text.splitlines()
        src = lines[line] if line < len(lines) else ""
        m = _WORD.match(src, col)
        return [(line, col, m.end() if m else col + 1, e.message)]
    except HloError as e:
        return [(0, 0, 1, str(e))]
    return []


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
    return (f"`{name}` becomes HLO `{record.opcode}`: {summary(record.opcode)}", start, start + len(word))


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
