"""StableHLO in: how much of the corpus hlotool reads, converts as XLA does, and runs as XLA does.

The corpus (tools/corpus/stablehlo.py) is every program of tools/corpus lowered with ``.as_text(debug_info=True)``
beside XLA's conversion of that text (jaxlib's ``mlir_module_to_xla_computation``); it is generated into a temporary
folder unless ``--corpus DIR`` names one made before. For each program:

* parse: hlotool.parse_stablehlo reads and converts it without error;
* equal: hlotool's structural diff of the conversion and XLA's finds no change;
* run equal: hlotool.run of the conversion gives XLA's outputs (XLA:CPU on XLA's conversion) on the program's
  corpus inputs (tests/corpus/NAME/io.npz), bit for bit or within float rounding (single-device programs).

StableHLO out (``hlotool convert --to stablehlo``, hlotool.fmt.stablehlo), on the HLO corpus's texts
(tests/corpus/NAME/pre.hlo and post.hlo):

* printed: the module has a StableHLO form here (post-optimisation HLO's fusions and copies have none);
* XLA reads: jaxlib's MLIR parser and XLA's translation accept it (``mlir_module_to_xla_computation``);
* round trip: hlotool's reader gives the same module back (structural diff: no changes), reading the ops as written
  (``canonicalize=False``: what ``hlotool convert --to hlo --as-written`` does), and with XLA's canonicaliser (the
  default, as jaxlib's translation; XLA's own HLO -> StableHLO -> HLO round trip, ``hlo_to_stablehlo`` then
  ``mlir_module_to_xla_computation``, is counted beside it);
* XLA runs equal: XLA compiles and runs it to the corpus's outputs (single-device programs with inputs).

Speed: hlotool.parse_stablehlo (read and convert) of the 12-layer transformer train step's StableHLO text
(bench/gen_dumps.py, ``lowered.as_text()``) against hlotool.parse of the same program's HLO text; issue 30's
goal is at most 2x. Best of three runs each.

    python bench/stablehlo.py [--corpus DIR] [--only NAME ...] [--no-run] [--no-round-trip] [--no-speed]
                              [--speed-only] [--verbose]
"""
from __future__ import annotations

import argparse
import subprocess
import sys
import tempfile
from pathlib import Path

REPO = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(REPO))


def main() -> int:
    ap = argparse.ArgumentParser()
    ap.add_argument("--corpus", help="a folder of NAME.mlir / NAME.xla.hlo (generated if absent)")
    ap.add_argument("--only", nargs="+")
    ap.add_argument("--no-run", action="store_true")
    ap.add_argument("--no-round-trip", action="store_true")
    ap.add_argument("--no-speed", action="store_true")
    ap.add_argument("--speed-only", action="store_true")
    ap.add_argument("--verbose", action="store_true")
    ns = ap.parse_args()
    if not ns.no_speed:
        speed()
    if ns.speed_only:
        return 0
    if not ns.no_round_trip:
        for kind in ("pre", "post"):
            round_trip(kind, ns)
    with tempfile.TemporaryDirectory(prefix="stablehlo-corpus-") as tmp:
        folder = Path(ns.corpus or tmp)
        if not any(folder.glob("*.mlir")):
            subprocess.run([sys.executable, "-m", "tools.corpus.stablehlo", str(folder)], cwd=REPO, check=True,
                           stdout=subprocess.DEVNULL)
        return measure(folder, ns)


def measure(folder: Path, ns) -> int:
    import numpy as np

    import hlotool
    from hlotool.errors import HloSyntaxError
    from hlotool.npz import decode_npz, numbered
    from tools.corpus.generate import bit_equal, close_enough

    files = sorted(folder.glob("*.mlir"))
    if ns.only:
        files = [f for f in files if f.stem in ns.only]
    parsed = equal = ran = run_equal = 0
    failures: dict[str, list[str]] = {"parse": [], "equal": [], "run": []}
    for path in files:
        name = path.stem
        try:
            module = hlotool.parse_stablehlo(path.read_text(), str(path))
        except HloSyntaxError as e:
            failures["parse"].append(f"{name}: {e.message[:120]}")
            continue
        parsed += 1
        reference = hlotool.parse((folder / f"{name}.xla.hlo").read_text())
        if hlotool.diff(module, reference).same:
            equal += 1
        else:
            failures["equal"].append(name)
        io = REPO / "tests" / "corpus" / name / "io.npz"
        if ns.no_run or not io.exists() or int(reference.attrs.get("num_partitions", 1)) > 1:
            continue
        arrays = decode_npz(io)
        args, want = numbered(arrays, "arg"), numbered(arrays, "out")
        if len(args) != len(module.entry.parameters):
            continue
        ran += 1
        try:
            got = list(hlotool.run(module, *args))
        except Exception as e:  # a failing run is counted, not fatal
            failures["run"].append(f"{name}: {type(e).__name__}: {str(e)[:100]}")
            continue
        if len(got) == len(want) and all(bit_equal(g, w) or close_enough(np.asarray(g), np.asarray(w))
                                         for g, w in zip(got, want, strict=True)):
            run_equal += 1
        else:
            failures["run"].append(f"{name}: outputs differ")
    n = len(files)
    print(f"StableHLO corpus: {n} programs")
    print(f"  parse          {parsed}/{n} ({100 * parsed / max(n, 1):.0f}%)")
    print(f"  equal to XLA   {equal}/{n} ({100 * equal / max(n, 1):.0f}%)  (hlotool diff: no changes)")
    if not ns.no_run:
        print(f"  run equal      {run_equal}/{ran} ({100 * run_equal / max(ran, 1):.0f}%)  "
              "(single-device programs with corpus inputs; XLA's outputs)")
    if ns.verbose:
        for kind, items in failures.items():
            for item in items:
                print(f"  {kind} failed: {item}")
    return 0


def speed(layers: int = 12) -> None:
    """Reading and converting the train step's StableHLO text against parsing its HLO text."""
    import gc
    import time

    import hlotool
    sys.path.insert(0, str(REPO / "bench"))
    from gen_dumps import transformer_pre_dump, transformer_stablehlo_text
    mlir_text, hlo_text = transformer_stablehlo_text(layers), transformer_pre_dump(layers)

    def best(fn) -> float:
        times = []
        for _ in range(3):
            gc.collect()
            start = time.perf_counter()
            fn()
            times.append(time.perf_counter() - start)
        return min(times)
    t_mlir = best(lambda: hlotool.parse_stablehlo(mlir_text))
    t_hlo = best(lambda: hlotool.parse(hlo_text))
    print(f"Speed ({layers}-layer train step): StableHLO read+convert {t_mlir:.3f} s ({len(mlir_text) / 1e6:.1f} MB), "
          f"HLO parse {t_hlo:.3f} s ({len(hlo_text) / 1e6:.1f} MB): {t_mlir / t_hlo:.1f}x (goal <= 2x)")


def round_trip(kind: str, ns) -> None:
    """hlotool.fmt.stablehlo on the corpus's ``kind``.hlo texts: printed, read by XLA, read back equal, run."""
    import numpy as np
    from jax._src.lib import _jax

    import hlotool
    from hlotool.backends.oracle import run_with_xla
    from hlotool.backends.xla_compile import parse_to_proto
    from hlotool.fmt.stablehlo import StableHloPrintError, format_stablehlo
    from hlotool.npz import decode_npz, numbered
    from tools.corpus.generate import bit_equal, close_enough

    files = sorted((REPO / "tests" / "corpus").glob(f"*/{kind}.hlo"))
    if ns.only:
        files = [f for f in files if f.parent.name in ns.only]
    printed = xla_reads = same = same_canonical = xla_same = ran = run_equal = 0
    failures: list[str] = []
    for path in files:
        name = path.parent.name
        module = hlotool.parse(path.read_text(), str(path))
        try:
            text = format_stablehlo(module)
        except StableHloPrintError as e:
            failures.append(f"{name}: print: {str(e)[:100]}")
            continue
        printed += 1
        try:
            computation = _jax.mlir.mlir_module_to_xla_computation(text, use_tuple_args=False, return_tuple=False)
            xla_reads += 1
        except Exception as e:  # XLA's refusal is counted, not fatal
            failures.append(f"{name}: XLA: {str(e).splitlines()[0][:100]}")
            computation = None
        for canonicalize in (False, True):
            try:
                back = hlotool.parse_stablehlo(text, f"{name}.mlir", canonicalize=canonicalize)
                if hlotool.diff(back, module).same:
                    same_canonical += canonicalize
                    same += not canonicalize
                elif not canonicalize:
                    failures.append(f"{name}: round trip differs")
            except Exception as e:
                failures.append(f"{name}: read back: {str(e)[:100]}")
        try:
            xla_text = _jax.mlir.hlo_to_stablehlo(parse_to_proto(path.read_text()))
            xla_back = _jax.mlir.mlir_module_to_xla_computation(xla_text, use_tuple_args=False, return_tuple=False)
            xla_same += hlotool.diff(hlotool.parse(xla_back.as_hlo_text()), module).same
        except Exception as e:  # XLA's refusal is counted, not fatal
            failures.append(f"{name}: XLA's own round trip: {str(e).splitlines()[0][:100]}")
        io = path.parent / "io.npz"
        if ns.no_run or computation is None or not io.exists() or int(module.attrs.get("num_partitions", 1)) > 1 \
                or int(module.attrs.get("replica_count", 1)) > 1:
            continue
        arrays = decode_npz(io)
        args, want = numbered(arrays, "arg"), numbered(arrays, "out")
        if len(args) != len(module.entry.parameters):
            continue
        ran += 1
        try:
            got = run_with_xla(computation.as_hlo_text(), args)
        except Exception as e:
            failures.append(f"{name}: XLA run: {str(e).splitlines()[0][:100]}")
            continue
        if len(got) == len(want) and all(bit_equal(g, w) or close_enough(np.asarray(g), np.asarray(w))
                                         for g, w in zip(got, want, strict=True)):
            run_equal += 1
        else:
            failures.append(f"{name}: XLA's outputs differ")
    n = len(files)
    print(f"StableHLO out (convert --to stablehlo) of tests/corpus/*/{kind}.hlo: {n} programs")
    print(f"  printed          {printed}/{n} ({100 * printed / max(n, 1):.0f}%)")
    print(f"  XLA reads        {xla_reads}/{n} ({100 * xla_reads / max(n, 1):.0f}%)")
    print(f"  round trip equal {same}/{n} ({100 * same / max(n, 1):.0f}%)  (hlotool's reader, ops as written "
          "(canonicalize=False), hlotool diff)")
    print(f"    with XLA's canonicaliser {same_canonical}/{n} ({100 * same_canonical / max(n, 1):.0f}%); "
          f"XLA's own round trip (hlo_to_stablehlo, mlir_module_to_xla_computation) {xla_same}/{n}")
    if not ns.no_run:
        print(f"  XLA runs equal   {run_equal}/{ran} ({100 * run_equal / max(ran, 1):.0f}%)  "
              "(single-device programs with corpus inputs)")
    if ns.verbose:
        for item in failures:
            print(f"  failed: {item}")


if __name__ == "__main__":
    sys.exit(main())
