"""Run HLO text on XLA CPU through jaxlib (the optional ``--compare-with xla``). Imports jax
lazily: hlotool itself does not depend on it."""
from __future__ import annotations

import numpy as np


def run_with_xla(text: str, args) -> list[np.ndarray]:
    import os
    os.environ.setdefault("JAX_PLATFORMS", "cpu")
    mesh = _global_view_mesh_size(text)
    if mesh > 1:
        return _run_global_view(text, args, mesh)
    import jax
    jax.config.update("jax_enable_x64", True)
    exe = compile_on_cpu(text)
    cpu0 = jax.devices("cpu")[0]
    outs = exe.execute([jax.device_put(a, cpu0) for a in _leaves(args)])
    return [np.asarray(o) for o in outs]


def compile_on_cpu(text: str):
    import jax
    import jaxlib._hlo as H
    from jax._src.lib import xla_client as xc
    proto = H.hlo_module_from_text(text).as_serialized_hlo_module_proto()
    cpu = jax.devices("cpu")
    return cpu[0].client.compile_and_load(xc._xla.mlir.hlo_to_stablehlo(proto),
                                          xc.DeviceList(tuple(cpu[:1])), xc.CompileOptions())


def _leaves(args):
    out = []
    for a in args:
        out.extend(_leaves(a) if isinstance(a, tuple) else [a])
    return out


def run_with_xla_on_devices(module_or_text, per_device_args, replicas: int, partitions: int) -> list[list[np.ndarray]]:
    """Run an already partitioned module (each device runs the entry on its own inputs) on XLA CPU
    with ``replicas`` x ``partitions`` host devices; returns the output leaves per device.

    XLA CPU only runs several partitions through its SPMD partitioner, so every entry instruction
    is marked ``sharding={manual}`` first: the partitioner then leaves the program as written.
    Needs ``XLA_FLAGS=--xla_force_host_platform_device_count=N`` set before jax is imported."""
    import os
    import sys
    os.environ.setdefault("JAX_PLATFORMS", "cpu")
    n = replicas * partitions
    if "jax" not in sys.modules and "xla_force_host_platform_device_count" not in os.environ.get("XLA_FLAGS", ""):
        # XLA reads this once, when jax is first imported.
        os.environ["XLA_FLAGS"] = (os.environ.get("XLA_FLAGS", "") +
                                   f" --xla_force_host_platform_device_count={max(n, 8)}").strip()
    import jax
    import jaxlib._hlo as H
    from jax._src.lib import xla_client as xc
    from jax._src.sharding_impls import GSPMDSharding
    from .. import format as format_module, parse
    jax.config.update("jax_enable_x64", True)
    module = parse(module_or_text) if isinstance(module_or_text, str) else module_or_text
    cpu = jax.devices("cpu")
    if len(cpu) < n:
        raise RuntimeError(f"XLA has {len(cpu)} CPU devices, the run needs {n}: set "
                           f"XLA_FLAGS=--xla_force_host_platform_device_count={n} before importing jax")
    text = format_module(_manual_everywhere(module)) if partitions > 1 else format_module(module)
    proto = H.hlo_module_from_text(text).as_serialized_hlo_module_proto()
    devs = xc.DeviceList(tuple(cpu[:n]))
    opts = xc.CompileOptions()
    eb = opts.executable_build_options
    eb.num_replicas, eb.num_partitions = replicas, partitions
    eb.use_spmd_partitioning = partitions > 1
    eb.device_assignment = xc.DeviceAssignment.create(np.arange(n).reshape(replicas, partitions))
    opts.num_replicas, opts.num_partitions = replicas, partitions
    exe = cpu[0].client.compile_and_load(xc._xla.mlir.hlo_to_stablehlo(proto), devs, opts)
    leaves = [_leaves(a) for a in per_device_args]
    # Per-device values differ; the array's "replicated" sharding only tells jax where they live.
    ins = [jax.make_array_from_single_device_arrays(
        np.shape(leaves[0][i]), GSPMDSharding(devs, xc.HloSharding.replicate()),
        [jax.device_put(leaves[d][i], cpu[d]) for d in range(n)]) for i in range(len(leaves[0]))]
    res = exe.execute_sharded(ins).disassemble_into_single_device_arrays()
    return [[np.asarray(res[j][d]) for j in range(len(res))] for d in range(n)]


def _manual_everywhere(module):
    """A copy of ``module`` whose entry instructions all carry a manual sharding."""
    import copy
    from ..ir.attrs import Sharding
    module = copy.deepcopy(module)
    manual = Sharding("manual")
    for inst in module.entry.instructions:
        leaves = inst.shape.leaves() if inst.shape.is_tuple else None
        inst.attrs["sharding"] = manual if leaves is None else Sharding(
            "tuple", elements=tuple(manual for _ in leaves))
    return module


def _global_view_mesh_size(text: str) -> int:
    """Devices a global-view module's shard_map regions run on (its largest sdy mesh, or the
    tiling of an SPMDFullToShardShape's operand); 1 for other modules."""
    from .. import parse
    from .sharding import ShardingError, parse_sdy_meshes
    module = parse(text)
    try:
        meshes = parse_sdy_meshes(module.attrs.get("frontend_attributes"))
    except ShardingError:
        meshes = {}
    size = max((m.size for m in meshes.values()), default=1)
    for inst in module.instructions():
        if inst.opcode == "custom-call" and str(inst.attrs.get("custom_call_target")) == "SPMDFullToShardShape" \
                and inst.operands:
            sh = inst.operands[0].attrs.get("sharding")
            if sh is not None and sh.kind == "tiled":
                size = max(size, int(np.prod(sh.tile_dims)))
    return size


def _run_global_view(text: str, args, n: int) -> list[np.ndarray]:
    """A global-view module on XLA CPU: partitioned by XLA over ``n`` host devices, fed and read
    as global arrays."""
    import os
    import sys
    if "jax" not in sys.modules and "xla_force_host_platform_device_count" not in os.environ.get("XLA_FLAGS", ""):
        os.environ["XLA_FLAGS"] = (os.environ.get("XLA_FLAGS", "") +
                                   f" --xla_force_host_platform_device_count={max(n, 8)}").strip()
    import jax
    import jaxlib._hlo as H
    from jax._src.lib import xla_client as xc
    from jax._src.sharding_impls import GSPMDSharding
    jax.config.update("jax_enable_x64", True)
    cpu = jax.devices("cpu")
    if len(cpu) < n:
        raise RuntimeError(f"XLA has {len(cpu)} CPU devices, the module's mesh needs {n}: set "
                           f"XLA_FLAGS=--xla_force_host_platform_device_count={n} before importing jax")
    proto = H.hlo_module_from_text(text).as_serialized_hlo_module_proto()
    devs = xc.DeviceList(tuple(cpu[:n]))
    opts = xc.CompileOptions()
    eb = opts.executable_build_options
    eb.num_replicas, eb.num_partitions = 1, n
    eb.use_spmd_partitioning = True
    eb.use_shardy_partitioner = "xla.sdy" in text
    eb.device_assignment = xc.DeviceAssignment.create(np.arange(n).reshape(1, n))
    opts.num_partitions = n
    exe = cpu[0].client.compile_and_load(xc._xla.mlir.hlo_to_stablehlo(proto), devs, opts)
    leaves = _leaves(args)
    ins = [jax.device_put(a, GSPMDSharding(devs, s)) for a, s in zip(leaves, exe.get_parameter_shardings())]
    res = exe.execute_sharded(ins).disassemble_into_single_device_arrays()
    outs = []
    for shards, s in zip(res, exe.get_output_shardings()):
        sharding = GSPMDSharding(devs, s)
        shape = _global_shape(s, np.shape(shards[0]))
        outs.append(np.asarray(jax.make_array_from_single_device_arrays(shape, sharding, shards)))
    return outs


def _global_shape(hlo_sharding, local_shape) -> tuple[int, ...]:
    """The global shape whose blocks under ``hlo_sharding`` have ``local_shape`` (even shards)."""
    from jax._src.lib import xla_client as xc
    from jax._src.op_shardings import get_num_ways_dim_sharded
    if not isinstance(hlo_sharding, xc.HloSharding):
        hlo_sharding = xc.HloSharding.from_proto(hlo_sharding)
    ways, _ = get_num_ways_dim_sharded(hlo_sharding)
    ways = list(ways) or [1] * len(local_shape)
    return tuple(int(d) * int(w) for d, w in zip(local_shape, ways))
