"""hlotool lsp on the 8.5 MB 12-layer transformer dump, through a real client over stdio.

Times: didOpen to the first publishDiagnostics (the whole check), then an edit of one instruction (a
one-line incremental change) to its diagnostics, in a fusion, in a big fusion and in the ENTRY (a
constant, a fusion; a line inserted and deleted), and, for comparison, a whole re-check (what every
ENTRY edit cost before edits were re-checked by computation with the unchanged lines' instructions
reused: 0.32-0.56 s then).

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

    async def change(rng, new, what, label):
        """Replace range ``rng`` with ``new``; the milliseconds to the diagnostics."""
        nonlocal version
        version += 1
        t0 = time.perf_counter()
        client.text_document_did_change(T.DidChangeTextDocumentParams(
            T.VersionedTextDocumentIdentifier(version=version, uri=uri),
            [T.TextDocumentContentChangePartial(range=rng, text=new)]))
        t1, p = await got.get()
        print(f"edit in {what} (line {rng.start.line + 1}, {label}): {1000 * (t1 - t0):.0f} ms, "
              f"{len(p.diagnostics)} diagnostics {[d.code for d in p.diagnostics][:3]}")
        return 1000 * (t1 - t0)

    entry_times = []
    for what, header, pattern in (("a fusion", first_fusion, r" = f32\[\d"), ("the biggest fusion", big, r" = f32\[\d"),
                                  ("the ENTRY", entry, r" = f32\[\d"), ("the ENTRY", entry, r" = f32\[\d.* fusion\(")):
        k = find(lambda j, ln: j > header + 3 and re.search(pattern, ln) and "parameter(" not in ln)
        for label, new in (("wrong shape", re.sub(r"f32\[(\d+)", r"f32[\g<1>1", lines[k], count=1)),
                           ("same text, new space", lines[k] + " "), ("restored", lines[k])):
            rng = T.Range(T.Position(k, 0), T.Position(k, len(lines[k])))
            ms = await change(rng, new, what, label)
            lines[k] = new
            entry_times += [ms] if what == "the ENTRY" else []
    # a line inserted into the ENTRY, then deleted again
    k = find(lambda j, ln: j > entry + 3 and " fusion(" in ln)
    at = T.Position(k, 0)
    entry_times.append(await change(T.Range(at, at), "  %lsp.bench = f32[2]{0} constant({1, 2})\n", "the ENTRY",
                                    "line inserted"))
    entry_times.append(await change(T.Range(at, T.Position(k + 1, 0)), "", "the ENTRY", "line deleted"))
    print(f"ENTRY edits: {min(entry_times):.0f}-{max(entry_times):.0f} ms (target: under 300 ms)")
    # Before: what an edit would cost re-checked whole (the first check, in this process).
    from hlotool.lsp.analysis import Analysis
    t0 = time.perf_counter()
    Analysis(str(path)).update("\n".join(lines))
    print(f"before (a whole re-check of the text, in process): {1000 * (time.perf_counter() - t0):.0f} ms")
    await client.shutdown_async(None)
    client.exit(None)
    await client.stop()


if __name__ == "__main__":
    ap = argparse.ArgumentParser()
    ap.add_argument("--layers", type=int, default=12)
    asyncio.run(main(ap.parse_args().layers))
