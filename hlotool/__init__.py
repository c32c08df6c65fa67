"""hlotool: a pip-installable toolchain for XLA's textual HLO."""
from .errors import HloError, HloSyntaxError
from .ir import Computation, Instruction, Module, Shape
from .parser import parse, parse_file

__version__ = "0.1.0"

__all__ = ["parse", "parse_file", "format", "verify", "diff", "stats", "HloError", "HloSyntaxError", "Module",
           "Computation", "Instruction", "Shape"]


def format(module: Module, **options) -> str:  # noqa: A001 - the public API name
    """Print a module as canonical HLO text. Options: see ``hlotool.fmt.FormatOptions``."""
    from .fmt import format_module
    return format_module(module, **options)


# Import the subpackages first: importing `hlotool.verify` (or `.diff`, `.stats`) sets the package
# attribute of that name to the subpackage, so the API functions below must be bound after them.
from . import diff as _diff_package  # noqa: E402
from . import stats as _stats_package  # noqa: E402
from . import verify as _verify_package  # noqa: E402


def diff(a, b, include=()):
    """Structural diff of two modules (Module or HLO text) -> ``hlotool.diff.DiffResult``."""
    return _diff_package.diff(a, b, include)


def stats(module) -> dict:
    """Statistics of a module (Module or HLO text): counts, fusions, FLOPs, bytes... as a dict."""
    return _stats_package.stats(module)


def verify(module: Module, allow_mixed_precision: bool = False, layout_sensitive: bool = False):
    """All verifier findings for ``module``: a list of ``hlotool.diagnostics.Diagnostic``."""
    return _verify_package.verify(module, allow_mixed_precision=allow_mixed_precision,
                                  layout_sensitive=layout_sensitive)
