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
from heapq import heappop, heappush


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
    alignment = max(alignment, 1)
    ids = range(len(intervals))
    # (ties: the earlier definition first, as XLA's value ids are in definition order)
    spatial = sorted(ids, key=lambda i: (-intervals[i][2], intervals[i][0] - intervals[i][1], i))
    size, offsets = _place(intervals, spatial, alignment)
    best = Packing(size, tuple(offsets), "spatial")
    if size <= _fewest_bytes(intervals, alignment):
        return best          # no placement is smaller: the temporal order could not win (a tie keeps the first)
    temporal = sorted(ids, key=lambda i: (intervals[i][0] - intervals[i][1], -intervals[i][2], i))
    size, offsets = _place(intervals, temporal, alignment)
    return Packing(size, tuple(offsets), "temporal") if size < best.size else best


def _fewest_bytes(intervals, alignment: int) -> int:
    """A lower bound of any placement's heap size: where most is live, the buffers side by side, each but the
    topmost taking its size rounded up to the alignment (every offset is aligned)."""
    ends: list[tuple[int, int]] = []          # the live ones: (last position, rounded size)
    pads: list[tuple[int, int]] = []          # (minus the rounding, last position): the largest rounding first
    live = most = 0
    for s, e, size in sorted(intervals):
        if size <= 0:
            continue
        while ends and ends[0][0] < s:
            live -= heappop(ends)[1]
        rounded = -(-size // alignment) * alignment
        live += rounded
        heappush(ends, (e, rounded))
        heappush(pads, (size - rounded, e))
        while pads[0][1] < s:
            heappop(pads)
        most = max(most, live + pads[0][0])
    return most


def _place(intervals, order, alignment: int) -> tuple[int, list[int]]:
    """Best-fit placement in the given order: (heap size, offsets)."""
    offsets = [0] * len(intervals)
    top = 0
    # Placed chunks by length class c (live-range length below 2**c), each sorted by start: the chunks live during
    # [s, e] of class c start within [s - 2**c + 1, e], a window found by bisection (an interval tree's job).
    # A chunk is (its last position, its offset << shift | the end of its bytes rounded up to the alignment): one
    # int per chunk, as ints sort much faster than pairs (the sort is most of a placement's time).
    shift = sum(-(-size // alignment) * alignment for _, _, size in intervals).bit_length()
    starts: dict[int, list[int]] = {}
    chunks: dict[int, list[tuple[int, int]]] = {}
    for i in order:
        s, e, size = intervals[i]
        if size <= 0:
            continue
        used = []
        for c, cs in starts.items():
            window = chunks[c][bisect_left(cs, s - (1 << c) + 1):bisect_right(cs, e)]
            if window:
                used += [chunk for end, chunk in window if end >= s]
        offset = _best_fit_packed(used, size, shift)
        offsets[i] = offset
        if offset + size > top:
            top = offset + size
        c = (e - s + 1).bit_length()
        cs = starts.setdefault(c, [])
        at = bisect_right(cs, s)
        cs.insert(at, s)
        chunks.setdefault(c, []).insert(at, (e, offset << shift | -(-(offset + size) // alignment) * alignment))
    return top, offsets


def _best_fit(used: list[tuple[int, int]], size: int, alignment: int) -> int:
    """The offset of the smallest free gap of at least ``size`` bytes between the ``used`` (offset, end) chunks (the
    lowest on a tie), else the aligned end of the highest one. A gap starts at the alignment after a chunk's end."""
    shift = max((stop for _, stop in used), default=0).bit_length() + alignment.bit_length()
    return _best_fit_packed([off << shift | -(-stop // alignment) * alignment for off, stop in used], size, shift)


def _best_fit_packed(used: list[int], size: int, shift: int) -> int:
    """``_best_fit`` of chunks packed as ``offset << shift | aligned end``."""
    used.sort()
    mask = (1 << shift) - 1
    cursor = 0
    best_gap = best_at = -1
    for chunk in used:
        gap = (chunk >> shift) - cursor
        if gap >= size and (best_gap < 0 or gap < best_gap):
            best_gap, best_at = gap, cursor
        stop = chunk & mask
        if stop > cursor:
            cursor = stop
    return best_at if best_gap >= 0 else cursor
