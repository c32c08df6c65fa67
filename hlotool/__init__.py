"""hlotool: a pip-installable toolchain for XLA's textual HLO."""
from .errors import HloError, HloSyntaxError
from .ir import Computation, Instruction, Module, Shape
from .parser import parse, parse_file

__version__ = "0.1.0"

__all__ = ["parse", "parse_file", "format", "HloError", "HloSyntaxError", "Module", "Computation",
           "Instruction", "Shape", "run"]


def format(module: Module, **options) -> str:  # noqa: A001 - the public API name
    """Print a module as canonical HLO text. Options: see ``hlotool.fmt.FormatOptions``."""
    from .fmt import format_module
    return format_module(module, **options)


def run(module_or_text, *arrays, **options) -> list:
    """Interpret the entry computation on ``arrays``; returns the result's leaves as NumPy arrays.
    Options: ``max_memory`` (bytes), ``max_steps`` (while iterations); see ``hlotool.interp``."""
    from .interp import run_module
    module = parse(module_or_text) if isinstance(module_or_text, str) else module_or_text
    return run_module(module, arrays, **options)
