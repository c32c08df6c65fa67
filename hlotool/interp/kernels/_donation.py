"""Writing a result into an operand's array (a donated buffer): allowed where nothing but the caller's one local
variable refers to the array, which the generated code passes only where no value of the program reads it later
(``codegen``). A kernel's ``donating_fn(x, ...)`` makes the test inline (a call would add references):

    if type(x) is np.ndarray and x.base is None and x.flags.writeable and getrefcount(x) <= SOLE_REFERENCE:

A view has a base, and the array it views is referred to by it; an entry argument is referred to by the caller's
list, a constant by the plan: each of them is copied as before.
"""
from __future__ import annotations

import sys

import numpy as np


def _probe(x, *rest) -> int:
    return sys.getrefcount(x)


def _references_of_a_sole_local() -> int:
    owner = np.empty(1)        # one local refers to it, as in the generated code that passes it
    return _probe(owner, None)


def _counts_references() -> bool:
    """Whether reference counts tell who refers to an object: CPython with its global lock (a free-threaded
    build counts other threads' references apart, and other interpreters may not count them at all)."""
    gil = getattr(sys, "_is_gil_enabled", None)
    return sys.implementation.name == "cpython" and (gil is None or gil())


# What sys.getrefcount reports inside ``f(x, ...)`` for an ``x`` that only the caller's one local refers to,
# ``f`` called as the generated code calls it (measured here: it depends on the Python interpreter); 0 (never
# donate) where reference counts do not tell.
SOLE_REFERENCE = _references_of_a_sole_local() if _counts_references() else 0
getrefcount = sys.getrefcount
