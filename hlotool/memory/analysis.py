"""Where a module's device memory goes: its buffers by XLA's rules, their live ranges in program order, and the
peak per memory space. Static: shapes and the schedule are known before anything runs.

The rules (XLA's buffer assignment, simplified where noted):
- Program order is the text order of each computation (the schedule of an ``is_scheduled`` module; for an
  unscheduled one, an order XLA could pick).
- An instruction defines one buffer per array leaf of its result, of its physical size: tiles pad dimensions
  to tile multiples, ``E(n)`` and sub-byte types pack (``physical_bytes``). Tuples, get-tuple-element, bitcast
  and the other view-like ops define none: they name their operands' buffers.
- Values computed inside a fusion (and inside reducers, comparators and other scalar regions) are not
  buffers: only the fusion's result is.
- In place: dynamic-update-slice, scatter, and a fusion whose root updates one of its parameters write into
  that operand's buffer when it is not used later; a while loop carries its state in its operand's buffer.
- A called computation (while body and condition, conditional branches, call, async wrappers) adds its own
  peak of temporaries while it runs: they nest.
- Async pairs (``*-start``/``*-done``, ``async-start``/``async-done``, ``copy-start``/``copy-done``,
  ``send``/``send-done``, ``recv``/``recv-done``) keep the start's operands alive until the done.
- Entry parameters and constants live for the whole program; outputs from their definition to the end.
  ``input_output_alias`` outputs are their parameter's buffer; ``buffer_donor`` parameters may be reused.
- Memory spaces (``S(n)`` in a layout: TPU VMEM, host memory) are separate pools.

Not modelled: the heap simulator's packing and fragmentation, alignment, XLA's temporaries inside kernels and
scratch of library calls beyond their declared outputs; ``hlotool memory`` shows XLA's own figures beside
this estimate where the dump folder has them."""
from __future__ import annotations

from dataclasses import dataclass, field

from ..ir.values import Braced, Pair, Paren
from ..ir.backend import infer_backend
from ..ir.module import Computation, Instruction, Module
from ..ir.shape import Shape

# Results that name their operands' buffers instead of defining new ones.
_VIEWS = frozenset({"tuple", "get-tuple-element", "bitcast", "after-all", "add-dependency", "opt-barrier",
                    "domain", "parameter"})
# Calls whose computations hold buffers of their own (a fusion's and a reducer's do not).
_BUFFER_CALLERS = frozenset({"while", "conditional", "call", "async-start", "custom-call"})
# Ops that may write their result into operand 0's buffer.
_IN_PLACE = frozenset({"dynamic-update-slice", "scatter"})


def physical_bytes(shape: Shape) -> int:
    """Bytes an array (or every leaf of a tuple) occupies on the device: tiled dimensions padded to the tile,
    ``E(n)`` element sizes and sub-byte types packed, scalars tiled like rank-1 arrays of one element."""
    if shape.is_tuple:
        return sum(physical_bytes(s) for s in shape.tuple_shapes)
    if not shape.is_array:
        return 0
    layout = shape.layout
    bits = (layout.element_size_bits if layout is not None and layout.element_size_bits else shape.ptype.bits)
    if layout is None or not layout.tiles:
        return (shape.num_elements * bits + 7) // 8
    order = tuple(reversed(layout.minor_to_major)) if layout.minor_to_major else ()
    dims = [shape.dims[d] for d in order] or [1]            # physical order, major to minor
    tile = layout.tiles[0]
    padded = list(dims)
    for k, t in enumerate(reversed(tile)):                  # a tile's last size covers the minor-most dim
        at = len(padded) - 1 - k
        if at < 0:
            padded.insert(0, 1)
            at = 0
        if t > 0:
            padded[at] = -(-padded[at] // t) * t
    n = 1
    for d in padded:
        n *= d
    return (n * bits + 7) // 8


@dataclass
class Buffer:
    """One buffer: the instruction (and tuple index) that defines it, its size and memory space, when it is
    live in its computation's program order, and its role."""
    name: str
    computation: str
    index: tuple[int, ...]
    shape: Shape
    bytes: int
    space: int
    start: int                     # position in the computation's order where it is defined
    end: int                       # position of its last use (inclusive)
    role: str                      # "argument" | "output" | "constant" | "temporary"
    instruction: Instruction | None = None

    def to_json(self, module: Module | None = None) -> dict:
        meta = self.instruction.attrs.get("metadata") if self.instruction is not None else None
        get = getattr(meta, "get", None)
        source = ""
        if get is not None and get("source_file"):
            source = f"{get('source_file')}:{get('source_line')}" if get("source_line") is not None \
                else str(get("source_file"))
        elif get is not None and get("stack_frame_id") is not None and module is not None:
            source = _frame_source(module, get("stack_frame_id"))
        return {"name": self.name + ("" if not self.index else "{" + ",".join(map(str, self.index)) + "}"),
                "computation": self.computation, "bytes": self.bytes, "shape": self.shape.to_text(),
                "memory_space": self.space, "role": self.role,
                "op_name": str(get("op_name")) if get is not None and get("op_name") is not None else "",
                "source": source}


def _frame_source(module: Module, frame_id) -> str:
    """``file:line`` of a stack frame's innermost location in the module's stack-frame tables."""
    tables = module.stack_frames
    frame = tables.stack_frames.get(frame_id) if isinstance(frame_id, int) else None
    location = tables.file_locations.get(frame.get("file_location_id")) if frame is not None else None
    if location is None:
        return ""
    name = tables.file_names.get(location.get("file_name_id"))
    return f"{name}:{location.get('line')}" if name else ""


@dataclass
class MemoryAnalysis:
    module: Module
    buffers: list[Buffer]                         # the entry's buffers (called computations nest into `nested`)
    order: list[Instruction]                      # the entry's program order
    nested: list[int]                             # per position: the peak a called computation adds there
    by_role: dict[str, int] = field(default_factory=dict)

    # ---- the live set over program order
    def live_bytes(self, space: int = 0) -> list[int]:
        """Bytes live at each position of the entry's order in one memory space (called computations' peaks
        included where they run)."""
        curve = _curve(self.buffers, len(self.order), space)
        if space == 0:
            curve = [c + n for c, n in zip(curve, self.nested)]
        return curve

    @property
    def spaces(self) -> list[int]:
        return sorted({b.space for b in self.buffers} | {0})

    def peak(self, space: int = 0) -> tuple[int, int]:
        """(peak bytes, position of the peak) in a memory space."""
        curve = self.live_bytes(space)
        if not curve:
            return 0, 0
        at = max(range(len(curve)), key=lambda t: (curve[t], -t))
        return curve[at], at

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
        peak, at = self.peak(space)
        roles = {"argument": "arguments", "output": "outputs", "constant": "constants", "thread-local": "thread_local"}
        out = dict.fromkeys(roles.values(), 0)
        for b in self.buffers:
            if b.space == space and b.role in roles:
                out[roles[b.role]] += b.bytes
        out["temporaries_at_peak"] = peak - sum(b.bytes for b in self.live_at(at, space) if b.role != "temporary")
        return out


def analyze_memory(module: Module) -> MemoryAnalysis:
    """The buffers and live ranges of ``module``'s entry computation (one device's: a partitioned module's
    shapes are per device)."""
    entry = module.entry
    aliased_outputs = _aliased_output_indices(module)
    found = infer_backend(module)
    pointer_bytes = found.backend.tuple_pointer_bytes if found is not None else 8
    buffers, nested = _computation_buffers(module, entry, is_entry=True, aliased_outputs=aliased_outputs,
                                           pointer_bytes=pointer_bytes)
    buffers += _thread_local_buffers(module, len(entry.instructions) - 1)
    analysis = MemoryAnalysis(module, buffers, list(entry.instructions), nested)
    for b in buffers:
        analysis.by_role[b.role] = analysis.by_role.get(b.role, 0) + b.bytes
    return analysis


def _computation_buffers(module: Module, comp: Computation, is_entry: bool, aliased_outputs=frozenset(),
                         _seen: dict | None = None, pointer_bytes: int | None = 8):
    """(buffers of ``comp``, per position the peak its called computations add)."""
    order = comp.instructions
    last = len(order) - 1
    refs: dict[str, frozenset] = {}            # name -> the defining instructions whose buffers it names
    lifelong = _entry_lifetime_names(order, is_entry)
    later_use: dict[str, int] = {}
    for k, inst in enumerate(order):
        for op in inst.operands:
            later_use[op.name] = k

    def named(inst: Instruction) -> frozenset:
        return refs.get(inst.name, frozenset((inst.name,)))

    for k, inst in enumerate(order):
        ops = inst.operands
        if inst.opcode == "tuple" or inst.opcode == "opt-barrier":
            refs[inst.name] = frozenset().union(*(named(o) for o in ops)) if ops else frozenset()
        elif inst.opcode == "get-tuple-element" and ops:
            src = ops[0]
            index = inst.attrs.get("index")
            if src.opcode == "tuple" and isinstance(index, int) and index < len(src.operands):
                refs[inst.name] = named(src.operands[index])
            else:
                refs[inst.name] = named(src)
        elif inst.opcode in ("bitcast", "domain", "add-dependency") and ops:
            refs[inst.name] = named(ops[0])
        elif inst.opcode == "after-all":
            refs[inst.name] = frozenset()
        elif _is_async_done(inst) and ops:
            refs[inst.name] = named(ops[0])        # the start's result buffer
        elif inst.opcode == "while" and ops:
            refs[inst.name] = named(ops[0])        # the loop state stays in its operand's buffers
        else:
            operand = _in_place_operand(inst)
            if operand is not None:
                src = named(ops[operand])
                if later_use.get(ops[operand].name, -1) <= k and not (src & lifelong):
                    refs[inst.name] = src
    # Each buffer lives until the last use of any name for it; async starts keep their operands to the done.
    end: dict[str, int] = {}
    for k, inst in enumerate(order):
        users = list(inst.operands)
        if _is_async_done(inst) and inst.operands:
            users += list(inst.operands[0].operands)
        for op in users:
            for r in named(op):
                end[r] = max(end.get(r, -1), k)
    outputs = named(comp.root) if is_entry else frozenset()
    buffers: list[Buffer] = []
    nested = [0] * len(order)
    seen = {} if _seen is None else _seen
    for k, inst in enumerate(order):
        for callee in inst.called_computations:
            if inst.opcode in _BUFFER_CALLERS and not _is_scalar_region(callee):
                nested[k] = max(nested[k], _nested_peak(module, callee, seen))
        if inst.name in refs or (inst.opcode == "parameter" and not is_entry):
            continue       # a view of other buffers; a called computation's parameters are its caller's operands
        if is_entry and inst.opcode == "parameter":
            role, start, stop = "argument", 0, last
        elif inst.opcode == "constant":
            role, start, stop = "constant", 0, last
        elif inst.name in outputs:
            role, start, stop = "output", k, last
        else:
            role, start, stop = "temporary", k, max(end.get(inst.name, k), k)
        if role == "output" and inst.name in aliased_outputs:
            continue                               # the output is written into its parameter's buffer
        for index, shape in _own_leaves(inst):
            space = shape.layout.memory_space if shape.layout is not None else 0
            buffers.append(Buffer(inst.name, comp.name, index, shape, physical_bytes(shape), space, start, stop,
                                  role, inst))
        if inst.shape.is_tuple and pointer_bytes:     # a tuple's index table: one pointer per element
            buffers.append(Buffer(inst.name, comp.name, (), inst.shape,
                                  pointer_bytes * len(inst.shape.tuple_shapes), 0, start, stop, role, inst))
    for k, inst in enumerate(order):                  # a tuple instruction's own table (its elements are views)
        if inst.opcode == "tuple" and pointer_bytes and (inst.name in outputs or end.get(inst.name, -1) >= 0
                                                         or inst is comp.root):
            role = "output" if is_entry and inst is comp.root else "temporary"
            stop = last if role == "output" else max(end.get(inst.name, k), k)
            buffers.append(Buffer(inst.name, comp.name, (), inst.shape,
                                  pointer_bytes * len(inst.shape.tuple_shapes), 0, k, stop, role, inst))
    return buffers, nested


def _thread_local_buffers(module: Module, last: int) -> list[Buffer]:
    """The values of reducers, comparators and other scalar regions: each a small buffer of its own (XLA's
    thread-local allocations), counted once per region for the whole program."""
    out = []
    called = {c.name for comp in module.computations for i in comp.instructions for c in i.called_computations
              if i.opcode not in _BUFFER_CALLERS and i.opcode != "fusion"}
    for comp in module.computations:
        if comp.name in called and _is_scalar_region(comp):
            for inst in comp.instructions:
                if inst.shape.is_array:
                    out.append(Buffer(inst.name, comp.name, (), inst.shape, physical_bytes(inst.shape), 0, 0,
                                      last, "thread-local", inst))
    return out


def _own_leaves(inst: Instruction) -> list[tuple[tuple[int, ...], Shape]]:
    """The array leaves an instruction's own buffers hold. An async start's result repeats its operands (and
    context scalars) beside the new output: only the output is a new buffer."""
    leaves = _array_leaves(inst.shape)
    if not inst.shape.is_tuple or not _is_async_start(inst):
        return leaves
    keep = {"copy-start": (0,), "recv": (0,), "send": None}.get(inst.opcode, (1,))
    if keep is None:
        return []
    return [(i, s) for i, s in leaves if i[:len(keep)] == keep]


def _nested_peak(module: Module, comp: Computation, seen: dict) -> int:
    """The most bytes of temporaries a called computation holds at once (default memory space)."""
    if comp.name in seen:
        return seen[comp.name]
    seen[comp.name] = 0                            # recursion guard
    buffers, nested = _computation_buffers(module, comp, is_entry=False, _seen=seen, pointer_bytes=None)
    curve = _curve(buffers, len(comp.instructions), 0)
    peak = max((c + n for c, n in zip(curve, nested)), default=0)
    seen[comp.name] = peak
    return peak


def _curve(buffers: list[Buffer], length: int, space: int) -> list[int]:
    """Bytes live at each position: a running sum of each buffer's start and end."""
    delta = [0] * (length + 1)
    for b in buffers:
        if b.space == space:
            delta[b.start] += b.bytes
            delta[b.end + 1] -= b.bytes
    out, live = [], 0
    for t in range(length):
        live += delta[t]
        out.append(live)
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
    if inst.opcode == "tuple":
        return [p for op in inst.operands for p in _leaf_producers(op)]
    return [inst]


def _is_scalar_region(comp: Computation) -> bool:
    """A reducer or comparator: runs inside its caller's kernel on scalars."""
    return all(i.shape.is_array and not i.shape.dims for i in comp.instructions if i.opcode != "parameter") \
        and len(comp.instructions) <= 64


def _is_async_start(inst: Instruction) -> bool:
    return inst.opcode.endswith("-start") or inst.opcode in ("send", "recv")


def _is_async_done(inst: Instruction) -> bool:
    return inst.opcode.endswith("-done")


def _in_place_operand(inst: Instruction) -> int | None:
    """The operand whose buffer ``inst`` may write its result into."""
    if inst.opcode in _IN_PLACE:
        return 0
    if inst.opcode == "fusion" and inst.called_computations:
        fused_root = inst.called_computations[0].root
        while fused_root.opcode in ("bitcast", "tuple") and fused_root.operands and fused_root.opcode != "tuple":
            fused_root = fused_root.operands[0]
        if fused_root.opcode in _IN_PLACE and fused_root.operands and fused_root.operands[0].opcode == "parameter":
            number = fused_root.operands[0].parameter_number
            if number is not None and number < len(inst.operands) \
                    and inst.operands[number].shape.same_ignoring_layout(inst.shape):
                return number
    return None


def _entry_lifetime_names(order, is_entry: bool) -> frozenset:
    """Values whose buffers must outlive the program (entry parameters, constants): never reused in place."""
    if not is_entry:
        return frozenset()
    return frozenset(i.name for i in order if i.opcode in ("parameter", "constant"))


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
            if root.opcode == "tuple" and len(index) == 1 and index[0] < len(root.operands):
                names.add(root.operands[index[0]].name)
            elif not index and producers:
                names.add(producers[0].name)
    return frozenset(names)
