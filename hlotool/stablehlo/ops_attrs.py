"""How a StableHLO op's attributes become HLO's typed attribute values, as XLA's StableHLO -> HLO translation makes
them: the record of an op (``OpRecord``), the attribute values' conversions, each op's attribute reader and the
frontend attributes of its Shardy attributes (hlotool.stablehlo.ops puts them in its table, ``OPS``)."""
from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Callable, Sequence

import numpy as np

from ..fmt.stablehlo_values import MLIR_ELEMENT_TYPES, string_text, type_text
from ..ir.shape import Layout, Shape, array_shape
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
from ..sharding.model import Sharding, ShardingError
from .convert import Converter, Emitted, Value
from .shardy import attr_text, read_meshes, read_sharding, to_gspmd
from .syntax_tree import Dense, DialectAttr, HexBlob, Op, SymbolRef, TensorType, TypedValue
from .syntax_tree import Word as MlirWord
from .tidy import broadcast_in_dim, make_constant

Attrs = dict[str, Any]


@dataclass(frozen=True)
class OpRecord:
    opcode: str                                                   # the HLO opcode (declared in hlotool.opcodes)
    attrs: Callable[[Converter, Op, list[Value]], Attrs] | None = None     # (a new dict: the instruction keeps it)
    emit: Callable | None = None                                  # ops that are not one HLO instruction


# ---------------------------------------------------------------- attribute values

def ints(value) -> tuple[int, ...]:
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


def as_int(value) -> int:
    """An attribute's integer (``7``, ``7 : i64``); ValueError (which the converter locates) for anything else."""
    v = value.value if isinstance(value, TypedValue) else value
    try:
        out = int(v)
    except (OverflowError, ValueError, TypeError):
        raise ValueError(f"expected an integer, found {v}") from None
    if isinstance(v, float) and out != v:
        raise ValueError(f"expected an integer, found {v}")
    return out


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


def attr(op: Op, *keys, default=None):
    for k in keys:
        if k in op.attrs:
            return op.attrs[k]
    return default


def _precision(op: Op) -> Attrs:
    value = attr(op, "precision", "precision_config")
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


def sharding_attrs(cv: Converter, value, offset: int) -> Attrs:
    if isinstance(value, str) and value:
        return {"sharding": hlo_sharding(cv, value, offset)}
    return {}


_COMMON_KEYS = frozenset({"mhlo.sharding", "mhlo.frontend_attributes", "sdy.sharding_rule", "sdy.sharding"})


def common_attrs(cv: Converter, op: Op) -> Attrs:
    """What any op may carry: its sharding and frontend attributes."""
    if not op.attrs or op.attrs.keys().isdisjoint(_COMMON_KEYS):
        return {}
    return {**sharding_attrs(cv, op.attrs.get("mhlo.sharding"), op.offset), **_frontend(cv, op)}


# ---------------------------------------------------------------- per-op attributes

def compare(cv, op, ins) -> Attrs:
    direction = op.words[0] if op.words else _word(attr(op, "comparison_direction"))
    ctype = op.words[1] if len(op.words) > 1 else (_word(attr(op, "compare_type")) if "compare_type" in op.attrs
                                                     else None)
    out: Attrs = {"direction": Word(direction)}
    kind = ins[0].shape.ptype.kind
    default = {"float": "FLOAT", "complex": "FLOAT", "signed": "SIGNED"}.get(kind, "UNSIGNED")
    if ctype and ctype not in (default, "NOTYPE"):
        out["type"] = Word(ctype)
    return out


def _iota(cv, op, ins) -> Attrs:
    return {"iota_dimension": as_int(attr(op, "dim", "iota_dimension"))}


def iota_emit(cv: Converter, comp: Emitted, op: Op, ins, shapes):
    """iota: of rank 2 and up, XLA's canonicalisation makes it a 1-D iota along its dimension, broadcast; along
    a dimension of size 1, a constant 0 (without the canonicaliser: as written)."""
    out = shapes[0]
    dim = _iota(cv, op, ins)["iota_dimension"]
    if not 0 <= dim < max(out.rank, 1):
        raise cv.error(op, f"iota dimension {dim} is outside the result's {out.rank} dimensions")
    common = common_attrs(cv, op)
    if out.dims and out.dims[dim] == 1 and not common and cv.canonicalize:      # (MLIR folds it: every element 0)
        from ..ir.dtypes import PRIMITIVE_TYPES
        return [make_constant(cv, comp, op, np.zeros((), PRIMITIVE_TYPES[out.element_type].numpy), out)]
    if out.rank <= 1 or not cv.canonicalize:
        return [cv.emit(comp, "iota", out, "iota", [], {"iota_dimension": dim, **common}, op)]
    line = cv.emit(comp, "iota", array_shape(out.element_type, [out.dims[dim]]), "iota", [], {"iota_dimension": 0},
                   op)
    return [broadcast_in_dim(cv, comp, op, line, out, (dim,), common)]        # (a reshape where the rest is 1s)


def concatenate(cv, op, ins) -> Attrs:
    return {"dimensions": (as_int(attr(op, "dim", "dimension")),)}


def slice_attrs(cv, op, ins) -> Attrs:
    if "brackets" in op.extra:
        ranges = op.extra["brackets"][0]
    else:
        starts, limits = ints(op.attrs["start_indices"]), ints(op.attrs["limit_indices"])
        strides = ints(op.attrs.get("strides", [1] * len(starts)))
        _same_count(cv, op, starts, "start_indices", (limits, "limit_indices"), (strides, "strides"))
        ranges = [[a, b, c] for a, b, c in zip(starts, limits, strides, strict=True)]
    return {"slice": SliceSpec(tuple((int(r[0]), int(r[1]), int(r[2]) if len(r) > 2 else 1) for r in ranges))}


def pad_attrs(cv, op, ins) -> Attrs:
    low, high = ints(attr(op, "low", "edge_padding_low")), ints(attr(op, "high", "edge_padding_high"))
    interior = ints(attr(op, "interior", "interior_padding", default=[0] * len(low)))
    _same_count(cv, op, low, "low paddings", (high, "high paddings"), (interior, "interior paddings"))
    return {"padding": PaddingConfig(tuple(zip(low, high, interior, strict=True)), True)}


def _same_count(cv, op, first: Sequence[int], first_name: str, *others: tuple[Sequence[int], str]) -> None:
    """A located error unless each of ``others`` (list, what it holds) has as many entries as ``first``: one per
    dimension."""
    for values, what in others:
        if len(values) != len(first):
            raise cv.error(op, f"{op.name}: expected {len(first)} {what} (as many as {first_name}), "
                           f"found {len(values)}")


def dynamic_slice(cv, op, ins) -> Attrs:
    return {"dynamic_slice_sizes": ints(attr(op, "sizes", "slice_sizes"))}


def dot_general(cv, op, ins) -> Attrs:
    if "dot_dimension_numbers" in op.attrs:
        dn = op.attrs["dot_dimension_numbers"].params
        lb, rb = dn.get("lhs_batching_dimensions", []), dn.get("rhs_batching_dimensions", [])
        lc, rc = dn.get("lhs_contracting_dimensions", []), dn.get("rhs_contracting_dimensions", [])
    else:
        lb, rb = op.attrs.get("batching_dims", ([], []))
        lc, rc = op.attrs.get("contracting_dims", ([], []))
    out: Attrs = {}
    if lb:
        out["lhs_batch_dims"] = ints(lb)
    out["lhs_contracting_dims"] = ints(lc)
    if rb:
        out["rhs_batch_dims"] = ints(rb)
    out["rhs_contracting_dims"] = ints(rc)
    return {**out, **_precision(op)}


def ragged_dot(cv, op, ins) -> Attrs:
    """chlo.ragged_dot as HLO's ragged-dot: dot_general's dimension numbers, then the lhs's ragged and the rhs's
    group dimensions."""
    dn = op.attrs["ragged_dot_dimension_numbers"].params
    out: Attrs = {}
    for side in ("lhs", "rhs"):
        batch = dn.get(f"{side}_batching_dimensions", [])
        if batch:
            out[f"{side}_batch_dims"] = ints(batch)
        out[f"{side}_contracting_dims"] = ints(dn.get(f"{side}_contracting_dimensions", []))
    out["lhs_ragged_dims"] = ints(dn.get("lhs_ragged_dimensions", []))
    out["rhs_group_dims"] = ints(dn.get("rhs_group_dimensions", []))
    return {**out, **_precision(op)}


def dimensions_of(*keys):
    def attrs(cv, op, ins) -> Attrs:
        return {"dimensions": ints(attr(op, *keys, default=[]))}
    return attrs


def reduce_precision(cv, op, ins) -> Attrs:
    if "format" in op.attrs:
        exp, man = _word(op.attrs["format"])[1:].split("m")
        return {"exponent_bits": int(exp), "mantissa_bits": int(man)}
    return {"exponent_bits": as_int(op.attrs["exponent_bits"]), "mantissa_bits": as_int(op.attrs["mantissa_bits"])}


def fft(cv, op, ins) -> Attrs:
    return {"fft_type": Word(_word(attr(op, "type", "fft_type"))),
            "fft_length": ints(attr(op, "length", "fft_length"))}


_RNG_ALGORITHMS = {"DEFAULT": "rng_default", "THREE_FRY": "rng_three_fry", "PHILOX": "rng_philox"}


def rng_bit_generator(cv, op, ins) -> Attrs:
    word = _word(attr(op, "algorithm", "rng_algorithm"))
    if word not in _RNG_ALGORITHMS:
        raise cv.error(op, f"unknown rng algorithm {word}: expected one of {', '.join(_RNG_ALGORITHMS)}")
    return {"algorithm": Word(_RNG_ALGORITHMS[word])}


def gather(cv, op, ins) -> Attrs:
    dn = op.attrs["dimension_numbers"].params
    out: Attrs = {"offset_dims": ints(dn.get("offset_dims", [])),
                  "collapsed_slice_dims": ints(dn.get("collapsed_slice_dims", []))}
    if dn.get("operand_batching_dims"):
        out["operand_batching_dims"] = ints(dn["operand_batching_dims"])
        out["start_indices_batching_dims"] = ints(dn.get("start_indices_batching_dims", []))
    out["start_index_map"] = ints(dn.get("start_index_map", []))
    out["index_vector_dim"] = as_int(dn.get("index_vector_dim", 0))
    out["slice_sizes"] = ints(op.attrs["slice_sizes"])
    if op.attrs.get("indices_are_sorted") is True:
        out["indices_are_sorted"] = True
    return out


def scatter(cv, op, ins) -> Attrs:
    dn = op.attrs["scatter_dimension_numbers"].params
    out: Attrs = {"update_window_dims": ints(dn.get("update_window_dims", [])),
                  "inserted_window_dims": ints(dn.get("inserted_window_dims", []))}
    if dn.get("input_batching_dims"):
        out["input_batching_dims"] = ints(dn["input_batching_dims"])
        out["scatter_indices_batching_dims"] = ints(dn.get("scatter_indices_batching_dims", []))
    out["scatter_dims_to_operand_dims"] = ints(dn.get("scatter_dims_to_operand_dims", []))
    out["index_vector_dim"] = as_int(dn.get("index_vector_dim", 0))
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


def reduce_window(cv, op, ins) -> Attrs:
    sizes = ints(op.attrs["window_dimensions"])
    n = len(sizes)
    window = _window(sizes, ints(op.attrs.get("window_strides", [1] * n)),
                     _padding_pairs(op.attrs.get("padding"), n), ints(op.attrs.get("base_dilations", [1] * n)),
                     ints(op.attrs.get("window_dilations", [1] * n)))
    return {"window": window, "to_apply": cv.region_computation(op.regions[0], "region")}


def select_and_scatter(cv, op, ins) -> Attrs:
    sizes = ints(op.attrs["window_dimensions"])
    n = len(sizes)
    window = _window(sizes, ints(op.attrs.get("window_strides", [1] * n)), _padding_pairs(op.attrs.get("padding"), n))
    return {"window": window, "select": cv.region_computation(op.regions[0], "region"),
            "scatter": cv.region_computation(op.regions[1], "region")}


def convolution(cv, op, ins) -> Attrs:
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
        out["window"] = _window(sizes, ints(strides) if strides is not None else None,
                                _padding_pairs(pad, n) if pad is not None else None,
                                ints(lhs_d) if lhs_d is not None else None,
                                ints(rhs_d) if rhs_d is not None else None,
                                [bool(r) for r in rev] if rev is not None else None)
    out["dim_labels"] = ConvDimLabels(_labels(lhs) + "_" + _labels(rhs) + "->" + _labels(out_labels))
    fgc, bgc = as_int(op.attrs.get("feature_group_count", 1)), as_int(op.attrs.get("batch_group_count", 1))
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


def sort(cv, op, ins) -> Attrs:
    out: Attrs = {"dimensions": (as_int(op.attrs.get("dimension", -1)) % max(ins[0].shape.rank, 1),)}
    if op.attrs.get("is_stable") is True:
        out["is_stable"] = True
    out["to_apply"] = cv.region_computation(op.regions[0], "region")
    return out


def collective(cv, op, ins) -> Attrs:
    out: Attrs = {}
    ch = op.attrs.get("channel_handle")
    if isinstance(ch, DialectAttr) and as_int(ch.params.get("handle", 0)) > 0:
        out["channel_id"] = as_int(ch.params["handle"])
    if "replica_groups" in op.attrs:
        out["replica_groups"] = _groups(op.attrs["replica_groups"])
    if op.attrs.get("use_global_device_ids") is True:
        out["use_global_device_ids"] = True
    for key in ("all_gather_dim", "scatter_dimension", "split_dimension"):
        if key in op.attrs:
            out["dimensions"] = (as_int(op.attrs[key]),)
    if "source_target_pairs" in op.attrs:
        out["source_target_pairs"] = _groups(op.attrs["source_target_pairs"])
    if op.regions:
        out["to_apply"] = cv.region_computation(op.regions[0], "region")
    return out


_API_VERSIONS = {2: "API_VERSION_STATUS_RETURNING", 3: "API_VERSION_STATUS_RETURNING_UNIFIED",
                 4: "API_VERSION_TYPED_FFI"}


def custom_call(cv, op, ins) -> Attrs:
    target = op.symbol if op.symbol is not None else op.attrs.get("call_target_name", "")
    out: Attrs = {"custom_call_target": str(target)}
    if op.attrs.get("has_side_effect") is True:
        out["custom_call_has_side_effect"] = True
    # Without api_version, a dictionary of backend settings means the typed FFI (as XLA's translation reads it).
    api = as_int(op.attrs["api_version"]) if "api_version" in op.attrs else (
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
        layouts = [ints(v) for v in op.attrs["operand_layouts"]]
        if len(layouts) != len(ins):
            raise cv.error(op, f"expected {len(ins)} operand_layouts (one per operand), found {len(layouts)}")
        out["operand_layout_constraints"] = Braced(tuple(
            Shape(v.shape.element_type, v.shape.dims, v.shape.dynamic, Layout(tuple(lay)))
            for v, lay in zip(ins, layouts, strict=True)))
    called = op.attrs.get("called_computations") or []
    if called:          # (functions of the module: computations the custom call calls, as XLA's translation makes them)
        refs = []
        for ref in called:
            func = cv.funcs.get(ref.name if isinstance(ref, SymbolRef) else str(ref))
            if func is None:
                raise cv.error(op, f"custom_call's called_computations name an undefined function {ref}")
            refs.append(CompRef(cv.func_computation(func)))
        out["called_computations"] = tuple(refs)
    aliases = op.attrs.get("output_operand_aliases") or []
    if aliases:
        items = []
        for a in aliases:
            p = a.params
            items.append(Pair(Braced(ints(p.get("output_tuple_indices", []))), ":",
                              Paren((as_int(p["operand_index"]), Braced(ints(p.get("operand_tuple_indices", [])))))))
        out["output_to_operand_aliasing"] = Braced(tuple(items))
    return out


def _mlir_dict(d: dict) -> str:
    """A dictionary attribute's text as MLIR prints it (XLA keeps that text: a typed FFI call's backend settings, a
    composite's attributes): its keys sorted, as MLIR keeps a dictionary."""
    return "{" + ", ".join(f"{_mlir_key(k)} = {mlir_attr_text(v)}" for k, v in sorted(d.items())) + "}"


def _mlir_key(k: str) -> str:
    return k if k.replace("_", "a").replace(".", "a").replace("$", "a").isalnum() and not k[0].isdigit() \
        else string_text(k)


def mlir_attr_text(v) -> str:
    """An attribute value's text as MLIR prints it: numbers with their type (floats as MLIR writes them:
    ``1.500000e+00`` where six digits say it exactly), strings escaped, arrays, dictionaries, ``dense<...>``,
    ``@symbols`` and bare words."""
    if isinstance(v, TypedValue):
        type_name = getattr(v.type, "name", str(v.type))
        return f"{_mlir_number(v.value, type_name)} : {type_name}"
    if isinstance(v, bool):
        return "true" if v else "false"
    if isinstance(v, str):
        return _mlir_string(v)
    if isinstance(v, list):
        return "[" + ", ".join(mlir_attr_text(x) for x in v) + "]"
    if isinstance(v, dict):
        return _mlir_dict(v)
    if isinstance(v, SymbolRef):
        return f"@{v.name}"
    if isinstance(v, MlirWord):
        return v.text
    if isinstance(v, Dense) and isinstance(v.type, TensorType):
        element = v.type.element_type
        content = (f'"0x{v.content.text}"' if isinstance(v.content, HexBlob)
                   else _dense_content(v.content, MLIR_ELEMENT_TYPES.get(element, element)))
        return f"dense<{content}> : {type_text(array_shape(element, v.type.dims))}"
    return str(v)


def _mlir_string(text: str) -> str:
    """A string as MLIR prints it: a backslash doubled, a quote and what is not printable ASCII as \\XX bytes."""
    out = []
    for ch in text:
        if ch == "\\":
            out.append("\\\\")
        elif " " <= ch <= "~" and ch != '"':
            out.append(ch)
        else:
            out.append("".join(f"\\{b:02X}" for b in ch.encode("utf-8")))
    return '"' + "".join(out) + '"'


def _dense_content(content, element: str) -> str:
    if isinstance(content, list):
        return "[" + ", ".join(_dense_content(c, element) for c in content) + "]"
    return _mlir_number(content, element)


def _mlir_number(x, type_name: str) -> str:
    """A number as MLIR prints it in an attribute of ``type_name``: integers as they are, floats in six-digit
    exponent form where it reads back exactly (``1.500000e+00``), else the shortest form that does."""
    if isinstance(x, bool):
        return "true" if x else "false"
    if isinstance(x, int) or not type_name.startswith(("f", "bf")):
        return str(x)
    value = float(x)
    six = f"{value:.6e}"
    narrow = np.float32 if type_name in ("f32", "f16", "bf16") else np.float64
    return six if narrow(float(six)) == narrow(value) else repr(narrow(value).item())


# ---------------------------------------------------------------- Shardy (sdy)

def _sdy_meshes(cv: Converter, offset: int) -> dict:
    if cv.sdy_meshes is None:
        try:
            cv.sdy_meshes = read_meshes(cv.meshes)
        except ShardingError as e:
            raise cv.error(cv.mesh_ops[0] if cv.mesh_ops else offset, f"bad sdy.mesh: {e}") from None
    return cv.sdy_meshes


def sdy_gspmd(cv: Converter, text: str, rank: int, offset: int) -> Sharding:
    """The GSPMD sharding of one sdy sharding's text (``<@mesh, [...]>``), located at ``offset``."""
    try:
        return to_gspmd(read_sharding(text), _sdy_meshes(cv, offset), rank)
    except ShardingError as e:
        raise cv.error(offset, f"bad sdy sharding {text}: {e}") from None


def frontend_of(items) -> FrontendAttributes:
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


def composite_frontend(cv: Converter, op: Op) -> FrontendAttributes:
    """A stablehlo.composite's name, attributes (as MLIR prints its dictionary, braced) and version as the frontend
    attributes XLA's translation gives the call it makes (in place of the op's own, as XLA's do)."""
    name = op.extra.get("string", op.attrs.get("name"))
    if not isinstance(name, str):
        raise cv.error(op, "stablehlo.composite: expected its name (a string)")
    attributes = op.attrs.get("composite_attributes") or {}
    if not isinstance(attributes, dict):
        raise cv.error(op, "stablehlo.composite: expected composite_attributes to be a dictionary")
    return frontend_of([("composite.attributes", BracedText(_mlir_dict(attributes))), ("composite.name", name),
                        ("composite.version", str(as_int(op.attrs.get("version", 0))))])


# ---------------------------------------------------------------- linear algebra, random numbers, batch norm, map

def _flag(op: Op, key: str) -> Attrs:
    """A boolean attribute, as XLA's HLO printer writes it: only where true."""
    return {key: True} if op.attrs.get(key) is True else {}


def cholesky(cv, op, ins) -> Attrs:
    return _flag(op, "lower")


def triangular_solve(cv, op, ins) -> Attrs:
    """left_side, lower and unit_diagonal where true, transpose_a (its word)."""
    transpose = _word(op.attrs.get("transpose_a", "NO_TRANSPOSE")).split()[-1]
    if transpose not in ("NO_TRANSPOSE", "TRANSPOSE", "ADJOINT"):
        raise cv.error(op, f"triangular_solve: unknown transpose_a {transpose}: expected NO_TRANSPOSE, TRANSPOSE "
                       "or ADJOINT")
    return {**_flag(op, "left_side"), **_flag(op, "lower"), **_flag(op, "unit_diagonal"),
            "transpose_a": Word(transpose)}


_DISTRIBUTIONS = {"UNIFORM": "rng_uniform", "NORMAL": "rng_normal"}


def rng(cv, op, ins) -> Attrs:
    word = _word(attr(op, "distribution", "rng_distribution")).split()[-1]
    if word not in _DISTRIBUTIONS:
        raise cv.error(op, f"unknown rng distribution {word}: expected UNIFORM or NORMAL")
    return {"distribution": Word(_DISTRIBUTIONS[word])}


def batch_norm(cv, op, ins) -> Attrs:
    """epsilon (an f32: the shortest decimal that reads back as the same f32, as XLA prints it) and
    feature_index."""
    value = op.attrs["epsilon"]
    epsilon = float(str(np.float32(value.value if isinstance(value, TypedValue) else value)))
    return {"epsilon": int(epsilon) if epsilon.is_integer() else epsilon,
            "feature_index": as_int(op.attrs["feature_index"])}


def map_attrs(cv, op, ins) -> Attrs:
    return {"dimensions": ints(op.attrs.get("dimensions", [])),
            "to_apply": cv.region_computation(op.regions[0], "region")}
