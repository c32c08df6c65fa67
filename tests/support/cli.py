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


def invoke_cli(args):
    """``hlotool ARGS`` run in this process (click's CliRunner): for tests about what a command says,
    not about the process (start-up, exit without teardown). A Python exception escaping the command fails
    the test with its traceback."""
    from click.testing import CliRunner

    from hlotool.cli import cli
    result = CliRunner().invoke(cli, [str(a) for a in args])
    if result.exception is not None and not isinstance(result.exception, SystemExit):
        raise result.exception
    return result


def run_cli_in_process(args, check: bool = False, stdin: str | None = None) -> subprocess.CompletedProcess:
    """``hlotool ARGS`` run in this process (``invoke_cli``), answered as ``run_cli`` answers: a
    CompletedProcess with the exit status and the two streams. With ``check`` a non-zero exit fails with
    its stderr."""
    from click.testing import CliRunner

    from hlotool.cli import cli
    args = [str(a) for a in args]
    result = CliRunner().invoke(cli, args, input=stdin)
    if result.exception is not None and not isinstance(result.exception, SystemExit):
        raise result.exception
    if check and result.exit_code != 0:
        raise AssertionError(f"hlotool {' '.join(args)} exited {result.exit_code}:\n{result.stderr}")
    return subprocess.CompletedProcess(["hlotool", *args], result.exit_code, result.stdout, result.stderr)
