"""``hlotool stats MODULE``: counts, fusions, collectives, bytes, FLOPs, largest tensors, loops."""
from __future__ import annotations

import os
import sys
from functools import partial
from typing import TYPE_CHECKING

import click

if TYPE_CHECKING:     # rich is imported for the tables only: --json does without it
    from rich.console import Console
    from rich.table import Table

from ..diagnostics import human_bytes
from ..stats import module_stats
from .common import (EXIT_FINDINGS, EXIT_USAGE, MODULE_FILE, format_option, no_verify_option, parse_or_report,
                     read_input, verified_or_report, write_json)

# Sizes in stats: one decimal, up to GiB.
_size = partial(human_bytes, largest="GiB")


def _table(title: str, columns, rows) -> "Table":
    from rich.table import Table
    t = Table(title=title, title_justify="left", title_style="bold")
    for i, c in enumerate(columns):
        t.add_column(c, justify="right" if i else "left")
    for r in rows:
        t.add_row(*[str(x) for x in r])
    return t


def _flops_text(f: dict) -> str:
    loops = "; loops multiplied by their trip counts" if f["loops_multiplied"] else ""
    return f"{f['total']:,} FLOPs ({f['matrix']:,} in dots, convolutions and library calls{loops})"


def print_stats(s: dict, console: "Console") -> None:
    console.print(f"[bold]{s['module']}[/]: {s['computations']} computations, "
                  f"{s['instructions']} instructions, {_flops_text(s['flops'])}, "
                  f"parameters {_size(s['bytes']['parameters'])}, output "
                  f"{_size(s['bytes']['output'])}, constants {_size(s['bytes']['constants'])}, peak memory "
                  f"{_size(s['bytes']['peak_bytes'])} (hlotool memory)")
    spaces = s["bytes"]["defined_by_memory_space"]
    if set(spaces) - {"0"}:
        console.print("defined per memory space: " + ", ".join(
            f"{'default' if k == '0' else 'S(' + k + ')'} {_size(v)}" for k, v in spaces.items()))
    console.print(_table("Instructions by opcode", ["opcode", "count"], s["by_opcode"].items()))
    console.print(_table("Instructions by computation", ["computation", "count"],
                         sorted(s["by_computation"].items(), key=lambda kv: -kv[1])))
    if s["fusions"]["count"]:
        console.print(_table("Fusions by kind", ["kind", "count"], s["fusions"]["by_kind"].items()))
        console.print(_table("Largest fusions", ["fusion", "kind", "fused instructions", "shape"],
                             [(f["name"], f["kind"], f["fused_instructions"], f["shape"])
                              for f in s["fusions"]["largest"]]))
    if s["custom_call_targets"]:
        console.print(_table("Custom-call targets", ["target", "count"], s["custom_call_targets"].items()))
    if s["collectives"]:
        console.print(_table("Collectives", ["instruction", "opcode", "replica groups", "bytes"],
                             [(c["name"], c["opcode"], c["replica_groups"] or
                               str(c["source_target_pairs"]), c["bytes"]) for c in s["collectives"]]))
    if s["flops"]["by_opcode"]:
        console.print(_table("Matrix FLOPs", ["opcode", "FLOPs"],
                             [(k, f"{v:,}") for k, v in s["flops"]["by_opcode"].items()]))
    console.print(_table("Largest tensors", ["instruction", "opcode", "shape", "bytes"],
                         [(t["name"], t["opcode"], t["shape"], t["bytes"]) for t in s["largest_tensors"]]))
    if s["while_loops"]:
        console.print(_table("While loops", ["while", "computation", "known trip count"],
                             [(w["name"], w["computation"], w["known_trip_count"] if
                               w["known_trip_count"] is not None else "unknown") for w in s["while_loops"]]))


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
        from rich.console import Console
        print_stats(s, Console(highlight=False, no_color=bool(os.environ.get("NO_COLOR"))))
