"""case and if as XLA's StableHLO -> HLO translation makes them (jaxlib's ``mlir_module_to_xla_computation``):

* MLIR's canonicaliser replaces a ``case`` whose index is a constant by the ops of the branch it selects (an index
  out of range selects the last branch, as HLO's conditional runs it); an ``if`` of a constant predicate stays;
* XLA's export makes each branch a computation of one parameter: the values of the enclosing computation the branch
  reads (its implicit captures), the value itself where there is one, a tuple of them otherwise (an empty one where
  none), in the order MLIR's ``getUsedValuesDefinedAbove`` finds them: a post-order walk of the branch, what an op's
  regions read before the op's own operands;
* before that, the canonicaliser made a nested while's loop-invariant values implicit captures of the while (a use
  of such a block argument is one of the while's operand, which is no longer the while's), and
  sink-constants-to-control-flow made the constants a branch reads inside it: they are not captured.
"""
from __future__ import annotations

from typing import Sequence

from ..ir.shape import tuple_shape
from ..ir.values import CompRef
from .convert import Converter, Emitted, Value
from .ops_attrs import Attrs, common_attrs
from .syntax_tree import Op
from .tidy import known, make_constant


def case(cv: Converter, comp: Emitted, op: Op, ins: list[Value], shapes) -> list[Value]:
    """stablehlo.case and stablehlo.if: HLO's conditional (of a constant case index: the selected branch's ops)."""
    outer = cv.current_env          # (converting a branch converts its ops: current_env changes)
    chosen = constant_branch(cv, op, ins[0])
    if chosen is not None:
        return cv.region_ops(comp, op.regions[chosen], dict(outer))
    branches, operands = [], []
    for region in op.regions:
        captures: list[tuple[str, Value]] = []
        sunk: list[tuple[str, Value]] = []
        for name in captured(region):
            value = outer.get(name)
            if value is not None:
                (sunk if _is_constant(cv, value) else captures).append((name, value))
        if len(captures) == 1:
            operands.append(captures[0][1])
        else:
            operands.append(cv.emit(comp, "tuple", tuple_shape([v.shape for _, v in captures]), "tuple",
                                    [v for _, v in captures], {}, op))
        branches.append(_branch(cv, op, region, captures, sunk))
    shape = shapes[0] if len(shapes) == 1 else tuple_shape(shapes)
    if ins[0].shape.element_type == "pred":
        if len(branches) != 2:
            raise cv.error(op, f"stablehlo.if has {len(branches)} regions: expected two")
        attrs: Attrs = {"true_computation": branches[0], "false_computation": branches[1]}
    else:
        attrs = {"branch_computations": tuple(branches)}
    value = cv.emit(comp, "conditional", shape, "conditional", [ins[0]] + operands, {**attrs, **common_attrs(cv, op)},
                    op)
    return cv.results_of(comp, op, value, shapes)


def constant_branch(cv: Converter, op: Op, index: Value) -> int | None:
    """The branch of a case a constant index selects (one out of range: the last); None where the index is not a
    constant, for an if (its predicate: MLIR keeps it), or where XLA's canonicaliser is not run."""
    if op.name != "stablehlo.case" or not index.constant or not cv.canonicalize:
        return None
    value = known(cv, index)
    if value is None or value.size != 1 or not all(len(r.blocks) == 1 for r in op.regions):
        return None
    k = int(value.reshape(()))
    return k if 0 <= k < len(op.regions) else len(op.regions) - 1


def _is_constant(cv: Converter, value: Value) -> bool:
    """A constant (or splat) MLIR's sink-constants-to-control-flow makes inside a region that reads it."""
    return value.constant and known(cv, value) is not None and cv.canonicalize


def _branch(cv: Converter, op: Op, region, captures: list[tuple[str, Value]], sunk: list[tuple[str, Value]]
            ) -> CompRef:
    """One branch's computation: its parameter (the one capture, or a tuple of them), the sunk constants made
    inside, then its ops."""
    name = cv.fresh("region")
    branch = Emitted(name, offset=region.offset)
    if region.blocks and region.blocks[0].args:
        raise cv.error(region.offset, f"expected 0 block arguments in the region, found {len(region.blocks[0].args)}")
    env: dict[str, Value] = {}
    if len(captures) == 1:
        (n, v), = captures
        env[n] = cv.emit(branch, "Arg_0", v.shape, "parameter", [], parameter_number=0)
    else:
        param = cv.emit(branch, "arg_tuple", tuple_shape([v.shape for _, v in captures]), "parameter", [],
                        parameter_number=0)
        for k, (n, v) in enumerate(captures):
            env[n] = cv.emit(branch, "get-tuple-element", v.shape, "get-tuple-element", [param], {"index": k})
    for n, v in sunk:
        array = known(cv, v)
        assert array is not None            # (sunk: constants whose value is known, _is_constant)
        env[n] = make_constant(cv, branch, op, array, v.shape)
    cv.finish(branch, cv.region_ops(branch, region, env), None)
    return CompRef(name)


def captured(region) -> list[str]:
    """The values a region reads that it does not define, in the order XLA's export lists a region's implicit
    captures (the module's docstring)."""
    defined: set[str] = set()
    used: list[str] = []
    _scan_uses(region, defined, used, {}, ())
    return [u for u in dict.fromkeys(used) if u not in defined]


def _scan_uses(region, defined: set, used: list, alias: dict[str, str], invariant: Sequence[int]) -> None:
    """Post-order: each op's regions, then its operands (``invariant``: the positions a while body's return no
    longer has; ``alias``: the while operand a loop-invariant block argument now is)."""
    for block in region.blocks:
        defined.update(n for n, _ in block.args)
        for op in block.ops:
            inner = _invariants(op) if op.name == "stablehlo.while" else []
            for sub in op.regions:
                for k in inner:
                    alias[sub.blocks[0].args[k][0]] = alias.get(op.operands[k], op.operands[k])
                _scan_uses(sub, defined, used, alias, inner if sub is op.regions[-1] else ())
            dropped = inner if op.regions else invariant if op is block.ops[-1] else ()
            used.extend(alias.get(n, n) for k, n in enumerate(op.operands) if k not in dropped)
            defined.update(op.results)
            defined.update(r[:-2] for r in op.results if r.endswith("#0"))
            defined.update(op.extra.get("iter_args", []))


def _invariants(op: Op) -> list[int]:
    """The positions of a while's values its body returns unchanged (MLIR's canonicaliser: no longer carried)."""
    if len(op.regions) != 2 or any(len(r.blocks) != 1 for r in op.regions):
        return []
    cond, body = op.regions[0].blocks[0], op.regions[1].blocks[0]
    returned = body.ops[-1].operands if body.ops else []
    if not len(op.operands) == len(cond.args) == len(body.args) <= len(returned):
        return []
    return [k for k, (name, _) in enumerate(body.args) if folded_select(body, returned[k]) == name]


def folded_select(block, name: str) -> str:
    """The value ``name`` is once MLIR folded select(p, x, x) to x (a body that returns its argument so is
    loop-invariant)."""
    made = {r: o for o in block.ops for r in o.results}
    op = made.get(name)
    while op is not None and op.name == "stablehlo.select" and len(op.operands) == 3 \
            and op.operands[1] == op.operands[2]:
        name = op.operands[1]
        op = made.get(name)
    return name
