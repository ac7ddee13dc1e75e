/**
 * The Go module under both (issue 25): `src/core/tournament` (the common model, the standings)
 * and `src/core/pairing` (the pairing engines) each import `src/core/go` (the McMahon start, the
 * rank scales, the rows both compute) and never each other; `src/core/go` imports neither. An
 * import is any `import`/`export … from` or `import(…)` of a relative path, types included.
 */
import { readdirSync, readFileSync, statSync } from "node:fs";
import { dirname, join, relative, resolve } from "node:path";

const ROOT = join(__dirname, "..", "..");

/** The folders of src/core a folder's files must not import. */
const FORBIDDEN: Readonly<Record<string, readonly string[]>> = {
  "src/core/tournament": ["src/core/pairing"],
  "src/core/pairing": ["src/core/tournament"],
  "src/core/go": ["src/core/tournament", "src/core/pairing"],
};

const SPECIFIER = /(?:\bfrom\s*|\bimport\s*\(\s*|^\s*import\s+)["']([^"']+)["']/gm;

/** The relative imports of a file's text, as paths from the repository's root. */
export function importsOf(file: string, text: string): string[] {
  return [...text.matchAll(SPECIFIER)]
    .map((m) => m[1] as string)
    .filter((s) => s.startsWith("."))
    .map((s) =>
      relative(ROOT, resolve(ROOT, dirname(file), s))
        .split("\\")
        .join("/"),
    );
}

/** "file imports target" for each import of `file` into a folder its own folder must not import. */
export function crossings(file: string, text: string): string[] {
  const own = Object.keys(FORBIDDEN).find((f) => file.startsWith(`${f}/`));
  if (own === undefined) return [];
  const banned = FORBIDDEN[own] ?? [];
  return importsOf(file, text)
    .filter((target) => banned.some((b) => target === b || target.startsWith(`${b}/`)))
    .map((target) => `${file} imports ${target}`);
}

function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? sources(path) : /\.ts$/.test(name) ? [path] : [];
  });
}

const files = Object.keys(FORBIDDEN).flatMap((folder) =>
  sources(join(ROOT, folder)).map((path) => ({
    file: relative(ROOT, path).split("\\").join("/"),
    text: readFileSync(path, "utf8"),
  })),
);

test("the scan reads each folder's imports (so that the check below can fail)", () => {
  for (const folder of Object.keys(FORBIDDEN))
    expect(files.filter((f) => f.file.startsWith(`${folder}/`)).length).toBeGreaterThan(2);
  const state = files.find((f) => f.file === "src/core/pairing/opengotha-state.ts");
  expect(importsOf(state?.file ?? "", state?.text ?? "")).toContain("src/core/go/mcmahon");
  // what the check refuses: a type import, a re-export, a dynamic import, in each direction
  expect(
    crossings("src/core/pairing/x.ts", 'import type { Tournament } from "../tournament/model";'),
  ).toEqual(["src/core/pairing/x.ts imports src/core/tournament/model"]);
  expect(
    crossings("src/core/tournament/x.ts", 'export { ogRank } from "../pairing/opengotha-model";'),
  ).toEqual(["src/core/tournament/x.ts imports src/core/pairing/opengotha-model"]);
  expect(crossings("src/core/go/x.ts", 'const m = import("../tournament/rank");')).toEqual([
    "src/core/go/x.ts imports src/core/tournament/rank",
  ]);
  expect(crossings("src/core/go/x.ts", 'import "../pairing/opengotha";')).toEqual([
    "src/core/go/x.ts imports src/core/pairing/opengotha",
  ]);
  // allowed: each imports the Go module and the common core; the edges import anything
  expect(crossings("src/core/pairing/x.ts", 'import { smms } from "../go/mcmahon";')).toEqual([]);
  expect(crossings("src/sheet/x.ts", 'import { x } from "../core/pairing/opengotha";')).toEqual([]);
});

test("tournament and pairing import each other nowhere, and the Go module imports neither", () => {
  expect(files.flatMap((f) => crossings(f.file, f.text))).toEqual([]);
});

/**
 * The import cycles of a graph of files: each import that leads back to a file still being
 * followed closes one, given as the files from that one in import order.
 */
export function importCycles(graph: ReadonlyMap<string, readonly string[]>): string[][] {
  const cycles: string[][] = [];
  const done = new Set<string>();
  const path: string[] = [];
  const visit = (file: string): void => {
    const at = path.indexOf(file);
    if (at >= 0) {
      cycles.push(path.slice(at));
      return;
    }
    if (done.has(file) || !graph.has(file)) return;
    path.push(file);
    for (const target of graph.get(file) ?? []) visit(target);
    path.pop();
    done.add(file);
  };
  for (const file of graph.keys()) visit(file);
  return cycles;
}

const graph = new Map(files.map((f) => [f.file.replace(/\.ts$/, ""), importsOf(f.file, f.text)]));

test("the cycle check finds a cycle (so that the check below can fail)", () => {
  expect(graph.get("src/core/tournament/model")).toContain("src/core/go/criterion");
  // the circle issue 25 names: the model took Criterion from the tie-breaks, which took the
  // model's DEFAULT_PARAMETERS
  const before = new Map([
    ["src/core/tournament/model", ["src/core/tournament/tiebreaks"]],
    ["src/core/tournament/tiebreaks", ["src/core/tournament/model", "src/core/tournament/scores"]],
    ["src/core/tournament/scores", ["src/core/tournament/model"]],
  ]);
  expect(importCycles(before)).toEqual([
    ["src/core/tournament/model", "src/core/tournament/tiebreaks"],
    ["src/core/tournament/model", "src/core/tournament/tiebreaks", "src/core/tournament/scores"],
  ]);
});

test("no import cycle in the tournament, the pairing and the Go module (issue 25, D123)", () => {
  expect(importCycles(graph)).toEqual([]);
});
