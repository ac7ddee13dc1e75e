/**
 * The checks the pairing-block suites run on each OpenGotha 3.52.03 fixture (SOURCES.txt), one
 * body each, so that the same checks run on samples in `npm test` (pairing-block.test.ts) and on
 * every fixture in the slow suite (pairing-block.slow.test.ts, run by CI), where pairing every
 * round of Toulouse 2024 or the ten-round Swiss one from its sheet costs 1.5–3.5 s.
 */
import { toOgRank } from "../../src/core/go/rank";
import { ogPairRound } from "../../src/core/pairing/opengotha";
import type { OgTournament } from "../../src/core/pairing/opengotha-model";
import { readOpenGothaPairing } from "../../src/formats/opengotha-pairing";
import { readActiveSheet } from "../../src/sheet/actions";
import { pairingInput } from "../../src/sheet/pairing-input";
import { readPairingBlock } from "../../src/sheet/pairing-params";
import { ReadGrid } from "../../src/sheet/read-grid";
import { bytesOf, before, playersAsHeld, sheetOf } from "./pairing-sheet";
import { fixtureTournament, functionBook } from "./tournament-helpers";

/**
 * The pairing reader's tournament of the file, its players as the sheet holds them: the MGSZ
 * sheet's Rating column holds the MGSZ starting rating (docs/taskpane.md). Name and first name
 * are the file's exactly (the Name cell and the First name column, P40: OpenGotha draws the
 * colours of an even game between players of equal colour balance from name + first name), and
 * so are club and country (the Club and Country columns).
 */
function asTheSheetHoldsIt(og: OgTournament, sheet: OgTournament): OgTournament {
  return {
    ...og,
    players: playersAsHeld(og, sheet, ["rating"]),
  };
}

export const FILES = [
  "og352-weights-simplemm",
  "og352-weights-notsimplemm",
  "og352-weights-toulouse2024",
  "og352-weights-notsosimpleswiss",
] as const;

/** The pairing block of the file's sheet, in each language, holds the file's parameter sets (P35). */
export async function blockReadsBack(dir: (typeof FILES)[number]): Promise<void> {
  const bytes = bytesOf(dir);
  const og = readOpenGothaPairing(bytes);
  const t = fixtureTournament(`pairing/${dir}`);
  for (const language of ["en", "hu", "ru"] as const) {
    const { book } = await sheetOf(
      before(t, 0, () => true),
      bytes,
      language,
    );
    const read = await readActiveSheet(book.context());
    const block = readPairingBlock(new ReadGrid(read), 8, language);
    if (block === null || Array.isArray(block)) throw new Error(JSON.stringify(block));
    expect(block.pairing.handicap).toEqual(og.handicap);
    expect(block.pairing.pairing).toEqual(og.pairing);
    expect(block.pairing.placement).toEqual(og.placement.filter((c) => c !== "NULL"));
    expect(block.pairing.system).toBe(dir.endsWith("swiss") ? "swiss" : "mcmahon");
    // the McMahon values OpenGotha's general set gives (D21): the sheet's scale is 30k = 0
    const mm = block.pairing.mcmahon;
    expect([mm.mmZero - 30, mm.mmFloor - 30, mm.mmBar - 30]).toEqual(
      [og.general.mmZero, og.general.mmFloor, og.general.mmBar].map(toOgRank),
    );
    expect([mm.absentMms2, mm.byeMms2, mm.absentPoints2, mm.byePoints2, mm.roundDown]).toEqual([
      og.general.mms2Absent,
      og.general.mms2Bye,
      og.general.nbw2Absent,
      og.general.nbw2Bye,
      og.general.roundDown,
    ]);
  }
}

/**
 * Pair round k from the sheet (P35, P40) pairs every round of the file as the pairing reader
 * pairs the file: same cost, pairs, colours, handicaps and bye; without the First name column
 * even games are drawn the other way round.
 */
export async function pairsEveryRound(dir: (typeof FILES)[number]): Promise<void> {
  const bytes = bytesOf(dir);
  const og = readOpenGothaPairing(bytes);
  const t = fixtureTournament(`pairing/${dir}`);
  const rounds = Math.min(t.rounds, og.general.numberOfRounds);
  const asOwn: number[] = [];
  const swapped: string[] = [];
  for (let k = 0; k < rounds; k++) {
    const { book, sheet } = await sheetOf(
      before(t, k, (i) => og.players[i]?.participating[k] !== false),
      bytes,
    );
    const input = await inputOf(book, k);
    const fromSheet = ogPairRound(input.og, k);
    const fromFile = ogPairRound(asTheSheetHoldsIt(og, input.og), k);
    // players in the file's order on both sides; White first
    const pairs = (r: typeof fromFile): string[] =>
      r.pairs.map((p) => `${k}: ${p.white}-${p.black} h${p.handicap}`).sort();
    expect([k, fromSheet.cost]).toEqual([k, fromFile.cost]);
    expect(pairs(fromSheet)).toEqual(pairs(fromFile));
    expect([k, fromSheet.bye]).toEqual([k, fromFile.bye]);
    // OpenGotha's own games of the round, as the file holds them
    const own = og.games
      .filter((g) => g.round === k)
      .map((g) => `${k}: ${g.white}-${g.black} h${g.handicap}`);
    if (JSON.stringify(pairs(fromSheet)) === JSON.stringify(own.sort())) asOwn.push(k + 1);
    // P40: without the First name column the name is the Name cell, name and first name with
    // a space between: the same cost (colours weigh nothing in it), and even games drawn the
    // other way round
    book.typeInto(sheet, firstNameHeader(book, sheet), "");
    const without = ogPairRound((await inputOf(book, k)).og, k);
    expect([k, without.cost]).toEqual([k, fromFile.cost]);
    for (const p of without.pairs)
      if (fromFile.pairs.some((q) => q.white === p.black && q.black === p.white)) {
        expect(p.handicap).toBe(0);
        swapped.push(`${k + 1}: ${p.white}-${p.black}`);
      }
  }
  expect(asOwn).toEqual(OWN_GAMES[dir]);
  expect(swapped.length).toBeGreaterThan(0);
}

/**
 * The rounds whose games in the fixture (OpenGotha's own pairing, colours included) are the
 * pairing reader's pairing of the file's rounds before: there the sheet gives exactly the
 * file's games. In the others the file's games are not that pairing (the file is OpenGotha
 * 3.51.02's; pairs may have been changed by hand), with or without the sheet. The MGSZ sheet's
 * Rating column holds each player's MGSZ start, the threshold of his rank (D64: the file's EGD
 * ratings are no MGSZ ratings), not the rating OpenGotha paired by: the rounds where the order of
 * players of one rank by their rating decided (1 of three files, 1 and 2 of Toulouse's, 3 of
 * the Swiss one) are paired otherwise.
 */
const OWN_GAMES: Readonly<Record<(typeof FILES)[number], readonly number[]>> = {
  "og352-weights-simplemm": [2, 4, 5],
  "og352-weights-notsimplemm": [2, 3, 4, 5],
  "og352-weights-toulouse2024": [3, 5, 6],
  "og352-weights-notsosimpleswiss": [5, 9, 10],
};

/** The First name column's header cell: right of the crosstable, in its header row (row 9). */
function firstNameHeader(book: ReturnType<typeof functionBook>, sheet: string): string {
  for (const column of "EFGHIJKLMNOPQRSTUVWXYZ")
    if (book.cell(sheet, `${column}9`)?.value === "First name") return `${column}9`;
  throw new Error("no First name column");
}

async function inputOf(book: ReturnType<typeof functionBook>, k: number) {
  const read = await readActiveSheet(book.context());
  const input = pairingInput(read, { round: k + 1, engine: "opengotha" });
  if (Array.isArray(input) || input.dutch) throw new Error(JSON.stringify(input));
  return input;
}
