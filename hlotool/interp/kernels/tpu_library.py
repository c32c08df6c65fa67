"""The custom calls of XLA's TPU compiler (optimized TPU modules compiled deviceless, e.g. for v5e).

The TPU compiler expands jax's linear algebra into HLO around a few library calls; each kernel here
computes what the surrounding HLO (the expander's output, seen in ``--xla_dump_hlo_pass_re`` dumps)
expects of the call:

- ``Cholesky``: the lower factor of the (lower triangle of the) operand, zeros above; NaN where the
  matrix is not positive definite (the expander checks the diagonal for NaN).
- ``LuDecompositionBlock``: (lu, pivots, permutation) of LU with partial pivoting (getrf's choice of
  pivot), 0-based, ``operand[permutation] = L @ U``.
- ``QrDecompositionBlock``: (a, taus) as geqrf: R on and above the diagonal, Householder vectors
  below it; ``CompactWyHelper``: the T of the compact WY form, given ``-taus[j] * (triu(Y^T Y, 1) + I)``
  (XLA's qr_expander ``compact_wy`` loop).
- ``InvertDiagBlocks{Lower,Upper}Triangular``: the inverse of each [..., b, b] diagonal block.
- ``EighTpu``: the four quadrant blocks of a symmetric matrix in, (eigenvalues of the first half,
  second half, the four quadrants of V^T) out; the eigen solver is iterative, so eigenvalues are
  LAPACK's and eigenvectors agree up to sign (the HLO after it sorts by eigenvalue).
- ``X64SplitHigh`` / ``X64SplitLow`` / ``X64Combine``: 64-bit emulation. Integers split into their high
  and low 32-bit words (u32), ``X64Combine(low, high)``; f64 into an unevaluated f32 sum: ``X64SplitLow``
  is f32(x), ``X64SplitHigh`` f32(x - f32(x)) (the assignment measured on a jax f64 program), and
  ``X64Combine`` adds the two in f64.
- jax's own TPU lowerings, in modules before optimization: ``LuDecomposition`` (as the block form), ``Qr``
  (geqrf), ``ProductOfElementaryHouseholderReflectors`` (orgqr) and ``Eigh`` ((V, w), ascending).
- ``AllocateBuffer``: an uninitialized buffer (zeros here). The emitter hints ``AssumeGatherIndicesInBound`` and
  ``GatherScatterIndicesBitpacked`` pass their operand (``custom_call.cc_identity``); ``tpu_custom_call`` (Pallas)
  cannot run here: its record in ``hlotool.custom_calls`` says why.
"""
from __future__ import annotations

import numpy as np

from ..errors import InterpError
from ._factorizations import householder_product, lu_factor, matrices, qr_factor, wide_dtype
from .accumulate import np_dtype
from .custom_call import custom_call, result_shapes
from .fft_linalg import solve_triangular


# ----------------------------------------------------------------------------- plumbing
@custom_call("AllocateBuffer")
def cc_allocate_buffer(inst, args, ctx):
    """An uninitialized buffer: XLA gives no value; the program writes it before reading."""
    outs = [np.zeros(s.dims, np_dtype(s)) for s in result_shapes(inst)]
    return tuple(outs) if inst.shape.is_tuple else outs[0]


# ----------------------------------------------------------------------------- x64 emulation
@custom_call("X64SplitHigh", "X64SplitLow")
def cc_x64_split(inst, args, ctx):
    x = args[0]
    high = str(inst.attrs.get("custom_call_target")) == "X64SplitHigh"
    dst = np_dtype(inst.shape)
    if x.dtype == np.float64:
        # measured against jax on CPU: the *Low* call gives the leading f32, *High* the remainder
        lead = x.astype(np.float32)
        if not high:
            return lead.astype(dst)
        with np.errstate(invalid="ignore", over="ignore"):
            rest = np.where(np.isfinite(lead), x - lead.astype(np.float64), 0.0)
        return rest.astype(np.float32).astype(dst)
    if x.dtype.itemsize != 8:
        raise InterpError(f"{inst.attrs.get('custom_call_target')} of {x.dtype}: expected a 64-bit operand")
    bits = np.ascontiguousarray(x).view(np.uint64)
    word = (bits >> np.uint64(32)) if high else (bits & np.uint64(0xFFFFFFFF))
    return word.astype(np.uint32).view(dst) if np.dtype(dst).itemsize == 4 else word.astype(dst)


@custom_call("X64Combine")
def cc_x64_combine(inst, args, ctx):
    lo, hi = args[0], args[1]
    dst = np_dtype(inst.shape)
    if dst == np.float64:
        return hi.astype(np.float64) + lo.astype(np.float64)
    lo_w = np.ascontiguousarray(lo).view(np.uint32).astype(np.uint64)
    hi_w = np.ascontiguousarray(hi).view(np.uint32).astype(np.uint64)
    return ((hi_w << np.uint64(32)) | lo_w).view(dst)


# ----------------------------------------------------------------------------- linear algebra
@custom_call("Cholesky")
def cc_tpu_cholesky(inst, args, ctx):
    a = args[0]
    flat = matrices(a).astype(wide_dtype(a))
    out = np.empty_like(flat)
    for i, m in enumerate(flat):
        low = np.tril(m)
        herm = low + np.conj(np.tril(low, -1).T)
        try:
            out[i] = np.linalg.cholesky(herm)
        except np.linalg.LinAlgError:
            out[i] = np.nan
    return out.reshape(a.shape).astype(a.dtype)


@custom_call("LuDecompositionBlock", "LuDecomposition")
def cc_lu_block(inst, args, ctx):
    a = args[0]
    shapes = result_shapes(inst)
    rows = a.shape[-2]
    lus, pivs, perms = [], [], []
    for m in matrices(a).astype(wide_dtype(a)):
        lu, piv, _ = lu_factor(m)
        piv = piv - 1
        perm = np.arange(rows, dtype=np.int32)
        for j, p in enumerate(piv):
            perm[[j, p]] = perm[[p, j]]
        lus.append(lu)
        pivs.append(piv)
        perms.append(perm)
    lu = np.stack(lus).reshape(a.shape).astype(a.dtype)
    piv = np.stack(pivs).astype(np_dtype(shapes[1])).reshape(shapes[1].dims)
    perm = np.stack(perms).astype(np_dtype(shapes[2])).reshape(shapes[2].dims)
    return lu, piv, perm


@custom_call("QrDecompositionBlock", "Qr")
def cc_qr_block(inst, args, ctx):
    a = args[0]
    shapes = result_shapes(inst)
    res = [qr_factor(m) for m in matrices(a).astype(wide_dtype(a))]
    out = np.stack([r[0] for r in res]).reshape(a.shape).astype(a.dtype)
    taus = np.stack([r[1] for r in res]).astype(np_dtype(shapes[1])).reshape(shapes[1].dims)
    return out, taus


@custom_call("CompactWyHelper")
def cc_compact_wy(inst, args, ctx):
    """T with T[:, 0] = M[:, 0] and T[:, j] = T[:, :j] @ M[:j, j] + M[j, j] e_j (upper triangular)."""
    m_all = args[0]
    out = []
    for m in matrices(m_all).astype(wide_dtype(m_all)):
        n = m.shape[-1]
        t = np.zeros_like(m)
        for j in range(n):
            t[:, j] = t[:, :j] @ m[:j, j]
            t[j, j] = m[j, j]
        out.append(t)
    return np.stack(out).reshape(m_all.shape).astype(m_all.dtype)


@custom_call("InvertDiagBlocksLowerTriangular", "InvertDiagBlocksUpperTriangular")
def cc_invert_diag_blocks(inst, args, ctx):
    a = args[0]
    lower = str(inst.attrs.get("custom_call_target")).endswith("LowerTriangular")
    flat = matrices(a).astype(wide_dtype(a))
    n = a.shape[-1]
    eye = np.eye(n, dtype=flat.dtype)
    out = np.stack([solve_triangular(np.tril(m) if lower else np.triu(m), eye, left_side=True, lower=lower,
                                     unit_diagonal=False, transpose="NO_TRANSPOSE") for m in flat])
    return out.reshape(a.shape).astype(a.dtype)


@custom_call("ProductOfElementaryHouseholderReflectors")
def cc_householder_product(inst, args, ctx):
    """jax's TPU lowering of orgqr: the first columns of the product of the reflectors (a, taus) describe."""
    a, taus = args
    flat = matrices(a).astype(wide_dtype(a))
    t = taus.reshape(flat.shape[0], -1).astype(wide_dtype(a))
    shape = result_shapes(inst)[0]
    out = np.stack([householder_product(m, tau) for m, tau in zip(flat, t, strict=True)])
    return out.reshape(shape.dims).astype(np_dtype(shape))


@custom_call("Eigh")
def cc_eigh(inst, args, ctx):
    """jax's TPU lowering of eigh: (eigenvectors as columns, eigenvalues) of the Hermitian matrix in the triangle
    backend_config's first flag names ("lower,sort,max_iterations,tolerance"); ascending eigenvalues. The TPU
    solver is iterative, so the eigenvectors agree with it up to sign (or phase)."""
    a = args[0]
    flags = str(getattr(inst.attrs.get("backend_config"), "text", "1,1")).split(",")
    lower = flags[0].strip() != "0"
    shapes = result_shapes(inst)
    w, v = np.linalg.eigh(a.astype(wide_dtype(a)), UPLO="L" if lower else "U")
    return v.astype(np_dtype(shapes[0])), w.astype(np_dtype(shapes[1]))


@custom_call("EighTpu")
def cc_eigh_tpu(inst, args, ctx):
    tl, tr, bl, br = args
    shapes = result_shapes(inst)
    k = tl.shape[-1]
    a = np.concatenate([np.concatenate([tl, tr], -1), np.concatenate([bl, br], -1)], -2)
    w, v = np.linalg.eigh(a.astype(wide_dtype(a)), UPLO="L")
    vt = np.swapaxes(v, -1, -2)           # row i: the eigenvector of w[i]
    w_dt, v_dt = np_dtype(shapes[0]), np_dtype(shapes[2])
    return (w[..., :k].astype(w_dt), w[..., k:].astype(w_dt),
            vt[..., :k, :k].astype(v_dt), vt[..., :k, k:].astype(v_dt),
            vt[..., k:, :k].astype(v_dt), vt[..., k:, k:].astype(v_dt))
