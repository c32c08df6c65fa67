"""Real GPU and TPU dump folders (tests/accel/dumps, made deviceless for TPU v5e, A100 and H100 by
tests/accel/make_dumps.py; neither libtpu nor the CUDA plugin is needed here): every file of every folder
is listed with a known kind, every HLO text parses and verifies clean with its backend's settings, the
optimized module runs on the CPU with the program's XLA:CPU results, and bisect finds no change in an
untouched per-pass folder."""
import json

import numpy as np
import pytest

import hlotool
from hlotool.dump import output_sharding_from_folder, result_placement_hint, scan_dump
from hlotool.interp import run_module
from hlotool.interp.compare import atol_at_scale, compare, tolerance
from hlotool.npz import decode_npz
from hlotool.verifier import verify
from support.cli import invoke_cli
from support.paths import ROOT

DUMPS = ROOT / "tests" / "accel" / "dumps"
FOLDERS = sorted(p for p in DUMPS.glob("*/*") if p.is_dir())
IDS = [f"{p.parent.name}/{p.name}" for p in FOLDERS]
# Where the program's CPU numbers are not what the accelerator's program computes: eigenvectors are unique
# only up to sign (each solver picks its own), and TPU's default f32 dot precision rounds inputs to bf16.
DIFFERENT_BY_DESIGN = {
    "eigh": "eigenvectors are unique up to sign; the accelerator's solver picks other signs than LAPACK",
    "svd": "singular vectors are unique up to sign; the accelerator's solver picks other signs than LAPACK",
    "scan_loop": "TPU computes f32 dots at its default (bf16-pass) precision, the CPU in f32",
    "mlp_train": "TPU computes f32 dots at its default (bf16-pass) precision, the CPU in f32",
    "conv2d_fwd": "TPU computes f32 convolutions at its default (bf16-pass) precision, the CPU in f32",
    "conv2d_grad": "TPU computes f32 convolutions at its default (bf16-pass) precision, the CPU in f32",
    "conv_transpose_pool": "TPU computes f32 convolutions at its default (bf16-pass) precision, the CPU in f32",
    "grouped_conv": "TPU computes f32 convolutions at its default (bf16-pass) precision, the CPU in f32",
}


def _modules(folder):
    return scan_dump(folder)


def _compiled(folder):
    """The module XLA compiled (a folder may also hold an earlier, lowering-only module of the same name)."""
    return next(m for m in reversed(_modules(folder)) if m.stage("after_optimizations") is not None)


@pytest.mark.skipif(not FOLDERS, reason="no accelerator dump fixtures")
def test_the_fixtures_cover_every_backend():
    targets = {p.parent.name.split("_")[0] for p in FOLDERS}
    assert {"a100", "h100", "tpu"} <= targets


@pytest.mark.slow
@pytest.mark.parametrize("folder", FOLDERS, ids=IDS)
def test_every_file_has_a_known_kind_and_dump_lists_it(folder):
    orphans = []
    modules = scan_dump(folder, orphans)
    files = [f for m in modules for f in m.files] + orphans
    on_disk = {p for p in folder.rglob("*") if p.is_file()}
    assert {f.path for f in files} == on_disk                         # every file, sub-folders included
    assert not [f.path.name for f in files if f.kind == "other"]
    mod = _compiled(folder)
    name = mod.program_name if sum(m.program_name == mod.program_name for m in modules) == 1 else mod.key
    out = invoke_cli(["dump", folder, "--module", name, "--json", "--no-diffs"])
    assert out.exit_code == 0, out.stderr
    listed = {f["file"] for f in json.loads(out.stdout)["files"]}
    assert listed == {f.path.relative_to(folder).as_posix() for f in mod.files}


# The texts test_every_hlo_text_parses_and_verifies_clean found clean: a pass that changed nothing dumps the same text
# again (a third of the 583 texts repeat one before them), and the same text gives the same answers.
_CLEAN_TEXTS: set[str] = set()


@pytest.mark.parametrize("folder", FOLDERS, ids=IDS)
def test_every_hlo_text_parses_and_verifies_clean(folder):
    from hlotool.parser import parse_without_fast_paths
    for mod in _modules(folder):
        for snap in mod.hlo_texts:
            text = snap.path.read_text()
            if text in _CLEAN_TEXTS:
                continue
            module = hlotool.parse_file(snap.path)
            errors = [str(d) for d in verify(module) if d.severity == "error"]
            assert not errors, errors[:3]
            # the parser's fast paths (lines, signatures, whole computations) build what the grammar builds
            slow = parse_without_fast_paths(snap.path.read_text())
            assert module == slow
            assert [(c.name, c.loc.line, c.loc.column) for c in module.computations] == \
                [(c.name, c.loc.line, c.loc.column) for c in slow.computations]
            assert [(i.name, i.pos, [c.name for c in i.called_computations]) for i in module.instructions()] == \
                [(i.name, i.pos, [c.name for c in i.called_computations]) for i in slow.instructions()]
            _CLEAN_TEXTS.add(text)


def _reference(folder):
    npz = folder.parent / f"{folder.name}.npz"
    if not npz.exists():
        pytest.skip("no reference results")
    data = decode_npz(npz)
    def count(p):
        return sum(1 for k in data if k.startswith(p) and k[len(p):].isdigit())
    return [data[f"arg{i}"] for i in range(count("arg"))], [data[f"out{j}"] for j in range(count("out"))]


@pytest.mark.parametrize("folder", FOLDERS, ids=IDS)
def test_the_optimized_module_computes_the_programs_numbers(folder):
    program = folder.name.removesuffix("_passes")
    reason = DIFFERENT_BY_DESIGN.get(program)
    if reason is not None and (folder.parent.name.startswith("tpu") or "unique up to sign" in reason):
        pytest.skip(reason)
    args, want = _reference(folder)
    snap = _compiled(folder).stage("after_optimizations")
    sharding, _ = output_sharding_from_folder(snap.path)
    # Sharding propagation chose the output sharding and no file of the folder records it: it is inferred
    # over the mesh from the per-device values (hlotool.placement.inference), and each such output says so.
    hint = result_placement_hint(snap.path) if sharding is None else None
    got = run_module(hlotool.parse_file(snap.path), args, output_sharding=sharding or hint)
    assert len(got) == len(want)
    per_device = getattr(got, "per_device", None) or [got]
    for j, (g, w) in enumerate(zip(got, want, strict=True)):
        assert g is not None, f"out{j}: no global value: {got.notes}"
        if hint is not None and np.shape(g) != np.shape(per_device[0][j]):
            assert any(n.startswith(f"out{j}: sharding inferred as") for n in got.notes), got.notes
        if program == "cumsum" and j == 2 and folder.parent.name.startswith("tpu") and len(per_device) > 1:
            # XLA:CPU's 4-device reference pads cummax's input with 0 (see the test below); TPU's program does not
            w = np.maximum.accumulate(args[0], axis=1)
        g = np.asarray(g)
        assert g.shape == w.shape
        rtol, atol = tolerance(w.dtype)
        # at the output's scale, as bisect compares: accelerator fusions keep f32 intermediates where the CPU
        # rounds each bf16 op, so an element that cancels (a gradient) may differ by an ulp of the largest terms
        detail = compare(g.astype(w.dtype), w, rtol * 4, atol_at_scale(w, rtol, atol) * 4)
        assert detail is None, f"out{j}: {detail}"


PASS_FOLDERS = [p for p in FOLDERS if p.name.endswith("_passes")]


@pytest.mark.parametrize("folder", PASS_FOLDERS, ids=[f"{p.parent.name}/{p.name}" for p in PASS_FOLDERS])
def test_bisect_finds_no_change_in_an_untouched_multi_device_folder(folder):
    mod = _compiled(folder)
    out = invoke_cli(["bisect", folder, "--module", mod.key, "--random-args", "--linear", "--format", "json"])
    assert out.exit_code == 0, out.stdout[-2000:] + out.stderr[-2000:]
    report = json.loads(out.stdout)
    assert report["verdict"] == "unchanged" and report["pass"] is None
    # every distinct snapshot ran: none was skipped as unrunnable or incomparable
    assert report["skipped"] == [] and report["counts"]["not_needed"] == 0, report["skipped"]


def test_the_module_before_optimizations_computes_the_programs_numbers():
    """Every fixture's before_optimizations, run as a global view, gives its CPU reference; the exceptions are
    named: vector signs of eigh/svd, cummax in `cumsum` and the filter gradient in `grouped_conv`, where XLA:CPU's
    own 4-device run is wrong (its SPMD partitioner pads the input of cumsum and cummax once, with cumsum's 0, and
    all-reduces the grouped convolution's partial filter gradients over all four devices; see tests/bisect/test_dump_folders.py)."""
    checked = 0
    for folder in FOLDERS:
        if folder.name in ("eigh", "svd"):
            continue
        args, want = _reference(folder) if (folder.parent / f"{folder.name}.npz").exists() else (None, None)
        if args is None:
            continue
        mod = next(m for m in _modules(folder) if m.stage("before_optimizations") is not None)
        got = run_module(hlotool.parse_file(mod.stage("before_optimizations").path), args)
        assert len(got) == len(want), folder
        for j, (g, w) in enumerate(zip(got, want, strict=True)):
            if folder.name == "cumsum" and j == 2 and not folder.parent.name.endswith("1x1"):
                w = np.maximum.accumulate(args[0], axis=1)          # the true cummax
            if folder.name == "grouped_conv" and j == 2 and not folder.parent.name.endswith("1x1"):
                w = w / 2       # XLA's partitioner doubles the filter gradient on 4 devices (see tests/bisect/test_dump_folders.py)
            rtol, atol = tolerance(w.dtype)
            detail = compare(np.asarray(g).astype(w.dtype), w, rtol * 4, atol * 4)
            assert detail is None, f"{folder}: out{j}: {detail}"
        checked += 1
    assert checked >= 60


@pytest.mark.parametrize("target", ["a100_x4", "h100_x4"])
def test_bisect_over_a_text_only_folder_assembles_inferred_outputs_and_finds_the_partitioner_bug(target):
    """No file of these folders records the result's sharding (propagation chose it): bisect infers each
    output's placement over the mesh, so every snapshot is compared. dynamic_update_slice is untouched; in
    cumsum XLA's SPMD partitioner really changes cummax (out2; see tests/bisect/test_dump_folders.py)."""
    def bisect(program):
        out = invoke_cli(["bisect", DUMPS / target / program, "--random-args", "--format", "json"])
        assert out.exit_code in (0, 1), out.stderr[-2000:]
        return json.loads(out.stdout)
    untouched = bisect("dynamic_update_slice")
    assert untouched["verdict"] == "unchanged" and untouched["skipped"] == []
    bug = bisect("cumsum")
    assert bug["verdict"] == "changed" and bug["pass"]["label"] == "after_spmd_partitioner" and bug["skipped"] == []
    assert [d["output"] for d in bug["differences"]] == [2]
