"""Reports of a DiffResult: compact rich text (changed fields highlighted) and a self-contained
side-by-side HTML page."""
from __future__ import annotations

import html

from rich.console import Console
from rich.text import Text

from .result import DiffResult

_STATUS_STYLE = {"unchanged": "dim", "changed": "yellow", "left_only": "red", "right_only": "green"}
_MARK = {"changed": "~", "left_only": "-", "right_only": "+", "unchanged": " "}


def print_text(result: DiffResult, console: Console, show_unchanged: bool = False) -> None:
    s = result.summary
    head = Text(f"{result.left_module} -> {result.right_module}: ", style="bold")
    head.append(f"{s['unchanged']} unchanged, ", style="dim")
    head.append(f"{s['changed']} changed, ", style="yellow")
    head.append(f"{s['left_only']} left-only, ", style="red")
    head.append(f"{s['right_only']} right-only", style="green")
    head.append(" instructions")
    console.print(head)
    for comp in result.computations:
        if comp.status == "unchanged" and not show_unchanged:
            continue
        name = comp.left if comp.left == comp.right or comp.right is None else \
            (comp.right if comp.left is None else f"{comp.left} ~ {comp.right}")
        c = comp.counts()
        line = Text(f"{_MARK[comp.status]} computation {name}", style="bold " + _STATUS_STYLE[comp.status])
        line.append(f"  ({c['unchanged']} =, {c['changed']} ~, {c['left_only']} -, {c['right_only']} +)",
                    style="dim")
        console.print(line)
        if comp.status in ("left_only", "right_only"):
            continue
        for inst in comp.instructions:
            if inst.status == "unchanged" and not show_unchanged:
                continue
            style = _STATUS_STYLE[inst.status]
            if inst.status == "changed":
                t = Text(f"  ~ %{inst.left}", style=style)
                if inst.right != inst.left:
                    t.append(f" ~ %{inst.right}", style=style)
                t.append(f" ({inst.opcode})", style="dim")
                console.print(t)
                for ch in inst.changes:
                    row = Text("      ")
                    row.append(ch.field, style="bold magenta")
                    row.append(": ")
                    row.append(ch.left, style="red")
                    row.append(" -> ")
                    row.append(ch.right, style="green")
                    console.print(row)
            else:
                text = inst.left_text if inst.status == "left_only" else inst.right_text
                if inst.status == "unchanged":
                    text = inst.right_text
                console.print(Text(f"  {_MARK[inst.status]} {text}", style=style), overflow="ellipsis",
                              no_wrap=True)


_CSS = """
body{font-family:system-ui,sans-serif;margin:1em;background:#fafafa}
h1{font-size:1.3em} h2{font-size:1.05em;margin-top:1.5em}
table{border-collapse:collapse;width:100%;table-layout:fixed;font:12px monospace}
td{border:1px solid #ddd;padding:2px 4px;vertical-align:top;white-space:pre-wrap;word-break:break-all}
tr.unchanged td{color:#777} tr.changed td{background:#fff8d6}
tr.left_only td.l{background:#fde0e0} tr.right_only td.r{background:#dff5df}
.fields{color:#8a2be2;font-weight:bold} .summary span{margin-right:1em}
.comp-left_only{color:#b00} .comp-right_only{color:#070} .comp-changed{color:#a60}
"""


def html_report(result: DiffResult, show_unchanged: bool = True) -> str:
    e = html.escape
    s = result.summary
    out = ["<!DOCTYPE html><html><head><meta charset='utf-8'>",
           f"<title>hlotool diff {e(result.left_module)} vs {e(result.right_module)}</title>",
           f"<style>{_CSS}</style></head><body>",
           f"<h1>{e(result.left_module)} &harr; {e(result.right_module)}</h1>",
           "<p class='summary'>" + "".join(f"<span>{k.replace('_', '-')}: <b>{v}</b></span>"
                                           for k, v in s.items()) + "</p>"]
    for comp in result.computations:
        title = " &harr; ".join(e(n) for n in (comp.left, comp.right) if n is not None)
        out.append(f"<h2 class='comp-{comp.status}'>{title} <small>({comp.status.replace('_', '-')})</small></h2>")
        out.append("<table><colgroup><col style='width:50%'><col style='width:50%'></colgroup>")
        for inst in comp.instructions:
            if inst.status == "unchanged" and not show_unchanged:
                continue
            left = e(inst.left_text or "")
            right = e(inst.right_text or "")
            if inst.changes:
                fields = ", ".join(e(c.field) for c in inst.changes)
                right += f"\n<span class='fields'>changed: {fields}</span>"
            out.append(f"<tr class='{inst.status}'><td class='l'>{left}</td><td class='r'>{right}</td></tr>")
        out.append("</table>")
    out.append("</body></html>")
    return "\n".join(out)
