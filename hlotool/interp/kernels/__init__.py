"""Kernel modules. Importing this package imports every module in it, so each registers its
kernels in ``hlotool.interp.registry.KERNELS`` (new files need no edit here)."""
from __future__ import annotations

import importlib
import pkgutil


def _load_all() -> None:
    for info in sorted(pkgutil.iter_modules(__path__), key=lambda m: m.name):
        if not info.name.startswith("_"):
            importlib.import_module(f"{__name__}.{info.name}")


_load_all()
