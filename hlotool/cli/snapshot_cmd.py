"""``hlotool snapshot SNAPSHOT.pb``: what an HLO snapshot (``--xla_dump_hlo_snapshots``) holds: the module's name,
the platform, its arguments' and result's shapes and statistics; ``--save-args`` / ``--save-result`` write the
arrays to .npz files as ``hlotool run`` reads and writes them (arg0.., out0..).

Exit codes: 0 ok; 2 a file that is no snapshot, or does not decode.
"""
from __future__ import annotations

import sys

import click

from .common import EXIT_USAGE, OUTPUT_FILE, InputError, format_option, write_json


@click.command("snapshot")
@click.argument("path", metavar="SNAPSHOT", type=click.Path(dir_okay=False))
@click.option("--save-args", "args_path", metavar="A.npz", type=OUTPUT_FILE,
              help="Write the recorded arguments as arg0, arg1, ... (hlotool run's inputs).")
@click.option("--save-result", "result_path", metavar="R.npz", type=OUTPUT_FILE,
              help="Write the recorded result as out0, out1, ... (one per array of the result).")
@format_option()
def snapshot_cmd(path, args_path, result_path, fmt):
    """Show what the HLO snapshot SNAPSHOT holds (module, platform, arguments, result)."""
    from ..interp.hooks import array_stats
    from ..interp.values import flatten
    from ..npz import save_npz
    from .run_io import snapshot_or_none
    snapshot = snapshot_or_none(path)
    if snapshot is None:
        raise InputError(f"{path}: not an HLO snapshot (what --xla_dump_hlo_snapshots writes: "
                         "module_N.NAME.snapshot.K.pb)")
    arguments = {f"arg{i}": a for i, a in enumerate(snapshot.arguments)}
    outputs = {f"out{j}": a for j, a in enumerate(flatten(snapshot.result))} if snapshot.result_shape else {}
    try:
        if args_path:
            save_npz(args_path, _arrays(arguments))
        if result_path:
            save_npz(result_path, _arrays(outputs))
    except OSError as e:
        click.echo(f"hlotool snapshot: error: cannot write: {e}", err=True)
        sys.exit(EXIT_USAGE)

    def described(values: dict, shapes) -> list[dict]:
        out = []
        for (name, value), shape in zip(values.items(), shapes, strict=True):
            stats = array_stats(value) if not isinstance(value, tuple) else None
            row = {"name": name, "shape": shape.to_text(False)}
            if stats is not None and stats.min is not None:
                row.update(min=stats.min, max=stats.max, mean=stats.mean, nan=stats.nan, inf=stats.inf)
            out.append(row)
        return out

    result_shapes = _leaf_shapes(snapshot.result_shape) if snapshot.result_shape else []
    report = {"file": path, "module": snapshot.module.name, "platform": snapshot.platform,
              "arguments": described(arguments, snapshot.argument_shapes),
              "result": described(outputs, result_shapes)}
    if fmt == "json":
        write_json(report)
        return
    click.echo(f"{path}: module {report['module']}, platform {report['platform'] or '(not recorded)'}")
    for title, rows in (("arguments", report["arguments"]), ("result", report["result"])):
        click.echo(f"{title}: {len(rows)}" if rows else f"{title}: none")
        for row in rows:
            stats = (f"  min={row['min']:.6g} max={row['max']:.6g} mean={row['mean']:.6g} nan={row['nan']} "
                     f"inf={row['inf']}" if "min" in row else "")
            click.echo(f"  {row['name']}: {row['shape']}{stats}")


def _arrays(values: dict) -> dict:
    """The arrays of ``values`` (a tuple-shaped argument is not an .npz array)."""
    skipped = [name for name, v in values.items() if isinstance(v, tuple)]
    if skipped:
        click.echo(f"note: {', '.join(skipped)} are tuples: not written (an .npz holds arrays)", err=True)
    return {name: v for name, v in values.items() if not isinstance(v, tuple)}


def _leaf_shapes(shape) -> list:
    return [leaf for part in shape.tuple_shapes for leaf in _leaf_shapes(part)] if shape.is_tuple else [shape]
