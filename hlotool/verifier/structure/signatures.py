"""Signatures and shapes: parameter numbers and declared signatures, the entry computation's
layout and aliasing (input_output_alias, buffer_donor), and unbounded dimensions."""
from __future__ import annotations

from ...ir.shape import UNBOUNDED, Shape
from ...ir.values import Braced, Paren, ProgramShape
from ...shape_inference import shape_text
from ..layout import subshape


def check_parameters(module, report):
    same: dict = {}      # (id(shape), id(shape)) -> whether they are the same ignoring layouts (shapes are shared)
    for comp in module.computations:
        params = [i for i in comp.instructions if i.opcode == "parameter"]
        numbers = sorted([p.parameter_number for p in params])
        if numbers != list(range(len(params))):
            seen, dup = set(), None
            for p in params:
                if p.parameter_number in seen:
                    dup = p
                seen.add(p.parameter_number)
            bad = dup or max(params, key=lambda p: p.parameter_number)
            report("V102", f"parameter numbers of {comp.name} must be 0..{len(params) - 1}, each once; found "
                           f"{{{','.join(map(str, numbers))}}}", bad.loc, comp, bad)
            continue
        if comp.signature is not None:
            sig_params, sig_result = comp.signature
            if len(sig_params) != len(params):
                report("V103", f"the signature of {comp.name} declares {len(sig_params)} parameters, the body has "
                               f"{len(params)}", comp.loc, comp)
                continue
            in_order = [None] * len(params)      # (comp.parameters: numbers are 0..n-1, each once)
            for p in params:
                in_order[p.parameter_number] = p
            for (name, shape), p in zip(sig_params, in_order, strict=True):
                key = (id(shape), id(p.shape))
                found = same.get(key)
                if found is None:
                    found = same[key] = shape.same_ignoring_layout(p.shape)
                if not found:
                    report("V103", f"the signature of {comp.name} declares parameter {name} as {shape_text(shape)}, "
                                   f"parameter({p.parameter_number}) is {shape_text(p.shape)}", p.loc, comp, p)
            key = (id(sig_result), id(comp.root.shape))
            found = same.get(key)
            if found is None:
                found = same[key] = sig_result.same_ignoring_layout(comp.root.shape)
            if not found:
                report("V103", f"the signature of {comp.name} declares the result {shape_text(sig_result)}, ROOT "
                               f"{comp.root.name} is {shape_text(comp.root.shape)}", comp.root.loc, comp, comp.root)


def check_entry_layout(module, report):
    """The entry computation's parameters and ROOT have the shapes entry_computation_layout gives
    (element types and dimensions; the layouts are layout.check_entry_layouts')."""
    layout = module.attrs.get("entry_computation_layout")
    if not isinstance(layout, ProgramShape):
        return
    entry = module.entry
    params = entry.parameters
    if len(layout.parameters) != len(params):
        report("V107", f"entry_computation_layout has {len(layout.parameters)} parameters, {entry.name} has "
                       f"{len(params)}", entry.loc, entry)
        return
    for k, (want, p) in enumerate(zip(layout.parameters, params, strict=True)):
        if not want.same_ignoring_layout(p.shape):
            report("V107", f"entry_computation_layout gives parameter {k} as {shape_text(want)}, {p.name} is "
                           f"{shape_text(p.shape)}", p.loc, entry, p)
    root = entry.root
    if not layout.result.same_ignoring_layout(root.shape):
        report("V107", f"entry_computation_layout gives the result as {shape_text(layout.result)}, ROOT {root.name} is "
                       f"{shape_text(root.shape)}", root.loc, entry, root)


def check_aliasing(module, report):
    entry = module.entry
    params = {p.parameter_number: p for p in entry.parameters}
    alias = module.attrs.get("input_output_alias")
    if isinstance(alias, Braced):
        seen_out = set()
        for item in alias.items:
            try:
                out_index = tuple(item.left.items)
                pnum, pindex = item.right.items[0], tuple(item.right.items[1].items)
            except (AttributeError, IndexError, TypeError):
                report("V108", f"input_output_alias entry {item} is not {{out index}}: (param, {{param index}})",
                       entry.loc, entry)
                continue
            out = subshape(entry.root.shape, out_index)
            p = params.get(pnum)
            pin = subshape(p.shape, pindex) if p is not None else None
            if out is None:
                report("V108", f"input_output_alias output index {{{','.join(map(str, out_index))}}} does not exist "
                               f"in the result {entry.root.shape}", entry.root.loc, entry)
            elif p is None or pin is None:
                report("V108", f"input_output_alias refers to parameter {pnum} index "
                               f"{{{','.join(map(str, pindex))}}}, which does not exist", entry.loc, entry)
            elif not out.same_ignoring_layout(pin):
                report("V108", f"input_output_alias pairs output {shape_text(out)} with parameter {pnum} "
                               f"{shape_text(pin)}; "
                               "the shapes must be equal", p.loc, entry, p)
            elif out_index in seen_out:
                report("V108", f"output index {{{','.join(map(str, out_index))}}} is aliased twice", entry.loc, entry)
            seen_out.add(out_index)
    donor = module.attrs.get("buffer_donor")
    if isinstance(donor, Braced):
        for item in donor.items:
            if not (isinstance(item, Paren) and len(item.items) == 2 and isinstance(item.items[1], Braced)):
                report("V108", f"buffer_donor entry {item} is not (param, {{index}})", entry.loc, entry)
                continue
            pnum, pindex = item.items[0], tuple(item.items[1].items)
            p = params.get(pnum)
            if p is None or subshape(p.shape, pindex) is None:
                report("V108", f"buffer_donor refers to parameter {pnum} index {{{','.join(map(str, pindex))}}}, "
                               "which does not exist", entry.loc, entry)


def _unbounded(shape: Shape) -> bool:
    return any(_unbounded(s) for s in shape.tuple_shapes) if shape.is_tuple else UNBOUNDED in shape.dims


def check_unbounded(module, report):
    """XLA's verifier refuses unbounded dynamic dimensions (``?``) in any instruction's shape (unbounded
    dynamism is for StableHLO; HLO dimensions are static or bounded, ``<=N``)."""
    unbounded: dict = {}      # id(shape) -> _unbounded(shape) (shapes are shared)
    for comp in module.computations:
        for inst in comp.instructions:
            found = unbounded.get(id(inst.shape))
            if found is None:
                found = unbounded[id(inst.shape)] = _unbounded(inst.shape)
            if found:
                report("V209", f"{inst.opcode} has an unbounded dynamic dimension: {shape_text(inst.shape)}; XLA "
                               "allows only static and bounded (<=N) sizes", inst.loc, comp, inst)
