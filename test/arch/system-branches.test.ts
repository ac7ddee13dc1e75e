/**
 * Issue 25's first measure: a rating system is one value (src/systems), so nothing outside it
 * branches on a system's name (`=== "mgsz"`, `case "fide":` …): a branch there fails with the
 * lines to move into the system's own definition (92 such lines before the redesign, 0 now).
 */
import { readdirSync, readFileSync, statSync } from "node:fs";
import { join, relative } from "node:path";

const ROOT = join(__dirname, "..", "..");

/** A comparison with, or a case of, a system's name: the branch issue 25 counts. */
const SYSTEM_BRANCH =
  /(===|!==)\s*"(mgsz|fide|mahjong)"|"(mgsz|fide|mahjong)"\s*(===|!==)|case\s+"(mgsz|fide|mahjong)"\s*:/;

function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? sources(path) : /\.ts$/.test(name) ? [path] : [];
  });
}

interface Branch {
  readonly file: string;
  readonly line: number;
  readonly text: string;
}

/** The branches of a source's text, by line. */
function branchesOf(file: string, text: string): Branch[] {
  return text
    .split("\n")
    .flatMap((line, i) => (SYSTEM_BRANCH.test(line) ? [{ file, line: i + 1, text: line.trim() }] : []));
}

const files = sources(join(ROOT, "src")).map((path) => relative(ROOT, path).split("\\").join("/"));
const outside = files.filter((file) => !file.startsWith("src/systems/"));

test("the pattern finds a branch on a system's name, and only that", () => {
  expect(SYSTEM_BRANCH.test('if (p.system === "mgsz") {')).toBe(true);
  expect(SYSTEM_BRANCH.test('    case "fide":')).toBe(true);
  expect(SYSTEM_BRANCH.test('"mahjong" !== system')).toBe(true);
  expect(SYSTEM_BRANCH.test('const label = "mgsz";')).toBe(false);
  expect(branchesOf("x.ts", 'a\nif (s === "fide") k = 1;\n')).toEqual([
    { file: "x.ts", line: 2, text: 'if (s === "fide") k = 1;' },
  ]);
  // the scan reads the sources: the sheet, the pane and the command line are among them, and
  // the systems' own files, which may name themselves, are not scanned
  for (const f of ["src/sheet/recalc.ts", "src/taskpane/params.ts", "src/cli/rate.ts"]) {
    expect(outside).toContain(f);
  }
  expect(files.some((f) => f.startsWith("src/systems/"))).toBe(true);
  expect(outside.some((f) => f.startsWith("src/systems/"))).toBe(false);
});

test("no file outside src/systems branches on a system's name", () => {
  const found = outside.flatMap((file) => branchesOf(file, readFileSync(join(ROOT, file), "utf8")));
  expect(found.map((b) => `${b.file}:${b.line}: ${b.text} (move it into the system's definition)`)).toEqual(
    [],
  );
});

/**
 * A table keyed by the systems' names (`Record<SystemName, …>`, `[N in SystemName]`) is a branch
 * in another form: each entry one system's share, kept outside its value. These are still to move
 * into src/systems; the count per file may only fall (a ceiling, lowered as they go).
 */
const SYSTEM_TABLE = /Record<\s*SystemName\b|\[\w+ in SystemName\]|Record<\s*"(mgsz|fide|mahjong)"\s*\|/;
const TABLE_BUDGET: Readonly<Record<string, number>> = {
  "src/sheet/sheet-share.ts": 1,
  "src/cli/rate.ts": 1,
};

test("tables keyed by the systems' names: none new, each file's count its ceiling (lower it here as they move)", () => {
  expect(SYSTEM_TABLE.test("const X: Readonly<Record<SystemName, number>> = {")).toBe(true);
  expect(SYSTEM_TABLE.test("  readonly [N in SystemName]: (req) => Rated;")).toBe(true);
  expect(SYSTEM_TABLE.test('Readonly<Record<"mgsz" | "fide" | "mahjong", string>>')).toBe(true);
  expect(SYSTEM_TABLE.test("const byName = new Map<SystemName, AnySystem>();")).toBe(false);
  const count = new Map<string, number>();
  for (const file of outside)
    for (const line of readFileSync(join(ROOT, file), "utf8").split("\n"))
      if (SYSTEM_TABLE.test(line)) count.set(file, (count.get(file) ?? 0) + 1);
  expect(Object.fromEntries(count)).toEqual(TABLE_BUDGET);
});
