"""Random bits: threefry, rbg, unsafe_rbg, distributions."""
from __future__ import annotations

import jax
import jax.numpy as jnp
import numpy as np

from ..registry import program

# ---------------------------------------------------------------- random

def _random_prog(impl):
    def build(r):
        def f(key):
            k1, k2, k3, k4 = jax.random.split(key, 4)
            return (jax.random.normal(k1, (3, 4)), jax.random.uniform(k2, (5,), minval=-1.0, maxval=2.0),
                    jax.random.categorical(k3, jnp.log(jnp.array([0.1, 0.2, 0.7])), shape=(8,)),
                    jax.random.bits(k4, (4,), jnp.uint32), jax.random.randint(k1, (6,), 0, 10),
                    jax.random.bernoulli(k2, 0.3, (7,)), jax.random.normal(k3, (2,), dtype=jnp.float64))
        return f, (np.asarray(jax.random.PRNGKey(42)),)
    return build


program("random_threefry", ["random", "threefry", "u32"],
        "jax.random normal/uniform/categorical/bits/randint/bernoulli with threefry2x32",
        jax_default_prng_impl="threefry2x32")(_random_prog("threefry2x32"))
program("random_rbg", ["random", "rbg", "rng-bit-generator"],
        "jax.random with the rbg PRNG (rng-bit-generator + threefry for split)",
        jax_default_prng_impl="rbg")(_random_prog("rbg"))
program("random_unsafe_rbg", ["random", "unsafe_rbg", "rng-bit-generator"],
        "jax.random with the unsafe_rbg PRNG (rng-bit-generator for everything)",
        jax_default_prng_impl="unsafe_rbg")(_random_prog("unsafe_rbg"))


@program("random_distributions", ["random", "threefry", "permutation", "gamma", "while"],
         "permutation (sort), shuffle, gamma (rejection while loop), truncated_normal, dropout mask",
         jax_default_prng_impl="threefry2x32")
def _(r):
    def f(key, x):
        k1, k2, k3, k4 = jax.random.split(key, 4)
        return (jax.random.permutation(k1, 8), jax.random.permutation(k2, x), jax.random.gamma(k3, 2.0, (4,)),
                jax.random.truncated_normal(k4, -1.0, 1.0, (5,)), jnp.where(jax.random.bernoulli(k1, 0.5, x.shape),
                                                                            x / 0.5, 0),
                jax.random.choice(k2, 10, (3,), replace=False), jax.random.exponential(k3, (3,)))
    return f, (np.asarray(jax.random.PRNGKey(7)), r.normal(6))
