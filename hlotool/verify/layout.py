"""Layout checks (shapes_and_layout.md): every layout is valid for its shape; with --layout-sensitive,
operations that cannot change a layout keep it. Each check is ``check_x(module, options, report)``."""
from __future__ import annotations

from ..ir.dtypes import PRIMITIVE_TYPES
from ..ir.shape import COMBINE_DIM, TILE_ANY, Shape
from .shape_rules import BINARY, UNARY


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
    for comp in module.computations:
        for inst in comp.instructions:
            for shape in (inst.shape, *_attribute_shapes(inst)):
                p = _layout_problem(shape)
                if p:
                    report(p[0], p[1], inst.loc, comp, inst)
                    break


_SHAPE_ATTRIBUTES = ("outfeed_shape", "operand_layout_constraints")


def _attribute_shapes(inst):
    """Shapes written in attributes (outfeed_shape, operand_layout_constraints): their layouts count too."""
    for key in _SHAPE_ATTRIBUTES:   # by key: reading every value would decode metadata too
        value = inst.attrs.get(key)
        if isinstance(value, Shape):
            yield value
        elif isinstance(getattr(value, "items", None), tuple):
            yield from (v for v in value.items if isinstance(v, Shape))


_KEEPS_LAYOUT = (UNARY | BINARY | {"compare", "select", "clamp", "convert", "is-finite", "real", "imag"}) - {"copy"}


def check_layout_sensitive(module, options, report):
    if not options.layout_sensitive:
        return
    for comp in module.computations:
        for inst in comp.instructions:
            if inst.opcode in _KEEPS_LAYOUT and inst.shape.is_array and inst.shape.layout is not None:
                for k, op in enumerate(inst.operands):
                    s = op.shape
                    if s.is_array and s.rank and s.layout is not None and \
                            s.layout.minor_to_major != inst.shape.layout.minor_to_major:
                        report("V302", f"{inst.opcode} operand {k} has layout "
                                       f"{{{','.join(map(str, s.layout.minor_to_major))}}} but the result has "
                                       f"{{{','.join(map(str, inst.shape.layout.minor_to_major))}}}; an "
                                       "elementwise op cannot change layout (use copy)", inst.loc, comp, inst)
                        break


LAYOUT_CHECKS = (check_layouts_valid, check_layout_sensitive)
