import js from "@eslint/js";
import tseslint from "typescript-eslint";
import officeAddins from "eslint-plugin-office-addins";
import prettier from "eslint-config-prettier";

export default tseslint.config(
  { ignores: ["dist/", "build/", "coverage/", "node_modules/", "e2e/screenshots/", "test/fixtures/"] },
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
  prettier,
);
