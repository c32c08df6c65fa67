"""A rich progress bar on stderr for work that takes more than a second: it appears only after
``delay`` seconds, only when stderr is a terminal (never on a pipe or a file), and is transient."""
from __future__ import annotations

import os
import sys
import threading
import time
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from rich.progress import Progress, TaskID


class LazyProgress:
    def __init__(self, total: float, description: str, delay: float | None = None, stream=None):
        self.total = total
        self.description = description
        if delay is None:           # HLOTOOL_PROGRESS_DELAY: seconds before the bar shows (tests use 0)
            try:
                delay = float(os.environ.get("HLOTOOL_PROGRESS_DELAY", "1"))
            except ValueError:
                delay = 1.0
        self.delay = delay
        self.stream = stream if stream is not None else sys.stderr
        self.done = 0.0
        self.start = time.monotonic()
        self.enabled = _is_tty(self.stream)
        self._progress: Progress | None = None
        self._task: TaskID | None = None
        self._lock = threading.Lock()
        self._closed = False
        self._timer = None
        if self.enabled:
            # Long single steps (parsing one big file) still show the bar after ``delay``.
            self._timer = threading.Timer(delay, self._update)
            self._timer.daemon = True
            self._timer.start()

    def __enter__(self):
        return self

    def __exit__(self, *exc):
        self.close()
        return False

    @property
    def shown(self) -> bool:
        return self._progress is not None

    def advance(self, amount: float = 1, description: str | None = None) -> None:
        self.done += amount
        if description:
            self.description = description
        self._update()

    def note(self, description: str) -> None:
        """Change the description (e.g. before a long step)."""
        self.description = description
        self._update()

    def _update(self) -> None:
        if not self.enabled:
            return
        with self._lock:
            self._update_locked()

    def _update_locked(self) -> None:
        if self._closed:
            return
        progress, task = self._progress, self._task
        if progress is None:
            if time.monotonic() - self.start < self.delay:
                return
            from rich.console import Console
            from rich.progress import BarColumn, Progress, TextColumn, TimeElapsedColumn

            progress = self._progress = Progress(TextColumn("{task.description}"), BarColumn(),
                                                 TextColumn("{task.percentage:>3.0f}%"), TimeElapsedColumn(),
                                                 console=Console(file=self.stream), transient=True)
            progress.start()
            task = self._task = progress.add_task(self.description, total=self.total or None)
        assert task is not None     # (set with the bar, above)
        progress.update(task, completed=self.done, description=self.description)

    def close(self) -> None:
        if self._timer is not None:
            self._timer.cancel()
        with self._lock:
            self._closed = True
            if self._progress is not None:
                self._progress.stop()
                self._progress = None


def _is_tty(stream) -> bool:
    try:
        return stream.isatty()
    except (AttributeError, ValueError):
        return False
