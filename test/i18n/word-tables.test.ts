/**
 * The sheet's words (src/i18n/sheet-texts.ts) and the standings page's (standings-page.ts), like
 * the pane's and the messages: every language its own words, none naming an internal reference.
 */
import { LANGUAGES } from "../../src/i18n/language";
import { SHEET_TEXTS } from "../../src/i18n/sheet-texts";
import { PAGE_TEXTS } from "../../src/i18n/standings-page";
import { internalReferences } from "./internal-references";

/** Every value of a table, its functions called with 1, 3 and 7 (numbers where they count). */
function texts(table: object): string[] {
  return Object.values(table).flatMap((v: unknown): string[] =>
    typeof v === "string"
      ? [v]
      : typeof v === "function"
        ? [1, 3, 7].map((n) => String((v as (...x: number[]) => unknown)(n, n + 1, n + 2)))
        : typeof v === "object" && v !== null
          ? texts(v)
          : [],
  );
}

describe.each([
  ["the sheet's words", SHEET_TEXTS],
  ["the standings page's words", PAGE_TEXTS],
] as const)("%s", (_name, table) => {
  test("the scan reads them (so the checks below can fail)", () => {
    for (const lang of LANGUAGES) expect(texts(table[lang]).length).toBeGreaterThan(15);
  });

  test.each(LANGUAGES.map((l) => [l]))("%s: no internal reference, nothing undefined", (lang) => {
    // `R1`, `R3`: the English round columns' headers, not a reading of the rules
    const found = texts(table[lang]).filter(
      (t) => (internalReferences(t).length > 0 && !/^R\d+$/.test(t)) || /undefined|NaN|\[object/.test(t),
    );
    expect(found).toEqual([]);
  });

  test("Hungarian and Russian have words of their own for most of the English ones", () => {
    const en = texts(table.en);
    for (const lang of ["hu", "ru"] as const) {
      const other = texts(table[lang]);
      const same = other.filter((t, i) => t === en[i] && /[a-z]{3}/.test(t));
      expect(same.length).toBeLessThan(en.length / 10);
    }
  });
});
