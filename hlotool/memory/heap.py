"""XLA's heap packing: offsets for the temporaries of one memory space by their live ranges, and the heap's size.

As XLA's buffer assignment does it for a scheduled module (GlobalDecreasingSizeBestFitHeap, in
xla/service/heap_simulator, run twice and the smaller result kept, as ChooseBestHeapAlgorithm does):

- the buffers are placed one at a time, in one of two orders: "spatial", largest first (then longest-lived);
  "temporal", longest-lived first (then largest);
- each goes into the smallest gap, among the bytes no buffer live at the same time holds, that fits it (the lowest
  such gap on a tie), else above everything live then; a gap starts at the alignment after the buffer below it;
- the heap's size is the highest byte placed: a buffer's live range only keeps the bytes it was given, so
  fragmentation (gaps no later buffer fits) counts.

Live ranges are inclusive positions in program order: two buffers overlap when one is defined no later than the
other's last use (a result written over a dying operand is one buffer here, its range the union of both)."""
from __future__ import annotations

from bisect import bisect_left, bisect_right
from dataclasses import dataclass


@dataclass(frozen=True)
class Packing:
    """Where each interval went (``offsets[i]`` for the i-th one given) and the heap's size."""
    size: int
    offsets: tuple[int, ...]
    order: str                         # "spatial" or "temporal": the placement order that gave the smaller heap

    def gaps(self, live_peak: int) -> int:
        """Bytes of the heap beyond the most its buffers hold at once: alignment padding and fragmentation."""
        return max(0, self.size - live_peak)


EMPTY = Packing(0, (), "spatial")


def pack(intervals: list[tuple[int, int, int]], alignment: int = 1) -> Packing:
    """Pack ``(start, end, size)`` intervals (inclusive positions, bytes) as XLA's heap does; see the module's doc."""
    if not intervals:
        return EMPTY
    ids = range(len(intervals))
    # (ties: the earlier definition first, as XLA's value ids are in definition order)
    spatial = sorted(ids, key=lambda i: (-intervals[i][2], intervals[i][0] - intervals[i][1], i))
    temporal = sorted(ids, key=lambda i: (intervals[i][0] - intervals[i][1], -intervals[i][2], i))
    best = None
    for name, order in (("spatial", spatial), ("temporal", temporal)):
        size, offsets = _place(intervals, order, max(alignment, 1))
        if best is None or size < best.size:     # (a tie keeps the first, as XLA does)
            best = Packing(size, tuple(offsets), name)
    return best


def _place(intervals, order, alignment: int) -> tuple[int, list[int]]:
    """Best-fit placement in the given order: (heap size, offsets)."""
    offsets = [0] * len(intervals)
    top = 0
    # Placed chunks by length class c (live-range length below 2**c), each sorted by start: the chunks live during
    # [s, e] of class c start within [s - 2**c + 1, e], a window found by bisection (an interval tree's job).
    starts: dict[int, list[int]] = {}
    chunks: dict[int, list[tuple[int, tuple[int, int]]]] = {}       # (end, (offset, offset + size))
    for i in order:
        s, e, size = intervals[i]
        if size <= 0:
            continue
        used = []
        for c, cs in starts.items():
            window = chunks[c][bisect_left(cs, s - (1 << c) + 1):bisect_right(cs, e)]
            if window:
                used += [chunk for end, chunk in window if end >= s]
        offset = _best_fit(used, size, alignment)
        offsets[i] = offset
        top = max(top, offset + size)
        c = (e - s + 1).bit_length()
        cs = starts.setdefault(c, [])
        at = bisect_right(cs, s)
        cs.insert(at, s)
        chunks.setdefault(c, []).insert(at, (e, (offset, offset + size)))
    return top, offsets


def _best_fit(used: list[tuple[int, int]], size: int, alignment: int) -> int:
    """The offset of the smallest free gap of at least ``size`` bytes between the ``used`` (offset, end) chunks (the
    lowest on a tie), else the aligned end of the highest one. A gap starts at the alignment after a chunk's end."""
    used.sort()
    cursor = 0
    best_gap = best_at = -1
    for off, stop in used:
        gap = off - cursor
        if gap >= size and (best_gap < 0 or gap < best_gap):
            best_gap, best_at = gap, cursor
        stop = -(-stop // alignment) * alignment
        if stop > cursor:
            cursor = stop
    return best_at if best_gap >= 0 else cursor
