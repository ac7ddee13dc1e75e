/**
 * TOURNAMENT.TEAMSTANDINGS (RULES §2.4, D30): team standings from a crosstable range and a sheet
 * block of team, board, player. The hand-made team round robin of
 * test/core/tournament/teams.test.ts without its fourth round (3 teams of 2 boards), worked by
 * hand from RFG 2.1.2:
 *   R1 A–B: 1 beats 3, 2 draws 4 → A 1½ won, B ½ lost
 *   R2 A–C: 1 loses to 5, C fields nobody on board 2 (2 has "0+") → A 1, C 1: drawn
 *   R3 B–C: 3 beats 5, 4 draws 6 → B 1½ won, C ½ lost
 * GP A 2½, B 2, C 1½; MP A 3, B 2, C 1; Berger by GP: A 2 + 1½ × ½ = 2¾, B 1½, C 2½ × ½ = 1¼.
 */
import * as tournament from "../../src/functions/tournament";
import { lookup } from "../../src/functions/registry";
import { fails } from "./fails";
import { CROSSTABLE, TEAMS } from "./team-event";

describe("TOURNAMENT.TEAMSTANDINGS (RULES §2.4, D30)", () => {
  it("is registered as TOURNAMENT.TEAMSTANDINGS", () => {
    expect(lookup("TOURNAMENT.TEAMSTANDINGS")).toBeDefined();
  });

  it("a round robin: the RFG list GP, MP, DM, SB; players in board order", () => {
    expect(tournament.teamstandings(CROSSTABLE, TEAMS)).toEqual([
      ["Place", "No", "Team", "GP", "MP", "DM", "SB", "Players"],
      [1, 1, "A", 2.5, 3, 0, 2.75, "A1, A2"],
      [2, 2, "B", 2, 2, 0, 1.5, "B1, B2"],
      [3, 3, "C", 1.5, 1, 0, 1.25, "C1, C2"],
    ]);
  });

  it("the header row in the sheet's language (hu), the tie-break codes as they are", () => {
    expect(tournament.teamstandings(CROSSTABLE, TEAMS, undefined, undefined, undefined, "hu")[0]).toEqual([
      "Hely",
      "Sz.",
      "Csapat",
      "GP",
      "MP",
      "DM",
      "SB",
      "Játékosok",
    ]);
  });

  it("two columns (team, player) in board order, a list of tie-breaks, standings after round 1", () => {
    const two = TEAMS.slice(1).map((r) => [r[0], r[2]]);
    const out = tournament.teamstandings(CROSSTABLE, two, [["MP,DM"]], null, 1);
    // after round 1: A won (2), B and C 0; B and C never met, DM separates nobody: shared place
    expect(out).toEqual([
      ["Place", "No", "Team", "MP", "DM", "Players"],
      [1, 1, "A", 2, 0, "A1, A2"],
      [2, 2, "B", 0, 0, "B1, B2"],
      [2, 3, "C", 0, 0, "C2, C1"],
    ]);
  });

  it("four columns: the teams keep the numbers given (the file's), not the block's order", () => {
    // the same teams numbered as a file could number them: C 1, A 7, B 12
    const numbered = TEAMS.slice(1).map((r) => [r[0] === "A" ? 7 : r[0] === "B" ? 12 : 1, ...r]);
    expect(tournament.teamstandings(CROSSTABLE, [["Team No", ...(TEAMS[0] ?? [])], ...numbered])).toEqual([
      ["Place", "No", "Team", "GP", "MP", "DM", "SB", "Players"],
      [1, 7, "A", 2.5, 3, 0, 2.75, "A1, A2"],
      [2, 12, "B", 2, 2, 0, 1.5, "B1, B2"],
      [3, 1, "C", 1.5, 1, 0, 1.25, "C1, C2"],
    ]);
    fails(
      () =>
        tournament.teamstandings(CROSSTABLE, [
          [7, "A", 1, 1],
          [8, "A", 2, 2],
        ]),
      "#VALUE!",
      /teams\[2\]: team "A" is number 7 above, not 8/,
    );
    fails(
      () =>
        tournament.teamstandings(CROSSTABLE, [
          [7, "A", 1, 1],
          [7, "B", 1, 3],
        ]),
      "#VALUE!",
      /teams\[2\]: number 7 is team "A" already/,
    );
    fails(() => tournament.teamstandings(CROSSTABLE, [[0, "A", 1, 1]]), "#NUM!", /teams\[1\]/);
  });

  it("bad input is #VALUE! naming the argument and the row", () => {
    fails(
      () => tournament.teamstandings(CROSSTABLE, [["A", 1, 9]]),
      "#VALUE!",
      /teams\[1\]: player 9 is not in the crosstable/,
    );
    fails(
      () =>
        tournament.teamstandings(CROSSTABLE, [
          ["A", 1, 1],
          ["B", 1, 1],
        ]),
      "#VALUE!",
      /teams\[2\]: the player is already in team "A"/,
    );
    fails(
      () => tournament.teamstandings(CROSSTABLE, TEAMS, [["GP,SOS"]]),
      "#VALUE!",
      /Tie-break "SOS" is not one of the team tie-breaks GP MP/, // D90
    );
    fails(
      () => tournament.teamstandings(CROSSTABLE, [["A"]]),
      "#VALUE!",
      /2 columns \(team, player\), 3 \(team, board, player\) or 4 \(team number, team, board, player\), not 1/,
    );
    fails(() => tournament.teamstandings(CROSSTABLE, TEAMS, undefined, 0), "#NUM!", /boards/);
  });
});
