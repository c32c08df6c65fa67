"""The VS Code extension, with its pinned npm packages (editors/vscode/test/): the TextMate grammar with
vscode-textmate, and the client code's `activate` with a stand-in `vscode` API, whose server command
(`hlotool lsp`) is then driven over vscode-jsonrpc. Runs where `npm ci` has installed editors/vscode/node_modules
(.ci/run does when npm is there); skips otherwise."""
from __future__ import annotations

import json
import os
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

from support.paths import ROOT

EXT = ROOT / "editors" / "vscode"


def test_extension_manifest():
    pkg = json.loads((EXT / "package.json").read_text())
    assert pkg["main"] == "./extension.js" and (EXT / "extension.js").exists()
    assert pkg["contributes"]["grammars"][0]["scopeName"] == "source.hlo"
    assert json.loads((EXT / pkg["contributes"]["grammars"][0]["path"]).read_text())["scopeName"] == "source.hlo"
    lock = json.loads((EXT / "package-lock.json").read_text())
    assert lock["packages"]["node_modules/vscode-textmate"]["version"] == pkg["devDependencies"]["vscode-textmate"]


def test_grammar_and_client_with_vscodes_own_packages():
    node = shutil.which("node")
    if node is None or not (EXT / "node_modules" / "vscode-textmate").exists():
        pytest.skip("needs node and `npm ci` in editors/vscode")
    hlotool = Path(sys.executable).parent / "hlotool"
    if not hlotool.exists():
        pytest.skip("the hlotool executable is not installed next to this Python")
    proc = subprocess.run([node, "--test", "test/"], cwd=EXT, capture_output=True, text=True, timeout=120,
                          env={**os.environ, "HLOTOOL_BIN": str(hlotool)})
    assert proc.returncode == 0, proc.stdout[-4000:] + proc.stderr[-2000:]
    assert "# skipped 0" in proc.stdout and "ok 1 - activate starts `hlotool lsp`" in proc.stdout, proc.stdout[-2000:]
