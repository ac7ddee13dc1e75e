import fc from "fast-check";
import { pairedGames } from "../../../src/core/tournament/model";
import { standings } from "../../../src/core/tournament/standings";
import { checkSymmetry } from "../../../src/core/tournament/symmetry";
import { CRITERIA } from "../../../src/core/tournament/tiebreaks";
import { permute, tournamentArb } from "./arbitrary";

const permutationOf = (n: number): fc.Arbitrary<number[]> =>
  fc.array(fc.integer(), { minLength: n, maxLength: n }).map((keys) =>
    keys
      .map((k, i) => [k, i] as const)
      .sort((a, b) => a[0] - b[0] || a[1] - b[1])
      .map(([, i]) => i),
  );

describe("standings properties", () => {
  it("permuting the players' order changes no player's values or place", () => {
    fc.assert(
      fc.property(
        tournamentArb({ loose: true }).chain((t) =>
          fc.tuple(fc.constant(t), permutationOf(t.players.length)),
        ),
        ([t, perm]) => {
          const criteria = CRITERIA.filter((c) => c !== "directEncounter");
          for (const literal of [false, true]) {
            const a = standings(t, { criteria, literal });
            const b = standings(permute(t, perm), { criteria, literal });
            const byOld = new Map(b.rows.map((r) => [r.player, r]));
            for (const r of a.rows) {
              const other = byOld.get(perm[r.player] ?? -1);
              expect(other?.values).toEqual(r.values);
              expect(other?.place).toBe(r.place);
            }
          }
        },
      ),
      { numRuns: 150 },
    );
  });

  it("direct encounter is permutation invariant too", () => {
    fc.assert(
      fc.property(
        tournamentArb({ loose: true }).chain((t) =>
          fc.tuple(fc.constant(t), permutationOf(t.players.length)),
        ),
        ([t, perm]) => {
          const a = standings(t, { criteria: ["points", "directEncounter", "wins"] });
          const b = standings(permute(t, perm), { criteria: ["points", "directEncounter", "wins"] });
          const byOld = new Map(b.rows.map((r) => [r.player, r]));
          for (const r of a.rows) expect(byOld.get(perm[r.player] ?? -1)?.values).toEqual(r.values);
        },
      ),
      { numRuns: 100 },
    );
  });

  it("generated tournaments are symmetric and each game is paired once", () => {
    fc.assert(
      fc.property(tournamentArb({ loose: true }), (t) => {
        expect(checkSymmetry(t)).toEqual([]);
        const halves = t.players.reduce((s, p) => s + p.results.filter((e) => e.kind === "game").length, 0);
        expect(pairedGames(t)).toHaveLength(halves / 2);
      }),
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
    );
  });
});
