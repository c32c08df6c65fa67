"""StableHLO (the syntax tree of hlotool.stablehlo.syntax) to hlotool's IR, as XLA's StableHLO -> HLO translation
makes it (jaxlib's ``mlir_module_to_xla_computation`` is the oracle).

Every op is converted by its record in ``OPS`` (hlotool.stablehlo.ops): its HLO opcode and how its attributes
become HLO's. The module is written as HLO text, one instruction a line, and read by hlotool's parser (which
types every attribute as it does for any module); each instruction then points back at its op in the .mlir file.
"""
from __future__ import annotations

from dataclasses import dataclass, field
from ..errors import HloSyntaxError
from ..ir.shape import Shape, array_shape, tuple_shape
from .syntax import (CallSiteLoc, FileLoc, Func, FusedLoc, LocAlias, MlirModule, MlirParser, NameLoc, Op, Region,
                     TensorType, TokenType, TupleType)


class ConversionError(HloSyntaxError):
    """StableHLO that reads but has no HLO form here (located at the op)."""


@dataclass
class Value:
    name: str             # the HLO instruction's name
    shape: Shape
    constant: bool = False     # a constant, or a broadcast of one


@dataclass
class Emitted:
    """One HLO computation being written."""
    name: str
    lines: list[str] = field(default_factory=list)
    offsets: list[int] = field(default_factory=list)       # per line: the op's offset in the .mlir text
    root: str | None = None
    offset: int = 0
    # Constants (and broadcasts of them: splats) by their text without name and metadata: XLA's translation
    # uniques constants, as MLIR's canonicalizer does, and folds broadcasts of constants into splat constants
    # that it writes as a scalar constant and a broadcast.
    by_text: dict[str, "Value"] = field(default_factory=dict)


def hlo_shape(ty, parser: MlirParser | None = None, offset: int = 0) -> Shape:
    if isinstance(ty, TensorType):
        if any(d < 0 for d in ty.dims):
            if parser is not None:
                raise parser.error_at(offset, "dynamic dimensions ('?') are not supported: expected static shapes")
        return array_shape(ty.element_type, ty.dims)
    if isinstance(ty, TupleType):
        return tuple_shape([hlo_shape(t, parser, offset) for t in ty.types])
    if isinstance(ty, TokenType):
        return Shape("token")
    if parser is not None:
        raise parser.error_at(offset, f"expected a tensor, tuple or token type, found {ty}")
    raise ValueError(ty)


def shape_text(shape: Shape) -> str:
    """A shape as XLA prints it: arrays with their (default, major-to-minor) layout, scalars without."""
    if shape.is_tuple:
        return "(" + ", ".join(shape_text(s) for s in shape.tuple_shapes) + ")"
    if shape.element_type == "token":
        return "token[]"
    text = shape.element_type + "[" + ",".join(map(str, shape.dims)) + "]"
    if shape.layout is not None:
        return text + shape.layout.to_text()
    if shape.dims:
        text += "{" + ",".join(str(d) for d in range(len(shape.dims) - 1, -1, -1)) + "}"
    return text


def _quote(s: str) -> str:
    return '"' + s.replace("\\", "\\\\").replace('"', '\\"').replace("\n", "\\n") + '"'


class Converter:
    def __init__(self, module: MlirModule, parser: MlirParser, filename: str | None, rules):
        """``rules``: hlotool.stablehlo.ops (convert_op, module_header, parameter_attrs, result_attrs)."""
        self.rules = rules
        self.module = module
        self.parser = parser
        self.filename = filename
        self.taken: set[str] = set()
        self.computations: list[Emitted] = []
        self.funcs = {f.name: f for f in module.funcs}
        self.func_computations: dict[str, str] = {}
        self.header: list[str] = []
        self.meshes: dict[str, str] = {}
        self.current_env: dict[str, Value] = {}      # the values of the op being converted's computation

    # ------------------------------------------------------------ names, errors
    def fresh(self, base: str) -> str:
        base = "".join(c if c.isalnum() or c in "_.-" else "_" for c in base) or "v"
        name, k = base, 0
        while name in self.taken:
            k += 1
            name = f"{base}.{k}"
        self.taken.add(name)
        return name

    def error(self, op_or_offset, message: str) -> HloSyntaxError:
        offset = op_or_offset if isinstance(op_or_offset, int) else op_or_offset.offset
        line, col = self.parser.where(offset)
        lines = self.parser.text.split("\n")
        return ConversionError(message, self.filename, line, col, lines[line - 1] if line <= len(lines) else "")

    # ------------------------------------------------------------ locations -> metadata
    def resolve(self, loc):
        seen = 0
        while isinstance(loc, LocAlias):
            loc = self.module.loc_aliases.get(loc.name)
            seen += 1
            if seen > 100:
                return None
        return loc

    def metadata(self, loc) -> str:
        """``metadata={...}`` as XLA's location exporter makes it: op_name joins the names of the NameLocs (the
        callee side of call sites, every part of fused ones; names ending in ':' are op types), source_file and
        source_line come from the first file location under the first NameLoc."""
        loc = self.resolve(loc)
        if loc is None:
            return ""
        names: list[str] = []
        op_types: list[str] = []
        stack = [loc]
        while stack:
            cur = self.resolve(stack.pop())
            if isinstance(cur, NameLoc):
                name = cur.name.split("@")[0]
                (op_types if name.endswith(":") else names).append(name[:-1] if name.endswith(":") else name)
            elif isinstance(cur, CallSiteLoc):
                stack.append(cur.callee)
            elif isinstance(cur, FusedLoc):
                stack.extend(reversed(cur.locations))
        items = []
        if names:
            items.append("op_name=" + _quote(";".join(names)))
        if op_types:
            items.append("op_type=" + _quote(";".join(op_types)))
        file_loc = self._find_file(self._find_name(loc)) if self._find_name(loc) is not None else None
        if file_loc is not None:
            items.append("source_file=" + _quote(file_loc.file))
            items.append(f"source_line={file_loc.line}")
        return "metadata={" + " ".join(items) + "}" if items else ""

    def _walk(self, loc):
        stack = [loc]
        while stack:
            cur = self.resolve(stack.pop())
            if cur is None:
                continue
            yield cur
            if isinstance(cur, NameLoc) and cur.child is not None:
                stack.append(cur.child)
            elif isinstance(cur, CallSiteLoc):
                stack.extend((cur.caller, cur.callee))
            elif isinstance(cur, FusedLoc):
                stack.extend(reversed(cur.locations))

    def _find_name(self, loc):
        return next((x for x in self._walk(loc) if isinstance(x, NameLoc)), None)

    def _find_file(self, loc):
        return next((x for x in self._walk(loc) if isinstance(x, FileLoc)), None)

    # ------------------------------------------------------------ emitting
    def emit(self, comp: Emitted, base: str, shape: Shape, opcode: str, operands: list[Value], attrs: list[str],
             op: Op | None = None, root: bool = False) -> Value:
        call = opcode if opcode.endswith(")") else f"{opcode}({', '.join(v.name for v in operands)})"
        body = f"{shape_text(shape)} {call}"
        if attrs:
            body += ", " + ", ".join(a for a in attrs if a)
        pure = not root and (opcode.startswith("constant(") or opcode == "broadcast" and operands[0].constant)
        if pure:
            same = comp.by_text.get(body)
            if same is not None:
                return same
        name = self.fresh(base)
        text = f"{'ROOT ' if root else ''}{name} = {body}"
        if op is not None and op.loc is not None:
            meta = self.metadata(op.loc)
            if meta:
                text += ", " + meta
        comp.lines.append(text)
        comp.offsets.append(op.offset if op is not None else comp.offset)
        value = Value(name, shape, opcode.startswith("constant(") or pure)
        if pure:
            comp.by_text[body] = value
        return value

    def results_of(self, comp: Emitted, op: Op, value: Value, shapes: list[Shape]) -> list[Value]:
        """The op's results: the value itself, or one get-tuple-element per result of a tuple-shaped value."""
        if len(op.results) == 1 and not value.shape.is_tuple:
            return [value]
        if len(op.results) == 1 and value.shape.is_tuple and len(shapes) == 1 and shapes[0].is_tuple:
            return [value]
        return [self.emit(comp, "get-tuple-element", s, "get-tuple-element", [value], [f"index={k}"], op)
                for k, s in enumerate(shapes)]

    # ------------------------------------------------------------ module
    def convert(self) -> str:
        entry = self.funcs.get("main") or next((f for f in self.module.funcs if f.visibility == "public"), None)
        if entry is None:
            raise self.error(self.module.offset, "expected a public function (@main) as the entry")
        for op in self.module.ops:
            if op.name == "sdy.mesh" and op.symbol:
                self.meshes[op.symbol] = op.attrs.get("mesh", "")
        self.func_computation(entry, is_entry=True)
        name = self.module.name or "module"
        header = self.rules.module_header(self, entry)
        out = [f"HloModule {name}{header}", ""]
        self.line_offsets: list[int] = [0, 0]
        for comp in self.computations:
            out.append(("ENTRY " if comp.name == self.entry_name else "") + comp.name + " {")
            self.line_offsets.append(comp.offset)
            out.extend("  " + line for line in comp.lines)
            self.line_offsets.extend(comp.offsets)
            out.append("}")
            out.append("")
            self.line_offsets.extend((comp.offset, comp.offset))
        return "\n".join(out)

    def func_computation(self, func: Func, is_entry: bool = False) -> str:
        done = self.func_computations.get(func.name)
        if done is not None:
            return done
        if func.body is None:
            raise self.error(func.offset, f"function @{func.name} has no body: expected a definition")
        name = self.fresh(func.name)
        self.func_computations[func.name] = name
        if is_entry:
            self.entry_name = name
        comp = Emitted(name, offset=func.offset)
        env: dict[str, Value] = {}
        for k, (vname, ty, attrs, _loc) in enumerate(func.args):
            shape = hlo_shape(ty, self.parser, func.offset)
            env[vname] = self.emit(comp, f"Arg_{k}", shape, f"parameter({k})", [],
                                   self.rules.parameter_attrs(self, attrs, is_entry))
        results = self.region_ops(comp, func.body, env, func_result=func)
        self.finish(comp, results, None, self.rules.result_attrs(self, func, is_entry))
        self.computations.append(comp)
        return name

    def finish(self, comp: Emitted, results: list[Value], op: Op | None, root_attrs=()) -> None:
        """Make the computation's root: its one result (the line that defines it gets the ROOT marker), or a
        tuple of them."""
        if len(results) == 1:
            name = results[0].name
            for k, line in enumerate(comp.lines):
                if line.startswith(name + " = "):
                    comp.lines[k] = "ROOT " + line + "".join(", " + a for a in root_attrs)
                    comp.root = name
                    return
            raise self.error(op.offset if op is not None else comp.offset,
                             "the returned value is not defined in this function or region")
        shape = tuple_shape([v.shape for v in results])
        comp.root = self.emit(comp, "tuple", shape, "tuple", results, list(root_attrs), op, root=True).name

    def region_computation(self, region: Region, base: str, args: list[Shape] | None = None,
                           tuple_param: bool = False, captures: list[tuple[str, Value]] = ()) -> str:
        """A region as a computation of its own: its block arguments (or, with ``tuple_param``, one tuple of
        them, and ``captures``, values of the enclosing computation it reads) become parameters."""
        name = self.fresh(base)
        comp = Emitted(name, offset=region.offset)
        block = region.blocks[0]
        env: dict[str, Value] = {}
        shapes = [hlo_shape(t, self.parser, region.offset) for _, t in block.args] if args is None else args
        if tuple_param or captures:
            entries = [(n, s) for (n, _), s in zip(block.args, shapes)] + [(n, v.shape) for n, v in captures]
            if len(entries) == 1 and captures and not tuple_param:
                n, s = entries[0]
                env[n] = self.emit(comp, "Arg_0", s, "parameter(0)", [], [])
            else:
                param = self.emit(comp, "arg_tuple", tuple_shape([s for _, s in entries]), "parameter(0)", [], [])
                for k, (n, s) in enumerate(entries):
                    env[n] = self.emit(comp, "get-tuple-element", s, "get-tuple-element", [param], [f"index={k}"])
        else:
            for k, ((n, _), s) in enumerate(zip(block.args, shapes)):
                env[n] = self.emit(comp, f"Arg_{k}", s, f"parameter({k})", [], [])
        results = self.region_ops(comp, region, env)
        self.finish(comp, results, None)
        self.computations.append(comp)
        return name

    def region_ops(self, comp: Emitted, region: Region, env: dict[str, Value], func_result: Func | None = None
                   ) -> list[Value]:
        if len(region.blocks) != 1:
            raise self.error(region.offset, f"expected one block in the region, found {len(region.blocks)}")
        for op in region.blocks[0].ops:
            if op.name in ("func.return", "return", "stablehlo.return", "sdy.return", "mhlo.return"):
                return [self.lookup(env, op, v) for v in op.operands]
            values = self.rules.convert_op(self, comp, op, env)
            if len(values) != len(op.results):
                raise self.error(op, f"{op.name} has {len(values)} results, expected {len(op.results)} "
                                 f"(the names before '=')")
            for name, value in zip(op.results, values):
                env[name] = value
                if name.endswith("#0"):
                    env.setdefault(name[:-2], value)
        raise self.error(region.offset, "expected a return at the end of the region, found none")

    def lookup(self, env: dict[str, Value], op: Op, name: str) -> Value:
        value = env.get(name)
        if value is None:
            value = env.get(name + "#0") if "#" not in name else None
            if value is None:
                raise self.error(op, f"use of undefined value {name} in {op.name}")
        return value
