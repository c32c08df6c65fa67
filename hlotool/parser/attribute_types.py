"""Typing of attribute values by key: the generic values the grammar yields become typed kinds.

One table, keyed by attribute name. Keys not in it keep their generic value, so attributes added
by newer XLA versions still parse and print back unchanged.
"""
from __future__ import annotations

import contextlib
from typing import Any, Callable

from ..ir.device_groups import IotaList, MeshAxesGroups
from ..ir.shape import Shape
from ..ir.values import (
    Braced,
    CompRef,
    Dims,
    KeyValue,
    PaddingConfig,
    Pair,
    Paren,
    ProgramShape,
    Range,
    SliceSpec,
    Window,
    WindowDim,
    Word,
)
from .messages import AttributeValueError, attribute_expects
from .sharding_gspmd import as_sharding


def as_int_list(key: str, v: Any) -> tuple[int, ...]:
    if isinstance(v, Braced) and all(type(x) is int for x in v.items):
        return tuple(v.items)
    attribute_expects(key, "a list of integers like {0,1}", v)     # XLA reads `dimensions=0` nowhere


def as_int_list_or_lists(key: str, v: Any) -> tuple:
    """`{1,2}`, or `{{128,32},{64,32}}` (collective-permute's in-place slice_sizes)."""
    if isinstance(v, Braced) and v.items and all(isinstance(x, Braced) for x in v.items):
        return tuple(as_int_list(key, x) for x in v.items)
    return as_int_list(key, v)


class _Attr:
    """An attribute as the parser's rules build it: its key, its typed value and the token it starts at."""
    __slots__ = ("key", "value", "token")

    def __init__(self, key, value, token):
        self.key, self.value, self.token = key, value, token


def as_comp(key: str, v: Any):
    if isinstance(v, CompRef):      # an inline computation, already built
        return v
    if isinstance(v, Word):
        return CompRef(str(v))
    if isinstance(v, Braced) and all(isinstance(x, Word) for x in v.items):
        return tuple(CompRef(str(x)) for x in v.items)
    attribute_expects(key, "a computation name", v)


def as_comp_list(key: str, v: Any) -> tuple[CompRef, ...]:
    if isinstance(v, CompRef):
        return (v,)
    if isinstance(v, Braced) and all(isinstance(x, (Word, CompRef)) for x in v.items):
        # names, or inline computations (`branch_computations={{...}, {...}}`), already built
        return tuple(x if isinstance(x, CompRef) else CompRef(str(x)) for x in v.items)
    if isinstance(v, Word):
        return (CompRef(str(v)),)
    attribute_expects(key, "a list of computation names like {%a, %b}", v)


def as_name_list(key: str, v: Any) -> tuple[str, ...]:
    if isinstance(v, Braced) and all(isinstance(x, Word) for x in v.items):
        return tuple(str(x) for x in v.items)
    attribute_expects(key, "a list of instruction names like {%a, %b}", v)


def _dims_of(key: str, v: Any) -> tuple[int, ...]:
    if isinstance(v, Dims):
        return tuple(v)
    if type(v) is int:
        return (v,)
    attribute_expects(key, "sizes like 3x3", v)


def as_window(key: str, v: Any) -> Window:
    if not isinstance(v, Braced):
        attribute_expects(key, "a window like {size=3x3 stride=2x2 pad=0_1x0_1}", v)
    fields: dict[str, Any] = {}
    for item in v.items:
        if not isinstance(item, KeyValue):
            attribute_expects(key, "window fields size=, stride=, pad=, lhs_dilate=, rhs_dilate=, rhs_reversal=", v)
        if item.key in fields:
            raise AttributeValueError(f"window field '{item.key}' given twice")
        if item.key == "pad":
            if isinstance(item.value, PaddingConfig) and not item.value.interior_written:
                fields["pad"] = tuple((lo, hi) for lo, hi, _ in item.value.dims)
            else:
                attribute_expects("window pad", "padding like 0_1x0_1", item.value)
        elif item.key in ("size", "stride", "lhs_dilate", "rhs_dilate", "rhs_reversal"):
            fields[item.key] = _dims_of("window " + item.key, item.value)
        else:
            raise AttributeValueError(f"unknown window field '{item.key}'; expected size, stride, pad, "
                                  "lhs_dilate, rhs_dilate or rhs_reversal")
    if "size" not in fields:
        raise AttributeValueError("window requires size=")
    n = len(fields["size"])
    for k, val in fields.items():
        if len(val) != n:
            raise AttributeValueError(f"window field '{k}' has {len(val)} dimensions, size has {n}")
    dims = []
    for i in range(n):
        pad = fields.get("pad", ((0, 0),) * n)[i]
        dims.append(WindowDim(
            size=fields["size"][i], stride=fields.get("stride", (1,) * n)[i], pad_low=pad[0],
            pad_high=pad[1], lhs_dilate=fields.get("lhs_dilate", (1,) * n)[i],
            rhs_dilate=fields.get("rhs_dilate", (1,) * n)[i],
            reversal=bool(fields.get("rhs_reversal", (0,) * n)[i])))
    return Window(tuple(dims))


def as_slice(key: str, v: Any) -> SliceSpec:
    if isinstance(v, Braced) and all(isinstance(x, Range) for x in v.items):
        return SliceSpec(tuple((r.start, r.limit, 1 if r.stride is None else r.stride) for r in v.items))
    attribute_expects(key, "slices like {[0:2], [1:8:2]}", v)


def as_replica_groups(key: str, v: Any):
    if isinstance(v, IotaList) and len(v.dims) != 2:
        raise AttributeValueError(f"replica_groups: an iota list has two dimensions, [groups,group_size]<=[...]; "
                              f"found {v.to_text()}")
    if isinstance(v, (IotaList, MeshAxesGroups)):
        return v
    if isinstance(v, Braced) and all(
            isinstance(g, Braced) and all(type(x) is int for x in g.items) for g in v.items):
        return tuple(tuple(g.items) for g in v.items)
    attribute_expects(key, "replica groups like {{0,1},{2,3}}, [2,2]<=[4] or mesh['x'=2,'y'=2] {'y'}", v)


def as_pairs(key: str, v: Any) -> tuple[tuple[int, int], ...]:
    if isinstance(v, Braced) and all(
            isinstance(g, Braced) and len(g.items) == 2 and all(type(x) is int for x in g.items)
            for g in v.items):
        return tuple(tuple(g.items) for g in v.items)
    attribute_expects(key, "pairs like {{0,1},{1,0}}", v)


def _shape_of(v: Any) -> Shape:
    if isinstance(v, Shape):
        return v
    if isinstance(v, Paren) and all(isinstance(x, (Shape, Paren)) for x in v.items):
        return Shape("tuple", tuple_shapes=tuple(_shape_of(x) for x in v.items))
    raise AttributeValueError("expected a shape")


def as_program_shape(key: str, v: Any) -> ProgramShape:
    if (isinstance(v, Braced) and len(v.items) == 1 and isinstance(v.items[0], Pair)
            and v.items[0].op == "->" and isinstance(v.items[0].left, Paren)):
        pair = v.items[0]
        with contextlib.suppress(AttributeValueError):      # not shapes: reported below
            return ProgramShape(tuple(_shape_of(x) for x in pair.left.items), _shape_of(pair.right))
    attribute_expects(key, "a program shape like {(f32[2]{0})->f32[2]{0}}", v)


def _is_index(v: Any) -> bool:
    return isinstance(v, Braced) and all(type(x) is int for x in v.items)


def as_alias(key: str, v: Any) -> Braced:
    """`input_output_alias={ {0}: (0, {}, may-alias), ... }`: checked, kept as written."""
    for item in (v.items if isinstance(v, Braced) else (None,)):
        right = getattr(item, "right", None)
        if not (isinstance(item, Pair) and item.op == ":" and _is_index(item.left) and isinstance(right, Paren)
                and len(right.items) in (2, 3) and type(right.items[0]) is int and _is_index(right.items[1])
                and (len(right.items) == 2 or right.items[2] in ("may-alias", "must-alias"))):
            attribute_expects(key, "entries like {0}: (0, {}, may-alias)", v)
    return v


def as_buffer_donor(key: str, v: Any) -> Braced:
    """`buffer_donor={ (0, {}), ... }`: checked, kept as written."""
    for item in (v.items if isinstance(v, Braced) else (None,)):
        if not (isinstance(item, Paren) and len(item.items) == 2 and type(item.items[0]) is int
                and _is_index(item.items[1])):
            attribute_expects(key, "entries like (0, {})", v)
    return v


# custom-call api_version values XLA's parser accepts (API_VERSION_UNSPECIFIED is refused).
API_VERSIONS = frozenset({"API_VERSION_ORIGINAL", "API_VERSION_STATUS_RETURNING",
                          "API_VERSION_STATUS_RETURNING_UNIFIED", "API_VERSION_TYPED_FFI"})


def as_api_version(key: str, v: Any) -> Word:
    if not (isinstance(v, Word) and v in API_VERSIONS):
        attribute_expects(key, "one of " + ", ".join(sorted(API_VERSIONS)), v)
    return v


def as_result_accuracy(key: str, v: Any) -> Braced:
    """`{mode=highest}` or `{tolerance={rtol=0.5, atol=1.0, ulps=2}}`: checked, kept as written."""
    items = v.items if isinstance(v, Braced) else (None,)
    for item in items:
        if isinstance(item, KeyValue) and item.key == "mode" and str(item.value).lower() in ("default", "highest"):
            continue
        if isinstance(item, KeyValue) and item.key == "tolerance" and isinstance(item.value, Braced) and all(
                isinstance(t, KeyValue) and t.key in ("rtol", "atol", "ulps") and type(t.value) in (int, float)
                for t in item.value.items):
            continue
        attribute_expects(key, "{mode=default|highest} or {tolerance={rtol=.., atol=.., ulps=..}}", v)
    return v


def _as_shape(v: Any):
    if isinstance(v, Paren) and all(isinstance(x, (Shape, Paren)) for x in v.items):
        return Shape("tuple", tuple_shapes=tuple(_as_shape(x) for x in v.items))
    return v


def as_shape_list(key: str, v: Any) -> Braced:
    """`operand_layout_constraints={f32[2]{0}, (f32[2,2]{1,0}, s32[]), ...}`: tuples as tuple shapes."""
    if isinstance(v, Braced):
        return Braced(tuple(_as_shape(x) for x in v.items), v.sep)
    return v


Typer = Callable[[str, Any], Any]

INT_LIST_KEYS = (
    "dimensions lhs_contracting_dims rhs_contracting_dims lhs_batch_dims rhs_batch_dims "
    "lhs_ragged_dims rhs_group_dims slice_sizes dynamic_slice_sizes fft_length offset_dims "
    "collapsed_slice_dims start_index_map operand_batching_dims start_indices_batching_dims "
    "update_window_dims inserted_window_dims scatter_dims_to_operand_dims input_batching_dims "
    "scatter_indices_batching_dims").split()

TYPERS: dict[str, Typer] = {
    **{k: as_int_list for k in INT_LIST_KEYS},
    "slice_sizes": as_int_list_or_lists,
    **{k: as_comp for k in "to_apply condition body select scatter true_computation "
                           "false_computation calls".split()},
    "branch_computations": as_comp_list,
    "called_computations": as_comp_list,
    "control-predecessors": as_name_list,
    "window": as_window,
    "slice": as_slice,
    "replica_groups": as_replica_groups,
    "source_target_pairs": as_pairs,
    "sharding": as_sharding,
    "entry_computation_layout": as_program_shape,
    "input_output_alias": as_alias,
    "operand_layout_constraints": as_shape_list,
    "outfeed_shape": lambda key, v: _as_shape(v),
    "api_version": as_api_version,
    "result_accuracy": as_result_accuracy,
    "buffer_donor": as_buffer_donor,
}

# Keys whose generic value is fine as it is but must have one of these Python types.
COMPUTATION_KEYS = frozenset(k for k, d in TYPERS.items() if d in (as_comp, as_comp_list))


def typed_attribute(key: str, value: Any) -> Any:
    typer = TYPERS.get(key)
    if typer is None:
        if isinstance(value, CompRef):   # only the computation keys hold an inline computation
            raise AttributeValueError(f"attribute '{key}' cannot hold an inline computation (only "
                                  + ", ".join(sorted(COMPUTATION_KEYS)) + " can)")
        return value
    return typer(key, value)
