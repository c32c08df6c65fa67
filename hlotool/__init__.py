"""hlotool: a pip-installable toolchain for XLA's textual HLO.

The API functions ``verify``, ``diff``, ``stats`` and ``memory`` are this module's; the packages behind them
have names of their own (``hlotool.verifier``, ``hlotool.structural_diff``, ``hlotool.module_stats``,
``hlotool.memory_model``), imported on first use."""
from .errors import HloError, HloSyntaxError
from .ir import Computation, Instruction, Module, Shape
from .parser import parse, parse_file

__version__ = "0.1.0"


def parse_stablehlo(text: str, filename: str | None = None, *, fast: bool = True, canonicalize: bool = True
                    ) -> Module:
    """hlotool's Module of StableHLO text (``jax.jit(f).lower(...).as_text()``), converted as XLA's StableHLO -> HLO
    translation does; HloSyntaxError at the text's line and column. ``fast=False``: without the reader's fast path
    for the usual op lines (the same module). ``canonicalize=False``: without the folds and rewrites of MLIR's
    canonicaliser that XLA's translation runs first: every op becomes its own instructions, as written (what
    ``hlotool convert --to stablehlo`` printed reads back as the module it came from). See ``hlotool.stablehlo``."""
    from .stablehlo import parse_stablehlo as read
    return read(text, filename, fast=fast, canonicalize=canonicalize)


def _give_the_parser_a_stablehlo_reader() -> None:
    from .parser.sources import set_stablehlo_reader
    set_stablehlo_reader(parse_stablehlo)


_give_the_parser_a_stablehlo_reader()

__all__ = ["parse", "parse_file", "parse_stablehlo", "format", "verify", "diff", "stats", "HloError", "HloSyntaxError",
           "Module", "Computation", "Instruction", "Shape", "run", "memory", "cost"]


def format(module: Module, **options) -> str:  # shadows the builtin: the public API name
    """Print a module as canonical HLO text. Options: see ``hlotool.fmt.FormatOptions``."""
    from .fmt import format_module
    return format_module(module, **options)


def diff(a, b, include=()):
    """Structural diff of two modules (Module or HLO text) -> ``hlotool.structural_diff.DiffResult``."""
    from .structural_diff import diff as structural_diff
    return structural_diff(a, b, include)


def stats(module) -> dict:
    """Statistics of a module (Module or HLO text): counts, fusions, FLOPs, bytes... as a dict."""
    from .module_stats import stats as module_stats
    return module_stats(module)


def memory(module, path=None, top: int = 10, at: str | None = None) -> dict:
    """Where a module's device memory goes (Module or HLO text): peak per memory space and where, subtotals,
    the buffers live at the peak, the curve over program order, and XLA's totals from the dump folder beside
    ``path`` (or the module's file). See ``hlotool.memory_model``."""
    module = parse(module) if isinstance(module, str) else module
    from .memory_model import memory_report
    return memory_report(module, path, top=top, at=at)


def cost(module, target=None, path=None, measured_s: float | None = None) -> dict:
    """A roofline estimate of a module (Module or HLO text): every kernel's FLOPs, bytes, time and bound, the
    collectives, the step time and its split, by op_name scope (an estimate from a model, not a measurement).
    ``target``: a chip's name (``"h100"``, ``"tpu-v5e"``, ...), a target file or a ``hlotool.cost_model.Target``;
    default: what ``path``'s dump folder names, else the module's backend's usual chip. See
    ``hlotool.cost_model``."""
    module = parse(module) if isinstance(module, str) else module
    from .cost_model import module_cost
    return module_cost(module, target, path, measured_s)


def verify(module: Module, allow_mixed_precision: bool = False, layout_sensitive: bool = False,
           replicas: int | None = None, partitions: int | None = None):
    """All verifier findings for ``module``: a list of ``hlotool.diagnostics.Diagnostic``.
    ``replicas`` / ``partitions`` override the header's ``replica_count`` / ``num_partitions`` for
    the checks of replica groups and source_target_pairs."""
    from .verifier import verify as verify_module
    return verify_module(module, allow_mixed_precision=allow_mixed_precision,
                         layout_sensitive=layout_sensitive, replicas=replicas, partitions=partitions)


def run(module_or_text, *arrays, replicas: int | None = None, partitions: int | None = None,
        device_args: dict | None = None, **options):
    """Interpret the entry computation on every device of the module's grid; returns a
    ``hlotool.interp.DeviceRun``: a list of the global output leaves (NumPy arrays), with
    ``.per_device[d]`` the leaves device ``d`` computed and ``.notes`` what could not be assembled.

    ``arrays`` are global inputs, one per parameter, split per device by the parameters'
    ``sharding=``; ``device_args={(param, device): array}`` gives devices their own inputs.
    ``replicas`` / ``partitions`` override the header's ``replica_count`` / ``num_partitions``.
    Options: ``max_memory`` (bytes), ``max_steps`` (while iterations); see ``hlotool.interp``.
    A run that ``hlotool.memory_model``'s analysis finds over ``max_memory`` is refused before it starts, as
    ``hlotool run`` does."""
    from .interp import run_module
    module = parse(module_or_text) if isinstance(module_or_text, str) else module_or_text
    _check_static_memory(module, replicas, partitions, options)
    return run_module(module, arrays, replicas=replicas, partitions=partitions, device_args=device_args,
                      **options)


def _check_static_memory(module: Module, replicas, partitions, options: dict) -> None:
    """The pre-run memory check of ``hlotool run`` (``hlotool.memory_model``'s estimate per device, the arguments by the
    entry's shapes), raised as the interpreter's error."""
    from .interp import InterpError
    from .interp.device_io import resolve_grid
    from .interp.engine import Options
    limit = options.get("max_memory", Options().max_memory)
    devices = 1 if options.get("global_view") else resolve_grid(module, replicas, partitions).size
    key = (limit, devices)
    entry = _FITS_MEMORY.get(id(module))
    if entry is not None and entry[0]() is module and key in entry[1]:
        return
    from .memory_model import over_memory_limit
    reason = over_memory_limit(module, limit, None, devices)
    if reason is not None:
        raise InterpError(reason)
    if entry is None or entry[0]() is not module:
        import weakref
        ident = id(module)
        entry = _FITS_MEMORY[ident] = (weakref.ref(module, lambda _r: _FITS_MEMORY.pop(ident, None)), set())
    entry[1].add(key)


# The (limit, devices) a module's memory analysis found it fits, by id(module): (weak reference, keys). A module
# run again (a loop over inputs, a benchmark) is not analysed again; the IR is read-only, as the interpreter's
# plans also assume.
_FITS_MEMORY: dict[int, tuple] = {}
