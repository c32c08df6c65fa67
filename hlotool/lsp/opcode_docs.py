"""One line on what an instruction computes, for hovers: its opcode record's summary (``hlotool.opcodes``), and
for a custom call its target record's (``hlotool.custom_calls``)."""
from __future__ import annotations

from ..custom_calls import custom_call_target
from ..opcodes import OPCODES, async_sugar

# XLA's short forms X-start / X-update / X-done of an async op wrapping one X.
_ASYNC_PHASES = {"start": "starts an asynchronous %s", "update": "an asynchronous %s in flight",
                 "done": "waits for an asynchronous %s"}


def summary(opcode: str) -> str:
    if opcode in OPCODES:
        return OPCODES[opcode].summary
    sugar = async_sugar(opcode)
    if sugar is not None:
        return _ASYNC_PHASES[sugar[1]] % sugar[0]
    return "an opcode hlotool does not know"


def instruction_summary(inst) -> str:
    """``summary(inst.opcode)``; for a custom call, its target's summary where hlotool knows the target."""
    if inst.opcode == "custom-call":
        target = str(inst.attrs.get("custom_call_target", ""))
        record = custom_call_target(target)
        if record is not None:
            return f'`{target}`: {record.summary}'
        return f'calls `{target}`, a custom-call target hlotool does not know'
    return summary(inst.opcode)
