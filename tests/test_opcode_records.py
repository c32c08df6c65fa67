"""Each opcode is declared once (hlotool.opcodes) and has every facet: a family, an attribute schema (or the
stated reason: newer than jaxlib's XLA), a shape rule, a kernel (or a stated reason), and the lists other
layers use are exactly what the records say."""
import importlib

from hlotool.attributes import NEWER, schema_of
from hlotool.graph.model import OPCODE_FAMILY
from hlotool.interp import kernels  # noqa: F401  (registers the kernels)
from hlotool.interp.kernels.custom_call import CUSTOM_CALLS
from hlotool.interp.registry import KERNELS, NO_KERNEL
from hlotool.opcodes import FAMILIES, OPCODES, opcodes_where
from hlotool.stats import COLLECTIVE_OPCODES

shape_rules = importlib.import_module("hlotool.verify.shape_rules")
layout = importlib.import_module("hlotool.verify.layout")
structure = importlib.import_module("hlotool.verify.structure.collectives")
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
    asyncs = importlib.import_module("hlotool.verify.structure.asyncs")
    assert asyncs.DONE_TO_START == {n: op.async_start for n, op in OPCODES.items() if op.async_start}
    assert asyncs.DONE_TO_START["copy-done"] == ("copy-start",) and asyncs.DONE_TO_START["send-done"] == ("send",)
    assert asyncs.SINGLE_USER_STARTS == {"copy-start", "collective-permute-start", "all-reduce-start",
                                         "all-gather-start", "async-start", "async-update"}
    for name, op in OPCODES.items():
        assert op.summary, f"{name}: no summary"
        assert all(s in OPCODES for s in op.async_start), name
        assert not op.async_start or name.endswith(("-done", "-update")), name
