/**
 * Every decision that code, tests, scripts, benches and fixture notes cite (D9, R4, P17,
 * RULES §1.5, FORMATS §2.3) is defined in docs/ (docs/decisions.md explains how).
 */
import { readdirSync, readFileSync, statSync } from "node:fs";
import { join, relative } from "node:path";

const ROOT = join(__dirname, "..", "..");
const DOCS = join(ROOT, "docs");

/** Folders whose files may cite, and the files read in them. */
const CITING = ["src", "test", "bench", "scripts", "e2e", "README.md", "ARCHITECTURE.md", "docs"];
const READ = /\.(ts|js|md)$|(^|\/)SOURCES\.txt$/;
const SKIP = /(^|\/)(node_modules|screenshots|dist)(\/|$)/;

function files(path: string): string[] {
  if (SKIP.test(relative(ROOT, path))) return [];
  if (!statSync(path).isDirectory()) return READ.test(path) ? [path] : [];
  return readdirSync(path).flatMap((name) => files(join(path, name)));
}

/** D, R and P numbers defined in docs: a list item starting with the number in bold. */
function definedNumbers(): Set<string> {
  const defined = new Set<string>();
  for (const file of files(DOCS)) {
    for (const m of readFileSync(file, "utf8").matchAll(
      /^\s*(?:[-*]|\d+\.)\s+\*\*([DRP][1-9]\d*[a-z]?)\b/gm,
    )) {
      if (m[1]) defined.add(m[1]);
    }
  }
  return defined;
}

/** Sections defined by the rows of docs/decisions.md's sections table: `| RULES §1.5 |`. */
function definedSections(): Set<string> {
  const text = readFileSync(join(DOCS, "decisions.md"), "utf8");
  return new Set(
    [...text.matchAll(/^\| (RULES|FORMATS|PAIRING) §(\d+(?:\.\d+)*) +\|/gm)].map((m) => `${m[1]} §${m[2]}`),
  );
}

/**
 * A number cited: D, R or P and 1–3 digits (no leading zero), not part of a longer word, a cell
 * range (`A1:P40`) or a quoted name of its own (`"P5"` is a player, `"D4"` a cell).
 */
const NUMBER = /(?<![\w:$"'])([DRP][1-9]\d{0,2}[a-z]?)(?![\w:"'])/g;
/** A section cited, with the document named before it on the same line (bare: RULES). */
const SECTION = /(?:\b(RULES|FORMATS|PAIRING|EGD)(?:\.md)?\s*)?§\s?(\d+(?:\.\d+)*)/g;

interface Citation {
  readonly where: string;
  readonly cited: string;
}

function citations(): Citation[] {
  const out: Citation[] = [];
  for (const file of CITING.flatMap((p) => files(join(ROOT, p))).filter((f) => f !== __filename)) {
    const lines = readFileSync(file, "utf8").split("\n");
    lines.forEach((line, i) => {
      const where = `${relative(ROOT, file)}:${i + 1}`;
      for (const m of line.matchAll(NUMBER)) {
        if (m[1]) out.push({ where, cited: m[1] });
      }
      let doc = "RULES";
      for (const m of line.matchAll(SECTION)) {
        if (m[1]) doc = m[1] === "EGD" ? "FORMATS" : m[1];
        if (m[2]) out.push({ where, cited: `${doc} §${m[2]}` });
      }
    });
  }
  return out;
}

test("every D, R, P number and § cited in code, tests and docs is defined in docs/", () => {
  const defined = new Set([...definedNumbers(), ...definedSections()]);
  const all = citations();
  const unresolved = all.filter((c) => !defined.has(c.cited)).map((c) => `${c.where}: ${c.cited}`);
  expect(all.length).toBeGreaterThan(500); // the scan reads what it should
  if (unresolved.length > 0) {
    throw new Error(
      `Cited but not defined in docs/ (add each new decision to docs/decisions.md as ` +
        `"- **D30** _(RULES §…, the regulation's article)_ its text", a new § as a row of its ` +
        `sections table; a name or cell that only looks like a number goes in quotes of its own):\n` +
        unresolved.join("\n"),
    );
  }
});

test("the decisions the project follows are all defined: D1–D30, D10a, R1–R11, P1–P25", () => {
  const defined = definedNumbers();
  const expected = [
    ...Array.from({ length: 30 }, (_, i) => `D${i + 1}`),
    "D10a",
    ...Array.from({ length: 11 }, (_, i) => `R${i + 1}`),
    ...Array.from({ length: 25 }, (_, i) => `P${i + 1}`),
  ];
  expect(expected.filter((n) => !defined.has(n))).toEqual([]);
});

/** Each definition with its basis (`- **P40** _(…)_`) written once: two decisions never share a number. */
function definitionsWithBasis(): string[] {
  return files(DOCS).flatMap((file) =>
    [
      ...readFileSync(file, "utf8").matchAll(/^\s*(?:[-*]|\d+\.)\s+\*\*([DRP][1-9]\d*[a-z]?)\*\*\s+_\(/gm),
    ].map((m) => `${m[1] ?? ""} (${relative(ROOT, file)})`),
  );
}

test("no number is defined twice (a new decision takes the next free number)", () => {
  const all = definitionsWithBasis();
  expect(all.length).toBeGreaterThan(50); // the scan reads what it should
  const numberOf = (entry: string): string => entry.split(" ")[0] ?? "";
  const twice = all.filter((entry) => all.filter((other) => numberOf(other) === numberOf(entry)).length > 1);
  expect(twice).toEqual([]);
});

test("the check can fail: an undefined number and section are reported", () => {
  const defined = new Set([...definedNumbers(), ...definedSections()]);
  const line = '// D99 and FORMATS §9.9, but not A1:P40, "D78" or D50113';
  const found = [...line.matchAll(NUMBER)].map((m) => m[1]);
  expect(found).toEqual(["D99"]);
  const sections = [...line.matchAll(SECTION)].map((m) => `${m[1]} §${m[2]}`);
  expect(sections).toEqual(["FORMATS §9.9"]);
  expect(defined.has("D99") || defined.has("FORMATS §9.9")).toBe(false);
});
