"""The corpus generator's command line (``python -m tools.corpus``, ``scripts/gen_corpus.py``)."""
from __future__ import annotations

import argparse
import json
import os
import shutil
import sys
import tempfile
import time
import traceback
import warnings
from pathlib import Path

import tools.corpus  # noqa: F401  (XLA_FLAGS before jax is imported)

REPO = Path(__file__).resolve().parent.parent.parent


def _parser() -> argparse.ArgumentParser:
    ap = argparse.ArgumentParser(prog="python -m tools.corpus",
                                 description="Generate the HLO test corpus from a catalogue of small JAX programs.")
    ap.add_argument("--only", nargs="+", metavar="NAME", help="generate only these programs")
    ap.add_argument("--out", default=str(REPO / "tests" / "corpus"), help="output directory")
    ap.add_argument("--list", action="store_true", help="list the catalogue and exit")
    ap.add_argument("--clean", action="store_true", help="remove program dirs not in the catalogue")
    what = ap.add_mutually_exclusive_group()
    what.add_argument("--meta-only", action="store_true",
                      help="rewrite only meta.json (with this jax's versions) of programs already in --out")
    what.add_argument("--check", action="store_true",
                      help="generate into a temporary folder and compare with --out; writes nothing there")
    return ap


def main(argv=None) -> int:
    ns = _parser().parse_args(argv)
    from .programs import FAMILIES  # noqa: F401  (registers every program)
    from .registry import PROGRAMS
    if ns.list:
        for p in PROGRAMS.values():
            kind = f" {p.kind}" if p.devices > 1 else ""
            print(f"{p.name:34s} devices={p.devices}{kind}  {p.description}")
        return 0
    names = ns.only or list(PROGRAMS)
    unknown = [n for n in names if n not in PROGRAMS]
    if unknown:
        print(f"unknown program(s): {', '.join(unknown)}", file=sys.stderr)
        return 2
    out = Path(ns.out)
    if ns.meta_only:
        return _meta_only(out, names, PROGRAMS)
    if ns.check:
        with tempfile.TemporaryDirectory(prefix="corpus-check-") as tmp:
            ok = _generate(Path(tmp), names, PROGRAMS)
            return _check(Path(tmp), out, ok)
    _generate(out, names, PROGRAMS)
    if ns.clean:
        for d in out.iterdir():
            if d.is_dir() and d.name not in PROGRAMS:
                shutil.rmtree(d)
    return 0


def _generate(out: Path, names: list[str], programs: dict) -> list[str]:
    """Generate ``names`` into ``out``; returns the programs written (a dropped one is reported
    and its stale folder removed)."""
    import jax

    from .generate import check_device_ids, generate
    if len(jax.devices("cpu")) < 8:
        print("warning: fewer than 8 CPU devices; larger multi-device programs will be dropped", file=sys.stderr)
    if any(programs[n].devices > 1 for n in names):
        check_device_ids()
    out.mkdir(parents=True, exist_ok=True)
    ok, dropped = [], []
    t_all = time.time()
    for n in names:
        prog = programs[n]
        t0 = time.time()
        try:
            if prog.devices > len(jax.devices("cpu")):
                raise RuntimeError(f"needs {prog.devices} devices")
            with warnings.catch_warnings():
                warnings.simplefilter("ignore")
                info = generate(prog, out)
            ok.append(n)
            print(f"ok    {n:34s} pre={info['pre']:8d} post={info['post']:8d} args={info['args']} "
                  f"outs={info['outs']} ({time.time() - t0:.1f}s)"
                  + (f" [{info['inexact']} float output(s) differ from jax's own compile by rounding]"
                     if info["inexact"] else ""), flush=True)
        except Exception as e:  # one bad program must not stop the corpus
            dropped.append(n)
            msg = str(e).strip().splitlines()[0][:300] if str(e).strip() else type(e).__name__
            print(f"WARNING: dropped {n}: {type(e).__name__}: {msg}", file=sys.stderr, flush=True)
            if os.environ.get("GEN_CORPUS_DEBUG"):
                traceback.print_exc()
            stale = out / n
            if stale.exists():
                shutil.rmtree(stale)
    print(f"{len(ok)} programs written, {len(dropped)} dropped ({time.time() - t_all:.0f}s)"
          + (f": {', '.join(dropped)}" if dropped else ""))
    return ok


def _meta_only(out: Path, names: list[str], programs: dict) -> int:
    """Rewrite meta.json of each program in ``out`` from the registry, with the installed jax and
    jaxlib versions; pre.hlo, post.hlo and io.npz are left as they are."""
    from .generate import meta_text
    missing = []
    for n in names:
        d = out / n
        if not d.is_dir():
            missing.append(n)
            continue
        new = meta_text(programs[n].meta())
        old = json.loads((d / "meta.json").read_text()) if (d / "meta.json").exists() else None
        changed = {k for k in json.loads(new) if old is None or old.get(k) != json.loads(new)[k]}
        (d / "meta.json").write_text(new)
        print(f"meta  {n:34s} {'changed: ' + ', '.join(sorted(changed)) if changed else 'unchanged'}")
    if missing:
        print(f"not in {out} (generate them first): {', '.join(missing)}", file=sys.stderr)
    return 1 if missing else 0


def _check(mine: Path, reference: Path, names: list[str]) -> int:
    from .compare import compare_program
    bad = 0
    for n in names:
        verdicts = compare_program(mine / n, reference / n)
        bad += any("DIFFERENT" in v or "missing" in v for v in verdicts.values())
        print(f"check {n:34s} " + "; ".join(f"{k}: {v}" for k, v in verdicts.items()), flush=True)
    print(f"{len(names)} programs compared with {reference}: {bad} with different modules, arrays or meta")
    return 1 if bad else 0
