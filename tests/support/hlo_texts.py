"""HLO texts that more than one test module (or a bench script) uses."""

# A module using every part of the text format: header attributes, stack-frame tables, every kind
# of constant, schedules, shardings... (the parser's, printer's and property tests' module).
FULL = r'''
HloModule full_module, is_scheduled=true, entry_computation_layout={(f32[4,8]{1,0}, s32[])->(f32[4]{0}, f32[3]{0})}, input_output_alias={ {0}: (0, {}, may-alias) }, buffer_donor={ (1, {}) }, frontend_attributes={attr_a="1",attr_b="x"}, replica_count=1, num_partitions=2, allow_spmd_sharding_propagation_to_parameters={true,false}, allow_spmd_sharding_propagation_to_output={true}

FileNames
1 "a.py"
2 "b \"quoted\".py"

FunctionNames
1 "<module>"

FileLocations
1 {file_name_id=1 function_name_id=1 line=7 end_line=7 column=5 end_column=27}

StackFrames
1 {file_location_id=1 parent_frame_id=1}

%add (x: f32[], y: f32[]) -> f32[] {
  %x = f32[] parameter(0)
  %y = f32[] parameter(1)
  ROOT %sum = f32[] add(f32[] %x, f32[] %y)
}

cond {
  t = (s32[], f32[4]) parameter(0)
  i = s32[] get-tuple-element(t), index=0
  n = s32[] constant(10)
  ROOT lt = pred[] compare(i, n), direction=LT, type=SIGNED
}

body {
  t = (s32[], f32[4]) parameter(0)
  i = s32[] get-tuple-element(t), index=0
  v = f32[4] get-tuple-element(t), index=1
  one = s32[] constant(1)
  i2 = s32[] add(i, one)
  ROOT r = (s32[], f32[4]) tuple(i2, v)
}, execution_thread="main"

ENTRY %main.1 (p0: f32[4,8], p1: s32[]) -> (f32[4], f32[3]) {
  %p0 = f32[4,8]{1,0} parameter(0), sharding={devices=[2,1,2]<=[2,2]T(1,0) last_tile_dim_replicate}, metadata={op_name="x" stack_frame_id=1}
  %p1 = s32[] parameter(1), sharding={maximal device=0}
  %c = f32[] constant(0)
  %r = f32[4]{0} reduce(%p0, %c), dimensions={1}, to_apply=%add
  %tile = f32[4,8]{1,0:T(8,128)(2,1)E(32)S(1)} copy(%p0)
  %dyn = f32[<=4,?]{1,0} parameter(2)
  %w = (s32[], f32[4]) tuple(%p1, %r), sharding={{replicated}, {manual}}
  %loop = (s32[], f32[4]) while(%w), condition=cond, body=body, backend_config={"known_trip_count":{"n":"10"}}
  %img = f32[1,4,4,1] parameter(3)
  %k = f32[2,2,1,1] parameter(4)
  %conv = f32[1,2,2,1] convolution(f32[1,4,4,1] %img, f32[2,2,1,1] %k), window={size=2x2 stride=2x2 pad=0_0x0_0 lhs_dilate=1x1 rhs_dilate=1x1}, dim_labels=b01f_01io->b01f, feature_group_count=1
  %pad = f32[6] pad(%r, %c), padding=1_1_0, frontend_attributes={_xla="1"}
  %s = f32[3]{0} slice(%pad), slice={[0:6:2]}
  %ar = f32[3] all-reduce(%s), replica_groups=[1,2]<=[2], to_apply=%add, channel_id=1, use_global_device_ids=true
  %cp = f32[3] collective-permute(%ar), source_target_pairs={{0,1},{1,0}}, channel_id=2
  %cc = f32[3] custom-call(%cp), custom_call_target="my_target", api_version=API_VERSION_TYPED_FFI, custom_call_has_side_effect=true, output_to_operand_aliasing={{}: (0, {})}, operand_layout_constraints={f32[3]{0}}, schedule=SCHEDULE_LATEST, backend_config={uplo = 76 : ui8}, control-predecessors={%ar}
  %cs = f32[3] custom-call(%cc), custom_call_target="t2", backend_config="some \"string\""
  %nanc = f32[4] constant({nan, -nan, nan(0x1), -inf})
  %cplx = c64[2] constant({(1, -2), (0.5, 3)})
  %tup = (f32[], pred[2]) constant((1.5, {true, false}))
  %big = bf16[2,2] constant({ { 0.5, -1 }, { 2, 3 } })
  %el = f32[1000] constant({...})
  ROOT %out = (f32[4]{0}, f32[3]{0}) tuple(%r, %cs)
}
'''


# A reduce written as async start/update/done (the verifier and interpreter tests).
ASYNC_SUGAR = """HloModule m
add {
  x = f32[] parameter(0)
  y = f32[] parameter(1)
  ROOT a = f32[] add(x, y)
}
ENTRY e {
  p = f32[4,3] parameter(0)
  z = f32[] constant(0)
  s = ((f32[4,3], f32[]), f32[4], s32[]) reduce-start(p, z), dimensions={1}, to_apply=add
  u = ((f32[4,3], f32[]), f32[4], s32[]) reduce-update(s)
  ROOT d = f32[4] reduce-done(u)
}
"""


# A 4-partition program: each device takes its block of a sharded global input, adds its
# partition id, and all-reduces; the ROOT's sharding assembles the second output.
SHARDED = """HloModule m, num_partitions=4

add {
  a = f32[] parameter(0)
  b = f32[] parameter(1)
  ROOT c = f32[] add(a, b)
}

ENTRY e {
  p = f32[2,3] parameter(0), sharding={devices=[4,1]<=[4]}
  id = u32[] partition-id()
  f = f32[] convert(id)
  b = f32[2,3] broadcast(f), dimensions={}
  x = f32[2,3] add(p, b)
  s = f32[2,3] all-reduce(x), channel_id=1, replica_groups={{0,1,2,3}}, use_global_device_ids=true, to_apply=add
  ROOT t = (f32[2,3], f32[2,3]) tuple(s, x), sharding={{replicated}, {devices=[4,1]<=[4]}}
}
"""


# A 32x32 convolution with 16 channels, batch 8: the interpreter must do it without a Python loop
# over pixels (the interpreter test runs it; bench/timing_guards.py times it).
CONV_32X32 = """HloModule m
ENTRY e {
  a = f32[8,32,32,16] parameter(0)
  b = f32[3,3,16,16] parameter(1)
  ROOT c = f32[8,32,32,16] convolution(a, b), window={size=3x3 pad=1_1x1_1}, dim_labels=b01f_01io->b01f
}"""


# Inputs that make a backtracking regular expression explode: the parser must still fail on them
# in milliseconds (the parser test runs them; bench/timing_guards.py times them).
PATHOLOGICAL = {
    "unclosed metadata of a=b=b=...": "ENTRY e {\n  ROOT x = f32[] parameter(0), metadata={a=" + "b=" * 40 + "\n}\n",
    "metadata without separators": "ENTRY e {\n  ROOT x = f32[] parameter(0), metadata={a=" + "bc=" * 30 + " \n}\n",
    "unclosed braces in attributes": "ENTRY e {\n  ROOT x = f32[] parameter(0)" + ", a={b" * 40 + "\n}\n",
    "attributes then junk": "ENTRY e {\n  ROOT x = f32[] parameter(0)" + ", a=b" * 40 + " x\n}\n",
    "unclosed signature": "e (" + "a: f32[], " * 40 + "\n",
    "unclosed backend_config": "ENTRY e {\n  ROOT x = f32[] parameter(0), backend_config={" + '{"a":' * 30 + "\n}\n",
    "unclosed operand list": "ENTRY e {\n  ROOT x = f32[] add(" + "a, " * 50 + "\n}\n",
}
