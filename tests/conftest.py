import os
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent
CORPUS = ROOT / "tests" / "corpus"
SAMPLES = ROOT / "samples"


def corpus_files():
    files = sorted(CORPUS.glob("*/*.hlo")) if CORPUS.exists() else []
    return files + sorted(SAMPLES.glob("*.hlo"))


@pytest.fixture(scope="session")
def xla():
    """jaxlib's HLO module (XLA's C++ parser and printer); skips where jax is not installed."""
    try:
        os.environ.setdefault("JAX_PLATFORMS", "cpu")
        import jax
        jax.config.update("jax_enable_x64", True)
        import jaxlib._hlo as H
    except Exception:  # pragma: no cover - CI installs jax
        pytest.skip("jax is not installed")
    return H


def xla_print(H, text: str) -> str:
    o = H.HloPrintOptions()
    o.print_large_constants = True
    return H.hlo_module_from_text(text).to_string(o)
