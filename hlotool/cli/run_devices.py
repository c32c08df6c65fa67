"""The multi-device half of ``hlotool run``: every replica and partition, outputs global and per device."""
from __future__ import annotations

import sys

import click
import numpy as np

from .common import EXIT_FINDINGS, EXIT_USAGE


def run_on_grid(module, text, grid, globals_, device_inputs, options, print_mode, save_path,
                compare_with, atol, rtol, progress, platform="cpu", output_sharding=None) -> int:
    from ..interp import InterpError
    from ..interp.hooks import BreakHit, array_stats, source_of
    from ..interp.multidevice import DeviceRun, assemble_outputs, device_arguments, run_devices
    try:
        args = device_arguments(module, grid, globals_, device_inputs)
        with np.errstate(all="ignore"):
            per_device = run_devices(module, grid, args, options)
    except BreakHit as hit:
        from .run_cmd import _report_break
        device = getattr(hit, "device", None)
        if device is not None:
            click.echo(f"hlotool run: on device {device}:", err=True)
        _report_break(hit, array_stats, source_of)
        return EXIT_FINDINGS
    except InterpError as e:
        click.echo(f"hlotool run: error: {e}", err=True)
        return EXIT_USAGE
    finally:
        if progress is not None:
            progress.close()
    outputs, notes = assemble_outputs(module, grid, per_device, output_sharding)
    result = DeviceRun(outputs, per_device, grid, notes)
    if print_mode != "none" and grid.size > 1:
        click.echo(f"ran on {grid.size} devices ({grid.replicas} replica(s) x {grid.partitions} partition(s))")
    for j, out in enumerate(result):
        _print_output(j, result, print_mode, array_stats)
    for note in result.notes:
        click.echo(f"note: {note}", err=True)
    if save_path:
        from ..npz import save_npz
        arrays = {}
        for j, out in enumerate(result):
            if isinstance(out, (np.ndarray, np.generic)):
                arrays[f"out{j}"] = np.asarray(out)
            for d, leaves in enumerate(result.per_device):
                if isinstance(leaves[j], (np.ndarray, np.generic)):
                    arrays[f"out{j}_dev{d}"] = np.asarray(leaves[j])
        save_npz(save_path, arrays)
    if compare_with == "xla":
        from .run_xla import compare_interp_with_xla
        device_args = {(i, d): a for d, device in enumerate(args) for i, a in enumerate(device)}
        return compare_interp_with_xla(module, text, (), device_args, result, atol, rtol, platform, per_device=True)
    return 0


def _print_output(j, result, mode, array_stats):
    if mode == "none":
        return
    out = result[j]
    if out is None:
        click.echo(f"out{j}: no global value (devices differ; per device below)")
    elif not isinstance(out, (np.ndarray, np.generic)):
        click.echo(f"out{j}: token")
        return
    else:
        click.echo(f"out{j}: {array_stats(np.asarray(out))}")
        if mode == "full":
            with np.printoptions(threshold=sys.maxsize):
                click.echo(np.asarray(out))
    if out is None or result.differs(j):
        for d, leaves in enumerate(result.per_device):
            click.echo(f"  dev{d}: {array_stats(np.asarray(leaves[j]))}")
            if mode == "full":
                with np.printoptions(threshold=sys.maxsize):
                    click.echo(np.asarray(leaves[j]))
