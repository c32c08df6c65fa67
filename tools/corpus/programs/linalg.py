"""Linear algebra: cholesky, triangular solve, LU, QR, eigh, SVD, eig."""
from __future__ import annotations

import jax
import jax.numpy as jnp
import numpy as np
from jax import lax

from ..registry import program

# ---------------------------------------------------------------- linalg

@program("linalg_cholesky_triangular", ["linalg", "cholesky", "triangular-solve", "custom-call", "lapack"],
         "cholesky (potrf), triangular_solve left/right/lower/transpose variants, cho_solve; f32 and f64")
def _(r):
    def f(a, b, d):
        chol = jnp.linalg.cholesky(a)
        return (chol, lax.linalg.triangular_solve(chol, b, left_side=True, lower=True),
                lax.linalg.triangular_solve(chol, b.T, left_side=False, lower=True, transpose_a=True),
                lax.linalg.triangular_solve(chol, b, left_side=True, lower=True, unit_diagonal=True),
                jax.scipy.linalg.cho_solve((chol, True), b), jnp.linalg.cholesky(d),
                jax.scipy.linalg.solve_triangular(d, d[..., :2], lower=False))
    return f, (r.spd(4), r.normal(4, 3), r.spd(3, batch=(2,), dtype=np.float64))


@program("linalg_lu_solve_inv", ["linalg", "lu", "solve", "inv", "det", "custom-call", "lapack"],
         "lu (getrf), solve, inv, det, slogdet on f32/f64/c64")
def _(r):
    def f(a, b, d, z):
        lu, piv, perm = lax.linalg.lu(a)
        return (lu, piv, perm, jnp.linalg.solve(a, b), jnp.linalg.inv(a), jnp.linalg.det(a),
                jnp.linalg.slogdet(d), jnp.linalg.inv(z))
    return f, (r.normal(4, 4), r.normal(4, 2), r.normal(2, 3, 3, dtype=np.float64), r.complex(3, 3))


@program("linalg_qr", ["linalg", "qr", "custom-call", "lapack", "householder"],
         "qr (geqrf+orgqr) reduced and complete, tall and wide, f32 and c64")
def _(r):
    def f(a, w, z):
        return jnp.linalg.qr(a), jnp.linalg.qr(a, mode="complete"), jnp.linalg.qr(w), jnp.linalg.qr(z)
    return f, (r.normal(5, 3), r.normal(2, 4), r.complex(3, 3))


@program("linalg_eigh_svd", ["linalg", "eigh", "svd", "custom-call", "lapack"],
         "eigh (syevd) and svd (gesdd), values only and full; f32/f64/c64")
def _(r):
    def f(s, a, d, z):
        w, v = jnp.linalg.eigh(s)
        u, sv, vt = jnp.linalg.svd(a, full_matrices=False)
        return (w, jnp.abs(v), sv, jnp.abs(u), jnp.linalg.svd(d, compute_uv=False), jnp.linalg.eigvalsh(d @ d.T),
                jnp.linalg.eigvalsh(z @ z.conj().T), jnp.linalg.svd(a, compute_uv=False))
    return f, (r.spd(4), r.normal(5, 3), r.normal(3, 3, dtype=np.float64), r.complex(3, 3))


@program("linalg_eig_misc", ["linalg", "eig", "pinv", "lstsq", "custom-call", "lapack"],
         "non-symmetric eig (geev, CPU only), pinv, matrix_power, lstsq")
def _(r):
    def f(a, b):
        w = jnp.linalg.eigvals(a)
        return jnp.sort_complex(w), jnp.linalg.pinv(a), jnp.linalg.matrix_power(a, 3), jnp.linalg.lstsq(a, b)[0]
    return f, (r.normal(4, 4, dtype=np.float64), r.normal(4, 2, dtype=np.float64))
