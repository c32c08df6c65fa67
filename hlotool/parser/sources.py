"""What kind of file holds a module, told by its content, never by its name: HLO text, a binary
``HloProto`` / ``HloModuleProto`` (``--xla_dump_hlo_as_proto``), an ``HloSnapshot`` (its module:
``--xla_dump_hlo_snapshots``), or any of them gzipped.

Every place that reads a module from a file or stdin goes through here (``parse_file``, the CLI's
``read_input``, dump snapshots, ``run --output-shardings-from``, serve), so that ``pre.hlo``, ``module.txt``,
a file with no extension and a ``.hlo.pb`` under any name all read the same way.

The rule: HLO text is UTF-8 without C0 control bytes other than whitespace; a protobuf's first bytes are a
field tag and a length, and its field tags and short lengths are control bytes (0x0a, 0x12, 0x1a...)
within its first few bytes. So a prefix with such a byte and a valid first tag is a proto, and one with
none is text. Text that starts like a module (``HloModule``, ``ENTRY``, a comment) stays text even with a
stray control byte, so that the parser reports it where it is."""
from __future__ import annotations

import re
from pathlib import Path
from typing import Any, BinaryIO, overload

from ..errors import HloSyntaxError

GZIP_MAGIC = b"\x1f\x8b"
# How much of a file its kind is told from (a proto has a control byte within its first name's length).
KIND_PREFIX_BYTES = 4096
_BINARY_BYTE = re.compile(rb"[\x00-\x08\x0e-\x1f\x7f]")
_TEXT_START = re.compile(rb"\s*(?:HloModule\b|ENTRY\b|//|/\*)")


def hlo_bytes_kind(data: bytes) -> str:
    """``"text"``, ``"proto"``, ``"gzip"`` (to decompress, then tell again) or ``"binary"`` (neither), from
    the file's first bytes (``KIND_PREFIX_BYTES`` are enough)."""
    if data[:2] == GZIP_MAGIC:
        return "gzip"
    prefix = data[:KIND_PREFIX_BYTES]
    if _BINARY_BYTE.search(prefix) is None or _TEXT_START.match(prefix):
        return "text"
    tag = prefix[0]
    # A field number of at least 1 and a wire type protobuf uses (varint, 64-bit, length-delimited, 32-bit).
    return "proto" if tag >> 3 >= 1 and tag & 7 in (0, 1, 2, 5) else "binary"


# StableHLO (MLIR) text starts with `module @`, `module {`, `module attributes`, a `#alias = ...` definition or a
# lone `func.func` (after blanks and // comments); MLIR bytecode with its magic number.
_STABLEHLO_START = re.compile(rb"(?:\s|//[^\n]*\n)*"
                              rb"(?:module\s*(?:@|\{|attributes\b)|#[A-Za-z_][\w.$]*\s*=|func\.func\b)")
MLIR_BYTECODE_MAGIC = b"ML\xefR"


def is_stablehlo_text(data: bytes) -> bool:
    return _STABLEHLO_START.match(data[:KIND_PREFIX_BYTES]) is not None


# The reader of StableHLO text (text, filename) -> Module: hlotool.stablehlo's, which reads its HLO with this
# package's parser and so sits beside it; the package (hlotool/__init__.py) hands it over.
_stablehlo_reader = None


def set_stablehlo_reader(reader) -> None:
    global _stablehlo_reader
    _stablehlo_reader = reader


def _stablehlo_module(data: bytes, filename: str | None, canonicalize: bool = True):
    """The Module of a StableHLO file's bytes, or None where they are not StableHLO."""
    if data[:4] == MLIR_BYTECODE_MAGIC:
        raise HloSyntaxError("MLIR bytecode (.mlirbc) is not read: hlotool reads StableHLO as text; print it from "
                             "jax with `lowered.as_text()` (jax.jit(f).lower(...)) or `exported.mlir_module()` "
                             "(jax.export)", filename, 1, 1)
    if not is_stablehlo_text(data):
        return None
    try:
        text = data.decode("utf-8")
    except UnicodeDecodeError as e:
        line, col = _where(data, e.start)
        raise HloSyntaxError("the file is not UTF-8 text: expected a StableHLO module as text", filename, line,
                             col) from None
    if _stablehlo_reader is None:
        raise HloSyntaxError("a StableHLO module, and no StableHLO reader was set (import hlotool)", filename, 1, 1)
    return _stablehlo_reader(text, filename, canonicalize=canonicalize)


def _where(data: bytes, offset: int) -> tuple[int, int]:
    line_start = data.rfind(b"\n", 0, offset) + 1
    return data.count(b"\n", 0, offset) + 1, offset - line_start + 1


def hlo_text_of(data: bytes, filename: str | None = None) -> tuple[str, bool]:
    """(HLO text, whether it was read from a binary HloProto) of a file's bytes: a proto's module as ``fmt``
    prints it. Raises as ``module_or_text_of``."""
    text, module = module_or_text_of(data, filename)
    if module is None:
        return text, False
    from ..fmt.printer import format_module
    return format_module(module), True


def module_proto_bytes_of(data: bytes, filename: str | None = None) -> bytes | None:
    """The bytes of a binary HloProto (gunzipped), or None where ``data`` is not one."""
    if hlo_bytes_kind(data) == "gzip":
        data = _gunzip(data, filename)
    return data if hlo_bytes_kind(data) == "proto" else None


class FileBytes:
    """The bytes ``[start, end)`` of a file opened for reading, read as they are asked for: ``len``, ``[i]`` (from
    a window of ``WINDOW`` bytes kept, for walking tags), ``[a:b]`` and ``bytes()`` (all of them). A binary proto
    read through it (hlo_proto_ir.module_of_bytes) is read one computation at a time, never held whole."""

    WINDOW = 1 << 16

    def __init__(self, file: BinaryIO, start: int, end: int):
        self.file, self.start, self.end = file, start, end
        self.window, self.window_at = b"", 0

    def __len__(self) -> int:
        return self.end - self.start

    def _read(self, at: int, n: int) -> bytes:
        self.file.seek(self.start + at)
        got = self.file.read(n)
        if len(got) != n:
            raise OSError(f"{getattr(self.file, 'name', 'the file')} changed while it was read")
        return got

    @overload
    def __getitem__(self, key: int) -> int: ...

    @overload
    def __getitem__(self, key: slice) -> bytes: ...

    # key: an int or a slice, as the overloads say; Any as `key.__class__ is int` (the quickest test, made per
    # tag byte walked) narrows nothing for mypy.
    def __getitem__(self, key: Any) -> int | bytes:
        size = self.end - self.start
        if key.__class__ is int:
            offset = key - self.window_at
            if 0 <= offset < len(self.window):
                return self.window[offset]
            if not 0 <= key < size:
                raise IndexError(key)
            self.window, self.window_at = self._read(key, min(self.WINDOW, size - key)), key
            return self.window[0]
        first, stop, step = key.indices(size)
        if step != 1:
            raise ValueError("FileBytes: slices have step 1")
        if stop <= first:
            return b""
        offset = first - self.window_at
        if 0 <= offset and stop - self.window_at <= len(self.window):
            return self.window[offset:stop - self.window_at]
        return self._read(first, stop - first)

    def __bytes__(self) -> bytes:
        return self._read(0, self.end - self.start)

    def part(self, start: int, end: int) -> "FileBytes":
        """The bytes [start, end) of these."""
        return FileBytes(self.file, self.start + start, self.start + end)


def module_of_proto_file(path: str | Path):
    """The Module of a file holding an uncompressed binary HloProto, HloModuleProto or HloSnapshot, read a
    computation at a time (FileBytes), so that the file is never held whole beside the IR it becomes; None
    where the file holds anything else or a proto that does not read (``module_or_text_of`` on its bytes then
    reads it, or says what is wrong). Raises OSError if it cannot be read."""
    path = Path(path)
    with open(path, "rb", buffering=0) as file:
        prefix = file.read(KIND_PREFIX_BYTES)
        if hlo_bytes_kind(prefix) != "proto" or is_stablehlo_text(prefix) or prefix[:4] == MLIR_BYTECODE_MAGIC:
            return None
        from .hlo_proto_ir import module_of_bytes
        from .hlo_proto_values import HloProtoError
        from .hlo_snapshot import snapshot_module_bytes
        data = FileBytes(file, 0, file.seek(0, 2))
        snapshot = snapshot_module_bytes(data)       # an HloSnapshot: its module
        try:
            if snapshot is None:
                return module_of_bytes(data, str(path))
            return module_of_bytes(data.part(*snapshot), str(path), snapshot[0])
        except HloProtoError:
            return None


def module_or_text_of(data: bytes, filename: str | None = None, canonicalize: bool = True):
    """(HLO text, None) for a text file's bytes, (None, its Module) for a binary HloProto's (gzipped or not:
    built straight from the proto, hlotool.parser.hlo_proto_ir). Raises HloSyntaxError for text that is not
    UTF-8 and for a file that is neither text nor a proto, HloProtoError (one) for a proto that does not
    decode; each names the file and what was expected. StableHLO text (``module @...``, ``func.func``, a
    leading ``#loc``) gives (None, its Module converted as XLA converts it, hlotool.stablehlo; ``canonicalize``:
    hlotool.parse_stablehlo's); MLIR bytecode is an error naming the jax calls that print text."""
    stablehlo = _stablehlo_module(data, filename, canonicalize)
    if stablehlo is not None:
        return None, stablehlo
    kind = hlo_bytes_kind(data)
    if kind == "gzip":
        data = _gunzip(data, filename)
        kind = hlo_bytes_kind(data)
        if kind == "gzip":
            raise HloSyntaxError("a gzip file inside a gzip file: expected HLO text or a binary HloProto, "
                                 "gzipped once at most", filename, 0, 0)
    if kind == "proto":
        from .hlo_proto_ir import module_of_bytes
        from .hlo_proto_values import HloProtoError
        from .hlo_snapshot import snapshot_module_bytes
        snapshot = snapshot_module_bytes(data)      # an HloSnapshot: its module
        try:
            if snapshot is None:
                return None, module_of_bytes(data, filename)
            return None, module_of_bytes(data[snapshot[0]:snapshot[1]], filename, snapshot[0])
        except HloProtoError as e:
            if not _is_utf8(data):
                raise
            # Text with a control byte, whose first byte happens to be a valid tag: both readings failed.
            found = _BINARY_BYTE.search(data)
            assert found is not None        # a "proto" kind has a control byte (hlo_bytes_kind)
            offset = found.start()
            line, col = _where(data, offset)
            raise HloSyntaxError(f"neither HLO text (a control byte 0x{data[offset]:02x} at line {line}, column "
                                 f"{col}) nor a binary HloProto ({e.message}): expected an HLO module as text, "
                                 ".hlo.pb or .hlo.pb.gz", filename, line, col) from None
    if kind == "binary":
        found = _BINARY_BYTE.search(data)
        assert found is not None            # a "binary" kind has a control byte (hlo_bytes_kind)
        offset = found.start()
        why = f"a control byte 0x{data[offset]:02x}"
        try:
            data[:offset].decode("utf-8")
        except UnicodeDecodeError as e:         # (the first byte that is not text, whichever kind)
            offset, why = e.start, "not UTF-8"
        line, col = _where(data, offset)
        raise HloSyntaxError(f"neither HLO text ({why} at line {line}, column {col}) nor a binary HloProto (its "
                             f"first byte 0x{data[0]:02x} is no protobuf field tag): expected an HLO module as "
                             "text, .hlo.pb or .hlo.pb.gz", filename, line, col)
    try:
        return data.decode("utf-8"), None
    except UnicodeDecodeError as e:
        line, col = _where(data, e.start)
        raise HloSyntaxError("the file is not UTF-8 text (and not a binary HloProto): expected an HLO module as "
                             "text, .hlo.pb or .hlo.pb.gz", filename, line, col) from None


def hlo_text_bytes_of(data: bytes, filename: str | None = None) -> bytes:
    """The HLO text of a file's bytes, as bytes: text files as they are (not decoded: dump scans count lines
    in bytes), protos and StableHLO converted. Raises as ``hlo_text_of``."""
    if hlo_bytes_kind(data) == "text" and not is_stablehlo_text(data):
        return data
    return hlo_text_of(data, filename)[0].encode()


def _is_utf8(data: bytes) -> bool:
    try:
        data.decode("utf-8")
    except UnicodeDecodeError:
        return False
    return True


def _gunzip(data: bytes, filename: str | None) -> bytes:
    import gzip
    import zlib
    try:
        return gzip.decompress(data)
    except (OSError, EOFError, zlib.error) as e:
        raise HloSyntaxError(f"not a readable gzip file ({e}): expected HLO text or a binary HloProto, "
                             "optionally gzipped", filename, 0, 0) from None
