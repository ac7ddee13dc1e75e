/**
 * Late entries from a registration list added to an existing sheet (src/sheet/late-list.ts,
 * docs/pairing.md "In the sheet"): written in the blank rows under the crosstable with their
 * rows' numbers, then paired with everybody in the next round; refused, nothing written, when
 * the rows are not there. The tournament is the "notsimplemm" fixture (OpenGotha 3.52.03's file,
 * SOURCES.txt) with rounds 3–5 emptied; the list is two rows of the fixture "pairing/registration".
 */
import type { Tournament } from "../../src/core/tournament/model";
import { parseCell } from "../../src/formats/cell";
import { readCsv } from "../../src/formats/csv";
import { addEntriesActiveSheet, pairActiveSheet } from "../../src/sheet/pairing-actions";
import { FIRST, sheetOf, upTo } from "./notsimplemm-sheet";

const list = (rows: number): Tournament =>
  readCsv(
    [
      "Name;First name;Rank;Rating;Club;Country",
      "Kovács;Anna;3d;;Pécs;HU",
      "Ivanov;Pavel;5k;;Moscow;RU",
      "Müller;Jan;2k;;Berlin;DE",
    ]
      .slice(0, rows + 1)
      .join("\n"),
  ).tournament;

describe("late entries from a registration list", () => {
  test("two players under the crosstable with their rows' numbers, club and country; paired in round 3", async () => {
    const t = upTo(2);
    const n = t.players.length;
    const { book, sheet } = await sheetOf(t);
    const r = await addEntriesActiveSheet(book.context(), list(2));
    if (!r.ok) throw new Error(JSON.stringify(r.problems));
    expect(r.summary).toEqual({
      code: "lateAdded",
      params: { count: 2, sheet, first: n + 1, last: n + 2 },
    });
    expect(book.valuesOf(sheet, `A${FIRST + n}:I${FIRST + n + 1}`)).toEqual([
      [n + 1, "Kovács Anna", "3d", "", "", "", "", "", ""],
      [n + 2, "Ivanov Pavel", "5k", "", "", "", "", "", ""],
    ]);
    // The fixture's First name, Club and Country columns (after the blank J and the ID column
    // K: L, M, N); the first name as the list has it (P40).
    expect(book.valuesOf(sheet, `L9:N9`)).toEqual([["First name", "Club", "Country"]]);
    expect(book.valuesOf(sheet, `L${FIRST + n}:N${FIRST + n + 1}`)).toEqual([
      ["Anna", "Pécs", "HU"],
      ["Pavel", "Moscow", "RU"],
    ]);
    const paired = await pairActiveSheet(book.context(), { round: 3, engine: "opengotha" });
    if (!paired.ok) throw new Error(JSON.stringify(paired.problems));
    for (const row of [FIRST + n, FIRST + n + 1])
      expect(parseCell(String(book.cell(sheet, `G${row}`)?.value ?? "")).ok).toBe(true);
    expect(
      [n + 1, n + 2].map(
        (no) =>
          paired.boards.some((b) => b.white.startsWith(`${no} `) || b.black.startsWith(`${no} `)) ||
          paired.bye?.startsWith(`${no} `),
      ),
    ).toEqual([true, true]);
  });

  test("three players with two blank rows before the standings: refused at the first row, nothing written", async () => {
    const t = upTo(2);
    const n = t.players.length;
    const { book, sheet } = await sheetOf(t);
    const before = book.snapshotSheet(sheet);
    const r = await addEntriesActiveSheet(book.context(), list(3));
    expect(r.ok ? null : r.problems.map((p) => [p.address, p.text])).toEqual([
      [`'${sheet}'!A${FIRST + n}`, { code: "lateRoom", params: { needed: 3, room: 2, row: FIRST + n } }],
    ]);
    expect(book.snapshotSheet(sheet)).toEqual(before);
  });
});
