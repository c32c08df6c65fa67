"""The printer: round trips, idempotence, XLA agreement, and the fmt CLI."""

import pytest

import hlotool
from support.cli import run_cli_in_process
from support.hlo_texts import FULL
from support.xla_oracle import xla_print

# FULL without the elided constant (XLA fills `{...}` with random data, so its printing is not stable)
FULL_XLA = "\n".join(ln for ln in FULL.splitlines() if "constant({...})" not in ln)


def test_round_trip_and_idempotence():
    m = hlotool.parse(FULL)
    out = hlotool.format(m)
    m2 = hlotool.parse(out)
    assert m2 == m
    assert hlotool.format(m2) == out


def test_xla_reads_output_identically(xla):
    out = hlotool.format(hlotool.parse(FULL_XLA))
    assert xla_print(xla, out) == xla_print(xla, FULL_XLA)


def test_strip_and_canonical_names(xla):
    m = hlotool.parse(FULL_XLA)
    out = hlotool.format(m, strip=["metadata", "backend_config", "frontend_attributes"])
    assert "metadata=" not in out and "backend_config=" not in out and "frontend_attributes=" not in out
    assert "FileNames" not in out
    xla.hlo_module_from_text(out)
    canon = hlotool.format(m, canonical_names=True)
    xla.hlo_module_from_text(canon)
    assert "%main (" in canon
    assert hlotool.format(hlotool.parse(canon), canonical_names=True) == canon


def test_canonical_names_line_up_renamed_modules():
    a = "ENTRY e {\n  x = f32[2] parameter(0)\n  y = f32[2] negate(x)\n  ROOT z = f32[2] add(x, y)\n}\n"
    b = "ENTRY other.7 {\n  %arg = f32[2] parameter(0)\n  %n.99 = f32[2] negate(%arg)\n  ROOT %s.3 = f32[2] add(%arg, %n.99)\n}\n"
    fa = hlotool.format(hlotool.parse(a), canonical_names=True)
    fb = hlotool.format(hlotool.parse(b), canonical_names=True)
    assert fa.split("\n", 1)[1] == fb.split("\n", 1)[1]


def run_cli(*args, input=None):
    return run_cli_in_process(args, stdin=input)


@pytest.fixture
def hlo_file(tmp_path):
    p = tmp_path / "m.hlo"
    p.write_text("HloModule m\nENTRY e {\n  x = f32[2] parameter(0)\n  ROOT y = f32[2] negate(x)\n}\n")
    return p


def test_cli_check_diff_inplace(hlo_file):
    r = run_cli("fmt", "--check", str(hlo_file))
    assert r.returncode == 1 and "would reformat" in r.stderr
    r = run_cli("fmt", "--diff", str(hlo_file))
    assert r.returncode == 0 and r.stdout.startswith("---") and "+  ROOT %y" in r.stdout
    r = run_cli("fmt", "-i", str(hlo_file))
    assert r.returncode == 0
    assert run_cli("fmt", "--check", str(hlo_file)).returncode == 0
    assert "ROOT %y = f32[2] negate(%x)" in hlo_file.read_text()


def test_cli_stdin_and_several_files(hlo_file, tmp_path):
    other = tmp_path / "o.hlo"
    other.write_text(hlo_file.read_text())
    r = run_cli("fmt", "-", input=hlo_file.read_text())
    assert r.returncode == 0 and "ENTRY %e" in r.stdout
    r = run_cli("fmt", str(hlo_file), str(other))
    assert r.returncode == 0 and r.stdout.count("HloModule m") == 2
    r = run_cli("fmt", "--check", "-", input=hlotool.format(hlotool.parse(hlo_file.read_text())))
    assert r.returncode == 0


def test_cli_errors(tmp_path):
    bad = tmp_path / "bad.hlo"
    bad.write_text("HloModule m\nENTRY e {\n  ROOT y = f32[2] negate(x\n}\n")
    r = run_cli("parse", str(bad))
    assert r.returncode == 1
    assert f"{bad}:4:1: error: expected" in r.stderr and "^" in r.stderr and "Traceback" not in r.stderr
    r = run_cli("fmt", str(tmp_path / "missing.hlo"))
    assert r.returncode == 2 and "cannot read" in r.stderr
    r = run_cli("fmt", "--strip", "bogus", str(bad))
    assert r.returncode == 2
    r = run_cli("fmt", "-i", "-")
    assert r.returncode == 2
    r = run_cli("parse", str(tmp_path))
    assert r.returncode == 2 and "is a directory" in r.stderr
    bin_file = tmp_path / "bin.hlo"
    bin_file.write_bytes(b"\xff\xfe\x00garbage")
    r = run_cli("parse", str(bin_file))
    assert r.returncode == 2 and "not UTF-8" in r.stderr


def test_cli_parse_summary_and_json(hlo_file):
    r = run_cli("parse", str(hlo_file))
    assert r.returncode == 0 and "1 computation, 2 instructions" in r.stdout
    import json
    r = run_cli("parse", "--json", str(hlo_file))
    d = json.loads(r.stdout)
    assert d["entry"] == "e" and d["computations"][0]["instructions"][1]["opcode"] == "negate"
