"""A layered (Sugiyama-style) layout in plain Python: longest-path layering, dummy nodes on long
edges, barycenter ordering sweeps, then x positions pulled toward neighbours without overlap.
Data flows downward (operands above users). A fusion cluster is laid out on its own first and then
placed as one big node, so cluster boxes never overlap other nodes."""
from __future__ import annotations

from collections import defaultdict
from dataclasses import dataclass, field

from .model import Cluster, Edge, Graph, Node

# The sizes and gaps of both layouts: this one (``hlotool graph --around``'s static SVG) and the
# interactive viewer's (graph/static/viewer.js), which reads them from the page data (``page_data``'s
# "layout", which is ``LAYOUT``), so the two draw boxes of one size at the same spacing.
CHAR_W = 7.0            # px per character of 12px monospace
NODE_H = 38.0
H_GAP = 24.0
V_GAP = 50.0            # room for edge labels between layers
PAD = 12.0              # inside a cluster box
TITLE_H = 22.0
SWEEPS = 6              # barycenter ordering sweeps (and twice as many x-placement passes)

LAYOUT = {"char_w": CHAR_W, "node_h": NODE_H, "h_gap": H_GAP, "v_gap": V_GAP, "pad": PAD,
          "title_h": TITLE_H, "sweeps": SWEEPS}


@dataclass
class Box:
    x: float
    y: float
    w: float
    h: float

    @property
    def cx(self) -> float:
        return self.x + self.w / 2

    def shifted(self, dx: float, dy: float) -> "Box":
        return Box(self.x + dx, self.y + dy, self.w, self.h)


@dataclass
class LaidEdge:
    src: str
    dst: str
    label: str
    points: list[tuple[float, float]]


@dataclass
class Drawing:
    """Absolute positions of everything, ready for a writer."""
    width: float
    height: float
    nodes: list[tuple[Node, Box]] = field(default_factory=list)
    clusters: list[tuple[Cluster, Box]] = field(default_factory=list)
    edges: list[LaidEdge] = field(default_factory=list)

    def shifted(self, dx: float, dy: float) -> "Drawing":
        return Drawing(self.width, self.height,
                       [(n, b.shifted(dx, dy)) for n, b in self.nodes],
                       [(c, b.shifted(dx, dy)) for c, b in self.clusters],
                       [LaidEdge(e.src, e.dst, e.label, [(x + dx, y + dy) for x, y in e.points])
                        for e in self.edges])


def node_size(node: Node) -> tuple[float, float]:
    chars = max(len(node.name), len(node.opcode) + 1 + len(node.shape), 6)
    return chars * CHAR_W + 16, NODE_H


def _layers(ids: list[str], preds: dict[str, list[str]]) -> dict[str, int]:
    """Longest path from the sources, in a topological order (Kahn)."""
    succs = defaultdict(list)
    indeg = {i: 0 for i in ids}
    for v in ids:
        for u in preds[v]:
            succs[u].append(v)
            indeg[v] += 1
    ready = [i for i in ids if indeg[i] == 0]
    layer = dict.fromkeys(ids, 0)
    k = 0
    while k < len(ready):
        u = ready[k]
        k += 1
        for v in succs[u]:
            layer[v] = max(layer[v], layer[u] + 1)
            indeg[v] -= 1
            if indeg[v] == 0:
                ready.append(v)
    # Sources (parameters, constants) sit just above their first user, not all in the top row.
    for u in reversed(ready):
        if not preds[u] and succs[u]:
            layer[u] = min(layer[v] for v in succs[u]) - 1
    used = {lay: k for k, lay in enumerate(sorted(set(layer.values())))}   # drop emptied rows
    return {i: used[lay] for i, lay in layer.items()}


def layout(graph: Graph) -> Drawing:
    sizes, inner = _sizes(graph)
    ids = [i for i in graph.order if i in sizes]
    preds: dict[str, list[str]] = {i: [] for i in ids}
    for e in graph.edges:
        preds[e.dst].append(e.src)
    layer = _layers(ids, preds)
    chains, up, down = _edge_chains(graph.edges, layer, sizes)
    rows = _rows(ids, chains, layer, up, down)

    xs = _x_positions(rows, sizes, up, down)
    ys, heights, height = _row_ys(rows, sizes)
    min_x = min(xs.values(), default=0.0)
    width = max((xs[i] - min_x + sizes[i][0] for i in xs), default=0.0)

    drawing = Drawing(width, height)
    boxes = {}
    for r, row in enumerate(rows):
        for i in row:
            w, h = sizes[i]
            boxes[i] = Box(xs[i] - min_x, ys[r], w, h)
    _draw_nodes_and_clusters(drawing, graph, boxes, inner)
    for e, chain in chains:
        drawing.edges.append(LaidEdge(e.src, e.dst, e.label, _edge_points(e, chain, boxes, layer, ys, heights)))
    return drawing


def _sizes(graph: Graph) -> tuple[dict[str, tuple[float, float]], dict[str, Drawing]]:
    """(each node's and cluster's size by id, each cluster's own drawing by id: laid out first)."""
    sizes: dict[str, tuple[float, float]] = {}
    inner: dict[str, Drawing] = {}
    for node in graph.nodes:
        sizes[node.id] = node_size(node)
    for cluster in graph.clusters:
        drawn = layout(cluster.graph)
        inner[cluster.id] = drawn
        title_w = len(cluster.title) * CHAR_W + 2 * PAD
        sizes[cluster.id] = (max(drawn.width + 2 * PAD, title_w), drawn.height + TITLE_H + PAD)
    return sizes, inner


def _edge_chains(edges, layer: dict[str, int], sizes: dict[str, tuple[float, float]]):
    """(each edge with the chain of ids it passes, the ids above and below each id): a long edge gets one dummy per
    layer it crosses (added to ``layer`` and ``sizes``, of no size), so it bends around nodes."""
    chains: list[tuple[Edge, list[str]]] = []
    for k, e in enumerate(edges):
        chain = [e.src]
        for lay in range(layer[e.src] + 1, layer[e.dst]):
            dummy = f"\x00{k}.{lay}"
            layer[dummy] = lay
            sizes[dummy] = (0.0, 0.0)
            chain.append(dummy)
        chain.append(e.dst)
        chains.append((e, chain))
    up, down = defaultdict(list), defaultdict(list)
    for _, chain in chains:
        for u, v in zip(chain, chain[1:], strict=False):    # (each with the next: one pair fewer)
            down[u].append(v)
            up[v].append(u)
    return chains, up, down


def _rows(ids: list[str], chains, layer: dict[str, int], up, down) -> list[list[str]]:
    """The ids (and the chains' dummies) by layer, each layer ordered to cross few edges (_order_rows)."""
    n_layers = max(layer.values(), default=-1) + 1
    rows: list[list[str]] = [[] for _ in range(n_layers)]
    for i in ids:
        rows[layer[i]].append(i)
    for _, chain in chains:
        for d in chain[1:-1]:
            rows[layer[d]].append(d)
    _order_rows(rows, up, down)
    return rows


def _row_ys(rows: list[list[str]], sizes: dict[str, tuple[float, float]]):
    """(each row's top, each row's height, the height of them all)."""
    ys, heights = [], []
    y = 0.0
    for row in rows:
        h = max((sizes[i][1] for i in row), default=0.0)
        ys.append(y)
        heights.append(h)
        y += h + V_GAP
    return ys, heights, max(y - V_GAP, 0.0)


def _draw_nodes_and_clusters(drawing: Drawing, graph: Graph, boxes: dict, inner: dict[str, Drawing]) -> None:
    """The graph's nodes in their boxes, and its clusters with their own drawings centred in theirs."""
    for node in graph.nodes:
        drawing.nodes.append((node, boxes[node.id]))
    for cluster in graph.clusters:
        box = boxes[cluster.id]
        drawing.clusters.append((cluster, box))
        drawn = inner[cluster.id]
        sub = drawn.shifted(box.x + (box.w - drawn.width) / 2, box.y + TITLE_H)
        drawing.nodes.extend(sub.nodes)
        drawing.clusters.extend(sub.clusters)
        drawing.edges.extend(sub.edges)


def _edge_points(e: Edge, chain: list[str], boxes: dict, layer: dict[str, int], ys: list, heights: list) -> list:
    """The points an edge's line passes: down from its source, through its chain's dummies, to its destination."""
    src, dst = boxes[e.src], boxes[e.dst]
    points = [(src.cx, src.y + src.h)]
    r = layer[e.src]
    if src.h < heights[r]:      # drop to the bottom of the row first: taller boxes stand beside
        points.append((src.cx, ys[r] + heights[r]))
    for d in chain[1:-1]:
        r = layer[d]
        points += [(boxes[d].cx, ys[r]), (boxes[d].cx, ys[r] + heights[r])]
    points.append((dst.cx, dst.y))
    return points


def _order_rows(rows, up, down):
    pos = {i: k for row in rows for k, i in enumerate(row)}
    for sweep in range(SWEEPS):
        downward = sweep % 2 == 0
        seq = range(1, len(rows)) if downward else range(len(rows) - 2, -1, -1)
        for r in seq:
            nbrs = up if downward else down

            def key(i):
                ps = [pos[p] for p in nbrs[i]]  # noqa: B023  (key is used by the sort just below)
                return sum(ps) / len(ps) if ps else pos[i]
            rows[r].sort(key=key)
            for k, i in enumerate(rows[r]):
                pos[i] = k


def _x_positions(rows, sizes, up, down) -> dict[str, float]:
    """Left edges. Start packed; then pull nodes toward their neighbours' centres, row by row. In
    each row the best-connected node that is not a source gets exactly its wish; the nodes left and
    right of it take theirs as far as the gaps allow (a simple priority method)."""
    x: dict[str, float] = {}
    for row in rows:
        cur = 0.0
        for i in row:
            x[i] = cur
            cur += sizes[i][0] + H_GAP
    for it in range(2 * SWEEPS):
        seq = rows if it % 2 == 0 else rows[::-1]
        for row in seq:
            if not row:
                continue
            want = {}
            for i in row:
                # Sources (parameters, constants) follow their users, not the other way round,
                # so a long chain stays straight instead of drifting sideways.
                nb = [j for j in up[i] if up[j]] + down[i] or up[i]
                c = sum(x[j] + sizes[j][0] / 2 for j in nb) / len(nb) if nb else x[i] + sizes[i][0] / 2
                want[i] = c - sizes[i][0] / 2
            pin = max(range(len(row)), key=lambda k: (bool(up[row[k]]), len(up[row[k]]) + len(down[row[k]])))
            x[row[pin]] = want[row[pin]]
            for k in range(pin - 1, -1, -1):
                i, nxt = row[k], row[k + 1]
                x[i] = min(want[i], x[nxt] - H_GAP - sizes[i][0])
            for k in range(pin + 1, len(row)):
                i, prev = row[k], row[k - 1]
                x[i] = max(want[i], x[prev] + sizes[prev][0] + H_GAP)
    return x
