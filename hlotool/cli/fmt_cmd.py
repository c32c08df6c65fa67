"""``hlotool fmt``: print modules canonically; --check, --diff, -i as formatters do."""
from __future__ import annotations

import contextlib
import difflib
import os
import sys
import tempfile

import click

from ..fmt import STRIPPABLE, format_module
from .common import EXIT_FINDINGS, EXIT_USAGE, MODULE_FILE, InputError, is_from_proto, parse_or_report, read_input


def _write_atomic(path: str, text: str) -> None:
    d = os.path.dirname(os.path.abspath(path))
    fd, tmp = tempfile.mkstemp(dir=d, prefix=".hlotool-", suffix=".tmp")
    try:
        with os.fdopen(fd, "w", encoding="utf-8") as f:
            f.write(text)
        with contextlib.suppress(OSError):     # keep the file's mode where the system lets us
            os.chmod(tmp, os.stat(path).st_mode & 0o7777)
        os.replace(tmp, path)
    except BaseException:
        if os.path.exists(tmp):
            os.unlink(tmp)
        raise


def _strip_option(ctx, param, value):
    if not value:
        return frozenset()
    items = {s.strip() for s in value.split(",") if s.strip()}
    bad = items - set(STRIPPABLE)
    if bad:
        raise click.BadParameter(f"unknown: {', '.join(sorted(bad))}; choose from {', '.join(STRIPPABLE)}")
    return frozenset(items)


def _use_color(color: str) -> bool:
    if color == "auto":
        return sys.stdout.isatty() and not os.environ.get("NO_COLOR")
    return color == "always"


def _highlight(text: str) -> str:
    from pygments import highlight
    from pygments.formatters import TerminalFormatter

    from ..highlighting import HloLexer
    return highlight(text, HloLexer(stripnl=False, ensurenl=False), TerminalFormatter())


@click.command("fmt")
@click.argument("files", nargs=-1, required=True, type=MODULE_FILE)
@click.option("--check", is_flag=True, help="Exit 1 if any file would change; write nothing.")
@click.option("--diff", "show_diff", is_flag=True, help="Print a unified diff instead of the text.")
@click.option("-i", "--in-place", is_flag=True, help="Rewrite the files.")
@click.option("--strip", callback=_strip_option, default="",
              help="Comma-separated things to leave out: " + ", ".join(STRIPPABLE) + ".")
@click.option("--canonical-names", is_flag=True,
              help="Rename instructions and computations deterministically, so dumps line up.")
@click.option("--color", type=click.Choice(["auto", "always", "never"]), default="auto", show_default=True,
              help="Highlight the printed text (hlotool.highlighting); auto: when stdout is a terminal and NO_COLOR is "
                   "unset.")
def fmt_cmd(files, check, show_diff, in_place, strip, canonical_names, color):
    """Print HLO FILES ('-' for stdin) in canonical form."""
    if in_place and "-" in files:
        click.echo("error: -i cannot rewrite stdin", err=True)
        sys.exit(EXIT_USAGE)
    changed, failed = [], False
    for path in files:
        name, text = read_input(path)
        if in_place and is_from_proto(name):
            raise InputError(f"{name}: a binary HloProto; -i rewrites HLO text only (without -i, fmt prints "
                             "its module as text)")
        module = parse_or_report(name, text)
        if module is None:
            failed = True
            continue
        out = format_module(module, strip=strip, canonical_names=canonical_names)
        if out != text:
            changed.append(name)
        if show_diff:
            sys.stdout.writelines(difflib.unified_diff(
                text.splitlines(True), out.splitlines(True), fromfile=name, tofile=name + " (formatted)"))
        if check:
            if out != text:
                click.echo(f"would reformat {name}", err=True)
        elif in_place:
            if out != text:
                _write_atomic(path, out)
                click.echo(f"reformatted {name}", err=True)
        elif not show_diff:
            sys.stdout.write(_highlight(out) if _use_color(color) else out)
    if check:
        n = len(changed)
        click.echo(f"{n} file{'s' * (n != 1)} would be reformatted, "
                   f"{len(files) - n - (1 if failed else 0)} already formatted" if n else
                   "all files already formatted" if not failed else "", err=True)
        sys.exit(EXIT_FINDINGS if (changed or failed) else 0)
    sys.exit(EXIT_FINDINGS if failed else 0)
