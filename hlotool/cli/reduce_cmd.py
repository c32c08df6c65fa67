"""``hlotool reduce MODULE -o OUT.hlo PROPERTY``: shrink a module while a property holds.

Exit codes: 0 reduced (the property holds on OUT.hlo; also after --timeout); 1 the property does
not hold on the input module; 2 bad usage or IO errors; 130 interrupted (OUT.hlo holds the best
module so far).
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
    parse_or_report,
    read_input,
)


@click.command("reduce")
@click.argument("module_path", metavar="MODULE", type=MODULE_FILE)
@click.option("-o", "--output", "output", required=True, metavar="OUT.hlo", type=OUTPUT_FILE,
              help="Where the reduced module goes.")
@click.option("--test", "test_cmd", metavar="CMD",
              help="Property: CMD, run with the candidate file's path appended, exits 0.")
@click.option("--verify-fails", "verify_code", is_flag=False, flag_value="", default=None, metavar="[CODE]",
              help="Property: hlotool's verifier reports an error (with code CODE; default: the input's first "
                   "error's code).")
@click.option("--mismatch-with", type=click.Choice(["xla"]),
              help="Property: hlotool's interpreter and XLA CPU disagree beyond --atol/--rtol (needs jax).")
@click.option("--nan", is_flag=True, help="Property: hlotool's interpreter produces a NaN in some output.")
@click.option("--atol", type=float, help="Absolute tolerance for --mismatch-with (default: per type).")
@click.option("--rtol", type=float, help="Relative tolerance for --mismatch-with (default: per type).")
@click.option("--inputs", "inputs_path", metavar="IN.npz|SNAPSHOT.pb", type=INPUT_FILE,
              help="Inputs for --nan/--mismatch-with (arg0..argN of the input module, or an HLO snapshot's "
                   "recorded arguments; default: random).")
@click.option("--seed", type=int, default=0, show_default=True, help="Seed for random inputs.")
@click.option("--timeout", type=click.FloatRange(min=0), metavar="SECONDS",
              help="Stop after this long and write the best module so far.")
@click.option("--test-timeout", type=click.FloatRange(min=0, min_open=True), default=60.0, show_default=True,
              metavar="SECONDS", help="Limit for one run of the --test command (longer: property does not hold).")
@click.option("--log", "log_path", metavar="FILE", type=OUTPUT_FILE,
              help="Write the accepted steps here (default: stderr).")
@click.option("--no-verify", is_flag=True,
              help="With --test: candidates need not pass hlotool's verifier.")
def reduce_cmd(module_path, output, test_cmd, verify_code, mismatch_with, nan, atol, rtol, inputs_path, seed,
               timeout, test_timeout, log_path, no_verify):
    """Reduce MODULE to a small module that keeps a property, and write it to OUT.hlo.

    Give one property: --test CMD, --verify-fails [CODE], --mismatch-with xla or --nan. Candidates
    always parse; with the built-in properties they also verify (--verify-fails: they keep failing
    with the same code and no other). With --nan/--mismatch-with, OUT.npz (next to OUT.hlo) gets
    the inputs the property was seen with."""
    chosen = [flag for flag, on in (("--test", test_cmd is not None), ("--verify-fails", verify_code is not None),
                                    ("--mismatch-with", mismatch_with is not None), ("--nan", nan)) if on]
    if len(chosen) != 1:
        raise click.UsageError("give exactly one property: --test CMD, --verify-fails [CODE], "
                               "--mismatch-with xla or --nan" + (f" (got {', '.join(chosen)})" if chosen else ""))
    if inputs_path and not (nan or mismatch_with):
        raise click.UsageError("--inputs applies to --nan and --mismatch-with")
    if no_verify and test_cmd is None:
        raise click.UsageError("--no-verify applies to --test (the built-in properties always verify)")
    name, text = read_input(module_path)
    module = parse_or_report(name, text)
    if module is None:
        sys.exit(EXIT_USAGE)
    log = _Log(log_path)
    prop = _property(module, text, test_cmd, verify_code, mismatch_with, nan, atol, rtol, inputs_path, seed,
                     test_timeout, no_verify, log)
    try:
        sys.exit(_reduce(module, text, prop, output, timeout, log))
    finally:
        prop.close()
        log.close()


def _property(module, text, test_cmd, verify_code, mismatch_with, nan, atol, rtol, inputs_path, seed,
              test_timeout, no_verify, log):
    from ..reduce.properties import MismatchWithXla, NaN, TestCommand, VerifyFails
    if verify_code is not None:
        return VerifyFails(verify_code or None)
    input_errors = _verifier_errors(module)
    if test_cmd is not None:
        try:
            prop = TestCommand(test_cmd, test_timeout, verify_candidates=not no_verify and not input_errors)
        except ValueError as e:
            raise click.UsageError(str(e)) from None
        if input_errors and not no_verify:
            log.note(f"note: the input does not verify ({len(input_errors)} error(s)), so candidates need not "
                     "either")
        return prop
    if input_errors:
        from ..diagnostics import render_diagnostics_text, stderr_console
        render_diagnostics_text(input_errors, stderr_console(), source_text=text)
        click.echo(f"hlotool reduce: the input module does not verify ({len(input_errors)} error(s)), so "
                   f"{'--nan' if nan else '--mismatch-with'} cannot be checked on it; to reduce a verifier error, "
                   "use --verify-fails", err=True)
        sys.exit(EXIT_FINDINGS)
    args = _load_inputs(module, inputs_path) if inputs_path else None
    if nan:
        return NaN(seed, args)
    import importlib.util
    if importlib.util.find_spec("jax") is None:
        click.echo("hlotool reduce: --mismatch-with xla needs jax and jaxlib (pip install jax)", err=True)
        sys.exit(EXIT_USAGE)
    return MismatchWithXla(seed, args, atol, rtol)


def _verifier_errors(module):
    from ..verifier import verify
    return [d for d in verify(module) if d.severity == "error"]


def _load_inputs(module, path):
    from ..interp.engine import check_args
    from ..interp.errors import InterpError
    from .run_io import check_global_numbering, load_inputs
    globals_, devices = load_inputs([path])
    args = check_global_numbering(globals_, devices)
    try:
        return check_args(module, args)
    except InterpError as e:
        raise InputError(f"{path}: {e}") from None


class _Log:
    """Accepted steps, one line each, to --log FILE or stderr."""

    def __init__(self, path):
        self.file = None
        if path:
            try:
                self.file = open(path, "w", encoding="utf-8")
            except OSError as e:
                raise InputError(f"{path}: cannot write: {e.strerror or e}") from None

    def note(self, line: str) -> None:
        if self.file is not None:
            self.file.write(line + "\n")
            self.file.flush()
        else:       # sys.stderr as it is now: a progress bar on a terminal wraps it to print above itself
            print(line, file=sys.stderr, flush=True)

    def close(self) -> None:
        if self.file is not None:
            self.file.close()


def _reduce(module, text, prop, output, timeout, log) -> int:
    from ..dump.progress import LazyProgress
    from ..reduce.driver import PropertyDoesNotHold, Reducer

    initial = module.instruction_count
    progress = LazyProgress(total=initial, description="reduce")

    def on_step(step):
        log.note(str(step))
        progress.advance(step.before - step.after, description=f"reduce: {step.after} instructions")

    def on_candidate(kind, count):
        progress.note(f"reduce: {kind} ({count} instructions)")

    reducer = Reducer(module, text, prop, timeout=timeout, on_step=on_step, on_candidate=on_candidate)
    log.note(f"reducing {module.filename or '<input>'}: {initial} instructions, property {prop.name}")
    interrupted = False
    try:
        result = reducer.run()
    except PropertyDoesNotHold as e:
        progress.close()
        click.echo(f"hlotool reduce: the property does not hold on the input module: {e.reason}; nothing to "
                   "reduce", err=True)
        return EXIT_FINDINGS
    except KeyboardInterrupt:
        interrupted = True
        result = reducer.result()
    finally:
        progress.close()
    try:
        Path(output).write_text(result.text, encoding="utf-8")
    except OSError as e:
        raise InputError(f"{output}: cannot write: {e.strerror or e}") from None
    npz = _write_inputs(prop, result.module, output)
    how = "interrupted: wrote the best module so far" if interrupted else \
        f"timed out after {timeout:g} s: wrote the best module so far" if result.timed_out else "reduced"
    summary = (f"{how}: {result.initial_instructions} -> {result.instructions} instructions in "
               f"{len(result.steps)} step(s), {result.candidates} candidate(s) checked, {result.seconds:.1f} s; "
               f"{output}" + (f" (inputs: {npz})" if npz else ""))
    log.note(summary)
    if log.file is not None:
        click.echo(summary, err=True)
    if result.reason and not interrupted:
        click.echo(f"property: {result.reason}", err=True)
    if result.unparsable:
        click.echo(f"hlotool reduce: warning: {result.unparsable} candidate(s) did not parse (a bug in hlotool's "
                   "reductions; please report it with the input)", err=True)
    return 130 if interrupted else 0


def _write_inputs(prop, module, output) -> str | None:
    """OUT.npz with the inputs a value property ran the result on."""
    import numpy as np
    args = prop.inputs_for(module)
    if args is None or any(not isinstance(a, np.ndarray) for a in args):
        return None
    from ..npz import save_npz
    path = str(Path(output).with_suffix(".npz"))
    try:
        save_npz(path, {f"arg{i}": a for i, a in enumerate(args)})
    except OSError as e:
        raise InputError(f"{path}: cannot write: {e.strerror or e}") from None
    return path
