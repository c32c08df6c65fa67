"""The pass timeline of one dumped module: per snapshot, the instruction count and how much the
pass changed the module.

Counts and content digests come from a line scan of each file, cached per file (``DumpCache``), so
a timeline of hundreds of files costs one read of each the first time and none afterwards. A step
whose text equals the previous one changed nothing (no parse). The structural diff against the
previous snapshot (``summary``) needs both files parsed; it is computed with ``diffs=True`` and
cached too, and ``pass_diff`` parses just the two files around one pass."""
from __future__ import annotations

from dataclasses import dataclass

from ..errors import HloSyntaxError
from ..parser import parse_file
from ..structural_diff import DiffResult, diff_modules
from .cache import DumpCache
from .progress import LazyProgress
from .scan import DumpError, DumpModule, Snapshot

# ``hlotool dump DIR --module M`` computes structural diffs by default only below this many bytes of
# HLO in the module (a parse runs at about 10 MB/s); ``--diffs`` forces them.
AUTO_DIFF_BYTES = 16_000_000


@dataclass
class TimelineStep:
    snapshot: Snapshot
    instructions: int | None           # None when the file does not parse (or cannot be read)
    summary: dict | None               # diff summary against the previous snapshot (diffs=True)
    error: str | None = None
    identical: bool | None = None      # same module text as the previous snapshot (None: first one)
    delta: int | None = None           # instructions minus the previous snapshot's

    @property
    def changed_instructions(self) -> int:
        if not self.summary:
            return 0
        return self.summary["changed"] + self.summary["left_only"] + self.summary["right_only"]

    def to_json(self) -> dict:
        s = self.snapshot
        return {"step": s.order - 1 if s.pass_name else None, "label": s.label, "pipeline": s.pipeline,
                "pass": s.pass_name,
                "file": s.path.name, "bytes": s.size, "instructions": self.instructions, "delta": self.delta,
                "identical": self.identical, "diff": self.summary,
                "changed_instructions": self.changed_instructions if self.summary else None, "error": self.error}


def _load(snapshot: Snapshot):
    try:
        return parse_file(str(snapshot.path)), None
    except HloSyntaxError as e:
        return None, str(e)
    except OSError as e:
        return None, f"{snapshot.path}: cannot read: {e.strerror or e}"


def _cache_for(module: DumpModule, cache: DumpCache | None) -> DumpCache:
    if cache is not None:
        return cache
    folder = module.snapshots[0].path.parent if module.snapshots else "."
    return DumpCache(folder)


def scan_counts(snapshots: list[Snapshot], cache: DumpCache, progress: LazyProgress | None = None) -> dict:
    """``{path name: facts | error string}`` for each snapshot, reading only uncached files."""
    out: dict[str, dict | str] = {}
    for snap in snapshots:
        try:
            out[snap.path.name] = cache.scan(snap)
        except OSError as e:
            out[snap.path.name] = f"{snap.path}: cannot read: {e.strerror or e}"
        if progress is not None:
            progress.advance(snap.size)
    return out


def module_timeline(module: DumpModule, diffs: bool = True, cache: DumpCache | None = None,
                    progress: bool | LazyProgress = False) -> list[TimelineStep]:
    cache = _cache_for(module, cache)
    bar = progress if isinstance(progress, LazyProgress) else None
    own_bar = bar is None and progress is True
    if own_bar:
        todo = [s for s in module.snapshots if cache.file_facts(s) is None]
        bar = LazyProgress(sum(s.size for s in todo) + (module.size if diffs else 0),
                           f"{module.key}: counting instructions")
    try:
        facts = scan_counts(module.snapshots, cache, bar)
        steps: list[TimelineStep] = []
        prev_snap = prev_facts = None
        prev_parsed = None                  # (snapshot, parsed module) of the previous step, if parsed
        for snap in module.snapshots:
            f = facts[snap.path.name]
            if isinstance(f, str):
                steps.append(TimelineStep(snap, None, None, f))
                continue
            step = TimelineStep(snap, f["instructions"], None)
            if prev_facts is not None:
                step.identical = f["digest"] == prev_facts["digest"]
                step.delta = f["instructions"] - prev_facts["instructions"]
            if diffs:
                if bar is not None:
                    bar.note(f"{module.key}: diffing {snap.label}")
                if prev_snap is not None and step.identical:
                    step.summary = {"unchanged": f["instructions"], "changed": 0, "left_only": 0, "right_only": 0}
                elif prev_snap is not None:
                    step.summary = cache.diff_summary(prev_snap, snap)
                if step.summary is None and (prev_snap is None or not step.identical):
                    parsed, error = _load(snap)
                    if parsed is None:
                        step.instructions, step.error = None, error
                        steps.append(step)
                        if bar is not None:
                            bar.advance(snap.size)
                        continue
                    if prev_snap is not None:
                        if prev_parsed is None or prev_parsed[0] is not prev_snap:
                            before, error = _load(prev_snap)
                            prev_parsed = (prev_snap, before) if before is not None else None
                        if prev_parsed is not None:
                            step.summary = diff_modules(prev_parsed[1], parsed).summary
                            cache.put_diff_summary(prev_snap, snap, step.summary)
                    prev_parsed = (snap, parsed)
                if bar is not None:
                    bar.advance(snap.size)
            steps.append(step)
            prev_snap, prev_facts = snap, f
        return steps
    finally:
        if own_bar and bar is not None:
            bar.close()


def pass_steps(module: DumpModule, pass_name: str) -> list[int]:
    """Indexes into ``module.snapshots`` of the files written after ``pass_name``: a pass
    (``fusion``), ``PIPELINE/PASS``, or the file's 4-digit step number (``0014``)."""
    hits = []
    for k, snap in enumerate(module.snapshots):
        names = {snap.pass_name, f"{snap.pipeline}/{snap.pass_name}", f"{snap.order - 1:04d}"}
        if snap.pass_name and pass_name in names and k > 0:
            hits.append(k)
    return hits


def pass_diff(module: DumpModule, pass_name: str, progress: bool = False) -> tuple[Snapshot, Snapshot, DiffResult]:
    """The diff the pass made: the snapshot before it against the one after it (only these two
    files are read). A pass that ran more than once: its first run (name the step number for another)."""
    snaps = module.snapshots
    steps = pass_steps(module, pass_name)
    if steps:
        before, after = snaps[steps[0] - 1], snaps[steps[0]]
        with LazyProgress(3, f"parsing {_short(before)}", stream=None if progress else _NoTTY()) as bar:
            a, err_a = _load(before)
            bar.advance(1, f"parsing {_short(after)}")
            b, err_b = _load(after)
            bar.advance(1, "diffing")
            if a is None or b is None:
                raise DumpError(err_a or err_b)
            result = diff_modules(a, b)
            bar.advance(1)
        return before, after, result
    passes = ", ".join(dict.fromkeys(s.pass_name for s in snaps if s.pass_name)) or "none (dump without " \
        "--xla_dump_hlo_pass_re)"
    raise DumpError(f"no pass '{pass_name}' in {module.key}; its passes: {passes}")


def _short(snap: Snapshot) -> str:
    return f"step {snap.order - 1:04d} ({snap.pass_name})" if snap.pass_name else snap.label


class _NoTTY:
    def isatty(self) -> bool:
        return False
