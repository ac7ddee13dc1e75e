/**
 * The pane's actions against the in-memory workbook: syncs per action whatever the size,
 * calculation suspended while writing, a failed creation removing only its own sheet, and the
 * whole flow (create → correct a result → Recalculate → Post) losing nothing.
 */
import { readRatingList } from "../../src/formats";
import {
  createTournamentSheet,
  describeError,
  postToRatingList,
  readSheet,
  readSheetNames,
  recalculateActiveSheet,
} from "../../src/sheet/actions";
import { writeUpdate } from "../../src/sheet/adapter";
import { SheetReadError, SheetWriteError } from "../../src/sheet/excel-errors";
import { num, text } from "../../src/sheet/plan";
import { type RatingListMapping, detectRatingListMapping } from "../../src/sheet/post";
import { buildTournamentSheet } from "../../src/sheet/tournament-sheet";
import type { FakeCell } from "./fake-workbook";
import { officeFunctionBook as officeBook } from "./office-book";
import { fixtureBytes, fixtureTournament } from "./tournament-helpers";

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

  test("an update failing at its second request says how much of it was written, in its message and as the error's partsWritten", async () => {
    const rows = Array.from({ length: 200 }, (_, i) => [text(`=cell ${i}`), num(i)]);
    const update = { sheetName: "Ratings", blocks: [{ at: "E1", rows }] };
    // the reference: the same update's requests, written whole
    const parts = (await writeUpdate(officeBook().context(), update, { requestBudget: 4000 })).syncs;
    expect(parts).toBeGreaterThan(1);
    const book = officeBook();
    // a request is counted as it runs: the first runs whole, the second's first statement fails
    const before = book.syncCount;
    book.failOn(
      (op) => op.sheet === "Ratings" && book.syncCount > before + 1,
      "GeneralException",
      "Offline.",
    );
    const error = await writeUpdate(book.context(), update, { requestBudget: 4000 }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(SheetWriteError);
    expect((error as SheetWriteError).partsWritten).toEqual({ done: 1, parts });
    expect((error as SheetWriteError).text).toMatchObject({
      code: "updateFailedPartly",
      params: { done: 1, total: parts },
    });
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
    fileRatings: true,
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

  test('a failed read of the active sheet says so, in the pane\'s language, never `Could not read ""`', async () => {
    const book = officeBook();
    await createTournamentSheet(book.context(), build);
    book.failOn((op) => op.location === "Range.load", "GeneralException", "Busy.");
    const error = await recalculateActiveSheet(book.context()).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(SheetReadError);
    expect((error as Error).message).toBe("Could not read the active sheet: Busy. (GeneralException)");
    expect(describeError(error, "hu")).toBe(
      "Nem sikerült beolvasni az aktív lapot: Busy. (GeneralException)",
    );
    expect(describeError(error, "ru")).toBe("Не удалось прочитать активный лист: Busy. (GeneralException)");
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
      fileRatings: true,
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
