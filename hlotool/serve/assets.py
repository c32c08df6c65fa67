"""Everything the browser loads from ``hlotool serve``: one HTML page, the shared graph viewer with
its style sheet (``hlotool/graph/static/viewer.js``, ``viewer.css``) and the front end with its own
(``hlotool/serve/static/app.js``, ``app.css``). All of it is in the package (no CDN, no build step),
read once, and served with a Content-Security-Policy that allows scripts only from these files."""
from __future__ import annotations

from functools import cache

from ..graph.resources import static_text

INDEX_HTML = b"""<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8"><title>hlotool serve</title>
<meta name="viewport" content="width=device-width, initial-scale=1">
<link rel="stylesheet" href="/assets/graph.css"><link rel="stylesheet" href="/assets/app.css">
<link rel="icon" href="data:,"></head>
<body data-ready="0"><header><a id="home" href="#/">hlotool serve</a><nav id="crumbs"></nav></header>
<main id="main"></main>
<script src="/assets/graph.js"></script>
<script src="/assets/app.js"></script>
</body></html>
"""

_JS = "text/javascript; charset=utf-8"
_CSS = "text/css; charset=utf-8"
# URL name under /assets/ -> (package, file under its static/ folder, content type)
_FILES = {
    "graph.css": ("hlotool.graph", "viewer.css", _CSS),
    "app.css": ("hlotool.serve", "app.css", _CSS),
    "graph.js": ("hlotool.graph", "viewer.js", _JS),
    "app.js": ("hlotool.serve", "app.js", _JS),
}


def asset(name: str) -> tuple[bytes, str] | None:
    """The body and content type of /assets/NAME, or None for a name that is not an asset."""
    return _asset(name) if name in _FILES else None


@cache
def _asset(name: str) -> tuple[bytes, str]:
    package, fname, ctype = _FILES[name]
    return static_text(package, fname).encode("utf-8"), ctype
