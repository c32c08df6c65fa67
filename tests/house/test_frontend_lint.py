"""The JavaScript hlotool ships (hlotool/*/static/*.js): every file parses (``node --check``, wherever
node is installed) and passes ESLint (eslint.config.js at the repository root, where ``npm ci`` has
installed the pinned dev dependencies of package.json / package-lock.json; .ci/run does)."""
import shutil
import subprocess

import pytest

from support.paths import ROOT

NODE = shutil.which("node")
SHIPPED_JS = sorted((ROOT / "hlotool").glob("*/static/*.js"))
ESLINT = ROOT / "node_modules" / "eslint" / "bin" / "eslint.js"


def test_the_front_end_is_files():
    names = {p.relative_to(ROOT).as_posix() for p in SHIPPED_JS}
    assert {"hlotool/graph/static/viewer.js", "hlotool/graph/static/page.js", "hlotool/serve/static/app.js"} <= names


@pytest.mark.skipif(NODE is None, reason="node is not installed")
@pytest.mark.parametrize("path", SHIPPED_JS, ids=lambda p: p.relative_to(ROOT).as_posix())
def test_node_check(path):
    out = subprocess.run([NODE, "--check", str(path)], capture_output=True, text=True, timeout=60)
    assert out.returncode == 0, out.stderr


@pytest.mark.skipif(NODE is None or not ESLINT.exists(), reason="needs node and `npm ci` (node_modules/eslint)")
def test_eslint():
    out = subprocess.run([NODE, str(ESLINT), "--max-warnings=0", *map(str, SHIPPED_JS)], cwd=ROOT,
                         capture_output=True, text=True, timeout=300)
    assert out.returncode == 0, out.stdout + out.stderr
