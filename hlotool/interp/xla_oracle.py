"""Run HLO text on XLA CPU through jaxlib (the optional ``--compare-with xla``). Imports jax
lazily: hlotool itself does not depend on it."""
from __future__ import annotations

import numpy as np


def run_with_xla(text: str, args) -> list[np.ndarray]:
    import os
    os.environ.setdefault("JAX_PLATFORMS", "cpu")
    import jax
    jax.config.update("jax_enable_x64", True)
    exe = compile_on_cpu(text)
    outs = exe.execute([jax.device_put(a) for a in _leaves(args)])
    return [np.asarray(o) for o in outs]


def compile_on_cpu(text: str):
    import jax
    import jaxlib._hlo as H
    from jax._src.lib import xla_client as xc
    proto = H.hlo_module_from_text(text).as_serialized_hlo_module_proto()
    cpu = jax.devices("cpu")
    return cpu[0].client.compile_and_load(xc._xla.mlir.hlo_to_stablehlo(proto),
                                          xc.DeviceList(tuple(cpu)), xc.CompileOptions())


def _leaves(args):
    out = []
    for a in args:
        out.extend(_leaves(a) if isinstance(a, tuple) else [a])
    return out
