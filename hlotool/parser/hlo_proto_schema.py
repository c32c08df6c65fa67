"""A small protobuf wire-format decoder and the schema of XLA's HLO protos that hlotool reads.

Written for hlotool (no generated code, no protobuf runtime). Field numbers follow XLA's
``xla/service/hlo.proto`` and ``xla/xla_data.proto``.

``decode(data, "HloModuleProto")`` returns a :class:`Msg`: the fields present on the wire, by
name (repeated fields as lists, maps as dicts). A field number the schema does not list, or a
field with the wrong wire type, raises :class:`ProtoDecodeError` naming the message type and
the field number: hlotool never drops what it does not understand.

Proto3 semantics: scalar fields absent on the wire are absent from ``Msg.fields``;
``Msg.get(name)`` returns the proto3 default for them.
"""
from __future__ import annotations

import struct

__all__ = ["ProtoDecodeError", "Msg", "decode", "SCHEMA"]


class ProtoDecodeError(ValueError):
    """Bytes that are not a well-formed message of the expected type."""

    def __init__(self, message: str, offset: int | None = None):
        self.offset = offset
        super().__init__(message if offset is None else f"{message} (at byte {offset})")


# Scalar types: name -> wire type expected when not packed.
_VARINT = ("int64", "int32", "uint64", "uint32", "bool", "enum", "sint64", "sint32")
_WIRE = {**{t: 0 for t in _VARINT}, "double": 1, "fixed64": 1, "float": 5, "fixed32": 5,
         "string": 2, "bytes": 2}

# Field spec: number -> (name, type, repeated). type: a scalar type above, "map<K,V>" or the
# name of a message in SCHEMA. Written compactly: "name:type" and a trailing "*" if repeated.


def _m(**fields: str) -> dict:
    out = {}
    for key, spec in fields.items():
        num = int(key[1:])
        name, typ = spec.split(":", 1)
        rep = typ.endswith("*")
        out[num] = (name, typ.rstrip("*"), rep)
    return out


SCHEMA: dict[str, dict[int, tuple[str, str, bool]]] = {
    # ---- xla/xla_data.proto ----
    "PaddingConfig": _m(f1="dimensions:PaddingConfigDimension*"),
    "PaddingConfigDimension": _m(f1="edge_padding_low:int64", f2="edge_padding_high:int64",
                                 f3="interior_padding:int64"),
    "TileProto": _m(f1="dimensions:int64*"),
    "SplitConfigProto": _m(f1="dimension:int64", f2="split_indices:int64*"),
    "LayoutProto": _m(f1="minor_to_major:int64*", f6="tiles:TileProto*", f7="element_size_in_bits:int64",
                      f8="memory_space:int64", f9="dim_level_types:enum*", f10="physical_shape:ShapeProto",
                      f11="index_primitive_type:enum", f12="pointer_primitive_type:enum",
                      f13="dim_unique:bool*", f14="dim_ordered:bool*",
                      f15="dynamic_shape_metadata_prefix_bytes:int64",
                      f16="tail_padding_alignment_in_elements:int64", f17="split_configs:SplitConfigProto*"),
    "ShapeProto": _m(f2="element_type:enum", f3="dimensions:int64*", f4="tuple_shapes:ShapeProto*",
                     f5="layout:LayoutProto", f6="is_dynamic_dimension:bool*"),
    "ProgramShapeProto": _m(f1="parameters:ShapeProto*", f2="result:ShapeProto", f3="parameter_names:string*"),
    "OpMetadata": _m(f1="op_type:string", f2="op_name:string", f3="source_file:string", f4="source_line:int32",
                     f5="profile_type:enum*", f8="size_of_generated_code_in_bytes:int64",
                     f9="size_of_memory_working_set_in_bytes:int64", f10="profile_info:OpMetadataProfileInfo",
                     f12="deduplicated_name:string", f15="stack_frame_id:int32", f16="scheduling_name:string",
                     f17="source_end_line:int32", f18="source_column:int32", f19="source_end_column:int32",
                     f20="metadata_payload:Payload"),
    "Payload": _m(f1="value:bytes", f2="id:int64"),
    "OpMetadataProfileInfo": _m(f1="profile_type:enum*", f2="relative_speedup:double", f3="profile_source:enum",
                                f4="compilation_event:enum", f5="profile_generation_strategy:enum"),
    "DeviceAssignmentProto": _m(f1="replica_count:int32", f2="computation_count:int32",
                                f3="computation_devices:ComputationDevice*"),
    "ComputationDevice": _m(f1="replica_device_ids:int64*"),
    "LiteralProto": _m(f1="shape:ShapeProto", f2="preds:bool*", f30="s1s:bytes", f26="s2s:bytes", f21="s4s:bytes",
                       f15="s8s:bytes", f31="u1s:bytes", f27="u2s:bytes", f22="u4s:bytes", f3="u8s:bytes",
                       f4="s32s:int32*", f5="s64s:int64*", f6="u32s:uint32*", f7="u64s:uint64*",
                       f8="f32s:float*", f9="f64s:double*", f12="c64s:float*", f18="c128s:double*",
                       f10="tuple_literals:LiteralProto*", f11="f16s:bytes", f13="bf16s:bytes",
                       f16="u16s:bytes", f17="s16s:bytes", f32="f4e2m1fns:bytes", f29="f8e3m4s:bytes",
                       f23="f8e4m3b11fnuzs:bytes", f20="f8e4m3fns:bytes", f25="f8e4m3fnuzs:bytes",
                       f28="f8e4m3s:bytes", f24="f8e5m2fnuzs:bytes", f19="f8e5m2s:bytes",
                       f33="f8e8m0fnus:bytes", f14="sparse_indices:int64*", f34="dynamic_sizes:int32*",
                       f35="f6e3m2fns:bytes", f36="f6e2m3fns:bytes"),
    "WindowDimension": _m(f1="size:int64", f2="stride:int64", f3="padding_low:int64", f4="padding_high:int64",
                          f5="window_dilation:int64", f6="base_dilation:int64", f7="window_reversal:bool"),
    "Window": _m(f1="dimensions:WindowDimension*"),
    "GatherDimensionNumbers": _m(f1="offset_dims:int64*", f2="collapsed_slice_dims:int64*",
                                 f3="start_index_map:int64*", f4="index_vector_dim:int64",
                                 f5="operand_batching_dims:int64*", f6="start_indices_batching_dims:int64*"),
    "ScatterDimensionNumbers": _m(f1="update_window_dims:int64*", f2="inserted_window_dims:int64*",
                                  f3="scatter_dims_to_operand_dims:int64*", f4="index_vector_dim:int64",
                                  f5="input_batching_dims:int64*", f6="scatter_indices_batching_dims:int64*"),
    "ConvolutionDimensionNumbers": _m(
        f7="input_batch_dimension:int64", f8="input_feature_dimension:int64",
        f11="input_spatial_dimensions:int64*", f3="kernel_input_feature_dimension:int64",
        f4="kernel_output_feature_dimension:int64", f6="kernel_spatial_dimensions:int64*",
        f9="output_batch_dimension:int64", f10="output_feature_dimension:int64",
        f12="output_spatial_dimensions:int64*"),
    "DotDimensionNumbers": _m(f1="lhs_contracting_dimensions:int64*", f2="rhs_contracting_dimensions:int64*",
                              f3="lhs_batch_dimensions:int64*", f4="rhs_batch_dimensions:int64*"),
    "RaggedDotDimensionNumbers": _m(f1="dot_dimension_numbers:DotDimensionNumbers",
                                    f2="lhs_ragged_dimensions:int64*", f3="rhs_group_dimensions:int64*"),
    "TriangularSolveOptions": _m(f1="left_side:bool", f2="lower:bool", f3="unit_diagonal:bool",
                                 f4="transpose_a:enum"),
    "CholeskyOptions": _m(f1="lower:bool"),
    "FrontendAttributes": _m(f1="map:map<string,string>"),
    "Statistic": _m(f1="stat_name:string", f2="stat_val:double"),
    "StatisticsViz": _m(f1="stat_index_to_visualize:int64", f2="statistics:Statistic*"),
    "MeshAxis": _m(f1="name:string", f2="size:int64"),
    "MeshProto": _m(f1="axes:MeshAxis*", f2="device_ids:int64*", f3="iota_transform:MeshIotaTransform"),
    "MeshIotaTransform": _m(f1="reshape_dims:int64*", f2="transpose_perm:int64*"),
    "MeshAxesReplicaGroupListProto": _m(f1="mesh:MeshProto", f2="axes:AxisRefProto*"),
    "TensorSparsityConfig": _m(f1="num_non_zero:int64", f2="block_size:int64", f3="dimension:int64",
                               f4="stride:int64"),
    "SparsityConfig": _m(f1="lhs:TensorSparsityConfig", f2="rhs:TensorSparsityConfig"),
    "SubAxis": _m(f1="pre_size:int64", f2="size:int64"),
    "AxisRefProto": _m(f1="mesh_axis_index:int64", f2="sub_axis_info:SubAxis"),
    "DimensionSharding": _m(f1="axes:AxisRefProto*", f2="is_closed:bool"),
    "NamedShardingProto": _m(f1="tuple_shardings:NamedShardingProto*", f2="mesh:MeshProto",
                             f3="dim_shardings:DimensionSharding*", f4="replicated_axes:AxisRefProto*",
                             f5="unreduced_axes:AxisRefProto*", f6="metadata:OpMetadata*",
                             f7="manual_axes:AxisRefProto*"),
    "OpSharding": _m(f1="type:enum", f2="tile_shape:ShapeProto", f3="tile_assignment_dimensions:int64*",
                     f4="tile_assignment_devices:int64*", f5="tuple_shardings:OpSharding*",
                     f6="replicate_on_last_tile_dim:bool", f7="metadata:OpMetadata*", f8="last_tile_dims:enum*",
                     f9="iota_reshape_dims:int64*", f10="iota_transpose_perm:int32*", f11="is_shard_group:bool",
                     f12="shard_group_id:int64", f13="shard_group_type:enum",
                     f14="named_sharding:NamedShardingProto"),
    "ReplicaGroup": _m(f1="replica_ids:int64*"),
    "IotaReplicaGroupListProto": _m(f1="num_replica_groups:int64", f2="num_devices_per_group:int64",
                                    f3="iota_reshape_dims:int64*", f4="iota_transpose_perm:int32*"),
    "CollectiveDeviceListProto": _m(f1="replica_groups:ReplicaGroup*",
                                    f2="iota_replica_group_list:IotaReplicaGroupListProto"),
    "SourceTarget": _m(f1="source:int64", f2="target:int64"),
    "ResultAccuracyTolerance": _m(f1="atol:double", f2="rtol:double", f3="ulps:int64"),
    "ResultAccuracy": _m(f1="mode:enum", f2="tolerance:ResultAccuracyTolerance"),
    "PrecisionConfig": _m(f1="operand_precision:enum*", f2="algorithm:enum"),
    "ParameterReplication": _m(f1="replicated_at_leaf_buffers:bool*"),
    "OutputOperandAliasing": _m(f1="output_shape_index:int64*", f2="operand_index:int64",
                                f3="operand_shape_index:int64*"),
    "OriginalArrayProto": _m(f1="instruction_name:string", f2="shape_index:int64*"),
    "OriginalValueElementProto": _m(f1="shape_index:int64*", f2="original_array:OriginalArrayProto"),
    "OriginalValueProto": _m(f1="elements:OriginalValueElementProto*", f2="is_synthetic_call:bool"),
    # ---- xla/service/hlo.proto ----
    "SliceDimensions": _m(f1="start:int64", f2="limit:int64", f3="stride:int64"),
    "HloInstructionProto": _m(
        f1="name:string", f2="opcode:string", f3="shape:ShapeProto", f7="metadata:OpMetadata",
        f8="literal:LiteralProto", f9="parameter_number:int64", f11="fusion_kind:string",
        f13="tuple_index:int64", f14="dimensions:int64*", f15="window:Window",
        f16="convolution_dimension_numbers:ConvolutionDimensionNumbers", f50="feature_group_count:int64",
        f58="batch_group_count:int64", f17="slice_dimensions:SliceDimensions*", f18="exponent_bits:int32",
        f19="mantissa_bits:int32", f20="dynamic_slice_sizes:int64*", f21="padding_config:PaddingConfig",
        f22="outfeed_config:bytes", f23="distribution:enum", f24="epsilon:float", f25="feature_index:int64",
        f26="channel_id:int64", f27="infeed_config:bytes", f28="custom_call_target:string",
        f29="outfeed_shape:ShapeProto", f30="dot_dimension_numbers:DotDimensionNumbers",
        f90="ragged_dot_dimension_numbers:RaggedDotDimensionNumbers", f31="fft_type:enum",
        f32="fft_length:int64*", f63="comparison_direction:string",
        f33="gather_dimension_numbers:GatherDimensionNumbers", f34="gather_slice_sizes:int64*",
        f35="id:int64", f36="operand_ids:int64*", f37="control_predecessor_ids:int64*",
        f38="called_computation_ids:int64*", f40="sharding:OpSharding", f43="backend_config:bytes",
        f49="replica_groups:ReplicaGroup*", f45="all_reduce_id:int64", f71="use_global_device_ids:bool",
        f47="is_host_transfer:bool", f60="is_stable:bool",
        f48="scatter_dimension_numbers:ScatterDimensionNumbers", f51="precision_config:PrecisionConfig",
        f52="source_target_pairs:SourceTarget*", f54="domain_entry_sharding:OpSharding",
        f55="domain_exit_sharding:OpSharding", f56="constrain_layout:bool",
        f57="operand_shapes_with_layout:ShapeProto*", f59="triangular_solve_options:TriangularSolveOptions",
        f62="cholesky_options:CholeskyOptions", f61="parameter_replication:ParameterReplication",
        f65="custom_call_has_side_effect:bool", f74="output_operand_aliasing:OutputOperandAliasing*",
        f76="custom_call_schedule:enum", f66="delta:int64", f67="indices_are_sorted:bool",
        f68="frontend_attributes:FrontendAttributes", f69="unique_indices:bool", f70="rng_algorithm:enum",
        f72="comparison_type:string", f73="is_cross_program_prefetch:bool",
        f80="cross_program_prefetch_index:int32", f75="padding_type:enum", f77="custom_call_api_version:enum",
        f79="async_execution_thread:string", f81="k:int64", f85="largest:bool",
        f82="statistics_viz:StatisticsViz", f87="collective_device_list:CollectiveDeviceListProto",
        f88="original_value:OriginalValueProto", f89="is_composite:bool", f91="result_accuracy:ResultAccuracy",
        f92="iota_collective_device_list:IotaReplicaGroupListProto",
        f93="mesh_axes_replica_group_list:MeshAxesReplicaGroupListProto", f94="is_reverse:bool",
        f95="num_carries:int64", f96="is_associative:enum", f97="conv_kind:enum",
        f98="sparsity_config:SparsityConfig", f99="backend_config_payload:Payload"),
    "HloComputationProto": _m(f1="name:string", f2="instructions:HloInstructionProto*",
                              f4="program_shape:ProgramShapeProto", f5="id:int64", f6="root_id:int64",
                              f7="is_fusion_computation:bool", f8="execution_thread:string"),
    "InstructionSequence": _m(f1="instruction_ids:int64*"),
    "HloScheduleProto": _m(f1="sequences:map<int64,InstructionSequence>"),
    "AliasEntryProto": _m(f1="output_shape_index:int64*", f2="parameter_number:int64",
                          f3="parameter_shape_index:int64*", f4="kind:enum"),
    "HloInputOutputAliasProto": _m(f1="entries:AliasEntryProto*"),
    "BufferDonorEntryProto": _m(f1="parameter_number:int64", f2="parameter_shape_index:int64*"),
    "HloBufferDonorProto": _m(f1="entries:BufferDonorEntryProto*"),
    "CrossProgramPrefetch": _m(f1="parameter:int64", f2="index:int64*", f3="offset:int64"),
    # end_line / end_column: newer XLA (printed in FileLocations as end_line=, end_column=).
    "FileLocation": _m(f1="file_name_id:int32", f2="function_name_id:int32", f3="line:int32",
                       f4="column:int32", f5="end_line:int32", f6="end_column:int32"),
    "StackFrame": _m(f1="file_location_id:int32", f2="parent_frame_id:int32"),
    "StackFrameIndexProto": _m(f1="file_names:string*", f2="function_names:string*",
                               f3="file_locations:FileLocation*", f4="stack_frames:StackFrame*"),
    "HloModuleProfileInfo": _m(f1="profile_type:enum", f2="relative_speedup:double", f3="profile_source:enum",
                               f4="compilation_event:enum", f5="fingerprint:string",
                               f6="profile_generation_strategy:enum"),
    "HloModuleProto": _m(f1="name:string", f2="entry_computation_name:string", f6="entry_computation_id:int64",
                         f3="computations:HloComputationProto*", f4="host_program_shape:ProgramShapeProto",
                         f5="id:int64", f7="schedule:HloScheduleProto",
                         f8="input_output_alias:HloInputOutputAliasProto", f18="buffer_donor:HloBufferDonorProto",
                         f10="cross_program_prefetches:CrossProgramPrefetch*", f11="is_dynamic:bool",
                         f12="spmd_output_sharding:OpSharding", f14="spmd_parameters_shardings:OpSharding*",
                         f16="use_auto_spmd_partitioning:bool", f13="profile_info:HloModuleProfileInfo*",
                         f15="device_assignment:DeviceAssignmentProto",
                         f17="stack_frame_index:StackFrameIndexProto",
                         f19="frontend_attributes:FrontendAttributes",
                         f20="original_value_recovery_table:OriginalValueRecoveryTableProto",
                         f21="device_type:string", f22="payloads:bytes*", f23="pjrt_id:int64"),
    "OriginalValueRecoveryTableEntry": _m(f1="old_original_array:OriginalArrayProto",
                                          f2="new_original_array:OriginalArrayProto",
                                          f3="recovery_module:HloModuleProto"),
    "OriginalValueRecoveryTableProto": _m(f1="entries:OriginalValueRecoveryTableEntry*"),
    # What --xla_dump_hlo_as_proto writes: the module and (after optimizations) the buffer
    # assignment, which is not part of the module's text and is kept undecoded.
    "HloProto": _m(f1="hlo_module:HloModuleProto", f3="buffer_assignment:bytes"),
}


class Msg:
    """A decoded message: ``fields`` by name, in wire order of first appearance."""

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
        return _default(self.type, name)

    def unused(self) -> list[tuple[str, int]]:
        """Fields present on the wire that no reader has asked for: (name, number)."""
        return [(n, self.numbers[n]) for n in self.fields if n not in self.used]

    def __repr__(self):
        return f"{self.type}({self.fields!r})"


def _default(type_: str, name: str):
    for _num, (fname, typ, rep) in SCHEMA[type_].items():
        if fname == name:
            if rep:
                return []
            if typ.startswith("map<"):
                return {}
            if typ in ("string",):
                return ""
            if typ == "bytes":
                return b""
            if typ in ("float", "double"):
                return 0.0
            if typ == "bool":
                return False
            if typ in _WIRE:
                return 0
            return None     # an absent sub-message
    raise KeyError(f"{type_} has no field {name!r}")


def _varint(data: bytes, i: int, end: int) -> tuple[int, int]:
    result = shift = 0
    while True:
        if i >= end:
            raise ProtoDecodeError("truncated varint", i)
        b = data[i]
        i += 1
        result |= (b & 0x7F) << shift
        if b < 0x80:
            return result, i
        shift += 7
        if shift > 63:
            raise ProtoDecodeError("varint longer than 10 bytes", i)


def _scalar_from_varint(typ: str, v: int):
    if typ in ("int64", "int32", "enum"):
        v &= (1 << 64) - 1
        return v - (1 << 64) if v >> 63 else v
    if typ == "uint32":
        return v & 0xFFFFFFFF
    if typ == "bool":
        return v != 0
    if typ == "sint64" or typ == "sint32":
        return (v >> 1) ^ -(v & 1)
    return v    # uint64


_FIXED = {"double": ("<d", 8), "fixed64": ("<Q", 8), "float": ("<f", 4), "fixed32": ("<I", 4)}
_WIRE_NAMES = {0: "varint", 1: "64-bit", 2: "length-delimited", 5: "32-bit", 3: "start-group", 4: "end-group"}


def decode(data: bytes, type_: str, start: int = 0, end: int | None = None) -> Msg:
    """Decode ``data[start:end]`` as a message of ``type_`` (a key of SCHEMA)."""
    if end is None:
        end = len(data)
    schema = SCHEMA[type_]
    msg = Msg(type_)
    fields = msg.fields
    i = start
    while i < end:
        tag_at = i
        tag, i = _varint(data, i, end)
        num, wt = tag >> 3, tag & 7
        if num == 0:
            raise ProtoDecodeError(f"{type_}: field number 0 is invalid", tag_at)
        spec = schema.get(num)
        if spec is None:
            raise ProtoDecodeError(
                f"{type_} field {num} ({_WIRE_NAMES.get(wt, f'wire type {wt}')}) is not understood "
                "by hlotool's HLO proto schema", tag_at)
        name, typ, rep = spec
        msg.numbers.setdefault(name, num)
        # The value's extent.
        if wt == 0:
            raw, i = _varint(data, i, end)
        elif wt == 1 or wt == 5:
            n = 8 if wt == 1 else 4
            if i + n > end:
                raise ProtoDecodeError(f"{type_}.{name} (field {num}): truncated", i)
            raw_at, i = i, i + n
        elif wt == 2:
            n, i = _varint(data, i, end)
            if i + n > end:
                raise ProtoDecodeError(f"{type_}.{name} (field {num}): length {n} runs past the end", i)
            raw_at, i = i, i + n
        else:
            raise ProtoDecodeError(f"{type_}.{name} (field {num}): unsupported wire type {wt}", tag_at)

        if typ.startswith("map<"):
            if wt != 2:
                raise ProtoDecodeError(f"{type_}.{name} (field {num}): wire type {wt} for a map entry", tag_at)
            k, v = _map_entry(data, raw_at, i, typ, f"{type_}.{name}")
            fields.setdefault(name, {})[k] = v
            continue
        if typ in SCHEMA:      # a message
            if wt != 2:
                raise ProtoDecodeError(f"{type_}.{name} (field {num}): wire type {wt} for a message", tag_at)
            sub = decode(data, typ, raw_at, i)
            if rep:
                fields.setdefault(name, []).append(sub)
            else:
                prev = fields.get(name)
                fields[name] = sub if prev is None else _merge(prev, sub)
            continue
        want = _WIRE[typ]
        if rep and wt == 2 and want != 2:      # packed
            vals = fields.setdefault(name, [])
            if want == 0:
                j = raw_at
                while j < i:
                    v, j = _varint(data, j, i)
                    vals.append(_scalar_from_varint(typ, v))
            else:
                fmt, size = _FIXED[typ]
                if (i - raw_at) % size:
                    raise ProtoDecodeError(f"{type_}.{name} (field {num}): packed length not a multiple of {size}",
                                           raw_at)
                vals.extend(x[0] for x in struct.iter_unpack(fmt, data[raw_at:i]))
            continue
        if wt != want:
            raise ProtoDecodeError(f"{type_}.{name} (field {num}): wire type {wt}, expected {want} for {typ}",
                                   tag_at)
        if wt == 0:
            val = _scalar_from_varint(typ, raw)
        elif wt == 2:
            b = bytes(data[raw_at:i])
            if typ == "string":
                try:
                    val = b.decode("utf-8")
                except UnicodeDecodeError:
                    raise ProtoDecodeError(f"{type_}.{name} (field {num}): not UTF-8", raw_at) from None
            else:
                val = b
        else:
            val = struct.unpack_from(_FIXED[typ][0], data, raw_at)[0]
        if rep:
            fields.setdefault(name, []).append(val)
        else:
            fields[name] = val
    if i != end:
        raise ProtoDecodeError(f"{type_}: a field runs past the end of its message", i)
    return msg


def _merge(a: Msg, b: Msg) -> Msg:
    """Protobuf's rule for a non-repeated message field seen twice: merge."""
    for k, v in b.fields.items():
        if isinstance(v, list) and isinstance(a.fields.get(k), list):
            a.fields[k] = a.fields[k] + v
        elif isinstance(v, Msg) and isinstance(a.fields.get(k), Msg):
            a.fields[k] = _merge(a.fields[k], v)
        else:
            a.fields[k] = v
        a.numbers.setdefault(k, b.numbers[k])
    return a


def _map_entry(data: bytes, start: int, end: int, typ: str, where: str):
    ktyp, vtyp = typ[4:-1].split(",")
    entry_type = f"__map_{ktyp}_{vtyp}"
    if entry_type not in SCHEMA:
        SCHEMA[entry_type] = {1: ("key", ktyp, False), 2: ("value", vtyp, False)}
    e = decode(data, entry_type, start, end)
    k = e.get("key")
    v = e.fields.get("value")
    if v is None:
        v = None if vtyp in SCHEMA else e.get("value")
    return k, v
