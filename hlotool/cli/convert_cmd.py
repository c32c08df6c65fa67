"""``hlotool convert IN [-o OUT] [--to stablehlo|hlo]``: a module (HLO text, a binary HloProto, StableHLO text)
printed as StableHLO text (hlotool.fmt.stablehlo: the pretty form jax prints) or as HLO text (hlotool.fmt)."""
from __future__ import annotations

import sys

import click

from ..fmt import format_module
from ..fmt.stablehlo import StableHloPrintError, format_stablehlo
from .common import EXIT_FINDINGS, EXIT_USAGE, MODULE_FILE, parse_or_report, read_input

# Output language -> how a module prints in it.
PRINTERS = {"stablehlo": format_stablehlo, "hlo": format_module}


@click.command("convert")
@click.argument("source", type=MODULE_FILE)
@click.option("-o", "--output", type=click.Path(dir_okay=False, allow_dash=True), default="-",
              help="Where to write the result ('-', the default: stdout).")
@click.option("--to", "language", type=click.Choice(sorted(PRINTERS)), default="stablehlo", show_default=True,
              help="stablehlo: MLIR text as jax prints it; hlo: HLO text as fmt prints it.")
@click.option("--as-written", is_flag=True,
              help="StableHLO input: every op as written, without the folds and rewrites of MLIR's canonicaliser "
                   "that XLA's translation runs first (XLA's translation without its canonicaliser): what convert "
                   "--to stablehlo printed reads back as the module it came from.")
def convert_cmd(source, output, language, as_written):
    """Convert SOURCE ('-' for stdin: HLO text, .hlo.pb, or StableHLO .mlir text) to StableHLO or HLO text."""
    name, text = read_input(source, canonicalize=not as_written)
    module = parse_or_report(name, text)
    if module is None:
        sys.exit(EXIT_FINDINGS)
    try:
        out = PRINTERS[language](module)
    except StableHloPrintError as e:
        click.echo(f"{name}: error: {e}", err=True)
        sys.exit(EXIT_FINDINGS)
    if output == "-":
        sys.stdout.write(out)
        return
    try:
        with open(output, "w", encoding="utf-8") as f:
            f.write(out)
    except OSError as e:
        click.echo(f"error: cannot write {output}: {e.strerror or e}", err=True)
        sys.exit(EXIT_USAGE)
