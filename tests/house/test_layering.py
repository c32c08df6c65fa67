"""The shape of hlotool's imports: no import cycles, and no import from a lower layer into a higher one.

The graph is read from the source with ``ast`` (nothing is imported): every ``import`` and
``from ... import`` in a module, at module level or inside a function or class, relative imports
resolved. ``from pkg import name`` is an edge to the submodule ``pkg.name`` where there is one, else
to ``pkg`` itself. A package's ``__init__`` running because one of its submodules is imported is
not an edge of its own (as in ``/work/shared/tools/import_cycles.py``, which this test does not need).

A cycle hidden behind a function-level import is still a cycle: the modules cannot be understood,
tested or moved apart. The cure is to move the shared names into a third, lower module.

Both checks have explicit lists of known exceptions (``KNOWN_CYCLES``, ``LAYER_EXCEPTIONS``): the
debt, written down. A new cycle or a new upward import fails; so does an exception that is no
longer needed (delete it from the list, and the test is tighter).
"""
from __future__ import annotations

import ast
from pathlib import Path

from support.paths import ROOT

PACKAGE = ROOT / "hlotool"

# ----------------------------------------------------------------------------- the layering
# Low to high: a module may import modules of its own layer and of the layers below, never above.
# Folders are layers: each entry is a folder of hlotool/ (a package, with all its modules and
# subfolders) or a top-level module (``hlotool.__init__`` is the package's own __init__.py: the
# public API), and no folder is split between layers. Every module falls in exactly one layer.
LAYERS: list[tuple[str, tuple[str, ...]]] = [
    # The data everything reads: the IR, its errors, opcodes, custom-call targets, XLA's platforms, attribute
    # schemas, the FLOP and byte rules, diagnostics, the .npz format, the Pygments lexers (they import nothing
    # of hlotool), deferred imports, and the sharding model with its printer.
    ("core", ("hlotool._lazy", "hlotool.errors", "hlotool.ir", "hlotool.opcodes", "hlotool.custom_calls",
              "hlotool.op_costs", "hlotool.attributes", "hlotool.diagnostics", "hlotool.npz", "hlotool.highlighting",
              "hlotool.platforms", "hlotool.sharding")),
    # Shape inference, which the parser (instructions written without a shape), the verifier and the
    # interpreter share.
    ("shape_inference", ("hlotool.shape_inference",)),
    # Printing needs no parser; the parser prints values in its messages (parser.attribute_types).
    ("fmt", ("hlotool.fmt",)),
    # The parsers: HLO text and protos, the three sharding languages (GSPMD, named, Shardy), StableHLO.
    ("parser", ("hlotool.parser", "hlotool.stablehlo")),
    # The verifier: structure (sharding checks included), each instruction, layouts.
    ("verifier", ("hlotool.verifier",)),
    # Where shards live on a device grid (placements, splitting, assembling): the interpreter's and,
    # through it, the backends'. It prints shardings in its messages.
    ("placement", ("hlotool.placement",)),
    # The interpreter: values, the kernel registry and kernels, the engine that runs them, running a
    # whole module on every device.
    ("interp", ("hlotool.interp",)),
    # Runtimes other than the interpreter (XLA), with the interpreter's input/output conventions.
    ("backends", ("hlotool.backends",)),
    # Reading modules and dumps: diff, graphs, dump folders, memory analysis.
    ("analysis", ("hlotool.structural_diff", "hlotool.graph", "hlotool.dump", "hlotool.memory_model")),
    # The cost model reads memory's physical sizes; stats reads the cost model's FLOPs.
    ("cost_model", ("hlotool.cost_model",)),
    ("module_stats", ("hlotool.module_stats",)),
    # Workflows that run modules many times.
    ("workflows", ("hlotool.reduce", "hlotool.bisect")),
    # Interactive front ends: the web viewer (serve) and the language server (lsp, announced by highlighting.py).
    ("front ends", ("hlotool.serve", "hlotool.lsp")),
    # The public API (``hlotool.parse``, ``hlotool.run``, ...): imports most of the above.
    ("api", ("hlotool.__init__",)),
    ("cli", ("hlotool.cli", "hlotool.__main__")),
]

# (importer, imported, why): imports against the layering that are known and not yet cut.
# None today. Add one only with a reason and an issue, e.g.
#   ("hlotool.parser.attribute_types", "hlotool.verifier", "issue NN: ..."),
LAYER_EXCEPTIONS: list[tuple[str, str, str]] = []

# Import cycles known and not yet cut: each listed set may still be (or contain) a cycle. None
# today: the last one, hlotool.parser <-> parser.driver <-> parser.builder, was cut by moving the
# parser's error wording to parser/messages.py (issue 19.2). Add one only with a reason and an issue:
#   frozenset({"hlotool.a", "hlotool.b"}),   # issue NN: being cut
KNOWN_CYCLES: list[frozenset[str]] = []


# ----------------------------------------------------------------------------- the import graph
def _module_name(path: Path) -> str:
    parts = list(path.relative_to(PACKAGE.parent).with_suffix("").parts)
    if parts[-1] == "__init__":
        parts.pop()
    return ".".join(parts)


def _modules() -> dict[str, Path]:
    return {_module_name(p): p for p in sorted(PACKAGE.rglob("*.py"))}


def _resolve(name: str, known) -> str | None:
    """``name`` or the closest enclosing module that exists (``import a.b.c`` of a non-module c)."""
    while name and name not in known:
        name = name.rpartition(".")[0]
    return name or None


def import_graph() -> dict[str, dict[str, int]]:
    """module -> {imported hlotool module: line of the first such import}."""
    files = _modules()
    known = set(files)
    graph: dict[str, dict[str, int]] = {}
    for mod, path in files.items():
        package = mod if path.name == "__init__.py" else mod.rpartition(".")[0]
        edges = graph.setdefault(mod, {})
        tree = ast.parse(path.read_text(encoding="utf-8"), str(path))
        for node in ast.walk(tree):
            targets = []
            if isinstance(node, ast.Import):
                targets = [a.name for a in node.names]
            elif isinstance(node, ast.ImportFrom):
                if node.level:
                    base = package.split(".")
                    base = base[:len(base) - node.level + 1]
                    source = ".".join(base + ([node.module] if node.module else []))
                else:
                    source = node.module or ""
                targets = [f"{source}.{a.name}" if f"{source}.{a.name}" in known else source for a in node.names]
            for target in targets:
                if target != "hlotool" and not target.startswith("hlotool."):
                    continue
                target = _resolve(target, known)
                if target is not None and target != mod:
                    edges.setdefault(target, node.lineno)
    return graph


def strongly_connected(graph: dict[str, dict[str, int]]) -> list[set[str]]:
    """The components of more than one module (Tarjan's algorithm, iterative)."""
    index: dict[str, int] = {}
    low: dict[str, int] = {}
    stack: list[str] = []
    on_stack: set[str] = set()
    found: list[set[str]] = []
    counter = 0
    for start in sorted(graph):
        if start in index:
            continue
        work = [(start, iter(sorted(graph[start])))]
        index[start] = low[start] = counter
        counter += 1
        stack.append(start)
        on_stack.add(start)
        while work:
            node, children = work[-1]
            child = next(children, None)
            if child is not None:
                if child not in index:
                    index[child] = low[child] = counter
                    counter += 1
                    stack.append(child)
                    on_stack.add(child)
                    work.append((child, iter(sorted(graph.get(child, ())))))
                elif child in on_stack:
                    low[node] = min(low[node], index[child])
                continue
            work.pop()
            if work:
                parent = work[-1][0]
                low[parent] = min(low[parent], low[node])
            if low[node] == index[node]:
                component = set()
                while True:
                    member = stack.pop()
                    on_stack.discard(member)
                    component.add(member)
                    if member == node:
                        break
                if len(component) > 1:
                    found.append(component)
    return found


def _layer_key(module: str, files: dict[str, Path]) -> str:
    return f"{module}.__init__" if files[module].name == "__init__.py" else module


def layer_of(module: str, files: dict[str, Path]) -> int | None:
    key = _layer_key(module, files)
    for rank, (_, entries) in enumerate(LAYERS):
        for entry in entries:
            if key == entry or key.startswith(entry + "."):
                return rank
    return None


def _where(module: str, line: int, files: dict[str, Path]) -> str:
    return f"{files[module].relative_to(PACKAGE.parent)}:{line}"


def _upward_imports(graph, files) -> list[tuple[str, str, int]]:
    out = []
    for importer, edges in graph.items():
        for imported, line in edges.items():
            if layer_of(importer, files) < layer_of(imported, files):
                out.append((importer, imported, line))
    return out


# ----------------------------------------------------------------------------- the tests
def test_the_scan_sees_function_level_and_relative_imports():
    graph = import_graph()
    # interp/run.py: ``from . import kernels`` inside run_module.
    assert "hlotool.interp.kernels" in graph["hlotool.interp.run"]
    # cli/run_cmd.py: ``from ..interp.engine import ...`` inside run_cmd.
    assert "hlotool.interp.engine" in graph["hlotool.cli.run_cmd"]
    # __main__.py: ``from .cli import ...``; a package's own __init__ counts as a module.
    assert "hlotool.cli" in graph["hlotool.__main__"]
    assert "hlotool.interp.engine" in graph["hlotool.interp"]


def test_no_import_cycles_but_the_known_ones():
    graph = import_graph()
    new = [c for c in strongly_connected(graph) if not any(c <= known for known in KNOWN_CYCLES)]
    lines = []
    for component in new:
        lines.append(f"import cycle of {len(component)} modules:")
        for a in sorted(component):
            for b, line in sorted(graph[a].items()):
                if b in component:
                    lines.append(f"  {a} -> {b}  ({_where(a, line, _modules())})")
    assert not new, "\n".join(lines + ["move the names both sides need into a third, lower module"])


def test_every_module_is_in_a_layer():
    files = _modules()
    missing = sorted(m for m in files if layer_of(m, files) is None)
    assert not missing, f"modules in no layer of tests/house/test_layering.py LAYERS: {missing}"


def test_no_import_from_a_higher_layer():
    files = _modules()
    graph = import_graph()
    allowed = {(a, b) for a, b, _ in LAYER_EXCEPTIONS}
    bad = [(a, b, line) for a, b, line in _upward_imports(graph, files) if (a, b) not in allowed]
    names = [name for name, _ in LAYERS]
    assert not bad, "imports against the layering (low to high: " + " < ".join(names) + "):\n" + "\n".join(
        f"  {a} ({names[layer_of(a, files)]}) imports {b} ({names[layer_of(b, files)]})  at {_where(a, line, files)}"
        for a, b, line in sorted(bad))


def test_the_known_exceptions_are_still_needed():
    """When a known cycle or upward import is cut, its entry must go, so it cannot come back unnoticed."""
    files = _modules()
    graph = import_graph()
    components = strongly_connected(graph)
    gone = [sorted(known) for known in KNOWN_CYCLES if not any(c <= known for c in components)]
    upward = {(a, b) for a, b, _ in _upward_imports(graph, files)}
    unused = [(a, b) for a, b, _ in LAYER_EXCEPTIONS if (a, b) not in upward]
    assert not gone, f"these known cycles are cut: delete them from KNOWN_CYCLES: {gone}"
    assert not unused, f"these imports no longer go against the layering: delete them from LAYER_EXCEPTIONS: {unused}"


def test_the_layering_check_catches_an_upward_import():
    files = _modules()
    assert layer_of("hlotool.shape_inference.common", files) < layer_of("hlotool.parser.builder", files) \
        < layer_of("hlotool.verifier.structure.shardings", files) < layer_of("hlotool.interp.engine", files)
    assert layer_of("hlotool.interp", files) == layer_of("hlotool.interp.kernels.manual_regions", files)
    assert layer_of("hlotool", files) < layer_of("hlotool.cli", files)
    fake = {"hlotool.shape_inference.common": {"hlotool.verifier": 1}}
    assert _upward_imports(fake, files) == [("hlotool.shape_inference.common", "hlotool.verifier", 1)]
    assert strongly_connected({"a": {"b": 1}, "b": {"c": 1}, "c": {"a": 1}, "d": {"a": 1}}) == [{"a", "b", "c"}]


def test_each_layer_entry_is_a_folder_or_a_top_level_module():
    """Folders are layers: an entry names a folder of hlotool/ or a module at its top, and no folder is
    named twice (so none is split between layers, or listed in two)."""
    wrong = []
    for _, entries in LAYERS:
        for entry in entries:
            top, _, name = entry.partition(".")
            if top != "hlotool" or "." in name or not (
                    (PACKAGE / name / "__init__.py").is_file() or (PACKAGE / f"{name}.py").is_file()):
                wrong.append(entry)
    assert not wrong, f"LAYERS entries that are neither a folder of hlotool/ nor a top-level module: {wrong}"
    every = [entry for _, entries in LAYERS for entry in entries]
    twice = sorted({e for e in every if every.count(e) > 1})
    assert not twice, f"LAYERS entries listed more than once: {twice}"


def test_every_folder_and_top_level_module_has_an_entry():
    entries = {entry for _, es in LAYERS for entry in es}
    tops = {f"hlotool.{p.stem}" for p in PACKAGE.glob("*.py")} | {
        f"hlotool.{p.parent.name}" for p in PACKAGE.glob("*/__init__.py")}
    assert sorted(tops - entries) == [], "folders and top-level modules in no layer of LAYERS"
