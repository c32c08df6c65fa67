"""Multi-device execution: every collective, group mode and replica-group form, run by hlotool on
a simulated grid and by XLA CPU with 8 host devices on the same per-device inputs."""
from __future__ import annotations

import numpy as np
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

import hlotool
from hlotool.interp import InterpError
from hlotool.interp.compare import compare

ADD = """
add {
  a = f32[] parameter(0)
  b = f32[] parameter(1)
  ROOT c = f32[] add(a, b)
}
"""
MAX_S32 = """
max_s32 {
  a = s32[] parameter(0)
  b = s32[] parameter(1)
  ROOT c = s32[] maximum(a, b)
}
"""
# A reducer NumPy has no ufunc for: the kernel calls it.
MUL_ADD = """
mul_add {
  a = f32[] parameter(0)
  b = f32[] parameter(1)
  m = f32[] multiply(a, b)
  ROOT c = f32[] add(m, b)
}
"""
MAX_F32 = """
max_f32 {
  a = f32[] parameter(0)
  b = f32[] parameter(1)
  ROOT c = f32[] maximum(a, b)
}
"""
BF16_ADD = """
add_bf16 {
  a = bf16[] parameter(0)
  b = bf16[] parameter(1)
  ROOT c = bf16[] add(a, b)
}
"""


def module(header: str, body: str, *computations: str) -> str:
    return f"HloModule m, {header}\n" + "".join(computations) + "\nENTRY e {\n" + body + "\n}\n"


# (id, text, replicas, partitions, parameter (dtype, shape) list)
CASES = [
    ("all-reduce cross-replica, all replicas",
     module("replica_count=4", "  p = f32[3] parameter(0)\n  ROOT r = f32[3] all-reduce(p), replica_groups={}, "
            "to_apply=add", ADD), 4, 1, [("f32", (3,))]),
    ("all-reduce cross-replica, two groups, max s32",
     module("replica_count=4", "  p = s32[5] parameter(0)\n  ROOT r = s32[5] all-reduce(p), "
            "replica_groups={{0,2},{3,1}}, to_apply=max_s32", MAX_S32), 4, 1, [("s32", (5,))]),
    ("all-reduce 8 replicas, order-sensitive f32 sum",
     module("replica_count=8", "  p = f32[64] parameter(0)\n  ROOT r = f32[64] all-reduce(p), "
            "replica_groups={{0,1,2,3,4,5,6,7}}, to_apply=add", ADD), 8, 1, [("f32wide", (64,))]),
    ("all-reduce group order 3,0,2,1",
     module("replica_count=4", "  p = f32[64] parameter(0)\n  ROOT r = f32[64] all-reduce(p), "
            "replica_groups={{3,0,2,1}}, to_apply=add", ADD), 4, 1, [("f32wide", (64,))]),
    ("all-reduce max f32 with NaNs (XLA CPU drops them)",
     module("replica_count=4", "  p = f32[32] parameter(0)\n  ROOT r = f32[32] all-reduce(p), "
            "replica_groups={{0,1,2,3}}, to_apply=max_f32", MAX_F32), 4, 1, [("f32nan", (32,))]),
    ("all-reduce min f32 with NaNs",
     module("replica_count=4", "  p = f32[32] parameter(0)\n  ROOT r = f32[32] all-reduce(p), "
            "replica_groups={{0,1,2,3}}, to_apply=min_f32", MAX_F32.replace("max", "min").replace("maximum", "minimum")),
     4, 1, [("f32nan", (32,))]),
    ("all-reduce bf16",
     module("replica_count=4", "  p = bf16[16] parameter(0)\n  ROOT r = bf16[16] all-reduce(p), "
            "replica_groups={{0,1,2,3}}, to_apply=add_bf16", BF16_ADD), 4, 1, [("bf16", (16,))]),
    ("all-reduce f16",
     module("replica_count=8", "  p = f16[16] parameter(0)\n  ROOT r = f16[16] all-reduce(p), "
            "replica_groups={{0,1,2,3,4,5,6,7}}, to_apply=add_f16", BF16_ADD.replace("bf16", "f16")),
     8, 1, [("f16", (16,))]),
    ("all-reduce variadic",
     module("replica_count=2", "  p = f32[3] parameter(0)\n  q = f32[2,2] parameter(1)\n"
            "  ROOT r = (f32[3], f32[2,2]) all-reduce(p, q), replica_groups={{0,1}}, to_apply=add", ADD),
     2, 1, [("f32", (3,)), ("f32", (2, 2))]),
    ("all-reduce cross-partition flattened ids",
     module("num_partitions=4", "  p = f32[3] parameter(0)\n  ROOT r = f32[3] all-reduce(p), channel_id=1, "
            "replica_groups={{0,3},{1,2}}, use_global_device_ids=true, to_apply=add", ADD), 1, 4, [("f32", (3,))]),
    ("all-reduce cross-replica-and-partition 2x2",
     module("replica_count=2, num_partitions=2", "  p = f32[3] parameter(0)\n  ROOT r = f32[3] all-reduce(p), "
            "channel_id=1, replica_groups={{0},{1}}, to_apply=add", ADD), 2, 2, [("f32", (3,))]),
    ("all-reduce cross-replica on a 2x2 grid",
     module("replica_count=2, num_partitions=2", "  p = f32[3] parameter(0)\n  ROOT r = f32[3] all-reduce(p), "
            "replica_groups={{0,1}}, to_apply=add", ADD), 2, 2, [("f32", (3,))]),
    ("all-reduce iota groups [2,4]<=[8]",
     module("num_partitions=8", "  p = f32[3] parameter(0)\n  ROOT r = f32[3] all-reduce(p), channel_id=1, "
            "replica_groups=[2,4]<=[8], use_global_device_ids=true, to_apply=add", ADD), 1, 8, [("f32", (3,))]),
    ("all-reduce iota groups [4,2]<=[2,4]T(1,0)",
     module("num_partitions=8", "  p = f32[3] parameter(0)\n  ROOT r = f32[3] all-reduce(p), channel_id=1, "
            "replica_groups=[4,2]<=[2,4]T(1,0), use_global_device_ids=true, to_apply=add", ADD),
     1, 8, [("f32", (3,))]),
    ("all-gather dim 1",
     module("num_partitions=4", "  p = f32[2,3] parameter(0)\n  ROOT g = f32[2,6] all-gather(p), channel_id=1, "
            "replica_groups={{1,0},{2,3}}, use_global_device_ids=true, dimensions={1}"), 1, 4, [("f32", (2, 3))]),
    ("all-gather cross-replica",
     module("replica_count=4", "  p = s32[2] parameter(0)\n  ROOT g = s32[8] all-gather(p), "
            "replica_groups={}, dimensions={0}"), 4, 1, [("s32", (2,))]),
    ("reduce-scatter",
     module("num_partitions=4", "  p = f32[8,2] parameter(0)\n  ROOT r = f32[2,2] reduce-scatter(p), channel_id=1, "
            "replica_groups={{0,1,2,3}}, use_global_device_ids=true, dimensions={0}, to_apply=add", ADD),
     1, 4, [("f32", (8, 2))]),
    ("all-to-all array form",
     module("num_partitions=4", "  p = f32[4,3] parameter(0)\n  ROOT r = f32[4,3] all-to-all(p), channel_id=1, "
            "replica_groups={{0,1,2,3}}, dimensions={0}"), 1, 4, [("f32", (4, 3))]),
    ("all-to-all tuple form",
     module("replica_count=2", "  p = f32[3] parameter(0)\n  q = f32[3] parameter(1)\n"
            "  ROOT r = (f32[3], f32[3]) all-to-all(p, q), replica_groups={{0,1}}"), 2, 1,
     [("f32", (3,)), ("f32", (3,))]),
    ("collective-permute ring",
     module("num_partitions=4", "  p = f32[2,2] parameter(0)\n  ROOT r = f32[2,2] collective-permute(p), "
            "channel_id=1, source_target_pairs={{0,1},{1,2},{2,3},{3,0}}"), 1, 4, [("f32", (2, 2))]),
    ("collective-permute partial (zeros where nothing arrives)",
     module("replica_count=4", "  p = f32[3] parameter(0)\n  ROOT r = f32[3] collective-permute(p), "
            "source_target_pairs={{0,2},{2,1}}"), 4, 1, [("f32", (3,))]),
    ("replica-id and partition-id",
     module("replica_count=2, num_partitions=4", "  r = u32[] replica-id()\n  p = u32[] partition-id()\n"
            "  ROOT t = (u32[], u32[]) tuple(r, p)"), 2, 4, []),
    ("all-reduce-start/done and all-gather-start/done",
     module("num_partitions=2", "  p = f32[3] parameter(0)\n"
            "  s = f32[3] all-reduce-start(p), channel_id=1, replica_groups={{0,1}}, use_global_device_ids=true, "
            "to_apply=add\n  d = f32[3] all-reduce-done(s)\n"
            "  gs = (f32[3], f32[6]) all-gather-start(d), channel_id=2, replica_groups={{0,1}}, "
            "use_global_device_ids=true, dimensions={0}\n  ROOT gd = f32[6] all-gather-done(gs)", ADD),
     1, 2, [("f32", (3,))]),
    ("collective-permute-start/done",
     module("num_partitions=2", "  p = f32[3] parameter(0)\n"
            "  s = (f32[3], f32[3], u32[], u32[]) collective-permute-start(p), channel_id=1, "
            "source_target_pairs={{0,1},{1,0}}\n  ROOT d = f32[3] collective-permute-done(s)"), 1, 2, [("f32", (3,))]),
    ("async wrapper around all-reduce",
     module("replica_count=2", "  p = f32[3] parameter(0)\n"
            "  s = ((f32[3]), f32[3]) async-start(p), calls=wrapped\n  ROOT d = f32[3] async-done(s)",
            ADD, """
wrapped {
  x = f32[3] parameter(0)
  ROOT r = f32[3] all-reduce(x), replica_groups={{0,1}}, to_apply=add
}
"""), 2, 1, [("f32", (3,))]),
    ("collective inside a while loop",
     module("num_partitions=4", """  p = f32[4] parameter(0)
  z = s32[] constant(0)
  t = (s32[], f32[4]) tuple(z, p)
  w = (s32[], f32[4]) while(t), condition=cond, body=body
  ROOT r = f32[4] get-tuple-element(w), index=1""", """
cond {
  s = (s32[], f32[4]) parameter(0)
  i = s32[] get-tuple-element(s), index=0
  n = s32[] constant(3)
  ROOT c = pred[] compare(i, n), direction=LT
}
""", """
body {
  s = (s32[], f32[4]) parameter(0)
  i = s32[] get-tuple-element(s), index=0
  x = f32[4] get-tuple-element(s), index=1
  one = s32[] constant(1)
  j = s32[] add(i, one)
  y = f32[4] collective-permute(x), channel_id=1, source_target_pairs={{0,1},{1,2},{2,3},{3,0}}
  h = f32[] constant(0.5)
  hb = f32[4] broadcast(h), dimensions={}
  z = f32[4] multiply(y, hb)
  ROOT o = (s32[], f32[4]) tuple(j, z)
}
"""), 1, 4, [("f32", (4,))]),
]


def _inputs(specs, n, seed):
    import ml_dtypes
    rng = np.random.default_rng(seed)
    per_device = []
    for _ in range(n):
        args = []
        for dtype, shape in specs:
            if dtype == "f32":
                args.append(rng.standard_normal(shape).astype(np.float32))
            elif dtype == "f32wide":   # magnitudes far apart: the sum depends on the order
                args.append((rng.standard_normal(shape) * 10.0 ** rng.integers(-6, 7, shape)).astype(np.float32))
            elif dtype == "f32nan":     # NaNs on some devices, all-NaN in a few elements
                a = rng.standard_normal(shape).astype(np.float32)
                a[rng.random(shape) < 0.3] = np.nan
                a[:3] = np.nan
                args.append(a)
            elif dtype == "bf16":
                args.append(rng.standard_normal(shape).astype(ml_dtypes.bfloat16))
            elif dtype == "f16":
                args.append(rng.standard_normal(shape).astype(np.float16))
            else:
                args.append(rng.integers(-100, 100, shape).astype(np.int32))
        per_device.append(args)
    return per_device


def _device_args(per_device):
    return {(i, d): a for d, args in enumerate(per_device) for i, a in enumerate(args)}


def _bits_equal(a, b) -> bool:
    a, b = np.asarray(a), np.asarray(b)
    return a.shape == b.shape and a.dtype == b.dtype and a.tobytes() == b.tobytes()


@pytest.mark.parametrize("name,text,replicas,partitions,specs", CASES, ids=[c[0] for c in CASES])
def test_collective_matches_xla(xla, name, text, replicas, partitions, specs):
    from hlotool.backends.oracle import run_with_xla_on_devices
    n = replicas * partitions
    per_device = _inputs(specs, n, seed=len(name))
    got = hlotool.run(text, device_args=_device_args(per_device))
    want = run_with_xla_on_devices(text, per_device, replicas, partitions)
    assert len(got.per_device) == n
    for d in range(n):
        for j, (g, w) in enumerate(zip(got.per_device[d], want[d], strict=True)):
            assert _bits_equal(g, w), f"device {d} out{j}: {compare(g, w)}\n{g}\n{w}"


def test_global_inputs_go_whole_to_every_device_without_sharding():
    text = module("replica_count=4", "  p = f32[2] parameter(0)\n  ROOT r = f32[2] all-reduce(p), "
                  "replica_groups={}, to_apply=add", ADD)
    res = hlotool.run(text, np.array([1, 2], np.float32))
    assert res.grid == (4, 1)
    assert [list(o) for o in res] == [[4.0, 8.0]]
    assert not res.notes


def test_outputs_that_differ_without_a_root_sharding_have_no_global_value():
    text = module("num_partitions=2", "  ROOT p = u32[] partition-id()")
    res = hlotool.run(text)
    assert res[0] is None and "no global value" in res.notes[0]
    assert [int(p[0]) for p in res.per_device] == [0, 1]


def test_fewer_devices_than_declared_is_an_error():
    text = module("num_partitions=4", "  ROOT p = u32[] partition-id()")
    with pytest.raises(InterpError, match="declares num_partitions=4"):
        hlotool.run(text, partitions=2)
    res = hlotool.run(text, partitions=8)
    assert [int(p[0]) for p in res.per_device] == list(range(8))


def test_a_group_that_no_device_matches_is_an_error():
    text = module("replica_count=4", "  p = f32[2] parameter(0)\n  ROOT r = f32[2] all-reduce(p), "
                  "replica_groups={{0,1}}, to_apply=add", ADD)
    with pytest.raises(InterpError, match=r"in no replica group"):
        hlotool.run(text, np.zeros(2, np.float32))


def test_devices_that_diverge_before_a_collective_fail_instead_of_hanging():
    # Partition 0 takes the branch with the all-reduce, partition 1 the other: XLA would hang.
    text = module("num_partitions=2", """  p = f32[2] parameter(0)
  id = u32[] partition-id()
  zero = u32[] constant(0)
  c = pred[] compare(id, zero), direction=EQ
  ROOT r = f32[2] conditional(c, p, p), true_computation=t, false_computation=f""", ADD, """
t {
  x = f32[2] parameter(0)
  ROOT r = f32[2] all-reduce(x), channel_id=1, replica_groups={{0,1}}, use_global_device_ids=true, to_apply=add
}
""", """
f {
  ROOT x = f32[2] parameter(0)
}
""")
    with pytest.raises(InterpError) as e:
        hlotool.run(text, np.zeros(2, np.float32))
    msg = str(e.value)
    assert "can never complete" in msg and "%r (all-reduce)" in msg and "[0]" in msg
    assert "device 1 finished without reaching it" in msg


def test_a_failing_device_stops_the_others():
    text = module("num_partitions=2", """  p = s32[2] parameter(0)
  id = u32[] partition-id()
  i = s32[] convert(id)
  ten = s32[] constant(10)
  k = s32[] multiply(i, ten)
  ds = s32[1] dynamic-slice(p, k), dynamic_slice_sizes={1}
  ROOT r = s32[1] all-reduce(ds), channel_id=1, replica_groups={{0,1}}, use_global_device_ids=true,
      to_apply=max_s32""", MAX_S32)
    # dynamic-slice clamps, so this runs; a custom-call the interpreter lacks fails on one device.
    res = hlotool.run(text, np.array([3, 7], np.int32))
    assert [int(x[0][0]) for x in res.per_device] == [7, 7]


def test_send_recv_pairs_by_channel():
    text = module("num_partitions=3", """  p = f32[2] parameter(0)
  tok = token[] after-all()
  s = (f32[2], u32[], token[]) send(p, tok), channel_id=7, frontend_attributes={_xla_send_recv_source_target_pairs="{{0,1},{1,2}}"}
  sd = token[] send-done(s), channel_id=7
  r = (f32[2], u32[], token[]) recv(tok), channel_id=7, frontend_attributes={_xla_send_recv_source_target_pairs="{{0,1},{1,2}}"}
  rd = (f32[2], token[]) recv-done(r), channel_id=7
  ROOT g = f32[2] get-tuple-element(rd), index=0""")
    args = {(0, d): np.full(2, d + 1, np.float32) for d in range(3)}
    res = hlotool.run(text, device_args=args)
    assert [list(p[0]) for p in res.per_device] == [[0, 0], [1, 1], [2, 2]]


def test_ragged_all_to_all_spec_example():
    # The example of the operation semantics: 2 replicas, [num_devices] offsets.
    text = module("replica_count=2", """  input = f32[3] parameter(0)
  output = f32[4] parameter(1)
  io = s32[2] parameter(2)
  ss = s32[2] parameter(3)
  oo = s32[2] parameter(4)
  rs = s32[2] parameter(5)
  ROOT r = f32[4] ragged-all-to-all(input, output, io, ss, oo, rs), replica_groups={{0,1}}""")
    dev = [
        [np.array([1, 2, 2], np.float32), np.zeros(4, np.float32), np.array([0, 1], np.int32),
         np.array([1, 2], np.int32), np.array([0, 0], np.int32), np.array([1, 1], np.int32)],
        [np.array([3, 4, 0], np.float32), np.zeros(4, np.float32), np.array([0, 1], np.int32),
         np.array([1, 1], np.int32), np.array([1, 2], np.int32), np.array([2, 1], np.int32)],
    ]
    res = hlotool.run(text, device_args=_device_args(dev))
    assert [list(p[0]) for p in res.per_device] == [[1, 3, 0, 0], [2, 2, 4, 0]]


def test_all_reduce_with_a_general_reducer_folds_in_group_order():
    # XLA CPU refuses reducers it does not recognise; hlotool folds any reducer left to right.
    text = module("replica_count=3", "  p = f32[1] parameter(0)\n  ROOT r = f32[1] all-reduce(p), "
                  "replica_groups={{2,0,1}}, to_apply=mul_add", MUL_ADD)
    vals = [np.float32(2), np.float32(3), np.float32(5)]
    res = hlotool.run(text, device_args={(0, d): np.array([v]) for d, v in enumerate(vals)})
    acc = vals[2]
    for d in (0, 1):
        acc = acc * vals[d] + vals[d]
    assert [float(p[0][0]) for p in res.per_device] == [acc] * 3


def test_a_reducing_collective_declared_narrower_reduces_then_rounds():
    # XLA's TPU pipeline folds a convert into the all-reduce (f32 operands, bf16 result; real dumps do this)
    text = module("replica_count=2", "  p = f32[2] parameter(0)\n  ROOT r = bf16[2] all-reduce(p), "
                  "replica_groups={}, to_apply=add", ADD)
    halves = [np.array([1.0, 1 / 512], np.float32), np.array([1 / 512, 3.0], np.float32)]
    res = hlotool.run(text, device_args={(0, d): v for d, v in enumerate(halves)})
    out = res.per_device[0][0]
    assert out.dtype.name == "bfloat16"
    # summed in f32 (1 + 1/512 would be lost if each operand were rounded first, as would 3 + 1/512)
    np.testing.assert_array_equal(out.astype(np.float32), (halves[0] + halves[1]).astype(out.dtype).astype(np.float32))


def test_collective_broadcast_copies_the_first_member():
    # XLA CPU has no collective-broadcast; the operation semantics: the first id of each group
    # sends to the rest, a device in no group gets zeros.
    text = module("replica_count=4", "  p = f32[2] parameter(0)\n  ROOT r = f32[2] collective-broadcast(p), "
                  "replica_groups={{1,0},{3}}")
    res = hlotool.run(text, device_args={(0, d): np.full(2, d + 1, np.float32) for d in range(4)})
    assert [list(p[0]) for p in res.per_device] == [[2, 2], [2, 2], [0, 0], [4, 4]]


def test_in_place_collective_permute_writes_slices_into_the_output_buffer():
    # (input, output, input offsets, output offsets): the source's slice of its input lands in the
    # target's output buffer; the rest of the buffer is kept. (jaxlib's bridge to XLA cannot carry
    # this form, so the expectation is written out.)
    text = module("replica_count=2", """  p = f32[4] parameter(0)
  o = f32[8] parameter(1)
  z = s32[] constant(1)
  two = s32[] constant(2)
  ti = (s32[]) tuple(z)
  to = (s32[]) tuple(two)
  ROOT r = f32[8] collective-permute(p, o, ti, to), source_target_pairs={{0,1},{1,0}}, slice_sizes={{3},{3}}""")
    dev = {(0, d): np.arange(4, dtype=np.float32) + 10 * d for d in range(2)}
    dev.update({(1, d): np.full(8, -1, np.float32) for d in range(2)})
    res = hlotool.run(text, device_args=dev)
    assert [list(p[0]) for p in res.per_device] == [[-1, -1, 11, 12, 13, -1, -1, -1], [-1, -1, 1, 2, 3, -1, -1, -1]]


# ----------------------------------------------------------------------------- random collectives


@st.composite
def random_collective(draw):
    """A collective over a random grid, group mode and grouping, with its operand shape."""
    replicas, partitions = draw(st.sampled_from([(1, 2), (2, 1), (1, 4), (4, 1), (2, 2), (1, 8), (2, 4), (4, 2)]))
    opcode = draw(st.sampled_from(["all-reduce", "all-gather", "reduce-scatter", "all-to-all"]))
    # With a channel_id, ops that take use_global_device_ids are cross-replica-and-partition (or
    # flattened ids); all-to-all is cross-partition.
    modes = ["cross-replica"] + (["flattened-id", "cross-replica-and-partition"]
                                 if opcode != "all-to-all" else ["cross-partition"])
    mode = draw(st.sampled_from(modes))
    universe = {"cross-replica": replicas, "cross-partition": partitions,
                "cross-replica-and-partition": replicas, "flattened-id": replicas * partitions}[mode]
    sizes = [s for s in (1, 2, 4, 8) if universe % s == 0 and (mode != "cross-replica-and-partition" or
                                                                s * partitions > 1)]
    size = draw(st.sampled_from([s for s in sizes if s > 1] or sizes))
    ids = draw(st.permutations(range(universe)))
    groups = [ids[i:i + size] for i in range(0, universe, size)]
    members = size * (partitions if mode == "cross-replica-and-partition" else 1)
    rank = draw(st.integers(1, 2))
    dim = draw(st.integers(0, rank - 1))
    shape = [draw(st.integers(1, 3)) for _ in range(rank)]
    if opcode in ("reduce-scatter", "all-to-all"):
        shape[dim] *= members
    return replicas, partitions, opcode, mode, groups, members, dim, shape


def _collective_text(replicas, partitions, opcode, mode, groups, members, dim, shape):
    group_text = "{" + ",".join("{" + ",".join(map(str, g)) + "}" for g in groups) + "}"
    attrs = {"cross-replica": "", "cross-partition": "channel_id=1, ",
             "cross-replica-and-partition": "channel_id=1, ",
             "flattened-id": "channel_id=1, use_global_device_ids=true, "}[mode]
    out = list(shape)
    if opcode == "all-gather":
        out[dim] *= members
    elif opcode == "reduce-scatter":
        out[dim] //= members
    def dims(s):
        return ",".join(map(str, s))
    tail = {"all-reduce": "to_apply=add", "all-gather": f"dimensions={{{dim}}}",
            "reduce-scatter": f"dimensions={{{dim}}}, to_apply=add", "all-to-all": f"dimensions={{{dim}}}"}[opcode]
    body = (f"  p = f32[{dims(shape)}] parameter(0)\n"
            f"  ROOT r = f32[{dims(out)}] {opcode}(p), {attrs}replica_groups={group_text}, {tail}")
    return module(f"replica_count={replicas}, num_partitions={partitions}", body, ADD)


@settings(max_examples=25, deadline=None)
@given(random_collective())
def test_random_collectives_match_xla(xla, case):
    from hlotool.backends.oracle import run_with_xla_on_devices
    replicas, partitions, opcode, mode, groups, members, dim, shape = case
    text = _collective_text(*case)
    n = replicas * partitions
    rng = np.random.default_rng(len(text))
    per_device = [[(rng.standard_normal(shape) * 10.0 ** rng.integers(-4, 5, shape)).astype(np.float32)]
                  for _ in range(n)]
    got = hlotool.run(text, device_args=_device_args(per_device))
    want = run_with_xla_on_devices(text, per_device, replicas, partitions)
    for d in range(n):
        assert _bits_equal(got.per_device[d][0], want[d][0]), f"{text}\ndevice {d}"
