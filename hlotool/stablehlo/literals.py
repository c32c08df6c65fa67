"""``dense<...>`` literals (splats, nested lists, hex blobs, complex numbers, every element type) as NumPy arrays
and as hlotool's literals."""
from __future__ import annotations

import numpy as np

from ..ir.dtypes import PRIMITIVE_TYPES
from ..ir.literals import Literal
from ..ir.shape import Shape
from ..parser.literals import make_literal
from .syntax_tree import Bits, Complex, Dense, HexBlob


def dense_array(dense: Dense, shape: Shape) -> np.ndarray:
    """The literal's elements as an array of ``shape``; ValueError (with what is wrong) where they do not fit."""
    pt = PRIMITIVE_TYPES[shape.element_type]
    dtype = pt.numpy
    assert dtype is not None        # (an array type)
    count = shape.num_elements
    content = dense.content
    if isinstance(content, HexBlob):
        raw = bytes.fromhex(content.text)
        width = dtype.itemsize
        if len(raw) == width and count != 1:
            return np.broadcast_to(np.frombuffer(raw, dtype=dtype), shape.dims).copy()
        if len(raw) != width * count:
            raise ValueError(f"the hex blob holds {len(raw)} bytes, expected {width * count} ({count} elements of "
                             f"{width} bytes)")
        return np.frombuffer(raw, dtype=dtype).reshape(shape.dims).copy()
    if not isinstance(content, list):
        return np.full(shape.dims, _element(content, pt, dtype), dtype=dtype)
    flat = list(_flatten(content))
    if _nested_dims(content) != tuple(shape.dims) and not (len(flat) == count and len(shape.dims) <= 1):
        raise ValueError(f"the literal has shape {list(_nested_dims(content))}, expected {list(shape.dims)}")
    values = [_element(x, pt, dtype) for x in flat]
    if any(isinstance(x, Bits) for x in flat):
        return np.array(values, dtype=dtype).reshape(shape.dims)
    with np.errstate(over="ignore"):        # (a value past the type's range rounds to inf, as MLIR's parser does)
        if pt.kind in ("float", "complex") and dtype.name not in ("float32", "float64", "complex64", "complex128"):
            return np.array(values, dtype=np.float64).astype(dtype).reshape(shape.dims)
        return np.array(values, dtype=dtype).reshape(shape.dims)


def _nested_dims(content) -> tuple:
    dims = []
    while isinstance(content, list):
        dims.append(len(content))
        if not content:
            break
        content = content[0]
    return tuple(dims)


def _flatten(content):
    for c in content:
        if isinstance(c, list):
            yield from _flatten(c)
        else:
            yield c


def _element(x, pt, dtype):
    if isinstance(x, Bits):              # one element's bits (0x7FC00000)
        if x.value >> (dtype.itemsize * 8):
            raise ValueError(f"0x{x.value:X} has more bits than {pt.name}")
        return np.array([x.value], dtype=np.dtype(f"u{dtype.itemsize}")).view(dtype)[0]
    if isinstance(x, Complex):
        if pt.kind != "complex":
            raise ValueError(f"a complex number in a {pt.name} literal")
        part = np.dtype(np.float32 if dtype == np.complex64 else np.float64)
        return complex(_part(x.real, part, pt), _part(x.imag, part, pt))
    if isinstance(x, bool):
        return x
    if pt.kind == "pred":
        return bool(x)
    if pt.kind in ("signed", "unsigned"):
        if isinstance(x, float):
            raise ValueError(f"a float {x} in an integer literal")
        info = np.iinfo(dtype) if dtype.name in ("int8", "int16", "int32", "int64", "uint8", "uint16", "uint32",
                                                  "uint64") else None
        if info is not None and not info.min <= x <= info.max:
            raise ValueError(f"{x} does not fit {pt.name}")
        return x
    return x


def _part(x, part: np.dtype, pt) -> float:
    """A complex number's real or imaginary part: a number, or its bits (0x7FF8000000000000) in the part's float
    type."""
    if isinstance(x, Bits):
        if x.value >> (part.itemsize * 8):
            raise ValueError(f"0x{x.value:X} has more bits than a part of {pt.name}")
        return float(np.array([x.value], dtype=np.dtype(f"u{part.itemsize}")).view(part)[0])
    return float(x)


def literal_of(cv, dense: Dense, shape: Shape) -> Literal:
    """The constant's literal (``shape``: the constant's, with its layout); a located error where the value does
    not fit it. A splat's is made once per value and shape (``cv.literals``): jax repeats its scalar constants."""
    content = dense.content
    key = None
    if content.__class__ is not list and content.__class__ is not HexBlob:
        key = (content.__class__, repr(content), shape)       # (repr: 0 and 0.0, -0.0 and 0.0 apart)
        known = cv.literals.get(key)
        if known is not None:
            return known
    try:
        array = dense_array(dense, shape)
    except (ValueError, OverflowError, TypeError) as e:
        raise cv.error(dense.offset, f"bad literal: {e}") from None
    literal = make_literal(shape, array)
    if key is not None:
        cv.literals[key] = literal
    return literal
