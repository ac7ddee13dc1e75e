/**
 * D408: the absences a TRF declares in the column after its last round (`0000 - Z`, `H`, …; D278)
 * are written back in that column by `convert --to trf` and `--to trf16`, counted in the points.
 * trf-tiebreakserver-absolute-vs-strong (SOURCES.txt) has ten rounds and player 14's `0000 - Z`
 * in round 11's column; trf-echecs-javafo-sample2 (JaVaFo) four rounds and round 5's `Z` entries.
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { readTrf } from "../../src/formats/trf";
import { writeTrf } from "../../src/formats/trf-writer";
import { run } from "../cli/fake-io";

const fixture = (dir: string): string =>
  readFileSync(join(__dirname, "../fixtures", dir, "input.trf"), "utf8");
const lineOf = (text: string, start: number): string =>
  text.split(/\r\n|\r|\n/).find((l) => l.startsWith(`001 ${String(start).padStart(4)}`)) ?? "";
/** Round r's block of a `001` line (columns 92 + 10 (r − 1) …, 0-based 91 + 10 (r − 1)). */
const block = (line: string, r: number): string => line.slice(91 + 10 * (r - 1), 99 + 10 * (r - 1));

/** A TRF16 of 4 players after round 1, player 3's half-point bye declared in round 2's column. */
const DECLARED = [
  "012 Absence test",
  "XXR 3",
  "001    1 m    Alpha, A                          2000                             1.0    1     2 w 1",
  "001    2 m    Beta, B                           1900                             0.0    3     1 b 0",
  "001    3 m    Gamma, C                          1800                             1.0    2     4 w 1  0000 - H",
  "001    4 m    Delta, D                          1700                             0.0    4     3 b 0",
  "",
].join("\n");

describe("the next round's column written back (D408)", () => {
  test.each(["2026", "16"] as const)("TRF%s keeps player 14's 0000 - Z of round 11 and round 5's Z", (v) => {
    const strong = writeTrf(readTrf(fixture("trf-tiebreakserver-absolute-vs-strong")).tournament, v).text;
    expect(block(lineOf(strong, 14), 10)).toBe("   9 w 1");
    expect(block(lineOf(strong, 14), 11)).toBe("0000 - Z");
    // JaVaFo's sample: player 22 "11 w 0  0000 - Z", player 28 Z in all five columns
    const javafo = writeTrf(readTrf(fixture("trf-echecs-javafo-sample2")).tournament, v).text;
    expect(block(lineOf(javafo, 22), 5)).toBe("0000 - Z");
    expect(block(lineOf(javafo, 28), 5)).toBe("0000 - Z");
    expect(lineOf(javafo, 1).length).toBeLessThanOrEqual(91 + 10 * 4 - 2);
  });

  test("a declared half-point bye is kept with its half point; pair leaves the player out", async () => {
    const written = writeTrf(readTrf(DECLARED).tournament, "2026").text;
    const three = lineOf(written, 3);
    expect(block(three, 2)).toBe("0000 - H");
    // 1 won + the bye's ½: bbpPairings v6.0.0's checker (`--dutch FILE -c`) refuses DECLARED
    // ("The score for player 3 does not match the game results.", exit 3) and reads this with exit 0
    expect(three.slice(80, 84)).toBe(" 1.5");
    const pairs = async (text: string): Promise<string[]> => {
      const r = await run(["pair", "/mem/d.trf", "--round", "2", "--engine", "dutch", "--json"], {
        "/mem/d.trf": text,
      });
      const out = JSON.parse(r.stdout) as { pairs: { whiteNo: number; blackNo: number }[]; byeNo: number };
      return [...out.pairs.map((p) => `${p.whiteNo}-${p.blackNo}`), `bye ${out.byeNo}`];
    };
    // bbpPairings v6.0.0 `--dutch FILE -p OUT` on DECLARED: "2 / 4 1 / 2 0", player 3 left out
    expect(await pairs(DECLARED)).toEqual(["4-1", "bye 2"]);
    expect(await pairs(written)).toEqual(["4-1", "bye 2"]);
  });
});
