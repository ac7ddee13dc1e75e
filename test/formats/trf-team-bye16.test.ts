/**
 * D409: a TRF16 team event's one team without a match in a round is its pairing-allocated bye, a
 * drawn match with half the boards, said at its 013 line. trf-heltour-friendship-cup-2024 (15
 * teams of 6 boards, SOURCES.txt) against the official table its source lists (heltour's
 * test_friendship_cup_standings.py, EXPECTED_STANDINGS: match points, game points per team).
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { readTrf } from "../../src/formats/trf";
import { run } from "../cli/fake-io";

const FILE = join(__dirname, "../fixtures/trf-heltour-friendship-cup-2024/input.trf");

/** EXPECTED_STANDINGS of heltour's test (commit 79cf77f): team, match points, game points. */
const OFFICIAL: readonly [string, number, number][] = [
  ["ΟΑΑΗ", 11, 24.5],
  ["ΟΑΧ", 10, 23.5],
  ["ΣΟΗ", 9, 25.5],
  ["ΓΑΖΙ 1", 9, 25.0],
  ["ΟΦΗ 1", 9, 24.5],
  ["ΟΦΗ 2", 8, 22.0],
  ["ΣΑΧ", 8, 20.0],
  ["ΛΕΩΝ ΚΑΝΤΙΑ 2", 7, 23.0],
  ["Σ.A.ΧΕΡΣΟΝΗΣΟΥ", 6, 22.0],
  ["ΓΑΖΙ 3", 6, 18.5],
  ["ΛΕΩΝ ΚΑΝΤΙΑ 1", 5, 19.0],
  ["Α.Π.Ο. ΜΙΚΗΣ ΘΕΟΔΩΡΑΚΗΣ", 5, 18.5],
  ["ΓΑΖΙ 2", 5, 15.5],
  ["ΚΥΔΩΝ", 4, 18.0],
  ["Α.Σ.ΗΡΟΔΟΤΟΣ", 3, 14.5],
];

describe("a TRF16 team event's bye (D409)", () => {
  test("the one team without a match in each round is read as its bye and said", () => {
    const r = readTrf(readFileSync(FILE, "utf8"));
    const said = r.diagnostics.filter((d) => d.code === "team-bye-read");
    // rounds 1-7: ΣΑΧ (team 15), ΗΡΟΔΟΤΟΣ (13), ΓΑΖΙ 2 (11), ΧΕΡΣΟΝΗΣΟΥ (14), ΚΥΔΩΝ (5),
    // Α.Π.Ο. (2), ΛΕΩΝ ΚΑΝΤΙΑ 1 (6): their 013 lines, each team's players all "0000 - -" there
    expect(said.map((d) => d.line)).toEqual([164, 162, 160, 163, 154, 151, 155]);
    const byes = r.tournament.teams?.byes ?? [];
    expect(byes.map((b) => [b.round, b.team + 1, b.matchPoints2, b.gamePoints2])).toEqual([
      [1, 15, 2, 6],
      [2, 13, 2, 6],
      [3, 11, 2, 6],
      [4, 14, 2, 6],
      [5, 5, 2, 6],
      [6, 2, 2, 6],
      [7, 6, 2, 6],
    ]);
  });

  test("match and game points as the official table has them", async () => {
    const r = await run(["standings", FILE, "--teams", "--accept-errors", "--tiebreaks", "MP,GP", "--json"]);
    const rows = JSON.parse(r.stdout) as { team: string; MP: number; GP: number }[];
    for (const [team, mp, gp] of OFFICIAL) {
      const row = rows.find((x) => x.team === team);
      expect([team, row?.MP]).toEqual([team, mp]);
      // Α.Σ.ΗΡΟΔΟΤΟΣ: the file's player 41 has 1.0 in its points column and no point in its
      // results ("74 w -", a forfeit lost): the official 14.5 counts the column, the results 13.5
      expect([team, row?.GP]).toEqual([team, team === "Α.Σ.ΗΡΟΔΟΤΟΣ" ? gp - 1 : gp]);
    }
  });

  test("two teams without a match in a round: each said, counted as nothing", () => {
    // the fixture's first round with ΓΑΖΙ 1 (team 1, players 13-18, 90, 129) made to sit out too
    const lines = readFileSync(FILE, "utf8").split("\n");
    const out = lines.map((l) => {
      const n = Number(l.slice(4, 8));
      if (!l.startsWith("001") || ![13, 14, 15, 16, 17, 18, 44, 45, 46, 47, 48, 49].includes(n)) return l;
      return `${l.slice(0, 91)}0000 - -${l.slice(99)}`;
    });
    const r = readTrf(out.join("\n"));
    const round1 = r.diagnostics.filter((d) => d.code === "team-no-match").map((d) => d.line);
    // ΓΑΖΙ 1 (line 150), ΓΑΖΙ 3 (line 157, players 44-49, its round-1 opponent) and ΣΑΧ (164)
    expect(round1).toEqual([150, 157, 164]);
    expect((r.tournament.teams?.byes ?? []).some((b) => b.round === 1)).toBe(false);
  });

  test("the bye is valued by the file's own match points (362) and boards (352)", () => {
    // the fixture with a 362 giving a drawn match 1.5 (3 doubled) and a 352 of four boards
    const text = readFileSync(FILE, "utf8").replace(
      /^(012[^\n]*\n)/,
      "$1352 WBWB\n362 TW 3.0 TD 1.5 TL 0.0\n",
    );
    const r = readTrf(text);
    const byes = r.tournament.teams?.byes ?? [];
    expect(byes.map((b) => [b.round, b.team + 1, b.matchPoints2, b.gamePoints2])[0]).toEqual([1, 15, 3, 4]);
    // a 352 that is no colour list leaves the boards to the most any team fielded (6), still said
    const bad = readTrf(readFileSync(FILE, "utf8").replace(/^(012[^\n]*\n)/, "$1352 ??\n"));
    expect((bad.tournament.teams?.byes ?? [])[0]?.gamePoints2).toBe(6);
    expect(bad.diagnostics.filter((d) => d.code === "team-bye-read")).toHaveLength(7);
  });
});
