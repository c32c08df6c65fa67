"""Running one snapshot of a dump on the reference inputs, and comparing its outputs with the
reference run's.

A snapshot that cannot run (it does not parse or verify, its entry takes other arguments, the
interpreter has no kernel for one of its backend custom calls, a kernel fails) is a
``SnapshotSkipped`` with the reason; it never ends the search."""
from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path

import numpy as np

from ..errors import HloError, HloSyntaxError
from ..interp import InterpError, run_module
from ..interp.compare import atol_at_scale, compare
from ..interp.compare import tolerance as _interp_tolerance
from ..interp.device_io import global_shape, resolve_grid
from ..interp.values import flatten, np_dtype
from ..ir.dtypes import hlo_type_of
from ..ir.module import Module
from ..parser import parse_file
from .precision import PathPrecision

# (rtol, atol) per float type. Both runs are hlotool's interpreter on the same inputs, so
# transcendentals and kernels agree bit for bit; what legitimately moves is rounding where passes
# reassociate or rewrite arithmetic (algsimp's x/y -> x*(1/y), dot decomposition, a reduction
# split or fused in another order). For f32 that is a few ulps of the summands; f16/bf16/f8 keep
# ``hlotool run --compare-with``'s tolerances (a pass that moves a rounding step moves a few ulps
# of those). Integers and pred compare exactly; NaN positions and infinities must match.
BISECT_TOL = {"float32": (1e-5, 1e-6), "complex64": (1e-5, 1e-6),
              "float64": (1e-12, 1e-14), "complex128": (1e-12, 1e-14)}


# Per order-dependent sum rounded in the path's narrowest type, in units of that type's unit roundoff
# (2^-8 for bf16): a reordered sum is rounded twice (its partial sums and their total), and partial
# sums can be about twice the total where terms cancel. The errors of successive sums add up along the
# path (to first order, relative to the values' scale), hence one such allowance per sum. Measured on a
# bf16 MLP train step partitioned 2x2 (tests/bisect/test_dump_folders.py): at most 11 units on a path of 5 sums
# (random inputs, 1e6-scale activations), under 0.5 units on real inputs.
ROUNDOFFS_PER_SUM = 4


def tolerance(dtype, rtol: float | None = None, atol: float | None = None,
              path: PathPrecision | None = None) -> tuple[float, float]:
    """(rtol, atol) for outputs of ``dtype``: the given values, else bisect's defaults for the type,
    raised to what the rounding on the output's ``path`` allows (``path_rtol``)."""
    d_rtol, d_atol = BISECT_TOL.get(np.dtype(dtype).name) or _interp_tolerance(dtype)
    if path is not None:
        d_rtol = max(d_rtol, path_rtol(path))
    return (d_rtol if rtol is None else rtol), (d_atol if atol is None else atol)


def path_rtol(path: PathPrecision) -> float:
    """The relative change (to the output's scale) that reordered sums rounding in the narrowest type on
    the path can make: ``ROUNDOFFS_PER_SUM`` unit roundoffs per sum (at least one sum's worth: a pass may
    also reassociate an elementwise chain)."""
    return ROUNDOFFS_PER_SUM * (path.eps / 2) * max(1, path.summations)


def tolerance_reason(rtol: float, path: PathPrecision | None) -> str:
    """Why ``rtol`` is what it is, where the output's path set it."""
    if path is None or path.type is None or path_rtol(path) < rtol:
        return ""
    return f"({path.type} on its path, {path.summations} sum{'s' * (path.summations != 1)} rounded in it)"


class SnapshotSkipped(Exception):
    """A snapshot that cannot be run; ``reason`` says why."""

    def __init__(self, reason: str):
        super().__init__(reason)
        self.reason = reason


@dataclass
class OutputDiff:
    """One output (device ``device``'s where the devices' values differ) beyond tolerance."""
    index: int
    type: str                    # "f32[4,5]" (the reference's)
    detail: str                  # what differs: compare()'s description
    max_abs_error: float = 0.0
    # max abs error over the reference's scale (its largest finite |element|): an error relative to each
    # element means nothing where elements are ~0. None where the reference is all zeros.
    max_rel_error: float | None = 0.0
    device: int | None = None
    scale: float | None = None   # the reference's largest finite |element|
    tolerance: str = ""          # the tolerance compared against, and why

    def to_json(self) -> dict:
        return {"output": self.index, "device": self.device, "type": self.type, "detail": self.detail,
                "max_abs_error": self.max_abs_error, "max_rel_error": self.max_rel_error, "scale": self.scale,
                "tolerance": self.tolerance}


@dataclass
class RunOptions:
    verify: bool = True                # verify each snapshot before running it
    max_memory: int | None = None      # bytes, per run (the interpreter's default: half of RAM)
    max_steps: int | None = None       # while-loop iterations, per run
    rtol: float | None = None          # for float outputs; None: BISECT_TOL per type
    atol: float | None = None

    @property
    def interp(self) -> dict:
        """The interpreter's options (``run_module``'s keywords)."""
        return {k: v for k, v in (("max_memory", self.max_memory), ("max_steps", self.max_steps)) if v is not None}


def load_snapshot(path: Path, options: RunOptions) -> Module:
    try:
        module = parse_file(str(path))
    except HloSyntaxError as e:
        raise SnapshotSkipped(f"does not parse: {e}") from None
    except OSError as e:
        raise SnapshotSkipped(f"cannot read: {e.strerror or e}") from None
    if options.verify:
        from ..verifier import verify
        errors = [d for d in verify(module) if d.severity == "error"]
        if errors:
            first = errors[0]
            more = f" (and {len(errors) - 1} more)" if len(errors) > 1 else ""
            raise SnapshotSkipped(f"verifier error{'s' * (len(errors) > 1)}: {first}{more}")
    return module


def run_snapshot(module: Module, args: list, device_args: dict | None, options: RunOptions,
                 output_sharding=None):
    """Run the entry computation; the arguments are fitted to its signature (``fit_arguments``). A snapshot
    from before the SPMD partitioner (global shapes under sharding annotations) runs once on the global
    arrays; a partitioned one on every device, its outputs assembled by ``output_sharding`` where its ROOT
    has none."""
    try:
        grid = resolve_grid(module)
        global_view = grid.size > 1 and not device_args and is_unpartitioned(module, args)
        fitted = fit_arguments(module, args, grid.size > 1 and not global_view) if args or not device_args else []
        return run_module(module, fitted, device_args=device_args or None, output_sharding=output_sharding,
                          global_view=global_view, **options.interp)
    except InterpError as e:
        raise SnapshotSkipped(f"the interpreter failed: {e}") from None
    except HloError as e:
        raise SnapshotSkipped(str(e)) from None
    except SnapshotSkipped:
        raise
    except Exception as e:  # a bug in hlotool on this snapshot: report it there, go on with the others
        raise SnapshotSkipped(f"internal error: {type(e).__name__}: {e} (please report this with the file)") \
            from None


def is_unpartitioned(module: Module, args: list) -> bool:
    """A multi-device snapshot the SPMD partitioner has not run on yet: its entry is not the partitioner's
    ``*_spmd`` clone and takes the global arrays as they are."""
    if module.entry.name.endswith("_spmd"):
        return False
    try:
        fit_arguments(module, args, False)
    except SnapshotSkipped:
        return False
    return True


# ------------------------------------------------------------------------------------ arguments
def _entry_shapes(module: Module, sharded: bool) -> list:
    """The shapes of the global arrays the entry's parameters take, by parameter number."""
    params = sorted(module.entry.parameters, key=lambda p: p.parameter_number or 0)
    return [global_shape(p) if sharded else p.shape for p in params]


def _value_text(value) -> str:
    if isinstance(value, (tuple, list)):
        return "(" + ", ".join(_value_text(v) for v in value) + ")"
    if not isinstance(value, np.ndarray):
        return "token[]"
    try:
        name = hlo_type_of(value.dtype)
    except KeyError:
        name = value.dtype.name
    return f"{name}[{','.join(map(str, value.shape))}]"


def cast_arguments(module: Module, args: list, sharded: bool = False) -> list:
    """The reference's arguments in its parameters' element types (an .npz of float64 for an f32
    parameter, as ``hlotool run`` takes it); shapes are left for the run to check."""
    shapes = _entry_shapes(module, sharded)
    # strict=False: arguments past the parameters pass as given; a count mismatch is the run's to report
    return [_cast(s, a) for s, a in zip(shapes, args, strict=False)] + list(args[len(shapes):])


def _cast(shape, value):
    if shape.is_tuple and isinstance(value, (tuple, list)):
        # strict=False: a tuple of another length is the run's to report (see cast_arguments)
        return tuple(_cast(s, v) for s, v in zip(shape.tuple_shapes, value, strict=False))
    if shape.is_array and isinstance(value, np.ndarray) and value.dtype != np_dtype(shape.element_type):
        want = np_dtype(shape.element_type)
        have = value.dtype.kind
        # The conversions the interpreter's own argument check makes (engine.check_args).
        same_kind = have == want.kind or (have in "fc" and want.kind == "V") or \
            (have in "iub" and want.kind in "iub") or have == "f"
        return value.astype(want) if same_kind else value
    return value


def _fits(shape, value) -> bool:
    if shape.is_tuple:
        return isinstance(value, (tuple, list)) and len(value) == len(shape.tuple_shapes) and \
            all(_fits(s, v) for s, v in zip(shape.tuple_shapes, value, strict=True))
    if not shape.is_array:
        return not isinstance(value, (np.ndarray, tuple, list))
    return isinstance(value, np.ndarray) and tuple(value.shape) == tuple(shape.dims) and \
        value.dtype == np_dtype(shape.element_type)


def _regroup(shape, leaves):
    if shape.is_tuple:
        return tuple(_regroup(s, leaves) for s in shape.tuple_shapes)
    return next(leaves)


def fit_arguments(module: Module, args: list, sharded: bool = False) -> list:
    """``args`` (the reference's arguments, by parameter number) for this snapshot's entry.

    The interpreter's values are logical arrays, so a parameter whose layout changed takes the
    same array. A pass that tuple-izes or flattens the parameters keeps the leaves in order: where
    the leaves agree in type and dimensions, they are regrouped. Anything else is another
    signature, and the snapshot is skipped with both signatures."""
    shapes = _entry_shapes(module, sharded)
    if len(shapes) == len(args) and all(_fits(s, a) for s, a in zip(shapes, args, strict=True)):
        return list(args)
    leaves = flatten(list(args), (tuple, list))
    shape_leaves = [leaf for s in shapes for leaf in s.leaves()]
    if len(leaves) == len(shape_leaves) and all(_fits(s, v) for s, v in zip(shape_leaves, leaves, strict=True)):
        it = iter(leaves)
        return [_regroup(s, it) for s in shapes]
    want = "(" + ", ".join(s.to_text(layout=False) for s in shapes) + ")"
    raise SnapshotSkipped(f"incompatible entry signature: it takes {want}, the reference's inputs are "
                          f"{_value_text(list(args))}")


# ------------------------------------------------------------------------------------ comparing
def compare_runs(reference, run, rtol: float | None = None, atol: float | None = None,
                 paths: list[PathPrecision] | None = None) -> list[OutputDiff]:
    """The outputs of ``run`` (a DeviceRun) that differ from ``reference``'s beyond tolerance; ``paths``
    (one per output, ``precision.output_precisions`` of the reference) widen each output's tolerance to
    the rounding on its path. Where a run has no global value for an output (its devices differ),
    devices are compared."""
    if len(run) != len(reference):
        return [OutputDiff(-1, "", f"{len(run)} outputs instead of {len(reference)}")]
    out = []
    for j, (want, got) in enumerate(zip(reference, run, strict=True)):
        if want is not None and got is not None:
            d = _compare_leaf(j, want, got, rtol, atol, paths[j] if paths else None)
            if d is not None:
                out.append(d)
            continue
        if len(reference.per_device) != len(run.per_device):
            raise SnapshotSkipped(f"output {j} has no global value (its devices differ) and the snapshot "
                                  f"runs on {len(run.per_device)} devices, the reference on "
                                  f"{len(reference.per_device)}: nothing to compare")
        for dev, (ref_leaves, run_leaves) in enumerate(zip(reference.per_device, run.per_device, strict=True)):
            d = _compare_leaf(j, ref_leaves[j], run_leaves[j], rtol, atol, paths[j] if paths else None)
            if d is not None:
                d.device = dev
                out.append(d)
                break
    return out


def _compare_leaf(j, want, got, rtol, atol, path: PathPrecision | None = None) -> OutputDiff | None:
    if not isinstance(want, np.ndarray) or not isinstance(got, np.ndarray):
        if isinstance(want, np.ndarray) != isinstance(got, np.ndarray):
            return OutputDiff(j, _value_text(want), f"{_value_text(got)} instead of {_value_text(want)}")
        return None                                  # tokens
    r, a = tolerance(want.dtype, rtol, atol, path)
    if atol is None:
        a = atol_at_scale(want, r, a)
    detail = compare(got, want, r, a)
    if detail is None:
        return None
    wide = np.complex128 if want.dtype.kind == "c" else np.float64
    g, w = got.astype(wide), want.astype(wide)
    both = np.isfinite(g) & np.isfinite(w)
    abs_err = float(np.abs(g[both] - w[both]).max()) if both.any() else 0.0
    scale = _scale(want)
    why = tolerance_reason(r, path)
    return OutputDiff(j, _value_text(want), detail + (f" {why}" if why else ""), abs_err,
                      abs_err / scale if scale else None, scale=scale,
                      tolerance=f"rtol={r:.3g} atol={a:.3g} {why}".strip())


def _scale(want: np.ndarray) -> float | None:
    """The largest finite |element| of a float output (None where it has none)."""
    w = np.abs(want.astype(np.complex128 if want.dtype.kind == "c" else np.float64))
    w = w[np.isfinite(w)]
    return float(w.max()) if w.size else None
