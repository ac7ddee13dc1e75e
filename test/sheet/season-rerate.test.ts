/**
 * Re-rate the season (D172–D174) over the fake workbook: RULES §1.4's example 2 (1d at 2000;
 * 2035, 2055 → 2d reached once, 2040, 2075 → 2d) as four tournament sheets created in the pane's
 * way (each from the list sheet as Post left it, then posted), the third arriving late: created
 * and posted after the fourth, so the fourth started from the wrong rating. Re-rating the season
 * rates them again in date order from the list before the first and gives the example's figures.
 */
import { postToRatingList, readSheet, rerateSeason } from "../../src/sheet/actions";
import { writePlan } from "../../src/sheet/adapter";
import { describe as describeMessage } from "../../src/sheet/messages";
import { type RatingListMapping, detectRatingListMapping, ratingListFromSheet } from "../../src/sheet/post";
import { buildTournamentSheet } from "../../src/sheet/tournament-sheet";
import { at, series } from "../core/season/season-helpers";
import { FakeWorkbook } from "./fake-workbook";
import { FUNCTIONS } from "../../src/functions/registry";

const HERO = { name: "Hero", pin: "10001", rank: "1d" };
const EVENTS = series(HERO, 2000, [2035, 2055, 2040, 2075]);
const LIST = "Rating list";

async function mappingOf(book: FakeWorkbook): Promise<RatingListMapping> {
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
async function heroRow(book: FakeWorkbook): Promise<Record<string, unknown>> {
  const r = await readSheet(book.context(), LIST);
  const [header, hero] = [r.values[0] ?? [], r.values[1] ?? []];
  return Object.fromEntries(header.map((h, i) => [h, hero[i]]).filter(([h]) => h !== ""));
}

async function seasonBook(): Promise<{ book: FakeWorkbook; sheets: string[] }> {
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

describe("Re-rate the season: RULES §1.4 example 2 with its third tournament late", () => {
  it("as posted, the fourth started from 2055 (the second's) and the list's newest is the late third's", async () => {
    const { book } = await seasonBook();
    const row = await heroRow(book);
    expect(row["2026-01-03"]).toBe(2035); // the first's rating after, as the example
    expect(row["2026-01-05"]).toBe(2055);
    expect(row["2026-01-09"]).not.toBe(2075); // rated from 2055, not the example's 2040
    expect(row["2026-01-07"]).not.toBe(2040); // rated from the fourth's figure
  });

  it("re-rated: 2035, 2055, 2040, 2075 and 2d after the fourth, each tournament's changes listed in date order", async () => {
    const { book } = await seasonBook();
    const r = await rerateSeason(book.context(), await mappingOf(book));
    if (!r.ok) throw new Error(r.problems.map((p) => p.message).join("\n"));
    const hero = r.steps.map((s) => [s.day, s.changes.find((c) => c.name.startsWith("Hero"))]);
    expect(hero).toEqual([
      ["2026-01-03", { name: "Hero", before: 2000, after: 2035, rankBefore: "1d", rankAfter: "1d" }],
      ["2026-01-05", { name: "Hero", before: 2035, after: 2055, rankBefore: "1d", rankAfter: "1d" }],
      ["2026-01-07", { name: "Hero", before: 2055, after: 2040, rankBefore: "1d", rankAfter: "1d" }],
      ["2026-01-09", { name: "Hero", before: 2040, after: 2075, rankBefore: "1d", rankAfter: "2d" }],
    ]);
    const row = await heroRow(book);
    expect(row).toMatchObject({
      "2026-01-03": 2035,
      "2026-01-05": 2055,
      "2026-01-07": 2040,
      "2026-01-09": 2075,
      "2026-01-09 rank": "2d",
    });
    // the list as Post reads it: the newest, 2075 and 2d; and re-rating again changes nothing
    const mapping = await mappingOf(book);
    expect(ratingListFromSheet(await readSheet(book.context(), LIST), mapping).entries[0]).toMatchObject({
      rating: 2075,
      rank: "2d",
    });
    const again = await rerateSeason(book.context(), mapping);
    expect(again.ok && again.steps).toEqual(r.steps);
  });

  it("a sheet whose Dates cell is no date: said at that cell, and nothing written", async () => {
    const { book, sheets } = await seasonBook();
    const before = await heroRow(book);
    const late = sheets[3] ?? "";
    const read = await readSheet(book.context(), late);
    const row = read.values.findIndex((r) => r[0] === "Dates");
    book.typeInto(late, `B${row + 1}`, "soon");
    const r = await rerateSeason(book.context(), await mappingOf(book));
    expect(r.ok).toBe(false);
    const said = r.ok ? [] : r.problems.map((p) => [p.address, describeMessage(p.text, "en")]);
    expect(said).toEqual([
      [
        `'${late}'!B${row + 1}`,
        `"${late}" has no date in its Dates cell: type the tournament's days (2026-05-10 – 2026-05-12) so that the season can place it`,
      ],
    ]);
    expect(await heroRow(book)).toEqual(before);
  });
});
