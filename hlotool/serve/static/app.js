"use strict";
// hlotool serve's front end: hash routes, one function per view, the shared graph viewer
// (HloGraph, graph/static/viewer.js) for every graph. Every string that comes from HLO text or from
// the file system goes into the DOM as text (textContent, text nodes, attribute values), never
// as markup (nothing here parses HTML from a string).
(function () {
const X = HloGraph.columns;
const main = document.getElementById("main"), crumbs = document.getElementById("crumbs");

// ---- DOM helpers ----
function h(tag, props, ...kids) {
  const e = document.createElement(tag);
  for (const [k, v] of Object.entries(props || {})) {
    if (v === null || v === undefined || v === false) continue;
    if (k === "class") e.className = v;
    else if (k.startsWith("on")) e.addEventListener(k.slice(2), v);
    else if (k === "dataset") Object.assign(e.dataset, v);
    else e.setAttribute(k, v === true ? "" : String(v));
  }
  return add(e, kids);
}
function add(e, kids) {
  for (const k of kids.flat(Infinity)) if (k !== null && k !== undefined && k !== false) e.append(k instanceof Node ? k : String(k));
  return e;
}
function fill(e, ...kids) { e.replaceChildren(); return add(e, kids); }
function svgNode(tag, attrs, text) {
  const e = document.createElementNS("http://www.w3.org/2000/svg", tag);
  for (const k in attrs) e.setAttribute(k, attrs[k]);
  if (text !== undefined) e.textContent = text;
  return e;
}
const mb = n => n >= 10e6 ? (n / 1e6).toFixed(0) : (n / 1e6).toFixed(1);
const num = n => n === null || n === undefined ? "–" : Number(n).toLocaleString("en-US");
const plural = (n, w) => `${num(n)} ${w}${n === 1 ? "" : "s"}`;
// Highlighted text: the server's token runs (serve/highlight.py, from hlotool's lexers: no syntax is known
// here) as spans with the classes app.css colours. hl.runs is [length, class index, ...] over the first
// hl.upto UTF-16 units; the rest stays plain, after a visible mark. `links` are [start, end, element]
// ranges, sorted and apart, whose text goes inside their element. The text is cut at line ends into
// blocks of about BLOCK characters that the browser lays out only when scrolled to (app.css: .blk), so
// a 4 MB text with 100,000s of spans opens at once.
const BLOCK = 20000;
function paint(pre, text, hl, links) {
  const runs = hl ? hl.runs : [], classes = hl ? hl.classes : [], L = links || [], out = document.createDocumentFragment();
  let pos = 0, r = 0, runEnd = 0, cls = "", li = 0, anchor = null, cut = !hl || hl.complete;
  let block = null, size = 0, lines = 0;
  const closeBlock = () => { if (block) block.style.containIntrinsicSize = `auto ${(Math.max(lines, 1) * 1.4).toFixed(1)}em`; };
  const newBlock = () => {
    closeBlock();
    block = h("span", {class: "blk"});
    out.append(block);
    size = lines = 0;
  };
  const put = (piece, c) => {
    let node = piece;
    if (c) { node = document.createElement("span"); node.className = c; node.textContent = piece; }
    (anchor || block).append(node);
    size += piece.length;
    for (let at = piece.indexOf("\n"); at >= 0; at = piece.indexOf("\n", at + 1)) lines++;
  };
  newBlock();
  while (pos < text.length) {
    if (pos >= runEnd) {
      if (r < runs.length) { runEnd = pos + runs[r]; cls = classes[runs[r + 1]]; r += 2; continue; }
      if (!cut) { cut = true; block.append(h("span", {class: "cut", "data-note": "highlighting stops here: the rest is plain text"})); }
      runEnd = text.length; cls = "";
    }
    while (anchor === null && li < L.length && L[li][0] < pos) li++;
    if (anchor === null && li < L.length && L[li][0] === pos) { anchor = L[li][2]; block.append(anchor); }
    const end = Math.min(runEnd, anchor !== null ? L[li][1] : li < L.length ? L[li][0] : text.length);
    let piece = text.slice(pos, end);
    pos = end;
    // A block ends at the first line end past BLOCK characters (a link never holds one).
    for (let at; size + piece.length > BLOCK && (at = piece.indexOf("\n", Math.max(0, BLOCK - size - 1))) >= 0;) {
      put(piece.slice(0, at + 1), cls);
      newBlock();
      piece = piece.slice(at + 1);
    }
    if (piece) put(piece, cls);
    if (anchor !== null && pos >= L[li][1]) { anchor = null; li++; }
  }
  closeBlock();
  pre.classList.add("hl");
  pre.replaceChildren(out);
  return pre;
}
// What of a file's text is shown, and how much of it is highlighted.
function textNotes(t) {
  const hl = t.highlight, out = [];
  if (t.truncated) out.push(h("p", {class: "muted"}, `Only the first ${mb(t.text.length)} MB of the file is shown; the raw link has all of it.`));
  if (hl && !hl.complete) out.push(h("p", {class: "muted"}, `Highlighted (${hl.lexer}) up to line ${num(t.text.slice(0, hl.upto).split("\n").length - 1)}, the first ${mb(hl.upto)} MB; the rest is plain text.`));
  return out;
}
function rawHref(root, file) { return "/raw/" + encodeURIComponent(root || "0") + "/" + file.split("/").map(encodeURIComponent).join("/"); }
function table(head, rows, cls) {
  return h("table", {class: cls || "grid"}, head ? h("thead", null, h("tr", null, head.map(c => h("th", null, c)))) : null,
    h("tbody", null, rows.map(r => h("tr", null, r.map(c => h("td", null, c))))));
}

// ---- the server's JSON, remembered (a few dozen answers) so back and forward are instant ----
const memo = new Map(), MEMO = 24;
function api(name, params, fresh) {
  const url = "/api/" + name + "?" + new URLSearchParams(params || {}).toString();
  if (!fresh && memo.has(url)) { const p = memo.get(url); memo.delete(url); memo.set(url, p); return p; }
  const p = fetch(url).then(async r => {
    let body;
    try { body = await r.json(); } catch (e) { body = {error: r.status + " " + r.statusText}; }
    if (!r.ok) throw new Error(body.error || r.statusText);
    return body;
  });
  memo.set(url, p);
  while (memo.size > MEMO) memo.delete(memo.keys().next().value);
  p.catch(() => memo.delete(url));
  return p;
}

// ---- routes: #/VIEW?key=value&... ----
function link(view, params) {
  const q = new URLSearchParams();
  for (const [k, v] of Object.entries(params || {})) if (v !== undefined && v !== null && v !== "") q.set(k, v);
  const s = q.toString();
  return "#/" + view + (s ? "?" + s : "");
}
function parseHash() {
  const raw = location.hash.replace(/^#\/?/, ""), at = raw.indexOf("?");
  const view = at < 0 ? raw : raw.slice(0, at);
  return {view, params: Object.fromEntries(new URLSearchParams(at < 0 ? "" : raw.slice(at + 1)))};
}
const VIEWS = {"": folderView, module: moduleView, stats: statsView, verify: verifyView, timeline: timelineView,
  pass: passView, diff: diffView, file: fileView, memory: memoryView, text: textView, cost: costView};
let current = null;
function route() {
  const {view, params} = parseHash();
  if (current && current.view === view && current.update && current.update(params)) return;
  if (current && current.destroy) current.destroy();
  document.body.dataset.ready = "0";
  delete document.body.dataset.findings;
  delete document.body.dataset.matches;
  for (const k of ["colour", "heat", "kernels"]) delete document.body.dataset[k];
  document.body.dataset.view = VIEWS[view] ? view || "folder" : "unknown";
  fill(main);
  fill(crumbs);
  current = Object.assign({view}, (VIEWS[view] || unknownView)(params) || {});
  window.hlotoolView = current;
}
function ready() { document.body.dataset.ready = "1"; window.hlotoolReadyAt = performance.now(); }
function fail(where) {
  return err => {
    fill(where, h("div", {class: "error"}, String(err && err.message || err)));
    document.body.dataset.ready = "error";
  };
}
function setCrumbs(...parts) {
  const out = [h("a", {href: "#/"}, "folder")];
  for (const p of parts) out.push(" › ", p);
  fill(crumbs, ...out);
}
function unknownView() { main.append(h("div", {class: "page"}, h("p", {class: "error"}, "No such view."), h("a", {href: "#/"}, "Back to the folder"))); ready(); }

// The tabs above a module's views.
function moduleTabs(active, p, data) {
  const base = {root: p.root, file: p.file};
  const tabs = [["module", "graph", base], ["text", "text", base], ["stats", "stats", base], ["memory", "memory", base], ["cost", "cost", base],
    ["verify", "verify", base]];
  if (data && data.timeline) tabs.push(["timeline", "pass timeline", {root: p.root, module: data.module_key}]);
  if (data && data.position > 0) tabs.push(["pass", "diff with the step before", base]);
  const out = tabs.map(([v, label, q]) => h("a", {class: "tab" + (v === active ? " active" : ""), href: link(v, q)}, label));
  return h("span", {class: "tabs"}, out);
}
function fileCrumbs(p, data) {
  const key = data ? data.module_key : p.file;
  const parts = [h("span", {class: "mod"}, key)];
  if (data && data.files > 1) parts.push(h("span", null, data.label));
  setCrumbs(...parts);
}

// ---- folder view ----
function folderView() {
  const page = h("div", {class: "page"}, h("p", {class: "muted"}, "Reading the folder…"));
  main.append(page);
  api("roots", {}, true).then(d => {
    if (!location.hash && d.roots.length === 1 && d.roots[0].modules.length === 1) {   // one module: open it
      const m = d.roots[0].modules[0];
      location.replace(link("module", {root: 0, file: m.snapshots[(m.timeline || m.snapshots.length) - 1][0]}));
      return;
    }
    fill(page);
    for (const r of d.roots) page.append(rootSection(r, d.roots.length > 1));
    page.append(diffPicker(d.roots));
    ready();
  }).catch(fail(page));
  setCrumbs();
}
function rootSection(r, several) {
  const kinds = {dump: "XLA dump folder", folder: "folder of .hlo files", file: "module file"};
  const rows = r.modules.map(m => {
    const first = m.snapshots[0][0], last = m.snapshots[(m.timeline || m.snapshots.length) - 1][0];
    const q = {root: r.index, file: last};
    const views = [h("a", {href: link("module", q)}, "graph"), " ", h("a", {href: link("stats", q)}, "stats"), " ",
      h("a", {href: link("cost", q)}, "cost"), " ", h("a", {href: link("verify", q)}, "verify")];
    if (m.files > 1) views.push(" ", h("a", {href: link("timeline", {root: r.index, module: m.key})}, "timeline"), " ",
      h("a", {href: link("module", {root: r.index, file: first})}, "before"));
    const others = m.other_files || [];
    const hlo = m.snapshots.slice(m.timeline || m.snapshots.length);      // HLO texts after the optimized module
    const more = others.length || hlo.length ? h("details", {class: "files"}, h("summary", null,
      `${plural(others.length + hlo.length, "other file")}`),
      h("ul", null, hlo.map(f => h("li", null, h("a", {href: link("module", {root: r.index, file: f[0]})}, f[0]), " ",
        h("span", {class: "muted"}, "HLO text")))),
      h("ul", null, others.map(([rel, kind, bytes]) => h("li", null,
        h("a", {href: link("file", {root: r.index, file: rel}), class: "other"}, rel), " ",
        h("span", {class: "muted"}, `${kind}, ${num(bytes)} B`))))) : null;
    return [[h("a", {class: "mod", href: link("module", q)}, m.key), more], m.name, num(m.files), m.pass_dumps ? `${num(m.passes)} (${num(m.pass_runs)} runs)` : "–", mb(m.bytes),
      m.files > 1 ? `${num(m.instructions_before)} → ${num(m.instructions_after)}` : num(m.instructions_after),
      m.changing_steps === null ? "–" : num(m.changing_steps), h("span", {class: "views"}, views)];
  });
  const total = r.modules.reduce((s, m) => s + m.bytes, 0), files = r.modules.reduce((s, m) => s + m.files, 0);
  return h("section", {class: "root", dataset: {root: r.index}},
    h("h2", null, several ? `${r.index === 0 ? "A" : "B"}: ` : "", r.path),
    h("p", {class: "muted"}, `${kinds[r.kind]}: ${plural(r.modules.length, "module")}, ${plural(files, "HLO file")}, ${mb(total)} MB`),
    table(["module", "name", "files", "passes", "MB", "instructions before → after optimization", "steps that changed it", ""], rows, "grid modules"));
}
function diffPicker(roots) {
  const several = roots.length > 1;
  const select = (r0, pick) => {
    const s = h("select", null);
    for (const r of roots) for (const m of r.modules) {
      const g = h("optgroup", {label: (several ? (r.index === 0 ? "A: " : "B: ") : "") + m.key});
      m.snapshots.forEach((f, j) => g.append(h("option", {value: JSON.stringify([r.index, f[0]]), selected: r.index === r0 && pick(m, j) ? true : null},
        m.snapshots.length > 1 ? f[1] : f[0])));
      s.append(g);
    }
    return s;
  };
  const firstMod = roots[0].modules[0], lastRoot = roots[roots.length - 1];
  const a = select(0, (m, j) => m === firstMod && j === 0);
  const optimized = m => (m.timeline || m.snapshots.length) - 1;     // the last file of the pass timeline
  const b = select(lastRoot.index, several ? (m, j) => m === lastRoot.modules[0] && j === optimized(m)
    : (m, j) => roots[0].modules.length > 1 && m.snapshots.length === 1 ? m === roots[0].modules[1] : m === firstMod && j === optimized(m));
  const go = () => {
    const [ra, fa] = JSON.parse(a.value), [rb, fb] = JSON.parse(b.value);
    location.hash = link("diff", {ra, a: fa, rb, b: fb});
  };
  return h("section", {class: "picker"}, h("h2", null, "Diff two modules"),
    h("p", null, a, " → ", b, " ", h("button", {onclick: go, id: "diff-go"}, "diff")));
}

// ---- module view: computation tree, graph, instruction panel ----
function moduleView(p) {
  const root = p.root || "0";
  const q = h("input", {type: "search", placeholder: "search name, opcode or op_name (Enter)", value: p.q || ""});
  const bar = h("div", {class: "bar"}, h("span", {class: "tabs"}), q,
    h("button", {onclick: () => g && g.fit()}, "fit"), h("button", {onclick: () => g && g.collapseAll()}, "collapse all"),
    h("select", {class: "colour", title: "what the instruction boxes' colour shows", onchange: ev => {
      location.hash = link("module", {...params, colour: ev.target.value === "time" ? "time" : null});
    }}, h("option", {value: ""}, "colour: opcode family"), h("option", {value: "time", selected: p.colour === "time" ? true : null}, "colour: estimated time")),
    h("span", {class: "legend"}));
  const treeBox = h("div", {class: "tree"}), svg = svgNode("svg", {class: "graph"});
  const results = h("div", {class: "results"}), detail = h("div", {class: "detail"}, h("p", {class: "muted"}, "Loading the module…"));
  const side = h("div", {class: "side"}, results, detail);
  main.append(h("div", {class: "split"}, bar, h("div", {class: "panes"}, treeBox, h("div", {class: "canvas"}, svg), side)));
  const findings = new Map();
  let g = null, data = null, params = p, names = null, pending = 0, familyLegend = [], heat = null;
  q.addEventListener("keydown", ev => { if (ev.key === "Enter") location.hash = link("module", {...params, q: q.value, inst: null, c: null}); });
  fileCrumbs(p, null);
  const t0 = performance.now();
  api("module", {root, file: p.file}).then(d => {
    data = d;
    names = new Map();
    d.comps.forEach((c, ci) => { for (let k = c[1]; k < c[1] + c[2]; k++) names.set(ci + "\u0000" + d.insts[k][X.NAME], k); });
    bar.firstChild.replaceWith(moduleTabs("module", {root, file: p.file}, d));
    fileCrumbs(p, d);
    familyLegend = d.families.map((f, k) => { const s = h("span", null, f); s.style.background = d.colours[k]; return s; });
    fill(bar.querySelector(".legend"), familyLegend);
    build(p);
    window.hlotoolModuleMs = performance.now() - t0;
    ready();
    api("verify", {root, file: p.file}).then(v => {
      const marks = new Map();
      for (const f of v.findings) if (f.k !== null && f.k !== undefined) {
        if (!findings.has(f.k)) findings.set(f.k, []);
        findings.get(f.k).push(f);
        if (marks.get(f.k) !== "error") marks.set(f.k, f.severity === "error" ? "error" : "warning");
      }
      if (g) g.setMarks(marks);
      const tab = bar.querySelector(`a.tab[href^="#/verify"]`);
      if (tab) tab.textContent = `verify (${v.findings.length})`;
      document.body.dataset.findings = String(v.findings.length);
      if (g && g.selected() !== null && findings.has(g.selected())) showInst(g.selected());
    }).catch(() => {});
  }).catch(fail(detail));

  // The boxes coloured by the cost model's estimated time (the cost view's report), as a share of the kernels'
  // summed time: a kernel by its own, a while, call or conditional and a closed scope box by the kernels they
  // run or hold; what runs nothing of its own (inside a fusion) pale.
  function colourBy(what) {
    const legend = bar.querySelector(".legend");
    document.body.dataset.colour = what === "time" ? "time" : "family";
    if (what !== "time") { g.setFills(null, null); fill(legend, familyLegend); return; }
    const mine = g;
    fill(legend, h("span", {class: "muted"}, "estimating…"));
    (heat || (heat = api("cost", {root, file: params.file}).then(r => timeFills(data, r)))).then(t => {
      if (g !== mine) return;
      const sum = ks => ks.reduce((a, k) => a + t.time[k], 0);
      g.setFills(k => t.time[k] > 0 ? shareHeat(t.time[k] / t.total) : "#f4f4f4", ks => { const s = sum(ks); return s > 0 ? shareHeat(s / t.total) : "#f4f4f4"; });
      fill(legend, h("span", {class: "heat"}, "share of the estimated time (of the kernels' summed ", dur(t.total), "): ≤0.1%"), h("span", {class: "heat hot"}, "100%"),
        h("a", {href: link("cost", {root, file: params.file})}, "cost view"));
      document.body.dataset.heat = String(t.kernels);
    }).catch(err => { fill(legend, h("span", {class: "error"}, `no estimate: ${err.message || err}`)); });
  }
  function compIndex(name) { return name ? data.comps.findIndex(c => c[0] === name) : 0; }
  function build(p) {
    params = p;
    let top = compIndex(p.comp);
    if (top < 0) { top = 0; fill(results, h("p", {class: "error"}, "No computation of that name; showing the entry.")); }
    if (g) g.destroy();
    g = HloGraph(svg, data, {top, markOrder: ["error", "warning"], onSelect});
    colourBy(p.colour);
    g.start();
    fill(treeBox, compTree(data, top, {root, file: p.file}));
    if (p.q) search(p.q); else fill(results);
    if (p.inst) goTo(p); else fill(detail, h("p", {class: "muted"}, "Click a box to open it, a node for its instruction. Drag to pan, wheel to zoom."));
  }
  function goTo(p) {
    const ci = p.c ? compIndex(p.c) : -1;
    let k = ci >= 0 ? names.get(ci + "\u0000" + p.inst) : undefined;
    if (k === undefined) for (let c = 0; c < data.comps.length && k === undefined; c++) k = names.get(c + "\u0000" + p.inst);
    if (k === undefined) { fill(detail, h("p", {class: "error"}, "No instruction of that name.")); return; }
    if (!g.go(k)) {     // not under the computation drawn: draw the one that holds it
      location.replace(link("module", {...p, comp: data.comps[data.insts[k][X.COMP]][0]}));
    }
  }
  function search(text) {
    const found = g.search(text);
    if (found === null) { fill(results); return; }
    const list = found.slice(0, 200).map(k => h("div", null, instLink(k), " ", h("small", null, data.insts[k][X.OP] + " in " + data.comps[data.insts[k][X.COMP]][0])));
    fill(results, h("p", {class: "matches"}, `${found.length} match${found.length === 1 ? "" : "es"}`), list, found.length > 200 ? h("p", null, "…") : null, h("hr"));
    document.body.dataset.matches = String(found.length);
  }
  function instParams(k) {
    return {...params, c: data.comps[data.insts[k][X.COMP]][0], inst: data.insts[k][X.NAME], q: params.q};
  }
  function instLink(k) { return h("a", {href: link("module", instParams(k)), class: "inst"}, data.insts[k][X.NAME]); }
  function onSelect(sel) {
    if (sel.kind !== "inst") {
      fill(detail, h("h3", null, sel.title), h("p", null, `${sel.what}, ${sel.subtitle}`));
      return;
    }
    const want = link("module", instParams(sel.k));
    if (location.hash !== want) { history.replaceState(null, "", want); params = parseHash().params; }
    showInst(sel.k);
  }
  function showInst(k) {
    const r = data.insts[k];
    fill(detail, h("h3", {class: "name"}, r[X.NAME]), h("p", {class: "muted"}, "Loading…"));
    const mine = ++pending;
    api("inst", {root, file: params.file, k}).then(d => { if (mine === pending) fill(detail, ...instPanel(d, k)); })
      .catch(fail(detail));
  }
  function instPanel(d, k) {
    const out = [h("h3", {class: "name"}, d.name, d.root ? h("small", null, " ROOT") : null),
      h("p", null, h("b", null, d.opcode), " in ", h("a", {href: link("module", {root, file: params.file, comp: d.computation})}, d.computation),
        d.line ? h("small", null, ` (line ${d.line} of the file)`) : null)];
    for (const f of findings.get(k) || [])
      out.push(h("div", {class: "finding " + f.severity}, `${f.severity} ${f.code}: ${f.message}`, f.notes.map(n => h("div", {class: "note"}, n.message))));
    out.push(h("p", null, "shape and layout: ", h("code", null, d.shape)));
    if (d.layout) out.push(h("p", null, "layout: ", h("code", null, d.layout)));
    out.push(paint(h("pre", {class: "text"}), d.text, d.text_highlight));
    const links = ks => ks.length ? ks.map((j, n) => [n ? ", " : "", instLink(j)]) : "—";
    out.push(h("p", {class: "operands"}, "operands: ", links(d.operands)), h("p", {class: "users"}, "users: ", links(d.users)));
    if (d.calls.length) out.push(h("p", null, "calls: ", d.calls.map((c, n) => [n ? ", " : "", h("a", {href: link("module", {root, file: params.file, comp: c})}, c)])));
    if (d.frames.length) {
      const src = h("div", {class: "source"});
      out.push(h("h4", null, "source"), h("ol", {class: "frames"}, d.frames.map((f, n) => h("li", null,
        h("code", null, `${f.file}:${f.line === null ? "?" : f.line}${f.column === null || f.column === undefined ? "" : ":" + f.column}`),
        f.function ? [" in ", h("code", null, f.function)] : null,
        f.available && f.line ? [" ", h("button", {class: "link", onclick: () => showSource(src, f)}, "show")] : null))), src);
      const first = d.frames.find(f => f.available && f.line);
      if (first) showSource(src, first);
    }
    if (d.metadata.length) out.push(h("h4", null, "metadata"), table(["key", "value"], d.metadata, "kv metadata"));
    if (d.frontend_attributes.length) out.push(h("h4", null, "frontend attributes"), table(["key", "value"], d.frontend_attributes, "kv frontend"));
    if (d.backend_config) out.push(h("h4", null, "backend_config"), h("pre", {class: "backend"}, d.backend_config));
    if (d.attributes.length) out.push(h("h4", null, "attributes"), table(["key", "value"], d.attributes, "kv"));
    return out;
  }
  function showSource(box, f) {
    fill(box, h("p", {class: "muted"}, "Loading the source…"));
    api("source", {root, file: params.file, path: f.file, line: f.line}).then(s => {
      fill(box, h("div", {class: "muted"}, s.resolved),
        h("pre", {class: "lines"}, s.lines.map((text, n) => h("span", {class: s.start + n === s.line ? "here" : null}, String(s.start + n).padStart(5) + "  " + text + "\n"))));
    }).catch(fail(box));
  }
  return {
    update(p2) {
      if (!data || (p2.root || "0") !== root || p2.file !== params.file) return false;
      if ((p2.comp || "") !== (params.comp || "")) { build(p2); return true; }
      if ((p2.colour || "") !== (params.colour || "")) colourBy(p2.colour);
      const qChanged = (p2.q || "") !== (params.q || "");
      params = p2;
      q.value = p2.q || "";
      if (qChanged) search(p2.q || "");
      if (p2.inst) goTo(p2);
      return true;
    },
    destroy() { if (g) g.destroy(); },
  };
}

// The computation tree: each computation under the first one (breadth first) that calls it.
function compTree(data, top, base) {
  const C = data.comps, I = data.insts, kids = C.map(() => []), parent = new Array(C.length).fill(-1);
  const seen = new Set([0]), queue = [0];
  for (let q = 0; q < queue.length; q++) {
    const c = queue[q];
    for (let k = C[c][1]; k < C[c][1] + C[c][2]; k++) for (const d of I[k][X.CALLS])
      if (!seen.has(d)) { seen.add(d); parent[d] = c; kids[c].push(d); queue.push(d); }
  }
  const path = new Set();
  for (let c = top; c >= 0; c = parent[c]) path.add(c);
  function node(c) {
    const a = h("a", {href: link("module", {...base, comp: c === 0 ? null : C[c][0]}), class: c === top ? "current" : null}, C[c][0]);
    const label = [a, " ", h("small", null, num(C[c][2]))];
    if (!kids[c].length) return h("div", {class: "leaf"}, label);
    const det = h("details", {open: path.has(c) ? true : null}, h("summary", null, label));
    let filled = false;
    const expand = () => { if (!filled && det.open) { filled = true; det.append(...kids[c].map(node)); } };
    det.addEventListener("toggle", expand);
    expand();
    return det;
  }
  const out = [h("h4", null, "computations"), node(0)];
  const rest = C.map((_, c) => c).filter(c => !seen.has(c));
  if (rest.length) out.push(h("h4", null, "not called from the entry"), rest.map(node));
  requestAnimationFrame(() => { const cur = document.querySelector(".tree a.current"); if (cur) cur.scrollIntoView({block: "center"}); });
  return out;
}

// ---- stats and verify views ----
function moduleHeader(view, p) {
  const bar = h("div", {class: "bar"}, h("span", {class: "tabs"}));
  const page = h("div", {class: "page"}, h("p", {class: "muted"}, "Loading…"));
  main.append(h("div", {class: "split"}, bar, page));
  fileCrumbs(p, null);
  api("module", {root: p.root || "0", file: p.file}).then(d => { bar.firstChild.replaceWith(moduleTabs(view, p, d)); fileCrumbs(p, d); }).catch(() => {});
  return page;
}
function instHref(p, row) {
  return link("module", {root: p.root, file: p.file, c: row.computation, inst: row.name});
}
function statsView(p) {
  const page = moduleHeader("stats", p);
  api("stats", {root: p.root || "0", file: p.file}).then(s => {
    const il = row => row.k === null || row.k === undefined ? row.name : h("a", {href: instHref(p, row)}, row.name);
    const pairs = o => Object.entries(o).map(([k, v]) => [k, num(v)]);
    fill(page, h("h2", null, s.module),
      table(null, [["computations", num(s.computations)], ["instructions", num(s.instructions)], ["fusions", num(s.fusions.count)],
        ["FLOPs (dot, convolution)", num(s.flops.total)], ["parameter bytes", num(s.bytes.parameters)], ["output bytes", num(s.bytes.output)],
        ["constant bytes", num(s.bytes.constants)]], "grid summary"),
      h("div", {class: "cols"},
        h("div", null, h("h3", null, "by opcode"), table(["opcode", "count"], pairs(s.by_opcode))),
        h("div", null,
          h("h3", null, "largest tensors"), table(["instruction", "opcode", "shape", "bytes"], s.largest_tensors.map(t => [il(t), t.opcode, t.shape, num(t.bytes)])),
          h("h3", null, "largest fusions"), table(["fusion", "kind", "fused instructions", "shape"], s.fusions.largest.map(f => [il(f), f.kind, num(f.fused_instructions), f.shape])),
          h("h3", null, "fusion kinds"), table(["kind", "count"], pairs(s.fusions.by_kind)),
          Object.keys(s.custom_call_targets).length ? [h("h3", null, "custom-call targets"), table(["target", "count"], pairs(s.custom_call_targets))] : null,
          s.collectives.length ? [h("h3", null, "collectives"), table(["instruction", "opcode", "replica groups", "bytes"], s.collectives.map(c => [il(c), c.opcode, c.replica_groups, num(c.bytes)]))] : null,
          s.while_loops.length ? [h("h3", null, "while loops"), table(["instruction", "known trip count"], s.while_loops.map(w => [il(w), num(w.known_trip_count)]))] : null,
          h("h3", null, "FLOPs by opcode"), table(["opcode", "FLOPs"], pairs(s.flops.by_opcode)))));
    ready();
  }).catch(fail(page));
}
// ---- memory: the live bytes over program order, the peak, what is live at any point ----
function memoryView(p) {
  const page = moduleHeader("memory", p);
  const q = {root: p.root || "0", file: p.file};
  if (p.at) q.at = p.at;
  api("memory", q).then(r => {
    const bytes = n => `${num(n)} B`;
    const buffers = rows => table(["buffer", "bytes", "shape", "role", "op_name", "source"], rows.map(b => [
      b.k === null || b.k === undefined ? b.name : h("a", {href: instHref(p, {computation: b.computation, name: b.name.split("{")[0]}), class: "inst"}, b.name),
      bytes(b.bytes) + (b.memory_space ? ` S(${b.memory_space})` : ""), h("code", null, b.shape), b.role, b.op_name, b.source]), "grid buffers");
    const sub = r.subtotals, spaces = Object.entries(r.by_memory_space).filter(([k]) => k !== "0");
    const head = [h("h2", null, `${r.module}: peak ${bytes(r.peak_bytes)}${r.per_device ? " per device" : ""}`),
      h("p", null, `at `, h("a", {href: instHref(p, {computation: null, name: r.peak_at.instruction})}, r.peak_at.instruction),
        ` (${r.peak_at.opcode}), position ${num(r.peak_at.position)} of ${num(r.peak_at.of)}; arguments ${bytes(sub.arguments)}, outputs ${bytes(sub.outputs)}, constants ${bytes(sub.constants)}, thread-local ${bytes(sub.thread_local)}, temporaries at the peak ${bytes(sub.temporaries_at_peak)}`),
      spaces.length ? h("p", null, spaces.map(([k, s]) => `memory space S(${k}): peak ${bytes(s.peak_bytes)} at ${s.at.instruction}`).join("; ")) : null,
      r.xla_total_bytes !== null ? h("p", {class: "xla"}, `XLA's memory-usage report: Total bytes ${bytes(r.xla_total_bytes)}; ${r.difference}`) : null];
    const there = r.at ? [h("h3", null, `Live at ${r.at.instruction} (position ${num(r.at.position)}): ${bytes(r.at.live_bytes)} in ${num(r.at.live_buffers)} buffers`), buffers(r.at.live)] : null;
    fill(page, ...head, memoryChart(r, p), there,
      h("h3", null, `Live at the peak: ${num(r.live_buffers_at_peak)} buffers, largest first`), buffers(r.live_at_peak));
    document.body.dataset.peak = String(r.peak_bytes);
    ready();
  }).catch(fail(page));
}
function memoryChart(r, p) {
  const W = 1000, H = 160, P = 30, pts = r.curve, of = Math.max(r.peak_at.of - 1, 1);
  // The curve is the bytes live at each point; the peak also counts what the heap's packing leaves unused
  // (fragmentation, alignment), so it may lie above the curve: a dashed line marks it.
  const hi = Math.max(...pts.map(([, v]) => v), r.peak_bytes, 1);
  const x = k => P + (W - 2 * P) * k / of, y = v => H - P - (H - 2 * P) * v / hi;
  const svg = svgNode("svg", {viewBox: `0 0 ${W} ${H}`, class: "chart memory"});
  svg.append(svgNode("text", {x: 4, y: y(hi) + 4}, num(hi)), svgNode("text", {x: 4, y: y(0) + 4}, "0"),
    svgNode("polyline", {points: pts.map(([k, v]) => `${x(k).toFixed(1)},${y(v).toFixed(1)}`).join(" ")}));
  const near = pts.reduce((best, pt) => Math.abs(pt[0] - r.peak_at.position) < Math.abs(best[0] - r.peak_at.position) ? pt : best,
    pts[0] || [r.peak_at.position, r.peak_bytes]);
  if (r.peak_bytes > near[1]) {
    const packed = svgNode("line", {x1: P, x2: W - P, y1: y(r.peak_bytes).toFixed(1), y2: y(r.peak_bytes).toFixed(1), class: "packed"});
    packed.append(svgNode("title", {}, `peak with the heap's packing: ${num(r.peak_bytes)} B`));
    svg.append(packed);
  }
  const peak = svgNode("circle", {cx: x(near[0]).toFixed(1), cy: y(near[1]).toFixed(1), r: 5, class: "peak"});
  peak.append(svgNode("title", {}, `peak: ${num(r.peak_bytes)} B at ${r.peak_at.instruction} (${num(near[1])} B live)`));
  svg.append(peak);
  // A click anywhere picks the nearest position: its live buffers are listed.
  svg.addEventListener("click", ev => {
    const box = svg.getBoundingClientRect(), at = Math.round((((ev.clientX - box.left) / box.width) * W - P) / (W - 2 * P) * of);
    location.hash = link("memory", {root: p.root, file: p.file, at: Math.max(0, Math.min(of, at))});
  });
  return h("div", {class: "chartbox"}, h("p", {class: "muted"}, "Bytes live in the default memory space over the entry's program order; the dot is the peak (a dashed line: the peak with the heap's packing). Click a point to list what is live there."), svg);
}
// ---- cost: hlotool cost's roofline estimate (kernels by time, the roofline, the op_name scopes) ----
// Seconds and rates as people read them: 3 significant digits and a unit prefix.
function dur(s) {
  if (s === null || s === undefined) return "–";
  if (s === 0) return "0 s";
  const [f, u] = s < 1e-6 ? [1e9, "ns"] : s < 1e-3 ? [1e6, "µs"] : s < 1 ? [1e3, "ms"] : [1, "s"];
  return `${Number((s * f).toPrecision(3))} ${u}`;
}
function si(n, unit) {
  if (n === null || n === undefined) return "–";
  const prefixes = [[1e15, "P"], [1e12, "T"], [1e9, "G"], [1e6, "M"], [1e3, "k"]];
  const [f, p] = prefixes.find(([v]) => Math.abs(n) >= v) || [1, ""];
  return `${Number((n / f).toPrecision(3))} ${p}${unit}`;
}
const pct = x => `${(100 * x).toFixed(x < 0.1 ? 1 : 0)}%`;
// White to red over [0, 1].
function heatColour(f) { return `hsl(8, 85%, ${(96 - 50 * Math.max(0, Math.min(1, f))).toFixed(1)}%)`; }
// A share of the time on a log scale: 0.1% or less is the palest, all of it the reddest.
const shareHeat = share => heatColour(share > 0 ? (Math.log10(share) + 3) / 3 : 0);
// Each instruction's estimated time per step: a kernel's own (all its runs), a while, call or conditional the sum
// of the kernels in what it calls. {time: [per instruction index], total: the kernels' sum, kernels}.
function timeFills(data, r) {
  const time = new Float64Array(data.insts.length), own = new Map();
  let kernels = 0;
  for (const k of r.kernels) if (k.k !== null && k.k !== undefined && k.counted) { own.set(k.k, (own.get(k.k) || 0) + k.total_time_s); kernels++; }
  const compTime = new Map();
  const instTime = k => {
    if (own.has(k)) return own.get(k);
    let t = 0;
    for (const c of data.insts[k][X.CALLS]) t += compSum(c);
    return t;
  };
  function compSum(c) {
    if (compTime.has(c)) return compTime.get(c);
    compTime.set(c, 0);                       // (the call graph is acyclic; this stops a malformed one)
    let t = 0;
    for (let k = data.comps[c][1]; k < data.comps[c][1] + data.comps[c][2]; k++) t += instTime(k);
    compTime.set(c, t);
    return t;
  }
  for (let k = 0; k < time.length; k++) time[k] = instTime(k);
  return {time, total: [...own.values()].reduce((a, b) => a + b, 0) || 1, kernels};
}
const BOUNDS = ["compute", "memory", "collective", "launch"];
function costView(p) {
  const page = moduleHeader("cost", p);
  const q = {root: p.root || "0", file: p.file};
  if (p.target) q.target = p.target;
  fill(page, h("p", {class: "muted"}, "Estimating…"));
  api("cost", q).then(r => {
    const t = r.target, counted = r.kernels.filter(k => k.counted);
    const kernelSum = counted.reduce((s, k) => s + k.total_time_s, 0) || 1;
    const pick = h("select", {class: "target", onchange: ev => { location.hash = link("cost", {root: p.root, file: p.file, target: ev.target.value}); }},
      h("option", {value: ""}, "the dump's own target"), r.targets.map(n => h("option", {value: n, selected: n === r.chosen_target ? true : null}, n)));
    const dominant = dominantType(r);
    const split = h("div", {class: "splitbar"}, BOUNDS.filter(b => r.time_split_s[b] > 0).map(b => {
      const s = h("span", {class: "bound-" + b, title: `${b}: ${dur(r.time_split_s[b])}`}, b);
      s.style.width = pct(r.time_split_s[b] / (r.time_s || 1));
      return s;
    }));
    const rows = r.kernels.slice(0, 500).map(k => [
      k.k === null || k.k === undefined ? k.name : h("a", {href: instHref(p, k), class: "inst"}, k.name),
      k.opcode, num(k.times), dur(k.total_time_s), k.counted ? pct(k.total_time_s / kernelSum) : "not counted",
      h("span", {class: "bound bound-" + k.bound}, k.bound + (k.collective ? ` (${k.collective.algorithm}, ${k.collective.links})` : "")),
      k.intensity === null || k.intensity === undefined ? "–" : Number(k.intensity.toPrecision(3)).toLocaleString("en-US"),
      h("span", {class: "opname"}, k.op_name)]);
    fill(page,
      h("h2", null, `${r.module}: step estimate ${dur(r.time_s)}`, r.devices > 1 ? ` (per device, ${r.devices} devices)` : ""),
      h("p", {class: "estimate"}, "Not a measurement: ", r.note, "."),
      h("p", {class: "target"}, "target ", h("b", null, t.name), t.source ? ` (from ${t.source})` : " (the table's)", ": ",
        dominant ? `${dominant} matrix peak ${si(t.peak_flops[dominant], "FLOP/s")}, ` : "", `vector ${si(t.vector_flops, "FLOP/s")}, `,
        `memory ${si(t.memory_bandwidth, "B/s")}, launch ${dur(t.launch_s)} `, pick),
      t.notes.length ? h("ul", {class: "notes"}, t.notes.map(n => h("li", null, n))) : null,
      h("div", {class: "split-row"}, split, h("span", null, BOUNDS.map(b => `${b} ${dur(r.time_split_s[b])}`).join(", "))),
      h("p", null, `${si(r.flops, "FLOP")} (${si(r.matrix_flops, "FLOP")} on the matrix units), ${si(r.bytes_accessed, "B")} read and written per step; `,
        `${plural(counted.length, "kernel")}`, r.loops.length ? `, ${plural(r.loops.length, "loop")} multiplied by their trip counts` : ""),
      r.warnings.length ? h("ul", {class: "warnings"}, r.warnings.map(w => h("li", null, w))) : null,
      h("h3", null, "Roofline"), roofline(r, dominant, p),
      h("h3", null, "By op_name scope"), icicle(r, p),
      h("h3", null, "Kernels by estimated time"),
      table(["kernel", "opcode", "runs", "time", "share", "bound", "FLOP/byte", "op_name"], rows, "grid kernels"),
      r.kernels.length > rows.length ? h("p", {class: "muted"}, `… and ${num(r.kernels.length - rows.length)} more (hlotool cost --format json lists them all)`) : null);
    document.body.dataset.kernels = String(r.kernels.length);
    ready();
  }).catch(fail(page));
}
// The matrix input type with the most FLOPs (else the kernels' most common, else bf16 or the first peak).
function dominantType(r) {
  const byType = Object.entries(r.matrix_flops_by_type || {}).sort((a, b) => b[1] - a[1]);
  if (byType.length && r.target.peak_flops[byType[0][0]]) return byType[0][0];
  const peaks = Object.keys(r.target.peak_flops);
  return peaks.includes("bf16") ? "bf16" : peaks[0] || null;
}
// Arithmetic intensity (FLOP/byte, log) against FLOP/s (log): the target's roof (memory bandwidth up to the
// ridge, then the dominant matrix type's peak; the vector peak dashed) and a dot per kernel with FLOPs and bytes,
// at its FLOPs over its estimated time, sized by its share of the time and coloured by what bounds it.
function roofline(r, dominant, p) {
  const W = 1000, H = 420, L = 74, R = 24, T = 16, B = 44, t = r.target, bw = t.memory_bandwidth;
  const pm = (dominant && t.peak_flops[dominant]) || t.vector_flops, pv = t.vector_flops || pm;
  if (!(pm > 0 && bw > 0)) return h("p", {class: "muted"}, "The target gives no peak FLOP/s or memory bandwidth: no roofline.");
  const dots = r.kernels.filter(k => k.counted && k.flops > 0 && k.bytes_accessed > 0 && k.time_s > 0)
    .map(k => ({k, x: k.flops / k.bytes_accessed, y: k.flops / k.time_s}));
  const left = r.kernels.filter(k => k.counted).length - dots.length;
  const lg = Math.log10, ceil = v => Math.ceil(lg(v)), floor = v => Math.floor(lg(v));
  const x0 = floor(Math.min(...dots.map(d => d.x), pv / bw / 10)), x1 = ceil(Math.max(...dots.map(d => d.x), pm / bw * 10));
  const y0 = floor(Math.min(...dots.map(d => d.y), bw * 10 ** x0, pv / 100)), y1 = ceil(pm * 2);
  const X = v => L + (W - L - R) * (lg(v) - x0) / (x1 - x0), Y = v => H - B - (H - T - B) * (lg(v) - y0) / (y1 - y0);
  const svg = svgNode("svg", {viewBox: `0 0 ${W} ${H}`, class: "chart roofline"});
  for (let e = x0; e <= x1; e++) svg.append(svgNode("line", {x1: X(10 ** e), x2: X(10 ** e), y1: T, y2: H - B, class: "grid"}),
    svgNode("text", {x: X(10 ** e), y: H - B + 16, "text-anchor": "middle"}, e >= -3 && e <= 4 ? num(10 ** e) : `1e${e}`));
  for (let e = y0; e <= y1; e++) svg.append(svgNode("line", {x1: L, x2: W - R, y1: Y(10 ** e), y2: Y(10 ** e), class: "grid"}),
    svgNode("text", {x: L - 6, y: Y(10 ** e) + 4, "text-anchor": "end"}, si(10 ** e, "")));
  svg.append(svgNode("text", {x: (L + W - R) / 2, y: H - 8, "text-anchor": "middle", class: "axis"}, "arithmetic intensity (FLOP/byte)"),
    svgNode("text", {x: 14, y: (T + H - B) / 2, transform: `rotate(-90 14 ${(T + H - B) / 2})`, "text-anchor": "middle", class: "axis"}, "FLOP/s"));
  // The roof: bandwidth times intensity, capped by a peak; a ceiling starts at its ridge point.
  const xl = 10 ** x0, xh = 10 ** x1, pts = arr => arr.map(([a, b]) => `${X(a).toFixed(1)},${Y(b).toFixed(1)}`).join(" ");
  const roof = (peak, cls, label) => {
    const ridge = peak / bw, g = svgNode("g", {class: "roof " + cls});
    g.append(svgNode("polyline", {points: pts(cls === "vector" ? [[ridge, peak], [xh, peak]] : [[xl, bw * xl], [ridge, peak], [xh, peak]])}),
      svgNode("text", {x: W - R - 4, y: Y(peak) - 5, "text-anchor": "end"}, `${label} ${si(peak, "FLOP/s")} (ridge ${Number(ridge.toPrecision(3))} FLOP/B)`),
      svgNode("title", {}, `${label}: ${si(peak, "FLOP/s")}; memory ${si(bw, "B/s")}`));
    svg.append(g);
  };
  roof(pm, "matrix", dominant ? `${dominant} matrix peak` : "peak");
  if (pv && pv < pm) roof(pv, "vector", "vector peak");
  svg.append(svgNode("text", {x: X(xl) + 8, y: Y(bw * xl) + 18, class: "roof-label"}, `memory ${si(bw, "B/s")}`));
  const most = Math.max(...dots.map(d => d.k.total_time_s), 1e-30);
  dots.sort((a, b) => b.k.total_time_s - a.k.total_time_s);          // the big ones first, under the small
  for (const d of dots) {
    const a = svgNode("a", d.k.k === null || d.k.k === undefined ? {} : {href: instHref(p, d.k)});
    a.append(svgNode("circle", {cx: X(d.x).toFixed(1), cy: Y(d.y).toFixed(1), r: (3 + 11 * Math.sqrt(d.k.total_time_s / most)).toFixed(1),
      class: "kernel bound-" + d.k.bound, "data-name": d.k.name}),
    svgNode("title", {}, `${d.k.name} (${d.k.opcode}): ${dur(d.k.total_time_s)} (${num(d.k.times)} runs), ${d.k.bound}-bound; ` +
      `${Number(d.x.toPrecision(3))} FLOP/B, ${si(d.y, "FLOP/s")}`));
    svg.append(a);
  }
  return h("div", {class: "chartbox"}, h("p", {class: "muted"},
    `A dot per kernel with FLOPs and bytes (${num(dots.length)}), at its FLOPs over its estimated time (launch cost included, so a launch-bound kernel sits below the roof); its area is its share of the time, its colour what bounds it. `,
    left ? `${plural(left, "kernel")} without FLOPs or bytes (copies, collectives, …) are left off. ` : "", "Click a dot for its instruction."),
  svg, h("p", {class: "legend bounds"}, BOUNDS.map(b => h("span", {class: "bound-" + b}, b))));
}
// The op_name scopes as an icicle: a row per depth, each scope as wide as its share of the kernels' summed time,
// under its parent scope, dearest first. A click searches the graph for the scope.
function icicle(r, p) {
  const W = 1000, RH = 24, rows = r.by_scope.slice().sort((a, b) => a.scope.length - b.scope.length);
  const nodes = new Map(), tops = [];
  for (const s of rows) {
    let parent = null;
    for (let cut = s.scope.lastIndexOf("/"); cut > 0 && !parent; cut = s.scope.lastIndexOf("/", cut - 1)) parent = nodes.get(s.scope.slice(0, cut)) || null;
    const n = {s, kids: [], label: parent ? s.scope.slice(parent.s.scope.length + 1) : s.scope, depth: parent ? parent.depth + 1 : 0};
    nodes.set(s.scope, n);
    (parent ? parent.kids : tops).push(n);
  }
  const total = tops.reduce((a, n) => a + n.s.time_s, 0) || 1;
  const depth = Math.max(0, ...[...nodes.values()].map(n => n.depth)) + 1;
  const svg = svgNode("svg", {viewBox: `0 0 ${W} ${depth * RH}`, class: "chart icicle"});
  function place(list, x) {
    list.sort((a, b) => b.s.time_s - a.s.time_s);
    for (const n of list) {
      const w = W * n.s.time_s / total, a = svgNode("a", {href: link("module", {root: p.root, file: p.file, q: n.s.scope})});
      a.append(svgNode("rect", {x: x.toFixed(2), y: n.depth * RH, width: Math.max(w - 1, 0.5).toFixed(2), height: RH - 2,
        class: "scope", fill: shareHeat(n.s.time_s / total), "data-scope": n.s.scope}),
      svgNode("title", {}, `${n.s.scope}: ${dur(n.s.time_s)} (${pct(n.s.time_s / total)}), ${plural(n.s.kernels, "kernel")}, ${si(n.s.flops, "FLOP")}, ${si(n.s.bytes_accessed, "B")}`));
      const room = Math.floor((w - 8) / 6.6), text = `${n.label} ${pct(n.s.time_s / total)}`;
      if (room >= 4) a.append(svgNode("text", {x: x + 4, y: n.depth * RH + 16}, text.length <= room ? text : text.slice(0, room - 1) + "…"));
      svg.append(a);
      place(n.kids, x);
      x += w;
    }
  }
  place(tops, 0);
  return h("div", {class: "chartbox"}, h("p", {class: "muted"}, "Each op_name scope as wide as its share of the kernels' summed estimated time, its scopes below it. Click one to find its instructions in the graph."), svg);
}
function verifyView(p) {
  const page = moduleHeader("verify", p);
  api("verify", {root: p.root || "0", file: p.file}).then(v => {
    const errors = v.findings.filter(f => f.severity === "error").length;
    fill(page, h("h2", null, `${plural(errors, "error")}, ${plural(v.findings.length - errors, "warning")}`),
      v.findings.length ? table(["", "code", "where", "message"], v.findings.map(f => [
        h("span", {class: "sev " + f.severity}, f.severity), f.code,
        f.instruction ? h("a", {href: instHref(p, {computation: f.computation, name: f.instruction})}, `${f.instruction}`) : (f.computation || "module"),
        [h("div", null, `line ${f.line || "?"}: ${f.message}`), f.notes.map(n => h("div", {class: "note"}, n.message + (n.location ? ` (${n.location})` : "")))]]), "grid findings")
        : h("p", null, "The verifier finds nothing wrong with this module."));
    ready();
  }).catch(fail(page));
}

// ---- a dump file that is not HLO text: its kind, its text, instruction names linked to the optimized module ----
function fileView(p) {
  const page = h("div", {class: "page"}, h("p", {class: "muted"}, "Reading the file…"));
  main.append(page);
  setCrumbs(p.file || "");
  api("file", {root: p.root || "0", file: p.file}).then(f => {
    const head = [h("h2", null, f.file), h("p", null, h("b", null, f.kind), ": ", f.what, ` (${num(f.bytes)} bytes)`, " ",
      h("a", {href: rawHref(p.root, f.file)}, "raw"))];
    if (f.text === null) {
      fill(page, ...head, f.snapshot ? snapshotSummary(f, p) : h("p", {class: "muted"}, "A binary file: download it from the raw link."));
      ready();
      return;
    }
    const names = new Set(f.instructions), links = [];
    // Instruction names become links to the optimized module's graph; everything else stays text.
    const re = /[A-Za-z_][\w.-]*/g;
    for (let m; names.size && (m = re.exec(f.text));) {
      if (names.has(m[0])) links.push([m.index, m.index + m[0].length, h("a", {href: link("module", {root: p.root || "0", file: f.optimized, inst: m[0]}), class: "inst"})]);
    }
    const pre = paint(h("pre", {class: "filetext"}), f.text, f.highlight, links);
    const instA = name => names.has(name) ? h("a", {href: link("module", {root: p.root || "0", file: f.optimized, inst: name}), class: "inst"}, name) : name;
    let report = null;
    if (f.report && f.kind === "buffer_assignment") {
      const totals = Object.entries(f.report.total_by_color).map(([c, b]) => `${c === "0" ? "default" : "S(" + c + ")"} ${num(b)} B`);
      report = [h("h3", null, `${plural(f.report.allocations.length, "allocation")}: ${totals.join(", ")} (thread-local ones aside)`),
        table(["allocation", "bytes", "space", "role", "values: instruction, bytes @ offset, shape"], f.report.allocations.map(a => [
          String(a.index), num(a.size), a.color ? `S(${a.color})` : "default", a.roles.join(", "),
          a.values.map(v => h("div", null, instA(v.instruction), v.shape_index, ` ${num(v.size)} @ ${num(v.offset)} `, h("code", null, v.shape)))]), "grid report")];
    } else if (f.report && f.kind === "memory_usage_report") {
      report = [h("h3", null, "Total bytes"), table(["memory space", "bytes"],
        Object.entries(f.report.total_by_space).map(([k, b]) => [k, num(b)]), "grid report")];
    }
    fill(page, ...head, report, report ? h("h3", null, "The file") : null, textNotes(f),
      names.size ? h("p", {class: "muted"}, `${plural(names.size, "instruction")} of ${f.optimized} named here link to its graph.`) : null,
      pre);
    document.body.dataset.links = String(pre.querySelectorAll("a.inst").length);
    ready();
  }).catch(fail(page));
}

// An HLO snapshot (the API's summary): its module, platform, arguments' and result's shapes, and how to replay it.
function snapshotSummary(f, p) {
  const s = f.snapshot;
  document.body.dataset.snapshot = s.error ? "error" : String(s.arguments.length);
  if (s.error) return h("p", {class: "error"}, `This snapshot does not read: ${s.error}`);
  const module = f.module ? h("a", {href: link("timeline", {root: p.root || "0", module: f.module})}, s.module) : s.module;
  const rows = [["module", module], ["platform", s.platform || h("span", {class: "muted"}, "not recorded (XLA:CPU records none)")],
    ...s.arguments.map((shape, j) => [`arg${j}`, h("code", null, shape)]),
    ["result", s.result === null ? h("span", {class: "muted"}, "not recorded") : h("code", null, s.result)]];
  return [h("h3", null, `One execution of ${s.module}: ${plural(s.arguments.length, "argument")}`),
    table(null, rows, "grid snapshot"),
    h("p", {class: "muted"}, "Replay it on the recorded arguments, compared with the recorded result: ",
      h("code", null, `hlotool run ${f.file}`), "; its values: ", h("code", null, `hlotool snapshot ${f.file}`), ".")];
}

// ---- a module's HLO text, highlighted (also one that does not parse) ----
function textView(p) {
  const page = moduleHeader("text", p);
  api("text", {root: p.root || "0", file: p.file}).then(t => {
    fill(page, h("p", {class: "muted"}, `${t.file}: ${num(t.bytes)} bytes `, h("a", {href: rawHref(p.root, t.file)}, "raw")),
      textNotes(t), paint(h("pre", {class: "filetext"}), t.text, t.highlight));
    ready();
  }).catch(fail(page));
}

// ---- pass timeline ----
function timelineView(p) {
  const page = h("div", {class: "page"}, h("p", {class: "muted"}, "Counting instructions…"));
  main.append(page);
  setCrumbs(h("span", {class: "mod"}, p.module), "pass timeline");
  api("timeline", {root: p.root || "0", module: p.module}, true).then(t => {
    const steps = t.steps;
    const chart = timelineChart(steps, p);
    const rows = steps.map((s, j) => {
      const q = {root: p.root || "0", file: s.file};
      const changed = s.identical === null ? "" : s.identical ? "=" :
        h("a", {href: link("pass", q), class: "changed"}, s.diff ? `${num(s.diff.changed + s.diff.left_only + s.diff.right_only)} instructions` : "diff");
      return [s.step === null ? "" : String(s.step).padStart(4, "0"), s.pipeline, s.pass || s.label, mb(s.bytes),
        h("a", {href: link("module", q)}, num(s.instructions)), s.delta ? (s.delta > 0 ? "+" : "") + s.delta : "", changed];
    });
    const changing = steps.filter(s => s.identical === false).length;
    fill(page, h("h2", null, `${t.module}: ${plural(steps.length, "step")}, ${changing} changed the module`), chart,
      table(["#", "pipeline", "after pass", "MB", "instructions", "delta", "changed"], rows, "grid timeline"));
    ready();
  }).catch(fail(page));
}
function timelineChart(steps, p) {
  const W = 1000, H = 150, P = 30, counts = steps.map(s => s.instructions || 0);
  const lo = Math.min(...counts), hi = Math.max(...counts), span = Math.max(hi - lo, 1);
  const x = j => P + (W - 2 * P) * (steps.length > 1 ? j / (steps.length - 1) : 0.5), y = v => H - P - (H - 2 * P) * (v - lo) / span;
  const svg = svgNode("svg", {viewBox: `0 0 ${W} ${H}`, class: "chart"});
  svg.append(svgNode("text", {x: 4, y: y(hi) + 4}, num(hi)), svgNode("text", {x: 4, y: y(lo) + 4}, num(lo)),
    svgNode("polyline", {points: counts.map((v, j) => `${x(j).toFixed(1)},${y(v).toFixed(1)}`).join(" ")}));
  steps.forEach((s, j) => {
    if (s.identical !== false) return;
    const a = svgNode("a", {href: link("pass", {root: p.root || "0", file: s.file})});
    a.append(svgNode("circle", {cx: x(j).toFixed(1), cy: y(counts[j]).toFixed(1), r: 4}), svgNode("title", {}, `${s.label}: ${num(s.instructions)} instructions`));
    svg.append(a);
  });
  return h("div", {class: "chartbox"}, h("p", {class: "muted"}, "Instructions after each step; a dot is a step that changed the module (click for its diff)."), svg);
}

// ---- side-by-side diffs: a pass (against the step before), or any two files ----
function passView(p) {
  sideBySide({ra: p.root || "0", rb: p.root || "0", b: p.file, prev: 1}, p);
}
function diffView(p) {
  sideBySide({ra: p.ra || "0", a: p.a, rb: p.rb || p.ra || "0", b: p.b}, null);
}
function sideBySide(query, pass) {
  const info = h("div", {class: "bar"}, h("span", {class: "muted"}, "Parsing and diffing…"));
  const panes = [0, 1].map(() => ({svg: svgNode("svg", {class: "graph"}), head: h("div", {class: "panehead"})}));
  const list = h("div", {class: "changes"}), sel = h("div", {class: "selected"});
  main.append(h("div", {class: "split"}, info, h("div", {class: "panes"},
    panes.map((s, j) => h("div", {class: "pane " + (j ? "right" : "left")}, s.head, h("div", {class: "canvas"}, s.svg))),
    h("div", {class: "side"}, list, sel))));
  if (pass) setCrumbs(h("span", {class: "mod"}, pass.file), "pass diff");
  else setCrumbs("diff");
  let graphs = [], following = false;
  api("diff", query).then(d => Promise.all([d, api("module", {root: d.left.root, file: d.left.file}), api("module", {root: d.right.root, file: d.right.file})]))
    .then(([d, left, right]) => {
      const sides = [left, right], marks = [new Map(), new Map()], other = [new Map(), new Map()];
      for (const [status, a, b] of d.rows) { if (a >= 0) marks[0].set(a, status); if (b >= 0) marks[1].set(b, status); }
      for (let j = 0; j < d.pairs.length; j += 2) { other[0].set(d.pairs[j], d.pairs[j + 1]); other[1].set(d.pairs[j + 1], d.pairs[j]); }
      const sideInfo = [d.left, d.right];
      if (pass) setCrumbs(h("a", {class: "mod", href: link("timeline", {root: d.right.root, module: d.right.module_key})}, d.right.module_key), `pass diff: ${d.right.label}`);
      panes.forEach((s, j) => fill(s.head, h("b", null, j ? "after: " : "before: "), sideInfo[j].file,
        " ", h("a", {href: link("module", {root: sideInfo[j].root, file: sideInfo[j].file})}, "graph")));
      graphs = panes.map((s, j) => {
        const g = HloGraph(s.svg, sides[j], {markOrder: ["left_only", "right_only", "changed"], onSelect: x => picked(j, x)});
        g.setMarks(marks[j]);
        g.start();
        return g;
      });
      const sm = d.summary;
      fill(info, h("span", {class: "summary"},
        h("span", {class: "st changed"}, `${num(sm.changed)} changed`), h("span", {class: "st left_only"}, `${num(sm.left_only)} only before`),
        h("span", {class: "st right_only"}, `${num(sm.right_only)} only after`), h("span", {class: "muted"}, `${num(sm.unchanged)} unchanged`)));
      if (pass) passNeighbours(info, d.right);
      const shown = d.rows.slice(0, 3000);
      fill(list, h("h4", null, d.same ? "No structural change." : `${plural(d.rows.length, "instruction")} differ`),
        shown.map(([status, a, b, op, fields]) => h("div", {class: "row " + status, onclick: () => showRow(a, b, fields)},
          h("span", {class: "st " + status}, {changed: "~", left_only: "−", right_only: "+"}[status]), " ",
          a >= 0 ? left.insts[a][X.NAME] : "", a >= 0 && b >= 0 && left.insts[a][X.NAME] !== right.insts[b][X.NAME] ? " → " : "",
          b >= 0 && !(a >= 0 && left.insts[a][X.NAME] === right.insts[b][X.NAME]) ? right.insts[b][X.NAME] : "",
          h("small", null, " " + op + (fields.length ? ": " + fields.map(f => f[0]).join(", ") : "")))),
        d.rows.length > shown.length ? h("p", null, "…") : null);
      function showRow(a, b, fields) {
        following = true;
        if (a >= 0) graphs[0].go(a);
        if (b >= 0) graphs[1].go(b);
        following = false;
        fill(sel, ...fields.map(([f, l, r]) => h("div", {class: "field"}, h("b", null, f), h("div", {class: "l"}, l), h("div", {class: "r"}, r))));
        detailTexts(a, b);
      }
      function picked(j, x) {
        if (x.kind !== "inst" || following) return;
        const o = other[j].get(x.k);
        following = true;
        if (o !== undefined) graphs[1 - j].go(o);
        following = false;
        detailTexts(j === 0 ? x.k : o === undefined ? -1 : o, j === 1 ? x.k : o === undefined ? -1 : o);
      }
      function detailTexts(a, b) {
        const box = h("div", {class: "texts"});
        sel.append(box);
        [a, b].forEach((k, j) => {
          if (k < 0 || k === undefined) { box.append(h("pre", {class: j ? "r" : "l"}, j ? "(not after)" : "(not before)")); return; }
          const pre = h("pre", {class: j ? "r" : "l"}, sides[j].insts[k][X.NAME]);
          box.append(pre);
          api("inst", {root: sideInfo[j].root, file: sideInfo[j].file, k}).then(t => { paint(pre, t.text, t.text_highlight); }).catch(() => {});
        });
      }
      // Start at the first instruction changed on both sides (else the first difference), in both graphs.
      const start = d.rows.find(r => r[1] >= 0 && r[2] >= 0) || d.rows[0];
      if (start) showRow(start[1], start[2], start[4]);
      ready();
    }).catch(err => { fill(info); fail(list)(err); });
  return {destroy() { graphs.forEach(g => g.destroy()); }};
}
function passNeighbours(info, right) {
  api("timeline", {root: right.root, module: right.module_key}).then(t => {
    const j = t.steps.findIndex(s => s.file === right.file);
    let prev = -1, next = -1;
    for (let i = j - 1; i > 0; i--) if (t.steps[i].identical === false) { prev = i; break; }
    for (let i = j + 1; i < t.steps.length; i++) if (t.steps[i].identical === false) { next = i; break; }
    const to = (i, text) => i < 0 ? h("span", {class: "muted"}, text) : h("a", {href: link("pass", {root: right.root, file: t.steps[i].file}), title: t.steps[i].label}, text);
    info.append(h("span", {class: "nav"}, to(prev, "◀ previous change"), " ", to(next, "next change ▶")));
  }).catch(() => {});
}

window.addEventListener("hashchange", route);
route();
})();
