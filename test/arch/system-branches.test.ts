/**
 * Issue 25's first measure: a rating system is one value, so nothing outside it branches on a
 * system's name (`=== "mgsz"`, `case "fide":` …). Until every such line is gone, the count may
 * only fall: BUDGET is the count when it was last lowered, per file, and a file over its share
 * (or a new file with one) fails with the lines to move into the system's own definition.
 * `src/core` has none: each engine is one system's already.
 */
import { readdirSync, readFileSync, statSync } from "node:fs";
import { join, relative } from "node:path";

const ROOT = join(__dirname, "..", "..");

/** A comparison with, or a case of, a system's name: the branch issue 25 counts. */
const SYSTEM_BRANCH =
  /(===|!==)\s*"(mgsz|fide|mahjong)"|"(mgsz|fide|mahjong)"\s*(===|!==)|case\s+"(mgsz|fide|mahjong)"\s*:/;

/** The lines each file may still have, until its branches move into the systems' definitions. */
const BUDGET: Readonly<Record<string, number>> = {
  "src/sheet/recalc.ts": 4,
};

function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? sources(path) : /\.ts$/.test(name) ? [path] : [];
  });
}

const branches = sources(join(ROOT, "src")).flatMap((path) => {
  const file = relative(ROOT, path).split("\\").join("/");
  if (file.startsWith("src/systems/")) return [];
  return readFileSync(path, "utf8")
    .split("\n")
    .flatMap((line, i) => (SYSTEM_BRANCH.test(line) ? [{ file, line: i + 1, text: line.trim() }] : []));
});

test("the pattern finds a branch on a system's name, and only that", () => {
  expect(SYSTEM_BRANCH.test('if (p.system === "mgsz") {')).toBe(true);
  expect(SYSTEM_BRANCH.test('    case "fide":')).toBe(true);
  expect(SYSTEM_BRANCH.test('"mahjong" !== system')).toBe(true);
  expect(SYSTEM_BRANCH.test('const label = "mgsz";')).toBe(false);
  // the scan reads the sources: recalc.ts has branches today (its budget)
  expect(branches.some((b) => b.file === "src/sheet/recalc.ts")).toBe(true);
});

test("no file branches on a system's name more than its budget; none in src/core", () => {
  const count = new Map<string, number>();
  for (const b of branches) count.set(b.file, (count.get(b.file) ?? 0) + 1);
  const over = [...count]
    .filter(([file, n]) => n > (BUDGET[file] ?? 0) || file.startsWith("src/core/"))
    .map(([file, n]) => {
      const lines = branches.filter((b) => b.file === file).map((b) => `  ${b.line}: ${b.text}`);
      return `${file}: ${n} (budget ${BUDGET[file] ?? 0}; move it into the system's definition)\n${lines.join("\n")}`;
    });
  expect(over).toEqual([]);
});

test("the budget is no higher than the count: a file's branches removed lower it here", () => {
  const count = new Map<string, number>();
  for (const b of branches) count.set(b.file, (count.get(b.file) ?? 0) + 1);
  const slack = Object.entries(BUDGET)
    .filter(([file, n]) => (count.get(file) ?? 0) < n)
    .map(([file, n]) => `${file}: budget ${n}, count ${count.get(file) ?? 0}`);
  expect(slack).toEqual([]);
});
