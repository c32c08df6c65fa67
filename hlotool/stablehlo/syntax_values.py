"""StableHLO text's tokens, types, attributes, literals and locations, read by MlirValueParser: the part of the
reader that reads values (hlotool.stablehlo.syntax's MlirParser, its subclass, reads the module, functions, regions
and ops). Every error is a HloSyntaxError at the file's own line and column: ``expected X, found Y``.
"""
from __future__ import annotations

import bisect
import re
from dataclasses import dataclass
from typing import Any

from ..errors import HloSyntaxError
from .syntax_tree import (
    Bits,
    CallSiteLoc,
    Complex,
    Dense,
    DialectAttr,
    FileLoc,
    FunctionType,
    FusedLoc,
    HexBlob,
    LocAlias,
    NameLoc,
    ScalarType,
    SymbolRef,
    TensorType,
    TokenType,
    TupleType,
    TypedValue,
    UnknownLoc,
    Word,
)

# ---------------------------------------------------------------- the scanner

_TOKEN_RE = re.compile(r"""
    (?:\s+|//[^\n]*)*                 # blanks and comments before the token
    (?:(?P<value>%[A-Za-z0-9_$.\-]+(?:\#\d+)?)
  | (?P<symbol>@(?:[A-Za-z_$.][A-Za-z0-9_$.\-]*|"(?:[^"\\]|\\.)*"))
  | (?P<hash>\#[A-Za-z_][A-Za-z0-9_$.]*)
  | (?P<caret>\^[A-Za-z0-9_$.\-]+)
  | (?P<string>"(?:[^"\\\n]|\\.)*")
  | (?P<float>[-+]?\d+\.\d*(?:[eE][-+]?\d+)?|[-+]?\d+[eE][-+]?\d+)
  | (?P<hex>0x[0-9A-Fa-f]+)
  | (?P<int>[-+]?\d+)
  | (?P<id>[A-Za-z_][A-Za-z0-9_$.]*)
  | (?P<arrow>->)
  | (?P<punct>[(){}\[\]<>,:=?*+|!]))
""", re.X)
_WS_RE = re.compile(r"(?:\s+|//[^\n]*)*")

_SIMPLE_TENSOR_RE = re.compile(r"tensor<[0-9x]*[a-z0-9]+>")     # tensor<2x3xf32>: no encoding, no complex
_TENSOR_BODY_RE = re.compile(r"((?:(?:\d+|\?)x)*)")
_ELEMENT_RE = re.compile(r"complex<\s*(f32|f64)\s*>|(ui|si|i)(\d+)|bf16|f16|f32|f64|index|(f[468]E[0-9A-Za-z]+)|"
                         r"!quant\.[A-Za-z_]+<|!stablehlo\.token|tuple<")

_FLOAT8 = {"f8E5M2": "f8e5m2", "f8E4M3": "f8e4m3", "f8E4M3FN": "f8e4m3fn", "f8E4M3B11FNUZ": "f8e4m3b11fnuz",
           "f8E3M4": "f8e3m4", "f8E5M2FNUZ": "f8e5m2fnuz", "f8E4M3FNUZ": "f8e4m3fnuz", "f8E8M0FNU": "f8e8m0fnu",
           "f6E2M3FN": "f6e2m3fn", "f6E3M2FN": "f6e3m2fn", "f4E2M1FN": "f4e2m1fn"}
_FLOATS = {"bf16": "bf16", "f16": "f16", "f32": "f32", "f64": "f64"}
_SIGNED_WIDTHS = {1, 2, 4, 8, 16, 32, 64}
_UNSIGNED_WIDTHS = {1, 2, 4, 8, 16, 32, 64}


@dataclass(slots=True)
class Tok:
    kind: str
    text: str
    start: int
    end: int


_END = "end of input"


def _describe(tok: Tok) -> str:
    if tok.kind == "eof":
        return _END
    text = tok.text if len(tok.text) <= 40 else tok.text[:37] + "..."
    return f"'{text}'"


class MlirValueParser:
    """The reader of StableHLO text's tokens, types, attributes, literals and locations: what MlirParser (its
    subclass, hlotool.stablehlo.syntax) reads its module, functions, regions and ops with."""

    def __init__(self, text: str, filename: str | None = None):
        self.text = text
        self.filename = filename
        self.pos = 0
        self._peeked: Tok | None = None
        self._line_starts: list[int] | None = None
        self._tensor_types: dict[str, TensorType] = {}     # by their text

    # ------------------------------------------------------------ errors and positions
    def line_starts(self) -> list[int]:
        """The offset where each line of the text starts (``where``'s table)."""
        if self._line_starts is None:
            self._line_starts = [0] + [m.end() for m in re.finditer("\n", self.text)]
        return self._line_starts

    def where(self, offset: int) -> tuple[int, int]:
        starts = self.line_starts()
        line = bisect.bisect_right(starts, offset)
        return line, offset - starts[line - 1] + 1

    def error_at(self, offset: int, message: str, expected: tuple[str, ...] = (), found: str | None = None):
        line, col = self.where(offset)
        lines = self.text.split("\n")
        source = lines[line - 1] if 0 < line <= len(lines) else ""
        return HloSyntaxError(message, self.filename, line, col, source, expected, found)

    def expected(self, what: str, tok: Tok | None = None) -> HloSyntaxError:
        tok = tok or self.peek()
        return self.error_at(tok.start, f"expected {what}, found {_describe(tok)}", (what,), _describe(tok))

    # ------------------------------------------------------------ tokens
    def peek(self) -> Tok:
        tok = self._peeked
        if tok is None:
            tok = self._peeked = self._scan()
        return tok

    def _scan(self) -> Tok:
        text, pos = self.text, self.pos
        m = _TOKEN_RE.match(text, pos)
        if m is None or m.lastgroup is None:
            ws = _WS_RE.match(text, pos)
            assert ws is not None       # (the pattern matches the empty string)
            pos = ws.end()
            if pos >= len(text):
                return Tok("eof", "", len(text), len(text))
            return Tok("bad", text[pos], pos, pos + 1)
        kind = m.lastgroup
        start = m.start(kind)
        end = m.end()
        return Tok(kind, text[start:end], start, end)

    def next(self) -> Tok:
        tok = self.peek()
        self._peeked = None
        self.pos = tok.end
        return tok

    def at(self, text: str) -> bool:
        tok = self.peek()
        return tok.text == text and tok.kind in ("punct", "id", "arrow")

    def accept(self, text: str) -> bool:
        if self.at(text):
            self.next()
            return True
        return False

    def expect(self, text: str, what: str | None = None) -> Tok:
        if not self.at(text):
            raise self.expected(what or f"'{text}'")
        return self.next()

    def expect_kind(self, kind: str, what: str) -> Tok:
        tok = self.peek()
        if tok.kind != kind:
            raise self.expected(what)
        return self.next()

    def skip_ws(self) -> int:
        """Move past blanks and comments (when reading raw characters); the new position."""
        self._peeked = None
        ws = _WS_RE.match(self.text, self.pos)
        assert ws is not None           # (the pattern matches the empty string)
        self.pos = ws.end()
        return self.pos

    def _function_type(self) -> tuple[list, list]:
        self.expect("(", "'(' (a function type)")
        ins = self._type_list(")")
        self.expect("->", "'->' in the function type")
        return ins, self._function_results()

    def _function_results(self) -> list:
        if self.at("("):
            self.next()
            return self._type_list(")")
        return [self.parse_type()]

    def _type_list(self, close: str) -> list:
        types = []
        if not self.at(close):
            while True:
                types.append(self.parse_type())
                if not self.accept(","):
                    break
        self.expect(close, f"'{close}' or ',' in the type list")
        return types

    # ------------------------------------------------------------ types
    def parse_type(self):
        tok = self.peek()
        if tok.kind == "id" and tok.text == "tensor":
            m = _SIMPLE_TENSOR_RE.match(self.text, tok.start)
            if m is None:
                return self._tensor_type()
            known = self._tensor_types.get(m.group())
            if known is None:           # read once per distinct text
                known = self._tensor_type()
                if self.pos == m.end():
                    self._tensor_types[m.group()] = known
                return known
            self._peeked = None
            self.pos = m.end()
            return known
        if tok.kind == "id" and tok.text == "tuple":
            self.next()
            self.expect("<")
            types = self._type_list(">")
            return TupleType(tuple(types))
        if tok.kind == "punct" and tok.text == "!":
            self.next()
            name = self.expect_kind("id", "a dialect type name")
            if name.text == "stablehlo.token":
                return TokenType()
            raise self.error_at(tok.start, f"unsupported type '!{name.text}': expected a tensor, tuple or "
                                "!stablehlo.token")
        if tok.kind == "id":
            element = self._element_type_at(tok.start)
            if element is not None:
                return ScalarType(self.text[tok.start:self.pos])
        raise self.expected("a type (tensor<...>, tuple<...> or !stablehlo.token)")

    def _element_type_at(self, offset: int) -> str | None:
        m = _ELEMENT_RE.match(self.text, offset)
        if m is None:
            return None
        self._peeked = None
        word = m.group()
        if word.startswith("!quant"):
            raise self.error_at(offset, "quantized element types (!quant.uniform) are not supported: hlotool "
                                "reads StableHLO with float and integer element types")
        if word in ("!stablehlo.token", "tuple<"):
            return None
        if m.group(1):
            self.pos = m.end()
            return "c64" if m.group(1) == "f32" else "c128"
        if m.group(2):
            width = int(m.group(3))
            end = m.end()
            if self.text[end:end + 1].isalnum():
                return None
            if m.group(2) == "ui":
                if width not in _UNSIGNED_WIDTHS:
                    return None
                self.pos = end
                return f"u{width}"
            if width not in _SIGNED_WIDTHS:
                return None
            self.pos = end
            return "pred" if width == 1 and m.group(2) == "i" else f"s{width}"
        if m.group(4):
            hlo = _FLOAT8.get(m.group(4))
            if hlo is None:
                raise self.error_at(offset, f"element type {m.group(4)} has no HLO counterpart in hlotool: "
                                    f"expected one of {', '.join(_FLOAT8)}, bf16, f16, f32, f64, an integer or "
                                    "complex type")
            self.pos = m.end()
            return hlo
        if word == "index":
            self.pos = m.end()
            return "s64"
        if self.text[m.end():m.end() + 1].isalnum():
            return None
        self.pos = m.end()
        return _FLOATS[word]

    def _tensor_type(self) -> TensorType:
        self.next()
        if self.text[self.pos:self.pos + 1] != "<":
            raise self.expected("'<' after tensor")
        self.pos += 1
        m = _TENSOR_BODY_RE.match(self.text, self.pos)
        assert m is not None            # (the pattern matches the empty string)
        dims = []
        for d in m.group(1).split("x")[:-1]:
            dims.append(-1 if d == "?" else int(d))
        self.pos = m.end()
        at = self.pos
        element = self._element_type_at(at)
        if element is None:
            self._peeked = None
            raise self.expected("an element type (i1..i64, ui4..ui64, bf16, f16..f64, f8*, complex<f32|f64>)")
        bounds: tuple = ()
        if self.accept(","):
            enc = self.parse_attribute()
            if isinstance(enc, DialectAttr) and enc.name == "stablehlo.bounds":
                bounds = tuple(_bound(b) for b in enc.params.get("", []))
        self.expect(">", "'>' closing the tensor type")
        return TensorType(element, tuple(dims), bounds)

    # ------------------------------------------------------------ attributes
    def parse_attr_dict(self) -> dict:
        self.expect("{", "'{' (an attribute dictionary)")
        out: dict = {}
        while not self.at("}"):
            tok = self.next()
            if tok.kind not in ("id", "string"):
                raise self.expected("an attribute name", tok)
            key = unquote(tok.text) if tok.kind == "string" else tok.text
            if self.accept("="):
                out[key] = self.parse_attribute()
            else:
                out[key] = True          # a unit attribute
            if not self.accept(","):
                break
        self.expect("}", "'}' or ',' in the attribute dictionary")
        return out

    def parse_attribute(self, typed: bool = True):
        """An attribute value; ``typed``: a number takes a ``: type`` after it (not in a pretty op's items,
        where the ':' starts the op's types)."""
        tok = self.peek()
        kind, text = tok.kind, tok.text
        if kind == "int" or kind == "float" or kind == "hex":
            self.next()
            value: Any = int(text, 16) if kind == "hex" else int(text) if kind == "int" else float(text)
            if typed and self.at(":"):
                self.next()
                return TypedValue(value, self.parse_type())
            return value
        if kind == "string":
            self.next()
            s = unquote(text)
            if self.at(":"):           # "..." : type (a string with a type)
                self.next()
                self.parse_type()
            return s
        if kind == "punct" and text == "[":
            self.next()
            items = []
            while not self.at("]"):
                items.append(self.parse_attribute())
                if not self.accept(","):
                    break
            self.expect("]", "']' or ',' in the array")
            return items
        if kind == "punct" and text == "{":
            return self.parse_attr_dict()
        if kind == "symbol":
            self.next()
            return SymbolRef(symbol_name(text))
        if kind == "hash":
            return self._hash_attribute()
        if kind == "punct" and text == "<":
            return self.raw_balanced()
        if kind == "punct" and text == "(":          # a function type
            ins, outs = self._function_type()
            return FunctionType(tuple(ins), tuple(outs))
        if kind == "id":
            if text == "dense":
                return self._dense()
            if text == "array":
                return self._array()
            if text in ("true", "false"):
                self.next()
                return text == "true"
            if text == "unit":
                self.next()
                return True
            if text == "tensor" or text == "tuple" or _ELEMENT_RE.match(text):
                save = self.pos, self._peeked
                try:
                    return self.parse_type()
                except HloSyntaxError:
                    self.pos, self._peeked = save
            self.next()
            if self.at("<"):
                return DialectAttr(text, {}, self.raw_balanced())
            return Word(text)
        if kind == "punct" and text == "!":
            return self.parse_type()
        raise self.expected("an attribute value")

    def raw_balanced(self) -> str:
        """The text of a bracketed group (``<...>``, ``[...]``, ``{...}``, ``(...)``), brackets included, kept
        as written; strings inside may hold brackets."""
        tok = self.peek()
        open_ = tok.text
        if open_ not in "<[{(" or tok.kind != "punct":
            raise self.expected("'<', '[', '{' or '('")
        depth = 0
        start = tok.start
        self._peeked = None
        pos = start
        text = self.text
        closers = {"<": ">", "[": "]", "{": "}", "(": ")"}
        stack = []
        while pos < len(text):
            c = text[pos]
            if c == '"':
                m = re.compile(r'"(?:[^"\\]|\\.)*"').match(text, pos)
                if m is None:
                    break
                pos = m.end()
                continue
            if c in closers:
                stack.append(closers[c])
                depth += 1
            elif c in ">]})":
                if c == ">" and text[pos - 1] == "-":     # ->
                    pos += 1
                    continue
                if not stack or stack[-1] != c:
                    raise self.error_at(pos, f"expected '{stack[-1] if stack else open_}', found '{c}'")
                stack.pop()
                if not stack:
                    self.pos = pos + 1
                    return text[start:pos + 1]
            pos += 1
        raise self.error_at(len(text), f"expected '{closers[open_]}' closing the '{open_}' at "
                            f"{':'.join(map(str, self.where(start)))}, found end of input")

    def _hash_attribute(self):
        tok = self.next()
        name = tok.text[1:]
        if not self.at("<") or self.text[tok.end:tok.end + 1] != "<":
            return LocAlias(tok.text) if name.startswith("loc") else SymbolRef("#" + name)
        if "." not in name:                    # #stablehlo<precision DEFAULT>
            raw = self.raw_balanced()[1:-1].strip()
            parts = raw.split(None, 1)
            return DialectAttr(parts[0] if parts else "", {}, parts[1] if len(parts) > 1 else "")
        save = self.pos
        self.next()
        params: dict = {}
        try:
            if name == "stablehlo.bounds":
                items = []
                while not self.at(">"):
                    if self.accept("?"):
                        items.append("?")
                    else:
                        items.append(int(self.expect_kind("int", "a bound").text))
                    if not self.accept(","):
                        break
                self.expect(">")
                return DialectAttr(name, {"": items})
            while not self.at(">"):
                key = self.expect_kind("id", "a parameter name").text
                self.expect("=")
                params[key] = self.parse_attribute()
                if not self.accept(","):
                    break
            self.expect(">")
            return DialectAttr(name, params)
        except HloSyntaxError:
            self.pos, self._peeked = save, None
            return DialectAttr(name, {}, self.raw_balanced())

    def _array(self):
        self.next()
        self.expect("<", "'<' after array")
        self.parse_type()
        items = []
        if self.accept(":"):
            while True:
                tok = self.next()
                if tok.kind == "int":
                    items.append(int(tok.text))
                elif tok.kind == "float":
                    items.append(float(tok.text))
                elif tok.kind == "id" and tok.text in ("true", "false"):
                    items.append(tok.text == "true")
                else:
                    raise self.expected("an array element", tok)
                if not self.accept(","):
                    break
        self.expect(">", "'>' or ',' in the array")
        return items

    def _dense(self) -> Dense:
        self.next()
        self.expect("<", "'<' after dense")
        offset = self.peek().start
        if self.peek().kind == "string":
            tok = self.next()
            body = tok.text[1:-1]
            if not body.startswith("0x"):
                raise self.error_at(tok.start, "expected a hex blob \"0x...\", found a string without 0x")
            if re.fullmatch(r"0x[0-9A-Fa-f]*", body) is None or len(body) % 2:
                raise self.error_at(tok.start, "expected an even number of hex digits in the blob")
            content: Any = HexBlob(body[2:])
        elif self.at(">"):
            content = []
        else:
            content = self._dense_element()
        self.expect(">", "'>' closing dense<...>")
        self.expect(":", "':' and the literal's type")
        return Dense(content, self.parse_type(), offset)

    def _dense_element(self):
        tok = self.peek()
        if tok.kind == "punct" and tok.text == "[":
            self.next()
            items = []
            while not self.at("]"):
                items.append(self._dense_element())
                if not self.accept(","):
                    break
            self.expect("]", "']' or ',' in the literal")
            return items
        if tok.kind == "punct" and tok.text == "(":
            self.next()
            real = self._dense_scalar()
            self.expect(",", "',' between a complex number's parts")
            imag = self._dense_scalar()
            self.expect(")", "')' closing the complex number")
            return Complex(real, imag)
        return self._dense_scalar()

    def _dense_scalar(self):
        tok = self.next()
        if tok.kind == "int":
            return int(tok.text)
        if tok.kind == "float":
            return float(tok.text)
        if tok.kind == "hex":
            return Bits(int(tok.text, 16))
        if tok.kind == "id" and tok.text in ("true", "false"):
            return tok.text == "true"
        if tok.kind == "id" and tok.text in ("nan", "inf"):
            return float(tok.text)
        raise self.expected("a literal element (a number, true, false or (re, im))", tok)

    # ------------------------------------------------------------ locations
    def maybe_loc(self):
        if self.at("loc"):
            return self.parse_loc()
        return None

    def parse_loc(self):
        self.expect("loc")
        self.expect("(", "'(' after loc")
        loc = self._loc_inner()
        self.expect(")", "')' closing the location")
        return loc

    def _loc_inner(self):
        tok = self.peek()
        if tok.kind == "hash":
            self.next()
            return LocAlias(tok.text)
        if tok.kind == "id" and tok.text == "unknown":
            self.next()
            return UnknownLoc()
        if tok.kind == "id" and tok.text == "callsite":
            self.next()
            self.expect("(")
            callee = self._loc_inner()
            self.expect("at", "'at' in callsite(... at ...)")
            caller = self._loc_inner()
            self.expect(")")
            return CallSiteLoc(callee, caller)
        if tok.kind == "id" and tok.text == "fused":
            self.next()
            if self.at("<"):
                self.raw_balanced()
            self.expect("[", "'[' after fused")
            locs = []
            while not self.at("]"):
                locs.append(self._loc_inner())
                if not self.accept(","):
                    break
            self.expect("]")
            return FusedLoc(tuple(locs))
        if tok.kind == "string":
            self.next()
            name = unquote(tok.text)
            if self.accept(":"):
                line = int(self.expect_kind("int", "a line number").text)
                self.expect(":", "':' and a column")
                col = int(self.expect_kind("int", "a column number").text)
                end_line, end_col = line, 0
                if self.accept("to"):
                    if self.accept(":"):
                        end_col = int(self.expect_kind("int", "a column number").text)
                    else:
                        end_line = int(self.expect_kind("int", "a line number").text)
                        self.expect(":")
                        end_col = int(self.expect_kind("int", "a column number").text)
                return FileLoc(name, line, col, end_line, end_col)
            child = None
            if self.accept("("):
                child = self._loc_inner()
                self.expect(")")
            return NameLoc(name, child)
        raise self.expected("a location")


def _bound(b) -> int:
    return -1 if b == "?" else int(b)


def symbol_name(text: str) -> str:
    text = text[1:]
    return unquote(text) if text.startswith('"') else text


_ESCAPE_RE = re.compile(r"\\(?:([0-9A-Fa-f]{2})|(.))", re.S)


def unquote(text: str) -> str:
    body = text[1:-1]
    if "\\" not in body:
        return body
    raw = bytearray()
    pos = 0
    for m in _ESCAPE_RE.finditer(body):
        raw += body[pos:m.start()].encode()
        if m.group(1):
            raw.append(int(m.group(1), 16))
        else:
            raw += {"n": b"\n", "t": b"\t", '"': b'"', "\\": b"\\"}.get(m.group(2), m.group(2).encode())
        pos = m.end()
    raw += body[pos:].encode()
    return raw.decode("utf-8", errors="replace")
