"""The Python linter: ``ruff check`` (configured in pyproject.toml's [tool.ruff]) finds nothing in the
repository's Python, and .pre-commit-config.yaml runs the same ruff as the test extra pins."""
import importlib.util
import re
import subprocess
import sys

import pytest

from support.paths import ROOT

PATHS = ["hlotool", "tests", "bench", "scripts", "tools", "samples"]


@pytest.mark.skipif(importlib.util.find_spec("ruff") is None, reason="ruff is not installed (pip install -e '.[test]')")
def test_ruff_finds_nothing():
    out = subprocess.run([sys.executable, "-m", "ruff", "check", "--no-cache", *PATHS], cwd=ROOT,
                         capture_output=True, text=True, timeout=300)
    assert out.returncode == 0, out.stdout + out.stderr


def test_pre_commit_runs_the_pinned_ruff():
    pinned = re.search(r'"ruff==([\d.]+)"', (ROOT / "pyproject.toml").read_text()).group(1)
    hooks = (ROOT / ".pre-commit-config.yaml").read_text()
    assert re.search(r"ruff-pre-commit\s+rev: v" + re.escape(pinned) + r"\s", hooks), f"rev should be v{pinned}"
