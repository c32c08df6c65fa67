"""A while loop's integer and pred scalars held as Python ints and bools by its generated code (``codegen``):
XLA's wrap-around at the limits of each type, compares, selects, and start indices of dynamic slices, each
against the step loop (a hook installed) and XLA CPU."""
import numpy as np
import pytest

import hlotool
from hlotool.interp.codegen import loop_function
from hlotool.interp.plans import cached_plan

# Six iterations of: s32 c += 1 (wraps past 2**31-1), u32 u -= 3 (wraps below 0), s64 m *= 3037000500
# (wraps past 2**63), s16 h = max(h, c16) + 20000, u8 b += 100; a select on a compare of the wrapped values; the
# counter as a dynamic-update-slice's and a dynamic-slice's start index.
LOOP = """HloModule m
cond {
  p = (s32[], s32[], u32[], s64[], s16[], u8[], s32[6], s32[]) parameter(0)
  i = s32[] get-tuple-element(p), index=0
  n = s32[] constant(6)
  ROOT lt = pred[] compare(i, n), direction=LT
}
body {
  p = (s32[], s32[], u32[], s64[], s16[], u8[], s32[6], s32[]) parameter(0)
  i = s32[] get-tuple-element(p), index=0
  one = s32[] constant(1)
  i1 = s32[] add(i, one)
  c = s32[] get-tuple-element(p), index=1
  c1 = s32[] add(c, one)
  uu = u32[] get-tuple-element(p), index=2
  three = u32[] constant(3)
  uu1 = u32[] subtract(uu, three)
  m = s64[] get-tuple-element(p), index=3
  k = s64[] constant(3037000500)
  m1 = s64[] multiply(m, k)
  h = s16[] get-tuple-element(p), index=4
  lo = s16[] constant(-7)
  big = s16[] constant(20000)
  hm = s16[] maximum(h, lo)
  h1 = s16[] add(hm, big)
  b = u8[] get-tuple-element(p), index=5
  hundred = u8[] constant(100)
  b1 = u8[] add(b, hundred)
  wrapped = pred[] compare(c1, c), direction=LT
  zero = s32[] constant(0)
  d = s32[] subtract(zero, c1)
  sel = s32[] select(wrapped, d, c1)
  out = s32[6] get-tuple-element(p), index=6
  upd = s32[1] reshape(sel)
  out1 = s32[6] dynamic-update-slice(out, upd, i)
  back = s32[1] dynamic-slice(out1, i), dynamic_slice_sizes={1}
  last = s32[] reshape(back)
  ROOT t = (s32[], s32[], u32[], s64[], s16[], u8[], s32[6], s32[]) tuple(i1, c1, uu1, m1, h1, b1, out1, last)
}
ENTRY e {
  i0 = s32[] constant(0)
  c0 = s32[] parameter(0)
  uu0 = u32[] parameter(1)
  m0 = s64[] parameter(2)
  h0 = s16[] parameter(3)
  b0 = u8[] parameter(4)
  z = s32[] constant(0)
  out0 = s32[6] broadcast(z), dimensions={}
  init = (s32[], s32[], u32[], s64[], s16[], u8[], s32[6], s32[]) tuple(i0, c0, uu0, m0, h0, b0, out0, z)
  ROOT w = (s32[], s32[], u32[], s64[], s16[], u8[], s32[6], s32[]) while(init), condition=cond, body=body
}"""

ARGS = [np.int32(2**31 - 3), np.uint32(1), np.int64(3037000499), np.int16(-30000), np.uint8(200)]
# what XLA gives (checked against XLA CPU below)
WANT = [6, -2**31 + 3, 2**32 - 17, None, None, (200 + 600) % 256,
        [2**31 - 2, 2**31 - 1, -2**31, -2**31 + 1, -2**31 + 2, -2**31 + 3], -2**31 + 3]
# (-(-2**31) wraps to -2**31: the select's negation of the first wrapped value keeps it)


def _run(text, args, **kw):
    return [np.asarray(v) for v in hlotool.run(text, *args, **kw)]


def _want_m(m0):
    m = m0
    for _ in range(6):
        m = (m * 3037000500 + 2**63) % 2**64 - 2**63
    return m


def _want_h(h0):
    h = h0
    for _ in range(6):
        h = (max(h, -7) + 20000 + 2**15) % 2**16 - 2**15
    return h


def test_scalars_wrap_as_xla_wraps_them():
    module = hlotool.parse(LOOP)
    got = _run(module, ARGS)
    want = list(WANT)
    want[3], want[4] = _want_m(int(ARGS[2])), _want_h(int(ARGS[3]))
    for g, w in zip(got, want, strict=True):
        np.testing.assert_array_equal(g, w)
    assert [g.dtype for g in got] == [np.int32, np.int32, np.uint32, np.int64, np.int16, np.uint8, np.int32,
                                      np.int32]
    assert all(type(g) is np.ndarray for g in got)
    # the loop's code holds them as Python ints: the s32 counter wraps by 2**32, u32 by its modulus
    body, cond = (cached_plan(module.computation(n)) for n in ("body", "cond"))
    source = loop_function(cond, body)[0].__globals__["__hlotool_code__"].source
    assert "+ 2147483648) % 4294967296 - 2147483648)" in source and "% 4294967296)" in source
    assert ".item()" in source


def test_generated_loop_equals_the_step_loop():
    module = hlotool.parse(LOOP)
    fast = _run(module, ARGS)
    slow = _run(module, ARGS, on_value=lambda *a: None)         # a hook: the step loop, arrays throughout
    for f, s in zip(fast, slow, strict=True):
        assert f.dtype == s.dtype and f.tobytes() == s.tobytes()


@pytest.mark.parametrize("args", [ARGS, [np.int32(2**31 - 1), np.uint32(0), np.int64(-2**63), np.int16(2**15 - 1),
                                         np.uint8(255)],
                                  [np.int32(-2**31), np.uint32(2**32 - 1), np.int64(2**63 - 1), np.int16(-2**15),
                                   np.uint8(0)]])
def test_scalars_at_the_limits_equal_xla(xla, args):
    from support.xla_oracle import compile_on_xla_cpu, xla_execute
    got = _run(LOOP, args)
    want = xla_execute(compile_on_xla_cpu(LOOP), args)
    for g, w in zip(got, want, strict=True):
        assert g.dtype == w.dtype and g.tobytes() == np.asarray(w).tobytes()


COUNTER_ONLY_READ_AS_ARRAY = """HloModule m
cond {
  p = (s32[], f32[]) parameter(0)
  i = s32[] get-tuple-element(p), index=0
  n = s32[] constant(4)
  ROOT lt = pred[] compare(i, n), direction=LT
}
body {
  p = (s32[], f32[]) parameter(0)
  i = s32[] get-tuple-element(p), index=0
  f = f32[] convert(i)
  x = f32[] get-tuple-element(p), index=1
  y = f32[] add(x, f)
  i1 = s32[] convert(y)
  ROOT t = (s32[], f32[]) tuple(i1, y)
}
ENTRY e {
  i0 = s32[] constant(1)
  x0 = f32[] constant(0)
  init = (s32[], f32[]) tuple(i0, x0)
  ROOT w = (s32[], f32[]) while(init), condition=cond, body=body
}"""


def test_a_scalar_the_body_computes_as_an_array_stays_one():
    module = hlotool.parse(COUNTER_ONLY_READ_AS_ARRAY)
    i, x = hlotool.run(module)
    assert (int(i), float(x)) == (4, 4.0)       # 1 -> 2 -> 4 (x: 1, 2... the counter doubles)
    body, cond = (cached_plan(module.computation(n)) for n in ("body", "cond"))
    assert ".item()" not in loop_function(cond, body)[0].__globals__["__hlotool_code__"].source
