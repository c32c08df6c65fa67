"""The LAPACK custom calls jax 0.10's CPU lowering emits beyond custom_call.py's: Schur (gees),
Hessenberg (gehrd) and tridiagonal (sytrd/hetrd) reduction, QR with column pivoting (geqp3), the
tridiagonal solves (gtsv and jaxlib's tridiagonal_solve_perturbed_ffi).

Each LAPACK target runs the routine its record names (``lapack_routine``), through SciPy's wrapper of the
library jaxlib's kernel calls, in the operand's precision, with jaxlib's options and its (optimal)
workspace, so results (the Schur form's eigenvalue order, rotations and signs included) are XLA CPU's bit
for bit. tridiagonal_solve_perturbed_ffi is jaxlib's own algorithm, not LAPACK's: it is written out here.
"""
from __future__ import annotations

import numpy as np

from ..errors import InterpError
from .accumulate import np_dtype
from .custom_call import (_batch, backend_char, backend_ints, custom_call, lapack_routine, lapack_targets,
                          optimal_lwork, result_shapes, stacked)


# ----------------------------------------------------------------------------- gehrd
@custom_call(*lapack_targets("gehrd"))
def cc_gehrd(inst, args, ctx):
    """?gehrd on rows/columns [low, high] (1-based attributes), optimal workspace: (H and the reflectors,
    taus, info)."""
    a = args[0]
    gehrd = lapack_routine(inst)
    n = a.shape[-1]
    attrs = backend_ints(inst)
    lo, hi = attrs.get("low", 1) - 1, attrs.get("high", n) - 1     # SciPy's wrapper takes them 0-based
    lwork = optimal_lwork(lapack_routine(inst, query=True)(n, lo=lo, hi=hi))
    res = [gehrd(m, lo=lo, hi=hi, lwork=lwork) for m in _batch(a)]
    batch = a.shape[:-2]
    return (stacked([r[0] for r in res], a.shape, a.dtype),
            stacked([r[1] for r in res], batch + (max(n - 1, 0),), a.dtype),
            stacked([r[2] for r in res], batch, np.int32))


# ----------------------------------------------------------------------------- sytrd / hetrd
@custom_call(*lapack_targets("sytrd"))
def cc_sytrd(inst, args, ctx):
    """?sytrd / ?hetrd with uplo, optimal workspace: (the reduced matrix and the reflectors, d, e, taus,
    info)."""
    a = args[0]
    sytrd = lapack_routine(inst)
    n = a.shape[-1]
    lower = int(backend_char(inst, "uplo", "L") == "L")
    lwork = optimal_lwork(lapack_routine(inst, query=True)(n, lower=1))    # jaxlib queries with uplo L
    res = [sytrd(m, lower=lower, lwork=lwork) for m in _batch(a)]
    shapes = result_shapes(inst)
    batch = a.shape[:-2]
    return (stacked([r[0] for r in res], a.shape, a.dtype),
            stacked([r[1] for r in res], batch + (n,), np_dtype(shapes[1])),
            stacked([r[2] for r in res], batch + (max(n - 1, 0),), np_dtype(shapes[2])),
            stacked([r[3] for r in res], tuple(shapes[3].dims), a.dtype),
            stacked([r[4] for r in res], batch, np.int32))


# ----------------------------------------------------------------------------- geqp3
@custom_call(*lapack_targets("geqp3"))
def cc_geqp3(inst, args, ctx):
    """?geqp3 with the optimal workspace: (R and the reflectors, 1-based column order, taus). SciPy's
    wrapper starts every column free (jpvt = 0), as jax's QR lowering passes it."""
    a, jpvt = args
    if np.any(jpvt != 0):
        raise InterpError(f"{inst.name}: geqp3 with fixed leading columns (a nonzero jpvt) cannot run: SciPy's "
                          "wrapper of LAPACK's geqp3 takes no initial jpvt")
    geqp3 = lapack_routine(inst)
    flat = _batch(a)
    if not len(flat):
        return a.copy(), jpvt.copy(), np.zeros(a.shape[:-2] + (min(a.shape[-2:]),), a.dtype)
    lwork = optimal_lwork(geqp3(flat[0], lwork=-1)[3])
    res = [geqp3(m, lwork=lwork) for m in flat]
    return (stacked([r[0] for r in res], a.shape, a.dtype),
            stacked([r[1] for r in res], jpvt.shape, jpvt.dtype),
            stacked([r[2] for r in res], a.shape[:-2] + (min(a.shape[-2:]),), a.dtype))


# ----------------------------------------------------------------------------- gtsv
@custom_call(*lapack_targets("gtsv"))
def cc_gtsv(inst, args, ctx):
    """?gtsv on jax's layout of the diagonals (dl[0] and du[-1] unused; LAPACK gets dl[1:] and du[:-1]):
    the overwritten (dl, d, du), the solution, info."""
    dl, d, du, b = args
    gtsv = lapack_routine(inst)
    n = d.shape[-1]
    dls, ds, dus = (x.reshape(-1, n) for x in (dl, d, du))
    dl_out, d_out, du_out, x_out, infos = [], [], [], [], []
    for sub, diag, sup, rhs in zip(dls, ds, dus, _batch(b)):
        sub2, diag2, sup2, x, info = gtsv(sub[1:], diag, sup[:-1], rhs)
        dl_out.append(np.concatenate([sub[:1], sub2]))
        d_out.append(diag2)
        du_out.append(np.concatenate([sup2, sup[n - 1:]]))
        x_out.append(x)
        infos.append(info)
    return (stacked(dl_out, dl.shape, dl.dtype), stacked(d_out, d.shape, d.dtype),
            stacked(du_out, du.shape, du.dtype), stacked(x_out, b.shape, b.dtype),
            stacked(infos, b.shape[:-2], np.int32))


# ----------------------------------------------------------------------------- tridiagonal_solve_perturbed
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
@custom_call(*lapack_targets("gees"))
def cc_gees(inst, args, ctx):
    """?gees (jobvs from ``mode``, no sorting: jax passes sort 'N', as jaxlib's kernel requires) with the
    optimal workspace. Real: (T, Z, wr, wi, sdim, info); complex: (T, Z, w, sdim, info). With mode 'N' Z
    is not written (zeros here)."""
    a = args[0]
    if backend_char(inst, "sort", "N") != "N":
        raise InterpError(f"{inst.name}: gees with eigenvalue sorting cannot run (nor can jaxlib's kernel)")
    gees = lapack_routine(inst)
    vectors = int(backend_char(inst, "mode", "V") == "V")
    flat, batch, n = _batch(a), a.shape[:-2], a.shape[-1]
    no_select = _select_none
    if not len(flat):
        zeros = np.zeros(batch, np.int32)
        w = np.zeros(batch + (n,), a.dtype)
        return (a.copy(), a.copy(), w, zeros, zeros) if a.dtype.kind == "c" else \
            (a.copy(), a.copy(), w, w.copy(), zeros, zeros)
    lwork = optimal_lwork(gees(no_select, flat[0], compute_v=vectors, lwork=-1)[-2])
    res = [gees(no_select, m, compute_v=vectors, sort_t=0, lwork=lwork) for m in flat]
    t = stacked([r[0] for r in res], a.shape, a.dtype)
    z = stacked([r[-3] for r in res], a.shape, a.dtype) if vectors else np.zeros_like(a)
    sdim = stacked([r[1] for r in res], batch, np.int32)
    info = stacked([r[-1] for r in res], batch, np.int32)
    if a.dtype.kind == "c":
        return t, z, stacked([r[2] for r in res], batch + (n,), a.dtype), sdim, info
    return (t, z, stacked([r[2] for r in res], batch + (n,), a.dtype),
            stacked([r[3] for r in res], batch + (n,), a.dtype), sdim, info)


def _select_none(*eigenvalue):
    """gees' SELECT function, which LAPACK does not call without sorting."""
    return 0
