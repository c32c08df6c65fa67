"""``hlotool verify FILE...``: structure, shapes and layouts, as XLA's verifier checks them."""
from __future__ import annotations

import sys

import click

from ..diagnostics import (
    Diagnostic,
    diagnostics_github,
    diagnostics_json,
    diagnostics_sarif,
    render_diagnostics_text,
    stderr_console,
)
from ..errors import HloSyntaxError
from .common import EXIT_FINDINGS, MODULE_FILE, format_option, parse_frozen, read_input

FORMATS = ("text", "json", "github", "sarif")


@click.command("verify")
@click.argument("files", nargs=-1, required=True, type=MODULE_FILE)
@format_option(FORMATS,
               help="text (with source lines), json, github (workflow annotations) or sarif (2.1.0).")
@click.option("--allow-mixed-precision", is_flag=True,
              help="Accept operands whose floating-point precisions differ, as XLA's flag of that name.")
@click.option("--layout-sensitive", is_flag=True,
              help="Also require layouts to fit where XLA's layout-sensitive verifier does.")
@click.option("--replicas", type=click.IntRange(min=1), default=None, metavar="N",
              help="Check replica groups and source_target_pairs against N replicas (instead of the "
                   "header's replica_count).")
@click.option("--partitions", type=click.IntRange(min=1), default=None, metavar="M",
              help="Check them against M partitions (instead of the header's num_partitions).")
@click.option("--backend", type=click.Choice(["auto", "cpu", "gpu", "tpu"]), default="auto", show_default=True,
              help="Verify as this backend's pipeline does (GPU and TPU allow mixed precision); auto: from the "
                   "file name, its folder, tiled layouts, backend_config keys and custom-call targets.")
def verify_cmd(files, fmt, allow_mixed_precision, layout_sensitive, replicas, partitions, backend):
    """Verify HLO FILES ('-' for stdin). Exit 0 clean, 1 findings, 2 usage or IO error."""
    from .. import __version__
    from ..platforms import infer_backend
    from ..verifier import CODES, verify
    all_diags: list[Diagnostic] = []
    texts = {}
    for path in files:
        name, text = read_input(path)
        texts[name] = text
        try:
            module = parse_frozen(text, name)
        except HloSyntaxError as e:
            from ..ir.module import SourceLoc
            all_diags.append(Diagnostic("H000", "error", e.message, SourceLoc(name, e.line, e.column)))
            continue
        diags = verify(module, allow_mixed_precision=allow_mixed_precision, layout_sensitive=layout_sensitive,
                       replicas=replicas, partitions=partitions, backend=backend)
        all_diags.extend(diags)
        if fmt == "text" and not diags:
            found = infer_backend(module) if backend == "auto" else None
            as_ = (f" as {found.backend.name.upper()} (from {found.reason})" if found is not None
                   else f" as {backend.upper()}" if backend != "auto" else "")
            click.echo(f"{name}: ok, {module.instruction_count} instructions verified{as_}")
    if fmt == "text":
        if all_diags:        # (rich is imported only to print something: a clean verify in CI pays nothing for it)
            render_diagnostics_text(all_diags, stderr_console(), source_text=texts.get("<stdin>"))
            errors = sum(d.severity == "error" for d in all_diags)
            click.echo(f"{errors} error{'s' * (errors != 1)}, {len(all_diags) - errors} warning"
                       f"{'s' * (len(all_diags) - errors != 1)}", err=True)
    elif fmt == "json":
        click.echo(diagnostics_json(all_diags))
    elif fmt == "github":
        if all_diags:
            click.echo(diagnostics_github(all_diags))
    else:
        click.echo(diagnostics_sarif(all_diags, {**CODES, "H000": "syntax error"}, __version__))
    sys.exit(EXIT_FINDINGS if any(d.severity == "error" for d in all_diags) else 0)
