"""XLA's attribute schema: for every opcode, the attributes its text form takes.

One table, next to the opcode table (``opcodes.py``), read by the parser (an attribute the opcode
does not take, a missing required one or a value of the wrong kind is a syntax error, as in XLA's
``hlo_parser.cc``), the verifier (the same checks on modules built in Python) and the printer (the
order XLA prints an opcode's attributes in).

``SCHEMAS[opcode]`` is an ``OpSchema``: ``attrs`` maps each attribute the opcode takes, in XLA's
printing order, to its ``AttrSpec`` (the kind of value, whether it is required, XLA's default);
the attributes every instruction takes (``COMMON``) come after the opcode's own (but for the few XLA
prints among them, such as ``result_accuracy``). Kinds are checked on the values as the parser
decodes them (``KINDS``, ``ENUMS``: the words XLA's parser takes). Async short forms
(``X-start``, ``X-update``, ``X-done``) get their schema from ``schema_of``: ``X-start`` takes
``X``'s attributes and async-start's own (not ``calls``), ``X-update`` and ``X-done`` only
async-start's ``async_execution_thread``. Opcodes newer than the XLA in jaxlib (``NEWER``) and
unknown opcodes have no schema: their attributes are not checked.

The per-opcode lists follow ``HloParserImpl::CreateInstruction`` (which attributes, which are
required, their ``AttrTy``) and are checked against jaxlib's parser by tests/parser/test_attributes.py: the
"Allowed attributes" XLA lists for each opcode are exactly these.
"""
from __future__ import annotations

import difflib
from dataclasses import dataclass, field
from typing import Any, Callable, ClassVar

from .ir.device_groups import IotaList, MeshAxesGroups
from .ir.literals import ShapedLiteral
from .ir.shape import Shape
from .ir.values import (
    BackendConfig,
    Braced,
    CompRef,
    ConvDimLabels,
    FrontendAttributes,
    PaddingConfig,
    ProgramShape,
    SliceSpec,
    Window,
    Word,
)
from .opcodes import OPCODES, async_sugar
from .sharding.model import Sharding

# ------------------------------------------------------------------------------------- kinds
_FLOAT_MAX = 3.4028234663852886e38


def _is_int(v) -> bool:
    return type(v) is int


def _int_list(v) -> bool:
    return type(v) is tuple and all(type(x) is int for x in v)


def _braced(v) -> bool:
    return isinstance(v, Braced)


# kind -> (check of a decoded value, how the error names the kind)
KINDS: dict[str, tuple[Callable[[Any], bool], str]] = {
    "bool": (lambda v: type(v) is bool, "true or false"),
    "int": (_is_int, "an integer"),
    "int32": (lambda v: type(v) is int and -2**31 <= v < 2**31, "a 32-bit integer"),
    "float": (lambda v: (type(v) is int or type(v) is float) and not abs(v) > _FLOAT_MAX,
              "a number a float can hold"),
    "string": (lambda v: type(v) is str, 'a quoted string like "..."'),
    "int_list": (_int_list, "a list of integers like {0,1}"),
    "int_list_list": (lambda v: type(v) is tuple and all(_int_list(x) for x in v),
                      "a list of integer lists like {{0,1},{1,0}}"),
    "computation": (lambda v: type(v) is CompRef, "a computation name like %comp"),
    "computation_list": (lambda v: type(v) is tuple and all(type(x) is CompRef for x in v),
                         "a list of computation names like {%a, %b}"),
    "instruction_list": (lambda v: type(v) is tuple and len(v) > 0 and all(type(x) is str for x in v),
                         "a list of instruction names like {%a, %b}"),
    "replica_groups": (lambda v: (type(v) is tuple and all(_int_list(g) for g in v))
                       or isinstance(v, (IotaList, MeshAxesGroups)),
                       "replica groups like {{0,1},{2,3}} or [2,2]<=[4]"),
    "window": (lambda v: type(v) is Window, "a window like {size=3x3 stride=2x2}"),
    "dim_labels": (lambda v: type(v) is ConvDimLabels, "dim labels like b01f_01io->b01f"),
    "padding": (lambda v: type(v) is PaddingConfig, "padding like 0_1x1_0_2"),
    "slice": (lambda v: type(v) is SliceSpec, "slices like {[0:2], [1:8:2]}"),
    "sharding": (lambda v: type(v) is Sharding, "a sharding like {replicated}"),
    "metadata": (_braced, "{key=value ...}"),
    "frontend_attributes": (lambda v: type(v) is FrontendAttributes, '{key="value", ...}'),
    "backend_config": (lambda v: type(v) is BackendConfig, 'a string or a braced dictionary'),
    "braced": (_braced, "a braced value {...}"),
    "bool_list": (lambda v: _braced(v) and all(type(x) is bool for x in v.items),
                  "a list of booleans like {true,false}"),
    "bool_or_bool_list": (lambda v: type(v) is bool or (_braced(v) and all(type(x) is bool for x in v.items)),
                          "true, false or a list of booleans like {true,false}"),
    "program_shape": (lambda v: type(v) is ProgramShape, "a program shape like {(f32[2]{0})->f32[2]{0}}"),
    "literal": (lambda v: type(v) is ShapedLiteral, "a shape and a literal like s32[2] {1, 2}"),
    "shape": (lambda v: type(v) is Shape, "a shape like f32[2,3]"),
    "shape_list": (lambda v: _braced(v) and all(type(x) is Shape for x in v.items),
                   "a list of shapes like {f32[2]{0}, s32[]}"),
    "aliasing": (_braced, "output-to-operand pairs like {{0}: (1, {})}"),
    "result_accuracy": (_braced, "{mode=default|highest} or {tolerance={...}}"),
    "api_version": (lambda v: type(v) is Word, "an API_VERSION_... word"),
}


@dataclass(frozen=True)
class Enum:
    """A kind whose values are bare words from a fixed set (XLA's enum names)."""
    name: str
    values: tuple[str, ...]
    fold_case: bool = False        # XLA compares these case-insensitively
    _accepted: ClassVar[frozenset[str]]     # (set per instance by __post_init__; ClassVar keeps it out of the fields)

    def __post_init__(self):
        object.__setattr__(self, "_accepted", frozenset(
            v.lower() for v in self.values) if self.fold_case else frozenset(self.values))

    def accepts(self, word: str) -> bool:
        return (word.lower() if self.fold_case else word) in self._accepted

    def describe(self) -> str:
        return "one of " + ", ".join(self.values)


ENUMS: dict[str, Enum] = {e.name: e for e in (
    Enum("direction", ("EQ", "NE", "GE", "GT", "LE", "LT")),
    Enum("comparison_type", ("FLOAT", "TOTALORDER", "SIGNED", "UNSIGNED")),
    Enum("fusion_kind", ("kLoop", "kInput", "kOutput", "kCustom")),
    Enum("fft_type", ("FFT", "IFFT", "RFFT", "IRFFT")),
    Enum("distribution", ("rng_uniform", "rng_normal"), fold_case=True),
    Enum("rng_algorithm", ("rng_default", "rng_three_fry", "rng_philox"), fold_case=True),
    Enum("padding_type", ("PADDING_INVALID", "PADDING_VALID", "PADDING_SAME")),
    Enum("schedule", ("SCHEDULE_NONE", "SCHEDULE_LATEST", "SCHEDULE_EARLIEST"), fold_case=True),
    Enum("convolution_kind", ("unset", "fprop", "wgrad", "dgrad")),
    Enum("group_mode", ("cross_replica", "cross_partition", "cross_replica_and_partition", "flattened_id")),
    Enum("transpose", ("TRANSPOSE_INVALID", "NO_TRANSPOSE", "TRANSPOSE", "ADJOINT")),
    Enum("precision", ("default", "high", "highest"), fold_case=True),
    Enum("dot_algorithm", (
        "unset", "dot_any_f8_any_f8_f32", "dot_any_f8_any_f8_f32_fast_accum", "dot_f16_f16_f16",
        "dot_f16_f16_f32", "dot_bf16_bf16_bf16", "dot_bf16_bf16_f32", "dot_bf16_bf16_f32_x3",
        "dot_bf16_bf16_f32_x6", "dot_bf16_bf16_f32_x9", "dot_tf32_tf32_f32", "dot_tf32_tf32_f32_x3",
        "dot_f32_f32_f32", "dot_f64_f64_f64"), fold_case=True),
)}


def kind_accepts(kind: str, value: Any) -> bool:
    """Whether ``value`` (as the parser decodes it) is a value of ``kind``."""
    check = KINDS.get(kind)
    if check is not None:
        return check[0](value)
    if kind == "precision_list":
        e = ENUMS["precision"]
        return _braced(value) and all(type(x) is Word and e.accepts(x) for x in value.items)
    e = ENUMS[kind]
    return type(value) is Word and e.accepts(value)


def describe_kind(kind: str) -> str:
    if kind in KINDS:
        return KINDS[kind][1]
    if kind == "precision_list":
        return "a list of precisions like {default,highest}"
    return ENUMS[kind].describe()


# ------------------------------------------------------------------------------- conditions
# Some rules depend on the operands' shapes, known once a computation is complete:
# name -> (does it hold for the instruction (None: cannot tell), what it means in a message).
def _operand0(inst):
    ops = getattr(inst, "operands", None)
    if not ops or ops[0].shape is None:
        return None
    return ops[0].shape


def _nonscalar_operand(inst):
    s = _operand0(inst)
    return None if s is None else not (s.is_array and not s.dims)


def _scalar_of(dtype):
    def holds(inst):
        s = _operand0(inst)
        if s is None or s.is_tuple or s.dims:
            return None
        return s.element_type == dtype
    return holds


def _index_is(dtype):
    """conditional: the branch index decides which attributes name the branches. Indices of other
    types or shapes are the verifier's to report (None: not decided here)."""
    pred, s32 = _scalar_of("pred"), _scalar_of("s32")

    def holds(inst):
        p, i = pred(inst), s32(inst)
        if not (p or i):
            return None
        return p if dtype == "pred" else i
    return holds


CONDITIONS: dict[str, tuple[Callable[[Any], bool | None], str]] = {
    "nonscalar_operand": (_nonscalar_operand, "with a non-scalar operand"),
    "pred_index": (_index_is("pred"), "with a pred branch index"),
    "s32_index": (_index_is("s32"), "with an s32 branch index"),
}


# ---------------------------------------------------------------------------------- the table
@dataclass(frozen=True)
class AttrSpec:
    kind: str                      # a key of KINDS or ENUMS, or "precision_list"
    required: bool | str = False   # True, or a CONDITIONS name under which it is required
    default: Any = None            # XLA's value when absent (None: no value / not set)
    only_if: str | None = None     # a CONDITIONS name: the attribute is taken only then
    after: str | None = None       # printed among the common attributes, right after this one


@dataclass(frozen=True)
class OpSchema:
    opcode: str
    attrs: dict[str, AttrSpec]                 # own and common, in XLA's printing order
    own: tuple[str, ...] = ()                  # the opcode's own attributes
    required: tuple[str, ...] = ()             # always required
    conditional: tuple[str, ...] = ()          # with a condition on the operands (checked later)
    # attribute -> check of its decoded value: what the parser's fast path looks up per attribute
    checks: dict[str, Callable[[Any], bool]] = field(default_factory=dict, compare=False, repr=False)


# The attributes every instruction takes (ParseInstructionRhs), in XLA's printing order after the
# opcode's own. parameter_replication is parsed for any opcode but only means something on a parameter.
_COMMON_SPEC = """
  parameter_replication:bool_list sharding:sharding frontend_attributes:frontend_attributes
  control-predecessors:instruction_list statistics:braced origin:braced metadata:metadata
  backend_config:backend_config
"""

_RESULT_ACCURACY = "result_accuracy:result_accuracy={mode=default}@statistics"
_DOT = ("lhs_batch_dims:int_list lhs_contracting_dims:int_list rhs_batch_dims:int_list "
        "rhs_contracting_dims:int_list")
_CHANNEL = "channel_id:int replica_groups:replica_groups={}"
_SEND_RECV = "channel_id:int is_host_transfer:bool=false"

# opcode -> "name:kind[!][=default][?condition][@common]" items in XLA's printing order. `!` marks a
# required attribute, `!condition` one required under a condition, `?condition` one taken only under
# it, `@common` one XLA prints among the common attributes, after `common`.
_OWN_SPEC: dict[str, str] = {
    **{op: _RESULT_ACCURACY for op in (
        "acos acosh asin asinh atanh exponential-minus-one log log-plus-one logistic sqrt cbrt rsqrt "
        "tanh erf sine sinh cosine cosh tan exponential").split()},
    **{op: "" for op in (
        "abs all-gather-done all-reduce-done round-nearest-afz round-nearest-even bitcast ceil "
        "count-leading-zeros collective-permute-done copy copy-done opt-barrier imag is-finite floor not "
        "negate popcnt real sign add divide multiply subtract atan2 complex maximum minimum power remainder "
        "and or xor shift-left shift-right-arithmetic shift-right-logical stochastic-convert mulhi clamp "
        "select convert bitcast-convert replica-id partition-id dynamic-reshape after-all add-dependency "
        "tuple dynamic-update-slice parameter constant").split()},
    "iota": "iota_dimension:int!",
    "topk": "k:int! largest:bool=true",
    "all-gather": f"{_CHANNEL} constrain_layout:bool=false dimensions:int_list! use_global_device_ids:bool=false",
    "all-gather-start": f"{_CHANNEL} constrain_layout:bool=false dimensions:int_list! "
                        "use_global_device_ids:bool=false",
    "all-reduce": f"{_CHANNEL} constrain_layout:bool=false use_global_device_ids:bool=false "
                  "mode:group_mode to_apply:computation!",
    "all-reduce-start": f"{_CHANNEL} constrain_layout:bool=false use_global_device_ids:bool=false "
                        "mode:group_mode to_apply:computation!",
    "reduce-scatter": f"{_CHANNEL} constrain_layout:bool=false use_global_device_ids:bool=false "
                      "mode:group_mode dimensions:int_list! to_apply:computation!",
    "all-to-all": f"{_CHANNEL} constrain_layout:bool=false dimensions:int_list",
    "ragged-all-to-all": f"{_CHANNEL} dimensions:int_list",
    "collective-broadcast": _CHANNEL,
    "collective-permute": "channel_id:int source_target_pairs:int_list_list! slice_sizes:int_list_list",
    "collective-permute-start": "channel_id:int source_target_pairs:int_list_list! slice_sizes:int_list_list",
    "async-start": "async_execution_thread:string=\"main\" output_to_operand_aliasing:aliasing "
                   "calls:computation!",
    "async-update": "async_execution_thread:string calls:computation",
    "async-done": "async_execution_thread:string calls:computation",
    "copy-start": "cross_program_prefetch_index:int32",
    "reshape": "inferred_dimension:int=-1",
    "sort": "dimensions:int_list! is_stable:bool=false to_apply:computation!",
    "while": "condition:computation! body:computation!",
    "recv": _SEND_RECV, "recv-done": _SEND_RECV, "send": _SEND_RECV, "send-done": _SEND_RECV,
    "get-tuple-element": "index:int!",
    "call": "to_apply:computation! is_composite:bool=false",
    "reduce-window": "window:window={} to_apply:computation!",
    "convolution": "window:window={} dim_labels:dim_labels! feature_group_count:int=1 batch_group_count:int=1 "
                   "convolution_kind:convolution_kind operand_precision:precision_list sparsity_config:braced",
    "fft": "fft_type:fft_type! fft_length:int_list!",
    "triangular-solve": "left_side:bool=false lower:bool=false unit_diagonal:bool=false transpose_a:transpose",
    "compare": "direction:direction! type:comparison_type",
    "cholesky": "lower:bool=false",
    "broadcast": "dimensions:int_list!nonscalar_operand={}",
    "concatenate": "dimensions:int_list!",
    "map": "dimensions:int_list to_apply:computation!",
    "scan": "dimensions:int_list! num_carries:int! is_reverse:bool=false is_associative:bool=false "
            "to_apply:computation!",
    "reduce": "dimensions:int_list! to_apply:computation!",
    "reverse": "dimensions:int_list!",
    "select-and-scatter": "window:window={} select:computation! scatter:computation!",
    "slice": "slice:slice!",
    "dynamic-slice": "dynamic_slice_sizes:int_list!",
    "transpose": "dimensions:int_list!",
    "batch-norm-training": "epsilon:float! feature_index:int!",
    "batch-norm-inference": "epsilon:float! feature_index:int!",
    "batch-norm-grad": "epsilon:float! feature_index:int!",
    "pad": "padding:padding!",
    "fusion": "kind:fusion_kind! output_to_operand_aliasing:aliasing calls:computation!",
    "infeed": "infeed_config:string=\"\"",
    "outfeed": "outfeed_shape:shape outfeed_config:string=\"\"",
    "rng": "distribution:distribution!",
    "rng-get-and-update-state": "delta:int!",
    "rng-bit-generator": "algorithm:rng_algorithm!",
    "reduce-precision": "exponent_bits:int! mantissa_bits:int!",
    "conditional": "true_computation:computation!pred_index?pred_index "
                   "false_computation:computation!pred_index?pred_index "
                   "branch_computations:computation_list!s32_index?s32_index",
    "custom-call": "window:window dim_labels:dim_labels feature_group_count:int=1 batch_group_count:int=1 "
                   "operand_precision:precision_list padding_type:padding_type custom_call_target:string! "
                   "operand_layout_constraints:shape_list custom_call_has_side_effect:bool=false literal:literal "
                   "output_to_operand_aliasing:aliasing schedule:schedule=SCHEDULE_NONE "
                   "api_version:api_version=API_VERSION_ORIGINAL to_apply:computation "
                   "called_computations:computation_list",
    "dot": f"{_DOT} operand_precision:precision_list algorithm:dot_algorithm",
    "ragged-dot": f"{_DOT} lhs_ragged_dims:int_list rhs_group_dims:int_list operand_precision:precision_list",
    "scaled-dot": f"{_DOT} operand_precision:precision_list algorithm:dot_algorithm",
    "gather": "offset_dims:int_list! collapsed_slice_dims:int_list! start_index_map:int_list! "
              "operand_batching_dims:int_list={} start_indices_batching_dims:int_list={} index_vector_dim:int! "
              "slice_sizes:int_list! indices_are_sorted:bool=false",
    "scatter": "update_window_dims:int_list! inserted_window_dims:int_list! "
               "scatter_dims_to_operand_dims:int_list! input_batching_dims:int_list={} "
               "scatter_indices_batching_dims:int_list={} index_vector_dim:int! indices_are_sorted:bool=false "
               "unique_indices:bool=false to_apply:computation!",
    "domain": "domain:braced!",
    "get-dimension-size": "dimensions:int_list!",
    "set-dimension-size": "dimensions:int_list!",
}

# Opcodes newer than the XLA in jaxlib: their attributes cannot be checked against it; not checked.
NEWER = frozenset(name for name, op in OPCODES.items() if op.newer_than_jaxlib)

# The module header's and a computation's attributes (ParseHloModule, ParseComputation).
_HEADER_SPEC = (
    "is_scheduled:bool replica_count:int num_partitions:int input_output_alias:braced buffer_donor:braced "
    "alias_passthrough_params:bool entry_computation_layout:program_shape "
    "frontend_attributes:frontend_attributes allow_spmd_sharding_propagation_to_parameters:bool_or_bool_list "
    "allow_spmd_sharding_propagation_to_output:bool_or_bool_list "
    "origin_recovery_table:braced")


def _parse_items(spec: str) -> dict[str, AttrSpec]:
    out = {}
    for item in spec.split():
        name, rest = item.split(":", 1)
        only_if = after = None
        if "@" in rest:
            rest, after = rest.split("@", 1)
        if "?" in rest:
            rest, only_if = rest.split("?", 1)
        default = None
        if "=" in rest:
            rest, default = rest.split("=", 1)
        required: bool | str = False
        if "!" in rest:
            rest, cond = rest.split("!", 1)
            required = cond or True
        assert rest in KINDS or rest in ENUMS or rest == "precision_list", (name, rest)
        out[name] = AttrSpec(rest, required, default, only_if, after)
    return out


COMMON: dict[str, AttrSpec] = _parse_items(_COMMON_SPEC)
HEADER: dict[str, AttrSpec] = _parse_items(_HEADER_SPEC)


def _schema(opcode: str, own: dict[str, AttrSpec]) -> OpSchema:
    attrs = {k: s for k, s in own.items() if s.after is None}
    for k, s in COMMON.items():
        attrs[k] = s
        attrs.update((k2, s2) for k2, s2 in own.items() if s2.after == k)
    return OpSchema(opcode, attrs, tuple(own),
                    tuple(k for k, s in own.items() if s.required is True),
                    tuple(k for k, s in own.items() if isinstance(s.required, str) or s.only_if),
                    {k: _checker(s.kind) for k, s in attrs.items()})


def _checker(kind: str) -> Callable[[Any], bool]:
    if kind in KINDS:
        return KINDS[kind][0]
    if kind in ENUMS:
        accepts = ENUMS[kind].accepts
        return lambda v: type(v) is Word and accepts(v)
    return lambda v: kind_accepts(kind, v)


SCHEMAS: dict[str, OpSchema] = {op: _schema(op, _parse_items(spec)) for op, spec in _OWN_SPEC.items()}

_missing = set(OPCODES) - set(SCHEMAS) - NEWER
assert not _missing, f"opcodes without an attribute schema: {sorted(_missing)}"

_ASYNC_START_OWN = {k: v for k, v in SCHEMAS["async-start"].attrs.items() if k in
                    ("async_execution_thread", "output_to_operand_aliasing")}
_ASYNC_LATER_OWN = {"async_execution_thread": SCHEMAS["async-update"].attrs["async_execution_thread"]}
_SUGAR: dict[str, OpSchema | None] = {}


# The opcodes that call computations: those with an attribute naming one (to_apply=, calls=, body=, ...).
COMPUTATION_CALLERS = frozenset(op for op, s in SCHEMAS.items()
                                if any(a.kind in ("computation", "computation_list") for a in s.attrs.values()))


def schema_of(opcode: str) -> OpSchema | None:
    """The schema of ``opcode``, async short forms included; None where attributes are not checked
    (unknown opcodes and NEWER ones)."""
    s = SCHEMAS.get(opcode)
    if s is not None or opcode in OPCODES:
        return s
    if opcode in _SUGAR:
        return _SUGAR[opcode]
    sugar = async_sugar(opcode)
    made = None
    if sugar is not None and sugar[0] in SCHEMAS:
        base, phase = sugar
        if phase == "start":   # printed: the thread, the wrapped opcode's attributes, the aliasing
            wrapped = {k: SCHEMAS[base].attrs[k] for k in SCHEMAS[base].own}
            own = {"async_execution_thread": _ASYNC_START_OWN["async_execution_thread"],
                   **{k: AttrSpec(s.kind, s.required, s.default, s.only_if) for k, s in wrapped.items()},
                   "output_to_operand_aliasing": _ASYNC_START_OWN["output_to_operand_aliasing"]}
        else:
            own = dict(_ASYNC_LATER_OWN)
        made = _schema(opcode, own)
    _SUGAR[opcode] = made
    return made


# ---------------------------------------------------------------------------------- messages
def unexpected_message(key: str, allowed, what: str = "", suggest: bool = True) -> str:
    """XLA's wording, with a suggestion: `unexpected attribute "is_stabel" ...`."""
    allowed = sorted(allowed)
    msg = f'unexpected attribute "{key}"{what}. '
    msg += ("Allowed attributes: " + ", ".join(allowed)) if allowed else "No attributes are allowed here."
    close = difflib.get_close_matches(key, allowed, n=1, cutoff=0.6) if suggest else ()
    if close:
        msg += f'; did you mean "{close[0]}"?'
    return msg


def check_attribute(schema: OpSchema, key: str, value: Any) -> str | None:
    """Why ``key=value`` is wrong on an instruction of ``schema``, or None."""
    check = schema.checks.get(key)
    if check is None:
        return unexpected_message(key, schema.attrs, f" for {schema.opcode}")
    if not check(value):
        return kind_message(schema.opcode, key, schema.attrs[key].kind, value)
    return None


def kind_message(opcode: str, key: str, kind: str, value: Any) -> str:
    found = ""
    if isinstance(value, (bool, int, float, str)):
        found = ", found " + ("true" if value is True else "false" if value is False
                              else f'"{value}"' if type(value) is str else str(value))
    return f"attribute {key} of {opcode} expects {describe_kind(kind)}{found}"


def check_header_attribute(key: str, value: Any) -> str | None:
    spec = HEADER.get(key)
    if spec is None:
        return unexpected_message(key, HEADER, " for HloModule")
    return None if kind_accepts(spec.kind, value) else kind_message("HloModule", key, spec.kind, value)


def missing_message(opcode: str, key: str, condition: str | None = None) -> str:
    when = f" {CONDITIONS[condition][1]}" if condition else ""
    return f"attribute {key} is expected but not seen: {opcode}{when} requires {key}="


def conditional_problems(schema: OpSchema, inst) -> list[tuple[str, str]]:
    """(attribute or "", message) for the rules that depend on operand shapes (broadcast's
    dimensions, conditional's branches); call once the operands' shapes are known."""
    out = []
    for key in schema.conditional:      # attributes not taken here first, as XLA reads them first
        spec = schema.attrs[key]
        if spec.only_if is not None and key in inst.attribute_map and CONDITIONS[spec.only_if][0](inst) is False:
            allowed = [k for k, s in schema.attrs.items()
                       if s.only_if is None or CONDITIONS[s.only_if][0](inst) is not False]
            now = next((CONDITIONS[s.only_if][1] for s in schema.attrs.values()
                        if s.only_if is not None and CONDITIONS[s.only_if][0](inst)), "")
            out.append((key, unexpected_message(key, allowed, f" for {schema.opcode} {now}".rstrip(), False)))
    for key in schema.conditional:
        spec = schema.attrs[key]
        if isinstance(spec.required, str) and key not in inst.attribute_map and CONDITIONS[spec.required][0](inst):
            out.append(("", missing_message(schema.opcode, key, spec.required)))
    return out


def print_rank(opcode: str) -> dict[str, int]:
    """Attribute -> position in XLA's printing of ``opcode`` (own attributes, then COMMON)."""
    r = _RANKS.get(opcode)
    if r is None:
        s = schema_of(opcode)
        r = {k: i for i, k in enumerate(s.attrs)} if s is not None else _COMMON_RANK
        _RANKS[opcode] = r
    return r


_COMMON_RANK = {k: 1000 + i for i, k in enumerate(COMMON)}
_RANKS: dict[str, dict[str, int]] = {}
