"""Timings the test suite used to assert (wall-clock limits make flaky tests on a loaded machine);
the tests keep the functional checks, this prints each figure against its target.

  parse   each of the parser's pathological inputs (tests/support/hlo_texts.PATHOLOGICAL: what makes
          a backtracking regular expression explode) parsed to its result or its syntax error.
          Target: < 2 s each (milliseconds in practice). From tests/parser/test_text_language.py.
  conv    hlotool's interpreter on a 32x32 convolution, 16 channels, batch 8
          (tests/support/hlo_texts.CONV_32X32): no Python loop over pixels. Target: < 1 s.
          From tests/interp/test_dot_conv.py.

Each figure is the worst (parse) or best (conv) of --repeat runs.

    PYTHONPATH=. python bench/timing_guards.py [--repeat 3]
"""
from __future__ import annotations

import argparse
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(ROOT / "tests"))      # tests/support: the inputs the tests use


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--repeat", type=int, default=3)
    args = ap.parse_args()

    import numpy as np

    import hlotool
    from support.hlo_texts import CONV_32X32, PATHOLOGICAL

    ok = True
    target = 2.0
    for name, text in PATHOLOGICAL.items():
        worst = 0.0
        for _ in range(args.repeat):
            t0 = time.perf_counter()
            try:
                hlotool.parse("HloModule m\n" + text)
            except hlotool.HloSyntaxError:
                pass          # these texts are meant to be refused: only how long the refusal takes counts
            worst = max(worst, time.perf_counter() - t0)
        met = worst < target
        ok &= met
        print(f"parse {name:<40} {worst * 1000:9.1f} ms  (target < {target:g} s: {'met' if met else 'NOT met'})",
              flush=True)

    rng = np.random.default_rng(0)
    inputs = [rng.standard_normal(shape).astype(np.float32) for shape in ((8, 32, 32, 16), (3, 3, 16, 16))]
    best = float("inf")
    for _ in range(args.repeat):
        t0 = time.perf_counter()
        hlotool.run(hlotool.parse(CONV_32X32), *inputs)      # as the test ran it: parse and run
        best = min(best, time.perf_counter() - t0)
    target = 1.0
    met = best < target
    ok &= met
    print(f"conv  32x32x16, batch 8, 3x3 window{'':<12} {best * 1000:9.1f} ms  "
          f"(target < {target:g} s: {'met' if met else 'NOT met'})", flush=True)
    return 0 if ok else 1


if __name__ == "__main__":
    sys.exit(main())
