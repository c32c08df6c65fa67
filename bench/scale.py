"""Commands on big dumps, as users feel them: each hlotool command timed as a whole process (start
to exit) with its peak RSS, against XLA's C++ parser (jaxlib) on the same file in the same run.

    PYTHONPATH=. python bench/scale.py [--layers 20] [--repeat 3]      # the targets
    PYTHONPATH=. python bench/scale.py --cpu                           # the same, in CPU seconds
    PYTHONPATH=. python bench/scale.py --growth [--sizes 3,6,12,24]    # 25-200 MB: linear growth?

Inputs are the post- and pre-optimization dumps of a transformer train step (bench/gen_dumps.py,
generated at first use and cached, never committed). With 20 layers the post-optimization dump has
114,603 instructions in 4,624 computations (17.7 MB), the size of the dump issue 10 measured.

Targets (issue 10, tightened by issue 31): parse <= 2x XLA's parse, verify <= 1.5x, stats <= 2x (its JSON and
its text tables), fmt <= 2x, diff of pre against post <= 4x, peak RSS of parse <= 5x the file size.
"x XLA" divides hlotool's time without its start-up (the time of `hlotool --version`, measured in the same
run) by XLA's in-process parse, as the issue's table does; the whole-process ratio is printed beside it. diff
reads two files, so its ratio is to XLA's parse of both.

--cpu: every figure in CPU seconds (user + system) instead of wall seconds, XLA's parse included: on a machine
others load, wall times move by tens of percent between runs, CPU times by a few.

--growth: copies of the 12-layer dump (bench/gen_dumps.replicated_post_dump_path: 3, 6, 12 and 24
copies are 26, 51, 102 and 205 MB). Time and peak RSS per MB for parse, verify, stats and fmt, and
the ratio of the largest size's per-MB figures to the smallest's (1.0: exactly linear).
"""
from __future__ import annotations

import argparse
import subprocess
import sys
import time
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))

TARGETS = {"parse": 2.0, "verify": 1.5, "stats --format json": 2.0, "stats (tables)": 2.0, "fmt": 2.0,
           "diff pre post": 4.0}
RSS_TARGET = 5.0          # parse's peak RSS / file size
GROWTH_RSS_LIMIT = 3 << 30   # 200 MB must parse, verify and stats within 3 GB


CPU_TIME = False          # --cpu: CPU seconds (user + system) instead of wall seconds


def run_process(argv: list[str]) -> tuple[float, int]:
    """Wall seconds (CPU seconds with --cpu) and peak RSS (bytes) of one process, start to exit. The process is
    started by /usr/bin/time: a child forked from this (large) process would inherit its RSS high-water mark."""
    t0 = time.perf_counter()
    proc = subprocess.run(["/usr/bin/time", "-f", "%U %S %M", *argv], stdout=subprocess.DEVNULL,
                          stderr=subprocess.PIPE, text=True)
    wall = time.perf_counter() - t0
    user, system, rss = proc.stderr.strip().splitlines()[-1].split()
    return (float(user) + float(system) if CPU_TIME else wall), int(rss) * 1024


def best(argv: list[str], repeat: int) -> tuple[float, int]:
    runs = [run_process(argv) for _ in range(repeat)]
    return min(r[0] for r in runs), max(r[1] for r in runs)


def xla_parse_seconds(path: Path, repeat: int) -> float:
    """XLA's parser in process (the file already read), best of ``repeat`` fresh processes."""
    code = ("import sys, time; import jaxlib._hlo as H; t = open(sys.argv[1]).read(); "
            "t0 = time.perf_counter(); H.hlo_module_from_text(t); print(time.perf_counter() - t0)")
    if CPU_TIME:
        code = code.replace("perf_counter", "process_time")
    inner = []
    for _ in range(repeat):
        out = subprocess.run([sys.executable, "-c", code, str(path)], capture_output=True, text=True, check=True)
        inner.append(float(out.stdout.strip().splitlines()[-1]))
    return min(inner)


HLOTOOL = [sys.executable, "-m", "hlotool"]


def targets(opts) -> int:
    from gen_dumps import transformer_post_dump_path, transformer_pre_dump_path
    post, pre = transformer_post_dump_path(opts.layers), transformer_pre_dump_path(opts.layers)
    startup, _ = best(HLOTOOL + ["--version"], opts.repeat)
    xla = xla_parse_seconds(post, opts.repeat)
    xla_pre = xla_parse_seconds(pre, opts.repeat)
    size = post.stat().st_size
    if CPU_TIME:
        print("CPU seconds (user + system), not wall seconds")
    print(f"{post.name}: {size / 1e6:.1f} MB; XLA's parse {xla:.3f} s (in process; of the pre dump, "
          f"{pre.stat().st_size / 1e6:.1f} MB: {xla_pre:.3f} s); hlotool start-up {startup:.3f} s")
    print(f"{'command':19s} {'process s':>9s} {'-startup':>8s} {'x XLA':>6s} {'target':>6s} "
          f"{'(whole)':>7s} {'peak RSS':>9s} {'x file':>6s}")
    commands = {"parse": ["parse", str(post)], "verify": ["verify", str(post)],
                "stats --format json": ["stats", "--format", "json", str(post)],
                "stats (tables)": ["stats", str(post)], "fmt": ["fmt", str(post)],
                "diff pre post": ["diff", "--format", "json", str(pre), str(post)]}
    missed = 0
    for name, args in commands.items():
        wall, rss = best(HLOTOOL + args, opts.repeat)
        base = xla + xla_pre if name == "diff pre post" else xla     # diff reads both files
        ratio = (wall - startup) / base
        ok = ratio <= TARGETS[name]
        missed += not ok
        extra = ""
        if name == "parse":
            ok_rss = rss / size <= RSS_TARGET
            missed += not ok_rss
            extra = f"  (RSS target {RSS_TARGET:.0f}x: {'met' if ok_rss else 'MISSED'})"
        print(f"{name:19s} {wall:9.2f} {wall - startup:8.2f} {ratio:6.1f} {TARGETS[name]:6.1f} "
              f"{wall / base:7.1f} {rss / 2**20:6.0f} MB {rss / size:6.1f}  {'met' if ok else 'MISSED'}{extra}")
        sys.stdout.flush()
    return missed


def growth(opts) -> int:
    from gen_dumps import replicated_post_dump_path
    sizes = [int(x) for x in opts.sizes.split(",")]
    commands = {"parse": ["parse"], "verify": ["verify"], "stats": ["stats", "--format", "json"], "fmt": ["fmt"]}
    startup, _ = best(HLOTOOL + ["--version"], 1)
    rows = {}
    print(f"{'MB':>6s} {'XLA s':>6s} " + " ".join(f"{c + ' s/MB':>13s} {c + ' RSS/MB':>13s}" for c in commands))
    for copies in sizes:
        path = replicated_post_dump_path(copies)
        mb = path.stat().st_size / 1e6
        xla = xla_parse_seconds(path, 1)
        cells = []
        for name, args in commands.items():
            wall, rss = run_process(HLOTOOL + args + [str(path)])
            rows[(copies, name)] = (mb, wall - startup, rss)
            cells.append(f"{(wall - startup) / mb:13.4f} {rss / 2**20 / mb:13.2f}")
        print(f"{mb:6.0f} {xla:6.2f} " + " ".join(cells), flush=True)
    small, large = sizes[0], sizes[-1]
    failed = 0
    print(f"\nper-MB figures at {rows[(large, 'parse')][0]:.0f} MB / at {rows[(small, 'parse')][0]:.0f} MB "
          "(1.0 = linear), and peak RSS at the largest size:")
    for name in commands:
        mb_s, t_s, r_s = rows[(small, name)]
        mb_l, t_l, r_l = rows[(large, name)]
        time_ratio, rss_ratio = (t_l / mb_l) / (t_s / mb_s), (r_l / mb_l) / (r_s / mb_s)
        limit = "" if name == "fmt" else (" (limit 3 GB: " + ("met" if r_l <= GROWTH_RSS_LIMIT else "MISSED") + ")")
        failed += name != "fmt" and r_l > GROWTH_RSS_LIMIT
        print(f"  {name:7s} time {time_ratio:5.2f}  RSS {rss_ratio:5.2f}  peak {r_l / 2**30:5.2f} GB{limit}")
    return failed


def main(argv=None):
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--layers", type=int, default=20)
    ap.add_argument("--repeat", type=int, default=3)
    ap.add_argument("--growth", action="store_true", help="25-200 MB dumps: time and RSS per MB")
    ap.add_argument("--cpu", action="store_true", help="CPU seconds (user + system) instead of wall seconds")
    ap.add_argument("--sizes", default="3,6,12,24", help="copies of the 12-layer dump for --growth")
    opts = ap.parse_args(argv)
    global CPU_TIME
    CPU_TIME = opts.cpu
    from bytecode import compile_package
    compile_package()
    return growth(opts) if opts.growth else targets(opts)


if __name__ == "__main__":
    sys.exit(1 if main() else 0)
