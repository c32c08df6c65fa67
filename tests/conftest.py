"""Fixtures and pytest hooks only; shared helpers live in ``tests/support/``."""
import os

import pytest
from hypothesis import settings

# Multi-device differential tests run XLA CPU with 8 simulated host devices; XLA reads the flag
# once, when jax is first imported, so it is set before any test imports jax.
_DEVICES_FLAG = "--xla_force_host_platform_device_count=8"
if "xla_force_host_platform_device_count" not in os.environ.get("XLA_FLAGS", ""):
    os.environ["XLA_FLAGS"] = (os.environ.get("XLA_FLAGS", "") + " " + _DEVICES_FLAG).strip()

# The helpers' asserts report their values as a test's do.
pytest.register_assert_rewrite("support")

# The suite replays the same examples on every run, so CI gates a merge on known behaviour.
# HYPOTHESIS_PROFILE=explore draws new ones; scripts/fuzz.py fuzzes the parser at length.
settings.register_profile("default", derandomize=True, print_blob=True)
settings.register_profile("explore", derandomize=False, print_blob=True)
settings.load_profile(os.environ.get("HYPOTHESIS_PROFILE", "default"))


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


@pytest.hookimpl(tryfirst=True)          # before -m selects on the markers
def pytest_collection_modifyitems(config, items):
    """A test that takes the ``xla`` fixture has jaxlib as its oracle: it carries the ``xla`` marker."""
    for item in items:
        if "xla" in getattr(item, "fixturenames", ()):
            item.add_marker(pytest.mark.xla)
