"""hlotool dump on big folders: the instruction-count line scan (against the parser), the per-file
cache (hits, invalidation), the structural-diff cache, and the progress bar (never on a pipe)."""
import io
import json
import os

import pytest

import hlotool
from hlotool.dump import DumpCache, LazyProgress, count_instructions, find_module, module_timeline, pass_diff, scan_dump
from hlotool.dump.cache import digest
from support.paths import corpus_files
from support.xla_dumps import dump_cli as cli
from support.xla_dumps import make_dump


@pytest.fixture(scope="module")
def dump_dir(tmp_path_factory):
    return make_dump(tmp_path_factory.mktemp("xla_dump_scale"), per_pass=True)


@pytest.fixture(autouse=True)
def private_cache(tmp_path, monkeypatch):
    monkeypatch.setenv("HLOTOOL_CACHE", str(tmp_path / "cache"))
    return tmp_path / "cache"


@pytest.mark.parametrize("path", corpus_files(), ids=lambda p: f"{p.parent.name}/{p.name}")
def test_count_scan_agrees_with_parser_on_corpus(path):
    assert count_instructions(path.read_bytes()) == hlotool.parse_file(str(path)).instruction_count


@pytest.mark.xla
def test_count_scan_agrees_with_parser_on_a_dump(dump_dir):
    snaps = [s for m in scan_dump(dump_dir) for s in m.snapshots]
    assert len(snaps) > 10
    for s in snaps:
        assert count_instructions(s.path.read_bytes()) == hlotool.parse_file(str(s.path)).instruction_count, s.path


def test_count_scan_ignores_headers_and_stack_frame_tables():
    text = (b'HloModule m, entry_computation_layout={(f32[2]{0})->f32[2]{0}}\n\n'
            b'%add (a: f32[], b: f32[]) -> f32[] {\n  %a = f32[] parameter(0)\n  %b = f32[] parameter(1)\n'
            b'  ROOT %add.1 = f32[] add(f32[] %a, f32[] %b)\n}\n\n'
            b'ENTRY main {\n  p = f32[2]{0} parameter(0), metadata={op_name="x = y"}\n'
            b'  ROOT n = f32[2]{0} negate(p)\n}\n\n'
            b'FileNames\n1 "a = b.py"\n\nFunctionNames\n1 "f"\n\nFileLocations\n1 {file_name_id=1 function_name_id=1 '
            b'line=1 end_line=1 column=1 end_column=1}\n\nStackFrames\n1 {file_location_id=1 parent_frame_id=1}\n')
    assert count_instructions(text) == 5


@pytest.mark.xla
def test_cache_hit_and_invalidation(dump_dir, private_cache, tmp_path):
    folder = tmp_path / "copy"
    folder.mkdir()
    for p in dump_dir.iterdir():
        if p.is_file():
            (folder / p.name).write_bytes(p.read_bytes())
    mod = find_module(scan_dump(folder), "jit_dumped_fn")
    snap = mod.snapshots[-1]
    cache = DumpCache(folder)
    assert cache.file_facts(snap) is None
    n = cache.scan(snap)["instructions"]
    assert n == hlotool.parse_file(str(snap.path)).instruction_count
    cache.save()
    assert cache.path.parent == private_cache and cache.path.exists()

    # Hit: a fresh cache object answers from the file, without reading the HLO (proved by
    # overwriting the file with same-size junk and restoring its mtime).
    st = snap.path.stat()
    original = snap.path.read_bytes()
    snap.path.write_bytes(b"x" * len(original))
    os.utime(snap.path, ns=(st.st_atime_ns, st.st_mtime_ns))
    again = find_module(scan_dump(folder), "jit_dumped_fn").snapshots[-1]
    assert DumpCache(folder).file_facts(again)["instructions"] == n
    assert DumpCache(folder).scan(again)["instructions"] == n

    # Invalidation: a new mtime (same size) or a new size means a new scan.
    os.utime(snap.path, ns=(st.st_atime_ns, st.st_mtime_ns + 10**9))
    touched = find_module(scan_dump(folder), "jit_dumped_fn").snapshots[-1]
    assert DumpCache(folder).file_facts(touched) is None
    assert DumpCache(folder).scan(touched)["instructions"] == 0
    snap.path.write_bytes(original + b"\n")
    grown = find_module(scan_dump(folder), "jit_dumped_fn").snapshots[-1]
    c = DumpCache(folder)
    assert c.file_facts(grown) is None and c.scan(grown)["instructions"] == n
    c.save()
    assert DumpCache(folder).file_facts(grown)["instructions"] == n


@pytest.mark.xla
def test_cli_listing_uses_and_fills_the_cache(dump_dir, tmp_path):
    cache = tmp_path / "cli-cache"
    first = cli(dump_dir, "--json", HLOTOOL_CACHE=str(cache))
    assert first.returncode == 0, first.stderr
    files = list(cache.glob("dump-*.json"))
    assert len(files) == 1
    stored = json.loads(files[0].read_text())
    mod = find_module(scan_dump(dump_dir), "jit_dumped_fn")
    assert {s.path.name for s in mod.snapshots} <= set(stored["files"])
    mtime = files[0].stat().st_mtime_ns
    second = cli(dump_dir, "--json", HLOTOOL_CACHE=str(cache))
    assert second.stdout == first.stdout
    assert files[0].stat().st_mtime_ns == mtime          # nothing new to store: not rewritten
    row = next(r for r in json.loads(first.stdout) if r["name"] == "jit_dumped_fn")
    final = hlotool.parse_file(str(mod.snapshots[-1].path)).instruction_count
    first_count = hlotool.parse_file(str(mod.snapshots[0].path)).instruction_count
    assert (row["instructions_before"], row["instructions_after"]) == (first_count, final)
    assert 0 < row["changing_steps"] < row["snapshots"] and row["bytes"] == mod.size


@pytest.mark.xla
def test_timeline_without_diffs_and_diff_cache(dump_dir):
    mod = find_module(scan_dump(dump_dir), "jit_dumped_fn")
    full = module_timeline(mod, diffs=True)
    quick = module_timeline(mod, diffs=False)
    assert [s.instructions for s in quick] == [s.instructions for s in full]
    assert all(s.summary is None for s in quick)
    for q, f in zip(quick[1:], full[1:], strict=True):
        # Same text as the step before: the structural diff finds no change either.
        if q.identical:
            assert f.changed_instructions == 0
    assert any(not q.identical for q in quick[1:])
    # Identical neighbours: the summary made without parsing equals the real diff's.
    same = next(k for k, q in enumerate(quick) if q.identical)
    a, b = (hlotool.parse_file(str(mod.snapshots[k].path)) for k in (same - 1, same))
    assert hlotool.diff(a, b).summary == full[same].summary
    # Diff summaries are cached: a second run with a saved cache parses nothing.
    cache = DumpCache(dump_dir)
    module_timeline(mod, diffs=True, cache=cache)
    cache.save()
    import hlotool.dump.timeline as tl
    calls = []
    real = tl._load
    tl._load = lambda snap: calls.append(snap) or real(snap)
    try:
        again = module_timeline(mod, diffs=True, cache=DumpCache(dump_dir))
    finally:
        tl._load = real
    assert [s.summary for s in again] == [s.summary for s in full]
    assert len(calls) <= 1                                  # at most the first snapshot


@pytest.mark.xla
def test_pass_diff_reads_only_two_files(dump_dir, monkeypatch):
    mod = find_module(scan_dump(dump_dir), "jit_dumped_fn")
    import hlotool.dump.timeline as tl
    read = []
    real = tl.parse_file
    monkeypatch.setattr(tl, "parse_file", lambda p: read.append(p) or real(p))
    before, after, _ = pass_diff(mod, "fusion")
    assert read == [str(before.path), str(after.path)]


class _Tty(io.StringIO):
    def isatty(self):
        return True


def test_progress_bar_only_on_a_terminal():
    tty, pipe = _Tty(), io.StringIO()
    for stream in (tty, pipe):
        with LazyProgress(10, "counting", delay=0, stream=stream) as bar:
            for _ in range(10):
                bar.advance(1)
    assert tty.getvalue() and "counting" in tty.getvalue()
    assert pipe.getvalue() == ""
    # Work shorter than the delay shows nothing even on a terminal.
    quick = _Tty()
    with LazyProgress(10, "counting", delay=60, stream=quick) as bar:
        bar.advance(10)
    assert quick.getvalue() == ""


@pytest.mark.xla
def test_cli_shows_no_progress_on_a_pipe(dump_dir):
    for args in ((dump_dir,), (dump_dir, "--module", "jit_dumped_fn", "--diffs"),
                 (dump_dir, "--module", "jit_dumped_fn", "--pass", "fusion")):
        out = cli(*args, HLOTOOL_PROGRESS_DELAY="0")
        assert out.returncode == 0 and out.stderr == "", out.stderr


def test_digest_ignores_the_module_header_line():
    assert digest(b"HloModule a\nbody\n") == digest(b"HloModule b, x=1\nbody\n") != digest(b"HloModule a\nbody2\n")
