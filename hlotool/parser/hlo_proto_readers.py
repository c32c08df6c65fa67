"""A binary HLO proto instruction's attributes (hlotool.parser.hlo_proto_ir reads a module with them): the attribute
values' conversions (metadata, shardings, windows, ...) and a reader per attribute (``READERS``: the proto fields it
reads and how it types them), put together per opcode and instruction kind in a plan (``Plan``)."""
from __future__ import annotations

import functools
import math
import struct
from typing import Any, Callable

from ..attributes import SCHEMAS, missing_message, schema_of
from ..ir.device_groups import IotaList
from ..ir.literals import ShapedLiteral
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
    SliceSpec,
    Window,
    WindowDim,
    Word,
)
from ..sharding.model import Sharding
from .hlo_proto_schema import (
    SCHEMA,
    message_class,
)
from .hlo_proto_values import (
    ACCURACY_MODES,
    API_VERSIONS,
    DISTRIBUTIONS,
    DOT_ALGORITHMS,
    FFT_TYPES,
    PRECISIONS,
    PROFILE_TYPES,
    RNG_ALGORITHMS,
    SCHEDULES,
    SHARDING_TYPES,
    TRANSPOSES,
    Unsupported,
    enum,
    literal,
    refuse,
)

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
    refuse(md, ("profile_info", "metadata_payload"))
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
        items.append(KeyValue("profile_type", Braced(tuple(Word(PROFILE_TYPES.get(x, str(x)))
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


def frontend_attributes(fa) -> FrontendAttributes | None:
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


def sharding(sh, with_metadata: bool = True) -> Sharding:
    refuse(sh, ("named_sharding",))
    kind = enum(SHARDING_TYPES, sh.type, "OpSharding.type")
    if kind == "tuple":
        return Sharding("tuple", elements=tuple(sharding(s, with_metadata) for s in sh.tuple_shardings))
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
                    last_tile_dims=tuple(enum(SHARDING_TYPES, t, "OpSharding.last_tile_dims")
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


def index(xs) -> Braced:
    return Braced(tuple(xs))


def _aliasing(entries) -> Braced | None:
    if not entries:
        return None
    return Braced(tuple(Pair(index(a.output_shape_index), ":", Paren((a.operand_index, index(a.operand_shape_index))))
                        for a in entries))


def _replica_groups(c: Ctx):
    inst = c.inst
    if inst.HasField("mesh_axes_replica_group_list"):
        raise Unsupported("HloInstructionProto field 93 (mesh_axes_replica_group_list) is not supported")
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
class Ctx:
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
                    raise Unsupported(f"called computation id {cid} does not exist")
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


def _comparison_type(c: Ctx):
    ct = c.inst.comparison_type
    et = c.operand_type()
    return Word(ct) if ct and (et is None or ct != _default_comparison_type(et)) else None


def _dimensions(c: Ctx):
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
    def read(c: Ctx):
        refs = c.called_refs()
        return refs[positions[0]] if len(positions) == 1 and len(refs) > positions[0] else None
    return read


def _branches(kind: str):
    def read(c: Ctx):
        refs = c.called_refs()
        pred = c.operand_type() == "pred" and len(refs) == 2
        if kind == "branches":
            return None if pred else tuple(refs)
        return refs[0 if kind == "true" else 1] if pred else None
    return read


def _to_apply(c: Ctx):
    refs = c.called_refs()
    if c.op == "custom-call" or len(refs) != 1:
        return None
    return refs[0]


def _calls(c: Ctx):
    refs = c.called_refs()
    if not refs or c.op in _CALLS_ELSEWHERE:
        return None
    return refs[0] if len(refs) == 1 else tuple(refs)


# Opcodes whose called computations another attribute names.
_CALLS_ELSEWHERE = frozenset(op for op, s in SCHEMAS.items()
                             if any(k in s.attrs for k in ("to_apply", "condition", "select", "branch_computations",
                                                           "called_computations"))) - {"async-start"}


def _precision(c: Ctx):
    ops = c.inst.precision_config.operand_precision
    return Braced(tuple(Word(enum(PRECISIONS, p, "PrecisionConfig.operand_precision")) for p in ops)) \
        if any(ops) else None


def _algorithm(c: Ctx):
    if c.op == "rng-bit-generator":
        return Word(enum(RNG_ALGORITHMS, c.inst.rng_algorithm, "rng_algorithm"))
    alg = c.inst.precision_config.algorithm
    if not alg:
        return None
    if alg >= len(DOT_ALGORITHMS):
        raise Unsupported(f"PrecisionConfig.algorithm {alg} is not supported")
    return Word(DOT_ALGORITHMS[alg])


def _literal_attr(c: Ctx):
    if not c.inst.HasField("literal"):
        return None
    lit = c.inst.literal
    return ShapedLiteral(literal(lit, c.shapes.shape(lit.shape) if lit.HasField("shape") else c.shape, c.shapes))


def _control_predecessors(c: Ctx):
    ids = c.inst.control_predecessor_ids
    if not ids:
        return None
    names = []
    for k in ids:
        p = c.by_id.get(k)
        if p is None:
            raise Unsupported(f"control predecessor id {k} is not an instruction of the computation")
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
    return Braced((KeyValue("mode", Word(enum(ACCURACY_MODES, ra.mode, "ResultAccuracy.mode"))),)) \
        if ra.mode else None


def _backend_config(raw: bytes):
    if not raw:
        return None
    s = raw.decode("utf-8", errors="surrogateescape")
    return BackendConfig(s, "braced" if _is_json_dict(s) else "string")


def _sparsity_config(c: Ctx):
    if c.inst.sparsity_config.ByteSize():
        raise Unsupported("HloInstructionProto field 98 (sparsity_config) is not supported")
    return None


def _braced_if(xs) -> Braced | None:
    return Braced(tuple(xs)) if xs else None


def _dot(c: Ctx):
    return c.inst.dot_dimension_numbers


def _gather(c: Ctx):
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

    def __call__(self, c: Ctx):
        if self.is_message and not c.inst.HasField(self.field):
            return None
        return self.make(getattr(c.inst, self.field))


_INSTRUCTION_FIELDS = {name: (num, typ) for num, (name, typ, _) in SCHEMA["HloInstructionProto"].items()}

# attribute -> (the HloInstructionProto fields it reads, the reader: its value, or None where XLA prints none).
Reader = Callable[[Ctx], Any]
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
    "fft_type": (("fft_type",), lambda c: Word(enum(FFT_TYPES, c.inst.fft_type, "fft_type"))),
    "fft_length": (("fft_length",), lambda c: tuple(c.inst.fft_length)),
    "direction": (("comparison_direction",), lambda c: Word(c.inst.comparison_direction)),
    "type": (("comparison_type",), _comparison_type),
    "distribution": (("distribution",), lambda c: Word(enum(DISTRIBUTIONS, c.inst.distribution, "distribution"))),
    "algorithm": (("precision_config", "rng_algorithm"), _algorithm),
    "delta": (("delta",), lambda c: c.inst.delta),
    "epsilon": (("epsilon",), lambda c: _f32(c.inst.epsilon)),
    "feature_index": (("feature_index",), lambda c: c.inst.feature_index),
    "left_side": ((_TRIANGULAR,), lambda c: c.inst.triangular_solve_options.left_side),
    "lower": ((_TRIANGULAR, "cholesky_options"), lambda c: (c.inst.triangular_solve_options if c.op ==
                                                            "triangular-solve" else c.inst.cholesky_options).lower),
    "unit_diagonal": ((_TRIANGULAR,), lambda c: c.inst.triangular_solve_options.unit_diagonal),
    "transpose_a": ((_TRIANGULAR,), lambda c: Word(enum(TRANSPOSES, c.inst.triangular_solve_options.transpose_a,
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
    "schedule": (("custom_call_schedule",), lambda c: Word(enum(SCHEDULES, c.inst.custom_call_schedule, "schedule"))
                 if c.inst.custom_call_schedule else None),
    "api_version": (("custom_call_api_version",), lambda c: Word(enum(
        API_VERSIONS, c.inst.custom_call_api_version, "api_version")) if c.inst.custom_call_api_version > 1 else None),
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
    "sharding": (("sharding",), _OfField("sharding", sharding)),
    "frontend_attributes": (("frontend_attributes",), _OfField("frontend_attributes", frontend_attributes)),
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
def field_descriptors() -> dict:
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
    by_name = field_descriptors()
    return keys, frozenset(by_name[f] for f in fields)


# A plan's steps, one per attribute the instruction has, in XLA's printing order: (key, how, what, required).
# how: CONSTANT (what: the value), SHARED (what: an _OfField reader), _READ (what: a reader).
CONSTANT, _READ, SHARED = 0, 1, 2
# Attributes whose value depends on more than the instruction's own fields: its operands' types, its
# computation's instructions.
_OF_CONTEXT = frozenset({"type", "true_computation", "false_computation", "branch_computations",
                         "control-predecessors"})
PLANS: dict[tuple, "Plan"] = {}


class Plan:
    """How to read an ``op`` instruction whose set fields are ``present`` (descriptors): the reader of each
    attribute with a field set; for one without, its value where XLA prints one anyway (``index=0``,
    ``dimensions={}``...), made once here. Raises for a set field that no reader of ``op`` reads, for a
    required attribute with none of its fields set, a missing shape or literal. Instructions of one opcode
    have a few such field sets, so a module makes a few dozen plans (``PLANS``).

    ``of_context``: whether an attribute it reads depends on more than the instruction's fields."""
    __slots__ = ("steps", "of_context", "literal")

    def __init__(self, op: str, present):
        keys, read = _attributes_of(op)
        for fd in present:
            if fd not in read:
                raise Unsupported(f"HloInstructionProto field {fd.number} ({fd.name}) is not supported on {op}",
                                   fd.name)
        by_name = field_descriptors()
        if by_name["shape"] not in present:
            raise Unsupported("an instruction without a shape")
        self.literal = by_name["literal"] in present
        if op == "constant" and not self.literal:
            raise Unsupported("a constant without a literal")
        if self.literal and op not in ("constant", "custom-call"):
            raise Unsupported(f"HloInstructionProto field 8 (literal) is not supported on {op}", "literal")
        schema = schema_of(op)
        required = schema.required if schema is not None else ()
        steps: list[tuple[str, int, Any, bool]] = []     # what: Any, as `how` says which it is (above)
        absent = None
        for key in keys:
            names, reader = READERS[key]
            if any(by_name[n] in present for n in names):
                steps.append((key, SHARED if reader.__class__ is _OfField else _READ, reader, key in required))
                continue
            if schema is None:       # an opcode hlotool does not know: no attribute it prints without fields
                continue
            if absent is None:       # an instruction with none of the attribute's fields set
                absent = Ctx(None, {}, None)
                absent.inst, absent.op = message_class("HloInstructionProto")(), op
            value = reader(absent)
            if value is not None:
                steps.append((key, CONSTANT, value, False))
            elif key in required:
                raise Unsupported(missing_message(op, key))
        self.steps = tuple(steps)
        self.of_context = any(how == _READ and key in _OF_CONTEXT for key, how, _, _ in steps)
