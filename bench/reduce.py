"""`hlotool reduce` benchmark: a planted problem among 1,000+ instructions, reduced by a whole
`hlotool reduce` process.

Target: each planted problem reduces to <= 10 instructions in <= 2 minutes. The module is four
interleaved chains of elementwise steps with fusions, calls and while loops, and a ROOT tuple of
eight outputs; the plants are a NaN (log of a negative value) reaching some outputs, a dead
instruction with a wrong declared shape (verifier error V200), and a remainder op that a --test
script looks for (no hint where it is: the reduction has to find it by bisection). For scale, the
time XLA's parser (jaxlib) takes to read the input is printed where jax is installed.

    python bench/reduce.py [--steps 300] [--only nan,verify,test]
"""
from __future__ import annotations

import argparse
import re
import subprocess
import sys
import tempfile
import time
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE.parent))

COMPUTATIONS = """HloModule bench_reduce

%fused_mix (a: f32[16,16], b: f32[16,16]) -> f32[16,16] {
  %a = f32[16,16] parameter(0)
  %b = f32[16,16] parameter(1)
  %d = f32[16,16] subtract(%a, %b)
  %h = f32[] constant(0.5)
  %hb = f32[16,16] broadcast(%h), dimensions={}
  %m = f32[16,16] multiply(%d, %hb)
  ROOT %t = f32[16,16] tanh(%m)
}

%negabs (x: f32[16,16]) -> f32[16,16] {
  %x = f32[16,16] parameter(0)
  %ax = f32[16,16] abs(%x)
  ROOT %nx = f32[16,16] negate(%ax)
}

%body (s: (s32[], f32[16,16])) -> (s32[], f32[16,16]) {
  %s = (s32[], f32[16,16]) parameter(0)
  %i = s32[] get-tuple-element(%s), index=0
  %v = f32[16,16] get-tuple-element(%s), index=1
  %one = s32[] constant(1)
  %i1 = s32[] add(%i, %one)
  %sn = f32[16,16] sine(%v)
  ROOT %r = (s32[], f32[16,16]) tuple(%i1, %sn)
}

%cond (c: (s32[], f32[16,16])) -> pred[] {
  %c = (s32[], f32[16,16]) parameter(0)
  %ci = s32[] get-tuple-element(%c), index=0
  %n = s32[] constant(4)
  ROOT %lt = pred[] compare(%ci, %n), direction=LT
}

%add (p: f32[], q: f32[]) -> f32[] {
  %p = f32[] parameter(0)
  %q = f32[] parameter(1)
  ROOT %pq = f32[] add(%p, %q)
}

"""


def module(steps: int, plant: str) -> str:
    """Four chains of ``steps`` steps each; ``plant`` in chain 2 at its middle."""
    lines = ["ENTRY %main (x: f32[16,16], y: f32[16,16]) -> (f32[16,16], f32[16,16], f32[16,16], f32[16,16], "
             "f32[], f32[], f32[], f32[]) {",
             "  %x = f32[16,16] parameter(0)", "  %y = f32[16,16] parameter(1)",
             "  %half = f32[] constant(0.5)", "  %halves = f32[16,16] broadcast(%half), dimensions={}",
             "  %zero = f32[] constant(0)", "  %izero = s32[] constant(0)"]
    heads = {k: ("x", "y") if k % 2 == 0 else ("y", "x") for k in range(4)}
    for i in range(steps):
        for k in range(4):
            a, b = heads[k]
            v = f"c{k}s{i}"
            meta = f', metadata={{op_name="jit(model)/chain{k}/step{i}" source_file="model.py" source_line={i}}}'
            if k == 2 and i == steps // 2:
                lines += _plant(plant, v, a, b)
            elif i % 25 == 12:
                lines.append(f"  %{v} = f32[16,16] fusion(%{a}, %{b}), kind=kLoop, calls=%fused_mix{meta}")
            elif i % 60 == 30:
                lines.append(f"  %{v} = f32[16,16] call(%{a}), to_apply=%negabs{meta}")
            elif i % 100 == 50:
                lines += [f"  %{v}.init = (s32[], f32[16,16]) tuple(%izero, %{a})",
                          f"  %{v}.loop = (s32[], f32[16,16]) while(%{v}.init), condition=%cond, body=%body",
                          f"  %{v} = f32[16,16] get-tuple-element(%{v}.loop), index=1"]
            else:
                op = ("avg", "maximum", "minimum", "sine", "tanh")[(i + k) % 5]
                if op == "avg":
                    lines += [f"  %{v}.s = f32[16,16] add(%{a}, %{b}){meta}",
                              f"  %{v} = f32[16,16] multiply(%{v}.s, %halves){meta}"]
                elif op in ("sine", "tanh"):
                    lines.append(f"  %{v} = f32[16,16] {op}(%{a}){meta}")
                else:
                    lines.append(f"  %{v} = f32[16,16] {op}(%{a}, %{b}){meta}")
            heads[k] = (v, a)
    lasts = [heads[k][0] for k in range(4)]
    for k, v in enumerate(lasts):
        lines.append(f"  %total{k} = f32[] reduce(%{v}, %zero), dimensions={{0,1}}, to_apply=%add")
    lines.append("  ROOT %out = (f32[16,16], f32[16,16], f32[16,16], f32[16,16], f32[], f32[], f32[], f32[]) "
                 "tuple(" + ", ".join(f"%{v}" for v in lasts) + ", " + ", ".join(f"%total{k}" for k in range(4)) + ")")
    lines.append("}")
    return COMPUTATIONS + "\n".join(lines) + "\n"


def _plant(kind: str, v: str, a: str, b: str) -> list[str]:
    meta = ', metadata={op_name="jit(model)/planted" source_file="model.py" source_line=7}'
    if kind == "nan":
        return [f"  %{v}.abs = f32[16,16] abs(%{a})", f"  %{v}.neg = f32[16,16] negate(%{v}.abs)",
                f"  %{v}.one = f32[] constant(1)", f"  %{v}.ones = f32[16,16] broadcast(%{v}.one), dimensions={{}}",
                f"  %{v}.below = f32[16,16] subtract(%{v}.neg, %{v}.ones)",
                f"  %{v} = f32[16,16] log(%{v}.below){meta}"]
    if kind == "verify":
        return [f"  %{v} = f32[16,16] add(%{a}, %{b})", f"  %{v}.bad = f32[16,17] negate(%{v}){meta}"]
    if kind == "test":
        return [f"  %{v} = f32[16,16] remainder(%{a}, %{b}){meta}"]
    if kind == "mismatch":      # the legacy rng op: hlotool's values are its own, not XLA's
        return [f"  %{v}.lo = f32[] constant(0)", f"  %{v}.hi = f32[] constant(1)",
                f"  %{v}.rnd = f32[16,16] rng(%{v}.lo, %{v}.hi), distribution=rng_uniform{meta}",
                f"  %{v} = f32[16,16] add(%{a}, %{v}.rnd)"]
    raise ValueError(kind)


SCRIPT = """import sys
sys.exit(0 if " remainder(" in open(sys.argv[-1]).read() else 1)
"""


def main(argv=None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--steps", type=int, default=300, help="steps per chain (4 chains)")
    ap.add_argument("--only", default="nan,verify,test,mismatch",
                    help="plants to reduce (mismatch needs jax; skipped without it)")
    ns = ap.parse_args(argv)
    with tempfile.TemporaryDirectory(prefix="bench-reduce-") as tmp:
        return run(ns, Path(tmp))


def run(ns, work: Path) -> int:
    import hlotool
    (work / "has_remainder.py").write_text(SCRIPT)
    properties = {"nan": ["--nan"], "verify": ["--verify-fails", "V200"],
                  "test": ["--test", f"{sys.executable} {work / 'has_remainder.py'}"],
                  "mismatch": ["--mismatch-with", "xla"]}
    ok = True
    import importlib.util
    for kind in ns.only.split(","):
        if kind == "mismatch" and importlib.util.find_spec("jax") is None:
            print("mismatch: skipped (jax not installed)")
            continue
        text = module(ns.steps, kind)
        src, out = work / f"{kind}.hlo", work / f"{kind}_reduced.hlo"
        src.write_text(text)
        count = hlotool.parse(text).instruction_count
        try:
            import jaxlib._hlo as H
            t0 = time.perf_counter()
            H.hlo_module_from_text(text)
            xla = time.perf_counter() - t0
        except ImportError:
            xla = None
        t0 = time.perf_counter()
        r = subprocess.run([sys.executable, "-m", "hlotool", "reduce", str(src), "-o", str(out), *properties[kind]],
                           capture_output=True, text=True)
        seconds = time.perf_counter() - t0
        if r.returncode != 0:
            print(f"{kind}: hlotool reduce exited {r.returncode}\n{r.stderr}")
            ok = False
            continue
        final = hlotool.parse(out.read_text()).instruction_count
        m = re.search(r"(\d+) candidate\(s\) checked", r.stderr)
        steps = len(re.findall(r"^step \d+:", r.stderr, re.M))
        met = final <= 10 and seconds <= 120
        ok &= met
        scale = f"; XLA parses the input in {xla:.3f} s (reduce / XLA parse = {seconds / xla:.0f}x)" if xla else \
            "; jax not installed (no XLA parse time)"
        print(f"{kind}: {count} -> {final} instructions in {seconds:.1f} s ({steps} steps, "
              f"{m.group(1) if m else '?'} candidates) {'MET' if met else 'NOT MET'} (target <= 10 in <= 120 s)"
              f"{scale}")
    return 0 if ok else 1


if __name__ == "__main__":
    sys.exit(main())
