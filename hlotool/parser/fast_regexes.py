"""The regular expressions of the whole-line fast paths (fast_lines.py builds what they match).

Apart from the builder, so that the LALR driver, which tries SIGNATURE_RE itself, needs none of it.
"""
from __future__ import annotations

import re

from .metadata import ONE_LINE_METADATA_BODY

_NAME = r"%?[A-Za-z_][A-Za-z0-9_.\-]*"
_SHAPE = r"[a-z][a-z0-9]*\[[^\]\n]*\](?:\{[0-9:][^}\n]*\})?"
_OPERANDS = (r"(?:[ \t]*(?:\d+|" + _NAME + r"(?:[ \t]*,[ \t]*(?:/\*index=\d+\*/)?" + _NAME
             + r")*)[ \t]*)?")
_STRING = r'"[^"\\\n]*(?:\\.[^"\\\n]*)*"'
_RANGE = r"\[-?\d+:-?\d+(?::-?\d+)?\]"
# Values fast_lines decodes: integer lists, slice lists, name lists, words and %names, integers, strings.
_SIMPLE_VALUE = (r"\{[ \t]*(?:-?\d+(?:[ \t]*,[ \t]*-?\d+)*)?[ \t]*\}"
                 r"|\{" + _RANGE + r"(?:,[ \t]*" + _RANGE + r")*\}"
                 r"|\{" + _NAME + r"(?:,[ \t]*" + _NAME + r")*\}"
                 r"|%?[A-Za-z_][A-Za-z0-9_.\-]*|-?\d+|" + _STRING)
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
    r",[ \t]*(?:metadata=" + ONE_LINE_METADATA_BODY + r"|backend_config=(" + _BACKEND_CONFIG_VALUE
    + r")|(?!frontend_attributes=|metadata=|backend_config=)([A-Za-z_][A-Za-z0-9_.\-]*)=("
    + _SIMPLE_VALUE + r"))")
LINE_END_RE = re.compile(r"[ \t]*(?=\r?\n|$)")

# `(p0: f32[2], p1: s32[]) -> f32[2]` with array shapes only.
_PARAM = _NAME + r":[ \t]*" + _SHAPE
SIGNATURE_RE = re.compile(r"\((?P<params>[ \t]*(?:" + _PARAM + r"(?:[ \t]*,[ \t]*" + _PARAM
                          + r")*)?[ \t]*)\)[ \t]*->[ \t]*(?P<result>" + _SHAPE + r")")
PARAM_RE = re.compile(r"(" + _NAME + r"):[ \t]*(" + _SHAPE + r")")
# `/*index=5*/`, which dumps write before every fifth operand or so.
INDEX_COMMENT_RE = re.compile(r"/\*index=\d+\*/")
SLICE_RANGE_RE = re.compile(r"\[(-?\d+):(-?\d+)(?::(-?\d+))?\]")
