"""XLA's buffer-assignment and memory-usage reports (``*-buffer-assignment.txt``,
``*-memory-usage-report.txt``, written for CPU, GPU and TPU alike) as plain data.

A line that fits none of the known forms is counted in ``unparsed`` (and kept), never an error: the
reports are XLA's debugging output and gain lines between versions."""
from __future__ import annotations

import re
from collections.abc import Callable
from dataclasses import dataclass, field

_ALLOCATION = re.compile(r"^allocation (\d+): size (\d+)(?:, (.*?))?:?$")
# "<72 param.1{1} (phi) @0>": a loop-carried value is marked (phi).
_VALUE = re.compile(r"^ value: <(\d+) (\S+?)(\{[\d,]*\})?(?: \(phi\))? @(\d+)> \(size=(\d+),offset=(\d+)\): (.*)$")
_PARAMETER = re.compile(r"(?:^|, )parameter (\d+)")
_COLOR = re.compile(r"(?:^|, )color (\d+)")
_ROLES = ("thread-local", "preallocated-temp", "maybe-live-out", "constant", "output")
_SPACE = re.compile(r"^Memory Space: (.*?) \(color=(\d+)\)$")
_TOTAL = re.compile(r"^Total bytes: (\d+)")


@dataclass
class BufferValue:
    """One HLO value an allocation holds: the instruction (and tuple index) that defines it, where in the
    allocation it lies, and its shape with layout."""
    id: int
    instruction: str
    shape_index: str           # "{}" or "{0,1}" as written; "" where the report leaves it out
    size: int
    offset: int
    shape: str

    def to_json(self) -> dict:
        return {"id": self.id, "instruction": self.instruction, "shape_index": self.shape_index,
                "size": self.size, "offset": self.offset, "shape": self.shape}


@dataclass
class Allocation:
    index: int
    size: int
    roles: list[str]           # parameter N, output, maybe-live-out, thread-local, preallocated-temp, constant
    color: int = 0             # the memory space (S(n))
    parameter: int | None = None
    values: list[BufferValue] = field(default_factory=list)

    def to_json(self) -> dict:
        return {"index": self.index, "size": self.size, "roles": self.roles, "color": self.color,
                "parameter": self.parameter, "values": [v.to_json() for v in self.values]}


@dataclass
class BufferAssignment:
    allocations: list[Allocation]
    unparsed: int = 0          # lines of no known form (e.g. sections newer XLA adds)

    def total_by_color(self) -> dict[int, int]:
        out: dict[int, int] = {}
        for a in self.allocations:       # (thread-local ones included, as XLA's "Total bytes" counts them)
            out[a.color] = out.get(a.color, 0) + a.size
        return out

    def to_json(self) -> dict:
        return {"allocations": [a.to_json() for a in self.allocations], "unparsed": self.unparsed,
                "total_by_color": {str(k): v for k, v in sorted(self.total_by_color().items())}}


def parse_buffer_assignment(text: str) -> BufferAssignment:
    out = BufferAssignment([])
    current: Allocation | None = None
    for line in text.splitlines():
        if not line.strip() or line.startswith("BufferAssignment:"):
            continue
        m = _ALLOCATION.match(line)
        if m:
            rest = m.group(3) or ""
            roles = [r for r in _ROLES if r in rest]
            p = _PARAMETER.search(rest)
            if p:
                roles.insert(0, f"parameter {p.group(1)}")
            c = _COLOR.search(rest)
            current = Allocation(int(m.group(1)), int(m.group(2)), roles, int(c.group(1)) if c else 0,
                                 int(p.group(1)) if p else None)
            out.allocations.append(current)
            continue
        v = _VALUE.match(line)
        if v and current is not None:
            current.values.append(BufferValue(int(v.group(1)), v.group(2), v.group(3) or "", int(v.group(5)),
                                              int(v.group(6)), v.group(7)))
            continue
        out.unparsed += 1
        current = None if not line.startswith(" ") else current
    return out


@dataclass
class MemoryUsageReport:
    total_by_space: dict[str, int]     # "default (color=0)" -> XLA's "Total bytes"
    unparsed: int = 0

    def to_json(self) -> dict:
        return {"total_by_space": self.total_by_space, "unparsed": self.unparsed}


def parse_memory_usage_report(text: str) -> MemoryUsageReport:
    """The "Total bytes" of each memory space (the tables below each total are kept as text)."""
    out = MemoryUsageReport({})
    space = None
    for line in text.splitlines():
        m = _SPACE.match(line.strip())
        if m:
            space = f"{m.group(1)} (color={m.group(2)})"
            continue
        t = _TOTAL.match(line.strip())
        if t and space is not None:
            out.total_by_space[space] = int(t.group(1))
            space = None
    if not out.total_by_space:
        out.unparsed = len(text.splitlines())
    return out


# The parsed form of a file kind, for the kinds hlotool reads (``hlotool.dump.FILE_KINDS``).
REPORT_PARSERS: dict[str, Callable[[str], BufferAssignment | MemoryUsageReport]] = {
    "buffer_assignment": parse_buffer_assignment,
    "memory_usage_report": parse_memory_usage_report,
}
