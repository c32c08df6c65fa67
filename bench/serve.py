"""``hlotool serve``'s speed, as a whole process, in headless Chromium (selenium + chromedriver).

  module view  ``hlotool serve FILE`` of the 12-layer transformer's post-optimization dump
               (bench/gen_dumps.py), from starting the server to the module view interactive: the
               graph of the entry computation drawn and answering clicks (``data-ready``), with
               the server's caches cold (a fresh process each time). A single-file root is parsed
               as soon as the server listens; so it is timed a second way too: the same train
               step's after-optimizations file opened from the dump folder below, parsed only
               when its view asks for it. Target (issue 12): <= 3 s.
  folder view  ``hlotool serve DIR`` of the per-pass ``--xla_dump_to`` folder of the same train step
               (bench/dump_scale.py; hundreds of files), from starting the server to the module
               table shown: with the instruction-count cache cold (an empty $HLOTOOL_CACHE) and warm.
               Target: <= 2 s.
  pass diff    (no target) the side-by-side diff of the train step's fusion pass: both files parsed,
               diffed and drawn.

Chromium is started once, before the timings (its own start-up is not the server's). Each figure is
the best of --repeat runs, with the median after it.

    PYTHONPATH=. python bench/serve.py [--layers 12] [--repeat 3] [--no-pass-diff]
"""
from __future__ import annotations

import argparse
import os
import shutil
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

HERE = Path(__file__).resolve().parent
ROOT = HERE.parent
sys.path.insert(0, str(HERE))


def browser():
    from selenium import webdriver
    from selenium.webdriver.chrome.service import Service

    chromium = shutil.which("chromium") or shutil.which("chromium-browser")
    driver_path = shutil.which("chromedriver")
    if not chromium or not driver_path:
        raise SystemExit("needs chromium and chromedriver (Debian: apt-get install chromium chromium-driver)")
    opts = webdriver.ChromeOptions()
    opts.binary_location = chromium
    for arg in ("--headless=new", "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage", "--no-first-run",
                "--disable-background-networking", "--window-size=1280,800"):
        opts.add_argument(arg)
    d = webdriver.Chrome(service=Service(driver_path), options=opts)
    d.execute_cdp_cmd("Emulation.setDeviceMetricsOverride",
                      {"width": 1280, "height": 800, "deviceScaleFactor": 1, "mobile": False})
    return d


def timed_view(d, path: str, fragment: str, view: str, cache: str, timeout: float = 300) -> tuple[float, float]:
    """Seconds from starting ``hlotool serve PATH`` to ``view`` ready in the browser, and to its URL
    being printed."""
    from selenium.webdriver.common.by import By
    from selenium.webdriver.support.ui import WebDriverWait

    env = dict(os.environ, PYTHONPATH=str(ROOT), HLOTOOL_CACHE=cache)
    d.get("about:blank")
    t0 = time.perf_counter()
    proc = subprocess.Popen([sys.executable, "-m", "hlotool", "serve", path, "--port", "0"], stdout=subprocess.PIPE,
                            stderr=subprocess.PIPE, text=True, env=env)
    try:
        line = ""
        while "http://" not in line:
            line = proc.stdout.readline()
            if not line:
                raise SystemExit(f"hlotool serve failed: {proc.stderr.read()[-2000:]}")
        listening = time.perf_counter() - t0
        d.get(line.split()[2] + fragment)
        body = d.find_element(By.TAG_NAME, "body")
        WebDriverWait(d, timeout, poll_frequency=0.01).until(
            lambda _: body.get_attribute("data-view") == view and body.get_attribute("data-ready") in ("1", "error"))
        ready = time.perf_counter() - t0
        if body.get_attribute("data-ready") != "1":
            raise SystemExit(f"{view} view failed: {d.find_element(By.ID, 'main').text[:500]}")
        return ready, listening
    finally:
        proc.terminate()
        proc.wait(timeout=30)


def report(name: str, runs: list[tuple[float, float]], target: float | None) -> None:
    ready = [r for r, _ in runs]
    listen = min(x for _, x in runs)
    verdict = "" if target is None else ("  (target %.0f s: %s)" % (target,
                                                                    "met" if min(ready) <= target else "MISSED"))
    print(f"{name:<42} {min(ready):6.2f} s best, {statistics.median(ready):6.2f} s median"
          f"  (listening after {listen:.2f} s){verdict}", flush=True)


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--layers", type=int, default=12)
    ap.add_argument("--repeat", type=int, default=3)
    ap.add_argument("--no-pass-diff", action="store_true", help="Skip the pass diff timing.")
    ns = ap.parse_args()
    from dump_scale import dump_folder
    from gen_dumps import transformer_post_dump_path

    big = transformer_post_dump_path(layers=ns.layers)
    folder = dump_folder(ns.layers)
    hlo = [p for p in folder.iterdir() if p.name.endswith(".txt")]
    print(f"module: {big.name}, {big.stat().st_size / 1e6:.1f} MB")
    print(f"folder: {folder} ({sum(1 for _ in folder.iterdir())} files, {len(hlo)} HLO, "
          f"{sum(p.stat().st_size for p in hlo) / 1e6:.0f} MB of HLO)", flush=True)
    d = browser()
    try:
        with tempfile.TemporaryDirectory() as tmp:
            runs = [timed_view(d, str(big), f"#/module?root=0&file={big.name}", "module",
                               tmp) for _ in range(ns.repeat)]
            report("module view (hlotool serve FILE)", runs, 3.0)
            from hlotool.dump import scan_dump
            train = max(scan_dump(folder), key=lambda m: m.size)
            final = train.snapshots[-1].path.name
            runs = [timed_view(d, str(folder), f"#/module?root=0&file={final}", "module",
                               tmp) for _ in range(ns.repeat)]
            report("module view (from the folder, on request)", runs, 3.0)
            cold = []
            for k in range(ns.repeat):
                cache = Path(tmp) / f"cold{k}"
                cache.mkdir()
                cold.append(timed_view(d, str(folder), "#/", "folder", str(cache)))
            report("folder view (cold instruction-count cache)", cold, 2.0)
            warm = [timed_view(d, str(folder), "#/", "folder", str(Path(tmp) / "cold0")) for _ in range(ns.repeat)]
            report("folder view (warm cache)", warm, 2.0)
            if not ns.no_pass_diff:
                mod = train
                after = next(s for s in mod.snapshots if s.pass_name == "fusion")
                runs = [timed_view(d, str(folder), f"#/pass?root=0&file={after.path.name}", "pass",
                                   str(Path(tmp) / "cold0"))]
                report(f"pass diff: {mod.name} fusion", runs, None)
    finally:
        d.quit()


if __name__ == "__main__":
    main()
