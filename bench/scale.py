"""Commands on big dumps, as users feel them: each hlotool command timed as a whole process (start
to exit) with its peak RSS, against XLA's C++ parser (jaxlib) on the same file in the same run.

    PYTHONPATH=. python bench/scale.py [--layers 12] [--repeat 3]

Inputs are the post- and pre-optimization dumps of a transformer train step (bench/gen_dumps.py,
generated at first use and cached, never committed). Targets (issue 10, on a 14 MB optimized dump):
parse <= 2x XLA's parse, verify <= 3x, stats <= 3x, fmt <= 4x, diff of pre against post <= 4x, peak
RSS of parse <= 8x the file size.
"""
from __future__ import annotations

import argparse
import os
import resource
import subprocess
import sys
import time
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))

TARGETS = {"parse": 2.0, "verify": 3.0, "stats --json": 3.0, "fmt": 4.0, "diff pre post": 4.0}


def run_process(argv: list[str]) -> tuple[float, int]:
    """Wall seconds and peak RSS (bytes) of one process, start to exit. The process is started by
    /usr/bin/time: a child forked from this (large) process would inherit its RSS high-water mark."""
    t0 = time.perf_counter()
    proc = subprocess.run(["/usr/bin/time", "-f", "%M", *argv], stdout=subprocess.DEVNULL,
                          stderr=subprocess.PIPE, text=True)
    wall = time.perf_counter() - t0
    return wall, int(proc.stderr.strip().splitlines()[-1]) * 1024


def best(argv: list[str], repeat: int) -> tuple[float, int]:
    runs = [run_process(argv) for _ in range(repeat)]
    return min(r[0] for r in runs), max(r[1] for r in runs)


def xla_parse_seconds(path: Path, repeat: int) -> float:
    """XLA's parser as a whole process too (python + jaxlib import + parse), and in-process."""
    code = ("import sys, time; import jaxlib._hlo as H; t = open(sys.argv[1]).read(); "
            "t0 = time.perf_counter(); H.hlo_module_from_text(t); print(time.perf_counter() - t0)")
    inner = []
    for _ in range(repeat):
        out = subprocess.run([sys.executable, "-c", code, str(path)], capture_output=True, text=True, check=True)
        inner.append(float(out.stdout.strip().splitlines()[-1]))
    return min(inner)


def main(argv=None):
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--layers", type=int, default=12)
    ap.add_argument("--repeat", type=int, default=3)
    opts = ap.parse_args(argv)
    from gen_dumps import transformer_post_dump_path, transformer_pre_dump_path
    post, pre = transformer_post_dump_path(opts.layers), transformer_pre_dump_path(opts.layers)
    hlotool = [sys.executable, "-m", "hlotool"]
    startup, _ = best(hlotool + ["--version"], opts.repeat)
    xla = xla_parse_seconds(post, opts.repeat)
    size = post.stat().st_size
    print(f"{post.name}: {size / 1e6:.1f} MB; XLA's parse {xla:.3f} s (in process); hlotool start-up "
          f"{startup:.3f} s (included below)")
    print(f"{'command':16s} {'seconds':>8s} {'x XLA parse':>12s} {'target':>7s} {'peak RSS':>10s} {'x file':>7s}")
    commands = {"parse": ["parse", str(post)], "verify": ["verify", str(post)],
                "stats --json": ["stats", "--json", str(post)], "fmt": ["fmt", str(post)],
                "diff pre post": ["diff", "--format", "json", str(pre), str(post)]}
    for name, args in commands.items():
        wall, rss = best(hlotool + args, opts.repeat)
        print(f"{name:16s} {wall:8.2f} {wall / xla:12.1f} {TARGETS[name]:7.1f} {rss / 2**20:8.0f} MB "
              f"{rss / size:7.1f}")
        sys.stdout.flush()


if __name__ == "__main__":
    main()
