"""``hlotool bisect``: the first pass of an XLA dump after which a module computes something else.
Above ``dump`` (snapshots, digests), ``interp`` (running them) and ``diff`` (what the pass changed)."""
from .runner import BISECT_TOL, OutputDiff, RunOptions, SnapshotSkipped, fit_arguments, tolerance  # noqa: F401  (re-exported API)
from .search import STRATEGIES, BisectError, BisectResult, Check, bisect_module, describe, snapshot_json  # noqa: F401  (re-exported API)
