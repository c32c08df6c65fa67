// The HLO extension's client: starts `hlotool lsp` (stdio) for HLO documents.
"use strict";
const vscode = require("vscode");
const { LanguageClient } = require("vscode-languageclient/node");

let client;

function activate(context) {
  const command = vscode.workspace.getConfiguration("hlotool").get("path") || "hlotool";
  const serverOptions = { command, args: ["lsp"] };
  const clientOptions = {
    documentSelector: [{ language: "hlo" }],
    synchronize: { fileEvents: vscode.workspace.createFileSystemWatcher("**/*.hlo") },
  };
  client = new LanguageClient("hlotool", "hlotool (HLO)", serverOptions, clientOptions);
  context.subscriptions.push(client);
  return client.start();
}

function deactivate() {
  return client ? client.stop() : undefined;
}

module.exports = { activate, deactivate };
