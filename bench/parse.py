"""Parse-throughput benchmark: hlotool's parser against XLA's C++ parser.

Inputs: the big post-optimization transformer dump and its pre-optimization module
(bench/gen_dumps.py, generated and cached at first use) plus the largest corpus files.
For each input both parsers run N times; the best time is reported as MB/s
(MB = 10**6 bytes of UTF-8 text), together with the ratio hlotool/XLA.

    python bench/parse.py [-n 3] [--layers 12] [--corpus-files 4] [--xla-only] [--json OUT]

XLA's parser is jaxlib's ``hlo_module_from_text`` (XLA's HloParser; it builds the
HloModule in C++, without verification).  hlotool's is ``hlotool.parse(text, filename=...)``.
"""

from __future__ import annotations

import argparse
import gc
import json
import sys
import time
from pathlib import Path

HERE = Path(__file__).resolve().parent
REPO = HERE.parent
sys.path.insert(0, str(HERE))
sys.path.insert(0, str(REPO))

TARGET_RATIO = 0.25


def best_time(fn, text: str, n: int) -> float:
    best = float("inf")
    for _ in range(n):
        gc.collect()
        t0 = time.perf_counter()
        result = fn(text)
        dt = time.perf_counter() - t0
        del result
        best = min(best, dt)
    return best


def xla_parse(text: str):
    import jaxlib._hlo as H

    return H.hlo_module_from_text(text)


def load_hlotool_parse():
    """Return hlotool.parse, or None (with the reason printed) if unavailable."""
    try:
        import hlotool
    except Exception as e:
        print(f"note: hlotool not importable ({type(e).__name__}: {e}); timing XLA only", file=sys.stderr)
        return None
    fn = getattr(hlotool, "parse", None)
    if fn is None:
        print("note: hlotool.parse does not exist yet; timing XLA only", file=sys.stderr)
    return fn


def inputs(layers: int, corpus_files: int, corpus_dir: Path) -> list[tuple[str, str]]:
    import gen_dumps

    out = [
        (f"transformer_post_dump(layers={layers})", gen_dumps.transformer_post_dump(layers)),
        (f"transformer_pre_dump(layers={layers})", gen_dumps.transformer_pre_dump(layers)),
    ]
    files = sorted(corpus_dir.glob("*/*.hlo"), key=lambda p: p.stat().st_size, reverse=True)
    for p in files[:corpus_files]:
        out.append((str(p.relative_to(REPO) if p.is_relative_to(REPO) else p), p.read_text()))
    return out


def main(argv=None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("-n", "--repeat", type=int, default=3, help="runs per parser and input (best is kept)")
    ap.add_argument("--layers", type=int, default=12)
    ap.add_argument("--corpus-files", type=int, default=4, help="how many of the largest corpus files")
    ap.add_argument("--corpus", default=str(REPO / "tests" / "corpus"))
    ap.add_argument("--xla-only", action="store_true", help="skip hlotool")
    ap.add_argument("--json", help="also write the results here")
    ns = ap.parse_args(argv)

    hparse = None if ns.xla_only else load_hlotool_parse()
    rows = []
    header = f"{'input':48s} {'size MB':>8s} {'XLA MB/s':>9s} {'hlotool MB/s':>13s} {'hlotool/XLA':>12s}"
    print(header)
    print("-" * len(header))
    for name, text in inputs(ns.layers, ns.corpus_files, Path(ns.corpus)):
        mb = len(text.encode()) / 1e6
        t_xla = best_time(xla_parse, text, ns.repeat)
        row = {"input": name, "bytes": len(text.encode()), "xla_s": t_xla, "xla_mb_s": mb / t_xla}
        h_cell, r_cell = "-", "-"
        if hparse is not None:
            try:
                t_h = best_time(lambda s, _n=name: hparse(s, filename=_n), text, ns.repeat)
                row.update(hlotool_s=t_h, hlotool_mb_s=mb / t_h, ratio=t_xla / t_h)
                h_cell, r_cell = f"{mb / t_h:13.2f}", f"{t_xla / t_h:11.3f}x"
            except Exception as e:
                row["hlotool_error"] = f"{type(e).__name__}: {e}"
                h_cell, r_cell = "error", "-"
        rows.append(row)
        short = name if len(name) <= 48 else "..." + name[-45:]
        print(f"{short:48s} {mb:8.2f} {mb / t_xla:9.1f} {h_cell:>13s} {r_cell:>12s}", flush=True)
        for r in rows[-1:]:
            if "hlotool_error" in r:
                print(f"    hlotool error: {r['hlotool_error'][:200]}")
    print()
    print(f"target: >= {TARGET_RATIO}x XLA on the post dump")
    post = rows[0]
    if "ratio" in post:
        verdict = "MET" if post["ratio"] >= TARGET_RATIO else "NOT MET"
        print(f"post dump: hlotool/XLA = {post['ratio']:.3f}x -> {verdict}")
    if ns.json:
        Path(ns.json).write_text(json.dumps({"repeat": ns.repeat, "target": TARGET_RATIO, "rows": rows}, indent=1))
    return 0


if __name__ == "__main__":
    sys.exit(main())
