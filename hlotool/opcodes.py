"""XLA's opcode table (xla/hlo/ir/hlo_opcode.h at HEAD: 136 names).

Every tool looks opcodes up here; per-concern tables (shape rules in verify/, kernels in interp/,
attribute printing in fmt/) are keyed by these names.
"""
from __future__ import annotations

from dataclasses import dataclass

VARIADIC = -1


@dataclass(frozen=True)
class Opcode:
    name: str
    arity: int                 # operands XLA's enum declares; VARIADIC if any number
    # Opcodes missing from jaxlib 0.10.2's HloOpcode (newer than the XLA in that wheel).
    newer_than_jaxlib: bool = False
    # Reinterprets or moves data without computing on it: its declared shape must be the inferred one even
    # where the backend allows mixed precision (XLA's verifier, CheckShape).
    exact_shape: bool = False


_ARITY = {
    0: "constant iota parameter partition-id replica-id rng-get-and-update-state",
    1: "abs acos acosh all-gather-done all-reduce-done asin asinh async-done atan atanh bitcast "
       "bitcast-convert broadcast cbrt ceil cholesky collective-permute-done convert copy copy-done "
       "copy-start cosine cosh count-leading-zeros domain erf exponential exponential-minus-one fft "
       "floor get-dimension-size get-tuple-element imag infeed is-finite log log-plus-one logistic "
       "negate not opt-barrier popcnt real recv recv-done reduce-precision reshape reverse "
       "rng-bit-generator round-nearest-afz round-nearest-even rsqrt send-done shuffle sign sine sinh "
       "slice sqrt tan tanh topk transpose while",
    2: "add add-dependency and atan2 compare complex divide dot gather maximum minimum mulhi multiply "
       "or outfeed pad power remainder send set-dimension-size shift-left shift-right-arithmetic "
       "shift-right-logical stochastic-convert subtract triangular-solve xor",
    3: "batch-norm-training clamp ragged-dot select select-and-scatter",
    4: "scaled-dot",
    5: "batch-norm-grad batch-norm-inference",
    6: "ragged-all-to-all",
    VARIADIC: "after-all all-gather all-gather-start all-reduce all-reduce-start all-to-all async-start "
              "async-update call collective-broadcast collective-permute collective-permute-start "
              "collective-reduce concatenate conditional convolution custom-call dynamic-reshape "
              "dynamic-slice dynamic-update-slice fusion map reduce reduce-scatter reduce-window rng "
              "scan scatter sort tuple",
}
_NEWER = {"atan", "shuffle", "collective-reduce"}
_EXACT_SHAPE = set("bitcast call conditional constant copy-done copy-start custom-call dynamic-update-slice "
                   "get-tuple-element infeed outfeed parameter recv recv-done reduce-precision select send "
                   "send-done sort tuple while".split())

OPCODES: dict[str, Opcode] = {
    name: Opcode(name, arity, name in _NEWER, name in _EXACT_SHAPE)
    for arity, names in _ARITY.items() for name in names.split()
}

COMMUTATIVE_BINARY = frozenset("add multiply mulhi maximum minimum and or xor".split())


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
