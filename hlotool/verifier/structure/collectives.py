"""Collectives: replica groups (explicit, iota, mesh axes) against the replica and partition
counts, source_target_pairs, and channel ids (XLA's verifier)."""
from __future__ import annotations

from ...ir.collectives import CROSS_PARTITION, group_mode
from ...ir.device_groups import IotaList, MeshAxesGroups
from ...opcodes import opcodes_where
from ..memo import remembered


def _check_replica_groups(groups, inst, comp, report) -> None:
    """Replica ids are >= 0, each named once, no group is empty, and together they are 0..N-1
    (XLA: 'Replica k is not named' / 'out of range')."""
    seen = set()
    for g in groups:
        if not g and len(groups) > 1:
            report("V110", "replica_groups: a replica group is empty", inst.loc, comp, inst)
            return
        for r in g:
            if r < 0 or r in seen:
                report("V110", f"replica_groups: replica {r} is {'negative' if r < 0 else 'repeated'}",
                       inst.loc, comp, inst)
                return
            seen.add(r)
    missing = sorted(set(range(len(seen))) - seen)
    if missing:
        report("V110", f"replica_groups name {len(seen)} replicas but not replica {missing[0]}: together the "
                       f"groups must be 0..{len(seen) - 1}", inst.loc, comp, inst)


# Collectives whose replica_groups must name every participant once.
_GROUPED = opcodes_where(groups_cover_devices=True)


def device_counts(module, replicas: int | None = None, partitions: int | None = None):
    """(replicas, partitions) the collectives run on: the given counts (``verify --replicas
    --partitions``), else the module header's ``replica_count`` / ``num_partitions``; None where
    neither states one."""
    if replicas is None:
        r = module.attrs.get("replica_count")
        replicas = r if isinstance(r, int) else None
    if partitions is None:
        p = module.attrs.get("num_partitions")
        partitions = p if isinstance(p, int) else None
    return replicas, partitions


def _check_group_counts(inst, groups, counts, comp, report) -> None:
    """With the replica and partition counts known (the header's replica_count/num_partitions, or
    verify's --replicas/--partitions), the groups name exactly the participants of the group mode
    (XLA: "In kCrossReplica mode, replica groups should contain 8 replicas, but found 2")."""
    replicas, partitions = counts
    if replicas is None and partitions is None:
        return
    replicas = replicas if replicas is not None else 1
    partitions = partitions if partitions is not None else 1
    mode = group_mode(inst)
    expected = {"cross-replica": replicas, "cross-partition": partitions,
                "cross-replica-and-partition": replicas, "flattened-id": replicas * partitions}[mode]
    if isinstance(groups, IotaList):
        found = 1
        for d in groups.dims:
            found *= d
    elif isinstance(groups, MeshAxesGroups):
        found = groups.num_devices
    elif groups:
        found = sum(len(g) for g in groups)
    else:
        return
    if found != expected:
        report("V110", f"in {mode} mode the replica groups must name {expected} "
                       f"{'partitions' if mode == CROSS_PARTITION else 'ids'} (replica_count={replicas}, "
                       f"num_partitions={partitions}), found {found}"
                       + (f": the mesh has {found} devices" if isinstance(groups, MeshAxesGroups) else ""),
               inst.loc, comp, inst)


def _check_permute_ids(inst, pairs, counts, comp, report) -> None:
    replicas, partitions = counts
    limit = partitions if inst.attribute_map.get("channel_id") is not None else replicas
    if not isinstance(limit, int):
        return
    bad = next((i for p in pairs for i in p if i >= limit), None)
    if bad is not None:
        what = "num_partitions" if inst.attribute_map.get("channel_id") is not None else "replica_count"
        report("V110", f"source_target_pairs name {bad}, but {what}={limit}", inst.loc, comp, inst)


# Meshes with more devices are checked without listing their groups.
_MAX_EXPANDED_DEVICES = 1 << 18


def _mesh_groups(groups, inst, comp, report):
    """The explicit groups of a mesh-axes form; None where XLA refuses it (reported) or where it is
    too big to list."""
    why = groups.problem()
    if why is not None:
        report("V110", why, inst.loc, comp, inst)
        return None
    if groups.num_devices > _MAX_EXPANDED_DEVICES:
        return None
    return tuple(tuple(row) for row in groups.expand().tolist())


_COLLECTIVE_KEYS = frozenset({"replica_groups", "use_global_device_ids", "source_target_pairs", "channel_id"})
_ALL_REDUCES = frozenset({"all-reduce", "all-reduce-start"})


def _collective_instructions(module) -> list:
    """(computation, instruction), in module order, for each instruction with a collective's attribute
    (_COLLECTIVE_KEYS) or an all-reduce: what check_collectives and check_channels look at, found once per verify
    run (by attribute map: a parsed module's are shared between instructions)."""
    return remembered(("collectives", id(module)), lambda: _find_collective_instructions(module))


def _find_collective_instructions(module) -> list:
    relevant: dict = {}      # id(attribute map) -> whether it has a collective's key
    found = []
    for comp in module.computations:
        for inst in comp.instructions:
            attrs = inst.attribute_map
            checked = relevant.get(id(attrs))
            if checked is None:
                checked = relevant[id(attrs)] = not _COLLECTIVE_KEYS.isdisjoint(attrs)
            if checked or inst.opcode in _ALL_REDUCES:
                found.append((comp, inst))
    return found


def check_collectives(module, report, replicas: int | None = None, partitions: int | None = None):
    """replica_groups, source_target_pairs and channel_id; ``replicas`` / ``partitions`` override the
    header's counts."""
    counts = device_counts(module, replicas, partitions)
    for comp, inst in _collective_instructions(module):
        attrs = inst.attribute_map
        if _COLLECTIVE_KEYS.isdisjoint(attrs):     # (an all-reduce without them)
            continue
        groups = attrs.get("replica_groups")
        if isinstance(groups, MeshAxesGroups):
            if groups.problem() is None and inst.opcode in _GROUPED:
                _check_group_counts(inst, groups, counts, comp, report)
            groups = _mesh_groups(groups, inst, comp, report)
        elif isinstance(groups, IotaList) and groups.problem() is not None:
            report("V110", groups.problem(), inst.loc, comp, inst)    # XLA's compiler aborts on it
            groups = None
        elif inst.opcode in _GROUPED and isinstance(groups, (tuple, IotaList)):
            _check_group_counts(inst, groups, counts, comp, report)
        if inst.attribute_map.get("use_global_device_ids") is True:
            if inst.attribute_map.get("channel_id") is None:
                report("V110", "use_global_device_ids=true needs a channel_id", inst.loc, comp, inst)
            if isinstance(groups, tuple) and not any(groups):
                report("V110", "with use_global_device_ids=true the replica groups cannot be empty",
                       inst.loc, comp, inst)
        if isinstance(groups, tuple):
            _check_replica_groups(groups, inst, comp, report)
            sizes = {len(g) for g in groups}
            if len(sizes) > 1 and inst.opcode in ("all-gather", "all-gather-start", "reduce-scatter",
                                                  "all-to-all"):
                report("V110", f"replica_groups of {inst.opcode} must all have the same size, found sizes "
                               f"{sorted(sizes)}", inst.loc, comp, inst)
        pairs = inst.attribute_map.get("source_target_pairs")
        if isinstance(pairs, tuple):
            allowed = _permute_slots(inst)
            _check_permute_ids(inst, pairs, counts, comp, report)
            srcs, dsts = [p[0] for p in pairs], [p[1] for p in pairs]
            worst = max((ids.count(i) for ids in (srcs, dsts) for i in set(ids)), default=0)
            if worst > allowed or min(srcs + dsts, default=0) < 0:
                report("V110", f"source_target_pairs: each source and each target may appear "
                               f"{'once' if allowed == 1 else f'at most {allowed} times'}, and ids must "
                               "be >= 0", inst.loc, comp, inst)
        ch = inst.attribute_map.get("channel_id")
        if ch is not None and (not isinstance(ch, int) or ch < 0):
            report("V110", f"channel_id must be a non-negative integer, found {ch}", inst.loc, comp, inst)


def _permute_slots(inst) -> int:
    """How often an id may appear among a collective-permute's sources (and its targets): once, or in
    the in-place form (input, output, input offsets, output offsets) once per entry of the input
    offsets (per entry of its first element where the buffers are tuples), as XLA counts."""
    if len(inst.operands) != 4:
        return 1
    offsets = inst.operands[2].shape
    if inst.operands[0].shape.is_array:
        return len(offsets.tuple_shapes) if offsets.is_tuple else 1
    first = offsets.tuple_shapes[0] if offsets.is_tuple and offsets.tuple_shapes else None
    return len(first.tuple_shapes) if first is not None and first.is_tuple else 1


def _channel_family(opcode: str) -> str:
    # Collectives may share a channel id (jax's shard_map output does, and XLA compiles it); host
    # send/recv may not share one with anything else.
    return "send/recv" if opcode in ("send", "recv", "send-done", "recv-done") else "collective"


def uses_channels(comp) -> bool:
    """Whether ``comp`` has an instruction check_channels compares across the module: a channel_id, an all-reduce."""
    return any(i.opcode in ("all-reduce", "all-reduce-start") or "channel_id" in i.attrs for i in comp.instructions)


def check_channels(module, report):
    """A send/recv channel id serves only send/recv; all-reduces are all layout-constrained or none
    is (XLA's verifier)."""
    families: dict = {}
    constrained: dict = {}
    for comp, inst in _collective_instructions(module):
        # (every instruction with a channel_id is among them, and every all-reduce)
        attrs = inst.attribute_map
        ch = attrs.get("channel_id")
        if isinstance(ch, int):
            first = families.setdefault(ch, (_channel_family(inst.opcode), inst))
            if first[0] != _channel_family(inst.opcode):
                report("V110", f"channel_id={ch} is used by {inst.opcode} and by {first[1].opcode} "
                               f"{first[1].name}: a send/recv channel serves only send and recv",
                       inst.loc, comp, inst)
        if inst.opcode in ("all-reduce", "all-reduce-start"):
            flag = inst.attribute_map.get("constrain_layout") is True
            other = constrained.setdefault(not flag, None)
            constrained.setdefault(flag, inst)
            if other is not None:
                report("V110", f"{inst.name} has constrain_layout={str(flag).lower()} but {other.name} "
                               f"has {str(not flag).lower()}: all all-reduces of a module must agree",
                       inst.loc, comp, inst)
