import js from "@eslint/js";
import tseslint from "typescript-eslint";
import officeAddins from "eslint-plugin-office-addins";
import prettier from "eslint-config-prettier";
import regexp from "eslint-plugin-regexp";
import compat from "eslint-plugin-compat";

export default tseslint.config(
  // assembly/: AssemblyScript, which its compiler checks (scripts/matching-wasm.ts, D444)
  {
    ignores: [
      "dist/",
      "build/",
      "coverage/",
      "node_modules/",
      "e2e/screenshots/",
      "test/fixtures/",
      "assembly/",
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.strict,
  {
    files: ["src/**/*.ts"],
    plugins: { "office-addins": officeAddins },
    rules: {
      "office-addins/no-context-sync-in-loop": "error",
      "office-addins/call-sync-after-load": "error",
      "office-addins/load-object-before-read": "error",
    },
  },
  {
    // Every regular expression of the product may meet hostile text: none may backtrack
    // super-linearly (issue 11, class 2; docs/hostile-input.md).
    files: ["src/**/*.ts"],
    plugins: { regexp },
    rules: {
      "regexp/no-super-linear-backtracking": ["error", { report: "potential" }],
      "regexp/no-super-linear-move": [
        "error",
        { report: "potential", ignoreSticky: false, ignorePartial: false },
      ],
      // a spread passes every element as an argument: 200,000 of them overflow the stack (H2)
      "no-restricted-syntax": [
        "error",
        {
          selector: "CallExpression[callee.object.name='Math'] > SpreadElement",
          message:
            "Math.max/min(...array) overflows the stack on input-sized arrays: use a loop or reduce (H2)",
        },
        {
          selector:
            "CallExpression[callee.property.name=/^(push|unshift|fromCharCode|fromCodePoint)$/] > SpreadElement",
          message: "a spread argument overflows the stack on input-sized arrays: use a loop (H2)",
        },
      ],
    },
  },
  {
    // The rating core stays pure: no Office, no DOM, no I/O (ARCHITECTURE.md).
    files: ["src/core/**/*.ts"],
    rules: {
      "no-restricted-imports": [
        "error",
        { patterns: ["fs", "node:*", "../functions/*", "../../functions/*", "*/sheet/*", "*/taskpane/*"] },
      ],
      "no-restricted-globals": ["error", "Office", "Excel", "CustomFunctions", "document", "window"],
    },
  },
  {
    // The message table is the lowest layer beside the core: it imports nothing of the product.
    files: ["src/i18n/**/*.ts"],
    rules: { "no-restricted-imports": ["error", { patterns: ["../*"] }] },
  },
  {
    files: ["**/*.js", "**/*.cjs"],
    languageOptions: {
      sourceType: "commonjs",
      globals: {
        require: "readonly",
        module: "writable",
        __dirname: "readonly",
        process: "readonly",
        console: "readonly",
      },
    },
    rules: { "@typescript-eslint/no-require-imports": "off" },
  },
  {
    // The web APIs the bundle calls, against package.json's browserslist (D254); the command line
    // and the build's own pages run in Node
    files: ["src/**/*.ts"],
    ignores: ["src/cli/**", "src/install/**"],
    plugins: { compat },
    rules: { "compat/compat": "error" },
  },
  {
    // Parsed by Internet Explorer 11's engine before the bundle (D255): ES5, a classic script
    files: ["src/install/old-engine.es5.js"],
    languageOptions: { ecmaVersion: 5, sourceType: "script", globals: {} },
  },
  prettier,
);
