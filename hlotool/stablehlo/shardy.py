"""Shardy (``sdy``) shardings as XLA's StableHLO -> HLO translation exports them: the text of a sharding as the
``xla.sdy.*`` frontend attributes keep it, and the GSPMD sharding (hlotool.sharding.model.Sharding) it means.

An sdy sharding names a mesh's axes per dimension; its GSPMD form tiles each dimension by the product of its
axes' sizes, the devices being the mesh's (an iota, or its device_ids) reshaped to the axes (sub-axes split),
transposed so that the dimensions' axes come first in order and the unused axes last (a replicated last tile
dimension), as Shardy's export does. Iota device lists are canonical as XLA makes them (size-1 dimensions
dropped, dimensions kept in order merged)."""
from __future__ import annotations

from math import prod

from ..ir.device_groups import IotaList
from ..parser.sharding_sdy import parse_sdy_meshes, parse_sdy_shardings
from ..sharding.model import SdyMesh, SdySharding, Sharding, ShardingError
from .syntax_tree import DialectAttr


def attr_text(value) -> str | None:
    """The text of an sdy attribute as written in the .mlir file (``<@mesh, [{"x"}]>``), or None."""
    if isinstance(value, DialectAttr):
        return value.raw.strip()
    if isinstance(value, str):
        return value.strip()
    return None


def read_meshes(texts: dict[str, str]) -> dict[str, SdyMesh]:
    """The module's meshes by name, from each sdy.mesh's text (``<["x"=2]>``); ShardingError where one is bad."""
    if not texts:
        return {}
    return parse_sdy_meshes("{" + ", ".join(f'"{k}" = #sdy.mesh{v}' for k, v in texts.items()) + "}")


def read_sharding(text: str) -> SdySharding:
    """One sharding's text (``<@mesh, [...]>``): ShardingError where it is bad."""
    return parse_sdy_shardings("#sdy.sharding" + text)[0]


def read_shardings(text: str) -> list[SdySharding]:
    """A list of shardings (``[<@mesh, [...]>, ...]``)."""
    return parse_sdy_shardings("#sdy.sharding_per_value<" + text + ">")


def to_gspmd(sharding: SdySharding, meshes: dict[str, SdyMesh], rank: int) -> Sharding:
    """The GSPMD sharding of an array of ``rank`` dimensions under ``sharding``."""
    if isinstance(sharding.mesh, SdyMesh):
        mesh = sharding.mesh
    elif sharding.mesh in meshes:
        mesh = meshes[sharding.mesh]
    else:
        raise ShardingError(f"the sharding refers to mesh @{sharding.mesh}, which is not defined "
                            f"(meshes: {', '.join(sorted(meshes)) or 'none'})")
    if len(sharding.dims) != rank:
        raise ShardingError(f"the sharding has {len(sharding.dims)} dimension shardings for an array of rank {rank}")
    if mesh.maximal_device is not None:
        return Sharding("maximal", device=mesh.maximal_device)
    sizes = dict(mesh.axes)
    # Each mesh axis split at the boundaries of the sub-axes used: (axis, pre_size) -> piece size.
    cuts: dict[str, set[int]] = {name: {1, size} for name, size in mesh.axes}
    used = [a for d in sharding.dims for a in d.axes]
    for a in used:
        if a.name not in sizes:
            raise ShardingError(f"axis {a.text()} is not in the mesh ({', '.join(sizes) or 'no axes'})")
        if a.pre_size is not None:
            assert a.size is not None       # (a sub-axis has both a pre-size and a size)
            cuts[a.name].update((a.pre_size, a.pre_size * a.size))
    pieces: list[tuple[str, int, int]] = []        # (axis, pre_size, size), major to minor
    for name, size in mesh.axes:
        bounds = sorted(b for b in cuts[name] if size % b == 0)
        # each bound with the next; major (large pre-size) first
        for lo, hi in reversed(list(zip(bounds, bounds[1:], strict=False))):
            pieces.append((name, lo, hi // lo))

    def pieces_of(a) -> list[int]:
        lo, hi = (1, sizes[a.name]) if a.pre_size is None else (a.pre_size, a.pre_size * a.size)
        out = [k for k, (n, plo, psize) in enumerate(pieces) if n == a.name and lo <= plo and plo * psize <= hi]
        return sorted(out)      # major to minor

    perm: list[int] = []
    tile_dims = []
    for d in sharding.dims:
        tile = 1
        for a in d.axes:
            ks = pieces_of(a)
            perm.extend(ks)
            tile *= prod(pieces[k][2] for k in ks)
        tile_dims.append(tile)
    if len(set(perm)) != len(perm):
        raise ShardingError("an axis is used more than once")
    rest = [k for k in range(len(pieces)) if k not in set(perm)]
    replicated = prod(pieces[k][2] for k in rest)
    if all(t == 1 for t in tile_dims):
        return Sharding("replicated")
    perm += rest
    if replicated > 1:
        tile_dims.append(replicated)
    reshape = [pieces[k][2] for k in range(len(pieces))]
    if mesh.device_ids is not None and tuple(mesh.device_ids) != tuple(range(mesh.size)):
        import numpy as np
        devices = np.array(mesh.device_ids).reshape(reshape).transpose(perm).reshape(-1)
        return Sharding("tiled", tile_dims=tuple(tile_dims), devices=tuple(int(x) for x in devices),
                        last_tile_dim_replicate=replicated > 1)
    return Sharding("tiled", tile_dims=tuple(tile_dims), iota=canonical_iota(tuple(tile_dims), reshape, perm),
                    last_tile_dim_replicate=replicated > 1)


def canonical_iota(dims: tuple[int, ...], reshape: list[int], perm: list[int]) -> IotaList:
    """``dims <= reshape T(perm)`` as XLA keeps it: size-1 reshape dimensions dropped, reshape dimensions that the
    transposition keeps adjacent and in order merged; no T() where it is the identity."""
    reshape, perm = list(reshape), list(perm)
    changed = True
    while changed and len(reshape) > 1:
        changed = False
        ones = [k for k, n in enumerate(reshape) if n == 1]
        if ones:
            keep = [k for k in range(len(reshape)) if reshape[k] != 1]
            renumber = {old: new for new, old in enumerate(keep)}
            reshape = [reshape[k] for k in keep]
            perm = [renumber[p] for p in perm if p in renumber]
            changed = True
            continue
        for i in range(len(perm) - 1):
            if perm[i + 1] == perm[i] + 1:
                a = perm[i]
                reshape[a:a + 2] = [reshape[a] * reshape[a + 1]]
                perm = [p if p <= a else p - 1 for k, p in enumerate(perm) if k != i + 1]
                changed = True
                break
    if not reshape:
        reshape, perm = [1], [0]
    if perm == list(range(len(perm))):
        return IotaList(dims, (prod(reshape),), ())
    return IotaList(dims, tuple(reshape), tuple(perm))
