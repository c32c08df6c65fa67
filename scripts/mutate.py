"""Build the verifier's mutation suite: mutate valid modules, keep the mutations XLA rejects.

    python scripts/mutate.py [--per-file N] [--seeds 0,7] [--out tests/verify_mutations/mutations.jsonl]
    python scripts/mutate.py --verifier [--per-file N] [--seed S]   (tests/verify_mutations/mutations_verifier.jsonl)
    python scripts/mutate.py --attributes [--per-file N] [--seed S] (tests/verify_mutations/mutations_attributes.jsonl)

Each mutation changes one line of a valid module (a dimension, an element type, a dimension number,
a called computation, the operand order, a layout, a tuple index, a slice bound, a parameter number,
an operand). XLA judges it: the mutated text must parse with XLA's parser (else it is a syntax
error, not a verifier case) and must then fail XLA's compile (parse + verifier + CPU compiler, through
jaxlib). Only those are kept, with XLA's message, so tests/verifier/test_mutations.py runs without jax.
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


CALL_RE = re.compile(r"\b(to_apply|calls|body|condition|true_computation|false_computation|select|scatter)"
                     r"=(%?[\w.\-]+)")


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
# Its argument: the repository root, whose hlotool compiles (hlotool.backends.xla_compile, with XLA's own messages).
CHILD = r"""
import json, os, sys
sys.path.insert(0, sys.argv[1])
os.environ.setdefault("JAX_PLATFORMS", "cpu")
import jax
jax.config.update("jax_enable_x64", True)
from hlotool.backends.xla_compile import CompileSpec, compile_proto, parse_to_proto
cpu = jax.devices("cpu")
for line in sys.stdin:
    text = json.loads(line)
    out = {"parse": False, "compile": False, "message": ""}
    try:
        proto = parse_to_proto(text)
        out["parse"] = True
        compile_proto(proto, CompileSpec(1, 1, spmd=False), cpu[:1])
        out["compile"] = True
    except Exception as e:
        out["message"] = str(e)[:400]
    print(json.dumps(out), flush=True)
"""


class XlaJudge:
    def __init__(self):
        self.proc = None

    def _start(self):
        self.proc = subprocess.Popen([sys.executable, "-c", CHILD, str(ROOT)], stdin=subprocess.PIPE,
                                     stdout=subprocess.PIPE, stderr=subprocess.DEVNULL, text=True)

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
        candidates = [i for i, ln in enumerate(lines) if INST_RE.match(ln)]
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


# ----------------------------------------------------------------------------- the verifier suite
# `python scripts/mutate.py --verifier [--per-file N] [--seed S] [--out ...]` writes
# tests/verify_mutations/mutations_verifier.jsonl: mutations aimed at verifier rules the kinds above
# rarely reach (element-type classes per opcode, start index types, composite calls, async
# computations, unbounded dimensions, collective-permute pairs). A mutation may replace its line by
# several (an inserted convert or copy, then the line). Each kind names the XLA message it expects:
# a mutation is kept only where XLA rejects it with that message, so it fails for the reason aimed
# at (and a base that XLA:CPU cannot compile for another reason, such as the async bundle jaxlib's
# bridge rewrites, still serves).
VERIFIER_OUT = ROOT / "tests" / "verify_mutations" / "mutations_verifier.jsonl"
VERIFIER_SOURCES = ROOT / "tests" / "verify_mutations" / "sources"
DEF_RE = re.compile(r"^(\s*)(ROOT\s+)?(%?)([\w.\-]+)\s*=\s*(\S.*?)\s+([a-z][a-z0-9\-]*)\((.*)$")

# Same-arity elementwise opcodes whose result has the operands' element type (so swapping one for
# another keeps every shape and can only break the element-type class). Left out: abs (complex ->
# real), opcodes jaxlib's bridge or XLA:CPU do not carry (mulhi, atan, acos, ...).
CLASS_SWAP = {
    1: "negate sign exponential exponential-minus-one log log-plus-one sqrt rsqrt cbrt tanh sine cosine tan "
       "logistic erf floor ceil round-nearest-afz round-nearest-even not popcnt count-leading-zeros".split(),
    2: "add subtract multiply divide remainder power maximum minimum and or xor shift-left "
       "shift-right-arithmetic shift-right-logical atan2".split(),
}


def _operands(rest: str) -> list[str] | None:
    """The operand names of an instruction's `(...)` tail, or None where they are not plain names."""
    depth, end = 1, None
    for k, ch in enumerate(rest):
        depth += {"(": 1, ")": -1}.get(ch, 0)
        if depth == 0:
            end = k
            break
    if end is None:
        return None
    ops = [o.strip() for o in rest[:end].split(",")] if rest[:end].strip() else []
    return ops if all(re.fullmatch(r"%?[\w.\-]+", o) for o in ops) else None


def _definitions(lines):
    """name -> (shape text, opcode) of every instruction."""
    out = {}
    for line in lines:
        m = DEF_RE.match(line)
        if m:
            out[m.group(4)] = (m.group(5), m.group(6))
    return out


def vmut_element_class(line, rng, ctx):
    m = DEF_RE.match(line)
    if not m:
        return None
    op = m.group(6)
    arity = next((a for a, ops in CLASS_SWAP.items() if op in ops), None)
    ops = _operands(m.group(7))
    if arity is None or ops is None or len(ops) != arity:
        return None
    other = rng.choice([o for o in CLASS_SWAP[arity] if o != op])
    return line[:m.start(6)] + other + line[m.end(6):]


INDEX_TYPES = ("s32", "u32", "s64", "u64", "s16", "u8")


def vmut_index_type(line, rng, ctx):
    m = DEF_RE.match(line)
    first = {"dynamic-slice": 1, "dynamic-update-slice": 2}.get(m.group(6)) if m else None
    ops = _operands(m.group(7)) if first else None
    if not ops or len(ops) - first < 2:
        return None
    k = rng.randrange(first, len(ops))
    name = ops[k].lstrip("%")
    shape = ctx["defs"].get(name, ("s32[]", ""))[0]
    old = shape.split("[")[0]
    new_type = rng.choice([t for t in INDEX_TYPES if t != old])
    pct = "%" if ops[k].startswith("%") else ""
    new_name = f"{m.group(4)}.idx{k}"
    ops2 = ops[:k] + [pct + new_name] + ops[k + 1:]
    head = line[:m.start(7)]
    tail = m.group(7)[m.group(7).index(")"):]
    return (f"{m.group(1)}{pct}{new_name} = {new_type}[] convert({ops[k]})\n"
            + head + ", ".join(ops2) + tail)


def vmut_unbounded(line, rng, ctx):
    m = DEF_RE.match(line)
    if not m:
        return None
    s = SHAPE_RE.search(line, m.start(5))
    if not s or not s.group(2) or s.start() > m.start(6):
        return None
    dims = s.group(2).split(",")
    dims[rng.randrange(len(dims))] = "?"
    return line[:s.start(2)] + ",".join(dims) + line[s.end(2):]


def vmut_composite(line, rng, ctx):
    if "is_composite=true" not in line:
        return None
    fa = re.search(r"frontend_attributes=\{(.*)\}", line)
    if not fa:
        return None
    body = fa.group(1)
    variants = [
        ("drop composite.name", re.sub(r',?composite\.name="[^"]*"', "", body)),
        ("empty composite.name", re.sub(r'composite\.name="[^"]*"', 'composite.name=""', body)),
        ("negative composite.version", re.sub(r'composite\.version="[^"]*"', 'composite.version="-1"', body)),
        ("non-integer composite.version", re.sub(r'composite\.version="[^"]*"', 'composite.version="v1"', body)),
        ("drop composite.version", re.sub(r',?composite\.version="[^"]*"', "", body)),
        ("empty composite.attributes", re.sub(r'composite\.attributes=(\{[^{}]*\}|"[^"]*")', 'composite.attributes=""',
                                              body)),
        ("drop composite.attributes", re.sub(r'composite\.attributes=(\{[^{}]*\}|"[^"]*"),?', "", body)),
    ]
    _, new_body = rng.choice(variants)
    return line[:fa.start(1)] + new_body.strip(",") + line[fa.end(1):]


def vmut_async_extra(line, rng, ctx):
    """The ROOT of an async computation gets a copy of its first operand in between."""
    k = ctx["index"]
    m = DEF_RE.match(line)
    if not m or not m.group(2) or ctx["comp_of"].get(k) not in ctx["async_comps"]:
        return None
    ops = _operands(m.group(7))
    if not ops:
        return None
    name = ops[0].lstrip("%")
    shape = ctx["defs"].get(name, (None,))[0]
    if shape is None:
        return None
    pct = "%" if ops[0].startswith("%") else ""
    new_name = f"{name}.extra"
    rest = m.group(7).replace(ops[0], pct + new_name, 1)
    return f"{m.group(1)}{pct}{new_name} = {shape} copy({ops[0]})\n" + line[:m.start(7)] + rest


def vmut_permute_pairs(line, rng, ctx):
    m = re.search(r"source_target_pairs=\{(\{\d+,\d+\}(?:,\{\d+,\d+\})+)\}", line)
    if not m:
        return None
    pairs = [list(map(int, p)) for p in re.findall(r"\{(\d+),(\d+)\}", m.group(1))]
    i, j = rng.sample(range(len(pairs)), 2)
    side = rng.randrange(2)
    pairs[i][side] = pairs[j][side]            # a source (or target) named twice
    text = ",".join(f"{{{a},{b}}}" for a, b in pairs)
    return line[:m.start(1)] + text + line[m.end(1):]


# kind -> (mutation, the XLA message that says it was rejected for the reason aimed at)
VERIFIER_MUTATORS = {
    "element_class": (vmut_element_class, r"must be|[Ee]xpected|not supported for|only supports"),
    "index_type": (vmut_index_type, r"same element type"),
    "unbounded": (vmut_unbounded, r"[Uu]nbounded dynamism"),
    "composite": (vmut_composite, r"composite"),
    "async_extra": (vmut_async_extra, r"only the root and parameter"),
    "permute_pairs": (vmut_permute_pairs, r"duplicate|more than once|appears more than"),
}


def _async_context(lines):
    """Line index -> computation name, and the computations async-start runs."""
    comp_of, current = {}, None
    for k, line in enumerate(lines):
        head = re.match(r"^(?:ENTRY\s+)?%?([\w.\-]+)\s*(?:\(.*\)\s*->\s*.*)?\{\s*$", line)
        if head and "=" not in line.split("{")[0]:
            current = head.group(1)
        elif line.startswith("}"):
            current = None
        comp_of[k] = current
    async_comps = set(re.findall(r"async-start\(.*?calls=%?([\w.\-]+)", "\n".join(lines)))
    return comp_of, async_comps


def verifier_sources():
    return sources() + sorted(VERIFIER_SOURCES.glob("*.hlo"))


def _hlotool_clean(text: str) -> bool:
    sys.path.insert(0, str(ROOT))
    import hlotool
    from hlotool.verifier import verify
    try:
        return not any(d.severity == "error" for d in verify(hlotool.parse(text)))
    except hlotool.HloSyntaxError:
        return False


def run_verifier_suite(seed: int, per_file: int, judge: XlaJudge, kept: list) -> tuple[int, dict]:
    rng = random.Random(seed)
    tried, counts = 0, {k: [0, 0] for k in VERIFIER_MUTATORS}      # kind -> [tried, kept]
    for path in verifier_sources():
        text = path.read_text()
        lines = text.split("\n")
        base = judge.judge(text)
        if base is None or not base["parse"] or not _hlotool_clean(text):
            print(f"{path.relative_to(ROOT)}: skipped (not a valid base)", file=sys.stderr)
            continue
        ctx = {"defs": _definitions(lines)}
        ctx["comp_of"], ctx["async_comps"] = _async_context(lines)
        candidates = [i for i, ln in enumerate(lines) if DEF_RE.match(ln)]
        # The suite's own bases (composite calls, async computations) are few: more from each.
        keep = per_file * (6 if path.parent == VERIFIER_SOURCES else 1)
        for kind, (fn, expect) in VERIFIER_MUTATORS.items():
            if not base["compile"] and re.search(expect, base["message"]):
                continue        # XLA already says this of the base: a mutation would prove nothing
            done, attempts, seen = 0, 0, set()
            order = candidates[:]
            rng.shuffle(order)
            for i in order * 4:          # a line may take several mutations of one kind
                if done >= keep or attempts >= 6 * keep:
                    break
                ctx["index"] = i
                new = fn(lines[i], rng, ctx)
                if new is None or new == lines[i] or (i, new) in seen:
                    continue
                seen.add((i, new))
                attempts += 1
                tried += 1
                counts[kind][0] += 1
                verdict = judge.judge("\n".join(lines[:i] + [new] + lines[i + 1:]))
                if verdict is None or not verdict["parse"] or verdict["compile"] or \
                        not re.search(expect, verdict["message"]):
                    continue
                done += 1
                counts[kind][1] += 1
                kept.append({"source": str(path.relative_to(ROOT)), "line": i + 1, "kind": kind,
                             "original": lines[i], "mutated": new, "xla": verdict["message"]})
        print(f"{path.relative_to(ROOT)}: done", file=sys.stderr)
    return tried, counts


def main_verifier(argv):
    ap = argparse.ArgumentParser(prog="mutate.py --verifier")
    ap.add_argument("--per-file", type=int, default=1,
                    help="kept mutations per source and kind (6 times as many from tests/verify_mutations/sources)")
    ap.add_argument("--seed", type=int, default=0)
    ap.add_argument("--out", default=str(VERIFIER_OUT))
    args = ap.parse_args(argv)
    kept: list = []
    tried, counts = run_verifier_suite(args.seed, args.per_file, XlaJudge(), kept)
    unique = {(k["source"], k["line"], k["mutated"]): k for k in kept}
    out = Path(args.out)
    out.write_text("".join(json.dumps(k) + "\n" for k in unique.values()))
    for kind, (n, k) in counts.items():
        print(f"  {kind}: tried {n}, kept {k}", file=sys.stderr)
    print(f"tried {tried}, kept {len(unique)} -> {out}", file=sys.stderr)


# ----------------------------------------------------------------------------- the attribute suite
# `python scripts/mutate.py --attributes [--per-file N] [--seed S] [--out ...]` writes
# tests/verify_mutations/mutations_attributes.jsonl: an attribute name misspelled, or an attribute of
# another opcode added (hlotool.attributes names them all). A mutation is kept where XLA's parser
# rejects it as an unexpected attribute; hlotool must reject it too (a syntax error).
ATTRIBUTES_OUT = ROOT / "tests" / "verify_mutations" / "mutations_attributes.jsonl"
ATTR_EXPECT = r'unexpected attribute "'


def _top_level_attrs(line: str):
    """(key, start of the key) for each `, key=` after the operand list, outside braces and strings."""
    m = DEF_RE.match(line)
    if not m:
        return None, []
    depth, k, n = 1, m.start(7), len(line)
    while k < n and depth:                      # to the end of the operand list
        depth += {"(": 1, ")": -1}.get(line[k], 0)
        k += 1
    out, depth, quote = [], 0, None
    while k < n:
        ch = line[k]
        if quote:
            if ch == "\\":
                k += 1
            elif ch == quote:
                quote = None
        elif ch in "\"'":
            quote = ch
        elif ch in "{([":
            depth += 1
        elif ch in "})]":
            depth -= 1
        elif ch == "," and depth == 0:
            km = re.match(r",\s*([A-Za-z_][\w.\-]*)=", line[k:])
            if km:
                out.append((km.group(1), k + km.start(1)))
        k += 1
    return m.group(6), out


def _misspell(key: str, rng) -> str:
    letters = [i for i, c in enumerate(key) if c.isalpha()]
    how = rng.choice(["swap", "drop", "double", "replace", "separator"])
    i = rng.choice(letters)
    if how == "swap" and i + 1 < len(key) and key[i + 1] != key[i]:
        return key[:i] + key[i + 1] + key[i] + key[i + 2:]
    if how == "drop" and len(key) > 2:
        return key[:i] + key[i + 1:]
    if how == "double":
        return key[:i] + key[i] + key[i:]
    if how == "separator" and ("_" in key or "-" in key):
        return key.replace("_", "-") if "_" in key else key.replace("-", "_")
    other = rng.choice([c for c in "aeiourstnl" if c != key[i]])
    return key[:i] + other + key[i + 1:]


def amut_misspell(line, rng, ctx):
    from hlotool.attributes import COMMON
    opcode, attrs = _top_level_attrs(line)
    if not attrs:
        return None
    own = [a for a in attrs if a[0] not in COMMON]
    key, at = rng.choice(own if own and rng.random() < 0.7 else attrs)   # metadata= is on most lines
    return line[:at] + _misspell(key, rng) + line[at + len(key):]


def _sample_value(key: str, kind: str, ctx) -> str | None:
    """A value of `kind` (hlotool.attributes' kinds), so that only the attribute's place is wrong."""
    from hlotool.attributes import ENUMS
    if kind in ENUMS:
        return ENUMS[kind].values[-1]
    comps = ctx["comps"]
    return {
        "bool": "true", "int": "1", "int32": "0", "float": "0.001", "string": '"x"', "int_list": "{0}",
        "int_list_list": "{{0,1}}", "replica_groups": "{}", "window": "{size=1}", "dim_labels": "b0f_0io->b0f",
        "padding": "0_0", "slice": "{[0:1]}", "braced": "{}", "literal": "s32[] 1", "shape": "f32[]",
        "shape_list": "{f32[]}", "aliasing": "{{}: (0, {})}", "result_accuracy": "{mode=highest}",
        "api_version": "API_VERSION_ORIGINAL", "precision_list": "{default,default}",
        "computation": "%" + comps[0] if comps else None,
        "computation_list": "{%" + comps[0] + "}" if comps else None,
    }.get(kind)


def amut_foreign(line, rng, ctx):
    from hlotool.attributes import SCHEMAS, schema_of
    opcode, attrs = _top_level_attrs(line)
    schema = schema_of(opcode) if opcode else None
    if schema is None:
        return None
    foreign = sorted({(k, s.kind) for op, sch in SCHEMAS.items() for k, s in sch.attrs.items()
                      if k not in schema.attrs})
    key, kind = rng.choice(foreign)
    value = _sample_value(key, kind, ctx)
    if value is None:
        return None
    at = rng.choice([a - len(", ") for _, a in attrs] + [len(line.rstrip())])   # before an attribute, or last
    at = line.rindex(",", 0, at + 1) if at < len(line.rstrip()) else at
    return line[:at] + f", {key}={value}" + line[at:]


ATTRIBUTE_MUTATORS = {"attr_misspelled": amut_misspell, "attr_foreign": amut_foreign}


def attribute_sources():
    return (sorted((ROOT / "tests" / "corpus").glob("*/*.hlo")) + sorted((ROOT / "samples").glob("*.hlo")))


class XlaParseJudge(XlaJudge):
    """XLA's parser alone (the attribute suite needs no compile): {"parse": bool, "message": str}."""
    CHILD = r'''
import json, sys
sys.path.insert(0, sys.argv[1])
from hlotool.backends.xla_compile import parse_to_proto
for line in sys.stdin:
    out = {"parse": True, "compile": False, "message": ""}
    try:
        parse_to_proto(json.loads(line))
    except Exception as e:
        out["parse"], out["message"] = False, str(e)[:600]
    print(json.dumps(out), flush=True)
'''

    def _start(self):
        self.proc = subprocess.Popen([sys.executable, "-c", self.CHILD, str(ROOT)], stdin=subprocess.PIPE,
                                     stdout=subprocess.PIPE, stderr=subprocess.DEVNULL, text=True)


def run_attribute_suite(seed: int, per_file: int, judge: XlaJudge, kept: list) -> tuple[int, dict]:
    sys.path.insert(0, str(ROOT))
    rng = random.Random(seed)
    tried, counts = 0, {k: [0, 0] for k in ATTRIBUTE_MUTATORS}      # kind -> [tried, kept]
    for path in attribute_sources():
        text = path.read_text()
        lines = text.split("\n")
        base = judge.judge(text)
        if base is None or not base["parse"]:
            print(f"{path.relative_to(ROOT)}: skipped (XLA does not parse it)", file=sys.stderr)
            continue
        import hlotool
        ctx = {"comps": [c.name for c in hlotool.parse(text).computations if not c.is_entry]}
        candidates = [i for i, ln in enumerate(lines) if DEF_RE.match(ln)]
        for kind, fn in ATTRIBUTE_MUTATORS.items():
            done, attempts, seen = 0, 0, set()
            order = candidates[:]
            rng.shuffle(order)
            for i in order:
                if done >= per_file or attempts >= 4 * per_file:
                    break
                new = fn(lines[i], rng, ctx)
                if new is None or new == lines[i] or (i, new) in seen:
                    continue
                seen.add((i, new))
                attempts += 1
                tried += 1
                counts[kind][0] += 1
                verdict = judge.judge("\n".join(lines[:i] + [new] + lines[i + 1:]))
                if verdict is None or verdict["parse"] or not re.search(ATTR_EXPECT, verdict["message"]):
                    continue
                done += 1
                counts[kind][1] += 1
                kept.append({"source": str(path.relative_to(ROOT)), "line": i + 1, "kind": kind,
                             "original": lines[i], "mutated": new, "xla": verdict["message"]})
        print(f"{path.relative_to(ROOT)}: done", file=sys.stderr)
    return tried, counts


def main_attributes(argv):
    ap = argparse.ArgumentParser(prog="mutate.py --attributes")
    ap.add_argument("--per-file", type=int, default=2, help="kept mutations per source and kind")
    ap.add_argument("--seed", type=int, default=0)
    ap.add_argument("--out", default=str(ATTRIBUTES_OUT))
    args = ap.parse_args(argv)
    kept: list = []
    tried, counts = run_attribute_suite(args.seed, args.per_file, XlaParseJudge(), kept)
    unique = {(k["source"], k["line"], k["mutated"]): k for k in kept}
    out = Path(args.out)
    out.write_text("".join(json.dumps(k) + "\n" for k in unique.values()))
    for kind, (n, k) in counts.items():
        print(f"  {kind}: tried {n}, kept {k}", file=sys.stderr)
    print(f"tried {tried}, kept {len(unique)} -> {out}", file=sys.stderr)

if __name__ == "__main__":
    if sys.argv[1:2] == ["--verifier"]:
        main_verifier(sys.argv[2:])
    elif sys.argv[1:2] == ["--attributes"]:
        main_attributes(sys.argv[2:])
    else:
        main()
