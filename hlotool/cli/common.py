"""Shared CLI helpers: reading inputs, reporting errors with exit codes."""
from __future__ import annotations

import gc
import sys
from pathlib import Path

import click

from ..diagnostics import render_syntax_error, stderr_console
from ..errors import HloSyntaxError
from ..parser import parse

EXIT_OK, EXIT_FINDINGS, EXIT_USAGE, EXIT_INTERNAL = 0, 1, 2, 3


class InputError(click.ClickException):
    """A file that cannot be read: exit 2."""
    exit_code = EXIT_USAGE


def read_input(path: str) -> tuple[str, str]:
    """Returns (display name, text). ``-`` is stdin."""
    if path == "-":
        data = sys.stdin.buffer.read()
        name = "<stdin>"
    else:
        p = Path(path)
        if p.is_dir():
            raise InputError(f"{path}: is a directory")
        try:
            data = p.read_bytes()
        except OSError as e:
            raise InputError(f"{path}: cannot read: {e.strerror or e}") from None
        name = path
    try:
        return name, data.decode("utf-8")
    except UnicodeDecodeError as e:
        line = data[:e.start].count(b"\n") + 1
        raise InputError(f"{name}:{line}: the input is not UTF-8 text") from None


def parse_or_report(name: str, text: str):
    """Parse; on a syntax error print it and return None."""
    gc.unfreeze()      # modules of earlier files become collectable again (see parse_frozen)
    try:
        module = parse(text, filename=name)
    except HloSyntaxError as e:
        render_syntax_error(e, stderr_console())
        return None
    gc.freeze()
    return module


def parse_frozen(text: str, name: str):
    """parse_or_report's way with the collector, for commands that report syntax errors themselves.

    After parsing, every object so far (mostly the IR) is taken out of the cyclic collector's
    sight. Its collections would otherwise walk a big module's hundreds of thousands of objects
    again and again: verify and stats spent more than half their time there. The next parse
    unfreezes them first, so the modules of earlier files can still be freed. A long-running
    process (`serve`) must not use this."""
    gc.unfreeze()
    module = parse(text, filename=name)
    gc.freeze()
    return module


def no_verify_option(fn):
    """``--no-verify``: compute on a module without verifying it first."""
    return click.option("--no-verify", is_flag=True,
                        help="Skip verifying the module first (for a module meant to be out of spec).")(fn)


def verified_or_report(module, text: str, no_verify: bool, command: str, **verify_options) -> bool:
    """Commands that compute on a module verify it first: an invalid module would fail later,
    somewhere inside NumPy, or quietly give a wrong answer. Prints the errors and returns False."""
    if no_verify:
        return True
    from ..diagnostics import render_diagnostics_text
    from ..verify import verify
    errors = [d for d in verify(module, **verify_options) if d.severity == "error"]
    if not errors:
        return True
    render_diagnostics_text(errors, stderr_console(), source_text=text)
    click.echo(f"hlotool {command}: {len(errors)} verifier error{'s' * (len(errors) != 1)} in "
               f"{module.filename or '<input>'}; fix {'them' if len(errors) != 1 else 'it'} or pass "
               f"--no-verify", err=True)
    return False


def write_json(obj) -> None:
    """JSON on stdout: indented for a terminal, compact otherwise (Python's C encoder only runs
    without indentation; with it, a big module's diff took seconds to print)."""
    import json
    text = json.dumps(obj, indent=1) if sys.stdout.isatty() else json.dumps(obj, separators=(",", ":"))
    sys.stdout.write(text + "\n")
