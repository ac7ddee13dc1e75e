/**
 * A file's whole numbers are digits (H1, D375, D377): a rating of a TRF record and a player's
 * number in a CSV crosstable that a spreadsheet or a hand wrote otherwise (`1e3`, `0x10`, `3.0`)
 * are no number, said at their cell, never read as `Number()` reads them.
 */
import { readFileSync } from "fs";
import { join } from "path";
import { readCsv } from "../../src/formats/csv";
import { readTrf } from "../../src/formats/trf";

// the 16-player Swiss of IA Mario Held's tie-break exercises (test/fixtures/trf-held-swiss-5/SOURCES.txt)
const HELD = readFileSync(join(__dirname, "../fixtures/trf-held-swiss-5/input.trf"), "utf8");
const lines = HELD.split("\n");
const CHARLINE = lines.findIndex((l) => l.startsWith("001    3 m    Charline"));
const charline = lines[CHARLINE] ?? "";

/** The file with player 3's rating columns 49–52 holding `rating`, and her national line after it. */
function withRating(rating: string, national?: string): string {
  const out = [...lines];
  out[CHARLINE] = `${charline.slice(0, 48)}${rating.padStart(4)}${charline.slice(52)}`;
  if (national !== undefined)
    out.splice(CHARLINE + 1, 0, `NOR${charline.slice(3, 48)}${national.padStart(4)}`);
  return out.join("\n");
}

describe("D375: a TRF rating is digits or none", () => {
  it("reads the digits as the file has them (2100 in the exercise's file)", () => {
    const t = readTrf(withRating("2100", "2095")).tournament;
    const p = t.players.find((x) => x.name === "Charline");
    expect(p?.rating).toBe(2100);
    expect(p?.nationalRatings).toEqual([{ federation: "NOR", rating: 2095 }]);
  });

  it.each(["1e3", "0x10", "21.5", "-"])("%s in a 001 record is no rating, warned at column 49", (text) => {
    const r = readTrf(withRating(text));
    expect(r.tournament.players.find((x) => x.name === "Charline")?.rating).toBeUndefined();
    const d = r.diagnostics.filter((x) => x.line === CHARLINE + 1 && x.column === 49);
    expect(d.map((x) => [x.severity, x.message])).toEqual([
      [
        "warning",
        `TRF line ${CHARLINE + 1}, column 49: rating "${text}" is not a number (misaligned columns?): write the rating in digits at its columns, 49–52`,
      ],
    ]);
  });

  it.each(["1e3", "0x10", "21.5"])(
    "%s in a national-rating line is no rating, warned at column 49",
    (text) => {
      const r = readTrf(withRating("2100", text));
      const p = r.tournament.players.find((x) => x.name === "Charline");
      expect(p?.nationalRatings).toEqual([{ federation: "NOR" }]);
      const d = r.diagnostics.filter((x) => x.line === CHARLINE + 2 && x.column === 49);
      expect(d.map((x) => x.severity)).toEqual(["warning"]);
    },
  );

  it("a national line's 9999 (beyond FIDE's 4000, H1) is an error there and no rating", () => {
    const r = readTrf(withRating("2100", "9999"));
    expect(r.tournament.players.find((x) => x.name === "Charline")?.nationalRatings).toEqual([
      { federation: "NOR" },
    ]);
    expect(r.diagnostics.filter((x) => x.line === CHARLINE + 2).map((x) => [x.severity, x.column])).toEqual([
      ["error", 49],
    ]);
  });
});

describe("D377: a CSV crosstable's player number is digits", () => {
  // three players, one round: 1 beats 2, 3 has no game (the CSV form of docs/formats.md)
  const csv = (second: string): string =>
    ["No;Name;Rank;R1", "1;Ann;1d;2+/w", `${second};Bob;2d;1-/b`, "3;Cy;3d;"].join("\n");

  it.each(["2", "2."])("%s is player 2, whom player 1 met", (no) => {
    const r = readCsv(csv(no));
    expect(r.diagnostics.filter((d) => d.severity === "error")).toEqual([]);
    const bob = r.tournament.players[1];
    expect(bob?.startNumber).toBe(2);
    expect(r.tournament.players[0]?.results[0]).toMatchObject({ kind: "game", opponent: 1 });
  });

  it.each(["0x2", "2e0", "2.0", "two", "0"])("%s is no number: an error at its cell, not player 2", (no) => {
    const r = readCsv(csv(no));
    const at = r.diagnostics.find((d) => d.line === 3 && d.column === 1);
    expect(at?.severity).toBe("error");
    expect(at?.message).toContain(`number "${no}" is not a whole number 1 or more`);
    expect(r.tournament.players[1]?.startNumber).toBeUndefined();
    // player 1's game against "2" finds no player 2
    expect(r.diagnostics.some((d) => d.line === 2 && /opponent 2 is not in the table/.test(d.message))).toBe(
      true,
    );
  });
});
