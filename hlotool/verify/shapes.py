"""Shape inference, one rule per opcode: ``SHAPE_RULES[opcode](inst, operand_shapes, ctx) -> Shape``.

A rule returns the shape XLA infers (compared with the declared one ignoring layout), or None
where XLA trusts the declared shape (parameter, custom-call, ...). It raises ``ShapeError`` for an
attribute or operand that XLA's shape inference rejects. Dimension lists are checked by the
helpers here so every rule states its constraints the same way.
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import Callable

from ..ir.attrs import ConvDimLabels, PaddingConfig, SliceSpec, Window
from ..ir.dtypes import PRIMITIVE_TYPES
from ..ir.shape import UNBOUNDED, Shape
from ..opcodes import OPCODES


class ShapeError(Exception):
    def __init__(self, code: str, message: str):
        super().__init__(message)
        self.code = code
        self.message = message


@dataclass(frozen=True)
class Context:
    allow_mixed_precision: bool = False


def fail(code: str, message: str):
    raise ShapeError(code, message)


def arr(et: str, dims, dynamic=None) -> Shape:
    """An inferred array shape. ``dynamic=None``: unknown, so only type and sizes are compared."""
    dims = tuple(dims)
    return Shape(et, dims, tuple(dynamic) if dynamic is not None else ())


def dyn_of(s: Shape) -> tuple[bool, ...]:
    return s.dynamic if len(s.dynamic) == len(s.dims) else (False,) * len(s.dims)


def kind(et: str) -> str:
    return PRIMITIVE_TYPES[et].kind if et in PRIMITIVE_TYPES else et


def require_array(s: Shape, what: str):
    if not s.is_array:
        fail("V103", f"{what} must be an array, found {s}")


def check_dims(dims, rank: int, what: str, distinct: bool = True):
    for d in dims:
        if not 0 <= d < rank:
            fail("V102", f"{what} {d} out of range for rank {rank}")
    if distinct and len(set(dims)) != len(dims):
        fail("V102", f"{what} {list(dims)} has repeated entries")


def same_type(a: Shape, b: Shape, ctx: Context, what: str):
    if a.element_type == b.element_type:
        return
    if ctx.allow_mixed_precision and kind(a.element_type) == kind(b.element_type) == "float":
        return
    fail("V103", f"{what}: element types differ: {a.element_type} vs {b.element_type}")


def attr_dims(inst, key: str, default=None) -> tuple[int, ...]:
    v = inst.attrs.get(key, default)
    if v is None:
        fail("V102", f"missing attribute {key}=")
    if type(v) is int:
        return (v,)
    return tuple(v)


def int_attr(inst, key: str, default=None) -> int:
    v = inst.attrs.get(key, default)
    if v is None:
        fail("V102", f"missing attribute {key}=")
    if type(v) is not int:
        fail("V102", f"attribute {key}= must be an integer, found {v!r}")
    return v


# ---------------------------------------------------------------- elementwise
UNARY_SAME = ("abs ceil cbrt cosine cosh erf exponential exponential-minus-one floor log log-plus-one "
              "logistic negate not popcnt count-leading-zeros round-nearest-afz round-nearest-even rsqrt "
              "sign sine sinh sqrt tan tanh acos acosh asin asinh atan atanh copy reduce-precision "
              "cholesky").split()
FLOAT_ONLY = set("ceil cbrt cosine cosh erf exponential exponential-minus-one floor log log-plus-one "
                 "logistic round-nearest-afz round-nearest-even rsqrt sine sinh sqrt tan tanh acos acosh "
                 "asin asinh atan atanh".split())
INT_ONLY = {"popcnt", "count-leading-zeros"}
BINARY_SAME = ("add subtract multiply divide maximum minimum power remainder and or xor shift-left "
               "shift-right-arithmetic shift-right-logical atan2 mulhi").split()


def infer_unary(inst, ops, ctx):
    (x,) = ops
    require_array(x, "operand")
    k = kind(x.element_type)
    if inst.opcode in FLOAT_ONLY and k not in ("float", "complex"):
        fail("V104", f"{inst.opcode} expects a floating-point or complex operand, found {x.element_type}")
    if inst.opcode in INT_ONLY and k not in ("signed", "unsigned"):
        fail("V104", f"{inst.opcode} expects an integer operand, found {x.element_type}")
    if inst.opcode == "not" and k not in ("signed", "unsigned", "pred"):
        fail("V104", f"not expects a pred or integer operand, found {x.element_type}")
    et = x.element_type
    if inst.opcode == "abs":    # |complex| is real
        et = {"c64": "f32", "c128": "f64"}.get(et, et)
    return arr(et, x.dims, dyn_of(x))


def infer_real_imag(inst, ops, ctx):
    (x,) = ops
    require_array(x, "operand")
    et = {"c64": "f32", "c128": "f64"}.get(x.element_type, x.element_type)
    return arr(et, x.dims, dyn_of(x))


def infer_is_finite(inst, ops, ctx):
    (x,) = ops
    if kind(x.element_type) != "float":
        fail("V104", f"is-finite expects a floating-point operand, found {x.element_type}")
    return arr("pred", x.dims, dyn_of(x))


def _same_dims(a: Shape, b: Shape, what: str):
    if a.dims != b.dims:
        fail("V103", f"{what}: operand shapes differ: {a.to_text(False)} vs {b.to_text(False)}")


def infer_binary(inst, ops, ctx):
    a, b = ops
    require_array(a, "lhs")
    require_array(b, "rhs")
    _same_dims(a, b, inst.opcode)
    same_type(a, b, ctx, inst.opcode)
    return arr(a.element_type, a.dims, tuple(x or y for x, y in zip(dyn_of(a), dyn_of(b))))


def infer_complex(inst, ops, ctx):
    a, b = ops
    _same_dims(a, b, "complex")
    same_type(a, b, ctx, "complex")
    et = {"f32": "c64", "f64": "c128"}.get(a.element_type)
    if et is None:
        fail("V104", f"complex expects f32 or f64 operands, found {a.element_type}")
    return arr(et, a.dims)


def infer_compare(inst, ops, ctx):
    a, b = ops
    _same_dims(a, b, "compare")
    same_type(a, b, ctx, "compare")
    return arr("pred", a.dims)


def infer_select(inst, ops, ctx):
    p, a, b = ops
    if p.element_type != "pred":
        fail("V103", f"select predicate must be pred, found {p.element_type}")
    _same_dims(a, b, "select")
    same_type(a, b, ctx, "select")
    if p.dims and p.dims != a.dims:
        fail("V103", f"select predicate {p.to_text(False)} must be scalar or match {a.to_text(False)}")
    return arr(a.element_type, a.dims)


def infer_clamp(inst, ops, ctx):
    lo, x, hi = ops
    for b, what in ((lo, "min"), (hi, "max")):
        if b.dims and b.dims != x.dims:
            fail("V103", f"clamp {what} {b.to_text(False)} must be scalar or match {x.to_text(False)}")
        same_type(b, x, ctx, "clamp")
    return arr(x.element_type, x.dims)


def infer_convert(inst, ops, ctx):
    (x,) = ops
    require_array(x, "operand")
    return arr(inst.shape.element_type, x.dims, dyn_of(x))


def infer_bitcast_convert(inst, ops, ctx):
    (x,) = ops
    out = inst.shape.element_type
    ib, ob = PRIMITIVE_TYPES[x.element_type].bits, PRIMITIVE_TYPES[out].bits
    if kind(out) == "pred" or kind(x.element_type) == "pred":
        if out != x.element_type:
            fail("V104", "bitcast-convert to or from pred is not allowed")
    if ib == ob:
        return arr(out, x.dims)
    if ib > ob:
        if ib % ob:
            fail("V104", f"bitcast-convert {x.element_type} -> {out}: widths {ib} and {ob} do not divide")
        return arr(out, x.dims + (ib // ob,))
    if ob % ib or not x.dims or x.dims[-1] != ob // ib:
        fail("V103", f"bitcast-convert {x.element_type} -> {out} needs a last dimension of {ob // ib}, "
                     f"found {x.to_text(False)}")
    return arr(out, x.dims[:-1])


def infer_stochastic_convert(inst, ops, ctx):
    x, r = ops
    _same_dims(x, r, "stochastic-convert")
    if kind(r.element_type) != "unsigned" or PRIMITIVE_TYPES[r.element_type].bits != \
            PRIMITIVE_TYPES[x.element_type].bits:
        fail("V104", f"stochastic-convert random operand must be unsigned of the operand's width, "
                     f"found {r.element_type}")
    return arr(inst.shape.element_type, x.dims)


# ---------------------------------------------------------------- data movement
def infer_broadcast(inst, ops, ctx):
    (x,) = ops
    dims = attr_dims(inst, "dimensions", ())
    out = inst.shape
    if len(dims) != x.rank:
        fail("V102", f"broadcast dimensions={list(dims)} must have one entry per operand dimension "
                     f"({x.rank})")
    check_dims(dims, out.rank, "broadcast dimension")
    for i, d in enumerate(dims):
        if out.dims[d] != x.dims[i]:
            fail("V101", f"broadcast maps operand dimension {i} (size {x.dims[i]}) to output dimension "
                         f"{d} of size {out.dims[d]}")
    return arr(x.element_type, out.dims)


def infer_reshape(inst, ops, ctx):
    (x,) = ops
    out = inst.shape
    if not out.is_array or x.num_elements != out.num_elements:
        fail("V101", f"reshape of {x.to_text(False)} ({x.num_elements} elements) to "
                     f"{out.to_text(False)} ({out.num_elements if out.is_array else '?'} elements)")
    return arr(x.element_type, out.dims)


def infer_dynamic_reshape(inst, ops, ctx):
    x = ops[0]
    if len(ops) - 1 != inst.shape.rank:
        fail("V005", f"dynamic-reshape needs one size operand per output dimension ({inst.shape.rank})")
    return arr(x.element_type, inst.shape.dims)


def infer_transpose(inst, ops, ctx):
    (x,) = ops
    perm = attr_dims(inst, "dimensions")
    if sorted(perm) != list(range(x.rank)):
        fail("V102", f"transpose dimensions={list(perm)} is not a permutation of 0..{x.rank - 1}")
    d = dyn_of(x)
    return arr(x.element_type, [x.dims[p] for p in perm], [d[p] for p in perm])


def infer_reverse(inst, ops, ctx):
    (x,) = ops
    check_dims(attr_dims(inst, "dimensions"), x.rank, "reverse dimension")
    return arr(x.element_type, x.dims, dyn_of(x))


def infer_slice(inst, ops, ctx):
    (x,) = ops
    spec = inst.attrs.get("slice")
    if not isinstance(spec, SliceSpec):
        fail("V102", "slice requires slice={[start:limit:stride], ...}")
    if len(spec.dims) != x.rank:
        fail("V102", f"slice has {len(spec.dims)} ranges for an operand of rank {x.rank}")
    out = []
    for i, (start, limit, stride) in enumerate(spec.dims):
        if stride <= 0:
            fail("V102", f"slice stride {stride} in dimension {i} must be positive")
        if not 0 <= start <= limit <= x.dims[i]:
            fail("V102", f"slice [{start}:{limit}] in dimension {i} out of bounds for size {x.dims[i]}")
        out.append((limit - start + stride - 1) // stride)
    return arr(x.element_type, out)


def _check_indices(idx, what):
    for s in idx:
        if s.dims or kind(s.element_type) not in ("signed", "unsigned"):
            fail("V103", f"{what} start indices must be integer scalars, found {s}")


def infer_dynamic_slice(inst, ops, ctx):
    x, idx = ops[0], ops[1:]
    sizes = attr_dims(inst, "dynamic_slice_sizes")
    if len(idx) == 1 and idx[0].rank == 1:   # old form: one index vector
        idx = []
    else:
        _check_indices(idx, "dynamic-slice")
        if len(idx) != x.rank:
            fail("V005", f"dynamic-slice needs {x.rank} start indices, found {len(idx)}")
    if len(sizes) != x.rank:
        fail("V102", f"dynamic_slice_sizes has {len(sizes)} entries for rank {x.rank}")
    for i, s in enumerate(sizes):
        if not 0 <= s <= x.dims[i]:
            fail("V102", f"dynamic_slice_sizes[{i}]={s} out of range for size {x.dims[i]}")
    return arr(x.element_type, sizes)


def infer_dynamic_update_slice(inst, ops, ctx):
    x, upd, idx = ops[0], ops[1], ops[2:]
    if not (len(idx) == 1 and idx[0].rank == 1):
        _check_indices(idx, "dynamic-update-slice")
        if len(idx) != x.rank:
            fail("V005", f"dynamic-update-slice needs {x.rank} start indices, found {len(idx)}")
    if upd.rank != x.rank or any(u > d for u, d in zip(upd.dims, x.dims)):
        fail("V103", f"update {upd.to_text(False)} does not fit in {x.to_text(False)}")
    same_type(x, upd, ctx, "dynamic-update-slice")
    return arr(x.element_type, x.dims, dyn_of(x))


def infer_concatenate(inst, ops, ctx):
    if not ops:
        fail("V005", "concatenate needs at least one operand")
    d = int_attr(inst, "dimensions") if type(inst.attrs.get("dimensions")) is int else \
        (attr_dims(inst, "dimensions") + (None,))[0]
    if len(attr_dims(inst, "dimensions")) != 1:
        fail("V102", "concatenate takes exactly one dimension")
    first = ops[0]
    check_dims((d,), first.rank, "concatenate dimension")
    total = 0
    for o in ops:
        same_type(first, o, ctx, "concatenate")
        if o.rank != first.rank or any(a != b for i, (a, b) in enumerate(zip(o.dims, first.dims)) if i != d):
            fail("V103", f"concatenate operands {first.to_text(False)} and {o.to_text(False)} differ "
                         f"outside dimension {d}")
        total += o.dims[d]
    dims = list(first.dims)
    dims[d] = total
    return arr(first.element_type, dims)


def infer_pad(inst, ops, ctx):
    x, v = ops
    if v.dims:
        fail("V103", f"pad value must be a scalar, found {v}")
    same_type(x, v, ctx, "pad")
    cfg = inst.attrs.get("padding")
    if not isinstance(cfg, PaddingConfig) or len(cfg.dims) != x.rank:
        fail("V102", f"padding needs {x.rank} dimensions")
    out = []
    for i, ((lo, hi, interior), n) in enumerate(zip(cfg.dims, x.dims)):
        if interior < 0:
            fail("V102", f"interior padding {interior} in dimension {i} must not be negative")
        size = lo + hi + n + max(n - 1, 0) * interior
        if size < 0:
            fail("V102", f"padding makes dimension {i} negative ({size})")
        out.append(size)
    return arr(x.element_type, out)


def infer_iota(inst, ops, ctx):
    out = inst.shape
    d = int_attr(inst, "iota_dimension")
    if not out.is_array or not 0 <= d < max(out.rank, 1) or (out.rank == 0):
        fail("V102", f"iota_dimension={d} out of range for {out}")
    return None


def infer_constant(inst, ops, ctx):
    lit = inst.literal
    if lit is None or lit.shape is None:
        return None
    return lit.shape.without_layout()


def infer_tuple(inst, ops, ctx):
    return Shape("tuple", tuple_shapes=tuple(o.without_layout() for o in ops))


def infer_get_tuple_element(inst, ops, ctx):
    (t,) = ops
    i = int_attr(inst, "index")
    if not t.is_tuple:
        fail("V404", f"get-tuple-element operand is not a tuple: {t}")
    if not 0 <= i < len(t.tuple_shapes):
        fail("V404", f"tuple index {i} out of range for a tuple of {len(t.tuple_shapes)} elements")
    return t.tuple_shapes[i].without_layout()


def infer_get_dimension_size(inst, ops, ctx):
    (x,) = ops
    check_dims((int_attr(inst, "dimensions") if type(inst.attrs.get("dimensions")) is int
                else attr_dims(inst, "dimensions")[0],), x.rank, "dimension")
    return arr("s32", ())


def infer_set_dimension_size(inst, ops, ctx):
    x, n = ops
    d = attr_dims(inst, "dimensions")[0]
    check_dims((d,), x.rank, "dimension")
    if n.dims or n.element_type != "s32":
        fail("V103", f"set-dimension-size size must be s32[], found {n}")
    return arr(x.element_type, x.dims)


def infer_same_as_operand0(inst, ops, ctx):
    return ops[0].without_layout() if ops else None


def infer_passthrough(inst, ops, ctx):
    """Collectives over one or more operands that keep shapes (all-reduce, collective-permute)."""
    if len(ops) == 1:
        return ops[0].without_layout()
    return Shape("tuple", tuple_shapes=tuple(o.without_layout() for o in ops))


# ---------------------------------------------------------------- dot and convolution
def infer_dot(inst, ops, ctx):
    lhs, rhs = ops[0], ops[1]
    lc, rc = attr_dims(inst, "lhs_contracting_dims", ()), attr_dims(inst, "rhs_contracting_dims", ())
    lb, rb = attr_dims(inst, "lhs_batch_dims", ()), attr_dims(inst, "rhs_batch_dims", ())
    check_dims(lc + lb, lhs.rank, "lhs contracting/batch dimension")
    check_dims(rc + rb, rhs.rank, "rhs contracting/batch dimension")
    if len(lc) != len(rc) or len(lb) != len(rb):
        fail("V102", "dot needs as many lhs as rhs contracting (and batch) dimensions")
    for a, b in zip(lc, rc):
        if lhs.dims[a] != rhs.dims[b]:
            fail("V103", f"dot contracting dimension sizes differ: lhs[{a}]={lhs.dims[a]} vs "
                         f"rhs[{b}]={rhs.dims[b]}")
    for a, b in zip(lb, rb):
        if lhs.dims[a] != rhs.dims[b]:
            fail("V103", f"dot batch dimension sizes differ: lhs[{a}]={lhs.dims[a]} vs rhs[{b}]={rhs.dims[b]}")
    if kind(lhs.element_type) != kind(rhs.element_type) and not ctx.allow_mixed_precision \
            and "pred" not in (kind(lhs.element_type), kind(rhs.element_type)):
        if {kind(lhs.element_type), kind(rhs.element_type)} != {"signed", "unsigned"}:
            fail("V103", f"dot operand element types differ: {lhs.element_type} vs {rhs.element_type}")
    dims = [lhs.dims[d] for d in lb]
    dims += [n for i, n in enumerate(lhs.dims) if i not in lc and i not in lb]
    dims += [n for i, n in enumerate(rhs.dims) if i not in rc and i not in rb]
    return arr(inst.shape.element_type, dims)


def infer_convolution(inst, ops, ctx):
    lhs, rhs = ops
    labels = inst.attrs.get("dim_labels")
    if not isinstance(labels, ConvDimLabels):
        fail("V102", "convolution requires dim_labels=")
    li, ri, oi = labels.parts
    n = len(li)
    if not (len(ri) == len(oi) == n == lhs.rank == rhs.rank):
        fail("V102", f"dim_labels {labels.text} do not match operand ranks {lhs.rank} and {rhs.rank}")
    spatial = [c for c in li if c not in "bf"]
    try:
        lb, lf = li.index("b"), li.index("f")
        ri_, ro = ri.index("i"), ri.index("o")
        ob, of = oi.index("b"), oi.index("f")
        ls = [li.index(c) for c in spatial]
        rs = [ri.index(c) for c in spatial]
        os_ = [oi.index(c) for c in spatial]
    except ValueError:
        fail("V102", f"dim_labels {labels.text} are inconsistent")
    fgc = int_attr(inst, "feature_group_count", 1)
    bgc = int_attr(inst, "batch_group_count", 1)
    if fgc < 1 or bgc < 1:
        fail("V102", "feature_group_count and batch_group_count must be positive")
    if lhs.dims[lf] % fgc:
        fail("V102", f"input features {lhs.dims[lf]} not divisible by feature_group_count={fgc}")
    if lhs.dims[lf] // fgc != rhs.dims[ri_]:
        fail("V103", f"input features {lhs.dims[lf]} / feature_group_count {fgc} != kernel input "
                     f"features {rhs.dims[ri_]}")
    if rhs.dims[ro] % fgc or rhs.dims[ro] % bgc:
        fail("V102", f"kernel output features {rhs.dims[ro]} not divisible by the group counts")
    if lhs.dims[lb] % bgc:
        fail("V102", f"batch {lhs.dims[lb]} not divisible by batch_group_count={bgc}")
    window = inst.attrs.get("window")
    wdims = window.dims if isinstance(window, Window) else ()
    if len(wdims) != len(spatial):
        fail("V102", f"window has {len(wdims)} dimensions, convolution has {len(spatial)} spatial")
    out = [0] * n
    out[ob] = lhs.dims[lb] // bgc
    out[of] = rhs.dims[ro]
    for k, w in enumerate(wdims):
        if w.size != rhs.dims[rs[k]]:
            fail("V102", f"window size {w.size} != kernel spatial size {rhs.dims[rs[k]]}")
        out[os_[k]] = _window_out(lhs.dims[ls[k]], w, k)
    if not ctx.allow_mixed_precision and lhs.element_type != rhs.element_type \
            and kind(lhs.element_type) == kind(rhs.element_type) == "float" and False:
        pass
    return arr(inst.shape.element_type, out)


def _window_out(n: int, w, k: int) -> int:
    if w.size <= 0 or w.stride <= 0 or w.lhs_dilate <= 0 or w.rhs_dilate <= 0:
        fail("V102", f"window dimension {k}: size, stride and dilations must be positive")
    base = (n - 1) * w.lhs_dilate + 1 if n else 0
    padded = base + w.pad_low + w.pad_high
    eff = (w.size - 1) * w.rhs_dilate + 1
    if padded < eff:
        return 0
    return (padded - eff) // w.stride + 1


# ---------------------------------------------------------------- reductions
def infer_reduce(inst, ops, ctx):
    n = len(ops) // 2
    if len(ops) % 2 or n == 0:
        fail("V005", f"reduce needs N inputs and N init values, found {len(ops)} operands")
    ins, inits = ops[:n], ops[n:]
    dims = attr_dims(inst, "dimensions", ())
    first = ins[0]
    check_dims(dims, first.rank, "reduce dimension")
    for s in ins[1:]:
        if s.dims != first.dims:
            fail("V103", f"reduce inputs differ in shape: {first.to_text(False)} vs {s.to_text(False)}")
    for s in inits:
        if s.dims:
            fail("V103", f"reduce init value must be a scalar, found {s}")
    keep = [d for i, d in enumerate(first.dims) if i not in dims]
    outs = [arr(init.element_type, keep) for init in inits]
    return outs[0] if n == 1 else Shape("tuple", tuple_shapes=tuple(outs))


def infer_reduce_window(inst, ops, ctx):
    n = len(ops) // 2
    if len(ops) % 2 or n == 0:
        fail("V005", f"reduce-window needs N inputs and N init values, found {len(ops)} operands")
    ins, inits = ops[:n], ops[n:]
    window = inst.attrs.get("window")
    if not isinstance(window, Window) or len(window.dims) != ins[0].rank:
        fail("V102", f"reduce-window window must have {ins[0].rank} dimensions")
    for s in inits:
        if s.dims:
            fail("V103", f"reduce-window init value must be a scalar, found {s}")
    dims = [_window_out(d, w, k) for k, (d, w) in enumerate(zip(ins[0].dims, window.dims))]
    outs = [arr(init.element_type, dims) for init in inits]
    return outs[0] if n == 1 else Shape("tuple", tuple_shapes=tuple(outs))


def infer_select_and_scatter(inst, ops, ctx):
    x, src, init = ops
    window = inst.attrs.get("window")
    if not isinstance(window, Window) or len(window.dims) != x.rank:
        fail("V102", f"select-and-scatter window must have {x.rank} dimensions")
    dims = [_window_out(d, w, k) for k, (d, w) in enumerate(zip(x.dims, window.dims))]
    if list(src.dims) != dims:
        fail("V103", f"source {src.to_text(False)} does not match the window output {dims}")
    if init.dims:
        fail("V103", f"init value must be a scalar, found {init}")
    return arr(x.element_type, x.dims)


def infer_sort(inst, ops, ctx):
    d = attr_dims(inst, "dimensions")
    if len(d) != 1:
        fail("V102", "sort takes exactly one dimension")
    check_dims(d, ops[0].rank, "sort dimension")
    for o in ops[1:]:
        if o.dims != ops[0].dims:
            fail("V103", f"sort operands differ in shape: {ops[0].to_text(False)} vs {o.to_text(False)}")
    return infer_passthrough(inst, ops, ctx)


def infer_map(inst, ops, ctx):
    for o in ops[1:]:
        if o.dims != ops[0].dims:
            fail("V103", f"map operands differ in shape: {ops[0].to_text(False)} vs {o.to_text(False)}")
    comp = inst.called_computations[0] if inst.called_computations else None
    et = comp.root.shape.element_type if comp else inst.shape.element_type
    return arr(et, ops[0].dims)


def infer_gather(inst, ops, ctx):
    x, idx = ops
    offset = attr_dims(inst, "offset_dims", ())
    collapsed = attr_dims(inst, "collapsed_slice_dims", ())
    start_map = attr_dims(inst, "start_index_map", ())
    obatch = attr_dims(inst, "operand_batching_dims", ())
    ibatch = attr_dims(inst, "start_indices_batching_dims", ())
    ivd = int_attr(inst, "index_vector_dim", idx.rank)
    sizes = attr_dims(inst, "slice_sizes")
    if kind(idx.element_type) not in ("signed", "unsigned"):
        fail("V104", f"gather indices must be integers, found {idx.element_type}")
    if not 0 <= ivd <= idx.rank:
        fail("V102", f"index_vector_dim={ivd} out of range for indices of rank {idx.rank}")
    if len(sizes) != x.rank:
        fail("V102", f"slice_sizes has {len(sizes)} entries for an operand of rank {x.rank}")
    for i, s in enumerate(sizes):
        if not 0 <= s <= x.dims[i]:
            fail("V102", f"slice_sizes[{i}]={s} out of range for size {x.dims[i]}")
    check_dims(collapsed + obatch, x.rank, "collapsed/batching dimension")
    check_dims(start_map, x.rank, "start_index_map entry")
    nvec = idx.dims[ivd] if ivd < idx.rank else 1
    if len(start_map) != nvec:
        fail("V102", f"start_index_map has {len(start_map)} entries, index vector has {nvec}")
    for d in collapsed + obatch:
        if sizes[d] > 1:
            fail("V102", f"slice_sizes[{d}]={sizes[d]} must be <= 1 for a collapsed/batching dimension")
    batch_dims = [n for i, n in enumerate(idx.dims) if i != ivd]
    if len(ibatch) != len(obatch):
        fail("V102", "operand_batching_dims and start_indices_batching_dims differ in length")
    out_rank = len(offset) + len(batch_dims)
    check_dims(offset, out_rank, "offset_dims entry")
    if list(offset) != sorted(offset):
        fail("V102", f"offset_dims {list(offset)} must be sorted")
    window = [s for i, s in enumerate(sizes) if i not in collapsed and i not in obatch]
    if len(window) != len(offset):
        fail("V102", f"offset_dims has {len(offset)} entries, the slice keeps {len(window)} dimensions")
    out, wi, bi = [], iter(window), iter(batch_dims)
    for i in range(out_rank):
        out.append(next(wi) if i in offset else next(bi))
    return arr(x.element_type, out)


def infer_scatter(inst, ops, ctx):
    n = (len(ops) - 1) // 2
    if n < 1 or len(ops) != 2 * n + 1:
        fail("V005", f"scatter needs N operands, indices and N updates, found {len(ops)}")
    xs, idx, upds = ops[:n], ops[n], ops[n + 1:]
    uwd = attr_dims(inst, "update_window_dims", ())
    iwd = attr_dims(inst, "inserted_window_dims", ())
    sdod = attr_dims(inst, "scatter_dims_to_operand_dims", ())
    ib = attr_dims(inst, "input_batching_dims", ())
    ivd = int_attr(inst, "index_vector_dim", idx.rank)
    x = xs[0]
    if not 0 <= ivd <= idx.rank:
        fail("V102", f"index_vector_dim={ivd} out of range for indices of rank {idx.rank}")
    check_dims(iwd + ib, x.rank, "inserted/batching dimension")
    check_dims(sdod, x.rank, "scatter_dims_to_operand_dims entry")
    nvec = idx.dims[ivd] if ivd < idx.rank else 1
    if len(sdod) != nvec:
        fail("V102", f"scatter_dims_to_operand_dims has {len(sdod)} entries, index vector has {nvec}")
    if len(uwd) + len(iwd) + len(ib) != x.rank:
        fail("V102", "update_window_dims + inserted_window_dims + input_batching_dims must cover the "
                     f"operand rank {x.rank}")
    batch_dims = [d for i, d in enumerate(idx.dims) if i != ivd]
    for u in upds:
        if u.rank != len(uwd) + len(batch_dims):
            fail("V103", f"updates {u.to_text(False)} must have rank {len(uwd) + len(batch_dims)}")
        check_dims(uwd, u.rank, "update_window_dims entry")
        scatter_u = [d for i, d in enumerate(u.dims) if i not in uwd]
        if scatter_u != batch_dims:
            fail("V103", f"updates scatter dimensions {scatter_u} differ from indices {batch_dims}")
        window_bounds = [d for i, d in enumerate(x.dims) if i not in iwd and i not in ib]
        for k, d in enumerate(uwd):
            if u.dims[d] > window_bounds[k]:
                fail("V103", f"update window dimension {d} ({u.dims[d]}) exceeds the operand bound "
                             f"{window_bounds[k]}")
    return infer_passthrough(inst, xs, ctx)


# ---------------------------------------------------------------- control flow and calls
def _root(inst, i=0):
    return inst.called_computations[i].root.shape.without_layout() if len(inst.called_computations) > i \
        else None


def infer_call(inst, ops, ctx):
    return _root(inst)


def infer_while(inst, ops, ctx):
    return ops[0].without_layout() if ops else None


def infer_conditional(inst, ops, ctx):
    return _root(inst)


# ---------------------------------------------------------------- collectives
def _group_size(inst) -> int | None:
    groups = inst.attrs.get("replica_groups")
    if groups is None:
        return None
    if hasattr(groups, "dims"):
        return groups.dims[-1] if groups.dims else None
    if not groups:
        return None
    return len(groups[0])


def infer_all_gather(inst, ops, ctx):
    d = attr_dims(inst, "dimensions")[0]
    g = _group_size(inst)
    outs = []
    for o in ops:
        check_dims((d,), o.rank, "all-gather dimension")
        if g is None:
            return None
        dims = list(o.dims)
        dims[d] *= g
        outs.append(arr(o.element_type, dims))
    return outs[0] if len(outs) == 1 else Shape("tuple", tuple_shapes=tuple(outs))


def infer_reduce_scatter(inst, ops, ctx):
    d = attr_dims(inst, "dimensions")[0]
    g = _group_size(inst)
    outs = []
    for o in ops:
        check_dims((d,), o.rank, "reduce-scatter dimension")
        if g is None:
            return None
        if o.dims[d] % g:
            fail("V102", f"reduce-scatter dimension {d} of size {o.dims[d]} not divisible by group size {g}")
        dims = list(o.dims)
        dims[d] //= g
        outs.append(arr(o.element_type, dims))
    return outs[0] if len(outs) == 1 else Shape("tuple", tuple_shapes=tuple(outs))


def infer_all_to_all(inst, ops, ctx):
    d = inst.attrs.get("dimensions")
    if d is not None:
        check_dims(tuple(d) if not isinstance(d, int) else (d,), ops[0].rank, "all-to-all dimension")
    return infer_passthrough(inst, ops, ctx)


# ---------------------------------------------------------------- misc
def infer_fft(inst, ops, ctx):
    (x,) = ops
    t = str(inst.attrs.get("fft_type", "FFT"))
    lengths = attr_dims(inst, "fft_length")
    if not 1 <= len(lengths) <= 3 or len(lengths) > x.rank:
        fail("V102", f"fft_length must have 1 to 3 entries and at most the operand rank, found {list(lengths)}")
    tail = list(x.dims[x.rank - len(lengths):])
    head = list(x.dims[:x.rank - len(lengths)])
    real_of = {"c64": "f32", "c128": "f64"}
    cplx_of = {"f32": "c64", "f64": "c128"}
    if t in ("FFT", "IFFT"):
        if x.element_type not in real_of:
            fail("V104", f"{t} expects a complex operand, found {x.element_type}")
        # XLA does not compare fft_length with the dimensions of a complex-to-complex transform.
        return arr(x.element_type, x.dims)
    if t == "RFFT":
        if x.element_type not in cplx_of:
            fail("V104", f"RFFT expects f32 or f64, found {x.element_type}")
        if tail != list(lengths):
            fail("V102", f"fft_length {list(lengths)} does not match the operand's last dimensions {tail}")
        return arr(cplx_of[x.element_type], head + list(lengths[:-1]) + [lengths[-1] // 2 + 1])
    if t == "IRFFT":
        if x.element_type not in real_of:
            fail("V104", f"IRFFT expects a complex operand, found {x.element_type}")
        want = list(lengths[:-1]) + [lengths[-1] // 2 + 1]
        if tail != want:
            fail("V102", f"IRFFT fft_length {list(lengths)} needs last operand dimensions {want}, found {tail}")
        return arr(real_of[x.element_type], head + list(lengths))
    fail("V102", f"unknown fft_type {t}")


def infer_triangular_solve(inst, ops, ctx):
    a, b = ops
    if a.rank < 2 or a.dims[-1] != a.dims[-2]:
        fail("V103", f"triangular-solve a must be square in its last two dimensions, found {a}")
    if a.rank != b.rank or a.dims[:-2] != b.dims[:-2]:
        fail("V103", f"triangular-solve batch dimensions differ: {a} vs {b}")
    left = str(inst.attrs.get("left_side", "false")) == "true"
    k = b.dims[-2] if left else b.dims[-1]
    if k != a.dims[-1]:
        fail("V103", f"triangular-solve: b dimension {k} does not match a's {a.dims[-1]}")
    same_type(a, b, ctx, "triangular-solve")
    return arr(b.element_type, b.dims)


def infer_batch_norm_training(inst, ops, ctx):
    x = ops[0]
    f = int_attr(inst, "feature_index")
    check_dims((f,), x.rank, "feature_index")
    for s in ops[1:]:
        if s.dims != (x.dims[f],):
            fail("V103", f"scale/offset {s} must be [{x.dims[f]}]")
    v = arr(x.element_type, (x.dims[f],))
    return Shape("tuple", tuple_shapes=(arr(x.element_type, x.dims), v, v))


def infer_batch_norm_inference(inst, ops, ctx):
    x = ops[0]
    f = int_attr(inst, "feature_index")
    check_dims((f,), x.rank, "feature_index")
    for s in ops[1:]:
        if s.dims != (x.dims[f],):
            fail("V103", f"scale/offset/mean/variance {s} must be [{x.dims[f]}]")
    return arr(x.element_type, x.dims)


def infer_batch_norm_grad(inst, ops, ctx):
    x = ops[0]
    f = int_attr(inst, "feature_index")
    check_dims((f,), x.rank, "feature_index")
    v = arr(x.element_type, (x.dims[f],))
    return Shape("tuple", tuple_shapes=(arr(x.element_type, x.dims), v, v))


def infer_topk(inst, ops, ctx):
    (x,) = ops
    k = int_attr(inst, "k")
    if not x.rank or k > x.dims[-1] or k < 0:
        fail("V102", f"topk k={k} out of range for {x}")
    dims = x.dims[:-1] + (k,)
    return Shape("tuple", tuple_shapes=(arr(x.element_type, dims), arr("s32", dims)))


def infer_token(inst, ops, ctx):
    return Shape("token")


def infer_scalar_u32(inst, ops, ctx):
    return arr("u32", ())


def infer_rng_bit_generator(inst, ops, ctx):
    (state,) = ops
    out = inst.shape
    if not out.is_tuple or len(out.tuple_shapes) != 2:
        fail("V101", f"rng-bit-generator returns (state, values), declared {out}")
    return Shape("tuple", tuple_shapes=(state.without_layout(), out.tuple_shapes[1].without_layout()))


def infer_trusted(inst, ops, ctx):
    """XLA takes the declared shape (custom-call, parameter, infeed, rng, recv, async, ...)."""
    return None


def infer_fusion(inst, ops, ctx):
    return _root(inst)


def infer_opt_barrier(inst, ops, ctx):
    return ops[0].without_layout()


def infer_add_dependency(inst, ops, ctx):
    return ops[0].without_layout()


def infer_copy_start(inst, ops, ctx):
    (x,) = ops
    s = x.without_layout()
    return Shape("tuple", tuple_shapes=(s, s, arr("u32", ())))


def infer_start_done(inst, ops, ctx):
    """``*-done`` of a start whose tuple's element 1 is the result (copy-done, send-done, ...)."""
    (x,) = ops
    if not x.is_tuple or len(x.tuple_shapes) < 2:
        return None
    return x.tuple_shapes[1].without_layout()


def infer_all_reduce_start(inst, ops, ctx):
    return infer_passthrough(inst, ops, ctx)


def infer_all_reduce_done(inst, ops, ctx):
    return ops[0].without_layout()


SHAPE_RULES: dict[str, Callable] = {
    **{op: infer_unary for op in UNARY_SAME},
    **{op: infer_binary for op in BINARY_SAME},
    "real": infer_real_imag, "imag": infer_real_imag, "is-finite": infer_is_finite,
    "complex": infer_complex, "compare": infer_compare, "select": infer_select, "clamp": infer_clamp,
    "convert": infer_convert, "bitcast-convert": infer_bitcast_convert,
    "stochastic-convert": infer_stochastic_convert,
    "broadcast": infer_broadcast, "reshape": infer_reshape, "dynamic-reshape": infer_dynamic_reshape,
    "transpose": infer_transpose, "reverse": infer_reverse, "slice": infer_slice,
    "dynamic-slice": infer_dynamic_slice, "dynamic-update-slice": infer_dynamic_update_slice,
    "concatenate": infer_concatenate, "pad": infer_pad, "iota": infer_iota, "constant": infer_constant,
    "tuple": infer_tuple, "get-tuple-element": infer_get_tuple_element,
    "get-dimension-size": infer_get_dimension_size, "set-dimension-size": infer_set_dimension_size,
    "dot": infer_dot, "convolution": infer_convolution,
    "reduce": infer_reduce, "reduce-window": infer_reduce_window,
    "select-and-scatter": infer_select_and_scatter, "sort": infer_sort, "map": infer_map,
    "gather": infer_gather, "scatter": infer_scatter,
    "call": infer_call, "while": infer_while, "conditional": infer_conditional, "fusion": infer_fusion,
    "all-reduce": infer_passthrough, "collective-permute": infer_passthrough,
    "collective-broadcast": infer_passthrough, "collective-reduce": infer_passthrough,
    "all-gather": infer_all_gather, "reduce-scatter": infer_reduce_scatter,
    "all-to-all": infer_all_to_all, "ragged-all-to-all": infer_trusted,
    "all-reduce-start": infer_all_reduce_start, "all-reduce-done": infer_all_reduce_done,
    "all-gather-start": infer_trusted, "all-gather-done": infer_trusted,
    "collective-permute-start": infer_trusted, "collective-permute-done": infer_trusted,
    "fft": infer_fft, "triangular-solve": infer_triangular_solve,
    "batch-norm-training": infer_batch_norm_training, "batch-norm-inference": infer_batch_norm_inference,
    "batch-norm-grad": infer_batch_norm_grad, "topk": infer_topk,
    "after-all": infer_token, "partition-id": infer_scalar_u32, "replica-id": infer_scalar_u32,
    "rng-bit-generator": infer_rng_bit_generator,
    "opt-barrier": infer_opt_barrier, "add-dependency": infer_add_dependency,
    "copy-start": infer_copy_start, "copy-done": infer_start_done,
    "bitcast": infer_trusted,   # checked by the layout checks (same element count and byte size)
    "domain": infer_same_as_operand0,
    **{op: infer_trusted for op in (
        "parameter custom-call infeed outfeed rng rng-get-and-update-state recv recv-done send send-done "
        "async-start async-update async-done ragged-dot scaled-dot scan shuffle").split()},
}

missing = set(OPCODES) - set(SHAPE_RULES)
assert not missing, f"opcodes without a shape rule: {sorted(missing)}"
del missing


def shapes_equal(inferred: Shape, declared: Shape) -> bool:
    """Element type and dims (and dynamic flags where the rule computed them), ignoring layout."""
    if inferred.is_tuple or declared.is_tuple:
        return (inferred.is_tuple and declared.is_tuple
                and len(inferred.tuple_shapes) == len(declared.tuple_shapes)
                and all(shapes_equal(a, b) for a, b in zip(inferred.tuple_shapes, declared.tuple_shapes)))
    if inferred.element_type != declared.element_type or inferred.dims != declared.dims:
        return False
    if len(inferred.dynamic) == len(inferred.dims) and inferred.dims:
        return tuple(inferred.dynamic) == dyn_of(declared)
    return True


def unbounded(s: Shape) -> bool:
    return any(d == UNBOUNDED for leaf in s.leaves() for d in leaf.dims)
