"""The verifier: structure, shape inference for every opcode, layouts. ``verify(module) -> [Diagnostic]``.

Findings never cascade: shape rules read the operands' *declared* shapes, so one wrong instruction is
reported once and its users are checked against what it declares.
"""
from __future__ import annotations

from dataclasses import dataclass

from ..attributes import check_attribute, conditional_problems, missing_message, schema_of
from ..diagnostics import Diagnostic, Note
from ..ir.dtypes import PRIMITIVE_TYPES
from ..ir.values import CompRef
from ..opcodes import OPCODES, VARIADIC, async_sugar
from ..platforms import BACKENDS, infer_backend
from ..shape_inference import SHAPE_RULES, Invalid, infer_async_sugar
from .codes import CODES
from .instruction_checks import INSTRUCTION_CHECKS
from .layout import LAYOUT_CHECKS
from .memo import one_run
from .structure import DEVICE_COUNT_CHECKS, STRUCTURE_CHECKS

__all__ = ["verify", "VerifyOptions", "CODES", "SHAPE_RULES", "resolve_backend"]


@dataclass(frozen=True)
class VerifyOptions:
    allow_mixed_precision: bool = False
    layout_sensitive: bool = False
    replicas: int | None = None      # override the header's replica_count
    partitions: int | None = None    # override the header's num_partitions
    allow_bitcast_to_have_different_size: bool = False


class _Context:
    """What shape rules may ask besides the operand shapes."""

    def __init__(self, module, options: VerifyOptions):
        self.module = module
        self.allow_mixed_precision = options.allow_mixed_precision
        self.layout_sensitive = options.layout_sensitive
        self.allow_bitcast_to_have_different_size = options.allow_bitcast_to_have_different_size

    def called(self, inst, key):
        ref = inst.attribute_map.get(key)
        if isinstance(ref, CompRef):
            return self.module.get_computation(ref.name)
        if key not in inst.attribute_map:
            schema = schema_of(inst.opcode)
            if schema is not None and key in schema.required:
                raise Invalid("V112", f"{inst.opcode} requires {key}=")
        return None

    def branches(self, inst):
        refs = inst.attribute_map.get("branch_computations")
        if refs is None:
            t, f = inst.attribute_map.get("true_computation"), inst.attribute_map.get("false_computation")
            if t is None or f is None:
                raise Invalid("V112", "conditional requires branch_computations= or true_computation= and "
                                  "false_computation=")
            refs = (t, f)
        return [self.module.computation(r) for r in refs]


def _shapes_equal(a, b) -> bool:
    """Element types and dimensions (with their dynamic flags), layouts aside."""
    return a.same_ignoring_layout(b)


def _same_ignoring_fp_precision(a, b) -> bool:
    """Equal but for the widths of floating-point element types (XLA's CompatibleIgnoringFpPrecision)."""
    if a.is_tuple or b.is_tuple:
        return (a.is_tuple and b.is_tuple and len(a.tuple_shapes) == len(b.tuple_shapes)
                and all(_same_ignoring_fp_precision(x, y) for x, y in zip(a.tuple_shapes, b.tuple_shapes, strict=True)))
    if a.dims != b.dims or a.dynamic != b.dynamic:
        return False
    return a.element_type == b.element_type or (
        a.is_array and b.is_array and PRIMITIVE_TYPES[a.element_type].kind == "float"
        and PRIMITIVE_TYPES[b.element_type].kind == "float")


def _operand_notes(inst):
    return tuple(Note(f"operand {k}: {op.name} is {op.shape.to_text(layout=False)}", op.loc)
                 for k, op in enumerate(inst.operands))


def verify(module, allow_mixed_precision: bool = False, layout_sensitive: bool = False,
           replicas: int | None = None, partitions: int | None = None, backend: str | None = "auto"
           ) -> list[Diagnostic]:
    """Every finding in ``module``, ordered by position. ``replicas`` / ``partitions`` give the
    device counts the collectives' groups are checked against, in place of the header's
    ``replica_count`` / ``num_partitions``. ``backend`` ("cpu", "gpu", "tpu", "auto": inferred by
    ``hlotool.platforms.infer_backend``, or None) applies that backend's verifier settings: GPU and TPU
    pipelines accept mixed precision."""
    for what, n in (("replicas", replicas), ("partitions", partitions)):
        if n is not None and (not isinstance(n, int) or isinstance(n, bool) or n < 1):
            raise ValueError(f"{what} must be a positive integer, got {n!r}")
    chosen = resolve_backend(module, backend)
    if chosen is not None and chosen.allow_mixed_precision:
        allow_mixed_precision = True
    options = VerifyOptions(allow_mixed_precision, layout_sensitive, replicas, partitions,
                            chosen is not None and chosen.allow_bitcast_to_have_different_size)
    diags: list[Diagnostic] = []

    def report(code, message, loc=None, comp=None, inst=None, notes=(), severity="error"):
        diags.append(Diagnostic(code, severity, message, loc, comp.name if comp is not None else None,
                                inst.name if inst is not None else None,
                                tuple(n if isinstance(n, Note) else Note(*n) for n in notes)))

    with one_run():        # (what several checks compute alike, once)
        for check in STRUCTURE_CHECKS:
            check.run(module, report)
        for check in DEVICE_COUNT_CHECKS:
            check.run(module, report, options.replicas, options.partitions)
    ctx = _Context(module, options)
    # What an instruction's check reads, by identity: its opcode, declared shape, literal's shape, operands'
    # shapes and attributes (metadata: only its kind). A parsed module shares these objects between instructions
    # (shapes and attribute values are made once per text, attribute maps once per list of values), so most
    # instructions repeat an earlier one's and were checked with it. The module keeps every object alive, so an
    # id stays its object's for the whole walk.
    passed: set = set()
    attrs_keys: dict = {}      # id(attribute map) -> its part of the key: a number per distinct content
    numbers: dict = {}         # the content (keys, then values by identity, metadata by kind) -> its number
    for comp in module.computations:
        for inst in comp.instructions:
            attrs = inst.attribute_map
            attrs_key = attrs_keys.get(id(attrs))
            if attrs_key is None:
                content = (*attrs, *[v.__class__ if k == "metadata" else id(v) for k, v in attrs.items()])
                attrs_key = attrs_keys[id(attrs)] = numbers.setdefault(content, len(numbers))
            literal = inst.literal
            ops = inst.operands
            n = len(ops)      # (no comprehension for the usual few operands: its call cost more than the rest)
            key: tuple
            if n == 1:
                key = (inst.opcode, id(inst.shape), None if literal is None else id(literal.shape), attrs_key,
                       id(ops[0].shape))
            elif n == 2:
                key = (inst.opcode, id(inst.shape), None if literal is None else id(literal.shape), attrs_key,
                       id(ops[0].shape), id(ops[1].shape))
            else:
                key = (inst.opcode, id(inst.shape), None if literal is None else id(literal.shape), attrs_key,
                       *[id(o.shape) for o in ops])
            if key in passed:
                continue
            found = len(diags)
            _check_instruction(inst, comp, ctx, report)
            if len(diags) == found:
                passed.add(key)
    for layout_check in LAYOUT_CHECKS:
        layout_check(module, options, report)
    diags.sort(key=lambda d: (d.loc.file or "", d.loc.line, d.loc.column) if d.loc is not None else ("", 0, 0))
    return diags


def resolve_backend(module, backend: str | None = "auto"):
    """The ``Backend`` record a verify of ``module`` follows: named, inferred ("auto"), or None."""
    if backend is None:
        return None
    if backend == "auto":
        found = infer_backend(module)
        return found.backend if found is not None else None
    if backend not in BACKENDS:
        raise ValueError(f"backend must be one of {', '.join(BACKENDS)} or auto, got {backend!r}")
    return BACKENDS[backend]


def _check_instruction(inst, comp, ctx, report):
    op = OPCODES.get(inst.opcode)
    sugar = async_sugar(inst.opcode) if op is None else None
    if op is None and sugar is None:
        report("V001", f"unknown opcode '{inst.opcode}'", inst.loc, comp, inst)
        return
    if sugar is not None:         # X-start takes X's operands; X-update and X-done the start
        arity = OPCODES[sugar[0]].arity if sugar[1] == "start" else 1
        rule = infer_async_sugar
    else:
        arity, rule = op.arity, SHAPE_RULES.get(inst.opcode)
    problem = _attribute_problem(inst)
    if problem is not None:
        report("V112", problem, inst.loc, comp, inst)
        return
    if arity != VARIADIC and len(inst.operands) != arity:
        report("V101", f"{inst.opcode} takes {arity} operand{'s' if arity != 1 else ''}, found "
                       f"{len(inst.operands)}", inst.loc, comp, inst, _operand_notes(inst))
        return
    ops = [o.shape for o in inst.operands]
    try:
        for check in INSTRUCTION_CHECKS.get(inst.opcode, ()):
            check(inst, ops, ctx)
        if rule is None:
            return
        inferred = rule(inst, ops, ctx)
    except Invalid as b:
        report(b.code, b.message, inst.loc, comp, inst, tuple(b.notes) + _operand_notes(inst))
        return
    except (TypeError, ValueError, IndexError, KeyError, AttributeError) as e:
        # A malformed attribute value the rule could not read (e.g. dimensions=foo).
        report("V112", f"{inst.opcode}: malformed attributes ({type(e).__name__}: {e})", inst.loc, comp, inst)
        return
    if inferred is not None and not _shapes_equal(inferred, inst.shape) and not (
            ctx.allow_mixed_precision and not (op is not None and op.exact_shape)
            and _same_ignoring_fp_precision(inferred, inst.shape)):
        report("V200", f"{inst.opcode}: inferred {inferred.to_text(layout=False)} but declared "
                       f"{inst.shape.to_text(layout=False)}", inst.loc, comp, inst, _operand_notes(inst))


def _attribute_problem(inst) -> str | None:
    """The attribute schema (hlotool.attributes), as the parser applies it: for modules built or
    changed in Python. Unknown and newer opcodes are not checked."""
    schema = schema_of(inst.opcode)
    if schema is None:
        return None
    checks = schema.checks
    for key, value in inst.attribute_map.items():
        check = checks.get(key)
        if check is None or not check(value):
            return check_attribute(schema, key, value)
    for key in schema.required:
        if key not in inst.attribute_map:
            return missing_message(inst.opcode, key)
    if schema.conditional:
        for _, problem in conditional_problems(schema, inst):
            return problem
    return None
