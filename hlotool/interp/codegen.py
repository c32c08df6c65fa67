"""Plans written as straight-line Python: one line per step, values in local variables, ``del`` after a value's
last use. This removes the step loop's per-step cost, which dominates loops over small tensors. Used only without
hooks (tracing and ``--break-on`` watch every value: they run the step loop, ``EvalContext.call``) and below the
memory limit, so a function's ``max_nbytes`` also covers the plans it writes or calls.

- An elementwise step calls its NumPy function directly (``_array_call``), and a chain of them, each result used
  once and by the next step, is one nested expression: ``t = F3(F2(F1(a), b))`` calls the same functions on the
  same values in the same order as the steps, without the locals between them. Each call of a chain starts a
  line of its own, so an error names its step.
- A tuple is never built where only get-tuple-element reads it: its elements stay where they are, and the
  get-tuple-element is the element itself (a ``_Tuple``).
- A call or fusion of a small computation is written in its caller's place (``_INLINE_STEPS``); a larger one
  calls the callee's own generated function.
- A while loop is one function (``generate_loop_function``): the condition and the body are written inside
  ``while True:``, and a tuple state is kept as one local per element, never built between iterations.
- A kernel with ``donating_fn`` (dynamic-update-slice) may write its result into operand 0's array where that
  array is dead after the step: the code passes it there only where no value of the program reads it later,
  and the kernel also checks at run time that nothing else refers to it (``kernels._donation``).

Every local holds a count of the program values that refer to it (``_Var.holders``): a value is an alias where
the program only moves it (a parameter of an inlined computation, get-tuple-element of an unbuilt tuple), and
the local is deleted when the last value that refers to it dies.
"""
from __future__ import annotations

from typing import Any, Callable, Union, cast

import numpy as np

from ..ir.module import Instruction
from ..opcodes import ELEMENT, INLINES_CALLEE, OPCODES, TUPLE
from .errors import InterpError
from .plans import Plan, cached_plan
from .registry import PlannedKernel

# A callee of at most this many steps is written in its caller's place; at most _INLINE_BUDGET steps are
# written so into one function (the code is compiled once, but a big function compiles slowly).
_INLINE_STEPS = 64
_INLINE_BUDGET = 4096
# Steps in one nested expression at most (Python's parser limits how deep parentheses nest).
_LONGEST_CHAIN = 16


class GeneratedCode:
    """A generated function and, per source line, the instruction it computes and that instruction's computation
    (its globals hold this as ``__hlotool_code__``: errors name the instruction), and its source (to read or
    profile it: ``fn.__globals__["__hlotool_code__"].source``)."""
    __slots__ = ("fn", "lines", "name", "source")

    def __init__(self, fn: Callable[..., Any], lines: dict[int, tuple[Instruction | None, str]], name: str,
                 source: str = ""):
        self.fn, self.lines, self.name, self.source = fn, lines, name, source


def generated(plan: Plan) -> Callable[..., Any]:
    """The plan's generated function ``run(ctx, args)``, written now if it was not yet."""
    fn = plan.fn
    if fn is None:
        generate_plan_function(plan)
        fn = plan.fn
        assert fn is not None       # (generate_plan_function sets it)
    return fn


def generate_plan_function(plan: Plan) -> None:
    """Write ``plan`` as ``run(ctx, args)``; sets ``plan.fn`` and raises ``plan.max_nbytes`` to cover the plans
    it writes in its place or calls directly."""
    w = _Writer("def run(ctx, args):")
    params: list[_Value] = []
    for k in range(len(plan.param_slots)):
        var = w.new_var("p")
        w.write(4, f"{var.name} = args[{k}]")
        params.append(var)
    root = w.plan_body(plan, params, 4)
    w.write(4, f"return {_expr(root)}")
    code = w.finish(plan.computation.name)
    plan.max_nbytes = max(plan.max_nbytes, w.max_nbytes)
    plan.fn = code.fn


def loop_function(cond: Plan, body: Plan) -> tuple[Callable[..., Any] | None, int]:
    """The generated ``run(ctx, state, inst)`` of a while loop with these plans and the largest result it makes
    (None where the computations do not take one state each: the while kernel reports that)."""
    entry = body.loops.get(id(cond))
    if entry is None or entry[0] is not cond:
        entry = body.loops[id(cond)] = (cond, *generate_loop_function(cond, body))
    return entry[1], entry[2]


def generate_loop_function(cond: Plan, body: Plan) -> tuple[Callable[..., Any] | None, int]:
    """A while loop as one function: ``state`` is the initial state, ``inst`` the while (each iteration is
    counted against ``max_steps`` and shown to ``on_loop`` by ``ctx.count_loop_iteration``, as the kernel does).

    The state's integer and pred scalars are held as Python ints and bools (``_Var.py``) where the body computes
    their next values so (a loop's counter): first all of them, then, while some element's next value is an
    array, without that one."""
    if len(cond.param_slots) != 1 or len(body.param_slots) != 1:
        return None, 0
    shape = list(body.computation.instructions)[body.param_slots[0]].shape
    elements = shape.tuple_shapes if shape.is_tuple else ()
    held = {k for k, s in enumerate(elements or [shape]) if _python_scalar(s) is not None}
    while True:
        w, arrays = _write_loop(cond, body, held)
        if not arrays:
            return w.finish(body.computation.name).fn, w.max_nbytes
        held -= arrays


def _write_loop(cond: Plan, body: Plan, held: set[int]) -> tuple[_Writer, set[int]]:
    """The loop's code with the state elements ``held`` as Python scalars, and those of them whose next value
    the body computes as an array."""
    shape = list(body.computation.instructions)[body.param_slots[0]].shape
    w = _Writer("def run(ctx, state, inst):", python_ints=True)
    w.write(4, "count = ctx.count_loop_iteration")
    elements = shape.tuple_shapes if shape.is_tuple else ()
    state_vars = [w.new_var("st") for _ in (elements or [shape])]
    names = ", ".join(v.name for v in state_vars)
    if elements:
        state: _Value = _Tuple(list(state_vars))
        w.write(4, f"{names}, = state")
    else:
        state = state_vars[0]
        w.write(4, f"{names} = state")
    w.write(4, "del state")
    for k in sorted(held):
        var = state_vars[k]
        var.py = _python_scalar((elements or [shape])[k])
        w.write(4, f"{var.name} = {var.name}.item()")
    w.write(4, "it = 0")
    w.write(4, "while True:")
    w.hold(state)                                       # the condition's parameter
    ok = w.plan_body(cond, [state], 8)
    cond_root = list(cond.computation.instructions)[cond.root]
    w.write(8, f"if not {_expr(ok)}:", [(cond_root, cond.computation.name)])
    w.write(12, "break")
    w.delete(8, w.release(ok))
    if any(v.holders != 1 for v in state_vars):         # (never: every value the condition holds dies in it)
        for v in state_vars:
            v.pinned = True
    w.write(8, "count(inst, it)")
    w.write(8, "it += 1")
    new = w.plan_body(body, [state], 8)                 # the body's parameter takes over the loop's hold
    news = new.elements if elements and isinstance(new, _Tuple) and len(new.elements) == len(state_vars) else None
    arrays = {k for k in held if news is not None and not _is_py(news[k])} if news is not None else set(held)
    if news is not None:
        nexts = (_expr(e) if v.py else w.arr(e) for v, e in zip(state_vars, news, strict=True))
        w.write(8, f"{names}, = {', '.join(nexts)},")
    else:
        w.write(8, f"{names}{',' if elements else ''} = {w.arr(new)}")
    dead = [v.name for v in _leaves(new) if v not in state_vars and w.drop(v)]
    w.delete(8, dead)
    w.write(4, f"return {w.arr(state)}")
    return w, arrays


def _python_scalar(shape) -> np.dtype | None:
    """The NumPy dtype of an integer or pred scalar shape (a value the loop code may hold as a Python int or
    bool), else None."""
    if not shape.is_array or shape.rank or shape.element_type not in _PYTHON_SCALAR_TYPES:
        return None
    return np.dtype(_PYTHON_SCALAR_TYPES[shape.element_type])


_PYTHON_SCALAR_TYPES = {"pred": np.bool_, "s8": np.int8, "s16": np.int16, "s32": np.int32, "s64": np.int64,
                        "u8": np.uint8, "u16": np.uint16, "u32": np.uint32, "u64": np.uint64}


def _is_py(value) -> bool:
    return isinstance(value, _Var) and value.py is not None


# ----------------------------------------------------------------------------- values while writing
class _Var:
    """A local variable, and how many program values refer to it; ``py``: the dtype of the integer or pred
    scalar it holds as a Python int or bool (a loop's counter: see ``_Writer.python_ints``), None for a
    value as the kernels make it."""
    __slots__ = ("name", "holders", "pinned", "py")

    def __init__(self, name: str, pinned: bool = False):
        self.name, self.holders, self.pinned = name, 0, pinned     # pinned: never deleted (a global)
        self.py: np.dtype | None = None


class _Tuple:
    """A tuple value that is not built: its elements' values."""
    __slots__ = ("elements",)

    def __init__(self, elements: list):
        self.elements = elements


_Value = Union[_Var, _Tuple]


def _expr(value: _Value) -> str:
    if isinstance(value, _Var):
        return value.name
    return "(" + "".join(f"{_expr(e)}, " for e in value.elements).rstrip(" ") + ")"


def _leaves(value: _Value) -> list[_Var]:
    if isinstance(value, _Var):
        return [value]
    return [leaf for e in value.elements if e is not None for leaf in _leaves(e)]


class _Writer:
    def __init__(self, header: str, python_ints: bool = False):
        self.lines = [header]
        # Integer and pred scalars computed only by kernels with ``int_code`` (add, compare, select ... of other
        # such scalars and constants) are held as Python ints and bools, converted to arrays where another
        # kernel reads them (in loop functions, whose state holds them so across iterations).
        self.python_ints = python_ints
        self.dtypes: dict[np.dtype, str] = {}
        self.physical = 1                    # source lines so far (a chain's statement spans several)
        self.line_insts: dict[int, tuple[Instruction | None, str]] = {}
        self.env: dict[str, Any] = {"_asarray": np.asarray}
        self.uid = 0
        self.max_nbytes = 0
        self.inlined = 0                     # steps written in their callers' places so far
        self.writing: list[int] = []         # the plans being written (one that calls itself is called)

    def new_var(self, prefix: str) -> _Var:
        self.uid += 1
        var = _Var(f"{prefix}{self.uid}")
        var.holders = 1
        return var

    def global_name(self, prefix: str, value: Any) -> str:
        self.uid += 1
        name = f"{prefix}{self.uid}"
        self.env[name] = value
        return name

    def write(self, indent: int, text: str, where: list[tuple[Instruction | None, str]] | None = None) -> None:
        self.lines.append(" " * indent + text)
        for k, w in enumerate(where or ()):
            self.line_insts[self.physical + 1 + k] = w
        self.physical += text.count("\n") + 1

    def arr(self, value: _Value) -> str:
        """``value``'s expression as the kernels take it: a Python scalar made an ndarray of its type."""
        if isinstance(value, _Var):
            if value.py is None:
                return value.name
            dtype = self.dtypes.get(value.py)
            if dtype is None:
                dtype = self.dtypes[value.py] = self.global_name("t", value.py)
            return f"_asarray({value.name}, {dtype})"
        return "(" + "".join(f"{self.arr(e)}, " for e in value.elements).rstrip(" ") + ")"

    def hold(self, value: _Value) -> None:
        for v in _leaves(value):
            v.holders += 1

    def drop(self, var: _Var) -> bool:
        """One value less refers to ``var``: whether it is now dead (to be deleted)."""
        var.holders -= 1
        return var.holders == 0 and not var.pinned

    def release(self, value: _Value) -> list[str]:
        return [v.name for v in _leaves(value) if self.drop(v)]

    def delete(self, indent: int, names: list[str]) -> None:
        if names:
            self.write(indent, "del " + ", ".join(dict.fromkeys(names)))

    def finish(self, name: str) -> GeneratedCode:
        code = GeneratedCode(lambda *a: None, self.line_insts, name, "\n".join(self.lines) + "\n")
        self.env["__hlotool_code__"] = code
        filename = f"<hlotool plan of {name}>"
        exec(compile(code.source, filename, "exec"), self.env)   # exec of our own generated code
        code.fn = self.env["run"]
        return code

    # ------------------------------------------------------------------------- one plan's steps
    def plan_body(self, plan: Plan, params: list[_Value], indent: int) -> _Value:
        """Write ``plan``'s steps with ``params`` (each held once for it) as its parameters' values; the root's
        value, held once for the caller."""
        comp = plan.computation.name
        self.writing.append(id(plan))
        self.max_nbytes = max(self.max_nbytes, plan.max_nbytes)
        used = {plan.root}
        for step in plan.steps:
            used.update(step.operands)
        vals: dict[int, _Value] = {}
        dead: list[str] = []
        for slot, value in zip(plan.param_slots, params, strict=True):
            if slot in used:
                vals[slot] = value
            else:
                dead += self.release(value)
        self.delete(indent, dead)
        literals: dict[int, str] = {}          # constant integer and pred scalars as Python literals
        for slot, value in plan.constants:
            if slot in used:
                vals[slot] = _Var(self.global_name("c", value), pinned=True)
                if self.python_ints and isinstance(value, np.ndarray) and not value.ndim and value.dtype.kind in "iub":
                    literals[slot] = f"({value.item()!r})"
        nested = _nested_steps(plan)
        if self.python_ints:          # (a step written as Python scalars is a line of its own)
            nested = {n for n in nested if getattr(plan.steps[n].fn, "int_code", None) is None}
        last_read = _last_element_reads(plan)
        pending: tuple[str, int] | None = None    # the previous step's expression and its chain's length
        pending_free: list[int] = []              # slots freed by the steps in that expression
        for n, step in enumerate(plan.steps):
            fn, operand_slots, inst, out, free, _ = step
            record = OPCODES.get(inst.opcode)
            buffer = record.buffer if record is not None else None
            if buffer == TUPLE and pending is None:
                vals[out] = _Tuple([vals[i] for i in operand_slots])
                self.hold(vals[out])
                self._free(indent, plan, n, free, vals, used)
                continue
            index = inst.attribute_map.get("index") if buffer == ELEMENT else None
            if type(index) is int and len(operand_slots) == 1 and isinstance(vals.get(operand_slots[0]), _Tuple):
                whole = operand_slots[0]
                elements = cast(_Tuple, vals[whole]).elements
                if 0 <= index < len(elements) and elements[index] is not None:
                    vals[out] = elements[index]
                    self.hold(vals[out])
                    reads = last_read.get(whole)
                    if reads is not None:       # only get-tuple-element reads it: let go of each element after its last
                        if reads.get(index) == n:
                            rest = _Tuple(list(elements))               # (others may share the unbuilt tuple)
                            self.delete(indent, self.release(rest.elements[index]))
                            rest.elements[index] = None
                            vals[whole] = rest
                    self._free(indent, plan, n, free, vals, used)
                    continue
            callee = _direct_callee(inst)
            if callee is not None and pending is None and self._inlines(callee, len(operand_slots)):
                args = [vals[i] for i in operand_slots]
                for a in args:
                    self.hold(a)
                self._free(indent, plan, n, free, vals, used, result=False)   # the callee's parameters hold them
                self.inlined += len(callee.steps)
                vals[out] = self.plan_body(callee, args, indent)
                if out not in used:
                    self.delete(indent, self.release(vals.pop(out)))
                continue
            int_code = getattr(fn, "int_code", None) if self.python_ints and pending is None else None
            if int_code is not None and _python_scalar(inst.shape) is not None and \
                    any(_is_py(vals.get(i)) for i in operand_slots) and \
                    all(_is_py(vals.get(i)) or i in literals for i in operand_slots):
                var = self.new_var("v")
                var.py = _python_scalar(inst.shape)
                exprs = [cast(_Var, vals[i]).name if _is_py(vals.get(i)) else literals[i] for i in operand_slots]
                self.write(indent, f"{var.name} = {int_code.format(*exprs)}", [(inst, comp)])
                vals[out] = var
                self._free(indent, plan, n, free, vals, used)
                continue
            takes_ints = getattr(fn, "python_int_operands", len(operand_slots))
            ops = [(_expr(vals[i]) if k >= takes_ints else self.arr(vals[i])) if i in vals else ""
                   for k, i in enumerate(operand_slots)]
            depth = 0
            if pending is not None:              # the previous step's result, used here alone
                ops[operand_slots.index(plan.steps[n - 1].out)] = "\n" + " " * (indent + 4) + pending[0]
                depth, pending = pending[1], None
            array_call = _array_call(fn, operand_slots)
            donating = getattr(fn, "donating_fn", None)
            if type(index) is int and len(ops) == 1:
                code = f"{ops[0]}[{index}]"
            elif callable(donating) and self._dies_here(vals.get(operand_slots[0]), free, vals):
                code = f"{self.global_name('d', donating)}({', '.join(ops)})"
            elif callee is not None and len(callee.param_slots) == len(operand_slots):
                fn_name = self.global_name("g", generated(callee))
                self.max_nbytes = max(self.max_nbytes, callee.max_nbytes)
                code = f"{fn_name}(ctx, [{', '.join(ops)}])"
            elif array_call is not None:
                code = array_call.format(fn=self.global_name("a", cast(PlannedKernel, fn).array_fn), ops=", ".join(ops))
            else:
                code = f"{self.global_name('f', fn)}({self.global_name('i', inst)}, [{', '.join(ops)}], ctx)"
            if n in nested:
                pending = (code, depth + 1)
                pending_free.extend(free)
                continue
            var = self.new_var("v")
            # the statement's lines: this step's, then its chain's, newest first
            self.write(indent, f"{var.name} = {code}", [(plan.steps[n - k].inst, comp) for k in range(depth + 1)])
            vals[out] = var
            self._free(indent, plan, n, (*free, *pending_free), vals, used)
            pending_free = []
        self.writing.pop()
        return vals[plan.root]

    def _free(self, indent: int, plan: Plan, n: int, free, vals: dict[int, _Value], used: set[int],
              result: bool = True) -> None:
        """Release the values whose last use is step ``n`` (and its result where nothing uses it)."""
        dead: list[str] = []
        for i in free:
            value = vals.pop(i, None)
            if value is not None:
                dead += self.release(value)
        out = plan.steps[n].out
        if result and out not in used and out in vals:
            dead += self.release(vals.pop(out))
        self.delete(indent, dead)

    def _inlines(self, callee: Plan, operands: int) -> bool:
        return (len(callee.param_slots) == operands and len(callee.steps) <= _INLINE_STEPS
                and self.inlined + len(callee.steps) <= _INLINE_BUDGET and id(callee) not in self.writing)

    @staticmethod
    def _dies_here(value: _Value | None, free, vals: dict[int, _Value]) -> bool:
        """Whether ``value`` is a local that every value referring to it lets go of at this step (so nothing
        reads it after the step)."""
        if not isinstance(value, _Var) or value.pinned:
            return False
        released = sum(_leaves(vals[i]).count(value) for i in free if i in vals)
        return released == value.holders


def _last_element_reads(plan: Plan) -> dict[int, dict[int, int]]:
    """For each value that only get-tuple-element steps read (by a constant index): index -> the last step
    reading that element."""
    reads: dict[int, dict[int, int]] = {}
    other: set[int] = {plan.root}
    for n, step in enumerate(plan.steps):
        record = OPCODES.get(step.inst.opcode)
        index = step.inst.attribute_map.get("index")
        if record is not None and record.buffer == ELEMENT and type(index) is int and len(step.operands) == 1:
            reads.setdefault(step.operands[0], {})[index] = n
        else:
            other.update(step.operands)
    return {slot: r for slot, r in reads.items() if slot not in other}


def _array_call(fn, operand_slots) -> str | None:
    """The code calling an elementwise kernel's NumPy function on its operands (``{fn}({ops})``, made an
    ndarray where the kernel makes it one), or None where ``fn`` is not such a kernel."""
    array_fn = getattr(fn, "array_fn", None)
    if array_fn is None or getattr(fn, "arity", None) != len(operand_slots):
        return None
    return "_asarray({fn}({ops}))" if fn.rank0 else "{fn}({ops})"


def _nested_steps(plan: Plan) -> set[int]:
    """The steps written into the next step's expression: elementwise steps whose result is used once, by the
    next step, itself an elementwise step (a chain ends in a line of its own)."""
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
