"""An editable copy of a module: the computations as lists of instruction records.

Reductions and ``extract`` never touch the parsed module: they copy its instruction records
(``dataclasses.replace``), edit the lists, print the result with hlotool's printer and parse the
text again. Names are kept wherever an instruction survives, so a name means the same thing in
every candidate.
"""
from __future__ import annotations

import dataclasses
from collections.abc import Sequence
from functools import lru_cache

import numpy as np

from ..fmt import format_module
from ..ir.literals import Literal
from ..ir.module import Computation, Instruction, Module, unique_name
from ..ir.shape import Shape
from ..ir.values import CompRef
from ..parser import parse

# Header attributes that describe the entry's signature: stale once parameters or the ROOT change.
SIGNATURE_HEADER_ATTRS = ("entry_computation_layout", "input_output_alias", "buffer_donor")


def called_names(inst: Instruction) -> list[str]:
    """Names of the computations ``inst`` calls, from its attributes (to_apply, calls, body, ...)."""
    out = []
    for v in inst.attrs.values():
        if isinstance(v, CompRef):
            out.append(v.name)
        elif isinstance(v, tuple) and v and isinstance(v[0], CompRef):
            out.extend(c.name for c in v)
    return out


def param_number(inst: Instruction) -> int:
    """A parameter's number (the parser and ``parameter_record`` give every parameter one)."""
    number = inst.parameter_number
    assert number is not None, inst.name
    return number


def signature_of(comp_insts: list[Instruction]) -> tuple:
    params = sorted((i for i in comp_insts if i.opcode == "parameter"), key=param_number)
    root = next((i for i in comp_insts if i.is_root), comp_insts[-1])
    return tuple(p.shape for p in params), root.shape


class Draft:
    """Computations by name (in the module's order), each a list of Instruction records in
    definition order. Every edit replaces records; records shared with the parsed module are
    never mutated."""

    def __init__(self, module: Module):
        self.module = module
        self.name = module.name
        self.header = dict(module.attrs)
        self.entry = module.entry.name
        self.comps: dict[str, list[Instruction]] = {c.name: list(c.instructions) for c in module.computations}
        self.threads = {c.name: c.execution_thread for c in module.computations}
        self.stack_frames = module.stack_frames
        self._names: dict[str, set[str]] = {}
        self._original_signature = signature_of(module.entry.instructions)

    # ------------------------------------------------------------ lookups
    def insts(self, comp: str) -> list[Instruction]:
        return self.comps[comp]

    def index(self, comp: str, name: str) -> int:
        for i, inst in enumerate(self.comps[comp]):
            if inst.name == name:
                return i
        raise KeyError(name)

    def get(self, comp: str, name: str) -> Instruction:
        return self.comps[comp][self.index(comp, name)]

    def root(self, comp: str) -> Instruction:
        insts = self.comps[comp]
        return next((i for i in insts if i.is_root), insts[-1])

    def fresh_name(self, comp: str, base: str) -> str:
        names = self._names.get(comp)
        if names is None:
            names = self._names[comp] = {i.name for i in self.comps[comp]}
        return unique_name(base, names)

    def _forget_names(self, comp: str) -> None:
        self._names.pop(comp, None)

    # ------------------------------------------------------------ edits
    def replace(self, comp: str, name: str, records: list[Instruction]) -> None:
        """Put ``records`` where ``name`` is (the one carrying ``name``, if any, takes its place
        as ROOT too)."""
        insts = self.comps[comp]
        i = self.index(comp, name)
        was_root = insts[i].is_root
        if was_root:
            records = [dataclasses.replace(r, is_root=(r.name == name)) for r in records]
        insts[i:i + 1] = records
        self._forget_names(comp)

    def to_parameter(self, comp: str, name: str) -> None:
        """``name`` becomes the entry's next parameter (same name and shape)."""
        inst = self.get(comp, name)
        number = 1 + max((param_number(i) for i in self.comps[comp] if i.opcode == "parameter"), default=-1)
        self.replace(comp, name, [parameter_record(name, inst.shape, number, inst.attrs)])

    def to_constant(self, comp: str, name: str, value=None) -> None:
        """``name`` becomes a constant of its shape: a scalar constant, broadcast for arrays.
        ``value`` is a 0-d array of the element type (zero if None)."""
        inst = self.get(comp, name)
        self.replace(comp, name, constant_records(self, comp, name, inst.shape, value, inst.attrs))

    def redirect(self, comp: str, mapping: dict[str, str]) -> None:
        """Uses of each key now read its value (resolved transitively); the keys are removed.
        A redirected ROOT passes ROOT to its replacement."""
        def final(n: str) -> str:
            seen = set()
            while n in mapping and n not in seen:
                seen.add(n)
                n = mapping[n]
            return n
        insts = self.comps[comp]
        root = self.root(comp).name
        new_root = final(root)
        out = []
        for inst in insts:
            if inst.name in mapping:
                continue
            ops = tuple(final(o) for o in inst.operand_names)
            preds = inst.attrs.get("control-predecessors")
            changed = ops != inst.operand_names or inst.is_root != (inst.name == new_root)
            attrs = inst.attrs
            if preds:
                new_preds = tuple(dict.fromkeys(p for p in (final(p) for p in preds) if p != inst.name))
                if new_preds != tuple(preds):
                    attrs = with_control_predecessors(attrs, new_preds)
                    changed = True
            if changed:
                inst = dataclasses.replace(inst, operand_names=ops, attrs=attrs, is_root=(inst.name == new_root))
            out.append(inst)
        self.comps[comp] = out
        self._forget_names(comp)

    def set_root(self, comp: str, name: str) -> None:
        self.comps[comp] = [dataclasses.replace(i, is_root=(i.name == name)) if i.is_root or i.name == name else i
                            for i in self.comps[comp]]

    def remove(self, comp: str, names: set[str]) -> None:
        """Drop instructions nobody reads any more (their names vanish from control-predecessors)."""
        out = []
        for inst in self.comps[comp]:
            if inst.name in names:
                continue
            preds = inst.attrs.get("control-predecessors")
            if preds and any(p in names for p in preds):
                inst = dataclasses.replace(inst, attrs=with_control_predecessors(
                    inst.attrs, tuple(p for p in preds if p not in names)))
            out.append(inst)
        self.comps[comp] = out
        self._forget_names(comp)

    def renumber_entry_parameters(self) -> None:
        insts = self.comps[self.entry]
        params = sorted((i.parameter_number, k) for k, i in enumerate(insts) if i.opcode == "parameter")
        for new, (old, k) in enumerate(params):
            if old != new:
                insts[k] = dataclasses.replace(insts[k], parameter_number=new)

    def inline(self, comp: str, name: str, callee: str, args: Sequence[str]) -> None:
        """Replace ``name`` by a copy of ``callee``'s instructions, its parameter i reading
        ``args[i]``; the copy of the callee's ROOT takes ``name``. Other copies are named
        ``name.INNER`` (made unique)."""
        body = self.comps[callee]
        rename: dict[str, str] = {}
        for inst in body:
            if inst.opcode == "parameter":
                rename[inst.name] = args[param_number(inst)]
        callee_root = next((i for i in body if i.is_root), body[-1])
        if callee_root.opcode == "parameter":      # the callee returns an argument as it is
            self.redirect(comp, {name: rename[callee_root.name]})
            return
        self._forget_names(comp)
        for inst in body:
            if inst.opcode != "parameter":
                rename[inst.name] = name if inst is callee_root else self.fresh_name(comp, f"{name}.{inst.name}")
        records = []
        for inst in body:
            if inst.opcode == "parameter":
                continue
            attrs = inst.attrs
            preds = attrs.get("control-predecessors")
            if preds:
                attrs = with_control_predecessors(attrs, tuple(
                    rename[p] for p in preds if self.get_in(body, p).opcode != "parameter"))
            records.append(dataclasses.replace(inst, name=rename[inst.name], is_root=False, attrs=attrs,
                                               operand_names=tuple(rename[o] for o in inst.operand_names)))
        self.replace(comp, name, records)

    @staticmethod
    def get_in(insts: list[Instruction], name: str) -> Instruction:
        return next(i for i in insts if i.name == name)

    # ------------------------------------------------------------ clean-up
    def live(self, comp: str) -> set[str]:
        """The ROOT, its transitive operands and control predecessors; in a called computation also
        every parameter (its signature is fixed by the call sites)."""
        insts = self.comps[comp]
        by_name = {i.name: i for i in insts}
        keep: set[str] = set()
        stack = [self.root(comp).name]
        if comp != self.entry:
            stack += [i.name for i in insts if i.opcode == "parameter"]
        while stack:
            n = stack.pop()
            if n in keep:
                continue
            keep.add(n)
            inst = by_name[n]
            stack.extend(inst.operand_names)
            stack.extend(inst.attrs.get("control-predecessors", ()))
        return keep

    def dead(self, comp: str) -> list[str]:
        keep = self.live(comp)
        return [i.name for i in self.comps[comp] if i.name not in keep]

    def remove_dead_code(self) -> None:
        for comp in list(self.comps):
            dead = self.dead(comp)
            if dead:
                self.remove(comp, set(dead))
        self.renumber_entry_parameters()
        self.remove_unreachable_computations()

    def reachable(self) -> set[str]:
        seen: set[str] = set()
        stack = [self.entry]
        while stack:
            c = stack.pop()
            if c in seen or c not in self.comps:
                continue
            seen.add(c)
            for inst in self.comps[c]:
                stack.extend(called_names(inst))
        return seen

    def unreachable(self) -> list[str]:
        reach = self.reachable()
        return [c for c in self.comps if c not in reach]

    def remove_unreachable_computations(self) -> None:
        for c in self.unreachable():
            del self.comps[c]

    # ------------------------------------------------------------ output
    def instruction_count(self) -> int:
        return sum(len(v) for v in self.comps.values())

    def to_module(self) -> Module:
        header = dict(self.header)
        if signature_of(self.comps[self.entry]) != self._original_signature:
            for k in SIGNATURE_HEADER_ATTRS:
                header.pop(k, None)
        comps = [Computation(name, insts, is_entry=(name == self.entry), execution_thread=self.threads.get(name))
                 for name, insts in self.comps.items()]
        return Module(self.name, comps, header, self.stack_frames, has_header=True)

    def text(self) -> str:
        return format_module(self.to_module())


# ---------------------------------------------------------------- records
def with_control_predecessors(attrs: dict, preds: tuple) -> dict:
    attrs = dict(attrs)
    if preds:
        attrs["control-predecessors"] = preds
    else:
        attrs.pop("control-predecessors", None)
    return attrs


# Attributes worth keeping on an instruction that changes into a parameter or constant: where it
# came from. Everything else belonged to the old opcode.
KEPT_ATTRS = ("metadata",)


def _kept(attrs) -> dict:
    return {k: attrs[k] for k in KEPT_ATTRS if attrs and k in attrs}


def parameter_record(name: str, shape: Shape, number: int, attrs=None) -> Instruction:
    return Instruction(name, "parameter", shape, (), _kept(attrs), parameter_number=number)


def zero_of(element_type: str) -> np.ndarray:
    from ..interp.values import np_dtype
    return np.zeros((), np_dtype(element_type))


def scalar_literal(element_type: str, value=None) -> Literal:
    v = zero_of(element_type) if value is None else np.asarray(value).reshape(())
    return Literal(Shape(element_type), v, ("reduce", element_type, v.tobytes()))


@lru_cache(maxsize=None)
def _broadcast_attrs() -> tuple:
    """The attributes of ``broadcast(x), dimensions={}`` as the parser types them."""
    m = parse("HloModule t\n\nENTRY e {\n  z = f32[] constant(0)\n"
              "  ROOT b = f32[2] broadcast(z), dimensions={}\n}\n")
    return tuple(m.entry.instruction("b").attrs.items())


def constant_records(draft: Draft, comp: str, name: str, shape: Shape, value=None, attrs=None) -> list[Instruction]:
    """Records computing a constant of ``shape`` named ``name``: the constant itself for a
    scalar, a scalar constant and a broadcast for an array."""
    if not shape.dims:
        lit = scalar_literal(shape.element_type, value)
        return [Instruction(name, "constant", shape, (), _kept(attrs), literal=lit)]
    scalar_name = draft.fresh_name(comp, f"{name}.scalar")
    lit = scalar_literal(shape.element_type, value)
    scalar = Instruction(scalar_name, "constant", Shape(shape.element_type), (), {}, literal=lit)
    bcast_attrs = dict(_broadcast_attrs())
    bcast_attrs.update(_kept(attrs))
    return [scalar, Instruction(name, "broadcast", shape, (scalar_name,), bcast_attrs)]


def token_record(name: str) -> Instruction:
    return Instruction(name, "after-all", Shape("token"), (), {})


def can_be_constant(shape: Shape) -> bool:
    """Arrays of a type with a NumPy value (not tuples, tokens or opaque values)."""
    if not shape.is_array:
        return False
    try:
        zero_of(shape.element_type)
    except (KeyError, TypeError, ValueError):
        return False
    return True
