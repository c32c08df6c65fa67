"""One record per StableHLO / CHLO / Shardy / func op: the HLO opcode it becomes and how its attributes become
HLO's typed attribute values (``OPS``), as XLA's StableHLO -> HLO translation makes them. Ops whose HLO form is
more than one instruction (broadcast_in_dim of size-1 dimensions, while, case, reduce, calls, CHLO
decompositions, ...) have an ``emit`` of their own."""
from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Callable, Sequence

from ..errors import HloSyntaxError
from ..ir.shape import Layout, Shape, array_shape, tuple_shape
from ..ir.values import (
    BackendConfig,
    Braced,
    BracedText,
    CompRef,
    ConvDimLabels,
    FrontendAttributes,
    PaddingConfig,
    Pair,
    Paren,
    SliceSpec,
    Window,
    WindowDim,
    Word,
)
from ..opcodes import OPCODES
from ..sharding.model import Sharding, ShardingError
from . import chlo
from .convert import Converter, Emitted, Value, hlo_shape, laid_out
from .literals import literal_of
from .shardy import attr_text, read_meshes, read_sharding, to_gspmd
from .syntax_tree import Dense, DialectAttr, HexBlob, Op, SymbolRef, TypedValue
from .syntax_tree import Word as MlirWord
from .tidy import (
    known,
    make_constant,
    splat_of,
    tidied,
    without_dead_code,  # noqa: F401  (the converter's rule: Converter.finish)
)

Attrs = dict[str, Any]


@dataclass(frozen=True)
class OpRecord:
    opcode: str                                                   # the HLO opcode (declared in hlotool.opcodes)
    attrs: Callable[[Converter, Op, list[Value]], Attrs] | None = None
    emit: Callable | None = None                                  # ops that are not one HLO instruction


# ---------------------------------------------------------------- attribute values

def _ints(value) -> tuple[int, ...]:
    if isinstance(value, Dense):
        return tuple(int(x) for x in _flat(value.content))
    if isinstance(value, TypedValue):
        return (int(value.value),)
    if isinstance(value, (list, tuple)):
        try:
            return tuple(map(int, value))          # (plain numbers: the usual case)
        except TypeError:
            return tuple(int(v.value if isinstance(v, TypedValue) else v) for v in value)
    return (int(value),)


def _flat(content):
    if isinstance(content, list):
        for c in content:
            yield from _flat(c)
    else:
        yield content


def _int(value) -> int:
    return int(value.value) if isinstance(value, TypedValue) else int(value)


def _groups(value) -> tuple[tuple[int, ...], ...]:
    """A dense<[[0, 1], [2, 3]]> : tensor<2x2xi64> as HLO's groups ((0, 1), (2, 3))."""
    content = value.content if isinstance(value, Dense) else value
    dims = value.type.dims if isinstance(value, Dense) else ()
    if isinstance(content, list) and content and isinstance(content[0], list):
        return tuple(tuple(int(x) for x in g) for g in content)
    if isinstance(content, list):
        return (tuple(int(x) for x in content),) if content else ()
    if dims and len(dims) == 2:         # a splat
        return tuple(tuple([int(content)] * dims[1]) for _ in range(dims[0]))
    return ()


def _word(value) -> str:
    if isinstance(value, MlirWord):
        return value.text
    if isinstance(value, DialectAttr):
        return value.raw.strip()
    return str(value)


def _attr(op: Op, *keys, default=None):
    for k in keys:
        if k in op.attrs:
            return op.attrs[k]
    return default


def _precision(op: Op) -> Attrs:
    value = _attr(op, "precision", "precision_config")
    if not value:
        return {}
    words = [_word(v).lower() for v in value]
    if all(w == "default" for w in words):
        return {}
    return {"operand_precision": Braced(tuple(Word(w) for w in words))}


def _frontend(cv: Converter, op: Op) -> Attrs:
    """mhlo.frontend_attributes and what XLA's export keeps of the op's Shardy attributes, sorted by key as XLA
    keeps them."""
    fa = op.attrs.get("mhlo.frontend_attributes")
    items = {str(k): str(v) for k, v in fa.items()} if isinstance(fa, dict) else {}
    items.update(sdy_op_attrs(cv, op))
    if not items:
        return {}
    return {"frontend_attributes": FrontendAttributes(tuple(sorted(items.items())))}


def hlo_sharding(cv: Converter, text: str, offset: int) -> Sharding:
    """An ``mhlo.sharding`` string (HLO's sharding syntax) as hlotool's Sharding; a located error where it is
    not one."""
    from ..errors import HloSyntaxError
    from ..parser import grammar_value
    try:
        value = grammar_value("sharding", text)
    except HloSyntaxError as e:
        raise cv.error(offset, f"bad mhlo.sharding {text!r}: {e.message}") from None
    if not isinstance(value, Sharding):
        raise cv.error(offset, f"bad mhlo.sharding {text!r}: expected a sharding like {{replicated}}")
    return value


def _sharding(cv: Converter, value, offset: int) -> Attrs:
    if isinstance(value, str) and value:
        return {"sharding": hlo_sharding(cv, value, offset)}
    return {}


_COMMON_KEYS = frozenset({"mhlo.sharding", "mhlo.frontend_attributes", "sdy.sharding_rule", "sdy.sharding"})


def _common(cv: Converter, op: Op) -> Attrs:
    """What any op may carry: its sharding and frontend attributes."""
    if not op.attrs or op.attrs.keys().isdisjoint(_COMMON_KEYS):
        return {}
    return {**_sharding(cv, op.attrs.get("mhlo.sharding"), op.offset), **_frontend(cv, op)}


# ---------------------------------------------------------------- per-op attributes

def _compare(cv, op, ins) -> Attrs:
    direction = op.words[0] if op.words else _word(_attr(op, "comparison_direction"))
    ctype = op.words[1] if len(op.words) > 1 else (_word(_attr(op, "compare_type")) if "compare_type" in op.attrs
                                                     else None)
    out: Attrs = {"direction": Word(direction)}
    kind = ins[0].shape.ptype.kind
    default = {"float": "FLOAT", "complex": "FLOAT", "signed": "SIGNED"}.get(kind, "UNSIGNED")
    if ctype and ctype not in (default, "NOTYPE"):
        out["type"] = Word(ctype)
    return out


def _iota(cv, op, ins) -> Attrs:
    return {"iota_dimension": _int(_attr(op, "dim", "iota_dimension"))}


def _iota_emit(cv: Converter, comp: Emitted, op: Op, ins, shapes):
    """iota: of rank 2 and up, XLA's canonicalisation makes it a 1-D iota along its dimension, broadcast; along
    a dimension of size 1, a constant 0."""
    out = shapes[0]
    dim = _iota(cv, op, ins)["iota_dimension"]
    if not 0 <= dim < max(out.rank, 1):
        raise cv.error(op, f"iota dimension {dim} is outside the result's {out.rank} dimensions")
    common = _common(cv, op)
    if out.dims and out.dims[dim] == 1 and not common:          # (MLIR folds it: every element is 0)
        import numpy as np

        from ..ir.dtypes import PRIMITIVE_TYPES
        return [make_constant(cv, comp, op, np.zeros((), PRIMITIVE_TYPES[out.element_type].numpy), out)]
    if out.rank <= 1:
        return [cv.emit(comp, "iota", out, "iota", [], {"iota_dimension": dim, **common}, op)]
    line = cv.emit(comp, "iota", array_shape(out.element_type, [out.dims[dim]]), "iota", [], {"iota_dimension": 0},
                   op)
    return [cv.emit(comp, "broadcast", out, "broadcast", [line], {"dimensions": (dim,), **_common(cv, op)}, op)]


def _concatenate(cv, op, ins) -> Attrs:
    return {"dimensions": (_int(_attr(op, "dim", "dimension")),)}


def _slice(cv, op, ins) -> Attrs:
    if "brackets" in op.extra:
        ranges = op.extra["brackets"][0]
    else:
        starts, limits = _ints(op.attrs["start_indices"]), _ints(op.attrs["limit_indices"])
        strides = _ints(op.attrs.get("strides", [1] * len(starts)))
        _same_count(cv, op, starts, "start_indices", (limits, "limit_indices"), (strides, "strides"))
        ranges = [[a, b, c] for a, b, c in zip(starts, limits, strides, strict=True)]
    return {"slice": SliceSpec(tuple((int(r[0]), int(r[1]), int(r[2]) if len(r) > 2 else 1) for r in ranges))}


def _pad(cv, op, ins) -> Attrs:
    low, high = _ints(_attr(op, "low", "edge_padding_low")), _ints(_attr(op, "high", "edge_padding_high"))
    interior = _ints(_attr(op, "interior", "interior_padding", default=[0] * len(low)))
    _same_count(cv, op, low, "low paddings", (high, "high paddings"), (interior, "interior paddings"))
    return {"padding": PaddingConfig(tuple(zip(low, high, interior, strict=True)), True)}


def _same_count(cv, op, first: Sequence[int], first_name: str, *others: tuple[Sequence[int], str]) -> None:
    """A located error unless each of ``others`` (list, what it holds) has as many entries as ``first``: one per
    dimension."""
    for values, what in others:
        if len(values) != len(first):
            raise cv.error(op, f"{op.name}: expected {len(first)} {what} (as many as {first_name}), "
                           f"found {len(values)}")


def _dynamic_slice(cv, op, ins) -> Attrs:
    return {"dynamic_slice_sizes": _ints(_attr(op, "sizes", "slice_sizes"))}


def _dot_general(cv, op, ins) -> Attrs:
    if "dot_dimension_numbers" in op.attrs:
        dn = op.attrs["dot_dimension_numbers"].params
        lb, rb = dn.get("lhs_batching_dimensions", []), dn.get("rhs_batching_dimensions", [])
        lc, rc = dn.get("lhs_contracting_dimensions", []), dn.get("rhs_contracting_dimensions", [])
    else:
        lb, rb = op.attrs.get("batching_dims", ([], []))
        lc, rc = op.attrs.get("contracting_dims", ([], []))
    out: Attrs = {}
    if lb:
        out["lhs_batch_dims"] = _ints(lb)
    out["lhs_contracting_dims"] = _ints(lc)
    if rb:
        out["rhs_batch_dims"] = _ints(rb)
    out["rhs_contracting_dims"] = _ints(rc)
    return {**out, **_precision(op)}


def _dimensions_of(*keys):
    def attrs(cv, op, ins) -> Attrs:
        return {"dimensions": _ints(_attr(op, *keys, default=[]))}
    return attrs


def _reduce_precision(cv, op, ins) -> Attrs:
    if "format" in op.attrs:
        exp, man = _word(op.attrs["format"])[1:].split("m")
        return {"exponent_bits": int(exp), "mantissa_bits": int(man)}
    return {"exponent_bits": _int(op.attrs["exponent_bits"]), "mantissa_bits": _int(op.attrs["mantissa_bits"])}


def _fft(cv, op, ins) -> Attrs:
    return {"fft_type": Word(_word(_attr(op, "type", "fft_type"))),
            "fft_length": _ints(_attr(op, "length", "fft_length"))}


_RNG_ALGORITHMS = {"DEFAULT": "rng_default", "THREE_FRY": "rng_three_fry", "PHILOX": "rng_philox"}


def _rng_bit_generator(cv, op, ins) -> Attrs:
    word = _word(_attr(op, "algorithm", "rng_algorithm"))
    if word not in _RNG_ALGORITHMS:
        raise cv.error(op, f"unknown rng algorithm {word}: expected one of {', '.join(_RNG_ALGORITHMS)}")
    return {"algorithm": Word(_RNG_ALGORITHMS[word])}


def _gather(cv, op, ins) -> Attrs:
    dn = op.attrs["dimension_numbers"].params
    out: Attrs = {"offset_dims": _ints(dn.get("offset_dims", [])),
                  "collapsed_slice_dims": _ints(dn.get("collapsed_slice_dims", []))}
    if dn.get("operand_batching_dims"):
        out["operand_batching_dims"] = _ints(dn["operand_batching_dims"])
        out["start_indices_batching_dims"] = _ints(dn.get("start_indices_batching_dims", []))
    out["start_index_map"] = _ints(dn.get("start_index_map", []))
    out["index_vector_dim"] = _int(dn.get("index_vector_dim", 0))
    out["slice_sizes"] = _ints(op.attrs["slice_sizes"])
    if op.attrs.get("indices_are_sorted") is True:
        out["indices_are_sorted"] = True
    return out


def _scatter(cv, op, ins) -> Attrs:
    dn = op.attrs["scatter_dimension_numbers"].params
    out: Attrs = {"update_window_dims": _ints(dn.get("update_window_dims", [])),
                  "inserted_window_dims": _ints(dn.get("inserted_window_dims", []))}
    if dn.get("input_batching_dims"):
        out["input_batching_dims"] = _ints(dn["input_batching_dims"])
        out["scatter_indices_batching_dims"] = _ints(dn.get("scatter_indices_batching_dims", []))
    out["scatter_dims_to_operand_dims"] = _ints(dn.get("scatter_dims_to_operand_dims", []))
    out["index_vector_dim"] = _int(dn.get("index_vector_dim", 0))
    if op.attrs.get("indices_are_sorted") is True:
        out["indices_are_sorted"] = True
    if op.attrs.get("unique_indices") is True:
        out["unique_indices"] = True
    out["to_apply"] = cv.region_computation(op.regions[0], "region")
    return out


def _window(sizes, strides=None, padding=None, lhs=None, rhs=None, reversal=None) -> Window:
    n = len(sizes)
    strides = strides or (1,) * n
    padding = padding or ((0, 0),) * n
    lhs = lhs or (1,) * n
    rhs = rhs or (1,) * n
    reversal = reversal or (False,) * n
    return Window(tuple(WindowDim(int(sizes[k]), int(strides[k]), int(padding[k][0]), int(padding[k][1]),
                                  int(lhs[k]), int(rhs[k]), bool(reversal[k])) for k in range(n)))


def _padding_pairs(value, n: int) -> list[tuple[int, int]]:
    if value is None:
        return [(0, 0)] * n
    if isinstance(value, Dense):
        flat = [int(x) for x in _flat(value.content)]
        if len(flat) == 1:
            flat = flat * (2 * n)
        return [(flat[2 * k], flat[2 * k + 1]) for k in range(n)]
    return [(int(a), int(b)) for a, b in value]


def _reduce_window(cv, op, ins) -> Attrs:
    sizes = _ints(op.attrs["window_dimensions"])
    n = len(sizes)
    window = _window(sizes, _ints(op.attrs.get("window_strides", [1] * n)),
                     _padding_pairs(op.attrs.get("padding"), n), _ints(op.attrs.get("base_dilations", [1] * n)),
                     _ints(op.attrs.get("window_dilations", [1] * n)))
    return {"window": window, "to_apply": cv.region_computation(op.regions[0], "region")}


def _select_and_scatter(cv, op, ins) -> Attrs:
    sizes = _ints(op.attrs["window_dimensions"])
    n = len(sizes)
    window = _window(sizes, _ints(op.attrs.get("window_strides", [1] * n)), _padding_pairs(op.attrs.get("padding"), n))
    return {"window": window, "select": cv.region_computation(op.regions[0], "region"),
            "scatter": cv.region_computation(op.regions[1], "region")}


def _convolution(cv, op, ins) -> Attrs:
    if "dim_numbers" in op.attrs:
        lhs, rhs, out_labels = op.attrs["dim_numbers"]
        win = op.attrs.get("window", {})
        strides, pad = win.get("stride"), win.get("pad")
        lhs_d, rhs_d, rev = win.get("lhs_dilate"), win.get("rhs_dilate"), win.get("reverse")
    else:
        lhs, rhs, out_labels = _conv_labels_from_params(op.attrs["dimension_numbers"])
        strides = op.attrs.get("window_strides")
        pad = op.attrs.get("padding")
        lhs_d, rhs_d = op.attrs.get("lhs_dilation"), op.attrs.get("rhs_dilation")
        rev = op.attrs.get("window_reversal")
    n = sum(isinstance(x, int) for x in lhs)
    kernel_dims = ins[1].shape.dims
    out: Attrs = {}
    if n:
        sizes = [kernel_dims[rhs.index(k)] for k in range(n)]
        out["window"] = _window(sizes, _ints(strides) if strides is not None else None,
                                _padding_pairs(pad, n) if pad is not None else None,
                                _ints(lhs_d) if lhs_d is not None else None,
                                _ints(rhs_d) if rhs_d is not None else None,
                                [bool(r) for r in rev] if rev is not None else None)
    out["dim_labels"] = ConvDimLabels(_labels(lhs) + "_" + _labels(rhs) + "->" + _labels(out_labels))
    fgc, bgc = _int(op.attrs.get("feature_group_count", 1)), _int(op.attrs.get("batch_group_count", 1))
    if fgc != 1:
        out["feature_group_count"] = fgc
    if bgc != 1:
        out["batch_group_count"] = bgc
    return {**out, **_precision(op)}


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


def _sort(cv, op, ins) -> Attrs:
    out: Attrs = {"dimensions": (_int(op.attrs.get("dimension", -1)) % max(ins[0].shape.rank, 1),)}
    if op.attrs.get("is_stable") is True:
        out["is_stable"] = True
    out["to_apply"] = cv.region_computation(op.regions[0], "region")
    return out


def _collective(cv, op, ins) -> Attrs:
    out: Attrs = {}
    ch = op.attrs.get("channel_handle")
    if isinstance(ch, DialectAttr) and _int(ch.params.get("handle", 0)) > 0:
        out["channel_id"] = _int(ch.params["handle"])
    if "replica_groups" in op.attrs:
        out["replica_groups"] = _groups(op.attrs["replica_groups"])
    if op.attrs.get("use_global_device_ids") is True:
        out["use_global_device_ids"] = True
    for key in ("all_gather_dim", "scatter_dimension", "split_dimension"):
        if key in op.attrs:
            out["dimensions"] = (_int(op.attrs[key]),)
    if "source_target_pairs" in op.attrs:
        out["source_target_pairs"] = _groups(op.attrs["source_target_pairs"])
    if op.regions:
        out["to_apply"] = cv.region_computation(op.regions[0], "region")
    return out


_API_VERSIONS = {2: "API_VERSION_STATUS_RETURNING", 3: "API_VERSION_STATUS_RETURNING_UNIFIED",
                 4: "API_VERSION_TYPED_FFI"}


def _custom_call(cv, op, ins) -> Attrs:
    target = op.symbol if op.symbol is not None else op.attrs.get("call_target_name", "")
    out: Attrs = {"custom_call_target": str(target)}
    if op.attrs.get("has_side_effect") is True:
        out["custom_call_has_side_effect"] = True
    # Without api_version, a dictionary of backend settings means the typed FFI (as XLA's translation reads it).
    api = _int(op.attrs["api_version"]) if "api_version" in op.attrs else (
        4 if isinstance(op.attrs.get("mhlo.backend_config"), dict) else 1)
    backend = op.attrs.get("backend_config")
    if api == 4 and ("mhlo.backend_config" in op.attrs or not isinstance(backend, dict)):
        backend = op.attrs.get("mhlo.backend_config")         # (the typed FFI's: jax's, or StableHLO's own)
    if isinstance(backend, dict):
        out["backend_config"] = BackendConfig(_mlir_dict(backend), "braced")
    elif isinstance(backend, str) and backend:
        out["backend_config"] = BackendConfig(backend, "string")
    if api != 1:
        if api not in _API_VERSIONS:
            raise cv.error(op, f"unknown custom call api_version {api}: expected 1 to 4")
        out["api_version"] = Word(_API_VERSIONS[api])
    if "operand_layouts" in op.attrs:
        layouts = [_ints(v) for v in op.attrs["operand_layouts"]]
        if len(layouts) != len(ins):
            raise cv.error(op, f"expected {len(ins)} operand_layouts (one per operand), found {len(layouts)}")
        out["operand_layout_constraints"] = Braced(tuple(
            Shape(v.shape.element_type, v.shape.dims, v.shape.dynamic, Layout(tuple(lay)))
            for v, lay in zip(ins, layouts, strict=True)))
    aliases = op.attrs.get("output_operand_aliases") or []
    if aliases:
        items = []
        for a in aliases:
            p = a.params
            items.append(Pair(Braced(_ints(p.get("output_tuple_indices", []))), ":",
                              Paren((_int(p["operand_index"]), Braced(_ints(p.get("operand_tuple_indices", [])))))))
        out["output_to_operand_aliasing"] = Braced(tuple(items))
    return out


def _mlir_dict(d: dict) -> str:
    """A custom call's MLIR dictionary of backend settings, as XLA keeps it (its MLIR text)."""
    return "{" + ", ".join(f"{k} = {_mlir_value(v)}" for k, v in d.items()) + "}"


def _mlir_value(v) -> str:
    if isinstance(v, TypedValue):
        return f"{v.value} : {getattr(v.type, 'name', str(v.type))}"
    if isinstance(v, bool):
        return "true" if v else "false"
    if isinstance(v, str):
        return '"' + v.replace("\\", "\\\\").replace('"', '\\"') + '"'
    if isinstance(v, list):
        return "[" + ", ".join(_mlir_value(x) for x in v) + "]"
    if isinstance(v, dict):
        return _mlir_dict(v)
    return str(v)


# ---------------------------------------------------------------- ops of their own shape

def _broadcast_in_dim(cv: Converter, comp: Emitted, op: Op, ins: list[Value], shapes: list[Shape]):
    """broadcast_in_dim as XLA makes it: MLIR's canonicaliser first (the same shape: the operand itself; only
    size-1 dimensions added, in order: a reshape), then XlaBuilder's BroadcastInDim: a broadcast to the result's
    shape with the operand's sizes in place, and where a size-1 dimension grows, a reshape without it and a
    broadcast of that."""
    (x,), out = ins, shapes[0]
    dims = _ints(_attr(op, "dims", "broadcast_dimensions", default=[]))
    x_dims, out_dims = x.shape.dims, out.dims
    if len(dims) != len(x_dims) or dims and not (0 <= min(dims) and max(dims) < len(out_dims)) or \
            len(set(dims)) != len(dims) or any(x_dims[k] != 1 and x_dims[k] != out_dims[d] for k, d in enumerate(dims)):
        raise cv.error(op, f"broadcast_in_dim: dims {list(dims)} do not map the operand's shape "
                       f"{list(x_dims)} into the result's {list(out_dims)}")
    common = _common(cv, op)
    value = known(cv, x)
    if value is not None and not common and value.size == 1:
        return [tidied(cv, comp, op, "broadcast", out, [x], {"dimensions": dims})]       # a splat, folded
    if not common and list(dims) == sorted(dims):
        if x_dims == out_dims:
            return [x]
        if x.shape.num_elements == out.num_elements:
            return [tidied(cv, comp, op, "reshape", out, [x], {})]
    in_dims = list(out_dims)
    for k, d in enumerate(dims):
        in_dims[d] = x_dims[k]
    if in_dims == list(out_dims):
        return [cv.emit(comp, "broadcast", out, "broadcast", [x], {"dimensions": dims, **common}, op)]
    placed = cv.emit(comp, "broadcast", array_shape(out.element_type, in_dims), "broadcast", [x],
                     {"dimensions": dims}, op)
    keep = tuple(i for i in range(out.rank) if in_dims[i] == out.dims[i])
    reshaped = cv.emit(comp, "reshape", array_shape(out.element_type, [out.dims[i] for i in keep]), "reshape",
                       [placed], {}, op)
    return [cv.emit(comp, "broadcast", out, "broadcast", [reshaped], {"dimensions": keep, **common}, op)]


def _constant(cv: Converter, comp: Emitted, op: Op, ins, shapes):
    value = op.attrs.get("value")
    if not isinstance(value, Dense):
        raise cv.error(op, "expected a dense<...> literal as the constant's value")
    shape = shapes[0] if shapes else hlo_shape(value.type, cv.parser, op.offset)
    if shape.num_elements > 1 and not isinstance(value.content, (list, HexBlob)):   # a splat: a scalar, broadcast
        scalar = literal_of(cv, value, _scalar_shape(shape.element_type))
        return [splat_of(cv, comp, op, scalar, shape, _common(cv, op))]
    return [constant(cv, comp, op, value, shape, _common(cv, op))]


_SCALAR_SHAPES: dict[str, Shape] = {}


def _scalar_shape(element_type: str) -> Shape:
    shape = _SCALAR_SHAPES.get(element_type)
    if shape is None:
        shape = _SCALAR_SHAPES[element_type] = array_shape(element_type, [])
    return shape


def constant(cv: Converter, comp: Emitted, op: Op, value: Dense, shape: Shape, attrs: Attrs | None = None) -> Value:
    literal = literal_of(cv, value, laid_out(shape))
    return cv.emit(comp, "constant", shape, "constant", [], attrs or {}, op, literal=literal,
                   literal_key=literal.text_key)


def _call(cv: Converter, comp: Emitted, op: Op, ins, shapes):
    callee = op.symbol if op.symbol is not None else _symbol(op.attrs.get("callee"))
    func = cv.funcs.get(callee)
    if func is None:
        raise cv.error(op, f"call of an undefined function @{callee}")
    name = cv.func_computation(func)
    shape = cv.by_name[name].root.shape           # (the callee's, layouts included, as XLA's export has it)
    value = cv.emit(comp, "call", shape, "call", ins, {"to_apply": CompRef(name), **_common(cv, op)}, op)
    return cv.results_of(comp, op, value, shapes)


def _symbol(value) -> str:
    return value.name if isinstance(value, SymbolRef) else str(value)


def _reduce(cv: Converter, comp: Emitted, op: Op, ins, shapes):
    n = len(ins) // 2
    if "applies" in op.extra:
        body_name, _ = op.extra["applies"]
        record = OPS.get(body_name)
        if record is None or record.emit is not None:
            raise cv.error(op, f"unknown reduction body {body_name}")
        scalar = array_shape(ins[n].shape.element_type, [])
        body = Emitted(cv.fresh("region"), offset=op.offset)
        a = cv.emit(body, "Arg_0", scalar, "parameter", [], parameter_number=0)
        b = cv.emit(body, "Arg_1", scalar, "parameter", [], parameter_number=1)
        cv.finish(body, [cv.emit(body, record.opcode, scalar, record.opcode, [a, b], {}, op)], None)
        region = CompRef(body.name)
    else:
        region = cv.region_computation(op.regions[0], "region")
    shape = shapes[0] if len(shapes) == 1 else tuple_shape(shapes)
    dims = _ints(op.attrs.get("dimensions", []))
    value = cv.emit(comp, "reduce", shape, "reduce", ins, {"dimensions": dims, "to_apply": region, **_common(cv, op)},
                    op)
    return cv.results_of(comp, op, value, shapes)


def _tupled(opcode: str, attrs=None):
    """An op of several results that HLO writes as one tuple-shaped instruction."""
    def emit(cv: Converter, comp: Emitted, op: Op, ins, shapes):
        shape = shapes[0] if len(shapes) == 1 and opcode not in _ALWAYS_TUPLE else tuple_shape(shapes)
        operand_values = ins
        if opcode == "opt-barrier":
            operand_values = [cv.emit(comp, "tuple", tuple_shape([v.shape for v in ins]), "tuple", ins, {}, op)]
        extra = attrs(cv, op, ins) if attrs else {}
        if opcode in _OPERAND_LAYOUT and len(ins) == 1 and ins[0].shape.dims == shape.dims:
            shape = Shape(shape.element_type, shape.dims, shape.dynamic, ins[0].shape.layout)
        value = cv.emit(comp, opcode, shape, opcode, operand_values, {**extra, **_common(cv, op)}, op)
        return cv.results_of(comp, op, value, shapes)
    return emit


_ALWAYS_TUPLE = {"rng-bit-generator", "opt-barrier"}
_OPERAND_LAYOUT = {"all-reduce"}        # the result in its operand's layout (XlaBuilder's shape inference)


def _while(cv: Converter, comp: Emitted, op: Op, ins, shapes):
    """while, as MLIR's canonicaliser and XLA's export leave it: a loop-invariant value (the body returns its own
    argument) is no longer carried: a constant one is sunk into the condition and body, any other is read from
    outside (an implicit capture: XLA's export appends it to the loop's tuple, after the carried values, and the
    body passes it through); the op's result for it is the initial value itself."""
    body_block = op.regions[1].blocks[0] if len(op.regions) == 2 and op.regions[1].blocks else None
    returned = body_block.ops[-1].operands if body_block is not None and body_block.ops else []
    names = [n for n, _ in body_block.args] if body_block is not None else []
    invariant = [k for k in range(len(ins)) if k < len(returned) and k < len(names) and returned[k] == names[k]
                 and len(op.regions[0].blocks[0].args) == len(ins)]
    sunk = {k for k in invariant if ins[k].constant and known(cv, ins[k]) is not None}
    carried = [k for k in range(len(ins)) if k not in invariant]
    element_of: dict[int, int] = {}            # position -> its element of the loop's tuple
    captured: list[Value] = []
    for j, k in enumerate(carried):
        element_of[k] = j
    for k in invariant:
        if k not in sunk:
            same = next((j for j, v in enumerate(captured) if v.inst is ins[k].inst), None)
            if same is None:
                captured.append(ins[k])
                same = len(captured) - 1
            element_of[k] = len(carried) + same
    elements = [ins[k] for k in carried] + captured
    state = tuple_shape([v.shape for v in elements])
    init = cv.emit(comp, "tuple", state, "tuple", elements, {}, op)
    regions = []
    for region, is_body in ((op.regions[0], False), (op.regions[1], True)):
        regions.append(_while_region(cv, op, region, ins, state, element_of, sunk,
                                     (carried, len(captured)) if is_body else None))
    value = cv.emit(comp, "while", state, "while", [init],
                    {"condition": regions[0], "body": regions[1], **_common(cv, op)}, op)
    return [ins[k] if k in invariant else
            cv.emit(comp, "get-tuple-element", shapes[k], "get-tuple-element", [value], {"index": element_of[k]}, op)
            for k in range(len(shapes))]


def _while_region(cv: Converter, op: Op, region, ins: list[Value], state: Shape, element_of: dict[int, int],
                  sunk: set[int], body: tuple[list[int], int] | None) -> CompRef:
    """A while's condition or body: one tuple parameter (its elements: element_of), the sunk constants made
    inside; a body returns the carried values, then the captured ones passed through."""
    name = cv.fresh("region")
    region_comp = Emitted(name, offset=region.offset)
    block = region.blocks[0]
    param = cv.emit(region_comp, "arg_tuple", state, "parameter", [], parameter_number=0)
    elements = [cv.emit(region_comp, "get-tuple-element", s, "get-tuple-element", [param], {"index": j})
                for j, s in enumerate(state.tuple_shapes)]
    env: dict[str, Value] = {}
    for k, (arg, _) in enumerate(block.args):
        if k in sunk:
            array = known(cv, ins[k])
            assert array is not None        # sunk: only a constant with a known value is (_while)
            env[arg] = make_constant(cv, region_comp, op, array, ins[k].shape)
        else:
            env[arg] = elements[element_of[k]]
    results = cv.region_ops(region_comp, region, env)
    if body is not None:
        carried, captures = body
        if len(results) != len(ins):
            raise cv.error(op, f"the while's body returns {len(results)} values, expected {len(ins)}")
        results = [results[k] for k in carried] + elements[len(carried):len(carried) + captures]
    cv.finish(region_comp, results, None)
    return CompRef(name)


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
                                    [v for _, v in captures], {}, op))
        branches.append(cv.region_computation(region, "region", [], captures=captures, tuple_param=len(captures) != 1))
    shape = shapes[0] if len(shapes) == 1 else tuple_shape(shapes)
    if ins[0].shape.element_type == "pred":
        if len(branches) != 2:
            raise cv.error(op, f"stablehlo.if has {len(branches)} regions: expected two")
        attrs: Attrs = {"true_computation": branches[0], "false_computation": branches[1]}
    else:
        attrs = {"branch_computations": tuple(branches)}
    value = cv.emit(comp, "conditional", shape, "conditional", [ins[0]] + operands, {**attrs, **_common(cv, op)}, op)
    return cv.results_of(comp, op, value, shapes)


def _captured(region) -> list[str]:
    """The values a region reads that it does not define, in order of first use."""
    defined: set[str] = set()
    used: list[str] = []
    _scan_uses(region, defined, used)
    return [u for u in dict.fromkeys(used) if u not in defined]


def _scan_uses(region, defined: set, used: list) -> None:
    for block in region.blocks:
        defined.update(n for n, _ in block.args)
        for op in block.ops:
            used.extend(op.operands)
            for sub in op.regions:
                _scan_uses(sub, defined, used)
            defined.update(op.results)
            defined.update(r[:-2] for r in op.results if r.endswith("#0"))
            defined.update(op.extra.get("iter_args", []))


def _transpose(cv, comp, op, ins, shapes):
    """transpose, with the layout that makes it a bitcast of its operand (as XLA's translation sets it)."""
    perm = _ints(_attr(op, "dims", "permutation", default=[]))
    x = ins[0]
    if sorted(perm) != list(range(x.shape.rank)):
        raise cv.error(op, f"transpose: {list(perm)} is not a permutation of the operand's {x.shape.rank} "
                       "dimensions")
    operand_order = x.shape.layout.minor_to_major if x.shape.layout is not None else tuple(
        range(x.shape.rank - 1, -1, -1))
    inverse = [0] * len(perm)
    for k, p in enumerate(perm):
        inverse[p] = k
    out = shapes[0]
    shape = Shape(out.element_type, out.dims, out.dynamic, Layout(tuple(inverse[m] for m in operand_order)))
    return [tidied(cv, comp, op, "transpose", shape, ins, {"dimensions": perm, **_common(cv, op)})]


def _all_to_all(cv: Converter, comp: Emitted, op: Op, ins, shapes):
    """all_to_all as XlaBuilder's AllToAll makes it: HLO's all-to-all splits and concatenates along one dimension
    (the operand's shape); where StableHLO's split and concat dimensions differ, a reshape of the split dimension
    into (split_count, size / split_count), a transpose that moves the received blocks before the concat
    dimension, and a reshape to the result. XLA's translation also leaves a constant split_count (s32[1]) behind."""
    split = _int(op.attrs.get("split_dimension", 0)) if "split_dimension" in op.attrs else None
    concat = _int(op.attrs.get("concat_dimension", 0)) if "concat_dimension" in op.attrs else None
    if split is None or concat is None or split == concat or len(ins) != 1:
        return _tupled("all-to-all", _collective)(cv, comp, op, ins, shapes)
    (x,), out = ins, shapes[0]
    count = _int(op.attrs["split_count"])
    if not (0 <= split < x.shape.rank and 0 <= concat < x.shape.rank) or count <= 0 or x.shape.dims[split] % count:
        raise cv.error(op, f"all_to_all: split_dimension {split} of {list(x.shape.dims)} does not split into "
                       f"{count} parts, or a dimension is outside the operand")
    import numpy as np

    from ..parser.literals import make_literal
    literal = make_literal(laid_out(array_shape("s32", [1])), np.array([count], np.int32))
    cv.kept(cv.emit(comp, "all_to_all", array_shape("s32", [1]), "constant", [], {}, op, literal=literal))
    attrs = {**_collective(cv, op, ins), "dimensions": (split,)}
    exchanged = cv.emit(comp, "all_to_all", x.shape, "all-to-all", ins, {**attrs, **_common(cv, op)}, op)
    sizes: list[int] = []
    for d, size in enumerate(x.shape.dims):
        sizes.extend((count, size // count) if d == split else (size,))
    blocks = cv.emit(comp, "all_to_all", array_shape(x.shape.element_type, sizes), "reshape", [exchanged], {}, op)
    perm: list[int] = []
    for d in range(x.shape.rank):
        after = d + 1 if d >= split else d
        if d == concat:
            perm.append(split)
        perm.append(after)
    moved_dims = [sizes[p] for p in perm]
    rank = len(sizes)
    inverse = [0] * rank
    for k, p in enumerate(perm):
        inverse[p] = k
    layout = Layout(tuple(inverse[m] for m in range(rank - 1, -1, -1)))
    moved = cv.emit(comp, "all_to_all", Shape(x.shape.element_type, tuple(moved_dims), (False,) * rank, layout),
                    "transpose", [blocks], {"dimensions": tuple(perm)}, op)
    return [cv.emit(comp, "all_to_all", out, "reshape", [moved], {}, op)]


def _select(cv: Converter, comp: Emitted, op: Op, ins: list[Value], shapes: list[Shape]):
    """select; a scalar predicate of an array select is broadcast first, in the on-true value's layout (as XLA's
    export does: HLO's select takes a predicate of the result's shape)."""
    pred, on_true = ins[0], ins[1]
    if not pred.shape.dims and on_true.shape.dims:
        like = on_true.shape
        pred = cv.emit(comp, "broadcast", Shape("pred", like.dims, like.dynamic, like.layout), "broadcast", [pred],
                       {"dimensions": ()}, op)
    return [tidied(cv, comp, op, "select", shapes[0], [pred, *ins[1:]], _common(cv, op))]


def _get_tuple_element(cv, comp, op, ins, shapes):
    index = op.extra["brackets"][0][0][0] if "brackets" in op.extra else _int(op.attrs["index"])
    return [cv.emit(comp, "get-tuple-element", shapes[0], "get-tuple-element", ins, {"index": int(index)}, op)]


def _approx_top_k(cv: Converter, comp: Emitted, op: Op, ins, shapes):
    """ApproxTopK where XLA has no approximate kernel (``is_fallback``, every backend but TPU): as XLA's
    translation makes it, an exact sort of the inputs and their indices with the comparator, each sliced to its
    first top_k along the reduction dimension."""
    config = op.attrs.get("mhlo.backend_config")
    callees = op.attrs.get("called_computations") or []
    if not isinstance(config, dict) or len(callees) != 1 or len(ins) != 2 * len(shapes):
        raise cv.error(op, "ApproxTopK takes inputs and their initial values, one comparator "
                       "(called_computations) and a backend config {top_k, reduction_dim, ...}")
    func = cv.funcs.get(_symbol(callees[0]))
    if func is None:
        raise cv.error(op, f"ApproxTopK's comparator @{_symbol(callees[0])} is not defined")
    comparator = CompRef(cv.func_computation(func))
    inputs = ins[:len(shapes)]
    for init in ins[len(shapes):]:          # (the custom call's initial values: XLA's expansion leaves them)
        cv.kept(init)
    dim = _int(config.get("reduction_dim", inputs[0].shape.rank - 1))
    sorted_ = cv.emit(comp, "sort", tuple_shape([v.shape for v in inputs]), "sort", inputs,
                      {"dimensions": (dim,), "to_apply": comparator}, op)
    parts = []
    for k, (v, out) in enumerate(zip(inputs, shapes, strict=True)):
        whole = cv.emit(comp, "get-tuple-element", v.shape, "get-tuple-element", [sorted_], {"index": k}, op)
        spec = SliceSpec(tuple((0, out.dims[d], 1) for d in range(out.rank)))
        parts.append(cv.emit(comp, "slice", out, "slice", [whole], {"slice": spec}, op))
    value = cv.emit(comp, "tuple", tuple_shape(shapes), "tuple", parts, {}, op)
    return cv.results_of(comp, op, value, shapes)


# Custom calls XLA's translation expands into HLO, by target (and when: a test of the op).
_EXPANDED_CUSTOM_CALLS = {
    "ApproxTopK": (lambda op: isinstance(op.attrs.get("mhlo.backend_config"), dict)
                   and op.attrs["mhlo.backend_config"].get("is_fallback") is True, _approx_top_k),
}


def _custom_call_emit(cv, comp, op, ins, shapes):
    expansion = _EXPANDED_CUSTOM_CALLS.get(str(op.symbol))
    if expansion is not None and expansion[0](op):
        return expansion[1](cv, comp, op, ins, shapes)
    shape = shapes[0] if len(shapes) == 1 else tuple_shape(shapes)
    if "result_layouts" in op.attrs:
        layouts = [_ints(v) for v in op.attrs["result_layouts"]]
        if len(layouts) != len(shapes):
            raise cv.error(op, f"expected {len(shapes)} result_layouts (one per result), found {len(layouts)}")
        with_layouts = [Shape(s.element_type, s.dims, s.dynamic, Layout(lay)) if s.is_array and s.dims else s
                        for s, lay in zip(shapes, layouts, strict=True)]
        shape = with_layouts[0] if len(shapes) == 1 else tuple_shape(with_layouts)
    value = cv.emit(comp, "custom-call", shape, "custom-call", ins, {**_custom_call(cv, op, ins), **_common(cv, op)},
                    op)
    return cv.results_of(comp, op, value, shapes, str(op.symbol) not in _ELEMENTS_WITHOUT_FRONTEND_ATTRIBUTES)


# Custom calls whose results XLA's export reads without the call's frontend attributes (Shardy's shape changes).
_ELEMENTS_WITHOUT_FRONTEND_ATTRIBUTES = frozenset({"xla.sdy.GlobalToLocalShape", "xla.sdy.LocalToGlobalShape"})


# ---------------------------------------------------------------- the table

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
    "bitcast_convert": "bitcast-convert", "reshape": "reshape", "clamp": "clamp",
    "partition_id": "partition-id", "replica_id": "replica-id", "after_all": "after-all",
    "dynamic_update_slice": "dynamic-update-slice", "tuple": "tuple", "cholesky": "cholesky",
}

OPS: dict[str, OpRecord] = {f"stablehlo.{k}": OpRecord(v) for k, v in _ELEMENTWISE.items()}
OPS.update({
    "stablehlo.constant": OpRecord("constant", emit=_constant),
    "stablehlo.broadcast_in_dim": OpRecord("broadcast", emit=_broadcast_in_dim),
    "stablehlo.compare": OpRecord("compare", _compare),
    "stablehlo.iota": OpRecord("iota", emit=_iota_emit),
    "stablehlo.transpose": OpRecord("transpose", emit=_transpose),
    "stablehlo.reverse": OpRecord("reverse", _dimensions_of("dims", "dimensions")),
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
    "stablehlo.select": OpRecord("select", emit=_select),
    "stablehlo.custom_call": OpRecord("custom-call", emit=_custom_call_emit),
    "stablehlo.all_reduce": OpRecord("all-reduce", emit=_tupled("all-reduce", _collective)),
    "stablehlo.all_gather": OpRecord("all-gather", emit=_tupled("all-gather", _collective)),
    "stablehlo.reduce_scatter": OpRecord("reduce-scatter", _collective),
    "stablehlo.all_to_all": OpRecord("all-to-all", emit=_all_to_all),
    "stablehlo.collective_permute": OpRecord("collective-permute", _collective),
    "func.call": OpRecord("call", emit=_call),
    "call": OpRecord("call", emit=_call),
    "chlo.erf": OpRecord("erf"),
    "chlo.tan": OpRecord("tan"),
})

def convert_op(cv: Converter, comp: Emitted, op: Op, env: dict[str, Value]) -> list[Value]:
    record = OPS.get(op.name)
    if record is None:
        dialect = op.name.split(".")[0]
        known = dialect in ("stablehlo", "chlo", "func", "sdy", "mhlo")
        raise cv.error(op, f"{'unsupported' if known else 'unknown'} operation {op.name}: expected one of "
                       f"hlotool's StableHLO ops ({len(OPS)}: stablehlo.*, chlo.*, sdy.*, func.call)")
    try:
        ins = [env[name] for name in op.operands]
    except KeyError:
        ins = [cv.lookup(env, op, name) for name in op.operands]
    types = op.result_types
    shapes = [cv.shape_of(types[0], op.offset)] if len(types) == 1 and len(op.results) == 1 else \
        _result_shapes(cv, op)
    cv.current_env = env
    try:
        if record.emit is not None:
            return record.emit(cv, comp, op, ins, shapes)
        if len(shapes) != 1:
            raise cv.error(op, f"{op.name} has {len(shapes)} results: expected one")
        attrs = record.attrs(cv, op, ins) if record.attrs else {}
        return [tidied(cv, comp, op, record.opcode, shapes[0], ins, {**attrs, **_common(cv, op)})]
    except (KeyError, IndexError, ValueError, TypeError, AttributeError, ZeroDivisionError) as e:
        if isinstance(e, HloSyntaxError):
            raise
        raise cv.error(op, f"{op.name}: missing or malformed attribute or operand ({type(e).__name__}: {e})") from None


def _result_shapes(cv: Converter, op: Op) -> list[Shape]:
    types = op.result_types
    if len(types) == 1 and len(op.results) == 1:
        return [cv.shape_of(types[0], op.offset)]
    if not types:
        written = op.extra.get("types", [])
        if len(written) == len(op.results):
            types = written
        elif written:
            types = [written[-1]] * len(op.results)
    if len(types) != len(op.results) and op.name != "stablehlo.constant":
        raise cv.error(op, f"{op.name} names {len(op.results)} results but its type has {len(types)}")
    return [cv.shape_of(t, op.offset) for t in types]


# ---------------------------------------------------------------- functions and the module

def parameter_attrs(cv: Converter, attrs: dict, is_entry: bool, offset: int, shape: Shape) -> Attrs:
    if not is_entry:
        return {}
    fa = attrs.get("mhlo.frontend_attributes")
    written = {"frontend_attributes": _frontend_of((str(k), str(v)) for k, v in fa.items())} \
        if isinstance(fa, dict) and fa else {}
    return {**_sharding(cv, attrs.get("mhlo.sharding"), offset), **written,
            **sdy_parameter_attrs(cv, attrs, offset, shape)}


def func_results(cv: Converter, comp: Emitted, func, results: list[Value], is_entry: bool) -> list[Value]:
    """The values a function returns: on the entry, those with an sdy sharding through XLA's
    xla.sdy.FuncResultSharding custom call."""
    if not is_entry:
        return results
    return sdy_func_results(cv, comp, func, results)


def result_attrs(cv: Converter, func, is_entry: bool) -> Attrs:
    if not is_entry:
        return {}
    shardings = [attrs.get("mhlo.sharding") for _, attrs in func.results]
    if not any(isinstance(s, str) for s in shardings):
        return sdy_result_attrs(cv, func)
    if len(shardings) == 1:
        return _sharding(cv, shardings[0], func.offset)
    return {"sharding": Sharding("tuple", elements=tuple(
        hlo_sharding(cv, s, func.offset) if isinstance(s, str) else Sharding("replicated") for s in shardings))}


def module_attrs(cv: Converter, entry) -> Attrs:
    attrs = cv.module.attrs
    out: Attrs = {}
    replicas = _int(attrs.get("mhlo.num_replicas", 1))
    partitions = _int(attrs.get("mhlo.num_partitions", 1))
    if replicas != 1:
        out["replica_count"] = replicas
    if partitions != 1:
        out["num_partitions"] = partitions
    aliases = []
    donors = []
    for k, (_, _, arg_attrs, _) in enumerate(entry.args):
        if "tf.aliasing_output" in arg_attrs:
            index = (_int(arg_attrs["tf.aliasing_output"]),) if len(entry.results) > 1 else ()
            aliases.append(Pair(Braced(index), ":", Paren((k, Braced(()), Word("may-alias")))))
        if arg_attrs.get("jax.buffer_donor") is True:
            donors.append(Paren((k, Braced(()))))
    if aliases:
        out["input_output_alias"] = Braced(tuple(aliases))
    if donors:
        out["buffer_donor"] = Braced(tuple(donors))
    out.update(sdy_module_attrs(cv))
    return out


# ---------------------------------------------------------------- Shardy (sdy)

def _sdy_meshes(cv: Converter, offset: int) -> dict:
    if cv.sdy_meshes is None:
        try:
            cv.sdy_meshes = read_meshes(cv.meshes)
        except ShardingError as e:
            raise cv.error(cv.mesh_ops[0] if cv.mesh_ops else offset, f"bad sdy.mesh: {e}") from None
    return cv.sdy_meshes


def _sdy_gspmd(cv: Converter, text: str, rank: int, offset: int) -> Sharding:
    """The GSPMD sharding of one sdy sharding's text (``<@mesh, [...]>``), located at ``offset``."""
    try:
        return to_gspmd(read_sharding(text), _sdy_meshes(cv, offset), rank)
    except ShardingError as e:
        raise cv.error(offset, f"bad sdy sharding {text}: {e}") from None


def _frontend_of(items) -> FrontendAttributes:
    return FrontendAttributes(tuple(sorted(items)))


def sdy_op_attrs(cv: Converter, op: Op) -> dict[str, str]:
    """The frontend attributes XLA's export keeps of an op's Shardy attributes."""
    out = {}
    rule = op.attrs.get("sdy.sharding_rule")
    if isinstance(rule, DialectAttr):
        out["xla.sdy.sharding_rule"] = "#" + rule.name + rule.raw.strip()
    sharding = attr_text(op.attrs.get("sdy.sharding"))
    if sharding is not None:
        out["xla.sdy.sharding"] = "#sdy.sharding_per_value" + sharding if not sharding.startswith("#") else sharding
    return out


def sdy_parameter_attrs(cv: Converter, attrs: dict, offset: int, shape: Shape) -> Attrs:
    text = attr_text(attrs.get("sdy.sharding"))
    if text is None:
        return {}
    return {"sharding": _sdy_gspmd(cv, text, shape.rank, offset),
            "frontend_attributes": _frontend_of([("xla.sdy.sharding", "#sdy.sharding" + text)])}


def sdy_func_results(cv: Converter, comp: Emitted, func, results: list[Value]) -> list[Value]:
    """Each entry result with an sdy sharding passes through an xla.sdy.FuncResultSharding custom call (and XLA's
    export leaves a reshape of it that carries the GSPMD sharding, unused)."""
    out = list(results)
    # (as many values as results: Converter.func_computation checks func.return against the signature)
    for k, (value, (_, attrs)) in enumerate(zip(results, func.results, strict=True)):
        text = attr_text(attrs.get("sdy.sharding"))
        if text is None:
            continue
        gspmd = _sdy_gspmd(cv, text, value.shape.rank, func.offset)
        marked = cv.emit(comp, "custom-call", value.shape, "custom-call", [value], {
            "custom_call_target": "xla.sdy.FuncResultSharding", "custom_call_has_side_effect": True,
            "frontend_attributes": _frontend_of([("xla.sdy.sharding", f"#sdy.sharding_per_value<[{text}]>")])},
            at=func.offset)
        cv.kept(cv.emit(comp, "reshape", value.shape, "reshape", [marked], {"sharding": gspmd}, at=func.offset))
        out[k] = marked
    return out


def sdy_result_attrs(cv: Converter, func) -> Attrs:
    texts = [attr_text(attrs.get("sdy.sharding")) for _, attrs in func.results]
    if all(t is None for t in texts):
        return {}
    shardings = [Sharding("replicated") if t is None else _sdy_gspmd(cv, t, _rank(ty), func.offset)
                 for t, (ty, _) in zip(texts, func.results, strict=True)]
    return {"sharding": shardings[0] if len(shardings) == 1 else Sharding("tuple", elements=tuple(shardings))}


def _rank(ty) -> int:
    return len(getattr(ty, "dims", ()))


def sdy_module_attrs(cv: Converter) -> Attrs:
    if not cv.meshes:
        return {}
    meshes = ", ".join(f"{name} = #sdy.mesh{text}" for name, text in cv.meshes.items())
    return {"frontend_attributes": _frontend_of([("xla.sdy.meshes", BracedText("{" + meshes + "}"))])}


def _one_or_tuple(values: list[Value]) -> Shape:
    return values[0].shape if len(values) == 1 else tuple_shape([v.shape for v in values])


def _unpacked(cv: Converter, comp: Emitted, op: Op, value: Value, count: int, attrs: Attrs | None = None
              ) -> list[Value]:
    if count == 1 and not value.shape.is_tuple:
        return [value]
    return [cv.emit(comp, "get-tuple-element", s, "get-tuple-element", [value], {"index": k, **(attrs or {})}, op)
            for k, s in enumerate(value.shape.tuple_shapes)]


def _manual_computation(cv: Converter, comp: Emitted, op: Op, ins: list[Value], shapes: list[Shape]):
    """sdy.manual_computation as XLA exports it: xla.sdy.GlobalToLocalShape of the operands, a call of the body
    (not to be inlined), xla.sdy.LocalToGlobalShape of its results."""
    given = {k: attr_text(op.attrs.get(k)) for k in ("in_shardings", "out_shardings", "manual_axes")}
    missing = [k for k, v in given.items() if v is None]
    if missing:
        raise cv.error(op, f"sdy.manual_computation without {', '.join(missing)}")
    texts = {k: v for k, v in given.items() if v is not None}      # all of them
    manual = ("xla.sdy.manual_axes", "#sdy<manual_axes" + texts["manual_axes"] + ">")
    if not op.regions or not op.regions[0].blocks:
        raise cv.error(op, "sdy.manual_computation without a body")
    local_shapes = [hlo_shape(t, cv.parser, op.offset) for _, t in op.regions[0].blocks[0].args]
    if len(local_shapes) != len(ins):
        raise cv.error(op, f"sdy.manual_computation has {len(ins)} operands but its body takes {len(local_shapes)}")
    to_local = cv.emit(comp, "custom-call", local_shapes[0] if len(ins) == 1 else tuple_shape(local_shapes),
                       "custom-call", ins, {
                           "custom_call_target": "xla.sdy.GlobalToLocalShape", "custom_call_has_side_effect": True,
                           "frontend_attributes": _frontend_of([
                               ("xla.sdy.in_shardings", "#sdy.sharding_per_value<" + texts["in_shardings"] + ">"),
                               manual])}, op)
    locals_ = _unpacked(cv, comp, op, to_local, len(ins))
    body = cv.region_computation(op.regions[0], "xla.sdy.manual_computation_body")
    body_shape = cv.by_name[body.name].root.shape
    inlineable = {"frontend_attributes": _frontend_of([("inlineable", "false")])}
    called = cv.emit(comp, "call", body_shape, "call", locals_, {"to_apply": body, **inlineable}, op)
    local_results = _unpacked(cv, comp, op, called, len(shapes), inlineable)
    if len(local_results) != len(shapes):
        raise cv.error(op, f"sdy.manual_computation's body returns {len(local_results)} values, expected "
                       f"{len(shapes)}")
    to_global = cv.emit(comp, "custom-call", shapes[0] if len(shapes) == 1 else tuple_shape(shapes), "custom-call",
                        local_results, {
                            "custom_call_target": "xla.sdy.LocalToGlobalShape", "custom_call_has_side_effect": True,
                            "frontend_attributes": _frontend_of([
                                manual,
                                ("xla.sdy.out_shardings", "#sdy.sharding_per_value<" + texts["out_shardings"] + ">")])},
                        op)
    return _unpacked(cv, comp, op, to_global, len(shapes))


def _sharding_constraint(cv: Converter, comp: Emitted, op: Op, ins: list[Value], shapes: list[Shape]):
    """sdy.sharding_constraint: XLA's Sharding custom call, with the GSPMD sharding and the sdy one."""
    text = attr_text(op.attrs.get("sharding"))
    if text is None or len(ins) != 1:
        raise cv.error(op, "sdy.sharding_constraint takes one operand and a sharding <@mesh, [...]>")
    return [cv.emit(comp, "custom-call", ins[0].shape, "custom-call", ins, {
        "custom_call_target": "Sharding", "sharding": _sdy_gspmd(cv, text, ins[0].shape.rank, op.offset),
        "frontend_attributes": _frontend_of([("xla.sdy.sharding", f"#sdy.sharding_per_value<[{text}]>")])}, op)]


OPS.update({
    "sdy.manual_computation": OpRecord("custom-call", emit=_manual_computation),
    "sdy.sharding_constraint": OpRecord("custom-call", emit=_sharding_constraint),
})


# ---------------------------------------------------------------- CHLO, as XLA's legalisation decomposes it

def splat(cv: Converter, comp: Emitted, op: Op, value, like: Shape) -> Value:
    """A constant of ``like``'s element type and shape, every element ``value`` (a splat: a scalar constant,
    broadcast)."""
    import numpy as np

    from ..ir.dtypes import PRIMITIVE_TYPES
    return make_constant(cv, comp, op, np.full(like.dims, value, dtype=PRIMITIVE_TYPES[like.element_type].numpy),
                         like)


def _real_only(cv: Converter, op: Op, x: Value) -> None:
    if x.shape.ptype.kind == "complex":
        raise cv.error(op, f"{op.name} of complex numbers is not supported: expected a real element type")


def _square(cv: Converter, comp: Emitted, op: Op, ins, shapes):
    """chlo.square: x * x."""
    (x,) = ins
    _real_only(cv, op, x)
    return [cv.emit(comp, "multiply", shapes[0], "multiply", [x, x], _common(cv, op), op)]


def _atan(cv: Converter, comp: Emitted, op: Op, ins, shapes):
    """chlo.atan: atan2(x, 1)."""
    (x,) = ins
    _real_only(cv, op, x)
    one = splat(cv, comp, op, 1, x.shape)
    return [cv.emit(comp, "atan2", shapes[0], "atan2", [x, one], _common(cv, op), op)]


def _top_k(cv: Converter, comp: Emitted, op: Op, ins, shapes):
    """chlo.top_k: HLO's topk (the k largest along the last dimension), a tuple of values and indices."""
    if len(ins) != 1 or len(shapes) != 2:
        raise cv.error(op, "chlo.top_k takes one operand and gives two results (values, indices)")
    value = cv.emit(comp, "topk", tuple_shape(shapes), "topk", ins,
                    {"k": _int(op.attrs["k"]), "largest": True, **_common(cv, op)}, op)
    return cv.results_of(comp, op, value, shapes)


OPS.update({
    "chlo.square": OpRecord("multiply", emit=_square),
    "chlo.atan": OpRecord("atan2", emit=_atan),
    "chlo.top_k": OpRecord("topk", emit=_top_k),
    # Decomposed into several HLO instructions (hlotool.stablehlo.chlo); the opcode is the result's.
    "chlo.asin": OpRecord("add", emit=chlo.decomposed(chlo.asin)),
    "chlo.acos": OpRecord("atan2", emit=chlo.decomposed(chlo.acos)),
    "chlo.asinh": OpRecord("multiply", emit=chlo.decomposed(chlo.asinh)),
    "chlo.acosh": OpRecord("select", emit=chlo.decomposed(chlo.acosh)),
    "chlo.atanh": OpRecord("select", emit=chlo.decomposed(chlo.atanh)),
    "chlo.sinh": OpRecord("select", emit=chlo.decomposed(chlo.sinh)),
    "chlo.cosh": OpRecord("add", emit=chlo.decomposed(chlo.cosh)),
    "chlo.next_after": OpRecord("bitcast-convert", emit=chlo.decomposed(chlo.next_after)),
    "chlo.erf_inv": OpRecord("select", emit=chlo.decomposed(chlo.erf_inv)),
    "chlo.erfc": OpRecord("select", emit=chlo.decomposed(chlo.erfc)),
    "chlo.lgamma": OpRecord("select", emit=chlo.decomposed(chlo.lgamma)),
    "chlo.digamma": OpRecord("select", emit=chlo.decomposed(chlo.digamma)),
    "chlo.bessel_i1e": OpRecord("multiply", emit=chlo.decomposed(chlo.bessel_i1e)),
    "chlo.zeta": OpRecord("select", emit=chlo.decomposed(chlo.zeta)),
})


_UNKNOWN_OPCODES = sorted({r.opcode for r in OPS.values()} - set(OPCODES))
assert not _UNKNOWN_OPCODES, f"opcodes not declared in hlotool.opcodes: {_UNKNOWN_OPCODES}"
