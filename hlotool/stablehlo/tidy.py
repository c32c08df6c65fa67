"""XLA's tidying after translation: what MLIR's canonicaliser does to every op on the way from StableHLO to HLO
(jaxlib's ``mlir_module_to_xla_computation``), checked op by op against XLA's conversion:

* an op whose operands are all constants is folded into a constant (``FOLDS``: arithmetic, conversions,
  broadcasts, reshapes, slices, transposes of constants); a constant whose elements are all the same (more than
  one) is a splat: a scalar constant, broadcast, as XLA's export writes it;
* identities drop the op (``IDENTITIES``: ``x + 0``, ``x - 0``, ``x * 1``, ``and(x, true)``, ``or(x, false)``, a
  boolean ``compare(x, false) NE`` or ``compare(x, true) EQ``, a convert to the same type, ``select`` of a
  constant predicate or of one value twice);
* a commutative op's constant operand goes to the right (``COMMUTATIVE``);
* instructions nothing uses are dropped (``without_dead_code``): those of the ops MLIR drops (``PURE``: no side
  effects), not what XLA's export itself leaves behind (``Converter.keep``), nor the elements of a tuple-shaped
  result that stays (XLA's export reads every element).

Constants are known by value (``Converter.constant_values``: every constant and splat the converter makes).
"""
from __future__ import annotations

from itertools import chain
from typing import Any, Callable

import numpy as np

from ..ir.dtypes import PRIMITIVE_TYPES
from ..ir.shape import Shape, array_shape
from ..parser.literals import make_literal
from .convert import Converter, Emitted, Value, laid_out
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
    if array.ndim and _splat(array):
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
    made = None if attrs else comp.pure.get(key)
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
    """``x op e`` is x where every element of the constant e passes ``element`` (and ``e op x`` where it commutes)."""
    def identity(cv: Converter, ins: list[Value], shape: Shape, attrs: dict) -> Value | None:
        a, b = ins
        if b.constant and _all(known(cv, b), element) and a.shape.dims == shape.dims:
            return a
        if commutes and a.constant and _all(known(cv, a), element) and b.shape.dims == shape.dims:
            return b
        return None
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


IDENTITIES: dict[str, Callable[[Converter, list[Value], Shape, dict], Value | None]] = {
    "add": _neutral(_is_zero, True), "subtract": _neutral(_is_zero, False), "multiply": _neutral(_is_one, True),
    "and": _on_pred(_neutral(_is_one, True)), "or": _on_pred(_neutral(_is_zero, True)),
    "convert": _same_type, "select": _known_choice, "reshape": _same_shape, "slice": _whole_slice,
    "pad": _no_padding, "compare": _boolean_compare,
}


def _reshape_of_reshape(cv: Converter, ins: list[Value]) -> list[Value]:
    inner = ins[0].inst
    return [Value(inner.operands[0])] if inner.opcode == "reshape" else ins


def _moves_unit_dimensions_only(ins: list[Value], shape: Shape, attrs: dict) -> bool:
    """A transpose that keeps the order of the dimensions larger than 1 (it moves only those of size 1)."""
    dims = ins[0].shape.dims
    moved = [d for d in attrs.get("dimensions", ()) if dims[d] != 1]
    return moved == sorted(moved)


# Ops that are reshapes (MLIR's patterns make them one).
RESHAPE_LIKE: dict[str, Callable[[list[Value], Shape, dict], bool]] = {"transpose": _moves_unit_dimensions_only}

# Operands an op reads through another (MLIR's patterns: a reshape of a reshape reshapes the first's operand).
REWRITES: dict[str, Callable[[Converter, list[Value]], list[Value]]] = {"reshape": _reshape_of_reshape}

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
    if "sharding" not in attrs and "frontend_attributes" not in attrs:
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
                if result is not None and (result.size <= FOLD_LIMIT or _splat(result)):
                    return make_constant(cv, comp, op, result, shape)
        reshape_like = RESHAPE_LIKE.get(opcode)
        if reshape_like is not None and reshape_like(ins, shape, attrs):
            opcode, attrs = "reshape", {}
            shape = laid_out(Shape(shape.element_type, shape.dims, shape.dynamic))
        rewrite = REWRITES.get(opcode)
        if rewrite is not None:
            ins = rewrite(cv, ins)
        identity = IDENTITIES.get(opcode)
        if identity is not None:
            same = identity(cv, ins, shape, attrs)
            if same is not None:
                return same
        if opcode in COMMUTATIVE and constants == [True, False] and known(cv, ins[0]) is not None:
            ins = [ins[1], ins[0]]
    k = LAYOUT_OPERAND.get(opcode)
    if k is not None and k < len(ins):
        source = ins[k].shape
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


def _splat(array: np.ndarray) -> bool:
    """Whether every element of ``array`` has the same bits (a 0-d one: a splat already)."""
    if not array.ndim:
        return True
    flat = np.ascontiguousarray(array).reshape(-1)
    raw, width = flat.tobytes(), flat.dtype.itemsize
    return raw == raw[:width] * flat.size


# ---------------------------------------------------------------- dead code

def _sharded(inst) -> bool:
    """An instruction with a sharding: XLA keeps it though nothing uses it."""
    return "sharding" in inst.attribute_map


def without_dead_code(cv: Converter, instructions: list, root) -> list:
    """``instructions`` without those nothing uses (of the ops MLIR drops): the root, parameters, instructions with
    side effects or a sharding and those XLA's export leaves behind (``cv.keep``) stay, with what they use; so does
    every element read from a tuple-shaped result that stays."""
    keep = cv.keep
    used = set(map(id, chain.from_iterable([inst.operands for inst in instructions])))
    if all(id(inst) in used or inst is root or inst.opcode not in PURE or id(inst) in keep or _sharded(inst)
           for inst in instructions):
        return instructions                 # (nothing unused: the usual case)
    live: set[int] = set()
    for inst in reversed(instructions):
        key = id(inst)
        if key in live or inst is root or inst.opcode not in PURE or key in keep or _sharded(inst):
            live.add(key)
            for operand in inst.operands:
                live.add(id(operand))
    if len(live) == len(instructions):
        return instructions
    return [inst for inst in instructions if id(inst) in live
            or inst.opcode == "get-tuple-element" and id(inst.operands[0]) in live]
