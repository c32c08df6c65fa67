"""hlotool lsp on the 8.5 MB 12-layer transformer dump, through a real client over stdio.

Times: didOpen to the first publishDiagnostics (the whole check), then an edit of one instruction (a
one-line incremental change) to its diagnostics, in a fusion, in a big fusion and in the ENTRY.

    PYTHONPATH=. python bench/lsp.py [--layers 12]
"""
from __future__ import annotations

import argparse
import asyncio
import re
import sys
import time
from pathlib import Path

from lsprotocol import types as T
from pygls.lsp.client import LanguageClient

sys.path.insert(0, str(Path(__file__).resolve().parent))
from gen_dumps import transformer_post_dump_path


async def main(layers: int) -> None:
    path = transformer_post_dump_path(layers)
    text = path.read_text()
    lines = text.split("\n")
    client = LanguageClient("bench", "1")
    got: asyncio.Queue = asyncio.Queue()

    @client.feature(T.TEXT_DOCUMENT_PUBLISH_DIAGNOSTICS)
    def on_diags(params):
        got.put_nowait((time.perf_counter(), params))

    await client.start_io(sys.executable, "-m", "hlotool", "lsp")
    await client.initialize_async(T.InitializeParams(capabilities=T.ClientCapabilities()))
    client.initialized(T.InitializedParams())
    uri = path.as_uri()
    print(f"{path.name}: {len(text) / 1e6:.1f} MB, {len(lines)} lines")
    t0 = time.perf_counter()
    client.text_document_did_open(T.DidOpenTextDocumentParams(T.TextDocumentItem(uri, "hlo", 1, text)))
    t1, p = await got.get()
    print(f"open -> diagnostics: {t1 - t0:.2f} s ({len(p.diagnostics)} diagnostics)")

    def find(pred):
        for k, ln in enumerate(lines):
            if pred(k, ln):
                return k

    entry = find(lambda k, ln: ln.startswith("ENTRY"))
    first_fusion = find(lambda k, ln: ln.startswith("%fused_computation"))
    sizes, start = [], None
    for k, ln in enumerate(lines):
        if ln.startswith("%") and ln.rstrip().endswith("{"):
            start = k
        elif ln == "}" and start is not None:
            sizes.append((k - start, start))
            start = None
    big = max(sizes)[1]
    version = 1
    for what, header in (("a fusion", first_fusion), ("the biggest fusion", big), ("the ENTRY", entry)):
        k = find(lambda j, ln: j > header + 3 and re.search(r" = f32\[\d", ln) and "parameter(" not in ln)
        for label, new in (("wrong shape", re.sub(r"f32\[(\d+)", r"f32[\g<1>1", lines[k], count=1)),
                           ("same text, new space", lines[k] + " "), ("restored", lines[k])):
            version += 1
            change = T.TextDocumentContentChangePartial(
                range=T.Range(T.Position(k, 0), T.Position(k, len(lines[k]))), text=new)
            t0 = time.perf_counter()
            client.text_document_did_change(T.DidChangeTextDocumentParams(
                T.VersionedTextDocumentIdentifier(version=version, uri=uri), [change]))
            t1, p = await got.get()
            lines[k] = new
            print(f"edit in {what} (line {k + 1}, {label}): {1000 * (t1 - t0):.0f} ms, "
                  f"{len(p.diagnostics)} diagnostics {[d.code for d in p.diagnostics][:3]}")
    await client.shutdown_async(None)
    client.exit(None)
    await client.stop()


if __name__ == "__main__":
    ap = argparse.ArgumentParser()
    ap.add_argument("--layers", type=int, default=12)
    asyncio.run(main(ap.parse_args().layers))
