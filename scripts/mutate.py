"""Build the verifier's mutation suite: mutate valid modules, keep the mutations XLA rejects.

    python scripts/mutate.py [--per-file N] [--seeds 0,7] [--out tests/verify_mutations/mutations.jsonl]

Each mutation changes one line of a valid module (a dimension, an element type, a dimension number,
a called computation, the operand order, a layout, a tuple index, a slice bound, a parameter number,
an operand). XLA judges it: the mutated text must parse with XLA's parser (else it is a syntax
error, not a verifier case) and must then fail XLA's compile (parse + verifier + CPU compiler, through
jaxlib). Only those are kept, with XLA's message, so tests/test_verify_mutations.py runs without jax.
XLA runs in a child process, restarted if a mutation crashes it.
"""
from __future__ import annotations

import argparse
import json
import random
import re
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent

SHAPE_RE = re.compile(r"\b(pred|s8|s16|s32|s64|u8|u16|u32|u64|f16|bf16|f32|f64|c64)\[([0-9,]*)\](\{[0-9,]*\})?")
INST_RE = re.compile(r"^(\s*(?:ROOT\s+)?%?[\w.\-]+\s*=\s*)(.*)$")
OTHER_TYPE = {"f32": "s32", "s32": "f32", "f64": "f32", "pred": "s32", "bf16": "f32", "f16": "f32", "u32": "s32",
              "s64": "s32", "u8": "s8", "s8": "u8", "c64": "f32", "u64": "s64", "u16": "s16", "s16": "u16"}


def _first_shape(rhs: str):
    return SHAPE_RE.search(rhs)


def mut_dimension(line, rng):
    m = INST_RE.match(line)
    if not m or " parameter(" in line:
        return None
    s = _first_shape(m.group(2))
    if not s or not s.group(2):
        return None
    dims = s.group(2).split(",")
    k = rng.randrange(len(dims))
    dims[k] = str(int(dims[k]) + rng.choice([1, 2]))
    rhs = m.group(2)[:s.start(2)] + ",".join(dims) + m.group(2)[s.end(2):]
    return m.group(1) + rhs


def mut_element_type(line, rng):
    m = INST_RE.match(line)
    if not m or " parameter(" in line or " constant(" in line:
        return None
    s = _first_shape(m.group(2))
    if not s or s.group(1) not in OTHER_TYPE:
        return None
    rhs = m.group(2)[:s.start(1)] + OTHER_TYPE[s.group(1)] + m.group(2)[s.end(1):]
    return m.group(1) + rhs


DIM_ATTR_RE = re.compile(r"\b(dimensions|lhs_contracting_dims|rhs_contracting_dims|lhs_batch_dims|rhs_batch_dims|"
                         r"offset_dims|collapsed_slice_dims|start_index_map|update_window_dims|inserted_window_dims|"
                         r"scatter_dims_to_operand_dims|index_vector_dim|iota_dimension|feature_index)=\{?([0-9,]*)\}?")


def mut_dimension_number(line, rng):
    hits = [m for m in DIM_ATTR_RE.finditer(line) if re.fullmatch(r"\d+(,\d+)*", m.group(2))]
    if not hits:
        return None
    m = rng.choice(hits)
    nums = m.group(2).split(",")
    k = rng.randrange(len(nums))
    nums[k] = str(int(nums[k]) + rng.choice([1, 2]) if rng.random() < 0.7 else max(0, int(nums[k]) - 1))
    return line[:m.start(2)] + ",".join(nums) + line[m.end(2):]


CALL_RE = re.compile(r"\b(to_apply|calls|body|condition|true_computation|false_computation|select|scatter)=(%?[\w.\-]+)")


def mut_called_computation(line, rng, comps):
    hits = list(CALL_RE.finditer(line))
    if not hits or len(comps) < 2:
        return None
    m = rng.choice(hits)
    cur = m.group(2).lstrip("%")
    other = rng.choice([c for c in comps if c != cur])
    return line[:m.start(2)] + "%" + other + line[m.end(2):]


OPERANDS_RE = re.compile(r"\b([a-z][a-z0-9\-]*)\(((?:%?[\w.\-]+, )+%?[\w.\-]+)\)")


def mut_operand_order(line, rng):
    m = OPERANDS_RE.search(line.split("=", 1)[-1])
    if not m or m.group(1) in ("add", "multiply", "maximum", "minimum", "and", "or", "xor", "tuple"):
        return None
    ops = m.group(2).split(", ")
    if len(set(ops)) < 2:
        return None
    for _ in range(5):
        new = ops[:]
        rng.shuffle(new)
        if new != ops:
            break
    head, rest = line.split("=", 1)
    return head + "=" + rest[:m.start(2)] + ", ".join(new) + rest[m.end(2):]


def mut_drop_operand(line, rng):
    m = OPERANDS_RE.search(line.split("=", 1)[-1])
    if not m:
        return None
    ops = m.group(2).split(", ")
    del ops[rng.randrange(len(ops))]
    head, rest = line.split("=", 1)
    return head + "=" + rest[:m.start(2)] + ", ".join(ops) + rest[m.end(2):]


def mut_layout(line, rng):
    m = INST_RE.match(line)
    if not m:
        return None
    s = _first_shape(m.group(2))
    if not s or not s.group(3) or s.group(3).count(",") < 1:
        return None
    m2m = s.group(3)[1:-1].split(",")
    if rng.random() < 0.5:
        m2m.reverse()
    else:
        m2m[0] = m2m[1]            # not a permutation
    rhs = m.group(2)[:s.start(3)] + "{" + ",".join(m2m) + "}" + m.group(2)[s.end(3):]
    return m.group(1) + rhs


def mut_tuple_index(line, rng):
    m = re.search(r"\bindex=(\d+)", line)
    if not m:
        return None
    return line[:m.start(1)] + str(int(m.group(1)) + rng.choice([1, 3])) + line[m.end(1):]


def mut_slice_bound(line, rng):
    hits = list(re.finditer(r"\[(\d+):(\d+)(:\d+)?\]", line))
    if not hits:
        return None
    m = rng.choice(hits)
    return line[:m.start(2)] + str(int(m.group(2)) + rng.choice([1, 5])) + line[m.end(2):]


def mut_parameter_number(line, rng):
    m = re.search(r"parameter\((\d+)\)", line)
    if not m:
        return None
    return line[:m.start(1)] + str(int(m.group(1)) + rng.choice([1, 7])) + line[m.end(1):]


MUTATORS = {
    "dimension": mut_dimension, "element_type": mut_element_type, "dimension_number": mut_dimension_number,
    "called_computation": mut_called_computation, "operand_order": mut_operand_order,
    "drop_operand": mut_drop_operand, "layout": mut_layout, "tuple_index": mut_tuple_index,
    "slice_bound": mut_slice_bound, "parameter_number": mut_parameter_number,
}

# The child: reads one JSON text per line, answers {"parse": bool, "compile": bool, "message": str}.
CHILD = r"""
import json, os, sys
os.environ.setdefault("JAX_PLATFORMS", "cpu")
import jax
jax.config.update("jax_enable_x64", True)
import jaxlib._hlo as H
from jax._src.lib import xla_client as xc
cpu = jax.devices("cpu")
for line in sys.stdin:
    text = json.loads(line)
    out = {"parse": False, "compile": False, "message": ""}
    try:
        m = H.hlo_module_from_text(text)
        out["parse"] = True
        proto = m.as_serialized_hlo_module_proto()
        cpu[0].client.compile_and_load(xc._xla.mlir.hlo_to_stablehlo(proto), xc.DeviceList(tuple(cpu[:1])),
                                       xc.CompileOptions())
        out["compile"] = True
    except Exception as e:
        out["message"] = str(e)[:400]
    print(json.dumps(out), flush=True)
"""


class XlaJudge:
    def __init__(self):
        self.proc = None

    def _start(self):
        self.proc = subprocess.Popen([sys.executable, "-c", CHILD], stdin=subprocess.PIPE, stdout=subprocess.PIPE,
                                     stderr=subprocess.DEVNULL, text=True)

    def judge(self, text: str) -> dict | None:
        if self.proc is None or self.proc.poll() is not None:
            self._start()
        try:
            self.proc.stdin.write(json.dumps(text) + "\n")
            self.proc.stdin.flush()
            line = self.proc.stdout.readline()
        except BrokenPipeError:
            line = ""
        if not line:                       # XLA crashed on it: neither kept nor counted
            self.proc = None
            return None
        return json.loads(line)


def sources():
    out = []
    for p in sorted((ROOT / "tests" / "corpus").glob("*/pre.hlo")):
        out.append(p)
    for p in sorted((ROOT / "samples").glob("*.hlo")):
        head = p.read_text()[:3000]
        if "runs-on-xla-cpu: yes" in head and "tuple_param" not in p.name:
            out.append(p)
    return out


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--per-file", type=int, default=6)
    ap.add_argument("--seeds", default="0,7", help="comma-separated; one pass over the sources per seed")
    ap.add_argument("--out", default=str(ROOT / "tests" / "verify_mutations" / "mutations.jsonl"))
    args = ap.parse_args()
    judge = XlaJudge()
    kept, tried = [], 0
    for seed in (int(x) for x in args.seeds.split(",")):
        tried += run_seed(seed, args.per_file, judge, kept)
    unique = {(k["source"], k["line"], k["mutated"]): k for k in kept}
    out = Path(args.out)
    out.parent.mkdir(parents=True, exist_ok=True)
    out.write_text("".join(json.dumps(k) + "\n" for k in unique.values()))
    print(f"tried {tried}, kept {len(unique)} -> {out}", file=sys.stderr)


def run_seed(seed: int, per_file: int, judge: XlaJudge, kept: list) -> int:
    rng = random.Random(seed)
    tried = 0
    for path in sources():
        text = path.read_text()
        lines = text.split("\n")
        comps = re.findall(r"^(?:ENTRY\s+)?%?([\w.\-]+)\s*(?:\(|\{)", text, re.M)
        candidates = [i for i, l in enumerate(lines) if INST_RE.match(l)]
        base = judge.judge(text)
        if not candidates or base is None or not base["compile"]:
            print(f"{path.relative_to(ROOT)}: skipped (XLA CPU does not compile it as it is)", file=sys.stderr)
            continue
        done = 0
        seen = set()
        for _ in range(per_file * 8):
            if done >= per_file:
                break
            # A kind first, then a line it applies to: every kind gets its share.
            kind = rng.choice(list(MUTATORS))
            fn = MUTATORS[kind]
            rng.shuffle(candidates)
            new = None
            for i in candidates:
                new = fn(lines[i], rng, comps) if kind == "called_computation" else fn(lines[i], rng)
                if new is not None and new != lines[i]:
                    break
            if new is None or new == lines[i]:
                continue
            if (i, new) in seen:
                continue
            seen.add((i, new))
            mutated = "\n".join(lines[:i] + [new] + lines[i + 1:])
            tried += 1
            verdict = judge.judge(mutated)
            if verdict is None or not verdict["parse"] or verdict["compile"]:
                continue
            done += 1
            kept.append({"source": str(path.relative_to(ROOT)), "line": i + 1, "kind": kind,
                         "original": lines[i], "mutated": new, "xla": verdict["message"]})
        print(f"{path.relative_to(ROOT)}: kept {done}", file=sys.stderr)
    return tried


if __name__ == "__main__":
    main()
