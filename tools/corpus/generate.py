"""Generating and verifying one corpus program (what is stored and checked: see ``tools.corpus``).

XLA is reached through hlotool's XLA backend (``hlotool.backends``): ``oracle.run_with_xla`` runs a
single-device module, ``oracle.run_with_xla_on_devices`` a per-replica module on every device, and
``xla_compile.compile_text`` compiles a global-view module for N partitions (run here shard by shard,
since the backend gives global outputs only). What the generator reads from a module (its entry's
parameters and result shapes, the header's replica_count / num_partitions, the body of a pmap)
comes from hlotool's IR (``hlotool.parse``), never from the text.
"""
from __future__ import annotations

import contextlib
import dataclasses
import json
import runpy
import shutil
from pathlib import Path
from typing import Callable

import jax
import jaxlib
import jaxlib._hlo as H
import ml_dtypes
import numpy as np
from jax._src.lib import xla_client as xc
from jax.sharding import Mesh
from jax.sharding import PartitionSpec as P

from hlotool import parse
from hlotool.backends.oracle import run_with_xla, run_with_xla_on_devices
from hlotool.backends.xla_compile import CompileSpec, compile_options, compile_text
from hlotool.fmt import format_module
from hlotool.ir.dtypes import hlo_type_of
from hlotool.ir.module import Module
from hlotool.ir.shape import Shape
from hlotool.npz import SPECIAL_DTYPES, decode_npz, encode_array, save_npz

from .registry import Program, Rand, shmap

jax.config.update("jax_enable_x64", True)
# Source locations in the modules' metadata: paths relative to the repository (tools/corpus/...)
# or to site-packages, so that the corpus is identical wherever it is generated.
jax.config.update("jax_hlo_source_file_canonicalization_regex", r"^.*/(?=tools/corpus/)|^.*/site-packages/")


def _exclude_driver_frames() -> None:
    """Keep the generator's own frames (and runpy's, and the scripts/ wrapper's) out of the stack
    frames jax records: a module's metadata then names only its program's source, however the
    generator was started."""
    try:
        from jax._src import source_info_util
    except ImportError:       # pragma: no cover - private API; without it the frames are only longer
        return
    here = Path(__file__).resolve().parent
    for path in (here / "generate.py", here / "cli.py", here / "__main__.py", here / "__init__.py",
                 here.parent.parent / "scripts" / "gen_corpus.py", Path(runpy.__file__), "<frozen runpy>"):
        source_info_util.register_exclusion(str(path))


_exclude_driver_frames()

PRINT_OPTS = H.HloPrintOptions()
PRINT_OPTS.print_large_constants = True


def versions() -> dict:
    """The meta.json fields naming the tools that made a program's files."""
    return {"jax": jax.__version__, "jaxlib": jaxlib.__version__}


@contextlib.contextmanager
def jax_config(**cfg):
    old = {k: getattr(jax.config, k) for k in cfg}
    try:
        for k, v in cfg.items():
            jax.config.update(k, v)
        yield
    finally:
        for k, v in old.items():
            jax.config.update(k, v)


def hlo_text(module) -> str:
    """XLA's printing of an HloModule, large constants included."""
    text = module.to_string(PRINT_OPTS)
    if "{...}" in text:
        raise RuntimeError("elided constant {...} in printed module")
    return text


# ---------------------------------------------------------------- comparing arrays

def _bits(a: np.ndarray) -> np.ndarray:
    enc, _ = encode_array(np.asarray(a))
    if enc.dtype.kind in "fc":
        enc = enc.view(np.dtype(f"u{enc.dtype.itemsize}")) if enc.dtype.kind == "f" else enc.view(
            np.dtype(f"u{enc.dtype.itemsize // 2}"))
    if enc.dtype == np.bool_:
        enc = enc.view(np.uint8)
    return enc


def bit_equal(a: np.ndarray, b: np.ndarray) -> bool:
    a, b = np.asarray(a), np.asarray(b)
    if a.shape != b.shape or a.dtype != b.dtype:
        return False
    return bool(np.array_equal(_bits(a), _bits(b)))


def close_enough(a: np.ndarray, b: np.ndarray) -> bool:
    """Loose float comparison (same shape/dtype, same nan pattern, a few ulps-ish)."""
    if a.shape != b.shape or a.dtype != b.dtype:
        return False
    if not (np.issubdtype(a.dtype, np.inexact) or a.dtype.name in SPECIAL_DTYPES):
        return False
    if np.issubdtype(a.dtype, np.complexfloating):
        return close_enough(a.real.copy(), b.real.copy()) and close_enough(a.imag.copy(), b.imag.copy())
    eps = float(ml_dtypes.finfo(a.dtype).eps) if a.dtype.name in SPECIAL_DTYPES else float(np.finfo(a.dtype).eps)
    x, y = a.astype(np.float64), b.astype(np.float64)
    scale = max(1.0, float(np.nanmax(np.abs(np.where(np.isfinite(y), y, 0)), initial=0.0)))
    return bool(np.allclose(x, y, rtol=1e3 * eps, atol=1e3 * eps * scale, equal_nan=True))


def _compare_outputs(label: str, got: np.ndarray, again: np.ndarray, want: np.ndarray) -> bool:
    """True if bit-equal, False if equal up to float rounding; raises otherwise."""
    if not bit_equal(got, again):
        raise RuntimeError(f"{label}: two XLA compiles of pre.hlo disagree")
    if bit_equal(got, want):
        return True
    if not close_enough(got, want):
        raise RuntimeError(f"{label}: pre.hlo on XLA differs from jax's executable "
                           f"({got.dtype}{got.shape} vs {want.dtype}{want.shape})")
    return False


# ---------------------------------------------------------------- reading modules (hlotool's IR)

def entry_shapes(module: Module) -> tuple[list[Shape], list[Shape]]:
    """(parameter shapes, result shapes) of the entry, tuples flattened to their leaves."""
    entry = module.entry
    return [s for p in entry.parameters for s in p.shape.leaves()], list(entry.root.shape.leaves())


def header_counts(module: Module) -> tuple[int, int]:
    """(replica_count, num_partitions) stated by the HloModule header (1 where absent)."""
    return int(module.attrs.get("replica_count", 1)), int(module.attrs.get("num_partitions", 1))


def same_shape(shape: Shape, a: np.ndarray) -> bool:
    return tuple(shape.dims) == a.shape and shape.element_type == hlo_type_of(a.dtype)


_PMAP_ENTRY_OPCODES = {"parameter", "call", "get-tuple-element", "tuple", "reshape"}
_PMAP_ENTRY_TARGETS = {"Sharding", "SPMDFullToShardShape", "SPMDShardToFullShape"}


def to_replica_module(text: str, n: int, name: str) -> str:
    """The per-replica module (replica_count=n) of a jax.pmap program.

    ``text`` is jax's lowering of the pmap with the legacy GSPMD partitioner: jax (>= 0.8)
    lowers pmap as jit(shard_map), whose body is a computation ``shmap_body`` with per-device
    shapes, called once from an ENTRY that only shards and unshards (custom-calls Sharding /
    SPMDFullToShardShape / SPMDShardToFullShape).  Its collectives name global device ids in
    cross-partition form (channel_id, use_global_device_ids=true) and axis_index reads
    partition-id.  With n replicas and one partition those ids are the replica ids, so: the
    body becomes the ENTRY, the collectives lose channel_id and use_global_device_ids (XLA's
    cross-replica mode: groups and source-target pairs name replicas) and partition-id
    becomes replica-id.  (jax no longer emits cross-replica modules itself.)  The rewrite is
    done on hlotool's IR, printed by hlotool and printed again by XLA."""
    module = parse(text)
    entry = module.entry
    bodies = [c for c in module.computations if c.name.startswith("shmap_body")]
    callers = [i for i in entry.instructions for c in i.called_computations if bodies and c.name == bodies[0].name]
    if len(bodies) != 1 or len(callers) != 1 or callers[0].opcode != "call":
        raise RuntimeError(f"expected one shmap_body called once from the entry, found {[c.name for c in bodies]}")
    for inst in entry.instructions:
        if not (inst.opcode in _PMAP_ENTRY_OPCODES or (
                inst.opcode == "custom-call" and inst.attrs.get("custom_call_target") in _PMAP_ENTRY_TARGETS)):
            raise RuntimeError(f"unexpected instruction in the pmap entry: %{inst.name} = {inst.opcode}")
    body = bodies[0]
    computations = []
    for comp in module.computations:
        if comp is entry:
            continue
        insts = []
        for inst in comp.instructions:
            attrs = dict(inst.attrs)
            attrs.pop("channel_id", None)
            if attrs.get("use_global_device_ids") is True:
                del attrs["use_global_device_ids"]
            for bad in ("use_global_device_ids", "sharding"):
                if bad in attrs:
                    raise RuntimeError(f"{bad} left in the replica module (%{inst.name})")
            opcode = "replica-id" if inst.opcode == "partition-id" else inst.opcode
            insts.append(inst if (attrs == inst.attrs and opcode == inst.opcode)
                         else dataclasses.replace(inst, opcode=opcode, attrs=attrs))
        computations.append(dataclasses.replace(comp, instructions=insts, is_entry=comp is body))
    out = dataclasses.replace(module, name=name, attrs={"replica_count": n}, computations=computations)
    return hlo_text(H.hlo_module_from_text(format_module(out)))


# ---------------------------------------------------------------- running on XLA

def _cpu_devices(n: int) -> list:
    devices = jax.devices("cpu")
    if len(devices) < n:
        raise RuntimeError(f"needs {n} CPU devices, jax has {len(devices)}")
    return devices[:n]


def device_ids(exe) -> dict[int, int]:
    """jax device id -> XLA device id (replica * num_partitions + partition) for a loaded
    executable: the position of the device in ``local_devices()``, which lists the device
    assignment in that order (established by :func:`check_device_ids`)."""
    return {d.id: k for k, d in enumerate(exe.local_devices())}


def _device_of(a) -> int:
    (d,) = a.devices()
    return d.id


def per_device(arr, ids: dict[int, int]) -> dict[int, np.ndarray]:
    """{XLA device id: that device's piece} of a jax Array (its addressable shards)."""
    out = {ids[s.device.id]: np.asarray(s.data) for s in arr.addressable_shards}
    if sorted(out) != list(range(len(ids))):
        raise RuntimeError(f"array has shards on devices {sorted(out)}, expected all of 0..{len(ids) - 1}")
    return out


def run_partitioned_on_xla(text: str, args: list[np.ndarray], out_shapes: list[tuple], n: int):
    """Compile ``text`` (a jax pre-partitioning module) for ``n`` partitions with XLA's SPMD
    partitioner and run it on the global ``args``.  Returns (per-device inputs, per-device
    outputs, global outputs)."""
    from jax._src.sharding_impls import GSPMDSharding

    spec = CompileSpec(1, n, spmd=True, shardy=bool(jax.config.jax_use_shardy_partitioner))
    exe = compile_text(text, spec, _cpu_devices(n))
    ids = device_ids(exe)
    if ids != {k: k for k in range(n)}:
        raise RuntimeError(f"unexpected device order {ids}")
    devs = xc.DeviceList(tuple(exe.local_devices()))
    ins = [jax.device_put(a, GSPMDSharding(devs, s)) for a, s in zip(args, exe.get_parameter_shardings(), strict=True)]
    res = exe.execute_sharded(ins).disassemble_into_single_device_arrays()
    dev_out = [{ids[_device_of(a)]: np.asarray(a) for a in shards} for shards in res]
    glob = [np.asarray(jax.make_array_from_single_device_arrays(shape, GSPMDSharding(devs, s), shards))
            for shards, s, shape in zip(res, exe.get_output_shardings(), out_shapes, strict=True)]
    return [per_device(a, ids) for a in ins], dev_out, glob


def run_replicated_on_xla(text: str, dev_args: list[dict[int, np.ndarray]], n: int) -> list[dict[int, np.ndarray]]:
    """Run ``text`` (a per-replica module) on ``n`` replicas, device D on ``dev_args[i][D]``;
    returns the per-device outputs ``[j][D]``."""
    per_dev = run_with_xla_on_devices(text, [[a[d] for a in dev_args] for d in range(n)], n, 1)
    return [{d: per_dev[d][j] for d in range(n)} for j in range(len(per_dev[0]))]


def _compile_with_assignment(text: str, replicas: int, partitions: int, assignment):
    """``text`` compiled with XLA device id ``replica * partitions + partition`` on jax device
    ``assignment[...]`` (the backend's compile always assigns devices in order)."""
    spec = CompileSpec(replicas, partitions, spmd=partitions > 1,
                       shardy=partitions > 1 and bool(jax.config.jax_use_shardy_partitioner))
    opts = compile_options(spec)
    assignment = np.asarray(assignment).reshape(replicas, partitions)
    opts.executable_build_options.device_assignment = xc.DeviceAssignment.create(assignment)
    cpu = jax.devices("cpu")
    mlir = xc._xla.mlir.hlo_to_stablehlo(H.hlo_module_from_text(text).as_serialized_hlo_module_proto())
    return cpu[0].client.compile_and_load(mlir, xc.DeviceList(tuple(cpu[i] for i in assignment.ravel())), opts)


def check_device_ids() -> None:
    """Establish by experiment what XLA device id each jax device has in an executable.

    XLA numbers the devices of a (replicas x partitions) device assignment replica * P +
    partition; replica-id / partition-id read that pair on each device.  Checks that the
    position of a device in ``LoadedExecutable.local_devices()`` is that number, for raw XLA
    executables with permuted assignments (partitions, replicas, both), for jit(shard_map)
    over a permuted and an in-order mesh (axis_index = partition-id there), and for jax.pmap
    (where it is also the index along the mapped axis)."""
    from jax import lax

    n = min(8, len(jax.devices("cpu")))
    perm = np.random.default_rng(0).permutation(n)

    def raw(rep, part, assignment):
        man = ", sharding={manual}" if part > 1 else ""
        text = (f"HloModule ids\nENTRY e {{\n  r = u32[] replica-id(){man}\n  p = u32[] partition-id(){man}\n"
                f"  k = u32[] constant({part}){man}\n  m = u32[] multiply(r, k){man}\n"
                f"  ROOT id = u32[] add(m, p){man}\n}}\n")
        exe = _compile_with_assignment(text, rep, part, assignment)
        ids = device_ids(exe)
        shards = exe.execute_sharded([]).disassemble_into_single_device_arrays()[0]
        got = {_device_of(a): int(np.asarray(a)) for a in shards}
        want = {int(dev): k for k, dev in enumerate(np.asarray(assignment).ravel())}
        if not got == want == ids:
            raise AssertionError(f"device ids ({rep}x{part}, {assignment}): ran {got}, assignment {want}, "
                                 f"local_devices {ids}")

    raw(1, n, perm)
    raw(n, 1, perm)
    if n % 2 == 0:
        raw(2, n // 2, perm)
    for devs in (np.array(jax.devices()[:n])[perm], np.array(jax.devices()[:n])):
        mesh = Mesh(devs, ("i",))
        f = jax.jit(shmap(lambda: lax.axis_index("i")[None], mesh, (), P("i")))
        c = f.lower().compile()
        ids = device_ids(c.runtime_executable())
        got = {s.device.id: int(np.asarray(s.data)[0]) for s in c().addressable_shards}
        if got != ids or ids != {int(d.id): k for k, d in enumerate(devs)}:
            raise AssertionError(f"shard_map device ids: axis_index {got}, local_devices {ids}")
    g = jax.pmap(lambda x: x + lax.axis_index("p"), axis_name="p")
    c = g.lower(np.zeros(n, np.int32)).compile()
    ids = device_ids(c.runtime_executable())
    out = c(np.zeros(n, np.int32))
    got = {s.device.id: int(np.asarray(s.data)[0]) for s in out.addressable_shards}
    along = {s.device.id: s.index[0].start for s in out.addressable_shards}
    if not got == ids == along == {d.id: d.id for d in jax.devices()[:n]}:
        raise AssertionError(f"pmap device ids: axis_index {got}, local_devices {ids}, shard index {along}")


# ---------------------------------------------------------------- generating

def _unpack(built):
    return (built[0], built[1], built[2]) if len(built) == 3 else (built[0], built[1], {})


def generate(prog: Program, out_dir: Path) -> dict:
    """Lower, compile, run and verify ``prog``; write ``out_dir/NAME/``.  Returns sizes and counts
    for the progress line."""
    with jax_config(**prog.config):
        r = Rand(prog.name)
        fn, args, opts = _unpack(prog.build(r))

        def named(*a):
            return fn(*a)

        named.__name__ = named.__qualname__ = prog.name
        if prog.devices > 1:
            return generate_multi(prog, out_dir, named, args, opts)
        assert not opts and prog.kind == "jit"
        jitted = jax.jit(named, keep_unused=True)
        lowered = jitted.lower(*args)
        pre = hlo_text(lowered.compiler_ir("hlo").get_hlo_module())
        compiled = lowered.compile()
        post = hlo_text(compiled.runtime_executable().hlo_modules()[0])
        outs = compiled(*args)
        arg_leaves = [np.asarray(a) for a in jax.tree_util.tree_leaves(args)]
        out_leaves = [np.asarray(o) for o in jax.tree_util.tree_leaves(outs)]

        # Verification.  XLA must parse both texts; pre.hlo, re-parsed by XLA and run on
        # XLA:CPU, gives the reference outputs that are stored.  Two independent compiles
        # of pre.hlo must agree bit for bit, and they must match what jax itself computed
        # (bit-exactly for non-float leaves; floats may differ by rounding because jax
        # compiles its StableHLO directly and XLA's simplifier can then make other choices).
        H.hlo_module_from_text(post)
        got = run_with_xla(pre, arg_leaves)
        again = run_with_xla(pre, arg_leaves)
    if len(got) != len(out_leaves):
        raise RuntimeError(f"pre.hlo produced {len(got)} outputs, jax produced {len(out_leaves)}")
    n_params = len(parse(pre).entry.parameters)
    if n_params != len(arg_leaves):
        raise RuntimeError(f"entry has {n_params} parameters but {len(arg_leaves)} arg leaves")
    n_inexact = sum(not _compare_outputs(f"out{k}", g, g2, e)
                    for k, (g, g2, e) in enumerate(zip(got, again, out_leaves, strict=True)))
    arrays = {f"arg{i}": a for i, a in enumerate(arg_leaves)}
    arrays.update({f"out{i}": o for i, o in enumerate(got)})
    return write_program(out_dir / prog.name, pre, post, arrays, prog.meta(), n_inexact)


def generate_multi(prog: Program, out_dir: Path, named: Callable, args: tuple, opts: dict) -> dict:
    """A multi-device program: see the package docstring for what is stored and checked.
    Runs inside ``jax_config(**prog.config)``."""
    n, kind = prog.devices, prog.kind
    if kind in ("pmap", "replica"):
        jitted = jax.pmap(named, **opts)
    elif kind == "jit":
        jitted = jax.jit(named, keep_unused=True, **opts)
    else:
        assert not opts, "shard_map programs take no jit options"
        jitted = jax.jit(named, keep_unused=True)
    lowered = jitted.lower(*args)
    compiled = lowered.compile()
    ex = compiled.runtime_executable()
    ids = device_ids(ex)
    # Meshes and pmap take jax.devices()[:n] in order: XLA device id D = jax device id.
    if ids != {k: k for k in range(n)}:
        raise RuntimeError(f"device assignment {ids} is not jax.devices()[:{n}] in order")
    placed = jax.device_put(args, compiled.input_shardings[0])
    outs = compiled(*placed)
    in_leaves = jax.tree_util.tree_leaves(placed)
    out_leaves = jax.tree_util.tree_leaves(outs)
    arg_g = [np.asarray(a) for a in in_leaves]
    out_g = [np.asarray(o) for o in out_leaves]
    arg_d = [per_device(a, ids) for a in in_leaves]
    out_d = [per_device(o, ids) for o in out_leaves]
    for a, orig in zip(arg_g, jax.tree_util.tree_leaves(args), strict=True):
        if not bit_equal(a, np.asarray(orig)):
            raise RuntimeError("placing the inputs changed them")

    if kind == "replica":
        replicas, partitions = n, 1
        with jax_config(jax_use_shardy_partitioner=False):
            legacy = hlo_text(jax.pmap(named, **opts).lower(*args).compiler_ir("hlo").get_hlo_module())
        pre = to_replica_module(legacy, n, prog.name)
        post = hlo_text(compile_text(pre, CompileSpec(n, 1, spmd=False), _cpu_devices(n)).hlo_modules()[0])
        got_d = run_replicated_on_xla(pre, arg_d, n)
        again_d = run_replicated_on_xla(pre, arg_d, n)
        got_in_d, got_g = arg_d, None
    else:
        replicas, partitions = 1, n
        pre = hlo_text(lowered.compiler_ir("hlo").get_hlo_module())
        post = hlo_text(ex.hlo_modules()[0])
        got_in_d, got_d, got_g = run_partitioned_on_xla(pre, arg_g, [o.shape for o in out_g], n)
        _, again_d, again_g = run_partitioned_on_xla(pre, arg_g, [o.shape for o in out_g], n)
    pre_m, post_m = parse(pre), parse(post)

    # Headers, parameter and result shapes.
    if header_counts(post_m) != (replicas, partitions):
        raise RuntimeError(f"post.hlo header states (replicas, partitions) = {header_counts(post_m)}, "
                           f"expected {(replicas, partitions)}")
    if kind == "replica":
        if header_counts(pre_m) != (replicas, partitions):
            raise RuntimeError(f"pre.hlo header states {header_counts(pre_m)}")
        pre_params, _ = entry_shapes(pre_m)
        for i, (shape, pieces) in enumerate(zip(pre_params, arg_d, strict=True)):
            if not all(same_shape(shape, a) for a in pieces.values()):
                raise RuntimeError(f"arg{i}: pre.hlo parameter {shape} vs per-device input {pieces[0].shape}")
    n_params = len(pre_m.entry.parameters)
    if n_params != len(arg_g):
        raise RuntimeError(f"pre.hlo entry has {n_params} parameters but {len(arg_g)} arg leaves")
    post_params, post_results = entry_shapes(post_m)
    if len(post_params) != len(arg_d) or len(post_results) != len(out_d):
        raise RuntimeError(f"post.hlo entry has {len(post_params)} parameters / {len(post_results)} results, "
                           f"jax {len(arg_d)} / {len(out_d)}")
    for what, shapes, pieces_list in (("arg", post_params, arg_d), ("out", post_results, out_d)):
        for i, (shape, pieces) in enumerate(zip(shapes, pieces_list, strict=True)):
            for dev, a in pieces.items():
                if not same_shape(shape, a):
                    raise RuntimeError(f"{what}{i}_dev{dev}: post.hlo has {shape}, the device holds {a.dtype}{a.shape}")

    # XLA, compiling pre.hlo from scratch, reproduces every device's outputs.
    if len(got_d) != len(out_d):
        raise RuntimeError(f"pre.hlo produced {len(got_d)} outputs, jax produced {len(out_d)}")
    for i, (mine, theirs) in enumerate(zip(got_in_d, arg_d, strict=True)):
        for dev in range(n):
            if not bit_equal(mine[dev], theirs[dev]):
                raise RuntimeError(f"arg{i}_dev{dev}: XLA's partitioning of pre.hlo gives the device other inputs")
    n_inexact = 0
    for j in range(len(out_d)):
        exact = all([_compare_outputs(f"out{j}_dev{dev}", got_d[j][dev], again_d[j][dev], out_d[j][dev])
                     for dev in range(n)])
        if got_g is not None:
            exact &= _compare_outputs(f"out{j}", got_g[j], again_g[j], out_g[j])
        n_inexact += not exact

    arrays = {f"arg{i}": a for i, a in enumerate(arg_g)}
    arrays.update({f"out{j}": o for j, o in enumerate(out_g)})
    for prefix, pieces_list in (("arg", arg_d), ("out", out_d)):
        for i, pieces in enumerate(pieces_list):
            arrays.update({f"{prefix}{i}_dev{dev}": pieces[dev] for dev in range(n)})
    meta = prog.meta()
    assert (meta["replicas"], meta["partitions"]) == (replicas, partitions), meta
    return write_program(out_dir / prog.name, pre, post, arrays, meta, n_inexact)


def meta_text(meta: dict) -> str:
    """meta.json's text: the program's fields, then the versions of jax and jaxlib."""
    return json.dumps({**meta, **versions()}, indent=1) + "\n"


def write_program(d: Path, pre: str, post: str, arrays: dict, meta: dict, n_inexact: int) -> dict:
    if d.exists():
        shutil.rmtree(d)
    d.mkdir(parents=True)
    (d / "pre.hlo").write_text(pre)
    (d / "post.hlo").write_text(post)
    save_npz(d / "io.npz", arrays)
    # Round-trip check of the npz encoding.
    back = decode_npz(d / "io.npz")
    if set(back) != set(arrays):
        raise RuntimeError("npz round trip changed the keys")
    for k, v in arrays.items():
        if not bit_equal(back[k], v):
            raise RuntimeError(f"npz round trip failed for {k}")
    (d / "meta.json").write_text(meta_text(meta))
    return {"pre": len(pre), "post": len(post), "args": sum(k[3:].isdigit() for k in arrays if k.startswith("arg")),
            "outs": sum(k[3:].isdigit() for k in arrays if k.startswith("out")), "inexact": n_inexact}
