"""Read XLA's binary HLO dumps (``*.hlo.pb``, ``*.hlo.pb.gz``) as modules.

``parse_hlo_proto(data)`` decodes a serialized ``HloProto`` / ``HloModuleProto`` with hlotool's
own wire-format decoder and schema (hlotool.parser.hlo_proto_schema), prints it as HLO text in
XLA's syntax (hlotool.parser.hlo_proto_text) and parses that text: the parser stays the one
place that builds IR. No jax, no protobuf runtime.
"""
from __future__ import annotations

from ..ir.module import Module
from . import parse_converted_text
from .hlo_proto_text import HloProtoError, hlo_proto_to_text, read_hlo_proto_bytes

__all__ = ["HloProtoError", "parse_hlo_proto", "parse_converted_text", "hlo_proto_to_text",
           "read_hlo_proto_bytes"]


def parse_hlo_proto(data: bytes, filename: str | None = None) -> Module:
    """Parse a serialized ``HloProto`` / ``HloModuleProto`` (optionally gzipped) into a Module.
    Raises HloProtoError (an HloSyntaxError) for malformed or unsupported protos."""
    text = hlo_proto_to_text(data, filename)
    return parse_converted_text(text, filename)
