/**
 * The README stays true. Its links and images (and those of ARCHITECTURE.md and docs/) resolve;
 * its function reference documents every registered function; and every inline example written
 * as `` `ID(args)` → result `` gives that result through the command line's evaluator (the same
 * function table Excel uses). The expected values are the README's own: the examples of
 * FUNCTIONS.md's tables (from RULES.md's worked examples), plus T5 and RATING of four values,
 * checked by hand from D15 ((900 + 800 + 700 + 600 + 0) / 5 = 600; 0.25 × 2500 + 0.75 × 600 =
 * 1075).
 */
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { dirname, join } from "node:path";

import { evaluateFormula, formatAnswer } from "../src/cli/formula";
import { FUNCTIONS } from "../src/functions/registry";

const readme = readFileSync(join(__dirname, "..", "README.md"), "utf8");
const reference = section(readme, "## Function reference");

function section(text: string, heading: string): string {
  const start = text.indexOf(`\n${heading}\n`);
  if (start < 0) throw new Error(`README has no "${heading}" section`);
  const end = text.indexOf("\n## ", start + heading.length + 2);
  return text.slice(start, end < 0 ? undefined : end);
}

/** `` `MGSZ.RANK(1947)` → `1k` `` and `` `MGSZ.CHANCE(82)` → 0.31 `` pairs of a table cell. */
function examples(text: string): { formula: string; expected: string }[] {
  const found: { formula: string; expected: string }[] = [];
  const pattern = /`([A-Z]+\.[A-Z0-9]+\([^`]*\))` → (`[^`]+`|[−-]?[\d.,]+…?|\{[^}]*\})/g;
  for (const m of text.matchAll(pattern)) {
    found.push({ formula: m[1] ?? "", expected: m[2] ?? "" });
  }
  return found;
}

/** The README writes −0.16 with a typographic minus and spilled rows as {4, 3}. */
function normalised(expected: string): string {
  return expected.replace(/^`|`$/g, "").replace(/−/g, "-").replace(/, /g, ",");
}

describe("README function reference", () => {
  it.each([...FUNCTIONS.keys()])("documents %s", (id) => {
    expect(reference).toContain(`\`${id}(`);
  });

  const cases = examples(reference);

  it("has an example for most functions", () => {
    expect(cases.length).toBeGreaterThanOrEqual(25);
  });

  it.each(cases)("$formula → $expected", ({ formula, expected }) => {
    const shown = formatAnswer(evaluateFormula(`=${formula}`));
    const want = normalised(expected);
    if (want.endsWith("…")) {
      expect(shown.startsWith(want.slice(0, -1))).toBe(true);
    } else {
      expect(shown).toBe(want);
    }
  });
});

describe("links in the README and docs/", () => {
  const root = join(__dirname, "..");
  const pages = [
    "README.md",
    "ARCHITECTURE.md",
    ...readdirSync(join(root, "docs"))
      .filter((f) => f.endsWith(".md"))
      .map((f) => `docs/${f}`),
  ];
  const links = pages.flatMap((page) => {
    const text = readFileSync(join(root, page), "utf8");
    return [...text.matchAll(/\]\(([^)#\s]+)(#[^)\s]*)?\)/g)]
      .map((m) => m[1] ?? "")
      .filter((target) => !/^[a-z]+:/.test(target))
      .map((target) => ({ page, target }));
  });

  it("there are links to check", () => {
    expect(links.length).toBeGreaterThan(20);
  });

  it.each(links)("$page → $target exists", ({ page, target }) => {
    expect(existsSync(join(root, dirname(page), target))).toBe(true);
  });
});
