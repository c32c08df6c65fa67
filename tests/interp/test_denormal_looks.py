"""XLA CPU's flush-to-zero look at large f32/f64 arrays (``_numeric.nonzero_below``): two integer minima per piece
of the array, and where a zero hides the answer the magnitudes' bits, a piece at a time. Every place a denormal
can sit (first, last piece, between zeros, in a strided view) is found; zeros, NaN and infinities never count."""
from __future__ import annotations

import numpy as np
import pytest

from hlotool.interp.kernels import _numeric
from hlotool.interp.kernels._numeric import nonzero_below
from support.xla_oracle import hlo_run


def _reference(limit, *arrays) -> bool:
    with np.errstate(invalid="ignore"):
        return any(bool(np.any((np.abs(x) < limit) & (x != 0))) for x in arrays)


@pytest.mark.parametrize("dtype", [np.float32, np.float64])
def test_nonzero_below_finds_what_numpy_finds(dtype):
    rng = np.random.default_rng(7)
    tiny = np.finfo(dtype).tiny
    piece = _numeric._PIECE_BYTES // np.dtype(dtype).itemsize
    specials = [0.0, -0.0, np.nan, -np.inf, tiny, -tiny, tiny / 3, -tiny / 5, np.finfo(dtype).smallest_subnormal]
    for n in (40, 1000, 1025, 3 * piece, 3 * piece + 17):
        for trial in range(16):
            x = rng.standard_normal(n).astype(dtype)
            if trial % 2:
                x[rng.random(n) < 0.5] = 0.0          # zeros hide the minima's answer
            for _ in range(trial % 5):
                x[rng.integers(0, n)] = specials[rng.integers(0, len(specials))]
            for view in (x, x[::3], x[: n - n % 5].reshape(-1, 5)[:, ::2]):
                for limit in (tiny, dtype(2.0 ** -100)):
                    assert nonzero_below(limit, view) == _reference(limit, view), (n, trial)


@pytest.mark.parametrize("dtype", [np.float32, np.float64])
@pytest.mark.parametrize("where", ["first", "middle", "last"])
def test_one_denormal_among_zeros_in_any_piece(dtype, where):
    piece = _numeric._PIECE_BYTES // np.dtype(dtype).itemsize
    n = 4 * piece + 5
    at = {"first": 0, "middle": 2 * piece + 1, "last": n - 1}[where]
    for sign in (1, -1):
        x = np.zeros(n, dtype)
        x[::2] = -0.0
        assert not nonzero_below(np.finfo(dtype).tiny, x)
        x[at] = sign * np.finfo(dtype).smallest_subnormal
        assert nonzero_below(np.finfo(dtype).tiny, x)
        x[at] = sign * np.finfo(dtype).tiny
        assert not nonzero_below(np.finfo(dtype).tiny, x)


@pytest.mark.parametrize("op", ["subtract", "multiply"])
def test_large_result_with_zeros_flushes_its_denormal(op):
    """A subtract or multiply of normal f32 values whose result is mostly zeros and one denormal: the denormal
    is flushed to a zero (XLA CPU's FTZ), wherever in the array it is."""
    n = 300_000
    tiny = np.finfo(np.float32).tiny
    a = np.zeros(n, np.float32)
    b = np.zeros(n, np.float32)
    at = n - 3
    if op == "subtract":
        a[at], b[at] = tiny * 1.5, tiny          # 0.5 tiny: a denormal difference of two normal values
    else:
        a[at], b[at] = tiny * 4, np.float32(0.125)
    a[7], b[7] = 3.0, 2.0
    text = f"""HloModule m
ENTRY e {{
  a = f32[{n}] parameter(0)
  b = f32[{n}] parameter(1)
  ROOT r = f32[{n}] {op}(a, b)
}}"""
    got = np.asarray(hlo_run(text, [a, b])[0])
    assert got[at] == 0 and not np.signbit(got[at])
    assert got[7] == (1.0 if op == "subtract" else 6.0)
    assert not np.any((got != 0) & (np.abs(got) < tiny))
