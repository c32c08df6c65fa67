#!/usr/bin/env python3
"""Check every samples/*.hlo against XLA (jaxlib): it must parse, and its
``// runs-on-xla-cpu: yes|no`` header must match whether XLA:CPU compiles and runs it
(on all-ones inputs).  Each file runs in a subprocess with a timeout, because some
modules block (infeed) or abort the process (a CHECK failure in jaxlib's bridge).

    python samples/check_samples.py [FILE.hlo ...]
"""
from __future__ import annotations

import glob
import os
import re
import subprocess
import sys

HERE = os.path.dirname(os.path.abspath(__file__))

CHILD = r'''
import sys, numpy as np, jax
jax.config.update("jax_enable_x64", True)
import jaxlib._hlo as H
from jax._src.lib import xla_client as xc
m = H.hlo_module_from_text(open(sys.argv[1]).read())
print("PARSED", flush=True)
proto = m.as_serialized_hlo_module_proto()
cpu = jax.devices("cpu")
exe = cpu[0].client.compile_and_load(xc._xla.mlir.hlo_to_stablehlo(proto), xc.DeviceList(tuple(cpu[:1])),
                                     xc.CompileOptions())
args = []
for s in H.XlaComputation(proto).program_shape().parameter_shapes():
    for leaf in (s.tuple_shapes() if s.is_tuple() else [s]):
        args.append(np.ones(leaf.dimensions(), leaf.numpy_dtype()))
exe.execute([jax.device_put(a, cpu[0]) for a in args])
print("RAN", flush=True)
'''


def check(path: str, timeout: float = 60) -> tuple[bool, bool, str]:
    """Return (parsed, ran, detail)."""
    try:
        p = subprocess.run([sys.executable, "-c", CHILD, path], capture_output=True, text=True, timeout=timeout)
        out, err = p.stdout, p.stderr
    except subprocess.TimeoutExpired as e:
        out = e.stdout.decode() if isinstance(e.stdout, bytes) else (e.stdout or "")
        err = "timeout"
    parsed, ran = "PARSED" in out, "RAN" in out
    detail = "" if ran else next((ln for ln in reversed(err.strip().splitlines()) if ln.strip()), err)[:200]
    return parsed, ran, detail


def main(argv: list[str]) -> int:
    files = argv or sorted(glob.glob(os.path.join(HERE, "*.hlo")))
    bad = 0
    for f in files:
        claim = re.search(r"runs-on-xla-cpu:\s*(yes|no)", open(f).read())
        parsed, ran, detail = check(f)
        claimed = claim.group(1) if claim else None
        ok = parsed and claimed == ("yes" if ran else "no")
        bad += not ok
        print(f"{'ok  ' if ok else 'FAIL'} {os.path.basename(f):32s} parsed={parsed} ran={ran} claim={claimed}"
              + (f"  [{detail}]" if detail and not ok else ""))
    return 1 if bad else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
