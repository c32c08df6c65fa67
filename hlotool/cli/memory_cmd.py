"""``hlotool memory MODULE|DUMP_FOLDER``: where the device memory goes, beside XLA's own figures."""
from __future__ import annotations

import sys
from functools import partial
from pathlib import Path

import click

from ..diagnostics import human_bytes
from .common import EXIT_USAGE, FILE_OR_FOLDER, InputError, format_option, parse_or_report, read_input, write_json

BARS = " ▁▂▃▄▅▆▇█"


@click.command("memory")
@click.argument("path", metavar="MODULE|DUMP_FOLDER", type=FILE_OR_FOLDER)
@click.option("--module", "module_name", help="In a dump folder: the module (name, module_NNNN.NAME or number); "
                                              "its after_optimizations text is read.")
@click.option("--top", type=click.IntRange(min=1), default=10, show_default=True, help="Buffers to list.")
@click.option("--at", "at", metavar="INSTRUCTION", help="Also list what is live when this entry instruction runs.")
@format_option()
def memory_cmd(path, module_name, top, at, fmt):
    """Peak device memory per memory space and where in program order it is, the arguments, outputs,
    constants and temporaries, the buffers live at the peak (physical sizes: tiles and padding count), a
    memory-over-program-order chart, and XLA's own totals where the dump folder has its reports."""
    from ..memory_model import memory_report
    file = _module_file(path, module_name)
    read: list[bytes] = []
    name, text = read_input(str(file), read)
    module = parse_or_report(name, text)
    if module is None:
        sys.exit(EXIT_USAGE)
    try:
        report = memory_report(module, file if file != Path("-") else None, top=top, at=at,
                               proto=read[0] if file == Path("-") else None)
    except KeyError:
        raise InputError(f"--at {at}: no instruction of that name in the entry computation {module.entry.name}") \
            from None
    for w in report["warnings"]:
        click.echo(f"hlotool memory: warning: {w}", err=True)
    if fmt == "json":
        write_json(report)
        return
    _print_report(report)


def _module_file(path: str, module_name: str | None) -> Path:
    """The module to analyse: PATH itself, or in a dump folder the chosen module's optimized text (its last
    snapshot where it has none: a StableHLO module's)."""
    p = Path(path)
    if path == "-" or not p.is_dir():
        if module_name:
            raise click.UsageError("--module goes with a dump folder")
        return p
    from ..dump import DumpError, find_module, scan_dump
    try:
        modules = scan_dump(p)
        if module_name:
            mod = find_module(modules, module_name)
        else:
            # The compiled module, else the only one (a StableHLO file's: jax's JAX_DUMP_IR_TO, a .mlir).
            candidates = [m for m in modules if m.stage("after_optimizations") is not None] or modules
            if len(candidates) != 1:
                names = ", ".join(m.key for m in candidates)
                raise DumpError(f"{path} holds {len(candidates)} modules; pick one with --module ({names})")
            mod = candidates[0]
    except DumpError as e:
        raise InputError(str(e)) from None
    snap = mod.stage("after_optimizations") or (mod.snapshots[-1] if mod.snapshots else None)
    if snap is None:
        raise InputError(f"{mod.key}: no HLO text")
    return snap.path


# The memory report gives sizes with two decimals.
_size = partial(human_bytes, digits=2)


def _space(key: str) -> str:
    return "the default memory space" if key == "0" else f"memory space S({key})"


def _print_report(r: dict) -> None:
    from rich.console import Console
    from rich.table import Table
    console = Console(highlight=False)
    where = r["peak_at"]
    per = " per device" if r["per_device"] else ""
    backend = f" ({r['backend'].upper()})" if r["backend"] else ""
    console.print(f"[bold]{r['module']}[/]{backend}: peak {_size(r['peak_bytes'])}{per} in the default memory "
                  f"space, at %{where['instruction']} ({where['opcode']}), position {where['position']} of "
                  f"{where['of']}")
    sub = r["subtotals"]
    console.print("  arguments " + _size(sub["arguments"]) + ", outputs " + _size(sub["outputs"]) + ", constants "
                  + _size(sub["constants"]) + ", thread-local " + _size(sub["thread_local"])
                  + ", temporaries at the peak " + _size(sub["temporaries_at_peak"]))
    for key, s in r["by_memory_space"].items():
        if key != "0":
            console.print(f"  {_space(key)}: peak {_size(s['peak_bytes'])} at %{s['at']['instruction']}")
    if r["xla_total_bytes"] is not None:
        others = ", ".join(f"{k} {_size(v)}" for k, v in r["xla"].get("total_by_space", {}).items()
                           if "(color=0)" not in k)
        console.print(f"  XLA's memory-usage report: Total bytes {_size(r['xla_total_bytes'])}"
                      + (f" (and {others})" if others else "") + f"; {r['difference']}")
    if "xla_buffer_assignment" in r:
        _xla_assignment(console, Table, r["xla_buffer_assignment"])
    curve = [v for _, v in r["curve"]]
    if curve and max(curve):
        top = max(curve)
        width = min(len(curve), 100)
        step = len(curve) / width
        cells = [max(curve[int(i * step):max(int((i + 1) * step), int(i * step) + 1)]) for i in range(width)]
        line = "".join(BARS[min(len(BARS) - 1, round(c / top * (len(BARS) - 1)))] for c in cells)
        console.print(f"Memory over program order (default space, {_size(top)} at the top):")
        console.print("  " + line)
    if "at" in r:
        a = r["at"]
        console.print(f"At %{a['instruction']} (position {a['position']}): {_size(a['live_bytes'])} live in "
                      f"{a['live_buffers']} buffers" + (f", {_size(a['nested_bytes'])} of them inside what it calls"
                                                        if a["nested_bytes"] else ""))
        _buffers(console, Table, a["live"], f"Live at %{a['instruction']}")
    _buffers(console, Table, r["live_at_peak"],
             f"Live at the peak ({r['live_buffers_at_peak']} buffers, largest first)")


def _xla_assignment(console, Table, ba: dict) -> None:
    """XLA's own allocation of every value (the buffer assignment of the .hlo.pb), after hlotool's estimate."""
    totals = ", ".join(f"{_space(c)} {_size(v)}" for c, v in ba["total_by_color"].items())
    heaps = "; ".join(f"allocation {h['allocation']}: {_size(h['peak_bytes'])}" for h in ba["heap_simulations"])
    console.print(f"XLA's own buffer assignment (from {ba['file']}, not hlotool's estimate above): "
                  f"{len(ba['allocations'])} allocations, {ba['values']} values; allocated {totals}"
                  + (f"; peak of its heap simulation{'s' * (len(ba['heap_simulations']) > 1)} {heaps}"
                     if heaps else ""), soft_wrap=True)     # (not wrapped: it names a file)
    t = Table(title="XLA's allocations (largest first) and the values it placed in them", title_justify="left")
    for c in ("allocation", "kind", "size", "values (offset: instruction {shape index} size)"):
        t.add_column(c, justify="right" if c in ("allocation", "size") else "left", overflow="fold")
    for a in sorted(ba["allocations"], key=lambda a: -a["size"])[:10]:
        values = ", ".join(f"{v['offset']}: %{v['instruction'] or v['buffer']}"
                           + (f" {{{','.join(map(str, v['shape_index']))}}}" if v["shape_index"] else "")
                           + f" {_size(v['size'])}" for v in a["values"][:6])
        more = len(a["values"]) - 6
        t.add_row(str(a["index"]), a["kind"], _size(a["size"]), values + (f" (+{more} more)" if more > 0 else ""))
    console.print(t)


def _buffers(console, Table, rows, title):
    t = Table(title=title, title_justify="left", title_style="bold")
    for c, j in (("buffer", "left"), ("bytes", "right"), ("shape", "left"), ("role", "left"), ("op_name", "left"),
                 ("source", "left")):
        t.add_column(c, justify=j, overflow="fold")
    for b in rows:
        space = f" S({b['memory_space']})" if b["memory_space"] else ""
        t.add_row(b["name"], _size(b["bytes"]) + space, b["shape"], b["role"], b["op_name"], b["source"])
    console.print(t)
