/**
 * Team events on the tournament sheet (RULES §2.4, D30): the teams block, the block of team
 * rounds without a match (TRF-2026 `240`, `320`, `330`) and the file's own team tie-breaks and
 * boards give TOURNAMENT.TEAMSTANDINGS the standings `rating-officer standings --teams` prints
 * for the same file (the core's teamStandings over the file's team section).
 */
import { teamStandings } from "../../src/core/tournament/teams";
import { type Tournament, fullName } from "../../src/core/tournament/model";
import { writePlan } from "../../src/sheet/adapter";
import { type TournamentSheetRequest } from "../../src/sheet/request";
import { buildTournamentSheet } from "../../src/sheet/tournament-sheet";
import { teamstandings } from "../../src/functions/tournament";
import { fixtureTournament, functionBook, spillValues } from "./tournament-helpers";

async function written(req: TournamentSheetRequest) {
  const book = functionBook();
  const build = buildTournamentSheet(req);
  const { sheetName } = await writePlan(book.context(), build.plan);
  return { book, build, sheet: sheetName };
}

const request = (t: Tournament, system: "fide" | "mgsz"): TournamentSheetRequest => ({
  tournament: t,
  fileName: "teams",
  params: system === "fide" ? { system: "fide", ruleset: "FIDE2024" } : { system: "mgsz", multiplier: 30 },
  tiebreaks: [system === "fide" ? "CHESS" : "MMS"],
  language: "en",
});

/** The command line's team standings of the file, as the spill shows them. */
function expectedRows(t: Tournament): (string | number)[][] {
  const section = t.teams;
  if (section === undefined) throw new Error("no teams");
  const s = teamStandings(t, section);
  return s.rows.map((row) => {
    const team = section.teams[row.team];
    return [
      row.place,
      team?.number ?? NaN, // the file's team numbers, which the block carries
      team?.name ?? "",
      ...s.criteria.map((c) => row.values[c] ?? 0),
      (team?.members ?? []).map((p) => fullName(t.players[p] ?? { name: "", results: [] })).join(", "),
    ];
  });
}

describe("team rounds without a match on the sheet", () => {
  test.each([
    // 240 H: team 1 takes a half-point bye in round 1 (test/fixtures/trf-echecs-trf26-team)
    ["trf-echecs-trf26-team", [[1, expect.any(String), "H", "", "", ""]]],
    // 320: a pairing-allocated bye worth 2 match and 5 game points (trf-sharly-trf26-team-import-test)
    ["trf-sharly-trf26-team-import-test", [[expect.any(Number), expect.any(String), "P", "", 2, 5]]],
  ])(
    "%s: the block holds the file's team byes and the spill equals standings --teams",
    async (dir, rounds) => {
      const t = fixtureTournament(dir);
      const { book, build, sheet } = await written(request(t, "fide"));
      const anchor = build.layout.teamStandingsAnchor ?? "";
      const formula = book.cell(sheet, anchor)?.formula ?? "";
      const matches = /,(\$F\$\d+:\$K\$\d+)(,"[^"]*")?\)$/.exec(formula)?.[1];
      expect(matches).toBeDefined();
      const values = book.valuesOf(sheet, (matches ?? "").replace(/\$/g, ""));
      expect(values).toEqual(rounds);
      const expected = expectedRows(t);
      const spilled = spillValues(book, sheet, anchor, expected.length + 1, expected[0]?.length ?? 0);
      expect(spilled.slice(1)).toEqual(expected);
      // without the block the bye would be missing: the figures differ
      const section = t.teams;
      if (section === undefined) return;
      const bare = teamStandings(t, { ...section, byes: [], forfeits: [] });
      expect(bare.rows.map((r) => r.values)).not.toEqual(teamStandings(t, section).rows.map((r) => r.values));
    },
  );

  test("OpenGotha's team EGC 2013: the file's criteria and 3 boards passed, the spill as standings --teams", async () => {
    const t = fixtureTournament("opengotha-team-egc2013");
    const { book, build, sheet } = await written(request(t, "mgsz"));
    const anchor = build.layout.teamStandingsAnchor ?? "";
    expect(book.cell(sheet, anchor)?.formula).toMatch(/,"MP,GP,B2U,B1U,BH",3\)$/);
    const expected = expectedRows(t);
    const spilled = spillValues(book, sheet, anchor, expected.length + 1, expected[0]?.length ?? 0);
    expect(spilled[0]).toEqual(["Place", "No", "Team", "MP", "GP", "B2U", "B1U", "BH", "Players"]);
    expect(spilled.slice(1)).toEqual(expected);
    // the file's team numbers (teamNumber): Wampiry is team 19, first in the file is Get strong, 6
    expect(spilled[1]?.slice(0, 3)).toEqual([1, 19, "Wampiry"]);
    const block = book.valuesOf(sheet, build.layout.teams ?? "");
    expect(block.slice(0, 2)).toEqual([
      ["Team No", "Team", "Board", "No"],
      [6, "Get strong", 1, expect.any(Number)],
    ]);
  });
});

describe("TOURNAMENT.TEAMSTANDINGS's matches and match_points arguments", () => {
  const ct = [
    [1, "A1", "", 2000, "3+/w"],
    [2, "A2", "", 2000, "4=/b"],
    [3, "B1", "", 2000, "1-/b"],
    [4, "B2", "", 2000, "2=/w"],
  ];
  const teams = [
    ["A", 1, 1],
    ["A", 2, 2],
    ["B", 1, 3],
    ["B", 2, 4],
  ];
  test("a forfeited match given as a row counts: B wins round 1 by forfeit ", () => {
    // over the board A won 1½-½; the row says the match was forfeited to B ("-+": the opponent wins)
    const played = teamstandings(ct, teams, [["MP"]]);
    expect(played[1]).toEqual([1, 1, "A", 2, "A1, A2"]);
    const forfeited = teamstandings(ct, teams, [["MP"]], null, null, null, [[1, "A", "-+", "B"]]);
    expect(forfeited[1]).toEqual([1, 2, "B", 2, "B1, B2"]);
    // TRF-2026 362 "TW 3": a match won is worth 3
    expect(teamstandings(ct, teams, [["MP"]], null, null, null, undefined, "3,1,0")[1]).toEqual([
      1,
      1,
      "A",
      3,
      "A1, A2",
    ]);
  });
  test("a row that is no team round is #VALUE! naming it", () => {
    expect(() => teamstandings(ct, teams, undefined, null, null, null, [[1, "A", "X", ""]])).toThrow(
      /matches\[1\]: "X" is not F, H, Z, P, \+-, -\+ or --/,
    );
    expect(() => teamstandings(ct, teams, undefined, null, null, null, [[1, "C", "F", ""]])).toThrow(
      /matches\[1\]: team "C" is not in the teams/,
    );
  });
});
