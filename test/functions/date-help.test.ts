/**
 * The 1904 date system for the functions used without the pane (D293, D191, D193): every date
 * parameter's help says, in each language, how a date cell is read and what is right in every
 * workbook; and every date parameter reads a date cell as the day the workbook shows once the
 * functions know the workbook's system, in a 1900 workbook and in a 1904 one. Serials: Microsoft,
 * "Differences between the 1900 and the 1904 date system in Excel" (1,462 days apart), computed
 * here by toExcelSerial (src/core/common/date.ts, D191).
 */
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { type CalendarDate, type DateSystem, toExcelSerial } from "../../src/core/common/date";
import { setFunctionDateSystem } from "../../src/functions/date-system";
import * as fide from "../../src/functions/fide";
import { TRANSLATIONS } from "../../src/functions/i18n";
import { dateCells } from "../../src/functions/i18n/date-cells";
import { LOCALES, localizeMetadataJson } from "../../src/functions/i18n/localize";
import * as mahjong from "../../src/functions/mahjong";
import { generatedMetadata } from "./generated-metadata";

// eslint-disable-next-line @typescript-eslint/no-require-imports
const FILES: string[] = require("../../function-files.js");
const SRC = path.join(__dirname, "..", "..", "src", "functions");

interface Metadata {
  functions: { id: string; parameters: { name: string; description?: string }[] }[];
}

/**
 * The parameters the functions read as dates, found in their code: the name given to `date` or
 * `optDate` (a range's cells as `dates[1]`), and `results` where a results row's last day is read
 * in the functions' date system.
 */
function dateParametersInCode(): Set<string> {
  const names = new Set<string>();
  for (const file of readdirSync(SRC).filter((f) => f.endsWith(".ts"))) {
    const code = readFileSync(path.join(SRC, file), "utf8");
    for (const m of code.matchAll(/\b(?:optDate|date)\([^,()]+(?:\([^()]*\))?[^,()]*,\s*["`]([a-z_]+)/g)) {
      names.add(m[1] as string);
    }
    if (/readResultRow\([^;]*functionDateSystem\(\)/.test(code)) names.add("results");
  }
  return names;
}

describe("every date parameter's help says how a date cell is read (D293)", () => {
  const found = dateParametersInCode();
  let files: [string, Metadata, string][] = [];
  beforeAll(async () => {
    const { metadataJson } = await generatedMetadata(FILES);
    files = [
      ["en", JSON.parse(metadataJson) as Metadata, dateCells("en")],
      ...LOCALES.map((l): [string, Metadata, string] => [
        l,
        JSON.parse(localizeMetadataJson(metadataJson, TRANSLATIONS, l)) as Metadata,
        dateCells(l),
      ]),
    ];
  });

  test("the code's date parameters are the ones this suite knows", () => {
    expect([...found].sort()).toEqual([
      "birth_date",
      "dates",
      "event_dates",
      "on_date",
      "release_date",
      "results",
      "tournament_date",
    ]);
  });

  /** Each date parameter by function (`results` is MAHJONG.RATINGLIST's, a row's last day). */
  const DATE_PARAMETERS: readonly (readonly [string, string])[] = [
    ["FIDE.KFACTOR", "birth_date"],
    ["FIDE.KFACTOR", "on_date"],
    ["FIDE.INITIAL", "event_dates"],
    ["MAHJONG.WEIGHT", "tournament_date"],
    ["MAHJONG.WEIGHT", "release_date"],
    ["MAHJONG.EVOLUTION", "dates"],
    ["MAHJONG.EVOLUTION", "release_date"],
    ["MAHJONG.RATINGLIST", "results"],
    ["MAHJONG.RATINGLIST", "release_date"],
  ];

  test("every name the code reads as a date is among them", () => {
    expect(new Set(DATE_PARAMETERS.map(([, name]) => name))).toEqual(found);
  });

  test("in English, Hungarian and Russian, each ends with the text of its language; no other says it", () => {
    const english = files[0]?.[1] as Metadata;
    const isDate = (id: string, name: string): boolean =>
      DATE_PARAMETERS.some(([i, n]) => i === id && n === name);
    let checked = 0;
    for (const [lang, metadata, text] of files) {
      english.functions.forEach((f, fi) =>
        f.parameters.forEach((p, pi) => {
          const description = metadata.functions[fi]?.parameters[pi]?.description ?? "";
          const says = description.endsWith(`; ${text}`);
          expect([lang, f.id, p.name, says]).toEqual([lang, f.id, p.name, isDate(f.id, p.name)]);
          if (says) checked += 1;
        }),
      );
    }
    expect(checked).toBe(DATE_PARAMETERS.length * 3);
  });
});

const SYSTEMS: readonly DateSystem[] = ["1900", "1904"];
const day = (iso: string): CalendarDate => {
  const [year, month, d] = iso.split("-").map(Number) as [number, number, number];
  return { year, month, day: d };
};

describe.each(SYSTEMS)("date cells of a %s workbook, once the functions know it (D191, D193)", (system) => {
  /** The serial Excel hands for this day in this workbook. */
  const cell = (iso: string): number => toExcelSerial(day(iso), system);
  beforeEach(() => setFunctionDateSystem(system));
  afterEach(() => setFunctionDateSystem("1900"));

  test("MAHJONG.WEIGHT's tournament_date and release_date (D16: 0.84 for 2026-03-15 at 2026-12-01)", () => {
    expect(mahjong.weight(cell("2026-03-15"), "2026-12-01")).toBe(0.84);
    expect(mahjong.weight("2026-03-15", cell("2026-12-01"))).toBe(0.84);
    expect(mahjong.weight(cell("2026-03-15"), cell("2026-12-01"))).toBe(0.84);
  });

  test("MAHJONG.EVOLUTION's dates and release_date (D18: 1d+ by 2026-05-01, 1d by 2026-06-01)", () => {
    const dates = [[cell("2025-03-10"), cell("2025-06-01"), cell("2025-01-10")]];
    const norms = [[2100, 2600, 1300]];
    expect(mahjong.evolution(dates, norms, cell("2026-05-01"))).toBe("1d+");
    expect(mahjong.evolution(dates, norms, cell("2026-06-01"))).toBe("1d");
  });

  test("MAHJONG.RATINGLIST's results (a row's last day) and release_date: the list of ISO dates", () => {
    const rows = (last: string | number) =>
      Array.from({ length: 12 }, (_, i) => [`P${i + 1}`, "Open", last, i + 1, 12, 8, false]);
    const iso = mahjong.ratinglist(rows("2026-11-10"), "2026-12-01");
    expect(mahjong.ratinglist(rows(cell("2026-11-10")), cell("2026-12-01"))).toEqual(iso);
    // mahjong.test.ts: the winner 600 → 6 kyu, T5 120, rating 215 (D15)
    expect(iso[1]).toEqual([1, "P1", "6k", 120, 215, 1]);
  });

  test("FIDE.KFACTOR's birth_date and on_date (D23: a junior under 18 on 2026-06-01: K 40)", () => {
    expect(fide.kfactor(2000, 40, cell("2010-05-31"), false, cell("2026-06-01"), "FIDE2024")).toBe(40);
    // born 2004-03-09 (22 on that day): K 20, as D193's test in test/sheet/date-system.test.ts
    expect(fide.kfactor(2000, 40, cell("2004-03-09"), false, cell("2026-06-01"), "FIDE2024")).toBe(20);
  });

  test("FIDE.INITIAL's event_dates (FIDE2024 8.2.1: 0/2 in the first event disregarded → 1922)", () => {
    const opp = [[2000, 2000, 1850, 1920, 1901, 1936, 1900]];
    const res = [[0, 0, 1, 1, 1, 0, 0]];
    const first = cell("2025-01-10");
    const second = cell("2025-03-01");
    const dates = [[first, first, second, second, second, second, second]];
    expect(fide.initial(opp, res, null, null, null, dates)).toBe(1922);
  });
});

test("a 1904 workbook's date cell read before the functions know the system is 1,462 days early", () => {
  setFunctionDateSystem("1900");
  // 2026-03-15 in a 1904 workbook, read as a 1900 serial: 2022-03-14, weight 0 after 36 months
  const serial = toExcelSerial(day("2026-03-15"), "1904");
  expect(mahjong.weight(serial, "2026-12-01")).toBe(0);
  expect(mahjong.weight("2026-03-15", "2026-12-01")).toBe(0.84);
});
