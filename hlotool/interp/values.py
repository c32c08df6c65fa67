"""Value helpers shared by the engine and kernels: dtypes, sizes, literal conversion."""
from __future__ import annotations

from typing import Iterable, cast

import numpy as np

from ..ir.dtypes import PRIMITIVE_TYPES
from ..ir.shape import Shape
from .registry import TOKEN


def np_dtype(element_type: str) -> np.dtype:
    """The NumPy dtype that holds values of an HLO element type."""
    dt = PRIMITIVE_TYPES[element_type].numpy
    assert dt is not None, element_type     # (an array element type: token and opaque hold no values)
    return dt


def shape_nbytes(shape: Shape) -> int:
    """Bytes a value of ``shape`` occupies as NumPy arrays (narrow ints take one byte each)."""
    if shape.is_tuple:
        return sum(shape_nbytes(s) for s in shape.tuple_shapes)
    if not shape.is_array:
        return 0
    return shape.num_elements * np_dtype(shape.element_type).itemsize


def literal_value(literal, shape: Shape):
    """A constant's value as an engine value (read-only arrays, tuples, TOKEN)."""
    if shape.is_tuple:
        # a tuple Literal, or (nested inside one) a plain tuple of element values
        items = getattr(literal, "value", literal)
        return tuple(literal_value(None if items is None else items[i], s)
                     for i, s in enumerate(shape.tuple_shapes))
    if not shape.is_array:
        return TOKEN
    if isinstance(literal, np.ndarray):       # an element of a tuple literal
        arr = np.asarray(literal, dtype=np_dtype(shape.element_type)).reshape(shape.dims).copy()
        arr.flags.writeable = False
        return arr
    if literal is None or literal.value is None:
        # an elided constant ({...}): XLA's parser fills it with zeros too
        arr = np.zeros(shape.dims, np_dtype(shape.element_type))
    else:
        arr = np.asarray(literal.value, dtype=np_dtype(shape.element_type)).reshape(shape.dims)
    arr = arr.copy()
    arr.flags.writeable = False
    return arr


def flatten(value, containers: type | tuple[type, ...] = tuple) -> list:
    """The leaves of a (possibly nested) tuple value, in order. ``containers=(tuple, list)`` opens
    lists too (arguments as the workflows hold them)."""
    if isinstance(value, containers):
        out = []
        for v in cast(Iterable, value):
            out.extend(flatten(v, containers))
        return out
    return [value]


def zeros_of(shape: Shape):
    if shape.is_tuple:
        return tuple(zeros_of(s) for s in shape.tuple_shapes)
    if not shape.is_array:
        return TOKEN
    return np.zeros(shape.dims, np_dtype(shape.element_type))
