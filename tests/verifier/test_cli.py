"""`hlotool verify`: exit codes and the text / json / github / sarif formats."""
from __future__ import annotations

import json

from click.testing import CliRunner

from hlotool.cli import cli

GOOD = """HloModule m

ENTRY %main (p: f32[4]) -> f32[4] {
  %p = f32[4] parameter(0)
  ROOT %n = f32[4] negate(%p)
}
"""
BAD = GOOD.replace("ROOT %n = f32[4]", "ROOT %n = f32[5]").replace("-> f32[4]", "-> f32[5]")
MIXED = GOOD.replace("(p: f32[4])", "(p: f32[4], q: bf16[4])").replace(
    "  ROOT %n = f32[4] negate(%p)", "  %q = bf16[4] parameter(1)\n  ROOT %n = f32[4] add(%p, %q)")


def run(tmp_path, text, *args):
    f = tmp_path / "m.hlo"
    f.write_text(text)
    r = CliRunner().invoke(cli, ["verify", *args, str(f)])
    return r, str(f)


def test_clean_exits_0(tmp_path):
    r, _ = run(tmp_path, GOOD)
    assert r.exit_code == 0, r.output


def test_text_finding_with_caret(tmp_path):
    r, f = run(tmp_path, BAD)
    assert r.exit_code == 1
    assert f"{f}:5:3: error: negate: inferred f32[4] but declared f32[5] [V200]" in r.output
    assert "ROOT %n = f32[5] negate(%p)" in r.output and "^" in r.output
    assert f"note: {f}:4:3: operand 0: p is f32[4]" in r.output


def test_json(tmp_path):
    r, f = run(tmp_path, BAD, "--format", "json")
    assert r.exit_code == 1
    data = json.loads(r.stdout)
    d = data["diagnostics"][0]
    assert data["errors"] == 1
    assert (d["code"], d["file"], d["line"], d["column"]) == ("V200", f, 5, 3)


def test_github(tmp_path):
    r, f = run(tmp_path, BAD, "--format", "github")
    assert r.stdout.strip() == (f"::error file={f},line=5,col=3,title=V200::negate: inferred f32[4] but declared "
                                f"f32[5]%0A{f}:4:3: operand 0: p is f32[4]")


def test_sarif(tmp_path):
    r, f = run(tmp_path, BAD, "--format", "sarif")
    doc = json.loads(r.stdout)
    assert doc["version"] == "2.1.0"
    res = doc["runs"][0]["results"][0]
    assert res["ruleId"] == "V200" and res["locations"][0]["physicalLocation"]["region"]["startLine"] == 5
    assert any(rule["id"] == "V200" for rule in doc["runs"][0]["tool"]["driver"]["rules"])


def test_mixed_precision_option(tmp_path):
    assert run(tmp_path, MIXED)[0].exit_code == 1
    assert run(tmp_path, MIXED, "--allow-mixed-precision")[0].exit_code == 0


def test_syntax_error_exits_1(tmp_path):
    r, _ = run(tmp_path, "HloModule m\nENTRY %main {\n  ROOT %x = f32[ negate(\n}\n")
    assert r.exit_code == 1 and "error" in r.output


def test_missing_file_exits_2(tmp_path):
    r = CliRunner().invoke(cli, ["verify", str(tmp_path / "nope.hlo")])
    assert r.exit_code == 2


def test_bad_option_exits_2(tmp_path):
    r, _ = run(tmp_path, GOOD, "--format", "xml")
    assert r.exit_code == 2
