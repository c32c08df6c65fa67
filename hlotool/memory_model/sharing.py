"""Where two buffers share bytes, as XLA's buffer assignment lets them (see ``analysis``'s rules): a temporary in a
live-out value's allocation, a result written over an operand that dies there, in-place input/output pairs and
``output_to_operand_aliasing``."""
from __future__ import annotations

import bisect

from ..ir.module import Instruction
from ..ir.values import Braced, Pair, Paren
from ..opcodes import ALIASES, ELEMENT, TUPLE
from .buffers import Buffer, _buffer_kind, _in_place_start, _record


def _reuse_output_allocations(buffers: list[Buffer]) -> None:
    """XLA's buffer assignment gives each live-out value an allocation of its own and, largest first, lets a
    temporary reuse one that fits and is free for the temporary's whole live range (a value whose last use is
    the output's own instruction may hand its bytes over to it, a copy excepted), before the heap gets it."""
    outputs = sorted((b for b in buffers if b.role == "output" and b.shape.is_array),
                     key=lambda b: (b.bytes, b.name))
    if not outputs:
        return
    # Per output, what its allocation holds, by start: pairwise disjoint (but for a hand-over's shared position),
    # so the holders a temporary could meet are the few just before its end (a sweep, not a scan of all).
    starts = [[o.defined] for o in outputs]
    holders = [[(o.end, o)] for o in outputs]
    sizes = [o.bytes for o in outputs]
    defined = [o.defined for o in outputs]
    for t in sorted((b for b in buffers if b.role == "temporary" and b.shape.is_array and b.computation ==
                     outputs[0].computation), key=lambda b: (-b.bytes, b.start)):
        t_start, t_end, t_space = t.start, t.end, t.space
        for j in range(bisect.bisect_left(sizes, t.bytes), len(outputs)):
            # (an output's value is live from its definition to the end: t must die by then)
            if t_end > defined[j] or outputs[j].space != t_space:
                continue
            js, jh = starts[j], holders[j]
            at = bisect.bisect_right(js, t_end)
            if at:
                end, other = jh[at - 1]
                if end > t_start and other.defined < t_end:
                    continue               # overlaps t on more than a shared position: _free_for's answer, sooner
            if _free_for(t, jh, at):
                at = bisect.bisect_right(js, t_start)
                js.insert(at, t_start)
                jh.insert(at, (t_end, t))
                t.reuses = outputs[j].name
                t.heap_bytes = 0
                break


def _free_for(t: Buffer, holders: list[tuple[int, Buffer]], at: int) -> bool:
    """Whether temporary ``t`` may share an allocation with ``holders`` (by start; ``at``: the first one starting
    after ``t`` ends)."""
    for k in range(at - 1, -1, -1):
        end, other = holders[k]
        if end < t.start:              # this one and every one before it are over before t starts
            return True
        if not _disjoint(t, end, other):
            return False
    return True


def _share_dying_operands(buffers: list[Buffer]) -> None:
    """XLA's heap simulator lets a result take the bytes of an operand whose live range ends at it, where the
    operand's buffer may be shared with the user (HloDataflowAnalysis::CanShareOperandBufferWithUser: an
    elementwise op or an all-reduce of the same size)."""
    temps: dict[str, list[Buffer]] = {}
    for b in buffers:
        if b.role == "temporary" and b.shape.is_array and b.instruction is not None and not b.reuses:
            temps.setdefault(b.instruction.name, []).append(b)
    for b in sorted((b for group in temps.values() for b in group), key=lambda b: b.start):
        inst = b.instruction
        assert inst is not None     # (temps holds only buffers of an instruction)
        if b.index or b.reuses or not _shares_operand(inst):
            continue
        in_place_start = _in_place_start(inst)
        for number, op in enumerate(inst.operands):
            for o in temps.get(_source(op).name, ()):
                # (an in-place async start keeps its operand until its done)
                dies = o.end == b.start or (in_place_start and b.start <= o.end <= b.end)
                if dies and o.bytes == b.bytes and o.space == b.space and o is not b and o.heap_bytes \
                        and _shares_operand(inst, number):
                    o.end = max(o.end, b.end)              # one chunk now holds both
                    b.reuses, b.heap_bytes = o.name, 0
                    break
            if b.reuses:
                break


def _shares_operand(inst: Instruction, operand: int | None = None) -> bool:
    """Whether ``inst`` may write its result over an operand of its size that dies there (elementwise ops, loop
    and input fusions that read that operand elementwise only, all-reduces; not copies, library calls or other
    ops that read while they write). ``operand``: the operand's index (None: any)."""
    if inst.opcode == "fusion":       # (what a fusion reads is in its computation, as XLA asks of it)
        if str(inst.attribute_map.get("kind", "")) not in ("kLoop", "kInput"):
            return False
        return operand is None or _read_elementwise(inst, operand)
    record = _record(inst.opcode)
    return record is not None and (record.shares_operand_buffer or _in_place_start(inst))


def _read_elementwise(fusion: Instruction, operand: int) -> bool:
    key = (id(fusion), operand)
    found = _ELEMENTWISE_READS.get(key)
    if found is None:
        found = _ELEMENTWISE_READS[key] = _reads_elementwise(fusion, operand)
    return found


# (fusion id, operand) -> _reads_elementwise's answer, for one analysis (cleared by analyze_memory: ids are reused)
_ELEMENTWISE_READS: dict[tuple[int, int], bool] = {}


def _reads_elementwise(fusion: Instruction, operand: int) -> bool:
    """Whether a fusion's parameter ``operand`` reaches its root through elementwise ops (and tuples) only, as
    XLA's HloDataflowAnalysis asks before a fusion may write over that operand (a transpose, broadcast, slice or
    bitcast on the way reads elements the result overwrites)."""
    if not fusion.called_computations:
        return False
    comp = fusion.called_computations[0]
    param = next((i for i in comp.instructions if i.opcode == "parameter" and i.parameter_number == operand), None)
    if param is None:
        return False
    todo, seen = [param], set()
    while todo:
        for u in comp.users_of(todo.pop()):
            if u.name in seen:
                continue
            seen.add(u.name)
            record = _record(u.opcode)
            if record is None or not (record.elementwise or record.buffer == TUPLE):
                return False
            todo.append(u)
    return True


def _disjoint(t: Buffer, end: int, other: Buffer) -> bool:
    """Whether temporary ``t`` and the value ``other``, live from its definition to ``end``, may share bytes."""
    start = other.defined
    if t.end < start or t.start > end:
        return True
    if t.end == start:                             # other is written over t as t dies
        return _hands_over(t, other)
    if end == t.start:                             # t is written over other as other dies
        return _hands_over(other, t)
    return False


def _hands_over(dying: Buffer, user_buffer: Buffer) -> bool:
    user, source = user_buffer.instruction, dying.instruction
    if user is None or source is None or dying.bytes != user_buffer.bytes:
        return False
    numbers = _OPERAND_SOURCES.get(id(user))
    if numbers is None:
        numbers = _OPERAND_SOURCES[id(user)] = {}
        for k, op in enumerate(user.operands):
            numbers.setdefault(id(_source(op)), []).append(k)
    return any(_shares_operand(user, k) for k in numbers.get(id(source), ()))


# id(instruction) -> {id(the source of an operand): that operand's numbers}, for one analysis (see _ELEMENTWISE_READS):
# a live-out value is asked about each temporary that dies where it is defined
_OPERAND_SOURCES: dict[int, dict[int, list[int]]] = {}


def _source(inst: Instruction) -> Instruction:
    """The instruction whose buffer a chain of views (bitcasts, get-tuple-elements, ...) names."""
    while inst.operands:
        if _buffer_kind(inst.opcode) in (ALIASES, ELEMENT):
            inst = inst.operands[0]
            continue
        record = _record(inst.opcode) if _in_place_start(inst) else None    # (then it has one, with in_place)
        at = record.in_place if record is not None else None
        if at is not None and at < len(inst.operands):
            inst = inst.operands[at]     # (its result is written into that operand)
        else:
            break
    return inst


def _operand_aliases(inst: Instruction) -> list[tuple[tuple[int, ...], int]]:
    """``output_to_operand_aliasing={{1}: (0, {})}``: (result index, operand number) pairs whose result element is
    the whole operand's buffer (XLA's must-alias: the optimized module has the copies it needs)."""
    value = inst.attribute_map.get("output_to_operand_aliasing")
    out = []
    for item in getattr(value, "items", ()):
        if isinstance(item, Pair) and isinstance(item.left, Braced) and isinstance(item.right, Paren) \
                and len(item.right.items) == 2 and isinstance(item.right.items[0], int) \
                and isinstance(item.right.items[1], Braced) and not item.right.items[1].items \
                and item.right.items[0] < len(inst.operands) and len(item.left.items) <= 1:
            out.append((tuple(item.left.items), item.right.items[0]))
    return out


def _in_place_pairs(inst: Instruction) -> list[tuple[tuple[int, ...], int]]:
    """(result index, operand number) pairs: the operand buffers ``inst`` may write its result into (a variadic
    form's result element i into operand in_place + i)."""
    record = _record(inst.opcode)
    if record is not None and record.in_place is not None:
        at = record.in_place
        if not inst.shape.is_tuple:
            return [((), at)] if at < len(inst.operands) else []
        return [((i,), at + i) for i in range(len(inst.shape.tuple_shapes)) if at + i < len(inst.operands)]
    operand = _in_place_fusion_operand(inst)
    return [] if operand is None else [((), operand)]


def _in_place_fusion_operand(inst: Instruction) -> int | None:
    """The operand whose buffer a fusion may write its result into."""
    # (a fusion is in place where its root is, through views, an in-place op on one of its parameters: XLA's
    # GetFusionInstructionInPlaceInputOutputPairs)
    if inst.opcode == "fusion" and inst.called_computations:
        fused_root = inst.called_computations[0].root
        while _buffer_kind(fused_root.opcode) == ALIASES and fused_root.operands:
            fused_root = fused_root.operands[0]
        root_record = _record(fused_root.opcode)
        at = root_record.in_place if root_record is not None else None
        if at is not None and at < len(fused_root.operands) and fused_root.operands[at].opcode == "parameter":
            number = fused_root.operands[at].parameter_number
            if number is not None and number < len(inst.operands) \
                    and inst.operands[number].shape.same_ignoring_layout(inst.shape):
                return number
    return None
