"""The placement of a partitioned module's result where no file records its sharding.

jax leaves a result's sharding to XLA's propagation unless ``out_shardings`` is given; the partitioned
(optimized) text then has no ROOT sharding, the text from before the partitioner has none either, and only
the module proto's ``spmd_output_sharding`` records it. For a text-only dump folder what is left is:

* the global shape of each result leaf (the module before the partitioner) and its per-device shape;
* the Shardy mesh: propagation shards a result over the mesh's axes, so its placement is one of the
  assignments of whole mesh axes to its dimensions;
* the per-device values: devices that hold the same block hold bit-identical copies.

A candidate placement survives when its per-device block shape is the per-device shape and every group of
devices it says hold one block agree. Where the survivors assemble different global arrays, a survivor that
is the placement of one of the module's parameters (same global shape) is taken, as propagation carries
operand shardings to results; otherwise the result stays per device. Every use is announced as inferred.
"""
from __future__ import annotations

from dataclasses import dataclass
from itertools import permutations, product
from typing import Sequence

import numpy as np

from ..sharding.model import SdyAxis, SdyDim, SdyMesh, SdySharding, ShardingError
from .blocks import Placement, assemble, holders_disagree, local_dims, placement_of_sdy

_MAX_CANDIDATES = 4096


@dataclass(frozen=True)
class ResultPlacementHint:
    """What a folder tells about a partitioned result whose sharding no file records."""
    global_dims: tuple[tuple[int, ...], ...]   # per result leaf, from the module before the partitioner
    mesh: SdyMesh
    parameter_placements: tuple[tuple[tuple[int, ...], Placement], ...]   # (global dims, placement)
    source: str                                # the file the global shapes and mesh came from


def mesh_axis_placements(mesh: SdyMesh, dims: Sequence[int]) -> list[tuple[str, Placement]]:
    """(sdy text, placement) of every assignment of whole mesh axes to the dimensions of an array of shape
    ``dims`` (each axis on at most one dimension, in any order there), the replicated one included."""
    names = [a for a, n in mesh.axes if n > 1]
    rank = len(dims)
    out: list[tuple[str, Placement]] = []
    # Each axis goes to a dimension or nowhere (-1); then every order of the axes on each dimension.
    for where in product(range(-1, rank), repeat=len(names)):
        on_dim = [[a for a, w in zip(names, where, strict=True) if w == k] for k in range(rank)]
        for orders in product(*(permutations(axes) for axes in on_dim)):
            sharding = SdySharding("", tuple(SdyDim(tuple(SdyAxis(a) for a in order)) for order in orders))
            text = "[" + ", ".join("{" + ", ".join(f'"{a}"' for a in order) + "}" for order in orders) + "]"
            out.append((text, placement_of_sdy(sharding, mesh, dims)))
            if len(out) > _MAX_CANDIDATES:
                raise ShardingError(f"more than {_MAX_CANDIDATES} ways to shard a rank-{rank} result over the "
                                    f"mesh's {len(names)} axes")
    return out


def infer_result_placement(hint: ResultPlacementHint, leaf: int, blocks: Sequence[np.ndarray]
                           ) -> tuple[np.ndarray | None, str]:
    """(the global value of result leaf ``leaf`` from its per-device ``blocks``, the inferred sdy dimension
    shardings and how they were singled out), or (None, why not)."""
    dims = hint.global_dims[leaf]
    local = tuple(np.shape(blocks[0]))
    if len(blocks) != hint.mesh.size:
        return None, f"the mesh has {hint.mesh.size} devices, the run {len(blocks)}"
    try:
        candidates = mesh_axis_placements(hint.mesh, dims)
    except ShardingError as e:
        return None, str(e)
    fits = []
    for text, placement in candidates:
        try:
            if local_dims(placement, dims) != local or holders_disagree(blocks, placement, dims):
                continue
        except ShardingError:
            continue
        fits.append((text, placement))
    if not fits:
        return None, (f"no placement over the mesh's axes gives per-device shape {list(local)} of global shape "
                      f"{list(dims)} with agreeing copies")
    # Propagation does not cut a dimension into more blocks than it has elements: prefer placements where
    # every block holds data (a size-1 dimension "sharded" gives a device an empty block).
    fits = [f for f in fits if _no_empty_block(f[1], dims)] or fits
    values = [assemble(blocks, p, dims) for _, p in fits]
    distinct = [k for k, v in enumerate(values) if not any(_same(v, values[j]) for j in range(k))]
    if len(distinct) == 1:
        text = fits[0][0]
        how = "the only placement that fits" if len(fits) == 1 else \
            f"{len(fits)} placements fit and give the same value"
        return values[0], f"{text} ({how})"
    from_params = [k for k in distinct
                   if any(pd == tuple(dims) and _same_placement(pp, fits[k][1])
                          for pd, pp in hint.parameter_placements)]
    if len(from_params) == 1:
        k = from_params[0]
        return values[k], (f"{fits[k][0]} ({len(distinct)} placements fit; a parameter of the same shape has "
                           "this one)")
    return None, (f"{len(distinct)} placements over the mesh fit its per-device values "
                  f"({', '.join(fits[k][0] for k in distinct[:4])}) and none is singled out")


def _no_empty_block(placement: Placement, dims: Sequence[int]) -> bool:
    block = local_dims(placement, dims)
    return all(b * (n - 1) < d for n, b, d in zip(placement.shards, block, dims, strict=True))


def _same_placement(a: Placement, b: Placement) -> bool:
    return a.shards == b.shards and a.tiles == b.tiles


def _same(a: np.ndarray, b: np.ndarray) -> bool:
    return a.shape == b.shape and np.ascontiguousarray(a).tobytes() == np.ascontiguousarray(b).tobytes()
