"""``hlotool diff A B``: structural diff of two modules. Exit 0 same, 1 different, 2 error."""
from __future__ import annotations

import os
import sys

import click

from ..structural_diff import diff_modules
from .common import (
    EXIT_FINDINGS,
    EXIT_USAGE,
    MODULE_FILE,
    format_option,
    no_verify_option,
    parse_or_report,
    read_input,
    verified_or_report,
    write_json,
)


@click.command("diff")
@click.argument("left", type=MODULE_FILE)
@click.argument("right", type=MODULE_FILE)
@format_option()
@click.option("--include", multiple=True, type=click.Choice(["metadata"]),
              help="Also compare these (ignored by default).")
@click.option("--html", "html_path", type=click.Path(dir_okay=False, writable=True),
              help="Also write a self-contained side-by-side HTML report here.")
@click.option("--all", "show_all", is_flag=True, help="List unchanged instructions too.")
@no_verify_option
def diff_cmd(left, right, fmt, include, html_path, show_all, no_verify):
    """Compare HLO modules LEFT and RIGHT as graphs (names are only hints)."""
    modules = []
    for path in (left, right):
        name, text = read_input(path)
        module = parse_or_report(name, text)
        if module is None:
            sys.exit(EXIT_USAGE)
        if not verified_or_report(module, text, no_verify, "diff"):
            sys.exit(EXIT_FINDINGS)
        modules.append(module)
    result = diff_modules(*modules, include=include)
    if fmt == "json":
        if sys.stdout.isatty():
            write_json(result.to_json())
        else:       # the same JSON as write_json's, written without building it first
            sys.stdout.write(result.json_text() + "\n")
    else:
        from rich.console import Console  # (the JSON output needs no rich: diff.render imports it)

        from ..structural_diff.render import print_text
        console = Console(highlight=False, no_color=bool(os.environ.get("NO_COLOR")), soft_wrap=False)
        print_text(result, console, show_unchanged=show_all)
    if html_path:
        from ..structural_diff.render import html_report
        try:
            with open(html_path, "w", encoding="utf-8") as f:
                f.write(html_report(result))
        except OSError as e:
            raise click.ClickException(f"{html_path}: cannot write: {e.strerror or e}") from e
    sys.exit(0 if result.same else EXIT_FINDINGS)
