"""hlotool dump on a real --xla_dump_to folder, written by jax in a subprocess."""
import json

import pytest

import hlotool
from hlotool.dump import find_module, module_timeline, pass_diff, scan_dump
from support.xla_dumps import dump_cli as cli
from support.xla_dumps import make_dump

pytestmark = pytest.mark.xla          # every test reads a dump jax writes


@pytest.fixture(scope="module")
def dump_dir(tmp_path_factory):
    return make_dump(tmp_path_factory.mktemp("xla_dump"), per_pass=True)


def test_modules_and_timeline(dump_dir):
    modules = scan_dump(dump_dir)
    mod = find_module(modules, "jit_dumped_fn")
    assert mod.has_pass_dumps
    labels = [s.label for s in mod.snapshots]
    assert labels[0] == "before_optimizations" and labels[-1].endswith("after_optimizations")
    steps = module_timeline(mod)
    assert all(s.error is None for s in steps)
    assert [s.snapshot.order for s in steps] == sorted(s.snapshot.order for s in steps)
    # The fusion pass changes the module; the final snapshot equals the last per-pass one.
    fusion = [s for s in steps if s.snapshot.pass_name == "fusion"]
    assert fusion and fusion[0].changed_instructions > 0
    assert fusion[0].summary["right_only"] > 0
    assert steps[-1].changed_instructions == 0
    final = hlotool.parse_file(mod.snapshots[-1].path)
    assert steps[-1].instructions == final.instruction_count


def test_pass_diff_is_the_diff_of_neighbouring_files(dump_dir):
    mod = find_module(scan_dump(dump_dir), "jit_dumped_fn")
    before, after, result = pass_diff(mod, "fusion")
    assert after.pass_name == "fusion"
    k = mod.snapshots.index(after)
    assert mod.snapshots[k - 1] == before
    direct = hlotool.diff(hlotool.parse_file(before.path), hlotool.parse_file(after.path))
    assert result.summary == direct.summary
    assert not result.same
    # A pass that ran without changing the module graph: an unchanged diff.
    quiet = [s for s in module_timeline(mod) if s.snapshot.pass_name and s.changed_instructions == 0]
    assert quiet


@pytest.mark.slow
def test_cli(dump_dir):
    listing = cli(dump_dir, "--json")
    assert listing.returncode == 0, listing.stderr
    names = [m["name"] for m in json.loads(listing.stdout)]
    assert "jit_dumped_fn" in names
    timeline = cli(dump_dir, "--module", "jit_dumped_fn", "--json")
    data = json.loads(timeline.stdout)
    assert data["steps"][0]["label"] == "before_optimizations"
    assert any(s["pass"] == "fusion" and s["changed_instructions"] > 0 for s in data["steps"])
    table = cli(dump_dir, "--module", "jit_dumped_fn")
    assert table.returncode == 0 and "fusion" in table.stdout
    one = cli(dump_dir, "--module", "jit_dumped_fn", "--pass", "fusion")
    assert one.returncode == 0 and "fusion" in one.stdout
    for args, msg in (((dump_dir, "--module", "nope"), "no module"),
                      ((dump_dir, "--module", "jit_dumped_fn", "--pass", "nope"), "no pass"),
                      ((dump_dir / "missing",), "not a directory")):
        out = cli(*args)
        assert out.returncode == 2 and msg in out.stderr and "Traceback" not in out.stderr


def test_dump_without_pass_files(tmp_path):
    folder = make_dump(tmp_path / "plain", per_pass=False)
    mod = find_module(scan_dump(folder), "jit_dumped_fn")
    assert not mod.has_pass_dumps
    assert [s.label for s in mod.snapshots][0] == "before_optimizations"
    steps = module_timeline(mod)
    assert len(steps) == 2 and steps[1].changed_instructions > 0


def test_pass_by_step_number_and_repeated_passes(dump_dir):
    from hlotool.dump import pass_steps
    mod = find_module(scan_dump(dump_dir), "jit_dumped_fn")
    repeated = pass_steps(mod, "pipeline-start")
    assert len(repeated) > 1                       # every pipeline dumps its start
    second = mod.snapshots[repeated[1]]
    before, after, _ = pass_diff(mod, f"{second.order - 1:04d}")
    assert after == second and before == mod.snapshots[repeated[1] - 1]
    out = cli(dump_dir, "--module", "jit_dumped_fn", "--pass", "pipeline-start")
    assert out.returncode == 0 and "also ran at steps" in out.stdout
