"""The IR of a binary HLO proto (``HloProto`` / ``HloModuleProto``, decoded by upb: hlo_proto_schema), built
straight from the decoded messages: the same Module, Computation, Instruction, Shape and attribute values the
text parser builds from XLA's text of the same module, so that ``fmt`` (the one printer of XLA's syntax) prints
the same text.

An instruction's attributes come from a loop over its opcode's attribute schema (hlotool.attributes): each
attribute has a reader here (``READERS``: the proto fields it reads and how it types them, or None where XLA's
printer leaves the attribute out). A field of an instruction that no reader of its opcode reads is an error
naming the message, the field number and the instruction: nothing is dropped silently. So is a field hlotool's
schema does not know (hlo_proto_schema) and a field of a sub-message hlotool does not support.

Speed (bench/protos.py: faster than reading the module's text): each computation is decoded by upb on its
own, its instructions with only their name, id and operands; the rest of an instruction's bytes (opcode, shape,
metadata, attributes) repeats across instructions, and each distinct rest is decoded and read once
(``_Made``, its attributes shared read-only), with a plan per opcode and set of fields (``_Plan``).
Memory (no more than reading the text): constants stay their LiteralProto's bytes until read (LazyLiteral, as the
text parser keeps their text), so reading a module imports no NumPy; ``parse_file`` hands over the file's bytes
a computation at a time (hlotool.parser.sources.FileBytes).

Deliberately not kept (XLA's text does not carry them either): instruction and computation ids (the text
refers by name), the computations' program shapes beyond the signature, ``HloModuleProto.id``, the device
assignment's device ids, the buffer assignment of an ``HloProto``, ``device_type`` and ``pjrt_id``.
"""
from __future__ import annotations

import functools
import gc
import math
import operator
import struct
import sys
from typing import Any, Callable, cast

from ..attributes import SCHEMAS, missing_message, schema_of
from ..errors import HloSyntaxError
from ..ir.device_groups import IotaList
from ..ir.dtypes import PRIMITIVE_TYPES
from ..ir.literals import LazyLiteral, ShapedLiteral
from ..ir.module import NO_ATTRS, Computation, Instruction, Module, SharedAttrs, StackFrameTables
from ..ir.shape import COMBINE_DIM, Layout, Shape
from ..ir.values import (
    BackendConfig,
    Braced,
    BracedText,
    CompRef,
    ConvDimLabels,
    FrontendAttributes,
    KeyValue,
    PaddingConfig,
    Pair,
    Paren,
    ProgramShape,
    SliceSpec,
    Window,
    WindowDim,
    Word,
)
from ..sharding.model import Sharding
from .hlo_proto_schema import (
    SCHEMA,
    ByteSource,
    ProtoDecodeError,
    check_lean,
    fields_of,
    locate_problem,
    message_class,
    parse_message,
)
from .literals import literal_key, make_literal

__all__ = ["HloProtoError", "buffer_assignment_bytes", "instruction_names_by_id", "literal_value", "module_from_proto",
           "module_of_bytes", "module_proto_of", "output_sharding_of"]


class HloProtoError(HloSyntaxError):
    """A binary HLO proto that hlotool cannot read (malformed, or holding what it does not support)."""

    def __init__(self, message: str, file: str | None = None):
        super().__init__(message, file, 0, 0)


class _Unsupported(Exception):
    """What hlotool cannot read or represent. ``field``: the name of the field of the message being read (an
    instruction's, a computation's or the module's) that holds it, where known: the error is located at that
    field's bytes, else at the message's."""

    def __init__(self, message: str, field: str | None = None):
        super().__init__(message)
        self.field = field


class _Malformed(Exception):
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
_SHARDING_TYPES = {0: "replicated", 1: "maximal", 2: "tuple", 3: "tiled", 4: "manual", 5: "unknown",
                   6: "unreduced"}
_PRECISIONS = {0: "default", 1: "high", 2: "highest"}
_DOT_ALGORITHMS = ("unset", "dot_any_f8_any_f8_f32", "dot_any_f8_any_f8_f32_fast_accum", "dot_f16_f16_f16",
                   "dot_f16_f16_f32", "dot_bf16_bf16_bf16", "dot_bf16_bf16_f32", "dot_bf16_bf16_f32_x3",
                   "dot_bf16_bf16_f32_x6", "dot_tf32_tf32_f32", "dot_tf32_tf32_f32_x3", "dot_f32_f32_f32",
                   "dot_f64_f64_f64", "dot_bf16_bf16_f32_x9")
_FFT_TYPES = {0: "FFT", 1: "IFFT", 2: "RFFT", 3: "IRFFT"}
_DISTRIBUTIONS = {1: "rng_uniform", 2: "rng_normal"}
_RNG_ALGORITHMS = {0: "rng_default", 1: "rng_three_fry", 2: "rng_philox"}
_TRANSPOSES = {1: "NO_TRANSPOSE", 2: "TRANSPOSE", 3: "ADJOINT"}
_SCHEDULES = {0: "SCHEDULE_NONE", 1: "SCHEDULE_LATEST", 2: "SCHEDULE_EARLIEST"}
_API_VERSIONS = {0: "API_VERSION_UNSPECIFIED", 1: "API_VERSION_ORIGINAL", 2: "API_VERSION_STATUS_RETURNING",
                 3: "API_VERSION_STATUS_RETURNING_UNIFIED", 4: "API_VERSION_TYPED_FFI"}
_ALIAS_KINDS = {1: "may-alias", 2: "must-alias"}
_PROFILE_TYPES = {1: "WINDOW", 2: "FLAG", 3: "INTEGER"}
_ACCURACY_MODES = {0: "default", 1: "highest"}


# Field numbers by message type and field name.
_FIELD_NUMBERS = {type_name: {name: number for number, (name, _, _) in fields.items()}
                  for type_name, fields in SCHEMA.items()}


class _in_field:
    """``with _in_field(name):`` an _Unsupported raised inside, that names no field, is in field ``name`` of the
    message being read."""
    __slots__ = ("name",)

    def __init__(self, name: str):
        self.name = name

    def __enter__(self):
        return self

    def __exit__(self, kind, error, traceback):
        if kind is _Unsupported and error.field is None:
            error.field = self.name
        return False


def _enum(table, value: int, what: str) -> str:
    name = table.get(value)
    if name is None:
        raise _Unsupported(f"{what}: unknown value {value}")
    return name


def _dtype(value: int, what: str) -> str:
    return _enum(PRIMITIVE_TYPE_BY_NUMBER, value, f"{what} (PrimitiveType)")


def _refuse(message, names, why: str = "is not supported") -> None:
    """Fail where ``message`` has any of the fields ``names`` set."""
    for fd, _ in message.ListFields():
        if fd.name in names:
            raise _Unsupported(f"{message.DESCRIPTOR.name} field {fd.number} ({fd.name}) {why}")


# ------------------------------------------------------------------------------------- shapes
class _Shapes:
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
            raise _Unsupported("ShapeProto: BUFFER shapes are not supported")
        dims = tuple(s.dimensions)
        dynamic = tuple(s.is_dynamic_dimension) or (False,) * len(dims)
        lay = _layout(s.layout) if s.HasField("layout") else None
        if lay is not None and not dims and lay == _SCALAR_LAYOUT:
            lay = None       # XLA prints no layout for a scalar without layout items
        return Shape(et, dims, dynamic, lay)


_SCALAR_LAYOUT = Layout(())


def _layout(lay) -> Layout:
    _refuse(lay, ("dim_level_types", "dim_unique", "dim_ordered", "physical_shape"),
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
        raise _Unsupported(f"LiteralProto: values of type {et} are not supported")
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
                raise _Unsupported(f"LiteralProto.{field}: {len(raw)} bytes for {n} elements of {et}")
            values = np.frombuffer(raw, dtype.newbyteorder("<")).astype(dtype)
    elif et in ("c64", "c128"):
        parts = np.array(raw, np.float32 if et == "c64" else np.float64)
        # numpy's stubs have no complex scalar times a float array (it is a complex one):
        values = (parts[0::2] + 1j * parts[1::2]).astype(dtype)  # type: ignore[operator]
    else:
        values = np.array(raw, dtype)
    if values.size != n:
        raise _Unsupported(f"LiteralProto.{field}: {values.size} values for {n} elements of {et}")
    return values.reshape(shape.dims)


def _literal(lit, shape: Shape, shapes: _Shapes):
    _refuse(lit, ("sparse_indices", "dynamic_sizes"), "(sparse or dynamic literals) is not supported")
    if lit.HasField("shape"):
        own = shapes.shape(lit.shape)
        if own.layout is not None and own.rank > 1 and own.layout.minor_to_major != tuple(range(own.rank - 1, -1, -1)):
            raise _Unsupported("LiteralProto: a literal with a non-default layout is not supported")
    if shape.is_tuple:
        parts = tuple(_literal(sub, shapes.shape(sub.shape), shapes) for sub in lit.tuple_literals)
        return make_literal(shape, tuple(p.value for p in parts))
    return make_literal(shape, literal_array(lit, shape))


def _constant_literal(lit, shape: Shape, shapes: _Shapes):
    """A constant's literal: undecoded (a LazyLiteral over the LiteralProto's bytes, decoded on first use, as
    the text parser keeps a constant's text) where ``_surely_decodes``, else decoded now (which says what is
    wrong with it)."""
    if _surely_decodes(lit, shape, shapes):
        return LazyLiteral(shape, lit.SerializeToString(), _decode_literal_bytes)
    return _literal(lit, shape, shapes)


def _surely_decodes(lit, shape: Shape, shapes: _Shapes) -> bool:
    """Whether ``_literal`` reads the array LiteralProto ``lit`` as ``shape`` without error, told without
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
        _refuse(lit, ("sparse_indices", "dynamic_sizes"), "(sparse or dynamic literals) is not supported")
        if not lit.HasField("shape"):
            raise _Unsupported("LiteralProto: no shape")
        shapes = _Shapes()
        shape = shapes.shape(lit.shape)
        return _literal_value(lit, shape, shapes), shape
    except _Unsupported as e:
        raise HloProtoError(str(e)) from None
    except RecursionError:
        raise HloProtoError("LiteralProto: tuples nested too deeply") from None


def _literal_value(lit, shape: Shape, shapes: _Shapes):
    if shape.is_tuple:
        if len(lit.tuple_literals) != len(shape.tuple_shapes):
            raise _Unsupported(f"LiteralProto: {len(lit.tuple_literals)} tuple elements for a shape of "
                               f"{len(shape.tuple_shapes)}")
        return tuple(_literal_value(sub, part, shapes)
                     for sub, part in zip(lit.tuple_literals, shape.tuple_shapes, strict=True))
    if shape.element_type in ("token", "opaque"):
        raise _Unsupported(f"LiteralProto: a {shape.element_type} value has no array")
    order = shape.layout.minor_to_major[::-1] if shape.layout is not None and shape.rank > 1 else ()
    if order and sorted(order) != list(range(shape.rank)):
        raise _Unsupported(f"LiteralProto: layout minor_to_major {list(order[::-1])} is not an order of the "
                           f"{shape.rank} dimensions")
    if not order or list(order) == list(range(shape.rank)):
        return literal_array(lit, shape)
    # Values in the physical order (major to minor): read in that order, then put back in logical order.
    physical = Shape(shape.element_type, tuple(shape.dims[d] for d in order))
    return literal_array(lit, physical).transpose(tuple(order.index(d) for d in range(shape.rank)))


# ------------------------------------------------------------------------------------- attribute values
_F32 = struct.Struct("<f")


def _f32(x: float) -> float:
    """The float of the shortest decimal that reads back as float32 ``x`` (what XLA prints); without NumPy,
    so that reading a module does not import it."""
    if x != x:
        return math.nan
    if x in (math.inf, -math.inf):
        return x
    for digits in range(1, 10):      # 9 significant digits tell every float32 apart
        shortest = float(f"{x:.{digits}g}")
        try:
            if _F32.unpack(_F32.pack(shortest))[0] == x:
                return shortest
        except OverflowError:     # (rounded up past the largest float32)
            continue
    return x


def _metadata_items(md) -> tuple:
    _refuse(md, ("profile_info", "metadata_payload"))
    items = []
    for key in ("op_type", "op_name", "source_file"):
        v = getattr(md, key)
        if v:
            items.append(KeyValue(key, v))
    for key in ("source_line", "source_end_line", "source_column", "source_end_column"):
        v = getattr(md, key)
        if v:
            items.append(KeyValue(key, v))
    if md.profile_type:
        items.append(KeyValue("profile_type", Braced(tuple(Word(_PROFILE_TYPES.get(x, str(x)))
                                                           for x in md.profile_type))))
    for key in ("deduplicated_name", "stack_frame_id", "scheduling_name"):
        v = getattr(md, key)
        if v:
            items.append(KeyValue(key, v))
    # size_of_generated_code_in_bytes, size_of_memory_working_set_in_bytes: set by backends, not printed.
    return tuple(items)


def _metadata(md) -> Braced | None:
    items = _metadata_items(md)
    return Braced(items, " " if len(items) > 1 else ",") if items else None


def _frontend_attributes(fa) -> FrontendAttributes | None:
    if not fa.map:
        return None
    # XLA prints the keys sorted; a braced value ({...}) as it is, others as strings.
    return FrontendAttributes(tuple((k, BracedText(v) if v.startswith("{") and v.endswith("}") else v)
                                    for k, v in sorted(fa.map.items())))


def _iota(dims, reshape, perm) -> IotaList:
    perm = tuple(perm)
    if len(reshape) > 1 and not perm:
        perm = tuple(range(len(reshape)))
    return IotaList(tuple(dims), tuple(reshape), perm if len(reshape) > 1 else ())


def _sharding(sh, with_metadata: bool = True) -> Sharding:
    _refuse(sh, ("named_sharding",))
    kind = _enum(_SHARDING_TYPES, sh.type, "OpSharding.type")
    if kind == "tuple":
        return Sharding("tuple", elements=tuple(_sharding(s, with_metadata) for s in sh.tuple_shardings))
    metadata = tuple(m for m in (_metadata(m) for m in sh.metadata) if m is not None) if with_metadata else ()
    group = ((("shard_like" if sh.shard_group_type == 1 else "shard_as"), sh.shard_group_id)
             if sh.is_shard_group else None)
    if kind == "maximal":
        return Sharding("maximal", device=sh.tile_assignment_devices[0] if sh.tile_assignment_devices else 0,
                        metadata=metadata, shard_group=group)
    if kind != "tiled":
        return Sharding(kind, metadata=metadata, shard_group=group)
    dims = tuple(sh.tile_assignment_dimensions)
    iota = _iota(dims, sh.iota_reshape_dims, sh.iota_transpose_perm) if sh.iota_reshape_dims else None
    return Sharding("tiled", tile_dims=dims, devices=() if iota else tuple(sh.tile_assignment_devices), iota=iota,
                    last_tile_dim_replicate=sh.replicate_on_last_tile_dim,
                    last_tile_dims=tuple(_enum(_SHARDING_TYPES, t, "OpSharding.last_tile_dims")
                                         for t in sh.last_tile_dims), metadata=metadata, shard_group=group)


def _window(w) -> Window | None:
    if not w.dimensions:
        return None
    return Window(tuple(WindowDim(d.size, d.stride, d.padding_low, d.padding_high, d.base_dilation,
                                  d.window_dilation, d.window_reversal) for d in w.dimensions))


def _dim_labels(cd) -> ConvDimLabels:
    def labels(batch, feature, spatial, b, f):
        n = 2 + len(spatial)
        out = ["?"] * n
        for dim, label in ((batch, b), (feature, f), *((d, str(k)) for k, d in enumerate(spatial))):
            if 0 <= dim < n:
                out[dim] = label
        return "".join(out)
    return ConvDimLabels(
        labels(cd.input_batch_dimension, cd.input_feature_dimension, cd.input_spatial_dimensions, "b", "f") + "_"
        + labels(cd.kernel_input_feature_dimension, cd.kernel_output_feature_dimension,
                 cd.kernel_spatial_dimensions, "i", "o") + "->"
        + labels(cd.output_batch_dimension, cd.output_feature_dimension, cd.output_spatial_dimensions, "b", "f"))


def _index(xs) -> Braced:
    return Braced(tuple(xs))


def _aliasing(entries) -> Braced | None:
    if not entries:
        return None
    return Braced(tuple(Pair(_index(a.output_shape_index), ":", Paren((a.operand_index, _index(a.operand_shape_index))))
                        for a in entries))


def _replica_groups(c: _Ctx):
    inst = c.inst
    if inst.HasField("mesh_axes_replica_group_list"):
        raise _Unsupported("HloInstructionProto field 93 (mesh_axes_replica_group_list) is not supported")
    iota = None
    if inst.HasField("iota_collective_device_list"):
        iota = inst.iota_collective_device_list
    elif inst.collective_device_list.HasField("iota_replica_group_list"):
        iota = inst.collective_device_list.iota_replica_group_list
    if iota is not None:
        return _iota((iota.num_replica_groups, iota.num_devices_per_group), iota.iota_reshape_dims,
                     iota.iota_transpose_perm)
    groups = inst.replica_groups or inst.collective_device_list.replica_groups
    return tuple(tuple(g.replica_ids) for g in groups)


def _is_json_dict(s: str) -> bool:
    """Whether XLA prints a backend config braced (a balanced {...}) rather than as a string."""
    s = s.strip()
    if not (s.startswith("{") and s.endswith("}")):
        return False
    depth = 0
    in_str = escaped = False
    for k, c in enumerate(s):
        if in_str:
            if escaped:
                escaped = False
            elif c == "\\":
                escaped = True
            elif c == '"':
                in_str = False
        elif c == '"':
            in_str = True
        elif c == "{":
            depth += 1
        elif c == "}":
            depth -= 1
            if depth == 0 and k != len(s) - 1:
                return False
    return depth == 0 and not in_str


def _default_comparison_type(et: str) -> str:
    return "FLOAT" if et[0] in "fbc" else "SIGNED" if et[0] == "s" else "UNSIGNED"


def _num(x: float):
    """A double as the text parser reads XLA's printing of it (integral values as ints)."""
    return int(x) if x == int(x) and not math.isinf(x) else x


# ------------------------------------------------------------------------------------- the readers
class _Ctx:
    """What a reader sees: the instruction's proto, opcode, output shape and operands (their Instructions), the
    computation's proto, the module's computation names by id. One per computation, refilled per instruction."""
    __slots__ = ("inst", "op", "shape", "operands", "comp", "comp_names", "shapes", "called", "_by_id")

    def __init__(self, comp, comp_names, shapes):
        self.comp, self.comp_names, self.shapes = comp, comp_names, shapes
        self.inst = self.op = self.shape = self.called = self._by_id = None
        self.operands: tuple | list = ()

    def called_refs(self) -> list[CompRef]:
        if self.called is None:
            names = []
            for cid in self.inst.called_computation_ids:
                name = self.comp_names.get(cid)
                if name is None:
                    raise _Unsupported(f"called computation id {cid} does not exist")
                names.append(CompRef(name))
            self.called = names
        return self.called

    def operand_type(self) -> str | None:
        return self.operands[0].shape.element_type if self.operands else None

    @property
    def by_id(self) -> dict:
        """The computation's instructions (the lean view's: name and id) by id (made on first use: control
        predecessors only)."""
        if self._by_id is None:
            self._by_id = {i.id: i for i in self.comp.instructions}
        return self._by_id


def _true(v) -> bool | None:
    return True if v else None


def _ints_if(v, always: bool = False):
    return tuple(v) if v or always else None


def _comparison_type(c: _Ctx):
    ct = c.inst.comparison_type
    et = c.operand_type()
    return Word(ct) if ct and (et is None or ct != _default_comparison_type(et)) else None


def _dimensions(c: _Ctx):
    schema = SCHEMAS.get(c.op)
    always = c.op in _ALWAYS_DIMENSIONS or (schema is not None and schema.attrs.get("dimensions") is not None
                                            and schema.attrs["dimensions"].required is True)
    return _ints_if(c.inst.dimensions, always)


_ALWAYS_DIMENSIONS = frozenset({"broadcast", "transpose", "reduce", "reverse", "concatenate", "sort", "map"})


def _batching(numbers, own: str, other: str, key: str):
    """gather's / scatter's batching dimensions: XLA prints both where either is set."""
    if getattr(numbers, own) or getattr(numbers, other):
        return tuple(getattr(numbers, key))
    return None


def _called(*positions):
    """A reader of called computations by their position in called_computation_ids."""
    def read(c: _Ctx):
        refs = c.called_refs()
        return refs[positions[0]] if len(positions) == 1 and len(refs) > positions[0] else None
    return read


def _branches(kind: str):
    def read(c: _Ctx):
        refs = c.called_refs()
        pred = c.operand_type() == "pred" and len(refs) == 2
        if kind == "branches":
            return None if pred else tuple(refs)
        return refs[0 if kind == "true" else 1] if pred else None
    return read


def _to_apply(c: _Ctx):
    refs = c.called_refs()
    if c.op == "custom-call" or len(refs) != 1:
        return None
    return refs[0]


def _calls(c: _Ctx):
    refs = c.called_refs()
    if not refs or c.op in _CALLS_ELSEWHERE:
        return None
    return refs[0] if len(refs) == 1 else tuple(refs)


# Opcodes whose called computations another attribute names.
_CALLS_ELSEWHERE = frozenset(op for op, s in SCHEMAS.items()
                             if any(k in s.attrs for k in ("to_apply", "condition", "select", "branch_computations",
                                                           "called_computations"))) - {"async-start"}


def _precision(c: _Ctx):
    ops = c.inst.precision_config.operand_precision
    return Braced(tuple(Word(_enum(_PRECISIONS, p, "PrecisionConfig.operand_precision")) for p in ops)) \
        if any(ops) else None


def _algorithm(c: _Ctx):
    if c.op == "rng-bit-generator":
        return Word(_enum(_RNG_ALGORITHMS, c.inst.rng_algorithm, "rng_algorithm"))
    alg = c.inst.precision_config.algorithm
    if not alg:
        return None
    if alg >= len(_DOT_ALGORITHMS):
        raise _Unsupported(f"PrecisionConfig.algorithm {alg} is not supported")
    return Word(_DOT_ALGORITHMS[alg])


def _literal_attr(c: _Ctx):
    if not c.inst.HasField("literal"):
        return None
    lit = c.inst.literal
    return ShapedLiteral(_literal(lit, c.shapes.shape(lit.shape) if lit.HasField("shape") else c.shape, c.shapes))


def _control_predecessors(c: _Ctx):
    ids = c.inst.control_predecessor_ids
    if not ids:
        return None
    names = []
    for k in ids:
        p = c.by_id.get(k)
        if p is None:
            raise _Unsupported(f"control predecessor id {k} is not an instruction of the computation")
        names.append(p.name)
    return tuple(names)


def _statistics(sv):
    if not sv.statistics:
        return None
    return Braced((KeyValue("visualizing_index", sv.stat_index_to_visualize),
                   *(KeyValue(s.stat_name, _num(s.stat_val)) for s in sv.statistics)))


def _result_accuracy(ra):
    if ra.HasField("tolerance"):
        t = ra.tolerance
        return Braced((KeyValue("tolerance", Braced((KeyValue("atol", _num(t.atol)), KeyValue("rtol", _num(t.rtol)),
                                                     KeyValue("ulps", t.ulps)))),))
    return Braced((KeyValue("mode", Word(_enum(_ACCURACY_MODES, ra.mode, "ResultAccuracy.mode"))),)) \
        if ra.mode else None


def _backend_config(raw: bytes):
    if not raw:
        return None
    s = raw.decode("utf-8", errors="surrogateescape")
    return BackendConfig(s, "braced" if _is_json_dict(s) else "string")


def _sparsity_config(c: _Ctx):
    if c.inst.sparsity_config.ByteSize():
        raise _Unsupported("HloInstructionProto field 98 (sparsity_config) is not supported")
    return None


def _braced_if(xs) -> Braced | None:
    return Braced(tuple(xs)) if xs else None


def _dot(c: _Ctx):
    return c.inst.dot_dimension_numbers


def _gather(c: _Ctx):
    return c.inst.gather_dimension_numbers


def _bytes_text(raw: bytes) -> str:
    return raw.decode("latin-1")


_TRIANGULAR = "triangular_solve_options"


class _OfField:
    """A reader whose value depends on one field's value only. A module makes it once per distinct value
    (metadata, frontend attributes, shardings and backend configs repeat across instructions that differ
    otherwise) and shares it, as the text parser shares metadata. A message field that is not set reads as
    None."""
    __slots__ = ("field", "make", "is_message")

    def __init__(self, field: str, make: Callable[[Any], Any]):
        self.field, self.make = field, make
        self.is_message = _INSTRUCTION_FIELDS[field][1] in SCHEMA

    def __call__(self, c: _Ctx):
        if self.is_message and not c.inst.HasField(self.field):
            return None
        return self.make(getattr(c.inst, self.field))


_INSTRUCTION_FIELDS = {name: (num, typ) for num, (name, typ, _) in SCHEMA["HloInstructionProto"].items()}

# attribute -> (the HloInstructionProto fields it reads, the reader: its value, or None where XLA prints none).
Reader = Callable[[_Ctx], Any]
READERS: dict[str, tuple[tuple[str, ...], Reader]] = {
    "iota_dimension": (("dimensions",), lambda c: c.inst.dimensions[0] if c.inst.dimensions else 0),
    "index": (("tuple_index",), lambda c: c.inst.tuple_index),
    "dimensions": (("dimensions",), _dimensions),
    "is_stable": (("is_stable",), lambda c: _true(c.inst.is_stable)),
    "exponent_bits": (("exponent_bits",), lambda c: c.inst.exponent_bits),
    "mantissa_bits": (("mantissa_bits",), lambda c: c.inst.mantissa_bits),
    "slice": (("slice_dimensions",), lambda c: SliceSpec(tuple((s.start, s.limit, s.stride)
                                                                for s in c.inst.slice_dimensions))),
    "dynamic_slice_sizes": (("dynamic_slice_sizes",), lambda c: tuple(c.inst.dynamic_slice_sizes)),
    "padding": (("padding_config",), lambda c: PaddingConfig(
        tuple((d.edge_padding_low, d.edge_padding_high, d.interior_padding) for d in c.inst.padding_config.dimensions),
        any(d.interior_padding for d in c.inst.padding_config.dimensions))),
    "fft_type": (("fft_type",), lambda c: Word(_enum(_FFT_TYPES, c.inst.fft_type, "fft_type"))),
    "fft_length": (("fft_length",), lambda c: tuple(c.inst.fft_length)),
    "direction": (("comparison_direction",), lambda c: Word(c.inst.comparison_direction)),
    "type": (("comparison_type",), _comparison_type),
    "distribution": (("distribution",), lambda c: Word(_enum(_DISTRIBUTIONS, c.inst.distribution, "distribution"))),
    "algorithm": (("precision_config", "rng_algorithm"), _algorithm),
    "delta": (("delta",), lambda c: c.inst.delta),
    "epsilon": (("epsilon",), lambda c: _f32(c.inst.epsilon)),
    "feature_index": (("feature_index",), lambda c: c.inst.feature_index),
    "left_side": ((_TRIANGULAR,), lambda c: c.inst.triangular_solve_options.left_side),
    "lower": ((_TRIANGULAR, "cholesky_options"), lambda c: (c.inst.triangular_solve_options if c.op ==
                                                            "triangular-solve" else c.inst.cholesky_options).lower),
    "unit_diagonal": ((_TRIANGULAR,), lambda c: c.inst.triangular_solve_options.unit_diagonal),
    "transpose_a": ((_TRIANGULAR,), lambda c: Word(_enum(_TRANSPOSES, c.inst.triangular_solve_options.transpose_a,
                                                          "transpose_a"))),
    "k": (("k",), lambda c: c.inst.k),
    "largest": (("largest",), lambda c: c.inst.largest),
    "window": (("window",), lambda c: _window(c.inst.window)),
    "dim_labels": (("convolution_dimension_numbers",), lambda c: _dim_labels(c.inst.convolution_dimension_numbers)
                   if c.inst.HasField("convolution_dimension_numbers") else None),
    "feature_group_count": (("feature_group_count",), lambda c: c.inst.feature_group_count
                            if c.inst.feature_group_count not in (0, 1) else None),
    "batch_group_count": (("batch_group_count",), lambda c: c.inst.batch_group_count
                          if c.inst.batch_group_count not in (0, 1) else None),
    "lhs_batch_dims": (("dot_dimension_numbers",), lambda c: _ints_if(_dot(c).lhs_batch_dimensions)),
    "lhs_contracting_dims": (("dot_dimension_numbers",),
                             lambda c: tuple(c.inst.dot_dimension_numbers.lhs_contracting_dimensions)),
    "rhs_batch_dims": (("dot_dimension_numbers",), lambda c: _ints_if(_dot(c).rhs_batch_dimensions)),
    "rhs_contracting_dims": (("dot_dimension_numbers",),
                             lambda c: tuple(c.inst.dot_dimension_numbers.rhs_contracting_dimensions)),
    "operand_precision": (("precision_config",), _precision),
    "offset_dims": (("gather_dimension_numbers",), lambda c: tuple(c.inst.gather_dimension_numbers.offset_dims)),
    "collapsed_slice_dims": (("gather_dimension_numbers",),
                             lambda c: tuple(c.inst.gather_dimension_numbers.collapsed_slice_dims)),
    "start_index_map": (("gather_dimension_numbers",), lambda c: tuple(_gather(c).start_index_map)),
    "operand_batching_dims": (("gather_dimension_numbers",), lambda c: _batching(
        c.inst.gather_dimension_numbers, "operand_batching_dims", "start_indices_batching_dims",
        "operand_batching_dims")),
    "start_indices_batching_dims": (("gather_dimension_numbers",), lambda c: _batching(
        c.inst.gather_dimension_numbers, "operand_batching_dims", "start_indices_batching_dims",
        "start_indices_batching_dims")),
    "index_vector_dim": (("gather_dimension_numbers", "scatter_dimension_numbers"), lambda c: (
        c.inst.gather_dimension_numbers if c.op == "gather" else c.inst.scatter_dimension_numbers).index_vector_dim),
    "slice_sizes": (("gather_slice_sizes",), lambda c: tuple(c.inst.gather_slice_sizes) if c.op == "gather" else None),
    "update_window_dims": (("scatter_dimension_numbers",),
                           lambda c: tuple(c.inst.scatter_dimension_numbers.update_window_dims)),
    "inserted_window_dims": (("scatter_dimension_numbers",),
                             lambda c: tuple(c.inst.scatter_dimension_numbers.inserted_window_dims)),
    "scatter_dims_to_operand_dims": (("scatter_dimension_numbers",),
                                     lambda c: tuple(c.inst.scatter_dimension_numbers.scatter_dims_to_operand_dims)),
    "input_batching_dims": (("scatter_dimension_numbers",), lambda c: _batching(
        c.inst.scatter_dimension_numbers, "input_batching_dims", "scatter_indices_batching_dims",
        "input_batching_dims")),
    "scatter_indices_batching_dims": (("scatter_dimension_numbers",), lambda c: _batching(
        c.inst.scatter_dimension_numbers, "input_batching_dims", "scatter_indices_batching_dims",
        "scatter_indices_batching_dims")),
    "indices_are_sorted": (("indices_are_sorted",), lambda c: _true(c.inst.indices_are_sorted)),
    "unique_indices": (("unique_indices",), lambda c: _true(c.inst.unique_indices)),
    "channel_id": (("channel_id",), lambda c: c.inst.channel_id if c.inst.channel_id > 0 else None),
    "replica_groups": (("replica_groups", "collective_device_list", "iota_collective_device_list",
                        "mesh_axes_replica_group_list"), _replica_groups),
    "constrain_layout": (("constrain_layout",), lambda c: _true(c.inst.constrain_layout)),
    "use_global_device_ids": (("use_global_device_ids",), lambda c: _true(c.inst.use_global_device_ids)),
    "source_target_pairs": (("source_target_pairs",), lambda c: tuple((p.source, p.target)
                                                                       for p in c.inst.source_target_pairs)),
    "is_host_transfer": (("is_host_transfer",), lambda c: _true(c.inst.is_host_transfer)),
    "cross_program_prefetch_index": (("cross_program_prefetch_index", "is_cross_program_prefetch"), lambda c:
                                     c.inst.cross_program_prefetch_index
                                     if c.inst.HasField("cross_program_prefetch_index") else None),
    "custom_call_target": (("custom_call_target",), lambda c: c.inst.custom_call_target),
    "operand_layout_constraints": (("operand_shapes_with_layout", "constrain_layout"), lambda c: Braced(
        tuple(c.shapes.shape(s) for s in c.inst.operand_shapes_with_layout)) if c.inst.constrain_layout else None),
    "custom_call_has_side_effect": (("custom_call_has_side_effect",),
                                    lambda c: _true(c.inst.custom_call_has_side_effect)),
    "literal": (("literal",), _literal_attr),
    "schedule": (("custom_call_schedule",), lambda c: Word(_enum(_SCHEDULES, c.inst.custom_call_schedule, "schedule"))
                 if c.inst.custom_call_schedule else None),
    "api_version": (("custom_call_api_version",), lambda c: Word(_enum(
        _API_VERSIONS, c.inst.custom_call_api_version, "api_version")) if c.inst.custom_call_api_version > 1 else None),
    "output_to_operand_aliasing": (("output_operand_aliasing",), lambda c: _aliasing(c.inst.output_operand_aliasing)),
    "kind": (("fusion_kind",), lambda c: Word(c.inst.fusion_kind)),
    "infeed_config": (("infeed_config",), lambda c: _bytes_text(c.inst.infeed_config)),
    "outfeed_config": (("outfeed_config",), lambda c: _bytes_text(c.inst.outfeed_config)),
    "outfeed_shape": (("outfeed_shape",), lambda c: c.shapes.shape(c.inst.outfeed_shape)
                      if c.inst.HasField("outfeed_shape") else None),
    "parameter_replication": (("parameter_replication",), lambda c: _braced_if(
        c.inst.parameter_replication.replicated_at_leaf_buffers)),
    "sparsity_config": (("sparsity_config",), _sparsity_config),
    "condition": (("called_computation_ids",), _called(1)),
    "body": (("called_computation_ids",), _called(0)),
    "select": (("called_computation_ids",), _called(0)),
    "scatter": (("called_computation_ids",), _called(1)),
    "true_computation": (("called_computation_ids",), _branches("true")),
    "false_computation": (("called_computation_ids",), _branches("false")),
    "branch_computations": (("called_computation_ids",), _branches("branches")),
    "to_apply": (("called_computation_ids",), _to_apply),
    "called_computations": (("called_computation_ids",), lambda c: tuple(c.called_refs()) or None),
    "calls": (("called_computation_ids",), _calls),
    "is_composite": (("is_composite",), lambda c: _true(c.inst.is_composite)),
    "async_execution_thread": (("async_execution_thread",), lambda c: c.inst.async_execution_thread
                               if c.inst.async_execution_thread not in ("", "main") else None),
    "sharding": (("sharding",), _OfField("sharding", _sharding)),
    "frontend_attributes": (("frontend_attributes",), _OfField("frontend_attributes", _frontend_attributes)),
    "control-predecessors": (("control_predecessor_ids",), _control_predecessors),
    "statistics": (("statistics_viz",), _OfField("statistics_viz", _statistics)),
    "result_accuracy": (("result_accuracy",), _OfField("result_accuracy", _result_accuracy)),
    "metadata": (("metadata",), _OfField("metadata", _metadata)),
    "backend_config": (("backend_config",), _OfField("backend_config", _backend_config)),
}
# The fields every instruction's conversion reads, and those XLA's text does not print (ids, all_reduce_id).
_ALWAYS_READ = frozenset({"name", "opcode", "shape", "id", "operand_ids", "parameter_number", "literal",
                          "all_reduce_id"})
# The attributes of an opcode without a schema (unknown to hlotool, or newer than jaxlib): every reader.
_ALL = tuple(READERS)


@functools.cache
def _field_descriptors() -> dict:
    """HloInstructionProto's field descriptors by name (compared as objects: no name is made per field)."""
    return dict(message_class("HloInstructionProto").DESCRIPTOR.fields_by_name)


@functools.cache
def _attributes_of(op: str) -> tuple[tuple[str, ...], frozenset]:
    """(the attributes to read for ``op``, in XLA's printing order; the proto fields they read)."""
    schema = schema_of(op)
    keys = tuple(k for k in (schema.attrs if schema is not None else _ALL) if k in READERS)
    fields = set(_ALWAYS_READ)
    for k in keys:
        fields.update(READERS[k][0])
    if op == "custom-call" or "called_computation_ids" in fields:
        fields.add("called_computation_ids")
    by_name = _field_descriptors()
    return keys, frozenset(by_name[f] for f in fields)


# A plan's steps, one per attribute the instruction has, in XLA's printing order: (key, how, what, required).
# how: _CONSTANT (what: the value), _SHARED (what: an _OfField reader), _READ (what: a reader).
_CONSTANT, _READ, _SHARED = 0, 1, 2
# Attributes whose value depends on more than the instruction's own fields: its operands' types, its
# computation's instructions.
_OF_CONTEXT = frozenset({"type", "true_computation", "false_computation", "branch_computations",
                         "control-predecessors"})
_PLANS: dict[tuple, "_Plan"] = {}


class _Plan:
    """How to read an ``op`` instruction whose set fields are ``present`` (descriptors): the reader of each
    attribute with a field set; for one without, its value where XLA prints one anyway (``index=0``,
    ``dimensions={}``...), made once here. Raises for a set field that no reader of ``op`` reads, for a
    required attribute with none of its fields set, a missing shape or literal. Instructions of one opcode
    have a few such field sets, so a module makes a few dozen plans (``_PLANS``).

    ``of_context``: whether an attribute it reads depends on more than the instruction's fields."""
    __slots__ = ("steps", "of_context", "literal")

    def __init__(self, op: str, present):
        keys, read = _attributes_of(op)
        for fd in present:
            if fd not in read:
                raise _Unsupported(f"HloInstructionProto field {fd.number} ({fd.name}) is not supported on {op}",
                                   fd.name)
        by_name = _field_descriptors()
        if by_name["shape"] not in present:
            raise _Unsupported("an instruction without a shape")
        self.literal = by_name["literal"] in present
        if op == "constant" and not self.literal:
            raise _Unsupported("a constant without a literal")
        if self.literal and op not in ("constant", "custom-call"):
            raise _Unsupported(f"HloInstructionProto field 8 (literal) is not supported on {op}", "literal")
        schema = schema_of(op)
        required = schema.required if schema is not None else ()
        steps: list[tuple[str, int, Any, bool]] = []     # what: Any, as `how` says which it is (above)
        absent = None
        for key in keys:
            names, reader = READERS[key]
            if any(by_name[n] in present for n in names):
                steps.append((key, _SHARED if reader.__class__ is _OfField else _READ, reader, key in required))
                continue
            if schema is None:       # an opcode hlotool does not know: no attribute it prints without fields
                continue
            if absent is None:       # an instruction with none of the attribute's fields set
                absent = _Ctx(None, {}, None)
                absent.inst, absent.op = message_class("HloInstructionProto")(), op
            value = reader(absent)
            if value is not None:
                steps.append((key, _CONSTANT, value, False))
            elif key in required:
                raise _Unsupported(missing_message(op, key))
        self.steps = tuple(steps)
        self.of_context = any(how == _READ and key in _OF_CONTEXT for key, how, _, _ in steps)


# ------------------------------------------------------------------------------------- the module
def module_proto_of(data: bytes, filename: str | None = None):
    """The HloModuleProto of a serialized ``HloProto`` (what ``--xla_dump_hlo_as_proto`` writes) or bare
    ``HloModuleProto``, without its computations (each is decoded on its own: module_of_bytes); raises
    HloProtoError."""
    return _ModuleBytes(data, filename).header


class _ModuleBytes:
    """Where a serialized HloProto's or HloModuleProto's module is: its computations' byte ranges, and the
    rest of it decoded (``header``). Only the module's own tags are walked in Python; upb decodes.

    ``offset``: where ``data`` starts in the file (an HloSnapshot's module): byte offsets in messages are the
    file's."""

    def __init__(self, data: ByteSource, filename: str | None, offset: int = 0):
        self.data, self.filename, self.offset = data, filename, offset
        if not data:
            raise HloProtoError("empty file: not an HLO proto", filename)
        first = None
        try:
            top = fields_of(data, "HloProto")
            modules = [f for f in top if f[0] == 1]
            if len(modules) == 1:
                fields = fields_of(data, "HloModuleProto", modules[0][2], modules[0][3])
                if any(f[0] == 3 for f in fields):
                    self.type_name, self.fields = "HloProto", fields
                    self.module_at = modules[0][2], modules[0][3]
                    self.buffer_assignment = next(((s, e) for n, _, s, e in top if n == 3), None)
                    self._header()
                    return
        except ProtoDecodeError as e:
            first = self.in_file(e)
        try:
            self.fields = fields_of(data, "HloModuleProto")
        except ProtoDecodeError as e:
            detail = f"as an HloProto: {first}; as an HloModuleProto: {self.in_file(e)}" if first else self.in_file(e)
            raise HloProtoError(f"not a valid HLO proto ({detail})", filename) from None
        self.type_name, self.buffer_assignment = "HloModuleProto", None
        self.module_at = 0, len(data)
        self._header()

    def _header(self) -> None:
        data = self.data
        self.computations = [(s, e) for n, _, s, e in self.fields if n == 3]
        if not self.computations:
            where = self.place("HloModuleProto", *self.module_at)
            raise HloProtoError(f"not an HLO module proto: no computations ({where})", self.filename)
        rest = b"".join(data[tag_at:e] for n, tag_at, _, e in self.fields if n != 3)
        self.header = self.decode(rest, "HloModuleProto")

    def decode(self, raw: bytes, type_name: str, view: str | None = None):
        """Bytes of the module decoded; a problem is located in the whole file."""
        try:
            msg = parse_message(raw, type_name, view)
            if view == "lean":
                check_lean(msg, raw, type_name)
            return msg
        except ProtoDecodeError as e:
            raise HloProtoError(f"not a valid HLO proto ({self.located(e)})", self.filename) from None

    def located(self, fallback: ProtoDecodeError) -> ProtoDecodeError:
        """The first problem of the whole module's bytes (``fallback`` where none is found), at its byte in the
        file."""
        return self.in_file(locate_problem(bytes(self.data), self.type_name) or fallback)

    def in_file(self, e: ProtoDecodeError) -> ProtoDecodeError:
        """``e`` (located in ``data``) located in the file."""
        return e if e.offset is None or not self.offset else ProtoDecodeError(e.detail, e.offset + self.offset)

    def place(self, type_name: str, start: int, end: int, field: str | None = None, begins: int | None = None) -> str:
        """Where the field ``field`` (its first occurrence) of the ``type_name`` message in data[start:end] is,
        as an error message says it: ``<type>.<field> (field N) at byte K``; where there is no such field,
        ``<type> at byte K``, K where the message ``begins`` (its tag; ``start`` if not given)."""
        if field is not None:
            number = _FIELD_NUMBERS[type_name].get(field)
            try:
                found = next((tag_at for n, tag_at, _, _ in fields_of(self.data, type_name, start, end)
                              if n == number), None)
            except ProtoDecodeError:      # (upb has read the message: not expected)
                found = None
            if found is not None:
                return f"{type_name}.{field} (field {number}) at byte {found + self.offset}"
        return f"{type_name} at byte {(start if begins is None else begins) + self.offset}"


def module_of_bytes(data: ByteSource, filename: str | None = None, offset: int = 0) -> Module:
    """The IR of a serialized ``HloProto`` or ``HloModuleProto`` (not gzipped). Raises HloProtoError, located
    (message, field, byte offset) where the bytes are malformed; where it cannot represent what they hold, naming
    it and the instruction, computation or module field it is in, at that field's byte offset. ``offset``: where
    ``data`` starts in its file (an HloSnapshot's module), for those byte offsets. ``data`` may also be a file's
    bytes read as they are asked for (hlotool.parser.sources.FileBytes: ``len``, ``[i]``, ``[start:end]`` and
    ``bytes()``), so that a file is never held whole.

    Each computation is decoded by upb on its own, with only its instructions' names, ids and operands
    ("lean"); an instruction's other fields are decoded once per distinct bytes (hlo_proto_schema.VIEWS)."""
    where = _ModuleBytes(data, filename, offset)
    # Tens of thousands of long-lived objects and no garbage cycles: the cyclic collector would only re-scan
    # them (as for the text parser, hlotool.parser._parse).
    gc_was_enabled = gc.isenabled()
    gc.disable()
    try:
        return _ModuleBuilder(where).module()
    except _Malformed as e:
        raise HloProtoError(f"not a valid HLO proto ({where.located(e.args[0])})", filename) from None
    except _Unsupported as e:
        raise HloProtoError(str(e), filename) from None
    except RecursionError:
        raise HloProtoError("shapes or literals nested too deeply", filename) from None
    finally:
        if gc_was_enabled:
            gc.enable()


def instruction_names_by_id(data: bytes, filename: str | None = None) -> dict[int, str]:
    """The instruction names of a serialized HloProto's or HloModuleProto's module by instruction id (what XLA's
    buffer assignment names values by). Raises HloProtoError."""
    where = _ModuleBytes(data, filename)
    names: dict[int, str] = {}
    for s, e in where.computations:
        computation = where.decode(data[s:e], "HloComputationProto", "lean")
        names.update((i.id, i.name) for i in computation.instructions)
    return names


def buffer_assignment_bytes(data: bytes) -> bytes | None:
    """The serialized BufferAssignmentProto of a serialized HloProto (what an optimized module's
    --xla_dump_hlo_as_proto file holds), or None where it has none (or is no HloProto)."""
    try:
        where = _ModuleBytes(data, None)
    except HloProtoError:
        return None
    if where.buffer_assignment is None:
        return None
    start, end = where.buffer_assignment
    return data[start:end]


def module_from_proto(module_proto, filename: str | None = None) -> Module:
    """The IR of a decoded HloModuleProto."""
    return module_of_bytes(module_proto.SerializeToString(), filename)


def output_sharding_of(module_proto) -> Sharding | None:
    """A module proto's ``spmd_output_sharding`` (the result's sharding XLA recorded after the partitioner,
    which its text does not print), or None where it has none."""
    if not module_proto.HasField("spmd_output_sharding"):
        return None
    try:
        return _sharding(module_proto.spmd_output_sharding, with_metadata=False)
    except _Unsupported as e:
        raise HloProtoError(str(e)) from None


class _Made:
    """What an instruction's bytes beyond its name, id and operands make: the same for every instruction
    with those bytes (a module has about ten times fewer than instructions), attributes included (shared,
    read-only: ir.module.SharedAttrs)."""
    __slots__ = ("op", "shape", "attrs", "number", "literal", "called", "plan", "fields", "proto")

    def __init__(self, op, shape, attrs, number, literal, called, plan, fields, proto):
        # attrs: None where they depend on the instruction's context (plan.of_context): read per instruction,
        # from proto and fields.
        self.op, self.shape, self.attrs, self.number, self.literal, self.called = (op, shape, attrs, number,
                                                                                   literal, called)
        self.plan, self.fields, self.proto = plan, fields, proto


_UNMADE = object()
_NAME_OF = operator.attrgetter("name")
_SERIALIZED = operator.methodcaller("SerializeToString")
_SIZE = operator.methodcaller("ByteSize")
_ID_OF = operator.attrgetter("id")
_OPERANDS_OF = operator.attrgetter("operand_ids")


class _ModuleBuilder:
    def __init__(self, where: _ModuleBytes):
        self.where = where
        self.proto = where.header
        self.filename = where.filename
        self.shapes = _Shapes()
        data = where.data
        self.comp_ids = []
        self.comp_names = {}
        for s, e in where.computations:     # (each decoded message dropped at once: it holds a copy of its bytes)
            c = where.decode(data[s:e], "HloComputationProto", "names")
            self.comp_ids.append(c.id)
            self.comp_names[c.id] = c.name
        # Per computation id: (instruction id, called computation ids) of its instructions that call.
        self.calls: dict[int, list[tuple[int, Any]]] = {}
        self.callers: list[Instruction] = []     # the instructions with called computation ids
        # The values of _OfField readers, by reader and the field's encoded bytes.
        self.shared: dict[Any, dict] = {}
        self.made: dict[bytes, _Made] = {}

    def module(self) -> Module:
        p = self.proto
        try:
            _refuse(p, ("original_value_recovery_table",))
            header, stack_frames = self.header(), self.stack_frames()
        except _Unsupported as e:
            raise _Unsupported(f"{e} ({self.where.place('HloModuleProto', *self.where.module_at, e.field)})") from None
        sequences = p.schedule.sequences
        data, where = self.where.data, self.where
        built = {}
        for start, end in where.computations:       # one at a time: one computation's upb arena alive at once
            c = where.decode(data[start:end], "HloComputationProto", "lean")
            built[c.id] = self.computation(c, c.id == p.entry_computation_id, sequences, (start, end))
            del c
        comps = [built[k] for k in self.print_order()]
        names = {c.name: c for c in comps}
        for inst in self.callers:
            called = [names[r.name] for v in inst.attrs.values()
                      for r in ((v,) if v.__class__ is CompRef else v if v.__class__ is tuple and v
                                and v[0].__class__ is CompRef else ())]
            if called:
                inst.called_computations = called
        return Module(p.name, comps, header, stack_frames, filename=self.filename)

    def header(self) -> dict:
        p = self.proto
        attrs: dict[str, Any] = {}
        if p.schedule.sequences:
            attrs["is_scheduled"] = True
        if p.HasField("host_program_shape") and (p.host_program_shape.parameters
                                                 or p.host_program_shape.HasField("result")):
            hps = p.host_program_shape
            with _in_field("host_program_shape"):
                attrs["entry_computation_layout"] = ProgramShape(tuple(self.shapes.shape(s) for s in hps.parameters),
                                                                 self.shapes.shape(hps.result))
        if p.input_output_alias.entries:
            attrs["input_output_alias"] = Braced(tuple(
                Pair(_index(e.output_shape_index), ":", Paren((e.parameter_number, _index(e.parameter_shape_index),
                                                               Word(_ALIAS_KINDS.get(e.kind, "may-alias")))))
                for e in p.input_output_alias.entries))
        if p.buffer_donor.entries:
            attrs["buffer_donor"] = Braced(tuple(Paren((e.parameter_number, _index(e.parameter_shape_index)))
                                                 for e in p.buffer_donor.entries))
        da = p.device_assignment
        if da.replica_count > 1:
            attrs["replica_count"] = da.replica_count
        if da.computation_count > 1:
            attrs["num_partitions"] = da.computation_count
        with _in_field("frontend_attributes"):
            fa = _frontend_attributes(p.frontend_attributes)
        if fa is not None:
            attrs["frontend_attributes"] = fa
        # spmd shardings, cross-program prefetches (each copy-start carries its index), profile info,
        # is_dynamic, ids: not in XLA's text either. The output sharding is read where it is needed
        # (output_sharding_of); each sharding is still checked to be one hlotool can read.
        with _in_field("spmd_output_sharding"):
            if p.HasField("spmd_output_sharding"):
                _sharding(p.spmd_output_sharding)
        with _in_field("spmd_parameters_shardings"):
            for s in p.spmd_parameters_shardings:
                _sharding(s)
        return attrs

    def stack_frames(self) -> StackFrameTables:
        sfi = self.proto.stack_frame_index
        tables = StackFrameTables()
        tables.file_names.update(enumerate(sfi.file_names, 1))
        tables.function_names.update(enumerate(sfi.function_names, 1))
        for k, loc in enumerate(sfi.file_locations, 1):
            tables.file_locations[k] = Braced(tuple(KeyValue(key, getattr(loc, key)) for key in (
                "file_name_id", "function_name_id", "line", "end_line", "column", "end_column")), " ")
        for k, f in enumerate(sfi.stack_frames, 1):
            tables.stack_frames[k] = Braced((KeyValue("file_location_id", f.file_location_id),
                                             KeyValue("parent_frame_id", f.parent_frame_id + 1)), " ")
        return tables

    def print_order(self) -> list[int]:
        """Computation ids in the order XLA's text printer uses (a post-order of the call graph, callees in the
        order their callers' instructions call them, by instruction id); the proto lists them sorted."""
        known = self.comp_names
        callees = {k: [cid for _, ids in sorted(self.calls.get(k, ())) for cid in ids if cid in known]
                   for k in self.comp_ids}
        called = {cid for ids in callees.values() for cid in ids}
        order: list = []
        seen: set[int] = set()
        for root in [k for k in self.comp_ids if k not in called] + self.comp_ids:
            if root in seen:
                continue
            seen.add(root)
            stack = [(root, iter(callees[root]))]
            while stack:
                top, it = stack[-1]
                for nxt in it:
                    if nxt not in seen:
                        seen.add(nxt)
                        stack.append((nxt, iter(callees[nxt])))
                        break
                else:
                    stack.pop()
                    order.append(top)
        return order

    def computation(self, c, is_entry: bool, sequences, at: tuple[int, int]) -> Computation:
        """The computation (``c``: the lean view's, of the bytes ``at`` in the module's), its instructions built in
        the proto's order (XLA's post-order: operands first) and listed in the schedule's order where the module
        has one. An instruction that cannot be read is an error naming it and located at its bytes."""
        protos = list(c.instructions)
        # An instruction's bytes beyond its name, id and operands: upb writes the fields it decoded first
        # and then, as they came, those it kept as bytes; without the latter, the rest is the former's size.
        encoded = list(map(_SERIALIZED, protos))
        c.DiscardUnknownFields()
        known = map(_SIZE, protos)
        names = map(_NAME_OF, protos)
        idents = list(map(_ID_OF, protos))
        operand_ids = map(_OPERANDS_OF, protos)
        made_by_bytes = self.made
        calls = []
        made: dict[int, Instruction] = {}
        made_of = made.__getitem__
        instructions = []
        params = []
        ctx = None
        name = None
        try:
            for whole, size, name, ident, ids in zip(encoded, known, names, idents, operand_ids, strict=True):
                rest = whole[size:]
                m = made_by_bytes.get(rest)
                if m is None:
                    m = made_by_bytes[rest] = self.instruction_bytes(rest)
                if ids:
                    try:
                        operands = tuple(map(made_of, ids))
                    except KeyError as e:
                        raise _Unsupported(f"operand id {e.args[0]} is not an instruction of the computation "
                                           "defined before it", "operand_ids") from None
                else:
                    operands = ()
                attrs = m.attrs
                if attrs is None:
                    if ctx is None:
                        ctx = _Ctx(c, self.comp_names, self.shapes)
                    ctx.inst, ctx.op, ctx.shape, ctx.operands, ctx.called = m.proto, m.op, m.shape, operands, None
                    attrs = self.attributes(m.plan, m.fields, ctx, m.op)
                inst = Instruction(name, m.op, m.shape, None, attrs, parameter_number=m.number, literal=m.literal,
                                   operands=operands)
                if m.number is not None:
                    params.append(inst)
                made[ident] = inst
                instructions.append(inst)
                if m.called is not None:
                    calls.append((ident, m.called))
                    self.callers.append(inst)
        except _Unsupported as e:        # (the instruction that failed is the next one to be listed)
            raise _Unsupported(f"{e} (instruction {name}: {self.instruction_place(at, len(instructions), e.field)})"
                               ) from None
        if len(made) != len(instructions):
            first: dict[int, int] = {}      # id -> where it is first; the first id seen before:
            again = next(k for k, ident in enumerate(idents) if first.setdefault(ident, k) != k)
            raise _Unsupported(f"HloComputationProto {c.name}: instruction id {idents[again]} is used more than once "
                               f"({self.instruction_place(at, again, 'id')})")
        if calls:
            self.calls[c.id] = calls
        root = made.get(c.root_id)
        if root is None:
            raise _Unsupported(f"HloComputationProto {c.name}: root id {c.root_id} is not an instruction "
                               f"({self.where.place('HloComputationProto', *at, 'root_id')})")
        root.is_root = True
        if c.id in sequences:
            ids = sequences[c.id].instruction_ids
            if len(ids) == len(made) and made.keys() == set(ids):
                instructions = [made[k] for k in ids]
        params.sort(key=lambda p: cast(int, p.parameter_number))     # set on each: params are parameters
        signature = (tuple((p.name, p.shape.without_layout()) for p in params), root.shape.without_layout())
        comp = Computation(c.name, instructions, is_entry, signature,
                           c.execution_thread if c.execution_thread not in ("", "main") else None)
        for inst in instructions:
            inst.computation = comp
        return comp

    def instruction_place(self, at: tuple[int, int], index: int, field: str | None) -> str:
        """Where the ``index``-th instruction of the computation of the bytes ``at`` is (its ``field``, where
        given), as an error message says it."""
        try:
            listed = [f for f in fields_of(self.where.data, "HloComputationProto", *at) if f[0] == 2]
        except ProtoDecodeError:      # (upb has read them: not expected)
            return self.where.place("HloComputationProto", *at)
        _, tag_at, start, end = listed[index]
        return self.where.place("HloInstructionProto", start, end, field, tag_at)

    def instruction_bytes(self, rest: bytes) -> _Made:
        """What the instruction bytes ``rest`` (beyond name, id and operands) make. An _Unsupported says which
        field it is in, where it knows."""
        try:
            proto = parse_message(rest, "HloInstructionProto")
        except ProtoDecodeError as e:
            raise _Malformed(e) from None
        fields = dict(proto.ListFields())
        op = proto.opcode
        plan = _PLANS.get((op, tuple(fields)))
        if plan is None:
            plan = _PLANS[op, tuple(fields)] = _Plan(op, fields)
        with _in_field("shape"):
            shape = self.shapes.shape(proto.shape)
        attrs = None
        if not plan.of_context:
            ctx = _Ctx(None, self.comp_names, self.shapes)
            ctx.inst, ctx.op, ctx.shape = proto, op, shape
            attrs = self.attributes(plan, fields, ctx, op)
            attrs = SharedAttrs(attrs) if attrs else NO_ATTRS
        literal = None
        if op == "constant":
            with _in_field("literal"):
                literal = _constant_literal(proto.literal, shape, self.shapes)
        return _Made(sys.intern(op), shape, attrs, proto.parameter_number if op == "parameter" else None, literal,
                     tuple(proto.called_computation_ids) or None, plan, fields if attrs is None else None,
                     proto if attrs is None else None)

    def attributes(self, plan: _Plan, fields: dict, ctx: _Ctx, op: str) -> dict:
        """An instruction's attributes by its plan. An _Unsupported names the field it was read from."""
        attrs = {}
        key = None
        try:
            for key, how, what, required in plan.steps:
                if how == _CONSTANT:
                    attrs[key] = what
                    continue
                if how == _SHARED:
                    raw = fields[_field_descriptors()[what.field]]
                    ident = raw if raw.__class__ is bytes else raw.SerializeToString()
                    table = self.shared.get(what)
                    if table is None:
                        table = self.shared[what] = {}
                    value = table.get(ident, _UNMADE)
                    if value is _UNMADE:
                        value = table[ident] = what.make(raw)
                else:
                    value = what(ctx)
                if value is not None:
                    attrs[key] = value
                elif required:
                    raise _Unsupported(missing_message(op, key))
        except _Unsupported as e:
            if e.field is None and key in READERS:       # the first of the attribute's fields that is set
                by_name = _field_descriptors()
                e.field = next((n for n in READERS[key][0] if by_name[n] in fields), None)
            raise
        return attrs
