"""jaxlib's LAPACK custom calls (jax's CPU lowering of jnp.linalg and jax.scipy.linalg), one kernel per
LAPACK operation, registered by it (``@lapack("potrf")``: every precision's target, from the records in
hlotool.custom_calls): Cholesky (potrf), triangular solves (trsm), LU (getrf), QR (geqrf, orgqr, ormqr),
QR with column pivoting (geqp3), the symmetric eigensolver (syevd), SVD (gesdd, gesvd), general
eigenvalues (geev), Schur (gees), Hessenberg (gehrd) and tridiagonal (sytrd/hetrd) reduction, the
tridiagonal solves (gtsv and jaxlib's tridiagonal_solve_perturbed_ffi).

Each LAPACK target runs the routine its record names (``lapack_routine``), through SciPy's wrapper of the
library jaxlib's kernel calls, in the operand's precision, with jaxlib's options and its (optimal)
workspace, so results (the Schur form's eigenvalue order, rotations and signs included) are XLA CPU's bit
for bit. tridiagonal_solve_perturbed_ffi is jaxlib's own algorithm, not LAPACK's: it is written out here.
Values are logical (row-major) arrays, so the column-major operand_layout_constraints of the LAPACK calls
need no handling: LAPACK's result on the logical matrix is the same. Batch dims lead (``num_batch_dims``).
"""
from __future__ import annotations

import numpy as np

from ...custom_calls import custom_call_target, targets_where
from ..errors import InterpError
from ._factorizations import matrices
from .accumulate import np_dtype
from .custom_call import backend_char, backend_flags, backend_ints, custom_call, result_shapes


# ----------------------------------------------------------------------------- the routines
# jaxlib's CPU kernels call the routine each target's record names (``lapack_routine``), taken from SciPy's
# LAPACK (scipy.linalg.cython_lapack / cython_blas), once per matrix, in the operand's own precision, with
# the optimal workspace (a workspace query) where the routine takes one. The kernels here call the same
# routine of the same library through SciPy's Python wrappers, with jaxlib's options, so results match XLA
# CPU's bit for bit. Values are logical (row-major) arrays; SciPy hands LAPACK their column-major copies, as
# the operands' {0,1} layouts do for jaxlib.
def lapack_targets(operation: str) -> list[str]:
    """The targets of jaxlib's LAPACK kernel ``operation`` (one per precision), from their records."""
    return sorted(targets_where(lapack_operation=operation))


def lapack(*operations: str):
    """Register the decorated function as the kernel of jaxlib's LAPACK ``operations`` (each target of each
    precision, from the custom-call records)."""
    return custom_call(*(t for op in operations for t in lapack_targets(op)))


def lapack_routine(inst, query: bool = False):
    """SciPy's wrapper of the routine ``inst``'s target record names; ``query``: SciPy's workspace query of
    that routine (``<routine>_lwork``), for the routines whose wrapper does not take lwork=-1 itself."""
    target = str(inst.attrs.get("custom_call_target", ""))
    record = custom_call_target(target)
    if record is None or not record.lapack_routine:
        raise InterpError(f"{inst.name}: custom_call_target {target!r} names no LAPACK routine in its record")
    try:
        from scipy.linalg import blas as scipy_blas
        from scipy.linalg import lapack as scipy_lapack
    except ImportError as e:
        raise InterpError(f"{inst.name}: cannot run LAPACK {record.lapack_routine} without SciPy ({e}); "
                          "pip install scipy") from e
    return getattr(scipy_blas if record.blas else scipy_lapack, record.lapack_routine + ("_lwork" if query else ""))


def optimal_lwork(query_result) -> int:
    """The optimal workspace a query returned (a wrapper's work array, or an ``_lwork`` query's (work,
    info)), truncated to an integer as jaxlib does."""
    value = query_result[0] if isinstance(query_result, tuple) else query_result
    return int(np.real(np.ravel(value)[0]))


def stacked(results, shape, dtype) -> np.ndarray:
    """Per-matrix results as one array of ``shape`` (also for an empty batch)."""
    return np.asarray(results, dtype=dtype).reshape(shape) if len(results) else np.zeros(shape, dtype)


@lapack("potrf")
def cc_potrf(inst, args, ctx):
    """?potrf with uplo: the factor in that triangle, the other triangle as it was; info."""
    a = args[0]
    potrf_ = lapack_routine(inst)
    lower = backend_char(inst, "uplo", "L") == "L"
    res = [potrf_(m, lower=int(lower), clean=0) for m in matrices(a)]
    return (stacked([r[0] for r in res], a.shape, a.dtype),
            stacked([r[1] for r in res], a.shape[:-2], np.int32))


@lapack("trsm")
def cc_trsm(inst, args, ctx):
    """BLAS ?trsm: y := alpha op(x)^-1 y (side L) or alpha y op(x)^-1 (side R); jax 0.10 passes no alpha
    (jaxlib's kernel then takes 1)."""
    x, y = args[:2]
    alpha = args[2] if len(args) > 2 else np.ones((), y.dtype)
    trsm = lapack_routine(inst)
    opts = dict(side=int(backend_char(inst, "side", "L") == "R"), lower=int(backend_char(inst, "uplo", "L") == "L"),
                trans_a="NTC".index(backend_char(inst, "trans_x", "N")),
                diag=int(backend_char(inst, "diag", "N") == "U"))
    xs = np.broadcast_to(x, y.shape[:-2] + x.shape[-2:])
    res = [trsm(alpha.item(), m, rhs, **opts) for m, rhs in zip(matrices(xs), matrices(y), strict=True)]
    return stacked(res, y.shape, y.dtype)


@lapack("getrf")
def cc_getrf(inst, args, ctx):
    """?getrf: (lu, 1-based pivots, info) (SciPy's wrapper returns the pivots 0-based)."""
    a = args[0]
    getrf = lapack_routine(inst)
    res = [getrf(m) for m in matrices(a)]
    k = min(a.shape[-2:])
    return (stacked([r[0] for r in res], a.shape, a.dtype),
            stacked([r[1] + 1 for r in res], a.shape[:-2] + (k,), np.int32),
            stacked([r[2] for r in res], a.shape[:-2], np.int32))


@lapack("geqrf")
def cc_geqrf(inst, args, ctx):
    """?geqrf with the optimal workspace: (R and the reflectors, taus)."""
    a = args[0]
    geqrf = lapack_routine(inst)
    m, n = a.shape[-2:]
    lwork = optimal_lwork(lapack_routine(inst, query=True)(m, n))
    res = [geqrf(x, lwork=lwork) for x in matrices(a)]
    return (stacked([r[0] for r in res], a.shape, a.dtype),
            stacked([r[1] for r in res], a.shape[:-2] + (min(m, n),), a.dtype))


@lapack("orgqr")
def cc_orgqr(inst, args, ctx):
    """?orgqr / ?ungqr with the optimal workspace: the m x n Q of the first k = len(tau) reflectors."""
    a, tau = args
    orgqr = lapack_routine(inst)
    flat, taus = matrices(a), tau.reshape(-1, tau.shape[-1])
    if not len(flat):
        return a.copy()
    lwork = optimal_lwork(orgqr(flat[0], taus[0], lwork=-1)[1])
    return stacked([orgqr(m, t, lwork=lwork)[0] for m, t in zip(flat, taus, strict=True)], a.shape, a.dtype)


@lapack("ormqr")
def cc_ormqr(inst, args, ctx):
    """?ormqr / ?unmqr with the optimal workspace: op(Q) c (``left``) or c op(Q), op(Q) the reflectors'
    Q, or Q^H with ``transpose``."""
    a, tau, c = args
    ormqr = lapack_routine(inst)
    flags = backend_flags(inst)
    side = "L" if flags.get("left", True) else "R"
    trans = ("C" if a.dtype.kind == "c" else "T") if flags.get("transpose", False) else "N"
    flat, taus, cs = matrices(a), tau.reshape(-1, tau.shape[-1]), matrices(c)
    if not len(cs):
        return c.copy()
    lwork = optimal_lwork(ormqr(side, trans, flat[0], taus[0], cs[0], -1)[1])
    return stacked([ormqr(side, trans, m, t, x, lwork)[0] for m, t, x in zip(flat, taus, cs, strict=True)],
                   c.shape, c.dtype)


@lapack("syevd")
def cc_syevd(inst, args, ctx):
    """?syevd / ?heevd (jobz from ``mode``, uplo) with jaxlib's workspace sizes: (vectors, values, info)."""
    a = args[0]
    syevd = lapack_routine(inst)
    n = a.shape[-1]
    vectors = backend_char(inst, "mode", "V") == "V"
    if a.dtype.kind == "c":
        work = dict(lwork=2 * n + n * n, lrwork=1 + 5 * n + 2 * n * n, liwork=3 + 5 * n) if vectors else \
            dict(lwork=n + 1, lrwork=max(n, 1), liwork=1)
    else:
        work = dict(lwork=1 + 6 * n + 2 * n * n, liwork=3 + 5 * n) if vectors else dict(lwork=2 * n + 1, liwork=1)
    lower = int(backend_char(inst, "uplo", "L") == "L")
    res = [syevd(m, compute_v=int(vectors), lower=lower, **work) for m in matrices(a)]
    shapes = result_shapes(inst)
    return (stacked([r[1] for r in res], a.shape, a.dtype),
            stacked([r[0] for r in res], a.shape[:-1], np_dtype(shapes[1])),
            stacked([r[2] for r in res], a.shape[:-2], np.int32))


@lapack("gesdd", "gesvd")
def cc_svd(inst, args, ctx):
    """?gesdd / ?gesvd (job from ``mode``: N, S or A) with the optimal workspace: (the overwritten a, s, u,
    vt, info); with mode N, u and vt are not written (zeros here)."""
    a = args[0]
    svd = lapack_routine(inst)
    mode = backend_char(inst, "mode", "S")
    if mode not in ("N", "S", "A"):
        raise InterpError(f"{inst.name}: SVD mode {mode!r} is not supported (nor by jaxlib's kernel)")
    compute_uv, full = int(mode != "N"), int(mode == "A")
    m, n = a.shape[-2:]
    lwork = optimal_lwork(lapack_routine(inst, query=True)(m, n, compute_uv=compute_uv, full_matrices=full))
    shapes = result_shapes(inst)
    u_shape, vt_shape = tuple(shapes[2].dims), tuple(shapes[3].dims)
    overwritten, values, us, vts, infos = [], [], [], [], []
    for x in matrices(a):
        work_a = np.array(x, order="F")           # LAPACK overwrites it: the kernel's first result
        u, s, vt, info = svd(work_a, compute_uv=compute_uv, full_matrices=full, lwork=lwork, overwrite_a=1)
        overwritten.append(work_a)
        values.append(s)
        infos.append(info)
        us.append(u)
        vts.append(vt)
    return (stacked(overwritten, a.shape, a.dtype), stacked(values, tuple(shapes[1].dims), np_dtype(shapes[1])),
            stacked(us, u_shape, a.dtype) if compute_uv else np.zeros(u_shape, a.dtype),
            stacked(vts, vt_shape, a.dtype) if compute_uv else np.zeros(vt_shape, a.dtype),
            stacked(infos, a.shape[:-2], np.int32))


@lapack("geev")
def cc_geev(inst, args, ctx):
    """LAPACK ?geev itself (SciPy's, the library jaxlib's FFI kernel calls), in the operand's own precision,
    so the eigenvalue order, the unit-norm / largest-component-real normalisation and the sign of every
    vector are LAPACK's. Real: (wr, wi, vl, vr, info) with the eigenvectors unpacked into complex columns
    as jaxlib does (v_j = VR[:, j] + i VR[:, j+1], v_{j+1} = conj v_j for a conjugate pair), or LAPACK's
    packed real columns where the result types are real; complex: (w, vl, vr, info)."""
    a = args[0]
    shapes = result_shapes(inst)
    left = backend_char(inst, "compute_left", "N") == "V"
    right = backend_char(inst, "compute_right", "N") == "V"
    geev = lapack_routine(inst)
    batch, n = a.shape[:-2], a.shape[-1]
    lwork = optimal_lwork(lapack_routine(inst, query=True)(n, compute_vl=int(left), compute_vr=int(right)))
    complex_input = a.dtype.kind == "c"
    vec_types = [np_dtype(s) for s in (shapes[1:3] if complex_input else shapes[2:4])]
    ws, vls, vrs, infos = [], [], [], []
    for m in matrices(a):
        out = geev(m, compute_vl=int(left), compute_vr=int(right), lwork=lwork)
        if complex_input:
            w, vl, vr, info = out
        else:
            wr, wi, vl, vr, info = out
            w = wr + 1j * wi
        ws.append(w)
        infos.append(info)
        for want, got, dest in ((left, vl, vls), (right, vr, vrs)):
            if not want:
                dest.append(np.zeros((n, n), vec_types[0]))
            elif not complex_input and vec_types[0].kind == "c":
                dest.append(_unpack_real_eigenvectors(got, wi))
            else:
                dest.append(got)
    w = np.stack(ws).reshape(batch + (n,)) if ws else np.zeros(batch + (n,), np.result_type(a.dtype, np.complex64))
    vl = np.stack(vls).reshape(batch + (n, n)) if vls else np.zeros(batch + (n, n), vec_types[0])
    vr = np.stack(vrs).reshape(batch + (n, n)) if vrs else np.zeros(batch + (n, n), vec_types[1])
    info = np.asarray(infos, np.int32).reshape(batch)
    if complex_input:
        return w.astype(a.dtype), vl.astype(vec_types[0]), vr.astype(vec_types[1]), info
    return w.real.astype(a.dtype), w.imag.astype(a.dtype), vl.astype(vec_types[0]), vr.astype(vec_types[1]), info


def _unpack_real_eigenvectors(v, wi):
    """LAPACK's real storage of eigenvectors as complex columns: a conjugate pair (wi[j] > 0) is stored as
    Re, Im in columns j, j+1."""
    out = v.astype(np.result_type(v.dtype, np.complex64))
    j, n = 0, v.shape[-1]
    while j < n:
        if wi[j] != 0 and j + 1 < n:
            out[:, j] = v[:, j] + 1j * v[:, j + 1]
            out[:, j + 1] = v[:, j] - 1j * v[:, j + 1]
            j += 2
        else:
            j += 1
    return out


# ----------------------------------------------------------------------------- gehrd
@lapack("gehrd")
def cc_gehrd(inst, args, ctx):
    """?gehrd on rows/columns [low, high] (1-based attributes), optimal workspace: (H and the reflectors,
    taus, info)."""
    a = args[0]
    gehrd = lapack_routine(inst)
    n = a.shape[-1]
    attrs = backend_ints(inst)
    lo, hi = attrs.get("low", 1) - 1, attrs.get("high", n) - 1     # SciPy's wrapper takes them 0-based
    lwork = optimal_lwork(lapack_routine(inst, query=True)(n, lo=lo, hi=hi))
    res = [gehrd(m, lo=lo, hi=hi, lwork=lwork) for m in matrices(a)]
    batch = a.shape[:-2]
    return (stacked([r[0] for r in res], a.shape, a.dtype),
            stacked([r[1] for r in res], batch + (max(n - 1, 0),), a.dtype),
            stacked([r[2] for r in res], batch, np.int32))


# ----------------------------------------------------------------------------- sytrd / hetrd
@lapack("sytrd")
def cc_sytrd(inst, args, ctx):
    """?sytrd / ?hetrd with uplo, optimal workspace: (the reduced matrix and the reflectors, d, e, taus,
    info)."""
    a = args[0]
    sytrd = lapack_routine(inst)
    n = a.shape[-1]
    lower = int(backend_char(inst, "uplo", "L") == "L")
    lwork = optimal_lwork(lapack_routine(inst, query=True)(n, lower=1))    # jaxlib queries with uplo L
    res = [sytrd(m, lower=lower, lwork=lwork) for m in matrices(a)]
    shapes = result_shapes(inst)
    batch = a.shape[:-2]
    return (stacked([r[0] for r in res], a.shape, a.dtype),
            stacked([r[1] for r in res], batch + (n,), np_dtype(shapes[1])),
            stacked([r[2] for r in res], batch + (max(n - 1, 0),), np_dtype(shapes[2])),
            stacked([r[3] for r in res], tuple(shapes[3].dims), a.dtype),
            stacked([r[4] for r in res], batch, np.int32))


# ----------------------------------------------------------------------------- geqp3
@lapack("geqp3")
def cc_geqp3(inst, args, ctx):
    """?geqp3 with the optimal workspace: (R and the reflectors, 1-based column order, taus). SciPy's
    wrapper starts every column free (jpvt = 0), as jax's QR lowering passes it."""
    a, jpvt = args
    if np.any(jpvt != 0):
        raise InterpError(f"{inst.name}: geqp3 with fixed leading columns (a nonzero jpvt) cannot run: SciPy's "
                          "wrapper of LAPACK's geqp3 takes no initial jpvt")
    geqp3 = lapack_routine(inst)
    flat = matrices(a)
    if not len(flat):
        return a.copy(), jpvt.copy(), np.zeros(a.shape[:-2] + (min(a.shape[-2:]),), a.dtype)
    lwork = optimal_lwork(geqp3(flat[0], lwork=-1)[3])
    res = [geqp3(m, lwork=lwork) for m in flat]
    return (stacked([r[0] for r in res], a.shape, a.dtype),
            stacked([r[1] for r in res], jpvt.shape, jpvt.dtype),
            stacked([r[2] for r in res], a.shape[:-2] + (min(a.shape[-2:]),), a.dtype))


# ----------------------------------------------------------------------------- gtsv
@lapack("gtsv")
def cc_gtsv(inst, args, ctx):
    """?gtsv on jax's layout of the diagonals (dl[0] and du[-1] unused; LAPACK gets dl[1:] and du[:-1]):
    the overwritten (dl, d, du), the solution, info."""
    dl, d, du, b = args
    gtsv = lapack_routine(inst)
    n = d.shape[-1]
    dls, ds, dus = (x.reshape(-1, n) for x in (dl, d, du))
    dl_out, d_out, du_out, x_out, infos = [], [], [], [], []
    for sub, diag, sup, rhs in zip(dls, ds, dus, matrices(b), strict=True):
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
                    for s, m, p, rhs in zip(*diags, flat_b, strict=True)])
    return out.reshape(b.shape).astype(b.dtype)


# ----------------------------------------------------------------------------- gees
@lapack("gees")
def cc_gees(inst, args, ctx):
    """?gees (jobvs from ``mode``, no sorting: jax passes sort 'N', as jaxlib's kernel requires) with the
    optimal workspace. Real: (T, Z, wr, wi, sdim, info); complex: (T, Z, w, sdim, info). With mode 'N' Z
    is not written (zeros here)."""
    a = args[0]
    if backend_char(inst, "sort", "N") != "N":
        raise InterpError(f"{inst.name}: gees with eigenvalue sorting cannot run (nor can jaxlib's kernel)")
    gees = lapack_routine(inst)
    vectors = int(backend_char(inst, "mode", "V") == "V")
    flat, batch, n = matrices(a), a.shape[:-2], a.shape[-1]
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
