"""Layout checks (shapes_and_layout.md): every layout is valid for its shape; with --layout-sensitive,
operations that cannot change a layout keep it. Each check is ``check_x(module, options, report)``."""
from __future__ import annotations

from ..ir.dtypes import PRIMITIVE_TYPES
from ..ir.shape import COMBINE_DIM, TILE_ANY, Layout, Shape
from ..ir.values import Braced, ProgramShape
from ..opcodes import opcodes_where


def _layout_problem(shape: Shape) -> tuple[str, str] | None:
    if shape.is_tuple:
        for s in shape.tuple_shapes:
            p = _layout_problem(s)
            if p:
                return p
        return None
    lay = shape.layout
    if lay is None or not shape.is_array:
        return None
    m2m = lay.minor_to_major
    if sorted(m2m) != list(range(shape.rank)):
        return ("V300", f"layout {{{','.join(map(str, m2m))}}} of {shape.to_text(layout=False)} is not a "
                        f"permutation of 0..{shape.rank - 1}")
    for tile in lay.tiles:
        if not tile or any(d <= 0 and d not in (COMBINE_DIM, TILE_ANY) for d in tile):
            return ("V301", f"tile ({','.join(map(str, tile))}) in {shape} must have positive sizes")
    bits = PRIMITIVE_TYPES[shape.element_type].bits
    if lay.element_size_bits < 0 or lay.element_size_bits > max(bits, 8):
        return ("V301", f"element size E({lay.element_size_bits}) does not fit {shape.element_type} "
                        f"({bits} bits)")
    if lay.memory_space < 0:
        return ("V301", f"memory space S({lay.memory_space}) must be >= 0")
    return None


def check_layouts_valid(module, options, report):
    # The parser shares one Shape object among the instructions that spell it alike, so each
    # shape object is checked once (by identity: hashing shapes costs more than checking them).
    checked: dict[int, tuple[str, str] | None] = {}
    with_shapes: dict = {}      # id(attribute map) -> whether it has a shape-valued attribute (maps are shared)
    for comp in module.computations:
        for inst in comp.instructions:
            shape = inst.shape
            key = id(shape)
            p = checked.get(key, checked)
            if p is checked:
                p = checked[key] = _layout_problem(shape)
            if p is None:
                attrs = inst.attribute_map
                has_shapes = with_shapes.get(id(attrs))
                if has_shapes is None:
                    has_shapes = with_shapes[id(attrs)] = (attrs.get("outfeed_shape") is not None
                                                           or attrs.get("operand_layout_constraints") is not None)
                if has_shapes:
                    p = next(filter(None, map(_layout_problem, _attribute_shapes(inst))), None)
            if p:
                report(p[0], p[1], inst.loc, comp, inst)


_SHAPE_ATTRIBUTES = ("outfeed_shape", "operand_layout_constraints")


def _attribute_shapes(inst):
    """Shapes written in attributes (outfeed_shape, operand_layout_constraints): their layouts count too."""
    for key in _SHAPE_ATTRIBUTES:   # by key: reading every value would decode metadata too
        value = inst.attribute_map.get(key)
        if isinstance(value, Shape):
            yield value
        elif isinstance(getattr(value, "items", None), tuple):
            yield from (v for v in value.items if isinstance(v, Shape))


# Opcodes whose result keeps its same-rank operands' layouts: the ones XLA's layout assignment
# (LayoutAssignment::InstructionCanChangeLayout) cannot give a layout of their own, and which its
# layout-sensitive verifier checks ("Instruction shouldn't change layouts").
KEEPS_LAYOUT = opcodes_where(keeps_layout=True)
# Opcodes that may change an operand's element size (E(n)): which operands.
_ELEMENT_SIZE_FREE = {"convert": lambda s: True, "compare": lambda s: True, "is-finite": lambda s: True,
                      "select": lambda s: s.element_type == "pred"}

# Memory spaces (S(n)) XLA gives a meaning.
DEFAULT_MEMORY, FAST_MEMORY, HOST_MEMORY = 0, 1, 5
# Host offloading: the one move between memory spaces each opcode may make, (operand, result)
# pairs it may not make.
_MEMORY_MOVES_FORBIDDEN = {"dynamic-slice": {(DEFAULT_MEMORY, HOST_MEMORY)},
                           "dynamic-update-slice": {(HOST_MEMORY, DEFAULT_MEMORY)}}


def _m2m(layout: Layout) -> str:
    return "{" + ",".join(map(str, layout.minor_to_major)) + "}"


def _layout_change(inst, op: Shape) -> str | None:
    """Why ``inst``'s result layout differs from its operand's where the opcode must keep it."""
    lay, olay = inst.shape.layout, op.layout
    assert lay is not None and olay is not None     # (the caller checks that both shapes are _dense)
    if olay.minor_to_major != lay.minor_to_major:
        return f"has layout {_m2m(olay)} but the result has {_m2m(lay)}"
    free = _ELEMENT_SIZE_FREE.get(inst.opcode, lambda s: False)(op)
    if not free and olay.element_size_bits != lay.element_size_bits:
        return (f"has element size E({olay.element_size_bits}) but the result has E({lay.element_size_bits})")
    moves = _MEMORY_MOVES_FORBIDDEN.get(inst.opcode)
    if moves is not None and olay.memory_space != lay.memory_space:
        move = (olay.memory_space, lay.memory_space)
        if move in moves or (olay.memory_space == FAST_MEMORY):
            return (f"is in memory space S({olay.memory_space}) but the result is in S({lay.memory_space}); "
                    f"{inst.opcode} cannot make that move")
    return None


def _dense(shape: Shape) -> bool:
    return shape.is_array and shape.layout is not None


def check_layout_sensitive(module, options, report):
    if not options.layout_sensitive:
        return
    for comp in module.computations:
        for inst in comp.instructions:
            rule = LAYOUT_SENSITIVE_RULES.get(inst.opcode)
            why = rule(inst) if rule is not None else None
            if why is None and inst.opcode in KEEPS_LAYOUT and _dense(inst.shape):
                for k, op in enumerate(inst.operands):
                    s = op.shape
                    if _dense(s) and s.rank == inst.shape.rank and (why := _layout_change(inst, s)):
                        why = f"operand {k} ({op.name}) {why}: {inst.opcode} cannot change layout (use copy)"
                        break
            if why:
                report("V302", f"{inst.opcode}: {why}", inst.loc, comp, inst)


def _same_layout(a: Shape, b: Shape, memory_space=True) -> bool:
    """Layouts equal (minor_to_major, tiles, element size and, unless told, memory space), tuple leaves
    pairwise; shapes without a layout agree with any."""
    if a.is_tuple or b.is_tuple:
        return a.is_tuple and b.is_tuple and len(a.tuple_shapes) == len(b.tuple_shapes) and all(
            _same_layout(x, y, memory_space) for x, y in zip(a.tuple_shapes, b.tuple_shapes, strict=True))
    la, lb = a.layout, b.layout
    if la is None or lb is None or not a.is_array or not b.is_array:
        return True
    return (la.minor_to_major, la.tiles, la.element_size_bits) == (lb.minor_to_major, lb.tiles, lb.element_size_bits) \
        and (not memory_space or la.memory_space == lb.memory_space)


def _same_m2m(a: Shape, b: Shape) -> bool:
    if a.is_tuple or b.is_tuple:
        return a.is_tuple and b.is_tuple and len(a.tuple_shapes) == len(b.tuple_shapes) and all(
            _same_m2m(x, y) for x, y in zip(a.tuple_shapes, b.tuple_shapes, strict=True))
    return a.layout is None or b.layout is None or a.layout.minor_to_major == b.layout.minor_to_major


def _copy_start(inst) -> str | None:
    """copy-start returns (destination, source, u32[]): both buffers keep the operand's minor_to_major."""
    out, op = inst.shape, inst.operands[0].shape if inst.operands else None
    if op is None or not out.is_tuple or len(out.tuple_shapes) < 2:
        return None
    for k, what in ((0, "destination"), (1, "source")):
        if not _same_m2m(out.tuple_shapes[k], op):
            return (f"the {what} buffer {out.tuple_shapes[k]} must keep the operand's layout {op}: copy-start "
                    "moves a buffer, it does not transpose it")
    return None


def _copy_done(inst) -> str | None:
    """copy-done: source and destination differ at most in memory space; the result is the destination."""
    op = inst.operands[0].shape if inst.operands else None
    if op is None or not op.is_tuple or len(op.tuple_shapes) < 2:
        return None
    dest, src = op.tuple_shapes[0], op.tuple_shapes[1]
    if not _same_layout(dest, src, memory_space=False):
        return f"the copy-start's destination {dest} and source {src} must have one layout (memory space aside)"
    if not _same_layout(inst.shape, dest):
        return f"the result {inst.shape} must be the copy-start's destination {dest}, layout and memory space"
    return None


def _copy(inst) -> str | None:
    """A copy between host memory (S(5)) and another space: to the host it may only transpose; from the
    host it may not change the layout at all."""
    op = inst.operands[0].shape if inst.operands else None
    out = inst.shape
    if op is None or not _dense(op) or not _dense(out) or op.layout.memory_space == out.layout.memory_space:
        return None
    spaces = (op.layout.memory_space, out.layout.memory_space)
    if HOST_MEMORY not in spaces:
        return None
    if out.layout.memory_space == HOST_MEMORY:
        return None if out.element_type == op.element_type else \
            f"a copy to host memory cannot convert {op.element_type} to {out.element_type}"
    if not _same_layout(op, out, memory_space=False):
        return f"a copy from host memory S({HOST_MEMORY}) cannot change the layout: {op} to {out}"
    return None


# Per-opcode layout rules under --layout-sensitive, besides KEEPS_LAYOUT.
LAYOUT_SENSITIVE_RULES = {"copy-start": _copy_start, "copy-done": _copy_done, "copy": _copy}


def _leaf_pairs(a: Shape, b: Shape, index=()):
    if a.is_tuple and b.is_tuple:
        # (strict=False: a tuple of another length is the shape check's finding; the common leaves are compared)
        for k, (x, y) in enumerate(zip(a.tuple_shapes, b.tuple_shapes, strict=False)):
            yield from _leaf_pairs(x, y, index + (k,))
    elif not a.is_tuple and not b.is_tuple:
        yield index, a, b


def _entry_layout_mismatch(want: Shape, have: Shape):
    """(tuple index, wanted layout, found layout) of the first leaf whose minor_to_major or element size
    differ (tiles and memory space aside, as XLA compares them), or None."""
    for index, w, h in _leaf_pairs(want, have):
        if _dense(w) and _dense(h) and (w.layout.minor_to_major != h.layout.minor_to_major
                                        or w.layout.element_size_bits != h.layout.element_size_bits):
            return index, w.layout.to_text(), h.layout.to_text()
    return None


def check_entry_layouts(module, options, report):
    """The entry computation's parameter and ROOT layouts match entry_computation_layout. XLA checks
    this only in its layout-sensitive verifier (layout assignment makes them agree): an error with
    --layout-sensitive, a warning otherwise."""
    layout = module.attrs.get("entry_computation_layout")
    entry = module.entry
    if not isinstance(layout, ProgramShape) or len(layout.parameters) != len(entry.parameters):
        return
    severity = "error" if options.layout_sensitive else "warning"
    note = "" if options.layout_sensitive else " (XLA checks entry layouts only when layout-sensitive)"
    pairs = [(f"parameter {k}", want, p)
             for k, (want, p) in enumerate(zip(layout.parameters, entry.parameters, strict=True))]
    pairs.append(("the result", layout.result, entry.root))
    for what, want, inst in pairs:
        if not want.same_ignoring_layout(inst.shape):
            continue        # structure.check_entry_layout reports it
        diff = _entry_layout_mismatch(want, inst.shape)
        if diff:
            index, wanted, found = diff
            at = f" at {{{','.join(map(str, index))}}}" if index else ""
            report("V107", f"entry_computation_layout gives {what} the layout {wanted}{at}, {inst.name} has "
                           f"{found}{note}", inst.loc, entry, inst, severity=severity)


def subshape(shape: Shape, index) -> Shape | None:
    for i in index:
        if not shape.is_tuple or not isinstance(i, int) or not 0 <= i < len(shape.tuple_shapes):
            return None
        shape = shape.tuple_shapes[i]
    return shape


def check_alias_layouts(module, options, report):
    """With --layout-sensitive: a must-alias pair of input_output_alias is one buffer, so the entry
    layout gives the parameter and the output one layout and one memory space (XLA: "Shape and memory
    space of the result ... must be the same as ... aliased parameter")."""
    alias = module.attrs.get("input_output_alias")
    if not options.layout_sensitive or not isinstance(alias, Braced):
        return
    entry = module.entry
    layout = module.attrs.get("entry_computation_layout")
    params = {p.parameter_number: p for p in entry.parameters}
    for item in alias.items:
        try:
            out_index = tuple(item.left.items)
            pnum, pindex = item.right.items[0], tuple(item.right.items[1].items)
            kind = item.right.items[2] if len(item.right.items) > 2 else "may-alias"
        except (AttributeError, IndexError, TypeError):
            continue        # structure.check_aliasing reports it
        if str(kind) != "must-alias" or pnum not in params:
            continue
        if isinstance(layout, ProgramShape) and 0 <= pnum < len(layout.parameters):
            out_shape, param_shape = layout.result, layout.parameters[pnum]
        else:
            out_shape, param_shape = entry.root.shape, params[pnum].shape
        out, pin = subshape(out_shape, out_index), subshape(param_shape, pindex)
        if out is None or pin is None or not _dense(out) or not _dense(pin):
            continue
        if out.layout.memory_space != pin.layout.memory_space or not _same_layout(out, pin):
            p = params[pnum]
            report("V108", f"input_output_alias must-alias pairs output {{{','.join(map(str, out_index))}}} "
                           f"{out} with parameter {pnum} {{{','.join(map(str, pindex))}}} {pin}: one buffer, so "
                           "one layout and one memory space", p.loc, entry, p)


LAYOUT_CHECKS = (check_layouts_valid, check_entry_layouts, check_alias_layouts, check_layout_sensitive)
