"""Real ``--xla_dump_to`` folders for the tests: a jax program run in a subprocess with XLA's dump
flags (skips the test where jax is missing), and ``hlotool dump`` run on one as a process."""
import subprocess
import sys
from pathlib import Path

import pytest

from support.paths import ROOT

PROGRAM = """
import jax, jax.numpy as jnp
def dumped_fn(x, w):
    return jnp.tanh(x @ w).sum(axis=0) * 2.0
jax.jit(dumped_fn)(jnp.ones((4, 8)), jnp.ones((8, 3))).block_until_ready()
"""


def make_dump(folder, per_pass, program=PROGRAM, devices=1):
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
