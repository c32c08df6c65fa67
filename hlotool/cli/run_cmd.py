"""``hlotool run MODULE [INPUTS.npz | A.npy ...]``: interpret a module with NumPy.

Exit codes: 0 ok; 1 outputs differ from XLA beyond tolerance (--compare-with) or --break-on hit;
2 bad usage or inputs (count, shape, dtype, unreadable files) or an evaluation refused/failed.
"""
from __future__ import annotations

import sys
from pathlib import Path

import click
import numpy as np

from .common import (EXIT_FINDINGS, EXIT_USAGE, InputError, no_verify_option, parse_or_report, read_input,
                     verified_or_report)


def parse_size(text: str) -> int:
    units = {"": 1, "K": 1 << 10, "M": 1 << 20, "G": 1 << 30, "T": 1 << 40}
    t = text.strip().upper().removesuffix("B").removesuffix("I")
    unit = t[-1] if t and t[-1] in units else ""
    try:
        return int(float(t[:len(t) - len(unit)]) * units[unit])
    except ValueError:
        raise click.BadParameter(f"'{text}' is not a size like 4G, 512M or 1000000") from None


def load_inputs(paths) -> tuple[dict[int, np.ndarray], dict[tuple[int, int], np.ndarray]]:
    """Global inputs by parameter number (``argI`` or the I-th .npy) and per-device inputs by
    (parameter, device) (``argI_devD``)."""
    from ..npz import NpzFormatError, decode_npz, per_device
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


def _check_global_numbering(globals_: dict, devices: dict) -> list:
    """Single-device inputs: arg0..argN without gaps, no per-device arrays."""
    idx = sorted(globals_)
    if idx != list(range(len(idx))):
        raise InputError(f"inputs arg0..arg{len(idx) - 1} expected, found "
                         + ", ".join(f"arg{i}" for i in idx))
    return [globals_[i] for i in idx]


@click.command("run")
@click.argument("module_path", metavar="MODULE")
@click.argument("inputs", nargs=-1)
@click.option("--random-args", is_flag=True, help="Generate inputs (XLA's fake-data rules).")
@click.option("--seed", type=int, default=0, show_default=True, help="Seed for --random-args.")
@click.option("--zeros", is_flag=True, help="All-zero inputs.")
@click.option("--save", "save_path", metavar="OUT.npz",
              help="Write outputs out0.. (and outJ_devD per device on several devices) to an .npz.")
@click.option("--print", "print_mode", type=click.Choice(["summary", "full", "none"]),
              default="summary", show_default=True, help="How outputs are printed.")
@click.option("--trace", is_flag=True, help="Print every instruction's result statistics.")
@click.option("--break-on", "break_kinds", multiple=True, type=click.Choice(["nan", "inf"]),
              help="Stop at the first instruction producing a NaN/Inf.")
@click.option("--compare-with", type=click.Choice(["xla"]), help="Also run on XLA CPU (needs jax).")
@click.option("--atol", type=float, help="Absolute tolerance for --compare-with.")
@click.option("--rtol", type=float, help="Relative tolerance for --compare-with.")
@click.option("--max-memory", metavar="SIZE",
              help="Refuse a run whose arguments and live values together exceed SIZE (e.g. 4G).")
@click.option("--max-steps", type=int, help="Limit on while-loop iterations.")
@click.option("--replicas", type=int, help="Replicas to simulate (default: the header's replica_count).")
@click.option("--partitions", type=int, help="Partitions to simulate (default: the header's num_partitions).")
@no_verify_option
def run_cmd(module_path, inputs, random_args, seed, zeros, save_path, print_mode, trace,
            break_kinds, compare_with, atol, rtol, max_memory, max_steps, replicas, partitions, no_verify):
    """Run MODULE's entry computation on INPUTS (one .npz with arg0..argN, or .npy files).

    Multi-device modules run on every replica and partition: inputs are global arrays argI (split
    by the parameters' shardings) or per-device arrays argI_devD."""
    from ..interp import InterpError
    from ..interp.engine import EvalContext, Options, _value_bytes, check_args, check_memory_budget
    from ..interp.fake_data import fake_args
    from ..interp.hooks import BreakHit, array_stats, break_on, source_of, tracer
    from ..interp.values import flatten
    from ..interp import kernels  # noqa: F401

    name, text = read_input(module_path)
    module = parse_or_report(name, text)
    if module is None:
        sys.exit(EXIT_USAGE)
    if (random_args or zeros) and inputs:
        raise click.UsageError("give inputs or --random-args/--zeros, not both")
    options = Options()
    if max_memory:
        options.max_memory = parse_size(max_memory)
    from ..interp.multidevice import global_shape, resolve_grid
    try:
        grid = resolve_grid(module, replicas, partitions)
    except InterpError as e:
        click.echo(f"hlotool run: error: {e.reason}", err=True)
        sys.exit(EXIT_USAGE)
    if not verified_or_report(module, text, no_verify, "run", replicas=replicas, partitions=partitions):
        sys.exit(EXIT_FINDINGS)
    if random_args or zeros:
        try:
            # Draw global arrays and shard them, so replicated parameters agree across devices.
            shape_of = global_shape if grid.size > 1 else None
            globals_ = dict(enumerate(fake_args(module, seed=seed, zeros=zeros, max_memory=options.max_memory,
                                                shape_of=shape_of)))
        except InterpError as e:
            click.echo(f"hlotool run: error: {e}", err=True)
            sys.exit(EXIT_USAGE)
        device_inputs = {}
    else:
        globals_, device_inputs = load_inputs(list(inputs))
    if max_steps is not None:
        options.max_steps = max_steps
    hooks = []
    if trace:
        hooks.append(tracer(lambda line: click.echo(line, err=True)))
    if break_kinds:
        hooks.append(break_on(set(break_kinds)))
    if hooks:
        options.on_value = lambda *a: [h(*a) for h in hooks]
    progress = _progress() if sys.stderr.isatty() else None
    if progress is not None:
        options.on_loop = progress.update
    if grid.size == 1 and device_inputs and len(globals_) == len(module.entry.parameters):
        device_inputs = {}       # per-device arrays of the partitioned program; this is its global view
    if grid.size > 1 or device_inputs:
        from .run_devices import run_on_grid
        sys.exit(run_on_grid(module, text, grid, globals_, device_inputs, options, print_mode, save_path,
                             compare_with, atol, rtol, progress))
    args = _check_global_numbering(globals_, device_inputs)
    try:
        values = check_args(module, args)
        check_memory_budget(module, _value_bytes(tuple(values)), 1, options.max_memory)
        ctx = EvalContext(module, options)
        with np.errstate(all="ignore"):
            outs = flatten(ctx.call(module.entry, values))
    except BreakHit as hit:
        _report_break(hit, array_stats, source_of)
        sys.exit(EXIT_FINDINGS)
    except InterpError as e:
        click.echo(f"hlotool run: error: {e}", err=True)
        sys.exit(EXIT_USAGE)
    finally:
        if progress is not None:
            progress.close()
    for i, out in enumerate(outs):
        _print_output(f"out{i}", out, print_mode, array_stats)
    if save_path:
        from ..npz import save_npz
        save_npz(save_path, {f"out{i}": o for i, o in enumerate(outs) if isinstance(o, np.ndarray)})
    if compare_with == "xla":
        sys.exit(_compare_with_xla(text, args, outs, atol, rtol))


def _print_output(label, out, mode, array_stats):
    if mode == "none":
        return
    if not isinstance(out, np.ndarray):
        click.echo(f"{label}: token")
        return
    click.echo(f"{label}: {array_stats(out)}")
    if mode == "full":
        with np.printoptions(threshold=sys.maxsize):
            click.echo(np.asarray(out))


def _report_break(hit, array_stats, source_of):
    inst = hit.inst
    click.echo(f"hlotool run: {hit}", err=True)
    src = source_of(inst)
    if src:
        click.echo(f"  source: {src}", err=True)
    from ..interp.values import flatten
    for v in flatten(hit.value):
        click.echo(f"  result: {array_stats(v)}", err=True)
    for op, v in zip(inst.operands, hit.operands):
        for leaf in flatten(v):
            click.echo(f"  operand %{op.name}: {array_stats(leaf)}", err=True)


class _progress:
    """A live while-loop iteration counter on a TTY (rich), refreshed every 50 iterations."""

    def __init__(self):
        from rich.console import Console
        self.status = Console(stderr=True).status("running")
        self.started = False

    def update(self, inst, iteration):
        if iteration % 50:
            return
        if not self.started:
            self.status.start()
            self.started = True
        self.status.update(f"while %{inst.name}: iteration {iteration}")

    def close(self):
        if self.started:
            self.status.stop()


def _compare_with_xla(text, args, outs, atol, rtol) -> int:
    import importlib.util
    if importlib.util.find_spec("jax") is None:    # not imported here: the oracle sets XLA's device count
        click.echo("hlotool run: --compare-with xla needs jax and jaxlib (pip install jax)", err=True)
        return EXIT_USAGE
    from ..interp.xla_oracle import run_with_xla
    from ..interp.compare import compare_outputs
    try:
        want = run_with_xla(text, args)
    except Exception as e:   # XLA rejected the module: its message says why
        click.echo(f"hlotool run: XLA could not run the module: {str(e).splitlines()[0]}", err=True)
        return EXIT_USAGE
    worst_bad = False
    if len(want) != len(outs):
        click.echo(f"XLA gave {len(want)} outputs, the interpreter {len(outs)}", err=True)
        return EXIT_FINDINGS
    for i, (g, w) in enumerate(zip(outs, want)):
        abs_err, rel_err, ok = compare_outputs(g, w, atol, rtol)
        click.echo(f"out{i}: max abs error {abs_err:.3g}, max rel error {rel_err:.3g}"
                   f"{'' if ok else '  MISMATCH'}")
        worst_bad |= not ok
    return EXIT_FINDINGS if worst_bad else 0
