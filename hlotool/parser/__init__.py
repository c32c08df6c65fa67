"""Parse HLO text into the IR: ``parse(text) -> Module``."""
from __future__ import annotations

import contextlib
import gc
import os
import pickle
import threading
import zlib
from pathlib import Path

from ..errors import HloSyntaxError
from ..ir.module import Module
from .builder import HloBuilder
from .driver import Driver, grammar_tables
from .lone_instruction import as_module_text
from .messages import TERMINAL_NAMES, _expected_text, _found, _friendly  # noqa: F401  (the public wording)
from .shapes import ShapeTextError, parse_array_shape, parse_layout  # noqa: F401
from .strings import StringEscapeError

GRAMMAR_PATH = Path(__file__).resolve().parent.parent / "grammar.lark"

_local = threading.local()


def _parser() -> tuple[HloBuilder, Driver]:
    """This thread's builder and driver (they keep per-parse state)."""
    p = getattr(_local, "parser", None)
    if p is None:
        builder = HloBuilder()
        builder.value_of = grammar_value
        p = _local.parser = (builder, Driver(_grammar_tables(), builder))
    return p


def _value_parser() -> tuple[HloBuilder, Driver]:
    """This thread's second builder and driver, for grammar_value (which runs in the middle of a parse), with the
    grammar alone."""
    p = getattr(_local, "value_parser", None)
    if p is None:
        builder = HloBuilder()
        driver = Driver(_grammar_tables(), builder)
        driver.use_fast_paths = False
        p = _local.value_parser = (builder, driver)
    return p


# (key, text) -> grammar_value's answer, for every parse in this process (the values are immutable).
_GRAMMAR_VALUES: dict[tuple[str, str], object] = {}
_NOT_YET = object()


def grammar_value(key: str, text: str):
    """The value the grammar gives the attribute `key=text` of an instruction (decoded, as the parser keeps it), or
    None where it gives none. The fast lines delimit such texts (`sharding={devices=[2,2]<=[4]}`, `[2,2]<=[4]`,
    `b01f_01io->b01f`) but leave typing them to the grammar: each distinct text is parsed once per process, alone
    on an instruction of its own. A value that is not immutable (not hashable) is not shared: None."""
    found = _GRAMMAR_VALUES.get((key, text), _NOT_YET)
    if found is _NOT_YET:
        try:
            module = _parse(f"HloModule m\n\nENTRY e {{\n  ROOT v = f32[] hlotool-attribute-value(), {key}={text}\n"
                            "}\n", None, parser=_value_parser())
            found = module.entry.root.attrs.get(key)
            hash(found)
        except (HloSyntaxError, TypeError):
            found = None
        if len(_GRAMMAR_VALUES) >= 65536:       # (a bound: texts are few in practice)
            _GRAMMAR_VALUES.clear()
        _GRAMMAR_VALUES[key, text] = found
    return found


def cache_dir() -> Path:
    """hlotool's cache folder (grammar tables here, dump facts in ``hlotool.dump.cache``): ``$HLOTOOL_CACHE``,
    else ``$XDG_CACHE_HOME/hlotool``, else ``~/.cache/hlotool``. Not created here."""
    env = os.environ.get("HLOTOOL_CACHE")
    if env:
        return Path(env)
    return Path(os.environ.get("XDG_CACHE_HOME") or os.path.join(os.path.expanduser("~"), ".cache")) / "hlotool"


# Bump when grammar_tables' format changes.
_TABLES_FORMAT = 4


def _grammar_tables() -> dict:
    """The parser's tables: from the cache file named after the grammar's digest, else built with
    Lark (and cached). Found in the cache, Lark is not imported at all."""
    grammar = GRAMMAR_PATH.read_bytes()
    # (a checksum names the file: hashlib's import alone took 2 ms of every command's start)
    digest = f"{zlib.crc32(grammar):08x}{len(grammar):x}-{_TABLES_FORMAT}"
    try:
        folder = cache_dir()
        folder.mkdir(parents=True, exist_ok=True)
        path = str(folder / f"grammar-tables-{digest}.pickle")
    except OSError:
        path = None               # no cache folder: build the tables each time
    if path:
        try:
            with open(path, "rb") as f:
                return pickle.load(f)
        except (OSError, pickle.UnpicklingError, EOFError, AttributeError, ValueError):
            pass          # absent or unreadable: build it
    from lark import Lark
    tables = grammar_tables(Lark(grammar.decode(), parser="lalr", lexer="contextual",
                                 maybe_placeholders=False, propagate_positions=False))
    if path:
        tmp = f"{path}.{os.getpid()}.tmp"
        try:
            with open(tmp, "wb") as f:
                pickle.dump(tables, f, protocol=pickle.HIGHEST_PROTOCOL)
            os.replace(tmp, path)
        except (OSError, pickle.PicklingError, TypeError):
            with contextlib.suppress(OSError):      # a read-only cache: build again next time
                os.unlink(tmp)
    return tables


def parse(text: str, filename: str | None = None, computations: dict | None = None,
          reuse: dict | None = None) -> Module:
    """Parse HLO text (a module, computations without a header, or one lone instruction whose
    operands are written as shapes) into a Module.

    For re-parsing part of a module (the language server): ``computations``, name -> Computation of
    computations defined elsewhere that the text may call (the module resolves them by name but does
    not list them); ``reuse``, line text -> an Instruction parsed before from exactly that text (from
    its first character to the end of its line, one whole instruction alone on it), which the parser
    copies rather than parsing the line again."""
    if computations or reuse:
        return _parse(text, filename, external=computations, reuse=reuse)
    try:
        return _parse(text, filename)
    except HloSyntaxError as original:
        module_text = as_module_text(text)
        if module_text is None:
            raise
        try:       # XLA's form for one instruction; its errors read better as the original's
            return _parse(module_text, filename, reserved=("_",))
        except HloSyntaxError:
            raise original from None


def _parse(text: str, filename: str | None, reserved: tuple[str, ...] = (), external: dict | None = None,
           reuse: dict | None = None, parser: tuple[HloBuilder, Driver] | None = None) -> Module:
    if not isinstance(text, str):
        raise TypeError("parse() takes the HLO text as a str")
    builder, driver = parser or _parser()
    builder.filename, builder.text, builder.lines = filename, text, None
    builder.reset(reserved)
    builder.external, builder.reuse = external or {}, reuse or {}
    if not text or text.isspace():     # (not text.strip(): a copy of the whole text, left in the heap)
        raise HloSyntaxError("expected HloModule or a computation, found end of input", filename, 1, 1, "")
    # The parser allocates millions of long-lived objects and no garbage cycles: the cyclic
    # collector would only re-scan them (a third of the time on big dumps).
    gc_was_enabled = gc.isenabled()
    gc.disable()
    try:
        return driver.parse(text, filename)
    except HloSyntaxError:
        raise
    except RecursionError:
        raise HloSyntaxError("input nested too deeply", filename, 1, 1, None) from None
    except StringEscapeError as e:
        # Strings are decoded after lexing; the first string with this body is the one at fault.
        pos = max(text.find(e.body), 0) + e.offset
        line = text.count("\n", 0, pos) + 1
        col = pos - (text.rfind("\n", 0, pos) + 1) + 1
        raise HloSyntaxError(str(e), filename, line, col, text.split("\n")[line - 1]) from None
    finally:
        builder.text, builder.lines = "", None
        builder.reset()          # nothing of this module stays alive in the parser
        if gc_was_enabled:
            gc.enable()


def parse_without_fast_paths(text: str, filename: str | None = None) -> Module:
    """Parse with the grammar alone, without the whole-line fast paths (tests and the fuzzer check
    that both ways build the same IR)."""
    driver = _parser()[1]
    driver.use_fast_paths = False
    try:
        return parse(text, filename)
    finally:
        driver.use_fast_paths = True


def parse_file(path) -> Module:
    """Parse a file of HLO text, or read a binary HLO proto (``HloProto``, gzipped or not: see
    hlotool.parser.hlo_proto_ir), told apart by content whatever the file's name (hlotool.parser.sources).
    Raises HloSyntaxError (HloProtoError for a proto), or OSError if it cannot be read."""
    from .sources import module_of_proto_file, module_or_text_of
    path = Path(path)
    # (the file's bytes are not kept alive beside the IR: they would add the file's size to the peak. A binary
    # proto is read a computation at a time; text is decoded, its bytes dropped, before it is parsed)
    module = module_of_proto_file(path)
    if module is not None:
        return module
    text, module = module_or_text_of(path.read_bytes(), str(path))
    return module if module is not None else parse(text, filename=str(path))
