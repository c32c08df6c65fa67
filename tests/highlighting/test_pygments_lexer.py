"""The Pygments lexer (hlotool.highlighting.HloLexer): every token class on the samples, no Error token anywhere."""
from __future__ import annotations

import subprocess
import sys

from pygments.lexers import get_lexer_by_name, get_lexer_for_filename
from pygments.token import Error

from hlotool.highlighting import TOKEN_TYPES, HloLexer
from support.paths import ROOT

SAMPLES = sorted((ROOT / "samples").glob("*.hlo"))


def _corpus():
    files = SAMPLES + sorted((ROOT / "tests" / "corpus").glob("*/*.hlo"))
    files += [p for p in sorted((ROOT / "tests" / "accel" / "dumps").glob("**/*.txt"))
              if "HloModule" in p.read_text(errors="replace")[:65536]]
    return files


def test_every_token_class_on_the_samples():
    seen = set()
    lexer = HloLexer()
    for path in SAMPLES:
        seen.update(tt for tt, _ in lexer.get_tokens(path.read_text()))
    assert [t for t in TOKEN_TYPES if t not in seen] == []
    assert [t for t in seen if t not in TOKEN_TYPES] == []


def test_no_error_tokens_on_the_corpus():
    lexer = HloLexer()
    files = _corpus()
    assert len(files) > 100
    bad = []
    lexed = set()                  # a pass that changed nothing dumps the same text again: lexed once
    for path in files:
        text = path.read_text(errors="replace")
        if text in lexed:
            continue
        lexed.add(text)
        errors = [v for tt, v in lexer.get_tokens(text) if tt in Error]
        if errors:
            bad.append((path.name, errors[:5]))
    assert bad == []


# Texts that take the lexers' less travelled paths: no rule matching (Error tokens, the reset at a newline), pops at
# the bottom of the state stack, computation references cut off, non-ASCII.
_ODD_TEXTS = ["", "\n", "}}}}))", "%a = f32[] add(", "((((\n)))", "\x00\x01 é ✓ \\", "calls={", "to_apply=\n%x",
              "branch_computations={%a, {%b}}", 'x = "unterminated\n', "/* open comment", "@!%p1 # c\n[x.y/z]: 1",
              "func.func @f(%arg0: tensor<2x?xf32>) -> () {\n  \"stablehlo.add\"(%a) : () -> ()\n}"]


def test_one_regex_per_state_lexes_as_pygments_rule_by_rule():
    """hlotool's lexers try a state's rules as one regular expression (hlotool.highlighting._OneRegexLexer): the
    tokens are those of Pygments' RegexLexer, which tries the rules one by one."""
    from pygments.lexer import RegexLexer

    from hlotool.highlighting import StableHloLexer, TextProtoLexer
    texts = [p.read_text() for p in SAMPLES] + [TEXTPROTO_SAMPLE] + _ODD_TEXTS
    texts += [p.read_text() for p in sorted((ROOT / "tests" / "accel" / "dumps").glob("tpu_*/*/*/module.mlir"))[:4]]
    for cls in (HloLexer, TextProtoLexer, StableHloLexer):
        lexer = cls(stripnl=False, ensurenl=False)
        for text in texts:
            assert list(lexer.get_tokens_unprocessed(text)) == list(RegexLexer.get_tokens_unprocessed(lexer, text))


def test_lexes_the_parts_of_an_instruction():
    text = "  ROOT %r = f32[4]{0} reduce(%x, f32[] %zero), dimensions={1}, to_apply=%add_f32 // c\n"
    toks = [(str(tt), v) for tt, v in HloLexer().get_tokens(text) if v.strip()]
    assert toks[:4] == [("Token.Keyword", "ROOT"), ("Token.Name.Variable", "%r"), ("Token.Operator", "="),
                        ("Token.Keyword.Type", "f32")]
    assert ("Token.Name.Builtin", "reduce") in toks and ("Token.Name.Variable", "%zero") in toks
    assert ("Token.Name.Attribute", "dimensions") in toks and ("Token.Name.Function", "%add_f32") in toks
    assert toks[-1] == ("Token.Comment.Single", "// c")


def test_registered_with_pygments():
    assert isinstance(get_lexer_by_name("hlo"), HloLexer) and isinstance(get_lexer_by_name("xla-hlo"), HloLexer)
    assert isinstance(get_lexer_for_filename("m.hlo"), HloLexer)
    assert isinstance(get_lexer_for_filename("module_0001.jit_f.cpu_after_optimizations.txt"), HloLexer)
    # XLA's config dumps (pbtxt) too: Pygments has no text-proto lexer of its own
    assert get_lexer_by_name("textproto").name == "Protocol Buffer Text Format"
    assert get_lexer_for_filename("gpu_target_config.pbtxt").name == "Protocol Buffer Text Format"


def test_fmt_color():
    mlp = str(ROOT / "samples" / "mlp.hlo")
    plain = subprocess.run([sys.executable, "-m", "hlotool", "fmt", mlp], capture_output=True, text=True).stdout
    never = subprocess.run([sys.executable, "-m", "hlotool", "fmt", "--color", "never", mlp],
                           capture_output=True, text=True).stdout
    color = subprocess.run([sys.executable, "-m", "hlotool", "fmt", "--color", "always", mlp],
                           capture_output=True, text=True).stdout
    assert plain == never and "\x1b[" not in plain          # not a TTY: byte-identical to before
    import re
    assert "\x1b[" in color and re.sub(r"\x1b\[[0-9;]*m", "", color) == plain


# ---------------------------------------------------------------- the other texts of a dump folder
ACCEL_DUMPS = ROOT / "tests" / "accel" / "dumps"
TEXTPROTO_SAMPLE = """# DebugOptions, by hand: every kind of token
xla_dump_to: "/tmp/d\\"q" name: 'it\\'s'
xla_gpu_autotune_level: 4 ratio: 0.5 small: 1e-3f big: 0x7fffffff mode: 017 neg: - 2 huge: -inf n: nan
xla_step_marker_location: STEP_MARK_AT_ENTRY enabled: true off: f
values: [1, 2, 3];
[xla.gpu.ext] { a: 1 }
any < [type.googleapis.com/xla.Foo] { x: 2 } >
"""


def _dump_files_with_a_lexer():
    """(path, lexer name) of every file of the accelerator dumps whose kind names a lexer (HLO texts aside:
    the corpus test covers them)."""
    from hlotool.dump import kind_named, scan_dump
    out = []
    for folder in sorted({p.parent for p in ACCEL_DUMPS.glob("*/*/module_*")}):
        for mod in scan_dump(folder):
            for f in mod.files:
                lexer = kind_named(f.kind).lexer
                if f.kind != "hlo" and lexer:
                    out.append((f.path, lexer))
    return out


def test_textproto_lexer_every_token_class():
    from hlotool.highlighting import TEXTPROTO_TOKEN_TYPES, TextProtoLexer
    toks = list(TextProtoLexer().get_tokens(TEXTPROTO_SAMPLE))
    seen = {tt for tt, _ in toks}
    assert [t for t in TEXTPROTO_TOKEN_TYPES if t not in seen] == []
    assert [t for t in seen if t not in TEXTPROTO_TOKEN_TYPES] == []
    by_value = {v: str(tt) for tt, v in toks}
    assert by_value["xla_dump_to"] == "Token.Name.Attribute" and by_value['"/tmp/d\\"q"'] == "Token.Literal.String.Double"
    assert by_value["STEP_MARK_AT_ENTRY"] == "Token.Name.Constant" and by_value["true"] == "Token.Keyword.Constant"
    assert by_value["xla.gpu.ext"] == by_value["type.googleapis.com/xla.Foo"] == "Token.Name.Namespace"
    assert by_value["1e-3f"] == by_value["-inf"] == "Token.Literal.Number.Float"
    assert by_value["0x7fffffff"] == "Token.Literal.Number.Hex" and by_value["017"] == "Token.Literal.Number.Oct"
    assert by_value["f"] == "Token.Keyword.Constant" and by_value["any"] == "Token.Name.Attribute"


def test_no_error_tokens_on_the_dumps_other_texts():
    """PTX, LLVM IR, MLIR (Shardy's stages, TPU's module.mlir) and the protobuf texts of every accelerator dump lex
    without an Error token, with the lexer their kind names (hlotool.dump.FILE_KINDS)."""
    from hlotool.highlighting import lexer_for
    files = _dump_files_with_a_lexer()
    kinds = {lexer for _, lexer in files}
    assert kinds == {"textproto", "llvm", "ptx", "stablehlo"} and len(files) > 300
    bad = []
    for path, lexer in files:
        text = path.read_text(errors="replace")
        errors = [v for _, tt, v in lexer_for(lexer).get_tokens_unprocessed(text) if tt in Error]
        if errors:
            bad.append((path.name, errors[:5]))
    assert bad == []


def test_xla_llvm_and_ptx_lexers_know_what_pygments_does_not():
    """Pygments' own lexers give Error tokens on what XLA's LLVM writes; hlotool's extensions of them do not."""
    from pygments.lexers import LlvmLexer, PtxLexer

    from hlotool.highlighting import XlaLlvmLexer, XlaPtxLexer
    llvm = ("declare void @f(ptr addrspace(3) readonly captures(none)) #2\n"
            "  %9 = icmp samesign ult i32 %6, 16\n  %13 = zext nneg i32 %12 to i64\n"
            "  %123 = fmul float %115, f0x3D370000\nattributes #2 = { nounwind memory(argmem: read) }\n")
    ptx = "\t@%p1 bra \t$L__BB0_2;\n\t@!%p2 ld.global.v2.b32 { %r1, %r2 }, [ %rd1 + 0 ];\n"
    for theirs, ours, text in ((LlvmLexer, XlaLlvmLexer, llvm), (PtxLexer, XlaPtxLexer, ptx)):
        assert any(tt in Error for tt, _ in theirs().get_tokens(text))
        assert not any(tt in Error for tt, _ in ours().get_tokens(text))
        assert "".join(v for _, v in ours().get_tokens(text)) == text
    toks = {v: str(tt) for tt, v in XlaLlvmLexer().get_tokens(llvm)}
    assert toks["f0x3D370000"] == "Token.Literal.Number.Float" and toks["argmem"] == toks["samesign"] == "Token.Keyword"


def test_every_lexer_the_file_kinds_name_exists():
    from hlotool.dump import FILE_KINDS, HLO_KIND
    from hlotool.highlighting import lexer_for
    names = {k.lexer for k in (*FILE_KINDS, HLO_KIND) if k.lexer}
    assert names == {"hlo", "textproto", "llvm", "ptx", "stablehlo"}
    assert isinstance(lexer_for("hlo"), HloLexer)
    for name in names:
        assert lexer_for(name).name
