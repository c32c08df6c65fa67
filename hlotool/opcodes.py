"""XLA's opcodes (xla/hlo/ir/hlo_opcode.h at HEAD: 136 names), one record each.

Every fact about an opcode that is not a function of a layer above (its shape rule in ``verify``, its
kernel in ``interp``, its printing in ``fmt``, which register by name, as JAX's lax registers rules on a
primitive) is declared in its record here, and every list elsewhere is derived from these records.
Attribute schemas live in ``hlotool.attributes``, keyed by the same names (a test checks that every opcode
has each facet). To add an opcode: a line here, its schema in ``attributes.py``, its shape rule in
``verify/shape_rules.py`` and its kernel in ``interp/kernels/``.
"""
from __future__ import annotations

from dataclasses import dataclass

VARIADIC = -1

# Families: how graphs colour an instruction and how stats group it.
PARAMETER, CONSTANT, ELEMENTWISE, DATA_MOVEMENT = "parameter", "constant", "elementwise", "data movement"
COMPUTE, REDUCTION, CONTROL, COLLECTIVE = "compute", "reduction", "control", "collective"
FAMILIES = (PARAMETER, CONSTANT, ELEMENTWISE, DATA_MOVEMENT, COMPUTE, REDUCTION, CONTROL, COLLECTIVE)

# Element-type classes (PRIMITIVE_TYPES[...].kind) an opcode's operands may have, as XLA's shape inference
# (InferUnaryOpShape, InferBinaryOpShape, ...) and StableHLO's verifiers have them; each confirmed by compiling
# a module with jaxlib (scripts/mutate.py, kind element_class). None: every array type.
FLOAT = frozenset({"float"})
FLOAT_COMPLEX = frozenset({"float", "complex"})
SIGNED_FLOAT_COMPLEX = frozenset({"signed", "float", "complex"})
NUMERIC = frozenset({"signed", "unsigned", "float", "complex"})
LOGICAL = frozenset({"pred", "signed", "unsigned"})
INTEGRAL = frozenset({"signed", "unsigned"})

# Elementwise shape rules.
UNARY, BINARY = "unary", "binary"


@dataclass(frozen=True)
class Opcode:
    name: str
    arity: int                        # operands XLA's enum declares; VARIADIC if any number
    family: str
    shape: str = ""                   # UNARY / BINARY: an elementwise shape rule
    classes: frozenset | None = None  # element-type classes of the operands; None: any
    commutative: bool = False         # binary, f(a, b) = f(b, a)
    associative: bool = False         # binary, a reducer in any order
    # Collectives: "grouped" (participants in replica_groups), "permute" (source_target_pairs),
    # "point-to-point" (send/recv on a channel); None otherwise. The -start/-done forms share their base's.
    collective: str | None = None
    groups_cover_devices: bool = False  # its replica_groups must name every participant once
    global_device_ids: bool = False   # takes use_global_device_ids
    keeps_layout: bool = False        # its result keeps its same-rank operands' layouts (layout assignment)
    # Reinterprets or moves data without computing on it: its declared shape must be the inferred one even
    # where the backend allows mixed precision (XLA's verifier, CheckShape).
    exact_shape: bool = False
    newer_than_jaxlib: bool = False   # missing from jaxlib 0.10.2's HloOpcode

    @property
    def elementwise(self) -> bool:
        return self.family == ELEMENTWISE


def _op(name, arity, family, **facts) -> Opcode:
    return Opcode(name, arity, family, **facts)


OPCODES: dict[str, Opcode] = {op.name: op for op in (
    _op('abs', 1, ELEMENTWISE, shape=UNARY, classes=SIGNED_FLOAT_COMPLEX, keeps_layout=True),
    _op('acos', 1, ELEMENTWISE, shape=UNARY, classes=FLOAT_COMPLEX, keeps_layout=True),
    _op('acosh', 1, ELEMENTWISE, shape=UNARY, classes=FLOAT_COMPLEX, keeps_layout=True),
    _op('add', 2, ELEMENTWISE, shape=BINARY, commutative=True, associative=True, keeps_layout=True),
    _op('add-dependency', 2, CONTROL, keeps_layout=True),
    _op('after-all', VARIADIC, CONTROL),
    _op('all-gather', VARIADIC, COLLECTIVE, collective="grouped", groups_cover_devices=True, global_device_ids=True,
        keeps_layout=True),
    _op('all-gather-done', 1, COLLECTIVE, collective="grouped", keeps_layout=True),
    _op('all-gather-start', VARIADIC, COLLECTIVE, collective="grouped", groups_cover_devices=True,
        global_device_ids=True, keeps_layout=True),
    _op('all-reduce', VARIADIC, COLLECTIVE, collective="grouped", groups_cover_devices=True, global_device_ids=True,
        keeps_layout=True),
    _op('all-reduce-done', 1, COLLECTIVE, collective="grouped", keeps_layout=True),
    _op('all-reduce-start', VARIADIC, COLLECTIVE, collective="grouped", groups_cover_devices=True,
        global_device_ids=True, keeps_layout=True),
    _op('all-to-all', VARIADIC, COLLECTIVE, collective="grouped", groups_cover_devices=True, keeps_layout=True),
    _op('and', 2, ELEMENTWISE, shape=BINARY, classes=LOGICAL, commutative=True, associative=True, keeps_layout=True),
    _op('asin', 1, ELEMENTWISE, shape=UNARY, classes=FLOAT_COMPLEX, keeps_layout=True),
    _op('asinh', 1, ELEMENTWISE, shape=UNARY, classes=FLOAT_COMPLEX, keeps_layout=True),
    _op('async-done', 1, CONTROL),
    _op('async-start', VARIADIC, CONTROL),
    _op('async-update', VARIADIC, CONTROL),
    _op('atan', 1, ELEMENTWISE, shape=UNARY, classes=FLOAT_COMPLEX, keeps_layout=True, newer_than_jaxlib=True),
    _op('atan2', 2, ELEMENTWISE, shape=BINARY, classes=FLOAT_COMPLEX, keeps_layout=True),
    _op('atanh', 1, ELEMENTWISE, shape=UNARY, classes=FLOAT_COMPLEX, keeps_layout=True),
    _op('batch-norm-grad', 5, COMPUTE, classes=FLOAT),
    _op('batch-norm-inference', 5, COMPUTE, classes=FLOAT),
    _op('batch-norm-training', 3, COMPUTE, classes=FLOAT),
    _op('bitcast', 1, DATA_MOVEMENT, exact_shape=True),
    _op('bitcast-convert', 1, ELEMENTWISE, keeps_layout=True),
    _op('broadcast', 1, DATA_MOVEMENT),
    _op('call', VARIADIC, CONTROL, exact_shape=True),
    _op('cbrt', 1, ELEMENTWISE, shape=UNARY, classes=FLOAT, keeps_layout=True),
    _op('ceil', 1, ELEMENTWISE, shape=UNARY, classes=FLOAT, keeps_layout=True),
    _op('cholesky', 1, COMPUTE, classes=FLOAT_COMPLEX, keeps_layout=True),
    _op('clamp', 3, ELEMENTWISE, keeps_layout=True),
    _op('collective-broadcast', VARIADIC, COLLECTIVE, collective="grouped"),
    _op('collective-permute', VARIADIC, COLLECTIVE, collective="permute", keeps_layout=True),
    _op('collective-permute-done', 1, COLLECTIVE, collective="permute"),
    _op('collective-permute-start', VARIADIC, COLLECTIVE, collective="permute"),
    _op('collective-reduce', VARIADIC, COLLECTIVE, collective="grouped", global_device_ids=True,
        newer_than_jaxlib=True),
    _op('compare', 2, ELEMENTWISE, keeps_layout=True),
    _op('complex', 2, ELEMENTWISE, keeps_layout=True),
    _op('concatenate', VARIADIC, DATA_MOVEMENT, keeps_layout=True),
    _op('conditional', VARIADIC, CONTROL, exact_shape=True),
    _op('constant', 0, CONSTANT, exact_shape=True),
    _op('convert', 1, ELEMENTWISE, keeps_layout=True),
    _op('convolution', VARIADIC, COMPUTE),
    _op('copy', 1, DATA_MOVEMENT),
    _op('copy-done', 1, DATA_MOVEMENT, exact_shape=True),
    _op('copy-start', 1, DATA_MOVEMENT, exact_shape=True),
    _op('cosh', 1, ELEMENTWISE, shape=UNARY, classes=FLOAT_COMPLEX, keeps_layout=True),
    _op('cosine', 1, ELEMENTWISE, shape=UNARY, classes=FLOAT_COMPLEX, keeps_layout=True),
    _op('count-leading-zeros', 1, ELEMENTWISE, shape=UNARY, classes=INTEGRAL, keeps_layout=True),
    _op('custom-call', VARIADIC, COMPUTE, exact_shape=True),
    _op('divide', 2, ELEMENTWISE, shape=BINARY, classes=NUMERIC, keeps_layout=True),
    _op('domain', 1, CONTROL),
    _op('dot', 2, COMPUTE),
    _op('dynamic-reshape', VARIADIC, DATA_MOVEMENT),
    _op('dynamic-slice', VARIADIC, DATA_MOVEMENT, keeps_layout=True),
    _op('dynamic-update-slice', VARIADIC, DATA_MOVEMENT, keeps_layout=True, exact_shape=True),
    _op('erf', 1, ELEMENTWISE, shape=UNARY, classes=FLOAT, keeps_layout=True),
    _op('exponential', 1, ELEMENTWISE, shape=UNARY, classes=FLOAT_COMPLEX, keeps_layout=True),
    _op('exponential-minus-one', 1, ELEMENTWISE, shape=UNARY, classes=FLOAT_COMPLEX, keeps_layout=True),
    _op('fft', 1, COMPUTE, keeps_layout=True),
    _op('floor', 1, ELEMENTWISE, shape=UNARY, classes=FLOAT, keeps_layout=True),
    _op('fusion', VARIADIC, CONTROL),
    _op('gather', 2, DATA_MOVEMENT),
    _op('get-dimension-size', 1, DATA_MOVEMENT),
    _op('get-tuple-element', 1, DATA_MOVEMENT, exact_shape=True),
    _op('imag', 1, ELEMENTWISE, classes=FLOAT_COMPLEX, keeps_layout=True),
    _op('infeed', 1, COLLECTIVE, exact_shape=True),
    _op('iota', 0, CONSTANT),
    _op('is-finite', 1, ELEMENTWISE, classes=FLOAT, keeps_layout=True),
    _op('log', 1, ELEMENTWISE, shape=UNARY, classes=FLOAT_COMPLEX, keeps_layout=True),
    _op('log-plus-one', 1, ELEMENTWISE, shape=UNARY, classes=FLOAT_COMPLEX, keeps_layout=True),
    _op('logistic', 1, ELEMENTWISE, shape=UNARY, classes=FLOAT_COMPLEX, keeps_layout=True),
    _op('map', VARIADIC, ELEMENTWISE, keeps_layout=True),
    _op('maximum', 2, ELEMENTWISE, shape=BINARY, commutative=True, associative=True, keeps_layout=True),
    _op('minimum', 2, ELEMENTWISE, shape=BINARY, commutative=True, associative=True, keeps_layout=True),
    _op('mulhi', 2, ELEMENTWISE, shape=BINARY, classes=INTEGRAL, commutative=True, keeps_layout=True),
    _op('multiply', 2, ELEMENTWISE, shape=BINARY, commutative=True, associative=True, keeps_layout=True),
    _op('negate', 1, ELEMENTWISE, shape=UNARY, classes=NUMERIC, keeps_layout=True),
    _op('not', 1, ELEMENTWISE, shape=UNARY, classes=LOGICAL, keeps_layout=True),
    _op('opt-barrier', 1, CONTROL, keeps_layout=True),
    _op('or', 2, ELEMENTWISE, shape=BINARY, classes=LOGICAL, commutative=True, associative=True, keeps_layout=True),
    _op('outfeed', 2, COLLECTIVE, exact_shape=True),
    _op('pad', 2, DATA_MOVEMENT, keeps_layout=True),
    _op('parameter', 0, PARAMETER, exact_shape=True),
    _op('partition-id', 0, COLLECTIVE),
    _op('popcnt', 1, ELEMENTWISE, shape=UNARY, classes=INTEGRAL, keeps_layout=True),
    _op('power', 2, ELEMENTWISE, shape=BINARY, classes=NUMERIC, keeps_layout=True),
    _op('ragged-all-to-all', 6, COLLECTIVE, collective="grouped"),
    _op('ragged-dot', 3, COMPUTE),
    _op('real', 1, ELEMENTWISE, classes=FLOAT_COMPLEX, keeps_layout=True),
    _op('recv', 1, COLLECTIVE, collective="point-to-point", exact_shape=True),
    _op('recv-done', 1, COLLECTIVE, collective="point-to-point", exact_shape=True),
    _op('reduce', VARIADIC, REDUCTION),
    _op('reduce-precision', 1, ELEMENTWISE, classes=FLOAT, keeps_layout=True, exact_shape=True),
    _op('reduce-scatter', VARIADIC, COLLECTIVE, collective="grouped", groups_cover_devices=True,
        global_device_ids=True, keeps_layout=True),
    _op('reduce-window', VARIADIC, REDUCTION, keeps_layout=True),
    _op('remainder', 2, ELEMENTWISE, shape=BINARY, classes=NUMERIC, keeps_layout=True),
    _op('replica-id', 0, COLLECTIVE),
    _op('reshape', 1, DATA_MOVEMENT),
    _op('reverse', 1, DATA_MOVEMENT, keeps_layout=True),
    _op('rng', VARIADIC, CONSTANT),
    _op('rng-bit-generator', 1, CONSTANT),
    _op('rng-get-and-update-state', 0, CONSTANT),
    _op('round-nearest-afz', 1, ELEMENTWISE, shape=UNARY, classes=FLOAT, keeps_layout=True),
    _op('round-nearest-even', 1, ELEMENTWISE, shape=UNARY, classes=FLOAT, keeps_layout=True),
    _op('rsqrt', 1, ELEMENTWISE, shape=UNARY, classes=FLOAT_COMPLEX, keeps_layout=True),
    _op('scaled-dot', 4, COMPUTE),
    _op('scan', VARIADIC, REDUCTION),
    _op('scatter', VARIADIC, DATA_MOVEMENT, keeps_layout=True),
    _op('select', 3, ELEMENTWISE, keeps_layout=True, exact_shape=True),
    _op('select-and-scatter', 3, REDUCTION, keeps_layout=True),
    _op('send', 2, COLLECTIVE, collective="point-to-point", exact_shape=True),
    _op('send-done', 1, COLLECTIVE, collective="point-to-point", exact_shape=True),
    _op('set-dimension-size', 2, DATA_MOVEMENT, keeps_layout=True),
    _op('shift-left', 2, ELEMENTWISE, shape=BINARY, classes=INTEGRAL, keeps_layout=True),
    _op('shift-right-arithmetic', 2, ELEMENTWISE, shape=BINARY, classes=INTEGRAL, keeps_layout=True),
    _op('shift-right-logical', 2, ELEMENTWISE, shape=BINARY, classes=INTEGRAL, keeps_layout=True),
    _op('shuffle', 1, DATA_MOVEMENT, newer_than_jaxlib=True),
    _op('sign', 1, ELEMENTWISE, shape=UNARY, classes=SIGNED_FLOAT_COMPLEX, keeps_layout=True),
    _op('sine', 1, ELEMENTWISE, shape=UNARY, classes=FLOAT_COMPLEX, keeps_layout=True),
    _op('sinh', 1, ELEMENTWISE, shape=UNARY, classes=FLOAT_COMPLEX, keeps_layout=True),
    _op('slice', 1, DATA_MOVEMENT, keeps_layout=True),
    _op('sort', VARIADIC, COMPUTE, keeps_layout=True, exact_shape=True),
    _op('sqrt', 1, ELEMENTWISE, shape=UNARY, classes=FLOAT_COMPLEX, keeps_layout=True),
    _op('stochastic-convert', 2, ELEMENTWISE, classes=FLOAT, keeps_layout=True),
    _op('subtract', 2, ELEMENTWISE, shape=BINARY, classes=NUMERIC, keeps_layout=True),
    _op('tan', 1, ELEMENTWISE, shape=UNARY, classes=FLOAT_COMPLEX, keeps_layout=True),
    _op('tanh', 1, ELEMENTWISE, shape=UNARY, classes=FLOAT_COMPLEX, keeps_layout=True),
    _op('topk', 1, COMPUTE, keeps_layout=True),
    _op('transpose', 1, DATA_MOVEMENT),
    _op('triangular-solve', 2, COMPUTE, classes=FLOAT_COMPLEX, keeps_layout=True),
    _op('tuple', VARIADIC, DATA_MOVEMENT, exact_shape=True),
    _op('while', 1, CONTROL, keeps_layout=True, exact_shape=True),
    _op('xor', 2, ELEMENTWISE, shape=BINARY, classes=LOGICAL, commutative=True, associative=True, keeps_layout=True),
)}


def opcodes_where(**facts) -> frozenset:
    """The names of the opcodes whose records have all of ``facts`` (e.g. ``collective="grouped"``)."""
    return frozenset(name for name, op in OPCODES.items()
                     if all(getattr(op, k) == v for k, v in facts.items()))


COMMUTATIVE_BINARY = opcodes_where(commutative=True)


def is_known_opcode(name: str) -> bool:
    return name in OPCODES


ASYNC_PHASES = ("start", "update", "done")


def async_sugar(name: str) -> tuple[str, str] | None:
    """``negate-start`` -> ("negate", "start"): XLA's short form of an async-start/update/done that
    wraps one instruction. Opcodes that are themselves X-start/X-done (copy-start, all-reduce-done,
    ...) are not sugar."""
    if name in OPCODES:
        return None
    base, _, phase = name.rpartition("-")
    if phase in ASYNC_PHASES and base in OPCODES:
        return base, phase
    return None
