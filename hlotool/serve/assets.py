"""Everything the browser loads from ``hlotool serve``: one HTML page, one style sheet, the shared
graph viewer and the front end. All of it is in the package (no CDN, no build step) and served with a
Content-Security-Policy that allows scripts only from these files."""
from __future__ import annotations

from ..graph.page_js import VIEWER_JS
from .app_js import APP_JS

INDEX_HTML = b"""<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8"><title>hlotool serve</title>
<meta name="viewport" content="width=device-width, initial-scale=1">
<link rel="stylesheet" href="/assets/app.css"><link rel="icon" href="data:,"></head>
<body data-ready="0"><header><a id="home" href="#/">hlotool serve</a><nav id="crumbs"></nav></header>
<main id="main"></main>
<script src="/assets/graph.js"></script>
<script src="/assets/app.js"></script>
</body></html>
"""

APP_CSS = r"""html,body{margin:0;height:100%;font-family:system-ui,sans-serif;font-size:13px;color:#222}
body{display:flex;flex-direction:column}
header{flex:none;height:34px;display:flex;gap:12px;align-items:center;padding:0 12px;background:#263043;color:#eee}
header a{color:#cfe2ff;text-decoration:none} header #home{font-weight:bold;color:#fff}
#crumbs{overflow:hidden;white-space:nowrap;text-overflow:ellipsis} #crumbs .mod{font-family:monospace}
main{flex:1;min-height:0;position:relative}
a{color:#0645ad} .muted{color:#777} .error{color:#b00;padding:8px} small{color:#666}
.page{padding:8px 18px;overflow:auto;height:100%;box-sizing:border-box}
h2{font-size:16px;margin:14px 0 4px} h3{font-size:14px;margin:12px 0 4px} h4{font-size:12px;margin:10px 0 3px;color:#555;text-transform:uppercase}
table.grid{border-collapse:collapse;margin:4px 0 10px} table.grid th,table.grid td{border:1px solid #ddd;padding:2px 8px;text-align:left;vertical-align:top}
table.grid th{background:#f2f2f2;font-weight:600} table.grid td:nth-child(n+3){font-variant-numeric:tabular-nums}
table.modules td:first-child,.mod{font-family:monospace} .views a{margin-right:4px}
.cols{display:flex;gap:28px;flex-wrap:wrap}
.split{display:flex;flex-direction:column;height:100%}
.bar{flex:none;display:flex;gap:8px;align-items:center;padding:4px 10px;background:#f0f0f0;border-bottom:1px solid #ccc;flex-wrap:wrap;min-height:28px}
.bar input{width:260px}
.tabs a.tab{padding:3px 8px;border:1px solid #bbb;border-radius:4px;text-decoration:none;background:#fff;margin-right:2px}
.tabs a.tab.active{background:#263043;color:#fff;border-color:#263043}
.legend span{display:inline-block;margin-right:3px;padding:0 4px;border:1px solid #999;border-radius:3px;font-size:11px}
.panes{flex:1;min-height:0;display:flex}
.tree{flex:none;width:230px;overflow:auto;border-right:1px solid #ccc;padding:4px 8px;background:#fafafa;font-family:monospace;font-size:12px}
.tree summary,.tree .leaf{white-space:nowrap} .tree details{margin-left:10px} .tree>details{margin-left:0} .tree .leaf{margin-left:24px} .tree a.current{font-weight:bold;color:#b00}
.canvas{flex:1;min-width:0;position:relative;background:#fff}
svg.graph{position:absolute;left:0;top:0;width:100%;height:100%;cursor:grab}
.side{flex:none;width:400px;overflow:auto;border-left:1px solid #ccc;background:#fafafa;padding:6px 10px;box-sizing:border-box}
.side pre{white-space:pre-wrap;word-break:break-all;font-size:11px;background:#fff;border:1px solid #ddd;padding:4px;margin:4px 0}
.side table.kv{border-collapse:collapse;font-size:11px;width:100%} .side table.kv td,.side table.kv th{border:1px solid #ddd;padding:1px 4px;word-break:break-all;text-align:left;vertical-align:top}
.side table.kv td:first-child{font-family:monospace;white-space:nowrap;width:1%}
.detail h3.name{font-family:monospace;word-break:break-all}
ol.frames{padding-left:20px;margin:2px 0} ol.frames li{word-break:break-all}
button.link{border:none;background:none;color:#0645ad;text-decoration:underline;cursor:pointer;padding:0;font-size:12px}
pre.lines span.here{background:#fff3a0;font-weight:bold}
.finding{border-left:4px solid #d00;background:#fde0e0;padding:3px 6px;margin:4px 0} .finding.warning{border-color:#e90;background:#fff3cd}
.note{color:#555;font-size:11px;margin-left:10px}
.sev.error{color:#b00;font-weight:bold} .sev.warning{color:#a60;font-weight:bold}
svg.hlograph text{font-family:monospace;font-size:12px;pointer-events:none}
svg.hlograph .it rect{stroke:#333} svg.hlograph .it.sel rect{stroke:#d00;stroke-width:3} svg.hlograph .it:hover rect{stroke-width:2}
svg.hlograph .grp>rect{fill:#eef0fb;stroke:#7a7aa0} svg.hlograph .open>rect{fill:#f7f7fc;stroke:#7a7aa0;stroke-dasharray:5,3}
svg.hlograph .open.sel>rect{stroke:#d00} svg.hlograph .hit rect{stroke:#f80;stroke-width:3}
svg.hlograph .ed polyline{fill:none;stroke:#777} svg.hlograph .ed.long{opacity:.35} svg.hlograph .ed text{font-size:9px;fill:#777}
svg.hlograph .mk-error>rect{stroke:#d00;stroke-width:4} svg.hlograph .mk-warning>rect{stroke:#e90;stroke-width:4}
svg.hlograph .mk-changed>rect{stroke:#d4a000;stroke-width:4} svg.hlograph .it.mk-changed>rect{fill:#fff1a8}
svg.hlograph .mk-left_only>rect{stroke:#d33;stroke-width:4} svg.hlograph .it.mk-left_only>rect{fill:#ffc9c9}
svg.hlograph .mk-right_only>rect{stroke:#2a9d3a;stroke-width:4} svg.hlograph .it.mk-right_only>rect{fill:#c8f0cc}
svg.hlograph .open.mk-changed>rect,svg.hlograph .open.mk-left_only>rect,svg.hlograph .open.mk-right_only>rect{stroke-width:2}
svg.hlograph .it.sel>rect{stroke:#d00;stroke-width:3}
.pane{flex:1;min-width:0;display:flex;flex-direction:column;border-right:1px solid #ccc}
.panehead{flex:none;padding:3px 8px;background:#f7f7f7;border-bottom:1px solid #ddd;font-family:monospace;font-size:11px;white-space:nowrap;overflow:hidden;text-overflow:ellipsis}
.pane .canvas{flex:1}
.pane.left .panehead{border-top:3px solid #d33} .pane.right .panehead{border-top:3px solid #2a9d3a}
.summary .st{margin-right:10px;padding:1px 6px;border-radius:3px}
.st.changed{background:#fff1a8} .st.left_only{background:#ffc9c9} .st.right_only{background:#c8f0cc}
.changes .row{font-family:monospace;font-size:11px;padding:1px 2px;cursor:pointer;word-break:break-all} .changes .row:hover{background:#e8eefc}
.changes{max-height:60%;overflow:auto} .selected .field{font-size:11px;margin:4px 0}
.selected .field .l,.selected pre.l{background:#fde0e0} .selected .field .r,.selected pre.r{background:#dff5df}
.selected .field div{font-family:monospace;word-break:break-all;padding:1px 4px}
.nav a,.nav span{margin-left:10px}
.chartbox{max-width:1000px} svg.chart{width:100%;height:auto;background:#fcfcfc;border:1px solid #ddd}
svg.chart polyline{fill:none;stroke:#3465a4;stroke-width:2} svg.chart circle{fill:#d33;cursor:pointer} svg.chart text{font-size:11px;fill:#666}
.picker select{max-width:420px}
"""

_JS = "text/javascript; charset=utf-8"
ASSETS: dict[str, tuple[bytes, str]] = {
    "app.css": (APP_CSS.encode("utf-8"), "text/css; charset=utf-8"),
    "graph.js": (VIEWER_JS.encode("utf-8"), _JS),
    "app.js": (APP_JS.encode("utf-8"), _JS),
}
