#!/usr/bin/env node
"use strict";
// The command line runs the compiled TypeScript in build/ (made by `npm ci` through the
// `prepare` script, or by `npm run build:cli`).
let cli;
try {
  cli = require("../build/cli/main.js");
} catch (error) {
  if (error && error.code === "MODULE_NOT_FOUND" && String(error.message).includes("build/cli/main")) {
    console.error("rating-officer: not built yet; run `npm run build:cli` (npm ci does it for you)");
    process.exit(2);
  }
  throw error;
}
// A reader that stops early (`| head`) closes the pipe: that ends the output, it is no error.
process.stdout.on("error", (error) => {
  if (error && error.code === "EPIPE") process.exit(process.exitCode ?? 0);
  throw error;
});
cli.main(process.argv.slice(2)).then((code) => {
  process.exitCode = code;
});
