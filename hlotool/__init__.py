"""hlotool: a pip-installable toolchain for XLA's textual HLO."""
from .errors import HloError, HloSyntaxError
from .ir import Computation, Instruction, Module, Shape
from .parser import parse, parse_file

__version__ = "0.1.0"

__all__ = ["parse", "parse_file", "format", "verify", "diff", "stats", "HloError", "HloSyntaxError", "Module",
           "Computation", "Instruction", "Shape", "run", "memory"]


def format(module: Module, **options) -> str:  # shadows the builtin: the public API name
    """Print a module as canonical HLO text. Options: see ``hlotool.fmt.FormatOptions``."""
    from .fmt import format_module
    return format_module(module, **options)


# Import the subpackages first: importing `hlotool.verify` (or `.diff`, `.stats`) sets the package
# attribute of that name to the subpackage, so the API functions below must be bound after them.
from . import diff as _diff_package  # noqa: E402  (after format(): see above)
from . import memory as _memory_package  # noqa: E402  (after format(): see above)
from . import stats as _stats_package  # noqa: E402  (after format(): see above)
from . import verify as _verify_package  # noqa: E402  (after format(): see above)


def diff(a, b, include=()):
    """Structural diff of two modules (Module or HLO text) -> ``hlotool.diff.DiffResult``."""
    return _diff_package.diff(a, b, include)


def stats(module) -> dict:
    """Statistics of a module (Module or HLO text): counts, fusions, FLOPs, bytes... as a dict."""
    return _stats_package.stats(module)


def memory(module, path=None, top: int = 10, at: str | None = None) -> dict:
    """Where a module's device memory goes (Module or HLO text): peak per memory space and where, subtotals,
    the buffers live at the peak, the curve over program order, and XLA's totals from the dump folder beside
    ``path`` (or the module's file). See ``hlotool.memory``."""
    module = parse(module) if isinstance(module, str) else module
    return _memory_package.memory_report(module, path, top=top, at=at)


def verify(module: Module, allow_mixed_precision: bool = False, layout_sensitive: bool = False,
           replicas: int | None = None, partitions: int | None = None):
    """All verifier findings for ``module``: a list of ``hlotool.diagnostics.Diagnostic``.
    ``replicas`` / ``partitions`` override the header's ``replica_count`` / ``num_partitions`` for
    the checks of replica groups and source_target_pairs."""
    return _verify_package.verify(module, allow_mixed_precision=allow_mixed_precision,
                                  layout_sensitive=layout_sensitive, replicas=replicas, partitions=partitions)


def run(module_or_text, *arrays, replicas: int | None = None, partitions: int | None = None,
        device_args: dict | None = None, **options):
    """Interpret the entry computation on every device of the module's grid; returns a
    ``hlotool.interp.DeviceRun``: a list of the global output leaves (NumPy arrays), with
    ``.per_device[d]`` the leaves device ``d`` computed and ``.notes`` what could not be assembled.

    ``arrays`` are global inputs, one per parameter, split per device by the parameters'
    ``sharding=``; ``device_args={(param, device): array}`` gives devices their own inputs.
    ``replicas`` / ``partitions`` override the header's ``replica_count`` / ``num_partitions``.
    Options: ``max_memory`` (bytes), ``max_steps`` (while iterations); see ``hlotool.interp``. A run that
    ``hlotool.memory``'s analysis finds over ``max_memory`` is refused before it starts, as ``hlotool run`` does."""
    from .interp import run_module
    module = parse(module_or_text) if isinstance(module_or_text, str) else module_or_text
    _check_static_memory(module, replicas, partitions, options)
    return run_module(module, arrays, replicas=replicas, partitions=partitions, device_args=device_args,
                      **options)


def _check_static_memory(module: Module, replicas, partitions, options: dict) -> None:
    """The pre-run memory check of ``hlotool run`` (``hlotool.memory``'s estimate per device, the arguments by the
    entry's shapes), raised as the interpreter's error."""
    from .interp import InterpError
    from .interp.engine import Options
    from .interp.multidevice import resolve_grid
    limit = options.get("max_memory", Options().max_memory)
    devices = 1 if options.get("global_view") else resolve_grid(module, replicas, partitions).size
    reason = _memory_package.over_memory_limit(module, limit, None, devices)
    if reason is not None:
        raise InterpError(reason)
