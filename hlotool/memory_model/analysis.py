"""Where a module's device memory goes: its buffers by XLA's rules, their live ranges in program order, and the
peak per memory space. Static: shapes and the schedule are known before anything runs.

The rules (XLA's buffer assignment, simplified where noted; what each opcode does is a fact of its record in
``hlotool.opcodes``: ``buffer``, ``in_place``, ``shares_operand_buffer``, ``async_start``, ``async_outputs``):
- Program order is the text order of each computation (the schedule of an ``is_scheduled`` module; for an
  unscheduled one, an order XLA could pick).
- An instruction defines one buffer per array leaf of its result, of its physical size: tiles pad dimensions
  to tile multiples, ``E(n)`` and sub-byte types pack (``physical_bytes``). Tuples, get-tuple-element, bitcast
  and the other view-like ops define none: they name their operands' buffers, as an async op's later parts
  (``*-done``, ``async-update``) name their start's output.
- Values computed inside a fusion are not buffers: only the fusion's result is; those of reducers, comparators
  and other scalar regions of embedded calls (reduce, sort, custom-call, ...) are thread-local values.
- In place (XLA's in-place input/output pairs): dynamic-update-slice, scatter, set-dimension-size,
  ragged-all-to-all, and a fusion whose root updates one of its parameters write into that operand's buffer when
  it is not used later; a while loop carries its state in its operand's buffer.
- A computation called in XLA's control-flow context (while body and condition, conditional branches, call,
  async wrappers) adds its own peak of temporaries while it runs: they nest.
- Async pairs (``*-start``/``*-done``, ``async-start``/``async-done``, ``copy-start``/``copy-done``,
  ``send``/``send-done``, ``recv``/``recv-done``) keep the start's operands alive until the later part.
- Entry parameters and constants live for the whole program; outputs from their definition to the end.
  ``input_output_alias`` outputs are their parameter's buffer; ``buffer_donor`` parameters may be reused.
- Memory spaces (``S(n)`` in a layout: TPU VMEM, host memory) are separate pools.
- Allocations, as XLA's buffer assignment makes them: each entry parameter leaf, constant, thread-local value
  and live-out value has an allocation of its own, reserved for the whole program (XLA's "Total bytes" is the
  sum of all allocations); a temporary whose live range ends before a live-out value is defined may reuse that
  value's allocation when it fits (XLA tries this before its heap); the other temporaries share one heap per
  memory space, packed as XLA packs it (``heap``: best fit by size or by live range, whichever is smaller, each
  offset a multiple of the backend's heap alignment, GPU 256 B, TPU 16 KiB, in the default space): the peak is
  the allocations plus the heap's packed size, so fragmentation counts.
- A result may be written over an operand that dies there (one heap chunk holds both): elementwise ops,
  all-reduces (all-reduce-start's operand may die by its done), collective-broadcast, and loop and input fusions
  that read that operand elementwise only (XLA's
  CanShareOperandBufferWithUser); ``output_to_operand_aliasing`` puts a result element in its operand's buffer.
- Every tuple-shaped value (an instruction's result, its nested tuples, an async start's) has an index table of
  its own: 8 B per element, on TPU rounded up to a 512 B granule.

Not modelled: XLA's whole-module heap places each value of a called computation among the caller's (here a
called computation's packed heap is one block while it runs), XLA's value-id tie-breaks between equal sizes,
temporaries inside kernels and scratch of library calls beyond their declared outputs; ``hlotool memory`` shows
XLA's own figures beside this estimate where the dump folder has them."""
from __future__ import annotations

import heapq
from dataclasses import dataclass, field

from ..ir.module import Computation, Instruction, Module
from ..ir.shape import Shape
from ..ir.values import Braced, Pair, Paren
from ..opcodes import ALIASES, CALLEE, DEFINES, ELEMENT, NO_BUFFER, TUPLE
from .buffers import (
    _BUFFER_CALLERS,
    _CONTROL_FLOW_CALLERS,
    UNKNOWN_BACKEND,
    Buffer,
    HeapRules,
    _buffer_kind,
    _calls,
    _is_async_later,
    _record,
    _space,
    heap_rules,
    physical_bytes,
)
from .heap import Packing, pack
from .sharing import (
    _ELEMENTWISE_READS,
    _OPERAND_SOURCES,
    _in_place_pairs,
    _operand_aliases,
    _reuse_output_allocations,
    _share_dying_operands,
)


@dataclass
class MemoryAnalysis:
    module: Module
    buffers: list[Buffer]                         # the entry's buffers (called computations nest into `nested`)
    order: list[Instruction]                      # the entry's program order
    nested: list[int]                             # per position: the peak a called computation adds there
    by_role: dict[str, int] = field(default_factory=dict)
    rules: HeapRules = UNKNOWN_BACKEND
    _curves: dict = field(default_factory=dict, repr=False)
    _heaps: dict = field(default_factory=dict, repr=False)
    _subtotals: dict = field(default_factory=dict, repr=False)

    # ---- the live set over program order
    def live_bytes(self, space: int = 0) -> list[int]:
        """Bytes live at each position of the entry's order in one memory space (called computations' peaks
        included where they run)."""
        cached = self._curves.get(space)
        if cached is None:          # (the report asks for it once per figure; the buffers do not change)
            cached = _curve(self.buffers, len(self.order), space)
            if space == 0:
                cached = [c + n for c, n in zip(cached, self.nested, strict=True)]     # (both per position)
            self._curves[space] = cached
        return list(cached)

    @property
    def spaces(self) -> list[int]:
        return sorted({b.space for b in self.buffers} | {0})

    def peak(self, space: int = 0) -> tuple[int, int]:
        """(peak bytes, position) in a memory space: the allocations held for the whole program (arguments,
        outputs, constants, thread-local values) plus the heap's packed size (``heap``), and the position in the
        entry's order where the most is live."""
        curve = self.live_bytes(space)
        if not curve:
            return 0, 0
        at = max(range(len(curve)), key=lambda t: (curve[t], -t))
        return self.fixed_bytes(space) + self.heap(space).size, at

    def fixed_bytes(self, space: int = 0) -> int:
        """Bytes of the allocations held for the whole program in a memory space (all but the heap's)."""
        return sum(b.bytes for b in self.buffers if b.space == space and b.role != "temporary")

    def heap(self, space: int = 0) -> Packing:
        """The heap of a memory space as XLA packs it (``memory_model.heap``): the temporaries that take bytes of
        their own, and in the default space each called computation's own heap as one block while it runs."""
        packed = self._heaps.get(space)
        if packed is None:
            intervals = [(b.start, b.end, b.bytes) for b in self.buffers
                         if b.space == space and b.role == "temporary" and b.heap_bytes]
            if space == 0:
                intervals += [(k, k, n) for k, n in enumerate(self.nested) if n]
            packed = self._heaps[space] = pack(intervals, self.rules.alignment if space == 0 else 1)
        return packed

    def heap_live_peak(self, space: int = 0) -> int:
        """The most bytes the heap's buffers hold at once (no alignment, no gaps): the heap's lower bound."""
        delta = [0] * (len(self.order) + 1)
        for b in self.buffers:
            if b.space == space and b.role == "temporary" and b.heap_bytes:
                delta[b.start] += b.bytes
                delta[b.end + 1] -= b.bytes
        most = live = 0
        for k in range(len(self.order)):
            live += delta[k]
            most = max(most, live + (self.nested[k] if space == 0 else 0))
        return most

    def live_at(self, position: int, space: int | None = None) -> list[Buffer]:
        """The buffers live at a position of the entry's order, largest first."""
        live = [b for b in self.buffers if b.start <= position <= b.end and (space is None or b.space == space)]
        return sorted(live, key=lambda b: (-b.bytes, b.name))

    def position_of(self, name: str) -> int:
        for k, inst in enumerate(self.order):
            if inst.name == name.lstrip("%"):
                return k
        raise KeyError(name)

    def subtotals(self, space: int = 0) -> dict[str, int]:
        """Arguments, outputs and constants (whole-program buffers) and the temporaries live at the peak."""
        cached = self._subtotals.get(space)
        if cached is None:       # (the report asks twice: per memory space, and for the default one)
            cached = self._subtotals[space] = self._count_subtotals(space)
        return dict(cached)

    def _count_subtotals(self, space: int) -> dict[str, int]:
        peak, at = self.peak(space)
        roles = {"argument": "arguments", "output": "outputs", "constant": "constants", "thread-local": "thread_local"}
        out = dict.fromkeys(roles.values(), 0)
        for b in self.buffers:
            if b.space == space and b.role in roles:
                out[roles[b.role]] += b.bytes
        live = self.live_at(at, space)
        out["temporaries_at_peak"] = self.live_bytes(space)[at] - sum(b.bytes for b in live if b.role != "temporary")
        # of which the heap's alignment: the rounding of each live temporary but the topmost
        out["alignment_at_peak"] = max(0, sum(b.heap_bytes - b.bytes for b in live
                                              if b.role == "temporary" and not b.reuses)
                                       - max((b.heap_bytes - b.bytes for b in live
                                              if b.role == "temporary" and not b.reuses), default=0))
        out["reusing_outputs"] = sum(1 for b in self.buffers if b.space == space and b.reuses)
        heap = self.heap(space)
        out["heap"] = heap.size
        # the heap beyond the most its buffers hold at once: alignment padding and gaps no later buffer fits
        out["heap_gaps"] = heap.gaps(self.heap_live_peak(space))
        return out


def analyze_memory(module: Module) -> MemoryAnalysis:
    """The buffers and live ranges of ``module``'s entry computation (one device's: a partitioned module's
    shapes are per device)."""
    entry = module.entry
    _ELEMENTWISE_READS.clear()
    _OPERAND_SOURCES.clear()
    aliased_outputs = _aliased_output_indices(module)
    rules = heap_rules(module)
    lifted: list[Buffer] = []
    buffers, nested = _computation_buffers(module, entry, is_entry=True, aliased_outputs=aliased_outputs,
                                           rules=rules, lifted=lifted)
    last = len(entry.instructions) - 1
    for b in lifted:                   # called computations' tuple tables held for the whole program
        b.start, b.end, b.defined = 0, last, 0
    buffers += lifted
    buffers += _thread_local_buffers(module, last, rules)
    _reuse_output_allocations(buffers)
    _share_dying_operands(buffers)
    analysis = MemoryAnalysis(module, buffers, list(entry.instructions), nested, rules=rules)
    for b in buffers:
        analysis.by_role[b.role] = analysis.by_role.get(b.role, 0) + b.bytes
    return analysis


def _computation_buffers(module: Module, comp: Computation, is_entry: bool, aliased_outputs=frozenset(),
                         _seen: dict | None = None, rules: HeapRules = UNKNOWN_BACKEND,
                         lifted: list | None = None):
    """(buffers of ``comp``, per position the peak its called computations add)."""
    order = comp.instructions
    last = len(order) - 1
    refs, aliased_leaves, paths, named = _buffer_names(order, is_entry)
    end = _last_uses(order, refs, paths, named)
    outputs = named(comp.root) if is_entry else frozenset()
    buffers: list[Buffer] = []
    nested = [0] * len(order)
    seen = {} if _seen is None else _seen
    align = rules.alignment
    for k, inst in enumerate(order):
        for callee in inst.called_computations:
            if _calls(inst, _BUFFER_CALLERS) and not _is_scalar_region(callee):
                nested[k] = max(nested[k], _nested_peak(module, callee, seen, rules, lifted))
        # (a tuple, or an async op's later part: index tables of its own over other values' buffers)
        is_tuple = _buffer_kind(inst.opcode) == TUPLE or (inst.shape.is_tuple and _is_async_later(inst))
        # (parameters and constants by name: XLA gives them allocations of their own kinds)
        if (inst.name in refs and not is_tuple) or (inst.opcode == "parameter" and not is_entry):
            continue       # a view of other buffers; a called computation's parameters are its caller's operands
        if is_entry and inst.opcode == "parameter":
            role, start, stop = "argument", 0, last
        elif inst.opcode == "constant":
            role, start, stop = "constant", 0, last
        elif inst.name in outputs:
            role, start, stop = "output", 0, last          # its allocation is reserved for the whole program
        else:
            role, start, stop = "temporary", k, max(end.get(inst.name, k), k)
        if role == "output" and inst.name in aliased_outputs:
            continue                               # the output is written into its parameter's buffer
        if not is_entry and inst is comp.root:
            continue                               # a called computation's result is its caller's buffer
        whole = (role, start, stop)
        leaves = [] if is_tuple else _own_leaves(inst)
        for index, shape in leaves + _own_tables(inst, rules):
            key = _leaf_key(inst.name, index)
            if index and key in aliased_leaves:
                continue                                         # it is an operand's buffer
            if whole[0] == "temporary" and key in outputs:       # one element of it is an output
                role, start, stop = "output", 0, last
            elif whole[0] == "temporary":                        # each element lives to its own last use
                role, start, stop = "temporary", k, max(end.get(key, k), k)
            else:
                role, start, stop = whole
            space = shape.layout.memory_space if shape.is_array and shape.layout is not None else 0
            size = physical_bytes(shape) if shape.is_array else _table_bytes(shape, rules)
            heap = -(-size // align) * align if role == "temporary" and space == 0 else size
            b = Buffer(inst.name, comp.name, index, shape, size, space, start, stop, role, inst, heap, defined=k)
            if shape.is_tuple and role == "temporary" and rules.tables_whole_program:
                b.start, b.end = 0, last
                if not is_entry and lifted is not None:
                    lifted.append(b)
                    continue
            buffers.append(b)
    return buffers, nested


def _buffer_names(order: list[Instruction], is_entry: bool):
    """The buffers each of ``order``'s instructions names (its own, or other values' it is a view of): (refs, a name
    -> the buffers it names where it names others'; aliased_leaves, a result element that is an operand's buffer
    -> its buffers; paths, a nested get-tuple-element -> (defining instruction, index); named, an instruction ->
    all the buffers it names)."""
    refs: dict[str, frozenset] = {}            # name -> the defining instructions whose buffers it names
    lifelong = _entry_lifetime_names(order, is_entry)
    later_use: dict[str, int] = {}
    for k, inst in enumerate(order):
        for op in inst.operands:
            later_use[op.name] = k

    def named(inst: Instruction) -> frozenset:
        found = refs.get(inst.name)
        if found is None:       # its own buffers: each element's, and its index tables
            found = owned.get(inst.name)
            if found is None:
                found = owned[inst.name] = (_subkeys(inst.name, (), inst.shape) if inst.shape.is_tuple
                                          else frozenset((inst.name,)))
        return found

    owned: dict[str, frozenset] = {}

    aliased_leaves: dict[str, frozenset] = {}     # a result element that is an operand's buffer -> its buffers
    paths: dict[str, tuple[str, tuple[int, ...]]] = {}   # a get-tuple-element -> (defining instruction, index)

    for k, inst in enumerate(order):
        ops = inst.operands
        kind = _buffer_kind(inst.opcode)
        if kind == TUPLE:                       # its elements' buffers and its own index table
            refs[inst.name] = frozenset((inst.name,)).union(*(named(o) for o in ops))
        elif kind == ELEMENT and ops:
            src = ops[0]
            index = inst.attribute_map.get("index")
            if _buffer_kind(src.opcode) == TUPLE and isinstance(index, int) and index < len(src.operands):
                refs[inst.name] = named(src.operands[index])
            elif (src.name not in refs or src.name in paths) and isinstance(index, int):
                # one element's buffers only (nested: a get-tuple-element of one, by its full index)
                base, prefix = paths.get(src.name, (src.name, ()))
                prefix += (index,)
                whole_element = _leaf_key(base, prefix[:1])
                if whole_element in aliased_leaves:
                    refs[inst.name] = aliased_leaves[whole_element]
                else:
                    refs[inst.name] = _subkeys(base, prefix, inst.shape)
                    paths[inst.name] = (base, prefix)
            else:
                refs[inst.name] = named(src)
        elif kind == ALIASES and ops and _is_async_later(inst):
            # (its start's output elements only, and index tables of its own for its tuple-shaped values, as
            # XLA's dataflow analysis defines them for async-done, all-gather-done, recv-done, ...)
            own = frozenset((inst.name,)) if inst.shape.is_tuple else frozenset()
            refs[inst.name] = own | _start_outputs(ops[0], named)
        elif kind == ALIASES and ops:
            refs[inst.name] = named(ops[0])
        elif kind == NO_BUFFER:
            refs[inst.name] = frozenset()
        elif kind == CALLEE and inst.opcode == "while" and ops:
            # (while's own semantics: its body's root is written back into the state it was given, so the
            # loop state stays in its operand's buffers; a call's or conditional's result is its own, below)
            refs[inst.name] = named(ops[0])
        elif inst.attribute_map.get("output_to_operand_aliasing") is not None:
            for out_index, number in _operand_aliases(inst):
                if out_index:
                    aliased_leaves[_leaf_key(inst.name, out_index)] = named(ops[number])
                else:
                    refs[inst.name] = named(ops[number])
        else:
            for out_index, number in _in_place_pairs(inst):
                src = named(ops[number])
                if later_use.get(ops[number].name, -1) <= k and not (src & lifelong):
                    if out_index:
                        aliased_leaves[_leaf_key(inst.name, out_index)] = src
                    else:
                        refs[inst.name] = src
    return refs, aliased_leaves, paths, named


def _last_uses(order: list[Instruction], refs: dict[str, frozenset], paths: dict, named) -> dict[str, int]:
    """Per buffer, the position of the last use of any name for it."""
    # Each buffer lives until the last use of any name for it; async starts keep their operands to the done.
    end: dict[str, int] = {}
    for k, inst in enumerate(order):
        users = list(inst.operands)
        if _is_async_later(inst) and inst.operands:
            users += list(inst.operands[0].operands)
        element = _buffer_kind(inst.opcode) == ELEMENT
        for op in users:
            # (a get-tuple-element reads its operand's index table only, as XLA's HloValue uses have it)
            table = _leaf_key(*paths[op.name]) if op.name in paths else op.name
            for r in ((table,) if element and (op.name not in refs or op.name in paths) else named(op)):
                end[r] = max(end.get(r, -1), k)
    return end


def _start_outputs(start: Instruction, named) -> frozenset:
    """The buffers an async op's later part names: its start's output elements (``async_outputs``; an earlier later
    part's, or the whole start's where the record lists none)."""
    record = _record(start.opcode)
    if _is_async_later(start) or record is None or record.async_outputs is None or not start.shape.is_tuple:
        return named(start) - {start.name} if _is_async_later(start) and start.shape.is_tuple else named(start)
    return frozenset().union(*(_subkeys(start.name, (i,), start.shape.tuple_shapes[i]) for i in record.async_outputs
                               if i < len(start.shape.tuple_shapes)))


def _leaf_key(name: str, index: tuple[int, ...]) -> str:
    """The name the buffer at ``index`` of ``name``'s result goes by (the whole result: name)."""
    return f"{name}{{{','.join(map(str, index))}}}" if index else name


def _subkeys(name: str, prefix: tuple[int, ...], shape: Shape) -> frozenset:
    """The names of the buffers of the element at ``prefix`` of ``name``'s result (``shape``): its own and, for a
    tuple, its index table's and its elements'."""
    out = [_leaf_key(name, prefix)]
    if shape.is_tuple:
        for i, s in enumerate(shape.tuple_shapes):
            out.extend(_subkeys(name, prefix + (i,), s))
    return frozenset(out)


def _own_tables(inst: Instruction, rules: HeapRules) -> list[tuple[tuple[int, ...], Shape]]:
    """The tuple index tables an instruction defines: one per tuple-shaped value of its result (a tuple
    instruction's elements, a view's and a called computation's values are other values, their tables too)."""
    kind = _buffer_kind(inst.opcode)
    if not inst.shape.is_tuple or (kind not in (DEFINES, TUPLE) and not _is_async_later(inst)):
        return []
    if kind == TUPLE:
        return [((), inst.shape)]
    out = []

    def walk(shape: Shape, index: tuple[int, ...]) -> None:
        if shape.is_tuple:
            out.append((index, shape))
            for i, s in enumerate(shape.tuple_shapes):
                walk(s, index + (i,))
    walk(inst.shape, ())
    return out


def _table_bytes(shape: Shape, rules: HeapRules) -> int:
    size = rules.pointer_bytes * len(shape.tuple_shapes)
    return -(-size // rules.table_granule) * rules.table_granule


def _thread_local_buffers(module: Module, last: int, rules: HeapRules) -> list[Buffer]:
    """The values of reducers, comparators and other scalar regions: each a small buffer of its own (XLA's
    thread-local allocations), counted once per region for the whole program."""
    out = []
    # (a fusion's computation is its kernel's code: XLA assigns its values nothing, not even thread-local bytes)
    called = {c.name for comp in module.computations for i in comp.instructions if i.called_computations
              and i.opcode != "fusion" and not _calls(i, _CONTROL_FLOW_CALLERS) for c in i.called_computations}
    for comp in module.computations:
        if comp.name in called and _is_scalar_region(comp):
            for inst in comp.instructions:
                # (a tuple-shaped value's index table too, in the region's own space: XLA assigns every value of a
                # thread-local computation an allocation, in the memory space its layout names)
                if inst.shape.is_array:
                    size = physical_bytes(inst.shape)
                elif inst.shape.is_tuple and _buffer_kind(inst.opcode) in (DEFINES, TUPLE):
                    size = _table_bytes(inst.shape, rules)
                else:
                    continue
                out.append(Buffer(inst.name, comp.name, (), inst.shape, size, _space(inst.shape), 0, last,
                                  "thread-local", inst))
    return out


def _own_leaves(inst: Instruction) -> list[tuple[tuple[int, ...], Shape]]:
    """The array leaves an instruction's own buffers hold. An async start's result repeats its operands (and
    context scalars) beside the new output: only the output is a new buffer."""
    leaves = _array_leaves(inst.shape)
    record = _record(inst.opcode)
    if not inst.shape.is_tuple or record is None or record.async_outputs is None:
        return leaves
    return [(i, s) for i, s in leaves if i[:1] and i[0] in record.async_outputs]


def _nested_peak(module: Module, comp: Computation, seen: dict, rules: HeapRules, lifted: list | None) -> int:
    """The most bytes of temporaries a called computation holds at once (default memory space)."""
    if comp.name in seen:
        return seen[comp.name]
    seen[comp.name] = 0                            # recursion guard
    buffers, nested = _computation_buffers(module, comp, is_entry=False, _seen=seen, rules=rules, lifted=lifted)
    # (its own heap, packed as XLA packs one: its temporaries and, nested again, what it calls)
    intervals = [(b.start, b.end, b.bytes) for b in buffers if b.space == 0 and b.heap_bytes]
    intervals += [(k, k, n) for k, n in enumerate(nested) if n]
    peak = pack(intervals, rules.alignment).size
    seen[comp.name] = peak
    return peak


def _curve(buffers: list[Buffer], length: int, space: int) -> list[int]:
    """Bytes held at each position: a running sum of each buffer's pool bytes from its start to its end, less
    the alignment of the topmost heap temporary (the heap's size ends at its last byte)."""
    delta = [0] * (length + 1)
    slack: list[tuple[int, int, int]] = []
    for b in buffers:
        if b.space == space and b.heap_bytes:
            delta[b.start] += b.heap_bytes
            delta[b.end + 1] -= b.heap_bytes
            if b.heap_bytes > b.bytes:
                slack.append((b.start, b.end, b.heap_bytes - b.bytes))
    out, live = [], 0
    for t in range(length):
        live += delta[t]
        out.append(live)
    if slack:                                      # the largest rounding among the live ones, by a sweep
        slack.sort()
        live_slack: list[tuple[int, int]] = []
        i = 0
        for t in range(length):
            while i < len(slack) and slack[i][0] <= t:
                heapq.heappush(live_slack, (-slack[i][2], slack[i][1]))
                i += 1
            while live_slack and live_slack[0][1] < t:
                heapq.heappop(live_slack)
            if live_slack:
                out[t] += live_slack[0][0]
    return out


def _array_leaves(shape: Shape, prefix=()) -> list[tuple[tuple[int, ...], Shape]]:
    if shape.is_tuple:
        out = []
        for i, s in enumerate(shape.tuple_shapes):
            out.extend(_array_leaves(s, prefix + (i,)))
        return out
    return [(prefix, shape)] if shape.is_array else []


def _leaf_producers(inst: Instruction) -> list[Instruction]:
    """The instructions whose buffers a (tuple) result is made of."""
    if _buffer_kind(inst.opcode) == TUPLE:
        return [p for op in inst.operands for p in _leaf_producers(op)]
    return [inst]


def _is_scalar_region(comp: Computation) -> bool:
    """A reducer or comparator: runs inside its caller's kernel on scalars (a variadic reducer's result is a tuple
    of scalars)."""
    return all(_is_scalar_or_tuple_of_scalars(i.shape) for i in comp.instructions if i.opcode != "parameter") \
        and len(comp.instructions) <= 64


def _is_scalar_or_tuple_of_scalars(shape: Shape) -> bool:
    if shape.is_tuple:
        return all(s.is_array and not s.dims for s in shape.tuple_shapes)
    return shape.is_array and not shape.dims


def _entry_lifetime_names(order, is_entry: bool) -> frozenset:
    """Values whose buffers must outlive the program (entry parameters, constants): never reused in place."""
    if not is_entry:
        return frozenset()
    return frozenset(i.name for i in order if i.opcode in ("parameter", "constant"))   # (XLA's allocation kinds)


def _aliased_output_indices(module: Module) -> frozenset:
    """Names of the entry's output producers that ``input_output_alias`` puts into a parameter's buffer."""
    alias = module.attrs.get("input_output_alias")
    if not isinstance(alias, Braced):
        return frozenset()
    root = module.entry.root
    producers = _leaf_producers(root)
    names = set()
    for item in alias.items:
        if isinstance(item, Pair) and isinstance(item.left, Braced) and isinstance(item.right, Paren):
            index = tuple(item.left.items)
            if _buffer_kind(root.opcode) == TUPLE and len(index) == 1 and index[0] < len(root.operands):
                names.add(root.operands[index[0]].name)
            elif not index and producers:
                names.add(producers[0].name)
    return frozenset(names)


def over_memory_limit(module: Module, max_memory: int, args_bytes: int | None = None, devices: int = 1) -> str | None:
    """Why a run of ``module`` would exceed ``max_memory`` bytes at its peak, before anything runs (None when it
    fits): its arguments (``args_bytes``, all devices' together; else their sizes by the entry's shapes) plus, on
    each of ``devices`` devices run in one process, everything else this analysis finds the module needs
    (outputs, constants, the heap)."""
    from ..diagnostics import human_bytes
    analysis = analyze_memory(module)
    peak, at = analysis.peak(0)
    arguments = analysis.subtotals(0)["arguments"]
    args_bytes = arguments * devices if args_bytes is None else args_bytes
    live = max(0, peak - arguments)
    total = args_bytes + devices * live
    if total <= max_memory:
        return None
    # What a user can act on: the largest values live at the peak (the position itself may be the first
    # instruction, since outputs hold their allocations for the whole program).
    largest = sorted(((b.instruction, b.bytes) for b in analysis.live_at(at, 0)
                      if b.instruction is not None and b.role != "argument"), key=lambda ib: -ib[1])[:3]
    where = "; largest: " + ", ".join(f"%{i.name} ({i.opcode}) {human_bytes(n)}" for i, n in largest) if largest else ""
    per = f" on each of {devices} devices" if devices > 1 else ""
    return (f"the run needs {human_bytes(total)} at its peak (arguments {human_bytes(args_bytes)}, live values "
            f"{human_bytes(live)}{per} by hlotool memory's analysis{where}), more than the memory limit "
            f"{human_bytes(max_memory)} (raise it with --max-memory / max_memory=)")
