"""XLA dump folders (``hlotool dump``): modules, pass timelines, per-pass diffs."""
from .cache import DumpCache, count_instructions  # noqa: F401  (re-exported API)
from .progress import LazyProgress  # noqa: F401  (re-exported API)
from .scan import (  # noqa: F401  (re-exported API)
                   FILE_KINDS,
                   HLO_KIND,
                   MODULE_NAMINGS,
                   STABLEHLO_KIND,
                   DumpError,
                   DumpFile,
                   DumpModule,
                   Snapshot,
                   execution_snapshot_summary,
                   file_kind,
                   find_module,
                   is_dump_file_name,
                   is_execution_snapshot,
                   is_stablehlo_file,
                   kind_named,
                   module_text_kind,
                   only_program,
                   scan_dump,
                   snapshot_bytes,
)
from .shardings import output_sharding_from_folder, proto_output_sharding_of, result_placement_hint, root_sharding_of  # noqa: F401  (re-exported API)
from .timeline import AUTO_DIFF_BYTES, TimelineStep, module_timeline, pass_diff, pass_steps, scan_counts  # noqa: F401  (re-exported API)
