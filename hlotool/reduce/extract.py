"""``extract``: a standalone module whose ROOT is one instruction of another module.

The instruction and the producers up to ``depth`` levels above it are copied; the values that
cross the boundary become parameters named after their producers (a tuple-shaped value becomes a
tuple of parameters, one per leaf, named ``PRODUCER.0``, ``PRODUCER.1``, ...; a token becomes
``after-all()``). Constants are copied, not made parameters: they cost nothing to keep and keep
the values exact. Called computations are copied, transitively.
"""
from __future__ import annotations

import contextlib
import dataclasses
from dataclasses import dataclass, field
from typing import Any

import numpy as np

from ..ir.module import Computation, Instruction, Module
from ..ir.shape import Shape
from .draft import (
    SIGNATURE_HEADER_ATTRS,
    Draft,
    called_names,
    param_number,
    parameter_record,
    token_record,
    with_control_predecessors,
)


class ExtractError(ValueError):
    """An instruction that cannot be extracted (unknown, ambiguous, ...): the message says why."""


@dataclass
class InputLeaf:
    """One parameter of the extracted module: which producer's value (and which tuple leaf of
    it, as an index path) it receives."""
    parameter: str
    number: int
    producer: str
    path: tuple[int, ...] = ()


@dataclass
class Extracted:
    text: str
    computation: str               # where the instruction was
    instruction: str
    inputs: list[InputLeaf] = field(default_factory=list)
    kept: list[str] = field(default_factory=list)          # the copied instructions' names
    in_entry: bool = True


def find_instruction(module: Module, name: str, computation: str | None = None) -> Computation:
    """The computation holding ``name``: ``computation`` if given, else the entry, else the one
    non-entry computation that has it."""
    name = name.lstrip("%")
    if computation is not None:
        comp = module.get_computation(computation)
        if comp is None:
            raise ExtractError(f"no computation {computation!r} in the module"
                               + _suggest(computation, [c.name for c in module.computations]))
        if comp.get(name) is None:
            raise ExtractError(f"no instruction {name!r} in computation {comp.name}"
                               + _suggest(name, [i.name for i in comp.instructions]))
        return comp
    if module.entry.get(name) is not None:
        return module.entry
    holders = [c for c in module.computations if c.get(name) is not None]
    if len(holders) == 1:
        return holders[0]
    if len(holders) > 1:
        raise ExtractError(f"instruction {name!r} is in {len(holders)} computations ("
                           + ", ".join(c.name for c in holders[:6]) + "); choose one with --computation")
    raise ExtractError(f"no instruction {name!r} in the module"
                       + _suggest(name, [i.name for i in module.instructions()]))


def _suggest(name: str, names: list[str]) -> str:
    import difflib
    close = difflib.get_close_matches(name, names, n=3, cutoff=0.6)
    return f" (did you mean {', '.join(close)}?)" if close else ""


# Halves of an asynchronous pair: a done (or update) must read its start, and a start must
# have its done as its only user, so the two are never separated.
ASYNC_STARTS = frozenset("all-gather-start all-reduce-start async-start async-update collective-permute-start "
                         "copy-start recv send".split())
ASYNC_CONSUMERS = frozenset("all-gather-done all-reduce-done async-done async-update collective-permute-done "
                            "copy-done recv-done send-done".split())


def kept_instructions(comp: Computation, name: str, depth: int) -> set[str]:
    """``name`` and its producers up to ``depth`` levels above it; constants reached from a kept
    instruction are kept too, and so is the start of a kept asynchronous done."""
    if depth < 0:
        raise ExtractError(f"--depth must be 0 or more, got {depth}")
    by_name = {i.name: i for i in comp.instructions}
    kept = {name}
    level = [name]
    for _ in range(depth):
        nxt = []
        for n in level:
            for o in by_name[n].operand_names:
                if o not in kept and by_name[o].opcode != "parameter":
                    kept.add(o)
                    nxt.append(o)
        level = nxt
    pending = [n for n in kept if by_name[n].opcode in ASYNC_CONSUMERS]
    while pending:
        start = by_name[pending.pop()].operand_names[0]
        if start not in kept:
            kept.add(start)
            if by_name[start].opcode in ASYNC_CONSUMERS:
                pending.append(start)
    for n in list(kept):
        for o in by_name[n].operand_names:
            if by_name[o].opcode == "constant":
                kept.add(o)
    return kept


def extract(module: Module, name: str, depth: int = 0, computation: str | None = None) -> Extracted:
    """A module whose ROOT is ``name`` (see the module docstring)."""
    comp = find_instruction(module, name, computation)
    name = name.lstrip("%")
    target = comp.instruction(name)
    if target.opcode == "parameter" and not comp.is_entry:
        raise ExtractError(f"{name} is parameter {target.parameter_number} of {comp.name}: its value comes "
                           f"from the caller; extract the caller's operand instead")
    if target.opcode in ASYNC_STARTS:
        users = [u.name for u in comp.instructions if name in u.operand_names]
        raise ExtractError(f"{name} is an asynchronous {target.opcode}: it cannot be a ROOT, its done must "
                           f"consume it; extract {' or '.join(users) or 'its done'} instead")
    kept = kept_instructions(comp, name, depth)
    by_name = {i.name: i for i in comp.instructions}
    boundary = {o for n in kept for o in by_name[n].operand_names if o not in kept}
    draft = Draft(module)
    records: list[Instruction] = []
    inputs: list[InputLeaf] = []
    # Parameters are numbered in the order the kept instructions first read them (NAME's operand
    # order at depth 0), and placed where their producers were defined.
    first_use: dict[str, None] = {}
    for inst in comp.instructions:
        if inst.name in kept:
            first_use.update((o, None) for o in inst.operand_names if o in boundary)
    if target.opcode == "parameter":
        first_use = {name: None}
    used = set(by_name)
    built: dict[str, tuple[list, list]] = {}
    for producer in first_use:
        recs, leaves, _ = _boundary_records(by_name[producer], len(inputs), used)
        built[producer] = (recs, leaves)
        inputs += leaves
    for inst in comp.instructions:
        if inst.name in built:
            records += built[inst.name][0]
        elif inst.name in kept:
            preds = inst.attrs.get("control-predecessors")
            attrs = inst.attrs
            if preds:
                attrs = with_control_predecessors(attrs, tuple(p for p in preds if p in kept))
            records.append(dataclasses.replace(inst, attrs=attrs, is_root=(inst.name == name)))
    if not any(r.is_root for r in records):      # the instruction is an entry parameter
        records = [dataclasses.replace(r, is_root=(r.name == name)) for r in records]
    callees: set[str] = set()
    stack = [c for r in records for c in called_names(r)]
    while stack:
        c = stack.pop()
        if c not in callees:
            callees.add(c)
            stack.extend(cn for i in module.computation(c).instructions for cn in called_names(i))
    comps = {c.name: list(c.instructions) for c in module.computations if c.name in callees}
    comps[comp.name] = records
    draft.comps = comps
    draft.entry = comp.name
    draft.threads = {c.name: (c.execution_thread if c.name != comp.name else None) for c in module.computations}
    draft.name = f"{module.name}_extract"
    for k in SIGNATURE_HEADER_ATTRS + ("is_scheduled",):
        draft.header.pop(k, None)
    return Extracted(draft.text(), comp.name, name, inputs, sorted(kept), comp.is_entry)


def _boundary_records(inst: Instruction, number: int, used: set[str]):
    """Parameters standing for ``inst``'s value: one for an array, a tuple of leaf parameters
    for a tuple (named ``NAME.i``, or ``NAME.i.k`` where that name is taken), ``after-all()``
    for a token."""
    records: list[Instruction] = []
    leaves: list[InputLeaf] = []

    def build(name: str, shape: Shape, path: tuple[int, ...], attrs) -> None:
        nonlocal number
        if shape.is_tuple:
            parts = []
            for i, s in enumerate(shape.tuple_shapes):
                part, k = f"{name}.{i}", 0
                while part in used:
                    k += 1
                    part = f"{name}.{i}.{k}"
                used.add(part)
                build(part, s, path + (i,), attrs)
                parts.append(part)
            records.append(Instruction(name, "tuple", shape, tuple(parts), {}))
        elif shape.element_type == "token":
            records.append(token_record(name))
        else:
            records.append(parameter_record(name, shape, number, attrs))
            leaves.append(InputLeaf(name, number, inst.name, path))
            number += 1
    build(inst.name, inst.shape, (), inst.attrs)
    return records, leaves, number


# ---------------------------------------------------------------- the values that reached it
class _Captured(Exception):
    """Ends the run once every boundary value is known."""


@dataclass
class CapturedInputs:
    arrays: list[np.ndarray]       # one per parameter of the extracted module, in order
    value: object                  # the instruction's own value in the full run
    first_of: str | None = None    # a note when the computation may run more than once


def capture_inputs(module: Module, result: Extracted, args: list, options=None) -> CapturedInputs:
    """Run ``module`` on ``args`` with hlotool's interpreter and return the values that reached
    the extracted module's parameters, from the first execution of the instruction's
    computation. Raises ``hlotool.interp.InterpError`` when the run fails or never reaches it."""
    from ..interp import (
        InterpError,
        kernels,  # noqa: F401  (registers every kernel)
    )
    from ..interp.engine import EvalContext, Options, check_args
    comp = module.computation(result.computation)
    kept = set(result.kept)
    producers = {leaf.producer for leaf in result.inputs}
    consumers: dict[str, list[tuple[int, str]]] = {}     # kept name -> [(operand index, producer)]
    for n in kept:
        for j, o in enumerate(comp.instruction(n).operand_names):
            if o in producers:
                consumers.setdefault(n, []).append((j, o))
    values: dict[str, Any] = {}     # (arrays, and tuples of them)
    own: list = []
    target = result.instruction

    entry_params = {p.name: None for p in module.entry.parameters}
    checked = check_args(module, list(args))
    if comp is module.entry:
        for p in module.entry.parameters:
            entry_params[p.name] = checked[param_number(p)]
        for n in producers:
            if n in entry_params:
                values[n] = entry_params[n]
        if target in entry_params:
            own.append(entry_params[target])

    def done() -> bool:
        return bool(own) and all(p in values for p in producers)

    def hook(inst, value, operands, ctx):
        if inst.computation is not comp:
            return
        for j, producer in consumers.get(inst.name, ()):
            if producer not in values:
                values[producer] = operands[j]
        if inst.name == target and not own:
            own.append(value)
        if done():
            raise _Captured()

    if comp.instruction(target).opcode == "constant":
        from ..interp.values import literal_value
        t = comp.instruction(target)
        return CapturedInputs([], literal_value(t.literal, t.shape), None)
    opts = options or Options()
    opts.on_value = hook
    if not done():
        ctx = EvalContext(module, opts)
        with contextlib.suppress(_Captured), np.errstate(all="ignore"):   # _Captured: all values seen
            ctx.call(module.entry, checked)
    if not done():
        missing = sorted(p for p in producers if p not in values)
        raise InterpError(f"computation {comp.name} did not run with these inputs, so {target} has no value "
                          f"to capture" if not own and not values else
                          f"no value reached {', '.join(missing)}")
    arrays = []
    for leaf in result.inputs:
        v = values[leaf.producer]
        for i in leaf.path:
            v = v[i]
        arrays.append(v)
    note = None if comp is module.entry else comp.name
    return CapturedInputs(arrays, own[0], note)
