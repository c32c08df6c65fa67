"""Compiling HLO text with XLA (parser, StableHLO import, PJRT compile), and the XLA backend's errors.

The lowest module of the XLA backend: ``xla`` compiles with it in process (GPU, TPU, or CPU when
not isolated) and the child process of ``xla_worker`` with it on CPU; neither of those two is
imported here. jax is imported only inside the functions (it is optional).
"""
from __future__ import annotations

from dataclasses import dataclass

import numpy as np


class XlaBackendError(Exception):
    """The XLA backend cannot run the module; ``str()`` says why and what to do instead."""


class XlaUnavailable(XlaBackendError):
    """jax/jaxlib are not importable."""


class TooFewDevices(XlaBackendError):
    """The module needs more devices than jax reports."""


class XlaRejected(XlaBackendError):
    """XLA's parser or compiler refused the module (or crashed on it)."""


@dataclass(frozen=True)
class CompileSpec:
    replicas: int
    partitions: int
    spmd: bool
    shardy: bool = False


def compile_options(spec: CompileSpec):
    from jax._src.lib import xla_client as xc
    opts = xc.CompileOptions()
    n = spec.replicas * spec.partitions
    if n > 1 or spec.spmd:
        eb = opts.executable_build_options
        eb.num_replicas, eb.num_partitions = spec.replicas, spec.partitions
        eb.use_spmd_partitioning = spec.spmd
        eb.use_shardy_partitioner = spec.shardy
        eb.device_assignment = xc.DeviceAssignment.create(np.arange(n).reshape(spec.replicas, spec.partitions))
        opts.num_replicas, opts.num_partitions = spec.replicas, spec.partitions
    return opts


def compile_text(text: str, spec: CompileSpec, devices):
    """XLA's parser, its StableHLO import and PJRT's compile; returns the loaded executable.
    Raises ``XlaRejected`` with XLA's message."""
    try:
        proto = parse_to_proto(text)
    except Exception as e:
        raise XlaRejected(f"XLA's parser rejected the module: {first_line(e)}") from None
    try:
        return compile_proto(proto, spec, devices)
    except Exception as e:
        raise XlaRejected(f"XLA could not compile the module: {first_line(e)}") from None


def parse_to_proto(text: str) -> bytes:
    """XLA's parser: the serialized HloModuleProto of ``text``; raises what XLA raises."""
    import jaxlib._hlo as H
    return H.hlo_module_from_text(text).as_serialized_hlo_module_proto()


def compile_proto(proto: bytes, spec: CompileSpec, devices):
    """XLA's StableHLO import and PJRT's compile of a serialized HloModuleProto on ``devices``;
    returns the loaded executable, raises what XLA raises."""
    from jax._src.lib import xla_client as xc
    mlir = xc._xla.mlir.hlo_to_stablehlo(proto)
    return devices[0].client.compile_and_load(mlir, xc.DeviceList(tuple(devices)), compile_options(spec))


def first_line(e: BaseException) -> str:
    """The first non-blank line of an exception's message (XLA's are long), else its type's name."""
    lines = [ln for ln in str(e).splitlines() if ln.strip()]
    return lines[0] if lines else type(e).__name__
