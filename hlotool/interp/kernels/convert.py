"""convert, bitcast-convert and bitcast (physical reinterpretation under layouts)."""
from __future__ import annotations

import numpy as np

from ...ir.dtypes import hlo_type_of
from ..errors import InterpError
from ..registry import kernel
from ..values import np_dtype
from ._numeric import flush_denormals, flush_parts, flushes_denormals, ptype_of, wrap


def convert_array(x: np.ndarray, element_type: str) -> np.ndarray:
    """XLA's convert: float->int truncates and saturates (NaN -> 0), int->int wraps,
    ->pred is x != 0, complex->real keeps the real part."""
    dst = np_dtype(element_type)
    src_t, dst_t = ptype_of(x), ptype_of(np.empty(0, dst))
    if dst_t.kind == "pred":
        return flush_denormals(x) != 0
    if src_t.kind == "complex" and dst_t.kind != "complex":
        x = np.real(x)
        src_t = ptype_of(x)
    if dst_t.kind in ("signed", "unsigned"):
        if src_t.kind == "float":
            f = x.astype(np.float64)
            f = np.where(np.isnan(f), 0, np.trunc(f))
            lo, hi = _int_range(dst_t)
            out = np.where(f >= float(hi), 0, np.where(f <= float(lo), 0, f))
            ints = out.astype(np.int64) if dst_t.kind == "signed" or dst_t.bits < 64 \
                else np.where(out < 0, 0, out).astype(np.uint64)
            ints = np.where(f >= float(hi), hi, np.where(f <= float(lo), lo, ints))
            return ints.astype(np.uint64 if dst == np.uint64 else np.int64).astype(dst)
        if src_t.kind == "pred":
            return x.astype(np.int64).astype(dst)
        return wrap(x if x.dtype == np.uint64 else x.astype(np.int64), dst)
    if src_t.kind in ("signed", "unsigned"):
        wide = x if x.dtype in (np.int64, np.uint64) else x.astype(np.int64)
        if dst_t.bits < 32 and dst_t.kind == "float":
            return wide.astype(np.float64).astype(np.float32).astype(dst) \
                if dst_t.bits >= 16 and dst == np.float16 else wide.astype(np.float64).astype(dst)
        return wide.astype(dst)
    if src_t.kind == "pred":
        return x.astype(np.uint8).astype(dst)
    if x.dtype != dst:
        return _convert_float(x, dst)
    return x


_F32, _F64 = np.dtype(np.float32), np.dtype(np.float64)
_PART: dict[np.dtype, np.dtype] = {np.dtype(np.complex64): _F32, np.dtype(np.complex128): _F64}   # complex -> part type


def _convert_float(x: np.ndarray, dst: np.dtype) -> np.ndarray:
    """Float/complex -> float/complex under XLA CPU's DAZ/FTZ (measured): widening an f32 or bf16
    denormal to f64 reads it as zero, narrowing f64 to f32 or bf16 flushes a denormal f32 result;
    f32 <-> bf16 moves bits (denormals stay), and f16/f8 never hold an f32 denormal."""
    src_part, dst_part = _PART.get(x.dtype, x.dtype), _PART.get(dst, dst)
    if dst_part == _F64 and src_part != _F64 and flushes_denormals(src_part):
        wide = x if src_part == _F32 else x.astype(_F32)      # bf16's denormals stay in f32
        return flush_parts(wide).astype(dst)
    if src_part == _F64 and dst_part != _F64 and flushes_denormals(dst_part):
        via_f32 = np.complex64 if dst.kind == "c" else _F32
        return flush_parts(x.astype(via_f32)).astype(dst)
    return x.astype(dst)


def _int_range(t):
    if t.kind == "signed":
        return -(1 << (t.bits - 1)), (1 << (t.bits - 1)) - 1
    return 0, (1 << t.bits) - 1


@kernel("convert")
def eval_convert(inst, args, ctx):
    return convert_array(args[0], inst.shape.element_type)


@kernel("bitcast-convert")
def eval_bitcast_convert(inst, args, ctx):
    x = args[0]
    dst = np_dtype(inst.shape.element_type)
    src_bits = ptype_of(x).bits
    dst_bits = ptype_of(np.empty(0, dst)).bits
    if src_bits < 8 or dst_bits < 8:
        if src_bits != dst_bits:
            raise InterpError("bitcast-convert between sub-byte types of different widths "
                              "is not supported")
        # sub-byte values are stored one per byte: reinterpret the low bits
        raw = x.view(np.uint8) & np.uint8((1 << src_bits) - 1)
        return _from_low_bits(raw, dst, dst_bits)
    out = np.ascontiguousarray(x).view(dst)
    if src_bits == dst_bits:
        return out.reshape(np.shape(x))      # a comparator may run on whole arrays of its scalars
    # width change: the minor dimension appears (narrowing) or disappears (widening);
    # XLA's element order within the minor dimension is little-endian, as NumPy's view
    return out.reshape(inst.shape.dims)


def _from_low_bits(raw, dst, bits):
    if dst == np.bool_:
        return raw != 0
    if dst.kind == "V" and dst.name.startswith("int"):
        s = raw.astype(np.int16)
        s = np.where(s >= (1 << (bits - 1)), s - (1 << bits), s)
        return s.astype(dst)
    return raw.view(dst) if dst.itemsize == 1 else raw.astype(dst)


def minor_to_major(shape) -> tuple[int, ...]:
    if shape.layout is None or not shape.layout.minor_to_major and shape.rank:
        return tuple(range(shape.rank - 1, -1, -1))
    return tuple(shape.layout.minor_to_major)


def to_physical(x: np.ndarray, shape) -> np.ndarray:
    """The elements of ``x`` in memory order (major to minor) for ``shape``'s layout; a tiled layout's
    padding holds zeros (see ``tiled_order``)."""
    if _tiled(shape):
        order = tiled_order(shape)
        out = np.zeros(order.size, x.dtype)
        real = order >= 0
        out[real] = np.ascontiguousarray(x).reshape(-1)[order[real]]
        return out
    major_to_minor = tuple(reversed(minor_to_major(shape)))
    return np.ascontiguousarray(np.transpose(x, major_to_minor)).reshape(-1)


def from_physical(flat: np.ndarray, shape) -> np.ndarray:
    """The logical array whose memory order under ``shape``'s layout is ``flat``."""
    if _tiled(shape):
        order = tiled_order(shape)
        if flat.size != order.size:
            raise InterpError(f"{shape.to_text()} takes {order.size} elements with its tiles' padding, "
                              f"not {flat.size}")
        out = np.empty(shape.num_elements, flat.dtype)
        real = order >= 0
        out[order[real]] = flat[real]
        return out.reshape(shape.dims)
    major_to_minor = tuple(reversed(minor_to_major(shape)))
    physical_dims = [shape.dims[d] for d in major_to_minor]
    arr = flat.reshape(physical_dims)
    return np.transpose(arr, np.argsort(major_to_minor))


_TILED_ORDERS: dict = {}


def tiled_order(shape) -> np.ndarray:
    """For each element of memory (padding included), the row-major logical index it holds, or -1 for
    padding. XLA's tiling (tiled_layout.md): the dims in major-to-minor order are the shape; each tile
    in turn covers the minor-most dims of the current shape (leading 1s where the tile has more dims),
    pads them up to multiples of the tile and orders the tiles before the elements within a tile:
    (d0..dk) -> (ceil(d0/t0)..ceil(dk/tk), t0..tk). So ``T(8,128)(2,1)`` first makes 8x128 tiles and then
    interleaves row pairs inside each (two 16-bit elements per 32-bit word)."""
    key = (tuple(shape.dims), minor_to_major(shape), tuple(shape.layout.tiles))
    order = _TILED_ORDERS.get(key)
    if order is not None:
        return order
    major_to_minor = tuple(reversed(key[1]))
    a = np.transpose(np.arange(shape.num_elements, dtype=np.int64).reshape(shape.dims), major_to_minor)
    for tile in key[2]:
        if any(t <= 0 for t in tile):
            raise InterpError(f"{shape.to_text()}: the interpreter does not map tiles with '*' or '?' dims")
        k = len(tile)
        if k > a.ndim:
            a = a.reshape((1,) * (k - a.ndim) + a.shape)
        outer, minor = a.shape[:-k], a.shape[-k:]
        counts = [-(-d // t) for d, t in zip(minor, tile, strict=True)]
        pad = [(0, 0)] * len(outer) + [(0, c * t - d) for c, t, d in zip(counts, tile, minor, strict=True)]
        a = np.pad(a, pad, constant_values=-1)
        split = [v for c, t in zip(counts, tile, strict=True) for v in (c, t)]
        a = a.reshape(outer + tuple(split))
        n = len(outer)
        a = np.transpose(a, tuple(range(n)) + tuple(n + 2 * i for i in range(k))
                         + tuple(n + 2 * i + 1 for i in range(k)))
    order = np.ascontiguousarray(a).reshape(-1)
    order.setflags(write=False)
    if len(_TILED_ORDERS) > 256:
        _TILED_ORDERS.clear()
    _TILED_ORDERS[key] = order
    return order


def _tiled(shape) -> bool:
    return shape.layout is not None and bool(shape.layout.tiles)


def _physical_size(shape) -> int:
    return tiled_order(shape).size if _tiled(shape) else shape.num_elements


@kernel("bitcast")
def eval_bitcast(inst, args, ctx):
    """A layout-aware reinterpretation: the physical element sequence is kept. Tiled layouts map through
    their tiled memory order, so a bitcast may also drop or add elements where the tiles pad (XLA's TPU
    slices in place this way); reading the operand's padding is an error."""
    x = args[0]
    src_shape = inst.operands[0].shape
    out_shape = inst.shape
    dst = np_dtype(out_shape.element_type)
    src_bits = _physical_size(src_shape) * x.dtype.itemsize * 8
    dst_bits = _physical_size(out_shape) * dst.itemsize * 8
    if src_bits != dst_bits:
        raise InterpError(
            f"cannot map this bitcast: it keeps the bytes of its operand, but {src_shape.to_text()} holds "
            f"{_physical_size(src_shape)} elements ({src_bits // 8} bytes as the interpreter stores them, tile "
            f"padding included) and {out_shape.to_text()} {_physical_size(out_shape)} ({dst_bits // 8} bytes); "
            "no reshape or transpose maps one onto the other")
    flat = to_physical(x, src_shape)
    if x.dtype != dst:
        flat = flat.view(dst)
    if _tiled(src_shape) or _tiled(out_shape):
        _check_no_padding_read(inst, src_shape, out_shape, x.dtype.itemsize, dst.itemsize)
    return from_physical(flat, out_shape)


def _check_no_padding_read(inst, src_shape, out_shape, src_size, dst_size):
    src_real = np.ones(_physical_size(src_shape), bool) if not _tiled(src_shape) else tiled_order(src_shape) >= 0
    dst_real = np.ones(_physical_size(out_shape), bool) if not _tiled(out_shape) else tiled_order(out_shape) >= 0
    if src_size != dst_size:       # compare byte by byte
        src_real = np.repeat(src_real, src_size)
        dst_real = np.repeat(dst_real, dst_size)
    if np.any(dst_real & ~src_real):
        raise InterpError(f"this bitcast reads the tile padding of {src_shape.to_text()} into elements of "
                          f"{out_shape.to_text()}: XLA leaves those values undefined")


@kernel("stochastic-convert")
def eval_stochastic_convert(inst, args, ctx):
    """Float -> signed int rounding the magnitude up when ``random`` (unsigned, as wide as the
    operand) is below the fraction scaled to 2**bits; saturating; NaN -> 0 (XLA's decomposition).
    The steps are exact in f64 for every float operand type."""
    x, random = args
    dst_t = ptype_of(np.empty(0, np_dtype(inst.shape.element_type)))
    if dst_t.kind != "signed":
        raise InterpError("stochastic-convert is defined for signed integer results only")
    f = x.astype(np.float64)
    mag = np.abs(f)
    whole = np.floor(mag)
    rbits = ptype_of(random).bits
    fixed = convert_array((mag - whole) * float(2 ** rbits), hlo_type_of(random.dtype))
    round_up = random.astype(np.uint64) < fixed.astype(np.uint64)
    ints = convert_array(whole, "s64") + round_up
    ints = np.where(f < 0, -ints, ints)
    lo, hi = _int_range(dst_t)
    ints = np.where(f <= lo, lo, np.where(f >= hi, hi, ints))
    return ints.astype(np.int64).astype(np_dtype(inst.shape.element_type))
