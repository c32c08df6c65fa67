"""fft, cholesky, triangular-solve, batch-norm and the LAPACK custom calls vs XLA CPU."""
from __future__ import annotations

import numpy as np
import pytest

from support.corpus_cases import run_case
from support.xla_oracle import check_against_xla, hlo_run, rand


@pytest.mark.parametrize("fft_type,in_t,in_shape,out_t,out_shape,lengths", [
    ("FFT", "c64", (3, 8), "c64", (3, 8), "8"),
    ("IFFT", "c64", (2, 4, 6), "c64", (2, 4, 6), "4,6"),
    ("RFFT", "f32", (2, 8), "c64", (2, 5), "8"),
    ("IRFFT", "c64", (2, 5), "f32", (2, 8), "8"),
    ("RFFT", "f64", (3, 4, 6), "c128", (3, 4, 4), "4,6"),
    ("IRFFT", "c128", (4, 3, 4), "f64", (4, 3, 6), "3,6"),
    ("FFT", "c128", (2, 3, 4, 5), "c128", (2, 3, 4, 5), "3,4,5"),
])
@pytest.mark.xla
def test_fft_vs_xla(fft_type, in_t, in_shape, out_t, out_shape, lengths):
    def d(s):
        return ",".join(map(str, s))
    text = f"""HloModule m
ENTRY e {{
  x = {in_t}[{d(in_shape)}] parameter(0)
  ROOT f = {out_t}[{d(out_shape)}] fft(x), fft_type={fft_type}, fft_length={{{lengths}}}
}}"""
    got = check_against_xla(text, [rand(np.random.default_rng(0), in_shape, in_t)], rtol=1e-4, atol=1e-4)
    assert got[0].dtype.name == {"c64": "complex64", "c128": "complex128", "f32": "float32",
                                 "f64": "float64"}[out_t]


def _spd(rng, n, batch=()):
    a = rng.standard_normal(batch + (n, n))
    return a @ np.swapaxes(a, -1, -2) + n * np.eye(n)


def test_cholesky_opcode():
    """XLA CPU rejects the cholesky opcode (jax lowers to LAPACK), so check a = L L^T directly."""
    rng = np.random.default_rng(1)
    a = _spd(rng, 4, (2,)).astype(np.float32)
    for lower in ("true", "false"):
        text = f"""HloModule m
ENTRY e {{
  a = f32[2,4,4] parameter(0)
  ROOT c = f32[2,4,4] cholesky(a), lower={lower}
}}"""
        f = hlo_run(text, [a])[0].astype(np.float64)
        if lower == "true":
            assert np.allclose(np.triu(f, 1), 0)
            np.testing.assert_allclose(f @ np.swapaxes(f, -1, -2), a, rtol=1e-4, atol=1e-4)
        else:
            assert np.allclose(np.tril(f, -1), 0)
            np.testing.assert_allclose(np.swapaxes(f, -1, -2) @ f, a, rtol=1e-4, atol=1e-4)


@pytest.mark.parametrize("left,lower,unit,trans", [
    ("true", "true", "false", "NO_TRANSPOSE"), ("true", "false", "true", "TRANSPOSE"),
    ("false", "true", "false", "TRANSPOSE"), ("false", "false", "false", "ADJOINT"),
])
def test_triangular_solve_opcode(left, lower, unit, trans):
    rng = np.random.default_rng(2)
    a = (rng.standard_normal((3, 3)) + 3 * np.eye(3)).astype(np.float64)
    b = rng.standard_normal((3, 2) if left == "true" else (2, 3))
    text = f"""HloModule m
ENTRY e {{
  a = f64[3,3] parameter(0)
  b = f64[{",".join(map(str, b.shape))}] parameter(1)
  ROOT x = f64[{",".join(map(str, b.shape))}] triangular-solve(a, b), left_side={left}, lower={lower}, unit_diagonal={unit}, transpose_a={trans}
}}"""
    x = hlo_run(text, [a, b])[0]
    t = np.tril(a) if lower == "true" else np.triu(a)
    if unit == "true":
        np.fill_diagonal(t, 1)
    op = t if trans == "NO_TRANSPOSE" else t.T
    np.testing.assert_allclose(op @ x if left == "true" else x @ op, b, rtol=1e-10, atol=1e-10)


@pytest.mark.xla
def test_batch_norm_sample_vs_xla():
    text = open("samples/batch_norm.hlo").read()
    import hlotool
    m = hlotool.parse(text)
    rng = np.random.default_rng(3)
    args = [rand(rng, p.shape.dims, p.shape.element_type) for p in m.entry.parameters]
    check_against_xla(text, args, rtol=1e-4, atol=1e-4)


@pytest.mark.xla
@pytest.mark.parametrize("fi", [0, 1, 3])
def test_batch_norm_ops_vs_xla(fi):
    shape = (2, 3, 4, 5)
    c = shape[fi]
    text = f"""HloModule m
ENTRY e {{
  x = f32[2,3,4,5] parameter(0)
  s = f32[{c}] parameter(1)
  o = f32[{c}] parameter(2)
  g = f32[2,3,4,5] parameter(3)
  t = (f32[2,3,4,5], f32[{c}], f32[{c}]) batch-norm-training(x, s, o), epsilon=0.001, feature_index={fi}
  mean = f32[{c}] get-tuple-element(t), index=1
  var = f32[{c}] get-tuple-element(t), index=2
  y = f32[2,3,4,5] get-tuple-element(t), index=0
  bni = f32[2,3,4,5] batch-norm-inference(x, s, o, mean, var), epsilon=0.01, feature_index={fi}
  gr = (f32[2,3,4,5], f32[{c}], f32[{c}]) batch-norm-grad(x, s, mean, var, g), epsilon=0.001, feature_index={fi}
  gx = f32[2,3,4,5] get-tuple-element(gr), index=0
  gs = f32[{c}] get-tuple-element(gr), index=1
  go = f32[{c}] get-tuple-element(gr), index=2
  ROOT r = (f32[2,3,4,5], f32[{c}], f32[{c}], f32[2,3,4,5], f32[2,3,4,5], f32[{c}], f32[{c}]) tuple(y, mean, var, bni, gx, gs, go)
}}"""
    rng = np.random.default_rng(fi)
    args = [rand(rng, shape, "f32"), rand(rng, (c,), "f32"), rand(rng, (c,), "f32"), rand(rng, shape, "f32")]
    check_against_xla(text, args, rtol=1e-4, atol=1e-4)


# ----------------------------------------------------------------------------- LAPACK custom calls
# XLA CPU crashes running jax's LAPACK FFI custom calls from HLO text outside jax, so the calls
# are checked (1) end to end on the jax-generated corpus modules against XLA's recorded outputs
# and (2) by LAPACK's defining properties.
def _cc(target, operands, out_shape, backend="{}", batch=0):
    ops = ", ".join(f"p{i}" for i in range(len(operands)))
    params = "\n".join(f"  p{i} = {s} parameter({i})" for i, s in enumerate(operands))
    return f"""HloModule m
ENTRY e {{
{params}
  ROOT c = {out_shape} custom-call({ops}), custom_call_target="{target}", api_version=API_VERSION_TYPED_FFI, frontend_attributes={{num_batch_dims="{batch}"}}, backend_config={backend}
}}"""


@pytest.mark.parametrize("program", ["linalg_cholesky_triangular", "linalg_eig_misc", "linalg_eigh_svd",
                                     "linalg_lu_solve_inv", "linalg_qr", "top_k"])
@pytest.mark.parametrize("kind", ["pre", "post"])
def test_lapack_corpus_programs_match_xla_outputs(program, kind):
    assert run_case(program, kind) is None


def test_lapack_potrf_properties():
    rng = np.random.default_rng(5)
    a = _spd(rng, 4, (2,))
    a[1, 0, 0] = -50                         # not positive definite: info > 0
    text = _cc("lapack_dpotrf_ffi", ["f64[2,4,4]{1,2,0}"], "(f64[2,4,4]{1,2,0}, s32[2])",
               "{uplo = 76 : ui8}", batch=1)
    f, info = hlo_run(text, [a])
    assert info[0] == 0 and info[1] > 0
    low = np.tril(f[0])
    np.testing.assert_allclose(low @ low.T, a[0], rtol=1e-12)
    np.testing.assert_array_equal(np.triu(f[0], 1), np.triu(a[0], 1))   # other triangle untouched


@pytest.mark.parametrize("t", ["f32", "f64", "c64"])
def test_lapack_getrf_properties(t):
    letter = {"f32": "s", "f64": "d", "c64": "c"}[t]
    rng = np.random.default_rng(6)
    a = rand(rng, (2, 4, 4), t)
    text = _cc(f"lapack_{letter}getrf_ffi", [f"{t}[2,4,4]{{1,2,0}}"],
               f"({t}[2,4,4]{{1,2,0}}, s32[2,4], s32[2])", batch=1)
    lu, piv, info = hlo_run(text, [a])
    assert (info == 0).all() and piv.min() >= 1       # 1-based pivots
    for b in range(2):
        low = np.tril(lu[b], -1) + np.eye(4)
        up = np.triu(lu[b])
        pa = a[b].astype(np.complex128).copy()
        for i, p in enumerate(piv[b] - 1):
            pa[[i, p]] = pa[[p, i]]
        np.testing.assert_allclose(low @ up, pa, rtol=1e-4, atol=1e-4)
        bound = np.sqrt(2) if t.startswith("c") else 1.0           # complex pivots by |re|+|im|
        assert np.all(np.abs(np.tril(lu[b], -1)) <= bound + 1e-6)    # partial pivoting


@pytest.mark.parametrize("t,shape", [("f32", (5, 3)), ("f64", (3, 5)), ("c64", (3, 3))])
def test_lapack_geqrf_orgqr_properties(t, shape):
    letter = {"f32": "s", "f64": "d", "c64": "c"}[t]
    m, n = shape
    k = min(m, n)
    rng = np.random.default_rng(7)
    a = rand(rng, shape, t)
    text = _cc(f"lapack_{letter}geqrf_ffi", [f"{t}[{m},{n}]{{0,1}}"], f"({t}[{m},{n}]{{0,1}}, {t}[{k}])")
    qr, tau = hlo_run(text, [a])
    gq = "ungqr" if t.startswith("c") else "orgqr"
    # LAPACK's orgqr takes m >= n columns (jax pads a wide matrix's reflectors to m x m): Q of the first
    # min(m, n) columns
    cols = min(m, n)
    text = _cc(f"lapack_{letter}{gq}_ffi", [f"{t}[{m},{cols}]{{0,1}}", f"{t}[{k}]"], f"{t}[{m},{cols}]{{0,1}}")
    q = hlo_run(text, [np.ascontiguousarray(qr[:, :cols]), tau])[0]
    r = np.triu(qr)[:k]
    np.testing.assert_allclose(q[:, :k] @ r, a, rtol=1e-4, atol=1e-4)
    np.testing.assert_allclose(np.conj(q[:, :k].T) @ q[:, :k], np.eye(k), atol=1e-5)
    # LAPACK's sign convention: R's diagonal is real and may be negative; numpy's QR agrees
    np.testing.assert_allclose(np.abs(np.diag(r)), np.abs(np.diag(np.linalg.qr(a)[1])), rtol=1e-4)


def test_lapack_trsm_matches_triangular_solve():
    rng = np.random.default_rng(8)
    a = (rng.standard_normal((2, 3, 3)) + 3 * np.eye(3)).astype(np.float32)
    b = rand(rng, (2, 3, 2), "f32")
    text = _cc("lapack_strsm_ffi", ["f32[2,3,3]{1,2,0}", "f32[2,3,2]{1,2,0}"], "f32[2,3,2]{1,2,0}",
               "{diag = 78 : ui8, side = 76 : ui8, trans_x = 84 : ui8, uplo = 85 : ui8}", batch=1)
    x = hlo_run(text, [a, b])[0].astype(np.float64)
    np.testing.assert_allclose(np.swapaxes(np.triu(a), -1, -2) @ x, b, rtol=1e-4, atol=1e-4)


def test_lapack_syevd_gesdd_properties():
    rng = np.random.default_rng(9)
    s = _spd(rng, 4)
    text = _cc("lapack_dsyevd_ffi", ["f64[4,4]{0,1}"], "(f64[4,4]{0,1}, f64[4], s32[])",
               "{mode = 86 : ui8, uplo = 76 : ui8}")
    v, w, info = hlo_run(text, [s])
    assert np.all(np.diff(w) >= 0)
    np.testing.assert_allclose(s @ v, v * w, rtol=1e-9, atol=1e-9)
    a = rand(rng, (5, 3), "f32")
    text = _cc("lapack_sgesdd_ffi", ["f32[5,3]{0,1}"],
               "(f32[5,3]{0,1}, f32[3], f32[5,3]{0,1}, f32[3,3]{0,1}, s32[])", "{mode = 83 : ui8}")
    _, sv, u, vt, info = hlo_run(text, [a])
    np.testing.assert_allclose((u * sv) @ vt, a, rtol=1e-4, atol=1e-4)


def test_unknown_custom_call_is_a_clear_error():
    import hlotool
    from hlotool.interp.errors import InterpError
    text = _cc("my_kernel", ["f32[2]"], "f32[2]")
    with pytest.raises(InterpError, match="my_kernel"):
        hlotool.run(hlotool.parse(text), np.zeros(2, np.float32))
