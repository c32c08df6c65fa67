"""StableHLO (the syntax tree of hlotool.stablehlo.syntax) to hlotool's IR, as XLA's StableHLO -> HLO translation
makes it (jaxlib's ``mlir_module_to_xla_computation`` is the oracle).

Every op is converted by its record in ``OPS`` (hlotool.stablehlo.ops): its HLO opcode and how its attributes
become HLO's typed attribute values (hlotool.ir.values, hlotool.sharding.model). The converter builds the IR
directly, as the proto reader does: Module, Computation and Instruction records, operands and called computations
linked as they are made, each instruction and computation pointing at its op's line and column in the .mlir file.
"""
from __future__ import annotations

from bisect import bisect_right
from dataclasses import dataclass, field
from typing import Any, Hashable, Sequence

from ..errors import HloSyntaxError
from ..ir.module import Computation, Instruction, Module, SourceLoc, source_pos
from ..ir.shape import Layout, Shape, array_shape, tuple_shape
from ..ir.values import Braced, CompRef, KeyValue
from .syntax import MlirParser
from .syntax_tree import (
    CallSiteLoc,
    FileLoc,
    Func,
    FusedLoc,
    LocAlias,
    MlirModule,
    NameLoc,
    Op,
    Region,
    TensorType,
    TokenType,
    TupleType,
)


class ConversionError(HloSyntaxError):
    """StableHLO that reads but has no HLO form here (located at the op)."""


@dataclass(slots=True)
class Value:
    """An op's result: the instruction that holds it, and whether it is a constant (or a broadcast of one)."""
    inst: Instruction
    constant: bool = False

    @property
    def name(self) -> str:
        return self.inst.name

    @property
    def shape(self) -> Shape:
        return self.inst.shape


@dataclass
class Emitted:
    """One HLO computation being built."""
    name: str
    instructions: list[Instruction] = field(default_factory=list)
    offset: int = 0                  # where its function or region starts in the .mlir text
    # Constants (and broadcasts of them: splats) by what they are (opcode, shape, value or operand, attributes):
    # XLA's translation uniques constants, as MLIR's canonicalizer does.
    pure: dict[tuple, Value] = field(default_factory=dict)


_SHAPES: dict[TensorType, Shape] = {}       # static tensor types' shapes (both immutable): made once


def hlo_shape(ty, parser: MlirParser | None = None, offset: int = 0) -> Shape:
    """The HLO shape of a StableHLO type, arrays with their default (major-to-minor) layout as XLA's
    translation gives them, scalars without."""
    known = _SHAPES.get(ty) if ty.__class__ is TensorType else None
    if known is not None:
        return known
    if isinstance(ty, TensorType):
        if any(d < 0 for d in ty.dims):
            if parser is not None:
                raise parser.error_at(offset, "dynamic dimensions ('?') are not supported: expected static shapes")
            raise ValueError(ty)
        shape = laid_out(array_shape(ty.element_type, ty.dims))
        if len(_SHAPES) < 100_000:
            _SHAPES[ty] = shape
        return shape
    if isinstance(ty, TupleType):
        return tuple_shape([hlo_shape(t, parser, offset) for t in ty.types])
    if isinstance(ty, TokenType):
        return Shape("token")
    if parser is not None:
        raise parser.error_at(offset, f"expected a tensor, tuple or token type, found {ty}")
    raise ValueError(ty)


_ARRAY_SHAPES: dict[tuple, Shape] = {}      # laid-out array shapes by (element type, dims): made once


def array_laid_out(element_type: str, dims) -> Shape:
    """``laid_out(array_shape(element_type, dims))``, made once per element type and dimensions."""
    key = (element_type, tuple(dims))
    shape = _ARRAY_SHAPES.get(key)
    if shape is None:
        shape = laid_out(array_shape(element_type, key[1]))
        if len(_ARRAY_SHAPES) < 100_000:
            _ARRAY_SHAPES[key] = shape
    return shape


_DEFAULT_LAYOUTS: dict[int, Layout] = {}


def laid_out(shape: Shape) -> Shape:
    """``shape`` with XLA's default layout on every array of rank 1 and up that has none."""
    if shape.is_tuple:
        parts = tuple(laid_out(s) for s in shape.tuple_shapes)
        return shape if parts == shape.tuple_shapes else Shape("tuple", tuple_shapes=parts)
    if shape.layout is not None or not shape.dims or not shape.is_array:
        return shape
    rank = len(shape.dims)
    layout = _DEFAULT_LAYOUTS.get(rank)
    if layout is None:
        layout = _DEFAULT_LAYOUTS[rank] = Layout(tuple(range(rank - 1, -1, -1)))
    return Shape(shape.element_type, shape.dims, shape.dynamic, layout)


# Opcodes whose attributes never name a computation (the others' are searched: _called).
_NEVER_CALLS = frozenset(("add", "subtract", "multiply", "divide", "broadcast", "reshape", "constant",
                                  "parameter", "get-tuple-element", "tuple", "dot", "transpose", "convert", "slice",
                                  "compare", "select", "iota", "concatenate", "negate", "power", "sqrt", "rsqrt",
                                  "exponential", "log", "maximum", "minimum"))


def _called(attrs: dict) -> list[str]:
    """The names of the computations an instruction's attributes call, in their order."""
    names = []
    for v in attrs.values():
        if v.__class__ is CompRef:
            names.append(v.name)
        elif v.__class__ is tuple and v and v[0].__class__ is CompRef:
            names.extend(r.name for r in v)
    return names


class Converter:
    def __init__(self, module: MlirModule, parser: MlirParser, filename: str | None, rules,
                 canonicalize: bool = True):
        """``rules``: hlotool.stablehlo.ops (convert_op, module_attrs, parameter_attrs, result_attrs).
        ``canonicalize``: tidy as XLA's translation does (MLIR's canonicaliser and folders: hlotool.stablehlo.tidy);
        False: every op as written, as XLA's translation without them (its ``run_canonicalizer=false`` path)."""
        self.canonicalize = canonicalize
        self.rules = rules
        self.module = module
        self.parser = parser
        self.filename = filename
        self.taken: set[str] = set()
        # Each base name's counter: [its clean name, the next suffix to try], one list per clean name (the bases
        # that clean to the same name share it).
        self._counters: dict[str, list] = {}
        self._clean_counters: dict[str, list] = {}
        self.computations: list[Computation] = []
        self.by_name: dict[str, Computation] = {}
        self.funcs = {f.name: f for f in module.funcs}
        self.func_computations: dict[str, str] = {}
        self.meshes: dict[str, str] = {}            # sdy.mesh: name -> its text (<["x"=2]>)
        self.mesh_ops: list[Op] = []
        self.sdy_meshes: dict | None = None            # the meshes read (hlotool.sharding.model.SdyMesh), by name
        self.current_env: dict[str, Value] = {}      # the values of the op being converted's computation
        self.entry_name = ""
        self._metadata: dict[int, Braced | None] = {}   # by id of the location: ops share location aliases
        self._pos_offset, self._pos = -1, 0             # the last offset's Instruction.pos (an op's instructions)
        self._line_starts = parser.line_starts()
        self._shapes: dict[int, Shape] = {}             # by id of the tree's types (alive while it is converted)
        self.literals: dict[tuple, Any] = {}            # splats' literals (hlotool.stablehlo.literals.literal_of)
        # The values of the constants and splats made ((the instruction, kept alive: its id stays its own; its NumPy
        # value: a 0-d array for a splat of any shape), by id of the instruction: hlotool.stablehlo.tidy folds them),
        # and the instructions XLA's export itself leaves behind, kept though unused.
        self.constant_values: dict[int, Any] = {}
        self.keep: set[int] = set()
        self.unread: set[int] = set()     # operands an op reads no values of (rng's shape): dropped where unused
        self.decompositions: set[str] = set()         # the functions composites decompose into
        self.kept_computations: list[str] = []        # computations kept though the entry does not call them
        # The op a value stands for where XLA's export made it of several instructions (XlaBuilder's decompositions:
        # broadcast_in_dim of a growing size-1 dimension, all_to_all of two dimensions), by id of the last one: (its
        # HLO opcode, its operands, its attributes), as MLIR's patterns saw it before the export (``made_by``).
        self.made_of: dict[int, tuple[str, list, dict]] = {}

    # ------------------------------------------------------------ names, errors, positions
    def fresh(self, base: str) -> str:
        """``base``, or ``base.1``, ``base.2``, ...: the first name not taken (the search starts where the last
        one of this base ended: names are only ever added)."""
        counter = self._counters.get(base)
        if counter is None:
            counter = self._counter(base)
        clean, k = counter
        name = clean if k == 0 else f"{clean}.{k}"
        taken = self.taken
        while name in taken:
            k += 1
            name = f"{clean}.{k}"
        taken.add(name)
        counter[1] = k + 1
        return name

    def _counter(self, base: str) -> list:
        clean = "".join(c if c.isalnum() or c in "_.-" else "_" for c in base) or "v"
        counter = self._clean_counters.get(clean)
        if counter is None:
            counter = self._clean_counters[clean] = [clean, 0]
        self._counters[base] = counter
        return counter

    def error(self, op_or_offset, message: str) -> HloSyntaxError:
        offset = op_or_offset if isinstance(op_or_offset, int) else op_or_offset.offset
        line, col = self.parser.where(offset)
        lines = self.parser.text.split("\n")
        return ConversionError(message, self.filename, line, col, lines[line - 1] if line <= len(lines) else "")

    def shape_of(self, ty, offset: int) -> Shape:
        """hlo_shape of one of the tree's types, made once per type object (the reader shares equal types)."""
        shape = self._shapes.get(id(ty))
        if shape is None:
            shape = self._shapes[id(ty)] = hlo_shape(ty, self.parser, offset)
        return shape

    def pos(self, offset: int) -> int:
        return source_pos(*self.parser.where(offset))

    # ------------------------------------------------------------ locations -> metadata
    def resolve(self, loc):
        seen = 0
        while isinstance(loc, LocAlias):
            loc = self.module.loc_aliases.get(loc.name)
            seen += 1
            if seen > 100:
                return None
        return loc

    def metadata(self, loc) -> Braced | None:
        """The instruction's metadata as XLA's location exporter makes it: op_name joins the names of the NameLocs
        (the callee side of call sites, every part of fused ones; names ending in ':' are op types), source_file
        and source_line come from the first file location under the first NameLoc."""
        key = id(loc)
        if key in self._metadata:
            return self._metadata[key]
        made = self._metadata[key] = self._make_metadata(loc)
        return made

    def _make_metadata(self, loc) -> Braced | None:
        loc = self.resolve(loc)
        if loc is None:
            return None
        names: list[str] = []
        op_types: list[str] = []
        stack = [loc]
        while stack:
            cur = self.resolve(stack.pop())
            if isinstance(cur, NameLoc):
                name = cur.name.split("@")[0]
                (op_types if name.endswith(":") else names).append(name[:-1] if name.endswith(":") else name)
                child = self.resolve(cur.child) if cur.child is not None else None
                if isinstance(child, NameLoc) and child.name.endswith(":"):     # (an op type under the name)
                    stack.append(child)
            elif isinstance(cur, CallSiteLoc):
                stack.append(cur.callee)
            elif isinstance(cur, FusedLoc):
                stack.extend(reversed(cur.locations))
        items: list[KeyValue] = []
        if names:
            items.append(KeyValue("op_name", ";".join(names)))
        if op_types:
            items.append(KeyValue("op_type", ";".join(op_types)))
        first_name = self._find_name(loc)
        file_loc = self._find_file(first_name) if first_name is not None else None
        if file_loc is not None:
            items.append(KeyValue("source_file", file_loc.file))
            items.append(KeyValue("source_line", file_loc.line))
        if not items:
            return None
        return Braced(tuple(items), " " if len(items) > 1 else ",")

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

    # ------------------------------------------------------------ building instructions
    def emit(self, comp: Emitted, base: str, shape: Shape, opcode: str, operands: list[Value],
             attrs: dict[str, Any] | None = None, op: Op | None = None, root: bool = False, *,
             literal=None, literal_key: Hashable | None = None, parameter_number: int | None = None,
             at: int | None = None) -> Value:
        """One instruction of ``comp``: its operands and called computations linked, at ``op``'s place in the .mlir
        file (or ``at``, an offset). Constants (``literal_key``: their value's bytes) and broadcasts of constants
        are made once per computation."""
        if shape.layout is None and (shape.dims or shape.is_tuple):     # (scalars have none)
            shape = laid_out(shape)
        if attrs is None:
            attrs = {}
        pure_key = None
        if not root and (literal_key is not None or opcode == "broadcast" and operands[0].constant):
            pure_key = (opcode, shape.element_type, shape.dims, literal_key, tuple([v.name for v in operands]),
                        tuple([(k, repr(v)) for k, v in attrs.items()]))    # (as MLIR uniques: by type and value)
            same = comp.pure.get(pure_key) if self.canonicalize else None
            if same is not None:
                return same
        if op is not None and op.loc is not None:
            meta = self.metadata(op.loc)
            if meta is not None:
                attrs["metadata"] = meta
        offset = at if at is not None else op.offset if op is not None else comp.offset
        if offset != self._pos_offset:           # (self.pos(offset), inline)
            starts = self._line_starts
            line = bisect_right(starts, offset)
            self._pos_offset, self._pos = offset, source_pos(line, offset - starts[line - 1] + 1)
        inst = Instruction(self.fresh(base), opcode, shape, None, attrs, root, parameter_number, literal, (),
                           self._pos, tuple([v.inst for v in operands]))
        if attrs and opcode not in _NEVER_CALLS:
            called = _called(attrs)
            if called:
                try:
                    inst.called_computations = [self.by_name[n] for n in called]
                except KeyError:
                    raise self.error(offset, f"{opcode} calls a computation that is not finished (a recursive "
                                     "call?)") from None
        comp.instructions.append(inst)
        value = Value(inst, pure_key is not None)
        if pure_key is not None:
            comp.pure[pure_key] = value
            if literal is not None:
                self.constant_values[id(inst)] = (inst, literal.value)
            elif not attrs.get("dimensions"):                       # a splat: a scalar constant, broadcast
                scalar = self.constant_values.get(id(operands[0].inst))
                if scalar is not None and not scalar[1].ndim:
                    self.constant_values[id(inst)] = (inst, scalar[1])
        return value

    def kept(self, value: Value) -> Value:
        """``value``, kept though nothing uses it (what XLA's export leaves behind)."""
        self.keep.add(id(value.inst))
        return value

    def made_by(self, value: Value, opcode: str, operands: list, attrs: dict) -> Value:
        """``value``, the last instruction of XlaBuilder's decomposition of one op (``opcode`` of ``operands`` with
        ``attrs``): what MLIR's patterns (hlotool.stablehlo.tidy) see of it."""
        self.made_of[id(value.inst)] = (opcode, operands, attrs)
        return value

    def op_of(self, value: Value) -> tuple[str, list, dict]:
        """The op ``value`` stands for as MLIR's patterns see it: (HLO opcode, operand values, attributes)."""
        made = self.made_of.get(id(value.inst))
        if made is not None:
            return made
        inst = value.inst
        return inst.opcode, [Value(o, id(o) in self.constant_values) for o in inst.operands], inst.attrs

    def results_of(self, comp: Emitted, op: Op, value: Value, shapes: list[Shape], frontend: bool = True
                   ) -> list[Value]:
        """The op's results: the value itself, or one get-tuple-element per result of a tuple-shaped value (with
        the op's frontend attributes, unless not ``frontend``)."""
        if len(op.results) == 1 and not value.shape.is_tuple:
            return [value]
        if len(op.results) == 1 and value.shape.is_tuple and len(shapes) == 1 and shapes[0].is_tuple:
            return [value]
        # Each element as the tuple holds it (its layout too); the op's frontend attributes go with it.
        parts = value.shape.tuple_shapes if value.shape.is_tuple and len(value.shape.tuple_shapes) == len(
            shapes) else shapes
        fa = value.inst.attrs.get("frontend_attributes") if frontend else None
        return [self.emit(comp, "get-tuple-element", s, "get-tuple-element", [value],
                          {"index": k} if fa is None else {"index": k, "frontend_attributes": fa}, op)
                for k, s in enumerate(parts)]

    # ------------------------------------------------------------ module
    def convert(self) -> Module:
        entry = self.funcs.get("main") or next((f for f in self.module.funcs if f.visibility == "public"), None)
        if entry is None:
            raise self.error(self.module.offset, "expected a public function (@main) as the entry")
        for op in self.module.ops:
            if op.name == "sdy.mesh" and op.symbol:
                self.meshes[op.symbol] = op.attrs.get("mesh", "")
                self.mesh_ops.append(op)
        self.func_computation(entry, is_entry=True)
        for func in self.module.funcs:
            # A function a composite decomposes into is a function of the module too, called or not (each composite
            # calls a copy of its own): XLA's export makes it once more.
            if func.name in self.decompositions and func.name not in self.func_computations:
                self.kept_computations.append(self.func_computation(func))
        attrs = self.located(self.module.offset, "the module's attributes", self.rules.module_attrs, self, entry)
        return Module(self.module.name or "module", self.called_from_entry(), attrs, filename=self.filename)

    def called_from_entry(self) -> list[Computation]:
        """The computations the entry calls, directly or not (those only dead code called are dropped with it)."""
        reached = {self.entry_name, *self.kept_computations}
        for comp in reversed(self.computations):          # (callees are finished before their callers)
            if comp.name in reached:
                for inst in comp.instructions:
                    if inst.called_computations:
                        reached.update([c.name for c in inst.called_computations])
        return [c for c in self.computations if c.name in reached]

    def func_computation(self, func: Func, is_entry: bool = False, copy: bool = False) -> str:
        """The computation of a function of the module, made once; with ``copy``, a computation of its own (a
        composite's decomposition, as XLA's export makes one per composite)."""
        done = None if copy else self.func_computations.get(func.name)
        if done is not None:
            return done
        if func.body is None:
            raise self.error(func.offset, f"function @{func.name} has no body: expected a definition")
        name = self.fresh(func.name)
        if not copy:
            self.func_computations[func.name] = name
        if is_entry:
            self.entry_name = name
        comp = Emitted(name, offset=func.offset)
        env: dict[str, Value] = {}
        for k, (vname, ty, arg_attrs, _loc) in enumerate(func.args):
            shape = hlo_shape(ty, self.parser, func.offset)
            attrs = self.located(func.offset, f"@{func.name}'s argument {k}'s attributes", self.rules.parameter_attrs,
                                 self, arg_attrs, is_entry, func.offset, shape)
            env[vname] = self.emit(comp, f"Arg_{k}", shape, "parameter", [], attrs, parameter_number=k)
        results = self.region_ops(comp, func.body, env)
        if len(results) != len(func.results):
            ret = next(op for op in func.body.blocks[0].ops if op.name in _RETURNS)     # (region_ops stopped there)
            raise self.error(ret, f"expected {len(func.results)} return values (the results @{func.name} "
                             f"declares), found {len(results)}")
        results = self.located(func.offset, f"@{func.name}'s results", self.rules.func_results, self, comp, func,
                               results, is_entry)
        self.finish(comp, results, None, self.located(func.offset, f"@{func.name}'s result attributes",
                                                      self.rules.result_attrs, self, func, is_entry))
        return name

    def located(self, offset: int, what: str, rule, *args):
        """``rule(*args)``; a malformed attribute it meets is an error at ``offset`` naming ``what``."""
        try:
            return rule(*args)
        except HloSyntaxError:
            raise
        except (KeyError, IndexError, ValueError, TypeError, AttributeError, ArithmeticError) as e:
            raise self.error(offset, f"{what}: missing or malformed attribute ({type(e).__name__}: {e})") from None

    def finish(self, comp: Emitted, results: list[Value], op: Op | None, root_attrs: dict | None = None) -> None:
        """Make the computation's root: its one result, or a tuple of them; then the Computation itself."""
        if len(results) == 1:
            inst = results[0].inst
            if not (comp.instructions and comp.instructions[-1] is inst or any(i is inst for i in comp.instructions)):
                raise self.error(op.offset if op is not None else comp.offset,
                                 "the returned value is not defined in this function or region")
            inst.is_root = True
            if root_attrs:
                inst.attrs.update(root_attrs)
        else:
            shape = tuple_shape([v.shape for v in results])
            inst = self.emit(comp, "tuple", shape, "tuple", results, dict(root_attrs or {}), op, root=True).inst
        comp.instructions = self.rules.finished(self, comp.instructions, inst)
        line, column = self.parser.where(comp.offset)
        built = Computation(comp.name, comp.instructions, comp.name == self.entry_name,
                            loc=SourceLoc(self.filename, line, column))
        for inst in comp.instructions:
            inst.computation = built
        self.computations.append(built)
        self.by_name[comp.name] = built

    def region_computation(self, region: Region, base: str, args: list[Shape] | None = None,
                           tuple_param: bool = False, captures: Sequence[tuple[str, Value]] = ()) -> CompRef:
        """A region as a computation of its own: its block arguments (or, with ``tuple_param``, one tuple of
        them, and ``captures``, values of the enclosing computation it reads) become parameters."""
        name = self.fresh(base)
        comp = Emitted(name, offset=region.offset)
        block = region.blocks[0]
        env: dict[str, Value] = {}
        shapes = [hlo_shape(t, self.parser, region.offset) for _, t in block.args] if args is None else args
        if len(shapes) != len(block.args):      # the caller's args ([] for a case branch: it takes none)
            raise self.error(region.offset, f"expected {len(shapes)} block arguments in the region, "
                             f"found {len(block.args)}")
        if tuple_param or captures:
            # shapes: one per block argument
            entries = [(n, s) for (n, _), s in zip(block.args, shapes, strict=True)] + \
                [(n, v.shape) for n, v in captures]
            if len(entries) == 1 and captures and not tuple_param:
                n, s = entries[0]
                env[n] = self.emit(comp, "Arg_0", s, "parameter", [], parameter_number=0)
            else:
                param = self.emit(comp, "arg_tuple", tuple_shape([s for _, s in entries]), "parameter", [],
                                  parameter_number=0)
                for k, (n, s) in enumerate(entries):
                    env[n] = self.emit(comp, "get-tuple-element", s, "get-tuple-element", [param], {"index": k})
        else:
            for k, ((n, _), s) in enumerate(zip(block.args, shapes, strict=True)):
                env[n] = self.emit(comp, f"Arg_{k}", s, "parameter", [], parameter_number=k)
        results = self.region_ops(comp, region, env)
        self.finish(comp, results, None)
        return CompRef(name)

    def region_ops(self, comp: Emitted, region: Region, env: dict[str, Value]) -> list[Value]:
        if len(region.blocks) != 1:
            raise self.error(region.offset, f"expected one block in the region, found {len(region.blocks)}")
        convert_op = self.rules.convert_op
        for op in region.blocks[0].ops:
            if op.name in _RETURNS:
                return [self.lookup(env, op, v) for v in op.operands]
            values = convert_op(self, comp, op, env)
            results = op.results
            if len(values) != len(results):
                raise self.error(op, f"{op.name} has {len(values)} results, expected {len(results)} "
                                 f"(the names before '=')")
            if len(results) == 1 and results[0][-2:] != "#0":
                env[results[0]] = values[0]
                continue
            for name, value in zip(results, values, strict=True):
                env[name] = value
                if name[-2:] == "#0":
                    env.setdefault(name[:-2], value)
        raise self.error(region.offset, "expected a return at the end of the region, found none")

    def lookup(self, env: dict[str, Value], op: Op, name: str) -> Value:
        value = env.get(name)
        if value is None:
            value = env.get(name + "#0") if "#" not in name else None
            if value is None:
                raise self.error(op, f"use of undefined value {name} in {op.name}")
        return value


_RETURNS = frozenset({"func.return", "return", "stablehlo.return", "sdy.return", "mhlo.return"})
