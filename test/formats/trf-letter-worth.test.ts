/**
 * D431: one worth of a result letter in a TRF (`letterPoints2`, src/formats/trf-points.ts), by
 * which the reader, D389's points check and the writer count. D432: a pairing-allocated bye
 * written `0000 - +` is read as that bye and written back as the file wrote it. The values are
 * FORMATS §1.3's `162` (A: the zero-point bye's and the forfeit loss's worth, default 0) and
 * §1.4's result table (blank ≡ Z), and bbpPairings v6.0.0's count of a result (its
 * tournament.h, `getPoints`: `+` without an opponent the pairing-allocated bye's points).
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { readTrf } from "../../src/formats/trf";
import { letterPoints2 } from "../../src/formats/trf-points";
import { writeTrf } from "../../src/formats/trf-writer";

/** A `001` line: points at columns 81–84, the blocks from column 92 (FORMATS §1.4). */
const line = (start: number, name: string, points: string, blocks: readonly string[]): string =>
  `001 ${String(start).padStart(4)} m    ${name.padEnd(33)} ${String(2100 - 50 * start).padStart(4)}` +
  `${" ".repeat(28)}${points.padStart(4)} ${String(start).padStart(4)}  ${blocks.join("  ")}`.trimEnd();
const lineOf = (text: string, start: number): string =>
  text.split(/\r\n|\r|\n/).find((l) => l.startsWith(`001 ${String(start).padStart(4)}`)) ?? "";
const block = (l: string, r: number): string => l.slice(91 + 10 * (r - 1), 99 + 10 * (r - 1));

const A_HALF = "162  W 1.0    D 0.5    L 0.0    A 0.5";

describe("a result letter's worth in the file (D431)", () => {
  // five players, two rounds: player 4 not paired in round 2 (his line ends after round 1)
  const blank = [
    "012 Blank round",
    A_HALF,
    line(1, "One, A", "2.0", ["   2 w 1", "   3 b 1"]),
    line(2, "Two, B", "1.0", ["   1 b 0", "   5 w 1"]),
    line(3, "Three, C", "1.0", ["   4 w 1", "   1 w 0"]),
    line(4, "Four, D", "0.5", ["   3 b 0"]),
    line(5, "Five, E", "1.0", ["0000 - U", "   2 b 0"]),
    "",
  ].join("\n");

  it("a blank round counts the file's zero-point bye (162's A 0.5): nothing said of the points", () => {
    const r = readTrf(blank);
    expect(r.diagnostics).toEqual([]);
    // round 2 of player 4: FORMATS §1.4 "blank ≡ Z", worth A = 0.5 → 1 half-point
    expect(r.tournament.players[3]?.results[1]).toEqual({ kind: "absent", score: 1 });
  });

  it("a line's trailing blanks past the crosstable declare no absence: points ½ off are said", () => {
    // round 1 of three players, 142 announcing 2 rounds, each line padded past round 2's column:
    // player 1 holds 1.5 where his one win gives 1.0 (D389); a blank next-round block counted at
    // 162's A 0.5 hid it
    const text = [
      "012 Trailing blanks",
      "142 2",
      A_HALF,
      `${line(1, "One, A", "1.5", ["   2 w 1"])}${" ".repeat(12)}`,
      `${line(2, "Two, B", "0.0", ["   1 b 0"])}${" ".repeat(12)}`,
      `${line(3, "Three, C", "0.5", ["0000 - Z"])}${" ".repeat(12)}`,
      "",
    ].join("\n");
    const r = readTrf(text);
    expect(r.diagnostics.map((d) => [d.line, d.column, d.code])).toEqual([[4, 81, "points-differ"]]);
    expect(r.diagnostics[0]?.message).toContain('points "1.5"');
  });

  it("a next round's Z is written with the file's zero-point bye in the points", () => {
    // after round 1 of four players, player 3 declared absent (Z) in round 2's column
    const text = [
      "012 Next Z",
      "XXR 3",
      A_HALF,
      line(1, "One, A", "1.0", ["   2 w 1"]),
      line(2, "Two, B", "0.0", ["   1 b 0"]),
      line(3, "Three, C", "1.0", ["   4 w 1", "0000 - Z"]),
      line(4, "Four, D", "0.0", ["   3 b 0"]),
      "",
    ].join("\n");
    const written = lineOf(writeTrf(readTrf(text).tournament).text, 3);
    expect(block(written, 2)).toBe("0000 - Z");
    // 1 won + the Z at 162's A 0.5
    expect(written.slice(80, 84)).toBe(" 1.5");
    // TRF16 has no 162 (TRF-2026's, left out): its Z is worth the default 0
    const written16 = lineOf(writeTrf(readTrf(text).tournament, "16").text, 3);
    expect([block(written16, 2), written16.slice(80, 84)]).toEqual(["0000 - Z", " 1.0"]);
  });

  // round 2's game 2–5 forfeited by player 2: 162's A values the forfeit loss at 0.5 too
  const forfeit = blank
    .replace(
      line(2, "Two, B", "1.0", ["   1 b 0", "   5 w 1"]),
      line(2, "Two, B", "0.5", ["   1 b 0", "   5 w -"]),
    )
    .replace(
      line(5, "Five, E", "1.0", ["0000 - U", "   2 b 0"]),
      line(5, "Five, E", "2.0", ["0000 - U", "   2 b +"]),
    );

  it("a forfeit loss the file values at 0.5 is said as that, not as points that differ", () => {
    const r = readTrf(forfeit);
    // line 4 is player 2's; round 2's block at columns 102–109, its result at 109
    expect(r.diagnostics.map((d) => [d.code, d.line, d.column])).toEqual([["forfeit-loss-worth", 4, 109]]);
    expect(r.tournament.players[1]?.results[1]).toMatchObject({ kind: "game", score: 0, forfeit: true });
  });

  it("the writer counts the forfeit loss at the file's value, as the 162 it keeps says", () => {
    const text = writeTrf(readTrf(forfeit).tournament).text;
    expect(text).toContain(A_HALF);
    // player 2: 0 (round 1) + the forfeit loss's 0.5
    expect(lineOf(text, 2).slice(80, 84)).toBe(" 0.5");
  });
});

describe("0000 - + read and written as the pairing-allocated bye (D432)", () => {
  // SOURCES.txt: players 8 and 9 both "0000 - +" in round 2
  const FILE = readFileSync(join(__dirname, "../fixtures/dutch-bbp-two-forfeit-byes/input.trf"), "utf8");

  it("is read as the pairing-allocated bye at the file's P", () => {
    const t = readTrf(FILE).tournament;
    expect(t.players[7]?.results[1]).toEqual({ kind: "bye", score: 2 });
    expect(t.players[8]?.results[1]).toEqual({ kind: "bye", score: 2 });
    const half = readTrf(FILE.replace("XXC white1", "XXC white1\n162  P 0.5")).tournament;
    // 162's P 0.5 → 1 half-point, as bbpPairings counts "+" without an opponent
    expect(half.players[7]?.results[1]).toEqual({ kind: "bye", score: 1 });
  });

  it("as bbpPairings' checker reads it: both are round 2's pairing-allocated byes", () => {
    // bbp-check.txt (SOURCES.txt): the "Tournament pairings" column lists the byes as "N - 0"
    const said = readFileSync(
      join(__dirname, "../fixtures/dutch-bbp-two-forfeit-byes/bbp-check.txt"),
      "utf8",
    );
    const bbp = [...said.matchAll(/(\d+) - +0$/gm)].map((m) => Number(m[1])).sort();
    const t = readTrf(FILE).tournament;
    const ours = t.players.filter((p) => p.results[1]?.kind === "bye").map((p) => p.startNumber);
    expect(bbp).toEqual([8, 9]);
    expect(ours).toEqual(bbp);
  });

  it.each(["2026", "16"] as const)("TRF%s writes both as the file did, not U and F", (v) => {
    const text = writeTrf(readTrf(FILE).tournament, v).text;
    expect([8, 9].map((s) => block(lineOf(text, s), 2))).toEqual(["0000 - +", "0000 - +"]);
    expect(block(lineOf(text, 9), 1)).toBe("0000 - U");
    expect(lineOf(text, 9).slice(80, 84)).toBe(" 2.0");
  });
});

describe("a block's worth by whether it has an opponent (D431)", () => {
  // four players, round 2 of 1–2 paired and not yet played: "   2 b  ", no result letter
  const pending = [
    "012 Pending game",
    "XXR 3",
    A_HALF,
    line(1, "One, A", "1.0", ["   3 w 1", "   2 b  "]),
    line(2, "Two, B", "1.0", ["   4 b 1", "   1 w  "]),
    line(3, "Three, C", "1.0", ["   1 b 0", "   4 w 1"]),
    line(4, "Four, D", "0.0", ["   2 w 0", "   3 b 0"]),
    "",
  ].join("\n");

  it("a game without its result is no zero-point bye: 0, and nothing said of the points", () => {
    const r = readTrf(pending);
    expect(r.diagnostics).toEqual([]);
    // FORMATS §1.4's blank ≡ Z is a block without an opponent; this one has player 2: 0, not 162's A
    expect(r.tournament.players[0]?.results[1]).toEqual({ kind: "absent", score: 0 });
    expect(r.tournament.players[1]?.results[1]).toEqual({ kind: "absent", score: 0 });
    // the one worth of a letter says so to D389's check and pair --out's sums: 162's A (0.5, 1
    // half-point) is the blank's without an opponent only
    const values = { pab2: 2, zeroBye2: 1, forfeitLoss2: 0 };
    expect([letterPoints2(" ", true, values), letterPoints2(" ", false, values)]).toEqual([0, 1]);
  });

  // round 2 of player 1 written "0000 - X", a game's result without an opponent; player 2 not
  // paired (a blank round, 162's A 0.5: 1.5)
  const withLetter = (letter: string): string =>
    pending
      .replace(
        line(1, "One, A", "1.0", ["   3 w 1", "   2 b  "]),
        line(1, "One, A", "1.0", ["   3 w 1", `0000 - ${letter}`]),
      )
      .replace(line(2, "Two, B", "1.0", ["   4 b 1", "   1 w  "]), line(2, "Two, B", "1.5", ["   4 b 1"]));

  it.each([
    // letterPoints2 (bbpPairings v6.0.0's getPoints): W a win, D a draw, L a loss, doubled
    ["W", { kind: "bye", score: 2 }],
    ["D", { kind: "absent", score: 1 }],
    ["L", { kind: "absent", score: 0 }],
  ])("0000 - %s is said as 1, 0 and = are, and worth what letterPoints2 gives it", (letter, entry) => {
    const r = readTrf(withLetter(letter));
    // line 4 is player 1's; round 2's block at columns 102–109
    expect(r.diagnostics.map((d) => [d.code, d.line, d.column])).toEqual([["no-opponent", 4, 102]]);
    expect(r.tournament.players[0]?.results[1]).toEqual(entry);
  });
});
