/**
 * Late entries' provisional numbers (docs/pairing.md, "In the sheet"): a row typed under the
 * crosstable with a name and rank but no number takes his row's number in the table; Pair
 * round k writes it into his No cell with the round's cells that refer to it and says so in
 * the report; a number another player has is refused at the cell. The tournament is the
 * "notsimplemm" fixture (OpenGotha 3.52.03's file, SOURCES.txt) with rounds 3–5 emptied.
 */
import type { Tournament } from "../../src/core/tournament/model";
import { parseCell } from "../../src/formats/cell";
import { recalculateActiveSheet } from "../../src/sheet/actions";
import { pairActiveSheet, roundRobinActiveSheet } from "../../src/sheet/pairing-actions";
import { ABSENT, FIRST, sheetOf, upTo } from "./notsimplemm-sheet";
import { spillValues } from "./tournament-helpers";

describe("a late entry without a number", () => {
  test("takes his row's number: written into his No cell with round 3, the opponent's cell refers to it", async () => {
    const t = upTo(2);
    const n = t.players.length;
    const { book, sheet } = await sheetOf(t);
    const row = FIRST + n;
    book.typeInto(sheet, `B${row}`, "Late Entry");
    book.typeInto(sheet, `C${row}`, "1k");
    const r = await pairActiveSheet(book.context(), { round: 3, engine: "opengotha" });
    if (!r.ok) throw new Error(JSON.stringify(r.problems));
    expect(r.report[0]).toEqual({ code: "lateNumber", params: { name: "Late Entry", number: n + 1 } });
    expect(book.cell(sheet, `A${row}`)?.value).toBe(n + 1);
    // His round-3 cell: a game (the opponent's cell names n + 1) or the bye.
    const own = parseCell(String(book.cell(sheet, `G${row}`)?.value ?? ""));
    if (!own.ok) throw new Error("his cell is not a cell");
    if (own.value.kind === "game") {
      const other = parseCell(String(book.cell(sheet, `G${FIRST + own.value.opponent - 1}`)?.value ?? ""));
      expect(other.ok && other.value.kind === "game" && other.value.opponent).toBe(n + 1);
    } else expect(own.value.kind).toBe("bye");
  });

  test("Recalculate before his first pairing: no problem; the standings list him with his row's number and no game", async () => {
    const t = upTo(2);
    const n = t.players.length;
    const { book, sheet, build } = await sheetOf(t, ["MMS", "SOS"]);
    const row = FIRST + n;
    book.typeInto(sheet, `B${row}`, "Late Entry");
    book.typeInto(sheet, `C${row}`, "1k");
    const r = await recalculateActiveSheet(book.context());
    if (!r.ok) throw new Error(JSON.stringify(r.problems));
    // His No cell stays blank (Pair round k writes it); the standings and ratings have him.
    expect(book.cell(sheet, `A${row}`)?.value ?? "").toBe("");
    expect(r.players).toHaveLength(n + 1);
    const late = r.standings?.tournament.players[n];
    expect([late?.name, late?.startNumber, late?.results.every((e) => e.kind === "absent")]).toEqual([
      "Late Entry",
      n + 1,
      true,
    ]);
    const anchor = build.layout.standingsAnchor ?? "";
    const [head, ...body] = spillValues(book, sheet, anchor, n + 2, 6);
    const no = (head ?? []).indexOf("No");
    const name = (head ?? []).indexOf("Name");
    expect(body.filter((x) => x[name] === "Late Entry").map((x) => x[no])).toEqual([n + 1]);
  });

  test("his row's number taken by another late entry's typed number: refused at his No cell, nothing written", async () => {
    const t = upTo(2);
    const n = t.players.length;
    const { book, sheet } = await sheetOf(t);
    // The first late entry typed number n + 2, the second (row n + 2 of the table) none.
    book.typeInto(sheet, `A${FIRST + n}`, n + 2);
    book.typeInto(sheet, `B${FIRST + n}`, "First Late");
    book.typeInto(sheet, `C${FIRST + n}`, "2k");
    book.typeInto(sheet, `B${FIRST + n + 1}`, "Second Late");
    book.typeInto(sheet, `C${FIRST + n + 1}`, "3k");
    const before = book.snapshotSheet(sheet);
    const r = await pairActiveSheet(book.context(), { round: 3, engine: "opengotha" });
    const refusal = [
      `'${sheet}'!A${FIRST + n + 1}`,
      { code: "lateNumberTaken", params: { name: "Second Late", number: n + 2 } },
    ];
    expect(r.ok ? null : r.problems.map((p) => [p.address, p.text])).toEqual([refusal]);
    expect(book.snapshotSheet(sheet)).toEqual(before);
    // Recalculate says the same at the same cell.
    const recalc = await recalculateActiveSheet(book.context());
    expect(recalc.ok ? null : recalc.problems.map((p) => [p.address, p.text])).toEqual([refusal]);
    expect(book.snapshotSheet(sheet)).toEqual(before);
  });

  test("the round-robin schedule writes it too", async () => {
    const t: Tournament = {
      ...upTo(0),
      rounds: 9,
      players: upTo(0)
        .players.slice(0, 8)
        .map((p) => ({ ...p, results: Array.from({ length: 9 }, () => ABSENT) })),
    };
    const { book, sheet } = await sheetOf(t);
    book.typeInto(sheet, `B${FIRST + 8}`, "Late Entry");
    book.typeInto(sheet, `C${FIRST + 8}`, "1k");
    const r = await roundRobinActiveSheet(book.context(), { double: false });
    if (!r.ok) throw new Error(JSON.stringify(r.problems));
    expect(book.cell(sheet, `A${FIRST + 8}`)?.value).toBe(9);
    // Berger's table for 9 (the 10-player one, 10 the free round): number 9 plays in round 1
    // (1–10 free, 2–9, 3–8, 4–7, 5–6: FIDE C.05 Annex 1), against 2.
    const cell = parseCell(String(book.cell(sheet, `E${FIRST + 8}`)?.value ?? ""));
    expect(cell.ok && cell.value.kind === "game" && cell.value.opponent).toBe(2);
  });
});
