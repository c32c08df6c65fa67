"""Fuzz the parser, printer and verifier with small edits of real modules.

Each case applies 1-3 character edits (delete, insert, replace) to a sample or corpus module, then
checks the contract every command relies on:
  - parse either returns a Module or raises HloSyntaxError (never another exception);
  - the whole-line fast path and the grammar alone build equal modules;
  - a parsed module prints, and the printing parses back to an equal module;
  - verify returns diagnostics and never raises.

    python scripts/fuzz.py --cases 20000 --seed 1

Prints one line per distinct failure with the file and edits that reproduce it; exits 1 if any.
"""
from __future__ import annotations

import argparse
import random
import sys
import warnings
from pathlib import Path

import hlotool
from hlotool.parser import parse_without_fast_paths

ROOT = Path(__file__).resolve().parent.parent
MUTATION_CHARS = "{}()[],=%:->_x0123456789 \n\"fs.ROOT\\"


def apply_edits(text: str, edits) -> str:
    for pos, kind, ch in edits:
        pos = min(pos, len(text) - 1)
        if kind == 0:
            text = text[:pos] + text[pos + 1:]
        elif kind == 1:
            text = text[:pos] + ch + text[pos:]
        else:
            text = text[:pos] + ch + text[pos + 1:]
    return text


def check(text: str) -> str | None:
    """A short name for what went wrong, or None."""
    try:
        m = hlotool.parse(text)
    except hlotool.HloSyntaxError:
        return None
    except Exception as e:   # any other exception is the finding
        return f"parse raised {type(e).__name__}: {str(e)[:80]}"
    try:
        slow = parse_without_fast_paths(text)
        if slow != m and "nan" not in text:      # nan != nan
            return "the whole-line fast path and the grammar build different modules"
    except Exception as e:
        return f"the grammar alone raised {type(e).__name__}: {str(e)[:80]}"
    try:
        if hlotool.parse(hlotool.format(m)) != m:
            return "printing does not parse back to an equal module"
    except Exception as e:
        return f"round trip raised {type(e).__name__}: {str(e)[:80]}"
    try:
        hlotool.verify(m)
    except Exception as e:
        return f"verify raised {type(e).__name__}: {str(e)[:80]}"
    return None


def main(argv=None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--cases", type=int, default=5000)
    ap.add_argument("--seed", type=int, default=0)
    args = ap.parse_args(argv)
    files = sorted(ROOT.glob("samples/*.hlo")) + sorted(ROOT.glob("tests/corpus/*/*.hlo"))
    texts = [f.read_text() for f in files]
    rng = random.Random(args.seed)
    failures: dict[str, tuple] = {}
    warnings.simplefilter("ignore")
    for _ in range(args.cases):
        i = rng.randrange(len(texts))
        edits = [(rng.randrange(len(texts[i])), rng.randrange(3), rng.choice(MUTATION_CHARS))
                 for _ in range(rng.randint(1, 3))]
        what = check(apply_edits(texts[i], edits))
        if what is not None:
            failures.setdefault(what, (files[i].relative_to(ROOT), edits))
    for what, (f, edits) in failures.items():
        print(f"{what}\n    {f} edits={edits}")
    print(f"{args.cases} cases, {len(failures)} distinct failures", file=sys.stderr)
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
