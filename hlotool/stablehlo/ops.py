"""One record per StableHLO / CHLO / func op: the HLO opcode it becomes and how its attributes become HLO's
(``OPS``), as XLA's StableHLO -> HLO translation writes them. Ops whose HLO form is more than one instruction
(broadcast_in_dim of size-1 dimensions, while, case, reduce, calls, ...) have an ``emit`` of their own."""
from __future__ import annotations

from dataclasses import dataclass
from typing import Callable

from ..ir.shape import Shape, array_shape, tuple_shape
from ..opcodes import OPCODES
from .convert import Converter, Emitted, Value, hlo_shape
from .literals import literal_text
from .syntax import Dense, DialectAttr, HexBlob, Op, SymbolRef, TypedValue, Word


@dataclass(frozen=True)
class OpRecord:
    opcode: str                                                   # the HLO opcode (declared in hlotool.opcodes)
    attrs: Callable[[Converter, Op, list[Value]], list[str]] | None = None
    emit: Callable | None = None                                  # ops that are not one HLO instruction
    operands: Callable[[Op, list[Value]], list[Value]] | None = None   # HLO's operand order, where it differs


# ---------------------------------------------------------------- attribute values

def _ints(value) -> list[int]:
    if isinstance(value, Dense):
        return [int(x) for x in _flat(value.content)]
    if isinstance(value, TypedValue):
        return [int(value.value)]
    if isinstance(value, (list, tuple)):
        return [int(v.value if isinstance(v, TypedValue) else v) for v in value]
    return [int(value)]


def _flat(content):
    if isinstance(content, list):
        for c in content:
            yield from _flat(c)
    else:
        yield content


def _int(value) -> int:
    return int(value.value) if isinstance(value, TypedValue) else int(value)


def _braces(values) -> str:
    return "{" + ",".join(map(str, values)) + "}"


def _groups(value) -> str:
    """A dense<[[0, 1], [2, 3]]> : tensor<2x2xi64> as HLO's {{0,1},{2,3}}."""
    content = value.content if isinstance(value, Dense) else value
    dims = value.type.dims if isinstance(value, Dense) else ()
    if isinstance(content, list) and content and isinstance(content[0], list):
        return "{" + ",".join(_braces(g) for g in content) + "}"
    if isinstance(content, list):
        return "{" + _braces(content) + "}" if content else "{}"
    if dims and len(dims) == 2:         # a splat
        return "{" + ",".join(_braces([content] * dims[1]) for _ in range(dims[0])) + "}"
    return "{}"


def _word(value) -> str:
    if isinstance(value, Word):
        return value.text
    if isinstance(value, DialectAttr):
        return value.raw.strip()
    return str(value)


def _attr(op: Op, *keys, default=None):
    for k in keys:
        if k in op.attrs:
            return op.attrs[k]
    return default


def _precision(op: Op) -> list[str]:
    value = _attr(op, "precision", "precision_config")
    if not value:
        return []
    words = [_word(v).lower() for v in value]
    if all(w == "default" for w in words):
        return []
    return ["operand_precision=" + _braces(words)]


def _frontend(op: Op) -> list[str]:
    fa = op.attrs.get("mhlo.frontend_attributes")
    if not isinstance(fa, dict) or not fa:
        return []
    return ["frontend_attributes={" + ",".join(f"{k}={_q(str(v))}" for k, v in fa.items()) + "}"]


def _sharding(value) -> list[str]:
    if isinstance(value, str) and value:
        return [f"sharding={value}"]
    return []


def _q(s: str) -> str:
    return '"' + s.replace("\\", "\\\\").replace('"', '\\"').replace("\n", "\\n") + '"'


def _common(op: Op) -> list[str]:
    """What any op may carry: its sharding and frontend attributes."""
    return _sharding(op.attrs.get("mhlo.sharding")) + _frontend(op)


# ---------------------------------------------------------------- per-op attributes

def _compare(cv, op, ins):
    direction = op.words[0] if op.words else _word(_attr(op, "comparison_direction"))
    ctype = op.words[1] if len(op.words) > 1 else (_word(_attr(op, "compare_type")) if "compare_type" in op.attrs
                                                     else None)
    out = [f"direction={direction}"]
    kind = ins[0].shape.ptype.kind
    default = {"float": "FLOAT", "complex": "FLOAT", "signed": "SIGNED"}.get(kind, "UNSIGNED")
    if ctype and ctype not in (default, "NOTYPE"):
        out.append(f"type={ctype}")
    return out


def _dims_key(hlo_key: str, *keys):
    def attrs(cv, op, ins):
        return [f"{hlo_key}=" + _braces(_ints(_attr(op, *keys, default=[])))]
    return attrs


def _iota(cv, op, ins):
    return [f"iota_dimension={_int(_attr(op, 'dim', 'iota_dimension'))}"]


def _concatenate(cv, op, ins):
    return ["dimensions={" + str(_int(_attr(op, "dim", "dimension"))) + "}"]


def _slice(cv, op, ins):
    if "brackets" in op.extra:
        ranges = op.extra["brackets"][0]
    else:
        starts, limits = _ints(op.attrs["start_indices"]), _ints(op.attrs["limit_indices"])
        strides = _ints(op.attrs.get("strides", [1] * len(starts)))
        ranges = [[a, b, c] for a, b, c in zip(starts, limits, strides)]
    parts = []
    for r in ranges:
        stride = r[2] if len(r) > 2 else 1
        parts.append(f"[{r[0]}:{r[1]}" + (f":{stride}" if stride != 1 else "") + "]")
    return ["slice={" + ", ".join(parts) + "}"]


def _pad(cv, op, ins):
    low, high = _ints(_attr(op, "low", "edge_padding_low")), _ints(_attr(op, "high", "edge_padding_high"))
    interior = _ints(_attr(op, "interior", "interior_padding", default=[0] * len(low)))
    return ["padding=" + "x".join(f"{a}_{b}_{c}" for a, b, c in zip(low, high, interior))]


def _dynamic_slice(cv, op, ins):
    return ["dynamic_slice_sizes=" + _braces(_ints(_attr(op, "sizes", "slice_sizes")))]


def _dot_general(cv, op, ins):
    out = []
    if "dot_dimension_numbers" in op.attrs:
        dn = op.attrs["dot_dimension_numbers"].params
        lb, rb = dn.get("lhs_batching_dimensions", []), dn.get("rhs_batching_dimensions", [])
        lc, rc = dn.get("lhs_contracting_dimensions", []), dn.get("rhs_contracting_dimensions", [])
    else:
        lb, rb = op.attrs.get("batching_dims", ([], []))
        lc, rc = op.attrs.get("contracting_dims", ([], []))
    if lb:
        out.append("lhs_batch_dims=" + _braces(lb))
    out.append("lhs_contracting_dims=" + _braces(lc))
    if rb:
        out.append("rhs_batch_dims=" + _braces(rb))
    out.append("rhs_contracting_dims=" + _braces(rc))
    return out + _precision(op)


def _transpose_like(key):
    def attrs(cv, op, ins):
        return ["dimensions=" + _braces(_ints(_attr(op, "dims", key, "dimensions", default=[])))]
    return attrs


def _reduce_precision(cv, op, ins):
    if "format" in op.attrs:
        fmt = _word(op.attrs["format"])
        exp, man = fmt[1:].split("m")
        return [f"exponent_bits={int(exp)}", f"mantissa_bits={int(man)}"]
    return [f"exponent_bits={_int(op.attrs['exponent_bits'])}", f"mantissa_bits={_int(op.attrs['mantissa_bits'])}"]


def _fft(cv, op, ins):
    return [f"fft_type={_word(_attr(op, 'type', 'fft_type'))}",
            "fft_length=" + _braces(_ints(_attr(op, "length", "fft_length")))]


_RNG_ALGORITHMS = {"DEFAULT": "rng_default", "THREE_FRY": "rng_three_fry", "PHILOX": "rng_philox"}


def _rng_bit_generator(cv, op, ins):
    return [f"algorithm={_RNG_ALGORITHMS[_word(_attr(op, 'algorithm', 'rng_algorithm'))]}"]


def _gather(cv, op, ins):
    dn = op.attrs["dimension_numbers"].params
    out = ["offset_dims=" + _braces(dn.get("offset_dims", [])),
           "collapsed_slice_dims=" + _braces(dn.get("collapsed_slice_dims", []))]
    if dn.get("operand_batching_dims"):
        out.append("operand_batching_dims=" + _braces(dn["operand_batching_dims"]))
        out.append("start_indices_batching_dims=" + _braces(dn.get("start_indices_batching_dims", [])))
    out += ["start_index_map=" + _braces(dn.get("start_index_map", [])),
            f"index_vector_dim={_int(dn.get('index_vector_dim', 0))}",
            "slice_sizes=" + _braces(_ints(op.attrs["slice_sizes"]))]
    if op.attrs.get("indices_are_sorted") is True:
        out.append("indices_are_sorted=true")
    return out


def _scatter(cv, op, ins):
    dn = op.attrs["scatter_dimension_numbers"].params
    out = ["update_window_dims=" + _braces(dn.get("update_window_dims", [])),
           "inserted_window_dims=" + _braces(dn.get("inserted_window_dims", []))]
    if dn.get("input_batching_dims"):
        out.append("input_batching_dims=" + _braces(dn["input_batching_dims"]))
        out.append("scatter_indices_batching_dims=" + _braces(dn.get("scatter_indices_batching_dims", [])))
    out += ["scatter_dims_to_operand_dims=" + _braces(dn.get("scatter_dims_to_operand_dims", [])),
            f"index_vector_dim={_int(dn.get('index_vector_dim', 0))}"]
    if op.attrs.get("indices_are_sorted") is True:
        out.append("indices_are_sorted=true")
    if op.attrs.get("unique_indices") is True:
        out.append("unique_indices=true")
    out.append("to_apply=" + cv.region_computation(op.regions[0], "region"))
    return out


def _window(sizes, strides=None, padding=None, lhs=None, rhs=None, reversal=None) -> str:
    parts = ["size=" + "x".join(map(str, sizes))]
    if strides and any(s != 1 for s in strides):
        parts.append("stride=" + "x".join(map(str, strides)))
    if padding and any(p != 0 for pair in padding for p in pair):
        parts.append("pad=" + "x".join(f"{lo}_{hi}" for lo, hi in padding))
    if lhs and any(d != 1 for d in lhs):
        parts.append("lhs_dilate=" + "x".join(map(str, lhs)))
    if rhs and any(d != 1 for d in rhs):
        parts.append("rhs_dilate=" + "x".join(map(str, rhs)))
    if reversal and any(reversal):
        parts.append("rhs_reversal=" + "x".join("1" if r else "0" for r in reversal))
    return "window={" + " ".join(parts) + "}"


def _padding_pairs(value, n: int) -> list[tuple[int, int]]:
    if value is None:
        return [(0, 0)] * n
    if isinstance(value, Dense):
        flat = [int(x) for x in _flat(value.content)]
        if len(flat) == 1:
            flat = flat * (2 * n)
        return [(flat[2 * k], flat[2 * k + 1]) for k in range(n)]
    return [(int(a), int(b)) for a, b in value]


def _reduce_window(cv, op, ins):
    sizes = _ints(op.attrs["window_dimensions"])
    n = len(sizes)
    out = [_window(sizes, _ints(op.attrs.get("window_strides", [1] * n)),
                   _padding_pairs(op.attrs.get("padding"), n), _ints(op.attrs.get("base_dilations", [1] * n)),
                   _ints(op.attrs.get("window_dilations", [1] * n)))]
    return out + ["to_apply=" + cv.region_computation(op.regions[0], "region")]


def _select_and_scatter(cv, op, ins):
    sizes = _ints(op.attrs["window_dimensions"])
    n = len(sizes)
    out = [_window(sizes, _ints(op.attrs.get("window_strides", [1] * n)), _padding_pairs(op.attrs.get("padding"), n))]
    return out + ["select=" + cv.region_computation(op.regions[0], "region"),
                  "scatter=" + cv.region_computation(op.regions[1], "region")]


def _convolution(cv, op, ins):
    if "dim_numbers" in op.attrs:
        lhs, rhs, out_labels = op.attrs["dim_numbers"]
        win = op.attrs.get("window", {})
        strides, pad = win.get("stride"), win.get("pad")
        lhs_d, rhs_d, rev = win.get("lhs_dilate"), win.get("rhs_dilate"), win.get("reverse")
    else:
        dn = op.attrs["dimension_numbers"]
        lhs, rhs, out_labels = _conv_labels_from_params(dn)
        strides = op.attrs.get("window_strides")
        pad = op.attrs.get("padding")
        lhs_d, rhs_d = op.attrs.get("lhs_dilation"), op.attrs.get("rhs_dilation")
        rev = op.attrs.get("window_reversal")
    n = sum(isinstance(x, int) for x in lhs)
    kernel_dims = ins[1].shape.dims
    sizes = [kernel_dims[rhs.index(k)] for k in range(n)]
    pads = _padding_pairs(pad, n) if pad is not None else None
    out = [_window(sizes, _ints(strides) if strides is not None else None, pads,
                   _ints(lhs_d) if lhs_d is not None else None, _ints(rhs_d) if rhs_d is not None else None,
                   [bool(r) for r in rev] if rev is not None else None) if n else "",
           "dim_labels=" + _labels(lhs) + "_" + _labels(rhs) + "->" + _labels(out_labels)]
    fgc, bgc = _int(op.attrs.get("feature_group_count", 1)), _int(op.attrs.get("batch_group_count", 1))
    if fgc != 1:
        out.append(f"feature_group_count={fgc}")
    if bgc != 1:
        out.append(f"batch_group_count={bgc}")
    return [a for a in out if a] + _precision(op)


def _labels(items) -> str:
    return "".join(str(x) for x in items)


def _conv_labels_from_params(dn: DialectAttr):
    raw = dn.raw or ""
    raw = raw[1:-1] if raw.startswith("<") else raw
    parts = raw.replace(" ", "").split("->")
    lhs, rhs = parts[0].split("x")
    return _label_list(lhs), _label_list(rhs), _label_list(parts[1])


def _label_list(text: str) -> list:
    return [int(x) if x.isdigit() else x for x in text.strip("[]").split(",")]


def _sort(cv, op, ins):
    out = [f"dimensions={{{_int(op.attrs.get('dimension', -1)) % max(ins[0].shape.rank, 1)}}}"]
    if op.attrs.get("is_stable") is True:
        out.append("is_stable=true")
    return out + ["to_apply=" + cv.region_computation(op.regions[0], "region")]


def _collective(cv, op, ins):
    out = []
    if "replica_groups" in op.attrs:
        out.append("replica_groups=" + _groups(op.attrs["replica_groups"]))
    ch = op.attrs.get("channel_handle")
    if isinstance(ch, DialectAttr) and _int(ch.params.get("handle", 0)) > 0:
        out.append(f"channel_id={_int(ch.params['handle'])}")
    if op.attrs.get("use_global_device_ids") is True:
        out.append("use_global_device_ids=true")
    for key, hlo in (("all_gather_dim", "dimensions"), ("scatter_dimension", "dimensions")):
        if key in op.attrs:
            out.append(f"{hlo}={{{_int(op.attrs[key])}}}")
    if "split_dimension" in op.attrs:
        out.append(f"dimensions={{{_int(op.attrs['split_dimension'])}}}")
    if "source_target_pairs" in op.attrs:
        out.append("source_target_pairs=" + _groups(op.attrs["source_target_pairs"]))
    if op.regions:
        out.append("to_apply=" + cv.region_computation(op.regions[0], "region"))
    return out


def _custom_call(cv, op, ins):
    target = op.symbol if op.symbol is not None else op.attrs.get("call_target_name", "")
    out = [f"custom_call_target={_q(target)}"]
    if op.attrs.get("has_side_effect") is True:
        out.append("custom_call_has_side_effect=true")
    api = _int(op.attrs.get("api_version", 1))
    backend = op.attrs.get("mhlo.backend_config") if api == 4 else op.attrs.get("backend_config")
    if isinstance(backend, dict):
        out.append("backend_config=" + _q(_mlir_dict(backend)))
    elif isinstance(backend, str) and backend:
        out.append("backend_config=" + _q(backend))
    if api != 1:
        out.append("api_version=" + {2: "API_VERSION_STATUS_RETURNING", 3: "API_VERSION_STATUS_RETURNING_UNIFIED",
                                     4: "API_VERSION_TYPED_FFI"}[api])
    if "operand_layouts" in op.attrs:
        layouts = [_ints(v) for v in op.attrs["operand_layouts"]]
        out.append("operand_layout_constraints={" + ", ".join(
            _shape_with_layout(v.shape, lay) for v, lay in zip(ins, layouts)) + "}")
    aliases = op.attrs.get("output_operand_aliases") or []
    if aliases:
        items = []
        for a in aliases:
            p = a.params
            items.append(_braces(p.get("output_tuple_indices", [])) + ": (" + str(_int(p["operand_index"])) + ", "
                         + _braces(p.get("operand_tuple_indices", [])) + ")")
        out.append("output_to_operand_aliasing={" + ", ".join(items) + "}")
    return out


def _shape_with_layout(shape: Shape, layout: list[int]) -> str:
    return shape.element_type + "[" + ",".join(map(str, shape.dims)) + "]" + _braces(layout)


def _mlir_dict(d: dict) -> str:
    return "{" + ", ".join(f"{k} = {_mlir_value(v)}" for k, v in d.items()) + "}"


def _mlir_value(v) -> str:
    if isinstance(v, TypedValue):
        return f"{v.value} : {_scalar_type_name(v.type)}"
    if isinstance(v, bool):
        return "true" if v else "false"
    if isinstance(v, str):
        return _q(v)
    if isinstance(v, list):
        return "[" + ", ".join(_mlir_value(x) for x in v) + "]"
    if isinstance(v, dict):
        return _mlir_dict(v)
    return str(v)


def _scalar_type_name(ty) -> str:
    return getattr(ty, "name", str(ty))


# ---------------------------------------------------------------- ops of their own shape

def _broadcast_in_dim(cv: Converter, comp: Emitted, op: Op, ins: list[Value], shapes: list[Shape]):
    """HLO's broadcast maps each operand dimension to an output one of the same size; size-1 dimensions that
    grow are reshaped away first (XlaBuilder's BroadcastInDim)."""
    (x,), out = ins, shapes[0]
    dims = _ints(_attr(op, "dims", "broadcast_dimensions", default=[]))
    keep = [k for k, d in enumerate(dims) if x.shape.dims[k] == out.dims[d]]
    if len(keep) != len(dims):
        reshaped = array_shape(x.shape.element_type, [x.shape.dims[k] for k in keep])
        x = cv.emit(comp, "reshape", reshaped, "reshape", [x], [], op)
        dims = [dims[k] for k in keep]
    return [cv.emit(comp, "broadcast", out, "broadcast", [x], ["dimensions=" + _braces(dims)] + _common(op), op)]


def _constant(cv: Converter, comp: Emitted, op: Op, ins, shapes):
    value = op.attrs.get("value")
    if not isinstance(value, Dense):
        raise cv.error(op, "expected a dense<...> literal as the constant's value")
    shape = shapes[0] if shapes else hlo_shape(value.type, cv.parser, op.offset)
    if shape.rank and not isinstance(value.content, (list, HexBlob)):     # a splat: a scalar, broadcast
        scalar = array_shape(shape.element_type, [])
        text = literal_text(cv, value, scalar, op)
        x = cv.emit(comp, "constant", scalar, f"constant({text})", [], _common(op), op)
        return [cv.emit(comp, "broadcast", shape, "broadcast", [x], ["dimensions={}"], op)]
    text = literal_text(cv, value, shape, op)
    return [cv.emit(comp, "constant", shape, f"constant({text})", [], _common(op), op)]


def _call(cv: Converter, comp: Emitted, op: Op, ins, shapes):
    callee = op.symbol if op.symbol is not None else _symbol(op.attrs.get("callee"))
    func = cv.funcs.get(callee)
    if func is None:
        raise cv.error(op, f"call of an undefined function @{callee}")
    name = cv.func_computation(func)
    shape = shapes[0] if len(shapes) == 1 else tuple_shape(shapes)
    value = cv.emit(comp, "call", shape, "call", ins, [f"to_apply={name}"] + _common(op), op)
    return cv.results_of(comp, op, value, shapes)


def _symbol(value) -> str:
    return value.name if isinstance(value, SymbolRef) else str(value)


def _reduce(cv: Converter, comp: Emitted, op: Op, ins, shapes):
    n = len(ins) // 2
    if "applies" in op.extra:
        body_name, _ = op.extra["applies"]
        record = OPS.get(body_name)
        if record is None:
            raise cv.error(op, f"unknown reduction body {body_name}")
        scalars = [array_shape(v.shape.element_type, []) for v in ins[n:]]
        name = cv.fresh("region")
        body = Emitted(name, offset=op.offset)
        a = cv.emit(body, "Arg_0", scalars[0], "parameter(0)", [], [])
        b = cv.emit(body, "Arg_1", scalars[0], "parameter(1)", [], [])
        cv.emit(body, record.opcode, scalars[0], record.opcode, [a, b], [], op, root=True)
        cv.computations.append(body)
    else:
        name = cv.region_computation(op.regions[0], "region")
    shape = shapes[0] if len(shapes) == 1 else tuple_shape(shapes)
    dims = _ints(op.attrs.get("dimensions", []))
    value = cv.emit(comp, "reduce", shape, "reduce", ins, ["dimensions=" + _braces(dims), f"to_apply={name}"]
                    + _common(op), op)
    return cv.results_of(comp, op, value, shapes)


def _tupled(opcode: str, attrs=None):
    """An op of several results that HLO writes as one tuple-shaped instruction."""
    def emit(cv: Converter, comp: Emitted, op: Op, ins, shapes):
        shape = shapes[0] if len(shapes) == 1 and opcode not in _ALWAYS_TUPLE else tuple_shape(shapes)
        operand_values = ins
        if opcode == "opt-barrier":
            operand_values = [cv.emit(comp, "tuple", tuple_shape([v.shape for v in ins]), "tuple", ins, [], op)]
        extra = attrs(cv, op, ins) if attrs else []
        value = cv.emit(comp, opcode, shape, opcode, operand_values, extra + _common(op), op)
        return cv.results_of(comp, op, value, shapes)
    return emit


_ALWAYS_TUPLE = {"rng-bit-generator", "opt-barrier"}


def _while(cv: Converter, comp: Emitted, op: Op, ins, shapes):
    state = tuple_shape([v.shape for v in ins])
    init = cv.emit(comp, "tuple", state, "tuple", ins, [], op)
    cond = cv.region_computation(op.regions[0], "region", [v.shape for v in ins], tuple_param=True)
    body = cv.region_computation(op.regions[1], "region", [v.shape for v in ins], tuple_param=True)
    value = cv.emit(comp, "while", state, "while", [init], [f"condition={cond}", f"body={body}"] + _common(op), op)
    return [cv.emit(comp, "get-tuple-element", s, "get-tuple-element", [value], [f"index={k}"], op)
            for k, s in enumerate(shapes)]


def _case(cv: Converter, comp: Emitted, op: Op, ins, shapes):
    """conditional: each branch reads the values of the enclosing function it uses (its captures) through its
    one parameter: the value itself where there is one, a tuple of them otherwise (an empty one where none)."""
    branches, operands = [], []
    outer = cv.current_env          # (converting a branch converts its ops: current_env changes)
    for region in op.regions:
        names = _captured(region)
        captures = [(n, outer[n]) for n in names if n in outer]
        if len(captures) == 1:
            operands.append(captures[0][1])
        else:
            operands.append(cv.emit(comp, "tuple", tuple_shape([v.shape for _, v in captures]), "tuple",
                                    [v for _, v in captures], [], op))
        branches.append(cv.region_computation(region, "region", [], captures=captures, tuple_param=len(captures) != 1))
    shape = shapes[0] if len(shapes) == 1 else tuple_shape(shapes)
    if ins[0].shape.element_type == "pred":
        attrs = [f"true_computation={branches[0]}", f"false_computation={branches[1]}"]
    else:
        attrs = ["branch_computations={" + ", ".join(branches) + "}"]
    value = cv.emit(comp, "conditional", shape, "conditional", [ins[0]] + operands, attrs + _common(op), op)
    return cv.results_of(comp, op, value, shapes)


def _captured(region) -> list[str]:
    """The values a region reads that it does not define, in order of first use."""
    defined, used = set(), []
    _scan_uses(region, defined, used)
    return [u for u in dict.fromkeys(used) if u not in defined]


def _scan_uses(region, defined: set, used: list) -> None:
    for block in region.blocks:
        defined.update(n for n, _ in block.args)
        for op in block.ops:
            for name in op.operands:
                used.append(name)
            for sub in op.regions:
                _scan_uses(sub, defined, used)
            defined.update(op.results)
            defined.update(r[:-2] for r in op.results if r.endswith("#0"))
            defined.update(op.extra.get("iter_args", []))


def _transpose(cv, comp, op, ins, shapes):
    """transpose, with the layout that makes it a bitcast of its operand (as XLA's translation sets it)."""
    from ..ir.shape import Layout
    perm = _ints(_attr(op, "dims", "permutation", default=[]))
    x = ins[0]
    operand_order = x.shape.layout.minor_to_major if x.shape.layout is not None else tuple(
        range(x.shape.rank - 1, -1, -1))
    inverse = [0] * len(perm)
    for k, p in enumerate(perm):
        inverse[p] = k
    out = shapes[0]
    shape = Shape(out.element_type, out.dims, out.dynamic, Layout(tuple(inverse[m] for m in operand_order)))
    return [cv.emit(comp, "transpose", shape, "transpose", ins, ["dimensions=" + _braces(perm)] + _common(op), op)]


def _get_tuple_element(cv, comp, op, ins, shapes):
    index = op.extra["brackets"][0][0][0] if "brackets" in op.extra else _int(op.attrs["index"])
    return [cv.emit(comp, "get-tuple-element", shapes[0], "get-tuple-element", ins, [f"index={index}"], op)]


def _custom_call_emit(cv, comp, op, ins, shapes):
    shape = shapes[0] if len(shapes) == 1 else tuple_shape(shapes)
    if "result_layouts" in op.attrs:
        from ..ir.shape import Layout
        layouts = [tuple(_ints(v)) for v in op.attrs["result_layouts"]]
        with_layouts = [Shape(s.element_type, s.dims, s.dynamic, Layout(lay)) if s.is_array else s
                        for s, lay in zip(shapes, layouts)]
        shape = with_layouts[0] if len(shapes) == 1 else tuple_shape(with_layouts)
    value = cv.emit(comp, "custom-call", shape, "custom-call", ins, _custom_call(cv, op, ins) + _common(op), op)
    return cv.results_of(comp, op, value, shapes)


# ---------------------------------------------------------------- the table

def _simple(opcode: str) -> OpRecord:
    return OpRecord(opcode)


_ELEMENTWISE = {
    "add": "add", "subtract": "subtract", "multiply": "multiply", "divide": "divide", "remainder": "remainder",
    "power": "power", "maximum": "maximum", "minimum": "minimum", "atan2": "atan2", "and": "and", "or": "or",
    "xor": "xor", "not": "not", "shift_left": "shift-left", "shift_right_arithmetic": "shift-right-arithmetic",
    "shift_right_logical": "shift-right-logical", "abs": "abs", "negate": "negate", "sign": "sign", "sqrt": "sqrt",
    "rsqrt": "rsqrt", "cbrt": "cbrt", "exponential": "exponential", "exponential_minus_one": "exponential-minus-one",
    "log": "log", "log_plus_one": "log-plus-one", "logistic": "logistic", "tanh": "tanh", "sine": "sine",
    "cosine": "cosine", "tan": "tan", "floor": "floor", "ceil": "ceil", "round_nearest_afz": "round-nearest-afz",
    "round_nearest_even": "round-nearest-even", "is_finite": "is-finite", "count_leading_zeros": "count-leading-zeros",
    "popcnt": "popcnt", "real": "real", "imag": "imag", "complex": "complex", "convert": "convert",
    "bitcast_convert": "bitcast-convert", "reshape": "reshape", "select": "select", "clamp": "clamp",
    "partition_id": "partition-id", "replica_id": "replica-id", "after_all": "after-all",
    "dynamic_update_slice": "dynamic-update-slice", "tuple": "tuple", "cholesky": "cholesky",
}

OPS: dict[str, OpRecord] = {f"stablehlo.{k}": _simple(v) for k, v in _ELEMENTWISE.items()}
OPS.update({
    "stablehlo.constant": OpRecord("constant", emit=_constant),
    "stablehlo.broadcast_in_dim": OpRecord("broadcast", emit=_broadcast_in_dim),
    "stablehlo.compare": OpRecord("compare", _compare),
    "stablehlo.iota": OpRecord("iota", _iota),
    "stablehlo.transpose": OpRecord("transpose", emit=_transpose),
    "stablehlo.reverse": OpRecord("reverse", _transpose_like("dimensions")),
    "stablehlo.concatenate": OpRecord("concatenate", _concatenate),
    "stablehlo.slice": OpRecord("slice", _slice),
    "stablehlo.pad": OpRecord("pad", _pad),
    "stablehlo.dynamic_slice": OpRecord("dynamic-slice", _dynamic_slice),
    "stablehlo.dot_general": OpRecord("dot", _dot_general),
    "stablehlo.convolution": OpRecord("convolution", _convolution),
    "stablehlo.reduce_precision": OpRecord("reduce-precision", _reduce_precision),
    "stablehlo.fft": OpRecord("fft", _fft),
    "stablehlo.gather": OpRecord("gather", _gather),
    "stablehlo.scatter": OpRecord("scatter", emit=_tupled("scatter", _scatter)),
    "stablehlo.reduce_window": OpRecord("reduce-window", emit=_tupled("reduce-window", _reduce_window)),
    "stablehlo.select_and_scatter": OpRecord("select-and-scatter", _select_and_scatter),
    "stablehlo.sort": OpRecord("sort", emit=_tupled("sort", _sort)),
    "stablehlo.rng_bit_generator": OpRecord("rng-bit-generator", emit=_tupled("rng-bit-generator",
                                                                               _rng_bit_generator)),
    "stablehlo.optimization_barrier": OpRecord("opt-barrier", emit=_tupled("opt-barrier")),
    "stablehlo.reduce": OpRecord("reduce", emit=_reduce),
    "stablehlo.while": OpRecord("while", emit=_while),
    "stablehlo.case": OpRecord("conditional", emit=_case),
    "stablehlo.if": OpRecord("conditional", emit=_case),
    "stablehlo.get_tuple_element": OpRecord("get-tuple-element", emit=_get_tuple_element),
    "stablehlo.custom_call": OpRecord("custom-call", emit=_custom_call_emit),
    "stablehlo.all_reduce": OpRecord("all-reduce", emit=_tupled("all-reduce", _collective)),
    "stablehlo.all_gather": OpRecord("all-gather", emit=_tupled("all-gather", _collective)),
    "stablehlo.reduce_scatter": OpRecord("reduce-scatter", _collective),
    "stablehlo.all_to_all": OpRecord("all-to-all", emit=_tupled("all-to-all", _collective)),
    "stablehlo.collective_permute": OpRecord("collective-permute", _collective),
    "func.call": OpRecord("call", emit=_call),
    "call": OpRecord("call", emit=_call),
    "chlo.erf": _simple("erf"),
    "chlo.tan": _simple("tan"),
})

_UNKNOWN_OPCODES = sorted({r.opcode for r in OPS.values()} - set(OPCODES))
assert not _UNKNOWN_OPCODES, f"opcodes not declared in hlotool.opcodes: {_UNKNOWN_OPCODES}"


def convert_op(cv: Converter, comp: Emitted, op: Op, env: dict[str, Value]) -> list[Value]:
    record = OPS.get(op.name)
    if record is None:
        dialect = op.name.split(".")[0]
        known = dialect in ("stablehlo", "chlo", "func", "sdy", "mhlo")
        raise cv.error(op, f"{'unsupported' if known else 'unknown'} operation {op.name}: expected one of "
                       f"hlotool's StableHLO ops ({len(OPS)}: stablehlo.*, chlo.*, func.call)")
    ins = [cv.lookup(env, op, name) for name in op.operands]
    shapes = _result_shapes(cv, op)
    cv.current_env = env
    if record.emit is not None:
        return record.emit(cv, comp, op, ins, shapes)
    if len(shapes) != 1:
        raise cv.error(op, f"{op.name} has {len(shapes)} results: expected one")
    attrs = record.attrs(cv, op, ins) if record.attrs else []
    return [cv.emit(comp, record.opcode, shapes[0], record.opcode, ins, attrs + _common(op), op)]


def _result_shapes(cv: Converter, op: Op) -> list[Shape]:
    types = op.result_types
    if not types:
        written = op.extra.get("types", [])
        if len(written) == len(op.results):
            types = written
        elif written:
            types = [written[-1]] * len(op.results)
    if len(types) != len(op.results) and op.name != "stablehlo.constant":
        raise cv.error(op, f"{op.name} names {len(op.results)} results but its type has {len(types)}")
    return [hlo_shape(t, cv.parser, op.offset) for t in types]


# ---------------------------------------------------------------- functions and the module

def parameter_attrs(cv: Converter, attrs: dict, is_entry: bool) -> list[str]:
    return _sharding(attrs.get("mhlo.sharding")) if is_entry else []


def result_attrs(cv: Converter, func, is_entry: bool) -> list[str]:
    if not is_entry:
        return []
    shardings = [attrs.get("mhlo.sharding") for _, attrs in func.results]
    if not any(isinstance(s, str) for s in shardings):
        return []
    if len(shardings) == 1:
        return _sharding(shardings[0])
    return ["sharding={" + ", ".join(_inner(s) for s in shardings) + "}"]


def _inner(s) -> str:
    if not isinstance(s, str):
        return "replicated"
    return s.strip()[1:-1].strip()


def module_header(cv: Converter, entry) -> str:
    parts = []
    attrs = cv.module.attrs
    replicas = _int(attrs.get("mhlo.num_replicas", 1))
    partitions = _int(attrs.get("mhlo.num_partitions", 1))
    if replicas != 1:
        parts.append(f"replica_count={replicas}")
    if partitions != 1:
        parts.append(f"num_partitions={partitions}")
    aliases = []
    donors = []
    for k, (_, _, arg_attrs, _) in enumerate(entry.args):
        if "tf.aliasing_output" in arg_attrs:
            aliases.append(f"{{{_int(arg_attrs['tf.aliasing_output'])}}}: ({k}, {{}}, may-alias)"
                           if len(entry.results) > 1 else f"{{}}: ({k}, {{}}, may-alias)")
        if arg_attrs.get("jax.buffer_donor") is True:
            donors.append(f"({k}, {{}})")
    if aliases:
        parts.append("input_output_alias={ " + ", ".join(aliases) + " }")
    if donors:
        parts.append("buffer_donor={ " + ", ".join(donors) + " }")
    return (", " + ", ".join(parts)) if parts else ""
