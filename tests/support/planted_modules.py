"""Modules with a planted problem, for the extract and reduce tests.

``planted(n, plant)`` is a chain of ``n`` bounded elementwise steps over two f32[8,8]
parameters (averages, max, min, negate, abs: exact in IEEE arithmetic, so hlotool and XLA agree
on it bit for bit), with a fusion, a call, a while loop and a conditional every few steps, a large
constant, and a ROOT tuple of three outputs (one a reduce). ``plant`` puts one problem at step
n // 2:

- ``"nan"``: log of a negative value; the NaN reaches every output.
- ``"nan-input"``: sqrt(5 - p0): a NaN only where an input is above 5.
- ``"nan-in-while"``: a while loop whose body takes the log of a negative value.
- ``"bad"``: a dead instruction declared f32[8,9] for an f32[8,8] result (verifier error V200).
- ``"rng"``: the legacy ``rng`` op, whose values differ between hlotool and XLA by design.
- ``"remainder"``: a remainder op (for --test scripts that look for it).
"""
from __future__ import annotations

import numpy as np

HEADER = """HloModule planted

%fused_avg (fp0: f32[8,8], fp1: f32[8,8]) -> f32[8,8] {
  %fp0 = f32[8,8] parameter(0)
  %fp1 = f32[8,8] parameter(1)
  %fd = f32[8,8] subtract(%fp0, %fp1)
  %fh = f32[] constant(0.5)
  %fhb = f32[8,8] broadcast(%fh), dimensions={}
  ROOT %fr = f32[8,8] multiply(%fd, %fhb)
}

%negabs (cp0: f32[8,8]) -> f32[8,8] {
  %cp0 = f32[8,8] parameter(0)
  %ca = f32[8,8] abs(%cp0)
  ROOT %cn = f32[8,8] negate(%ca)
}

%body (bp: (s32[], f32[8,8])) -> (s32[], f32[8,8]) {
  %bp = (s32[], f32[8,8]) parameter(0)
  %bi = s32[] get-tuple-element(%bp), index=0
  %bx = f32[8,8] get-tuple-element(%bp), index=1
  %b1 = s32[] constant(1)
  %bi1 = s32[] add(%bi, %b1)
  %bn = f32[8,8] negate(%bx)
  %bm = f32[8,8] maximum(%bx, %bn)
  ROOT %bt = (s32[], f32[8,8]) tuple(%bi1, %bm)
}

%cond (cq: (s32[], f32[8,8])) -> pred[] {
  %cq = (s32[], f32[8,8]) parameter(0)
  %ci = s32[] get-tuple-element(%cq), index=0
  %c3 = s32[] constant(3)
  ROOT %clt = pred[] compare(%ci, %c3), direction=LT
}

%nan_body (np: (s32[], f32[8,8])) -> (s32[], f32[8,8]) {
  %np = (s32[], f32[8,8]) parameter(0)
  %ni = s32[] get-tuple-element(%np), index=0
  %nx = f32[8,8] get-tuple-element(%np), index=1
  %n1 = s32[] constant(1)
  %ni1 = s32[] add(%ni, %n1)
  %na = f32[8,8] abs(%nx)
  %nn = f32[8,8] negate(%na)
  %one = f32[] constant(1)
  %oneb = f32[8,8] broadcast(%one), dimensions={}
  %nm = f32[8,8] subtract(%nn, %oneb)
  %nl = f32[8,8] log(%nm), metadata={op_name="jit(f)/while/body/log" source_file="model.py" source_line=42}
  ROOT %nt = (s32[], f32[8,8]) tuple(%ni1, %nl)
}

%on_true (tp: f32[8,8]) -> f32[8,8] {
  %tp = f32[8,8] parameter(0)
  ROOT %tn = f32[8,8] negate(%tp)
}

%on_false (fp: f32[8,8]) -> f32[8,8] {
  %fp = f32[8,8] parameter(0)
  ROOT %fa = f32[8,8] abs(%fp)
}

%add_f32 (a: f32[], b: f32[]) -> f32[] {
  %a = f32[] parameter(0)
  %b = f32[] parameter(1)
  ROOT %s = f32[] add(%a, %b)
}

"""


def planted(n: int = 200, plant: str | None = None) -> str:
    """The module's text (see the module docstring)."""
    rng = np.random.default_rng(1)
    big = ", ".join("{ " + ", ".join(f"{v:.3f}" for v in row) + " }" for row in rng.uniform(-1, 1, (8, 8)))
    lines = ["ENTRY %main (p0: f32[8,8], p1: f32[8,8]) -> (f32[8,8], f32[8,8], f32[]) {",
             "  %p0 = f32[8,8] parameter(0)", "  %p1 = f32[8,8] parameter(1)",
             "  %half = f32[] constant(0.5)", "  %halves = f32[8,8] broadcast(%half), dimensions={}",
             "  %zero = f32[] constant(0)", "  %izero = s32[] constant(0)", "  %yes = pred[] constant(true)",
             "  %big = f32[8,8] constant({ " + big + " })"]
    a, b = "p0", "p1"
    mid = None
    for i in range(n):
        v = f"v{i}"
        meta = f', metadata={{op_name="jit(f)/step{i}" source_file="model.py" source_line={100 + i}}}'
        if i == n // 2 and plant is not None:
            lines += _plant(plant, v, a, b)
        elif i % 40 == 20:
            lines.append(f"  %{v} = f32[8,8] fusion(%{a}, %{b}), kind=kLoop, calls=%fused_avg{meta}")
        elif i % 60 == 30:
            lines.append(f"  %{v} = f32[8,8] call(%{a}), to_apply=%negabs{meta}")
        elif i % 100 == 50:
            lines += [f"  %{v}.init = (s32[], f32[8,8]) tuple(%izero, %{a})",
                      f"  %{v}.loop = (s32[], f32[8,8]) while(%{v}.init), condition=%cond, body=%body",
                      f"  %{v}.last = f32[8,8] get-tuple-element(%{v}.loop), index=1",
                      f"  %{v}.first = f32[8,8] get-tuple-element(%{v}.init), index=1",
                      f"  %{v} = f32[8,8] maximum(%{v}.first, %{v}.last)"]
        elif i % 90 == 45:
            lines.append(f"  %{v} = f32[8,8] conditional(%yes, %{a}, %{b}), true_computation=%on_true, "
                         f"false_computation=%on_false")
        elif i % 70 == 35:
            lines += [f"  %{v}.s = f32[8,8] add(%{a}, %big)", f"  %{v} = f32[8,8] multiply(%{v}.s, %halves)"]
        else:
            op = ("avg", "maximum", "minimum", "negate", "abs")[i % 5]
            if op == "avg":
                lines += [f"  %{v}.s = f32[8,8] add(%{a}, %{b}){meta}",
                          f"  %{v} = f32[8,8] multiply(%{v}.s, %halves){meta}"]
            elif op in ("negate", "abs"):
                lines.append(f"  %{v} = f32[8,8] {op}(%{a}){meta}")
            else:
                lines.append(f"  %{v} = f32[8,8] {op}(%{a}, %{b}){meta}")
        a, b = v, a
        if i == n // 2 + 1:
            mid = v
    lines += [f"  %total = f32[] reduce(%{a}, %zero), dimensions={{0,1}}, to_apply=%add_f32",
              f"  ROOT %out = (f32[8,8], f32[8,8], f32[]) tuple(%{a}, %{mid}, %total)", "}"]
    return HEADER + "\n".join(lines) + "\n"


def _plant(kind: str, v: str, a: str, b: str) -> list[str]:
    meta = ', metadata={op_name="jit(f)/planted" source_file="model.py" source_line=7}'
    if kind == "nan":
        return [f"  %{v}.abs = f32[8,8] abs(%{a})", f"  %{v}.neg = f32[8,8] negate(%{v}.abs)",
                f"  %{v}.one = f32[] constant(1)", f"  %{v}.ones = f32[8,8] broadcast(%{v}.one), dimensions={{}}",
                f"  %{v}.below = f32[8,8] subtract(%{v}.neg, %{v}.ones)",
                f"  %{v} = f32[8,8] log(%{v}.below){meta}"]
    if kind == "nan-input":
        return [f"  %{v}.five = f32[] constant(5)", f"  %{v}.fives = f32[8,8] broadcast(%{v}.five), dimensions={{}}",
                f"  %{v}.d = f32[8,8] subtract(%{v}.fives, %p0)", f"  %{v}.r = f32[8,8] sqrt(%{v}.d){meta}",
                f"  %{v} = f32[8,8] add(%{v}.r, %{a})"]
    if kind == "nan-in-while":
        return [f"  %{v}.init = (s32[], f32[8,8]) tuple(%izero, %{a})",
                f"  %{v}.loop = (s32[], f32[8,8]) while(%{v}.init), condition=%cond, body=%nan_body",
                f"  %{v} = f32[8,8] get-tuple-element(%{v}.loop), index=1"]
    if kind == "bad":
        return [f"  %{v} = f32[8,8] add(%{a}, %{b})", f"  %{v}.bad = f32[8,9] negate(%{v}){meta}"]
    if kind == "rng":
        return [f"  %{v}.lo = f32[] constant(0)", f"  %{v}.hi = f32[] constant(1)",
                f"  %{v}.rnd = f32[8,8] rng(%{v}.lo, %{v}.hi), distribution=rng_uniform{meta}",
                f"  %{v}.s = f32[8,8] add(%{a}, %{v}.rnd)", f"  %{v} = f32[8,8] multiply(%{v}.s, %halves)"]
    if kind == "remainder":
        return [f"  %{v} = f32[8,8] remainder(%{a}, %{b}){meta}"]
    raise ValueError(kind)
