"""CHLO ops decomposed into HLO as XLA's translation makes them: StableHLO's CHLO legalisation (its algorithms and
coefficient tables: Cephes, Lanczos, Giles' erfinv), then MLIR's canonicalisation of the result (constants folded,
a commutative op's constant operand on the right).

Each decomposition is a function ``(Chlo, operands) -> Value`` built with ``Chlo``'s methods, one instruction each;
hlotool.stablehlo.ops gives every CHLO op its record, naming these functions."""
from __future__ import annotations

import math
from typing import Callable

import numpy as np

from ..ir.dtypes import PRIMITIVE_TYPES
from ..ir.shape import Shape, array_shape
from ..parser.literals import make_literal
from .convert import Converter, Emitted, Value
from .syntax_tree import Op
from .tidy import IDENTITIES, known, make_constant, splat_of

# Ops whose operands may be swapped: MLIR's canonicaliser puts a constant operand on the right.
_COMMUTATIVE = frozenset({"add", "multiply", "and", "or", "xor", "maximum", "minimum"})

# What folding a constant computes, by HLO opcode (NumPy, in the constant's element type).
_FOLDS: dict[str, Callable] = {
    "log": np.log, "exponential": np.exp, "negate": np.negative, "sqrt": np.sqrt, "abs": np.abs,
    "add": np.add, "subtract": np.subtract, "multiply": np.multiply, "divide": np.divide, "floor": np.floor,
    "and": np.bitwise_and, "or": np.bitwise_or,
}
_DIRECTIONS: dict[str, Callable] = {"EQ": np.equal, "NE": np.not_equal, "LT": np.less, "LE": np.less_equal,
                                    "GT": np.greater, "GE": np.greater_equal}


class Chlo:
    """Builds one CHLO op's decomposition into the computation being converted, at the op's place."""

    def __init__(self, cv: Converter, comp: Emitted, op: Op):
        self.cv, self.comp, self.op = cv, comp, op
        self.values: dict[int, np.ndarray] = {}     # constants' values, by id of their instruction

    # ------------------------------------------------------------ constants
    def const(self, value, like: Value) -> Value:
        """A constant of ``like``'s shape and element type, every element ``value`` (a scalar, broadcast)."""
        return self.const_of(value, like.shape)

    def const_of(self, value, shape: Shape) -> Value:
        """A constant of ``shape``, every element ``value``."""
        dtype = PRIMITIVE_TYPES[shape.element_type].numpy
        scalar_shape = array_shape(shape.element_type, [])
        with np.errstate(all="ignore"):
            scalar = np.array(value, dtype=np.float64 if isinstance(value, float) else None).astype(dtype)
        if shape.num_elements > 1:
            x = splat_of(self.cv, self.comp, self.op, make_literal(scalar_shape, scalar), shape)
        else:
            x = make_constant(self.cv, self.comp, self.op, np.broadcast_to(scalar, shape.dims), shape)
        self.values[id(x.inst)] = scalar
        return x

    def largest(self, like: Value) -> float:
        return float(_finfo(like).max)

    def smallest_normal(self, like: Value) -> float:
        return float(_finfo(like).smallest_normal)

    def epsilon(self, like: Value) -> float:
        """The type's machine epsilon (the distance from 1 to the next float)."""
        return float(_finfo(like).eps)

    def _constant_value(self, x: Value):
        """The value of a constant this decomposition made, or of a splat or scalar constant among its operands
        (MLIR folds what the legalisation computes from them); None for any other value."""
        made = self.values.get(id(x.inst))
        if made is None and x.constant:
            made = known(self.cv, x)
            if made is not None and made.size != 1:
                return None
        return made

    # ------------------------------------------------------------ instructions
    def unary(self, opcode: str, x: Value, shape: Shape | None = None) -> Value:
        known = self._constant_value(x)
        if known is not None and opcode in _FOLDS:
            with np.errstate(all="ignore"):
                return self.const(_FOLDS[opcode](known), x)
        return self.cv.emit(self.comp, opcode, shape or x.shape, opcode, [x], {}, self.op)

    def binary(self, opcode: str, a: Value, b: Value, shape: Shape | None = None) -> Value:
        ka, kb = self._constant_value(a), self._constant_value(b)
        if ka is not None and kb is not None and opcode in _FOLDS:
            with np.errstate(all="ignore"):
                return self.const(_FOLDS[opcode](ka, kb), a)
        if opcode == "subtract" and kb is not None and not np.any(kb):      # x - 0 is x
            return a
        if opcode in _COMMUTATIVE and ka is not None and kb is None:
            a, b, kb = b, a, ka
        if opcode == "multiply" and kb is not None and np.all(kb == 1):    # x * 1 is x
            return a
        if opcode == "and" and kb is not None and a.shape.element_type == "pred":    # x and true: x; and false
            return a if np.all(kb) else b
        identity = IDENTITIES.get(opcode)             # (the canonicaliser's others: or(x, false), x + 0, ...)
        same = identity(self.cv, [a, b], shape or a.shape, {}) if identity is not None else None
        if same is not None:
            return same
        return self.cv.emit(self.comp, opcode, shape or a.shape, opcode, [a, b], {}, self.op)

    def add(self, a, b):
        return self.binary("add", a, b)

    def sub(self, a, b):
        return self.binary("subtract", a, b)

    def mul(self, a, b):
        return self.binary("multiply", a, b)

    def div(self, a, b):
        return self.binary("divide", a, b)

    def compare(self, a: Value, b: Value, direction: str) -> Value:
        shape = array_shape("pred", a.shape.dims)
        ka, kb = self._constant_value(a), self._constant_value(b)
        if ka is not None and kb is not None:
            with np.errstate(all="ignore"):
                return self.const_of(_DIRECTIONS[direction](ka, kb), shape)
        return self.cv.emit(self.comp, "compare", shape, "compare", [a, b], {"direction": _word(direction)}, self.op)

    def select(self, p: Value, a: Value, b: Value) -> Value:
        known_p = self._constant_value(p)
        if known_p is not None:                     # a known choice
            return a if np.all(known_p) else b
        return self.cv.emit(self.comp, "select", a.shape, "select", [p, a, b], {}, self.op)

    def convert(self, x: Value, element_type: str) -> Value:
        return self.cv.emit(self.comp, "convert", array_shape(element_type, x.shape.dims), "convert", [x], {},
                            self.op)

    def bitcast(self, x: Value, element_type: str) -> Value:
        return self.cv.emit(self.comp, "bitcast-convert", array_shape(element_type, x.shape.dims),
                            "bitcast-convert", [x], {}, self.op)

    def clamp(self, lo: Value, x: Value, hi: Value) -> Value:
        return self.cv.emit(self.comp, "clamp", x.shape, "clamp", [lo, x, hi], {}, self.op)

    def polynomial(self, x: Value, coefficients) -> Value:
        """Horner's rule, the first coefficient the highest power's."""
        poly = self.const(coefficients[0], x)
        for c in coefficients[1:]:
            poly = self.add(self.mul(poly, x), self.const(c, x))
        return poly

    def chebyshev(self, x: Value, coefficients) -> Value:
        """Clenshaw's recurrence as the legalisation writes it (b0 = x * b1 - b2 + c), halved."""
        zero = self.const(0.0, x)
        b0 = b1 = b2 = zero
        for c in coefficients:
            b2, b1 = b1, b0
            b0 = self.add(self.sub(self.mul(x, b1), b2), self.const(c, x))
        return self.mul(self.sub(b0, b2), self.const(0.5, x))


def _finfo(like: Value):
    """The float limits of ``like``'s element type (ml_dtypes' for the types NumPy lacks)."""
    import ml_dtypes
    return ml_dtypes.finfo(PRIMITIVE_TYPES[like.shape.element_type].numpy)


def _word(text: str):
    from ..ir.values import Word
    return Word(text)


def upcast(body: Callable, minimum: str = "f32") -> Callable:
    """The legalisation's materializeWithUpcast: floats narrower than ``minimum`` computed in it, converted back."""
    width = PRIMITIVE_TYPES[minimum].bits

    def decomposed(b: Chlo, *args: Value) -> Value:
        original = args[0].shape.element_type
        pt = PRIMITIVE_TYPES[original]
        if pt.kind == "float" and pt.bits < width:
            wide = body(b, *(b.convert(a, minimum) for a in args))
            return b.convert(wide, original)
        return body(b, *args)
    decomposed.__doc__ = body.__doc__
    return decomposed


# ---------------------------------------------------------------- the decompositions

def _is_f64(x: Value) -> bool:
    return x.shape.element_type == "f64"


def asin(b: Chlo, x: Value) -> Value:
    """asin(x) = 2 atan2(x, 1 + sqrt((1 - x)(1 + x)))."""
    one = b.const(1.0, x)
    root = b.unary("sqrt", b.mul(b.sub(one, x), b.add(x, one)))
    half = b.binary("atan2", x, b.add(root, one))
    return b.add(half, half)


def acos(b: Chlo, x: Value) -> Value:
    """acos(x) = atan2(sqrt((1 - x)(1 + x)), x)."""
    one = b.const(1.0, x)
    root = b.unary("sqrt", b.mul(b.sub(one, x), b.add(x, one)))
    return b.binary("atan2", root, x)


def asinh(b: Chlo, x: Value) -> Value:
    """asinh(x) = sign(x) * (log|x| + log 2 where |x| >= sqrt(max), else log1p(|x| + x^2 / (1 + sqrt(1 + x^2))))."""
    ax = b.unary("abs", x)
    large = b.compare(ax, b.const(math.sqrt(b.largest(x)), x), "GE")
    log_large = b.add(b.unary("log", ax), b.const(math.log(2.0), x))
    square = b.mul(ax, ax)
    one = b.const(1.0, x)
    small = b.unary("log-plus-one", b.add(ax, b.div(square, b.add(b.unary("sqrt", b.add(square, one)), one))))
    return b.mul(b.unary("sign", x), b.select(large, log_large, small))


def acosh(b: Chlo, x: Value) -> Value:
    """acosh(x) = log x + log 2 where x >= max / 2, else log1p(sqrt(x - 1) (sqrt(x + 1) + sqrt(x - 1)))."""
    large = b.compare(x, b.const(b.largest(x) / 2, x), "GE")
    log_large = b.add(b.unary("log", x), b.const(math.log(2.0), x))
    one = b.const(1.0, x)
    below = b.unary("sqrt", b.sub(x, one))
    above = b.unary("sqrt", b.add(x, one))
    small = b.unary("log-plus-one", b.mul(below, b.add(above, below)))
    return b.select(large, log_large, small)


def atanh(b: Chlo, x: Value) -> Value:
    """atanh(x) = (log1p(x) - log1p(-x)) / 2, NaN where |x| > 1."""
    outside = b.compare(b.unary("abs", x), b.const(1.0, x), "GT")
    value = b.mul(b.sub(b.unary("log-plus-one", x), b.unary("log-plus-one", b.unary("negate", x))),
                  b.const(0.5, x))
    return b.select(outside, b.const(math.nan, x), value)


def _cosh(b: Chlo, x: Value) -> Value:
    """cosh(x) = e^(x + log 1/2) + e^(log 1/2 - x)."""
    log_half = b.unary("log", b.const(0.5, x))
    return b.add(b.unary("exponential", b.add(x, log_half)), b.unary("exponential", b.sub(log_half, x)))


def _sinh_large(b: Chlo, x: Value) -> Value:
    log_half = b.unary("log", b.const(0.5, x))
    return b.sub(b.unary("exponential", b.add(x, log_half)), b.unary("exponential", b.sub(log_half, x)))


def _sinh(b: Chlo, x: Value) -> Value:
    """sinh(x) = (expm1(x) + expm1(x) / (expm1(x) + 1)) / 2 where |x| < 1, else e^(x + log 1/2) - e^(log 1/2 - x)."""
    large = _sinh_large(b, x)
    expm1 = b.unary("exponential-minus-one", x)
    one = b.const(1.0, x)
    small = b.mul(b.const(0.5, x), b.add(expm1, b.div(expm1, b.add(expm1, one))))
    return b.select(b.compare(b.unary("abs", x), one, "LT"), small, large)


cosh = upcast(_cosh)
sinh = upcast(_sinh)        # (of complex numbers: hlotool.stablehlo.complex_math)


def next_after(b: Chlo, x: Value, y: Value) -> Value:
    """The float after x towards y, by its bits."""
    bits = PRIMITIVE_TYPES[x.shape.element_type].bits
    int_type = f"s{bits}"
    xi, yi = b.bitcast(x, int_type), b.bitcast(y, int_type)
    nan_input = b.binary("or", b.compare(x, x, "NE"), b.compare(y, y, "NE"))
    nan_bits = b.bitcast(b.const(math.nan, x), int_type)
    sign_bit = -(1 << (bits - 1))
    sign_mask = b.const(sign_bit, xi)
    magnitude_mask = b.const(~sign_bit, xi)
    x_abs, y_abs = b.binary("and", xi, magnitude_mask), b.binary("and", yi, magnitude_mask)
    equal = b.compare(x, y, "EQ")
    zero = b.const(0, xi)
    x_zero, y_zero = b.compare(x_abs, zero, "EQ"), b.compare(y_abs, zero, "EQ")
    x_sign, y_sign = b.binary("and", xi, sign_mask), b.binary("and", yi, sign_mask)
    one = b.const(1, xi)
    toward_zero_from_zero = b.binary("or", y_sign, one)
    smaller = b.binary("or", b.compare(x_abs, y_abs, "GT"), b.compare(x_sign, y_sign, "NE"))
    step = b.select(smaller, b.const(-1, xi), one)
    result = b.add(xi, step)
    result = b.select(x_zero, b.select(y_zero, yi, toward_zero_from_zero), result)
    result = b.select(equal, yi, result)
    result = b.select(nan_input, nan_bits, result)
    return b.bitcast(result, x.shape.element_type)


_ERFINV_W_LT_5 = (2.81022636e-08, 3.43273939e-07, -3.5233877e-06, -4.39150654e-06, 0.00021858087, -0.00125372503,
                  -0.00417768164, 0.246640727, 1.50140941)
_ERFINV_W_GE_5 = (-0.000200214257, 0.000100950558, 0.00134934322, -0.00367342844, 0.00573950773, -0.0076224613,
                  0.00943887047, 1.00167406, 2.83297682)
_ERFINV64_W_LT_625 = (
    -3.6444120640178196996e-21, -1.685059138182016589e-19, 1.2858480715256400167e-18, 1.115787767802518096e-17,
    -1.333171662854620906e-16, 2.0972767875968561637e-17, 6.6376381343583238325e-15, -4.0545662729752068639e-14,
    -8.1519341976054721522e-14, 2.6335093153082322977e-12, -1.2975133253453532498e-11, -5.4154120542946279317e-11,
    1.051212273321532285e-09, -4.1126339803469836976e-09, -2.9070369957882005086e-08, 4.2347877827932403518e-07,
    -1.3654692000834678645e-06, -1.3882523362786468719e-05, 0.0001867342080340571352, -0.00074070253416626697512,
    -0.0060336708714301490533, 0.24015818242558961693, 1.6536545626831027356)
_ERFINV64_W_LT_16 = (
    2.2137376921775787049e-09, 9.0756561938885390979e-08, -2.7517406297064545428e-07, 1.8239629214389227755e-08,
    1.5027403968909827627e-06, -4.013867526981545969e-06, 2.9234449089955446044e-06, 1.2475304481671778723e-05,
    -4.7318229009055733981e-05, 6.8284851459573175448e-05, 2.4031110387097893999e-05, -0.0003550375203628474796,
    0.00095328937973738049703, -0.0016882755560235047313, 0.0024914420961078508066, -0.0037512085075692412107,
    0.005370914553590063617, 1.0052589676941592334, 3.0838856104922207635)
_ERFINV64_W_GE_16 = (
    -2.7109920616438573243e-11, -2.5556418169965252055e-10, 1.5076572693500548083e-09, -3.7894654401267369937e-09,
    7.6157012080783393804e-09, -1.4960026627149240478e-08, 2.9147953450901080826e-08, -6.7711997758452339498e-08,
    2.2900482228026654717e-07, -9.9298272942317002539e-07, 4.5260625972231537039e-06, -1.9681778105531670567e-05,
    7.5995277030017761139e-05, -0.00021503011930044477347, -0.00013871931833623122026, 1.0103004648645343977,
    4.8499064014085844221)


def _erf_inv_w(b: Chlo, x: Value) -> Value:
    return b.unary("negate", b.unary("log-plus-one", b.mul(x, b.unary("negate", x))))


def _erf_inv_edges(b: Chlo, x: Value, p: Value) -> Value:
    """erfinv(+-1) = +-inf; p * x elsewhere."""
    result = b.mul(p, x)
    at_one = b.compare(b.unary("abs", x), b.const(1.0, x), "EQ")
    return b.select(at_one, b.mul(x, b.const(math.inf, x)), result)


def _erf_inv32(b: Chlo, x: Value) -> Value:
    """Giles' single-precision erfinv: two polynomials in w = -log(1 - x^2), split at w = 5."""
    w = _erf_inv_w(b, x)
    lt = b.compare(w, b.const(5.0, x), "LT")

    def coefficient(i):
        return b.select(lt, b.const(_ERFINV_W_LT_5[i], x), b.const(_ERFINV_W_GE_5[i], x))
    w = b.select(lt, b.sub(w, b.const(2.5, x)), b.sub(b.unary("sqrt", w), b.const(3.0, x)))
    p = coefficient(0)
    for i in range(1, 9):
        p = b.add(coefficient(i), b.mul(p, w))
    return _erf_inv_edges(b, x, p)


def _erf_inv64(b: Chlo, x: Value) -> Value:
    """Giles' double-precision erfinv: three polynomials, split at w = 6.25 and w = 16."""
    w = _erf_inv_w(b, x)
    lt625 = b.compare(w, b.const(6.25, x), "LT")
    lt16 = b.compare(w, b.const(16.0, x), "LT")

    def coefficient(i):
        c = b.const(_ERFINV64_W_LT_625[i], x)
        if i < 19:
            c = b.select(lt625, c, b.const(_ERFINV64_W_LT_16[i], x))
        if i < 17:
            c = b.select(lt16, c, b.const(_ERFINV64_W_GE_16[i], x))
        return c
    root = b.unary("sqrt", w)
    shifted = b.sub(w, b.const(3.125, x))
    w = b.select(lt625, shifted, b.sub(root, b.select(lt16, b.const(3.25, x), b.const(5.0, x))))
    p = coefficient(0)
    for i in range(1, 17):
        p = b.add(coefficient(i), b.mul(p, w))
    for i in range(17, 19):
        p = b.select(lt16, b.add(coefficient(i), b.mul(p, w)), p)
    for i in range(19, 23):
        p = b.select(lt625, b.add(coefficient(i), b.mul(p, w)), p)
    return _erf_inv_edges(b, x, p)


_erf_inv32_upcast = upcast(_erf_inv32)


def erf_inv(b: Chlo, x: Value) -> Value:
    return _erf_inv64(b, x) if _is_f64(x) else _erf_inv32_upcast(b, x)


# erfc (Cephes)
_ERFC64_P = (2.46196981473530512524E-10, 5.64189564831068821977E-1, 7.46321056442269912687E0,
             4.86371970985681366614E1, 1.96520832956077098242E2, 5.26445194995477358631E2, 9.34528527171957607540E2,
             1.02755188689515710272E3, 5.57535335369399327526E2)
_ERFC64_Q = (1.00000000000000000000E0, 1.32281951154744992508E1, 8.67072140885989742329E1, 3.54937778887819891062E2,
             9.75708501743205489753E2, 1.82390916687909736289E3, 2.24633760818710981792E3, 1.65666309194161350182E3,
             5.57535340817727675546E2)
_ERFC64_R = (5.64189583547755073984E-1, 1.27536670759978104416E0, 5.01905042251180477414E0, 6.16021097993053585195E0,
             7.40974269950448939160E0, 2.97886665372100240670E0)
_ERFC64_S = (1.00000000000000000000E0, 2.26052863220117276590E0, 9.39603524938001434673E0, 1.20489539808096656605E1,
             1.70814450747565897222E1, 9.60896809063285878198E0, 3.36907645100081516050E0)
_ERF64_T = (9.60497373987051638749E0, 9.00260197203842689217E1, 2.23200534594684319226E3, 7.00332514112805075473E3,
            5.55923013010394962768E4)
_ERF64_U = (1.00000000000000000000E0, 3.35617141647503099647E1, 5.21357949780152679795E2, 4.59432382970980127987E3,
            2.26290000613890934246E4, 4.92673942608635921086E4)
_ERFC32_P = (2.326819970068386E-2, -1.387039388740657E-1, 3.687424674597105E-1, -5.824733027278666E-1,
             6.210004621745983E-1, -4.944515323274145E-1, 3.404879937665872E-1, -2.741127028184656E-1,
             5.638259427386472E-1)
_ERFC32_R = (-1.047766399936249E+1, 1.297719955372516E+1, -7.495518717768503E+0, 2.921019019210786E+0,
             -1.015265279202700E+0, 4.218463358204948E-1, -2.820767439740514E-1, 5.641895067754075E-1)
_ERF32_T = (7.853861353153693E-5, -8.010193625184903E-4, 5.188327685732524E-3, -2.685381193529856E-2,
            1.128358514861418E-1, -3.761262582423300E-1, 1.128379165726710E+0)


def _erfc_tail(b: Chlo, x: Value, z: Value, approx: Value, maxlog: float) -> Value:
    """Clamped to 0 where -x^2 < -maxlog; 2 - erfc(-x) for negative x."""
    zero = b.const(0.0, x)
    clamped = b.select(b.compare(z, b.const(-maxlog, x), "LT"), zero, approx)
    return b.select(b.compare(x, zero, "LT"), b.sub(b.const(2.0, x), clamped), clamped)


def _erfc64_ge_one(b: Chlo, x: Value) -> Value:
    z = b.unary("negate", b.mul(x, x))
    exp_z = b.unary("exponential", z)
    ax = b.unary("abs", x)
    approx_1_8 = b.div(b.mul(exp_z, b.polynomial(ax, _ERFC64_P)), b.polynomial(ax, _ERFC64_Q))
    approx_8_inf = b.div(b.mul(exp_z, b.polynomial(ax, _ERFC64_R)), b.polynomial(ax, _ERFC64_S))
    approx = b.select(b.compare(ax, b.const(8.0, x), "LT"), approx_1_8, approx_8_inf)
    return _erfc_tail(b, x, z, approx, 7.09782712893383996843E2)


def _erf64_le_one(b: Chlo, x: Value) -> Value:
    square = b.mul(x, x)
    return b.div(b.mul(x, b.polynomial(square, _ERF64_T)), b.polynomial(square, _ERF64_U))


def _erfc32_ge_one(b: Chlo, x: Value) -> Value:
    square = b.mul(x, x)
    z = b.unary("negate", square)
    ax = b.unary("abs", x)
    one = b.const(1.0, x)
    reciprocal_square = b.div(one, square)
    exp_z = b.unary("exponential", z)
    scaled = b.mul(exp_z, b.div(one, ax))
    below_two = b.compare(ax, b.const(2.0, x), "LT")
    poly = b.select(below_two, b.polynomial(reciprocal_square, _ERFC32_P),
                    b.polynomial(reciprocal_square, _ERFC32_R))
    return _erfc_tail(b, x, z, b.mul(scaled, poly), 88.72283905206835)


def _erf32_le_one(b: Chlo, x: Value) -> Value:
    return b.mul(x, b.polynomial(b.mul(x, x), _ERF32_T))


def _erfc_from(b: Chlo, x: Value, ge_one, le_one) -> Value:
    approx = ge_one(b, x)
    one = b.const(1.0, x)
    from_erf = b.sub(one, le_one(b, x))
    return b.select(b.compare(b.unary("abs", x), one, "LT"), from_erf, approx)


def _erfc32(b: Chlo, x: Value) -> Value:
    return _erfc_from(b, x, _erfc32_ge_one, _erf32_le_one)


_erfc32_upcast = upcast(_erfc32)


def erfc(b: Chlo, x: Value) -> Value:
    return _erfc_from(b, x, _erfc64_ge_one, _erf64_le_one) if _is_f64(x) else _erfc32_upcast(b, x)


# Lanczos' approximation (g = 7, n = 9)
_LANCZOS_GAMMA = 7.0
_LANCZOS_BASE = 0.99999999999980993227684700473478
_LANCZOS = (676.520368121885098567009190444019, -1259.13921672240287047156078755283, 771.3234287776530788486528258894,
            -176.61502916214059906584551354, 12.507343278686904814458936853, -0.13857109526572011689554707,
            9.984369578019570859563e-6, 1.50563273514931155834e-7)


def _reflected_z(b: Chlo, x: Value):
    half = b.const(0.5, x)
    reflect = b.compare(x, half, "LT")
    one = b.const(1.0, x)
    return half, one, reflect, b.select(reflect, b.unary("negate", x), b.sub(x, one))


def _log_t(b: Chlo, x: Value, z: Value):
    plus_half = b.const(_LANCZOS_GAMMA + 0.5, x)
    t = b.add(plus_half, z)
    log_t = b.add(b.const(math.log(_LANCZOS_GAMMA + 0.5), x), b.unary("log-plus-one", b.div(z, plus_half)))
    return t, log_t


def _lgamma(b: Chlo, x: Value) -> Value:
    half, one, reflect, z = _reflected_z(b, x)
    a = b.const(_LANCZOS_BASE, x)
    for i, c in enumerate(_LANCZOS):
        a = b.add(a, b.div(b.const(c, x), b.add(z, b.const(float(i + 1), x))))
    t, log_t = _log_t(b, x, z)
    r = b.mul(b.sub(b.add(z, half), b.div(t, log_t)), log_t)
    lgamma = b.add(b.add(b.const((math.log(2) + math.log(math.pi)) / 2, x), r), b.unary("log", a))
    ax = b.unary("abs", x)
    frac = b.sub(ax, b.unary("floor", ax))
    frac = b.select(b.compare(half, frac, "LT"), b.sub(one, frac), frac)
    denominator = b.unary("log", b.unary("sine", b.mul(b.const(math.pi, x), frac)))
    reflection = b.sub(b.sub(b.const(math.log(math.pi), x), denominator), lgamma)
    reflection = b.select(b.unary("is-finite", denominator, array_shape("pred", x.shape.dims)), reflection,
                          b.unary("negate", denominator))
    lgamma = b.select(reflect, reflection, lgamma)
    is_inf = _is_inf(b, x)
    return b.select(is_inf, b.const(math.inf, x), lgamma)


def _is_inf(b: Chlo, x: Value) -> Value:
    """chlo.is_inf: |x| == inf."""
    return b.compare(b.unary("abs", x), b.const(math.inf, x), "EQ")


def _digamma(b: Chlo, x: Value) -> Value:
    half, one, reflect, z = _reflected_z(b, x)
    zero = b.const(0.0, x)
    a = b.const(_LANCZOS_BASE, x)
    a_prime = zero
    for i, c in enumerate(_LANCZOS):
        coefficient = b.const(c, x)
        term = b.add(z, b.const(float(i + 1), x))
        a_prime = b.sub(a_prime, b.div(coefficient, b.mul(term, term)))
        a = b.add(a, b.div(coefficient, term))
    t, log_t = _log_t(b, x, z)
    digamma = b.sub(b.add(log_t, b.div(a_prime, a)), b.div(b.const(_LANCZOS_GAMMA, x), t))
    reduced = b.add(x, b.unary("abs", b.unary("floor", b.add(x, b.const(0.5, x)))))
    pi = b.const(math.pi, x)
    angle = b.mul(pi, reduced)
    reflection = b.sub(digamma, b.div(b.mul(pi, b.unary("cosine", angle)), b.unary("sine", angle)))
    digamma = b.select(reflect, reflection, digamma)
    # The poles (zero and the negative integers) are NaN.
    pole = b.binary("and", b.compare(x, zero, "LE"), b.compare(x, b.unary("floor", x), "EQ"))
    return b.select(pole, b.const(math.nan, x), digamma)


lgamma = upcast(_lgamma)
digamma = upcast(_digamma)

_I1E32_A = (9.38153738649577178388E-9, -4.44505912879632808065E-8, 2.00329475355213526229E-7,
            -8.56872026469545474066E-7, 3.47025130813767847674E-6, -1.32731636560394358279E-5,
            4.78156510755005422638E-5, -1.61760815825896745588E-4, 5.12285956168575772895E-4,
            -1.51357245063125314899E-3, 4.15642294431288815669E-3, -1.05640848946261981558E-2,
            2.47264490306265168283E-2, -5.29459812080949914269E-2, 1.02643658689847095384E-1,
            -1.76416518357834055153E-1, 2.52587186443633654823E-1)
_I1E32_B = (-3.83538038596423702205E-9, -2.63146884688951950684E-8, -2.51223623787020892529E-7,
            -3.88256480887769039346E-6, -1.10588938762623716291E-4, -9.76109749136146840777E-3,
            7.78576235018280120474E-1)
_I1E64_A = (2.77791411276104639959E-18, -2.11142121435816608115E-17, 1.55363195773620046921E-16,
            -1.10559694773538630805E-15, 7.60068429473540693410E-15, -5.04218550472791168711E-14,
            3.22379336594557470981E-13, -1.98397439776494371520E-12, 1.17361862988909016308E-11,
            -6.66348972350202774223E-11, 3.62559028155211703701E-10, -1.88724975172282928790E-9) + _I1E32_A
_I1E64_B = (7.51729631084210481353E-18, 4.41434832307170791151E-18, -4.65030536848935832153E-17,
            -3.20952592199342395980E-17, 2.96262899764595013876E-16, 3.30820231092092828324E-16,
            -1.88035477551078244854E-15, -3.81440307243700780478E-15, 1.04202769841288027642E-14,
            4.27244001671195135429E-14, -2.10154184277266431302E-14, -4.08355111109219731823E-13,
            -7.19855177624590851209E-13, 2.03562854414708950722E-12, 1.41258074366137813316E-11,
            3.25260358301548823856E-11, -1.89749581235054123450E-11, -5.58974346219658380687E-10) + _I1E32_B


def _bessel_i1e_with(b: Chlo, x: Value, table_a, table_b) -> Value:
    z = b.unary("abs", x)
    half, two = b.const(0.5, x), b.const(2.0, x)
    thirty_two, eight = b.const(32.0, x), b.const(8.0, x)
    below_8 = b.mul(z, b.chebyshev(b.sub(b.mul(half, z), two), table_a))
    above_8 = b.div(b.chebyshev(b.sub(b.div(thirty_two, z), two), table_b), b.unary("sqrt", z))
    chosen = b.select(b.compare(z, eight, "LE"), below_8, above_8)
    return b.mul(b.unary("sign", x), chosen)


def _bessel_i1e32(b: Chlo, x: Value) -> Value:
    return _bessel_i1e_with(b, x, _I1E32_A, _I1E32_B)


_bessel_i1e32_upcast = upcast(_bessel_i1e32)


def bessel_i1e(b: Chlo, x: Value) -> Value:
    return _bessel_i1e_with(b, x, _I1E64_A, _I1E64_B) if _is_f64(x) else _bessel_i1e32_upcast(b, x)


_ZETA = (-7.1661652561756670113e18, 1.8152105401943546773e17, -4.5979787224074726105e15, 1.1646782814350067249e14,
         -2.950130727918164224e12, 7.47242496e10, -1.8924375803183791606e9, 47900160.0, -1209600.0, 30240.0, -720.0,
         12.0)


def _zeta(b: Chlo, x: Value, q: Value) -> Value:
    """Hurwitz zeta (Johansson's formula 5): 9 terms of the series, a 12-term Euler-Maclaurin correction."""
    zero, one = b.const(0.0, q), b.const(1.0, q)
    acc = q
    neg_x = b.unary("negate", x)
    power_sum = b.binary("power", q, neg_x)
    for _ in range(9):
        acc = b.add(acc, one)
        power_sum = b.add(power_sum, b.binary("power", acc, neg_x))
    acc = b.add(acc, one)
    q_neg_power = b.binary("power", acc, neg_x)
    one_x = b.const(1.0, x)
    correction = b.div(b.mul(q_neg_power, acc), b.sub(x, one_x))
    reciprocal_square = b.div(one, b.mul(acc, acc))
    horner_sum = zero
    for i in range(len(_ZETA) - 1):
        lhs = b.add(x, b.const(float(2 * len(_ZETA) - 2 - 2 * i), x))
        rhs = b.add(x, b.const(float(2 * len(_ZETA) - 3 - 2 * i), x))
        horner_sum = b.mul(b.mul(lhs, rhs), b.mul(reciprocal_square, b.add(horner_sum, b.const(1.0 / _ZETA[i], acc))))
    tail = b.mul(q_neg_power, b.add(b.const(0.5, q_neg_power),
                                    b.mul(b.div(x, acc), b.add(b.const(1.0 / _ZETA[-1], acc), horner_sum))))
    accurate = b.add(b.add(power_sum, correction), tail)
    smallest = float(_finfo(acc).smallest_subnormal)
    output = b.select(b.compare(b.unary("abs", q_neg_power), b.mul(b.unary("abs", power_sum),
                                                                     b.const(smallest, acc)), "LT"),
                      power_sum, accurate)
    nan = b.const(math.nan, x)
    output = b.select(b.compare(x, one_x, "LT"), nan, output)
    q_le_zero = b.compare(q, zero, "LE")
    x_not_int = b.compare(x, b.unary("floor", x), "NE")
    output = b.select(b.binary("and", q_le_zero, x_not_int), nan, output)
    inf = b.const(math.inf, x)
    at_pole = b.binary("and", q_le_zero, b.compare(q, b.unary("floor", q), "EQ"))
    x_is_int = b.compare(x, b.unary("floor", x), "EQ")
    x_is_even = b.compare(b.binary("remainder", x, b.const(2.0, x)), zero, "EQ")
    output = b.select(at_pole, b.select(b.binary("and", x_is_int, x_is_even), inf, nan), output)
    return b.select(b.compare(x, one, "EQ"), inf, output)


zeta = upcast(_zeta)


def decomposed(body: Callable):
    """An OpRecord's emit of a CHLO op decomposed by ``body``."""
    def emit(cv: Converter, comp: Emitted, op: Op, ins: list[Value], shapes: list[Shape]) -> list[Value]:
        start = len(comp.instructions)
        result = body(Chlo(cv, comp, op), *ins)
        _drop_unused(comp, start, result)
        return [result]
    emit.__doc__ = body.__doc__
    return emit


def _drop_unused(comp: Emitted, start: int, result: Value) -> None:
    """Remove the instructions made from ``start`` on that ``result`` does not use (constants a fold replaced),
    as MLIR drops dead ops."""
    made = comp.instructions[start:]
    live = {id(result.inst)}
    for inst in reversed(made):
        if id(inst) in live:
            live.update(id(o) for o in inst.operands)
    dead = {id(inst) for inst in made if id(inst) not in live}
    if not dead:
        return
    comp.instructions[start:] = [inst for inst in made if id(inst) not in dead]
    for key in [k for k, v in comp.pure.items() if id(v.inst) in dead]:
        del comp.pure[key]
