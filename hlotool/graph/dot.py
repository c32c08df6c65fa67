"""Graphviz DOT text of a Graph (fusions as ``subgraph cluster_...``)."""
from __future__ import annotations

from .model import FAMILY_COLOURS, Graph


def _q(text: str) -> str:
    return '"' + text.replace("\\", "\\\\").replace('"', '\\"').replace("\n", "\\n") + '"'


def to_dot(graph: Graph) -> str:
    lines = [f"digraph {_q(graph.title)} {{", "  rankdir=TB;",
             '  node [shape=box, style="rounded,filled", fontname="monospace", fontsize=10];',
             '  edge [fontname="monospace", fontsize=8];']
    _body(graph, lines, "  ")
    lines.append("}")
    return "\n".join(lines) + "\n"


def _body(graph: Graph, lines: list[str], indent: str) -> None:
    for n in graph.nodes:
        lines.append(f"{indent}{_q(n.id)} [label={_q(n.name + chr(10) + n.opcode + ' ' + n.shape)}, "
                     f"fillcolor={_q(FAMILY_COLOURS[n.family])}, tooltip={_q(n.tooltip)}];")
    for c in graph.clusters:
        lines.append(f"{indent}subgraph {_q('cluster_' + c.id)} {{")
        lines.append(f"{indent}  label={_q(c.title)}; style=dashed; tooltip={_q(c.tooltip)};")
        # An invisible anchor stands for the fusion itself, so outer edges have an end point.
        lines.append(f"{indent}  {_q(c.id)} [shape=point, width=0.05, label=\"\"];")
        _body(c.graph, lines, indent + "  ")
        lines.append(f"{indent}}}")
    for e in graph.edges:
        lines.append(f"{indent}{_q(e.src)} -> {_q(e.dst)} [label={_q(e.label)}];")
