"""Reading a binary HLO dump against reading the same module's text: time and peak memory of
``hlotool.parse_file`` on the post-optimization train step of ``bench/gen_dumps.py`` (one compilation, written
as text and as an HloModuleProto), and the ratios the issue's goals are stated in (proto/text <= 1).

Time: the best of ``--repeat`` runs, in CPU time of this process (the figure that holds on a shared machine)
and wall time. Memory: tracemalloc's peak (Python's allocations: upb's arenas are not among them) and the
peak resident size in a fresh process (everything, upb's arenas included), each over the process before
the read.

    python bench/protos.py [--layers 12] [--repeat 3]
"""
from __future__ import annotations

import argparse
import gc
import subprocess
import sys
import time
import tracemalloc
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))


# Header attributes of XLA's HloModuleConfig, not of the HloModuleProto: the text has them, a proto cannot.
CONFIG_ONLY = ("allow_spmd_sharding_propagation_to_output", "allow_spmd_sharding_propagation_to_parameters")


def _best_times(fn, repeat: int) -> tuple[float, float]:
    """(best CPU time, best wall time) of ``fn``."""
    cpu = wall = float("inf")
    for _ in range(repeat):
        gc.collect()
        t, c = time.perf_counter(), time.process_time()
        fn()
        cpu, wall = min(cpu, time.process_time() - c), min(wall, time.perf_counter() - t)
    return cpu, wall


# Peak resident size of reading one file in a fresh process (Linux's VmHWM, which a new program starts
# afresh), over the process after reading a one-instruction module both ways (imports, the parser's tables,
# the proto descriptors and message classes in place).
_RSS_PROGRAM = """
import sys, hlotool
from hlotool.parser.hlo_proto_ir import module_of_bytes
from hlotool.parser.hlo_proto_schema import message_class
def high_water():
    return next(int(line.split()[1]) for line in open("/proc/self/status") if line.startswith("VmHWM:"))
hlotool.parse("HloModule m\\nENTRY e { ROOT p = f32[] parameter(0) }")
tiny = message_class("HloModuleProto")(name="m", entry_computation_name="e", entry_computation_id=1)
computation = tiny.computations.add(name="e", id=1, root_id=1)
computation.instructions.add(name="p", opcode="parameter", id=1).shape.element_type = 11
module_of_bytes(tiny.SerializeToString())
before = high_water()
module = hlotool.parse_file(sys.argv[1])
print(high_water() - before)
"""


def _peak_rss(path: Path) -> int:
    out = subprocess.run([sys.executable, "-c", _RSS_PROGRAM, str(path)], capture_output=True, text=True)
    if out.returncode:
        raise SystemExit(f"reading {path} in a fresh process failed:\n{out.stderr[-3000:]}")
    return int(out.stdout.split()[-1]) * 1024


def _peak(fn) -> int:
    gc.collect()
    tracemalloc.start()
    module = fn()
    peak = tracemalloc.get_traced_memory()[1]
    tracemalloc.stop()
    del module
    return peak


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--layers", type=int, default=12)
    ap.add_argument("--repeat", type=int, default=3)
    ns = ap.parse_args()
    from gen_dumps import transformer_post_proto_paths

    import hlotool
    from hlotool.fmt.printer import format_module
    text_path, proto_path = transformer_post_proto_paths(ns.layers)
    from_text, from_proto = hlotool.parse_file(text_path), hlotool.parse_file(proto_path)
    for key in CONFIG_ONLY:
        from_text.attrs.pop(key, None)
    same = format_module(from_text) == format_module(from_proto)
    n = from_text.instruction_count
    del from_text, from_proto
    print(f"{ns.layers}-layer train step: {n:,} instructions; text {text_path.stat().st_size / 1e6:.2f} MB, "
          f"proto {proto_path.stat().st_size / 1e6:.2f} MB; fmt prints the same text: {same}")
    paths = {"text": text_path, "proto": proto_path}
    times = {k: _best_times(lambda p=p: hlotool.parse_file(p), ns.repeat) for k, p in paths.items()}
    peaks = {k: _peak(lambda p=p: hlotool.parse_file(p)) for k, p in paths.items()}
    rss = {k: _peak_rss(p) for k, p in paths.items()}
    for k in paths:
        print(f"  {k:5} -> IR: {times[k][0]:.3f} s CPU ({times[k][1]:.3f} s wall), peak {peaks[k] / 1e6:.1f} MB "
              f"(tracemalloc), {rss[k] / 1e6:.1f} MB (resident)")
    print(f"  ratio proto/text: time {times['proto'][0] / times['text'][0]:.2f} CPU, "
          f"{times['proto'][1] / times['text'][1]:.2f} wall (goal <= 1); peak memory "
          f"{peaks['proto'] / peaks['text']:.2f} tracemalloc, {rss['proto'] / rss['text']:.2f} resident (goal <= 1)")


if __name__ == "__main__":
    main()
