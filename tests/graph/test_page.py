"""hlotool graph's interactive page: the JSON it carries, the CLI, and (where Chromium is
installed) the page itself: it opens, lays out without overlaps, reveals a nested instruction,
and on the 12-layer transformer dump (where bench/gen_dumps.py has cached it) still does (its speed:
bench/graph_page.py)."""
import json
import os
import re
import resource
import shutil
import subprocess
import sys

import pytest

import hlotool
from hlotool.graph import page_data, to_page
from hlotool.graph.page import file_page_data
from support.browser import browser_available, chrome_driver
from support.graph_page import BIG, BROWSER, assert_drawn_inside, chromium, selftest
from support.paths import CORPUS, ROOT

MODULES = ["model_mlp_fwd/post.hlo", "model_transformer_fwd/post.hlo", "fori_loop_while/post.hlo",
           "conv2d/pre.hlo", "sort_ops/pre.hlo"]


def embedded(page: str) -> dict:
    m = re.search(r'<script id="data" type="application/json">(.*?)</script>', page, re.S)
    return json.loads(m.group(1))


def expanded(data: dict) -> list:
    """The rows of file_page_data's compact JSON as static/page.js expands them: page_data's rows."""
    strings, rows, kinds, shapes = data["strings"], data["insts"], data["kinds"], data["shapes"]
    out = [None] * len(rows)
    for ci, (_, base, count) in enumerate(data["comps"]):
        for k in range(base, base + count):
            r = rows[k]
            kind, shape, args = kinds[r[1]], shapes[r[2]], r[3]
            op, root = strings[kind[0]], int(args == 1 or isinstance(args, list))
            parts = [0 if isinstance(args, int) else args[0] if root else args, kind[1], root]
            if shape[2] != shape[1]:
                parts.append(shape[2])
            out[k] = [f"{op}.{r[0]}" if isinstance(r[0], int) else r[0], op, strings[shape[0]], strings[shape[1]],
                      parts, strings[kind[2]], kind[3], [k - back for back in r[4]] if len(r) > 4 else [],
                      r[5] if len(r) > 5 else [], ci, kind[4]]
    for r in out:
        parts = r[4]
        args = ", ".join("%" + out[o][0] for o in r[7]) if parts[0] == 0 else parts[0]
        r[4] = (("ROOT " if len(parts) > 2 and parts[2] else "") + "%" + r[0] + " = "
                + (strings[parts[3]] if len(parts) > 3 else r[3]) + " " + r[1] + "(" + args + ")" + strings[parts[1]])
    return out


@pytest.mark.parametrize("path", MODULES)
def test_page_data_covers_everything_reachable(path):
    module = hlotool.parse_file(CORPUS / path)
    page = to_page(module)
    data = embedded(page)
    assert data == json.loads(json.dumps(file_page_data(module, module.entry)))
    full = json.loads(json.dumps(page_data(module, module.entry)))      # what the viewer reads, texts included
    assert expanded(data) == full["insts"] and data["comps"] == full["comps"] and data["sources"] == full["sources"]
    comps = {c[0]: c for c in data["comps"]}
    assert data["comps"][0][0] == module.entry.name
    rows = full["insts"]
    for c in module.computations:
        if c.name not in comps:
            continue
        _, base, count = comps[c.name]
        assert [r[0] for r in rows[base:base + count]] == [i.name for i in c.instructions]
        for r, inst in zip(rows[base:base + count], c.instructions, strict=True):
            assert [rows[k][0] for k in r[7]] == list(dict.fromkeys(inst.operand_names))
            assert [data["comps"][k][0] for k in r[8]] == [cc.name for cc in inst.called_computations]
            assert r[1] == inst.opcode and inst.name in r[4]
    called = {cc.name for c in module.computations if c.name in comps
              for i in c.instructions for cc in i.called_computations}
    assert called <= set(comps)


def test_metadata_op_name_and_source_locations():
    module = hlotool.parse_file(CORPUS / "model_transformer_fwd" / "post.hlo")
    data = page_data(module, module.entry)
    assert any(r[5] for r in data["insts"])                       # op_name scopes are carried
    if module.stack_frames or any("source_file" in r[4] for r in data["insts"]):
        assert any(r[6] for r in data["insts"]) and re.search(r":\d+", "".join(data["sources"]))


def cli(*args):
    return subprocess.run([sys.executable, "-m", "hlotool", "graph", *map(str, args)], capture_output=True,
                          text=True, env={"PYTHONPATH": str(ROOT), "PATH": "/usr/bin:/bin"})


def test_cli_modes(tmp_path):
    path = CORPUS / "fori_loop_while" / "post.hlo"
    out = cli(path, "-o", tmp_path / "p.html")
    assert out.returncode == 0 and '<script id="data"' in (tmp_path / "p.html").read_text()
    body = next(c.name for c in hlotool.parse_file(path).computations if not c.is_entry)
    page = cli(path, "--computation", body).stdout
    assert embedded(page)["comps"][0][0] == body
    module = hlotool.parse_file(CORPUS / "model_mlp_fwd" / "post.hlo")
    target = module.entry.instructions[-1].name
    around = cli(CORPUS / "model_mlp_fwd" / "post.hlo", "--around", target, "--depth", "1").stdout
    assert "<svg" in around and "<script" not in around                # still the static SVG
    assert cli(path, "--format", "dot").stdout.startswith("digraph")


needs_browser = pytest.mark.skipif(BROWSER is None, reason="no headless Chromium installed")
needs_selenium = pytest.mark.skipif(not browser_available(), reason="needs Chromium, chromedriver and selenium")


@pytest.mark.slow
@pytest.mark.browser
@needs_browser
@needs_selenium
@pytest.mark.parametrize("path", ["model_transformer_fwd/post.hlo", "fori_loop_while/post.hlo"])
def test_page_in_chromium(tmp_path, path):
    page = tmp_path / "g.html"
    page.write_text(to_page(hlotool.parse_file(CORPUS / path)))
    result = selftest(page)
    assert result["overlaps"] == 0 and result["boxes"] > 0
    assert result["revealed"] in (True, None)          # None: no called computation to reveal
    before, after = result["collapsed"]                # "collapse all" goes back to the start
    assert after < before
    module = hlotool.parse_file(CORPUS / path)
    names = [i.name for c in module.computations for i in c.instructions]
    nested = next(i.name for c in module.computations if not c.is_entry for i in c.instructions
                  if sum(i.name in n for n in names) == 1)            # one match: the first shown
    out, _ = chromium(page.as_uri() + "#q=" + nested, "--virtual-time-budget=5000", "--dump-dom")
    matches = re.search(r'data-matches="(\d+)"', out.stdout)
    assert matches and int(matches.group(1)) >= 1                      # search found it
    assert f'<h3>{nested}</h3>' in out.stdout                           # and opened its details
    png = tmp_path / "g.png"
    chromium(page.as_uri(), f"--screenshot={png}")
    data = png.read_bytes()
    assert data[:8] == b"\x89PNG\r\n\x1a\n" and len(data) > 15000     # a blank page is ~5 KB


@pytest.mark.slow
@pytest.mark.browser
@pytest.mark.skipif(not BIG, reason="no cached transformer dump (run bench/gen_dumps.py)")
def test_big_dump_page_is_written_within_a_gigabyte_and_renders(tmp_path):
    """The big dump's page is written (in at most 1 GiB), drawn and passes the self-test. How fast (the CLI <= 5 s,
    Chromium's screenshot <= 3 s, the page ready < 1 s) is bench/graph_page.py's to measure."""
    page = tmp_path / "big.html"
    out = cli(BIG[-1], "-o", page)
    rss_mb = resource.getrusage(resource.RUSAGE_CHILDREN).ru_maxrss / 1024
    assert out.returncode == 0, out.stderr
    assert rss_mb <= 1024, rss_mb
    if BROWSER is None or not browser_available():
        return
    png = tmp_path / "big.png"
    chromium(page.as_uri(), f"--screenshot={png}")
    assert len(png.read_bytes()) > 15000
    result = selftest(page)
    assert result["overlaps"] == 0 and result["revealed"]
    if os.environ.get("HLOTOOL_KEEP_SCREENSHOT"):
        shutil.copy(png, os.environ["HLOTOOL_KEEP_SCREENSHOT"])


# A computation far wider than any window: 90 users of one parameter side by side.
WIDE = ("HloModule wide\n\nENTRY main {\n  p = f32[4] parameter(0)\n"
        + "".join(f"  n{i} = f32[4] negate(p)\n" for i in range(90))
        + "  ROOT t = (" + ", ".join("f32[4]" for _ in range(90)) + ") tuple("
        + ", ".join(f"n{i}" for i in range(90)) + ")\n}\n")


@pytest.mark.browser
@needs_selenium
@pytest.mark.parametrize("text", [WIDE, (CORPUS / "model_transformer_fwd" / "post.hlo").read_text()],
                         ids=["wide", "transformer"])
def test_first_render_fits_the_canvas(tmp_path, text):
    page = tmp_path / "g.html"
    page.write_text(to_page(hlotool.parse(text)))
    with chrome_driver() as d:
        d.get(page.as_uri())
        from selenium.webdriver.support.ui import WebDriverWait
        WebDriverWait(d, 30).until(lambda d: d.execute_script("return document.querySelectorAll('svg g.it').length"))
        assert_drawn_inside(d, "svg")
