"""Reading an ``--xla_dump_to`` folder: which modules it holds and the HLO snapshots of each, in
pipeline order, from the file names alone.

  module_NNNN.NAME.before_optimizations.txt
  module_NNNN.NAME.NNNN.PIPELINE.after_PASS.before_NEXT.txt    (with --xla_dump_hlo_pass_re)
  module_NNNN.NAME.NNNN.PIPELINE.after_STEP.txt                (steps inside a pass, e.g. copy-insertion)
  module_NNNN.NAME.[cpu_|gpu_]after_optimizations.txt
Other files (buffer assignment, live ranges, LLVM IR, objects, options) are not HLO and are skipped.
"""
from __future__ import annotations

import os
import re
import stat
from dataclasses import dataclass, field
from pathlib import Path

_PASS_FILE = re.compile(r"^module_(\d+)\.(.+?)\.(\d{4})\.([^.]+)\.after_(.+?)(?:\.before_(.+))?\.txt$")
_STAGE_FILE = re.compile(r"^module_(\d+)\.(.+)\.(before_optimizations|(?:[a-z]+_)?after_optimizations)\.txt$")


@dataclass(frozen=True)
class Snapshot:
    """One HLO text file of a module: a point in its pass pipeline."""
    path: Path
    order: int                 # position in the timeline
    label: str                 # "before_optimizations", "PIPELINE/after PASS", "after_optimizations"
    pipeline: str = ""
    pass_name: str = ""        # the pass that produced this state ("" for the stage files)
    next_pass: str = ""
    size: int = 0              # bytes, from os.stat (with mtime_ns: the cache key)
    mtime_ns: int = 0


@dataclass
class DumpModule:
    number: str                # "0006"
    name: str                  # "jit_f"
    snapshots: list[Snapshot] = field(default_factory=list)

    @property
    def key(self) -> str:
        return f"module_{self.number}.{self.name}"

    @property
    def size(self) -> int:
        return sum(s.size for s in self.snapshots)

    @property
    def has_pass_dumps(self) -> bool:
        return any(s.pass_name for s in self.snapshots)


class DumpError(ValueError):
    """A folder that is not an XLA dump, or a module/pass that is not in it."""


def scan_dump(folder: str | Path) -> list[DumpModule]:
    folder = Path(folder)
    if not folder.is_dir():
        raise DumpError(f"{folder}: not a directory (expected a folder written with --xla_dump_to)")
    modules: dict[tuple[str, str], DumpModule] = {}
    # Names and sizes only: one directory listing and one stat per HLO file, no file is opened.
    with os.scandir(folder) as entries:
        names = sorted(e.name for e in entries if e.name.startswith("module_") and e.name.endswith(".txt"))
    for fname in names:
        m = _PASS_FILE.match(fname)
        stage = None if m else _STAGE_FILE.match(fname)
        if not (m or stage):
            continue
        path = folder / fname
        try:
            st = path.stat()
        except OSError:
            continue
        if not stat.S_ISREG(st.st_mode):
            continue
        if m:
            number, name, step, pipeline, pass_name, next_pass = m.groups()
            mod = modules.setdefault((number, name), DumpModule(number, name))
            mod.snapshots.append(Snapshot(path, int(step) + 1, f"{pipeline}/after {pass_name}", pipeline,
                                          pass_name, next_pass or "", st.st_size, st.st_mtime_ns))
            continue
        number, name, stage_name = stage.groups()
        mod = modules.setdefault((number, name), DumpModule(number, name))
        # before_optimizations first, after_optimizations last.
        order = 0 if stage_name == "before_optimizations" else 1 << 30
        mod.snapshots.append(Snapshot(path, order, stage_name, size=st.st_size, mtime_ns=st.st_mtime_ns))
    if not modules:
        raise DumpError(f"{folder}: no HLO dump files (module_NNNN.NAME....txt) found")
    for mod in modules.values():
        mod.snapshots.sort(key=lambda s: s.order)
    return sorted(modules.values(), key=lambda m: m.number)


def find_module(modules: list[DumpModule], wanted: str) -> DumpModule:
    """By name (``jit_f``), key (``module_0006.jit_f``) or number (``6``, ``0006``)."""
    hits = [m for m in modules if wanted in (m.name, m.key, m.number)
            or (wanted.isdigit() and int(wanted) == int(m.number))]
    if len(hits) == 1:
        return hits[0]
    names = ", ".join(m.key for m in modules)
    if not hits:
        raise DumpError(f"no module '{wanted}' in the dump; it has: {names}")
    raise DumpError(f"'{wanted}' names {len(hits)} modules ({', '.join(m.key for m in hits)}); "
                    "use module_NNNN.NAME")
