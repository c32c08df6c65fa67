"""Running the ``hlotool`` command as users do: a whole process."""
from __future__ import annotations

import subprocess
import sys


def run_cli(args, check: bool = True, stdin: str | None = None) -> subprocess.CompletedProcess:
    """``python -m hlotool ARGS``; with ``check`` a non-zero exit fails with its stderr."""
    result = subprocess.run([sys.executable, "-m", "hlotool", *map(str, args)], capture_output=True, text=True,
                            input=stdin)
    if check and result.returncode != 0:
        raise AssertionError(f"hlotool {' '.join(map(str, args))} exited {result.returncode}:\n{result.stderr}")
    return result
