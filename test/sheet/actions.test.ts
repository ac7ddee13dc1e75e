/**
 * The pane's actions against the in-memory workbook: syncs per action whatever the size,
 * calculation suspended while writing, a failed creation removing only its own sheet, and the
 * whole flow (create → correct a result → Recalculate → Post) losing nothing.
 */
import { rateMgszTournament } from "../../src/core/engines/mgsz";
import { readRatingList } from "../../src/formats";
import {
  createTournamentSheet,
  postToRatingList,
  readSheet,
  readSheetNames,
  recalculateActiveSheet,
} from "../../src/sheet/actions";
import { SheetWriteError, writeUpdate } from "../../src/sheet/adapter";
import { num, text } from "../../src/sheet/plan";
import { type RatingListMapping, detectRatingListMapping } from "../../src/sheet/post";
import { buildTournamentSheet } from "../../src/sheet/tournament-sheet";
import type { FakeCell, FakeWorkbook } from "./fake-workbook";
import { INJECTIONS } from "./sample-plan";
import {
  bigTournament,
  fixtureBytes,
  fixtureTournament,
  functionBook,
  ratingsTable,
} from "./tournament-helpers";

function officeBook(): FakeWorkbook {
  return functionBook([
    {
      name: "Ratings",
      rows: [
        ["Name", "Rank", "Rating"],
        ["Mizessyn François", "3d", 2150],
        ["Someone Else", "1k", 1950],
      ],
    },
    { name: "Notes", rows: [["keep me"], ["=Ratings!C2"]] },
  ]);
}

describe("a 2,000-player tournament", () => {
  const t = bigTournament(2000, 5, INJECTIONS);
  const build = buildTournamentSheet({
    tournament: t,
    fileName: "big.h9",
    params: { system: "mgsz", multiplier: 30 },
    tiebreaks: ["MMS", "SOS"],
    language: "en",
  });

  test("create, Recalculate and Post each in at most two syncs", async () => {
    const book = officeBook();
    const progress: [number, number][] = [];
    let syncs = book.syncCount;
    const written = await createTournamentSheet(book.context(), build, (d, n) => progress.push([d, n]));
    expect(book.syncCount - syncs).toBe(2);
    expect(written.syncs).toBe(2);
    expect(progress).toEqual([
      [1, 2],
      [2, 2],
    ]);
    const sheet = written.sheetName;
    // Printing set in the same two syncs: the crosstable's header row (9) and A:B on every page,
    // one page wide, the print area from A1 to the last ratings row over A..K (K: the ID column).
    const lastRatingsRow = Number(build.layout.ratingsAnchor.slice(1)) + 2000;
    expect(book.sheet(sheet)?.print).toEqual({
      orientation: "Portrait",
      titleColumns: "$A:$B",
      titleRows: "$9:$9",
      area: `A1:K${lastRatingsRow}`,
      zoom: { horizontalFitToPages: 1 },
    });
    // Every name stayed text, the figures are the engine's.
    t.players.forEach((p, i) => {
      if (i % 97 === 3)
        expect(book.cell(sheet, `B${10 + i}`)).toMatchObject({ value: p.name, formula: null });
    });
    const engine = rateMgszTournament(t, { multiplier: 30 });
    const rows = ratingsTable(book, sheet, build);
    expect(rows).toHaveLength(2000);
    expect(rows.map((r) => r["Rating after"])).toEqual(engine.players.map((p) => p.ratingAfter));

    // Correct one result on both sides (players 1 and 2 met in round 1), then Recalculate.
    const [a, b] = [t.players[0]?.results[0], t.players[1]?.results[0]];
    expect(a).toMatchObject({ kind: "game", opponent: 1, score: 2 });
    expect(b).toMatchObject({ kind: "game", opponent: 0, score: 0 });
    expect(book.valuesOf(sheet, "E10:E11")).toEqual([["2+/w0"], ["1-/b0"]]);
    book.typeInto(sheet, "E10", "2-/w0");
    book.typeInto(sheet, "E11", "1+/b0");
    syncs = book.syncCount;
    const recalculated = await recalculateActiveSheet(book.context());
    expect(book.syncCount - syncs).toBe(2);
    expect(recalculated.ok).toBe(true);
    if (!recalculated.ok) return;
    const edited = {
      ...t,
      players: t.players.map((p, i) =>
        i > 1
          ? p
          : {
              ...p,
              results: p.results.map((e, r) =>
                r === 0 && e.kind === "game" ? { ...e, score: (i === 0 ? 0 : 2) as 0 | 2 } : e,
              ),
            },
      ),
    };
    const after = rateMgszTournament(edited, { multiplier: 30 });
    expect(recalculated.players.map((p) => p.ratingAfter)).toEqual(after.players.map((p) => p.ratingAfter));
    expect(recalculated.players[0]?.ratingAfter).not.toBe(engine.players[0]?.ratingAfter);
    expect(ratingsTable(book, sheet, build)[0]?.["Rating after"]).toBe(after.players[0]?.ratingAfter);

    // Post all 2,000 to the list: two syncs, 2,000 rows appended (none of them is on it).
    const mapping = detectRatingListMapping(await readSheet(book.context(), "Ratings")) as RatingListMapping;
    syncs = book.syncCount;
    const posted = await postToRatingList(book.context(), mapping, recalculated.players, "2026-11-22");
    expect(book.syncCount - syncs).toBe(2);
    expect(posted).toMatchObject({ updated: 0, appended: 2000, column: "D" });
    expect(book.valuesOf("Ratings", "A4:D4")).toEqual([
      [t.players[0]?.name, "", "", recalculated.players[0]?.ratingAfter],
    ]);
    for (const r of book.requests.slice(-1)) expect(r.calculationSuspended).toBe(true);
  }, 120_000);
});

describe("writeUpdate", () => {
  test("an update above the request budget goes in several syncs, each with calculation suspended", async () => {
    const book = officeBook();
    const before = book.snapshotSheet("Ratings") as { cells: Record<string, FakeCell> };
    const rows = Array.from({ length: 200 }, (_, i) => [text(`=cell ${i}`), num(i)]);
    const progress: [number, number][] = [];
    const result = await writeUpdate(
      book.context(),
      { sheetName: "Ratings", blocks: [{ at: "E1", rows }], bold: ["E1"] },
      { requestBudget: 4000, syncsBefore: 1, onProgress: (d, n) => progress.push([d, n]) },
    );
    expect(result.syncs).toBeGreaterThan(1);
    expect(book.syncCount).toBe(result.syncs);
    expect(book.requests.every((r) => r.calculationSuspended)).toBe(true);
    expect(progress[progress.length - 1]).toEqual([result.syncs + 1, result.syncs + 1]);
    expect(book.cell("Ratings", "E200")).toMatchObject({
      value: "=cell 199",
      formula: null,
      numberFormat: "@",
    });
    expect(book.cell("Ratings", "E1")?.bold).toBe(true);
    const after = book.snapshotSheet("Ratings") as { cells: Record<string, FakeCell> };
    for (const [address, cell] of Object.entries(before.cells)) expect(after.cells[address]).toEqual(cell);
  });

  test("an update of a sheet that is not there fails without adding one", async () => {
    const book = officeBook();
    const error = await writeUpdate(book.context(), {
      sheetName: "Gone",
      blocks: [{ at: "A1", rows: [[num(1)]] }],
    }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(SheetWriteError);
    expect((error as Error).message).toMatch(/Could not update the sheet "Gone".*Nothing was changed/);
    expect(book.sheets.map((s) => s.name)).toEqual(["Ratings", "Notes"]);
  });
});

describe("failures", () => {
  const build = buildTournamentSheet({
    tournament: fixtureTournament("egd-veterans"),
    fileName: "veterans.h9",
    params: { system: "mgsz", multiplier: 30 },
    tiebreaks: [],
    language: "en",
  });

  test("a write failing half-way removes the new sheet only; the other sheets are untouched", async () => {
    const book = officeBook();
    const before = book.snapshot();
    book.failOn((op) => op.location === "TableCollection.add");
    const error = await createTournamentSheet(book.context(), build).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(SheetWriteError);
    expect(error).toMatchObject({ sheetName: "Veterans", removed: true });
    expect((error as Error).message).toMatch(/The partial sheet was removed; no other sheet was changed/);
    expect(book.snapshot()).toEqual(before);
  });

  test("a Recalculate write that fails changes no sheet but its own spill cells, and says so", async () => {
    const book = officeBook();
    const { sheetName } = await createTournamentSheet(book.context(), build);
    const notes = book.snapshotSheet("Notes");
    book.failOn((op) => op.location === "Range.formulas");
    const error = await recalculateActiveSheet(book.context()).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(SheetWriteError);
    expect((error as Error).message).toMatch(new RegExp(`Could not update the sheet "${sheetName}"`));
    expect(book.sheet(sheetName)).toBeDefined();
    expect(book.snapshotSheet("Notes")).toEqual(notes);
  });

  test("Post to a sheet that is gone: a read error, nothing written", async () => {
    const book = officeBook();
    const before = book.snapshot();
    const mapping: RatingListMapping = { sheet: "Gone", headerRow: 0, name: 0, rating: 2 };
    await expect(postToRatingList(book.context(), mapping, [], "2026-11-22")).rejects.toThrow(
      /no sheet or range named "Gone"/,
    );
    expect(book.snapshot()).toEqual(before);
  });
});

describe("the whole flow on an EGD table", () => {
  test("create, correct, Recalculate, Post: every earlier value of the workbook is still there", async () => {
    const book = officeBook();
    const list = readRatingList(fixtureBytes("egd-ratinglist-hu"));
    const build = buildTournamentSheet({
      tournament: fixtureTournament("egd-veterans"),
      fileName: "veterans.h9",
      params: { system: "mgsz", multiplier: 30 },
      ratingList: list,
      tiebreaks: ["MMS", "SOS", "SODOS"],
      language: "hu",
    });
    const ratings = book.snapshotSheet("Ratings") as { cells: Record<string, FakeCell> };
    const notes = book.snapshotSheet("Notes");
    expect(await readSheetNames(book.context())).toEqual(["Ratings", "Notes"]);
    const { sheetName } = await createTournamentSheet(book.context(), build);
    expect(await readSheetNames(book.context())).toEqual(["Ratings", "Notes", "Veterans"]);
    const r1 = await recalculateActiveSheet(book.context());
    expect(r1.ok).toBe(true);
    if (!r1.ok) return;
    // Recalculating an unchanged sheet gives the figures it was created with.
    expect(r1.players.map((p) => p.ratingAfter)).toEqual(build.players.map((p) => p.ratingAfter));
    const mapping = detectRatingListMapping(await readSheet(book.context(), "Ratings")) as RatingListMapping;
    const posted = await postToRatingList(book.context(), mapping, r1.players, "2026-11-22");
    expect(posted.updated + posted.appended).toBe(build.players.length);
    const after = book.snapshotSheet("Ratings") as { cells: Record<string, FakeCell> };
    for (const [address, cell] of Object.entries(ratings.cells)) expect(after.cells[address]).toEqual(cell);
    expect(book.snapshotSheet("Notes")).toEqual(notes);
    expect(book.sheet(sheetName)).toBeDefined();
  });
});
