"""``hlotool run MODULE [INPUTS.npz | A.npy ...]``: interpret a module with NumPy, or run it on XLA
(``--backend xla``, ``run_xla.py``). ``hlotool run SNAPSHOT.pb`` runs an HLO snapshot's module on its recorded
arguments and compares the outputs with its recorded result.

Exit codes: 0 ok; 1 outputs differ from the other backend beyond tolerance (--compare-with) or
--break-on hit; 2 bad usage or inputs (count, shape, dtype, unreadable files), an evaluation
refused/failed, or XLA missing or unable to run the module.
"""
from __future__ import annotations

import sys

import click
import numpy as np

from .common import (
    EXIT_FINDINGS,
    EXIT_USAGE,
    INPUT_FILE,
    MODULE_FILE,
    OUTPUT_FILE,
    InputError,
    no_verify_option,
    parse_or_report,
    read_input,
    verified_or_report,
)
from .run_io import (
    check_global_numbering,
    check_static_memory,
    load_inputs,
    parse_size,
    print_run,
    report_break,
    save_run,
    snapshot_or_none,
)


def _output_sharding(module, module_path, shardings_from):
    """The result's sharding for a partitioned module whose ROOT has none: from --output-shardings-from, else
    from its dump folder (announced), else a placement to infer, else None."""
    if module.entry.root.attribute_map.get("sharding") is not None:
        return None
    from ..dump import output_sharding_from_folder, result_placement_hint
    if shardings_from:
        hint = _named_output_sharding(shardings_from)
        if hint is not None:
            return hint
    if module_path == "-":
        return None
    found, source = output_sharding_from_folder(module_path)
    if found is not None:
        what = "the output sharding recorded in" if source.name.endswith((".pb", ".gz")) else "the ROOT sharding of"
        click.echo(f"note: global outputs assembled by {what} {source.name}", err=True)
        return found
    # No file records it (propagation chose it): outputs that differ by device get an inferred placement.
    return result_placement_hint(module_path)


def _named_output_sharding(shardings_from: str):
    """--output-shardings-from FILE: the sharding FILE records; where it records none (jax left the result's
    sharding to propagation), a warning and FILE's placement hint for inference (None where it gives none:
    then the folder's, as without the flag). Unreadable, unparsable and partitioned files are usage errors,
    each reported as what it is."""
    from ..dump.shardings import OutputShardingSourceError, named_output_sharding
    from ..errors import HloSyntaxError
    try:
        found, hint = named_output_sharding(shardings_from)
    except OSError as e:
        raise InputError(f"{shardings_from}: cannot read: {e.strerror or e}") from None
    except HloSyntaxError as e:
        where = f":{e.line}:{e.column}" if e.line else ""
        raise InputError(f"{shardings_from}{where}: {e.message}") from None
    except OutputShardingSourceError as e:
        raise InputError(f"{shardings_from}: {e}") from None
    if found is not None:
        return found
    click.echo(f"warning: {shardings_from} records no output sharding (its entry ROOT has none: the result's "
               "sharding was left to propagation); inferring the outputs' placement as without "
               "--output-shardings-from", err=True)
    return hint


@click.command("run")
@click.argument("module_path", metavar="MODULE", type=MODULE_FILE)
@click.argument("inputs", nargs=-1, type=INPUT_FILE)
@click.option("--random-args", is_flag=True, help="Generate inputs (XLA's fake-data rules).")
@click.option("--seed", type=int, default=0, show_default=True, help="Seed for --random-args.")
@click.option("--zeros", is_flag=True, help="All-zero inputs.")
@click.option("--save", "save_path", metavar="OUT.npz", type=OUTPUT_FILE,
              help="Write outputs out0.. (and outJ_devD per device on several devices) to an .npz.")
@click.option("--print", "print_mode", type=click.Choice(["summary", "full", "none"]),
              default="summary", show_default=True, help="How outputs are printed.")
@click.option("--trace", is_flag=True, help="Print every instruction's result statistics.")
@click.option("--break-on", "break_kinds", multiple=True, type=click.Choice(["nan", "inf"]),
              help="Stop at the first instruction producing a NaN/Inf.")
@click.option("--backend", type=click.Choice(["interp", "xla"]), default="interp", show_default=True,
              help="interp: hlotool's interpreter; xla: XLA's own runtime through jax (pip install 'hlotool[xla]').")
@click.option("--platform", type=click.Choice(["cpu", "gpu", "tpu"]),
              help="The devices XLA runs on (--backend xla or --compare-with xla; default cpu).")
@click.option("--compare-with", type=click.Choice(["xla", "interp"]),
              help="Also run on the other backend (xla needs jax) and compare every output.")
@click.option("--atol", type=float, help="Absolute tolerance for --compare-with.")
@click.option("--rtol", type=float, help="Relative tolerance for --compare-with.")
@click.option("--max-memory", metavar="SIZE",
              help="Refuse a run whose arguments and live values together exceed SIZE (e.g. 4G).")
@click.option("--max-steps", type=int, help="Limit on while-loop iterations.")
@click.option("--replicas", type=int, help="Replicas to simulate (default: the header's replica_count).")
@click.option("--partitions", type=int, help="Partitions to simulate (default: the header's num_partitions).")
@click.option("--output-shardings-from", "shardings_from", metavar="FILE", type=click.Path(dir_okay=False),
              help="Assemble global outputs by the entry ROOT sharding of FILE (the module before the SPMD "
                   "partitioner) or by the spmd_output_sharding of FILE.hlo.pb; default: from the module's "
                   "other files in its dump folder, else inferred over the mesh (announced).")
@no_verify_option
def run_cmd(module_path, inputs, random_args, seed, zeros, save_path, print_mode, trace,
            break_kinds, backend, platform, compare_with, atol, rtol, max_memory, max_steps, replicas, partitions,
            shardings_from, no_verify):
    """Run MODULE's entry computation on INPUTS (one .npz with arg0..argN, or .npy files).

    Multi-device modules run on every replica and partition: inputs are global arrays argI (split
    by the parameters' shardings) or per-device arrays argI_devD.

    MODULE may be an HLO snapshot (--xla_dump_hlo_snapshots): without INPUTS, its recorded arguments are
    the inputs and the outputs are compared with its recorded result (exit 1 where they differ).

    --backend xla runs the module on XLA (jax) with the same inputs and outputs, and reports XLA's
    compile and execute times; --trace, --break-on, --max-memory and --max-steps are the
    interpreter's (the last two also serve --compare-with interp)."""
    from ..interp import (
        InterpError,
        kernels,  # noqa: F401  (registers every kernel)
    )
    from ..interp.allocator import keep_freed_memory
    from ..interp.device_io import resolve_grid
    keep_freed_memory()     # (the command's own process: freed arrays reused; hlotool.run leaves a caller's alone)

    name, text = read_input(module_path)
    module = parse_or_report(name, text)
    if module is None:
        sys.exit(EXIT_USAGE)
    if (random_args or zeros) and inputs:
        raise click.UsageError("give inputs or --random-args/--zeros, not both")
    _check_backend_options(backend, platform, compare_with, trace, break_kinds, max_memory, max_steps)
    snapshot = None if inputs or random_args or zeros else snapshot_or_none(module_path)
    if snapshot is not None:
        inputs = (module_path,)         # (load_inputs reads a snapshot's arguments)
    if backend == "xla":
        sys.exit(_run_on_xla(module, text, inputs, random_args, seed, zeros, save_path, print_mode, platform,
                             compare_with, atol, rtol, max_memory, max_steps, replicas, partitions, no_verify,
                             None if snapshot is None else (module_path, snapshot)))
    options = _interp_options(max_memory, max_steps, trace, break_kinds)
    try:
        grid = resolve_grid(module, replicas, partitions)
    except InterpError as e:
        click.echo(f"hlotool run: error: {e.reason}", err=True)
        sys.exit(EXIT_USAGE)
    if not verified_or_report(module, text, no_verify, "run", replicas=replicas, partitions=partitions):
        sys.exit(EXIT_FINDINGS)
    globals_, device_inputs = _interp_inputs(module, grid, inputs, random_args, seed, zeros, options)
    progress = _progress() if sys.stderr.isatty() else None
    if progress is not None:
        options.on_loop = progress.update
    if grid.size == 1 and device_inputs and len(globals_) == len(module.entry.parameters):
        device_inputs = {}       # per-device arrays of the partitioned program; this is its global view
    if snapshot is not None and grid.size > 1:
        sys.exit(_one_device_snapshot_error(module_path, grid.size))
    if grid.size > 1 or device_inputs:
        from .run_grid import run_on_grid
        output_sharding = _output_sharding(module, module_path, shardings_from) if grid.size > 1 else None
        sys.exit(run_on_grid(module, text, grid, globals_, device_inputs, options, print_mode, save_path,
                             compare_with, atol, rtol, progress, platform or "cpu", output_sharding))
    sys.exit(_run_one_device(module, text, grid, check_global_numbering(globals_, device_inputs), options, progress,
                             print_mode, save_path, None if snapshot is None else (module_path, snapshot),
                             compare_with, atol, rtol, platform))


def _interp_options(max_memory, max_steps, trace, break_kinds):
    """The interpreter's Options for --max-memory, --max-steps, --trace and --break-on."""
    from ..interp.engine import Options
    from ..interp.hooks import break_on, tracer

    options = Options()
    if max_memory:
        options.max_memory = parse_size(max_memory)
    if max_steps is not None:
        options.max_steps = max_steps
    hooks = []
    if trace:
        hooks.append(tracer(lambda line: click.echo(line, err=True)))
    if break_kinds:
        hooks.append(break_on(set(break_kinds)))
    if hooks:
        options.on_value = lambda *a: [h(*a) for h in hooks]
    return options


def _interp_inputs(module, grid, inputs, random_args, seed, zeros, options):
    """(global arrays by parameter number, per-device arrays): drawn for --random-args/--zeros, else read from
    INPUTS (exit with a usage error where they cannot be drawn)."""
    from ..interp import InterpError
    from ..interp.device_io import global_shape
    from ..interp.fake_data import fake_args

    if not (random_args or zeros):
        return load_inputs(list(inputs))
    try:
        # Draw global arrays and shard them, so replicated parameters agree across devices.
        shape_of = global_shape if grid.size > 1 else None
        return dict(enumerate(fake_args(module, seed=seed, zeros=zeros, max_memory=options.max_memory,
                                        shape_of=shape_of))), {}
    except InterpError as e:
        click.echo(f"hlotool run: error: {e}", err=True)
        sys.exit(EXIT_USAGE)


def _run_one_device(module, text, grid, args, options, progress, print_mode, save_path, snapshot, compare_with,
                    atol, rtol, platform) -> int:
    """Run the entry computation on ``args`` on one device, print and save its outputs, and compare them with a
    snapshot's recorded result (``snapshot``: (its path, the snapshot) or None) and with XLA's (--compare-with
    xla): the exit code."""
    from ..interp import InterpError
    from ..interp.device_io import DeviceRun
    from ..interp.engine import EvalContext, check_args, value_bytes
    from ..interp.hooks import BreakHit
    from ..interp.values import flatten

    try:
        values = check_args(module, args)
        check_static_memory(module, value_bytes(tuple(values)), options.max_memory)
        ctx = EvalContext(module, options)
        with np.errstate(all="ignore"):
            outs = flatten(ctx.call(module.entry, values))
    except BreakHit as hit:
        report_break(hit)
        sys.exit(EXIT_FINDINGS)
    except InterpError as e:
        click.echo(f"hlotool run: error: {e}", err=True)
        sys.exit(EXIT_USAGE)
    finally:
        if progress is not None:
            progress.close()
    result = DeviceRun(outs, [outs], grid)
    print_run(result, print_mode)
    if save_path:
        save_run(save_path, result, per_device=False)
    code = 0
    if snapshot is not None:
        from .run_xla import compare_with_recorded
        snapshot_path, recorded = snapshot
        code = compare_with_recorded(outs, snapshot_path, recorded, atol, rtol)
    if compare_with == "xla":
        from .run_xla import compare_interp_with_xla
        code = max(code, compare_interp_with_xla(module, text, args, None, result, atol, rtol,
                                                 platform or "cpu", per_device=False))
    return code


class _progress:
    """A live while-loop iteration counter on a TTY (rich), refreshed every 50 iterations."""

    def __init__(self):
        from rich.console import Console
        self.status = Console(stderr=True).status("running")
        self.started = False

    def update(self, inst, iteration):
        if iteration % 50:
            return
        if not self.started:
            self.status.start()
            self.started = True
        self.status.update(f"while %{inst.name}: iteration {iteration}")

    def close(self):
        if self.started:
            self.status.stop()


def _one_device_snapshot_error(module_path, devices: int) -> int:
    click.echo(f"hlotool run: error: {module_path} records one device's execution of a module that runs on "
               f"{devices} devices: give every device's arguments as argI_devD in an .npz", err=True)
    return EXIT_USAGE


def _check_backend_options(backend, platform, compare_with, trace, break_kinds, max_memory, max_steps) -> None:
    if compare_with == backend:
        other = "xla" if backend == "interp" else "interp"
        raise click.UsageError(f"--compare-with {compare_with} compares a run with {compare_with} itself: use "
                               f"--backend {other} --compare-with {compare_with}, or --compare-with {other}")
    if platform and backend != "xla" and compare_with != "xla":
        raise click.UsageError("--platform chooses XLA's devices: use it with --backend xla or --compare-with xla")
    if backend == "xla":
        from .run_xla import interp_only_options
        used = interp_only_options(trace, break_kinds, max_memory, max_steps, compare_with)
        if used:
            raise click.UsageError(f"{', '.join(used)} {'is' if len(used) == 1 else 'are'} the interpreter's: "
                                   f"use --backend interp (--max-memory and --max-steps also serve "
                                   f"--compare-with interp)")


def _run_on_xla(module, text, inputs, random_args, seed, zeros, save_path, print_mode, platform, compare_with,
                atol, rtol, max_memory, max_steps, replicas, partitions, no_verify, recorded) -> int:
    """``run --backend xla``; ``recorded``: (its path, the Snapshot) where MODULE is a snapshot run on its recorded
    arguments, whose recorded result the outputs are compared with."""
    from ..backends.xla import XlaBackendError, plan_xla_run
    from ..interp import InterpError
    from ..interp.device_io import global_shape
    from ..interp.engine import Options
    from ..interp.fake_data import fake_args
    from .run_xla import run_xla_backend
    try:
        plan = plan_xla_run(module, replicas, partitions)
    except XlaBackendError as e:
        click.echo(f"hlotool run: error: {e}", err=True)
        return EXIT_USAGE
    if recorded is not None and plan.mode == "per-device":
        return _one_device_snapshot_error(recorded[0], plan.replicas * plan.partitions)
    if not verified_or_report(module, text, no_verify, "run", replicas=replicas, partitions=partitions):
        return EXIT_FINDINGS
    limit = parse_size(max_memory) if max_memory else Options().max_memory
    interp_options = {"max_memory": limit, **({"max_steps": max_steps} if max_steps is not None else {})}
    if random_args or zeros:
        try:
            # A program per device takes global arrays, sharded (replicated parameters agree).
            shape_of = global_shape if plan.mode == "per-device" else None
            globals_ = dict(enumerate(fake_args(module, seed=seed, zeros=zeros, max_memory=limit,
                                                shape_of=shape_of)))
        except InterpError as e:
            click.echo(f"hlotool run: error: {e}", err=True)
            return EXIT_USAGE
        device_inputs: dict = {}
    else:
        globals_, device_inputs = load_inputs(list(inputs))
    return run_xla_backend(module, text, globals_, device_inputs, replicas=replicas, partitions=partitions,
                           platform=platform or "cpu", print_mode=print_mode, save_path=save_path,
                           compare_with=compare_with, atol=atol, rtol=rtol, interp_options=interp_options,
                           recorded=recorded)
