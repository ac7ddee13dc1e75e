/**
 * A chess sheet's initial colour (D315): the pairing block's "Initial colour" row, written from
 * the TRF (`152`, `XXC white1`/`black1`) when the sheet is built from one, WHITE otherwise (as
 * D283 paired before), and read by Pair round 1. The expected rounds are the command line's
 * `rating-officer pair FILE --round 1 --engine dutch` over bbp-104.trf (bbpPairings v6.0.0's
 * generated tournament, test/fixtures/dutch-bbp/SOURCES.txt) with and without `XXC black1`.
 */
import fs from "node:fs";
import path from "node:path";
import type { RoundEntry, Tournament } from "../../src/core/tournament/model";
import { readTrf } from "../../src/formats/trf";
import { sheetInitialColour } from "../../src/sheet/pairing-dutch";
import { pairingBlockRows } from "../../src/sheet/pairing-params";
import { blockKeys } from "../../src/sheet/pairing-rows";
import { chessSheetPairing } from "../../src/sheet/sheet-pairing";
import { readActiveSheet } from "../../src/sheet/actions";
import { planPairRound } from "../../src/sheet/pairing";
import { planRecalculate } from "../../src/sheet/recalc";
import { run } from "../cli/fake-io";
import { sheetOf, valueCell } from "./pairing-sheet";
import { example5 } from "./tournament-helpers";

const FILE = fs.readFileSync(path.join(__dirname, "../fixtures/dutch-bbp/bbp-104.trf"), "latin1");
/** bbp-104.trf before round 1: its player records without their rounds (TRF columns 1–91). */
const TEXT = FILE.split(/\r\n|\r|\n/)
  .map((l) => (l.startsWith("001 ") ? l.slice(0, 91).trimEnd() : l))
  .join("\n");
/** The same file with the colour drawn for the first-ranked player: Black (XXC black1). */
const BLACK = `${TEXT.trimEnd()}\nXXC black1\n`;
const EMPTY: RoundEntry = { kind: "absent", score: null };

/**
 * The file as a director's sheet before round 1 (its round columns empty), with the initial
 * colour `text` states.
 */
function fresh(text: string): Tournament {
  const t = readTrf(FILE).tournament;
  const colour = readTrf(text).tournament.initialColour;
  return {
    ...t,
    ...(colour !== undefined ? { initialColour: colour } : {}),
    players: t.players.map((p) => ({ ...p, results: p.results.map(() => EMPTY) })),
  };
}

/** Round 1 as `pair --json` gives it: "white-black" by starting number. */
async function cliRound1(text: string): Promise<string[]> {
  const out = await run(["pair", "t.trf", "--round", "1", "--engine", "dutch", "--json"], { "t.trf": text });
  expect(out.code).toBe(0);
  const json = JSON.parse(out.stdout) as { pairs: { whiteNo: number; blackNo: number }[] };
  return json.pairs.map((p) => `${p.whiteNo}-${p.blackNo}`).sort();
}

/** Round 1 paired on the sheet (`edit` first), "white-black" by the sheet's numbers. */
async function sheetRound1(book: Awaited<ReturnType<typeof sheetOf>>["book"]): Promise<string[]> {
  const plan = planPairRound(await readActiveSheet(book.context()), { round: 1, engine: "opengotha" });
  if (!plan.ok) throw new Error(JSON.stringify(plan.problems));
  const no = (s: string): string => s.split(" ")[0] ?? "";
  return plan.boards.map((b) => `${no(b.white)}-${no(b.black)}`).sort();
}

describe("the chess sheet's initial colour (D315)", () => {
  test("written from the file's XXC black1 and paired by: the command line's round 1", async () => {
    expect(fresh(BLACK).initialColour).toBe("black");
    const { book, sheet } = await sheetOf(fresh(BLACK), undefined, "en", "fide");
    expect(book.cell(sheet, valueCell(book, sheet, "Initial colour"))?.value).toBe("BLACK");
    const black = await cliRound1(BLACK);
    expect(await sheetRound1(book)).toEqual(black);
    // number 1 has Black on his board (C.04.3 E.5: the drawn colour goes to the first-ranked)
    expect(black.some((p) => p.endsWith("-1"))).toBe(true);
  });

  test("a file without one: WHITE, and round 1 as before (D283); BLACK typed in pairs as the file's would", async () => {
    const { book, sheet } = await sheetOf(fresh(TEXT), undefined, "en", "fide");
    const cell = valueCell(book, sheet, "Initial colour");
    expect(book.cell(sheet, cell)?.value).toBe("WHITE");
    const white = await cliRound1(TEXT);
    expect(white.some((p) => p.startsWith("1-"))).toBe(true);
    expect(await sheetRound1(book)).toEqual(white);
    book.typeInto(sheet, cell, "black");
    expect(await sheetRound1(book)).toEqual(await cliRound1(BLACK));
  });

  test("a file without one whose round 1 is played: the colour round 1 gave number 1 (D283)", async () => {
    // bbp-104.trf's own round 1 (bbpPairings v6.0.0's): 4 w – 1 b, so number 1 had Black
    const t = readTrf(FILE).tournament;
    expect(t.initialColour).toBeUndefined();
    expect(t.players[0]?.results[0]).toMatchObject({ kind: "game", opponent: 3, colour: "black" });
    const { book, sheet } = await sheetOf(t, undefined, "en", "fide");
    expect(book.cell(sheet, valueCell(book, sheet, "Initial colour"))?.value).toBe("BLACK");
  });

  test("a value neither WHITE nor BLACK is refused at its cell by Pair round and Recalculate", async () => {
    const { book, sheet } = await sheetOf(fresh(TEXT), undefined, "hu", "fide");
    const cell = valueCell(book, sheet, "Kezdő szín");
    book.typeInto(sheet, cell, "red");
    const plan = planPairRound(await readActiveSheet(book.context()), { round: 1, engine: "opengotha" });
    const recalc = planRecalculate(await readActiveSheet(book.context()));
    for (const p of [plan, recalc]) {
      expect(p.ok).toBe(false);
      if (!p.ok)
        expect(p.problems.map((x) => [x.address, x.text.code])).toEqual([
          [`'${sheet}'!${cell}`, "pairParamChoice"],
        ]);
    }
  });

  test("a Go sheet's block has no such row; typed under it, it is refused at its cell", async () => {
    const { book, sheet } = await sheetOf(example5(), undefined, "en", "mgsz");
    expect(() => valueCell(book, sheet, "Initial colour")).toThrow();
    const other = valueCell(book, sheet, "Other OpenGotha parameters");
    const [, letter = "", digits = ""] = /^([A-Z]+)(\d+)$/.exec(other) ?? [];
    const label = `${String.fromCharCode(letter.charCodeAt(0) - 1)}${Number(digits) + 1}`;
    const value = `${letter}${Number(digits) + 1}`;
    book.typeInto(sheet, label, "Initial colour");
    book.typeInto(sheet, value, "BLACK");
    const recalc = planRecalculate(await readActiveSheet(book.context()));
    expect(recalc.ok).toBe(false);
    if (!recalc.ok)
      expect(recalc.problems.map((x) => [x.address, x.text.code])).toEqual([
        [`'${sheet}'!${value}`, "pairParamDutchOnly"],
      ]);
  });

  test("a file whose round 1 the engine cannot read: the row left empty, no colour guessed", () => {
    // bbp-104 with player 1's round-1 game made a result not known (D56): the engine refuses it
    const t = readTrf(FILE).tournament;
    const unknown: Tournament = {
      ...t,
      players: t.players.map((p, i) =>
        i === 0
          ? {
              ...p,
              results: p.results.map((e, r) => (r === 0 && e.kind === "game" ? { ...e, score: null } : e)),
            }
          : p,
      ),
    };
    expect(unknown.players[0]?.results[0]).toMatchObject({ kind: "game", score: null });
    expect(sheetInitialColour(unknown)).toBeUndefined();
    expect(sheetInitialColour(t)).toBeDefined();
    const keys = blockKeys("dutch");
    const rows = pairingBlockRows(chessSheetPairing(), "en", keys, "dutch", undefined);
    expect(keys).toContain("initialColour");
    expect(rows[keys.indexOf("initialColour")]?.[1]).toBeNull();
  });
});
