"""The attribute schema (hlotool/attributes.py): each opcode's attributes, their kinds, which are
required, checked by the parser (syntax errors, as in XLA's parser), by the verifier, and the order
the printer writes them in; against XLA's own parser and printer (jaxlib) where jax is installed."""
import re

import pytest

import hlotool
from hlotool.attributes import COMMON, CONDITIONS, ENUMS, KINDS, NEWER, SCHEMAS, schema_of
from hlotool.opcodes import OPCODES
from hlotool.parser import parse_without_fast_paths
from hlotool.verifier import verify
from support.paths import corpus_files

HEAD = """HloModule m
add {
  a = f32[] parameter(0)
  b = f32[] parameter(1)
  ROOT c = f32[] add(a, b)
}
lt {
  a = f32[] parameter(0)
  b = f32[] parameter(1)
  ROOT c = pred[] compare(a, b), direction=LT
}
cond {
  p = f32[4] parameter(0)
  ROOT c = pred[] constant(false)
}
body {
  ROOT p = f32[4] parameter(0)
}
id {
  ROOT p = f32[4] parameter(0)
}
id2 {
  ROOT p = f32[4] parameter(0)
}
neg {
  x = f32[4] parameter(0)
  ROOT n = f32[4] negate(x)
}
scanbody {
  c = f32[] parameter(0)
  x = f32[] parameter(1)
  s = f32[] add(c, x)
  ROOT t = (f32[], f32[]) tuple(s, s)
}
ENTRY e {
  p = f32[4] parameter(0)
  s = f32[] parameter(1)
  m = f32[4,4] parameter(2)
  i = s32[] parameter(3)
  b = pred[] parameter(4)
  ip = s32[4] parameter(5)
  u = u32[2] parameter(6)
  tk = token[] after-all()
  t = (f32[4], f32[]) tuple(p, s)
  c4 = f32[1,4,4,1] parameter(7)
"""

# One instruction per opcode (the ROOT of the entry, after any helper lines), with its attributes
# at values XLA prints (not the defaults), in the order XLA prints them.
EXAMPLES = {
    'acos': 'ROOT r = f32[4] acos(p), result_accuracy={mode=highest}, sharding={replicated}, metadata={op_name="x"}',
    'acosh': 'ROOT r = f32[4] acosh(p), result_accuracy={mode=highest}, sharding={replicated}, metadata={op_name="x"}',
    'asin': 'ROOT r = f32[4] asin(p), result_accuracy={mode=highest}, sharding={replicated}, metadata={op_name="x"}',
    'asinh': 'ROOT r = f32[4] asinh(p), result_accuracy={mode=highest}, sharding={replicated}, metadata={op_name="x"}',
    'atanh': 'ROOT r = f32[4] atanh(p), result_accuracy={mode=highest}, sharding={replicated}, metadata={op_name="x"}',
    'exponential-minus-one': 'ROOT r = f32[4] exponential-minus-one(p), result_accuracy={mode=highest}, sharding={replicated}, metadata={op_name="x"}',
    'log': 'ROOT r = f32[4] log(p), result_accuracy={mode=highest}, sharding={replicated}, metadata={op_name="x"}',
    'log-plus-one': 'ROOT r = f32[4] log-plus-one(p), result_accuracy={mode=highest}, sharding={replicated}, metadata={op_name="x"}',
    'logistic': 'ROOT r = f32[4] logistic(p), result_accuracy={mode=highest}, sharding={replicated}, metadata={op_name="x"}',
    'sqrt': 'ROOT r = f32[4] sqrt(p), result_accuracy={mode=highest}, sharding={replicated}, metadata={op_name="x"}',
    'cbrt': 'ROOT r = f32[4] cbrt(p), result_accuracy={mode=highest}, sharding={replicated}, metadata={op_name="x"}',
    'rsqrt': 'ROOT r = f32[4] rsqrt(p), result_accuracy={mode=highest}, sharding={replicated}, metadata={op_name="x"}',
    'tanh': 'ROOT r = f32[4] tanh(p), result_accuracy={mode=highest}, sharding={replicated}, metadata={op_name="x"}',
    'erf': 'ROOT r = f32[4] erf(p), result_accuracy={mode=highest}, sharding={replicated}, metadata={op_name="x"}',
    'sine': 'ROOT r = f32[4] sine(p), result_accuracy={mode=highest}, sharding={replicated}, metadata={op_name="x"}',
    'sinh': 'ROOT r = f32[4] sinh(p), result_accuracy={mode=highest}, sharding={replicated}, metadata={op_name="x"}',
    'cosine': 'ROOT r = f32[4] cosine(p), result_accuracy={mode=highest}, sharding={replicated}, metadata={op_name="x"}',
    'cosh': 'ROOT r = f32[4] cosh(p), result_accuracy={mode=highest}, sharding={replicated}, metadata={op_name="x"}',
    'tan': 'ROOT r = f32[4] tan(p), result_accuracy={mode=highest}, sharding={replicated}, metadata={op_name="x"}',
    'exponential': 'ROOT r = f32[4] exponential(p), result_accuracy={mode=highest}, sharding={replicated}, metadata={op_name="x"}',
    'abs': 'ROOT r = f32[4] abs(p), sharding={replicated}, frontend_attributes={a="b"}, metadata={op_name="x"}, backend_config="x"',
    'round-nearest-afz': 'ROOT r = f32[4] round-nearest-afz(p), sharding={replicated}, frontend_attributes={a="b"}, metadata={op_name="x"}, backend_config="x"',
    'round-nearest-even': 'ROOT r = f32[4] round-nearest-even(p), sharding={replicated}, frontend_attributes={a="b"}, metadata={op_name="x"}, backend_config="x"',
    'bitcast': 'ROOT r = f32[4] bitcast(p), sharding={replicated}, frontend_attributes={a="b"}, metadata={op_name="x"}, backend_config="x"',
    'ceil': 'ROOT r = f32[4] ceil(p), sharding={replicated}, frontend_attributes={a="b"}, metadata={op_name="x"}, backend_config="x"',
    'copy': 'ROOT r = f32[4] copy(p), sharding={replicated}, frontend_attributes={a="b"}, metadata={op_name="x"}, backend_config="x"',
    'floor': 'ROOT r = f32[4] floor(p), sharding={replicated}, frontend_attributes={a="b"}, metadata={op_name="x"}, backend_config="x"',
    'negate': 'ROOT r = f32[4] negate(p), sharding={replicated}, frontend_attributes={a="b"}, metadata={op_name="x"}, backend_config="x"',
    'sign': 'ROOT r = f32[4] sign(p), sharding={replicated}, frontend_attributes={a="b"}, metadata={op_name="x"}, backend_config="x"',
    'count-leading-zeros': 'ROOT r = s32[4] count-leading-zeros(ip), metadata={op_name="x"}',
    'not': 'ROOT r = s32[4] not(ip), metadata={op_name="x"}',
    'popcnt': 'ROOT r = s32[4] popcnt(ip), metadata={op_name="x"}',
    'add': 'ROOT r = f32[4] add(p, p), control-predecessors={t}, metadata={op_name="x"}',
    'divide': 'ROOT r = f32[4] divide(p, p), control-predecessors={t}, metadata={op_name="x"}',
    'multiply': 'ROOT r = f32[4] multiply(p, p), control-predecessors={t}, metadata={op_name="x"}',
    'subtract': 'ROOT r = f32[4] subtract(p, p), control-predecessors={t}, metadata={op_name="x"}',
    'atan2': 'ROOT r = f32[4] atan2(p, p), control-predecessors={t}, metadata={op_name="x"}',
    'maximum': 'ROOT r = f32[4] maximum(p, p), control-predecessors={t}, metadata={op_name="x"}',
    'minimum': 'ROOT r = f32[4] minimum(p, p), control-predecessors={t}, metadata={op_name="x"}',
    'power': 'ROOT r = f32[4] power(p, p), control-predecessors={t}, metadata={op_name="x"}',
    'remainder': 'ROOT r = f32[4] remainder(p, p), control-predecessors={t}, metadata={op_name="x"}',
    'and': 'ROOT r = s32[4] and(ip, ip), metadata={op_name="x"}',
    'or': 'ROOT r = s32[4] or(ip, ip), metadata={op_name="x"}',
    'xor': 'ROOT r = s32[4] xor(ip, ip), metadata={op_name="x"}',
    'shift-left': 'ROOT r = s32[4] shift-left(ip, ip), metadata={op_name="x"}',
    'shift-right-arithmetic': 'ROOT r = s32[4] shift-right-arithmetic(ip, ip), metadata={op_name="x"}',
    'shift-right-logical': 'ROOT r = s32[4] shift-right-logical(ip, ip), metadata={op_name="x"}',
    'mulhi': 'ROOT r = s32[4] mulhi(ip, ip), metadata={op_name="x"}',
    'imag': 'c = c64[4] complex(p, p)\n  ROOT r = f32[4] imag(c)',
    'real': 'c = c64[4] complex(p, p)\n  ROOT r = f32[4] real(c)',
    'complex': 'ROOT r = c64[4] complex(p, p), statistics={visualizing_index=1,stat-1=33}',
    'is-finite': 'ROOT r = pred[4] is-finite(p), origin={{"x"}}',
    'opt-barrier': 'ROOT r = (f32[4], f32[]) opt-barrier(t)',
    'stochastic-convert': 'r0 = u32[4] parameter(8)\n  ROOT r = bf16[4] stochastic-convert(p, r0)',
    'clamp': 'ROOT r = f32[4] clamp(p, p, p)',
    'select': 'pb = pred[4] parameter(8)\n  ROOT r = f32[4] select(pb, p, p)',
    'convert': 'ROOT r = s32[4] convert(p)',
    'bitcast-convert': 'ROOT r = s32[4] bitcast-convert(p)',
    'replica-id': 'ROOT r = u32[] replica-id()',
    'partition-id': 'ROOT r = u32[] partition-id()',
    'dynamic-reshape': 'ROOT r = f32[<=4] dynamic-reshape(p, i)',
    'after-all': 'ROOT r = token[] after-all(tk, tk)',
    'add-dependency': 'ROOT r = f32[4] add-dependency(p, tk)',
    'tuple': 'ROOT r = (f32[4], f32[]) tuple(p, s), sharding={{replicated}, {maximal device=0}}',
    'dynamic-update-slice': 'ROOT r = f32[4] dynamic-update-slice(p, p, i)',
    'parameter': 'ROOT r = f32[4] parameter(8), parameter_replication={true}, sharding={replicated}, frontend_attributes={a="b"}, metadata={op_name="x"}',
    'constant': 'ROOT r = f32[] constant(1), sharding={replicated}, metadata={op_name="x"}',
    'iota': 'ROOT r = s32[4] iota(), iota_dimension=0',
    'topk': 'ROOT r = (f32[2], s32[2]) topk(p), k=2, largest=false',
    'all-gather': 'ROOT r = f32[8] all-gather(p), channel_id=1, replica_groups={{0,1}}, dimensions={0}, constrain_layout=true, use_global_device_ids=true',
    'all-gather-start': 'ROOT r = (f32[4], f32[8]) all-gather-start(p), channel_id=1, replica_groups={{0,1}}, dimensions={0}, constrain_layout=true, use_global_device_ids=true',
    'all-gather-done': 'st = (f32[4], f32[8]) all-gather-start(p), replica_groups={{0,1}}, dimensions={0}\n  ROOT r = f32[8] all-gather-done(st)',
    'all-reduce': 'ROOT r = f32[4] all-reduce(p), channel_id=1, replica_groups={{0,1}}, constrain_layout=true, use_global_device_ids=true, mode=flattened_id, to_apply=add',
    'all-reduce-start': 'ROOT r = f32[4] all-reduce-start(p), channel_id=1, replica_groups={{0,1}}, constrain_layout=true, use_global_device_ids=true, to_apply=add',
    'all-reduce-done': 'st = f32[4] all-reduce-start(p), replica_groups={}, to_apply=add\n  ROOT r = f32[4] all-reduce-done(st)',
    'reduce-scatter': 'ROOT r = f32[2] reduce-scatter(p), channel_id=1, replica_groups={{0,1}}, constrain_layout=true, use_global_device_ids=true, dimensions={0}, to_apply=add',
    'all-to-all': 'ROOT r = f32[4] all-to-all(p), channel_id=1, replica_groups={{0,1}}, constrain_layout=true, dimensions={0}',
    'ragged-all-to-all': 'ROOT r = f32[4] ragged-all-to-all(p, p, ip, ip, ip, ip), channel_id=1, replica_groups={{0,1}}',
    'collective-broadcast': 'ROOT r = f32[4] collective-broadcast(p), channel_id=1, replica_groups={{0,1}}',
    'collective-permute': 'ROOT r = f32[4] collective-permute(p), channel_id=1, source_target_pairs={{0,1},{1,0}}',
    'collective-permute-start': 'ROOT r = (f32[4], f32[4]) collective-permute-start(p), channel_id=1, source_target_pairs={{0,1},{1,0}}',
    'collective-permute-done': 'st = (f32[4], f32[4]) collective-permute-start(p), source_target_pairs={{0,1}}\n  ROOT r = f32[4] collective-permute-done(st)',
    'async-start': 'ROOT r = ((f32[4]), f32[4], s32[]) async-start(p), async_execution_thread="th", calls=neg, output_to_operand_aliasing={{1}: (0, {})}',
    'async-update': 'st = ((f32[4]), f32[4], s32[]) async-start(p), calls=neg\n  ROOT r = ((f32[4]), f32[4], s32[]) async-update(st), calls=neg',
    'async-done': 'st = ((f32[4]), f32[4], s32[]) async-start(p), calls=neg\n  ROOT r = f32[4] async-done(st), calls=neg',
    'copy-start': 'ROOT r = (f32[4], f32[4], u32[]) copy-start(p), cross_program_prefetch_index=0',
    'copy-done': 'st = (f32[4], f32[4], u32[]) copy-start(p)\n  ROOT r = f32[4] copy-done(st)',
    'reshape': 'ROOT r = f32[2,2] reshape(p), inferred_dimension=0',
    'sort': 'ROOT r = f32[4] sort(p), dimensions={0}, is_stable=true, to_apply=lt',
    'while': 'ROOT r = f32[4] while(p), condition=cond, body=body, backend_config={"known_trip_count":{"n":"1"}}',
    'recv': 'ROOT r = (f32[4], u32[], token[]) recv(tk), channel_id=2, is_host_transfer=true',
    'recv-done': 'st = (f32[4], u32[], token[]) recv(tk), channel_id=2, is_host_transfer=true\n  ROOT r = (f32[4], token[]) recv-done(st), channel_id=2, is_host_transfer=true',
    'send': 'ROOT r = (f32[4], u32[], token[]) send(p, tk), channel_id=2, is_host_transfer=true',
    'send-done': 'st = (f32[4], u32[], token[]) send(p, tk), channel_id=2, is_host_transfer=true\n  ROOT r = token[] send-done(st), channel_id=2, is_host_transfer=true',
    'get-tuple-element': 'ROOT r = f32[] get-tuple-element(t), index=1',
    'call': 'ROOT r = f32[4] call(p), to_apply=id, is_composite=true, frontend_attributes={composite.name="f",composite.version="1"}',
    'reduce-window': 'ROOT r = f32[2] reduce-window(p, s), window={size=2 stride=2}, to_apply=add',
    'convolution': 'ROOT r = f32[1,4,4,1] convolution(c4, c4), window={size=1x1}, dim_labels=b01f_01io->b01f, feature_group_count=2, batch_group_count=2, convolution_kind=fprop, operand_precision={high,highest}',
    'fft': 'c = c64[4] complex(p, p)\n  ROOT r = c64[4] fft(c), fft_type=FFT, fft_length={4}',
    'triangular-solve': 'ROOT r = f32[4,4] triangular-solve(m, m), left_side=true, lower=true, unit_diagonal=true, transpose_a=TRANSPOSE',
    'compare': 'ROOT r = pred[4] compare(p, p), direction=LT, type=TOTALORDER',
    'cholesky': 'ROOT r = f32[4,4] cholesky(m), lower=true',
    'broadcast': 'ROOT r = f32[4,4] broadcast(p), dimensions={0}',
    'concatenate': 'ROOT r = f32[8] concatenate(p, p), dimensions={0}',
    'map': 'ROOT r = f32[4] map(p, p), dimensions={0}, to_apply=add',
    'scan': 'ROOT r = (f32[], f32[4]) scan(s, p), dimensions={0}, num_carries=1, is_reverse=true, is_associative=true, to_apply=scanbody',
    'reduce': 'ROOT r = f32[] reduce(p, s), dimensions={0}, to_apply=add',
    'reverse': 'ROOT r = f32[4] reverse(p), dimensions={0}',
    'select-and-scatter': 'src = f32[2] parameter(8)\n  ROOT r = f32[4] select-and-scatter(p, src, s), window={size=2 stride=2}, select=lt, scatter=add',
    'slice': 'ROOT r = f32[2] slice(p), slice={[0:4:2]}',
    'dynamic-slice': 'ROOT r = f32[2] dynamic-slice(p, i), dynamic_slice_sizes={2}',
    'transpose': 'ROOT r = f32[4,4] transpose(m), dimensions={1,0}',
    'batch-norm-training': 'ROOT r = (f32[4,4], f32[4], f32[4]) batch-norm-training(m, p, p), epsilon=0.001, feature_index=1',
    'batch-norm-inference': 'ROOT r = f32[4,4] batch-norm-inference(m, p, p, p, p), epsilon=0.001, feature_index=1',
    'batch-norm-grad': 'ROOT r = (f32[4,4], f32[4], f32[4]) batch-norm-grad(m, p, p, p, m), epsilon=0.001, feature_index=1',
    'pad': 'ROOT r = f32[7] pad(p, s), padding=1_1_1',
    'fusion': 'ROOT r = f32[4] fusion(p), kind=kLoop, calls=id2, output_to_operand_aliasing={{}: (0, {})}',
    'infeed': 'ROOT r = ((f32[4]), token[]) infeed(tk), infeed_config="cfg"',
    'outfeed': 'ROOT r = token[] outfeed(p, tk), outfeed_shape=f32[4]{0}, outfeed_config="cfg"',
    'rng': 'ROOT r = f32[4] rng(s, s), distribution=rng_normal',
    'rng-get-and-update-state': 'ROOT r = u64[2] rng-get-and-update-state(), delta=4',
    'rng-bit-generator': 'ROOT r = (u32[2], u32[4]) rng-bit-generator(u), algorithm=rng_philox',
    'reduce-precision': 'ROOT r = f32[4] reduce-precision(p), exponent_bits=5, mantissa_bits=10',
    'conditional': 'ROOT r = f32[4] conditional(b, p, p), true_computation=id, false_computation=id2',
    'custom-call': 'ROOT r = f32[4] custom-call(c4), window={size=1x1}, dim_labels=b01f_01io->b01f, feature_group_count=2, batch_group_count=2, operand_precision={high}, padding_type=PADDING_SAME, custom_call_target="foo", operand_layout_constraints={f32[1,4,4,1]{3,2,1,0}}, custom_call_has_side_effect=true, literal=s32[] 3, output_to_operand_aliasing={{}: (0, {})}, schedule=SCHEDULE_LATEST, api_version=API_VERSION_STATUS_RETURNING',
    'dot': 'ROOT r = f32[4,4] dot(m, m), lhs_batch_dims={}, lhs_contracting_dims={1}, rhs_batch_dims={}, rhs_contracting_dims={0}, operand_precision={high,highest}, algorithm=dot_f32_f32_f32',
    'ragged-dot': 'g = s64[2] parameter(8)\n  ROOT r = f32[4,4] ragged-dot(m, m, g), lhs_contracting_dims={1}, rhs_contracting_dims={0}, lhs_ragged_dims={0}, rhs_group_dims={}, operand_precision={high,highest}',
    'scaled-dot': 'ROOT r = f32[4,4] scaled-dot(m, m, m, m), lhs_contracting_dims={1}, rhs_contracting_dims={0}, operand_precision={high,highest}, algorithm=dot_f32_f32_f32',
    'gather': 'ix = s32[2,1] parameter(8)\n  ROOT r = f32[2,1] gather(p, ix), offset_dims={1}, collapsed_slice_dims={}, start_index_map={0}, index_vector_dim=1, slice_sizes={1}, indices_are_sorted=true',
    'scatter': 'ix = s32[2,1] parameter(8)\n  up = f32[2] parameter(9)\n  ROOT r = f32[4] scatter(p, ix, up), update_window_dims={}, inserted_window_dims={0}, scatter_dims_to_operand_dims={0}, index_vector_dim=1, indices_are_sorted=true, unique_indices=true, to_apply=add',
    'domain': 'ROOT r = f32[4] domain(p), domain={kind="sharding", entry={maximal device=0}, exit={maximal device=1}}',
    'get-dimension-size': 'ROOT r = s32[] get-dimension-size(p), dimensions={0}',
    'set-dimension-size': 'ROOT r = f32[<=4] set-dimension-size(p, i), dimensions={0}',
    'sort-start': 'ROOT r = ((f32[4]), f32[4], s32[]) sort-start(p), dimensions={0}, is_stable=true, to_apply=lt, async_execution_thread="th"',
    'exponential-done': 'st = ((f32[4]), f32[4], s32[]) exponential-start(p), result_accuracy={mode=highest}\n  ROOT r = f32[4] exponential-done(st), async_execution_thread="main"',
    'gather-batching': 'ix = s32[2,2] parameter(8)\n  mm = f32[2,4] parameter(9)\n  ROOT r = f32[2,1] gather(mm, ix), offset_dims={1}, collapsed_slice_dims={}, start_index_map={1}, operand_batching_dims={0}, start_indices_batching_dims={0}, index_vector_dim=1, slice_sizes={1,1}',
    'scatter-batching': 'ix = s32[2,1] parameter(8)\n  mm = f32[2,4] parameter(9)\n  up = f32[2] parameter(10)\n  ROOT r = f32[2,4] scatter(mm, ix, up), update_window_dims={}, inserted_window_dims={1}, scatter_dims_to_operand_dims={1}, input_batching_dims={0}, scatter_indices_batching_dims={0}, index_vector_dim=1, to_apply=add',
    'conditional-s32': 'ROOT r = f32[4] conditional(i, p, p), branch_computations={id, id2}',
    'custom-call-cc': 'ROOT r = f32[4] custom-call(p), custom_call_target="foo", operand_layout_constraints={f32[4]{0}}, called_computations={id, id2}',
    'convolution-sparse': 'ROOT r = f32[4,4] convolution(m, m), dim_labels=bf_io->bf, sparsity_config={}',
    'broadcast-scalar': 'ROOT r = f32[4,4] broadcast(s)',
}


def module(body: str) -> str:
    return HEAD + "  " + body + "\n}\n"


def both_ways(text):
    """Parse with the whole-line fast paths and with the grammar alone: the same result or error."""
    try:
        fast = hlotool.parse(text, "t.hlo")
    except hlotool.HloSyntaxError as e:
        with pytest.raises(hlotool.HloSyntaxError) as slow:
            parse_without_fast_paths(text, "t.hlo")
        assert (slow.value.line, slow.value.column, slow.value.message) == (e.line, e.column, e.message)
        raise
    assert parse_without_fast_paths(text, "t.hlo") == fast
    return fast


def error(body: str) -> hlotool.HloSyntaxError:
    with pytest.raises(hlotool.HloSyntaxError) as e:
        both_ways(module(body))
    return e.value


# ------------------------------------------------------------------------------------ the table
def test_every_opcode_has_a_schema():
    assert set(SCHEMAS) | NEWER == set(OPCODES)
    assert NEWER == {"atan", "shuffle", "collective-reduce"}      # not in jaxlib's XLA: not checked
    for schema in SCHEMAS.values():
        assert set(COMMON) <= set(schema.attrs)
        for spec in schema.attrs.values():
            assert spec.kind in KINDS or spec.kind in ENUMS or spec.kind == "precision_list"
        assert set(schema.required) <= set(schema.own)


def test_every_opcode_is_exercised_on_valid_instructions():
    """Each opcode's schema accepts a real instruction: the corpus's, else the example's."""
    seen = {}
    for path in corpus_files():
        for comp in hlotool.parse_file(path).computations:
            for inst in comp.instructions:
                seen.setdefault(inst.opcode, inst)
    for opcode, body in EXAMPLES.items():
        if opcode in SCHEMAS or schema_of(opcode) is not None:
            seen.setdefault(opcode, both_ways(module(body)).entry.root)
    assert set(SCHEMAS) <= set(seen)
    for opcode, inst in seen.items():
        schema = schema_of(opcode)
        if schema is None:
            continue
        assert set(inst.attrs) <= set(schema.attrs), opcode
        assert all(schema.checks[k](v) for k, v in inst.attrs.items()), opcode
        assert set(schema.required) <= set(inst.attrs), opcode


@pytest.mark.parametrize("opcode", sorted(EXAMPLES))
def test_xla_takes_exactly_these_attributes(xla, opcode):
    """XLA's "Allowed attributes" for the opcode are the schema's, and XLA accepts the example."""
    text = module(EXAMPLES[opcode])
    xla.hlo_module_from_text(text)
    with pytest.raises(Exception) as e:
        xla.hlo_module_from_text(module(EXAMPLES[opcode] + ", zzz_bogus=1"))
    allowed = re.search(r"Allowed attributes: ([^\n]*)", str(e.value)).group(1).split(", ")
    m = both_ways(text)
    schema = schema_of(m.entry.root.opcode)
    expected = {k for k, s in schema.attrs.items() if s.only_if is None or k in m.entry.root.attrs}
    assert set(allowed) == expected


@pytest.mark.parametrize("opcode", sorted(EXAMPLES))
def test_xla_requires_exactly_the_required_attributes(xla, opcode):
    """Without each of its own attributes in turn, the example is refused by XLA exactly where the
    schema says the attribute is required, and by hlotool then too."""
    m = hlotool.parse(module(EXAMPLES[opcode]))
    root = m.entry.root
    schema = schema_of(root.opcode)
    for key in [k for k in root.attrs if k in schema.own]:
        value = root.attrs.pop(key)
        text = hlotool.format(m)
        root.attrs[key] = value
        spec = schema.attrs[key]
        required = spec.required is True or (isinstance(spec.required, str) and CONDITIONS[spec.required][0](root))
        try:
            xla.hlo_module_from_text(text)
            refused = ""
        except Exception as e:
            refused = str(e)
        assert (f"attribute {key} is expected but not seen" in refused) == required, (key, refused[:300])
        if required:
            with pytest.raises(hlotool.HloSyntaxError, match=f"attribute {key} is expected but not seen"):
                both_ways(text)


@pytest.mark.parametrize("opcode", sorted(EXAMPLES))
def test_printer_writes_attributes_in_xlas_order(xla, opcode):
    from support.xla_oracle import xla_print
    text = module(EXAMPLES[opcode])
    ours = list(both_ways(hlotool.format(hlotool.parse(text))).entry.root.attrs)
    theirs = list(hlotool.parse(xla_print(xla, text)).entry.root.attrs)
    assert [k for k in ours if k in theirs] == [k for k in theirs if k in ours]


def test_printer_reorders_hand_written_attributes_as_xla_prints_them():
    text = module('ROOT r = f32[4] sort(p), metadata={op_name="x"}, to_apply=lt, is_stable=true, '
                  'sharding={replicated}, dimensions={0}')
    out = hlotool.format(hlotool.parse(text))
    assert 'sort(%p), dimensions={0}, is_stable=true, to_apply=%lt, sharding={replicated}, metadata={op_name="x"}' \
        in out
    # XLA prints result_accuracy among the common attributes, after statistics
    text = module('ROOT r = f32[4] exponential(p), result_accuracy={mode=highest}, origin={{"x"}}, '
                  'statistics={visualizing_index=1}, sharding={replicated}')
    assert ('exponential(%p), sharding={replicated}, statistics={visualizing_index=1}, '
            'result_accuracy={mode=highest}, origin={{"x"}}') in hlotool.format(hlotool.parse(text))


# ------------------------------------------------------------------------------- the parser
def test_misspelled_attribute_is_a_located_error_with_a_suggestion():
    e = error("ROOT s = f32[4] sort(p), dimensions={0}, is_stabel=true, to_apply=lt")
    assert (e.file, e.line, e.column) == ("t.hlo", HEAD.count("\n") + 1, 44)
    assert e.message.startswith('unexpected attribute "is_stabel" for sort. Allowed attributes: backend_config, ')
    assert "is_stable, metadata" in e.message and e.message.endswith('did you mean "is_stable"?')
    assert 'did you mean "direction"' in error("ROOT c = pred[4] compare(p, p), direciton=LT").message
    assert 'did you mean "metadata"' in error('ROOT n = f32[4] negate(p), metadta={op_name="x"}').message


@pytest.mark.parametrize("body, key", [
    ("ROOT r = f32[4] maximum(p, p), exponent_bits=8", "exponent_bits"),
    ("ROOT r = s32[4] bitcast-convert(p), result_accuracy={mode=highest}", "result_accuracy"),
    ("ROOT r = f32[4] add(p, p), dimensions={0}", "dimensions"),
    ("ROOT r = f32[4] negate(p), to_apply=add", "to_apply"),
    ("ROOT r = f32[4] copy(p), original_value={{\"x\"}}", "original_value"),      # XLA's name is origin
    ("ROOT r = f32[4,4] convolution(m, m), dim_labels=bf_io->bf, conv_kind=fprop", "conv_kind"),
    # X-done takes none of X's attributes; conditional on a pred takes no branch_computations
    ("st = ((f32[4]), f32[4], s32[]) exponential-start(p)\n  ROOT r = f32[4] exponential-done(st), "
     "result_accuracy={mode=highest}", "result_accuracy"),
    ("ROOT r = f32[4] conditional(b, p, p), branch_computations={id, id2}", "branch_computations"),
])
def test_attribute_of_another_opcode_is_an_error(body, key):
    e = error(body)
    assert e.message.startswith(f'unexpected attribute "{key}"') and "Allowed attributes: " in e.message
    assert e.line == HEAD.count("\n") + 1 + body.count("\n")
    assert module(body).split("\n")[e.line - 1][e.column - 1:].startswith(key + "=")


def test_header_attributes_are_checked():
    with pytest.raises(hlotool.HloSyntaxError, match='unexpected attribute "is_schedueld" for HloModule.*'
                                                     'did you mean "is_scheduled"') as e:
        hlotool.parse("HloModule m, is_schedueld=true\nENTRY e {\n  ROOT p = f32[] parameter(0)\n}\n")
    assert (e.value.line, e.value.column) == (1, 14)
    with pytest.raises(hlotool.HloSyntaxError, match="replica_count of HloModule expects an integer"):
        hlotool.parse("HloModule m, replica_count=true\nENTRY e {\n  ROOT p = f32[] parameter(0)\n}\n")


@pytest.mark.parametrize("body, needle", [
    ("ROOT r = f32[4] sort(p), dimensions={0}", "attribute to_apply is expected but not seen"),
    ("ROOT r = f32[4] sort(p), to_apply=lt", "attribute dimensions is expected but not seen"),
    ("ROOT r = s32[4] iota()", "attribute iota_dimension is expected but not seen"),
    ("ROOT r = f32[4] fusion(p), calls=id", "attribute kind is expected but not seen"),
    ('ROOT r = f32[4] custom-call(p), api_version=API_VERSION_ORIGINAL', "custom_call_target is expected"),
    ("ROOT r = f32[4] add(p, s32[4] iota())", "attribute iota_dimension is expected"),     # nested: none taken
    ("ROOT r = f32[4,4] broadcast(p)", "broadcast with a non-scalar operand requires dimensions="),
    ("ROOT r = f32[4] conditional(b, p, p), true_computation=id", "false_computation is expected"),
    ("ROOT r = f32[4] conditional(i, p, p)", "branch_computations is expected"),
    ("ROOT r = ((f32[4]), f32[4], s32[]) sort-start(p), dimensions={0}", "to_apply is expected"),
])
def test_missing_required_attribute_is_an_error(body, needle):
    assert needle in error(body).message


def test_required_only_where_xla_requires_it():
    for body in ("ROOT r = f32[4,4] broadcast(s)",                     # a scalar operand: dimensions={}
                 "ROOT r = f32[2] reduce-window(p, s), to_apply=add",  # window={} by default
                 "ROOT r = f32[4,4] dot(m, m)",                        # no contracting dimensions
                 "ROOT r = f32[4] all-to-all(p)",
                 "st = ((f32[4]), f32[4], s32[]) sort-start(p), dimensions={0}, to_apply=lt\n"
                 "  ROOT r = f32[4] sort-done(st)"):
        both_ways(module(body))


@pytest.mark.parametrize("body, needle", [
    ("ROOT r = f32[4] sort(p), dimensions={0}, is_stable=1, to_apply=lt", "is_stable of sort expects true or false"),
    ("ROOT r = f32[] get-tuple-element(t), index=1.5", "index of get-tuple-element expects an integer"),
    ("ROOT r = f32[4] custom-call(p), custom_call_target=foo", "custom_call_target of custom-call expects a quoted"),
    ("ROOT r = f32[] reduce(p, s), dimensions={0}, to_apply={add, add}", "to_apply of reduce expects a computation"),
    ("ROOT r = f32[4] batch-norm-inference(m, p, p, p, p), epsilon=inf, feature_index=1", "a float can hold"),
    ("ROOT r = pred[4] compare(p, p), direction=gt", "one of EQ, NE, GE, GT, LE, LT"),
    ("ROOT r = f32[4] fusion(p), kind=kloop, calls=id", "one of kLoop, kInput, kOutput, kCustom"),
    ("ROOT r = f32[4] reverse(p), dimensions=0", "a list of integers"),
    ("ROOT r = (f32[4], f32[4], u32[]) copy-start(p), cross_program_prefetch_index=4294967296", "32-bit"),
    ("ROOT r = f32[4] collective-permute(p), source_target_pairs={{0,1}}, slice_sizes={4}", "integer lists"),
    ("ROOT r = f32[4] negate(p), control-predecessors={}", "instruction names"),
    ("ROOT r = f32[4,4] dot(m, m), operand_precision={highest,bogus}", "precisions"),
])
def test_value_of_the_wrong_kind_is_an_error(xla, body, needle):
    assert needle in error(body).message
    with pytest.raises(Exception):  # noqa: B017  (XLA's parser refuses each too; its error type varies by jaxlib)
        xla.hlo_module_from_text(module(body))


def test_enum_values_are_read_as_xla_reads_them():
    # precision, distribution, rng algorithm and dot algorithm names: any case, as in XLA
    for body in ("ROOT r = f32[4,4] dot(m, m), operand_precision={HIGHEST,Default}, algorithm=DOT_F32_F32_F32",
                 "ROOT r = f32[4] rng(s, s), distribution=RNG_UNIFORM",
                 "ROOT r = (u32[2], u32[4]) rng-bit-generator(u), algorithm=RNG_PHILOX"):
        both_ways(module(body))


def test_unknown_and_newer_opcodes_are_not_checked():
    m = both_ways(module("ROOT r = f32[4] my-op(p), anything=1, other={a, b}"))
    assert m.entry.root.attrs["anything"] == 1
    both_ways(module("ROOT r = f32[4] atan(p), some_future_attribute={a}"))


def test_cli_parse_rejects_a_misspelled_attribute(tmp_path):
    import subprocess
    import sys
    f = tmp_path / "bad.hlo"
    f.write_text(module("ROOT s = f32[4] sort(p), dimensions={0}, is_stabel=true, to_apply=lt"))
    r = subprocess.run([sys.executable, "-m", "hlotool", "parse", str(f)], capture_output=True, text=True)
    assert r.returncode == 1
    assert f"bad.hlo:{HEAD.count(chr(10)) + 1}:44: error: unexpected attribute \"is_stabel\"" in r.stderr + r.stdout


# ------------------------------------------------------------------------------- the verifier
def test_verifier_applies_the_schema_to_modules_changed_in_python():
    m = hlotool.parse(module("ROOT r = f32[4] sort(p), dimensions={0}, is_stable=true, to_apply=lt"))
    assert verify(m) == []
    root = m.entry.root
    for attrs, needle in (({**root.attrs, "is_stabel": True}, 'did you mean "is_stable"'),
                          ({**root.attrs, "is_stable": 1}, "expects true or false"),
                          ({"dimensions": (0,), "is_stable": True}, "to_apply is expected")):
        root.attrs = attrs
        found = verify(m)
        assert [d.code for d in found] == ["V112"] and needle in found[0].message, [str(d) for d in found]
