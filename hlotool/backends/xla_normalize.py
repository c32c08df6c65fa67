"""What XLA needs changed before it will compile an optimized dump (``after_optimizations``), and
only changes that keep the computation the same.

XLA compiles HLO text through jaxlib by converting it to StableHLO first (the only way in: PJRT
takes MLIR). That import keeps the instructions but not what the optimizer attached to them, and the
optimizer's output is not valid optimizer input anyway:

- **fusions**: the imported ``fusion`` instructions come back without their backend_config and XLA
  CPU refuses them ("Fusion must have backend config") or crashes in its emitters. A fusion computes
  exactly its fused computation, so it becomes a ``call`` of it, which XLA inlines and fuses again;
- **bitcasts** reinterpret memory: their meaning depends on the operand's and the result's layouts,
  which the import drops for every other instruction. A bitcast becomes the transpose to the
  operand's physical (major-to-minor) order, the reshape of that row-major data to the result's
  physical dimensions, and the transpose back to the result's logical order: the same values;
- **layouts** of everything else only place values in memory (a ``copy`` between layouts is the
  identity on values), so they are dropped and XLA assigns its own; layout-constrained custom calls
  (LAPACK's column-major results) keep theirs, because the callee writes memory in that order;
- **the schedule** (``is_scheduled=true``) is dropped: XLA schedules the module again.

Each change applied comes back as a note: the caller prints them, so nobody runs something other
than what they gave without being told. What cannot be expressed this way (a bitcast between tiled
or sub-byte-packed layouts, or between element types) raises NotRunnableOnXla.
"""
from __future__ import annotations

import dataclasses
from dataclasses import dataclass, field

from ..ir.dtypes import PRIMITIVE_TYPES
from ..ir.module import Instruction, Module, unique_name
from ..ir.shape import Layout, Shape, array_shape

# Attributes every instruction takes that a fusion's replacement call keeps (the fusion's own
# kind/calls/output_to_operand_aliasing and its emitter's backend_config have no meaning for a call).
_KEPT_ON_CALL = ("sharding", "frontend_attributes", "metadata", "statistics", "origin", "control-predecessors")


class NotRunnableOnXla(Exception):
    """The module cannot be given to XLA as a computation it would compute the same way."""


@dataclass
class Normalized:
    module: Module               # the module to print for XLA (the input itself when unchanged)
    notes: list[str] = field(default_factory=list)

    @property
    def changed(self) -> bool:
        return bool(self.notes)


def looks_optimized(module: Module) -> bool:
    """Whether the module carries what only XLA's optimizer writes (fusions, bitcasts, a schedule)."""
    if module.attrs.get("is_scheduled") is True:
        return True
    return any(i.opcode in ("fusion", "bitcast") for i in module.instructions())


def normalize_for_xla(module: Module) -> Normalized:
    """The module XLA can compile, computing what ``module`` computes, with a note per change."""
    if not looks_optimized(module):
        return Normalized(module)
    counts = {"fusion": 0, "bitcast": 0, "bitcast_relayout": 0, "bitcast_retype": 0, "layouts": 0}
    fusion_kinds: dict[str, int] = {}
    computations = []
    for comp in module.computations:
        taken = {i.name for i in comp.instructions}
        new: list[Instruction] = []
        for inst in comp.instructions:
            if inst.opcode == "fusion":
                counts["fusion"] += 1
                kind = str(inst.attrs.get("kind", "?"))
                fusion_kinds[kind] = fusion_kinds.get(kind, 0) + 1
                new.append(_strip_layout(_fusion_as_call(inst), counts))
            elif inst.opcode == "bitcast":
                counts["bitcast"] += 1
                new.extend(_bitcast_as_reshape(inst, comp.get(inst.operand_names[0]), taken, counts))
            else:
                new.append(_strip_layout(inst, counts))
        computations.append(dataclasses.replace(comp, instructions=new))
    attrs = dict(module.attrs)
    scheduled = attrs.pop("is_scheduled", None) is True
    entry_layout = attrs.pop("entry_computation_layout", None)
    if entry_layout is not None and _has_non_default_layout(entry_layout):
        counts["layouts"] += 1
    notes = []
    if counts["fusion"]:
        kinds = ", ".join(f"{n} {k}" for k, n in sorted(fusion_kinds.items()))
        notes.append(f"{counts['fusion']} fusion instruction(s) ({kinds}) run as calls of their fused "
                     f"computations: XLA does not compile an already fused module, and a fusion computes "
                     f"its fused computation; XLA fuses it again its own way")
    if counts["bitcast"]:
        notes.append(f"{counts['bitcast']} bitcast(s) run as the transposes and reshapes they stand for under "
                     f"their layouts ({counts['bitcast_relayout']} change the layout; "
                     f"{counts['bitcast_retype']} change the element type, which a bitcast-convert does): the "
                     f"same values, without the layouts XLA's import drops")
    if counts["layouts"]:
        notes.append("layouts dropped (XLA assigns its own; a layout places values in memory and changes "
                     "none); layout-constrained custom calls keep theirs")
    if scheduled:
        notes.append("the schedule (is_scheduled=true) dropped: XLA schedules the module again")
    return Normalized(dataclasses.replace(module, computations=computations, attrs=attrs), notes)


def _fusion_as_call(inst: Instruction) -> Instruction:
    attrs = {"to_apply": inst.attrs["calls"]}
    attrs.update((k, v) for k, v in inst.attrs.items() if k in _KEPT_ON_CALL)
    return dataclasses.replace(inst, opcode="call", attrs=attrs)


def _layout_constrained(inst: Instruction) -> bool:
    return inst.opcode == "custom-call" and inst.attrs.get("operand_layout_constraints") is not None


def _strip_layout(inst: Instruction, counts: dict) -> Instruction:
    if _layout_constrained(inst):
        return inst
    if _has_non_default_layout(inst.shape):
        counts["layouts"] += 1
    bare = inst.shape.without_layout()
    return inst if bare == inst.shape else dataclasses.replace(inst, shape=bare)


def _default_order(rank: int) -> tuple[int, ...]:
    return tuple(range(rank - 1, -1, -1))


def _has_non_default_layout(obj) -> bool:
    """For a Shape or a ProgramShape (entry_computation_layout)."""
    shapes = list(getattr(obj, "parameters", ())) + [obj.result] if hasattr(obj, "result") else [obj]
    for shape in shapes:
        for leaf in shape.leaves():
            lay = leaf.layout
            if leaf.is_array and lay is not None and (lay.minor_to_major != _default_order(len(leaf.dims))
                                                      or _special(lay)):
                return True
    return False


def _special(layout: Layout) -> bool:
    """Layout items beyond a dimension order (tiles, packed element sizes, memory spaces, ...)."""
    bare = Layout(layout.minor_to_major)
    return dataclasses.replace(layout, minor_to_major=()) != dataclasses.replace(bare, minor_to_major=())


def _major_to_minor(shape: Shape) -> tuple[int, ...]:
    lay = shape.layout
    if lay is None:
        return tuple(range(len(shape.dims)))
    return tuple(reversed(lay.minor_to_major))


def _bitcast_as_reshape(inst: Instruction, operand: Instruction | None, taken: set, counts: dict) -> list[Instruction]:
    """transpose(operand to physical order) -> reshape(to the result's physical dims) -> transpose
    (to the result's logical order); identity steps are left out, the last step keeps the name."""
    if operand is None:
        raise NotRunnableOnXla(f"bitcast %{inst.name}: its operand is not in the same computation")
    src, dst = operand.shape, inst.shape
    where = f"bitcast %{inst.name} ({src} -> {dst})"
    if not src.is_array or not dst.is_array:
        raise NotRunnableOnXla(f"{where}: only array bitcasts have a logical equivalent")
    retype = src.element_type != dst.element_type
    if retype and PRIMITIVE_TYPES[src.element_type].bits != PRIMITIVE_TYPES[dst.element_type].bits:
        raise NotRunnableOnXla(f"{where} changes the element width; it has no logical equivalent here")
    for s in (src, dst):
        if s.layout is not None and _special(s.layout):
            raise NotRunnableOnXla(f"{where}: the layout {s.layout.to_text()} has tiles, packed elements or "
                                   f"other physical items, so what the bitcast reinterprets has no "
                                   f"transpose/reshape equivalent")
        if any(s.dynamic):
            raise NotRunnableOnXla(f"{where}: dynamic dimensions")
    src_order, dst_order = _major_to_minor(src), _major_to_minor(dst)
    if src_order != tuple(range(src.rank)) or dst_order != tuple(range(dst.rank)):
        counts["bitcast_relayout"] += 1
    physical_src = tuple(src.dims[i] for i in src_order)
    physical_dst = tuple(dst.dims[i] for i in dst_order)
    steps: list[tuple[str, tuple, dict]] = []       # (opcode, dims of the result, attrs)
    if retype:
        # Same width: element by element, the bits as they are (bitcast-convert), then the moves.
        counts["bitcast_retype"] += 1
        steps.append(("bitcast-convert", src.dims, {}))
    if src_order != tuple(range(src.rank)):
        steps.append(("transpose", physical_src, {"dimensions": src_order}))
    if physical_src != physical_dst:
        steps.append(("reshape", physical_dst, {}))
    if dst_order != tuple(range(dst.rank)):
        inverse = tuple(dst_order.index(i) for i in range(dst.rank))
        steps.append(("transpose", dst.dims, {"dimensions": inverse}))
    if not steps:
        steps.append(("copy", dst.dims, {}))
    out = []
    prev = operand.name
    kept = {k: v for k, v in inst.attrs.items() if k in ("metadata", "sharding", "frontend_attributes")}
    for n, (opcode, dims, attrs) in enumerate(steps):
        last = n == len(steps) - 1
        name = inst.name if last else unique_name(f"{inst.name}.{opcode}", taken)
        out.append(dataclasses.replace(
            inst, name=name, opcode=opcode, shape=array_shape(dst.element_type, dims),
            operand_names=(prev,), attrs={**attrs, **kept}, is_root=inst.is_root and last,
            operand_shapes=()))
        prev = name
    return out
