// ---- hlotool graph's static page: the embedded data, a details panel, search, buttons ----
(function () {
const D = JSON.parse(document.getElementById("data").textContent);
const X = HloGraph.columns, S = D.strings, K = D.kinds, H = D.shapes;
// page.py's file_page_data is compact: expanded here into the rows the viewer reads (page_data's). A row:
// [name (a number: the opcode, a dot and it), kind, shape, arguments (0 or 1: the operands; a list: a ROOT's),
// operands, calls]; a kind: [opcode, attributes, op_name, source, family]; a shape: [short, with layout, printed].
const rows = D.insts, I = new Array(rows.length), C = D.comps;
C.forEach((c, ci) => {
  for (let k = c[1]; k < c[1] + c[2]; k++) {
    const r = rows[k], kind = K[r[1]], sh = H[r[2]], op = S[kind[0]], a = r[3];
    const root = a === 1 || Array.isArray(a) ? 1 : 0;
    const text = [typeof a === "number" ? 0 : root ? a[0] : a, kind[1], root];
    if (sh[2] !== sh[1]) text.push(sh[2]);
    I[k] = [typeof r[0] === "number" ? op + "." + r[0] : r[0], op, S[sh[0]], S[sh[1]], text, S[kind[2]], kind[3],
            r.length > 4 ? r[4].map(back => k - back) : [], r.length > 5 ? r[5] : [], ci, kind[4]];
  }
});
D.insts = I;
// The full text from its parts: [arguments (0: the operands' names), attributes, ROOT, the shape as printed].
function fullText(r) {
  const t = r[X.TEXT];
  const args = t[0] === 0 ? r[X.OPS].map(o => "%" + I[o][X.NAME]).join(", ") : t[0];
  return (t[2] ? "ROOT " : "") + "%" + r[X.NAME] + " = " + (t.length > 3 ? S[t[3]] : r[X.LSHAPE]) + " " + r[X.OP] +
    "(" + args + ")" + S[t[1]];
}
const det = document.getElementById("detail"), res = document.getElementById("results");
function el(tag, text) { const e = document.createElement(tag); if (text !== undefined) e.textContent = text; return e; }
function link(k) { const a = el("a", I[k][X.NAME]); a.dataset.inst = k; return a; }
function para(label, ...kids) { const p = el("p"); p.append(label, ...kids); return p; }
function links(ks) {
  const f = document.createDocumentFragment();
  if (!ks.length) f.append("—");
  ks.forEach((k, j) => { if (j) f.append(", "); f.append(link(k)); });
  return f;
}
function showDetail(sel) {
  if (sel.kind !== "inst") { det.replaceChildren(el("h3", sel.title), el("p", sel.what + ", " + sel.subtitle)); return; }
  const r = I[sel.k], head = el("p");
  head.append(el("b", r[X.OP]), " in " + C[r[X.COMP]][0]);
  det.replaceChildren(el("h3", r[X.NAME]), head, para("shape and layout: ", el("code", r[X.LSHAPE])), el("pre", fullText(r)),
    para("op_name: ", el("code", r[X.OPNAME] || "—")), el("p", "source:"), el("pre", D.sources[r[X.SRC]] || "—"),
    para("operands: ", links(r[X.OPS])), para("users: ", links(g.users[sel.k])));
  if (r[X.CALLS].length) det.append(para("calls: " + r[X.CALLS].map(c => C[c][0]).join(", ")));
}
const g = HloGraph(document.getElementById("canvas"), D, {onSelect: showDetail});
document.getElementById("side").addEventListener("click", ev => {
  const a = ev.target.closest("a[data-inst]");
  if (a) g.go(+a.dataset.inst);
});
function search(text) {
  const found = g.search(text);
  if (found === null) { res.replaceChildren(); return; }
  res.replaceChildren(el("p", `${found.length} match${found.length === 1 ? "" : "es"}`));
  for (const k of found.slice(0, 200)) {
    const d = el("div");
    d.append(link(k), " ", el("small", I[k][X.OP] + " in " + C[I[k][X.COMP]][0]));
    res.append(d);
  }
  if (found.length > 200) res.append(el("p", "…"));
  res.append(el("hr"));
  document.body.dataset.matches = String(found.length);
}
document.getElementById("q").addEventListener("keydown", ev => { if (ev.key === "Enter") search(ev.target.value); });
document.getElementById("fit").onclick = () => g.fit();
document.getElementById("collapse").onclick = () => g.collapseAll();
const legend = document.getElementById("legend");
D.families.forEach((f, k) => { const s = el("span", f); s.style.background = D.colours[k]; legend.append(s); });

window.hlotoolGraph = g;              // the viewer's API, for scripts driving the page
window.hlotoolReady = g.start();
document.body.dataset.ready = String(Math.round(window.hlotoolReady));
// page.html#q=TEXT starts with that search.
if (location.hash.startsWith("#q=")) {
  const q = decodeURIComponent(location.hash.slice(3));
  document.getElementById("q").value = q;
  search(q);
}
})();
