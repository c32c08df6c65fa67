"""The multi-device half of ``hlotool run``: every replica and partition, outputs global and per device."""
from __future__ import annotations

import click
import numpy as np

from .common import EXIT_FINDINGS, EXIT_USAGE
from .run_io import check_static_memory, print_run, report_break, save_run


def run_on_grid(module, text, grid, globals_, device_inputs, options, print_mode, save_path,
                compare_with, atol, rtol, progress, platform="cpu", output_sharding=None) -> int:
    from ..interp import InterpError
    from ..interp.device_io import DeviceRun, assemble_outputs, device_arguments
    from ..interp.engine import value_bytes
    from ..interp.hooks import BreakHit
    from ..interp.run import run_devices
    from ..interp.values import flatten
    try:
        args = device_arguments(module, grid, globals_, device_inputs)
        # (replicated inputs are one array shared by every device: each counted once, as the interpreter does)
        unique = {id(a): a for device in args for a in flatten(tuple(device))}
        check_static_memory(module, sum(value_bytes(a) for a in unique.values()), options.max_memory, grid.size)
        with np.errstate(all="ignore"):
            per_device = run_devices(module, grid, args, options)
    except BreakHit as hit:
        report_break(hit)
        return EXIT_FINDINGS
    except InterpError as e:
        click.echo(f"hlotool run: error: {e}", err=True)
        return EXIT_USAGE
    finally:
        if progress is not None:
            progress.close()
    outputs, notes = assemble_outputs(module, grid, per_device, output_sharding)
    result = DeviceRun(outputs, per_device, grid, notes)
    print_run(result, print_mode)
    if save_path:
        save_run(save_path, result, per_device=True)
    if compare_with == "xla":
        from .run_xla import compare_interp_with_xla
        device_args = {(i, d): a for d, device in enumerate(args) for i, a in enumerate(device)}
        return compare_interp_with_xla(module, text, (), device_args, result, atol, rtol, platform, per_device=True)
    return 0
