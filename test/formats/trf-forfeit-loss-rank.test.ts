/**
 * D455: the writer's rank column (columns 86–89) and its points column (81–84) count a forfeit loss
 * at one worth, the file's (D431's `letterPoints2`: `162`'s A, FORMATS §1.3 "A (zero-point bye /
 * forfeit loss)"): the points counted it at A and the rank, from the model's standings, at 0.
 */
import { readTrf } from "../../src/formats/trf";
import { writeTrf } from "../../src/formats/trf-writer";

/** A `001` line: points at columns 81–84, rank at 86–89, the blocks from column 92 (FORMATS §1.4). */
const line = (start: number, points: string, blocks: readonly string[]): string =>
  `001 ${String(start).padStart(4)} m    ${`Player, ${start}`.padEnd(33)} ${String(2100 - 50 * start).padStart(4)}` +
  `${" ".repeat(28)}${points.padStart(4)} ${String(start).padStart(4)}  ${blocks.join("  ")}`.trimEnd();

// four players, two rounds; 162 values the forfeit loss ½: player 1 loses round 1 by forfeit (½)
// and wins round 2 (1): 1.5, where each of the others has 1.0 (a win and a loss)
const FILE = [
  "012 A forfeit loss worth a half",
  "162  W 1.0    D 0.5    L 0.0    A 0.5",
  line(1, "1.5", ["   2 b -", "   3 w 1"]),
  line(2, "1.0", ["   1 w +", "   4 b 0"]),
  line(3, "1.0", ["   4 w 1", "   1 b 0"]),
  line(4, "1.0", ["   3 b 0", "   2 w 1"]),
  "",
].join("\n");

const fields = (text: string, start: number): { points: string; rank: string } => {
  const l = text.split(/\r\n|\n/).find((x) => x.startsWith(`001 ${String(start).padStart(4)}`)) ?? "";
  return { points: l.slice(80, 84).trim(), rank: l.slice(85, 89).trim() };
};

describe("a forfeit loss the file values above 0, in the points and the rank written (D455)", () => {
  test("the player whose points are the most is ranked first", () => {
    const text = writeTrf(readTrf(FILE).tournament).text;
    // the file's own points (above): 1.5 for player 1, 1.0 for the others
    expect(fields(text, 1)).toEqual({ points: "1.5", rank: "1" });
    for (const s of [2, 3, 4]) expect(fields(text, s).points).toBe("1.0");
    expect([2, 3, 4].map((s) => fields(text, s).rank).sort()).toEqual(["2", "3", "4"]);
  });
});
