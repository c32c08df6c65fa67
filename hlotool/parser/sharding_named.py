"""Named (mesh-axes, "V3") shardings: ``{mesh['x'=2,'y'=2], [{'x'}, {'y', ?}], replicated={..},
unreduced={..}, manual={..}, metadata={..}}``, ``{mesh[...], replicated|unreduced|manual}`` and
``{maximal_mesh[device_id=N]}``.

The grammar takes such a sharding as one token (NAMED_SHARDING); this module reads it, with the
rules of XLA's parser (jaxlib 0.10): a comma after the mesh is optional; ``device_ids=`` only
follows a comma; ``?`` (an open dimension) comes last in its dimension; the axis lists
``replicated=``, ``unreduced=``, ``manual=`` and ``metadata=`` may repeat (they add up); axis names
are quoted strings, and a name that is not an axis name but a decimal index refers to that axis.
What XLA's parser reads but its Mesh / NamedSharding checks then refuse (an unknown axis, device
ids that are not a permutation, overlapping axes, ...) is left to the verifier
(``NamedSharding.problem``), as for the mesh-axes replica groups.
"""
from __future__ import annotations

import builtins
import re
from typing import Callable, NoReturn

from ..ir.device_groups import Mesh
from ..ir.values import Braced
from ..sharding.model import NamedDim, NamedSharding


class NamedShardingError(ValueError):
    """A syntax error at ``offset`` in the sharding's text."""

    def __init__(self, message: str, offset: int):
        super().__init__(message)
        self.offset = offset


_TOKEN = re.compile(r"""\s*(?:
    (?P<str>"[^"\\]*(?:\\.[^"\\]*)*"|'[^'\\]*(?:\\.[^'\\]*)*')
  | (?P<key>[A-Za-z_][A-Za-z0-9_.\-]*=)(?!=)
  | (?P<word>[A-Za-z_][A-Za-z0-9_.\-]*)
  | (?P<int>-?\d+)
  | (?P<punct>[{}\[\](),:?=])
)""", re.X)
_STRING_RE = re.compile(r""""[^"\\]*(?:\\.[^"\\]*)*"|'[^'\\]*(?:\\.[^'\\]*)*'""")


class _Cursor:
    def __init__(self, text: str, unescape: Callable[[str], str]):
        self.text, self.pos, self.unescape = text, 0, unescape

    def _match(self):
        return _TOKEN.match(self.text, self.pos)

    def peek(self) -> tuple[str, str] | None:
        m = self._match()
        if m is None or m.lastgroup is None:
            return None
        return m.lastgroup, m.group(m.lastgroup)

    def at(self) -> int:
        """Where the next token starts."""
        m = re.compile(r"\s*").match(self.text, self.pos)
        assert m is not None            # (the pattern matches the empty string)
        return m.end()

    def fail(self, expected: str) -> NoReturn:
        at = self.at()
        found = self.peek()
        what = f"'{found[1]}'" if found else ("the end" if at >= len(self.text) else f"'{self.text[at]}'")
        raise NamedShardingError(f"named sharding: expected {expected}, found {what}", at)

    def take(self, kind: str, value: str | None = None, expected: str | None = None) -> str:
        tok = self.peek()
        if tok is None or tok[0] != kind or (value is not None and tok[1] != value):
            self.fail(expected or (f"'{value}'" if value else kind))
        self.pos = self._match().end()
        return tok[1]

    def take_if(self, kind: str, value: str | None = None) -> bool:
        tok = self.peek()
        if tok is not None and tok[0] == kind and (value is None or tok[1] == value):
            self.pos = self._match().end()
            return True
        return False

    def punct(self, p: str, expected: str | None = None):
        self.take("punct", p, expected or f"'{p}'")

    def int(self, expected: str) -> int:
        return int(self.take("int", expected=expected))

    def string(self, expected: str) -> str:
        return self.unescape(self.take("str", expected=expected)[1:-1])

    # (builtins.int: inside the class, ``int`` names the method above)
    def ints(self, close: str, expected: str) -> tuple[builtins.int, ...]:
        """``a, b, ...`` up to ``close`` (taken); may be empty."""
        out: list[builtins.int] = []
        if self.take_if("punct", close):
            return ()
        while True:
            out.append(self.int(expected))
            if self.take_if("punct", close):
                return tuple(out)
            self.punct(",", f"',' or '{close}'")

    def braces(self) -> builtins.int:
        """The end of the brace group starting at the next token (strings may hold braces)."""
        at = self.at()
        if not self.text.startswith("{", at):
            self.fail("'{'")
        depth, i = 0, at
        while i < len(self.text):
            ch = self.text[i]
            if ch in "\"'":
                m = _STRING_RE.match(self.text, i)
                if m is None:
                    break
                i = m.end()
                continue
            if ch == "{":
                depth += 1
            elif ch == "}":
                depth -= 1
                if depth == 0:
                    return i + 1
            i += 1
        raise NamedShardingError("named sharding: unbalanced braces", at)


def parse_named_sharding(text: str, unescape: Callable[[str], str],
                         decode_metadata: Callable[[str], Braced]) -> NamedSharding:
    """The sharding ``text`` (``{mesh[...] ...}``). ``unescape`` decodes a string's body,
    ``decode_metadata`` an OpMetadata body (``op_name="a" source_line=3``)."""
    c = _Cursor(text, unescape)
    c.punct("{")
    head = c.take("word", expected="mesh[ or maximal_mesh[")
    if head == "maximal_mesh":
        c.punct("[")
        c.take("key", "device_id=", "device_id=")
        mesh = Mesh(maximal_device=c.int("a device id"))
        c.punct("]")
        metadata: list[Braced] = []
        if c.take_if("punct", ","):
            c.take("key", "metadata=", "metadata=")
            metadata += _metadata(c, decode_metadata)
        _close(c)
        return NamedSharding(mesh, metadata=tuple(metadata))
    if head != "mesh":
        raise NamedShardingError(f"named sharding: expected mesh[ or maximal_mesh[, found '{head}'", 1)
    mesh = _mesh(c)
    c.take_if("punct", ",")
    metadata = []
    tok = c.peek()
    if tok is not None and tok[0] == "word" and tok[1] in ("replicated", "unreduced", "manual"):
        c.take("word")
        if tok[1] != "replicated" and not mesh.axis_names:
            raise NamedShardingError(f"named sharding: a {tok[1]} sharding needs a mesh with axes", c.at())
        if c.take_if("punct", ","):
            c.take("key", "metadata=", "metadata=")
            metadata += _metadata(c, decode_metadata)
        _close(c)
        every = tuple((n,) for n in mesh.axis_names)
        return NamedSharding(mesh, unreduced=every if tok[1] == "unreduced" else (),
                             manual=every if tok[1] == "manual" else (), metadata=tuple(metadata))
    dims = _dims(c, mesh)
    lists: dict[str, list] = {"replicated": [], "unreduced": [], "manual": []}
    while not c.take_if("punct", "}"):
        c.punct(",", "',' or '}'")
        key = c.take("key", expected="replicated=, unreduced=, manual= or metadata=")[:-1]
        if key == "metadata":
            metadata += _metadata(c, decode_metadata)
        elif key in lists:
            c.punct("{")
            lists[key] += _axis_refs(c, mesh, "}")
        else:
            c.pos -= len(key) + 1
            c.fail("replicated=, unreduced=, manual= or metadata=")
    if c.at() != len(text):
        c.fail("the end of the sharding")
    return NamedSharding(mesh, dims, tuple(lists["replicated"]), tuple(lists["unreduced"]),
                         tuple(lists["manual"]), tuple(metadata))


def _close(c: _Cursor):
    c.punct("}")
    if c.at() != len(c.text):
        c.fail("the end of the sharding")


def _mesh(c: _Cursor) -> Mesh:
    """``['x'=2,'y'=4]`` and an optional ``, device_ids=(...)``, after ``mesh``."""
    c.punct("[")
    names, sizes = [], []
    if not c.take_if("punct", "]"):
        while True:
            names.append(c.string("an axis name like 'x'"))
            c.punct("=", "'=' after the axis name")
            sizes.append(c.int("the axis size"))
            if c.take_if("punct", "]"):
                break
            c.punct(",", "',' or ']'")
    fields: dict = {}
    # As in XLA, a comma after the mesh is taken here; device_ids= may follow it, another key may not.
    if c.take_if("punct", ",") and c.take_if("key", "device_ids="):
        c.punct("(")
        if c.take_if("punct", "["):
            reshape = c.ints("]", "a device_ids dimension")
            if not reshape:
                c.fail("a device_ids dimension")
            perm: tuple[int, ...] = ()
            if len(reshape) > 1:
                c.take("word", "T", "T(...) after the device_ids dimensions")
                c.punct("(")
                at = c.at()
                perm = c.ints(")", "a dimension number")
                if len(perm) != len(reshape) or any(not 0 <= p < len(reshape) for p in perm):
                    raise NamedShardingError(
                        f"named sharding: T({','.join(map(str, perm))}) must list each of the "
                        f"{len(reshape)} device_ids dimensions once", at)
            c.punct(")", "')' closing device_ids")
            fields = {"iota_reshape": reshape, "iota_transpose": perm}
        else:
            fields = {"device_ids": c.ints(")", "a device id")}
    else:
        tok = c.peek()
        if tok is not None and tok[0] == "key":
            c.fail("',' before device_ids=" if tok[1] == "device_ids=" else "device_ids= (or the dimension "
                   "shardings [...])")
    return Mesh(tuple(names), tuple(sizes), **fields)


def _axis_ref(c: _Cursor, mesh: Mesh) -> tuple:
    name = c.string("an axis name like 'x'")
    i = mesh.axis_index(name)
    if i is not None:
        name = mesh.axis_names[i]
    if not c.take_if("punct", ":"):
        return (name,)
    c.punct("(", "'(' opening a sub-axis pre-size, as in 'x':(1)2")
    pre = c.int("the sub-axis pre-size")
    c.punct(")")
    return (name, pre, c.int("the sub-axis size"))


def _axis_refs(c: _Cursor, mesh: Mesh, close: str) -> list:
    out: list[tuple] = []
    if c.take_if("punct", close):
        return out
    while True:
        out.append(_axis_ref(c, mesh))
        if c.take_if("punct", close):
            return out
        c.punct(",", f"',' or '{close}'")


def _dims(c: _Cursor, mesh: Mesh) -> tuple[NamedDim, ...]:
    c.punct("[", "'[' opening the dimension shardings, or replicated, unreduced or manual")
    dims = []
    if c.take_if("punct", "]"):
        return ()
    while True:
        c.punct("{", "'{' opening a dimension sharding")
        axes, closed = [], True
        if not c.take_if("punct", "}"):
            while True:
                if c.take_if("punct", "?"):
                    closed = False
                    c.punct("}", "'}' after '?' (it comes last)")
                    break
                axes.append(_axis_ref(c, mesh))
                if c.take_if("punct", "}"):
                    break
                c.punct(",", "',' or '}'")
        dims.append(NamedDim(tuple(axes), closed))
        if c.take_if("punct", "]"):
            return tuple(dims)
        c.punct(",", "',' or ']'")


def _metadata(c: _Cursor, decode_metadata) -> list[Braced]:
    """``{op_name="a" ...}`` (one) or ``{{...}, {...}}`` (a list), after ``metadata=``."""
    start = c.at()
    end = c.braces()
    inner = c.text[start + 1:end - 1]
    c.pos = end
    stripped = inner.strip()
    if not stripped.startswith("{"):
        return [decode_metadata(inner)]
    out, i = [], start + 1
    sub = _Cursor(c.text[:end - 1], c.unescape)
    sub.pos = i
    while True:
        s = sub.at()
        e = sub.braces()
        out.append(decode_metadata(c.text[s + 1:e - 1]))
        sub.pos = e
        if sub.at() >= end - 1:
            return out
        sub.punct(",", "',' between metadata")
