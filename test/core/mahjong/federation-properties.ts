/**
 * The rating list's properties on a synthetic 3-year federation (fast-check), one body for both
 * suites: ratinglist.test.ts runs each with fewer generated federations, ratinglist.slow.test.ts
 * with the full count (CI).
 */
import fc from "fast-check";
import {
  type CalendarDate,
  dayNumber,
  formatIsoDate,
  fromDayNumber,
  parseDate,
} from "../../../src/core/common/date";
import { type NormEvent, replay } from "../../../src/core/mahjong/evolution";
import { compareExact, roundHalfAway, toExact } from "../../../src/core/mahjong/exact";
import { formatLevel, normOf } from "../../../src/core/mahjong/level";
import { displayRows, playerKey, ratingList } from "../../../src/core/mahjong/ratinglist";
import type { ResultRow } from "../../../src/core/mahjong/result-row";
import { normPoints, normRating, weight } from "../../../src/core/mahjong/tournament";
import { federation, seeded } from "./federation";

const d = (t: string): CalendarDate => parseDate(t);

/** A tournament of `players` (in finishing order) as result rows. */
export function event(
  name: string,
  lastDay: string,
  players: readonly string[],
  sessions = 8,
  participants = players.length,
  championship = false,
): ResultRow[] {
  return players.map((player, i) => ({
    player,
    tournament: name,
    lastDay: d(lastDay),
    place: i + 1,
    participants,
    sessions,
    championship,
    row: i + 2,
  }));
}

/** How many federations each property generates: the rating list's own, and with a result added. */
export interface FederationRuns {
  readonly perList: number;
  readonly perAddedResult: number;
}

/** The full count the slow suite runs (what npm test ran before the split). */
export const FULL_RUNS: FederationRuns = { perList: 6, perAddedResult: 25 };

/** The rating list's properties, each on `numRuns` generated federations. */
export function federationProperties(numRuns: FederationRuns): void {
  describe("a synthetic 3-year federation (hundreds of players, dozens of tournaments)", () => {
    const release = d("2026-12-01");
    const history = (seed: number): ResultRow[] =>
      federation({ players: 300, tournaments: 40, meanField: 40, days: 4 * 365, release, seed });
    const seeds = fc.integer({ min: 1, max: 1_000_000 });
    const runs = { numRuns: numRuns.perList };

    test("a player's T5 never exceeds their best NR × KT; the level is the one-player replay's", () => {
      fc.assert(
        fc.property(seeds, (seed) => {
          const list = ratingList(history(seed), release);
          const best = new Map<string, { n: number; d: number }>();
          const events = new Map<string, NormEvent[]>();
          for (const t of list.tournaments) {
            for (const r of t.results) {
              const points = normPoints(normRating(r.place, t.participants), t.kt);
              const b = best.get(r.player);
              if (b === undefined || compareExact(toExact(points), toExact(b)) > 0)
                best.set(r.player, points);
              events.set(r.player, [
                ...(events.get(r.player) ?? []),
                { date: t.lastDay, norm: normOf(points) },
              ]);
            }
          }
          expect(list.entries.length).toBeGreaterThan(250);
          // what breaks either rule, per player (one comparison: an expect per player costs more than the rule)
          const broken: string[] = [];
          for (const e of list.entries) {
            const b = best.get(playerKey(e.player));
            if (b !== undefined && compareExact(e.t5, toExact(b)) > 0)
              broken.push(`${e.player}: T5 above best NR × KT`);
            const level = formatLevel(e.level);
            const replayed = formatLevel(replay(events.get(playerKey(e.player)) ?? [], release).level);
            if (level !== replayed) broken.push(`${e.player}: level ${level}, one-player replay ${replayed}`);
          }
          expect(broken).toEqual([]);
        }),
        runs,
      );
    });

    test("weights fall with age: each W is the D16 weight, never higher for an older tournament", () => {
      fc.assert(
        fc.property(seeds, (seed) => {
          const ts = ratingList(history(seed), release).tournaments;
          ts.forEach((t, i) => {
            expect(t.weight).toBe(weight(t.lastDay, release));
            if (i > 0) expect(t.weight).toBeGreaterThanOrEqual(ts[i - 1]?.weight ?? 0);
          });
          expect(ts.some((t) => t.weight === 0)).toBe(true); // older than 36 months
          expect(ts.some((t) => t.weight === 100)).toBe(true);
        }),
        runs,
      );
    });

    test("adding a weaker result (bottom half, against newcomers) never lowers the player's rating", () => {
      fc.assert(
        fc.property(
          seeds,
          fc.nat(),
          fc.integer({ min: 11, max: 30 }),
          fc.nat(1000),
          (seed, pick, others, when) => {
            const rows = history(seed);
            const before = ratingList(rows, release);
            const p = before.entries[pick % before.entries.length];
            if (p === undefined) return;
            const n = others + 1;
            const field = Array.from({ length: others }, (_, i) => `Newcomer ${i + 1}`);
            const place = Math.ceil(n / 2) + (pick % Math.floor(n / 2));
            field.splice(place - 1, 0, p.player);
            const day = formatIsoDate(fromDayNumber(dayNumber(release) - 1 - when));
            const after = ratingList([...rows, ...event("Extra", day, field)], release);
            const q = after.entries.find((e) => e.player === p.player);
            expect(q).toBeDefined();
            expect(compareExact(q?.rating ?? p.rating, p.rating)).toBeGreaterThanOrEqual(0);
          },
        ),
        { numRuns: numRuns.perAddedResult },
      );
    });

    test("permuting the input rows changes nothing", () => {
      fc.assert(
        fc.property(seeds, fc.integer(), (seed, shuffleSeed) => {
          const rows = history(seed);
          const random = seeded(shuffleSeed);
          const shuffled = [...rows];
          for (let i = shuffled.length - 1; i > 0; i--) {
            const k = Math.floor(random() * (i + 1));
            [shuffled[i], shuffled[k]] = [shuffled[k] as ResultRow, shuffled[i] as ResultRow];
          }
          expect(displayRows(ratingList(shuffled, release))).toEqual(displayRows(ratingList(rows, release)));
        }),
        runs,
      );
    });

    test("display rounding is R7's: two decimals, half away from zero, of the exact values", () => {
      const list = ratingList(history(7), release);
      const shown = displayRows(list);
      expect(shown.map((r) => r[4])).toEqual(list.entries.map((e) => roundHalfAway(e.rating)));
    });
  });
}
