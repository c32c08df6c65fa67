"""The mutation suites (scripts/mutate.py): one-line mutations of valid modules that XLA rejects,
every tests/verify_mutations/*.jsonl (mutations.jsonl: XLA parses but refuses to compile;
mutations_verifier.jsonl: verifier rules; mutations_attributes.jsonl: misspelled or foreign
attributes, which XLA's parser rejects). hlotool must reject each, by a syntax error or a verifier
finding. No jax needed."""
import json

import pytest

import hlotool
from hlotool.verifier import verify
from support.paths import ROOT

SUITES = sorted((ROOT / "tests" / "verify_mutations").glob("*.jsonl"))
MUTATIONS = [dict(json.loads(line), suite=path.stem) for path in SUITES
             for line in path.read_text().splitlines() if line]


def mutated_text(m) -> str:
    lines = (ROOT / m["source"]).read_text().split("\n")
    assert lines[m["line"] - 1] == m["original"], "the source changed; rerun scripts/mutate.py"
    lines[m["line"] - 1] = m["mutated"]
    return "\n".join(lines)


def rejected(m) -> bool:
    try:
        module = hlotool.parse(mutated_text(m))
    except hlotool.HloSyntaxError:
        return True
    return any(d.severity == "error" for d in verify(module))


def test_suite_is_large_and_varied():
    assert len(MUTATIONS) >= 300
    assert len({m["kind"] for m in MUTATIONS}) >= 8


def test_every_suite_is_read():
    assert {"mutations", "mutations_attributes"} <= {p.stem for p in SUITES}
    assert {m["suite"] for m in MUTATIONS} == {p.stem for p in SUITES}


@pytest.mark.parametrize("m", MUTATIONS,
                         ids=[f"{m['suite']}:{m['source']}:{m['line']}:{m['kind']}" for m in MUTATIONS])
def test_xla_rejected_mutation_is_rejected(m):
    if m.get("newer_xla", "").startswith("accepts"):     # jaxlib's XLA rejects it, current XLA does not
        assert not rejected(m), m["newer_xla"]
        return
    assert rejected(m), f"accepted; XLA said: {m['xla']}"
