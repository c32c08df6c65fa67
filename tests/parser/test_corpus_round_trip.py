"""Every corpus module and sample: parses, prints back to an equal IR, fmt is idempotent, and XLA's
parser reads fmt's output into the same module as the original."""
import pytest

import hlotool
from support.paths import ROOT, corpus_files
from support.xla_oracle import xla_print

FILES = corpus_files()
IDS = [str(p.relative_to(ROOT)) for p in FILES]


@pytest.mark.parametrize("path", FILES, ids=IDS)
def test_parse_and_round_trip(path):
    text = path.read_text()
    m = hlotool.parse(text, filename=str(path))
    assert m.instruction_count > 0
    out = hlotool.format(m)
    m2 = hlotool.parse(out)
    assert m2 == m
    assert hlotool.format(m2) == out          # idempotent: `fmt --check` passes on fmt's output


@pytest.mark.parametrize("path", FILES, ids=IDS)
def test_xla_printing_identical_after_fmt(path, xla):
    text = path.read_text()
    if "{...}" in text:
        pytest.skip("elided constants are filled randomly by XLA")
    out = hlotool.format(hlotool.parse(text))
    assert xla_print(xla, out) == xla_print(xla, text)


def test_corpus_is_not_empty():
    assert len(FILES) >= 20


@pytest.mark.parametrize("path", FILES, ids=IDS)
def test_fast_paths_build_the_same_ir_as_the_grammar(path):
    """The whole-line fast paths are an optimization: without them the IR must be identical,
    source positions included."""
    from hlotool.parser import parse_without_fast_paths
    text = path.read_text()
    fast = hlotool.parse(text)
    slow = parse_without_fast_paths(text)
    assert fast == slow
    def locs(m):
        return [(i.name, i.loc.line, i.loc.column) for i in m.instructions()]
    assert locs(fast) == locs(slow)
    assert [c.signature for c in fast.computations] == [c.signature for c in slow.computations]
    assert [(c.name, c.loc, c.execution_thread) for c in fast.computations] == \
        [(c.name, c.loc, c.execution_thread) for c in slow.computations]
    # every computation an attribute names is linked (the linking scans only the opcodes that can call one)
    from hlotool.ir.values import CompRef
    for inst in fast.instructions():
        named = [r.name for v in inst.attrs.values() for r in (v if isinstance(v, tuple) else (v,))
                 if isinstance(r, CompRef)]
        assert [c.name for c in inst.called_computations] == named, inst.name
