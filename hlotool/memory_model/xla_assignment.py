"""XLA's own buffer assignment of a module, from the protos a dump holds: the ``buffer_assignment`` of an
optimized ``HloProto`` (``--xla_dump_hlo_as_proto``: the ``.hlo.pb`` file, or the one beside the ``.txt``) and
the ``*-memory-usage-report.pb`` file. What XLA decided, not an estimate: every value's allocation, offset and
size, each allocation's size and kind, the totals per memory space (color), and the peak of each heap
simulation (its events replayed: the bytes live at once, before fragmentation).
"""
from __future__ import annotations

from pathlib import Path

# HeapSimulatorTrace.Event.Kind
_ALLOC, _FREE, _SHARE_WITH = 0, 1, 2


def xla_assignment_beside(path: Path) -> tuple[dict | None, dict | None, list[str]]:
    """(XLA's buffer assignment, XLA's memory-usage report) for the module file ``path``: from the file itself
    where it is an optimized HloProto, else from the ``.hlo.pb`` beside its ``.txt``; the report from the
    ``-memory-usage-report.pb`` beside it. None where there is none; what cannot be read is a warning."""
    from ..parser.hlo_proto_schema import ProtoDecodeError, parse_message
    warnings: list[str] = []
    stem = path.name[:-len(".txt")] if path.name.endswith(".txt") else path.name
    for suffix in (".hlo.pb.gz", ".hlo.pb"):
        stem = stem[:-len(suffix)] if stem.endswith(suffix) else stem
    assignment = None
    for candidate in (path, path.with_name(stem + ".hlo.pb"), path.with_name(stem + ".hlo.pb.gz")):
        if not candidate.is_file():
            continue
        try:
            data = candidate.read_bytes()
        except OSError:
            continue
        assignment, more = xla_assignment_of(data, str(path) if candidate == path else candidate.name)
        warnings.extend(more)
        if assignment is not None or more:
            break
    report = None
    report_path = path.with_name(stem + "-memory-usage-report.pb")
    if report_path.is_file():
        try:
            report = _usage_report(parse_message(report_path.read_bytes(), "MemoryUsageReportProto"))
            report["file"] = report_path.name
        except OSError as e:
            warnings.append(f"{report_path.name}: cannot read ({e.strerror or e})")
        except ProtoDecodeError as e:
            warnings.append(f"{report_path.name}: not a memory-usage report ({e}); not shown")
    return assignment, report, warnings


def xla_assignment_of(data: bytes, name: str) -> tuple[dict | None, list[str]]:
    """(XLA's buffer assignment in the file bytes ``data``, named ``name``: an optimized HloProto, gzipped or
    not; None where they hold none, warnings)."""
    from ..errors import HloSyntaxError
    from ..parser.hlo_proto_ir import buffer_assignment_bytes, instruction_names_by_id
    from ..parser.hlo_proto_schema import ProtoDecodeError, parse_message
    from ..parser.sources import module_proto_bytes_of
    try:
        proto = module_proto_bytes_of(data, name)
    except HloSyntaxError:
        return None, []
    raw = buffer_assignment_bytes(proto) if proto is not None else None
    if raw is None or proto is None:
        return None, []
    try:
        assignment = _assignment(parse_message(raw, "BufferAssignmentProto"), instruction_names_by_id(proto))
    except (ProtoDecodeError, HloSyntaxError) as e:
        return None, [f"{name}: XLA's buffer assignment does not decode ({e}); not shown"]
    assignment["file"] = name
    return assignment, []


def _kind(a) -> str:
    if a.is_entry_computation_parameter:
        return f"parameter {a.parameter_number}" + (f" {{{','.join(map(str, a.parameter_shape_index))}}}"
                                                    if a.parameter_shape_index else "")
    if a.is_constant:
        return "constant"
    if a.is_thread_local:
        return "thread-local"
    if a.maybe_live_out:
        return "output"
    return "temporary"


def _assignment(ba, names: dict[int, str]) -> dict:
    buffers = {b.id: b for b in ba.logical_buffers}

    def value(buffer_id: int) -> dict:
        b = buffers.get(buffer_id)
        if b is None:
            return {"buffer": buffer_id, "instruction": None, "shape_index": []}
        at = b.defined_at
        return {"buffer": buffer_id, "instruction": names.get(at.instruction_id, at.instruction_name or None),
                "shape_index": list(at.shape_index)}

    allocations = []
    totals: dict[str, int] = {}
    for a in ba.buffer_allocations:
        totals[str(a.color)] = totals.get(str(a.color), 0) + a.size
        allocations.append({"index": a.index, "size": a.size, "color": a.color, "kind": _kind(a),
                            "values": sorted(({**value(v.logical_buffer_id), "offset": v.offset, "size": v.size}
                                              for v in a.assigned), key=lambda v: (v["offset"], -v["size"]))})
    heaps = []
    for trace in ba.heap_simulator_traces:
        live = peak = 0
        for event in trace.events:
            if event.kind == _ALLOC:
                live += buffers[event.buffer_id].size if event.buffer_id in buffers else 0
                peak = max(peak, live)
            elif event.kind == _FREE:
                live -= buffers[event.buffer_id].size if event.buffer_id in buffers else 0
        heaps.append({"allocation": trace.buffer_allocation_index, "whole_module": trace.whole_module_simulation,
                      "events": len(trace.events), "peak_bytes": peak})
    return {"allocations": allocations, "total_by_color": totals, "heap_simulations": heaps,
            "values": sum(len(a["values"]) for a in allocations)}


def _usage_report(report) -> dict:
    spaces = []
    for space in report.memory_space_allocation_entries:
        color = space.memory_space_color if space.HasField("memory_space_color") else None
        spaces.append({"color": color, "total_bytes": space.total_bytes,
                       "allocations": [{"index": e.index, "size": e.size, "cumulative_size": e.cumulative_size,
                                        "defined_by": list(e.defining_positions)} for e in space.allocation_entries]})
    return {"memory_spaces": spaces}
