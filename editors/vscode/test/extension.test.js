// The extension's client code, run outside VS Code: `activate` with a stand-in for the `vscode` API must ask
// vscode-languageclient for `<hlotool.path> lsp` over stdio on HLO documents; that server, started as the
// client would start it, then answers over vscode-jsonrpc (the JSON-RPC library VS Code's client uses):
// initialize, diagnostics for an opened sample with an error, hover, shutdown.
// Needs HLOTOOL_BIN (the hlotool executable); tests/editors/test_vscode.py sets it. Skips without it.
"use strict";
const test = require("node:test");
const assert = require("node:assert");
const cp = require("node:child_process");
const fs = require("node:fs");
const path = require("node:path");
const Module = require("node:module");
const rpc = require("vscode-jsonrpc/node");

const BIN = process.env.HLOTOOL_BIN;
const SAMPLE = path.resolve(__dirname, "..", "..", "..", "samples", "mlp.hlo");

// `require("vscode")` and `require("vscode-languageclient/node")` inside extension.js get these stand-ins.
function loadExtension(captured) {
  const vscode = {
    workspace: {
      getConfiguration: (section) => ({ get: (key) => (section === "hlotool" && key === "path" ? BIN : undefined) }),
      createFileSystemWatcher: (glob) => ({ glob, dispose() {} }),
    },
  };
  class LanguageClient {
    constructor(id, name, serverOptions, clientOptions) {
      Object.assign(captured, { id, name, serverOptions, clientOptions });
    }
    start() { return Promise.resolve(); }
    stop() { return Promise.resolve(); }
    dispose() {}
  }
  const resolve = Module._resolveFilename;
  Module._resolveFilename = function (request, ...rest) {
    if (request === "vscode" || request === "vscode-languageclient/node") return request;
    return resolve.call(this, request, ...rest);
  };
  require.cache.vscode = { id: "vscode", filename: "vscode", loaded: true, exports: vscode };
  require.cache["vscode-languageclient/node"] = {
    id: "vscode-languageclient/node", filename: "vscode-languageclient/node", loaded: true, exports: { LanguageClient },
  };
  try {
    return require("../extension.js");
  } finally {
    Module._resolveFilename = resolve;
  }
}

test("activate starts `hlotool lsp`, which answers as VS Code's client expects", { skip: !BIN && "HLOTOOL_BIN not set" },
  async () => {
    const captured = {};
    const ext = loadExtension(captured);
    const subscriptions = [];
    await ext.activate({ subscriptions });
    assert.strictEqual(captured.id, "hlotool");
    assert.deepStrictEqual(captured.serverOptions, { command: BIN, args: ["lsp"] });
    assert.deepStrictEqual(captured.clientOptions.documentSelector, [{ language: "hlo" }]);
    assert.strictEqual(subscriptions.length, 1);

    // The server as vscode-languageclient starts it for { command, args }: a child process on stdio.
    const server = cp.spawn(captured.serverOptions.command, captured.serverOptions.args, { stdio: "pipe" });
    const conn = rpc.createMessageConnection(new rpc.StreamMessageReader(server.stdout),
      new rpc.StreamMessageWriter(server.stdin));
    const diagnostics = new Promise((resolve) => {
      conn.onNotification("textDocument/publishDiagnostics", (p) => { if (p.diagnostics.length) resolve(p); });
    });
    conn.listen();
    try {
      const init = await conn.sendRequest("initialize", { processId: process.pid, rootUri: null, capabilities: {} });
      assert.ok(init.capabilities.hoverProvider && init.capabilities.definitionProvider, JSON.stringify(init));
      await conn.sendNotification("initialized", {});
      const uri = "file://" + SAMPLE;
      // the sample with one operand's shape made wrong: the verifier's diagnostic comes back
      const text = fs.readFileSync(SAMPLE, "utf8").replace("f32[4,16]{1,0} dot(", "f32[4,17]{1,0} dot(");
      assert.notStrictEqual(text, fs.readFileSync(SAMPLE, "utf8"));
      await conn.sendNotification("textDocument/didOpen", { textDocument: { uri, languageId: "hlo", version: 1, text } });
      const got = await diagnostics;
      assert.strictEqual(got.uri, uri);
      assert.ok(got.diagnostics.some((d) => /^V\d+$/.test(String(d.code))), JSON.stringify(got.diagnostics));
      const line = text.split("\n").findIndex((l) => l.includes(" dot("));
      const hover = await conn.sendRequest("textDocument/hover", {
        textDocument: { uri }, position: { line, character: text.split("\n")[line].indexOf("%") + 1 },
      });
      assert.match(hover.contents.value, /dot/);
      await conn.sendRequest("shutdown");
      await conn.sendNotification("exit");
    } finally {
      conn.dispose();
      server.kill();
    }
    await ext.deactivate();
  });
