"""Highlighted text for the browser: the server lexes (``hlotool.highlighting.lexer_for``: HLO, LLVM IR, PTX,
protobuf text) and sends token runs; app.js only paints them with the classes app.css colours. So the
highlighting rules exist once, in Python, and no JavaScript knows a syntax.

A text's runs are one flat list ``[length, class, length, class, ...]`` covering its first ``upto``
characters contiguously (lengths in UTF-16 code units, as JavaScript counts; ``class`` indexes
``classes``, 0 being plain). Only the first ``HIGHLIGHT_CHARS`` (cut at a line end) are lexed: of a
10 MB LLVM file that costs the server 0.7 s (once: the answer is cached) and the page about 1 s for
140,000 spans, not a frozen tab; the rest shows as plain text after a mark."""
from __future__ import annotations

import re

from pygments.token import STANDARD_TYPES, Comment, Keyword, Name, Number, Operator, String

from ..highlighting import lexer_for

HIGHLIGHT_CHARS = 1_000_000

# The token types painted, each with Pygments' short class name; a token takes the class of its nearest
# listed ancestor. Names, punctuation, whitespace and Error tokens stay plain (fewer spans; and a syntax
# a lexer does not know shows as text, not as a red box).
_PAINTED = (Comment, Keyword, Keyword.Type, Keyword.Constant, Name.Function, Name.Variable, Name.Builtin,
            Name.Attribute, Name.Constant, Name.Namespace, Name.Label, Number, String, Operator)
CLASSES: tuple[str, ...] = ("", *(STANDARD_TYPES[t] for t in _PAINTED))
_INDEX = {t: k + 1 for k, t in enumerate(_PAINTED)}
_ASTRAL = re.compile("[\U00010000-\U0010ffff]")     # two UTF-16 code units each


def _class_of(ttype, memo: dict) -> int:
    k = memo.get(ttype)
    if k is None:
        t = ttype
        while t is not None and t not in _INDEX:
            t = t.parent
        k = memo[ttype] = _INDEX[t] if t is not None else 0
    return k


def highlight(text: str | None, lexer: str | None, limit: int = HIGHLIGHT_CHARS) -> dict | None:
    """The token runs of ``text`` lexed by the lexer named ``lexer`` (None: no highlighting), for app.js's
    ``paint``: ``{"lexer", "classes", "runs", "upto", "complete"}``."""
    if not text or not lexer:
        return None
    lx = lexer_for(lexer)
    cut = len(text)
    if cut > limit:
        cut = text.rfind("\n", 0, limit) + 1 or limit
    part = text[:cut]
    astral = _ASTRAL.search(part) is not None
    runs: list[int] = []
    memo: dict = {}
    pos = 0                      # characters of `part` covered so far
    units = 0                    # the same in UTF-16 code units
    last = -1
    for index, ttype, value in lx.get_tokens_unprocessed(part):
        if not value or index < pos:          # nothing, or text already covered (never seen; kept safe)
            continue
        if index > pos:                       # text a lexer's groups left out: plain
            gap = part[pos:index]
            n = len(gap) + (len(_ASTRAL.findall(gap)) if astral else 0)
            if last == 0:
                runs[-2] += n
            else:
                runs += [n, 0]
                last = 0
            units += n
        cls = _class_of(ttype, memo)
        n = len(value) + (len(_ASTRAL.findall(value)) if astral else 0)
        if cls == last:
            runs[-2] += n
        else:
            runs += [n, cls]
            last = cls
        pos = index + len(value)
        units += n
    if pos < len(part):                       # a tail the lexer did not yield: plain
        tail = part[pos:]
        n = len(tail) + (len(_ASTRAL.findall(tail)) if astral else 0)
        runs += [n, 0]
        units += n
    return {"lexer": lx.name, "classes": CLASSES, "runs": runs, "upto": units, "complete": cut == len(text)}
