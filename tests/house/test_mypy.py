"""The type checker: ``mypy`` (configured in pyproject.toml's [tool.mypy]: hlotool/, at its default settings)
finds nothing, so CI runs it as it runs ruff (tests/house/test_ruff.py)."""
import importlib.util
import subprocess
import sys

import pytest

from support.paths import ROOT


@pytest.mark.skipif(importlib.util.find_spec("mypy") is None, reason="mypy is not installed (pip install -e '.[test]')")
def test_mypy_finds_nothing():
    out = subprocess.run([sys.executable, "-m", "mypy", "--no-incremental", "hlotool"], cwd=ROOT,
                         capture_output=True, text=True, timeout=600)
    assert out.returncode == 0, out.stdout + out.stderr
