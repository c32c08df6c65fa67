"""Shardy (sdy) attribute text, as jax writes it into pre-partitioning HLO's frontend attributes:
``#sdy.mesh<["x"=2, "y"=2]>`` (the module's ``xla.sdy.meshes``), ``#sdy.sharding<@mesh, [{"x"}, {}]>``,
``#sdy.sharding_per_value<[...]>`` and ``#sdy<manual_axes{"x"}>``, read into
``hlotool.sharding.model``'s ``SdyMesh`` / ``SdySharding``. Errors are ``ShardingError``s that quote
the text."""
from __future__ import annotations

import re
from dataclasses import replace
from math import prod
from typing import NoReturn

from ..ir.values import FrontendAttributes
from ..sharding.model import SdyAxis, SdyDim, SdyMesh, SdySharding, ShardingError

_TOKEN = re.compile(r'\s*(?:("(?:[^"\\]|\\.)*")|(#[\w.]+)|(@(?:[\w.$-]+|"(?:[^"\\]|\\.)*"))|(-?\d+)|'
                    r'([A-Za-z_][\w.$-]*)|([<>\[\]{}(),=:?]))')


class _Cursor:
    """Tokens of one sdy attribute text and the position reached; errors quote the text."""

    def __init__(self, text: str, what: str):
        # Raw HLO text escapes the quotes inside a frontend attribute's string; the parser removes them.
        self.text = text.replace('\\"', '"')
        self.what = what
        self.tokens: list[tuple[str, str, int]] = []     # (kind, token, offset)
        pos, end = 0, len(self.text.rstrip())
        while pos < end:
            m = _TOKEN.match(self.text, pos)
            if m is None:
                self.tokens.append(("bad", self.text[pos:].strip()[:1], pos))
                break
            group = m.lastindex
            assert group is not None    # (each token is a group)
            kind = ("str", "hash", "ref", "int", "word", "punct")[group - 1]
            self.tokens.append((kind, m.group(group), m.start(group)))
            pos = m.end()
        self.i = 0

    def fail(self, expected: str | None) -> NoReturn:
        if self.i < len(self.tokens):
            _, tok, off = self.tokens[self.i]
            found = f"found {tok!r} at offset {off}"
        else:
            found = "found the end"
        raise ShardingError(f"{self.what} {self.text!r}: expected {expected}, {found}")

    def peek(self, token: str | None = None, kind: str | None = None) -> bool:
        if self.i >= len(self.tokens):
            return False
        k, t, _ = self.tokens[self.i]
        return (token is None or t == token) and (kind is None or k == kind)

    def take(self, token: str | None = None, kind: str | None = None, expected: str | None = None) -> str:
        if not self.peek(token, kind):
            self.fail(expected or (repr(token) if token else kind))
        self.i += 1
        return self.tokens[self.i - 1][1]

    def take_if(self, token: str) -> bool:
        if self.peek(token):
            self.i += 1
            return True
        return False

    def end(self):
        if self.i != len(self.tokens):
            self.fail("the end")

    def string(self, expected: str) -> str:
        return self.take(kind="str", expected=expected)[1:-1]

    def int(self, expected: str) -> int:
        return int(self.take(kind="int", expected=expected))

    def listed(self, close: str, item, expected: str) -> list:
        """Items up to ``close`` (consumed), separated by commas."""
        out: list = []
        if self.take_if(close):
            return out
        while True:
            out.append(item())
            if self.take_if(close):
                return out
            if not self.take_if(","):
                self.fail(f"',' or {close!r} in {expected}")


def _mesh_body(c: _Cursor) -> SdyMesh:
    """``<[axes], device_ids=[...]>`` after ``#sdy.mesh`` or ``mesh``."""
    c.take("<")
    c.take("[", expected="'[' opening the mesh axes")

    def axis():
        name = c.string('an axis like "x"=2')
        c.take("=", expected="'=' after the axis name")
        return name, c.int("the axis size")
    axes = tuple(c.listed("]", axis, "the mesh axes"))
    device_ids = None
    if c.take_if(","):
        c.take("device_ids", expected="device_ids")
        c.take("=")
        c.take("[")
        device_ids = tuple(c.listed("]", lambda: c.int("a device id"), "device_ids"))
    c.take(">", expected="'>' closing the mesh")
    names = [a for a, _ in axes]
    if len(set(names)) != len(names) or any(n < 1 for _, n in axes):
        raise ShardingError(f"{c.what} {c.text!r}: expected distinct axis names with sizes >= 1")
    if device_ids is not None and (sorted(device_ids) != list(range(prod(n for _, n in axes))) if axes
                                   else len(device_ids) != 1 or device_ids[0] < 0):
        raise ShardingError(f"{c.what} {c.text!r}: expected device_ids to be a permutation of 0..(mesh size - 1), "
                            "or one device id for a mesh without axes")
    return SdyMesh(axes, device_ids)


def _mesh_attr(c: _Cursor) -> SdyMesh:
    c.take("#sdy.mesh", expected="#sdy.mesh<...>")
    return _mesh_body(c)


def parse_sdy_meshes(value: str | FrontendAttributes | None) -> dict[str, SdyMesh]:
    """The meshes of a module: its ``frontend_attributes`` (``xla.sdy.meshes``; none: ``{}``) or the
    text of that attribute, ``{mesh = #sdy.mesh<["x"=2]>, other = #sdy.mesh<[], device_ids=[0]>}``."""
    if isinstance(value, FrontendAttributes):
        value = value.get("xla.sdy.meshes")
    if value is None:
        return {}
    c = _Cursor(str(value), "xla.sdy.meshes")

    def entry():
        if c.peek(kind="str"):
            name = c.string("a mesh name")
        else:
            name = c.take(kind="word", expected="a mesh name")
        c.take("=", expected="'=' after the mesh name")
        return name, _mesh_attr(c)
    c.take("{", expected="'{' opening the mesh dictionary")
    meshes = c.listed("}", entry, "the mesh dictionary")
    c.end()
    out = dict(meshes)
    if len(out) != len(meshes):
        raise ShardingError(f"xla.sdy.meshes {c.text!r}: a mesh name appears twice")
    return out


def _axis_ref(c: _Cursor) -> SdyAxis:
    name = c.string('an axis name like "x"')
    if not c.take_if(":"):
        return SdyAxis(name)
    c.take("(", expected="'(' opening a sub-axis pre-size, as in \"x\":(1)2")
    pre = c.int("the sub-axis pre-size")
    c.take(")")
    return SdyAxis(name, pre, c.int("the sub-axis size"))


def _dim(c: _Cursor) -> SdyDim:
    c.take("{", expected="'{' opening a dimension sharding")
    axes, is_open = [], False
    if not c.take_if("}"):
        while True:
            if c.take_if("?"):
                is_open = True
                c.take("}", expected="'}' after '?'")
                break
            axes.append(_axis_ref(c))
            if c.take_if("}"):
                break
            c.take(",", expected="',' or '}' in a dimension sharding")
    priority = None
    if c.peek(kind="word") and re.fullmatch(r"p\d+", c.tokens[c.i][1]):
        priority = int(c.take()[1:])
    return SdyDim(tuple(axes), is_open, priority)


def _sharding_body(c: _Cursor) -> SdySharding:
    """``<@mesh, [dims], replicated={...}, unreduced={...}>``."""
    start = c.tokens[c.i][2] if c.i < len(c.tokens) else len(c.text)
    c.take("<", expected="'<' opening a sharding")
    if c.peek(kind="ref"):
        mesh: str | SdyMesh = c.take()[1:].strip('"')
    elif c.take_if("mesh") or c.take_if("#sdy.mesh"):
        mesh = _mesh_body(c)
    else:
        c.fail("a mesh: @name or mesh<[...]>")
    c.take(",", expected="',' after the mesh")
    c.take("[", expected="'[' opening the dimension shardings")
    dims = tuple(c.listed("]", lambda: _dim(c), "the dimension shardings"))
    extra: dict[str, tuple[SdyAxis, ...]] = {}
    while c.take_if(","):
        key = c.take(kind="word", expected="replicated= or unreduced=")
        if key not in ("replicated", "unreduced") or key in extra:
            c.i -= 1
            c.fail("replicated= or unreduced= (each at most once)")
        c.take("=")
        c.take("{")
        extra[key] = tuple(c.listed("}", lambda: _axis_ref(c), key))
    c.take(">", expected="'>' closing the sharding")
    end = c.tokens[c.i - 1][2] + 1
    return SdySharding(mesh, dims, extra.get("replicated", ()), extra.get("unreduced", ()),
                       c.text[start:end])


def parse_sdy_shardings(text: str) -> list[SdySharding]:
    """``#sdy.sharding_per_value<[<@mesh, [{"i"}, {}]>, ...]>`` (one per value) or a single
    ``#sdy.sharding<@mesh, [...]>`` (a one-element list)."""
    c = _Cursor(str(text), "sdy sharding")
    if c.take_if("#sdy.sharding_per_value"):
        c.take("<")
        c.take("[", expected="'[' opening the shardings")
        out = c.listed("]", lambda: _sharding_body(c), "the shardings")
        c.take(">")
    else:
        c.take("#sdy.sharding", expected="#sdy.sharding<...> or #sdy.sharding_per_value<[...]>")
        body = _sharding_body(c)
        out = [replace(body, text="#sdy.sharding" + body.text)]
    c.end()
    return out


def parse_manual_axes(text: str) -> tuple[str, ...]:
    """``#sdy<manual_axes{"x", "y"}>`` -> ("x", "y")."""
    c = _Cursor(str(text), "sdy manual axes")
    c.take("#sdy", expected='#sdy<manual_axes{"x", ...}>')
    c.take("<")
    c.take("manual_axes", expected="manual_axes")
    c.take("{")
    axes = tuple(c.listed("}", lambda: c.string("an axis name"), "the manual axes"))
    c.take(">")
    c.end()
    return axes
