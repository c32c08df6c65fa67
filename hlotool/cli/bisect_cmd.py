"""``hlotool bisect DUMP_DIR --module NAME``: the first pass after which the module's outputs differ
from before_optimizations', run by the interpreter on the same inputs.

Exit codes: 0 no pass changes the results; 1 a pass (or a stretch of unrunnable snapshots) does;
2 usage or IO errors (no such folder or module, bad inputs, a reference that cannot run, or no
snapshot after the reference that can)."""
from __future__ import annotations

import json
import os
import sys

import click
from rich.console import Console
from rich.text import Text

from .common import EXIT_FINDINGS, EXIT_OK, EXIT_USAGE, FOLDER, INPUT_FILE, InputError, format_option, no_verify_option

# Skip reasons can be long (an unknown custom-call target lists every target the interpreter has);
# the text report cuts them here, --format json keeps them whole.
_REASON_WIDTH = 200


def _console() -> Console:
    return Console(highlight=False, no_color=bool(os.environ.get("NO_COLOR")), soft_wrap=True)


@click.command("bisect")
@click.argument("folder", metavar="DUMP_DIR", type=FOLDER)
@click.option("--module", "module_name", help="The module (name, module_NNNN.NAME or number); needed when the "
                                              "dump holds several.")
@click.option("--inputs", "inputs_path", metavar="IN.npz|SNAPSHOT.pb", type=INPUT_FILE,
              help="Inputs arg0..argN (as `hlotool run` takes them), or an HLO snapshot's recorded arguments.")
@click.option("--random-args", is_flag=True, help="Generate inputs for before_optimizations (XLA's fake-data rules).")
@click.option("--seed", type=int, default=0, show_default=True, help="Seed for --random-args.")
@click.option("--atol", type=float, help="Absolute tolerance for float outputs (default: per type; f32 1e-6).")
@click.option("--rtol", type=float, help="Relative tolerance for float outputs (default: per type; f32 1e-5).")
@click.option("--linear", is_flag=True, help="Run every distinct snapshot in order up to the first that differs, "
                                             "instead of a binary search (finds the first differing pass also "
                                             "where a later pass undoes the difference).")
@format_option()
@click.option("--max-memory", metavar="SIZE", help="Memory limit of each run (e.g. 4G; default: half of RAM).")
@click.option("--max-steps", type=int, help="Limit on while-loop iterations of each run.")
@no_verify_option
def bisect_cmd(folder, module_name, inputs_path, random_args, seed, atol, rtol, linear, fmt, max_memory, max_steps,
               no_verify):
    """Find the pass of an XLA dump after which MODULE computes something else.

    DUMP_DIR is a folder written with XLA_FLAGS='--xla_dump_to=DIR --xla_dump_hlo_pass_re=.*'. Every
    snapshot runs in hlotool's interpreter on the same inputs and is compared with
    before_optimizations. Snapshots that cannot run are reported and skipped."""
    from ..bisect import BisectError, RunOptions, bisect_module
    from ..dump import DumpCache, DumpError, find_module, only_program, scan_dump
    from .run_io import parse_size

    if bool(inputs_path) == bool(random_args):
        raise click.UsageError("give --inputs IN.npz or --random-args (one of them)")
    try:
        modules = scan_dump(folder)
        if module_name is None:
            module, note = only_program(modules)
            if note:
                click.echo(f"note: {note}", err=True)
        else:
            module = find_module(modules, module_name)
        args = device_args = None
        if inputs_path:
            args, device_args = _load_inputs(inputs_path)
        options = RunOptions(verify=not no_verify, max_memory=parse_size(max_memory) if max_memory else None,
                             max_steps=max_steps, rtol=rtol, atol=atol)
        cache = DumpCache(folder)
        try:
            result = bisect_module(module, args, device_args, seed=seed if random_args else None,
                                   strategy="linear" if linear else "binary", options=options, cache=cache,
                                   progress=True, inputs_label=inputs_path or "")
        finally:
            cache.save()
    except (DumpError, BisectError) as e:
        click.echo(f"hlotool bisect: error: {e}", err=True)
        sys.exit(EXIT_USAGE)
    if fmt == "json":
        json.dump(result.to_json(), sys.stdout, indent=1)
        sys.stdout.write("\n")
    else:
        _print_text(result, _console())
    sys.exit(EXIT_FINDINGS if result.changed else EXIT_USAGE if result.verdict == "inconclusive" else EXIT_OK)


def _load_inputs(path):
    from .run_io import load_inputs, snapshot_or_none
    if not path.endswith(".npz") and snapshot_or_none(path) is None:
        raise InputError(f"{path}: --inputs takes one .npz with arg0, arg1, ... (as hlotool run) or an HLO "
                         "snapshot (its recorded arguments)")
    globals_, devices = load_inputs([path])
    idx = sorted(globals_)
    if idx != list(range(len(idx))):
        raise InputError(f"{path}: arrays arg0..arg{len(idx) - 1} expected, found "
                         + ", ".join(f"arg{i}" for i in idx))
    return [globals_[i] for i in idx], devices


def _short(reason: str) -> str:
    reason = " ".join(reason.split())
    return reason if len(reason) <= _REASON_WIDTH else reason[:_REASON_WIDTH - 3] + "..."


def _print_text(result, console: Console) -> None:
    from ..bisect import describe
    from ..structural_diff.render import print_text

    search = "linear scan" if result.strategy == "linear" else "binary search"
    console.print(Text(f"{result.module.key}: {result.snapshots} snapshots, {result.states} distinct; "
                       f"inputs {result.inputs}; {search}", style="bold"))
    not_needed = result.snapshots - result.runs - result.identical
    console.print(f"ran {result.runs} snapshot{'s' * (result.runs != 1)}, {result.identical} not run (same text "
                  f"as one that ran), {not_needed} not needed; {result.seconds:.2f} s")
    for note in result.notes:
        console.print(Text(f"note: {note}", style="dim"))
    for warning in result.warnings:
        console.print(Text(f"warning: {warning}", style="bold yellow"))
    if result.skipped:
        console.print(Text(f"skipped {len(result.skipped)} snapshot{'s' * (len(result.skipped) != 1)} that cannot "
                           "be run or compared:", style="yellow"))
        for c in result.skipped:
            console.print(Text(f"  {describe(c.snapshot)}: {c.snapshot.path.name}", style="yellow"))
            console.print(Text(f"    {_short(c.reason)}", style="dim"))
    if result.verdict == "inconclusive":
        console.print(Text(f"nothing compared: no snapshot after {result.checks[0].snapshot.label} can run",
                           style="bold red"))
        return
    if not result.changed:
        last = [c for c in result.checks if c.status != "skipped"][-1]
        later = f" (and the {last.files - 1} file{'s' * (last.files > 2)} after it, the same text)" \
            if last.files > 1 else ""
        console.print(Text(f"no pass changes the results: {describe(last.snapshot)}{later} agrees with "
                           f"{result.checks[0].snapshot.label} within tolerance", style="green"))
        if result.unchecked:
            console.print(Text(f"warning: the {len(result.unchecked)} passes after it are not checked (their "
                               "snapshots cannot run): " + ", ".join(describe(s) for s in result.unchecked),
                               style="bold yellow"))
        if result.strategy == "binary":
            console.print(Text("(binary search compares the last snapshot that runs; --linear also finds a "
                               "difference that a later pass undoes)", style="dim"))
        return
    if result.verdict == "changed":
        console.print(Text(f"first pass that changes the results: {describe(result.after)}", style="bold red"))
    else:
        console.print(Text(f"the results change within {len(result.suspects)} passes (the snapshots between the "
                           "last that agrees and the first that differs cannot run):", style="bold red"))
        for s in result.suspects:
            console.print(Text(f"  {describe(s)}", style="red"))
    console.print(f"  before: {result.before.path.name}")
    console.print(f"  after:  {result.after.path.name}")
    for d in result.differences:
        where = f"out{d.index}" if d.index >= 0 else "outputs"
        if d.device is not None:
            where += f" (device {d.device})"
        # Relative to the output's scale: relative to each element means nothing where elements are ~0.
        errors = (f": max abs error {d.max_abs_error:.3g}" + (f" ({d.max_rel_error:.3g} of its largest |value| "
                  f"{d.scale:.3g})" if d.max_rel_error is not None else "")) if d.max_abs_error else ""
        console.print(Text(f"  {where} {d.type}{errors}", style="red"))
        console.print(Text(f"    {d.detail}", style="dim"))
    if result.diff is not None:
        console.print(Text("structural diff, before -> after:", style="bold"))
        print_text(result.diff, console)
    elif result.diff_error:
        console.print(Text(result.diff_error, style="yellow"))
