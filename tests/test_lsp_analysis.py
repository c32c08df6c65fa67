"""The language server's document analysis (hlotool.lsp.analysis), without a client."""
from __future__ import annotations

from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent


def test_incremental_recheck_matches_a_whole_check():
    """An edit inside computations is re-checked alone; its findings are those of checking the whole text."""
    import re
    from hlotool import parse
    from hlotool.lsp.analysis import Analysis
    from hlotool.verify import verify
    checked = 0
    for path in sorted((ROOT / "tests" / "corpus").glob("*/post.hlo"))[:40]:
        text = path.read_text()
        a = Analysis(str(path))
        a.update(text)
        if a.syntax_error is not None or len([s for s in a.segments if s.kind == "comp"]) < 2:
            continue
        lines = text.split("\n")
        for k, line in enumerate(lines):
            m = re.search(r"( = [a-z]\d+\[)(\d+)", line)
            if m is None or "parameter(" in line:
                continue
            for new in (line[:m.end(1)] + str(int(m.group(2)) + 1) + line[m.end():], line + " ", line):
                edited = "\n".join(lines[:k] + [new] + lines[k + 1:])
                a.update(edited)
                if a.last_mode != "incremental":
                    continue
                checked += 1
                try:
                    expected = [(d.code, d.loc.line - 1, d.message) for d in verify(parse(edited, filename=str(path)))]
                except Exception as e:          # a syntax error: the same error, at the same line
                    assert [(d.code, d.line + 1) for d in a.diagnostics()] == [("H000", e.line)], (path, k)
                    continue
                got = [(d.code, d.line, d.message) for d in a.diagnostics()]
                assert sorted(got) == sorted(expected), (path.parent.name, k, new)
            break
    assert checked >= 20
