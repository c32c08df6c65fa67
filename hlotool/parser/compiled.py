"""Regular expressions compiled once per interpreter, kept in hlotool's cache folder.

``re.compile`` turns a pattern into the engine's program in Python code (re._parser, re._compiler); the
engine (``_sre``) then takes the program in microseconds. For the parser's patterns (the whole-line fast
paths, the grammar's per-state scanners) the Python half took 25 ms of every start-up, so the programs are
kept: beside the grammar's tables (the scanners), or in a file of their own (``compile_kept``), named after
the interpreter (COMPILED_TAG: a program is only valid for the engine that made it) and the patterns. Where
this interpreter's ``re`` is not CPython's, or the cache folder cannot be read or written, patterns are
compiled as usual.
"""
from __future__ import annotations

import contextlib
import os
import pickle
import re
import sys
import zlib
from pathlib import Path

try:       # CPython's regular-expression engine, beneath the re module
    import _sre
    from array import array
    from re import _compiler as _re_compiler
    COMPILED_TAG = f"{sys.implementation.cache_tag}-{_sre.MAGIC}-{_sre.CODESIZE}"
    if array("I").itemsize != _sre.CODESIZE:
        raise ImportError
except ImportError:
    _sre = _re_compiler = COMPILED_TAG = None


def cache_dir() -> Path:
    """hlotool's cache folder (grammar tables and regular-expression programs here, dump facts in
    ``hlotool.dump.cache``): ``$HLOTOOL_CACHE``, else ``$XDG_CACHE_HOME/hlotool``, else ``~/.cache/hlotool``.
    Not created here."""
    env = os.environ.get("HLOTOOL_CACHE")
    if env:
        return Path(env)
    return Path(os.environ.get("XDG_CACHE_HOME") or os.path.join(os.path.expanduser("~"), ".cache")) / "hlotool"


def compiled_patterns(patterns) -> dict | None:
    """What ``re`` hands the engine for each ``(pattern, flags)``, as data to keep: (pattern, flags) -> the
    program and the rest of the engine's arguments. None where this interpreter's ``re`` is not CPython's."""
    if _sre is None:
        return None
    made = {}
    real = _sre.compile

    def keep(pattern, flags, code, *rest):
        made[key] = (flags, array("I", code).tobytes(), *rest)     # (its opcodes are int subclasses)
        return real(pattern, flags, code, *rest)
    _sre.compile = keep
    try:
        for key in patterns:
            _re_compiler.compile(*key)     # (not re.compile: its cache would answer without compiling)
    finally:
        _sre.compile = real
    return made if len(made) == len(set(patterns)) else None


def compile_from(pattern: str, flags: int, programs: dict) -> re.Pattern:
    """``re.compile(pattern, flags)``, from its program in ``programs`` (compiled_patterns' answer) if there."""
    program = programs.get((pattern, flags))
    if program is not None:
        try:
            final_flags, code, *rest = program
            return _sre.compile(pattern, final_flags, array("I", code).tolist(), *rest)
        except (RuntimeError, TypeError, ValueError):     # (the engine validates a program: one it refuses is redone)
            pass
    return re.compile(pattern, flags)


def compile_kept(name: str, patterns: list[tuple[str, int]]) -> list[re.Pattern]:
    """Each ``(pattern, flags)`` compiled, from the programs kept in the cache folder by an earlier process
    (the file ``regex-NAME-...``, made here the first time)."""
    if COMPILED_TAG is None:
        return [re.compile(p, f) for p, f in patterns]
    digest = zlib.crc32(repr(patterns).encode())
    try:
        folder = cache_dir()
        path = folder / f"regex-{name}-{digest:08x}-{COMPILED_TAG}.pickle"
        with open(path, "rb") as f:
            programs = pickle.load(f)
        return [compile_from(p, f, programs) for p, f in patterns]
    except (OSError, pickle.UnpicklingError, EOFError, AttributeError, ValueError, TypeError, IndexError):
        pass         # not kept yet (or unreadable): compile, and keep them
    programs = compiled_patterns(patterns)
    if programs is None:
        return [re.compile(p, f) for p, f in patterns]
    tmp = f"{path}.{os.getpid()}.tmp"
    try:
        folder.mkdir(parents=True, exist_ok=True)
        with open(tmp, "wb") as f:
            pickle.dump(programs, f, protocol=pickle.HIGHEST_PROTOCOL)
        os.replace(tmp, path)
    except OSError:
        with contextlib.suppress(OSError):      # a read-only cache: compile again next time
            os.unlink(tmp)
    return [compile_from(p, f, programs) for p, f in patterns]
