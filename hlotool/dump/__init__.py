"""XLA dump folders (``hlotool dump``): modules, pass timelines, per-pass diffs."""
from .scan import DumpError, DumpModule, Snapshot, find_module, scan_dump  # noqa: F401
from .timeline import TimelineStep, module_timeline, pass_diff, pass_steps  # noqa: F401
