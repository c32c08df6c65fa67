"""hlotool memory: physical sizes against XLA's own buffer assignments, the buffer rules, the peak against
XLA's memory-usage report on real programs, and the command."""
import json
from pathlib import Path

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

import hlotool
from hlotool.memory_model import analyze_memory, physical_bytes
from hlotool.memory_model.xla_reports import parse_buffer_assignment, parse_memory_usage_report
from hlotool.parser.shapes import parse_array_shape
from support.cli import run_cli_in_process
from support.paths import ROOT
from support.xla_dumps import make_dump

ACCEL = ROOT / "tests" / "accel" / "dumps"


def test_physical_sizes_are_xlas_on_every_gpu_and_tpu_value():
    """Every array value in the fixtures' buffer assignments (CPU-style, GPU and TPU tiled layouts with their
    padding, memory spaces) has the size hlotool computes from its shape; the exception is TPU's untiled
    32-bit scalars (replica-id, partition-id, u32 constants), which take a 4 KiB page."""
    same = other = 0
    for f in sorted(ACCEL.rglob("*-buffer-assignment.txt")):
        for a in parse_buffer_assignment(f.read_text()).allocations:
            for v in a.values:
                if v.shape.startswith("("):
                    continue
                shape = parse_array_shape(v.shape)
                if physical_bytes(shape) == v.size:
                    same += 1
                else:
                    assert "tpu" in f.parent.parent.name and not shape.dims and v.size == 4096, (f, v)
                    other += 1
    assert same > 2000 and other <= 8


def module(body, header="HloModule m"):
    return hlotool.parse(header + "\n\n" + body)


def test_views_in_place_ops_and_loops_make_no_new_buffers():
    m = module("""body {
  s = (f32[256], s32[]) parameter(0)
  v = f32[256] get-tuple-element(s), index=0
  i = s32[] get-tuple-element(s), index=1
  one = s32[] constant(1)
  j = s32[] add(i, one)
  w = f32[256] negate(v)
  ROOT t = (f32[256], s32[]) tuple(w, j)
}
cond {
  s = (f32[256], s32[]) parameter(0)
  i = s32[] get-tuple-element(s), index=1
  n = s32[] constant(4)
  ROOT lt = pred[] compare(i, n), direction=LT
}
ENTRY e {
  p = f32[1024] parameter(0)
  u = f32[256] parameter(1)
  z = s32[] constant(0)
  b = f32[32,32] bitcast(p)
  d = f32[1024] dynamic-update-slice(p, u, z)
  e = f32[1024] exponential(d)
  e2 = f32[1024] dynamic-update-slice(e, u, z)
  init = (f32[256], s32[]) tuple(u, z)
  loop = (f32[256], s32[]) while(init), condition=cond, body=body
  r = f32[256] get-tuple-element(loop), index=0
  ROOT out = (f32[1024], f32[256], f32[32,32]) tuple(e2, r, b)
}""")
    a = analyze_memory(m)
    # data buffers (a tuple's own index table is a buffer of its own, as in XLA)
    names = {b.name for b in a.buffers if b.role != "thread-local" and b.shape.is_array}
    # d: into a parameter's buffer it may not overwrite, so a buffer; e2: in place into e; the loop: in u's
    assert {"p", "u", "z", "d", "e"} <= names and not names & {"b", "e2", "r", "loop", "init"}
    assert {b.name for b in a.buffers if b.role == "output" and b.index == ()} >= {"e"}
    body_peak = max(a.nested)                       # the body's negate, while the loop runs
    assert body_peak >= 1024 and a.nested[[i.name for i in a.order].index("loop")] == body_peak


def test_async_pairs_keep_their_operands_and_memory_spaces_are_pools():
    m = module("""ENTRY e {
  p = f32[64]{0} parameter(0)
  a = f32[64]{0} negate(p)
  cs = (f32[64]{0:S(1)}, f32[64]{0}, u32[]) copy-start(a)
  b = f32[64]{0} exponential(p)
  cd = f32[64]{0:S(1)} copy-done(cs)
  ROOT c = f32[64]{0} add(b, b)
}""")
    a = analyze_memory(m)
    neg = next(b for b in a.buffers if b.name == "a")
    assert neg.end == [i.name for i in a.order].index("cd")          # alive until the copy is done
    assert a.peak(1)[0] == 256 and {b.space for b in a.buffers} == {0, 1}


def test_input_output_alias_puts_the_output_in_its_parameter():
    text = """ENTRY e {
  p = f32[1024] parameter(0)
  ROOT n = f32[1024] negate(p)
}"""
    plain = analyze_memory(module(text))
    aliased = analyze_memory(module(text, "HloModule m, input_output_alias={ {}: (0, {}, must-alias) }"))
    assert plain.peak()[0] == 8192 and aliased.peak()[0] == 4096


PROGRAM = """
import jax, jax.numpy as jnp
def mlp(params, x):
    for w, b in params:
        x = jnp.tanh(x @ w + b)
    return x.sum()
def step(params, x):
    g = jax.grad(mlp)(params, x)
    return [(w - 0.1 * gw, b - 0.1 * gb) for (w, b), (gw, gb) in zip(params, g)]
params = [(jnp.full((128, 128), 0.01 * i), jnp.zeros(128)) for i in range(4)]
jax.jit(step)(params, jnp.ones((64, 128)))
def attn(q, k, v):
    s = jnp.einsum("bqd,bkd->bqk", q, k) / 8.0
    return jnp.einsum("bqk,bkd->bqd", jax.nn.softmax(s, -1), v)
q = jnp.ones((4, 64, 32))
jax.jit(jax.grad(lambda q, k, v: attn(q, k, v).sum(), argnums=(0, 1, 2)))(q, q, q)
"""


@pytest.mark.xla
def test_the_peak_is_xlas_total_on_real_cpu_programs(tmp_path):
    folder = make_dump(tmp_path / "dump", per_pass=False, program=PROGRAM)
    checked = 0
    for f in sorted(Path(folder).glob("*jit_step*cpu_after_optimizations.txt")) + \
            sorted(Path(folder).glob("*jit__lambda*cpu_after_optimizations.txt")):
        report = hlotool.memory(hlotool.parse_file(f))
        xla = parse_memory_usage_report(
            f.with_name(f.name.replace(".txt", "-memory-usage-report.txt")).read_text()).total_by_space
        assert report["xla_total_bytes"] == xla["default (color=0)"]
        assert abs(report["peak_bytes"] / report["xla_total_bytes"] - 1) <= 0.02, (f.name, report["difference"])
        checked += 1
    assert checked == 2


def cli(*args):
    return run_cli_in_process(["memory", *args])


def test_the_command_on_a_tpu_dump_folder():
    folder = ACCEL / "tpu_v5e_2x2" / "mlp_train"
    out = cli(folder, "--format", "json", "--top", "3")
    assert out.returncode == 0, out.stderr
    r = json.loads(out.stdout)
    assert r["backend"] == "tpu" and r["per_device"] and r["peak_bytes"] > 0
    # the heap's 16 KiB alignment and TPU's whole-program tuple tables modelled: XLA's total to the byte
    assert r["xla_total_bytes"] and abs(r["peak_bytes"] / r["xla_total_bytes"] - 1) <= 0.01
    assert "alignment" in r["difference"]
    assert set(r["by_memory_space"]) >= {"0", "1"} and len(r["live_at_peak"]) == 3
    assert all({"name", "bytes", "shape", "op_name", "source"} <= set(b) for b in r["live_at_peak"])
    text = cli(folder, "--at", r["live_at_peak"][0]["name"].split("{")[0])
    assert text.returncode == 0 and "Memory over program order" in text.stdout and "Live at %" in text.stdout
    bad = cli(folder, "--at", "no_such_instruction")
    assert bad.returncode == 2 and "no instruction of that name" in bad.stderr


def test_a_report_that_does_not_parse_is_a_warning(tmp_path):
    src = next((ACCEL / "a100_x4" / "mlp_fwd").glob("*gpu_after_optimizations.txt"))
    (tmp_path / src.name).write_text(src.read_text())
    (tmp_path / src.name.replace(".txt", "-memory-usage-report.txt")).write_text("garbage\n")
    out = cli(tmp_path / src.name, "--format", "json")
    assert out.returncode == 0 and "warning" in out.stderr and json.loads(out.stdout)["xla_total_bytes"] is None


def test_serve_answers_the_memory_report_with_links():
    from hlotool.serve import Root, Site
    site = Site([Root(ACCEL / "tpu_v5e_2x2" / "mlp_train", 0)])
    (mod,) = json.loads(site.api_roots({}))["roots"][0]["modules"]
    optimized = mod["snapshots"][mod["timeline"] - 1][0]
    r = json.loads(site.api_memory({"root": "0", "file": optimized}))
    # the peak is the allocations and the packed heap: at least the most live at once (the curve's top)
    assert r["peak_bytes"] >= max(v for _, v in r["curve"]) and r["xla_total_bytes"]
    assert all(isinstance(b["k"], int) for b in r["live_at_peak"]) and len(r["order"]) == r["peak_at"]["of"]
    there = json.loads(site.api_memory({"root": "0", "file": optimized, "at": "3"}))
    assert there["at"]["position"] == 3 and there["at"]["instruction"] == r["order"][3]


def test_heap_alignment_output_reuse_and_tuple_tables_follow_xlas_rules(monkeypatch):
    """GPU: each heap temporary takes a 256 B slot (the topmost only its size); a temporary that dies before an
    output is defined reuses the output's allocation; a tuple's index table is 8 B per element."""
    m = module("""ENTRY e {
  p = f32[8]{0} parameter(0)
  a = f32[8]{0} negate(p)
  b = f32[8]{0} exponential(p)
  c = f32[8]{0} add(a, b)
  d = f32[16]{0} concatenate(c, b), dimensions={0}
  o = f32[4]{0} slice(d), slice={[0:4]}
  ROOT t = (f32[4]{0}, f32[8]{0}) tuple(o, c)
}""", "HloModule m, entry_computation_layout={(f32[8]{0})->(f32[4]{0}, f32[8]{0})}")
    import importlib
    analysis_module = importlib.import_module("hlotool.memory_model.analysis")
    monkeypatch.setattr(analysis_module, "heap_rules", lambda _m: analysis_module.HeapRules(256, 8))
    a = analyze_memory(m)
    by = {(b.name, b.index): b for b in a.buffers}
    assert by[("t", ())].bytes == 16 and by[("t", ())].role == "output"
    # a dies where the output c is written over it (add): it reuses c's allocation; b lives on to d
    assert by[("a", ())].reuses == "c" and by[("b", ())].reuses is None and by[("b", ())].heap_bytes == 256
    # whole program: the argument 32, outputs c 32, o 16 and the table 16; at d, d's 256 B slot with b's 32 B on
    # top (the topmost needs no rounding: the one with the most to round goes there)
    assert a.peak() == (32 + 32 + 16 + 16 + 256 + 32, 4)
    assert a.subtotals()["alignment_at_peak"] == 256 - 64


def test_the_heap_packs_by_best_fit_and_fragmentation_counts():
    """XLA's GlobalDecreasingSizeBestFitHeap: largest first, each into the smallest gap that fits; the heap's size
    is its highest byte, so a gap no later buffer fits counts (here 64 B of which only 32 B are ever live at once
    in the gap's place)."""
    from hlotool.memory_model.heap import pack
    # a [0,1] 32 B, b [1,2] 32 B, c [2,3] 32 B: a and c share bytes, b sits above a -> 64 B; no alignment
    assert pack([(0, 1, 32), (1, 2, 32), (2, 3, 32)]).size == 64
    # 64 B at [2,3] and 48 B at [1,1] both at 0; 32 B at [1,2] above the 64; the last 32 B at [1,1] finds only the
    # 16 B between the 48 and that one: it goes on top. 128 B, though at most 112 B are ever live at once
    fragmented = [(1, 2, 32), (1, 1, 32), (2, 3, 64), (1, 1, 48)]
    assert pack(fragmented).offsets == (64, 96, 0, 0) and pack(fragmented).size == 128
    assert pack(fragmented).gaps(112) == 16
    # best fit among the bytes the buffers live at the same time leave free: the smallest gap that fits, else on top
    from hlotool.memory_model.heap import _best_fit
    used = [(132, 232), (0, 100), (248, 348)]
    assert _best_fit(list(used), 16, 1) == 232 and _best_fit(list(used), 32, 1) == 100
    assert _best_fit(list(used), 40, 1) == 348 and _best_fit(list(used), 16, 64) == 384   # gaps start aligned
    # alignment: each buffer starts at a multiple of it; the topmost ends at its own size
    assert pack([(0, 1, 10), (1, 2, 10)], alignment=256).size == 266
    # the smaller of the two orders is kept, as XLA's ChooseBestHeapAlgorithm does: spatial puts the 64 B ones at 0
    # and the long 8 B one above them (72 B); temporal would put the long one first, then the same 72 B: a tie
    assert pack([(0, 9, 8), (0, 0, 64), (1, 1, 64)]) == pack([(0, 9, 8), (0, 0, 64), (1, 1, 64)])
    assert pack([(0, 9, 8), (0, 0, 64), (1, 1, 64)]).size == 72
    assert pack([]).size == 0


def _reference_pack(intervals, alignment=1):
    """The heap's rule written plainly: both orders placed in full, each by a scan of every placed buffer."""
    def place(order):
        offsets, top = [0] * len(intervals), 0
        for i in order:
            s, e, size = intervals[i]
            if size <= 0:
                continue
            used = sorted((offsets[j], offsets[j] + intervals[j][2]) for j in placed
                          if intervals[j][0] <= e and s <= intervals[j][1])
            cursor, best = 0, None
            for off, stop in used:
                if off - cursor >= size and (best is None or off - cursor < best[0]):
                    best = (off - cursor, cursor)
                cursor = max(cursor, -(-stop // alignment) * alignment)
            offsets[i] = cursor if best is None else best[1]
            top = max(top, offsets[i] + size)
            placed.append(i)
        return top, tuple(offsets)
    ids = range(len(intervals))
    placed = []
    spatial = place(sorted(ids, key=lambda i: (-intervals[i][2], intervals[i][0] - intervals[i][1], i)))
    placed = []
    temporal = place(sorted(ids, key=lambda i: (intervals[i][0] - intervals[i][1], -intervals[i][2], i)))
    return (temporal[0], temporal[1], "temporal") if temporal[0] < spatial[0] else (spatial[0], spatial[1], "spatial")


@settings(max_examples=300, deadline=None)
@given(st.lists(st.tuples(st.integers(0, 30), st.integers(0, 12), st.sampled_from([0, 1, 8, 24, 64, 100, 256, 1000])),
                max_size=40),
       st.sampled_from([1, 8, 64, 256]))
def test_the_heap_matches_the_rule_written_plainly(raw, alignment):
    """hlotool.memory_model.heap's packing (length classes, chunks packed into ints, the temporal order skipped when the
    spatial one reaches the lower bound) places every buffer where the plain rule does."""
    from hlotool.memory_model.heap import pack
    intervals = [(s, s + length, size) for s, length, size in raw]
    got = pack(intervals, alignment) if intervals else None
    if got is not None:
        assert (got.size, got.offsets, got.order) == _reference_pack(intervals, alignment)


def test_the_peak_is_the_allocations_plus_the_packed_heap():
    m = module("""ENTRY e {
  p = f32[64]{0} parameter(0)
  a = f32[64]{0} negate(p)
  b = f32[32]{0} slice(a), slice={[0:32]}
  c = f32[16]{0} slice(b), slice={[0:16]}
  d = f32[48]{0} pad(c, f32[] constant(0)), padding=0_32
  ROOT r = f32[8]{0} slice(d), slice={[0:8]}
}""")
    a = analyze_memory(m)
    sub = a.subtotals()
    heap = a.heap(0)
    # p 256 and r 32 are allocations of their own; the rest share the heap
    assert a.fixed_bytes(0) == sum(b.bytes for b in a.buffers if b.role != "temporary")
    assert a.peak()[0] == a.fixed_bytes(0) + heap.size and sub["heap"] == heap.size
    assert heap.size >= a.heap_live_peak(0) and sub["heap_gaps"] == heap.size - a.heap_live_peak(0)


def test_fusions_share_an_operand_only_when_they_read_it_elementwise():
    """XLA lets a loop fusion write over a dying operand only when every use of it inside is elementwise: a
    transpose reads elements the result has already overwritten."""
    def fusion(root):
        return module(f"""fused {{
  x = f32[8,8]{{1,0}} parameter(0)
  ROOT y = f32[8,8]{{1,0}} {root}
}}

ENTRY e {{
  p = f32[8,8]{{1,0}} parameter(0)
  t = f32[8,8]{{1,0}} negate(p)
  f = f32[8,8]{{1,0}} fusion(t), kind=kLoop, calls=fused
  ROOT n = f32[8,8]{{1,0}} negate(f)
}}""")
    shared = analyze_memory(fusion("exponential(x)"))
    transposed = analyze_memory(fusion("transpose(x), dimensions={1,0}"))
    # t dies at f: with an elementwise fusion both fit in the output n's allocation; with a transpose f needs t's
    # bytes while it writes its own, so one of them goes to the heap
    assert {b.name for b in shared.buffers if b.reuses == "n"} == {"t", "f"}
    assert {b.name for b in transposed.buffers if b.reuses == "n"} == {"t"}
    assert transposed.heap(0).size == 256 and shared.heap(0).size == 0


def test_output_to_operand_aliasing_puts_the_element_in_the_operand():
    m = module("""ENTRY e {
  p = f32[8,8]{1,0} parameter(0)
  t = f32[8,8]{1,0} negate(p)
  c = (f32[8,8]{1,0}, s32[8]{0}) custom-call(t), custom_call_target="lu", output_to_operand_aliasing={{0}: (0, {})}
  g = f32[8,8]{1,0} get-tuple-element(c), index=0
  ROOT n = f32[8,8]{1,0} negate(g)
}""")
    a = analyze_memory(m)
    assert ("c", (0,)) not in {(b.name, b.index) for b in a.buffers}
    t = next(b for b in a.buffers if b.name == "t")
    assert t.end == [i.name for i in a.order].index("n")         # it lives on as the custom call's result


def test_async_later_parts_and_embedded_calls_follow_xlas_dataflow():
    """Figures these rules changed (issue 19.1, the rules read from the opcode records): an async-update names its
    start's buffers (it defined new ones before: samples/async.hlo 188 -> 136 B), and a custom-call's comparator
    runs embedded in its kernel, so its values are thread-local as in XLA's buffer assignment (topk_sort on GPU:
    the peak 9574 -> 9625 B, XLA's total 9857 B)."""
    a = analyze_memory(hlotool.parse_file(ROOT / "samples" / "async.hlo"))
    # (a later part defines no array of its own, only index tables for its tuple-shaped values, as XLA's dataflow)
    later = [b for b in a.buffers if b.name in ("call-update", "call-done")]
    assert later and all(b.shape.is_tuple for b in later)
    assert {(b.name, b.index) for b in a.buffers if b.role == "output"} >= {("call-start", (1,))}
    dump = ACCEL / "h100_x1" / "topk_sort" / "module_0001.jit_topk_sort.sm_9.0a_gpu_after_optimizations"
    ours = {b.name for b in analyze_memory(hlotool.parse_file(f"{dump}.txt")).buffers if b.role == "thread-local"}
    theirs = {v.instruction for a in parse_buffer_assignment(Path(f"{dump}-buffer-assignment.txt").read_text()).allocations
              if "thread-local" in a.roles for v in a.values}
    assert {"compare.7.0", "p.0.lhs.1"} <= theirs <= ours


def _gpu_dump(folder: str, name: str) -> Path:
    return next((ACCEL / folder / name).glob("*gpu_after_optimizations.txt"))


def test_tuple_rooted_reducer_values_are_thread_local():
    """A variadic reducer (argmax's region returns a tuple of scalars) is a scalar region: its values and its
    tuple's 16 B index table are thread-local allocations, as XLA's buffer assignment of the xent dump lists them."""
    path = _gpu_dump("h100_x4", "xent")
    ours = {b.name: b.bytes for b in analyze_memory(hlotool.parse_file(path)).buffers if b.role == "thread-local"}
    assert ours.get("tuple.7.0") == 16 and "select_n.4.0" in ours


def test_async_done_names_only_its_starts_outputs_and_defines_its_own_table():
    """all-gather-done's tuple result: an index table of its own (XLA's all-gather-done{}), its elements the start's
    output {1} only, so the start's table and its operand tuple {0} stay temporaries, not outputs."""
    a = analyze_memory(hlotool.parse_file(_gpu_dump("h100_x4", "xent")))
    done = [b for b in a.buffers if b.name == "all-gather-done"]
    assert [b.index for b in done] == [()] and done[0].bytes == 16
    start = {b.index: b.role for b in a.buffers if b.name == "all-gather-start"}
    assert start[()] == start[(0,)] == "temporary"


def test_in_place_all_reduce_start_takes_its_dying_operand():
    """all-reduce-start writes into its operand where that operand dies at it (XLA's in-place pair): in
    shard_map_ring the gemm's buffer is all-reduce-start's and so the output's; the start defines none."""
    a = analyze_memory(hlotool.parse_file(_gpu_dump("h100_x4", "shard_map_ring")))
    names = {b.name: b.role for b in a.buffers}
    assert "all-reduce-start" not in names and names["gemm_fusion_dot_general.3"] == "output"


def test_nested_tuple_elements_live_to_their_own_uses():
    """A nested tuple's elements are buffers of their own by full index ({0,0}, {0,1}), and a get-tuple-element
    uses only its operand's index table: variadic_reduce's {0,0} no longer lives to the last use of {1}."""
    a = analyze_memory(hlotool.parse_file(_gpu_dump("a100_x4", "variadic_reduce")))
    order = [i.name for i in a.order]
    inner = [b for b in a.buffers if b.name == "input_reduce_fusion" and b.index == (0, 0)]
    assert inner and inner[0].end < order.index("get-tuple-element.6")
