"""The Pygments lexer (hlotool.lexer.HloLexer): every token class on the samples, no Error token anywhere."""
from __future__ import annotations

import subprocess
import sys
from pathlib import Path

from pygments.lexers import get_lexer_by_name, get_lexer_for_filename
from pygments.token import Error

from hlotool.lexer import TOKEN_TYPES, HloLexer

ROOT = Path(__file__).resolve().parent.parent
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
    for path in files:
        text = path.read_text(errors="replace")
        errors = [v for tt, v in lexer.get_tokens(text) if tt in Error]
        if errors:
            bad.append((path.name, errors[:5]))
    assert bad == []


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
