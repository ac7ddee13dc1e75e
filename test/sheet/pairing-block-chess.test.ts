/**
 * The chess (FIDE) sheet's pairing block (P35, docs/pairing.md "In the sheet"), built from an
 * OpenGotha Swiss file (D280: the file's Swiss kept; any other file's sheet says DUTCH): the Swiss
 * system's rows only (its games are even), written, read back in the three languages, paired
 * with by Pair round k, checked by Recalculate, and a bad value refused at its cell. The
 * tournament is the "notsosimpleswiss" fixture (OpenGotha 3.52.03's own Swiss file, SOURCES.txt),
 * its sheet built by pairing-block-chess-rounds.ts.
 */
import { render } from "../../src/i18n/table";
import { PAIRING_LABELS } from "../../src/i18n/pairing-labels";
import { readActiveSheet } from "../../src/sheet/actions";
import { planPairRound } from "../../src/sheet/pairing";
import { chessSheetPairing, readPairingBlock } from "../../src/sheet/pairing-params";
import { parseTournamentSheet } from "../../src/sheet/parse-sheet";
import { ReadGrid } from "../../src/sheet/read-grid";
import { planRecalculate } from "../../src/sheet/recalc";
import { CHESS_ROUNDS, chessSheet, inputOf, pairsAsTheFile } from "./pairing-block-chess-rounds";
import { refusalsOfTyped, valueCell } from "./pairing-sheet";

/**
 * The rounds npm test pairs, those that reach every branch the ten rounds reach: the first, with
 * no game before it; the ninth, the one whose even games take their colours from the players'
 * colour balance; the last, whose matching grows a blossom.
 */
const SAMPLE_ROUNDS = [1, 9, CHESS_ROUNDS];

/** The chess sheet's block as Pair round k reads it (above the crosstable's header row). */
async function blockOf(book: Awaited<ReturnType<typeof chessSheet>>["book"], language: "en" | "hu" | "ru") {
  const grid = new ReadGrid(await readActiveSheet(book.context()));
  const parsed = parseTournamentSheet(grid);
  if (Array.isArray(parsed)) throw new Error(JSON.stringify(parsed));
  expect(parsed.system).toBe("fide");
  return readPairingBlock(grid, parsed.ctRow, language, true);
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

  test("a chess sheet from a file without parameter sets pairs by the Dutch System (D280): its block is DUTCH", async () => {
    const { book } = await chessSheet(0, "en", false);
    const block = await blockOf(book, "en");
    if (block === null || Array.isArray(block)) throw new Error(JSON.stringify(block));
    expect(block.dutch).toBe(true);
    expect(block.pairing).toEqual(chessSheetPairing());
  });

  // SAMPLE_ROUNDS; every round in the slow suite (pairing-block-chess.slow.test.ts), one body
  // (pairing-block-chess-rounds.ts)
  test.each(SAMPLE_ROUNDS)(
    "round %i pairs as the pairing reader pairs the file, its players as the chess sheet holds them",
    (round) => pairsAsTheFile(round - 1),
  );

  test("SWISS typed into a DUTCH block pairs with P31's Swiss; an edited value is OpenGotha's", async () => {
    const { book, sheet } = await chessSheet(4, "en", false);
    const { book: withFile } = await chessSheet(4, "en", true);
    book.typeInto(sheet, valueCell(book, sheet, "Pairing"), "SWISS");
    const typed = await inputOf(book, 5);
    expect(typed.og.pairing).toEqual(chessSheetPairing().pairing);
    expect(typed.og.players).toEqual((await inputOf(withFile, 5)).og.players);
    const label = valueCell(book, sheet, "Pairing").replace(/^[A-Z]/, (c) =>
      String.fromCharCode(c.charCodeAt(0) - 1),
    );
    const row = Number(label.replace(/^[A-Z]+/, "")) + 1;
    const column = valueCell(book, sheet, "Pairing").replace(/\d+$/, "");
    book.typeInto(sheet, `${label.replace(/\d+$/, "")}${row}`, "Colour balance");
    book.typeInto(sheet, `${column}${row}`, "0");
    expect((await inputOf(book, 5)).og.pairing).toEqual({ ...typed.og.pairing, balanceWB: 0 });
  });

  test.each([
    ["Pairing", "MCMAHON", 'Pairing: "MCMAHON" is not one of DUTCH, SWISS'],
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
