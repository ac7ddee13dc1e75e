/**
 * The pane's "FIDE report (TRF)" over the in-memory workbook (D300–D302): a chess sheet built
 * from bbp-104.trf (bbpPairings v6.0.0's tournament, test/fixtures/dutch-bbp/SOURCES.txt) with
 * titles and FIDE IDs given here, read as Recalculate reads it and written by the rating
 * report's one writer (`convert --to trf`); what FIDE requires and the sheet lacks is said.
 */
import fs from "node:fs";
import path from "node:path";
import type { Tournament } from "../../src/core/tournament/model";
import { readTrf } from "../../src/formats/trf";
import { english } from "../../src/i18n/table";
import { readActiveSheet } from "../../src/sheet/actions";
import { readCrosstable } from "../../src/sheet/pairing-read";
import { planTrfReport } from "../../src/sheet/trf-report";
import { sheetOf } from "./pairing-sheet";

const file = path.join(__dirname, "../fixtures/dutch-bbp/bbp-104.trf");
const TITLES = ["GM", "IM", undefined, "WGM", "FM", undefined];
const IDS = ["700001", "700002", "700003", undefined, "700005", "700006"];

function titled(): Tournament {
  const t0 = readTrf(fs.readFileSync(file, "latin1")).tournament;
  return {
    ...t0,
    players: t0.players.map((p, i) => {
      const title = TITLES[i];
      const fideId = IDS[i];
      return { ...p, ...(title !== undefined ? { title } : {}), ...(fideId !== undefined ? { fideId } : {}) };
    }),
  };
}

const entries = (t: Tournament) => t.players.map((p) => p.results.map((e) => JSON.stringify(e)));

test("D300: a chess sheet's report holds its players, titles, FIDE IDs and every round as the file has them", async () => {
  const t = titled();
  const { book } = await sheetOf(t, undefined, "en", "fide");
  const plan = planTrfReport(await readActiveSheet(book.context()));
  if (!plan.ok) throw new Error(JSON.stringify(plan));
  const back = readTrf(plan.text).tournament;
  expect(back.players.map((p) => p.title)).toEqual(TITLES);
  expect(back.players.map((p) => p.fideId)).toEqual(IDS);
  // bbp-104.trf's 001 lines: the names, and the points 4.0, 2.5, 2.5, 3.0, 1.5, 1.5
  expect(back.players.map((p) => p.name)).toEqual(t.players.map((p) => p.name));
  const pointsOf = (line: string) => line.slice(80, 84).trim();
  expect(
    plan.text
      .split("\n")
      .filter((l) => l.startsWith("001"))
      .map(pointsOf),
  ).toEqual(["4.0", "2.5", "2.5", "3.0", "1.5", "1.5"]);
  // every round as bbp-104.trf has it (its round blocks), the forfeit of round 4 (players 4, 5) too
  expect(entries(back)).toEqual(entries(readTrf(fs.readFileSync(file, "latin1")).tournament));
});

test("D301: what FIDE requires and the sheet does not hold is said, never made up", async () => {
  const { book } = await sheetOf(titled(), undefined, "en", "fide");
  const plan = planTrfReport(await readActiveSheet(book.context()));
  if (!plan.ok) throw new Error(JSON.stringify(plan));
  const said = plan.notes.map((n) => english(n.text));
  // the sheet has no cells for the federation, the chief arbiter, the round dates; player 4 has no ID
  expect(said.some((s) => s.includes("022"))).toBe(true);
  expect(said.some((s) => s.includes("032"))).toBe(true);
  expect(said.some((s) => s.includes("102"))).toBe(true);
  expect(said.some((s) => s.includes("132"))).toBe(true);
  expect(said.filter((s) => s.includes("Test0004"))).toHaveLength(1);
  expect(said.filter((s) => s.includes("Test0001"))).toHaveLength(0);
  // nothing invented: no 032, 102 or 132 record in the text
  expect(plan.text.split("\n").filter((l) => /^(022|032|102|132)/.test(l))).toEqual([]);
});

test("D385: the Host federation cell is the report's 032 and each Sex cell the 001's sex, blank where blank", async () => {
  // bbp-104.trf has no 032 and no sexes: given here, as a file that has them gives them (D357, D358)
  const SEXES = ["m", "w", undefined, "w", "m", undefined] as const;
  const t0 = titled();
  const t: Tournament = {
    ...t0,
    report: { ...t0.report, federation: "HUN" },
    players: t0.players.map((p, i) => {
      const sex = SEXES[i];
      return { ...p, ...(sex !== undefined ? { sex } : {}) };
    }),
  };
  const { book } = await sheetOf(t, undefined, "en", "fide");
  const plan = planTrfReport(await readActiveSheet(book.context()));
  if (!plan.ok) throw new Error(JSON.stringify(plan));
  const lines = plan.text.split("\r\n");
  expect(lines.filter((l) => l.startsWith("032"))).toEqual(["032 HUN"]);
  // the sex at column 10 of each 001 line (FORMATS §1.4), a space where the cell is empty
  expect(lines.filter((l) => l.startsWith("001")).map((l) => l.charAt(9))).toEqual([
    "m",
    "w",
    " ",
    "w",
    "m",
    " ",
  ]);
  const back = readTrf(plan.text).tournament;
  expect(back.players.map((p) => p.sex)).toEqual([...SEXES]);
  expect(back.report?.federation).toBe("HUN");
  // the 032 given, the report no longer says it is missing
  expect(plan.notes.map((n) => english(n.text)).filter((s) => s.includes("032"))).toEqual([]);

  // bbpPairings v6.0.0's checker (`bbpPairings.exe --dutch FILE -c`, run by hand, not here) read
  // this report and printed "Round #1" … "Round #5" and nothing else (docs/decisions.md, D385)

  // the cells emptied by the director: no 032 and blank sexes, the 032 said missing again
  const read = await readActiveSheet(book.context());
  const c = readCrosstable(read, 1);
  if (Array.isArray(c)) throw new Error(JSON.stringify(c));
  const hostRow = c.parsed.header.get("host");
  const sexColumn = c.parsed.sexColumn;
  if (hostRow === undefined || sexColumn === undefined)
    throw new Error("no Host federation row or Sex column");
  book.typeInto(read.sheetName, `B${hostRow + 1}`, "");
  const sexLetter = String.fromCharCode(65 + sexColumn);
  book.typeInto(read.sheetName, `${sexLetter}${(c.rowOf[1] as number) + 1}`, "");
  const blank = planTrfReport(await readActiveSheet(book.context()));
  if (!blank.ok) throw new Error(JSON.stringify(blank));
  const blankLines = blank.text.split("\r\n");
  expect(blankLines.filter((l) => l.startsWith("032"))).toEqual([]);
  expect(blankLines.filter((l) => l.startsWith("001")).map((l) => l.charAt(9))).toEqual([
    "m",
    " ",
    " ",
    "w",
    "m",
    " ",
  ]);
  expect(blank.notes.map((n) => english(n.text)).filter((s) => s.includes("032"))).toHaveLength(1);
});

test("D388: the report's ranks are the sheet's standings by its Tie-breaks cell", async () => {
  const { book, sheet } = await sheetOf(titled(), undefined, "en", "fide");
  const rankOf = (text: string) =>
    text
      .split("\r\n")
      .filter((l) => l.startsWith("001"))
      .map((l) => Number(l.slice(85, 89)));
  const before = planTrfReport(await readActiveSheet(book.context()));
  if (!before.ok) throw new Error(JSON.stringify(before));
  // `rating-officer standings bbp-104.trf --tiebreaks CHESS` (D28's order), places of players 1–6
  expect(rankOf(before.text)).toEqual([1, 4, 3, 2, 6, 5]);
  const c = readCrosstable(await readActiveSheet(book.context()), 1);
  if (Array.isArray(c)) throw new Error(JSON.stringify(c));
  const row = c.parsed.header.get("tiebreaks");
  if (row === undefined) throw new Error("no Tie-breaks row");
  book.typeInto(sheet, `B${row + 1}`, "PTS,WON");
  const after = planTrfReport(await readActiveSheet(book.context()));
  if (!after.ok) throw new Error(JSON.stringify(after));
  // `rating-officer standings bbp-104.trf --tiebreaks PTS,WON`: 1, 3 (shared by 2 and 3), 2, 5, 6
  expect(rankOf(after.text)).toEqual([1, 3, 3, 2, 5, 6]);
});

test("D300: a Go sheet gives no report and says so; a sheet Recalculate refuses gives its problems", async () => {
  // the same players as Go players (a rank each: an MGSZ sheet rates from ranks)
  const go0 = { ...titled(), players: titled().players.map((p) => ({ ...p, rank: "5k" })) };
  const { book, sheet } = await sheetOf(go0, undefined, "en", "mgsz");
  const go = planTrfReport(await readActiveSheet(book.context()));
  expect(go.ok).toBe(false);
  if (go.ok) return;
  expect(go.said).toEqual({ code: "trfReportNotChess", params: { sheet } });

  const chess = await sheetOf(titled(), undefined, "en", "fide");
  const read = await readActiveSheet(chess.book.context());
  const c = readCrosstable(read, 1);
  if (Array.isArray(c)) throw new Error(JSON.stringify(c));
  const row = (c.rowOf[0] as number) + 1;
  chess.book.typeInto(chess.sheet, `E${row}`, "99w1"); // no player 99
  const bad = planTrfReport(await readActiveSheet(chess.book.context()));
  expect(bad.ok).toBe(false);
  if (bad.ok) return;
  expect(bad.said.code).toBe("trfReportProblems");
  expect(bad.problems.map((p) => p.address)).toContain(`'${chess.sheet}'!E${row}`);
});

test("D315: the pairing block's initial colour is the report's 152", async () => {
  // bbp-104.trf's round 1 gave number 1 Black (4 w – 1 b), which the sheet's block writes
  const { book } = await sheetOf(titled(), undefined, "en", "fide");
  const plan = planTrfReport(await readActiveSheet(book.context()));
  if (!plan.ok) throw new Error(JSON.stringify(plan));
  expect(
    plan.text
      .split("\n")
      .filter((l) => l.startsWith("152"))
      .map((l) => l.trimEnd()),
  ).toEqual(["152 B"]);
  expect(readTrf(plan.text).tournament.initialColour).toBe("black");
});

test("D411: a sheet whose First name, Country, Sex and Host federation cells cannot be read as Pair round reads them gives no report, and says so", async () => {
  // bbp-104.trf's players with no round played: a chess sheet without round columns, which
  // Recalculate takes and Pair round's reading refuses; its Host federation and Sex cells given
  // here, as a file that has them gives them (D357, D358)
  const t0 = titled();
  const t: Tournament = {
    ...t0,
    rounds: 0,
    report: { ...t0.report, federation: "HUN" },
    players: t0.players.map((p) => ({ ...p, sex: "w" as const, results: [] })),
  };
  const { book, sheet } = await sheetOf(t, undefined, "en", "fide");
  const plan = planTrfReport(await readActiveSheet(book.context()));
  // the report written without those cells would have no 032 and no sexes: none is written
  expect(plan.ok).toBe(false);
  if (plan.ok) return;
  expect(plan.said).toEqual({ code: "trfReportCellsUnread", params: { sheet, count: 1 } });
  expect(plan.problems.map((p) => p.text.code)).toEqual(["pairNoRounds"]);
  expect(english(plan.said)).toContain(`“${sheet}”`);
});

test("D411: a Tie-breaks cell holding Go's list, which the sheet's standings rank by, is said beside the report's chess order", async () => {
  const { book, sheet } = await sheetOf(titled(), undefined, "en", "fide");
  const c = readCrosstable(await readActiveSheet(book.context()), 1);
  if (Array.isArray(c)) throw new Error(JSON.stringify(c));
  const row = c.parsed.header.get("tiebreaks");
  if (row === undefined) throw new Error("no Tie-breaks row");
  const said = async (cell: string) => {
    book.typeInto(sheet, `B${row + 1}`, cell);
    const plan = planTrfReport(await readActiveSheet(book.context()));
    if (!plan.ok) throw new Error(JSON.stringify(plan));
    return plan.notes.filter((n) => n.code === "trf-sheet-tiebreaks-not-chess").map((n) => english(n.text));
  };
  // BH,SB without CHESS is Go's Buchholz and Berger (D90): the sheet ranks by them, the report by D28
  expect(await said("BH,SB")).toEqual([
    `the Tie-breaks cell's "BH,SB" is read as Go's tie-breaks (no CHESS before them): the sheet's standings rank by them, and this report's ranks (001, columns 86–89) follow FIDE's chess order CHESS PTS BH-C1 BH SB DE WON ARO, which may place tied players otherwise; to rank both alike, write CHESS before a chess list in the cell (CHESS BH SB), recalculate and write the report again`,
  ]);
  // a blank cell: the sheet's standings in E.8's order, MMS SOS SODOS SOSOS (D91, TOURNAMENT.STANDINGS'
  // blank argument), the report in D28's (D388)
  expect(await said("")).toEqual([
    `the Tie-breaks cell is empty, which the sheet's standings read as Go's "MMS SOS SODOS SOSOS": the sheet's standings rank by them, and this report's ranks (001, columns 86–89) follow FIDE's chess order CHESS PTS BH-C1 BH SB DE WON ARO, which may place tied players otherwise; to rank both alike, write CHESS before a chess list in the cell (CHESS BH SB), recalculate and write the report again`,
  ]);
  // a chess list ranks the sheet as the report (D388): nothing said
  expect(await said("CHESS BH SB")).toEqual([]);
  expect(await said("PTS,WON")).toEqual([]);
});
