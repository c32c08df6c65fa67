"""rng, rng-bit-generator (bit-exact Threefry / Philox as XLA expands them) and
rng-get-and-update-state.

``rng-bit-generator`` follows XLA's RngBitGeneratorExpander and its prng library: the key is
state[0]; Threefry2x32 (20 rounds) counts from state[1]; Philox4x32 (10 rounds) counts from the
128-bit counter state[1:3] (or (state[1], state[0]) for a 2-element state). ``rng_default`` is
Philox, which XLA CPU picks.

``rng`` (RNG_UNIFORM / RNG_NORMAL) follows XLA's RngExpander: Philox bits from a 64-bit key and
a counter (one per instruction, starting at 0x7012395 and advanced by the op's number of 32-bit
words each time it runs, as ``rng-get-and-update-state``'s), made floats from their top
mantissa-width bits (scaled into [a, b) by a fused multiply-add, as XLA CPU contracts it),
integers by a remainder, normals by Box-Muller. XLA draws each op's 64-bit key from random
streams that live in the XLA process (a per-module one XOR a global one that every compile
advances): a fresh process's first compile gives the same values every time, but nothing in the
module determines them, so they cannot be reproduced from the text. hlotool runs the same
algorithm with each op's key drawn from a NumPy generator seeded by the op's place in the module:
the same distribution and a deterministic run, not XLA's values.
"""
from __future__ import annotations

import numpy as np

from ..errors import InterpError
from ..registry import kernel
from .accumulate import np_dtype

_U32 = np.uint32
_U64 = np.uint64
_MASK32 = _U64(0xFFFFFFFF)


def _lo_hi(u64: np.ndarray):
    return (u64 & _MASK32).astype(_U32), (u64 >> _U64(32)).astype(_U32)


def _join(lo: np.ndarray, hi: np.ndarray) -> np.ndarray:
    return lo.astype(_U64) | (hi.astype(_U64) << _U64(32))


def _rotl(v: np.ndarray, d: int) -> np.ndarray:
    return (v << _U32(d)) | (v >> _U32(32 - d))


def threefry2x32(x0: np.ndarray, x1: np.ndarray, k0, k1):
    """Threefry2x32 with 20 rounds (Salmon et al. 2011), on u32 arrays."""
    k0, k1 = _U32(k0), _U32(k1)
    ks = (k0, k1, _U32(0x1BD11BDA) ^ k0 ^ k1)
    rot = ((13, 15, 26, 6), (17, 29, 16, 24))
    x0 = x0 + ks[0]
    x1 = x1 + ks[1]
    with np.errstate(over="ignore"):
        for block in range(5):
            for r in rot[block % 2]:
                x0 = x0 + x1
                x1 = _rotl(x1, r) ^ x0
            x0 = x0 + ks[(block + 1) % 3]
            x1 = x1 + ks[(block + 2) % 3] + _U32(block + 1)
    return x0, x1


def _split_in_halves(dims: tuple[int, ...]):
    """XLA's SplitShapeIntoHalves: (half dims, split dim) — the first even dim, else the largest."""
    if not dims:
        return (1,), None
    split = next((i for i, d in enumerate(dims) if d % 2 == 0), None)
    if split is None:
        split = max(range(len(dims)), key=lambda i: (dims[i], -i))
    half = list(dims)
    half[split] = (dims[split] + 1) // 2
    return tuple(half), split


def threefry_bits(key: int, counter: int, dims: tuple[int, ...], bits: int):
    """(u64/u32 bits of shape dims, new counter) as XLA's ThreeFryBitGenerator."""
    with np.errstate(over="ignore"):
        if bits == 64:
            n = int(np.prod(dims, dtype=np.int64))
            ctr = _U64(counter) + np.arange(n, dtype=_U64)
            lo, hi = _lo_hi(ctr)
            k0, k1 = _lo_hi(np.array(key, _U64))
            o0, o1 = threefry2x32(lo, hi, k0, k1)
            return _join(o0, o1).reshape(dims), (counter + n) & 0xFFFFFFFFFFFFFFFF
        half, split = _split_in_halves(dims)
        n = int(np.prod(half, dtype=np.int64))
        ctr = _U64(counter) + np.arange(n, dtype=_U64)
        lo, hi = _lo_hi(ctr)
        k0, k1 = _lo_hi(np.array(key, _U64))
        o0, o1 = threefry2x32(lo, hi, k0, k1)
        new_counter = (counter + n) & 0xFFFFFFFFFFFFFFFF
        if split is None:
            return o0.reshape(()), new_counter
        o0, o1 = o0.reshape(half), o1.reshape(half)
        both = np.stack([o0, o1], axis=split + 1)          # [..., ceil(d/2), 2, ...]
        full = list(dims)
        full[split] = 2 * half[split]
        out = both.reshape(full)
        return out[tuple(slice(0, d) for d in dims)], new_counter


_PHILOX_W = (_U32(0x9E3779B9), _U32(0xBB67AE85))
_PHILOX_M = (_U64(0xD2511F53), _U64(0xCD9E8D57))


def philox4x32(x, k0, k1):
    """Philox4x32 with 10 rounds on four u32 arrays."""
    x0, x1, x2, x3 = x
    k0, k1 = _U32(k0), _U32(k1)
    with np.errstate(over="ignore"):
        for _ in range(10):
            p0 = x0.astype(_U64) * _PHILOX_M[0]
            p1 = x2.astype(_U64) * _PHILOX_M[1]
            lo0, hi0 = _lo_hi(p0)
            lo1, hi1 = _lo_hi(p1)
            x0, x1, x2, x3 = hi1 ^ x1 ^ k0, lo1, hi0 ^ x3 ^ k1, lo0
            k0 = k0 + _PHILOX_W[0]
            k1 = k1 + _PHILOX_W[1]
    return x0, x1, x2, x3


def _philox_blocks(key: int, ctr_lo: int, ctr_hi: int, n: int):
    """n Philox outputs for the 128-bit counters (ctr + 0 .. ctr + n-1) and the new counter."""
    with np.errstate(over="ignore"):
        lo = _U64(ctr_lo) + np.arange(n, dtype=_U64)
        carry = lo < _U64(ctr_lo)
        hi = np.where(carry, _U64(ctr_hi) + _U64(1), _U64(ctr_hi)).astype(_U64)
    a, b = _lo_hi(lo)
    c, d = _lo_hi(hi)
    k0, k1 = _lo_hi(np.array(key, _U64))
    out = philox4x32((a, b, c, d), k0, k1)
    new_lo = (ctr_lo + n) & 0xFFFFFFFFFFFFFFFF
    new_hi = (ctr_hi + (1 if new_lo < ctr_lo else 0)) & 0xFFFFFFFFFFFFFFFF
    return out, (new_lo, new_hi)


def philox_bits(key: int, ctr_lo: int, ctr_hi: int, dims: tuple[int, ...], bits: int):
    n = int(np.prod(dims, dtype=np.int64))
    if bits == 64:
        blocks = (2 * n + 3) // 4
        (b0, b1, b2, b3), new = _philox_blocks(key, ctr_lo, ctr_hi, blocks)
        vals = np.stack([_join(b0, b1), _join(b2, b3)], axis=1).reshape(-1)[:n]
    else:
        blocks = (n + 3) // 4
        out, new = _philox_blocks(key, ctr_lo, ctr_hi, blocks)
        vals = np.stack(out, axis=1).reshape(-1)[:n]
    return vals.reshape(dims), new


@kernel("rng-bit-generator")
def eval_rng_bit_generator(inst, args, ctx):
    state = np.asarray(args[0]).astype(_U64)
    algorithm = str(inst.attrs.get("algorithm", "rng_default")).lower()
    if algorithm == "rng_default":
        algorithm = "rng_philox"          # XLA CPU's default algorithm
    out_shape = inst.shape.tuple_shapes[1]
    out_dt = np_dtype(out_shape)
    width = out_dt.itemsize * 8
    gen_bits = 64 if width == 64 else 32
    dims = tuple(out_shape.dims)
    key = int(state[0])
    if algorithm == "rng_three_fry":
        if state.shape[0] < 2:
            raise InterpError("rng_three_fry needs a state of at least 2 u64 values")
        bits, counter = threefry_bits(key, int(state[1]), dims, gen_bits)
        new_state = np.array([key, counter], _U64)
    elif algorithm == "rng_philox":
        if state.shape[0] >= 3:
            lo, hi = int(state[1]), int(state[2])
        else:
            lo, hi = int(state[1]), int(state[0])   # XLA reverses a 2-element state
        bits, (new_lo, new_hi) = philox_bits(key, lo, hi, dims, gen_bits)
        tail = [new_lo, new_hi] if state.shape[0] >= 3 else [new_lo]
        new_state = np.array([key] + tail + [int(s) for s in state[3:]], _U64)
    else:
        raise InterpError(f"unknown rng-bit-generator algorithm {algorithm!r}; expected "
                          "rng_default, rng_three_fry or rng_philox")
    if width < 32:
        bits = bits.astype(np.dtype(f"u{width // 8}") if width >= 8 else _U32)
    unsigned = np.dtype(f"u{max(width, 8) // 8}")
    bits = bits.astype(unsigned, copy=False)
    value = bits.view(out_dt) if out_dt.itemsize == unsigned.itemsize else bits.astype(out_dt)
    return new_state.astype(np_dtype(inst.shape.tuple_shapes[0])), value.reshape(dims)


# ----------------------------------------------------------------------------- rng (RngExpander)
def _rng_key(inst, ctx) -> int:
    """The key of this rng op, from its place among the module's rng ops (computations and their
    instructions in module order): XLA's keys come from its process's random streams instead."""
    index = getattr(ctx, "_hlotool_rng_ops", None)
    if index is None:
        rng_ops = [i for c in ctx.module.computations for i in c.instructions if i.opcode == "rng"]
        index = {id(i): k for k, i in enumerate(rng_ops)}
        ctx._hlotool_rng_ops = index
    k = index.get(id(inst), len(index))
    return int(np.random.default_rng(k).integers(0, 2 ** 63))


def _fma(a: np.ndarray, b, c) -> np.ndarray:
    """a * b + c rounded once, as the FMA XLA CPU emits (f32 through an exact f64 product; f64
    through long double, exact but for rare double roundings)."""
    wide: type[np.floating] = np.float64 if a.dtype == np.float32 else np.longdouble
    return (a.astype(wide) * wide(b) + wide(c)).astype(a.dtype)


def _next_rng_state(inst, ctx, delta: int) -> tuple[int, int]:
    """The (low, high) words this instruction's counter holds, then advanced by ``delta``. XLA CPU
    keeps one counter per instruction (measured: two rng-get-and-update-state ops read the same
    value; one in a loop body advances each iteration), each starting at 0x7012395."""
    states = getattr(ctx, "_hlotool_rng_states", None)
    if states is None:
        states = {}
        ctx._hlotool_rng_states = states
    state = states.get(id(inst), _XLA_CPU_INITIAL_RNG_STATE)
    states[id(inst)] = (state + delta) % (1 << 128)
    return state & 0xFFFFFFFFFFFFFFFF, state >> 64


def _uniform_float(bits: np.ndarray, lo, hi, dt: np.dtype) -> np.ndarray:
    """The mantissa-width top bits as an integer, scaled into [0, 1), then into [lo, hi)."""
    width, mantissa = (64, 52) if dt == np.float64 else (32, 23)
    ints = bits >> (np.uint64 if width == 64 else _U32)(width - mantissa)
    unit = ints.astype(dt) * dt.type(2.0 ** -mantissa)
    lo, hi = dt.type(lo), dt.type(hi)
    return _fma(unit, hi - lo, lo)


def _uniform_int(bits: np.ndarray, lo, hi, dt: np.dtype) -> np.ndarray:
    """lo + (bits % range) in two halves, all in the unsigned type wrapping (range = hi - lo)."""
    unsigned = np.dtype(f"u{dt.itemsize}")
    lo_u = np.asarray(lo, dt).view(unsigned)
    span = np.asarray(hi, dt).view(unsigned) - lo_u
    with np.errstate(over="ignore"):
        dist = bits if span == 0 else bits % span        # XLA's x % 0 is x
        half = dist >> unsigned.type(1)
        return (lo_u + half + (dist - half)).astype(unsigned).view(dt)


def _box_muller(x0: np.ndarray, x1: np.ndarray):
    u1 = np.maximum(x0, x0.dtype.type(1.0e-7))
    v1 = x1.dtype.type(2.0 * np.pi) * x1
    u2 = np.sqrt(u1.dtype.type(-2.0) * np.log(u1))
    return np.sin(v1) * u2, np.cos(v1) * u2


def _normal(key: int, lo: int, hi: int, dims: tuple[int, ...], dt: np.dtype) -> np.ndarray:
    """Uniforms for the shape split in halves along its first even (else largest) dimension, the
    halves Box-Muller transformed and interleaved back (XLA's NormalFloatingPointDistribution)."""
    half, split = _split_in_halves(dims)
    if split is None:                       # a scalar: two values, the first is kept
        split_dims, axis = (1, 2), 1
    else:
        split_dims = half[:split + 1] + (2,) + half[split + 1:]
        axis = split + 1
    n = int(np.prod(split_dims, dtype=np.int64))
    bits, _ = philox_bits(key, lo, hi, (n,), 64 if dt == np.float64 else 32)
    unit = _uniform_float(bits, 0.0, 1.0, dt).reshape(split_dims)
    x0, x1 = np.take(unit, [0], axis=axis), np.take(unit, [1], axis=axis)
    y0, y1 = _box_muller(x0, x1)
    both = np.concatenate([y0, y1], axis=axis)
    if split is None:
        return both.reshape(-1)[0].reshape(())
    full = list(dims)
    full[split] = 2 * half[split]
    return both.reshape(full)[tuple(slice(0, d) for d in dims)]


@kernel("rng")
def eval_rng(inst, args, ctx):
    a, b = (np.asarray(x) for x in args[:2])
    dist = str(inst.attrs.get("distribution", "rng_uniform")).lower()
    dt = np_dtype(inst.shape)
    dims = tuple(inst.shape.dims)
    if dt.itemsize < 4 and dt.kind not in "iu":
        # f16/bf16 run as an f32 rng on converted bounds, converted back (RngExpander)
        wide = _rng_values(inst, dist, a.astype(np.float32), b.astype(np.float32), dims,
                           np.dtype(np.float32), ctx)
        return wide.astype(dt)
    return _rng_values(inst, dist, a, b, dims, dt, ctx)


def _rng_values(inst, dist, a, b, dims, dt, ctx):
    n = int(np.prod(dims, dtype=np.int64))
    width = 64 if dt.itemsize == 8 else 32
    key = _rng_key(inst, ctx)
    lo, hi = _next_rng_state(inst, ctx, n * width // 32)
    if dist == "rng_uniform":
        bits, _ = philox_bits(key, lo, hi, dims, width)
        if dt.kind in "iu":
            return _uniform_int(bits.astype(f"u{dt.itemsize}"), a, b, dt)
        if dt.kind == "f":
            return _uniform_float(bits, a, b, dt)
    elif dist == "rng_normal" and dt.kind == "f":
        return _fma(_normal(key, lo, hi, dims, dt), b.astype(dt), a.astype(dt))
    raise InterpError(f"rng with distribution {dist!r} is not defined on {dt} values "
                      "(rng_uniform: floats and 32/64-bit integers; rng_normal: floats)")


_XLA_CPU_INITIAL_RNG_STATE = 0x7012395


@kernel("rng-get-and-update-state")
def eval_rng_get_and_update_state(inst, args, ctx):
    """This instruction's RNG counter (u64[2], low word first), then advanced by ``delta``."""
    lo, hi = _next_rng_state(inst, ctx, int(inst.attrs.get("delta", 1)))
    return np.array([lo, hi], np.uint64)
