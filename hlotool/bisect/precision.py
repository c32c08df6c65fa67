"""The precision each output of a module is computed in: the narrowest float type any value on the
path to it was rounded to, and how many order-dependent summations round in that type on the way.

Passes legitimately change summation orders (the SPMD partitioner sums per-device partial dots with an
all-reduce, a fusion or a library reduces in another order). Each changed order moves a rounded sum by
about an ulp of the type it is rounded to, and the change flows on to every output downstream. An f32
loss computed from bf16 activations therefore moves by bf16's rounding, not f32's: its tolerance has
to follow the bf16 on its path (``bisect.runner.path_rtol``).

The walk is static, over the reference module (before_optimizations): what the program asks for, not
what a pass made of it (a pass that narrows a type is then a change, as it should be)."""
from __future__ import annotations

from dataclasses import dataclass

from ..ir.module import Computation, Instruction, Module
from ..ir.walks import post_order
from ..opcodes import opcodes_where

# Opcodes whose float result rounds nothing, and sums whose order a pass may change: facts of their records.
EXACT = opcodes_where(exact_values=True)
SUMMATIONS = opcodes_where(accumulates=True)


@dataclass(frozen=True)
class PathPrecision:
    """What the path to one output rounds in: ``type`` (the narrowest float type a value was rounded to;
    None where nothing on the path rounds a float) and ``summations`` (the order-dependent sums that round
    in that type on the path, each counted once)."""
    type: str | None
    summations: int

    @property
    def eps(self) -> float:
        """The machine epsilon of ``type`` (0 where nothing rounds)."""
        if self.type is None:
            return 0.0
        import ml_dtypes

        from ..ir.dtypes import primitive_type
        return float(ml_dtypes.finfo(primitive_type(self.type).numpy).eps)


def _float_type(element_type: str) -> str | None:
    """The real float type a value of ``element_type`` rounds to (c64's parts are f32's)."""
    from ..ir.dtypes import primitive_type
    if element_type == "c64":
        return "f32"
    if element_type == "c128":
        return "f64"
    try:
        return element_type if primitive_type(element_type).is_float else None
    except KeyError:
        return None


def _bits(type_name: str) -> int:
    """The fraction bits of a float type: fewer is narrower."""
    import ml_dtypes

    from ..ir.dtypes import primitive_type
    return int(ml_dtypes.finfo(primitive_type(type_name).numpy).nmant)


# A state is {float type: bitset of the summations rounding in that type}: every type a value on the
# path was rounded to, each with the sums that rounded in it (an int used as a set of summation numbers).
State = dict


def _merge(into: State, other: State) -> None:
    for t, sums in other.items():
        into[t] = into.get(t, 0) | sums


class _Walk:
    def __init__(self):
        self.numbers: dict[int, int] = {}            # id(summation instruction) -> its bit
        self.summaries: dict[str, State] = {}        # computation name -> every rounding in it

    def bit(self, inst: Instruction) -> int:
        return 1 << self.numbers.setdefault(id(inst), len(self.numbers))

    def own(self, inst: Instruction) -> State:
        """What ``inst`` itself rounds: its float result types (unless it is exact), with itself as a
        summation of each."""
        if inst.opcode in EXACT:
            return {}
        types = {t for leaf in inst.shape.leaves() if (t := _float_type(leaf.element_type))}
        sums = self.bit(inst) if inst.opcode in SUMMATIONS else 0
        return {t: sums for t in types}

    def summary(self, comp: Computation) -> State:
        """Every rounding in ``comp`` and what it calls: a called computation is taken whole (a value
        leaving a call, a loop or a fusion may depend on any of it)."""
        if comp.name not in self.summaries:
            self.summaries[comp.name] = {}           # recursion guard; HLO has none, this keeps it finite
            state: State = {}
            for inst in comp.instructions:
                _merge(state, self.own(inst))
                for callee in inst.called_computations:
                    _merge(state, self.summary(callee))
            self.summaries[comp.name] = state
        return self.summaries[comp.name]

    def computation(self, comp: Computation) -> dict[str, State]:
        """The state of every instruction of ``comp``: what the paths to it round."""
        states: dict[str, State] = {}
        for inst in post_order(comp):
            state = self.own(inst)
            for op in inst.operands:
                _merge(state, states[op.name])
            for callee in inst.called_computations:
                _merge(state, self.summary(callee))
            states[inst.name] = state
        return states




def _precision(state: State) -> PathPrecision:
    if not state:
        return PathPrecision(None, 0)
    narrowest = min(state, key=_bits)
    return PathPrecision(narrowest, bin(state[narrowest]).count("1"))


def output_precisions(module: Module) -> list[PathPrecision]:
    """One PathPrecision per output leaf of the entry, in flattening order (a run's outputs)."""
    walk = _Walk()
    states = walk.computation(module.entry)

    def leaves(inst: Instruction) -> list[PathPrecision]:
        if inst.opcode == "tuple":              # each element has its own path
            return [p for op in inst.operands for p in leaves(op)]
        return [_precision(states[inst.name])] * len(inst.shape.leaves())

    return leaves(module.entry.root)


def module_precision(module: Module) -> PathPrecision:
    """The precision of the whole entry taken as one path: every rounding anywhere in the module."""
    return _precision(_Walk().summary(module.entry))
