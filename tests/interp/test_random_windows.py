"""Property tests: random convolution / reduce-window / gather parameters vs XLA CPU."""
from __future__ import annotations

import numpy as np
import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from support.xla_oracle import check_against_xla, rand

SETTINGS = settings(max_examples=25, deadline=None, suppress_health_check=[HealthCheck.too_slow])


def _out_size(n, k, stride, lo, hi, lhs_dil, rhs_dil):
    base = (n - 1) * lhs_dil + 1 + lo + hi
    eff = (k - 1) * rhs_dil + 1
    return (base - eff) // stride + 1 if base >= eff else 0


window_dim = st.tuples(st.integers(3, 7), st.integers(1, 3), st.integers(1, 3), st.integers(-1, 2),
                       st.integers(-1, 2), st.integers(1, 2), st.integers(1, 2))


@pytest.mark.xla
@pytest.mark.slow
@SETTINGS
@given(dims=st.lists(window_dim, min_size=1, max_size=2), groups=st.sampled_from([1, 2]),
       labels=st.sampled_from(["b{s}f_{s}io->b{s}f", "bf{s}_oi{s}->bf{s}", "f{s}b_i{s}o->{s}bf"]),
       seed=st.integers(0, 100))
def test_random_convolution_vs_xla(dims, groups, labels, seed):
    spatial = "".join(str(i) for i in range(len(dims)))
    lhs_l, rest = labels.format(s=spatial).split("_")
    rhs_l, out_l = rest.split("->")
    outs = [_out_size(*d) for d in dims]
    if min(outs) <= 0:
        return
    c, o, b = 2 * groups, 2 * groups, 2
    size = {"b": b, "f": c, **{str(i): d[0] for i, d in enumerate(dims)}}
    ksize = {"o": o, "i": c // groups, **{str(i): d[1] for i, d in enumerate(dims)}}
    osize = {"b": b, "f": o, **{str(i): outs[i] for i in range(len(dims))}}
    lhs = tuple(size[ch] for ch in lhs_l)
    rhs = tuple(ksize[ch] for ch in rhs_l)
    out = tuple(osize[ch] for ch in out_l)
    win = " ".join([
        "size=" + "x".join(str(d[1]) for d in dims), "stride=" + "x".join(str(d[2]) for d in dims),
        "pad=" + "x".join(f"{d[3]}_{d[4]}" for d in dims), "lhs_dilate=" + "x".join(str(d[5]) for d in dims),
        "rhs_dilate=" + "x".join(str(d[6]) for d in dims)])
    def j(s):
        return ",".join(map(str, s))
    text = f"""HloModule m
ENTRY e {{
  a = f32[{j(lhs)}] parameter(0)
  k = f32[{j(rhs)}] parameter(1)
  ROOT c = f32[{j(out)}] convolution(a, k), window={{{win}}}, dim_labels={lhs_l}_{rhs_l}->{out_l}, feature_group_count={groups}
}}"""
    rng = np.random.default_rng(seed)
    check_against_xla(text, [rand(rng, lhs, "f32"), rand(rng, rhs, "f32")], rtol=1e-4, atol=1e-4)


@pytest.mark.xla
@SETTINGS
@given(dims=st.lists(window_dim, min_size=1, max_size=3), op=st.sampled_from(["add", "maximum", "minimum"]),
       seed=st.integers(0, 100))
def test_random_reduce_window_vs_xla(dims, op, seed):
    outs = [_out_size(*d) for d in dims]
    if min(outs) <= 0:
        return
    shape = tuple(d[0] for d in dims)
    init = {"add": "0", "maximum": "-inf", "minimum": "inf"}[op]
    win = " ".join([
        "size=" + "x".join(str(d[1]) for d in dims), "stride=" + "x".join(str(d[2]) for d in dims),
        "pad=" + "x".join(f"{d[3]}_{d[4]}" for d in dims), "lhs_dilate=" + "x".join(str(d[5]) for d in dims),
        "rhs_dilate=" + "x".join(str(d[6]) for d in dims)])
    def j(s):
        return ",".join(map(str, s))
    text = f"""HloModule m
red {{
  a = f32[] parameter(0)
  b = f32[] parameter(1)
  ROOT c = f32[] {op}(a, b)
}}
ENTRY e {{
  x = f32[{j(shape)}] parameter(0)
  z = f32[] constant({init})
  ROOT r = f32[{j(outs)}] reduce-window(x, z), window={{{win}}}, to_apply=red
}}"""
    check_against_xla(text, [rand(np.random.default_rng(seed), shape, "f32")])


@pytest.mark.xla
@SETTINGS
@given(shape=st.lists(st.integers(1, 5), min_size=1, max_size=3), data=st.data())
def test_random_gather_vs_xla(shape, data):
    """Random start_index_map / collapsed dims / slice sizes, with out-of-range starts (clamped)."""
    rank = len(shape)
    index_map = data.draw(st.permutations(range(rank)).map(lambda p: p[:data.draw(st.integers(1, rank))]))
    sizes = [data.draw(st.integers(1 if shape[d] else 0, shape[d])) for d in range(rank)]
    collapsible = [d for d in range(rank) if sizes[d] == 1]
    collapsed = sorted(data.draw(st.lists(st.sampled_from(collapsible), unique=True)) if collapsible else [])
    nidx = data.draw(st.integers(1, 4))
    starts = np.array(data.draw(st.lists(st.lists(st.integers(-2, 6), min_size=len(index_map),
                                                  max_size=len(index_map)), min_size=nidx, max_size=nidx)),
                      np.int32)
    kept = [sizes[d] for d in range(rank) if d not in collapsed]
    out = [nidx] + kept
    offset_dims = list(range(1, 1 + len(kept)))
    def j(s):
        return ",".join(map(str, s))
    text = f"""HloModule m
ENTRY e {{
  a = s32[{j(shape)}] parameter(0)
  i = s32[{nidx},{len(index_map)}] parameter(1)
  ROOT g = s32[{j(out)}] gather(a, i), offset_dims={{{j(offset_dims)}}}, collapsed_slice_dims={{{j(collapsed)}}}, start_index_map={{{j(index_map)}}}, index_vector_dim=1, slice_sizes={{{j(sizes)}}}
}}"""
    operand = np.arange(int(np.prod(shape)), dtype=np.int32).reshape(shape)
    check_against_xla(text, [operand, starts])


@pytest.mark.xla
@SETTINGS
@given(shape=st.lists(st.integers(1, 5), min_size=1, max_size=3), data=st.data())
def test_random_scatter_add_vs_xla(shape, data):
    """Random scatter dims / window sizes; starts may put windows out of bounds (skipped)."""
    rank = len(shape)
    to_operand = data.draw(st.permutations(range(rank)).map(lambda p: p[:data.draw(st.integers(1, rank))]))
    inserted = sorted(data.draw(st.lists(st.sampled_from(list(to_operand)), unique=True)))
    window = [data.draw(st.integers(1, shape[d])) for d in range(rank) if d not in inserted]
    nidx = data.draw(st.integers(1, 5))
    starts = np.array(data.draw(st.lists(st.lists(st.integers(-1, 5), min_size=len(to_operand),
                                                  max_size=len(to_operand)), min_size=nidx, max_size=nidx)),
                      np.int32)
    upd_shape = [nidx] + window
    def j(s):
        return ",".join(map(str, s))
    text = f"""HloModule m
ad {{
  a = s32[] parameter(0)
  b = s32[] parameter(1)
  ROOT c = s32[] add(a, b)
}}
ENTRY e {{
  a = s32[{j(shape)}] parameter(0)
  i = s32[{nidx},{len(to_operand)}] parameter(1)
  u = s32[{j(upd_shape)}] parameter(2)
  ROOT s = s32[{j(shape)}] scatter(a, i, u), update_window_dims={{{j(range(1, 1 + len(window)))}}}, inserted_window_dims={{{j(inserted)}}}, scatter_dims_to_operand_dims={{{j(to_operand)}}}, index_vector_dim=1, to_apply=ad
}}"""
    rng = np.random.default_rng(0)
    check_against_xla(text, [rand(rng, shape, "s32"), starts, rand(rng, upd_shape, "s32")])
