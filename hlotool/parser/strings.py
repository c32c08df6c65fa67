"""String tokens: absl::CUnescape, which XLA's lexer applies to them."""
from __future__ import annotations

import re

_ESCAPES = {"n": "\n", "t": "\t", "r": "\r", '"': '"', "'": "'", "\\": "\\", "a": "\a", "b": "\b",
            "f": "\f", "v": "\v", "?": "?"}
_ESC_RE = re.compile(r"\\(x[0-9a-fA-F]+|[0-7]{1,3}|u[0-9a-fA-F]{4}|U[0-9a-fA-F]{8}|.)", re.S)


class StringEscapeError(ValueError):
    """A string token whose escapes absl::CUnescape (and so XLA's lexer) rejects."""

    def __init__(self, message: str, body: str, offset: int):
        super().__init__(message)
        self.body, self.offset = body, offset


def c_unescape(body: str) -> str:
    """absl::CUnescape, which XLA's lexer applies to string tokens."""
    if "\\" not in body:
        return body

    def sub(m):
        e = m.group(1)
        if e[0] == "x" and len(e) > 1:
            v = int(e[1:], 16)
        elif e[0] in "01234567":
            v = int(e, 8)
        elif e in _ESCAPES:
            return _ESCAPES[e]
        elif len(e) > 1 and int(e[1:], 16) <= 0x10FFFF:   # \u + 4 or \U + 8 hex digits: a code point
            return chr(int(e[1:], 16))
        else:
            what = ("\\x without hex digits" if e == "x" else f"code point '\\{e}' out of range"
                    if len(e) > 1 else f"unknown escape sequence '\\{e}'")
            raise StringEscapeError(f"invalid string: {what}", body, m.start())
        if v > 0xFF:
            raise StringEscapeError(f"invalid string: escape '\\{e}' is above 0xff", body, m.start())
        return chr(v)
    return _ESC_RE.sub(sub, body)
