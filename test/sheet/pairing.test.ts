/**
 * Pair round k / Unpair round k on a tournament sheet (src/sheet/pairing.ts, P31, P32). The
 * tournament is the "notsimplemm" fixture (OpenGotha 3.52.03's own file, SOURCES.txt) with
 * rounds 3–5 emptied: the sheet must pair round 3 exactly as the engine of `rating-officer
 * pair` pairs the same crosstable, write only empty cells, and Unpair must give the sheet back.
 */
import { ogTournamentOf } from "../../src/core/engines/og-crosstable";
import { ogPairRound } from "../../src/core/pairing/opengotha";
import { DEFAULT_PARAMETERS, type Tournament } from "../../src/core/tournament/model";
import { mms2Before } from "../../src/core/tournament/pairing-list";
import { parseCell } from "../../src/formats/cell";
import { readSheetCrosstable } from "../../src/formats/sheet-crosstable";
import {
  pairActiveSheet,
  pairNextActiveSheet,
  roundRobinActiveSheet,
  unpairActiveSheet,
} from "../../src/sheet/pairing-actions";
import { functionBook } from "./tournament-helpers";
import { ABSENT, sheetOf as sheetWith, upTo } from "./notsimplemm-sheet";

const sheetOf = (t: Tournament) => sheetWith(t, ["MMS", "SOS"]);

/** The round column's cells (R1 is column E; the crosstable's first player row is `first`). */
function roundCells(
  book: ReturnType<typeof functionBook>,
  sheet: string,
  column: string,
  first: number,
  n: number,
): string[] {
  return Array.from({ length: n }, (_, i) => String(book.cell(sheet, `${column}${first + i}`)?.value ?? ""));
}

describe("Pair round on the sheet", () => {
  test("round 3 written as the engine pairs the crosstable; every player once; Unpair restores the sheet", async () => {
    const t = upTo(2);
    const { book, sheet } = await sheetOf(t);
    const before = book.snapshotSheet(sheet);
    const first = 10; // docs/taskpane.md: crosstable header in row 9 for an MGSZ sheet
    expect(book.cell(sheet, "B10")?.value).toBe(
      t.players[0]?.name + (t.players[0]?.firstName ? ` ${t.players[0]?.firstName}` : ""),
    );
    const syncs = book.syncCount;
    const result = await pairActiveSheet(book.context(), { round: 3, engine: "opengotha" });
    expect(book.syncCount - syncs).toBe(2);
    if (!result.ok) throw new Error(JSON.stringify(result.problems));
    const cells = roundCells(book, sheet, "G", first, t.players.length);
    // The engine on the crosstable as the sheet holds it (its ranks are the sheet's, MGSZ's
    // rank before), with the McMahon values its pairing block holds (P35: the file's own, built
    // from a tournament without a parameter set: OpenGotha's import defaults, P31), as
    // `rating-officer pair` would pair it.
    const range = book.valuesOf(sheet, `A9:I${9 + t.players.length}`);
    // With the first names, clubs and countries beside it (the sheet's First name, Club and
    // Country columns, the file's; P40: the name is then the file's name, as OpenGotha draws
    // an even game's colours from name + first name).
    const read = readSheetCrosstable(range).tournament;
    const held = {
      ...read,
      parameters: t.parameters,
      players: read.players.map((p, i) => {
        const { name, firstName, club, federation } = t.players[i] ?? { name: "" };
        return {
          ...p,
          name,
          ...(firstName !== undefined ? { firstName } : {}),
          ...(club !== undefined ? { club } : {}),
          ...(federation !== undefined ? { federation } : {}),
        };
      }),
    };
    const expected = ogPairRound(ogTournamentOf(held, 2, { system: "mcmahon" }), 2);
    expect(result.boards).toHaveLength(expected.pairs.length);
    for (const pair of expected.pairs) {
      const w = parseCell(cells[pair.white] ?? "");
      const b = parseCell(cells[pair.black] ?? "");
      expect(w).toEqual({
        ok: true,
        value: {
          kind: "game",
          opponent: pair.black + 1,
          score: null,
          colour: "white",
          handicap: pair.handicap,
          forfeit: false,
        },
      });
      expect(b).toEqual({
        ok: true,
        value: {
          kind: "game",
          opponent: pair.white + 1,
          score: null,
          colour: "black",
          handicap: pair.handicap,
          forfeit: false,
        },
      });
    }
    if (expected.bye !== null) expect(cells[expected.bye]).toBe("0+");
    expect(cells.filter((c) => c === "")).toHaveLength(
      t.players.length - 2 * expected.pairs.length - (expected.bye === null ? 0 : 1),
    );
    expect(book.cell(sheet, `G${first}`)?.numberFormat).toBe("@");
    // Unpair gives back exactly the sheet as it was.
    const undone = await unpairActiveSheet(book.context(), 3);
    expect(undone.ok).toBe(true);
    expect(book.snapshotSheet(sheet)).toEqual(before);
  });

  test("Pair next round (the ribbon): the round after the last one filled, or the one paired partly by hand", async () => {
    // Rounds 1–2 played (the fixture's), 3–5 empty: the next round is 3, paired as Pair round 3.
    const { book, sheet } = await sheetOf(upTo(2));
    const n = upTo(2).players.length;
    const next = await pairNextActiveSheet(book.context(), { engine: "opengotha" });
    if (!next.ok) throw new Error(JSON.stringify(next.problems));
    expect(next.round).toBe(3);
    const { book: other } = await sheetOf(upTo(2));
    const direct = await pairActiveSheet(other.context(), { round: 3, engine: "opengotha" });
    expect(direct.ok && direct.boards).toEqual(next.boards);
    expect(roundCells(book, sheet, "G", 10, n).filter((c) => c === "")).toHaveLength(0);
    // Round 3 now full: with round 4 paired by hand for one game only (fewer than half the
    // players), the next round is 4 and the hand-made game stays.
    const late = await sheetOf(upTo(3));
    late.book.typeInto(late.sheet, "H10", "2?/w0");
    late.book.typeInto(late.sheet, "H11", "1?/b0");
    const partly = await pairNextActiveSheet(late.book.context(), { engine: "opengotha" });
    if (!partly.ok) throw new Error(JSON.stringify(partly.problems));
    expect(partly.round).toBe(4);
    expect(roundCells(late.book, late.sheet, "H", 10, 2)).toEqual(["2?/w0", "1?/b0"]);
    // Every round filled: the next round is past the table, refused at its cell.
    const full = await sheetOf(upTo(5));
    const past = await pairNextActiveSheet(full.book.context(), { engine: "opengotha" });
    expect(past.ok ? null : past.problems.map((p) => p.text)).toEqual([
      { code: "pairRoundRange", params: { round: 6, rounds: 5 } },
    ]);
  });

  test("a late entry typed under the table after round 2 is paired in round 3 from his absent rounds' MMS", async () => {
    const t = upTo(2);
    const { book, sheet } = await sheetOf(t);
    const n = t.players.length;
    const row = 10 + n; // the row right under the crosstable joins it (parse-sheet.ts)
    book.typeInto(sheet, `A${row}`, n + 1);
    book.typeInto(sheet, `B${row}`, "Late Entry");
    book.typeInto(sheet, `C${row}`, "1k");
    const result = await pairActiveSheet(book.context(), { round: 3, engine: "opengotha" });
    if (!result.ok) throw new Error(JSON.stringify(result.problems));
    // Rounds 1–2 stay blank (not participating, P31); round 3 is a game or the bye.
    expect([`E${row}`, `F${row}`].map((a) => book.cell(sheet, a)?.value ?? "")).toEqual(["", ""]);
    const cell = String(book.cell(sheet, `G${row}`)?.value ?? "");
    expect(cell).toMatch(/^(\d+\?\/[wb]\d|0\+)$/);
    // His MMS before round 3: his starting MMS plus the absent value for rounds 1–2 (D21, D22,
    // P14), as the crosstable gives the pairing (mms2Before, the list's P32 order).
    const held = readSheetCrosstable(book.valuesOf(sheet, `A9:I${row}`)).tournament;
    const gained = (mms2Before(held, 2)[n] as number) - (mms2Before(held, 0)[n] as number);
    expect(gained).toBe(2 * held.parameters.absentMms2);
  });

  test("a hand-made pair and an absence are kept; a result typed since survives Unpair", async () => {
    const t = upTo(2);
    const { book, sheet } = await sheetOf(t);
    book.typeInto(sheet, "G10", "2?/w0");
    book.typeInto(sheet, "G11", "1?/b0");
    book.typeInto(sheet, "G12", "0-");
    const result = await pairActiveSheet(book.context(), { round: 3, engine: "opengotha" });
    if (!result.ok) throw new Error(JSON.stringify(result.problems));
    expect(roundCells(book, sheet, "G", 10, 3)).toEqual(["2?/w0", "1?/b0", "0-"]);
    const names = result.boards.flatMap((b) => [b.white, b.black]);
    expect(names.some((n) => n.startsWith("1 ") || n.startsWith("2 ") || n.startsWith("3 "))).toBe(false);
    // Type one result of the paired round, then unpair: that game and the absence stay.
    const board = result.boards[0];
    if (board === undefined) throw new Error("no board");
    const white = Number(board.white.split(" ")[0]);
    const black = Number(board.black.split(" ")[0]);
    book.typeInto(sheet, `G${9 + white}`, `${black}+/w${board.handicap}`);
    book.typeInto(sheet, `G${9 + black}`, `${white}-/b${board.handicap}`);
    const undone = await unpairActiveSheet(book.context(), 3);
    expect(undone.ok && undone.summary).toEqual({
      code: "unpairDone",
      params: { round: 3, cleared: expect.any(Number) as number, kept: 2 },
    });
    const after = roundCells(book, sheet, "G", 10, t.players.length);
    expect(after[white - 1]).toBe(`${black}+/w${board.handicap}`);
    expect(after[2]).toBe("0-");
    expect(after.filter((c) => c.includes("?"))).toEqual([]);
  });

  test("an unknown result of an earlier round is reported at its cell and nothing is written", async () => {
    const t = upTo(2);
    const { book, sheet } = await sheetOf(t);
    const j = t.players.findIndex((p) => p.results[1]?.kind === "game");
    const address = `F${10 + j}`;
    const cell = String(book.cell(sheet, address)?.value);
    book.typeInto(sheet, address, cell.replace(/[+=-]/, "?"));
    const before = book.snapshotSheet(sheet);
    const result = await pairActiveSheet(book.context(), { round: 3, engine: "opengotha" });
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.problems.map((p) => [p.address, p.text.code])).toEqual([
      [`'${sheet}'!${address}`, "unsettledPairing"],
    ]);
    expect(book.snapshotSheet(sheet)).toEqual(before);
  });

  test("the rfg engine writes nigiri games without colour; a round outside the table is refused", async () => {
    const t = upTo(2);
    const { book, sheet } = await sheetOf(t);
    const result = await pairActiveSheet(book.context(), { round: 3, engine: "rfg" });
    if (!result.ok) throw new Error(JSON.stringify(result.problems));
    const cells = roundCells(book, sheet, "G", 10, t.players.length).filter((c) => c !== "" && c !== "0+");
    for (const b of result.boards.filter((x) => x.nigiri)) {
      const w = Number(b.white.split(" ")[0]);
      expect(cells).toContain(`${w}?/?0`);
    }
    const refused = await pairActiveSheet(book.context(), { round: 9, engine: "rfg" });
    expect(!refused.ok && refused.problems[0]?.text).toEqual({
      code: "pairRoundRange",
      params: { round: 9, rounds: 5 },
    });
  });
});

describe("Write the round-robin schedule", () => {
  /** Five players, five empty rounds: the 6-player Berger table with number 6 as the free round. */
  function five(): Tournament {
    const names = ["Ann", "Bob", "Cid", "Dan", "Eve"];
    return {
      format: "model",
      name: "Five",
      rounds: 5,
      parameters: DEFAULT_PARAMETERS,
      players: names.map((name) => ({ name, rank: "1k", results: Array.from({ length: 5 }, () => ABSENT) })),
    };
  }

  test("FIDE C.05 Annex 1, 5–6 players, round 1 (1–6, 2–5, 3–4): 1 has the free round, 2 White against 5, 3 White against 4", async () => {
    const { book, sheet } = await sheetOf(five());
    const r = await roundRobinActiveSheet(book.context(), { double: false });
    expect(r.ok).toBe(true);
    expect(roundCells(book, sheet, "E", 10, 5)).toEqual(["0-", "5?/w", "4?/w", "3?/b", "2?/b"]);
    // Every pair once over the five rounds, each player once per round.
    const met = new Set<string>();
    for (const column of ["E", "F", "G", "H", "I"]) {
      const cells = roundCells(book, sheet, column, 10, 5);
      expect(cells.filter((x) => x === "0-")).toHaveLength(1);
      cells.forEach((x, i) => {
        const p = parseCell(x);
        if (p.ok && p.value.kind === "game") met.add([i + 1, p.value.opponent].sort().join("-"));
      });
    }
    expect(met.size).toBe(10);
  });

  test("a double round robin needs 10 rounds; a filled round is refused; nothing is written", async () => {
    const { book, sheet } = await sheetOf(five());
    const before = book.snapshotSheet(sheet);
    const double = await roundRobinActiveSheet(book.context(), { double: true });
    expect(!double.ok && double.problems[0]?.text).toEqual({
      code: "rrColumns",
      params: { players: 5, needed: 10, have: 5 },
    });
    book.typeInto(sheet, "G12", "0-");
    const filled = await roundRobinActiveSheet(book.context(), { double: false });
    expect(!filled.ok && filled.problems.map((p) => [p.address, p.text.code])).toEqual([
      [`'${sheet}'!G12`, "rrFilled"],
    ]);
    book.typeInto(sheet, "G12", "");
    expect(book.snapshotSheet(sheet)).toEqual(before);
  });
});
