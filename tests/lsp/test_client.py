"""``hlotool lsp`` end to end: a real LSP client (pytest-lsp) talks to ``python -m hlotool lsp`` over stdio."""
from __future__ import annotations

import asyncio
import sys
from pathlib import Path

import pytest

from support.paths import ROOT

pytest_lsp = pytest.importorskip("pytest_lsp")
pytest.importorskip("pygls")
from lsprotocol import types as T  # noqa: E402  (after the importorskips)
from pytest_lsp import ClientServerConfig, LanguageClient  # noqa: E402  (likewise)

SAMPLES = ROOT / "samples"
pytestmark = pytest.mark.asyncio(loop_scope="module")


@pytest_lsp.fixture(scope="module", config=ClientServerConfig(server_command=[sys.executable, "-m", "hlotool", "lsp"]))
async def client(lsp_client: LanguageClient):
    await lsp_client.initialize_session(T.InitializeParams(
        capabilities=T.ClientCapabilities(),
        workspace_folders=[T.WorkspaceFolder(uri=SAMPLES.as_uri(), name="samples")]))
    yield
    await lsp_client.shutdown_session()


_version = iter(range(1, 10_000))


async def _open(client, path: Path, text: str | None = None) -> str:
    uri = path.as_uri()
    client.diagnostics.pop(uri, None)
    client.text_document_did_open(T.DidOpenTextDocumentParams(T.TextDocumentItem(
        uri=uri, language_id="hlo", version=next(_version), text=path.read_text() if text is None else text)))
    await _diagnostics(client, uri)
    return uri


async def _diagnostics(client, uri: str, timeout: float = 20):
    async def wait():
        while uri not in client.diagnostics:
            await client.wait_for_notification(T.TEXT_DOCUMENT_PUBLISH_DIAGNOSTICS)
    await asyncio.wait_for(wait(), timeout)
    return list(client.diagnostics[uri])


async def _change(client, uri: str, text: str):
    client.diagnostics.pop(uri, None)
    client.text_document_did_change(T.DidChangeTextDocumentParams(
        T.VersionedTextDocumentIdentifier(uri=uri, version=next(_version)),
        [T.TextDocumentContentChangeWholeDocument(text=text)]))
    return await _diagnostics(client, uri)


def _pos(text: str, needle: str, nth: int = 0, offset: int = 0) -> T.Position:
    """Position of the ``nth`` occurrence of ``needle`` (plus ``offset`` characters)."""
    i = -1
    for _ in range(nth + 1):
        i = text.index(needle, i + 1)
    i += offset
    line = text.count("\n", 0, i)
    return T.Position(line, i - (text.rfind("\n", 0, i) + 1))


MLP = SAMPLES / "mlp.hlo"


async def test_clean_sample_has_no_diagnostics(client):
    uri = await _open(client, MLP)
    assert list(client.diagnostics[uri]) == []


async def test_verify_error_and_incremental_recheck(client, tmp_path):
    text = MLP.read_text()
    path = tmp_path / "bad.hlo"
    uri = await _open(client, path, text)
    assert list(client.diagnostics[uri]) == []
    bad = text.replace("%exp = f32[4,3]{1,0} exponential(%shifted)", "%exp = f32[4,5]{1,0} exponential(%shifted)")
    diags = await _change(client, uri, bad)
    from hlotool import parse
    from hlotool.verifier import verify
    expected = verify(parse(bad, filename=str(path)))
    assert [(d.code, d.range.start.line + 1, d.message) for d in diags] == \
        [(d.code, d.loc.line, d.message) for d in expected]
    assert [d.code for d in diags] == ["V200", "V208"]     # the declared shape, then its user's operands
    assert diags[0].range.start == _pos(bad, "%exp = f32[4,5]")
    assert "f32[4,3]" in diags[0].message and diags[0].source == "hlotool"
    # half-typed text: a syntax error where it is, and the server still answers
    half = bad.replace("divide(%exp, %row_sum.b)", "divide(%exp, %row_")
    diags = await _change(client, uri, half)
    assert [(d.code, d.range.start.line) for d in diags] == [("H000", _pos(half, "divide(%exp, %row_").line + 1)]
    assert diags[0].message == "expected ',', '(' or ')', found '}'"
    symbols = await client.text_document_document_symbol_async(T.DocumentSymbolParams(T.TextDocumentIdentifier(uri)))
    assert [s.name for s in symbols] == ["max_f32", "add_f32", "main"]
    assert await _change(client, uri, text) == []
    # garbage never takes the server down
    for junk in ("", "HloModule", "}}}{{{", "%a = f32[ add(", "\x00\udcff" * 3, text[: len(text) // 2]):
        await _change(client, uri, junk)
        await client.text_document_hover_async(T.HoverParams(T.TextDocumentIdentifier(uri), T.Position(0, 3)))
        await client.text_document_document_symbol_async(T.DocumentSymbolParams(T.TextDocumentIdentifier(uri)))
        await client.text_document_semantic_tokens_full_async(T.SemanticTokensParams(T.TextDocumentIdentifier(uri)))


async def test_hover_definition_references(client):
    text = MLP.read_text()
    uri = await _open(client, MLP)
    doc = T.TextDocumentIdentifier(uri)
    # hover on an operand: the instruction it names
    use = _pos(text, "add(%dot.1", offset=6)
    h = await client.text_document_hover_async(T.HoverParams(doc, use))
    assert "%dot.1 = f32[4,16]{1,0} dot" in h.contents.value and "matrix product" in h.contents.value
    # definition of that operand and of a to_apply= computation
    loc = await client.text_document_definition_async(T.DefinitionParams(doc, use))
    assert loc.range.start == _pos(text, "%dot.1 = ")
    loc = await client.text_document_definition_async(T.DefinitionParams(doc, _pos(text, "to_apply=%max_f32", offset=11)))
    assert loc.range.start == _pos(text, "%max_f32 (")
    # references: the users of %exp; the callers of %add_f32
    refs = await client.text_document_references_async(T.ReferenceParams(
        text_document=doc, position=_pos(text, "%exp = ", offset=1), context=T.ReferenceContext(include_declaration=False)))
    assert sorted(r.range.start.line for r in refs) == [_pos(text, "reduce(%exp").line, _pos(text, "divide(%exp").line]
    refs = await client.text_document_references_async(T.ReferenceParams(
        text_document=doc, position=_pos(text, "%add_f32 ("), context=T.ReferenceContext(include_declaration=True)))
    assert len(refs) == 2


async def test_hover_on_a_custom_call_says_what_its_target_computes(client):
    path = ROOT / "tests" / "gpu_calls" / "cublas_gemm_f32.hlo"
    lines = path.read_text().splitlines()
    line = next(k for k, t in enumerate(lines) if "custom-call(" in t)
    uri = await _open(client, path)
    h = await client.text_document_hover_async(T.HoverParams(T.TextDocumentIdentifier(uri),
                                                             T.Position(line, lines[line].index("%") + 1)))
    assert '`__cublas$lt$matmul`: a cuBLAS GEMM' in h.contents.value


async def test_hover_metadata_and_sharding(client):
    path = SAMPLES / "metadata.hlo"
    text = path.read_text()
    uri = await _open(client, path)
    doc = T.TextDocumentIdentifier(uri)
    line = next(i for i, ln in enumerate(text.split("\n")) if "stack_frame_id=" in ln and " = " in ln)
    col = len(text.split("\n")[line]) - len(text.split("\n")[line].lstrip()) + (5 if "ROOT" in text.split("\n")[line] else 0)
    h = await client.text_document_hover_async(T.HoverParams(doc, T.Position(line, col + 1)))
    # the stack frames, innermost first (samples/metadata.hlo explains its parent ids)
    assert "source: `jax/_src/nn/functions.py:77 (relu)` ← `model.py:12 (forward)`" in h.contents.value
    assert "op_name: `jit(forward)/relu/max`" in h.contents.value
    path = SAMPLES / "sharding.hlo"
    text = path.read_text()
    uri = await _open(client, path)
    line = next(i for i, ln in enumerate(text.split("\n")) if "sharding={devices=" in ln and " = " in ln)
    col = text.split("\n")[line].index("=") - 2
    h = await client.text_document_hover_async(T.HoverParams(T.TextDocumentIdentifier(uri), T.Position(line, col)))
    assert "sharding: `{devices=" in h.contents.value


async def test_rename_format_folding_tokens_hints(client, tmp_path):
    text = MLP.read_text()
    path = tmp_path / "mlp.hlo"
    uri = await _open(client, path, text)
    doc = T.TextDocumentIdentifier(uri)
    edit = await client.text_document_rename_async(T.RenameParams(doc, _pos(text, "%logits = ", offset=2), "scores"))
    edits = edit.changes[uri]
    assert len(edits) == 3            # the definition and its two uses
    assert {e.new_text for e in edits} == {"scores"}
    edit = await client.text_document_rename_async(T.RenameParams(doc, _pos(text, "to_apply=%add_f32", offset=12), "sum"))
    assert len(edit.changes[uri]) == 2
    # formatting: the canonical text
    messy = text.replace("%exp = f32[4,3]{1,0} exponential(%shifted)", "%exp =   f32[4,3]{1,0}   exponential( %shifted )")
    await _change(client, uri, messy)
    edits = await client.text_document_formatting_async(T.DocumentFormattingParams(doc, T.FormattingOptions(2, True)))
    import hlotool
    assert edits[0].new_text == hlotool.format(hlotool.parse(text))
    await _change(client, uri, text)
    folds = await client.text_document_folding_range_async(T.FoldingRangeParams(doc))
    assert sorted(f.start_line for f in folds) == [_pos(text, n).line for n in ("%max_f32 (", "%add_f32 (", "ENTRY")]
    toks = await client.text_document_semantic_tokens_full_async(T.SemanticTokensParams(doc))
    assert len(toks.data) % 5 == 0 and len(toks.data) > 500
    line = _pos(text, "%pre1 = ").line
    hints = await client.text_document_inlay_hint_async(T.InlayHintParams(doc, T.Range(T.Position(line, 0), T.Position(line, 200))))
    assert [h.label for h in hints] == [": f32[4,16]{1,0}", ": f32[4,16]{1,0}"]


async def test_workspace_symbols(client):
    await _open(client, MLP)
    found = await client.workspace_symbol_async(T.WorkspaceSymbolParams(query="add_f32"))
    assert any(s.name == "add_f32" and s.location.uri.endswith("mlp.hlo") for s in found)
    found = await client.workspace_symbol_async(T.WorkspaceSymbolParams(query="fused"))
    assert any(s.location.uri.endswith("fusion_custom_call.hlo") for s in found)     # not open: from the folder



async def test_a_mlir_document(client):
    path = ROOT / "tests" / "lsp" / "prog.mlir"          # need not exist: the text comes with did_open
    text = ("module @m {\n  func.func public @main(%arg0: tensor<2xf32>) -> tensor<2xf32> {\n"
            "    %0 = stablehlo.add %arg0, %arg0 : tensor<2xf32>\n    %1 = call @g(%0) : (tensor<2xf32>) -> tensor<2xf32>\n"
            "    return %1 : tensor<2xf32>\n  }\n  func.func private @g(%arg0: tensor<2xf32>) -> tensor<2xf32> {\n"
            "    return %arg0 : tensor<2xf32>\n  }\n}\n")
    uri = await _open(client, path, text)
    assert list(client.diagnostics[uri]) == []
    doc = T.TextDocumentIdentifier(uri)
    h = await client.text_document_hover_async(T.HoverParams(doc, _pos(text, "stablehlo.add", offset=2)))
    assert "HLO `add`" in h.contents.value
    loc = await client.text_document_definition_async(T.DefinitionParams(doc, _pos(text, "%0)", offset=1)))
    assert loc.range.start == _pos(text, "%0 = ")
    loc = await client.text_document_definition_async(T.DefinitionParams(doc, _pos(text, "@g(", offset=1)))
    assert loc.range.start == _pos(text, "@g(", nth=1)
    diags = await _change(client, uri, text.replace("stablehlo.add", "stablehlo.nonsense"))
    assert len(diags) == 1 and diags[0].range.start == _pos(text, "%0 = ") and "nonsense" in diags[0].message
