"""The StableHLO corpus: every program of the catalogue lowered with ``.as_text()`` (what jax prints),
beside XLA's own conversion of that text to HLO (the oracle of ``hlotool.stablehlo``).

For every program NAME this writes ``OUT/NAME.mlir`` (``jax.jit(f).lower(*args).as_text(debug_info=True)``,
locations included) and ``OUT/NAME.xla.hlo`` (jaxlib's ``mlir_module_to_xla_computation`` of that text,
printed by XLA). Single-device programs, and the multi-device ones of kind jit / shard_map where 8 CPU
devices exist.

    python -m tools.corpus.stablehlo OUT [--only NAME ...]
"""
from __future__ import annotations

import argparse
import sys
import warnings
from pathlib import Path

import tools.corpus  # noqa: F401  (XLA_FLAGS before jax is imported)


def xla_conversion(mlir_text: str) -> str:
    """XLA's StableHLO -> HLO translation of ``mlir_text``, printed by XLA (large constants shown)."""
    import jaxlib._hlo as H
    from jax._src.lib import _jax
    computation = _jax.mlir.mlir_module_to_xla_computation(mlir_text, use_tuple_args=False, return_tuple=False)
    opts = H.HloPrintOptions()
    opts.print_large_constants = True
    return H.hlo_module_from_text(computation.as_hlo_text()).to_string(opts)


def lower_text(prog) -> str:
    import jax

    from .generate import _unpack, jax_config
    from .registry import Rand
    with jax_config(**prog.config):
        fn, args, opts = _unpack(prog.build(Rand(prog.name)))

        def named(*a):
            return fn(*a)

        named.__name__ = named.__qualname__ = prog.name
        if prog.kind in ("pmap", "replica"):
            jitted = jax.pmap(named, **opts)
        else:
            jitted = jax.jit(named, keep_unused=True, **opts)
        return jitted.lower(*args).as_text(debug_info=True)


def main(argv=None) -> int:
    ap = argparse.ArgumentParser(prog="python -m tools.corpus.stablehlo")
    ap.add_argument("out")
    ap.add_argument("--only", nargs="+", metavar="NAME")
    ns = ap.parse_args(argv)
    from .programs import FAMILIES  # noqa: F401  (registers every program)
    from .registry import PROGRAMS
    out = Path(ns.out)
    out.mkdir(parents=True, exist_ok=True)
    for name in ns.only or list(PROGRAMS):
        prog = PROGRAMS[name]
        try:
            with warnings.catch_warnings():
                warnings.simplefilter("ignore")
                text = lower_text(prog)
                hlo = xla_conversion(text)
        except Exception as e:  # one bad program must not stop the corpus
            print(f"WARNING: dropped {name}: {type(e).__name__}: {str(e)[:200]}", file=sys.stderr)
            continue
        (out / f"{name}.mlir").write_text(text)
        (out / f"{name}.xla.hlo").write_text(hlo)
        print(f"ok {name} {len(text)}", flush=True)
    return 0


if __name__ == "__main__":
    sys.exit(main())
