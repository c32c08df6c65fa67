"""Reading a binary HLO dump against reading the same module's text: time and peak memory of
``hlotool.parse_file`` on the post-optimization train step of ``bench/gen_dumps.py`` (one compilation, written
as text and as an HloModuleProto), and the ratios the issue's goals are stated in (proto/text <= 1).

    python bench/protos.py [--layers 12] [--repeat 3]
"""
from __future__ import annotations

import argparse
import gc
import sys
import time
import tracemalloc
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))


# Header attributes of XLA's HloModuleConfig, not of the HloModuleProto: the text has them, a proto cannot.
CONFIG_ONLY = ("allow_spmd_sharding_propagation_to_output", "allow_spmd_sharding_propagation_to_parameters")


def _best_time(fn, repeat: int) -> float:
    best = float("inf")
    for _ in range(repeat):
        gc.collect()
        t = time.perf_counter()
        fn()
        best = min(best, time.perf_counter() - t)
    return best


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
    times = {k: _best_time(lambda p=p: hlotool.parse_file(p), ns.repeat)
             for k, p in (("text", text_path), ("proto", proto_path))}
    peaks = {k: _peak(lambda p=p: hlotool.parse_file(p)) for k, p in (("text", text_path), ("proto", proto_path))}
    for k in ("text", "proto"):
        print(f"  {k:5} -> IR: {times[k]:.3f} s, peak {peaks[k] / 1e6:.1f} MB (tracemalloc)")
    print(f"  ratio proto/text: time {times['proto'] / times['text']:.2f} (goal <= 1), "
          f"peak memory {peaks['proto'] / peaks['text']:.2f} (goal <= 1)")


if __name__ == "__main__":
    main()
