"""Who takes part in a collective: XLA's group modes and replica groups, as plain functions of the IR.

XLA derives a collective's *group mode* from ``channel_id`` and ``use_global_device_ids``
(``GetCollectiveOpGroupMode`` in collective_ops_utils.cc), and reads the numbers in
``replica_groups`` as replica ids, partition ids or flattened device ids accordingly. Devices are
numbered as XLA's default placement numbers them: ``device = replica * num_partitions + partition``.
The verifier and the interpreter both read these rules from here.
"""
from __future__ import annotations

from typing import Any, NamedTuple

from ..opcodes import opcodes_where

CROSS_REPLICA = "cross-replica"
CROSS_PARTITION = "cross-partition"
CROSS_REPLICA_AND_PARTITION = "cross-replica-and-partition"
FLATTENED_ID = "flattened-id"

# Opcodes that carry use_global_device_ids (with a channel they are cross-replica-and-partition
# unless it is true); the others (all-to-all, collective-permute, collective-broadcast, ...) are
# cross-partition with a channel.
TAKES_GLOBAL_DEVICE_IDS = opcodes_where(global_device_ids=True)


class DeviceGrid(NamedTuple):
    """``replicas`` x ``partitions`` devices, numbered replica-major (XLA's default placement)."""
    replicas: int = 1
    partitions: int = 1

    @property
    def size(self) -> int:
        return self.replicas * self.partitions

    def device(self, replica: int, partition: int) -> int:
        return replica * self.partitions + partition

    def coords(self, device: int) -> tuple[int, int]:
        """(replica, partition) of ``device``."""
        return divmod(device, self.partitions)

    @classmethod
    def of_module(cls, module) -> "DeviceGrid":
        """The grid a module's header declares (``replica_count``, ``num_partitions``; 1 if absent)."""
        r, p = module.attrs.get("replica_count"), module.attrs.get("num_partitions")
        return cls(r if isinstance(r, int) and r > 0 else 1, p if isinstance(p, int) and p > 0 else 1)


def base_opcode(opcode: str) -> str:
    """``all-reduce`` for ``all-reduce-start`` and the async short forms; the opcode otherwise."""
    for suffix in ("-start", "-update", "-done"):
        if opcode.endswith(suffix):
            return opcode[: -len(suffix)]
    return opcode


def group_mode(inst) -> str:
    """XLA's collective group mode of ``inst`` from channel_id and use_global_device_ids."""
    if inst.attribute_map.get("channel_id") is None:
        return CROSS_REPLICA
    if inst.opcode not in TAKES_GLOBAL_DEVICE_IDS and base_opcode(inst.opcode) not in TAKES_GLOBAL_DEVICE_IDS:
        return CROSS_PARTITION
    return FLATTENED_ID if inst.attribute_map.get("use_global_device_ids") is True else CROSS_REPLICA_AND_PARTITION


def listed_groups(groups: Any) -> list[list[int]] | None:
    """``replica_groups`` as explicit lists of ids, whatever form they were written in (lists,
    iota ``[2,4]<=[8]``, mesh axes); ``[]`` for ``{}`` (all participants); None if absent."""
    if groups is None:
        return None
    expand = getattr(groups, "expand", None)
    if expand is not None:
        import numpy as np
        a = np.asarray(expand())
        a = a.reshape(-1, a.shape[-1]) if a.ndim else a.reshape(1, 1)
        return [[int(x) for x in row] for row in a]
    return [list(g) for g in groups if len(g)] if groups else []


def participant_groups(inst, grid: DeviceGrid, groups: Any = None) -> list[list[int]]:
    """Every group of device ids that meet at ``inst``, each in rank order (the order of
    all-gather's blocks, of reduce-scatter's shards and of all-to-all's chunks).

    ``groups`` defaults to the instruction's ``replica_groups``. Raises ValueError for ids outside
    the grid or a mode XLA refuses."""
    if groups is None:
        groups = inst.attribute_map.get("replica_groups")
    ids = listed_groups(groups) or []
    mode = group_mode(inst)
    if not ids:
        if mode == FLATTENED_ID:
            raise ValueError("use_global_device_ids=true needs explicit replica_groups")
        n = grid.partitions if mode == CROSS_PARTITION else grid.replicas
        ids = [list(range(n))]
    limit = {CROSS_REPLICA: grid.replicas, CROSS_PARTITION: grid.partitions,
             CROSS_REPLICA_AND_PARTITION: grid.replicas, FLATTENED_ID: grid.size}[mode]
    what = {CROSS_REPLICA: "replica", CROSS_PARTITION: "partition",
            CROSS_REPLICA_AND_PARTITION: "replica", FLATTENED_ID: "device"}[mode]
    for g in ids:
        for i in g:
            if not 0 <= i < limit:
                raise ValueError(f"replica_groups name {what} {i}, but the grid has {limit} "
                                 f"{what}s ({mode} mode, {grid.replicas} replica(s) x "
                                 f"{grid.partitions} partition(s))")
    out: list[list[int]] = []
    if mode == CROSS_REPLICA:
        for g in ids:
            for p in range(grid.partitions):
                out.append([grid.device(r, p) for r in g])
    elif mode == CROSS_PARTITION:
        for g in ids:
            for r in range(grid.replicas):
                out.append([grid.device(r, p) for p in g])
    elif mode == CROSS_REPLICA_AND_PARTITION:
        for g in ids:
            out.append([grid.device(r, p) for r in g for p in range(grid.partitions)])
    else:
        out = [list(g) for g in ids]
    return out


def group_of(device: int, groups: list[list[int]]) -> list[int] | None:
    """The group holding ``device``, or None if no group names it."""
    for g in groups:
        if device in g:
            return g
    return None


def permute_pairs(inst, grid: DeviceGrid) -> list[tuple[int, int]]:
    """collective-permute's source_target_pairs as (source device, target device) pairs.

    The ids are partition ids with a channel_id (cross-partition, one set of pairs per replica) and
    replica ids without (cross-replica, one set per partition)."""
    pairs = inst.attribute_map.get("source_target_pairs") or ()
    out = []
    cross_partition = inst.attribute_map.get("channel_id") is not None
    limit = grid.partitions if cross_partition else grid.replicas
    for s, t in pairs:
        if not (0 <= s < limit and 0 <= t < limit):
            raise ValueError(f"source_target_pairs name {max(s, t)}, but the grid has {limit} "
                             f"{'partitions' if cross_partition else 'replicas'}")
    if cross_partition:
        for r in range(grid.replicas):
            out += [(grid.device(r, s), grid.device(r, t)) for s, t in pairs]
    else:
        for p in range(grid.partitions):
            out += [(grid.device(s, p), grid.device(t, p)) for s, t in pairs]
    return out
