"""XLA dump folders (``hlotool dump``): modules, pass timelines, per-pass diffs."""
from .cache import DumpCache, count_instructions  # noqa: F401
from .progress import LazyProgress  # noqa: F401
from .scan import DumpError, DumpModule, Snapshot, find_module, scan_dump  # noqa: F401
from .timeline import (AUTO_DIFF_BYTES, TimelineStep, module_timeline, pass_diff, pass_steps,  # noqa: F401
                       scan_counts)
