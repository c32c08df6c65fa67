"""What the IR leaves undecoded until first use (big dumps: issue 10), and that it decodes to what
eager decoding gives."""
import os
import subprocess
import sys

import ml_dtypes
import numpy as np
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

import hlotool
from hlotool.ir.literals import LazyLiteral, Literal
from hlotool.ir.values import LazyBraced
from hlotool.parser.literals import LAZY_FLOAT_MAX, _parse_array, _surely_valid, parse_literal
from hlotool.parser.shapes import parse_array_shape
from support.paths import ROOT


@pytest.mark.parametrize("name,dtype", [("f16", np.float16), ("bf16", ml_dtypes.bfloat16),
                                        ("f32", np.float32), ("f64", np.float64)])
def test_lazy_float_limits_are_the_types_largest_finite_values(name, dtype):
    assert LAZY_FLOAT_MAX[name] == float(ml_dtypes.finfo(dtype).max)


def _eager(shape_text, text):
    shape = parse_array_shape(shape_text)
    return _parse_array(shape, text)


@pytest.mark.parametrize("shape_text,text", [
    ("f32[3]", "{1, -2.5, 3e-5}"), ("f32[]", "0"), ("f32[2]", "{inf, -inf}"), ("f32[2]", "{nan, -nan}"),
    ("bf16[2,2]", "{ { 1, 2 }, { 3, 4 } }"), ("f16[2]", "{65504, -0}"), ("f64[1]", "{1e300}"),
    ("s8[3]", "{-128, 0, 127}"), ("u8[2]", "{0, 255}"), ("s64[2]", "{-9223372036854775808, 9223372036854775807}"),
    ("u64[1]", "{18446744073709551615}"), ("pred[3]", "{true, false, 1}"), ("s4[2]", "{-8, 7}"),
    ("s32[0]", "{}"), ("f32[2,0]", "{ {}, {} }"),
])
def test_lazy_literals_decode_as_eager_ones(shape_text, text):
    shape = parse_array_shape(shape_text)
    lit = parse_literal(shape, text)
    assert isinstance(lit, LazyLiteral) and not lit.is_decoded
    eager = _eager(shape_text, text)
    assert lit.value.dtype == eager.dtype and lit.value.shape == eager.shape
    assert lit.value.tobytes() == eager.tobytes()
    assert lit == Literal(shape, eager, (eager.dtype.str, eager.shape, eager.tobytes()))


@pytest.mark.parametrize("shape_text,text", [
    ("f32[1]", "{1e39}"), ("f16[1]", "{65520}"), ("s8[1]", "{128}"), ("u8[1]", "{-1}"), ("s64[1]", "{9223372036854775808}"),
    ("u64[1]", "{-1}"), ("f32[1]", "{nan(0x1)}"), ("f8e4m3fn[1]", "{1}"), ("c64[1]", "{(1, 2)}"), ("f32[2]", "{1}"),
    ("pred[1]", "{2}"), ("s32[1]", "{1.5}"), ("f32[1]", "{0x1p3}"),
])
def test_what_might_not_decode_is_decoded_at_once(shape_text, text):
    """Out of range, wrapped, payloads, rare types, wrong counts: decoded (or rejected) right away."""
    assert not _surely_valid(parse_array_shape(shape_text), text)


_FLOAT_TOKEN = st.one_of(
    st.floats(allow_nan=False, allow_infinity=False, width=32).map(repr),
    st.floats(allow_nan=False, allow_infinity=False).map(lambda x: f"{x:.6e}"),
    st.sampled_from(["inf", "-inf", "nan", "-nan", "0", "-0", "1.", ".5", "-0.0", "3.40282347e+38", "1e39"]),
    st.integers(-10**40, 10**40).map(str))


@settings(max_examples=300, deadline=None)
@given(st.sampled_from(["f16", "bf16", "f32", "f64"]), st.lists(_FLOAT_TOKEN, min_size=1, max_size=6))
def test_every_float_literal_judged_valid_decodes(type_name, tokens):
    shape = parse_array_shape(f"{type_name}[{len(tokens)}]")
    text = "{" + ", ".join(tokens) + "}"
    if _surely_valid(shape, text):
        _parse_array(shape, text)        # must not raise


@settings(max_examples=300, deadline=None)
@given(st.sampled_from(["s4", "s8", "s16", "s32", "s64", "u4", "u8", "u16", "u32", "u64"]),
       st.lists(st.integers(-2**65, 2**65), min_size=1, max_size=6))
def test_every_integer_literal_judged_valid_decodes(type_name, values):
    shape = parse_array_shape(f"{type_name}[{len(values)}]")
    text = "{" + ", ".join(map(str, values)) + "}"
    if _surely_valid(shape, text):
        assert _parse_array(shape, text).astype(object).tolist() == values


def test_parse_verify_and_stats_import_neither_numpy_nor_rich():
    code = ("import sys, hlotool; from hlotool.cli import verify_cmd, parse_cmd, stats_cmd; "
            f"m = hlotool.parse_file({str(ROOT / 'samples' / 'mlp.hlo')!r}); "
            "assert not hlotool.verify(m); hlotool.stats(m); "
            "print(sorted(k for k in ('numpy', 'ml_dtypes', 'rich') if k in sys.modules))")
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
    assert out.stdout.strip() == "[]"


def test_metadata_and_constants_stay_undecoded_until_read():
    m = hlotool.parse_file(ROOT / "samples" / "mlp.hlo")
    meta = [i.attrs["metadata"] for i in m.instructions() if "metadata" in i.attrs]
    consts = [i.literal for i in m.instructions() if i.opcode == "constant"]
    assert consts and all(isinstance(c, LazyLiteral) and not c.is_decoded for c in consts)
    assert all(not (isinstance(b, LazyBraced) and b.is_decoded) for b in meta)
    text = hlotool.format(m)            # printing decodes what it needs and changes nothing
    assert hlotool.format(hlotool.parse(text)) == text


def test_grammar_tables_are_cached_and_lark_is_then_not_imported(tmp_path):
    code = ("import sys, hlotool; m = hlotool.parse('HloModule m\\nENTRY e { ROOT p = f32[] parameter(0) }'); "
            "print('lark' in sys.modules)")
    env = {**{k: v for k, v in os.environ.items() if k != "HLOTOOL_CACHE"}, "XDG_CACHE_HOME": str(tmp_path)}
    first = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, env=env, check=True)
    assert first.stdout.strip() == "True"                         # built with Lark, then cached
    assert list((tmp_path / "hlotool").glob("grammar-tables-*.pickle"))
    second = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, env=env, check=True)
    assert second.stdout.strip() == "False"
    (tmp_path / "hlotool").chmod(0o500)                            # a cache that cannot be written
    try:
        for f in (tmp_path / "hlotool").glob("grammar-tables-*.pickle"):
            f.chmod(0o000)
        third = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, env=env)
        assert third.returncode == 0, third.stderr
    finally:
        (tmp_path / "hlotool").chmod(0o700)


def test_repeated_metadata_is_one_object_and_name_tables_are_made_on_demand():
    """What keeps parse's peak memory under 8x the file: a metadata text repeated across instructions is
    one shared (lazy) object, and a computation's name table is built only when a name is looked up."""
    import hlotool
    meta = 'metadata={op_name="jit(f)/mul" source_file="f.py" source_line=3}'
    text = ("HloModule m\n\nENTRY main {\n  p = f32[4] parameter(0)\n"
            + "".join(f"  m{i} = f32[4] multiply({'p' if i == 0 else f'm{i - 1}'}, p), {meta}\n" for i in range(6))
            + '  ROOT r = f32[4] negate(m5), metadata={op_name="jit(f)/neg"}\n}\n')
    module = hlotool.parse(text)
    metas = [i.attrs["metadata"] for i in module.entry.instructions if i.name.startswith("m")]
    assert all(m is metas[0] for m in metas)
    assert module.entry.root.attrs["metadata"] is not metas[0]
    assert metas[0].get("source_line") == 3 and hlotool.format(module).count("source_line=3") == 6
    assert module.entry._by_name is None
    assert module.entry.instruction("%m3").name == "m3" and module.entry.get("nope") is None
