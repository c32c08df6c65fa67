"use strict";
/* exported HloGraph */
// hlotool graph viewer, shared by `hlotool graph`'s static page (inlined by page.py) and `hlotool
// serve`'s front end (/assets/graph.js). HloGraph(svg, data, options) draws page.py's data into an
// <svg> element and returns an object to drive it. The data is a flat instruction table; the view
// is a tree of items: a computation (open: its op_name scope tree), a scope group, an instruction
// (open if it calls computations: one computation item per callee). Each open item is laid out on
// its own (layered: longest-path layers, dummies on short long edges, barycenter sweeps, priority x
// placement) with its children as boxes, and the layout is cached until something inside changes.
// Every string from the HLO text goes into the DOM as text (textContent), never as markup.
const HloGraph = (function () {
const SVGNS = "http://www.w3.org/2000/svg";
const NAME = 0, OP = 1, SHAPE = 2, LSHAPE = 3, TEXT = 4, OPNAME = 5, SRC = 6, OPS = 7, CALLS = 8, COMP = 9, FAM = 10;
// The viewer's own limits. The layout's sizes and gaps (char width, node height, gaps, padding, title
// height, ordering sweeps) are not here: they come with the data (D.layout, page.py's page_data, from
// graph/layout.py's LAYOUT), so this layout and the Python one of `hlotool graph --around` agree.
// Only the viewer has these: edges spanning more than MAXSPAN layers are drawn straight (no dummies),
// rows wider than MAXW px wrap, LOOSE or more unscoped instructions of one opcode share a box, and a
// called computation of at most SMALL instructions opens with all its boxes open.
const MAXSPAN = 8, MAXW = 2000, LOOSE = 16, SMALL = 40;
let instances = 0;

function svgEl(tag, attrs, text) {
  const e = document.createElementNS(SVGNS, tag);
  for (const k in attrs) e.setAttribute(k, attrs[k]);
  if (text !== undefined) e.textContent = text;
  return e;
}

// options: top (index of the computation drawn, default 0), onSelect({kind: "inst", k} or
// {kind: "group"|"comp", title, subtitle}), markOrder (mark classes, strongest first), fills (k -> an
// instruction box's colour, instead of its opcode family's) and groupFills (the instruction indices a closed
// scope or computation box holds -> its colour); also setFills.
function HloGraph(svg, D, options) {
const opts = options || {};
const I = D.insts, C = D.comps, TOP = opts.top || 0;
const {char_w: CW, node_h: NH, h_gap: HG, v_gap: VG, pad: PAD, title_h: TH, sweeps: SWEEPS} = D.layout;
const users = I.map(() => []);
I.forEach((r, k) => r[OPS].forEach(o => users[o].push(k)));

// ---- op_name scope trees, built per computation when first opened ----
const trees = {};
function tree(c) {
  if (trees[c]) return trees[c];
  const root = {name: C[c][0], sub: new Map(), insts: [], n: 0, parent: null, depth: 0};
  const where = {};
  const [, base, count] = C[c];
  // Many instructions of one opcode and no scope (parameters, get-tuple-elements of a big
  // computation) go into a box of their own, "[parameter]".
  const scope = k => I[k][OPNAME] ? I[k][OPNAME].split("/").slice(0, -1) : [];
  const loose = {};
  for (let k = base; k < base + count; k++) if (!scope(k).length) loose[I[k][OP]] = (loose[I[k][OP]] || 0) + 1;
  for (let k = base; k < base + count; k++) {
    let t = root, s = scope(k);
    s = s.length ? s : loose[I[k][OP]] >= LOOSE ? ["[" + I[k][OP] + "]"] : [];
    for (const part of s) {
      let u = t.sub.get(part);
      if (!u) { u = {name: part, sub: new Map(), insts: [], n: 0, parent: t, depth: t.depth + 1}; t.sub.set(part, u); }
      t = u;
    }
    t.insts.push(k);
    where[k] = t;
    for (let u = t; u; u = u.parent) u.n++;
  }
  // A scope holding a single thing is not worth a box: hoist lone instructions.
  (function flatten(t) {
    for (const [key, u] of [...t.sub]) {
      flatten(u);
      if (u.n === 1 && u.insts.length === 1) { t.sub.delete(key); t.insts.push(u.insts[0]); where[u.insts[0]] = t; }
    }
    t.insts.sort((a, b) => a - b);
  })(root);
  return trees[c] = {root, where};
}
function firstInst(t) { let m = t.insts.length ? t.insts[0] : Infinity; for (const u of t.sub.values()) m = Math.min(m, firstInst(u)); return m; }
function compInsts(c) { const [, base, count] = C[c]; return Array.from({length: count}, (_, j) => base + j); }
function allInsts(t, out) { out.push(...t.insts); for (const u of t.sub.values()) allInsts(u, out); return out; }

// ---- view items ----
const items = [];
function Item(kind, ref, parent) {
  this.kind = kind; this.ref = ref; this.parent = parent; this.open = false; this.kids = null; this.lay = null;
  this.id = items.length; items.push(this);
}
Item.prototype.comp = function () { return this.kind === "comp" ? this.ref : this.kind === "group" ? this.ref.c : I[this.ref][COMP]; };
Item.prototype.expandable = function () { return this.kind !== "inst" || I[this.ref][CALLS].length > 0; };
Item.prototype.children = function () {
  if (this.kids) return this.kids;
  if (this.kind === "inst") {
    this.kids = [...new Set(I[this.ref][CALLS])].map(c => new Item("comp", c, this));
    if (this.kids.length === 1) this.kids[0].open = true;
  } else {
    const c = this.comp(), t = this.kind === "comp" ? tree(c).root : this.ref.t;
    const kids = [...t.sub.values()].map(u => new Item("group", {c, t: u, first: firstInst(u)}, this));
    if (C[c][2] <= SMALL) for (const k of kids) k.open = true;      // a small fused computation: all open
    kids.push(...t.insts.map(k => new Item("inst", k, this)));
    kids.sort((a, b) => a.first() - b.first());
    if (kids.length === 1 && kids[0].kind === "group") kids[0].open = true;    // a lone scope: open
    this.kids = kids;
  }
  return this.kids;
};
Item.prototype.first = function () { return this.kind === "inst" ? this.ref : this.kind === "group" ? this.ref.first : C[this.ref][1]; };
Item.prototype.label = function () {
  if (this.kind === "inst") return [I[this.ref][NAME], I[this.ref][OP] + " " + I[this.ref][SHAPE]];
  if (this.kind === "group") return [this.ref.t.name, this.ref.t.n + " instructions"];
  return [C[this.ref][0], C[this.ref][2] + " instructions"];
};
function invalidate(it) { for (let u = it; u; u = u.parent) u.lay = null; }

// ---- layout of one open item ----
function closedSize(it) {
  const [a, b] = it.label();
  return [Math.max(a.length, b.length, 6) * CW + 16 + (it.expandable() ? 14 : 0), NH];
}
function titleOf(it) {
  const [a, b] = it.label();
  return (it.kind === "inst" ? a + " = " + I[it.ref][OP] : a) + " (" + b + ")";
}
function size(it) {
  if (!it.open) return closedSize(it);
  const l = layout(it);
  return [Math.max(l.w + 2 * PAD, titleOf(it).length * CW + 2 * PAD), l.h + TH + PAD];
}
function layout(it) {
  if (it.lay) return it.lay;
  const kids = it.children(), n = kids.length;
  const sz = kids.map(size);
  // Edges between children: an instruction under child a feeding one under child b.
  const owner = new Map();
  kids.forEach((k, j) => {
    if (k.kind === "inst") owner.set(k.ref, j);
    else if (k.kind === "group") for (const x of allInsts(k.ref.t, [])) owner.set(x, j);
  });
  const edges = [], seen = new Map();
  if (it.kind !== "inst") for (const [x, j] of owner) for (const o of I[x][OPS]) {
    const i = owner.get(o);
    if (i === undefined || i === j) continue;
    const key = i * n + j;
    if (seen.has(key)) { edges[seen.get(key)].n++; continue; }
    seen.set(key, edges.length);
    edges.push({a: i, b: j, n: 1, label: I[o][SHAPE]});
  }
  // Order: topological where the children's graph allows; where scopes interleave into a cycle,
  // the earliest child in instruction order goes next and edges against the order are reversed.
  const indeg = new Array(n).fill(0), out0 = kids.map(() => []);
  for (const e of edges) { indeg[e.b]++; out0[e.a].push(e.b); }
  const topo = [], placed = new Array(n).fill(false);
  let next = 0;
  const ready = [];       // kept sorted descending, so pop() gives the earliest
  const push = v => { let k = ready.length; ready.push(v); while (k > 0 && ready[k - 1] < v) { ready[k] = ready[k - 1]; k--; } ready[k] = v; };
  for (let v = 0; v < n; v++) if (!indeg[v]) push(v);
  while (topo.length < n) {
    let v;
    if (ready.length) v = ready.pop(); else { while (placed[next]) next++; v = next; }
    if (placed[v]) continue;
    placed[v] = true; topo.push(v);
    for (const u of out0[v]) if (--indeg[u] === 0 && !placed[u]) push(u);
  }
  const rk = new Array(n);
  topo.forEach((v, k) => rk[v] = k);
  const preds = kids.map(() => []), succs = kids.map(() => []);
  for (const e of edges) {
    e.rev = rk[e.a] > rk[e.b];
    const [u, v] = e.rev ? [e.b, e.a] : [e.a, e.b];
    e.u = u; e.v = v; preds[v].push(u); succs[u].push(v);
  }
  const layer = new Array(n).fill(0);
  for (const v of topo) for (const u of preds[v]) layer[v] = Math.max(layer[v], layer[u] + 1);
  for (let k = n - 1; k >= 0; k--) { const u = topo[k]; if (!preds[u].length && succs[u].length) layer[u] = Math.min(...succs[u].map(v => layer[v])) - 1; }
  const used = [...new Set(layer)].sort((a, b) => a - b), rank = new Map(used.map((l, k) => [l, k]));
  for (let v = 0; v < n; v++) layer[v] = rank.get(layer[v]);
  // Dummies on edges that span a few layers; longer ones are drawn straight.
  const w = sz.map(s => s[0]), h = sz.map(s => s[1]), L = layer.slice();
  const up = kids.map(() => []), down = kids.map(() => []);
  for (const e of edges) {
    const span = L[e.v] - L[e.u];
    e.chain = [e.u];
    if (span <= MAXSPAN) for (let l = L[e.u] + 1; l < L[e.v]; l++) {
      const d = w.length; w.push(0); h.push(0); L.push(l); up.push([]); down.push([]); e.chain.push(d);
    }
    e.chain.push(e.v);
    if (span <= MAXSPAN) for (let k = 0; k + 1 < e.chain.length; k++) { down[e.chain[k]].push(e.chain[k + 1]); up[e.chain[k + 1]].push(e.chain[k]); }
  }
  let nl = 0; for (const l of L) if (l + 1 > nl) nl = l + 1;
  const rows = Array.from({length: nl}, () => []);
  for (const v of topo) rows[L[v]].push(v);
  for (let v = n; v < L.length; v++) rows[L[v]].push(v);
  const pos = new Array(L.length);
  rows.forEach(r => r.forEach((v, k) => pos[v] = k));
  for (let s = 0; s < SWEEPS; s++) {
    const dn = s % 2 === 0, nb = dn ? up : down;
    for (let r = dn ? 1 : nl - 2; dn ? r < nl : r >= 0; r += dn ? 1 : -1) {
      const key = new Map(rows[r].map(v => [v, nb[v].length ? nb[v].reduce((a, u) => a + pos[u], 0) / nb[v].length : pos[v]]));
      rows[r].sort((a, b) => key.get(a) - key.get(b));
      rows[r].forEach((v, k) => pos[v] = k);
    }
  }
  // Wrap rows wider than MAXW into several rows (a hub's many operands would be one endless row).
  const wrapped = [];
  for (const r of rows) {
    let cur = [], cw = 0;
    for (const v of r) {
      if (cur.length && cw + w[v] > MAXW) { wrapped.push(cur); cur = []; cw = 0; }
      cur.push(v); cw += w[v] + HG;
    }
    wrapped.push(cur);
  }
  rows.length = 0; rows.push(...wrapped); nl = rows.length;
  rows.forEach((r, k) => r.forEach(v => L[v] = k));
  const x = new Array(L.length);
  for (const r of rows) { let cur = 0; for (const v of r) { x[v] = cur; cur += w[v] + HG; } }
  for (let s = 0; s < 2 * SWEEPS; s++) {
    for (const r of (s % 2 === 0 ? rows : rows.slice().reverse())) {
      if (!r.length) continue;
      const want = r.map(v => {
        let nb = up[v].filter(j => up[j].length).concat(down[v]);
        if (!nb.length) nb = up[v];
        return nb.length ? nb.reduce((a, j) => a + x[j] + w[j] / 2, 0) / nb.length - w[v] / 2 : x[v];
      });
      let pin = 0, best = -1;
      r.forEach((v, k) => { const sc = (up[v].length ? 1e6 : 0) + up[v].length + down[v].length; if (sc > best) { best = sc; pin = k; } });
      x[r[pin]] = want[pin];
      for (let k = pin - 1; k >= 0; k--) x[r[k]] = Math.min(want[k], x[r[k + 1]] - HG - w[r[k]]);
      for (let k = pin + 1; k < r.length; k++) x[r[k]] = Math.max(want[k], x[r[k - 1]] + w[r[k - 1]] + HG);
    }
  }
  let minx = Infinity; for (let v = 0; v < n; v++) if (x[v] < minx) minx = x[v];
  if (!n) minx = 0;
  const ys = [], hs = [];
  let y = 0;
  for (const r of rows) { let rh = 0; for (const v of r) if (h[v] > rh) rh = h[v]; ys.push(y); hs.push(rh); y += rh + VG; }
  const box = v => ({x: x[v] - minx, y: ys[L[v]], w: w[v], h: h[v]});
  const boxes = kids.map((_, v) => box(v));
  let W = 0; for (let v = 0; v < n; v++) W = Math.max(W, x[v] - minx + w[v]);
  const lines = edges.map(e => {
    const s = boxes[e.u], t = boxes[e.v], pts = [[s.x + s.w / 2, s.y + s.h]];
    if (s.h < hs[L[e.u]]) pts.push([s.x + s.w / 2, ys[L[e.u]] + hs[L[e.u]]]);
    for (const d of e.chain.slice(1, -1)) { const b = box(d); pts.push([b.x, b.y], [b.x, b.y + hs[L[d]]]); }
    pts.push([t.x + t.w / 2, t.y]);
    if (e.rev) pts.reverse();
    return {pts, label: e.label + (e.n > 1 ? " ×" + e.n : ""), a: e.a, b: e.b, long: e.chain.length === 2 && L[e.v] - L[e.u] > 1};
  });
  return it.lay = {w: W, h: Math.max(0, y - VG), boxes, lines};
}

// ---- marks: a class per instruction (diff status, verifier finding), shown on the boxes that hold it ----
let marks = new Map(), markGen = 0;
const markOrder = opts.markOrder || [];
const markRank = m => { const r = markOrder.indexOf(m); return r < 0 ? markOrder.length : r; };
const stronger = (a, b) => !a ? b : !b ? a : markRank(a) <= markRank(b) ? a : b;
const compMarks = new Map();
function compMark(c) {
  if (compMarks.has(c)) return compMarks.get(c);
  compMarks.set(c, null);            // the call graph is acyclic; this only stops a malformed one
  let m = null;
  const [, base, count] = C[c];
  for (let k = base; k < base + count; k++) m = stronger(m, instMark(k));
  compMarks.set(c, m);
  return m;
}
function instMark(k) { let m = marks.get(k) || null; for (const c of I[k][CALLS]) m = stronger(m, compMark(c)); return m; }
function markOf(it) {
  if (it.mkGen === markGen) return it.mk;
  let m = null;
  if (it.kind === "inst") m = instMark(it.ref);
  else if (it.kind === "comp") m = compMark(it.ref);
  else for (const k of allInsts(it.ref.t, [])) m = stronger(m, instMark(k));
  it.mkGen = markGen; it.mk = m;
  return m;
}

// ---- drawing ----
const uid = ++instances, arrow = "hlo-arrow-" + uid;
const defs = svgEl("defs", {}), marker = svgEl("marker", {id: arrow, viewBox: "0 0 10 10", refX: 10, refY: 5,
  markerWidth: 7, markerHeight: 7, orient: "auto-start-reverse"});
marker.append(svgEl("path", {d: "M0,0L10,5L0,10z", fill: "#777"}));
defs.append(marker);
const rootG = svgEl("g", {});
svg.replaceChildren(defs, rootG);
svg.classList.add("hlograph");
let selected = null, hits = new Set(), fills = opts.fills || null, groupFills = opts.groupFills || null;
const where = {};          // item id -> absolute box, for centring
function draw(it, ox, oy, out) {
  const [w, h] = size(it);
  where[it.id] = {x: ox, y: oy, w, h};
  const mk = markOf(it);
  const cls = (selected === it ? " sel" : "") + (it.kind === "inst" && hits.has(it.ref) ? " hit" : "") + (mk ? " mk-" + mk : "");
  if (!it.open) {
    const [a, b] = it.label(), inst = it.kind === "inst";
    const g = svgEl("g", {class: "it" + (inst ? "" : " grp") + cls, "data-v": it.id});
    const rect = svgEl("rect", {x: ox, y: oy, width: w, height: h, rx: inst ? 4 : 8});
    if (inst) rect.setAttribute("fill", fills ? fills(it.ref) : D.colours[I[it.ref][FAM]]);
    else if (groupFills) rect.style.fill = groupFills(it.kind === "group" ? allInsts(it.ref.t, []) : compInsts(it.ref));
    if (it.expandable()) rect.setAttribute("stroke-width", "2");
    g.append(rect, svgEl("text", {x: ox + w / 2, y: oy + 15, "text-anchor": "middle", "font-weight": "bold"}, a),
      svgEl("text", {x: ox + w / 2, y: oy + 30, "text-anchor": "middle", fill: "#333"}, b));
    if (it.expandable()) g.append(svgEl("text", {x: ox + w - 12, y: oy + 15}, "+"));
    out.append(g);
    return;
  }
  const l = layout(it);
  const g = svgEl("g", {class: "open" + cls, "data-v": it.id});
  g.append(svgEl("rect", {x: ox, y: oy, width: w, height: h, rx: 6}),
    svgEl("text", {x: ox + 8, y: oy + 15, "font-weight": "bold", fill: "#44446a"}, "− " + titleOf(it)));
  out.append(g);
  const cx = ox + (w - l.w) / 2, cy = oy + TH;
  for (const e of l.lines) {
    const pts = e.pts.map(([px, py]) => `${(px + cx).toFixed(1)},${(py + cy).toFixed(1)}`).join(" ");
    const [x0, y0] = e.pts[0], [x1, y1] = e.pts[1];
    const eg = svgEl("g", {class: "ed" + (e.long ? " long" : "")});
    eg.append(svgEl("polyline", {points: pts, "marker-end": `url(#${arrow})`}),
      svgEl("text", {x: ((x0 + x1) / 2 + cx + 4).toFixed(1), y: ((y0 + y1) / 2 + cy).toFixed(1)}, e.label));
    out.append(eg);
  }
  it.children().forEach((k, j) => draw(k, cx + l.boxes[j].x, cy + l.boxes[j].y, out));
}
let topItem;
function render() {
  const t0 = performance.now(), out = document.createDocumentFragment();
  draw(topItem, 0, 0, out);
  rootG.replaceChildren(out);
  api.renderMs = performance.now() - t0;
}

// ---- pan and zoom ----
const view = {x: 20, y: 20, k: 1};
function apply() { rootG.setAttribute("transform", `translate(${view.x},${view.y}) scale(${view.k})`); }
function fit() {
  // Everything drawn, whole, centred: on the first render and from the button. Measured from what was drawn
  // (its bounding box), so nothing starts off the canvas whatever the layout's offsets.
  const r = svg.getBoundingClientRect(), b = rootG.getBBox();
  if (r.width <= 40 || r.height <= 40 || !b.width || !b.height) { view.x = 20; view.y = 20; view.k = 1; apply(); return; }
  view.k = Math.min(1, (r.width - 40) / b.width, (r.height - 40) / b.height);
  view.x = (r.width - b.width * view.k) / 2 - b.x * view.k;
  view.y = 20 - b.y * view.k;
  apply();
}
function centre(it) {
  const b = where[it.id], r = svg.getBoundingClientRect();
  if (!b) return;
  view.k = Math.max(view.k, 0.6);
  view.x = r.width / 2 - (b.x + b.w / 2) * view.k; view.y = r.height / 2 - (b.y + Math.min(b.h, 200) / 2) * view.k; apply();
}
svg.addEventListener("wheel", ev => {
  ev.preventDefault();
  const r = svg.getBoundingClientRect(), f = Math.exp(-ev.deltaY * 0.0015), mx = ev.clientX - r.left, my = ev.clientY - r.top;
  view.x = mx - (mx - view.x) * f; view.y = my - (my - view.y) * f; view.k *= f; apply();
}, {passive: false});
let drag = null;
svg.addEventListener("mousedown", ev => { drag = {x: ev.clientX, y: ev.clientY, vx: view.x, vy: view.y, moved: false}; });
function onMove(ev) {
  if (!drag) return;
  if (Math.abs(ev.clientX - drag.x) + Math.abs(ev.clientY - drag.y) > 3) drag.moved = true;
  view.x = drag.vx + ev.clientX - drag.x; view.y = drag.vy + ev.clientY - drag.y; apply();
}
function onUp(ev) {
  const d = drag; drag = null;
  if (!d || d.moved) return;
  const g = ev.target.closest && ev.target.closest("[data-v]");
  if (g && svg.contains(g)) click(items[+g.dataset.v]);
}
window.addEventListener("mousemove", onMove);
window.addEventListener("mouseup", onUp);

// ---- selection, opening ----
function toggle(it) { if (it === topItem) return; it.open = !it.open; invalidate(it); }
function click(it) {
  if (it.expandable()) toggle(it);
  select(it);
  render();
}
function select(it) {
  selected = it;
  if (!opts.onSelect) return;
  if (it.kind === "inst") { opts.onSelect({kind: "inst", k: it.ref}); return; }
  const [a, b] = it.label();
  opts.onSelect({kind: it.kind, title: a, subtitle: b, what: it.kind === "group" ? "op_name scope" : "computation"});
}
// Open everything on the way to instruction k (through a caller chain if it is in a callee).
let callerOf = null;
function callers() {
  if (callerOf) return callerOf;
  callerOf = new Map();
  const seen = new Set([TOP]), queue = [TOP];
  for (let q = 0; q < queue.length; q++) {
    const [, base, count] = C[queue[q]];
    for (let k = base; k < base + count; k++) for (const c of I[k][CALLS]) if (!seen.has(c)) { seen.add(c); callerOf.set(c, k); queue.push(c); }
  }
  return callerOf;
}
function reveal(k) {
  const cm = callers(), chain = [k];
  for (let c = I[k][COMP]; c !== TOP; c = I[cm.get(c)][COMP]) {
    if (!cm.has(c)) return null;           // not drawn here: the computation is not under the top one
    chain.unshift(cm.get(c));
  }
  let it = topItem;
  for (let s = 0; s < chain.length; s++) {
    const x = chain[s], {where: wh} = tree(I[x][COMP]), path = [];
    for (let t = wh[x]; t && t.parent; t = t.parent) path.unshift(t);
    if (it.kind === "inst") { it.open = true; it = it.children().find(q => q.ref === I[x][COMP]); it.open = true; }
    for (const t of path) { it = it.children().find(q => q.kind === "group" && q.ref.t === t); it.open = true; }
    it = it.children().find(q => q.kind === "inst" && q.ref === x);
    if (s + 1 < chain.length) it.open = true;
    invalidate(it);
  }
  return it;
}
function go(k) {
  const it = reveal(k);
  if (!it) return false;
  select(it); render(); centre(it);
  return true;
}
function search(text) {
  const q = text.trim().toLowerCase();
  hits = new Set();
  if (!q) { render(); return null; }
  const found = [];
  for (let k = 0; k < I.length; k++) {
    const r = I[k];
    if (r[NAME].toLowerCase().includes(q) || r[OP] === q || r[OPNAME].toLowerCase().includes(q)) { found.push(k); hits.add(k); }
  }
  found.sort((a, b) => (callers().has(I[a][COMP]) || I[a][COMP] === TOP ? 0 : 1) - (callers().has(I[b][COMP]) || I[b][COMP] === TOP ? 0 : 1));
  if (!(found.length && go(found[0]))) render();
  return found;
}
function start() {
  const t0 = performance.now();
  items.length = 0; selected = null;          // a fresh view: the start's defaults
  topItem = new Item("comp", TOP, null);
  topItem.open = true;
  render();
  fit();
  return api.readyMs = performance.now() - t0;
}
const api = {
  data: D, users, top: TOP, readyMs: 0, renderMs: 0,
  start, render, search, go, reveal,
  fit,
  collapseAll: () => { start(); },
  selected: () => selected && selected.kind === "inst" ? selected.ref : null,
  setMarks(m) { marks = m || new Map(); markGen++; compMarks.clear(); if (topItem) render(); },
  marked: k => marks.get(k) || null,
  setFills(f, group) { fills = f || null; groupFills = group || null; if (topItem) render(); },
  destroy() { window.removeEventListener("mousemove", onMove); window.removeEventListener("mouseup", onUp); },
};
return api;
}
HloGraph.columns = {NAME, OP, SHAPE, LSHAPE, TEXT, OPNAME, SRC, OPS, CALLS, COMP, FAM};
return HloGraph;
})();
