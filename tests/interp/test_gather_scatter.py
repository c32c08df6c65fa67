"""gather and scatter vs XLA CPU: general dimension numbers, batching dims, clamping and
out-of-bounds skipping, any combiner, variadic scatter."""
from __future__ import annotations

import numpy as np
import pytest

from support.xla_oracle import check_against_xla, hlo_run, rand

GATHERS = [
    # operand, indices (array), out, attrs
    ((5, 6, 7), [[0, 0], [4, 6], [-3, 2], [2, 5]], (4, 6, 3),
     "offset_dims={1,2}, collapsed_slice_dims={0}, start_index_map={0,2}, index_vector_dim=1, slice_sizes={1,6,3}"),
    ((3, 5, 6), np.array([[[1], [4], [0]], [[2], [9], [-1]], [[3], [3], [3]], [[0], [1], [2]]]), (4, 3, 2, 6),
     "offset_dims={2,3}, collapsed_slice_dims={}, operand_batching_dims={0}, start_indices_batching_dims={1}, "
     "start_index_map={1}, index_vector_dim=2, slice_sizes={1,2,6}"),
    ((6,), [2], (), "offset_dims={}, collapsed_slice_dims={0}, start_index_map={0}, index_vector_dim=0, slice_sizes={1}"),
    ((4, 5), [[1, 3], [0, 0], [3, 4]], (3,),
     "offset_dims={}, collapsed_slice_dims={0,1}, start_index_map={0,1}, index_vector_dim=1, slice_sizes={1,1}"),
    ((4, 5), [[[1], [2]], [[3], [0]]], (2, 2, 4),
     "offset_dims={2}, collapsed_slice_dims={1}, start_index_map={1}, index_vector_dim=2, slice_sizes={4,1}"),
    ((4, 5), [[1, 2], [3, 0]], (2, 3, 2, 2),
     "offset_dims={1,3}, collapsed_slice_dims={}, start_index_map={1}, index_vector_dim=2, slice_sizes={3,2}"),
    # indices with the index vector dim first
    ((5, 6), [[1, 4, 2], [0, 5, 3]], (3, 2, 2),
     "offset_dims={1,2}, collapsed_slice_dims={}, start_index_map={0,1}, index_vector_dim=0, slice_sizes={2,2}"),
]


@pytest.mark.xla
@pytest.mark.parametrize("operand,indices,out,attrs", GATHERS, ids=[f"gather{i}" for i in range(len(GATHERS))])
def test_gather_vs_xla(operand, indices, out, attrs):
    idx = np.asarray(indices, np.int32)
    text = f"""HloModule m
ENTRY e {{
  a = f32[{",".join(map(str, operand))}] parameter(0)
  i = s32[{",".join(map(str, idx.shape))}] parameter(1)
  ROOT g = f32[{",".join(map(str, out))}] gather(a, i), {attrs}
}}"""
    check_against_xla(text, [rand(np.random.default_rng(0), operand, "f32"), idx], exact=True)


@pytest.mark.xla
def test_gather_spec_example_clamps_starts():
    """Spec: gather of 2x2 windows at starts that run off the edge are clamped into bounds."""
    text = """HloModule m
ENTRY e {
  a = s32[3,3] parameter(0)
  i = s32[2,2] parameter(1)
  ROOT g = s32[2,2,2] gather(a, i), offset_dims={1,2}, collapsed_slice_dims={}, start_index_map={0,1}, index_vector_dim=1, slice_sizes={2,2}
}"""
    a = np.arange(9, dtype=np.int32).reshape(3, 3)
    idx = np.array([[2, 2], [-1, 0]], np.int32)
    got = hlo_run(text, [a, idx])[0]
    np.testing.assert_array_equal(got, [[[4, 5], [7, 8]], [[0, 1], [3, 4]]])
    check_against_xla(text, [a, idx])


def _scatter(operand, idx_shape, upd_shape, attrs, combiner, t="f32"):
    comb = {
        "add": f"ROOT c = {t}[] add(a, b)",
        "max": f"ROOT c = {t}[] maximum(a, b)",
        "min": f"ROOT c = {t}[] minimum(a, b)",
        "mul": f"ROOT c = {t}[] multiply(a, b)",
        "generic": f"m = {t}[] multiply(a, b)\n  ROOT c = {t}[] add(m, b)",
    }
    body = comb.get(combiner)
    if combiner == "replace":
        head = f"cb {{\n  a = {t}[] parameter(0)\n  ROOT b = {t}[] parameter(1)\n}}"
    else:
        head = f"cb {{\n  a = {t}[] parameter(0)\n  b = {t}[] parameter(1)\n  {body}\n}}"
    def d(s):
        return ",".join(map(str, s))
    return f"""HloModule m
{head}
ENTRY e {{
  a = {t}[{d(operand)}] parameter(0)
  i = s32[{d(idx_shape)}] parameter(1)
  u = {t}[{d(upd_shape)}] parameter(2)
  ROOT s = {t}[{d(operand)}] scatter(a, i, u), {attrs}, to_apply=cb
}}"""


ROW_ATTRS = "update_window_dims={1}, inserted_window_dims={0}, scatter_dims_to_operand_dims={0}, index_vector_dim=1"
WIN_ATTRS = "update_window_dims={1,2}, inserted_window_dims={}, scatter_dims_to_operand_dims={1,0}, index_vector_dim=1"


@pytest.mark.xla
@pytest.mark.parametrize("combiner", ["add", "max", "min", "mul", "replace", "generic"])
def test_scatter_rows_with_duplicates_and_oob_vs_xla(combiner):
    rng = np.random.default_rng(1)
    idx = np.array([[1], [1], [7], [-1], [4], [1]], np.int32)      # duplicates and out of bounds
    updates = rand(rng, (6, 3), "f32")
    if combiner == "replace":                                       # unique in-bounds rows: defined order
        idx = np.array([[1], [3], [7], [-1], [4], [0]], np.int32)
    text = _scatter((5, 3), idx.shape, (6, 3), ROW_ATTRS, combiner)
    check_against_xla(text, [rand(rng, (5, 3), "f32"), idx, updates])


@pytest.mark.xla
def test_scatter_windows_partially_out_of_bounds_are_skipped_vs_xla():
    rng = np.random.default_rng(2)
    idx = np.array([[1, 1], [1, 1], [5, 0], [4, 3], [0, 4]], np.int32)
    text = _scatter((5, 6), idx.shape, (5, 2, 2), WIN_ATTRS, "generic")
    check_against_xla(text, [rand(rng, (5, 6), "f32"), idx, rand(rng, (5, 2, 2), "f32")])


@pytest.mark.xla
def test_scatter_integer_batching_dims_vs_xla():
    attrs = ("update_window_dims={2}, inserted_window_dims={1}, input_batching_dims={0}, "
             "scatter_indices_batching_dims={0}, scatter_dims_to_operand_dims={1}, index_vector_dim=2")
    rng = np.random.default_rng(3)
    idx = np.stack([rng.permutation(5)[:4] for _ in range(3)]).astype(np.int32)
    text = _scatter((3, 5, 6), idx.shape, (3, 4, 6), attrs, "add", t="s32")
    check_against_xla(text, [rand(rng, (3, 5, 6), "s32"), idx, rand(rng, (3, 4, 6), "s32")])


@pytest.mark.xla
def test_scatter_variadic_vs_xla():
    text = """HloModule m
cb {
  a = f32[] parameter(0)
  b = s32[] parameter(1)
  c = f32[] parameter(2)
  d = s32[] parameter(3)
  gt = pred[] compare(c, a), direction=GT
  v = f32[] select(gt, c, a)
  i = s32[] select(gt, d, b)
  ROOT t = (f32[], s32[]) tuple(v, i)
}
ENTRY e {
  a = f32[4] parameter(0)
  b = s32[4] parameter(1)
  i = s32[6,1] parameter(2)
  u = f32[6] parameter(3)
  w = s32[6] parameter(4)
  ROOT s = (f32[4], s32[4]) scatter(a, b, i, u, w), update_window_dims={}, inserted_window_dims={0}, scatter_dims_to_operand_dims={0}, index_vector_dim=1, to_apply=cb
}"""
    rng = np.random.default_rng(4)
    idx = np.array([[0], [2], [2], [3], [0], [2]], np.int32)
    check_against_xla(text, [rand(rng, (4,), "f32"), rand(rng, (4,), "s32"), idx,
                             rand(rng, (6,), "f32"), np.arange(6, dtype=np.int32)])


def test_scatter_spec_example_add_rows():
    text = _scatter((3, 3), (2, 1), (2, 3), ROW_ATTRS, "add", t="s32")
    a = np.zeros((3, 3), np.int32)
    idx = np.array([[0], [2]], np.int32)
    upd = np.array([[1, 2, 3], [4, 5, 6]], np.int32)
    np.testing.assert_array_equal(hlo_run(text, [a, idx, upd])[0], [[1, 2, 3], [0, 0, 0], [4, 5, 6]])
