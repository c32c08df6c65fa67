"""A binary HLO proto's values as hlotool's IR holds them (hlotool.parser.hlo_proto_ir reads a module with them): the
errors, XLA's enums by number, shapes and layouts, and literals (LiteralProto: NumPy arrays, or kept as their bytes
until read)."""
from __future__ import annotations

from typing import Any

from ..errors import HloSyntaxError
from ..ir.dtypes import PRIMITIVE_TYPES
from ..ir.literals import LazyLiteral
from ..ir.shape import COMBINE_DIM, Layout, Shape
from .hlo_proto_schema import (
    SCHEMA,
    parse_message,
)
from .literals import literal_key, make_literal


class HloProtoError(HloSyntaxError):
    """A binary HLO proto that hlotool cannot read (malformed, or holding what it does not support)."""

    def __init__(self, message: str, file: str | None = None):
        super().__init__(message, file, 0, 0)


class Unsupported(Exception):
    """What hlotool cannot read or represent. ``field``: the name of the field of the message being read (an
    instruction's, a computation's or the module's) that holds it, where known: the error is located at that
    field's bytes, else at the message's."""

    def __init__(self, message: str, field: str | None = None):
        super().__init__(message)
        self.field = field


class Malformed(Exception):
    """An instruction's bytes (those the "lean" view leaves undecoded) that do not decode; the ProtoDecodeError
    is located in the whole file (module_of_bytes)."""


# ------------------------------------------------------------------------------------- enums
# The numbers of xla_data.proto's and hlo.proto's enums: the IR holds their names.
# (PRIMITIVE_TYPE_BY_NUMBER: the proto's number -> the type's name; ir.dtypes.PRIMITIVE_TYPES: name -> record.)
PRIMITIVE_TYPE_BY_NUMBER = {
    1: "pred", 30: "s1", 26: "s2", 21: "s4", 2: "s8", 3: "s16", 4: "s32", 5: "s64",
    31: "u1", 27: "u2", 22: "u4", 6: "u8", 7: "u16", 8: "u32", 9: "u64",
    10: "f16", 11: "f32", 16: "bf16", 12: "f64", 19: "f8e5m2", 28: "f8e4m3", 20: "f8e4m3fn",
    23: "f8e4m3b11fnuz", 29: "f8e3m4", 24: "f8e5m2fnuz", 25: "f8e4m3fnuz", 32: "f4e2m1fn",
    33: "f8e8m0fnu", 35: "f6e3m2fn", 36: "f6e2m3fn", 15: "c64", 18: "c128",
    13: "tuple", 14: "opaque", 17: "token", 34: "buffer",
}
SHARDING_TYPES = {0: "replicated", 1: "maximal", 2: "tuple", 3: "tiled", 4: "manual", 5: "unknown",
                   6: "unreduced"}
PRECISIONS = {0: "default", 1: "high", 2: "highest"}
DOT_ALGORITHMS = ("unset", "dot_any_f8_any_f8_f32", "dot_any_f8_any_f8_f32_fast_accum", "dot_f16_f16_f16",
                   "dot_f16_f16_f32", "dot_bf16_bf16_bf16", "dot_bf16_bf16_f32", "dot_bf16_bf16_f32_x3",
                   "dot_bf16_bf16_f32_x6", "dot_tf32_tf32_f32", "dot_tf32_tf32_f32_x3", "dot_f32_f32_f32",
                   "dot_f64_f64_f64", "dot_bf16_bf16_f32_x9")
FFT_TYPES = {0: "FFT", 1: "IFFT", 2: "RFFT", 3: "IRFFT"}
DISTRIBUTIONS = {1: "rng_uniform", 2: "rng_normal"}
RNG_ALGORITHMS = {0: "rng_default", 1: "rng_three_fry", 2: "rng_philox"}
TRANSPOSES = {1: "NO_TRANSPOSE", 2: "TRANSPOSE", 3: "ADJOINT"}
SCHEDULES = {0: "SCHEDULE_NONE", 1: "SCHEDULE_LATEST", 2: "SCHEDULE_EARLIEST"}
API_VERSIONS = {0: "API_VERSION_UNSPECIFIED", 1: "API_VERSION_ORIGINAL", 2: "API_VERSION_STATUS_RETURNING",
                 3: "API_VERSION_STATUS_RETURNING_UNIFIED", 4: "API_VERSION_TYPED_FFI"}
ALIAS_KINDS = {1: "may-alias", 2: "must-alias"}
PROFILE_TYPES = {1: "WINDOW", 2: "FLAG", 3: "INTEGER"}
ACCURACY_MODES = {0: "default", 1: "highest"}


# Field numbers by message type and field name.
FIELD_NUMBERS = {type_name: {name: number for number, (name, _, _) in fields.items()}
                  for type_name, fields in SCHEMA.items()}


class in_field:
    """``with in_field(name):`` an Unsupported raised inside, that names no field, is in field ``name`` of the
    message being read."""
    __slots__ = ("name",)

    def __init__(self, name: str):
        self.name = name

    def __enter__(self):
        return self

    def __exit__(self, kind, error, traceback):
        if kind is Unsupported and error.field is None:
            error.field = self.name
        return False


def enum(table, value: int, what: str) -> str:
    name = table.get(value)
    if name is None:
        raise Unsupported(f"{what}: unknown value {value}")
    return name


def _dtype(value: int, what: str) -> str:
    return enum(PRIMITIVE_TYPE_BY_NUMBER, value, f"{what} (PrimitiveType)")


def refuse(message, names, why: str = "is not supported") -> None:
    """Fail where ``message`` has any of the fields ``names`` set."""
    for fd, _ in message.ListFields():
        if fd.name in names:
            raise Unsupported(f"{message.DESCRIPTOR.name} field {fd.number} ({fd.name}) {why}")


# ------------------------------------------------------------------------------------- shapes
class Shapes:
    """Shapes and layouts, one object per distinct ShapeProto (the text parser shares them too)."""

    def __init__(self):
        self.made: dict[bytes, Shape] = {}

    def shape(self, proto, layout: bool = True) -> Shape:
        key = proto.SerializeToString()
        made = self.made.get(key)
        if made is None:
            made = self.made[key] = self._make(proto)
        return made if layout else made.without_layout()

    def _make(self, s) -> Shape:
        et = _dtype(s.element_type, "ShapeProto.element_type")
        if et == "tuple":
            return Shape("tuple", tuple_shapes=tuple(self.shape(t) for t in s.tuple_shapes))
        if et in ("token", "opaque"):
            return Shape(et)
        if et == "buffer":
            raise Unsupported("ShapeProto: BUFFER shapes are not supported")
        dims = tuple(s.dimensions)
        dynamic = tuple(s.is_dynamic_dimension) or (False,) * len(dims)
        lay = _layout(s.layout) if s.HasField("layout") else None
        if lay is not None and not dims and lay == _SCALAR_LAYOUT:
            lay = None       # XLA prints no layout for a scalar without layout items
        return Shape(et, dims, dynamic, lay)


_SCALAR_LAYOUT = Layout(())


def _layout(lay) -> Layout:
    refuse(lay, ("dim_level_types", "dim_unique", "dim_ordered", "physical_shape"),
            "(sparse layouts) is not supported")
    tail = lay.tail_padding_alignment_in_elements
    return Layout(
        tuple(lay.minor_to_major),
        tiles=tuple(tuple(COMBINE_DIM if d == -2**63 else d for d in t.dimensions) for t in lay.tiles),
        tail_padding_alignment=0 if tail in (0, 1) else tail,
        index_type=_dtype(lay.index_primitive_type, "index_primitive_type") if lay.index_primitive_type else "",
        pointer_type=(_dtype(lay.pointer_primitive_type, "pointer_primitive_type")
                      if lay.pointer_primitive_type else ""),
        element_size_bits=lay.element_size_in_bits, memory_space=lay.memory_space,
        split_configs=tuple((c.dimension, tuple(c.split_indices)) for c in lay.split_configs),
        dynamic_shape_metadata_prefix_bytes=lay.dynamic_shape_metadata_prefix_bytes)


# ------------------------------------------------------------------------------------- literals
# Element type -> the LiteralProto field holding its values (repeated numbers, or bytes).
LITERAL_FIELDS = {
    "pred": "preds", "s32": "s32s", "s64": "s64s", "u32": "u32s", "u64": "u64s", "f32": "f32s", "f64": "f64s",
    "c64": "c64s", "c128": "c128s", "s8": "s8s", "u8": "u8s", "s16": "s16s", "u16": "u16s", "f16": "f16s",
    "bf16": "bf16s", "s1": "s1s", "s2": "s2s", "s4": "s4s", "u1": "u1s", "u2": "u2s", "u4": "u4s",
    "f8e5m2": "f8e5m2s", "f8e4m3": "f8e4m3s", "f8e4m3fn": "f8e4m3fns", "f8e4m3b11fnuz": "f8e4m3b11fnuzs",
    "f8e3m4": "f8e3m4s", "f8e5m2fnuz": "f8e5m2fnuzs", "f8e4m3fnuz": "f8e4m3fnuzs", "f8e8m0fnu": "f8e8m0fnus",
    "f4e2m1fn": "f4e2m1fns", "f6e3m2fn": "f6e3m2fns", "f6e2m3fn": "f6e2m3fns",
}
_SUB_BYTE_BITS = {"s1": 1, "u1": 1, "s2": 2, "u2": 2, "s4": 4, "u4": 4}


def literal_array(lit, shape: Shape):
    """The NumPy array of an array LiteralProto of ``shape`` (its own shape's dims, row-major), typed as
    hlotool types the element type (ir.dtypes): repeated fields as they are, byte fields as their
    little-endian elements, sub-byte types one element per byte, complex numbers from (re, im) pairs."""
    import numpy as np
    et = shape.element_type
    field = LITERAL_FIELDS.get(et)
    if field is None:
        raise Unsupported(f"LiteralProto: values of type {et} are not supported")
    dtype = PRIMITIVE_TYPES[et].numpy
    assert dtype is not None        # each type LITERAL_FIELDS lists is an array type, with a NumPy dtype
    n = shape.num_elements
    raw = getattr(lit, field)
    if isinstance(raw, bytes):
        if et in _SUB_BYTE_BITS:          # one element per byte, sign-extended from its bits
            bits = _SUB_BYTE_BITS[et]
            codes = np.frombuffer(raw, np.uint8) & ((1 << bits) - 1)
            if et[0] == "s":
                codes = codes.astype(np.int8)
                codes = np.where(codes >= 1 << (bits - 1), codes - (1 << bits), codes)
            values = codes.astype(dtype)
        elif et == "f4e2m1fn" and len(raw) * 2 >= n and len(raw) != n:      # packed two per byte
            b = np.frombuffer(raw, np.uint8)
            values = np.stack([b & 0xF, b >> 4], axis=1).reshape(-1)[:n].astype(np.uint8).view(dtype)
        else:
            if len(raw) != n * dtype.itemsize:
                raise Unsupported(f"LiteralProto.{field}: {len(raw)} bytes for {n} elements of {et}")
            values = np.frombuffer(raw, dtype.newbyteorder("<")).astype(dtype)
    elif et in ("c64", "c128"):
        parts = np.array(raw, np.float32 if et == "c64" else np.float64)
        # numpy's stubs have no complex scalar times a float array (it is a complex one):
        values = (parts[0::2] + 1j * parts[1::2]).astype(dtype)  # type: ignore[operator]
    else:
        values = np.array(raw, dtype)
    if values.size != n:
        raise Unsupported(f"LiteralProto.{field}: {values.size} values for {n} elements of {et}")
    return values.reshape(shape.dims)


def literal(lit, shape: Shape, shapes: Shapes):
    refuse(lit, ("sparse_indices", "dynamic_sizes"), "(sparse or dynamic literals) is not supported")
    if lit.HasField("shape"):
        own = shapes.shape(lit.shape)
        if own.layout is not None and own.rank > 1 and own.layout.minor_to_major != tuple(range(own.rank - 1, -1, -1)):
            raise Unsupported("LiteralProto: a literal with a non-default layout is not supported")
    if shape.is_tuple:
        parts = tuple(literal(sub, shapes.shape(sub.shape), shapes) for sub in lit.tuple_literals)
        return make_literal(shape, tuple(p.value for p in parts))
    return make_literal(shape, literal_array(lit, shape))


def constant_literal(lit, shape: Shape, shapes: Shapes):
    """A constant's literal: undecoded (a LazyLiteral over the LiteralProto's bytes, decoded on first use, as
    the text parser keeps a constant's text) where ``_surely_decodes``, else decoded now (which says what is
    wrong with it)."""
    if _surely_decodes(lit, shape, shapes):
        return LazyLiteral(shape, lit.SerializeToString(), _decode_literal_bytes)
    return literal(lit, shape, shapes)


def _surely_decodes(lit, shape: Shape, shapes: Shapes) -> bool:
    """Whether ``literal`` reads the array LiteralProto ``lit`` as ``shape`` without error, told without
    NumPy: no sparse or dynamic fields, a default layout, a whole-byte element type whose field holds
    exactly its elements. False means "decode it now"."""
    if shape.is_tuple or lit.sparse_indices or lit.dynamic_sizes:
        return False
    if lit.HasField("shape"):
        own = shapes.shape(lit.shape)
        if own.layout is not None and own.rank > 1 and own.layout.minor_to_major != tuple(range(own.rank - 1, -1, -1)):
            return False
    et = shape.element_type
    field = LITERAL_FIELDS.get(et)
    ptype = PRIMITIVE_TYPES.get(et)
    if field is None or ptype is None or ptype.numpy_name is None or ptype.bits % 8 or et in _SUB_BYTE_BITS:
        return False
    n = shape.num_elements
    raw = getattr(lit, field)
    if raw.__class__ is bytes:
        return len(raw) == n * (ptype.bits // 8)
    return len(raw) == (2 * n if et in ("c64", "c128") else n)


def _decode_literal_bytes(shape: Shape, data: bytes):
    """(value, text_key) of a serialized LiteralProto that _surely_decodes as ``shape``."""
    value = literal_array(parse_message(data, "LiteralProto"), shape)
    return value, literal_key(value)


def literal_value(lit) -> tuple[Any, Shape]:
    """(the NumPy value of a LiteralProto, its shape): an array of hlotool's type for the element type (its
    values in the literal's layout, as XLA writes them), a tuple of such for a tuple. Raises HloProtoError."""
    try:
        refuse(lit, ("sparse_indices", "dynamic_sizes"), "(sparse or dynamic literals) is not supported")
        if not lit.HasField("shape"):
            raise Unsupported("LiteralProto: no shape")
        shapes = Shapes()
        shape = shapes.shape(lit.shape)
        return _literal_value(lit, shape, shapes), shape
    except Unsupported as e:
        raise HloProtoError(str(e)) from None
    except RecursionError:
        raise HloProtoError("LiteralProto: tuples nested too deeply") from None


def _literal_value(lit, shape: Shape, shapes: Shapes):
    if shape.is_tuple:
        if len(lit.tuple_literals) != len(shape.tuple_shapes):
            raise Unsupported(f"LiteralProto: {len(lit.tuple_literals)} tuple elements for a shape of "
                               f"{len(shape.tuple_shapes)}")
        return tuple(_literal_value(sub, part, shapes)
                     for sub, part in zip(lit.tuple_literals, shape.tuple_shapes, strict=True))
    if shape.element_type in ("token", "opaque"):
        raise Unsupported(f"LiteralProto: a {shape.element_type} value has no array")
    order = shape.layout.minor_to_major[::-1] if shape.layout is not None and shape.rank > 1 else ()
    if order and sorted(order) != list(range(shape.rank)):
        raise Unsupported(f"LiteralProto: layout minor_to_major {list(order[::-1])} is not an order of the "
                           f"{shape.rank} dimensions")
    if not order or list(order) == list(range(shape.rank)):
        return literal_array(lit, shape)
    # Values in the physical order (major to minor): read in that order, then put back in logical order.
    physical = Shape(shape.element_type, tuple(shape.dims[d] for d in order))
    return literal_array(lit, physical).transpose(tuple(order.index(d) for d in range(shape.rank)))
