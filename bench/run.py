"""Interpreter speed: hlotool's NumPy interpreter vs XLA CPU (jaxlib) on the same module and
inputs in the same run (XLA's compile time excluded), plus the per-instruction overhead.

    PYTHONPATH=. python bench/run.py [--repeat 3] [--only mlp,cnn,transformer,scan,overhead]

Modules are generated with jax at bench time (unoptimized HLO as jax lowers it).
Targets: <= 2x XLA on matmul/conv-bound modules, <= 5x on others, <= 5 us per instruction.
"""
from __future__ import annotations

import argparse
import os
import sys
import time

os.environ.setdefault("JAX_PLATFORMS", "cpu")

import numpy as np


def _lower(fn, *args) -> str:
    import jax
    return jax.jit(fn).lower(*args).as_text(dialect="hlo")


def mlp_case():
    import jax.numpy as jnp
    rng = np.random.default_rng(0)
    ws = [rng.standard_normal((1024, 1024), np.float32) * 0.03 for _ in range(4)]
    x = rng.standard_normal((256, 1024), np.float32)

    def f(x, *ws):
        for w in ws:
            x = jnp.maximum(x @ w, 0)
        return x
    return "mlp 4x1024 b256", _lower(f, x, *ws), [x, *ws], "matmul"


def cnn_case():
    import jax
    import jax.numpy as jnp
    rng = np.random.default_rng(0)
    x = rng.standard_normal((32, 32, 32, 3), np.float32)
    k1 = rng.standard_normal((3, 3, 3, 32), np.float32) * 0.1
    k2 = rng.standard_normal((3, 3, 32, 64), np.float32) * 0.1
    w = rng.standard_normal((64 * 8 * 8, 10), np.float32) * 0.01

    def f(x, k1, k2, w):
        dn = ("NHWC", "HWIO", "NHWC")
        y = jax.nn.relu(jax.lax.conv_general_dilated(x, k1, (1, 1), "SAME", dimension_numbers=dn))
        y = jax.lax.reduce_window(y, -jnp.inf, jax.lax.max, (1, 2, 2, 1), (1, 2, 2, 1), "VALID")
        y = jax.nn.relu(jax.lax.conv_general_dilated(y, k2, (1, 1), "SAME", dimension_numbers=dn))
        y = jax.lax.reduce_window(y, -jnp.inf, jax.lax.max, (1, 2, 2, 1), (1, 2, 2, 1), "VALID")
        return jax.nn.log_softmax(y.reshape(32, -1) @ w)
    return "cnn b32 32x32", _lower(f, x, k1, k2, w), [x, k1, k2, w], "conv"


def transformer_case():
    import jax
    import jax.numpy as jnp
    rng = np.random.default_rng(0)
    s, d, h = 256, 512, 8
    params = [rng.standard_normal(sh, np.float32) * 0.02
              for sh in [(d, 3 * d), (d, d), (d, 4 * d), (4 * d, d)]]
    x = rng.standard_normal((s, d), np.float32)

    def block(params, x):
        wqkv, wo, w1, w2 = params
        def ln(v):
            m = v.mean(-1, keepdims=True)
            return (v - m) / jnp.sqrt(((v - m) ** 2).mean(-1, keepdims=True) + 1e-5)
        q, k, v = jnp.split(ln(x) @ wqkv, 3, axis=-1)
        q, k, v = (t.reshape(s, h, d // h).transpose(1, 0, 2) for t in (q, k, v))
        att = jax.nn.softmax(q @ k.transpose(0, 2, 1) / np.sqrt(d // h)
                             + jnp.triu(jnp.full((s, s), -1e9), 1), axis=-1)
        y = x + (att @ v).transpose(1, 0, 2).reshape(s, d) @ wo
        return y + jax.nn.gelu(ln(y) @ w1) @ w2

    def loss_grad(params, x):
        return jax.value_and_grad(lambda p: (block(p, x) ** 2).mean())(params)
    return ("transformer s256 d512 fwd+bwd", _lower(loss_grad, params, x), [*params, x], "matmul")


def scan_case():
    import jax
    import jax.numpy as jnp
    rng = np.random.default_rng(0)
    w = rng.standard_normal((64, 64), np.float32) * 0.1
    h0 = rng.standard_normal((64,), np.float32)

    def f(w, h0):
        def step(h, _):
            h = jnp.tanh(w @ h)
            return h, h.sum()
        return jax.lax.scan(step, h0, None, length=200)
    return "scan 200 steps", _lower(f, w, h0), [w, h0], "other"


def scan_numpy_floor(w, h0):
    """The scan's steps written by hand in NumPy: what any op-by-op NumPy evaluation costs at least."""
    out = np.zeros(200, np.float32)
    h = h0
    for i in range(200):
        h = np.tanh(w @ h)
        out[i] = h.sum()
    return h, out


FLOORS = {"scan": scan_numpy_floor}


def overhead_case():
    """A chain of 2000 tiny elementwise ops on f32[4]: time per instruction."""
    lines = ["HloModule overhead", "ENTRY e {", "  v0 = f32[4] parameter(0)", "  c = f32[4] parameter(1)"]
    n = 2000
    for i in range(n):
        op = ("add", "multiply", "subtract", "maximum")[i % 4]
        lines.append(f"  v{i + 1} = f32[4] {op}(v{i}, c)")
    lines.append(f"  ROOT r = f32[4] negate(v{n})")
    lines.append("}")
    args = [np.ones(4, np.float32), np.full(4, 0.5, np.float32)]
    return "overhead 2001 tiny ops", "\n".join(lines) + "\n", args, "overhead"


CASES = {"mlp": mlp_case, "cnn": cnn_case, "transformer": transformer_case, "scan": scan_case,
         "overhead": overhead_case}
TARGET = {"matmul": 2.0, "conv": 2.0, "other": 5.0}


def _best(fn, repeat):
    best = float("inf")
    for _ in range(repeat):
        t = time.perf_counter()
        fn()
        best = min(best, time.perf_counter() - t)
    return best


def main(argv=None):
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--repeat", type=int, default=3)
    ap.add_argument("--only", default=",".join(CASES))
    opts = ap.parse_args(argv)
    import jax
    jax.config.update("jax_enable_x64", True)
    import hlotool
    from hlotool.backends.oracle import compile_on_cpu
    from hlotool.interp.allocator import keep_freed_memory
    keep_freed_memory()         # (as `hlotool run` does in its process)
    from hlotool.interp.compare import compare_outputs

    print(f"{'case':34s} {'hlotool s':>10s} {'XLA s':>10s} {'ratio':>7s} {'target':>7s}  max err / max |value| vs XLA")
    for key in opts.only.split(","):
        label, text, args, kind = CASES[key]()
        module = hlotool.parse(text)
        ours_out = hlotool.run(module, *args)
        t_ours = _best(lambda: hlotool.run(module, *args), opts.repeat)
        exe = compile_on_cpu(text)
        dev = [jax.device_put(a) for a in args]
        xla_out = [np.asarray(o) for o in exe.execute(dev)]
        t_xla = _best(lambda: [o.block_until_ready() for o in exe.execute(dev)], opts.repeat)
        checks = [compare_outputs(g, w) for g, w in zip(ours_out, xla_out, strict=True)]
        # each output's largest error over its largest |value| (an element's own relative error is large where
        # the element is near zero and says nothing of the output)
        rel = max((c[0] / max(float(np.max(np.abs(np.asarray(w, np.float64)))), 1e-300) if np.size(w) else 0.0
                   for c, w in zip(checks, xla_out, strict=True)), default=0.0)
        within = "within tol" if all(c[2] for c in checks) else "OUTSIDE tol"
        if kind == "overhead":
            n = module.entry.__len__() - 2
            print(f"{label:34s} {t_ours:10.4f} {t_xla:10.4f} {t_ours / t_xla:7.1f} {'':>7s}  {rel:.2g} {within}"
                  f"   -> {t_ours / n * 1e6:.2f} us/instruction (target <= 5)")
        else:
            print(f"{label:34s} {t_ours:10.4f} {t_xla:10.4f} {t_ours / t_xla:7.2f} "
                  f"{TARGET[kind]:7.1f}  {rel:.2g} {within}")
        if key in FLOORS:
            t_floor = _best(lambda: FLOORS[key](*args), opts.repeat)
            print(f"{'  same steps in hand-written NumPy':34s} {t_floor:10.4f} {t_xla:10.4f} "
                  f"{t_floor / t_xla:7.2f} {'':>7s}  hlotool at {t_ours / t_floor:.1f}x this floor")
        sys.stdout.flush()


if __name__ == "__main__":
    main()
