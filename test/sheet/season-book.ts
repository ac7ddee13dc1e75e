/**
 * RULES §1.4's example 2 as a workbook for Re-rate the season (D172–D174): 1d at 2000; 2035,
 * 2055 → 2d reached once, 2040, 2075 → 2d, as four tournament sheets created in the pane's way
 * (each from the list sheet as Post left it, then posted), the third arriving late: created and
 * posted after the fourth, so the fourth started from the wrong rating. Shared by the jest test
 * (test/sheet/season-rerate.test.ts) and the browser's (e2e/season-rerate.e2e.test.ts), which
 * seeds the stubbed Office with the sheets (`seedsOf`).
 */
import { postToRatingList, readSheet } from "../../src/sheet/actions";
import { writePlan } from "../../src/sheet/adapter";
import { type RatingListMapping, detectRatingListMapping, ratingListFromSheet } from "../../src/sheet/post";
import { buildTournamentSheet } from "../../src/sheet/tournament-sheet";
import { FUNCTIONS } from "../../src/functions/registry";
import { at, series } from "../core/season/season-helpers";
import type { SheetRead } from "../../src/sheet/sheet-read";
import { readUsedRanges } from "../../src/sheet/sheet-read";
import { FakeWorkbook, type SheetSeed, enter } from "./fake-workbook";

export const HERO = { name: "Hero", pin: "10001", rank: "1d" };
const EVENTS = series(HERO, 2000, [2035, 2055, 2040, 2075]);
export const LIST = "Rating list";

export async function mappingOf(book: FakeWorkbook): Promise<RatingListMapping> {
  const m = detectRatingListMapping(await readSheet(book.context(), LIST));
  if (!("rating" in m)) throw new Error("no list header");
  return m;
}

/** Step 4 and 6 of the pane for event k: the sheet from the list sheet as it stands, then Post. */
async function createAndPost(book: FakeWorkbook, k: number): Promise<string> {
  const mapping = await mappingOf(book);
  const e = at(EVENTS, k);
  const end = e.tournament.end;
  const day = `${end?.year}-${String(end?.month).padStart(2, "0")}-${String(end?.day).padStart(2, "0")}`;
  const build = buildTournamentSheet({
    tournament: { ...e.tournament, startDate: day, endDate: day }, // as a file's reader gives them
    fileName: e.file,
    params: { system: "mgsz", multiplier: e.multiplier ?? null },
    ratingList: ratingListFromSheet(await readSheet(book.context(), LIST), mapping),
    tiebreaks: ["MMS", "SOS"],
    language: "en",
  });
  const { sheetName } = await writePlan(book.context(), build.plan);
  await postToRatingList(book.context(), mapping, build.players, day);
  return sheetName;
}

/** The hero's row of the list: its rating columns' headers and values. */
export async function heroRow(book: FakeWorkbook): Promise<Record<string, unknown>> {
  const r = await readSheet(book.context(), LIST);
  const [header, hero] = [r.values[0] ?? [], r.values[1] ?? []];
  return Object.fromEntries(header.map((h, i) => [h, hero[i]]).filter(([h]) => h !== ""));
}

/** The workbook of the four tournaments posted in the order 1, 2, 4, 3, and their sheets' names. */
export async function seasonBook(): Promise<{ book: FakeWorkbook; sheets: string[] }> {
  const book = new FakeWorkbook({
    functions: FUNCTIONS,
    sheets: [
      {
        name: LIST,
        rows: [
          ["PIN", "Name", "Rank", "Rating"],
          ["10001", "Hero", "1d", 2000],
        ],
      },
    ],
  });
  const sheets = [];
  for (const k of [0, 1, 3, 2]) sheets.push(await createAndPost(book, k)); // the third arrives late
  return { book, sheets };
}

/**
 * The workbook's sheets as seeds another workbook types in again: each cell's formula, or its
 * value, written so that typing gives it back (a text that typing would read as a number or a
 * formula behind an apostrophe).
 */
export function seedsOf(book: FakeWorkbook): SheetSeed[] {
  return book.sheets.map((sheet) => {
    const rows: unknown[][] = [];
    for (const [k, cell] of sheet.cells) {
      const [r, c] = k.split(",").map(Number) as [number, number];
      if (cell.spilledFrom !== undefined) continue;
      const typed =
        cell.formula ??
        (typeof cell.value === "string" && enter(cell.value, "General")?.value !== cell.value
          ? `'${cell.value}`
          : cell.value);
      (rows[r] ??= [])[c] = typed;
    }
    return { name: sheet.name, rows: Array.from(rows, (row) => Array.from(row ?? [], (v) => v ?? null)) };
  });
}

/** A padding player of D334's larger season, column `k` of row `i`: on the list, in no tournament. */
const paddingCell = (i: number, k: number): string | number | undefined => ["", `Padded ${i}`, "5k", 1600][k];

/** The `c`-th copy's name of a tournament sheet in D334's larger season (" 00", " 01" …). */
const copyName = (name: string, c: number): string => `${name} ${String(c).padStart(2, "0")}`;

/** `book`'s sheets read as Re-rate reads them (every sheet), its list sheet's read and its mapping. */
export async function readSeason(
  book: FakeWorkbook,
): Promise<{ list: SheetRead; mapping: RatingListMapping; reads: SheetRead[] }> {
  const mapping = await mappingOf(book);
  const reads = await readUsedRanges(
    book.context(),
    book.sheets.map((s) => s.name),
  );
  const list = reads.find((r) => r.sheetName === mapping.sheet);
  if (list === undefined) throw new Error("no list sheet");
  return { list, mapping, reads };
}

/**
 * D334's larger season: the workbook of `seasonBook` read as Re-rate reads it (every sheet), its
 * four tournament sheets `copies` times (named apart: " 00", " 01" …, so each copy follows the one
 * before on the same days) and the list padded with `pad` players who play none of them.
 */
export async function paddedSeason(
  copies: number,
  pad: number,
): Promise<{ list: SheetRead; mapping: RatingListMapping; reads: SheetRead[] }> {
  const { book } = await seasonBook();
  const { list: read, mapping, reads } = await readSeason(book);
  const width = read.values[0]?.length ?? 4;
  const padded = <T>(grid: T[][], cell: (i: number, k: number) => T): T[][] => [
    ...grid,
    ...Array.from({ length: pad }, (_, i) => Array.from({ length: width }, (_, k) => cell(i, k))),
  ];
  const player = (i: number, k: number) => paddingCell(i, k) ?? "";
  const list: SheetRead = {
    ...read,
    rows: read.rows + pad,
    values: padded(read.values, player),
    formulas: padded(read.formulas, player),
    numberFormat: padded(read.numberFormat, () => "General"),
  };
  const sheets = reads.filter((r) => r.sheetName !== mapping.sheet);
  const copied = Array.from({ length: copies }, (_, c) =>
    sheets.map((r) => ({ ...r, sheetName: copyName(r.sheetName, c) })),
  );
  return { list, mapping, reads: [list, ...copied.flat()] };
}

/**
 * D334's larger season as seeds of another workbook (the browser test's stubbed Office, D363): the
 * list sheet padded with `pad` players and the four tournament sheets `copies` times, as
 * `paddedSeason` reads them; with the list's mapping, which the workbook remembers.
 */
export async function paddedSeeds(
  copies: number,
  pad: number,
): Promise<{ seeds: SheetSeed[]; mapping: RatingListMapping }> {
  const { book } = await seasonBook();
  const mapping = await mappingOf(book);
  const seeds = seedsOf(book);
  const list = seeds.find((s) => s.name === mapping.sheet);
  if (list === undefined) throw new Error("no list sheet");
  const width = list.rows?.[0]?.length ?? 4;
  const padding = Array.from({ length: pad }, (_, i) =>
    Array.from({ length: width }, (_, k) => paddingCell(i, k) || null),
  );
  const tournaments = seeds.filter((s) => s !== list);
  const copied = Array.from({ length: copies }, (_, c) =>
    tournaments.map((s) => ({ ...s, name: copyName(s.name, c) })),
  );
  return { seeds: [{ ...list, rows: [...(list.rows ?? []), ...padding] }, ...copied.flat()], mapping };
}
