"""shard_map regions of global-view modules: the manual computation runs once per device.

``jax.jit(f).lower(...)`` of a program with ``shard_map`` gives one global program whose manual
region is marked by custom-calls (jax 0.10 with Shardy):

    local = xla.sdy.GlobalToLocalShape(global...)   in_shardings, manual_axes
    out   = call(local...), to_apply=xla.sdy.manual_computation_body...
    glob  = xla.sdy.LocalToGlobalShape(out...)      out_shardings

and, in older jax (GSPMD), ``SPMDFullToShardShape`` / ``SPMDShardToFullShape`` after a
``Sharding`` custom-call that carries the operand's tiling. The rest of the module runs once,
globally. GlobalToLocal splits each global value into the blocks its sharding gives each device
of the mesh (a ``PerDevice`` value), the call runs its computation on every device of the mesh
with the collectives meeting across them, and LocalToGlobal assembles the blocks back.

Only the manual axes split the values; devices that differ only along other (automatic) axes
get the same block and compute the same result, which is what the partitioner arranges.
"""
from __future__ import annotations

import numpy as np

from ...custom_calls import targets_where
from ...ir.collectives import DeviceGrid
from ..errors import InterpError
from .custom_call import custom_call, result_shapes

ENTER_TARGETS = targets_where(manual_region="enter")


class PerDevice:
    """One value of a manual region: ``values[d]`` is device d's block (devices of the mesh)."""
    __slots__ = ("values",)

    def __init__(self, values: list):
        self.values = values

    def __array__(self, *args, **kwargs):
        raise InterpError("a per-device value of a shard_map region is used outside its manual "
                          "computation: hlotool runs manual regions only as a call between "
                          "GlobalToLocalShape/SPMDFullToShardShape and LocalToGlobalShape/SPMDShardToFullShape")

    def __repr__(self) -> str:
        return f"PerDevice({len(self.values)} devices)"


def _frontend(inst, key):
    fa = inst.attrs.get("frontend_attributes")
    return fa.get(key) if fa is not None and hasattr(fa, "get") else None


def _module_meshes(ctx):
    from ...parser.sharding_sdy import parse_sdy_meshes
    from ...sharding.model import ShardingError
    try:
        return parse_sdy_meshes(ctx.module.attrs.get("frontend_attributes"))
    except ShardingError as e:
        raise InterpError(f"the module's xla.sdy.meshes: {e}") from None


def _sdy_placements(inst, ctx, key, values_dims):
    """Placements of the values of a GlobalToLocal/LocalToGlobal custom-call, restricted to its
    manual axes, and the number of devices of the mesh."""
    from ...parser.sharding_sdy import parse_manual_axes, parse_sdy_shardings
    from ...placement.blocks import placement_of_sdy
    from ...sharding.model import ShardingError
    text = _frontend(inst, key)
    if text is None:
        raise InterpError(f"{inst.attrs.get('custom_call_target')} without frontend attribute {key}", inst)
    meshes = _module_meshes(ctx)
    try:
        shardings = parse_sdy_shardings(str(text))
        manual = _frontend(inst, "xla.sdy.manual_axes")
        axes = parse_manual_axes(str(manual)) if manual is not None else None
        if len(shardings) != len(values_dims):
            raise ShardingError(f"{len(shardings)} shardings for {len(values_dims)} values")
        placements = [placement_of_sdy(sh, meshes, dims, axes=axes)
                      for sh, dims in zip(shardings, values_dims, strict=True)]
    except ShardingError as e:
        raise InterpError(f"{key}: {e}", inst) from None
    return placements


def _results(inst, values):
    return tuple(values) if inst.shape.is_tuple else values[0]


def _leaf_dims(inst):
    return [tuple(s.dims) for s in result_shapes(inst)]


def _split(inst, value, placement, local):
    from ...placement.blocks import split
    from ...sharding.model import ShardingError
    try:
        blocks = split(np.asarray(value), placement)
    except ShardingError as e:
        raise InterpError(str(e), inst) from None
    for b in blocks:
        if tuple(b.shape) != tuple(local):
            raise InterpError(f"the sharding gives blocks of shape {tuple(b.shape)}, but the region declares "
                              f"{tuple(local)}", inst)
    return PerDevice(blocks)


def _assemble(inst, value, placement, dims):
    from ...placement.blocks import assemble
    from ...sharding.model import ShardingError
    if not isinstance(value, PerDevice):      # computed outside any region: the same everywhere
        return value
    try:
        return assemble(value.values, placement, dims)
    except ShardingError as e:
        raise InterpError(str(e), inst) from None


def _not_nested(inst, ctx):
    if ctx.device.grid.size > 1:
        raise InterpError("a shard_map region inside a program that already runs on several devices "
                          "(a partitioned module) is not supported", inst)


@custom_call("xla.sdy.GlobalToLocalShape")
def cc_global_to_local(inst, args, ctx):
    _not_nested(inst, ctx)
    locals_ = _leaf_dims(inst)
    placements = _sdy_placements(inst, ctx, "xla.sdy.in_shardings", [np.shape(a) for a in args])
    return _results(inst, [_split(inst, a, p, loc) for a, p, loc in zip(args, placements, locals_, strict=True)])


@custom_call("xla.sdy.LocalToGlobalShape")
def cc_local_to_global(inst, args, ctx):
    dims = _leaf_dims(inst)
    placements = _sdy_placements(inst, ctx, "xla.sdy.out_shardings", dims)
    return _results(inst, [_assemble(inst, a, p, d) for a, p, d in zip(args, placements, dims, strict=True)])


def _gspmd_placement(inst, sharding, dims):
    from ...placement.blocks import placement_of_hlo_sharding
    from ...sharding.model import ShardingError
    if sharding is None:
        raise InterpError("no sharding to split or assemble by", inst)
    sharding = sharding.gspmd()          # a named (mesh-axes) sharding as its tiled equivalent
    n = int(np.prod(sharding.tile_dims)) if sharding.kind == "tiled" and sharding.tile_dims else 1
    try:
        return placement_of_hlo_sharding(sharding, dims, n)
    except ShardingError as e:
        raise InterpError(str(e), inst) from None


@custom_call("SPMDFullToShardShape")
def cc_full_to_shard(inst, args, ctx):
    """The operand's tiling is the sharding of the ``Sharding`` custom-call that produces it."""
    _not_nested(inst, ctx)
    source = inst.operands[0] if inst.operands else None
    sharding = source.attrs.get("sharding") if source is not None else None
    placement = _gspmd_placement(inst, sharding, np.shape(args[0]))
    return _split(inst, args[0], placement, tuple(inst.shape.dims))


@custom_call("SPMDShardToFullShape")
def cc_shard_to_full(inst, args, ctx):
    value = args[0]
    dims = tuple(inst.shape.dims)
    if not isinstance(value, PerDevice):
        return value
    sharding = inst.attrs.get("sharding")
    placement = _gspmd_placement(inst, sharding, dims)
    if placement.num_devices == 1 and len(value.values) > 1:     # replicated: one copy per device
        from ...placement.blocks import Placement
        placement = Placement(placement.shards, placement.tiles * len(value.values), False, placement.source)
    return _assemble(inst, value, placement, dims)


def is_manual_region_call(inst) -> bool:
    """A call whose operands come out of a GlobalToLocal / FullToShard custom-call."""
    if inst.opcode != "call":
        return False
    for op in inst.operands:
        while op.opcode == "get-tuple-element" and op.operands:
            op = op.operands[0]
        if op.opcode == "custom-call" and str(op.attrs.get("custom_call_target")) in ENTER_TARGETS:
            return True
    return False


def run_manual_region(inst, args, ctx):
    """Run the called computation on every device of the region's mesh, each on its blocks."""
    from ..rendezvous import run_on_devices
    counts = {len(a.values) for a in args if isinstance(a, PerDevice)}
    if len(counts) != 1:
        raise InterpError(f"the operands of a manual region come from meshes of {sorted(counts)} devices", inst)
    n = counts.pop()
    comp = inst.called_computations[0]

    def on_device(d, state):
        return ctx.fork(state).call(comp, [a.values[d] if isinstance(a, PerDevice) else a for a in args])
    results = run_on_devices(on_device, DeviceGrid(1, n))
    if comp.root.shape.is_tuple:
        k = len(comp.root.shape.tuple_shapes)
        return tuple(PerDevice([r[i] for r in results]) for i in range(k))
    return PerDevice(results)
