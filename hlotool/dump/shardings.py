"""The result sharding of a partitioned module, from the module's other HLO texts in its dump folder.

XLA's optimized (partitioned) modules carry no sharding on their entry ROOT, so their per-device outputs
cannot be put together by themselves; a snapshot from before the SPMD partitioner (global shapes, its
entry not the partitioner's ``*_spmd`` clone) says how the result is sharded."""
from __future__ import annotations

from pathlib import Path

from ..errors import HloError
from ..parser import parse
from .scan import DumpError, scan_dump, snapshot_bytes


def root_sharding_of(path: Path):
    """The entry ROOT's sharding in a snapshot from before the partitioner, or None (also for a partitioned
    snapshot, one without it, or one that does not parse)."""
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
    of the last unpartitioned HLO text of the same module before it, else of any; (None, None) outside a
    dump folder or where no text has one."""
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
    for snap in list(reversed(texts[:at + 1])) + texts[at + 1:]:
        sharding = root_sharding_of(snap.path)
        if sharding is not None:
            return sharding, snap.path
    return None, None
