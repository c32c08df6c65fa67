"""``hlotool dump DIR``: modules of an --xla_dump_to folder, a module's pass timeline, a pass's diff."""
from __future__ import annotations

import json
import os
import sys

import click
from rich.console import Console
from rich.table import Table

from ..dump import (
    AUTO_DIFF_BYTES,
    DumpCache,
    DumpError,
    LazyProgress,
    execution_snapshot_summary,
    find_module,
    module_timeline,
    only_program,
    pass_diff,
    pass_steps,
    scan_counts,
    scan_dump,
)
from ..structural_diff.render import print_text
from .common import EXIT_USAGE, FOLDER, format_option


def _console() -> Console:
    return Console(highlight=False, no_color=bool(os.environ.get("NO_COLOR")))


@click.command("dump")
@click.argument("folder", type=FOLDER)
@click.option("--module", "module_name", help="Show this module's pass timeline (name, key or number).")
@click.option("--pass", "pass_name",
              help="With --module: show the diff this pass made (PASS, PIPELINE/PASS or step number NNNN).")
@click.option("--diffs/--no-diffs", default=None,
              help="With --module: structural diff of every step against the previous one (default: only "
                   f"when the module's files total at most {AUTO_DIFF_BYTES // 1_000_000} MB; cached).")
@format_option(as_json="as_json")
def dump_cmd(folder, module_name, pass_name, diffs, as_json):
    """Explore a folder written with XLA_FLAGS=--xla_dump_to=FOLDER.

    Instruction counts and content digests are cached per file (size and mtime) under
    $HLOTOOL_CACHE (default ~/.cache/hlotool)."""
    try:
        orphans: list = []
        modules = scan_dump(folder, orphans)
        if pass_name and not module_name:
            module, note = only_program(modules)
            if note:
                click.echo(f"note: {note}", err=True)
            module_name = module.key
        if not module_name:
            cache = DumpCache(folder)
            _list_modules(modules, cache, as_json, orphans, folder)
            cache.save()
            return
        module = find_module(modules, module_name)
        if pass_name:
            before, after, result = pass_diff(module, pass_name, progress=True)
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
        cache = DumpCache(folder)
        if diffs is None:
            diffs = module.size <= AUTO_DIFF_BYTES
        try:
            steps = module_timeline(module, diffs=diffs, cache=cache, progress=True)
        finally:
            cache.save()
        _print_timeline(module, steps, diffs, as_json, folder)
    except DumpError as e:
        click.echo(f"hlotool dump: error: {e}", err=True)
        sys.exit(EXIT_USAGE)


def _list_modules(modules, cache, as_json, orphans, folder):
    snaps = [s for m in modules for s in m.snapshots]
    todo = sum(s.size for s in snaps if cache.file_facts(s) is None)
    with LazyProgress(todo, "counting instructions") as bar:
        facts = scan_counts(snaps, cache, bar)
    rows = []
    for m in modules:
        f = [facts[s.path.name] for s in m.snapshots]
        ok = [x for x in f if not isinstance(x, str)]
        changed = sum(1 for a, b in zip(ok, ok[1:], strict=False)      # each snapshot with the next
                      if a["digest"] != b["digest"])
        rows.append({"module": m.key, "name": m.name, "origin": m.naming.origin, "snapshots": len(m.snapshots),
                     "pass_dumps": m.has_pass_dumps, "bytes": m.size,
                     "instructions_before": ok[0]["instructions"] if ok else None,
                     "instructions_after": ok[-1]["instructions"] if ok else None,
                     "passes": len(dict.fromkeys(s.pass_name for s in m.snapshots if s.pass_name)),
                     "changing_steps": changed, "unreadable": len(f) - len(ok),
                     "hlo_texts": len(m.hlo_texts), "files": len(m.files),
                     "execution_snapshots": [{"file": f.path.relative_to(folder).as_posix(),
                                              **execution_snapshot_summary(f.path)} for f in m.execution_snapshots]})
    if as_json:
        json.dump(rows, sys.stdout, indent=1)
        sys.stdout.write("\n")
        return
    t = Table(title="Modules", title_justify="left", caption="files: HLO snapshots; changed: steps whose "
              "text differs from the step before", caption_justify="left")
    for c, j in (("module", "left"), ("files", "right"), ("per-pass", "left"), ("MB", "right"),
                 ("instructions", "right"), ("changed", "right")):
        t.add_column(c, justify=j, overflow="fold", min_width=None if c == "module" else len(c.split()[0]),
                     no_wrap=c == "instructions")
    for r in rows:
        counts = f"{r['instructions_before']} -> {r['instructions_after']}" if r["instructions_before"] is not None \
            else "-"
        t.add_row(r["module"], str(r["snapshots"]), "yes" if r["pass_dumps"] else "no", _mb(r["bytes"]), counts,
                  str(r["changing_steps"]))
    _console().print(t)
    more = [(m.key, len(m.files) - len(m.hlo_texts), len(m.later_hlo)) for m in modules]
    if any(n or k for _, n, k in more):
        _console().print("other files: " + "; ".join(f"{key}: {k} more HLO text{'s' * (k != 1)}, {n} non-HLO"
                                                     for key, n, k in more) + " (--module M lists them)")
    executed = [e for r in rows for e in r["execution_snapshots"]]
    if executed:
        _console().print(f"HLO snapshots (--xla_dump_hlo_snapshots; hlotool run SNAPSHOT replays one): {len(executed)}",
                         markup=False)
        for e in executed:
            what = (f"error: {e['error']}" if "error" in e else
                    f"({', '.join(e['arguments'])}) -> {e['result']}, platform {e['platform'] or '(not recorded)'}")
            _console().print(f"  {e['file']}: {what}", markup=False, highlight=False)
    if orphans:
        _console().print(f"{len(orphans)} file(s) of no module: "
                         + ", ".join(f"{f.path.relative_to(folder).as_posix()} ({f.kind})" for f in orphans[:8])
                         + (" ..." if len(orphans) > 8 else ""))


def _mb(n: int) -> str:
    return f"{n / 1e6:.1f}" if n < 10e6 else f"{n / 1e6:.0f}"


def _step(snap) -> str:
    """The NNNN of the file name (what --pass accepts); blank for before/after_optimizations."""
    return f"{snap.order - 1:04d}" if snap.pass_name else ""


def _print_timeline(module, steps, diffs, as_json, folder):
    from pathlib import Path
    files = [f.to_json(Path(folder)) for f in module.files]
    if as_json:
        json.dump({"module": module.key, "diffs": diffs, "steps": [s.to_json() for s in steps],
                   "later_hlo": [s.path.name for s in module.later_hlo], "files": files}, sys.stdout, indent=1)
        sys.stdout.write("\n")
        return
    t = Table(title=f"Pass timeline of {module.key}", title_justify="left",
              caption=None if diffs else "changed: '=' same text as the step before; "
                                         "--diffs (or --pass P) for structural diffs", caption_justify="left")
    cols = [("#", "right"), ("pipeline", "left"), ("after pass", "left"), ("MB", "right"),
            ("instructions", "right"), ("delta", "right")]
    cols += [("changed", "right"), ("+ / - / ~", "right")] if diffs else [("changed", "left")]
    for c, j in cols:
        t.add_column(c, justify=j)
    for s in steps:
        snap = s.snapshot
        name = snap.pass_name or snap.label
        if s.error:
            t.add_row(_step(snap), snap.pipeline, name, _mb(snap.size), "-", "", "[red]does not parse[/]"
                      if "cannot read" not in s.error else "[red]unreadable[/]", *([""] if diffs else []))
            continue
        delta = f"{s.delta:+d}" if s.delta else ""
        if diffs:
            d = s.summary
            detail = f"{d['right_only']} / {d['left_only']} / {d['changed']}" if d else ""
            tail = [str(s.changed_instructions) if d else "", detail]
        else:
            tail = ["" if s.identical is None else "=" if s.identical else "yes"]
        t.add_row(_step(snap), snap.pipeline, name, _mb(snap.size), str(s.instructions), delta, *tail)
    _console().print(t)
    other = [f for f, df in zip(files, module.files, strict=True)
             if not df.module_text or df.path in {s.path for s in module.later_hlo}]
    if other:
        ft = Table(title=f"Other files of {module.key}", title_justify="left")
        for c, j in (("file", "left"), ("kind", "left"), ("KB", "right"), ("what", "left")):
            ft.add_column(c, justify=j, overflow="fold")
        for f in other:
            what = "HLO text after the optimized module" if f["kind"] == "hlo" else f["what"]
            ft.add_row(f["file"], f["kind"], f"{f['bytes'] / 1e3:.1f}", what)
        _console().print(ft)
