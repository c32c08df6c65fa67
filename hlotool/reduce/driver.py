"""The delta-debugging loop of ``hlotool reduce``.

Rounds over the reductions (``shrinking_steps.REDUCTIONS``, in that order) until a whole round changes
nothing. Each reduction's elements are tried in chunks: all at once, then halves, quarters, ...
down to one at a time; an accepted chunk is kept and the scan goes on at the same chunk size.
A candidate is accepted when it parses, verifies (where the property asks for it), is smaller
than the current module and keeps the property. Dead code and unused computations are removed
from every candidate, unless that alone loses the property (then ``dead-code`` is a reduction
of its own). Nothing depends on time or on hash order, so the same input takes the same steps.
"""
from __future__ import annotations

import hashlib
import math
import time
from dataclasses import dataclass, field
from typing import Callable

from ..errors import HloSyntaxError
from ..ir.module import Module
from ..parser import parse
from .draft import Draft
from .properties import Outcome, Property
from .shrinking_steps import REDUCTIONS, Reduction, State


class PropertyDoesNotHold(Exception):
    """The input module itself does not have the property: nothing to reduce."""

    def __init__(self, reason: str):
        super().__init__(reason)
        self.reason = reason


class _Deadline(Exception):
    """--timeout has passed: stop and keep the best module so far."""


@dataclass
class Step:
    number: int
    kind: str
    before: int                    # instructions before and after
    after: int
    seconds: float                 # since the start

    def __str__(self) -> str:
        return f"step {self.number}: {self.kind}: {self.before} -> {self.after} instructions ({self.seconds:.1f} s)"


@dataclass
class Result:
    text: str
    module: Module
    initial_instructions: int
    instructions: int
    steps: list[Step] = field(default_factory=list)
    candidates: int = 0            # candidates checked against the property
    rejected_verify: int = 0       # candidates that did not verify (never checked further)
    unparsable: int = 0            # candidates that did not parse: a bug in a reduction
    seconds: float = 0.0
    timed_out: bool = False
    reason: str = ""               # what the property saw on the result


def size_of(module: Module) -> int:
    """What the reduction minimises: instructions (a constant counting each element beyond its
    first, so a literal shrunk to a broadcast is smaller), then text length as the tie-break."""
    return _size(module.instructions())


def _draft_size(draft: Draft) -> int:
    return _size(i for insts in draft.comps.values() for i in insts)


def _size(instructions) -> int:
    count = 0
    for inst in instructions:
        count += 1
        if inst.opcode == "constant" and inst.shape.dims:
            count += max(0, math.prod(inst.shape.dims) - 1)
    return count


class Reducer:
    def __init__(self, module: Module, text: str, prop: Property, *, timeout: float | None = None,
                 on_step: Callable[[Step], None] | None = None,
                 on_candidate: Callable[[str, int], None] | None = None,
                 reductions: list[Reduction] | None = None, verify_options: dict | None = None):
        self.prop = prop
        self.timeout = timeout
        self.on_step = on_step or (lambda step: None)
        self.on_candidate = on_candidate or (lambda kind, count: None)
        self.reductions = reductions if reductions is not None else REDUCTIONS
        self.verify_options = verify_options or {}
        self.module = module
        self.text = text
        self.size = size_of(module)
        self.initial = module.instruction_count
        self.steps: list[Step] = []
        self.tried: set[bytes] = set()
        self.candidates = self.rejected_verify = self.unparsable = 0
        self.start = time.monotonic()
        self.deadline = None if timeout is None else self.start + timeout
        self.state = State(focus=[])
        self.timed_out = False
        self.outcome = Outcome(False)
        self._focus_of: str | None = None
        self._cut_root = next((r for r in self.reductions if r.kind == "cut-root"), None)

    # ------------------------------------------------------------ checking
    def _verifies(self, module: Module) -> bool:
        from ..verifier import verify
        return not any(d.severity == "error" for d in verify(module, **self.verify_options))

    def _check(self, text: str, module: Module) -> Outcome:
        if self.prop.verify_candidates and not self._verifies(module):
            self.rejected_verify += 1
            return Outcome(False, "it does not verify")
        self.candidates += 1
        return self.prop.check(text, module)

    def _try(self, kind: str, draft: Draft, prune: bool = False) -> bool:
        if self.deadline is not None and time.monotonic() > self.deadline:
            raise _Deadline()
        if self.state.auto_dead_code or prune:
            draft.remove_dead_code()
        if _draft_size(draft) > self.size:       # cheaper than printing and parsing it
            return False
        text = draft.text()
        key = hashlib.sha1(text.encode()).digest()
        if key in self.tried or text == self.text:
            return False
        self.tried.add(key)
        try:
            module = parse(text)
        except HloSyntaxError:
            self.unparsable += 1
            return False
        if (size_of(module), len(text)) >= (self.size, len(self.text)):
            return False
        self.on_candidate(kind, module.instruction_count)
        outcome = self._check(text, module)
        if not outcome.holds:
            return False
        before = self.module.instruction_count
        self.module, self.text, self.outcome = module, text, outcome
        self.size = size_of(module)
        self.prop.accepted(text, module, outcome)
        step = Step(len(self.steps) + 1, kind, before, module.instruction_count, time.monotonic() - self.start)
        self.steps.append(step)
        self.on_step(step)
        return True

    # ------------------------------------------------------------ the loop
    def run(self) -> Result:
        """Reduce; raises PropertyDoesNotHold if the input lacks the property. Stops at the
        timeout with the best module so far (``Result.timed_out``)."""
        self.prop.setup(self.module, self.text)
        outcome = self._check(self.text, self.module)
        if not outcome.holds:
            raise PropertyDoesNotHold(outcome.reason)
        self.outcome = outcome
        self.prop.accepted(self.text, self.module, outcome)
        try:
            # Cutting to where the problem shows first: a problem in dead code is then live, and
            # removing the dead code keeps it.
            self.state.auto_dead_code = False
            if self._cut_root is not None:
                self._ddmin(self._cut_root)
                self._bisect_root()
            self._dead_code_policy()
            progress = True
            while progress:       # rounds until one removes nothing
                progress = self._round()
        except _Deadline:
            self.timed_out = True
        return self.result()

    def result(self) -> Result:
        return Result(self.text, self.module, self.initial, self.module.instruction_count, list(self.steps),
                      self.candidates, self.rejected_verify, self.unparsable, time.monotonic() - self.start,
                      self.timed_out, self.outcome.reason)

    def _dead_code_policy(self) -> bool:
        """Dead code goes from every candidate unless removing it alone loses the property
        (asked again every round while it does)."""
        draft = Draft(self.module)
        draft.remove_dead_code()
        if draft.instruction_count() == self.module.instruction_count:
            self.state.auto_dead_code = True
            return False
        accepted = self._try("dead-code", draft)
        self.state.auto_dead_code = accepted
        return accepted

    def _round(self) -> bool:
        changed = False if self.state.auto_dead_code else self._dead_code_policy()
        for red in self.reductions:
            changed |= self._ddmin(red)
            if red.kind == "cut-root":
                changed |= self._bisect_root()
        return changed

    def _focus(self) -> list[str]:
        """The property's focus on the current module (asked once per module)."""
        if self._focus_of != self.text:
            self.state.focus = self.prop.focus(self.module)
            self._focus_of = self.text
        return self.state.focus

    def _bisect_root(self) -> bool:
        """Binary search for the earliest instruction (in definition order) that can be the
        ROOT: the instructions the ROOT depends on, tried at the middle of what is left. An
        accepted cut shrinks the range to that instruction's own producers."""
        if self._cut_root is None:
            return False
        changed = False
        failed: set[str] = set()
        while True:
            order = _producers_in_order(self.module)
            lo = 1 + max((k for k, n in enumerate(order) if n in failed), default=-1)
            hi = len(order)          # the ROOT itself, which holds
            if lo >= hi:
                return changed
            mid = (lo + hi) // 2
            draft = Draft(self.module)
            draft.set_root(draft.entry, order[mid])
            if self._try("cut-root", draft, prune=True):
                changed = True
            else:
                failed.add(order[mid])

    def _ddmin(self, red: Reduction) -> bool:
        """Chunks of ``red``'s elements: all, halves, quarters, ... one; returns whether any
        candidate was accepted."""
        self._focus()
        elements = red.elements(self.module, self.state)
        if not elements:
            return False
        changed = False
        size = len(elements) if red.chunked else 1
        while True:
            i = 0
            while i * size < len(elements):
                chunk = elements[i * size:(i + 1) * size]
                draft = Draft(self.module)
                if red.apply(draft, chunk) and self._try(red.kind, draft, red.prunes):
                    changed = True
                    self._focus()
                    elements = red.elements(self.module, self.state)
                    continue            # the chunk at i is now one not tried at this size
                i += 1
            if size == 1 or not elements:
                return changed
            size = max(1, (size + 1) // 2)
            size = min(size, max(1, len(elements)))


def _producers_in_order(module: Module) -> list[str]:
    """The entry instructions the ROOT depends on (not parameters or constants), in definition
    order, without the ROOT."""
    entry = module.entry
    by_name = {i.name: i for i in entry.instructions}
    seen: set[str] = set()
    stack = list(entry.root.operand_names)
    while stack:
        n = stack.pop()
        if n in seen:
            continue
        seen.add(n)
        stack.extend(by_name[n].operand_names)
    return [i.name for i in entry.instructions
            if i.name in seen and i.opcode not in ("parameter", "constant") and i.shape.is_array]
