"""The language server on a StableHLO / MLIR (.mlir) document (hlotool.lsp.mlir): diagnostics at
parse_stablehlo's located error, hover on an op name, go to definition of %values and @functions."""
from __future__ import annotations

import ast

from hlotool.lsp import mlir
from support.paths import ROOT


def _programs() -> dict[str, str]:
    out = {}
    for node in ast.parse((ROOT / "tests" / "stablehlo" / "test_mlir_text.py").read_text()).body:
        if isinstance(node, ast.Assign) and isinstance(node.value, ast.Constant) and isinstance(node.value.value, str):
            for target in node.targets:
                if isinstance(target, ast.Name):
                    out[target.id] = node.value.value
    return out


PROGRAMS = _programs()


def _def(text: str, line: int, needle: str) -> str | None:
    lines = text.splitlines()
    found = mlir.definition(text, line, lines[line].index(needle) + 1)
    return None if found is None else f"{found[0]}:{lines[found[0]][found[1]:found[2]]}"


def test_dispatch_by_language_id_or_extension():
    assert mlir.is_mlir("file:///a/m.mlir") and mlir.is_mlir("untitled:1", "mlir")
    assert mlir.is_mlir("untitled:1", "stablehlo")
    assert not mlir.is_mlir("file:///a/m.hlo", "hlo")


def test_diagnostics_at_the_located_error():
    for name in ("PRETTY", "GENERIC", "GENERIC_OPS", "WHILE_CASE"):
        assert mlir.diagnostics(PROGRAMS[name], "x.mlir") == []
    bad = "module @m {\n  func.func @main() {\n    %0 = stablehlo.bogus_op : tensor<f32>\n  }\n}\n"
    [(line, col, end, message, severity)] = mlir.diagnostics(bad, "x.mlir")
    assert (line, col) == (2, 4) and end > col and "stablehlo.bogus_op" in message and severity == "error"


def test_diagnostics_of_the_verifier_at_the_op_they_are_about():
    """Text that reads but breaks a type rule: the verifier's finding, with its code, on the op's line."""
    text = ("module @m {\n  func.func public @main(%arg0: tensor<2xf32>, %arg1: tensor<2xi32>) -> tensor<2xf32> {\n"
            "    %0 = stablehlo.add %arg0, %arg1 : tensor<2xf32>\n    return %0 : tensor<2xf32>\n  }\n}\n")
    [(line, col, end, message, severity)] = mlir.diagnostics(text, "x.mlir")
    assert (line, col, severity) == (2, 4, "error") and "[V201]" in message and "different element types" in message


def test_hover_on_an_op_name():
    text = PROGRAMS["PRETTY"]
    line = text.splitlines()[3]
    msg, c0, c1 = mlir.hover(text, 3, line.index("stablehlo.add") + 3)
    assert line[c0:c1] == "stablehlo.add" and "HLO `add`" in msg and "a + b" in msg
    text = PROGRAMS["GENERIC_OPS"]
    msg, _, _ = mlir.hover(text, 2, text.splitlines()[2].index("stablehlo.sort"))
    assert "HLO `sort`" in msg
    assert mlir.hover(text, 2, 5) is None           # on a %value: no op


def test_hover_shows_the_hlo_instructions_the_op_becomes():
    """A broadcast_in_dim that only adds a size-1 dimension is a reshape in XLA's translation: the hover says so."""
    text = ("module @m {\n  func.func public @main(%arg0: tensor<32xf32>) -> tensor<1x32xf32> {\n"
            "    %0 = stablehlo.broadcast_in_dim %arg0, dims = [1] : (tensor<32xf32>) -> tensor<1x32xf32>\n"
            "    return %0 : tensor<1x32xf32>\n  }\n}\n")
    msg, _, _ = mlir.hover(text, 2, text.splitlines()[2].index("broadcast_in_dim"))
    assert "HLO `broadcast`" in msg and "reshape(%Arg_0)" in msg.split("makes of it")[1]


def test_definition_of_values_and_functions():
    p = PROGRAMS["PRETTY"]
    assert _def(p, 6, "@double") == "9:@double"
    assert _def(p, 6, "%2)") == "5:%2"
    assert _def(p, 7, "%3 ") == "6:%3"
    assert _def(p, 3, "%arg0") == "1:%arg0"          # a function argument
    assert _def(p, 10, "%arg0,") == "9:%arg0"        # the other function's own argument
    g = PROGRAMS["GENERIC_OPS"]
    assert _def(g, 4, "%a,") == "3:%a"               # a block argument
    assert _def(g, 7, "%0#1") == "2:%0"              # one result of a multi-result op
    w = PROGRAMS["WHILE_CASE"]
    assert _def(w, 6, "%iterArg,") == "3:%iterArg"   # a while's region argument
    assert _def(w, 10, "%c_1") == "9:%c_1"           # the nearest (the do region's), not the cond's
