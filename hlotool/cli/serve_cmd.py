"""``hlotool serve PATH [PATH2]``: explore a dump folder, a folder of .hlo files or one module in the
browser, on 127.0.0.1."""
from __future__ import annotations

import errno
import sys

import click

from .common import EXIT_USAGE

DEFAULT_PORT = 8470


@click.command("serve")
@click.argument("paths", nargs=-1, required=True, metavar="PATH [PATH2]", type=click.Path())
@click.option("--port", type=click.IntRange(0, 65535), default=None,
              help=f"Port on 127.0.0.1 (default {DEFAULT_PORT}, or a free one if that is taken; 0: any free port).")
@click.option("--open", "open_browser", is_flag=True, help="Open the page in the default browser.")
@click.option("--cache-mb", type=click.IntRange(1), default=256, show_default=True,
              help="Keep parsed modules up to this many MB of HLO text (and as many MB of JSON answers).")
@click.option("-v", "--verbose", is_flag=True, help="Log every request on stderr.")
def serve_cmd(paths, port, open_browser, cache_mb, verbose):
    """Serve PATH (an --xla_dump_to folder, a folder of .hlo files, or one module file) to a browser:
    the modules, each module's graph, instruction details with source lines, stats, verifier
    findings, the pass timeline with each pass's diff, and diffs of any two modules. A second PATH2
    is served beside it, for diffs between the two. Binds 127.0.0.1 only; needs no network."""
    from ..dump import DumpError
    from ..serve import Root, Site, make_server

    if len(paths) > 2:
        raise click.UsageError("at most two PATHs (a second folder or module to diff against)")
    try:
        roots = [Root(p, k) for k, p in enumerate(paths)]
    except DumpError as e:
        click.echo(f"hlotool serve: error: {e}", err=True)
        sys.exit(EXIT_USAGE)
    site = Site(roots, cache_bytes=cache_mb * 1_000_000)
    try:
        server = make_server(site, DEFAULT_PORT if port is None else port, verbose)
    except OSError as e:
        if port is None and e.errno == errno.EADDRINUSE:
            server = make_server(site, 0, verbose)        # the default port is taken: any free one
        else:
            click.echo(f"hlotool serve: error: cannot listen on 127.0.0.1:{port}: {e.strerror or e}"
                       + (" (try --port 0 for any free port)" if e.errno == errno.EADDRINUSE else ""), err=True)
            sys.exit(EXIT_USAGE)
    for r in roots:
        files = sum(len(m.files) for m in r.modules)
        click.echo(f"serving {r.path} ({r.kind}: {len(r.modules)} module{'s' * (len(r.modules) != 1)}, "
                   f"{files} HLO file{'s' * (files != 1)})")
    click.echo(f"hlotool serve: {server.url}  (Ctrl-C to stop)")
    sys.stdout.flush()
    if len(roots) == 1 and roots[0].kind == "file":
        # One module file: its view is the first one asked for, so parse it while the browser starts.
        # (Folders stay lazy: a module is parsed when its view is asked for.)
        import threading
        threading.Thread(target=site.warm, args=(roots[0], roots[0].modules[0].files[0].rel), daemon=True).start()
    if open_browser:
        import webbrowser
        webbrowser.open(server.url)
    try:
        server.serve_forever()
    except KeyboardInterrupt:
        click.echo("hlotool serve: stopped", err=True)
    finally:
        server.server_close()
