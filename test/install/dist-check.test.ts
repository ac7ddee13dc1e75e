/**
 * `npm run build` checks dist/ against package.json's browserslist (D254): es-check, run as the
 * build runs it, fails on what the list's oldest browsers lack (Safari 16.0 has no class static
 * block, its 16.4 has; Chrome and Edge 109 no Array.prototype.toSorted, their 110 has: MDN's
 * browser compatibility data, which es-check's tables follow) and passes the same code's ES2022
 * form. The check can fail, so its passing says something. The web APIs: lint-compat.slow.test.ts.
 */
import { spawnSync } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";

const ROOT = path.join(__dirname, "..", "..");
// eslint-disable-next-line @typescript-eslint/no-require-imports
const PKG = require("../../package.json") as { scripts: Record<string, string>; browserslist: string[] };
const ES_CHECK = path.join(ROOT, "node_modules", ".bin", "es-check");

/** es-check's exit code and output on `code`, in a folder whose package.json holds the project's browserslist. */
function check(code: string): { status: number | null; output: string } {
  const dir = mkdtempSync(path.join(tmpdir(), "dist-check-"));
  try {
    writeFileSync(path.join(dir, "package.json"), JSON.stringify({ browserslist: PKG.browserslist }));
    writeFileSync(path.join(dir, "bundle.js"), code);
    const r = spawnSync(ES_CHECK, ["checkBrowser", "bundle.js", "--checkFeatures", "--noColor"], {
      cwd: dir,
      encoding: "utf8",
    });
    return { status: r.status, output: `${r.stdout}${r.stderr}` };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

describe("dist/ is checked against the supported hosts (D254)", () => {
  jest.setTimeout(60_000);

  it("npm run build runs the check after webpack, on every script of dist/ and old-engine.js as ES5", () => {
    expect(PKG.scripts.build).toMatch(/^webpack --mode production && .*npm run check:dist$/);
    expect(PKG.scripts["check:dist"]).toBe(
      "es-check checkBrowser 'dist/*.js' --checkFeatures && es-check es5 dist/old-engine.js",
    );
  });

  it("fails on a class static block (Safari 16.0) and toSorted (Chrome and Edge 109), naming both", () => {
    const r = check("class A { static { this.x = 1; } }\nconst b = [3, 1].toSorted();\n");
    expect(r.status).toBe(1);
    expect(r.output).toContain("ClassStaticBlocks");
    expect(r.output).toContain("ArrayToSorted");
  });

  it("passes what every host of the list runs: class fields, private names, ??, ?., Object.hasOwn", () => {
    const r = check(
      "class A { #p = 1; static s = 2; m(o) { return this.#p ?? o?.x ?? Object.hasOwn(o, 'x'); } }\nnew A();\n",
    );
    expect([r.status, r.output]).toEqual([0, expect.stringContaining("passed")]);
  });
});
