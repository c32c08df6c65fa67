"""HLO to StableHLO text: hlotool's Module printed as the MLIR module jax prints (``lowered.as_text()``), in
the pretty form MLIR's printer uses (the generic quoted form for the ops that have no custom syntax).

As XLA's HLO -> StableHLO translation (jaxlib's ``hlo_to_stablehlo``) makes it: the entry computation is
``func.func public @main``, each computation that a ``call`` calls a private function, every other called
computation (reduction bodies, comparators, while and conditional branches) a region of its op; tuples are
flattened (a ``tuple`` is its elements, a ``get-tuple-element`` the element: while and function results are
several values), as XLA's translation flattens them. Each HLO opcode prints through its record in ``FORMS``.

Instruction metadata is printed as each op's location (``loc(...)``, ``_location``): the op_name's name location
over the op_type's over the file's (the nesting XLA's translation reads back into op_name, op_type and a stack
frame); its other fields (stack_frame_id, profile data) have no place. An opcode without a StableHLO form
(``fusion``, ``copy`` and the other post-optimisation ops) is a StableHloPrintError naming the instruction."""
from __future__ import annotations

from dataclasses import dataclass
from typing import Callable, Union

import numpy as np

from ..ir.collectives import listed_groups
from ..ir.module import Computation, Instruction, Module
from ..ir.shape import Shape
from ..ir.values import BackendConfig, CompRef, FrontendAttributes
from ..ir.walks import post_order
from .stablehlo_values import (
    StableHloPrintError,
    array_text,
    dense_ints,
    float_text,
    ints,
    literal_text,
    string_text,
    type_text,
)
from .values import sharding_text

# ---------------------------------------------------------------- the op records

@dataclass(frozen=True)
class OpForm:
    """How one HLO opcode prints: the StableHLO op's name and its text after ``%r = ``."""
    name: str
    text: Callable[["_FunctionPrinter", Instruction, str], str]


def _signature(p: "_FunctionPrinter", inst: Instruction, operands: list[str] | None = None) -> str:
    """``(operand types) -> result type(s)``."""
    ins = [type_text(o.shape) for o in inst.operands]
    return "(" + ", ".join(ins) + ") -> " + _results_type(inst.shape, p.multi(inst))


def _results_type(shape: Shape, multi: bool) -> str:
    if multi:
        return "(" + ", ".join(type_text(s) for s in shape.tuple_shapes) + ")"
    return type_text(shape)


def _elementwise(p: "_FunctionPrinter", inst: Instruction, name: str) -> str:
    """``stablehlo.add %a, %b : T`` (one type where all are the same, ``(A, B) -> R`` otherwise)."""
    operands = ", ".join(p.use(o) for o in inst.operands)
    types = {o.shape.to_text() for o in inst.operands} | {inst.shape.to_text()}
    sig = type_text(inst.shape) if len(types) == 1 else _signature(p, inst)
    return f"{name} {operands}{p.attr_dict(inst)} : {sig}"


def _select(p, inst, name) -> str:
    """``stablehlo.select %p, %a, %b : P, T`` (``(P, A, B) -> R`` where the types differ)."""
    pred, a, b = inst.operands
    same = a.shape.to_text() == b.shape.to_text() == inst.shape.to_text()
    sig = f"{type_text(pred.shape)}, {type_text(inst.shape)}" if same else _signature(p, inst)
    return f"{name} {p.use(pred)}, {p.use(a)}, {p.use(b)}{p.attr_dict(inst)} : {sig}"


def _chlo_unary(p, inst, name) -> str:
    """``chlo.erf %x : T -> T`` (CHLO's unary ops write their type as a function)."""
    (x,) = inst.operands
    return f"{name} {p.use(x)}{p.attr_dict(inst)} : {type_text(x.shape)} -> {type_text(inst.shape)}"


def _converting(p, inst, name) -> str:
    """``stablehlo.convert %x : (A) -> R``: an op whose result type differs from its operand's."""
    return f"{name} {', '.join(p.use(o) for o in inst.operands)}{p.attr_dict(inst)} : {_signature(p, inst)}"


def _constant(p, inst, name) -> str:
    return f"{name}{p.attr_dict(inst)} {literal_text(inst)} : {type_text(inst.shape)}"


def _compare(p, inst, name) -> str:
    a, b = inst.operands
    kind = _COMPARE_DEFAULT.get(a.shape.element_type[0], "UNSIGNED")
    ctype = inst.attrs.get("type")
    word = f", {ctype}" if ctype is not None and str(ctype) != kind else ""
    return (f"{name} {inst.attrs['direction']}, {p.use(a)}, {p.use(b)}{word}{p.attr_dict(inst)} : "
            f"{_signature(p, inst)}")


_COMPARE_DEFAULT = {"f": "FLOAT", "b": "FLOAT", "c": "FLOAT", "s": "SIGNED", "p": "UNSIGNED", "u": "UNSIGNED"}


def _broadcast(p, inst, name) -> str:
    return (f"{name} {p.use(inst.operands[0])}, dims = {ints(inst.attrs.get('dimensions', ()))}"
            f"{p.attr_dict(inst)} : {_signature(p, inst)}")


def _dims_op(keyword: str, key: str, same_type: bool = False):
    def text(p, inst, name) -> str:
        sig = type_text(inst.shape) if same_type else _signature(p, inst)
        dims = ints(inst.attrs.get(key, ()))
        return f"{name} {p.use(inst.operands[0])}, {keyword} = {dims}{p.attr_dict(inst)} : {sig}"
    return text


def _iota(p, inst, name) -> str:
    return f"{name} dim = {inst.attrs['iota_dimension']}{p.attr_dict(inst)} : {type_text(inst.shape)}"


def _nullary(p, inst, name) -> str:
    return f"{name}{p.attr_dict(inst)} : {type_text(inst.shape)}"


def _slice(p, inst, name) -> str:
    parts = []
    for start, limit, stride in inst.attrs["slice"].dims:
        parts.append(f"{start}:{limit}" + (f":{stride}" if stride != 1 else ""))
    return f"{name} {p.use(inst.operands[0])} [{', '.join(parts)}]{p.attr_dict(inst)} : {_signature(p, inst)}"


def _concatenate(p, inst, name) -> str:
    operands = ", ".join(p.use(o) for o in inst.operands)
    return f"{name} {operands}, dim = {inst.attrs['dimensions'][0]}{p.attr_dict(inst)} : {_signature(p, inst)}"


def _pad(p, inst, name) -> str:
    dims = inst.attrs["padding"].dims
    low, high, interior = ([d[k] for d in dims] for k in range(3))
    x, value = inst.operands
    return (f"{name} {p.use(x)}, {p.use(value)}, low = {ints(low)}, high = {ints(high)}, interior = "
            f"{ints(interior)}{p.attr_dict(inst)} : {_signature(p, inst)}")


def _dynamic_slice(p, inst, name) -> str:
    operands = ", ".join(p.use(o) for o in inst.operands)
    return (f"{name} {operands}, sizes = {ints(inst.attrs['dynamic_slice_sizes'])}{p.attr_dict(inst)} : "
            f"{_signature(p, inst)}")


def _operands_signature(p, inst, name) -> str:
    """``stablehlo.dynamic_update_slice %a, %b, %i : (A, B, I) -> R``."""
    return f"{name} {', '.join(p.use(o) for o in inst.operands)}{p.attr_dict(inst)} : {_signature(p, inst)}"


_PRECISIONS = {"default": "DEFAULT", "high": "HIGH", "highest": "HIGHEST"}


def _precision(inst) -> list[str]:
    value = inst.attrs.get("operand_precision")
    if value is None:
        return []
    return [_PRECISIONS.get(str(w).lower(), str(w).upper()) for w in value.items]


def _dot(p, inst, name) -> str:
    a, b = inst.operands
    parts = []
    lb, rb = inst.attrs.get("lhs_batch_dims", ()), inst.attrs.get("rhs_batch_dims", ())
    if lb or rb:
        parts.append(f"batching_dims = {ints(lb)} x {ints(rb)}")
    parts.append(f"contracting_dims = {ints(inst.attrs.get('lhs_contracting_dims', ()))} x "
                 f"{ints(inst.attrs.get('rhs_contracting_dims', ()))}")
    precision = _precision(inst)
    if precision:
        parts.append(f"precision = [{', '.join(precision)}]")
    return f"{name} {p.use(a)}, {p.use(b)}, {', '.join(parts)}{p.attr_dict(inst)} : {_signature(p, inst)}"


def _conv(p, inst, name) -> str:
    labels = inst.attrs["dim_labels"].text
    lhs, rest = labels.split("_")
    rhs, out = rest.split("->")
    window = inst.attrs.get("window")
    n = len(lhs) - 2
    dims = window.dims if window is not None else ()

    def get(field, default):
        return [getattr(d, field) for d in dims] if dims else [default] * n
    parts = [f"stride = {ints(get('stride', 1))}",
             "pad = [" + ", ".join(f"[{lo}, {hi}]"
                                   for lo, hi in zip(get("pad_low", 0), get("pad_high", 0), strict=True)) + "]",
             f"lhs_dilate = {ints(get('lhs_dilate', 1))}", f"rhs_dilate = {ints(get('rhs_dilate', 1))}",
             "reverse = [" + ", ".join("true" if r else "false" for r in get("reversal", False)) + "]"]
    attrs = [f"batch_group_count = {inst.attrs.get('batch_group_count', 1)} : i64",
             f"feature_group_count = {inst.attrs.get('feature_group_count', 1)} : i64"]
    precision = _precision(inst)
    if precision:
        attrs.append("precision_config = [" + ", ".join(f"#stablehlo<precision {w}>" for w in precision) + "]")
    a, b = inst.operands
    return (f"{name}({p.use(a)}, {p.use(b)}) dim_numbers = {_conv_labels(lhs)}x{_conv_labels(rhs)}->"
            f"{_conv_labels(out)}, window = {{{', '.join(parts)}}} {{{', '.join(attrs + p.extra_attrs(inst))}}}"
            f" : {_signature(p, inst)}")


def _conv_labels(text: str) -> str:
    return "[" + ", ".join(text) + "]"


def _reduce_precision(p, inst, name) -> str:
    return (f"{name} {p.use(inst.operands[0])}, format = e{inst.attrs['exponent_bits']}m{inst.attrs['mantissa_bits']}"
            f"{p.attr_dict(inst)} : {type_text(inst.shape)}")


def _fft(p, inst, name) -> str:
    return (f"{name} {p.use(inst.operands[0])}, type = {inst.attrs['fft_type']}, length = "
            f"{ints(inst.attrs['fft_length'])}{p.attr_dict(inst)} : {_signature(p, inst)}")


_RNG_ALGORITHMS = {"rng_default": "DEFAULT", "rng_three_fry": "THREE_FRY", "rng_philox": "PHILOX"}


def _rng_bit_generator(p, inst, name) -> str:
    algorithm = _RNG_ALGORITHMS.get(str(inst.attrs.get("algorithm", "rng_default")), "DEFAULT")
    return (f"{name} {p.use(inst.operands[0])}, algorithm = {algorithm}{p.attr_dict(inst)} : "
            f"{_signature(p, inst)}")


def _transpose(p, inst, name) -> str:
    return (f"{name} {p.use(inst.operands[0])}, dims = {ints(inst.attrs['dimensions'])}{p.attr_dict(inst)} : "
            f"{_signature(p, inst)}")


def _generic(properties: Callable[[Instruction], list[str]], regions: tuple[str, ...] = ()):
    """The generic form: ``"stablehlo.gather"(%a, %b) <{props}> ({regions}) {attrs} : (A, B) -> R``."""
    def text(p, inst, name) -> str:
        operands = ", ".join(p.use(o) for o in inst.operands)
        props = properties(inst)
        out = f'"{name}"({operands})'
        if props:
            out += " <{" + ", ".join(props) + "}>"
        if regions:
            out += " (" + ", ".join(p.region(inst.attrs[key], inst) for key in regions) + ")"
        return out + p.attr_dict(inst) + " : " + _signature(p, inst)
    return text


def _gather_props(inst) -> list[str]:
    a = inst.attrs
    dn = [("offset_dims", a.get("offset_dims", ())), ("collapsed_slice_dims", a.get("collapsed_slice_dims", ())),
          ("operand_batching_dims", a.get("operand_batching_dims", ())),
          ("start_indices_batching_dims", a.get("start_indices_batching_dims", ())),
          ("start_index_map", a.get("start_index_map", ()))]
    fields = [f"{k} = {ints(v)}" for k, v in dn if v]
    if a.get("index_vector_dim", 0):
        fields.append(f"index_vector_dim = {a['index_vector_dim']}")
    return [f"dimension_numbers = #stablehlo.gather<{', '.join(fields)}>",
            f"indices_are_sorted = {_bool(a.get('indices_are_sorted'))}",
            f"slice_sizes = {array_text(a['slice_sizes'])}"]


def _scatter_props(inst) -> list[str]:
    a = inst.attrs
    dn = [("update_window_dims", a.get("update_window_dims", ())),
          ("inserted_window_dims", a.get("inserted_window_dims", ())),
          ("input_batching_dims", a.get("input_batching_dims", ())),
          ("scatter_indices_batching_dims", a.get("scatter_indices_batching_dims", ())),
          ("scatter_dims_to_operand_dims", a.get("scatter_dims_to_operand_dims", ()))]
    fields = [f"{k} = {ints(v)}" for k, v in dn if v]
    if a.get("index_vector_dim", 0):
        fields.append(f"index_vector_dim = {a['index_vector_dim']}")
    return [f"indices_are_sorted = {_bool(a.get('indices_are_sorted'))}",
            f"scatter_dimension_numbers = #stablehlo.scatter<{', '.join(fields)}>",
            f"unique_indices = {_bool(a.get('unique_indices'))}"]


def _bool(v) -> str:
    return "true" if v else "false"


def _window_props(with_dilations: bool):
    def props(inst) -> list[str]:
        dims = inst.attrs["window"].dims
        out = []
        if with_dilations:
            out.append(f"base_dilations = {array_text([d.lhs_dilate for d in dims])}")
        out.append(f"padding = {dense_ints([(d.pad_low, d.pad_high) for d in dims], 2)}")
        if with_dilations:
            out.append(f"window_dilations = {array_text([d.rhs_dilate for d in dims])}")
        out.append(f"window_dimensions = {array_text([d.size for d in dims])}")
        out.append(f"window_strides = {array_text([d.stride for d in dims])}")
        return out
    return props


def _sort_props(inst) -> list[str]:
    return [f"dimension = {inst.attrs['dimensions'][0]} : i64", f"is_stable = {_bool(inst.attrs.get('is_stable'))}"]


def _channel(inst) -> list[str]:
    ch = inst.attrs.get("channel_id")
    return [f"channel_handle = #stablehlo.channel_handle<handle = {ch}, type = 1>"] if ch else []


def _groups(inst) -> list[str]:
    """``replica_groups`` as a 2-D dense attribute, whatever form the HLO wrote them in (lists, iota, mesh axes)."""
    groups = listed_groups(inst.attrs.get("replica_groups")) or []
    return [f"replica_groups = {dense_ints(groups)}"]


def _global_ids(inst) -> list[str]:
    return ["use_global_device_ids"] if inst.attrs.get("use_global_device_ids") else []


def _all_reduce_props(inst) -> list[str]:
    return _channel(inst) + _groups(inst) + _global_ids(inst)


def _all_gather_props(inst) -> list[str]:
    return [f"all_gather_dim = {inst.attrs['dimensions'][0]} : i64"] + _channel(inst) + _groups(inst) + _global_ids(
        inst)


def _reduce_scatter_props(inst) -> list[str]:
    return _channel(inst) + _groups(inst) + [f"scatter_dimension = {inst.attrs['dimensions'][0]} : i64"] + \
        _global_ids(inst)


def _all_to_all_props(inst) -> list[str]:
    dim = inst.attrs["dimensions"][0]
    groups = listed_groups(inst.attrs.get("replica_groups")) or ()
    count = len(groups[0]) if groups else 1
    return ([f"concat_dimension = {dim} : i64"] + _channel(inst) + _groups(inst) +
            [f"split_count = {count} : i64", f"split_dimension = {dim} : i64"])


def _permute_props(inst) -> list[str]:
    return _channel(inst) + [f"source_target_pairs = {dense_ints(inst.attrs['source_target_pairs'], 2)}"]


def _reduce_props(inst) -> list[str]:
    return [f"dimensions = {array_text(inst.attrs['dimensions'])}"]


def _while(p, inst, name) -> str:
    iter_args, types = p.while_args(inst)
    captured = p.printer.captured_tail(inst)
    carried = len(iter_args) - captured
    names = [a for a, _ in iter_args[:carried]] + [v for _, v in iter_args[carried:]]
    iter_args, types = iter_args[:carried], types[:carried]
    cond = p.loop_region(inst.attrs["condition"], inst, names, False)
    body = p.loop_region(inst.attrs["body"], inst, names, True, carried)
    args = ", ".join(f"{a} = {v}" for a, v in iter_args)
    return f"{name}({args}){p.attr_dict(inst)} : {', '.join(types)}\n{p.indent}cond {cond} do {body}"


def _conditional(p, inst, name) -> str:
    keys = (["true_computation", "false_computation"] if "true_computation" in inst.attrs else None)
    branches = [inst.attrs[k] for k in keys] if keys else list(inst.attrs["branch_computations"])
    regions = ", ".join(p.branch_region(b, inst.operands[k + 1], inst) for k, b in enumerate(branches))
    op_name = "stablehlo.if" if keys else "stablehlo.case"
    return (f'"{op_name}"({p.use(inst.operands[0])}) ({regions}){p.attr_dict(inst)} : '
            f"({type_text(inst.operands[0].shape)}) -> {_results_type(inst.shape, p.multi(inst))}")


def _call(p, inst, name) -> str:
    callee = p.printer.function_name(inst.attrs["to_apply"].name)
    operands = ", ".join(p.use(o) for o in inst.operands)
    if inst.attrs.get("is_composite"):
        return _composite(p, inst, callee, operands)
    return f"{name} @{callee}({operands}){p.attr_dict(inst)} : {_signature(p, inst)}"


def _composite(p, inst, callee: str, operands: str) -> str:
    """A composite call (is_composite: what XLA's translation makes of stablehlo.composite) as that op again: its
    name, attributes and version from the call's frontend attributes, its callee the decomposition."""
    fa = inst.attrs.get("frontend_attributes")
    fields = dict(fa.items) if isinstance(fa, FrontendAttributes) else {}
    name = fields.get("composite.name")
    if name is None:
        raise StableHloPrintError(f"%{inst.name}: a composite call without composite.name in its frontend attributes")
    attrs = [f"composite_attributes = {fields.get('composite.attributes') or '{}'}", f"decomposition = @{callee}"]
    version = int(fields.get("composite.version", 0) or 0)
    if version:
        attrs.append(f"version = {version} : i32")
    return (f"stablehlo.composite {string_text(name)} {operands} {{{', '.join(attrs)}}} : "
            f"{_signature(p, inst)}")


_API_VERSIONS = {"API_VERSION_ORIGINAL": 1, "API_VERSION_STATUS_RETURNING": 2,
                 "API_VERSION_STATUS_RETURNING_UNIFIED": 3, "API_VERSION_TYPED_FFI": 4}


def _custom_call(p, inst, name) -> str:
    a = inst.attrs
    api = _API_VERSIONS.get(str(a.get("api_version", "API_VERSION_ORIGINAL")), 1)
    attrs = [f"api_version = {api} : i32"]
    config = a.get("backend_config")
    if isinstance(config, BackendConfig) and config.form == "braced":
        attrs.append(f"backend_config = {config.text}")
    elif config is not None:
        attrs.append(f"backend_config = {string_text(getattr(config, 'text', str(config)))}")
    if a.get("custom_call_has_side_effect"):
        attrs.append("has_side_effect = true")
    layouts = a.get("operand_layout_constraints")
    if layouts is not None:
        attrs.append("operand_layouts = [" + ", ".join(_layout(s) for s in layouts.items) + "]")
        results = inst.shape.tuple_shapes if inst.shape.is_tuple else (inst.shape,)
        attrs.append("result_layouts = [" + ", ".join(_layout(s) for s in results) + "]")
    if inst.called_computations:
        attrs.append("called_computations = [" + ", ".join(f"@{p.printer.function_name(c.name)}"
                                                           for c in inst.called_computations) + "]")
    aliasing = a.get("output_to_operand_aliasing")
    if aliasing is not None and aliasing.items:
        items = []
        for pair in aliasing.items:
            operand_index, operand_tuple = pair.right.items
            items.append(f"#stablehlo.output_operand_alias<output_tuple_indices = {ints(pair.left.items)}, "
                         f"operand_index = {operand_index}, operand_tuple_indices = {ints(operand_tuple.items)}>")
        attrs.append("output_operand_aliases = [" + ", ".join(items) + "]")
    target = str(a["custom_call_target"])
    operands = ", ".join(p.use(o) for o in inst.operands)
    callee = f"@{target}" if target.replace("_", "a").replace(".", "a").replace("$", "a").isalnum() else \
        "@" + string_text(target)
    return (f"{name} {callee}({operands}) {{{', '.join(attrs + p.extra_attrs(inst))}}} : "
            f"{_signature(p, inst)}")


def _layout(shape: Shape) -> str:
    order = shape.layout.minor_to_major if shape.layout is not None else tuple(range(shape.rank - 1, -1, -1))
    if not order:
        return "dense<> : tensor<0xindex>"
    return f"dense<{ints(order) if len(order) > 1 else order[0]}> : tensor<{len(order)}xindex>"


def _topk(p, inst, name) -> str:
    if inst.attrs.get("largest", True) is False:      # chlo.top_k always takes the largest
        raise StableHloPrintError(f"%{inst.name}: topk with largest=false has no chlo.top_k form (it always "
                                  f"takes the largest)")
    return (f"chlo.top_k({p.use(inst.operands[0])}, k = {inst.attrs['k']}){p.attr_dict(inst)} : "
            f"{type_text(inst.operands[0].shape)} -> {_results_type(inst.shape, True)}")


def _variadic_same(p, inst, name) -> str:
    """``stablehlo.optimization_barrier %a, %b : A, B`` (its operand a tuple, flattened)."""
    values = p.elements(inst.operands[0]) if len(inst.operands) == 1 and inst.operands[0].shape.is_tuple else [
        p.use(o) for o in inst.operands]
    types = inst.shape.tuple_shapes if inst.shape.is_tuple else (inst.shape,)
    return f"{name} {', '.join(values)}{p.attr_dict(inst)} : {', '.join(type_text(s) for s in types)}"


def _get_tuple_element(p, inst, name) -> str:
    return (f"{name} {p.use(inst.operands[0])}[{inst.attrs['index']}]{p.attr_dict(inst)} : "
            f"{_signature(p, inst)}")


def _triangular_solve_props(inst) -> list[str]:
    a = inst.attrs
    return [f"left_side = {_bool(a.get('left_side'))}", f"lower = {_bool(a.get('lower'))}",
            f"transpose_a = #stablehlo<transpose {a.get('transpose_a', 'NO_TRANSPOSE')}>",
            f"unit_diagonal = {_bool(a.get('unit_diagonal'))}"]


def _batch_norm_props(inst) -> list[str]:
    return [f"epsilon = {float_text(np.float32(inst.attrs['epsilon']))} : f32",
            f"feature_index = {inst.attrs['feature_index']} : i64"]


def _map_props(inst) -> list[str]:
    return [f"dimensions = {array_text(inst.attrs.get('dimensions', ()))}"]


def _collective_broadcast_props(inst) -> list[str]:
    ch = inst.attrs.get("channel_id")
    return ([f"channel_handle = #stablehlo.channel_handle<handle = {ch}, type = 0>"] if ch else []) + _groups(inst)


_DISTRIBUTIONS = {"rng_uniform": "UNIFORM", "rng_normal": "NORMAL"}


def _rng(p, inst, name) -> str:
    """``stablehlo.rng %a, %b, %shape, distribution = UNIFORM``: the result's shape a constant of its own first."""
    shape = p.fresh()
    dims = inst.shape.dims
    p.lines.append(f"{p.indent}{shape} = stablehlo.constant dense<{ints(dims)}> : tensor<{len(dims)}xi64>")
    a, b = inst.operands
    distribution = _DISTRIBUTIONS[str(inst.attrs["distribution"]).lower()]
    return (f"{name} {p.use(a)}, {p.use(b)}, {shape}, distribution = {distribution}{p.attr_dict(inst)} : "
            f"({type_text(a.shape)}, {type_text(b.shape)}, tensor<{len(dims)}xi64>) -> {type_text(inst.shape)}")


def _cholesky(p, inst, name) -> str:
    lower = ", lower = true" if inst.attrs.get("lower") else ""
    return f"{name} {p.use(inst.operands[0])}{lower}{p.attr_dict(inst)} : {type_text(inst.shape)}"


def _get_dimension_size(p, inst, name) -> str:
    return (f"{name} {p.use(inst.operands[0])}, dim = {inst.attrs['dimensions'][0]}{p.attr_dict(inst)} : "
            f"{_signature(p, inst)}")


def _infeed(p, inst, name) -> str:
    """``"stablehlo.infeed"(%token) <{infeed_config, layout}>``: the data tuple's arrays, then the token, results
    of their own (as XLA's translation makes them)."""
    data = inst.shape.tuple_shapes[0].tuple_shapes
    layouts = ", ".join(ints(s.layout.minor_to_major if s.layout is not None else range(s.rank - 1, -1, -1))
                        for s in data)
    config = string_text(str(inst.attrs.get("infeed_config", "")))
    results = ", ".join(type_text(s) for s in (*data, inst.shape.tuple_shapes[1]))
    return (f'"{name}"({p.use(inst.operands[0])}) <{{infeed_config = {config}, layout = [{layouts}]}}>'
            f"{p.attr_dict(inst)} : ({type_text(inst.operands[0].shape)}) -> ({results})")


def _outfeed(p, inst, name) -> str:
    """``"stablehlo.outfeed"(%a, ..., %token) <{outfeed_config}>``: the data tuple's elements, then the token."""
    data, token = inst.operands
    values = p.elements(data) if data.shape.is_tuple else [p.use(data)]
    types = data.shape.tuple_shapes if data.shape.is_tuple else (data.shape,)
    config = string_text(str(inst.attrs.get("outfeed_config", "")))
    return (f'"{name}"({", ".join([*values, p.use(token)])}) <{{outfeed_config = {config}}}>{p.attr_dict(inst)} : '
            f"({', '.join(type_text(s) for s in (*types, token.shape))}) -> {type_text(inst.shape)}")


_UNARY_SAME = {
    "abs": "abs", "negate": "negate", "sign": "sign", "sqrt": "sqrt", "rsqrt": "rsqrt", "cbrt": "cbrt",
    "exponential": "exponential", "exponential-minus-one": "exponential_minus_one", "log": "log",
    "log-plus-one": "log_plus_one", "logistic": "logistic", "tanh": "tanh", "sine": "sine", "cosine": "cosine",
    "tan": "tan", "floor": "floor", "ceil": "ceil", "round-nearest-afz": "round_nearest_afz",
    "round-nearest-even": "round_nearest_even", "count-leading-zeros": "count_leading_zeros",
    "popcnt": "popcnt", "not": "not", "real": "real", "imag": "imag", "is-finite": "is_finite",
    "add": "add", "subtract": "subtract", "multiply": "multiply", "divide": "divide", "remainder": "remainder",
    "power": "power", "maximum": "maximum", "minimum": "minimum", "atan2": "atan2", "and": "and", "or": "or",
    "xor": "xor", "shift-left": "shift_left", "shift-right-arithmetic": "shift_right_arithmetic",
    "shift-right-logical": "shift_right_logical", "complex": "complex", "clamp": "clamp",
}

FORMS: dict[str, OpForm] = {op: OpForm(f"stablehlo.{name}", _elementwise) for op, name in _UNARY_SAME.items()}
FORMS.update({
    "erf": OpForm("chlo.erf", _chlo_unary),
    "select": OpForm("stablehlo.select", _select),
    "convert": OpForm("stablehlo.convert", _converting),
    "bitcast-convert": OpForm("stablehlo.bitcast_convert", _converting),
    "reshape": OpForm("stablehlo.reshape", _converting),
    "constant": OpForm("stablehlo.constant", _constant),
    "compare": OpForm("stablehlo.compare", _compare),
    "broadcast": OpForm("stablehlo.broadcast_in_dim", _broadcast),
    "transpose": OpForm("stablehlo.transpose", _transpose),
    "reverse": OpForm("stablehlo.reverse", _dims_op("dims", "dimensions", same_type=True)),
    "iota": OpForm("stablehlo.iota", _iota),
    "partition-id": OpForm("stablehlo.partition_id", _nullary),
    "replica-id": OpForm("stablehlo.replica_id", _nullary),
    "slice": OpForm("stablehlo.slice", _slice),
    "concatenate": OpForm("stablehlo.concatenate", _concatenate),
    "pad": OpForm("stablehlo.pad", _pad),
    "dynamic-slice": OpForm("stablehlo.dynamic_slice", _dynamic_slice),
    "dynamic-update-slice": OpForm("stablehlo.dynamic_update_slice", _operands_signature),
    "dot": OpForm("stablehlo.dot_general", _dot),
    "convolution": OpForm("stablehlo.convolution", _conv),
    "reduce-precision": OpForm("stablehlo.reduce_precision", _reduce_precision),
    "fft": OpForm("stablehlo.fft", _fft),
    "rng-bit-generator": OpForm("stablehlo.rng_bit_generator", _rng_bit_generator),
    "gather": OpForm("stablehlo.gather", _generic(_gather_props)),
    "scatter": OpForm("stablehlo.scatter", _generic(_scatter_props, ("to_apply",))),
    "reduce-window": OpForm("stablehlo.reduce_window", _generic(_window_props(True), ("to_apply",))),
    "select-and-scatter": OpForm("stablehlo.select_and_scatter",
                                 _generic(_window_props(False), ("select", "scatter"))),
    "sort": OpForm("stablehlo.sort", _generic(_sort_props, ("to_apply",))),
    "all-reduce": OpForm("stablehlo.all_reduce", _generic(_all_reduce_props, ("to_apply",))),
    "all-gather": OpForm("stablehlo.all_gather", _generic(_all_gather_props)),
    "reduce-scatter": OpForm("stablehlo.reduce_scatter", _generic(_reduce_scatter_props, ("to_apply",))),
    "all-to-all": OpForm("stablehlo.all_to_all", _generic(_all_to_all_props)),
    "collective-permute": OpForm("stablehlo.collective_permute", _generic(_permute_props)),
    "reduce": OpForm("stablehlo.reduce", _generic(_reduce_props, ("to_apply",))),
    "while": OpForm("stablehlo.while", _while),
    "conditional": OpForm("stablehlo.case", _conditional),
    "call": OpForm("func.call", _call),
    "custom-call": OpForm("stablehlo.custom_call", _custom_call),
    "topk": OpForm("chlo.top_k", _topk),
    "opt-barrier": OpForm("stablehlo.optimization_barrier", _variadic_same),
    "get-tuple-element": OpForm("stablehlo.get_tuple_element", _get_tuple_element),
    "after-all": OpForm("stablehlo.after_all", _operands_signature),
    "triangular-solve": OpForm("stablehlo.triangular_solve", _generic(_triangular_solve_props)),
    "rng": OpForm("stablehlo.rng", _rng),
    "batch-norm-training": OpForm("stablehlo.batch_norm_training", _generic(_batch_norm_props)),
    "batch-norm-inference": OpForm("stablehlo.batch_norm_inference", _generic(_batch_norm_props)),
    "batch-norm-grad": OpForm("stablehlo.batch_norm_grad", _generic(_batch_norm_props)),
    "map": OpForm("stablehlo.map", _generic(_map_props, ("to_apply",))),
    "collective-broadcast": OpForm("stablehlo.collective_broadcast", _generic(_collective_broadcast_props)),
    "get-dimension-size": OpForm("stablehlo.get_dimension_size", _get_dimension_size),
    "cholesky": OpForm("stablehlo.cholesky", _cholesky),
    "infeed": OpForm("stablehlo.infeed", _infeed),
    "outfeed": OpForm("stablehlo.outfeed", _outfeed),
    # HLO's elementwise ops without a StableHLO op: mhlo.* ops, as XLA's translation writes them (and reads them).
    **{op: OpForm(f"mhlo.{op}", _elementwise) for op in ("acos", "acosh", "asin", "asinh", "atanh", "sinh", "cosh")},
})


# Opcodes whose result (a tuple) is several SSA results of the op, as XLA's translation makes them.
_MULTI_RESULT = frozenset({"sort", "reduce", "while", "conditional", "call", "custom-call", "all-reduce", "scatter",
                           "reduce-window", "rng-bit-generator", "opt-barrier", "topk", "all-gather", "all-to-all",
                           "batch-norm-training", "batch-norm-grad", "infeed"})


# ---------------------------------------------------------------- printing

def format_stablehlo(module: Module) -> str:
    """``module`` as StableHLO text; StableHloPrintError where an instruction has no StableHLO form."""
    return _ModulePrinter(module).text()


class _ModulePrinter:
    def __init__(self, module: Module):
        self.module = module
        self.functions: dict[str, str] = {}       # computation name -> function name
        self.order: list[Computation] = []
        self._captured: dict[int, int] = {}       # id(while) -> captured_tail's answer
        self._users: dict[int, list[Instruction]] | None = None

    def function_name(self, computation: str) -> str:
        return self.functions[computation]

    def captured_tail(self, inst: Instruction) -> int:
        """How many of a while's last elements print as implicit captures (the regions read the initial value from
        outside, as XLA's translation makes a loop-invariant value): those the body passes through unchanged and
        nothing reads from the loop's result, each read in the regions, in the order of the elements (XLA's
        translation appends captures in the order the condition, then the body, first reads them) and no two the
        same value. So the loop reads back as the same loop."""
        memo = self._captured.get(id(inst))
        if memo is None:
            memo = self._captured[id(inst)] = self._find_captured_tail(inst)
        return memo

    def _find_captured_tail(self, inst: Instruction) -> int:
        (init,) = inst.operands
        body = self.module.computation(inst.attrs["body"].name)
        cond = self.module.computation(inst.attrs["condition"].name)
        root = body.root
        if not init.shape.is_tuple or init.opcode != "tuple" or root.opcode != "tuple" or inst.is_root:
            return 0
        read = set()
        for user in self.users().get(id(inst), ()):
            if user.opcode != "get-tuple-element":
                return 0
            read.add(user.attrs["index"])
        count = len(init.shape.tuple_shapes)
        start = count
        while start > 1 and start - 1 not in read and _passes_through(root, body, start - 1):
            start -= 1
        while start < count:
            if _first_reads(cond, body, range(start, count)) == list(range(start, count)) and \
                    len({id(init.operands[k]) for k in range(start, count)}) == count - start and \
                    not any(init.operands[k].opcode == "constant" for k in range(start, count)):
                return count - start
            start += 1
        return 0

    def read_by_elements_only(self, inst: Instruction) -> bool:
        """Whether a tuple (not a root) is used, and only by get-tuple-elements: printed as a stablehlo.tuple whose
        elements are read (XLA's translation of HLO would flatten it away; so it reads back as the same module)."""
        users = self.users().get(id(inst), ())
        return not inst.is_root and bool(users) and all(u.opcode == "get-tuple-element" for u in users)

    def users(self) -> dict[int, list[Instruction]]:
        if self._users is None:
            self._users = {}
            for comp in self.module.computations:
                for inst in comp.instructions:
                    for operand in inst.operands:
                        self._users.setdefault(id(operand), []).append(inst)
        return self._users

    def text(self) -> str:
        m = self.module
        entry = m.entry
        self._collect(entry)
        taken = {"main"}
        for comp in self.order:
            if comp is entry:
                self.functions[comp.name] = "main"
                continue
            name = "".join(c if c.isalnum() or c in "_." else "_" for c in comp.name)
            while name in taken:
                name += "_"
            taken.add(name)
            self.functions[comp.name] = name
        attrs = [f"mhlo.num_partitions = {int(m.attrs.get('num_partitions', 1))} : i32",
                 f"mhlo.num_replicas = {int(m.attrs.get('replica_count', 1))} : i32"]
        fa = m.attrs.get("frontend_attributes")
        if isinstance(fa, FrontendAttributes) and fa.items:
            items = ", ".join(f"{_key(k)} = {string_text(v)}" for k, v in fa.items)
            attrs.append("mhlo.frontend_attributes = {" + items + "}")
        name = "".join(c if c.isalnum() or c in "_." else "_" for c in m.name) or "module"
        lines = [f"module @{name} attributes {{{', '.join(attrs)}}} {{"]
        for comp in self.order:
            lines.append(_FunctionPrinter(self, comp, comp is entry).text())
        lines.append("}")
        return "\n".join(lines) + "\n"

    def _collect(self, entry: Computation) -> None:
        """The functions: the entry and every computation a ``call`` calls, callees first."""
        seen: set[str] = set()

        def visit(comp: Computation) -> None:
            if comp.name in seen:
                return
            seen.add(comp.name)
            for inst in comp.instructions:
                for callee in inst.called_computations:
                    if inst.opcode in _CALLS_FUNCTIONS:
                        visit(callee)
                    else:
                        visit_inside(callee)
            self.order.append(comp)

        def visit_inside(comp: Computation) -> None:
            for inst in comp.instructions:
                for callee in inst.called_computations:
                    (visit if inst.opcode in _CALLS_FUNCTIONS else visit_inside)(callee)
        visit(entry)


def _passes_through(root: Instruction, body: Computation, k: int) -> bool:
    """Whether a while body returns its tuple's element ``k`` unchanged."""
    out = root.operands[k]
    return out.opcode == "get-tuple-element" and out.attrs["index"] == k and out.operands[0] is body.parameters[0]


def _first_reads(cond: Computation, body: Computation, elements) -> list[int]:
    """Which of the loop tuple's ``elements`` the condition, then the body, read, in the order they first do (the
    body's root passing them through is no read)."""
    wanted, order = set(elements), []
    for comp in (cond, body):
        param = comp.parameters[0]
        for inst in post_order(comp):
            if inst is body.root:
                continue
            for operand in inst.operands:
                if operand.opcode == "get-tuple-element" and operand.operands[0] is param:
                    k = operand.attrs["index"]
                    if k in wanted and k not in order:
                        order.append(k)
    return order


def _location(inst: Instruction) -> str:
    """`` loc(...)`` of the instruction's metadata (empty where it has no op_name, op_type or source_file): the
    op_name's name location over the op_type's (its name ending in ':') over the file's, the nesting XLA's
    translation reads back into op_name, op_type and the source (a stack frame)."""
    metadata = inst.attrs.get("metadata")
    if metadata is None:
        return ""
    fields = {kv.key: kv.value for kv in metadata.items if hasattr(kv, "key")}
    op_name, op_type, source = fields.get("op_name"), fields.get("op_type"), fields.get("source_file")
    text = f'{string_text(source)}:{int(fields.get("source_line", 0))}:0' if source else ""
    for name in (f"{op_type}:" if op_type else None, op_name):
        if name:
            text = string_text(name) + (f"({text})" if text else "")
    return f" loc({text})" if text else ""


# Opcodes whose called computations are functions of the module (the others' are regions of their op).
_CALLS_FUNCTIONS = frozenset({"call", "custom-call"})


def _key(k: str) -> str:
    return k if k.replace("_", "a").replace(".", "a").isalnum() and not k[0].isdigit() else string_text(k)


# An instruction's SSA value, or a tuple's: its elements' (a tuple instruction is no value of its own).
_Ref = Union[str, list["_Ref"]]


class _FunctionPrinter:
    def __init__(self, printer: _ModulePrinter, comp: Computation, is_entry: bool):
        self.printer = printer
        self.comp = comp
        self.is_entry = is_entry
        self.counter = 0
        self.arg_counter = 0
        self.refs: dict[int, _Ref] = {}         # id(instruction) -> its Ref
        self.lines: list[str] = []
        self.indent = "    "

    # ---------------------------------------------------------------- values
    def fresh(self) -> str:
        name = f"%{self.counter}"
        self.counter += 1
        return name

    def fresh_arg(self) -> str:
        name = f"%arg{self.arg_counter}"
        self.arg_counter += 1
        return name

    def multi(self, inst: Instruction) -> bool:
        return inst.shape.is_tuple and inst.opcode in _MULTI_RESULT

    def use(self, inst: Instruction) -> str:
        """The one SSA value of ``inst`` (a tuple of several values made into a stablehlo.tuple)."""
        ref = self.refs[id(inst)]
        if isinstance(ref, str):
            return ref
        name = self._tuple_of(ref, inst.shape)
        self.refs[id(inst)] = name
        return name

    def _tuple_of(self, ref: list[_Ref], shape: Shape) -> str:
        parts = [r if isinstance(r, str) else self._tuple_of(r, s)
                 for r, s in zip(ref, shape.tuple_shapes, strict=True)]
        name = self.fresh()
        self.lines.append(f"{self.indent}{name} = stablehlo.tuple {', '.join(parts)} : {type_text(shape)}")
        return name

    def elements(self, inst: Instruction) -> list[str]:
        """The values of a tuple's elements, one level: the tuple's operands, or get_tuple_element of it."""
        ref = self.refs[id(inst)]
        if isinstance(ref, list):
            return [r if isinstance(r, str) else self._tuple_of(r, s)
                    for r, s in zip(ref, inst.shape.tuple_shapes, strict=True)]
        out = []
        for k, s in enumerate(inst.shape.tuple_shapes):
            name = self.fresh()
            self.lines.append(f"{self.indent}{name} = stablehlo.get_tuple_element {ref}[{k}] : "
                              f"({type_text(inst.shape)}) -> {type_text(s)}")
            out.append(name)
        return out

    # ---------------------------------------------------------------- attributes
    def extra_attrs(self, inst: Instruction) -> list[str]:
        """The attributes any op may carry: its sharding and frontend attributes."""
        out = []
        sharding = inst.attrs.get("sharding")
        if sharding is not None:
            out.append(f"mhlo.sharding = {string_text(sharding_text(sharding))}")
        fa = inst.attrs.get("frontend_attributes")
        if isinstance(fa, FrontendAttributes) and fa.items:
            out.append("mhlo.frontend_attributes = {" + ", ".join(f"{_key(k)} = {string_text(v)}" for k, v in fa.items)
                       + "}")
        return out

    def attr_dict(self, inst: Instruction) -> str:
        extra = self.extra_attrs(inst)
        return " {" + ", ".join(extra) + "}" if extra else ""

    # ---------------------------------------------------------------- regions
    def _in_region(self, comp: Computation, bind, header_args: bool, flatten_root: bool,
                   returned: int | None = None) -> str:
        """A called computation as a region: ``bind`` binds its parameters (returning the block's arguments,
        printed as ``^bb0(...)`` where ``header_args``); its root (its first ``returned`` elements) returned by
        ``stablehlo.return``."""
        saved, self.lines = self.lines, []
        indent, self.indent = self.indent, self.indent + "  "
        args = bind(comp)
        self.body(comp, flatten_root, "stablehlo.return", returned)
        body, self.lines = self.lines, saved
        self.indent = indent
        head = [f"{indent}  ^bb0({', '.join(args)}):"] if header_args and args else []
        return "{\n" + "\n".join(head + body) + f"\n{indent}}}"

    def region(self, comp_ref: CompRef, owner: Instruction) -> str:
        """A reduction body, comparator or scatter update: each parameter a block argument."""
        def bind(comp: Computation) -> list[str]:
            args = []
            for param in comp.parameters:
                name = self.fresh_arg()
                self.refs[id(param)] = name
                args.append(f"{name}: {type_text(param.shape)}")
            return args
        return self._in_region(self.printer.module.computation(comp_ref.name), bind, True, True)

    def loop_region(self, comp_ref: CompRef, owner: Instruction, names: list[str], flatten_root: bool,
                    returned: int | None = None) -> str:
        """A while's condition or body: its one parameter's elements are the iteration arguments (or, past the
        iteration arguments, the values it captures from outside); a body returns its first ``returned``."""
        def bind(comp: Computation) -> list[str]:
            params = comp.parameters
            if len(params) != 1:
                raise StableHloPrintError(f"%{owner.name}: {comp.name} has {len(params)} parameters, expected one")
            self.refs[id(params[0])] = list(names) if params[0].shape.is_tuple else names[0]
            return []
        return self._in_region(self.printer.module.computation(comp_ref.name), bind, False, flatten_root, returned)

    def branch_region(self, comp_ref: CompRef, operand: Instruction, owner: Instruction) -> str:
        """A conditional's branch: a region without arguments, its parameter the branch operand's value (the
        region reads it from the enclosing function)."""
        def bind(comp: Computation) -> list[str]:
            params = comp.parameters
            if len(params) != 1:
                raise StableHloPrintError(f"%{owner.name}: {comp.name} has {len(params)} parameters, expected one")
            self.refs[id(params[0])] = self.refs[id(operand)]
            return []
        return self._in_region(self.printer.module.computation(comp_ref.name), bind, False, True)

    def while_args(self, inst: Instruction) -> tuple[list[tuple[str, str]], list[str]]:
        """The while's iteration arguments (name, initial value) and their types: the elements of its tuple."""
        (init,) = inst.operands
        values = self.elements(init) if init.shape.is_tuple else [self.use(init)]
        shapes = init.shape.tuple_shapes if init.shape.is_tuple else (init.shape,)
        args = []
        for v in values:
            k = self.arg_counter
            self.arg_counter += 1
            args.append((f"%iterArg_{k}", v))
        return args, [type_text(s) for s in shapes]

    # ---------------------------------------------------------------- the function
    def body(self, comp: Computation, flatten_root: bool, keyword: str, returned: int | None = None) -> None:
        """Print ``comp``'s instructions (its parameters bound already) and its return (of a tuple root: its first
        ``returned`` elements)."""
        for inst in post_order(comp):
            if inst.opcode != "parameter":
                self.instruction(inst)
        root = comp.root
        flat = flatten_root and root.shape.is_tuple
        values = self.elements(root) if flat else [self.use(root)]
        shapes = root.shape.tuple_shapes if flat else (root.shape,)
        if flat and returned is not None:
            values, shapes = values[:returned], shapes[:returned]
        self.lines.append(f"{self.indent}{keyword} {', '.join(values)} : {', '.join(type_text(s) for s in shapes)}"
                          if values else f"{self.indent}{keyword}")

    def instruction(self, inst: Instruction) -> None:
        opcode = inst.opcode
        if opcode == "tuple":
            self.refs[id(inst)] = [self.refs[id(o)] for o in inst.operands]
            if self.printer.read_by_elements_only(inst):
                self.use(inst)          # (a stablehlo.tuple and its get_tuple_elements: they read back as made)
            return
        if opcode == "get-tuple-element":
            ref = self.refs[id(inst.operands[0])]
            if isinstance(ref, list):
                self.refs[id(inst)] = ref[inst.attrs["index"]]
                return
        form = FORMS.get(opcode)
        if form is None:
            raise StableHloPrintError(f"%{inst.name}: {opcode} has no StableHLO form here (expected one of "
                                      f"{len(FORMS)} opcodes: the ops jax and XLA's translation emit)")
        try:
            body = form.text(self, inst, form.name)      # (may print tuples of its operands first)
        except (KeyError, IndexError, TypeError, AttributeError, ValueError) as e:
            if isinstance(e, StableHloPrintError):
                raise
            raise StableHloPrintError(f"%{inst.name}: {opcode} with attributes hlotool cannot print as "
                                      f"{form.name} ({type(e).__name__}: {e})") from None
        name = self.fresh()
        if self.multi(inst):
            count = len(inst.shape.tuple_shapes)
            captured = self.printer.captured_tail(inst) if opcode == "while" else 0
            if opcode == "infeed":          # ((data...), token): the data's arrays, then the token
                count = len(inst.shape.tuple_shapes[0].tuple_shapes) + 1
            refs: list[_Ref] = [f"{name}#{k}" for k in range(count - captured)] if count - captured > 1 else [name]
            if opcode == "infeed":
                refs = [refs[:-1], refs[-1]]
            if captured:        # (no one reads them: the initial values, which the loop passes through)
                refs += self.refs[id(inst.operands[0])][count - captured:]
            self.refs[id(inst)] = refs
            if count - captured > 1:
                name = f"{name}:{count - captured}"
        else:
            self.refs[id(inst)] = name
        self.lines.append(f"{self.indent}{name} = {body}{_location(inst)}")

    def text(self) -> str:
        comp = self.comp
        args = []
        for param in comp.parameters:
            name = self.fresh_arg()
            self.refs[id(param)] = name
            attrs = self.extra_attrs(param) if self.is_entry else []
            args.append(f"{name}: {type_text(param.shape)}" + (f" {{{', '.join(attrs)}}}" if attrs else ""))
        root = comp.root
        results = root.shape.tuple_shapes if root.shape.is_tuple else (root.shape,)
        shardings = _result_shardings(root) if self.is_entry else [None] * len(results)
        result_types = ", ".join(type_text(s) + (f" {{mhlo.sharding = {string_text(sharding_text(h))}}}" if h else "")
                                 for s, h in zip(results, shardings, strict=True))
        if len(results) != 1 or shardings[0] is not None:
            result_types = f"({result_types})"
        self.lines = []
        self.body(comp, True, "return")
        visibility = "public" if self.is_entry else "private"
        name = self.printer.function_name(comp.name)
        head = f"  func.func {visibility} @{name}({', '.join(args)}) -> {result_types} {{"
        return "\n".join([head, *self.lines, "  }"])


def _result_shardings(root: Instruction) -> list:
    """The entry's result shardings: a tuple root's (flattened into several results) by element."""
    sharding = root.attrs.get("sharding")
    if not root.shape.is_tuple:
        return [None]
    count = len(root.shape.tuple_shapes)
    if sharding is None:
        return [None] * count
    elements = getattr(sharding, "elements", None) or ()
    return list(elements) if len(elements) == count else [sharding] * count


