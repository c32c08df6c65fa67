"""rng-bit-generator is bit-exact with XLA CPU; rng and rng-get-and-update-state behave as documented."""
from __future__ import annotations

import numpy as np
import pytest

from support.xla_oracle import check_against_xla, hlo_run, xla_run

# odd and even dims (Threefry splits the shape in halves), scalars, 64-bit and narrow outputs
SHAPES = ["u32[]", "u32[3,4]", "u32[3,5]", "u32[1,7,1]", "u64[]", "u64[7]", "u8[3,3]"]


@pytest.mark.xla
@pytest.mark.parametrize("algorithm,state", [("rng_three_fry", "u64[2]"), ("rng_philox", "u64[2]"),
                                             ("rng_philox", "u64[3]"), ("rng_default", "u64[2]")])
@pytest.mark.parametrize("shape", SHAPES)
def test_rng_bit_generator_bit_exact_vs_xla(algorithm, state, shape):
    text = f"""HloModule m
ENTRY e {{
  s = {state} parameter(0)
  ROOT r = ({state}, {shape}) rng-bit-generator(s), algorithm={algorithm}
}}"""
    n = int(state[4])
    # a counter near 2**64 exercises the 128-bit carry of Philox
    seed = np.array([0x123456789ABCDEF0, 0xFFFFFFFFFFFFFFFE, 7][:n], np.uint64)
    check_against_xla(text, [seed], exact=True)


@pytest.mark.xla
def test_rng_bit_generator_chained_states_vs_xla():
    text = """HloModule m
ENTRY e {
  s = u64[2] parameter(0)
  a = (u64[2], u32[6]) rng-bit-generator(s), algorithm=rng_three_fry
  st1 = u64[2] get-tuple-element(a), index=0
  b = (u64[2], u32[6]) rng-bit-generator(st1), algorithm=rng_three_fry
  x = u32[6] get-tuple-element(a), index=1
  y = u32[6] get-tuple-element(b), index=1
  st2 = u64[2] get-tuple-element(b), index=0
  ROOT t = (u32[6], u32[6], u64[2]) tuple(x, y, st2)
}"""
    check_against_xla(text, [np.array([42, 0], np.uint64)], exact=True)


def test_rng_uniform_and_normal_ranges():
    text = """HloModule m
ENTRY e {
  a = f32[] constant(2)
  b = f32[] constant(3)
  u = f32[1000] rng(a, b), distribution=rng_uniform
  lo = s32[] constant(-3)
  hi = s32[] constant(4)
  i = s32[1000] rng(lo, hi), distribution=rng_uniform
  mu = f32[] constant(10)
  sd = f32[] constant(0.5)
  n = f32[4000] rng(mu, sd), distribution=rng_normal
  ROOT t = (f32[1000], s32[1000], f32[4000]) tuple(u, i, n)
}"""
    u, i, n = hlo_run(text, [])
    assert u.min() >= 2 and u.max() < 3
    assert i.min() >= -3 and i.max() < 4 and len(np.unique(i)) == 7
    assert abs(n.mean() - 10) < 0.05 and abs(n.std() - 0.5) < 0.05


@pytest.mark.xla
def test_rng_get_and_update_state_advances_by_delta():
    text = """HloModule m
ENTRY e {
  a = u64[2] rng-get-and-update-state(), delta=16
  b = u64[2] rng-get-and-update-state(), delta=16
  ROOT t = (u64[2], u64[2]) tuple(a, b)
}"""
    a, b = hlo_run(text, [])
    # XLA CPU keeps one counter per instruction: both read its initial state
    np.testing.assert_array_equal(a, b)
    np.testing.assert_array_equal(a, xla_run(text, [])[0])
