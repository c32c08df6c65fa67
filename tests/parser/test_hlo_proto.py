"""Binary HLO dumps (*.hlo.pb): upb decoding from hlotool's schema and the IR built straight from the proto, against
XLA's text of the same stage (the same IR, so fmt prints the same text)."""
from __future__ import annotations

import gzip
import os
import subprocess
import sys
import textwrap
from pathlib import Path

import numpy as np
import pytest

from hlotool.errors import HloSyntaxError
from hlotool.fmt.printer import format_module
from hlotool.parser import parse, parse_file
from hlotool.parser.hlo_proto import HloProtoError, hlo_proto_to_text, parse_hlo_proto
from support.paths import ROOT

ACCEL_PBS = sorted((ROOT / "tests" / "accel" / "dumps").glob("*/*/*.hlo.pb"))

# Header attributes that come from XLA's HloModuleConfig, not from the HloModuleProto: a proto
# cannot give them back.
CONFIG_ONLY = ("allow_spmd_sharding_propagation_to_output", "allow_spmd_sharding_propagation_to_parameters")


def _text_of(pb: Path) -> Path:
    return pb.with_name(pb.name[: -len(".hlo.pb")] + ".txt")


def _flush_subnormals(v):
    a = np.asarray(v)
    if a.dtype.kind != "f":
        return a
    with np.errstate(invalid="ignore"):
        return np.where(np.abs(a.astype(np.float64)) < np.finfo(a.dtype).tiny, 0, a)


def assert_same_module(from_proto, from_text):
    """Module equality, except what XLA's text legitimately loses: the config-only header
    attributes, constants elided as {...}, and subnormals the printer writes as 0."""
    for k in CONFIG_ONLY:
        from_text.attrs.pop(k, None)
    assert [c.name for c in from_proto.computations] == [c.name for c in from_text.computations]
    for cp, ct in zip(from_proto.computations, from_text.computations, strict=True):
        assert [i.name for i in cp.instructions] == [i.name for i in ct.instructions], cp.name
        for ip, it in zip(cp.instructions, ct.instructions, strict=True):
            if ip.literal != it.literal and it.literal is not None:
                if it.literal.elided or np.array_equal(_flush_subnormals(ip.literal.value),
                                                       _flush_subnormals(it.literal.value)):
                    ip.literal = it.literal
            assert ip == it, f"{cp.name}/{ip.name}"
    assert from_proto == from_text
    assert format_module(from_proto) == format_module(from_text)


@pytest.mark.parametrize("pb", ACCEL_PBS, ids=lambda p: f"{p.parent.parent.name}/{p.name}")
def test_accel_dump_round_trip(pb):
    assert_same_module(parse_hlo_proto(pb.read_bytes(), str(pb)), parse_file(_text_of(pb)))


def test_accel_dumps_found():
    assert len(ACCEL_PBS) >= 8


def test_parse_file_dispatch_and_gzip(tmp_path):
    pb = next(p for p in ACCEL_PBS if "after_spmd" in p.name)
    want = parse_file(pb)
    gz = tmp_path / "m.hlo.pb.gz"
    gz.write_bytes(gzip.compress(pb.read_bytes()))
    assert parse_file(gz) == want
    assert want.name == "jit_mlp_fwd"


# ---- generated with jax -----------------------------------------------------------------

_PROGRAMS = textwrap.dedent('''
    import jax, jax.numpy as jnp, numpy as np
    from jax.sharding import Mesh, NamedSharding, PartitionSpec as P
    x = jnp.arange(24, dtype=jnp.float32).reshape(4, 6)
    jax.jit(lambda a: jnp.sort(a, axis=1)[:, ::2] + jnp.cumsum(a, 0)[:, :3])(x)
    jax.jit(lambda a, k: jax.lax.conv_general_dilated(a, k, (2, 1), "SAME", rhs_dilation=(1, 2),
            feature_group_count=1))(jnp.ones((2, 3, 9, 9)), jnp.ones((4, 3, 3, 3)))
    jax.jit(lambda a, i: (a[i], a.at[i].add(1.0)))(x, jnp.array([0, 2, 3]))
    def loop(a):
        return jax.lax.fori_loop(0, 5, lambda i, c: c * 1.5 + i, a)
    jax.jit(loop)(x)
    jax.jit(lambda a: jax.lax.reduce_window(a, -jnp.inf, jax.lax.max, (2, 2), (1, 2), "VALID"))(x)
    jax.jit(lambda a: jnp.fft.rfft(a) )(x)
    jax.jit(lambda a: jnp.linalg.cholesky(a @ a.T + 6 * jnp.eye(4)))(x)
    jax.jit(lambda k: jax.random.normal(k, (3, 5)))(jax.random.key(0))
    jax.jit(lambda a: jax.lax.cond(a.sum() > 3, lambda b: b * 2, lambda b: b - 1, a))(x)
    jax.jit(lambda a: (jnp.pad(a, ((1, 2), (0, 1))), a.astype(jnp.bfloat16), a.astype(jnp.int8), a > 3,
                       jnp.array([1.5, -2.25], jnp.float16), jnp.uint32(7), jnp.int64(-3)))(x)
    mesh = Mesh(np.array(jax.devices()[:8]).reshape(4, 2), ("a", "b"))
    y = jax.device_put(jnp.ones((8, 16)), NamedSharding(mesh, P("a", "b")))
    jax.jit(lambda a: (a @ a.T).sum(1), out_shardings=NamedSharding(mesh, P("a")))(y)
''')


@pytest.fixture(scope="module")
def generated_dumps(tmp_path_factory):
    pytest.importorskip("jax")
    out = tmp_path_factory.mktemp("pbdumps")
    env = dict(os.environ, JAX_PLATFORMS="cpu",
               XLA_FLAGS=f"--xla_dump_to={out} --xla_dump_hlo_as_proto --xla_dump_hlo_as_text "
                         "--xla_force_host_platform_device_count=8")
    r = subprocess.run([sys.executable, "-c", _PROGRAMS], env=env, capture_output=True, text=True, timeout=600)
    if r.returncode:
        pytest.fail("generating dumps failed:\n" + r.stderr[-3000:])
    pbs = sorted(p for p in out.glob("*.hlo.pb") if _text_of(p).exists())
    assert len(pbs) >= 20
    return pbs


@pytest.mark.xla
@pytest.mark.slow
def test_generated_round_trip(generated_dumps):
    failures = []
    for pb in generated_dumps:
        try:
            assert_same_module(parse_hlo_proto(pb.read_bytes(), str(pb)), parse_file(_text_of(pb)))
        except (AssertionError, HloSyntaxError) as e:
            failures.append(f"{pb.name}: {str(e)[:300]}")
    assert not failures, "\n".join(failures)


@pytest.mark.xla
def test_jaxlib_reads_the_same_module(generated_dumps):
    """jaxlib as an oracle: XLA's own printing of the proto (without metadata) parses to the
    same instructions as ours."""
    xc = pytest.importorskip("jax._src.lib").xla_client
    from hlotool.parser.hlo_proto_schema import parse_message
    pb = next(p for p in generated_dumps if "before_optimizations" in p.name)
    data = pb.read_bytes()
    module_bytes = parse_message(data, "HloProto").hlo_module.SerializeToString()
    oracle = parse(xc.XlaComputation(module_bytes).as_hlo_text())
    ours = parse_hlo_proto(data)
    assert parse_message(module_bytes, "HloModuleProto").name == ours.name
    for co, cu in zip(oracle.computations, ours.computations, strict=True):
        assert [(i.name, i.opcode, i.shape, i.operand_names) for i in co.instructions] == \
               [(i.name, i.opcode, i.shape, i.operand_names) for i in cu.instructions]


# ---- errors ------------------------------------------------------------------------------

def _varint(n: int) -> bytes:
    out = bytearray()
    while True:
        b = n & 0x7F
        n >>= 7
        out.append(b | (0x80 if n else 0))
        if not n:
            return bytes(out)


def _field(num: int, payload) -> bytes:
    if isinstance(payload, int):
        return _varint(num << 3) + _varint(payload)
    if isinstance(payload, str):
        payload = payload.encode()
    return _varint(num << 3 | 2) + _varint(len(payload)) + payload


def _module(extra_inst: bytes) -> bytes:
    shape = _field(2, 11)                                     # f32[]
    inst = (_field(1, "p") + _field(2, "parameter") + _field(3, shape) + _field(9, 0) + _field(35, 1)
            + extra_inst)
    comp = _field(1, "main") + _field(2, inst) + _field(5, 1) + _field(6, 1)
    return _field(1, "m") + _field(2, "main") + _field(3, comp) + _field(6, 1)


def test_minimal_crafted_module():
    m = parse_hlo_proto(_module(b""))
    assert m.name == "m" and m.entry.root.opcode == "parameter"


def test_unknown_field_is_named():
    with pytest.raises(HloProtoError, match=r"HloInstructionProto field 500\b"):
        parse_hlo_proto(_module(_field(500, 7)))


def test_unknown_fields_outside_instructions_are_named_and_located():
    """Computations and the module are decoded apart from the instructions (hlo_proto_schema's views): a field
    the schema does not know is still an error, with its message, number and byte offset."""
    inst = _field(1, "p") + _field(2, "parameter") + _field(3, _field(2, 11)) + _field(9, 0) + _field(35, 1)
    comp = _field(1, "main") + _field(2, inst) + _field(5, 1) + _field(6, 1) + _field(40, 3)
    data = _field(1, "m") + _field(2, "main") + _field(3, comp) + _field(6, 1)
    with pytest.raises(HloProtoError, match=r"HloComputationProto field 40 \(varint\).*at byte (\d+)") as e:
        parse_hlo_proto(data)
    assert data[int(e.value.message.rsplit(" ", 1)[1].rstrip(")")):].startswith(_varint(40 << 3))
    with pytest.raises(HloProtoError, match=r"HloModuleProto field 99\b.*at byte"):
        parse_hlo_proto(_module(b"") + _field(99, 1))


def test_an_instruction_id_used_twice_is_an_error():
    def param(name: str, number: int) -> bytes:
        return _field(1, name) + _field(2, "parameter") + _field(3, _field(2, 11)) + _field(9, number) + _field(35, 1)
    comp = _field(1, "main") + _field(2, param("p", 0)) + _field(2, param("q", 1)) + _field(5, 1) + _field(6, 1)
    with pytest.raises(HloProtoError, match="instruction id 1 is used more than once"):
        parse_hlo_proto(_field(1, "m") + _field(2, "main") + _field(3, comp) + _field(6, 1))


def test_unsupported_field_is_named():
    # domain_entry_sharding (54): in the schema, but the converter cannot print kDomain.
    with pytest.raises(HloProtoError, match=r"HloInstructionProto field 54\b"):
        parse_hlo_proto(_module(_field(54, _field(1, 1))))


@pytest.mark.parametrize("data", [b"", b"garbage, not a proto\x00\xff", b"\x1f\x8b\x08\x00broken"])
def test_garbage_is_a_clear_error(tmp_path, data):
    f = tmp_path / "bad.hlo.pb"
    f.write_bytes(data)
    with pytest.raises(HloSyntaxError) as e:
        parse_file(f)
    assert "bad.hlo.pb" in str(e.value)


def test_truncated_dump(tmp_path):
    pb = ACCEL_PBS[0].read_bytes()
    f = tmp_path / "cut.hlo.pb"
    f.write_bytes(pb[: len(pb) // 2])
    with pytest.raises(HloSyntaxError, match="cut.hlo.pb"):
        parse_file(f)


def test_text_is_hlo(tmp_path):
    text = hlo_proto_to_text(ACCEL_PBS[0].read_bytes())
    assert text.startswith("HloModule ")
    assert parse(text).name


def test_a_dump_of_protos_alone_is_a_dump(tmp_path):
    """--xla_dump_hlo_as_proto without _as_text: the .hlo.pb files are the module's snapshots (dump, bisect);
    beside their .txt they are listed as that snapshot's proto."""
    import shutil
    import subprocess
    import sys

    from hlotool.dump import scan_dump
    src = ROOT / "tests" / "accel" / "dumps" / "a100_x4" / "mlp_fwd"
    both = scan_dump(src)[0]
    assert [s.path.suffix for s in both.snapshots] == [".txt"] * len(both.snapshots)
    assert sum(f.kind == "hlo_proto" for f in both.files) == len(list(src.glob("*.hlo.pb")))
    for pb in src.glob("*.hlo.pb"):
        shutil.copy(pb, tmp_path / pb.name)
    alone = scan_dump(tmp_path)[0]
    assert [s.label for s in alone.snapshots] == [s.label for s in both.snapshots]
    out = subprocess.run([sys.executable, "-m", "hlotool", "bisect", str(tmp_path), "--module", "jit_mlp_fwd",
                          "--random-args", "--linear"], capture_output=True, text=True,
                         cwd=ROOT)
    assert out.returncode == 0 and "no pass changes the results" in out.stdout, out.stdout + out.stderr


def test_reading_a_proto_keeps_constants_undecoded_and_imports_no_numpy():
    """As for text (tests/parser/test_lazy_ir.py): a constant stays its LiteralProto's bytes until its value is read,
    so reading a .hlo.pb neither decodes constants nor imports NumPy (its pages would add to the peak memory)."""
    pb = next(p for p in ACCEL_PBS if "after_optimizations.hlo" in p.name)
    code = (f"import sys, hlotool; m = hlotool.parse_file({str(pb)!r}); "
            "consts = [i.literal for i in m.instructions() if i.opcode == 'constant']; "
            "print(len(consts), all(not c.is_decoded for c in consts), 'numpy' in sys.modules)")
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
    assert out.stdout.split() == ["4", "True", "False"]


def _constant_module(literal: bytes, shape: bytes) -> bytes:
    inst = _field(1, "c") + _field(2, "constant") + _field(3, shape) + _field(8, literal) + _field(35, 1)
    comp = _field(1, "main") + _field(2, inst) + _field(5, 1) + _field(6, 1)
    return _field(1, "m") + _field(2, "main") + _field(3, comp) + _field(6, 1)


def test_undecoded_constants_of_every_element_type_decode_as_eagerly_read_literals():
    """Each argument literal of the snapshot fixtures (every element type jax writes) as a constant: kept
    undecoded where its bytes surely decode (whole-byte types, default layout), and its value then is the one
    the literal reader gives, bit for bit."""
    from hlotool.ir.literals import LazyLiteral
    from hlotool.parser.hlo_proto_schema import fields_of, parse_message
    from hlotool.parser.hlo_proto_values import literal_value
    snapshots = sorted((ROOT / "tests" / "snapshots").glob("*.snapshot.*.pb"))
    lazy_types, eager_types = set(), set()
    for path in snapshots:
        data = path.read_bytes()
        for number, _, start, end in fields_of(data, "HloSnapshot"):
            if number != 2:
                continue
            literal = parse_message(data[start:end], "LiteralProto")
            want, shape = literal_value(literal)
            if shape.is_tuple:
                continue
            got = parse_hlo_proto(_constant_module(data[start:end], literal.shape.SerializeToString()))
            constant = got.entry.root.literal
            physical_order = shape.layout is None or shape.layout.minor_to_major == tuple(range(shape.rank))[::-1]
            if constant.__class__ is LazyLiteral:
                assert not constant.is_decoded and physical_order
                lazy_types.add(shape.element_type)
            else:
                eager_types.add(shape.element_type)
            if physical_order:
                assert constant.value.dtype == want.dtype and constant.value.tobytes() == want.tobytes(), path.name
    assert {"pred", "s8", "s32", "u64", "bf16", "f16", "f32", "f64", "c64", "c128", "f8e4m3fn"} <= lazy_types
    assert {"s4", "u2", "f4e2m1fn"} <= eager_types


def test_file_bytes_reads_as_the_bytes_do(tmp_path):
    from hlotool.parser.sources import FileBytes
    data = bytes(range(256)) * 700          # past a few windows
    f = tmp_path / "data.bin"
    f.write_bytes(data)
    with open(f, "rb", buffering=0) as file:
        view = FileBytes(file, 0, len(data))
        assert len(view) == len(data) and bytes(view) == data
        for i in (0, 1, FileBytes.WINDOW - 1, FileBytes.WINDOW, len(data) - 1, 5, 2 * FileBytes.WINDOW + 3):
            assert view[i] == data[i]
        for a, b in ((0, 10), (FileBytes.WINDOW - 5, FileBytes.WINDOW + 5), (100, 100), (50, 20),
                     (len(data) - 3, len(data) + 10), (7, None)):
            assert view[a:b] == data[a:b]
        with pytest.raises(IndexError):
            view[len(data)]
        part = view.part(1000, 3000)
        assert bytes(part) == data[1000:3000] and part[0] == data[1000] and part[10:20] == data[1010:1020]


def test_parse_file_reads_a_proto_a_computation_at_a_time(tmp_path, monkeypatch):
    """parse_file never holds a binary proto whole beside its IR: the largest read is one computation's bytes
    (hlo_proto_ir.module_of_bytes on sources.FileBytes); the module is the one its bytes give."""
    from hlotool.parser import sources
    reads = []
    real_read = sources.FileBytes._read
    monkeypatch.setattr(sources.FileBytes, "_read", lambda self, at, n: reads.append(n) or real_read(self, at, n))
    monkeypatch.setattr(sources.FileBytes, "WINDOW", 64)      # (these files are smaller than the window)
    for pb in (next(p for p in ACCEL_PBS if "gpu_after_optimizations" in p.name),
               next((ROOT / "tests" / "snapshots").glob("module_0060.*.snapshot.*.pb"))):
        reads.clear()
        assert parse_file(pb) == parse_file(_copy_gzipped(pb, tmp_path))
        assert reads and max(reads) < pb.stat().st_size / 2, (pb.name, max(reads), pb.stat().st_size)


def _copy_gzipped(path: Path, folder: Path) -> Path:
    """The file gzipped (read whole, from its bytes)."""
    out = folder / (path.name + ".gz")
    out.write_bytes(gzip.compress(path.read_bytes()))
    return out


def test_a_proto_file_that_does_not_read_is_the_same_error_as_its_bytes(tmp_path):
    pb = ACCEL_PBS[0].read_bytes()
    cut = tmp_path / "cut.hlo.pb"
    cut.write_bytes(pb[: len(pb) * 2 // 3])
    with pytest.raises(HloProtoError) as from_file:
        parse_file(cut)
    with pytest.raises(HloProtoError) as from_bytes:
        parse_hlo_proto(cut.read_bytes(), str(cut))
    assert str(from_file.value) == str(from_bytes.value) and "at byte" in str(from_file.value)


def test_a_float32_attribute_is_the_shortest_decimal_numpy_prints():
    """epsilon= is read without NumPy: the shortest decimal that reads back as the float32, as NumPy's repr."""
    import struct

    from hlotool.parser.hlo_proto_readers import _f32
    rng = np.random.default_rng(0)
    bits = np.concatenate([rng.integers(0, 2**32, 20000, dtype=np.uint64),
                           np.array([0, 1, 0x7F7FFFFF, 0xFF7FFFFF, 0x00800000, 0x3A83126F, 0x7F800000], np.uint64)])
    for b in bits.tolist():
        x = struct.unpack("<f", struct.pack("<I", b))[0]
        want = float(repr(np.float32(x)).removeprefix("np.float32(").removesuffix(")"))
        got = _f32(x)
        assert got == want or (got != got and want != want), (hex(b), got, want)
