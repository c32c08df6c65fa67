"""The JSON behind each view of ``hlotool serve``. Modules are parsed only when a view asks for them
and kept in a least-recently-used cache bounded by the size of their HLO text; every JSON answer is
cached too (bounded by its size), keyed by the file's size and mtime, so a rewritten file is read
again. Nothing here writes a file except the dump cache of instruction counts (``dump/cache.py``,
under ``$HLOTOOL_CACHE``, never under a served folder)."""
from __future__ import annotations

import contextlib
import json
import os
import re
import stat
from pathlib import Path

from ..cost_model.report import module_cost
from ..cost_model.targets import CHIPS
from ..diagnostics import Diagnostic
from ..dump import HLO_KIND, execution_snapshot_summary, kind_named, snapshot_bytes
from ..errors import HloSyntaxError
from ..graph.page import SourceLocations, kv_dict, page_computations, page_data
from ..ir.values import BackendConfig, FrontendAttributes
from ..memory_model import analyze_memory, memory_report
from ..memory_model.xla_reports import REPORT_PARSERS
from ..module_stats import module_stats
from ..parser import parse_file
from ..parser.sources import hlo_bytes_kind
from ..structural_diff import diff_modules
from ..structural_diff.text import attr_text, instruction_text
from ..verifier import verify
from .cache import SizedLRU
from .highlight import highlight
from .roots import NotFound, Root, ServedFile

SOURCE_CONTEXT = 6              # lines shown each side of a source line
MAX_SOURCE_BYTES = 16_000_000   # a referenced source file larger than this is not read
# Attributes the instruction panel shows on their own (the rest go in one key/value table).
PANEL_ATTRS = frozenset({"metadata", "frontend_attributes", "backend_config"})


class BadModule(ValueError):
    """A served file that does not parse (a 422 with the parser's message)."""


class ModuleView:
    """One parsed module file and the lookups the views share. Instruction indices are those of
    ``page_data(..., all_computations=True)``: the entry, what it calls, then the rest."""

    def __init__(self, root: Root, file: ServedFile, module):
        self.root, self.file, self.module = root, file, module
        self.comps = page_computations(module, module.entry, all_computations=True)
        self.insts = [inst for c in self.comps for inst in c.instructions]
        self.comp_of = [c for c in self.comps for _ in c.instructions]
        self._index: dict[tuple[str, str], int] | None = None
        self._referenced: set[str] | None = None
        self.sources = SourceLocations(module)

    @property
    def index(self) -> dict[tuple[str, str], int]:
        """``(computation name, instruction name) -> instruction index``."""
        if self._index is None:
            idx, k = {}, 0
            for c in self.comps:
                for inst in c.instructions:
                    idx[(c.name, inst.name)] = k
                    k += 1
            self._index = idx
        return self._index

    def referenced_sources(self) -> set[str]:
        """Every source file the module's metadata names: what /api/source may read."""
        if self._referenced is None:
            names = set(self.module.stack_frames.file_names.values())
            for inst in self.insts:
                meta = inst.attribute_map.get("metadata")
                if meta is not None:
                    f = kv_dict(meta).get("source_file")
                    if f:
                        names.add(str(f))
            self._referenced = {str(n) for n in names}
        return self._referenced


TEXT_BYTES = 4_000_000          # of a file's text, shown in the browser (the raw link has all of it)
_NAME_RE = re.compile(r"[A-Za-z_][\w.\-]*")


def _json_bytes(value) -> bytes:
    return json.dumps(value, separators=(",", ":"), ensure_ascii=False).encode("utf-8")


def _as_int(text, what: str) -> int:
    try:
        return int(text)
    except (TypeError, ValueError):
        raise NotFound(f"{what} must be a number, not {text!r}") from None


class Site:
    """The served roots and the caches; one method per JSON endpoint, each returning bytes."""

    def __init__(self, roots: list[Root], cache_bytes: int = 256_000_000):
        self.roots = roots
        self.modules = SizedLRU(cache_bytes)       # parsed modules, sized by their HLO text
        self.answers = SizedLRU(cache_bytes)       # JSON answers, sized by their bytes

    # ---------------------------------------------------------------- lookups
    def root(self, index) -> Root:
        k = _as_int(index if index not in (None, "") else 0, "root")
        if not 0 <= k < len(self.roots):
            raise NotFound(f"no root {index}")
        return self.roots[k]

    def view(self, root: Root, rel: str | None) -> ModuleView:
        f = root.file(rel or "")
        key = (root.index, f.rel, f.snapshot.size, f.snapshot.mtime_ns)

        def load():
            try:
                return ModuleView(root, f, parse_file(f.snapshot.path))
            except HloSyntaxError as e:
                raise BadModule(f"{f.rel}:{e.line}:{e.column}: {e.message}") from None
            except OSError as e:
                raise NotFound(f"{f.rel}: cannot read: {e.strerror or e}") from None
        return self.modules.get(key, load, lambda v: max(f.snapshot.size, 1))

    def _answer(self, key, compute) -> bytes:
        return self.answers.get(key, lambda: _json_bytes(compute()), len)

    def _file_key(self, name: str, root: Root, rel: str | None, *extra):
        f = root.file(rel or "")
        return (name, root.index, f.rel, f.snapshot.size, f.snapshot.mtime_ns, *extra)

    def warm(self, root: Root, rel: str) -> None:
        """Compute a module view's answer ahead of its request (a request meanwhile waits for it).
        Errors are left for the request to report."""
        # The view's own request reports any error (a 404, 422 or 500 with the reason).
        with contextlib.suppress(Exception):
            self.api_module({"root": str(root.index), "file": rel})

    # ---------------------------------------------------------------- endpoints
    def _text(self, path: Path, rel: str, lexer: str | None, key) -> dict:
        """The first ``TEXT_BYTES`` of a file as text, with its token runs when ``lexer`` names one. A binary HLO
        snapshot (``.hlo.pb``, or a proto under any name, read as a module) is shown as the HLO text hlotool
        converts it to."""
        def compute():
            try:
                with open(path, "rb") as fh:
                    data = fh.read(TEXT_BYTES + 1)
                if lexer == HLO_KIND.lexer and hlo_bytes_kind(data) != "text":     # (by content, not by name)
                    data = snapshot_bytes(path)[:TEXT_BYTES + 1]
            except OSError as e:
                raise NotFound(f"{rel}: cannot read: {e.strerror or e}") from None
            except HloSyntaxError as e:          # a proto hlotool cannot read (HloProtoError)
                raise BadModule(f"{rel}: {e.message}") from None
            text = data[:TEXT_BYTES].decode("utf-8", errors="replace")
            return {"text": text, "truncated": len(data) > TEXT_BYTES, "highlight": highlight(text, lexer)}
        # Lexing is the costly part (0.4-0.7 s a MB): kept with the answers, sized by its text and runs.
        return self.answers.get(("text", *key), compute,
                                lambda t: len(t["text"]) + 4 * len(t["highlight"]["runs"] if t["highlight"] else ()))

    def api_file(self, q: dict) -> bytes:
        """A dump file that is not HLO text: its kind, its text (the first ``TEXT_BYTES``) with the token runs
        of its kind's lexer, and the names in it that are instructions of the module's optimized HLO, for links."""
        root = self.root(q.get("root"))
        rel = q.get("file") or ""
        df, module_key = root.other_file(rel)
        kind = kind_named(df.kind)
        out = {"file": rel, "kind": df.kind, "what": kind.what, "view": kind.view, "bytes": df.size,
               "module": module_key, "text": None, "truncated": False, "highlight": None, "optimized": None,
               "instructions": [], "report": None}
        if df.kind == "hlo_execution_snapshot":        # its module, platform and arguments' and result's shapes
            out["snapshot"] = execution_snapshot_summary(df.path)
        if kind.view == "binary":
            return _json_bytes(out)
        try:
            st = df.path.stat()
        except OSError as e:
            raise NotFound(f"{rel}: cannot read: {e.strerror or e}") from None
        out.update(self._text(df.path, rel, kind.lexer, (root.index, rel, st.st_size, st.st_mtime_ns)))
        parse_report = REPORT_PARSERS.get(df.kind)
        out["report"] = parse_report(out["text"]).to_json() if parse_report and not out["truncated"] else None
        optimized = root.optimized_file(module_key) if module_key else None
        if optimized is not None:
            with contextlib.suppress(BadModule, NotFound):
                names = {inst.name for inst in self.view(root, optimized.rel).insts}
                out["optimized"] = optimized.rel
                out["instructions"] = sorted(n for n in set(_NAME_RE.findall(out["text"])) if n in names)
        return _json_bytes(out)

    def api_text(self, q: dict) -> bytes:
        """A module file's text (the first ``TEXT_BYTES``) with its token runs (its kind's lexer: HLO's, StableHLO's for
        a .mlir), for the text view. Read as it is: a file that does not parse is shown too."""
        root = self.root(q.get("root"))
        f = root.file(q.get("file") or "")
        out = {"file": f.rel, "module_key": f.module, "label": f.snapshot.label, "bytes": f.snapshot.size}
        out.update(self._text(f.snapshot.path, f.rel, kind_named(f.snapshot.kind).lexer,
                              (root.index, f.rel, f.snapshot.size, f.snapshot.mtime_ns)))
        return _json_bytes(out)

    def api_roots(self, q: dict) -> bytes:
        return _json_bytes({"roots": [r.listing() for r in self.roots]})

    def api_timeline(self, q: dict) -> bytes:
        return _json_bytes(self.root(q.get("root")).timeline(q.get("module", "")))

    def api_module(self, q: dict) -> bytes:
        """The graph data (``page_data`` of the entry and every computation, without the full
        instruction texts, which /api/inst gives one at a time)."""
        root = self.root(q.get("root"))

        def compute():
            v = self.view(root, q.get("file"))
            data = page_data(v.module, v.module.entry, texts=False, all_computations=True)
            f = v.file
            mod = root.module(f.module)
            data.update(root=root.index, file=f.rel, label=f.snapshot.label, module_key=f.module,
                        module_name=mod.name, position=f.position, files=len(mod.files),
                        timeline=mod.dump is not None and len(mod.files) > 1,
                        bytes=f.snapshot.size, computations=len(v.module.computations))
            return data
        return self._answer(self._file_key("module", root, q.get("file")), compute)

    def api_inst(self, q: dict) -> bytes:
        root = self.root(q.get("root"))
        k = _as_int(q.get("k"), "k")

        def compute():
            v = self.view(root, q.get("file"))
            if not 0 <= k < len(v.insts):
                raise NotFound(f"no instruction {k}")
            return self._instruction(v, k)
        return self._answer(self._file_key("inst", root, q.get("file"), k), compute)

    def _instruction(self, v: ModuleView, k: int) -> dict:
        inst, comp = v.insts[k], v.comp_of[k]
        idx = v.index
        meta = kv_dict(inst.attribute_map.get("metadata"))
        frames = v.sources.frames(meta)
        for fr in frames:
            fr["available"] = _source_path(str(fr["file"]), v.root) is not None
        fa = inst.attribute_map.get("frontend_attributes")
        frontend = [[str(a), attr_text(b) if not isinstance(b, str) else b] for a, b in fa.items] \
            if isinstance(fa, FrontendAttributes) else []
        bc = inst.attribute_map.get("backend_config")
        backend = None
        if isinstance(bc, BackendConfig):
            try:
                backend = json.dumps(json.loads(bc.text), indent=1)
            except ValueError:        # not JSON (an MLIR dictionary or a plain string): as written
                backend = bc.text
        elif bc is not None:
            backend = attr_text(bc)
        shape = inst.shape
        layouts = [leaf.layout.to_text() for leaf in shape.leaves() if leaf.is_array and leaf.layout is not None]
        text = instruction_text(inst)
        return {"k": k, "name": inst.name, "opcode": inst.opcode, "computation": comp.name,
                "text": text, "text_highlight": highlight(text, HLO_KIND.lexer),
                "shape": shape.to_text(True), "dims": shape.to_text(False),
                "layout": "; ".join(layouts) if layouts else None, "root": inst.is_root,
                "operands": [idx[(comp.name, o.name)] for o in inst.operands if (comp.name, o.name) in idx],
                "users": [idx[(comp.name, u.name)] for u in inst.users if (comp.name, u.name) in idx],
                "calls": [c.name for c in inst.called_computations],
                "metadata": [[key, str(val)] for key, val in meta.items()],
                "frames": frames, "frontend_attributes": frontend, "backend_config": backend,
                "attributes": [[key, attr_text(val)] for key, val in inst.attribute_map.items()
                               if key not in PANEL_ATTRS],
                "line": inst.loc.line if inst.loc is not None else None}

    def api_stats(self, q: dict) -> bytes:
        root = self.root(q.get("root"))

        def compute():
            v = self.view(root, q.get("file"))
            out = module_stats(v.module)
            idx = v.index
            # Instructions named in the tables get their index, for links into the graph.
            for row in out["largest_tensors"] + out["fusions"]["largest"] + out["collectives"] + out["while_loops"]:
                row["k"] = idx.get((row.get("computation"), row.get("name")))
            return out
        return self._answer(self._file_key("stats", root, q.get("file")), compute)

    def api_cost(self, q: dict) -> bytes:
        """``hlotool cost``'s report of a module (a roofline estimate, computed on the first request and cached with
        the other answers), each kernel with its instruction index (for links into the graph). ``target=NAME``
        prices it on one of the table's chips instead of the dump's own target (a name only: never a file)."""
        root = self.root(q.get("root"))
        target = q.get("target") or None
        if target is not None and target not in CHIPS:
            raise NotFound(f"no target '{target}': one of {', '.join(CHIPS)}")

        def compute():
            v = self.view(root, q.get("file"))
            report = module_cost(v.module, CHIPS[target] if target else None, path=v.file.snapshot.path)
            idx = v.index
            for row in report["kernels"]:
                row["k"] = idx.get((row["computation"], row["name"]))
            report["targets"] = list(CHIPS)
            report["chosen_target"] = target
            return report
        return self._answer(self._file_key("cost", root, q.get("file"), target), compute)

    def api_memory(self, q: dict) -> bytes:
        """``hlotool memory``'s report of a module, with each listed buffer's instruction index (for links into the
        graph) and, for ``at=POSITION``, the buffers live there."""
        root = self.root(q.get("root"))
        at = q.get("at")
        position = _as_int(at, "at") if at not in (None, "") else None

        def compute():
            v = self.view(root, q.get("file"))
            analysis = analyze_memory(v.module)
            order = analysis.order
            if position is not None and not 0 <= position < len(order):
                raise NotFound(f"position {position} is outside the entry's {len(order)} instructions")
            report = memory_report(v.module, v.file.snapshot.path, top=50,
                                   at=order[position].name if position is not None else None, analysis=analysis)
            idx = v.index
            for row in report["live_at_peak"] + report.get("at", {}).get("live", []):
                row["k"] = idx.get((row["computation"], row["name"].split("{")[0]))
            report["order"] = [inst.name for inst in order]
            return report
        return self._answer(self._file_key("memory", root, q.get("file"), position), compute)

    def api_verify(self, q: dict) -> bytes:
        root = self.root(q.get("root"))

        def compute():
            v = self.view(root, q.get("file"))
            return {"findings": [self._finding(v, d) for d in verify(v.module)]}
        return self._answer(self._file_key("verify", root, q.get("file")), compute)

    @staticmethod
    def _finding(v: ModuleView, d: Diagnostic) -> dict:
        out = d.to_dict()
        out["file"] = v.file.rel
        out["k"] = v.index.get((d.computation, d.instruction)) if d.instruction and d.computation is not None \
            else None
        return out

    def api_diff(self, q: dict) -> bytes:
        """The structural diff of two files, with instruction indices of both sides' graph data:
        ``rows`` [status, left index, right index, opcode, [[field, left, right], ...]] for every
        instruction that is not unchanged, ``pairs`` the matched instructions as a flat
        [left, right, ...] list (to follow a selection from one graph to the other)."""
        ra, rb = self.root(q.get("ra")), self.root(q.get("rb", q.get("ra")))
        a_rel, b_rel = q.get("a", ""), q.get("b", "")
        fb = rb.file(b_rel)
        if q.get("prev"):             # a pass: the file against the one before it in its module
            before = rb.previous(fb)
            if before is None:
                raise NotFound(f"{b_rel} is the first file of its module: no step before it")
            ra, a_rel = rb, before.rel
        fa = ra.file(a_rel)

        def compute():
            va, vb = self.view(ra, a_rel), self.view(rb, b_rel)
            result = diff_modules(va.module, vb.module)
            li, ri = va.index, vb.index
            rows, pairs = [], []
            for c in result.computations:
                for d in c.instructions:
                    a = li.get((c.left, d.left)) if d.left is not None else None
                    b = ri.get((c.right, d.right)) if d.right is not None else None
                    if a is not None and b is not None:
                        pairs += [a, b]
                    if d.status != "unchanged":
                        rows.append([d.status, -1 if a is None else a, -1 if b is None else b, d.opcode,
                                     [[ch.field, ch.left, ch.right] for ch in d.changes]])
            if ra is rb:
                ra.remember_diff(fa, fb, result.summary)
            def side(r, f):
                return {"root": r.index, "file": f.rel, "label": f.snapshot.label, "module_key": f.module}
            return {"left": side(ra, fa), "right": side(rb, fb), "same": result.same, "summary": result.summary,
                    "computation_summary": result.computation_summary,
                    "computations": [[c.status, c.left, c.right]
                                     for c in result.computations if c.status != "unchanged"],
                    "rows": rows, "pairs": pairs}
        key = ("diff", ra.index, fa.rel, fa.snapshot.size, fa.snapshot.mtime_ns,
               rb.index, fb.rel, fb.snapshot.size, fb.snapshot.mtime_ns)
        return self._answer(key, compute)

    def api_source(self, q: dict) -> bytes:
        """Lines around ``line`` of a source file the module's metadata names (and only such a
        file: never an arbitrary path)."""
        root = self.root(q.get("root"))
        v = self.view(root, q.get("file"))
        name = q.get("path", "")
        line = _as_int(q.get("line"), "line")
        if name not in v.referenced_sources():
            raise NotFound(f"'{name}' is not a source file of this module")
        path = _source_path(name, root)
        if path is None:
            raise NotFound(f"{name}: not found on this machine")
        try:
            with open(path, "rb") as f:
                data = f.read(MAX_SOURCE_BYTES + 1)
        except OSError as e:
            raise NotFound(f"{name}: cannot read: {e.strerror or e}") from None
        if len(data) > MAX_SOURCE_BYTES:
            raise NotFound(f"{name}: larger than {MAX_SOURCE_BYTES // 1_000_000} MB")
        lines = data.decode("utf-8", "replace").splitlines()
        start = max(1, line - SOURCE_CONTEXT)
        return _json_bytes({"path": name, "resolved": str(path), "line": line, "start": start,
                            "lines": lines[start - 1:line + SOURCE_CONTEXT], "total": len(lines)})


def _source_path(name: str, root: Root) -> Path | None:
    """Where a source file named in metadata is on this machine: as written (absolute, or relative
    to the server's working directory), else relative to the served folder. Regular files only."""
    candidates = [Path(name)]
    if not os.path.isabs(name):
        candidates.append((root.path if root.path.is_dir() else root.path.parent) / name)
    for p in candidates:
        try:
            if stat.S_ISREG(p.stat().st_mode):
                return p
        except (OSError, ValueError):
            continue
    return None
