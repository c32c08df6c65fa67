"""Property tests: round trips of shapes and literals, and fuzzed text that never crashes the parser."""
import numpy as np
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

import hlotool
from hlotool.ir.dtypes import PRIMITIVE_TYPES
from hlotool.parser.shapes import parse_array_shape
from support.hlo_texts import FULL

ARRAY_TYPES = [n for n, t in PRIMITIVE_TYPES.items() if t.is_array_type]
FLOAT_TYPES = [n for n, t in PRIMITIVE_TYPES.items() if t.kind == "float"]


@st.composite
def shape_texts(draw):
    et = draw(st.sampled_from(ARRAY_TYPES))
    rank = draw(st.integers(0, 4))
    dims = [draw(st.integers(0, 9)) for _ in range(rank)]
    dyn = [draw(st.booleans()) for _ in range(rank)]
    text = et + "[" + ",".join(("<=" if d else "") + str(n) for n, d in zip(dims, dyn, strict=True)) + "]"
    if draw(st.booleans()):
        perm = draw(st.permutations(list(range(rank))))
        layout = ",".join(map(str, perm))
        items = ""
        if rank and draw(st.booleans()):
            items += "T(" + ",".join(str(draw(st.integers(1, 8))) for _ in range(min(rank, 2))) + ")"
        if draw(st.booleans()):
            items += f"E({draw(st.integers(1, 32))})"
        if draw(st.booleans()):
            items += f"S({draw(st.integers(1, 5))})"
        text += "{" + layout + (":" + items if items else "") + "}"
    return text


@given(shape_texts())
def test_shape_text_round_trip(text):
    assert parse_array_shape(text).to_text() == text


@st.composite
def float_arrays(draw):
    et = draw(st.sampled_from(FLOAT_TYPES))
    dt = PRIMITIVE_TYPES[et].numpy
    n = draw(st.integers(1, 6))
    vals = draw(st.lists(st.floats(allow_nan=True, allow_infinity=True, width=64), min_size=n, max_size=n))
    with np.errstate(all="ignore"):
        arr = np.array(vals, dtype=np.float64).astype(dt)
    return et, arr


@settings(max_examples=150, suppress_health_check=[HealthCheck.too_slow])
@given(float_arrays())
def test_float_literal_round_trip_is_bit_exact(case):
    et, arr = case
    from hlotool.fmt.literals import element_texts
    text = f"ENTRY e {{\n  ROOT c = {et}[{arr.size}] constant({{{', '.join(element_texts(arr))}}})\n}}\n"
    got = hlotool.parse(text).entry.root.literal.value
    w = arr.dtype.itemsize
    a_bits = arr.view(f"u{w}") if w in (1, 2, 4, 8) else arr
    g_bits = got.view(f"u{w}") if w in (1, 2, 4, 8) else got
    nan = np.isnan(arr.astype(np.float64))
    assert np.array_equal(a_bits[~nan], g_bits[~nan])
    assert np.isnan(got.astype(np.float64)[nan]).all()


@settings(max_examples=100)
@given(st.lists(st.integers(-2**63, 2**63 - 1), min_size=1, max_size=8))
def test_s64_literal_round_trip(vals):
    m = hlotool.parse("ENTRY e {\n  ROOT c = s64[%d] constant({%s})\n}\n" % (len(vals), ",".join(map(str, vals))))
    assert m.entry.root.literal.value.tolist() == vals
    assert hlotool.parse(hlotool.format(m)) == m


MUTATION_CHARS = "{}()[],=%:->_x0123456789 \n\"fs.ROOT"


@settings(max_examples=300, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(st.lists(st.tuples(st.integers(0, len(FULL) - 1), st.integers(0, 3), st.sampled_from(MUTATION_CHARS)),
                min_size=1, max_size=4))
def test_fuzzed_text_never_crashes(edits):
    text = FULL
    for pos, kind, ch in edits:
        pos = min(pos, len(text) - 1)
        if kind == 0:
            text = text[:pos] + text[pos + 1:]
        elif kind == 1:
            text = text[:pos] + ch + text[pos:]
        elif kind == 2:
            text = text[:pos] + ch + text[pos + 1:]
        else:
            text = text[:pos]
    try:
        m = hlotool.parse(text)
    except hlotool.HloSyntaxError as e:
        assert e.line >= 0 and e.message
        return
    out = hlotool.format(m)
    assert hlotool.parse(out) == m


@settings(max_examples=200, deadline=None)
@given(st.text(max_size=200))
def test_arbitrary_text_never_crashes(text):
    try:
        hlotool.parse(text)
    except hlotool.HloSyntaxError:
        pass


@st.composite
def parameter_shape_texts(draw, depth=0):
    """Any entry parameter type: an array of any element type and rank, a token, or a tuple of them."""
    kind = draw(st.sampled_from(["array", "array", "token"] + (["tuple"] if depth < 2 else [])))
    if kind == "token":
        return "token[]"
    if kind == "tuple":
        return "(" + ", ".join(draw(st.lists(parameter_shape_texts(depth + 1), max_size=3))) + ")"
    et = draw(st.sampled_from(ARRAY_TYPES))
    dims = draw(st.lists(st.integers(0, 4), max_size=3))
    return et + "[" + ",".join(map(str, dims)) + "]"


@settings(max_examples=150, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(st.lists(parameter_shape_texts(), min_size=1, max_size=4), st.booleans(), st.integers(0, 2 ** 31))
def test_fake_arguments_for_every_parameter_type(types, zeros, seed):
    """run --random-args / --zeros on entry parameters of every type: each output is its parameter,
    drawn with the right shape and type (a token is the token)."""
    from hlotool.interp import run_module
    from hlotool.interp.fake_data import fake_args
    from hlotool.interp.registry import TOKEN
    params = "\n".join(f"  p{i} = {t} parameter({i})" for i, t in enumerate(types))
    text = ("HloModule fuzz\n\nENTRY main {\n" + params + "\n  ROOT t = (" + ", ".join(types) + ") tuple("
            + ", ".join(f"p{i}" for i in range(len(types))) + ")\n}\n")
    module = hlotool.parse(text)
    args = fake_args(module, seed=seed, zeros=zeros)
    out = run_module(module, args)

    def leaves(shape):
        return [x for s in shape.tuple_shapes for x in leaves(s)] if shape.is_tuple else [shape]
    want = leaves(module.entry.root.shape)
    assert len(out) == len(want)
    for value, shape in zip(out, want, strict=True):
        if not shape.is_array:
            assert value is TOKEN
            continue
        assert value.shape == tuple(shape.dims)
        assert value.dtype == PRIMITIVE_TYPES[shape.element_type].numpy
        if zeros:
            assert not np.ascontiguousarray(value).reshape(-1).view(np.uint8).any()
