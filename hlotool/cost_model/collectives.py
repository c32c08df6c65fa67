"""What a collective sends and receives per device, and how long that takes over the target's links.

Bytes per device, for the algorithms XLA's runtimes use (NCCL on GPU, ICI on TPU), with S the bytes of one
device's operand (O its output) and n the devices in its group:

  all-reduce        ring: 2 (n-1)/n S each way, 2 (n-1) steps; tree: 2 S, 2 log2 n steps (the faster is taken)
  all-gather        (n-1)/n O, n-1 steps
  reduce-scatter    (n-1)/n S, n-1 steps
  all-to-all        (n-1)/n S, 1 step (every pair at once)
  ragged-all-to-all (n-1)/n of its output buffer at most (an upper bound: the sizes are runtime values)
  collective-permute  S to its target, 1 step
  collective-broadcast  S, n-1 pipelined steps

Time = steps x latency + bytes / bandwidth. Which links: a GPU group inside one node (``node_size`` devices,
by device id after the device assignment) uses NVLink through NVSwitch at the chip's whole NVLink bandwidth;
a group across nodes goes at the network's. A TPU group uses the ICI links of the mesh axes it spans (both
directions of a ring along each), or one ring's two links when the mesh is unknown.
"""
from __future__ import annotations

import math

from ..ir.collectives import DeviceGrid, base_opcode, participant_groups, permute_pairs
from ..ir.module import Instruction
from ..memory_model.buffers import physical_bytes
from .targets import Target


def _operand_bytes(inst: Instruction) -> int:
    return sum(physical_bytes(o.shape) for o in inst.operands)


def _output_bytes(inst: Instruction) -> int:
    shape = inst.shape
    if inst.opcode.endswith("-start") and shape.is_tuple and len(shape.tuple_shapes) > 1:
        shape = shape.tuple_shapes[1]
    return physical_bytes(shape)


def collective_cost(inst: Instruction, grid: DeviceGrid, target: Target,
                    device_ids: list[int] | None = None) -> dict | None:
    """{algorithm, group_size, bytes_sent, bytes_received, time_s, links, bandwidth} for one run of ``inst``
    on its largest group; None for an instruction that is not a data-moving collective."""
    op = base_opcode(inst.opcode)
    if op == "collective-permute":
        try:
            pairs = permute_pairs(inst, grid)
        except ValueError:
            pairs = []
        moved = _operand_bytes(inst) if inst.opcode != "collective-permute-start" else \
            physical_bytes(inst.operands[0].shape)
        devices = sorted({d for p in pairs for d in p}) or [0]
        bandwidth, latency, links = _link(devices, target, device_ids, span_all=False)
        time = latency + moved / bandwidth if moved and bandwidth else latency
        return {"algorithm": "point-to-point", "group_size": len(devices), "bytes_sent": moved,
                "bytes_received": moved, "time_s": time, "links": links, "bandwidth": bandwidth}
    if op not in _RULES:
        return None
    try:
        groups = participant_groups(inst, grid)
    except ValueError:
        groups = [list(range(grid.size))]
    group = max(groups, key=len) if groups else [0]
    n = len(group)
    bandwidth, latency, links = _link(group, target, device_ids, span_all=True)
    return _RULES[op](inst, n, bandwidth, latency, links)


def _result(algorithm, n, sent, received, steps, bandwidth, latency, links) -> dict:
    time = steps * latency + (max(sent, received) / bandwidth if bandwidth else 0.0)
    return {"algorithm": algorithm, "group_size": n, "bytes_sent": int(sent), "bytes_received": int(received),
            "time_s": time if n > 1 else 0.0, "links": links, "bandwidth": bandwidth}


def _all_reduce(inst, n, bandwidth, latency, links):
    size = _operand_bytes(inst)
    if n <= 1:
        return _result("none (one device)", n, 0, 0, 0, bandwidth, latency, links)
    ring = _result("ring", n, 2 * (n - 1) / n * size, 2 * (n - 1) / n * size, 2 * (n - 1), bandwidth, latency, links)
    tree = _result("tree", n, 2 * size, 2 * size, 2 * math.ceil(math.log2(n)), bandwidth, latency, links)
    return ring if ring["time_s"] <= tree["time_s"] else tree


def _all_gather(inst, n, bandwidth, latency, links):
    out = _output_bytes(inst)
    return _result("ring", n, (n - 1) / n * out, (n - 1) / n * out, n - 1, bandwidth, latency, links)


def _reduce_scatter(inst, n, bandwidth, latency, links):
    size = _operand_bytes(inst)
    return _result("ring", n, (n - 1) / n * size, (n - 1) / n * size, n - 1, bandwidth, latency, links)


def _all_to_all(inst, n, bandwidth, latency, links):
    size = _operand_bytes(inst)
    return _result("direct", n, (n - 1) / n * size, (n - 1) / n * size, 1, bandwidth, latency, links)


def _ragged_all_to_all(inst, n, bandwidth, latency, links):
    out = physical_bytes(inst.operands[1].shape) if len(inst.operands) > 1 else _output_bytes(inst)
    return _result("direct (upper bound: ragged sizes are runtime values)", n, (n - 1) / n * out,
                   (n - 1) / n * out, 1, bandwidth, latency, links)


def _broadcast(inst, n, bandwidth, latency, links):
    size = _operand_bytes(inst)
    return _result("pipelined chain", n, size, size, n - 1, bandwidth, latency, links)


_RULES = {"all-reduce": _all_reduce, "all-gather": _all_gather, "reduce-scatter": _reduce_scatter,
          "all-to-all": _all_to_all, "ragged-all-to-all": _ragged_all_to_all, "collective-broadcast": _broadcast}


def _link(group: list[int], target: Target, device_ids: list[int] | None, span_all: bool) -> tuple[float, float, str]:
    """(bandwidth one way per device, latency per step, which links) for a group of logical devices."""
    physical = [device_ids[d] if device_ids is not None and d < len(device_ids) else d for d in group]
    if target.kind == "gpu":
        nodes = {d // target.node_size for d in physical} if target.node_size else {0}
        if len(nodes) > 1:
            return target.network_bandwidth, target.network_latency_s, f"network across {len(nodes)} nodes"
        return target.link_bandwidth * target.links, target.link_latency_s, "NVLink (NVSwitch)"
    if target.kind == "tpu":
        axes = _mesh_axes_spanned(physical, target.mesh)
        if axes is None:
            return target.link_bandwidth * 2, target.link_latency_s, "ICI (one ring, mesh unknown)"
        used = max(1, len(axes))
        return target.link_bandwidth * 2 * used, target.link_latency_s, \
            "ICI along mesh axis " + ",".join("xyz"[a] for a in axes) if axes else "ICI"
    return target.memory_bandwidth, target.launch_s, "host memory"


def _mesh_axes_spanned(devices: list[int], mesh: tuple[int, ...]) -> list[int] | None:
    if not mesh:
        return None
    coords = []
    for d in devices:
        c = []
        for size in mesh:
            c.append(d % size)
            d //= size
        coords.append(c)
    return [a for a in range(len(mesh)) if len({c[a] for c in coords}) > 1]
