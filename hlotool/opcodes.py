"""XLA's opcodes (xla/hlo/ir/hlo_opcode.h at HEAD: 136 names), one record each.

Every fact about an opcode that is not a function of a layer above (its shape rule in ``shape_inference``, its
kernel in ``interp``, its printing in ``fmt``, which register by name, as JAX's lax registers rules on a
primitive) is declared in its record here, and every list elsewhere is derived from these records.
Attribute schemas live in ``hlotool.attributes``, keyed by the same names (a test checks that every opcode
has each facet). To add an opcode: a line here, its schema in ``attributes.py``, its shape rule in
``shape_inference/`` and its kernel in ``interp/kernels/``. Custom-call targets have their records in
``hlotool.custom_calls``.
"""
from __future__ import annotations

from dataclasses import dataclass

from . import op_costs as cost

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

# What an opcode's result is in buffer assignment (XLA's HloDataflowAnalysis::InitializeInstructionValueSets: which
# values an instruction defines and which flow in from its operands).
DEFINES = "defines"    # a new buffer per array leaf, and an index table per tuple-shaped value
ALIASES = "aliases"    # its operand 0's buffers (an async op's later part: its start's output)
ELEMENT = "element"    # one element of its operand tuple's buffers (get-tuple-element)
TUPLE = "tuple"        # an index table of its own over its operands' buffers
CALLEE = "callee"      # the values its called computation leaves at its root (while, call, conditional)
NO_BUFFER = "none"     # a token: no bytes at all
BUFFER_KINDS = (DEFINES, ALIASES, ELEMENT, TUPLE, CALLEE, NO_BUFFER)


@dataclass(frozen=True)
class Opcode:
    name: str
    arity: int                        # operands XLA's enum declares; VARIADIC if any number
    family: str
    summary: str                      # one line: what it computes (hovers; after XLA's operation semantics)
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
    # Reinterprets or passes data along without computing on it: its declared shape must be the inferred one
    # even where the backend allows mixed precision (XLA's ShapeVerifier::CheckShape). Every other opcode's may
    # differ from it in float widths there (CompatibleIgnoringFpPrecision): select and sort included.
    exact_shape: bool = False
    # An async op's later part (X-done, async-update): the opcodes whose result its operand must be (XLA's
    # VerifyAsynchronousInstructionPairs).
    async_start: tuple[str, ...] = ()
    # Its called computation runs on its own execution thread (an async wrapper), not on its caller's.
    runs_callee_elsewhere: bool = False
    # Runs its one called computation on its operands, in its caller's place, as if the callee's instructions were
    # written there (call, fusion): the interpreter runs the callee's plan directly, ``hlotool reduce`` inlines it.
    inlines_callee: bool = False
    newer_than_jaxlib: bool = False   # missing from jaxlib 0.10.2's HloOpcode
    # Buffer assignment: what its result is (DEFINES, ALIASES, ...; an async op's later part ALIASES its start).
    buffer: str = DEFINES
    # The operand whose buffer its result is written into, in place (XLA's AliasInfo::GetInPlaceInputOutputPairs;
    # a variadic form pairs operand in_place + i with result element i).
    in_place: int | None = None
    # May write its result over an operand of its shape that dies there (XLA's CanShareOperandBufferWithUser:
    # elementwise ops, and on GPU all-reduce and collective-broadcast, which NCCL runs in place). Not a copy: buffer
    # assignment never lets a copy share its operand's buffer. ``_op`` defaults it to the elementwise family.
    shares_operand_buffer: bool = False
    # An async start whose result is a tuple (its operands, its outputs, context): the elements that are new
    # buffers (() none: send sends from its operand's buffer); None: the whole result.
    async_outputs: tuple[int, ...] | None = None
    # What one instruction computes (FLOPs, transcendentals, matrix FLOPs) and moves (bytes read and written),
    # as rules of ``hlotool.op_costs`` (XLA's HloCostAnalysis conventions); ``hlotool.cost`` reads them. A
    # custom call's are its target's (``hlotool.custom_calls``). ``_op`` defaults the elementwise family to one
    # FLOP per element.
    # Numerics, for bisect's tolerances: its float result is exactly an operand's value or a bit-exact function of
    # it (it rounds nothing), or it is a sum whose order a pass may change (dots, reductions, all-reduce).
    exact_values: bool = False
    # Its result's element type is its own choice, never its operands' (convert and its kin): the interpreter
    # rounds nothing more to the declared type.
    converts: bool = False
    accumulates: bool = False
    flops: cost.FlopRule = cost.no_flops
    bytes: cost.ByteRule = cost.reads_operands_writes_result

    @property
    def elementwise(self) -> bool:
        return self.family == ELEMENTWISE


def _op(name, arity, family, summary, **facts) -> Opcode:
    facts.setdefault("shares_operand_buffer", family == ELEMENTWISE)
    facts.setdefault("flops", cost.vector_flops if family == ELEMENTWISE else cost.no_flops)
    return Opcode(name, arity, family, summary, **facts)


OPCODES: dict[str, Opcode] = {op.name: op for op in (
    _op('abs', 1, ELEMENTWISE, "elementwise |x|", shape=UNARY, classes=SIGNED_FLOAT_COMPLEX, keeps_layout=True,
        exact_values=True),
    _op('acos', 1, ELEMENTWISE, "elementwise arc cosine", shape=UNARY, classes=FLOAT_COMPLEX, keeps_layout=True),
    _op('acosh', 1, ELEMENTWISE, "elementwise inverse hyperbolic cosine", shape=UNARY, classes=FLOAT_COMPLEX,
        keeps_layout=True),
    _op('add', 2, ELEMENTWISE, "elementwise a + b", shape=BINARY, commutative=True, associative=True,
        keeps_layout=True),
    _op('add-dependency', 2, CONTROL, "its first operand, ordered after its second (a token)", keeps_layout=True,
        buffer=ALIASES,
        bytes=cost.moves_nothing,
        exact_values=True),
    _op('after-all', VARIADIC, CONTROL, "a token that orders after all its operand tokens", buffer=NO_BUFFER,
        bytes=cost.moves_nothing,
        exact_values=True),
    _op('all-gather', VARIADIC, COLLECTIVE, "concatenates every participant's operand along a dimension",
        collective="grouped", groups_cover_devices=True, global_device_ids=True, keeps_layout=True,
        exact_values=True),
    _op('all-gather-done', 1, COLLECTIVE, "waits for an all-gather-start", collective="grouped", keeps_layout=True,
        async_start=("all-gather-start",), buffer=ALIASES,
        bytes=cost.moves_nothing),
    _op('all-gather-start', VARIADIC, COLLECTIVE, "starts an asynchronous all-gather", collective="grouped",
        groups_cover_devices=True, global_device_ids=True, keeps_layout=True, async_outputs=(1,),
        bytes=cost.async_collective_bytes),
    _op('all-reduce', VARIADIC, COLLECTIVE,
        "reduces the operand across participants with to_apply; each gets the result", collective="grouped",
        groups_cover_devices=True, global_device_ids=True, keeps_layout=True, shares_operand_buffer=True,
        flops=cost.all_reduce_flops,
        accumulates=True),
    _op('all-reduce-done', 1, COLLECTIVE, "waits for an all-reduce-start", collective="grouped", keeps_layout=True,
        async_start=("all-reduce-start",), buffer=ALIASES,
        bytes=cost.moves_nothing),
    _op('all-reduce-start', VARIADIC, COLLECTIVE, "starts an asynchronous all-reduce", collective="grouped",
        groups_cover_devices=True, global_device_ids=True, keeps_layout=True, in_place=0,
        flops=cost.all_reduce_flops,
        accumulates=True),
    _op('all-to-all', VARIADIC, COLLECTIVE, "splits the operand and exchanges the pieces among participants",
        collective="grouped", groups_cover_devices=True, keeps_layout=True,
        exact_values=True),
    _op('and', 2, ELEMENTWISE, "elementwise logical or bitwise and", shape=BINARY, classes=LOGICAL, commutative=True,
        associative=True, keeps_layout=True),
    _op('asin', 1, ELEMENTWISE, "elementwise arc sine", shape=UNARY, classes=FLOAT_COMPLEX, keeps_layout=True),
    _op('asinh', 1, ELEMENTWISE, "elementwise inverse hyperbolic sine", shape=UNARY, classes=FLOAT_COMPLEX,
        keeps_layout=True),
    _op('async-done', 1, CONTROL, "waits for an async-start", async_start=("async-start", "async-update"),
        runs_callee_elsewhere=True, buffer=ALIASES,
        bytes=cost.callee_bytes),
    _op('async-start', VARIADIC, CONTROL, "starts the computation it wraps asynchronously", runs_callee_elsewhere=True,
        async_outputs=(1,),
        flops=cost.callee_flops, bytes=cost.callee_bytes),
    _op('async-update', VARIADIC, CONTROL, "an asynchronous computation still in flight",
        async_start=("async-start", "async-update"), runs_callee_elsewhere=True, buffer=ALIASES,
        bytes=cost.callee_bytes),
    _op('atan', 1, ELEMENTWISE, "elementwise arc tangent", shape=UNARY, classes=FLOAT_COMPLEX, keeps_layout=True,
        newer_than_jaxlib=True),
    _op('atan2', 2, ELEMENTWISE, "elementwise atan2(a, b)", shape=BINARY, classes=FLOAT_COMPLEX, keeps_layout=True,
        flops=cost.transcendental_flops),
    _op('atanh', 1, ELEMENTWISE, "elementwise inverse hyperbolic tangent", shape=UNARY, classes=FLOAT_COMPLEX,
        keeps_layout=True),
    _op('batch-norm-grad', 5, COMPUTE, "gradients of batch normalization", classes=FLOAT),
    _op('batch-norm-inference', 5, COMPUTE, "batch normalization with given mean and variance", classes=FLOAT),
    _op('batch-norm-training', 3, COMPUTE, "batch normalization; also returns batch mean and variance", classes=FLOAT),
    _op('bitcast', 1, DATA_MOVEMENT, "the same buffer seen with another shape or layout (no data moves)",
        exact_shape=True, buffer=ALIASES,
        bytes=cost.moves_nothing,
        exact_values=True),
    _op('bitcast-convert', 1, ELEMENTWISE, "reinterprets the bits as another element type", keeps_layout=True,
        converts=True),
    _op('broadcast', 1, DATA_MOVEMENT,
        "copies the operand into a bigger shape; dimensions= maps the operand's dimensions",
        exact_values=True),
    _op('call', VARIADIC, CONTROL, "calls a computation (to_apply) on the operands", exact_shape=True, buffer=CALLEE,
        inlines_callee=True, flops=cost.callee_flops, bytes=cost.callee_bytes),
    _op('cbrt', 1, ELEMENTWISE, "elementwise cube root", shape=UNARY, classes=FLOAT, keeps_layout=True,
        flops=cost.transcendental_flops),
    _op('ceil', 1, ELEMENTWISE, "elementwise round up", shape=UNARY, classes=FLOAT, keeps_layout=True,
        exact_values=True),
    _op('cholesky', 1, COMPUTE, "Cholesky factor of symmetric positive definite matrices", classes=FLOAT_COMPLEX,
        keeps_layout=True,
        flops=cost.cholesky_flops),
    _op('clamp', 3, ELEMENTWISE, "min(max(x, lo), hi)", keeps_layout=True,
        exact_values=True),
    _op('collective-broadcast', VARIADIC, COLLECTIVE, "broadcasts one participant's operand to its group",
        collective="grouped", shares_operand_buffer=True,
        exact_values=True),
    _op('collective-permute', VARIADIC, COLLECTIVE,
        "sends the operand from source to target devices (source_target_pairs)", collective="permute",
        keeps_layout=True,
        exact_values=True),
    _op('collective-permute-done', 1, COLLECTIVE, "waits for a collective-permute-start", collective="permute",
        async_start=("collective-permute-start",), buffer=ALIASES,
        bytes=cost.moves_nothing),
    _op('collective-permute-start', VARIADIC, COLLECTIVE, "starts an asynchronous collective-permute",
        collective="permute", async_outputs=(1,),
        bytes=cost.async_collective_bytes),
    _op('collective-reduce', VARIADIC, COLLECTIVE, "reduces across participants (newer XLA)", collective="grouped",
        global_device_ids=True, newer_than_jaxlib=True),
    _op('compare', 2, ELEMENTWISE, "elementwise comparison (direction=), a pred result", keeps_layout=True,
        exact_values=True),
    _op('complex', 2, ELEMENTWISE, "elementwise a + b*i", keeps_layout=True),
    _op('concatenate', VARIADIC, DATA_MOVEMENT, "joins the operands along a dimension", keeps_layout=True,
        exact_values=True),
    _op('conditional', VARIADIC, CONTROL, "runs one branch computation chosen by a pred or an index", exact_shape=True,
        buffer=CALLEE,
        bytes=cost.callee_bytes),
    _op('constant', 0, CONSTANT, "a literal value", exact_shape=True,
        bytes=cost.moves_nothing,
        exact_values=True),
    _op('convert', 1, ELEMENTWISE, "converts each element to another type", keeps_layout=True,
        converts=True),
    _op('convolution', VARIADIC, COMPUTE, "a convolution with window= and dim_labels=",
        flops=cost.convolution_flops,
        accumulates=True),
    _op('copy', 1, DATA_MOVEMENT, "a copy (possibly to another layout)",
        exact_values=True),
    _op('copy-done', 1, DATA_MOVEMENT, "waits for a copy-start", exact_shape=True, async_start=("copy-start",),
        buffer=ALIASES,
        bytes=cost.moves_nothing,
        exact_values=True),
    _op('copy-start', 1, DATA_MOVEMENT, "starts an asynchronous copy", exact_shape=True, async_outputs=(0,),
        bytes=cost.copies_operand,
        exact_values=True),
    _op('cosh', 1, ELEMENTWISE, "elementwise hyperbolic cosine", shape=UNARY, classes=FLOAT_COMPLEX, keeps_layout=True),
    _op('cosine', 1, ELEMENTWISE, "elementwise cosine", shape=UNARY, classes=FLOAT_COMPLEX, keeps_layout=True,
        flops=cost.transcendental_flops),
    _op('count-leading-zeros', 1, ELEMENTWISE, "elementwise count of leading zero bits", shape=UNARY, classes=INTEGRAL,
        keeps_layout=True),
    _op('custom-call', VARIADIC, COMPUTE, "calls a backend function (custom_call_target)", exact_shape=True,
        flops=cost.target_flops),
    _op('divide', 2, ELEMENTWISE, "elementwise a / b", shape=BINARY, classes=NUMERIC, keeps_layout=True),
    _op('domain', 1, CONTROL, "marks a sharding domain boundary", buffer=ALIASES,
        bytes=cost.moves_nothing,
        exact_values=True),
    _op('dot', 2, COMPUTE, "a generalized matrix product (contracting and batch dimensions)",
        flops=cost.dot_flops,
        accumulates=True),
    _op('dynamic-reshape', VARIADIC, DATA_MOVEMENT, "reshape to runtime dimension sizes"),
    _op('dynamic-slice', VARIADIC, DATA_MOVEMENT, "a slice at runtime start indices", keeps_layout=True,
        bytes=cost.reads_what_it_writes,
        exact_values=True),
    _op('dynamic-update-slice', VARIADIC, DATA_MOVEMENT, "the operand with a slice replaced at runtime start indices",
        keeps_layout=True, exact_shape=True, in_place=0,
        bytes=cost.in_place_update,
        exact_values=True),
    _op('erf', 1, ELEMENTWISE, "elementwise error function", shape=UNARY, classes=FLOAT, keeps_layout=True),
    _op('exponential', 1, ELEMENTWISE, "elementwise e^x", shape=UNARY, classes=FLOAT_COMPLEX, keeps_layout=True,
        flops=cost.transcendental_flops),
    _op('exponential-minus-one', 1, ELEMENTWISE, "elementwise e^x - 1", shape=UNARY, classes=FLOAT_COMPLEX,
        keeps_layout=True,
        flops=cost.transcendental_flops),
    _op('fft', 1, COMPUTE, "fast Fourier transform", keeps_layout=True,
        flops=cost.fft_flops),
    _op('floor', 1, ELEMENTWISE, "elementwise round down", shape=UNARY, classes=FLOAT, keeps_layout=True,
        exact_values=True),
    _op('fusion', VARIADIC, CONTROL, "a fused computation (calls=) run as one kernel", inlines_callee=True,
        flops=cost.callee_flops, bytes=cost.fusion_bytes),
    _op('gather', 2, DATA_MOVEMENT, "gathers slices at indices (dimension numbers)",
        bytes=cost.reads_what_it_writes,
        exact_values=True),
    _op('get-dimension-size', 1, DATA_MOVEMENT, "a dimension's runtime size",
        bytes=cost.moves_nothing,
        exact_values=True),
    _op('get-tuple-element', 1, DATA_MOVEMENT, "one element of a tuple", exact_shape=True, buffer=ELEMENT,
        bytes=cost.moves_nothing,
        exact_values=True),
    _op('imag', 1, ELEMENTWISE, "elementwise imaginary part", classes=FLOAT_COMPLEX, keeps_layout=True,
        exact_values=True),
    _op('infeed', 1, COLLECTIVE, "reads data from the host", exact_shape=True,
        exact_values=True),
    _op('iota', 0, CONSTANT, "0, 1, 2, ... along a dimension",
        bytes=cost.writes_result,
        exact_values=True),
    _op('is-finite', 1, ELEMENTWISE, "elementwise true where x is neither inf nor NaN", classes=FLOAT,
        keeps_layout=True,
        exact_values=True),
    _op('log', 1, ELEMENTWISE, "elementwise natural logarithm", shape=UNARY, classes=FLOAT_COMPLEX, keeps_layout=True,
        flops=cost.transcendental_flops),
    _op('log-plus-one', 1, ELEMENTWISE, "elementwise log(1 + x)", shape=UNARY, classes=FLOAT_COMPLEX,
        keeps_layout=True,
        flops=cost.transcendental_flops),
    _op('logistic', 1, ELEMENTWISE, "elementwise 1 / (1 + e^-x)", shape=UNARY, classes=FLOAT_COMPLEX,
        keeps_layout=True,
        flops=cost.transcendental_flops),
    _op('map', VARIADIC, ELEMENTWISE, "applies a computation elementwise", keeps_layout=True,
        flops=cost.map_flops),
    _op('maximum', 2, ELEMENTWISE, "elementwise max(a, b)", shape=BINARY, commutative=True, associative=True,
        keeps_layout=True,
        exact_values=True),
    _op('minimum', 2, ELEMENTWISE, "elementwise min(a, b)", shape=BINARY, commutative=True, associative=True,
        keeps_layout=True,
        exact_values=True),
    _op('mulhi', 2, ELEMENTWISE, "elementwise high half of a * b", shape=BINARY, classes=INTEGRAL, commutative=True,
        keeps_layout=True),
    _op('multiply', 2, ELEMENTWISE, "elementwise a * b", shape=BINARY, commutative=True, associative=True,
        keeps_layout=True),
    _op('negate', 1, ELEMENTWISE, "elementwise -x", shape=UNARY, classes=NUMERIC, keeps_layout=True,
        exact_values=True),
    _op('not', 1, ELEMENTWISE, "elementwise logical or bitwise not", shape=UNARY, classes=LOGICAL, keeps_layout=True),
    _op('opt-barrier', 1, CONTROL, "its operand, a barrier to optimizations across it", keeps_layout=True,
        exact_shape=True, buffer=ALIASES,
        bytes=cost.moves_nothing,
        exact_values=True),
    _op('or', 2, ELEMENTWISE, "elementwise logical or bitwise or", shape=BINARY, classes=LOGICAL, commutative=True,
        associative=True, keeps_layout=True),
    _op('outfeed', 2, COLLECTIVE, "writes data to the host", exact_shape=True,
        exact_values=True),
    _op('pad', 2, DATA_MOVEMENT, "pads with a value (edge and interior padding)", keeps_layout=True,
        exact_values=True),
    _op('parameter', 0, PARAMETER, "an input of the computation", exact_shape=True,
        bytes=cost.moves_nothing,
        exact_values=True),
    _op('partition-id', 0, COLLECTIVE, "this device's partition number",
        bytes=cost.writes_result,
        exact_values=True),
    _op('popcnt', 1, ELEMENTWISE, "elementwise count of set bits", shape=UNARY, classes=INTEGRAL, keeps_layout=True),
    _op('power', 2, ELEMENTWISE, "elementwise a ^ b", shape=BINARY, classes=NUMERIC, keeps_layout=True,
        flops=cost.transcendental_flops),
    _op('ragged-all-to-all', 6, COLLECTIVE, "an all-to-all of ragged pieces", collective="grouped", in_place=1),
    _op('ragged-dot', 3, COMPUTE, "a dot over groups of ragged sizes",
        flops=cost.ragged_dot_flops,
        accumulates=True),
    _op('real', 1, ELEMENTWISE, "elementwise real part", classes=FLOAT_COMPLEX, keeps_layout=True,
        exact_values=True),
    _op('recv', 1, COLLECTIVE, "receives data on a channel", collective="point-to-point", exact_shape=True,
        async_outputs=(0,),
        exact_values=True),
    _op('recv-done', 1, COLLECTIVE, "waits for a recv", collective="point-to-point", exact_shape=True,
        async_start=("recv",), buffer=ALIASES,
        bytes=cost.moves_nothing,
        exact_values=True),
    _op('reduce', VARIADIC, REDUCTION, "reduces dimensions with to_apply from init values",
        flops=cost.reduce_flops,
        accumulates=True),
    _op('reduce-precision', 1, ELEMENTWISE, "rounds to fewer exponent and mantissa bits", classes=FLOAT,
        keeps_layout=True, exact_shape=True),
    _op('reduce-scatter', VARIADIC, COLLECTIVE, "reduces across participants and scatters the result's pieces",
        collective="grouped", groups_cover_devices=True, global_device_ids=True, keeps_layout=True,
        accumulates=True),
    _op('reduce-window', VARIADIC, REDUCTION, "reduces each window (window=) with to_apply", keeps_layout=True,
        flops=cost.reduce_window_flops,
        accumulates=True),
    _op('remainder', 2, ELEMENTWISE, "elementwise a mod b (sign of a)", shape=BINARY, classes=NUMERIC,
        keeps_layout=True),
    _op('replica-id', 0, COLLECTIVE, "this device's replica number",
        bytes=cost.writes_result,
        exact_values=True),
    _op('reshape', 1, DATA_MOVEMENT, "the same elements in another shape",
        exact_values=True),
    _op('reverse', 1, DATA_MOVEMENT, "reverses the order along dimensions", keeps_layout=True,
        exact_values=True),
    _op('rng', VARIADIC, CONSTANT, "random numbers (legacy)",
        flops=cost.random_flops, bytes=cost.writes_result),
    _op('rng-bit-generator', 1, CONSTANT, "random bits from a state (an algorithm)",
        flops=cost.random_flops),
    _op('rng-get-and-update-state', 0, CONSTANT, "reads and advances the random state",
        bytes=cost.writes_result),
    _op('round-nearest-afz', 1, ELEMENTWISE, "elementwise round to nearest, ties away from zero", shape=UNARY,
        classes=FLOAT, keeps_layout=True,
        exact_values=True),
    _op('round-nearest-even', 1, ELEMENTWISE, "elementwise round to nearest, ties to even", shape=UNARY, classes=FLOAT,
        keeps_layout=True,
        exact_values=True),
    _op('rsqrt', 1, ELEMENTWISE, "elementwise 1 / sqrt(x)", shape=UNARY, classes=FLOAT_COMPLEX, keeps_layout=True,
        flops=cost.transcendental_flops),
    _op('scaled-dot', 4, COMPUTE, "a dot of scaled low-precision operands",
        flops=cost.dot_flops),
    _op('scan', VARIADIC, REDUCTION, "a scan (newer XLA)"),
    _op('scatter', VARIADIC, DATA_MOVEMENT, "combines updates into the operand at indices with to_apply",
        keeps_layout=True, in_place=0,
        flops=cost.scatter_flops, bytes=cost.scatter_bytes,
        accumulates=True),
    _op('select', 3, ELEMENTWISE, "elementwise choice: pred ? on_true : on_false", keeps_layout=True,
        exact_values=True),
    _op('select-and-scatter', 3, REDUCTION, "scatters source values to the windows' selected elements",
        keeps_layout=True,
        flops=cost.select_and_scatter_flops,
        accumulates=True),
    _op('send', 2, COLLECTIVE, "sends data on a channel", collective="point-to-point", exact_shape=True,
        async_outputs=(),
        exact_values=True),
    _op('send-done', 1, COLLECTIVE, "waits for a send", collective="point-to-point", exact_shape=True,
        async_start=("send",), buffer=ALIASES,
        bytes=cost.moves_nothing,
        exact_values=True),
    _op('set-dimension-size', 2, DATA_MOVEMENT, "sets a dimension's runtime size", keeps_layout=True, in_place=0,
        exact_values=True),
    _op('shift-left', 2, ELEMENTWISE, "elementwise a << b", shape=BINARY, classes=INTEGRAL, keeps_layout=True),
    _op('shift-right-arithmetic', 2, ELEMENTWISE, "elementwise a >> b, sign-filling", shape=BINARY, classes=INTEGRAL,
        keeps_layout=True),
    _op('shift-right-logical', 2, ELEMENTWISE, "elementwise a >> b, zero-filling", shape=BINARY, classes=INTEGRAL,
        keeps_layout=True),
    _op('shuffle', 1, DATA_MOVEMENT, "a shuffle (newer XLA)", newer_than_jaxlib=True),
    _op('sign', 1, ELEMENTWISE, "elementwise sign of x (-1, 0, 1)", shape=UNARY, classes=SIGNED_FLOAT_COMPLEX,
        keeps_layout=True,
        exact_values=True),
    _op('sine', 1, ELEMENTWISE, "elementwise sine", shape=UNARY, classes=FLOAT_COMPLEX, keeps_layout=True,
        flops=cost.transcendental_flops),
    _op('sinh', 1, ELEMENTWISE, "elementwise hyperbolic sine", shape=UNARY, classes=FLOAT_COMPLEX, keeps_layout=True),
    _op('slice', 1, DATA_MOVEMENT, "a static slice (start:limit:stride per dimension)", keeps_layout=True,
        bytes=cost.reads_what_it_writes,
        exact_values=True),
    _op('sort', VARIADIC, COMPUTE, "sorts along a dimension with a comparator", keeps_layout=True,
        flops=cost.sort_flops,
        exact_values=True),
    _op('sqrt', 1, ELEMENTWISE, "elementwise square root", shape=UNARY, classes=FLOAT_COMPLEX, keeps_layout=True,
        flops=cost.transcendental_flops),
    _op('stochastic-convert', 2, ELEMENTWISE, "converts with stochastic rounding", classes=FLOAT, keeps_layout=True,
        converts=True),
    _op('subtract', 2, ELEMENTWISE, "elementwise a - b", shape=BINARY, classes=NUMERIC, keeps_layout=True),
    _op('tan', 1, ELEMENTWISE, "elementwise tangent", shape=UNARY, classes=FLOAT_COMPLEX, keeps_layout=True,
        flops=cost.transcendental_flops),
    _op('tanh', 1, ELEMENTWISE, "elementwise hyperbolic tangent", shape=UNARY, classes=FLOAT_COMPLEX,
        keeps_layout=True,
        flops=cost.transcendental_flops),
    _op('topk', 1, COMPUTE, "the k largest elements and their indices", keeps_layout=True),
    _op('transpose', 1, DATA_MOVEMENT, "permutes dimensions",
        exact_values=True),
    _op('triangular-solve', 2, COMPUTE, "solves triangular linear systems", classes=FLOAT_COMPLEX, keeps_layout=True,
        flops=cost.triangular_solve_flops),
    _op('tuple', VARIADIC, DATA_MOVEMENT, "a tuple of its operands", exact_shape=True, buffer=TUPLE,
        bytes=cost.writes_index_table,
        exact_values=True),
    _op('while', 1, CONTROL, "repeats body while condition holds", keeps_layout=True, exact_shape=True, buffer=CALLEE,
        bytes=cost.callee_bytes),
    _op('xor', 2, ELEMENTWISE, "elementwise logical or bitwise xor", shape=BINARY, classes=LOGICAL, commutative=True,
        associative=True, keeps_layout=True),
)}


def opcodes_where(**facts) -> frozenset:
    """The names of the opcodes whose records have all of ``facts`` (e.g. ``collective="grouped"``)."""
    return frozenset(name for name, op in OPCODES.items()
                     if all(getattr(op, k) == v for k, v in facts.items()))


COMMUTATIVE_BINARY = opcodes_where(commutative=True)
INLINES_CALLEE = opcodes_where(inlines_callee=True)


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
