"""What ``hlotool run`` reads and writes, whatever ran the module (the interpreter on one device or a
grid, or XLA): inputs from .npz / .npy files, and a run's outputs (a ``hlotool.interp.DeviceRun``)
printed, saved, or stopped at a --break-on hit.

One printer (``print_run``) and one saver (``save_run``) for every kind of run, so the interpreter's
and XLA's outputs look and are named the same. ``run_cmd``, ``run_grid`` and ``run_xla`` import
this module; it imports none of them. ``extract``, ``reduce`` and ``bisect`` read inputs with it.
"""
from __future__ import annotations

import sys
from pathlib import Path

import click
import numpy as np

from .common import InputError


def parse_size(text: str) -> int:
    units = {"": 1, "K": 1 << 10, "M": 1 << 20, "G": 1 << 30, "T": 1 << 40}
    t = text.strip().upper().removesuffix("B").removesuffix("I")
    unit = t[-1] if t and t[-1] in units else ""
    try:
        return int(float(t[:len(t) - len(unit)]) * units[unit])
    except ValueError:
        raise click.BadParameter(f"'{text}' is not a size like 4G, 512M or 1000000") from None


def check_static_memory(module, args_bytes: int, max_memory: int, devices: int = 1) -> None:
    """Refuse, before anything runs, a run whose arguments (``args_bytes``, every device's together) and what
    ``hlotool memory``'s analysis finds the module needs beside them on each of ``devices`` devices exceed
    ``max_memory``: single- and multi-device runs alike. The interpreter still guards each value as it runs."""
    from ..interp.errors import InterpError
    from ..memory_model import over_memory_limit
    reason = over_memory_limit(module, max_memory, args_bytes, devices)
    if reason is not None:
        raise InterpError(reason)


def load_inputs(paths) -> tuple[dict[int, np.ndarray], dict[tuple[int, int], np.ndarray]]:
    """Global inputs by parameter number (``argI`` or the I-th .npy) and per-device inputs by
    (parameter, device) (``argI_devD``)."""
    from ..npz import NpzFormatError, decode_npz, per_device
    if len(paths) == 1:
        snapshot = snapshot_or_none(paths[0])
        if snapshot is not None:
            return dict(enumerate(snapshot.arguments)), {}
    if len(paths) == 1 and paths[0].endswith(".npz"):
        try:
            arrays = decode_npz(paths[0])
        except (OSError, NpzFormatError, ValueError) as e:
            raise InputError(f"{paths[0]}: {e}") from None
        globals_, devices = per_device(arrays, "arg")
        if not globals_ and not devices and arrays:
            raise InputError(f"{paths[0]}: no arrays named arg0, arg1, ... or argI_devD "
                             f"(found {', '.join(sorted(arrays))})")
        return globals_, devices
    out = []
    for p in paths:
        if not p.endswith(".npy"):
            raise InputError(f"{p}: inputs are one .npz (arg0, arg1, ...) or .npy files")
        try:
            out.append(np.load(p, allow_pickle=False))
        except (OSError, ValueError) as e:
            raise InputError(f"{p}: {e}") from None
    return dict(enumerate(out)), {}


def snapshot_or_none(path: str):
    """The HLO snapshot (hlotool.parser.hlo_snapshot) in the file ``path``, gzipped or not, or None where the
    file holds none. A snapshot that does not decode is an InputError."""
    if path == "-" or path.endswith((".npz", ".npy")):
        return None
    from ..errors import HloSyntaxError
    from ..parser.hlo_snapshot import read_snapshot, snapshot_module_bytes
    from ..parser.sources import module_proto_bytes_of
    try:
        data = Path(path).read_bytes()
    except OSError as e:
        raise InputError(f"{path}: cannot read: {e.strerror or e}") from None
    try:
        proto = module_proto_bytes_of(data, path)
        if proto is None or snapshot_module_bytes(proto) is None:
            return None
        return read_snapshot(proto, path)
    except HloSyntaxError as e:
        raise InputError(f"{path}: {e.message}") from None


def check_global_numbering(globals_: dict, devices: dict) -> list:
    """Single-device inputs: arg0..argN without gaps, no per-device arrays."""
    idx = sorted(globals_)
    if idx != list(range(len(idx))):
        raise InputError(f"inputs arg0..arg{len(idx) - 1} expected, found "
                         + ", ".join(f"arg{i}" for i in idx))
    return [globals_[i] for i in idx]


def _is_array(value) -> bool:
    return isinstance(value, (np.ndarray, np.generic))


def print_notes(notes) -> None:
    for note in notes:
        click.echo(f"note: {note}", err=True)


def print_run(result, mode: str) -> None:
    """A run's outputs on stdout (``mode``: summary, full or none), then its notes on stderr.

    On several devices a line says how many first. Each output ``outJ`` is summarised (its values
    too with ``full``); where devices computed different values (or there is no global value) each
    device's ``devD`` follows."""
    from ..interp.hooks import array_stats
    grid = result.grid
    if mode != "none" and grid.size > 1:
        click.echo(f"ran on {grid.size} devices ({grid.replicas} replica(s) x {grid.partitions} partition(s))")
    if mode != "none":
        for j in range(len(result)):
            _print_output(j, result, mode, array_stats)
    print_notes(result.notes)


def _print_output(j, result, mode, array_stats) -> None:
    out = result[j]
    if out is None:
        click.echo(f"out{j}: no global value (devices differ; per device below)")
    elif not _is_array(out):
        click.echo(f"out{j}: token")
        return
    else:
        _print_array(f"out{j}", out, mode, array_stats)
    if out is None or result.differs(j):
        for d, leaves in enumerate(result.per_device):
            _print_array(f"  dev{d}", leaves[j], mode, array_stats)


def _print_array(label, value, mode, array_stats) -> None:
    value = np.asarray(value)          # a kernel's NumPy scalar is a 0-d array
    click.echo(f"{label}: {array_stats(value)}")
    if mode == "full":
        with np.printoptions(threshold=sys.maxsize):
            click.echo(value)


def save_run(path, result, per_device: bool) -> None:
    """A run's outputs to an .npz: ``outJ`` (the global value, where there is one) and, for a run
    per device (``per_device``: on a grid, or on per-device inputs), ``outJ_devD``. Tokens are not
    saved."""
    from ..npz import save_npz
    arrays = {}
    for j, out in enumerate(result):
        if _is_array(out):
            arrays[f"out{j}"] = np.asarray(out)
        if per_device:
            for d, leaves in enumerate(result.per_device):
                if _is_array(leaves[j]):
                    arrays[f"out{j}_dev{d}"] = np.asarray(leaves[j])
    save_npz(path, arrays)


def report_break(hit) -> None:
    """Where --break-on stopped (stderr): the device, the instruction, its source, result and operands."""
    from ..interp.hooks import array_stats, source_of
    from ..interp.values import flatten
    device = getattr(hit, "device", None)
    if device is not None:
        click.echo(f"hlotool run: on device {device}:", err=True)
    inst = hit.inst
    click.echo(f"hlotool run: {hit}", err=True)
    src = source_of(inst)
    if src:
        click.echo(f"  source: {src}", err=True)
    for v in flatten(hit.value):
        click.echo(f"  result: {array_stats(v)}", err=True)
    for op, v in zip(inst.operands, hit.operands, strict=True):
        for leaf in flatten(v):
            click.echo(f"  operand %{op.name}: {array_stats(leaf)}", err=True)
