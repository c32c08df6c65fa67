"""A least-recently-used cache bounded by total size, safe for the server's threads: a value is
computed once even when several requests ask for it at the same time (the others wait for it)."""
from __future__ import annotations

import threading
from collections import OrderedDict
from typing import Any, Callable, Hashable


class _Pending:
    def __init__(self):
        self.done = threading.Event()
        self.value: Any = None
        self.error: BaseException | None = None


class SizedLRU:
    def __init__(self, budget: int):
        self.budget = budget
        self.total = 0
        self._items: OrderedDict[Hashable, tuple[Any, int]] = OrderedDict()
        self._pending: dict[Hashable, _Pending] = {}
        self._lock = threading.Lock()
        self.hits = self.misses = 0

    def get(self, key: Hashable, compute: Callable[[], Any], size: Callable[[Any], int]) -> Any:
        with self._lock:
            if key in self._items:
                self._items.move_to_end(key)
                self.hits += 1
                return self._items[key][0]
            pending = self._pending.get(key)
            owner = pending is None
            if pending is None:
                pending = self._pending[key] = _Pending()
                self.misses += 1
        if not owner:
            pending.done.wait()
            if pending.error is not None:
                raise pending.error
            return pending.value
        try:
            value = compute()
        except BaseException as e:
            pending.error = e
            with self._lock:
                del self._pending[key]
            pending.done.set()
            raise
        n = size(value)
        with self._lock:
            self._items[key] = (value, n)
            self.total += n
            # The newest item stays even when it alone is over budget: it is the one in use.
            while self.total > self.budget and len(self._items) > 1:
                _, (_, dropped) = self._items.popitem(last=False)
                self.total -= dropped
            del self._pending[key]
        pending.value = value
        pending.done.set()
        return value

    def __len__(self) -> int:
        return len(self._items)
