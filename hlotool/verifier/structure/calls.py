"""Calls between computations: no cycle (of operands and control predecessors, or of calls),
callees on the caller's execution thread, and a schedule that respects control predecessors."""
from __future__ import annotations

from ...attributes import COMPUTATION_CALLERS
from ...ir.values import CompRef
from ...opcodes import OPCODES
from ..memo import remembered


def _called(inst):
    for v in inst.attribute_map.values():
        if isinstance(v, CompRef):
            yield v.name
        elif isinstance(v, tuple) and v and isinstance(v[0], CompRef):
            yield from (r.name for r in v)


def _in_dependency_order(comp) -> bool:
    """Whether every operand and control predecessor comes before its user in the computation."""
    seen = set()
    for inst in comp.instructions:
        for o in inst.operand_names:
            if o not in seen:
                return False
        for p in inst.attribute_map.get("control-predecessors", ()):
            if p not in seen:
                return False
        seen.add(inst.name)
    return True


def _computations_with_control_edges(module) -> list:
    """The computations with an instruction that has control predecessors (by attribute map: a parsed module's
    are shared between instructions); check_cycles and check_schedule ask it once per verify run."""
    return remembered(("control edges", id(module)), lambda: _find_control_edges(module))


def _find_control_edges(module) -> list:
    has_edges: dict = {}      # id(attribute map) -> whether it has control-predecessors
    found = []
    for comp in module.computations:
        for i in comp.instructions:
            attrs = i.attribute_map
            edges = has_edges.get(id(attrs))
            if edges is None:
                edges = has_edges[id(attrs)] = "control-predecessors" in attrs
            if edges:
                found.append(comp)
                break
    return found


def call_edges(comp) -> set:
    """A computation's calls, (opcode, callee): what check_cycles compares across computations."""
    return {(i.opcode, c.name) for i in comp.instructions for c in i.called_computations}


def check_cycles(module, report):
    # Within a computation: operands and control predecessors.
    # Operands are defined before use (the parser checks it), so only control edges can close a cycle.
    for comp in _computations_with_control_edges(module):
        if _in_dependency_order(comp):       # every edge points back: no cycle (the usual case)
            continue
        preds = {i.name: list(i.operand_names) + list(i.control_predecessors) for i in comp.instructions}
        state: dict[str, int] = {}
        for start in preds:
            if state.get(start):
                continue
            stack = [(start, iter(preds[start]))]
            state[start] = 1
            while stack:
                node, it = stack[-1]
                nxt = next(it, None)
                if nxt is None:
                    state[node] = 2
                    stack.pop()
                elif nxt in preds and state.get(nxt) == 1:
                    inst = comp.get(nxt)
                    report("V104", f"{comp.name} has a cycle through {nxt} (operands and control predecessors)",
                           inst.loc, comp, inst)
                    return
                elif nxt in preds and not state.get(nxt):
                    state[nxt] = 1
                    stack.append((nxt, iter(preds[nxt])))
    # Between computations: no recursion.
    called_of: dict = {}      # id(attribute map) -> the computations it names
    calls = {}
    for c in module.computations:
        names = set()
        for i in c.instructions:
            attrs = i.attribute_map
            called = called_of.get(id(attrs))
            if called is None:
                called = called_of[id(attrs)] = tuple(_called(i))
            if called:
                names.update(called)
        calls[c.name] = names
    color: dict[str, int] = {}

    def visit(name, path):
        color[name] = 1
        for callee in calls.get(name, ()):
            if color.get(callee) == 1:
                comp = module.get_computation(callee)
                report("V104", f"computation {callee} calls itself through {' -> '.join(path + [callee])}",
                       comp.loc if comp else None, comp)
                return True
            if not color.get(callee) and visit(callee, path + [callee]):
                return True
        color[name] = 2
        return False

    for c in module.computations:
        if not color.get(c.name) and visit(c.name, [c.name]):
            return


# Opcodes whose called computations run on the caller's execution thread (async wrappers switch).
_SAME_THREAD_CALLERS = frozenset(op for op in COMPUTATION_CALLERS if not OPCODES[op].runs_callee_elsewhere)


def check_threads(module, report):
    for comp in module.computations:
        for inst in comp.instructions:
            if inst.opcode not in _SAME_THREAD_CALLERS:
                continue
            for callee in inst.called_computations:
                if callee.execution_thread != comp.execution_thread:
                    report("V105", f"{inst.opcode} calls {callee.name}, which runs on execution thread "
                                   f"{_thread(callee)}, from a computation on {_thread(comp)}: they must agree",
                           inst.loc, comp, inst)
                    break


def _thread(comp) -> str:
    return f'"{comp.execution_thread}"' if comp.execution_thread else '"main" (the default)'


def check_schedule(module, report):
    if module.attrs.get("is_scheduled") is not True:
        return
    for comp in _computations_with_control_edges(module):
        position = {i.name: k for k, i in enumerate(comp.instructions)}
        for k, inst in enumerate(comp.instructions):
            for p in inst.control_predecessors:
                if position.get(p, -1) > k:
                    report("V111", f"the schedule runs {inst.name} before its control predecessor {p}",
                           inst.loc, comp, inst)
