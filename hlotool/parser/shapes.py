"""Decoding of SHAPE tokens (``f32[2,<=3]{1,0:T(8,128)E(4)S(1)}``) into Shape objects."""
from __future__ import annotations

import re
from typing import Any

from ..ir.dtypes import PRIMITIVE_TYPES
from ..ir.shape import COMBINE_DIM, TILE_ANY, UNBOUNDED, Layout, Shape

_SHAPE_RE = re.compile(r"([a-z][a-z0-9]*)\[([^\]]*)\](?:\{([^}]*)\})?\Z")
_LAYOUT_ITEM_RE = re.compile(
    r"D\((?P<D>[^)]*)\)|T(?P<T>(?:\([^)]*\))+)|L\((?P<L>\d+)\)|#\((?P<I>\w+)\)|\*\((?P<P>\w+)\)"
    r"|E\((?P<E>\d+)\)|S\((?P<S>\d+)\)|SC\((?P<SC>\d+:[\d,]*)\)|M\((?P<M>\d+)\)")


_DIM_LEVEL_RE = re.compile(r"[DCS][+~]*")


class ShapeTextError(ValueError):
    """A shape or layout written wrongly."""


def _int(text: str, what: str) -> int:
    try:
        return int(text)
    except ValueError:
        raise ShapeTextError(f"expected an integer in {what}, found '{text}'") from None


def parse_layout(body: str, rank: int | None = None) -> Layout:
    """The text between the braces of a layout: ``1,0:T(8,128)(2,1)E(4)``."""
    m2m_text, _, items = body.partition(":")
    m2m_text = m2m_text.strip()
    m2m = tuple(_int(x.strip(), "minor_to_major") for x in m2m_text.split(",")) if m2m_text else ()
    fields: dict[str, Any] = {}      # Layout's keyword arguments
    pos = 0
    items = items.strip()
    while pos < len(items):
        m = _LAYOUT_ITEM_RE.match(items, pos)
        if not m:
            raise ShapeTextError(f"unexpected layout item '{items[pos:]}'; expected one of "
                                 "D(...), T(...), L(n), #(type), *(type), E(n), S(n), SC(...), M(n)")
        kind = m.lastgroup
        assert kind is not None         # (each item is a named group)
        val = m.group(kind)
        if kind == "D":
            levels = tuple(x.strip() for x in val.split(",") if x.strip())
            bad = next((x for x in levels if not _DIM_LEVEL_RE.fullmatch(x)), None)
            if bad is not None:
                raise ShapeTextError(f"expected a DimLevelType abbreviation (D, C or S, then + or ~), "
                                     f"found '{bad}'")
            fields["dim_level_types"] = levels
        elif kind == "T":
            tiles = []
            for t in re.findall(r"\(([^)]*)\)", val):
                dims = []
                for d in t.split(","):
                    d = d.strip()
                    if not d:
                        continue
                    dims.append(COMBINE_DIM if d == "*" else TILE_ANY if d == "?" else _int(d, "tile"))
                tiles.append(tuple(dims))
            fields["tiles"] = tuple(tiles)
        elif kind == "L":
            fields["tail_padding_alignment"] = int(val)
        elif kind == "I":
            fields["index_type"] = val
        elif kind == "P":
            fields["pointer_type"] = val
        elif kind == "E":
            fields["element_size_bits"] = int(val)
        elif kind == "S":
            fields["memory_space"] = int(val)
        elif kind == "SC":
            dim, _, idx = val.partition(":")
            fields.setdefault("split_configs", ())
            fields["split_configs"] += ((int(dim), tuple(int(x) for x in idx.split(",") if x)),)
        elif kind == "M":
            fields["dynamic_shape_metadata_prefix_bytes"] = int(val)
        pos = m.end()
    return Layout(m2m, **fields)


# Shape text -> its Shape (immutable, so shared); the fast lines look shapes up here first.
SHAPES_SEEN: dict[str, Shape] = {}


def parse_array_shape(text: str) -> Shape:
    """Decode one SHAPE token. Results are cached: dumps repeat a few hundred spellings."""
    shape = SHAPES_SEEN.get(text)
    if shape is not None:
        return shape
    m = _SHAPE_RE.match(text)
    if not m:
        raise ShapeTextError(f"malformed shape '{text}'")
    etype, dims_text, layout_text = m.groups()
    if etype not in PRIMITIVE_TYPES:
        raise ShapeTextError(f"unknown element type '{etype}'; expected one of "
                             + ", ".join(PRIMITIVE_TYPES))
    dims, dyn = [], []
    dims_text = dims_text.strip()
    if dims_text:
        for d in dims_text.split(","):
            d = d.strip()
            if d == "?":
                dims.append(UNBOUNDED)
                dyn.append(True)
            elif d.startswith("<="):
                dims.append(_int(d[2:].strip(), "dimension"))
                dyn.append(True)
            else:
                v = _int(d, "dimension")
                if v < 0:
                    raise ShapeTextError(f"negative dimension {v} in shape '{text}'")
                dims.append(v)
                dyn.append(False)
    if etype in ("token", "opaque") and dims:
        raise ShapeTextError(f"{etype} shapes have no dimensions, found '{text}'")
    layout = parse_layout(layout_text) if layout_text is not None else None
    if layout is not None and len(layout.minor_to_major) != len(dims):
        # XLA's parser rejects this too: a layout names every dimension once.
        raise ShapeTextError(f"shape '{text}' has {len(dims)} dimension(s), but its layout's "
                             f"minor_to_major has {len(layout.minor_to_major)}")
    shape = Shape(etype, tuple(dims), tuple(dyn), layout)
    if len(SHAPES_SEEN) < 100_000:
        SHAPES_SEEN[text] = shape
    return shape
