"""custom-call ApproxTopK (jax.lax.approx_max_k / approx_min_k as TPU keeps it): verify checks the operands,
comparator and result shape (the reduction dimension top_k long, or XLA's ApproxTopKReductionOutputSize);
run gives the exact top-k (a valid answer to the approximate one); cost counts it."""
from __future__ import annotations

import numpy as np
import pytest

import hlotool
from hlotool.shape_inference.approx_top_k import approx_top_k_reduction_output_size


def _module(n_inputs=2, largest=True, aggregate=True, k=4, rows=3, cols=300, out=None, recall="0.899999976",
            dim=1, init="f32[]"):
    """approx_max_k's HLO (as hlotool converts jax's StableHLO), the comparator on called_computations."""
    out = k if out is None else out
    direction = "GT" if largest else "LT"
    shapes = [f"f32[{rows},{out}]", f"s32[{rows},{out}]"][:n_inputs]
    result = shapes[0] if n_inputs == 1 else f"({', '.join(shapes)})"
    params = "a: f32[], b: f32[], c: s32[], d: s32[]" if n_inputs == 2 else "a: f32[], b: f32[]"
    inputs = "x, iota" if n_inputs == 2 else "x"
    inits = "init_v, m1" if n_inputs == 2 else "init_v"
    infinity = "-inf" if largest else "inf"
    return f"""HloModule approx

cmp ({params}) -> pred[] {{
  a = f32[] parameter(0)
  b = f32[] parameter(1)
  {"c = s32[] parameter(2)" if n_inputs == 2 else ""}
  {"d = s32[] parameter(3)" if n_inputs == 2 else ""}
  ROOT r = pred[] compare(a, b), direction={direction}
}}

ENTRY main {{
  x = f32[{rows},{cols}] parameter(0)
  iota = s32[{rows},{cols}] iota(), iota_dimension=1
  init_v = {init} constant({infinity})
  m1 = s32[] constant(-1)
  ROOT t = {result} custom-call({inputs}, {inits}), custom_call_target="ApproxTopK", called_computations={{cmp}}, api_version=API_VERSION_TYPED_FFI, backend_config={{aggregate_to_topk = {str(aggregate).lower()}, is_fallback = false, recall_target = {recall} : f32, reduction_dim = {dim} : i64, reduction_input_size_override = -1 : i64, top_k = {k} : i64}}
}}
"""


# (input size, rank, k, recall, aggregate, override) -> (output size, log2 reduction), worked by hand from
# approx_topk_shape.cc: 300 > 128 lanes; M = floor(3 / -log(0.9f)) = 28 -> 128; log2(300 // 128) = 1; capped at
# log2_ceil(300 // 128) = 1; ceil(ceil(300 / 128) / 2) * 128 = 256.
FORMULA_CASES = {
    (300, 2, 4, 0.9, False, -1): (256, 1),
    (300, 2, 4, 0.9, True, -1): (4, -1),          # aggregate_to_topk: top_k
    (100, 2, 4, 0.9, False, -1): (100, 0),        # one lane tile
    (1000, 1, 4, 0.9, False, -1): (1000, 0),      # rank 1: a 1024 chunk
    (4096, 2, 1, 0.9, False, -1): (128, 5),       # k = 1: one tile, log2(4096 / 128)
    (4096, 2, 10, 1.0, False, -1): (4096, 0),     # recall 1.0: no reduction
    # M = floor(9 / -log(0.95f)) = 175; log2(4096 // 175 = 23) = 4, cap log2_ceil(32) = 5 -> ceil(32 / 16) * 128
    (4096, 2, 10, 0.95, False, -1): (256, 4),
    # the override is the logical size: log2(65536 // 175 = 374) = 8, capped at 5 -> ceil(32 / 32) * 128
    (4096, 2, 10, 0.95, False, 65536): (128, 5),
    # M = floor(99 / -log(0.9f)) = 939; log2(100000 // 939 = 106) = 6; cap log2_ceil(781) = 10; ceil(782 / 64) * 128
    (100000, 2, 100, 0.9, False, -1): (1664, 6),
}


@pytest.mark.parametrize("case", sorted(FORMULA_CASES))
def test_reduction_output_size_as_xla_computes_it(case):
    assert approx_top_k_reduction_output_size(*case) == FORMULA_CASES[case]


def test_reduction_output_size_errors_as_xla():
    with pytest.raises(ValueError, match="recall_target"):
        approx_top_k_reduction_output_size(4096, 2, 10, 0.0, False)
    with pytest.raises(ValueError, match="override"):
        approx_top_k_reduction_output_size(4096, 2, 10, 0.9, False, 1000)


@pytest.mark.xla
def test_reduction_output_size_matches_xlas_function():
    _jax = pytest.importorskip("jaxlib._jax")
    for case, want in FORMULA_CASES.items():
        assert tuple(_jax.approx_top_k_reduction_output_size(*case)) == want, case


def test_verify_accepts_a_good_module():
    for n, agg in ((1, True), (2, True), (2, False), (1, False)):
        out = 4 if agg else 256
        diags = hlotool.verify(hlotool.parse(_module(n_inputs=n, aggregate=agg, out=out)))
        assert [d for d in diags if d.severity == "error"] == [], (n, agg, diags)
    to_apply = _module().replace("called_computations={cmp}", "to_apply=cmp")      # the other spelling
    assert [d for d in hlotool.verify(hlotool.parse(to_apply)) if d.severity == "error"] == []


def test_verify_locates_a_wrong_result_shape():
    text = _module(aggregate=False, out=4)            # XLA's size is 256, not top_k
    diags = [d for d in hlotool.verify(hlotool.parse(text, "approx.hlo")) if d.severity == "error"]
    assert len(diags) == 1 and diags[0].code == "V200", diags
    line = next(i for i, t in enumerate(text.splitlines(), 1) if "custom-call(" in t)
    assert diags[0].loc.line == line and "f32[3,256]" in diags[0].message, diags[0]


def test_verify_locates_wrong_operands_and_settings():
    cases = {
        "V101": _module().replace("custom-call(x, iota, init_v, m1)", "custom-call(x, iota, init_v)"),
        "V201": _module(init="f16[]"),
        "V202": _module(dim=2),
        "V112": _module().replace("top_k = 4 : i64", ""),
    }
    for code, text in cases.items():
        diags = [d for d in hlotool.verify(hlotool.parse(text)) if d.severity == "error"]
        assert diags and diags[0].code == code and diags[0].loc is not None, (code, diags)


def _expected(x, largest, size):
    order = np.argsort(-x if largest else x, axis=1, kind="stable")[:, :size]
    return np.take_along_axis(x, order, 1), order.astype(np.int32)


@pytest.mark.parametrize("largest", [True, False])
@pytest.mark.parametrize("aggregate", [True, False])
@pytest.mark.parametrize("n_inputs", [1, 2])
def test_run_gives_the_exact_top_k(largest, aggregate, n_inputs):
    rng = np.random.default_rng(0)
    x = rng.permutation(3 * 300).reshape(3, 300).astype(np.float32)     # distinct values: one right answer
    size = 4 if aggregate else approx_top_k_reduction_output_size(300, 2, 4, 0.9, False)[0]
    assert size == (4 if aggregate else 256)
    got = hlotool.run(_module(n_inputs=n_inputs, largest=largest, aggregate=aggregate, out=size), x)
    values, indices = _expected(x, largest, size)
    assert np.array_equal(got[0], values)
    if n_inputs == 2:
        assert got[1].dtype == np.int32 and np.array_equal(got[1], indices)


def test_cost_gives_a_figure():
    report = hlotool.cost(hlotool.parse(_module()))
    flops = report["flops"] if "flops" in report else report["totals"]["flops"]
    assert flops == 3 * 300 * 9          # each element x ceil(log2 300) comparisons
