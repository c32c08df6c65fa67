"""XLA CPU (jaxlib) as the tests' oracle: XLA's printing of a module, and a module compiled and run
on XLA CPU, through ``hlotool.backends`` (the XLA backend ``hlotool run --backend xla`` uses), next
to hlotool's own run of it. Everything here imports jax lazily and skips the calling test where jax
is not installed, so a test module that uses this may hold tests that need no jax."""
from __future__ import annotations

import functools

import numpy as np
import pytest

import hlotool
from hlotool.ir.dtypes import primitive_type


def xla_print(H, text: str) -> str:
    """XLA's own printing of ``text`` (``H``: jaxlib's ``_hlo`` module, the ``xla`` fixture)."""
    o = H.HloPrintOptions()
    o.print_large_constants = True
    return H.hlo_module_from_text(text).to_string(o)


def compile_on_xla_cpu(text: str, replicas: int = 1):
    """``text`` compiled as written by XLA CPU, in this process, for ``replicas`` CPU devices (one
    partition each); call ``.execute`` (one device) or ``.execute_sharded``. Skips the test where
    jax is missing, or where there are fewer than ``replicas`` CPU devices."""
    pytest.importorskip("jax")
    if replicas == 1:
        from hlotool.backends.oracle import compile_on_cpu
        return compile_on_cpu(text)
    from hlotool.backends.xla import TooFewDevices, load_jax
    from hlotool.backends.xla_compile import CompileSpec, compile_text
    try:
        _, devices, _ = load_jax("cpu", replicas)
    except TooFewDevices:
        pytest.skip(f"needs {replicas} XLA CPU devices (XLA_FLAGS=--xla_force_host_platform_device_count)")
    return compile_text(text, CompileSpec(replicas, 1, spmd=False), devices)


def xla_execute(exe, args) -> list[np.ndarray]:
    """The outputs of a single-device executable (``compile_on_xla_cpu``) on ``args``."""
    import jax
    return [np.asarray(o) for o in exe.execute([jax.device_put(a) for a in args])]


def xla_run(text: str, args) -> list[np.ndarray]:
    """``text`` compiled and run on one XLA CPU device (skips where jax is missing). XLA's outputs are kept in
    hlotool's cache folder by content (jaxlib's version, the text, each input's type, shape and bytes): a later
    run of the same program on the same inputs reads them instead of compiling it again."""
    pytest.importorskip("jax")
    path = _results_path(text, args)
    if path is not None and path.exists():
        try:
            return _read_results(path)
        except (OSError, ValueError, TypeError, KeyError):
            pass                           # a torn or foreign file: computed again and rewritten
    outputs = xla_execute(compile_on_xla_cpu(text), args)
    if path is not None:
        _write_results(path, outputs)
    return outputs


def _results_path(text: str, args):
    """Where XLA's outputs of ``text`` on ``args`` are kept; None where an input is not an array."""
    import hashlib
    key = hashlib.sha256(f"jaxlib {_jaxlib_version()}\n{text}".encode())
    for a in args:
        if not isinstance(a, (np.ndarray, np.generic)):
            return None
        a = np.asarray(a)
        key.update(f"\n{a.dtype.name} {a.shape}\n".encode())
        key.update(a.tobytes())
    from hlotool.parser import cache_dir
    return cache_dir() / "xla-test-results" / f"{key.hexdigest()}.bin"


@functools.lru_cache(maxsize=None)
def _jaxlib_version() -> str:
    """Looked up once: importlib.metadata reads the installed distributions each time."""
    import importlib.metadata
    return importlib.metadata.version("jaxlib")


def _write_results(path, outputs) -> None:
    import json
    import os
    arrays = [np.asarray(o) for o in outputs]      # tobytes() writes each in C order
    header = json.dumps([[a.dtype.name, list(a.shape)] for a in arrays]).encode()
    path.parent.mkdir(parents=True, exist_ok=True)
    tmp = path.with_suffix(f".{os.getpid()}.tmp")
    tmp.write_bytes(len(header).to_bytes(8, "little") + header + b"".join(a.tobytes() for a in arrays))
    os.replace(tmp, path)                    # whole or not at all, also with another run writing it


def _read_results(path) -> list[np.ndarray]:
    import json

    import ml_dtypes  # noqa: F401  (names bfloat16, float8_*, int4 ... as NumPy dtypes)
    data = path.read_bytes()
    size = int.from_bytes(data[:8], "little")
    at = 8 + size
    outputs = []
    for name, shape in json.loads(data[8:at]):
        dt = np.dtype(name)
        n = int(np.prod(shape, dtype=np.int64)) * dt.itemsize
        outputs.append(np.frombuffer(data[at:at + n], dt).reshape(shape).copy())
        at += n
    if at != len(data):
        raise ValueError("trailing bytes")
    return outputs


def hlo_run(text: str, args) -> list[np.ndarray]:
    """``text`` run by hlotool's interpreter."""
    return [np.asarray(o) for o in hlotool.run(hlotool.parse(text), *args)]


def check_against_xla(text: str, args, rtol=1e-5, atol=1e-5, exact=False):
    """Both runs must agree: bit-exact for integers/pred (or when ``exact``), else allclose."""
    want = xla_run(text, args)
    got = hlo_run(text, args)
    assert len(got) == len(want), (len(got), len(want))
    for i, (g, w) in enumerate(zip(got, want, strict=True)):
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
    """Random inputs of ``dtype`` (an HLO type name or a NumPy dtype): small integers, normal floats."""
    dt = primitive_type(dtype).numpy if isinstance(dtype, str) else np.dtype(dtype)
    if dt.kind == "b":
        return rng.random(shape) < 0.5
    if dt.kind in "iu":
        return rng.integers(-5 if dt.kind == "i" else 0, 6, size=shape).astype(dt)
    if dt.kind == "c":
        return (rng.standard_normal(shape) + 1j * rng.standard_normal(shape)).astype(dt)
    return rng.standard_normal(shape).astype(dt)
