"""``hlotool run --backend xla``: the module on XLA's own runtime, with the interpreter's inputs,
outputs and printed summary, plus XLA's compile and execute times. Also the XLA half of
``--compare-with xla`` (interpreter first) and the interpreter half of ``--compare-with interp``."""
from __future__ import annotations

from typing import TYPE_CHECKING

import click
import numpy as np

from .common import EXIT_FINDINGS, EXIT_USAGE
from .run_io import print_notes, print_run, save_run

if TYPE_CHECKING:
    from ..parser.hlo_snapshot import Snapshot


def _error(message: str) -> int:
    click.echo(f"hlotool run: error: {message}", err=True)
    return EXIT_USAGE


def xla_run_or_report(module, text, global_args, device_args, replicas, partitions, platform, mode=None):
    """An ``XlaRun``, or None after printing why XLA could not run the module. A progress line
    (stderr, on a terminal, after a second) names the phase: a big module compiles for minutes."""
    from ..backends.xla import XlaBackendError, run_on_xla
    from ..dump.progress import LazyProgress
    with LazyProgress(3, "xla") as bar:
        finished = iter((0, 1, 1))       # phases done when each of the three starts

        def on_phase(description):
            bar.advance(next(finished, 0), description)
        try:
            return run_on_xla(module, global_args, device_args, replicas=replicas, partitions=partitions,
                              platform=platform, mode=mode, text=text, on_phase=on_phase)
        except XlaBackendError as e:
            bar.close()
            _error(str(e))
            return None


def run_xla_backend(module, text, globals_, device_inputs, *, replicas, partitions, platform, print_mode,
                    save_path, compare_with, atol, rtol, interp_options,
                    recorded: tuple[str, Snapshot] | None = None) -> int:
    """``hlotool run --backend xla``: returns the exit code. ``recorded``: (path, Snapshot) of a snapshot run on
    its recorded arguments: the outputs are compared with its recorded result, as the interpreter's run does."""
    from ..backends.xla import XlaBackendError, plan_xla_run
    try:
        plan = plan_xla_run(module, replicas, partitions)
    except XlaBackendError as e:
        return _error(str(e))
    if plan.mode == "single" and device_inputs and len(globals_) == len(module.entry.parameters):
        device_inputs = {}       # per-device arrays of the partitioned program; this is its global view
    run = xla_run_or_report(module, text, globals_, device_inputs, replicas, partitions, platform)
    if run is None:
        return EXIT_USAGE
    result = run.result
    print_notes(run.notes)
    print_run(result, print_mode)
    click.echo(run.timing_line())
    if save_path:
        # The interpreter saves per device when it runs on a grid or on per-device inputs.
        per_device_view = plan.mode == "per-device" or (plan.mode == "single" and bool(device_inputs))
        save_run(save_path, result, per_device=per_device_view)
    code = 0
    if recorded is not None:
        code = compare_with_recorded(list(result), *recorded, atol, rtol)
    if compare_with == "interp":
        code = max(code, _compare_with_interp(module, plan, globals_, device_inputs, result, atol, rtol,
                                              interp_options))
    return code


def compare_with_recorded(outputs, path, snapshot, atol, rtol) -> int:
    """A snapshot's run (``outputs``: flat) against its recorded result, each output as --compare-with prints it;
    the exit code."""
    from ..interp.values import flatten
    click.echo(f"compared with the result recorded in {path}:")
    return report_comparison([list(outputs)], [flatten(snapshot.result)], atol, rtol, "the recorded result")


def report_comparison(got_per_device, want_per_device, atol, rtol, other: str) -> int:
    """Every device's outputs ``got`` against ``want``; prints the max errors (device 0's and every
    mismatch; every output on a single device) and returns the exit code."""
    from ..interp.compare import compare_outputs
    several = len(got_per_device) > 1
    if len(want_per_device[0]) != len(got_per_device[0]):
        click.echo(f"{other} gave {len(want_per_device[0])} outputs, this run {len(got_per_device[0])}", err=True)
        return EXIT_FINDINGS
    bad = False
    for d, (got_d, want_d) in enumerate(zip(got_per_device, want_per_device, strict=True)):      # (one grid)
        for j, (g, w) in enumerate(zip(got_d, want_d, strict=True)):
            if not isinstance(g, (np.ndarray, np.generic)):
                continue           # tokens
            abs_err, rel_err, ok = compare_outputs(g, w, atol, rtol)
            if not ok or d == 0:
                label = f"dev{d} out{j}" if several else f"out{j}"
                click.echo(f"{label}: max abs error {abs_err:.3g}, max rel error {rel_err:.3g}"
                           f"{'' if ok else '  MISMATCH'}")
            bad |= not ok
    if several and not bad:
        click.echo(f"all {len(got_per_device)} devices agree with {other}")
    return EXIT_FINDINGS if bad else 0


def compare_interp_with_xla(module, text, global_args, device_args, interp_result, atol, rtol, platform,
                            per_device: bool) -> int:
    """``--compare-with xla`` after an interpreter run: the same inputs on XLA, every output (every
    device's, for a run per device) compared."""
    grid = interp_result.grid
    run = xla_run_or_report(module, text, global_args, device_args, grid.replicas if per_device else None,
                            grid.partitions if per_device else None, platform,
                            mode="per-device" if per_device else None)
    if run is None:
        return EXIT_USAGE
    print_notes(run.notes)
    want = run.result.per_device if per_device else [list(run.result)]
    got = interp_result.per_device if per_device else [list(interp_result)]
    return report_comparison(got, want, atol, rtol, "XLA")


def _compare_with_interp(module, plan, globals_, device_inputs, result, atol, rtol, interp_options) -> int:
    """``--backend xla --compare-with interp``: the same inputs through the interpreter."""
    from ..interp import InterpError, run_module
    from ..ir.collectives import DeviceGrid
    if plan.mode == "global-view" and DeviceGrid.of_module(module).size > 1:
        # The interpreter reads a header's num_partitions as "one program per device"; this module
        # is a global view (a before_optimizations dump of a sharded program), which it runs as
        # one device, shard_map regions per device.
        import dataclasses
        header = {k: v for k, v in module.attrs.items() if k not in ("num_partitions", "replica_count")}
        module = dataclasses.replace(module, attrs=header)
        print_notes([f"the interpreter runs this global view as one device (its copy of the header without "
                     f"num_partitions={plan.partitions}, which would make it a program per device)"])
    try:
        with np.errstate(all="ignore"):
            if plan.mode == "global-view":
                want = run_module(module, [globals_[i] for i in range(len(module.entry.parameters))],
                                  **interp_options)
            else:
                device_args = _device_args_for_interp(module, plan, globals_, device_inputs)
                args = [globals_[i] for i in sorted(globals_)] if device_args is None else ()
                want = run_module(module, args, replicas=plan.grid.replicas, partitions=plan.grid.partitions,
                                  device_args=device_args, **interp_options)
    except InterpError as e:
        return _error(f"the interpreter could not run the module: {e}")
    if plan.mode == "per-device":
        return report_comparison(result.per_device, want.per_device, atol, rtol, "the interpreter")
    return report_comparison([list(result)], [list(want)], atol, rtol, "the interpreter")


def _device_args_for_interp(module, plan, globals_, device_inputs):
    """The per-device inputs the XLA run used, so both runs start from the same arrays."""
    if not device_inputs and plan.mode == "single":
        return None
    from ..interp.device_io import device_arguments
    per_device = device_arguments(module, plan.grid, globals_, device_inputs)
    return {(i, d): a for d, args in enumerate(per_device) for i, a in enumerate(args)}


def interp_only_options(trace, break_kinds, max_memory, max_steps, compare_with) -> list[str]:
    """The interpreter's own options given to an XLA run (--max-memory and --max-steps serve the
    interpreter's run of --compare-with interp)."""
    used = [name for name, given in (("--trace", trace), ("--break-on", bool(break_kinds))) if given]
    if compare_with != "interp":
        used += [name for name, given in (("--max-memory", max_memory), ("--max-steps", max_steps is not None))
                 if given]
    return used
