#!/usr/bin/env node
"use strict";
// V8's inlining budget, set before anything is loaded so that every function is compiled under it
// (D445, amending D400): TurboFan inlines at most 150 bytes of bytecode in all into one compiled
// function, not V8's 920. Each of the compiler's jobs reads it, unlike the options V8 decides as
// the process starts. A pairing's CPU fell by about a tenth, its compiling less for the same code.
const V8_FLAGS = "--max-inlined-bytecode-size-cumulative=150";
require("node:v8").setFlagsFromString(V8_FLAGS);
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
