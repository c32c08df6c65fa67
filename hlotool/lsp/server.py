"""``hlotool lsp``: the language server (pygls), over stdio.

Diagnostics (parse + verify, codes as ``hlotool verify``), hover, go to definition, references,
document and workspace symbols, formatting, rename, folding ranges, semantic tokens and inlay hints.
What a document knows lives in ``hlotool.lsp.analysis``; tokens come from ``hlotool.highlighting``.
"""
from __future__ import annotations

import functools
import logging
import os
import re
from pathlib import Path

from lsprotocol import types as T
from pygls.lsp.server import LanguageServer
from pygls.uris import to_fs_path
from pygments.token import Comment, Keyword, Name, Number, String

from ..highlighting import HloLexer
from . import mlir
from .analysis import Analysis, Diag
from .opcode_docs import instruction_summary

log = logging.getLogger(__name__)

TOKEN_LEGEND = ["keyword", "class", "variable", "function", "type", "property", "enumMember", "number",
                "string", "comment", "operator", "namespace"]
MODIFIERS = ["declaration", "defaultLibrary"]
_TOKEN_KIND = [  # most specific first
    (Keyword.Type, "type"), (Keyword, "keyword"), (Name.Function, "class"), (Name.Variable, "variable"),
    (Name.Builtin, "function"), (Name.Attribute, "property"), (Name.Constant, "enumMember"),
    (Name.Namespace, "namespace"), (Number, "number"), (String, "string"), (Comment, "comment"),
]
_NAME_OK = re.compile(r"[A-Za-z_][\w.\-]*\Z")
FULL_TOKENS_MAX = 2_000_000     # bytes: a bigger document gets semantic tokens by range
_lexer = HloLexer(stripnl=False, ensurenl=False)


def _tokens(line: str):
    return [(pos, tt, v) for pos, tt, v in _lexer.get_tokens_unprocessed(line)]


def _token_at(line: str, col: int):
    best = None
    for pos, tt, v in _tokens(line):
        if pos <= col <= pos + len(v) and (tt in Name.Variable or tt in Name.Function or tt in Name.Builtin
                                            or tt in Name):
            best = (pos, tt, v)
            if col < pos + len(v):
                break
    return best


def _version() -> str:
    from importlib.metadata import PackageNotFoundError, version
    try:
        return version("hlotool")
    except PackageNotFoundError:
        return "0"


class HloLanguageServer(LanguageServer):
    def __init__(self):
        super().__init__("hlotool", _version())
        self.analyses: dict[str, Analysis] = {}
        self._folder_cache: dict[str, tuple[float, list]] = {}

    def analysis(self, uri: str) -> Analysis:
        a = self.analyses.get(uri)
        if a is None:
            doc = self.workspace.get_text_document(uri)
            a = self.analyses[uri] = Analysis(to_fs_path(uri) or uri)
            a.update(doc.source)
        return a


server = HloLanguageServer()


def _safe(fn):
    """A handler that fails answers nothing rather than taking the server down."""
    @functools.wraps(fn)
    def wrapper(ls, params):
        try:
            return fn(ls, params)
        except _UserError:
            raise
        except Exception:
            log.exception("hlotool lsp: %s failed", fn.__name__)
            return None
    return wrapper


class _UserError(Exception):
    pass


def _range(line, c0, c1) -> T.Range:
    return T.Range(T.Position(line, c0), T.Position(line, c1))


def _lsp_diag(uri: str, d: Diag) -> T.Diagnostic:
    related = [T.DiagnosticRelatedInformation(T.Location(uri, _range(ln, c, c + 1)), m)
               for m, ln, c in d.notes if ln is not None]
    return T.Diagnostic(range=_range(d.line, d.col, max(d.end_col, d.col + 1)),
                        severity=T.DiagnosticSeverity.Error if d.severity == "error" else T.DiagnosticSeverity.Warning,
                        code=d.code, source="hlotool", message=d.message,
                        related_information=related or None)


def _mlir_doc(ls: HloLanguageServer, uri: str):
    """The document when it is StableHLO / MLIR text (by language id or .mlir), else None."""
    doc = ls.workspace.get_text_document(uri)
    return doc if mlir.is_mlir(uri, getattr(doc, "language_id", None)) else None


def _check_mlir(ls: HloLanguageServer, uri: str, doc) -> None:
    severity = {"error": T.DiagnosticSeverity.Error, "warning": T.DiagnosticSeverity.Warning}
    diags = [T.Diagnostic(range=_range(ln, c0, c1), severity=severity.get(level, T.DiagnosticSeverity.Information),
                          source="hlotool", message=msg)
             for ln, c0, c1, msg, level in mlir.diagnostics(doc.source, to_fs_path(uri) or uri)]
    ls.text_document_publish_diagnostics(T.PublishDiagnosticsParams(uri=uri, version=doc.version, diagnostics=diags))


def _check(ls: HloLanguageServer, uri: str) -> None:
    doc = ls.workspace.get_text_document(uri)
    if _mlir_doc(ls, uri) is not None:
        _check_mlir(ls, uri, doc)
        return
    a = ls.analyses.get(uri)
    if a is None:
        a = ls.analyses[uri] = Analysis(to_fs_path(uri) or uri)
    a.update(doc.source)
    ls.text_document_publish_diagnostics(T.PublishDiagnosticsParams(
        uri=uri, version=doc.version, diagnostics=[_lsp_diag(uri, d) for d in a.diagnostics()]))


@server.feature(T.TEXT_DOCUMENT_DID_OPEN)
@_safe
def did_open(ls, params: T.DidOpenTextDocumentParams):
    _check(ls, params.text_document.uri)


@server.feature(T.TEXT_DOCUMENT_DID_CHANGE)
@_safe
def did_change(ls, params: T.DidChangeTextDocumentParams):
    _check(ls, params.text_document.uri)


@server.feature(T.TEXT_DOCUMENT_DID_CLOSE)
@_safe
def did_close(ls, params: T.DidCloseTextDocumentParams):
    ls.analyses.pop(params.text_document.uri, None)
    ls.text_document_publish_diagnostics(T.PublishDiagnosticsParams(uri=params.text_document.uri, diagnostics=[]))


# ---------------------------------------------------------------------------------------- lookups
def _word(a: Analysis, pos: T.Position):
    """What is under the cursor: ("inst" | "comp", name, token column, token text) or None."""
    if pos.line >= len(a.lines):
        return None
    line = a.lines[pos.line]
    tok = _token_at(line, pos.character)
    if tok is None:
        return None
    col, tt, value = tok
    name = value.lstrip("%")
    comp_names = a.comps.keys() | {s.name for s in a.segments if s.kind == "comp"}
    if tt in Name.Function and name in comp_names:
        return "comp", name, col, value
    seg = a.segment_at(pos.line)
    if seg is not None and seg.kind == "comp" and _def_line(a, seg, name) is not None:
        return "inst", name, col, value
    if name in comp_names:
        return "comp", name, col, value
    return None


def _def_line(a: Analysis, seg, name: str):
    """(line, column) where instruction ``name`` is defined in computation segment ``seg``."""
    pat = re.compile(r"\s*(?:ROOT\s+)?(%?" + re.escape(name) + r")\s*=")
    for k in range(seg.start + 1, seg.end):
        m = pat.match(a.lines[k])
        if m is not None:
            return k, m.start(1)
    return None


def _occurrences(a: Analysis, lines: range, name: str, kind) -> list[tuple[int, int, int]]:
    """(line, column, length) of every ``kind`` token naming ``name`` on ``lines``."""
    out = []
    for k in lines:
        text = a.lines[k]
        if name not in text:
            continue
        for pos, tt, v in _tokens(text):
            if tt in kind and v.lstrip("%") == name:
                out.append((k, pos, len(v)))
    return out


def _inst_occurrences(a: Analysis, seg, name: str):
    return _occurrences(a, range(seg.start, seg.end), name, Name.Variable)


def _comp_occurrences(a: Analysis, name: str):
    return _occurrences(a, range(len(a.lines)), name, Name.Function)


def _frame_chain(module, frame_id, limit=6) -> list[str]:
    tables = module.stack_frames if module is not None else None
    out: list[str] = []
    while tables is not None and isinstance(frame_id, int) and len(out) < limit:
        frame = tables.stack_frames.get(frame_id)
        if frame is None:
            break
        loc = tables.file_locations.get(frame.get("file_location_id"))
        if loc is None:
            break
        fn = tables.function_names.get(loc.get("function_name_id"), "")
        file_name = tables.file_names.get(loc.get("file_name_id"), "?")
        out.append(f"{file_name}:{loc.get('line')}" + (f" ({fn})" if fn else ""))
        parent = frame.get("parent_frame_id")
        # jaxlib prints parent ids plus one; 0 or 1 is the root (see samples/metadata.hlo)
        frame_id = parent - 1 if isinstance(parent, int) and parent > 1 else None
    return out


def _inst_hover(a: Analysis, inst) -> str:
    out = [f"```hlo\n%{inst.name} = {inst.shape.to_text()} {inst.opcode}\n```",
           f"**{inst.opcode}**: {instruction_summary(inst)}"]
    sh = inst.attrs.get("sharding")
    if sh is not None:
        try:
            from ..fmt.values import sharding_text
            out.append(f"sharding: `{sharding_text(sh)}`")
        except Exception:
            pass
    md = inst.attrs.get("metadata")
    if md is not None and hasattr(md, "get"):
        if md.get("op_name"):
            out.append(f"op_name: `{md.get('op_name')}`")
        if md.get("source_file"):
            line = md.get("source_line")
            out.append(f"source: `{md.get('source_file')}" + (f":{line}`" if line is not None else "`"))
        elif md.get("stack_frame_id") is not None:
            frames = _frame_chain(a.module, md.get("stack_frame_id"))
            if frames:
                out.append("source: " + " ← ".join(f"`{f}`" for f in frames))
    users = inst.users
    if users:
        names = ", ".join(f"%{u.name}" for u in users[:8]) + (", ..." if len(users) > 8 else "")
        out.append(f"users ({len(users)}): {names}")
    if inst.called_computations:
        out.append("calls: " + ", ".join(f"%{c.name}" for c in inst.called_computations))
    return "\n\n".join(out)


@server.feature(T.TEXT_DOCUMENT_HOVER)
@_safe
def hover(ls, params: T.HoverParams):
    doc = _mlir_doc(ls, params.text_document.uri)
    if doc is not None:
        found = mlir.hover(doc.source, params.position.line, params.position.character)
        if found is None:
            return None
        text, c0, c1 = found
        return T.Hover(T.MarkupContent(T.MarkupKind.Markdown, text), _range(params.position.line, c0, c1))
    a = ls.analysis(params.text_document.uri)
    w = _word(a, params.position)
    if w is None:
        return None
    kind, name, col, value = w
    rng = _range(params.position.line, col, col + len(value))
    if kind == "inst":
        comp, _, _ = a.comp_at(params.position.line)
        inst = comp.get(name) if comp is not None else None
        if inst is None:
            return None
        return T.Hover(T.MarkupContent(T.MarkupKind.Markdown, _inst_hover(a, inst)), rng)
    comp = a.computation(name)
    seg = a.comp_segment(name)
    text = f"```hlo\n{a.lines[seg.start].rstrip(' {')}\n```" if seg is not None else f"%{name}"
    if comp is not None:
        callers = sorted(a.callers().get(name, ()))
        text += f"\n\ncomputation, {len(comp.instructions)} instructions"
        if callers:
            text += "; called from " + ", ".join(f"%{c}" for c in callers[:8]) + (", ..." if len(callers) > 8 else "")
    return T.Hover(T.MarkupContent(T.MarkupKind.Markdown, text), rng)


@server.feature(T.TEXT_DOCUMENT_DEFINITION)
@_safe
def definition(ls, params: T.DefinitionParams):
    uri = params.text_document.uri
    doc = _mlir_doc(ls, uri)
    if doc is not None:
        at = mlir.definition(doc.source, params.position.line, params.position.character)
        return T.Location(uri, _range(*at)) if at is not None else None
    a = ls.analysis(uri)
    w = _word(a, params.position)
    if w is None:
        return None
    kind, name, _, _ = w
    if kind == "inst":
        found = _def_line(a, a.segment_at(params.position.line), name)
        if found is None:
            return None
        line, col = found
        return T.Location(uri, _range(line, col, col + len(name) + (a.lines[line][col] == "%")))
    seg = a.comp_segment(name)
    if seg is None:
        return None
    occ = [o for o in _occurrences(a, range(seg.start, seg.start + 1), name, Name.Function)]
    line, col, n = occ[0] if occ else (seg.start, 0, 0)
    return T.Location(uri, _range(line, col, col + n))


@server.feature(T.TEXT_DOCUMENT_REFERENCES)
@_safe
def references(ls, params: T.ReferenceParams):
    uri = params.text_document.uri
    a = ls.analysis(uri)
    w = _word(a, params.position)
    if w is None:
        return None
    kind, name, _, _ = w
    if kind == "inst":
        seg = a.segment_at(params.position.line)
        occ = _inst_occurrences(a, seg, name)
        decl = _def_line(a, seg, name)
        skip = {decl[0]} if decl is not None else set()
        skip.add(seg.start)       # the signature's parameter name
    else:
        occ = _comp_occurrences(a, name)
        seg = a.comp_segment(name)
        skip = {seg.start} if seg is not None else set()
    include = params.context.include_declaration if params.context is not None else True
    return [T.Location(uri, _range(ln, c, c + n)) for ln, c, n in occ if include or ln not in skip]


@server.feature(T.TEXT_DOCUMENT_PREPARE_RENAME)
@_safe
def prepare_rename(ls, params: T.PrepareRenameParams):
    a = ls.analysis(params.text_document.uri)
    w = _word(a, params.position)
    if w is None:
        return None
    _, name, col, value = w
    return _range(params.position.line, col, col + len(value))


@server.feature(T.TEXT_DOCUMENT_RENAME)
def rename(ls, params: T.RenameParams):
    uri = params.text_document.uri
    a = ls.analysis(uri)
    w = _word(a, params.position)
    if w is None:
        return None
    new = params.new_name.lstrip("%")
    if not _NAME_OK.match(new):
        raise _UserError(f"not an HLO name: {params.new_name!r}")
    kind, name, _, _ = w
    if kind == "inst":
        seg = a.segment_at(params.position.line)
        if _def_line(a, seg, new) is not None:
            raise _UserError(f"%{new} already exists in %{seg.name}")
        occ = _inst_occurrences(a, seg, name)
    else:
        if a.comp_segment(new) is not None:
            raise _UserError(f"computation %{new} already exists")
        occ = _comp_occurrences(a, name)
    edits = []
    for ln, c, n in occ:
        pct = a.lines[ln][c] == "%"
        edits.append(T.TextEdit(_range(ln, c + pct, c + n), new))
    return T.WorkspaceEdit(changes={uri: edits})


@server.feature(T.TEXT_DOCUMENT_DOCUMENT_SYMBOL)
@_safe
def document_symbols(ls, params: T.DocumentSymbolParams):
    a = ls.analysis(params.text_document.uri)
    out = []
    for name, start, end, header, insts in a.symbols():
        children = [T.DocumentSymbol(name=n, kind=T.SymbolKind.Variable, detail=detail,
                                     range=_range(k, 0, len(a.lines[k])), selection_range=_range(k, c, c + len(n) + 1))
                    for n, k, c, detail in insts]
        col = max(header.find(name), 0)
        last = max(end - 1, start)
        out.append(T.DocumentSymbol(name=name, kind=T.SymbolKind.Function,
                                    detail="ENTRY" if header.startswith("ENTRY") else None,
                                    range=T.Range(T.Position(start, 0), T.Position(last, len(a.lines[last]))),
                                    selection_range=_range(start, col, col + len(name)), children=children))
    return out


def _folder_files(ls: HloLanguageServer) -> list[Path]:
    files = []
    for folder in list(ls.workspace.folders.values())[:4]:
        root = to_fs_path(folder.uri)
        if not root:
            continue
        for dirpath, dirnames, filenames in os.walk(root):
            dirnames[:] = [d for d in dirnames if not d.startswith(".") and d not in ("node_modules", "__pycache__")]
            for f in filenames:
                if f.endswith(".hlo") or (f.endswith(".txt") and ("after_optimizations" in f
                                                                  or "before_optimizations" in f)):
                    files.append(Path(dirpath, f))
                    if len(files) >= 500:
                        return files
    return files


_HEADER_LINE = re.compile(r"^(?:ENTRY\s+)?%?([A-Za-z_][\w.\-]*)\s*\(.*\{\s*$", re.M)


@server.feature(T.WORKSPACE_SYMBOL)
@_safe
def workspace_symbols(ls, params: T.WorkspaceSymbolParams):
    q = params.query.lower().lstrip("%")
    out = []
    open_paths = set()
    for uri, a in list(ls.analyses.items()):
        open_paths.add(to_fs_path(uri))
        for name, start, _end, header, insts in a.symbols():
            if q in name.lower():
                out.append(T.WorkspaceSymbol(name=name, kind=T.SymbolKind.Function,
                                             location=T.Location(uri, _range(start, 0, len(header)))))
            for n, k, c, _detail in insts:
                if q and q in n.lower():
                    out.append(T.WorkspaceSymbol(name=n, kind=T.SymbolKind.Variable, container_name=name,
                                                 location=T.Location(uri, _range(k, c, c + len(n)))))
    for path in _folder_files(ls):
        if str(path) in open_paths:
            continue
        try:
            mtime = path.stat().st_mtime
            cached = ls._folder_cache.get(str(path))
            if cached is None or cached[0] != mtime:
                if path.stat().st_size > 64 << 20:
                    continue
                text = path.read_text(encoding="utf-8", errors="replace")
                found = []
                for m in _HEADER_LINE.finditer(text):
                    found.append((m.group(1), text.count("\n", 0, m.start())))
                cached = ls._folder_cache[str(path)] = (mtime, found)
        except OSError:
            continue
        uri = path.as_uri()
        for name, line in cached[1]:
            if q in name.lower():
                out.append(T.WorkspaceSymbol(name=name, kind=T.SymbolKind.Function, container_name=path.name,
                                             location=T.Location(uri, _range(line, 0, 0))))
    return out[:2000]


@server.feature(T.TEXT_DOCUMENT_FORMATTING)
@_safe
def formatting(ls, params: T.DocumentFormattingParams):
    from ..errors import HloSyntaxError
    from ..fmt import format_module
    from ..parser import parse
    doc = ls.workspace.get_text_document(params.text_document.uri)
    try:
        out = format_module(parse(doc.source))
    except HloSyntaxError:
        return None
    if out == doc.source:
        return []
    lines = doc.source.split("\n")
    return [T.TextEdit(T.Range(T.Position(0, 0), T.Position(len(lines) - 1, len(lines[-1]))), out)]


@server.feature(T.TEXT_DOCUMENT_FOLDING_RANGE)
@_safe
def folding_ranges(ls, params: T.FoldingRangeParams):
    a = ls.analysis(params.text_document.uri)
    out = []
    for seg in a.segments:
        if seg.kind == "comp" and seg.end - 1 > seg.start:
            out.append(T.FoldingRange(start_line=seg.start, end_line=seg.end - 1, kind=T.FoldingRangeKind.Region))
    # the stack-frame tables after the header line
    headers = ("FileNames", "FunctionNames", "FileLocations", "StackFrames")
    starts = [k for k in range(a.segments[0].end) if a.lines[k] in headers]
    for i, k in enumerate(starts):
        end = (starts[i + 1] if i + 1 < len(starts) else a.segments[0].end) - 1
        while end > k and not a.lines[end].strip():
            end -= 1
        if end > k:
            out.append(T.FoldingRange(start_line=k, end_line=end, kind=T.FoldingRangeKind.Region))
    return out


def _kind(tt):
    for base, kind in _TOKEN_KIND:
        if tt in base:
            return TOKEN_LEGEND.index(kind)
    return None


def _semantic(a: Analysis, first: int, last: int) -> list[int]:
    data, prev_line, prev_col = [], 0, 0
    for k in range(first, min(last, len(a.lines))):
        for pos, tt, v in _tokens(a.lines[k]):
            kind = _kind(tt)
            if kind is None or not v or "\n" in v:
                continue
            mods = 1 if (tt in Name.Variable and a.lines[k][pos + len(v):].lstrip().startswith("=")) else 0
            mods |= 2 if tt in Name.Builtin else 0
            data += [k - prev_line, pos - prev_col if k == prev_line else pos, len(v), kind, mods]
            prev_line, prev_col = k, pos
    return data


@server.feature(T.TEXT_DOCUMENT_SEMANTIC_TOKENS_FULL, T.SemanticTokensLegend(TOKEN_LEGEND, MODIFIERS))
@_safe
def semantic_tokens_full(ls, params: T.SemanticTokensParams):
    a = ls.analysis(params.text_document.uri)
    last = len(a.lines) if len(a.text) <= FULL_TOKENS_MAX else 3000
    return T.SemanticTokens(data=_semantic(a, 0, last))


@server.feature(T.TEXT_DOCUMENT_SEMANTIC_TOKENS_RANGE, T.SemanticTokensLegend(TOKEN_LEGEND, MODIFIERS))
@_safe
def semantic_tokens_range(ls, params: T.SemanticTokensRangeParams):
    a = ls.analysis(params.text_document.uri)
    return T.SemanticTokens(data=_semantic(a, params.range.start.line, params.range.end.line + 1))


@server.feature(T.TEXT_DOCUMENT_INLAY_HINT)
@_safe
def inlay_hints(ls, params: T.InlayHintParams):
    a = ls.analysis(params.text_document.uri)
    out = []
    first, last = params.range.start.line, min(params.range.end.line + 1, len(a.lines))
    for k in range(first, last):
        comp, _, seg = a.comp_at(k)
        if comp is None or k == seg.start:
            continue
        depth, prev = 0, None
        for pos, tt, v in _tokens(a.lines[k]):
            if tt in Name.Builtin:
                depth += 1
            elif v == ")" and depth:
                depth -= 1
            elif depth and tt in Name.Variable and not (prev is not None and prev[1] in ("]", "}")):
                inst = comp.get(v.lstrip("%"))
                if inst is not None:
                    out.append(T.InlayHint(position=T.Position(k, pos + len(v)), label=f": {inst.shape.to_text()}",
                                           kind=T.InlayHintKind.Type, padding_left=False))
            if v.strip():
                prev = (tt, v)
    return out


def main() -> None:
    logging.basicConfig(level=logging.WARNING)
    server.start_io()
