"""The evaluation engine: runs each computation's plan (``plans``), step by step or as generated code (``codegen``).

A plan is a list of steps ``(kernel, operand slots, instruction, output slot, slots to free)``;
running it is one tight loop, so the per-instruction cost is a list lookup and a call. Values are
dropped after their last use, so peak memory follows the program's live set.
"""
from __future__ import annotations

import os
from dataclasses import dataclass, field
from typing import Any, Callable

import numpy as np

from ..diagnostics import human_bytes
from ..ir.module import Computation, Instruction, Module
from .codegen import GeneratedCode, generated, loop_function
from .errors import InputMismatch, InterpError
from .plans import Plan, cached_plan
from .values import np_dtype


def default_max_memory() -> int:
    """Half of physical memory (a single value larger than this is refused)."""
    try:
        return os.sysconf("SC_PAGE_SIZE") * os.sysconf("SC_PHYS_PAGES") // 2
    except (ValueError, OSError, AttributeError):
        return 8 << 30


@dataclass
class Options:
    max_memory: int = field(default_factory=default_max_memory)
    max_steps: int = 10_000_000          # while-loop iterations over the whole run
    # on_value(inst, value, operand_values, ctx) after every instruction (tracing, nan checks)
    on_value: Callable[..., None] | None = None
    # on_loop(inst, iteration) once per while iteration (progress display)
    on_loop: Callable[..., None] | None = None


class EvalContext:
    """What kernels see: the module, options, and ``call`` to run a called computation."""

    def __init__(self, module: Module, options: Options | None = None, device=None):
        self.module = module
        self.options = options or Options()
        # This device's place in the grid (a ``devices.DeviceState``); one device alone if None.
        self.device = device if device is not None else single_device()
        self.steps_taken = 0             # while iterations so far (max_steps)
        self._plans: dict[int, Plan] = {}

    def fork(self, device) -> "EvalContext":
        """A context for the same module and options on another device (a ``devices.DeviceState``):
        what a kernel that runs a computation on several devices (a shard_map region) gives each."""
        return type(self)(self.module, self.options, device=device)

    # -------------------------------------------------------------- compile
    def plan(self, comp: Computation) -> Plan:
        plan = self._plans.get(id(comp))
        if plan is None:
            plan = self._plans[id(comp)] = cached_plan(comp)
        return plan

    # -------------------------------------------------------------- run
    def call(self, comp: Computation, args) -> Any:
        """Run ``comp`` on ``args`` (a sequence of values, one per parameter)."""
        plan = self.plan(comp)
        if len(args) != len(plan.param_slots):
            raise InterpError(f"computation {comp.name} takes {len(plan.param_slots)} arguments, "
                              f"got {len(args)}")
        on_value = self.options.on_value
        fn = plan.fn
        if fn is None and on_value is None:
            plan.runs += 1
            if plan.runs >= _GENERATE_ON_RUN:
                fn = generated(plan)
        if fn is not None and on_value is None and plan.max_nbytes <= self.options.max_memory:
            try:
                return fn(self, args)
            except InterpError as e:
                if e.inst is not None:
                    raise
                raise _at_instruction(e, plan) from None
            except _KERNEL_ERRORS as e:
                raise _at_instruction(e, plan) from e
        slots: list[Any] = [None] * plan.num_slots
        for slot, value in zip(plan.param_slots, args, strict=True):
            slots[slot] = value
        for slot, value in plan.constants:
            slots[slot] = value
        max_memory = self.options.max_memory
        check_memory = plan.max_nbytes > max_memory
        for fn, operand_slots, inst, out, free, nbytes in plan.steps:
            if check_memory and nbytes > max_memory:
                raise InterpError(
                    f"the result needs {human_bytes(nbytes)}, more than the memory limit "
                    f"{human_bytes(max_memory)} (raise it with --max-memory / max_memory=)",
                    inst, comp.name)
            operands = [slots[i] for i in operand_slots]
            try:
                value = fn(inst, operands, self)
            except InterpError as e:
                if e.inst is not None:
                    raise
                raise _at_instruction(e, plan, inst) from None
            except _KERNEL_ERRORS as e:
                raise _at_instruction(e, plan, inst) from e
            if on_value is not None:
                on_value(inst, value, operands, self)
            slots[out] = value
            for i in free:
                slots[i] = None
        return slots[plan.root]

    def runner(self, comp: Computation) -> Callable[[list], Any]:
        """``f(args)`` that runs ``comp`` like ``call``, for kernels that call one computation many
        times (while): the generated function itself where ``call`` would use it."""
        plan = self.plan(comp)
        if self.options.on_value is None:
            fn = generated(plan)        # (writing it sets plan.max_nbytes)
            if plan.max_nbytes <= self.options.max_memory:
                n = len(plan.param_slots)

                def run_generated(args):
                    if len(args) != n:
                        return self.call(comp, args)      # reports the mismatch
                    return fn(self, args)
                return run_generated
        return lambda args: self.call(comp, args)

    def loop_runner(self, cond: Computation, body: Computation) -> Callable[[Any, Instruction], Any] | None:
        """``f(state, while instruction)`` running a whole while loop as one generated function (see
        ``codegen.generate_loop_function``), or None where the kernel runs it itself: a hook watches each value,
        a result may exceed the memory limit, or the computations do not take one state each."""
        if self.options.on_value is not None:
            return None
        fn, max_nbytes = loop_function(self.plan(cond), self.plan(body))
        if fn is None or max_nbytes > self.options.max_memory:
            return None
        run = fn
        return lambda state, inst: run(self, state, inst)

    def count_loop_iteration(self, inst: Instruction, iteration: int) -> None:
        """Called by the while kernel once per iteration: enforces max_steps."""
        self.steps_taken += 1
        if self.device.rendezvous.failure is not None:
            self.device.rendezvous.check_failed()
        if self.steps_taken > self.options.max_steps:
            raise InterpError(f"more than max_steps={self.options.max_steps} loop iterations "
                              "(a runaway while loop? raise it with --max-steps / max_steps=)", inst)
        if self.options.on_loop is not None:
            self.options.on_loop(inst, iteration)


def single_device():
    """The state of a device that runs alone (a 1x1 grid)."""
    from ..ir.collectives import DeviceGrid
    from .rendezvous import DeviceState, Rendezvous
    return DeviceState(Rendezvous(DeviceGrid(1, 1)), 0, 0, 0)


# What a failing kernel raises; reported as an InterpError at its instruction.
_KERNEL_ERRORS = (ValueError, TypeError, IndexError, KeyError, ZeroDivisionError,
                  NotImplementedError, OverflowError, AttributeError, np.linalg.LinAlgError, MemoryError,
                  FloatingPointError)


def _at_instruction(error: Exception, plan: Plan, inst: Instruction | None = None) -> InterpError:
    """``error`` as an InterpError at the instruction that raised it: the innermost generated plan
    function in its traceback (plans call each other directly), else ``inst`` of ``plan``."""
    where = plan.computation.name
    tb = error.__traceback__
    while tb is not None:
        code = tb.tb_frame.f_globals.get("__hlotool_code__")
        if isinstance(code, GeneratedCode) and tb.tb_frame.f_code is code.fn.__code__:
            inst, where = code.lines.get(tb.tb_lineno, (None, code.name))
        tb = tb.tb_next
    reason = error.reason if isinstance(error, InterpError) else _kernel_failure(error, inst)
    return InterpError(reason, inst, where)


def _kernel_failure(error: Exception, inst: Instruction | None) -> str:
    """A kernel's own exception (NumPy's words) as what hlotool could not compute, with NumPy's text as a note."""
    if inst is None:
        what = "could not compute this instruction"
    else:
        operands = ", ".join(op.shape.to_text() for op in inst.operands) or "no operands"
        what = f"could not compute {inst.shape.to_text()} {inst.opcode} from ({operands})"
    kernel = "kernel" if inst is None else f"{inst.opcode} kernel"
    return (f"{what}: the interpreter's {kernel} does not handle this case (a gap or a bug "
            f"in hlotool; please report it with the module; `hlotool extract` cuts it out)\n"
            f"  note: {type(error).__name__}: {error}")


# A plan is written as Python on its second step-loop run: code generation costs about 20x one
# step-loop run, so only computations that repeat (loop bodies, reducers) repay it.
_GENERATE_ON_RUN = 2


# Results that are views of their operands (no new buffer): tuples hold their elements,
# get-tuple-element and bitcast/reshape-like ops return what they were given.
_ALIASING_OPCODES = frozenset({"tuple", "get-tuple-element", "bitcast", "after-all", "add-dependency",
                               "opt-barrier", "domain"})


def peak_live_bytes(comp: Computation) -> tuple[int, Instruction | None]:
    """The most bytes of values alive at once while ``comp`` runs, beyond its parameters, and the
    instruction where that happens. Shapes are static, so this is known before anything runs:
    values live from their definition to their last use (the plans free them then), and a called
    computation adds its own peak while it runs (a while body's peak once: each iteration's values
    are freed before the next). Kernel temporaries are not counted."""
    plan = cached_plan(comp)
    if plan.peak is not None:
        return plan.peak
    plan.peak = (0, None)              # a computation that (wrongly) calls itself counts once
    sizes = {slot: value_bytes(v) for slot, v in plan.constants}
    live = sum(sizes.values())
    peak, at = live, None
    for step in plan.steps:
        inst = step.inst
        own = 0 if inst.opcode in _ALIASING_OPCODES else step.nbytes
        callee = max((peak_live_bytes(c)[0] for c in inst.called_computations), default=0)
        if live + own + callee > peak:
            peak, at = live + own + callee, inst
        sizes[step.out] = own
        live += own
        for slot in step.free:
            live -= sizes.pop(slot, 0)
    plan.peak = (peak, at)
    return plan.peak


def value_bytes(value) -> int:
    """The bytes of a value (a tuple's: its elements')."""
    if isinstance(value, tuple):
        return sum(value_bytes(v) for v in value)
    return int(getattr(value, "nbytes", 0))


def check_memory_budget(module: Module, args_bytes: int, devices: int, max_memory: int) -> None:
    """Refuse, before anything runs, a run whose arguments and live values together (on all
    devices) cannot stay under ``max_memory``."""
    peak, at = peak_live_bytes(module.entry)
    total = args_bytes + devices * peak
    if total <= max_memory:
        return
    where = f", most while %{at.name} ({at.opcode}) runs" if at is not None else ""
    per = f" on each of {devices} devices" if devices > 1 else ""
    raise InterpError(f"the run needs {human_bytes(total)} at its peak (arguments {human_bytes(args_bytes)}, "
                      f"live values {human_bytes(peak)}{per}{where}), more than the memory limit "
                      f"{human_bytes(max_memory)} (raise it with --max-memory / max_memory=)")


def check_args(module: Module, args) -> list:
    """Convert and check entry arguments against the entry parameters (count, shape, dtype)."""
    params = module.entry.parameters
    if len(args) != len(params):
        raise InputMismatch(f"the entry computation {module.entry.name} takes {len(params)} "
                            f"argument(s), got {len(args)}")
    out = []
    for p, a in zip(sorted(params, key=lambda p: p.parameter_number or 0), args, strict=True):
        out.append(_check_arg(p, p.shape, a, f"parameter {p.parameter_number} (%{p.name})"))
    return out


def _check_arg(inst, shape, value, what):
    if shape.is_tuple:
        if not isinstance(value, (tuple, list)) or len(value) != len(shape.tuple_shapes):
            raise InputMismatch(f"{what} expects a tuple of {len(shape.tuple_shapes)} values "
                                f"{shape.to_text(False)}")
        return tuple(_check_arg(inst, s, v, f"{what}[{i}]")
                     for i, (s, v) in enumerate(zip(shape.tuple_shapes, value, strict=True)))
    if not shape.is_array:
        from .registry import TOKEN
        return TOKEN
    want = np_dtype(shape.element_type)
    arr = np.asarray(value)
    if tuple(arr.shape) != tuple(shape.dims):
        raise InputMismatch(f"{what} expects shape {shape.to_text(False)}, got an array of shape "
                            f"{tuple(arr.shape)} ({arr.dtype})")
    if arr.dtype != want:
        same_kind = (arr.dtype.kind == want.kind) or (arr.dtype.kind in "fc" and want.kind == "V") \
            or (arr.dtype.kind in "iub" and want.kind in "iub") or arr.dtype.kind == "f"
        if not same_kind:
            raise InputMismatch(f"{what} expects element type {shape.element_type}, got {arr.dtype}")
        arr = arr.astype(want)
    return arr
