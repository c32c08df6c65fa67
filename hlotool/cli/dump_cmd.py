"""``hlotool dump DIR``: modules of an --xla_dump_to folder, a module's pass timeline, a pass's diff."""
from __future__ import annotations

import json
import os
import sys

import click
from rich.console import Console
from rich.table import Table

from ..diff.render import print_text
from ..dump import DumpError, find_module, module_timeline, pass_diff, pass_steps, scan_dump
from .common import EXIT_USAGE


def _console() -> Console:
    return Console(highlight=False, no_color=bool(os.environ.get("NO_COLOR")))


@click.command("dump")
@click.argument("folder")
@click.option("--module", "module_name", help="Show this module's pass timeline (name, key or number).")
@click.option("--pass", "pass_name",
              help="With --module: show the diff this pass made (PASS, PIPELINE/PASS or step number NNNN).")
@click.option("--json", "as_json", is_flag=True, help="Print JSON.")
def dump_cmd(folder, module_name, pass_name, as_json):
    """Explore a folder written with XLA_FLAGS=--xla_dump_to=FOLDER."""
    try:
        modules = scan_dump(folder)
        if pass_name and not module_name:
            if len(modules) != 1:
                raise DumpError("--pass needs --module (the dump has several modules)")
            module_name = modules[0].key
        if not module_name:
            _list_modules(modules, as_json)
            return
        module = find_module(modules, module_name)
        if pass_name:
            before, after, result = pass_diff(module, pass_name)
            if as_json:
                out = result.to_json()
                out.update(before=before.path.name, after=after.path.name)
                json.dump(out, sys.stdout, indent=1)
                sys.stdout.write("\n")
            else:
                console = _console()
                console.print(f"[bold]{after.label}[/]: {before.path.name} -> {after.path.name}")
                others = [module.snapshots[k].order - 1 for k in pass_steps(module, pass_name)[1:]]
                if others:
                    console.print(f"(it also ran at steps {', '.join(f'{n:04d}' for n in others)}; "
                                  "pass a step number to see those)")
                print_text(result, console)
            return
        _print_timeline(module, module_timeline(module), as_json)
    except DumpError as e:
        click.echo(f"hlotool dump: error: {e}", err=True)
        sys.exit(EXIT_USAGE)


def _list_modules(modules, as_json):
    rows = [{"module": m.key, "name": m.name, "snapshots": len(m.snapshots),
             "pass_dumps": m.has_pass_dumps} for m in modules]
    if as_json:
        json.dump(rows, sys.stdout, indent=1)
        sys.stdout.write("\n")
        return
    t = Table(title="Modules", title_justify="left")
    for c in ("module", "HLO snapshots", "per-pass dumps"):
        t.add_column(c)
    for r in rows:
        t.add_row(r["module"], str(r["snapshots"]), "yes" if r["pass_dumps"] else "no")
    _console().print(t)


def _step(snap) -> str:
    """The NNNN of the file name (what --pass accepts); blank for before/after_optimizations."""
    return f"{snap.order - 1:04d}" if snap.pass_name else ""


def _print_timeline(module, steps, as_json):
    if as_json:
        json.dump({"module": module.key, "steps": [s.to_json() for s in steps]}, sys.stdout, indent=1)
        sys.stdout.write("\n")
        return
    t = Table(title=f"Pass timeline of {module.key}", title_justify="left")
    for c, j in (("#", "right"), ("pipeline", "left"), ("after pass", "left"), ("instructions", "right"),
                 ("changed", "right"), ("+ / - / ~", "right")):
        t.add_column(c, justify=j)
    for s in steps:
        snap = s.snapshot
        if s.error:
            t.add_row(_step(snap), snap.pipeline, snap.pass_name or snap.label, "-", "-",
                      "[red]does not parse[/]")
            continue
        d = s.summary
        detail = f"{d['right_only']} / {d['left_only']} / {d['changed']}" if d else ""
        t.add_row(_step(snap), snap.pipeline, snap.pass_name or snap.label,
                  str(s.instructions), str(s.changed_instructions) if d else "", detail)
    _console().print(t)
