"""An instruction's metadata (``op_name``, ``source_file``, ``source_line``, ``stack_frame_id``) read from the
IR's value, undecoded text included: what graphs, serve and the cost model show of where an instruction came
from."""
from __future__ import annotations

import re


def kv_dict(braced) -> dict:
    """``{key: value}`` of a braced attribute such as metadata (empty for anything else)."""
    try:
        return {kv.key: kv.value for kv in braced.items if hasattr(kv, "key")}
    except (AttributeError, TypeError):
        return {}


# One ``key=value`` item of metadata text: a quoted string or a plain token.
_META_ITEM = re.compile(r'\s*([A-Za-z_][\w.-]*)=("[^"\\]*(?:\\.[^"\\]*)*"|[^\s"{}]+)')
_META_STRINGS = frozenset({"op_name", "source_file"})
_META_INTS = frozenset({"source_line", "stack_frame_id"})


def metadata_fields(meta) -> dict:
    """``op_name``, ``source_file``, ``source_line`` and ``stack_frame_id`` of an instruction's
    metadata. Metadata the parser left undecoded (most of a big dump's text, and decoding all of it
    took longer than parsing the module) is read with one pattern where every item is plain: quoted
    strings without escapes, integers as digits; anything else is decoded as usual."""
    if meta is None:
        return {}
    text = getattr(meta, "source_text", None)
    if text is not None and not getattr(meta, "is_decoded", True):
        out, pos = {}, 0
        while pos < len(text):
            m = _META_ITEM.match(text, pos)
            if m is None:
                break
            key, value = m.groups()
            if key in _META_STRINGS:
                if not value.startswith('"') or "\\" in value:
                    break
                out[key] = value[1:-1]
            elif key in _META_INTS:
                if not value.isdigit():
                    break
                out[key] = int(value)
            pos = m.end()
        if not text[pos:].strip():
            return out
    full = kv_dict(meta)
    return {k: v for k, v in full.items() if k in _META_STRINGS or k in _META_INTS}
