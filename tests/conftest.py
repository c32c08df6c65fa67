import os
from pathlib import Path

# Multi-device differential tests run XLA CPU with 8 simulated host devices; XLA reads the flag
# once, when jax is first imported, so it is set before any test imports jax.
_DEVICES_FLAG = "--xla_force_host_platform_device_count=8"
if "xla_force_host_platform_device_count" not in os.environ.get("XLA_FLAGS", ""):
    os.environ["XLA_FLAGS"] = (os.environ.get("XLA_FLAGS", "") + " " + _DEVICES_FLAG).strip()

import pytest
from hypothesis import settings

# The suite replays the same examples on every run, so CI gates a merge on known behaviour.
# HYPOTHESIS_PROFILE=explore draws new ones; scripts/fuzz.py fuzzes the parser at length.
settings.register_profile("default", derandomize=True, print_blob=True)
settings.register_profile("explore", derandomize=False, print_blob=True)
settings.load_profile(os.environ.get("HYPOTHESIS_PROFILE", "default"))

ROOT = Path(__file__).resolve().parent.parent
CORPUS = ROOT / "tests" / "corpus"
SAMPLES = ROOT / "samples"


def corpus_files():
    files = sorted(CORPUS.glob("*/*.hlo")) if CORPUS.exists() else []
    return files + sorted(SAMPLES.glob("*.hlo"))


@pytest.fixture(scope="session")
def xla():
    """jaxlib's HLO module (XLA's C++ parser and printer); skips where jax is not installed."""
    try:
        os.environ.setdefault("JAX_PLATFORMS", "cpu")
        import jax
        jax.config.update("jax_enable_x64", True)
        import jaxlib._hlo as H
    except Exception:  # pragma: no cover - CI installs jax
        pytest.skip("jax is not installed")
    return H


def xla_print(H, text: str) -> str:
    o = H.HloPrintOptions()
    o.print_large_constants = True
    return H.hlo_module_from_text(text).to_string(o)
