"""Shapes and layouts (see shapes_and_layout.md)."""
from __future__ import annotations

from dataclasses import dataclass
from functools import cached_property

from .dtypes import PRIMITIVE_TYPES, PrimitiveType

UNBOUNDED = -1          # the size stored for an unbounded dimension ``?``
COMBINE_DIM = -1        # the tile size stored for ``*`` (combine dimensions)
TILE_ANY = -2           # the tile size stored for ``?``


# Element types that are not arrays (Shape.is_array): tuples, tokens and opaque values.
_NOT_ARRAYS = frozenset({"tuple", "token", "opaque"})


@dataclass(frozen=True)
class Layout:
    """``{minor_to_major:items}``; items keep XLA's meaning and order."""
    minor_to_major: tuple[int, ...]
    dim_level_types: tuple[str, ...] = ()            # D(...)
    tiles: tuple[tuple[int, ...], ...] = ()           # T(8,128)(2,1)
    tail_padding_alignment: int = 0                   # L(n)
    index_type: str = ""                              # #(u32)
    pointer_type: str = ""                            # *(u32)
    element_size_bits: int = 0                        # E(n)
    memory_space: int = 0                             # S(n)
    split_configs: tuple[tuple[int, tuple[int, ...]], ...] = ()   # SC(dim:idx,idx)
    physical_shape: "Shape | None" = None             # P(shape)
    dynamic_shape_metadata_prefix_bytes: int = 0      # M(n)

    def to_text(self) -> str:
        out = ",".join(map(str, self.minor_to_major))
        items = []
        if self.dim_level_types:
            items.append("D(" + ",".join(self.dim_level_types) + ")")
        if self.tiles:
            items.append("T" + "".join(
                "(" + ",".join(_tile_dim(d) for d in t) + ")" for t in self.tiles))
        if self.tail_padding_alignment:
            items.append(f"L({self.tail_padding_alignment})")
        if self.index_type:
            items.append(f"#({self.index_type})")
        if self.pointer_type:
            items.append(f"*({self.pointer_type})")
        if self.element_size_bits:
            items.append(f"E({self.element_size_bits})")
        if self.memory_space:
            items.append(f"S({self.memory_space})")
        for dim, idx in self.split_configs:
            items.append(f"SC({dim}:" + ",".join(map(str, idx)) + ")")
        if self.physical_shape is not None:
            items.append(f"P({self.physical_shape.to_text()})")
        if self.dynamic_shape_metadata_prefix_bytes:
            items.append(f"M({self.dynamic_shape_metadata_prefix_bytes})")
        if items:
            out += ":" + "".join(items)
        return "{" + out + "}"


def _tile_dim(d: int) -> str:
    return "*" if d == COMBINE_DIM else "?" if d == TILE_ANY else str(d)


@dataclass(frozen=True)
class Shape:
    """An array shape (``element_type`` + ``dims``) or a tuple (``tuple_shapes``)."""
    element_type: str                                # "tuple" for tuples
    dims: tuple[int, ...] = ()
    dynamic: tuple[bool, ...] = ()                   # per dim: ``<=`` bounded or ``?``
    layout: Layout | None = None
    tuple_shapes: tuple["Shape", ...] = ()

    @property
    def is_tuple(self) -> bool:
        return self.element_type == "tuple"

    @property
    def is_array(self) -> bool:
        return self.element_type not in _NOT_ARRAYS

    @property
    def rank(self) -> int:
        return len(self.dims)

    @property
    def ptype(self) -> PrimitiveType:
        return PRIMITIVE_TYPES[self.element_type]

    @cached_property
    def num_elements(self) -> int:
        n = 1
        for d in self.dims:
            n *= d
        return n

    @property
    def is_dynamic(self) -> bool:
        return any(self.dynamic)

    def leaves(self) -> list["Shape"]:
        """Array/token leaves in flattening order."""
        if not self.is_tuple:
            return [self]
        out = []
        for s in self.tuple_shapes:
            out.extend(s.leaves())
        return out

    def same_ignoring_layout(self, other: "Shape") -> bool:
        """Equal element types, dimensions and dynamic flags (and tuple structure); layouts aside."""
        if self.is_tuple or other.is_tuple:
            return (self.is_tuple and other.is_tuple and len(self.tuple_shapes) == len(other.tuple_shapes)
                    and all(a.same_ignoring_layout(b)
                            for a, b in zip(self.tuple_shapes, other.tuple_shapes, strict=True)))
        return (self.element_type == other.element_type and self.dims == other.dims
                and self.dynamic == other.dynamic)

    def without_layout(self) -> "Shape":
        if self.layout is None and not self.is_tuple:
            return self
        made = self.__dict__.get("_without_layout")      # made once per (shared) shape object
        if made is None:
            if self.is_tuple:
                made = Shape("tuple", tuple_shapes=tuple(s.without_layout() for s in self.tuple_shapes))
            else:
                made = Shape(self.element_type, self.dims, self.dynamic)
            object.__setattr__(self, "_without_layout", made)
        return made

    def dims_text(self) -> str:
        parts = []
        for d, dyn in zip(self.dims, self.dynamic, strict=True):
            parts.append("?" if d == UNBOUNDED else ("<=" if dyn else "") + str(d))
        return "[" + ",".join(parts) + "]"

    def to_text(self, layout: bool = True) -> str:
        # Shapes are immutable and shared between instructions (the parser interns them), so
        # the text is made once per shape: printing a big dump asks for it millions of times.
        cache = self.__dict__.get("_texts")
        if cache is None:
            cache = {}
            object.__setattr__(self, "_texts", cache)
        text = cache.get(layout)
        if text is None:
            text = cache[layout] = self._make_text(layout)
        return text

    def _make_text(self, layout: bool) -> str:
        if self.is_tuple:
            return "(" + ", ".join(s.to_text(layout) for s in self.tuple_shapes) + ")"
        text = self.element_type + self.dims_text()
        if layout and self.layout is not None:
            text += self.layout.to_text()
        return text

    def __str__(self) -> str:
        return self.to_text()


def array_shape(element_type: str, dims, layout: Layout | None = None) -> Shape:
    dims = tuple(int(d) for d in dims)
    return Shape(element_type, dims, (False,) * len(dims), layout)


def tuple_shape(shapes) -> Shape:
    return Shape("tuple", tuple_shapes=tuple(shapes))
