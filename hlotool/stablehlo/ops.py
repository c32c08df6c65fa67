"""One record per StableHLO / CHLO / Shardy / func op: the HLO opcode it becomes and how its attributes become
HLO's typed attribute values (``OPS``), as XLA's StableHLO -> HLO translation makes them. Ops whose HLO form is
more than one instruction (broadcast_in_dim of size-1 dimensions, while, case, reduce, calls, CHLO
decompositions, ...) have an ``emit`` of their own."""
from __future__ import annotations

from itertools import chain

import numpy as np

from ..errors import HloSyntaxError
from ..ir.shape import Layout, Shape, array_shape, tuple_shape
from ..ir.values import (
    Braced,
    BracedText,
    CompRef,
    Pair,
    Paren,
    SliceSpec,
    Word,
)
from ..opcodes import OPCODES
from ..parser.literals import make_literal
from ..sharding.model import Sharding
from . import chlo, complex_math, control_flow
from .convert import Converter, Emitted, Value, hlo_shape, laid_out
from .literals import literal_of
from .ops_attrs import (
    Attrs,
    OpRecord,
    as_int,
    attr,
    batch_norm,
    cholesky,
    collective,
    common_attrs,
    compare,
    composite_frontend,
    concatenate,
    convolution,
    custom_call,
    dimensions_of,
    dot_general,
    dynamic_slice,
    fft,
    frontend_of,
    gather,
    hlo_sharding,
    ints,
    iota_emit,
    map_attrs,
    pad_attrs,
    ragged_dot,
    reduce_precision,
    reduce_window,
    rng,
    rng_bit_generator,
    scatter,
    sdy_gspmd,
    select_and_scatter,
    sharding_attrs,
    slice_attrs,
    sort,
    triangular_solve,
)
from .shardy import attr_text
from .syntax_tree import Dense, DialectAttr, HexBlob, Op, SymbolRef
from .tidy import (
    broadcast_in_dim,
    finished,  # noqa: F401  (the converter's rule: Converter.finish)
    known,
    make_constant,
    one_value,
    same_results,
    splat_of,
    tidied,
)

# ---------------------------------------------------------------- ops of their own shape

def _broadcast_in_dim(cv: Converter, comp: Emitted, op: Op, ins: list[Value], shapes: list[Shape]):
    """broadcast_in_dim, its dims checked (hlotool.stablehlo.tidy.broadcast_in_dim makes it as XLA does)."""
    (x,), out = ins, shapes[0]
    dims = ints(attr(op, "dims", "broadcast_dimensions", default=[]))
    x_dims, out_dims = x.inst.shape.dims, out.dims
    if (dims or x_dims) and (len(dims) != len(x_dims) or dims and not (0 <= min(dims) and max(dims) < len(out_dims))
                             or len(set(dims)) != len(dims)
                             or any(x_dims[k] != 1 and x_dims[k] != out_dims[d] for k, d in enumerate(dims))):
        raise cv.error(op, f"broadcast_in_dim: dims {list(dims)} do not map the operand's shape "
                       f"{list(x_dims)} into the result's {list(out_dims)}")
    return [broadcast_in_dim(cv, comp, op, x, out, dims, common_attrs(cv, op))]


def _constant(cv: Converter, comp: Emitted, op: Op, ins, shapes):
    value = op.attrs.get("value")
    if not isinstance(value, Dense):
        raise cv.error(op, "expected a dense<...> literal as the constant's value")
    shape = shapes[0] if shapes else hlo_shape(value.type, cv.parser, op.offset)
    content = value.content
    common = common_attrs(cv, op)
    key = None
    if not common and cv.canonicalize and content.__class__ is not list and content.__class__ is not HexBlob:
        # A scalar or splat made once per computation (as emit and splat_of unique it), by literal_of's key.
        key = ("dense", content.__class__, repr(content), shape)
        same = comp.pure.get(key)
        if same is not None:
            return [same]
    if shape.num_elements > 1 and not isinstance(content, (list, HexBlob)):   # a splat: a scalar, broadcast
        scalar = literal_of(cv, value, _scalar_shape(shape.element_type))
        made = splat_of(cv, comp, op, scalar, shape, common)
    else:
        literal = literal_of(cv, value, laid_out(shape))
        array = np.asarray(literal.value)
        if shape.num_elements > 1 and one_value(array):      # (MLIR keeps a list or blob of one value as a splat)
            scalar = make_literal(_scalar_shape(shape.element_type), array.reshape(-1)[0])
            made = splat_of(cv, comp, op, scalar, shape, common)
        else:
            made = cv.emit(comp, "constant", shape, "constant", [], common or {}, op, literal=literal,
                           literal_key=literal.text_key)
    if key is not None:
        comp.pure[key] = made
    return [made]


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
    value = cv.emit(comp, "call", shape, "call", ins, {"to_apply": CompRef(name), **common_attrs(cv, op)}, op)
    return cv.results_of(comp, op, value, shapes)


def _composite(cv: Converter, comp: Emitted, op: Op, ins, shapes):
    """stablehlo.composite as XLA's translation makes it: a call of a copy of its own of its decomposition, marked
    is_composite, its name, attributes and version as frontend attributes."""
    callee = _symbol(op.attrs.get("decomposition"))
    func = cv.funcs.get(callee)
    if func is None:
        raise cv.error(op, f"stablehlo.composite: its decomposition @{callee} is not a function of the module")
    cv.decompositions.add(callee)
    name = cv.func_computation(func, copy=True)
    shape = cv.by_name[name].root.shape
    attrs = {**common_attrs(cv, op), "to_apply": CompRef(name), "is_composite": True,
             "frontend_attributes": composite_frontend(cv, op)}            # (its own frontend attributes replaced)
    value = cv.emit(comp, "call", shape, "call", ins, attrs, op)
    return cv.results_of(comp, op, value, shapes)


def _symbol(value) -> str:
    return value.name if isinstance(value, SymbolRef) else str(value)


def _reduce(cv: Converter, comp: Emitted, op: Op, ins, shapes):
    n = len(ins) // 2
    dims = ints(op.attrs.get("dimensions", []))
    common = common_attrs(cv, op)
    same = same_results(cv, "reduce", ins, shapes, {"dimensions": dims, **common})
    if same is not None:
        return same
    if "applies" in op.extra:
        body_name, _ = op.extra["applies"]
        record = OPS.get(body_name)
        if record is None or record.emit is not None:
            raise cv.error(op, f"unknown reduction body {body_name}")
        scalar = _scalar_shape(ins[n].inst.shape.element_type)
        body = Emitted(cv.fresh("region"), offset=op.offset)
        a = cv.emit(body, "Arg_0", scalar, "parameter", [], parameter_number=0)
        b = cv.emit(body, "Arg_1", scalar, "parameter", [], parameter_number=1)
        cv.finish(body, [cv.emit(body, record.opcode, scalar, record.opcode, [a, b], {}, op)], None)
        region = CompRef(body.name)
    else:
        region = cv.region_computation(op.regions[0], "region")
    shape = shapes[0] if len(shapes) == 1 else tuple_shape(shapes)
    value = cv.emit(comp, "reduce", shape, "reduce", ins, {"dimensions": dims, "to_apply": region, **common}, op)
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
        value = cv.emit(comp, opcode, shape, opcode, operand_values, {**extra, **common_attrs(cv, op)}, op)
        return cv.results_of(comp, op, value, shapes)
    return emit


_ALWAYS_TUPLE = {"rng-bit-generator", "opt-barrier"}
_OPERAND_LAYOUT = {"all-reduce"}        # the result in its operand's layout (XlaBuilder's shape inference)


def _while(cv: Converter, comp: Emitted, op: Op, ins, shapes):
    """while, as MLIR's canonicaliser and XLA's export leave it: a loop-invariant value (the body returns its own
    argument) is no longer carried: a constant one is sunk into the condition and body, any other is read from
    outside (an implicit capture: XLA's export appends it to the loop's tuple, after the carried values, and the
    body passes it through); the op's result for it is the initial value itself. A value of the enclosing function
    the regions read (an implicit capture in the text) is appended after those, in the order the condition and then
    the body first read it."""
    body_block = op.regions[1].blocks[0] if len(op.regions) == 2 and op.regions[1].blocks else None
    returned = [control_flow.folded_select(body_block, r) for r in body_block.ops[-1].operands] \
        if body_block is not None and body_block.ops else []
    names = [n for n, _ in body_block.args] if body_block is not None else []
    invariant = [k for k in range(len(ins)) if k < len(returned) and k < len(names) and returned[k] == names[k]
                 and len(op.regions[0].blocks[0].args) == len(ins)] if cv.canonicalize else []
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
    outer = cv.current_env
    read_from_outside: dict[str, int] = {}          # an implicit capture's name -> its element of the loop's tuple
    sunk_from_outside: dict[str, Value] = {}        # a captured constant's name -> the constant
    for name in dict.fromkeys(chain.from_iterable(control_flow.captured(region) for region in op.regions)):
        value = outer.get(name)
        if value is not None and value.constant and known(cv, value) is not None:
            sunk_from_outside[name] = value     # (XLA's sinking of constants into control flow: made inside)
        elif value is not None:
            same = next((j for j, v in enumerate(captured) if v.inst is value.inst), None)
            if same is None:
                captured.append(value)
                same = len(captured) - 1
            read_from_outside[name] = len(carried) + same
    elements = [ins[k] for k in carried] + captured
    state = tuple_shape([v.shape for v in elements])
    init = cv.emit(comp, "tuple", state, "tuple", elements, {}, op)
    regions = []
    for region, is_body in ((op.regions[0], False), (op.regions[1], True)):
        regions.append(_while_region(cv, op, region, ins, state, element_of, sunk, read_from_outside,
                                     sunk_from_outside, (carried, len(captured)) if is_body else None))
    value = cv.emit(comp, "while", state, "while", [init],
                    {"condition": regions[0], "body": regions[1], **common_attrs(cv, op)}, op)
    return [ins[k] if k in invariant else
            cv.emit(comp, "get-tuple-element", shapes[k], "get-tuple-element", [value], {"index": element_of[k]}, op)
            for k in range(len(shapes))]


def _while_region(cv: Converter, op: Op, region, ins: list[Value], state: Shape, element_of: dict[int, int],
                  sunk: set[int], read_from_outside: dict[str, int], sunk_from_outside: dict[str, Value],
                  body: tuple[list[int], int] | None) -> CompRef:
    """A while's condition or body: one tuple parameter (its elements: element_of; the enclosing function's values
    it reads: read_from_outside), the sunk constants (sunk, sunk_from_outside) made inside; a body returns the
    carried values, then the captured ones passed through."""
    name = cv.fresh("region")
    region_comp = Emitted(name, offset=region.offset)
    block = region.blocks[0]
    param = cv.emit(region_comp, "arg_tuple", state, "parameter", [], parameter_number=0)
    elements = [cv.emit(region_comp, "get-tuple-element", s, "get-tuple-element", [param], {"index": j})
                for j, s in enumerate(state.tuple_shapes)]
    env: dict[str, Value] = {name: elements[j] for name, j in read_from_outside.items()}
    for outer_name, value in sunk_from_outside.items():
        array = known(cv, value)
        assert array is not None            # (sunk: only a constant with a known value is)
        env[outer_name] = make_constant(cv, region_comp, op, array, value.shape)
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


def _transpose(cv, comp, op, ins, shapes):
    """transpose, with the layout that makes it a bitcast of its operand (as XLA's translation sets it)."""
    perm = ints(attr(op, "dims", "permutation", default=[]))
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
    return [tidied(cv, comp, op, "transpose", shape, ins, {"dimensions": perm, **common_attrs(cv, op)})]


def _all_to_all(cv: Converter, comp: Emitted, op: Op, ins, shapes):
    """all_to_all as XlaBuilder's AllToAll makes it: HLO's all-to-all splits and concatenates along one dimension
    (the operand's shape); where StableHLO's split and concat dimensions differ, a reshape of the split dimension
    into (split_count, size / split_count), a transpose that moves the received blocks before the concat
    dimension, and a reshape to the result. XLA's translation also leaves a constant split_count (s32[1]) behind."""
    split = as_int(op.attrs.get("split_dimension", 0)) if "split_dimension" in op.attrs else None
    concat = as_int(op.attrs.get("concat_dimension", 0)) if "concat_dimension" in op.attrs else None
    if split is None or concat is None or split == concat or len(ins) != 1:
        return _tupled("all-to-all", collective)(cv, comp, op, ins, shapes)
    (x,), out = ins, shapes[0]
    count = as_int(op.attrs["split_count"])
    if not (0 <= split < x.shape.rank and 0 <= concat < x.shape.rank) or count <= 0 or x.shape.dims[split] % count:
        raise cv.error(op, f"all_to_all: split_dimension {split} of {list(x.shape.dims)} does not split into "
                       f"{count} parts, or a dimension is outside the operand")
    import numpy as np

    from ..parser.literals import make_literal
    literal = make_literal(laid_out(array_shape("s32", [1])), np.array([count], np.int32))
    cv.kept(cv.emit(comp, "all_to_all", array_shape("s32", [1]), "constant", [], {}, op, literal=literal))
    attrs = {**collective(cv, op, ins), "dimensions": (split,)}
    exchanged = cv.emit(comp, "all_to_all", x.shape, "all-to-all", ins, {**attrs, **common_attrs(cv, op)}, op)
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
    return [cv.made_by(cv.emit(comp, "all_to_all", out, "reshape", [moved], {}, op), "all-to-all", ins, attrs)]


def _select(cv: Converter, comp: Emitted, op: Op, ins: list[Value], shapes: list[Shape]):
    """select; a scalar predicate of an array select is broadcast first, in the on-true value's layout (as XLA's
    export does: HLO's select takes a predicate of the result's shape)."""
    pred, on_true = ins[0], ins[1]
    if not pred.shape.dims and on_true.shape.dims:
        like = on_true.shape
        pred = cv.emit(comp, "broadcast", Shape("pred", like.dims, like.dynamic, like.layout), "broadcast", [pred],
                       {"dimensions": ()}, op)
    return [tidied(cv, comp, op, "select", shapes[0], [pred, *ins[1:]], common_attrs(cv, op))]


def _get_tuple_element(cv, comp, op, ins, shapes):
    index = op.extra["brackets"][0][0][0] if "brackets" in op.extra else as_int(op.attrs["index"])
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
    dim = as_int(config.get("reduction_dim", inputs[0].shape.rank - 1))
    sorted_ = cv.emit(comp, "sort", tuple_shape([v.shape for v in inputs]), "sort", inputs,
                      {"dimensions": (dim,), "to_apply": comparator}, op)
    parts = []
    for k, (v, out) in enumerate(zip(inputs, shapes, strict=True)):
        whole = cv.emit(comp, "get-tuple-element", v.shape, "get-tuple-element", [sorted_], {"index": k}, op)
        spec = SliceSpec(tuple((0, out.dims[d], 1) for d in range(out.rank)))
        parts.append(cv.emit(comp, "slice", out, "slice", [whole], {"slice": spec}, op))
    value = cv.emit(comp, "tuple", tuple_shape(shapes), "tuple", parts, {}, op)
    return cv.results_of(comp, op, value, shapes)


def _rng(cv: Converter, comp: Emitted, op: Op, ins, shapes):
    """rng of its two parameters; its shape operand is the result's (XLA's export leaves the shape's instructions
    behind, unused: kept where the converter follows XLA's; read as written, the shape is dropped where nothing
    else uses it, so that hlotool's printed rng reads back as the instruction)."""
    if len(ins) != 3:
        raise cv.error(op, f"stablehlo.rng takes two parameters and a shape, found {len(ins)} operands")
    if cv.canonicalize:
        cv.kept(ins[2])
    else:
        cv.unread.add(id(ins[2].inst))
    return [cv.emit(comp, "rng", shapes[0], "rng", ins[:2], {**rng(cv, op, ins), **common_attrs(cv, op)}, op)]


def _get_dimension_size(cv: Converter, comp: Emitted, op: Op, ins, shapes):
    """get_dimension_size of a static dimension: its size, a constant (as XLA's translation folds it); read as
    written, the get-dimension-size instruction."""
    import numpy as np
    (x,) = ins
    dim = as_int(attr(op, "dim", "dimension"))
    if not 0 <= dim < x.shape.rank:
        raise cv.error(op, f"get_dimension_size: dimension {dim} is outside the operand's {x.shape.rank}")
    if any(x.shape.dynamic):
        raise cv.error(op, "get_dimension_size of a dynamic shape: hlotool reads static shapes only")
    if not cv.canonicalize:
        return [cv.emit(comp, "get-dimension-size", shapes[0], "get-dimension-size", ins,
                        {"dimensions": (dim,), **common_attrs(cv, op)}, op)]
    return [make_constant(cv, comp, op, np.array(x.shape.dims[dim], np.int32), shapes[0])]


# ---------------------------------------------------------------- tokens: feeds, send and recv

def _token_last(cv: Converter, op: Op, shapes_or_values: list, what: str) -> None:
    items = [v.shape if isinstance(v, Value) else v for v in shapes_or_values]
    if len(items) < 1 or items[-1].element_type != "token" or any(not s.is_array for s in items[:-1]):
        raise cv.error(op, f"{op.name} {what} arrays, then a !stablehlo.token")


def _infeed(cv: Converter, comp: Emitted, op: Op, ins, shapes):
    """infeed as XLA's translation makes it: infeed(token) of (data tuple, token), the data read out of the
    tuple; ``layout`` (each array's minor-to-major) lays out the data."""
    _token_last(cv, op, shapes, "gives")
    data = shapes[:-1]
    layouts = op.attrs.get("layout")
    if isinstance(layouts, list) and layouts:
        if len(layouts) != len(data):
            raise cv.error(op, f"infeed: {len(layouts)} layouts for {len(data)} arrays")
        data = [Shape(s.element_type, s.dims, s.dynamic, Layout(ints(lay))) if s.dims else s
                for s, lay in zip(data, layouts, strict=True)]
    attrs = {**_config(op, "infeed_config"), **common_attrs(cv, op)}
    fed = cv.emit(comp, "infeed", tuple_shape([tuple_shape(data), shapes[-1]]), "infeed", ins, attrs, op)
    values = cv.emit(comp, "get-tuple-element", tuple_shape(data), "get-tuple-element", [fed], {"index": 0}, op)
    out = [cv.emit(comp, "get-tuple-element", s, "get-tuple-element", [values], {"index": k}, op)
           for k, s in enumerate(data)]
    return out + [cv.emit(comp, "get-tuple-element", shapes[-1], "get-tuple-element", [fed], {"index": 1}, op)]


def _config(op: Op, key: str) -> Attrs:
    value = op.attrs.get(key)
    return {key: str(value)} if isinstance(value, str) and value else {}


def _outfeed(cv: Converter, comp: Emitted, op: Op, ins, shapes):
    """outfeed as XLA's translation makes it: the data as a tuple, outfeed(tuple, token), outfeed_shape the
    tuple's."""
    _token_last(cv, op, ins, "takes")
    data = cv.emit(comp, "tuple", tuple_shape([v.shape for v in ins[:-1]]), "tuple", ins[:-1], {}, op)
    attrs = {"outfeed_shape": data.shape, **_config(op, "outfeed_config"), **common_attrs(cv, op)}
    return [cv.emit(comp, "outfeed", shapes[0], "outfeed", [data, ins[-1]], attrs, op)]


def _transfer(cv: Converter, op: Op) -> Attrs:
    """send's and recv's channel_id and is_host_transfer (where true)."""
    ch = op.attrs.get("channel_handle")
    if not isinstance(ch, DialectAttr):
        raise cv.error(op, f"{op.name} without a channel_handle")
    out: Attrs = {"channel_id": as_int(ch.params.get("handle", 0))}
    if op.attrs.get("is_host_transfer") is True:
        out["is_host_transfer"] = True
    return out


def _send(cv: Converter, comp: Emitted, op: Op, ins, shapes):
    """send as XLA's translation makes it: send(data, token) of (data, u32[] context, token), then send-done."""
    _token_last(cv, op, ins, "takes")
    if len(ins) != 2:
        raise cv.error(op, f"{op.name} of {len(ins) - 1} arrays: hlotool converts the send of one")
    attrs = _transfer(cv, op)
    started = cv.emit(comp, "send", tuple_shape([ins[0].shape, _scalar_shape("u32"), ins[1].shape]), "send", ins,
                      {**attrs, **common_attrs(cv, op)}, op)
    return [cv.emit(comp, "send-done", shapes[0], "send-done", [started], dict(attrs), op)]


def _recv(cv: Converter, comp: Emitted, op: Op, ins, shapes):
    """recv as XLA's translation makes it: recv(token) of (data, u32[] context, token), recv-done of (data,
    token), its elements read out."""
    _token_last(cv, op, shapes, "gives")
    if len(shapes) != 2:
        raise cv.error(op, f"{op.name} of {len(shapes) - 1} arrays: hlotool converts the recv of one")
    attrs = _transfer(cv, op)
    started = cv.emit(comp, "recv", tuple_shape([shapes[0], _scalar_shape("u32"), shapes[1]]), "recv", ins,
                      {**attrs, **common_attrs(cv, op)}, op)
    done = cv.emit(comp, "recv-done", tuple_shape(shapes), "recv-done", [started], dict(attrs), op)
    return [cv.emit(comp, "get-tuple-element", s, "get-tuple-element", [done], {"index": k}, op)
            for k, s in enumerate(shapes)]


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
        layouts = [ints(v) for v in op.attrs["result_layouts"]]
        if len(layouts) != len(shapes):
            raise cv.error(op, f"expected {len(shapes)} result_layouts (one per result), found {len(layouts)}")
        with_layouts = [Shape(s.element_type, s.dims, s.dynamic, Layout(lay)) if s.is_array and s.dims else s
                        for s, lay in zip(shapes, layouts, strict=True)]
        shape = with_layouts[0] if len(shapes) == 1 else tuple_shape(with_layouts)
    value = cv.emit(comp, "custom-call", shape, "custom-call", ins,
                    {**custom_call(cv, op, ins), **common_attrs(cv, op)}, op)
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

_MHLO_ELEMENTWISE = ("acos", "acosh", "asin", "asinh", "atanh", "sinh", "cosh")

OPS: dict[str, OpRecord] = {f"stablehlo.{k}": OpRecord(v) for k, v in _ELEMENTWISE.items()}
# Expanded into real arithmetic on complex operands (hlotool.stablehlo.complex_math).
OPS.update({name: OpRecord(OPS[name].opcode, emit=complex_math.when_complex(OPS[name].opcode, expansion))
            for name, expansion in complex_math.EXPANSIONS.items()})
OPS.update({
    "stablehlo.constant": OpRecord("constant", emit=_constant),
    "stablehlo.broadcast_in_dim": OpRecord("broadcast", emit=_broadcast_in_dim),
    "stablehlo.compare": OpRecord("compare", compare),
    "stablehlo.iota": OpRecord("iota", emit=iota_emit),
    "stablehlo.transpose": OpRecord("transpose", emit=_transpose),
    "stablehlo.reverse": OpRecord("reverse", dimensions_of("dims", "dimensions")),
    "stablehlo.concatenate": OpRecord("concatenate", concatenate),
    "stablehlo.slice": OpRecord("slice", slice_attrs),
    "stablehlo.pad": OpRecord("pad", pad_attrs),
    "stablehlo.dynamic_slice": OpRecord("dynamic-slice", dynamic_slice),
    "stablehlo.dot_general": OpRecord("dot", dot_general),
    "stablehlo.convolution": OpRecord("convolution", convolution),
    "stablehlo.reduce_precision": OpRecord("reduce-precision", reduce_precision),
    "stablehlo.fft": OpRecord("fft", fft),
    "stablehlo.gather": OpRecord("gather", gather),
    "stablehlo.scatter": OpRecord("scatter", emit=_tupled("scatter", scatter)),
    "stablehlo.reduce_window": OpRecord("reduce-window", emit=_tupled("reduce-window", reduce_window)),
    "stablehlo.select_and_scatter": OpRecord("select-and-scatter", select_and_scatter),
    "stablehlo.sort": OpRecord("sort", emit=_tupled("sort", sort)),
    "stablehlo.rng_bit_generator": OpRecord("rng-bit-generator", emit=_tupled("rng-bit-generator",
                                                                               rng_bit_generator)),
    "stablehlo.optimization_barrier": OpRecord("opt-barrier", emit=_tupled("opt-barrier")),
    "stablehlo.reduce": OpRecord("reduce", emit=_reduce),
    "stablehlo.while": OpRecord("while", emit=_while),
    "stablehlo.case": OpRecord("conditional", emit=control_flow.case),
    "stablehlo.if": OpRecord("conditional", emit=control_flow.case),
    "stablehlo.get_tuple_element": OpRecord("get-tuple-element", emit=_get_tuple_element),
    "stablehlo.select": OpRecord("select", emit=_select),
    "stablehlo.custom_call": OpRecord("custom-call", emit=_custom_call_emit),
    "stablehlo.all_reduce": OpRecord("all-reduce", emit=_tupled("all-reduce", collective)),
    "stablehlo.all_gather": OpRecord("all-gather", emit=_tupled("all-gather", collective)),
    "stablehlo.reduce_scatter": OpRecord("reduce-scatter", collective),
    "stablehlo.all_to_all": OpRecord("all-to-all", emit=_all_to_all),
    "stablehlo.collective_permute": OpRecord("collective-permute", collective),
    "func.call": OpRecord("call", emit=_call),
    "stablehlo.composite": OpRecord("call", emit=_composite),
    "call": OpRecord("call", emit=_call),
    "chlo.erf": OpRecord("erf"),
    "chlo.tan": OpRecord("tan"),
    "stablehlo.cholesky": OpRecord("cholesky", cholesky),
    "stablehlo.triangular_solve": OpRecord("triangular-solve", triangular_solve),
    "stablehlo.rng": OpRecord("rng", emit=_rng),
    "stablehlo.batch_norm_training": OpRecord("batch-norm-training", emit=_tupled("batch-norm-training", batch_norm)),
    "stablehlo.batch_norm_inference": OpRecord("batch-norm-inference", batch_norm),
    "stablehlo.batch_norm_grad": OpRecord("batch-norm-grad", emit=_tupled("batch-norm-grad", batch_norm)),
    "stablehlo.map": OpRecord("map", map_attrs),
    "stablehlo.collective_broadcast": OpRecord("collective-broadcast", collective),
    "stablehlo.get_dimension_size": OpRecord("constant", emit=_get_dimension_size),
    # HLO's own elementwise ops that StableHLO has no op for: XLA's HLO -> StableHLO translation writes them as
    # mhlo.* ops, and its StableHLO -> HLO translation reads them back as the HLO op.
    **{f"mhlo.{name}": OpRecord(name) for name in _MHLO_ELEMENTWISE},
    "stablehlo.infeed": OpRecord("infeed", emit=_infeed),
    "stablehlo.outfeed": OpRecord("outfeed", emit=_outfeed),
    "stablehlo.send": OpRecord("send-done", emit=_send),
    "stablehlo.recv": OpRecord("recv-done", emit=_recv),
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
    # (one result: its type, or the last written after ':' where the op has no function type: _result_shapes)
    ty = None if len(op.results) != 1 else types[0] if len(types) == 1 else \
        None if types else op.extra.get("types", _NO_TYPES)[-1]
    shapes = _result_shapes(cv, op) if ty is None else [cv.shape_of(ty, op.offset)]
    cv.current_env = env
    try:
        if record.emit is not None:
            return record.emit(cv, comp, op, ins, shapes)
        if len(shapes) != 1:
            raise cv.error(op, f"{op.name} has {len(shapes)} results: expected one")
        attrs = record.attrs(cv, op, ins) if record.attrs else {}
        if op.attrs:
            attrs = {**attrs, **common_attrs(cv, op)}
        return [tidied(cv, comp, op, record.opcode, shapes[0], ins, attrs)]
    except (KeyError, IndexError, ValueError, TypeError, AttributeError, ArithmeticError) as e:
        if isinstance(e, HloSyntaxError):
            raise
        raise cv.error(op, f"{op.name}: missing or malformed attribute or operand ({type(e).__name__}: {e})") from None


_NO_TYPES = (None,)


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
    written = {"frontend_attributes": frontend_of((str(k), str(v)) for k, v in fa.items())} \
        if isinstance(fa, dict) and fa else {}
    return {**sharding_attrs(cv, attrs.get("mhlo.sharding"), offset), **written,
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
        return sharding_attrs(cv, shardings[0], func.offset)
    return {"sharding": Sharding("tuple", elements=tuple(
        hlo_sharding(cv, s, func.offset) if isinstance(s, str) else Sharding("replicated") for s in shardings))}


def module_attrs(cv: Converter, entry) -> Attrs:
    attrs = cv.module.attrs
    out: Attrs = {}
    replicas = as_int(attrs.get("mhlo.num_replicas", 1))
    partitions = as_int(attrs.get("mhlo.num_partitions", 1))
    if replicas != 1:
        out["replica_count"] = replicas
    if partitions != 1:
        out["num_partitions"] = partitions
    aliases = []
    donors = []
    for k, (_, _, arg_attrs, _) in enumerate(entry.args):
        if "tf.aliasing_output" in arg_attrs:
            index = (as_int(arg_attrs["tf.aliasing_output"]),) if len(entry.results) > 1 else ()
            aliases.append(Pair(Braced(index), ":", Paren((k, Braced(()), Word("may-alias")))))
        if arg_attrs.get("jax.buffer_donor") is True:
            donors.append(Paren((k, Braced(()))))
    if aliases:
        out["input_output_alias"] = Braced(tuple(aliases))
    if donors:
        out["buffer_donor"] = Braced(tuple(donors))
    out.update(sdy_module_attrs(cv))
    return out


def sdy_parameter_attrs(cv: Converter, attrs: dict, offset: int, shape: Shape) -> Attrs:
    text = attr_text(attrs.get("sdy.sharding"))
    if text is None:
        return {}
    return {"sharding": sdy_gspmd(cv, text, shape.rank, offset),
            "frontend_attributes": frontend_of([("xla.sdy.sharding", "#sdy.sharding" + text)])}


def sdy_func_results(cv: Converter, comp: Emitted, func, results: list[Value]) -> list[Value]:
    """Each entry result with an sdy sharding passes through an xla.sdy.FuncResultSharding custom call (and XLA's
    export leaves a reshape of it that carries the GSPMD sharding, unused), both of the result's type (its default
    layout, whatever the value's)."""
    out = list(results)
    # (as many values as results: Converter.func_computation checks func.return against the signature)
    for k, (value, (ty, attrs)) in enumerate(zip(results, func.results, strict=True)):
        text = attr_text(attrs.get("sdy.sharding"))
        if text is None:
            continue
        gspmd = sdy_gspmd(cv, text, value.shape.rank, func.offset)
        shape = cv.shape_of(ty, func.offset)
        marked = cv.emit(comp, "custom-call", shape, "custom-call", [value], {
            "custom_call_target": "xla.sdy.FuncResultSharding", "custom_call_has_side_effect": True,
            "frontend_attributes": frontend_of([("xla.sdy.sharding", f"#sdy.sharding_per_value<[{text}]>")])},
            at=func.offset)
        cv.kept(cv.emit(comp, "reshape", shape, "reshape", [marked], {"sharding": gspmd}, at=func.offset))
        out[k] = marked
    return out


def sdy_result_attrs(cv: Converter, func) -> Attrs:
    texts = [attr_text(attrs.get("sdy.sharding")) for _, attrs in func.results]
    if all(t is None for t in texts):
        return {}
    shardings = [Sharding("replicated") if t is None else sdy_gspmd(cv, t, _rank(ty), func.offset)
                 for t, (ty, _) in zip(texts, func.results, strict=True)]
    return {"sharding": shardings[0] if len(shardings) == 1 else Sharding("tuple", elements=tuple(shardings))}


def _rank(ty) -> int:
    return len(getattr(ty, "dims", ()))


def sdy_module_attrs(cv: Converter) -> Attrs:
    if not cv.meshes:
        return {}
    meshes = ", ".join(f"{name} = #sdy.mesh{text}" for name, text in cv.meshes.items())
    return {"frontend_attributes": frontend_of([("xla.sdy.meshes", BracedText("{" + meshes + "}"))])}


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
                           "frontend_attributes": frontend_of([
                               ("xla.sdy.in_shardings", "#sdy.sharding_per_value<" + texts["in_shardings"] + ">"),
                               manual])}, op)
    locals_ = _unpacked(cv, comp, op, to_local, len(ins))
    body = cv.region_computation(op.regions[0], "xla.sdy.manual_computation_body")
    body_shape = cv.by_name[body.name].root.shape
    inlineable = {"frontend_attributes": frontend_of([("inlineable", "false")])}
    called = cv.emit(comp, "call", body_shape, "call", locals_, {"to_apply": body, **inlineable}, op)
    local_results = _unpacked(cv, comp, op, called, len(shapes), inlineable)
    if len(local_results) != len(shapes):
        raise cv.error(op, f"sdy.manual_computation's body returns {len(local_results)} values, expected "
                       f"{len(shapes)}")
    to_global = cv.emit(comp, "custom-call", shapes[0] if len(shapes) == 1 else tuple_shape(shapes), "custom-call",
                        local_results, {
                            "custom_call_target": "xla.sdy.LocalToGlobalShape", "custom_call_has_side_effect": True,
                            "frontend_attributes": frontend_of([
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
        "custom_call_target": "Sharding", "sharding": sdy_gspmd(cv, text, ins[0].shape.rank, op.offset),
        "frontend_attributes": frontend_of([("xla.sdy.sharding", f"#sdy.sharding_per_value<[{text}]>")])}, op)]


OPS.update({
    "sdy.manual_computation": OpRecord("custom-call", emit=_manual_computation),
    "sdy.sharding_constraint": OpRecord("custom-call", emit=_sharding_constraint),
})


# ---------------------------------------------------------------- CHLO, as XLA's legalisation decomposes it

def _top_k(cv: Converter, comp: Emitted, op: Op, ins, shapes):
    """chlo.top_k: HLO's topk (the k largest along the last dimension), a tuple of values and indices."""
    if len(ins) != 1 or len(shapes) != 2:
        raise cv.error(op, "chlo.top_k takes one operand and gives two results (values, indices)")
    value = cv.emit(comp, "topk", tuple_shape(shapes), "topk", ins,
                    {"k": as_int(op.attrs["k"]), "largest": True, **common_attrs(cv, op)}, op)
    return cv.results_of(comp, op, value, shapes)


OPS.update({
    "chlo.square": OpRecord("multiply", emit=chlo.decomposed(complex_math.square)),
    "chlo.atan": OpRecord("atan2", emit=chlo.decomposed(complex_math.atan)),
    "chlo.top_k": OpRecord("topk", emit=_top_k),
    "chlo.ragged_dot": OpRecord("ragged-dot", ragged_dot),
    # Decomposed into several HLO instructions (hlotool.stablehlo.chlo); the opcode is the result's.
    "chlo.asin": OpRecord("add", emit=chlo.decomposed(complex_math.asin)),
    "chlo.acos": OpRecord("atan2", emit=chlo.decomposed(complex_math.acos)),
    "chlo.asinh": OpRecord("multiply", emit=chlo.decomposed(complex_math.asinh)),
    "chlo.acosh": OpRecord("select", emit=chlo.decomposed(complex_math.acosh)),
    "chlo.atanh": OpRecord("select", emit=chlo.decomposed(complex_math.atanh)),
    "chlo.sinh": OpRecord("select", emit=chlo.decomposed(complex_math.sinh)),
    "chlo.cosh": OpRecord("add", emit=chlo.decomposed(complex_math.cosh)),
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
