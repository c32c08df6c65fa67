"""``hlotool stats``: what a module contains and costs, as a plain dict (JSON-ready).

Counts by opcode and computation, fusions by kind, custom-call targets, collectives with their
replica groups and bytes, parameter/output/constant bytes, FLOPs as ``hlotool cost`` counts them (loops
multiplied by their trip counts; the matrix FLOPs of dots, convolutions and the library calls that stand for
them by opcode), bytes defined per memory space, the largest tensors and while loops with a known trip count.
"""
from __future__ import annotations

import heapq
import json
from collections import Counter
from operator import attrgetter, itemgetter

from .ir.device_groups import IotaList, MeshAxesGroups
from .ir.module import Computation, Instruction, Module
from .ir.shape import Shape
from .ir.values import BackendConfig
from .opcodes import DEFINES, OPCODES, PARAMETER, async_sugar

# Collectives that move data, counted once per async pair (at the start).
COLLECTIVE_OPCODES = frozenset(name for name, op in OPCODES.items()
                               if op.collective in ("grouped", "permute") and not name.endswith("-done"))
TOP_N = 10
# Opcodes module_stats lists or counts one by one (the others, inside fusions, only by opcode and size).
_COUNTED_APART = COLLECTIVE_OPCODES.union({"constant", "fusion", "custom-call", "while"})
_opcode_of = attrgetter("opcode")


def _defined_leaves(inst: Instruction, in_entry: bool) -> list[Shape]:
    """The arrays ``inst``'s result newly defines, as hlotool memory counts them (the opcode records' ``buffer`` and
    ``async_outputs``): none for a view of other buffers (bitcast, get-tuple-element, tuple, copy-done,
    all-reduce-done, domain, ...); an async start's new outputs only; a caller of computations that define its
    result (while, call, conditional, an async wrapper) none, its computations' instructions being counted; a called
    computation's tuple parameter none (its caller's operands)."""
    sugar = async_sugar(inst.opcode)
    record = OPCODES.get(f"async-{sugar[1]}" if sugar else inst.opcode)
    shape = inst.shape
    if record is not None and (record.buffer != DEFINES or (record.runs_callee_elsewhere and inst.called_computations)
                               or (shape.is_tuple and record.family == PARAMETER and not in_entry)):
        return []
    if not shape.is_tuple:
        return [shape] if shape.is_array else []
    elements = shape.tuple_shapes if record is None or record.async_outputs is None else \
        [shape.tuple_shapes[i] for i in record.async_outputs if i < len(shape.tuple_shapes)]
    return [leaf for e in elements for leaf in e.leaves() if leaf.is_array]


def shape_bytes(shape: Shape) -> int:
    """Storage bytes of every array leaf (sub-byte types packed, rounded up per leaf)."""
    total = 0
    for leaf in shape.leaves():
        if leaf.is_array:
            total += (leaf.num_elements * leaf.ptype.bits + 7) // 8
    return total


# ---------------------------------------------------------------- helpers
def _fused_instruction_count(comp: Computation) -> int:
    n = 0
    for inst in comp.instructions:
        n += 1
        for callee in inst.called_computations:
            n += _fused_instruction_count(callee)
    return n


def _replica_groups_text(value) -> str:
    if value is None:
        return ""
    if isinstance(value, (IotaList, MeshAxesGroups)):
        return value.to_text()
    return "{" + ",".join("{" + ",".join(map(str, g)) + "}" for g in value) + "}"


def _known_trip_count(inst: Instruction) -> int | None:
    config = inst.attribute_map.get("backend_config")
    if not isinstance(config, BackendConfig):
        return None
    try:
        data = json.loads(config.text)
        return int(data["known_trip_count"]["n"])
    except (ValueError, KeyError, TypeError):
        return None


def _string(value) -> str:
    return str(value)


def module_stats(module: Module) -> dict:
    # Values a fusion computes inside itself live in registers or shared memory, not in a memory space.
    fused = {callee.name for c in module.computations for i in c.instructions if i.opcode == "fusion"
             for callee in i.called_computations}
    tally = _Tally()
    entry = module.entry            # (a search of the computations: once, not per computation)
    for comp in module.computations:
        tally.add_computation(comp, comp is entry, comp.name in fused)
    return tally.report(module)


class _Tally:
    """module_stats's counts, added one computation at a time (a call per computation; its instructions in one
    loop, the tallies bound to locals)."""

    def __init__(self):
        self.by_opcode: Counter = Counter()
        self.by_computation: dict[str, int] = {}
        self.fusion_kinds: Counter = Counter()
        self.custom_calls: Counter = Counter()
        self.fusions: list[dict] = []
        self.collectives: list[dict] = []
        self.tensors: list[tuple[int, str, Instruction]] = []
        self.whiles: list[dict] = []
        self.bytes_by_space: Counter = Counter()
        self.constant_bytes = 0
        # Bytes by shape (shapes are shared between instructions: the parser interns them); the module keeps the
        # shapes alive, so their ids stay theirs.
        self.bytes_of_shape: dict[int, int] = {}
        # What an instruction outside fusions defines, by what decides it: [(memory space, bytes)].
        self.defined_of: dict[tuple, list[tuple[int, int]]] = {}
        # The TOP_N largest tensor sizes so far (a min-heap): a smaller tensor cannot be among the largest.
        self.largest: list[int] = []
        self.smallest_kept = -1

    def add_computation(self, comp: Computation, in_entry: bool, in_fusion: bool) -> None:
        """Count ``comp``'s instructions (``in_fusion``: a fusion's computation, whose values live in no memory
        space)."""
        self.by_computation[comp.name] = len(comp.instructions)
        self.by_opcode.update(map(_opcode_of, comp.instructions))     # (first seen, first listed: as one by one)
        bytes_of_shape, defined_of, largest, tensors = self.bytes_of_shape, self.defined_of, self.largest, self.tensors
        bytes_by_space, fusion_kinds, fusions = self.bytes_by_space, self.fusion_kinds, self.fusions
        custom_calls, collectives, whiles = self.custom_calls, self.collectives, self.whiles
        smallest_kept, constant_bytes = self.smallest_kept, self.constant_bytes
        for inst in comp.instructions:
            opcode = inst.opcode
            shape = inst.shape
            nbytes = bytes_of_shape.get(id(shape))
            if nbytes is None:
                nbytes = bytes_of_shape[id(shape)] = shape_bytes(shape)
            if nbytes >= smallest_kept and opcode != "tuple" and not shape.is_tuple:
                tensors.append((nbytes, comp.name, inst))
                if len(largest) < TOP_N:
                    heapq.heappush(largest, nbytes)
                    if len(largest) == TOP_N:
                        smallest_kept = largest[0]
                elif nbytes > largest[0]:
                    heapq.heapreplace(largest, nbytes)
                    smallest_kept = largest[0]
            if opcode not in _COUNTED_APART and in_fusion:
                continue
            if opcode == "constant":
                constant_bytes += nbytes
            if not in_fusion:
                key = (opcode, id(shape), in_entry, not inst.called_computations)
                defined = defined_of.get(key)
                if defined is None:
                    defined = defined_of[key] = [
                        (leaf.layout.memory_space if leaf.layout is not None else 0, shape_bytes(leaf))
                        for leaf in _defined_leaves(inst, in_entry)]
                for space, n in defined:
                    bytes_by_space[space] += n
            if opcode == "fusion":
                kind = _string(inst.attribute_map.get("kind", "?"))
                fusion_kinds[kind] += 1
                size = sum(_fused_instruction_count(c) for c in inst.called_computations)
                fusions.append({"name": inst.name, "computation": comp.name, "kind": kind,
                                "fused_instructions": size, "shape": inst.shape.to_text(False)})
            elif inst.opcode == "custom-call":
                target = _string(inst.attribute_map.get("custom_call_target", "?"))
                custom_calls[target] += 1
            elif inst.opcode in COLLECTIVE_OPCODES:
                moved = sum(shape_bytes(o.shape) for o in inst.operands)
                collectives.append({"name": inst.name, "opcode": inst.opcode, "computation": comp.name,
                                    "replica_groups": _replica_groups_text(inst.attribute_map.get("replica_groups")),
                                    "source_target_pairs": [list(p) for p in
                                                            inst.attribute_map.get("source_target_pairs", ())],
                                    "bytes": moved})
            elif inst.opcode == "while":
                whiles.append({"name": inst.name, "computation": comp.name,
                               "known_trip_count": _known_trip_count(inst)})
        self.smallest_kept, self.constant_bytes = smallest_kept, constant_bytes

    def report(self, module: Module) -> dict:
        """module_stats's report of the counts."""
        entry = module.entry
        self.fusions.sort(key=lambda f: -f["fused_instructions"])
        tensors = heapq.nlargest(TOP_N, self.tensors, key=itemgetter(0))     # (as a stable sort by size, largest first)
        return {
            "module": module.name,
            "computations": len(module.computations),
            "instructions": module.instruction_count,
            "by_opcode": dict(self.by_opcode.most_common()),
            "by_computation": self.by_computation,
            "fusions": {"count": sum(self.fusion_kinds.values()), "by_kind": dict(self.fusion_kinds.most_common()),
                        "largest": self.fusions[:TOP_N]},
            "custom_call_targets": dict(self.custom_calls.most_common()),
            "collectives": self.collectives,
            "bytes": {"parameters": sum(shape_bytes(p.shape) for p in entry.parameters),
                      "output": shape_bytes(entry.root.shape),
                      "constants": self.constant_bytes,
                      # every array an instruction outside fusions defines, by layout memory space (S(n); 0: default):
                      # what is written to memory at some point, not a peak
                      "defined_by_memory_space": {str(k): v for k, v in sorted(self.bytes_by_space.items())},
                      # the device memory the program needs at once (default space), by hlotool memory's analysis
                      "peak_bytes": _peak_bytes(module)},
            "flops": _flops(module),
            "largest_tensors": [{"name": i.name, "computation": c, "opcode": i.opcode,
                                 "shape": i.shape.to_text(False), "bytes": b} for b, c, i in tensors[:TOP_N]],
            "while_loops": self.whiles,
        }


def _flops(module: Module) -> dict:
    """hlotool cost's FLOPs (``hlotool.cost_model``): loops multiplied by their trip counts, a conditional's
    dearest branch; ``static`` counts each instruction once, as XLA's cost_analysis does. ``by_opcode``: the
    matrix FLOPs by the opcode or library call that does them (dots inside fusions as ``dot``)."""
    from .cost_model.kernels import computation_work, list_kernels
    memo: dict = {}          # the Work of computations, shared by the kernels and the static count
    listed = list_kernels(module, memo, with_bytes=False)      # (FLOPs only: no kernel's bytes are read here)
    matrix_memo: dict = {}
    by_opcode: Counter = Counter()
    total = matrix = transcendentals = 0
    for k in listed.kernels:
        if not k.counted:
            continue
        total += k.work.flops * k.times
        transcendentals += k.work.transcendentals * k.times
        matrix += k.work.matrix_flops * k.times
        if k.work.matrix:      # (a fusion's Work holds the matrix keys of its fused instructions)
            for key, flops in _matrix_by_opcode(k.inst, memo, matrix_memo):
                by_opcode[key] += flops * k.times
    static = computation_work(module.entry, memo)
    return {"total": total, "matrix": matrix, "transcendentals": transcendentals, "static": static.flops,
            "loops_multiplied": bool(listed.loops), "by_opcode": dict(by_opcode.most_common()),
            # library calls left out: their configs do not say their sizes
            "uncounted": [k.inst.name for k in listed.kernels if k.uncounted.startswith("its backend_config")],
            "unknown_trip_counts": [lp.name for lp in listed.loops if lp.trip_count is None]}


def _matrix_by_opcode(inst: Instruction, memo: dict, fused_memo: dict) -> list[tuple[str, int]]:
    """(opcode or library call, matrix FLOPs) of one execution of ``inst``, a fusion's by its fused instructions
    (listed once per fused computation, in ``fused_memo``)."""
    from .cost_model.kernels import instruction_work
    if inst.opcode == "fusion":
        comp = inst.called_computations[0]
        found = fused_memo.get(comp.name)
        if found is None:
            found = fused_memo[comp.name] = [item for fused in comp.instructions
                                             for item in _matrix_by_opcode(fused, memo, fused_memo)]
        return found
    work = instruction_work(inst, memo)
    if work.matrix:
        key = str(inst.attribute_map.get("custom_call_target", "")) if inst.opcode == "custom-call" else inst.opcode
        return [(key, work.matrix_flops)]
    return []


def _peak_bytes(module: Module) -> int:
    """``hlotool memory``'s peak of the default memory space (its allocations and packed heap)."""
    from .memory_model import analyze_memory
    return analyze_memory(module).peak(0)[0]


def stats(module) -> dict:
    """Statistics of a module (Module or HLO text)."""
    from .parser import parse
    return module_stats(module if isinstance(module, Module) else parse(module))
