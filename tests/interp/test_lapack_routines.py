"""jaxlib's LAPACK custom calls run by the routine each target's record names (``lapack_routine``), in the
operand's precision: hlotool's run of XLA CPU's optimized module must give XLA's results bit for bit, the
Schur form (which is not unique, so anything but gees itself gives another one) included."""
from __future__ import annotations

import numpy as np
import pytest

import hlotool
from hlotool.custom_calls import CUSTOM_CALL_TARGETS

pytestmark = pytest.mark.xla
jax = pytest.importorskip("jax")
jax.config.update("jax_enable_x64", True)
import jax.numpy as jnp  # noqa: E402  (after the importorskip and the x64 switch)
import jax.scipy.linalg as jsl  # noqa: E402  (likewise)
from jax._src.lax import linalg as lax_linalg  # noqa: E402  (likewise; geqrf is not public)

DTYPES = [np.float32, np.float64, np.complex64, np.complex128]


def _matrix(dt, shape, seed=0):
    rng = np.random.default_rng(seed)
    a = rng.standard_normal(shape)
    if np.dtype(dt).kind == "c":
        a = a + 1j * rng.standard_normal(shape)
    return a.astype(dt)


def _hermitian_pd(dt, n, seed=0):
    a = _matrix(dt, (n, n), seed)
    return (a @ np.conj(a.T) + n * np.eye(n)).astype(dt)


def _optimized_text(f, *args) -> str:
    """XLA CPU's optimized module of jax program ``f``, its large constants printed (``as_text`` elides them)."""
    import jaxlib._hlo as H
    module = jax.jit(f).lower(*args).compile().runtime_executable().hlo_modules()[0]
    options = H.HloPrintOptions()
    options.print_large_constants = True
    return module.to_string(options)


def _differences(f, args) -> list[float]:
    """max |hlotool - XLA| per output of ``f``'s optimized module (after checking shapes and types)."""
    text = _optimized_text(f, *args)
    want = [np.asarray(w) for w in jax.tree.leaves(jax.jit(f)(*args))]
    got = [np.asarray(g) for g in hlotool.run(text, *args)]
    assert len(got) == len(want)
    out = []
    for g, w in zip(got, want, strict=True):
        assert g.shape == w.shape and g.dtype == w.dtype, (g.shape, g.dtype, w.shape, w.dtype)
        same = (g == w) | (np.isnan(g) & np.isnan(w)) if w.dtype.kind in "fc" else g == w
        out.append(0.0 if same.all() else float(np.max(np.abs(g.astype(np.complex128) - w.astype(np.complex128)))))
    return out


# program, its operand (general, tall, Hermitian positive definite, batched general), the operation exercised
PROGRAMS = {
    "schur": (lambda a: jsl.schur(a), "general", "gees"),
    "schur_batched_no_vectors": (lambda a: lax_linalg.schur(a, compute_schur_vectors=False)[0], "batched", "gees"),
    "cholesky": (lambda a: jnp.linalg.cholesky(a), "hpd", "potrf"),
    "lu_factor": (lambda a: jsl.lu_factor(a), "general", "getrf"),
    "qr": (lambda a: jnp.linalg.qr(a), "tall", "geqrf"),
    "qr_complete": (lambda a: jnp.linalg.qr(a, mode="complete"), "tall", "orgqr"),
    "ormqr": (lambda a: lax_linalg.ormqr(*lax_linalg.geqrf(a), a[:, :3] * 2, left=True, transpose=True),
              "tall", "ormqr"),
    "eigh": (lambda a: jnp.linalg.eigh(a), "hpd", "syevd"),
    "eigh_upper": (lambda a: lax_linalg.eigh(a, lower=False), "hpd", "syevd"),
    "eigvalsh": (lambda a: jnp.linalg.eigvalsh(a), "hpd", "syevd"),
    "svd": (lambda a: jnp.linalg.svd(a, full_matrices=False), "tall", "gesdd"),
    "svd_full": (lambda a: jnp.linalg.svd(a), "tall", "gesdd"),
    "svd_qr": (lambda a: lax_linalg.svd(a, algorithm=lax_linalg.SvdAlgorithm.QR), "tall", "gesvd"),
    "hessenberg": (lambda a: jsl.hessenberg(a, calc_q=True), "general", "gehrd"),
    "tridiagonal_lower": (lambda a: lax_linalg.tridiagonal(a, lower=True), "hpd", "sytrd"),
    "tridiagonal_upper": (lambda a: lax_linalg.tridiagonal(a, lower=False), "hpd", "sytrd"),
    "solve_triangular": (lambda a: jsl.solve_triangular(a, a[:, :3] + 1, lower=True, trans=1), "hpd", "trsm"),
    "qr_pivoting": (lambda a: jsl.qr(a, pivoting=True), "tall", "geqp3"),
    "tridiagonal_solve": (lambda a: lax_linalg.tridiagonal_solve(
        jnp.concatenate([jnp.zeros(1, a.dtype), jnp.diagonal(a, -1)]), jnp.diagonal(a) + 3,
        jnp.concatenate([jnp.diagonal(a, 1), jnp.zeros(1, a.dtype)]), a[:, :3]), "general", "gtsv"),
}
OPERANDS = {"general": lambda dt: _matrix(dt, (9, 9)), "tall": lambda dt: _matrix(dt, (11, 8)),
            "hpd": lambda dt: _hermitian_pd(dt, 9), "batched": lambda dt: _matrix(dt, (2, 6, 6))}


@pytest.mark.parametrize("name", sorted(PROGRAMS))
def test_lapack_program_matches_xla_bit_for_bit_in_every_precision(name):
    f, operand, operation = PROGRAMS[name]
    found = {}
    for dt in DTYPES:
        a = OPERANDS[operand](dt)
        text = _optimized_text(f, a)
        assert any(f'custom_call_target="{t}"' in text for t, r in CUSTOM_CALL_TARGETS.items()
                   if r.lapack_operation == operation)          # the custom call is exercised
        found[np.dtype(dt).name] = _differences(f, [a])
    assert all(d == 0.0 for ds in found.values() for d in ds), found


@pytest.mark.parametrize("dt", DTYPES, ids=lambda d: np.dtype(d).name)
def test_schur_of_a_non_normal_matrix_is_gees_own(dt):
    """A non-symmetric matrix whose Schur form from its eigenvectors (orthonormalised) is another valid
    Schur form: only gees' own order and rotations give XLA's T and Z."""
    a = _matrix(dt, (7, 7), seed=3)
    t, z = (np.asarray(x) for x in jax.jit(jsl.schur)(a))
    assert np.allclose(z @ t @ np.conj(z.T), a, atol=1e-3)
    assert _differences(jsl.schur, [a]) == [0.0, 0.0]


def test_every_lapack_target_names_its_routine_once():
    """Each jaxlib LAPACK target's record names the routine of its precision (s/d/c/z), which SciPy has."""
    from scipy.linalg import blas, lapack
    records = [r for r in CUSTOM_CALL_TARGETS.values() if r.name.startswith("lapack_")]
    assert records
    for r in records:
        assert r.name == f"lapack_{r.lapack_routine}_ffi", r
        assert r.lapack_operation and r.lapack_routine[0] in "sdcz"
        assert hasattr(blas if r.blas else lapack, r.lapack_routine), r.lapack_routine
