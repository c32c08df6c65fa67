"""Generate large HLO dumps for benchmarks (at benchmark time; never committed).

``transformer_post_dump(layers=12)`` is the post-optimization module (XLA:CPU, normal dump
style: metadata, backend_config, schedule, stack-frame tables, large constants printed in
full) of one training step of a ``layers``-deep decoder-only transformer: value_and_grad
of a cross-entropy loss with dropout (threefry) followed by an Adam update.
``transformer_pre_dump(layers=12)`` is the unoptimized module of the same step.

Results are cached under ``$HLOTOOL_BENCH_CACHE`` (default ``~/.cache/hlotool-bench``),
keyed by kind, parameters and jax version, so repeated benchmark runs are fast.

    python bench/gen_dumps.py [--layers 12]     # print sizes (generating if needed)
"""

from __future__ import annotations

import argparse
import hashlib
import os
import re
import subprocess
import sys
from pathlib import Path

CACHE_VERSION = 3


def cache_dir() -> Path:
    d = Path(os.environ.get("HLOTOOL_BENCH_CACHE", Path.home() / ".cache" / "hlotool-bench"))
    d.mkdir(parents=True, exist_ok=True)
    return d


def _cache_path(kind: str, **params) -> Path:
    import jax

    key = f"v{CACHE_VERSION}-{kind}-" + "-".join(f"{k}{v}" for k, v in sorted(params.items()))
    h = hashlib.sha1(f"{key}-jax{jax.__version__}".encode()).hexdigest()[:10]
    return cache_dir() / f"{kind}-{'-'.join(f'{k}{v}' for k, v in sorted(params.items()))}-{h}.hlo"


def _build_step(layers: int, d_model: int, heads: int, d_ff: int, vocab: int, seq: int, batch: int):
    """Return (train_step, example_args) for a small decoder-only transformer."""
    import jax
    import jax.numpy as jnp
    import numpy as np

    rng = np.random.default_rng(1234)

    def dense(a, b):
        return (rng.standard_normal((a, b)) / np.sqrt(a)).astype(np.float32)

    params = {
        "embed": (rng.standard_normal((vocab, d_model)) * 0.02).astype(np.float32),
        "final_ln": {"g": np.ones(d_model, np.float32), "b": np.zeros(d_model, np.float32)},
        "layers": [
            {
                "ln1": {"g": np.ones(d_model, np.float32), "b": np.zeros(d_model, np.float32)},
                "wqkv": dense(d_model, 3 * d_model),
                "bqkv": np.zeros(3 * d_model, np.float32),
                "wo": dense(d_model, d_model),
                "ln2": {"g": np.ones(d_model, np.float32), "b": np.zeros(d_model, np.float32)},
                "w1": dense(d_model, d_ff),
                "b1": np.zeros(d_ff, np.float32),
                "w2": dense(d_ff, d_model),
                "b2": np.zeros(d_model, np.float32),
            }
            for _ in range(layers)
        ],
    }
    # Sinusoidal position table: a closed-over numpy array, i.e. a large HLO constant.
    pos = np.arange(seq)[:, None] / np.power(10000.0, np.arange(0, d_model, 2)[None, :] / d_model)
    pos_table = np.concatenate([np.sin(pos), np.cos(pos)], -1).astype(np.float32)

    def layer_norm(x, p):
        mu = x.mean(-1, keepdims=True)
        var = jnp.mean(jnp.square(x - mu), -1, keepdims=True)
        return (x - mu) * jax.lax.rsqrt(var + np.float32(1e-5)) * p["g"] + p["b"]

    def dropout(key, x, rate=0.1):
        keep = jax.random.bernoulli(key, 1.0 - rate, x.shape)
        return jnp.where(keep, x / np.float32(1.0 - rate), np.float32(0))

    def block(p, x, key):
        k1, k2, k3 = jax.random.split(key, 3)
        B, T, D = x.shape
        h = layer_norm(x, p["ln1"])
        qkv = h @ p["wqkv"] + p["bqkv"]
        q, k, v = jnp.split(qkv, 3, -1)
        q, k, v = (t.reshape(B, T, heads, D // heads) for t in (q, k, v))
        s = jnp.einsum("bthd,bshd->bhts", q, k) * np.float32(1 / np.sqrt(D // heads))
        mask = jnp.tril(jnp.ones((T, T), bool))
        a = jax.nn.softmax(jnp.where(mask, s, np.float32(-1e9)), -1)
        a = dropout(k1, a)
        o = jnp.einsum("bhts,bshd->bthd", a, v).reshape(B, T, D)
        x = x + dropout(k2, o @ p["wo"])
        h = layer_norm(x, p["ln2"])
        h = jax.nn.gelu(h @ p["w1"] + p["b1"]) @ p["w2"] + p["b2"]
        return x + dropout(k3, h)

    def loss_fn(params, tokens, targets, key):
        x = params["embed"][tokens] + pos_table[: tokens.shape[1]]
        keys = jax.random.split(key, len(params["layers"]))
        for p, k in zip(params["layers"], keys, strict=True):
            x = block(p, x, k)
        x = layer_norm(x, params["final_ln"])
        logits = x @ params["embed"].T
        logp = jax.nn.log_softmax(logits)
        return -jnp.mean(jnp.take_along_axis(logp, targets[..., None], -1))

    def train_step(params, m, v, step, tokens, targets, key):
        loss, grads = jax.value_and_grad(loss_fn)(params, tokens, targets, key)
        b1, b2, lr = np.float32(0.9), np.float32(0.999), np.float32(1e-3)
        m = jax.tree.map(lambda m, g: b1 * m + (1 - b1) * g, m, grads)
        v = jax.tree.map(lambda v, g: b2 * v + (1 - b2) * g * g, v, grads)
        t = (step + 1).astype(jnp.float32)
        mhat = jax.tree.map(lambda m: m / (1 - b1 ** t), m)
        vhat = jax.tree.map(lambda v: v / (1 - b2 ** t), v)
        params = jax.tree.map(lambda p, a, b: p - lr * a / (jnp.sqrt(b) + np.float32(1e-8)), params, mhat, vhat)
        gnorm = jnp.sqrt(sum(jnp.sum(g * g) for g in jax.tree.leaves(grads)))
        return loss, gnorm, params, m, v, step + 1

    zeros = jax.tree.map(np.zeros_like, params)
    tokens = rng.integers(0, vocab, (batch, seq)).astype(np.int32)
    targets = rng.integers(0, vocab, (batch, seq)).astype(np.int32)
    key = np.asarray(jax.random.PRNGKey(0))
    return train_step, (params, zeros, zeros, np.int32(0), tokens, targets, key)


def _generate(kind: str, layers: int, proto_out: str | None = None) -> str:
    import jax
    import jaxlib._hlo as H

    cfg = dict(layers=layers, d_model=256, heads=8, d_ff=1024, vocab=512, seq=128, batch=2)
    step, args = _build_step(**cfg)
    step.__name__ = step.__qualname__ = f"transformer_{layers}l_train_step"
    # Make FileNames independent of where the checkout lives.
    key = "jax_hlo_source_file_canonicalization_regex"
    old = getattr(jax.config, key)
    jax.config.update(key, r"^.*/(?=bench/gen_dumps\.py$)|^.*/site-packages/")
    try:
        lowered = jax.jit(step).lower(*args)
        if kind == "transformer-stablehlo":
            return lowered.as_text()
        opts = H.HloPrintOptions()
        opts.print_large_constants = True
        if kind == "transformer-pre":
            module = lowered.compiler_ir("hlo").get_hlo_module()
        else:
            module = lowered.compile().runtime_executable().hlo_modules()[0]
        text = module.to_string(opts)
        if proto_out is not None:      # the same module as an HloModuleProto (--xla_dump_hlo_as_proto's)
            Path(proto_out).write_bytes(module.as_serialized_hlo_module_proto())
    finally:
        jax.config.update(key, old)
    assert "{...}" not in text
    return text


def _cached(kind: str, layers: int) -> str:
    path = _cache_path(kind, layers=layers)
    if not path.exists():
        # Generate in a fresh interpreter: the dump's stack-frame tables then do not depend on
        # who called us, and the caller's process is not loaded with jax compilation state.
        tmp = path.with_name(path.name + f".{os.getpid()}.tmp")
        subprocess.run([sys.executable, str(Path(__file__).resolve()), "--_generate", kind, str(layers), str(tmp)],
                       check=True)
        tmp.replace(path)
    return path.read_text()


def transformer_post_dump(layers: int = 12) -> str:
    """Post-optimization HLO text of a ``layers``-layer transformer training step."""
    return _cached("transformer-post", layers)


def transformer_post_proto_paths(layers: int = 12) -> tuple[Path, Path]:
    """(HLO text, HloModuleProto) files of one compilation of the post-optimization train step: the same
    module as text and as a binary proto (bench/protos.py compares reading the two)."""
    text_path = _cache_path("transformer-post-pair", layers=layers)
    proto_path = text_path.with_name(text_path.name + ".pb")
    if not (text_path.exists() and proto_path.exists()):
        tmp = text_path.with_name(text_path.name + f".{os.getpid()}.tmp")
        subprocess.run([sys.executable, str(Path(__file__).resolve()), "--_generate", "transformer-post", str(layers),
                        str(tmp), "--_proto-out", str(tmp) + ".pb"], check=True)
        Path(str(tmp) + ".pb").replace(proto_path)
        tmp.replace(text_path)
    return text_path, proto_path


def transformer_pre_dump(layers: int = 12) -> str:
    """Unoptimized (as lowered by jax) HLO text of the same training step."""
    return _cached("transformer-pre", layers)


def transformer_post_dump_path(layers: int = 12) -> Path:
    transformer_post_dump(layers)
    return _cache_path("transformer-post", layers=layers)


def transformer_stablehlo_text(layers: int = 12) -> str:
    """StableHLO text (``lowered.as_text()``, what jax prints) of the step ``transformer_pre_dump`` is the HLO of."""
    return _cached("transformer-stablehlo", layers)


def transformer_pre_dump_path(layers: int = 12) -> Path:
    transformer_pre_dump(layers)
    return _cache_path("transformer-pre", layers=layers)


def replicated_post_dump_path(copies: int, layers: int = 12) -> Path:
    """A real post-optimization dump made ``copies`` times bigger: every computation of the
    ``layers``-layer dump is copied ``copies`` times under new names, and a new ENTRY calls each
    copy's entry on the same parameters and returns their results as a tuple. Each megabyte reads
    like the real dump (same instructions, metadata, fusions and constants), so the benchmark can
    check that costs grow linearly at 25-200 MB without compiling a model that big."""
    import hlotool

    source_path = transformer_post_dump_path(layers)
    path = _cache_path("replicated-post", layers=layers, copies=copies)
    if path.exists():
        return path
    text = source_path.read_text()
    module = hlotool.parse(text)
    header_end = text.index("\n")
    first_comp = min(text.index("\n%" + c.name + " ") if not c.is_entry else text.index("\nENTRY %" + c.name + " ")
                     for c in module.computations) + 1
    tables = text[header_end + 1:first_comp]
    body = text[first_comp:].replace("\nENTRY %", "\n%")
    if body.startswith("ENTRY %"):
        body = body[len("ENTRY "):]
    # A template in which each computation name carries a marker, replaced per copy by its suffix.
    names = {c.name for c in module.computations}
    marker = "\x01"
    template = re.sub(r"%([A-Za-z0-9_.\-]+)",
                      lambda m: m.group(0) + marker if m.group(1) in names else m.group(0), body)
    entry = module.entry
    params = entry.parameters
    lines = [f"ENTRY %replicated_main ({', '.join(f'p{i}: {p.shape.to_text(False)}' for i, p in enumerate(params))})"
             f" -> ({', '.join([entry.root.shape.to_text(False)] * copies)}) {{"]
    lines += [f"  %p{i} = {p.shape.to_text()} parameter({i})" for i, p in enumerate(params)]
    operands = ", ".join(f"%p{i}" for i in range(len(params)))
    lines += [f"  %call.{k} = {entry.root.shape.to_text()} call({operands}), to_apply=%{entry.name}.copy{k}"
              for k in range(copies)]
    lines.append(f"  ROOT %results = ({', '.join([entry.root.shape.to_text()] * copies)}) tuple("
                 + ", ".join(f"%call.{k}" for k in range(copies)) + ")")
    tmp = path.with_name(path.name + f".{os.getpid()}.tmp")
    with open(tmp, "w") as f:
        f.write(f"HloModule {module.name}_x{copies}, is_scheduled=true\n")
        f.write(tables)
        for k in range(copies):
            f.write(template.replace(marker, f".copy{k}"))
            f.write("\n")
        f.write("\n".join(lines) + "\n}\n\n")
    tmp.replace(path)
    return path


def main() -> None:
    ap = argparse.ArgumentParser(description="generate/cache the benchmark HLO dumps and print their sizes")
    ap.add_argument("--layers", type=int, default=12)
    ap.add_argument("--proto", action="store_true",
                    help="also the post-optimization module as an HloModuleProto beside its text (bench/protos.py)")
    ap.add_argument("--_generate", nargs=3, metavar=("KIND", "LAYERS", "OUT"), help=argparse.SUPPRESS)
    ap.add_argument("--_proto-out", dest="proto_out", help=argparse.SUPPRESS)
    ns = ap.parse_args()
    if ns._generate:
        kind, layers, out = ns._generate
        Path(out).write_text(_generate(kind, int(layers), ns.proto_out))
        return
    if ns.proto:
        for path in transformer_post_proto_paths(ns.layers):
            print(f"{path}: {path.stat().st_size:,} bytes")
        return
    for name, fn in (("post", transformer_post_dump), ("pre", transformer_pre_dump)):
        text = fn(ns.layers)
        print(f"transformer_{name}_dump(layers={ns.layers}): {len(text.encode()):,} bytes, "
              f"{text.count(chr(10)):,} lines  [{_cache_path('transformer-' + name, layers=ns.layers)}]")


if __name__ == "__main__":
    main()
