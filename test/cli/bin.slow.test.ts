/**
 * The installed command itself: `rating-officer` as `npm ci` leaves it (bin/ → build/).
 * The build is refreshed first so the test always runs the current source (the slow suite,
 * `npm run test:slow`: it compiles the command line and spawns it).
 */
import { execFileSync, spawnSync } from "node:child_process";
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

test("a reader that stops early (`| head`) ends the output quietly, exit 0", () => {
  // The EGC 2013 OpenGotha fixture converted to .h9 is 87 kB, more than one pipe buffer, so
  // the command still writes after `head` has gone.
  const input = path.join(root, "test", "fixtures", "opengotha-egc2013", "input.xml");
  const run = spawnSync(
    "bash",
    [
      "-c",
      'set -o pipefail; "$0" "$1" convert "$2" --to h9 | head -c 10 >/dev/null',
      process.execPath,
      bin,
      input,
    ],
    { encoding: "utf8" },
  );
  expect(run.stderr).not.toMatch(/EPIPE|Unhandled/);
  expect(run.status).toBe(0);
});

/** The built modules a command loads: `main()` run in a fresh process, then its require cache (D399). */
function loaded(...args: string[]): string[] {
  const script = `
    const cli = require(${JSON.stringify(path.join(root, "build", "cli", "main.js"))});
    const io = { out() {}, err() {}, readFile: (p) => require("node:fs").readFileSync(p), readStdin: async () => "" };
    cli.main(${JSON.stringify(args)}, io).then(() => {
      process.stdout.write(JSON.stringify(Object.keys(require.cache).map((f) => require("node:path").relative(${JSON.stringify(root)}, f))));
    });`;
  return JSON.parse(execFileSync(process.execPath, ["-e", script], { cwd: root }).toString()) as string[];
}

test("each command loads what it needs: --help no message table, the Dutch engine no Go engine, a Go engine no Dutch one (D399)", () => {
  const help = loaded("--help");
  expect(help).toContain(path.join("build", "cli", "main.js"));
  expect(help.filter((f) => f.includes(path.join("build", "i18n")))).toEqual([]);
  const trf = path.join(root, "test", "fixtures", "dutch-bbp", "bbp-125.trf");
  const dutch = loaded("pair", trf, "--engine", "dutch", "--check");
  expect(dutch).toContain(path.join("build", "core", "dutch", "pair.js"));
  expect(dutch).not.toContain(path.join("build", "core", "pairing", "opengotha.js"));
  expect(dutch).not.toContain(path.join("build", "core", "pairing", "rfg-opengotha.js"));
  const xml = path.join(root, "test", "fixtures", "pairing", "og352-weights-toulouse2024", "input.xml");
  const go = loaded("pair", xml, "--round", "3");
  expect(go).toContain(path.join("build", "core", "pairing", "opengotha.js"));
  expect(go).not.toContain(path.join("build", "core", "dutch", "pair.js"));
});

test("a TRF checked loads the TRF reader only, the other formats' readers when their file is read (D447)", () => {
  const trf = path.join(root, "test", "fixtures", "dutch-bbp", "bbp-125.trf");
  const dutch = loaded("pair", trf, "--engine", "dutch", "--check");
  expect(dutch).toContain(path.join("build", "formats", "trf.js"));
  for (const reader of [
    "opengotha.js",
    "egd.js",
    "macmahon.js",
    "pairgoth.js",
    "csv.js",
    "mahjong.js",
    "rating-list.js",
  ])
    expect(dutch).not.toContain(path.join("build", "formats", reader));
  expect(dutch).not.toContain(path.join("build", "formats", "lists", "stream.js"));
  expect(
    dutch.filter((f) => f.includes(`${path.sep}node_modules${path.sep}`) && /papaparse|saxes/.test(f)),
  ).toEqual([]);
  // the same reader still reads every format: an OpenGotha file loads its reader when it is read
  const xml = path.join(root, "test", "fixtures", "pairing", "og352-weights-toulouse2024", "input.xml");
  expect(loaded("pair", xml, "--round", "3")).toContain(path.join("build", "formats", "opengotha.js"));
});

test("the bin sets V8's inlining budget before it loads the command (D445)", () => {
  // setFlagsFromString watched, then the bin run as Node runs it: what it was given, and whether
  // the command's first module was loaded by then (a flag set later would miss what it compiled)
  const script = `
    const v8 = require("node:v8");
    const main = ${JSON.stringify(path.join(root, "build", "cli", "main.js"))};
    const calls = [];
    const set = v8.setFlagsFromString;
    v8.setFlagsFromString = (flags) => {
      calls.push({ flags, loaded: main in require.cache });
      set(flags);
    };
    process.argv = [process.argv[0], ${JSON.stringify(bin)}, "--version"];
    process.on("exit", () => process.stderr.write(JSON.stringify(calls)));
    require(${JSON.stringify(bin)});`;
  const run = spawnSync(process.execPath, ["-e", script], { cwd: root, encoding: "utf8" });
  expect(run.status).toBe(0);
  // D445: the one value measured, V8's default 920 lowered
  expect(JSON.parse(run.stderr)).toEqual([
    { flags: "--max-inlined-bytecode-size-cumulative=150", loaded: false },
  ]);
});
