/**
 * The corpus and the check of diagnostic-messages.test.ts (npm test: the sample) and
 * diagnostic-messages.slow.test.ts (the whole corpus, with every line of six real files damaged
 * in turn), one body for both.
 */
import { readdirSync, readFileSync, statSync } from "fs";
import { join } from "path";
import { type Diagnostic, clipQuoted } from "../../src/core/tournament/diagnostics";
import { readMahjongResults } from "../../src/formats/mahjong";
import { csvRatingList } from "../../src/formats/lists/csv-list";
import { MAX_STREAMED_LIST_BYTES, readRatingListChunks } from "../../src/formats/lists/stream";
import { readLevelList, readRatingList } from "../../src/formats/rating-list";
import { readTournament } from "../../src/formats/sniff";
import { LANGUAGES } from "../../src/i18n/language";
import { english, isMessage, render } from "../../src/i18n/table";
import { internalReferences } from "../i18n/internal-references";
import { detectRatingListMapping, ratingListFromSheet } from "../../src/sheet/post";
import { type SheetRead } from "../../src/sheet/sheet-read";
import { TARGETED } from "./diagnostic-inputs";
import { tour } from "./pairgoth-mini";

const FIXTURES = join(__dirname, "..", "fixtures");

/** The diagnostics of one file, read as what its name says it is. */
function diagnosticsOf(name: string, data: string | Uint8Array): readonly Diagnostic[] {
  if (/mahjong-results/.test(name)) return readMahjongResults(data).diagnostics;
  if (/levels?-list/.test(name)) return readLevelList(data).diagnostics;
  if (/list|ratinglist/.test(name)) return readRatingList(data).diagnostics;
  return readTournament(data, name).diagnostics;
}

/** Every file under test/fixtures of at most `maxBytes`. */
function fixtureFiles(dir: string, maxBytes: number): string[] {
  return readdirSync(dir).flatMap((f) => {
    const path = join(dir, f);
    if (statSync(path).isDirectory()) return fixtureFiles(path, maxBytes);
    return /\.(h9|tou|tour|trf|txt|csv|xml)$/.test(f) && statSync(path).size <= maxBytes ? [path] : [];
  });
}

// One small file per format, the seeds of the broken files (FORMATS.md's examples, cut down).
const SEEDS: Readonly<Record<string, string>> = {
  "mini.h9": [
    "; EV[Mini]",
    "; DT[2019-05-01,2019-05-03]",
    "; KM[6.5]",
    "   1 Alpha Ann                      3D HU BuPe    2+/w0    3+/b0",
    "   2 Beta Bob                       2D HU BuPe    1-/b0    4+/w0",
    "   3 Gamma Gil                      1D HU BuPe    4+/b0    1-/w0",
    "   4 Delta Dan                      1K HU BuPe    3-/w0    2-/b0",
  ].join("\n"),
  "mini.trf": [
    "012 Mini Open",
    "042 2024/05/01",
    "052 2024/05/03",
    "001    1 m    Alpha, Ann                        2100 HUN     1234567 1990/01/01  1.0    1     2 w 1     3 b 0",
    "001    2 m    Beta, Bob                         2000 HUN     1234568 1991/02/02  1.0    2     1 b 0     4 w 1",
    "001    3 m    Gamma, Gil                        1900 HUN     1234569 1992/03/03  1.0    3     4 b 0     1 w 1",
    "001    4 m    Delta, Dan                        1800 HUN     1234570 1993/04/04  1.0    4     3 w 1     2 b 0",
    "240 F  3    1",
  ].join("\n"),
  "mini.xml": [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<Tournament dataVersion="201">',
    "<Players>",
    '<Player name="Alpha" firstName="Ann" rank="3D" rating="2100" smmsCorrection="0" egfPin="12345678"/>',
    '<Player name="Beta" firstName="Bob" rank="2D" rating="2000" smmsCorrection="0" egfPin="12345679"/>',
    "</Players>",
    "<Games>",
    '<Game roundNumber="1" whitePlayer="ALPHAANN" blackPlayer="BETABOB" result="RESULT_WHITEWINS" handicap="0" knownColor="true"/>',
    "</Games>",
    '<ByePlayer player="ALPHAANN" roundNumber="2"/>',
    "<TournamentParameterSet>",
    '<GeneralParameterSet name="Mini" beginDate="2019-05-01" endDate="2019-05-03" basicTime="60" komi="6.5" numberOfRounds="2" genMMZero="30K"/>',
    "</TournamentParameterSet>",
    "</Tournament>",
  ].join("\n"),
  "mini.tour": JSON.stringify({
    name: "Mini",
    startDate: "2024-05-01",
    endDate: "2024-05-03",
    komi: 6.5,
    timeSystem: { type: "FISCHER", mainTime: 3600, increment: 30 },
    pairing: { type: "MAC_MAHON" },
    players: [
      { id: 1, name: "Alpha", firstname: "Ann", rank: -1, rating: 2100, mmsCorrection: 0 },
      { id: 2, name: "Beta", firstname: "Bob", rank: -2, rating: 2000, mmsCorrection: 0 },
    ],
    games: [[{ w: 1, b: 2, h: 0, r: "w" }]],
  }),
  "mini.csv": [
    "Tournament;Mini",
    "No;Name;Rank;Rating;1;2",
    "1;Alpha;3d;2100;2+;0",
    "2;Beta;2d;2000;1-;0",
  ].join("\n"),
  "mahjong-results.csv": ["place;player;points", "1;Иванов;120", "2;Петров;80", "3;Сидоров;-5"].join("\n"),
  "rating-list.csv": [
    "name;pin;rating;k;birth",
    "Alpha;111;2100;20;1990-01-01",
    "Beta;112;2000;40;1991-02-02",
  ].join("\n"),
  "levels-list.csv": ["name;level", "Иванов;3 dan", "Петров;12 kyu"].join("\n"),
};

/** Deterministic damage: the text cut at eighths, and with its digits turned to letters from a point on. */
function broken(text: string): string[] {
  const out: string[] = [];
  for (let k = 1; k < 8; k++) {
    const at = Math.floor((text.length * k) / 8);
    out.push(text.slice(0, at));
    out.push(text.slice(0, at) + text.slice(at).replace(/\d/g, (d) => "oizeasgtbq".charAt(Number(d))));
  }
  out.push(text.replace(/\n/g, "\n\n"), text.replace(/"/g, ""), text.replace(/;/g, ";;"));
  return out;
}

// Small real files whose every line is damaged in turn (digits to letters, the line twice, the
// line shifted right, a number grown out of bounds): the records a format has, each broken.
/**
 * The real files npm test damages line by line: those that reach a code nothing else reaches
 * (the TRF point system and teams, OpenGotha's duplicate key and criterion slot); the slow suite
 * damages every file of LINE_SEEDS.
 */
export const LINE_SAMPLES = [
  "trf-bb-extensions-handmade/input.trf",
  "trf-echecs-trf26-team/input.trf",
  "opengotha-weekend/input.xml",
];
export const LINE_SEEDS = [
  "trf-bb-extensions-handmade/input.trf",
  "trf-echecs-trf26-team/input.trf",
  "egd-veterans/input.h9",
  "ffg-veterans/input.tou",
  "opengotha-weekend/input.xml",
  "fide-list-txt/input.txt",
];
const LINE_DAMAGE: readonly ((line: string) => string)[] = [
  (l) => l.replace(/\d/g, (d) => "oizeasgtbq".charAt(Number(d))),
  (l) => `${l}\n${l}`,
  (l) => `${l.slice(0, 8)}   ${l.slice(8)}`,
  (l) => l.replace(/\d+/, (n) => `${n}9999`),
];
/**
 * An XML element's lines past its first few (the 45 `<Game>` of the OpenGotha seed) say what
 * the first ones said with other numbers: only the first `sameElement` of each element are
 * damaged (every line of the text formats is).
 */
function lineDamaged(text: string, sameElement: number): string[] {
  const lines = text.split("\n");
  const seen = new Map<string, number>();
  const damaged = lines.map((l) => {
    const element = /^\s*<\/?(\w+)/.exec(l)?.[1];
    if (element === undefined) return true;
    const n = (seen.get(element) ?? 0) + 1;
    seen.set(element, n);
    return n <= sameElement;
  });
  return lines.flatMap((_, i) =>
    damaged[i] === true ? LINE_DAMAGE.map((f) => lines.map((l, k) => (k === i ? f(l) : l)).join("\n")) : [],
  );
}

// Broken files the damage above does not make.
const EXTRA: readonly (readonly [string, string | Uint8Array])[] = [
  ["nul.h9", Uint8Array.from([0x3b, 0x20, 0x00, 0x41])],
  ["control.csv", Uint8Array.from({ length: 200 }, (_, i) => (i % 2 === 0 ? 0x01 : 0x41))],
  // D437: an Excel 97–2003 workbook's first bytes (its compound file signature)
  ["workbook.csv", Uint8Array.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1, 0, 0, 0, 0])],
  // D438: a round named twice in a crosstable's header
  ["twice.csv", "No;Name;Round 1;Round 1\n1;Ann;2+/w;\n2;Bob;1-/b;\n"],
  ["kovac.h9", Uint8Array.from([0x3b, 0x20, 0x4b, 0x6f, 0x76, 0xe1, 0xe8, 0x0a])],
  ["deep.tour", `${"[".repeat(100)}${"]".repeat(100)}`],
  ["escape.tour", '{"name": "a\\qb"}'],
  ["time.tour", tour({ timeSystem: { type: "HOURGLASS", mainTime: 60 } })],
  ["time.tour", tour({ timeSystem: { type: "FISCHER" } })],
  ["sos.tour", tour({ pairing: { type: "MAC_MAHON", main: { sosValueAbsentUseBase: false } } })],
  [
    "ids.tour",
    tour({
      players: [
        { id: 1, name: "A" },
        { id: 1, name: "B" },
      ],
    }),
  ],
  [
    "bye.tour",
    tour({
      games: [
        [
          { id: 1, t: 1, w: 9, b: 0, h: 0, r: "w" },
          { id: 2, t: 2, w: 1, b: 2, h: 0, r: "?" },
        ],
      ],
    }),
  ],
  ["dates.tour", tour({ startDate: "2019", endDate: "2018-01-01" })],
  ["dates.tour", tour({ startDate: "2019-05-03", endDate: "2019-05-01", komi: 999 })],
  ["list.csv", "ID Number  Name\n12a  X\n"],
  ["mahjong-results.csv", "place;player;points\n2;Иванов;1x\n2;Иванов;3\n0;Петров;4\n"],
  ["mahjong-results.csv", "nothing;here\n1;2\n"],
  ["levels-list.csv", "name;level\n;3 dan\nИванов;\nПетров;99 dan\n"],
  ["levels-list.csv", "who;what\nx;y\n"],
  ["rating-list.csv", "name;rating\nA;\nB;2,150\n"],
  ["root.xml", "<Other/>"],
  ["notxml.xml", "<Tournament><Players><Player name='A'></Tournament>"],
];

type Named = readonly [string, string | Uint8Array];

/**
 * What a suite reads: the fixture files of at most `maxBytes` and the `larger` ones named; every
 * line of the real files `lineSeeds` (of LINE_SEEDS) damaged in turn, an XML element's first
 * `sameElement` lines.
 */
export interface Corpus {
  readonly maxBytes: number;
  readonly larger?: readonly string[];
  readonly lineSeeds: readonly string[];
  readonly sameElement: number;
}

/**
 * The files both suites read: the small fixtures, each format's seeds broken, the broken files
 * above and diagnostic-inputs.ts's.
 */
const SAMPLE_FILES = (fixtures: Corpus): readonly Named[] => [
  ...[
    ...fixtureFiles(FIXTURES, fixtures.maxBytes),
    ...(fixtures.larger ?? []).map((f) => join(FIXTURES, f)),
  ].map((p) => [p, readFileSync(p)] as const),
  ...Object.entries(SEEDS).flatMap(([name, text]) => broken(text).map((t) => [name, t] as const)),
  ...EXTRA,
  ...TARGETED,
];

/** Every line of the corpus's `lineSeeds` damaged in turn. */
const lineDamagedFiles = (corpus: Corpus): readonly Named[] =>
  corpus.lineSeeds.flatMap((f) =>
    lineDamaged(readFileSync(join(FIXTURES, f), "utf8"), corpus.sameElement).map((t) => [f, t] as const),
  );

/**
 * A rating list whose pieces add up to more than 2 GB (the streamed list's limit, H6): the
 * second piece says it is 2 GB long without being so (only its length is read once the limit is
 * passed), so nothing of that size is allocated.
 */
function pastTheListLimit(): readonly Diagnostic[] {
  const first = new TextEncoder().encode("name;rating\nA;2000\n");
  const huge = Object.defineProperty(new Uint8Array(1), "length", { value: MAX_STREAMED_LIST_BYTES });
  return readRatingListChunks([first, huge]).diagnostics;
}

/** A rating list in a sheet (Post's list) whose row has no rating. */
function sheetRowWithoutRating(): readonly Diagnostic[] {
  const values = [
    ["Name", "Rating"],
    ["Kis Anna", "n/a"],
  ];
  const read: SheetRead = {
    sheetName: "List",
    row: 0,
    column: 0,
    rows: 2,
    columns: 2,
    values,
    formulas: values,
    numberFormat: values.map((r) => r.map(() => "General")),
  };
  const mapping = detectRatingListMapping(read);
  return "text" in mapping ? [] : ratingListFromSheet(read, mapping).diagnostics;
}

/** A season list's history rating that is no number (D136: `rdBadHistoryRating`). */
function historyRatingNotNumber(): readonly Diagnostic[] {
  return csvRatingList("PIN,Name,Rating,Rating 2026-03-14 Open\n1,A,2000,abc\n").diagnostics;
}

/**
 * The distinct diagnostics (by code and English detail) of the sample's files and of the real
 * files `lineSeeds` damaged line by line: each file's, read as its name says, and those of the
 * rating list past 2 GB, the sheet's list row without a rating and the season list's history
 * rating that is no number.
 */
export function corpusDiagnostics(corpus: Corpus): Diagnostic[] {
  const files = [...SAMPLE_FILES(corpus), ...lineDamagedFiles(corpus)];
  const seen = new Map<string, Diagnostic>();
  const read = [
    ...files.flatMap(([name, data]) => diagnosticsOf(name, data)),
    ...pastTheListLimit(),
    ...sheetRowWithoutRating(),
    ...historyRatingNotNumber(),
  ];
  for (const d of read) if (!seen.has(d.code + d.detail)) seen.set(d.code + d.detail, d);
  return [...seen.values()];
}

/** A diagnostic's text is a message of the table, in English its detail, in each language its own. */
export function rendersInEveryLanguage(d: Diagnostic): void {
  expect(isMessage(d.text)).toBe(true);
  expect(clipQuoted(english(d.text))).toBe(d.detail);
  // what breaks a rule, in one list (one expect() per diagnostic: there are 500 of them)
  const broken: string[] = [];
  // The rules hold for the project's own words: the XML parser's text that rdXml quotes as it
  // writes it ("undefined entity", its English quotation marks) is left out of the checks.
  const own = d.text.code === "rdXml" ? { ...d.text, params: { ...d.text.params, parser: "" } } : d.text;
  const en = render(own, "en");
  for (const lang of LANGUAGES) {
    const t = render(own, lang);
    if (/undefined|NaN|\[object|^\s*$/.test(t))
      broken.push(`${lang} ${t}: undefined, NaN, an object or empty`);
    for (const r of internalReferences(t)) broken.push(`${lang} ${t}: names ${r}`);
    if (lang !== "en") {
      if (t === en) broken.push(`${lang} ${t}: the English text`);
      // the language's own quotation marks, never the English ones around a value
      if (/(^|\s)"[^"=]*"(\s|$|[,;:)])/.test(t)) broken.push(`${lang} ${t}: English quotation marks`);
    }
  }
  const ru = render(d.text, "ru");
  if (!/[а-яё]/i.test(ru)) broken.push(`ru ${ru}: not in Cyrillic`);
  expect(broken).toEqual([]);
}
