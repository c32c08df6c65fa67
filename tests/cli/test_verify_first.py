"""Commands that compute on a module (run, diff, stats, graph) verify it first; --no-verify skips."""
from __future__ import annotations

import pytest
from click.testing import CliRunner

from hlotool.cli import cli

# A transpose declared with the wrong shape: NumPy would run it (the negate broadcasts nothing
# here), so only the verifier can tell.
BAD = """HloModule m
ENTRY e {
  p = f32[4,2] parameter(0)
  t = f32[4,2] transpose(p), dimensions={1,0}
  ROOT n = f32[4,2] negate(t)
}
"""


@pytest.mark.parametrize("command,extra", [("run", ["--zeros"]), ("stats", []), ("graph", ["--format", "dot"]),
                                           ("diff", ["SELF"])])
def test_invalid_module_is_refused_with_the_verifier_error(tmp_path, command, extra):
    mod = tmp_path / "bad.hlo"
    mod.write_text(BAD)
    extra = [str(mod) if e == "SELF" else e for e in extra]
    r = CliRunner().invoke(cli, [command, str(mod), *extra])
    assert r.exit_code == 1, r.output
    assert "transpose: inferred f32[2,4] but declared f32[4,2] [V200]" in r.output
    assert "--no-verify" in r.output
    r = CliRunner().invoke(cli, [command, str(mod), *extra, "--no-verify"])
    assert r.exit_code == 0, r.output
