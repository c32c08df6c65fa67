"""Asynchronous pairs: each done consumes its start, the parts of an async op wrap one
instruction, starts have one user, and send/recv meet their done (XLA's
VerifyAsynchronousInstructionPairs)."""
from __future__ import annotations

from ...ir.values import CompRef
from ...opcodes import OPCODES, async_sugar

# `X-done` must consume the matching `X-start` (the opcode records' async_start).
DONE_TO_START = {name: op.async_start for name, op in OPCODES.items() if op.async_start}
# Opcodes check_async_pairs has nothing to check on (any other is a done, an async wrapper's part, or sugar).
_NOT_ASYNC_PARTS = frozenset(OPCODES).difference(DONE_TO_START, ("async-start", "async-update", "async-done"))


def check_async_pairs(module, report):
    callers: dict = {}
    for comp in module.computations:
        for inst in comp.instructions:
            if inst.opcode in _NOT_ASYNC_PARTS:
                continue
            if inst.opcode == "async-start" and isinstance(inst.attribute_map.get("calls"), CompRef):
                callers.setdefault(inst.attribute_map["calls"].name, []).append((inst, comp))
            starts = DONE_TO_START.get(inst.opcode)
            if inst.opcode in ("send-done", "recv-done") and inst.operands and \
                    inst.operands[0].opcode == "get-tuple-element":
                starts = None        # pipelined through a loop: the send/recv is in another iteration
            sugar = async_sugar(inst.opcode)
            if sugar is not None and sugar[1] != "start":     # X-done consumes X-start or X-update
                starts = (f"{sugar[0]}-start", f"{sugar[0]}-update")
            if starts and inst.operands and inst.operands[0].opcode not in starts:
                op = inst.operands[0]
                report("V109", f"{inst.opcode} must consume a {' or '.join(starts)}, found {op.opcode} {op.name}",
                       inst.loc, comp, inst)
            if (inst.opcode in ("async-update", "async-done") or (sugar and sugar[1] != "start")) \
                    and inst.operands:
                start = _async_start_of(inst)
                attrs = inst.attribute_map
                keys = list(attrs)
                if start is not None and "async_group_id" in start.attribute_map and "async_group_id" not in attrs:
                    keys.append("async_group_id")      # the group id is restated on every part
                for key in keys:
                    value = attrs.get(key)
                    if key in _PER_INSTRUCTION_ATTRS or (sugar is None and key == "calls"):
                        continue
                    start_value = start.attribute_map.get(key) if start is not None else None
                    if start is not None and _with_default(key, start_value) != _with_default(key, value):
                        report("V109", f"{inst.opcode} has {key}={_show(value)} but its start {start.name} has "
                                       f"{key}={_show(start_value)}: an async op's parts wrap one "
                                       "instruction", inst.loc, comp, inst)
                        break
            if inst.opcode in ("async-update", "async-done") and inst.operands and \
                    inst.operands[0].opcode in ("async-start", "async-update"):
                a, b = _async_callee(inst.operands[0]), inst.attribute_map.get("calls")
                if a is not None and b is not None and a != b:
                    report("V109", f"{inst.opcode} calls {b.name} but its async-start calls {a.name}",
                           inst.loc, comp, inst)
    for name, starts in callers.items():
        if len(starts) > 1:   # XLA: "Computation w is called by more than one async op"
            inst, comp = starts[1]
            report("V109", f"computation {name} is called by more than one async-start: "
                           + ", ".join(s.name for s, _ in starts), inst.loc, comp, inst)


def called_by_several_async_starts(comp, callers: dict) -> bool:
    """Whether ``comp`` has an async-start of a computation with several callers (``callers``: name -> the
    names of its callers): check_async_pairs judges that from every caller."""
    return any(i.opcode == "async-start" and len(callers.get(c.name, ())) > 1
               for i in comp.instructions for c in i.called_computations)


# Attributes that belong to each instruction of an async op, not to the wrapped instruction.
_PER_INSTRUCTION_ATTRS = frozenset({"metadata", "backend_config", "frontend_attributes", "statistics",
                                    "sharding", "control-predecessors", "origin"})


# Values XLA takes when the attribute is absent, so writing them or not is the same.
_ASYNC_DEFAULTS = {"async_execution_thread": "main"}


def _with_default(key, value):
    return _ASYNC_DEFAULTS.get(key) if value is None else value


def _show(value) -> str:
    return f'"{value}"' if isinstance(value, str) and not hasattr(value, "name") else str(getattr(value, "name", value))


def _async_start_of(inst):
    """The start an async-update/done (or X-update/X-done) belongs to, following updates back."""
    seen = 0
    while inst.operands and seen < 10_000:
        inst = inst.operands[0]
        seen += 1
        if inst.opcode == "async-start" or (async_sugar(inst.opcode) or ("", ""))[1] == "start":
            return inst
        if not (inst.opcode == "async-update" or (async_sugar(inst.opcode) or ("", ""))[1] == "update"):
            return None
    return None


def _async_callee(inst):
    """The computation an async-start runs, following async-updates back to their start."""
    while inst.opcode == "async-update" and inst.operands:
        if inst.attribute_map.get("calls") is not None:
            return inst.attribute_map["calls"]
        inst = inst.operands[0]
    return inst.attribute_map.get("calls")


# A send/recv's one user: its done, or a tuple carrying it to a done in another iteration (pipelined).
TRANSFER_USERS = {"send": ("send-done", "tuple"), "recv": ("recv-done", "tuple")}

# Starts whose result only their done (or the next update) may consume: every start a done consumes, except
# send/recv (TRANSFER_USERS).
SINGLE_USER_STARTS = frozenset(s for starts in DONE_TO_START.values() for s in starts).difference(TRANSFER_USERS)
_NOT_SINGLE_USER = frozenset(OPCODES).difference(SINGLE_USER_STARTS)    # (and not X-start sugar)


def check_async_users(module, report):
    for comp in module.computations:
        for inst in comp.instructions:
            if inst.opcode in _NOT_SINGLE_USER:
                continue
            if inst.opcode in SINGLE_USER_STARTS or (async_sugar(inst.opcode) or ("", "done"))[1] != "done":
                users = comp.users_of(inst)
                if len(users) != 1:
                    report("V109", f"{inst.opcode} must have exactly one user (its done or update), found "
                                   f"{len(users)}" + (": " + ", ".join(u.name for u in users) if users else ""),
                           inst.loc, comp, inst)


def _async_computations(module) -> set:
    return {c.name for comp in module.computations for i in comp.instructions
            if i.opcode in ("async-start", "async-update", "async-done") for c in i.called_computations}


def is_transfer_root_of_called(comp, callers: dict) -> bool:
    """Whether ``comp``'s ROOT is a send or recv and something calls it: check_transfers asks its callers
    whether it is an async computation's."""
    return comp.root.opcode in ("send", "recv") and bool(callers.get(comp.name))


def check_transfers(module, report):
    """Each send/recv has one user, its send-done/recv-done or a tuple (pipelined through a loop), unless
    it is the ROOT of an async computation; a send/recv and its done share the channel and
    is_host_transfer (XLA's VerifyAsynchronousInstructionPairs and VerifyChannels)."""
    async_comps = None
    for comp in module.computations:
        for inst in comp.instructions:
            allowed = TRANSFER_USERS.get(inst.opcode)
            if allowed is None:
                continue
            if inst is comp.root:
                async_comps = _async_computations(module) if async_comps is None else async_comps
                if comp.name in async_comps:
                    continue
            users = comp.users_of(inst)
            if len(users) != 1 or users[0].opcode not in allowed:
                found = ", ".join(f"{u.opcode} {u.name}" for u in users) or "none"
                report("V109", f"{inst.opcode} must have one user, its {allowed[0]} (or a tuple carrying it to "
                               f"one, pipelined), found {found}", inst.loc, comp, inst)
                continue
            done = users[0]
            if done.opcode == allowed[0]:
                for key, default in (("channel_id", None), ("is_host_transfer", False)):
                    a, b = inst.attribute_map.get(key, default), done.attribute_map.get(key, default)
                    if a != b:
                        report("V109", f"{done.opcode} {done.name} has {key}={_show(b)} but its {inst.opcode} "
                                       f"{inst.name} has {key}={_show(a)}", done.loc, comp, done)
                        break
