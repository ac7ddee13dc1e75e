import { readFileSync } from "fs";
import { join } from "path";
import { standings } from "../../../src/core/tournament/standings";
import { parseCriterion } from "../../../src/core/go/criterion";
import { readOpenGotha } from "../../../src/formats/opengotha";

/**
 * CAT, RANK and RATING (D47) in the standings, against OpenGotha 3.51.02's own values for two
 * real files (SOURCES.txt of test/fixtures/opengotha-cat-act2020 and opengotha-rating-lagoleague).
 */
interface Expected {
  players: { name: string; firstName: string; CAT: number; RANK: number; RATING: number }[];
}

function compare(dir: string): {
  ours: [string, number[]][];
  theirs: [string, number[]][];
  diagnostics: readonly unknown[];
} {
  const path = join(__dirname, "../../fixtures", dir);
  const expected = JSON.parse(readFileSync(join(path, "values.json"), "utf8")) as Expected;
  const r = readOpenGotha(readFileSync(join(path, "input.xml")));
  const t = r.tournament;
  const st = standings(t, { criteria: ["category", "rank", "rating"] });
  const ours = st.rows.map((row): [string, number[]] => {
    const p = t.players[row.player];
    return [
      `${p?.name} ${p?.firstName}`,
      [row.values.category ?? NaN, row.values.rank ?? NaN, row.values.rating ?? NaN],
    ];
  });
  const theirs = expected.players.map((p): [string, number[]] => [
    `${p.name} ${p.firstName}`,
    [p.CAT, p.RANK, p.RATING],
  ]);
  // D53: a file saved during its last round warns of each result not yet known (the standings
  // count them as OpenGotha does, as unknown)
  const diagnostics = r.diagnostics.filter((d) => d.code !== "unsettled-result");
  return { ours, theirs, diagnostics };
}

describe("CAT, RANK and RATING as OpenGotha computes them (D47, P37)", () => {
  it("are criteria by OpenGotha's names", () => {
    expect(parseCriterion("CAT")).toBe("category");
    expect(parseCriterion("Rank")).toBe("rank");
    expect(parseCriterion("Rating")).toBe("rating");
  });

  it("ACT2020-3 after round 2 (4 categories, limits 2K, 5K, 15K): every player's CAT, RANK, RATING and the order equal OpenGotha's", () => {
    const { ours, theirs, diagnostics } = compare("opengotha-cat-act2020");
    // CAT is no longer a criterion "not computed here"
    expect(diagnostics).toEqual([]);
    expect(Object.fromEntries(ours)).toEqual(Object.fromEntries(theirs));
    // sorted by the tuple: the sequence of values is OpenGotha's (equal tuples in any order)
    expect(ours.map(([, v]) => v)).toEqual(theirs.map(([, v]) => v));
    // the four categories are all there
    expect(new Set(ours.map(([, v]) => v[0]))).toEqual(new Set([0, -1, -2, -3]));
  });

  it("lagoleague after round 2 (Rating, one negative): every player's CAT, RANK, RATING and the order equal OpenGotha's", () => {
    const { ours, theirs, diagnostics } = compare("opengotha-rating-lagoleague");
    expect(diagnostics).toEqual([]);
    expect(Object.fromEntries(ours)).toEqual(Object.fromEntries(theirs));
    expect(ours.map(([, v]) => v)).toEqual(theirs.map(([, v]) => v));
  });

  it("a file whose categories the pairing reader refuses keeps CAT not computed, a warning (D22)", () => {
    const path = join(__dirname, "../../fixtures/opengotha-cat-act2020/input.xml");
    const text = readFileSync(path, "utf8").replace(
      'lowerLimit="5K" number="2"',
      'lowerLimit="5K" number="7"',
    );
    const r = readOpenGotha(text);
    // and round 2's five results not yet known (D53)
    expect(r.diagnostics.map((d) => d.code)).toEqual([
      "unhonoured-parameter",
      ...Array(5).fill("unsettled-result"),
    ]);
    expect(r.tournament.players.every((p) => p.category === undefined)).toBe(true);
  });
});
