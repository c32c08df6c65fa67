"""The whole-line fast path: most lines of a compiler dump are one plain instruction.

`%name = f32[2]{0} opcode(%a, %b), key=simple, ..., metadata={...}` is matched by regular
expressions (the head, then one attribute at a time, then the end of the line) and built
directly; the LALR driver then takes the built instruction as if it had reduced the
`instruction` rule itself. Any line these expressions do not cover exactly (nested or typed
operands, tuple shapes, windows, shardings, comments, ...) goes through the grammar as before,
so the grammar stays the one definition of the language, and errors keep their exact positions.
Computation signatures get the same treatment (SIGNATURE_RE). tests/test_corpus.py checks that
both ways build the same IR.
"""
from __future__ import annotations

import re

_NAME = r"%?[A-Za-z_][A-Za-z0-9_.\-]*"
_SHAPE = r"[a-z][a-z0-9]*\[[^\]\n]*\](?:\{[0-9:][^}\n]*\})?"
_OPERANDS = (r"(?:[ \t]*(?:\d+|" + _NAME + r"(?:[ \t]*,[ \t]*(?:/\*index=\d+\*/)?" + _NAME
             + r")*)[ \t]*)?")
_STRING = r'"[^"\\\n]*(?:\\.[^"\\\n]*)*"'
_RANGE = r"\[-?\d+:-?\d+(?::-?\d+)?\]"
# Values decoded here: integer lists, slice lists, name lists, words and %names, integers, strings.
_SIMPLE_VALUE = (r"\{[ \t]*(?:-?\d+(?:[ \t]*,[ \t]*-?\d+)*)?[ \t]*\}"
                 r"|\{" + _RANGE + r"(?:,[ \t]*" + _RANGE + r")*\}"
                 r"|\{" + _NAME + r"(?:,[ \t]*" + _NAME + r")*\}"
                 r"|%?[A-Za-z_][A-Za-z0-9_.\-]*|-?\d+|" + _STRING)
# Metadata items `key=value` (strings, {..} lists, bare words), exactly what
# builder._decode_valid_metadata decodes (on first read).
_META_VALUE = r"""(?:"[^"\\\n]*(?:\\.[^"\\\n]*)*"|'[^'\\\n]*(?:\\.[^'\\\n]*)*'|\{[^{}\n]*\}|[^\s,}"'{]+)"""
_META_ITEM = r"[A-Za-z_][A-Za-z0-9_.\-]*=" + _META_VALUE
# Items need a separator (a comma or blanks): with none, `a=b=c` could split many ways, and a
# failing match would backtrack exponentially.
_METADATA_BODY = (r"\{([ \t]*(?:" + _META_ITEM + r"(?:(?:[ \t]*,[ \t]*|[ \t]+)" + _META_ITEM
                  + r")*)?[ \t]*)\}")
# backend_config as a string, or braced (JSON) up to three levels deep.
_B0 = r'(?:[^{}"\n]|"[^"\\\n]*(?:\\.[^"\\\n]*)*")'
_BACKEND_CONFIG_VALUE = (r"(?:" + _STRING + r"|\{(?:" + _B0 + r"|\{(?:" + _B0 + r"|\{" + _B0
                         + r"*\})*\})*\})")

# An instruction line up to its attributes.
FAST_HEAD_RE = re.compile(
    r"(ROOT[ \t]+)?(" + _NAME + r")[ \t]*=[ \t]*(" + _SHAPE + r")[ \t]+"
    r"(?:constant\(([^()\n]*)\)|([a-z][a-z0-9\-]*)\((" + _OPERANDS + r")\))")
# The next attribute: (metadata body, backend_config, key, value).
FAST_ATTR_RE = re.compile(
    r",[ \t]*(?:metadata=" + _METADATA_BODY + r"|backend_config=(" + _BACKEND_CONFIG_VALUE
    + r")|(?!frontend_attributes=|metadata=|backend_config=)([A-Za-z_][A-Za-z0-9_.\-]*)=("
    + _SIMPLE_VALUE + r"))")
LINE_END_RE = re.compile(r"[ \t]*(?=\r?\n|$)")

# `(p0: f32[2], p1: s32[]) -> f32[2]` with array shapes only.
_PARAM = _NAME + r":[ \t]*" + _SHAPE
SIGNATURE_RE = re.compile(r"\((?P<params>[ \t]*(?:" + _PARAM + r"(?:[ \t]*,[ \t]*" + _PARAM
                          + r")*)?[ \t]*)\)[ \t]*->[ \t]*(?P<result>" + _SHAPE + r")")
PARAM_RE = re.compile(r"(" + _NAME + r"):[ \t]*(" + _SHAPE + r")")
SLICE_RANGE_RE = re.compile(r"\[(-?\d+):(-?\d+)(?::(-?\d+))?\]")
