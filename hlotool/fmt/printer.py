"""The canonical printer: Module -> HLO text that XLA's parser reads back unchanged."""
from __future__ import annotations

from dataclasses import dataclass, field

from ..attributes import print_rank
from ..ir.literals import LazyLiteral
from ..ir.module import Computation, Instruction, Module, SharedAttrs
from ..ir.shape import Shape
from ..ir.values import CompRef
from ..ir.walks import post_order
from .literals import literal_text
from .values import quote, value_text

STRIPPABLE = ("metadata", "backend_config", "frontend_attributes", "sharding", "statistics", "origin",
              "control-predecessors", "stack_frames", "layouts", "operand_index_comments")


@dataclass
class FormatOptions:
    strip: frozenset = field(default_factory=frozenset)   # subset of STRIPPABLE
    canonical_names: bool = False

    def __post_init__(self):
        bad = set(self.strip) - set(STRIPPABLE)
        if bad:
            raise ValueError(f"cannot strip {', '.join(sorted(bad))}; choose from {', '.join(STRIPPABLE)}")
        self.strip = frozenset(self.strip)


def format_module(module: Module, strip=(), canonical_names: bool = False) -> str:
    """Print ``module``. ``strip`` names things to leave out (see STRIPPABLE)."""
    opts = FormatOptions(frozenset(strip), canonical_names)
    return _Printer(module, opts).module()


class _Printer:
    def __init__(self, module: Module, opts: FormatOptions):
        self.m = module
        self.opts = opts
        self.layouts = "layouts" not in opts.strip
        self.index_comments = "operand_index_comments" not in opts.strip
        self.comp_names: dict[str, str] = {}
        self.inst_names: dict[int, dict[str, str]] = {}
        self.order: dict[int, list[Instruction]] = {}
        # Undecoded literals' texts by (id of the shape, source: text or LiteralProto bytes): dumps repeat a
        # few dozen constants thousands of times, each its own LazyLiteral; the module keeps the shapes alive.
        self.literal_texts: dict[tuple[int, str | bytes], str] = {}
        # The attributes' text of shared (read-only) attribute maps, by (opcode, id of the map): a dump repeats a
        # few thousand maps over a hundred thousand instructions. Each entry keeps its map, so the id stays its own.
        self.attribute_texts: dict[tuple[str, int], tuple[dict, str]] = {}
        if opts.canonical_names:
            self._canonicalize()

    # ---------------------------------------------------------------- naming
    def _canonicalize(self):
        m = self.m
        # Computations in post-order of first call from the entry, so callees print first.
        visited: list[Computation] = []
        first_caller: dict[str, str] = {}

        def visit(c: Computation, caller: str):
            if c.name in first_caller:
                return
            first_caller[c.name] = caller
            for inst in post_order(c, root_first=True, control_edges=True):
                for callee in inst.called_computations:
                    visit(callee, inst.opcode)
            visited.append(c)
        visit(m.entry, "")
        for c in m.computations:          # unreachable ones keep their relative order
            visit(c, "computation")
        counters: dict[str, int] = {}
        for c in visited:
            if c.is_entry:
                self.comp_names[c.name] = "main"
                continue
            caller = first_caller[c.name]
            base = {"fusion": "fused_computation", "while": "while_body"}.get(caller, caller + "_computation")
            k = counters.get(base, 0)
            counters[base] = k + 1
            self.comp_names[c.name] = f"{base}.{k}"
        self.comp_order = visited
        used: set[str] = set()
        per_op: dict[str, int] = {}

        def fresh(base: str) -> str:
            k = per_op.get(base, 0)
            name = base if k == 0 and base.startswith("p") and base[1:].isdigit() else f"{base}.{k}"
            while name in used:
                k += 1
                name = f"{base}.{k}"
            per_op[base] = k + 1
            used.add(name)
            return name
        for c in visited:
            order = post_order(c, root_first=True, control_edges=True)
            names = {}
            for inst in order:
                base = f"p{inst.parameter_number}" if inst.opcode == "parameter" else inst.opcode
                names[inst.name] = fresh(base)
            self.inst_names[id(c)] = names
            self.order[id(c)] = order

    def cname(self, name: str) -> str:
        return self.comp_names.get(name, name)

    # ---------------------------------------------------------------- text
    def shape(self, s: Shape) -> str:
        if s.is_tuple:
            parts = []
            for i, e in enumerate(s.tuple_shapes):
                t = self.shape(e)
                parts.append(f"/*index={i}*/{t}" if i and i % 5 == 0 and self.index_comments else t)
            return "(" + ", ".join(parts) + ")"
        return s.to_text(self.layouts)

    def module(self) -> str:
        m = self.m
        out = []
        header = "HloModule " + m.name
        for k, v in m.attrs.items():
            if k in self.opts.strip:
                continue
            header += f", {k}={self.value(k, v)}"
        out.append(header)      # always: XLA reads computations in the `%a () -> f32[]` form only after one
        out.append("")
        sf = m.stack_frames
        if sf and "stack_frames" not in self.opts.strip and "metadata" not in self.opts.strip:
            for title, table in (("FileNames", sf.file_names), ("FunctionNames", sf.function_names)):
                if table:
                    out.append(title)
                    out.extend(f"{i} {quote(s)}" for i, s in table.items())
                    out.append("")
            for title, table in (("FileLocations", sf.file_locations), ("StackFrames", sf.stack_frames)):
                if table:
                    out.append(title)
                    out.extend(f"{i} {value_text(b)}" for i, b in table.items())
                    out.append("")
            out.append("")
        comps = self.comp_order if self.opts.canonical_names else m.computations
        for c in comps:
            out.append(self.computation(c))
            out.append("")
        return "\n".join(out)

    def computation(self, c: Computation) -> str:
        names = self.inst_names.get(id(c), {})
        params = ", ".join(f"{names.get(p.name, p.name)}: "
                           f"{p.shape.to_text(False) if not p.shape.is_tuple else _no_layout(p.shape)}"
                           for p in c.parameters)
        root = c.root
        head = ("ENTRY " if c.is_entry else "") + f"%{self.cname(c.name)} ({params}) -> " \
            + (_no_layout(root.shape)) + " {"
        lines = [head]
        for inst in self.order.get(id(c), c.instructions):
            lines.append("  " + self.instruction(inst, names, inst is root))
        tail = "}"
        if c.execution_thread is not None:
            tail += f", execution_thread={quote(c.execution_thread)}"
        lines.append(tail)
        return "\n".join(lines)

    def instruction(self, inst: Instruction, names: dict, is_root: bool) -> str:
        attributes = self.attributes(inst.opcode, inst.attribute_map, names)
        return (("ROOT " if is_root else "") + f"%{names.get(inst.name, inst.name)} = {self.shape(inst.shape)} "
                f"{inst.opcode}({self.arguments(inst, names)}){attributes}")

    def arguments(self, inst: Instruction, names: dict) -> str:
        """What an instruction's parentheses hold: its parameter number, literal or operands."""
        if inst.opcode == "parameter":
            return str(inst.parameter_number)
        if inst.opcode == "constant":
            return self.literal(inst.literal)
        operand_names = inst.operand_names
        if names or len(operand_names) > 5:
            n = names.get
            ops = []
            for i, o in enumerate(operand_names):
                t = "%" + n(o, o)
                ops.append(f"/*index={i}*/{t}" if i and i % 5 == 0 and self.index_comments else t)
            return ", ".join(ops)
        if operand_names:        # the usual: a few operands, names as they are
            return "%" + ", %".join(operand_names)
        return ""

    def attributes(self, opcode: str, attrs: dict, names: dict) -> str:
        """``, key=value`` for each attribute, in XLA's order (empty without attributes)."""
        # (a shared map's text is the same each time, but where instructions are renamed and it names some)
        shared = attrs.__class__ is SharedAttrs and (not names or "control-predecessors" not in attrs)
        if shared:
            found = self.attribute_texts.get((opcode, id(attrs)))
            if found is not None and found[0] is attrs:
                return found[1]
        text = self._attributes(opcode, attrs, names)
        if shared:
            self.attribute_texts[opcode, id(attrs)] = (attrs, text)
        return text

    def _attributes(self, opcode: str, attrs: dict, names: dict) -> str:
        text = ""
        strip = self.opts.strip
        for k, v in _ordered_attrs(opcode, attrs):
            if k in strip:
                continue
            if k == "control-predecessors":
                text += ", control-predecessors={" + ", ".join("%" + names.get(p, p) for p in v) + "}"
                continue
            text += f", {k}={self.value(k, v)}"
        return text

    def literal(self, lit) -> str:
        if lit.__class__ is not LazyLiteral or lit.is_decoded:
            return literal_text(lit)
        key = (id(lit.shape), lit.source)
        text = self.literal_texts.get(key)
        if text is None:
            text = self.literal_texts[key] = literal_text(lit)
        return text

    def value(self, key: str, v) -> str:
        if self.comp_names:
            if isinstance(v, CompRef):
                return "%" + self.cname(v.name)
            if isinstance(v, tuple) and v and isinstance(v[0], CompRef):
                return "{" + ", ".join("%" + self.cname(c.name) for c in v) + "}"
        if not self.layouts and key == "entry_computation_layout":
            return "{(" + ", ".join(_no_layout(s) for s in v.parameters) + ")->" + _no_layout(v.result) + "}"
        return value_text(v)


def _no_layout(s: Shape) -> str:
    return s.to_text(False)


def _ordered_attrs(opcode: str, attrs: dict):
    """In XLA's printing order for the opcode (hlotool.attributes). Attributes the table does not
    know (unknown opcodes') keep their order, before the common ones."""
    if len(attrs) < 2:
        return attrs.items()
    keys = tuple(attrs)
    order = _ATTR_ORDERS.get((opcode, keys))
    if order is None:     # one sort per opcode and key sequence, not per instruction
        rank = print_rank(opcode)
        order = _ATTR_ORDERS[(opcode, keys)] = tuple(sorted(keys, key=lambda k: rank.get(k, 999)))
    return [(k, attrs[k]) for k in order]


_ATTR_ORDERS: dict[tuple, tuple] = {}


