"""Text tables drawn as rich draws them (a heavy head box), as one string: no per-cell objects, measuring or
wrapping, so a table of thousands of rows costs what its text does. Long tables keep their first rows and say
how many they leave out (the JSON output has them all)."""
from __future__ import annotations

from typing import Iterable, Sequence


def table_text(title: str, columns: Sequence[str], rows: Iterable[Sequence], bold: bool = False,
               right_aligned_from: int = 1) -> str:
    """``title`` above a boxed table of ``columns`` and ``rows`` (cells as str()); columns from
    ``right_aligned_from`` on are right-aligned. ``bold``: the title and headers in ANSI bold."""
    cells = [[str(x) for x in r] for r in rows]
    widths = [len(c) for c in columns]
    for r in cells:
        for k, x in enumerate(r):
            if len(x) > widths[k]:
                widths[k] = len(x)
    on, off = ("\x1b[1m", "\x1b[0m") if bold else ("", "")

    def line(values, bar: str, style: tuple[str, str] = ("", "")) -> str:
        parts = [style[0] + (v.rjust(w) if k >= right_aligned_from else v.ljust(w)) + style[1]
                 for k, (v, w) in enumerate(zip(values, widths, strict=True))]
        return bar + " " + f" {bar} ".join(parts) + " " + bar

    rules = ["━" * (w + 2) for w in widths]
    out = [on + title + off,
           "┏" + "┳".join(rules) + "┓",
           line(columns, "┃", (on, off)),
           "┡" + "╇".join(rules) + "┩"]
    out.extend(line(r, "│") for r in cells)
    out.append("└" + "┴".join("─" * (w + 2) for w in widths) + "┘")
    return "\n".join(out)


def first_rows(rows: list, limit: int, what: str, columns: int, rest: str = "") -> list:
    """``rows`` (a list), or its first ``limit`` and a last row ``… N more <what>`` (``rest``: what those
    add up to, in the next column) where there are more."""
    if len(rows) <= limit:
        return rows
    more = len(rows) - limit
    tail = [f"… {more:,} more {what}"] + ([rest] if columns > 1 else [])
    return rows[:limit] + [tail + [""] * (columns - len(tail))]
