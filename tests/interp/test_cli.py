"""`hlotool run`: inputs, outputs, exit codes, trace, break-on, compare-with, limits."""
from __future__ import annotations

import numpy as np
from click.testing import CliRunner

from hlotool.cli import cli
from hlotool.npz import decode_npz, save_npz

LOG = """HloModule m
ENTRY e {
  p = f32[3] parameter(0), metadata={op_name="x" source_file="model.py" source_line=12}
  l = f32[3] log(p), metadata={op_name="jit(f)/log" source_file="model.py" source_line=14}
  ROOT n = f32[3] negate(l)
}
"""

BF16 = """HloModule m
ENTRY e {
  p = bf16[4] parameter(0)
  q = s4[4] parameter(1)
  c = bf16[4] convert(q)
  ROOT a = bf16[4] add(p, c)
}
"""


def run(tmp_path, *args, text=LOG):
    mod = tmp_path / "m.hlo"
    mod.write_text(text)
    return CliRunner().invoke(cli, ["run", str(mod), *map(str, args)])


def test_npz_roundtrip_and_save(tmp_path):
    import ml_dtypes
    inp = tmp_path / "in.npz"
    save_npz(inp, {"arg0": np.array([1, 2, 3, 4], ml_dtypes.bfloat16),
                   "arg1": np.array([-8, -1, 0, 7], ml_dtypes.int4)})
    out = tmp_path / "out.npz"
    r = run(tmp_path, inp, "--save", out, text=BF16)
    assert r.exit_code == 0, r.output
    assert "out0: bf16[4]" in r.output
    got = decode_npz(out)["out0"]
    assert got.dtype == ml_dtypes.bfloat16 and got.astype(np.float32).tolist() == [-7, 1, 3, 11]


def test_dtypes_accept_ml_dtypes_names(tmp_path):
    inp = tmp_path / "in.npz"
    np.savez(inp, arg0=np.array([0x3F80] * 4, np.uint16), arg1=np.array([1, 15, 0, 2], np.uint8),
             __dtypes__=np.array(["arg0=bfloat16", "arg1=s4"]))
    r = run(tmp_path, inp, "--print", "full", text=BF16)
    assert r.exit_code == 0, r.output
    assert "[2 0 1 3]" in r.output.replace(".", "")


def test_plain_float_arrays_are_cast(tmp_path):
    np.save(tmp_path / "a.npy", np.array([1.0, 2.0, 4.0]))     # f64 for an f32 parameter
    r = run(tmp_path, tmp_path / "a.npy")
    assert r.exit_code == 0, r.output
    assert "out0: f32[3]" in r.output


def test_wrong_inputs_exit_2(tmp_path):
    np.save(tmp_path / "b.npy", np.ones(2, np.float32))
    r = run(tmp_path, tmp_path / "b.npy")
    assert r.exit_code == 2 and "parameter 0 (%p) expects shape f32[3]" in r.output
    r = run(tmp_path)
    assert r.exit_code == 2 and "takes 1 argument" in r.output
    r = run(tmp_path, tmp_path / "missing.npz")
    assert r.exit_code == 2


def test_break_on_nan_shows_instruction_and_source(tmp_path):
    np.save(tmp_path / "a.npy", np.array([1, -1, 2], np.float32))
    r = run(tmp_path, tmp_path / "a.npy", "--break-on", "nan")
    assert r.exit_code == 1
    assert "%l (log): produced NaN" in r.output
    assert "source: model.py:14" in r.output
    assert "operand %p: f32[3] min=-1 max=2" in r.output


def test_trace_lists_every_instruction(tmp_path):
    r = run(tmp_path, "--random-args", "--trace")
    assert r.exit_code == 0
    assert "%l = log:" in r.output and "%n = negate:" in r.output


def test_memory_and_step_limits(tmp_path):
    r = run(tmp_path, "--zeros", "--max-memory", "8")
    assert r.exit_code == 2 and "memory limit" in r.output
    loop = """HloModule m
c {
  s = s32[] parameter(0)
  ROOT t = pred[] constant(true)
}
b {
  s = s32[] parameter(0)
  ROOT n = s32[] negate(s)
}
ENTRY e {
  z = s32[] parameter(0)
  ROOT w = s32[] while(z), condition=c, body=b
}
"""
    r = run(tmp_path, "--zeros", "--max-steps", "100", text=loop)
    assert r.exit_code == 2 and "max_steps=100" in r.output


def test_compare_with_xla(tmp_path, xla):
    r = run(tmp_path, "--random-args", "--compare-with", "xla")
    assert r.exit_code == 0, r.output
    assert "out0: max abs error" in r.output
    r = run(tmp_path, "--random-args", "--compare-with", "xla", "--atol", "-1", "--rtol", "0")
    assert r.exit_code == 1 and "MISMATCH" in r.output


def test_random_args_in_bounds_indices(tmp_path):
    text = """HloModule m
ENTRY e {
  p = f32[10] parameter(0)
  i = s32[] parameter(1)
  ROOT d = f32[3] dynamic-slice(p, i), dynamic_slice_sizes={3}
}
"""
    from hlotool import parse
    from hlotool.interp.fake_data import fake_args
    for seed in range(20):
        assert 0 <= int(fake_args(parse(text), seed=seed)[1]) <= 7


def test_random_args_larger_than_the_memory_limit_are_refused(tmp_path):
    # Refused before allocating: a clear error, not a MemoryError.
    big = "HloModule m\nENTRY e {\n  ROOT p = f32[50,49,48,47,46,512] parameter(0)\n}\n"
    for flag in ("--random-args", "--zeros"):
        r = run(tmp_path, flag, text=big)
        assert r.exit_code == 2 and "parameter 0" in r.output and "memory limit" in r.output


def test_scalar_outputs_are_saved_and_dynamic_sizes_warn(tmp_path):
    import subprocess
    import sys

    from support.paths import ROOT
    out = tmp_path / "out.npz"
    proc = subprocess.run([sys.executable, "-m", "hlotool", "run", str(ROOT / "samples" / "dynamic_shapes.hlo"),
                           "--random-args", "--save", str(out)], capture_output=True, text=True)
    assert proc.returncode == 0, proc.stderr
    assert "out1: s32[] min=10" in proc.stdout and "token" not in proc.stdout
    assert "hlotool: warning:" in proc.stderr and "get-dimension-size of dynamic dimension 0" in proc.stderr
    saved = decode_npz(out)
    assert sorted(saved) == ["out0", "out1", "out2", "out3"] and saved["out1"].shape == ()


TWO_REPLICAS = """HloModule m, replica_count=2
ENTRY e {
  p = f32[1024] parameter(0)
  e = f32[1024] exponential(p)
  ROOT n = f32[1024] negate(e)
}
"""


def test_multi_device_runs_check_memory_by_the_analysis_first(tmp_path):
    """Before any device runs: the arguments (a replicated one counted once) and, on each device, what hlotool
    memory's analysis finds the module needs beside them (the output, which e is written over): 4 + 2 x 4 KiB."""
    r = run(tmp_path, "--zeros", "--max-memory", "10K", text=TWO_REPLICAS)
    assert r.exit_code == 2 and "memory limit" in r.output and "hlotool memory's analysis" in r.output
    assert "on each of 2 devices" in r.output and "needs 12.0 KiB" in r.output
    assert run(tmp_path, "--zeros", "--max-memory", "20K", text=TWO_REPLICAS).exit_code == 0


def test_the_python_api_checks_memory_by_the_analysis_first():
    import hlotool
    from hlotool.interp import InterpError
    try:
        hlotool.run(TWO_REPLICAS, np.zeros(1024, np.float32), max_memory=10 << 10)
    except InterpError as e:
        assert "hlotool memory's analysis" in str(e) and "on each of 2 devices" in str(e)
    else:
        raise AssertionError("the run was not refused")
    assert len(hlotool.run(TWO_REPLICAS, np.zeros(1024, np.float32), max_memory=20 << 10)) == 1
