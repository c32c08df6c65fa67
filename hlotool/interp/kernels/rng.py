"""rng, rng-bit-generator (bit-exact Threefry / Philox as XLA expands them) and
rng-get-and-update-state.

``rng-bit-generator`` follows XLA's RngBitGeneratorExpander and its prng library: the key is
state[0]; Threefry2x32 (20 rounds) counts from state[1]; Philox4x32 (10 rounds) counts from the
128-bit counter state[1:3] (or (state[1], state[0]) for a 2-element state). ``rng_default`` is
Philox, which XLA CPU picks. ``rng`` (RNG_UNIFORM / RNG_NORMAL) is implementation defined in XLA
and is NOT bit-exact here: it draws from a NumPy generator seeded per run.
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


# ----------------------------------------------------------------------------- rng (not bit-exact)
def _generator(ctx) -> np.random.Generator:
    gen = getattr(ctx, "_hlotool_rng_generator", None)
    if gen is None:
        seed = int(getattr(getattr(ctx, "options", None), "seed", 0) or 0)
        gen = np.random.default_rng(seed)
        try:
            ctx._hlotool_rng_generator = gen
        except AttributeError:
            pass
    return gen


@kernel("rng")
def eval_rng(inst, args, ctx):
    a, b = (np.asarray(x) for x in args[:2])
    dist = str(inst.attrs.get("distribution", "rng_uniform")).lower()
    dt = np_dtype(inst.shape)
    dims = tuple(inst.shape.dims)
    gen = _generator(ctx)
    if dist == "rng_uniform":
        if dt.kind in "iu":
            lo, hi = int(a), int(b)
            return gen.integers(lo, max(hi, lo + 1), size=dims).astype(dt)
        if dt.kind == "b":
            return gen.random(dims) < 0.5
        return (gen.random(dims) * (float(b) - float(a)) + float(a)).astype(dt)
    if dist == "rng_normal":
        return (gen.standard_normal(dims) * float(b) + float(a)).astype(dt)
    raise InterpError(f"unknown rng distribution {dist!r}; expected rng_uniform or rng_normal")


_XLA_CPU_INITIAL_RNG_STATE = 0x7012395


@kernel("rng-get-and-update-state")
def eval_rng_get_and_update_state(inst, args, ctx):
    """Returns the run's RNG state (u64[2]) and advances it by ``delta``. It starts where XLA CPU's
    global seed starts (0x7012395, low word first), so a fresh run matches XLA's first read."""
    state = getattr(ctx, "_hlotool_rng_state", _XLA_CPU_INITIAL_RNG_STATE)
    delta = int(inst.attrs.get("delta", 1))
    try:
        ctx._hlotool_rng_state = (state + delta) % (1 << 128)
    except AttributeError:
        pass
    return np.array([state & 0xFFFFFFFFFFFFFFFF, state >> 64], np.uint64)
