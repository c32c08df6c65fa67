"""The whole-line fast path: most lines of a compiler dump are one plain instruction.

`%name = f32[2]{0} opcode(%a, %b), key=simple, ..., metadata={...}` is matched by regular
expressions (plain_line_patterns.py: the head with at most one key=value, then metadata whose text was
seen before or the end of the line; else one attribute at a time) and built directly, a run of such
lines in one call; the LALR driver then takes the built instructions as if it had reduced the
`instruction` rule itself. Any line these expressions do not cover exactly (nested or typed
operands, nested tuple shapes, windows, shardings, comments, ...) goes through the grammar as before,
so the grammar stays the one definition of the language, and errors keep their exact positions.
Computation signatures get the same treatment (SIGNATURE_RE). tests/parser/test_corpus_round_trip.py checks that
both ways build the same IR.
"""
from __future__ import annotations

from re import Match
from sys import intern
from typing import Any, Callable, cast

from ..attributes import SCHEMAS, schema_of
from ..errors import HloSyntaxError
from ..ir.module import NO_ATTRS, Instruction, SharedAttrs, source_pos
from ..ir.shape import Shape
from ..ir.values import BackendConfig, Braced, Dims, KeyValue, PaddingConfig, ProgramShape, Range, Word
from .attribute_types import AttributeValueError, _Attr, typed_attribute
from .frontend_attributes import parse_frontend_attributes
from .literals import LiteralTextError, parse_repeated_literal
from .metadata import valid_metadata_span
from .names import ILLEGAL_NAMES
from .plain_line_patterns import (
    ARRAY_SHAPE_RE,
    FAST_ATTR_RE,
    FAST_HEAD_BEFORE_METADATA_RE,
    FAST_HEAD_RE,
    HEADER_ATTR_RE,
    HEADER_NAME_RE,
    INDENT_RE,
    INDEX_COMMENT_RE,
    LAYOUT_ITEM_RE,
    LINE_END_RE,
    PARAM_RE,
    SLICE_RANGE_RE,
)
from .shapes import SHAPES_SEEN, ShapeTextError, parse_array_shape
from .strings import c_unescape

# Per known opcode: its attribute checks (the lookup per attribute).
FAST_CHECKS: dict[str, dict[str, Callable[[Any], bool]]] = {op: s.checks for op, s in SCHEMAS.items()}
_REJECTED = object()
# Matches that cannot fail, typed so (a cast here, not a check per line): INDENT_RE matches any text (blanks or
# none); FAST_HEAD_RE matches where FAST_HEAD_BEFORE_METADATA_RE just did (the same head, what follows optional).
_indent_match = cast("Callable[[str, int], Match[str]]", INDENT_RE.match)
_head_match_again = cast("Callable[[str, int], Match[str]]", FAST_HEAD_RE.match)


class PlainLines:
    """The fast paths of HloBuilder (which calls ``_reset_plain_lines`` at the start of each parse)."""

    def _reset_plain_lines(self):
        self._decoded_attrs: dict[tuple, Any] = {}     # (key, text) -> decoded value, see _attribute
        self._checked_attrs: dict[tuple[str, str, str], Any] = {}     # (opcode, key, text) -> _attribute's answer
        self._tuple_shapes: dict[str, Shape] = {}
        self._lazy_literals: dict[tuple[str, str], str] = {}    # see literals.parse_repeated_literal
        # Metadata text -> its one shared LazyBraced (jax dumps repeat a few hundred texts tens of thousands
        # of times); None once the texts turn out mostly distinct, where the table would cost more than it saves.
        self._metadata: dict[str, Braced] | None = {}
        self._metadata_seen = 0
        # The attributes of the lines seen, one SharedAttrs per distinct list of values (see _shared_attrs_of); None
        # once most lines turn out to have attributes of their own (_many_shared_attrs).
        self._shared_attrs: dict[Any, SharedAttrs] | None = {}
        # Line text (from the instruction's first character to the end of its line) -> an instruction
        # already parsed from exactly that text, whole, alone on its line (parse(..., reuse=)).
        self.reuse: dict[str, Instruction] = {}

    # (key, text) -> the value the grammar gives `key=text`, or None: for the values the fast lines delimit but do
    # not type (plain_line_patterns._GENERIC_VALUE). Set by hlotool.parser; None: such lines are the grammar's.
    value_of: Callable[[str, str], Any] | None = None

    # The grammar's rules that the fast paths build with: HloBuilder, the one class that mixes this in, defines
    # them (declared here so that the type checker knows their signatures).
    module_header: Callable[..., tuple]
    padding_value: Callable[[Any], PaddingConfig]
    dims_value: Callable[[Any], Dims]

    def fast_instructions(self, text: str, pos: int, line: int, line_start: int, many: bool):
        """The plain instruction lines from `pos` on (only the first unless `many`), built: (instructions,
        then where they end: position, its line and the position where that line starts). It ends at the
        first line these expressions do not take whole, which the grammar then takes (and reports any
        error in with its exact position). One loop for a run of lines: a dump's computations are
        mostly runs of such lines, and a call per line cost as much as some of its matches."""
        # Long on purpose (issue 29's one exception, with the driver's parse): this is the parser's hot loop, one
        # pass over every instruction line of a big dump, with its matchers and tables bound to locals. Split
        # into helpers it would pay a Python call (and rebinding those locals) per line, about as costly as some of
        # the line's matches (bench/parse.py measures the throughput); so its steps are the commented blocks below.
        out = []
        head_match = FAST_HEAD_RE.match
        head_before_metadata_match = FAST_HEAD_BEFORE_METADATA_RE.match
        indent_match = _indent_match
        checked_attrs = self._checked_attrs
        shared_attrs = self._shared_attrs
        shapes_seen = SHAPES_SEEN
        reuse = self.reuse
        text_end = len(text)
        am: Match[str] | None      # (where the line ends: the head's match, or the attributes' last)
        while True:
            column = pos - line_start + 1
            if reuse:
                nl = text.find("\n", pos)
                nl = len(text) if nl < 0 else nl
                known = reuse.get(text[pos:nl])
                if known is not None:     # a fresh copy: the computation links (mutates) its instructions
                    attrs = known.attribute_map
                    out.append(Instruction(
                        known.name, known.opcode, known.shape, known.operand_names,
                        attrs if attrs.__class__ is SharedAttrs else dict(attrs),
                        text.startswith(("ROOT ", "ROOT\t"), pos), known.parameter_number, known.literal,
                        known.operand_shapes, source_pos(line, column)))
                    return out, nl, line, line_start     # (the driver skips to the next line)
            seen_metadata = self._metadata
            m = (head_match if seen_metadata is None else head_before_metadata_match)(text, pos)
            if m is None:
                break
            root, name, shape_text, literal_text, opcode, operands, key, val, tail, ends_line, _ = m.groups()
            if name in ILLEGAL_NAMES:        # (names.illegal_name_reason's cases, as one set)
                break
            if name[0] == "%":
                name = name[1:]
            try:
                shape = shapes_seen.get(shape_text) or self._fast_shape(shape_text)
                param_no = literal = None
                names: list[str] = []
                if literal_text is not None:
                    opcode = "constant"
                    literal = parse_repeated_literal(shape, literal_text, (shape_text, literal_text),
                                                     self._lazy_literals)
                else:
                    opcode = intern(opcode)      # one string per opcode, not one per instruction
                    if operands:      # (FAST_HEAD_RE: empty, or holds a name or a number)
                        if "/*" in operands:
                            operands = INDEX_COMMENT_RE.sub("", operands)
                        # FAST_HEAD_RE allows one number, or names (no blanks or % inside a name).
                        names = operands.replace(" ", "").replace("\t", "").replace("%", "").split(",")
                        if names[0].isdigit():
                            if opcode != "parameter":
                                break
                            param_no = int(names[0])
                            names = []
                        elif opcode == "parameter":
                            break
                    elif opcode == "parameter":
                        break
                attrs = {}
                if key is not None:
                    key_value = checked_attrs.get((opcode, key, val)) or self._attribute(key, val, opcode)
                    if key_value is _REJECTED:
                        break
                    attrs[key] = key_value
                if seen_metadata is not None:      # (FAST_HEAD_BEFORE_METADATA_RE)
                    if tail is not None:      # `, metadata={`: a body seen before, to the end of the line?
                        body_start = m.end()
                        eol = text.find("\n", body_start)
                        if eol < 0:
                            eol = text_end
                        value = seen_metadata.get(text[body_start:eol - 1]) if text[eol - 1] == "}" else None
                        if value is not None:
                            self._metadata_seen += 1        # (_count_metadata's count, inline: once per line)
                            if self._metadata_seen == 4096:
                                self._metadata_seen -= 1
                                self._count_metadata()
                            # The attributes: shared by the lines with the same key=value and metadata.
                            shared_key = id(value) if key is None else (key, id(key_value), id(value))
                            shared: dict | None = shared_attrs.get(shared_key) if shared_attrs is not None else None
                            if shared is None:
                                attrs["metadata"] = value
                                if shared_attrs is None:
                                    shared = attrs
                                else:
                                    shared = shared_attrs[shared_key] = SharedAttrs(attrs)
                                    if len(shared_attrs) > 4096 and self._many_shared_attrs(line):
                                        shared_attrs = None
                            out.append(Instruction(
                                name, opcode, shape, names, shared, root is not None, param_no, literal, (),
                                line << 20 | column if column < 0x100000 else source_pos(line, column)))
                            if eol == text_end:
                                return out, eol, line, line_start
                            line += 1
                            line_start = eol + 1
                            pos = indent_match(text, line_start).end()
                            if not many:
                                break
                            continue
                        m = _head_match_again(text, pos)       # a new body: checked, then kept
                        tail = m.group(9)
                if tail is not None:     # the line ends: metadata or none
                    if m.start(10) >= 0:
                        attrs["metadata"] = self._shared_metadata(text, m.start(10), m.end(10))
                    am = m
                    newline = 11
                elif ends_line is not None and seen_metadata is not None:
                    am = m
                    newline = 11
                else:
                    am = self._fast_attributes(text, m.end(), opcode, attrs)
                    if am is None:
                        break
                    newline = 5
            except (HloSyntaxError, ShapeTextError, AttributeValueError, LiteralTextError, ValueError):
                break
            # (Operand names stay a list here: _finish_computation replaces them with the operands' own.)
            out.append(Instruction(name, opcode, shape, names,
                                   self._shared_attrs_of(attrs, line) if attrs else NO_ATTRS, root is not None,
                                   param_no, literal, (),
                                   line << 20 | column if column < 0x100000 else source_pos(line, column)))
            pos = am.end()
            next_line_start = am.end(newline)
            if next_line_start < 0:     # the end of the text
                return out, pos, line, line_start
            line += 1
            line_start = next_line_start
            if not many:
                break
        return out, pos, line, line_start

    def _shared_attrs_of(self, attrs: dict, line: int):
        """The SharedAttrs of a line's attributes: one per distinct list of keys and value objects (the values of
        equal texts are one object: see _attribute, _shared_metadata, _fast_attributes), or ``attrs`` itself where
        the dump's metadata texts or its lines' attributes are mostly distinct (sharing would not pay for its
        table)."""
        table = self._shared_attrs
        if table is None or (self._metadata is None and "metadata" in attrs):
            return attrs
        shared_key = (*attrs, *map(id, attrs.values()))
        shared = table.get(shared_key)
        if shared is None:
            shared = table[shared_key] = SharedAttrs(attrs)
            if len(table) > 4096:
                self._many_shared_attrs(line)
        return shared

    def _many_shared_attrs(self, line: int) -> bool:
        """Whether the table of shared attributes is dropped: where at least one line in two has attributes of its
        own (distinct backend configs, say), the table would cost more than sharing saves."""
        table = self._shared_attrs
        assert table is not None, "called only as the table grows (4096 entries), once per entry at most"
        if len(table) * 2 <= line:
            return False
        self._shared_attrs = None
        return True

    def _fast_attributes(self, text: str, end: int, opcode: str, attrs: dict) -> Match[str] | None:
        """Fill `attrs` from the attributes at `end` to the end of their line: the match of that end
        (FAST_ATTR_RE), or None where the grammar must take the line."""
        next_attr = FAST_ATTR_RE.match
        # (values kept per text for sharing: not once attribute maps are no longer shared, see _many_shared_attrs)
        decoded = self._decoded_attrs if self._shared_attrs is not None else {}
        value: Any     # (metadata, a backend config, frontend attributes or another attribute's typed value)
        while True:
            am = next_attr(text, end)
            if am is None:
                return None
            kind = am.lastindex
            if kind == 5 or kind is None:     # the end of the line
                return am
            end = am.end()
            if kind == 1:     # a span of the source, not a copy: metadata is most of a dump
                key, value = "metadata", self._shared_metadata(text, am.start(1), am.end(1))
            elif kind == 2:        # (one value per text, as for every attribute: see _shared_attrs_of)
                key = "backend_config"
                backend_config = am.group(2)
                value = decoded.get((key, backend_config, kind))     # (kind: not the key=value form's entry)
                if value is None:
                    value = decoded[key, backend_config, kind] = (
                        BackendConfig(c_unescape(backend_config[1:-1]), "string")
                        if backend_config[0] == '"' else BackendConfig(backend_config, "braced"))
            elif kind == 6:
                key = "frontend_attributes"
                frontend = am.group(6)
                value = decoded.get((key, frontend, kind))
                if value is None:
                    try:
                        value = decoded[key, frontend, kind] = parse_frontend_attributes(frontend)
                    except ValueError:
                        return None       # (the grammar's way reports it, located)
            else:
                key, val = am.group(3, 4) if kind == 4 else am.group(7, 8)
                value = self._attribute(key, val, opcode, kind == 8)
                if value is _REJECTED:
                    return None
            if key in attrs:
                return None
            attrs[key] = value

    def _attribute(self, key: str, val: str, opcode: str, generic: bool = False):
        """The value of `key=val` (val: plain_line_patterns._SIMPLE_VALUE, or _GENERIC_VALUE where `generic`) for
        `opcode`, or _REJECTED where the opcode does not take it so (the grammar's way reports it, located).
        Kept in _checked_attrs."""
        value = self._checked_attrs.get((opcode, key, val))
        if value is None:
            value = self._checked_attrs[opcode, key, val] = self._checked_attribute(key, val, opcode, generic)
        return value

    def _checked_attribute(self, key: str, val: str, opcode: str, generic: bool = False):
        # Dumps repeat most attribute texts (kind=kLoop, dimensions={0}); their values are
        # immutable, so each text is decoded once per parse.
        cache_key = (key, val)
        value = self._decoded_attrs.get(cache_key)
        if value is None:
            value = self._decoded_attrs[cache_key] = (
                (self.value_of(key, val) if self.value_of is not None else None) if generic
                else typed_attribute(key, self._simple_value(val)))
            if value is None:
                return _REJECTED
        checks = FAST_CHECKS.get(opcode)      # what each key's value must be, or None
        if checks is None:                     # async short forms, unknown opcodes
            schema = schema_of(opcode)
            checks = schema.checks if schema is not None else None
        if checks is not None:       # (metadata and backend_config: every opcode's)
            check = checks.get(key)
            if check is None or not check(value):
                return _REJECTED
        return value

    def _fast_shape(self, text: str) -> Shape:
        """An array shape, or a tuple of them (plain_line_patterns._TUPLE_SHAPE): one object per text (shapes
        are immutable)."""
        if text[0] != "(":
            return parse_array_shape(text)
        shape = self._tuple_shapes.get(text)
        if shape is None:
            shape = self._tuple_shapes[text] = Shape(
                "tuple", tuple_shapes=tuple(parse_array_shape(s) for s in ARRAY_SHAPE_RE.findall(text)))
        return shape

    def _shared_metadata(self, text: str, start: int, end: int) -> Braced:
        """The metadata ``text[start:end]`` as a span of the source, one object per distinct text."""
        table = self._metadata
        if table is None:
            return valid_metadata_span(text, start, end)
        body = text[start:end]
        value = table.get(body)
        if value is None:
            value = table[body] = valid_metadata_span(text, start, end)
        self._count_metadata()
        return value

    def _count_metadata(self) -> None:
        self._metadata_seen += 1
        if self._metadata_seen == 4096:
            table = self._metadata
            assert table is not None, "metadata is counted only while the texts are kept (once at 4096)"
            if len(table) > 2048:     # mostly distinct texts: stop keeping them
                self._metadata = None

    def fast_header(self, text: str, pos: int):
        """The module's header line at `pos` (plain_line_patterns.HEADER_NAME_RE, HEADER_ATTR_RE): (the value of the
        grammar's `module_header` rule, where the line ends), or None where anything on it is not so plain (the
        grammar takes the line and reports any error there). The layout of a big module's entry is thousands of
        tokens."""
        m = HEADER_NAME_RE.match(text, pos)
        if m is None:
            return None
        items = []
        at = m.end()
        value: object     # (the entry's layout, frontend attributes or another attribute's typed value)
        try:
            while (am := HEADER_ATTR_RE.match(text, at)) is not None:
                if am.group("params") is not None:
                    key = "entry_computation_layout"
                    value = ProgramShape(tuple(map(self._fast_shape, LAYOUT_ITEM_RE.findall(am.group("params")))),
                                         self._fast_shape(am.group("result")))
                elif am.group("frontend") is not None:
                    key, value = "frontend_attributes", parse_frontend_attributes(am.group("frontend"))
                else:
                    key, val = am.group(3, 4)
                    value = typed_attribute(key, self._simple_value(val))
                items.append(_Attr(key, value, None))
                at = am.end()
            end = LINE_END_RE.match(text, at)
            if end is None:
                return None
            return self.module_header(m.group(1), *items), end.end()
        except (HloSyntaxError, ShapeTextError, AttributeValueError, ValueError):
            return None

    def fast_signature(self, m):
        """A computation signature from a match of plain_line_patterns.SIGNATURE_RE, or None."""
        try:
            params = tuple((n[1:] if n[0] == "%" else n, self._fast_shape(t))
                           for n, t in PARAM_RE.findall(m.group("params")))
            return (params, self._fast_shape(m.group("result")))
        except ShapeTextError:
            return None

    def _simple_value(self, text: str):
        """A value of plain_line_patterns._SIMPLE_VALUE, typed as the grammar's rules type it."""
        c = text[0]
        if c == "{":
            c1 = text[1:2]
            if c1 == "[":
                return Braced(tuple(Range(int(a), int(b), None if st == "" else int(st))
                                    for a, b, st in SLICE_RANGE_RE.findall(text)))
            if "=" in text:      # a window's fields, blank-separated, typed as the grammar's braced() does
                fields = text[1:-1].split()
                return Braced(tuple(KeyValue(key, self._window_field(v)) for key, v in (f.split("=") for f in fields)),
                              " " if len(fields) > 1 else ",")
            if c1 == "%" or c1.isalpha() or c1 == "_":
                return Braced(tuple(self._simple_value(x.strip()) for x in text[1:-1].split(",")))
            return self.int_list_value(text)
        if c == '"':
            return c_unescape(text[1:-1])
        if c == "-" or c.isdigit():
            return int(text)
        if text == "true":
            return True
        if text == "false":
            return False
        if text == "inf" or text == "nan":     # the grammar's FLOAT
            return float(text)
        return Word(text[1:] if c == "%" else text)

    def _window_field(self, text: str):
        """A window field's value (plain_line_patterns._WINDOW_FIELD): the grammar's PADDING, DIMS or INT."""
        if "_" in text:
            return self.padding_value(text)
        if "x" in text:
            return self.dims_value(text)
        return int(text)

    def int_list_value(self, tok):
        """`{1,0}`: the grammar's INT_LIST token, and the integer lists of the fast lines."""
        s = str(tok)[1:-1]
        return Braced(tuple(int(x) for x in s.split(",")) if s.strip() else ())
