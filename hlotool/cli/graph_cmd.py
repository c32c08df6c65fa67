"""``hlotool graph MODULE``: a computation or an instruction's neighbourhood as DOT or HTML+SVG."""
from __future__ import annotations

import sys

import click

from ..graph import GraphError, computation_graph, neighbourhood_graph, to_dot, to_html
from .common import EXIT_FINDINGS, EXIT_USAGE, no_verify_option, parse_or_report, read_input, verified_or_report


@click.command("graph")
@click.argument("module")
@click.option("--computation", help="The computation to draw (default: the entry).")
@click.option("--around", help="Draw the neighbourhood of this instruction instead.")
@click.option("--depth", type=click.IntRange(0), default=2, show_default=True,
              help="With --around: operand/user steps to include.")
@click.option("--format", "fmt", type=click.Choice(["html", "dot"]), default="html", show_default=True)
@click.option("-o", "--output", type=click.Path(dir_okay=False), help="Write here instead of stdout.")
@no_verify_option
def graph_cmd(module, computation, around, depth, fmt, output, no_verify):
    """Draw a computation of the HLO MODULE (fusions as clusters, edges labelled with shapes)."""
    name, text = read_input(module)
    parsed = parse_or_report(name, text)
    if parsed is None:
        sys.exit(EXIT_USAGE)
    if not verified_or_report(parsed, text, no_verify, "graph"):
        sys.exit(EXIT_FINDINGS)
    try:
        graph = neighbourhood_graph(parsed, around, depth) if around else computation_graph(parsed, computation)
    except GraphError as e:
        click.echo(f"hlotool graph: error: {e}", err=True)
        sys.exit(EXIT_USAGE)
    out = to_dot(graph) if fmt == "dot" else to_html(graph)
    if output:
        try:
            with open(output, "w", encoding="utf-8") as f:
                f.write(out)
        except OSError as e:
            raise click.ClickException(f"{output}: cannot write: {e.strerror or e}")
    else:
        sys.stdout.write(out)
