"""The reductions ``hlotool reduce`` tries, one function pair per kind.

Each kind lists its *elements* in the current module (instruction names, output indices, ...) and
*applies* itself to a chunk of them on a ``Draft``. The driver tries big chunks first and halves
them (delta debugging), so a kind never needs to know which of its elements matter.
"""
from __future__ import annotations

import dataclasses
from dataclasses import dataclass
from typing import Callable

import numpy as np

from ..ir.module import Instruction, Module
from ..ir.shape import Shape
from ..opcodes import INLINES_CALLEE
from .draft import Draft, called_names, can_be_constant, param_number


@dataclass
class State:
    """What the driver knows beyond the module: where the property shows (entry instruction
    names) and whether dead code is removed from every candidate."""
    focus: list[str]
    auto_dead_code: bool = True


@dataclass(frozen=True)
class Reduction:
    kind: str
    elements: Callable[[Module, State], list]
    apply: Callable[[Draft, list], bool]
    chunked: bool = True        # False: every element is tried on its own
    # True: every candidate loses its dead code, whatever the driver's policy (a cut to an
    # instruction means "what that instruction needs", and is only smaller without the rest).
    prunes: bool = False


# ---------------------------------------------------------------- cut the ROOT
# A ROOT tuple this small also gets each of its elements tried as the whole result.
CUT_TO_OUTPUT_MAX = 8


def cut_root_elements(module: Module, state: State) -> list:
    entry = module.entry
    root = entry.root
    out = [f for f in state.focus if f != root.name and entry.get(f) is not None]
    if root.opcode == "tuple" and len(root.operand_names) <= CUT_TO_OUTPUT_MAX:
        out += [o for o in root.operand_names if o not in out and entry.instruction(o).opcode != "parameter"]
    return out


def cut_root_apply(draft: Draft, chunk: list) -> bool:
    draft.set_root(draft.entry, chunk[0])
    return True


# ---------------------------------------------------------------- drop outputs of the ROOT tuple
def drop_outputs_elements(module: Module, state: State) -> list:
    root = module.entry.root
    return list(range(len(root.operand_names))) if root.opcode == "tuple" and len(root.operand_names) > 1 else []


def drop_outputs_apply(draft: Draft, chunk: list) -> bool:
    root = draft.root(draft.entry)
    drop = set(chunk)
    keep = [k for k in range(len(root.operand_names)) if k not in drop]
    if not keep or len(keep) == len(root.operand_names):
        return False
    shape = Shape("tuple", tuple_shapes=tuple(root.shape.tuple_shapes[k] for k in keep))
    new = dataclasses.replace(root, operand_names=tuple(root.operand_names[k] for k in keep), shape=shape,
                              attrs={k: v for k, v in root.attrs.items() if k != "sharding"})
    draft.replace(draft.entry, root.name, [new])
    return True


# ---------------------------------------------------------------- dead code, unused computations
def dead_code_elements(module: Module, state: State) -> list:
    if state.auto_dead_code:
        return []
    d = Draft(module)
    return [(c, n) for c in d.comps for n in d.dead(c)]


def dead_code_apply(draft: Draft, chunk: list) -> bool:
    """Removes the chunk's dead instructions and everything that reads them (dead as well: a live
    instruction reads only live ones), so no operand is left undefined."""
    by_comp: dict[str, set[str]] = {}
    for c, n in chunk:
        by_comp.setdefault(c, set()).add(n)
    for c, names in by_comp.items():
        users: dict[str, list[str]] = {}
        for inst in draft.insts(c):
            for o in inst.operand_names:
                users.setdefault(o, []).append(inst.name)
        stack = list(names)
        while stack:
            for u in users.get(stack.pop(), ()):
                if u not in names:
                    names.add(u)
                    stack.append(u)
        draft.remove(c, names)
    draft.renumber_entry_parameters()
    return True


def unused_computations_elements(module: Module, state: State) -> list:
    return [] if state.auto_dead_code else Draft(module).unreachable()


def unused_computations_apply(draft: Draft, chunk: list) -> bool:
    for c in chunk:
        draft.comps.pop(c, None)
    return True


# ---------------------------------------------------------------- replace by a parameter
def _replaceable(inst: Instruction) -> bool:
    return inst.opcode not in ("parameter", "constant") and not inst.is_root and can_be_constant(inst.shape)


def to_parameter_elements(module: Module, state: State) -> list:
    return [i.name for i in module.entry.instructions if _replaceable(i)]


def to_parameter_apply(draft: Draft, chunk: list) -> bool:
    for name in chunk:
        draft.to_parameter(draft.entry, name)
    return True


# ---------------------------------------------------------------- replace by a constant
def to_constant_elements(module: Module, state: State) -> list:
    return [(c.name, i.name) for c in module.computations for i in c.instructions
            if _replaceable(i) and i.opcode != "broadcast"]


def to_constant_apply(draft: Draft, chunk: list) -> bool:
    for comp, name in chunk:
        draft.to_constant(comp, name)
    return True


# ---------------------------------------------------------------- replace by a same-shaped operand
def _same_shaped_operands(inst: Instruction) -> list[str]:
    """Operands that could stand for ``inst``: its shape exactly, else the same array in another
    layout."""
    exact = [o.name for o in inst.operands if o.shape == inst.shape]
    if exact or not inst.shape.is_array:
        return list(dict.fromkeys(exact))
    return list(dict.fromkeys(o.name for o in inst.operands if o.shape.is_array
                              and o.shape.element_type == inst.shape.element_type and o.shape.dims == inst.shape.dims))


def to_operand_elements(module: Module, state: State) -> list:
    """(computation, instruction, operand): every same-shaped operand of an instruction is an
    element of its own, so the one that matters can be kept."""
    return [(c.name, i.name, op) for c in module.computations for i in c.instructions
            if i.opcode != "parameter" for op in _same_shaped_operands(i)]


def to_operand_apply(draft: Draft, chunk: list) -> bool:
    by_comp: dict[str, dict[str, str]] = {}
    for comp, name, op in chunk:
        by_comp.setdefault(comp, {}).setdefault(name, op)     # the first operand listed for it
    for comp, mapping in by_comp.items():
        draft.redirect(comp, mapping)
    return True


# ---------------------------------------------------------------- get-tuple-element of a tuple
def tuple_forward_elements(module: Module, state: State) -> list:
    """get-tuple-element of a ``tuple`` instruction (what peeling and inlining leave behind)."""
    return [(c.name, i.name, i.operands[0].operand_names[i.attrs["index"]]) for c in module.computations
            for i in c.instructions if i.opcode == "get-tuple-element" and i.operands[0].opcode == "tuple"]


# ---------------------------------------------------------------- inline calls and fusions
INLINED = INLINES_CALLEE       # (call and fusion: the opcodes' records say so)


def inline_elements(module: Module, state: State) -> list:
    return [(c.name, i.name) for c in module.computations for i in c.instructions
            if i.opcode in INLINED and len(called_names(i)) == 1]


def inline_apply(draft: Draft, chunk: list) -> bool:
    # The module lists callees before callers, so an inner call is inlined before its caller is
    # copied into its own caller.
    for comp, name in chunk:
        inst = draft.get(comp, name)
        draft.inline(comp, name, called_names(inst)[0], inst.operand_names)
    return True


# ---------------------------------------------------------------- trim what calls pass and return
def trim_call_elements(module: Module, state: State) -> list:
    """Calls and fusions whose computation nobody else calls: its unused parameters and the
    outputs of its ROOT tuple that no get-tuple-element reads can go."""
    callers: dict[str, int] = {}
    for c in module.computations:
        for i in c.instructions:
            for callee in called_names(i):
                callers[callee] = callers.get(callee, 0) + 1
    return [(c.name, i.name) for c in module.computations for i in c.instructions
            if i.opcode in INLINED and len(called_names(i)) == 1 and callers[called_names(i)[0]] == 1]


def trim_call_apply(draft: Draft, chunk: list) -> bool:
    changed = False
    for comp, name in chunk:
        if _trim_outputs(draft, comp, name):
            changed = True
            callee = called_names(draft.get(comp, name))[0]
            draft.remove(callee, set(draft.dead(callee)))     # what computed the dropped outputs
        changed |= _trim_parameters(draft, comp, name)
    return changed


def _trim_parameters(draft: Draft, comp: str, name: str) -> bool:
    inst = draft.get(comp, name)
    callee = called_names(inst)[0]
    body = draft.insts(callee)
    read = {o for i in body for o in i.operand_names} | {p for i in body for p in i.attrs.get("control-predecessors",
                                                                                              ())}
    root = draft.root(callee).name
    params = sorted((i for i in body if i.opcode == "parameter"), key=param_number)
    keep = [p for p in params if p.name in read or p.name == root]
    if len(keep) == len(params):
        return False
    number = {p.name: k for k, p in enumerate(keep)}
    draft.comps[callee] = [dataclasses.replace(i, parameter_number=number[i.name]) if i.opcode == "parameter" else i
                           for i in body if i.opcode != "parameter" or i.name in number]
    operands = tuple(inst.operand_names[param_number(p)] for p in keep)
    draft.replace(comp, name, [dataclasses.replace(inst, operand_names=operands)])
    return True


def _trim_outputs(draft: Draft, comp: str, name: str) -> bool:
    inst = draft.get(comp, name)
    callee = called_names(inst)[0]
    root = draft.root(callee)
    users = [i for i in draft.insts(comp) if name in i.operand_names]
    if root.opcode != "tuple" or not users or any(u.opcode != "get-tuple-element" for u in users) \
            or draft.root(comp).name == name:
        return False
    used = sorted({u.attrs["index"] for u in users})
    if len(used) == len(root.operand_names):
        return False
    shape = Shape("tuple", tuple_shapes=tuple(root.shape.tuple_shapes[k] for k in used))
    new_root = dataclasses.replace(root, operand_names=tuple(root.operand_names[k] for k in used), shape=shape,
                                   attrs={k: v for k, v in root.attrs.items() if k != "sharding"})
    draft.replace(callee, root.name, [new_root])
    draft.replace(comp, name, [dataclasses.replace(inst, shape=shape, attrs={
        k: v for k, v in inst.attrs.items() if k != "sharding"})])
    position = {k: j for j, k in enumerate(used)}
    for u in users:
        attrs = dict(u.attrs)
        attrs["index"] = position[u.attrs["index"]]
        draft.replace(comp, u.name, [dataclasses.replace(u, attrs=attrs)])
    return True


# ---------------------------------------------------------------- while loops
def while_elements(module: Module, state: State) -> list:
    return [(c.name, i.name) for c in module.computations for i in c.instructions if i.opcode == "while"]


def skip_while_apply(draft: Draft, chunk: list) -> bool:
    """The loop runs zero times: its result is its init."""
    for comp, name in chunk:
        inst = draft.get(comp, name)
        draft.redirect(comp, {name: inst.operand_names[0]})
    return True


def peel_while_apply(draft: Draft, chunk: list) -> bool:
    """The loop runs once: its result is the body applied to the init."""
    for comp, name in chunk:
        inst = draft.get(comp, name)
        draft.inline(comp, name, inst.attrs["body"].name, inst.operand_names[:1])
    return True


# ---------------------------------------------------------------- conditionals
def _branches(inst: Instruction) -> list[str]:
    if "branch_computations" in inst.attrs:
        return [c.name for c in inst.attrs["branch_computations"]]
    return [inst.attrs[k].name for k in ("true_computation", "false_computation") if k in inst.attrs]


def conditional_elements(module: Module, state: State) -> list:
    return [(c.name, i.name, b) for c in module.computations for i in c.instructions
            if i.opcode == "conditional" for b in range(len(_branches(i)))]


def conditional_apply(draft: Draft, chunk: list) -> bool:
    """The conditional always takes one branch: its body, inlined."""
    done = set()
    for comp, name, branch in chunk:
        if (comp, name) in done:
            continue
        done.add((comp, name))
        inst = draft.get(comp, name)
        draft.inline(comp, name, _branches(inst)[branch], (inst.operand_names[branch + 1],))
    return True


# ---------------------------------------------------------------- shrink constants
def shrink_constants_elements(module: Module, state: State) -> list:
    return [(c.name, i.name) for c in module.computations for i in c.instructions
            if i.opcode == "constant" and can_be_constant(i.shape) and _elements(i.shape) > 1]


def _elements(shape: Shape) -> int:
    return int(np.prod(shape.dims)) if shape.dims else 1


def shrink_constants_apply(draft: Draft, chunk: list) -> bool:
    """A large literal becomes a broadcast of its first element (zero for an elided one)."""
    for comp, name in chunk:
        inst = draft.get(comp, name)
        value = inst.literal.value if inst.literal is not None else None
        first = None if value is None else np.asarray(value).reshape(-1)[:1].reshape(())
        draft.to_constant(comp, name, first)
    return True


# ---------------------------------------------------------------- stack frame tables
def stack_frames_elements(module: Module, state: State) -> list:
    return ["tables"] if module.stack_frames else []


def stack_frames_apply(draft: Draft, chunk: list) -> bool:
    """Drop the FileNames/.../StackFrames tables (metadata's stack_frame_id then names nothing)."""
    from ..ir.module import StackFrameTables
    draft.stack_frames = StackFrameTables()
    return True


# ---------------------------------------------------------------- the order the driver tries them in
# Cheap cuts that remove most of a module come first; rewrites that shrink it a little come last.
REDUCTIONS: list[Reduction] = [
    Reduction("cut-root", cut_root_elements, cut_root_apply, chunked=False, prunes=True),
    Reduction("drop-outputs", drop_outputs_elements, drop_outputs_apply),
    Reduction("dead-code", dead_code_elements, dead_code_apply),
    Reduction("replace-with-parameter", to_parameter_elements, to_parameter_apply),
    Reduction("inline", inline_elements, inline_apply),
    Reduction("trim-calls", trim_call_elements, trim_call_apply),
    Reduction("skip-while", while_elements, skip_while_apply),
    Reduction("peel-while", while_elements, peel_while_apply),
    Reduction("inline-conditional", conditional_elements, conditional_apply),
    Reduction("forward-tuple", tuple_forward_elements, to_operand_apply),
    Reduction("replace-with-constant", to_constant_elements, to_constant_apply),
    Reduction("replace-with-operand", to_operand_elements, to_operand_apply),
    Reduction("shrink-constants", shrink_constants_elements, shrink_constants_apply),
    Reduction("unused-computations", unused_computations_elements, unused_computations_apply),
    Reduction("stack-frames", stack_frames_elements, stack_frames_apply),
]

REDUCTION_KINDS = [r.kind for r in REDUCTIONS]
