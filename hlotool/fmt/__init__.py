"""The canonical printer (``hlotool fmt``)."""
from .printer import STRIPPABLE, FormatOptions, format_module  # noqa: F401  (re-exported API)
