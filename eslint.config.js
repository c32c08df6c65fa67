// ESLint flat config for the JavaScript hlotool ships: the graph viewer and hlotool graph's page
// (hlotool/graph/static/) and hlotool serve's front end (hlotool/serve/static/). Plain browser
// scripts, no modules, no build step. Run: npm ci && npx eslint (tests/house/test_frontend_lint.py does).
"use strict";
const js = require("@eslint/js");
const globals = require("globals");

module.exports = [
  {ignores: ["node_modules/**", ".venv/**", "**/*.egg-info/**"]},
  {
    files: ["hlotool/**/static/*.js"],
    ...js.configs.recommended,
    languageOptions: {
      ecmaVersion: 2022,
      sourceType: "script",
      globals: {...globals.browser},
    },
    linterOptions: {reportUnusedDisableDirectives: "error"},
    rules: {
      ...js.configs.recommended.rules,
      "no-unused-vars": ["error", {args: "none", caughtErrors: "none"}],
      eqeqeq: ["error", "always"],
      "no-var": "error",
      "prefer-const": ["error", {destructuring: "all"}],
      "no-shadow": "off",
    },
  },
  {
    // Loaded after viewer.js, in the same page: they use its global HloGraph.
    files: ["hlotool/graph/static/page.js", "hlotool/serve/static/app.js"],
    languageOptions: {globals: {HloGraph: "readonly"}},
  },
  {
    files: ["eslint.config.js"],
    languageOptions: {sourceType: "commonjs", globals: {...globals.node}},
    rules: {...js.configs.recommended.rules},
  },
];
