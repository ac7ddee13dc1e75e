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
 * in another form: each entry one system's share, kept outside its value. Those shares are the
 * system's own (src/systems: its ratings function's arguments, its spill read back, its notes
 * said otherwise, its name), and the edges map them; a table of them outside src/systems fails.
 * Two remain, whose entries are no share of a system's value but the edge's own code, which
 * src/systems cannot hold without importing that edge (it imports src/systems: an import
 * circle, D103); each is named here with why, and fails when it is gone so that this list stays true.
 */
const SYSTEM_TABLE = /Record<\s*SystemName\b|\[\w+ in SystemName\]|Record<\s*"(mgsz|fide|mahjong)"\s*\|/;
const EDGE_TABLES: Readonly<Record<string, string>> = {
  "src/sheet/sheet-share.ts":
    "each system's crosstable or results rows, side columns and header rows: the sheet's plan cells in its words (rated-*.ts)",
  "src/cli/rate.ts":
    "how rate reads each system's options and prints its summary and JSON: the command line's options and printers (rate-options.ts, rate-print.ts)",
};

/** The tables of a source's text, by line. */
function tablesOf(file: string, text: string): Branch[] {
  return text
    .split("\n")
    .flatMap((line, i) => (SYSTEM_TABLE.test(line) ? [{ file, line: i + 1, text: line.trim() }] : []));
}

test("the pattern finds a table keyed by the systems' names, and only that", () => {
  expect(SYSTEM_TABLE.test("const X: Readonly<Record<SystemName, number>> = {")).toBe(true);
  expect(SYSTEM_TABLE.test("  readonly [N in SystemName]: (req) => Rated;")).toBe(true);
  expect(SYSTEM_TABLE.test('Readonly<Record<"mgsz" | "fide" | "mahjong", string>>')).toBe(true);
  expect(SYSTEM_TABLE.test("const byName = new Map<SystemName, AnySystem>();")).toBe(false);
  expect(SYSTEM_TABLE.test('const CHECKS: Readonly<Record<AnySystem["input"], Check>> = {')).toBe(false);
  expect(tablesOf("x.ts", "a\nconst T: Record<SystemName, number> = { mgsz: 1 };\n")).toEqual([
    { file: "x.ts", line: 2, text: "const T: Record<SystemName, number> = { mgsz: 1 };" },
  ]);
});

test("no file outside src/systems keeps a table keyed by the systems' names but the edges' own code (D103)", () => {
  const found = outside.flatMap((file) => tablesOf(file, readFileSync(join(ROOT, file), "utf8")));
  expect(
    found
      .filter((t) => !Object.hasOwn(EDGE_TABLES, t.file))
      .map((t) => `${t.file}:${t.line}: ${t.text} (move each entry into its system's value, src/systems)`),
  ).toEqual([]);
  // the edges' own tables: one each, still there (else strike it from EDGE_TABLES)
  const edges = new Map<string, number>();
  for (const t of found)
    if (Object.hasOwn(EDGE_TABLES, t.file)) edges.set(t.file, (edges.get(t.file) ?? 0) + 1);
  expect(Object.fromEntries(edges)).toEqual(
    Object.fromEntries(Object.keys(EDGE_TABLES).map((file) => [file, 1])),
  );
});
