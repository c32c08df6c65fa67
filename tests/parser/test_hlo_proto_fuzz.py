"""Bad binary input: byte edits of real HLO protos and snapshots (bit flips, truncations, a range spliced in from
elsewhere) are read or refused with an HloSyntaxError, never another exception. Every refusal is located: one of
malformed bytes names the message, the field and the byte offset; one of what the bytes hold (an operand id that
is no instruction, a field its opcode does not take, an unknown enum value...) names the instruction, computation
or module field and its byte offset; bytes taken for text (no control byte near the start) give a line and
column."""
from __future__ import annotations

import re

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from hlotool.errors import HloSyntaxError
from hlotool.parser.hlo_snapshot import read_snapshot, snapshot_module_bytes
from hlotool.parser.sources import module_or_text_of
from support.paths import ROOT

# Small real files: a module proto of each accelerator dump kind, and snapshots.
PROTOS = sorted((ROOT / "tests" / "accel" / "dumps").glob("*/mlp_fwd/*.hlo.pb"))[:4] + \
    sorted((ROOT / "tests" / "accel" / "dumps").glob("a100_x4/mlp_fwd/*gpu_after_optimizations.hlo.pb")) + \
    sorted((ROOT / "tests" / "snapshots").glob("*.snapshot.*.pb"))[:4]
DATA = [p.read_bytes() for p in PROTOS]
# A refusal of malformed bytes: "<Message>.<field> (field N)..." or "<Message> field N ...", then "(at byte K)".
LOCATED = re.compile(r"[A-Z][A-Za-z]+(?:\.[a-z_0-9]+ \(field \d+\)| field \d+\b|: ).*\(at byte \d+\)")
# Any refusal of a proto: a byte offset, closing the message's place ("(... at byte K)").
AT_BYTE = re.compile(r"\bat byte \d+\)")


@st.composite
def edited(draw):
    data = bytearray(DATA[draw(st.integers(0, len(DATA) - 1))])
    kind = draw(st.sampled_from(["flip", "truncate", "splice"]))
    if kind == "flip":
        for _ in range(draw(st.integers(1, 4))):
            at = draw(st.integers(0, len(data) - 1))
            data[at] ^= 1 << draw(st.integers(0, 7))
    elif kind == "truncate":
        del data[draw(st.integers(1, len(data) - 1)):]
    else:
        start = draw(st.integers(0, len(data) - 1))
        piece = data[start:start + draw(st.integers(1, 64))]
        at = draw(st.integers(0, len(data)))
        end = draw(st.integers(at, min(len(data), at + 64)))
        data[at:end] = piece
    return bytes(data)


def _read(data: bytes) -> None:
    from hlotool.memory_model.xla_assignment import xla_assignment_of
    xla_assignment_of(data, "edited.pb")      # (its problems are warnings)
    module_or_text_of(data, "edited.pb")
    if snapshot_module_bytes(data) is not None:
        read_snapshot(data, "edited.pb")


@pytest.mark.parametrize("path", PROTOS, ids=lambda p: p.name)
def test_the_unedited_files_read(path):
    _read(path.read_bytes())


@settings(max_examples=400, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(edited())
def test_edited_protos_are_read_or_refused_with_a_located_error(data):
    try:
        _read(data)
    except HloSyntaxError as e:
        message = e.message
        assert "Traceback" not in message
        if "not a valid HLO proto" in message or "not a valid HLO snapshot" in message:
            assert LOCATED.search(message), message
        assert AT_BYTE.search(message) or (e.line >= 1 and e.column >= 1), message


def test_a_layout_that_is_no_order_of_the_dimensions_is_refused():
    """Found by the edits above: a flipped minor_to_major in a snapshot's literal."""
    from hlotool.parser.hlo_proto_schema import message_class
    from hlotool.parser.hlo_proto_values import HloProtoError, literal_value
    literal = message_class("LiteralProto")()
    literal.shape.element_type = 11
    literal.shape.dimensions.extend([2, 3])
    literal.shape.layout.minor_to_major.extend([0, 5])
    literal.f32s.extend(range(6))
    with pytest.raises(HloProtoError, match=r"minor_to_major \[0, 5\] is not an order of the 2 dimensions"):
        literal_value(literal)


def _message(data: bytes) -> str:
    with pytest.raises(HloSyntaxError) as e:
        _read(data)
    return e.value.message


def _computations(data: bytes, start: int, end: int):
    """(start, end) of each computation of the HloProto in data[start:end]."""
    from hlotool.parser.hlo_proto_schema import fields_of
    _, _, module_start, module_end = next(f for f in fields_of(data, "HloProto", start, end) if f[0] == 1)
    return [(s, e) for n, _, s, e in fields_of(data, "HloModuleProto", module_start, module_end) if n == 3]


def test_what_the_bytes_hold_is_refused_at_its_byte_offset():
    """Found by the edits above: content errors located at the field (else the message) that holds them, in
    the file's bytes (a snapshot's module included)."""
    from hlotool.parser.hlo_proto_schema import fields_of
    data = next(d for p, d in zip(PROTOS, DATA, strict=True) if "gpu_after_optimizations" in p.name)    # an HloProto
    # An operand id that is no instruction: the first operand of the first instruction that has one.
    operands = next(found for comp in _computations(data, 0, len(data))
                    for number, _, start, end in fields_of(data, "HloComputationProto", *comp) if number == 2
                    for found in [[f for f in fields_of(data, "HloInstructionProto", start, end) if f[0] == 36]]
                    if found)
    tag_at, value_at = operands[0][1], operands[0][2]
    edited = bytearray(data)
    edited[value_at] = 0x7F            # a one-byte varint: an id no instruction has
    message = _message(bytes(edited))
    assert re.search(r"operand id 127 is not an instruction .*\(instruction [\w.-]+: "
                     rf"HloInstructionProto\.operand_ids \(field 36\) at byte {tag_at}\)", message), message
    # A root id that is no instruction, in a snapshot's module: the offset is the snapshot file's.
    snapshot = next(d for p, d in zip(PROTOS, DATA, strict=True) if ".snapshot." in p.name)
    comp = _computations(snapshot, *snapshot_module_bytes(snapshot))[-1]
    root = next(f for f in fields_of(snapshot, "HloComputationProto", *comp) if f[0] == 6)
    edited = bytearray(snapshot)
    n = root[3] - root[2]          # 127 in the varint's own length (protobuf reads non-minimal varints)
    edited[root[2]:root[3]] = b"\x7f" if n == 1 else b"\xff" + b"\x80" * (n - 2) + b"\x00"
    message = _message(bytes(edited))
    assert re.search(rf"root id 127 is not an instruction \(HloComputationProto\.root_id \(field 6\) at byte "
                     rf"{root[1]}\)", message), message
