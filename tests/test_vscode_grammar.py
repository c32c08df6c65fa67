"""The VS Code extension's TextMate grammar, tested with vscode-textmate (editors/vscode/test/grammar.test.js).
Runs where `npm ci` has installed editors/vscode/node_modules (.ci/run does when npm is there); skips otherwise."""
from __future__ import annotations

import json
import shutil
import subprocess
from pathlib import Path

import pytest

EXT = Path(__file__).resolve().parent.parent / "editors" / "vscode"


def test_extension_manifest():
    pkg = json.loads((EXT / "package.json").read_text())
    assert pkg["main"] == "./extension.js" and (EXT / "extension.js").exists()
    assert pkg["contributes"]["grammars"][0]["scopeName"] == "source.hlo"
    assert json.loads((EXT / pkg["contributes"]["grammars"][0]["path"]).read_text())["scopeName"] == "source.hlo"
    lock = json.loads((EXT / "package-lock.json").read_text())
    assert lock["packages"]["node_modules/vscode-textmate"]["version"] == pkg["devDependencies"]["vscode-textmate"]


def test_grammar_with_vscode_textmate():
    node = shutil.which("node")
    if node is None or not (EXT / "node_modules" / "vscode-textmate").exists():
        pytest.skip("needs node and `npm ci` in editors/vscode")
    proc = subprocess.run([node, "--test", "test/"], cwd=EXT, capture_output=True, text=True, timeout=120)
    assert proc.returncode == 0, proc.stdout[-4000:] + proc.stderr[-2000:]
