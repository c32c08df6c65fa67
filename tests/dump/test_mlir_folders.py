"""hlotool dump on folders of StableHLO: jax's JAX_DUMP_IR_TO folders (jax_irNNNN_NAME_STAGE.mlir, written by jax
in a subprocess, and by hand for the stages jax writes less often), folders of plain .mlir files, and XLA dumps with
.mlir files beside them (whose .mlir files stay their modules' files)."""
import json
import shutil
import subprocess
import sys

import pytest

import hlotool
from hlotool.dump import DumpError, find_module, module_timeline, scan_dump
from support.paths import ROOT
from support.xla_dumps import dump_cli as cli
from support.xla_dumps import make_jax_ir_dump

TPU_PASSES = ROOT / "tests" / "accel" / "dumps" / "tpu_v5e_2x2" / "mlp_fwd_passes"
MLIR = """module @NAME attributes {mhlo.num_partitions = 1 : i32} {
  func.func public @main(%arg0: tensor<2x3xf32>) -> (tensor<3x2xf32> {jax.result_info = "result"}) {
    %0 = stablehlo.sine %arg0 : tensor<2x3xf32>
    %1 = stablehlo.transpose %0, dims = [1, 0] : (tensor<2x3xf32>) -> tensor<3x2xf32>
    return %1 : tensor<3x2xf32>
  }
}
"""


def _mlir(name: str) -> str:
    return MLIR.replace("NAME", name)


@pytest.fixture(autouse=True)
def _cache(tmp_path, monkeypatch):
    """The instruction-count cache of these folders, in the test's folder (not ~/.cache)."""
    monkeypatch.setenv("HLOTOOL_CACHE", str(tmp_path / "cache"))


def _hlotool(*args, cache):
    return subprocess.run([sys.executable, "-m", "hlotool", *map(str, args)], capture_output=True, text=True,
                          env={"PYTHONPATH": str(ROOT), "PATH": "/usr/bin:/bin", "HLOTOOL_CACHE": str(cache)})


@pytest.mark.xla
def test_a_jax_dump_ir_folder_lists_its_modules_and_each_command_reads_them(tmp_path):
    folder = make_jax_ir_dump(tmp_path / "jaxdump")
    modules = scan_dump(folder)
    assert modules and all(m.naming.origin == "jax" for m in modules)
    step = find_module(modules, "jit_train_step")
    (snap,) = step.snapshots
    assert step.key == f"jax_ir{step.number}_jit_train_step" and step.name == "jit_train_step"
    assert snap.label == "compile" and snap.kind == "stablehlo"
    assert snap.path.name == f"jax_ir{step.number}_jit_train_step_compile.mlir"
    assert find_module(modules, step.key) is step and find_module(modules, str(int(step.number))) is step
    # Counted on the module XLA's translation makes of it (hlotool.parse_stablehlo), not on the .mlir lines.
    parsed = hlotool.parse_stablehlo(snap.path.read_text(), str(snap.path))
    (counted,) = module_timeline(step, cache=None)
    assert counted.error is None and counted.instructions == parsed.instruction_count
    out = cli(folder, "--format", "json")
    assert out.returncode == 0, out.stderr
    rows = {r["module"]: r for r in json.loads(out.stdout)}
    assert rows[step.key]["origin"] == "jax" and rows[step.key]["instructions_after"] == parsed.instruction_count
    out = cli(folder, "--module", "jit_train_step")
    assert out.returncode == 0, out.stderr
    assert f"Pass timeline of {step.key}" in out.stdout and "compile" in out.stdout
    assert "Other files" not in out.stdout          # (its snapshot is its text, not a file about it)
    for command in ("memory", "cost"):
        out = _hlotool(command, folder, "--module", "jit_train_step", "--format", "json", cache=tmp_path / "c")
        assert out.returncode == 0, out.stderr
        assert json.loads(out.stdout)["module"] == "jit_train_step"


def test_jax_stages_are_a_modules_snapshots_in_order_and_the_older_naming_reads(tmp_path):
    folder = tmp_path / "jaxdump"
    folder.mkdir()
    for fname in ("jax_ir0007_jit_f_compile.mlir", "jax_ir0007_jit_f_export.mlir", "jax_ir0007_jit_f_verification.mlir",
                  "jax_ir3_jit_old_style.mlir"):
        (folder / fname).write_text(_mlir("jit_f"))
    (folder / "jax_000001_f.jaxpr.txt").write_text("{ lambda ; a:f32[2,3]. let b = sin a in (b,) }\n")
    orphans: list = []
    modules = scan_dump(folder, orphans)
    assert [m.key for m in modules] == ["jax_ir3_jit_old_style", "jax_ir0007_jit_f"]
    f = find_module(modules, "jit_f")
    assert [s.label for s in f.snapshots] == ["verification", "export", "compile"]
    assert find_module(modules, "3").snapshots[0].label == "stablehlo"
    assert [(o.path.name, o.kind) for o in orphans] == [("jax_000001_f.jaxpr.txt", "jaxpr")]
    steps = module_timeline(f, diffs=True, cache=None)
    assert [s.identical for s in steps] == [None, True, True] and all(s.error is None for s in steps)
    out = cli(folder, "--module", "jax_ir0007_jit_f", "--format", "json")
    assert out.returncode == 0, out.stderr
    assert [s["label"] for s in json.loads(out.stdout)["steps"]] == ["verification", "export", "compile"]


def test_a_folder_of_plain_mlir_files_is_a_module_per_stablehlo_file(tmp_path):
    folder = tmp_path / "models"
    folder.mkdir()
    (folder / "model.mlir").write_text(_mlir("jit_model"))
    (folder / "train_step.mlir").write_text("// the train step\n" + _mlir("jit_train_step"))
    (folder / "notes.mlir").write_text("these are notes, not MLIR\n")
    (folder / "README.txt").write_text("models\n")
    orphans: list = []
    modules = scan_dump(folder, orphans)
    assert [(m.key, m.name, m.naming.origin) for m in modules] == [("model", "model", "mlir"),
                                                                  ("train_step", "train_step", "mlir")]
    assert sorted((o.path.name, o.kind) for o in orphans) == [("README.txt", "other"), ("notes.mlir", "mlir")]
    model = find_module(modules, "model")
    (snap,) = model.snapshots
    assert snap.path.name == "model.mlir" and snap.kind == "stablehlo"
    (step,) = module_timeline(model, cache=None)
    assert step.instructions == hlotool.parse_stablehlo(_mlir("jit_model")).instruction_count
    out = cli(folder)
    assert out.returncode == 0, out.stderr
    assert "model" in out.stdout and "train_step" in out.stdout and "notes.mlir (mlir)" in out.stdout
    out = _hlotool("memory", folder, "--module", "model", "--format", "json", cache=tmp_path / "c")
    assert out.returncode == 0, out.stderr
    (folder / "train_step.mlir").unlink()
    out = _hlotool("memory", folder, "--format", "json", cache=tmp_path / "c")   # the only module: no --module
    assert out.returncode == 0, out.stderr
    assert json.loads(out.stdout)["module"] == "jit_model"
    (folder / "model.mlir").unlink()          # notes.mlir alone: no module
    with pytest.raises(DumpError, match="no HLO dump files"):
        scan_dump(folder)


def test_a_mixed_folder_keeps_its_xla_modules_and_their_mlir_files(tmp_path):
    folder = tmp_path / "mixed"
    shutil.copytree(TPU_PASSES, folder)
    before = {m.key: [(f.path.relative_to(folder).as_posix(), f.kind) for f in m.files]
              for m in scan_dump(folder)}
    (folder / "model.mlir").write_text(_mlir("jit_model"))
    (folder / "jax_ir0000_jit_mlp_fwd_compile.mlir").write_text(_mlir("jit_mlp_fwd"))
    modules = scan_dump(folder)
    xla = [m for m in modules if m.naming.origin == "xla"]
    assert {m.key: [(f.path.relative_to(folder).as_posix(), f.kind) for f in m.files] for m in xla} == before
    (mlp,) = xla
    shardy = [f for f in mlp.files if f.path.parent.name == "module_0000.jit_mlp_fwd"]
    assert shardy and {f.kind for f in shardy} == {"mlir"}          # Shardy's stages: still files of XLA's module
    assert [m.key for m in modules[len(xla):]] == ["jax_ir0000_jit_mlp_fwd", "model"]
    with pytest.raises(DumpError, match="names 2 modules"):
        find_module(modules, "0")                # module_0000 and jax_ir0000
    assert find_module(modules, "jax_ir0000_jit_mlp_fwd").snapshots[0].label == "compile"
    out = cli(folder, "--module", mlp.key, "--format", "json")
    assert out.returncode == 0, out.stderr
    files = {f["file"]: f["kind"] for f in json.loads(out.stdout)["files"]}
    assert all(files[f.path.relative_to(folder).as_posix()] == "mlir" for f in shardy)
