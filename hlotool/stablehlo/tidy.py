"""XLA's tidying after translation: what MLIR's canonicaliser does to every op on the way from StableHLO to HLO
(jaxlib's ``mlir_module_to_xla_computation``), checked op by op against XLA's conversion:

* an op whose operands are all constants is folded into a constant (``FOLDS``: arithmetic, conversions,
  broadcasts, reshapes, slices, transposes of constants); a constant whose elements are all the same (more than
  one) is a splat: a scalar constant, broadcast, as XLA's export writes it;
* identities drop the op (``IDENTITIES``: ``x + 0``, ``x - 0``, ``x * 1``, ``and(x, true)``, ``or(x, false)``, a
  boolean ``compare(x, false) NE`` or ``compare(x, true) EQ``, a convert to the same type, ``select`` of a
  constant predicate or of one value twice, a reverse along size-1 dimensions, a concatenate of one operand, the
  real or imaginary part of a complex(a, b));
  a reduce across no dimension is its inputs (``SAME_RESULTS``);
* a result known though the operands are not is a constant (``KNOWN_RESULTS``: an integer compared with itself);
* an op reads through its operand's op (``REWRITES``: a reshape of a reshape, a slice within one operand of a
  concatenate); a broadcast_in_dim of a broadcast_in_dim that is no reshape is one (``broadcast_in_dim``);
* a commutative op's constant operand goes to the right (``COMMUTATIVE``);
* once a computation's ops are all converted (``finished``), a concatenate of a concatenate along the same
  dimension that nothing else uses is one, and instructions nothing uses are dropped (``without_dead_code``):
  those of the ops MLIR drops (``PURE``: no side effects), not what XLA's export itself leaves behind
  (``Converter.keep``), nor the elements of a tuple-shaped result that stays (XLA's export reads every element).

Constants are known by value (``Converter.constant_values``: every constant and splat the converter makes); the
patterns see an op as MLIR did, not as XLA's export then wrote it (``Converter.op_of``: what a decomposition made
of broadcast_in_dim or all_to_all stands for that op).
"""
from __future__ import annotations

from itertools import chain
from typing import Any, Callable

import numpy as np

from ..ir.dtypes import PRIMITIVE_TYPES
from ..ir.shape import Shape, array_shape
from ..ir.values import SliceSpec
from ..parser.literals import make_literal
from .convert import Converter, Emitted, Value, array_laid_out, laid_out
from .syntax_tree import Op

# Folds make constants of at most this many elements (splats of any size).
FOLD_LIMIT = 1 << 16

# Ops whose operands may be swapped: MLIR's canonicaliser puts a constant operand on the right.
COMMUTATIVE = frozenset({"add", "multiply", "and", "or", "xor", "maximum", "minimum"})

# HLO opcodes of the ops MLIR drops when nothing uses them (no side effects).
PURE = frozenset({
    "add", "subtract", "multiply", "divide", "remainder", "power", "maximum", "minimum", "atan2", "and", "or", "xor",
    "not", "shift-left", "shift-right-arithmetic", "shift-right-logical", "abs", "negate", "sign", "sqrt", "rsqrt",
    "cbrt", "exponential", "exponential-minus-one", "log", "log-plus-one", "logistic", "tanh", "sine", "cosine",
    "tan", "floor", "ceil", "round-nearest-afz", "round-nearest-even", "is-finite", "count-leading-zeros", "popcnt",
    "real", "imag", "complex", "convert", "bitcast-convert", "reshape", "select", "clamp", "constant", "broadcast",
    "transpose", "slice", "concatenate", "iota", "dot", "compare", "reduce", "gather", "pad", "reverse",
    "dynamic-slice", "dynamic-update-slice", "reduce-window", "select-and-scatter", "convolution", "reduce-precision",
    "fft", "scatter", "sort", "tuple", "get-tuple-element", "erf"})


def known(cv: Converter, value: Value) -> np.ndarray | None:
    """The value of a constant, None for any other value; a splat's is its 0-d scalar (whatever its shape)."""
    made = cv.constant_values.get(id(value.inst))
    return None if made is None else made[1]


def make_constant(cv: Converter, comp: Emitted, op: Op | None, array: np.ndarray, shape: Shape) -> Value:
    """A constant of ``shape`` holding ``array`` (0-d: every element): a splat (more than one element, all the same
    bits) as a scalar constant broadcast, as XLA's export writes it; otherwise a literal."""
    dtype = PRIMITIVE_TYPES[shape.element_type].numpy
    array = np.asarray(array)
    if array.dtype != dtype:
        array = array.astype(dtype)
    if array.ndim and one_value(array):
        array = array.reshape(-1)[0:1].reshape(())
    if not array.ndim and shape.num_elements > 1:
        return splat_of(cv, comp, op, make_literal(array_shape(shape.element_type, []), array), shape)
    shape = laid_out(shape)
    literal = make_literal(shape, np.broadcast_to(array, shape.dims).copy())    # (copy: C order, writable, 0-d kept)
    return cv.emit(comp, "constant", shape, "constant", [], {}, op, literal=literal, literal_key=literal.text_key)


def splat_of(cv: Converter, comp: Emitted, op: Op | None, scalar, shape: Shape, attrs: dict | None = None) -> Value:
    """A splat constant of ``shape`` as XLA's export writes it: a scalar constant (``scalar``: its literal) of its
    own (one per splat: not the scalar constants of the module, which are other MLIR constants), broadcast."""
    key = (scalar.text_key, shape.dims)
    made = None if attrs or not cv.canonicalize else comp.pure.get(key)
    if made is None:
        x = cv.emit(comp, "constant", scalar.shape, "constant", [], attrs or {}, op, literal=scalar, literal_key=key)
        made = cv.emit(comp, "broadcast", shape, "broadcast", [x], {"dimensions": ()}, op)
        if not attrs:
            comp.pure[key] = made
    return made


# ---------------------------------------------------------------- folds: (operand values, result shape, attributes)

def _elementwise(fn: Callable) -> Callable:
    def fold(values: list[np.ndarray], shape: Shape, attrs: dict) -> np.ndarray | None:
        with np.errstate(all="ignore"):
            return np.asarray(fn(*values))
    return fold


def _in_double(fn: Callable) -> Callable:
    """A math function folded as MLIR's folder computes it: in double, rounded to the element type."""
    def fold(values: list[np.ndarray], shape: Shape, attrs: dict) -> np.ndarray | None:
        (x,) = values
        if x.dtype.kind != "f":
            return None
        with np.errstate(all="ignore"):
            return fn(x.astype(np.float64)).astype(x.dtype)
    return fold


def _divide(values, shape: Shape, attrs):
    a, b = values
    if PRIMITIVE_TYPES[shape.element_type].kind in ("signed", "unsigned"):
        if not np.all(b):
            return None                     # (XLA's integer division by zero: not folded here)
        quotient = np.abs(a.astype(np.int64)) // np.abs(b.astype(np.int64))
        return np.where((a < 0) != (b < 0), -quotient, quotient)
    with np.errstate(all="ignore"):
        return np.divide(a, b)


def _logical(numeric: Callable, boolean: Callable) -> Callable:
    def fold(values, shape: Shape, attrs):
        return (boolean if shape.element_type == "pred" else numeric)(*values)
    return fold


def _convert(values, shape: Shape, attrs):
    (x,) = values
    to = PRIMITIVE_TYPES[shape.element_type]
    if to.kind == "pred":
        return x != 0
    if to.kind in ("signed", "unsigned") and x.dtype.kind in "fc":
        return None                         # (float to integer: XLA's saturation, not folded here)
    return x.astype(to.numpy)


_COMPARISONS: dict[str, Callable] = {"EQ": np.equal, "NE": np.not_equal, "LT": np.less, "LE": np.less_equal,
                                     "GT": np.greater, "GE": np.greater_equal}


def _compare(values, shape: Shape, attrs):
    if "type" in attrs:
        return None                         # (TOTALORDER and the like: not folded here)
    direction = _COMPARISONS.get(str(attrs["direction"]))
    if direction is None:
        return None
    with np.errstate(all="ignore"):
        return np.asarray(direction(*values))


def _select(values, shape: Shape, attrs):
    return np.where(*values)


def _broadcast(values, shape: Shape, attrs):
    (x,) = values
    if not x.ndim or x.size == 1:
        return x.reshape(())                # (a splat stays one; a broadcast of other constants stays a broadcast)
    return None


def _reshape(values, shape: Shape, attrs):
    return values[0].reshape(shape.dims) if values[0].ndim else values[0]


def _slice(values, shape: Shape, attrs):
    spec = attrs["slice"]
    if not values[0].ndim:
        return values[0]
    return values[0][tuple(slice(start, limit, stride) for start, limit, stride in spec.dims)]


def _transpose(values, shape: Shape, attrs):
    return np.transpose(values[0], attrs["dimensions"]) if values[0].ndim else values[0]


FOLDS: dict[str, Callable[[list, Shape, dict], Any]] = {
    "add": _elementwise(np.add), "subtract": _elementwise(np.subtract), "multiply": _elementwise(np.multiply),
    "divide": _divide, "maximum": _elementwise(np.maximum), "minimum": _elementwise(np.minimum),
    "and": _logical(np.bitwise_and, np.logical_and), "or": _logical(np.bitwise_or, np.logical_or),
    "xor": _logical(np.bitwise_xor, np.logical_xor), "negate": _elementwise(np.negative),
    "abs": _elementwise(np.abs), "exponential": _in_double(np.exp), "log": _in_double(np.log),
    "sqrt": _in_double(np.sqrt), "convert": _convert, "broadcast": _broadcast, "reshape": _reshape,
    "slice": _slice, "transpose": _transpose, "compare": _compare, "select": _select,
}


# ---------------------------------------------------------------- identities: the operand that is the result

def _all(value: np.ndarray | None, test: Callable) -> bool:
    if value is None:
        return False
    if not value.ndim:
        return bool(test(value.item()))
    return value.size > 0 and bool(np.all(test(value)))


def _neutral(element: Callable, commutes: bool) -> Callable:
    """``x op e`` is x where the constant e is a splat (one value: MLIR's patterns match only those) that passes
    ``element`` (and ``e op x`` where it commutes): x + [0.0, -0.0] stays."""
    def identity(cv: Converter, ins: list[Value], shape: Shape, attrs: dict) -> Value | None:
        a, b = ins
        if b.constant and _splat_passes(known(cv, b), element) and a.shape.dims == shape.dims:
            return a
        if commutes and a.constant and _splat_passes(known(cv, a), element) and b.shape.dims == shape.dims:
            return b
        return None
    return identity


def _splat_passes(value: np.ndarray | None, test: Callable) -> bool:
    return value is not None and value.size == 1 and bool(test(value.reshape(-1)[0].item()))


def _part_of_complex(k: int) -> Callable:
    """real(complex(a, b)) is a, imag(complex(a, b)) is b (``k``: the operand of complex)."""
    def identity(cv: Converter, ins: list[Value], shape: Shape, attrs: dict) -> Value | None:
        made = ins[0].inst
        if made.opcode != "complex" or len(made.operands) != 2:
            return None
        part = made.operands[k]
        return Value(part, constant=id(part) in cv.constant_values)
    return identity


def _same_type(cv: Converter, ins: list[Value], shape: Shape, attrs: dict) -> Value | None:
    (x,) = ins
    return x if x.shape.element_type == shape.element_type else None


def _known_choice(cv: Converter, ins: list[Value], shape: Shape, attrs: dict) -> Value | None:
    if ins[1].inst is ins[2].inst:                      # select(p, x, x) is x
        return ins[1]
    predicate = known(cv, ins[0]) if ins[0].constant else None
    if predicate is None or predicate.size == 0 or not (np.all(predicate) or not np.any(predicate)):
        return None
    return ins[1] if np.all(predicate) else ins[2]


def _is_zero(v):
    return v == 0


def _is_one(v):
    return v == 1


def _same_shape(cv: Converter, ins: list[Value], shape: Shape, attrs: dict) -> Value | None:
    return ins[0] if ins[0].shape.dims == shape.dims else None


def _whole_slice(cv: Converter, ins: list[Value], shape: Shape, attrs: dict) -> Value | None:
    return ins[0] if ins[0].shape.dims == shape.dims else None      # (a slice of the same size: all, stride 1)


def _on_pred(identity: Callable) -> Callable:
    """``identity`` where the op's elements are pred (and, or: of integers they are bitwise)."""
    def on_pred(cv: Converter, ins: list[Value], shape: Shape, attrs: dict) -> Value | None:
        return identity(cv, ins, shape, attrs) if shape.element_type == "pred" else None
    return on_pred


def _no_padding(cv: Converter, ins: list[Value], shape: Shape, attrs: dict) -> Value | None:
    padding = attrs.get("padding")
    return ins[0] if padding is not None and not any(any(d) for d in padding.dims) else None


def _boolean_compare(cv: Converter, ins: list[Value], shape: Shape, attrs: dict) -> Value | None:
    """compare(x, false) NE and compare(x, true) EQ of booleans are x (StableHLO's simplification)."""
    a, b = ins
    direction = str(attrs.get("direction"))
    if a.shape.element_type != "pred" or not b.constant or a.shape.dims != shape.dims:
        return None
    if direction == "NE" and _all(known(cv, b), _is_zero) or direction == "EQ" and _all(known(cv, b), _is_one):
        return a
    return None


def _reverses_nothing(cv: Converter, ins: list[Value], shape: Shape, attrs: dict) -> Value | None:
    """reverse along no dimension, along dimensions of size 1 only, or of no elements: its operand."""
    dims = ins[0].shape.dims
    return ins[0] if not shape.num_elements or all(dims[d] == 1 for d in attrs.get("dimensions", ())) else None


def _one_operand(cv: Converter, ins: list[Value], shape: Shape, attrs: dict) -> Value | None:
    return ins[0] if len(ins) == 1 and ins[0].shape.dims == shape.dims else None


def _absorbing(element: Callable) -> Callable:
    """``x op z`` (and ``z op x``) is z where z is a splat constant of integers or booleans whose value passes
    ``element`` (MLIR's patterns: x * 0, x & 0, x | ~0; never for floats, where NaN and inf times 0 are NaN)."""
    def absorbed(cv: Converter, ins: list[Value], shape: Shape, attrs: dict) -> Value | None:
        if shape.ptype.kind in ("float", "complex"):
            return None
        for z in reversed(ins):
            value = known(cv, z) if z.constant else None
            if value is not None and value.size == 1 and element(value.reshape(-1)[0]) and z.shape.dims == shape.dims:
                return z
        return None
    return absorbed


def _zero_bits(v) -> bool:
    return not v


def _all_bits(v) -> bool:
    return bool(v) if isinstance(v, (bool, np.bool_)) else int(np.invert(v)) == 0


# The ops a constant decides whatever the other operand is (``_absorbing``).
ABSORBING: dict[str, Callable[[Converter, list[Value], Shape, dict], Value | None]] = {
    "multiply": _absorbing(_zero_bits), "and": _absorbing(_zero_bits), "or": _absorbing(_all_bits),
}


IDENTITIES: dict[str, Callable[[Converter, list[Value], Shape, dict], Value | None]] = {
    "add": _neutral(_is_zero, True), "subtract": _neutral(_is_zero, False), "multiply": _neutral(_is_one, True),
    "and": _on_pred(_neutral(_is_one, True)), "or": _on_pred(_neutral(_is_zero, True)),
    "convert": _same_type, "select": _known_choice, "reshape": _same_shape, "slice": _whole_slice,
    "pad": _no_padding, "compare": _boolean_compare, "reverse": _reverses_nothing, "concatenate": _one_operand,
    "real": _part_of_complex(0), "imag": _part_of_complex(1),
}


def _compared_with_itself(cv: Converter, ins: list[Value], shape: Shape, attrs: dict) -> np.ndarray | None:
    """compare(x, x) of integers or booleans (a SIGNED or UNSIGNED comparison; not of floats, whose NaN equals
    nothing): true for EQ, GE and LE, false for NE, GT and LT."""
    a, b = ins
    if a.inst is not b.inst or a.shape.ptype.kind not in ("signed", "unsigned", "pred") or "type" in attrs:
        return None
    return np.asarray(str(attrs.get("direction")) in ("EQ", "GE", "LE"))


# Ops whose result is known though their operands are not: its value (0-d: every element).
KNOWN_RESULTS: dict[str, Callable[[Converter, list[Value], Shape, dict], np.ndarray | None]] = {
    "compare": _compared_with_itself,
}


def _reduces_nothing(cv: Converter, ins: list[Value], shapes: list[Shape], attrs: dict) -> list[Value] | None:
    """reduce across no dimension: its inputs (MLIR's folder), where they have the results' types."""
    inputs = ins[:len(ins) // 2]
    if attrs.get("dimensions") or [(v.shape.element_type, v.shape.dims) for v in inputs] != [
            (s.element_type, s.dims) for s in shapes]:
        return None
    return inputs


# Ops of several results each of which is one of their operands.
SAME_RESULTS: dict[str, Callable[[Converter, list[Value], list[Shape], dict], list[Value] | None]] = {
    "reduce": _reduces_nothing,
}


def same_results(cv: Converter, opcode: str, ins: list[Value], shapes: list[Shape], attrs: dict
                 ) -> list[Value] | None:
    """The operands that are an op's results (``SAME_RESULTS``), or None where it stays."""
    rule = SAME_RESULTS.get(opcode)
    if rule is None or not cv.canonicalize or "sharding" in attrs or "frontend_attributes" in attrs:
        return None
    return rule(cv, ins, shapes, attrs)


def _reshape_of_reshape(cv: Converter, ins: list[Value], attrs: dict) -> tuple[list[Value], dict]:
    """A reshape of a reshape (an op's: not the reshape that ends XLA's export of all_to_all) reshapes its operand."""
    opcode, operands, _ = cv.op_of(ins[0])
    return (operands[:1], attrs) if opcode == "reshape" else (ins, attrs)


def _slice_of_concatenate(cv: Converter, ins: list[Value], attrs: dict) -> tuple[list[Value], dict]:
    """A slice that lies within one operand of a concatenate (along its dimension) slices that operand."""
    spec = attrs.get("slice")
    while spec is not None:
        opcode, operands, inner = cv.op_of(ins[0])
        if opcode != "concatenate" or "sharding" in inner or "frontend_attributes" in inner:
            break
        axis = inner["dimensions"][0]
        start, limit, stride = spec.dims[axis]
        offset = 0
        for x in operands:
            size = x.shape.dims[axis]
            if offset <= start < limit <= offset + size:
                break
            offset += size
        else:
            break
        dims = list(spec.dims)
        dims[axis] = (start - offset, limit - offset, stride)
        ins, spec = [x], SliceSpec(tuple(dims))
        attrs = {**attrs, "slice": spec}
    return ins, attrs


def _moves_unit_dimensions_only(ins: list[Value], shape: Shape, attrs: dict) -> bool:
    """A transpose that keeps the order of the dimensions larger than 1 (it moves only those of size 1)."""
    dims = ins[0].shape.dims
    moved = [d for d in attrs.get("dimensions", ()) if dims[d] != 1]
    return moved == sorted(moved)


# Ops that are reshapes (MLIR's patterns make them one).
RESHAPE_LIKE: dict[str, Callable[[list[Value], Shape, dict], bool]] = {"transpose": _moves_unit_dimensions_only}

# Operands an op reads through another (MLIR's patterns: a reshape of a reshape reshapes the first's operand, a slice
# within one operand of a concatenate slices that operand), and its attributes then.
REWRITES: dict[str, Callable[[Converter, list[Value], dict], tuple[list[Value], dict]]] = {
    "reshape": _reshape_of_reshape, "slice": _slice_of_concatenate}

# The operand whose layout an elementwise op's result takes (XlaBuilder's shape inference in XLA's export: the
# first operand's (select's predicate's), clamp's value operand's).
ELEMENTWISE = frozenset({
    "add", "subtract", "multiply", "divide", "remainder", "power", "maximum", "minimum", "atan2", "and", "or", "xor",
    "not", "shift-left", "shift-right-arithmetic", "shift-right-logical", "abs", "negate", "sign", "sqrt", "rsqrt",
    "cbrt", "exponential", "exponential-minus-one", "log", "log-plus-one", "logistic", "tanh", "sine", "cosine",
    "tan", "floor", "ceil", "round-nearest-afz", "round-nearest-even", "is-finite", "count-leading-zeros", "popcnt",
    "real", "imag", "complex", "convert", "bitcast-convert", "compare", "erf"})
LAYOUT_OPERAND: dict[str, int] = {**dict.fromkeys(ELEMENTWISE, 0), "select": 0, "clamp": 1}


def tidied(cv: Converter, comp: Emitted, op: Op, opcode: str, shape: Shape, ins: list[Value], attrs: dict
           ) -> Value:
    """One op's instruction as XLA's canonicaliser leaves it: folded, dropped for its operand, its operands
    swapped, or as it is. ``attrs``: its attributes (with sharding or frontend attributes it is left as it is)."""
    if cv.canonicalize and "sharding" not in attrs and "frontend_attributes" not in attrs:
        constants = [v.constant for v in ins]           # (constants and splats: the values a fold may know)
        if ins and all(constants):
            if opcode in SHAPE_ONLY and shape.num_elements > 1:
                scalar = _scalar_literal(ins[0])
                if scalar is not None:                  # a splat moved: the same scalar, a splat of this shape
                    return splat_of(cv, comp, op, scalar, shape)
            fold = FOLDS.get(opcode)
            values = [known(cv, v) for v in ins]
            if fold is not None and all(v is not None for v in values):
                result = fold(values, shape, attrs)
                if result is not None and (result.size <= FOLD_LIMIT or one_value(result)):
                    return make_constant(cv, comp, op, result, shape)
        reshape_like = RESHAPE_LIKE.get(opcode)
        if reshape_like is not None and reshape_like(ins, shape, attrs):
            opcode, attrs = "reshape", {}
            shape = laid_out(Shape(shape.element_type, shape.dims, shape.dynamic))
        rewrite = REWRITES.get(opcode)
        if rewrite is not None:
            ins, attrs = rewrite(cv, ins, attrs)
        known_result = KNOWN_RESULTS.get(opcode)
        result = known_result(cv, ins, shape, attrs) if known_result is not None else None
        if result is not None:
            return make_constant(cv, comp, op, result, shape)
        identity = IDENTITIES.get(opcode)
        if identity is not None:
            same = identity(cv, ins, shape, attrs)
            if same is not None:
                return same
        absorbing = ABSORBING.get(opcode)
        if absorbing is not None:
            decided = absorbing(cv, ins, shape, attrs)
            if decided is not None:
                return decided
        if opcode in COMMUTATIVE and constants == [True, False] and known(cv, ins[0]) is not None:
            ins = [ins[1], ins[0]]
    k = LAYOUT_OPERAND.get(opcode)
    if k is not None and k < len(ins):
        source = ins[k].inst.shape
        layout = source.layout
        if layout is not None and layout is not shape.layout and layout != shape.layout and source.dims == shape.dims:
            shape = Shape(shape.element_type, shape.dims, shape.dynamic, layout)
    return cv.emit(comp, opcode, shape, opcode, ins, attrs, op)


# Folds that only move elements: of a splat, a splat of the result's shape.
SHAPE_ONLY = frozenset({"broadcast", "reshape", "slice", "transpose"})


def _scalar_literal(value: Value):
    """The literal of a scalar constant, or of the scalar a splat broadcasts; None for any other value."""
    inst = value.inst
    if inst.opcode == "broadcast" and value.constant and not inst.attrs.get("dimensions"):
        inst = inst.operands[0]
    if inst.opcode == "constant" and not inst.shape.dims and inst.literal is not None:
        return inst.literal
    return None


def one_value(array: np.ndarray) -> bool:
    """Whether every element of ``array`` has the same bits (a 0-d one: a splat already)."""
    if not array.ndim:
        return True
    flat = np.ascontiguousarray(array).reshape(-1)
    raw, width = flat.tobytes(), flat.dtype.itemsize
    return raw == raw[:width] * flat.size


# ---------------------------------------------------------------- broadcast_in_dim

def broadcast_in_dim(cv: Converter, comp: Emitted, op: Op, x: Value, out: Shape, dims, common: dict
                     ) -> Value:
    """broadcast_in_dim (of checked ``dims``; ``common``: its sharding and frontend attributes) as XLA makes it:
    MLIR's canonicaliser first (a splat: folded; the same shape: the operand itself; of a broadcast_in_dim that is
    no reshape: one broadcast_in_dim of that one's operand, its dims mapped through; only size-1 dimensions added,
    in order: a reshape), then XlaBuilder's BroadcastInDim: a broadcast to the result's shape with the operand's
    sizes in place, and where a size-1 dimension grows, a reshape without it and a broadcast of that."""
    dims = tuple(dims)
    if cv.canonicalize and not common:
        value = known(cv, x)
        if value is not None and value.size == 1:
            return tidied(cv, comp, op, "broadcast", out, [x], {"dimensions": dims})       # a splat, folded
        if (dims != tuple(range(len(dims))) or x.shape.dims != out.dims) and (
                x.inst.opcode == "broadcast" or id(x.inst) in cv.made_of):
            opcode, operands, inner = cv.op_of(x)
            if opcode == "broadcast" and not x.constant and "sharding" not in inner \
                    and "frontend_attributes" not in inner:
                x, dims = operands[0], tuple(dims[d] for d in inner["dimensions"])
        if list(dims) == sorted(dims):
            if x.shape.dims == out.dims:
                return x
            if x.shape.num_elements == out.num_elements:
                return tidied(cv, comp, op, "reshape", out, [x], {})
    in_dims = list(out.dims)
    for k, d in enumerate(dims):
        in_dims[d] = x.shape.dims[k]
    if in_dims == list(out.dims):
        return cv.emit(comp, "broadcast", out, "broadcast", [x], {"dimensions": dims, **common}, op)
    placed = cv.emit(comp, "broadcast", array_laid_out(out.element_type, in_dims), "broadcast", [x],
                     {"dimensions": dims}, op)
    keep = tuple([i for i in range(out.rank) if in_dims[i] == out.dims[i]])
    reshaped = cv.emit(comp, "reshape", array_laid_out(out.element_type, [out.dims[i] for i in keep]), "reshape",
                       [placed], {}, op)
    made = cv.emit(comp, "broadcast", out, "broadcast", [reshaped], {"dimensions": keep, **common}, op)
    return cv.made_by(made, "broadcast", [x], {"dimensions": dims, **common})


# ---------------------------------------------------------------- a computation's instructions, once all are made

def finished(cv: Converter, instructions: list, root) -> list:
    """A computation's instructions as MLIR's canonicaliser leaves them once every op is converted: a concatenate
    of a concatenate along the same dimension that nothing else uses concatenates the inner one's operands (uses are
    known only now), and instructions nothing uses are dropped."""
    instructions = without_dead_code(cv, instructions, root)
    if cv.canonicalize and _flattened_concatenates(cv, instructions, root):
        instructions = without_dead_code(cv, instructions, root)
    return instructions


def _flattened_concatenates(cv: Converter, instructions: list, root) -> bool:
    if not any(x.opcode == "concatenate" for inst in instructions if inst.opcode == "concatenate"
               for x in inst.operands):
        return False                # (no concatenate of a concatenate: the usual case, without counting uses)
    uses: dict[int, int] = {id(root): 1}
    for inst in instructions:
        for operand in inst.operands:
            uses[id(operand)] = uses.get(id(operand), 0) + 1
    changed = False
    for inst in instructions:                   # (in order: an inner concatenate is already flat)
        if inst.opcode != "concatenate" or id(inst) in cv.made_of or _attributed(inst):
            continue
        axis = inst.attrs.get("dimensions")
        operands: list = []
        for x in inst.operands:
            if x.opcode == "concatenate" and uses.get(id(x)) == 1 and x.attrs.get("dimensions") == axis \
                    and id(x) not in cv.made_of and id(x) not in cv.keep and not _attributed(x):
                operands.extend(x.operands)
                uses[id(x)] = 0
            else:
                operands.append(x)
        if len(operands) != len(inst.operands):
            inst.operands, changed = tuple(operands), True
    return changed


def _attributed(inst) -> bool:
    attrs = inst.attribute_map
    return "sharding" in attrs or "frontend_attributes" in attrs


# ---------------------------------------------------------------- dead code

def _sharded(inst) -> bool:
    """An instruction with a sharding: XLA keeps it though nothing uses it."""
    return "sharding" in inst.attribute_map


def without_dead_code(cv: Converter, instructions: list, root) -> list:
    """``instructions`` without those nothing uses (of the ops MLIR drops): the root, parameters, instructions with
    side effects or a sharding and those XLA's export leaves behind (``cv.keep``) stay, with what they use; so does
    every element read from a tuple-shaped result that stays."""
    if not cv.canonicalize:         # (ops as written: MLIR's canonicaliser drops dead code)
        if not cv.unread:
            return instructions
        used = set(map(id, chain.from_iterable([inst.operands for inst in instructions])))
        return [inst for inst in instructions if id(inst) not in cv.unread or id(inst) in used or inst is root]
    keep = cv.keep
    by_id = dict(zip(map(id, instructions), instructions, strict=True))
    unused = by_id.keys() - map(id, chain.from_iterable([inst.operands for inst in instructions]))
    if all(by_id[key] is root or by_id[key].opcode not in PURE or key in keep or _sharded(by_id[key])
           for key in unused):
        return instructions                 # (nothing unused but what stays: the usual case)
    live: set[int] = set()
    for inst in reversed(instructions):
        key = id(inst)
        if key in live or inst is root or inst.opcode not in PURE or key in keep or _sharded(inst):
            live.add(key)
            live.update(map(id, inst.operands))
    if len(live) == len(instructions):
        return instructions
    return [inst for inst in instructions if id(inst) in live
            or inst.opcode == "get-tuple-element" and id(inst.operands[0]) in live]

