"""What each kernel of a module computes and moves, and how often it runs per step.

A kernel is what runs on the device as one unit: each top-level instruction of the entry computation and of
the computations it calls as control flow (while bodies and conditions, conditional branches, calls, async
wrappers), except the instructions that only name buffers (parameters, constants, tuples, bitcasts, ...).
A fusion's, a reduction's and a sort's computations are part of their instruction's kernel.

FLOPs and bytes come from the rules on the opcode and custom-call records (``hlotool.op_costs``); bytes at
physical sizes (tiles and padding count: ``hlotool.memory_model.physical_bytes``).
"""
from __future__ import annotations

import json
from dataclasses import dataclass, field
from typing import Sequence

from ..custom_calls import custom_call_target
from ..ir.module import Computation, Instruction, Module
from ..ir.values import BackendConfig
from ..memory_model.buffers import physical_bytes
from ..op_costs import VIEW_RULES, Work, no_flops, result_elements, target_flops, transcendental_flops, vector_flops
from ..opcodes import CALLEE, OPCODES, opcodes_where

# Opcodes whose called computations run as control flow (their instructions are kernels of their own), and
# those whose called computations are part of one kernel (fusion, reduce, sort, ...): read off the records.
_CONTROL_FLOW = opcodes_where(buffer=CALLEE) | frozenset(
    name for name, r in OPCODES.items() if r.runs_callee_elsewhere and not r.async_start)


@dataclass
class Kernel:
    inst: Instruction
    computation: str
    times: int                  # executions per step (trip counts multiplied in)
    work: Work
    bytes_read: int
    bytes_written: int
    counted: bool = True        # False: a conditional branch that is not the most expensive one
    branch: str = ""            # "conditional.3 branch 1" for a kernel inside a branch
    # Filled by the roofline (hlotool.cost.roofline):
    time_s: float = 0.0         # one execution
    compute_s: float = 0.0
    memory_s: float = 0.0
    bound: str = ""
    collective: dict | None = None
    uncounted: str = ""         # why its FLOPs are unknown (a library call the records do not price)
    op_name: str = ""           # its metadata's (a fusion's: its root's where it has none)

    @property
    def bytes_accessed(self) -> int:
        return self.bytes_read + self.bytes_written


@dataclass
class Loop:
    name: str
    computation: str
    trip_count: int | None
    how: str                    # "known_trip_count" | "induction variable" | "unknown: counted once"
    times: int                  # how often the loop itself runs per step


@dataclass
class KernelList:
    kernels: list[Kernel] = field(default_factory=list)
    loops: list[Loop] = field(default_factory=list)
    warnings: list[str] = field(default_factory=list)


def instruction_work(inst: Instruction, memo: dict) -> Work:
    """FLOPs of one instruction, called computations included (XLA's convention: each once)."""
    record = OPCODES.get(inst.opcode)
    if record is None:
        return Work()
    if record.flops is target_flops:
        return _custom_call_work(inst)
    return record.flops(inst, lambda comp: computation_work(comp, memo))


def _custom_call_work(inst: Instruction) -> Work:
    record = custom_call_target(str(inst.attribute_map.get("custom_call_target", "")))
    if record is None or record.flops is None or (record.matrix_flops and len(inst.operands) < 2):
        return Work()
    flops = record.flops(inst)
    if flops is None:
        return Work()
    if not record.matrix_flops:
        return Work(flops=flops)
    leaf = inst.operands[0].shape
    return Work(flops=flops, matrix={leaf.ptype.name if leaf.is_array else "?": flops})


def computation_work(comp: Computation, memo: dict) -> Work:
    """Every instruction of ``comp`` once; a while's body and condition once; a conditional's dearest branch."""
    found = memo.get(comp.name)
    if found is not None:
        return found
    flops = transcendentals = 0
    total = Work()
    for inst in comp.instructions:
        op = inst.opcode
        rule = _FLOP_RULES.get(op)
        # the common rules inline: a fused computation has thousands of elementwise instructions
        if rule is vector_flops or rule is transcendental_flops:
            shape = inst.shape
            n = shape.num_elements if shape.is_array else result_elements(shape)
            if rule is vector_flops:
                flops += n
            else:
                transcendentals += n
        elif op == "while":
            for callee in inst.called_computations:
                total.add(computation_work(callee, memo))
        elif op == "conditional":
            best = Work()
            for c in inst.called_computations:
                best = best.maximum(computation_work(c, memo))
            total.add(best)
        elif rule is not no_flops:
            total.add(instruction_work(inst, memo))
    total.flops += flops
    total.transcendentals += transcendentals
    memo[comp.name] = total
    return total


_FLOP_RULES = {name: record.flops for name, record in OPCODES.items()}


def instruction_bytes(inst: Instruction) -> tuple[int, int]:
    """(bytes read, bytes written) of one instruction run as a kernel, at physical sizes."""
    record = OPCODES.get(inst.opcode)
    if record is None:
        return 0, 0
    return record.bytes(inst, physical_bytes)


def is_kernel(inst: Instruction) -> bool:
    record = OPCODES.get(inst.opcode)
    return record is not None and record.bytes not in VIEW_RULES and inst.opcode not in _CONTROL_FLOW \
        and record.async_start == ()


# ------------------------------------------------------------------------------------------------ loops
def trip_count(loop: Instruction) -> tuple[int | None, str]:
    """A while loop's trip count: ``known_trip_count`` in its backend_config, else the induction variable
    XLA's while-loop analysis recognises (a counter in the loop state compared with a constant and stepped by a
    constant), else None."""
    config = loop.attribute_map.get("backend_config")
    if isinstance(config, BackendConfig):
        try:
            return int(json.loads(config.text)["known_trip_count"]["n"]), "known_trip_count"
        except (ValueError, KeyError, TypeError):
            pass
    found = _induction_trip_count(loop)
    if found is not None:
        return found, "induction variable"
    return None, "unknown"


def _through_copies(inst: Instruction) -> Instruction:
    """The value a chain of copies, bitcasts, reshapes and converts passes along (XLA's passes add them to loop
    counters: a TPU loop steps copy(gte(state, 0)))."""
    while inst.opcode in ("copy", "bitcast", "reshape", "convert") and inst.operands:
        inst = inst.operands[0]
    return inst


def _constant_int(inst: Instruction) -> int | None:
    inst = _through_copies(inst)
    if inst.opcode != "constant" or inst.literal is None or not inst.shape.is_array or inst.shape.num_elements != 1:
        return None
    try:
        return int(inst.literal.value.reshape(-1)[0])
    except (AttributeError, TypeError, ValueError, IndexError, OverflowError):
        return None


def _gte_index(inst: Instruction, param: Instruction) -> int | None:
    inst = _through_copies(inst)
    if inst.opcode == "get-tuple-element" and inst.operands and inst.operands[0] is param:
        return inst.attribute_map.get("index")
    return None


def _induction_trip_count(loop: Instruction) -> int | None:
    if len(loop.called_computations) < 2 or not loop.operands:
        return None
    cond, body = _condition_and_body(loop)
    if cond is None or body is None or not cond.parameters or not body.parameters:
        return None
    compare = cond.root
    if compare.opcode != "compare" or len(compare.operands) != 2:
        return None
    direction = str(compare.attribute_map.get("direction", ""))
    lhs, rhs = compare.operands
    index = _gte_index(lhs, cond.parameters[0])
    bound = _constant_int(rhs)
    if index is None or bound is None:
        index, bound = _gte_index(rhs, cond.parameters[0]), _constant_int(lhs)
        direction = {"LT": "GT", "GT": "LT", "LE": "GE", "GE": "LE"}.get(direction, direction)
    if index is None or bound is None:
        return None
    init_tuple = loop.operands[0]
    if init_tuple.opcode != "tuple" or index >= len(init_tuple.operands):
        return None
    start = _constant_int(init_tuple.operands[index])
    body_root = body.root
    if start is None or body_root.opcode != "tuple" or index >= len(body_root.operands):
        return None
    step_inst = body_root.operands[index]
    if step_inst.opcode != "add" or len(step_inst.operands) != 2:
        return None
    a, b = step_inst.operands
    if _gte_index(a, body.parameters[0]) == index:
        step = _constant_int(b)
    elif _gte_index(b, body.parameters[0]) == index:
        step = _constant_int(a)
    else:
        return None
    if not step:
        return None
    span = {"LT": bound - start, "LE": bound - start + 1, "GT": start - bound, "GE": start - bound + 1,
            "NE": bound - start}.get(direction)
    if span is None:
        return None
    if direction in ("GT", "GE"):
        step = -step
    if step <= 0 and span > 0:
        return None
    return max(0, -(-span // abs(step)))


def _condition_and_body(loop: Instruction) -> tuple[Computation | None, Computation | None]:
    cond_ref, body_ref = loop.attribute_map.get("condition"), loop.attribute_map.get("body")
    by_name = {c.name: c for c in loop.called_computations}
    cond = by_name.get(getattr(cond_ref, "name", None)) if cond_ref is not None else None
    body = by_name.get(getattr(body_ref, "name", None)) if body_ref is not None else None
    return cond, body


# ------------------------------------------------------------------------------------------------ the walk
def list_kernels(module: Module, memo: dict | None = None, with_bytes: bool = True) -> KernelList:
    """Every kernel of one step, entry first, in program order, with how often it runs. ``memo``: the Work of
    the computations seen so far (share it with ``static_totals``). ``with_bytes=False``: the kernels' bytes are
    left 0 (for FLOPs alone: a fusion's bytes walk its computation's parameters and their users)."""
    out = KernelList()
    _walk(module.entry, 1, "", True, out, {} if memo is None else memo, with_bytes)
    return out


def _walk(comp: Computation, times: int, branch: str, counted: bool, out: KernelList, memo: dict,
          with_bytes: bool = True) -> None:
    for inst in comp.instructions:
        op = inst.opcode
        if op == "while":
            cond, body = _condition_and_body(inst)
            trips, how = trip_count(inst)
            if trips is None:
                out.warnings.append(f"while %{inst.name} in {comp.name}: trip count unknown (no known_trip_count "
                                    f"and no induction variable recognised): its body is counted once")
            out.loops.append(Loop(inst.name, comp.name, trips, how if trips is not None else "unknown: counted once",
                                  times))
            n = 1 if trips is None else trips
            if cond is not None:
                _walk(cond, times * (n + 1), branch, counted, out, memo, with_bytes)
            if body is not None:
                _walk(body, times * n, branch, counted, out, memo, with_bytes)
        elif op == "conditional":
            dearest = _dearest_branch(inst, memo)
            for k, callee in enumerate(inst.called_computations):
                _walk(callee, times, f"%{inst.name} branch {k}", counted and k == dearest, out, memo, with_bytes)
        elif op in ("call", "async-start"):
            for callee in inst.called_computations:
                _walk(callee, times, branch, counted, out, memo, with_bytes)
        elif is_kernel(inst):
            read, written = instruction_bytes(inst) if with_bytes else (0, 0)
            kernel = Kernel(inst, comp.name, times, instruction_work(inst, memo), read, written, counted, branch)
            if op == "custom-call":
                record = custom_call_target(str(inst.attribute_map.get("custom_call_target", "")))
                if record is not None and record.flops is not None and record.flops(inst) is None:
                    kernel.uncounted = "its backend_config does not give its size"
                elif record is None:
                    kernel.uncounted = "a custom call hlotool has no record of"
            out.kernels.append(kernel)


def _dearest_branch(inst: Instruction, memo: dict) -> int:
    """The branch with the most work (FLOPs, then bytes): the one a step total counts, as XLA takes the max."""
    def weight(comp: Computation) -> tuple[int, int]:
        w = computation_work(comp, memo)
        return w.flops + w.transcendentals, sum(sum(instruction_bytes(i)) for i in comp.instructions)
    weights = [weight(c) for c in inst.called_computations]
    return max(range(len(weights)), key=weights.__getitem__) if weights else 0


def static_totals(module: Module, memo: dict | None = None, kernels: Sequence[Kernel] = ()) -> dict:
    """XLA's HloCostAnalysis convention: each instruction once (a loop body once, a conditional's dearest
    branch), for comparison with ``compiled.cost_analysis()``. ``memo`` and ``kernels``: what ``list_kernels``
    already found (the Work of computations, the bytes of kernels)."""
    work = computation_work(module.entry, {} if memo is None else memo)
    known = {id(k.inst): k.bytes_accessed for k in kernels}
    return {"flops": work.flops, "transcendentals": work.transcendentals, "matrix_flops": work.matrix_flops,
            "bytes_accessed": _static_bytes(module.entry, {}, known)}


def _static_bytes(comp: Computation, memo: dict, known: dict) -> int:
    if comp.name in memo:
        return memo[comp.name]
    total = 0
    for inst in comp.instructions:
        op = inst.opcode
        if op in ("while", "call", "async-start"):
            total += sum(_static_bytes(c, memo, known) for c in inst.called_computations)
        elif op == "conditional":
            total += max((_static_bytes(c, memo, known) for c in inst.called_computations), default=0)
        else:
            found = known.get(id(inst))
            total += found if found is not None else sum(instruction_bytes(inst))
    memo[comp.name] = total
    return total
