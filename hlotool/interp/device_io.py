"""A module on every device of its grid: inputs per device, outputs per device and global.

``run.run_devices(module, grid, args_per_device)`` runs the entry computation once per device
(``rendezvous.run_on_devices``), each on its own inputs, made here:

- a global array ``argI`` is split per the parameter's ``sharding=`` (tiled, iota, partially
  replicated, replicated, maximal); a parameter without a sharding gets the whole array on every
  device; a manual sharding has no global view, so it needs per-device arrays;
- a per-device array ``argI_devD`` is device D's input as is.

Outputs come back per device, and as global arrays assembled from the entry ROOT's sharding. A
ROOT without a sharding is replicated in effect when every device computed the same value (the
global output is device 0's copy); when devices differ there is no global value to give, and the
result says so instead of guessing.
"""
from __future__ import annotations

from pathlib import Path
from typing import Any

import numpy as np

from ..custom_calls import custom_call_target
from ..ir.collectives import DeviceGrid
from ..ir.module import Module
from .errors import InputMismatch
from .values import flatten


class DeviceRun(list):
    """The global outputs (flattened leaves; None where no global value exists), with
    ``per_device[d]`` the leaves device ``d`` computed, ``grid`` the device grid and ``notes``
    what could not be assembled and why."""

    def __init__(self, outputs, per_device, grid: DeviceGrid, notes=()):
        super().__init__(outputs)
        self.per_device: list[list[Any]] = per_device
        self.grid = grid
        self.notes: list[str] = list(notes)

    @property
    def outputs(self) -> list:
        return list(self)

    def differs(self, j: int) -> bool:
        """Whether devices computed different values for output ``j``."""
        first = self.per_device[0][j]
        return any(not _same(first, p[j]) for p in self.per_device[1:])


def _is_array(v) -> bool:
    return isinstance(v, (np.ndarray, np.generic))


def _same(a, b) -> bool:
    if not _is_array(a) or not _is_array(b):
        return type(a) is type(b)
    a, b = np.asarray(a), np.asarray(b)
    if a.shape != b.shape or a.dtype != b.dtype:
        return False
    return a.tobytes() == b.tobytes()


def global_view_devices(module: Module) -> int:
    """Devices a global-view module is partitioned over (its largest Shardy mesh, the header's
    num_partitions, the largest tiling of a sharding in the entry); 0 if it is not a global view."""
    from ..parser.sharding_sdy import parse_sdy_meshes
    from ..sharding.model import ShardingError
    try:
        meshes = parse_sdy_meshes(module.attrs.get("frontend_attributes"))
    except ShardingError:
        meshes = {}
    markers = False
    size = max((m.size for m in meshes.values()), default=1)
    for inst in module.instructions():
        if inst.opcode != "custom-call":
            continue
        # the partitioner's annotations mark a global view (not yet partitioned by XLA's SPMD partitioner)
        record = custom_call_target(str(inst.attrs.get("custom_call_target")))
        if record is not None and record.global_view:
            markers = True
            if record.manual_region == "enter" and inst.operands:     # GSPMD: the operand carries the tiling
                size = max(size, _tiled_devices(inst.operands[0].attrs.get("sharding")))
    if not meshes and not markers:
        return 0
    for inst in module.entry.instructions:
        size = max(size, _tiled_devices(inst.attrs.get("sharding")))
    declared = module.attrs.get("num_partitions")
    return max(size, declared if isinstance(declared, int) else 1)


def _tiled_devices(sharding) -> int:
    if sharding is None:
        return 1
    if getattr(sharding, "kind", None) == "tuple":
        return max((_tiled_devices(e) for e in sharding.elements), default=1)
    if getattr(sharding, "kind", None) == "named":
        sharding = sharding.gspmd()
    if getattr(sharding, "kind", None) == "tiled" and sharding.tile_dims:
        return int(np.prod(sharding.tile_dims))
    return 1


def resolve_grid(module: Module, replicas: int | None = None, partitions: int | None = None) -> DeviceGrid:
    """The grid to run on: the header's sizes, overridden by ``replicas`` / ``partitions``. Asking
    for fewer devices than the module declares is an error (it never quietly runs as one device).

    A global view (the module before XLA's SPMD partitioner: Shardy meshes or sharding custom calls,
    as `--xla_dump_to` writes `before_optimizations` of a sharded jit, `num_partitions=N` in its
    header) computes on global arrays: it runs once, on one device, its manual (shard_map) regions
    on their meshes, unless --replicas / --partitions ask otherwise."""
    declared = DeviceGrid.of_module(module)
    if (replicas is None and partitions is None and declared.replicas == 1 and declared.partitions > 1
            and global_view_devices(module)):
        return DeviceGrid(1, 1)
    grid = DeviceGrid(replicas or declared.replicas, partitions or declared.partitions)
    for what, want, have in (("replica_count", declared.replicas, grid.replicas),
                             ("num_partitions", declared.partitions, grid.partitions)):
        if have < 1:
            raise InputMismatch(f"--{'replicas' if what == 'replica_count' else 'partitions'} must be >= 1")
        if have < want:
            raise InputMismatch(
                f"the module declares {what}={want}, but the run asks for {have}: its collectives "
                f"and ids assume {want}; run it with at least that many "
                f"({'--replicas' if what == 'replica_count' else '--partitions'} {want})")
    return grid


def parameter_sharding(param):
    sh = param.attrs.get("sharding")
    return sh if sh is not None and getattr(sh, "kind", None) is not None else None


def split_argument(param, value, grid: DeviceGrid) -> list:
    """One global argument as the value each device receives (by device id)."""
    sharding = parameter_sharding(param)
    shape = param.shape
    if sharding is None or grid.partitions == 1:
        # Without partitions a sharding only places data (a global-view module, as jax lowers it).
        return [value] * grid.size
    from ..placement.blocks import leaf_shardings, placement_of_hlo_sharding, split
    from ..sharding.model import ShardingError
    leaves_shapes = shape.leaves() if shape.is_tuple else [shape]
    leaves_values = flatten(value) if shape.is_tuple else [value]
    try:
        shardings = leaf_shardings(sharding, shape)
        per_leaf = []
        for s, sh, v in zip(leaves_shapes, shardings, leaves_values, strict=True):
            if not s.is_array:
                per_leaf.append([v] * grid.size)
                continue
            placement = placement_of_hlo_sharding(sh, tuple(np.shape(v)), grid.partitions)
            blocks = split(np.asarray(v), placement)
            per_leaf.append([blocks[grid.coords(d)[1]] for d in range(grid.size)])
    except ShardingError as e:
        raise InputMismatch(f"parameter {param.parameter_number} (%{param.name}): cannot split the global "
                            f"array by its sharding: {e}") from None
    if not shape.is_tuple:
        return per_leaf[0]
    return [_unflatten(shape, [leaf[d] for leaf in per_leaf]) for d in range(grid.size)]


def global_shape(param):
    """The shape of the global array a sharded parameter is a block of: its declared (local)
    shape times the shards per dimension of a tiled sharding; the shape itself otherwise."""
    sharding = parameter_sharding(param)
    if sharding is None:
        return param.shape
    from ..ir.shape import Shape
    from ..placement.blocks import leaf_shardings
    from ..sharding.model import ShardingError

    def grow(shape, sh):
        if not shape.is_array or sh is None:
            return shape
        counts = shards_per_dim(sh, len(shape.dims))
        return Shape(shape.element_type, tuple(d * c for d, c in zip(shape.dims, counts, strict=True)), shape.dynamic)
    try:
        if not param.shape.is_tuple:
            return grow(param.shape, leaf_shardings(sharding, param.shape)[0])
        grown = iter(grow(s, sh)
                     for s, sh in zip(param.shape.leaves(), leaf_shardings(sharding, param.shape), strict=True))

        def rebuild(shape):
            if shape.is_tuple:
                return Shape("tuple", tuple_shapes=tuple(rebuild(t) for t in shape.tuple_shapes))
            return next(grown)
        return rebuild(param.shape)
    except ShardingError as e:
        raise InputMismatch(f"parameter {param.parameter_number} (%{param.name}): {e}") from None


def _unflatten(shape, leaves: list):
    it = iter(leaves)

    def build(s):
        if s.is_tuple:
            return tuple(build(t) for t in s.tuple_shapes)
        return next(it)
    return build(shape)


def device_arguments(module: Module, grid: DeviceGrid, global_args: dict[int, Any],
                     device_args: dict[tuple[int, int], Any]) -> list[list]:
    """Each device's entry arguments from global arrays (by parameter number) and per-device
    arrays (by (parameter number, device))."""
    params = module.entry.parameters
    beyond = sorted({d for _, d in device_args if d >= grid.size})
    if beyond:
        # Per-device arrays of a larger grid (an io.npz written for the partitioned program, used
        # with its global-view module): the global arrays are the inputs here.
        if all(i in global_args for i in range(len(params))):
            device_args = {}
        else:
            raise InputMismatch(f"per-device inputs name device {beyond[-1]}, but the run has {grid.size} "
                                f"device(s) ({grid.replicas} replica(s) x {grid.partitions} partition(s))")
    per_device: list[list] = [[None] * len(params) for _ in range(grid.size)]
    for i, p in enumerate(params):
        have_all = all((i, d) in device_args for d in range(grid.size))
        some = [d for d in range(grid.size) if (i, d) in device_args]
        if have_all:
            for d in range(grid.size):
                per_device[d][i] = device_args[(i, d)]
        elif some and i not in global_args:
            missing = [d for d in range(grid.size) if (i, d) not in device_args]
            raise InputMismatch(f"parameter {i} (%{p.name}): per-device inputs arg{i}_devD are missing for "
                                f"devices {missing} (the grid has {grid.size}) and no global arg{i} is given")
        elif i in global_args:
            values = split_argument(p, global_args[i], grid)
            for d in range(grid.size):
                per_device[d][i] = device_args.get((i, d), values[d])
        else:
            raise InputMismatch(f"parameter {i} (%{p.name}) has no input: give arg{i} (global) or "
                                f"arg{i}_dev0..arg{i}_dev{grid.size - 1}")
    extra = sorted({i for i in global_args if i >= len(params)} | {i for i, _ in device_args if i >= len(params)})
    if extra:
        raise InputMismatch(f"the entry computation {module.entry.name} takes {len(params)} argument(s), "
                            f"got inputs for argument {extra[0]}")
    return per_device


def assemble_outputs(module: Module, grid: DeviceGrid, per_device: list[list], output_sharding=None
                     ) -> tuple[list, list[str]]:
    """Global outputs from the per-device leaves, by the entry ROOT's sharding, else by ``output_sharding``
    (the result's sharding taken from elsewhere: optimized modules carry none on their ROOT), which may also
    be a ``ResultPlacementHint``: where no file records the result's sharding, each differing output's
    placement is then inferred (hlotool.placement.inference) and the note says so."""
    from ..placement.inference import ResultPlacementHint, infer_result_placement
    hint = output_sharding if isinstance(output_sharding, ResultPlacementHint) else None
    if hint is not None:
        output_sharding = None
    root = module.entry.root
    sharding = root.attrs.get("sharding") or output_sharding
    if sharding is None:
        ShardingError = ValueError   # not raised without a sharding
    else:
        from ..placement.blocks import assemble, leaf_shardings, placement_of_hlo_sharding
        from ..sharding.model import ShardingError
    leaves = root.shape.leaves() if root.shape.is_tuple else [root.shape]
    notes: list[str] = []
    outputs: list = []
    try:
        shardings = leaf_shardings(sharding, root.shape) if sharding is not None else [None] * len(leaves)
    except ShardingError as e:
        shardings = [None] * len(leaves)
        notes.append(f"the entry ROOT's sharding does not fit its shape ({e}); outputs are per device only")
    for j, (shape, sh) in enumerate(zip(leaves, shardings, strict=True)):
        blocks = [p[j] for p in per_device]
        if not _is_array(blocks[0]):
            outputs.append(blocks[0])
            continue
        if sh is None and hint is not None and len(hint.global_dims) == len(leaves) and grid.replicas == 1 and (
                tuple(np.shape(blocks[0])) != hint.global_dims[j]
                or not all(_same(blocks[0], b) for b in blocks[1:])):
            value, how = infer_result_placement(hint, j, blocks)
            outputs.append(value)
            if value is None:
                notes.append(f"out{j}: no file records the result's sharding and it cannot be "
                             f"inferred: {how}; see out{j}_devD")
            else:
                notes.append(f"out{j}: sharding inferred as {how} over the mesh of {Path(hint.source).name} "
                             "from the per-device values: no file records it (give "
                             "--output-shardings-from to be sure)")
            continue
        if sh is None or sh.kind == "replicated":
            if all(_same(blocks[0], b) for b in blocks[1:]):
                outputs.append(blocks[0])
            else:
                outputs.append(None)
                differing = [d for d, b in enumerate(blocks) if not _same(blocks[0], b)]
                why = "its sharding is replicated" if sh is not None else "the entry ROOT has no sharding"
                notes.append(f"out{j}: devices {differing} differ from device 0 and {why}, so there is no "
                             f"global value; see out{j}_devD")
            continue
        try:
            # Every replica holds the same partitioned value: assemble from replica 0's partitions.
            part_blocks = [blocks[grid.device(0, p)] for p in range(grid.partitions)]
            placement = placement_of_hlo_sharding(sh, _global_dims(shape, sh, part_blocks), grid.partitions)
            outputs.append(assemble(part_blocks, placement, _global_dims(shape, sh, part_blocks)))
        except ShardingError as e:
            outputs.append(None)
            notes.append(f"out{j}: cannot assemble a global value from its sharding: {e}")
    return outputs, notes


def _global_dims(shape, sharding, blocks) -> tuple[int, ...]:
    """The global shape of a partitioned result: the local shape times the shards per dimension
    (the local shape is the ceil size of each shard; XLA's dumps do not record the exact global
    size, so uneven shards cannot be told from padding)."""
    counts = shards_per_dim(sharding, len(shape.dims))
    return tuple(int(d) * c for d, c in zip(shape.dims, counts, strict=True))


def shards_per_dim(sharding, rank: int) -> tuple[int, ...]:
    """Blocks along each data dimension under a GSPMD sharding (1 where it is not tiled)."""
    if sharding is None or sharding.kind != "tiled" or not sharding.tile_dims:
        return (1,) * rank
    return tuple(int(t) for t in sharding.tile_dims[:rank])
