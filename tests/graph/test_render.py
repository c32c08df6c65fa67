"""hlotool graph: DOT, and HTML with inline SVG laid out in Python, checked structurally (and in
headless Chromium when it is installed)."""
import re
import shutil
import subprocess
import xml.etree.ElementTree as ET

import pytest

import hlotool
from hlotool.graph import computation_graph, neighbourhood_graph, to_dot, to_html, to_svg
from support.cli import run_cli_in_process
from support.paths import CORPUS

SVG = "{http://www.w3.org/2000/svg}"
MODULES = ["model_mlp_fwd/post.hlo", "model_transformer_fwd/post.hlo", "fori_loop_while/post.hlo",
           "conv2d/pre.hlo", "sort_ops/pre.hlo"]


def boxes_of(root, cls):
    out = {}
    for g in root.iter(SVG + "g"):
        if g.get("class") == cls:
            r = g.find(SVG + "rect")
            out[g.get("id")] = tuple(float(r.get(k)) for k in ("x", "y", "width", "height"))
    return out


def overlap(a, b):
    return a[0] < b[0] + b[2] and b[0] < a[0] + a[2] and a[1] < b[1] + b[3] and b[1] < a[1] + a[3]


def inside(a, b):
    return b[0] <= a[0] and b[1] <= a[1] and a[0] + a[2] <= b[0] + b[2] and a[1] + a[3] <= b[1] + b[3]


def check_svg(svg_text, graph):
    root = ET.fromstring(svg_text)
    nodes, clusters = boxes_of(root, "node"), boxes_of(root, "cluster")
    ids = list(nodes)
    for i, a in enumerate(ids):
        for b in ids[i + 1:]:
            assert not overlap(nodes[a], nodes[b]), (a, b)
    # Clusters are nested or apart; a node is inside a cluster or apart from it.
    for c, cb in clusters.items():
        for n, nb in nodes.items():
            assert inside(nb, cb) or not overlap(nb, cb), (n, c)
            assert inside(nb, cb) == n.startswith(c + "::"), (n, c)
        for d, db in clusters.items():
            if c < d:
                assert inside(cb, db) or inside(db, cb) or not overlap(cb, db), (c, d)
    ends = {**nodes, **clusters}
    n_edges = 0
    for g in root.iter(SVG + "g"):
        if g.get("class") != "edge":
            continue
        n_edges += 1
        src, dst = ends[g.get("data-src")], ends[g.get("data-dst")]
        pts = [tuple(map(float, p.split(","))) for p in g.find(SVG + "polyline").get("points").split()]
        (x0, y0), (x1, y1) = pts[0], pts[-1]
        assert src[0] <= x0 <= src[0] + src[2] and y0 == pytest.approx(src[1] + src[3])
        assert dst[0] <= x1 <= dst[0] + dst[2] and y1 == pytest.approx(dst[1])
        assert all(b[1] >= a[1] for a, b in zip(pts, pts[1:], strict=False))      # data flows downward
    return nodes, clusters, n_edges


def count(graph):
    n, e, c = len(graph.nodes), len(graph.edges), len(graph.clusters)
    for cl in graph.clusters:
        dn, de, dc = count(cl.graph)
        n, e, c = n + dn, e + de, c + dc
    return n, e, c


@pytest.mark.parametrize("path", MODULES)
def test_svg_layout_is_sound(path):
    module = hlotool.parse_file(CORPUS / path)
    graph = computation_graph(module)
    nodes, clusters, n_edges = check_svg(to_svg(graph), graph)
    assert (len(nodes), n_edges, len(clusters)) == count(graph)
    fusions = [i for i in module.entry.instructions if i.opcode == "fusion"]
    assert len([c for c in clusters if "::" not in c]) == len(fusions)


def test_nodes_have_colours_tooltips_and_shape_labels():
    module = hlotool.parse_file(CORPUS / "model_mlp_fwd" / "post.hlo")
    page = to_html(computation_graph(module))
    assert page.startswith("<!DOCTYPE html>") and "<script" not in page
    svg = page[page.index("<svg"):page.index("</svg>") + 6]
    root = ET.fromstring(svg)
    fills = {g.get("data-family"): g.find(SVG + "rect").get("fill") for g in root.iter(SVG + "g")
             if g.get("class") == "node"}
    assert len(set(fills.values())) == len(fills) >= 3           # one colour per family
    dot = next(g for g in root.iter(SVG + "g") if g.get("data-opcode") == "dot")
    assert re.search(r"dot\(%\S+, %\S+\), lhs_contracting_dims=", dot.find(SVG + "title").text)
    labels = [g.find(SVG + "text").text for g in root.iter(SVG + "g") if g.get("class") == "edge"]
    assert "f32[8,16]" in labels


def test_neighbourhood():
    module = hlotool.parse_file(CORPUS / "model_transformer_fwd" / "pre.hlo")
    target = next(i for i in module.entry.instructions if i.opcode == "dot")
    g1 = neighbourhood_graph(module, target.name, 1)
    names = {n.name for n in g1.nodes} | {c.id.split("/")[-1] for c in g1.clusters}
    assert names == {target.name} | {o.name for o in target.operands} | {u.name for u in target.users}
    g2 = neighbourhood_graph(module, target.name, 2)
    assert len(g2.nodes) + len(g2.clusters) > len(g1.nodes) + len(g1.clusters)
    svg = ET.fromstring(to_svg(g2))
    focused = [g.get("id") for g in svg.iter(SVG + "g")
               if g.get("class") in ("node", "cluster") and g.find(SVG + "rect").get("stroke-width") == "3"]
    assert focused == [g2.focus] and g2.focus.endswith("/" + target.name)
    check_svg(to_svg(g2), g2)
    assert len(neighbourhood_graph(module, target.name, 0).nodes) == 1


def test_dot_output():
    module = hlotool.parse_file(CORPUS / "model_mlp_fwd" / "post.hlo")
    graph = computation_graph(module)
    dot = to_dot(graph)
    assert dot.startswith('digraph "') and dot.rstrip().endswith("}")
    assert dot.count("subgraph \"cluster_") == count(graph)[2]
    assert dot.count(" -> ") == count(graph)[1]
    if shutil.which("dot"):
        out = subprocess.run(["dot", "-Tsvg"], input=dot, capture_output=True, text=True)
        assert out.returncode == 0, out.stderr


def cli(*args):
    return run_cli_in_process(["graph", *args])


@pytest.mark.slow
def test_cli(tmp_path):
    path = CORPUS / "fori_loop_while" / "post.hlo"
    module = hlotool.parse_file(path)
    body = next(c for c in module.computations if "while" not in c.name and not c.is_entry)
    out = cli(path, "--computation", body.name, "--format", "dot")
    assert out.returncode == 0 and out.stdout.startswith(f'digraph "{body.name}"')
    page = tmp_path / "g.html"
    assert cli(path, "-o", page).returncode == 0 and "<svg" in page.read_text()
    bad = cli(path, "--computation", "nope")
    assert bad.returncode == 2 and "no computation 'nope'" in bad.stderr
    bad = cli(path, "--around", "nope")
    assert bad.returncode == 2 and "no instruction 'nope'" in bad.stderr


@pytest.mark.browser
@pytest.mark.slow
def test_page_renders_in_headless_chromium(tmp_path):
    browser = shutil.which("chromium") or shutil.which("chromium-browser") or shutil.which("google-chrome")
    if browser is None:
        pytest.skip("no headless browser installed")
    page, png = tmp_path / "g.html", tmp_path / "g.png"
    page.write_text(to_html(computation_graph(hlotool.parse_file(CORPUS / "model_mlp_fwd" / "post.hlo"))))
    subprocess.run([browser, "--headless", "--no-sandbox", "--disable-gpu", f"--screenshot={png}",
                    "--window-size=1400,1000", page.as_uri()], capture_output=True, timeout=120)
    data = png.read_bytes()
    assert data[:8] == b"\x89PNG\r\n\x1a\n" and len(data) > 20000     # a blank page is ~5 KB
