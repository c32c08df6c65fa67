"""Reading an ``--xla_dump_to`` folder: which modules it holds, the HLO snapshots of each in pipeline
order, and every other file XLA wrote for it, from the file names alone (CPU, GPU and TPU naming).

  module_NNNN.NAME.before_optimizations.txt
  module_NNNN.NAME.NNNN.PIPELINE.after_PASS.before_NEXT.txt    (with --xla_dump_hlo_pass_re)
  module_NNNN.NAME.NNNN.PIPELINE.after_STEP.txt / before_STEP.txt  (steps inside a pass)
  module_NNNN.NAME.[cpu_|gpu_|sm_8.0_gpu_]after_optimizations.txt
  module_NNNN.NAME.after_spmd_partitioner.txt, after_optimizations_{before,after}_buffer_assignment.txt,
  after_codegen.txt                                             (more HLO texts, outside the pass timeline)
  module_NNNN.NAME.[...]after_optimizations-buffer-assignment.txt, thunk_sequence.txt, NAME.ptx, ... (FILE_KINDS)
TPU module names carry the compilation's id (``jit_f.cl_933746096``); ``--module jit_f`` finds them.

StableHLO files of no XLA module are modules of their own (MODULE_NAMINGS): jax's ``JAX_DUMP_IR_TO`` files
``jax_irNNNN_NAME_STAGE.mlir`` (module NNNN named NAME, its stages the snapshots), and any other ``.mlir`` file at
the top of the folder whose content is StableHLO (named by the file's stem; the only files the scan opens, for
their first bytes). The ``.mlir`` files of an XLA module (Shardy's stages, TPU's module.mlir) stay its files.
"""
from __future__ import annotations

import os
import re
import stat
from dataclasses import dataclass, field, replace
from pathlib import Path

from ..parser.sources import KIND_PREFIX_BYTES, hlo_text_bytes_of, is_stablehlo_text

# HLO texts end in .txt; --xla_dump_hlo_as_proto writes the same snapshots as .hlo.pb (read as HLO too).
_HLO_SUFFIX = r"(?:\.txt|\.hlo\.pb(?:\.gz)?)$"
_PASS_FILE = re.compile(r"^module_(\d+)\.(.+?)\.(\d{4})\.([^.]+)\.((?:after|before)_.+?)(?:\.before_(.+?))?"
                        + _HLO_SUFFIX)
# module_NNNN.NAME.snapshot.K.pb: what --xla_dump_hlo_snapshots writes per execution (a module of its own where
# the folder has no HLO text of it).
_EXECUTION_SNAPSHOT_FILE = re.compile(r"^module_(\d+)\.(.+?)\.snapshot\.-?\d+\.pb(?:\.gz)?$")
# (prefix)(stage): the HLO texts that are not per-pass steps; the prefix names the backend's pipeline.
_STAGE_FILE = re.compile(r"^module_(\d+)\.(.+?)\.((?:cpu_|gpu_|sm_\d+\.\d+[a-z]?_gpu_|tpu_)?)"
                         r"(before_optimizations|after_optimizations|after_spmd_partitioner|"
                         r"after_optimizations_before_buffer_assignment|after_optimizations_after_buffer_assignment|"
                         r"after_codegen)" + _HLO_SUFFIX)
# Where each stage goes in a module's timeline (pass steps are numbered 1..9999 in between); the stages
# from 1 << 30 on come after the optimized module and are not part of the pass timeline.
_STAGE_ORDER = {"before_optimizations": 0, "after_spmd_partitioner": 1 << 29, "after_optimizations": 1 << 30,
                "after_optimizations_before_buffer_assignment": (1 << 30) + 1,
                "after_optimizations_after_buffer_assignment": (1 << 30) + 2, "after_codegen": (1 << 30) + 3}
_TPU_COMPILATION_ID = re.compile(r"\.cl_\d+$")
# jax's stage names (the callers of dump_module_to_file in jax/_src: lowering's verification, export, shape
# refinement, compile), in the order a module goes through them; a file without one is jax's older naming
# (jax_irN_NAME.mlir, before the stage and the 4 digits).
JAX_STAGES = ("verification", "export", "before_refine_polymorphic_shapes", "compile")
_JAX_FILE = re.compile(r"^jax_ir(\d+)_(.+?)(?:_(" + "|".join(JAX_STAGES) + r"))?\.mlir$")


@dataclass(frozen=True)
class ModuleNaming:
    """How a folder's files name a module: ``key`` formats its key from its number and name (what ``--module``
    and the listings use)."""
    origin: str          # "xla": --xla_dump_to; "jax": JAX_DUMP_IR_TO (StableHLO); "mlir": a StableHLO .mlir
    key: str


XLA_NAMING = ModuleNaming("xla", "module_{number}.{name}")
JAX_NAMING = ModuleNaming("jax", "jax_ir{number}_{name}")
MLIR_NAMING = ModuleNaming("mlir", "{name}")
MODULE_NAMINGS = (XLA_NAMING, JAX_NAMING, MLIR_NAMING)     # (the listing's order)


@dataclass(frozen=True)
class FileKind:
    """One kind of file in a dump folder: its name pattern (of the part after ``module_NNNN.NAME.``, or of
    the whole name for files outside any module), what it is, and how a viewer shows it."""
    kind: str
    pattern: re.Pattern
    what: str
    view: str            # "hlo" | "table" | "text" | "binary"
    lexer: str | None = None    # the lexer that highlights it (hlotool.highlighting.lexer_for); None: plain text


def _k(kind, pattern, what, view="text", lexer=None):
    return FileKind(kind, re.compile(pattern), what, view, lexer)


_PROTO_TEXT = "textproto"       # protobuf text format


# First match wins; the order puts the specific names before the general ones.
FILE_KINDS: tuple[FileKind, ...] = (
    _k("buffer_assignment_values", r"-buffer-assignment-values\.txt$", "XLA's buffer assignment, value by value",
       "table"),
    _k("buffer_assignment", r"-buffer-assignment\.txt$", "XLA's buffer assignment: allocations and their buffers",
       "table"),
    _k("live_range", r"-live-range\.txt$", "live ranges of the buffers in program order", "table"),
    _k("memory_usage_report_proto", r"-memory-usage-report\.pb$", "XLA's memory-usage report as a proto", "binary"),
    _k("memory_usage_report", r"-memory-usage-report\.txt$", "XLA's memory-usage report: total and largest buffers",
       "table"),
    _k("hlo_snapshot_proto", r"\.hlo_snapshot\.pb$", "an HloSnapshot proto (module and arguments)", "binary"),
    _k("hlo_execution_snapshot", r"\.snapshot\.-?\d+\.pb(\.gz)?$",
       "an HLO snapshot (--xla_dump_hlo_snapshots): one execution's module, arguments and result (hlotool run "
       "replays it, hlotool snapshot shows it)", "binary"),
    _k("hlo_proto", r"\.hlo\.pb(\.gz)?$",
       "the HLO module as a binary HloProto, the same snapshot as its .txt (hlotool reads it as HLO)", "binary"),
    _k("proto", r"\.pb(\.gz)?$", "a binary proto", "binary"),
    _k("thunk_sequence", r"thunk_sequence(_after_thunk_passes)?\.txt$",
       "the GPU runtime's thunks in execution order (after_thunk_passes: once its own passes ran)"),
    _k("fusion_decisions", r"fusion_dump\.txt$", "what the fusion pass decided, and why"),
    _k("compile_config", r"\.config\.pbtxt$", "the module's compilation config (HloModuleConfigProto)",
       lexer=_PROTO_TEXT),
    _k("thunk_metadata", r"thunk_metadata\.txt$", "metadata of the GPU runtime's thunks"),
    _k("autotune_results", r"autotune_results\.pbtxt$", "GPU autotuning results (algorithms, tilings)",
       lexer=_PROTO_TEXT),
    _k("gpu_target_config", r"gpu_target_config\.pbtxt$", "the GPU target the module was compiled for",
       lexer=_PROTO_TEXT),
    _k("ptx", r"\.ptx$", "PTX assembly of the GPU kernels", lexer="ptx"),
    _k("llvm_ir", r"\.ll$", "LLVM IR of the kernels (ir-no-opt: before LLVM's optimizer; ir-with-opt: after)",
       lexer="llvm"),
    _k("mlir", r"\.mlir$", "MLIR (StableHLO / Shardy / Triton) text", lexer="stablehlo"),
    _k("jaxpr", r"\.jaxpr\.txt$", "a jaxpr as jax prints it (JAX_DUMP_IR_MODES=jaxpr)"),
    _k("jaxpr_equation_counts", r"\.eqn_count_pprof$",
       "the jaxpr's equations counted by source line, a pprof profile (JAX_DUMP_IR_MODES=eqn_count_pprof)", "binary"),
    _k("mlir_bytecode", r"\.mlirbc$", "MLIR bytecode (jax.export's serialized form; hlotool reads MLIR as text)",
       "binary"),
    _k("debug_options", r"debug_options$", "the DebugOptions XLA compiled with", lexer=_PROTO_TEXT),
    _k("execution_options", r"execution_options\.txt$", "the ExecutionOptions (devices, shardings)",
       lexer=_PROTO_TEXT),
    _k("hlo_module_config", r"hlo_module_config\.txt$", "the HloModuleConfig", lexer=_PROTO_TEXT),
    _k("tpu_comp_env", r"tpu_comp_env\.txt$", "the TPU compilation environment", lexer=_PROTO_TEXT),
    _k("compiler_metadata", r"compiler_metadata\.txt$", "what the compiler recorded about this compilation",
       lexer=_PROTO_TEXT),
    _k("target_arguments", r"target_arguments\.txt$", "the compilation's target arguments", lexer=_PROTO_TEXT),
    _k("transfer_stats", r"transfer_stats\.txt$", "host/device transfer statistics", lexer=_PROTO_TEXT),
    _k("flagfile", r"flagfile$", "the flags the compiler ran with"),
    _k("compile_options", r"compile_options\.textproto$", "the CompileOptions", lexer=_PROTO_TEXT),
    _k("topology", r"topology\.textproto$", "the device topology compiled for", lexer=_PROTO_TEXT),
    _k("proto_text", r"\.(pbtxt|textproto|txtpb)$", "a protobuf in text format", lexer=_PROTO_TEXT),
    _k("object_code", r"\.(o|obj|cubin)$", "machine code", "binary"),
    _k("graph", r"\.(dot|html|svg|url)$", "a rendered graph of the module"),
    _k("other", r".", "a file hlotool does not know", "text"),
)
HLO_KIND = FileKind("hlo", re.compile(r"\.txt$"), "HLO text", "hlo", "hlo")


def file_kind(suffix: str) -> FileKind:
    """The kind of a dump file from its name (or the part after ``module_NNNN.NAME.``)."""
    return next(k for k in FILE_KINDS if k.pattern.search(suffix))


# A module's StableHLO text (a jax dump's, a .mlir file of its own): the .mlir record's pattern and lexer, shown as
# a module.
STABLEHLO_KIND = replace(file_kind(".mlir"), kind="stablehlo", view="hlo",
                         what="StableHLO text (hlotool reads it as the HLO XLA converts it to)")
MODULE_KINDS = (HLO_KIND, STABLEHLO_KIND)        # the files that are a module's text: view "hlo"


def kind_named(kind: str) -> FileKind:
    """The record of a kind by its name (``hlo`` for HLO texts, ``stablehlo`` for a module's StableHLO text)."""
    return next(k for k in MODULE_KINDS + FILE_KINDS if k.kind == kind)


def module_text_kind(name: str) -> FileKind:
    """The kind of a module's file by its name: StableHLO text for .mlir, else HLO (text or a proto: told by content
    when read)."""
    return STABLEHLO_KIND if STABLEHLO_KIND.pattern.search(name) else HLO_KIND


def is_stablehlo_file(path: Path) -> bool:
    """Whether a file's first bytes are StableHLO text (hlotool.parser.sources.is_stablehlo_text)."""
    try:
        with open(path, "rb") as f:
            return is_stablehlo_text(f.read(KIND_PREFIX_BYTES))
    except OSError:
        return False


@dataclass(frozen=True)
class Snapshot:
    """One HLO text file of a module: a point in its pass pipeline."""
    path: Path
    order: int                 # position in the timeline
    label: str                 # "before_optimizations", "PIPELINE/after PASS", "after_optimizations"
    pipeline: str = ""
    pass_name: str = ""        # the pass that produced this state ("" for the stage files)
    next_pass: str = ""
    size: int = 0              # bytes, from os.stat (with mtime_ns: the cache key)
    mtime_ns: int = 0
    kind: str = HLO_KIND.kind  # a kind of MODULE_KINDS: HLO text (or proto), or StableHLO text

    @property
    def in_timeline(self) -> bool:
        """False for the HLO texts XLA writes after the optimized module (buffer assignment, codegen)."""
        return self.order <= 1 << 30


@dataclass(frozen=True)
class DumpFile:
    """Any file of a module's (or of the folder's): its kind and size."""
    path: Path
    kind: str
    size: int = 0
    module: str = ""           # module_NNNN.NAME, or "" for files of no module

    @property
    def module_text(self) -> bool:
        """Whether it is one of its module's texts (a snapshot), not a file about the module."""
        return kind_named(self.kind).view == HLO_KIND.view

    def to_json(self, folder: Path | None = None) -> dict:
        fk = kind_named(self.kind)
        rel = self.path.relative_to(folder).as_posix() if folder is not None else self.path.name
        return {"file": rel, "kind": self.kind, "bytes": self.size, "what": fk.what, "view": fk.view}


@dataclass
class DumpModule:
    number: str                # "0006"
    name: str                  # "jit_f" ("jit_f.cl_933746096" on TPU)
    snapshots: list[Snapshot] = field(default_factory=list)    # the pass timeline
    later_hlo: list[Snapshot] = field(default_factory=list)    # HLO texts after it (buffer assignment, codegen)
    files: list[DumpFile] = field(default_factory=list)        # every file of the module, HLO texts included
    naming: ModuleNaming = XLA_NAMING

    @property
    def key(self) -> str:
        return self.naming.key.format(number=self.number, name=self.name)

    @property
    def program_name(self) -> str:
        """The name without a TPU compilation id: ``jit_f`` for ``jit_f.cl_933746096``."""
        return _TPU_COMPILATION_ID.sub("", self.name)

    @property
    def hlo_texts(self) -> list[Snapshot]:
        return self.snapshots + self.later_hlo

    @property
    def execution_snapshots(self) -> list[DumpFile]:
        """Its HLO snapshots (--xla_dump_hlo_snapshots), one per execution."""
        return [f for f in self.files if f.kind == "hlo_execution_snapshot"]

    @property
    def size(self) -> int:
        return sum(s.size for s in self.snapshots)

    @property
    def has_pass_dumps(self) -> bool:
        return any(s.pass_name for s in self.snapshots)

    def stage(self, name: str) -> Snapshot | None:
        """The snapshot of a stage (``before_optimizations``, ``after_optimizations``, ...), or None."""
        return next((s for s in self.hlo_texts if s.label == name), None)


class DumpError(ValueError):
    """A folder that is not an XLA dump, or a module/pass that is not in it."""


def scan_dump(folder: str | Path, orphans: list[DumpFile] | None = None) -> list[DumpModule]:
    """The modules of a dump folder, each with its pass timeline, its later HLO texts and all its files
    (sub-folders included): XLA's, then the StableHLO files of no XLA module (MODULE_NAMINGS). Files of no
    module are appended to ``orphans`` when it is given."""
    folder = Path(folder)
    if not folder.is_dir():
        raise DumpError(f"{folder}: not a directory (expected a folder written with --xla_dump_to)")
    modules: dict[tuple[str, str], DumpModule] = {}        # XLA's, by number and name
    # Names and sizes only: one directory listing and one stat per file, no file is opened (but the first bytes
    # of a .mlir at the top that is no XLA module's nor jax's: _stablehlo_module).
    try:
        with os.scandir(folder) as entries:
            names = sorted(e.name for e in entries)
    except OSError as e:
        raise DumpError(f"{folder}: cannot list: {e.strerror or e}") from None
    others: list[tuple[str, Path, os.stat_result]] = []
    present = set(names)
    for fname in names:
        path = folder / fname
        try:
            st = path.stat()
        except OSError:
            continue
        if stat.S_ISDIR(st.st_mode):
            others.extend(_folder_files(path, fname))
            continue
        if not stat.S_ISREG(st.st_mode):
            continue
        if not fname.endswith(".txt") and _text_twin(fname) != fname and _text_twin(fname) in present:
            others.append((fname, path, st))       # the proto of a snapshot its .txt stands for
            continue
        m = _PASS_FILE.match(fname)
        stage = None if m else _STAGE_FILE.match(fname)
        if m:
            number, name, step, pipeline, pass_name, next_pass = m.groups()
            mod = modules.setdefault((number, name), DumpModule(number, name))
            label = pass_name[len("after_"):] if pass_name.startswith("after_") else pass_name
            mod.snapshots.append(Snapshot(path, int(step) + 1, f"{pipeline}/after {label}"
                                          if pass_name.startswith("after_") else f"{pipeline}/{label}", pipeline,
                                          label, next_pass or "", st.st_size, st.st_mtime_ns))
        elif stage:
            number, name, _prefix, stage_name = stage.groups()
            mod = modules.setdefault((number, name), DumpModule(number, name))
            snap = Snapshot(path, _STAGE_ORDER[stage_name], stage_name, size=st.st_size, mtime_ns=st.st_mtime_ns)
            (mod.snapshots if snap.in_timeline else mod.later_hlo).append(snap)
        else:
            executed = _EXECUTION_SNAPSHOT_FILE.match(fname)
            if executed:
                number, name = executed.group(1), executed.group(2)
                modules.setdefault((number, name), DumpModule(number, name))
            others.append((fname, path, st))
            continue
        mod.files.append(DumpFile(path, "hlo", st.st_size, mod.key))
    # Other files belong to the module whose key starts their name (longest key first: module names
    # may contain dots); a sub-folder named after a module holds that module's files.
    keys = sorted(((m.key, m) for m in modules.values()), key=lambda km: -len(km[0]))
    stablehlo: dict[tuple[str, str, str], DumpModule] = {}    # the StableHLO files' own, by naming, number and name
    programs = {f"module_{m.number}.{m.program_name}": m for m in modules.values()}
    for fname, path, st in others:
        owner = next((m for k, m in keys if fname == k or fname.startswith(k + ".") or fname.startswith(k + "-")
                      or fname.startswith(k + "/")), None)
        if owner is None and "/" in fname:      # e.g. shardy/module_0000.jit_f/NN.stage.mlir
            owner = next((programs[c] for c in fname.split("/")[:-1] if c in programs), None)
        suffix = fname[len(owner.key):] if owner is not None and fname.startswith(owner.key) else fname
        df = DumpFile(path, file_kind(suffix).kind, st.st_size, owner.key if owner is not None else "")
        if owner is not None:
            owner.files.append(df)
            continue
        own = _stablehlo_module(fname, path, st)
        if own is not None:
            naming, number, name, snap = own
            mod = stablehlo.setdefault((naming.origin, number, name), DumpModule(number, name, naming=naming))
            mod.snapshots.append(snap)
            mod.files.append(DumpFile(path, snap.kind, st.st_size, mod.key))
        elif orphans is not None:
            orphans.append(df)
    if not modules and not stablehlo:
        raise DumpError(f"{folder}: no HLO dump files (module_NNNN.NAME....txt, or snapshots "
                        "module_NNNN.NAME.snapshot.K.pb) found, and no StableHLO (jax's JAX_DUMP_IR_TO files "
                        "jax_irNNNN_NAME_STAGE.mlir, or .mlir files)")
    for mod in [*modules.values(), *stablehlo.values()]:
        mod.snapshots.sort(key=lambda s: s.order)
        if mod.has_pass_dumps:
            # With per-pass files the partitioner's own dump restates one of them: the timeline keeps the steps.
            spmd = [s for s in mod.snapshots if s.label == "after_spmd_partitioner"]
            mod.snapshots = [s for s in mod.snapshots if s.label != "after_spmd_partitioner"]
            mod.later_hlo = spmd + mod.later_hlo
        mod.later_hlo.sort(key=lambda s: s.order)
        mod.files.sort(key=lambda f: f.path.as_posix())
    return sorted([*modules.values(), *stablehlo.values()],     # (jax's older names: numbers of any width)
                  key=lambda m: (MODULE_NAMINGS.index(m.naming), int(m.number) if m.number else -1))


def _stablehlo_module(fname: str, path: Path, st: os.stat_result):
    """(naming, number, name, snapshot) of a file of no XLA module that is a module's StableHLO text: jax's
    jax_irNNNN_NAME_STAGE.mlir by its name, any other .mlir at the top of the folder by its first bytes; None
    for other files."""
    if "/" in fname or module_text_kind(fname) is not STABLEHLO_KIND:
        return None
    jax = _JAX_FILE.match(fname)
    if jax is None and not is_stablehlo_file(path):
        return None
    number, name, stage = jax.groups() if jax else ("", path.stem, None)
    return JAX_NAMING if jax else MLIR_NAMING, number, name, Snapshot(
        path, JAX_STAGES.index(stage) + 1 if stage else 0, stage or STABLEHLO_KIND.kind, size=st.st_size,
        mtime_ns=st.st_mtime_ns, kind=STABLEHLO_KIND.kind)


def is_dump_file_name(fname: str) -> bool:
    """Whether a file's name alone says it is a module's text in a dump folder: XLA's HLO texts and snapshots
    (module_NNNN.NAME...), jax's StableHLO (jax_irNNNN_NAME_STAGE.mlir)."""
    return (fname.startswith("module_") and fname.endswith(".txt")) or is_execution_snapshot(fname) \
        or _JAX_FILE.match(fname) is not None


def _text_twin(fname: str) -> str:
    """The .txt name of a snapshot's .hlo.pb(.gz) file."""
    return re.sub(r"\.hlo\.pb(\.gz)?$", ".txt", fname)


def is_execution_snapshot(fname: str) -> bool:
    """Whether a dump file's name is an HLO snapshot's (module_NNNN.NAME.snapshot.K.pb)."""
    return _EXECUTION_SNAPSHOT_FILE.match(fname) is not None


def execution_snapshot_summary(path: Path) -> dict:
    """What an HLO snapshot file holds, for listings: its module's name, the platform, the arguments' and the
    result's shapes (``error``: why it could not be read)."""
    from ..errors import HloSyntaxError
    from ..parser.hlo_snapshot import read_snapshot
    from ..parser.sources import module_proto_bytes_of
    try:
        data = module_proto_bytes_of(path.read_bytes(), str(path))
        if data is None:
            return {"error": "not a binary proto"}
        snapshot = read_snapshot(data, str(path))
    except OSError as e:
        return {"error": f"cannot read: {e.strerror or e}"}
    except HloSyntaxError as e:
        return {"error": e.message}
    return {"module": snapshot.module.name, "platform": snapshot.platform,
            "arguments": [s.to_text(False) for s in snapshot.argument_shapes],
            "result": snapshot.result_shape.to_text(False) if snapshot.result_shape is not None else None}


def snapshot_bytes(path: Path) -> bytes:
    """A snapshot's HLO text as bytes: the file itself, or its proto converted to text (told by content,
    not by name). Raises OSError, or HloSyntaxError for a file that is neither."""
    return hlo_text_bytes_of(path.read_bytes(), str(path))


def _folder_files(path: Path, rel: str, depth: int = 0):
    """(relative name, path, stat) of the regular files under a sub-folder (bounded depth and count)."""
    if depth > 4:
        return
    try:
        with os.scandir(path) as entries:
            names = sorted(e.name for e in entries)
    except OSError:
        return
    for name in names[:10_000]:
        p = path / name
        try:
            st = p.stat()
        except OSError:
            continue
        if stat.S_ISDIR(st.st_mode):
            yield from _folder_files(p, f"{rel}/{name}", depth + 1)
        elif stat.S_ISREG(st.st_mode):
            yield f"{rel}/{name}", p, st


def only_program(modules: list[DumpModule], flag: str = "--module") -> tuple[DumpModule, str]:
    """The module a command works on when none is named: the only one, or the only one with a
    before_optimizations snapshot (GPU per-pass dumps add a module per fusion the autotuner compiles alone),
    with a note saying which; a DumpError naming the choices otherwise."""
    if len(modules) == 1:
        return modules[0], ""
    programs = [m for m in modules if m.stage("before_optimizations") is not None]
    if len(programs) == 1:
        others = len(modules) - 1
        return programs[0], (f"{programs[0].key} is the dump's only module from before optimizations (the other "
                             f"{others} {'is a module' if others == 1 else 'are modules'} XLA compiled on the way, "
                             f"such as autotuned fusions; {flag} picks one)")
    raise DumpError(f"the dump holds {len(modules)} modules; name one with {flag}: "
                    + ", ".join(m.key for m in modules))


def find_module(modules: list[DumpModule], wanted: str) -> DumpModule:
    """By name (``jit_f``, also for TPU's ``jit_f.cl_NNN``), key (``module_0006.jit_f``) or number."""
    hits = [m for m in modules if wanted in (m.name, m.key, m.number)
            or (wanted.isdigit() and m.number.isdigit() and int(wanted) == int(m.number))]
    if not hits:        # a TPU module by its program name, without the compilation id
        hits = [m for m in modules if wanted == m.program_name]
    if len(hits) == 1:
        return hits[0]
    names = ", ".join(m.key for m in modules)
    if not hits:
        raise DumpError(f"no module '{wanted}' in the dump; it has: {names}")
    raise DumpError(f"'{wanted}' names {len(hits)} modules ({', '.join(m.key for m in hits)}); "
                    "use its key")
