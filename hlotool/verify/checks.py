"""Per-instruction checks besides shape inference: layouts, async pairs, collectives, custom-call."""
from __future__ import annotations

from ..ir.attrs import Braced
from ..ir.dtypes import PRIMITIVE_TYPES
from ..ir.shape import Shape


def layout_errors(shape: Shape) -> list[str]:
    out = []
    for leaf in shape.leaves():
        lay = leaf.layout
        if lay is None or not leaf.is_array:
            continue
        if sorted(lay.minor_to_major) != list(range(leaf.rank)):
            out.append(f"layout {{{','.join(map(str, lay.minor_to_major))}}} of {leaf.to_text(False)} is not a "
                       f"permutation of 0..{leaf.rank - 1}")
        for t in lay.tiles:
            if not t or any(d == 0 or d < -2 for d in t):
                out.append(f"invalid tile {t} in {leaf}")
        if lay.element_size_bits and lay.element_size_bits > PRIMITIVE_TYPES[leaf.element_type].bits:
            out.append(f"element size E({lay.element_size_bits}) exceeds the {leaf.element_type} width")
    return out


# start opcode for each done/update opcode, and what the done's shape is taken from.
DONE_OF = {
    "async-done": ("async-start", "async-update"), "async-update": ("async-start", "async-update"),
    "copy-done": ("copy-start",), "all-reduce-done": ("all-reduce-start",),
    "all-gather-done": ("all-gather-start",), "collective-permute-done": ("collective-permute-start",),
    "send-done": ("send",), "recv-done": ("recv",),
}


def check_async_pair(inst) -> list:
    starts = DONE_OF.get(inst.opcode)
    if starts is None or not inst.operands:
        return []
    op = inst.operands[0]
    if op.opcode not in starts:
        return [("V402", f"{inst.opcode} operand must be {' or '.join(starts)}, found {op.opcode} '{op.name}'")]
    s = op.shape
    if inst.opcode == "async-update":
        if s.without_layout() != inst.shape.without_layout():
            return [("V402", f"async-update shape {inst.shape.to_text(False)} differs from its start "
                             f"{s.to_text(False)}")]
    if inst.opcode == "async-done" and s.is_tuple and len(s.tuple_shapes) >= 2:
        want = s.tuple_shapes[1]
        if want.without_layout() != inst.shape.without_layout():
            return [("V402", f"async-done returns {inst.shape.to_text(False)} but its start produces "
                             f"{want.to_text(False)}")]
    if inst.opcode in ("all-gather-done", "collective-permute-done") and s.is_tuple and len(s.tuple_shapes) >= 2:
        want = s.tuple_shapes[1]
        if want.without_layout() != inst.shape.without_layout():
            return [("V402", f"{inst.opcode} returns {inst.shape.to_text(False)} but its start produces "
                             f"{want.to_text(False)}")]
    return []


def check_collective(inst) -> list:
    errs = []
    groups = inst.attrs.get("replica_groups")
    if isinstance(groups, tuple):
        seen = set()
        sizes = {len(g) for g in groups}
        for g in groups:
            for r in g:
                if r < 0:
                    errs.append(("V403", f"replica_groups contains a negative id {r}"))
                if r in seen:
                    errs.append(("V403", f"replica_groups: id {r} appears in more than one place"))
                seen.add(r)
        if inst.opcode in ("all-gather", "all-gather-start", "reduce-scatter", "all-to-all") and len(sizes) > 1:
            errs.append(("V403", f"replica_groups of {inst.opcode} must all have the same size"))
        if seen and seen != set(range(len(seen))):
            errs.append(("V403", f"replica_groups ids {sorted(seen)} are not 0..{len(seen) - 1}"))
    pairs = inst.attrs.get("source_target_pairs")
    if isinstance(pairs, tuple):
        srcs, tgts = [p[0] for p in pairs], [p[1] for p in pairs]
        if len(set(srcs)) != len(srcs):
            errs.append(("V403", "source_target_pairs: a source appears twice"))
        if len(set(tgts)) != len(tgts):
            errs.append(("V403", "source_target_pairs: a target appears twice"))
        if any(x < 0 for x in srcs + tgts):
            errs.append(("V403", "source_target_pairs: negative id"))
    ch = inst.attrs.get("channel_id")
    if ch is not None and (type(ch) is not int or ch <= 0):
        errs.append(("V403", f"channel_id must be a positive integer, found {ch}"))
    return errs


def check_custom_call(inst) -> list:
    if inst.opcode != "custom-call":
        return []
    olc = inst.attrs.get("operand_layout_constraints")
    if olc is None:
        return []
    items = olc.items if isinstance(olc, Braced) else ()
    if len(items) != len(inst.operands):
        return [("V405", f"operand_layout_constraints has {len(items)} entries for {len(inst.operands)} operands")]
    for i, (c, op) in enumerate(zip(items, inst.operands)):
        if isinstance(c, Shape) and (c.element_type, c.dims) != (op.shape.element_type, op.shape.dims):
            return [("V405", f"operand_layout_constraints[{i}] is {c.to_text(False)} but operand {i} is "
                             f"{op.shape.to_text(False)}")]
    return []


def check_bitcast(inst, layout_sensitive: bool) -> list:
    if inst.opcode != "bitcast" or not inst.operands:
        return []
    a, b = inst.operands[0].shape, inst.shape
    if a.is_tuple or b.is_tuple:
        return []
    size = lambda s: s.num_elements * PRIMITIVE_TYPES[s.element_type].bits
    if size(a) != size(b):
        return [("V101", f"bitcast changes the byte size: {a.to_text(False)} ({size(a) // 8} bytes) to "
                         f"{b.to_text(False)} ({size(b) // 8} bytes)")]
    if layout_sensitive and a.element_type != b.element_type:
        return [("V303", f"bitcast changes the element type {a.element_type} -> {b.element_type}")]
    return []


def check_layout_sensitive(inst) -> list:
    """With --layout-sensitive: ops that XLA requires to keep layouts (elementwise ops on CPU/GPU
    after layout assignment are free to differ, so we only check the ones XLA's verifier does)."""
    if inst.opcode in ("tuple", "get-tuple-element") and inst.operands:
        if inst.opcode == "get-tuple-element":
            src = inst.operands[0].shape
            i = inst.attrs.get("index")
            if src.is_tuple and type(i) is int and 0 <= i < len(src.tuple_shapes):
                want = src.tuple_shapes[i]
                if want.layout and inst.shape.layout and want.layout != inst.shape.layout:
                    return [("V303", f"get-tuple-element layout {inst.shape} differs from the tuple element "
                                     f"{want}")]
    return []
