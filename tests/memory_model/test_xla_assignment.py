"""`hlotool memory` beside XLA's own buffer assignment: the buffer_assignment of an optimized .hlo.pb (every
value's allocation, offset and size) and the *-memory-usage-report.pb, against XLA's text reports of the same
compilation."""
from __future__ import annotations

import json

from hlotool.memory_model import memory_report
from hlotool.memory_model.xla_reports import parse_buffer_assignment, parse_memory_usage_report
from hlotool.parser import parse_file
from support.cli import run_cli_in_process
from support.paths import ROOT

FOLDER = ROOT / "tests" / "accel" / "dumps" / "a100_x4" / "mlp_fwd"
STEM = "module_0001.jit_mlp_fwd.sm_8.0_gpu_after_optimizations"


def test_xla_assignment_of_the_proto_agrees_with_xla_text_reports():
    proto = FOLDER / (STEM + ".hlo.pb")
    module = parse_file(proto)
    report = memory_report(module, proto)
    ba = report["xla_buffer_assignment"]
    assert ba["file"] == str(proto)
    text = parse_buffer_assignment((FOLDER / (STEM + "-buffer-assignment.txt")).read_text())
    assert len(ba["allocations"]) == len(text.allocations)
    assert {int(k): v for k, v in ba["total_by_color"].items()} == dict(text.total_by_color())
    names = {i.name for c in module.computations for i in c.instructions}
    for allocation in ba["allocations"]:
        for value in allocation["values"]:
            assert value["instruction"] in names
            assert 0 <= value["offset"] and value["offset"] + value["size"] <= allocation["size"]
    usage = report["xla_memory_usage_report"]
    text_total = parse_memory_usage_report((FOLDER / (STEM + "-memory-usage-report.txt")).read_text()).total_by_space
    assert [s["total_bytes"] for s in usage["memory_spaces"]] == list(text_total.values())
    assert report["xla_total_bytes"] == ba["total_by_color"]["0"]


def test_the_folder_and_the_text_find_the_proto_beside_them():
    report = memory_report(parse_file(FOLDER / (STEM + ".txt")), FOLDER / (STEM + ".txt"))
    assert report["xla_buffer_assignment"]["file"] == STEM + ".hlo.pb"
    out = run_cli_in_process(["memory", FOLDER, "--module", "jit_mlp_fwd"], check=True).stdout
    assert f"XLA's own buffer assignment (from {STEM}.hlo.pb, not hlotool's estimate above)" in " ".join(out.split())
    as_json = json.loads(run_cli_in_process(["memory", FOLDER / (STEM + ".hlo.pb"), "--format", "json"],
                                            check=True).stdout)
    assert as_json["xla_buffer_assignment"]["allocations"]


def test_a_module_without_xla_protos_has_no_xla_assignment(tmp_path):
    text = tmp_path / "m.txt"
    text.write_text((FOLDER / (STEM + ".txt")).read_text())
    report = memory_report(parse_file(text), text)
    assert "xla_buffer_assignment" not in report and "xla_memory_usage_report" not in report
    (tmp_path / "m-memory-usage-report.pb").write_bytes(b"\x0a\x05broken")
    report = memory_report(parse_file(text), text)
    assert any("m-memory-usage-report.pb: not a memory-usage report" in w for w in report["warnings"])
