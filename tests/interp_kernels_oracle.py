"""Differential-test helpers for the heavy interpreter kernels: run an HLO text with hlotool and
with XLA CPU (jaxlib) on the same inputs and compare."""
from __future__ import annotations

import numpy as np
import pytest

import hlotool
from hlotool.ir.dtypes import primitive_type

jax = pytest.importorskip("jax")
jax.config.update("jax_enable_x64", True)
import jaxlib._hlo as H  # noqa: E402
from jax._src.lib import xla_client as xc  # noqa: E402


def xla_run(text: str, args) -> list[np.ndarray]:
    proto = H.hlo_module_from_text(text).as_serialized_hlo_module_proto()
    cpu = jax.devices("cpu")
    exe = cpu[0].client.compile_and_load(xc._xla.mlir.hlo_to_stablehlo(proto), xc.DeviceList(tuple(cpu[:1])),
                                         xc.CompileOptions())
    outs = exe.execute([jax.device_put(a) for a in args])
    return [np.asarray(o) for o in outs]


def hlo_run(text: str, args) -> list[np.ndarray]:
    return [np.asarray(o) for o in hlotool.run(hlotool.parse(text), *args)]


def check_against_xla(text: str, args, rtol=1e-5, atol=1e-5, exact=False):
    """Both runs must agree: bit-exact for integers/pred (or when ``exact``), else allclose."""
    want = xla_run(text, args)
    got = hlo_run(text, args)
    assert len(got) == len(want), (len(got), len(want))
    for i, (g, w) in enumerate(zip(got, want)):
        assert g.shape == w.shape, f"out{i}: shape {g.shape} != {w.shape}"
        assert g.dtype == w.dtype, f"out{i}: dtype {g.dtype} != {w.dtype}"
        if exact or w.dtype.kind in "iub":
            np.testing.assert_array_equal(g, w, err_msg=f"out{i}")
        else:
            np.testing.assert_allclose(g.astype(np.complex128 if w.dtype.kind == "c" else np.float64),
                                       w.astype(np.complex128 if w.dtype.kind == "c" else np.float64),
                                       rtol=rtol, atol=atol, err_msg=f"out{i}", equal_nan=True)
    return got


def rand(rng, shape, dtype):
    dt = primitive_type(dtype).numpy if isinstance(dtype, str) else np.dtype(dtype)
    if dt.kind == "b":
        return rng.random(shape) < 0.5
    if dt.kind in "iu":
        return rng.integers(-5 if dt.kind == "i" else 0, 6, size=shape).astype(dt)
    if dt.kind == "c":
        return (rng.standard_normal(shape) + 1j * rng.standard_normal(shape)).astype(dt)
    return rng.standard_normal(shape).astype(dt)
