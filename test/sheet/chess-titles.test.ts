/**
 * A chess sheet keeps its players' titles and FIDE IDs (D284): written in the third column and
 * the ID column, read back by the sheet's reader (Pair round, Recalculate), and left alone by
 * TOURNAMENT.FIDE (a title is no Go rank). The players are bbp-104.trf's (bbpPairings v6.0.0,
 * test/fixtures/dutch-bbp/SOURCES.txt) with titles and IDs given here.
 */
import fs from "node:fs";
import path from "node:path";
import type { Tournament } from "../../src/core/tournament/model";
import { readTrf } from "../../src/formats/trf";
import { readActiveSheet } from "../../src/sheet/actions";
import { readCrosstable } from "../../src/sheet/pairing-read";
import { planRecalculate } from "../../src/sheet/recalc";
import { sheetOf } from "./pairing-sheet";

const file = path.join(__dirname, "../fixtures/dutch-bbp/bbp-104.trf");
const TITLES = ["GM", "IM", undefined, "WGM", "FM", undefined];
const IDS = ["700001", "700002", "700003", undefined, "700005", "700006"];

test("titles and FIDE IDs written, read back, and the sheet recalculated with them", async () => {
  const t0 = readTrf(fs.readFileSync(file, "latin1")).tournament;
  const t: Tournament = {
    ...t0,
    players: t0.players.map((p, i) => {
      const title = TITLES[i];
      const fideId = IDS[i];
      return { ...p, ...(title !== undefined ? { title } : {}), ...(fideId !== undefined ? { fideId } : {}) };
    }),
  };
  const { book, sheet } = await sheetOf(t, undefined, "en", "fide");
  const read = await readActiveSheet(book.context());
  const c = readCrosstable(read, 1);
  if (Array.isArray(c)) throw new Error(JSON.stringify(c));
  expect(c.t.players.map((p) => p.title)).toEqual(TITLES);
  expect(c.t.players.map((p) => p.fideId)).toEqual(IDS);
  // Swiss-Manager's letter `m` typed for player 3 reads as the TRF reader reads it: IM
  const row = (c.rowOf[2] as number) + 1;
  book.typeInto(sheet, `C${row}`, "m");
  const again = readCrosstable(await readActiveSheet(book.context()), 1);
  if (Array.isArray(again)) throw new Error(JSON.stringify(again));
  expect(again.t.players[2]?.title).toBe("IM");
  expect(planRecalculate(await readActiveSheet(book.context())).ok).toBe(true);
});
