"""Graph matching of two modules: computations and instructions are paired by structure, not name.

Per computation pair, in turn: exact-subgraph fingerprints, top-down from ROOT (operands of pairs
whose opcode agrees, positionally), bottom-up from parameters (by number) and constants (by value),
then users of matched pairs; names are only a last-resort hint. Computations are paired entry with
entry, then callees of matched instructions positionally, then by fingerprint, then by name.
"""
from __future__ import annotations

from collections import defaultdict, deque
from dataclasses import dataclass, field

from ..ir.module import Computation, Instruction, Module
from .fingerprint import Fingerprints


@dataclass
class Matching:
    """Left name -> right name maps. Instruction maps are per computation pair (names are local)."""
    comps: dict[str, str] = field(default_factory=dict)
    insts: dict[str, dict[str, str]] = field(default_factory=dict)   # left comp -> {left inst: right inst}
    left_fp: Fingerprints | None = None
    right_fp: Fingerprints | None = None

    def right_comp(self, left: str) -> str | None:
        return self.comps.get(left)


class _InstructionMatcher:
    def __init__(self, left: Computation, right: Computation, fl: Fingerprints, fr: Fingerprints):
        self.left, self.right = left, right
        self.fl, self.fr = fl, fr
        self.l2r: dict[str, Instruction] = {}
        self.r2l: dict[str, Instruction] = {}
        self.queue: deque = deque()

    def pair(self, a: Instruction, b: Instruction) -> bool:
        if a.name in self.l2r or b.name in self.r2l:
            return False
        self.l2r[a.name] = b
        self.r2l[b.name] = a
        self.queue.append((a, b))
        return True

    def run(self) -> dict[str, str]:
        # Unique fingerprints first; duplicated subgraphs are paired through their users' context.
        self._by_fingerprint(unique_only=True)
        self._propagate(up=False)
        if self.left.instructions and self.right.instructions:
            self.pair(self.left.root, self.right.root)
        self._propagate(up=False)
        self._parameters_and_constants()
        self._propagate(up=True)
        self._by_fingerprint(unique_only=False)
        self._propagate(up=True)
        self._by_name()
        self._propagate(up=True)
        return {a: b.name for a, b in self.l2r.items()}

    # ---------------------------------------------------------------- stages
    def _by_fingerprint(self, unique_only: bool):
        groups_l, groups_r = defaultdict(list), defaultdict(list)
        for i in self.left:
            groups_l[self.fl.instruction(i)].append(i)
        for i in self.right:
            groups_r[self.fr.instruction(i)].append(i)
        for fp, ls in groups_l.items():
            rs = groups_r.get(fp, [])
            if len(ls) == len(rs) and (len(ls) == 1 or not unique_only):
                # Identical subgraphs, so any order of equal-count groups is as good as another.
                ls = [a for a in ls if a.name not in self.l2r]
                rs = [b for b in rs if b.name not in self.r2l]
                # (strict=False: each side drops its own already-paired ones; the rest pair in order)
                for a, b in zip(ls, rs, strict=False):
                    self.pair(a, b)

    def _parameters_and_constants(self):
        params_r = {p.parameter_number: p for p in self.right.parameters}
        for p in self.left.parameters:
            q = params_r.get(p.parameter_number)
            if q is not None:
                self.pair(p, q)
        consts_l, consts_r = defaultdict(list), defaultdict(list)
        for side, groups in ((self.left, consts_l), (self.right, consts_r)):
            for i in side:
                if i.opcode == "constant" and i.literal is not None:
                    groups[(i.literal.text_key, i.shape.without_layout())].append(i)
        for key, ls in consts_l.items():
            rs = consts_r.get(key, [])
            if len(ls) == len(rs):
                for a, b in zip(ls, rs, strict=True):
                    self.pair(a, b)

    def _by_name(self):
        for a in self.left:
            if a.name not in self.l2r:
                b = self.right.get(a.name)
                if b is not None and b.opcode == a.opcode:
                    self.pair(a, b)

    # ---------------------------------------------------------------- propagation
    def _propagate(self, up: bool):
        # Re-examine every pair: earlier stages may have left neighbours open.
        self.queue.extend((a, self.l2r[a.name]) for a in self.left if a.name in self.l2r)
        while self.queue:
            a, b = self.queue.popleft()
            self._operands(a, b)
            if up:
                self._users(a, b)

    def _operands(self, a: Instruction, b: Instruction):
        if a.opcode != b.opcode or len(a.operands) != len(b.operands):
            return
        for x, y in zip(a.operands, b.operands, strict=True):
            if x.name not in self.l2r and y.name not in self.r2l and _compatible(x, y):
                self.pair(x, y)

    def _users(self, a: Instruction, b: Instruction):
        def keyed(inst, users, matched):
            groups = defaultdict(list)
            for u in users:
                if u.name not in matched:
                    slots = tuple(k for k, o in enumerate(u.operand_names) if o == inst.name)
                    groups[(u.opcode, slots)].append(u)
            return groups
        gl = keyed(a, a.users, self.l2r)
        gr = keyed(b, b.users, self.r2l)
        for key, ls in gl.items():
            rs = gr.get(key, [])
            if len(ls) == 1 and len(rs) == 1:
                self.pair(ls[0], rs[0])
            elif ls and rs:
                # Several candidates: prefer equal shapes, then equal names (hints only).
                for x in ls:
                    same = [y for y in rs if y.name not in self.r2l and y.shape == x.shape]
                    if len(same) == 1:
                        self.pair(x, same[0])


def _compatible(x: Instruction, y: Instruction) -> bool:
    return x.opcode == y.opcode or x.shape.without_layout() == y.shape.without_layout()


def _outline(c: Computation) -> tuple:
    """What a computation's fingerprint fixes and costs nothing to read."""
    root = c.root
    return (len(c.parameters), root.opcode, root.shape.to_text(True))


def match_modules(left: Module, right: Module) -> Matching:
    fl, fr = Fingerprints(left), Fingerprints(right)
    result = Matching(left_fp=fl, right_fp=fr)
    r_taken: set[str] = set()
    queue: deque = deque()

    def pair_comps(a: Computation, b: Computation):
        if a.name in result.comps or b.name in r_taken:
            return
        result.comps[a.name] = b.name
        r_taken.add(b.name)
        queue.append((a, b))

    def drain():
        while queue:
            a, b = queue.popleft()
            insts = _InstructionMatcher(a, b, fl, fr).run()
            result.insts[a.name] = insts
            for ia in a.instructions:
                nb = insts.get(ia.name)
                if nb is None:
                    continue
                ib = b.instruction(nb)
                if len(ia.called_computations) == len(ib.called_computations):
                    for ca, cb in zip(ia.called_computations, ib.called_computations, strict=True):
                        pair_comps(ca, cb)

    pair_comps(left.entry, right.entry)
    drain()
    # Computations no matched instruction leads to: by fingerprint when unique, then by name.
    # Equal fingerprints imply equal parameter counts, root opcodes and root shapes, so a right
    # computation whose (cheap) outline no open left one has cannot pair: its fingerprint, which
    # costs a pass over its instructions, is not needed (most of a pre/post diff's new fusions).
    fps_l = defaultdict(list)
    for c in left.computations:
        if c.name not in result.comps:
            fps_l[fl.computation(c)].append(c)
    outlines = {_outline(c) for ls in fps_l.values() for c in ls}
    fps_r = defaultdict(list)
    for c in right.computations:
        if c.name not in r_taken and _outline(c) in outlines:
            fps_r[fr.computation(c)].append(c)
    for fp, ls in fps_l.items():
        rs = fps_r.get(fp, [])
        if len(ls) == 1 and len(rs) == 1:
            pair_comps(ls[0], rs[0])
    drain()
    for c in left.computations:
        if c.name not in result.comps:
            other = right.get_computation(c.name)
            if other is not None and other.name not in r_taken:
                pair_comps(c, other)
    drain()
    return result
