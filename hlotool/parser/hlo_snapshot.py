"""HLO snapshots: what ``--xla_dump_hlo_snapshots`` writes (``module_N.NAME.snapshot.K.pb``), an ``HloSnapshot``
holding one execution's module (an HloProto), its arguments and result (LiteralProtos) and the platform.

XLA:CPU writes them; XLA:GPU's snapshot dumping has been broken since jax 0.5.3 (xla#39194), and what it
writes is read the same way. ``read_snapshot`` decodes one (the module as hlotool.parser.hlo_proto_ir builds
it, the literals as NumPy arrays of hlotool's element types, tuples as tuples); ``snapshot_module_bytes``
tells a snapshot by content, as hlotool.parser.sources tells every module file.
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from ..ir.module import Module
from ..ir.shape import Shape
from .hlo_proto_ir import module_of_bytes
from .hlo_proto_schema import ByteSource, ProtoDecodeError, fields_of, locate_problem, parse_message
from .hlo_proto_values import HloProtoError, literal_value

__all__ = ["Snapshot", "read_snapshot", "snapshot_module_bytes"]


@dataclass
class Snapshot:
    """One recorded execution: the module, its arguments and result as NumPy values (a tuple for a tuple),
    their shapes, and the platform XLA named ("" where it named none)."""
    module: Module
    arguments: list[Any]
    argument_shapes: list[Shape]
    result: Any
    result_shape: Shape | None
    platform: str


def snapshot_module_bytes(data: ByteSource) -> tuple[int, int] | None:
    """Where the serialized HloProto of an ``HloSnapshot`` is in ``data``, or None where ``data`` is no
    snapshot (an HloProto or HloModuleProto, say: their first field does not hold an HloProto with a module).
    Told from the first field alone, as XLA writes it first (what follows may be broken: read_snapshot says
    where)."""
    try:
        hlo = fields_of(data, "HloSnapshot", count=1)
        if not hlo or hlo[0][0] != 1 or hlo[0][3] - hlo[0][2] == 0:
            return None
        inner = fields_of(data, "HloProto", hlo[0][2], hlo[0][3])
        module = [f for f in inner if f[0] == 1]
        if len(module) != 1 or not any(f[0] == 3 for f in fields_of(data, "HloModuleProto", module[0][2],
                                                                        module[0][3])):
            return None
    except ProtoDecodeError:
        return None
    return hlo[0][2], hlo[0][3]


def read_snapshot(data: bytes, filename: str | None = None) -> Snapshot:
    """The snapshot in ``data``. Raises HloProtoError (located) for malformed bytes, one that is no snapshot,
    and literals hlotool cannot read."""
    where = snapshot_module_bytes(data)
    if where is None:
        raise HloProtoError("not an HLO snapshot (an HloSnapshot: the module, arguments and result of one "
                            "execution, as --xla_dump_hlo_snapshots writes)", filename)
    try:
        fields = fields_of(data, "HloSnapshot")
    except ProtoDecodeError as e:
        raise HloProtoError(f"not a valid HLO snapshot ({e})", filename) from None
    module = module_of_bytes(data[where[0]:where[1]], filename, where[0])
    arguments: list[Any] = []
    shapes: list[Shape] = []
    result: Any = None
    result_shape: Shape | None = None
    platform = ""
    for number, tag_at, start, end in fields:
        if number == 4:
            try:
                platform = data[start:end].decode("utf-8")
            except UnicodeDecodeError as e:
                raise HloProtoError(f"not a valid HLO snapshot (HloSnapshot.execution_platform (field 4): not "
                                    f"UTF-8 (at byte {start + e.start}))", filename) from None
        elif number in (2, 3):
            literal = _decoded(data, start, end, filename)
            try:
                value, shape = literal_value(literal)
            except HloProtoError as e:
                what = f"argument {len(arguments)}" if number == 2 else "the result"
                field = "arguments (field 2)" if number == 2 else "result (field 3)"
                raise HloProtoError(f"HloSnapshot: {what}: {e.message} (HloSnapshot.{field} at byte {tag_at})",
                                    filename) from None
            if number == 2:
                arguments.append(value)
                shapes.append(shape)
            else:
                result, result_shape = value, shape
    return Snapshot(module, arguments, shapes, result, result_shape, platform)


def _decoded(data: bytes, start: int, end: int, filename: str | None):
    """The LiteralProto in data[start:end]; a problem located in the whole snapshot."""
    try:
        return parse_message(data[start:end], "LiteralProto")
    except ProtoDecodeError as e:
        located = locate_problem(data, "HloSnapshot") or e
        raise HloProtoError(f"not a valid HLO snapshot ({located})", filename) from None
