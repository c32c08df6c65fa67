"""``metadata={op_name="..." source_file="..." source_line=12}``: its patterns and its decoding.

Well-formed metadata (META_VALID_RE, or the fast lines' ONE_LINE_METADATA_BODY) is kept as text and
decoded on first read (valid_metadata, valid_metadata_span); anything else is decoded item by item
(decode_metadata_items), which points at the first malformed item.
"""
from __future__ import annotations

import re

from ..ir.values import Braced, KeyValue, LazyBraced, Word
from .strings import c_unescape

_KEY = r"[A-Za-z_][A-Za-z0-9_.\-]*"


def _value(stop: str) -> str:
    """A value: a "string" or a 'string', a {...} list or a bare word; strings and lists hold no
    character of ``stop`` (a regex class body) either."""
    return (r'(?:"[^"\\' + stop + r']*(?:\\.[^"\\' + stop + r']*)*"'
            r"|'[^'\\" + stop + r"]*(?:\\.[^'\\" + stop + r"]*)*'"
            r"|\{[^{}" + stop + r"]*\}"
            r"""|[^\s,}"'{]+)""")


def _items(value: str, blank: str) -> str:
    """Items ``key=value``, each after a comma or blanks. The separator is required: with none,
    `a=b=c` could split many ways, and a failing match would backtrack exponentially (the item by
    item decoder takes the items written without one)."""
    item = _KEY + "=" + value
    separator = r"(?:" + blank + r"*," + blank + r"*|" + blank + r"+)"
    return blank + r"*(?:" + item + r"(?:" + separator + item + r")*)?" + blank + "*"


_META_VALUE = _value("")
# One item, after an optional comma: (comma, key, value).
_META_ITEM_RE = re.compile(r"\s*(,?)\s*(" + _KEY + r")=(" + _META_VALUE + ")")
# A whole metadata body (between the braces) that valid_metadata decodes.
META_VALID_RE = re.compile(_items(_META_VALUE, r"\s"))
# `{...}` on one line, the body as group 1 (plain_line_patterns.FAST_ATTR_RE).
ONE_LINE_METADATA_BODY = r"\{(" + _items(_value(r"\n"), r"[ \t]") + r")\}"
_INT_RE = re.compile(r"-?\d+")


class MetadataError(ValueError):
    """Metadata that is not a list of items ``key=value``."""


def valid_metadata(body: str) -> Braced:
    """Metadata matched by META_VALID_RE, decoded on first read; at once if it has escapes, so a
    bad one is a syntax error."""
    return valid_metadata_span(body, 0, len(body))


def valid_metadata_span(text: str, start: int, end: int) -> Braced:
    """valid_metadata of text[start:end], kept as a span of ``text`` until first read."""
    if text.find("\\", start, end) >= 0:
        return _decode_valid_metadata(text[start:end])
    return LazyBraced(_decode_valid_metadata, text, start, end)


def _decode_valid_metadata(body: str) -> Braced:
    """Metadata text already matched by META_VALID_RE: one findall, then typed values."""
    items = []
    saw_comma = False
    for comma, key, val in _META_ITEM_RE.findall(body):
        if comma:
            saw_comma = True
        c = val[0]
        v = c_unescape(val[1:-1]) if c == '"' or c == "'" else _metadata_scalar(val)
        items.append(KeyValue(key, v))
    return Braced(tuple(items), "," if saw_comma else (" " if len(items) > 1 else ","))


def decode_metadata_items(body: str) -> Braced:
    """Metadata that META_VALID_RE does not match, item by item: separators may be left out; raises
    MetadataError at the first malformed item."""
    items = []
    pos = 0
    saw_comma = False
    n = len(body)
    while pos < n:
        m = _META_ITEM_RE.match(body, pos)
        if m is None:
            if body[pos:].strip():
                raise MetadataError(f"malformed metadata near '{body[pos:pos + 30]}'; expected key=value")
            break
        if m.group(1):
            saw_comma = True
        key, val = m.group(2), m.group(3)
        v = c_unescape(val[1:-1]) if val[0] in "\"'" else _metadata_scalar(val)
        items.append(KeyValue(key, v))
        pos = m.end()
    sep = "," if saw_comma else (" " if len(items) > 1 else ",")
    return Braced(tuple(items), sep)


def _metadata_scalar(val: str):
    if val[0] == "{":
        inner = [x.strip() for x in val[1:-1].split(",") if x.strip()]
        return Braced(tuple(int(x) if _INT_RE.fullmatch(x) else Word(x) for x in inner))
    if _INT_RE.fullmatch(val):
        return int(val)
    if val in ("true", "false"):
        return val == "true"
    try:
        return float(val)
    except ValueError:
        return Word(val)
