import { readFileSync } from "fs";
import { join } from "path";
import { readTrf } from "../../src/formats/trf";

/**
 * TRF read as fixed-width (D57, D58) and repeated pairings in a Swiss (D59), on the trap files of
 * test/fixtures/traps/trf-* (a 6-player Swiss at FIDE TRF16's columns, FORMATS §1.4) and on
 * lines edited from them one column at a time.
 */
const TRAPS = join(__dirname, "..", "fixtures", "traps");
const SWISS = readFileSync(join(TRAPS, "trf-repeated-pairing-swiss", "input.trf"), "utf8");
const SHIFTED = readFileSync(join(TRAPS, "trf-extra-space-in-name", "input.trf"), "utf8");
const lines = SWISS.split("\n");
/** The file with line `n` (1-based) replaced. */
const edit = (n: number, f: (line: string) => string): string =>
  lines.map((l, i) => (i === n - 1 ? f(l) : l)).join("\n");
/** The column findings (a refused line also leaves its opponents' references unresolved). */
const errors = (text: string) => readTrf(text).diagnostics.filter((d) => d.code === "misaligned");

describe("TRF fields at their columns (D57)", () => {
  it("refuses the line with one extra space in the name, at the column the rating spills into", () => {
    const r = readTrf(SHIFTED);
    const e = r.diagnostics.filter((d) => d.code === "misaligned");
    expect(e.map((d) => [d.severity, d.line, d.column])).toEqual([["error", 15, 53]]);
    expect(e[0]?.detail).toBe(
      'player 3 (Kovacs,  Peter): rating at columns 49–52 reads "198", the next column holds "7": ' +
        "the line looks shifted right by 1 column after column 14, in the name; put each field at its columns",
    );
    // no rating is taken from a refused line: never 198
    expect(r.tournament.players[2]?.rating).toBeUndefined();
  });

  it("takes trailing spaces and tabs for no field", () => {
    expect(errors(edit(13, (l) => `${l}  \t `))).toEqual([]);
  });

  it("says a line one column left (a space taken out of the name) at column 48", () => {
    const e = errors(edit(15, (l) => l.replace("Kovacs, Peter", "Kovacs,Peter")));
    expect(e.map((d) => [d.line, d.column])).toEqual([[15, 48]]);
    expect(e[0]?.detail).toContain('rating at columns 49–52 reads "987", the column before holds "1"');
    expect(e[0]?.detail).toContain("shifted left by 1 column after column 14, in the name");
  });

  it("says a starting rank one column right, after column 4", () => {
    const e = errors(edit(13, (l) => `001 ${l.slice(3)}`));
    expect(e.map((d) => [d.line, d.column])).toEqual([[13, 9]]);
    expect(e[0]?.detail).toContain(
      'player "Nagy, Gabor": starting rank at columns 5–8 reads "", the next column holds "1"',
    );
    expect(e[0]?.detail).toContain("after column 4");
  });

  it("refuses a round block whose result spills (round 2 of player 2)", () => {
    const e = errors(edit(14, (l) => l.replace("   1 w =", "   1 w  =")));
    expect(e.map((d) => [d.line, d.column])).toEqual([[14, 110]]);
    expect(e[0]?.detail).toContain(
      'player 2 (Toth, Eszter), round 2: result at columns 109–109 reads "", the next column holds "="',
    );
  });

  it("refuses a FIDE ID written into the birth date's columns, naming the field", () => {
    const e = errors(
      edit(13, (l) => `${l.slice(0, 57)}    7231000${l.slice(68)}`.replace(" 7231000 ", " 72310001")),
    );
    expect(e[0]?.detail).toMatch(
      /^player 1 \(Nagy, Gabor\): FIDE ID at columns 58–68 reads "7231000", the next column holds "1"/,
    );
  });

  it("checks national-rating lines, the code's column 4 and 132's round dates", () => {
    const nrs = "HUN    3" + " ".repeat(40) + "19875";
    expect(errors(`${SWISS}${nrs}\n`)[0]?.detail).toMatch(
      /^HUN record: rating at columns 49–52 reads "1987", the next column holds "5"/,
    );
    expect(errors(edit(1, (l) => l.replace("012 ", "012:")))[0]?.detail).toMatch(
      /^012 record: record code at columns 1–3/,
    );
    const bye = errors(`${SWISS}240 H   2     4\n240 H    3   4\n`).map((d) => d.detail);
    expect(bye).toEqual([
      '240 record: player or team at columns 11–14 reads "", the next column holds "4"; put each field at its columns',
      '240 record: round at columns 7–9 reads "", the next column holds "3"; put each field at its columns',
    ]);
    const dates = errors(edit(12, (l) => l.replace("26/10/03  26/10/04", "26/10/03   26/10/04")));
    expect(dates[0]?.detail).toMatch(/^132 record, round 3: round date at columns 112–119 reads "26\/10\/0"/);
  });

  it("takes a birth date one column right after a 10-digit FIDE ID, with a warning (D58)", () => {
    const r = readTrf(edit(13, (l) => `${l.slice(0, 57)}7231000000   1985/03/12${l.slice(80)}`));
    const moved = r.diagnostics.filter((d) => d.code === "misaligned");
    expect(moved.map((d) => [d.severity, d.line, d.column])).toEqual([["warning", 13, 71]]);
    expect(r.tournament.players[0]?.birth).toBe("1985/03/12");
  });
});

describe("repeated pairings in a Swiss (D59)", () => {
  it("names both players and both rounds, as warnings: the file still rates", () => {
    const r = readTrf(SWISS);
    expect(r.diagnostics.map((d) => [d.severity, d.code, d.line, d.column])).toEqual([
      ["warning", "repeated-pairing", 13, 112],
      ["warning", "repeated-pairing", 15, 112],
    ]);
    expect(r.diagnostics[0]?.detail).toContain(
      "players 1 (Nagy, Gabor) and 4 (Szabo, Laszlo) meet twice, in rounds 1 and 3",
    );
  });

  it("a forfeit is no meeting", () => {
    const forfeit = edit(13, (l) => l.replace("   4 b =", "   4 b -"));
    const both = forfeit
      .split("\n")
      .map((l, i) => (i === 15 ? l.replace("   1 w =", "   1 w +") : l))
      .join("\n");
    expect(readTrf(both).diagnostics.filter((d) => d.line === 13 && d.code === "repeated-pairing")).toEqual(
      [],
    );
  });

  it("a double round robin (every pair twice, 2 × (n − 1) rounds) is not said", () => {
    const rr = readFileSync(
      join(__dirname, "..", "fixtures", "trf-tiebreakserver-held-round-robin", "input.trf"),
      "utf8",
    );
    expect(readTrf(rr).diagnostics.filter((d) => d.code === "repeated-pairing")).toEqual([]);
  });
});

describe("a double forfeit (D53)", () => {
  // bbpPairings' random tournaments have them (`- ` against `-`): 163 warnings "players 53 and 78
  // report scores 0 and 0" on 156 of its files before; a ruling, as D53 says, not a disagreement
  it("is no finding of the symmetry check", () => {
    const one = edit(13, (l) => l.replace("   4 b =", "   4 b -"));
    const both = one
      .split("\n")
      .map((l, i) => (i === 15 ? l.replace("   1 w =", "   1 w -") : l))
      .join("\n");
    // the two draws made double forfeits take ½ from each player's results and not from the
    // points of his 001 record: that is said (D389), and nothing of the symmetry check
    const said = readTrf(both).diagnostics.filter((d) => d.code !== "repeated-pairing");
    expect(said.map((d) => [d.code, d.line, d.column])).toEqual([["points-differ", 13, 81]]);
  });

  it("a forfeit won by both still is", () => {
    const one = edit(13, (l) => l.replace("   4 b =", "   4 b +"));
    const both = one
      .split("\n")
      .map((l, i) => (i === 15 ? l.replace("   1 w =", "   1 w +") : l))
      .join("\n");
    expect(readTrf(both).diagnostics.map((d) => d.detail)).toContainEqual(
      expect.stringContaining("report scores 1 and 1"),
    );
  });
});
