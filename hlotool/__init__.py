"""hlotool: a pip-installable toolchain for XLA's textual HLO."""
from .errors import HloError, HloSyntaxError
from .ir import Computation, Instruction, Module, Shape
from .parser import parse, parse_file

__version__ = "0.1.0"

__all__ = ["parse", "parse_file", "format", "verify", "HloError", "HloSyntaxError", "Module", "Computation",
           "Instruction", "Shape"]


def format(module: Module, **options) -> str:  # noqa: A001 - the public API name
    """Print a module as canonical HLO text. Options: see ``hlotool.fmt.FormatOptions``."""
    from .fmt import format_module
    return format_module(module, **options)


def verify(module: Module, allow_mixed_precision: bool = False, layout_sensitive: bool = False):
    """All verifier findings for ``module``: a list of ``hlotool.diagnostics.Diagnostic``."""
    from .verify import verify as _verify
    return _verify(module, allow_mixed_precision=allow_mixed_precision, layout_sensitive=layout_sensitive)
