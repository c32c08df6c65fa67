"""``hlotool cost``: a roofline of every kernel and collective of a module, and a step estimate, from the dump
alone. A model, not a measurement: see ``analysis``."""
from .analysis import CostAnalysis, analyze_cost  # noqa: F401  (re-exported API)
from .kernels import static_totals  # noqa: F401  (re-exported API)
from .report import module_cost  # noqa: F401  (re-exported API)
from .targets import CHIPS, Target, TargetError  # noqa: F401  (re-exported API)
