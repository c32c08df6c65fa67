"""Rendering of errors and diagnostics for people (rich, with the source line and a caret)."""
from __future__ import annotations

import os
import sys

from rich.console import Console
from rich.text import Text

from .errors import HloSyntaxError


def stderr_console() -> Console:
    no_color = bool(os.environ.get("NO_COLOR"))
    return Console(stderr=True, highlight=False, no_color=no_color, soft_wrap=True)


def render_syntax_error(err: HloSyntaxError, console: Console | None = None) -> None:
    """``file:line:col: error: message``, then the source line and a caret under the column."""
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


def plain_location(err: HloSyntaxError) -> str:
    return f"{err.location}: error: {err.message}"


def is_tty() -> bool:
    return sys.stderr.isatty()
