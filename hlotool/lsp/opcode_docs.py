"""One line on what each opcode computes, for hovers (after XLA's operation semantics)."""
from __future__ import annotations

_UNARY = {
    "abs": "|x|", "acos": "arc cosine", "acosh": "inverse hyperbolic cosine", "asin": "arc sine",
    "asinh": "inverse hyperbolic sine", "atan": "arc tangent", "atanh": "inverse hyperbolic tangent",
    "cbrt": "cube root", "ceil": "round up", "cosh": "hyperbolic cosine", "cosine": "cosine",
    "count-leading-zeros": "count of leading zero bits", "erf": "error function", "exponential": "e^x",
    "exponential-minus-one": "e^x - 1", "floor": "round down", "imag": "imaginary part", "is-finite":
    "true where x is neither inf nor NaN", "log": "natural logarithm", "log-plus-one": "log(1 + x)",
    "logistic": "1 / (1 + e^-x)", "negate": "-x", "not": "logical or bitwise not", "popcnt": "count of set bits",
    "real": "real part", "round-nearest-afz": "round to nearest, ties away from zero",
    "round-nearest-even": "round to nearest, ties to even", "rsqrt": "1 / sqrt(x)", "sign": "sign of x (-1, 0, 1)",
    "sine": "sine", "sinh": "hyperbolic sine", "sqrt": "square root", "tan": "tangent", "tanh": "hyperbolic tangent",
}
_BINARY = {
    "add": "a + b", "and": "logical or bitwise and", "atan2": "atan2(a, b)", "complex": "a + b*i",
    "divide": "a / b", "maximum": "max(a, b)", "minimum": "min(a, b)", "multiply": "a * b",
    "or": "logical or bitwise or", "power": "a ^ b", "remainder": "a mod b (sign of a)",
    "shift-left": "a << b", "shift-right-arithmetic": "a >> b, sign-filling",
    "shift-right-logical": "a >> b, zero-filling", "subtract": "a - b", "xor": "logical or bitwise xor",
    "mulhi": "high half of a * b",
}
SUMMARIES: dict[str, str] = {
    **{k: f"elementwise {v}" for k, v in _UNARY.items()},
    **{k: f"elementwise {v}" for k, v in _BINARY.items()},
    "add-dependency": "its first operand, ordered after its second (a token)",
    "after-all": "a token that orders after all its operand tokens",
    "all-gather": "concatenates every participant's operand along a dimension",
    "all-gather-start": "starts an asynchronous all-gather", "all-gather-done": "waits for an all-gather-start",
    "all-reduce": "reduces the operand across participants with to_apply; each gets the result",
    "all-reduce-start": "starts an asynchronous all-reduce", "all-reduce-done": "waits for an all-reduce-start",
    "all-to-all": "splits the operand and exchanges the pieces among participants",
    "async-start": "starts the computation it wraps asynchronously",
    "async-update": "an asynchronous computation still in flight", "async-done": "waits for an async-start",
    "batch-norm-grad": "gradients of batch normalization",
                             "batch-norm-inference": "batch normalization with given mean and variance",
    "batch-norm-training": "batch normalization; also returns batch mean and variance",
    "bitcast": "the same buffer seen with another shape or layout (no data moves)",
    "bitcast-convert": "reinterprets the bits as another element type",
    "broadcast": "copies the operand into a bigger shape; dimensions= maps the operand's dimensions",
    "call": "calls a computation (to_apply) on the operands",
                             "cholesky": "Cholesky factor of symmetric positive definite matrices",
    "clamp": "min(max(x, lo), hi)", "collective-broadcast": "broadcasts one participant's operand to its group",
    "collective-permute": "sends the operand from source to target devices (source_target_pairs)",
    "collective-permute-start": "starts an asynchronous collective-permute",
    "collective-permute-done": "waits for a collective-permute-start",
    "collective-reduce": "reduces across participants (newer XLA)",
    "compare": "elementwise comparison (direction=), a pred result",
                             "concatenate": "joins the operands along a dimension",
    "conditional": "runs one branch computation chosen by a pred or an index",
    "constant": "a literal value", "convert": "converts each element to another type",
    "convolution": "a convolution with window= and dim_labels=", "copy": "a copy (possibly to another layout)",
    "copy-start": "starts an asynchronous copy", "copy-done": "waits for a copy-start",
    "custom-call": "calls a backend function (custom_call_target)", "domain": "marks a sharding domain boundary",
    "dot": "a generalized matrix product (contracting and batch dimensions)",
    "dynamic-reshape": "reshape to runtime dimension sizes", "dynamic-slice": "a slice at runtime start indices",
    "dynamic-update-slice": "the operand with a slice replaced at runtime start indices",
    "fft": "fast Fourier transform", "fusion": "a fused computation (calls=) run as one kernel",
    "gather": "gathers slices at indices (dimension numbers)", "get-dimension-size": "a dimension's runtime size",
    "get-tuple-element": "one element of a tuple", "infeed": "reads data from the host",
    "iota": "0, 1, 2, ... along a dimension", "map": "applies a computation elementwise",
    "opt-barrier": "its operand, a barrier to optimizations across it", "outfeed": "writes data to the host",
    "pad": "pads with a value (edge and interior padding)", "parameter": "an input of the computation",
    "partition-id": "this device's partition number", "ragged-all-to-all": "an all-to-all of ragged pieces",
    "ragged-dot": "a dot over groups of ragged sizes", "recv": "receives data on a channel",
                             "recv-done": "waits for a recv",
    "reduce": "reduces dimensions with to_apply from init values",
    "reduce-precision": "rounds to fewer exponent and mantissa bits",
    "reduce-scatter": "reduces across participants and scatters the result's pieces",
    "reduce-window": "reduces each window (window=) with to_apply", "replica-id": "this device's replica number",
    "reshape": "the same elements in another shape", "reverse": "reverses the order along dimensions",
    "rng": "random numbers (legacy)", "rng-bit-generator": "random bits from a state (an algorithm)",
    "rng-get-and-update-state": "reads and advances the random state",
    "scaled-dot": "a dot of scaled low-precision operands", "scan": "a scan (newer XLA)",
    "scatter": "combines updates into the operand at indices with to_apply",
    "select": "elementwise choice: pred ? on_true : on_false",
    "select-and-scatter": "scatters source values to the windows' selected elements",
    "send": "sends data on a channel", "send-done": "waits for a send",
    "set-dimension-size": "sets a dimension's runtime size", "shuffle": "a shuffle (newer XLA)",
    "slice": "a static slice (start:limit:stride per dimension)", "sort": "sorts along a dimension with a comparator",
    "stochastic-convert": "converts with stochastic rounding", "topk": "the k largest elements and their indices",
    "transpose": "permutes dimensions", "triangular-solve": "solves triangular linear systems",
    "tuple": "a tuple of its operands", "while": "repeats body while condition holds",
}


def summary(opcode: str) -> str:
    if opcode in SUMMARIES:
        return SUMMARIES[opcode]
    for suffix, what in (("-start", "starts an asynchronous %s"), ("-update", "an asynchronous %s in flight"),
                         ("-done", "waits for an asynchronous %s")):
        if opcode.endswith(suffix) and opcode[:-len(suffix)] in SUMMARIES:
            return what % opcode[:-len(suffix)]
    return "an opcode hlotool does not know"
