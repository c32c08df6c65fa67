"""A module file is HLO text or a binary HloProto, told apart by its content, never by its name: ``pre.hlo``,
``module.txt``, no extension, stdin and a proto under any name all read (hlotool.parser.sources); a file that
is neither, or a corrupt proto, is its own clear error. And ``run --output-shardings-from`` reads its file the
same way: where the file records no output sharding it says so and infers the placement (issue 26.1)."""
from __future__ import annotations

import gzip
import shutil
from pathlib import Path

import numpy as np
import pytest
from click.testing import CliRunner

from hlotool import parse_file
from hlotool.cli import cli
from hlotool.errors import HloSyntaxError
from hlotool.npz import decode_npz
from hlotool.parser.sources import hlo_bytes_kind, hlo_text_of
from support.paths import ROOT

DUMPS = ROOT / "tests" / "accel" / "dumps" / "a100_x4"
MLP = DUMPS / "mlp_fwd"                      # its ROOT before optimizations has a sharding
DUS = DUMPS / "dynamic_update_slice"         # its ROOT has none: propagation chose the output's sharding


def _one(folder: Path, pattern: str) -> Path:
    (found,) = folder.glob(pattern)
    return found


PRE_TEXT = _one(MLP, "*.before_optimizations.txt")
PRE_PROTO = _one(MLP, "*.before_optimizations.hlo.pb")
OPT_TEXT = _one(MLP, "*gpu_after_optimizations.txt")
OPT_PROTO = _one(MLP, "*gpu_after_optimizations.hlo.pb")


def invoke(*args, stdin: bytes | None = None):
    return CliRunner().invoke(cli, [str(a) for a in args], input=stdin)


def test_kinds_by_content():
    assert hlo_bytes_kind(PRE_TEXT.read_bytes()) == "text"
    assert hlo_bytes_kind(PRE_PROTO.read_bytes()) == "proto"
    assert hlo_bytes_kind(gzip.compress(PRE_PROTO.read_bytes())) == "gzip"
    assert hlo_bytes_kind(b"") == "text"
    assert hlo_bytes_kind(b"\xff\xfe\x00garbage") == "binary"
    # a stray control byte in a module's text is the parser's to report, where it is
    assert hlo_bytes_kind(b"HloModule m\n\x01") == "text"
    text, from_proto = hlo_text_of(gzip.compress(PRE_TEXT.read_bytes()))
    assert not from_proto and text == PRE_TEXT.read_text()
    text, from_proto = hlo_text_of(gzip.compress(PRE_PROTO.read_bytes()))
    assert from_proto and text.startswith("HloModule jit_mlp_fwd")


@pytest.mark.parametrize("name", ["pre.hlo", "module.txt", "pre", "weird.data"])
@pytest.mark.parametrize("source", [PRE_TEXT, PRE_PROTO], ids=["text", "proto"])
def test_parse_file_by_content_under_any_name(tmp_path, name, source):
    f = tmp_path / name
    shutil.copy(source, f)
    assert parse_file(f).entry.root.attrs.get("sharding") is not None


@pytest.mark.parametrize("name", ["pre.hlo", "module.txt", "pre", "m.hlo.pb.weird"])
@pytest.mark.parametrize("source", [PRE_TEXT, PRE_PROTO], ids=["text", "proto"])
def test_run_output_shardings_from_any_name(tmp_path, name, source):
    """The global output is assembled by the ROOT sharding of the file named, text or proto, and is XLA's."""
    shutil.copy(source, tmp_path / name)
    optimized = tmp_path / "opt.hlo"          # outside its folder: nothing else says how the result is sharded
    shutil.copy(OPT_TEXT, optimized)
    r = invoke("run", optimized, DUMPS / "mlp_fwd.npz", "--print", "none", "--save", tmp_path / "o.npz",
               "--output-shardings-from", tmp_path / name)
    assert r.exit_code == 0, r.output
    out, want = decode_npz(tmp_path / "o.npz"), decode_npz(DUMPS / "mlp_fwd.npz")
    assert out["out0"].shape == want["out0"].shape == (8, 16)
    np.testing.assert_allclose(out["out0"].astype(np.float32), want["out0"].astype(np.float32), atol=0.02)


def test_run_output_shardings_from_a_file_that_records_none_infers_it(tmp_path):
    """jax left the result's sharding to propagation: the file's ROOT has none. A warning says so, and the
    placement is inferred over the file's mesh (announced), as a run in the dump folder would."""
    shutil.copy(_one(DUS, "*.before_optimizations.txt"), tmp_path / "pre.hlo")
    shutil.copy(_one(DUS, "*gpu_after_optimizations.txt"), tmp_path / "opt.hlo")
    r = invoke("run", tmp_path / "opt.hlo", DUMPS / "dynamic_update_slice.npz", "--print", "none",
               "--save", tmp_path / "o.npz", "--output-shardings-from", tmp_path / "pre.hlo")
    assert r.exit_code == 0, r.output
    assert "pre.hlo records no output sharding" in r.stderr and "left to propagation" in r.stderr
    assert 'out0: sharding inferred as [{"data"}, {}]' in r.stderr and "over the mesh of pre.hlo" in r.stderr
    out, want = decode_npz(tmp_path / "o.npz"), decode_npz(DUMPS / "dynamic_update_slice.npz")
    np.testing.assert_array_equal(out["out0"], want["out0"])


def test_run_output_shardings_from_a_corrupt_proto_says_so(tmp_path):
    cut = tmp_path / "pre.hlo"
    cut.write_bytes(PRE_PROTO.read_bytes()[:3000])
    shutil.copy(OPT_TEXT, tmp_path / "opt.hlo")
    for source in (cut, shutil.copy(cut, tmp_path / "cut.hlo.pb")):
        r = invoke("run", tmp_path / "opt.hlo", "--random-args", "--print", "none", "--output-shardings-from", source)
        assert r.exit_code == 2, r.output
        assert f"{source}: not a valid HLO proto" in r.stderr and "runs past the end" in r.stderr
        assert "sharding" not in r.stderr and r.exception is None or isinstance(r.exception, SystemExit)


def test_run_output_shardings_from_a_partitioned_module_names_the_problem(tmp_path):
    r = invoke("run", OPT_TEXT, "--random-args", "--print", "none", "--output-shardings-from", OPT_TEXT)
    assert r.exit_code == 2
    assert "main.0_spmd is the SPMD partitioner's" in r.stderr and "give the module from before" in r.stderr
    # the optimized module's proto records the output sharding its text does not print
    r = invoke("run", OPT_TEXT, "--random-args", "--print", "none", "--output-shardings-from", OPT_PROTO)
    assert r.exit_code == 0, r.output


@pytest.mark.parametrize("command", [["parse"], ["stats", "--format", "json"], ["verify"], ["memory"],
                                     ["graph", "--format", "dot"], ["fmt"]])
def test_every_command_reads_a_proto_under_any_name_and_from_stdin(tmp_path, command):
    weird = tmp_path / "module"
    shutil.copy(OPT_PROTO, weird)
    by_path = invoke(*command, weird)
    assert by_path.exit_code == 0, by_path.output
    text = tmp_path / "module.hlo"
    shutil.copy(OPT_TEXT, text)
    from_text = invoke(*command, text)
    assert from_text.exit_code == 0, from_text.output
    for data in (OPT_PROTO.read_bytes(), gzip.compress(OPT_PROTO.read_bytes())):
        from_stdin = invoke(*command, "-", stdin=data)
        assert from_stdin.exit_code == 0, from_stdin.output
        assert from_stdin.stdout.replace("<stdin>", str(weird)) == by_path.stdout
    if command[0] == "stats":        # the proto and XLA's text of it are one module
        assert by_path.stdout == from_text.stdout


def test_diff_of_a_proto_and_its_text_is_empty(tmp_path):
    weird = tmp_path / "snapshot.bin"
    shutil.copy(OPT_PROTO, weird)
    r = invoke("diff", weird, OPT_TEXT)
    assert r.exit_code == 0, r.output


def test_a_file_that_is_neither_names_the_file_and_what_was_expected(tmp_path):
    junk = tmp_path / "junk.hlo"
    junk.write_bytes(bytes(range(256)) * 4)
    for args, stdin, name in ((["parse", junk], None, str(junk)), (["stats", "-"], junk.read_bytes(), "<stdin>")):
        r = invoke(*args, stdin=stdin)
        assert r.exit_code == 2
        assert f"{name}:1:1: neither HLO text (a control byte 0x00 at line 1, column 1)" in r.stderr
        assert "expected an HLO module as text, .hlo.pb or .hlo.pb.gz" in r.stderr
    with pytest.raises(HloSyntaxError, match="neither HLO text"):
        parse_file(junk)
    broken = tmp_path / "m.hlo.pb.gz"
    broken.write_bytes(gzip.compress(PRE_PROTO.read_bytes())[:200])
    r = invoke("parse", broken)
    assert r.exit_code == 2 and f"{broken}: not a readable gzip file" in r.stderr


def test_fmt_does_not_rewrite_a_proto_in_place(tmp_path):
    weird = tmp_path / "m.hlo"
    shutil.copy(OPT_PROTO, weird)
    r = invoke("fmt", "-i", weird)
    assert r.exit_code == 2 and "a binary HloProto; -i rewrites HLO text only" in r.stderr
    assert weird.read_bytes() == OPT_PROTO.read_bytes()
    r = invoke("fmt", weird)                          # printed as text instead
    assert r.exit_code == 0 and r.stdout.startswith("HloModule jit_mlp_fwd")


def test_a_dump_snapshot_is_read_by_content(tmp_path):
    """A dump file named .txt that holds the proto (a copy gone wrong) still reads as the module."""
    from hlotool.dump import snapshot_bytes
    f = tmp_path / "module_0001.jit_mlp_fwd.before_optimizations.txt"
    shutil.copy(PRE_PROTO, f)
    assert snapshot_bytes(f).startswith(b"HloModule jit_mlp_fwd")
    shutil.copy(PRE_TEXT, tmp_path / "plain.hlo.pb")
    assert snapshot_bytes(tmp_path / "plain.hlo.pb") == PRE_TEXT.read_bytes()
