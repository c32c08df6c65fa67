"""XLA's buffer-assignment and memory-usage reports of real CPU, GPU and TPU dumps, read as data: every line
has a known form, and the allocations of the buffer assignment add up, per memory space, to the "Total bytes"
of XLA's own memory-usage report."""
from pathlib import Path

import pytest

from hlotool.memory_model.xla_reports import parse_buffer_assignment, parse_memory_usage_report
from support.paths import ROOT
from support.xla_dumps import make_dump

ACCEL = ROOT / "tests" / "accel" / "dumps"
REPORTS = sorted(ACCEL.rglob("*-buffer-assignment.txt"))


def _check(assignment_file: Path):
    ba = parse_buffer_assignment(assignment_file.read_text())
    assert ba.unparsed == 0 and ba.allocations
    for a in ba.allocations:
        assert a.values and all(v.offset + v.size <= a.size for v in a.values)
    report = assignment_file.with_name(assignment_file.name.replace("-buffer-assignment.txt", "-memory-usage-report.txt"))
    totals = parse_memory_usage_report(report.read_text()).total_by_space
    assert {int(k.split("color=")[1].rstrip(")")): v for k, v in totals.items()} == ba.total_by_color()


@pytest.mark.parametrize("path", REPORTS, ids=[f"{p.parent.parent.name}/{p.parent.name}" for p in REPORTS])
def test_gpu_and_tpu_buffer_assignments_add_up_to_xlas_totals(path):
    _check(path)


@pytest.mark.xla
def test_a_cpu_buffer_assignment_adds_up(tmp_path):
    folder = make_dump(tmp_path / "dump", per_pass=False)
    files = sorted(Path(folder).glob("*-buffer-assignment.txt"))
    assert files
    for f in files:
        _check(f)


def test_loop_carried_values_and_unknown_lines():
    ba = parse_buffer_assignment("BufferAssignment:\nallocation 0: size 256, color 1, preallocated-temp:\n"
                                 " value: <72 param.1{1} (phi) @0> (size=256,offset=0): f32[4,16]{1,0}\n"
                                 "Some section a newer XLA adds:\n")
    (a,) = ba.allocations
    assert a.color == 1 and a.roles == ["preallocated-temp"] and a.values[0].instruction == "param.1"
    assert a.values[0].shape_index == "{1}" and ba.unparsed == 1
