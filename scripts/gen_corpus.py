#!/usr/bin/env python3
"""Generate the HLO test corpus (tests/corpus): a wrapper of ``python -m tools.corpus``, which
holds the programs and the generator (see ``tools/corpus/__init__.py``).  Same arguments::

    python scripts/gen_corpus.py [--only NAME ...] [--out tests/corpus] [--list] [--clean]
                                 [--meta-only | --check]
"""
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from tools.corpus.cli import main

if __name__ == "__main__":
    sys.exit(main())
