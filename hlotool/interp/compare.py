"""Comparing interpreter outputs with expected ones: bit-exact for integers and pred, a stated
per-dtype tolerance for floats (NumPy's transcendentals and summation order differ from XLA CPU's
by a few ulps)."""
from __future__ import annotations

import numpy as np

# (rtol, atol) per float type
FLOAT_TOL = {
    "float64": (1e-9, 1e-12), "float32": (2e-4, 1e-5), "complex64": (2e-4, 1e-5),
    "complex128": (1e-9, 1e-12), "float16": (1e-2, 1e-3), "bfloat16": (2e-2, 1e-2),
}
NARROW_TOL = (0.13, 0.02)  # f8/f6/f4: one or two ulps


def _is_float(dt: np.dtype) -> bool:
    return dt.kind in "fc" or dt.name.startswith(("float", "bfloat"))


def tolerance(dt: np.dtype) -> tuple[float, float]:
    return FLOAT_TOL.get(np.dtype(dt).name, NARROW_TOL)


def atol_at_scale(want, rtol: float, atol: float) -> float:
    """``atol``, raised to ``rtol`` x the largest finite |element| of a float ``want``: a pass that reassociates a
    reduction (per-device partial sums, a library's own summation order, f32 intermediates kept in a fusion)
    moves each element by rounding errors that scale with the output's magnitude, not with the element's."""
    want = np.asarray(want)
    if want.dtype.kind not in "fcV" or not want.size:
        return atol
    w = np.abs(want.astype(np.complex128 if want.dtype.kind == "c" else np.float32))
    return max(atol, rtol * float(np.max(w[np.isfinite(w)], initial=0.0)))


def compare(got, want, rtol: float | None = None, atol: float | None = None) -> str | None:
    """None when equal within tolerance, else a one-line description of the difference."""
    got, want = np.asarray(got), np.asarray(want)
    if got.shape != want.shape:
        return f"shape {got.shape} != {want.shape}"
    if got.dtype != want.dtype:
        return f"dtype {got.dtype} != {want.dtype}"
    if not _is_float(want.dtype):
        bad = got != want
        if np.any(bad):
            i = tuple(int(v) for v in np.argwhere(bad)[0])
            return f"{int(bad.sum())} elements differ, first at {i}: {got[i]} != {want[i]}"
        return None
    if want.dtype.kind == "c":
        # real and imaginary parts are compared as floats (with the complex type's tolerance)
        r, a = tolerance(want.dtype)
        parts = np.float64 if want.dtype == np.complex128 else np.float32
        return compare(np.ascontiguousarray(got).view(parts), np.ascontiguousarray(want).view(parts),
                       r if rtol is None else rtol, a if atol is None else atol)
    d_rtol, d_atol = tolerance(want.dtype)
    rtol = d_rtol if rtol is None else rtol
    atol = d_atol if atol is None else atol
    wide = np.complex128 if want.dtype.kind == "c" else np.float64
    g, w = got.astype(wide), want.astype(wide)
    if not np.array_equal(np.isnan(g), np.isnan(w)):
        return "NaN positions differ"
    inf = np.isinf(w)
    if not np.array_equal(g[inf], w[inf]) or np.isinf(g[~inf]).any():
        return "Inf values differ"
    fin = np.isfinite(w)
    err = np.abs(g[fin] - w[fin])
    lim = atol + rtol * np.abs(w[fin])
    if err.size and np.any(err > lim):
        k = int(np.argmax(err - lim))
        return (f"max abs error {err.max():.3g} (at {g[fin][k]} vs {w[fin][k]}), "
                f"tol rtol={rtol} atol={atol}")
    return None


def compare_outputs(got, want, atol=None, rtol=None) -> tuple[float, float, bool]:
    """(max abs error, max rel error, within tolerance) for one output."""
    got, want = np.asarray(got), np.asarray(want)
    ok = compare(got, want, rtol, atol) is None
    if got.shape != want.shape or got.size == 0:
        return 0.0, 0.0, ok
    wide = np.complex128 if want.dtype.kind == "c" else np.float64
    try:
        g, w = got.astype(wide), want.astype(wide)
    except (TypeError, ValueError):
        return 0.0, 0.0, ok
    fin = np.isfinite(g) & np.isfinite(w)
    if not fin.any():
        return 0.0, 0.0, ok
    err = np.abs(g[fin] - w[fin])
    rel = err / np.maximum(np.abs(w[fin]), np.finfo(np.float64).tiny)
    return float(err.max()), float(rel.max()), ok
