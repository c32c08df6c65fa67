"""``hlotool parse FILE...``: check syntax, print a summary per file (or the IR as JSON)."""
from __future__ import annotations

import sys

import click

from ..fmt.json import module_to_json
from ..opcodes import OPCODES
from .common import EXIT_FINDINGS, MODULE_FILE, format_option, parse_or_report, read_input, write_json


@click.command("parse")
@click.argument("files", nargs=-1, required=True, type=MODULE_FILE)
@format_option(help="text: a summary line per file; json: the IR (one object per file).", as_json="as_json")
def parse_cmd(files, as_json):
    """Check the syntax of HLO FILES ('-' for stdin) and summarize each."""
    failed = False
    dumps = []
    for path in files:
        name, text = read_input(path)
        module = parse_or_report(name, text)
        if module is None:
            failed = True
            continue
        unknown = sorted({i.opcode for i in module.instructions() if i.opcode not in OPCODES})
        for op in unknown:
            inst = next(i for i in module.instructions() if i.opcode == op)
            click.echo(f"{inst.loc}: warning: unknown opcode '{op}' (not in XLA's opcode table) [H001]",
                       err=True)
        if as_json:
            dumps.append(module_to_json(module))
        else:
            n_comp = len(module.computations)
            n_inst = module.instruction_count
            click.echo(f"{name}: ok, module {module.name}: {n_comp} computation{'s' * (n_comp != 1)}, "
                       f"{n_inst} instruction{'s' * (n_inst != 1)}")
    if as_json:
        write_json(dumps[0] if len(dumps) == 1 and len(files) == 1 else dumps)
    sys.exit(EXIT_FINDINGS if failed else 0)
