"""Errors raised by hlotool's public API."""
from __future__ import annotations


class HloError(Exception):
    """Base class of hlotool's errors."""


class HloSyntaxError(HloError):
    """Text that is not valid HLO. Carries where and what."""

    def __init__(self, message: str, file: str | None = None, line: int = 0, column: int = 0,
                 source_line: str | None = None, expected: tuple[str, ...] = (), found: str | None = None):
        self.message = message
        self.file = file
        self.line = line
        self.column = column
        self.source_line = source_line
        self.expected = expected
        self.found = found
        super().__init__(self.location + ": error: " + message)

    @property
    def location(self) -> str:
        return f"{self.file or '<input>'}:{self.line}:{self.column}"
