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


# What sys.getrefcount reports inside ``f(x, ...)`` for an ``x`` that only the caller's one local refers to,
# ``f`` called as the generated code calls it (measured here: it depends on the Python interpreter).
SOLE_REFERENCE = _references_of_a_sole_local()
getrefcount = sys.getrefcount
