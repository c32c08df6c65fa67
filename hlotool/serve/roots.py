"""What ``hlotool serve`` serves: one or two roots, each an ``--xla_dump_to`` folder (or jax's
``JAX_DUMP_IR_TO`` folder: hlotool.dump.scan), a folder of ``.hlo`` and StableHLO ``.mlir`` files, or one
module file. A root is a list of modules, each a list of files (a dump module's snapshots in pipeline order;
one file for the other kinds).

Files are addressed by their path relative to the root (``/``-separated), and only files the scan
found are ever opened: a request names a key of ``Root.files``, never a path to join. The scan
reads names and ``os.stat`` only (and the first bytes of a ``.mlir`` that may be StableHLO); instruction
counts come from the dump cache (``dump/cache.py``)."""
from __future__ import annotations

import os
import stat
import threading
from dataclasses import dataclass, field, replace
from pathlib import Path

from ..dump import (
    STABLEHLO_KIND,
    DumpCache,
    DumpError,
    DumpFile,
    DumpModule,
    Snapshot,
    is_dump_file_name,
    is_stablehlo_file,
    module_text_kind,
    module_timeline,
    scan_dump,
)

MAX_FOLDER_FILES = 20_000      # a folder of .hlo files: stop scanning beyond this many
HLO_SUFFIXES = (".hlo",)       # and StableHLO's (.mlir files whose content is StableHLO)
HEADER_BYTES = 4096            # enough for the ``HloModule NAME, ...`` line's name
# The folder view reads every file once (then caches its count and digest) to say how many steps
# changed each module, when at most this much is not cached yet; beyond it, only the first and last
# file of each module are read, and a module's timeline view reads the rest.
SCAN_ALL_BYTES = 100_000_000


class NotFound(LookupError):
    """Nothing of that name is served (a 404)."""


@dataclass
class ServedFile:
    rel: str                   # the id in URLs: path relative to the root
    module: str                # key of its module
    snapshot: Snapshot         # path, label, size and mtime at scan time
    position: int              # index in its module's files


@dataclass
class ServedModule:
    key: str                   # module_NNNN.NAME for dump modules, the relative path otherwise
    name: str                  # the HLO module's name
    files: list[ServedFile] = field(default_factory=list)
    dump: DumpModule | None = None

    @property
    def size(self) -> int:
        return sum(f.snapshot.size for f in self.files)


class Root:
    """One PATH given to ``hlotool serve``. Rescanned when its folder's mtime changes (a dump
    being written), so new files appear on the next folder request."""

    def __init__(self, path: str | os.PathLike, index: int):
        self.given = str(path)
        self.index = index
        self.path = Path(path).resolve()
        if not self.path.exists():
            raise DumpError(f"{path}: no such file or directory")
        if self.path.is_dir():
            try:
                with os.scandir(self.path) as entries:
                    dump = any(is_dump_file_name(e.name) for e in entries)
            except OSError as e:
                raise DumpError(f"{path}: cannot list: {e.strerror or e}") from None
            self.kind = "dump" if dump else "folder"
        elif self.path.is_file():
            self.kind = "file"
        else:
            raise DumpError(f"{path}: not a regular file or directory")
        self.lock = threading.RLock()
        self.modules: list[ServedModule] = []
        self.files: dict[str, ServedFile] = {}
        self._caches: dict[Path, DumpCache] = {}
        self._stamp = None
        self._scan()
        if not self.files:
            what = {"dump": "no HLO dump files (module_NNNN.NAME....txt)",
                    "folder": "no .hlo files, no StableHLO .mlir files (and no dump files: module_NNNN....txt, "
                              "jax_irNNNN_NAME_STAGE.mlir)", "file": "nothing"}[self.kind]
            raise DumpError(f"{path}: {what} found")

    # ---------------------------------------------------------------- scanning
    def _dir_stamp(self):
        try:
            return self.path.stat().st_mtime_ns
        except OSError:
            return None

    def _scan(self) -> None:
        self._stamp = self._dir_stamp()
        modules: list[ServedModule] = []
        others: dict[str, tuple[DumpFile, str]] = {}
        if self.kind == "dump":
            orphans: list[DumpFile] = []
            dumped = scan_dump(self.path, orphans)
            for df in [f for dm in dumped for f in dm.files if not f.module_text] + orphans:
                if self._inside(df.path):      # (a link out of the root is not served)
                    others[df.path.relative_to(self.path).as_posix()] = (df, df.module)
            for dm in dumped:
                inside = [snap for snap in dm.snapshots if self._inside(snap.path)]
                later = [snap for snap in dm.later_hlo if self._inside(snap.path)]
                if not inside and not later:       # HLO snapshots alone: the module is theirs (read as HLO)
                    later = [Snapshot(f.path, 1 << 31, f.path.name, size=f.size, mtime_ns=f.path.stat().st_mtime_ns)
                             for f in dm.execution_snapshots[:1] if self._inside(f.path)]
                mod = ServedModule(dm.key, dm.name,
                                   dump=DumpModule(dm.number, dm.name, inside, later, naming=dm.naming))
                # Every HLO text: the pass timeline, then those after it (buffer assignment, codegen).
                mod.files = [ServedFile(snap.path.name, dm.key, snap, k) for k, snap in enumerate(inside + later)]
                if mod.files:
                    modules.append(mod)
        elif self.kind == "folder":
            for rel, path, st in self._walk():
                snap = Snapshot(path, 0, rel, size=st.st_size, mtime_ns=st.st_mtime_ns, kind=module_text_kind(rel).kind)
                modules.append(ServedModule(rel, _module_name(path) or path.stem, [ServedFile(rel, rel, snap, 0)]))
        else:
            st = self.path.stat()
            snap = Snapshot(self.path, 0, self.path.name, size=st.st_size, mtime_ns=st.st_mtime_ns,
                            kind=module_text_kind(self.path.name).kind)
            rel = self.path.name
            modules.append(ServedModule(rel, _module_name(self.path) or self.path.stem, [ServedFile(rel, rel, snap,
                                                                                                    0)]))
        self.modules = modules
        self.files = {f.rel: f for m in modules for f in m.files}
        self.by_key = {m.key: m for m in modules}
        self.others = others       # a dump's files that are not HLO text: rel -> (DumpFile, module key)

    def _inside(self, path: Path) -> bool:
        """A symbolic link out of the root is not served."""
        try:
            path.resolve().relative_to(self.path)
            return True
        except (OSError, ValueError):
            return False

    def _walk(self):
        found = 0
        for dirpath, dirnames, filenames in os.walk(self.path, followlinks=False):
            dirnames[:] = sorted(d for d in dirnames if not d.startswith("."))
            for name in sorted(filenames):
                stablehlo = module_text_kind(name) is STABLEHLO_KIND
                if not (name.endswith(HLO_SUFFIXES) or stablehlo) or name.startswith("."):
                    continue
                path = Path(dirpath) / name
                if stablehlo and not is_stablehlo_file(path):       # (MLIR of another dialect: no module)
                    continue
                try:
                    st = path.stat()
                except OSError:
                    continue
                if not stat.S_ISREG(st.st_mode) or not self._inside(path):
                    continue
                yield path.relative_to(self.path).as_posix(), path, st
                found += 1
                if found >= MAX_FOLDER_FILES:
                    return

    def refresh(self) -> None:
        if self.kind == "file":
            return
        with self.lock:
            if self._dir_stamp() != self._stamp:
                self._scan()

    # ---------------------------------------------------------------- lookups
    def other_file(self, rel: str):
        """(DumpFile, module key) of a dump file that is not HLO text, as the scan found it."""
        found = self.others.get(rel)
        if found is None:
            self.refresh()
            found = self.others.get(rel)
        if found is None:
            raise NotFound(f"no file '{rel}' in {self.given}")
        return found

    def optimized_file(self, module_key: str) -> ServedFile | None:
        """The last file of a module's pass timeline: the optimized module its other files describe."""
        m = self.by_key.get(module_key)
        if m is None or not m.files:
            return None
        return m.files[(len(m.dump.snapshots) if m.dump is not None and m.dump.snapshots else len(m.files)) - 1]

    def file(self, rel: str) -> ServedFile:
        """The served file ``rel`` with its current size and mtime (it may have been rewritten)."""
        f = self.files.get(rel)
        if f is None:
            self.refresh()
            f = self.files.get(rel)
        if f is None:
            raise NotFound(f"no file '{rel}' in {self.given}")
        try:
            st = f.snapshot.path.stat()
        except OSError as e:
            raise NotFound(f"{rel}: cannot read: {e.strerror or e}") from None
        if (st.st_size, st.st_mtime_ns) != (f.snapshot.size, f.snapshot.mtime_ns):
            f = replace(f, snapshot=replace(f.snapshot, size=st.st_size, mtime_ns=st.st_mtime_ns))
        return f

    def module(self, key: str) -> ServedModule:
        mod = self.by_key.get(key)
        if mod is None:
            self.refresh()
            mod = self.by_key.get(key)
        if mod is None:
            raise NotFound(f"no module '{key}' in {self.given}")
        return mod

    def previous(self, f: ServedFile) -> ServedFile | None:
        """The file before ``f`` in its module's pipeline (the state a pass started from)."""
        mod = self.by_key[f.module]
        return mod.files[f.position - 1] if f.position > 0 else None

    def _cache(self, folder: Path) -> DumpCache:
        c = self._caches.get(folder)
        if c is None:
            c = self._caches[folder] = DumpCache(folder)
        return c

    def facts(self, f: ServedFile) -> dict | None:
        """Cached ``{"instructions", "digest"}`` of a file (scanned once and cached on disk); None
        when it cannot be read."""
        with self.lock:
            try:
                return self._cache(f.snapshot.path.parent).scan(f.snapshot)
            except OSError:
                return None

    def save_caches(self) -> None:
        with self.lock:
            for c in self._caches.values():
                c.save()

    # ---------------------------------------------------------------- JSON of the folder and timeline views
    def listing(self) -> dict:
        """Modules with sizes, pass counts, instruction counts before and after optimization (the
        first and the last file) and how many steps changed the module (see ``SCAN_ALL_BYTES``)."""
        self.refresh()
        with self.lock:
            uncached = sum(f.snapshot.size for m in self.modules for f in m.files
                           if self._cache(f.snapshot.path.parent).file_facts(f.snapshot) is None)
            scan_all = uncached <= SCAN_ALL_BYTES
            rows = []
            for m in self.modules:
                # The pass timeline ends at the optimized module; HLO texts after it are listed, not counted.
                timeline = m.files[:len(m.dump.snapshots)] if m.dump is not None and m.dump.snapshots else m.files
                first, last = self.facts(timeline[0]), self.facts(timeline[-1])
                cache = self._cache(m.files[0].snapshot.path.parent)
                known = [self.facts(f) if scan_all else cache.file_facts(f.snapshot) for f in timeline]
                changing: int | None = None
                if all(known):          # every digest cached already: count the steps that changed
                    digests = [k["digest"] for k in known if k is not None]
                    changing = sum(1 for a, b in zip(digests, digests[1:], strict=False) if a != b)
                passes = [f.snapshot.pass_name for f in m.files if f.snapshot.pass_name]
                rows.append({"key": m.key, "name": m.name, "bytes": m.size, "files": len(m.files),
                             "passes": len(set(passes)), "pass_runs": len(passes),
                             "pass_dumps": bool(passes),
                             "instructions_before": first["instructions"] if first else None,
                             "instructions_after": last["instructions"] if last else None,
                             "changing_steps": changing,
                             "timeline": len(timeline),
                             "other_files": [[rel, df.kind, df.size] for rel, (df, key) in self.others.items()
                                             if key == m.key],
                             "snapshots": [[f.rel, f.snapshot.label, f.snapshot.size] for f in m.files]})
            self.save_caches()
        return {"index": self.index, "path": str(self.path), "given": self.given, "kind": self.kind,
                "modules": rows}

    def timeline(self, key: str) -> dict:
        """The pass timeline of a dump module: instruction count after each step and whether the step
        changed the text (content digests); structural-diff summaries where they are cached."""
        mod = self.module(key)
        if mod.dump is None:
            raise NotFound(f"'{key}' is one file, not a dumped module with a pass timeline")
        with self.lock:
            cache = self._cache(self.path)
            steps = module_timeline(mod.dump, diffs=False, cache=cache)
            out, prev = [], None
            for s in steps:
                row = s.to_json()
                row["file"] = s.snapshot.path.name
                if prev is not None and s.identical is False:
                    row["diff"] = cache.diff_summary(prev, s.snapshot)
                out.append(row)
                prev = s.snapshot
            cache.save()
        return {"root": self.index, "module": mod.key, "name": mod.name, "steps": out}

    def remember_diff(self, before: ServedFile, after: ServedFile, summary: dict) -> None:
        """A pass diff computed for the browser also serves the timeline's summary column."""
        if after.position != before.position + 1 or after.module != before.module:
            return
        with self.lock:
            cache = self._cache(after.snapshot.path.parent)
            cache.put_diff_summary(before.snapshot, after.snapshot, summary)
            cache.save()


def _module_name(path: Path) -> str | None:
    """The name on the ``HloModule NAME`` line (reads a few KB)."""
    try:
        with open(path, "rb") as f:
            head = f.read(HEADER_BYTES)
    except OSError:
        return None
    for line in head.splitlines():
        line = line.strip()
        if line.startswith(b"HloModule"):
            parts = line[len(b"HloModule"):].strip().split(b",")[0].split()
            return parts[0].decode("utf-8", "replace") if parts else None
        if line and not line.startswith(b"//"):
            return None
    return None
