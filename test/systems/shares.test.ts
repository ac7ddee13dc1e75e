/**
 * Each system's shares the edges used to keep in tables keyed by the systems' names (D103): its
 * name as a message, the notes its results say otherwise, the column an error about a player is
 * put at. The edges' behaviour with them is tested where they show (test/sheet, test/cli).
 */
import { LANGUAGES } from "../../src/i18n/language";
import { STRINGS } from "../../src/i18n/pane";
import { render } from "../../src/i18n/table";
import { saidNotes } from "../../src/results/notes";
import { FIDE, MAHJONG, MGSZ, SYSTEMS } from "../../src/systems";

test("a system's name is one message, which the sheet's System row and the pane's list of systems both say", () => {
  for (const lang of LANGUAGES) {
    const names = SYSTEMS.map((s) => render(s.displayName, lang));
    expect(new Set(names).size).toBe(SYSTEMS.length);
    for (const s of SYSTEMS) expect(STRINGS[lang].systemNames[s.name]).toBe(render(s.displayName, lang));
  }
  // the sheet's System row as it was written before the name moved into the value
  expect(render(MGSZ.displayName, "en")).toBe("MGSZ (Hungarian Go)");
  expect(render(FIDE.displayName, "hu")).toBe("FIDE Élő");
  expect(render(MAHJONG.displayName, "ru")).toBe("Российский маджонг");
});

test("the notes a system's results say otherwise are left out of its notes, and only those", () => {
  const notes = [
    { code: "new-player", text: { code: "verbatim", params: { text: "a" } } },
    { code: "unrated", text: { code: "verbatim", params: { text: "b" } } },
    { code: "rank-capped", text: { code: "verbatim", params: { text: "c" } } },
  ] as const;
  // D24: MGSZ's new players are counted in rate's summary and marked in the Register column
  expect(saidNotes(MGSZ, notes).map((n) => n.code)).toEqual(["unrated", "rank-capped"]);
  // FIDE's first ratings are the table's rating after
  expect(saidNotes(FIDE, notes).map((n) => n.code)).toEqual(["new-player", "rank-capped"]);
  expect(saidNotes(MAHJONG, notes).map((n) => n.code)).toEqual(["new-player", "unrated", "rank-capped"]);
});

test("an error about a player is put at his rank (MGSZ), rating (FIDE) or place (mahjong) cell (D115)", () => {
  // the crosstable's columns: No, Name, Rank, Rating (crosstableHeader); mahjong's results: Place first
  expect([MGSZ, FIDE, MAHJONG].map((s) => s.sheet.errorColumn)).toEqual([2, 3, 0]);
});
