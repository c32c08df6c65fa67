"""The rest of StableHLO's op set both ways (issue 30 item 2): triangular_solve, rng, batch_norm_*, map,
collective_broadcast, get_dimension_size, cholesky, infeed, outfeed, send, recv and the elementwise ops StableHLO
has no op for (XLA's translation writes them as mhlo.*). Each op's StableHLO converts as XLA's translation makes
it (and runs to XLA's numbers where hlotool's interpreter can run it); each HLO instruction prints as StableHLO
that reads back, as written, to the same module and that XLA reads."""
import numpy as np
import pytest

import hlotool
from hlotool.fmt.stablehlo import format_stablehlo


def _module(args: str, results: str, body: str, attrs: str = "") -> str:
    return (f"module @m{attrs} {{\n  func.func public @main({args}) -> {results} {{\n{body}\n  }}\n}}\n")


F3 = "tensor<3xf32>"
BN = ("tensor<2x2x2xf32>", "tensor<2xf32>")
STABLEHLO = {
    "triangular_solve": _module(
        "%a: tensor<3x3xf32>, %b: tensor<3x2xf32>", "tensor<3x2xf32>",
        '    %0 = "stablehlo.triangular_solve"(%a, %b) {left_side = true, lower = true, unit_diagonal = false, '
        "transpose_a = #stablehlo<transpose NO_TRANSPOSE>} : (tensor<3x3xf32>, tensor<3x2xf32>) -> tensor<3x2xf32>\n"
        "    return %0 : tensor<3x2xf32>"),
    "triangular_solve_right_adjoint": _module(
        "%a: tensor<3x3xf32>, %b: tensor<2x3xf32>", "tensor<2x3xf32>",
        '    %0 = "stablehlo.triangular_solve"(%a, %b) {left_side = false, lower = false, unit_diagonal = true, '
        "transpose_a = #stablehlo<transpose ADJOINT>} : (tensor<3x3xf32>, tensor<2x3xf32>) -> tensor<2x3xf32>\n"
        "    return %0 : tensor<2x3xf32>"),
    "rng": _module(
        "%a: tensor<f32>, %b: tensor<f32>", "tensor<2x3xf32>",
        "    %s = stablehlo.constant dense<[2, 3]> : tensor<2xi64>\n"
        "    %0 = stablehlo.rng %a, %b, %s, distribution = UNIFORM : (tensor<f32>, tensor<f32>, tensor<2xi64>) -> "
        "tensor<2x3xf32>\n    return %0 : tensor<2x3xf32>"),
    "rng_normal_generic": _module(
        "%a: tensor<f32>, %b: tensor<f32>", "tensor<4xf32>",
        "    %s = stablehlo.constant dense<4> : tensor<1xi64>\n"
        '    %0 = "stablehlo.rng"(%a, %b, %s) {rng_distribution = #stablehlo<rng_distribution NORMAL>} : '
        "(tensor<f32>, tensor<f32>, tensor<1xi64>) -> tensor<4xf32>\n    return %0 : tensor<4xf32>"),
    "batch_norm_training": _module(
        f"%x: {BN[0]}, %s: {BN[1]}, %o: {BN[1]}", f"({BN[0]}, {BN[1]}, {BN[1]})",
        '    %0:3 = "stablehlo.batch_norm_training"(%x, %s, %o) {epsilon = 1.0e-03 : f32, feature_index = 2 : i64} : '
        f"({BN[0]}, {BN[1]}, {BN[1]}) -> ({BN[0]}, {BN[1]}, {BN[1]})\n"
        f"    return %0#0, %0#1, %0#2 : {BN[0]}, {BN[1]}, {BN[1]}"),
    "batch_norm_inference": _module(
        f"%x: {BN[0]}, %s: {BN[1]}, %o: {BN[1]}, %m: {BN[1]}, %v: {BN[1]}", BN[0],
        '    %0 = "stablehlo.batch_norm_inference"(%x, %s, %o, %m, %v) {epsilon = 0.0 : f32, feature_index = 1 : '
        f"i64}} : ({BN[0]}, {BN[1]}, {BN[1]}, {BN[1]}, {BN[1]}) -> {BN[0]}\n    return %0 : {BN[0]}"),
    "batch_norm_grad": _module(
        f"%x: {BN[0]}, %s: {BN[1]}, %m: {BN[1]}, %v: {BN[1]}, %g: {BN[0]}", f"({BN[0]}, {BN[1]}, {BN[1]})",
        '    %0:3 = "stablehlo.batch_norm_grad"(%x, %s, %m, %v, %g) {epsilon = 1.0e-05 : f32, feature_index = 0 : '
        f"i64}} : ({BN[0]}, {BN[1]}, {BN[1]}, {BN[1]}, {BN[0]}) -> ({BN[0]}, {BN[1]}, {BN[1]})\n"
        f"    return %0#0, %0#1, %0#2 : {BN[0]}, {BN[1]}, {BN[1]}"),
    "map": _module(
        "%a: tensor<2x2xf32>, %b: tensor<2x2xf32>", "tensor<2x2xf32>",
        '    %0 = "stablehlo.map"(%a, %b) ({\n    ^bb0(%x: tensor<f32>, %y: tensor<f32>):\n'
        "      %1 = stablehlo.multiply %x, %y : tensor<f32>\n      %2 = stablehlo.add %1, %x : tensor<f32>\n"
        "      stablehlo.return %2 : tensor<f32>\n    }) {dimensions = array<i64: 0, 1>} : "
        "(tensor<2x2xf32>, tensor<2x2xf32>) -> tensor<2x2xf32>\n    return %0 : tensor<2x2xf32>"),
    "collective_broadcast": _module(
        "%a: tensor<1x2xi64>", "tensor<1x2xi64>",
        '    %0 = "stablehlo.collective_broadcast"(%a) {replica_groups = dense<[[2, 1]]> : tensor<1x2xi64>, '
        "channel_handle = #stablehlo.channel_handle<handle = 1, type = 0>} : (tensor<1x2xi64>) -> tensor<1x2xi64>\n"
        "    return %0 : tensor<1x2xi64>", " attributes {mhlo.num_replicas = 4 : i32}"),
    "get_dimension_size": _module(
        "%a: tensor<2x3xf32>", "tensor<i32>",
        "    %0 = stablehlo.get_dimension_size %a, dim = 1 : (tensor<2x3xf32>) -> tensor<i32>\n"
        "    return %0 : tensor<i32>"),
    "cholesky": _module(
        "%a: tensor<3x3xf32>", "tensor<3x3xf32>",
        "    %0 = stablehlo.cholesky %a, lower = true : tensor<3x3xf32>\n    return %0 : tensor<3x3xf32>"),
    "mhlo_elementwise": _module(
        f"%a: {F3}", F3,
        f"    %0 = mhlo.asin %a : {F3}\n    %1 = mhlo.acos %0 : {F3}\n    %2 = mhlo.acosh %1 : {F3}\n"
        f"    %3 = mhlo.asinh %2 : {F3}\n    %4 = mhlo.atanh %a : {F3}\n    %5 = mhlo.sinh %4 : {F3}\n"
        f"    %6 = mhlo.cosh %5 : {F3}\n    %7 = stablehlo.add %3, %6 : {F3}\n    return %7 : {F3}"),
    "infeed": _module(
        "%t: !stablehlo.token", "(tensor<2x2xi64>, tensor<3xf32>, !stablehlo.token)",
        '    %0:3 = "stablehlo.infeed"(%t) {infeed_config = "cfg", layout = [[1, 0], [0]]} : (!stablehlo.token) -> '
        "(tensor<2x2xi64>, tensor<3xf32>, !stablehlo.token)\n"
        "    return %0#0, %0#1, %0#2 : tensor<2x2xi64>, tensor<3xf32>, !stablehlo.token"),
    "outfeed": _module(
        "%a: tensor<2x2xi64>, %t: !stablehlo.token", "!stablehlo.token",
        '    %0 = "stablehlo.outfeed"(%a, %a, %t) {outfeed_config = ""} : (tensor<2x2xi64>, tensor<2x2xi64>, '
        "!stablehlo.token) -> !stablehlo.token\n    return %0 : !stablehlo.token"),
    "send": _module(
        "%a: tensor<2x2xi64>, %t: !stablehlo.token", "!stablehlo.token",
        '    %0 = "stablehlo.send"(%a, %t) {channel_handle = #stablehlo.channel_handle<handle = 1, type = 2>, '
        "is_host_transfer = true} : (tensor<2x2xi64>, !stablehlo.token) -> !stablehlo.token\n"
        "    return %0 : !stablehlo.token"),
    "recv": _module(
        "%t: !stablehlo.token", "(tensor<2x2xi64>, !stablehlo.token)",
        '    %0:2 = "stablehlo.recv"(%t) {channel_handle = #stablehlo.channel_handle<handle = 3, type = 3>, '
        "is_host_transfer = true} : (!stablehlo.token) -> (tensor<2x2xi64>, !stablehlo.token)\n"
        "    return %0#0, %0#1 : tensor<2x2xi64>, !stablehlo.token"),
}


def _args(module) -> list[np.ndarray]:
    rng = np.random.default_rng(0)
    out = []
    for p in module.entry.parameters:
        dims = p.shape.dims
        if p.shape.element_type.startswith("f"):
            x = rng.uniform(0.2, 0.8, dims).astype(np.float32)
            if len(dims) == 2 and dims[0] == dims[1]:       # a well-conditioned, positive definite matrix
                x = (x @ x.T + dims[0] * np.eye(dims[0])).astype(np.float32)
        else:
            x = rng.integers(-5, 5, dims).astype(np.int64)
        out.append(x)
    return out


# What hlotool's interpreter runs (rng's numbers are XLA's own; collectives, feeds and transfers need devices).
RUNS = {"triangular_solve", "triangular_solve_right_adjoint", "batch_norm_training", "batch_norm_inference",
        "batch_norm_grad", "map", "get_dimension_size", "cholesky", "mhlo_elementwise"}


@pytest.mark.parametrize("name", sorted(STABLEHLO))
def test_op_converts_as_xlas_translation_and_runs(xla, name):
    from tools.corpus.stablehlo import xla_conversion
    text = STABLEHLO[name]
    module = hlotool.parse_stablehlo(text, f"{name}.mlir")
    xla_text = xla_conversion(text)
    result = hlotool.diff(module, hlotool.parse(xla_text))
    assert result.same, result
    if name in RUNS:
        from hlotool.backends.oracle import run_with_xla
        args = _args(module)
        want = run_with_xla(xla_text, args)
        got = hlotool.run(module, *args)
        for g, w in zip(got, want, strict=True):
            np.testing.assert_allclose(np.asarray(g), w, rtol=2e-5, atol=2e-5)


HLO = {
    "triangular_solve": """\
HloModule m
ENTRY e {
  a = f32[3,3]{1,0} parameter(0)
  b = f32[2,3]{1,0} parameter(1)
  ROOT c = f32[2,3]{1,0} triangular-solve(a, b), unit_diagonal=true, transpose_a=ADJOINT
}""",
    "rng": """\
HloModule m
ENTRY e {
  a = f32[] parameter(0)
  b = f32[] parameter(1)
  u = f32[2,3]{1,0} rng(a, b), distribution=rng_uniform
  n = f32[3]{0} rng(a, b), distribution=rng_normal
  ROOT t = (f32[2,3]{1,0}, f32[3]{0}) tuple(u, n)
}""",
    "batch_norm": """\
HloModule m
ENTRY e {
  x = f32[2,3]{1,0} parameter(0)
  s = f32[3]{0} parameter(1)
  o = f32[3]{0} parameter(2)
  t = (f32[2,3]{1,0}, f32[3]{0}, f32[3]{0}) batch-norm-training(x, s, o), epsilon=0.001, feature_index=1
  y = f32[2,3]{1,0} get-tuple-element(t), index=0
  m = f32[3]{0} get-tuple-element(t), index=1
  v = f32[3]{0} get-tuple-element(t), index=2
  i = f32[2,3]{1,0} batch-norm-inference(x, s, o, m, v), epsilon=1e-05, feature_index=1
  g = (f32[2,3]{1,0}, f32[3]{0}, f32[3]{0}) batch-norm-grad(x, s, m, v, i), epsilon=0, feature_index=1
  g0 = f32[2,3]{1,0} get-tuple-element(g), index=0
  g1 = f32[3]{0} get-tuple-element(g), index=1
  g2 = f32[3]{0} get-tuple-element(g), index=2
  ROOT r = (f32[2,3]{1,0}, f32[2,3]{1,0}, f32[3]{0}, f32[3]{0}) tuple(y, g0, g1, g2)
}""",
    "map": """\
HloModule m
add_one {
  p = f32[] parameter(0)
  q = f32[] parameter(1)
  s = f32[] add(p, q)
  ROOT m = f32[] multiply(s, p)
}
ENTRY e {
  a = f32[2,2]{1,0} parameter(0)
  b = f32[2,2]{1,0} parameter(1)
  ROOT c = f32[2,2]{1,0} map(a, b), dimensions={0,1}, to_apply=add_one
}""",
    "collective_broadcast": """\
HloModule m, replica_count=4
ENTRY e {
  a = s64[1,2]{1,0} parameter(0)
  ROOT c = s64[1,2]{1,0} collective-broadcast(a), channel_id=1, replica_groups={{2,1},{0,3}}
}""",
    "get_dimension_size": """\
HloModule m
ENTRY e {
  a = f32[2,3]{1,0} parameter(0)
  ROOT c = s32[] get-dimension-size(a), dimensions={1}
}""",
    "cholesky": """\
HloModule m
ENTRY e {
  a = f32[3,3]{1,0} parameter(0)
  l = f32[3,3]{1,0} cholesky(a), lower=true
  ROOT u = f32[3,3]{1,0} cholesky(l)
}""",
    "elementwise": """\
HloModule m
ENTRY e {
  a = f32[3]{0} parameter(0)
  b = f32[3]{0} acos(a)
  c = f32[3]{0} acosh(b)
  d = f32[3]{0} asin(c)
  e = f32[3]{0} asinh(d)
  g = f32[3]{0} atanh(e)
  h = f32[3]{0} sinh(g)
  ROOT i = f32[3]{0} cosh(h)
}""",
    "infeed_outfeed": """\
HloModule m
ENTRY e {
  t = token[] parameter(0)
  f = ((s64[2,2]{1,0}, f32[3]{0}), token[]) infeed(t), infeed_config="cfg"
  d = (s64[2,2]{1,0}, f32[3]{0}) get-tuple-element(f), index=0
  a = s64[2,2]{1,0} get-tuple-element(d), index=0
  b = f32[3]{0} get-tuple-element(d), index=1
  t1 = token[] get-tuple-element(f), index=1
  o = (s64[2,2]{1,0}, f32[3]{0}) tuple(a, b)
  ROOT t2 = token[] outfeed(o, t1), outfeed_shape=(s64[2,2]{1,0}, f32[3]{0})
}""",
}


@pytest.mark.parametrize("name", sorted(HLO))
def test_hlo_prints_as_stablehlo_that_reads_back_and_xla_reads(xla, name):
    from tools.corpus.stablehlo import xla_conversion
    module = hlotool.parse(HLO[name])
    text = format_stablehlo(module)
    back = hlotool.parse_stablehlo(text, f"{name}.mlir", canonicalize=False)
    result = hlotool.diff(module, back)
    assert result.same, (text, result)
    xla_text = xla_conversion(text)                    # XLA reads it, and converts it as hlotool does
    result = hlotool.diff(hlotool.parse_stablehlo(text, f"{name}.mlir"), hlotool.parse(xla_text))
    assert result.same, (text, result)


def test_printed_forms_are_xlas():
    """Where XLA's HLO -> StableHLO translation has a form for the op, hlotool prints it (mhlo.* for HLO's
    elementwise ops StableHLO lacks, the properties MLIR sorts)."""
    text = format_stablehlo(hlotool.parse(HLO["elementwise"]))
    assert "mhlo.acos %arg0 : tensor<3xf32>" in text and "chlo." not in text
    text = format_stablehlo(hlotool.parse(HLO["triangular_solve"]))
    assert ("<{left_side = false, lower = false, transpose_a = #stablehlo<transpose ADJOINT>, unit_diagonal = true}>"
            in text)
    text = format_stablehlo(hlotool.parse(HLO["batch_norm"]))
    assert "<{epsilon = 0.001 : f32, feature_index = 1 : i64}>" in text


def test_bad_ops_are_located_errors():
    bad = STABLEHLO["rng"].replace("UNIFORM", "CAUCHY")
    with pytest.raises(hlotool.HloError, match=r"rng distribution CAUCHY"):
        hlotool.parse_stablehlo(bad, "bad.mlir")
    bad = STABLEHLO["get_dimension_size"].replace("dim = 1", "dim = 5")
    with pytest.raises(hlotool.HloError, match=r"bad.mlir:3:5: .*dimension 5 is outside"):
        hlotool.parse_stablehlo(bad, "bad.mlir")
    bad = STABLEHLO["send"].replace("(%a, %t)", "(%a, %a, %t)").replace(
        "(tensor<2x2xi64>, !stablehlo.token)", "(tensor<2x2xi64>, tensor<2x2xi64>, !stablehlo.token)")
    with pytest.raises(hlotool.HloError, match=r"send of 2 arrays"):
        hlotool.parse_stablehlo(bad, "bad.mlir")

