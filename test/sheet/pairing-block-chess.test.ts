/**
 * The chess (FIDE) sheet's pairing block (P35, docs/pairing.md "In the sheet"): the Swiss
 * system's rows only (its games are even), written, read back in the three languages, paired
 * with by Pair round k, checked by Recalculate, and a bad value refused at its cell. The
 * tournament is the "notsosimpleswiss" fixture (OpenGotha 3.52.03's own Swiss file, SOURCES.txt).
 */
import { ogPairRound } from "../../src/core/pairing/opengotha";
import type { OgTournament } from "../../src/core/pairing/opengotha-model";
import type { Player, Tournament } from "../../src/core/tournament/model";
import { readOpenGothaPairing } from "../../src/formats/opengotha-pairing";
import { render } from "../../src/i18n/table";
import { PAIRING_LABELS } from "../../src/i18n/pairing-labels";
import { readActiveSheet } from "../../src/sheet/actions";
import { planPairRound } from "../../src/sheet/pairing";
import { pairingInput } from "../../src/sheet/pairing-input";
import { chessSheetPairing, readPairingBlock } from "../../src/sheet/pairing-params";
import { parseTournamentSheet } from "../../src/sheet/parse-sheet";
import { ReadGrid } from "../../src/sheet/read-grid";
import { planRecalculate } from "../../src/sheet/recalc";
import { bytesOf, before, playersAsHeld, refusalsOfTyped, sheetOf, valueCell } from "./pairing-sheet";
import { fixtureTournament } from "./tournament-helpers";

const DIR = "og352-weights-notsosimpleswiss";

/**
 * The chess sheet before round k + 1 (players the file has not in round k: `0-` there), its
 * players unrated (the file's ratings are Go ratings, some below 0, which FIDE's engine refuses).
 */
async function chessSheet(k: number, language: "en" | "hu" | "ru" = "en", withFile = true) {
  const bytes = bytesOf(DIR);
  const og = readOpenGothaPairing(bytes);
  const file = fixtureTournament(`pairing/${DIR}`);
  const t: Tournament = {
    ...file,
    players: file.players.map((p) => {
      const out: { -readonly [K in keyof Player]: Player[K] } = { ...p };
      delete out.rating;
      return out;
    }),
  };
  const sheet = await sheetOf(
    before(t, k, (i) => og.players[i]?.participating[k] !== false),
    withFile ? bytes : undefined,
    language,
    "fide",
  );
  return { ...sheet, og, t };
}

/** The chess sheet's block as Pair round k reads it (above the crosstable's header row). */
async function blockOf(book: Awaited<ReturnType<typeof chessSheet>>["book"], language: "en" | "hu" | "ru") {
  const grid = new ReadGrid(await readActiveSheet(book.context()));
  const parsed = parseTournamentSheet(grid);
  if (Array.isArray(parsed)) throw new Error(JSON.stringify(parsed));
  expect(parsed.system).toBe("fide");
  return readPairingBlock(grid, parsed.ctRow, language, true);
}

async function inputOf(book: Awaited<ReturnType<typeof chessSheet>>["book"], round: number) {
  const input = pairingInput(await readActiveSheet(book.context()), { round, engine: "opengotha" });
  if (Array.isArray(input)) throw new Error(JSON.stringify(input));
  return input;
}

/**
 * The pairing reader's tournament of the file, its players as the chess sheet holds them: no Go
 * rank (the third column is the title: P31 counts 30k, which weighs only the bye), the Rating
 * column's rating; its even games (the Swiss template's handicap, P31).
 */
function asTheChessSheetHoldsIt(og: OgTournament, sheet: OgTournament): OgTournament {
  return {
    ...og,
    handicap: chessSheetPairing().handicap,
    players: playersAsHeld(og, sheet, ["rank", "rating"]),
  };
}

describe("the chess sheet's pairing block (P35)", () => {
  test("written with the Swiss rows only, read back in en, hu, ru: the file's Swiss parameters, even games", async () => {
    for (const language of ["en", "hu", "ru"] as const) {
      const { book, sheet, og } = await chessSheet(0, language);
      const labels = PAIRING_LABELS[language];
      // the rows: Pairing, Seeding, Seeding until round, Seeding after it, Same club or
      // country, its two MMS gaps, Colour balance, Other OpenGotha parameters; no handicap or
      // McMahon row
      expect(valueCell(book, sheet, labels.pairing)).toMatch(/^[A-Z]+2$/);
      expect(valueCell(book, sheet, labels.other)).toMatch(/^[A-Z]+10$/);
      expect(() => valueCell(book, sheet, labels.handicapCeiling)).toThrow();
      expect(() => valueCell(book, sheet, labels.mmZero)).toThrow();
      expect(book.cell(sheet, valueCell(book, sheet, labels.pairing))?.value).toBe("SWISS");
      const block = await blockOf(book, language);
      if (block === null || Array.isArray(block)) throw new Error(JSON.stringify(block));
      expect(block.pairing).toEqual({
        ...chessSheetPairing(),
        pairing: og.pairing,
        placement: og.placement.filter((c) => c !== "NULL"),
      });
    }
  });

  test("a chess sheet from a file without parameter sets: P31's Swiss", async () => {
    const { book } = await chessSheet(0, "en", false);
    const block = await blockOf(book, "en");
    if (block === null || Array.isArray(block)) throw new Error(JSON.stringify(block));
    expect(block.pairing).toEqual(chessSheetPairing());
  });

  test("every round pairs as the pairing reader pairs the file, its players as the chess sheet holds them", async () => {
    const { og, t } = await chessSheet(0);
    const rounds = Math.min(t.rounds, og.general.numberOfRounds);
    for (let k = 0; k < rounds; k++) {
      const { book } = await chessSheet(k);
      const input = await inputOf(book, k + 1);
      expect(input.og.handicap).toEqual(chessSheetPairing().handicap);
      expect(input.og.pairing).toEqual(og.pairing);
      const fromSheet = ogPairRound(input.og, k);
      const fromFile = ogPairRound(asTheChessSheetHoldsIt(og, input.og), k);
      const pairs = (r: typeof fromFile): string[] =>
        r.pairs.map((p) => `${k}: ${p.white}-${p.black} h${p.handicap}`).sort();
      expect([k, fromSheet.cost]).toEqual([k, fromFile.cost]);
      expect(pairs(fromSheet)).toEqual(pairs(fromFile));
      expect([k, fromSheet.bye]).toEqual([k, fromFile.bye]);
      expect(fromSheet.pairs.every((p) => p.handicap === 0)).toBe(true);
    }
  });

  test("P31's block pairs as a chess sheet without one; an edited value is OpenGotha's", async () => {
    const { book, sheet } = await chessSheet(4, "en", false);
    const withBlock = await inputOf(book, 5);
    const label = valueCell(book, sheet, "Pairing").replace(/^[A-Z]/, (c) =>
      String.fromCharCode(c.charCodeAt(0) - 1),
    );
    const colour = valueCell(book, sheet, "Colour balance");
    book.typeInto(sheet, label, "");
    const without = await inputOf(book, 5);
    expect(withBlock.og).toEqual(without.og);
    expect(ogPairRound(withBlock.og, 4)).toEqual(ogPairRound(without.og, 4));
    book.typeInto(sheet, label, "Pairing");
    book.typeInto(sheet, colour, "0");
    expect((await inputOf(book, 5)).og.pairing).toEqual({ ...without.og.pairing, balanceWB: 0 });
  });

  test.each([
    ["Pairing", "MCMAHON", 'Pairing: "MCMAHON" is not one of SWISS'],
    ["Seeding", "FOLD", 'Seeding: "FOLD" is not one of SPLITANDRANDOM, SPLITANDFOLD, SPLITANDSLIP'],
    [
      "Colour balance",
      "-1",
      `Colour balance: "-1" is not a whole number from 0 to ${Number.MAX_SAFE_INTEGER}`,
    ],
  ])("%s %s is refused at its cell, by Pair round k and by Recalculate", async (label, value, message) => {
    const { book, sheet } = await chessSheet(2);
    const { cell, pair, recalc } = await refusalsOfTyped(book, sheet, label, value, 3);
    expect(pair).toEqual([[`'${sheet}'!${cell}`, message]]);
    expect(recalc).toEqual([[`'${sheet}'!${cell}`, message]]);
  });

  test("a Go row typed into the chess block is refused at its cell, in the sheet's language", async () => {
    for (const [language, expected] of [
      ["en", 'Handicap ceiling: "9" is a Go parameter; a chess sheet\'s games are even (clear the cell)'],
      ["ru", "Предел форы: «9» — параметр го; на шахматном листе партии без форы (очистите ячейку)"],
    ] as const) {
      const { book, sheet } = await chessSheet(2, language);
      const labels = PAIRING_LABELS[language];
      // the row right under the block's last (Other OpenGotha parameters)
      const other = valueCell(book, sheet, labels.other);
      const column = other.replace(/\d+$/, "");
      const labelColumn = String.fromCharCode(column.charCodeAt(0) - 1);
      const row = Number(other.replace(/^[A-Z]+/, "")) + 1;
      book.typeInto(sheet, `${labelColumn}${row}`, labels.handicapCeiling);
      book.typeInto(sheet, `${column}${row}`, 9);
      const read = await readActiveSheet(book.context());
      for (const plan of [planPairRound(read, { round: 3, engine: "opengotha" }), planRecalculate(read)]) {
        expect(plan.ok ? [] : plan.problems.map((p) => [p.address, render(p.text, language)])).toEqual([
          [`'${sheet}'!${column}${row}`, expected],
        ]);
      }
    }
  });
});
