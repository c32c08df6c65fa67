"""``hlotool stats MODULE``: counts, fusions, collectives, bytes, FLOPs, largest tensors, loops."""
from __future__ import annotations

import os
import sys
from functools import partial

import click

from ..diagnostics import human_bytes
from ..module_stats import module_stats
from .common import (
    EXIT_FINDINGS,
    EXIT_USAGE,
    MODULE_FILE,
    format_option,
    no_verify_option,
    parse_or_report,
    read_input,
    verified_or_report,
    write_json,
)
from .plain_table import first_rows, table_text

# Sizes in stats: one decimal, up to GiB.
_size = partial(human_bytes, largest="GiB")
# The rows a text table shows of the lists that grow with the module (computations, collectives, loops);
# its last row says how many it leaves out (--format json gives them all).
ROWS_SHOWN = 25


def _flops_text(f: dict) -> str:
    loops = "; loops multiplied by their trip counts" if f["loops_multiplied"] else ""
    return f"{f['total']:,} FLOPs ({f['matrix']:,} in dots, convolutions and library calls{loops})"


def stats_text(s: dict, bold: bool = False) -> str:
    """The text output: a summary line, then the tables (plain_table: drawn as rich draws them, at the cost of
    their text)."""
    on, off = ("\x1b[1m", "\x1b[0m") if bold else ("", "")
    out = [f"{on}{s['module']}{off}: {s['computations']} computations, "
           f"{s['instructions']} instructions, {_flops_text(s['flops'])}, "
           f"parameters {_size(s['bytes']['parameters'])}, output "
           f"{_size(s['bytes']['output'])}, constants {_size(s['bytes']['constants'])}, peak memory "
           f"{_size(s['bytes']['peak_bytes'])} (hlotool memory)"]
    spaces = s["bytes"]["defined_by_memory_space"]
    if set(spaces) - {"0"}:
        out.append("defined per memory space: " + ", ".join(
            f"{'default' if k == '0' else 'S(' + k + ')'} {_size(v)}" for k, v in spaces.items()))

    def table(title, columns, rows):
        out.append(table_text(title, columns, rows, bold))

    table("Instructions by opcode", ["opcode", "count"], s["by_opcode"].items())
    by_computation = sorted(s["by_computation"].items(), key=lambda kv: -kv[1])
    table("Instructions by computation", ["computation", "count"],
          first_rows(by_computation, ROWS_SHOWN, "computations (--format json lists all)", 2,
                     str(sum(n for _, n in by_computation[ROWS_SHOWN:]))))
    if s["fusions"]["count"]:
        table("Fusions by kind", ["kind", "count"], s["fusions"]["by_kind"].items())
        table("Largest fusions", ["fusion", "kind", "fused instructions", "shape"],
              [(f["name"], f["kind"], f["fused_instructions"], f["shape"]) for f in s["fusions"]["largest"]])
    if s["custom_call_targets"]:
        table("Custom-call targets", ["target", "count"], s["custom_call_targets"].items())
    if s["collectives"]:
        collectives = s["collectives"]
        table("Collectives", ["instruction", "opcode", "replica groups", "bytes"],
              first_rows([(c["name"], c["opcode"], c["replica_groups"] or str(c["source_target_pairs"]), c["bytes"])
                          for c in collectives], ROWS_SHOWN, "collectives (--format json lists all)", 4))
    if s["flops"]["by_opcode"]:
        table("Matrix FLOPs", ["opcode", "FLOPs"], [(k, f"{v:,}") for k, v in s["flops"]["by_opcode"].items()])
    table("Largest tensors", ["instruction", "opcode", "shape", "bytes"],
          [(t["name"], t["opcode"], t["shape"], t["bytes"]) for t in s["largest_tensors"]])
    if s["while_loops"]:
        table("While loops", ["while", "computation", "known trip count"],
              first_rows([(w["name"], w["computation"], w["known_trip_count"] if w["known_trip_count"] is not None
                           else "unknown") for w in s["while_loops"]], ROWS_SHOWN,
                         "loops (--format json lists all)", 3))
    return "\n".join(out)


@click.command("stats")
@click.argument("module", type=MODULE_FILE)
@format_option(help="text: tables; json: the statistics as JSON.", as_json="as_json")
@no_verify_option
def stats_cmd(module, as_json, no_verify):
    """Statistics of the HLO MODULE ('-' for stdin)."""
    name, text = read_input(module)
    parsed = parse_or_report(name, text)
    if parsed is None:
        sys.exit(EXIT_USAGE)
    if not verified_or_report(parsed, text, no_verify, "stats"):
        sys.exit(EXIT_FINDINGS)
    s = module_stats(parsed)
    if as_json:
        write_json(s)
    else:
        click.echo(stats_text(s, bold=sys.stdout.isatty() and not os.environ.get("NO_COLOR")))
