"""The graph to draw: nodes (instructions), edges (operand -> user, labelled with the operand's
shape) and clusters (a fusion with its fused computation inside). Built from a computation or from
the neighbourhood of one instruction; the same model feeds the DOT and the SVG writers."""
from __future__ import annotations

from collections import deque
from dataclasses import dataclass, field

from ..custom_calls import custom_call_target
from ..ir.module import Computation, Instruction, Module
from ..opcodes import OPCODES
from ..structural_diff.text import instruction_text

# A node's colour comes from its family: its opcode's (hlotool.opcodes), a custom call's target's
# (hlotool.custom_calls).
OPCODE_FAMILY = {name: op.family for name, op in OPCODES.items()}
FAMILY_COLOURS = {
    "parameter": "#cfe2ff", "constant": "#e2e3e5", "elementwise": "#d1e7dd", "data movement": "#fff3cd",
    "compute": "#f8d7da", "reduction": "#e0cffc", "control": "#ffe5d0", "collective": "#cff4fc",
    "other": "#ffffff",
}


def family_of(opcode: str) -> str:
    return OPCODE_FAMILY.get(opcode, "other")


def instruction_family(inst: Instruction) -> str:
    """Its opcode's family; a custom call's is its target's (hlotool.custom_calls), where the target is known."""
    if inst.opcode == "custom-call":
        record = custom_call_target(str(inst.attribute_map.get("custom_call_target", "")))
        if record is not None:
            return record.family
    return family_of(inst.opcode)


@dataclass
class Node:
    id: str
    name: str
    opcode: str
    shape: str
    tooltip: str
    family: str


@dataclass
class Edge:
    src: str                   # node or cluster id
    dst: str
    label: str


@dataclass
class Cluster:
    """A fusion drawn as a box holding its fused computation's graph."""
    id: str
    title: str
    tooltip: str
    graph: "Graph"


@dataclass
class Graph:
    title: str
    nodes: list[Node] = field(default_factory=list)
    clusters: list[Cluster] = field(default_factory=list)
    edges: list[Edge] = field(default_factory=list)
    order: list[str] = field(default_factory=list)    # node and cluster ids in instruction order
    focus: str | None = None                          # the --around instruction, drawn emphasised

    def ids(self) -> set[str]:
        return {n.id for n in self.nodes} | {c.id for c in self.clusters}


class GraphError(ValueError):
    """No such computation or instruction."""


def _node_id(comp: Computation, inst: Instruction, prefix: str) -> str:
    return f"{prefix}{comp.name}/{inst.name}"


def _shape_label(inst: Instruction, limit: int = 40) -> str:
    text = inst.shape.to_text(False)
    return text if len(text) <= limit else text[:limit - 1] + "…"


def build_graph(comp: Computation, only: set[str] | None = None, expand_fusions: bool = True,
                title: str | None = None, prefix: str = "") -> Graph:
    """The graph of ``comp`` (restricted to instruction names in ``only`` if given). Ids inside a
    cluster start with the fusion's id, as one fused computation may be called by several fusions."""
    g = Graph(title or comp.name)
    insts = [i for i in comp.instructions if only is None or i.name in only]
    for inst in insts:
        nid = _node_id(comp, inst, prefix)
        text = instruction_text(inst, strip=("metadata",))
        fused = inst.called_computations[0] if inst.called_computations else None
        if expand_fusions and inst.opcode == "fusion" and fused is not None:
            kind = inst.attribute_map.get("kind", "")
            g.clusters.append(Cluster(nid, f"{inst.name} ({kind}) = {fused.name}", text,
                                      build_graph(fused, None, True, fused.name, nid + "::")))
        else:
            g.nodes.append(Node(nid, inst.name, inst.opcode, _shape_label(inst), text, instruction_family(inst)))
        g.order.append(nid)
    included = {i.name for i in insts}
    for inst in insts:
        for op in {o.name: o for o in inst.operands}.values():
            if op.name in included:
                g.edges.append(Edge(_node_id(comp, op, prefix), _node_id(comp, inst, prefix), _shape_label(op)))
    return g


def computation_graph(module: Module, name: str | None = None) -> Graph:
    if name is None:
        return build_graph(module.entry)
    comp = module.get_computation(name)
    if comp is None:
        raise GraphError(f"no computation '{name}' in module {module.name}; it has: "
                         + ", ".join(c.name for c in module.computations[:20])
                         + (" ..." if len(module.computations) > 20 else ""))
    return build_graph(comp)


def neighbourhood_graph(module: Module, name: str, depth: int) -> Graph:
    """Instructions within ``depth`` operand/user steps of the instruction ``name``."""
    hits = [(c, inst) for c in module.computations if (inst := c.get(name)) is not None]
    if not hits:
        raise GraphError(f"no instruction '{name}' in module {module.name}")
    if len(hits) > 1:
        raise GraphError(f"instruction '{name}' is in several computations: "
                         + ", ".join(c.name for c, _ in hits))
    comp, start = hits[0]
    seen = {start.name: 0}
    queue = deque([start])
    while queue:
        inst = queue.popleft()
        d = seen[inst.name]
        if d == depth:
            continue
        for nxt in list(inst.operands) + inst.users:
            if nxt.name not in seen:
                seen[nxt.name] = d + 1
                queue.append(nxt)
    graph = build_graph(comp, set(seen), title=f"{comp.name}: around {name} (depth {depth})")
    graph.focus = _node_id(comp, start, "")
    return graph
