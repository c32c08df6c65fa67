"""custom-call through a table keyed by custom_call_target.

Covers what jax's CPU dumps contain: the LAPACK FFI calls (``lapack_?potrf_ffi`` ..., run by the LAPACK
routine each target's record names, as jaxlib's kernels do; more in lapack.py), TopK and
the sharding annotations (identity on one device). Values are logical (row-major) arrays, so
the column-major operand_layout_constraints of the LAPACK calls need no handling here: LAPACK's
result on the logical matrix is the same. Batch dims lead (``num_batch_dims``).
"""
from __future__ import annotations

import re
from typing import Callable

import numpy as np

from ...custom_calls import custom_call_target, targets_where
from ...ir.values import BackendConfig
from ..errors import InterpError
from ..registry import kernel
from .accumulate import np_dtype
from .sort import sort_order, top_k

CustomCall = Callable[..., object]
# The kernels by target; each target's facts (and, for one the interpreter cannot run, why) are its record in
# hlotool.custom_calls.
CUSTOM_CALLS: dict[str, CustomCall] = {}


def custom_call(*targets: str):
    """Register the decorated function as the kernel for ``targets``."""
    def register(fn):
        for t in targets:
            if t in CUSTOM_CALLS:
                raise ValueError(f"two kernels registered for custom_call_target {t!r}")
            CUSTOM_CALLS[t] = fn
        return fn
    return register


@kernel("custom-call")
def eval_custom_call(inst, args, ctx):
    target = str(inst.attrs.get("custom_call_target", ""))
    fn = CUSTOM_CALLS.get(target)
    if fn is not None:
        return fn(inst, args, ctx)
    record = custom_call_target(target)
    if record is not None and record.no_kernel:
        raise InterpError(f"custom_call_target {target!r}{_kernel_name(inst)} cannot run in the "
                          f"interpreter: {record.no_kernel}. Cut the module around it with `hlotool extract` "
                          "and run the rest.")
    raise InterpError(f"unknown custom_call_target {target!r}: the interpreter implements "
                      f"{', '.join(sorted(CUSTOM_CALLS))}")


def _kernel_name(inst) -> str:
    """`` (kernel 'NAME')`` where the backend config names the compiled kernel (JSON or an FFI dictionary)."""
    text = backend_config_text(inst)
    for key in ("kernel_name", "name"):
        m = re.search(rf'"?\b{key}"?\s*[:=]\s*"([^"]*)"', text)
        if m:
            return f" (kernel {m.group(1)!r})"
    return ""


def backend_config_text(inst) -> str:
    """The text of ``backend_config=`` ("" without one)."""
    bc = inst.attrs.get("backend_config")
    return bc.text if isinstance(bc, BackendConfig) else str(bc or "")


def backend_ints(inst) -> dict[str, int]:
    """``backend_config={uplo = 76 : ui8, ...}`` as {name: int} (the FFI attribute dictionary)."""
    return {k: int(v) for k, v in re.findall(r"(\w+)\s*=\s*(-?\d+)", backend_config_text(inst))}


def backend_flags(inst) -> dict[str, bool]:
    """``backend_config={left = true, ...}`` as {name: bool} (the FFI attribute dictionary's booleans)."""
    return {k: v == "true" for k, v in re.findall(r"(\w+)\s*=\s*(true|false)\b", backend_config_text(inst))}


def backend_char(inst, key: str, default: str) -> str:
    v = backend_ints(inst).get(key)
    return default if v is None else chr(v)


def result_shapes(inst):
    """The shapes of ``inst``'s results: its tuple's elements, or its one shape."""
    return inst.shape.tuple_shapes if inst.shape.is_tuple else (inst.shape,)


# ----------------------------------------------------------------------------- identity targets
@custom_call(*sorted(targets_where(identity=True)))
def cc_identity(inst, args, ctx):
    """Annotations (shardings, placements, hints): the value passes through (shard_map boundaries:
    manual_regions.py)."""
    shapes = result_shapes(inst)
    outs = []
    for a, s in zip(args, shapes):
        if not isinstance(a, np.ndarray) and type(a).__name__ == "PerDevice":
            outs.append(a)           # a manual region's per-device value
            continue
        if tuple(np.shape(a)) != tuple(s.dims):
            raise InterpError(f"{inst.attrs.get('custom_call_target')} changes shape {np.shape(a)} -> "
                              f"{tuple(s.dims)}: a multi-device program cannot run on one device")
        outs.append(a)
    return tuple(outs) if inst.shape.is_tuple else outs[0]


@custom_call("TopK")
def cc_topk(inst, args, ctx):
    """(values, s32 indices) of the k largest along the last axis. XLA CPU's f32 TopK library call
    ignores the comparator: total order (NaN above +inf, -NaN below -inf), ties by lower index.
    Other types are sorted with the comparator, as XLA decomposes them."""
    x = args[0]
    values_shape = result_shapes(inst)[0]
    k = values_shape.dims[-1]
    if x.dtype == np.float32:
        return top_k(x, k, largest=True)
    idx = np.broadcast_to(np.arange(x.shape[-1], dtype=np.int32), x.shape)
    order = sort_order(ctx, inst.called_computations[0], [x, idx], x.ndim - 1)[..., :k]
    return np.take_along_axis(x, order, -1), order.astype(np.int32)


# ----------------------------------------------------------------------------- LAPACK
# jaxlib's CPU kernels call the routine each target's record names (``lapack_routine``), taken from SciPy's
# LAPACK (scipy.linalg.cython_lapack / cython_blas), once per matrix, in the operand's own precision, with
# the optimal workspace (a workspace query) where the routine takes one. The kernels here call the same
# routine of the same library through SciPy's Python wrappers, with jaxlib's options, so results match XLA
# CPU's bit for bit. Values are logical (row-major) arrays; SciPy hands LAPACK their column-major copies, as
# the operands' {0,1} layouts do for jaxlib.
def _batch(a: np.ndarray):
    return a.reshape((-1,) + a.shape[-2:])


def _wide(a):
    return np.complex128 if a.dtype.kind == "c" else np.float64


def lapack_targets(operation: str) -> list[str]:
    """The targets of jaxlib's LAPACK kernel ``operation`` (one per precision), from their records."""
    return sorted(targets_where(lapack_operation=operation))


def lapack_routine(inst, query: bool = False):
    """SciPy's wrapper of the routine ``inst``'s target record names; ``query``: SciPy's workspace query of
    that routine (``<routine>_lwork``), for the routines whose wrapper does not take lwork=-1 itself."""
    target = str(inst.attrs.get("custom_call_target", ""))
    record = custom_call_target(target)
    if record is None or not record.lapack_routine:
        raise InterpError(f"{inst.name}: custom_call_target {target!r} names no LAPACK routine in its record")
    try:
        from scipy.linalg import blas, lapack
    except ImportError as e:
        raise InterpError(f"{inst.name}: cannot run LAPACK {record.lapack_routine} without SciPy ({e}); "
                          "pip install scipy") from e
    return getattr(blas if record.blas else lapack, record.lapack_routine + ("_lwork" if query else ""))


def optimal_lwork(query_result) -> int:
    """The optimal workspace a query returned (a wrapper's work array, or an ``_lwork`` query's (work,
    info)), truncated to an integer as jaxlib does."""
    value = query_result[0] if isinstance(query_result, tuple) else query_result
    return int(np.real(np.ravel(value)[0]))


def stacked(results, shape, dtype) -> np.ndarray:
    """Per-matrix results as one array of ``shape`` (also for an empty batch)."""
    return np.asarray(results, dtype=dtype).reshape(shape) if len(results) else np.zeros(shape, dtype)


@custom_call(*lapack_targets("potrf"))
def cc_potrf(inst, args, ctx):
    """?potrf with uplo: the factor in that triangle, the other triangle as it was; info."""
    a = args[0]
    potrf_ = lapack_routine(inst)
    lower = backend_char(inst, "uplo", "L") == "L"
    res = [potrf_(m, lower=int(lower), clean=0) for m in _batch(a)]
    return (stacked([r[0] for r in res], a.shape, a.dtype),
            stacked([r[1] for r in res], a.shape[:-2], np.int32))


@custom_call(*lapack_targets("trsm"))
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
    res = [trsm(alpha.item(), m, rhs, **opts) for m, rhs in zip(_batch(xs), _batch(y))]
    return stacked(res, y.shape, y.dtype)


@custom_call(*lapack_targets("getrf"))
def cc_getrf(inst, args, ctx):
    """?getrf: (lu, 1-based pivots, info) (SciPy's wrapper returns the pivots 0-based)."""
    a = args[0]
    getrf = lapack_routine(inst)
    res = [getrf(m) for m in _batch(a)]
    k = min(a.shape[-2:])
    return (stacked([r[0] for r in res], a.shape, a.dtype),
            stacked([r[1] + 1 for r in res], a.shape[:-2] + (k,), np.int32),
            stacked([r[2] for r in res], a.shape[:-2], np.int32))


@custom_call(*lapack_targets("geqrf"))
def cc_geqrf(inst, args, ctx):
    """?geqrf with the optimal workspace: (R and the reflectors, taus)."""
    a = args[0]
    geqrf = lapack_routine(inst)
    m, n = a.shape[-2:]
    lwork = optimal_lwork(lapack_routine(inst, query=True)(m, n))
    res = [geqrf(x, lwork=lwork) for x in _batch(a)]
    return (stacked([r[0] for r in res], a.shape, a.dtype),
            stacked([r[1] for r in res], a.shape[:-2] + (min(m, n),), a.dtype))


@custom_call(*lapack_targets("orgqr"))
def cc_orgqr(inst, args, ctx):
    """?orgqr / ?ungqr with the optimal workspace: the m x n Q of the first k = len(tau) reflectors."""
    a, tau = args
    orgqr = lapack_routine(inst)
    flat, taus = _batch(a), tau.reshape(-1, tau.shape[-1])
    if not len(flat):
        return a.copy()
    lwork = optimal_lwork(orgqr(flat[0], taus[0], lwork=-1)[1])
    return stacked([orgqr(m, t, lwork=lwork)[0] for m, t in zip(flat, taus)], a.shape, a.dtype)


@custom_call(*lapack_targets("ormqr"))
def cc_ormqr(inst, args, ctx):
    """?ormqr / ?unmqr with the optimal workspace: op(Q) c (``left``) or c op(Q), op(Q) the reflectors'
    Q, or Q^H with ``transpose``."""
    a, tau, c = args
    ormqr = lapack_routine(inst)
    flags = backend_flags(inst)
    side = "L" if flags.get("left", True) else "R"
    trans = ("C" if a.dtype.kind == "c" else "T") if flags.get("transpose", False) else "N"
    flat, taus, cs = _batch(a), tau.reshape(-1, tau.shape[-1]), _batch(c)
    if not len(cs):
        return c.copy()
    lwork = optimal_lwork(ormqr(side, trans, flat[0], taus[0], cs[0], -1)[1])
    return stacked([ormqr(side, trans, m, t, x, lwork)[0] for m, t, x in zip(flat, taus, cs)], c.shape, c.dtype)


@custom_call(*lapack_targets("syevd"))
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
    res = [syevd(m, compute_v=int(vectors), lower=lower, **work) for m in _batch(a)]
    shapes = result_shapes(inst)
    return (stacked([r[1] for r in res], a.shape, a.dtype),
            stacked([r[0] for r in res], a.shape[:-1], np_dtype(shapes[1])),
            stacked([r[2] for r in res], a.shape[:-2], np.int32))


@custom_call(*lapack_targets("gesdd"), *lapack_targets("gesvd"))
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
    for x in _batch(a):
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


# ----------------------------------------------------------------------------- LAPACK's algorithms in NumPy
# for the GPU and TPU libraries' kernels (gpu_library.py, tpu_library.py), which follow LAPACK's conventions
def potrf(a: np.ndarray, lower: bool):
    """(factors, info) of a batch of Hermitian matrices, as LAPACK's potrf (and cuSolver's) returns them: the
    Cholesky factor written into the ``lower`` (or upper) triangle, the other triangle as it was; info > 0
    is the order of the first leading minor that is not positive definite."""
    flat = _batch(a).astype(_wide(a))
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


@custom_call(*lapack_targets("geev"))
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
    for m in _batch(a):
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
