"""Elementwise unary and binary ops."""
from __future__ import annotations

import numpy as np

from ..registry import kernel


@kernel("add")
def eval_add(inst, args, ctx):
    return np.add(args[0], args[1])
