"""``hlotool.verify``: XLA's verifier and shape inference as diagnostics.

``verify(module, allow_mixed_precision=False, layout_sensitive=False) -> list[Diagnostic]``.
To avoid cascades every check reads operands' *declared* shapes, and after the first error on an
instruction no further checks run on it.
"""
from __future__ import annotations

from ..ir.module import Module
from ..opcodes import OPCODES, VARIADIC
from .calls import CALL_RULES
from .checks import (check_async_pair, check_bitcast, check_collective, check_custom_call,
                     check_layout_sensitive, layout_errors)
from .module_checks import check_aliasing, check_cycles_and_schedule, check_entry_layout
from .report import CODES, Diagnostic, Note
from .shapes import SHAPE_RULES, Context, ShapeError, shapes_equal

__all__ = ["verify", "Diagnostic", "Note", "CODES", "SHAPE_RULES"]


class _Collector:
    def __init__(self):
        self.diags: list[Diagnostic] = []
        self.flagged: set[int] = set()

    def __call__(self, code, message, loc, inst=None, notes=()):
        if inst is not None:
            if id(inst) in self.flagged:
                return
            self.flagged.add(id(inst))
        self.diags.append(Diagnostic(code, message, loc, instruction=inst.name if inst else None,
                                     computation=inst.computation.name if inst is not None and inst.computation
                                     else None, notes=tuple(notes)))


def _operand_notes(inst) -> list[Note]:
    notes = [Note(f"operand {i} '{o.name}' is {o.shape.to_text(False)}", o.loc)
             for i, o in enumerate(inst.operands[:6])]
    for c in inst.called_computations[:3]:
        notes.append(Note(f"called computation '{c.name}' is defined here", c.loc))
    return notes


def verify(module: Module, allow_mixed_precision: bool = False, layout_sensitive: bool = False) -> list[Diagnostic]:
    ctx = Context(allow_mixed_precision=allow_mixed_precision)
    report = _Collector()
    scheduled = bool(module.attrs.get("is_scheduled") in (True, "true"))

    seen_comps = set()
    for comp in module.computations:
        if comp.name in seen_comps:
            report("V001", f"computation name '{comp.name}' used twice", comp.loc)
        seen_comps.add(comp.name)
        _check_computation(comp, report)
        check_cycles_and_schedule(comp, scheduled, report)
        for inst in comp.instructions:
            _check_instruction(inst, ctx, layout_sensitive, report)
    check_entry_layout(module, report)
    check_aliasing(module, report)
    return report.diags


def _check_computation(comp, report):
    names = set()
    for inst in comp.instructions:
        if inst.name in names:
            report("V001", f"instruction name '{inst.name}' used twice in '{comp.name}'", inst.loc, inst=inst)
        names.add(inst.name)
    for inst in comp.instructions:
        missing = [n for n in inst.operand_names if comp.get(n) is None]
        missing += [n for n in inst.control_predecessors if comp.get(n) is None]
        if missing or len(inst.operands) != len(inst.operand_names):
            what = f"'{missing[0]}'" if missing else "an operand"
            report("V002", f"{what} used by '{inst.name}' is not defined in '{comp.name}'", inst.loc, inst=inst)
    roots = [i for i in comp.instructions if i.is_root]
    if not comp.instructions:
        report("V003", f"computation '{comp.name}' has no instructions", comp.loc)
        return
    if len(roots) > 1:
        report("V003", f"computation '{comp.name}' has {len(roots)} ROOT instructions", comp.loc)
    params = comp.parameters
    nums = [p.parameter_number for p in params]
    if sorted(nums) != list(range(len(nums))):
        report("V004", f"parameter numbers of '{comp.name}' are {sorted(nums)}, expected 0..{len(nums) - 1}",
               comp.loc)
        return
    if comp.signature is not None:
        sig_params, sig_result = comp.signature
        if len(sig_params) != len(params):
            report("V004", f"signature of '{comp.name}' lists {len(sig_params)} parameters, the body has "
                           f"{len(params)}", comp.loc)
            return
        for (pname, pshape), p in zip(sig_params, params):
            if pshape.without_layout() != p.shape.without_layout():
                report("V004", f"signature of '{comp.name}' says parameter {p.parameter_number} is "
                               f"{pshape.to_text(False)}, but '{p.name}' is {p.shape.to_text(False)}",
                       p.loc, inst=p)
        if comp.instructions and sig_result.without_layout() != comp.root.shape.without_layout():
            report("V004", f"signature of '{comp.name}' says it returns {sig_result.to_text(False)}, but ROOT "
                           f"'{comp.root.name}' is {comp.root.shape.to_text(False)}", comp.root.loc,
                   inst=comp.root)


def _check_instruction(inst, ctx, layout_sensitive, report):
    op = OPCODES.get(inst.opcode)
    if op is None:
        report("V008", f"unknown opcode '{inst.opcode}'", inst.loc, inst=inst)
        return
    for msg in layout_errors(inst.shape):
        report("V301", msg, inst.loc, inst=inst)
        return
    if op.arity != VARIADIC and len(inst.operands) != op.arity:
        report("V005", f"{inst.opcode} takes {op.arity} operand{'s' * (op.arity != 1)}, found "
                       f"{len(inst.operands)}", inst.loc, inst=inst)
        return
    shapes = [o.shape for o in inst.operands]
    try:
        inferred = SHAPE_RULES[inst.opcode](inst, shapes, ctx)
    except ShapeError as e:
        report(e.code, e.message, inst.loc, inst=inst, notes=_operand_notes(inst))
        return
    except (IndexError, ValueError, TypeError, KeyError, AttributeError, StopIteration) as e:
        report("V102", f"{inst.opcode}: attributes do not fit the operands ({type(e).__name__}: {e})",
               inst.loc, inst=inst, notes=_operand_notes(inst))
        return
    if inferred is not None and not shapes_equal(inferred, inst.shape):
        report("V101", f"inferred {inferred.to_text(False)} but declared {inst.shape.to_text(False)}",
               inst.loc, inst=inst, notes=_operand_notes(inst))
        return
    rule = CALL_RULES.get(inst.opcode)
    for checker in ((lambda i: rule(i)) if rule else (lambda i: []), check_async_pair, check_collective,
                    check_custom_call, lambda i: check_bitcast(i, layout_sensitive),
                    check_layout_sensitive if layout_sensitive else (lambda i: [])):
        errs = checker(inst)
        if errs:
            code, msg = errs[0]
            report(code, msg, inst.loc, inst=inst, notes=_operand_notes(inst))
            return


# `hlotool.verify` is both this package and the public function `hlotool.verify(module)`. Importing
# the package rebinds the attribute on `hlotool`, so the package itself is made callable.
class _CallableModule(__import__("types").ModuleType):
    def __call__(self, module: Module, **options) -> list[Diagnostic]:
        return verify(module, **options)


__import__("sys").modules[__name__].__class__ = _CallableModule
