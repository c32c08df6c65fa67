"""StableHLO text of values: element and tensor types, literals, integer lists and strings, as MLIR prints them
(hlotool.fmt.stablehlo prints the ops with these)."""
from __future__ import annotations

import numpy as np

from ..ir.module import Instruction
from ..ir.shape import Shape


class StableHloPrintError(ValueError):
    """An instruction with no StableHLO form here (its text says which)."""


# HLO element types as MLIR writes them.
MLIR_ELEMENT_TYPES = {
    "pred": "i1", "s2": "i2", "s4": "i4", "s8": "i8", "s16": "i16", "s32": "i32", "s64": "i64",
    "u2": "ui2", "u4": "ui4", "u8": "ui8", "u16": "ui16", "u32": "ui32", "u64": "ui64",
    "f16": "f16", "bf16": "bf16", "f32": "f32", "f64": "f64", "c64": "complex<f32>", "c128": "complex<f64>",
    "f8e5m2": "f8E5M2", "f8e4m3": "f8E4M3", "f8e4m3fn": "f8E4M3FN", "f8e4m3b11fnuz": "f8E4M3B11FNUZ",
    "f8e3m4": "f8E3M4", "f8e5m2fnuz": "f8E5M2FNUZ", "f8e4m3fnuz": "f8E4M3FNUZ", "f8e8m0fnu": "f8E8M0FNU",
    "f4e2m1fn": "f4E2M1FN", "f6e2m3fn": "f6E2M3FN", "f6e3m2fn": "f6E3M2FN",
}

def type_text(shape: Shape) -> str:
    """``tensor<2x3xf32>``, ``tuple<...>``, ``!stablehlo.token``."""
    if shape.is_tuple:
        return "tuple<" + ", ".join(type_text(s) for s in shape.tuple_shapes) + ">"
    if shape.element_type == "token":
        return "!stablehlo.token"
    element = MLIR_ELEMENT_TYPES.get(shape.element_type)
    if element is None:
        raise StableHloPrintError(f"element type {shape.element_type} has no StableHLO form")
    return "tensor<" + "".join(f"{d}x" for d in shape.dims) + element + ">"


def ints(values) -> str:
    return "[" + ", ".join(str(int(v)) for v in values) + "]"


def array_text(values) -> str:
    """``array<i64: 1, 2>``."""
    return "array<i64" + ("" if not values else ": " + ", ".join(str(int(v)) for v in values)) + ">"


def dense_ints(rows, columns: int | None = None) -> str:
    """A 2-D i64 dense attribute (replica groups, source-target pairs, padding)."""
    rows = [tuple(r) for r in rows]
    width = columns if columns is not None else max((len(r) for r in rows), default=0)
    body = "[" + ", ".join(ints(r) for r in rows) + "]"
    return f"dense<{body}> : tensor<{len(rows)}x{width}xi64>"


def string_text(s: str) -> str:
    out = []
    for ch in s:
        if ch in '"\\':
            out.append("\\" + ch)
        elif " " <= ch <= "~":
            out.append(ch)
        else:
            out.append("".join(f"\\{b:02X}" for b in ch.encode("utf-8")))
    return '"' + "".join(out) + '"'


# ---------------------------------------------------------------- literals

def element_text(x, element_type: str) -> str:
    if element_type == "pred":
        return "true" if x else "false"
    if element_type in ("c64", "c128"):
        part = np.float32 if element_type == "c64" else np.float64
        return f"({float_text(part(x.real))}, {float_text(part(x.imag))})"
    if isinstance(x, (np.integer, int)):
        return str(int(x))
    return float_text(x)


def float_text(x) -> str:
    """A float exactly: the shortest decimal that reads back to it in f32 and f64, its bits otherwise (and for
    inf and nan)."""
    dtype = np.asarray(x).dtype
    if dtype in (np.float32, np.float64) and np.isfinite(x):
        text = str(dtype.type(x))
        if "." not in text:
            mantissa, e, exponent = text.partition("e")
            text = f"{mantissa}.0{e}{exponent}"
        return text
    bits = np.asarray(x).view(np.dtype(f"u{dtype.itemsize}"))
    return f"0x{int(bits):0{2 * dtype.itemsize}X}"


def literal_text(inst: Instruction) -> str:
    """A constant's ``dense<...>``: a splat, a nested list, or (large arrays) a hex blob of its bytes."""
    shape = inst.shape
    value = inst.literal.value if inst.literal is not None else None
    if value is None:
        raise StableHloPrintError(f"constant %{inst.name} has no value (an elided {{...}} literal)")
    array = np.asarray(value)
    flat = array.reshape(-1)
    et = shape.element_type
    if flat.size and (flat.size == 1 or all_same(flat)):
        return f"dense<{element_text(flat[0], et)}>"
    if flat.size > 16 and et != "pred" and array.dtype.itemsize * 8 == bits_of(et):
        return 'dense<"0x' + np.ascontiguousarray(array).tobytes().hex().upper() + '">'
    texts = [element_text(x, et) for x in flat]
    return "dense<" + nested(texts, tuple(shape.dims)) + ">"


def bits_of(element_type: str) -> int:
    from ..ir.dtypes import PRIMITIVE_TYPES
    dtype = PRIMITIVE_TYPES[element_type].numpy if element_type in PRIMITIVE_TYPES else None
    return dtype.itemsize * 8 if dtype is not None else 0


def all_same(flat: np.ndarray) -> bool:
    raw = flat.view(np.dtype(f"u{flat.dtype.itemsize}")) if flat.dtype.kind in "fcV" and flat.dtype.itemsize in (
        1, 2, 4, 8) else flat
    return bool((raw == raw[0]).all())


def nested(texts: list[str], dims: tuple[int, ...]) -> str:
    if not dims:
        return texts[0]
    if len(dims) == 1:
        return "[" + ", ".join(texts) + "]"
    if dims[0] == 0:
        return "[]"
    step = len(texts) // dims[0]
    return "[" + ", ".join(nested(texts[i * step:(i + 1) * step], dims[1:]) for i in range(dims[0])) + "]"
