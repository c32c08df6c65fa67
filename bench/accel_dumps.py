"""GPU and TPU dumps: parse / verify / run pass rates and times, against XLA's parse of the same texts.

Over the committed fixtures ``tests/accel/dumps/<target>/<program>/`` (real ``--xla_dump_to`` folders made
deviceless for TPU v5e, A100 and H100 by ``tests/accel/make_dumps.py``), each with its inputs and the
program's XLA:CPU outputs in ``<program>.npz``:

- parse: every HLO text of every folder parses;
- verify: every HLO text verifies clean with the inferred backend's settings;
- files: every file of the folder is listed with a known kind (none is "other");
- run: the optimized module, run on its devices by the interpreter with the global inputs and its
  outputs assembled from the folder's shardings, matches the program's CPU results (``hlotool.interp.compare``
  tolerances per type).

Prints each failure, the rates and hlotool's parse time against XLA's (jaxlib) on the same texts.

    PYTHONPATH=. python bench/accel_dumps.py [--only TARGET/PROGRAM] [--json] [--dumps DIR]
"""
from __future__ import annotations

import argparse
import json
import sys
import time
from pathlib import Path

import numpy as np

ROOT = Path(__file__).resolve().parent.parent
DUMPS = ROOT / "tests" / "accel" / "dumps"


def fixtures(only: str | None = None, dumps: Path = DUMPS):
    """(target, program, folder, npz) of every fixture folder."""
    for folder in sorted(p for p in dumps.glob("*/*") if p.is_dir()):
        target, program = folder.parent.name, folder.name
        if only and only not in (f"{target}/{program}", target, program):
            continue
        npz = folder.parent / f"{program}.npz"
        yield target, program, folder, (npz if npz.exists() else None)


def run_optimized(folder: Path, npz: Path | None):
    """(ok, detail) for the optimized module of a fixture folder against its CPU reference."""
    from hlotool.dump import output_sharding_from_folder, result_placement_hint, scan_dump
    from hlotool.interp import InterpError, run_module
    from hlotool.interp.compare import atol_at_scale, compare, tolerance
    from hlotool.npz import decode_npz
    from hlotool.parser import parse_file
    if npz is None:
        return None, "no reference"
    # TPU dumps number the optimized module apart from the one before optimizations (module_0003 / module_0000).
    snap = next((m.stage("after_optimizations") for m in scan_dump(folder) if m.stage("after_optimizations")), None)
    if snap is None:
        return None, "no after_optimizations"
    data = decode_npz(npz)
    args = [data[f"arg{i}"] for i in range(sum(1 for k in data if k.startswith("arg")))]
    want = [data[f"out{j}"] for j in range(sum(1 for k in data if k.startswith("out")))]
    module = parse_file(snap.path)
    sharding, _ = output_sharding_from_folder(snap.path)
    if sharding is None:
        sharding = result_placement_hint(snap.path)
    try:
        got = run_module(module, args, output_sharding=sharding)
    except InterpError as e:
        return False, f"interpreter: {str(e).splitlines()[0][:300]}"
    except Exception as e:  # a benchmark reports every failure and goes on
        return False, f"{type(e).__name__}: {str(e)[:300]}"
    if len(got) != len(want):
        return False, f"{len(got)} outputs, the program has {len(want)}"
    for j, (g, w) in enumerate(zip(got, want, strict=True)):
        if g is None:
            return False, f"out{j}: no global value ({'; '.join(got.notes)[:200]})"
        g = np.asarray(g)
        if g.shape != w.shape:
            return False, f"out{j}: shape {g.shape}, the program's {w.shape}"
        rtol, atol = tolerance(w.dtype)
        # at the output's scale, as bisect compares (an element that cancels may differ by an ulp of the largest terms)
        detail = compare(g.astype(w.dtype), w, rtol * 4, atol_at_scale(w, rtol, atol) * 4)
        if detail is not None:
            return False, f"out{j}: {detail}"
    return True, ""


def main(argv=None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--only", help="TARGET, PROGRAM or TARGET/PROGRAM")
    ap.add_argument("--json", action="store_true")
    ap.add_argument("--dumps", type=Path, default=DUMPS,
                    help="a folder laid out as tests/accel/dumps (TARGET/PROGRAM/ and PROGRAM.npz), e.g. one "
                         "tests/accel/make_dumps.py wrote elsewhere")
    a = ap.parse_args(argv)
    from hlotool.dump import scan_dump
    from hlotool.parser import parse_file
    from hlotool.verifier import verify
    try:
        import jaxlib._hlo as xla_hlo
    except ImportError:
        xla_hlo = None
    counts = {k: [0, 0] for k in ("parse", "verify", "files", "run")}
    failures = []
    t_parse = t_xla = 0.0
    xla_refused: list[str] = []
    for target, program, folder, npz in fixtures(a.only, a.dumps):
        name = f"{target}/{program}"
        for mod in scan_dump(folder):
            unknown = [f.path.name for f in mod.files if f.kind == "other"]
            counts["files"][1] += 1
            counts["files"][0] += not unknown
            if unknown:
                failures.append((name, "files", f"unknown kinds: {', '.join(unknown)}"))
            for snap in mod.hlo_texts:
                text = snap.path.read_text()
                counts["parse"][1] += 1
                t = time.perf_counter()
                try:
                    module = parse_file(snap.path)
                except Exception as e:
                    failures.append((name, "parse", f"{snap.path.name}: {str(e)[:200]}"))
                    continue
                t_parse += time.perf_counter() - t
                counts["parse"][0] += 1
                if xla_hlo is not None:
                    t = time.perf_counter()
                    try:
                        xla_hlo.hlo_module_from_text(text)
                    except Exception as e:  # XLA's parser may refuse newer syntax: say so
                        xla_refused.append(f"{name}/{snap.path.name}: {str(e).splitlines()[0][:160]}")
                    t_xla += time.perf_counter() - t
                counts["verify"][1] += 1
                errors = [d for d in verify(module) if d.severity == "error"]
                counts["verify"][0] += not errors
                if errors:
                    failures.append((name, "verify", f"{snap.path.name}: {errors[0]}"[:300]))
        ok, detail = run_optimized(folder, npz)
        if ok is not None:
            counts["run"][1] += 1
            counts["run"][0] += bool(ok)
            if not ok:
                failures.append((name, "run", detail))
    if a.json:
        json.dump({"counts": counts, "failures": failures, "parse_seconds": t_parse, "xla_parse_seconds": t_xla,
                   "xla_refused": xla_refused},
                  sys.stdout, indent=1)
        return 0
    for name, what, detail in failures:
        print(f"{what:7} {name}: {detail}")
    for what, (ok, n) in counts.items():
        print(f"{what:7} {ok}/{n}" + (f" ({100 * ok / n:.0f}%)" if n else ""))
    for line in xla_refused:
        print(f"XLA's parser refused {line}")
    if t_xla:
        print(f"parse time: hlotool {t_parse:.2f} s, XLA {t_xla:.2f} s ({t_parse / t_xla:.1f}x; XLA refused "
              f"{len(xla_refused)} of {counts['parse'][1]} texts)")
    return 0


if __name__ == "__main__":
    sys.exit(main())
