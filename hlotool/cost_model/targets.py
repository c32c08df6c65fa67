"""The chips ``hlotool cost`` prices a module on: a table of common ones, and the target a dump folder names.

Every figure is a vendor's published peak (dense: no structured sparsity), with its source beside it. The
figures no vendor publishes (vector and transcendental rates of a TPU, kernel launch and collective step
latencies) are marked ``estimate`` and are the model's assumptions, not measurements.

A GPU dump's ``gpu_target_config.pbtxt`` gives its SM count, clock and memory bandwidth: the chip is
recognised by compute capability and memory size, its per-SM rates taken from the table and scaled to the
dump's SMs and clock. A TPU dump's ``target_arguments.txt`` names the TPU version and its mesh.
"""
from __future__ import annotations

import json
import re
from dataclasses import asdict, dataclass, field, replace
from pathlib import Path

T, G = 1e12, 1e9


@dataclass(frozen=True)
class Target:
    name: str
    kind: str                                   # "gpu" | "tpu" | "cpu"
    # Matrix-unit peak FLOP/s by input element type (tensor cores, the MXU); types not listed use "f32".
    peak_flops: dict[str, float]
    vector_flops: float                         # FLOP/s of everything else (CUDA cores, the VPU)
    transcendentals: float                      # transcendentals/s (GPU special-function units)
    memory_bandwidth: float                     # HBM bytes/s
    launch_s: float                             # per-kernel launch overhead (estimate)
    link_bandwidth: float                       # bytes/s one way over one link (NVLink, ICI)
    links: int                                  # links per chip
    node_size: int = 0                          # GPU: devices per NVLink domain (0: all devices, as TPU ICI)
    network_bandwidth: float = 0.0              # bytes/s one way per device across nodes
    link_latency_s: float = 2e-6                # per step of a collective over the links (estimate)
    network_latency_s: float = 10e-6            # per step across nodes (estimate)
    cores: int = 0                              # SMs (GPU) the peaks assume
    clock_ghz: float = 0.0                      # the clock the peaks assume
    memory_bytes: int = 0
    mesh: tuple[int, ...] = ()                  # TPU: chips per mesh axis, where the dump says
    source: str = "hlotool's table"             # where this target came from
    notes: tuple[str, ...] = field(default=())

    def peak_for(self, element_type: str) -> float:
        """Matrix peak for operands of ``element_type`` (types the table does not list: f32's rate)."""
        return self.peak_flops.get(element_type) or self.peak_flops.get("f32") or self.vector_flops

    def to_json(self) -> dict:
        d = asdict(self)
        d["interconnect"] = {"link_bandwidth": self.link_bandwidth, "links": self.links, "node_size": self.node_size,
                             "network_bandwidth": self.network_bandwidth, "link_latency_s": self.link_latency_s,
                             "network_latency_s": self.network_latency_s, "mesh": list(self.mesh)}
        for k in ("link_bandwidth", "links", "node_size", "network_bandwidth", "link_latency_s", "network_latency_s",
                  "mesh"):
            d.pop(k)
        d["notes"] = list(self.notes)
        return d


def _gpu_peaks(f64, f32_tensor, bf16, fp8=0.0, int8=0.0) -> dict[str, float]:
    """Matrix peaks of an NVIDIA GPU. f32 dots run on TF32 tensor cores (XLA's default precision on GPU);
    f64 on FP64 tensor cores; f16 and bf16 alike."""
    peaks = {"f64": f64, "f32": f32_tensor, "bf16": bf16, "f16": bf16, "s8": int8 or bf16 * 2, "u8": int8 or bf16 * 2}
    if fp8:
        for t in ("f8e4m3fn", "f8e5m2", "f8e4m3fnuz", "f8e5m2fnuz", "f8e4m3", "f8e4m3b11fnuz"):
            peaks[t] = fp8
    return peaks


def _tpu_peaks(bf16, int8) -> dict[str, float]:
    """Matrix peaks of a TPU's MXUs. f32 dots at XLA's default precision are one bf16 pass; at HIGHEST six
    (estimate: f32 priced at a third of bf16, between the two)."""
    return {"bf16": bf16, "f16": bf16, "s8": int8, "u8": int8, "f32": bf16 / 3,
            "f8e4m3fn": int8 or bf16, "f8e5m2": int8 or bf16}


_GPU_LAUNCH = 2e-6      # estimate: a CUDA kernel launch, ~2-3 us measured on A100/H100 without CUDA graphs
_TPU_LAUNCH = 0.5e-6    # estimate: a TPU program's per-fusion overhead (no host launch per kernel)
_IB_NDR = 50 * G        # a 400 Gb/s InfiniBand NDR NIC per GPU, one way: DGX A100/H100 node design

CHIPS: dict[str, Target] = {t.name: t for t in (
    # NVIDIA A100 Tensor Core GPU datasheet (SXM4 80 GB, 2021): FP64 Tensor 19.5 TF, TF32 156 TF, BF16/FP16 312 TF,
    # INT8 624 TOPS, FP32 19.5 TF; HBM2e 2,039 GB/s; NVLink 3: 12 links, 600 GB/s both ways in all; 108 SMs at
    # 1.41 GHz. Special-function units: 16 per SM per clock (CUDA C Programming Guide, arithmetic instructions).
    Target("a100", "gpu", _gpu_peaks(19.5 * T, 156 * T, 312 * T, int8=624 * T), 19.5 * T, 108 * 16 * 1.41 * G,
           2039 * G, _GPU_LAUNCH, 25 * G, 12, 8, _IB_NDR, cores=108, clock_ghz=1.41, memory_bytes=80 << 30),
    # NVIDIA H100 Tensor Core GPU datasheet (SXM5): FP64 Tensor 67 TF, TF32 494.7 TF, BF16 989.4 TF, FP8 1,978.9 TF,
    # INT8 1,978.9 TOPS, FP32 67 TF (dense); HBM3 3.35 TB/s; NVLink 4: 18 links, 900 GB/s both ways; 132 SMs
    # (the peaks assume 1.83 GHz).
    Target("h100", "gpu", _gpu_peaks(67 * T, 494.7 * T, 989.4 * T, 1978.9 * T, 1978.9 * T), 67 * T,
           132 * 16 * 1.83 * G, 3350 * G, _GPU_LAUNCH, 25 * G, 18, 8, _IB_NDR, cores=132, clock_ghz=1.83,
           memory_bytes=80 << 30),
    # NVIDIA H200 Tensor Core GPU datasheet (SXM): the H100's compute; HBM3e 141 GB at 4.8 TB/s; NVLink 900 GB/s.
    Target("h200", "gpu", _gpu_peaks(67 * T, 494.7 * T, 989.4 * T, 1978.9 * T, 1978.9 * T), 67 * T,
           132 * 16 * 1.83 * G, 4800 * G, _GPU_LAUNCH, 25 * G, 18, 8, _IB_NDR, cores=132, clock_ghz=1.83,
           memory_bytes=141 * 10 ** 9),
    # NVIDIA HGX B200 datasheet (per GPU, dense = half the sparse figures): FP64 40 TF, TF32 1.1 PF, BF16 2.25 PF,
    # FP8 4.5 PF, INT8 4.5 POPS; HBM3e 8 TB/s, 180 GB; NVLink 5: 18 links, 1.8 TB/s both ways. 148 SMs (estimate
    # of the clock the peaks assume: 1.86 GHz); FP32 80 TF (estimate, 2 x H100 per SM-clock is not published).
    Target("b200", "gpu", _gpu_peaks(40 * T, 1100 * T, 2250 * T, 4500 * T, 4500 * T), 80 * T,
           148 * 16 * 1.86 * G, 8000 * G, _GPU_LAUNCH, 50 * G, 18, 8, 100 * G, cores=148, clock_ghz=1.86,
           memory_bytes=180 * 10 ** 9),
    # Google Cloud TPU v4 (cloud.google.com/tpu/docs/v4): 275 TF bf16 and int8, HBM2 32 GiB at 1,200 GB/s,
    # ICI 3D torus: 6 links, 2,400 Gbps per chip (50 GB/s per link). Vector and transcendental rates: estimates.
    Target("tpu-v4", "tpu", _tpu_peaks(275 * T, 275 * T), 275 * T / 16, 275 * T / 64, 1200 * G, _TPU_LAUNCH,
           50 * G, 6, memory_bytes=32 << 30, link_latency_s=1e-6),
    # Cloud TPU v5e (cloud.google.com/tpu/docs/v5e): 197 TF bf16, 394 TOPS int8, HBM2e 16 GB at 819 GB/s, ICI 2D
    # torus: 4 links, 1,600 Gbps per chip (50 GB/s per link).
    Target("tpu-v5e", "tpu", _tpu_peaks(197 * T, 394 * T), 197 * T / 16, 197 * T / 64, 819 * G, _TPU_LAUNCH,
           50 * G, 4, memory_bytes=16 << 30, link_latency_s=1e-6),
    # Cloud TPU v5p (cloud.google.com/tpu/docs/v5p): 459 TF bf16, 918 TOPS int8, HBM2e 95 GB at 2,765 GB/s, ICI 3D
    # torus: 6 links, 4,800 Gbps per chip (100 GB/s per link).
    Target("tpu-v5p", "tpu", _tpu_peaks(459 * T, 918 * T), 459 * T / 16, 459 * T / 64, 2765 * G, _TPU_LAUNCH,
           100 * G, 6, memory_bytes=95 * 10 ** 9, link_latency_s=1e-6),
    # Cloud TPU v6e / Trillium (cloud.google.com/tpu/docs/v6e): 918 TF bf16, 1,836 TOPS int8, HBM 32 GB at
    # 1,640 GB/s, ICI 2D torus: 4 links, 3,584 Gbps per chip (112 GB/s per link).
    Target("tpu-v6e", "tpu", _tpu_peaks(918 * T, 1836 * T), 918 * T / 16, 918 * T / 64, 1640 * G, _TPU_LAUNCH,
           112 * G, 4, memory_bytes=32 << 30, link_latency_s=1e-6),
    # estimate: a server CPU socket (32 cores with AVX-512 FMA at 2.5 GHz: 32 x 2 x 16 x 2 x 2.5 G f32; DDR5 at
    # 8 channels). Only a placeholder for CPU dumps: pass --target for a real machine.
    Target("cpu", "cpu", {"f32": 5 * T, "f64": 2.5 * T, "bf16": 5 * T}, 5 * T, 1 * T, 300 * G, 1e-6, 0.0, 0,
           source="hlotool's table (estimate)"),
)}
ALIASES = {"v4": "tpu-v4", "v5e": "tpu-v5e", "v5litepod": "tpu-v5e", "v5p": "tpu-v5p", "v6e": "tpu-v6e",
           "trillium": "tpu-v6e", "h100-sxm": "h100", "a100-sxm": "a100"}
# The TPU versions ``target_arguments.txt`` names (tpu_topology_args.version and variant).
# Only the pairs seen in real dumps or libtpu's names: another version is reported (unknown_dump_target), not guessed.
_TPU_VERSIONS = {("TPU_VERSION_PUFFERFISH", ""): "tpu-v4", ("TPU_VERSION_VIPERFISH", "lite"): "tpu-v5e",
                 ("TPU_VERSION_VIPERFISH", ""): "tpu-v5p"}


class TargetError(ValueError):
    pass


def chip(name: str) -> Target:
    key = name.strip().lower()
    key = ALIASES.get(key, key)
    if key not in CHIPS:
        raise TargetError(f"unknown target {name!r}: expected one of {', '.join(CHIPS)} or a target file "
                          f"(a gpu_target_config.pbtxt, or JSON with the fields of `hlotool cost --format json`'s "
                          f"target)")
    return CHIPS[key]


def target_from_argument(value: str) -> Target:
    """``--target``: a chip's name, a GpuTargetConfigProto text, or a JSON object of Target's fields."""
    path = Path(value)
    if not path.is_file():
        return chip(value)
    try:
        text = path.read_text()
    except (OSError, UnicodeDecodeError) as e:
        raise TargetError(f"{value}: cannot read the target file: {e}") from None
    if text.lstrip().startswith("{"):
        return _json_target(text, value)
    found = gpu_target_from_config(text, value)
    if found is None:
        raise TargetError(f"{value}: not a target file: expected a gpu_target_config.pbtxt (gpu_device_info with "
                          f"cuda_compute_capability) or a JSON object")
    return found


def _json_target(text: str, where: str) -> Target:
    try:
        data = json.loads(text)
        base = chip(data["base"]) if "base" in data else None
        fields = {k: v for k, v in data.items() if k in Target.__dataclass_fields__}
        if "interconnect" in data:
            fields.update({k: v for k, v in data["interconnect"].items() if k in Target.__dataclass_fields__})
        if "mesh" in fields:
            fields["mesh"] = tuple(fields["mesh"])
        fields.pop("notes", None)
        fields["source"] = where
        target = replace(base, **fields) if base is not None else Target(**fields)
        _check_numbers(target)
        return target
    except (ValueError, KeyError, TypeError) as e:
        raise TargetError(f"{where}: not a usable target: {e}") from None


def _check_numbers(t: Target) -> None:
    """Every rate a positive number (a JSON target is the user's: a string or a zero would price nonsense)."""
    rates = {"vector_flops": t.vector_flops, "transcendentals": t.transcendentals,
             "memory_bandwidth": t.memory_bandwidth, "launch_s": t.launch_s,
             **{f"peak_flops.{k}": v for k, v in t.peak_flops.items()}}
    for name, value in rates.items():
        if isinstance(value, bool) or not isinstance(value, (int, float)) or value < 0 or \
                (value == 0 and name != "launch_s"):
            raise ValueError(f"{name} must be a positive number, not {value!r}")


_FIELD = r"\b{}\s*:\s*([0-9.e+]+)"


def _number(text: str, name: str) -> float | None:
    m = re.search(_FIELD.format(name), text)
    return float(m.group(1)) if m else None


def gpu_target_from_config(text: str, where: str) -> Target | None:
    """The GPU a ``gpu_target_config.pbtxt`` describes: the table's chip of its compute capability (H100 or
    H200 by memory size), with the config's memory bandwidth and its peaks scaled to the config's SMs and clock."""
    cc = re.search(r"cuda_compute_capability\s*\{([^}]*)\}", text)
    if cc is None:
        return None
    major = _number(cc.group(1), "major") or 0
    memory = _number(text, "device_memory_size") or 0
    base = {8: "a100", 9: "h200" if memory > 100e9 else "h100", 10: "b200"}.get(int(major))
    if base is None:
        return None
    t = CHIPS[base]
    cores, clock = _number(text, "core_count"), _number(text, "clock_rate_ghz")
    bandwidth = _number(text, "memory_bandwidth")
    scale = (cores * clock) / (t.cores * t.clock_ghz) if cores and clock else 1.0
    notes = []
    if cores and abs(scale - 1) > 0.01:
        notes.append(f"peaks scaled by {scale:.2f} to the config's {int(cores)} SMs at {clock} GHz "
                     f"(the table's {t.name}: {t.cores} at {t.clock_ghz})")
    if bandwidth and abs(bandwidth / t.memory_bandwidth - 1) > 0.05:
        notes.append(f"memory bandwidth {bandwidth / G:.0f} GB/s from the config (the table's {t.name}: "
                     f"{t.memory_bandwidth / G:.0f} GB/s)")
    return replace(t, peak_flops={k: v * scale for k, v in t.peak_flops.items()},
                   vector_flops=t.vector_flops * scale, transcendentals=t.transcendentals * scale,
                   memory_bandwidth=bandwidth or t.memory_bandwidth, cores=int(cores or t.cores),
                   clock_ghz=clock or t.clock_ghz, memory_bytes=int(memory or t.memory_bytes), source=where,
                   notes=tuple(notes))


def tpu_target_from_arguments(text: str, where: str) -> Target | None:
    """The TPU ``target_arguments.txt`` names (version, variant and chips per host as the mesh)."""
    version = re.search(r"version:\s*(\w+)", text)
    if version is None:
        return None
    variant = re.search(r'variant:\s*"([^"]*)"', text)
    key = (version.group(1), variant.group(1) if variant else "")
    name = _TPU_VERSIONS.get(key)
    if name is None:
        return None
    bounds = re.search(r"chips_per_host_bounds\s*\{([^}]*)\}", text)
    mesh: tuple[int, ...] = ()
    if bounds:
        mesh = tuple(int(_number(bounds.group(1), axis) or 1) for axis in ("x", "y", "z"))
    return replace(CHIPS[name], name=name, mesh=mesh, source=where)


def unknown_dump_target(folder: Path) -> str | None:
    """What a dump folder's target files name that the table does not know (for the warning), or None."""
    for path in sorted(folder.glob("*target_arguments.txt")):
        text = path.read_text(errors="replace")
        version = re.search(r"version:\s*(\w+)", text)
        variant = re.search(r'variant:\s*"([^"]*)"', text)
        if version is not None and tpu_target_from_arguments(text, path.name) is None:
            return f"{path.name} names {version.group(1)}" + (f" ({variant.group(1)})" if variant else "") + \
                ", a TPU version hlotool's table does not know"
    for path in sorted(folder.glob("*gpu_target_config.pbtxt")):
        text = path.read_text(errors="replace")
        if gpu_target_from_config(text, path.name) is None:
            return f"{path.name} names a GPU hlotool's table does not know"
    return None


def dump_target(folder: Path) -> Target | None:
    """The target a dump folder's own files name, or None."""
    for path in sorted(folder.glob("*gpu_target_config.pbtxt")):
        found = gpu_target_from_config(path.read_text(errors="replace"), path.name)
        if found is not None:
            return found
    for path in sorted(folder.glob("*target_arguments.txt")):
        found = tpu_target_from_arguments(path.read_text(errors="replace"), path.name)
        if found is not None:
            return found
    return None


# The compute capability a GPU dump's optimized file name carries (module_N.NAME.sm_8.0_gpu_after_optimizations).
_SM_IN_NAME = re.compile(r"\.sm_(\d+)\.(\d+)[a-z]?_gpu_")


def target_from_file_name(name: str) -> Target | None:
    m = _SM_IN_NAME.search(name)
    if m is None:
        return None
    base = {8: "a100", 9: "h100", 10: "b200"}.get(int(m.group(1)))
    return replace(CHIPS[base], source=f"the compute capability in {name}") if base else None


DEFAULT_FOR_BACKEND = {"gpu": "h100", "tpu": "tpu-v5e", "cpu": "cpu"}
