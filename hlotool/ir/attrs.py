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


@dataclass(frozen=True)
class KeyValue:
    key: str
    value: Any


@dataclass(frozen=True)
class Pair:
    """``a: b`` or ``a->b`` inside braces."""
    left: Any
    op: str           # ":" or "->"
    right: Any


@dataclass(frozen=True)
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
    never read, is most of a dump's text. The parser has already checked the text's syntax."""

    def __init__(self, decode, text: str):   # noqa: D107 - not the dataclass __init__ on purpose
        object.__setattr__(self, "_decode", decode)
        object.__setattr__(self, "_text", text)

    def _decoded(self) -> Braced:
        d = self.__dict__
        b = d.get("_braced")
        if b is None:
            b = d["_decode"](d["_text"])
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
class MeshAxesGroups:
    """Replica groups named by mesh axes (XLA's MeshAxesReplicaGroupList, printed by jax >= 0.10):
    ``mesh['x'=2,'y'=4] {'y'}``, ``mesh['x'=8] {'x':(2)2}`` (a sub-axis: ``size`` devices with
    stride ``pre_size``), ``mesh['x'=2,'y'=4], device_ids=([2,4]T(1,0)) {'x','y'}``,
    ``mesh['x'=2,'y'=4], device_ids=(7,6,5,4,3,2,1,0) {'x'}``, ``maximal_mesh[device_id=0] {}``.

    The mesh lays its devices out row-major over the axes: ids 0..n-1 in order, or ``device_ids=``
    (an explicit list, or an iota reshaped and transposed). A group is the devices whose
    coordinates differ only along the listed axes, ranked by those axes in the order listed (the
    first listed is the major one); groups are ordered row-major over the remaining coordinates.
    """
    axis_names: tuple[str, ...]
    axis_sizes: tuple[int, ...]
    # The listed axes as written: ("y",) for a whole axis, ("x", pre_size, size) for a sub-axis.
    # A name that is not an axis name but an index ("1") refers to the axis at that index, as in XLA.
    axes: tuple[tuple, ...]
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

    def to_text(self) -> str:
        refs = []
        for ref in self.axes:
            i = self.axis_index(ref[0])
            t = self._quote(self.axis_names[i] if i is not None else ref[0])
            if len(ref) == 3:
                t += f":({ref[1]}){ref[2]}"
            refs.append(t)
        return self.mesh_text() + " {" + ",".join(refs) + "}"

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

    def _devices(self, build: bool = True):
        """The mesh's device ids as an array shaped like its axes (None with ``build=False``: the
        checks alone). Raises ValueError where the device_ids do not fit the mesh."""
        import numpy as np
        if self.maximal_device is not None:
            return np.array(self.maximal_device, dtype=np.int64) if build else None
        sizes = self.axis_sizes
        if any(s < 1 for s in sizes):
            raise ValueError(f"replica_groups: the axis sizes of {self.mesh_text()} must be positive")
        n = self.num_devices
        if self.device_ids is not None:
            if len(self.device_ids) != n:
                raise ValueError(f"replica_groups: {self.mesh_text()} has {n} devices but lists "
                                 f"{len(self.device_ids)} device_ids")
            return np.array(self.device_ids, dtype=np.int64).reshape(sizes) if build else None
        if self.iota_reshape is not None:
            m = 1
            for d in self.iota_reshape:
                m *= d
            perm = self.iota_transpose or tuple(range(len(self.iota_reshape)))
            if any(d < 1 for d in self.iota_reshape) or m != n:
                raise ValueError(f"replica_groups: device_ids of {self.mesh_text()} number {m} devices, the "
                                 f"mesh has {n}")
            if sorted(perm) != list(range(len(self.iota_reshape))):
                raise ValueError(f"replica_groups: T({','.join(map(str, perm))}) in {self.mesh_text()} is not "
                                 f"a permutation of the {len(self.iota_reshape)} dimensions")
            if build:
                return np.arange(n, dtype=np.int64).reshape(self.iota_reshape).transpose(perm).reshape(sizes)
            return None
        return np.arange(n, dtype=np.int64).reshape(sizes) if build else None

    def _split_axes(self) -> tuple[list[int], list[int]]:
        """XLA's reindexing: each mesh axis split into the pieces its listed sub-axes cut it into
        (sizes, major to minor), and the piece each listed axis is, in the order listed."""
        by_axis: dict[int, list[int]] = {}
        for k, ref in enumerate(self.axes):
            i = self.axis_index(ref[0])
            if i is None:
                raise ValueError(f"replica_groups: {self._quote(ref[0])} is not an axis of {self.mesh_text()}")
            by_axis.setdefault(i, []).append(k)
        pieces: list[int] = []
        piece_of: dict[int, int] = {}          # listed axis -> index into pieces
        for i, full in enumerate(self.axis_sizes):
            listed = by_axis.get(i)
            if listed is None:
                pieces.append(full)
                continue
            if len(listed) == 1 and len(self.axes[listed[0]]) == 1:
                piece_of[listed[0]] = len(pieces)
                pieces.append(full)
                continue
            if any(len(self.axes[k]) == 1 for k in listed):
                raise ValueError(f"replica_groups: axis {self._quote(self.axis_names[i])} is listed whole and "
                                 f"again (as a sub-axis or twice): the axes overlap")
            done = 1                           # the product of the pieces so far (major ones)
            for k in sorted(listed, key=lambda k: self.axes[k][1]):
                _, pre, size = self.axes[k]
                if pre < 1 or size < 1 or pre % done or full % (pre * size):
                    raise ValueError(f"replica_groups: sub-axis {self._quote(self.axis_names[i])}:({pre}){size} "
                                     f"does not fit axis {self._quote(self.axis_names[i])} of size {full}"
                                     + (" next to the other sub-axes listed" if len(listed) > 1 else ""))
                if pre != done:
                    pieces.append(pre // done)
                piece_of[k] = len(pieces)
                pieces.append(size)
                done = pre * size
            if done != full:
                pieces.append(full // done)
        return pieces, [piece_of[k] for k in range(len(self.axes))]

    def expand(self):
        """The groups as an int array [num_groups, group_size], in XLA's order (the contract of
        ``IotaList.expand``). Raises ValueError where the mesh and axes do not fit together."""
        import numpy as np
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
        dup = next((n for k, n in enumerate(names) if n in names[:k]), None)
        if dup is not None:
            return f"replica_groups: the mesh names axis {self._quote(dup)} twice"
        try:
            self._devices(build=False)
            self._split_axes()
        except ValueError as e:
            return str(e)
        if self.device_ids is not None:
            n = self.num_devices
            if sorted(self.device_ids) != list(range(n)):
                return f"replica_groups: device_ids of {self.mesh_text()} must be a permutation of 0..{n - 1}"
            if list(self.device_ids) == list(range(n)):
                return (f"replica_groups: device_ids of {self.mesh_text()} are 0..{n - 1} in order: XLA wants "
                        "them left out")
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
class Sharding:
    kind: str                                   # replicated|maximal|manual|unknown|unreduced|tiled|tuple
    device: int | None = None                   # maximal device=N
    tile_dims: tuple[int, ...] = ()             # devices=[...]
    devices: tuple[int, ...] = ()               # explicit device list
    iota: IotaList | None = None                # devices=[..]<=[..]T(..)
    last_tile_dim_replicate: bool = False
    last_tile_dims: tuple[str, ...] = ()
    shard_group: tuple[str, int] | None = None  # ("shard_as"|"shard_like", id)
    metadata: Any = None                        # generic Braced
    elements: tuple["Sharding", ...] = ()       # tuple sharding
    extra: tuple = ()                           # words we do not model, kept in order


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
