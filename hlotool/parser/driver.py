"""A tight LALR(1) driver over the tables Lark builds from grammar.lark.

Lark's own loop is general (interactive parsing, lexer objects, position tracking on every token);
this one does only what HLO needs and is about twice as fast. The grammar, the parse table, the
per-state (contextual) scanners and the rule callbacks are all Lark's: `grammar_tables` takes them
out of Lark as plain data (cached on disk with the grammar's checksum), so a process that finds the
cache does not import Lark at all.

Fast paths take what most of a dump is without tokens: a run of plain instruction lines
(plain_lines.py), a signature, and a whole computation of plain lines (_fast_computation); each
is taken as if the grammar had reduced it, and anything else is the grammar's.
"""
from __future__ import annotations

import re
from collections.abc import Set
from typing import Any

from ..errors import HloSyntaxError
from ..ir.module import SourceLoc
from .messages import _expected_text, _found, _friendly
from .plain_line_patterns import (
    COMPUTATION_HEAD_RE,
    INDENT_RE,
    SIGNATURE_RE,
    TABLE_BRACED_ENTRY_RE,
    TABLE_FIELD_RE,
    TABLE_HEAD_RE,
    TABLE_STRING_ENTRY_RE,
)
from .strings import StringEscapeError

# Whitespace and comments between tokens (the grammar's %ignore terminals).
_SKIP_RE = re.compile(r"(?:[ \t\r\n]+|//[^\n\r]*|/\*(?:[^*]|\*(?!/))*\*/)+")


_UNKNOWN = object()
# Blanks, then "{" (after a computation's signature).
_BRACE_RE = re.compile(r"[ \t]*\{")


# A stack-frame table's keyword -> its terminal, and whether its entries are strings (else braced fields).
_TABLE_TERMINALS = {"FileNames": ("FILE_NAMES", True), "FunctionNames": ("FUNCTION_NAMES", True),
                    "FileLocations": ("FILE_LOCATIONS", False), "StackFrames": ("STACK_FRAMES", False)}


def _lines_to(text: str, line_pos: int, pos: int, line: int, line_start: int) -> tuple[int, int]:
    """(line, position where it starts) at `pos`, counted on from `line_pos` (in `line`, which starts at
    `line_start`)."""
    nl = text.count("\n", line_pos, pos)
    if nl:
        return line + nl, text.rfind("\n", line_pos, pos) + 1
    return line, line_start


def _starts_line(text: str, pos: int) -> bool:
    """Whether only indentation precedes `pos` on its line (where the fast lines may start; looked for
    within 80 characters: a token inside a long line, such as the header's layout, is not tried)."""
    low = pos - 80 if pos > 80 else 0
    nl = text.rfind("\n", low, pos)
    if nl < 0 and low:
        return False
    return pos == nl + 1 or text[nl + 1:pos].isspace()


class Tok(str):
    """A token: its text, terminal name and position. Lighter than lark.Token."""
    __slots__ = ("type", "start_pos", "line", "column")
    type: str
    start_pos: int
    line: int
    column: int

    def __new__(cls, type_: str, value: str, start_pos: int, line: int, column: int) -> Tok:
        t = str.__new__(cls, value)
        t.type = type_
        t.start_pos = start_pos
        t.line = line
        t.column = column
        return t

    @property
    def value(self) -> str:
        return str(self)

    def with_value(self, value: str) -> "Tok":
        return Tok(self.type, value, self.start_pos, self.line, self.column)


class _Splice(list):
    """The children of an inlined helper rule (`x*`, `x?`), spliced into the parent's arguments."""
    __slots__ = ()


def rule_spec(rule) -> tuple:
    """What the driver needs of a Lark rule, as plain data: (kept children as (index, spliced),
    the rule's name, its alias, whether it inlines its one child (expand1), the number of symbols,
    and for `_star: _star x` rules whether x is spliced (else None))."""
    keep = []
    for i, sym in enumerate(rule.expansion):
        if sym.is_term:
            if not sym.filter_out:
                keep.append((i, False))
        else:
            keep.append((i, sym.name.startswith("_")))
    exp = rule.expansion
    grows = (rule.origin.name.startswith("_") and len(exp) == 2 and not exp[0].is_term
             and exp[0].name == rule.origin.name and len(keep) == 2)
    # (Names as plain str: Lark's are its Token objects, which would need Lark to unpickle.)
    return (tuple(keep), str(rule.origin.name), None if rule.alias is None else str(rule.alias),
            bool(rule.options.expand1), len(exp), keep[1][1] if grows else None)


def _rule_callback(spec: tuple, builder):
    keep, origin, alias, expand1, size, grow_spliced = spec
    spliced = any(s for _, s in keep)

    if spliced:
        def collect(args):
            out = []
            for i, s in keep:
                if s:
                    out.extend(args[i])
                else:
                    out.append(args[i])
            return out
    elif [i for i, _ in keep] == list(range(size)):
        def collect(args):
            return args
    else:
        idx = [i for i, _ in keep]

        def collect(args):
            return [args[i] for i in idx]

    if origin.startswith("_"):
        if grow_spliced is not None:
            # `_star: _star x`: grow the list in place (a copy per item would be quadratic).
            def grow(args):
                acc = args[0]
                if grow_spliced:
                    acc.extend(args[1])
                else:
                    acc.append(args[1])
                return acc
            return grow
        return lambda args: _Splice(collect(args))
    name = alias or origin
    method = getattr(builder, name, None)
    if method is None:
        if not (expand1 and len(keep) == 1 and not keep[0][1]):
            raise RuntimeError(f"grammar rule '{name}' has no builder method")
        only = keep[0][0]
        return lambda args: args[only]
    return lambda args: method(*collect(args))


def grammar_tables(lark) -> dict:
    """The LALR tables and the contextual lexer of a Lark parser as plain data (picklable)."""
    from lark.parsers.lalr_analysis import Shift
    frontend = lark.parser
    parser = frontend.parser.parser
    table = parser.parse_table
    rules: list[tuple] = []
    rule_index: dict[Any, int] = {}         # Lark's rule -> its index in rules
    states: dict[Any, dict[str, int | tuple[int, int, str]]] = {}
    for state, acts in table.states.items():
        out: dict[str, int | tuple[int, int, str]] = {}
        for sym, (action, arg) in acts.items():
            sym = str(sym)
            if action is Shift:
                out[sym] = int(arg)
            else:
                k = rule_index.get(arg)
                if k is None:
                    k = rule_index[arg] = len(rules)
                    rules.append(rule_spec(arg))
                out[sym] = (len(arg.expansion), k, str(arg.origin.name))
        states[state] = out
    scanners = {}
    for state, lexer in frontend.lexer.lexers.items():
        scanner = lexer.scanner          # builds it, and lexer.callback (keyword "unless" rules)
        unless = {str(name): [(str(m.pattern), int(m.flags)) for m in cb.scanner._mres]
                  for name, cb in lexer.callback.items()}
        scanners[state] = ([(str(m.pattern), int(m.flags)) for m in scanner._mres], unless)
    return {"start": table.start_states["start"], "end": table.end_states["start"], "states": states,
            "rules": rules, "scanners": scanners, "terminals": sorted(str(t.name) for t in lark.terminals)}


class _Unless:
    """A terminal whose text may be a keyword's: the keyword's type when its pattern matches the
    whole text (Lark's UnlessCallback)."""

    def __init__(self, patterns):
        self._fullmatch = [re.compile(p, f).fullmatch for p, f in patterns]

    def __call__(self, tok):
        for fullmatch in self._fullmatch:
            m = fullmatch(tok)
            if m is not None:
                tok.type = m.lastgroup
                break
        return tok


class _Scanners(dict):
    """state -> (match functions, "unless" callbacks), compiled on first use."""

    def __init__(self, specs):
        super().__init__()
        self._specs = specs

    def __missing__(self, state):
        patterns, unless = self._specs[state]
        made = self[state] = ([re.compile(p, f).match for p, f in patterns],
                              {name: _Unless(ps) for name, ps in unless.items()})
        return made


class Driver:
    def __init__(self, tables: dict, builder):
        callbacks = [_rule_callback(spec, builder) for spec in tables["rules"]]
        self.start_state = tables["start"]
        self.end_state = tables["end"]
        # states[state][terminal or rule name] -> int (shift to) or (size, callback, origin name). Any: the parser
        # tells the two apart by `act.__class__ is int` (the quickest test, made per token), which mypy does not
        # narrow by.
        self.states: dict[int, dict[str, Any]] = {
            state: {sym: act if act.__class__ is int else (act[0], callbacks[act[1]], act[2])
                    for sym, act in acts.items()}
            for state, acts in tables["states"].items()}
        # Per-state scanners: the compiled alternations Lark's contextual lexer would use. Each is
        # compiled when its state is first reached: a dump's lines mostly take the fast path, so most
        # of the 276 states are never lexed in, and compiling them all took most of the start-up.
        self.scanners = _Scanners(tables["scanners"])
        self.terminal_names = set(tables["terminals"])
        self.builder = builder
        self.use_fast_paths = True
        # States where an instruction may start: there the whole-line fast path is tried.
        self.line_states: Set[int] = {s for s, acts in self.states.items() if "LINE_HEAD" in acts}
        # The `_star: _star x` rules that append x to the list (callbacks from _rule_callback's grow).
        self.appending = {callbacks[k] for k, spec in enumerate(tables["rules"]) if spec[5] is False}
        # States where the only token is "{", shifted: state -> the state it goes to.
        self.brace_states = {s: acts["LBRACE"] for s, acts in self.states.items()
                             if [t for t in acts if t.isupper() or t.startswith("$")] == ["LBRACE"]
                             and acts["LBRACE"].__class__ is int}
        # State stack -> _instructions_before_run's answer there.
        self.leads: dict[tuple, int | None] = {}
        # State stack -> whether a computation may start there (see _fast_computation).
        self.computation_starts: dict[tuple, bool] = {}
        # States where a computation signature may start with a shift of "(".
        # States where a stack-frame table may start (see _fast_table).
        keywords = {terminal for terminal, _ in _TABLE_TERMINALS.values()}
        self.table_states = frozenset(s for s, acts in self.states.items() if keywords & acts.keys())
        # State stack and keyword -> whether the grammar takes a table there (see _fast_table).
        self.table_starts: dict[tuple, bool] = {}
        # States where a computation may start (those that take ENTRY, and so a computation's NAME too).
        self.name_states = frozenset(s for s, acts in self.states.items() if "ENTRY" in acts and "NAME" in acts)
        self.signature_states: Set[int] = {s for s, acts in self.states.items()
                                 if "signature" in acts and acts.get("LPAR").__class__ is int}

    def parse(self, text: str, filename: str | None):
        # Long on purpose (issue 29's one exception, with fast_instructions): this is the parser's hot loop, the
        # LALR driver's loop over every token (and every fast-path run of lines) of a dump, its tables and
        # matchers bound to locals. A helper per step (scan, shift, reduce) would pay a Python call per token
        # (bench/parse.py measures the throughput); the steps taken once per module, table, computation or run of
        # lines are already helpers (_fast_header, _fast_table, _fast_computation, _shift_instruction, _error).
        states, scanners = self.states, self.scanners
        line_states, fast_instructions = self.line_states, self.builder.fast_instructions
        leads = self.leads
        brace_re, brace_states = _BRACE_RE.match, self.brace_states
        no_fast_at = -1       # where the fast path last failed: the grammar takes that line
        signature_states, fast_signature_re, fast_signature = (
            self.signature_states, SIGNATURE_RE.match, self.builder.fast_signature)
        if not self.use_fast_paths:   # tests compare both ways of parsing
            line_states = signature_states = frozenset()
        skip = _SKIP_RE.match
        state_stack = [self.start_state]
        value_stack: list[Any] = []
        pos = 0
        end = len(text)
        line = 1
        line_pos = 0          # position up to which newlines are counted
        line_start = 0        # position of the first character of `line`
        name_states = self.name_states if self.use_fast_paths and not self.builder.reuse else frozenset()
        computation_head = COMPUTATION_HEAD_RE.match
        table_states = self.table_states if self.use_fast_paths else frozenset()
        if self.use_fast_paths and text.startswith("HloModule"):
            pos = self._fast_header(text, state_stack, value_stack)
        while True:
            m = skip(text, pos)
            if m is not None:
                pos = m.end()
            state = state_stack[-1]
            if state in table_states and (head := TABLE_HEAD_RE.match(text, pos)) is not None:
                taken = self._fast_table(head, text, state_stack, value_stack)
                if taken is not None:
                    pos = taken        # (lines are counted from line_pos on at the next token)
                    continue
            if state in name_states and (head := computation_head(text, pos)) is not None:
                if line_pos < pos:
                    line, line_start = _lines_to(text, line_pos, pos, line, line_start)
                    line_pos = pos
                taken = self._fast_computation(head, text, pos, line, line_start, state_stack, value_stack)
                if taken is not None:
                    pos, line, line_start = taken
                    line_pos = pos
                    continue
            if state in line_states and pos < end and pos != no_fast_at and _starts_line(text, pos):
                if line_pos < pos:
                    line, line_start = _lines_to(text, line_pos, pos, line, line_start)
                    line_pos = pos
                stack_key = tuple(state_stack)
                # (an int or None, or _UNKNOWN until asked; Any: `many` below tells, which mypy does not narrow by)
                lead: Any = leads.get(stack_key, _UNKNOWN)
                if lead is _UNKNOWN:
                    lead = leads[stack_key] = self._instructions_before_run(state_stack)
                many = lead is not None
                insts, fast_end, fast_line, fast_line_start = fast_instructions(text, pos, line, line_start, many)
                if many or not insts:     # it tried the line at fast_end: the grammar takes it
                    no_fast_at = fast_end
                if many and insts:
                    for inst in insts[:lead]:     # (the grammar accepts each: _instructions_before_run)
                        self._shift_instruction(state_stack, value_stack, inst)
                    if len(insts) > lead:
                        # As the grammar would: each instruction reduces the one before into the list below.
                        acc = value_stack[-2]
                        acc.append(value_stack[-1])
                        acc.extend(insts[lead:])
                        value_stack[-1] = acc.pop()
                    pos = line_pos = fast_end
                    line, line_start = fast_line, fast_line_start
                    continue
                if insts:
                    if self._shift_instruction(state_stack, value_stack, insts[0]):
                        pos = line_pos = fast_end
                        line, line_start = fast_line, fast_line_start
                        continue
                    state = state_stack[-1]     # (no instruction here: the grammar reports it)
            elif state in signature_states and text.startswith("(", pos):
                sm = fast_signature_re(text, pos)
                if sm is not None:
                    sig = fast_signature(sm)
                    if sig is not None:
                        state = states[state]["signature"]
                        state_stack.append(state)
                        value_stack.append(sig)
                        pos = sm.end()
                        bm = brace_re(text, pos)
                        if bm is not None and state in brace_states:    # the body's "{", the one token there
                            brace = bm.end() - 1
                            if line_pos < brace:
                                line, line_start = _lines_to(text, line_pos, brace, line, line_start)
                                line_pos = brace
                            state_stack.append(brace_states[state])
                            value_stack.append(Tok("LBRACE", "{", brace, line, brace - line_start + 1))
                            pos = brace + 1
                        continue
            if pos >= end:
                tok = Tok("$END", "", pos, line, 1)
                ttype = "$END"
            else:
                matchers, unless = scanners[state]
                for match in matchers:
                    m = match(text, pos)
                    if m is not None:
                        break
                if line_pos < pos:
                    line, line_start = _lines_to(text, line_pos, pos, line, line_start)
                    line_pos = pos
                if m is None:
                    raise self._error(state, None, text, pos, line, pos - line_start + 1, filename)
                # Each alternative is a named group (Lark's): a match has its lastgroup (no cast: a call per token).
                ttype = m.lastgroup  # type: ignore[assignment]
                tok = Tok(ttype, m.group(0), pos, line, pos - line_start + 1)
                if ttype in unless:
                    tok = unless[ttype](tok)
                    ttype = tok.type
                pos = m.end()
            while True:
                act = states[state_stack[-1]].get(ttype)
                if act is None:
                    raise self._error(state_stack[-1], tok, text, tok.start_pos, tok.line, tok.column, filename)
                if act.__class__ is int:
                    if ttype == "$END":
                        break
                    state_stack.append(act)
                    value_stack.append(tok)
                    break
                size, callback, origin = act
                if size:
                    args = value_stack[-size:]
                    del state_stack[-size:]
                    del value_stack[-size:]
                else:
                    args = []
                try:
                    value = callback(args)
                except HloSyntaxError as e:
                    if e.line:
                        raise
                    raise self._located(e, tok, text, filename) from None   # a rule without a token
                state_stack.append(states[state_stack[-1]][origin])
                value_stack.append(value)
                if ttype == "$END" and state_stack[-1] == self.end_state:
                    return value_stack[-1]
            if ttype == "$END":
                return value_stack[-1]

    def _fast_computation(self, head, text: str, pos: int, line: int, line_start: int, state_stack: list,
                          value_stack: list):
        """A whole computation at `pos` in one step: its first line (`head`, COMPUTATION_HEAD_RE's match), its
        body of plain instruction lines (fast_instructions) and a `}` that ends its line, built and taken as if
        the grammar had reduced the `computation` rule; then (position, line, line start) after the `}`. None where any
        part is not so plain (comments, attributes after `}`, a line the fast path does not take...):
        the grammar takes the computation from its start, and reports any error there with its position.
        One step rather than the driver's tokens and reductions around each computation: a dump has
        thousands of small fused computations."""
        name_at = head.start("name")
        if name_at == pos:
            first = "NAME"
        else:                # ENTRY, then the name in the state the grammar shifts ENTRY into
            first = "ENTRY"
            stack = list(state_stack)
            if (self._token_type(state_stack[-1], text, pos) != "ENTRY"
                    or not self._reduce_before(stack, [None] * len(stack), "ENTRY", simulate=True)):
                return None
            after_entry = self.states[stack[-1]]["ENTRY"]
        if self._token_type(state_stack[-1] if first == "NAME" else after_entry, text, name_at) != "NAME":
            return None      # (a keyword, or a name the grammar lexes otherwise)
        builder = self.builder
        signature = builder.fast_signature(head)
        if signature is None:
            return None
        body_line_start = head.end()
        indent = INDENT_RE.match(text, body_line_start)
        assert indent is not None       # (it matches the empty string too)
        body = indent.end()
        insts, close, close_line, close_line_start = builder.fast_instructions(text, body, line + 1,
                                                                               body_line_start, True)
        if not insts or not text.startswith("}", close):
            return None
        skipped = _SKIP_RE.match(text, close + 1)
        after = skipped.end() if skipped is not None else close + 1
        if text.startswith(",", after) or not self._takes_computation(state_stack, first):
            return None      # (attributes of the computation: the grammar's)
        self._reduce_before(state_stack, value_stack, first)
        name = head.group("name")
        comp = builder._finish_computation(name[1:] if name[0] == "%" else name, None, first == "ENTRY", signature,
                                           None, insts, SourceLoc(builder.filename, line, pos - line_start + 1))
        state_stack.append(self.states[state_stack[-1]]["computation"])
        value_stack.append(comp)
        return close + 1, close_line, close_line_start

    def _fast_header(self, text: str, state_stack: list, value_stack: list) -> int:
        """The header line taken in one step (PlainLines.fast_header), as if the grammar had reduced the
        `module_header` rule; then the position after it (0 where the grammar takes it)."""
        found = self.builder.fast_header(text, 0)
        if found is None:
            return 0
        stack = list(state_stack)
        if not (self._reduce_before(stack, [None] * len(stack), "HLOMODULE", simulate=True)
                and "module_header" in self.states[stack[-1]]):
            return 0
        self._reduce_before(state_stack, value_stack, "HLOMODULE")
        state_stack.append(self.states[state_stack[-1]]["module_header"])
        value_stack.append(found[0])
        return found[1]

    def _fast_table(self, head, text: str, state_stack: list, value_stack: list) -> int | None:
        """A whole stack-frame table (`head`: TABLE_HEAD_RE's match of its keyword's line), an entry a line, built
        by the grammar's own callbacks and taken as if the grammar had reduced the `table` rule; then the position
        after it. None where an entry is not so plain (the grammar takes the table from its keyword): a jax dump's
        tables are thousands of tokens, most of a small module's."""
        terminal, string_entries = _TABLE_TERMINALS[head.group(1)]
        key = (tuple(state_stack), terminal)
        takes = self.table_starts.get(key)
        if takes is None:
            stack = list(state_stack)
            takes = self.table_starts[key] = (self._reduce_before(stack, [None] * len(stack), terminal, simulate=True)
                                              and "table" in self.states[stack[-1]])
        if not takes:
            return None
        builder = self.builder
        entry = (TABLE_STRING_ENTRY_RE if string_entries else TABLE_BRACED_ENTRY_RE).match
        items: list[Any] = []
        at = head.end()
        while True:
            blank = _SKIP_RE.match(text, at)
            if blank is not None:
                at = blank.end()
            m = entry(text, at)
            if m is None:
                break
            if string_entries:
                items += m.group(1, 2)
            else:
                items += [m.group(1), builder.braced(*(builder.key_value(field + "=", int(value))
                                                       for field, value in TABLE_FIELD_RE.findall(m.group(2))))]
            at = m.end()
        if text[at:at + 1].isdigit() or text.startswith("-", at):
            return None      # an entry these expressions do not take
        try:
            value = (builder.string_table if string_entries else builder.braced_table)(head.group(1), *items)
        except StringEscapeError:
            return None
        self._reduce_before(state_stack, value_stack, terminal)
        state_stack.append(self.states[state_stack[-1]]["table"])
        value_stack.append(value)
        return at

    def _token_type(self, state, text: str, pos: int) -> str | None:
        """The terminal the grammar's scanner finds at `pos` in `state` (keywords told apart from names)."""
        matchers, unless = self.scanners[state]
        for match in matchers:
            m = match(text, pos)
            if m is not None:
                ttype = m.lastgroup
                return unless[ttype](Tok(ttype, m.group(0), pos, 0, 0)).type if ttype in unless else ttype
        return None

    def _takes_computation(self, state_stack: list, first: str) -> bool:
        """Whether the grammar, its stack as given, takes a computation next (its first terminal, NAME or ENTRY,
        shifted after any reductions, then a `computation` goto): simulated once per stack."""
        key = (tuple(state_stack), first)
        found = self.computation_starts.get(key)
        if found is None:
            stack = list(state_stack)
            found = (self._reduce_before(stack, [None] * len(stack), first, simulate=True)
                     and "computation" in self.states[stack[-1]])
            self.computation_starts[key] = found
        return found

    def _reduce_before(self, state_stack: list, value_stack: list, terminal: str, simulate: bool = False) -> bool:
        """The reductions the grammar makes with `terminal` next, until it would shift it; False where it
        would not take it (`simulate`: the states only, no rule callbacks)."""
        states = self.states
        while True:
            act = states[state_stack[-1]].get(terminal)
            if act is None:
                return False
            if act.__class__ is int:
                return True
            size, callback, origin = act
            args = value_stack[-size:] if size else []
            if size:
                del state_stack[-size:]
                del value_stack[-size:]
            value = None if simulate else callback(args)
            state_stack.append(states[state_stack[-1]][origin])
            value_stack.append(value)

    def _instructions_before_run(self, state_stack: list) -> int | None:
        """How many instructions the grammar takes one by one from this state stack before it is in a run:
        states where each further instruction reduces the one before into a list (an appending `_star`
        rule) and comes back to the same states, so that a run of instructions can be appended at once.
        None if not within two instructions (then the fast lines are taken one at a time)."""
        states = self.states
        stack = list(state_stack)
        for lead in range(3):
            if len(stack) >= 3:
                act = states[stack[-1]].get("LINE_HEAD")
                if (act.__class__ is tuple and act[0] == 2 and act[1] in self.appending
                        and states[stack[-3]].get(act[2]) == stack[-2]
                        and states[stack[-2]].get("LINE_HEAD").__class__ is int
                        and states[stack[-2]].get("instruction") == stack[-1]):
                    return lead
            values = [None] * len(stack)
            if not self._shift_instruction(stack, values, None, simulate=True):
                return None
        return None

    def _shift_instruction(self, state_stack: list, value_stack: list, inst, simulate: bool = False) -> bool:
        """Reduce as the grammar would before an instruction, then take `inst` as the `instruction`
        rule's value; False where the grammar does not take an instruction (`simulate`: the states
        only, no rule callbacks)."""
        # (where the grammar takes no LINE_HEAD here, it may still take an instruction: the goto says)
        self._reduce_before(state_stack, value_stack, "LINE_HEAD", simulate)
        goto = self.states[state_stack[-1]].get("instruction")
        if goto is None:
            return False
        state_stack.append(goto)
        value_stack.append(inst)
        return True

    @staticmethod
    def _located(e: HloSyntaxError, tok, text: str, filename) -> HloSyntaxError:
        lines = text.split("\n")
        src = lines[tok.line - 1] if 0 < tok.line <= len(lines) else None
        return HloSyntaxError(e.message, filename, tok.line, tok.column, src)

    def _error(self, state, tok, text, pos, line, column, filename) -> HloSyntaxError:
        expected = [s for s in self.states[state] if s.isupper() or s.startswith("$")]
        if tok is None:
            found = f"'{text[pos]}'" if pos < len(text) else "end of input"
        else:
            found = _found(tok)
        if tok is not None and tok.type == "$END":
            lines = text.splitlines()
            line = len(lines)
            column = len(lines[-1]) + 1 if lines else 1
        line_text = text.splitlines()[line - 1] if 0 < line <= text.count("\n") + 1 and text else None
        return HloSyntaxError(f"expected {_expected_text(expected)}, found {found}", filename, line, column,
                              line_text, tuple(_friendly(expected)), found)
