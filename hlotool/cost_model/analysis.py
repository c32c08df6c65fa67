"""The roofline of every kernel, and a step estimate from walking the scheduled module in program order.

A kernel's time is the larger of its compute time (matrix FLOPs at the target's peak for their input type,
other FLOPs at its vector rate, transcendentals at its special-function rate) and its memory time (bytes at
the HBM bandwidth), plus a launch overhead; a collective's is its latency-plus-bandwidth time
(``hlotool.cost.collectives``). What bounds it is whichever term is largest: compute, memory, collective or
launch.

The step: the entry computation in program order (an optimized module is scheduled). An async start
(all-gather-start, copy-start, async-start, ...) runs beside the kernels scheduled before its done; the done
waits for what is left of it. A while loop's body and condition run trip-count times; a conditional's dearest
branch; a call its callee.

It is a model: no kernel was timed. Every output says so.
"""
from __future__ import annotations

from collections import Counter, defaultdict
from dataclasses import dataclass, field

from ..ir.collectives import DeviceGrid
from ..ir.metadata import metadata_fields
from ..ir.module import Computation, Instruction, Module
from ..opcodes import OPCODES
from .collectives import collective_cost
from .kernels import Kernel, KernelList, _condition_and_body, list_kernels, static_totals, trip_count
from .targets import Target

BOUNDS = ("compute", "memory", "collective", "launch")
# The first part of every asynchronous pair (X-start, send, recv, async-start, async-update): read off the records.
_ASYNC_STARTS = frozenset(s for r in OPCODES.values() for s in r.async_start)


@dataclass
class CostAnalysis:
    module: Module
    target: Target
    kernels: list[Kernel]
    loops: list
    warnings: list[str]
    time_s: float
    split: dict[str, float]
    static: dict
    grid: DeviceGrid
    by_scope: list[dict] = field(default_factory=list)

    def counted(self):
        return (k for k in self.kernels if k.counted)

    @property
    def flops(self) -> int:
        return sum(k.work.flops * k.times for k in self.counted())

    @property
    def transcendentals(self) -> int:
        return sum(k.work.transcendentals * k.times for k in self.counted())

    @property
    def matrix_flops_by_type(self) -> dict[str, int]:
        out: Counter = Counter()
        for k in self.counted():
            for t, v in k.work.matrix.items():
                out[t] += v * k.times
        return dict(out)

    @property
    def matrix_flops(self) -> int:
        return sum(self.matrix_flops_by_type.values())

    @property
    def bytes_accessed(self) -> int:
        return sum(k.bytes_accessed * k.times for k in self.counted())


def roofline(kernel: Kernel, target: Target, grid: DeviceGrid, device_ids: list[int] | None) -> None:
    """Fill in the kernel's time (one execution), its compute and memory times and its bound."""
    inst = kernel.inst
    collective = collective_cost(inst, grid, target, device_ids)
    memory = kernel.bytes_accessed / target.memory_bandwidth if target.memory_bandwidth else 0.0
    work = kernel.work
    matrix = work.matrix_flops
    compute = sum(v / target.peak_for(t) for t, v in work.matrix.items())
    compute += max(work.flops - matrix, 0) / target.vector_flops
    compute += work.transcendentals / target.transcendentals if target.transcendentals else 0.0
    kernel.compute_s, kernel.memory_s = compute, memory
    if collective is not None and collective["group_size"] > 1:
        kernel.collective = collective
        kernel.time_s = collective["time_s"] + target.launch_s
        kernel.bound = "collective"
        return
    busy = max(compute, memory)
    kernel.time_s = busy + target.launch_s
    kernel.bound = "launch" if target.launch_s >= busy else ("compute" if compute >= memory else "memory")


def analyze_cost(module: Module, target: Target, device_ids: list[int] | None = None) -> CostAnalysis:
    memo: dict = {}
    listed: KernelList = list_kernels(module, memo)
    grid = DeviceGrid.of_module(module)
    for k in listed.kernels:
        roofline(k, target, grid, device_ids)
        k.op_name = op_name(k.inst)
    by_inst: dict[int, Kernel] = {}
    for k in listed.kernels:
        by_inst.setdefault(id(k.inst), k)
    time, split = _simulate(module.entry, by_inst, {})
    analysis = CostAnalysis(module, target, listed.kernels, listed.loops, listed.warnings, time, split,
                            static_totals(module, memo, listed.kernels), grid)
    analysis.by_scope = scopes(analysis)
    return analysis


# ------------------------------------------------------------------------------------------------ the step
def _simulate(comp: Computation, kernels: dict, memo: dict) -> tuple[float, dict[str, float]]:
    """(time, time by bound) of one run of ``comp`` in program order, async pairs overlapping."""
    if comp.name in memo:
        return memo[comp.name]
    t = 0.0
    split: dict[str, float] = defaultdict(float)
    in_flight: dict[str, tuple[float, str]] = {}

    def run(callee: Computation, times: int = 1) -> float:
        sub_t, sub_split = _simulate(callee, kernels, memo)
        for bound, seconds in sub_split.items():
            split[bound] += seconds * times
        return sub_t * times

    for inst in comp.instructions:
        op = inst.opcode
        if op == "while":
            cond, body = _condition_and_body(inst)
            trips, _ = trip_count(inst)
            n = 1 if trips is None else trips
            for callee, runs in ((cond, n + 1), (body, n)):
                if callee is not None:
                    t += run(callee, runs)
        elif op == "conditional":
            if inst.called_computations:
                dearest = max(inst.called_computations, key=lambda c: _simulate(c, kernels, memo)[0])
                t += run(dearest)
        elif op == "call":
            for callee in inst.called_computations:
                t += run(callee)
        elif op == "async-start":
            wrapped_t = 0.0
            wrapped_split: dict[str, float] = defaultdict(float)
            for callee in inst.called_computations:
                sub_t, sub_split = _simulate(callee, kernels, memo)
                wrapped_t += sub_t
                for bound, seconds in sub_split.items():
                    wrapped_split[bound] += seconds
            dominant = max(wrapped_split, key=wrapped_split.__getitem__) if wrapped_split else "compute"
            in_flight[inst.name] = (t + wrapped_t, dominant)
        elif OPCODES.get(op) is not None and OPCODES[op].async_start:
            start = _start_of(inst)
            if start is not None and start.name in in_flight and op != "async-update":
                end, bound = in_flight.pop(start.name)
                if end > t:
                    split[bound] += end - t
                    t = end
        else:
            kernel = kernels.get(id(inst))
            if kernel is None:
                continue
            if op in _ASYNC_STARTS:
                in_flight[inst.name] = (t + kernel.time_s, kernel.bound)
            else:
                t += kernel.time_s
                split[kernel.bound] += kernel.time_s
    for end, bound in in_flight.values():       # started and never waited for in this computation
        if end > t:
            split[bound] += end - t
            t = end
    memo[comp.name] = (t, dict(split))
    return t, dict(split)


def _start_of(done: Instruction) -> Instruction | None:
    """The start an async done (or update) waits for: its operand, through any async-updates."""
    inst = done.operands[0] if done.operands else None
    while inst is not None and inst.opcode == "async-update":
        inst = inst.operands[0] if inst.operands else None
    return inst


# ------------------------------------------------------------------------------------------------ scopes
def op_name(inst: Instruction) -> str:
    """The instruction's metadata op_name; for a fusion without one, its fused root's."""
    name = metadata_fields(inst.attribute_map.get("metadata")).get("op_name", "")
    if not name and inst.opcode == "fusion" and inst.called_computations:
        name = metadata_fields(inst.called_computations[0].root.attribute_map.get("metadata")).get("op_name", "")
    return str(name or "")


def scope_path(name: str) -> list[str]:
    """``jit(f)/layer_3/attn/dot_general`` -> its scopes: jit(f), jit(f)/layer_3, jit(f)/layer_3/attn."""
    # XLA joins the op_names of instructions it merged with ';': the first names the scope
    parts = [p for p in _split_scopes(name.split(";", 1)[0]) if p]
    return ["/".join(parts[:k]) for k in range(1, len(parts))] or (["(no op_name)"] if not parts else [parts[0]])


def _split_scopes(name: str) -> list[str]:
    """Split at '/' outside parentheses and brackets (``jit(f)/vmap(g)/...``; ``transpose(jvp(f))`` is one).
    Pieces are joined back while their brackets are open: str.split and str.count run in C."""
    out: list[str] = []
    held: str | None = None
    depth = 0
    for piece in name.split("/"):
        held = piece if held is None else held + "/" + piece
        depth += sum(piece.count(c) for c in "([{") - sum(piece.count(c) for c in ")]}")
        if depth <= 0:
            out.append(held)
            held, depth = None, 0
    if held is not None:
        out.append(held)
    return out


def scopes(analysis: CostAnalysis) -> list[dict]:
    """Time, FLOPs and bytes per op_name scope (every prefix), in path order (a parent before its children);
    ``depth`` is the number of scopes above it."""
    table: dict[str, dict] = {}
    for k in analysis.counted():
        for depth, scope in enumerate(scope_path(k.op_name)):
            row = table.get(scope)
            if row is None:
                row = table[scope] = {"scope": scope, "depth": depth,
                                      "time_s": 0.0, "flops": 0, "matrix_flops": 0, "bytes_accessed": 0,
                                      "kernels": 0}
            row["time_s"] += k.time_s * k.times
            row["flops"] += k.work.flops * k.times
            row["matrix_flops"] += k.work.matrix_flops * k.times
            row["bytes_accessed"] += k.bytes_accessed * k.times
            row["kernels"] += 1
    return sorted(table.values(), key=lambda r: r["scope"])
