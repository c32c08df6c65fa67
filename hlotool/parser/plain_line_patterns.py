"""The regular expressions of the whole-line fast paths (plain_lines.py builds what they match).

Apart from the builder, so that the LALR driver, which tries SIGNATURE_RE itself, needs none of it.
"""
from __future__ import annotations

import re

from .metadata import ONE_LINE_METADATA_BODY

_NAME = r"%?[A-Za-z_][A-Za-z0-9_.\-]*"
_SHAPE = r"[a-z][a-z0-9]*\[[^\]\n]*\](?:\{[0-9:][^}\n]*\})?"
# A tuple of array shapes, as dumps write them (`/*index=5*/` before every fifth or so).
_INDEX_COMMENT = r"(?:/\*index=\d+\*/)?"
_TUPLE_SHAPE = (r"\((?:[ \t]*" + _INDEX_COMMENT + _SHAPE + r"(?:[ \t]*,[ \t]*" + _INDEX_COMMENT + _SHAPE
                + r")*)?[ \t]*\)")
_OPERANDS = (r"(?:[ \t]*(?:\d+|" + _NAME + r"(?:[ \t]*,[ \t]*(?:/\*index=\d+\*/)?" + _NAME
             + r")*)[ \t]*)?")
_STRING = r'"[^"\\\n]*(?:\\.[^"\\\n]*)*"'
_RANGE = r"\[-?\d+:-?\d+(?::-?\d+)?\]"
# Values plain_lines types: integer lists, slice lists, name lists, windows' fields, words and %names, integers,
# strings.
# A window's field, `size=3x3`: its value as the grammar lexes it, PADDING, DIMS or INT, before a blank or "}".
_WINDOW_FIELD = (r"[A-Za-z_][A-Za-z0-9_]*=(?:-?\d+_-?\d+(?:_-?\d+)?(?:x-?\d+_-?\d+(?:_-?\d+)?)*|\d+(?:x\d+)+|-?\d+)"
                 r"(?=[ \t}])")
_SIMPLE_VALUE = (r"\{[ \t]*(?:-?\d+(?:[ \t]*,[ \t]*-?\d+)*)?[ \t]*\}"
                 r"|\{" + _RANGE + r"(?:,[ \t]*" + _RANGE + r")*\}"
                 r"|\{" + _NAME + r"(?:,[ \t]*" + _NAME + r")*\}"
                 r"|\{" + _WINDOW_FIELD + r"(?:[ \t]+" + _WINDOW_FIELD + r")*\}"
                 r"|%?[A-Za-z_][A-Za-z0-9_.\-]*|-?\d+|" + _STRING)
# backend_config as a string, or braced (JSON).
_B0 = r'(?:[^{}"\n]|"[^"\\\n]*(?:\\.[^"\\\n]*)*")'
# (nested up to eight deep, as the grammar's BRACED_RAW: a TPU backend_config's JSON goes six deep)
_IN_BRACES = _B0
for _ in range(7):
    _IN_BRACES = r"(?:" + _B0 + r"|\{" + _IN_BRACES + r"*\})"
_BRACED_RAW = r"\{" + _IN_BRACES + r"*\}"
_BACKEND_CONFIG_VALUE = r"(?:" + _STRING + r"|" + _BRACED_RAW + r")"

_HEAD = (r"(ROOT[ \t]+)?(" + _NAME + r")[ \t]*=[ \t]*(" + _SHAPE + "|" + _TUPLE_SHAPE + r")[ \t]+"
         r"(?:constant\(([^()\n]*)\)|([a-z][a-z0-9\-]*)\((" + _OPERANDS + r")\))")
# The end of a line, then the next line's indentation: (the newline), or none at the end of the text.
_LINE_END = r"[ \t]*(?:(\r?\n)[ \t]*|$)"
# (what follows a value: more attributes, or the end of the line; so that no value is taken by its prefix)
_VALUE_END = r"(?=[ \t]*(?:,|\r?\n|$))"
_KEY_VALUE = (r"(?!frontend_attributes=|metadata=|backend_config=)([A-Za-z_][A-Za-z0-9_.\-]*)=(" + _SIMPLE_VALUE + ")"
              + _VALUE_END)
# Any other value on one line, delimited but not typed (`{devices=[2,1,2]<=[4] last_tile_dim_replicate}`,
# `[2,2]<=[4]`, `b01f_01io->b01f`): no comma outside brackets, nor blank but before a brace, brackets nested up to
# three deep. Its value is the grammar's (hlotool.parser.grammar_value).


def _or_bracketed(inner: str) -> str:
    """``inner``, or a bracketed run of it: ``{...}``, ``[...]`` or ``(...)``."""
    return r"(?:" + inner + r"|\{" + inner + r"*\}|\[" + inner + r"*\]|\(" + inner + r"*\))"


_IN_BRACKETS = _or_bracketed(_or_bracketed(r'(?:[^{}\[\]()"\n]|' + _STRING + ")"))
_GENERIC_VALUE = (r'(?:[^,{}\[\]()"\s]|' + _STRING + r"|\{" + _IN_BRACKETS + r"*\}|\[" + _IN_BRACKETS + r"*\]|\("
                  + _IN_BRACKETS + r"*\)|[ \t]+(?=\{))+")      # (a blank only before braces: `mesh['x'=2] {'x'}`)
_HEAD_KEY_VALUE = _HEAD + r"(?:,[ \t]*" + _KEY_VALUE + r")?"
# An instruction line up to its attributes: (ROOT, name, shape, literal, opcode, operands), then at
# most one key=value (key, value). The most common lines in one match: when group 9 matched, the line
# ends there, after metadata (its body: 10) or none, with its end (11) as in FAST_ATTR_RE; else the
# attributes follow (FAST_ATTR_RE).
_FAST_HEAD_PATTERN = (_HEAD_KEY_VALUE + r"((?:,[ \t]*metadata=" + ONE_LINE_METADATA_BODY + r")?" + _LINE_END
                      + ")?")
# FAST_HEAD_RE without checking the metadata: group 9, `, metadata={` (the body up to the `}` that ends
# the line is looked up among those seen), or 10, the end of the line (its newline: 11).
_FAST_HEAD_BEFORE_METADATA_PATTERN = _HEAD_KEY_VALUE + r"(?:(,[ \t]*metadata=\{)|(" + _LINE_END + "))?"
_INDENT_PATTERN = r"[ \t]*"
# The next attribute, or the end of the line: one match per step. Its `lastindex` says which it is:
# 1 metadata (its body), 2 backend_config, 4 key=value (3 the key), 5 the line's end and the next
# line's indentation (after it, the next line's first character), 6 frontend_attributes (braced), 8 any other
# key=value (7 the key; the value _GENERIC_VALUE), None the end of the text.
_FAST_ATTR_PATTERN = (
    r",[ \t]*(?:metadata=" + ONE_LINE_METADATA_BODY + r"|backend_config=(" + _BACKEND_CONFIG_VALUE
    + r")|" + _KEY_VALUE + r")|" + _LINE_END + r"|,[ \t]*frontend_attributes=(" + _BRACED_RAW + ")"
    + r"|,[ \t]*(?!frontend_attributes=|metadata=|backend_config=|literal=)([A-Za-z_][A-Za-z0-9_.\-]*)=("
    + _GENERIC_VALUE + ")" + _VALUE_END)

# `(p0: f32[2], p1: (s32[], f32[])) -> f32[2]` with array shapes and tuples of them only.
_PARAM = _NAME + r":[ \t]*(?:" + _SHAPE + "|" + _TUPLE_SHAPE + ")"
_SIGNATURE_PATTERN = (r"\((?P<params>[ \t]*(?:" + _PARAM + r"(?:[ \t]*,[ \t]*" + _INDEX_COMMENT + _PARAM
                      + r")*)?[ \t]*)\)[ \t]*->[ \t]*(?P<result>" + _SHAPE + "|" + _TUPLE_SHAPE + r")")
_PARAM_PATTERN = r"(" + _NAME + r"):[ \t]*(" + _SHAPE + "|" + _TUPLE_SHAPE + r")"
# An array shape within a tuple's (_TUPLE_SHAPE).
_ARRAY_SHAPE_PATTERN = _SHAPE
# `/*index=5*/`, which dumps write before every fifth operand or so.
_INDEX_COMMENT_PATTERN = r"/\*index=\d+\*/"
_SLICE_RANGE_PATTERN = r"\[(-?\d+):(-?\d+)(?::(-?\d+))?\]"
# A computation's first line, `%name (p: f32[2]) -> f32[2] {` (or `ENTRY %name ...`), to its end (groups: name,
# params, result); the body's instructions start on the next line.
_COMPUTATION_HEAD_PATTERN = (r"(?:ENTRY[ \t]+(?=[%A-Za-z_]))?(?P<name>" + _NAME + r")[ \t]*" + _SIGNATURE_PATTERN
                             + r"[ \t]*\{[ \t]*\r?\n")
# The stack-frame tables of jax dumps: a keyword alone on its line, then an entry a line, `1 "file.py"` (FileNames,
# FunctionNames) or `1 {file_name_id=1 line=3}` (FileLocations, StackFrames: integer fields). Groups: the keyword;
# the index and the string; the index and the fields (each a match of TABLE_FIELD).
_TABLE_HEAD_PATTERN = r"(FileNames|FunctionNames|FileLocations|StackFrames)[ \t]*\r?\n"
_TABLE_STRING_ENTRY_PATTERN = r"(-?\d+)[ \t]+(" + _STRING + r")[ \t]*(?:\r?\n|$)"
_TABLE_FIELD_PATTERN = r"([A-Za-z_][A-Za-z0-9_]*)=(-?\d+)"
_TABLE_BRACED_ENTRY_PATTERN = (r"(-?\d+)[ \t]+\{((?:[ \t]*" + _TABLE_FIELD_PATTERN.replace("(", "(?:")
                               + r")*)[ \t]*\}[ \t]*(?:\r?\n|$)")
# The module's header line: `HloModule name`, then its attributes (HEADER_ATTR: entry_computation_layout with
# array shapes and tuples of them, groups params and result; one key=value, groups 3 and 4; or frontend_attributes,
# braced: group frontend), then its end (_LINE_END). LAYOUT_ITEM: one of the layout's parameters.
_HEADER_NAME_PATTERN = r"HloModule[ \t]+(" + _NAME + ")"
_LAYOUT_ITEM = _INDEX_COMMENT + r"(?:" + _TUPLE_SHAPE + "|" + _SHAPE + ")"
_HEADER_ATTR_PATTERN = (r",[ \t]*(?:entry_computation_layout=\{\((?P<params>[ \t]*(?:" + _LAYOUT_ITEM
                        + r"(?:[ \t]*,[ \t]*" + _LAYOUT_ITEM + r")*)?[ \t]*)\)[ \t]*->[ \t]*(?P<result>" + _TUPLE_SHAPE
                        + "|" + _SHAPE + r")\}|" + _KEY_VALUE
                        + r"|frontend_attributes=(?P<frontend>" + _BRACED_RAW + "))")
_LAYOUT_ITEM_PATTERN = _TUPLE_SHAPE + "|" + _SHAPE
_LINE_END_PATTERN = _LINE_END

(FAST_HEAD_RE, FAST_HEAD_BEFORE_METADATA_RE, INDENT_RE, FAST_ATTR_RE, SIGNATURE_RE, PARAM_RE, ARRAY_SHAPE_RE,
 INDEX_COMMENT_RE, SLICE_RANGE_RE, COMPUTATION_HEAD_RE, TABLE_HEAD_RE, TABLE_STRING_ENTRY_RE, TABLE_FIELD_RE,
 TABLE_BRACED_ENTRY_RE, HEADER_NAME_RE, HEADER_ATTR_RE, LAYOUT_ITEM_RE, LINE_END_RE) = [
    re.compile(pattern) for pattern in (
        _FAST_HEAD_PATTERN, _FAST_HEAD_BEFORE_METADATA_PATTERN, _INDENT_PATTERN, _FAST_ATTR_PATTERN, _SIGNATURE_PATTERN,
        _PARAM_PATTERN, _ARRAY_SHAPE_PATTERN, _INDEX_COMMENT_PATTERN, _SLICE_RANGE_PATTERN, _COMPUTATION_HEAD_PATTERN,
        _TABLE_HEAD_PATTERN, _TABLE_STRING_ENTRY_PATTERN, _TABLE_FIELD_PATTERN, _TABLE_BRACED_ENTRY_PATTERN,
        _HEADER_NAME_PATTERN, _HEADER_ATTR_PATTERN, _LAYOUT_ITEM_PATTERN, _LINE_END_PATTERN)]
