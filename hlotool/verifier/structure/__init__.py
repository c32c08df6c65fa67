"""Structural checks (XLA's hlo_verifier.cc): parameters and signatures, cycles, the entry layout,
aliasing, async and start/done pairs, collective groups and the schedule. Each check is a function
``check_x(module, report)`` (``check_x(module, report, replicas, partitions)`` in DEVICE_COUNT_CHECKS),
registered in STRUCTURE_CHECKS with its scope; ``report(code, message, loc, ...)`` records a finding.

A check's scope says what its findings about a computation depend on:
- per computation (``per_computation``): the computation itself, the signatures of what it calls and the
  module's header (the entry's checks: the entry and the header);
- module-wide (``module_wide``): other computations too, and the check says how (what it compares across the
  module, which computations are judged together). ``alone_is_whole`` answers, from these declarations, whether
  computations re-checked alone (the language server's edits) give a whole check's findings.

One module per theme: ``signatures`` (parameters, entry layout, aliasing, unbounded dimensions),
``calls`` (cycles, execution threads, the schedule), ``asyncs`` (start/update/done pairs, send/recv),
``collectives`` (replica groups, pairs, channels), ``shardings`` (each sharding= and control flow's)."""
from __future__ import annotations

from dataclasses import dataclass
from typing import Callable

from .asyncs import (
    called_by_several_async_starts,
    check_async_pairs,
    check_async_users,
    check_transfers,
    is_transfer_root_of_called,
)
from .calls import call_edges, check_cycles, check_schedule, check_threads
from .collectives import check_channels, check_collectives, uses_channels
from .shardings import check_control_flow_shardings, check_shardings
from .signatures import check_aliasing, check_entry_layout, check_parameters, check_unbounded


@dataclass(frozen=True)
class StructureCheck:
    """A structure check and its scope. A module-wide check declares what makes it so:

    - ``compares(comp)``: what of each computation it compares with the others' (a computation re-checked alone
      gives the whole check's findings only where this is unchanged);
    - ``judged_with_callers(comp, callers)``: the computation's findings are judged from every caller (not alone);
    - ``shared(comp)``: the computation is compared with every other one for which this is true (alone only where
      none other is);
    - ``once_per_module``: codes it reports once per module (the first found; found anywhere, not alone)."""
    run: Callable
    module_wide: bool = False
    compares: Callable | None = None
    judged_with_callers: Callable | None = None
    shared: Callable | None = None
    once_per_module: frozenset = frozenset()


def per_computation(run) -> StructureCheck:
    return StructureCheck(run)


def module_wide(run, **how) -> StructureCheck:
    return StructureCheck(run, module_wide=True, **how)


STRUCTURE_CHECKS = (
    per_computation(check_parameters),
    # cycles through calls: a cycle is reported once per module; the call edges are compared across computations
    module_wide(check_cycles, compares=call_edges, once_per_module=frozenset({"V104"})),
    per_computation(check_entry_layout),
    per_computation(check_aliasing),
    # a computation called by two async-starts: judged from every caller
    module_wide(check_async_pairs, judged_with_callers=called_by_several_async_starts),
    per_computation(check_async_users),
    # a send/recv ROOT of an async computation: judged from its callers
    module_wide(check_transfers, judged_with_callers=is_transfer_root_of_called),
    # channel ids and all-reduces' constrain_layout: compared across the module
    module_wide(check_channels, shared=uses_channels),
    per_computation(check_unbounded),
    per_computation(check_shardings),
    per_computation(check_control_flow_shardings),
    per_computation(check_threads),
    per_computation(check_schedule),
)
# Checks that also read the replica and partition counts: ``check(module, report, replicas, partitions)``.
DEVICE_COUNT_CHECKS = (per_computation(check_collectives),)


def alone_is_whole(old: dict, new: dict, others, callers: dict, codes) -> bool:
    """Whether the computations re-checked alone (``new``: name -> computation, which were ``old``) get the
    findings a whole check of the module would give them, by the module-wide checks' declarations.
    ``others``: the module's other computations; ``callers``: name -> the names of its callers; ``codes``: the
    codes of every finding known (the last whole check's and the re-check's)."""
    others = list(others)
    for check in STRUCTURE_CHECKS:
        if not check.module_wide:
            continue
        if check.once_per_module & set(codes):
            return False
        for name, comp in new.items():
            was = old[name]
            if check.compares is not None and check.compares(was) != check.compares(comp):
                return False
            if check.judged_with_callers is not None and (check.judged_with_callers(was, callers)
                                                          or check.judged_with_callers(comp, callers)):
                return False
        if check.shared is not None and any(check.shared(c) for name in new for c in (old[name], new[name])) \
                and any(check.shared(c) for c in others):
            return False
    return True
