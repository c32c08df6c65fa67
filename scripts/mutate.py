"""Mutation suite for ``hlotool verify``: mutate valid modules, keep what XLA's verifier rejects.

For each source module (corpus pre/post, samples) that XLA compiles as is, one-line text mutations
are generated (a dimension, an element type, a dimension number, a tuple index, a slice bound, a
called computation, operand order, a layout, a parameter number, ...). Each is parsed by XLA (a
parse failure is a syntax error, not a verifier test: dropped) and compiled (compile = XLA's
verifier); the ones that fail to compile are kept as compact patches with XLA's message in
tests/verify_mutations/mutations.jsonl:

    {"file": "tests/corpus/x/pre.hlo", "line": 12, "old": "<line>", "new": "<line>", "kind": "dim",
     "xla": "<first line of XLA's error>"}

The oracle is jaxlib's HLO -> StableHLO -> compile path. That bridge re-derives some result types
(get-tuple-element, call, while, conditional, convolution window sizes, parameter vs header), so a
few mutations XLA's HloVerifier would reject compile anyway; those are simply not kept.

Compiles run in a child process (an XLA CHECK failure aborts the process); a crash skips that
mutation. Usage:

    python scripts/mutate.py [--max-files 40] [--per-file 25] [--seed 0] [--out tests/verify_mutations]
"""
from __future__ import annotations

import argparse
import json
import os
import random
import re
import subprocess
import sys
from pathlib import Path

REPO = Path(__file__).resolve().parent.parent
NEVER_COMPILE = {"samples/module_attrs_tuple_param.hlo"}   # aborts the process in jaxlib

SHAPE_RE = re.compile(r"\b(pred|s8|s16|s32|s64|u8|u16|u32|u64|f16|bf16|f32|f64|c64|c128)\[([0-9,]*)\]")
TYPE_SWAP = {"f32": "f16", "f16": "f32", "bf16": "f32", "f64": "f32", "s32": "s64", "s64": "s32",
             "u32": "s32", "u8": "s8", "s8": "u8", "pred": "s32", "c64": "f32", "c128": "c64", "s16": "s32",
             "u16": "u32", "u64": "u32"}
INT_LIST_ATTR = re.compile(r"\b(dimensions|lhs_contracting_dims|rhs_contracting_dims|lhs_batch_dims|"
                           r"rhs_batch_dims|slice_sizes|dynamic_slice_sizes|fft_length|offset_dims|"
                           r"collapsed_slice_dims|start_index_map|update_window_dims|inserted_window_dims|"
                           r"scatter_dims_to_operand_dims)=\{([0-9,]+)\}")
INT_ATTR = re.compile(r"\b(index|iota_dimension|index_vector_dim|feature_index|k|feature_group_count|"
                      r"batch_group_count)=([0-9]+)")
SLICE_RE = re.compile(r"\[(\d+):(\d+)(:\d+)?\]")
CALL_RE = re.compile(r"\b(to_apply|calls|condition|body|true_computation|false_computation|select|scatter)"
                     r"=(%?[\w.\-]+)")
LAYOUT_RE = re.compile(r"\]\{([0-9,]+)\}")
WINDOW_RE = re.compile(r"\bsize=([0-9x]+)")
OPERANDS_RE = re.compile(r"\b(subtract|divide|dot|concatenate|select|pad|dynamic-slice|"
                         r"dynamic-update-slice|compare|power|remainder|atan2|gather|scatter|"
                         r"convolution|clamp)\((%[\w.\-]+), (%[\w.\-]+)")
LABELS_RE = re.compile(r"dim_labels=([a-z0-9]+)_([a-z0-9]+)->([a-z0-9]+)")
PARAM_RE = re.compile(r"parameter\((\d+)\)")


def _sub_at(line: str, m: re.Match, group: int, new: str) -> str:
    return line[:m.start(group)] + new + line[m.end(group):]


def mutations_of(line: str, comps: list[str], rnd: random.Random):
    """(kind, new line) candidates for one instruction line."""
    out = []
    eq = line.find(" = ")
    decl = SHAPE_RE.search(line, eq) if eq >= 0 else None
    if decl:
        dims = decl.group(2).split(",") if decl.group(2) else []
        if dims:
            i = rnd.randrange(len(dims))
            dims2 = list(dims)
            dims2[i] = str(int(dims2[i]) + 1)
            out.append(("dim", _sub_at(line, decl, 2, ",".join(dims2))))
            out.append(("rank", _sub_at(line, decl, 2, ",".join(dims + ["1"]))))
        t = decl.group(1)
        if t in TYPE_SWAP:
            out.append(("type", _sub_at(line, decl, 1, TYPE_SWAP[t])))
    for m in INT_LIST_ATTR.finditer(line):
        vals = m.group(2).split(",")
        i = rnd.randrange(len(vals))
        vals[i] = str(int(vals[i]) + 1)
        out.append((m.group(1), _sub_at(line, m, 2, ",".join(vals))))
    for m in INT_ATTR.finditer(line):
        out.append((m.group(1), _sub_at(line, m, 2, str(int(m.group(2)) + 1))))
    for m in SLICE_RE.finditer(line):
        out.append(("slice", _sub_at(line, m, 2, str(int(m.group(2)) + 1))))
        break
    for m in CALL_RE.finditer(line):
        others = [c for c in comps if c != m.group(2).lstrip("%")]
        if others:
            out.append(("callee", _sub_at(line, m, 2, "%" + rnd.choice(others))))
    m = LAYOUT_RE.search(line, eq) if eq >= 0 else None
    if m and "," in m.group(1):
        vals = m.group(1).split(",")
        out.append(("layout", _sub_at(line, m, 1, ",".join([vals[0]] * len(vals)))))
    for m in WINDOW_RE.finditer(line):
        vals = m.group(1).split("x")
        vals[0] = str(int(vals[0]) + 1)
        out.append(("window", _sub_at(line, m, 1, "x".join(vals))))
    m = OPERANDS_RE.search(line)
    if m and m.group(2) != m.group(3):
        out.append(("operand_order", line[:m.start(2)] + m.group(3) + ", " + m.group(2) + line[m.end(3):]))
    m = LABELS_RE.search(line)
    if m:
        out.append(("dim_labels", _sub_at(line, m, 2, m.group(2)[::-1])))
    m = PARAM_RE.search(line)
    if m:
        out.append(("parameter_number", _sub_at(line, m, 1, str(int(m.group(1)) + 1))))
    return out


def candidates(path: Path, per_file: int, rnd: random.Random):
    text = path.read_text()
    lines = text.splitlines()
    comps = re.findall(r"^(?:ENTRY )?%?([\w.\-]+) \(", text, re.M)
    cands = []
    for n, line in enumerate(lines):
        s = line.strip()
        if " = " not in s or s.startswith("//") or s.startswith("HloModule"):
            continue
        for kind, new in mutations_of(line, comps, rnd):
            if new != line:
                cands.append((n, kind, new))
    rnd.shuffle(cands)
    # Spread over kinds: round-robin by kind.
    by_kind: dict[str, list] = {}
    for c in cands:
        by_kind.setdefault(c[1], []).append(c)
    picked = []
    while len(picked) < per_file and any(by_kind.values()):
        for k in list(by_kind):
            if by_kind[k] and len(picked) < per_file:
                picked.append(by_kind[k].pop())
    out = []
    for n, kind, new in picked:
        mutated = lines[:n] + [new] + lines[n + 1:]
        out.append({"file": str(path.relative_to(REPO)), "line": n + 1, "old": lines[n], "new": new,
                    "kind": kind, "text": "\n".join(mutated) + "\n"})
    return out


CHILD = r'''
import json, sys
import jax
jax.config.update("jax_enable_x64", True)
import jaxlib._hlo as H
from jax._src.lib import xla_client as xc
cpu = jax.devices("cpu")
def status(text):
    try:
        m = H.hlo_module_from_text(text)
    except Exception as e:
        return "parse", str(e)
    try:
        proto = m.as_serialized_hlo_module_proto()
        cpu[0].client.compile_and_load(xc._xla.mlir.hlo_to_stablehlo(proto), xc.DeviceList(tuple(cpu)),
                                       xc.CompileOptions())
    except Exception as e:
        return "reject", str(e)
    return "ok", ""
items = json.load(open(sys.argv[1]))
start = int(sys.argv[2])
with open(sys.argv[3], "a") as out:
    for i in range(start, len(items)):
        out.write(json.dumps({"i": i, "status": "trying"}) + "\n"); out.flush()
        st, msg = status(items[i]["text"])
        out.write(json.dumps({"i": i, "status": st, "msg": msg[:2000]}) + "\n"); out.flush()
'''


def run_all(items, workdir: Path) -> dict[int, tuple[str, str]]:
    """Compile every item's text in child processes; a crash marks that item 'crash' and resumes."""
    inp, log = workdir / "items.json", workdir / "log.jsonl"
    inp.write_text(json.dumps(items))
    log.write_text("")
    results: dict[int, tuple[str, str]] = {}
    start = 0
    env = dict(os.environ, JAX_PLATFORMS="cpu", TF_CPP_MIN_LOG_LEVEL="3")
    while start < len(items):
        subprocess.run([sys.executable, "-c", CHILD, str(inp), str(start), str(log)], env=env,
                       stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
        last = start - 1
        for line in log.read_text().splitlines():
            r = json.loads(line)
            if r["status"] != "trying":
                results[r["i"]] = (r["status"], r["msg"])
            last = max(last, r["i"])
        if last >= 0 and last not in results:
            results[last] = ("crash", "")
        start = max(last + 1, start + (0 if last >= start else 1))
        print(f"  compiled {len(results)}/{len(items)}", file=sys.stderr, flush=True)
    return results


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--max-files", type=int, default=40)
    ap.add_argument("--per-file", type=int, default=25)
    ap.add_argument("--max-bytes", type=int, default=40000, help="skip larger source modules")
    ap.add_argument("--seed", type=int, default=0)
    ap.add_argument("--out", default=str(REPO / "tests" / "verify_mutations"))
    ap.add_argument("--append", action="store_true", help="add to mutations.jsonl (skipping duplicates)")
    args = ap.parse_args()
    rnd = random.Random(args.seed)
    sources = sorted(list(REPO.glob("tests/corpus/*/pre.hlo")) + list(REPO.glob("tests/corpus/*/post.hlo"))
                     + list(REPO.glob("samples/*.hlo")), key=lambda p: p.stat().st_size)
    sources = [p for p in sources if str(p.relative_to(REPO)) not in NEVER_COMPILE
               and p.stat().st_size <= args.max_bytes]
    out = Path(args.out)
    out.mkdir(parents=True, exist_ok=True)
    work = out / ".work"
    work.mkdir(exist_ok=True)
    base = run_all([{"text": p.read_text()} for p in sources], work)
    good = [p for i, p in enumerate(sources) if base.get(i, ("",))[0] == "ok"]
    rnd.shuffle(good)
    good = good[:args.max_files]
    print(f"{len(good)} source modules compile as they are", file=sys.stderr)
    items = []
    for p in good:
        items.extend(candidates(p, args.per_file, rnd))
    res = run_all(items, work)
    kept = []
    counts = {"parse": 0, "ok": 0, "reject": 0, "crash": 0}
    for i, it in enumerate(items):
        st, msg = res.get(i, ("crash", ""))
        counts[st] = counts.get(st, 0) + 1
        if st == "reject":
            kept.append({k: it[k] for k in ("file", "line", "old", "new", "kind")} |
                        {"xla": msg.strip().splitlines()[0][:300] if msg.strip() else ""})
    path = out / "mutations.jsonl"
    if args.append and path.exists():
        old = [json.loads(line) for line in path.read_text().splitlines() if line.strip()]
        seen = {(m["file"], m["line"], m["new"]) for m in old}
        kept = old + [k for k in kept if (k["file"], k["line"], k["new"]) not in seen]
    with open(path, "w") as f:
        for k in kept:
            f.write(json.dumps(k) + "\n")
    print(json.dumps(counts), f"kept {len(kept)}", file=sys.stderr)


if __name__ == "__main__":
    main()
