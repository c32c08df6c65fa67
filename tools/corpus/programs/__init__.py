"""The corpus programs, one module per family.  Importing this package registers every program in
``tools.corpus.registry.PROGRAMS``, in catalogue order (the order of ``FAMILIES``)."""
from __future__ import annotations

import importlib

FAMILIES = ("elementwise", "dtypes", "shapes", "dot_conv", "reductions", "indexing", "control_flow", "fft",
            "linalg", "rng", "collectives", "multidevice", "models", "transforms")

for _family in FAMILIES:
    importlib.import_module(f"{__name__}.{_family}")
