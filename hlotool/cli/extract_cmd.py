"""``hlotool extract MODULE NAME``: a standalone module whose ROOT is instruction NAME.

Exit codes: 0 written (and it verifies); 1 the extracted module does not verify, or the input
does not (before a run for --inputs/--random-args); 2 bad usage, unreadable input, unknown NAME,
or a run that failed or never reached NAME.
"""
from __future__ import annotations

import sys
from pathlib import Path

import click

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


@click.command("extract")
@click.argument("module_path", metavar="MODULE", type=MODULE_FILE)
@click.argument("name", metavar="NAME")
@click.option("-o", "--output", "output", metavar="OUT.hlo", type=OUTPUT_FILE,
              help="Write the module here (default: stdout).")
@click.option("--depth", type=click.IntRange(min=0), default=0, show_default=True,
              help="Levels of producers above NAME to keep; only the inputs at that boundary become parameters.")
@click.option("--computation", metavar="COMP", help="The computation holding NAME (default: the entry, "
              "else the only computation with an instruction of that name).")
@click.option("--inputs", "inputs_path", metavar="IN.npz", type=INPUT_FILE,
              help="Run MODULE on these inputs and write the values that reached the extracted parameters "
                   "to OUT.npz (next to -o).")
@click.option("--random-args", is_flag=True, help="Like --inputs, with generated inputs (XLA's fake-data rules).")
@click.option("--seed", type=int, default=0, show_default=True, help="Seed for --random-args.")
@no_verify_option
def extract_cmd(module_path, name, output, depth, computation, inputs_path, random_args, seed, no_verify):
    """Write a module whose ROOT is instruction NAME of MODULE.

    NAME's operands become parameters named after their producers (with --depth N, the N levels of
    producers above NAME are kept and only the inputs at that boundary become parameters);
    constants are copied, called computations too. With --inputs IN.npz or --random-args, MODULE
    runs on hlotool's interpreter and OUT.npz gets arg0..argK: the values that reached the
    extracted module's parameters, so `hlotool run OUT.hlo OUT.npz` recomputes NAME alone."""
    from ..reduce.extract import ExtractError, extract

    if inputs_path and random_args:
        raise click.UsageError("give --inputs or --random-args, not both")
    want_values = bool(inputs_path or random_args)
    if want_values and not output:
        raise click.UsageError("--inputs/--random-args write OUT.npz next to the module: give -o OUT.hlo")
    src_name, text = read_input(module_path)
    module = parse_or_report(src_name, text)
    if module is None:
        sys.exit(EXIT_USAGE)
    try:
        result = extract(module, name, depth=depth, computation=computation)
    except ExtractError as e:
        click.echo(f"hlotool extract: error: {e}", err=True)
        sys.exit(EXIT_USAGE)

    captured = None
    if want_values:
        if not verified_or_report(module, text, no_verify, "extract"):
            sys.exit(EXIT_FINDINGS)
        captured = _capture(module, result, inputs_path, random_args, seed)

    from .. import parse
    from ..diagnostics import render_diagnostics_text, stderr_console
    from ..verifier import verify
    errors = [d for d in verify(parse(result.text, filename=output or "<extracted>")) if d.severity == "error"]
    if output:
        try:
            Path(output).write_text(result.text, encoding="utf-8")
        except OSError as e:
            raise InputError(f"{output}: cannot write: {e.strerror or e}") from None
    else:
        click.echo(result.text, nl=False)
    say = (lambda m: click.echo(m)) if output else (lambda m: click.echo(m, err=True))
    params = [leaf.parameter for leaf in result.inputs]
    where = "" if result.in_entry else f" (in computation {result.computation})"
    say(f"extracted %{result.instruction}{where}: {len(result.kept)} instruction(s) kept, "
        f"{len(params)} parameter(s)" + (f" ({', '.join(params[:8])}{', ...' if len(params) > 8 else ''})"
                                         if params else "")
        + (f"; wrote {output}" if output else ""))
    if captured is not None:
        npz = str(Path(output).with_suffix(".npz"))
        _save(npz, captured.arrays)
        first = f" at the first execution of computation {captured.first_of}" if captured.first_of else ""
        say(f"wrote {npz}: {len(captured.arrays)} input(s), the values that reached %{result.instruction}{first}")
    if errors:
        render_diagnostics_text(errors, stderr_console(), source_text=result.text)
        click.echo(f"hlotool extract: the extracted module does not verify ({len(errors)} error"
                   f"{'s' * (len(errors) != 1)}){'; the input may not verify either' if no_verify else ''}",
                   err=True)
        sys.exit(EXIT_FINDINGS)


def _capture(module, result, inputs_path, random_args, seed):
    from ..interp import InterpError
    from ..interp.device_io import resolve_grid
    from ..interp.fake_data import fake_args
    from ..reduce.extract import capture_inputs
    from .run_io import check_global_numbering, load_inputs
    try:
        grid = resolve_grid(module, None, None)
    except InterpError as e:
        click.echo(f"hlotool extract: error: {e.reason}", err=True)
        sys.exit(EXIT_USAGE)
    if grid.size > 1:
        click.echo(f"hlotool extract: error: --inputs/--random-args run one device; this module runs on "
                   f"{grid.size} ({grid.replicas} replica(s) x {grid.partitions} partition(s))", err=True)
        sys.exit(EXIT_USAGE)
    try:
        if random_args:
            args = fake_args(module, seed=seed)
        else:
            globals_, devices = load_inputs([inputs_path])
            args = check_global_numbering(globals_, devices)
        return capture_inputs(module, result, args)
    except InterpError as e:
        click.echo(f"hlotool extract: error: {e}", err=True)
        sys.exit(EXIT_USAGE)


def _save(path: str, arrays) -> None:
    from ..npz import save_npz
    try:
        save_npz(path, {f"arg{i}": a for i, a in enumerate(arrays)})
    except OSError as e:
        raise InputError(f"{path}: cannot write: {e.strerror or e}") from None
