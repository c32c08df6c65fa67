"""Plans: each computation compiled once into a flat list of steps (its kernels resolved and specialised for
its instructions, its values' slots and the steps after which each is freed), cached for as long as the IR
lives. ``EvalContext.call`` runs a plan step by step; ``codegen`` writes it as a Python function."""
from __future__ import annotations

import weakref
from dataclasses import dataclass, field
from typing import Any, Callable, NamedTuple

import numpy as np

from ..ir.module import Computation, Instruction
from ..opcodes import OPCODES
from .errors import InterpError
from .registry import find_kernel
from .values import literal_value, np_dtype, shape_nbytes

# Instructions the engine itself provides (no kernel call at run time).
_PARAMETER = "parameter"


class Step(NamedTuple):
    """A tuple, so the run loop unpacks it in one go."""
    fn: Callable[..., Any]
    operands: tuple[int, ...]
    inst: Instruction
    out: int
    free: tuple[int, ...]          # slots whose last use is this step
    nbytes: int                    # size of the result, checked against max_memory


@dataclass
class Plan:
    computation: Computation
    num_slots: int
    param_slots: tuple[int, ...]   # slot of parameter(i)
    steps: list[Step]
    root: int
    constants: list[tuple[int, Any]]  # (slot, value) filled before the steps run
    max_nbytes: int = 0            # the largest result: below max_memory, no step is checked
    # The steps as one generated Python function ``run(ctx, args)`` (see ``codegen``), written on the
    # plan's second run (most fused computations run once) and then used when no hook watches each
    # value and no result can exceed the memory limit.
    fn: Callable[..., Any] | None = None
    # A while loop with this plan as its body, as one generated function ``run(ctx, state, inst)``
    # (``codegen.generate_loop_function``), by the condition's plan.
    loops: dict[int, Any] = field(default_factory=dict)
    runs: int = 0                  # step-loop runs so far
    peak: tuple | None = None      # (peak live bytes beyond the parameters, where): peak_live_bytes


# Plans outlive one run (the IR is read-only): id(computation) -> (weak reference, plan).
_PLAN_CACHE: dict[int, tuple[Any, Plan]] = {}


def cached_plan(comp: Computation) -> Plan:
    entry = _PLAN_CACHE.get(id(comp))
    if entry is not None and entry[0]() is comp:
        return entry[1]
    plan = compile_computation(comp)
    key = id(comp)
    _PLAN_CACHE[key] = (weakref.ref(comp, lambda _r: _PLAN_CACHE.pop(key, None)), plan)
    return plan


def _resolve(fn, inst):
    """A kernel may offer ``fn.specialize(inst)`` returning a kernel for this one instruction
    (dispatch on dtype done once at plan time) or None to keep ``fn``."""
    specialize = getattr(fn, "specialize", None)
    if specialize is not None:
        special = specialize(inst)
        if special is not None:
            return special
    return fn


def _may_change_precision(inst: Instruction) -> bool:
    """A float result declared in another float type than a float operand's, where the op computes in its
    operands' type: TPU's mixed precision (XLA's verifier compares such shapes ignoring float precision)."""
    shape = inst.shape
    if not shape.is_array or shape.ptype.kind != "float":
        return False
    record = OPCODES.get(inst.opcode)
    if record is None or record.exact_shape or record.converts:
        return False
    return any(o.shape.is_array and o.shape.ptype.kind == "float" and o.shape.element_type != shape.element_type
               for o in inst.operands)


def _to_declared_precision(fn, want: np.dtype):
    """``fn``, its float result rounded to the declared type (to nearest, as XLA's TPU converts)."""
    def run(inst, args, ctx):
        result = fn(inst, args, ctx)
        if isinstance(result, np.ndarray) and result.dtype != want:
            return result.astype(want)
        return result
    return run


def compile_computation(comp: Computation) -> Plan:
    """Order-preserving flat plan of ``comp`` (HLO text lists operands before their users)."""
    slot_of: dict[str, int] = {}
    insts = list(comp.instructions)
    for i, inst in enumerate(insts):
        slot_of[inst.name] = i
    last_use: dict[int, int] = {}
    for i, inst in enumerate(insts):
        for op in inst.operands:
            last_use[slot_of[op.name]] = i
    root = slot_of[comp.root.name]
    params: dict[int, int] = {}
    steps: list[Step] = []
    constants: list[tuple[int, Any]] = []
    frees: dict[int, list[int]] = {}
    for slot, at in last_use.items():
        if slot != root:
            frees.setdefault(at, []).append(slot)
    for i, inst in enumerate(insts):
        if inst.opcode == _PARAMETER:
            number = inst.parameter_number
            assert number is not None       # (the parser gives every parameter its number)
            params[number] = i
            continue
        if inst.opcode == "constant":
            constants.append((i, literal_value(inst.literal, inst.shape)))
            continue
        fn = find_kernel(inst.opcode)
        fn = _missing_kernel if fn is None else _resolve(fn, inst)
        if _may_change_precision(inst):
            fn = _to_declared_precision(fn, np_dtype(inst.shape.element_type))
        for op in inst.operands:
            if slot_of[op.name] >= i:
                raise InterpError(f"operand %{op.name} is defined after its use", inst, comp.name)
        steps.append(Step(fn, tuple(slot_of[op.name] for op in inst.operands), inst, i,
                          tuple(frees.get(i, ())), shape_nbytes(inst.shape)))
    n = len(params)
    if sorted(params) != list(range(n)):
        raise InterpError(f"computation {comp.name} has parameters numbered {sorted(params)}")
    return Plan(comp, len(insts), tuple(params[k] for k in range(n)), steps, root, constants,
                max((st.nbytes for st in steps), default=0))



def _missing_kernel(inst, args, ctx):
    raise InterpError(f"the interpreter has no kernel for opcode '{inst.opcode}'")

