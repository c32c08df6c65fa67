"""``hlotool cost``'s report: the analysis as a JSON-ready dict, and the target a module or dump names."""
from __future__ import annotations

import re
from pathlib import Path

from ..ir.module import Module
from ..platforms import infer_backend
from .analysis import BOUNDS, CostAnalysis, analyze_cost
from .targets import (
    CHIPS,
    DEFAULT_FOR_BACKEND,
    Target,
    dump_target,
    target_from_argument,
    target_from_file_name,
    unknown_dump_target,
)

MODEL_NOTE = ("an estimate from a roofline model (hlotool cost): no kernel was timed; FLOPs at the target's "
              "published peaks, bytes at its memory bandwidth, collectives by a latency-bandwidth model")


def resolve_target(module: Module, path: Path | None, target: str | Target | None) -> tuple[Target, list[str]]:
    """The target to price ``module`` on: ``target`` if given, else what its dump folder or file name says,
    else its backend's default chip (with a warning)."""
    if isinstance(target, Target):
        return target, []
    if target:
        return target_from_argument(target), []
    unknown = None
    if path is not None:
        found = dump_target(path.parent) if path.exists() else None
        if found is None:
            found = target_from_file_name(path.name)
        if found is not None:
            return found, []
        unknown = unknown_dump_target(path.parent) if path.exists() else None
    backend = infer_backend(module, path)
    kind = backend.backend.name if backend is not None else None
    name = DEFAULT_FOR_BACKEND.get(kind or "", "h100")
    why = f"a {kind.upper()} module" if kind else "the module does not say which backend it was compiled for"
    named = unknown or "none in the dump folder"
    return CHIPS[name], [f"no target named (--target) and {named}; {why}: priced on {name} (pass --target)"]


_DEVICES = re.compile(r"computation_devices\s*\{([^}]*)\}")
_IDS = re.compile(r"replica_device_ids:\s*(\d+)")


def device_assignment(path: Path | None, module: Module) -> list[int] | None:
    """Logical device (replica * partitions + partition) -> physical device id, from the dump folder's
    ``execution_options.txt`` where it has a device assignment; None otherwise (the identity)."""
    if path is None or not path.exists():
        return None
    for options in sorted(path.parent.glob("*execution_options.txt")):
        blocks = _DEVICES.findall(options.read_text(errors="replace"))
        if not blocks:
            continue
        per_partition = [[int(x) for x in _IDS.findall(b)] for b in blocks]
        replicas = len(per_partition[0])
        if any(len(p) != replicas for p in per_partition):
            return None
        return [per_partition[p][r] for r in range(replicas) for p in range(len(per_partition))]
    return None


def kernel_json(k) -> dict:
    intensity = k.work.flops / k.bytes_accessed if k.bytes_accessed else None
    row = {"name": k.inst.name, "opcode": _kind(k.inst), "computation": k.computation, "times": k.times,
           "flops": k.work.flops, "transcendentals": k.work.transcendentals, "matrix_flops": k.work.matrix_flops,
           "matrix_type": max(k.work.matrix, key=k.work.matrix.__getitem__) if k.work.matrix else None,
           "bytes_read": k.bytes_read, "bytes_written": k.bytes_written, "bytes_accessed": k.bytes_accessed,
           "intensity": intensity, "time_s": k.time_s, "total_time_s": k.time_s * k.times,
           "compute_s": k.compute_s, "memory_s": k.memory_s, "bound": k.bound, "op_name": k.op_name,
           "counted": k.counted}
    if k.branch:
        row["branch"] = k.branch
    if k.collective is not None:
        row["collective"] = k.collective
    if k.uncounted:
        row["flops_unknown"] = k.uncounted
    return row


def _kind(inst) -> str:
    """The opcode, with a fusion's kind or a custom call's target."""
    if inst.opcode == "fusion":
        return f"fusion({inst.attribute_map.get('kind', '?')})"
    if inst.opcode == "custom-call":
        return f"custom-call({inst.attribute_map.get('custom_call_target', '?')})"
    return inst.opcode


def cost_report(analysis: CostAnalysis, measured_s: float | None = None, extra_warnings=()) -> dict:
    t = analysis.target
    kernels = sorted(analysis.kernels, key=lambda k: -(k.time_s * k.times) if k.counted else 0.0)
    by_type = analysis.matrix_flops_by_type
    report = {
        "model": "roofline",
        "note": MODEL_NOTE,
        "module": analysis.module.name,
        "devices": analysis.grid.size,
        "target": {"name": t.name, "kind": t.kind, "source": t.source, "peak_flops": t.peak_flops,
                   "vector_flops": t.vector_flops, "transcendentals_per_s": t.transcendentals,
                   "memory_bandwidth": t.memory_bandwidth, "launch_s": t.launch_s,
                   "interconnect": t.to_json()["interconnect"], "notes": list(t.notes)},
        "time_s": analysis.time_s,
        "time_split_s": {b: analysis.split.get(b, 0.0) for b in BOUNDS},
        "flops": analysis.flops,
        "transcendentals": analysis.transcendentals,
        "matrix_flops": analysis.matrix_flops,
        "matrix_flops_by_type": by_type,
        "bytes_accessed": analysis.bytes_accessed,
        "flops_static": analysis.static["flops"],
        "transcendentals_static": analysis.static["transcendentals"],
        "bytes_accessed_static": analysis.static["bytes_accessed"],
        "loops": [{"name": lp.name, "computation": lp.computation, "trip_count": lp.trip_count, "how": lp.how,
                   "runs_per_step": lp.times} for lp in analysis.loops],
        "kernels": [kernel_json(k) for k in kernels],
        "by_scope": analysis.by_scope,
        "flops_unknown": [k.inst.name for k in analysis.kernels if k.uncounted],
        "warnings": list(extra_warnings) + analysis.warnings,
    }
    if measured_s is not None:
        report["measured_s"] = measured_s
        report["model_flops_utilization"] = _mfu(analysis, measured_s)
        report["roofline_fraction_of_measured"] = analysis.time_s / measured_s if measured_s else None
    return report


def _mfu(analysis: CostAnalysis, measured_s: float) -> float | None:
    """Matrix FLOPs done per second measured, over the peak for their input types (a mix weighted by FLOPs)."""
    if measured_s <= 0:
        return None
    ideal = sum(v / analysis.target.peak_for(t) for t, v in analysis.matrix_flops_by_type.items())
    return ideal / measured_s if ideal else 0.0


def by_opcode(report: dict) -> list[dict]:
    rows: dict[str, dict] = {}
    for k in report["kernels"]:
        if not k["counted"]:
            continue
        r = rows.setdefault(k["opcode"], {"opcode": k["opcode"], "kernels": 0, "time_s": 0.0, "flops": 0,
                                          "bytes_accessed": 0})
        r["kernels"] += 1
        r["time_s"] += k["total_time_s"]
        r["flops"] += k["flops"] * k["times"]
        r["bytes_accessed"] += k["bytes_accessed"] * k["times"]
    return sorted(rows.values(), key=lambda r: -r["time_s"])


def module_cost(module: Module, target: str | Target | None = None, path: str | Path | None = None,
                measured_s: float | None = None) -> dict:
    """The cost report of ``module`` (see ``cost_report``); ``path``: the file it was read from (its dump
    folder may name the target and the device assignment)."""
    p = Path(path) if path is not None else (Path(module.filename) if module.filename else None)
    chosen, warnings = resolve_target(module, p, target)
    analysis = analyze_cost(module, chosen, device_assignment(p, module))
    return cost_report(analysis, measured_s, warnings)
