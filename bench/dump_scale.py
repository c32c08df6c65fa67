"""``hlotool dump DIR`` at scale: a real ``--xla_dump_to`` folder with ``--xla_dump_hlo_pass_re=.*``
of a 12-layer transformer train step (bench/gen_dumps.py's model; hundreds of files), generated at
run time into a cache folder (never committed), and hlotool dump timed as whole processes.

    PYTHONPATH=. python bench/dump_scale.py [--layers 12] [--repeat 3]

Timed: ``hlotool dump DIR`` with a cold instruction-count cache and with a warm one,
``hlotool dump DIR --module M`` (the pass timeline, warm), and ``--module M --pass fusion`` (a pass's
diff: the two files involved are parsed). Target (issue 10): the listing <= 10 s.
"""
from __future__ import annotations

import argparse
import os
import shutil
import subprocess
import sys
import tempfile
import time
from pathlib import Path

HERE = Path(__file__).resolve().parent
ROOT = HERE.parent
sys.path.insert(0, str(HERE))

DUMP_VERSION = 1

PROGRAM = """
import sys
sys.path.insert(0, {bench!r})
import jax
from gen_dumps import _build_step
step, args = _build_step(layers={layers}, d_model=256, heads=8, d_ff=1024, vocab=512, seq=128, batch=2)
step.__name__ = step.__qualname__ = "transformer_{layers}l_train_step"
jax.block_until_ready(jax.jit(step)(*args))
"""


def dump_folder(layers: int) -> Path:
    """The --xla_dump_to folder of one train step (cached by layers and jax version)."""
    import jax
    from gen_dumps import cache_dir

    folder = cache_dir() / f"xla-dump-v{DUMP_VERSION}-transformer{layers}l-jax{jax.__version__}"
    if (folder / ".complete").exists():
        return folder
    tmp = Path(tempfile.mkdtemp(prefix=folder.name + ".", dir=folder.parent))
    env = dict(os.environ, JAX_PLATFORMS="cpu",
               XLA_FLAGS=f"--xla_dump_to={tmp} --xla_dump_hlo_pass_re=.*")
    print(f"generating {folder} (jax compile with per-pass dumps) ...", file=sys.stderr, flush=True)
    subprocess.run([sys.executable, "-c", PROGRAM.format(bench=str(HERE), layers=layers)], env=env, check=True)
    (tmp / ".complete").write_text("")
    if folder.exists():
        shutil.rmtree(folder)
    tmp.rename(folder)
    return folder


def timed(argv: list[str], env: dict) -> float:
    t0 = time.perf_counter()
    proc = subprocess.run(argv, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE, text=True, env=env)
    wall = time.perf_counter() - t0
    if proc.returncode:
        raise SystemExit(f"{' '.join(argv)} failed: {proc.stderr[-500:]}")
    return wall


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--layers", type=int, default=12)
    ap.add_argument("--repeat", type=int, default=3)
    ns = ap.parse_args()
    folder = dump_folder(ns.layers)
    files = [p for p in folder.iterdir() if p.is_file()]
    hlo = [p for p in files if p.name.endswith(".txt")]
    total = sum(p.stat().st_size for p in files)
    print(f"dump folder {folder}: {len(files)} files, {len(hlo)} .txt, {total / 1e6:,.0f} MB")

    sys.path.insert(0, str(ROOT))
    from hlotool.dump import scan_dump

    modules = scan_dump(folder)
    main_mod = max(modules, key=lambda m: sum(s.path.stat().st_size for s in m.snapshots))
    print(f"{len(modules)} modules; largest {main_mod.key}: {len(main_mod.snapshots)} snapshots, "
          f"{sum(s.path.stat().st_size for s in main_mod.snapshots) / 1e6:,.0f} MB")

    cache = Path(tempfile.mkdtemp(prefix="hlotool-dump-cache."))
    env = dict(os.environ, HLOTOOL_CACHE=str(cache), PYTHONPATH=str(ROOT))
    hl = [sys.executable, "-m", "hlotool", "dump", str(folder)]
    try:
        cold = timed(hl, env)
        warm = min(timed(hl, env) for _ in range(ns.repeat))
        timeline = min(timed(hl + ["--module", main_mod.key], env) for _ in range(ns.repeat))
        one_pass = min(timed(hl + ["--module", main_mod.key, "--pass", "fusion"], env) for _ in range(ns.repeat))
    finally:
        shutil.rmtree(cache, ignore_errors=True)
    target = 10.0
    print(f"hlotool dump DIR, cold cache:              {cold:6.2f} s  (target <= {target:.0f} s: "
          f"{'met' if cold <= target else 'NOT met'})")
    print(f"hlotool dump DIR, warm cache:              {warm:6.2f} s")
    print(f"hlotool dump DIR --module M, warm cache:   {timeline:6.2f} s")
    print(f"hlotool dump DIR --module M --pass fusion: {one_pass:6.2f} s")


if __name__ == "__main__":
    main()
