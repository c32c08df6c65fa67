"""Per-file facts of a dump folder that cost a read: the instruction count (a line scan, not a
parse), a content digest, and structural-diff summaries between neighbouring files. Kept in a small
JSON file per dump folder in hlotool's cache folder (``hlotool.parser.cache_dir``: ``$HLOTOOL_CACHE``,
default ``~/.cache/hlotool``), keyed by file name, size and mtime, so a second ``hlotool dump DIR``
reads no HLO at all."""
from __future__ import annotations

import hashlib
import json
import os
import re
from pathlib import Path

from ..errors import HloError
from ..parser import cache_dir
from .scan import snapshot_bytes

CACHE_VERSION = 1

# One instruction per line: ``[ROOT] [%]name = shape opcode(...)``. Computation headers
# (``%c (p: f32[]) -> f32[] {``), the ``HloModule`` line and the stack-frame tables
# (``1 {file_name_id=1 ...}``, ``1 "file.py"``) do not match. Checked against the parser's
# ``instruction_count`` on the test corpus and on real dumps (tests/dump/test_scale.py).
_INSTRUCTION_LINE = re.compile(rb"\n[ \t]*(?:ROOT[ \t]+)?%?[^\s=(){}\"]+[ \t]*=[ \t]")
# Hand-written HLO may nest an operand instruction: ``broadcast(f32[] constant(0))``. XLA's printer
# never does (its header carries ``entry_computation_layout=``), so dumps skip this slower scan.
_NESTED_OPERAND = re.compile(rb"[(,][ \t]*[a-z][a-z0-9]*\[[0-9,]*\](?:\{[0-9,:A-Za-z()]*\})?[ \t]+[a-z][a-z0-9-]*\(")


def count_instructions(data: bytes) -> int:
    """Instructions in an HLO module text, by a line scan (about 500 MB/s on XLA's dumps)."""
    n = len(_INSTRUCTION_LINE.findall(data) if data.startswith(b"\n") else _INSTRUCTION_LINE.findall(b"\n" + data))
    nl = data.find(b"\n")
    if b"entry_computation_layout=" not in data[:nl if nl >= 0 else len(data)]:
        n += len(_NESTED_OPERAND.findall(data))
    return n


def digest(data: bytes) -> str:
    """Of the module text without its first line (the ``HloModule`` header), so files that differ
    only there still compare equal to the pass that did nothing."""
    nl = data.find(b"\n")
    return hashlib.blake2b(data[nl + 1:] if nl >= 0 else data, digest_size=16).hexdigest()


class DumpCache:
    """The facts cached for one dump folder. ``save()`` writes only when something changed and
    never fails the command (a read-only or missing cache only costs time)."""

    def __init__(self, folder: str | Path, root: Path | None = None):
        folder = Path(folder).resolve()
        key = hashlib.sha1(str(folder).encode()).hexdigest()[:16]
        self.path = (root or cache_dir()) / f"dump-{key}.json"
        self.folder = folder
        self.dirty = False
        self.error: str | None = None       # why the cache could not be written, if it could not
        self.files: dict[str, dict] = {}
        self.diffs: dict[str, dict] = {}
        try:
            data = json.loads(self.path.read_text())
            if data.get("version") == CACHE_VERSION and data.get("folder") == str(folder):
                self.files = data.get("files", {})
                self.diffs = data.get("diffs", {})
        except (OSError, ValueError):      # no cache, or an unreadable one: start empty
            self.files, self.diffs = {}, {}

    @staticmethod
    def _stamp(snapshot) -> list:
        return [snapshot.size, snapshot.mtime_ns]

    def file_facts(self, snapshot) -> dict | None:
        """``{"instructions", "digest"}`` when cached for this size and mtime, else None."""
        entry = self.files.get(snapshot.path.name)
        if entry and entry.get("stamp") == self._stamp(snapshot):
            return entry
        return None

    def scan(self, snapshot) -> dict:
        """The cached facts, or read the file once and cache them. OSError propagates."""
        entry = self.file_facts(snapshot)
        if entry is None:
            try:
                data = snapshot_bytes(snapshot.path)
            except HloError as e:         # a proto that is no HLO: unreadable, like a file that cannot be read
                raise OSError(str(e)) from None
            entry = {"stamp": self._stamp(snapshot), "instructions": count_instructions(data),
                     "digest": digest(data)}
            self.files[snapshot.path.name] = entry
            self.dirty = True
        return entry

    def _diff_key(self, before, after) -> str:
        return "|".join(f"{s.path.name}:{s.size}:{s.mtime_ns}" for s in (before, after))

    def diff_summary(self, before, after) -> dict | None:
        return self.diffs.get(self._diff_key(before, after))

    def put_diff_summary(self, before, after, summary: dict) -> None:
        self.diffs[self._diff_key(before, after)] = summary
        self.dirty = True

    def save(self) -> None:
        if not self.dirty:
            return
        # Forget files no longer in the folder (a re-dump renames nothing, but modules come and go).
        stamps = {name for name in self.files if (self.folder / name).exists()}
        self.files = {k: v for k, v in self.files.items() if k in stamps}
        data = {"version": CACHE_VERSION, "folder": str(self.folder), "files": self.files, "diffs": self.diffs}
        try:
            self.path.parent.mkdir(parents=True, exist_ok=True)
            tmp = self.path.with_name(f"{self.path.name}.{os.getpid()}.tmp")
            tmp.write_text(json.dumps(data, separators=(",", ":")))
            os.replace(tmp, self.path)
            self.dirty = False
        except OSError as e:                # a read-only cache only costs time next run
            self.error = str(e)
