"""The ``hlotool`` command line. One module per command."""
from __future__ import annotations

import importlib
import sys

import click

from .common import EXIT_INTERNAL

# Command name -> (module under hlotool.cli, click command object). Imported on first use, so
# `hlotool fmt` does not pay for NumPy kernels or the verifier.
COMMANDS = {
    "parse": ("parse_cmd", "parse_cmd"),
    "fmt": ("fmt_cmd", "fmt_cmd"),
    "convert": ("convert_cmd", "convert_cmd"),
    "diff": ("diff_cmd", "diff_cmd"),
    "stats": ("stats_cmd", "stats_cmd"),
    "dump": ("dump_cmd", "dump_cmd"),
    "graph": ("graph_cmd", "graph_cmd"),
    "serve": ("serve_cmd", "serve_cmd"),
    "verify": ("verify_cmd", "verify_cmd"),
    "run": ("run_cmd", "run_cmd"),
    "snapshot": ("snapshot_cmd", "snapshot_cmd"),
    "extract": ("extract_cmd", "extract_cmd"),
    "reduce": ("reduce_cmd", "reduce_cmd"),
    "bisect": ("bisect_cmd", "bisect_cmd"),
    "memory": ("memory_cmd", "memory_cmd"),
    "cost": ("cost_cmd", "cost_cmd"),
    "lsp": ("lsp_cmd", "lsp_cmd"),
}


_default_showwarning = None


class LazyGroup(click.Group):
    def list_commands(self, ctx):
        return list(COMMANDS)

    def get_command(self, ctx, name):
        if name not in COMMANDS:
            return None
        module, attr = COMMANDS[name]
        return getattr(importlib.import_module(f"{__name__}.{module}"), attr)


@click.group(cls=LazyGroup, context_settings={"help_option_names": ["-h", "--help"]})
@click.version_option(package_name="hlotool")
def cli():
    """hlotool: parse, format, verify and run XLA's textual HLO."""


def console_main() -> None:
    """The ``hlotool`` executable: ``main``, then end the process without tearing down the IR.
    Freeing a big module's millions of objects took as long as parsing it, and nobody needs it."""
    import os
    try:
        main()
        code = 0
    except SystemExit as e:
        code = e.code if isinstance(e.code, int) else (0 if e.code is None else 1)
        if e.code is not None and not isinstance(e.code, int):
            click.echo(e.code, err=True)
    for stream in (sys.stdout, sys.stderr):
        try:
            stream.flush()
        except BrokenPipeError:      # the reader has gone (`| head`): nothing left to deliver
            continue
    os._exit(code)


def _show_warning(message, category, filename, lineno, file=None, line=None):
    """The interpreter's warnings as one line each, like the CLI's other messages."""
    from ..interp.errors import InterpWarning
    if issubclass(category, InterpWarning):
        click.echo(f"hlotool: warning: {message}", err=True)
    else:
        _default_showwarning(message, category, filename, lineno, file, line)


def main(argv=None):
    import warnings
    global _default_showwarning
    if warnings.showwarning is not _show_warning:
        _default_showwarning, warnings.showwarning = warnings.showwarning, _show_warning
    try:
        cli.main(args=argv, prog_name="hlotool", standalone_mode=True)
    except SystemExit:
        raise
    except KeyboardInterrupt:
        sys.exit(130)
    except BrokenPipeError:
        sys.exit(0)
    except Exception as e:   # a bug in hlotool: say so in one line, never a traceback
        click.echo(f"hlotool: internal error: {type(e).__name__}: {e} "
                   "(please report this with the input file)", err=True)
        sys.exit(EXIT_INTERNAL)
