"""A child process that compiles HLO text for the XLA backend on CPU and sends back the serialized
executable.

XLA ends its process on an internal check failure (``Check failed: ...``, then abort) instead of
returning an error; some modules it is given trigger that. Compiling here keeps hlotool alive: when
the child dies, the parent reports XLA's last fatal message and starts a fresh child next time.
The child lives as long as its parent (it exits when its stdin closes), so a process that runs many
modules (``hlotool reduce``, the tests) imports jax in it once.

Protocol (pipes, length-prefixed pickles, between this process and the one that started it):
request ``(text, CompileSpec fields)``, answer ``("ok", executable bytes, compile seconds)`` or
``("error", message, 0)``.
"""
from __future__ import annotations

import atexit
import contextlib
import os
import pickle
import struct
import subprocess
import sys
import tempfile
import threading
import time
from pathlib import Path

from .xla_compile import CompileSpec, XlaBackendError, XlaRejected, compile_text

_HEADER = struct.Struct("<Q")


def _send(stream, obj) -> None:
    data = pickle.dumps(obj, protocol=pickle.HIGHEST_PROTOCOL)
    stream.write(_HEADER.pack(len(data)))
    stream.write(data)
    stream.flush()


def _receive(stream):
    head = stream.read(_HEADER.size)
    if len(head) < _HEADER.size:
        return None
    (size,) = _HEADER.unpack(head)
    data = stream.read(size)
    if len(data) < size:
        return None
    return pickle.loads(data)


class _Worker:
    def __init__(self, host_devices: int):
        env = dict(os.environ)
        env["JAX_PLATFORMS"] = "cpu"
        flags = " ".join(f for f in env.get("XLA_FLAGS", "").split()
                         if not f.startswith("--xla_force_host_platform_device_count"))
        # The executable names devices 0..n-1; the child must have the parent's devices.
        env["XLA_FLAGS"] = f"{flags} --xla_force_host_platform_device_count={host_devices}".strip()
        # The child imports this hlotool, wherever the parent found it.
        package_root = str(Path(__file__).resolve().parent.parent.parent)
        env["PYTHONPATH"] = os.pathsep.join(p for p in (package_root, env.get("PYTHONPATH")) if p)
        self.host_devices = host_devices
        self.stderr = tempfile.TemporaryFile()
        self.proc = subprocess.Popen([sys.executable, "-m", "hlotool.backends.xla_worker"], env=env,
                                     stdin=subprocess.PIPE, stdout=subprocess.PIPE, stderr=self.stderr)

    def alive(self) -> bool:
        return self.proc.poll() is None

    def compile(self, text: str, spec) -> tuple[bytes, float]:
        self.stderr.seek(0)
        self.stderr.truncate()
        try:
            _send(self.proc.stdin, (text, spec.replicas, spec.partitions, spec.spmd, spec.shardy))
            answer = _receive(self.proc.stdout)
        except (BrokenPipeError, OSError):
            answer = None
        if answer is None:
            self.proc.wait()
            raise XlaRejected(f"XLA crashed while compiling the module ({self._fatal_message()})")
        kind, payload, seconds = answer
        if kind == "ok":
            return payload, seconds
        raise XlaRejected(payload)

    def _fatal_message(self) -> str:
        self.stderr.seek(0)
        lines = self.stderr.read().decode("utf-8", "replace").splitlines()
        code = self.proc.returncode
        how = f"signal {-code}" if code is not None and code < 0 else f"exit status {code}"
        # glog's fatal lines start with F and the date (F1126 22:46:11.551792 ...).
        fatal = [ln for ln in lines if ln[:1] == "F" and ln[1:5].isdigit()] or \
                [ln for ln in lines if "Check failed" in ln or "RET_CHECK" in ln]
        if fatal:
            msg = fatal[0].split("] ", 1)[-1].strip()
            return f"{msg}; the compiling process ended with {how}"
        last = [ln.strip() for ln in lines if ln.strip()]
        return f"the compiling process ended with {how}" + (f"; its last words: {last[-1]}" if last else "")

    def close(self) -> None:
        if self.alive():
            with contextlib.suppress(OSError):      # it may have gone already
                assert self.proc.stdin is not None      # (opened with stdin=PIPE)
                self.proc.stdin.close()
            try:
                self.proc.wait(timeout=5)
            except subprocess.TimeoutExpired:
                self.proc.kill()
                self.proc.wait()
        self.stderr.close()


_worker: _Worker | None = None
_lock = threading.Lock()


def compile_in_worker(text: str, spec, host_devices: int) -> tuple[bytes, float]:
    """The serialized executable of ``text`` compiled for ``spec`` on ``host_devices`` CPU devices
    (the count the calling process has) in the worker process, and the seconds XLA took there."""
    global _worker
    import jax
    host_devices = max(host_devices, len(jax.devices("cpu")))
    with _lock:
        if _worker is None or not _worker.alive() or _worker.host_devices != host_devices:
            if _worker is not None:
                _worker.close()
            _worker = _Worker(host_devices)
        return _worker.compile(text, spec)


def _close_worker() -> None:
    if _worker is not None:
        _worker.close()


atexit.register(_close_worker)


def main() -> None:
    """The child: compile each request until the parent closes stdin."""
    os.environ.setdefault("JAX_PLATFORMS", "cpu")
    # Answers go to a private copy of the stdout pipe; fd 1 itself goes to stderr, so nothing that
    # prints (Python or XLA's C++) can write into an answer.
    stdin = sys.stdin.buffer
    stdout = os.fdopen(os.dup(1), "wb")
    os.dup2(2, 1)
    sys.stdout = sys.stderr
    import jax
    jax.config.update("jax_enable_x64", True)
    devices = jax.devices("cpu")
    while True:
        request = _receive(stdin)
        if request is None:
            return
        text, replicas, partitions, spmd, shardy = request
        spec = CompileSpec(replicas, partitions, spmd, shardy)
        start = time.perf_counter()
        try:
            exe = compile_text(text, spec, devices[:replicas * partitions])
            seconds = time.perf_counter() - start
            answer = ("ok", devices[0].client.serialize_executable(exe), seconds)
        except XlaBackendError as e:
            answer = ("error", str(e), 0.0)
        except Exception as e:   # serialization or anything else XLA raised: its message
            answer = ("error", f"XLA could not compile the module: {str(e).splitlines()[0] if str(e) else e!r}", 0.0)
        _send(stdout, answer)


if __name__ == "__main__":
    main()
