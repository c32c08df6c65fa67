"""The sharding model: what a ``sharding=`` attribute (or a Shardy attribute) says.

* ``Sharding``: XLA's GSPMD ``HloSharding`` (``{replicated}``, ``{devices=[2,1]<=[2]}``, a tuple of
  them, ...), or a named sharding (``kind == "named"``).
* ``NamedSharding`` / ``NamedDim``: XLA's named (mesh-axes, "V3") sharding over a
  ``hlotool.ir.device_groups.Mesh``, with its checks and its GSPMD equivalent (``to_tiled``).
* ``SdyMesh`` / ``SdyAxis`` / ``SdyDim`` / ``SdySharding``: Shardy's attributes, as jax writes them into
  frontend attributes.

Parsers are in ``hlotool.parser.sharding_gspmd``, ``sharding_named`` and ``sharding_sdy``, the printer in ``text``, the
verifier's checks in ``hlotool.verifier.structure.shardings``, where each device's block lives in ``hlotool.placement``.
"""
from __future__ import annotations

from dataclasses import dataclass, field
from math import prod

from ..ir.device_groups import IotaList, Mesh, split_mesh_axes


class ShardingError(ValueError):
    """A sharding that is malformed, unsupported, or does not fit the array it is applied to."""


@dataclass(frozen=True)
class NamedDim:
    """One dimension of a named sharding: ``{'x', 'y':(2)2}`` (axes major to minor), ``{'x', ?}``
    (open: propagation may shard it further), ``{}``."""
    axes: tuple[tuple, ...] = ()
    closed: bool = True


@dataclass(frozen=True)
class NamedSharding:
    """XLA's named (mesh-axes, "V3") sharding: ``{mesh['x'=2,'y'=2], [{'x'}, {}], replicated={'y'},
    unreduced={..}, manual={..}, metadata={{..}}}``, ``{mesh['x'=2,'y'=2], replicated}`` (also
    ``manual``, ``unreduced``), ``{maximal_mesh[device_id=N]}``.

    Axis references are tuples as in ``MeshAxesGroups``: ("y",) for a whole axis, ("x", pre_size,
    size) for a sub-axis. The keyword forms are stored as what they mean (XLA does the same):
    ``replicated`` is no dims and no axes, ``manual`` / ``unreduced`` list every mesh axis."""
    mesh: Mesh
    dims: tuple[NamedDim, ...] = ()
    replicated: tuple[tuple, ...] = ()
    unreduced: tuple[tuple, ...] = ()
    manual: tuple[tuple, ...] = ()
    metadata: tuple = ()                        # OpMetadata items, each a Braced of KeyValues

    def _covers_mesh(self, refs) -> bool:
        """Whether ``refs`` take in every device of the mesh (axes of size 1 need not be listed)."""
        n = 1
        for ref in refs:
            i = self.mesh.axis_index(ref[0])
            if i is None:
                return False
            n *= ref[2] if len(ref) == 3 else self.mesh.axis_sizes[i]
        return n == self.mesh.num_devices

    def form(self) -> str:
        """How XLA prints it: "maximal", "replicated", "unreduced", "manual" (the keyword forms: no
        dimension shardings and, for the last two, every device unreduced or manual) or "dims"
        (``[...]`` and the axis lists)."""
        if self.mesh.maximal_device is not None:
            return "maximal"
        if not self.dims and not self.replicated:
            if not self.unreduced and not self.manual:
                return "replicated"
            if not self.manual and self._covers_mesh(self.unreduced):
                return "unreduced"
            if not self.unreduced and self._covers_mesh(self.manual):
                return "manual"
        return "dims"

    def to_text(self) -> str:
        """The sharding without its metadata, as XLA prints it."""
        m = self.mesh
        form = self.form()
        if form == "maximal":
            return "{" + m.mesh_text() + "}"
        if form != "dims":
            return "{" + m.mesh_text() + ", " + form + "}"
        dims = []
        for d in self.dims:
            items = [m.axis_ref_text(r) for r in d.axes] + ([] if d.closed else ["?"])
            dims.append("{" + ", ".join(items) + "}")
        t = m.mesh_text() + ", [" + ", ".join(dims) + "]"
        for key in ("replicated", "unreduced", "manual"):
            refs = getattr(self, key)
            if refs:
                t += f", {key}={{" + ", ".join(m.axis_ref_text(r) for r in refs) + "}"
        return "{" + t + "}"

    # -- checks
    def _ref_info(self, ref) -> tuple[int, int, int]:
        """(axis index, pre_size, size) of a reference to a valid axis."""
        i = self.mesh.axis_index(ref[0])
        assert i is not None            # (a valid axis)
        return (i, ref[1], ref[2]) if len(ref) == 3 else (i, 1, self.mesh.axis_sizes[i])

    def problem(self) -> str | None:
        """Why XLA refuses this sharding (its Mesh and named-sharding checks, which abort XLA's
        parser), or None."""
        m = self.mesh
        why = m.mesh_problem("sharding")
        if why is not None or m.maximal_device is not None:
            return why
        groups = [("dimension sharding", d.axes) for d in self.dims] + [
            (f"{k} axes", getattr(self, k)) for k in ("replicated", "unreduced", "manual")]
        seen: list[tuple[tuple, tuple[int, int, int]]] = []
        for what, refs in groups:
            for ref in refs:
                i = m.axis_index(ref[0])
                if i is None:
                    return f"sharding: {m._quote(ref[0])} is not an axis of {m.mesh_text()}"
                if len(ref) == 3:
                    _, pre, size = ref
                    full = m.axis_sizes[i]
                    name = m.axis_ref_text(ref)
                    if pre < 1 or size <= 1:
                        return f"sharding: sub-axis {name} needs a pre-size >= 1 and a size > 1"
                    if size >= full:
                        return f"sharding: sub-axis {name} must be smaller than the axis ({full})"
                    if full % (pre * size):
                        return (f"sharding: sub-axis {name} does not fit the axis: pre-size x size "
                                f"({pre * size}) must divide {full}")
                info = self._ref_info(ref)
                for other_ref, other in seen:
                    if other[0] != info[0]:
                        continue
                    whole = len(ref) == 1 or len(other_ref) == 1
                    lo, hi = (info[1], info[1] * info[2]), (other[1], other[1] * other[2])
                    if whole or (lo[1] > hi[0] and hi[1] > lo[0]) or max(lo[0], hi[0]) % min(lo[1], hi[1]):
                        return (f"sharding: axes {m.axis_ref_text(other_ref)} and {m.axis_ref_text(ref)} "
                                "overlap (each part of a mesh axis may be used once)")
                seen.append((ref, info))
            for a, b in zip(refs, refs[1:], strict=False):      # each axis with the next
                if len(a) == 3 and len(b) == 3 and m.axis_index(a[0]) == m.axis_index(b[0]) and a[1] * a[2] == b[1]:
                    return (f"sharding: {m.axis_ref_text(a)} and {m.axis_ref_text(b)} are adjacent in the "
                            f"{what}: XLA wants them merged into one")
            if what != "dimension sharding":
                keys = [self._ref_info(r)[:2] for r in refs]
                if keys != sorted(keys):
                    return (f"sharding: the {what} must be listed in mesh order (by axis, then "
                            "sub-axis pre-size)")
        return None

    # -- meaning
    def to_tiled(self) -> "Sharding":
        """The equivalent GSPMD sharding (XLA's V3-to-V2 conversion): tiles from the dimension
        shardings, then a manual, an unreduced and a replicated subgroup dimension (each only where
        it has more than one device); the tile assignment as an explicit device list. Raises
        ValueError where ``problem()`` would say why."""
        import numpy as np
        m = self.mesh
        if m.maximal_device is not None:
            return Sharding("maximal", device=m.maximal_device)
        why = self.problem()
        if why is not None:
            raise ValueError(why)
        refs = [r for d in self.dims for r in d.axes]
        dim_of = [k for k, d in enumerate(self.dims) for _ in d.axes]
        n_dim_refs = len(refs)
        kinds = ["manual"] * len(self.manual) + ["unreduced"] * len(self.unreduced)
        refs += list(self.manual) + list(self.unreduced) + list(self.replicated)
        pieces, piece_of = split_mesh_axes(m, refs, "sharding")
        devices = m._devices(what="sharding").reshape(pieces)
        perm: list[int] = []
        tile_dims: list[int] = []
        for k in range(len(self.dims)):
            ps = [piece_of[j] for j in range(n_dim_refs) if dim_of[j] == k]
            perm += ps
            tile_dims.append(int(np.prod([pieces[p] for p in ps], dtype=np.int64)))
        used = set(perm)
        groups: dict[str, list[int]] = {}
        for j, kind in enumerate(kinds):
            groups.setdefault(kind, []).append(piece_of[n_dim_refs + j])
        groups["replicated"] = [p for p in range(len(pieces)) if p not in used
                                and not any(p in g for g in groups.values())]
        subgroups = []
        for kind in ("manual", "unreduced", "replicated"):
            ps = groups.get(kind, [])
            size = int(np.prod([pieces[p] for p in ps], dtype=np.int64))
            perm += ps                # pieces of size 1 (a subgroup of one) add no dimension
            if size > 1:
                subgroups.append(kind)
                tile_dims.append(size)
        if all(d == 1 for d in tile_dims[:len(self.dims)]):
            # Nothing tiles the data: every device manual, or unreduced, or replicated, is one word.
            # (XLA's checks, in its order: an unreduced sharding lists no manual axis, even of size 1.)
            if subgroups == ["manual"] or (self.manual and self._covers_mesh(self.manual)):
                return Sharding("manual")
            if self.unreduced and not self.manual and self._covers_mesh(self.unreduced):
                return Sharding("unreduced")
            if subgroups in ([], ["replicated"]):
                return Sharding("replicated")
        flat = devices.transpose(perm).reshape(tile_dims).reshape(-1)
        return Sharding("tiled", tile_dims=tuple(tile_dims), devices=tuple(int(d) for d in flat),
                        last_tile_dim_replicate=subgroups == ["replicated"],
                        last_tile_dims=() if subgroups == ["replicated"] else tuple(subgroups))


@dataclass(frozen=True)
class Sharding:
    kind: str                                   # replicated|maximal|manual|unknown|unreduced|tiled|tuple|named
    device: int | None = None                   # maximal device=N
    tile_dims: tuple[int, ...] = ()             # devices=[...]
    devices: tuple[int, ...] = ()               # explicit device list
    iota: IotaList | None = None                # devices=[..]<=[..]T(..)
    last_tile_dim_replicate: bool = False
    last_tile_dims: tuple[str, ...] = ()
    shard_group: tuple[str, int] | None = None  # ("shard_as"|"shard_like", id)
    metadata: tuple = ()                        # OpMetadata items, each a Braced of KeyValues
    elements: tuple["Sharding", ...] = ()       # tuple sharding
    named: NamedSharding | None = None          # kind "named": {mesh[...], ...}

    def gspmd(self) -> "Sharding":
        """A GSPMD (V1/V2) sharding with the same meaning: a named sharding converted
        (``NamedSharding.to_tiled``), a tuple element by element, others unchanged."""
        if self.kind == "named":
            assert self.named is not None   # (kind "named" holds one)
            return self.named.to_tiled()
        if self.kind == "tuple" and any(e.kind == "named" for e in self.elements):
            return Sharding("tuple", elements=tuple(e.gspmd() for e in self.elements))
        return self


# ---------------------------------------------------------------- Shardy (sdy) attributes
@dataclass(frozen=True)
class SdyMesh:
    """``#sdy.mesh<["x"=2, "y"=4], device_ids=[...]>``. No axes and one device id: maximal on it."""
    axes: tuple[tuple[str, int], ...]
    device_ids: tuple[int, ...] | None = None

    @property
    def size(self) -> int:
        return prod(n for _, n in self.axes)

    @property
    def maximal_device(self) -> int | None:
        return self.device_ids[0] if not self.axes and self.device_ids is not None else None

    def devices(self):
        """Device ids laid out on the mesh: an array of shape (axis sizes...)."""
        import numpy as np
        ids = np.arange(self.size) if self.device_ids is None else np.array(self.device_ids)
        return ids.reshape([n for _, n in self.axes])


@dataclass(frozen=True)
class SdyAxis:
    """A full axis ``"x"`` or the sub-axis ``"x":(pre_size)size``."""
    name: str
    pre_size: int | None = None
    size: int | None = None

    def text(self) -> str:
        return f'"{self.name}"' + (f":({self.pre_size}){self.size}" if self.pre_size is not None else "")


@dataclass(frozen=True)
class SdyDim:
    """``{"x", "y", ?}p1``: axes from major to minor; ``open`` and ``priority`` only steer propagation."""
    axes: tuple[SdyAxis, ...]
    open: bool = False
    priority: int | None = None


@dataclass(frozen=True)
class SdySharding:
    """``#sdy.sharding<@mesh, [dims], replicated={..}, unreduced={..}>``; ``mesh`` is the referenced
    mesh's name or an inlined ``SdyMesh``."""
    mesh: str | SdyMesh
    dims: tuple[SdyDim, ...]
    replicated: tuple[SdyAxis, ...] = ()
    unreduced: tuple[SdyAxis, ...] = ()
    text: str = field(default="", compare=False)
