"""Verify-time benchmark: hlotool's verifier against hlotool's parser on the largest dump.

Target: verifying costs less than parsing. XLA's parser runs on the same text in the same run for
scale (jaxlib exposes no verifier on its own; its compile runs the verifier plus the whole compiler).

    python bench/verify.py [-n 3] [--layers 12]
"""
from __future__ import annotations

import argparse
import gc
import sys
import time
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))
sys.path.insert(0, str(HERE.parent))


def best(fn, n):
    t = float("inf")
    for _ in range(n):
        gc.collect()
        t0 = time.perf_counter()
        fn()
        t = min(t, time.perf_counter() - t0)
    return t


def main(argv=None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("-n", "--repeat", type=int, default=3)
    ap.add_argument("--layers", type=int, default=12)
    ns = ap.parse_args(argv)
    import gen_dumps

    import hlotool
    from hlotool.verifier import verify
    for name, text in ((f"transformer_post_dump(layers={ns.layers})", gen_dumps.transformer_post_dump(ns.layers)),
                       (f"transformer_pre_dump(layers={ns.layers})", gen_dumps.transformer_pre_dump(ns.layers))):
        module = hlotool.parse(text)
        t_parse = best(lambda: hlotool.parse(text), ns.repeat)
        diags = verify(module)
        t_verify = best(lambda: verify(module), ns.repeat)
        try:
            import jaxlib._hlo as H
            t_xla = best(lambda: H.hlo_module_from_text(text), ns.repeat)
            xla = f"XLA parse {t_xla:.3f} s"
        except ImportError:
            xla = "XLA not installed"
        print(f"{name}: {len(text) / 1e6:.2f} MB, {module.instruction_count} instructions, {len(diags)} findings")
        print(f"  hlotool parse {t_parse:.3f} s, hlotool verify {t_verify:.3f} s, verify/parse = "
              f"{t_verify / t_parse:.2f} ({'MET' if t_verify < t_parse else 'NOT MET'}: target < 1); {xla}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
