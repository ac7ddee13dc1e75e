/**
 * `npm run lint` checks the web APIs the bundled sources call against package.json's
 * browserslist (D254): eslint-plugin-compat, through the project's own eslint.config.mjs, names
 * what Safari 16.0 lacks (CompressionStream and requestIdleCallback came later: MDN's browser
 * compatibility data, which the plugin reads) in a file of the pane, and leaves the command line,
 * which runs in Node, alone. `npm run test:slow`: each eslint process loads the whole
 * configuration (about 20 s on a loaded machine).
 */
import { spawnSync } from "node:child_process";
import path from "node:path";

const ROOT = path.join(__dirname, "..", "..");

describe("the bundled sources' web APIs are linted against the same hosts (D254)", () => {
  jest.setTimeout(120_000);
  const PROBE =
    'export const z = new CompressionStream("gzip");\nexport const y = window.requestIdleCallback;\n';

  /** eslint's compat/compat messages on PROBE as the file `filePath`, run as `npm run lint` runs it. */
  function compatErrors(filePath: string): string[] {
    const eslint = path.join(ROOT, "node_modules", ".bin", "eslint");
    const r = spawnSync(eslint, ["--stdin", "--stdin-filename", filePath, "--format", "json"], {
      cwd: ROOT,
      input: PROBE,
      encoding: "utf8",
    });
    const [result] = JSON.parse(r.stdout) as { messages: { ruleId: string | null; message: string }[] }[];
    return (result?.messages ?? []).filter((m) => m.ruleId === "compat/compat").map((m) => m.message);
  }

  it("names what Safari 16.0 lacks in a file of the pane", () => {
    expect(compatErrors("src/taskpane/probe.ts")).toEqual([
      "CompressionStream is not supported in Safari 16.0, iOS Safari 16.0",
      "requestIdleCallback is not supported in Safari 16.0, iOS Safari 16.0",
    ]);
  });

  it("leaves the command line alone: it runs in Node", () => {
    expect(compatErrors("src/cli/probe.ts")).toEqual([]);
  });
});
