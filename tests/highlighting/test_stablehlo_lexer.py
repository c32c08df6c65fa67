"""The Pygments lexer for StableHLO / MLIR text (hlotool.highlighting.StableHloLexer): no Error token on the
hand-written modules of tests/stablehlo nor on the dumps' .mlir files; ops, types and %values as their tokens."""
from __future__ import annotations

import ast

from pygments.lexers import get_lexer_by_name, get_lexer_for_filename
from pygments.token import Comment, Error

from hlotool.highlighting import _OWN, STABLEHLO_TOKEN_TYPES, StableHloLexer, lexer_for
from support.paths import ROOT


def _programs() -> dict[str, str]:
    """The module-level StableHLO texts of tests/stablehlo/*.py (PRETTY, GENERIC, SHARDY, ...), by name."""
    out = {}
    for path in sorted((ROOT / "tests" / "stablehlo").glob("test_*.py")):
        for node in ast.parse(path.read_text()).body:
            if (isinstance(node, ast.Assign) and isinstance(node.value, ast.Constant)
                    and isinstance(node.value.value, str) and "func.func" in node.value.value):
                for target in node.targets:
                    if isinstance(target, ast.Name):
                        out[f"{path.stem}.{target.id}"] = node.value.value
    return out


def _mlir_files():
    return sorted((ROOT / "tests").rglob("*.mlir"))


def test_no_error_tokens_on_the_stablehlo_programs():
    programs = _programs()
    assert len(programs) >= 8
    texts = list(programs.items()) + [(p.name, p.read_text(errors="replace")) for p in _mlir_files()]
    lexer, seen, bad = StableHloLexer(), set(), []
    for name, text in texts:
        toks = list(lexer.get_tokens(text))
        seen.update(tt for tt, _ in toks)
        errors = [v for tt, v in toks if tt in Error]
        if errors:
            bad.append((name, errors[:5]))
    assert bad == []
    seen.update(tt for tt, _ in lexer.get_tokens("// a comment\n"))
    assert [t for t in STABLEHLO_TOKEN_TYPES if t not in seen] == []
    assert [t for t in seen if t not in STABLEHLO_TOKEN_TYPES] == []


def _toks(text):
    return [(str(tt).replace("Token.Literal.", "Token."), v) for tt, v in StableHloLexer().get_tokens(text) if v.strip()]


def test_lexes_the_parts_of_a_pretty_op():
    toks = _toks("    %1 = stablehlo.add %arg0, %0 : tensor<2x3xf32> loc(#loc4) // c\n")
    assert toks[:3] == [("Token.Name.Variable", "%1"), ("Token.Operator", "="), ("Token.Name.Builtin", "stablehlo.add")]
    assert ("Token.Name.Variable", "%arg0") in toks and ("Token.Name.Variable", "%0") in toks
    assert ("Token.Keyword.Type", "tensor") in toks and ("Token.Number.Integer", "2x3x") in toks
    assert ("Token.Keyword.Type", "f32") in toks and ("Token.Name.Label", "#loc4") in toks
    assert toks[-1] == ("Token.Comment.Single", "// c")
    toks = _toks("%3 = call @double(%2) : (tensor<2xf32>) -> tensor<2xf32>")
    assert ("Token.Name.Builtin", "call") in toks and ("Token.Name.Function", "@double") in toks
    toks = _toks('module @jit_f attributes {mhlo.num_partitions = 1 : i32} {')
    assert toks[:2] == [("Token.Keyword", "module"), ("Token.Name.Function", "@jit_f")]
    assert ("Token.Name.Attribute", "mhlo.num_partitions") in toks and ("Token.Keyword.Type", "i32") in toks


def test_lexes_the_generic_form_and_results():
    toks = _toks('%0:2 = "stablehlo.sort"(%arg0, %arg1) <{dimension = 0 : i64}> ({\n^bb0(%a: tensor<f32>):\n'
                 "return %0#0, %0#1 : tensor<4xf32>, !stablehlo.token\n")
    assert ("Token.Name.Builtin", '"stablehlo.sort"') in toks and ("Token.Name.Label", "^bb0") in toks
    assert ("Token.Name.Variable", "%0#1") in toks and ("Token.Keyword.Type", "!stablehlo.token") in toks
    assert ("Token.Name.Attribute", "dimension") in toks
    assert ("Token.Number.Hex", "0xFF800000") in _toks("dense<0xFF800000> : tensor<0x3xf32>")
    assert ("Token.Number.Integer", "0x3x") in _toks("dense<0xFF800000> : tensor<0x3xf32>")


def test_registered_with_pygments():
    assert isinstance(get_lexer_by_name("stablehlo"), StableHloLexer)
    assert isinstance(lexer_for("stablehlo"), StableHloLexer) and _OWN["stablehlo"] is StableHloLexer
    # `mlir` is also Pygments' own MLIR lexer's name; either is acceptable for *.mlir, ours lexes StableHLO
    assert get_lexer_for_filename("x.mlir", "module @m {\n}\n") is not None
    assert Comment.Single in STABLEHLO_TOKEN_TYPES
