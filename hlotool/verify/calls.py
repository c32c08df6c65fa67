"""Called computations against their call sites: ``CALL_RULES[opcode](inst) -> list[(code, message)]``."""
from __future__ import annotations

from ..ir.shape import Shape
from .shapes import kind

SCALAR_PRED = Shape("pred", (), ())


def _t(s: Shape) -> str:
    return s.to_text(layout=False)


def _same(a: Shape, b: Shape) -> bool:
    return a.without_layout() == b.without_layout() if a.is_tuple or b.is_tuple else \
        (a.element_type, a.dims) == (b.element_type, b.dims)


def _params(comp) -> list[Shape]:
    return [p.shape for p in comp.parameters]


def _comp(inst, i=0):
    return inst.called_computations[i] if len(inst.called_computations) > i else None


def _need(inst, n):
    if len(inst.called_computations) < n:
        return [("V202", f"{inst.opcode} needs {n} called computation(s), found {len(inst.called_computations)}")]
    return []


def check_params(comp, want: list[Shape], what: str) -> list:
    got = _params(comp)
    if len(got) != len(want):
        return [("V201", f"{what} '{comp.name}' takes {len(got)} parameters, expected {len(want)} "
                         f"({', '.join(_t(s) for s in want)})")]
    for i, (g, w) in enumerate(zip(got, want)):
        if not _same(g, w):
            return [("V201", f"{what} '{comp.name}' parameter {i} is {_t(g)}, expected {_t(w)}")]
    return []


def check_result(comp, want: Shape, what: str) -> list:
    got = comp.root.shape
    if not _same(got, want):
        return [("V201", f"{what} '{comp.name}' returns {_t(got)}, expected {_t(want)}")]
    return []


def _scalar(s: Shape) -> Shape:
    return Shape(s.element_type, (), ())


def check_reducer(inst, comp, inits: list[Shape], what="reducer") -> list:
    """A reducer takes (acc..., x...) scalars of the init types and returns the accumulators."""
    scalars = [_scalar(s) for s in inits]
    for p in _params(comp):
        if p.is_array and p.dims:
            return [("V201", f"{what} '{comp.name}' must take scalars, found parameter {_t(p)}")]
    errs = check_params(comp, scalars + scalars, what)
    if errs:
        return errs
    want = scalars[0] if len(scalars) == 1 else Shape("tuple", tuple_shapes=tuple(scalars))
    return check_result(comp, want, what)


def calls_reduce(inst):
    n = len(inst.operands) // 2
    return _need(inst, 1) or check_reducer(inst, _comp(inst), [o.shape for o in inst.operands[n:]])


def calls_scatter(inst):
    n = (len(inst.operands) - 1) // 2
    return _need(inst, 1) or check_reducer(inst, _comp(inst), [o.shape for o in inst.operands[:n]])


def calls_allreduce(inst):
    leaves = [o.shape for o in inst.operands]
    errs = _need(inst, 1)
    if errs:
        return errs
    comp = _comp(inst)
    # XLA checks the reducer against the first operand's element type (one reducer for all).
    s = _scalar(leaves[0])
    return check_params(comp, [s, s], "reducer") or check_result(comp, s, "reducer")


def calls_select_and_scatter(inst):
    errs = _need(inst, 2)
    if errs:
        return errs
    sel, sc = inst.called_computations[0], inst.called_computations[1]
    x = _scalar(inst.operands[0].shape)
    errs = check_params(sel, [x, x], "select") or check_result(sel, SCALAR_PRED, "select")
    return errs or check_reducer(inst, sc, [inst.operands[2].shape], "scatter")


def calls_while(inst):
    errs = _need(inst, 2)
    if errs:
        return errs
    cond = inst.attrs.get("condition")
    body = inst.attrs.get("body")
    comps = {c.name: c for c in inst.called_computations}
    cond = comps.get(cond.name) if cond is not None else inst.called_computations[0]
    body = comps.get(body.name) if body is not None else inst.called_computations[1]
    loop = inst.operands[0].shape
    errs = check_params(cond, [loop], "while condition") or check_result(cond, SCALAR_PRED, "while condition")
    errs = errs or check_params(body, [loop], "while body") or check_result(body, loop, "while body")
    if not errs and not _same(inst.shape, loop):
        errs = [("V101", f"while declared {_t(inst.shape)} but its loop state is {_t(loop)}")]
    return errs


def calls_conditional(inst):
    branches = inst.called_computations
    if not inst.operands:
        return [("V005", "conditional needs a branch index operand")]
    idx = inst.operands[0].shape
    if idx.dims or idx.element_type not in ("pred", "s32"):
        return [("V103", f"conditional branch index must be pred[] or s32[], found {_t(idx)}")]
    if idx.element_type == "pred" and len(branches) != 2:
        return [("V202", f"a pred conditional needs 2 branches, found {len(branches)}")]
    if not branches:
        return [("V202", "conditional needs at least one branch")]
    if len(inst.operands) != len(branches) + 1:
        return [("V005", f"conditional with {len(branches)} branches needs {len(branches) + 1} operands, "
                         f"found {len(inst.operands)}")]
    for b, op in zip(branches, inst.operands[1:]):
        errs = check_params(b, [op.shape], "branch") or check_result(b, inst.shape, "branch")
        if errs:
            return errs
    return []


def calls_same_params(what):
    def rule(inst):
        return _need(inst, 1) or check_params(_comp(inst), [o.shape for o in inst.operands], what)
    return rule


def calls_sort(inst):
    errs = _need(inst, 1)
    if errs:
        return errs
    scalars = []
    for o in inst.operands:
        scalars += [_scalar(o.shape), _scalar(o.shape)]
    comp = _comp(inst)
    return check_params(comp, scalars, "comparator") or check_result(comp, SCALAR_PRED, "comparator")


def calls_map(inst):
    errs = _need(inst, 1)
    if errs:
        return errs
    comp = _comp(inst)
    errs = check_params(comp, [_scalar(o.shape) for o in inst.operands], "map computation")
    root = comp.root.shape
    if not errs and (root.is_tuple or root.dims):
        errs = [("V201", f"map computation '{comp.name}' must return a scalar, returns {_t(root)}")]
    return errs


def calls_async_start(inst):
    errs = _need(inst, 1)
    if errs:
        return errs
    comp = _comp(inst)
    errs = check_params(comp, [o.shape for o in inst.operands], "async computation")
    s = inst.shape
    if not errs and s.is_tuple and len(s.tuple_shapes) >= 2:
        if not _same(s.tuple_shapes[1], comp.root.shape):
            errs = [("V402", f"async-start result element {_t(s.tuple_shapes[1])} differs from the "
                             f"wrapped computation's result {_t(comp.root.shape)}")]
    return errs


def calls_reduce_dims(inst):
    return []


CALL_RULES = {
    "reduce": calls_reduce, "reduce-window": calls_reduce,
    "scatter": calls_scatter, "select-and-scatter": calls_select_and_scatter,
    "all-reduce": calls_allreduce, "reduce-scatter": calls_allreduce, "all-reduce-start": calls_allreduce,
    "while": calls_while, "conditional": calls_conditional,
    "fusion": calls_same_params("fused computation"), "call": calls_same_params("called computation"),
    "sort": calls_sort, "map": calls_map, "async-start": calls_async_start,
}
