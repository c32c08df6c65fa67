"""The multi-device half of ``hlotool run``: every replica and partition, outputs global and per device."""
from __future__ import annotations

import sys

import click
import numpy as np

from .common import EXIT_FINDINGS, EXIT_USAGE


def run_on_grid(module, text, grid, globals_, device_inputs, options, print_mode, save_path,
                compare_with, atol, rtol, progress) -> int:
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
    outputs, notes = assemble_outputs(module, grid, per_device)
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
        return _compare_with_xla(module, grid, args, result, atol, rtol)
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


def _compare_with_xla(module, grid, args, result, atol, rtol) -> int:
    import importlib.util
    if importlib.util.find_spec("jax") is None:     # not imported yet: the oracle sets XLA's device count
        click.echo("hlotool run: --compare-with xla needs jax and jaxlib (pip install jax)", err=True)
        return EXIT_USAGE
    from ..interp.compare import compare_outputs
    from ..interp.xla_oracle import run_with_xla_on_devices
    try:
        want = run_with_xla_on_devices(module, args, grid.replicas, grid.partitions)
    except Exception as e:   # XLA rejected the module (or lacks devices): its message says why
        click.echo(f"hlotool run: XLA could not run the module: {str(e).splitlines()[0]}", err=True)
        return EXIT_USAGE
    bad = False
    for d, (got_d, want_d) in enumerate(zip(result.per_device, want)):
        for j, (g, w) in enumerate(zip(got_d, want_d)):
            abs_err, rel_err, ok = compare_outputs(g, w, atol, rtol)
            if not ok or d == 0:
                click.echo(f"dev{d} out{j}: max abs error {abs_err:.3g}, max rel error {rel_err:.3g}"
                           f"{'' if ok else '  MISMATCH'}")
            bad |= not ok
    if not bad:
        click.echo(f"all {grid.size} devices agree with XLA")
    return EXIT_FINDINGS if bad else 0
