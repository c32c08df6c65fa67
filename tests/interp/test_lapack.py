"""The LAPACK custom calls jax 0.10's CPU lowering emits, end to end: each jnp.linalg /
jax.scipy.linalg / lax.linalg program is lowered to HLO, run by hlotool, and compared with the
same program run by jax (XLA CPU with jaxlib's LAPACK kernels), in f32, f64, c64 and c128.

Where LAPACK's outputs are unique (factors with its sign conventions, packed reflectors, pivots,
solutions) they are compared directly; eigenvectors, singular vectors and Schur forms are unique
only up to signs, phases and order, so what they must satisfy is checked instead, together with
the values that are unique (eigenvalues, singular values)."""
from __future__ import annotations

import re

import numpy as np
import pytest

import hlotool

pytestmark = pytest.mark.xla
jax = pytest.importorskip("jax")
jax.config.update("jax_enable_x64", True)
import jax.numpy as jnp  # noqa: E402  (after the importorskip and the x64 switch)
import jax.scipy.linalg as jsl  # noqa: E402  (likewise)

DTYPES = [np.float32, np.float64, np.complex64, np.complex128]
TOL = {np.dtype(np.float32): 2e-3, np.dtype(np.complex64): 2e-3,
       np.dtype(np.float64): 1e-9, np.dtype(np.complex128): 1e-9}


def _matrix(dt, shape, seed=0):
    rng = np.random.default_rng(seed)
    a = rng.standard_normal(shape)
    if np.dtype(dt).kind == "c":
        a = a + 1j * rng.standard_normal(shape)
    return a.astype(dt)


def _hermitian_pd(dt, n, batch=(), seed=0):
    a = _matrix(dt, batch + (n, n), seed)
    return (a @ np.conj(np.swapaxes(a, -1, -2)) + n * np.eye(n)).astype(dt)


def _run_both(f, *args):
    """(hlotool's outputs, XLA's outputs, the custom-call targets) of jax program ``f``."""
    lowered = jax.jit(f).lower(*args)              # traced once: its text and XLA's executable
    text = lowered.as_text(dialect="hlo")
    targets = set(re.findall(r'custom_call_target="([^"]+)"', text))
    want = [np.asarray(w) for w in jax.tree.leaves(lowered.compile()(*args))]
    got = [np.asarray(g) for g in hlotool.run(text, *args)]
    assert len(got) == len(want)
    for g, w in zip(got, want, strict=True):
        assert g.shape == w.shape and g.dtype == w.dtype, (g.shape, g.dtype, w.shape, w.dtype)
    return got, want, targets


def _close(got, want, dt, scale=1.0):
    tol = TOL[np.dtype(dt)] * scale
    np.testing.assert_allclose(got, want, rtol=tol, atol=tol)


# programs whose outputs LAPACK fixes: compared value for value
UNIQUE = {
    "cholesky": (lambda a: jnp.linalg.cholesky(a), "hpd", "potrf"),
    "lu": (lambda a: jsl.lu(a), (4, 4), "getrf"),
    "lu_factor": (lambda a: jsl.lu_factor(a), (5, 5), "getrf"),
    "solve": (lambda a: jnp.linalg.solve(a, a[:, :2] + 1), (4, 4), "trsm"),
    "inv": (lambda a: jnp.linalg.inv(a), (4, 4), "getrf"),
    "det": (lambda a: jnp.linalg.det(a), (4, 4), "getrf"),
    "slogdet": (lambda a: jnp.linalg.slogdet(a), (4, 4), "getrf"),
    "matrix_power": (lambda a: jnp.linalg.matrix_power(a, -2), (4, 4), "getrf"),
    "qr_reduced": (lambda a: jnp.linalg.qr(a), (5, 3), "geqrf"),
    "qr_complete": (lambda a: jnp.linalg.qr(a, mode="complete"), (5, 3), "gqr"),
    "qr_r_wide": (lambda a: jnp.linalg.qr(a, mode="r"), (3, 5), "geqrf"),
    "qr_pivoting": (lambda a: jsl.qr(a, pivoting=True), (5, 4), "geqp3"),
    "qr_pivoting_economic": (lambda a: jsl.qr(a, pivoting=True, mode="economic"), (6, 3),
                             "geqp3"),
    "hessenberg": (lambda a: jsl.hessenberg(a, calc_q=True), (5, 5), "gehrd"),
    "hessenberg_batched": (lambda a: jax.lax.linalg.hessenberg(a), (2, 4, 4), "gehrd"),
    "tridiagonal_lower": (lambda a: jax.lax.linalg.tridiagonal(a, lower=True), "hpd", "trd"),
    "tridiagonal_upper": (lambda a: jax.lax.linalg.tridiagonal(a, lower=False), "hpd", "trd"),
    "tridiagonal_solve": (lambda a: jax.lax.linalg.tridiagonal_solve(
        jnp.concatenate([jnp.zeros(1, a.dtype), jnp.diagonal(a, -1)]), jnp.diagonal(a) + 3,
        jnp.concatenate([jnp.diagonal(a, 1), jnp.zeros(1, a.dtype)]), a[:, :3]), (6, 6), "gtsv"),
    "eigh_tridiagonal": (lambda a: jsl.eigh_tridiagonal(
        jnp.real(jnp.diagonal(a)), jnp.real(jnp.diagonal(a, 1)), eigvals_only=False), (5, 5),
        "tridiagonal_solve_perturbed"),
    "eigvalsh": (lambda a: jnp.linalg.eigvalsh(a), "hpd", "evd"),
    "svdvals": (lambda a: jnp.linalg.svd(a, compute_uv=False), (5, 3), "gesdd"),
    "pinv": (lambda a: jnp.linalg.pinv(a), (5, 3), "gesdd"),
    "lstsq": (lambda a: jnp.linalg.lstsq(a, a[:, :1] + 1)[0], (5, 3), "gesdd"),
    "cho_solve": (lambda a: jsl.cho_solve(jsl.cho_factor(a), a[:, :2]), "hpd", "potrf"),
    "solve_triangular": (lambda a: jsl.solve_triangular(a, a[:, :2], lower=True), "hpd", "trsm"),
    "lu_solve": (lambda a: jsl.lu_solve(jsl.lu_factor(a), a[:, :2]), (4, 4), "getrf"),
    "expm": (lambda a: jsl.expm(a * 0.3), (4, 4), "getrf"),
    "sqrtm": (lambda a: jsl.sqrtm(a), "hpd", "gees"),
    "polar": (lambda a: jsl.polar(a), (4, 4), "geqrf"),
    "funm_exp": (lambda a: jsl.funm(a * 0.3, jnp.exp), (4, 4), "gees"),
    "cond": (lambda a: jnp.linalg.cond(a), (4, 4), "gesdd"),
}


@pytest.mark.slow
@pytest.mark.parametrize("dt", DTYPES, ids=lambda d: np.dtype(d).name)
@pytest.mark.parametrize("name", sorted(UNIQUE))
def test_unique_results_match_xla(name, dt):
    f, shape, target = UNIQUE[name]
    a = _hermitian_pd(dt, 4) if shape == "hpd" else _matrix(dt, shape)
    got, want, targets = _run_both(f, a)
    assert any(target in t for t in targets), targets        # the custom call is exercised
    for g, w in zip(got, want, strict=True):
        if w.dtype.kind in "iub":
            np.testing.assert_array_equal(g, w)
        else:
            _close(g, w, dt, scale=10 if name in ("expm", "funm_exp", "sqrtm") else 1)


@pytest.mark.parametrize("dt", DTYPES, ids=lambda d: np.dtype(d).name)
@pytest.mark.parametrize("n", [1, 4, 9])
@pytest.mark.parametrize("left", [False, True])
def test_eig_matches_lapack_geev_value_for_value(dt, n, left):
    """geev's output convention exactly (eigenvalue order, unit norm with the largest component real, each
    vector's sign or phase, conjugate pairs unpacked), so eigenvectors compare directly with XLA's."""
    a = _matrix(dt, (n, n), seed=n)
    f = ((lambda a: jax.lax.linalg.eig(a, compute_left_eigenvectors=True)) if left
         else (lambda a: jnp.linalg.eig(a)))
    got, want, targets = _run_both(f, a)
    assert any("geev" in t for t in targets)
    for g, w in zip(got, want, strict=True):
        _close(g, w, dt)
    w, v = got[0], got[-1]
    _close(a.astype(v.dtype) @ v, v * w[None, :], dt, scale=10)
    _close(np.linalg.norm(v, axis=0), np.ones(n), dt)


@pytest.mark.parametrize("dt", DTYPES, ids=lambda d: np.dtype(d).name)
@pytest.mark.parametrize("upper", [False, True])
def test_eigh_vectors_and_values(dt, upper):
    a = _hermitian_pd(dt, 5, seed=2)
    (w, v), (w_x, v_x), _ = _run_both(lambda a: jnp.linalg.eigh(a, UPLO="U" if upper else "L"), a)
    _close(w, w_x, dt, scale=10)
    _close(a @ v, v * w[None, :], dt, scale=30)
    _close(np.abs(np.conj(v.T) @ v_x), np.eye(5), dt, scale=10)   # same vectors up to phase


@pytest.mark.parametrize("dt", DTYPES, ids=lambda d: np.dtype(d).name)
@pytest.mark.parametrize("shape,full", [((5, 3), True), ((3, 5), False), ((4, 4), True)])
def test_svd_factors(dt, shape, full):
    a = _matrix(dt, shape, seed=3)
    (u, s, vh), (_, s_x, _), _ = _run_both(lambda a: jnp.linalg.svd(a, full_matrices=full), a)
    _close(s, s_x, dt)
    k = min(shape)
    _close((u[:, :k] * s) @ vh[:k], a, dt, scale=10)
    _close(np.conj(u.T) @ u, np.eye(u.shape[1]), dt, scale=10)
    _close(vh @ np.conj(vh.T), np.eye(vh.shape[0]), dt, scale=10)


def _assert_same_eigenvalues(got, want, dt):
    """Equal as multisets (conjugate pairs and near ties come in either order)."""
    got, want = list(np.asarray(got, np.complex128)), list(np.asarray(want, np.complex128))
    tol = 10 * TOL[np.dtype(dt)] * max(1.0, max(abs(w) for w in want))
    for g in got:
        k = int(np.argmin([abs(g - w) for w in want]))
        assert abs(g - want[k]) <= tol, (g, want)
        want.pop(k)


def _check_schur(a, t, z, dt, real_form):
    n = a.shape[-1]
    _close(z @ t @ np.conj(z.T), a, dt, scale=10)
    _close(np.conj(z.T) @ z, np.eye(n), dt, scale=10)
    below = np.tril(t, -2 if real_form else -1)
    assert np.abs(below).max(initial=0) <= TOL[np.dtype(dt)]
    if real_form:              # 2x2 blocks: equal diagonal entries, off-diagonal of opposite signs
        for j in range(n - 1):
            if t[j + 1, j] != 0:
                tol = 10 * TOL[np.dtype(dt)] * abs(t[j, j]) + 1e-6
                assert abs(t[j, j] - t[j + 1, j + 1]) <= tol
                assert t[j, j + 1] * t[j + 1, j] < 0
                assert j + 2 >= n or t[j + 2, j + 1] == 0


@pytest.mark.parametrize("dt", DTYPES, ids=lambda d: np.dtype(d).name)
@pytest.mark.parametrize("n", [1, 2, 5, 8])
def test_schur_gees(dt, n):
    """The Schur form is unique up to order and rotations: check what defines it, and that its
    eigenvalues (from the diagonal blocks) are XLA's."""
    a = _matrix(dt, (n, n), seed=10 + n)
    (t, z), (t_x, _), targets = _run_both(lambda a: jsl.schur(a), a)
    assert any("gees" in tg for tg in targets)
    real_form = np.dtype(dt).kind == "f"
    _check_schur(a, t, z, dt, real_form)
    _assert_same_eigenvalues(np.linalg.eigvals(t.astype(np.complex128)),
                             np.linalg.eigvals(t_x.astype(np.complex128)), dt)


@pytest.mark.parametrize("dt", [np.float32, np.complex128], ids=lambda d: np.dtype(d).name)
def test_schur_batched_and_without_vectors(dt):
    a = _matrix(dt, (3, 4, 4), seed=7)
    (t, z), _, _ = _run_both(lambda a: jax.vmap(jsl.schur)(a), a)
    for b in range(3):
        _check_schur(a[b], t[b], z[b], dt, np.dtype(dt).kind == "f")
    (t_only,), (t_only_x,), _ = _run_both(
        lambda a: jax.lax.linalg.schur(a[0], compute_schur_vectors=False), a)
    _assert_same_eigenvalues(np.linalg.eigvals(t_only.astype(np.complex128)),
                             np.linalg.eigvals(t_only_x.astype(np.complex128)), dt)


@pytest.mark.parametrize("dt", DTYPES, ids=lambda d: np.dtype(d).name)
def test_tridiagonal_solve_singular_pivot_gives_nan_like_xla(dt):
    """gtsv's info > 0 on a zero pivot: jax turns the solution into NaN."""
    d = np.array([0, 1, 1, 1], dt)
    dl = np.array([0, 0, 1, 1], dt)
    du = np.array([0, 1, 1, 0], dt)
    b = np.ones((4, 2), dt)
    got, want, _ = _run_both(lambda dl, d, du, b: jax.lax.linalg.tridiagonal_solve(dl, d, du, b),
                             dl, d, du, b)
    assert np.isnan(want[0]).all() and np.isnan(got[0]).all()


@pytest.mark.parametrize("a", [np.array([[1.0, 1.0], [0.0, 1.0]]),
                               np.array([[2.0, 1, 0], [0, 2, 1], [0, 0, 2]]),
                               np.diag([3.0, 3.0, 1.0])])
def test_schur_of_defective_and_repeated_eigenvalues(a):
    """Jordan blocks and repeated eigenvalues still give a valid Schur form."""
    (t, z), _, _ = _run_both(lambda a: jsl.schur(a), a)
    _check_schur(a, t, z, np.float64, True)
