"""The fast path of the StableHLO reader: the op lines jax prints most (``%3 = stablehlo.add %1, %2 : tensor<4xf32>``,
``broadcast_in_dim``, ``dot_general``, constants, ``reduce ... applies``, ``call``, ...) each read by one compiled
regex of the whole line instead of token by token.

``LineParser`` is ``MlirParser`` with this fast path in front of ``parse_op``: where a line's shape (the record of
its op name in ``LINE_SHAPES``, or the shape of the ops whose pretty form is a list of items) matches the whole line,
up to its end and with nothing on the lines after that the general reader would read into the op (a ``,``, ``->``
or ``loc``), the op is built from the regex's groups; everywhere else (a shape that does not match, generic forms,
regions, several results, comments, unusual spacing) the general reader reads it. Both give the same tree
(tests/stablehlo/test_mlir_text.py checks it on the corpus and on the hand-written modules): the fast path reads
only what the general reader reads the same way, and leaves every error to it.
"""
from __future__ import annotations

import re
from dataclasses import dataclass
from typing import Any, Callable

from .syntax import _PRETTY_BODY, _REGIONS_AFTER, _STOP_WORDS, MlirParser
from .syntax_tree import Bits, Dense, HexBlob, LocAlias, Op
from .syntax_tree import Word as MlirWord
from .syntax_values import unquote

# ---------------------------------------------------------------- the pieces of a line

_VALUE = r"%[A-Za-z0-9_$.\-]+(?:\#\d+)?"
_ID_END = r"(?![A-Za-z0-9_$.])"                    # where the scanner's identifier ends
_TENSOR = r"tensor<(?:\d+x)*[a-z][a-z0-9]*>"        # a static tensor type without encoding (as _SIMPLE_TENSOR_RE)
_INTS = r"\[(?:-?\d+(?:,\ -?\d+)*)?\]"
_SCALAR = (r"(?P<float>[-+]?\d+\.\d*(?:[eE][-+]?\d+)?|[-+]?\d+[eE][-+]?\d+)|(?P<bits>0x[0-9A-Fa-f]+)|"
           r"(?P<int>[-+]?\d+)|(?P<bool>true|false)")
_SCALAR_RE = re.compile(_SCALAR)

# One item of a pretty form (hlotool.stablehlo.syntax.MlirParser._pretty_items): an operand, ``key = value`` (a list
# of ints, two of them joined by ``x``, an int, a list of enum words), an enum word, slice ranges, a @symbol or
# parenthesised operands.
_ITEM = rf"""
    (?P<value>{_VALUE})(?![A-Za-z0-9_$.\-\#])
  | (?P<key>[A-Za-z_][A-Za-z0-9_]*)\ =\ (?:
        (?P<ints>{_INTS})(?:\ x\ (?P<ints2>{_INTS}))?
      | (?P<int>-?\d+)(?![0-9A-Za-z_.])
      | (?P<words>\[[A-Z][A-Z0-9_]*(?:,\ [A-Z][A-Z0-9_]*)*\]))
  | (?P<word>[A-Z][A-Z0-9_]*){_ID_END}
  | (?P<ranges>\[\d+(?::\d+)*(?:,\ \d+(?::\d+)*)*\])
  | (?P<symbol>@[A-Za-z_$.][A-Za-z0-9_$.\-]*)(?![A-Za-z0-9_$.\-])
  | (?P<paren>\((?:{_VALUE}(?:,\ {_VALUE})*)?\))
"""
_ITEM_RE = re.compile(r"[ ,]*(?:" + _ITEM + ")", re.X)
_ITEMS = "(?:[ ,]*(?:" + re.sub(r"\?P<\w+>", "?:", _ITEM) + "))*"

# The types after ':': ``(T, T) -> T``, ``T, T -> T`` (chlo) or ``T, T``; then an optional ``loc(#alias)`` and the
# end of the line, with no ',', '->' or 'loc' next (which the general reader would take into this op).
_TYPES = rf"""\ :\ (?P<sig>\((?P<ins>{_TENSOR}(?:,\ {_TENSOR})*)?\)\ ->\ (?P<out>{_TENSOR})
                  | (?P<types>{_TENSOR}(?:,\ {_TENSOR})*)(?:\ ->\ (?P<result>{_TENSOR}))?)"""
_END = r"""(?:\ loc\((?P<loc>\#[A-Za-z_][A-Za-z0-9_$.]*)\))?[ \t]*(?=\n|\Z)
           (?!(?:\s|//[^\n]*)*+(?:,|->|loc(?![A-Za-z0-9_$.])))"""

_HEAD_RE = re.compile(r"\s*(%[A-Za-z0-9_$.\-]+) = ([A-Za-z_][A-Za-z0-9_$.]*)(?![A-Za-z0-9_$.])")
_RETURN_HEAD_RE = re.compile(r"\s*()((?:func\.|stablehlo\.|sdy\.)?return)(?![A-Za-z0-9_$.])")

_ITEMS_LINE_RE = re.compile(rf"(?P<items>{_ITEMS}){_TYPES}{_END}", re.X)
_CONSTANT_LINE_RE = re.compile(rf"""\ dense<(?:"0x(?P<hex>[0-9A-Fa-f]*)"
                                             | (?P<list>\[[^\[\]"()<>]*\])
                                             | (?P<scalar>[^\[\]"()<>,\s]+))>
                                    \ :\ (?P<type>{_TENSOR}){_END}""", re.X)
_REDUCE_LINE_RE = re.compile(rf"""\((?P<x>{_VALUE})\ init:\ (?P<init>{_VALUE})\)
                                  \ applies\ (?P<body>[A-Za-z_][A-Za-z0-9_$.]*)
                                  \ across\ dimensions\ =\ (?P<dims>{_INTS}){_TYPES}{_END}""", re.X)

# A function's arguments and results, each with no attributes or only strings (``{jax.result_info = "..."}``) and no
# location: ``(%arg0: T, %arg1: T {k = "v"})``, ``-> (T, T {k = "v"})`` or ``-> T`` (then anything: the general
# reader reads on).
_STRING = r'"(?:[^"\\\n]|\\.)*"'          # (as the scanner's string token)
_KEY = r"[A-Za-z_][A-Za-z0-9_$.]*"
_STRING_ATTRS = rf"\{{{_KEY}\ =\ {_STRING}(?:,\ {_KEY}\ =\ {_STRING})*\}}"
_ARG = rf"(%[A-Za-z0-9_$.\-]+):\ ({_TENSOR})(?:\ ({_STRING_ATTRS}))?"
_RESULT = rf"({_TENSOR})(?:\ ({_STRING_ATTRS}))?"
_ARG_RE = re.compile(_ARG)
_RESULT_RE = re.compile(_RESULT)
_ARGS_RE = re.compile(rf"[ \t]*\((?:{_ARG}(?:,\ {_ARG})*)?\)")
_RESULTS_RE = re.compile(rf"[ \t]*(?:\((?:{_RESULT}(?:,\ {_RESULT})*)?\)|(?P<one>{_TENSOR}))")
_STRING_ATTR_RE = re.compile(rf"({_KEY})\ =\ ({_STRING})")

# Keys the general reader reads otherwise (_pretty_value's own syntaxes, the words that end the items).
_OTHER_KEYS = frozenset({"dim_numbers", "in_shardings", "out_shardings", "manual_axes"}) | _STOP_WORDS


@dataclass(frozen=True)
class LineShape:
    """How one op's usual line is read: its regex (matched after ``%N = name``) and how the match becomes the op
    (None: not this shape after all; the general reader reads the line)."""
    regex: re.Pattern
    build: Callable[["LineParser", re.Match, Op], bool]


class LineParser(MlirParser):
    """MlirParser with the fast path for the usual op lines in front of its general reader."""

    def __init__(self, text: str, filename: str | None = None):
        super().__init__(text, filename)
        self._type_lists: dict[str, tuple] = {}      # the types of a list's text (T, T)
        # The types of an op's text after ' : ', by that text: (operand types, result types) of a function type, or
        # (None, the types written)
        self._signatures: dict[str, tuple] = {}

    def parse_op(self) -> Op:
        return self.usual_op() or super().parse_op()

    def usual_op(self) -> Op | None:
        text = self.text
        head = _HEAD_RE.match(text, self.pos) or _RETURN_HEAD_RE.match(text, self.pos)   # (a return: no results)
        if head is None:
            return None
        result, name = head.group(1, 2)
        shape = _SHAPE_OF_NAME.get(name, _UNKNOWN)
        if shape is _UNKNOWN:
            shape = _SHAPE_OF_NAME[name] = _line_shape(name)
        if shape is None:
            return None
        m = shape.regex.match(text, head.end())
        if m is None:
            return None
        op = Op(name, [result] if result else [], [], {}, [], [], [], head.start(1 if result else 2))
        if not shape.build(self, m, op):
            return None
        loc = m.group("loc")
        if loc is not None:
            op.loc = LocAlias(loc)
        self._peeked = None
        self.pos = m.end()
        return op

    def usual_args(self) -> list[tuple[str, Any, dict, Any]] | None:
        m = _ARGS_RE.match(self.text, self.pos)
        if m is None:
            return None
        args = []
        for a in self._each(_ARG_RE, m):
            name, ty, attrs = a.group(1, 2, 3)
            args.append((name, self._line_type(ty, a.start(2)), _string_attrs(attrs), None))
        self.pos, self._peeked = m.end(), None
        return args

    def usual_results(self) -> list[tuple[Any, dict]] | None:
        m = _RESULTS_RE.match(self.text, self.pos)
        if m is None:
            return None
        results: list[tuple[Any, dict]]
        if m.group("one") is not None:
            results = [(self._line_type(m.group("one"), m.start("one")), {})]
        else:
            results = [(self._line_type(r.group(1), r.start(1)), _string_attrs(r.group(2)))
                       for r in self._each(_RESULT_RE, m)]
        self.pos, self._peeked = m.end(), None
        return results

    def _each(self, item: re.Pattern, m: re.Match) -> list[re.Match]:
        """The items of the list ``(item, item, ...)`` ``m`` matched, each read by ``item``."""
        text = self.text
        pos, end = text.index("(", m.start()) + 1, m.end() - 1
        found = []
        while pos < end:
            one = item.match(text, pos)
            assert one is not None          # (m matched the list of them)
            found.append(one)
            pos = one.end() + 2             # (", ")
        return found

    # ------------------------------------------------------------ types
    def _line_type(self, text: str, start: int):
        """The TensorType of a simple type's text (read once per distinct text, by the general reader)."""
        known = self._tensor_types.get(text)
        if known is None:
            saved = self.pos, self._peeked
            self.pos, self._peeked = self.text.index(text, start), None
            known = self.parse_type()
            self.pos, self._peeked = saved
        return known

    def _line_type_list(self, text: str, start: int) -> list:
        """The types of a list's text (``T, T``), read once per distinct text."""
        known = self._type_lists.get(text)
        if known is None:
            known = self._type_lists[text] = tuple([self._line_type(t, start) for t in text.split(", ")])
        return list(known)

    def _line_types(self, m: re.Match, op: Op) -> None:
        known = self._signatures.get(m.group("sig"))
        if known is None:
            known = self._signatures[m.group("sig")] = self._signature(m)
        ins, outs = known
        if ins is None:
            op.extra["types"] = list(outs)
        else:
            op.operand_types, op.result_types = list(ins), list(outs)

    def _signature(self, m: re.Match) -> tuple:
        ins, out, types, result = m.group("ins", "out", "types", "result")
        if out is not None:
            return (self._line_type_list(ins, m.start("ins")) if ins is not None else [],
                    [self._line_type(out, m.start("out"))])
        if result is not None:
            return self._line_type_list(types, m.start("types")), [self._line_type(result, m.start("result"))]
        return None, self._line_type_list(types, m.start("types"))


# ---------------------------------------------------------------- the shapes

def _string_attrs(text: str | None) -> dict:
    """The attributes of a dictionary of strings' text (``{k = "v", ...}``)."""
    if text is None:
        return {}
    return {a.group(1): unquote(a.group(2)) for a in _STRING_ATTR_RE.finditer(text)}


def _int_list(text: str) -> list[int]:
    body = text[1:-1]
    return [int(x) for x in body.split(", ")] if body else []


def _build_items(p: LineParser, m: re.Match, op: Op) -> bool:
    """The items of a pretty form as _pretty_items reads them."""
    items = m.group("items")
    if "=" not in items and "[" not in items and "(" not in items and "@" not in items:
        parts = items.replace(",", " ").split()         # operands and enum words only
        op.operands = [part for part in parts if part[0] == "%"]
        if len(op.operands) != len(parts):
            op.words = [part for part in parts if part[0] != "%"]
        p._line_types(m, op)
        return True
    for item in _ITEM_RE.finditer(items):
        kind = item.lastgroup
        if kind == "value":
            op.operands.append(item.group("value"))
        elif kind == "word":
            op.words.append(item.group("word"))
        elif kind == "ranges":
            op.extra.setdefault("brackets", []).append(
                [[int(x) for x in r.split(":")] for r in item.group("ranges")[1:-1].split(", ")])
        elif kind == "symbol":
            op.symbol = item.group("symbol")[1:]
        elif kind == "paren":
            body = item.group("paren")[1:-1]
            if body:
                op.operands.extend(body.split(", "))
        else:
            key = item.group("key")
            if key in _OTHER_KEYS:
                return False
            value: object
            if item.group("ints") is not None:
                ints = _int_list(item.group("ints"))
                value = ints
                if item.group("ints2") is not None:
                    if not key.endswith("_dims"):
                        return False
                    value = (ints, _int_list(item.group("ints2")))
            elif item.group("int") is not None:
                value = int(item.group("int"))
            else:
                value = [MlirWord(w) for w in item.group("words")[1:-1].split(", ")]
            op.attrs[key] = value
    p._line_types(m, op)
    return True


def _scalar(text: str):
    m = _SCALAR_RE.fullmatch(text)
    if m is None:
        return None
    kind = m.lastgroup
    if kind == "float":
        return float(text)
    if kind == "bits":
        return Bits(int(text, 16))
    if kind == "int":
        return int(text)
    return text == "true"


def _build_constant(p: LineParser, m: re.Match, op: Op) -> bool:
    """``stablehlo.constant dense<...> : T``: a hex blob, a splat or a flat list of scalars (_constant_body)."""
    content: object
    if m.group("hex") is not None:
        if len(m.group("hex")) % 2:
            return False            # (the general reader's error)
        content = HexBlob(m.group("hex"))
        offset = m.start("hex") - 3
    elif m.group("scalar") is not None:
        content = _scalar(m.group("scalar"))
        if content is None:
            return False
        offset = m.start("scalar")
    else:
        body = m.group("list")[1:-1]
        scalars = [_scalar(x) for x in body.split(", ")] if body else []
        if any(x is None for x in scalars):
            return False
        content = scalars
        offset = m.start("list")
    ty = p._line_type(m.group("type"), m.start("type"))
    op.attrs["value"] = Dense(content, ty, offset)
    op.result_types = [ty]
    return True


def _build_reduce(p: LineParser, m: re.Match, op: Op) -> bool:
    """``stablehlo.reduce(%x init: %i) applies stablehlo.add across dimensions = [..]`` (one input)."""
    init = m.group("init")
    op.operands.extend((m.group("x"), init))
    op.extra["inits"] = [init]
    op.extra["applies"] = (m.group("body"), m.start("body"))
    op.attrs["dimensions"] = _int_list(m.group("dims"))
    p._line_types(m, op)
    return True


_ITEMS_SHAPE = LineShape(_ITEMS_LINE_RE, _build_items)
_UNKNOWN: Any = object()

# Ops whose line has a shape of its own (every other op not read by a body of its own or followed by regions:
# _ITEMS_SHAPE).
LINE_SHAPES: dict[str, LineShape] = {
    "stablehlo.constant": LineShape(_CONSTANT_LINE_RE, _build_constant),
    "stablehlo.reduce": LineShape(_REDUCE_LINE_RE, _build_reduce),
}


def _line_shape(name: str) -> LineShape | None:
    """The shape of op ``name``'s usual line: its own, the items' (ops read by _pretty_items), or None (ops with a
    body of their own or regions after their types: the general reader)."""
    shape = LINE_SHAPES.get(name)
    if shape is None and name not in _PRETTY_BODY and name not in _REGIONS_AFTER:
        shape = _ITEMS_SHAPE
    return shape


_SHAPE_OF_NAME: dict[str, LineShape | None] = {}      # _line_shape's answers, by op name
