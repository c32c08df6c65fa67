"""The memory report of one module: hlotool's estimate (``analysis``) beside XLA's own figures from the dump
folder (``*-memory-usage-report.txt``, ``*-buffer-assignment.txt``) and XLA's own allocation of every value
where a proto holds it (``xla_assignment``: an optimized ``.hlo.pb``, ``*-memory-usage-report.pb``), as
JSON-ready data."""
from __future__ import annotations

from pathlib import Path

from ..custom_calls import custom_call_target
from ..ir.module import Module
from ..platforms import infer_backend
from .analysis import MemoryAnalysis, analyze_memory
from .buffers import _CONTROL_FLOW_CALLERS, _calls, _is_async_start


def _library_call(inst) -> bool:
    """A call into a backend library whose scratch (workspace) XLA allocates beside its declared outputs: a
    custom call whose target's record says it has one (cuBLAS, cuDNN, ...)."""
    if inst.opcode != "custom-call":
        return False
    record = custom_call_target(str(inst.attribute_map.get("custom_call_target", "")))
    return record is not None and record.workspace


CURVE_POINTS = 400          # the memory-over-program-order curve, downsampled to at most this many points


def xla_reports_beside(path: str | Path | None) -> tuple[dict, list[str]]:
    """XLA's figures for the module file ``path`` from the files next to it: ({"total_by_space": ...,
    "total_by_color": ..., "allocations": n}, warnings). A report that does not parse is a warning."""
    out: dict = {}
    warnings: list[str] = []
    if path is None:
        return out, warnings
    path = Path(path)
    stem = path.name[:-len(".txt")] if path.name.endswith(".txt") else path.name
    report = path.with_name(stem + "-memory-usage-report.txt")
    assignment = path.with_name(stem + "-buffer-assignment.txt")
    if report.is_file() or assignment.is_file():
        # (imported here: a module without XLA's reports beside it never needs their parsers)
        from .xla_reports import parse_buffer_assignment, parse_memory_usage_report
    if report.is_file():
        try:
            parsed = parse_memory_usage_report(report.read_text(errors="replace"))
            if parsed.total_by_space:
                out["total_by_space"] = parsed.total_by_space
                out["report_file"] = report.name
            else:
                warnings.append(f"{report.name}: no 'Total bytes' line found; XLA's total is not shown")
        except OSError as e:
            warnings.append(f"{report.name}: cannot read ({e.strerror or e})")
    if assignment.is_file():
        try:
            ba = parse_buffer_assignment(assignment.read_text(errors="replace"))
            out["total_by_color"] = {str(k): v for k, v in sorted(ba.total_by_color().items())}
            out["allocations"] = len(ba.allocations)
            out["assignment_file"] = assignment.name
            if ba.unparsed:
                warnings.append(f"{assignment.name}: {ba.unparsed} line(s) of no known form were skipped")
        except OSError as e:
            warnings.append(f"{assignment.name}: cannot read ({e.strerror or e})")
    return out, warnings


def memory_report(module: Module, path: str | Path | None = None, top: int = 10, at: str | None = None,
                  analysis: MemoryAnalysis | None = None, proto: bytes | None = None) -> dict:
    """Peak per memory space, where it is, the subtotals, the buffers live at the peak (or at instruction
    ``at``), the curve over program order, and XLA's own totals where the folder has them (and its buffer
    assignment where ``path`` or the read bytes ``proto``, an optimized HloProto, hold it)."""
    analysis = analysis if analysis is not None else analyze_memory(module)
    xla, warnings = xla_reports_beside(path if path is not None else getattr(module, "filename", None))
    found = infer_backend(module, path)
    spaces = {}
    for space in analysis.spaces:
        peak, where = analysis.peak(space)
        spaces[str(space)] = {"peak_bytes": peak, "at": _where(analysis, where), "subtotals": analysis.subtotals(space)}
    peak, where = analysis.peak(0)
    live = analysis.live_at(where, 0)
    partitions = module.attrs.get("num_partitions")
    replicas = module.attrs.get("replica_count")
    devices = (partitions if isinstance(partitions, int) else 1) * (replicas if isinstance(replicas, int) else 1)
    xla_total = _xla_default_total(xla)
    assignment, usage = _xla_assignment(path if path is not None else getattr(module, "filename", None), warnings,
                                        proto)
    if xla_total is None and usage is not None:      # the report as a proto only
        xla_total = next((s["total_bytes"] for s in usage["memory_spaces"] if s["color"] in (0, None)), None)
    out = {
        "module": module.name,
        "backend": found.backend.name if found is not None else None,
        "per_device": devices > 1,
        "peak_bytes": peak,
        "peak_at": _where(analysis, where),
        "subtotals": analysis.subtotals(0),
        "by_memory_space": spaces,
        "xla_total_bytes": xla_total,
        "xla": xla,
        "difference": _difference(peak, xla_total, analysis),
        "live_at_peak": [b.to_json(module) for b in live[:top]],
        "live_buffers_at_peak": len(live),
        "curve": _downsample(analysis.live_bytes(0)),
        "warnings": warnings,
    }
    if assignment is not None:      # what XLA itself allocated, beside the estimate above
        out["xla_buffer_assignment"] = assignment
    if usage is not None:
        out["xla_memory_usage_report"] = usage
    if at is not None:
        position = analysis.position_of(at)
        there = analysis.live_at(position)
        out["at"] = dict(_where(analysis, position), live_bytes=sum(b.bytes for b in there) + analysis.nested[position],
                         nested_bytes=analysis.nested[position], live_buffers=len(there),
                         live=[b.to_json(module) for b in there[:top]])
    return out


def _xla_assignment(path, warnings: list[str], proto: bytes | None) -> tuple[dict | None, dict | None]:
    """XLA's buffer assignment and memory-usage report protos for the module file ``path`` (xla_assignment), or
    of the module's bytes ``proto`` (read from stdin)."""
    from .xla_assignment import xla_assignment_beside, xla_assignment_of
    if proto is not None:
        assignment, more = xla_assignment_of(proto, "<stdin>")
        warnings.extend(more)
        return assignment, None
    if path is None or str(path) == "-":
        return None, None
    assignment, usage, more = xla_assignment_beside(Path(path))
    warnings.extend(more)
    return assignment, usage


def _where(analysis: MemoryAnalysis, position: int) -> dict:
    if not analysis.order:
        return {"position": 0, "instruction": None, "of": 0}
    inst = analysis.order[position]
    return {"position": position, "instruction": inst.name, "opcode": inst.opcode, "of": len(analysis.order)}


def _xla_default_total(xla: dict) -> int | None:
    for key, value in xla.get("total_by_space", {}).items():
        if key.endswith("(color=0)"):
            return value
    return None


def _difference(peak: int, xla_total: int | None, analysis: MemoryAnalysis) -> str | None:
    """Why hlotool's estimate and XLA's total differ, in words (None without XLA's figure): what the estimate
    models, and what XLA does that it does not."""
    if xla_total is None:
        return None
    if not xla_total:
        return "XLA's total is 0"
    ratio = peak / xla_total
    sub = analysis.subtotals(0)
    rules = analysis.rules
    modelled = (f"modelled: the heap packed by XLA's best-fit placement ({sub['heap']:,} B, of which "
                f"{sub['heap_gaps']:,} B alignment and gaps at its {rules.alignment} B alignment), "
                f"{sub['reusing_outputs']} temporaries reusing outputs' allocations")
    why = []
    if abs(ratio - 1) <= 0.01:
        pass
    elif ratio < 1:
        if any(c.called_computations and _calls(c, _CONTROL_FLOW_CALLERS) for c in analysis.order):
            why.append("loops and conditionals: XLA's whole-module heap places each value of a called computation "
                       "among the caller's, hlotool packs a called computation's heap as one block while it runs")
        if any(_is_async_start(c) for c in analysis.order):
            why.append("async operations: XLA keeps all their buffers live from start to done")
        if any(_library_call(c) for c in analysis.order):
            why.append("library calls: XLA allocates their scratch (workspaces) beside their declared outputs")
        if not why:
            why.append("XLA's heap orders equal-sized temporaries by its own value ids and live ranges, which can "
                       "leave gaps hlotool's packing does not")
    else:
        why.append("XLA reuses more bytes than hlotool models: its heap simulator shares an operand's bytes with "
                   "results hlotool does not, and lets temporaries take other allocations (donated parameters) "
                   "before its heap")
    off = f"{abs(peak - xla_total):,} B ({100 * (ratio - 1):+.2f}%)"
    head = (f"hlotool's estimate is {off} {'below' if ratio < 1 else 'above'} XLA's total" if peak != xla_total
            else "hlotool's estimate is XLA's total")
    return head + (": " + "; ".join(why) if why else "") + f" ({modelled})"


def _downsample(curve: list[int]) -> list[list[int]]:
    """[[position, bytes], ...]: each point the maximum over its stretch, so the peak is never lost."""
    if len(curve) <= CURVE_POINTS:
        return [[k, v] for k, v in enumerate(curve)]
    step = len(curve) / CURVE_POINTS
    out = []
    for i in range(CURVE_POINTS):
        lo, hi = int(i * step), max(int((i + 1) * step), int(i * step) + 1)
        k = max(range(lo, min(hi, len(curve))), key=lambda t: curve[t])
        out.append([k, curve[k]])
    return out
