"""Module, Computation and Instruction: the IR every tool reads. Built by the parser only."""
from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any, Iterator, NamedTuple

from .values import CompRef
from .shape import Shape


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


@dataclass(eq=True, slots=True)    # slots: a big dump has hundreds of thousands of these
class Instruction:
    name: str
    opcode: str
    shape: Shape
    operand_names: tuple[str, ...]
    attrs: dict[str, Any]                 # in source order; values typed by hlotool.parser.decode
    is_root: bool = False
    parameter_number: int | None = None   # parameter(N)
    literal: Any = None                   # constant(...): an attrs.Literal
    # Shapes written before operands (`f32[2] %x`), if any; they restate the operands' shapes.
    operand_shapes: tuple[Shape | None, ...] = field(default=(), compare=False)
    # Where the instruction starts, as line << 20 | column: one int rather than a tuple per
    # instruction (see `loc`). 0: unknown.
    pos: int = field(default=0, compare=False, repr=False)
    # Resolved by the parser: the operand instructions and the called computations.
    # (Sequences: an empty tuple by default, shared, rather than a list per instruction.)
    operands: "list[Instruction] | tuple" = field(default=(), compare=False, repr=False)
    called_computations: "list[Computation] | tuple" = field(default=(), compare=False, repr=False)
    computation: "Computation | None" = field(default=None, compare=False, repr=False)

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
        return self.attrs.get("control-predecessors", ())

    def attr(self, key: str, default=None):
        return self.attrs.get(key, default)


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
            for i in self.instructions:
                seen = set()
                for op in i.operand_names:
                    if op not in seen:
                        seen.add(op)
                        users.setdefault(op, []).append(i)
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
