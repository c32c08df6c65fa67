"""fft, cholesky and triangular-solve (also used by the LAPACK custom calls)."""
from __future__ import annotations

import numpy as np

from ..errors import InterpError
from ..registry import kernel
from .accumulate import np_dtype


# ----------------------------------------------------------------------------- fft
def _fft(x, axes, lengths):
    return np.fft.fftn(x, s=lengths, axes=axes)


def _ifft(x, axes, lengths):
    return np.fft.ifftn(x, s=lengths, axes=axes)


def _rfft(x, axes, lengths):
    return np.fft.rfftn(x, s=lengths, axes=axes)


def _irfft(x, axes, lengths):
    return np.fft.irfftn(x, s=lengths, axes=axes)


FFT_TYPES = {"FFT": _fft, "IFFT": _ifft, "RFFT": _rfft, "IRFFT": _irfft}


@kernel("fft")
def eval_fft(inst, args, ctx):
    x = args[0]
    fft_type = str(inst.attrs.get("fft_type", "FFT"))
    lengths = tuple(int(n) for n in inst.attrs.get("fft_length", ()))
    fn = FFT_TYPES.get(fft_type)
    if fn is None:
        raise InterpError(f"unknown fft_type {fft_type!r}; expected one of {', '.join(FFT_TYPES)}")
    axes = tuple(range(x.ndim - len(lengths), x.ndim))
    out_dtype = np_dtype(inst.shape)
    if x.size == 0 or any(n == 0 for n in lengths):
        return np.zeros(inst.shape.dims, out_dtype)
    return np.asarray(fn(x, axes, lengths)).astype(out_dtype, copy=False)


# ----------------------------------------------------------------------------- linear algebra
def _conj_t(a: np.ndarray) -> np.ndarray:
    return np.conj(np.swapaxes(a, -1, -2))


def cholesky(a: np.ndarray, lower: bool = True) -> np.ndarray:
    """Batched Cholesky factor; only the ``lower`` (or upper) triangle of ``a`` is read, the other
    triangle of the result is zero; a batch element that is not positive definite is all NaN."""
    n = a.shape[-1]
    wide = np.complex128 if a.dtype.kind == "c" else np.float64
    tri = np.tril(a) if lower else _conj_t(np.triu(a))
    herm = tri + _conj_t(np.tril(tri, -1))            # the Hermitian matrix the triangle denotes
    flat = herm.reshape(-1, n, n).astype(wide)
    out = np.empty_like(flat)
    for i, m in enumerate(flat):
        try:
            out[i] = np.linalg.cholesky(m)
        except np.linalg.LinAlgError:
            out[i] = np.nan
    out = out.reshape(a.shape)
    if not lower:
        out = _conj_t(out)
    return out.astype(a.dtype)


@kernel("cholesky")
def eval_cholesky(inst, args, ctx):
    return cholesky(args[0], bool(inst.attrs.get("lower", False)))


def solve_triangular(a, b, *, left_side: bool, lower: bool, unit_diagonal: bool, transpose: str):
    """Solve op(a) x = b (left_side) or x op(a) = b, with op = NO_TRANSPOSE | TRANSPOSE | ADJOINT,
    reading only the ``lower``/upper triangle of ``a``; batch dims lead. Row-by-row substitution,
    vectorised over the batch and the right-hand sides."""
    wide = np.result_type(a.dtype, b.dtype, np.float64)
    t = np.tril(a) if lower else np.triu(a)
    t = t.astype(wide)
    if unit_diagonal:
        idx = np.arange(a.shape[-1])
        t[..., idx, idx] = 1
    if transpose == "TRANSPOSE":
        t = np.swapaxes(t, -1, -2)
        lower = not lower
    elif transpose == "ADJOINT":
        t = _conj_t(t)
        lower = not lower
    rhs = b.astype(wide)
    if not left_side:
        # x t = b  <=>  t^T x^T = b^T
        t = np.swapaxes(t, -1, -2)
        rhs = np.swapaxes(rhs, -1, -2)
        lower = not lower
    n = t.shape[-1]
    x = np.zeros(np.broadcast_shapes(t.shape[:-2], rhs.shape[:-2]) + rhs.shape[-2:], wide)
    order = range(n) if lower else range(n - 1, -1, -1)
    for i in order:
        acc = rhs[..., i, :] - np.einsum("...k,...kj->...j", t[..., i, :], x)
        x[..., i, :] = acc / t[..., i, i][..., None]
    if not left_side:
        x = np.swapaxes(x, -1, -2)
    return x.astype(b.dtype)


@kernel("triangular-solve")
def eval_triangular_solve(inst, args, ctx):
    a, b = args
    at = inst.attrs
    return solve_triangular(a, b, left_side=bool(at.get("left_side", False)),
                            lower=bool(at.get("lower", False)),
                            unit_diagonal=bool(at.get("unit_diagonal", False)),
                            transpose=str(at.get("transpose_a", "NO_TRANSPOSE")))
