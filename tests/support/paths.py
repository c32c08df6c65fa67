"""The repository's folders the tests read, and the corpus of HLO files."""
from __future__ import annotations

from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
CORPUS = ROOT / "tests" / "corpus"
SAMPLES = ROOT / "samples"


def corpus_files() -> list[Path]:
    """Every corpus module (``tests/corpus/*/*.hlo``) and every sample (``samples/*.hlo``)."""
    files = sorted(CORPUS.glob("*/*.hlo")) if CORPUS.exists() else []
    return files + sorted(SAMPLES.glob("*.hlo"))
