"""The C allocator and the interpreter's large temporaries (glibc only).

Every kernel result is a fresh NumPy array, and a run allocates and frees hundreds of arrays of megabytes.
glibc serves each from the heap or a fresh mapping and gives freed memory at the heap's top back to the system
(its trim threshold follows the largest array freed so far, at twice its size): the next array's pages are then
faulted in and zeroed again, one system call per 4 KiB page. On the transformer of ``bench/run.py`` that was 33 MB
and 12% of a run. ``keep_freed_memory`` raises both thresholds once per process, so that freed arrays are reused:
arrays up to ``_HEAP_UP_TO`` come from the heap, and up to ``_KEEP_FREE`` of free heap memory is kept (the process's
resident size stays that much above its live data after a run). Without glibc (musl, macOS, Windows) nothing
changes.
"""
from __future__ import annotations

import ctypes
import sys

_M_TRIM_THRESHOLD, _M_MMAP_THRESHOLD = -1, -3      # glibc's malloc.h
_HEAP_UP_TO = 32 << 20         # glibc's own most (DEFAULT_MMAP_THRESHOLD_MAX on 64-bit)
_KEEP_FREE = 128 << 20

_done = False


def keep_freed_memory() -> bool:
    """Raise glibc's mmap and trim thresholds (once per process); whether they are raised."""
    global _done
    if _done:
        return True
    _done = True
    if not sys.platform.startswith("linux"):
        return False
    try:
        libc = ctypes.CDLL(None)
        mallopt = libc.mallopt
    except (OSError, AttributeError):
        return False
    if not hasattr(libc, "gnu_get_libc_version"):       # glibc's mallopt takes these parameters; others differ
        return False
    mallopt.argtypes, mallopt.restype = [ctypes.c_int, ctypes.c_int], ctypes.c_int
    return bool(mallopt(_M_MMAP_THRESHOLD, _HEAP_UP_TO)) and bool(mallopt(_M_TRIM_THRESHOLD, _KEEP_FREE))
