"""``hlotool run --backend xla``: the module on XLA's own runtime (PJRT through jaxlib), with the
interpreter's input and output conventions.

Three ways a module runs, decided as the interpreter decides (``hlotool.interp.device_io``):

- **single device**: the header declares one device and the module is no global view;
- **per device** (``replica_count`` / ``num_partitions`` > 1, e.g. XLA's partitioned dumps): each
  device runs the entry on its own inputs. Global arrays ``argI`` are split by the parameters'
  shardings and outputs assembled by the ROOT's, with the interpreter's own functions. XLA runs
  several partitions only through its SPMD partitioner: ``xla_devices`` marks the program manual
  so the partitioner leaves it as written, or, where the partitioner refuses that, runs the
  devices as replicas;
- **global view** (what ``jax.jit(f).lower(...)`` gives, or a ``before_optimizations`` dump of a
  sharded program: Shardy meshes in the header, or ``Sharding`` / ``SPMDFullToShardShape`` /
  ``xla.sdy.*`` custom calls): XLA partitions it itself (``use_spmd_partitioning``) over the mesh,
  is fed the global arrays, sharded by the parameter shardings it compiled, and gives global outputs.

Optimized dumps are normalised first (``xla_normalize``), every change reported as a note.

On CPU, XLA compiles in a child process (``xla_worker``) and sends the executable back: XLA aborts
its process on an internal check failure, and that must end in an error message, not in hlotool
dying. GPU and TPU compile in process (a second process cannot share the device). Both compile with
``xla_compile``, which also holds the backend's errors (re-exported here).

jax is optional: it is imported only here, after ``XLA_FLAGS`` has been given the number of host
devices the module needs (XLA reads it once, at import).
"""
from __future__ import annotations

import os
import re
import sys
import time
from dataclasses import dataclass, field
from typing import Any

import numpy as np

from ..custom_calls import custom_call_target
from ..fmt import format_module
from ..ir.collectives import DeviceGrid
from ..ir.module import Module
from .xla_compile import (
    CompileSpec,
    TooFewDevices,
    XlaBackendError,
    XlaRejected,
    XlaUnavailable,
    compile_options,
    compile_text,
)
from .xla_compile import first_line as _first_line
from .xla_normalize import NotRunnableOnXla, normalize_for_xla

INSTALL_HINT = "pip install 'hlotool[xla]'"
PLATFORMS = ("cpu", "gpu", "tpu")
_DEVICE_COUNT_FLAG = "--xla_force_host_platform_device_count"
# Custom calls that exist only before SPMD partitioning (GSPMD's and Shardy's markers).


@dataclass(frozen=True)
class XlaPlan:
    """How the module runs on XLA: ``mode`` single | per-device | global-view; ``grid`` the
    interpreter's grid (whose conventions the inputs and outputs follow); ``replicas`` x
    ``partitions`` the devices XLA compiles for."""
    mode: str
    grid: DeviceGrid
    replicas: int
    partitions: int
    shardy: bool = False

    @property
    def devices(self) -> int:
        return self.replicas * self.partitions

    def describe(self) -> str:
        n = f"{self.devices} device{'s' * (self.devices != 1)}"
        if self.mode == "global-view":
            return f"{n}, the global view partitioned by XLA's SPMD partitioner"
        if self.mode == "per-device":
            return f"{n} ({self.replicas} replica(s) x {self.partitions} partition(s))"
        return n


@dataclass
class XlaRun:
    """What a run gave: ``result`` (a ``DeviceRun``: global outputs, ``per_device``, ``grid``,
    ``notes``), the seconds XLA took to compile (parsing and import included) and to execute, the
    seconds spent moving inputs in and outputs out, and ``notes``: what was changed or set so XLA
    could run the module (each to be shown to the user)."""
    result: Any
    plan: XlaPlan
    platform: str
    compile_seconds: float
    execute_seconds: float
    transfer_seconds: float
    notes: list[str] = field(default_factory=list)

    def timing_line(self) -> str:
        return (f"xla {self.platform}: {self.plan.describe()}; compile {self.compile_seconds:.3g} s, "
                f"execute {self.execute_seconds:.3g} s (transfers {self.transfer_seconds:.3g} s)")


# ---------------------------------------------------------------- which case, on how many devices
def plan_xla_run(module: Module, replicas: int | None = None, partitions: int | None = None,
                 per_device: bool = False) -> XlaPlan:
    """The mode and device counts for ``module`` (``replicas`` / ``partitions`` override the
    header's, as for the interpreter; ``per_device`` takes the module as a program per device even
    where it looks like a global view). Raises ``XlaBackendError`` for asks that cannot be met."""
    from ..interp import InterpError
    from ..interp.device_io import global_view_devices, resolve_grid
    declared = DeviceGrid.of_module(module)
    view = 0 if per_device else global_view_devices(module)
    if view and declared.replicas == 1 and (replicas or 1) == 1:
        n = partitions or view
        if n < view:
            raise XlaBackendError(f"the module is a global view sharded over {view} devices; --partitions {n} "
                                  f"is fewer")
        targets = (custom_call_target(str(i.attrs.get("custom_call_target", "")))
                   for i in module.instructions() if i.opcode == "custom-call")
        shardy = "xla.sdy" in str(module.attrs.get("frontend_attributes", "")) or any(
            t is not None and t.partitioner == "shardy" for t in targets)
        return XlaPlan("global-view", DeviceGrid(1, 1), 1, n, shardy)
    try:
        grid = resolve_grid(module, replicas, partitions)
    except InterpError as e:
        raise XlaBackendError(e.reason) from None
    return XlaPlan("single" if grid.size == 1 else "per-device", grid, grid.replicas, grid.partitions)


# ---------------------------------------------------------------- jax, its devices
def load_jax(platform: str, devices_needed: int, host_devices: int | None = None):
    """Import jax for ``platform`` with at least ``devices_needed`` devices; returns (jax, the
    devices to use, notes). On CPU, before jax's first import, ``XLA_FLAGS`` gets the host device
    count (``host_devices``, default the count needed) unless it names one already."""
    if platform not in PLATFORMS:
        raise XlaBackendError(f"unknown platform {platform!r}: choose from {', '.join(PLATFORMS)}")
    notes = []
    if sys.modules.get("jax") is None and platform == "cpu":
        os.environ.setdefault("JAX_PLATFORMS", "cpu")
        flags = os.environ.get("XLA_FLAGS", "")
        count = max(devices_needed, host_devices or 0)
        if count > 1 and _DEVICE_COUNT_FLAG not in flags:
            os.environ["XLA_FLAGS"] = f"{flags} {_DEVICE_COUNT_FLAG}={count}".strip()
            notes.append(f"XLA_FLAGS={_DEVICE_COUNT_FLAG}={count} set for this run: the module needs "
                         f"{devices_needed} CPU devices and XLA reads the flag when jax is first imported")
    try:
        import jax
        import jaxlib._hlo  # noqa: F401  (an availability check: XLA's HLO parser)
        from jax._src.lib import xla_client  # noqa: F401  (an availability check)
    except ImportError as e:
        raise XlaUnavailable(f"running on XLA needs jax and jaxlib, which are not importable ({e}); "
                             f"install them with: {INSTALL_HINT}") from None
    jax.config.update("jax_enable_x64", True)
    try:
        devices = jax.devices(platform)
    except RuntimeError as e:
        raise XlaBackendError(f"jax has no {platform} devices here ({str(e).splitlines()[0]})") from None
    if len(devices) < devices_needed:
        raise TooFewDevices(_too_few(platform, devices_needed, len(devices)))
    if platform == "cpu":
        # jaxlib's LAPACK kernels find their BLAS/LAPACK functions only once initialised; a
        # module calling them before that crashes.
        from jax._src.lax import linalg
        linalg.initialize_lapack()
    return jax, list(devices[:devices_needed]), notes


def _too_few(platform: str, needed: int, have: int) -> str:
    msg = f"the module needs {needed} {platform} devices, jax reports {have}"
    if platform != "cpu":
        return msg + "; run it where there are enough, or with --backend interp (any number of devices)"
    flags = os.environ.get("XLA_FLAGS", "")
    m = re.search(rf"{_DEVICE_COUNT_FLAG}=(\d+)", flags)
    why = (f"XLA_FLAGS sets {_DEVICE_COUNT_FLAG}={m.group(1)}" if m else
           "jax was imported before the device count could be set")
    return (f"{msg} ({why}): run with XLA_FLAGS={_DEVICE_COUNT_FLAG}={needed} set before jax is imported "
            f"(XLA reads it once), or with --backend interp")


# ---------------------------------------------------------------- compiling
def _compile(text: str, spec: CompileSpec, devices, platform: str, isolate: bool | None):
    """(executable, seconds XLA took: parsing, import and compile); on CPU in a child process
    unless ``isolate`` is False."""
    if isolate is None:
        isolate = platform == "cpu"
    if isolate and platform == "cpu":
        from jax._src.lib import xla_client as xc

        from .xla_worker import compile_in_worker
        # The worker's own compile time: its start (a jax import, once per process) is not XLA's.
        serialized, seconds = compile_in_worker(text, spec, len(devices))
        start = time.perf_counter()
        try:
            exe = devices[0].client.deserialize_executable(serialized, xc.DeviceList(tuple(devices)),
                                                           compile_options(spec))
        except Exception as e:
            raise XlaRejected(f"the executable XLA compiled could not be loaded: {_first_line(e)}") from None
        return exe, seconds + time.perf_counter() - start
    start = time.perf_counter()
    exe = compile_text(text, spec, devices)
    return exe, time.perf_counter() - start


# ---------------------------------------------------------------- running
def run_on_xla(module_or_text, global_args=(), device_args: dict | None = None, *, replicas: int | None = None,
               partitions: int | None = None, platform: str = "cpu", isolate: bool | None = None,
               mode: str | None = None, host_devices: int | None = None, text: str | None = None,
               on_phase=None) -> XlaRun:
    """Run ``module_or_text`` on XLA with the interpreter's conventions: ``global_args`` (a sequence
    or {parameter number: array}) are global arrays, split per device by the parameters' shardings;
    ``device_args={(parameter, device): array}`` are per-device inputs. ``mode`` forces
    "per-device" for a module whose devices each run the entry as written. ``text`` is the
    module's source, sent to XLA as is when nothing needs changing. ``on_phase(description)`` is
    called as each phase starts (importing jax, compiling, running)."""
    phase = on_phase or (lambda description: None)
    from ..parser import parse
    if isinstance(module_or_text, str):
        text = module_or_text
        module = parse(module_or_text)
    else:
        module = module_or_text
    plan = plan_xla_run(module, replicas, partitions, per_device=mode == "per-device")
    _refuse_host_transfers(module)
    globals_ = dict(global_args) if isinstance(global_args, dict) else dict(enumerate(global_args))
    device_args = dict(device_args or {})
    try:
        normalized = normalize_for_xla(module)
    except NotRunnableOnXla as e:
        raise XlaRejected(f"XLA cannot run this optimized module as written: {e}; {_OPTIMIZED_HINT}") from None
    phase("xla: importing jax")
    jax, devices, notes = load_jax(platform, plan.devices, host_devices)
    notes += normalized.notes
    args = _arguments(module, plan, globals_, device_args)
    phase(f"xla: compiling for {plan.devices} {platform} device{'s' * (plan.devices != 1)}")
    try:
        if plan.mode == "per-device" and plan.partitions > 1:
            exe, compile_seconds, how = _compile_partitioned(normalized.module, plan, devices, platform, isolate)
            notes += how
        else:
            xla_module = normalized.module
            xla_text = text if (xla_module is module and text is not None) else format_module(xla_module)
            spec = CompileSpec(plan.replicas, plan.partitions, shardy=plan.shardy,
                               spmd=plan.partitions > 1 or plan.mode == "global-view")
            exe, compile_seconds = _compile(xla_text, spec, devices, platform, isolate)
    except XlaRejected as e:
        if normalized.changed or module.attrs.get("is_scheduled") is True:
            raise XlaRejected(f"{e}; {_OPTIMIZED_HINT}") from None
        raise
    phase("xla: running")
    runner = {"single": _execute_single, "per-device": _execute_per_device,
              "global-view": _execute_global_view}[plan.mode]
    try:
        per_device, execute_seconds, transfer_seconds = runner(jax, exe, devices, args, module)
    except Exception as e:   # XLA's runtime refused the inputs or failed: its message says why
        raise XlaBackendError(f"XLA could not run the module: {_first_line(e)}") from None
    for j, leaf in enumerate(module.entry.root.shape.leaves()):
        if leaf.is_array and any(leaf.dynamic):
            notes.append(f"out{j} has dynamic dimensions ({leaf.to_text(False)}): XLA returns its whole padded "
                         f"buffer, whose elements past the runtime size are undefined")
    return XlaRun(_device_run(module, plan, per_device), plan, platform, compile_seconds, execute_seconds,
                  transfer_seconds, notes)


# Opcodes that wait for (or feed) a host program; hlotool has none, so XLA would wait forever.
_HOST_TRANSFERS = ("infeed", "outfeed")


def _refuse_host_transfers(module: Module) -> None:
    for inst in module.instructions():
        host = inst.opcode in _HOST_TRANSFERS or (
            inst.opcode in ("send", "recv") and inst.attrs.get("is_host_transfer") is True)
        if host:
            raise XlaBackendError(f"%{inst.name} ({inst.opcode}) exchanges data with a host program, which "
                                  f"hlotool does not provide: XLA would wait for it forever")


def _compile_partitioned(module: Module, plan: XlaPlan, devices, platform: str, isolate):
    """A per-device program on several partitions: marked manual for XLA's SPMD partitioner, or,
    where the partitioner refuses it, as replicas (``xla_devices``). Returns (executable, seconds,
    notes)."""
    from .xla_devices import as_replica_program, mark_manual, prepare_for_manual
    prepared, notes = prepare_for_manual(module)
    spec = CompileSpec(plan.replicas, plan.partitions, spmd=True)
    start = time.perf_counter()
    try:
        exe, seconds = _compile(format_module(mark_manual(prepared)), spec, devices, platform, isolate)
        return exe, seconds, notes
    except XlaRejected as refused:
        first = refused
    try:
        replicas, note = as_replica_program(module, plan.grid)
    except NotRunnableOnXla as e:
        raise XlaRejected(f"{first}; nor can it run as replicas: {e}") from None
    spec = CompileSpec(plan.devices, 1, spmd=False)
    exe, _ = _compile(format_module(replicas), spec, devices, platform, isolate)
    seconds = time.perf_counter() - start      # both attempts: the time it took to get an executable
    reason = str(first).removeprefix("XLA could not compile the module: ")
    return exe, seconds, [f"XLA's SPMD partitioner refused the module as a program per partition ({reason}); "
                          + note]


_OPTIMIZED_HINT = ("run the module XLA started from (the before_optimizations dump) on XLA, or this one with "
                   "--backend interp, which runs optimized dumps as written")


def _arguments(module: Module, plan: XlaPlan, globals_: dict, device_args: dict) -> list[list]:
    """Each device's checked entry arguments (per-device and single), or the global ones (one
    list, global view), exactly as the interpreter builds them."""
    from ..interp import InterpError
    from ..interp.device_io import device_arguments
    from ..interp.engine import check_args
    params = module.entry.parameters
    try:
        if plan.mode == "global-view":
            missing = [i for i in range(len(params)) if i not in globals_]
            if missing:
                raise XlaBackendError(
                    f"a global-view module takes global arrays arg0..arg{len(params) - 1}; missing "
                    + ", ".join(f"arg{i}" for i in missing)
                    + (" (per-device arrays argI_devD are for a partitioned module)" if device_args else ""))
            extra = sorted(i for i in globals_ if i >= len(params))
            if extra:
                raise XlaBackendError(f"the entry computation {module.entry.name} takes {len(params)} "
                                      f"argument(s), got inputs for argument {extra[0]}")
            return [check_args(module, [globals_[i] for i in range(len(params))])]
        if plan.mode == "single" and not device_args:
            numbers = sorted(globals_)
            if numbers != list(range(len(numbers))):
                raise XlaBackendError(f"inputs arg0..arg{len(numbers) - 1} expected, found "
                                      + ", ".join(f"arg{i}" for i in numbers))
            return [check_args(module, [globals_[i] for i in numbers])]
        per_device = device_arguments(module, plan.grid, globals_, device_args)
        checked = []
        for d, args in enumerate(per_device):
            try:
                checked.append(check_args(module, args))
            except InterpError as e:
                raise XlaBackendError((f"device {d}: " if plan.grid.size > 1 else "") + e.reason) from None
        return checked
    except InterpError as e:
        raise XlaBackendError(e.reason) from None


def _timed(fn):
    start = time.perf_counter()
    value = fn()
    return value, time.perf_counter() - start


def _execute_single(jax, exe, devices, args, module):
    from ..interp.values import flatten
    ins, put_seconds = _timed(lambda: [jax.device_put(a, devices[0]) for a in flatten(tuple(args[0]))])
    outs, run_seconds = _timed(lambda: jax.block_until_ready(exe.execute(ins)))
    host, get_seconds = _timed(lambda: [np.asarray(o) for o in outs])
    return [host], run_seconds, put_seconds + get_seconds


def _execute_per_device(jax, exe, devices, args, module):
    from jax._src.lib import xla_client as xc
    from jax._src.sharding_impls import GSPMDSharding

    from ..interp.values import flatten
    n = len(devices)
    device_list = xc.DeviceList(tuple(devices))
    leaves = [flatten(tuple(a)) for a in args]
    # Per-device values differ; the array's "replicated" sharding only tells jax where they live.
    replicated = GSPMDSharding(device_list, xc.HloSharding.replicate())
    ins, put_seconds = _timed(lambda: [jax.make_array_from_single_device_arrays(
        np.shape(leaves[0][i]), replicated, [jax.device_put(leaves[d][i], devices[d]) for d in range(n)])
        for i in range(len(leaves[0]))])
    res, run_seconds = _timed(lambda: _block(exe.execute_sharded(ins).disassemble_into_single_device_arrays()))
    host, get_seconds = _timed(lambda: [[np.asarray(res[j][d]) for j in range(len(res))] for d in range(n)])
    return host, run_seconds, put_seconds + get_seconds


def _block(results):
    for shards in results:
        for a in shards:
            a.block_until_ready()
    return results


def _execute_global_view(jax, exe, devices, args, module):
    from jax._src.lib import xla_client as xc
    from jax._src.sharding_impls import GSPMDSharding

    from ..interp.values import flatten
    device_list = xc.DeviceList(tuple(devices))
    leaves = flatten(tuple(args[0]))
    in_shardings = exe.get_parameter_shardings()
    ins, put_seconds = _timed(lambda: [jax.device_put(a, GSPMDSharding(device_list, s))
                                       for a, s in zip(leaves, in_shardings, strict=True)])
    res, run_seconds = _timed(lambda: _block(exe.execute_sharded(ins).disassemble_into_single_device_arrays()))
    # A global view's ROOT shape is the global shape of its outputs.
    shapes = [tuple(s.dims) for s in module.entry.root.shape.leaves()]

    def gather():
        return [np.asarray(jax.make_array_from_single_device_arrays(shape, GSPMDSharding(device_list, s), shards))
                for shards, s, shape in zip(res, exe.get_output_shardings(), shapes, strict=True)]
    outs, get_seconds = _timed(gather)
    return [outs], run_seconds, put_seconds + get_seconds


def _device_run(module: Module, plan: XlaPlan, per_device: list[list]):
    from ..interp.device_io import DeviceRun, assemble_outputs
    if plan.mode != "per-device":
        return DeviceRun(per_device[0], per_device, plan.grid, [])
    outputs, notes = assemble_outputs(module, plan.grid, per_device)
    return DeviceRun(outputs, per_device, plan.grid, notes)
