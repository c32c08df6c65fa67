"""Walks of a computation's instructions."""
from __future__ import annotations

from .module import Computation, Instruction


def post_order(comp: Computation, *, root_first: bool = False, control_edges: bool = False) -> list[Instruction]:
    """Operands before users, every instruction once: a depth-first walk from each instruction in text order (from
    ROOT first where ``root_first``: what ROOT does not reach follows, in text order), an instruction's operands
    first to last, then, with ``control_edges``, its control predecessors. The text order where it is one already.
    Iterative: dumps have long chains."""
    if control_edges:
        by_name = {i.name: i for i in comp.instructions}

        def deps(inst: Instruction):
            return iter([*inst.operands, *(by_name[p] for p in inst.control_predecessors)])
    else:
        def deps(inst: Instruction):
            return iter(inst.operands)
    starts = [comp.root, *comp.instructions] if root_first else comp.instructions
    seen: set[str] = set()
    order: list[Instruction] = []
    for start in starts:
        if start.name in seen:
            continue
        seen.add(start.name)
        stack = [(start, deps(start))]
        while stack:
            inst, it = stack[-1]
            nxt = next(it, None)
            if nxt is None:
                stack.pop()
                order.append(inst)
            elif nxt.name not in seen:
                seen.add(nxt.name)
                stack.append((nxt, deps(nxt)))
    return order
