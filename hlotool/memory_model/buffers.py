"""The buffer model of ``hlotool memory``: what each opcode does with buffers (from its record in
``hlotool.opcodes``), a shape's physical size, a buffer and its live range, and the backend's heap rules."""
from __future__ import annotations

from dataclasses import dataclass
from functools import lru_cache
from typing import Any

from ..ir.module import Instruction, Module
from ..ir.shape import Shape
from ..opcodes import CALLEE, DEFINES, OPCODES, Opcode, async_sugar, opcodes_where
from ..platforms import infer_backend

# The buffer rules come from the opcode records (hlotool.opcodes: buffer, in_place, shares_operand_buffer,
# async_start, async_outputs); what follows is derived from them.
# An async op's later parts (X-done, async-update): their result is their start's output.
_ASYNC_LATER = frozenset(n for n, op in OPCODES.items() if op.async_start)


# Async starts: what a later part waits for and itself waits for nothing (XLA's IsAsynchronousOperationStart).
_ASYNC_STARTS = frozenset(s for op in OPCODES.values() for s in op.async_start) - _ASYNC_LATER


# Callers whose computations may hold buffers of their own (XLA's control-flow call context: while, call,
# conditional, async wrappers); the others (fusion, reduce, sort, custom-call, ...) run theirs inside their kernel.
_CONTROL_FLOW_CALLERS = opcodes_where(buffer=CALLEE) | opcodes_where(runs_callee_elsewhere=True)


# Of those, the ones whose callee's temporaries count where they are: an async wrapper's from its start.
_BUFFER_CALLERS = _CONTROL_FLOW_CALLERS - _ASYNC_LATER


@lru_cache(maxsize=None)
def _record(opcode: str) -> Opcode | None:
    """An opcode's record; an async wrapper's short form (``negate-start``) has its async-start/update/done's.
    None: an opcode hlotool does not know (it then defines its result's buffers)."""
    sugar = async_sugar(opcode)
    return OPCODES.get(f"async-{sugar[1]}" if sugar else opcode)


@lru_cache(maxsize=None)      # (asked several times of each instruction)
def _buffer_kind(opcode: str) -> str:
    record = _record(opcode)
    return record.buffer if record is not None else DEFINES


@lru_cache(maxsize=None)
def _record_name(opcode: str) -> str | None:
    """The name of ``opcode``'s record (an async wrapper's short form: its async-start/update/done)."""
    record = _record(opcode)
    return record.name if record is not None else None


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
    role: str                      # "argument" | "output" | "constant" | "thread-local" | "temporary"
    instruction: Instruction | None = None
    # Bytes it takes in its pool: a heap temporary's size rounded up to the heap alignment.
    heap_bytes: int = -1
    # The output whose allocation it reuses (it then adds nothing to the total).
    reuses: str | None = None
    # Where its value is defined: its start, but for an output, whose allocation is held from the start.
    defined: int = -1

    def __post_init__(self):
        if self.heap_bytes < 0:
            self.heap_bytes = self.bytes
        if self.defined < 0:
            self.defined = self.start

    def to_json(self, module: Module | None = None) -> dict:
        meta = self.instruction.attribute_map.get("metadata") if self.instruction is not None else None
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
                **({"reuses_allocation_of": self.reuses} if self.reuses else {}),
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


@dataclass(frozen=True)
class HeapRules:
    """A backend's buffer-assignment facts the estimate needs."""
    alignment: int                 # default-space heap temporaries start at multiples of this
    pointer_bytes: int             # per element of a tuple's index table
    table_granule: int = 1         # tuple tables round up to this
    tables_whole_program: bool = False   # each tuple table keeps its heap slot for the whole program


# Backend facts beyond ``Backend`` (hlotool.platforms), keyed by its name. TPU, as its buffer assignments in
# tests/accel/dumps show: a tuple index table takes a 512 B granule whatever its length, and every table in the
# heap has an offset of its own (only the values of one loop state share one), never reused by another value; on GPU
# (8 B per element) the tables in those buffer assignments likewise sit at offsets of their own, loop states' excepted.
_TABLE_FACTS: dict[str, dict[str, Any]] = {"tpu": {"table_granule": 512, "tables_whole_program": True},
               "gpu": {"tables_whole_program": True}}


UNKNOWN_BACKEND = HeapRules(alignment=1, pointer_bytes=8)


def heap_rules(module: Module) -> HeapRules:
    found = infer_backend(module)
    if found is None:
        return UNKNOWN_BACKEND
    b = found.backend
    return HeapRules(b.heap_alignment, b.tuple_pointer_bytes or 8, **_TABLE_FACTS.get(b.name, {}))


def _space(shape: Shape) -> int:
    """The memory space an array's layout names (``S(n)``; 0 the default)."""
    return shape.layout.memory_space if shape.is_array and shape.layout is not None else 0


def _calls(inst: Instruction, opcodes: frozenset) -> bool:
    """Whether ``inst`` is one of ``opcodes`` (an async wrapper's short form as its async-start/update/done)."""
    return _record_name(inst.opcode) in opcodes


def _is_async_start(inst: Instruction) -> bool:
    return _calls(inst, _ASYNC_STARTS)


def _is_async_later(inst: Instruction) -> bool:
    """An async op's later part (X-done, async-update): it keeps its start's operands alive to it."""
    return _calls(inst, _ASYNC_LATER)


def _in_place_start(inst: Instruction) -> bool:
    """An async start that writes into its operand (all-reduce-start). It shares that operand's bytes where the
    operand dies by its done (``_share_dying_operands``), not by ``_in_place_operand``'s rule, which knows no done."""
    if not _is_async_start(inst):
        return False
    record = _record(inst.opcode)
    return record is not None and record.in_place is not None   # (an async start has its record)
