"""Errors of the interpreter."""
from __future__ import annotations

from ..errors import HloError


class InterpError(HloError):
    """Evaluation failed at one instruction: names it, its source location and the reason."""

    device: int     # (set by the multi-device runner: the device it failed on)

    def __init__(self, reason: str, inst=None, computation: str | None = None):
        self.reason = reason
        self.inst = inst
        self.computation = computation
        where = ""
        if inst is not None:
            loc = f"{inst.loc}: " if inst.loc is not None else ""
            comp = f" in {computation}" if computation else ""
            where = f"{loc}%{inst.name} ({inst.opcode}){comp}: "
        super().__init__(where + reason)


class InputMismatch(InterpError):
    """The arguments do not match the entry computation's parameters."""


class InterpWarning(UserWarning):
    """A result the interpreter gives where XLA's could differ, said out loud (the CLI prints it as
    ``hlotool: warning: ...``)."""
