"""The LAPACK custom calls jax 0.10's CPU lowering emits beyond custom_call.py's: Schur (gees),
Hessenberg (gehrd) and tridiagonal (sytrd/hetrd) reduction, QR with column pivoting (geqp3), the
tridiagonal solves (gtsv and jaxlib's tridiagonal_solve_perturbed_ffi).

Results follow LAPACK's output conventions: Householder reflectors packed below the reduced part
with v[0] = 1 implied and tau alongside (larfg's sign choice, so Q is the same matrix), 1-based
pivots, info. Values are logical (row-major) arrays; batch dims lead. Arithmetic runs in f64 /
c128 and rounds to the operand type once.

The Schur form is not unique (eigenvalue order, the vectors' signs or phases, the rotation inside
a 2x2 block); this one comes from the eigenvectors (NumPy's geev) orthonormalised by QR, so it
needs a matrix whose eigenvectors are independent to working precision, and is an error otherwise.
"""
from __future__ import annotations

import numpy as np

from ..errors import InterpError
from .accumulate import np_dtype
from .custom_call import (_batch, _wide, backend_char, backend_ints, custom_call, result_shapes,
                          householder, householder_qr_step)


def _per_matrix(a: np.ndarray):
    """The operand as a stack of matrices in the working type, and its batch shape."""
    return _batch(a).astype(_wide(a)), a.shape[:-2]


# ----------------------------------------------------------------------------- gehrd
def hessenberg(m: np.ndarray, low: int = 1, high: int | None = None):
    """LAPACK gehd2: H = Q^H A Q upper Hessenberg, Q = H(low) ... H(high-1); returns the matrix
    with H on and above the first subdiagonal and reflector i below it in column i, and tau
    (zero outside [low, high))."""
    m = m.copy()
    n = m.shape[0]
    high = n if high is None else high
    tau = np.zeros(max(n - 1, 0), m.dtype)
    for i in range(low - 1, high - 2 + 1):
        if i + 1 >= high:
            break
        beta, t, v = householder(m[i + 1:high, i])
        tau[i] = t
        # A := H^H A H: from the right on rows 0..high-1, from the left on columns i+1..n-1
        block = m[:high, i + 1:high]
        m[:high, i + 1:high] = block - t * np.outer(block @ v, np.conj(v))
        block = m[i + 1:high, i + 1:]
        m[i + 1:high, i + 1:] = block - np.conj(t) * np.outer(v, np.conj(v) @ block)
        m[i + 1, i] = beta
        m[i + 2:high, i] = v[1:]
    return m, tau


@custom_call(*(f"lapack_{t}gehrd_ffi" for t in "sdcz"))
def cc_gehrd(inst, args, ctx):
    a = args[0]
    flat, batch = _per_matrix(a)
    attrs = backend_ints(inst)
    low, high = attrs.get("low", 1), attrs.get("high", a.shape[-1])
    res = [hessenberg(m, low, high) for m in flat]
    out = np.stack([r[0] for r in res]).reshape(a.shape).astype(a.dtype)
    tau = np.stack([r[1] for r in res]).reshape(batch + (a.shape[-1] - 1,)).astype(a.dtype)
    return out, tau, np.zeros(batch, np.int32)


# ----------------------------------------------------------------------------- sytrd / hetrd
def tridiagonal(m: np.ndarray, lower: bool):
    """LAPACK sytd2/hetd2: Q^H A Q = T (symmetric tridiagonal, real d and e) from the ``lower``
    (or upper) triangle. Lower: reflector i annihilates A[i+2:, i] and is stored there; upper:
    reflector i annihilates A[:i, i+1] (its unit element at row i), stored above it. The other
    triangle is left as it was."""
    m = m.copy()
    n = m.shape[0]
    idx = np.arange(n)
    m[idx, idx] = m[idx, idx].real
    d = np.zeros(n)
    e = np.zeros(max(n - 1, 0))
    tau = np.zeros(max(n - 1, 0), m.dtype)
    herm = m.dtype.kind == "c"
    # the Hermitian matrix the referenced triangle stands for
    full = np.tril(m) + np.conj(np.tril(m, -1).T) if lower else \
        np.triu(m) + np.conj(np.triu(m, 1).T)
    steps = range(n - 1) if lower else range(n - 2, -1, -1)
    for i in steps:
        if lower:
            beta, t, v = householder(full[i + 1:, i])
            span = slice(i + 1, n)
        else:
            # larfg on (alpha = A[i, i+1], x = A[:i, i+1]); the unit element goes last
            beta, t, vr = householder(np.concatenate([full[i:i + 1, i + 1], full[:i, i + 1]]))
            v = np.concatenate([vr[1:], vr[:1]])
            span = slice(0, i + 1)
        e[i] = np.real(beta)
        tau[i] = t
        if t != 0:
            sub = full[span, span]
            x = t * (sub @ v)
            w = x - 0.5 * t * np.vdot(x, v) * v
            full[span, span] = sub - np.outer(v, np.conj(w)) - np.outer(w, np.conj(v))
        if lower:
            full[i + 1, i] = full[i, i + 1] = beta
            full[i + 2:, i] = v[1:]
            full[i, i + 2:] = np.conj(v[1:])
        else:
            full[i, i + 1] = full[i + 1, i] = beta
            full[:i, i + 1] = v[:i]
            full[i + 1, :i] = np.conj(v[:i])
    d[:] = full[idx, idx].real
    out = np.where(np.tril(np.ones((n, n), bool)) if lower else np.triu(np.ones((n, n), bool)),
                   full, m)
    if herm:
        out[idx, idx] = d
    return out, d, e, tau


@custom_call("lapack_ssytrd_ffi", "lapack_dsytrd_ffi", "lapack_chetrd_ffi", "lapack_zhetrd_ffi")
def cc_sytrd(inst, args, ctx):
    a = args[0]
    lower = backend_char(inst, "uplo", "L") == "L"
    flat, batch = _per_matrix(a)
    n = a.shape[-1]
    res = [tridiagonal(m, lower) for m in flat]
    shapes = result_shapes(inst)
    out = np.stack([r[0] for r in res]).reshape(a.shape).astype(a.dtype)
    d = np.stack([r[1] for r in res]).reshape(batch + (n,)).astype(np_dtype(shapes[1]))
    e = np.stack([r[2] for r in res]).reshape(batch + (n - 1,)).astype(np_dtype(shapes[2]))
    tau = np.stack([r[3] for r in res]).reshape(batch + (n - 1,)).astype(a.dtype)
    return out, d, e, tau, np.zeros(batch, np.int32)


# ----------------------------------------------------------------------------- geqp3
def pivoted_qr(m: np.ndarray, jpvt: np.ndarray):
    """LAPACK geqp3: columns with a nonzero jpvt entry first (in order), then at each step the
    remaining column of largest norm below the current row (the first of equals); returns the
    packed QR (as geqrf), 1-based column order and tau."""
    m = m.copy()
    rows, cols = m.shape
    order = np.arange(cols)
    fixed = [j for j in range(cols) if jpvt[j] != 0]
    front = fixed + [j for j in range(cols) if jpvt[j] == 0]
    m, order = m[:, front], order[front]
    k = min(rows, cols)
    tau = np.zeros(k, m.dtype)
    for i in range(k):
        if i >= len(fixed):
            norms = np.linalg.norm(m[i:, i:], axis=0)
            p = i + int(np.argmax(norms))
            if p != i:
                m[:, [i, p]] = m[:, [p, i]]
                order[[i, p]] = order[[p, i]]
        householder_qr_step(m, i, tau)     # geqr2's step on the pivoted column
    return m, (order + 1).astype(np.int32), tau


@custom_call(*(f"lapack_{t}geqp3_ffi" for t in "sdcz"))
def cc_geqp3(inst, args, ctx):
    a, jpvt = args[0], args[1]
    flat, batch = _per_matrix(a)
    pivots = jpvt.reshape(flat.shape[0], -1)
    res = [pivoted_qr(m, p) for m, p in zip(flat, pivots)]
    k = min(a.shape[-2:])
    out = np.stack([r[0] for r in res]).reshape(a.shape).astype(a.dtype)
    piv = np.stack([r[1] for r in res]).reshape(jpvt.shape).astype(jpvt.dtype)
    tau = np.stack([r[2] for r in res]).reshape(batch + (k,)).astype(a.dtype)
    return out, piv, tau


# ----------------------------------------------------------------------------- gtsv
def tridiagonal_solve(sub: np.ndarray, diag: np.ndarray, sup: np.ndarray, b: np.ndarray):
    """LAPACK gtsv: Gaussian elimination with partial pivoting (the larger of the pivot and the
    entry below it), for sub[1:], diag, sup[:-1] (jax's layout: sub[0] and sup[-1] unused).
    Returns the overwritten (sub, diag, sup, x, info): on a zero pivot info is its 1-based row."""
    n = diag.shape[0]
    dl = sub[1:].copy()                     # LAPACK's DL(1:n-1)
    d = diag.copy()
    du = sup[:-1].copy() if n > 1 else sup[:0].copy()
    x = b.copy()
    size = _abs1 if diag.dtype.kind == "c" else abs
    for i in range(n - 1):
        if size(d[i]) >= size(dl[i]):
            if d[i] == 0:
                return _gtsv_out(sub, dl, d, du, sup, x, i + 1)
            factor = dl[i] / d[i]
            d[i + 1] -= factor * du[i]
            x[i + 1] -= factor * x[i]
            if i < n - 2:
                dl[i] = 0
        else:
            # swap rows i and i+1; dl[i] then holds the fill-in of the second superdiagonal
            factor = d[i] / dl[i]
            d[i] = dl[i]
            below = d[i + 1]
            d[i + 1] = du[i] - factor * below
            if i < n - 2:
                dl[i] = du[i + 1]
                du[i + 1] = -factor * dl[i]
            du[i] = below
            x[[i, i + 1]] = x[[i + 1, i]]
            x[i + 1] = x[i + 1] - factor * x[i]
    if n and d[n - 1] == 0:
        return _gtsv_out(sub, dl, d, du, sup, x, n)
    x[n - 1] /= d[n - 1]
    if n > 1:
        x[n - 2] = (x[n - 2] - du[n - 2] * x[n - 1]) / d[n - 2]
    for i in range(n - 3, -1, -1):
        x[i] = (x[i] - du[i] * x[i + 1] - dl[i] * x[i + 2]) / d[i]
    return _gtsv_out(sub, dl, d, du, sup, x, 0)


def _abs1(z) -> float:
    """|Re z| + |Im z|: the size complex LAPACK compares pivots by."""
    return abs(z.real) + abs(z.imag)


def _gtsv_out(sub, dl, d, du, sup, x, info):
    sub_out, sup_out = sub.copy(), sup.copy()
    sub_out[1:] = dl
    sup_out[:len(du)] = du
    return sub_out, d, sup_out, x, info


@custom_call(*(f"lapack_{t}gtsv_ffi" for t in "sdcz"))
def cc_gtsv(inst, args, ctx):
    dl, d, du, b = args
    wide = _wide(b)
    n = d.shape[-1]
    flat_b = b.reshape((-1,) + b.shape[-2:]).astype(wide)
    diags = [x.reshape(-1, n).astype(wide) for x in (dl, d, du)]
    res = [tridiagonal_solve(s, m, p, rhs) for s, m, p, rhs in zip(*diags, flat_b)]
    outs = [np.stack([r[k] for r in res]).reshape(x.shape).astype(x.dtype)
            for k, x in enumerate((dl, d, du, b))]
    info = np.array([r[4] for r in res], np.int32).reshape(b.shape[:-2])
    return (*outs, info)


def perturbed_tridiagonal_solve(sub, diag, sup, b):
    """jaxlib's tridiagonal_solve_perturbed_ffi (after LAPACK's lagtf/lagts): row-pivoted LU
    with the forward solve fused in; in the back substitution a pivot below one in size is
    nudged by eps * max|U| (doubling) until dividing by it cannot overflow, so a singular
    T - lambda I still gives a (huge) solution, as inverse iteration needs."""
    n = diag.shape[0]
    x = b.copy()
    real = np.finfo(np.float64 if diag.dtype in (np.float64, np.complex128) else np.float32)
    if n == 0:
        return x
    if n == 1:
        return _back_step(diag[0], x[0], real.eps * abs(diag[0]), real)[None, :]
    u = np.zeros((n, 3), diag.dtype)
    u[0, 0], u[0, 1] = diag[0], sup[0]
    max_u = max(abs(u[0, 0]), abs(u[0, 1]))
    scale1 = abs(u[0, 0]) + abs(u[0, 1])
    rhs = b
    for k in range(n - 1):
        u[k + 1, 0] = diag[k + 1]
        scale2 = abs(sub[k + 1]) + abs(u[k + 1, 0]) + (abs(sup[k + 1]) if k < n - 2 else 0)
        if sub[k + 1] == 0:
            scale1 = scale2
            u[k + 1, 1] = sup[k + 1]
            u[k, 2] = 0
            x[k + 1] = rhs[k + 1]
        else:
            piv1 = 0.0 if u[k, 0] == 0 else abs(u[k, 0]) / scale1
            piv2 = abs(sub[k + 1]) / scale2
            if piv2 <= piv1:
                scale1 = scale2
                factor = sub[k + 1] / u[k, 0]
                u[k + 1, 0] -= factor * u[k, 1]
                u[k + 1, 1] = sup[k + 1]
                u[k, 2] = 0
                x[k + 1] = rhs[k + 1] - factor * x[k]
            else:
                factor = u[k, 0] / sub[k + 1]
                carried = u[k, 1]
                u[k, 0] = sub[k + 1]
                u[k + 1, 0] = carried - factor * diag[k + 1]
                u[k, 1] = diag[k + 1]
                if k < n - 2:
                    u[k, 2] = sup[k + 1]
                    u[k + 1, 1] = -factor * sup[k + 1]
                x[k + 1] = x[k] - factor * rhs[k + 1]
                x[k] = rhs[k + 1]
                scale1 = abs(u[k + 1, 0]) + abs(u[k + 1, 1])
        if k < n - 2:
            max_u = max(max_u, *np.abs(u[k]))
    max_u = max(max_u, abs(u[n - 1, 0]))
    perturb = real.eps * max_u
    x[n - 1] = _back_step(u[n - 1, 0], x[n - 1], perturb, real)
    x[n - 2] = _back_step(u[n - 2, 0], x[n - 2] - u[n - 2, 1] * x[n - 1],
                          np.copysign(perturb, np.real(u[n - 2, 0])), real)
    for k in range(n - 3, -1, -1):
        row = x[k] - u[k, 1] * x[k + 1] - u[k, 2] * x[k + 2]
        x[k] = _back_step(u[k, 0], row, np.copysign(perturb, np.real(u[k, 0])), real)
    return x


def _back_step(pivot, row, perturb, real):
    """row / pivot, with a pivot under one in size first nudged (lagts' rule) so that neither
    1/pivot nor row/pivot overflows."""
    safemin = max(real.tiny, (1 / real.max) * (1 + real.eps))
    bignum = 1 / safemin
    size = abs(pivot)
    if size < 1:
        perturb = np.copysign(max(abs(perturb), safemin), np.real(pivot))
        largest = np.max(np.abs(row)) if row.size else 0.0
        while size < 1:
            if size < safemin:
                if size == 0 or largest * safemin > size:
                    pivot += perturb
                    perturb *= 2
                else:
                    pivot *= bignum
                    row = row * bignum
                    break
            elif largest > size * bignum:
                pivot += perturb
                perturb *= 2
            else:
                break
            size = abs(pivot)
    return row * (1 / pivot)


@custom_call("tridiagonal_solve_perturbed_ffi")
def cc_tridiagonal_solve_perturbed(inst, args, ctx):
    dl, d, du, b = args
    n = d.shape[-1]
    # the arithmetic of the operand type: the perturbation scale is that type's epsilon
    flat_b = b.reshape((-1,) + b.shape[-2:])
    diags = [x.reshape(-1, n) for x in (dl, d, du)]
    out = np.stack([perturbed_tridiagonal_solve(s, m, p, rhs)
                    for s, m, p, rhs in zip(*diags, flat_b)])
    return out.reshape(b.shape).astype(b.dtype)


# ----------------------------------------------------------------------------- gees
def schur(m: np.ndarray, tol: float):
    """(T, Z, eigenvalues) with A = Z T Z^H, Z unitary (orthogonal for real A) and T upper
    triangular, or for real A quasi-triangular with 2x2 blocks [[p, q], [r, p]], q r < 0, for
    complex pairs (LAPACK's standard form)."""
    n = m.shape[0]
    if n == 0:
        return m.copy(), m.copy(), np.zeros(0, np.complex128)
    w, vecs = np.linalg.eig(m)
    real = m.dtype.kind != "c"
    if real:
        basis, pairs = _real_eigenbasis(w, vecs)
    else:
        basis, pairs = vecs, []
    q, _ = np.linalg.qr(basis)
    t = np.conj(q.T) @ m @ q
    keep = np.triu(np.ones((n, n), bool))
    for j in pairs:
        keep[j + 1, j] = True
    scale = max(np.linalg.norm(m), np.finfo(float).tiny)
    if np.linalg.norm(np.where(keep, 0, t)) > tol * scale:
        raise InterpError("the Schur form is found from the eigenvectors here, and this matrix's "
                          "eigenvectors are not independent to working precision")
    t = np.where(keep, t, 0)
    for j in pairs:
        t, q = _standardize_block(t, q, j)
    return t, q, _schur_eigenvalues(t, pairs, w)


def _real_eigenbasis(w, vecs):
    """Real columns spanning the eigenspaces: v for a real eigenvalue, (Re v, Im v) for a pair."""
    n = len(w)
    cols, pairs, j = [], [], 0
    while j < n:
        if w[j].imag != 0 and j + 1 < n:
            cols += [vecs[:, j].real, vecs[:, j].imag]
            pairs.append(j)
            j += 2
        else:
            cols.append(vecs[:, j].real)
            j += 1
    return np.stack(cols, axis=1), pairs


def _standardize_block(t, q, j):
    """Rotate rows/columns j, j+1 so that the 2x2 block gets equal diagonal entries."""
    a, b, c, d = t[j, j], t[j, j + 1], t[j + 1, j], t[j + 1, j + 1]
    theta = 0.5 * np.arctan2(d - a, b + c)
    cs, sn = np.cos(theta), np.sin(theta)
    rot = np.array([[cs, -sn], [sn, cs]])
    t = t.copy()
    q = q.copy()
    t[[j, j + 1], :] = rot.T @ t[[j, j + 1], :]
    t[:, [j, j + 1]] = t[:, [j, j + 1]] @ rot
    q[:, [j, j + 1]] = q[:, [j, j + 1]] @ rot
    t[j + 1, j + 1] = t[j, j] = 0.5 * (t[j, j] + t[j + 1, j + 1])
    return t, q


def _schur_eigenvalues(t, pairs, w):
    ev = np.diag(t).astype(np.complex128)
    for j in pairs:
        im = np.sqrt(abs(t[j, j + 1])) * np.sqrt(abs(t[j + 1, j]))
        ev[j] = complex(t[j, j].real, im)
        ev[j + 1] = complex(t[j, j].real, -im)
    return ev


@custom_call(*(f"lapack_{t}gees_ffi" for t in "sdcz"))
def cc_gees(inst, args, ctx):
    """Real: (T, Z, wr, wi, sdim, info); complex: (T, Z, w, sdim, info). mode 'N' leaves Z as
    the operand. No sorting (jax passes sort='N'), so sdim is 0."""
    a = args[0]
    if backend_char(inst, "sort", "N") != "N":
        raise InterpError("gees with eigenvalue sorting is not supported")
    want_vectors = backend_char(inst, "mode", "V") == "V"
    flat, batch = _per_matrix(a)
    # below the quasi-triangle Z^H A Z holds eps * cond(eigenvectors) * |A| of rounding, which
    # is cleared; sqrt(eps) of |A| there means the eigenvectors were not independent
    res = [schur(m, float(np.sqrt(np.finfo(np.float64).eps))) for m in flat]
    n = a.shape[-1]
    t = np.stack([r[0] for r in res]).reshape(a.shape).astype(a.dtype)
    z = np.stack([r[1] for r in res]).reshape(a.shape).astype(a.dtype) if want_vectors else \
        np.zeros_like(a)
    w = np.stack([r[2] for r in res]).reshape(batch + (n,))
    zeros = np.zeros(batch, np.int32)
    if a.dtype.kind == "c":
        return t, z, w.astype(a.dtype), zeros, zeros
    return t, z, w.real.astype(a.dtype), w.imag.astype(a.dtype), zeros, zeros
