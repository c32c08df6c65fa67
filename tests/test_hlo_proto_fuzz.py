"""Bad binary input: byte edits of real HLO protos and snapshots (bit flips, truncations, a range spliced in from
elsewhere) are read or refused with an HloSyntaxError; a refusal of malformed bytes names the message, the field
and the byte offset. Never another exception."""
from __future__ import annotations

import re
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from hlotool.errors import HloSyntaxError
from hlotool.parser.hlo_snapshot import read_snapshot, snapshot_module_bytes
from hlotool.parser.sources import module_or_text_of

ROOT = Path(__file__).resolve().parent
# Small real files: a module proto of each accelerator dump kind, and snapshots.
PROTOS = sorted((ROOT / "accel" / "dumps").glob("*/mlp_fwd/*.hlo.pb"))[:4] + \
    sorted((ROOT / "accel" / "dumps").glob("a100_x4/mlp_fwd/*gpu_after_optimizations.hlo.pb")) + \
    sorted((ROOT / "snapshots").glob("*.snapshot.*.pb"))[:4]
DATA = [p.read_bytes() for p in PROTOS]
# A refusal of malformed bytes: "<Message>.<field> (field N)..." or "<Message> field N ...", then "(at byte K)".
LOCATED = re.compile(r"[A-Z][A-Za-z]+(?:\.[a-z_0-9]+ \(field \d+\)| field \d+\b|: ).*\(at byte \d+\)")


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
    from hlotool.memory.xla_assignment import xla_assignment_of
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


def test_a_layout_that_is_no_order_of_the_dimensions_is_refused():
    """Found by the edits above: a flipped minor_to_major in a snapshot's literal."""
    from hlotool.parser.hlo_proto_ir import HloProtoError, literal_value
    from hlotool.parser.hlo_proto_schema import message_class
    literal = message_class("LiteralProto")()
    literal.shape.element_type = 11
    literal.shape.dimensions.extend([2, 3])
    literal.shape.layout.minor_to_major.extend([0, 5])
    literal.f32s.extend(range(6))
    with pytest.raises(HloProtoError, match=r"minor_to_major \[0, 5\] is not an order of the 2 dimensions"):
        literal_value(literal)
