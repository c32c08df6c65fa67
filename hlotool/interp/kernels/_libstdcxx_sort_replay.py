"""The element orders of XLA CPU's sorts where the comparator alone does not fix them.

XLA CPU sorts each row with the C++ library's ``std::stable_sort`` (is_stable=true) or
``std::sort``; jaxlib is built against libstdc++. For a strict weak order ``std::stable_sort``'s
result is unique, but ``std::sort`` orders ties by its algorithm, and a comparator that is not a
strict weak order (a plain LT/GT where NaN compares false both ways) gives whatever order the
algorithm's comparisons happen to make. These functions replay libstdc++'s algorithms (merge sort
with 7-element insertion-sorted runs and a half-size buffer; introsort with median-of-three
partitioning, a depth limit of 2 log2 n, a heapsort fallback and a final insertion sort over
16-element blocks) on a list of indices with a Python ``less(i, j)``, so they give XLA's order in
both cases. They were checked against XLA CPU on rows of 12 to 3000 elements with NaN and ties
(tests/interp/test_xla_semantics.py).
"""
from __future__ import annotations

from typing import Callable

Less = Callable[[int, int], bool]

_RUN = 7            # stable_sort's insertion-sorted run length
_BLOCK = 16         # sort's partitioning stops at blocks this small


class OutOfRange(Exception):
    """An unguarded scan left the row: the comparator is too inconsistent for std::sort, whose
    result is then undefined (C++ reads out of bounds)."""


def _insertion_sort(a: list, lo: int, hi: int, less: Less) -> None:
    for i in range(lo + 1, hi):
        v = a[i]
        if less(v, a[lo]):                 # goes first: shift the whole prefix
            a[lo + 1:i + 1] = a[lo:i]
            a[lo] = v
        else:
            _linear_insert(a, i, less)


def _linear_insert(a: list, i: int, less: Less) -> None:
    """Move a[i] left while it is less than its left neighbour (no bound check: the caller knows
    something not greater lies to the left)."""
    v = a[i]
    j = i
    while True:
        if j == 0:
            raise OutOfRange
        if not less(v, a[j - 1]):
            break
        a[j] = a[j - 1]
        j -= 1
    a[j] = v


def _merge(src: list, f1: int, l1: int, f2: int, l2: int, dst: list, r: int, less: Less) -> int:
    """Merge two runs of ``src`` into ``dst`` from ``r``; on ties the first run's element first."""
    while f1 != l1 and f2 != l2:
        if less(src[f2], src[f1]):
            dst[r] = src[f2]
            f2 += 1
        else:
            dst[r] = src[f1]
            f1 += 1
        r += 1
    n1 = l1 - f1
    dst[r:r + n1] = src[f1:l1]
    r += n1
    n2 = l2 - f2
    dst[r:r + n2] = src[f2:l2]
    return r + n2


def _merge_pass(src: list, lo: int, hi: int, dst: list, d0: int, step: int, less: Less) -> None:
    r, f = d0, lo
    while hi - f >= 2 * step:
        r = _merge(src, f, f + step, f + step, f + 2 * step, dst, r, less)
        f += 2 * step
    mid = f + min(hi - f, step)
    _merge(src, f, mid, mid, hi, dst, r, less)


def _merge_sort_with_buffer(a: list, lo: int, hi: int, buf: list, less: Less) -> None:
    n = hi - lo
    for start in range(lo, hi, _RUN):
        _insertion_sort(a, start, min(start + _RUN, hi), less)
    step = _RUN
    while step < n:
        _merge_pass(a, lo, hi, buf, 0, step, less)
        step *= 2
        _merge_pass(buf, 0, n, a, lo, step, less)
        step *= 2


def _merge_halves(a: list, lo: int, mid: int, hi: int, less: Less) -> None:
    """Merge a[lo:mid] and a[mid:hi] through a buffer holding the shorter half: forwards when the
    first half is not longer, else backwards from the end."""
    if mid - lo <= hi - mid:
        buf = a[lo:mid]
        f1, f2, r = 0, mid, lo
        while f1 != len(buf) and f2 != hi:
            if less(a[f2], buf[f1]):
                a[r] = a[f2]
                f2 += 1
            else:
                a[r] = buf[f1]
                f1 += 1
            r += 1
        a[r:r + len(buf) - f1] = buf[f1:]
        return
    buf = a[mid:hi]
    last1, last2, result = mid - 1, len(buf) - 1, hi
    if last2 < 0:
        return
    while True:
        if less(buf[last2], a[last1]):
            result -= 1
            a[result] = a[last1]
            if last1 == lo:
                a[result - last2 - 1:result] = buf[:last2 + 1]
                return
            last1 -= 1
        else:
            result -= 1
            a[result] = buf[last2]
            if last2 == 0:
                return
            last2 -= 1


def stable_sort(order: list, less: Less) -> list:
    """libstdc++ std::stable_sort of ``order`` (a list of indices) with a buffer of half size."""
    a = list(order)
    n = len(a)
    if n < 2:
        return a
    mid = (n + 1) // 2
    buf = [None] * mid
    _merge_sort_with_buffer(a, 0, mid, buf, less)
    _merge_sort_with_buffer(a, mid, n, buf, less)
    _merge_halves(a, 0, mid, n, less)
    return a


# ----------------------------------------------------------------------------- std::sort
def _median_to_first(a: list, result: int, x: int, y: int, z: int, less: Less) -> None:
    if less(a[x], a[y]):
        pick = y if less(a[y], a[z]) else (z if less(a[x], a[z]) else x)
    else:
        pick = x if less(a[x], a[z]) else (z if less(a[y], a[z]) else y)
    a[result], a[pick] = a[pick], a[result]


def _partition(a: list, first: int, last: int, pivot: int, less: Less) -> int:
    n = len(a)
    while True:
        while less(a[first], a[pivot]):
            first += 1
            if first >= n:
                raise OutOfRange
        last -= 1
        while less(a[pivot], a[last]):
            last -= 1
            if last < 0:
                raise OutOfRange
        if not first < last:
            return first
        a[first], a[last] = a[last], a[first]
        first += 1


def _sift_down(a: list, lo: int, hole: int, n: int, value, less: Less) -> None:
    """libstdc++'s __adjust_heap on the heap a[lo:lo+n]: sink the hole to a leaf, then push."""
    top = hole
    child = hole
    while child < (n - 1) // 2:
        child = 2 * (child + 1)
        if less(a[lo + child], a[lo + child - 1]):
            child -= 1
        a[lo + hole] = a[lo + child]
        hole = child
    if n % 2 == 0 and child == (n - 2) // 2:
        child = 2 * (child + 1)
        a[lo + hole] = a[lo + child - 1]
        hole = child - 1
    parent = (hole - 1) // 2
    while hole > top and less(a[lo + parent], value):
        a[lo + hole] = a[lo + parent]
        hole = parent
        parent = (hole - 1) // 2
    a[lo + hole] = value


def _heap_sort(a: list, lo: int, hi: int, less: Less) -> None:
    n = hi - lo
    if n < 2:
        return
    for parent in range((n - 2) // 2, -1, -1):
        _sift_down(a, lo, parent, n, a[lo + parent], less)
    for last in range(n - 1, 0, -1):
        value = a[lo + last]
        a[lo + last] = a[lo]
        _sift_down(a, lo, 0, last, value, less)


def _introsort_loop(a: list, lo: int, hi: int, depth: int, less: Less) -> None:
    while hi - lo > _BLOCK:
        if depth == 0:
            _heap_sort(a, lo, hi, less)
            return
        depth -= 1
        _median_to_first(a, lo, lo + 1, lo + (hi - lo) // 2, hi - 1, less)
        cut = _partition(a, lo + 1, hi, lo, less)
        _introsort_loop(a, cut, hi, depth, less)
        hi = cut


def sort(order: list, less: Less) -> list:
    """libstdc++ std::sort of ``order`` (a list of indices). Raises OutOfRange where C++ would
    read outside the row."""
    a = list(order)
    n = len(a)
    if n < 2:
        return a
    _introsort_loop(a, 0, n, 2 * (n.bit_length() - 1), less)
    if n > _BLOCK:
        _insertion_sort(a, 0, _BLOCK, less)
        for i in range(_BLOCK, n):
            _linear_insert(a, i, less)
    else:
        _insertion_sort(a, 0, n, less)
    return a
