"""Screenshots of ``hlotool serve``'s main views for the README (docs/screenshots/*.png), taken in
headless Chromium (selenium + chromedriver) at 1280x800 on the per-pass dump folder of the 12-layer
transformer train step (bench/dump_scale.py makes it). With Pillow installed, the PNGs are reduced
to 256 colours (a third of the size); without it they are kept as Chromium wrote them.

    PYTHONPATH=. python scripts/serve_screenshots.py [--out docs/screenshots] [--layers 12]

Run it from the repository root: the dump's stack frames name ``bench/gen_dumps.py`` relative to it,
so the module view shows those source lines."""
from __future__ import annotations

import argparse
import os
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "bench"))

MODULE = "jit_transformer_{layers}l_train_step"     # bench/dump_scale.py's train step


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--out", default=str(ROOT / "docs" / "screenshots"))
    ap.add_argument("--layers", type=int, default=12)
    ns = ap.parse_args()
    from dump_scale import dump_folder
    from selenium.webdriver.common.by import By
    from selenium.webdriver.support.ui import WebDriverWait
    from serve import browser

    import hlotool
    from hlotool.dump import find_module, scan_dump

    folder = dump_folder(ns.layers)
    mod = find_module(scan_dump(folder), MODULE.format(layers=ns.layers))
    final = mod.snapshots[-1].path.name
    # An instruction inside a layer norm's fusion: its view opens the fusion on the way to it.
    module = hlotool.parse_file(mod.snapshots[-1].path)
    comp, inst = next((c.name, i.name) for c in module.computations for i in c.instructions if i.opcode == "rsqrt")
    # A pass that changed a few instructions, so the highlights are visible in both graphs.
    small = next(s for s in mod.snapshots if s.pass_name == "gather_simplifier")
    # File name, URL fragment, the view, and what to wait for besides the view being ready.
    views = [("folder", "#/", "folder", None),
             ("module", f"#/module?root=0&file={final}&c={comp}&inst={inst}", "module", ".source pre.lines"),
             ("timeline", f"#/timeline?root=0&module={mod.key}", "timeline", None),
             ("pass-diff", f"#/pass?root=0&file={small.path.name}", "pass", ".selected pre.r")]
    out = Path(ns.out)
    out.mkdir(parents=True, exist_ok=True)
    with tempfile.TemporaryDirectory() as cache:
        env = dict(os.environ, PYTHONPATH=str(ROOT), HLOTOOL_CACHE=cache)
        proc = subprocess.Popen([sys.executable, "-m", "hlotool", "serve", str(folder), "--port", "0"], cwd=ROOT,
                                stdout=subprocess.PIPE, text=True, env=env)
        d = browser()
        try:
            url = next(line.split()[2] for line in proc.stdout if "http://" in line)
            for name, fragment, view, extra in views:
                d.get(url + fragment)
                body = d.find_element(By.TAG_NAME, "body")
                WebDriverWait(d, 300).until(lambda _, body=body, view=view: body.get_attribute("data-view") == view
                                            and body.get_attribute("data-ready") == "1")
                if extra:
                    WebDriverWait(d, 60).until(lambda _, extra=extra: d.find_elements(By.CSS_SELECTOR, extra))
                time.sleep(0.5)
                path = out / f"{name}.png"
                d.save_screenshot(str(path))
                compress(path)
                print(f"{path}: {path.stat().st_size // 1024} KB")
        finally:
            d.quit()
            proc.terminate()
            proc.wait(timeout=30)


def compress(path: Path) -> None:
    try:
        from PIL import Image
    except ImportError:
        return
    with Image.open(path) as img:
        small = img.convert("RGB").quantize(colors=256, method=Image.Quantize.MEDIANCUT, dither=Image.Dither.NONE)
    small.save(path, optimize=True)


if __name__ == "__main__":
    main()
