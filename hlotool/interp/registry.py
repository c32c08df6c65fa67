"""The kernel table: one evaluation function per opcode, registered with ``@kernel``.

A kernel has the signature ``eval_x(inst, args, ctx) -> value`` where
- ``inst`` is the ``Instruction`` (its ``shape``, ``attrs``, ``called_computations``),
- ``args`` are the operand values, in operand order,
- ``ctx`` is the engine's ``EvalContext``: ``ctx.call(computation, args) -> value`` runs a
  called computation, ``ctx.module`` is the module being run.

Values: an array shape is an ``np.ndarray`` in logical (row-major over ``dims``) order with the
NumPy dtype of its element type (``hlotool.interp.values.np_dtype``); a tuple shape is a Python ``tuple``
of values; ``token[]`` is ``TOKEN``. Layouts matter only where XLA's semantics are physical
(bitcast).
"""
from __future__ import annotations

from typing import Any, Callable, Protocol

KERNELS: dict[str, Callable[..., Any]] = {}
# Opcodes with no kernel, and why (the engine handles them itself, or the interpreter lacks them: running one
# is an error that names it).
NO_KERNEL: dict[str, str] = {
    "parameter": "the engine binds a computation's arguments to its parameters",
    "constant": "the engine's plan holds the literal, decoded once",
    "shuffle": "newer than jaxlib 0.10.2's XLA, whose semantics it cannot confirm; XLA's HloEvaluator has no "
               "handler for it either",
}
# Kernels for XLA's async short forms `X-start` / `X-update` / `X-done`, keyed by phase.
ASYNC_SUGAR_KERNELS: dict[str, Callable[..., Any]] = {}


class Specializable(Protocol):
    """A kernel with a plan-time ``specialize(inst)``: a kernel for that one instruction, or None (the engine's
    plan asks it; see ``engine``)."""
    specialize: Callable[[Any], Callable[..., Any] | None]

    def __call__(self, inst: Any, args: Any, ctx: Any) -> Any: ...


class PlannedKernel(Protocol):
    """An elementwise kernel specialised at plan time: ``array_fn`` computes the result from the ``arity`` operand
    values alone, made an ndarray where ``rank0``; the engine's generated code calls it directly."""
    array_fn: Callable[..., Any]
    rank0: bool
    arity: int

    def __call__(self, inst: Any, args: Any, ctx: Any) -> Any: ...


def find_kernel(opcode: str) -> Callable[..., Any] | None:
    """The kernel for ``opcode``, including the async short forms of any opcode."""
    fn = KERNELS.get(opcode)
    if fn is None:
        from ..opcodes import async_sugar
        sugar = async_sugar(opcode)
        if sugar is not None:
            fn = ASYNC_SUGAR_KERNELS.get(sugar[1])
    return fn


def kernel(*opcodes: str):
    """Register the decorated function as the kernel for ``opcodes``."""
    def register(fn):
        for op in opcodes:
            if op in KERNELS:
                raise ValueError(f"two kernels registered for opcode {op!r}")
            KERNELS[op] = fn
        return fn
    return register


class Token:
    """The value of ``token[]`` shapes (after-all, infeed/outfeed, send/recv)."""
    __slots__ = ()

    def __repr__(self) -> str:
        return "TOKEN"


TOKEN = Token()
