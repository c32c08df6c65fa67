"""``python -m tools.corpus``: see ``tools.corpus``."""
import sys

from tools.corpus.cli import main

sys.exit(main())
