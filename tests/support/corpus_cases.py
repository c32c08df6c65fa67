"""Running a corpus case on hlotool's interpreter against XLA's outputs recorded with it
(``tests/corpus/<case>/io.npz``): ``run_case(name, "pre" | "post")`` is None where they agree, else
what differs."""
from __future__ import annotations

import json
from pathlib import Path

import hlotool
from hlotool.interp.compare import compare
from hlotool.ir.collectives import DeviceGrid
from hlotool.npz import decode_npz, numbered, per_device
from support.paths import CORPUS

# (case, "pre" | "post") for every corpus case with recorded inputs and outputs.
CASES = [(d.name, kind) for d in sorted(CORPUS.iterdir()) if (d / "io.npz").exists()
         for kind in ("pre", "post")]


def run_multi_device_case(d: Path, kind: str, io: dict) -> str | None:
    """pre.hlo (the global view) runs on the global inputs and must give the global outputs;
    post.hlo (the partitioned program) runs on every device, on the per-device inputs where the
    corpus has them, and must give each device's outputs and the global ones it can assemble."""
    globals_, devices = per_device(io, "arg")
    want_global, want_devices = per_device(io, "out")
    module = hlotool.parse_file(d / f"{kind}.hlo")
    partitioned = DeviceGrid.of_module(module).size > 1     # post.hlo; pre.hlo of a replica program
    if partitioned and devices:
        got = hlotool.run(module, device_args=devices)
    else:
        got = hlotool.run(module, *[globals_[i] for i in sorted(globals_)])
    checked = 0
    # A partitioned program's global outputs exist where its ROOT's sharding assembles them; XLA's
    # dumps carry none, and then each device's outputs are what to check.
    root_sharded = module.entry.root.attrs.get("sharding") is not None
    for j, w in sorted(want_global.items()):
        if partitioned and not root_sharded:
            break
        if got[j] is None:
            return f"out{j}: no global value ({'; '.join(got.notes)})"
        msg = compare(got[j], w)
        if msg:
            return f"out{j}: {msg}"
        checked += 1
    if partitioned:
        runs = [("per-device inputs", got)]
        if devices and _global_inputs_split(module, globals_):
            # The other way in: the global inputs, split by the parameters' shardings.
            runs.append(("global inputs", hlotool.run(module, *[globals_[i] for i in sorted(globals_)])))
        for how, res in runs:
            for (j, dev), w in sorted(want_devices.items()):
                msg = compare(res.per_device[dev][j], w)
                if msg:
                    return f"out{j} on device {dev} (from {how}): {msg}"
                checked += 1
    return None if checked else "nothing to compare"


def _global_inputs_split(module, globals_) -> bool:
    """Whether every global input either is the parameter's shape or is split by its sharding."""
    if len(globals_) != len(module.entry.parameters):
        return False
    for p in module.entry.parameters:
        g = globals_.get(p.parameter_number)
        if g is None:
            return False
        if tuple(g.shape) != tuple(p.shape.dims) and p.attrs.get("sharding") is None:
            return False
    return True


def run_case(name: str, kind: str) -> str | None:
    d = CORPUS / name
    meta = json.loads((d / "meta.json").read_text())
    if meta.get("devices", 1) != 1:
        return run_multi_device_case(d, kind, decode_npz(d / "io.npz"))
    io = decode_npz(d / "io.npz")
    args, outs = numbered(io, "arg"), numbered(io, "out")
    module = hlotool.parse_file(d / f"{kind}.hlo")
    got = hlotool.run(module, *args)
    if len(got) != len(outs):
        return f"{len(got)} outputs, XLA gave {len(outs)}"
    for i, (g, w) in enumerate(zip(got, outs, strict=True)):
        msg = compare(g, w)
        if msg:
            return f"out{i}: {msg}"
    return None
