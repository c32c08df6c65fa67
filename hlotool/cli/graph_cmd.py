"""``hlotool graph MODULE``: a computation or an instruction's neighbourhood as DOT or HTML+SVG."""
from __future__ import annotations

import sys

import click

from ..graph import GraphError, computation_graph, neighbourhood_graph, to_dot, to_html, to_page
from .common import (
    EXIT_FINDINGS,
    EXIT_USAGE,
    MODULE_FILE,
    OUTPUT_FILE,
    no_verify_option,
    parse_or_report,
    read_input,
    verified_or_report,
)


@click.command("graph")
@click.argument("module", type=MODULE_FILE)
@click.option("--computation", help="The computation to draw (default: the entry).")
@click.option("--around", help="Draw the neighbourhood of this instruction instead.")
@click.option("--depth", type=click.IntRange(0), default=2, show_default=True,
              help="With --around: operand/user steps to include.")
@click.option("--format", "fmt", type=click.Choice(["html", "dot"]), default="html", show_default=True)
@click.option("-o", "--output", type=OUTPUT_FILE, help="Write here instead of stdout.")
@no_verify_option
def graph_cmd(module, computation, around, depth, fmt, output, no_verify):
    """Draw a computation of the HLO MODULE: an interactive page (op_name scopes and fusions open on
    click, search, pan and zoom), DOT, or with --around a static SVG of one neighbourhood."""
    name, text = read_input(module)
    parsed = parse_or_report(name, text)
    if parsed is None:
        sys.exit(EXIT_USAGE)
    if not verified_or_report(parsed, text, no_verify, "graph"):
        sys.exit(EXIT_FINDINGS)
    try:
        if around:
            graph = neighbourhood_graph(parsed, around, depth)
            out = to_dot(graph) if fmt == "dot" else to_html(graph)
        elif fmt == "dot":
            out = to_dot(computation_graph(parsed, computation))
        else:
            # The whole computation: the interactive page, which lays out only what is opened.
            comp = parsed.get_computation(computation) if computation else parsed.entry
            if comp is None:
                computation_graph(parsed, computation)          # raises GraphError with the list
            out = to_page(parsed, comp)
    except GraphError as e:
        click.echo(f"hlotool graph: error: {e}", err=True)
        sys.exit(EXIT_USAGE)
    if output:
        try:
            with open(output, "w", encoding="utf-8") as f:
                f.write(out)
        except OSError as e:
            raise click.ClickException(f"{output}: cannot write: {e.strerror or e}") from e
    else:
        sys.stdout.write(out)
