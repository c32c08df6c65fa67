"""Every command takes StableHLO text, told by its content: a file named ``model`` (no extension), and stdin;
extract and reduce work on it and keep pointing into the .mlir file."""
import json

import numpy as np
import pytest

from support.cli import run_cli_in_process


@pytest.fixture(scope="module")
def mlp_text(xla):
    """A bf16-weights MLP train step as jax prints it (``.as_text(debug_info=True)``: with locations)."""
    import jax
    import jax.numpy as jnp

    def loss(w1, w2, x, y):
        h = jax.nn.relu(x @ w1.astype(jnp.float32))
        return jnp.mean((h @ w2.astype(jnp.float32) - y) ** 2)

    def step(w1, w2, x, y):
        g1, g2 = jax.grad(loss, argnums=(0, 1))(w1, w2, x, y)
        return w1 - (0.1 * g1).astype(w1.dtype), w2 - (0.1 * g2).astype(w2.dtype)

    args = (jnp.ones((8, 16), jnp.bfloat16), jnp.ones((16, 4), jnp.bfloat16), jnp.ones((2, 8), jnp.float32),
            jnp.ones((2, 4), jnp.float32))
    return jax.jit(step).lower(*args).as_text(debug_info=True)


@pytest.fixture()
def model(tmp_path, mlp_text):
    path = tmp_path / "model"
    path.write_text(mlp_text)
    return path


@pytest.mark.parametrize("command", [["parse"], ["stats", "--format", "json"], ["verify"], ["memory"],
                                     ["graph", "--format", "dot"], ["fmt"], ["cost"],
                                     ["run", "--random-args", "--print", "none"]])
def test_every_command_reads_stablehlo_under_any_name_and_from_stdin(model, command):
    by_path = run_cli_in_process([*command, model])
    assert by_path.returncode == 0, by_path.stderr
    from_stdin = run_cli_in_process([*command, "-"], stdin=model.read_text())
    assert from_stdin.returncode == 0, from_stdin.stderr
    if command[0] in ("stats", "graph", "fmt"):
        assert from_stdin.stdout.replace("<stdin>", str(model)) == by_path.stdout


def test_stats_of_the_mlir_count_the_converted_module(model):
    stats = json.loads(run_cli_in_process(["stats", "--format", "json", model], check=True).stdout)
    assert stats["by_opcode"]["dot"] >= 4 and stats["computations"] >= 1     # (two forward, two or more backward)
    assert "bf16[" in json.dumps(stats)


def test_extract_from_an_mlir_file_recomputes_the_instruction(model, tmp_path):
    import hlotool
    module = hlotool.parse_file(str(model))
    dot = next(i for i in module.entry.instructions if i.opcode == "dot")
    assert dot.pos is not None          # (it points into the .mlir file)
    out = tmp_path / "dot.hlo"
    r = run_cli_in_process(["extract", model, dot.name, "-o", out, "--random-args"])
    assert r.returncode == 0, r.stderr
    extracted = hlotool.parse(out.read_text())
    assert extracted.entry.root.opcode == "dot" and len(extracted.entry.parameters) == 2
    r = run_cli_in_process(["run", out, tmp_path / "dot.npz", "--print", "none"])     # (the values that reached it)
    assert r.returncode == 0, r.stderr


def test_reduce_an_mlir_file_keeps_the_property(model, tmp_path):
    test = tmp_path / "has_dot.sh"
    test.write_text('#!/bin/sh\ngrep -q " dot(" "$1"\n')
    test.chmod(0o755)
    out = tmp_path / "small.hlo"
    r = run_cli_in_process(["reduce", model, "--test", test, "-o", out])
    assert r.returncode == 0, r.stderr
    import hlotool
    small = hlotool.parse(out.read_text())
    assert any(i.opcode == "dot" for i in small.entry.instructions)
    assert len(small.entry.instructions) < len(hlotool.parse_file(str(model)).entry.instructions)


def test_diff_of_the_mlir_and_xlas_conversion_is_empty(model, tmp_path):
    from tools.corpus.stablehlo import xla_conversion
    hlo = tmp_path / "pre.hlo"
    hlo.write_text(xla_conversion(model.read_text()))
    r = run_cli_in_process(["diff", hlo, model])
    assert r.returncode == 0, r.stdout + r.stderr
    assert "0 changed, 0 left-only, 0 right-only" in " ".join(r.stdout.split())


def test_run_of_the_mlir_gives_xlas_numbers(model, tmp_path):
    import hlotool
    from hlotool.backends.oracle import run_with_xla
    from tools.corpus.stablehlo import xla_conversion
    module = hlotool.parse_file(str(model))
    rng = np.random.default_rng(0)
    args = [rng.standard_normal(p.shape.dims).astype(np.float32) for p in module.entry.parameters]
    import ml_dtypes
    args = [a.astype(ml_dtypes.bfloat16) if p.shape.element_type == "bf16" else a
            for a, p in zip(args, module.entry.parameters, strict=True)]
    ours = hlotool.run(module, *args)
    theirs = run_with_xla(xla_conversion(model.read_text()), args)
    for a, b in zip(ours, theirs, strict=True):
        np.testing.assert_array_equal(np.asarray(a, np.float32), np.asarray(b, np.float32))
