"""Shared CLI helpers: reading inputs, reporting errors with exit codes."""
from __future__ import annotations

import functools
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


# The modules of the inputs read from a binary HloProto, by display name: built straight from the proto, not
# parsed again from the text read_input returns for them.
_FROM_PROTO: dict[str, object] = {}


def read_input(path: str, read: list | None = None, canonicalize: bool = True) -> tuple[str, str]:
    """Returns (display name, HLO text). ``-`` is stdin. HLO text or a binary HloProto (``.hlo.pb``, gzipped
    or not; its text is its module as ``fmt`` prints it), told apart by content whatever the name; a file
    that is neither is an InputError. ``read``: a list the bytes read are appended to (stdin cannot be read
    twice). ``canonicalize``: StableHLO's (hlotool.parse_stablehlo's)."""
    from ..parser.sources import module_or_text_of
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
    if read is not None:
        read.append(data)
    try:
        text, module = module_or_text_of(data, name, canonicalize)
    except HloSyntaxError as e:
        raise InputError(f"{name}{f':{e.line}:{e.column}' if e.line else ''}: {e.message}") from None
    if module is not None:
        from ..fmt.printer import format_module
        _FROM_PROTO[name] = module
        text = format_module(module)
    else:
        _FROM_PROTO.pop(name, None)      # (stdin, read again in one process: tests, the language server)
    return name, text


def is_from_proto(name: str) -> bool:
    """Whether read_input read the input of this display name from a binary HloProto."""
    return name in _FROM_PROTO


def _parse(text: str, name: str):
    module = _FROM_PROTO.get(name)
    return module if module is not None else parse(text, filename=name)


def parse_or_report(name: str, text: str):
    """Parse; on a syntax error print it and return None."""
    gc.unfreeze()      # modules of earlier files become collectable again (see parse_frozen)
    try:
        module = _parse(text, name)
    except HloSyntaxError as e:
        if e.line:
            render_syntax_error(e, stderr_console())
        else:            # (a proto's: no line of the file to show)
            click.echo(f"{name}: error: {e.message}", err=True)
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
    module = _parse(text, name)
    gc.freeze()
    return module


def format_option(choices=("text", "json"), default: str = "text", help: str | None = None,
                  as_json: str | None = None):
    """``--format CHOICE`` (text, json and a command's own), the one spelling of output formats, with ``--json``
    as a hidden alias of ``--format json`` (the older spelling of parse, stats and dump). The command receives
    ``fmt``, or with ``as_json="NAME"`` a flag NAME (``fmt == "json"``) for a command that has only the two."""
    def decorate(fn):
        @functools.wraps(fn)
        def command(*args, json_alias: bool, fmt: str, **kwargs):
            if json_alias:
                source = click.get_current_context().get_parameter_source("fmt")
                if fmt != "json" and source is click.core.ParameterSource.COMMANDLINE:
                    raise click.UsageError(f"--json means --format json: it contradicts --format {fmt}")
                fmt = "json"
            if as_json:
                kwargs[as_json] = fmt == "json"
            else:
                kwargs["fmt"] = fmt
            return fn(*args, **kwargs)
        command = click.option("--json", "json_alias", is_flag=True, hidden=True,
                               help="Same as --format json.")(command)
        return click.option("--format", "fmt", type=click.Choice(choices), default=default, show_default=True,
                            help=help)(command)
    return decorate


# File arguments are click.Path, so that shell completion completes file names; ``-`` is stdin where a command
# reads one. A missing file or folder is left to the command (``cannot read``, ``not a directory``: its own
# wording, exit 2), which also reports a usage error that comes first (``--inputs`` with ``--random-args``).
MODULE_FILE = click.Path(dir_okay=False, allow_dash=True)
INPUT_FILE = click.Path(dir_okay=False)       # arrays (.npz, .npy)
OUTPUT_FILE = click.Path(dir_okay=False, writable=True)
FOLDER = click.Path(file_okay=False)
FILE_OR_FOLDER = click.Path(allow_dash=True)


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
    from ..verifier import verify
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
