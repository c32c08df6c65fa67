"""Giving XLA a partitioned module (every device runs the entry on its own inputs, as XLA's
partitioned dumps and hand-written SPMD programs do) so that it runs each device's program as
written.

XLA CPU runs several partitions only through its SPMD partitioner. Two ways through it, tried in
this order:

1. **manual** (``mark_manual``): every entry instruction is marked ``sharding={manual}``, which
   tells the partitioner the program is already per device. XLA reads the collectives itself, so
   this is the independent run ``--compare-with xla`` wants. The partitioner refuses some of what
   its own optimizer writes, so two rewrites that keep the computation go first:
   variadic all-reduces become one all-reduce per operand (``SPMD partitioner supports only
   single-operand allreduce in manual partitioning mode``), and iota / mesh-axes replica groups are
   written out as lists (the StableHLO import rejects the mesh form on all-to-all).
2. **as replicas** (``as_replica_program``), when the partitioner still refuses or aborts: the
   R x P devices become R*P replicas of one partition each. ``partition-id`` and ``replica-id`` are
   computed from ``replica-id``, and every collective names its devices explicitly (the groups
   ``hlotool.ir.collectives`` derives, as the interpreter does), so each device meets the same
   devices at the same collective. No partitioner runs at all. The groups come from hlotool's
   reading of XLA's rules here, so this run is no independent check of them.
"""
from __future__ import annotations

import dataclasses

from ..ir.collectives import DeviceGrid, base_opcode, listed_groups, participant_groups, permute_pairs
from ..ir.module import Instruction, Module, unique_name
from ..ir.shape import Shape
from ..opcodes import opcodes_where
from ..sharding.model import Sharding
from .xla_normalize import NotRunnableOnXla

# Opcodes (by base opcode: -start/-done forms included) whose participants are replica_groups.
_GROUPED = opcodes_where(collective="grouped")
_PERMUTE = opcodes_where(collective="permute")
_POINT_TO_POINT = opcodes_where(collective="point-to-point")


def _rebuild(module: Module, rewrite) -> Module:
    """``rewrite(inst, taken) -> [instructions]`` over every computation."""
    computations = []
    for comp in module.computations:
        taken = {i.name for i in comp.instructions}
        new: list[Instruction] = []
        for inst in comp.instructions:
            new.extend(rewrite(inst, taken))
        computations.append(dataclasses.replace(comp, instructions=new))
    return dataclasses.replace(module, computations=computations)


# ---------------------------------------------------------------- 1. manual
def prepare_for_manual(module: Module) -> tuple[Module, list[str]]:
    """Split variadic all-reduces and write replica groups out as lists; notes for what changed."""
    counts = {"split": 0, "groups": 0}

    def rewrite(inst: Instruction, taken: set) -> list[Instruction]:
        groups = inst.attrs.get("replica_groups")
        if groups is not None and not isinstance(groups, tuple):
            counts["groups"] += 1
            inst = dataclasses.replace(inst, attrs={**inst.attrs, "replica_groups": _as_lists(groups)})
        if inst.opcode == "all-reduce" and inst.shape.is_tuple and len(inst.operand_names) > 1:
            counts["split"] += 1
            return _split_all_reduce(inst, taken)
        return [inst]
    out = _rebuild(module, rewrite)
    notes = []
    if counts["split"]:
        notes.append(f"{counts['split']} all-reduce(s) of several operands run as one all-reduce per operand "
                     f"(the same sums; XLA's SPMD partitioner takes only single-operand all-reduces in a "
                     f"program that is already per device)")
    if counts["groups"]:
        notes.append(f"{counts['groups']} collective(s) with replica_groups in iota or mesh-axes form written "
                     f"as explicit lists of the same groups (XLA's StableHLO import rejects some of them)")
    return out, notes


def _as_lists(groups) -> tuple:
    return tuple(tuple(g) for g in (listed_groups(groups) or []))


def _split_all_reduce(inst: Instruction, taken: set) -> list[Instruction]:
    parts = []
    for k, (operand, shape) in enumerate(zip(inst.operand_names, inst.shape.tuple_shapes, strict=True)):
        attrs = {key: v for key, v in inst.attrs.items() if key != "sharding"}
        parts.append(dataclasses.replace(inst, name=unique_name(f"{inst.name}.{k}", taken), shape=shape,
                                         operand_names=(operand,), attrs=attrs, is_root=False,
                                         operand_shapes=()))
    kept = {k: v for k, v in inst.attrs.items() if k in ("metadata", "sharding")}
    return parts + [dataclasses.replace(inst, opcode="tuple", operand_names=tuple(p.name for p in parts),
                                        attrs=kept, operand_shapes=())]


def mark_manual(module: Module) -> Module:
    """Every entry instruction marked ``sharding={manual}`` (one per leaf on tuples)."""
    manual = Sharding("manual")
    new = []
    for inst in module.entry.instructions:
        sharding = manual if not inst.shape.is_tuple else Sharding(
            "tuple", elements=tuple(manual for _ in inst.shape.leaves()))
        new.append(dataclasses.replace(inst, attrs={**inst.attrs, "sharding": sharding}))
    entry = dataclasses.replace(module.entry, instructions=new)
    return dataclasses.replace(module, computations=[entry if c is module.entry else c
                                                     for c in module.computations])


# ---------------------------------------------------------------- 2. as replicas
def as_replica_program(module: Module, grid: DeviceGrid) -> tuple[Module, str]:
    """The same per-device program with ``grid``'s devices as ``grid.size`` replicas (device d is
    replica d); a note saying so. Raises NotRunnableOnXla for point-to-point send/recv."""
    parts = grid.partitions
    u32 = Shape("u32", (), ())

    def rewrite(inst: Instruction, taken: set) -> list[Instruction]:
        base = base_opcode(inst.opcode)
        attrs = {k: v for k, v in inst.attrs.items() if k != "sharding"}
        if inst.opcode in ("partition-id", "replica-id"):
            # partition = device mod P, replica = device div P, with device = the new replica id.
            rid = dataclasses.replace(inst, name=unique_name(f"{inst.name}.device", taken), opcode="replica-id",
                                      attrs={}, is_root=False, shape=u32)
            size = dataclasses.replace(inst, name=unique_name(f"{inst.name}.partitions", taken), opcode="constant",
                                       attrs={}, is_root=False, shape=u32, operand_names=(),
                                       literal=_u32_literal(parts))
            op = "remainder" if inst.opcode == "partition-id" else "divide"
            return [rid, size, dataclasses.replace(inst, opcode=op, operand_names=(rid.name, size.name),
                                                   attrs=attrs, shape=u32)]
        if base in _POINT_TO_POINT:
            raise NotRunnableOnXla(f"%{inst.name} ({inst.opcode}): send/recv between partitions cannot be "
                                   f"rewritten for replicas")
        try:
            if base in _GROUPED and inst.opcode != f"{base}-done":
                groups = participant_groups(inst, grid)
                attrs.pop("channel_id", None)
                attrs.pop("use_global_device_ids", None)
                attrs["replica_groups"] = tuple(tuple(g) for g in groups)
            elif base in _PERMUTE and inst.opcode != f"{base}-done":
                pairs = permute_pairs(inst, grid)
                copies = len(pairs) // max(len(inst.attrs.get("source_target_pairs") or ()), 1)
                attrs.pop("channel_id", None)
                attrs["source_target_pairs"] = tuple(pairs)
                sizes = attrs.get("slice_sizes")
                if sizes and isinstance(sizes[0], (tuple, list)) and len(sizes) > 1:
                    attrs["slice_sizes"] = tuple(sizes) * copies
        except ValueError as e:
            raise NotRunnableOnXla(f"%{inst.name} ({inst.opcode}): {e}") from None
        return [inst if attrs == inst.attrs else dataclasses.replace(inst, attrs=attrs)]
    out = _rebuild(module, rewrite)
    header = {k: v for k, v in module.attrs.items()
              if k not in ("num_partitions", "replica_count", "allow_spmd_sharding_propagation_to_parameters",
                           "allow_spmd_sharding_propagation_to_output")}
    header["replica_count"] = grid.size
    note = (f"the {grid.size} devices run as {grid.size} replicas (replica r, partition p as replica "
            f"r*{parts}+p): partition-id, replica-id and every collective's groups are rewritten to name "
            f"the same devices, and shardings dropped; the groups are hlotool's reading of XLA's rules, "
            f"so this run does not check them independently")
    return dataclasses.replace(out, attrs=header), note


def _u32_literal(value: int):
    """A u32 scalar literal, made by parsing one (the IR's literal type belongs to the parser)."""
    from ..parser import parse
    m = parse(f"HloModule m\nENTRY e {{\n  ROOT c = u32[] constant({int(value)})\n}}\n")
    return m.entry.root.literal
