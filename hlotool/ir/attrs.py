"""Attribute values.

The grammar yields a small set of generic value nodes (``Word``, ``Braced``, ``Paren``, ...);
``hlotool.parser.decode`` turns the values of known attribute keys into the typed kinds below.
Values of keys it does not know stay generic, so new XLA attributes still round-trip.
"""
from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from .shape import Shape


# ---------------------------------------------------------------- generic nodes
class Word(str):
    """A bare identifier value: ``kLoop``, ``EQ``, ``may-alias``."""
    __slots__ = ()


@dataclass(frozen=True, slots=True)
class KeyValue:
    key: str
    value: Any


@dataclass(frozen=True, slots=True)
class Pair:
    """``a: b`` or ``a->b`` inside braces."""
    left: Any
    op: str           # ":" or "->"
    right: Any


@dataclass(frozen=True, slots=True)
class Braced:
    """``{...}``. ``sep`` is the separator the items were written with: "," or " "."""
    items: tuple
    sep: str = ","

    def get(self, key, default=None):
        for it in self.items:
            if isinstance(it, KeyValue) and it.key == key:
                return it.value
        return default


class LazyBraced(Braced):
    """A ``Braced`` decoded from its text on first use: instruction metadata, which most tools
    never read, is most of a dump's text. The parser has already checked the text's syntax.
    The text is kept as a span of the module's source (one shared string), not as a copy."""
    __slots__ = ("_decode", "_source", "_span", "_braced")

    def __init__(self, decode, source: str, start: int = 0, end: int | None = None):  # noqa: D107
        end = len(source) if end is None else end
        object.__setattr__(self, "_decode", decode)
        object.__setattr__(self, "_source", source)
        object.__setattr__(self, "_span", start << 32 | (end - start))   # one int, not two
        object.__setattr__(self, "_braced", None)

    @property
    def source_text(self) -> str:
        """The text between the braces, as written."""
        start = self._span >> 32
        return self._source[start:start + (self._span & 0xFFFFFFFF)]

    @property
    def is_decoded(self) -> bool:
        return self._braced is not None

    def _decoded(self) -> Braced:
        b = self._braced
        if b is None:
            b = self._decode(self.source_text)
            object.__setattr__(self, "_braced", b)
        return b

    @property
    def items(self):   # type: ignore[override]
        return self._decoded().items

    @property
    def sep(self):     # type: ignore[override]
        return self._decoded().sep

    def __eq__(self, other):
        if isinstance(other, Braced):
            return self.items == other.items and self.sep == other.sep
        return NotImplemented

    def __hash__(self):
        return hash((self.items, self.sep))

    def __repr__(self):
        return f"LazyBraced({self._decoded()!r})"

    def __reduce__(self):     # pickles (and copies) as the decoded value, without the whole source
        return (Braced, (self.items, self.sep))


@dataclass(frozen=True)
class Paren:
    items: tuple


@dataclass(frozen=True)
class Bracket:
    items: tuple


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
        t = "mesh[" + ",".join(f"{self._quote(n)}={s}" for n, s in zip(self.axis_names, self.axis_sizes)) + "]"
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
        pieces, piece_of = _split_mesh_axes(self, self.axes, "replica_groups")
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


def _split_mesh_axes(mesh: Mesh, refs, what: str) -> tuple[list[int], dict[int, int]]:
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


# ---------------------------------------------------------------- typed kinds
@dataclass(frozen=True)
class CompRef:
    """A reference to a computation by name; ``hlotool.ir.Module`` resolves it."""
    name: str


@dataclass(frozen=True)
class WindowDim:
    size: int
    stride: int = 1
    pad_low: int = 0
    pad_high: int = 0
    lhs_dilate: int = 1
    rhs_dilate: int = 1
    reversal: bool = False


@dataclass(frozen=True)
class Window:
    dims: tuple[WindowDim, ...]
    # which keys were written; XLA prints only non-default keys, we print what we read.
    keys: tuple[str, ...] = ("size",)


@dataclass(frozen=True)
class ConvDimLabels:
    """``b01f_01io->b01f``."""
    text: str

    @property
    def parts(self) -> tuple[str, str, str]:
        lhs, rest = self.text.split("_", 1)
        rhs, out = rest.split("->")
        return lhs, rhs, out


@dataclass(frozen=True)
class PaddingConfig:
    dims: tuple[tuple[int, int, int], ...]      # (low, high, interior)
    interior_written: bool = field(default=False, compare=False)   # some dim written as lo_hi_in


@dataclass(frozen=True)
class SliceSpec:
    dims: tuple[tuple[int, int, int], ...]      # (start, limit, stride)


@dataclass(frozen=True)
class BackendConfig:
    """Kept verbatim. ``form`` is "string" (quoted) or "braced" (JSON / MLIR dictionary)."""
    text: str
    form: str


class BracedText(str):
    """A braced value kept verbatim (e.g. an MLIR attribute inside frontend_attributes)."""
    __slots__ = ()


@dataclass(frozen=True)
class FrontendAttributes:
    """``{key="value", ...}``; a value is a str, or BracedText for a braced value."""
    items: tuple[tuple[str, Any], ...]

    def get(self, key, default=None):
        for k, v in self.items:
            if k == key:
                return v
        return default


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
        seen = []
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
            for a, b in zip(refs, refs[1:]):
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
        pieces, piece_of = _split_mesh_axes(m, refs, "sharding")
        devices = m._devices(what="sharding").reshape(pieces)
        perm: list[int] = []
        tile_dims: list[int] = []
        for k in range(len(self.dims)):
            ps = [piece_of[j] for j in range(n_dim_refs) if dim_of[j] == k]
            perm += ps
            tile_dims.append(int(np.prod([pieces[p] for p in ps], dtype=np.int64)))
        used = set(perm)
        groups = {}
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
            return self.named.to_tiled()
        if self.kind == "tuple" and any(e.kind == "named" for e in self.elements):
            return Sharding("tuple", elements=tuple(e.gspmd() for e in self.elements))
        return self


@dataclass(frozen=True)
class Literal:
    """A constant's value. ``value`` is a NumPy array for arrays (dtype per element type), a tuple
    of Literals for tuples, or ``None`` for an elided ``{...}`` constant."""
    shape: Shape
    value: Any = field(compare=False)
    text_key: Any = None      # a hashable, exact identity of the value (bytes), used for equality

    def __eq__(self, other):
        return isinstance(other, Literal) and self.shape == other.shape and self.text_key == other.text_key

    def __hash__(self):
        return hash((self.shape, self.text_key))

    @property
    def elided(self) -> bool:
        return self.value is None


class LazyLiteral(Literal):
    """A Literal decoded from its text on first use (``value``, ``text_key``, equality). The
    parser creates one only for text it has checked will decode (hlotool.parser.literals)."""

    def __init__(self, shape: Shape, text: str, decode):   # noqa: D107 - not the dataclass's
        object.__setattr__(self, "shape", shape)
        object.__setattr__(self, "_text", text)
        object.__setattr__(self, "_decode", decode)

    def _decoded(self):
        d = self.__dict__
        got = d.get("_value_key")
        if got is None:
            got = d["_decode"](self.shape, d["_text"])
            object.__setattr__(self, "_value_key", got)
        return got

    @property
    def value(self):   # type: ignore[override]
        return self._decoded()[0]

    @property
    def text_key(self):   # type: ignore[override]
        return self._decoded()[1]

    @property
    def elided(self) -> bool:
        return False

    @property
    def is_decoded(self) -> bool:
        return "_value_key" in self.__dict__

    def __reduce__(self):    # copies and pickles as a plain Literal
        return (Literal, (self.shape, self.value, self.text_key))


@dataclass(frozen=True)
class ProgramShape:
    parameters: tuple[Shape, ...]
    result: Shape


class Dims(tuple):
    """``3x3`` (window sizes and strides)."""
    __slots__ = ()


@dataclass(frozen=True)
class Range:
    """``[start:limit]`` or ``[start:limit:stride]``."""
    start: int
    limit: int
    stride: int | None = None


@dataclass(frozen=True)
class ShapedLiteral:
    """custom-call's ``literal=s32[2]{0} {1, 2}``: a literal written after its shape (a tuple
    literal as ``( shape value, ... )``)."""
    literal: Literal
