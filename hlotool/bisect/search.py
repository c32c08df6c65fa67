"""Which pass of an ``--xla_dump_to`` folder changed what a module computes.

Every snapshot of the module (before_optimizations, the file after each pass, after_optimizations)
runs in hlotool's interpreter on the same inputs; its outputs are compared with
before_optimizations'.

Consecutive files with the same text (most passes change nothing, and every pipeline dumps its
start) form one *state* and run once. Two files are the same text when the content digest
``hlotool dump`` caches per file (``DumpCache``; no reparse) and the header line agree; a state
whose text equals an earlier state's reuses that result. The states are searched in one of two
ways:

- ``binary`` (the default): the last runnable state runs first. If it agrees with the reference,
  no pass changed the results. Otherwise the search keeps an agreeing state ``lo`` (at first the
  reference) and a differing state ``hi``, runs the runnable state nearest the middle between them
  and moves one end there, until they are neighbours (the pass that made ``hi`` is the answer) or
  every state between them is unrunnable (their passes and ``hi``'s are the suspect range). That is
  about log2(states) runs. It finds a pass where the outputs go from agreeing to differing; that is
  the first differing pass unless a later pass makes them agree again (and then a state past it
  may hide the earlier one).
- ``linear``: every state in order, up to the first that differs: the first differing pass also
  where a later pass would undo the difference.
"""
from __future__ import annotations

import hashlib
import math
import time
from dataclasses import dataclass, field

import numpy as np

from ..dump import (
    DumpCache,
    DumpModule,
    LazyProgress,
    Snapshot,
    output_sharding_from_folder,
    result_placement_hint,
    root_sharding_of,
    snapshot_bytes,
)
from ..errors import HloError
from ..interp import InterpError, run_module
from ..interp.device_io import global_shape, resolve_grid
from ..interp.fake_data import fake_args
from ..parser import parse_file
from ..structural_diff import DiffResult, diff_modules
from .precision import PathPrecision, module_precision, output_precisions
from .runner import OutputDiff, RunOptions, SnapshotSkipped, cast_arguments, compare_runs, load_snapshot, run_snapshot


class BisectError(ValueError):
    """The search cannot start: no snapshots, or the reference does not run on the inputs."""


@dataclass
class State:
    """Consecutive snapshots with the same text: files ``first..last`` of the module."""
    first: int
    last: int
    key: tuple | None              # (content digest, header digest); None: the file cannot be read


@dataclass
class Check:
    """The result of one state, in the name of its first file."""
    snapshot: Snapshot
    status: str                    # "reference" | "agrees" | "differs" | "skipped"
    reason: str | None = None      # why it was skipped
    differences: list[OutputDiff] = field(default_factory=list)
    seconds: float = 0.0           # parse, verify, run and compare (0 when reused)
    files: int = 1                 # the files of its state
    same_as: Snapshot | None = None  # not run: the same text as this snapshot, which was

    def to_json(self) -> dict:
        return {**snapshot_json(self.snapshot), "status": self.status, "reason": self.reason,
                "differences": [d.to_json() for d in self.differences], "seconds": round(self.seconds, 4),
                "files": self.files, "same_as": self.same_as.path.name if self.same_as else None}


@dataclass
class BisectResult:
    module: DumpModule
    strategy: str
    inputs: str                    # how the inputs were made, for the report
    verdict: str                   # "unchanged" | "changed" | "suspect_range" | "inconclusive" (nothing
                                   # but the reference could run)
    checks: list[Check]            # the states that were run or reused, in timeline order
    before: Snapshot | None = None   # the last snapshot that agrees, just before the suspect passes
    after: Snapshot | None = None    # the first snapshot that differs
    suspects: list[Snapshot] = field(default_factory=list)  # the passes that may have changed them
    differences: list[OutputDiff] = field(default_factory=list)  # after's outputs beyond tolerance
    unchecked: list[Snapshot] = field(default_factory=list)  # unchanged: passes after the last agreeing
                                                             # snapshot, whose snapshots cannot run
    diff: DiffResult | None = None   # structural diff of before -> after
    diff_error: str | None = None
    states: int = 0
    runs: int = 0                  # snapshots run (the reference and unrunnable ones included)
    identical: int = 0             # snapshots not run: the same text as one that was
    seconds: float = 0.0
    notes: list[str] = field(default_factory=list)
    warnings: list[str] = field(default_factory=list)   # what makes the answer less certain

    @property
    def snapshots(self) -> int:
        return len(self.module.snapshots)

    @property
    def skipped(self) -> list[Check]:
        return [c for c in self.checks if c.status == "skipped"]

    @property
    def changed(self) -> bool:
        return self.verdict in ("changed", "suspect_range")

    def to_json(self) -> dict:
        return {"module": self.module.key, "strategy": self.strategy, "inputs": self.inputs,
                "verdict": self.verdict,
                "pass": snapshot_json(self.suspects[0]) if self.verdict == "changed" else None,
                "suspects": [snapshot_json(s) for s in self.suspects],
                "unchecked": [snapshot_json(s) for s in self.unchecked],
                "before": self.before.path.name if self.before else None,
                "after": self.after.path.name if self.after else None,
                "differences": [d.to_json() for d in self.differences],
                "diff": self.diff.to_json() if self.diff is not None else None, "diff_error": self.diff_error,
                "skipped": [c.to_json() for c in self.skipped],
                "counts": {"snapshots": self.snapshots, "distinct": self.states, "run": self.runs,
                           "identical": self.identical,
                           "not_needed": self.snapshots - self.runs - self.identical},
                "seconds": round(self.seconds, 3), "notes": self.notes, "warnings": self.warnings,
                "checks": [c.to_json() for c in self.checks]}


def snapshot_json(s: Snapshot) -> dict:
    return {"step": s.order - 1 if s.pass_name else None, "label": s.label, "pipeline": s.pipeline,
            "pass": s.pass_name, "file": s.path.name}


def describe(s: Snapshot) -> str:
    """``step 0009 simplification/algsimp``, or the stage's name."""
    if s.pass_name:
        return f"step {s.order - 1:04d} {s.pipeline}/{s.pass_name}"
    if s.order > 0:
        return f"{s.label} (the passes after the last per-pass file)"
    return s.label


def _content_key(snap: Snapshot, cache: DumpCache) -> tuple | None:
    try:
        facts = cache.scan(snap)
        if snap.path.name.endswith(".txt"):
            with open(snap.path, "rb") as f:
                header = f.readline()        # the digest leaves it out; it holds the device grid
        else:
            header = snapshot_bytes(snap.path).split(b"\n", 1)[0]
    except (OSError, HloError):
        return None
    return facts["digest"], hashlib.blake2b(header, digest_size=8).hexdigest()


def _states(snapshots: list[Snapshot], cache: DumpCache) -> list[State]:
    states: list[State] = []
    for k, snap in enumerate(snapshots):
        key = _content_key(snap, cache)
        if states and key is not None and key == states[-1].key:
            states[-1].last = k
        else:
            states.append(State(k, k, key))
    return states


class _NoTTY:
    def isatty(self) -> bool:
        return False


class _Search:
    """The states of one module and what is known of them: ``evaluate(i)`` runs state ``i`` (or
    reuses the result of a state with the same text) and records it in ``checks``."""

    def __init__(self, module: DumpModule, states: list[State], reference, args, device_args,
                 options: RunOptions, bar: LazyProgress, ref_check: Check, paths: list[PathPrecision]):
        self.module, self.states, self.reference, self.paths = module, states, reference, paths
        self.args, self.device_args, self.options, self.bar = args, device_args, options, bar
        self.checks: dict[int, Check] = {0: ref_check}
        self.by_key: dict[tuple, Check] = {states[0].key: ref_check} if states[0].key is not None else {}
        self.run_files = {0}                 # indexes of the snapshot files that ran

    @property
    def last(self) -> int:
        return len(self.states) - 1

    def output_sharding(self, index: int):
        """The result's sharding for partitioned snapshot ``index`` (optimized modules carry none on their
        ROOT): the ROOT sharding of the nearest snapshot before it that the partitioner had not run on, else
        the one a module proto of the folder records, else what the folder tells to infer it by (each
        inferred output is announced in the run's notes)."""
        cache = self.__dict__.setdefault("_root_shardings", {})
        for k in range(index, -1, -1):
            path = self.module.snapshots[k].path
            if path not in cache:
                cache[path] = root_sharding_of(path)
            if cache[path] is not None:
                return cache[path]
        if "_folder_sharding" not in self.__dict__:
            path = self.module.snapshots[index].path
            found, _ = output_sharding_from_folder(path)
            self._folder_sharding = found if found is not None else result_placement_hint(path)
        return self._folder_sharding

    def evaluate(self, i: int) -> str:
        state = self.states[i]
        snap = self.module.snapshots[state.first]
        files = state.last - state.first + 1
        known = self.by_key.get(state.key) if state.key is not None else None
        if known is not None:
            status = "agrees" if known.status == "reference" else known.status
            check = Check(snap, status, known.reason, known.differences, 0.0, files, same_as=known.snapshot)
        else:
            self.bar.note(f"{self.module.key}: running {describe(snap)}")
            t = time.perf_counter()
            try:
                run = run_snapshot(load_snapshot(snap.path, self.options), self.args, self.device_args, self.options,
                                   self.output_sharding(state.first))
                diffs = compare_runs(self.reference, run, self.options.rtol, self.options.atol, self.paths)
                check = Check(snap, "differs" if diffs else "agrees", None, diffs, 0.0, files)
            except SnapshotSkipped as e:
                # Positions as "line L:C": the report names the file already.
                check = Check(snap, "skipped", e.reason.replace(f"{snap.path}:", "line "), [], 0.0, files)
            check.seconds = time.perf_counter() - t
            self.run_files.add(state.first)
            self.bar.advance(1)
            if state.key is not None:
                self.by_key[state.key] = check
        self.checks[i] = check
        return check.status


def _linear(search: _Search) -> tuple[int, int | None]:
    """(last agreeing state, first differing state or None), trying every state in order."""
    lo = 0
    for i in range(1, search.last + 1):
        status = search.evaluate(i)
        if status == "differs":
            return lo, i
        if status == "agrees":
            lo = i
    return lo, None


def _binary(search: _Search) -> tuple[int, int | None]:
    """(agreeing state, differing state or None) with only unrunnable states between them."""
    lo, hi = 0, None
    for i in range(search.last, 0, -1):          # the last state that runs
        status = search.evaluate(i)
        if status == "agrees":
            lo = i
        elif status == "differs":
            hi = i
        if status != "skipped":
            break
    while hi is not None:
        inner = [i for i in range(lo + 1, hi) if i not in search.checks]
        if not inner:
            break
        middle = (lo + hi) / 2
        probe = min(inner, key=lambda i: (abs(i - middle), i))
        status = search.evaluate(probe)
        if status == "agrees":
            lo = probe
        elif status == "differs":
            hi = probe
    return lo, hi


STRATEGIES = {"binary": _binary, "linear": _linear}


def _run_reference(snap: Snapshot, args, device_args, seed, options: RunOptions):
    """(the reference's DeviceRun, the arguments it ran on, the precision of the path to each output);
    BisectError when it cannot run."""
    try:
        module = load_snapshot(snap.path, options)
    except SnapshotSkipped as e:
        raise BisectError(f"the reference {snap.path.name} cannot run: {e.reason}") from None
    try:
        sharded = resolve_grid(module).size > 1
        if seed is not None:
            args = fake_args(module, seed=seed, max_memory=options.interp.get("max_memory"),
                             shape_of=global_shape if sharded else None)
        else:
            args = cast_arguments(module, list(args or []), sharded)
        reference = run_module(module, args, device_args=device_args or None, **options.interp)
    except InterpError as e:
        raise BisectError(f"the reference {snap.path.name} cannot run on these inputs: {e}") from None
    except HloError as e:
        raise BisectError(f"the reference {snap.path.name} cannot run: {e}") from None
    paths = output_precisions(module)
    if len(paths) != len(reference):     # not expected: then every output gets the whole module's rounding
        paths = [module_precision(module)] * len(reference)
    return reference, args, paths


def bisect_module(module: DumpModule, args: list | None = None, device_args: dict | None = None, *,
                  seed: int | None = None, strategy: str = "binary", options: RunOptions | None = None,
                  cache: DumpCache | None = None, progress: bool = False, inputs_label: str = "") -> BisectResult:
    """Search ``module``'s snapshots for the first pass after which its outputs differ from the
    first snapshot's (before_optimizations). Inputs: ``args`` by parameter number (and
    ``device_args`` by (parameter, device)), or, with ``seed``, XLA's fake data drawn for the
    reference module. Raises BisectError when the reference cannot run."""
    if strategy not in STRATEGIES:
        raise ValueError(f"strategy must be one of {', '.join(STRATEGIES)}")
    start = time.perf_counter()
    options = options or RunOptions()
    snaps = module.snapshots
    if len(snaps) < 2:
        raise BisectError(f"{module.key} has only {len(snaps)} HLO snapshot(s): nothing to bisect (dump with "
                          "XLA_FLAGS='--xla_dump_to=DIR --xla_dump_hlo_pass_re=.*')")
    notes, warnings = [], []
    if snaps[0].label != "before_optimizations":
        notes.append(f"no before_optimizations file: the reference is the first snapshot, {snaps[0].path.name}")
    if not module.has_pass_dumps:
        notes.append("the dump has no per-pass files (--xla_dump_hlo_pass_re=.*): only before and after "
                     "optimizations are compared")
    own_cache = cache is None
    cache = cache or DumpCache(snaps[0].path.parent)
    states = _states(snaps, cache)
    if own_cache:
        cache.save()

    t0 = time.perf_counter()
    reference, args, paths = _run_reference(snaps[0], args, device_args, seed, options)
    ref_check = Check(snaps[0], "reference", seconds=time.perf_counter() - t0, files=states[0].last + 1)
    non_finite = sum(1 for v in _leaves_of(reference) if _has_non_finite(v))
    if non_finite:
        warnings.append(f"{non_finite} of {len(reference)} reference outputs hold NaN or Inf on these inputs: rounding "
                        "that a pass legitimately changes may be amplified past the tolerance (deep models on "
                        "--random-args' unscaled normal values do this); real inputs (--inputs) give a clearer answer")

    last = len(states) - 1
    estimate = last if strategy == "linear" else min(last, math.ceil(math.log2(last + 1)) + 1)
    with LazyProgress(max(estimate, 1), f"{module.key}: bisecting", stream=None if progress else _NoTTY()) as bar:
        search = _Search(module, states, reference, args, device_args, options, bar, ref_check, paths)
        lo, hi = STRATEGIES[strategy](search)

    checks = search.checks
    result = BisectResult(module, strategy, inputs_label or (f"random (seed {seed})" if seed is not None else
                                                             "from the given arrays"), "unchanged",
                          [checks[i] for i in sorted(checks)], states=len(states), notes=notes,
                          warnings=warnings)
    keys = [state.key for state in states for _ in range(state.first, state.last + 1)]
    run_keys = {keys[k] for k in search.run_files if keys[k] is not None}
    result.runs = len(search.run_files)
    result.identical = sum(1 for k, key in enumerate(keys) if k not in search.run_files and key in run_keys)
    if hi is not None:
        result.verdict = "changed" if hi == lo + 1 else "suspect_range"
        result.before = snaps[states[lo].last]
        result.after = snaps[states[hi].first]
        result.suspects = [snaps[states[i].first] for i in range(lo + 1, hi + 1)]
        result.differences = checks[hi].differences
        result.diff, result.diff_error = _diff(result.before, result.after)
    else:
        # Every state after the last that agrees cannot run: those passes are not checked.
        result.unchecked = [snaps[states[i].first] for i in range(lo + 1, last + 1)]
        if not any(c.status in ("agrees", "differs") for c in checks.values()):
            result.verdict = "inconclusive"
    result.seconds = time.perf_counter() - start
    return result


def _leaves_of(run) -> list:
    """Every output value of a DeviceRun: the global ones, else each device's (a run's outputs are
    leaves already; this picks where they are, which ``values.flatten`` does not)."""
    out = [v for v in run if v is not None]
    if len(out) < len(run):
        out += [v for device in run.per_device for v in device]
    return out


def _has_non_finite(value) -> bool:
    if not isinstance(value, np.ndarray):
        return False
    floats = value.dtype.kind in "fc" or value.dtype.name.startswith(("float", "bfloat"))
    return floats and not np.isfinite(value).all()


def _diff(before: Snapshot, after: Snapshot) -> tuple[DiffResult | None, str | None]:
    try:
        return diff_modules(parse_file(str(before.path)), parse_file(str(after.path))), None
    except (HloError, OSError) as e:
        return None, f"no structural diff: {e}"
