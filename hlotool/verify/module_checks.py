"""Module-level checks: entry_computation_layout, input_output_alias, buffer_donor, schedule, cycles."""
from __future__ import annotations

from ..ir.attrs import Braced, Pair, Paren, ProgramShape
from ..ir.shape import Shape


def subshape(shape: Shape, index) -> Shape | None:
    for i in index:
        if not shape.is_tuple or not 0 <= i < len(shape.tuple_shapes):
            return None
        shape = shape.tuple_shapes[i]
    return shape


def _index(v) -> tuple | None:
    if isinstance(v, Braced) and all(type(x) is int for x in v.items):
        return tuple(v.items)
    return None


def _layout_eq(a: Shape, b: Shape) -> bool:
    """Equal including layouts where ``b`` (the entry layout) states one."""
    if a.is_tuple or b.is_tuple:
        return a.is_tuple and b.is_tuple and len(a.tuple_shapes) == len(b.tuple_shapes) and all(
            _layout_eq(x, y) for x, y in zip(a.tuple_shapes, b.tuple_shapes))
    if (a.element_type, a.dims) != (b.element_type, b.dims):
        return False
    if b.layout is None or a.layout is None:
        return True
    return a.layout.minor_to_major == b.layout.minor_to_major and a.layout.tiles == b.layout.tiles


def check_entry_layout(module, report):
    ecl = module.attrs.get("entry_computation_layout")
    if not isinstance(ecl, ProgramShape):
        return
    entry = module.entry
    params = entry.parameters
    if len(ecl.parameters) != len(params):
        report("V302", f"entry_computation_layout has {len(ecl.parameters)} parameters, entry computation "
                       f"'{entry.name}' has {len(params)}", entry.loc)
        return
    for p, want in zip(params, ecl.parameters):
        if not _layout_eq(p.shape, want):
            report("V302", f"parameter {p.parameter_number} is {p.shape} but entry_computation_layout "
                           f"says {want}", p.loc, inst=p)
    root = entry.root
    if not _layout_eq(root.shape, ecl.result):
        report("V302", f"entry ROOT is {root.shape} but entry_computation_layout says {ecl.result}",
               root.loc, inst=root)


def check_aliasing(module, report):
    entry = module.entry
    params = {p.parameter_number: p.shape for p in entry.parameters}
    out = entry.root.shape
    alias = module.attrs.get("input_output_alias")
    seen_out, seen_in = set(), set()
    if isinstance(alias, Braced):
        for item in alias.items:
            if not (isinstance(item, Pair) and isinstance(item.right, Paren) and len(item.right.items) >= 2):
                report("V401", "input_output_alias entries must be {out index}: (param, {param index}, kind)",
                       None)
                continue
            oi, pn, pi = _index(item.left), item.right.items[0], _index(item.right.items[1])
            if oi is None or type(pn) is not int or pi is None:
                report("V401", "input_output_alias entry has a malformed index", None)
                continue
            o = subshape(out, oi)
            if o is None:
                report("V401", f"input_output_alias output index {{{','.join(map(str, oi))}}} does not exist "
                               f"in the result {out}", None)
                continue
            if pn not in params:
                report("V401", f"input_output_alias parameter {pn} does not exist", None)
                continue
            p = subshape(params[pn], pi)
            if p is None:
                report("V401", f"input_output_alias parameter index {{{','.join(map(str, pi))}}} does not "
                               f"exist in parameter {pn} {params[pn]}", None)
                continue
            if (p.element_type, p.dims) != (o.element_type, o.dims):
                report("V401", f"input_output_alias: output {{{','.join(map(str, oi))}}} is "
                               f"{o.to_text(False)} but parameter {pn} {{{','.join(map(str, pi))}}} is "
                               f"{p.to_text(False)}", None)
            if oi in seen_out:
                report("V401", f"input_output_alias: output {{{','.join(map(str, oi))}}} aliased twice", None)
            if (pn, pi) in seen_in:
                report("V401", f"input_output_alias: parameter {pn} {{{','.join(map(str, pi))}}} aliased "
                               "twice", None)
            seen_out.add(oi)
            seen_in.add((pn, pi))
    donor = module.attrs.get("buffer_donor")
    if isinstance(donor, Braced):
        for item in donor.items:
            if not (isinstance(item, Paren) and len(item.items) == 2 and type(item.items[0]) is int
                    and _index(item.items[1]) is not None):
                report("V401", "buffer_donor entries must be (param, {param index})", None)
                continue
            pn, pi = item.items[0], _index(item.items[1])
            if pn not in params or subshape(params[pn], pi) is None:
                report("V401", f"buffer_donor ({pn}, {{{','.join(map(str, pi))}}}) names no parameter "
                               "buffer", None)
            elif (pn, pi) in seen_in:
                report("V401", f"buffer_donor ({pn}, {{{','.join(map(str, pi))}}}) is also in "
                               "input_output_alias", None)


def _preds(inst, comp):
    out = list(inst.operand_names)
    out += [p.lstrip("%") for p in inst.control_predecessors]
    return out


def check_cycles_and_schedule(comp, scheduled: bool, report):
    pos = {inst.name: i for i, inst in enumerate(comp.instructions)}
    # Iterative DFS: white 0, grey 1, black 2.
    state: dict[str, int] = {}
    for start in comp.instructions:
        if state.get(start.name):
            continue
        stack = [(start, iter(_preds(start, comp)))]
        state[start.name] = 1
        while stack:
            inst, it = stack[-1]
            nxt = next(it, None)
            if nxt is None:
                state[inst.name] = 2
                stack.pop()
                continue
            dep = comp.get(nxt)
            if dep is None:
                continue
            s = state.get(dep.name, 0)
            if s == 1:
                report("V006", f"cycle in computation '{comp.name}' through '{dep.name}' and '{inst.name}'",
                       inst.loc, inst=inst)
                return
            if s == 0:
                state[dep.name] = 1
                stack.append((dep, iter(_preds(dep, comp))))
    if scheduled:
        for inst in comp.instructions:
            for p in _preds(inst, comp):
                if p in pos and pos[p] > pos[inst.name]:
                    report("V007", f"scheduled module: '{inst.name}' comes before its predecessor '{p}'",
                           inst.loc, inst=inst)
                    break
