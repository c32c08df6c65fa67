"""Running one program on a grid of simulated devices.

Every device runs the computation in a thread of its own, with its own ``EvalContext``; the
collective kernels meet at a rendezvous (``Rendezvous.meet``) that waits until every device of
the group has arrived, combines their values once, in group order, and hands each device its
result. Devices take turns (``Rendezvous.take_turn``): one runs until it waits or finishes.

A collective that can never complete is an error, never a hang: when no device can make progress
(each has finished or waits), the waiting devices fail with a message naming the instruction,
the devices that waited and what the others did instead (finished, or waited elsewhere).
Likewise one device's error stops the others at their next collective or loop iteration.
"""
from __future__ import annotations

import threading
from dataclasses import dataclass, field
from typing import Any, Callable

import numpy as np

from ..ir.collectives import DeviceGrid
from .errors import InterpError


class DevicesFailed(InterpError):
    """Another device failed, so this one stopped (never shown: the first failure is)."""


@dataclass
class _Meeting:
    """One execution of one collective by one group: the values that have arrived so far."""
    inst: Any
    group: tuple[int, ...]
    values: dict[int, Any] = field(default_factory=dict)
    results: dict[int, Any] | None = None
    error: BaseException | None = None


def _where(inst) -> str:
    loc = f" (line {inst.loc.line})" if getattr(inst, "loc", None) is not None else ""
    return f"%{inst.name} ({inst.opcode}){loc}"


class Rendezvous:
    """The meeting point of all devices of one run: collectives, send/recv mailboxes, failures."""

    def __init__(self, grid: DeviceGrid, devices: list[int] | None = None):
        self.grid = grid
        self.devices = list(range(grid.size)) if devices is None else list(devices)
        self._cv = threading.Condition()
        self._meetings: dict[tuple, _Meeting] = {}
        self._running = len(self.devices)      # devices neither waiting nor finished
        self._waiting: dict[int, tuple[str, Callable[[], bool]]] = {}   # device -> (what, ready)
        self._finished: set[int] = set()
        self._mail: dict[tuple, list] = {}
        self.failure: BaseException | None = None
        # One device runs at a time, until it waits at a collective or finishes (see take_turn).
        self._turn = threading.Lock()
        self._local = threading.local()

    def take_turn(self) -> None:
        """Wait until no other device runs. Devices take turns instead of competing for the GIL:
        NumPy releases the GIL around every operation, and eight threads contending for it on each
        of thousands of small operations cost more than they overlapped (measured on the
        transformer block of bench/run_devices.py), while a device running alone leaves BLAS all
        the cores for the large products."""
        if not getattr(self._local, "turn", False):
            self._turn.acquire()
            self._local.turn = True

    def end_turn(self) -> None:
        if getattr(self._local, "turn", False):
            self._local.turn = False
            self._turn.release()

    # ------------------------------------------------------------------ collectives
    def meet(self, inst, key: tuple, device: int, group: tuple[int, ...], value,
             combine: Callable[[list], list]) -> Any:
        """Contribute ``value`` for ``device`` to the meeting ``key`` of ``group`` and return this
        device's share of ``combine([values in group order]) -> [result per member]``."""
        if len(group) == 1:
            return combine([value])[0]
        with self._cv:
            self._check_failed()
            key = key + (group,)
            m = self._meetings.get(key)
            if m is None:
                m = self._meetings[key] = _Meeting(inst, group)
            m.values[device] = value
            if len(m.values) == len(group):
                del self._meetings[key]
                try:
                    results = combine([m.values[d] for d in group])
                    m.results = dict(zip(group, results, strict=True))
                except BaseException as e:    # reported by every member
                    m.error = e
                self._running += len(group) - 1
                for d in group:
                    self._waiting.pop(d, None)
                self._cv.notify_all()
            else:
                self._wait(device, f"at {_where(inst)}", lambda: m.results is not None or m.error is not None)
        self.take_turn()
        if m.error is not None:
            if isinstance(m.error, InterpError):
                raise m.error
            raise InterpError(f"{type(m.error).__name__}: {m.error}", inst) from m.error
        assert m.results is not None        # (the wait ends with results or an error)
        return m.results[device]

    # ------------------------------------------------------------------ send / recv
    def post(self, key: tuple, value) -> None:
        with self._cv:
            self._check_failed()
            self._mail.setdefault(key, []).append(value)
            self._cv.notify_all()

    def take(self, inst, device: int, key: tuple):
        with self._cv:
            self._check_failed()
            box = self._mail.setdefault(key, [])
            if not box:
                self._running -= 1
                self._wait(device, f"at {_where(inst)} for a message from device {key[2]}",
                           lambda: bool(box), counted=True)
            value = box.pop(0)
        self.take_turn()
        return value

    # ------------------------------------------------------------------ bookkeeping
    def _wait(self, device: int, what: str, ready: Callable[[], bool], counted: bool = False) -> None:
        """Wait (holding the condition) until ``ready()``; the caller's device stops counting as
        running. A meeting's last arrival counts the others back in; a mailbox waiter itself."""
        if not counted:
            self._running -= 1
        self.end_turn()
        self._waiting[device] = (what, ready)
        self._detect_deadlock()
        while not ready():
            if self.failure is not None:
                raise DevicesFailed("stopped: another device failed")
            self._cv.wait()
        if counted:
            self._running += 1
            self._waiting.pop(device, None)

    def _detect_deadlock(self) -> None:
        if self._running > 0 or self.failure is not None:
            return
        waiting = sorted(self._waiting)
        if not waiting or any(ready() for _, ready in self._waiting.values()):
            return
        first = waiting[0]
        what = self._waiting[first][0]
        same = [d for d in waiting if self._waiting[d][0] == what]
        others = []
        for d in self.devices:
            if d in same:
                continue
            if d in self._finished:
                others.append(f"device {d} finished without reaching it")
            elif d in self._waiting:
                others.append(f"device {d} waits {self._waiting[d][0]}")
        meeting = next((m for m in self._meetings.values() if first in m.values), None)
        missing = ""
        if meeting is not None:
            absent = [d for d in meeting.group if d not in meeting.values]
            missing = f" for devices {absent} of its group {list(meeting.group)}"
        reason = (f"a collective that can never complete: device(s) {same} wait {what}{missing}; "
                  + ("; ".join(others) if others else "no other device is running")
                  + " (devices diverged in control flow, or the groups do not match)")
        self.failure = InterpError(reason, meeting.inst if meeting is not None else None)
        self._cv.notify_all()

    def finished(self, device: int) -> None:
        with self._cv:
            self._finished.add(device)
            self._running -= 1
            self._detect_deadlock()

    def fail(self, error: BaseException) -> None:
        with self._cv:
            if self.failure is None and not isinstance(error, DevicesFailed):
                self.failure = error
            self._running -= 1
            self._cv.notify_all()

    def _check_failed(self) -> None:
        if self.failure is not None:
            raise DevicesFailed("stopped: another device failed")

    def check_failed(self) -> None:
        """Called by long loops: stop early when another device failed."""
        if self.failure is not None:
            raise DevicesFailed("stopped: another device failed")


@dataclass
class DeviceState:
    """What a device's EvalContext knows of its place in the grid."""
    rendezvous: Rendezvous
    device: int
    replica: int
    partition: int
    occurrences: dict = field(default_factory=dict)   # (computation, name) -> executions so far

    @property
    def grid(self) -> DeviceGrid:
        return self.rendezvous.grid

    def meeting_key(self, inst) -> tuple:
        """The same collective's n-th execution has the same key on every device."""
        k = (id(inst.computation), inst.name)
        n = self.occurrences.get(k, 0)
        self.occurrences[k] = n + 1
        return k + (n,)


def run_on_devices(call: Callable[[int, "DeviceState"], Any], grid: DeviceGrid,
                   devices: list[int] | None = None) -> list[Any]:
    """Run ``call(device, state)`` for every device of ``grid`` (or of ``devices``), each in a
    thread, and return the results by position. The first failure is raised."""
    rv = Rendezvous(grid, devices)
    ids = rv.devices
    results: list[Any] = [None] * len(ids)
    if len(ids) == 1:
        d = ids[0]
        r, p = grid.coords(d)
        return [call(d, DeviceState(rv, d, r, p))]

    def body(k: int, d: int) -> None:
        r, p = grid.coords(d)
        try:
            rv.take_turn()
            with np.errstate(all="ignore"):
                results[k] = call(d, DeviceState(rv, d, r, p))
        except BaseException as e:    # handed to the caller
            rv.end_turn()
            if type(e) is InterpError and rv.failure is None:
                e = InterpError(f"on device {d} (replica {r}, partition {p}): {e.reason}", e.inst, e.computation)
            elif isinstance(e, InterpError):
                e.device = d
            rv.fail(e)
            return
        rv.end_turn()
        rv.finished(d)

    threads = [threading.Thread(target=body, args=(k, d), name=f"hlotool-device-{d}", daemon=True)
               for k, d in enumerate(ids)]
    for t in threads:
        t.start()
    try:
        for t in threads:
            while t.is_alive():
                t.join(0.2)
    except KeyboardInterrupt:
        with rv._cv:
            rv.failure = rv.failure or KeyboardInterrupt()
            rv._cv.notify_all()
        raise
    if rv.failure is not None:
        raise rv.failure
    return results
