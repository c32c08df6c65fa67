"""The ``hlotool`` command line. One module per command."""
from __future__ import annotations

import sys

import click

from .common import EXIT_INTERNAL
from .fmt_cmd import fmt_cmd
from .parse_cmd import parse_cmd


@click.group(context_settings={"help_option_names": ["-h", "--help"]})
@click.version_option(package_name="hlotool")
def cli():
    """hlotool: parse, format, verify and run XLA's textual HLO."""


cli.add_command(parse_cmd)
cli.add_command(fmt_cmd)


def main(argv=None):
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
