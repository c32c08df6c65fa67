"""LAPACK's algorithms in NumPy (potrf, getrf, geqr2, orgqr), for the GPU and TPU libraries' kernels
(gpu_library.py, tpu_library.py), which follow LAPACK's conventions; jaxlib's CPU LAPACK calls run LAPACK
itself (lapack.py). No kernels here."""
from __future__ import annotations

import numpy as np


def matrices(a: np.ndarray):
    """A batch of matrices (leading batch dims) as one stack of them."""
    return a.reshape((-1,) + a.shape[-2:])


def wide_dtype(a):
    """The double precision of ``a``'s kind: where the NumPy algorithms compute."""
    return np.complex128 if a.dtype.kind == "c" else np.float64


def potrf(a: np.ndarray, lower: bool):
    """(factors, info) of a batch of Hermitian matrices, as LAPACK's potrf (and cuSolver's) returns them: the
    Cholesky factor written into the ``lower`` (or upper) triangle, the other triangle as it was; info > 0
    is the order of the first leading minor that is not positive definite."""
    flat = matrices(a).astype(wide_dtype(a))
    out = flat.copy()
    info = np.zeros(flat.shape[0], np.int32)
    n = a.shape[-1]
    for i, m in enumerate(flat):
        tri = np.tril(m) if lower else np.conj(np.triu(m).T)
        herm = tri + np.conj(np.tril(tri, -1).T)
        try:
            f = np.linalg.cholesky(herm)
        except np.linalg.LinAlgError:
            info[i] = _first_non_pd(herm)
            continue
        if lower:
            out[i][np.tril_indices(n)] = f[np.tril_indices(n)]
        else:
            out[i][np.triu_indices(n)] = np.conj(f.T)[np.triu_indices(n)]
    return out.reshape(a.shape).astype(a.dtype), info.reshape(a.shape[:-2])


def _first_non_pd(m):
    """LAPACK's info for a failed Cholesky: the order of the first non-positive leading minor."""
    for k in range(1, m.shape[0] + 1):
        try:
            np.linalg.cholesky(m[:k, :k])
        except np.linalg.LinAlgError:
            return k
    return m.shape[0]


def lu_factor(m: np.ndarray):
    """LU with partial pivoting as LAPACK getrf: (lu, 1-based pivots, info)."""
    m = m.copy()
    rows, cols = m.shape
    k = min(rows, cols)
    piv = np.zeros(k, np.int32)
    info = 0
    for j in range(k):
        col = m[j:, j]
        mag = np.abs(col.real) + np.abs(col.imag) if m.dtype.kind == "c" else np.abs(col)
        p = j + int(np.argmax(mag))
        piv[j] = p + 1
        if m[p, j] != 0:
            if p != j:
                m[[j, p]] = m[[p, j]]
            m[j + 1:, j] /= m[j, j]
        elif info == 0:
            info = j + 1
        m[j + 1:, j + 1:] -= np.outer(m[j + 1:, j], m[j, j + 1:])
    return m, piv, info


def householder(x: np.ndarray):
    """LAPACK larfg: (beta, tau, v) with (I - tau v v^H)^H x = beta e1, v[0] = 1."""
    alpha = x[0]
    xnorm = np.linalg.norm(x[1:]) if x.size > 1 else 0.0
    alphr, alphi = float(np.real(alpha)), float(np.imag(alpha))
    v = np.zeros_like(x)
    v[0] = 1
    if xnorm == 0 and alphi == 0:
        return alpha, x.dtype.type(0), v
    beta = -np.copysign(np.sqrt(alphr ** 2 + alphi ** 2 + xnorm ** 2), alphr)
    if x.dtype.kind == "c":
        tau = complex((beta - alphr) / beta, -alphi / beta)
    else:
        tau = (beta - alphr) / beta
    v[1:] = x[1:] / (alpha - beta)
    return beta, tau, v


def qr_factor(m: np.ndarray):
    """LAPACK geqrf (unblocked geqr2): R above the diagonal, reflectors below, and tau."""
    m = m.copy()
    rows, cols = m.shape
    k = min(rows, cols)
    tau = np.zeros(k, m.dtype)
    for i in range(k):
        householder_qr_step(m, i, tau)
    return m, tau


def householder_qr_step(m: np.ndarray, i: int, tau: np.ndarray) -> None:
    """Step i of geqr2, in place: the reflector of column i from row i down (beta on the
    diagonal, v below it, tau[i]) and H(i)^H = I - conj(tau) v v^H applied to the columns right of it."""
    beta, t, v = householder(m[i:, i])
    tau[i] = t
    if i + 1 < m.shape[1]:
        sub = m[i:, i + 1:]
        m[i:, i + 1:] = sub - np.conj(t) * np.outer(v, np.conj(v) @ sub)
    m[i, i] = beta
    m[i + 1:, i] = v[1:]


def householder_product(m: np.ndarray, tau: np.ndarray) -> np.ndarray:
    """LAPACK orgqr/ungqr: the first n columns of H(1) H(2) ... H(k)."""
    rows, cols = m.shape
    q = np.eye(rows, cols, dtype=m.dtype)
    for i in range(len(tau) - 1, -1, -1):
        v = np.zeros(rows, m.dtype)
        v[i] = 1
        v[i + 1:] = m[i + 1:, i]
        q = q - tau[i] * np.outer(v, np.conj(v) @ q)
    return q
