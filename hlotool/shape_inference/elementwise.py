"""Shape rules of the elementwise ops: unary and binary arithmetic, compare, select, clamp, the
conversions, map and the random-number ops."""
from __future__ import annotations

from ..opcodes import opcodes_where
from .common import (
    Invalid,
    array_shape,
    as_inferred,
    attr,
    bits,
    check_element_class,
    declared_type,
    dyn_or,
    infer_declared,
    kind,
    need_array,
    same_dims,
    same_types,
    scalar,
    shape_text,
    tuple_shape,
)
from .registry import shape_rule

UNARY = opcodes_where(shape="unary")


BINARY = opcodes_where(shape="binary")


@shape_rule(*UNARY)
def infer_unary(inst, ops, ctx):
    o = ops[0]
    need_array(o, "the operand")
    check_element_class(inst, o)
    if inst.opcode == "abs" and kind(o) == "complex":
        return array_shape("f32" if o.element_type == "c64" else "f64", o.dims, o.dynamic)
    return array_shape(o.element_type, o.dims, o.dynamic)


@shape_rule("real", "imag")
def infer_real_imag(inst, ops, ctx):
    o = ops[0]
    need_array(o, "the operand")
    if kind(o) == "complex":
        return array_shape("f32" if o.element_type == "c64" else "f64", o.dims, o.dynamic)
    if kind(o) != "float":
        raise Invalid("V201", f"{inst.opcode} needs a complex or floating-point operand, found {shape_text(o)}")
    return array_shape(o.element_type, o.dims, o.dynamic)


@shape_rule("is-finite")
def infer_is_finite(inst, ops, ctx):
    o = ops[0]
    if kind(o) != "float":
        raise Invalid("V201", f"is-finite needs a floating-point operand, found {shape_text(o)}")
    return array_shape("pred", o.dims, o.dynamic)


@shape_rule(*BINARY)
def infer_binary(inst, ops, ctx):
    a, b = ops
    if (a is b or (a.element_type == b.element_type and a.dims == b.dims)) and a.is_array \
            and len(a.dynamic) == len(a.dims) and True not in a.dynamic and True not in b.dynamic:
        # The usual case, without building a shape: both operands have one static array shape.
        check_element_class(inst, a)
        return a.without_layout()
    need_array(a, "lhs")
    need_array(b, "rhs")
    same_dims(inst, ops)
    same_types(inst, ops, ctx)
    check_element_class(inst, a)
    et = a.element_type
    if ctx.allow_mixed_precision and a.element_type != b.element_type:
        et = declared_type(inst, et)
    return array_shape(et, a.dims, dyn_or(a, b))


@shape_rule("complex")
def infer_complex(inst, ops, ctx):
    a, b = ops
    same_dims(inst, ops)
    if a.element_type != b.element_type or a.element_type not in ("f32", "f64"):
        raise Invalid("V201", f"complex needs two f32 or two f64 operands, found {shape_text(a)}, {shape_text(b)}")
    return array_shape("c64" if a.element_type == "f32" else "c128", a.dims, dyn_or(a, b))


@shape_rule("compare")
def infer_compare(inst, ops, ctx):
    a, b = ops
    same_dims(inst, ops)
    same_types(inst, ops, ctx)
    t = inst.attribute_map.get("type")
    allowed = COMPARE_TYPES.get(kind(a))
    if t is not None and allowed is not None and str(t) not in allowed:
        raise Invalid("V201", f"compare of {a.element_type} takes type={' or '.join(allowed)}, found type={t}")
    return array_shape("pred", a.dims, dyn_or(a, b))


# compare's `type=` per operand kind (XLA: "Expected comparison type FLOAT or TOTALORDER").
COMPARE_TYPES = {"float": ("FLOAT", "TOTALORDER"), "complex": ("FLOAT", "TOTALORDER"),
                 "signed": ("SIGNED",), "unsigned": ("UNSIGNED",), "pred": ("UNSIGNED",)}


@shape_rule("select")
def infer_select(inst, ops, ctx):
    p, a, b = ops
    if p.element_type != "pred":
        raise Invalid("V201", f"select's predicate must be pred, found {shape_text(p)}")
    same_dims(inst, [a, b], "on_true and on_false")
    same_types(inst, [a, b], ctx, "on_true and on_false")
    if p.rank and p.dims != a.dims:
        raise Invalid("V208", f"select's predicate {shape_text(p)} does not match the operands {shape_text(a)}")
    return array_shape(a.element_type, a.dims, dyn_or(a, b))


@shape_rule("clamp")
def infer_clamp(inst, ops, ctx):
    lo, x, hi = ops
    for o, what in ((lo, "min"), (hi, "max")):
        if o.rank and o.dims != x.dims:
            raise Invalid("V208", f"clamp's {what} {shape_text(o)} must be a scalar or match the operand "
                                  f"{shape_text(x)}")
    same_types(inst, ops, ctx)
    return array_shape(x.element_type, x.dims, x.dynamic)


@shape_rule("convert")
def infer_convert(inst, ops, ctx):
    o, out = ops[0], inst.shape
    need_array(o, "the operand")
    if kind(o) == "complex" and out.is_array and kind(out) != "complex":
        raise Invalid("V201", f"convert from complex {shape_text(o)} to a real type is not defined; use real/imag")
    return array_shape(out.element_type, o.dims, o.dynamic)


@shape_rule("bitcast-convert")
def infer_bitcast_convert(inst, ops, ctx):
    o, out = ops[0], inst.shape
    if o.is_array and out.is_array and (kind(o) == "complex") != (kind(out) == "complex"):
        raise Invalid("V201", f"bitcast-convert between complex and real types: {shape_text(o)} to {out.element_type}")
    bi, bo = bits(o.element_type), bits(out.element_type)
    if bi == bo:
        return array_shape(out.element_type, o.dims, o.dynamic)
    if bi > bo:
        if bi % bo:
            raise Invalid("V205", f"bitcast-convert from {o.element_type} to {out.element_type}: widths do not divide")
        return array_shape(out.element_type, o.dims + (bi // bo,))
    if bo % bi or not o.dims or o.dims[-1] != bo // bi:
        raise Invalid("V205", f"bitcast-convert from {shape_text(o)} to {out.element_type} needs a last dimension of "
                          f"{bo // bi if bo % bi == 0 else '?'}")
    return array_shape(out.element_type, o.dims[:-1])


@shape_rule("reduce-precision")
def infer_reduce_precision(inst, ops, ctx):
    o = ops[0]
    if kind(o) != "float":
        raise Invalid("V201", f"reduce-precision needs a floating-point operand, found {shape_text(o)}")
    e, m = attr(inst, "exponent_bits"), attr(inst, "mantissa_bits")
    if not (isinstance(e, int) and e >= 1 and isinstance(m, int) and m >= 0):
        raise Invalid("V112", f"reduce-precision needs exponent_bits >= 1 and mantissa_bits >= 0, found {e}, {m}")
    return array_shape(o.element_type, o.dims, o.dynamic)


@shape_rule("stochastic-convert")
def infer_stochastic_convert(inst, ops, ctx):
    o, r = ops
    check_element_class(inst, o)
    if r.dims != o.dims or kind(r) != "unsigned" or bits(r.element_type) != bits(o.element_type):
        raise Invalid("V201", f"stochastic-convert's random operand must be unsigned of the operand's width and "
                          f"shape, found {shape_text(r)} for {shape_text(o)}")
    return array_shape(inst.shape.element_type, o.dims, o.dynamic)


@shape_rule("map")
def infer_map(inst, ops, ctx):
    same_dims(inst, ops)
    comp = ctx.called(inst, "to_apply")
    if comp is None:
        return None
    if len(comp.parameters) != len(ops):
        raise Invalid("V105", f"map computation {comp.name} takes {len(comp.parameters)} parameters for "
                          f"{len(ops)} operands", ((f"{comp.name} is defined here", comp.loc),))
    for k, (p, o) in enumerate(zip(comp.parameters, ops, strict=True)):
        if not scalar(p.shape) or (p.shape.element_type != o.element_type and not ctx.allow_mixed_precision):
            raise Invalid("V105", f"map computation {comp.name} parameter {k} is {shape_text(p.shape)}, operand {k} is "
                              f"{shape_text(o)}: expected a {o.element_type} scalar",
                      ((f"{comp.name} is defined here", comp.loc),))
    root = comp.root.shape
    if not scalar(root):
        raise Invalid("V105", f"map computation {comp.name} must return a scalar, returns {shape_text(root)}")
    return array_shape(root.element_type, ops[0].dims, ops[0].dynamic)


@shape_rule("rng")
def infer_rng(inst, ops, ctx):
    if len(ops) != 2:
        raise Invalid("V101", f"rng takes 2 operands (the distribution's parameters), found {len(ops)}")
    dist = str(attr(inst, "distribution")).lower()     # rng_uniform or rng_normal, in any case (the schema)
    if dist == "rng_normal" and kind(inst.shape) != "float":
        raise Invalid("V201", f"rng_normal needs a float result (mu and sigma are floats), found "
                              f"{shape_text(inst.shape)}")
    if kind(inst.shape) not in ("float", "signed", "unsigned"):
        raise Invalid("V201", f"rng needs an integer or float result, found {shape_text(inst.shape)}")
    for k, o in enumerate(ops):
        if not scalar(o) or (o.element_type != inst.shape.element_type and not ctx.allow_mixed_precision):
            raise Invalid("V208", f"rng parameter {k} must be a {inst.shape.element_type} scalar, found "
                                  f"{shape_text(o)}")
    return None


@shape_rule("rng-bit-generator")
def infer_rng_bit_generator(inst, ops, ctx):
    out = inst.shape
    if not out.is_tuple or len(out.tuple_shapes) != 2:
        raise Invalid("V200", f"rng-bit-generator returns (state, values), declared {shape_text(out)}")
    return tuple_shape([as_inferred(ops[0]), as_inferred(out.tuple_shapes[1])])


# Rules shared with other families.
shape_rule("rng-get-and-update-state")(infer_declared)
