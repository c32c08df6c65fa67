"""Device groups: the device-group algebra of replica groups and shardings.

``IotaList`` (``[2,2]<=[4]``, iota replica groups and tile assignments), ``Mesh`` (a device mesh,
the base of named shardings) and ``MeshAxesGroups`` (replica groups named by mesh axes), with
``split_mesh_axes``, the cutting of mesh axes into the pieces sub-axis references make of them.
"""
from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True)
class IotaList:
    """``[2,2]<=[4]`` or ``[2,2]<=[2,2]T(1,0)`` (iota replica groups / tile assignments)."""
    dims: tuple[int, ...]
    reshape_dims: tuple[int, ...]
    transpose: tuple[int, ...] = ()

    def to_text(self) -> str:
        t = f"[{','.join(map(str, self.dims))}]<=[{','.join(map(str, self.reshape_dims))}]"
        if self.transpose:
            t += "T(" + ",".join(map(str, self.transpose)) + ")"
        return t

    def problem(self) -> str | None:
        """Why the list is malformed (XLA's parser reads it, then aborts or fails on it), or None:
        the reshape must have as many elements as the list, and T(...) must be a permutation."""
        n = m = 1
        for d in self.dims:
            n *= d
        for d in self.reshape_dims:
            m *= d
        if n != m:
            return f"{self.to_text()} reshapes {m} element(s) into {n}: the element counts must agree"
        perm = self.transpose or tuple(range(len(self.reshape_dims)))
        if sorted(perm) != list(range(len(self.reshape_dims))):
            return f"{self.to_text()}: T(...) must be a permutation of the {len(self.reshape_dims)} reshape dimensions"
        return None

    def expand(self):
        """The explicit groups/devices as a nested list of shape ``dims``."""
        import numpy as np
        n = 1
        for d in self.reshape_dims:
            n *= d
        a = np.arange(n).reshape(self.reshape_dims)
        if self.transpose:
            a = a.transpose(self.transpose)
        return a.reshape(self.dims)


@dataclass(frozen=True)
class Mesh:
    """A device mesh as XLA's text writes it: ``mesh['x'=2,'y'=4]``, with the devices in an order of
    their own (``, device_ids=(7,6,...)`` or ``, device_ids=([2,4]T(1,0))``, an iota reshaped and
    transposed), or ``maximal_mesh[device_id=N]``. The base of the mesh-axes replica groups and of
    named shardings.

    The mesh lays its devices out row-major over the axes: ids 0..n-1 in order, or ``device_ids=``.
    """
    axis_names: tuple[str, ...] = ()
    axis_sizes: tuple[int, ...] = ()
    device_ids: tuple[int, ...] | None = None     # device_ids=(3,1,...)
    iota_reshape: tuple[int, ...] | None = None   # device_ids=([2,4]T(1,0))
    iota_transpose: tuple[int, ...] = ()
    maximal_device: int | None = None             # maximal_mesh[device_id=N]

    # -- text
    @staticmethod
    def _quote(name: str) -> str:
        out = []
        for ch in name:
            o = ord(ch)
            if ch in "\\'":
                out.append("\\" + ch)
            elif o < 0x20 or o == 0x7f:
                out.append(f"\\{o:03o}")
            else:
                out.append(ch)
        return "'" + "".join(out) + "'"

    def mesh_text(self) -> str:
        """The mesh alone: ``mesh['x'=2,'y'=4], device_ids=([2,4]T(1,0))``."""
        if self.maximal_device is not None:
            return f"maximal_mesh[device_id={self.maximal_device}]"
        axes = zip(self.axis_names, self.axis_sizes, strict=True)
        t = "mesh[" + ",".join(f"{self._quote(n)}={s}" for n, s in axes) + "]"
        if self.iota_reshape is not None:
            t += ", device_ids=([" + ",".join(map(str, self.iota_reshape)) + "]"
            if self.iota_transpose:
                t += "T(" + ",".join(map(str, self.iota_transpose)) + ")"
            t += ")"
        elif self.device_ids is not None:
            t += ", device_ids=(" + ",".join(map(str, self.device_ids)) + ")"
        return t

    def axis_ref_text(self, ref: tuple) -> str:
        """``'y'`` or ``'x':(2)2``; a ref written as an index prints as the axis's name."""
        i = self.axis_index(ref[0])
        t = self._quote(self.axis_names[i] if i is not None else ref[0])
        if len(ref) == 3:
            t += f":({ref[1]}){ref[2]}"
        return t

    # -- structure
    def axis_index(self, name: str) -> int | None:
        """The mesh axis ``name`` refers to: by name, else as a decimal index (XLA's rule)."""
        if self.maximal_device is None:
            for i in range(len(self.axis_names) - 1, -1, -1):
                if self.axis_names[i] == name:
                    return i
        s = name.strip()
        if s[:1] in "+-":
            s = s[1:]
        if s.isdigit() and s.isascii():
            i = int(name.strip())
            if 0 <= i < len(self.axis_names) and self.maximal_device is None:
                return i
        return None

    @property
    def num_devices(self) -> int:
        n = 1
        if self.maximal_device is None:
            for s in self.axis_sizes:
                n *= s
        return n

    def _devices(self, build: bool = True, what: str = "replica_groups"):
        """The mesh's device ids as an array shaped like its axes (None with ``build=False``: the
        checks alone). Raises ValueError where the device_ids do not fit the mesh."""
        import numpy as np
        if self.maximal_device is not None:
            return np.array(self.maximal_device, dtype=np.int64) if build else None
        sizes = self.axis_sizes
        if any(s < 1 for s in sizes):
            raise ValueError(f"{what}: the axis sizes of {self.mesh_text()} must be positive")
        n = self.num_devices
        if self.device_ids is not None:
            if len(self.device_ids) != n:
                raise ValueError(f"{what}: {self.mesh_text()} has {n} devices but lists "
                                 f"{len(self.device_ids)} device_ids")
            return np.array(self.device_ids, dtype=np.int64).reshape(sizes) if build else None
        if self.iota_reshape is not None:
            m = 1
            for d in self.iota_reshape:
                m *= d
            perm = self.iota_transpose or tuple(range(len(self.iota_reshape)))
            if any(d < 1 for d in self.iota_reshape) or m != n:
                raise ValueError(f"{what}: device_ids of {self.mesh_text()} number {m} devices, the "
                                 f"mesh has {n}")
            if sorted(perm) != list(range(len(self.iota_reshape))):
                raise ValueError(f"{what}: T({','.join(map(str, perm))}) in {self.mesh_text()} is not "
                                 f"a permutation of the {len(self.iota_reshape)} dimensions")
            if build:
                return np.arange(n, dtype=np.int64).reshape(self.iota_reshape).transpose(perm).reshape(sizes)
            return None
        return np.arange(n, dtype=np.int64).reshape(sizes) if build else None

    def mesh_problem(self, what: str = "replica_groups") -> str | None:
        """Why XLA refuses this mesh (its Mesh checks), or None."""
        names = self.axis_names
        dup = next((n for k, n in enumerate(names) if n in names[:k]), None)
        if dup is not None:
            return f"{what}: the mesh names axis {self._quote(dup)} twice"
        try:
            self._devices(build=False, what=what)
        except ValueError as e:
            return str(e)
        if self.device_ids is not None:
            n = self.num_devices
            if sorted(self.device_ids) != list(range(n)):
                return f"{what}: device_ids of {self.mesh_text()} must be a permutation of 0..{n - 1}"
            if list(self.device_ids) == list(range(n)):
                return (f"{what}: device_ids of {self.mesh_text()} are 0..{n - 1} in order: XLA wants "
                        "them left out")
        return None


@dataclass(frozen=True)
class MeshAxesGroups(Mesh):
    """Replica groups named by mesh axes (XLA's MeshAxesReplicaGroupList, printed by jax >= 0.10):
    ``mesh['x'=2,'y'=4] {'y'}``, ``mesh['x'=8] {'x':(2)2}`` (a sub-axis: ``size`` devices with
    stride ``pre_size``), ``mesh['x'=2,'y'=4], device_ids=([2,4]T(1,0)) {'x','y'}``,
    ``mesh['x'=2,'y'=4], device_ids=(7,6,5,4,3,2,1,0) {'x'}``, ``maximal_mesh[device_id=0] {}``.

    A group is the devices whose mesh coordinates differ only along the listed axes, ranked by
    those axes in the order listed (the first listed is the major one); groups are ordered
    row-major over the remaining coordinates.
    """
    # The listed axes as written: ("y",) for a whole axis, ("x", pre_size, size) for a sub-axis.
    # A name that is not an axis name but an index ("1") refers to the axis at that index, as in XLA.
    axes: tuple[tuple, ...] = ()

    def to_text(self) -> str:
        return self.mesh_text() + " {" + ",".join(self.axis_ref_text(ref) for ref in self.axes) + "}"

    @property
    def group_size(self) -> int:
        """Devices per group: the product of the listed (sub-)axis sizes."""
        n = 1
        for ref in self.axes:
            if len(ref) == 3:
                n *= ref[2]
            else:
                i = self.axis_index(ref[0])
                if i is None:
                    raise ValueError(f"replica_groups: {self._quote(ref[0])} is not an axis of {self.mesh_text()}")
                n *= self.axis_sizes[i]
        return n

    @property
    def num_groups(self) -> int:
        g = self.group_size
        return self.num_devices // g if g > 0 else 0

    def _split_axes(self) -> tuple[list[int], list[int]]:
        """XLA's reindexing: each mesh axis split into the pieces its listed sub-axes cut it into
        (sizes, major to minor), and the piece each listed axis is, in the order listed."""
        pieces, piece_of = split_mesh_axes(self, self.axes, "replica_groups")
        return pieces, [piece_of[k] for k in range(len(self.axes))]

    def expand(self):
        """The groups as an int array [num_groups, group_size], in XLA's order (the contract of
        ``IotaList.expand``). Raises ValueError where the mesh and axes do not fit together."""
        devices = self._devices()
        pieces, grouped = self._split_axes()
        size = 1
        for p in grouped:
            size *= pieces[p]
        if size <= 0:
            raise ValueError(f"replica_groups: {self.to_text()} has empty groups")
        rest = [p for p in range(len(pieces)) if p not in grouped]
        return devices.reshape(pieces).transpose(rest + grouped).reshape(-1, size)

    def problem(self) -> str | None:
        """Why XLA refuses these groups (its parser and MeshAxesReplicaGroupList checks), or None."""
        names = self.axis_names
        why = self.mesh_problem()
        if why is not None:
            return why
        try:
            self._split_axes()
        except ValueError as e:
            return str(e)
        prev = None
        for ref in self.axes:
            i = self.axis_index(ref[0])
            assert i is not None        # (_split_axes refused references to no axis)
            if len(ref) == 3:
                _, pre, size = ref
                if size <= 1:
                    return f"replica_groups: sub-axis {self._quote(names[i])}:({pre}){size} must have size > 1"
                if size >= self.axis_sizes[i]:
                    return (f"replica_groups: sub-axis {self._quote(names[i])}:({pre}){size} must be smaller "
                            f"than the axis ({self.axis_sizes[i]})")
                if prev is not None and prev[0] == i and prev[1] * prev[2] == pre:
                    return (f"replica_groups: sub-axes {self._quote(names[i])}:({prev[1]}){prev[2]} and "
                            f"{self._quote(names[i])}:({pre}){size} are adjacent: XLA wants them merged")
                prev = (i, pre, size)
            else:
                prev = None
        if self.group_size <= 1:
            return (f"replica_groups: {self.to_text()} has {self.group_size} device per group; XLA wants "
                    "more than one")
        return None


def split_mesh_axes(mesh: Mesh, refs, what: str) -> tuple[list[int], dict[int, int]]:
    """Each mesh axis cut into the pieces the (sub-)axis references ``refs`` make of it (sizes,
    major to minor, all axes in mesh order), and for each reference (by position in ``refs``) the
    piece it is. Raises ValueError where a reference is not an axis, does not fit it, or overlaps
    another."""
    by_axis: dict[int, list[int]] = {}
    for k, ref in enumerate(refs):
        i = mesh.axis_index(ref[0])
        if i is None:
            raise ValueError(f"{what}: {mesh._quote(ref[0])} is not an axis of {mesh.mesh_text()}")
        by_axis.setdefault(i, []).append(k)
    pieces: list[int] = []
    piece_of: dict[int, int] = {}          # reference -> index into pieces
    for i, full in enumerate(mesh.axis_sizes):
        listed = by_axis.get(i)
        if listed is None:
            pieces.append(full)
            continue
        if len(listed) == 1 and len(refs[listed[0]]) == 1:
            piece_of[listed[0]] = len(pieces)
            pieces.append(full)
            continue
        if any(len(refs[k]) == 1 for k in listed):
            raise ValueError(f"{what}: axis {mesh._quote(mesh.axis_names[i])} is listed whole and "
                             f"again (as a sub-axis or twice): the axes overlap")
        done = 1                           # the product of the pieces so far (major ones)
        for k in sorted(listed, key=lambda k: refs[k][1]):
            _, pre, size = refs[k]
            if pre < 1 or size < 1 or pre % done or full % (pre * size):
                raise ValueError(f"{what}: sub-axis {mesh._quote(mesh.axis_names[i])}:({pre}){size} "
                                 f"does not fit axis {mesh._quote(mesh.axis_names[i])} of size {full}"
                                 + (" next to the other sub-axes listed" if len(listed) > 1 else ""))
            if pre != done:
                pieces.append(pre // done)
            piece_of[k] = len(pieces)
            pieces.append(size)
            done = pre * size
        if done != full:
            pieces.append(full // done)
    return pieces, piece_of
