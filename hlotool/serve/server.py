"""The HTTP side of ``hlotool serve``: the standard library's ThreadingHTTPServer on 127.0.0.1.

Routes (GET and HEAD only; anything else is 405):
  /                     the front end (assets.INDEX_HTML)
  /assets/NAME          its script and style sheet
  /api/NAME?...         JSON (api.Site.api_NAME)
  /raw/ROOT/REL         a served file (HLO text, or another file of a dump) as it is

Security: a request path holding ``..`` or ``.`` segments, percent-encoded dots, slashes or
backslashes (``%2e``, ``%2f``, ``%5c``), a backslash, an empty segment (``//``), a NUL or another
control character, or anything but an absolute path is a 404 before it is routed. Files are
served only by their key in the scan of a root (never by joining a requested path). A request
whose Host header is not this server's loopback address is refused (403), so a web page cannot
reach the server through DNS rebinding. Every response forbids framing and sniffing, and HTML
gets a Content-Security-Policy that allows scripts only from the server's own files."""
from __future__ import annotations

import json
import re
import socket
import sys
import traceback
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from urllib.parse import parse_qsl, unquote

from ..dump import kind_named
from ..parser.sources import hlo_bytes_kind
from .api import BadModule, Site
from .assets import INDEX_HTML, asset
from .roots import NotFound

HOST = "127.0.0.1"
_ENCODED_SEPARATOR = re.compile(r"%(2e|2f|5c|00)", re.I)
_CONTROL = re.compile(r"[\x00-\x1f\x7f]")
CSP = ("default-src 'none'; script-src 'self'; style-src 'self'; img-src 'self' data:; connect-src 'self'; "
       "base-uri 'none'; form-action 'none'; frame-ancestors 'none'")


def unsafe_path(raw: str) -> bool:
    """True for a request path that tries to leave the routes: see the module's docstring."""
    if not raw.startswith("/") or raw.startswith("//") or "\\" in raw or _ENCODED_SEPARATOR.search(raw):
        return True
    path = unquote(raw)
    if _CONTROL.search(path) or "\\" in path:
        return True
    segments = path.split("/")[1:]
    return any(s in ("..", ".") for s in segments) or any(s == "" for s in segments[:-1])


class Handler(BaseHTTPRequestHandler):
    server_version = "hlotool-serve"
    protocol_version = "HTTP/1.1"
    server: "HloServer"

    # ---------------------------------------------------------------- methods
    def do_GET(self):
        self._handle(head=False)

    def do_HEAD(self):
        self._handle(head=True)

    def _not_allowed(self):
        self._send(405, b"only GET and HEAD\n", "text/plain; charset=utf-8", head=False, extra={"Allow": "GET, HEAD"})

    do_POST = do_PUT = do_DELETE = do_PATCH = do_OPTIONS = do_TRACE = do_CONNECT = _not_allowed

    # ---------------------------------------------------------------- routing
    def _handle(self, head: bool) -> None:
        try:
            if not self._host_ok():
                self._send(403, b"hlotool serve answers only requests addressed to 127.0.0.1 or localhost\n",
                           "text/plain; charset=utf-8", head)
                return
            raw_path, _, raw_query = self.path.partition("?")
            if unsafe_path(raw_path):
                self._error(404, "not found", head, api=raw_path.startswith("/api/"))
                return
            path = unquote(raw_path)
            if path in ("/", "/index.html"):
                self._send(200, INDEX_HTML, "text/html; charset=utf-8", head, extra={"Content-Security-Policy": CSP})
            elif path.startswith("/assets/") and (found := asset(path[8:])) is not None:
                body, ctype = found
                self._send(200, body, ctype, head)
            elif path.startswith("/api/"):
                self._api(path[5:], raw_query, head)
            elif path.startswith("/raw/"):
                self._raw(path[5:], head)
            else:
                self._error(404, "not found", head, api=False)
        except (BrokenPipeError, ConnectionResetError):       # the browser went away: nobody to answer
            return

    def _host_ok(self) -> bool:
        hosts = self.headers.get_all("Host") or []
        if not hosts:                      # an HTTP/1.0 client on this machine
            return True
        port = self.server.server_address[1]
        return len(hosts) == 1 and hosts[0].lower() in {f"127.0.0.1:{port}", f"localhost:{port}", "127.0.0.1",
                                                        "localhost"}

    def _api(self, name: str, raw_query: str, head: bool) -> None:
        method = getattr(self.server.site, "api_" + name, None) if re.fullmatch(r"[a-z]+", name) else None
        if method is None:
            self._error(404, f"no API '{name}'", head, api=True)
            return
        query = dict(parse_qsl(raw_query, keep_blank_values=True))
        try:
            body = method(query)
        except NotFound as e:
            self._error(404, str(e), head, api=True)
            return
        except BadModule as e:
            self._error(422, str(e), head, api=True)
            return
        except Exception as e:             # a bug: say so, keep serving
            self.server.log(f"internal error on {self.path}: {type(e).__name__}: {e}\n{traceback.format_exc()}")
            self._error(500, f"internal error: {type(e).__name__}: {e} (please report it with the input)", head,
                        api=True)
            return
        self._send(200, body, "application/json; charset=utf-8", head)

    def _raw(self, rest: str, head: bool) -> None:
        index, _, rel = rest.partition("/")
        try:
            root = self.server.site.root(index)
            if rel in root.files:
                path, ctype = root.file(rel).snapshot.path, "text/plain; charset=utf-8"
            else:
                other = root.other_file(rel)[0]
                binary = kind_named(other.kind).view == "binary"
                path, ctype = other.path, "application/octet-stream" if binary else "text/plain; charset=utf-8"
            data = path.read_bytes()
            if rel in root.files and hlo_bytes_kind(data) != "text":    # a snapshot kept as a proto
                ctype = "application/octet-stream"
        except (NotFound, OSError) as e:
            self._error(404, str(e) if isinstance(e, NotFound) else "cannot read", head, api=False)
            return
        self._send(200, data, ctype, head)

    # ---------------------------------------------------------------- responses
    def _error(self, status: int, message: str, head: bool, api: bool) -> None:
        if api:
            self._send(status, json.dumps({"error": message}).encode(), "application/json; charset=utf-8", head)
        else:
            self._send(status, (message + "\n").encode("utf-8", "replace"), "text/plain; charset=utf-8", head)

    def _send(self, status: int, body: bytes, ctype: str, head: bool, extra: dict | None = None) -> None:
        self.send_response(status)
        self.send_header("Content-Type", ctype)
        self.send_header("Content-Length", str(len(body)))
        self.send_header("Cache-Control", "no-store")
        self.send_header("X-Content-Type-Options", "nosniff")
        self.send_header("X-Frame-Options", "DENY")
        self.send_header("Referrer-Policy", "no-referrer")
        self.send_header("Cross-Origin-Resource-Policy", "same-origin")
        for k, v in (extra or {}).items():
            self.send_header(k, v)
        self.end_headers()
        if not head:
            self.wfile.write(body)

    def log_message(self, format, *args):  # `format` shadows the builtin: the base class names it so
        if self.server.verbose:
            self.server.log(f"{self.address_string()} {format % args}")


class HloServer(ThreadingHTTPServer):
    daemon_threads = True
    allow_reuse_address = False           # never share a port another server is listening on
    request_queue_size = 64

    def __init__(self, site: Site, port: int, verbose: bool = False):
        self.site = site
        self.verbose = verbose
        super().__init__((HOST, port), Handler)

    @property
    def url(self) -> str:
        return f"http://{HOST}:{self.server_address[1]}/"

    def log(self, message: str) -> None:
        print(f"hlotool serve: {message}", file=sys.stderr, flush=True)

    def handle_error(self, request, client_address):
        exc = sys.exc_info()[1]
        if isinstance(exc, (BrokenPipeError, ConnectionResetError, socket.timeout)):
            return
        self.log(f"error while answering {client_address}: {type(exc).__name__}: {exc}")


def make_server(site: Site, port: int = 0, verbose: bool = False) -> HloServer:
    """Bound to 127.0.0.1:``port`` (0: a free port). OSError when the port is taken."""
    return HloServer(site, port, verbose)
