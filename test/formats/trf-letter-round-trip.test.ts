/**
 * D454: a TRF read and written again (`convert --to trf`, TRF-2026, which keeps the file's `162`)
 * keeps every round block as the file wrote it, whatever its `162` makes a letter worth: the
 * writer wrote a no-game round from the model's score alone, so with `162`'s A 0.5 (FORMATS §1.3:
 * "A (zero-point bye / forfeit loss)") a blank round, a `Z` and a `0000 - -`, each worth A
 * (FORMATS §1.4: blank ≡ Z; D431's `letterPoints2`), came back as `H`; with P 0.5 an `H` came
 * back as `U`. The file below holds every letter TRF gives a round (FORMATS §1.4's result table,
 * bbpPairings' reader): games `1 = 0`, forfeits `+ -` with colours and without, and without an
 * opponent `U + H F Z -` and a blank, in the middle of a line and at its end.
 */
import { readTrf } from "../../src/formats/trf";
import { roundBlocks } from "../../src/formats/trf-new-round";
import { writeTrf } from "../../src/formats/trf-writer";

/** A `001` line: points at columns 81–84, the blocks from column 92 (FORMATS §1.4). */
const line = (start: number, blocks: readonly string[]): string =>
  `001 ${String(start).padStart(4)} m    ${`Player, ${start}`.padEnd(33)} ${String(2100 - 50 * start).padStart(4)}` +
  `${" ".repeat(28)}${"0.0".padStart(4)} ${String(start).padStart(4)}  ${blocks.join("  ")}`.trimEnd();

/** Eight players, three rounds: round 2 every letter without an opponent, a blank in it and at the end. */
const LINES = [
  line(1, ["   2 w 1", "0000 - U", "   3 w 1"]),
  line(2, ["   1 b 0", "0000 - +", "   4 w 0"]),
  line(3, ["   4 w =", "0000 - H", "   1 b 0"]),
  line(4, ["   3 b =", "0000 - F", "   2 b 1"]),
  line(5, ["   6 w +", "0000 - Z", "   7 w 1"]),
  line(6, ["   5 b -", "0000 - -", "   8 w 0"]),
  line(7, ["   8 - +", "        ", "   5 b 0"]),
  line(8, ["   7 - -", "0000 - Z", "   6 b 1"]),
  line(9, ["0000 - Z", "0000 - Z"]),
];

const VALUES = [
  "162  W 1.0    D 0.5    L 0.0    A 0.5",
  "162  W 1.0    D 0.5    L 0.0    A 1.0",
  "162  W 1.0    D 0.5    L 0.0    P 0.5",
  "162  W 1.0    D 0.5    L 0.0    P 0.0",
  "162  W 1.0    D 0.5    L 0.0    P 0.5    A 0.5",
  "162  W 1.0    D 0.5    L 0.0    P 0.0    A 1.0",
];

describe("read, then written: every round block as the file wrote it (D454)", () => {
  test.each(VALUES)("under %s", (values) => {
    const source = ["012 Every letter", "142 3", values, ...LINES, ""].join("\n");
    const written = writeTrf(readTrf(source).tournament).text;
    const lines = (text: string): string[] => text.split(/\r\n|\n/);
    for (let r = 1; r <= 3; r++) {
      // roundBlocks leaves a blank block out: a blank stays blank only if it is left out again
      expect([r, roundBlocks(lines(written), r)]).toEqual([r, roundBlocks(lines(source), r)]);
    }
    // each letter is worth there what it was worth here: read again, every result is the source's,
    // and the points the writer wrote are what its results add up to (D389 says nothing)
    const again = readTrf(written);
    expect(again.tournament.players.map((p) => p.results)).toEqual(
      readTrf(source).tournament.players.map((p) => p.results),
    );
    expect(again.diagnostics.filter((d) => d.code === "points-differ")).toEqual([]);
  });

  // A 1.0 is left out: TRF16's letter for a round worth a full point without a game is F, which
  // reads back as a bye (D222), not an absence
  test.each(VALUES.filter((v) => !v.includes(" P ") && !v.includes("A 1.0")))(
    "TRF16, which keeps no 162: each round at the same worth, in TRF's default letters (%s)",
    (values) => {
      // a blank, a Z and a 0000 - - worth A ½ or 1 here are worth 0 in a file without 162
      // (FORMATS §1.3's default A): the writer gives each the letter of its worth, H or F
      const source = ["012 Every letter", "142 3", values, ...LINES, ""].join("\n");
      const again = readTrf(writeTrf(readTrf(source).tournament, "16").text);
      expect(again.tournament.players.map((p) => p.results)).toEqual(
        readTrf(source).tournament.players.map((p) => p.results),
      );
    },
  );
});
