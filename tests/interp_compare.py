"""Comparison of interpreter outputs with expected outputs: bit-exact for integers/pred,
a per-dtype tolerance for floats (shared by the corpus test and `hlotool run --compare-with`)."""
from __future__ import annotations

import ml_dtypes
import numpy as np

# (rtol, atol) per float type: a few ulps of the type for transcendental differences
# between NumPy and XLA's CPU kernels, more for reductions summed in a different order.
FLOAT_TOL = {
    "float64": (1e-9, 1e-12), "float32": (2e-4, 1e-5), "complex64": (2e-4, 1e-5),
    "complex128": (1e-9, 1e-12), "float16": (1e-2, 1e-3), "bfloat16": (2e-2, 1e-2),
}
NARROW_TOL = (0.13, 0.02)  # f8/f6/f4: one or two ulps


def compare(got: np.ndarray, want: np.ndarray) -> str | None:
    """None when equal within tolerance, else a one-line description."""
    got, want = np.asarray(got), np.asarray(want)
    if got.shape != want.shape:
        return f"shape {got.shape} != {want.shape}"
    if got.dtype != want.dtype:
        return f"dtype {got.dtype} != {want.dtype}"
    name = want.dtype.name
    is_float = want.dtype.kind in "fc" or name in ("bfloat16",) or name.startswith("float")
    if not is_float:
        bad = got != want
        if np.any(bad):
            i = np.argwhere(bad)[0]
            return f"{int(bad.sum())} elements differ, first at {tuple(i)}: {got[tuple(i)]} != {want[tuple(i)]}"
        return None
    rtol, atol = FLOAT_TOL.get(name, NARROW_TOL)
    wide = np.complex128 if want.dtype.kind == "c" else np.float64
    g, w = got.astype(wide), want.astype(wide)
    if not np.array_equal(np.isnan(g), np.isnan(w)):
        return "NaN positions differ"
    fin = np.isfinite(w)
    if not np.array_equal(g[~fin & ~np.isnan(w)], w[~fin & ~np.isnan(w)]):
        return "Inf values differ"
    err = np.abs(g[fin] - w[fin])
    lim = atol + rtol * np.abs(w[fin])
    if err.size and np.any(err > lim):
        k = int(np.argmax(err - lim))
        return f"max abs error {err.max():.3g} (at {g[fin][k]} vs {w[fin][k]}), tol rtol={rtol} atol={atol}"
    return None
