"""``hlotool lsp``: the language server over stdio, for editors (needs the ``lsp`` extra: pygls)."""
from __future__ import annotations

import os
import sys

import click

from .common import EXIT_USAGE


@click.command("lsp")
@click.option("--stdio", is_flag=True, help="Talk over stdin/stdout (the default; accepted for editors that pass it).")
def lsp_cmd(stdio):
    """Run the HLO language server on stdin/stdout: diagnostics, hover, definitions, references,
    symbols, formatting, rename, folding, semantic tokens and inlay hints."""
    try:
        from ..lsp.server import main
    except ImportError as e:
        click.echo(f"hlotool lsp needs pygls: pip install 'hlotool[lsp]' ({e})", err=True)
        sys.exit(EXIT_USAGE)
    main()
    os._exit(0)       # the client has closed our stdin/stdout: nothing is left to flush
