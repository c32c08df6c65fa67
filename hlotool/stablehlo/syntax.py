"""StableHLO text (MLIR's printed syntax) read into a small syntax tree: a module of functions whose bodies are
operations, each with its results, operands, attributes, regions, types and location.

Both forms MLIR prints are read: the generic one (``"stablehlo.add"(%a, %b) : (...) -> ...``) and the pretty
ones of the dialects jax emits (``stablehlo.add %a, %b : tensor<f32>``). A pretty form is read as a sequence of
items (operands, ``key = value``, bare enum words, symbols, attribute dictionaries, ...) up to its types; the
conversion (hlotool.stablehlo.convert) gives each op's items their meaning. Every error is a HloSyntaxError at
the file's own line and column: ``expected X, found Y``.
"""
from __future__ import annotations

import bisect
import re
from dataclasses import dataclass, field
from typing import Any

from ..errors import HloSyntaxError

# ---------------------------------------------------------------- values of the tree


@dataclass(frozen=True)
class TensorType:
    """``tensor<2x3xf32>``: an HLO element type name and the dimensions (-1: ``?``)."""
    element_type: str
    dims: tuple[int, ...]
    bounds: tuple[int, ...] = ()        # #stablehlo.bounds<...>: per dim, -1 where unbounded


@dataclass(frozen=True)
class TupleType:
    types: tuple


@dataclass(frozen=True)
class TokenType:
    pass


@dataclass(frozen=True)
class FunctionType:
    inputs: tuple
    results: tuple


@dataclass(frozen=True)
class ScalarType:
    """A builtin scalar type written alone (``i64``, ``f32``, ``index``): attribute types."""
    name: str


@dataclass(frozen=True)
class Word:
    """A bare identifier value: ``DEFAULT``, ``GT``, ``FFT``, ``e8m7``."""
    text: str


@dataclass(frozen=True)
class SymbolRef:
    name: str


@dataclass(frozen=True)
class Dense:
    """``dense<...> : tensor<...>``: the content as written (parsed by hlotool.stablehlo.literals)."""
    content: Any            # nested lists of scalars, a scalar (splat), or a HexBlob
    type: Any
    offset: int             # where the content starts in the text (for errors)


@dataclass(frozen=True)
class HexBlob:
    text: str               # the hex digits, without 0x


@dataclass(frozen=True)
class Bits:
    """An element written as its bit pattern (``0xFF800000``: -inf in f32)."""
    value: int


@dataclass(frozen=True)
class Complex:
    real: Any
    imag: Any


@dataclass(frozen=True)
class DialectAttr:
    """``#stablehlo.gather<offset_dims = [1], ...>``: the parameters by key, or ``raw`` text where they are not
    ``key = value`` items; ``#stablehlo<precision DEFAULT>`` has name "precision" and raw "DEFAULT"."""
    name: str
    params: dict
    raw: str = ""


@dataclass(frozen=True)
class TypedValue:
    """A number with its type (``1 : i64``)."""
    value: Any
    type: Any


# Locations
@dataclass(frozen=True)
class FileLoc:
    file: str
    line: int
    column: int
    end_line: int = 0
    end_column: int = 0


@dataclass(frozen=True)
class NameLoc:
    name: str
    child: Any = None


@dataclass(frozen=True)
class CallSiteLoc:
    callee: Any
    caller: Any


@dataclass(frozen=True)
class FusedLoc:
    locations: tuple


@dataclass(frozen=True)
class UnknownLoc:
    pass


@dataclass(frozen=True)
class LocAlias:
    name: str


@dataclass
class Op:
    name: str                          # "stablehlo.add", "func.call", ...
    results: list[str]                 # one value name per result (%0#1 for the second of %0:2)
    operands: list[str]
    attrs: dict[str, Any]
    regions: list["Region"]
    operand_types: list[Any]
    result_types: list[Any]
    offset: int                        # where the op starts in the text
    loc: Any = None
    generic: bool = False
    words: list[str] = field(default_factory=list)      # pretty form: bare enum words, in order
    symbol: str | None = None                           # pretty form: @callee / @target
    extra: dict[str, Any] = field(default_factory=dict)  # pretty form: what only this op's syntax has


@dataclass
class Block:
    args: list[tuple[str, Any]]
    ops: list[Op]


@dataclass
class Region:
    blocks: list[Block]
    offset: int


@dataclass
class Func:
    name: str
    visibility: str
    args: list[tuple[str, Any, dict, Any]]          # (value name, type, attributes, location)
    results: list[tuple[Any, dict]]
    attrs: dict
    body: Region | None
    offset: int
    loc: Any = None


@dataclass
class MlirModule:
    name: str | None
    attrs: dict
    funcs: list[Func]
    ops: list[Op]                     # other top-level ops (sdy.mesh)
    loc_aliases: dict[str, Any]
    offset: int = 0


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


class MlirParser:
    """A recursive-descent reader of one StableHLO module's text."""

    def __init__(self, text: str, filename: str | None = None):
        self.text = text
        self.filename = filename
        self.pos = 0
        self._peeked: Tok | None = None
        self._line_starts: list[int] | None = None
        self._tensor_types: dict[str, TensorType] = {}     # by their text

    # ------------------------------------------------------------ errors and positions
    def where(self, offset: int) -> tuple[int, int]:
        if self._line_starts is None:
            self._line_starts = [0] + [m.end() for m in re.finditer("\n", self.text)]
        line = bisect.bisect_right(self._line_starts, offset)
        return line, offset - self._line_starts[line - 1] + 1

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

    # ------------------------------------------------------------ module
    def parse_module(self) -> MlirModule:
        aliases: dict[str, Any] = {}
        funcs: list[Func] = []
        ops: list[Op] = []
        module: MlirModule | None = None
        tok = self.peek()
        if tok.kind == "eof":
            raise self.expected("'module' or 'func.func'")
        while self.peek().kind != "eof":
            tok = self.peek()
            if tok.kind == "hash":
                self._alias_definition(aliases)
            elif tok.text == "module" and tok.kind == "id":
                if module is not None:
                    raise self.error_at(tok.start, "a second module: expected one module per file")
                module = self._module()
            elif tok.text == "func.func":
                funcs.append(self._func())
            elif tok.kind == "string":                 # the generic form: "builtin.module"() ({...}) : () -> ()
                op = self.parse_op()
                if op.name == "builtin.module" and module is None:
                    module = self._generic_module(op)
                elif op.name == "func.func":
                    funcs.append(self._generic_func(op))
                else:
                    ops.append(op)
            elif tok.kind == "id" and "." in tok.text:
                ops.append(self.parse_op())
            else:
                raise self.expected("'module', 'func.func' or a '#alias = ...' definition")
        if module is None:
            if not funcs:
                raise self.error_at(len(self.text), "expected 'module' or 'func.func', found end of input")
            module = MlirModule(None, {}, funcs, ops, aliases)
        else:
            module.funcs.extend(funcs)
            module.ops.extend(ops)
        module.loc_aliases = aliases
        return module

    def _generic_module(self, op: Op) -> MlirModule:
        funcs, ops = [], []
        for region in op.regions:
            for block in region.blocks:
                for inner in block.ops:
                    if inner.name == "func.func":
                        funcs.append(self._generic_func(inner))
                    else:
                        ops.append(inner)
        name = op.attrs.get("sym_name")
        attrs = {k: v for k, v in op.attrs.items() if k != "sym_name"}
        return MlirModule(name if isinstance(name, str) else None, attrs, funcs, ops, {}, op.offset)

    def _generic_func(self, op: Op) -> Func:
        """``"func.func"() <{function_type = (...) -> ..., sym_name = "f"}> ({^bb0(...): ...})``."""
        name = op.attrs.get("sym_name")
        ftype = op.attrs.get("function_type")
        if not isinstance(name, str) or not isinstance(ftype, FunctionType):
            raise self.error_at(op.offset, "expected a func.func with sym_name and function_type")
        if len(op.regions) != 1:
            raise self.error_at(op.offset, "expected the function's body (one region)")
        body = op.regions[0]
        entry = body.blocks[0]
        if len(entry.args) != len(ftype.inputs):
            raise self.error_at(body.offset, f"the body takes {len(entry.args)} arguments, the function type "
                                f"{len(ftype.inputs)}")
        arg_attrs = op.attrs.get("arg_attrs") or [{}] * len(entry.args)
        res_attrs = op.attrs.get("res_attrs") or [{}] * len(ftype.results)
        # (MLIR wants one dictionary per argument and per result)
        if len(arg_attrs) != len(entry.args):
            raise self.error_at(op.offset, f"expected {len(entry.args)} arg_attrs (one per argument), "
                                f"found {len(arg_attrs)}")
        if len(res_attrs) != len(ftype.results):
            raise self.error_at(op.offset, f"expected {len(ftype.results)} res_attrs (one per result), "
                                f"found {len(res_attrs)}")
        args = [(n, t, a, None) for (n, t), a in zip(entry.args, arg_attrs, strict=True)]
        visibility = op.attrs.get("sym_visibility", "public")
        return Func(name, visibility if isinstance(visibility, str) else "public", args,
                    list(zip(ftype.results, res_attrs, strict=True)), {}, body, op.offset, op.loc)

    def _alias_definition(self, aliases: dict) -> None:
        tok = self.next()
        self.expect("=", "'=' after an alias name")
        if self.at("loc"):
            aliases[tok.text] = self.parse_loc()
        else:
            aliases[tok.text] = self.parse_attribute()

    def _module(self) -> MlirModule:
        start = self.next().start
        name = None
        if self.peek().kind == "symbol":
            name = _symbol_name(self.next().text)
        attrs: dict = {}
        if self.accept("attributes"):
            attrs = self.parse_attr_dict()
        self.expect("{", "'{' (the module's body)")
        funcs, ops = [], []
        while not self.at("}"):
            tok = self.peek()
            if tok.text == "func.func":
                funcs.append(self._func())
            elif tok.kind == "eof":
                raise self.expected("'}' closing the module")
            elif tok.kind == "id" and "." in tok.text or tok.kind == "string":
                ops.append(self.parse_op())
            else:
                raise self.expected("'func.func' or '}'")
        self.next()
        self.maybe_loc()
        return MlirModule(name, attrs, funcs, ops, {}, start)

    def _func(self) -> Func:
        start = self.next().start
        visibility = "public"
        if self.peek().kind == "id" and self.peek().text in ("public", "private", "nested"):
            visibility = self.next().text
        name = _symbol_name(self.expect_kind("symbol", "the function's @name").text)
        self.expect("(", "'(' (the function's arguments)")
        args = []
        if not self.at(")"):
            while True:
                vname = self.expect_kind("value", "an argument %name").text
                self.expect(":", "':' and the argument's type")
                ty = self.parse_type()
                attrs = self.parse_attr_dict() if self.at("{") else {}
                loc = self.maybe_loc()
                args.append((vname, ty, attrs, loc))
                if not self.accept(","):
                    break
        self.expect(")", "')' or ',' in the argument list")
        results: list[tuple[Any, dict]] = []
        if self.accept("->"):
            if self.at("("):
                self.next()
                if not self.at(")"):
                    while True:
                        ty = self.parse_type()
                        results.append((ty, self.parse_attr_dict() if self.at("{") else {}))
                        if not self.accept(","):
                            break
                self.expect(")", "')' or ',' in the result list")
            else:
                results.append((self.parse_type(), {}))
        attrs = {}
        if self.accept("attributes"):
            attrs = self.parse_attr_dict()
        body = self.parse_region(entry_args=[(a[0], a[1]) for a in args]) if self.at("{") else None
        loc = self.maybe_loc()
        return Func(name, visibility, args, results, attrs, body, start, loc)

    # ------------------------------------------------------------ regions and ops
    def parse_region(self, entry_args=None) -> Region:
        start = self.expect("{", "'{' (a region)").start
        blocks: list[Block] = []
        args = list(entry_args or [])
        ops: list[Op] = []
        while True:
            op = self.usual_op()
            if op is not None:
                ops.append(op)
                continue
            tok = self.peek()
            if tok.kind == "punct" and tok.text == "}":
                self.next()
                break
            if tok.kind == "eof":
                raise self.expected("'}' closing the region")
            if tok.kind == "caret":
                if ops or blocks or args and entry_args is None:
                    blocks.append(Block(args, ops))
                    ops = []
                self.next()
                args = self._block_args() if self.at("(") else []
                self.expect(":", "':' after the block label")
                continue
            ops.append(self.parse_op())
        blocks.append(Block(args, ops))
        return Region(blocks, start)

    def usual_op(self) -> Op | None:
        """The op at the reading position, where a fast path reads it (hlotool.stablehlo.lines.LineParser);
        None: the general reader (parse_op) reads it."""
        return None

    def _block_args(self) -> list[tuple[str, Any]]:
        self.expect("(")
        args = []
        if not self.at(")"):
            while True:
                name = self.expect_kind("value", "a block argument %name").text
                self.expect(":", "':' and the argument's type")
                args.append((name, self.parse_type()))
                self.maybe_loc()
                if not self.accept(","):
                    break
        self.expect(")", "')' or ',' in the block arguments")
        return args

    def parse_op(self) -> Op:
        start = self.peek().start
        results: list[str] = []
        if self.peek().kind == "value":
            while True:
                tok = self.expect_kind("value", "a result %name")
                if "#" in tok.text:
                    raise self.error_at(tok.start, f"expected a result name, found '{tok.text}' (a use)")
                if self.accept(":"):
                    count = int(self.expect_kind("int", "the number of results").text)
                    results.extend(f"{tok.text}#{k}" for k in range(count))
                else:
                    results.append(tok.text)
                if not self.accept(","):
                    break
            self.expect("=", "'=' after the results")
        tok = self.peek()
        if tok.kind == "string":
            self.next()
            op = self._generic_op(tok.text[1:-1], start)
        elif tok.kind == "id":
            self.next()
            op = self._pretty_op(tok.text, start)
        else:
            raise self.expected("an operation")
        op.results = results
        op.loc = self.maybe_loc()
        if op.name in _REGIONS_AFTER:
            _REGIONS_AFTER[op.name](self, op)
            loc = self.maybe_loc()
            op.loc = loc or op.loc
        return op

    def _generic_op(self, name: str, start: int) -> Op:
        self.expect("(", "'(' (the operands)")
        operands = []
        if not self.at(")"):
            while True:
                operands.append(self.expect_kind("value", "an operand %value").text)
                if not self.accept(","):
                    break
        self.expect(")", "')' or ',' in the operands")
        attrs: dict = {}
        if self.at("<"):
            self.next()
            attrs.update(self.parse_attr_dict())
            self.expect(">", "'>' closing the properties")
        regions = []
        if self.at("("):
            self.next()
            while True:
                regions.append(self.parse_region())
                if not self.accept(","):
                    break
            self.expect(")", "')' after the regions")
        if self.at("{"):
            attrs.update(self.parse_attr_dict())
        self.expect(":", "':' and the operation's type")
        ins, outs = self._function_type()
        return Op(name, [], operands, attrs, regions, ins, outs, start, generic=True)

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

    def _pretty_op(self, name: str, start: int) -> Op:
        op = Op(name, [], [], {}, [], [], [], start)
        custom = _PRETTY_BODY.get(name)
        if custom is not None:
            custom(self, op)
        else:
            self._pretty_items(op)
        if "inits" in op.extra:           # reduce(%x init: %i), (%y init: %j): inputs, then initial values
            op.operands.extend(op.extra["inits"])
        if self.accept(":"):
            self._pretty_types(op)
        return op

    def _pretty_items(self, op: Op) -> None:
        """The items of a pretty form up to its ':' (or its end, for an op without types)."""
        while True:
            tok = self.peek()
            kind, text = tok.kind, tok.text
            if kind == "value":
                self.next()
                if self.at("="):             # (while's %iterArg = %init)
                    self.next()
                    op.extra.setdefault("iter_args", []).append(text)
                    op.operands.append(self.expect_kind("value", "the initial %value").text)
                else:
                    op.operands.append(text)
            elif kind == "punct" and text == ",":
                self.next()
            elif kind == "punct" and text == "(":
                self._pretty_paren(op)
            elif kind == "punct" and text == "[":
                op.extra.setdefault("brackets", []).append(self._bracket_ranges())
            elif kind == "punct" and text == "{":
                if op.extra.get("block_args") is not None:
                    op.regions.append(self.parse_region(entry_args=op.extra.pop("block_args")))
                else:
                    op.attrs.update(self.parse_attr_dict())
            elif kind == "symbol":
                self.next()
                op.symbol = _symbol_name(text)
            elif kind == "string":
                self.next()
                op.extra["string"] = _unquote(text)
            elif kind == "punct" and text == "<":
                op.extra.setdefault("angle", []).append(self.raw_balanced())
            elif kind == "id" and text not in _STOP_WORDS:
                self.next()
                if self.at("="):
                    self.next()
                    op.attrs[text] = self._pretty_value(text)
                elif text == "across":
                    self.expect("dimensions", "'dimensions' after 'across'")
                    self.expect("=")
                    op.attrs["dimensions"] = self.parse_attribute(typed=False)
                elif text == "applies":
                    body = self.expect_kind("id", "the operation the reduction applies")
                    op.extra["applies"] = (body.text, body.start)
                else:
                    op.words.append(text)
            else:
                return

    def _pretty_paren(self, op: Op) -> None:
        """``(%a, %b)``, ``(%a init: %b)``, ``(%iterArg = %x, ...)`` or block arguments ``(%a: T, ...)``."""
        self.next()
        block_args = []
        while not self.at(")"):
            if self.peek().kind == "id":           # chlo.top_k(%x, k = 3)
                key = self.next().text
                self.expect("=", "'=' after an attribute name")
                op.attrs[key] = self.parse_attribute(typed=False)
                if not self.accept(","):
                    break
                continue
            tok = self.expect_kind("value", "an operand %value")
            if self.accept(":"):
                block_args.append((tok.text, self.parse_type()))
                self.maybe_loc()
            elif self.accept("="):
                op.extra.setdefault("iter_args", []).append(tok.text)
                op.operands.append(self.expect_kind("value", "the initial %value").text)
            elif self.accept("init"):
                self.expect(":", "':' after init")
                op.operands.append(tok.text)
                op.extra.setdefault("inits", []).append(self.expect_kind("value", "the initial %value").text)
            else:
                op.operands.append(tok.text)
            if not self.accept(","):
                break
        self.expect(")", "')' or ','")
        if block_args:
            op.extra["block_args"] = block_args

    def _bracket_ranges(self) -> list:
        """``[0:2, 1:3:1]`` (slice ranges) or ``[0]``: a list of lists of ints."""
        self.expect("[")
        items = []
        while not self.at("]"):
            parts = [int(self.expect_kind("int", "an integer").text)]
            while self.accept(":"):
                parts.append(int(self.expect_kind("int", "an integer").text))
            items.append(parts)
            if not self.accept(","):
                break
        self.expect("]", "']' or ','")
        return items

    def _pretty_value(self, key: str):
        if key in ("dim_numbers",):
            return self._conv_dim_numbers()
        if key in ("in_shardings", "out_shardings", "manual_axes"):
            return self.raw_balanced()
        value = self.parse_attribute(typed=False)
        if self.at("x") and key.endswith("_dims"):      # contracting_dims = [1] x [0]
            self.next()
            value = (value, self.parse_attribute())
        return value

    def _conv_dim_numbers(self):
        """``[b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f]``: three lists of labels (str) and spatial numbers (int)."""
        parts = [self._labels()]
        self.expect("x", "'x' between the input and kernel dimensions")
        parts.append(self._labels())
        self.expect("->", "'->' before the output dimensions")
        parts.append(self._labels())
        return tuple(parts)

    def _labels(self) -> list:
        self.expect("[", "'[' (convolution dimensions)")
        out: list[int | str] = []
        while not self.at("]"):
            tok = self.next()
            if tok.kind == "int":
                out.append(int(tok.text))
            elif tok.kind == "id":
                out.append(tok.text)
            else:
                raise self.expected("a dimension label (b, f, i, o or a number)", tok)
            if not self.accept(","):
                break
        self.expect("]", "']' or ','")
        return out

    def _pretty_types(self, op: Op) -> None:
        if self.at("("):
            op.operand_types, op.result_types = self._function_type()
        else:
            types = [self.parse_type()]
            while self.accept(","):
                types.append(self.parse_type())
            if self.accept("->"):              # chlo: `T, T -> T`
                op.operand_types = types
                op.result_types = self._function_results()
            else:
                op.extra["types"] = types

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
            key = _unquote(tok.text) if tok.kind == "string" else tok.text
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
            s = _unquote(text)
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
            return SymbolRef(_symbol_name(text))
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
            name = _unquote(tok.text)
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


_STOP_WORDS = frozenset({"loc", "reducer", "cond", "do", "attributes"})


def _bound(b) -> int:
    return -1 if b == "?" else int(b)


def _symbol_name(text: str) -> str:
    text = text[1:]
    return _unquote(text) if text.startswith('"') else text


_ESCAPE_RE = re.compile(r"\\(?:([0-9A-Fa-f]{2})|(.))", re.S)


def _unquote(text: str) -> str:
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


# ---------------------------------------------------------------- ops whose pretty form has its own parts

def _reduce_regions(p: MlirParser, op: Op) -> None:
    """``reducer(%a: T, %b: T) (%c: T, %d: T) { ... }`` after a reduce's types (block arguments: the first of
    every pair, then the second of every pair)."""
    if op.generic or "applies" in op.extra:
        return
    p.expect("reducer", "'reducer' or 'applies'")
    pairs = []
    while p.at("("):
        pair = p._block_args()
        if len(pair) != 2:
            raise p.error_at(p.pos, f"expected two reducer arguments in a group, found {len(pair)}")
        pairs.append(pair)
    args = [a for a, _ in pairs] + [b for _, b in pairs]
    op.regions.append(p.parse_region(entry_args=args))


def _while_regions(p: MlirParser, op: Op) -> None:
    if op.generic:
        return
    p.expect("cond", "'cond' (the while's condition)")
    names = op.extra.get("iter_args", [])
    types = op.extra.get("types", [])
    if len(types) != len(names):      # (the iter_args, then one type each after ':')
        raise p.error_at(op.offset, f"expected {len(names)} types after ':' (one per iter_arg), found {len(types)}")
    args = list(zip(names, types, strict=True))
    op.regions.append(p.parse_region(entry_args=args))
    p.expect("do", "'do' (the while's body)")
    op.regions.append(p.parse_region(entry_args=args))


def _if_regions(p: MlirParser, op: Op) -> None:
    if op.generic:
        return
    op.regions.append(p.parse_region())
    p.expect("else", "'else'")
    op.regions.append(p.parse_region())


def _case_regions(p: MlirParser, op: Op) -> None:
    if op.generic:
        return
    while p.at("branch") or p.at("{"):
        p.accept("branch")
        op.regions.append(p.parse_region())


_REGIONS_AFTER = {"stablehlo.reduce": _reduce_regions, "stablehlo.while": _while_regions,
                  "stablehlo.if": _if_regions, "stablehlo.case": _case_regions}


def _constant_body(p: MlirParser, op: Op) -> None:
    """``stablehlo.constant dense<...> : tensor<...>`` (the type is the literal's)."""
    value = p.parse_attribute()
    op.attrs["value"] = value
    if isinstance(value, Dense):
        op.result_types = [value.type]


def _sdy_mesh_body(p: MlirParser, op: Op) -> None:
    op.symbol = _symbol_name(p.expect_kind("symbol", "the mesh's @name").text)
    p.expect("=")
    op.attrs["mesh"] = p.raw_balanced()
    if p.at("{"):
        op.attrs.update(p.parse_attr_dict())


def _sharding_constraint_body(p: MlirParser, op: Op) -> None:
    op.operands.append(p.expect_kind("value", "an operand %value").text)
    op.attrs["sharding"] = p.raw_balanced()


_PRETTY_BODY = {"stablehlo.constant": _constant_body, "sdy.mesh": _sdy_mesh_body,
                "sdy.sharding_constraint": _sharding_constraint_body,
                "sdy.sharding_group": _sharding_constraint_body}


def parse_mlir(text: str, filename: str | None = None) -> MlirModule:
    """The syntax tree of a StableHLO module's text; HloSyntaxError at the file's line and column."""
    parser = MlirParser(text, filename)
    try:
        return parser.parse_module()
    except RecursionError:
        raise parser.error_at(parser.pos, "input nested too deeply") from None
