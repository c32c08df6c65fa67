"""The custom-call targets hlotool knows, one record each (as ``hlotool.opcodes`` has one per opcode).

Every fact about a target that is not a function of a layer above is declared in its record here, and every
list elsewhere is derived from these records: the backend a module was compiled for (``platforms``), the
verifier's shape rule (``shape_inference``), library FLOPs (rules of ``op_costs``, read by ``cost_model``),
global-view and manual-region markers (``interp.device_io``, ``interp.kernels.manual_regions``), the
interpreter's identity kernel and its error for targets it cannot run (``interp.kernels.custom_call``), graph
colours (``graph.model``) and hovers (``lsp.opcode_docs``). Kernels register by name with ``@custom_call`` in
``interp/kernels/``; a test checks that each kernel has a record and each record a kernel or a ``no_kernel``
reason.

Lookups are exact, then the few patterns (a name with ``*``: a family of targets one producer names alike, such
as Shardy's ``xla.sdy.*``); a name that matches neither is unknown (None), never guessed from a prefix.
"""
from __future__ import annotations

import re
from dataclasses import dataclass
from fnmatch import fnmatchcase
from typing import Callable

from .ir.module import Instruction
from .ir.values import BackendConfig
from .op_costs import (
    attention_backward_flops,
    attention_forward_flops,
    convolution_backward_filter_flops,
    convolution_backward_input_flops,
    convolution_forward_flops,
    gemm_flops,
    sort_comparisons,
)
from .opcodes import COMPUTE, CONSTANT, CONTROL, DATA_MOVEMENT, ELEMENTWISE

# How the result shape is known: the instruction declares it, or it is the (one) operand's (XLA's shape
# inference defines it so), or a rule of the target's own infers it from the operands and settings (registered by
# target name with ``@custom_call_shape_rule`` in ``hlotool.shape_inference``).
DECLARED, OPERAND, INFERRED = "declared", "operand", "inferred"


@dataclass(frozen=True)
class Setting:
    """One entry of a typed-FFI call's backend_config dictionary (``{top_k = 4 : i64, ...}``)."""
    name: str
    kind: type                  # bool, int or float
    default: object = None      # None: required


@dataclass(frozen=True)
class CustomCallTarget:
    name: str                 # the exact target; with "*": a pattern (fnmatch) for a family of targets
    # The backend whose compiler (or jax's lowering for it) emits it: "cpu" | "gpu" | "tpu"; None: any.
    backend: str | None
    family: str               # one of opcodes.FAMILIES: how graphs colour it and how stats group it
    summary: str              # one line: what it computes
    shape: str = DECLARED
    flops: Callable[[Instruction], int | None] | None = None   # its FLOPs (None from the rule: not known)
    matrix_flops: bool = True  # those FLOPs are a dot's or convolution's it stands for (matrix units)
    settings: tuple[Setting, ...] = ()   # the backend_config dictionary it reads (``call_settings``)
    workspace: bool = False   # its last tuple element is the library's scratch buffer (u8[N] / s8[N])
    # An annotation for XLA's SPMD partitioner: "gspmd" or "shardy". Its presence marks a module as a global
    # view, not yet partitioned.
    partitioner: str | None = None
    manual_region: str | None = None   # "enter" / "exit": it bounds a shard_map (manual) region
    identity: bool = False    # an annotation: its results are its operands, unchanged
    no_kernel: str = ""       # why the interpreter cannot run it ("" where it has a kernel)
    # jaxlib's LAPACK FFI calls: the operation (jaxlib's kernel, one for the four precisions: "gees", "orgqr",
    # "syevd"), and the routine that kernel calls for this target's precision ("sgees", "zungqr", "cheevd"),
    # which the interpreter calls too, through SciPy's wrappers of the same library; ``blas``: the routine is
    # BLAS's (scipy.linalg.blas), not LAPACK's
    lapack_operation: str = ""
    lapack_routine: str = ""
    blas: bool = False

    @property
    def global_view(self) -> bool:
        return self.partitioner is not None


def _cc(name, backend, family, summary, **facts) -> tuple[CustomCallTarget, ...]:
    return (CustomCallTarget(name, backend, family, summary, **facts),)


def _each(names, backend, family, summary, **facts) -> tuple[CustomCallTarget, ...]:
    """Records for targets that differ only in name (the same call under CUDA and ROCm, in several precisions)."""
    return tuple(CustomCallTarget(n, backend, family, summary, **facts) for n in names)


def _lapack(operation, summary, routines=None, **facts) -> tuple[CustomCallTarget, ...]:
    """jaxlib's LAPACK FFI calls for XLA CPU, one per precision: ``operation`` is jaxlib's kernel and, unless
    ``routines`` names the routine for s, d, c, z, the stem that takes each precision's letter. The target is
    ``lapack_<routine>_ffi``; the routine is the one jaxlib's kernel calls."""
    routines = routines or [t + operation for t in "sdcz"]
    return tuple(CustomCallTarget(f"lapack_{r}_ffi", "cpu", COMPUTE, f"{summary} (LAPACK, jaxlib's CPU kernel)",
                                  lapack_operation=operation, lapack_routine=r, **facts) for r in routines)


# Why the interpreter cannot run a target (its error message quotes the record's reason).
_ON_GPU = "; `--backend xla` runs the module on a GPU"
_GPU_KERNEL = "a GPU kernel compiled from source ({}): the interpreter has no way to run its body" + _ON_GPU
_HOST_CALLBACK = "a Python host callback: the function lives in the Python process that compiled the module"
_CUDNN_FMHA = "cuDNN fused attention"
_FMHA_DROPOUT = ("cuDNN draws the dropout mask with its own random generator, which the interpreter does not "
                 "reproduce" + _ON_GPU)

CUSTOM_CALL_TARGETS: dict[str, CustomCallTarget] = {r.name: r for r in (
    # ------------------------------------------------------------------ any backend: partitioner annotations
    *_cc("Sharding", None, CONTROL, "its operand, annotated with the sharding XLA's SPMD partitioner is to give it",
         shape=OPERAND, partitioner="gspmd", identity=True),
    *_cc("SPMDFullToShardShape", None, CONTROL, "enters a manual region: the full value to this device's shard",
         partitioner="gspmd", manual_region="enter"),
    *_cc("SPMDShardToFullShape", None, CONTROL, "leaves a manual region: the devices' shards to the full value",
         partitioner="gspmd", manual_region="exit"),
    *_cc("xla.sdy.GlobalToLocalShape", None, CONTROL,
         "enters a Shardy manual computation: each global value to this device's block", partitioner="shardy",
         manual_region="enter"),
    *_cc("xla.sdy.LocalToGlobalShape", None, CONTROL,
         "leaves a Shardy manual computation: the devices' blocks to the global value", partitioner="shardy",
         manual_region="exit"),
    *_cc("xla.sdy.FuncResultSharding", None, CONTROL, "its operand, annotated with a function result's Shardy "
         "sharding", partitioner="shardy", identity=True),
    *_cc("xla.sdy.*", None, CONTROL, "a Shardy annotation kept through an HLO round trip", partitioner="shardy",
         no_kernel="a Shardy annotation the interpreter has no kernel for"),
    # ------------------------------------------------------------------ any backend: placement and plumbing
    *_cc("annotate_device_placement", None, CONTROL, "its operand, annotated with the memory it is to live in",
         identity=True),
    *_each(("MoveToHost", "MoveToDevice"), None, DATA_MOVEMENT,
           "its operand, to be moved to host (or device) memory (host offloading)", identity=True),
    *_cc("TopK", None, COMPUTE, "the k largest elements along the last dimension and their s32 indices"),
    # jax.lax.approx_max_k / approx_min_k (XLA's ApproxTopK): operands N inputs then N scalar initial values,
    # called_computations (or to_apply) the comparator, the result N arrays (one array for N = 1) whose
    # reduction_dim is top_k long (aggregate_to_topk) or ApproxTopKReductionOutputSize's size. The kernel sorts
    # along reduction_dim with the comparator (stable) and keeps the first elements: an exact top-k, which is a
    # valid answer to the approximate one (its recall is 1.0, above any recall_target).
    *_cc("ApproxTopK", "tpu", COMPUTE, "approximate top-k along reduction_dim with a comparator (approx_max_k)",
         shape=INFERRED, flops=lambda inst: _approx_top_k_flops(inst), matrix_flops=False,
         settings=(Setting("top_k", int), Setting("reduction_dim", int), Setting("recall_target", float, 0.95),
                   Setting("aggregate_to_topk", bool, True), Setting("reduction_input_size_override", int, -1),
                   Setting("is_fallback", bool, False))),
    # ------------------------------------------------------------------ CPU
    *_lapack("potrf", "Cholesky factorization: (factor, info)"),
    *_lapack("trsm", "triangular solve", blas=True),
    *_lapack("getrf", "LU factorization with partial pivoting: (lu, pivots, info)"),
    *_lapack("geqrf", "QR factorization: (R and the reflectors, taus)"),
    *_lapack("orgqr", "Q from the Householder reflectors of a QR factorization",
             ("sorgqr", "dorgqr", "cungqr", "zungqr")),
    *_lapack("ormqr", "Q (or Q^H) from the Householder reflectors of a QR factorization times a matrix",
             ("sormqr", "dormqr", "cunmqr", "zunmqr")),
    *_lapack("syevd", "eigendecomposition of a symmetric or Hermitian matrix: (vectors, values, info)",
             ("ssyevd", "dsyevd", "cheevd", "zheevd")),
    *_lapack("gesdd", "singular value decomposition, divide and conquer: (a, s, u, vt, info)"),
    *_lapack("gesvd", "singular value decomposition, QR iteration: (a, s, u, vt, info)"),
    *_lapack("geev", "eigenvalues and left/right eigenvectors of a general matrix"),
    *_lapack("gehrd", "reduction to upper Hessenberg form: (reflectors, taus, info)"),
    *_lapack("sytrd", "reduction of a symmetric or Hermitian matrix to tridiagonal form",
             ("ssytrd", "dsytrd", "chetrd", "zhetrd")),
    *_lapack("geqp3", "QR factorization with column pivoting: (R and the reflectors, pivots, taus, info)"),
    *_lapack("gtsv", "tridiagonal solve"),
    *_lapack("gees", "Schur decomposition: (T, Z, eigenvalues, sdim, info)"),
    *_cc("tridiagonal_solve_perturbed_ffi", "cpu", COMPUTE,
         "tridiagonal solve, perturbing zero pivots (jaxlib's CPU kernel)"),
    *_cc("xla_python_cpu_callback_noop", "cpu", CONTROL, "its operands: a host callback with nothing to do",
         identity=True),
    *_each(("xla_ffi_python_cpu_callback", "xla_python_cpu_callback"), "cpu", CONTROL,
           "calls back into Python on the host (jax.pure_callback, jax.debug.print, ...)", no_kernel=_HOST_CALLBACK),
    # ------------------------------------------------------------------ GPU: cuBLAS, cuDNN
    *_each(("__cublas$gemm", "__cublas$lt$matmul"), "gpu", COMPUTE,
           "a cuBLAS GEMM: act(alpha * A B + beta * C + bias) per gemm_backend_config", flops=gemm_flops,
           workspace=True),
    *_cc("__cublas$lt$matmul$f8", "gpu", COMPUTE, "a cuBLASLt FP8 GEMM with operand and result scales",
         flops=gemm_flops, workspace=True),
    *_cc("__cublas$triangularSolve", "gpu", COMPUTE, "a cuBLAS triangular solve", workspace=True),
    *_cc("__cudnn$convForward", "gpu", COMPUTE, "a cuDNN convolution", flops=convolution_forward_flops,
         workspace=True),
    *_cc("__cudnn$convBiasActivationForward", "gpu", COMPUTE,
         "a cuDNN convolution with a fused bias, side input and activation", flops=convolution_forward_flops,
         workspace=True),
    *_cc("__cudnn$convBackwardInput", "gpu", COMPUTE, "a cuDNN convolution's gradient with respect to its input",
         flops=convolution_backward_input_flops, workspace=True),
    *_cc("__cudnn$convBackwardFilter", "gpu", COMPUTE, "a cuDNN convolution's gradient with respect to its "
         "filter", flops=convolution_backward_filter_flops, workspace=True),
    *_cc("__cudnn$fmhaSoftmax", "gpu", COMPUTE, f"{_CUDNN_FMHA}: softmax(Q K^T * scale, masked) V",
         flops=attention_forward_flops, workspace=True),
    *_cc("__cudnn$fmhaSoftmaxBackward", "gpu", COMPUTE, f"{_CUDNN_FMHA}, backward: (dQ, dK, dV)",
         flops=attention_backward_flops, workspace=True),
    *_each(("__cudnn$fmhaSoftmaxDropout", "__cudnn$fmhaSoftmaxDropoutBackward"), "gpu", COMPUTE,
           f"{_CUDNN_FMHA} with dropout (forward or backward)", workspace=True, no_kernel=_FMHA_DROPOUT),
    *_cc("__cudnn$fmhaScaleBiasSoftmax", "gpu", COMPUTE,
         f"{_CUDNN_FMHA} with a bias (jax's bias= and mask=): softmax(Q K^T * scale + bias, masked) V",
         flops=attention_forward_flops, workspace=True),
    *_cc("__cudnn$fmhaScaleBiasSoftmaxBackward", "gpu", COMPUTE,
         f"{_CUDNN_FMHA} with a bias, backward: (dQ, dK, dV, dBias)", flops=attention_backward_flops,
         workspace=True),
    *_each(("__cudnn$fmhaScaleBiasSoftmaxDropout", "__cudnn$fmhaScaleBiasSoftmaxDropoutBackward"), "gpu", COMPUTE,
           f"{_CUDNN_FMHA} with a bias and dropout (forward or backward)", workspace=True, no_kernel=_FMHA_DROPOUT),
    *_cc("__cudnn$norm", "gpu", COMPUTE, "a cuDNN layer normalization", workspace=True,
         no_kernel="the interpreter has no kernel for cuDNN's layer norm" + _ON_GPU),
    *_cc("__cudnn$fusion", "gpu", COMPUTE, "a computation XLA compiles into a cuDNN graph",
         no_kernel=_GPU_KERNEL.format("a cuDNN graph")),
    # ------------------------------------------------------------------ GPU: cuSolver and jaxlib's CUDA/ROCm kernels
    *_each(("cusolver_potrf_ffi", "hipsolver_potrf_ffi"), "gpu", COMPUTE, "Cholesky factorization: (factor, info)"),
    *_each(("cusolver_getrf_ffi", "hipsolver_getrf_ffi"), "gpu", COMPUTE,
           "LU factorization with partial pivoting: (lu, pivots, info)"),
    *_each(("cusolver_geqrf_ffi", "hipsolver_geqrf_ffi"), "gpu", COMPUTE,
           "QR factorization: (R and the reflectors, taus)"),
    *_each(("cusolver_orgqr_ffi", "hipsolver_orgqr_ffi"), "gpu", COMPUTE,
           "Q from the Householder reflectors of a QR factorization"),
    *_each(("cusolver_syevd_ffi", "cusolver_syevj_ffi", "hipsolver_syevd_ffi"), "gpu", COMPUTE,
           "eigendecomposition of a symmetric or Hermitian matrix: (vectors, values, info)"),
    *_each(("cusolver_gesvd_ffi", "cusolver_gesdd_ffi"), "gpu", COMPUTE,
           "singular value decomposition: (a, s, u, vt, info)"),
    *_each(("cusolver_gesvdj_ffi", "cusolver_gesvdp_ffi"), "gpu", COMPUTE,
           "singular value decomposition, Jacobi or polar: (a, s, u, v, info)"),
    *_each(("cu_lu_pivots_to_permutation", "hip_lu_pivots_to_permutation"), "gpu", DATA_MOVEMENT,
           "LU swap pivots to the permutation of the rows"),
    *_each(("cu_threefry2x32_ffi", "hip_threefry2x32_ffi", "cu_threefry2x32"), "gpu", CONSTANT,
           "random bits: the threefry2x32 hash of (key, counts)"),
    *_cc("__gpu$TopK", "gpu", COMPUTE, "the k largest elements along the last dimension and their s32 indices"),
    *_each(("__gpu$xla.gpu.triton", "__gpu$xla.gpu.ext.triton", "triton_kernel_call"), "gpu", COMPUTE,
           "a Triton kernel (jax-triton or Pallas on GPU)", no_kernel=_GPU_KERNEL.format("Triton")),
    *_each(("mosaic_gpu", "mosaic_gpu_v2"), "gpu", COMPUTE, "a Mosaic GPU kernel (Pallas on GPU)",
           no_kernel=_GPU_KERNEL.format("Mosaic GPU")),
    *_each(("xla_ffi_python_gpu_callback", "xla_python_gpu_callback"), "gpu", CONTROL,
           "calls back into Python on the host (jax.pure_callback, jax.debug.print, ...)", no_kernel=_HOST_CALLBACK),
    # ------------------------------------------------------------------ TPU: XLA's TPU compiler and jax's TPU lowerings
    *_cc("tpu_custom_call", "tpu", COMPUTE, "a Pallas/Mosaic kernel compiled for the TPU",
         no_kernel="a Pallas/Mosaic kernel compiled for the TPU: its body is TPU machine code; "
         "`--backend xla` runs the module on TPU hardware"),
    *_cc("AllocateBuffer", "tpu", CONSTANT, "an uninitialized buffer, for the program to write before reading"),
    *_cc("AssumeGatherIndicesInBound", "tpu", CONTROL,
         "its operand: gather indices the HLO before it clamped into bounds (a hint to the emitter)", identity=True),
    *_cc("GatherScatterIndicesBitpacked", "tpu", CONTROL,
         "its operand: gather/scatter indices the HLO before it unpacked from one packed word (a hint to the "
         "emitter)", identity=True),
    *_each(("X64SplitHigh", "X64SplitLow"), "tpu", ELEMENTWISE,
           "64-bit emulation: an s64/u64's high or low 32-bit word, or an f64 as two f32s (low: f32(x), "
           "high: the remainder)"),
    *_cc("X64Combine", "tpu", ELEMENTWISE, "64-bit emulation: X64Combine(low, high), the inverse of the splits"),
    *_cc("Cholesky", "tpu", COMPUTE, "the lower Cholesky factor (NaN where not positive definite)"),
    *_each(("LuDecompositionBlock", "LuDecomposition"), "tpu", COMPUTE,
           "LU factorization with partial pivoting: (lu, pivots, permutation), 0-based"),
    *_each(("QrDecompositionBlock", "Qr"), "tpu", COMPUTE, "QR factorization as geqrf: (R and the reflectors, taus)"),
    *_cc("CompactWyHelper", "tpu", COMPUTE, "the T of a QR's compact WY form"),
    *_each(("InvertDiagBlocksLowerTriangular", "InvertDiagBlocksUpperTriangular"), "tpu", COMPUTE,
           "the inverse of each diagonal block of a triangular matrix"),
    *_cc("ProductOfElementaryHouseholderReflectors", "tpu", COMPUTE,
         "Q from the Householder reflectors of a QR factorization (orgqr)"),
    *_cc("Eigh", "tpu", COMPUTE, "eigendecomposition of a Hermitian matrix: (vectors, ascending values)"),
    *_cc("EighTpu", "tpu", COMPUTE, "eigendecomposition of a Hermitian matrix given as four quadrant blocks"),
)}

_PATTERNS = tuple(r for r in CUSTOM_CALL_TARGETS.values() if "*" in r.name)


def custom_call_target(name: str) -> CustomCallTarget | None:
    """The record of target ``name``: its exact record, else the pattern it matches; None if unknown."""
    record = CUSTOM_CALL_TARGETS.get(name)
    if record is None:
        record = next((r for r in _PATTERNS if fnmatchcase(name, r.name)), None)
    return record


_SETTING = re.compile(r'(\w+)\s*=\s*("[^"]*"|[-+\w.]+)(?:\s*:\s*\w+)?')


def call_settings(inst: Instruction, record: CustomCallTarget) -> dict[str, object]:
    """The settings ``record`` declares, read from ``inst``'s backend_config dictionary (``{top_k = 4 : i64,
    recall_target = 0.95 : f32}``), defaults filled in. Raises ValueError naming a missing or ill-typed one."""
    bc = inst.attrs.get("backend_config")
    text = bc.text if isinstance(bc, BackendConfig) else str(bc or "")
    found = dict(_SETTING.findall(text))
    out: dict[str, object] = {}
    for s in record.settings:
        raw = found.get(s.name)
        if raw is None:
            if s.default is None:
                raise ValueError(f"{record.name}'s backend_config has no {s.name}")
            out[s.name] = s.default
        elif s.kind is bool:
            if raw not in ("true", "false"):
                raise ValueError(f"{record.name}'s {s.name} must be true or false, found {raw}")
            out[s.name] = raw == "true"
        else:
            try:
                out[s.name] = s.kind(raw) if s.kind is not int else int(raw, 10)
            except ValueError:
                raise ValueError(f"{record.name}'s {s.name} must be {'an integer' if s.kind is int else 'a number'}"
                                 f", found {raw}") from None
    return out


def _approx_top_k_flops(inst: Instruction) -> int | None:
    """ApproxTopK's FLOPs: the comparisons of sorting its first input along reduction_dim (``sort_comparisons``)."""
    try:
        dim = call_settings(inst, CUSTOM_CALL_TARGETS["ApproxTopK"])["reduction_dim"]
    except ValueError:
        return None
    return sort_comparisons(inst.operands[0].shape, dim) if inst.operands and isinstance(dim, int) else None


def targets_where(**facts) -> frozenset:
    """The exact names of the targets whose records have all of ``facts`` (e.g. ``identity=True``)."""
    return frozenset(name for name, r in CUSTOM_CALL_TARGETS.items()
                     if r not in _PATTERNS and all(getattr(r, k) == v for k, v in facts.items()))
