"""Running a whole module: ``run_module`` (the public entry point, ``hlotool.run``) and
``run_devices`` (the entry computation once per device of a grid).

The top of the interpreter: it puts together the engine (``engine.EvalContext``), the kernels, the
device threads (``rendezvous.run_on_devices``) and the inputs and outputs per device
(``device_io``). Nothing in ``hlotool.interp`` imports it but the package's ``__init__``.
"""
from __future__ import annotations

import numpy as np

from ..ir.collectives import DeviceGrid
from ..ir.module import Module
from .device_io import DeviceRun, assemble_outputs, device_arguments, resolve_grid
from .engine import EvalContext, Options, check_args, check_memory_budget, value_bytes
from .errors import InputMismatch
from .values import flatten


def run_module(module: Module, args=(), *, replicas: int | None = None, partitions: int | None = None,
               device_args: dict | None = None, output_sharding=None, global_view: bool = False, **options):
    """Run the entry computation on every device of the module's grid (the header's
    ``replica_count`` x ``num_partitions``, or ``replicas`` x ``partitions``).

    ``args`` are global arrays, one per parameter, split per device by the parameters' shardings;
    ``device_args`` maps (parameter number, device id) to a device's own input. ``output_sharding``
    (an HLO sharding of the entry's result) assembles global outputs where the ROOT has no sharding (an
    optimized module's; take it from the module before the partitioner). ``global_view`` runs a module that
    has not been partitioned yet (global shapes, sharding annotations) once, on global arrays. Returns a
    ``device_io.DeviceRun``: the list of global output leaves, with ``per_device`` results."""
    from . import kernels  # noqa: F401  (registers every kernel)
    opts = Options(**options)
    grid = DeviceGrid(1, 1) if global_view else resolve_grid(module, replicas, partitions)
    if grid.size == 1 and not device_args:
        ctx = EvalContext(module, opts)
        values = check_args(module, list(args))
        check_memory_budget(module, value_bytes(tuple(values)), 1, opts.max_memory)
        with np.errstate(all="ignore"):       # IEEE results (inf, nan) are the semantics, not errors
            outs = flatten(ctx.call(module.entry, values))
        return DeviceRun(outs, [outs], grid)
    global_args = dict(enumerate(args))
    per_device_args = device_arguments(module, grid, global_args, dict(device_args or {}))
    per_device = run_devices(module, grid, per_device_args, opts)
    outputs, notes = assemble_outputs(module, grid, per_device, output_sharding)
    return DeviceRun(outputs, per_device, grid, notes)


def run_devices(module: Module, grid: DeviceGrid, args_per_device: list[list], options=None) -> list[list]:
    """Run the entry computation on every device; the flattened result leaves per device."""
    from . import kernels  # noqa: F401  (registers every kernel)
    from .rendezvous import run_on_devices
    options = options or Options()
    checked = []
    for d, args in enumerate(args_per_device):
        try:
            checked.append(check_args(module, args))
        except InputMismatch as e:
            raise InputMismatch(f"device {d}: {e.reason}") from None
    # Replicated inputs are one array shared by every device: count each buffer once.
    unique = {id(a): a for args in checked for a in flatten(tuple(args))}
    check_memory_budget(module, sum(value_bytes(a) for a in unique.values()), grid.size, options.max_memory)

    def call(d, state):
        ctx = EvalContext(module, options, device=state)
        return flatten(ctx.call(module.entry, checked[d]))
    return run_on_devices(call, grid)
