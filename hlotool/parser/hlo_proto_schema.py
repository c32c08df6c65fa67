"""The schema of XLA's HLO protos that hlotool reads, and their decoding with ``protobuf`` (upb).

Field numbers follow XLA's ``xla/service/hlo.proto`` and ``xla/xla_data.proto``. The message
descriptors are built from this schema at run time (``message_class``), so there is no generated code
to keep in step with the protobuf runtime; upb decodes.

``parse_message(data, "HloModuleProto")`` returns the decoded message; ``view=`` names one of ``VIEWS``, the
partial decodings the IR builder reads a module with (hlotool.parser.hlo_proto_ir). Nothing is dropped silently: a
field number the schema does not list, or a field with the wrong wire type (which protobuf keeps as an
unknown field), raises :class:`ProtoDecodeError` naming the message type, the field number and the byte
offset; so does any malformed input (``locate_problem`` walks the bytes to say where, as upb does not).

Proto3 semantics, as XLA's protos: scalars equal to their default are absent; fields written ``name?``
have presence (``optional``), ``HasField`` tells.
"""
from __future__ import annotations

import functools
from typing import Protocol, overload

__all__ = ["ProtoDecodeError", "SCHEMA", "message_class", "parse_message", "locate_problem"]


class ProtoDecodeError(ValueError):
    """Bytes that are not a well-formed message of the expected type."""

    def __init__(self, message: str, offset: int | None = None):
        self.offset = offset
        self.detail = message
        super().__init__(message if offset is None else f"{message} (at byte {offset})")


class ByteSource(Protocol):
    """What the tag walkers read a message from: ``bytes``, or a file's bytes read as they are asked for
    (hlotool.parser.sources.FileBytes): ``len``, ``[i]`` (an int), ``[a:b]`` (bytes) and ``bytes()`` (all of them)."""

    def __len__(self) -> int: ...

    @overload
    def __getitem__(self, key: int, /) -> int: ...

    @overload
    def __getitem__(self, key: slice, /) -> bytes: ...

    def __bytes__(self) -> bytes: ...


# Scalar types: name -> wire type expected when not packed.
_VARINT = ("int64", "int32", "uint64", "uint32", "bool", "enum", "sint64", "sint32")
_WIRE = {**{t: 0 for t in _VARINT}, "double": 1, "fixed64": 1, "float": 5, "fixed32": 5,
         "string": 2, "bytes": 2}

# Field spec: number -> (name, type, label). type: a scalar type above, "map<K,V>" or the name of a
# message in SCHEMA; label: "" (singular), "*" (repeated) or "?" (singular with presence: proto3
# `optional` or a one-field oneof). Written compactly: "name:type" with a trailing "*" or "?".


def _m(**fields: str) -> dict:
    out = {}
    for key, spec in fields.items():
        num = int(key[1:])
        name, typ = spec.split(":", 1)
        label = typ[-1] if typ[-1] in "*?" else ""
        out[num] = (name, typ.rstrip("*?"), label)
    return out

SCHEMA: dict[str, dict[int, tuple[str, str, str]]] = {
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
        f80="cross_program_prefetch_index:int32?", f75="padding_type:enum", f77="custom_call_api_version:enum",
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
    # XLA's buffer assignment (an optimized HloProto's): values (logical buffers), the allocations they are
    # placed in, and the heap simulator's traces. Nested messages of hlo.proto, named flat here.
    "LogicalBufferLocation": _m(f2="instruction_name:string", f4="instruction_id:int64", f3="shape_index:int64*"),
    "LogicalBufferProto": _m(f1="id:int64", f2="size:int64", f3="defined_at:LogicalBufferLocation", f4="color:int64"),
    "BufferAllocationAssigned": _m(f1="logical_buffer_id:int64", f2="offset:int64", f3="size:int64",
                                   f4="element_type:enum"),
    "BufferAllocationProto": _m(f1="index:int64", f2="size:int64", f3="is_thread_local:bool", f11="is_tuple:bool",
                                f5="is_entry_computation_parameter:bool", f12="is_constant:bool",
                                f6="parameter_number:int64", f10="parameter_shape_index:int64*",
                                f13="is_parameter_aliased_with_output:bool", f7="maybe_live_out:bool",
                                f8="color:int64", f9="assigned:BufferAllocationAssigned*"),
    "HeapSimulatorEvent": _m(f1="kind:enum", f2="buffer_id:int64", f3="computation_name:string",
                             f4="instruction_name:string", f5="share_with_canonical_id:int64"),
    "HeapSimulatorTrace": _m(f1="events:HeapSimulatorEvent*", f2="whole_module_simulation:bool",
                             f3="buffer_allocation_index:int64"),
    "BufferAlias": _m(f1="source_buffer_id:int64", f2="location:LogicalBufferLocation"),
    "PeakBuffers": _m(f1="index:int64", f2="logical_buffer_ids:int64*"),
    "BufferAssignmentProto": _m(f1="logical_buffers:LogicalBufferProto*", f2="buffer_aliases:BufferAlias*",
                                f3="buffer_allocations:BufferAllocationProto*",
                                f4="heap_simulator_traces:HeapSimulatorTrace*", f5="peak_buffers:PeakBuffers*"),
    # What --xla_dump_hlo_as_proto writes: the module and (after optimizations) the buffer assignment, which
    # is not part of the module's text (hlotool.memory_model reads it).
    "HloProto": _m(f1="hlo_module:HloModuleProto", f3="buffer_assignment:BufferAssignmentProto"),
    # The memory-usage report XLA:CPU and GPU dumps write as *-memory-usage-report.pb beside the .txt.
    "MemoryUsageAllocationEntry": _m(f1="index:int64", f2="size:int64", f3="cumulative_size:int64",
                                     f4="cumulative_percentage:double", f5="defining_positions:string*",
                                     f6="hlo_text:string"),
    "MemoryUsageInMemorySpace": _m(f1="total_bytes:int64", f2="memory_space_color:int32?",
                                   f3="allocation_entries:MemoryUsageAllocationEntry*"),
    "MemoryUsageReportProto": _m(f1="memory_space_allocation_entries:MemoryUsageInMemorySpace*"),
    # What --xla_dump_hlo_snapshots writes (module_N.NAME.snapshot.K.pb): one execution's module, arguments
    # and result, and the platform it ran on.
    "HloSnapshot": _m(f1="hlo:HloProto", f2="arguments:LiteralProto*", f3="result:LiteralProto",
                      f4="execution_platform:string"),
}



# ------------------------------------------------------------------------------ descriptors
_PACKAGE = "hlotool.xla"
_SCALAR_TYPES = {"int64": "TYPE_INT64", "int32": "TYPE_INT32", "uint64": "TYPE_UINT64", "uint32": "TYPE_UINT32",
                 "bool": "TYPE_BOOL", "enum": "TYPE_INT32", "sint64": "TYPE_SINT64", "sint32": "TYPE_SINT32",
                 "double": "TYPE_DOUBLE", "float": "TYPE_FLOAT", "fixed64": "TYPE_FIXED64",
                 "fixed32": "TYPE_FIXED32", "string": "TYPE_STRING", "bytes": "TYPE_BYTES"}


def _map_types(typ: str) -> tuple[str, str]:
    key, value = typ[4:-1].split(",")
    return key, value


def _entry_name(field_name: str) -> str:
    """protoc's name of a map field's entry message: ``sequences`` -> ``SequencesEntry``."""
    return "".join(part[:1].upper() + part[1:] for part in field_name.split("_")) + "Entry"


# Partial decodings (hlotool.parser.hlo_proto_ir reads a module's computations one by one with them): per
# message, the only fields declared (other messages: as in SCHEMA); upb keeps the others as it keeps fields it
# does not know, as their bytes. "names": a computation's name and id. "lean": the instructions with only
# their name, id and operand ids decoded; their other fields repeat across instructions: the builder decodes
# them once per distinct bytes, as an HloInstructionProto (checked then). ``check_lean`` checks the rest.
VIEWS: dict[str, dict[str, dict[str, tuple[str, ...]]]] = {
    "names": {"only": {"HloComputationProto": ("name", "id")}},
    "lean": {"only": {"HloInstructionProto": ("name", "id", "operand_ids")}},
}
# The messages of a view that hold its partially decoded ones (check_lean looks into them, field by field).
_LEAN_HOLDERS = frozenset({"HloProto", "HloModuleProto", "HloComputationProto"})


@functools.cache
def _pool(view: str | None = None):
    """A descriptor pool holding SCHEMA (or its ``view``) as one proto3 file (enums as int32: XLA's enums are
    open)."""
    from google.protobuf import descriptor_pb2, descriptor_pool
    FD = descriptor_pb2.FieldDescriptorProto
    only = VIEWS[view]["only"] if view is not None else {}

    def add_field(msg, name, number, typ, label):
        f = msg.field.add(name=name, number=number)
        f.label = FD.LABEL_REPEATED if label == "*" else FD.LABEL_OPTIONAL
        if typ in _SCALAR_TYPES:
            f.type = getattr(FD, _SCALAR_TYPES[typ])
        else:
            f.type = FD.TYPE_MESSAGE
            f.type_name = f".{_PACKAGE}.{typ}"
        if label == "?":          # proto3 `optional`: a synthetic one-field oneof
            f.proto3_optional = True
            f.oneof_index = len(msg.oneof_decl)
            msg.oneof_decl.add(name="_" + name)

    file = descriptor_pb2.FileDescriptorProto(name="hlotool_xla_hlo.proto", package=_PACKAGE, syntax="proto3")
    for type_name, fields in SCHEMA.items():
        msg = file.message_type.add(name=type_name)
        for number, (name, typ, label) in sorted(fields.items()):
            if type_name in only and name not in only[type_name]:
                continue
            if typ.startswith("map<"):
                key, value = _map_types(typ)
                entry = msg.nested_type.add(name=_entry_name(name))
                entry.options.map_entry = True
                add_field(entry, "key", 1, key, "")
                add_field(entry, "value", 2, value, "")
                f = msg.field.add(name=name, number=number, label=FD.LABEL_REPEATED, type=FD.TYPE_MESSAGE)
                f.type_name = f".{_PACKAGE}.{type_name}.{entry.name}"
            else:
                add_field(msg, name, number, typ, label)
    pool = descriptor_pool.DescriptorPool()
    pool.Add(file)
    return pool


@functools.cache
def message_class(type_name: str, view: str | None = None):
    """The protobuf message class of ``type_name`` (a key of SCHEMA), made at run time (or of its ``view``, a
    key of VIEWS)."""
    from google.protobuf import message_factory
    return message_factory.GetMessageClass(_pool(view).FindMessageTypeByName(f"{_PACKAGE}.{type_name}"))


def parse_message(data: bytes, type_name: str, view: str | None = None):
    """``data`` decoded as a ``type_name`` message by upb (or its ``view``, a key of VIEWS). Raises
    ProtoDecodeError, located by ``locate_problem``, for malformed bytes and for any field hlotool's schema
    does not know. A view keeps the fields it does not declare as unknown ones, unchecked (``check_lean``
    checks a "lean" computation outside its instructions)."""
    from google.protobuf.message import DecodeError
    msg = message_class(type_name, view)()
    try:
        msg.ParseFromString(data)
    except DecodeError as e:
        raise locate_problem(data, type_name) or ProtoDecodeError(f"{type_name}: {e}") from None
    if view is not None:
        return msg
    # Unknown fields anywhere in the tree: upb keeps them, and dropping them changes the encoded size
    # (passes in C; the walk that names the first one runs only when there is one). The message is not
    # used once it has lost one.
    size = msg.ByteSize()
    msg.DiscardUnknownFields()
    if msg.ByteSize() != size:
        raise locate_problem(data, type_name) or ProtoDecodeError(f"{type_name}: a field hlotool's schema "
                                                                  "does not know")
    return msg


def check_lean(msg, data: bytes, type_name: str) -> None:
    """Raise ProtoDecodeError, located in ``data`` (what ``msg`` was decoded from as a ``type_name`` in the
    "lean" view), where a field hlotool's schema does not know is outside the instructions (which keep theirs
    by design, to be checked when they are decoded)."""
    if _unknown_outside_instructions(msg):
        raise locate_problem(data, type_name) or ProtoDecodeError(f"{type_name}: a field hlotool's schema "
                                                                  "does not know")


def _unknown_outside_instructions(msg) -> bool:
    from google.protobuf.unknown_fields import UnknownFieldSet
    if len(UnknownFieldSet(msg)):
        return True
    for name, holds, repeated in _message_fields(msg.DESCRIPTOR.name):
        if repeated:
            items = getattr(msg, name)
        elif msg.HasField(name):
            items = (getattr(msg, name),)
        else:
            continue
        if holds:
            if any(_unknown_outside_instructions(m) for m in items):
                return True
            continue
        for m in items:          # an ordinary message: its whole tree at once (see parse_message)
            size = m.ByteSize()
            m.DiscardUnknownFields()
            if m.ByteSize() != size:
                return True
    return False


@functools.cache
def _message_fields(type_name: str) -> tuple[tuple[str, bool, bool], ...]:
    """(name, whether it holds lean instructions, repeated) of the message fields of a lean holder, but its
    instructions (the holders have no map fields)."""
    assert not any(typ.startswith("map<") for _, typ, _ in SCHEMA[type_name].values())
    return tuple((name, typ in _LEAN_HOLDERS, label == "*") for name, typ, label in SCHEMA[type_name].values()
                 if typ in SCHEMA and typ != "HloInstructionProto")


def fields_of(data: ByteSource, type_name: str, start: int = 0, end: int | None = None,
              count: int | None = None) -> list[tuple[int, int, int, int]]:
    """The fields of the ``type_name`` message in ``data[start:end]`` (its first ``count`` only, if given),
    undecoded: (number, where its tag starts, where its value starts, where it ends). Only the tags and lengths
    are read. Raises ProtoDecodeError (located) for a tag or length that does not fit or a number the schema
    does not know."""
    end = len(data) if end is None else end
    fields = SCHEMA[type_name]
    out: list[tuple[int, int, int, int]] = []
    i = start
    while i < end and (count is None or len(out) < count):
        tag_at = i
        tag, i = _varint(data, i, end, f"{type_name}: a field tag")
        number, wire = tag >> 3, tag & 7
        if number not in fields:
            raise ProtoDecodeError(f"{type_name} field {number} ({_WIRE_NAMES.get(wire, f'wire type {wire}')}) is "
                                   "not understood by hlotool's HLO proto schema", tag_at)
        if wire == 0:
            value_at = i
            _, i = _varint(data, i, end, f"{type_name}.{fields[number][0]} (field {number})")
        elif wire in (1, 5):
            value_at = i
            i += 8 if wire == 1 else 4
        elif wire == 2:
            n, value_at = _varint(data, i, end, f"{type_name}.{fields[number][0]} (field {number}): a length")
            i = value_at + n
        else:
            raise ProtoDecodeError(f"{type_name}.{fields[number][0]} (field {number}): wire type "
                                   f"{_WIRE_NAMES.get(wire, wire)}", tag_at)
        if i > end:
            raise ProtoDecodeError(f"{type_name}.{fields[number][0]} (field {number}): runs past the end of its "
                                   f"message (byte {end})", tag_at)
        out.append((number, tag_at, value_at, i))
    return out


# ------------------------------------------------------------------------------ locating problems
_WIRE_NAMES = {0: "varint", 1: "64-bit", 2: "length-delimited", 5: "32-bit", 3: "start-group", 4: "end-group"}


def _varint(data: ByteSource, i: int, end: int, where: str) -> tuple[int, int]:
    result = shift = 0
    start = i
    while True:
        if i >= end:
            raise ProtoDecodeError(f"{where}: truncated varint", start)
        b = data[i]
        i += 1
        result |= (b & 0x7F) << shift
        if b < 0x80:
            return result, i
        shift += 7
        if shift > 63:
            raise ProtoDecodeError(f"{where}: varint longer than 10 bytes", start)


def locate_problem(data: bytes, type_name: str) -> ProtoDecodeError | None:
    """The first problem of ``data`` read as a ``type_name``: the message type, field and byte offset of an
    unknown field, a wrong wire type, a truncated or overlong value or a string that is not UTF-8. Only the
    tags and lengths are read (upb has decoded, or refused, the values). None where none is found."""
    try:
        _walk(data, type_name, 0, len(data), 0)
    except ProtoDecodeError as e:
        return e
    except RecursionError:
        return ProtoDecodeError(f"{type_name}: messages nested too deeply")
    return None


def _walk(data: bytes, type_name: str, i: int, end: int, depth: int, fields: dict | None = None) -> None:
    if depth > 100:      # upb's own limit
        raise ProtoDecodeError(f"{type_name}: messages nested more than 100 deep", i)
    fields = SCHEMA[type_name] if fields is None else fields
    while i < end:
        tag_at = i
        tag, i = _varint(data, i, end, f"{type_name}: a field tag")
        number, wire = tag >> 3, tag & 7
        spec = fields.get(number)
        if number == 0:
            raise ProtoDecodeError(f"{type_name}: field number 0 is invalid", tag_at)
        if spec is None:
            raise ProtoDecodeError(f"{type_name} field {number} ({_WIRE_NAMES.get(wire, f'wire type {wire}')}) is "
                                   "not understood by hlotool's HLO proto schema", tag_at)
        name, typ, label = spec
        where = f"{type_name}.{name} (field {number})"
        if typ.startswith("map<"):
            key, value = _map_types(typ)
            expected = 2
        else:
            expected = 2 if typ in SCHEMA or (label == "*" and wire == 2) else _WIRE[typ]
        if wire != expected:
            raise ProtoDecodeError(f"{where}: wire type {_WIRE_NAMES.get(wire, wire)}, expected "
                                   f"{_WIRE_NAMES[expected]}", tag_at)
        if wire == 0:
            _, i = _varint(data, i, end, where)
        elif wire in (1, 5):
            i += 8 if wire == 1 else 4
            if i > end:
                raise ProtoDecodeError(f"{where}: truncated", tag_at)
        else:
            n, i = _varint(data, i, end, where + ": a length")
            if i + n > end:
                raise ProtoDecodeError(f"{where}: length {n} runs past the end of its message (byte {end})", i)
            if typ in SCHEMA:
                _walk(data, typ, i, i + n, depth + 1)
            elif typ.startswith("map<"):
                _walk_map_entry(data, key, value, i, i + n, where, depth)
            elif typ == "string":
                try:
                    data[i:i + n].decode("utf-8")
                except UnicodeDecodeError as e:
                    raise ProtoDecodeError(f"{where}: not UTF-8", i + e.start) from None
            elif label == "*" and typ != "bytes":
                _walk_packed(data, typ, i, i + n, where)
            i += n
    if i != end:
        raise ProtoDecodeError(f"{type_name}: a field runs past the end of its message (byte {end})", end)


def _walk_map_entry(data, key, value, i, end, where, depth) -> None:
    try:
        _walk(data, "map entry", i, end, depth + 1, {1: ("key", key, ""), 2: ("value", value, "")})
    except ProtoDecodeError as e:
        raise ProtoDecodeError(f"{where}: an entry: {e.detail}", e.offset) from None


def _walk_packed(data, typ, i, end, where) -> None:
    wire = _WIRE[typ]
    if wire == 0:
        while i < end:
            _, i = _varint(data, i, end, where + ": a packed value")
    elif (end - i) % (8 if wire == 1 else 4):
        raise ProtoDecodeError(f"{where}: packed length {end - i} is not a multiple of {8 if wire == 1 else 4}", i)
