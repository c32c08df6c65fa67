"""What several of the verifier's checks compute alike, computed once per ``verify`` call (``one_run``) and shared
(``remembered``); outside a run (a check called on its own) each computes its own. The module must not change
during a run, as it does not while ``verify`` checks it."""
from __future__ import annotations

from contextlib import contextmanager
from contextvars import ContextVar

_MEMO: ContextVar[dict | None] = ContextVar("hlotool_verify_memo", default=None)


@contextmanager
def one_run():
    token = _MEMO.set({})
    try:
        yield
    finally:
        _MEMO.reset(token)


def remembered(key, make):
    """``make()``, once per ``key`` in a run."""
    memo = _MEMO.get()
    if memo is None:
        return make()
    found = memo.get(key)
    if found is None:
        found = memo[key] = make()
    return found
