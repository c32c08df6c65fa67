"""``hlotool cost MODULE|DUMP_FOLDER``: why a step is slow, from the dump alone: a roofline of every kernel and
collective, and a step estimate. A model, not a measurement; every output says so."""
from __future__ import annotations

import re
import sys
from pathlib import Path
from typing import Literal

import click

from ..diagnostics import human_bytes
from .common import EXIT_USAGE, InputError, parse_or_report, read_input, write_json

_DURATION = re.compile(r"^\s*([0-9]*\.?[0-9]+(?:e[-+]?\d+)?)\s*(s|ms|us|µs|ns)?\s*$", re.I)
Justify = Literal["left", "right"]
_UNIT = {"s": 1.0, "ms": 1e-3, "us": 1e-6, "µs": 1e-6, "ns": 1e-9}


def parse_duration(value: str | None) -> float | None:
    if value is None:
        return None
    m = _DURATION.match(value)
    if m is None:
        raise click.BadParameter(f"{value!r}: expected a duration such as 12.3ms, 850us or 0.5s",
                                 param_hint="--measured")
    return float(m.group(1)) * _UNIT[(m.group(2) or "s").lower()]


@click.command("cost")
@click.argument("path", metavar="MODULE|DUMP_FOLDER", type=click.Path(exists=True, allow_dash=True))
@click.option("--module", "module_name", help="In a dump folder: the module (name, module_NNNN.NAME or number); "
                                              "its after_optimizations text is read.")
@click.option("--target", metavar="NAME|FILE", help="The chip to price it on (a100, h100, h200, b200, tpu-v4, "
              "tpu-v5e, tpu-v5p, tpu-v6e, cpu), a gpu_target_config.pbtxt or a JSON target; default: what the dump "
              "folder names, else the module's backend's usual chip.")
@click.option("--top", type=click.IntRange(min=1), default=15, show_default=True, help="Rows to list.")
@click.option("--by", "group", type=click.Choice(["kernel", "scope", "opcode"]), default="kernel", show_default=True,
              help="List kernels, op_name scopes (jit(f)/layer_3/attn/...) or opcodes by estimated time.")
@click.option("--measured", metavar="DURATION", help="The step's measured time (12.3ms): adds the model FLOP "
                                                     "utilisation and how far the measurement is from the roofline.")
@click.option("--format", "fmt", type=click.Choice(["text", "json"]), default="text", show_default=True)
@click.option("--json", "fmt", flag_value="json", hidden=True)
def cost_cmd(path, module_name, target, top, group, measured, fmt):
    """Estimated time of every kernel and collective at the target's roofline (FLOPs at its peak per input type,
    bytes at its memory bandwidth, collectives over its links), what bounds each, and the step estimate walking
    the scheduled module with async overlap. Loops multiplied by their trip counts. An estimate, not a
    measurement."""
    from ..cost_model import TargetError
    from ..cost_model.report import module_cost
    from ..cost_model.targets import target_from_argument
    from .memory_cmd import _module_file as optimized_module_file
    measured_s = parse_duration(measured)
    try:         # a bad --target is a usage error before any parsing
        target = target_from_argument(target) if target else None
    except TargetError as e:
        raise InputError(f"--target: {e}") from None
    file = optimized_module_file(path, module_name)
    name, text = read_input(str(file))
    module = parse_or_report(name, text)
    if module is None:
        sys.exit(EXIT_USAGE)
    try:
        report = module_cost(module, target, file if file != Path("-") else None, measured_s)
    except TargetError as e:
        raise InputError(f"--target: {e}") from None
    for w in report["warnings"]:
        click.echo(f"hlotool cost: warning: {w}", err=True)
    if fmt == "json":
        write_json(report)
        return
    _print_report(report, top, group)


def _seconds(s: float) -> str:
    for unit, scale in (("s", 1.0), ("ms", 1e-3), ("us", 1e-6)):
        if s >= scale:
            return f"{s / scale:.3g} {unit}"
    return f"{s * 1e9:.3g} ns"


def _count(n: float) -> str:
    for unit, scale in (("P", 1e15), ("T", 1e12), ("G", 1e9), ("M", 1e6), ("k", 1e3)):
        if abs(n) >= scale:
            return f"{n / scale:.3g}{unit}"
    return f"{n:.0f}"


def _print_report(r: dict, top: int, group: str) -> None:
    from rich.console import Console
    from rich.table import Table
    # A report read in a file or a pipe keeps its rows whole (a terminal's width wraps them).
    console = Console(highlight=False, width=None if sys.stdout.isatty() else 220)
    console.print("[bold]An estimate[/] from a roofline model: no kernel was timed (hlotool cost).")
    t = r["target"]
    per = f", per device of {r['devices']}" if r["devices"] > 1 else ""
    console.print(f"[bold]{r['module']}[/] on {t['name']} ({t['source']}){per}")
    for note in t["notes"]:
        console.print(f"  target: {note}")
    split = ", ".join(f"{b} {_seconds(v)}" for b, v in r["time_split_s"].items() if v)
    console.print(f"  step ~ {_seconds(r['time_s'])}" + (f": {split}" if split else ""))
    types = ", ".join(f"{k} {_count(v)}" for k, v in sorted(r["matrix_flops_by_type"].items(), key=lambda kv: -kv[1]))
    console.print(f"  FLOPs {_count(r['flops'])} (matrix {_count(r['matrix_flops'])}" + (f": {types}" if types else "")
                  + f"), transcendentals {_count(r['transcendentals'])}, bytes {human_bytes(r['bytes_accessed'])}"
                  + (", loops multiplied" if r["loops"] else ""))
    if r["flops"] != r["flops_static"]:
        console.print(f"  each instruction once (XLA's cost_analysis convention): FLOPs {_count(r['flops_static'])}")
    for lp in r["loops"]:
        trips = lp["trip_count"] if lp["trip_count"] is not None else "?"
        console.print(f"  while %{lp['name']} ({lp['computation']}): {trips} trips ({lp['how']})")
    if "measured_s" in r:
        mfu = r["model_flops_utilization"]
        console.print(f"  measured {_seconds(r['measured_s'])}: model FLOP utilisation "
                      + (f"{100 * mfu:.1f}%" if mfu is not None else "n/a")
                      + f"; the roofline estimate is {100 * r['roofline_fraction_of_measured']:.0f}% of it")
    if group == "scope":
        _scope_table(console, Table, r, top)
    elif group == "opcode":
        from ..cost_model.report import by_opcode
        table = Table(title="By opcode (estimated time, all runs)", title_justify="left", title_style="bold")
        columns: tuple[tuple[str, Justify], ...] = (("opcode", "left"), ("kernels", "right"), ("time", "right"),
                                                     ("share", "right"), ("FLOPs", "right"), ("bytes", "right"))
        for c, j in columns:
            table.add_column(c, justify=j, overflow="fold")
        for row in by_opcode(r)[:top]:
            table.add_row(row["opcode"], str(row["kernels"]), _seconds(row["time_s"]), _share(row["time_s"], r),
                          _count(row["flops"]), human_bytes(row["bytes_accessed"]))
        console.print(table)
    else:
        _kernel_table(console, Table, r, top)


def _share(seconds: float, r: dict) -> str:
    total = sum(k["total_time_s"] for k in r["kernels"] if k["counted"])
    return f"{100 * seconds / total:.1f}%" if total else "-"


def _kernel_table(console, Table, r: dict, top: int) -> None:
    table = Table(title=f"Top kernels by estimated time (of {len(r['kernels'])})", title_justify="left",
                  title_style="bold")
    for c, j in (("kernel", "left"), ("opcode", "left"), ("runs", "right"), ("time", "right"), ("share", "right"),
                 ("bound", "left"), ("FLOPs", "right"), ("bytes", "right"), ("FLOP/B", "right"),
                 ("op_name", "left")):
        table.add_column(c, justify=j, overflow="ellipsis", no_wrap=c != "op_name")
    for k in r["kernels"][:top]:
        bound = k["bound"] + ("" if k["counted"] else " (branch not counted)")
        if k.get("collective"):
            c = k["collective"]
            bound += f" ({c['algorithm']} x{c['group_size']}, {c['links']})"
        intensity = f"{k['intensity']:.3g}" if k["intensity"] is not None else "-"
        table.add_row(k["name"], k["opcode"], str(k["times"]), _seconds(k["total_time_s"]),
                      _share(k["total_time_s"], r), bound, _count(k["flops"] * k["times"]),
                      human_bytes(k["bytes_accessed"] * k["times"]), intensity, k["op_name"])
    console.print(table)


def _scope_table(console, Table, r: dict, top: int) -> None:
    total = sum(k["total_time_s"] for k in r["kernels"] if k["counted"]) or 1.0
    table = Table(title="By op_name scope (estimated time, all runs)", title_justify="left", title_style="bold")
    for c, j in (("scope", "left"), ("time", "right"), ("share", "right"), ("FLOPs", "right"), ("bytes", "right"),
                 ("kernels", "right")):
        table.add_column(c, justify=j, overflow="fold")
    rows = [s for s in r["by_scope"] if s["time_s"] >= 0.01 * total]
    # the dearest scopes at the most levels that fit in ``top`` rows, shown as a tree in path order
    keep = {s["scope"] for s in sorted(rows, key=lambda s: -s["time_s"])[:top]}
    for s in rows:
        if s["scope"] in keep:
            name = s["scope"].rsplit("/", 1)[-1] if s["depth"] else s["scope"]
            table.add_row("  " * s["depth"] + name, _seconds(s["time_s"]), f"{100 * s['time_s'] / total:.1f}%",
                          _count(s["flops"]), human_bytes(s["bytes_accessed"]), str(s["kernels"]))
    console.print(table)
