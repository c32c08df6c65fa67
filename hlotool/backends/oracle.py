"""Run HLO text on XLA CPU through jaxlib (the optional ``--compare-with xla``), on top of the XLA
backend (``hlotool.backends.xla``). Imports jax lazily: hlotool itself does not depend on it."""
from __future__ import annotations

import numpy as np


def run_with_xla(text: str, args) -> list[np.ndarray]:
    """The outputs (flattened leaves) of a single-device or global-view module on XLA CPU."""
    from .xla import run_on_xla
    run = run_on_xla(text, list(args), host_devices=8)
    return [np.asarray(o) for o in run.result]


def compile_on_cpu(text: str):
    """The module compiled as written for one CPU device (in this process); call ``.execute``."""
    from .xla import load_jax
    from .xla_compile import CompileSpec, compile_text
    _, devices, _ = load_jax("cpu", 1)
    return compile_text(text, CompileSpec(1, 1, spmd=False), devices)


def run_with_xla_on_devices(module_or_text, per_device_args, replicas: int, partitions: int) -> list[list[np.ndarray]]:
    """Run an already partitioned module (each device runs the entry on its own inputs) on XLA CPU
    with ``replicas`` x ``partitions`` host devices; returns the output leaves per device.

    XLA CPU only runs several partitions through its SPMD partitioner: see
    ``hlotool.backends.xla_devices`` for how the module is given to it. Where jax is not imported
    yet, ``XLA_FLAGS`` gets at least 8 host devices (XLA reads the flag once, at import)."""
    from .xla import run_on_xla
    device_args = {(i, d): a for d, args in enumerate(per_device_args) for i, a in enumerate(args)}
    n = replicas * partitions
    run = run_on_xla(module_or_text, (), device_args, replicas=replicas, partitions=partitions,
                     mode="per-device", host_devices=max(n, 8))
    return [[np.asarray(o) for o in leaves] for leaves in run.result.per_device]
