/**
 * The MGSZ rating's properties (fast-check), one body for both suites: properties.test.ts runs
 * each with a quarter of the runs, properties.slow.test.ts with the full count (CI).
 */
import fc from "fast-check";
import { rateMgszTournament } from "../../../src/core/engines/mgsz";
import { newRank } from "../../../src/core/mgsz/promotion";
import { formatRank, parseRank } from "../../../src/core/mgsz/rank";
import type { ListedRating, MgszTournamentResult } from "../../../src/core/engines/mgsz-types";
import type { Tournament } from "../../../src/core/tournament/model";
import { readCsv } from "../../../src/formats/csv";
import { writeCsv } from "../../../src/formats/csv-writer";
import { readEgd } from "../../../src/formats/egd";
import { writeEgd } from "../../../src/formats/egd-writer";
import { inPlacingOrder } from "../../formats/placing-order";
import { permute, tournamentArb } from "../tournament/arbitrary";

/** What a player's rating is, independent of where he sits in the file. */
function outcome(r: MgszTournamentResult, i: number): unknown {
  const p = r.players[i];
  return p && [p.source, p.ratingBefore, p.rankBefore, p.parts, p.sumJp, p.ratingAfter, p.rankAfter];
}

/** A rating list holding every other player of `t` (by PIN when he has one, else by name). */
function listOf(t: Tournament): ListedRating[] {
  return t.players
    .filter((_, i) => i % 2 === 0)
    .map((p, k) => ({
      ...(p.egdPin ? { pin: p.egdPin } : {}),
      name: p.name,
      ...(p.firstName ? { firstName: p.firstName } : {}),
      rating: 1500 + 37 * k,
    }));
}

const multiplier = fc.integer({ min: 0, max: 50 });

/** How many generated tournaments each property rates: one that rates, one that round-trips a file. */
export interface PropertyRuns {
  readonly perRating: number;
  readonly perRoundTrip: number;
}

/** The full count the slow suite runs (what npm test ran before the split). */
export const FULL_RUNS: PropertyRuns = { perRating: 200, perRoundTrip: 100 };

/** The properties of the MGSZ rating, each checked on `runs` generated tournaments. */
export function mgszProperties(runs: PropertyRuns): void {
  describe("MGSZ tournament properties", () => {
    it("permuting the players' order changes nobody's rating", () => {
      fc.assert(
        fc.property(
          tournamentArb({ loose: false }),
          multiplier,
          fc.array(fc.nat(), { minLength: 12, maxLength: 12 }),
          (t, c, keys) => {
            const n = t.players.length;
            // a permutation from random sort keys
            const order = Array.from({ length: n }, (_, i) => i).sort(
              (a, b) => (keys[a] ?? 0) - (keys[b] ?? 0) || a - b,
            );
            const perm = new Array<number>(n);
            order.forEach((old, pos) => (perm[old] = pos));
            const opts = { multiplier: c, ratingList: listOf(t) };
            const a = rateMgszTournament(t, opts);
            const b = rateMgszTournament(permute(t, perm), opts);
            expect(Array.from({ length: n }, (_, i) => outcome(b, perm[i] ?? i))).toEqual(
              Array.from({ length: n }, (_, i) => outcome(a, i)),
            );
          },
        ),
        { numRuns: runs.perRating },
      );
    });

    it("D26: a tournament rated in k parts promotes exactly as one part with the same final rating", () => {
      fc.assert(
        fc.property(tournamentArb({ loose: true }), multiplier, (t, c) => {
          const r = rateMgszTournament(t, { multiplier: c });
          // the rank after is the rank after one tournament ending at the last part's rating
          expect(r.players.map((p) => p.rankAfter)).toEqual(
            r.players.map((p) => formatRank(newRank(parseRank(p.rankBefore, "rank"), [p.ratingAfter]))),
          );
        }),
        { numRuns: runs.perRating },
      );
    });

    it("the game points of even games sum to zero over a tournament, part by part", () => {
      fc.assert(
        fc.property(tournamentArb({ loose: true }), multiplier, (t0, c) => {
          const t: Tournament = {
            ...t0,
            players: t0.players.map((p) => ({
              ...p,
              results: p.results.map((e) => (e.kind === "game" ? { ...e, handicap: 0 } : e)),
            })),
          };
          const r = rateMgszTournament(t, { multiplier: c });
          expect(r.parts.map((_, k) => r.players.reduce((s, p) => s + (p.parts[k]?.sumJp ?? 0), 0))).toEqual(
            r.parts.map(() => 0),
          );
        }),
        { numRuns: runs.perRating },
      );
    });

    it.each([
      // h9 lists the players in final placing order: the reference is the model so reordered
      ["EGD table (h9)", (t: Tournament) => readEgd(writeEgd(t)).tournament, inPlacingOrder],
      ["CSV crosstable", (t: Tournament) => readCsv(writeCsv(t)).tournament, (t: Tournament) => t],
    ] as const)("a tournament written as %s and read back rates identically", (_, roundTrip, order) => {
      fc.assert(
        fc.property(tournamentArb({ loose: false }), multiplier, (t, c) => {
          const opts = { multiplier: c, ratingList: listOf(t) };
          const a = rateMgszTournament(order(t), opts);
          const b = rateMgszTournament(roundTrip(t), opts);
          expect(b.players.map((_, i) => outcome(b, i))).toEqual(a.players.map((_, i) => outcome(a, i)));
          expect(b.players.map((p) => p.games)).toEqual(a.players.map((p) => p.games));
        }),
        { numRuns: runs.perRoundTrip },
      );
    });
  });
}
