"""hlotool's bytecode, compiled before a benchmark times whole processes.

``pip install`` compiles a package's bytecode; a checkout is compiled by the first import that may write it.
Where ``PYTHONDONTWRITEBYTECODE`` is set (as on these machines) or the checkout is fresh, every process would
compile all of hlotool again, which no installed user pays: so the benchmarks compile it first."""
from __future__ import annotations

import compileall
from pathlib import Path

PACKAGE = Path(__file__).resolve().parent.parent / "hlotool"


def compile_package() -> None:
    compileall.compile_dir(str(PACKAGE), quiet=1)
