/**
 * The installed command itself: `rating-officer` as `npm ci` leaves it (bin/ → build/).
 * The build is refreshed first so the test always runs the current source.
 */
import { execFileSync, spawn } from "node:child_process";
import path from "node:path";

const root = path.resolve(__dirname, "../..");
const bin = path.join(root, "bin", "rating-officer.js");

beforeAll(() => {
  execFileSync(process.execPath, [require.resolve("typescript/bin/tsc"), "-p", "tsconfig.cli.json"], {
    cwd: root,
  });
});

test("prints the new rating of RULES.md example 5 (1963)", () => {
  const out = execFileSync(process.execPath, [
    bin,
    "formula",
    "=MGSZ.NEWRATING(1947,30,{1935,1865,1924,1997,2015},{0,1,1,0,1})",
  ]);
  expect(out.toString()).toBe("1963\n");
});

test("an error answer exits 1 and prints the code and the message", () => {
  let status = 0;
  let stdout = "";
  try {
    execFileSync(process.execPath, [bin, "formula", '=MGSZ.RANKPOINTS("9 pro")'], { stdio: "pipe" });
  } catch (error) {
    const e = error as { status: number; stdout: Buffer };
    status = e.status;
    stdout = e.stdout.toString();
  }
  expect(status).toBe(1);
  expect(stdout).toMatch(/^#VALUE! .*rank/);
});

test("--version prints package.json's version", () => {
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const { version } = require("../../package.json") as { version: string };
  expect(execFileSync(process.execPath, [bin, "--version"]).toString()).toBe(`${version}\n`);
});

test("a reader that stops early (`| head`) ends the output quietly, exit 0", async () => {
  // The EGC 2013 OpenGotha fixture converted to .h9 is far longer than one pipe buffer.
  const input = path.join(root, "test", "fixtures", "opengotha-egc2013", "input.xml");
  const child = spawn(process.execPath, [bin, "convert", input, "--to", "h9"], {
    stdio: ["ignore", "pipe", "pipe"],
  });
  let stderr = "";
  child.stderr.on("data", (chunk: Buffer) => (stderr += chunk.toString()));
  child.stdout.once("data", () => child.stdout.destroy());
  const code = await new Promise<number | null>((resolve) => child.on("close", resolve));
  expect(stderr).not.toMatch(/EPIPE|Unhandled/);
  expect(code).toBe(0);
});
