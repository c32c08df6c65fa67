"""What the language server knows about one document: its computations, their IR, the diagnostics.

No LSP types here (``hlotool.lsp.server`` converts); positions are 0-based lines and columns.

A document is cut, line by line, into segments: the header (``HloModule`` line and the stack-frame
tables), then each computation (its header line to its closing ``}``) and the gaps between them
(blank lines, comments). The first check parses and verifies the whole text. An edit that changes
only computations' bodies (same header, same computations in the same order, same gaps) re-checks
just those: a module made of the header, the changed computations at their own lines (the lines
between are left blank, so every position stays right), the small computations they call, and stubs
with the signatures of the big ones; when a changed computation's interface (its header line or
ROOT line) changes, its callers are re-checked too. Anything else is checked whole again.
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
# Callees this short (async wrappers, reducers) go into a re-check whole; longer ones as stubs with
# their signature and ROOT shape, which is all a caller's checks read of them.
SMALL_CALLEE_LINES = 8
# An edit touching more than this many computations is checked whole.
MAX_INCREMENTAL = 8


@dataclass
class Segment:
    kind: str                # "header", "comp" or "gap"
    start: int               # first line (0-based)
    end: int                 # one past the last line
    text: str
    name: str | None = None  # computation name
    is_entry: bool = False


@dataclass
class Diag:
    line: int
    col: int
    end_col: int
    severity: str            # "error" / "warning"
    code: str
    message: str
    notes: tuple = ()        # ((message, line or None, col), ...)

    def shifted(self, delta: int) -> "Diag":
        if not delta:
            return self
        return Diag(self.line + delta, self.col, self.end_col, self.severity, self.code, self.message,
                    tuple((m, None if ln is None else ln + delta, c) for m, ln, c in self.notes))


@dataclass
class CompState:
    """A computation as last checked: its IR (positions as of line ``line0``) and its diagnostics."""
    text: str
    line0: int
    comp: Computation | None
    diags: list[Diag] = field(default_factory=list)


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


def _ident_end(line: str, col: int) -> int:
    m = _WORD.match(line, col)
    if m is not None and m.group() == "ROOT":
        m = _WORD.match(line, line.find(" ", col) + 1) if " " in line[col:] else None
    return m.end() if m is not None else min(len(line), col + 1)


def _backend_name(module: Module) -> str | None:
    from ..ir.backend import infer_backend
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
        self.lines = text.split("\n")
        self.segments = split_segments(self.lines)
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
        from ..verify import verify
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
            dg = self._diag(d)
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
        for a, b in zip(base, self.segments):
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
        if len(changed) > MAX_INCREMENTAL:
            return False
        self.last_mode = "incremental"
        by_name = {s.name: s for s in self.segments if s.kind == "comp"}
        recheck = {s.name for s in changed}
        for s in changed:
            old_lines, new_lines = self.comps[s.name].text.split("\n"), s.text.split("\n")
            if old_lines[0] != new_lines[0] or _root_line(old_lines) != _root_line(new_lines):
                recheck |= self.callers().get(s.name, set())
        # what the re-checked computations call: small ones whole, the others as stubs
        whole, stubs = set(recheck), set()
        todo = list(recheck)
        names = set(by_name)
        while todo:
            name = todo.pop()
            for w in set(_WORD.findall(by_name[name].text)):
                w = w.lstrip("%")
                if w in names and w not in whole and w not in stubs:
                    seg = by_name[w]
                    if seg.end - seg.start <= SMALL_CALLEE_LINES:
                        whole.add(w)
                        todo.append(w)
                    else:
                        stubs.add(w)
        parts = [self.segments[0].text]
        line = self.segments[0].end
        if self.segments[0].end > 0:
            parts.append("\n")
        for seg in sorted((by_name[n] for n in whole), key=lambda s: s.start):
            parts.append("\n" * (seg.start - line))
            parts.append(seg.text)
            line = seg.end - 1
        entry = next((seg.name for seg in self.segments if seg.kind == "comp" and seg.is_entry), None)
        if entry is not None and entry not in whole:
            stubs.add(entry)          # the header's entry_computation_layout and aliases still hold
        for name in sorted(stubs):
            stub = self._stub(name)
            if stub is None:
                return False
            parts.append("\n" + stub)
        mini_text = "".join(parts)
        from ..parser import parse
        from ..verify import verify
        try:
            mini = parse(mini_text, filename=self.filename)
        except HloSyntaxError as e:
            d = self._syntax_diag(e)
            if d.line >= line:           # ran past the computations into the stubs (an open bracket)
                last = max((by_name[n] for n in recheck), key=lambda s: s.end)
                d = Diag(last.end - 1, 0, max(len(self.lines[last.end - 1]), 1), d.severity, d.code, d.message)
            if any(by_name[n].start <= d.line < by_name[n].end for n in whole):
                self.syntax_error = d
                return True
            return False                 # our own construction failed: check whole
        diags = verify(mini, backend=self.backend)
        for name in recheck:
            seg = by_name[name]
            comp = mini.get_computation(name)
            if comp is None:
                return False
            state = CompState(seg.text, seg.start, comp)
            state.diags = [dg for dg in map(self._diag, diags) if seg.start <= dg.line < seg.end]
            self.comps[name] = state
        self._callers = None
        self.syntax_error = None
        self.base_segments = self.segments
        return True

    def _stub(self, name: str) -> str | None:
        state = self.comps.get(name)
        comp = state.comp if state is not None else None
        if comp is None:
            return None
        params = comp.parameters
        sig = ", ".join(f"{p.name}: {p.shape.to_text()}" for p in params)
        body = "".join(f"  %{p.name} = {p.shape.to_text()} parameter({p.parameter_number})\n" for p in params)
        root = comp.root
        entry = "ENTRY " if comp.is_entry else ""
        return (f"{entry}%{name} ({sig}) -> {root.shape.to_text()} {{\n{body}"
                f"  ROOT %hlotool.lsp.stub = {root.shape.to_text()} custom-call(), custom_call_target=\"stub\"\n}}")

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

    def _diag(self, d) -> Diag:
        loc = d.loc
        line = max(loc.line - 1, 0) if loc is not None else 0
        col = max(loc.column - 1, 0) if loc is not None else 0
        text = self.lines[line] if line < len(self.lines) else ""
        notes = tuple((n.message, n.loc.line - 1 if n.loc is not None else None,
                       n.loc.column - 1 if n.loc is not None else 0) for n in d.notes)
        return Diag(line, col, _ident_end(text, col), d.severity, d.code, d.message, notes)

    # ------------------------------------------------------------------ results
    def diagnostics(self) -> list[Diag]:
        if self.syntax_error is not None:   # as `hlotool verify`: a text that does not parse has that error only
            return [self.syntax_error]
        out = list(self.header_diags)
        for seg in self.segments:
            if seg.kind != "comp":
                continue
            st = self.comps.get(seg.name)
            if st is not None:
                out.extend(d.shifted(seg.start - st.line0) for d in st.diags)
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


def _root_line(lines: list[str]) -> str | None:
    for ln in lines:
        if ln.lstrip().startswith("ROOT "):
            return ln
    return None
