"""The front end's files: the JavaScript and CSS under ``static/`` folders of ``hlotool.graph`` and
``hlotool.serve``, shipped as package data and read with ``importlib.resources``, once per file."""
from __future__ import annotations

from functools import cache
from importlib.resources import files


@cache
def static_text(package: str, name: str) -> str:
    """The text of ``static/NAME`` in ``package`` (e.g. ``"hlotool.graph", "viewer.js"``), read once."""
    return files(package).joinpath("static", name).read_text(encoding="utf-8")
