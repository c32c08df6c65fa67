"""The language server's document analysis (hlotool.lsp.analysis), without a client."""
from __future__ import annotations

from support.paths import ROOT


def test_incremental_recheck_matches_a_whole_check():
    """An edit inside computations is re-checked alone; its findings are those of checking the whole text."""
    import re

    from hlotool import parse
    from hlotool.lsp.analysis import Analysis
    from hlotool.verifier import verify
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


def _full_check(path, text):
    from hlotool.lsp.analysis import Analysis
    a = Analysis(str(path))
    a.update(text)
    assert a.last_mode == "full"
    return a.diagnostics()


def _random_edit(rng, lines, defs):
    """One edit of a real instruction line: (what, new lines). ``defs``: (line, name) of the instructions."""
    import re
    k, name = defs[rng.randrange(len(defs))]
    line = lines[k]
    what = rng.choice(["shape", "operand", "delete", "insert", "duplicate", "syntax", "rename"])
    if what == "shape":
        m = re.search(r"([a-z]\d*\[)(\d+)", line)
        if m is None:
            return None
        return what, lines[:k] + [line[:m.end(1)] + str(int(m.group(2)) + rng.choice((1, 2))) + line[m.end():]] + lines[k + 1:]
    if what == "operand":
        m = re.search(r"\((%[\w.\-]+)", line)
        if m is None:
            return None
        other = rng.choice([n for _, n in defs] + ["nowhere"])
        return what, lines[:k] + [line[:m.start(1)] + "%" + other + line[m.end(1):]] + lines[k + 1:]
    if what == "delete":
        return what, lines[:k] + lines[k + 1:]
    if what == "insert":
        new = f"  %lsp_new.{rng.randrange(1000)} = f32[{rng.randrange(1, 4)}] constant({{1, 2}})"
        return what, lines[:k] + [new] + lines[k:]
    if what == "duplicate":      # the same instruction again under a new name: no finding moves
        return what, lines[:k + 1] + [line.replace(f"%{name} ", f"%{name}.lsp ", 1).replace("ROOT ", "")] + lines[k + 1:]
    if what == "rename":         # its users now name an instruction that is not there
        return what, lines[:k] + [line.replace(f"%{name} ", f"%{name}_x ", 1)] + lines[k + 1:]
    cut = rng.randrange(line.index("=") + 1, len(line))       # "syntax": the line cut short
    return what, lines[:k] + [line[:cut]] + lines[k + 1:]


def test_random_edits_recheck_like_a_whole_check():
    """A seeded walk of edits to real instructions (a shape, an operand, a line deleted or inserted, the
    syntax broken and mended): after each, the incremental diagnostics are a whole check's, field for field
    (positions, codes, messages, related notes); most steps are re-checked incrementally."""
    import random
    import re

    from hlotool.lsp.analysis import Analysis
    paths = sorted((ROOT / "samples").glob("*.hlo")) + sorted((ROOT / "tests" / "corpus").glob("*/post.hlo"))[::4]
    rng = random.Random(7)
    modes = {"incremental": 0, "full": 0, "unchanged": 0}
    kinds = set()
    for path in paths:
        text = path.read_text()
        a = Analysis(str(path))
        a.update(text)
        if a.syntax_error is not None or len([s for s in a.segments if s.kind == "comp"]) < 2:
            continue
        lines = text.split("\n")
        for step in range(16):
            defs = [(k, m.group(1)) for k, ln in enumerate(lines)
                    if (m := re.match(r"\s+(?:ROOT\s+)?%([\w.\-]+) = ", ln)) is not None]
            if not defs:
                break
            edit = _random_edit(rng, lines, defs)
            if edit is None:
                continue
            what, new_lines = edit
            before = lines
            for version in ([new_lines, before] if what == "syntax" else [new_lines]):   # broken, then mended
                edited = "\n".join(version)
                a.update(edited)
                modes[a.last_mode] += 1
                kinds.add((what, a.last_mode))
                assert a.diagnostics() == _full_check(path, edited), (path.name, step, what)
            if what != "syntax":
                lines = new_lines
    assert modes["incremental"] >= 100, modes
    assert {w for w, mode in kinds if mode == "incremental"} >= {"shape", "operand", "delete", "insert", "syntax"}
