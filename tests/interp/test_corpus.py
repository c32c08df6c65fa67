"""Differential test: every corpus module (pre and post) run by the interpreter vs XLA's outputs."""
from __future__ import annotations

import pytest

from support.corpus_cases import CASES, run_case


@pytest.mark.parametrize("name,kind", CASES, ids=[f"{n}-{k}" for n, k in CASES])
def test_corpus_module(name, kind):
    msg = run_case(name, kind)
    if msg and msg.startswith("skip"):
        pytest.skip(msg)
    assert msg is None, msg
