"""Engine: plans, argument checks, memory and step limits, error messages."""
import numpy as np
import pytest

import hlotool
from hlotool.interp import InputMismatch, InterpError


ADD = """HloModule m
ENTRY e {
  p = f32[2] parameter(0)
  c = f32[2] constant({1,2})
  a = f32[2] add(p, c)
  ROOT t = (f32[2], f32[2]) tuple(a, p)
}"""


def test_end_to_end_tuple_leaves():
    a, p = hlotool.run(ADD, np.ones(2, np.float32))
    np.testing.assert_array_equal(a, [2, 3])
    np.testing.assert_array_equal(p, [1, 1])


def test_wrong_arg_count_and_shape():
    with pytest.raises(InputMismatch, match="takes 1 argument"):
        hlotool.run(ADD)
    with pytest.raises(InputMismatch, match="parameter 0 .*f32\\[2\\]"):
        hlotool.run(ADD, np.ones(3, np.float32))


def test_memory_limit_refuses_before_allocating():
    text = """HloModule m
ENTRY e {
  c = f32[] constant(1)
  ROOT b = f32[100000,100000] broadcast(c), dimensions={}
}"""
    with pytest.raises(InterpError, match="memory limit") as e:
        hlotool.run(text, max_memory=1 << 20)
    assert "%b (broadcast)" in str(e.value)


LOOP = """HloModule m
cond {
  s = s32[] parameter(0)
  k = s32[] constant(10)
  ROOT lt = pred[] compare(s, k), direction=LT
}
body {
  s = s32[] parameter(0)
  one = s32[] constant(1)
  ROOT n = s32[] add(s, one)
}
ENTRY e {
  z = s32[] parameter(0)
  ROOT w = s32[] while(z), condition=cond, body=body
}"""


def test_while_and_max_steps():
    (r,) = hlotool.run(LOOP, np.int32(0))
    assert r == 10
    with pytest.raises(InterpError, match="max_steps=5"):
        hlotool.run(LOOP, np.int32(0), max_steps=5)
