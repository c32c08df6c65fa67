"""What the language server knows about one document: its computations, their IR, the diagnostics.

No LSP types here (``hlotool.lsp.server`` converts); positions are 0-based lines and columns.

A document is cut, line by line, into segments: the header (``HloModule`` line and the stack-frame
tables), then each computation (its header line to its closing ``}``) and the gaps between them
(blank lines, comments); an edit inside one computation's body shifts the segments rather than
cutting the text again. The first check parses and verifies the whole text. An edit that changes
only computations' bodies (same header, same computations in the same order, same gaps) re-checks
just those: they are parsed alone, at their own lines, against the IR of the computations they call
(``parse(computations=)``), copying the instructions of their unchanged lines (``parse(reuse=)``),
and verified alone; where a changed computation's parameters or ROOT change, its callers are
re-checked too. The other computations keep their findings, moved with their lines. What a check of
some computations alone cannot see the same (a changed call graph, channel ids or async callers
shared with other computations, cycles, the inferred backend, a syntax error that may run past the
computation) is checked whole again.
"""
from __future__ import annotations

import bisect
import gc
import re
from dataclasses import dataclass, field

from ..errors import HloSyntaxError
from ..ir.module import Computation, Instruction, Module

_COMP_HEADER = re.compile(r"(?:ENTRY\s+)?%?([A-Za-z_][\w.\-]*)\s*[({]")
_INST_DEF = re.compile(r"\s*(?:ROOT\s+)?%?([A-Za-z_][\w.\-]*)\s*=\s*([^=]*?)\s*([a-z][\w\-]*)\(")
_WORD = re.compile(r"%?[A-Za-z_][\w.\-]*")
_SHAPELESS = re.compile(r"\s*(?:ROOT\s+)?%?[A-Za-z_][\w.\-]*\s*=\s*[a-z][\w\-]*\(")
# An edit touching more than this many computations is checked whole.
MAX_INCREMENTAL = 8


@dataclass
class Segment:
    kind: str                # "header", "comp" or "gap"
    start: int               # first line (0-based)
    end: int                 # one past the last line
    text: str
    name: str = ""           # the computation's name (a computation's segment; "" for the header and gaps)
    is_entry: bool = False


@dataclass
class Diag:
    line: int
    col: int
    end_col: int
    severity: str            # "error" / "warning"
    code: str
    message: str
    notes: tuple = ()        # ((message, line or None, col), ...); stored: see Analysis._diag

    def placed(self, delta: int, starts: dict) -> "Diag":
        """As stored (see ``Analysis._diag``) -> at the current lines: ``delta`` lines down, each note at its
        computation's current start."""
        notes = tuple((m, None if ln is None else ln + (starts.get(owner, 0) if owner is not None else 0), c)
                      for m, owner, ln, c in self.notes)
        return Diag(self.line + delta, self.col, self.end_col, self.severity, self.code, self.message, notes)


@dataclass
class CompState:
    """A computation as last checked: its IR (positions as of line ``line0``) and its diagnostics."""
    text: str
    line0: int
    comp: Computation | None
    diags: list[Diag] = field(default_factory=list)
    _reuse: dict | None = None

    def reuse(self) -> dict:
        """Line text -> the instruction parsed from it, for each line holding one whole instruction alone
        (what a re-parse of this computation copies rather than parses again)."""
        if self._reuse is None:
            self._reuse = {}
            if self.comp is not None:
                lines = self.text.split("\n")
                starts: dict[int, Instruction | None] = {}
                for inst in self.comp.instructions:
                    k = (inst.pos >> 20) - 1 - self.line0
                    starts[k] = None if k in starts else inst      # None: two instructions start there
                for k, only in starts.items():
                    if only is None or not 0 < k < len(lines) - 1:
                        continue
                    after = k + 1      # the next non-blank line starts an instruction or closes the computation
                    while after < len(lines) - 1 and not lines[after].strip():
                        after += 1
                    # (an instruction written without its shape has it inferred again)
                    if not _SHAPELESS.match(lines[k]) and (starts.get(after) is not None
                                                           or lines[after].rstrip() == "}"):
                        self._reuse[lines[k][(only.pos & 0xFFFFF) - 1:]] = only
        return self._reuse


def split_segments(lines: list[str]) -> list[Segment]:
    segs: list[Segment] = []
    i, n = 0, len(lines)
    gap_start = 0
    first = True
    while i < n:
        line = lines[i]
        m = None
        if line[:1] not in (" ", "\t", "}", "/", "") and not line.startswith("HloModule"):
            if line.rstrip().endswith("{"):
                m = _COMP_HEADER.match(line)
        if m is None:
            i += 1
            continue
        if first:
            segs.append(Segment("header", 0, i, "\n".join(lines[0:i])))
            first = False
        elif gap_start < i or True:
            segs.append(Segment("gap", gap_start, i, "\n".join(lines[gap_start:i])))
        j = i + 1
        while j < n and lines[j].rstrip() != "}":
            if j > i and lines[j][:1] not in (" ", "\t", "}", "/", "") and lines[j].rstrip().endswith("{") \
                    and _COMP_HEADER.match(lines[j]):
                j -= 1          # an unclosed computation: the next one starts here
                break
            j += 1
        end = min(j + 1, n)
        segs.append(Segment("comp", i, end, "\n".join(lines[i:end]), m.group(1), line.startswith("ENTRY")))
        i = gap_start = end
    if first:
        segs.append(Segment("header", 0, n, "\n".join(lines)))
    else:
        segs.append(Segment("gap", gap_start, n, "\n".join(lines[gap_start:n])))
    return segs


def _segments_after_edit(segs: list[Segment], old: list[str], new: list[str]) -> list[Segment] | None:
    """``split_segments(new)`` from the segments of ``old`` where the lines that differ lie inside one
    computation's body and none of the new ones opens or closes a computation; else None."""
    if not segs or not old:
        return None
    n = min(len(old), len(new))
    first = 0
    while first < n and old[first] == new[first]:
        first += 1
    if first == len(old) == len(new):
        return segs
    same_tail = 0
    while same_tail < n - first and old[-1 - same_tail] == new[-1 - same_tail]:
        same_tail += 1
    old_end, new_end = len(old) - same_tail, len(new) - same_tail     # old[first:old_end] became new[first:new_end]
    k = bisect.bisect_right([s.start for s in segs], first) - 1
    seg = segs[k]
    if seg.kind != "comp" or first <= seg.start or old_end >= seg.end or old[seg.end - 1].rstrip() != "}":
        return None
    for line in new[first:new_end]:
        if line.rstrip() == "}" or (line[:1] not in (" ", "\t", "}", "/", "") and line.rstrip().endswith("{")
                                    and _COMP_HEADER.match(line)):
            return None
    delta = new_end - old_end
    end = seg.end + delta
    out = segs[:k]
    out.append(Segment("comp", seg.start, end, "\n".join(new[seg.start:end]), seg.name, seg.is_entry))
    out.extend(s if not delta else Segment(s.kind, s.start + delta, s.end + delta, s.text, s.name, s.is_entry)
               for s in segs[k + 1:])
    return out


def _ident_end(line: str, col: int) -> int:
    m = _WORD.match(line, col)
    if m is not None and m.group() == "ROOT":
        m = _WORD.match(line, line.find(" ", col) + 1) if " " in line[col:] else None
    return m.end() if m is not None else min(len(line), col + 1)


def _backend_name(module: Module) -> str | None:
    from ..platforms import infer_backend
    found = infer_backend(module)
    return found.backend.name if found is not None else None


class Analysis:
    """The state of one document. ``update(text)`` re-checks; then ``diagnostics`` and the queries."""

    def __init__(self, filename: str | None = None):
        self.filename = filename
        self.text = ""
        self.lines: list[str] = []
        self.segments: list[Segment] = []
        self.comps: dict[str, CompState] = {}      # by computation name (the last good check)
        self.header_diags: list[Diag] = []         # findings outside every computation
        self.syntax_error: Diag | None = None
        self.module: Module | None = None          # the last whole module that parsed
        self.backend: str | None = None
        self.base_segments: list[Segment] | None = None   # segments of the last good check
        self.last_mode = "none"                    # "full", "incremental", "unchanged": for tests and timing
        self._callers: dict[str, set[str]] | None = None

    # ------------------------------------------------------------------ checking
    def update(self, text: str) -> None:
        self.text = text
        old_lines, self.lines = self.lines, text.split("\n")
        self.segments = _segments_after_edit(self.segments, old_lines, self.lines) or split_segments(self.lines)
        gc_was = gc.isenabled()
        gc.disable()        # a collection would walk the IR's millions of objects: collect young ones after
        try:
            if not self._incremental():
                self._full()
        except HloSyntaxError:
            raise
        except Exception as e:          # never let a bug in here take the server down
            self.syntax_error = Diag(0, 0, 1, "error", "H999", f"hlotool internal error: {type(e).__name__}: {e}")
        finally:
            if gc_was:
                gc.enable()
                gc.collect(0)

    def _full(self) -> None:
        from ..parser import parse
        from ..verifier import verify
        self.last_mode = "full"
        self._callers = None
        try:
            module = parse(self.text, filename=self.filename)
        except HloSyntaxError as e:
            self.syntax_error = self._syntax_diag(e)
            return
        self.syntax_error = None
        self.module = module
        self.backend = _backend_name(module)
        diags = verify(module, backend=self.backend)
        comp_segs = [s for s in self.segments if s.kind == "comp"]
        starts = [s.start for s in comp_segs]
        self.comps = {s.name: CompState(s.text, s.start, module.get_computation(s.name)) for s in comp_segs}
        self.header_diags = []
        for d in diags:
            dg = self._diag(d, comp_segs)
            k = bisect.bisect_right(starts, dg.line) - 1
            if k >= 0 and dg.line < comp_segs[k].end and comp_segs[k].name in self.comps:
                self.comps[comp_segs[k].name].diags.append(dg)
            else:
                self.header_diags.append(dg)
        self.base_segments = self.segments

    def _structure_same(self) -> bool:
        base = self.base_segments
        if base is None or len(base) != len(self.segments):
            return False
        for a, b in zip(base, self.segments, strict=True):
            if a.kind != b.kind or a.name != b.name or (a.kind != "comp" and a.text != b.text):
                return False
        return True

    def _incremental(self) -> bool:
        if not self._structure_same():
            return False
        changed = [s for s in self.segments if s.kind == "comp" and self.comps[s.name].text != s.text]
        if not changed:
            self.last_mode = "unchanged"
            self.syntax_error = None if self.module is not None else self.syntax_error
            return True
        if len(changed) > MAX_INCREMENTAL or any(self.comps[s.name].comp is None for s in self.segments
                                                 if s.kind == "comp"):
            return False
        for s in changed:
            if self.comps[s.name].text.split("\n", 1)[0] != s.text.split("\n", 1)[0]:
                return False     # a header line: the signature, ENTRY, the execution thread; checked whole
        self.last_mode = "incremental"
        by_name = {s.name: s for s in self.segments if s.kind == "comp"}
        recheck = {s.name for s in changed}
        result = self._recheck(recheck, by_name)
        if result is None:
            return False
        if result == "syntax":
            return True
        mini, diags = result
        # A changed computation's callers read its parameters and ROOT: where those changed, re-check them too.
        callers = {c for name in recheck if _interface(mini.get_computation(name)) != _interface(self.comps[name].comp)
                   for c in self.callers().get(name, ())} - recheck
        if callers:
            if len(recheck | callers) > MAX_INCREMENTAL:
                return False
            recheck |= callers
            result = self._recheck(recheck, by_name)
            if result is None or result == "syntax":
                return result == "syntax"
            mini, diags = result
        if not self._same_global_facts(recheck, mini, diags):
            return False
        states = {}
        for name in recheck:
            seg = by_name[name]
            states[name] = CompState(seg.text, seg.start, mini.get_computation(name))
        comp_segs = [s for s in self.segments if s.kind == "comp"]
        for dg in (self._diag(d, comp_segs) for d in diags):
            owner = next((n for n in recheck if by_name[n].start <= dg.line < by_name[n].end), None)
            if owner is None:
                return False      # a finding outside the re-checked computations: only a whole check places it
            states[owner].diags.append(dg)
        self.comps.update(states)
        self._relink(recheck)
        self.syntax_error = None
        self.base_segments = self.segments
        return True

    def _recheck(self, names: set, by_name: dict):
        """Parse the computations ``names`` alone, at their own lines, against the IR of the others, and verify
        them: (module of those computations, verify's findings); "syntax" where they do not parse (the error is
        set); None where only a whole check can tell."""
        from ..parser import parse
        from ..verifier import verify
        segs = sorted((by_name[n] for n in names), key=lambda s: s.start)
        # The header is as last parsed (the structure is the same): its lines are left blank and its
        # attributes taken from the last parse, rather than parsing its stack-frame tables again.
        parts = []
        line = 0
        for seg in segs:
            parts.append("\n" * (seg.start - line))
            parts.append(seg.text)
            line = seg.end - 1
        external = {n: st.comp for n, st in self.comps.items() if n not in names}
        reuse = {}
        for n in names:
            reuse.update(self.comps[n].reuse())
        try:
            mini = parse("".join(parts), filename=self.filename, computations=external, reuse=reuse)
        except HloSyntaxError as e:
            d = self._syntax_diag(e)
            # The whole text has this error first only where the parse cannot have read past the computation:
            # it stopped before the closing line, and no token (a string, a braced value) ran across lines.
            if not any(seg.start < d.line < seg.end - 1 for seg in segs) or not all(
                    _line_closed(ln) for seg in segs for ln in self.lines[seg.start + 1:seg.end - 1]):
                return None
            self.syntax_error = d
            return "syntax"
        if sorted(c.name for c in mini.computations) != sorted(names):
            return None           # inline computations: their generated names count over the whole module
        for comp in mini.computations:
            comp.is_entry = self._parsed(comp.name).is_entry
            if any(".anon" in i.name for i in comp.instructions):
                return None       # nested instructions: their generated names count over the whole module too
        for comp in mini.computations:      # the computations they call at their current lines (findings' notes)
            for inst in comp.instructions:
                for callee in inst.called_computations:
                    if callee.name not in names:
                        self._rebase(callee.name, by_name[callee.name].start)
        last = self.module
        assert last is not None, "an incremental check follows a whole one that parsed (_full sets both)"
        mini.name, mini.has_header, mini.stack_frames = last.name, last.has_header, last.stack_frames
        mini.attrs = dict(last.attrs)
        if not any(c.is_entry for c in mini.computations):
            # The entry's own checks (its layout, aliasing) belong to the entry, which is not re-checked here.
            mini.attrs = {k: v for k, v in mini.attrs.items() if k not in _ENTRY_ATTRIBUTES}
        return mini, verify(mini, backend=self.backend)

    def _same_global_facts(self, names: set, mini: Module, diags) -> bool:
        """Whether the findings of the computations ``names`` re-checked alone are those of a whole check: the
        verifier's module-wide checks (its declarations: ``verifier.structure.alone_is_whole``) and the backend
        inference see the same there as before."""
        from ..verifier.structure import alone_is_whole
        codes = {d.code for d in diags} | {d.code for st in self.comps.values() for d in st.diags} | {
            d.code for d in self.header_diags}
        old = {name: self._parsed(name) for name in names}
        new = {name: _computation_of(mini, name) for name in names}
        if any(_backend_of(old[name]) != _backend_of(new[name]) for name in names):
            return False
        others = (st.comp for n, st in self.comps.items() if n not in names)
        return alone_is_whole(old, new, others, self.callers(), codes)

    def _rebase(self, name: str, start: int) -> None:
        """Move computation ``name``'s IR and findings to its current first line ``start``."""
        st = self.comps[name]
        delta = start - st.line0
        if not delta:
            return
        comp = self._parsed(name)
        for inst in comp.instructions:
            if inst.pos:
                inst.pos += delta << 20
        if comp.loc is not None:
            comp.loc = comp.loc._replace(line=comp.loc.line + delta)
        st.diags = [Diag(d.line + delta, d.col, d.end_col, d.severity, d.code, d.message, d.notes) for d in st.diags]
        st.line0 = start

    def _relink(self, names: set) -> None:
        """Point the other computations' calls at the re-parsed ones."""
        callers = self.callers()
        for name in names:
            new = self.comps[name].comp
            for caller in callers.get(name, ()):
                if caller in names:
                    continue
                for inst in self._parsed(caller).instructions:
                    cc = inst.called_computations
                    if any(c.name == name for c in cc):
                        inst.called_computations = [new if c.name == name else c for c in cc]

    def _parsed(self, name: str) -> Computation:
        """Computation ``name``'s IR as last checked, in an incremental check: that runs only where every
        computation has its IR (``_incremental`` checks none is missing)."""
        comp = self.comps[name].comp
        assert comp is not None, "an incremental check runs only where every computation parsed"
        return comp

    def callers(self) -> dict[str, set[str]]:
        """Computation name -> names of the computations whose instructions call it."""
        if self._callers is None:
            out: dict[str, set[str]] = {}
            for name, st in self.comps.items():
                if st.comp is None:
                    continue
                for inst in st.comp.instructions:
                    for c in inst.called_computations:
                        out.setdefault(c.name, set()).add(name)
            self._callers = out
        return self._callers

    def _syntax_diag(self, e: HloSyntaxError) -> Diag:
        line = max(e.line - 1, 0)
        col = max(e.column - 1, 0)
        text = self.lines[line] if line < len(self.lines) else ""
        return Diag(line, col, _ident_end(text, col) if col < len(text) else col + 1, "error", "H000", e.message)

    def _diag(self, d, comp_segs: list[Segment]) -> Diag:
        """A verify finding as stored: its notes as (message, computation, line in it, column), so that they
        follow their own computation when lines above it come and go (None: a line outside computations)."""
        loc = d.loc
        line = max(loc.line - 1, 0) if loc is not None else 0
        col = max(loc.column - 1, 0) if loc is not None else 0
        text = self.lines[line] if line < len(self.lines) else ""
        notes: list[tuple[str, str | None, int | None, int]] = []     # (message, computation, line, column)
        for n in d.notes:
            if n.loc is None:
                notes.append((n.message, None, None, 0))
                continue
            ln = n.loc.line - 1
            k = bisect.bisect_right(comp_segs, ln, key=lambda s: s.start) - 1
            if k >= 0 and ln < comp_segs[k].end:
                notes.append((n.message, comp_segs[k].name, ln - comp_segs[k].start, n.loc.column - 1))
            else:
                notes.append((n.message, None, ln, n.loc.column - 1))
        return Diag(line, col, _ident_end(text, col), d.severity, d.code, d.message, tuple(notes))

    # ------------------------------------------------------------------ results
    def diagnostics(self) -> list[Diag]:
        if self.syntax_error is not None:   # as `hlotool verify`: a text that does not parse has that error only
            return [self.syntax_error]
        starts = {seg.name: seg.start for seg in self.segments if seg.kind == "comp"}
        out = [d.placed(0, starts) for d in self.header_diags]
        for seg in self.segments:
            if seg.kind != "comp":
                continue
            st = self.comps.get(seg.name)
            if st is not None:
                out.extend(d.placed(seg.start - st.line0, starts) for d in st.diags)
        return out

    def segment_at(self, line: int) -> Segment | None:
        for seg in self.segments:
            if seg.start <= line < seg.end:
                return seg
        return None

    def comp_at(self, line: int) -> tuple[Computation | None, int, Segment | None]:
        """The computation around ``line``, the shift of its positions, its segment."""
        seg = self.segment_at(line)
        if seg is None or seg.kind != "comp":
            return None, 0, seg
        st = self.comps.get(seg.name)
        if st is None or st.comp is None:
            return None, 0, seg
        return st.comp, seg.start - st.line0, seg

    def comp_segment(self, name: str) -> Segment | None:
        for seg in self.segments:
            if seg.kind == "comp" and seg.name == name:
                return seg
        return None

    def computation(self, name: str) -> Computation | None:
        st = self.comps.get(name.lstrip("%"))
        return st.comp if st is not None else None

    def inst_line(self, inst: Instruction, delta: int) -> int:
        return (inst.pos >> 20) - 1 + delta if inst.pos else -1

    def symbols(self):
        """[(computation name, start, end, header line, [(inst name, line, col, detail), ...])] from the text
        alone, so a document that does not parse still has them."""
        out = []
        for seg in self.segments:
            if seg.kind != "comp":
                continue
            insts = []
            for k in range(seg.start + 1, seg.end):
                m = _INST_DEF.match(self.lines[k])
                if m is not None:
                    col = m.start(1) - (1 if m.start(1) > 0 and self.lines[k][m.start(1) - 1] == "%" else 0)
                    insts.append((m.group(1), k, col, f"{m.group(2)} {m.group(3)}".strip()))
            out.append((seg.name, seg.start, seg.end, self.lines[seg.start], insts))
        return out


_QUOTED = re.compile(r'"[^"\\\n]*(?:\\.[^"\\\n]*)*"' + r"|'[^'\\\n]*(?:\\.[^'\\\n]*)*'")


def _line_closed(line: str) -> bool:
    """Whether every string, bracket and comment opened on ``line`` closes on it (so no token spans lines)."""
    if '"' in line or "'" in line:
        line = _QUOTED.sub("", line)
        if '"' in line or "'" in line:
            return False
    return (line.count("{") == line.count("}") and line.count("(") == line.count(")")
            and line.count("[") == line.count("]") and line.count("/*") == line.count("*/"))


_ENTRY_ATTRIBUTES = ("entry_computation_layout", "input_output_alias", "buffer_donor")
def _interface(comp: Computation | None):
    """What a caller's checks read of a computation: its parameters and ROOT (shapes, shardings) and, for an
    async computation, which opcodes it wraps."""
    if comp is None:
        return None
    root = comp.root
    params = tuple((p.parameter_number, p.shape, p.attrs.get("sharding")) for p in comp.parameters)
    wrapped = frozenset(i.opcode for i in comp.instructions if i is not root and i.opcode != "parameter")
    return params, root.shape, root.attrs.get("sharding"), root.opcode, wrapped


def _computation_of(module: Module, name: str) -> Computation:
    """Computation ``name`` of ``module``, which has it: a re-check's module holds exactly the computations
    re-checked (``Analysis._recheck`` checks its names)."""
    comp = module.get_computation(name)
    assert comp is not None, "a re-check's module holds the computations re-checked"
    return comp


def _backend_of(comp: Computation) -> str | None:
    """The backend this computation alone tells (the module's is the first computation's that tells one)."""
    from ..platforms import infer_backend
    found = infer_backend(Module("", [comp]))
    return found.backend.name if found is not None else None
