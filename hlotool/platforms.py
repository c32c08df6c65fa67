"""XLA's platforms (cpu, gpu, tpu), one record each: how to recognise a module compiled for it (file names,
dump-folder files, backend_config keys, custom-call targets) and how XLA's verifier and heap run for it; and
which one a module was compiled for, inferred from the module, its file name and its folder.

A module before optimizations (no layouts, no backend configs) says nothing of its platform:
``infer_backend`` gives None. (The ``hlotool.backends`` package is another thing: running modules on XLA.)
"""
from __future__ import annotations

import re
from dataclasses import dataclass
from pathlib import Path

from .custom_calls import custom_call_target


@dataclass(frozen=True)
class Backend:
    name: str                           # "cpu" | "gpu" | "tpu"
    file_name: re.Pattern               # dump file names only this backend writes
    folder_files: tuple[str, ...]       # file-name endings in its dump folders
    backend_config_keys: tuple[str, ...]  # backend_config JSON keys only it writes
    # How its library's custom-call targets begin: the guess for a target hlotool.custom_calls has no record of
    # (a known target's record names its backend).
    custom_call_prefixes: tuple[str, ...]
    allow_mixed_precision: bool         # its pipeline's verifier accepts operands of several float precisions
    # Its verifier lets a bitcast change the logical size (TPU: tiled layouts pad both sides alike).
    allow_bitcast_to_have_different_size: bool = False
    # Bytes per element of a tuple's index table in its buffer assignment; None where not modelled.
    tuple_pointer_bytes: int | None = 8
    # Where its heap places temporaries: each at a multiple of this many bytes (read off its buffer assignments;
    # hlotool memory names it where XLA's total exceeds its estimate).
    heap_alignment: int = 64


BACKENDS: dict[str, Backend] = {b.name: b for b in (
    Backend("gpu", re.compile(r"\.(sm_\d+\.\d+[a-z]?_gpu_|gpu_)after_optimizations|\.ptx$|thunk_sequence"),
            ("gpu_target_config.pbtxt", ".ptx", "thunk_sequence.txt", "autotune_results.pbtxt"),
            ('"operation_queue_id"', '"wait_on_operation_queues"', '"fusion_backend_config"', '"gemm_backend_config"',
             '"cudnn_conv_backend_config"', '"collective_backend_config"', '"force_earliest_schedule"'),
            ("__cublas$", "__cudnn$", "__triton", "__gpu$", "cu_", "cusolver_", "cublas_", "hipblas", "__nvshmem"),
            False, heap_alignment=256),
    Backend("tpu", re.compile(r"\.cl_\d+\.|tpu_comp_env"),
            ("tpu_comp_env.txt",),
            ('"flag_configs"', '"scoped_memory_configs"', '"used_scoped_memory_configs"', '"barrier_config"'),
            (),
            True, allow_bitcast_to_have_different_size=True, tuple_pointer_bytes=None, heap_alignment=16384),
    Backend("cpu", re.compile(r"\.cpu_after_optimizations"),
            (),
            ('"outer_dimension_partitions"', '"llvm_kernel_options"'),
            ("lapack_", "xla_cpu_", "__onednn$"),
            False),
)}


@dataclass(frozen=True)
class InferredBackend:
    backend: Backend
    reason: str          # what gave it away, for messages


def infer_backend(module, path: str | Path | None = None) -> InferredBackend | None:
    """The backend ``module`` was compiled for: from its file name, its folder's files, TPU tiled layouts and
    memory spaces, backend_config keys and custom-call targets. None when nothing tells."""
    path = Path(path) if path is not None else (Path(module.filename) if getattr(module, "filename", None) else None)
    if path is not None:
        for b in BACKENDS.values():
            if b.file_name.search(path.name):
                return InferredBackend(b, f"its file name {path.name}")
    for inst in _instructions(module):
        layout = inst.shape.layout if inst.shape.is_array else None
        if layout is not None and layout.tiles and (layout.memory_space or len(layout.tiles[0]) == 2):
            return InferredBackend(BACKENDS["tpu"], f"the tiled layout of %{inst.name}")
        cfg = inst.attribute_map.get("backend_config")
        text = getattr(cfg, "text", None)
        if text:
            for b in BACKENDS.values():
                key = next((k for k in b.backend_config_keys if k in text), None)
                if key is not None:
                    return InferredBackend(b, f"the backend_config key {key} of %{inst.name}")
        target = inst.attribute_map.get("custom_call_target")
        if isinstance(target, str):
            found = _backend_of_target(target)
            if found is not None:
                return InferredBackend(found, f'the custom call "{target}" of %{inst.name}')
    if path is not None and path.parent.is_dir():
        try:
            names = [p.name for p in path.parent.iterdir()]
        except OSError:
            names = []
        for b in BACKENDS.values():
            hit = next((n for n in names for end in b.folder_files if n.endswith(end)), None)
            if hit is not None:
                return InferredBackend(b, f"{hit} in its folder")
    return None


def _backend_of_target(target: str) -> Backend | None:
    """The backend a custom-call target belongs to: its record's, else the one whose library prefix it has."""
    record = custom_call_target(target)
    if record is not None:
        return BACKENDS[record.backend] if record.backend is not None else None
    return next((b for b in BACKENDS.values() if target.startswith(b.custom_call_prefixes)), None)


def _instructions(module):
    for comp in module.computations:
        yield from comp.instructions
