"""Differential test: every corpus module (pre and post) run by the interpreter vs XLA's outputs."""
from __future__ import annotations

import json
from pathlib import Path

import numpy as np
import pytest

import hlotool
from hlotool.npz import decode_npz, numbered

from hlotool.interp.compare import compare

CORPUS = Path(__file__).resolve().parent / "corpus"
CASES = [(d.name, kind) for d in sorted(CORPUS.iterdir()) if (d / "io.npz").exists()
         for kind in ("pre", "post")]


def run_case(name: str, kind: str) -> str | None:
    d = CORPUS / name
    meta = json.loads((d / "meta.json").read_text())
    if meta.get("devices", 1) != 1:
        return "skip: multi-device"
    io = decode_npz(d / "io.npz")
    args, outs = numbered(io, "arg"), numbered(io, "out")
    module = hlotool.parse_file(d / f"{kind}.hlo")
    got = hlotool.run(module, *args)
    if len(got) != len(outs):
        return f"{len(got)} outputs, XLA gave {len(outs)}"
    for i, (g, w) in enumerate(zip(got, outs)):
        msg = compare(g, w)
        if msg:
            return f"out{i}: {msg}"
    return None


@pytest.mark.parametrize("name,kind", CASES, ids=[f"{n}-{k}" for n, k in CASES])
def test_corpus_module(name, kind):
    msg = run_case(name, kind)
    if msg and msg.startswith("skip"):
        pytest.skip(msg)
    assert msg is None, msg
