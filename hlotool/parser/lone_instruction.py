"""A lone instruction as the whole text (`%m = f32[2] multiply(f32[2] %a, f32[2])`), which XLA's
parser accepts too: each operand, written as a shape and an optional name, becomes a parameter of an
entry computation `_` in a module `_` (is_scheduled=true, as XLA makes it). Unnamed operands are
called `_0`, `_1`, ... by position and an unnamed instruction `_`, as XLA names them."""
from __future__ import annotations

import re

from .literals import split_top_level

_HEAD_RE = re.compile(r"\s*(?:ROOT\s+)?(?:(%?[A-Za-z_][A-Za-z0-9_.\-]*)\s*=\s*)?"
                      r"([a-z][a-z0-9]*\[[^\]\n]*\](?:\{[^}\n]*\})?|\()")
_OPCODE_RE = re.compile(r"\s*([a-z][a-z0-9\-]*)\(")
_TYPED_OPERAND_RE = re.compile(r"\s*(.*?\S)(?:\s+(%?[A-Za-z_][A-Za-z0-9_.\-]*))?\s*\Z", re.S)
_SHAPE_RE = re.compile(r"[a-z][a-z0-9]*\[[^\]]*\](?:\{[^}]*\})?\Z|\(.*\)\Z", re.S)
_COMMENT_RE = re.compile(r"/\*.*?\*/|//[^\n\r]*", re.S)
_LAYOUT_RE = re.compile(r"\]\{[^}]*\}")


def _balanced_end(text: str, pos: int, open_ch: str, close_ch: str) -> int | None:
    """Index just past the bracket closing the one at ``pos``."""
    depth = 0
    for i in range(pos, len(text)):
        c = text[i]
        if c == open_ch:
            depth += 1
        elif c == close_ch:
            depth -= 1
            if depth == 0:
                return i + 1
        elif c == '"':
            return None        # strings in the head: not this form
    return None


def as_module_text(text: str) -> str | None:
    """The module XLA makes of a lone instruction, as text on the instruction's first line (so later
    lines keep their numbers), or None if ``text`` is not that form."""
    if "HloModule" in text or re.search(r"\bENTRY\b", text):
        return None
    head = _HEAD_RE.match(text)
    if head is None:
        return None
    pos = head.start(2)
    if text[pos] == "(":                         # a tuple result shape
        shape_end = _balanced_end(text, pos, "(", ")")
        if shape_end is None:
            return None
    else:
        shape_end = head.end(2)
    op = _OPCODE_RE.match(text, shape_end)
    if op is None:
        return None
    call_end = _balanced_end(text, op.end() - 1, "(", ")")
    if call_end is None:
        return None
    shapes, names = [], []
    for k, operand in enumerate(split_top_level(_COMMENT_RE.sub(" ", text[op.end():call_end - 1]))):
        m = _TYPED_OPERAND_RE.match(operand)
        if m is None or not _SHAPE_RE.match(m.group(1)):
            return None                          # empty, untyped or nested operands: not this form
        shapes.append(m.group(1))
        names.append((m.group(2) or f"_{k}").lstrip("%"))
    params = " ".join(f"{n} = {s} parameter({k})" for k, (n, s) in enumerate(zip(names, shapes, strict=True)))
    root = (head.group(1) or "_").lstrip("%")
    result = text[head.start(2):shape_end]
    # XLA gives such a module default entry layouts, whatever the instruction's layouts are.
    entry_layout = ("(" + ", ".join(_LAYOUT_RE.sub("]", s) for s in shapes) + ")->"
                    + _LAYOUT_RE.sub("]", result))
    prefix = (f"HloModule _, is_scheduled=true, entry_computation_layout={{{entry_layout}}} ENTRY _ {{ "
              f"{params} ROOT {root} = ")
    return prefix + f"{result} {op.group(1)}({', '.join(names)})" + text[call_end:] + "\n}\n"

