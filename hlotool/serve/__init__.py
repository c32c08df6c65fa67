"""``hlotool serve``: a dump folder, a folder of .hlo files or one module, explored in the browser.

Layering: above dump, graph, diff, stats and verify (which it reuses); below the CLI. ``Site`` answers
the JSON endpoints (``api.py``) over the ``Root``s (``roots.py``); ``make_server`` puts it behind the
standard library's ThreadingHTTPServer on 127.0.0.1 (``server.py``); ``assets.py`` is the front end."""
from .api import BadModule, Site  # noqa: F401  (re-exported API)
from .roots import NotFound, Root  # noqa: F401  (re-exported API)
from .server import HloServer, make_server, unsafe_path  # noqa: F401  (re-exported API)
