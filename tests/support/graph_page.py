"""Driving ``hlotool graph``'s page in Chromium, for the graph page and serve tests and
bench/graph_page.py: Chromium as a command (screenshot, dumped DOM), the page's self-test through
selenium (open boxes, overlaps, reveal, collapse all) and the first render's fit in its canvas."""
from __future__ import annotations

import os
import shutil
import subprocess
import tempfile
import time
from pathlib import Path

from support.browser import chrome_driver

BROWSER = shutil.which("chromium") or shutil.which("chromium-browser") or shutil.which("google-chrome")
# The 12-layer transformer dump, where bench/gen_dumps.py has cached it.
BIG = sorted(Path(os.environ.get("HLOTOOL_BENCH_CACHE", Path.home() / ".cache" / "hlotool-bench"))
             .glob("transformer-post-layers12-*.hlo"))


def chromium(url, *extra, timeout=120):
    with tempfile.TemporaryDirectory() as profile:
        t0 = time.perf_counter()
        out = subprocess.run([BROWSER, "--headless", "--no-sandbox", "--disable-gpu", "--disable-quic",
                              "--no-first-run", "--disable-background-networking", "--disable-component-update",
                              "--disable-sync", f"--user-data-dir={profile}", "--window-size=1400,900",
                              *extra, url], capture_output=True, text=True, timeout=timeout)
        return out, time.perf_counter() - t0


# Drives hlotool graph's page the way a reader does and reports what tests check: clicks open a few
# boxes (up to 4 of those drawn at the start, then up to 4 more inside them), every drawn box is checked
# against every other (two boxes overlap when they intersect and neither is an open box holding the
# other), the viewer's API reveals an instruction of a called computation, and "collapse all" is
# clicked. Uses only the page's DOM and the API it keeps as window.hlotoolGraph.
SELFTEST = """
const g = window.hlotoolGraph, X = HloGraph.columns, svg = document.getElementById("canvas");
const drawn = () => [...svg.querySelectorAll("g[data-v]")];
const closedExpandable = () => drawn().filter(e => e.classList.contains("it")
    && e.querySelector(":scope > rect").getAttribute("stroke-width") === "2").map(e => e.dataset.v);
function click(v) {            // a press and a release without moving: the viewer's click
  const e = svg.querySelector(`g[data-v="${v}"]`);
  if (!e) return false;
  const r = e.querySelector("rect").getBoundingClientRect(), at = {bubbles: true, clientX: r.left + 2, clientY: r.top + 2};
  svg.dispatchEvent(new MouseEvent("mousedown", at));
  e.querySelector("rect").dispatchEvent(new MouseEvent("mouseup", at));
  return true;
}
let opened = 0;
const t1 = performance.now();
for (let round = 0; round < 2; round++)
  for (const v of closedExpandable().slice(0, 4)) if (click(v)) opened++;
const openMs = performance.now() - t1;
const boxes = drawn().filter(e => e.dataset.v !== "0").map(e => {
  const r = e.querySelector(":scope > rect");
  return {open: e.classList.contains("open"), x: +r.getAttribute("x"), y: +r.getAttribute("y"),
          w: +r.getAttribute("width"), h: +r.getAttribute("height")};
});
const holds = (a, b) => a.open && a.x <= b.x && a.y <= b.y && b.x + b.w <= a.x + a.w && b.y + b.h <= a.y + a.h;
let overlaps = 0;
for (let i = 0; i < boxes.length; i++) for (let j = i + 1; j < boxes.length; j++) {
  const a = boxes[i], b = boxes[j];
  if (a.x < b.x + b.w && b.x < a.x + a.w && a.y < b.y + b.h && b.y < a.y + a.h && !holds(a, b) && !holds(b, a)) overlaps++;
}
const k = g.data.insts.findIndex(r => r[X.COMP] !== g.top);
const revealed = k >= 0 ? g.go(k) && g.selected() === k : null;
const before = drawn().length;
document.getElementById("collapse").click();
return {opened, boxes: boxes.length, overlaps, openMs: Math.round(openMs), readyMs: Math.round(window.hlotoolReady),
        revealed, collapsed: [before, drawn().length]};
"""


def selftest(page: Path) -> dict:
    """Open a few boxes, count overlaps, reveal a nested instruction, collapse all (``SELFTEST``)."""
    from selenium.webdriver.support.ui import WebDriverWait
    with chrome_driver() as d:
        d.get(page.as_uri())
        WebDriverWait(d, 30).until(lambda d: d.execute_script("return !!window.hlotoolGraph && 'ready' in document.body.dataset"))
        return d.execute_script(SELFTEST)


# The drawn graph's box and the canvas's, in one script (page coordinates).
DRAWN_AND_CANVAS = """
const svg = document.querySelector(arguments[0]), g = svg.querySelector("g");
const a = g.getBoundingClientRect(), b = svg.getBoundingClientRect();
return [a.left, a.top, a.right, a.bottom, b.left, b.top, b.right, b.bottom, svg.querySelectorAll("g.it").length];
"""


def assert_drawn_inside(driver, selector):
    """Everything drawn on the first render lies inside the canvas: nothing off an edge."""
    left, top, right, bottom, c_left, c_top, c_right, c_bottom, boxes = driver.execute_script(
        DRAWN_AND_CANVAS, selector)
    assert boxes > 0
    assert left >= c_left - 1 and right <= c_right + 1, (left, right, c_left, c_right)
    assert top >= c_top - 1 and bottom <= c_bottom + 1, (top, bottom, c_top, c_bottom)
