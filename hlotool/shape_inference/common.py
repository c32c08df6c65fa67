"""What the shape rules share: the error they raise, shape constructors and the checks many rules make
(element types, dimensions, attributes read, called computations and reducers)."""
from __future__ import annotations

from ..ir.dtypes import PRIMITIVE_TYPES
from ..ir.shape import Shape
from ..opcodes import OPCODES


class Invalid(Exception):
    """An invalid instruction, as a shape rule or a verifier check finds it: a verifier code (V1xx, V2xx), a
    message and notes (pairs of a text and a location)."""

    def __init__(self, code: str, message: str, notes: tuple = ()):
        super().__init__(message)
        self.code, self.message, self.notes = code, message, notes


def array_shape(element_type: str, dims, dynamic=None) -> Shape:
    dims = tuple(dims)
    return Shape(element_type, dims, tuple(dynamic) if dynamic is not None else (False,) * len(dims))


def tuple_shape(shapes) -> Shape:
    return Shape("tuple", tuple_shapes=tuple(shapes))


def kind(s: Shape) -> str:
    return PRIMITIVE_TYPES[s.element_type].kind if not s.is_tuple else "tuple"


def bits(et: str) -> int:
    return PRIMITIVE_TYPES[et].bits


def is_float(s):
    return kind(s) == "float"


def is_int(s):
    return kind(s) in ("signed", "unsigned")


def declared_type(inst, default: str) -> str:
    """The declared element type (dot and convolution may widen), or `default` without a declaration."""
    s = inst.shape
    return s.element_type if s is not None and s.is_array else default


def shape_text(s: Shape) -> str:
    return s.to_text(layout=False)


def need_array(s: Shape, what: str):
    if not s.is_array:
        raise Invalid("V201", f"{what} must be an array, found {shape_text(s)}")


def attr(inst, key, default=None):
    """The value of attribute ``key``. Whether it is there when required, and of its kind, is the attribute
    schema's to check (hlotool.attributes), before any rule runs."""
    return inst.attribute_map.get(key, default)


def int_list(inst, key) -> tuple[int, ...]:
    v = attr(inst, key, ())
    if isinstance(v, int):
        return (v,)
    return tuple(v)


def check_dims_in_range(dims, rank, what):
    seen = set()
    for d in dims:
        if not 0 <= d < rank:
            raise Invalid("V202", f"{what}: dimension {d} is out of range for rank {rank}")
        if d in seen:
            raise Invalid("V202", f"{what}: dimension {d} is repeated")
        seen.add(d)


def same_types(inst, ops, ctx, what="operands"):
    """XLA wants one element type across these operands (float precisions may differ only with
    --allow-mixed-precision)."""
    types = {o.element_type for o in ops}
    if len(types) <= 1:
        return
    kinds = {PRIMITIVE_TYPES[t].kind for t in types}
    if ctx.allow_mixed_precision and kinds == {"float"}:
        return
    raise Invalid("V201", f"{what} of {inst.opcode} have different element types: "
                      + ", ".join(shape_text(o) for o in ops))


def same_dims(inst, ops, what="operands"):
    first = ops[0]
    for o in ops[1:]:
        if o.dims != first.dims:
            raise Invalid("V208", f"{what} of {inst.opcode} have different dimensions: "
                              + ", ".join(shape_text(o) for o in ops))


def dyn_or(*shapes):
    if not any(True in s.dynamic for s in shapes):     # the usual case, without a loop per dim
        return (False,) * shapes[0].rank
    return tuple(any(s.dynamic[i] for s in shapes if i < len(s.dynamic)) for i in range(shapes[0].rank))


def scalar(s: Shape) -> bool:
    return s.is_array and s.rank == 0


# The element-type classes each opcode's operands may have (hlotool.opcodes); opcodes without take every type.
ELEMENT_CLASSES: dict[str, frozenset] = {name: op.classes for name, op in OPCODES.items() if op.classes is not None}


_CLASS_NAMES = {"pred": "pred", "signed": "signed integer", "unsigned": "unsigned integer",
                "float": "floating-point", "complex": "complex"}


def check_element_class(inst, o: Shape, what: str = "operand"):
    """V201 where ``o``'s element type is outside the classes ``inst``'s opcode takes."""
    allowed = ELEMENT_CLASSES.get(inst.opcode)
    if allowed is not None and o.is_array and kind(o) not in allowed:
        names = [_CLASS_NAMES[k] for k in _CLASS_NAMES if k in allowed]
        raise Invalid("V201", f"{inst.opcode} takes {', '.join(names[:-1]) + ' or ' if len(names) > 1 else ''}"
                          f"{names[-1]} {what}s, found {shape_text(o)}")


def as_inferred(s: Shape) -> Shape:
    """Inferred shapes keep the layouts they are built from, as XLA's inference does; the verifier
    compares them layouts aside."""
    return s


def fits(a: Shape, b: Shape) -> bool:
    return a.same_ignoring_layout(b)


def check_call(inst, comp, operand_shapes, what):
    params = comp.parameters
    note = ((f"{comp.name} is defined here", comp.loc),)
    if len(params) != len(operand_shapes):
        raise Invalid("V105", f"{what} {comp.name} takes {len(params)} parameters, {inst.opcode} passes "
                          f"{len(operand_shapes)}", note)
    for k, (p, s) in enumerate(zip(params, operand_shapes, strict=True)):
        if not fits(p.shape, s):
            raise Invalid("V105", f"{what} {comp.name} parameter {k} is {shape_text(p.shape)}, {inst.opcode} passes "
                                  f"{shape_text(s)}",
                      note)


def check_reducer(inst, ctx, key, inits, what):
    """Check a reducer: 2N scalar parameters of the init types, returning N such scalars."""
    comp = ctx.called(inst, key)
    if comp is None:
        return None
    n = len(inits)
    params = comp.parameters
    want = [array_shape(s.element_type, ()) for s in inits] * 2
    if len(params) != 2 * n:
        raise Invalid("V105", f"{what} {comp.name} takes {len(params)} parameters; {inst.opcode} with {n} operand(s) "
                          f"needs {2 * n} scalars", ((f"{comp.name} is defined here", comp.loc),))
    for k, (p, w) in enumerate(zip(params, want, strict=True)):
        if p.shape.is_tuple or p.shape.rank != 0 or (p.shape.element_type != w.element_type
                                                       and not ctx.allow_mixed_precision):
            raise Invalid("V105", f"{what} {comp.name} parameter {k} is {shape_text(p.shape)}, expected "
                                  f"{shape_text(w)}",
                      ((f"{comp.name} is defined here", comp.loc),))
    root = comp.root.shape
    outs = root.tuple_shapes if root.is_tuple else (root,)
    if len(outs) != n or any(o.is_tuple or o.rank != 0 for o in outs):
        raise Invalid("V105", f"{what} {comp.name} returns {shape_text(root)}, expected {n} scalar(s)",
                  ((f"{comp.name} is defined here", comp.loc),))
    return [o.element_type for o in outs]


def infer_same_as_operand(inst, ops, ctx):
    o = ops[0]
    return o if o.is_tuple else array_shape(o.element_type, o.dims, o.dynamic)


def infer_tuple_of_operands(inst, ops, ctx):
    return tuple_shape(as_inferred(o) for o in ops) if len(ops) != 1 else as_inferred(ops[0])


def infer_declared(inst, ops, ctx):
    return None
