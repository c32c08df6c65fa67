"""GSPMD shardings as HLO text writes them: ``{replicated}``, ``{maximal device=0}``,
``{devices=[2,2]<=[4] last_tile_dim_replicate shard_as 1 metadata={op_name="a"}}``, a tuple of them
(``{{replicated}, {maximal device=0}}``), read from the generic values the grammar yields into
``hlotool.sharding.model.Sharding`` as XLA's parser reads them. A named sharding (``{mesh[...], ...}``)
comes already read (``parse_named``). ``as_sharding`` is ``parser.attribute_types``' reader of ``sharding=``.
"""
from __future__ import annotations

from typing import Any, NamedTuple

from ..ir.device_groups import IotaList
from ..ir.values import Braced, Bracket, KeyValue, Word
from ..sharding.model import Sharding
from .messages import AttributeValueError, attribute_expects

_SHARDING_KINDS = ("replicated", "maximal", "manual", "unknown", "unreduced")   # XLA's order of precedence
_SUBGROUP_TYPES = frozenset({"replicated", "manual", "maximal", "unreduced"})     # last_tile_dims={...}


def _sharding_metadata(key: str, v: Any) -> tuple:
    """``metadata={op_name="a"}`` (one OpMetadata) or ``metadata={{...}, {...}}`` (a list)."""
    if isinstance(v, Braced) and v.items and all(isinstance(x, Braced) for x in v.items):
        items = v.items
    else:
        items = (v,)
    for m in items:
        if not (isinstance(m, Braced) and all(isinstance(x, KeyValue) for x in m.items)):
            attribute_expects(key, "metadata like metadata={op_name=\"a\"} or metadata={{...}, {...}} in a sharding", v)
    return tuple(items)


def _single_sharding(key: str, v: Any) -> Sharding:
    """One sharding, ``{replicated}`` ... ``{devices=[2,2]<=[4] last_tile_dim_replicate shard_as 1}``,
    read as XLA's parser reads it: items in any order, a later item overriding an earlier one."""
    if isinstance(v, Sharding) and v.kind == "named":
        return v
    if not isinstance(v, Braced):
        attribute_expects(key, "a sharding like {replicated} or {devices=[2,1]0,1}", v)
    items = _sharding_items(key, v)
    meta = tuple(items.metadata)
    group = None if items.group_id is None else ("shard_as" if items.shard_as else "shard_like", items.group_id)
    kind = next((k for k in _SHARDING_KINDS if k in items.kinds), "tiled")
    if kind == "maximal":
        if len(items.devices) != 1:
            raise AttributeValueError("sharding: maximal shardings should have exactly one device assigned "
                                  "(device=N)")
        return Sharding("maximal", device=items.devices[0], metadata=meta, shard_group=group)
    if kind != "tiled":
        if items.devices:
            raise AttributeValueError(f"sharding: {kind} shardings should not have any devices assigned")
        return Sharding(kind, metadata=meta, shard_group=group)
    if not items.tile_dims:
        raise AttributeValueError("sharding: non-maximal shardings must have a tile assignment list including "
                              "dimensions (devices=[...])")
    if items.replicate_last and items.subgroups:
        raise AttributeValueError("sharding: last_tile_dim_replicate and last_tile_dims={...} cannot both be given")
    if items.iota is not None and items.devices:
        raise AttributeValueError("sharding: devices=[...]<=[...] (an iota) takes no device ids")
    if items.iota is None and len(items.devices) <= 1:
        raise AttributeValueError("sharding: non-maximal shardings must have more than one device assigned")
    return Sharding("tiled", tile_dims=tuple(items.tile_dims), devices=tuple(items.devices), iota=items.iota,
                    last_tile_dim_replicate=items.replicate_last, last_tile_dims=tuple(items.subgroups), metadata=meta,
                    shard_group=group)


class _ShardingItems(NamedTuple):
    """What a sharding's items say (_sharding_items), before they are checked against each other."""
    kinds: set[str]
    devices: list[int]
    tile_dims: list[int]
    iota: IotaList | None
    subgroups: list[str]
    replicate_last: bool
    shard_as: bool
    shard_like: bool
    group_id: Any
    metadata: list


def _sharding_items(key: str, v: Braced) -> _ShardingItems:
    """The items of a sharding's braces, read as XLA's parser reads them: in any order, a later item overriding an
    earlier one (each item's own errors raised here; how they go together, _single_sharding's)."""
    kinds: set[str] = set()
    devices: list[int] = []
    tile_dims: list[int] = []
    iota: IotaList | None = None
    subgroups: list[str] = []
    replicate_last = False
    shard_as = shard_like = False
    group_id = None
    metadata: list = []
    items = v.items
    i = 0
    while i < len(items):
        it = items[i]
        if isinstance(it, Word) and str(it) in _SHARDING_KINDS:
            kinds.add(str(it))
        elif isinstance(it, Word) and str(it) == "last_tile_dim_replicate":
            replicate_last = True
        elif isinstance(it, Word) and str(it) in ("shard_as", "shard_like"):
            if not (i + 1 < len(items) and type(items[i + 1]) is int):
                raise AttributeValueError(f"sharding: expected a shard group id (an integer) after {it}")
            shard_as |= str(it) == "shard_as"
            shard_like |= str(it) == "shard_like"
            group_id = items[i + 1]
            i += 1
        elif isinstance(it, KeyValue) and it.key == "device":
            if type(it.value) is not int:
                raise AttributeValueError("sharding: device= attribute must be an integer")
            devices = [it.value]
        elif isinstance(it, KeyValue) and it.key == "devices":
            if isinstance(it.value, IotaList):
                tile_dims += it.value.dims
                iota = it.value
            elif isinstance(it.value, Bracket) and it.value.items and all(type(x) is int for x in it.value.items):
                tile_dims += it.value.items
                if not (i + 1 < len(items) and type(items[i + 1]) is int):
                    raise AttributeValueError("sharding: expected device ids after devices=[...], or <=[...]")
                while i + 1 < len(items) and type(items[i + 1]) is int:
                    devices.append(items[i + 1])
                    i += 1
            else:
                attribute_expects(key, "devices=[dims]ids or devices=[dims]<=[dims]", v)
        elif isinstance(it, KeyValue) and it.key == "last_tile_dims":
            if not (isinstance(it.value, Braced) and all(isinstance(x, Word) and str(x) in _SUBGROUP_TYPES
                                                         for x in it.value.items)):
                raise AttributeValueError("sharding: last_tile_dims={...} lists subgroup types: replicated, "
                                      "manual, maximal or unreduced")
            subgroups += [str(x) for x in it.value.items]
        elif isinstance(it, KeyValue) and it.key == "metadata":
            metadata += _sharding_metadata(key, it.value)
        elif isinstance(it, KeyValue):
            raise AttributeValueError(f"sharding: unknown attribute {it.key}=; expected device=, devices=, "
                                  "metadata= or last_tile_dims=")
        else:
            from ..fmt.values import value_text
            raise AttributeValueError(f"sharding: unexpected {value_text(it)!r}; expected replicated, maximal, "
                                  "manual, unknown, unreduced, device=, devices=, last_tile_dim_replicate, "
                                  "last_tile_dims=, shard_as N, shard_like N or metadata=")
        i += 1
    return _ShardingItems(kinds, devices, tile_dims, iota, subgroups, replicate_last, shard_as, shard_like,
                          group_id, metadata)


def as_sharding(key: str, v: Any) -> Sharding:
    """A sharding: one (``{replicated}``, ``{devices=[2,1]0,1}``, ``{mesh['x'=2], [{'x'}]}``, ...) or
    a tuple of them, one per leaf (``{{replicated}, {maximal device=0}}``; ``{}`` is the empty tuple)."""
    if isinstance(v, Sharding):
        return v
    if not isinstance(v, Braced):
        attribute_expects(key, "a sharding like {replicated} or {devices=[2,1]0,1}", v)
    items = v.items
    if not items:
        return Sharding("tuple")
    if isinstance(items[0], (Braced, Sharding)):
        if not all(isinstance(x, (Braced, Sharding)) for x in items) or (len(items) > 1 and v.sep == " "):
            raise AttributeValueError("sharding: a tuple sharding lists one {...} sharding per leaf, separated "
                                  "by commas")
        return Sharding("tuple", elements=tuple(_single_sharding(key, x) for x in items))
    return _single_sharding(key, v)
