"""The evaluation engine: compiles each computation once into a flat plan and runs it.

A plan is a list of steps ``(kernel, operand slots, instruction, output slot, slots to free)``;
running it is one tight loop, so the per-instruction cost is a list lookup and a call. Values are
dropped after their last use, so peak memory follows the program's live set.
"""
from __future__ import annotations

import os
import weakref
from dataclasses import dataclass, field
from typing import Any, Callable, NamedTuple, cast

import numpy as np

from ..diagnostics import human_bytes
from ..ir.module import Computation, Instruction, Module
from ..opcodes import INLINES_CALLEE, OPCODES
from .errors import InputMismatch, InterpError
from .registry import KERNELS, PlannedKernel, find_kernel
from .values import literal_value, np_dtype, shape_nbytes

# Instructions the engine itself provides (no kernel call at run time).
_PARAMETER = "parameter"


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
    # The steps as one generated Python function ``run(ctx, args)`` (see generate_plan_function),
    # written on the plan's second run (most fused computations run once) and then used when no
    # hook watches each value and no result can exceed the memory limit.
    fn: Callable[..., Any] | None = None
    line_steps: dict[int, int] = field(default_factory=dict)   # source line -> step index
    runs: int = 0                  # step-loop runs so far
    peak: tuple | None = None      # (peak live bytes beyond the parameters, where): peak_live_bytes


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
        owner = tb.tb_frame.f_globals.get("__hlotool_plan__")
        if owner is not None and tb.tb_frame.f_code is owner.fn.__code__:
            step = owner.line_steps.get(tb.tb_lineno)
            inst, where = (None if step is None else owner.steps[step].inst), owner.computation.name
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


def generated(plan: Plan) -> Callable[..., Any]:
    """The plan's generated function, written now if it was not yet."""
    fn = plan.fn
    if fn is None:
        generate_plan_function(plan)
        fn = plan.fn
        assert fn is not None       # (generate_plan_function sets it)
    return fn


def generate_plan_function(plan: Plan) -> None:
    """Write the plan as straight-line Python: one line per step, operands in local variables,
    ``del`` after a value's last use. Tuples and get-tuple-element are written inline, a call or
    fusion calls the callee's generated function directly, an elementwise step calls its NumPy
    function directly (see ``_array_call``), and every other step calls its (plan-time specialised)
    kernel. This removes the run loop's per-step cost, which dominates loops over small tensors.
    Used only without hooks and below the memory limit, so ``max_nbytes`` also covers the callees
    called directly.

    A chain of elementwise steps, each result used once and by the next step, is one nested
    expression: ``t = F3(F2(F1(a), b))`` calls the same functions on the same values in the same
    order as the steps, so its results are the steps' bit for bit, without the locals between them.
    Each call of a chain starts a line of its own, so an error names its step. Tracing and
    ``--break-on`` watch every step's value: they run the per-step loop (``EvalContext.call``)."""
    env: dict[str, Any] = {"__hlotool_plan__": plan, "_asarray": np.asarray}
    lines = ["def run(ctx, args):"]
    line_steps: dict[int, int] = {}
    for k, slot in enumerate(plan.param_slots):
        lines.append(f"    s{slot} = args[{k}]")
    for slot, value in plan.constants:
        env[f"c{slot}"] = value
        lines.append(f"    s{slot} = c{slot}")
    physical = len(lines)                     # source lines so far (a chain's statement spans several)
    nested = _nested_steps(plan)
    nested_outs = {plan.steps[n].out for n in nested}      # values that are never a local
    pending: tuple[str, int] | None = None    # the previous step's expression and its chain's length
    pending_free: list[int] = []              # slots freed by the steps in that expression
    for n, (fn, operand_slots, inst, out, free, _) in enumerate(plan.steps):
        ops = [f"s{i}" for i in operand_slots]
        depth = 0
        if pending is not None:              # the previous step's result, used here alone
            ops[operand_slots.index(plan.steps[n - 1].out)] = "\n        " + pending[0]
            depth, pending = pending[1], None
        callee = _direct_callee(inst)
        array_call = _array_call(fn, operand_slots)
        if inst.opcode == "tuple":
            code = f"({', '.join(ops)},)" if operand_slots else "()"
        elif inst.opcode == "get-tuple-element" and fn is not KERNELS["get-tuple-element"]:
            code = f"{ops[0]}[{int(inst.attrs['index'])}]"
        elif callee is not None and len(callee.param_slots) == len(operand_slots):
            env[f"g{n}"] = generated(callee)
            plan.max_nbytes = max(plan.max_nbytes, callee.max_nbytes)
            code = f"g{n}(ctx, [{', '.join(ops)}])"
        elif array_call is not None:
            env[f"a{n}"] = cast(PlannedKernel, fn).array_fn     # (_array_call found it one)
            code = array_call.format(n=n, ops=", ".join(ops))
        else:
            env[f"f{n}"], env[f"i{n}"] = fn, inst
            code = f"f{n}(i{n}, [{', '.join(ops)}], ctx)"
        if n in nested:
            pending = (code, depth + 1)
            pending_free.extend(free)
            continue
        lines.append(f"    s{out} = {code}")
        for k in range(depth + 1):           # the statement's lines: this step's, then its chain's, newest first
            line_steps[physical + 1 + k] = n - k
        physical += depth + 1
        free = tuple(i for i in (*free, *pending_free) if i not in nested_outs)
        pending_free = []
        if free:
            lines.append("    del " + ", ".join(f"s{i}" for i in free))
            physical += 1
    lines.append(f"    return s{plan.root}")
    filename = f"<hlotool plan of {plan.computation.name}>"
    exec(compile("\n".join(lines) + "\n", filename, "exec"), env)   # exec of our own generated code
    plan.fn, plan.line_steps = env["run"], line_steps


def _array_call(fn, operand_slots) -> str | None:
    """The code calling an elementwise kernel's NumPy function on its operands (``a{n}(...)``, made an
    ndarray where the kernel makes it one), or None where ``fn`` is not such a kernel."""
    array_fn = getattr(fn, "array_fn", None)
    if array_fn is None or getattr(fn, "arity", None) != len(operand_slots):
        return None
    return "_asarray(a{n}({ops}))" if fn.rank0 else "a{n}({ops})"


def _nested_steps(plan: Plan) -> set[int]:
    """The steps written into the next step's expression: elementwise steps whose result is used once, by the
    next step, itself an elementwise step or a tuple (a chain ends in a line of its own)."""
    uses: dict[int, int] = {plan.root: 1}
    for step in plan.steps:
        for i in step.operands:
            uses[i] = uses.get(i, 0) + 1
    nested = set()
    for n in range(len(plan.steps) - 1):
        step, after = plan.steps[n], plan.steps[n + 1]
        if _array_call(step.fn, step.operands) is None or uses.get(step.out) != 1 or step.out not in after.operands:
            continue
        if _array_call(after.fn, after.operands) is not None and not all(
                k in nested for k in range(n - _LONGEST_CHAIN + 1, n)):
            nested.add(n)
    return nested


# Steps in one nested expression at most (Python's parser limits how deep parentheses nest).
_LONGEST_CHAIN = 16


def _direct_callee(inst: Instruction) -> Plan | None:
    """The plan a call or fusion runs, when it can be called directly (else the kernel runs it)."""
    if inst.opcode not in INLINES_CALLEE or len(inst.called_computations) != 1:
        return None
    from .kernels.manual_regions import is_manual_region_call
    if is_manual_region_call(inst):        # runs on every device of its mesh: the call kernel does
        return None
    try:
        return cached_plan(inst.called_computations[0])
    except InterpError:        # reported when the step runs
        return None


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


def _missing_kernel(inst, args, ctx):
    raise InterpError(f"the interpreter has no kernel for opcode '{inst.opcode}'")


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
