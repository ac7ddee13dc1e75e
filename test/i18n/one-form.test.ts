/**
 * One form for every text the user sees (issue 25, D130, D131): a family of codes, each with its
 * template in en, hu and ru over typed parameters (`Family<P>`, `src/i18n/message.ts`). A text
 * stored any other way — a record of strings per language (`{ en: { title: "…" } }`), a
 * dictionary of translations (`{ hu: "…", ru: "…" }`), a record typed by language whose values
 * are strings or functions — is a second mechanism. This scan of src/ (comments left out)
 * finds them; the places below keep one, each with why. A place listed that the scan no longer
 * finds fails too, so the list stays true and only shrinks.
 */
import { readFileSync } from "node:fs";
import { join, relative } from "node:path";
import { sources, withoutComments } from "./sources";
import { PANE_TEXTS, STRINGS } from "../../src/i18n/pane";
import { SHEET_TEXTS, SHEET_WORDS } from "../../src/i18n/sheet-texts";
import { PAGE_TEXTS, PAGE_WORDS } from "../../src/i18n/standings-page";
import { SEASON_PAGE_TEXTS, SEASON_PAGE_WORDS } from "../../src/i18n/season-page";
import { HEADER_LABELS, HEADER_LABEL_WORDS } from "../../src/i18n/labels";
import { PAIRING_LABELS, PAIRING_LABEL_WORDS } from "../../src/i18n/pairing-labels";
import { SPILL_HEADER_WORDS } from "../../src/i18n/header-words";
import { LANGUAGES } from "../../src/i18n/language";
import { type Family, shaped, words } from "../../src/i18n/message";

const ROOT = join(__dirname, "..", "..");

/**
 * What the families' own templates still say per language in a record of their own beside the
 * templates: a reason's words, a field's name, a subject's lead, a mark. Each is a fragment of
 * that family's messages, in its file; one of these records is a code of the family to be.
 */
const FRAGMENTS =
  "fragments of the file's messages (a reason, a field's name, a subject), a record per language beside the templates";

/** Where a text is still stored outside the one form, by file: how many of each kind, and why. */
const ALLOWED: readonly {
  readonly file: string;
  readonly kinds: Partial<Record<Kind, number>>;
  readonly why: string;
}[] = [
  {
    file: "src/i18n/errors-args-fide.ts",
    kinds: { translations: 2, "record typed by language": 1 },
    why: FRAGMENTS,
  },
  {
    file: "src/i18n/errors-args-words.ts",
    kinds: { "texts per language": 2, translations: 4, "record typed by language": 3 },
    why: FRAGMENTS,
  },
  {
    file: "src/i18n/errors-args.ts",
    kinds: { "texts per language": 6, "record typed by language": 4 },
    why: FRAGMENTS,
  },
  {
    file: "src/i18n/errors-common.ts",
    kinds: {
      "texts per language": 2,
      "branch on language": 1,
      translations: 2,
      "record typed by language": 2,
    },
    why: FRAGMENTS,
  },
  {
    file: "src/i18n/errors-mahjong-list.ts",
    kinds: { "texts per language": 3, "record typed by language": 3 },
    why: FRAGMENTS,
  },
  {
    file: "src/i18n/errors-pairing.ts",
    kinds: { "texts per language": 3, "record typed by language": 1 },
    why: FRAGMENTS,
  },
  { file: "src/i18n/errors-readers-common.ts", kinds: { "record typed by language": 3 }, why: FRAGMENTS },
  {
    file: "src/i18n/errors-readers-files.ts",
    kinds: { "texts per language": 6, "record typed by language": 3 },
    why: FRAGMENTS,
  },
  { file: "src/i18n/errors-readers-lists.ts", kinds: { "texts per language": 6 }, why: FRAGMENTS },
  {
    file: "src/i18n/errors-readers-trf-columns.ts",
    kinds: { "texts per language": 3, translations: 12, "record typed by language": 1 },
    why: FRAGMENTS,
  },
  {
    file: "src/i18n/errors-tournament.ts",
    kinds: { "texts per language": 3, "branch on language": 1 },
    why: FRAGMENTS,
  },
  {
    file: "src/i18n/file-facts.ts",
    kinds: { "texts per language": 3, "record typed by language": 1 },
    why: FRAGMENTS,
  },
  {
    file: "src/i18n/identity.ts",
    kinds: { "texts per language": 4, translations: 8, "record typed by language": 1 },
    why: FRAGMENTS,
  },
  { file: "src/i18n/pairing.ts", kinds: { "texts per language": 1 }, why: FRAGMENTS },
  {
    file: "src/i18n/pane.ts",
    kinds: { "texts per language": 1, translations: 2, "record typed by language": 1 },
    why: "LANGUAGE_NAMES: each language's own name on the language switch, the same whatever the pane's language",
  },
  {
    file: "src/i18n/reader-json-words.ts",
    kinds: { "texts per language": 3, "branch on language": 1 },
    why: FRAGMENTS,
  },
  { file: "src/i18n/unsettled.ts", kinds: { "record typed by language": 3 }, why: FRAGMENTS },
  {
    file: "src/i18n/writer-notes.ts",
    kinds: { "texts per language": 3, "branch on language": 1, "record typed by language": 2 },
    why: FRAGMENTS,
  },
  { file: "src/results/headers.ts", kinds: { "record typed by language": 1 }, why: FRAGMENTS },
];

const KINDS = [
  "texts per language",
  "translations",
  "record typed by language",
  "branch on language",
] as const;
type Kind = (typeof KINDS)[number];

interface Found {
  readonly file: string;
  readonly line: number;
  readonly kind: Kind;
}

/** The text of the braces opening at `from`, strings skipped, and its properties at depth 1. */
function block(text: string, from: number): string {
  let depth = 0;
  let top = "";
  for (let i = from; i < text.length; i++) {
    const c = text[i] ?? "";
    if (c === '"' || c === "'" || c === "`") {
      const end = closing(text, i);
      if (depth === 1) top += text.slice(i, end + 1);
      i = end;
      continue;
    }
    if (c === "{" || c === "[" || c === "(") depth++;
    if (c === "}" || c === "]" || c === ")") depth--;
    if (depth === 0) return top;
    if (depth === 1 && c !== "{") top += c;
  }
  return top;
}

function closing(text: string, open: number): number {
  const quote = text[open];
  for (let i = open + 1; i < text.length; i++) {
    if (text[i] === "\\") i++;
    else if (text[i] === quote) return i;
  }
  return text.length;
}

const lineOf = (text: string, at: number): number => text.slice(0, at).split("\n").length;

/** What the scan finds in one file's text. */
function scanText(file: string, source: string): Found[] {
  const text = withoutComments(source);
  const found: Found[] = [];
  // a language's block whose own properties are texts: `en: { title: "Rating Officer", … }`
  for (const m of text.matchAll(/\b(en|hu|ru)\s*:\s*\{/g)) {
    const top = block(text, (m.index ?? 0) + m[0].length - 1);
    if (/(^|,)\s*[\w"'$-]+\s*:\s*["'`]/.test(top))
      found.push({ file, line: lineOf(text, m.index ?? 0), kind: "texts per language" });
  }
  // in src/i18n, one language's texts as a record of their own: `const PANE_EN: PaneStrings = { title: "…" }`
  if (file.startsWith("src/i18n/"))
    for (const m of text.matchAll(/\bconst\s+\w+\s*(:\s*([^=]+?))?\s*=\s*\{/g)) {
      // a family's categories (D135) are codes, not texts the user sees
      if (/^(Family|Templates|Words|Categories)\b/.test((m[2] ?? "").trim())) continue;
      const top = block(text, (m.index ?? 0) + m[0].length - 1);
      if (/(^|,)\s*[\w"'$-]+\s*:\s*["'`]/.test(top))
        found.push({ file, line: lineOf(text, m.index ?? 0), kind: "texts per language" });
    }
  // in src/i18n, a text chosen by a branch on the language: `lang === "hu" ? "…" : "…"`
  if (file.startsWith("src/i18n/"))
    for (const m of text.matchAll(/\b(lang|language)\s*===\s*"(hu|ru)"/g))
      found.push({ file, line: lineOf(text, m.index ?? 0), kind: "branch on language" });
  // a dictionary of translations: `{ hu: "Hely", ru: "Место" }`
  for (const m of text.matchAll(/\b(hu|ru)\s*:\s*["'`]/g))
    found.push({ file, line: lineOf(text, m.index ?? 0), kind: "translations" });
  // a record typed by language whose values are texts: `Record<Language, (s: Subject) => string>`,
  // unless it is rendered from a family (a function's result, or `= wordsByLanguage(…)`)
  const typed = /Record<\s*(Language|HeaderLanguage|Locale)\s*,\s*(string|\(|\{|Record|Readonly<Record)/g;
  for (const m of text.matchAll(typed)) {
    const at = m.index ?? 0;
    const before = text.slice(Math.max(0, at - 12), at);
    const statement = text.slice(at, text.indexOf(";", at));
    if (/\)\s*:\s*(Readonly<)?$/.test(before) || /=\s*(wordsByLanguage|shaped|words)\b/.test(statement))
      continue;
    found.push({ file, line: lineOf(text, at), kind: "record typed by language" });
  }
  return found;
}

const found = sources(join(ROOT, "src")).flatMap((path) =>
  scanText(relative(ROOT, path).split("\\").join("/"), readFileSync(path, "utf8")),
);
/** Whether two counts by kind are the same, whatever the order of their kinds. */
const sameCounts = (
  a: Partial<Record<Kind, number>> | undefined,
  b: Partial<Record<Kind, number>>,
): boolean => a !== undefined && KINDS.every((k) => a[k] === b[k]);

/** What the scan finds, counted by file and kind. */
function counted(list: readonly Found[]): Map<string, Partial<Record<Kind, number>>> {
  const counts = new Map<string, Partial<Record<Kind, number>>>();
  for (const f of list) {
    const kinds = counts.get(f.file) ?? {};
    kinds[f.kind] = (kinds[f.kind] ?? 0) + 1;
    counts.set(f.file, kinds);
  }
  return counts;
}

describe("one form for every text the user sees", () => {
  test("the scan finds each kind of second mechanism (so the checks below can fail)", () => {
    const kinds = (source: string) => scanText("x.ts", source).map((f) => f.kind);
    expect(kinds(`const T = { en: { title: "Rating Officer", n: (n) => n }, hu: { title: "x" } };`)).toEqual([
      "texts per language",
      "texts per language",
    ]);
    expect(kinds(`const W = lookupTable({ Place: { hu: "Hely", ru: "Место" } });`)).toEqual([
      "translations",
      "translations",
    ]);
    expect(kinds(`const N: Readonly<Record<Language, (s: Subject) => string>> = f();`)).toEqual([
      "record typed by language",
    ]);
    expect(kinds(`const W: Readonly<Record<Language, Readonly<Record<Key, string>>>> = g();`)).toEqual([
      "record typed by language",
    ]);
    expect(
      scanText("src/i18n/pane-en.ts", `export const PANE_EN: PaneStrings = { title: "Rating Officer" };`),
    ).toHaveLength(1);
    expect(scanText("src/i18n/x.ts", `const q = (lang) => (lang === "hu" ? "„" : "«");`)).toHaveLength(1);
    // the one form itself is none
    expect(
      kinds(`const F: Family<P> = { en: { title: () => "Rating Officer", n: (p) => \`\${p.n}\` } };`),
    ).toEqual([]);
    expect(kinds(`// en: { title: "a comment" }`)).toEqual([]);
  });

  test("no text stored outside the one form but in the places listed", () => {
    const allowed = new Map(ALLOWED.map((a) => [a.file, a.kinds]));
    const more = [...counted(found)].filter(([file, kinds]) =>
      Object.entries(kinds).some(([kind, n]) => n > (allowed.get(file)?.[kind as Kind] ?? 0)),
    );
    expect(more.map(([file, kinds]) => `${file}: ${JSON.stringify(kinds)}`)).toEqual([]);
  });

  test("every place listed still keeps as many (the list stays true, and shrinks as they move)", () => {
    const counts = counted(found);
    expect(ALLOWED.filter((a) => !sameCounts(counts.get(a.file), a.kinds)).map((a) => a.file)).toEqual([]);
  });
});

describe("the records the edges read are rendered from their families (D130, D131)", () => {
  const families: readonly [string, Family<Record<string, never>>][] = [
    ["the pane's texts", PANE_TEXTS as never],
    ["the sheet's words", SHEET_WORDS as never],
    ["the standings page's words", PAGE_WORDS as never],
    ["the season page's words", SEASON_PAGE_WORDS as never],
    ["the header block's labels", HEADER_LABEL_WORDS as never],
    ["the pairing block's labels", PAIRING_LABEL_WORDS as never],
    ["the spills' header words", SPILL_HEADER_WORDS as never],
  ];

  test.each(families)("%s: every language gives the same codes", (_name, family) => {
    for (const lang of LANGUAGES)
      expect(Object.keys(family[lang]).sort()).toEqual(Object.keys(family.en).sort());
  });

  test("a word's record is its family rendered (changing the template changes the record)", () => {
    for (const lang of LANGUAGES) {
      expect(HEADER_LABELS[lang]).toEqual(words(HEADER_LABEL_WORDS, lang));
      expect(PAIRING_LABELS[lang]).toEqual(words(PAIRING_LABEL_WORDS, lang));
    }
    // RULES' header block: "Multiplier C" in English, "C szorzó" in Hungarian (src/i18n/labels.ts)
    expect(HEADER_LABELS.hu.multiplier).toBe("C szorzó");
  });

  test("the pane reads each code rendered: a word as its text, parameters in their order, a list by name", () => {
    const pane = STRINGS.en;
    expect(pane.title).toBe(PANE_TEXTS.en.title({}));
    expect(pane.progress(2, 5)).toBe(PANE_TEXTS.en.progress({ done: 2, total: 5 }));
    expect(pane.progress(2, 5)).toBe("Step 2 of 5");
    expect(pane.formatNames.trf).toBe(PANE_TEXTS.en["formatNames.trf"]({}));
    expect(SHEET_TEXTS.ru.round(3)).toBe(SHEET_WORDS.ru.round({ n: 3 }));
    expect(SHEET_TEXTS.en.teamRounds).toEqual(["Round", "Team", "Result", "Opponent", "MP", "GP"]);
    expect(PAGE_TEXTS.hu.players(3)).toBe(PAGE_WORDS.hu.players({ n: 3 }));
    expect(SEASON_PAGE_TEXTS.ru.after("2026-01-09", 4)).toBe(
      SEASON_PAGE_WORDS.ru.after({ end: "2026-01-09", tournaments: 4 }),
    );
  });

  test("shaped: codes without parameters, with them in order, lists and arrays", () => {
    const s = shaped<{
      a: string;
      f: (x: number, y: number) => string;
      l: Record<string, string>;
      r: string[];
    }>(
      {
        a: () => "A",
        f: (p: { x: number; y: number }) => `${p.x}-${p.y}`,
        "l.one": () => "1",
        "r.0": () => "first",
        "r.1": () => "second",
      },
      { f: ["y", "x"] },
    );
    expect(s.a).toBe("A");
    expect(s.f(1, 2)).toBe("2-1");
    expect(s.l).toEqual({ one: "1" });
    expect(s.r).toEqual(["first", "second"]);
  });
});
