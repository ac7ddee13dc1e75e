/**
 * OpenGotha team tournaments (RULES §2.4, D30): <Teams> and <TeamTournamentParameterSet> read into
 * the team section, then team standings from the members' games.
 */
import { readFileSync } from "fs";
import { join } from "path";
import { fullName } from "../../src/core/tournament/model";
import { teamStandings } from "../../src/core/tournament/teams";
import { readTournament } from "../../src/formats";

const fixture = join(__dirname, "../fixtures/opengotha-team-egc2013/input.xml");

describe("OpenGotha's team EGC 2013 (test/fixtures/opengotha-team-egc2013)", () => {
  const r = readTournament(readFileSync(fixture), fixture);
  const t = r.tournament;
  const section = t.teams;

  test("35 teams of 3 boards, members in board order, the file's criteria TEAMP BDW BDW2U BDW1U SOST", () => {
    expect(section?.teams).toHaveLength(35);
    expect(section?.boards).toBe(3); // TeamGeneralParameterSet teamSize="3"
    // TEAMP, BDW, BDW2U, BDW1U, SOST → match points, game points, board points on the two and
    // the one upper boards (D33), team Buchholz: every one reproduced, nothing warned
    expect(section?.criteria).toEqual(["MP", "GP", "B2U", "B1U", "BH"]);
    expect(r.diagnostics).toEqual([]);
    // the file's first team, lines 368-371: boards 1-3 of round 1
    const first = section?.teams[0];
    expect(first).toMatchObject({ name: "Get strong", number: 6 });
    expect(first?.members.map((p) => fullName(t.players[p] ?? { name: "", results: [] }))).toEqual([
      "Ismail-Akhunov Agzam",
      "Popova Marina",
      "Novik Mikhail",
    ]);
  });

  test("standings: Wampiry first with 6 matches won and 16 of 18 boards", () => {
    if (section === undefined) throw new Error("no teams");
    const s = teamStandings(t, section);
    expect(s.criteria).toEqual(["MP", "GP", "B2U", "B1U", "BH"]);
    const top = s.rows[0];
    // counted from the file's <Game> records of Surma, Frejlak and Majka: rounds 1-4 won 3-0,
    // round 5 (Sibiu) and 6 (Bogoss) 2-1 → 6 matches won (2 points each), 3+3+3+3+2+2 = 16
    expect(section.teams[top?.team ?? -1]?.name).toBe("Wampiry");
    expect(top?.values).toMatchObject({ MP: 12, GP: 16 });
    // Bogoss lost only round 6 to Wampiry, 1-2: 5 matches won
    const bogoss = s.rows.find((x) => section.teams[x.team]?.name === "Bogoss");
    expect(bogoss).toMatchObject({ place: 2, values: { MP: 10 } });
  });
});

/** OpenGotha's own team standings of the fixture (team-standings.json, SOURCES.txt there). */
interface OpenGothaTeamRow {
  readonly place: number;
  readonly number: number;
  readonly name: string;
  readonly TP: number;
  readonly BDW: number;
  readonly B2U: number;
  readonly B1U: number;
  readonly SOST: number;
}

describe("TeamEGC2013's team standings equal OpenGotha's own (RULES §2.4, D30, D33)", () => {
  const t = readTournament(readFileSync(fixture), fixture).tournament;
  const og = JSON.parse(
    readFileSync(join(__dirname, "../fixtures/opengotha-team-egc2013/team-standings.json"), "utf8"),
  ) as {
    teams: OpenGothaTeamRow[];
  };
  test("all 35 teams: the order, the places and every criterion (TP = MP, BDW = GP, B2U, B1U, SOST = BH)", () => {
    if (t.teams === undefined) throw new Error("no teams");
    const section = t.teams;
    const ours = teamStandings(t, section).rows.map((row) => {
      const team = section.teams[row.team];
      const v = row.values;
      return {
        place: row.place,
        number: team?.number,
        name: team?.name,
        TP: v.MP,
        BDW: v.GP,
        B2U: v.B2U,
        B1U: v.B1U,
        SOST: v.BH,
      };
    });
    expect(og.teams).toHaveLength(35);
    expect(ours).toEqual(og.teams);
  });
});

describe("OpenGotha team records that cannot be taken as they are", () => {
  const xml = (teams: string, params = "") => `<?xml version="1.0" encoding="UTF-8"?>
<Tournament dataVersion="201">
<Players>
<Player name="A" firstName="One" rank="1D" rating="2100" participating="11"/>
<Player name="B" firstName="Two" rank="1K" rating="2000" participating="11"/>
<Player name="C" firstName="Three" rank="2K" rating="1900" participating="11"/>
<Player name="D" firstName="Four" rank="3K" rating="1800" participating="11"/>
</Players>
<Games>
<Game blackPlayer="CTHREE" whitePlayer="AONE" handicap="0" knownColor="true" result="RESULT_WHITEWINS" roundNumber="1"/>
<Game blackPlayer="DFOUR" whitePlayer="BTWO" handicap="0" knownColor="true" result="RESULT_BLACKWINS" roundNumber="1"/>
</Games>
${teams}
<TournamentParameterSet><GeneralParameterSet name="T" numberOfRounds="1"/></TournamentParameterSet>
${params}
</Tournament>`;

  test("one team element; board order from the boards, not the file's order", () => {
    const r = readTournament(
      xml(`<Teams>
<Team teamName="Solo" teamNumber="1">
<Board boardNumber="2" player="AONE" roundNumber="1"/>
<Board boardNumber="1" player="BTWO" roundNumber="1"/>
</Team>
</Teams>`),
      "t.xml",
    );
    expect(r.tournament.teams?.teams).toEqual([{ name: "Solo", number: 1, members: [1, 0] }]);
    expect(r.diagnostics).toEqual([]);
  });

  test("an unknown player, a player in two teams and a team size out of range are warnings at their line", () => {
    const r = readTournament(
      xml(
        `<Teams>
<Team teamName="X" teamNumber="1">
<Board boardNumber="1" player="AONE" roundNumber="1"/>
<Board boardNumber="2" player="NOBODY" roundNumber="1"/>
</Team>
<Team teamName="Y" teamNumber="2">
<Board boardNumber="1" player="AONE" roundNumber="1"/>
<Board boardNumber="2" player="CTHREE" roundNumber="1"/>
</Team>
</Teams>`,
        `<TeamTournamentParameterSet><TeamGeneralParameterSet teamSize="40"/></TeamTournamentParameterSet>`,
      ),
      "t.xml",
    );
    expect(r.diagnostics.map((d) => [d.code, d.line, d.severity])).toEqual([
      ["unknown-team-player", 16, "warning"],
      ["player-in-two-teams", 19, "warning"],
      ["bad-team-size", 24, "warning"],
    ]);
    expect(r.tournament.teams?.teams.map((x) => x.members)).toEqual([[0], [2]]);
    expect(r.tournament.teams?.boards).toBeUndefined();
  });

  test("the mean rating (MNR) is warned at its criterion; BDW3U is board points on 3 upper boards (D33)", () => {
    const r = readTournament(
      xml(
        `<Teams>
<Team teamName="X" teamNumber="1">
<Board boardNumber="1" player="AONE" roundNumber="1"/>
<Board boardNumber="2" player="BTWO" roundNumber="1"/>
</Team>
</Teams>`,
        `<TeamTournamentParameterSet><TeamPlacementParameterSet><PlacementCriteria>
<PlacementCriterion name="TEAMP" number="1"/>
<PlacementCriterion name="MNR" number="2"/>
<PlacementCriterion name="BDW3U" number="3"/>
</PlacementCriteria></TeamPlacementParameterSet></TeamTournamentParameterSet>`,
      ),
      "t.xml",
    );
    expect(r.diagnostics.map((d) => [d.code, d.line, d.severity])).toEqual([
      ["team-criterion", 22, "warning"], // MNR, the 22nd line
    ]);
    expect(r.tournament.teams?.criteria).toEqual(["MP", "B3U"]);
  });
});
