"""``hlotool memory``: where a module's device memory goes (see ``analysis``), beside XLA's own figures."""
from .analysis import MemoryAnalysis, analyze_memory, over_memory_limit  # noqa: F401  (re-exported API)
from .buffers import Buffer, physical_bytes  # noqa: F401  (re-exported API)
from .report import memory_report, xla_reports_beside  # noqa: F401  (re-exported API)
