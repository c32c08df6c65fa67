"""StableHLO text (MLIR's printed syntax) read into a small syntax tree: a module of functions whose bodies are
operations, each with its results, operands, attributes, regions, types and location.

Both forms MLIR prints are read: the generic one (``"stablehlo.add"(%a, %b) : (...) -> ...``) and the pretty
ones of the dialects jax emits (``stablehlo.add %a, %b : tensor<f32>``). A pretty form is read as a sequence of
items (operands, ``key = value``, bare enum words, symbols, attribute dictionaries, ...) up to its types; the
conversion (hlotool.stablehlo.convert) gives each op's items their meaning. Every error is a HloSyntaxError at
the file's own line and column: ``expected X, found Y``.
"""
from __future__ import annotations

from typing import Any

from .syntax_tree import (
    Block,
    Dense,
    Func,
    FunctionType,
    MlirModule,
    Op,
    Region,
)
from .syntax_values import MlirValueParser, symbol_name, unquote


class MlirParser(MlirValueParser):
    """A recursive-descent reader of one StableHLO module's text."""

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
            name = symbol_name(self.next().text)
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
        name = symbol_name(self.expect_kind("symbol", "the function's @name").text)
        args = self.usual_args()
        if args is None:
            args = self._func_args()
        results: list[tuple[Any, dict]] = []
        if self.accept("->"):
            usual = self.usual_results()
            if usual is not None:
                results = usual
            elif self.at("("):
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

    def _func_args(self) -> list[tuple[str, Any, dict, Any]]:
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
        return args

    def usual_args(self) -> list[tuple[str, Any, dict, Any]] | None:
        """A function's argument list at the reading position, where a fast path reads it
        (hlotool.stablehlo.lines.LineParser); None: the general reader (_func_args) reads it."""
        return None

    def usual_results(self) -> list[tuple[Any, dict]] | None:
        """A function's result types after its '->', where a fast path reads them; None: the general reader."""
        return None

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
                op.symbol = symbol_name(text)
            elif kind == "string":
                self.next()
                op.extra["string"] = unquote(text)
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

_STOP_WORDS = frozenset({"loc", "reducer", "cond", "do", "attributes"})


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
    op.symbol = symbol_name(p.expect_kind("symbol", "the mesh's @name").text)
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
