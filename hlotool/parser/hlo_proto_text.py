"""Convert XLA's binary HLO dumps (``*.hlo.pb``, ``*.hlo.pb.gz``) to HLO text.

(The module that parses them, hlotool.parser.hlo_proto, is separate so that hlotool.parser can
dispatch here without an import cycle.)

``--xla_dump_hlo_as_proto`` writes an ``HloProto`` (the ``HloModuleProto`` and, after
optimizations, the buffer assignment); a bare ``HloModuleProto`` and an ``HloSnapshot``-less
``HloProto`` are both accepted. The module is decoded with hlotool's own wire-format decoder and
schema (:mod:`hlotool.parser.hlo_proto_schema`) and printed as HLO text in XLA's syntax, which
:func:`hlotool.parser.parse` turns into the IR: the parser stays the one place that builds IR.

Every field the converter does not know how to print makes it fail (``HloProtoError``, an
``HloSyntaxError``) naming the message type and field number: a module missing an attribute
would be worse than none. Deliberately not printed (XLA's text printer does not print them
either): instruction/computation ids (the text refers by name), the computations' program
shapes beyond the signature, ``HloModuleProto.id``, the device assignment's device ids, the
buffer assignment of an ``HloProto``, and ``device_type`` / ``pjrt_id``.

Public: :func:`hlo_proto_to_text`, :func:`read_hlo_proto_bytes`.
"""
from __future__ import annotations

import gzip
import math
import struct
import zlib

from ..attributes import SCHEMAS
from ..errors import HloSyntaxError
from .hlo_proto_schema import SCHEMA, ProtoDecodeError, parse_message


class Msg:
    """A decoded message as the printers read it: ``fields`` by name (present ones), marking the fields
    asked for, so that a field no printer reads is an error rather than lost."""

    __slots__ = ("type", "fields", "numbers", "used")

    def __init__(self, type_: str):
        self.type = type_
        self.fields: dict = {}
        self.numbers: dict[str, int] = {}
        self.used: set[str] = set()

    def has(self, name: str) -> bool:
        return name in self.fields

    def get(self, name: str, default=None):
        """The field's value (marking it as handled); proto3's default when absent."""
        self.used.add(name)
        if name in self.fields:
            return self.fields[name]
        if default is not None:
            return default
        for _num, (fname, typ, label) in SCHEMA[self.type].items():
            if fname == name:
                return _default(typ, label)
        raise KeyError(f"{self.type} has no field {name!r}")

    def unused(self) -> list[tuple[str, int]]:
        """Fields present that no reader has asked for: (name, number)."""
        return [(n, self.numbers[n]) for n in self.fields if n not in self.used]


def _default(typ: str, label: str):
    if label == "*":
        return []
    if typ.startswith("map<"):
        return {}
    if typ in SCHEMA:
        return None
    return {"string": "", "bytes": b"", "float": 0.0, "double": 0.0, "bool": False}.get(typ, 0)


def _msg_of(message) -> Msg:
    """The Msg of a decoded protobuf message (its present fields, recursively)."""
    out = Msg(message.DESCRIPTOR.name)
    for fd, value in message.ListFields():
        if fd.message_type is not None and fd.message_type.GetOptions().map_entry:
            vfd = fd.message_type.fields_by_name["value"]
            value = {k: (_msg_of(v) if vfd.message_type is not None else v) for k, v in value.items()}
        elif fd.message_type is not None:
            value = [_msg_of(v) for v in value] if fd.is_repeated else _msg_of(value)
        elif fd.is_repeated:
            value = list(value)
        out.fields[fd.name] = value
        out.numbers[fd.name] = fd.number
    return out


def decode(data: bytes, type_name: str) -> Msg:
    return _msg_of(parse_message(data, type_name))

__all__ = ["HloProtoError", "hlo_proto_to_text", "read_hlo_proto_bytes"]


class HloProtoError(HloSyntaxError):
    """A binary HLO proto that hlotool cannot read (malformed, or holding what it does not support)."""

    def __init__(self, message: str, file: str | None = None):
        super().__init__(message, file, 0, 0)


# ---------------------------------------------------------------------------------------------
# Enums (values from xla_data.proto / hlo.proto).

PRIMITIVE_TYPES = {
    1: "pred", 30: "s1", 26: "s2", 21: "s4", 2: "s8", 3: "s16", 4: "s32", 5: "s64",
    31: "u1", 27: "u2", 22: "u4", 6: "u8", 7: "u16", 8: "u32", 9: "u64",
    10: "f16", 11: "f32", 16: "bf16", 12: "f64", 19: "f8e5m2", 28: "f8e4m3", 20: "f8e4m3fn",
    23: "f8e4m3b11fnuz", 29: "f8e3m4", 24: "f8e5m2fnuz", 25: "f8e4m3fnuz", 32: "f4e2m1fn",
    33: "f8e8m0fnu", 35: "f6e3m2fn", 36: "f6e2m3fn", 15: "c64", 18: "c128",
    13: "tuple", 14: "opaque", 17: "token", 34: "buffer",
}
_SHARDING_TYPES = {0: "replicated", 1: "maximal", 2: "tuple", 3: "other", 4: "manual", 5: "unknown",
                   6: "unreduced"}
_PRECISION = {0: "default", 1: "high", 2: "highest"}
_ALGORITHMS = ["ALG_UNSET", "ALG_DOT_ANY_F8_ANY_F8_F32", "ALG_DOT_ANY_F8_ANY_F8_F32_FAST_ACCUM",
               "ALG_DOT_F16_F16_F16", "ALG_DOT_F16_F16_F32", "ALG_DOT_BF16_BF16_BF16", "ALG_DOT_BF16_BF16_F32",
               "ALG_DOT_BF16_BF16_F32_X3", "ALG_DOT_BF16_BF16_F32_X6", "ALG_DOT_TF32_TF32_F32",
               "ALG_DOT_TF32_TF32_F32_X3", "ALG_DOT_F32_F32_F32", "ALG_DOT_F64_F64_F64",
               "ALG_DOT_BF16_BF16_F32_X9"]
_FFT_TYPES = {0: "FFT", 1: "IFFT", 2: "RFFT", 3: "IRFFT"}
_DISTRIBUTIONS = {1: "rng_uniform", 2: "rng_normal"}
_RNG_ALGORITHMS = {0: "rng_default", 1: "rng_three_fry", 2: "rng_philox"}
_TRANSPOSE = {1: "NO_TRANSPOSE", 2: "TRANSPOSE", 3: "ADJOINT"}
_SCHEDULES = {0: "SCHEDULE_NONE", 1: "SCHEDULE_LATEST", 2: "SCHEDULE_EARLIEST"}
_API_VERSIONS = {0: "API_VERSION_UNSPECIFIED", 1: "API_VERSION_ORIGINAL", 2: "API_VERSION_STATUS_RETURNING",
                 3: "API_VERSION_STATUS_RETURNING_UNIFIED", 4: "API_VERSION_TYPED_FFI"}
_ALIAS_KINDS = {1: "may-alias", 2: "must-alias"}
_FUSION_KINDS = {"kLoop", "kInput", "kOutput", "kCustom"}

# Fields of HloInstructionProto handled outside the opcode-specific code, or deliberately not
# printed (XLA's printer does not print them either).
_NOT_PRINTED = {"id", "all_reduce_id"}


def read_hlo_proto_bytes(data: bytes, filename: str | None = None) -> bytes:
    """The bytes of a proto file, gunzipped if gzip-compressed."""
    if data[:2] == b"\x1f\x8b":
        try:
            return gzip.decompress(data)
        except (OSError, EOFError, zlib.error) as e:
            raise HloProtoError(f"not a readable gzip file: {e}", filename) from None
    return data


def _decode_module(data: bytes, filename: str | None) -> Msg:
    data = read_hlo_proto_bytes(bytes(data), filename)
    if not data:
        raise HloProtoError("empty file: not an HLO proto", filename)
    first_error = None
    try:
        top = decode(data, "HloProto")
        mod = top.fields.get("hlo_module")
        if mod is not None and mod.fields.get("computations"):
            # HloProto has only these two fields; the buffer assignment is not part of the
            # module's text.
            return mod
    except ProtoDecodeError as e:
        first_error = e
    try:
        mod = decode(data, "HloModuleProto")
    except ProtoDecodeError as e:
        detail = f"as an HloProto: {first_error}; as an HloModuleProto: {e}" if first_error else str(e)
        raise HloProtoError(f"not a valid HLO proto ({detail})", filename) from None
    if not mod.fields.get("computations"):
        raise HloProtoError("not an HLO module proto: no computations", filename)
    return mod


def hlo_proto_to_text(data: bytes, filename: str | None = None) -> str:
    """HLO text, in XLA's syntax, of a serialized ``HloProto`` or ``HloModuleProto``."""
    mod = _decode_module(data, filename)
    try:
        return _ModulePrinter(mod).text()
    except _Unsupported as e:
        raise HloProtoError(str(e), filename) from None


def hlo_proto_output_sharding(data: bytes, filename: str | None = None) -> str | None:
    """The text of a module proto's ``spmd_output_sharding`` (the result's sharding XLA recorded after the
    partitioner, which its text does not print), or None where it has none."""
    sharding = _decode_module(data, filename).fields.get("spmd_output_sharding")
    return None if sharding is None or _is_empty(sharding) else _sharding(sharding, with_metadata=False)


# ---------------------------------------------------------------------------------------------

class _Unsupported(Exception):
    pass


def _check_used(msg: Msg, where: str = "") -> None:
    """Fail on fields present in ``msg`` that no printer read (recursively into sub-messages
    that were read)."""
    for name, num in msg.unused():
        v = msg.fields[name]
        if _is_empty(v):
            continue
        raise _Unsupported(f"{msg.type} field {num} ({name}){where} is not supported by hlotool's "
                           "proto converter")
    for name in msg.used:
        v = msg.fields.get(name)
        for sub in (v if isinstance(v, list) else v.values() if isinstance(v, dict) else [v]):
            if isinstance(sub, Msg):
                _check_used(sub, where)


def _mark_all(msg: Msg) -> None:
    """Mark every field of ``msg`` (recursively) as handled: for parts that restate others."""
    msg.used.update(msg.fields)
    for v in msg.fields.values():
        for sub in (v if isinstance(v, list) else v.values() if isinstance(v, dict) else [v]):
            if isinstance(sub, Msg):
                _mark_all(sub)


def _is_empty(v) -> bool:
    if isinstance(v, Msg):
        return all(_is_empty(x) for x in v.fields.values())
    return v in (0, False, "", b"", [], {}, 0.0) and not (isinstance(v, float) and math.copysign(1, v) < 0)


def _ints(xs) -> str:
    return ",".join(str(x) for x in xs)


def _quote(s: str) -> str:
    """A C-escaped double-quoted string as XLA prints it (absl::CEscape)."""
    out = []
    for ch in s.encode("utf-8"):
        c = chr(ch)
        if c == "\n":
            out.append("\\n")
        elif c == "\r":
            out.append("\\r")
        elif c == "\t":
            out.append("\\t")
        elif c == '"':
            out.append('\\"')
        elif c == "'":
            out.append("\\'")
        elif c == "\\":
            out.append("\\\\")
        elif ch < 0x20 or ch >= 0x7F:
            out.append(f"\\{ch:03o}")
        else:
            out.append(c)
    return '"' + "".join(out) + '"'


def _dtype(v: int, where: str) -> str:
    try:
        return PRIMITIVE_TYPES[v]
    except KeyError:
        raise _Unsupported(f"{where}: unknown PrimitiveType {v}") from None


# ---- shapes ----------------------------------------------------------------------------------

def _layout(lay: Msg, rank: int) -> str:
    m2m = lay.get("minor_to_major")
    extras = []
    dlt = lay.get("dim_level_types")
    if dlt:
        raise _Unsupported("LayoutProto field 9 (dim_level_types: sparse layouts) is not supported")
    for name in ("dim_unique", "dim_ordered", "physical_shape"):
        if lay.has(name) and not _is_empty(lay.fields[name]):
            raise _Unsupported(f"LayoutProto field {lay.numbers[name]} ({name}) is not supported")
    tiles = lay.get("tiles")
    if tiles:
        extras.append("T" + "".join(
            "(" + ",".join("*" if d == -2**63 else str(d) for d in t.get("dimensions")) + ")" for t in tiles))
    tail = lay.get("tail_padding_alignment_in_elements")
    if tail not in (0, 1):
        extras.append(f"L({tail})")
    ipt = lay.get("index_primitive_type")
    if ipt:
        extras.append(f"#({_dtype(ipt, 'LayoutProto.index_primitive_type')})")
    ppt = lay.get("pointer_primitive_type")
    if ppt:
        extras.append(f"*({_dtype(ppt, 'LayoutProto.pointer_primitive_type')})")
    esz = lay.get("element_size_in_bits")
    if esz:
        extras.append(f"E({esz})")
    ms = lay.get("memory_space")
    if ms:
        extras.append(f"S({ms})")
    sc = lay.get("split_configs")
    for s in sc:
        extras.append(f"SC({s.get('dimension')}:{_ints(s.get('split_indices'))})")
    dyn = lay.get("dynamic_shape_metadata_prefix_bytes")
    if dyn:
        extras.append(f"M({dyn})")
    if not extras and rank == 0:
        return ""
    text = _ints(m2m)
    if extras:
        text += ":" + "".join(extras)
    return "{" + text + "}"


def _shape(s: Msg | None, layout: bool = True) -> str:
    if s is None:
        raise _Unsupported("an instruction without a shape")
    et = _dtype(s.get("element_type"), "ShapeProto.element_type")
    if et == "tuple":
        parts = [_shape(t, layout) for t in s.get("tuple_shapes")]
        s.get("layout")
        return "(" + ", ".join(parts) + ")"
    if et in ("token", "opaque"):
        s.get("layout")
        return et + "[]"
    if et == "buffer":
        raise _Unsupported("ShapeProto: BUFFER shapes are not supported")
    dims = s.get("dimensions")
    dyn = s.get("is_dynamic_dimension")
    parts = []
    for k, d in enumerate(dims):
        parts.append(("<=" if k < len(dyn) and dyn[k] else "") + str(d))
    text = f"{et}[{','.join(parts)}]"
    lay = s.get("layout")
    if layout and lay is not None:
        text += _layout(lay, len(dims))
    return text


# ---- literals --------------------------------------------------------------------------------

_BYTE_FIELDS = {
    "f16": ("f16s", "<e", 2), "bf16": ("bf16s", None, 2), "s16": ("s16s", "<h", 2), "u16": ("u16s", "<H", 2),
    "s8": ("s8s", "b", 1), "u8": ("u8s", "B", 1),
}
_REPEATED_FIELDS = {"s32": "s32s", "s64": "s64s", "u32": "u32s", "u64": "u64s", "f32": "f32s", "f64": "f64s",
                    "pred": "preds", "c64": "c64s", "c128": "c128s"}
_SUBBYTE = {"s4": ("s4s", 4, True), "u4": ("u4s", 4, False), "s2": ("s2s", 2, True), "u2": ("u2s", 2, False),
            "s1": ("s1s", 1, True), "u1": ("u1s", 1, False)}
_FP8 = {"f8e5m2": "f8e5m2s", "f8e4m3": "f8e4m3s", "f8e4m3fn": "f8e4m3fns", "f8e4m3b11fnuz": "f8e4m3b11fnuzs",
        "f8e3m4": "f8e3m4s", "f8e5m2fnuz": "f8e5m2fnuzs", "f8e4m3fnuz": "f8e4m3fnuzs", "f8e8m0fnu": "f8e8m0fnus",
        "f4e2m1fn": "f4e2m1fns", "f6e3m2fn": "f6e3m2fns", "f6e2m3fn": "f6e2m3fns"}


def _float_text(x: float) -> str:
    if math.isnan(x):
        return "-nan" if math.copysign(1, x) < 0 else "nan"
    if math.isinf(x):
        return "-inf" if x < 0 else "inf"
    r = repr(float(x))
    if r.endswith(".0"):
        r = r[:-2]
    return r


def _small_float_values(et: str, raw: bytes, n: int) -> list[str]:
    """Exact decimal texts of narrow float elements (decoded through ml_dtypes-free bit math)."""
    import numpy as np
    try:
        import ml_dtypes  # registers the narrow float dtypes with NumPy
        dt = np.dtype(et if et != "f16" else "float16") if et != "bf16" else np.dtype("bfloat16")
    except (ImportError, TypeError):
        dt = None
    if et == "f16":
        dt = np.dtype("<f2")
    if dt is None:
        names = {"bf16": "bfloat16", "f8e5m2": "float8_e5m2", "f8e4m3": "float8_e4m3", "f8e4m3fn": "float8_e4m3fn",
                 "f8e4m3b11fnuz": "float8_e4m3b11fnuz", "f8e3m4": "float8_e3m4", "f8e5m2fnuz": "float8_e5m2fnuz",
                 "f8e4m3fnuz": "float8_e4m3fnuz", "f8e8m0fnu": "float8_e8m0fnu", "f4e2m1fn": "float4_e2m1fn",
                 "f6e3m2fn": "float6_e3m2fn", "f6e2m3fn": "float6_e2m3fn"}
        try:
            import ml_dtypes
            dt = np.dtype(getattr(ml_dtypes, names[et]))
        except (ImportError, AttributeError, KeyError):
            raise _Unsupported(f"LiteralProto: {et} constants need the ml_dtypes package") from None
    itemsize = dt.itemsize
    if et in ("f4e2m1fn",):
        # Packed two per byte, low nibble first.
        vals = []
        for b in raw:
            vals += [b & 0xF, b >> 4]
        arr = np.array(vals[:n], dtype=np.uint8).view(dt)
    else:
        if len(raw) != n * itemsize:
            raise _Unsupported(f"LiteralProto: {len(raw)} bytes of {et} for {n} elements")
        arr = np.frombuffer(raw, dtype=dt.newbyteorder("<") if itemsize > 1 else dt)
    return [_float_text(float(v)) for v in arr.astype(np.float64)]


def _literal_elems(lit: Msg, et: str, n: int) -> list[str]:
    if et in _REPEATED_FIELDS:
        vals = lit.get(_REPEATED_FIELDS[et])
        if et == "pred":
            out = ["true" if v else "false" for v in vals]
        elif et in ("f32", "f64"):
            if et == "f32":
                vals = [struct.unpack("<f", struct.pack("<f", v))[0] for v in vals]
            out = [_float_text(v) if et == "f64" else _f32_text(v) for v in vals]
        elif et in ("c64", "c128"):
            f = _f32_text if et == "c64" else _float_text
            out = [f"({f(vals[2 * k])}, {f(vals[2 * k + 1])})" for k in range(len(vals) // 2)]
        else:
            out = [str(v) for v in vals]
    elif et in _BYTE_FIELDS:
        field, fmt, size = _BYTE_FIELDS[et]
        raw = lit.get(field)
        if et in ("f16", "bf16"):
            out = _small_float_values(et, raw, n)
        else:
            if len(raw) != n * size:
                raise _Unsupported(f"LiteralProto.{field}: {len(raw)} bytes for {n} elements")
            out = [str(v[0]) for v in struct.iter_unpack(fmt, raw)]
    elif et in _SUBBYTE:
        field, bits, signed = _SUBBYTE[et]
        raw = lit.get(field)
        # One element per byte (XLA's LiteralProto stores sub-byte types unpacked).
        if len(raw) != n:
            raise _Unsupported(f"LiteralProto.{field}: {len(raw)} bytes for {n} elements")
        out = []
        for b in raw:
            v = b & ((1 << bits) - 1)
            if signed and v >> (bits - 1):
                v -= 1 << bits
            out.append(str(v if et != "u1" or True else v))
    elif et in _FP8:
        field = _FP8[et]
        out = _small_float_values(et, lit.get(field), n)
    else:
        raise _Unsupported(f"LiteralProto: constants of type {et} are not supported")
    if len(out) != n:
        raise _Unsupported(f"LiteralProto: {len(out)} values of {et} for {n} elements")
    return out


def _f32_text(v: float) -> str:
    """The shortest decimal that reads back as the same float32."""
    if math.isnan(v) or math.isinf(v):
        return _float_text(v)
    for digits in range(1, 18):
        t = f"{v:.{digits}g}"
        try:
            if struct.unpack("<f", struct.pack("<f", float(t)))[0] == v:
                break
        except OverflowError:
            continue
    if "e" not in t and "." in t:
        t = t.rstrip("0").rstrip(".")
    if t == "-0" or (v == 0 and math.copysign(1, v) < 0):
        return "-0"
    return t


def _literal(lit: Msg, shape: Msg) -> str:
    """The text of a literal's value, as after ``constant(`` (without the shape)."""
    lshape = lit.get("shape")
    et = _dtype((lshape or shape).get("element_type"), "LiteralProto.shape")
    if et == "tuple":
        subs = lit.get("tuple_literals")
        parts = []
        for sub in subs:
            parts.append(_shape(sub.get("shape")) + " " + _literal(sub, sub.get("shape")))
        return "(" + ", ".join(parts) + ")"
    if lit.has("sparse_indices") or lit.has("dynamic_sizes"):
        raise _Unsupported("LiteralProto field 14/34 (sparse or dynamic literals) is not supported")
    dims = (lshape or shape).get("dimensions")
    n = 1
    for d in dims:
        n *= d
    if lshape is not None and lshape.has("layout"):
        m2m = lshape.fields["layout"].get("minor_to_major")
        if list(m2m) != list(range(len(dims) - 1, -1, -1)) and len(dims) > 1:
            raise _Unsupported("LiteralProto: a literal with a non-default layout is not supported")
    if lshape is not None:
        _mark_all(lshape)       # restates the instruction's shape (the literal's layout: checked above)
    elems = _literal_elems(lit, et, n)
    if not dims:
        return elems[0]

    def nest(level: int, offset: int) -> tuple[str, int]:
        if level == len(dims):
            return elems[offset], offset + 1
        parts = []
        for _ in range(dims[level]):
            t, offset = nest(level + 1, offset)
            parts.append(t)
        return "{" + ", ".join(parts) + "}", offset

    if n == 0:
        return "{" * 1 + "}" if len(dims) == 1 else nest(0, 0)[0]
    return nest(0, 0)[0]


# ---- attributes ------------------------------------------------------------------------------

def _metadata(md: Msg, frames_exist: bool) -> str | None:
    parts = []
    for key in ("op_type", "op_name", "source_file"):
        v = md.get(key)
        if v:
            parts.append(f"{key}={_quote(v)}")
    for key in ("source_line", "source_end_line", "source_column", "source_end_column"):
        v = md.get(key)
        if v:
            parts.append(f"{key}={v}")
    pt = md.get("profile_type")
    if pt:
        names = {1: "WINDOW", 2: "FLAG", 3: "INTEGER"}
        parts.append("profile_type={" + ",".join(names.get(x, str(x)) for x in pt) + "}")
    dn = md.get("deduplicated_name")
    if dn:
        parts.append(f"deduplicated_name={_quote(dn)}")
    sf = md.get("stack_frame_id")
    if sf:
        parts.append(f"stack_frame_id={sf}")
    sn = md.get("scheduling_name")
    if sn:
        parts.append(f"scheduling_name={_quote(sn)}")
    # Code and working-set sizes (set by backends after codegen): XLA's text does not print them.
    md.get("size_of_generated_code_in_bytes")
    md.get("size_of_memory_working_set_in_bytes")
    for name in ("profile_info", "metadata_payload"):
        if md.has(name) and not _is_empty(md.fields[name]):
            raise _Unsupported(f"OpMetadata field {md.numbers[name]} ({name}) is not supported")
    if not parts:
        return None
    return "{" + " ".join(parts) + "}"


def _tile_assignment(sh: Msg) -> str:
    dims = sh.get("tile_assignment_dimensions")
    iota = sh.get("iota_reshape_dims")
    perm = sh.get("iota_transpose_perm")
    devs = sh.get("tile_assignment_devices")
    text = f"devices=[{_ints(dims)}]"
    if iota:
        text += f"<=[{_ints(iota)}]"
        if perm and list(perm) != list(range(len(perm))):
            text += f"T({_ints(perm)})"
    else:
        text += _ints(devs)
    return text


def _sharding_one(sh: Msg, with_metadata: bool) -> str:
    typ = sh.get("type")
    sh.get("tile_shape")
    if sh.has("named_sharding") and not _is_empty(sh.fields["named_sharding"]):
        raise _Unsupported("OpSharding field 14 (named_sharding) is not supported")
    parts = []
    if typ == 0:
        parts.append("replicated")
    elif typ == 1:
        devs = sh.get("tile_assignment_devices")
        parts.append(f"maximal device={devs[0] if devs else 0}")
    elif typ == 4:
        parts.append("manual")
    elif typ == 5:
        parts.append("unknown")
    elif typ == 6:
        parts.append("unreduced")
    elif typ == 3:
        parts.append(_tile_assignment(sh))
        if sh.get("replicate_on_last_tile_dim"):
            parts.append("last_tile_dim_replicate")
        ltd = sh.get("last_tile_dims")
        if ltd:
            parts.append("last_tile_dims={" + ",".join(_SHARDING_TYPES.get(t, str(t)) for t in ltd) + "}")
    else:
        raise _Unsupported(f"OpSharding.type {typ} is not supported")
    if typ != 3:
        sh.get("tile_assignment_dimensions")
        sh.get("iota_reshape_dims")
        sh.get("iota_transpose_perm")
        sh.get("replicate_on_last_tile_dim")
    if sh.get("is_shard_group"):
        parts.append(("shard_like " if sh.get("shard_group_type") == 1 else "shard_as ")
                     + str(sh.get("shard_group_id")))
    else:
        sh.get("shard_group_id")
        sh.get("shard_group_type")
    md = sh.get("metadata")
    if md and with_metadata:
        mds = [_metadata(m, True) for m in md]
        mds = [m for m in mds if m]
        if len(mds) == 1:
            parts.append("metadata=" + mds[0])
        elif mds:
            parts.append("metadata={" + ", ".join(mds) + "}")
    return "{" + " ".join(parts) + "}"


def _sharding(sh: Msg, with_metadata: bool = True) -> str:
    if sh.get("type") == 2:
        subs = sh.get("tuple_shardings")
        return "{" + ", ".join(_sharding_one(s, with_metadata) for s in subs) + "}"
    return _sharding_one(sh, with_metadata)


def _frontend_attributes(fa: Msg) -> str | None:
    m = fa.get("map")
    if not m:
        return None
    parts = []
    for k in sorted(m):
        v = m[k]
        # XLA prints a value that is itself braced ({...}) as is, others quoted.
        parts.append(f"{k}={v}" if v.startswith("{") and v.endswith("}") else f"{k}={_quote(v)}")
    return "{" + ",".join(parts) + "}"


def _window(w: Msg) -> str:
    dims = w.get("dimensions")
    if not dims:
        return "{}"
    size = "x".join(str(d.get("size")) for d in dims)
    parts = [f"size={size}"]
    if any(d.get("stride") != 1 for d in dims):
        parts.append("stride=" + "x".join(str(d.get("stride")) for d in dims))
    if any(d.get("padding_low") or d.get("padding_high") for d in dims):
        parts.append("pad=" + "x".join(f"{d.get('padding_low')}_{d.get('padding_high')}" for d in dims))
    if any(d.get("base_dilation") != 1 for d in dims):
        parts.append("lhs_dilate=" + "x".join(str(d.get("base_dilation")) for d in dims))
    if any(d.get("window_dilation") != 1 for d in dims):
        parts.append("rhs_dilate=" + "x".join(str(d.get("window_dilation")) for d in dims))
    if any(d.get("window_reversal") for d in dims):
        parts.append("rhs_reversal=" + "x".join("1" if d.get("window_reversal") else "0" for d in dims))
    return "{" + " ".join(parts) + "}"


def _dim_labels(cd: Msg) -> str:
    def labels(batch, feature, spatial, bch, fch):
        n = 2 + len(spatial)
        out = ["?"] * n
        if batch < n:
            out[batch] = bch
        if feature < n:
            out[feature] = fch
        for k, d in enumerate(spatial):
            if d < n:
                out[d] = str(k)
        return "".join(out)
    lhs = labels(cd.get("input_batch_dimension"), cd.get("input_feature_dimension"),
                 cd.get("input_spatial_dimensions"), "b", "f")
    rhs = labels(cd.get("kernel_input_feature_dimension"), cd.get("kernel_output_feature_dimension"),
                 cd.get("kernel_spatial_dimensions"), "i", "o")
    out = labels(cd.get("output_batch_dimension"), cd.get("output_feature_dimension"),
                 cd.get("output_spatial_dimensions"), "b", "f")
    return f"{lhs}_{rhs}->{out}"


def _precision_attrs(pc: Msg | None) -> list[tuple[str, str]]:
    if pc is None:
        return []
    out = []
    ops = pc.get("operand_precision")
    if any(p != 0 for p in ops):
        out.append(("operand_precision", "{" + ",".join(_PRECISION.get(p, str(p)) for p in ops) + "}"))
    alg = pc.get("algorithm")
    if alg:
        if alg >= len(_ALGORITHMS):
            raise _Unsupported(f"PrecisionConfig.algorithm {alg} is not supported")
        out.append(("algorithm", _ALGORITHMS[alg].lower()))
    return out


def _replica_groups(inst: Msg) -> str:
    cdl = inst.get("collective_device_list")
    iota = inst.get("iota_collective_device_list")
    mesh = inst.get("mesh_axes_replica_group_list")
    legacy = inst.get("replica_groups")
    if mesh is not None and not _is_empty(mesh):
        return _mesh_groups(mesh)
    if iota is not None and not _is_empty(iota):
        return _iota_groups(iota)
    groups = list(legacy)
    if cdl is not None:
        if cdl.has("iota_replica_group_list") and not _is_empty(cdl.fields["iota_replica_group_list"]):
            return _iota_groups(cdl.get("iota_replica_group_list"))
        cdl.get("iota_replica_group_list")
        groups = groups or list(cdl.get("replica_groups"))
    return "{" + ",".join("{" + _ints(g.get("replica_ids")) + "}" for g in groups) + "}"


def _iota_groups(iota: Msg) -> str:
    text = (f"[{iota.get('num_replica_groups')},{iota.get('num_devices_per_group')}]"
            f"<=[{_ints(iota.get('iota_reshape_dims'))}]")
    perm = iota.get("iota_transpose_perm")
    if perm and list(perm) != list(range(len(perm))):
        text += f"T({_ints(perm)})"
    return text


def _mesh_groups(g: Msg) -> str:
    mesh = g.get("mesh")
    axes = mesh.get("axes")
    names = [a.get("name") for a in axes]
    text = "mesh[" + ",".join(f"'{a.get('name')}'={a.get('size')}" for a in axes) + "]"
    if mesh.get("device_ids"):
        raise _Unsupported("MeshProto field 2 (device_ids) in replica groups is not supported")
    it = mesh.get("iota_transform")
    if it is not None and not _is_empty(it):
        text += f", device_ids=([{_ints(it.get('reshape_dims'))}]T({_ints(it.get('transpose_perm'))}))"
    refs = []
    for ax in g.get("axes"):
        idx = ax.get("mesh_axis_index")
        name = names[idx] if 0 <= idx < len(names) else str(idx)
        sub = ax.get("sub_axis_info")
        if sub is not None:
            refs.append(f"'{name}':({sub.get('pre_size')}){sub.get('size')}")
        else:
            refs.append(f"'{name}'")
    return text + " {" + ",".join(refs) + "}"


def _shape_index(xs) -> str:
    return "{" + _ints(xs) + "}"


def _is_json_dict(s: str) -> bool:
    s = s.strip()
    if not (s.startswith("{") and s.endswith("}")):
        return False
    depth = 0
    in_str = esc = False
    for k, c in enumerate(s):
        if in_str:
            if esc:
                esc = False
            elif c == "\\":
                esc = True
            elif c == '"':
                in_str = False
            continue
        if c == '"':
            in_str = True
        elif c == "{":
            depth += 1
        elif c == "}":
            depth -= 1
            if depth == 0 and k != len(s) - 1:
                return False
    return depth == 0 and not in_str


def _default_comparison_type(et: str) -> str:
    if et.startswith(("f", "bf", "c")):
        return "FLOAT"
    if et.startswith("s"):
        return "SIGNED"
    return "UNSIGNED"


# Opcodes whose `dimensions` XLA always prints (even when empty).
_ALWAYS_DIMS = {"broadcast", "transpose", "reduce", "reverse", "concatenate", "sort", "map"}
# From the attribute schemas: the opcodes printing their called computation as to_apply= (custom-call accepts
# it too but prints called_computations=), those that always print replica_groups=, and those with a channel.
_TO_APPLY = frozenset(op for op, s in SCHEMAS.items() if "to_apply" in s.attrs and op != "custom-call")
_COLLECTIVES = frozenset(op for op, s in SCHEMAS.items() if "replica_groups" in s.attrs)
_CHANNEL_OPS = frozenset(op for op, s in SCHEMAS.items() if "channel_id" in s.attrs)


class _ModulePrinter:
    def __init__(self, mod: Msg):
        self.mod = mod
        self.comps = mod.get("computations")
        self.comp_by_id = {c.get("id"): c for c in self.comps}
        self.inst_names: dict[int, dict[int, str]] = {}
        self.shapes: dict[int, dict[int, Msg]] = {}

    def comp_name(self, cid: int) -> str:
        c = self.comp_by_id.get(cid)
        if c is None:
            raise _Unsupported(f"HloInstructionProto: called computation id {cid} does not exist")
        return "%" + c.get("name")

    # -- header --
    def text(self) -> str:
        mod = self.mod
        out = []
        header = ["HloModule " + mod.get("name")]
        sched = mod.get("schedule")
        if sched is not None and sched.get("sequences"):
            header.append("is_scheduled=true")
        mod.get("entry_computation_name")
        entry_id = mod.get("entry_computation_id")
        hps = mod.get("host_program_shape")
        if hps is not None and not _is_empty(hps):
            params = ", ".join(_shape(p) for p in hps.get("parameters"))
            hps.get("parameter_names")
            header.append(f"entry_computation_layout={{({params})->{_shape(hps.get('result'))}}}")
        ioa = mod.get("input_output_alias")
        if ioa is not None and ioa.get("entries"):
            parts = []
            for e in ioa.get("entries"):
                kind = _ALIAS_KINDS.get(e.get("kind"), "may-alias")
                parts.append(f"{_shape_index(e.get('output_shape_index'))}: ({e.get('parameter_number')}, "
                             f"{_shape_index(e.get('parameter_shape_index'))}, {kind})")
            header.append("input_output_alias={ " + ", ".join(parts) + " }")
        bd = mod.get("buffer_donor")
        if bd is not None and bd.get("entries"):
            parts = [f"({e.get('parameter_number')}, {_shape_index(e.get('parameter_shape_index'))})"
                     for e in bd.get("entries")]
            header.append("buffer_donor={ " + ", ".join(parts) + " }")
        da = mod.get("device_assignment")
        if da is not None:
            for cd in da.get("computation_devices"):      # device ids: not in XLA's text either
                _mark_all(cd)
            rc, cc = da.get("replica_count"), da.get("computation_count")
            if rc > 1:
                header.append(f"replica_count={rc}")
            if cc > 1:
                header.append(f"num_partitions={cc}")
        fa = mod.get("frontend_attributes")
        if fa is not None:
            t = _frontend_attributes(fa)
            if t:
                header.append("frontend_attributes=" + t)
        # Cross-program prefetches: XLA's text does not print them in the header; each one's
        # copy-start carries cross_program_prefetch_index.
        for p in mod.get("cross_program_prefetches"):
            _mark_all(p)
        if mod.get("is_dynamic"):
            header.append("is_dynamic=true")
        # Module fields XLA's text does not carry either (kept from failing the check).
        for name in ("id", "spmd_output_sharding", "spmd_parameters_shardings", "use_auto_spmd_partitioning",
                     "device_type", "pjrt_id"):
            mod.get(name)
        for name in ("spmd_output_sharding",):
            v = mod.fields.get(name)
            if v is not None:
                _sharding(v)
        for v in mod.fields.get("spmd_parameters_shardings", []):
            _sharding(v)
        out.append(", ".join(header))
        out.append("")
        sfi = mod.get("stack_frame_index")
        frames = False
        if sfi is not None and not _is_empty(sfi):
            frames = True
            out.extend(self.stack_frames(sfi))
        seqs = sched.get("sequences") if sched is not None else {}
        for c in self.print_order(entry_id):
            out.append(self.computation(c, c.get("id") == entry_id, seqs, frames))
            out.append("")
        _check_used(mod)
        return "\n".join(out)

    def print_order(self, entry_id: int) -> list[Msg]:
        """Computations in the order XLA's text printer uses (a post-order of the call graph, callees
        in the order their callers' instructions call them); the proto lists them sorted."""
        called = set()
        for c in self.comps:
            for i in c.fields.get("instructions", []):
                called.update(i.fields.get("called_computation_ids", []))
        order: list[Msg] = []
        seen: set[int] = set()

        def visit(cid: int) -> None:
            stack = [(cid, iter(self._callees(cid)))]
            seen.add(cid)
            while stack:
                top, it = stack[-1]
                for nxt in it:
                    if nxt not in seen and nxt in self.comp_by_id:
                        seen.add(nxt)
                        stack.append((nxt, iter(self._callees(nxt))))
                        break
                else:
                    stack.pop()
                    order.append(self.comp_by_id[top])

        roots = [c.fields.get("id", 0) for c in self.comps if c.fields.get("id", 0) not in called]
        for cid in roots:
            if cid not in seen:
                visit(cid)
        for c in self.comps:     # unreachable cycles (not valid HLO): keep them anyway
            if c.fields.get("id", 0) not in seen:
                visit(c.fields.get("id", 0))
        return order

    def _callees(self, cid: int) -> list[int]:
        out = []
        # XLA walks a computation's instruction list, which is in creation order: ids increase.
        insts = sorted(self.comp_by_id[cid].fields.get("instructions", []), key=lambda i: i.fields.get("id", 0))
        for i in insts:
            out.extend(i.fields.get("called_computation_ids", []))
        return out

    def _ordered(self, c: Msg) -> list[Msg]:
        """A computation's instructions in print order: the schedule's, if it has one."""
        insts = c.fields.get("instructions", [])
        sched = self.mod.fields.get("schedule")
        seq = sched.fields.get("sequences", {}).get(c.fields.get("id", 0)) if sched is not None else None
        if seq is not None:
            by_id = {i.fields.get("id", 0): i for i in insts}
            ids = seq.fields.get("instruction_ids", [])
            if sorted(ids) == sorted(by_id):
                return [by_id[k] for k in ids]
        return insts

    def stack_frames(self, sfi: Msg) -> list[str]:
        out = []
        fns, funcs = sfi.get("file_names"), sfi.get("function_names")
        locs, frames = sfi.get("file_locations"), sfi.get("stack_frames")
        out.append("FileNames")
        out.extend(f"{k} {_quote(s)}" for k, s in enumerate(fns, 1))
        out.append("")
        out.append("FunctionNames")
        out.extend(f"{k} {_quote(s)}" for k, s in enumerate(funcs, 1))
        out.append("")
        out.append("FileLocations")
        for k, loc in enumerate(locs, 1):
            out.append(f"{k} {{file_name_id={loc.get('file_name_id')} function_name_id={loc.get('function_name_id')} "
                       f"line={loc.get('line')} end_line={loc.get('end_line')} column={loc.get('column')} "
                       f"end_column={loc.get('end_column')}}}")
        out.append("")
        out.append("StackFrames")
        for k, f in enumerate(frames, 1):
            out.append(f"{k} {{file_location_id={f.get('file_location_id')} "
                       f"parent_frame_id={f.get('parent_frame_id') + 1}}}")
        out.append("")
        out.append("")
        return out

    # -- computations --
    def computation(self, c: Msg, is_entry: bool, seqs: dict, frames: bool) -> str:
        name = c.get("name")
        insts = c.get("instructions")
        names = {i.get("id"): i.get("name") for i in insts}
        shapes = {i.get("id"): i.get("shape") for i in insts}
        by_id = {i.get("id"): i for i in insts}
        root_id = c.get("root_id")
        c.get("is_fusion_computation")
        ps = c.get("program_shape")
        params = sorted((i for i in insts if i.get("opcode") == "parameter"), key=lambda i: i.get("parameter_number"))
        sig_params = ", ".join(f"{p.get('name')}: {_shape(p.get('shape'), layout=False)}" for p in params)
        root = by_id.get(root_id)
        if root is None:
            raise _Unsupported(f"HloComputationProto {name}: root id {root_id} is not an instruction")
        if ps is not None:
            _mark_all(ps)      # restates the parameters and root
        head = f"{'ENTRY ' if is_entry else ''}%{name} ({sig_params}) -> {_shape(root.get('shape'), layout=False)}"
        thread = c.get("execution_thread")
        if thread and thread != "main":
            head += f", execution_thread={_quote(thread)}"
        seq = seqs.get(c.get("id"))
        if seq is not None:
            seq.get("instruction_ids")
        order = self._ordered(c)
        lines = [head + " {"]
        for inst in order:
            lines.append("  " + self.instruction(inst, names, shapes, inst.get("id") == root_id, frames))
        lines.append("}")
        return "\n".join(lines)

    def instruction(self, inst: Msg, names: dict, shapes: dict, is_root: bool, frames: bool) -> str:
        op = inst.get("opcode")
        name = inst.get("name")
        where = f" (instruction {name})"
        try:
            text = self._instruction(inst, op, name, names, shapes, is_root, frames)
        except _Unsupported as e:
            raise _Unsupported(f"{e}{where}") from None
        _check_used(inst, where)
        return text

    def _instruction(self, inst, op, name, names, shapes, is_root, frames) -> str:
        for n in _NOT_PRINTED:
            inst.get(n)
        shape = inst.get("shape")
        ops = []
        for oid in inst.get("operand_ids"):
            if oid not in names:
                raise _Unsupported(f"operand id {oid} is not an instruction of the computation")
            ops.append("%" + names[oid])
        attrs: list[tuple[str, str]] = []
        called = inst.get("called_computation_ids")
        inside = ", ".join(ops)
        if op == "parameter":
            inside = str(inst.get("parameter_number"))
        elif op == "constant":
            lit = inst.get("literal")
            if lit is None:
                raise _Unsupported("a constant without a literal")
            inside = _literal(lit, shape)
        # opcode-specific attributes, in XLA's order
        dims = inst.get("dimensions")
        if op == "iota":
            attrs.append(("iota_dimension", str(dims[0] if dims else 0)))
        elif op == "get-tuple-element":
            attrs.append(("index", str(inst.get("tuple_index"))))
        elif op in _ALWAYS_DIMS or dims:
            if op not in ("custom-call",):
                attrs.append(("dimensions", "{" + _ints(dims) + "}"))
            elif dims:
                raise _Unsupported("HloInstructionProto field 14 (dimensions) on a custom-call is not supported")
        if op == "get-tuple-element":
            pass
        else:
            inst.get("tuple_index")
        if op == "sort" and inst.get("is_stable"):
            attrs.append(("is_stable", "true"))
        if op == "reduce-precision" or inst.has("exponent_bits"):
            attrs.append(("exponent_bits", str(inst.get("exponent_bits"))))
            attrs.append(("mantissa_bits", str(inst.get("mantissa_bits"))))
        sd = inst.get("slice_dimensions")
        if sd:
            parts = []
            for s in sd:
                st = s.get("stride")
                parts.append(f"[{s.get('start')}:{s.get('limit')}{':' + str(st) if st != 1 else ''}]")
            attrs.append(("slice", "{" + ", ".join(parts) + "}"))
        dss = inst.get("dynamic_slice_sizes")
        if dss or op == "dynamic-slice":
            attrs.append(("dynamic_slice_sizes", "{" + _ints(dss) + "}"))
        pc = inst.get("padding_config")
        if pc is not None:
            pd = pc.get("dimensions")
            interior = any(d.get("interior_padding") for d in pd)
            attrs.append(("padding", "x".join(
                f"{d.get('edge_padding_low')}_{d.get('edge_padding_high')}"
                + (f"_{d.get('interior_padding')}" if interior else "") for d in pd)))
        if op == "fft":
            attrs.append(("fft_type", _FFT_TYPES.get(inst.get("fft_type"), str(inst.get("fft_type")))))
            attrs.append(("fft_length", "{" + _ints(inst.get("fft_length")) + "}"))
        if op == "compare":
            attrs.append(("direction", inst.get("comparison_direction")))
            ct = inst.get("comparison_type")
            first = inst.get("operand_ids")[:1]
            et = None
            if first and shapes.get(first[0]) is not None:
                et = PRIMITIVE_TYPES.get(shapes[first[0]].fields.get("element_type", 0))
            if ct and (et is None or ct != _default_comparison_type(et)):
                attrs.append(("type", ct))
        if op in ("rng",):
            attrs.append(("distribution", _DISTRIBUTIONS.get(inst.get("distribution"), "rng_invalid")))
        if op == "rng-bit-generator":
            attrs.append(("algorithm", _RNG_ALGORITHMS.get(inst.get("rng_algorithm"), "rng_default")))
        if op == "rng-get-and-update-state":
            attrs.append(("delta", str(inst.get("delta"))))
        if op in ("batch-norm-training", "batch-norm-inference", "batch-norm-grad"):
            attrs.append(("epsilon", _f32_text(inst.get("epsilon"))))
            attrs.append(("feature_index", str(inst.get("feature_index"))))
        if op == "triangular-solve":
            o = inst.get("triangular_solve_options")
            if o is None:
                raise _Unsupported("triangular-solve without options")
            attrs.append(("left_side", "true" if o.get("left_side") else "false"))
            attrs.append(("lower", "true" if o.get("lower") else "false"))
            attrs.append(("unit_diagonal", "true" if o.get("unit_diagonal") else "false"))
            attrs.append(("transpose_a", _TRANSPOSE.get(o.get("transpose_a"), "NO_TRANSPOSE")))
        if op == "cholesky":
            o = inst.get("cholesky_options")
            attrs.append(("lower", "true" if o is not None and o.get("lower") else "false"))
        if op == "topk":
            attrs.append(("k", str(inst.get("k"))))
            attrs.append(("largest", "true" if inst.get("largest") else "false"))
        # windows / convolutions / dots
        w = inst.get("window")
        if w is not None and op != "custom-call" and w.get("dimensions"):
            attrs.append(("window", _window(w)))
        cdn = inst.get("convolution_dimension_numbers")
        if cdn is not None and op != "custom-call":
            attrs.append(("dim_labels", _dim_labels(cdn)))
        fgc, bgc = inst.get("feature_group_count"), inst.get("batch_group_count")
        if fgc not in (0, 1):
            attrs.append(("feature_group_count", str(fgc)))
        if bgc not in (0, 1):
            attrs.append(("batch_group_count", str(bgc)))
        ddn = inst.get("dot_dimension_numbers")
        if ddn is not None:
            if ddn.get("lhs_batch_dimensions"):
                attrs.append(("lhs_batch_dims", "{" + _ints(ddn.get("lhs_batch_dimensions")) + "}"))
            attrs.append(("lhs_contracting_dims", "{" + _ints(ddn.get("lhs_contracting_dimensions")) + "}"))
            if ddn.get("rhs_batch_dimensions"):
                attrs.append(("rhs_batch_dims", "{" + _ints(ddn.get("rhs_batch_dimensions")) + "}"))
            attrs.append(("rhs_contracting_dims", "{" + _ints(ddn.get("rhs_contracting_dimensions")) + "}"))
        if op != "custom-call":
            attrs.extend(_precision_attrs(inst.get("precision_config")))
        gdn = inst.get("gather_dimension_numbers")
        if gdn is not None:
            attrs.append(("offset_dims", "{" + _ints(gdn.get("offset_dims")) + "}"))
            attrs.append(("collapsed_slice_dims", "{" + _ints(gdn.get("collapsed_slice_dims")) + "}"))
            attrs.append(("start_index_map", "{" + _ints(gdn.get("start_index_map")) + "}"))
            if gdn.get("operand_batching_dims") or gdn.get("start_indices_batching_dims"):
                attrs.append(("operand_batching_dims", "{" + _ints(gdn.get("operand_batching_dims")) + "}"))
                attrs.append(("start_indices_batching_dims",
                              "{" + _ints(gdn.get("start_indices_batching_dims")) + "}"))
            attrs.append(("index_vector_dim", str(gdn.get("index_vector_dim"))))
            attrs.append(("slice_sizes", "{" + _ints(inst.get("gather_slice_sizes")) + "}"))
        sdn = inst.get("scatter_dimension_numbers")
        if sdn is not None:
            attrs.append(("update_window_dims", "{" + _ints(sdn.get("update_window_dims")) + "}"))
            attrs.append(("inserted_window_dims", "{" + _ints(sdn.get("inserted_window_dims")) + "}"))
            attrs.append(("scatter_dims_to_operand_dims",
                          "{" + _ints(sdn.get("scatter_dims_to_operand_dims")) + "}"))
            if sdn.get("input_batching_dims") or sdn.get("scatter_indices_batching_dims"):
                attrs.append(("input_batching_dims", "{" + _ints(sdn.get("input_batching_dims")) + "}"))
                attrs.append(("scatter_indices_batching_dims",
                              "{" + _ints(sdn.get("scatter_indices_batching_dims")) + "}"))
            attrs.append(("index_vector_dim", str(sdn.get("index_vector_dim"))))
        if inst.get("indices_are_sorted"):
            attrs.append(("indices_are_sorted", "true"))
        if inst.get("unique_indices"):
            attrs.append(("unique_indices", "true"))
        # collectives
        if op in _CHANNEL_OPS or inst.get("channel_id") > 0:
            cid = inst.get("channel_id")
            if cid > 0:
                attrs.append(("channel_id", str(cid)))
        if op in _COLLECTIVES:
            attrs.append(("replica_groups", _replica_groups(inst)))
        elif (inst.get("replica_groups") or not _is_empty(inst.get("collective_device_list") or Msg("ReplicaGroup"))
              or inst.get("iota_collective_device_list") is not None
              or inst.get("mesh_axes_replica_group_list") is not None):
            if (inst.get("replica_groups") or
                    any(inst.has(n) and not _is_empty(inst.fields[n])
                        for n in ("collective_device_list", "iota_collective_device_list",
                                  "mesh_axes_replica_group_list"))):
                attrs.append(("replica_groups", _replica_groups(inst)))
        if inst.get("constrain_layout") and op != "custom-call":
            attrs.append(("constrain_layout", "true"))
        if inst.get("use_global_device_ids"):
            attrs.append(("use_global_device_ids", "true"))
        stp = inst.get("source_target_pairs")
        if stp or op in ("collective-permute", "collective-permute-start"):
            attrs.append(("source_target_pairs",
                          "{" + ",".join(f"{{{p.get('source')},{p.get('target')}}}" for p in stp) + "}"))
        if inst.get("is_host_transfer"):
            attrs.append(("is_host_transfer", "true"))
        if op == "copy-start" and inst.has("cross_program_prefetch_index"):
            attrs.append(("cross_program_prefetch_index", str(inst.get("cross_program_prefetch_index"))))
        else:
            inst.get("is_cross_program_prefetch")
        # custom calls
        if op == "custom-call":
            if w is not None and w.get("dimensions"):
                attrs.append(("window", _window(w)))
            if cdn is not None:
                attrs.append(("dim_labels", _dim_labels(cdn)))
            attrs.extend(_precision_attrs(inst.get("precision_config")))
            attrs.append(("custom_call_target", _quote(inst.get("custom_call_target"))))
            if inst.get("constrain_layout"):
                attrs.append(("operand_layout_constraints",
                              "{" + ", ".join(_shape(s) for s in inst.get("operand_shapes_with_layout")) + "}"))
            else:
                inst.get("operand_shapes_with_layout")
            if inst.get("custom_call_has_side_effect"):
                attrs.append(("custom_call_has_side_effect", "true"))
            lit = inst.get("literal")
            if lit is not None:
                attrs.append(("literal", "(" + _literal(lit, lit.get("shape") or shape) + ")"))
            sch = inst.get("custom_call_schedule")
            if sch:
                attrs.append(("schedule", _SCHEDULES.get(sch, str(sch))))
            av = inst.get("custom_call_api_version")
            if av not in (0, 1):
                attrs.append(("api_version", _API_VERSIONS.get(av, str(av))))
            if inst.get("padding_type"):
                raise _Unsupported("HloInstructionProto field 75 (padding_type) is not supported")
        ooa = inst.get("output_operand_aliasing")
        if ooa:
            parts = [f"{_shape_index(a.get('output_shape_index'))}: ({a.get('operand_index')}, "
                     f"{_shape_index(a.get('operand_shape_index'))})" for a in ooa]
            attrs.append(("output_to_operand_aliasing", "{" + ", ".join(parts) + "}"))
        if op == "fusion":
            fk = inst.get("fusion_kind")
            attrs.append(("kind", fk))
        if inst.get("infeed_config") or op == "infeed":
            attrs.append(("infeed_config", _quote(inst.get("infeed_config").decode("latin-1"))))
        if inst.get("outfeed_config") or op == "outfeed":
            attrs.append(("outfeed_config", _quote(inst.get("outfeed_config").decode("latin-1"))))
        if op == "outfeed":
            os_ = inst.get("outfeed_shape")
            if os_ is not None:
                attrs.append(("outfeed_shape", _shape(os_)))
        pr = inst.get("parameter_replication")
        if pr is not None and pr.get("replicated_at_leaf_buffers"):
            attrs.append(("parameter_replication",
                          "{" + ",".join("true" if b else "false" for b in pr.get("replicated_at_leaf_buffers")) + "}"))
        # called computations
        if called:
            cn = [self.comp_name(k) for k in called]
            if op == "while":
                attrs.append(("condition", cn[1] if len(cn) > 1 else cn[0]))
                attrs.append(("body", cn[0]))
            elif op == "select-and-scatter":
                attrs.append(("select", cn[0]))
                attrs.append(("scatter", cn[1]))
            elif op == "conditional":
                first = inst.get("operand_ids")[:1]
                pred = first and shapes.get(first[0]) is not None and shapes[first[0]].fields.get("element_type") == 1
                if pred and len(cn) == 2:
                    attrs.append(("true_computation", cn[0]))
                    attrs.append(("false_computation", cn[1]))
                else:
                    attrs.append(("branch_computations", "{" + ", ".join(cn) + "}"))
            elif op in _TO_APPLY and len(cn) == 1:
                attrs.append(("to_apply", cn[0]))
            elif op == "custom-call":
                attrs.append(("called_computations", "{" + ", ".join(cn) + "}"))
            elif len(cn) == 1:
                attrs.append(("calls", cn[0]))
            else:
                attrs.append(("calls", "{" + ", ".join(cn) + "}"))
        if inst.get("is_composite"):
            attrs.append(("is_composite", "true"))
        thread = inst.get("async_execution_thread")
        if thread and thread != "main":
            attrs.append(("async_execution_thread", _quote(thread)))
        sh = inst.get("sharding")
        if sh is not None:
            attrs.append(("sharding", _sharding(sh)))
        for n in ("domain_entry_sharding", "domain_exit_sharding"):
            if inst.has(n):
                raise _Unsupported(f"HloInstructionProto field {inst.numbers[n]} ({n}: kDomain) is not supported")
        fa = inst.get("frontend_attributes")
        if fa is not None:
            t = _frontend_attributes(fa)
            if t:
                attrs.append(("frontend_attributes", t))
        cp = inst.get("control_predecessor_ids")
        if cp:
            attrs.append(("control-predecessors", "{" + ", ".join("%" + names[k] for k in cp) + "}"))
        sv = inst.get("statistics_viz")
        if sv is not None and sv.get("statistics"):
            parts = [f"visualizing_index={sv.get('stat_index_to_visualize')}"]
            parts += [f"{s.get('stat_name')}={_float_text(s.get('stat_val'))}" for s in sv.get("statistics")]
            attrs.append(("statistics", "{" + ",".join(parts) + "}"))
        elif sv is not None:
            sv.get("stat_index_to_visualize")
        ra = inst.get("result_accuracy")
        if ra is not None and not _is_empty(ra):
            tol = ra.get("tolerance")
            if tol is not None:
                attrs.append(("result_accuracy", f"{{tolerance={{atol={_float_text(tol.get('atol'))},"
                                                  f"rtol={_float_text(tol.get('rtol'))},ulps={tol.get('ulps')}}}}}"))
            else:
                mode = {0: "default", 1: "highest"}.get(ra.get("mode"), "?")
                attrs.append(("result_accuracy", "{mode=" + mode + "}"))
        md = inst.get("metadata")
        if md is not None:
            t = _metadata(md, frames)
            if t:
                attrs.append(("metadata", t))
        bc = inst.get("backend_config")
        if bc:
            s = bc.decode("utf-8", errors="surrogateescape")
            attrs.append(("backend_config", s if _is_json_dict(s) else _quote(s)))
        sp = inst.get("sparsity_config")
        if sp is not None and not _is_empty(sp):
            raise _Unsupported("HloInstructionProto field 98 (sparsity_config) is not supported")
        head = f"{'ROOT ' if is_root else ''}%{name} = {_shape(shape)} {op}({inside})"
        if attrs:
            head += ", " + ", ".join(f"{k}={v}" for k, v in attrs)
        return head
