"""HloBuilder: the IR built while the LALR driver (driver.py) reduces the grammar's rules (no parse
tree is kept): values, attributes, instructions, computations, and the module, whose references and
required attributes are checked once it is complete. Its base class PlainLines (plain_lines.py) builds
the plain lines of a dump without the grammar."""
from __future__ import annotations

import re

from ..attributes import (
    SCHEMAS,
    check_attribute,
    check_header_attribute,
    conditional_problems,
    missing_message,
    schema_of,
)
from ..errors import HloSyntaxError
from ..ir.device_groups import IotaList, MeshAxesGroups
from ..ir.literals import ShapedLiteral
from ..ir.module import (
    NO_ATTRS,
    Computation,
    Instruction,
    Module,
    RestatedOperands,
    SourceLoc,
    StackFrameTables,
    source_pos,
)
from ..ir.shape import Shape
from ..ir.values import (
    BackendConfig,
    Braced,
    Bracket,
    CompRef,
    ConvDimLabels,
    Dims,
    KeyValue,
    PaddingConfig,
    Pair,
    Paren,
    Range,
    Word,
)
from ..sharding.model import Sharding
from .attribute_types import COMPUTATION_KEYS, AttributeValueError, _Attr, typed_attribute
from .driver import Tok
from .frontend_attributes import parse_frontend_attributes
from .infer import infer_shape_at_parse
from .literals import LiteralTextError, make_literal, parse_literal, split_tuple
from .metadata import META_VALID_RE, MetadataError, decode_metadata_items, valid_metadata
from .names import illegal_name_reason
from .plain_line_patterns import INDEX_COMMENT_RE
from .plain_lines import PlainLines
from .shapes import ShapeTextError, parse_array_shape
from .strings import StringEscapeError, c_unescape

# Per known opcode: its schema where something is checked once the module is complete (required
# attributes, rules on operands), else None.
CHECKED_AT_END = {op: (s if s.required or s.conditional else None) for op, s in SCHEMAS.items()}
# Per opcode with a schema: (whether it takes a computation-valued attribute, CHECKED_AT_END's answer). An opcode
# rejects the attributes its schema lacks, so only these can call computations: the module's linking scans the
# attributes of those instructions only (and of those whose opcode has no schema).
LINKED_AT_END = {op: (bool(COMPUTATION_KEYS.intersection(s.attrs)), CHECKED_AT_END[op]) for op, s in SCHEMAS.items()}
_INT_RE = re.compile(r"-?\d+")


def _transpose_perm(tok) -> tuple[int, ...]:
    """The permutation of a TRANSPOSE token, `T(1,0)` or `T( 1, 0 )`."""
    return tuple(int(x) for x in _INT_RE.findall(str(tok))) if tok is not None else ()



class _Operand:
    __slots__ = ("shape", "name", "number", "nested")

    def __init__(self, shape, name, number=None, nested=None):
        self.shape, self.name, self.number, self.nested = shape, name, number, nested


class _CommaKeyValue:
    """A `, key=value` item of a braced list (the comma is inside the NEXT_ATTR token)."""
    __slots__ = ("kv",)

    def __init__(self, kv):
        self.kv = kv


class _OpCall:
    __slots__ = ("opcode", "operands", "literal_text", "token")

    def __init__(self, opcode, operands, literal_text, token):
        self.opcode, self.operands, self.literal_text, self.token = opcode, operands, literal_text, token


_LINE_HEAD_RE = re.compile(r"(%?[A-Za-z_][A-Za-z0-9_.\-]*)[ \t]*=[ \t]*([a-z][a-z0-9]*\[[^\]\n]*\]"
                           r"(?:\{[^}\n]*\})?)[ \t]+(.*)", re.S)   # the layout may hold blanks


def _skip_comma(tok: Tok) -> Tok:
    """A NEXT_ATTR / NEXT_METADATA token without its leading comma, positioned at the key."""
    s = str(tok)
    if not s.startswith(","):
        return tok
    key = s.lstrip(", \t")
    off = len(s) - len(key)
    return Tok(tok.type, key, tok.start_pos + off, tok.line, tok.column + off)


def _name(tok: Tok) -> str:
    s = str(tok)
    return s[1:] if s.startswith("%") else s


class HloBuilder(PlainLines):
    """Builds Module/Computation/Instruction objects bottom-up as the LALR driver reduces rules.
    Each method is named after a grammar rule (or its alias) and takes the rule's kept children."""

    def __init__(self):
        self.filename: str | None = None
        self.lines: list[str] | None = None
        self.text = ""
        self.reset()

    def reset(self, reserved: tuple[str, ...] = ()):
        """Per-parse state: generated names (``reserved`` ones are taken), computations in the
        order they were finished, and the caches of the fast lines."""
        self._generated: dict[str, int] = {name: 1 for name in reserved}
        self._finished: list[Computation] = []
        # Computations defined outside the text that it may call (parse(..., computations=)).
        self.external: dict[str, Computation] = {}
        self._reset_plain_lines()

    def _generate_name(self, base: str) -> str:
        """XLA's names for anonymous things: `base`, then `base.1`, `base.2`, ..."""
        n = self._generated.get(base, 0)
        self._generated[base] = n + 1
        return base if n == 0 else f"{base}.{n}"

    # ------------------------------------------------------------------ errors
    def error(self, message: str, tok=None, line=None, column=None) -> HloSyntaxError:
        if tok is not None:
            line, column = tok.line, tok.column
        line = line or 0
        if self.lines is None:
            self.lines = self.text.splitlines()
        src = self.lines[line - 1] if 0 < line <= len(self.lines) else None
        return HloSyntaxError(message, self.filename, line, column or 0, src)

    def error_at(self, message: str, inst: Instruction) -> HloSyntaxError:
        """The error ``message`` at where ``inst`` starts."""
        loc = inst.loc
        assert loc is not None      # (built from text here: each instruction has its position)
        return self.error(message, line=loc.line, column=loc.column)

    # ------------------------------------------------------------------ shapes
    def array_shape(self, tok):
        try:
            return parse_array_shape(str(tok))
        except ShapeTextError as e:
            raise self.error(str(e), tok) from None

    def tuple_shape(self, *shapes):
        shape = Shape("tuple", tuple_shapes=shapes)
        if _tuple_depth(shape) > MAX_TUPLE_DEPTH:
            raise self.error(f"tuple shapes nested more than {MAX_TUPLE_DEPTH} deep are not supported")
        return shape

    # ------------------------------------------------------------------ values
    def int_value(self, tok):
        return int(tok)

    def float_value(self, tok):
        s = str(tok)
        return float(s.split("(")[0]) if "(" in s else float(s)

    def string_value(self, tok):
        return c_unescape(str(tok)[1:-1])

    def word_value(self, tok):
        s = str(tok)
        if s == "true":
            return True
        if s == "false":
            return False
        return Word(s[1:] if s.startswith("%") else s)

    shape_value = array_shape

    def dims_value(self, tok):
        return Dims(int(x) for x in str(tok).split("x"))

    def padding_value(self, tok):
        dims = []
        interior = False
        for d in str(tok).split("x"):
            parts = [int(p) for p in _INT_RE.findall(d)]
            dims.append((parts[0], parts[1], parts[2] if len(parts) > 2 else 0))
            interior |= len(parts) > 2
        return PaddingConfig(tuple(dims), interior)

    def dim_labels_value(self, tok):
        return ConvDimLabels(str(tok))

    def braced(self, *items):
        comma = any(isinstance(x, (Tok, _CommaKeyValue)) for x in items)
        sep = "," if comma else (" " if len(items) > 1 else ",")
        return Braced(tuple(x.kv if isinstance(x, _CommaKeyValue) else x
                            for x in items if not isinstance(x, Tok)), sep)

    def bitem(self, v):
        return v

    def colon_pair(self, a, b):
        return Pair(a, ":", b)

    def arrow_pair(self, a, b):
        return Pair(a, "->", b)

    def key_value(self, key, v):
        return KeyValue(str(key)[:-1].lstrip(", \t"), v)

    def comma_key_value(self, key, v):
        return _CommaKeyValue(self.key_value(key, v))

    def paren(self, *items):
        return Paren(items)

    def bracket(self, *items):
        return Bracket(items)

    def iota(self, dims, reshape, transpose=None):
        for b in (dims, reshape):
            if not all(type(x) is int for x in b.items):
                raise self.error("iota list dimensions must be integers", transpose)
            if not b.items:
                raise self.error("iota list dimensions cannot be empty: expected [n,...]<=[m,...]", transpose)
        perm = _transpose_perm(transpose)
        n = len(reshape.items)
        # XLA's rules: one reshape dimension takes no T(...); several need one, naming each of them.
        if n == 1 and transpose is not None:
            raise self.error(f"unexpected {transpose}: an iota list reshaped to one dimension takes no "
                             "transposition", transpose)
        if n > 1 and transpose is None:
            raise self.error(f"expected T(...) after <=[{','.join(map(str, reshape.items))}]: an iota list "
                             "reshaped to several dimensions needs a transposition")
        if n > 1 and (len(perm) != n or any(p >= n for p in perm)):
            raise self.error(f"{transpose} must list {n} dimension numbers, each below {n}", transpose)
        return IotaList(tuple(dims.items), tuple(reshape.items), perm)

    def named_sharding_value(self, tok):
        """``{mesh['x'=2], [{'x'}]}``: a named sharding (parser/sharding_named.py)."""
        from .sharding_named import NamedShardingError, parse_named_sharding
        text = str(tok)
        try:
            named = parse_named_sharding(text, c_unescape, lambda body: self._decode_metadata(body, tok))
        except NamedShardingError as e:
            before = text[:e.offset]
            line = tok.line + before.count("\n")
            column = (e.offset - before.rfind("\n")) if "\n" in before else tok.column + e.offset
            raise self.error(str(e), line=line, column=column) from None
        except StringEscapeError as e:
            raise self.error(str(e), tok) from None
        return Sharding("named", named=named)

    # mesh-axes replica groups: mesh['x'=2,'y'=4], device_ids=(...) {'y','x':(1)2}
    def mesh_axis(self, name_tok, size_tok):
        return (c_unescape(str(name_tok)[1:-1]), int(size_tok))

    def mesh_spec(self, open_tok, *items):
        fields = {"axis_names": tuple(a[0] for a in items if isinstance(a, tuple)),
                  "axis_sizes": tuple(a[1] for a in items if isinstance(a, tuple))}
        for x in items:
            if isinstance(x, dict):
                fields.update(x)
        return fields

    def maximal_mesh_spec(self, open_tok, key_tok, device_tok):
        return {"axis_names": (), "axis_sizes": (), "maximal_device": int(device_tok)}

    def mesh_device_iota(self, key_tok, *items):
        transpose = items[-1] if items and items[-1].type == "TRANSPOSE" else None
        dims = tuple(int(x) for x in (items[:-1] if transpose is not None else items))
        if len(dims) > 1 and transpose is None:
            raise self.error("expected T(...) after the device_ids dimensions: with more than one "
                             "dimension they need a transposition", items[-1])
        if len(dims) == 1 and transpose is not None:
            raise self.error("expected ')' after device_ids=([n]: one dimension takes no T(...)", transpose)
        return {"iota_reshape": dims, "iota_transpose": _transpose_perm(transpose)}

    def mesh_device_list(self, key_tok, *ids):
        return {"device_ids": tuple(int(x) for x in ids)}

    def mesh_axis_ref(self, name_tok, *sub):
        name = c_unescape(str(name_tok)[1:-1])
        return (name, int(sub[0]), int(sub[1])) if sub else (name,)

    def mesh_groups(self, spec, *axes):
        return MeshAxesGroups(axes=axes, **spec)

    def slice_range(self, start, limit, stride=None):
        return Range(int(start), int(limit), None if stride is None else int(stride))

    # ------------------------------------------------------------------ attributes
    def attr_item(self, attr):
        return attr

    def attribute(self, key_tok, value):
        key_tok = _skip_comma(key_tok)
        key = str(key_tok)[:-1]
        try:
            return _Attr(key, typed_attribute(key, value), key_tok)
        except AttributeValueError as e:
            raise self.error(str(e), key_tok) from None

    def frontend_attributes(self, key_tok, tok):
        try:
            return _Attr("frontend_attributes", parse_frontend_attributes(str(tok)), key_tok)
        except ValueError as e:
            raise self.error(str(e), key_tok) from None

    def backend_config(self, key_tok, tok):
        s = str(tok)
        if s[0] in "\"'":
            return _Attr("backend_config", BackendConfig(c_unescape(s[1:-1]), "string"), key_tok)
        return _Attr("backend_config", BackendConfig(s, "braced"), key_tok)

    def _attrs(self, items, check=None) -> dict:
        """The attributes as a dict; each checked by ``check(key, value) -> problem or None``."""
        out = {}
        for a in items:
            if a.key in out:
                raise self.error(f"attribute '{a.key}' is given more than once", a.token)
            if check is not None:
                problem = check(a.key, a.value)
                if problem is not None:
                    raise self.error(problem, a.token)
            out[a.key] = a.value
        return out

    def _instruction_attrs(self, call, items) -> dict:
        """An instruction's attributes, checked against its opcode's schema (attributes.py): an
        attribute the opcode does not take, a value of the wrong kind or a missing required
        attribute is a syntax error, as in XLA's parser (missing ones are found in ``module``, once
        the attributes' values, called computations included, are known good). Unknown opcodes are
        not checked."""
        schema = schema_of(call.opcode)
        if schema is None:
            return self._attrs(items)
        return self._attrs(items, lambda k, v: check_attribute(schema, k, v))

    # ------------------------------------------------------------------ instructions
    def named_operand(self, *args):
        if len(args) == 2:
            return _Operand(args[0], _name(args[1]))
        return _Operand(None, _name(args[0]))

    def int_operand(self, tok):
        return _Operand(None, None, tok)

    def nested_operand(self, *args):
        """`f32[] constant(0)` or `exponential(x)` written in place of an operand name."""
        if len(args) == 2:
            return _Operand(args[0], None, nested=args[1])
        return _Operand(None, None, nested=args[0])

    def inline_computation(self, *instructions):
        """`to_apply={ ... }`: an anonymous computation, named `_` (then `_.1`, ...) as XLA does."""
        first = instructions[0]
        first = first[0] if isinstance(first, list) else first
        comp = self._finish_computation(self._generate_name("_"), None, False, None, None,
                                        list(_flatten(instructions)), first.loc)
        return CompRef(comp.name)

    def op_call_fast(self, tok):
        s = str(tok)
        k = s.index("(")
        return self._op_call_from_text(s[:k], s[k + 1:-1], tok)

    def _op_call_from_text(self, opcode: str, body: str, tok) -> "_OpCall":
        if "/*" in body:
            body = INDEX_COMMENT_RE.sub("", body)
        parts = [p.strip() for p in body.split(",")] if body.strip() else []
        if len(parts) == 1 and parts[0][:1].isdigit():
            return _OpCall(opcode, (_Operand(None, None, tok.with_value(parts[0])),), None, tok)
        return _OpCall(opcode, tuple(_Operand(None, p[1:] if p[0] == "%" else p) for p in parts), None, tok)

    def literal_attr(self, tok):
        """`literal=SHAPE VALUE` or `literal=( SHAPE VALUE, ... )` (custom-call)."""
        tok = _skip_comma(tok)
        text = str(tok)[len("literal="):].strip()
        try:
            if text.startswith("("):
                parts = [_shaped_literal(p) for p in split_tuple(text)]
                shape = Shape("tuple", tuple_shapes=tuple(lit.shape for lit in parts))
                literal = make_literal(shape, tuple(lit.value for lit in parts))
            else:
                literal = _shaped_literal(text)
        except (ShapeTextError, LiteralTextError) as e:
            raise self.error(f"bad literal= value: {e}", tok) from None
        return _Attr("literal", ShapedLiteral(literal), tok)

    def metadata_attr(self, tok):
        tok = _skip_comma(tok)
        s = str(tok)
        return _Attr("metadata", self._decode_metadata(s[s.index("{") + 1:-1], tok), tok)

    def _decode_metadata(self, body: str, tok) -> Braced:
        if META_VALID_RE.fullmatch(body):    # well formed: decoded when first read
            return valid_metadata(body)
        try:
            return decode_metadata_items(body)
        except MetadataError as e:
            raise self.error(str(e), tok) from None

    def op_call(self, name_tok, *operands):
        return _OpCall(str(name_tok), operands, None, name_tok)

    def constant_call(self, kw, literal_tok):
        return _OpCall("constant", (), literal_tok, kw)

    def instruction_fast(self, *children):
        """`ROOT? LINE_HEAD attrs`: split the head token into its DEF, SHAPE and OPCALL parts."""
        i = 1 if children[0].type == "ROOT" else 0
        head = children[i]
        m = _LINE_HEAD_RE.match(head)
        name_tok = head.with_value(m.group(1))
        shape_tok = Tok("SHAPE", m.group(2), head.start_pos + m.start(2), head.line,
                        head.column + m.start(2))
        call_tok = Tok("OPCALL", m.group(3), head.start_pos + m.start(3), head.line, head.column + m.start(3))
        return self.instruction(*children[:i], name_tok, self.array_shape(shape_tok),
                                self.op_call_fast(call_tok), *children[i + 1:])

    def instruction(self, *children):
        i = 0
        is_root = False
        first = children[0]
        if isinstance(first, Tok) and first.type == "ROOT":
            is_root = True
            i = 1
        name_tok = children[i]
        name_tok = name_tok.with_value(str(name_tok).rstrip("= \t"))
        i += 1
        shape = None
        if isinstance(children[i], Shape):
            shape = children[i]
            i += 1
        call: _OpCall = children[i]
        attrs = self._instruction_attrs(call, children[i + 1:])
        loc = SourceLoc(self.filename, first.line, first.column)
        what = illegal_name_reason(str(name_tok))
        if what is not None:   # XLA's lexer takes these for types or keywords
            raise self.error(f"illegal instruction name '{_name(name_tok)}': it is {what}; "
                             f"rename it, e.g. to '{_name(name_tok)}_'", name_tok)
        return self._make_instruction(_name(name_tok), shape, call, attrs, is_root, loc)

    def _make_instruction(self, name, shape, call, attrs, is_root, loc):
        """The instruction, preceded by the instructions nested in its operand list, if any
        (then a list, flattened by the computation). A missing shape is inferred later."""
        nested: list[Instruction] = []
        param_no = None
        literal = None
        names = []
        op_shapes = []
        if call.opcode == "constant":
            if shape is None:
                raise self.error("a constant needs its shape, as in f32[] constant(0)",
                                 line=loc.line, column=loc.column)
            try:
                literal = parse_literal(shape, str(call.literal_text))
            except (LiteralTextError, ValueError) as e:
                raise self.error(f"bad literal for {shape.to_text()}: {e}", call.literal_text) from None
        else:
            for op in call.operands:
                if op.nested is not None:
                    made = self._make_instruction(
                        None, op.shape, op.nested, {}, False,
                        SourceLoc(self.filename, op.nested.token.line, op.nested.token.column))
                    made = made if isinstance(made, list) else [made]
                    nested.extend(made)
                    names.append(made[-1].name)
                    op_shapes.append(None)
                elif op.number is not None:
                    if call.opcode != "parameter" or param_no is not None or len(call.operands) != 1:
                        raise self.error(f"expected an operand name, found '{op.number}'", op.number)
                    param_no = int(op.number)
                else:
                    names.append(op.name)
                    op_shapes.append(op.shape)
            if call.opcode == "parameter" and param_no is None:
                raise self.error("expected a parameter number, as in parameter(0)", call.token)
        if name is None:   # a nested instruction: named after its own nested operands, as XLA does
            name = self._generate_name(call.opcode + ".anon")
        inst = Instruction(
            name=name, opcode=call.opcode, shape=shape, operand_names=tuple(names),
            attrs=attrs or NO_ATTRS, is_root=is_root, parameter_number=param_no, literal=literal,
            operand_shapes=tuple(op_shapes) if any(s is not None for s in op_shapes) else (),
            pos=source_pos(loc.line, loc.column))
        if nested:
            nested.append(inst)
            return nested
        return inst

    # ------------------------------------------------------------------ computations
    def param_decl(self, name_tok, shape):
        return (str(name_tok)[:-1].lstrip("%"), shape)

    def signature(self, *children):
        return (tuple(children[:-1]), children[-1])

    def computation(self, *children):
        i = 0
        is_entry = False
        first = children[0]
        if isinstance(first, Tok) and first.type == "ENTRY":
            is_entry = True
            i = 1
        name_tok = children[i]
        i += 1
        signature = None
        if i < len(children) and isinstance(children[i], tuple):
            signature = children[i]
            i += 1
        # The instructions (each an Instruction, or a list: one with its nested operands), then the
        # computation's attributes (a few at most: found from the end, the instructions taken at once).
        body = children[i:]
        n = len(body)
        while n and body[n - 1].__class__ is not Instruction and body[n - 1].__class__ is not list:
            n -= 1
        attrs = body[n:]
        body = body[:n]
        instructions = list(_flatten(body)) if list in set(map(type, body)) else list(body)
        thread = None
        for a in attrs:
            if a.key != "execution_thread" or not isinstance(a.value, str):
                raise self.error(f"unexpected computation attribute '{a.key}'; expected "
                                 'execution_thread="..."', a.token)
            thread = a.value
        name = _name(name_tok)
        if not instructions:
            raise self.error(f"computation '{name}' has no instructions", name_tok)
        return self._finish_computation(name, name_tok, is_entry, signature, thread, instructions,
                                        SourceLoc(self.filename, first.line, first.column))

    def _finish_computation(self, name, name_tok, is_entry, signature, thread, instructions, loc):
        roots = [inst for inst in instructions if inst.is_root]
        if not roots:    # XLA: without ROOT, the last instruction is the root
            instructions[-1].is_root = True
        if len(roots) > 1:
            raise self.error(f"computation '{name}' has more than one ROOT (also '{roots[0].name}')",
                             line=roots[1].loc.line, column=roots[1].loc.column)
        # One pass: each instruction's operands must be defined above it, so they are looked up
        # among the instructions seen so far (the computation's name table, filled as it goes).
        by_name: dict[str, Instruction] = {}
        comp = Computation(name, instructions, is_entry, signature, thread, loc)
        lookup = by_name.__getitem__
        # The parameters' names as the signature's strings (the same names, written twice): one string each.
        params_written = signature[0] if signature is not None else ()
        for inst in instructions:
            inst.computation = comp
            written = inst._written_operands      # (the operand names as given: the parser's own field)
            names = written.names if written.__class__ is RestatedOperands else written
            if names:
                try:
                    ops = tuple(map(lookup, names))
                except KeyError:
                    op = next(op for op in names if op not in by_name)
                    raise self._operand_error(op, inst, instructions, name) from None
                inst.operands = ops
                # Operand names are the operands' own (Instruction.operand_names): no tuple of names kept.
                if written is names:
                    inst._written_operands = None
                else:
                    self._check_restated_shapes(inst, ops)
                    inst._written_operands = RestatedOperands(None, written.shapes)
            else:
                if written.__class__ is list:
                    inst._written_operands = ()
                number = inst.parameter_number
                if number is not None and number < len(params_written):
                    written_name = params_written[number][0]
                    if written_name == inst.name:
                        inst.name = written_name
            inst_name = inst.name
            if inst_name in by_name:
                raise self.error_at(f"instruction '{inst_name}' is defined twice in computation '{name}'", inst)
            by_name[inst_name] = inst
        for inst in [inst for inst in instructions if "control-predecessors" in inst.attribute_map]:
            preds = inst.attribute_map["control-predecessors"]
            if preds:
                for p in preds:
                    if p not in by_name:
                        raise self.error_at(f"control predecessor '{p}' of '{inst.name}' is not defined in "
                                         f"computation '{name}'", inst)
        self._finished.append(comp)
        return comp

    def _operand_error(self, op: str, inst: Instruction, instructions, comp_name: str) -> HloSyntaxError:
        if any(i.name == op for i in instructions):   # XLA's parser, too, wants operands defined first
            return self.error_at(f"operand '{op}' of '{inst.name}' is used before it is defined", inst)
        return self.error_at(f"operand '{op}' of '{inst.name}' is not defined in computation '{comp_name}'", inst)

    def _check_restated_shapes(self, inst: Instruction, ops) -> None:
        for declared, target in zip(inst.operand_shapes, ops, strict=True):     # (restated: one per operand)
            # `negate(f32[5] p)` restates p's shape; XLA rejects a restatement that differs.
            if declared is not None and target.shape is not None and \
                    not declared.same_ignoring_layout(target.shape):
                raise self.error_at(f"operand '{target.name}' of '{inst.name}' is written as "
                                 f"{declared.to_text()} but is {target.shape.to_text()}", inst)

    # ------------------------------------------------------------------ module
    def module_header(self, name_tok, *attrs):
        return ("header", _name(name_tok).rstrip(":"), self._attrs(attrs, check_header_attribute))

    def string_table(self, kw, *items):
        return (str(kw), {int(items[j]): c_unescape(str(items[j + 1])[1:-1])
                          for j in range(0, len(items), 2)})

    def braced_table(self, kw, *items):
        return (str(kw), {int(items[j]): items[j + 1] for j in range(0, len(items), 2)})

    def module(self, *children):
        header = None
        tables = StackFrameTables()
        comps = []
        for c in children:
            if isinstance(c, Computation):
                continue          # (gathered as they are finished: self._finished)
            if c[0] == "header":
                header = c
            else:
                field = {"FileNames": "file_names", "FunctionNames": "function_names",
                         "FileLocations": "file_locations", "StackFrames": "stack_frames"}[c[0]]
                getattr(tables, field).update(c[1])
        comps = self._finished   # in the order finished: inline computations before their users
        entries = [c for c in comps if c.is_entry]
        if len(entries) > 1:
            raise self.error(f"more than one ENTRY computation ('{entries[0].name}', "
                             f"'{entries[1].name}')", line=entries[1].loc.line, column=entries[1].loc.column)
        if not entries:   # XLA: without ENTRY the last computation is the entry
            comps[-1].is_entry = True
        names = {}
        for c in comps:
            if c.name in names:
                raise self.error(f"computation '{c.name}' is defined twice",
                                 line=c.loc.line, column=c.loc.column)
            names[c.name] = c
        if self.external:
            names = {**self.external, **names}
        at_end = LINKED_AT_END.get
        for c in comps:
            for inst in c.instructions:
                facts = at_end(inst.opcode)
                if facts is None or facts[0]:
                    self._link_called(inst, names)
                if inst.shape is None:     # written without a shape: infer it now that callees are known
                    inst.shape = infer_shape_at_parse(inst, names)
                    if inst.shape is None:
                        raise self.error_at(f"cannot infer the shape of '{inst.name}' ({inst.opcode}); write it, "
                                         "as in f32[2,3] between '=' and the opcode", inst)
                schema = schema_of(inst.opcode) if facts is None else facts[1]
                if schema:
                    for key in schema.required:     # nested instructions too: they take none
                        if key not in inst.attribute_map:
                            raise self.error(missing_message(inst.opcode, key), None,
                                             *self._opcode_position(inst))
                    if schema.conditional:
                        self._check_operand_dependent(schema, inst)
        if header is None:
            name = next(c for c in comps if c.is_entry).name
            # XLA names a module without a header after its entry computation.
            module = Module("module_" + name, comps, {}, tables, has_header=False, filename=self.filename)
        else:
            module = Module(header[1], comps, header[2], tables, filename=self.filename)
        if self.external:
            module._by_name = names     # the external computations are looked up, not listed
        return module

    def _link_called(self, inst: Instruction, names: dict) -> None:
        """``inst.called_computations``: the computations its attributes name, in their order."""
        called = None
        for key, v in inst.attribute_map.items():
            cls = v.__class__
            if cls is CompRef:
                refs = (v,)
            elif cls is tuple and v and v[0].__class__ is CompRef:
                refs = v
            else:
                continue
            for r in refs:
                target = names.get(r.name)
                if target is None:
                    raise self.error_at(f"{key}: computation '{r.name}' is not defined", inst)
                if called is None:
                    called = []
                called.append(target)
        if called:     # (the default, an empty tuple, is left alone)
            inst.called_computations = called

    def start(self, module):
        return module

    def _check_operand_dependent(self, schema, inst):
        """broadcast's dimensions and conditional's branches depend on operand 0's shape."""
        for key, message in conditional_problems(schema, inst):
            if key:     # point at the attribute, as for any attribute the opcode does not take
                raise self.error(message, None, *self._source_position(inst, ", " + key + "=", 2))
            raise self.error(message, None, *self._opcode_position(inst))

    def _opcode_position(self, inst):
        return self._source_position(inst, inst.opcode + "(", 0)

    def _source_position(self, inst, needle: str, skip: int):
        """(line, column) of `needle` (plus `skip`) on the instruction's line, else the instruction's."""
        line, column = inst.loc.line, inst.loc.column
        if self.lines is None:
            self.lines = self.text.splitlines()
        src = self.lines[line - 1] if 0 < line <= len(self.lines) else ""
        at = src.find(needle, column - 1)
        return (line, at + 1 + skip) if at >= 0 else (line, column)




def _flatten(items):
    for x in items:
        if isinstance(x, list):
            yield from x
        else:
            yield x


_SHAPE_PREFIX_RE = re.compile(r"[a-z][a-z0-9]*\[[^\]]*\](?:\{[^}]*\})?")


# Printing and checking walk shapes recursively; XLA's own parser also caps nesting (its
# max_recursion_depth option).
MAX_TUPLE_DEPTH = 100


def _tuple_depth(shape) -> int:
    return 1 + max((_tuple_depth(s) for s in shape.tuple_shapes if s.is_tuple), default=0)


def _shaped_literal(text: str):
    """`s32[2]{0} {1, 2}`: the shape, then the literal's value."""
    text = text.strip()
    m = _SHAPE_PREFIX_RE.match(text)
    if m is None:
        raise LiteralTextError(f"expected a shape before the value, found '{text[:30]}'")
    return parse_literal(parse_array_shape(m.group(0)), text[m.end():])
