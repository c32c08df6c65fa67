"""Each opcode is declared once (hlotool.opcodes) and has every facet: a family, an attribute schema (or the
stated reason: newer than jaxlib's XLA), a shape rule, a kernel (or a stated reason), its buffer facts, and the
lists other layers use are exactly what the records say."""
import importlib

from hlotool.attributes import NEWER, schema_of
from hlotool.graph.model import OPCODE_FAMILY
from hlotool.interp import kernels  # noqa: F401  (registers the kernels)
from hlotool.interp.kernels.custom_call import CUSTOM_CALLS
from hlotool.interp.registry import KERNELS, NO_KERNEL
from hlotool.module_stats import COLLECTIVE_OPCODES
from hlotool.opcodes import BUFFER_KINDS, FAMILIES, OPCODES, VARIADIC, opcodes_where

shape_rules = importlib.import_module("hlotool.shape_inference")
layout = importlib.import_module("hlotool.verifier.layout")
structure = importlib.import_module("hlotool.verifier.structure.collectives")
xla_devices = importlib.import_module("hlotool.backends.xla_devices")


def test_every_opcode_has_every_facet():
    assert len(OPCODES) == 136
    for name, op in OPCODES.items():
        assert op.family in FAMILIES, name
        assert schema_of(name) is not None or name in NEWER, f"{name}: no attribute schema"
        assert name in shape_rules.SHAPE_RULES, f"{name}: no shape rule"
        assert name in KERNELS or name in NO_KERNEL, f"{name}: no kernel and no stated reason"
        assert not (name in KERNELS and name in NO_KERNEL), name
        if op.shape:
            assert op.elementwise and op.arity == (1 if op.shape == "unary" else 2), name
        if op.associative:
            assert op.commutative and op.shape == "binary", name


def test_the_lists_elsewhere_are_the_records():
    assert OPCODE_FAMILY == {n: op.family for n, op in OPCODES.items()}
    assert shape_rules.UNARY == opcodes_where(shape="unary") and shape_rules.BINARY == opcodes_where(shape="binary")
    assert shape_rules.ELEMENT_CLASSES == {n: op.classes for n, op in OPCODES.items() if op.classes}
    assert layout.KEEPS_LAYOUT == opcodes_where(keeps_layout=True)
    assert structure._GROUPED == opcodes_where(groups_cover_devices=True)
    assert xla_devices._GROUPED == opcodes_where(collective="grouped")
    assert COLLECTIVE_OPCODES <= opcodes_where(collective="grouped") | opcodes_where(collective="permute")
    assert not any(n.endswith("-done") for n in COLLECTIVE_OPCODES)
    # the elementwise fast path of the interpreter covers every elementwise opcode (it once left out cbrt,
    # erf and tan)
    from hlotool.interp.kernels.accumulate import _ELEMENTWISE_SAFE
    assert {"cbrt", "erf", "tan", "atanh"} <= _ELEMENTWISE_SAFE and opcodes_where(family="elementwise") <= _ELEMENTWISE_SAFE


def test_every_custom_call_target_has_a_kernel_and_names_are_unique():
    assert len(CUSTOM_CALLS) > 100
    assert all(callable(k) for k in CUSTOM_CALLS.values())


def test_async_pairs_are_the_records():
    asyncs = importlib.import_module("hlotool.verifier.structure.asyncs")
    assert asyncs.DONE_TO_START == {n: op.async_start for n, op in OPCODES.items() if op.async_start}
    assert asyncs.DONE_TO_START["copy-done"] == ("copy-start",) and asyncs.DONE_TO_START["send-done"] == ("send",)
    assert asyncs.SINGLE_USER_STARTS == {"copy-start", "collective-permute-start", "all-reduce-start",
                                         "all-gather-start", "async-start", "async-update"}
    for name, op in OPCODES.items():
        assert op.summary, f"{name}: no summary"
        assert all(s in OPCODES for s in op.async_start), name
        assert not op.async_start or name.endswith(("-done", "-update")), name


def test_every_opcode_has_the_buffer_facts():
    starts = {s for op in OPCODES.values() for s in op.async_start} - {n for n, op in OPCODES.items() if op.async_start}
    for name, op in OPCODES.items():
        assert op.buffer in BUFFER_KINDS, name
        assert isinstance(op.shares_operand_buffer, bool), name
        assert op.in_place is None or (isinstance(op.in_place, int) and op.in_place >= 0
                                       and (op.arity == VARIADIC or op.in_place < op.arity)), name
        assert op.async_outputs is None or name in starts, f"{name}: async_outputs on no async start"
        assert not op.async_start or op.buffer == "aliases", f"{name}: an async later part names its start's output"
        assert not (op.in_place is not None and op.buffer != "defines"), name
    assert opcodes_where(shares_operand_buffer=True) >= opcodes_where(family="elementwise")


def test_buffer_facts_agree_with_xla():
    """Spot checks against the lists in XLA's sources (xla/hlo/analysis: hlo_dataflow_analysis.cc, alias_info.h/.cc;
    xla/service/call_graph.cc; xla/service/gpu/nvptx_alias_info.cc)."""
    analysis = importlib.import_module("hlotool.memory_model.buffers")
    # InitializeInstructionValueSets: these define no values (bitcast neither, when bitcasts do not define values)
    assert {n for n, op in OPCODES.items() if op.buffer != "defines"} >= {
        "add-dependency", "while", "call", "conditional", "get-tuple-element", "domain", "opt-barrier", "bitcast",
        "copy-done", "all-reduce-done"}
    assert OPCODES["tuple"].buffer == "tuple" and OPCODES["after-all"].buffer == "none"
    assert OPCODES["copy"].buffer == "defines" and OPCODES["fusion"].buffer == "defines"
    # IsAsynchronousOperationStart / IsAsynchronousOperationDone (async-update: a later part that is neither)
    assert analysis._ASYNC_STARTS == {"send", "recv", "copy-start", "all-reduce-start", "all-gather-start",
                                      "collective-permute-start", "async-start"}
    assert analysis._ASYNC_LATER == {"send-done", "recv-done", "copy-done", "all-reduce-done", "all-gather-done",
                                     "collective-permute-done", "async-done", "async-update"}
    # the start's result tuple: copy-start (destination, operand, context); send (operand, context, token)
    assert OPCODES["copy-start"].async_outputs == (0,) and OPCODES["send"].async_outputs == ()
    assert OPCODES["all-gather-start"].async_outputs == (1,) and OPCODES["all-reduce-start"].async_outputs is None
    # AliasInfo::GetInPlaceInputOutputPairs: IsDefaultInPlaceOperation's three, set-dimension-size, ragged-all-to-all
    assert {n: op.in_place for n, op in OPCODES.items() if op.in_place is not None} == {
        "dynamic-update-slice": 0, "scatter": 0, "all-reduce-start": 0, "set-dimension-size": 0,
        "ragged-all-to-all": 1}
    # CanShareOperandBufferWithUser: IsElementwiseOnOperand (a copy never shares: buffer assignment forbids it),
    # and NVPTX's may-alias for all-reduce and collective-broadcast
    shares = opcodes_where(shares_operand_buffer=True)
    assert {"add", "select", "clamp", "convert", "compare", "negate", "bitcast-convert", "stochastic-convert",
            "all-reduce", "collective-broadcast"} <= shares
    assert not shares & {"copy", "dot", "transpose", "broadcast", "reduce", "custom-call", "fusion", "all-gather",
                         "dynamic-update-slice"}
    # GetInstructionCallContext: control flow (its callee holds buffers) versus embedded (runs in the kernel)
    assert analysis._CONTROL_FLOW_CALLERS == {"call", "conditional", "while", "async-start", "async-update",
                                              "async-done"}
    assert not analysis._CONTROL_FLOW_CALLERS & {"all-reduce", "reduce-scatter", "all-reduce-start", "map",
                                                 "reduce", "reduce-window", "scatter", "select-and-scatter", "sort",
                                                 "topk", "fusion", "custom-call"}
