"""The FLOP and byte rules of opcodes and custom-call targets: what one instruction computes and moves.

Each opcode's record (``hlotool.opcodes``) and each custom-call target's record (``hlotool.custom_calls``) names
its rules; ``hlotool.cost`` reads them from there. The conventions are XLA's HloCostAnalysis
(xla/service/hlo_cost_analysis.cc), so that counting each instruction once gives XLA's ``flops``:

- an elementwise instruction costs one FLOP per result element, a transcendental one (exp, log, tanh, ...)
  one transcendental instead;
- a dot or convolution 2 FLOPs per multiply-accumulate (matrix FLOPs, by the input element type);
- a reduction applies its reducer (input elements - output elements) times, a map once per element;
- fusions, calls, loops and async wrappers cost what they call.

Byte rules give (bytes read, bytes written) of one instruction run as a kernel, at the sizes a ``size``
function gives (the caller's choice: physical sizes with tiles and padding). A bitcast, get-tuple-element or
tuple moves nothing; an in-place update moves its update, not the buffer; a fusion reads each operand once
however many fused instructions read it, and only what its slices take.
"""
from __future__ import annotations

import json
from typing import Callable

from .ir.module import Computation, Instruction
from .ir.shape import Shape

FMA_FLOPS = 2          # a multiply-accumulate: two FLOPs, as XLA counts them


class Work:
    """FLOPs of an instruction or computation. ``matrix_flops`` is the part done by dots, convolutions and the
    library calls that stand for them, keyed by their input element type ("bf16", "f8e4m3fn", ...)."""
    __slots__ = ("flops", "transcendentals", "matrix")

    def __init__(self, flops: int = 0, transcendentals: int = 0, matrix: dict[str, int] | None = None):
        self.flops = flops
        self.transcendentals = transcendentals
        self.matrix = matrix if matrix is not None else {}

    @property
    def matrix_flops(self) -> int:
        return sum(self.matrix.values())

    def add(self, other: "Work", times: int = 1) -> "Work":
        self.flops += other.flops * times
        self.transcendentals += other.transcendentals * times
        for k, v in other.matrix.items():
            self.matrix[k] = self.matrix.get(k, 0) + v * times
        return self

    def scaled(self, times: int) -> "Work":
        return Work().add(self, times)

    def maximum(self, other: "Work") -> "Work":
        """Each count the larger of the two (XLA's rule for a conditional's branches)."""
        matrix = dict(self.matrix)
        for k, v in other.matrix.items():
            matrix[k] = max(matrix.get(k, 0), v)
        return Work(max(self.flops, other.flops), max(self.transcendentals, other.transcendentals), matrix)

    def __repr__(self) -> str:
        return f"Work(flops={self.flops}, transcendentals={self.transcendentals}, matrix={self.matrix})"


# A FLOP rule: (instruction, the Work of a called computation) -> Work.
CalleeWork = Callable[[Computation], Work]
FlopRule = Callable[[Instruction, CalleeWork], Work]
# A byte rule: (instruction, bytes of a shape) -> (bytes read, bytes written).
ShapeBytes = Callable[[Shape], int]
ByteRule = Callable[[Instruction, ShapeBytes], "tuple[int, int]"]

NO_WORK_RESULT = Work()


def result_elements(shape: Shape) -> int:
    """Elements of an array, or of a tuple's first element (a variadic op's result)."""
    if shape.is_tuple:
        return result_elements(shape.tuple_shapes[0]) if shape.tuple_shapes else 0
    return shape.num_elements if shape.is_array else 0


def _all_elements(shape: Shape) -> int:
    return sum(leaf.num_elements for leaf in shape.leaves() if leaf.is_array)


def _first_leaf(shape: Shape) -> Shape:
    """The result proper of a call that returns (result, ..., scratch)."""
    return shape.tuple_shapes[0] if shape.is_tuple and shape.tuple_shapes else shape


def _type_name(shape: Shape) -> str:
    leaf = shape if not shape.is_tuple else (shape.tuple_shapes[0] if shape.tuple_shapes else shape)
    return leaf.ptype.name if leaf.is_array else "?"


# ---------------------------------------------------------------------------------------------- FLOP rules
def no_flops(inst: Instruction, callee: CalleeWork) -> Work:
    return Work()


def vector_flops(inst: Instruction, callee: CalleeWork) -> Work:
    """One FLOP per result element (elementwise arithmetic, compare, select, convert, clamp)."""
    return Work(flops=result_elements(inst.shape))


def transcendental_flops(inst: Instruction, callee: CalleeWork) -> Work:
    """One transcendental per result element (exp, log, tanh, ...): XLA counts these apart from FLOPs."""
    return Work(transcendentals=result_elements(inst.shape))


def random_flops(inst: Instruction, callee: CalleeWork) -> Work:
    """Random numbers: one transcendental per element drawn, as XLA prices them."""
    return Work(transcendentals=_all_elements(inst.shape) if inst.opcode == "rng-bit-generator"
                else result_elements(inst.shape))


def contracted_size(inst: Instruction) -> int:
    lhs = inst.operands[0].shape
    size = 1
    for d in inst.attribute_map.get("lhs_contracting_dims", ()):
        size *= lhs.dims[d]
    return size


def dot_flops(inst: Instruction, callee: CalleeWork) -> Work:
    flops = FMA_FLOPS * result_elements(inst.shape) * contracted_size(inst)
    return Work(flops=flops, matrix={_type_name(inst.operands[0].shape): flops})


def ragged_dot_flops(inst: Instruction, callee: CalleeWork) -> Work:
    """Each row of lhs meets one group's matrix: as a dot of lhs with one group (the groups partition the rows)."""
    flops = FMA_FLOPS * result_elements(inst.shape) * contracted_size(inst)
    return Work(flops=flops, matrix={_type_name(inst.operands[0].shape): flops})


def _window_positions(inst: Instruction, input_sizes, kernel_sizes, output_sizes) -> int:
    """Pairs (output position, kernel position) that read an input element (not padding or a dilation hole),
    multiplied over the spatial dimensions: the multiply-accumulates per (batch, input feature, output feature)."""
    window = inst.attribute_map.get("window")
    dims = list(getattr(window, "dims", ()) or ())
    total = 1
    for k, (n_in, n_kernel, n_out) in enumerate(zip(input_sizes, kernel_sizes, output_sizes, strict=True)):
        wd = dims[k] if k < len(dims) else None
        stride = getattr(wd, "stride", 1) or 1
        pad_lo = getattr(wd, "pad_low", 0) or 0
        lhs_dil = getattr(wd, "lhs_dilate", 1) or 1
        rhs_dil = getattr(wd, "rhs_dilate", 1) or 1
        valid = 0
        for kk in range(n_kernel):
            offset = kk * rhs_dil - pad_lo
            for o in range(n_out):
                u = o * stride + offset            # the input position, counted on the dilated input
                if u >= 0 and u % lhs_dil == 0 and u // lhs_dil < n_in:
                    valid += 1
        total *= valid
    return total


def convolution_macs(inst: Instruction, lhs: Shape, rhs: Shape, out: Shape) -> int | None:
    """Multiply-accumulates of a convolution with ``dim_labels`` and ``window`` (of its forward form, for a
    library call) between input ``lhs``, kernel ``rhs`` and output ``out``: those that touch an input element,
    so padding and dilation holes do not count (XLA's rule). None without dim_labels."""
    labels = inst.attribute_map.get("dim_labels")
    if labels is None:
        return None
    lhs_l, rhs_l, out_l = labels.parts
    spatial = [str(k) for k in range(sum(c.isdigit() for c in lhs_l))]
    try:
        input_sizes = [lhs.dims[lhs_l.index(c)] for c in spatial]
        kernel_sizes = [rhs.dims[rhs_l.index(c)] for c in spatial]
        output_sizes = [out.dims[out_l.index(c)] for c in spatial]
        input_features = lhs.dims[lhs_l.index("f")]
        output_features = out.dims[out_l.index("f")]
        batch = lhs.dims[lhs_l.index("b")]
    except (ValueError, IndexError):
        return None
    groups = int(inst.attribute_map.get("feature_group_count", 1) or 1)
    batch_groups = int(inst.attribute_map.get("batch_group_count", 1) or 1)
    return (input_features // groups) * output_features * (batch // batch_groups) \
        * _window_positions(inst, input_sizes, kernel_sizes, output_sizes)


def convolution_flops(inst: Instruction, callee: CalleeWork) -> Work:
    lhs = inst.operands[0].shape
    macs = convolution_macs(inst, lhs, inst.operands[1].shape, _first_leaf(inst.shape))
    flops = FMA_FLOPS * (macs or 0)
    return Work(flops=flops, matrix={_type_name(lhs): flops})


def reduce_flops(inst: Instruction, callee: CalleeWork) -> Work:
    """The reducer applied (input elements - output elements) times."""
    applications = result_elements(inst.operands[0].shape) - result_elements(inst.shape)
    return callee(inst.called_computations[0]).scaled(max(applications, 0))


def map_flops(inst: Instruction, callee: CalleeWork) -> Work:
    return callee(inst.called_computations[0]).scaled(result_elements(inst.shape))


def reduce_window_flops(inst: Instruction, callee: CalleeWork) -> Work:
    """(window size - 1) reducer applications per output element."""
    window = inst.attribute_map.get("window")
    size = 1
    for wd in getattr(window, "dims", ()) or ():
        size *= getattr(wd, "size", 1) or 1
    return callee(inst.called_computations[0]).scaled(max(size - 1, 0) * result_elements(inst.shape))


def select_and_scatter_flops(inst: Instruction, callee: CalleeWork) -> Work:
    window = inst.attribute_map.get("window")
    size = 1
    for wd in getattr(window, "dims", ()) or ():
        size *= getattr(wd, "size", 1) or 1
    source = result_elements(inst.operands[1].shape)
    select, scatter = inst.called_computations[0], inst.called_computations[1]
    return callee(select).scaled(source * max(size - 1, 0)).add(callee(scatter), source)


def scatter_flops(inst: Instruction, callee: CalleeWork) -> Work:
    """The combiner applied once per update element."""
    n = (len(inst.operands) - 1) // 2
    return callee(inst.called_computations[0]).scaled(result_elements(inst.operands[n + 1].shape))


def sort_flops(inst: Instruction, callee: CalleeWork) -> Work:
    """n log2 n comparisons (a comparison sort), as XLA prices it."""
    n = result_elements(inst.operands[0].shape)
    return Work(flops=n * max(n - 1, 0).bit_length())


def fft_flops(inst: Instruction, callee: CalleeWork) -> Work:
    """XLA's estimate: 2 x 4 x prod(floor(log2 n)) per element of the (complex) operand."""
    lengths = inst.attribute_map.get("fft_length", ()) or ()
    factor = 1
    for n in lengths:
        factor *= max(int(n), 1).bit_length() - 1
    return Work(flops=FMA_FLOPS * 4 * factor * result_elements(inst.operands[0].shape))


def triangular_solve_flops(inst: Instruction, callee: CalleeWork) -> Work:
    a, b = inst.operands[0].shape, inst.operands[1].shape
    return Work(flops=FMA_FLOPS * (a.dims[-1] if a.dims else 1) * result_elements(b))


def cholesky_flops(inst: Instruction, callee: CalleeWork) -> Work:
    a = inst.operands[0].shape
    return Work(flops=(a.dims[-1] if a.dims else 1) * result_elements(a) // 3)


def all_reduce_flops(inst: Instruction, callee: CalleeWork) -> Work:
    """One FLOP per result element: XLA prices an all-reduce as if two participants added their parts."""
    return Work(flops=_all_elements(inst.shape))


def target_flops(inst: Instruction, callee: CalleeWork) -> Work:
    """custom-call: its FLOPs are its target's (``CustomCallTarget.flops`` in ``hlotool.custom_calls``, which
    imports this module); ``hlotool.cost_model`` resolves the target. Alone, nothing is known."""
    return Work()


def callee_flops(inst: Instruction, callee: CalleeWork) -> Work:
    """What the (first) called computation costs: fusion, call, async-start."""
    return callee(inst.called_computations[0]) if inst.called_computations else Work()


# ---------------------------------------------------------------------------------------------- byte rules
def _operand_bytes(inst: Instruction, size: ShapeBytes) -> int:
    return sum(size(o.shape) for o in inst.operands)


def reads_operands_writes_result(inst: Instruction, size: ShapeBytes) -> tuple[int, int]:
    """The default: every operand read whole, the result written whole."""
    return _operand_bytes(inst, size), size(inst.shape)


def moves_nothing(inst: Instruction, size: ShapeBytes) -> tuple[int, int]:
    """A new view of buffers that exist (bitcast, get-tuple-element, tuple, parameter, ...): no data moves."""
    return 0, 0


TUPLE_POINTER_BYTES = 8     # a tuple's index table: one pointer per element (XLA CPU and GPU)


def writes_index_table(inst: Instruction, size: ShapeBytes) -> tuple[int, int]:
    """tuple: gathers pointers to its operands' buffers, touching none of their data; writes its index table."""
    return 0, TUPLE_POINTER_BYTES * len(inst.operands)


def writes_result(inst: Instruction, size: ShapeBytes) -> tuple[int, int]:
    """Reads nothing of its operands' data (iota, rng state, partition-id)."""
    return 0, size(inst.shape)


def reads_what_it_writes(inst: Instruction, size: ShapeBytes) -> tuple[int, int]:
    """slice, dynamic-slice, gather: reads the elements it takes (plus any index operands), writes them."""
    out = size(inst.shape)
    return out + sum(size(o.shape) for o in inst.operands[1:]), out


def in_place_update(inst: Instruction, size: ShapeBytes) -> tuple[int, int]:
    """dynamic-update-slice: the buffer is updated in place; the update and the indices move."""
    update = size(inst.operands[1].shape)
    return update + sum(size(o.shape) for o in inst.operands[2:]), update


def scatter_bytes(inst: Instruction, size: ShapeBytes) -> tuple[int, int]:
    """scatter updates in place: reads the updates, the indices and the elements they combine with; writes
    those elements."""
    n = (len(inst.operands) - 1) // 2
    updates = sum(size(o.shape) for o in inst.operands[n + 1:])
    return 2 * updates + size(inst.operands[n].shape), updates


def async_collective_bytes(inst: Instruction, size: ShapeBytes) -> tuple[int, int]:
    """An async collective's start whose result is (operands, outputs, ...): reads its operands, writes its
    outputs (the result's element 1)."""
    out = inst.shape.tuple_shapes[1] if inst.shape.is_tuple and len(inst.shape.tuple_shapes) > 1 else inst.shape
    return _operand_bytes(inst, size), size(out)


def callee_bytes(inst: Instruction, size: ShapeBytes) -> tuple[int, int]:
    """Control flow (while, call, conditional, async wrappers): its own kernels are counted where they run."""
    return 0, 0


def fusion_bytes(inst: Instruction, size: ShapeBytes) -> tuple[int, int]:
    """A fusion reads each parameter once (only what slices take), large constants once, and writes its
    outputs (an in-place dynamic-update-slice root: only the update)."""
    comp = inst.called_computations[0]
    read = 0
    for param in comp.parameters:
        read += fused_parameter_read_bytes(param, size)
    for fused in comp.instructions:
        if fused.opcode == "constant" and fused.shape.is_array and fused.shape.num_elements > 1:
            read += size(fused.shape)
    return read, _fusion_written(comp.root, inst.shape, size)


def _fusion_written(root: Instruction, shape: Shape, size: ShapeBytes) -> int:
    if root.opcode == "dynamic-update-slice":
        return size(root.operands[1].shape)
    if shape.is_tuple and root.opcode == "tuple":
        return sum(_fusion_written(op, s, size) if op.opcode == "dynamic-update-slice" else size(s)
                   for op, s in zip(root.operands, shape.tuple_shapes, strict=False))
    return size(shape)


def fused_parameter_read_bytes(value: Instruction, size: ShapeBytes) -> int:
    """Bytes a fused parameter (or a tuple element of one) is read for: what each slicing user takes, and the
    whole value once for all other users together."""
    total, read_whole = 0, False
    comp = value.computation
    users = comp.users_of(value) if comp is not None else []
    if value.shape.is_tuple:
        for user in users:
            if user.opcode == "get-tuple-element":
                total += fused_parameter_read_bytes(user, size)
        return total
    for user in users:
        op = user.opcode
        if op == "fusion":
            callee = user.called_computations[0]
            params = callee.parameters
            for k, operand in enumerate(user.operands):
                if operand is value and k < len(params):
                    total += fused_parameter_read_bytes(params[k], size)
        elif op == "slice" or (op in ("dynamic-slice", "gather") and user.operands[0] is value):
            total += size(user.shape)
        elif op == "dynamic-update-slice" and user.operands[0] is value:
            continue                      # the buffer updated in place: not read
        elif not read_whole:
            read_whole = True
            total += size(value.shape)
    return total


# ------------------------------------------------------------------------- library calls (custom-call records)
# What a library call that stands for a dot or convolution costs, as the HLO op it replaced: an int, or None where
# the instruction does not say enough (no readable ``gemm_backend_config``, no ``dim_labels``): the caller reports
# it as not counted rather than adding a guess. ``hlotool.custom_calls`` names the rule of each target.
def gemm_flops(inst: Instruction) -> int | None:
    """2 x the result's elements x the contracted size, from ``gemm_backend_config``'s dot dimensions."""
    try:
        cfg = json.loads(inst.attribute_map["backend_config"].text).get("gemm_backend_config", {})
        dims = cfg.get("dot_dimension_numbers", {}).get("lhs_contracting_dimensions", [])
        contracted = 1
        for d in dims:
            contracted *= inst.operands[0].shape.dims[int(d)]
    except (KeyError, ValueError, AttributeError, IndexError, TypeError):
        return None
    return FMA_FLOPS * _first_leaf(inst.shape).num_elements * contracted


# A cuDNN convolution keeps its forward form's window and dim_labels; the directions differ in which of
# (input, filter, output) are operands and which the result: forward (input, filter) -> output; backward input
# (output grad, filter) -> input grad; backward filter (input, output grad) -> filter grad. Each direction does
# the forward's multiply-accumulates.
def _library_convolution(inst: Instruction, lhs: Shape, rhs: Shape, out: Shape) -> int | None:
    macs = convolution_macs(inst, lhs, rhs, out)
    return None if macs is None else FMA_FLOPS * macs


def convolution_forward_flops(inst: Instruction) -> int | None:
    return _library_convolution(inst, inst.operands[0].shape, inst.operands[1].shape, _first_leaf(inst.shape))


def convolution_backward_input_flops(inst: Instruction) -> int | None:
    return _library_convolution(inst, _first_leaf(inst.shape), inst.operands[1].shape, inst.operands[0].shape)


def convolution_backward_filter_flops(inst: Instruction) -> int | None:
    return _library_convolution(inst, inst.operands[0].shape, _first_leaf(inst.shape), inst.operands[1].shape)


def _attention_sizes(inst: Instruction) -> tuple[int, int, int] | None:
    """(B * N * Tq * Tk, Q/K head size, V head size) of a cuDNN attention call: the score matrix's
    [B, N, Tq, Tk] from ``cudnn_fmha_backend_config``'s intermediate_tensor_shape, the head sizes from the
    element counts of Q (B N Tq Dqk), K (B Nkv Tk Dqk) and V (B Nkv Tk Dv)."""
    try:
        cfg = json.loads(inst.attribute_map["backend_config"].text)["cudnn_fmha_backend_config"]
        b, n, tq, tk = (int(d) for d in cfg["intermediate_tensor_shape"]["dimensions"])
        q, k, v = (inst.operands[i].shape.num_elements for i in range(3))
    except (KeyError, ValueError, AttributeError, IndexError, TypeError):
        return None
    if min(b, n, tq, tk, k) <= 0 or q % (b * n * tq):
        return None
    d_qk = q // (b * n * tq)
    return b * n * tq * tk, d_qk, d_qk * v // k


# Dense counts, as the composite attention the call replaced: a causal or padding mask does not lower them.
def attention_forward_flops(inst: Instruction) -> int | None:
    """2 x (Q K^T and P V): 2 B N Tq Tk (Dqk + Dv), the usual 4 B N Tq Tk D."""
    sizes = _attention_sizes(inst)
    return None if sizes is None else FMA_FLOPS * sizes[0] * (sizes[1] + sizes[2])


def attention_backward_flops(inst: Instruction) -> int | None:
    """2 x the five GEMMs of flash attention's backward (Q K^T again, dV = P^T dO, dP = dO V^T, dQ = dS K,
    dK = dS^T Q): 2 B N Tq Tk (3 Dqk + 2 Dv), 2.5 x the forward when the head sizes agree."""
    sizes = _attention_sizes(inst)
    return None if sizes is None else FMA_FLOPS * sizes[0] * (3 * sizes[1] + 2 * sizes[2])


def sort_comparisons(operand: Shape, dim: int) -> int | None:
    """FLOPs of sorting ``operand`` along ``dim``: one per comparison, as HloCostAnalysis prices a sort, each
    element times ceil(log2 n), n the dimension's size. ApproxTopK's rule (the sort XLA's fallback runs in its
    place on CPU and GPU; an upper bound of TPU's one-pass approximate reduction). None: no such dimension."""
    if not operand.is_array or not -operand.rank <= dim < operand.rank:
        return None
    return operand.num_elements * max(operand.dims[dim] - 1, 0).bit_length()


def copies_operand(inst: Instruction, size: ShapeBytes) -> tuple[int, int]:
    """copy-start: the asynchronous copy reads its operand and writes as much (its result tuple repeats it)."""
    moved = size(inst.operands[0].shape)
    return moved, moved


# Byte rules of instructions that launch nothing: they only name buffers that exist (no kernel of their own).
VIEW_RULES = (moves_nothing, writes_index_table)
