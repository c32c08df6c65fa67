"""XLA dump folders (``hlotool dump``): modules, pass timelines, per-pass diffs."""
from .cache import DumpCache, count_instructions  # noqa: F401  (re-exported API)
from .progress import LazyProgress  # noqa: F401  (re-exported API)
from .scan import (FILE_KINDS, DumpError, DumpFile, DumpModule, Snapshot, file_kind, find_module,  # noqa: F401  (re-exported API)
                   scan_dump, snapshot_bytes)
from .timeline import (AUTO_DIFF_BYTES, TimelineStep, module_timeline, pass_diff, pass_steps,  # noqa: F401  (re-exported API)
                       scan_counts)
from .shardings import output_sharding_from_folder, root_sharding_of  # noqa: F401  (re-exported API)
