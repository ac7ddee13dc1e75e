/**
 * The custom functions under each reading of what Excel hands them where its builds differ
 * (HostReadings, test/sheet/fake-workbook.ts): an empty cell or argument slot as null, 0 or ""
 * (D185, D186), a range given to a single-value parameter lifted or #VALUE! (D188). Arguments are
 * shaped by the generated functions.json, as Excel shapes them.
 */
import path from "node:path";
import { generateCustomFunctionsMetadata } from "custom-functions-metadata/lib/generate";
import { FUNCTIONS } from "../../src/functions/registry";
import {
  callArguments,
  ratingsFormula,
  standingsFormula,
  teamStandingsFormula,
} from "../../src/sheet/formulas";
import { SYSTEM_NAMES } from "../../src/systems";
import { writePlan } from "../../src/sheet/adapter";
import { buildTournamentSheet } from "../../src/sheet/tournament-sheet";
import type { TournamentSheetRequest } from "../../src/sheet/request";
import {
  FakeWorkbook,
  type FunctionShapes,
  type HostReadings,
  type SheetSeed,
  shapesOf,
} from "../sheet/fake-workbook";
import { example5, fixtureTournament, newPlayerExample } from "../sheet/tournament-helpers";
import { registerArg } from "../../src/functions/tournament-args";
import type { Cell } from "../../src/functions/coerce";

// eslint-disable-next-line @typescript-eslint/no-require-imports
const FILES: string[] = require("../../function-files.js");

let shapes: FunctionShapes = new Map();

beforeAll(async () => {
  const root = path.resolve(__dirname, "../..");
  const generated = await generateCustomFunctionsMetadata(
    FILES.map((f) => path.resolve(root, f)),
    false,
  );
  shapes = shapesOf(JSON.parse(generated.metadataJson) as Parameters<typeof shapesOf>[0]);
});

/** Excel on the web and current desktop (null), older desktop (0), and "" (D185). */
const READINGS = [null, 0, ""] as const;

function book(rows: SheetSeed["rows"], host: HostReadings): FakeWorkbook {
  return new FakeWorkbook({ functions: FUNCTIONS, shapes, host, sheets: [{ name: "S", rows }] });
}

/** The value of the formula in A1 over the cells of `rows` below it (Z1 is always empty). */
function value(formula: string, host: HostReadings, rows: SheetSeed["rows"] = []): unknown {
  return book([[formula], ...(rows ?? [])], host).valuesOf("S", "A1")[0]?.[0];
}

/**
 * Each formula leaves an optional argument to an empty cell (Z1) or an empty slot, and gives what
 * the same call without it gives: FUNCTIONS.md's examples.
 */
const OPTIONAL_LEFT_EMPTY: readonly (readonly [string, string | number, string])[] = [
  // FUNCTIONS.md: FIDE.KFACTOR(2100, 12) → 40
  ["=FIDE.KFACTOR(2100,12,Z1,Z1,Z1,Z1,Z1,Z1)", 40, "birth date, on_date, ruleset … as empty cells"],
  ["=FIDE.KFACTOR(2100,12,,,,)", 40, "birth date, reached_2400, on_date and ruleset as empty slots"],
  // FUNCTIONS.md: MGSZ.RANK(1947) → 1k
  ["=MGSZ.RANK(1947,Z1)", "1k", "style as an empty cell"],
  // FUNCTIONS.md: MGSZ.MULTIPLIER(120, , TRUE, 600, "european") → 45
  ['=MGSZ.MULTIPLIER(120,Z1,TRUE,600,"european")', 45, "byoyomi as an empty cell"],
  ['=MGSZ.MULTIPLIER(120,,TRUE,600,"european")', 45, "byoyomi as an empty slot"],
  // FUNCTIONS.md: MAHJONG.NORM(2500) → 2d
  ["=MAHJONG.NORM(2500,Z1)", "2d", "style as an empty cell"],
  // FUNCTIONS.md: FIDE.EXPECTED(2145, 2300) → 0.29, FIDE2024 the default ruleset
  ["=FIDE.EXPECTED(2145,2300,Z1)", 0.29, "ruleset as an empty cell"],
];

describe.each(READINGS)("an empty cell or slot arriving as %p (D185)", (emptyArrives) => {
  const host: HostReadings = { emptyArrives };

  test.each(OPTIONAL_LEFT_EMPTY)("%s gives %p (%s)", (formula, expected) => {
    expect(value(formula, host)).toBe(expected);
  });

  test("RULES §1.3 example 5's ΣJp 0.52 with an empty column between the games (D186: an opponent of 0 is no game)", () => {
    // XY 1947 against A 1935 (lost), B 1865, C 1924 (won), D 1997 (lost), E 2015 (won)
    const rows: SheetSeed["rows"] = [
      [null, 1935, null, 1865, 1924, 1997, 2015],
      [null, 0, null, 1, 1, 0, 1],
    ];
    expect(value("=MGSZ.SUMGAMEPOINTS(1947,B2:G2,B3:G3)", host, rows)).toBe(0.52);
  });

  test("a rating left to an empty cell is refused, never rated as 0 (D186)", () => {
    expect(value("=MGSZ.GAMEPOINT(Z1,1865,1)", host)).toBe("#VALUE!");
    expect(value("=FIDE.KFACTOR(Z1,12)", host)).toBe("#VALUE!");
  });
});

describe.each(READINGS)("the Register column's empty cells arriving as %p (D321)", (empty) => {
  // RULES §1.3 example 5 with XY a new player declared 1k (test/sheet/choices.test.ts): six rows
  const ct = { tournament: newPlayerExample(), rows: [1, 2, 3, 4, 5, 6], height: 6 };
  const column = (first: Cell): Cell[][] => [[first], [empty], [empty], [empty], [empty], [empty]];

  test("are players who are not new, never FALSE (new, rated from the declared rank)", () => {
    expect(registerArg(column(false), "register", ct)).toEqual(new Map([[0, false]]));
    expect(registerArg(column("✗"), "register", ct)).toEqual(new Map([[0, false]]));
    expect(registerArg(column(true), "register", ct)).toEqual(new Map([[0, true]]));
    expect(registerArg(column(empty), "register", ct)).toEqual(new Map());
  });

  test("a single empty cell is no column", () => {
    expect(registerArg([[empty]], "register", ct)).toEqual(new Map());
    expect(registerArg(empty, "register", ct)).toEqual(new Map());
  });
});

/** The sheets Create writes, one per system (RULES §1.3 example 5, RULES §2.1 example 8.34, a Hungarian header). */
const SHEETS: readonly (readonly [string, () => TournamentSheetRequest])[] = [
  [
    "MGSZ, example 5, in Hungarian",
    () => ({
      tournament: example5(),
      fileName: "example5.csv",
      params: { system: "mgsz", multiplier: 30 },
      fileRatings: true,
      tiebreaks: ["MMS", "SOS"],
      language: "hu",
    }),
  ],
  [
    "FIDE, example 8.34, in Russian",
    () => ({
      tournament: fixtureTournament("trf-rules-8-34"),
      fileName: "8-34.trf",
      params: { system: "fide", ruleset: "HU2017" },
      tiebreaks: ["PTS", "BUCH"],
      language: "ru",
    }),
  ],
];

async function sheetValues(req: TournamentSheetRequest, host: HostReadings): Promise<unknown> {
  const b = new FakeWorkbook({ functions: FUNCTIONS, shapes, host });
  const { sheetName } = await writePlan(b.context(), buildTournamentSheet(req).plan);
  return b.snapshotSheet(sheetName);
}

describe.each(SHEETS)("the sheet (%s) calculates alike in every reading", (_name, request) => {
  let plain: unknown;
  beforeAll(async () => {
    plain = await sheetValues(request(), {});
  });
  test.each([...READINGS.map((e) => ({ emptyArrives: e })), { rangeToScalar: "lift" as const }])(
    "%p (D185, D188)",
    async (host) => {
      expect(await sheetValues(request(), host)).toEqual(plain);
    },
  );
});

describe("the sheet's formulas leave no argument slot empty (D187)", () => {
  const EMPTY_SLOT = /\(,|,,|,\)/;

  test('callArguments writes "" before a given argument and leaves out the ones after the last', () => {
    expect(callArguments(["A1", undefined, "B2", undefined, undefined])).toBe('A1,"",B2');
    expect(callArguments(["A1"])).toBe("A1");
  });

  test.each(SYSTEM_NAMES)(
    "%s's ratings formula in every language, with and without its side columns",
    (system) => {
      for (const language of ["en", "hu", "ru"] as const)
        for (const sides of [{}, { k: "$K$10:$K$20", register: "$K$10:$K$20", reachedOnce: "$L$10:$L$20" }])
          for (const accept of [false, true]) {
            const f = ratingsFormula(system, "$A$10:$I$20", { multiplier: "$B$5" }, sides, language, accept);
            expect(f).not.toMatch(EMPTY_SLOT);
          }
    },
  );

  test("the standings and team standings, with and without the McMahon cells", () => {
    const mm = { zero: "$R$10", floor: "$R$11", bar: "$R$12", absent: "$R$13", roundDown: "$R$14" };
    for (const language of ["en", "hu", "ru"] as const) {
      expect(standingsFormula("$A$10:$I$20", "$B$7", language)).not.toMatch(EMPTY_SLOT);
      expect(standingsFormula("$A$10:$I$20", "$B$7", language, mm)).not.toMatch(EMPTY_SLOT);
      expect(
        teamStandingsFormula("$A$10:$I$20", "$K$10:$M$20", language, { matchPoints: "3,1,0" }),
      ).not.toMatch(EMPTY_SLOT);
    }
  });
});

describe("a range given to a single-value parameter (D188)", () => {
  // FUNCTIONS.md: MGSZ.RANK(1947) → 1k; MGSZ.RANKPOINTS("3 dan") → 2130, the 3d band's floor
  const rows: SheetSeed["rows"] = [
    ["=MGSZ.RANK(B1:B2)", 1947],
    [null, 2130],
  ];

  test("is #VALUE! where Excel does not lift it", () => {
    expect(book(rows, { rangeToScalar: "value" }).valuesOf("S", "A1:A2")).toEqual([["#VALUE!"], [""]]);
  });

  test("is called once per cell and spills where Excel lifts it", () => {
    expect(book(rows, { rangeToScalar: "lift" }).valuesOf("S", "A1:A2")).toEqual([["1k"], ["3d"]]);
  });
});
