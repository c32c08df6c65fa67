"""hlotool lsp from a real editor: Neovim (Debian's 0.7), headless, through vim.lsp.start_client.

Opens a copy of samples/mlp.hlo with one wrong shape, waits for the diagnostics, asks for a hover on an
operand and goes to its definition. Skips only where neovim is not installed (.ci/run installs it)."""
from __future__ import annotations

import json
import shutil
import subprocess
import sys

import pytest

from support.paths import ROOT

pytest.importorskip("pygls")

LUA = r"""
local out = {}
local file, result = _G.HLO_FILE, _G.HLO_RESULT
vim.cmd('edit ' .. file)
local buf = vim.api.nvim_get_current_buf()
local id = vim.lsp.start_client({
  name = 'hlotool', cmd = _G.HLO_CMD, root_dir = vim.fn.fnamemodify(file, ':h'),
})
vim.lsp.buf_attach_client(buf, id)
local ok = vim.wait(20000, function() return #vim.diagnostic.get(buf) > 0 end, 50)
out.diagnostics = {}
for _, d in ipairs(vim.diagnostic.get(buf)) do
  table.insert(out.diagnostics, {line = d.lnum, col = d.col, message = d.message, code = d.code})
end
local client = vim.lsp.get_client_by_id(id)
local function at(line, col)
  return {textDocument = {uri = vim.uri_from_bufnr(buf)}, position = {line = line, character = col}}
end
local r = client.request_sync('textDocument/hover', at(_G.HLO_LINE, _G.HLO_COL), 10000, buf)
out.hover = r and r.result and r.result.contents.value or vim.NIL
r = client.request_sync('textDocument/definition', at(_G.HLO_LINE, _G.HLO_COL), 10000, buf)
out.definition = r and r.result or vim.NIL
vim.fn.writefile({vim.fn.json_encode(out)}, result)
client.stop(true)
vim.cmd('qall!')
"""


def test_neovim_diagnostics_hover_definition(tmp_path):
    nvim = shutil.which("nvim")
    if nvim is None:
        pytest.skip("neovim is not installed (apt-get install neovim)")
    text = (ROOT / "samples" / "mlp.hlo").read_text()
    bad = text.replace("%exp = f32[4,3]{1,0} exponential(%shifted)", "%exp = f32[4,5]{1,0} exponential(%shifted)")
    path = tmp_path / "mlp.hlo"
    path.write_text(bad)
    lines = bad.split("\n")
    use_line = next(i for i, ln in enumerate(lines) if "add(%dot.1" in ln)
    use_col = lines[use_line].index("%dot.1") + 2
    script, result = tmp_path / "t.lua", tmp_path / "out.json"
    script.write_text(LUA)
    cmd = [sys.executable, "-m", "hlotool", "lsp"]
    setup = (f"lua _G.HLO_FILE={json.dumps(str(path))}; _G.HLO_RESULT={json.dumps(str(result))}; "
             f"_G.HLO_CMD={{{', '.join(json.dumps(c) for c in cmd)}}}; _G.HLO_LINE={use_line}; _G.HLO_COL={use_col}")
    proc = subprocess.run([nvim, "--headless", "--clean", "-c", setup, "-c", f"luafile {script}"],
                          capture_output=True, text=True, timeout=60, cwd=tmp_path)
    assert result.exists(), proc.stderr + proc.stdout
    out = json.loads(result.read_text())
    exp_line = next(i for i, ln in enumerate(lines) if "%exp = f32[4,5]" in ln)
    assert [(d["line"], d["code"]) for d in out["diagnostics"]][:1] == [(exp_line, "V200")]
    assert "declared f32[4,5]" in out["diagnostics"][0]["message"]
    assert "%dot.1 = f32[4,16]{1,0} dot" in out["hover"]
    definition = out["definition"]
    definition = definition[0] if isinstance(definition, list) else definition
    assert definition["range"]["start"]["line"] == next(i for i, ln in enumerate(lines) if "%dot.1 = " in ln)
