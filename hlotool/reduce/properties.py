"""What ``hlotool reduce`` keeps while it shrinks a module: the property of interest.

Each property checks one candidate (its text and parsed module) and says whether it still holds.
``focus`` names entry instructions where the problem shows (a verifier error's instruction, the
first NaN, a mismatching output), so the driver can cut the module to them first.

The built-in value properties (``--nan``, ``--mismatch-with xla``) feed every candidate the same
inputs where they still apply: a parameter named like one of the accepted module's entry
instructions gets that instruction's value (so replacing an instruction by a parameter keeps
every value below it exactly), an original parameter gets its original input; any other
parameter gets deterministic random data (XLA's fake-data rules, from ``--seed``).
"""
from __future__ import annotations

import os
import shlex
import subprocess
import tempfile
from abc import ABC, abstractmethod
from dataclasses import dataclass, field

import numpy as np

from ..ir.module import Instruction, Module
from ..ir.shape import Shape
from .draft import Draft, called_names


@dataclass
class Outcome:
    holds: bool
    reason: str = ""                       # what was seen (for the log and the "does not hold" message)
    focus: tuple[str, ...] = field(default=())


class Property(ABC):
    """Base: ``check`` a candidate; ``verify_candidates`` says whether every candidate must
    verify cleanly first (the driver then rejects one that does not)."""
    name = "property"
    verify_candidates = True

    def setup(self, module: Module, text: str) -> None:  # noqa: B027  (an optional hook: no-op by default)
        """Called once with the input module before anything is checked."""

    @abstractmethod
    def check(self, text: str, module: Module) -> Outcome:
        """Whether the property holds on the candidate ``text`` (parsed: ``module``)."""

    def accepted(self, text: str, module: Module, outcome: Outcome) -> None:
        """Called when a candidate becomes the current module."""
        self._focus = outcome.focus

    def focus(self, module: Module) -> list[str]:
        return list(getattr(self, "_focus", ()))

    def inputs_for(self, module: Module):
        """The inputs the property runs ``module`` on, or None where it runs none."""
        return None

    def close(self) -> None:  # noqa: B027  (an optional hook: no-op by default)
        """Release what setup made (temporary files)."""


# ---------------------------------------------------------------- --test CMD
class TestCommand(Property):
    """``CMD PATH`` exits 0 while the property holds (C-Reduce's and hlo-bisect's convention)."""
    name = "test"
    __test__ = False        # not a pytest class

    def __init__(self, command: str, timeout: float = 60.0, verify_candidates: bool = True):
        self.argv = shlex.split(command)
        if not self.argv:
            raise ValueError("--test needs a command")
        self.timeout = timeout
        self.verify_candidates = verify_candidates
        self._dir = tempfile.mkdtemp(prefix="hlotool-reduce-")
        self.path = os.path.join(self._dir, "candidate.hlo")

    def check(self, text: str, module: Module) -> Outcome:
        with open(self.path, "w", encoding="utf-8") as f:
            f.write(text)
        try:
            r = subprocess.run(self.argv + [self.path], stdin=subprocess.DEVNULL, stdout=subprocess.DEVNULL,
                               stderr=subprocess.PIPE, timeout=self.timeout)
        except subprocess.TimeoutExpired:
            return Outcome(False, f"the test command ran longer than {self.timeout:g} s")
        except OSError as e:
            return Outcome(False, f"the test command could not start: {e.strerror or e}")
        if r.returncode == 0:
            return Outcome(True, "the test command exited 0")
        tail = r.stderr.decode("utf-8", "replace").strip().splitlines()[-3:]
        return Outcome(False, f"the test command exited {r.returncode}"
                       + (": " + " | ".join(tail) if tail else ""))

    def close(self) -> None:
        import shutil
        shutil.rmtree(self._dir, ignore_errors=True)


# ---------------------------------------------------------------- --verify-fails [CODE]
class VerifyFails(Property):
    """hlotool's verifier reports an error with ``code`` (the input's first error's code if
    None). Candidates may carry no error of a code the input did not have, so reduction never
    trades the error for another one."""
    name = "verify-fails"
    verify_candidates = False

    def __init__(self, code: str | None = None, **verify_options):
        self.code = code.upper() if code else None
        self.options = verify_options
        self.allowed: set[str] = set()

    def _errors(self, module: Module):
        from ..verifier import verify
        return [d for d in verify(module, **self.options) if d.severity == "error"]

    def setup(self, module: Module, text: str) -> None:
        errors = self._errors(module)
        self.allowed = {d.code for d in errors}
        if self.code is None and errors:
            self.code = errors[0].code

    def check(self, text: str, module: Module) -> Outcome:
        errors = self._errors(module)
        codes = {d.code for d in errors}
        if self.code is None or self.code not in codes:
            want = f"{self.code} error" if self.code else "error"
            return Outcome(False, f"the verifier reports no {want} (errors: {', '.join(sorted(codes)) or 'none'})")
        new = codes - self.allowed
        if new:
            return Outcome(False, f"new verifier errors {', '.join(sorted(new))}")
        first = next(d for d in errors if d.code == self.code)
        focus = _entry_focus(module, [(d.computation, d.instruction) for d in errors if d.code == self.code])
        return Outcome(True, f"{self.code}: {first.message}", tuple(focus))

    def focus(self, module: Module) -> list[str]:
        out = self.check("", module)
        return list(out.focus)


def _entry_focus(module: Module, places) -> list[str]:
    """Entry instructions for (computation, instruction) places: the instruction itself in the
    entry, else the entry instruction that calls its computation (through any nesting)."""
    caller: dict[str, tuple[str, str]] = {}
    for c in module.computations:
        for instruction in c.instructions:
            for callee in called_names(instruction):
                caller.setdefault(callee, (c.name, instruction.name))
    entry = module.entry.name
    out: list[str] = []
    for comp, inst in places:
        if comp is None or inst is None:
            continue
        seen = set()
        while comp != entry and comp in caller and comp not in seen:
            seen.add(comp)
            comp, inst = caller[comp]
        if comp == entry and inst not in out:
            out.append(inst)
    return out


# ---------------------------------------------------------------- inputs shared by --nan / --mismatch
# Values of the accepted module's instructions are kept up to this many bytes in all.
VALUE_BANK_BYTES = 1 << 30


class ValueBank:
    """Inputs for candidates by parameter name (see the module docstring)."""

    def __init__(self, seed: int = 0, max_bytes: int = VALUE_BANK_BYTES):
        self.seed = seed
        self.max_bytes = max_bytes
        self.values: dict[str, object] = {}
        self.originals: dict[str, object] = {}
        self.first_nan: str | None = None

    def start(self, module: Module, args: list | None) -> None:
        from ..interp.fake_data import fake_args
        params = module.entry.parameters
        if args is None:
            args = fake_args(module, seed=self.seed)
        for p, a in zip(params, args, strict=True):
            self.originals[p.name] = a
        self.values = dict(self.originals)

    def args_for(self, module: Module) -> list:
        from ..interp.engine import check_args
        from ..interp.errors import InterpError
        from ..interp.fake_data import fake_args
        params = module.entry.parameters
        out: list = [None] * len(params)
        missing = False
        for k, p in enumerate(params):
            v = self.values.get(p.name)
            if v is not None and _fits(v, p.shape):
                out[k] = v
            else:
                missing = True
        if missing:
            fake = fake_args(module, seed=self.seed)
            out = [f if o is None else o for o, f in zip(out, fake, strict=True)]
        try:
            return check_args(module, out)
        except InterpError:
            return check_args(module, fake_args(module, seed=self.seed))

    def capture(self, module: Module) -> None:
        """Run ``module`` once, remembering every entry instruction's value (up to the byte
        budget) and the first entry instruction whose value holds a NaN."""
        from ..interp import kernels  # noqa: F401  (registers every kernel)
        from ..interp.device_io import resolve_grid
        from ..interp.engine import EvalContext, Options
        from ..interp.errors import InterpError
        try:
            if resolve_grid(module, None, None).size > 1:
                return
            args = self.args_for(module)
        except InterpError:
            return
        entry = module.entry
        values = {p.name: a for p, a in zip(entry.parameters, args, strict=True)}
        budget = [self.max_bytes - sum(_nbytes(v) for v in values.values())]
        first_nan: list[str] = []

        def hook(inst, value, operands, ctx):
            if inst.computation is not entry:
                return
            if not first_nan and _has_nan(value):
                first_nan.append(inst.name)
            n = _nbytes(value)
            if n <= budget[0]:
                values[inst.name] = value
                budget[0] -= n
        try:
            with np.errstate(all="ignore"):
                EvalContext(module, Options(on_value=hook)).call(entry, args)
        except InterpError:
            return
        for name, v in self.originals.items():       # an original parameter keeps its input
            values.setdefault(name, v)
        self.values = values
        self.first_nan = first_nan[0] if first_nan else None


def _fits(value, shape) -> bool:
    if shape.is_tuple:
        return isinstance(value, tuple) and len(value) == len(shape.tuple_shapes) and \
            all(_fits(v, s) for v, s in zip(value, shape.tuple_shapes, strict=True))
    if not shape.is_array:
        return True
    from ..interp.values import np_dtype
    return isinstance(value, np.ndarray) and value.shape == tuple(shape.dims) and \
        value.dtype == np_dtype(shape.element_type)


def _nbytes(value) -> int:
    if isinstance(value, tuple):
        return sum(_nbytes(v) for v in value)
    return int(getattr(value, "nbytes", 0))


def _has_nan(value) -> bool:
    from ..interp.values import flatten
    for leaf in flatten(value, (tuple, list)):
        if not isinstance(leaf, np.ndarray) or leaf.size == 0:
            continue
        kind = leaf.dtype.kind
        if kind in "fc":
            if np.isnan(leaf).any():
                return True
        elif kind == "V":           # ml_dtypes floats (bf16, f8, ...); their integers never hold a NaN
            try:
                if np.isnan(leaf.astype(np.float32)).any():
                    return True
            except (TypeError, ValueError):
                continue
    return False


class _ValueProperty(Property):
    def __init__(self, seed: int = 0, inputs: list | None = None):
        self.bank = ValueBank(seed)
        self.inputs = inputs

    def setup(self, module: Module, text: str) -> None:
        self.bank.start(module, self.inputs)
        self.bank.capture(module)

    def inputs_for(self, module: Module):
        return self.bank.args_for(module)

    def accepted(self, text: str, module: Module, outcome: Outcome) -> None:
        self.bank.capture(module)
        self._focus = outcome.focus

    def _run(self, module: Module):
        """(inputs, hlotool's outputs), or (inputs or None, an Outcome saying why there are none)."""
        from ..interp import run_module
        from ..interp.errors import InterpError
        try:
            args = self.bank.args_for(module)
        except InterpError as e:
            return None, Outcome(False, f"no inputs fit it: {e}")
        try:
            with np.errstate(all="ignore"):
                return args, list(run_module(module, args))
        except InterpError as e:
            return args, Outcome(False, f"hlotool could not run it: {e}")
        except RecursionError:
            return args, Outcome(False, "hlotool could not run it: too deeply nested")


# ---------------------------------------------------------------- --nan
class NaN(_ValueProperty):
    """hlotool's interpreter produces a NaN in some output."""
    name = "nan"

    def check(self, text: str, module: Module) -> Outcome:
        _, outs = self._run(module)
        if isinstance(outs, Outcome):
            return outs
        for i, o in enumerate(outs):
            if _has_nan(o):
                return Outcome(True, f"out{i} has a NaN")
        return Outcome(False, "no output has a NaN")

    def focus(self, module: Module) -> list[str]:
        return [self.bank.first_nan] if self.bank.first_nan else []


# ---------------------------------------------------------------- --mismatch-with xla
# The probe that finds the first differing value makes every entry value an output: up to this many.
PROBE_MAX_VALUES = 20_000


class MismatchWithXla(_ValueProperty):
    """hlotool's interpreter and XLA CPU (through jaxlib) disagree beyond ``atol``/``rtol`` on
    some output. A candidate XLA refuses to compile or run is not interesting."""
    name = "mismatch-with-xla"

    def __init__(self, seed: int = 0, inputs: list | None = None, atol: float | None = None,
                 rtol: float | None = None):
        super().__init__(seed, inputs)
        self.atol, self.rtol = atol, rtol
        self.xla_rejected = 0

    def check(self, text: str, module: Module) -> Outcome:
        from ..backends.oracle import run_with_xla
        from ..interp.compare import compare_outputs
        args, outs = self._run(module)
        if isinstance(outs, Outcome):
            return outs
        try:
            want = run_with_xla(text, args)
        except Exception as e:    # XLA's own exception types (XlaRuntimeError, ...)
            self.xla_rejected += 1
            first = str(e).strip().splitlines()[0] if str(e).strip() else type(e).__name__
            return Outcome(False, f"XLA rejected it: {first}")
        if len(want) != len(outs):
            return Outcome(False, f"XLA gave {len(want)} outputs, hlotool {len(outs)}")
        bad = []
        worst = ""
        for i, (g, w) in enumerate(zip(outs, want, strict=True)):
            if not isinstance(g, np.ndarray):
                continue
            abs_err, rel_err, ok = compare_outputs(g, np.asarray(w), self.atol, self.rtol)
            if not ok:
                bad.append(i)
                worst = worst or f"out{i}: max abs error {abs_err:.3g}, max rel error {rel_err:.3g}"
        if not bad:
            return Outcome(False, "hlotool and XLA agree on every output")
        return Outcome(True, worst, tuple(_root_operands(module, bad)))

    def focus(self, module: Module) -> list[str]:
        """The first entry instruction whose value differs: one run of a probe module whose ROOT
        is a tuple of every entry array value, on both sides. Falls back to the mismatching
        outputs where XLA or hlotool cannot run the probe."""
        from ..backends.oracle import run_with_xla
        from ..interp import run_module
        from ..interp.compare import compare_outputs
        from ..parser import parse
        names = [i.name for i in module.entry.instructions
                 if i.opcode not in ("parameter", "constant") and i.shape.is_array]
        if not names or len(names) > PROBE_MAX_VALUES:
            return list(getattr(self, "_focus", ()))
        draft = Draft(module)
        root = draft.root(draft.entry)
        probe_name = draft.fresh_name(draft.entry, "probe")
        by_name = {i.name: i for i in module.entry.instructions}
        probe = Instruction(probe_name, "tuple", Shape("tuple", tuple_shapes=tuple(by_name[n].shape for n in names)),
                            tuple(names), {})
        draft.comps[draft.entry].append(probe)
        draft.set_root(draft.entry, probe_name)
        text = draft.text()
        try:
            args = self.bank.args_for(module)
            with np.errstate(all="ignore"):
                got = list(run_module(parse(text), args))
            want = run_with_xla(text, args)
        except Exception:    # either side refusing the probe only loses the hint
            return list(getattr(self, "_focus", ()))
        for name, g, w in zip(names, got, want, strict=True):
            if name != root.name and not compare_outputs(g, np.asarray(w), self.atol, self.rtol)[2]:
                return [name]
        return list(getattr(self, "_focus", ()))


def _root_operands(module: Module, leaves: list[int]) -> list[str]:
    """The ROOT tuple's operands for output leaves (a flat tuple of arrays only)."""
    root = module.entry.root
    if root.opcode != "tuple" or any(o.shape.is_tuple for o in root.operands):
        return []
    return [root.operand_names[i] for i in leaves if i < len(root.operand_names)]
