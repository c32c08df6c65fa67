"""Verification time against parse time on the largest dump (the transformer post-optimization dump).

    python bench/verify.py [-n 3] [--layers 12] [--json OUT]

Prints hlotool's best-of-n parse time, verify time (``hlotool.verify`` on the parsed module) and
verify/parse. Target: verify costs less than parse (ratio < 1).
"""
from __future__ import annotations

import argparse
import gc
import json
import sys
import time
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))
sys.path.insert(0, str(HERE.parent))


def best(fn, n: int):
    t, result = float("inf"), None
    for _ in range(n):
        gc.collect()
        t0 = time.perf_counter()
        result = fn()
        t = min(t, time.perf_counter() - t0)
    return t, result


def main(argv=None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("-n", type=int, default=3)
    ap.add_argument("--layers", type=int, default=12)
    ap.add_argument("--json", help="write the numbers to this file")
    args = ap.parse_args(argv)
    import gen_dumps
    import hlotool
    from hlotool.verify import verify
    text = gen_dumps.transformer_post_dump(args.layers)
    name = f"transformer_post_dump(layers={args.layers})"
    t_parse, module = best(lambda: hlotool.parse(text, filename=name), args.n)
    t_verify, diags = best(lambda: verify(module), args.n)
    ratio = t_verify / t_parse
    print(f"{name}: {len(text) / 1e6:.2f} MB, {module.instruction_count} instructions")
    print(f"  parse  {t_parse:8.3f} s")
    print(f"  verify {t_verify:8.3f} s   ({len(diags)} findings)")
    print(f"  verify/parse = {ratio:.2f}  (target < 1: {'met' if ratio < 1 else 'NOT met'})")
    if args.json:
        Path(args.json).write_text(json.dumps({"input": name, "bytes": len(text), "parse_s": t_parse,
                                               "verify_s": t_verify, "ratio": ratio,
                                               "findings": len(diags)}, indent=1))
    return 0


if __name__ == "__main__":
    sys.exit(main())
