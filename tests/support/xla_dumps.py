"""Real ``--xla_dump_to`` folders for the tests: a jax program run in a subprocess with XLA's dump
flags (skips the test where jax is missing), and ``hlotool dump`` run on one as a process."""
import atexit
import shutil
import subprocess
import sys
import tempfile
from pathlib import Path

import pytest

from support.paths import ROOT

PROGRAM = """
import jax, jax.numpy as jnp
def dumped_fn(x, w):
    return jnp.tanh(x @ w).sum(axis=0) * 2.0
jax.jit(dumped_fn)(jnp.ones((4, 8)), jnp.ones((8, 3))).block_until_ready()
"""


# Dumps already made in this session, by (program, per_pass, devices): XLA writes the same files for the same
# program, so a second request copies the first's folder instead of running jax again (3-5 s each).
_MADE: dict[tuple, Path] = {}
_MADE_ROOT: list[Path] = []


def make_dump(folder, per_pass, program=PROGRAM, devices=1):
    """``program``'s XLA dump (per pass with ``per_pass``) written to ``folder``, a new folder of the caller's
    to change as it likes."""
    key = (program, per_pass, devices)
    made = _MADE.get(key)
    if made is None:
        if not _MADE_ROOT:
            _MADE_ROOT.append(Path(tempfile.mkdtemp(prefix="hlotool-test-dumps-")))
            atexit.register(shutil.rmtree, _MADE_ROOT[0], True)
        made = _write_dump(_MADE_ROOT[0] / str(len(_MADE)), per_pass, program, devices)
        _MADE[key] = made
    shutil.copytree(made, folder, dirs_exist_ok=True)
    return folder


def _write_dump(folder, per_pass, program, devices):
    flags = f"--xla_dump_to={folder}" + (" --xla_dump_hlo_pass_re=.*" if per_pass else "")
    if devices > 1:
        flags += f" --xla_force_host_platform_device_count={devices}"
    pytest.importorskip("jax")          # a test dependency; without it there is nothing to dump
    out = subprocess.run([sys.executable, "-c", program], capture_output=True, text=True,
                         env={"XLA_FLAGS": flags, "JAX_PLATFORMS": "cpu", "PATH": "/usr/bin:/bin"})
    assert out.returncode == 0, "the jax program that writes the dump failed:\n" + out.stderr[-2000:]
    return folder


def dump_cli(*args, **env):
    """``hlotool dump ARGS`` as a process (the first argument is the dump folder); ``env`` adds to
    its environment."""
    # The instruction-count cache goes next to the (temporary) dump folder, not to ~/.cache.
    cache = str(Path(args[0]).parent / ".hlotool-cache")
    return subprocess.run([sys.executable, "-m", "hlotool", "dump", *map(str, args)], capture_output=True,
                          text=True, env={"PYTHONPATH": str(ROOT), "PATH": "/usr/bin:/bin", "HLOTOOL_CACHE": cache,
                                          **env})


JAX_IR_PROGRAM = """
import jax, jax.numpy as jnp
def train_step(x):
    return jnp.sin(x) @ x.T
jax.jit(train_step)(jnp.ones((4, 4))).block_until_ready()
"""


def make_jax_ir_dump(folder, program=JAX_IR_PROGRAM):
    """``program``'s StableHLO as jax dumps it with JAX_DUMP_IR_TO=folder (jax_irNNNN_NAME_compile.mlir, one per
    compiled module), written to ``folder`` (made once a session, then copied)."""
    key = ("jax_ir", program)
    made = _MADE.get(key)
    if made is None:
        if not _MADE_ROOT:
            _MADE_ROOT.append(Path(tempfile.mkdtemp(prefix="hlotool-test-dumps-")))
            atexit.register(shutil.rmtree, _MADE_ROOT[0], True)
        made = _MADE_ROOT[0] / str(len(_MADE))
        pytest.importorskip("jax")
        out = subprocess.run([sys.executable, "-c", program], capture_output=True, text=True,
                             env={"JAX_DUMP_IR_TO": str(made), "JAX_PLATFORMS": "cpu", "PATH": "/usr/bin:/bin"})
        assert out.returncode == 0, "the jax program that writes the dump failed:\n" + out.stderr[-2000:]
        _MADE[key] = made
    shutil.copytree(made, folder, dirs_exist_ok=True)
    return folder
