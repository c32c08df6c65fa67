"""``hlotool verify FILE...``: XLA's verifier checks, reported as diagnostics."""
from __future__ import annotations

import sys

import click

from ..diagnostics import stderr_console
from .common import EXIT_FINDINGS, EXIT_OK, parse_or_report, read_input


@click.command("verify")
@click.argument("files", nargs=-1, required=True)
@click.option("--format", "fmt", type=click.Choice(["text", "json", "github", "sarif"]), default="text",
              show_default=True, help="How to report findings (json/github/sarif go to stdout).")
@click.option("--allow-mixed-precision", is_flag=True, help="Accept mixed float types where XLA can.")
@click.option("--layout-sensitive", is_flag=True, help="Also require operand/result layouts to fit.")
def verify_cmd(files, fmt, allow_mixed_precision, layout_sensitive):
    """Verify HLO FILES ('-' for stdin). Exit 0 clean, 1 findings or syntax error, 2 usage/IO error."""
    from .. import __version__
    from ..verify import verify
    from ..verify.report import render_github, render_json, render_sarif, render_text

    failed = False
    all_diags = []
    console = stderr_console()
    for path in files:
        name, text = read_input(path)
        module = parse_or_report(name, text)
        if module is None:
            failed = True
            continue
        diags = verify(module, allow_mixed_precision=allow_mixed_precision, layout_sensitive=layout_sensitive)
        failed |= bool(diags)
        all_diags.extend(diags)
        if fmt == "text":
            render_text(diags, text.splitlines(), console)
            if not diags:
                click.echo(f"{name}: ok", err=True)
    if fmt == "json":
        click.echo(render_json(all_diags))
    elif fmt == "github":
        out = render_github(all_diags, files[0])
        if out:
            click.echo(out)
    elif fmt == "sarif":
        click.echo(render_sarif(all_diags, files[0], __version__))
    sys.exit(EXIT_FINDINGS if failed else EXIT_OK)
