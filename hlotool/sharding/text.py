"""The one printer of shardings as HLO text: GSPMD (``{devices=[2,1]<=[2] last_tile_dim_replicate
metadata={op_name="a"}}``), tuple and named shardings, metadata included, as XLA prints them.

Metadata fields are generic attribute values, and generic values may hold shardings, so the printer
of values is a parameter (``hlotool.fmt.values.value_text``): ``fmt.values.sharding_text`` is this
printer with it, and it is what the formatter, the language server and the messages of
``hlotool.placement.blocks`` use.
"""
from __future__ import annotations

from typing import Any, Callable

from .model import Sharding


def _metadata_item_text(m, value_text: Callable[[Any], str]) -> str:
    """One OpMetadata inside a sharding: its fields separated by blanks, as XLA prints them."""
    return "{" + " ".join(value_text(x) for x in m.items) + "}"


def sharding_text(s: Sharding, value_text: Callable[[Any], str]) -> str:
    """``s`` as HLO text, metadata included; ``value_text`` prints the metadata's fields."""
    if s.kind == "tuple":
        return "{" + ", ".join(sharding_text(e, value_text) for e in s.elements) + "}"
    if s.kind == "named":
        n = s.named
        assert n is not None            # (kind "named" holds one)
        t = n.to_text()
        if n.metadata:   # a named sharding prints its metadata as a list, even of one
            t = t[:-1] + ", metadata={" + ", ".join(_metadata_item_text(m, value_text) for m in n.metadata) + "}}"
        return t
    parts = []
    if s.kind != "tiled":
        parts.append(s.kind)
    if s.device is not None:
        parts.append(f"device={s.device}")
    if s.iota is not None:
        parts.append("devices=" + s.iota.to_text())
    elif s.tile_dims:
        parts.append("devices=[" + ",".join(map(str, s.tile_dims)) + "]" + ",".join(map(str, s.devices)))
    if s.last_tile_dim_replicate:
        parts.append("last_tile_dim_replicate")
    if s.last_tile_dims:
        parts.append("last_tile_dims={" + ", ".join(s.last_tile_dims) + "}")
    if s.shard_group is not None:
        parts.append(f"{s.shard_group[0]} {s.shard_group[1]}")
    if len(s.metadata) == 1:
        parts.append("metadata=" + _metadata_item_text(s.metadata[0], value_text))
    elif s.metadata:
        parts.append("metadata={" + ", ".join(_metadata_item_text(m, value_text) for m in s.metadata) + "}")
    return "{" + " ".join(parts) + "}"
