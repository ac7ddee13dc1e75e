/**
 * The pane's actions on a 2,000-player tournament: create and Post in two syncs each, Recalculate
 * in three (its read is bounded: sheet-read.ts) (the slow suite, `npm run test:slow`: the
 * workbook computes every formula).
 */
import { rateMgszTournament } from "../../src/core/engines/mgsz";
import {
  createTournamentSheet,
  postToRatingList,
  readSheet,
  recalculateActiveSheet,
} from "../../src/sheet/actions";
import { type RatingListMapping, detectRatingListMapping } from "../../src/sheet/post";
import { buildTournamentSheet } from "../../src/sheet/tournament-sheet";
import { INJECTIONS } from "./sample-plan";
import { officeFunctionBook as officeBook } from "./office-book";
import { bigTournament, mgszSheetRequest, ratingsTable } from "./tournament-helpers";

describe("a 2,000-player tournament", () => {
  const t = bigTournament(2000, 5, INJECTIONS);
  const build = buildTournamentSheet(mgszSheetRequest(t, { fileName: "big.h9" }));

  test("create and Post in two syncs each, Recalculate of a sheet past 2,000 rows in three", async () => {
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
    // one page wide, in black and white, the print area from A1 to the last ratings row over A..N
    // (K: the new players' Register column of D24, L: the ID column, M and N: Club and Country,
    // always written, P45).
    const lastRatingsRow = Number(build.layout.ratingsAnchor.slice(1)) + 2000;
    expect(book.sheet(sheet)?.print).toEqual({
      orientation: "Portrait",
      titleColumns: "$A:$B",
      titleRows: "$9:$9",
      area: `A1:N${lastRatingsRow}`,
      zoom: { horizontalFitToPages: 1 },
      blackAndWhite: true,
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
    // Three syncs: the first 2,000 rows with the used range's address, the rest of the sheet (its
    // 6,000-odd rows, as wide as the pairing block right of the print area, P35) in one bounded
    // request, the first 2,000 kept rather than read again (D297), the writes.
    expect(book.syncCount - syncs).toBe(3);
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
