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


FAILS_IN_A_CALL = """HloModule m
inner {
  x = f32[2] parameter(0)
  n = f32[2] negate(x)
  bad = f32[2] custom-call(n), custom_call_target="no_such_target"
  ROOT r = f32[2] abs(bad)
}
ENTRY e {
  p = f32[2] parameter(0)
  c = f32[2] call(p), to_apply=inner
  t = (f32[2], f32[2]) tuple(c, p)
  ROOT g = f32[2] get-tuple-element(t), index=0
}"""


@pytest.mark.parametrize("traced", [False, True])
def test_errors_name_the_failing_instruction(traced):
    # Untraced runs use the generated straight-line plan; traced ones the step loop. Both must
    # name the instruction that failed, with its computation and line.
    m = hlotool.parse(FAILS_IN_A_CALL)
    for _attempt in range(3):        # untraced: the step loop first, generated code from the 2nd run
        seen = []
        hook = (lambda inst, value, operands, ctx: seen.append(inst.name)) if traced else None  # noqa: B023  (used in this iteration)
        with pytest.raises(InterpError, match="no_such_target") as e:
            hlotool.run(m, np.ones(2, np.float32), on_value=hook)
        assert e.value.inst is not None and e.value.inst.name == "bad"
        assert e.value.computation == "inner" and ":5:" in str(e.value)
        assert seen == (["n"] if traced else [])


def test_generated_plan_matches_the_step_loop():
    from hlotool.interp.engine import cached_plan
    m = hlotool.parse(LOOP)
    slow = hlotool.run(m, np.int32(3), on_value=lambda *a: None)
    assert cached_plan(m.computation("body")).fn is None      # traced runs never generate code
    fast = hlotool.run(m, np.int32(3))
    plan = cached_plan(m.computation("body"))
    assert plan.fn is None and plan.loops           # a loop body: written into its loop's function at once
    assert fast[0] == slow[0] == 10


def test_code_is_generated_on_the_second_run():
    from hlotool.interp import kernels  # noqa: F401  (registers every kernel before the plan is made)
    from hlotool.interp.engine import cached_plan
    m = hlotool.parse(ADD)
    plan = cached_plan(m.entry)
    hlotool.run(m, np.ones(2, np.float32))
    assert plan.fn is None                       # run once: the step loop was cheaper
    first = hlotool.run(m, np.ones(2, np.float32))
    assert plan.fn is not None
    np.testing.assert_array_equal(first[0], hlotool.run(m, np.ones(2, np.float32))[0])


FAILS_IN_A_LOOP = """HloModule m
cond {
  s = s32[] parameter(0)
  k = s32[] constant(3)
  ROOT lt = pred[] compare(s, k), direction=LT
}
body {
  s = s32[] parameter(0)
  one = s32[] constant(1)
  n = s32[] add(s, one)
  f = f32[] call(n), to_apply=inner
  ROOT r = s32[] add(n, one)
}
inner {
  x = s32[] parameter(0)
  ROOT bad = f32[] custom-call(x), custom_call_target="loop_target"
}
ENTRY e {
  z = s32[] parameter(0)
  ROOT w = s32[] while(z), condition=cond, body=body
}"""


@pytest.mark.parametrize("traced", [False, True])
def test_errors_in_loops_and_nested_calls_name_the_instruction(traced):
    hook = (lambda *a: None) if traced else None
    with pytest.raises(InterpError, match="loop_target") as e:
        hlotool.run(FAILS_IN_A_LOOP, np.int32(0), on_value=hook)
    assert e.value.inst.name == "bad" and e.value.computation == "inner"


def test_memory_limit_covers_the_live_set_before_anything_runs():
    # The peak of live values is known from the static shapes: a run that cannot fit is refused
    # up front, naming where the peak is; under a limit it fits, the loop's error is reported.
    text = FAILS_IN_A_LOOP.replace(
        "  ROOT w = s32[] while(z), condition=cond, body=body",
        "  w = s32[] while(z), condition=cond, body=body\n"
        "  ROOT big = s32[4096] broadcast(w), dimensions={}")
    with pytest.raises(InterpError, match=r"needs 16.0 KiB at its peak .* %big \(broadcast\)"):
        hlotool.run(text, np.int32(0), max_memory=1024)
    with pytest.raises(InterpError, match="loop_target") as e:
        hlotool.run(text, np.int32(0), max_memory=32768)
    assert e.value.inst.name == "bad" and e.value.computation == "inner"


def test_peak_live_bytes_frees_values_after_their_last_use():
    from hlotool.interp.engine import peak_live_bytes
    text = """HloModule m
ENTRY e {
  p = f32[256] parameter(0)
  a = f32[256] negate(p)
  b = f32[256] negate(a)
  c = f32[256] negate(b)
  ROOT t = (f32[256], f32[256]) tuple(c, p)
}"""
    peak, at = peak_live_bytes(hlotool.parse(text).entry)
    assert peak == 2 * 1024 and at.name == "b"       # a and b live together; the tuple is a view


def test_async_short_forms_run_the_wrapped_op():
    from support.hlo_texts import ASYNC_SUGAR
    (d,) = hlotool.run(ASYNC_SUGAR, np.arange(12, dtype=np.float32).reshape(4, 3))
    np.testing.assert_array_equal(d, [3, 12, 21, 30])



def test_all_gather_written_for_more_devices_and_scalar_reduce_window():
    # An all-gather declared for 4 devices in a module without a device count: one device cannot
    # give it (XLA CPU leaves the other blocks uninitialized), so it is an error that says how to
    # run it; on 4 replicas it gathers. reduce-window of a scalar returns it (as XLA CPU does).
    text = """HloModule m
add {
  a = f32[] parameter(0)
  b = f32[] parameter(1)
  ROOT c = f32[] add(a, b)
}
ENTRY e {
  p = f32[2,3] parameter(0)
  g = f32[2,12] all-gather(p), replica_groups={}, dimensions={1}
  c = f32[] constant(42)
  i = f32[] constant(1)
  w = f32[] reduce-window(c, i), to_apply=add
  ROOT t = (f32[2,12], f32[]) tuple(g, w)
}"""
    x = np.arange(6, dtype=np.float32).reshape(2, 3)
    with pytest.raises(InterpError, match="written for another number of devices"):
        hlotool.run(text, x)
    g, w = hlotool.run(text, x, replicas=4)
    np.testing.assert_array_equal(g, np.concatenate([x] * 4, axis=1))
    assert float(w) == 42


@pytest.mark.parametrize("traced", [False, True])
def test_a_kernel_failing_inside_numpy_says_what_hlotool_could_not_compute(monkeypatch, traced):
    """NumPy's own words follow as a note; the message first names the instruction, its shapes and that the
    interpreter's kernel for it does not handle the case."""
    from hlotool.interp import kernels  # noqa: F401  (registers the kernels)
    from hlotool.interp.registry import KERNELS

    def broken(inst, args, ctx):
        return np.ones(3).reshape(2, 2)
    monkeypatch.setitem(KERNELS, "negate", broken)
    m = hlotool.parse(FAILS_IN_A_CALL.replace('custom-call(n), custom_call_target="no_such_target"', "negate(n)"))
    hook = (lambda inst, value, operands, ctx: None) if traced else None
    for _ in range(3):          # the step loop, then the generated plan
        with pytest.raises(InterpError) as e:
            hlotool.run(m, np.ones(2, np.float32), on_value=hook)
        text = str(e.value)
        assert "could not compute f32[2] negate from (f32[2])" in text
        assert "the interpreter's negate kernel does not handle this case" in text
        assert text.endswith("note: ValueError: cannot reshape array of size 3 into shape (2,2)")


def test_an_unmappable_bitcast_says_why():
    m = hlotool.parse("HloModule m\nENTRY e {\n  p = f32[12288]{0} parameter(0)\n"
                      "  ROOT b = f32[16,16,3,8]{3,2,1,0} bitcast(p)\n}")
    with pytest.raises(InterpError) as e:
        hlotool.run(m, np.ones(12288, np.float32))
    assert "cannot map this bitcast" in str(e.value) and "12288 elements" in str(e.value)
    assert "6144" in str(e.value) and "ValueError" not in str(e.value)


CHAIN = """HloModule m
ENTRY e {
  p0 = f32[4] parameter(0)
  p1 = f32[WIDTH] parameter(1)
  a = f32[4] exponential(p0)
  b = f32[4] multiply(a, p0)
  c = f32[4] add(b, p1)
  d = f32[4] negate(c)
  m = f32[4] abs(d)
  ROOT t = (f32[4], f32[4]) tuple(m, a)
}"""


@pytest.mark.parametrize("traced", [False, True])
def test_a_chain_of_elementwise_steps_is_one_expression_with_the_steps_results_and_errors(traced):
    from hlotool.interp.codegen import _nested_steps
    from hlotool.interp.engine import cached_plan
    m = hlotool.parse(CHAIN.replace("WIDTH", "4"))
    plan = cached_plan(m.entry)
    assert [plan.steps[n].inst.name for n in sorted(_nested_steps(plan))] == ["b", "c", "d"]   # a is used twice
    hook = (lambda *a: None) if traced else None
    # Values near the denormal range, where the f32 kernels flush: the chain calls the same functions.
    x = np.array([-87.5, -1e-38, 3e-39, 1.5], np.float32)
    y = np.array([1e-38, -2e-38, 0.0, -np.inf], np.float32)
    step_loop = hlotool.run(m, x, y, on_value=lambda *a: None)
    for _attempt in range(3):                  # the generated code from the second untraced run
        got = hlotool.run(m, x, y, on_value=hook)
        for g, w in zip(got, step_loop, strict=True):
            assert g.tobytes() == w.tobytes()
    assert (plan.fn is None) == traced              # traced runs never generate code
    bad = hlotool.parse(CHAIN.replace("WIDTH", "3"))        # c adds f32[3] to f32[4]: NumPy refuses
    for _attempt in range(3):
        with pytest.raises(InterpError, match="could not compute f32\\[4\\] add") as e:
            hlotool.run(bad, x, y[:3], on_value=hook)
        assert e.value.inst.name == "c"


SCAN = """HloModule m
cond {
  s = (s32[], f32[8], f32[8]) parameter(0)
  i = s32[] get-tuple-element(s), index=0
  k = s32[] constant(8)
  ROOT lt = pred[] compare(i, k), direction=LT
}
write {
  a = f32[8] parameter(0)
  v = f32[] parameter(1)
  r = f32[1] reshape(v)
  i = s32[] parameter(2)
  ROOT d = f32[8] dynamic-update-slice(a, r, i)
}
body {
  s = (s32[], f32[8], f32[8]) parameter(0)
  i = s32[] get-tuple-element(s), index=0
  one = s32[] constant(1)
  n = s32[] add(i, one)
  old = f32[8] get-tuple-element(s), index=1
  x = f32[] convert(i)
  new = f32[8] call(old, x, i), to_apply=write
  keep = f32[8] get-tuple-element(s), index=2
  later = f32[8] add(keep, old)
  ROOT t = (s32[], f32[8], f32[8]) tuple(n, new, later)
}
ENTRY e {
  z = s32[] constant(0)
  a = f32[8] parameter(0)
  b = f32[8] parameter(1)
  init = (s32[], f32[8], f32[8]) tuple(z, a, b)
  w = (s32[], f32[8], f32[8]) while(init), condition=cond, body=body
  ROOT o = f32[8] get-tuple-element(w), index=OUT
}"""


@pytest.mark.parametrize("reads_old", [True, False])
@pytest.mark.parametrize("out", [1, 2])
def test_a_dynamic_update_slice_writes_in_place_only_where_the_old_array_is_dead(out, reads_old):
    # The loop's state element 1 is updated each step. Where its old value is read after the update (``later``),
    # the update may not write into it; where it is not, it does from the second step (the first array is the
    # caller's argument). The arguments stay as they were.
    from hlotool.interp.kernels import data_movement
    from hlotool.interp.kernels._donation import SOLE_REFERENCE
    text = SCAN.replace("OUT", str(out))
    if not reads_old:
        text = text.replace("add(keep, old)", "add(keep, keep)")
    m = hlotool.parse(text)
    a, b = np.full(8, -1, np.float32), np.ones(8, np.float32)
    want = hlotool.run(m, a, b, on_value=lambda *x: None)[0]       # the step loop copies every time
    seen: list[int] = []
    real = data_movement.getrefcount
    with pytest.MonkeyPatch.context() as mp:
        mp.setattr(data_movement, "getrefcount", lambda x: seen.append(real(x) - 2) or real(x) - 1)
        got = hlotool.run(m, a, b)[0]
    assert got.tobytes() == want.tobytes()
    np.testing.assert_array_equal(a, np.full(8, -1, np.float32))
    np.testing.assert_array_equal(b, np.ones(8, np.float32))
    state, later = np.full(8, -1, np.float32), np.ones(8, np.float32)
    for i in range(8):
        later = later + (state if reads_old else later)
        state = state.copy()
        state[i] = i
    np.testing.assert_array_equal(want, state if out == 1 else later)
    if reads_old:
        assert seen == []                      # never offered: the old array is read after the update
    else:
        assert len(seen) == 8 and seen[0] > SOLE_REFERENCE and all(n <= SOLE_REFERENCE for n in seen[1:])


def test_donation_is_refused_while_anything_else_refers_to_the_array():
    from hlotool.interp.kernels._donation import SOLE_REFERENCE
    m = hlotool.parse(SCAN.replace("OUT", "1"))
    plan = None
    from hlotool.interp.engine import cached_plan
    plan = cached_plan(m.computation("write"))
    donating = plan.steps[-1].fn.donating_fn
    x = np.zeros(8, np.float32)
    view = x[:]
    out = donating(x, np.ones(1, np.float32), np.int32(3))     # ``view`` and this frame refer to x: a copy
    assert out is not x and x[3] == 0 and view[3] == 0 and out[3] == 1
    assert SOLE_REFERENCE >= 2


def test_the_allocator_keeps_freed_memory_once_per_process(monkeypatch):
    import sys

    from hlotool.interp import allocator
    monkeypatch.setattr(allocator, "_done", False)
    hlotool.run(ADD, np.ones(2, np.float32))
    assert not allocator._done                              # (the API leaves a caller's process alone)
    assert allocator.keep_freed_memory() is True           # (`hlotool run` does it: once per process)
    assert allocator.keep_freed_memory() is True           # (already done: a no-op)
    if sys.platform.startswith("linux"):
        import ctypes
        if not hasattr(ctypes.CDLL(None), "gnu_get_libc_version"):
            return
        allocator._done = False
        assert allocator.keep_freed_memory() is True      # glibc took both thresholds
