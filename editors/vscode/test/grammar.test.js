// The TextMate grammar on the samples, with the engine VS Code uses (vscode-textmate + vscode-oniguruma).
// Run: node --test test/   (tests/editors/test_vscode.py runs it when node_modules exists)
"use strict";
const test = require("node:test");
const assert = require("node:assert");
const fs = require("node:fs");
const path = require("node:path");
const vsctm = require("vscode-textmate");
const oniguruma = require("vscode-oniguruma");

const ROOT = path.resolve(__dirname, "..", "..", "..");
const GRAMMAR = path.join(__dirname, "..", "syntaxes", "hlo.tmLanguage.json");

async function loadGrammar() {
  const wasm = fs.readFileSync(require.resolve("vscode-oniguruma/release/onig.wasm")).buffer;
  await oniguruma.loadWASM(wasm);
  const registry = new vsctm.Registry({
    onigLib: Promise.resolve({
      createOnigScanner: (p) => new oniguruma.OnigScanner(p),
      createOnigString: (s) => new oniguruma.OnigString(s),
    }),
    loadGrammar: async (scope) =>
      scope === "source.hlo" ? vsctm.parseRawGrammar(fs.readFileSync(GRAMMAR, "utf8"), GRAMMAR) : null,
  });
  return registry.loadGrammar("source.hlo");
}

function tokenize(grammar, text) {
  const out = [];
  let stack = vsctm.INITIAL;
  for (const line of text.split("\n")) {
    const r = grammar.tokenizeLine(line, stack);
    for (const t of r.tokens) out.push({ text: line.slice(t.startIndex, t.endIndex), scopes: t.scopes });
    stack = r.ruleStack;
  }
  return out;
}

const samples = fs.readdirSync(path.join(ROOT, "samples")).filter((f) => f.endsWith(".hlo"))
  .map((f) => path.join(ROOT, "samples", f));

test("every scope of the grammar appears on the samples", async () => {
  const grammar = await loadGrammar();
  const raw = fs.readFileSync(GRAMMAR, "utf8");
  const declared = new Set([...raw.matchAll(/"name": "([a-z][\w.\-]*\.hlo)"/g)].map((m) => m[1]));
  const seen = new Set();
  for (const file of samples) {
    for (const t of tokenize(grammar, fs.readFileSync(file, "utf8"))) t.scopes.forEach((s) => seen.add(s));
  }
  const missing = [...declared].filter((s) => !seen.has(s));
  assert.deepStrictEqual(missing, []);
});

test("an instruction line gets its parts", async () => {
  const grammar = await loadGrammar();
  const toks = tokenize(grammar, "  ROOT %r = f32[4]{0} reduce(%x, %zero), dimensions={1}, to_apply=%add_f32 // c");
  const scopeOf = (text) => toks.find((t) => t.text === text).scopes.at(-1);
  assert.strictEqual(scopeOf("ROOT"), "keyword.other.hlo");
  assert.strictEqual(scopeOf("%r"), "variable.other.definition.hlo");
  assert.strictEqual(scopeOf("f32"), "storage.type.hlo");
  assert.strictEqual(scopeOf("reduce"), "support.function.opcode.hlo");
  assert.strictEqual(scopeOf("%x"), "variable.other.instruction.hlo");
  assert.strictEqual(scopeOf("dimensions"), "entity.other.attribute-name.hlo");
  assert.strictEqual(scopeOf("%add_f32"), "entity.name.function.computation.hlo");
  assert.strictEqual(scopeOf("// c"), "comment.line.double-slash.hlo");
});

test("the samples' opcodes and computation names are scoped as such", async () => {
  const grammar = await loadGrammar();
  const text = fs.readFileSync(path.join(ROOT, "samples", "mlp.hlo"), "utf8");
  const toks = tokenize(grammar, text);
  const of = (scope) => new Set(toks.filter((t) => t.scopes.at(-1) === scope).map((t) => t.text));
  const opcodes = of("support.function.opcode.hlo");
  for (const op of ["parameter", "dot", "broadcast", "add", "maximum", "reduce", "exponential", "divide"]) {
    assert.ok(opcodes.has(op), op);
  }
  assert.deepStrictEqual([...of("entity.name.function.computation.hlo")].sort(),
    ["%add_f32", "%main", "%max_f32"]);
});
