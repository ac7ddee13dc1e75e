/**
 * D434: a team event's points (columns 81–84 of its `001` records) are checked against the
 * results as D389 checks an individual event's. heltour's Friendship Cup 2024
 * (trf-heltour-friendship-cup-2024, Swiss-Manager's TRF16 of a 15-team Swiss, SOURCES.txt): its
 * players' points are their results' (the team's bye not counted in them: players 1–6 of round
 * 1's bye team, 36–41 of round 2's), but for player 41, Girvalaki, whose line 60 says 1.0 where
 * her results, four losses and a forfeit loss, give 0.
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { readTrf } from "../../src/formats/trf";

const CUP = readFileSync(join(__dirname, "../fixtures/trf-heltour-friendship-cup-2024/input.trf"), "utf8");

/** The cup without its one error, the FIDE ID line 146 repeats (D63): its results then read clean. */
const mended = (): string => {
  const lines = CUP.split("\n");
  const l = lines[145] ?? "";
  lines[145] = `${l.slice(0, 57)}${" ".repeat(11)}${l.slice(68)}`;
  return lines.join("\n");
};

describe("a team event's points against its results (D434)", () => {
  it("Friendship Cup 2024: player 41's 1.0 is said, the only one", () => {
    const said = readTrf(mended()).diagnostics.filter((d) => d.code === "points-differ");
    expect(said.map((d) => [d.line, d.column, d.detail])).toEqual([
      [
        60,
        81,
        'player 41 (Girvalaki,Nektaria): points "1.0" at columns 81–84 where the results add up to 0: the results are counted; correct the points or the results',
      ],
    ]);
  });

  it("as the file is, its error is said and not also the points (D389)", () => {
    const codes = readTrf(CUP).diagnostics.map((d) => d.code);
    expect(codes).toContain("duplicate-id");
    expect(codes).not.toContain("points-differ");
  });
});
