"""Read XLA's binary HLO dumps (``*.hlo.pb``, ``*.hlo.pb.gz``) as modules.

``parse_hlo_proto(data)`` decodes a serialized ``HloProto`` / ``HloModuleProto`` with ``protobuf`` (upb),
from message descriptors built from hlotool's own schema (hlotool.parser.hlo_proto_schema), and builds the
IR straight from it (hlotool.parser.hlo_proto_ir). ``hlo_proto_to_text`` is that module as ``fmt`` prints it.
"""
from __future__ import annotations

from ..ir.module import Module
from .hlo_proto_ir import module_from_proto, module_proto_of
from .hlo_proto_values import HloProtoError
from .sources import hlo_text_of, module_or_text_of

__all__ = ["HloProtoError", "parse_hlo_proto", "hlo_proto_to_text", "module_from_proto", "module_proto_of"]


def parse_hlo_proto(data: bytes, filename: str | None = None) -> Module:
    """The Module of a serialized ``HloProto`` / ``HloModuleProto`` (optionally gzipped). Raises
    HloProtoError (an HloSyntaxError) for malformed or unsupported protos."""
    text, module = module_or_text_of(data, filename)
    if module is None:
        raise HloProtoError("not a binary HLO proto (HLO text)", filename)
    return module


def hlo_proto_to_text(data: bytes, filename: str | None = None) -> str:
    """HLO text, as ``fmt`` prints it, of a serialized ``HloProto`` or ``HloModuleProto``."""
    return hlo_text_of(data, filename)[0]

