"""The whole-line fast path: most lines of a compiler dump are one plain instruction.

`%name = f32[2]{0} opcode(%a, %b), key=simple, ..., metadata={...}` is matched by regular
expressions (fast_regexes.py: the head, then one attribute at a time, then the end of the line)
and built directly; the LALR driver then takes the built instruction as if it had reduced the
`instruction` rule itself. Any line these expressions do not cover exactly (nested or typed
operands, tuple shapes, windows, shardings, comments, ...) goes through the grammar as before,
so the grammar stays the one definition of the language, and errors keep their exact positions.
Computation signatures get the same treatment (SIGNATURE_RE). tests/test_corpus.py checks that
both ways build the same IR.
"""
from __future__ import annotations

from sys import intern

from ..attributes import SCHEMAS, schema_of
from ..errors import HloSyntaxError
from ..ir.module import Instruction, source_pos
from ..ir.values import BackendConfig, Braced, Range, Word
from .decode import AttributeError_, decode_attribute
from .fast_regexes import FAST_ATTR_RE, FAST_HEAD_RE, INDEX_COMMENT_RE, LINE_END_RE, PARAM_RE, SLICE_RANGE_RE
from .literals import LiteralTextError, parse_literal
from .metadata import valid_metadata_span
from .names import ILLEGAL_NAMES
from .shapes import ShapeTextError, parse_array_shape
from .strings import c_unescape

_next_attr = FAST_ATTR_RE.match
# Per known opcode: its attribute checks (the lookup per attribute).
FAST_CHECKS = {op: s.checks for op, s in SCHEMAS.items()}
_UNSEEN = object()


class FastLines:
    """The fast paths of HloBuilder (which calls ``_reset_fast_lines`` at the start of each parse)."""

    def _reset_fast_lines(self):
        self._decoded_attrs: dict = {}     # (key, text) -> decoded value, see fast_instruction
        # Metadata text -> its one shared LazyBraced (jax dumps repeat a few hundred texts tens of thousands
        # of times); None once the texts turn out mostly distinct, where the table would cost more than it saves.
        self._metadata: dict[str, Braced] | None = {}
        self._metadata_seen = 0
        # Line text (from the instruction's first character to the end of its line) -> an instruction
        # already parsed from exactly that text, whole, alone on its line (parse(..., reuse=)).
        self.reuse: dict[str, Instruction] = {}

    def fast_instruction(self, text: str, pos: int, line: int, column: int):
        """(instruction, end position) for a plain instruction line at `pos`, or None to let the
        grammar take the line (which also reports any error in it with its exact position)."""
        if self.reuse:
            nl = text.find("\n", pos)
            nl = len(text) if nl < 0 else nl
            known = self.reuse.get(text[pos:nl])
            if known is not None:     # a fresh copy: the computation links (mutates) its instructions
                return (Instruction(known.name, known.opcode, known.shape, known.operand_names, dict(known.attrs),
                                    text.startswith(("ROOT ", "ROOT\t"), pos), known.parameter_number, known.literal,
                                    known.operand_shapes, source_pos(line, column)), nl)
        m = FAST_HEAD_RE.match(text, pos)
        if m is None:
            return None
        root, name, shape_text, literal_text, opcode, operands = m.groups()
        if opcode is not None:
            opcode = intern(opcode)      # one string per opcode, not one per instruction
        if name in ILLEGAL_NAMES:        # (names.illegal_name_reason's cases, as one set)
            return None
        if name[0] == "%":
            name = name[1:]
        try:
            shape = parse_array_shape(shape_text)
            param_no = literal = None
            names = []
            if literal_text is not None:
                opcode = "constant"
                literal = parse_literal(shape, literal_text)
            elif operands.strip():
                if "/*" in operands:
                    operands = INDEX_COMMENT_RE.sub("", operands)
                # FAST_HEAD_RE allows one number, or names (no blanks or % inside a name).
                names = operands.replace(" ", "").replace("\t", "").replace("%", "").split(",")
                if names[0].isdigit():
                    if opcode != "parameter":
                        return None
                    param_no = int(names[0])
                    names = []
                elif opcode == "parameter":
                    return None
            elif opcode == "parameter":
                return None
            attrs = {}
            decoded = self._decoded_attrs
            checks = FAST_CHECKS.get(opcode, _UNSEEN)      # what each key's value must be, or None
            if checks is _UNSEEN:                           # async short forms, unknown opcodes
                schema = schema_of(opcode)
                checks = schema.checks if schema is not None else None
            end = m.end()
            while True:
                am = _next_attr(text, end)
                if am is None:
                    break
                end = am.end()
                meta_start = am.start(1)
                if meta_start >= 0:     # a span of the source, not a copy: metadata is most of a dump
                    key, value = "metadata", self._shared_metadata(text, meta_start, am.end(1))
                else:
                    backend_config, key, val = am.group(2, 3, 4)
                    if backend_config is not None:
                        key = "backend_config"
                        value = (BackendConfig(c_unescape(backend_config[1:-1]), "string")
                                 if backend_config[0] == '"' else BackendConfig(backend_config, "braced"))
                    else:
                        # Dumps repeat most attribute texts (kind=kLoop, dimensions={0}); their
                        # values are immutable, so each text is decoded once per parse.
                        cache_key = (key, val)
                        value = decoded.get(cache_key)
                        if value is None:
                            value = decoded[cache_key] = decode_attribute(key, self._simple_value(val))
                        if checks is not None:       # (metadata and backend_config: every opcode's)
                            check = checks.get(key)
                            if check is None or not check(value):   # the grammar's way reports it, located
                                return None
                if key in attrs:
                    return None
                attrs[key] = value
            m = LINE_END_RE.match(text, end)
            if m is None:
                return None
            # (Operand names stay a list here: _finish_computation replaces them with a tuple.)
            return (Instruction(name, opcode, shape, names, attrs, root is not None, param_no, literal, (),
                                line << 20 | column if column < 0x100000 else source_pos(line, column)),
                    m.end())
        except (HloSyntaxError, ShapeTextError, AttributeError_, LiteralTextError, ValueError):
            return None

    def _shared_metadata(self, text: str, start: int, end: int) -> Braced:
        """The metadata ``text[start:end]`` as a span of the source, one object per distinct text."""
        table = self._metadata
        if table is None:
            return valid_metadata_span(text, start, end)
        body = text[start:end]
        value = table.get(body)
        if value is None:
            value = table[body] = valid_metadata_span(text, start, end)
        self._metadata_seen += 1
        if self._metadata_seen == 4096 and len(table) > 2048:     # mostly distinct texts: stop keeping them
            self._metadata = None
        return value

    def fast_signature(self, m):
        """A computation signature from a match of fast_regexes.SIGNATURE_RE, or None."""
        try:
            params = tuple((n[1:] if n[0] == "%" else n, parse_array_shape(t))
                           for n, t in PARAM_RE.findall(m.group("params")))
            return (params, parse_array_shape(m.group("result")))
        except ShapeTextError:
            return None

    def _simple_value(self, text: str):
        """A value of fast_regexes._SIMPLE_VALUE, typed as the grammar's rules type it."""
        c = text[0]
        if c == "{":
            c1 = text[1:2]
            if c1 == "[":
                return Braced(tuple(Range(int(a), int(b), None if st == "" else int(st))
                                    for a, b, st in SLICE_RANGE_RE.findall(text)))
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

    def int_list_value(self, tok):
        """`{1,0}`: the grammar's INT_LIST token, and the integer lists of the fast lines."""
        s = str(tok)[1:-1]
        return Braced(tuple(int(x) for x in s.split(",")) if s.strip() else ())
