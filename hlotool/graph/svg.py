"""A self-contained HTML page with the graph as inline SVG, laid out by ``layout`` (no Graphviz)."""
from __future__ import annotations

from html import escape

from .layout import Drawing, layout
from .model import FAMILY_COLOURS, Graph
from .resources import static_text

MARGIN = 20.0


def _attr(text: str) -> str:
    return escape(text, quote=True)


def to_svg(graph: Graph, drawing: Drawing | None = None) -> str:
    d = drawing or layout(graph)
    w, h = d.width + 2 * MARGIN, d.height + 2 * MARGIN
    out = [f'<svg xmlns="http://www.w3.org/2000/svg" width="{w:.0f}" height="{h:.0f}" '
           f'viewBox="{-MARGIN:.0f} {-MARGIN:.0f} {w:.0f} {h:.0f}" font-family="monospace" font-size="12">',
           "<defs><marker id='arrow' viewBox='0 0 10 10' refX='10' refY='5' markerWidth='7' "
           "markerHeight='7' orient='auto-start-reverse'><path d='M0,0L10,5L0,10z' fill='#555'/></marker></defs>"]
    def stroke(item_id: str) -> str:
        return ' stroke-width="3"' if item_id == graph.focus else ""
    for c, b in d.clusters:
        out.append(f'<g class="cluster" id="{_attr(c.id)}"><title>{escape(c.tooltip)}</title>'
                   f'<rect x="{b.x:.1f}" y="{b.y:.1f}" width="{b.w:.1f}" height="{b.h:.1f}" rx="6" '
                   f'fill="#f6f6fb" stroke="#7a7aa0" stroke-dasharray="5,3"{stroke(c.id)}/>'
                   f'<text x="{b.x + 8:.1f}" y="{b.y + 15:.1f}" font-weight="bold" fill="#44446a">'
                   f'{escape(c.title)}</text></g>')
    for e in d.edges:
        pts = " ".join(f"{x:.1f},{y:.1f}" for x, y in e.points)
        (x0, y0), (x1, y1) = e.points[0], e.points[1]
        out.append(f'<g class="edge" data-src="{_attr(e.src)}" data-dst="{_attr(e.dst)}">'
                   f'<title>{escape(e.src)} → {escape(e.dst)}: {escape(e.label)}</title>'
                   f'<polyline points="{pts}" fill="none" stroke="#555" marker-end="url(#arrow)"/>'
                   f'<text x="{(x0 + x1) / 2 + 4:.1f}" y="{(y0 + y1) / 2:.1f}" font-size="9" '
                   f'fill="#666">{escape(e.label)}</text></g>')
    for n, b in d.nodes:
        out.append(f'<g class="node" id="{_attr(n.id)}" data-opcode="{_attr(n.opcode)}" '
                   f'data-family="{_attr(n.family)}"><title>{escape(n.tooltip)}</title>'
                   f'<rect x="{b.x:.1f}" y="{b.y:.1f}" width="{b.w:.1f}" height="{b.h:.1f}" rx="4" '
                   f'fill="{FAMILY_COLOURS[n.family]}" stroke="#333"{stroke(n.id)}/>'
                   f'<text x="{b.cx:.1f}" y="{b.y + 15:.1f}" text-anchor="middle" font-weight="bold">'
                   f'{escape(n.name)}</text>'
                   f'<text x="{b.cx:.1f}" y="{b.y + 30:.1f}" text-anchor="middle" fill="#333">'
                   f'{escape(n.opcode)} {escape(n.shape)}</text></g>')
    out.append("</svg>")
    return "\n".join(out)


def to_html(graph: Graph) -> str:
    legend = "".join(f'<span style="background:{c}">{escape(f)}</span>' for f, c in FAMILY_COLOURS.items())
    return ("<!DOCTYPE html>\n<html><head><meta charset='utf-8'>"
            f"<title>{escape(graph.title)}</title><style>{static_text(__package__, 'svg.css')}</style></head><body>"
            f"<header><b>{escape(graph.title)}</b> — hover a node for its full instruction"
            f"<div class='legend'>{legend}</div></header><main>\n{to_svg(graph)}\n</main></body></html>\n")
