import { readFileSync } from "fs";
import { join } from "path";
import { standings } from "../../../src/core/tournament/standings";
import { parseCriterion } from "../../../src/core/go/criterion";
import { readOpenGotha } from "../../../src/formats/opengotha";

/**
 * SDC, OpenGotha's simplified direct confrontation (D49), in the standings, against OpenGotha
 * 3.51.02's own values for a real file (test/fixtures/opengotha-sdc-cdff2020/SOURCES.txt).
 */
const DIR = join(__dirname, "../../fixtures/opengotha-sdc-cdff2020");

interface Expected {
  rounds: number;
  players: { name: string; firstName: string; NBW: number; SOSW: number; SDC: number }[];
}

describe("SDC as OpenGotha computes it (D49)", () => {
  it("is a criterion by OpenGotha's name", () => {
    expect(parseCriterion("SDC")).toBe("simplifiedDirect");
  });

  it("cdff2020 after round 5, by NBW, SOSW, SDC: every player's values and the order equal OpenGotha's", () => {
    const expected = JSON.parse(readFileSync(join(DIR, "values.json"), "utf8")) as Expected;
    const r = readOpenGotha(readFileSync(join(DIR, "input.xml")));
    // SDC is no longer a criterion "not computed here"
    expect(r.diagnostics).toEqual([]);
    const t = r.tournament;
    const st = standings(t, {
      criteria: ["points", "buchholz", "simplifiedDirect"],
      rounds: expected.rounds,
    });
    const ours = st.rows.map((row): [string, number[]] => {
      const p = t.players[row.player];
      const v = row.values;
      return [
        `${p?.name} ${p?.firstName}`,
        [2 * (v.points ?? NaN), 2 * (v.buchholz ?? NaN), v.simplifiedDirect ?? NaN],
      ];
    });
    const theirs = expected.players.map((p): [string, number[]] => [
      `${p.name} ${p.firstName}`,
      [p.NBW, p.SOSW, p.SDC],
    ]);
    expect(Object.fromEntries(ours)).toEqual(Object.fromEntries(theirs));
    // sorted by the tuple: the sequence of values is OpenGotha's (equal tuples in any order)
    expect(ours.map(([, v]) => v)).toEqual(theirs.map(([, v]) => v));
    expect(ours.filter(([, v]) => v[2] === 1)).toHaveLength(1);
  });
});
