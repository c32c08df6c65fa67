"""``frontend_attributes={k="v", k2={raw braced text}}``: its decoding."""
from __future__ import annotations

import re

from ..ir.values import BracedText, FrontendAttributes
from .strings import c_unescape

_FA_KEY_RE = re.compile(r"""\s*,?\s*([A-Za-z_][A-Za-z0-9_.\-]*)\s*=\s*""")
_FA_STRING_RE = re.compile(r""""[^"\\]*(?:\\.[^"\\]*)*"|'[^'\\]*(?:\\.[^'\\]*)*'""")


def parse_frontend_attributes(text: str) -> FrontendAttributes:
    """``{k="v", k2={raw braced text}}``: values are strings, or braced text kept verbatim.
    Raises ValueError (StringEscapeError for a bad escape) where the text is malformed."""
    body = text.strip()[1:-1]
    items: list[tuple[str, str | BracedText]] = []
    pos = 0
    while body[pos:].strip():
        m = _FA_KEY_RE.match(body, pos)
        if m is None:
            raise ValueError(f"frontend_attributes: expected key=value, found '{body[pos:pos + 30].strip()}'")
        key, pos = m.group(1), m.end()
        if body.startswith("{", pos):
            depth, j, in_str = 0, pos, None
            while j < len(body):
                ch = body[j]
                if in_str:
                    if ch == "\\":
                        j += 1
                    elif ch == in_str:
                        in_str = None
                elif ch in "\"'":
                    in_str = ch
                elif ch == "{":
                    depth += 1
                elif ch == "}":
                    depth -= 1
                    if depth == 0:
                        break
                j += 1
            items.append((key, BracedText(body[pos:j + 1])))
            pos = j + 1
        else:
            sm = _FA_STRING_RE.match(body, pos)
            if sm is None:
                raise ValueError(f"frontend_attributes: the value of '{key}' must be a string or {{...}}")
            items.append((key, c_unescape(sm.group(0)[1:-1])))
            pos = sm.end()
    return FrontendAttributes(tuple(items))
