"""The result sharding of a partitioned module, from the module's other HLO texts in its dump folder.

XLA's optimized (partitioned) modules carry no sharding on their entry ROOT, so their per-device outputs
cannot be put together by themselves; a snapshot from before the SPMD partitioner (global shapes, its
entry not the partitioner's ``*_spmd`` clone) says how the result is sharded."""
from __future__ import annotations

from pathlib import Path

from ..errors import HloError
from ..parser import parse
from ..parser.hlo_proto_ir import module_proto_of, output_sharding_of
from ..parser.sharding_sdy import parse_sdy_meshes, parse_sdy_shardings
from ..parser.sources import module_or_text_of, module_proto_bytes_of
from ..placement.blocks import placement_of_hlo_sharding, placement_of_sdy
from ..placement.inference import ResultPlacementHint
from ..sharding.model import ShardingError
from .scan import DumpError, scan_dump, snapshot_bytes


class OutputShardingSourceError(ValueError):
    """A file named for the result's sharding that cannot say it: a partitioned module without a recorded one."""


def _is_partitioned(module) -> bool:
    """The SPMD partitioner's entry is its clone ``NAME_spmd``: shapes per device, not the global result's."""
    return module.entry.name.endswith("_spmd")


def named_output_sharding(path: str | Path):
    """For ``run --output-shardings-from FILE``: ``(sharding, None)`` where FILE records the result's sharding
    (its entry ROOT's, from before the SPMD partitioner, or a module proto's ``spmd_output_sharding``);
    ``(None, hint)`` where it records none (jax left it to propagation), with the placement hint its module
    gives (None where it gives none). The file is told text or proto by content. Raises OSError (unreadable),
    HloSyntaxError (neither HLO text nor a proto, or it does not parse) and OutputShardingSourceError (a
    partitioned module that records none): each its own error."""
    path = Path(path)
    data = path.read_bytes()
    text, module = module_or_text_of(data, str(path))
    # (a module with no proto bytes is StableHLO text, converted: no spmd_output_sharding to read)
    proto = module_proto_bytes_of(data, str(path)) if module is not None else None
    if proto is not None:
        recorded = output_sharding_of(module_proto_of(proto, str(path)))
        if recorded is not None:
            return recorded, None
    del data
    if module is None:
        module = parse(text, str(path))
    if _is_partitioned(module):
        raise OutputShardingSourceError(
            f"its entry {module.entry.name} is the SPMD partitioner's (shapes per device), and it records no "
            "output sharding; give the module from before the partitioner, or the optimized module's .hlo.pb")
    sharding = module.entry.root.attrs.get("sharding")
    if sharding is not None:
        return sharding, None
    return None, placement_hint_of(module, str(path))


def root_sharding_of(path: Path):
    """The entry ROOT's sharding in a snapshot from before the partitioner, or None (also for a partitioned
    snapshot, one without it, or one that does not read or parse: a folder's files are searched, and one
    that cannot say is skipped)."""
    try:
        text = snapshot_bytes(Path(path)).decode()
    except (OSError, UnicodeDecodeError, HloError):
        return None
    entry = text.find("\nENTRY ")
    if entry < 0 or "_spmd" in text[entry:text.find("\n", entry + 1)] or "sharding=" not in text[entry:]:
        return None
    try:
        root = parse(text, str(path)).entry.root
    except HloError:
        return None
    return root.attrs.get("sharding")


def output_sharding_from_folder(path: str | Path):
    """(sharding, the file it came from) for the module file ``path`` of a dump folder: the ROOT sharding
    of the last unpartitioned HLO text of the same module before it, else of any, else the
    ``spmd_output_sharding`` of one of its ``.hlo.pb`` files; (None, None) outside a dump folder or where
    no file has one."""
    path = Path(path).resolve()
    if not path.name.startswith("module_"):
        return None, None
    try:
        modules = scan_dump(path.parent)
    except DumpError:
        return None, None
    mod = next((m for m in modules if any(s.path.resolve() == path for s in m.hlo_texts)), None)
    if mod is None:
        return None, None
    texts = mod.hlo_texts
    at = next(k for k, s in enumerate(texts) if s.path.resolve() == path)
    for snap in list(reversed(texts[:at + 1])) + texts[at + 1:] + _siblings(modules, mod, "before_optimizations"):
        sharding = root_sharding_of(snap.path)
        if sharding is not None:
            return sharding, snap.path
    for f in mod.files:
        if f.kind == "hlo_proto":
            sharding = proto_output_sharding_of(f.path)
            if sharding is not None:
                return sharding, f.path
    return None, None


def _siblings(modules, mod, stage: str) -> list:
    """The ``stage`` snapshots of the folder's other modules of the same compilation: TPU dumps number the
    module before optimizations and the optimized one differently (module_0000 / module_0003.jit_f.cl_N)."""
    return [s for m in modules if m is not mod and m.name == mod.name
            for s in [m.stage(stage)] if s is not None]


def proto_output_sharding_of(path: Path):
    """The ``spmd_output_sharding`` a module proto records, or None (also where it does not read)."""
    try:
        data = module_proto_bytes_of(Path(path).read_bytes(), str(path))
        return None if data is None else output_sharding_of(module_proto_of(data, str(path)))
    except (OSError, HloError):
        return None


def result_placement_hint(path: str | Path) -> ResultPlacementHint | None:
    """For the partitioned module file ``path`` of a dump folder whose result sharding no file records:
    the global result shapes, the Shardy mesh and the parameters' placements, from the module's HLO text
    before the partitioner (None where there is none, or it has no mesh)."""
    path = Path(path).resolve()
    if not path.name.startswith("module_"):
        return None
    try:
        modules = scan_dump(path.parent)
    except DumpError:
        return None
    mod = next((m for m in modules if any(s.path.resolve() == path for s in m.hlo_texts)), None)
    if mod is None:
        return None
    before = mod.stage("before_optimizations") or next(iter(_siblings(modules, mod, "before_optimizations")), None)
    if before is None:
        return None
    try:
        module = parse(snapshot_bytes(before.path).decode(), str(before.path))
    except (OSError, UnicodeDecodeError, HloError):
        return None
    return placement_hint_of(module, str(before.path))


def placement_hint_of(module, source: str) -> ResultPlacementHint | None:
    """The global result shapes, the Shardy mesh and the parameters' placements of a module from before the
    partitioner (``source``: the file it came from, for messages); None where it has no single mesh, or a
    result leaf that is not an array."""
    try:
        meshes = parse_sdy_meshes(module.attrs.get("frontend_attributes"))
    except ShardingError:
        return None
    if len(meshes) != 1:
        return None
    mesh = next(iter(meshes.values()))
    root = module.entry.root.shape
    leaves = root.leaves() if root.is_tuple else [root]
    if any(not leaf.is_array for leaf in leaves):
        return None
    params = []
    for p in module.entry.parameters:
        if not p.shape.is_array:
            continue
        dims = tuple(int(d) for d in p.shape.dims)
        try:
            placement = _parameter_placement(p, mesh, dims)
        except (ShardingError, ValueError):
            placement = None
        if placement is not None:
            params.append((dims, placement))
    return ResultPlacementHint(tuple(tuple(int(d) for d in leaf.dims) for leaf in leaves), mesh, tuple(params),
                               source)


def _parameter_placement(param, mesh, dims):
    fa = param.attrs.get("frontend_attributes")
    sdy = fa.get("xla.sdy.sharding") if fa is not None and hasattr(fa, "get") else None
    if sdy:
        return placement_of_sdy(parse_sdy_shardings(str(sdy))[0], mesh, dims)
    sharding = param.attrs.get("sharding")
    if sharding is not None and sharding.kind != "tuple":
        return placement_of_hlo_sharding(sharding.gspmd(), dims, mesh.size)
    return None
