"""The NumPy interpreter: ``run_module(module, args)``; kernels live in ``interp.kernels``."""
from .device_io import DeviceRun
from .engine import EvalContext, Options
from .errors import InputMismatch, InterpError
from .run import run_module

__all__ = ["EvalContext", "Options", "run_module", "InterpError", "InputMismatch", "DeviceRun"]
