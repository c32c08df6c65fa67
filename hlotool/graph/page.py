"""The interactive graph page for big modules (``hlotool graph``'s default HTML output).

Python emits one self-contained HTML page: the computation and every computation it calls, directly
or not, as JSON, plus a small vanilla-JS viewer (``static/viewer.js`` with ``static/page.js`` and their
style sheets, inlined). Nothing is laid out in Python; the layout's sizes and gaps travel in the JSON
(``layout.LAYOUT``). The
page starts collapsed: instructions are grouped by the scopes of their ``metadata op_name``
(``jit(f)/layer_3/attn/...``) into nested boxes that open on click, and a fusion, while, call or
conditional opens into its called computations. The browser lays out only what is open, each open
box on its own (closed children are single nodes), and caches each box's layout until something
inside it opens or closes, so the cost follows what is on screen, not the module's size."""
from __future__ import annotations

import gc
import json
import re
from html import escape

from ..fmt.printer import FormatOptions, _Printer
from ..ir.metadata import kv_dict, metadata_fields
from ..ir.module import Computation, Module
from ..structural_diff.text import instruction_text
from .layout import LAYOUT
from .model import FAMILY_COLOURS, instruction_family
from .resources import static_text


class SourceLocations:
    """Source locations of metadata (``source_file``/``source_line`` or ``stack_frame_id`` into
    the module's stack-frame tables), as interned strings, innermost frame first. ``frames`` gives
    the same frames as records (``hlotool serve``'s instruction panel)."""

    MAX_FRAMES = 12

    def __init__(self, module: Module):
        self.tables = module.stack_frames
        self.strings: list[str] = [""]
        self.index: dict[str, int] = {"": 0}
        self.cached: dict[int, int] = {}

    def _intern(self, text: str) -> int:
        k = self.index.get(text)
        if k is None:
            k = self.index[text] = len(self.strings)
            self.strings.append(text)
        return k

    def stack(self, fid: int) -> list[dict]:
        """The frames of stack frame ``fid``, innermost first: file, line, column, function."""
        t = self.tables
        out: list[dict] = []
        seen: set[int] = set()
        # (ids count from 1: 0, XLA's "none", stands for a missing one, found in no table)
        while fid and fid not in seen and len(out) < self.MAX_FRAMES:
            seen.add(fid)
            frame = kv_dict(t.stack_frames.get(fid))
            loc = kv_dict(t.file_locations.get(frame.get("file_location_id", 0)))
            if loc:
                out.append({"file": t.file_names.get(loc.get("file_name_id", 0), "?"),
                            "line": loc.get("line"), "column": loc.get("column"),
                            "function": t.function_names.get(loc.get("function_name_id", 0), "?")})
            fid = frame.get("parent_frame_id", 0)
        return out

    def frames(self, meta: dict) -> list[dict]:
        """Where an instruction came from: its ``source_file:source_line``, else its stack frames."""
        if "source_file" in meta:
            line = meta.get("source_line")
            return [{"file": str(meta["source_file"]), "line": line if isinstance(line, int) else None,
                     "column": None, "function": None}]
        fid = meta.get("stack_frame_id")
        return self.stack(fid) if isinstance(fid, int) and fid else []

    def _frame_text(self, fid: int) -> str:
        return "\n".join(f"{f['file']}:{f['line'] if f['line'] is not None else '?'}:"
                         f"{f['column'] if f['column'] is not None else '?'} in {f['function']}"
                         for f in self.stack(fid))

    def of(self, meta: dict) -> int:
        if "source_file" in meta:
            return self._intern(f"{meta['source_file']}:{meta.get('source_line', '?')}")
        fid = meta.get("stack_frame_id")
        if isinstance(fid, int) and fid:
            if fid not in self.cached:
                self.cached[fid] = self._intern(self._frame_text(fid))
            return self.cached[fid]
        return 0


def _reachable(comp: Computation) -> list[Computation]:
    seen, order, stack = {comp.name}, [], [comp]
    while stack:
        c = stack.pop()
        order.append(c)
        for inst in c.instructions:
            for callee in inst.called_computations:
                if callee.name not in seen:
                    seen.add(callee.name)
                    stack.append(callee)
    return order


def page_computations(module: Module, comp: Computation, all_computations: bool = False) -> list[Computation]:
    """The computations ``page_data`` carries, in its order: ``comp`` and what it calls, directly or
    not; with ``all_computations``, then every other computation of the module."""
    comps = _reachable(comp)
    if all_computations:
        carried = {c.name for c in comps}
        comps += [c for c in module.computations if c.name not in carried]
    return comps


def page_data(module: Module, comp: Computation, texts: bool = True, all_computations: bool = False) -> dict:
    """The JSON the page reads. ``insts`` rows: [name, opcode, short shape, shape with layout, full
    text, op_name, source index, operand indices, called computation indices, computation index,
    family index]; ``comps`` rows: [name, first instruction index, instruction count]; ``layout``: the
    viewer's sizes and gaps (``layout.LAYOUT``, shared with the static SVG layout). Instruction
    indices are global, in each computation's instruction order. ``texts=False`` leaves the full
    text and the shape with layout empty (``hlotool serve`` fetches them per instruction; printing
    every instruction is most of the cost on big modules)."""
    comps = page_computations(module, comp, all_computations)
    comp_index = {c.name: k for k, c in enumerate(comps)}
    sources = SourceLocations(module)
    families = list(FAMILY_COLOURS)
    fam_index = {f: k for k, f in enumerate(families)}
    rows: list[list] = []
    comp_rows: list[list] = []
    for ck, c in enumerate(comps):
        base = len(rows)
        local = {inst.name: base + k for k, inst in enumerate(c.instructions)}
        comp_rows.append([c.name, base, len(c.instructions)])
        for inst in c.instructions:
            meta = metadata_fields(inst.attribute_map.get("metadata"))
            long_shape = inst.shape.to_text(True) if texts else ""
            short = inst.shape.to_text(False)
            if len(short) > 40:
                short = short[:39] + "…"
            rows.append([inst.name, inst.opcode, short, long_shape, instruction_text(inst) if texts else "",
                         str(meta.get("op_name", "")), sources.of(meta),
                         [local[o] for o in dict.fromkeys(inst.operand_names) if o in local],
                         [comp_index[cc.name] for cc in inst.called_computations],
                         ck, fam_index[instruction_family(inst)]])
    return {"module": module.name, "insts": rows, "comps": comp_rows, "sources": sources.strings,
            "families": families, "colours": [FAMILY_COLOURS[f] for f in families], "layout": dict(LAYOUT)}


class _Strings:
    """Interned strings: each distinct text once in ``table``, rows hold its index."""

    def __init__(self):
        self.table: list[str] = [""]
        self.index: dict[str, int] = {"": 0}

    def __call__(self, text: str) -> int:
        k = self.index.get(text)
        if k is None:
            k = self.index[text] = len(self.table)
            self.table.append(text)
        return k


# Opcodes whose parentheses hold something else than operands.
_OWN_ARGUMENTS = frozenset({"parameter", "constant"})


def file_page_data(module: Module, comp: Computation) -> dict:
    """The JSON of ``hlotool graph``'s file: ``page_data``'s, compact (``static/page.js`` expands its rows into
    ``page_data``'s when the page opens). Rows: [name, kind, shape, arguments, operands, called computations], the
    last two left out where empty (operands written as [] where only calls follow).

    - kind: an index into ``kinds``, [opcode, attributes' text, op_name, source, family] (strings by their index
      in ``strings``): one per opcode and attribute map, which a parsed module shares between instructions
      (hlotool.ir.module's SharedAttrs), so each distinct one is printed (and its metadata read) once;
    - shape: an index into ``shapes``, [short shape, shape with layout, shape as printed] (strings);
    - a name that is its opcode, a dot and a number (``add.7``) is that number;
    - arguments, what the parentheses hold: 0 for the operands by name, 1 for those of a ROOT, else the text, in a
      list for a ROOT;
    - operands count back from their user's row; the computation index is the ``comps`` range a row is in."""
    comps = page_computations(module, comp)
    table = _FileRows(module, {c.name: k for k, c in enumerate(comps)})
    for c in comps:
        table.add_computation(c)
    families = table.families
    return {"module": module.name, "strings": table.strings.table, "kinds": table.kind_rows,
            "shapes": table.shape_rows, "insts": table.rows, "comps": table.comp_rows,
            "sources": table.sources.strings, "families": families,
            "colours": [FAMILY_COLOURS[f] for f in families], "layout": dict(LAYOUT)}


class _FileRows:
    """file_page_data's tables, filled one computation at a time (a call per computation; its instructions in one
    loop, the tables bound to locals)."""

    def __init__(self, module: Module, comp_index: dict[str, int]):
        self.comp_index = comp_index
        self.sources = SourceLocations(module)
        self.families = list(FAMILY_COLOURS)
        self.fam_index = {f: k for k, f in enumerate(self.families)}
        self.strings = _Strings()
        self.printer = _Printer(None, FormatOptions())   # type: ignore[arg-type]  # (instructions only: it reads no module)
        self.shape_rows: list[list[int]] = []
        self.shape_of: dict[int, int] = {}            # id(shape) -> its row in shape_rows
        self.kind_rows: list[list[int]] = []
        self.kind_of: dict[tuple[str, int], int] = {}     # (opcode, id(attribute map)) -> its row in kind_rows
        self.meta_of: dict[int, tuple[int, int]] = {}   # id(metadata) -> (op_name string, source)
        self.rows: list[list] = []
        self.comp_rows: list[list] = []

    def add_computation(self, c: Computation) -> None:
        """``c``'s row in comp_rows and its instructions' rows (with any new strings, shapes and kinds)."""
        comp_index, sources, fam_index, strings, printer = (
            self.comp_index, self.sources, self.fam_index, self.strings, self.printer)
        arguments, attributes = printer.arguments, printer.attributes
        shape_rows, shape_of, kind_rows, kind_of, meta_of = (
            self.shape_rows, self.shape_of, self.kind_rows, self.kind_of, self.meta_of)
        own_arguments = _OWN_ARGUMENTS
        rows = self.rows
        append = rows.append
        base = len(rows)
        instructions = c.instructions
        row_of = dict(zip(map(id, instructions), range(base, base + len(instructions)), strict=True)).get
        self.comp_rows.append([c.name, base, len(instructions)])
        for inst in instructions:
            opcode = inst.opcode
            shape = inst.shape
            shape_row = shape_of.get(id(shape))
            if shape_row is None:
                short = shape.to_text(False)
                if len(short) > 40:
                    short = short[:39] + "…"
                shape_row = shape_of[id(shape)] = len(shape_rows)
                shape_rows.append([strings(short), strings(shape.to_text(True)), strings(printer.shape(shape))])
            attrs = inst.attribute_map
            kind = kind_of.get((opcode, id(attrs)))
            if kind is None:
                meta = attrs.get("metadata")
                op_name = meta_of.get(id(meta))
                if op_name is None:
                    fields = metadata_fields(meta)
                    op_name = meta_of[id(meta)] = (strings(str(fields.get("op_name", ""))), sources.of(fields))
                kind = kind_of[opcode, id(attrs)] = len(kind_rows)
                kind_rows.append([strings(opcode), strings(attributes(opcode, attrs, {})), *op_name,
                                  fam_index[instruction_family(inst)]])
            here = len(rows)
            ops = inst.operands
            if ops:
                if len(ops) == 1:
                    at = row_of(id(ops[0]))
                    back = [] if at is None else [here - at]
                    plain = at is not None and opcode not in own_arguments
                else:
                    ats = [row_of(i) for i in dict.fromkeys(map(id, ops))]
                    back = [here - k for k in ats if k is not None]
                    plain = len(back) == len(ops) <= 5 and opcode not in own_arguments
            else:
                back = []
                plain = False
            args: int | str | list[str]
            if plain:          # "%a, %b": the operands
                args = 1 if inst.is_root else 0
            else:
                args = str(inst.parameter_number) if opcode == "parameter" else arguments(inst, {})
                if inst.is_root:
                    args = [args]
            name: str | int = inst.name
            stem, dot, number = inst.name.rpartition(".")
            if dot and stem == opcode and number.isdigit() and number.isascii() and len(number) <= 15 \
                    and (number == "0" or number[0] != "0"):
                name = int(number)         # "add.7": 7 (page.js puts the opcode back)
            called = inst.called_computations
            if called:
                append([name, kind, shape_row, args, back, [comp_index[cc.name] for cc in called]])
            elif back:
                append([name, kind, shape_row, args, back])
            else:
                append([name, kind, shape_row, args])


def to_page(module: Module, comp: Computation | None = None) -> str:
    comp = comp or module.entry
    # A row per instruction and no cycles: the cyclic collector would only walk the growing rows again and again.
    gc_was_enabled = gc.isenabled()
    gc.disable()
    try:
        data = json.dumps(file_page_data(module, comp), separators=(",", ":"), ensure_ascii=False)
    finally:
        if gc_was_enabled:
            gc.enable()
    data = data.replace("<", "\\u003c")         # no "</script>" or "<!--" inside the data block
    parts = {"%TITLE%": escape(f"{module.name}: {comp.name}"), "%DATA%": data,
             "%CSS%": static_text(__package__, "viewer.css") + static_text(__package__, "page.css"),
             "%JS%": static_text(__package__, "viewer.js") + static_text(__package__, "page.js")}
    return re.sub("%TITLE%|%DATA%|%CSS%|%JS%", lambda m: parts[m.group(0)], _HTML)


_HTML = """<!DOCTYPE html>
<html><head><meta charset="utf-8"><title>%TITLE%</title><style>
%CSS%</style></head><body>
<div id="bar"><b>%TITLE%</b><input id="q" placeholder="search name, opcode or op_name (Enter)">
<button id="fit">fit</button><button id="collapse">collapse all</button><span class="legend" id="legend"></span></div>
<svg id="canvas"><defs><marker id="arrow" viewBox="0 0 10 10" refX="10" refY="5" markerWidth="7"
 markerHeight="7" orient="auto-start-reverse"><path d="M0,0L10,5L0,10z" fill="#777"/></marker></defs>
<g id="root"></g></svg>
<div id="side"><div id="results"></div><div id="detail">Click a box to open it, a node for its
instruction. Drag to pan, wheel to zoom.</div></div>
<script id="data" type="application/json">%DATA%</script>
<script>
%JS%
</script></body></html>
"""
