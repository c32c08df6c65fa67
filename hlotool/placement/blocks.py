"""Where each device's block of a global array lives: split a global array into per-device blocks
and assemble per-device blocks back, for the two sharding languages of HLO text.

Both languages convert to one ``Placement``: the number of blocks along each data dimension and,
per device id, the block index that device holds (``None``: it holds no part of the value).

* GSPMD ``HloSharding`` (``sharding={devices=[4,1]<=[4]}``, parsed into ``hlotool.sharding.model.Sharding``):
  the tile assignment is an array of shape ``tile_dims`` whose entries are device ids; its first
  ``rank`` dimensions tile the data, further ones (``last_tile_dim_replicate``,
  ``last_tile_dims={replicated, manual}``) are replication or manual subgroups.
* XLA's named sharding (``sharding={mesh['x'=2,'y'=2], [{'x'}, {}]}``, ``Sharding.kind == "named"``)
  places data as its GSPMD equivalent, ``NamedSharding.to_tiled()`` (XLA's V3-to-V2 conversion:
  the dimension shardings' axes tile the data, the manual / unreduced / remaining axes become
  subgroup dimensions).
* Shardy (``#sdy.mesh<["x"=2, "y"=2]>``, ``#sdy.sharding<@mesh, [{"x"}, {}]>``, ...), which jax writes
  into pre-partitioning HLO as frontend attributes: a dimension sharded on axes ``{"a", "b"}`` (major
  to minor) has ``size(a) * size(b)`` blocks, and the device at mesh coordinate ``c`` holds block
  ``c[a] * size(b) + c[b]``. The device at ``c`` is the row-major index of ``c``, mapped through the
  mesh's ``device_ids`` when given.

Blocks follow XLA's partitioner: along a dimension of size ``d`` cut into ``n`` blocks every block
is ``ceil(d / n)`` long (the local shape) and block ``i`` covers ``[min(i*c, d), min((i+1)*c, d))``;
``split`` pads the short blocks at the end with zeros, ``assemble`` crops the padding.

Semantics chosen where a sharding has no single global value:
* ``{maximal device=k}``: the value exists on device k only. XLA's partitioner gives every device a
  buffer of the full shape but masks the others' contents before use (``PartitionedHlo::Broadcast``),
  so ``split`` gives device k the array and every other device zeros of the same shape; ``assemble``
  reads device k's copy.
* manual (``{manual}`` or a ``manual`` subgroup): each device's value is its own; there is no global
  view to split or assemble, so both raise (the caller supplies per-device values).
* unreduced (``{unreduced}``, ``last_tile_dims={unreduced}``, sdy ``unreduced={...}``): the global value
  is a sum of per-device partial values; not supported, raises.
"""
from __future__ import annotations

from dataclasses import dataclass, field
from itertools import product
from math import prod
from typing import Iterable, Mapping, Sequence, cast

import numpy as np

from ..fmt.values import sharding_text
from ..ir.shape import Shape
from ..sharding.model import SdyAxis, SdyMesh, SdySharding, Sharding, ShardingError


# ---------------------------------------------------------------- the common representation
@dataclass(frozen=True)
class Placement:
    """Which block of a global array each device holds."""
    shards: tuple[int, ...]                       # number of blocks along each data dim
    tiles: tuple[tuple[int, ...] | None, ...]     # indexed by device id: its block, or None: holds nothing
    manual: bool = False                          # per-device values without a global view
    source: str = field(default="", compare=False)   # the sharding's text, for messages

    @property
    def num_devices(self) -> int:
        return len(self.tiles)

    def holders(self) -> dict[tuple[int, ...], list[int]]:
        """Each block index -> the devices holding it, in increasing order."""
        out: dict[tuple[int, ...], list[int]] = {}
        for device, tile in enumerate(self.tiles):
            if tile is not None:
                out.setdefault(tile, []).append(device)
        return out


def _everywhere(rank: int, num_devices: int, source: str, manual: bool = False) -> Placement:
    return Placement((1,) * rank, ((0,) * rank,) * num_devices, manual, source)


# ---------------------------------------------------------------- GSPMD HloSharding
def _tile_assignment(s: Sharding, text: str) -> np.ndarray:
    if s.iota is not None:
        iota = s.iota
        if (prod(iota.reshape_dims) != prod(iota.dims)
                or (iota.transpose and sorted(iota.transpose) != list(range(len(iota.reshape_dims))))):
            raise ShardingError(f"sharding {text}: iota tile assignment {iota.to_text()} is malformed: expected "
                                "[dims]<=[reshape dims] with equal element counts and T(...) a permutation "
                                "of the reshape dims")
        return iota.expand()
    if not s.tile_dims or len(s.devices) != prod(s.tile_dims):
        raise ShardingError(f"sharding {text}: expected {prod(s.tile_dims) if s.tile_dims else 'some'} device "
                            f"ids after devices=[{','.join(map(str, s.tile_dims))}], found {len(s.devices)}")
    return np.array(s.devices, dtype=np.int64).reshape(s.tile_dims)


def placement_of_hlo_sharding(sharding: Sharding, dims: Sequence[int], num_devices: int) -> Placement:
    """The placement of an array of shape ``dims`` under a non-tuple GSPMD sharding over
    ``num_devices`` devices (a tiled sharding must name each of them exactly once, as XLA requires)."""
    text, rank = sharding_text(sharding), len(dims)
    if sharding.kind == "named":
        # A named sharding places data as its GSPMD equivalent (XLA's V3-to-V2 conversion).
        try:
            assert sharding.named is not None       # (kind "named" holds one)
            sharding = sharding.named.to_tiled()
        except ValueError as e:
            raise ShardingError(f"sharding {text}: {e}") from None
    kind = sharding.kind
    if kind == "tuple":
        raise ShardingError(f"sharding {text} is a tuple sharding; expected one for an array "
                            "(use leaf_shardings for tuple-shaped values)")
    if kind == "replicated":
        return _everywhere(rank, num_devices, text)
    if kind == "manual":
        return _everywhere(rank, num_devices, text, manual=True)
    if kind == "maximal":
        if sharding.device is None or not 0 <= sharding.device < num_devices:
            raise ShardingError(f"sharding {text}: expected a device id in [0, {num_devices})")
        tiles: list[tuple[int, ...] | None] = [None] * num_devices
        tiles[sharding.device] = (0,) * rank
        return Placement((1,) * rank, tuple(tiles), False, text)
    if kind != "tiled":
        raise ShardingError(f"sharding {text} is not supported: expected replicated, maximal, manual or "
                            "devices=[...] (an unreduced value is a sum of per-device parts; unknown is "
                            "only a propagation placeholder)")
    subgroups = ("replicated",) if sharding.last_tile_dim_replicate else sharding.last_tile_dims
    if sharding.last_tile_dim_replicate and sharding.last_tile_dims:
        raise ShardingError(f"sharding {text}: expected last_tile_dim_replicate or last_tile_dims, not both")
    for t in subgroups:
        if t not in ("replicated", "manual"):
            raise ShardingError(f"sharding {text}: subgroup type {t!r} is not supported: expected "
                                "replicated or manual")
    assignment = _tile_assignment(sharding, text)
    if assignment.ndim - len(subgroups) != rank:
        raise ShardingError(f"sharding {text} tiles {assignment.ndim - len(subgroups)} data dimension(s) "
                            f"but the array has rank {rank} (shape [{','.join(map(str, dims))}])")
    tiles = [None] * num_devices
    for index in np.ndindex(*assignment.shape):
        device = int(assignment[index])
        if not 0 <= device < num_devices:
            raise ShardingError(f"sharding {text}: device {device} is outside [0, {num_devices})")
        if tiles[device] is not None:
            raise ShardingError(f"sharding {text}: device {device} appears more than once")
        tiles[device] = tuple(index[:rank])
    missing = [d for d, t in enumerate(tiles) if t is None]
    if missing:
        raise ShardingError(f"sharding {text}: expected all {num_devices} devices in the tile assignment; "
                            f"missing {missing}")
    return Placement(tuple(assignment.shape[:rank]), tuple(tiles), "manual" in subgroups, text)


def leaf_shardings(sharding: Sharding, shape: Shape) -> list[Sharding]:
    """One sharding per leaf of ``shape``, aligned with ``shape.leaves()`` (XLA's flattening order,
    tokens included as XLA counts them). A non-tuple sharding applies to every leaf."""
    leaves = shape.leaves()
    try:
        sharding = sharding.gspmd()        # named shardings as their GSPMD equivalents
    except ValueError as e:
        raise ShardingError(f"sharding {sharding_text(sharding)}: {e}") from None
    if sharding.kind != "tuple":
        return [sharding] * len(leaves)
    if not shape.is_tuple:
        raise ShardingError(f"sharding {sharding_text(sharding)} is a tuple sharding but the shape is "
                            "not a tuple")
    flat = list(sharding.elements)          # XLA keeps a tuple's shardings flat, one per leaf
    if any(e.kind == "tuple" for e in flat):
        raise ShardingError(f"sharding {sharding_text(sharding)} nests tuple shardings: expected one flat "
                            "list with one sharding per leaf")
    if not leaves and len(flat) <= 1:       # an empty tuple may carry one sharding
        return []
    if len(flat) != len(leaves):
        raise ShardingError(f"sharding {sharding_text(sharding)} has {len(flat)} element(s) but the "
                            f"shape has {len(leaves)} lea{'f' if len(leaves) == 1 else 'ves'}")
    return flat


# ---------------------------------------------------------------- Shardy (sdy) shardings
def _resolve_mesh(sharding: SdySharding, meshes: SdyMesh | Mapping[str, SdyMesh] | None) -> SdyMesh:
    if isinstance(sharding.mesh, SdyMesh):
        return sharding.mesh
    if isinstance(meshes, SdyMesh):
        return meshes
    if meshes is None or sharding.mesh not in meshes:
        known = ", ".join(sorted(meshes)) if meshes else "none"
        raise ShardingError(f"sdy sharding {sharding.text!r} refers to mesh @{sharding.mesh}, which is not "
                            f"defined (meshes: {known})")
    return meshes[sharding.mesh]


def placement_of_sdy(sharding: SdySharding, mesh: SdyMesh | Mapping[str, SdyMesh] | None,
                     dims: Sequence[int], num_devices: int | None = None,
                     axes: Iterable[str] | None = None) -> Placement:
    """The placement of an array of shape ``dims`` under an sdy sharding. ``mesh`` is the mesh or the
    module's meshes by name (unused when the sharding inlines its mesh). ``num_devices`` defaults to
    the mesh's size (for a maximal mesh: its device id + 1). ``axes``, when given, keeps only those
    axes (e.g. a manual computation's manual axes): the others count as replicated, and in each
    dimension the kept axes must come before the others (Shardy requires manual axes to be major)."""
    m = _resolve_mesh(sharding, mesh)
    what = f"sdy sharding {sharding.text!r}"
    rank = len(dims)
    if len(sharding.dims) != rank:
        raise ShardingError(f"{what} has {len(sharding.dims)} dimension sharding(s) but the array has "
                            f"rank {rank} (shape [{','.join(map(str, dims))}])")
    kept_dims = _kept_sdy_axes(sharding, m, what, None if axes is None else set(axes))
    if m.maximal_device is not None:
        n = m.maximal_device + 1 if num_devices is None else num_devices
        if m.maximal_device >= n:
            raise ShardingError(f"{what}: maximal device {m.maximal_device} is outside [0, {n})")
        tiles: list[tuple[int, ...] | None] = [None] * n
        tiles[m.maximal_device] = (0,) * rank
        return Placement((1,) * rank, tuple(tiles), False, sharding.text)
    if not m.axes:      # the empty mesh: a placeholder, so the value is replicated
        return _everywhere(rank, 1 if num_devices is None else num_devices, sharding.text)
    if num_devices is not None and num_devices != m.size:
        raise ShardingError(f"{what}: the mesh has {m.size} devices but the program has {num_devices}")

    shards, device_tiles = _sdy_tiles(m, kept_dims)
    return Placement(shards, device_tiles, False, sharding.text)


def _kept_sdy_axes(sharding: SdySharding, m: SdyMesh, what: str, keep: set[str] | None) -> list[list[SdyAxis]]:
    """Per dimension, the axes of ``sharding`` that ``keep`` keeps (all where None), checked: each axis (or
    sub-axis) in the mesh ``m`` and used once, no unreduced axes kept, the kept axes first in each dimension."""
    sizes = dict(m.axes)
    used: dict[str, list[tuple[int, int]]] = {}     # axis -> [pre_size, pre_size * size) ranges

    def check(a: SdyAxis) -> int:
        if a.name not in sizes:
            raise ShardingError(f"{what}: axis {a.text()} is not in the mesh "
                                f"({', '.join(n for n, _ in m.axes) or 'no axes'})")
        n = sizes[a.name]
        if a.pre_size is None:
            lo, hi = 1, n
        else:
            assert a.size is not None       # (a sub-axis has both a pre-size and a size)
            lo, hi = a.pre_size, a.pre_size * a.size
            if not (a.pre_size >= 1 and a.size > 1 and n % hi == 0):
                raise ShardingError(f"{what}: sub-axis {a.text()} does not fit axis \"{a.name}\" of size {n}: "
                                    "expected (pre-size)size with pre-size * size dividing the axis size")
        for olo, ohi in used.get(a.name, ()):
            if lo < ohi and olo < hi:
                raise ShardingError(f"{what}: axis {a.text()} is used more than once (or overlaps)")
        used.setdefault(a.name, []).append((lo, hi))
        return hi // lo
    for d in sharding.dims:
        for a in d.axes:
            check(a)
    for a in sharding.replicated + sharding.unreduced:
        check(a)
    if any(keep is None or a.name in keep for a in sharding.unreduced):
        raise ShardingError(f"{what}: unreduced axes are not supported (the value would be a sum of "
                            "per-device partial values)")
    kept_dims = []
    for d in sharding.dims:
        kept = [a for a in d.axes if keep is None or a.name in keep]
        if d.axes[:len(kept)] != tuple(kept):
            raise ShardingError(f"{what}: in a dimension sharding the axes {sorted(keep or ())} must come before "
                                "the other axes")
        kept_dims.append(kept)
    return kept_dims


def _sdy_tiles(m: SdyMesh,
               kept_dims: list[list[SdyAxis]]) -> tuple[tuple[int, ...], tuple[tuple[int, ...] | None, ...]]:
    """(blocks per dimension, per device its block's index) of the axes ``kept_dims`` over the mesh ``m``'s
    devices."""
    sizes = dict(m.axes)
    names = [a for a, _ in m.axes]
    device_grid = m.devices()
    shards = tuple(prod(sizes[a.name] if a.pre_size is None else cast(int, a.size) for a in kept)
                   for kept in kept_dims)
    tiles: list[tuple[int, ...] | None] = [None] * m.size
    for coord in product(*(range(n) for _, n in m.axes)):
        tile = []
        for kept in kept_dims:
            index = 0
            for a in kept:
                c = coord[names.index(a.name)]
                if a.pre_size is None:
                    index = index * sizes[a.name] + c
                else:           # the axis reshaped to [pre, size, post]: this sub-axis is the middle one
                    size = cast(int, a.size)        # (a sub-axis has both a pre-size and a size)
                    post = sizes[a.name] // (a.pre_size * size)
                    index = index * size + (c // post) % size
            tile.append(index)
        tiles[int(device_grid[coord])] = tuple(tile)
    return shards, tuple(tiles)


# ---------------------------------------------------------------- splitting and assembling
def local_dims(placement: Placement, dims: Sequence[int]) -> tuple[int, ...]:
    """The per-device (padded) block shape: ceil(dim / blocks) along each dim."""
    if len(dims) != len(placement.shards):
        raise ShardingError(f"sharding {placement.source} is for rank {len(placement.shards)}, "
                            f"not shape [{','.join(map(str, dims))}]")
    return tuple(-(-d // n) for d, n in zip(dims, placement.shards, strict=True))


def _block_slices(tile: tuple[int, ...], block: tuple[int, ...], dims: Sequence[int]) -> tuple[slice, ...]:
    """The in-bounds part of a block in the global array (empty past the end, as in XLA)."""
    return tuple(slice(min(i * b, d), min((i + 1) * b, d)) for i, b, d in zip(tile, block, dims, strict=True))


def _no_global_view(placement: Placement, action: str):
    if placement.manual:
        raise ShardingError(f"cannot {action} through the manual sharding {placement.source}: each device's "
                            "value is its own; give per-device values instead")


def split(array: np.ndarray, placement: Placement) -> list[np.ndarray]:
    """One block per device id (a fresh array each), zero-padded at the end to the local shape.
    Devices holding nothing (maximal elsewhere) get zeros of the local shape."""
    _no_global_view(placement, "split a global array")
    array = np.asarray(array)
    block = local_dims(placement, array.shape)
    out = []
    for tile in placement.tiles:
        piece = np.zeros(block, dtype=array.dtype)
        if tile is not None:
            part = array[_block_slices(tile, block, array.shape)]
            piece[tuple(slice(0, n) for n in part.shape)] = part
        out.append(piece)
    return out


def _check_blocks(blocks: Sequence, placement: Placement, block: tuple[int, ...]):
    if len(blocks) != placement.num_devices:
        raise ShardingError(f"sharding {placement.source} places the value on {placement.num_devices} "
                            f"devices but {len(blocks)} block(s) were given")
    for device, tile in enumerate(placement.tiles):
        if tile is not None and (blocks[device] is None or tuple(np.shape(blocks[device])) != block):
            got = "nothing" if blocks[device] is None else f"shape {list(np.shape(blocks[device]))}"
            raise ShardingError(f"sharding {placement.source}: device {device}'s block should have shape "
                                f"{list(block)}, got {got}")


def assemble(blocks: Sequence[np.ndarray | None], placement: Placement, dims: Sequence[int]) -> np.ndarray:
    """The global array of shape ``dims`` from per-device blocks (indexed by device id; ``None`` for
    devices holding nothing). Each block comes from the lowest-numbered device holding it; padding
    is cropped."""
    _no_global_view(placement, "assemble a global array")
    block = local_dims(placement, dims)
    _check_blocks(blocks, placement, block)
    holders = placement.holders()
    if not holders:
        raise ShardingError(f"sharding {placement.source} places the value on no device")
    first = np.asarray(blocks[next(iter(holders.values()))[0]])
    out = np.empty(tuple(dims), dtype=first.dtype)
    for tile, devices in holders.items():
        where = _block_slices(tile, block, dims)
        out[where] = np.asarray(blocks[devices[0]])[tuple(slice(0, s.stop - s.start) for s in where)]
    return out


def holders_disagree(blocks: Sequence[np.ndarray | None], placement: Placement,
                     dims: Sequence[int]) -> dict[tuple[int, ...], list[int]]:
    """Blocks whose copies differ: block index -> the devices whose copy is not bitwise equal to the
    lowest-numbered holder's (in-bounds part only; padding may differ). Empty when all agree."""
    _no_global_view(placement, "compare copies")
    block = local_dims(placement, dims)
    _check_blocks(blocks, placement, block)
    out = {}
    for tile, devices in placement.holders().items():
        crop = tuple(slice(0, s.stop - s.start) for s in _block_slices(tile, block, dims))
        bits = [np.ascontiguousarray(np.asarray(blocks[d])[crop]).tobytes() for d in devices]
        differ = [d for d, b in zip(devices[1:], bits[1:], strict=True) if b != bits[0]]
        if differ:
            out[tile] = differ
    return out
