"""The HLO test corpus (``tests/corpus``), generated from a catalogue of small JAX programs.

For every program NAME this writes ``OUT/NAME/``:

* ``pre.hlo``   -- the unoptimized module (``jax.jit(f).lower(*args)``), printed by
                   XLA with large constants shown (never ``{...}``).
* ``post.hlo``  -- the optimized module after ``lowered.compile()`` on CPU, in normal
                   dump style (metadata, backend_config, schedule) with large constants.
* ``io.npz``    -- inputs ``arg0..`` and outputs ``out0..`` as flat tuple leaves in the
                   parameter order of the pre.hlo entry computation.  Types that .npz
                   cannot hold are stored as same-width unsigned bit patterns, listed in
                   ``__dtypes__`` (see ``hlotool.npz``).
                   The outputs are exactly what XLA:CPU computes from pre.hlo (parsed by
                   XLA, compiled from scratch).  jax's own executable (post.hlo) can differ
                   from them by float rounding in a few programs (model_transformer_grad),
                   because jax compiles its StableHLO directly.
* ``meta.json`` -- ``{"devices": N, "tags": [...], "description": "...", "jax": "X.Y.Z",
                   "jaxlib": "X.Y.Z"}`` (the versions that made the files).

Every program is verified: pre.hlo is re-parsed by XLA's own parser, compiled and run on
XLA:CPU with the saved inputs, and must reproduce the saved outputs bit for bit.

Multi-device programs (devices N > 1; 8 forced host devices are available) run every device
of the compiled executable.  ``meta.json`` then also holds ``"kind"`` (how the program was
made: ``"shard_map"``, ``"jit"`` (jit with NamedSharding in/out shardings, the compiler inserts
the collectives), ``"pmap"`` (jax.pmap, which jax >= 0.8 lowers as jit(shard_map): post.hlo
has num_partitions=N) or ``"replica"`` (a jax.pmap body as a cross-replica module,
replica_count=N, see ``generate.to_replica_module``)), ``"replicas": R`` and ``"partitions": P``
(those of post.hlo; R * P = N).  ``io.npz`` holds

* ``argI`` / ``outJ``: the global inputs and outputs (what the user passes to / gets from the
  jitted or pmapped function, flattened leaves; ``argI`` in entry-parameter order of pre.hlo,
  whose entry takes the global shapes -- except for kind "replica", whose pre.hlo, like its
  post.hlo, is the per-replica program);
* ``argI_devD`` / ``outJ_devD``: the per-device arrays.  D is the XLA device id of the
  executable's device assignment, D = replica * P + partition (the position of the device in
  ``LoadedExecutable.local_devices()``; checked at start-up by ``generate.check_device_ids``,
  and for these programs it equals the jax device id: meshes take ``jax.devices()[:N]`` in
  order).
  ``argI_devD`` are the arguments of post.hlo's entry on device D (the local shards, or full
  copies of replicated inputs), ``outJ_devD`` what post.hlo's ROOT produces there (shards of
  the outputs; every device's own copy of a replicated one).

The stored arrays are those of jax's own executable (post.hlo).  Verification: pre.hlo,
re-parsed by XLA and compiled from scratch for N devices (twice, bit-identical), run on the
per-device inputs jax used, must reproduce every per-device output bit for bit (or by float
rounding, reported as inexact) and the global outputs; post.hlo's header must state R and P
and its entry's parameter and result shapes must be those of the per-device arrays.

Layout: ``registry`` (``Program``, the ``@program`` / ``@md`` decorators, input helpers),
``programs/`` (one module per family; each program declared once), ``generate`` (lowering,
running on XLA through ``hlotool.backends``, verification, writing), ``cli`` (the command line).

Usage::

    python -m tools.corpus [--only NAME ...] [--out tests/corpus] [--list] [--clean]
    python -m tools.corpus --meta-only [--only NAME ...]     # rewrite meta.json only
    python -m tools.corpus --check [--only NAME ...]         # regenerate into a temporary folder
                                                             # and compare with --out

(``scripts/gen_corpus.py`` takes the same arguments.)

A program that fails to lower/compile/verify on the installed jax is dropped with a
warning; the generator never stops because of one program.
"""
from __future__ import annotations

import os

# Before jax is imported (by any module of this package): multi-device programs run on up to 8
# host devices.
_FLAG = "--xla_force_host_platform_device_count=8"
if _FLAG not in os.environ.get("XLA_FLAGS", ""):
    os.environ["XLA_FLAGS"] = (os.environ.get("XLA_FLAGS", "") + " " + _FLAG).strip()
os.environ.setdefault("JAX_PLATFORMS", "cpu")
