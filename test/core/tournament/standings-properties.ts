/**
 * The standings' properties (fast-check), one body for both suites: properties.test.ts runs each
 * with a quarter of the runs, properties.slow.test.ts with the full count (CI).
 */
import fc from "fast-check";
import { pairedGames } from "../../../src/core/tournament/model";
import { standings } from "../../../src/core/tournament/standings";
import type { StandingsOptions } from "../../../src/core/tournament/standings";
import { checkSymmetry } from "../../../src/core/tournament/symmetry";
import { CRITERIA } from "../../../src/core/go/criterion";
import { permute, tournamentArb } from "./arbitrary";

const permutationOf = (n: number): fc.Arbitrary<number[]> =>
  fc.array(fc.integer(), { minLength: n, maxLength: n }).map((keys) =>
    keys
      .map((k, i) => [k, i] as const)
      .sort((a, b) => a[0] - b[0] || a[1] - b[1])
      .map(([, i]) => i),
  );

/** Standings of t and of t with its players renumbered agree player by player. */
function invariantUnderPermutation(options: StandingsOptions, numRuns: number): void {
  fc.assert(
    fc.property(
      tournamentArb({ loose: true }).chain((t) => fc.tuple(fc.constant(t), permutationOf(t.players.length))),
      ([t, perm]) => {
        const a = standings(t, options);
        const byOld = new Map(standings(permute(t, perm), options).rows.map((r) => [r.player, r]));
        // every row in one comparison (an expect() per row cost more than the standings)
        expect(
          a.rows.map((r) => {
            const other = byOld.get(perm[r.player] ?? -1);
            return { values: other?.values, place: other?.place };
          }),
        ).toEqual(a.rows.map((r) => ({ values: r.values, place: r.place })));
      },
    ),
    { numRuns },
  );
}

/** The full count of runs the slow suite checks each property on (what npm test ran before). */
export const FULL_RUNS = 100;

/** The properties of the standings, each checked on `numRuns` generated tournaments. */
export function standingsProperties(numRuns: number): void {
  describe("standings properties", () => {
    const all = CRITERIA.filter((c) => c !== "directEncounter");
    it.each<[string, StandingsOptions]>([
      ["all criteria, OpenGotha-compatible (D21)", { criteria: all }],
      ["all criteria, literal (D21)", { criteria: all, literal: true }],
      ["direct encounter inside tied groups", { criteria: ["points", "directEncounter", "wins"] }],
      ["round-robin withdrawal rule (V.4)", { criteria: ["points", "berger", "buchholz"], roundRobin: true }],
    ])("permuting the players' order changes nothing: %s", (_, options) => {
      invariantUnderPermutation(options, numRuns);
    });

    it("generated tournaments are symmetric and each game is paired once", () => {
      fc.assert(
        fc.property(tournamentArb({ loose: true }), (t) => {
          expect(checkSymmetry(t)).toEqual([]);
          const halves = t.players.reduce((s, p) => s + p.results.filter((e) => e.kind === "game").length, 0);
          expect(pairedGames(t)).toHaveLength(halves / 2);
        }),
        { numRuns },
      );
    });

    it("points of played games sum to one per game (doubled: 2)", () => {
      fc.assert(
        fc.property(tournamentArb({ loose: false }), (t) => {
          const st = standings(t, { criteria: ["points"] });
          const unplayed = st.scores.reduce(
            (s, x) => s + x.rounds.reduce((q, r) => q + (r.type === "none" ? r.points2 : 0), 0),
            0,
          );
          const total = st.scores.reduce((s, x) => s + x.points2, 0);
          expect(total - unplayed).toBe(2 * pairedGames(t).length);
        }),
        { numRuns },
      );
    });
  });
}
