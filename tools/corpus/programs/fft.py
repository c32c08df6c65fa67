"""FFTs: 1-D, N-D, real."""
from __future__ import annotations

import jax.numpy as jnp
import numpy as np

from ..registry import program

# ---------------------------------------------------------------- fft

@program("fft_1d", ["fft", "c64", "c128"], "fft/ifft along last axis on c64 and c128, norm='ortho'")
def _(r):
    def f(z, w):
        return (jnp.fft.fft(z), jnp.fft.ifft(z), jnp.fft.fft(w, norm="ortho"), jnp.fft.fft(z, n=12),
                jnp.fft.ifft(w, axis=0))
    return f, (r.complex(3, 8), r.complex(4, 6, dtype=np.complex128))


@program("fft_real", ["fft", "rfft", "irfft", "f32", "f64"], "rfft/irfft 1d and 2d, odd lengths, f64")
def _(r):
    def f(x, d):
        return (jnp.fft.rfft(x), jnp.fft.irfft(jnp.fft.rfft(x)), jnp.fft.rfft2(x), jnp.fft.irfft2(jnp.fft.rfft2(x),
                                                                                                  s=x.shape),
                jnp.fft.rfft(d, n=7), jnp.fft.irfft(d.astype(jnp.complex128), n=9))
    return f, (r.normal(4, 6), r.normal(2, 5, dtype=np.float64))


@program("fft_nd", ["fft", "fft2", "fft3", "c64"], "fft2/ifft2/fftn over 3 axes, fftshift")
def _(r):
    def f(z):
        return (jnp.fft.fft2(z), jnp.fft.ifft2(z), jnp.fft.fftn(z), jnp.fft.ifftn(z, axes=(0, 1, 2)),
                jnp.fft.fftshift(z, axes=(1,)))
    return f, (r.complex(4, 3, 6),)
