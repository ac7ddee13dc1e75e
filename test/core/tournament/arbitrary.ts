import fc from "fast-check";
import { DEFAULT_PARAMETERS } from "../../../src/core/tournament/model";
import type { Player, Points2, RoundEntry, Tournament } from "../../../src/core/tournament/model";

export interface GenOptions {
  /** Allow entries only some formats can write (unknown colour/handicap, null-score absences). */
  readonly loose: boolean;
}

const word = fc.stringMatching(/^[A-Z][a-z]{1,8}$/);

/**
 * Random symmetric tournaments: each round pairs a random subset of players (at least one game),
 * the others get a bye (score 2) or an absence (score 0 or 1, or the tournament's value when loose).
 */
export function tournamentArb(opts: GenOptions): fc.Arbitrary<Tournament> {
  return fc
    .record({
      n: fc.integer({ min: 2, max: 12 }),
      rounds: fc.integer({ min: 1, max: 5 }),
      seed: fc.array(fc.integer({ min: 0, max: 1_000_000 }), { minLength: 200, maxLength: 200 }),
      // one name and one EGD PIN per player: a name or PIN twice is said by every reader (D74, D63)
      names: fc.uniqueArray(
        fc.record({
          name: fc.oneof(
            word,
            fc.tuple(word, word).map(([a, b]) => `${a} ${b}`),
          ),
          firstName: fc.option(word, { nil: undefined }),
          rank: fc.constantFrom("30k", "20k", "5k", "1k", "1d", "4d", "7d", "9d"),
          federation: fc.option(fc.constantFrom("HU", "DE", "FR", "PL"), { nil: undefined }),
          club: fc.option(fc.stringMatching(/^[A-Z][a-z]{1,3}$/), { nil: undefined }),
          egdPin: fc.option(fc.stringMatching(/^1\d{7}$/), { nil: undefined }),
        }),
        {
          minLength: 12,
          maxLength: 12,
          selector: (p) => `${p.name} ${p.firstName ?? ""}`.trim(),
        },
      ),
    })
    .map(({ n, rounds, seed, names }) => {
      let k = 0;
      const next = (m: number): number => (seed[k++ % seed.length] ?? 0) % m;
      const table: RoundEntry[][] = Array.from({ length: n }, () => []);
      for (let r = 0; r < rounds; r++) {
        const order = Array.from({ length: n }, (_, i) => i).sort(() => next(3) - 1);
        const pairs = 1 + next(Math.floor(n / 2));
        for (let p = 0; p < pairs; p++) {
          const a = order[2 * p] ?? 0;
          const b = order[2 * p + 1] ?? 1;
          const s = next(3) as Points2;
          const forfeit = next(6) === 0;
          const h = next(4);
          const known = opts.loose ? next(4) !== 0 : true;
          const hd = opts.loose && next(4) === 0 ? null : h;
          (table[a] ?? [])[r] = {
            kind: "game",
            opponent: b,
            score: s,
            colour: known ? "white" : null,
            handicap: hd,
            forfeit,
          };
          (table[b] ?? [])[r] = {
            kind: "game",
            opponent: a,
            score: (2 - s) as Points2,
            colour: known ? "black" : null,
            handicap: hd,
            forfeit,
          };
        }
        for (let q = 2 * pairs; q < n; q++) {
          const i = order[q] ?? 0;
          const c = next(opts.loose ? 4 : 3);
          (table[i] ?? [])[r] =
            c === 0
              ? { kind: "bye", score: 2 }
              : { kind: "absent", score: c === 3 ? null : ((c - 1) as 0 | 1) };
        }
      }
      const players: Player[] = table.map((results, i) => {
        const p = names[i % names.length] ?? names[0];
        if (p === undefined) throw new Error("names are generated for 12 players");
        return {
          name: p.name,
          ...(p.firstName ? { firstName: p.firstName } : {}),
          rank: p.rank,
          ...(p.federation ? { federation: p.federation } : {}),
          ...(p.club ? { club: p.club } : {}),
          ...(p.egdPin && names.findIndex((q) => q.egdPin === p.egdPin) === i ? { egdPin: p.egdPin } : {}),
          results,
        };
      });
      const t: Tournament = {
        format: "model",
        name: "Random Cup",
        rounds,
        parameters: DEFAULT_PARAMETERS,
        players,
      };
      return t;
    });
}

/** Renumbers players: new position of old player i is perm[i]. */
export function permute(t: Tournament, perm: readonly number[]): Tournament {
  const players: Player[] = new Array<Player>(t.players.length);
  const to = (i: number): number => perm[i] ?? i;
  t.players.forEach((p, i) => {
    players[to(i)] = {
      ...p,
      results: p.results.map((e) => (e.kind === "game" ? { ...e, opponent: to(e.opponent) } : e)),
    };
  });
  return { ...t, players };
}
