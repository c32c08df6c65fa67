"""Structural checks (XLA's hlo_verifier.cc): parameters and signatures, cycles, the entry layout,
aliasing, async and start/done pairs, collective groups and the schedule. Each check is a function
``check_x(module, report)`` listed in STRUCTURE_CHECKS (``check_x(module, report, replicas, partitions)``
in DEVICE_COUNT_CHECKS); ``report(code, message, loc, ...)`` records a finding.

One module per theme: ``signatures`` (parameters, entry layout, aliasing, unbounded dimensions),
``calls`` (cycles, execution threads, the schedule), ``asyncs`` (start/update/done pairs, send/recv),
``collectives`` (replica groups, pairs, channels), ``shardings`` (each sharding= and control flow's)."""
from __future__ import annotations

from .asyncs import check_async_pairs, check_async_users, check_transfers
from .calls import check_cycles, check_schedule, check_threads
from .collectives import check_channels, check_collectives
from .shardings import check_control_flow_shardings, check_shardings
from .signatures import check_aliasing, check_entry_layout, check_parameters, check_unbounded

STRUCTURE_CHECKS = (check_parameters, check_cycles, check_entry_layout, check_aliasing, check_async_pairs,
                    check_async_users, check_transfers, check_channels, check_unbounded, check_shardings,
                    check_control_flow_shardings, check_threads, check_schedule)
# Checks that also read the replica and partition counts: ``check(module, report, replicas, partitions)``.
DEVICE_COUNT_CHECKS = (check_collectives,)
