"""Reading an ``--xla_dump_to`` folder: which modules it holds and the HLO snapshots of each, in
pipeline order, from the file names alone.

  module_NNNN.NAME.before_optimizations.txt
  module_NNNN.NAME.NNNN.PIPELINE.after_PASS.before_NEXT.txt    (with --xla_dump_hlo_pass_re)
  module_NNNN.NAME.NNNN.PIPELINE.after_STEP.txt                (steps inside a pass, e.g. copy-insertion)
  module_NNNN.NAME.[cpu_|gpu_]after_optimizations.txt
Other files (buffer assignment, live ranges, LLVM IR, objects, options) are not HLO and are skipped.
"""
from __future__ import annotations

import re
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


@dataclass
class DumpModule:
    number: str                # "0006"
    name: str                  # "jit_f"
    snapshots: list[Snapshot] = field(default_factory=list)

    @property
    def key(self) -> str:
        return f"module_{self.number}.{self.name}"

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
    for path in sorted(folder.iterdir()):
        if not path.is_file():
            continue
        m = _PASS_FILE.match(path.name)
        if m:
            number, name, step, pipeline, pass_name, next_pass = m.groups()
            mod = modules.setdefault((number, name), DumpModule(number, name))
            mod.snapshots.append(Snapshot(path, int(step) + 1, f"{pipeline}/after {pass_name}", pipeline,
                                          pass_name, next_pass or ""))
            continue
        m = _STAGE_FILE.match(path.name)
        if m:
            number, name, stage = m.groups()
            mod = modules.setdefault((number, name), DumpModule(number, name))
            # before_optimizations first, after_optimizations last.
            order = 0 if stage == "before_optimizations" else 1 << 30
            mod.snapshots.append(Snapshot(path, order, stage))
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
