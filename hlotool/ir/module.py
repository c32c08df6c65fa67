"""Module, Computation and Instruction: the IR every tool reads. Built by the parser only."""
from __future__ import annotations

from dataclasses import Field, dataclass, field
from typing import Any, ClassVar, Iterator, NamedTuple, Sequence

from .shape import Shape
from .values import CompRef


class SourceLoc(NamedTuple):
    """Where an instruction or computation starts (a tuple: cheap to build, one per line)."""
    file: str | None
    line: int
    column: int

    def __str__(self) -> str:
        return f"{self.file or '<input>'}:{self.line}:{self.column}"


_COLUMN_MASK = (1 << 20) - 1


def source_pos(line: int, column: int) -> int:
    """Instruction.pos for a line and column (columns past 2**20 - 1 are clamped)."""
    return line << 20 | min(column, _COLUMN_MASK)


class SharedAttrs(dict):
    """Attributes shared, read-only, by the instructions that have the same ones (a dump repeats a few
    hundred attribute lists over a hundred thousand instructions: a dict each was a third of a parsed
    module's memory). ``Instruction.attrs`` gives an instruction its own copy the first time it is read,
    so editing one instruction's attributes never touches another's; ``Instruction.attribute_map`` reads
    them without copying."""
    __slots__ = ()

    def _read_only(self, *args, **kwargs):
        raise TypeError("shared attributes are read-only: edit Instruction.attrs, the instruction's own dict")

    __setitem__ = __delitem__ = clear = pop = popitem = setdefault = update = __ior__ = _read_only

    def __reduce__(self):       # (pickle and copy would otherwise fill it item by item)
        return (SharedAttrs, (dict(self),))

    def __repr__(self):
        return dict.__repr__(self)


NO_ATTRS = SharedAttrs()     # the attributes of every instruction that has none


@dataclass
class _InstructionFields:
    """The fields of Instruction's constructor, declared for ``dataclasses`` (replace, fields, asdict): Instruction
    itself is written out, to keep its attributes and operand names compactly."""
    name: str
    opcode: str
    shape: Shape
    operand_names: tuple[str, ...]
    attrs: dict[str, Any]
    is_root: bool = False
    parameter_number: int | None = None
    literal: Any = None
    operand_shapes: tuple[Shape | None, ...] = field(default=(), compare=False)
    pos: int = field(default=0, compare=False, repr=False)
    operands: "list[Instruction] | tuple" = field(default=(), compare=False, repr=False)
    called_computations: "list[Computation] | tuple" = field(default=(), compare=False, repr=False)
    computation: "Computation | None" = field(default=None, compare=False, repr=False)


class RestatedOperands(NamedTuple):
    """The operands of an instruction written with their shapes (`negate(f32[5] p)`): the names as given (None:
    the operands' own), and the shapes (None where an operand has none)."""
    names: "tuple[str, ...] | list[str] | None"
    shapes: "tuple[Shape | None, ...]"


class Instruction:
    """One instruction. A big dump has hundreds of thousands: the record is slots only, attributes are shared
    until written (``attrs``), and the operand names of resolved operands are theirs (``operand_names``).
    Constructed as a dataclass of ``_InstructionFields`` would be (``dataclasses.replace`` works on it)."""
    __slots__ = ("name", "opcode", "shape", "_written_operands", "attribute_map", "is_root", "parameter_number",
                 "literal", "pos", "operands", "called_computations", "computation")
    __dataclass_fields__: ClassVar[dict[str, Field[Any]]] = _InstructionFields.__dataclass_fields__
    __dataclass_params__ = _InstructionFields.__dataclass_params__     # type: ignore[attr-defined]
    __match_args__ = _InstructionFields.__match_args__                  # type: ignore[attr-defined]
    # (as a dataclass with eq: compared by value, so not hashable; typeshed types object.__hash__ as a method)
    __hash__ = None  # type: ignore[assignment]

    # name: str; opcode: str; shape: Shape
    # attribute_map: the attributes in source order, values typed by hlotool.parser.attribute_types; a SharedAttrs
    #   (read-only, shared) until ``attrs`` is read, then the instruction's own dict.
    # _written_operands: the operand names as given, or None: those of ``operands`` (the parser resolves them); a
    #   RestatedOperands where shapes were written before operands (`f32[2] %x`, see operand_shapes).
    # is_root; parameter_number: parameter(N); literal: constant(...)'s ir.literals value.
    # pos: where the instruction starts, as line << 20 | column (see `loc`); 0: unknown.
    # operands, called_computations: resolved by the parser (sequences: an empty tuple by default, shared);
    # computation: the one it is in.

    def __init__(self, name: str, opcode: str, shape: Shape, operand_names, attrs: dict, is_root: bool = False,
                 parameter_number: int | None = None, literal: Any = None, operand_shapes: tuple = (), pos: int = 0,
                 operands=(), called_computations=(), computation: "Computation | None" = None):
        self.name = name
        self.opcode = opcode
        self.shape = shape
        self._written_operands = operand_names if not operand_shapes else RestatedOperands(operand_names,
                                                                                             operand_shapes)
        self.attribute_map = attrs
        self.is_root = is_root
        self.parameter_number = parameter_number
        self.literal = literal
        self.pos = pos
        self.operands = operands
        self.called_computations = called_computations
        self.computation = computation

    @property
    def attrs(self) -> dict[str, Any]:
        """The instruction's own attributes dict (made from the shared ones on first read), to read or edit."""
        attrs = self.attribute_map
        if attrs.__class__ is SharedAttrs:
            attrs = self.attribute_map = dict(attrs)
        return attrs

    @attrs.setter
    def attrs(self, value: dict[str, Any]) -> None:
        self.attribute_map = value

    @property
    def operand_names(self) -> Sequence[str]:
        names = self._written_operands
        if isinstance(names, RestatedOperands):
            names = names.names
        if names is None:
            return tuple([op.name for op in self.operands])
        return names    # (a list while the parser resolves the operands; a tuple once written)

    @operand_names.setter
    def operand_names(self, value) -> None:
        written = self._written_operands
        self._written_operands = RestatedOperands(value, written.shapes) if written.__class__ is RestatedOperands \
            else value

    @property
    def operand_shapes(self) -> tuple[Shape | None, ...]:
        """Shapes written before operands (`f32[2] %x`), if any (None where an operand has none); they restate the
        operands' shapes (the parser checks that they do)."""
        written = self._written_operands
        return written.shapes if written.__class__ is RestatedOperands else ()

    @operand_shapes.setter
    def operand_shapes(self, value) -> None:
        written = self._written_operands
        if isinstance(written, RestatedOperands):
            written = written.names
        self._written_operands = RestatedOperands(written, value) if value else written

    def __eq__(self, other):
        if other.__class__ is not self.__class__:
            return NotImplemented
        return (self.name == other.name and self.opcode == other.opcode and self.shape == other.shape
                and self.operand_names == other.operand_names and self.attribute_map == other.attribute_map
                and self.is_root == other.is_root and self.parameter_number == other.parameter_number
                and self.literal == other.literal)

    def __repr__(self):
        return (f"Instruction(name={self.name!r}, opcode={self.opcode!r}, shape={self.shape!r}, "
                f"operand_names={self.operand_names!r}, attrs={self.attribute_map!r}, is_root={self.is_root!r}, "
                f"parameter_number={self.parameter_number!r}, literal={self.literal!r}, "
                f"operand_shapes={self.operand_shapes!r})")

    @property
    def loc(self) -> SourceLoc | None:
        """Where the instruction starts (file of its computation, line, column), or None."""
        p = self.pos
        if not p:
            return None
        c = self.computation
        return SourceLoc(c.loc.file if c is not None and c.loc is not None else None, p >> 20, p & _COLUMN_MASK)

    @property
    def users(self) -> list["Instruction"]:
        return self.computation.users_of(self) if self.computation else []

    @property
    def control_predecessors(self) -> tuple[str, ...]:
        return self.attribute_map.get("control-predecessors", ())

    def attr(self, key: str, default=None):
        return self.attribute_map.get(key, default)


@dataclass(eq=True)
class Computation:
    name: str
    instructions: list[Instruction]
    is_entry: bool = False
    # The signature as written: ((param name, shape), ...) and the result shape; None if absent.
    # It restates the parameters and ROOT, so it is not part of equality (the verifier checks it).
    signature: tuple[tuple[tuple[str, Shape], ...], Shape] | None = field(default=None, compare=False)
    execution_thread: str | None = None
    loc: SourceLoc | None = field(default=None, compare=False, repr=False)
    _by_name: dict | None = field(default=None, compare=False, repr=False)
    _users: dict | None = field(default=None, compare=False, repr=False)

    def _names(self) -> dict:
        """Instructions by name, made on first use (a parsed module does not keep the parser's table: it
        would add to every parse's peak memory, and most commands never look a name up)."""
        table = self._by_name
        if table is None:
            table = self._by_name = {i.name: i for i in self.instructions}
        return table

    @property
    def root(self) -> Instruction:
        last = self.instructions[-1]
        if last.is_root:         # (where dumps put it: no scan of a big body, asked of every fusion)
            return last
        for inst in self.instructions:
            if inst.is_root:
                return inst
        return last

    @property
    def parameters(self) -> list[Instruction]:
        params = [i for i in self.instructions if i.opcode == "parameter"]
        return sorted(params, key=lambda i: i.parameter_number if i.parameter_number is not None else 0)

    def instruction(self, name: str) -> Instruction:
        return self._names()[name.lstrip("%")]

    def get(self, name: str) -> Instruction | None:
        return self._names().get(name.lstrip("%"))

    def users_of(self, inst: Instruction) -> list[Instruction]:
        if self._users is None:
            users: dict[str, list[Instruction]] = {}
            get = users.get
            names: Sequence[str] | dict[str, None]
            for i in self.instructions:
                written = i._written_operands
                if written is None:          # (resolved: the operands' own names)
                    ops = i.operands
                    n = len(ops)
                    if n == 1 or (n == 2 and ops[0] is ops[1]):
                        name = ops[0].name
                        found = get(name)
                        if found is None:
                            users[name] = [i]
                        else:
                            found.append(i)
                        continue
                    if n == 2:
                        names = (ops[0].name, ops[1].name)
                    elif n:
                        names = dict.fromkeys([op.name for op in ops])
                    else:
                        continue
                elif len(written) > 1:
                    names = dict.fromkeys(i.operand_names)
                else:
                    names = i.operand_names
                for op in names:
                    found = get(op)
                    if found is None:
                        users[op] = [i]
                    else:
                        found.append(i)
            self._users = users
        return self._users.get(inst.name, [])

    def __iter__(self) -> Iterator[Instruction]:
        return iter(self.instructions)

    def __len__(self) -> int:
        return len(self.instructions)


@dataclass(eq=True)
class StackFrameTables:
    file_names: dict[int, str] = field(default_factory=dict)
    function_names: dict[int, str] = field(default_factory=dict)
    file_locations: dict[int, Any] = field(default_factory=dict)   # id -> Braced
    stack_frames: dict[int, Any] = field(default_factory=dict)     # id -> Braced

    def __bool__(self) -> bool:
        return bool(self.file_names or self.function_names or self.file_locations or self.stack_frames)


@dataclass(eq=True)
class Module:
    name: str
    computations: list[Computation]
    attrs: dict[str, Any] = field(default_factory=dict)   # header attributes in source order
    stack_frames: StackFrameTables = field(default_factory=StackFrameTables)
    has_header: bool = field(default=True, compare=False)
    filename: str | None = field(default=None, compare=False, repr=False)
    _by_name: dict = field(default_factory=dict, compare=False, repr=False)

    def __post_init__(self):
        self._by_name = {c.name: c for c in self.computations}

    @property
    def entry(self) -> Computation:
        for c in self.computations:
            if c.is_entry:
                return c
        return self.computations[-1]

    def computation(self, name: str | CompRef) -> Computation:
        if isinstance(name, CompRef):
            name = name.name
        return self._by_name[name.lstrip("%")]

    def get_computation(self, name: str) -> Computation | None:
        return self._by_name.get(name.lstrip("%"))

    def instructions(self) -> Iterator[Instruction]:
        for c in self.computations:
            yield from c.instructions

    @property
    def instruction_count(self) -> int:
        return sum(len(c.instructions) for c in self.computations)


def unique_name(base: str, taken: set) -> str:
    """``base``, or ``base.1``, ``base.2``, ... : the first not in ``taken`` (which it joins)."""
    name, k = base, 0
    while name in taken:
        k += 1
        name = f"{base}.{k}"
    taken.add(name)
    return name
