"""The pass timeline of one dumped module: per snapshot, the instruction count and how much the
pass changed the module (a structural diff against the previous snapshot)."""
from __future__ import annotations

from dataclasses import dataclass

from ..diff import DiffResult, diff_modules
from ..errors import HloSyntaxError
from ..parser import parse_file
from .scan import DumpError, DumpModule, Snapshot


@dataclass
class TimelineStep:
    snapshot: Snapshot
    instructions: int | None           # None when the file does not parse
    summary: dict | None               # diff summary against the previous parsed snapshot
    error: str | None = None

    @property
    def changed_instructions(self) -> int:
        if not self.summary:
            return 0
        return self.summary["changed"] + self.summary["left_only"] + self.summary["right_only"]

    def to_json(self) -> dict:
        s = self.snapshot
        return {"step": s.order - 1 if s.pass_name else None, "label": s.label, "pipeline": s.pipeline, "pass": s.pass_name,
                "file": s.path.name, "instructions": self.instructions, "diff": self.summary,
                "changed_instructions": self.changed_instructions, "error": self.error}


def _load(snapshot: Snapshot):
    try:
        return parse_file(str(snapshot.path)), None
    except HloSyntaxError as e:
        return None, str(e)
    except OSError as e:
        return None, f"{snapshot.path}: cannot read: {e.strerror or e}"


def module_timeline(module: DumpModule) -> list[TimelineStep]:
    steps = []
    previous = None
    for snap in module.snapshots:
        parsed, error = _load(snap)
        if parsed is None:
            steps.append(TimelineStep(snap, None, None, error))
            continue
        summary = diff_modules(previous, parsed).summary if previous is not None else None
        steps.append(TimelineStep(snap, parsed.instruction_count, summary))
        previous = parsed
    return steps


def pass_steps(module: DumpModule, pass_name: str) -> list[int]:
    """Indexes into ``module.snapshots`` of the files written after ``pass_name``: a pass
    (``fusion``), ``PIPELINE/PASS``, or the file's 4-digit step number (``0014``)."""
    hits = []
    for k, snap in enumerate(module.snapshots):
        names = {snap.pass_name, f"{snap.pipeline}/{snap.pass_name}", f"{snap.order - 1:04d}"}
        if snap.pass_name and pass_name in names and k > 0:
            hits.append(k)
    return hits


def pass_diff(module: DumpModule, pass_name: str) -> tuple[Snapshot, Snapshot, DiffResult]:
    """The diff the pass made: the snapshot before it against the one after it. A pass that ran
    more than once: its first run (name the step number for another)."""
    snaps = module.snapshots
    steps = pass_steps(module, pass_name)
    if steps:
        before, after = snaps[steps[0] - 1], snaps[steps[0]]
        a, err_a = _load(before)
        b, err_b = _load(after)
        if a is None or b is None:
            raise DumpError(err_a or err_b)
        return before, after, diff_modules(a, b)
    passes = ", ".join(dict.fromkeys(s.pass_name for s in snaps if s.pass_name)) or "none (dump without " \
        "--xla_dump_hlo_pass_re)"
    raise DumpError(f"no pass '{pass_name}' in {module.key}; its passes: {passes}")
