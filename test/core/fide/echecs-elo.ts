/**
 * Loads the dev dependency @echecs/elo for the cross-check. Its 1.0.2 build ships ES module
 * syntax in a package without `"type": "module"`, which Jest's CommonJS runtime cannot
 * require; the file is transpiled to CommonJS here, in memory, and run in a fresh context.
 */
import fs from "node:fs";
import vm from "node:vm";
import ts from "typescript";
import type * as Elo from "@echecs/elo";

export function loadEchecsElo(): typeof Elo {
  const file = require.resolve("@echecs/elo");
  const js = ts.transpileModule(fs.readFileSync(file, "utf8"), {
    compilerOptions: { module: ts.ModuleKind.CommonJS, target: ts.ScriptTarget.ES2020 },
  }).outputText;
  const module = { exports: {} as Record<string, unknown> };
  vm.runInNewContext(js, { module, exports: module.exports, Math });
  return module.exports as unknown as typeof Elo;
}
