import fc from "fast-check";
import { type CalendarDate, parseDate } from "../../../src/core/common/date";
import {
  type EvolutionState,
  type NormEvent,
  NEW_PLAYER,
  atRelease,
  atStart,
  fulfil,
  lastReleaseBefore,
  replay,
  startState,
} from "../../../src/core/mahjong/evolution";
import { formatLevel, normOfNumber, parseLevel } from "../../../src/core/mahjong/level";

const d = (t: string): CalendarDate => parseDate(t);
const show = (s: EvolutionState) => formatLevel(s.level);
/** A history as [last day, NR × KT] pairs. */
const ev = (...h: [string, number][]): NormEvent[] =>
  h.map(([t, p]) => ({ date: d(t), norm: normOfNumber(p) }));
const from = (level: string, confirmed?: string) =>
  startState(parseLevel(level), confirmed === undefined ? undefined : d(confirmed));
/** Level after replaying `history` from `start`, as published on `release`. */
const after = (start: EvolutionState, release: string, ...history: [string, number][]) =>
  show(replay(ev(...history), d(release), start));

describe("D18: norms up to 2000 fix the level for life", () => {
  test("a new player starts at 12 kyu; kyu norms raise the level to the norm", () => {
    expect(show(NEW_PLAYER)).toBe("12k");
    expect(after(NEW_PLAYER, "2026-12-01", ["2026-01-10", 260])).toBe("7k");
    expect(after(NEW_PLAYER, "2026-12-01", ["2026-01-10", 260], ["2026-02-10", 1282.05])).toBe("3k");
  });
  test("a lower norm never lowers a kyu level, however long ago it was reached", () => {
    expect(after(NEW_PLAYER, "2030-12-01", ["2026-01-10", 1282.05], ["2026-02-10", 300])).toBe("3k");
  });
  test("kyu levels get no marks and no minuses: 1 kyu, 4 years idle → 1 kyu", () => {
    expect(after(from("2k"), "2030-12-01", ["2026-01-10", 1999.99])).toBe("1k");
  });
  test("first dan: a norm of exactly 2000 from 1 kyu gives 1 dan, no marks", () => {
    expect(after(from("1k"), "2026-12-01", ["2026-06-10", 2000])).toBe("1d");
    expect(after(from("1k"), "2026-12-01", ["2026-06-10", 2499.99])).toBe("1d");
  });
  test("D19: the winner of the worked tournament (2500) from 12 kyu → 1 dan + (2500 − 2000 = one 500)", () => {
    expect(after(NEW_PLAYER, "2026-12-01", ["2026-06-10", 2500])).toBe("1d+");
  });
});

describe("D18: pluses in the dan zone", () => {
  test("D18 example: norm 3000 from 3 kyu → 1 dan ++ → 2 dan", () => {
    expect(after(from("3k"), "2026-12-01", ["2026-06-10", 3000])).toBe("2d");
  });
  test("a kyu player's norm far above 2000 → 1 dan, then the pluses: 4500 → 1d +5 → 3d+", () => {
    expect(after(from("12k"), "2026-12-01", ["2026-06-10", 4500])).toBe("3d+");
  });
  test("++ to the next dan over two tournaments: 1d, 2500 → 1d+, 2600 → 2d", () => {
    const s1 = fulfil(from("1d", "2026-01-01"), normOfNumber(2500), d("2026-03-10"));
    expect(show(s1)).toBe("1d+");
    expect(show(fulfil(s1, normOfNumber(2600), d("2026-04-10")))).toBe("2d");
  });
  test("each full 500 counts: 2d with 2999 → 2d; 3000 → 2d+; 3500 → 3d; 4000 → 3d+", () => {
    const s = from("2d", "2026-01-01");
    const at = (p: number) => show(fulfil(s, normOfNumber(p), d("2026-02-10")));
    expect(at(2999)).toBe("2d");
    expect(at(3000)).toBe("2d+");
    expect(at(3500)).toBe("3d");
    expect(at(4000)).toBe("3d+");
  });
  test("pluses are measured from the level held, not from 2000: 3d with 3500 → 3d+", () => {
    expect(show(fulfil(from("3d", "2026-01-01"), normOfNumber(3500), d("2026-02-10")))).toBe("3d+");
  });
  test("a norm below a dan level changes nothing: 3d with 2500 or 1800 → 3d", () => {
    const s = from("3d", "2026-01-01");
    expect(fulfil(s, normOfNumber(2500), d("2026-02-10"))).toBe(s);
    expect(fulfil(s, normOfNumber(1800), d("2026-02-10"))).toBe(s);
  });
  test("no level reached (NR × KT below 0) changes nothing", () => {
    const s = from("3d", "2026-01-01");
    expect(fulfil(s, undefined, d("2026-02-10"))).toBe(s);
    expect(fulfil(NEW_PLAYER, undefined, d("2026-02-10"))).toBe(NEW_PLAYER);
  });
  test("at 12 dan there is no higher level: 11d + 7500 → 11d+; 11d+ + 7500 → 12d; 12d + 9000 → 12d", () => {
    expect(show(fulfil(from("10d", "2026-01-01"), normOfNumber(7500), d("2026-02-10")))).toBe("11d");
    expect(show(fulfil(from("11d", "2026-01-01"), normOfNumber(7500), d("2026-02-10")))).toBe("11d+");
    expect(show(fulfil(from("11d+", "2026-01-01"), normOfNumber(7500), d("2026-02-10")))).toBe("12d");
    expect(show(fulfil(from("12d", "2026-01-01"), normOfNumber(9000), d("2026-02-10")))).toBe("12d");
  });
});

describe("D18: a year without confirmation adds a minus at a release", () => {
  // 2 dan reached on 2024-03-15; releases on the first of every month (regulation 2.3).
  const twoDan = fulfil(from("1d+", "2024-01-01"), normOfNumber(2500), d("2024-03-15"));
  test("the dan level is held, confirmed on its day", () => {
    expect(show(twoDan)).toBe("2d");
    expect(twoDan.confirmed).toEqual(d("2024-03-15"));
  });
  test("release 2025-03-01 (11 whole months): 2d; 2025-04-01 (12): 2d−", () => {
    expect(show(atRelease(twoDan, d("2025-03-01")))).toBe("2d");
    expect(show(atRelease(twoDan, d("2025-03-15")))).toBe("2d−");
    expect(show(atRelease(twoDan, d("2025-04-01")))).toBe("2d−");
  });
  test("two − are one dan down: 2 years → 1d; each full year one more −", () => {
    expect(show(atRelease(twoDan, d("2026-04-01")))).toBe("1d");
    expect(show(atRelease(atRelease(twoDan, d("2025-04-01")), d("2026-04-01")))).toBe("1d");
  });
  test("never below 1 dan: 3, 4, 10 years idle → 1d− (our reading: a − at 1d− has nothing to take)", () => {
    expect(show(atRelease(twoDan, d("2027-04-01")))).toBe("1d−");
    expect(show(atRelease(twoDan, d("2028-04-01")))).toBe("1d−");
    expect(show(atRelease(twoDan, d("2034-04-01")))).toBe("1d−");
  });
  test("charging is idempotent: the same release twice gives one −", () => {
    const once = atRelease(twoDan, d("2025-04-01"));
    expect(atRelease(once, d("2025-04-01"))).toBe(once);
    expect(show(atRelease(once, d("2025-05-01")))).toBe("2d−");
  });
  test("a norm ≥ the level confirms it and restarts the clock (no − a year after the first date)", () => {
    const confirmed = fulfil(twoDan, normOfNumber(2500), d("2025-02-20"));
    expect(show(atRelease(confirmed, d("2025-04-01")))).toBe("2d");
    expect(show(atRelease(confirmed, d("2026-02-01")))).toBe("2d");
    expect(show(atRelease(confirmed, d("2026-03-01")))).toBe("2d−");
  });
  test("a norm below the level does not confirm it", () => {
    const notConfirmed = fulfil(twoDan, normOfNumber(2400), d("2025-02-20"));
    expect(show(atRelease(notConfirmed, d("2025-04-01")))).toBe("2d−");
  });
  test("the − comes at the first release on or after the anniversary, not between releases", () => {
    // anniversary 2025-03-15; the tournament of 2025-03-20 comes before the next release (04-01)
    expect(show(atStart(twoDan, d("2025-03-20")))).toBe("2d");
    const inTime = fulfil(twoDan, normOfNumber(2500), d("2025-03-20"));
    expect(show(atRelease(inTime, d("2025-12-01")))).toBe("2d");
    // the release of 2025-04-01 came first: 2d− at its start, and confirming does not remove the −
    expect(show(atStart(twoDan, d("2025-04-02")))).toBe("2d−");
    const late = fulfil(twoDan, normOfNumber(2500), d("2025-04-02"));
    expect(show(late)).toBe("2d−");
    // a release on a tournament's last day comes after it: 2025-04-01 counts only from 04-02
    expect(lastReleaseBefore(d("2025-04-01"))).toEqual(d("2025-03-01"));
    expect(lastReleaseBefore(d("2025-01-01"))).toEqual(d("2024-12-01"));
    expect(show(atStart(twoDan, d("2025-04-01")))).toBe("2d");
  });
  test("+ and − cancel: 2d− then a + (3000) → 2d; 2d+ then a year idle → 2d", () => {
    const minus = atRelease(twoDan, d("2025-04-01"));
    expect(show(fulfil(minus, normOfNumber(3000), d("2025-05-10")))).toBe("2d");
    const plus = fulfil(twoDan, normOfNumber(3000), d("2024-06-10"));
    expect(show(plus)).toBe("2d+");
    expect(show(atRelease(plus, d("2025-07-01")))).toBe("2d");
    expect(show(atRelease(plus, d("2026-07-01")))).toBe("2d−");
  });
  test("a − then ++: 2d− with 4000 (3 pluses) → net ++ → 3d", () => {
    const minus = atRelease(twoDan, d("2025-04-01"));
    expect(show(fulfil(minus, normOfNumber(4000), d("2025-05-10")))).toBe("3d");
  });
  test("a lowered level keeps the clock: 2d−− → 1d on the second anniversary, 1d− on the third", () => {
    const s = atRelease(twoDan, d("2026-04-01"));
    expect(show(s)).toBe("1d");
    expect(show(atRelease(s, d("2027-03-01")))).toBe("1d");
    expect(show(atRelease(s, d("2027-04-01")))).toBe("1d−");
  });
  test("1d− with 2500 → the + cancels the −: 1d", () => {
    const s = atRelease(twoDan, d("2027-04-01"));
    expect(show(fulfil(s, normOfNumber(2500), d("2027-05-01")))).toBe("1d");
  });
});

describe("replay of a history (D18)", () => {
  test("events are replayed in date order, whatever order they are given in", () => {
    const h: [string, number][] = [
      ["2025-06-01", 2600],
      ["2025-01-10", 1300],
      ["2025-03-10", 2100],
    ];
    // 1300 → 3k; 2100 → 1d; 2600 → 1d+
    expect(after(NEW_PLAYER, "2025-12-01", ...h)).toBe("1d+");
  });
  test("tournaments after the release date are left out of that release", () => {
    expect(after(NEW_PLAYER, "2025-05-01", ["2025-01-10", 1300], ["2025-06-01", 2600])).toBe("3k");
    expect(after(NEW_PLAYER, "2025-06-01", ["2025-01-10", 1300], ["2025-06-01", 2600])).toBe("1d+");
  });
  test("a dan start level without a date counts as confirmed on the first tournament's day", () => {
    expect(after(from("3d"), "2027-01-01", ["2025-06-01", 100])).toBe("3d−"); // 19 months: one year
    expect(after(from("3d"), "2027-06-01", ["2025-06-01", 100])).toBe("2d"); // 24 months: two years
    expect(after(from("3d"), "2027-01-01")).toBe("3d"); // no tournament: no clock
    expect(after(from("3d", "2024-06-01"), "2026-06-01")).toBe("2d");
  });
  test("a three-year history touching every rule", () => {
    const history: [string, number][] = [
      ["2023-02-05", 900], // 12k → 5k (750)
      ["2023-05-14", 1800], // → 1k (1750)
      ["2023-09-10", 1500], // lower: stays 1k
      ["2023-11-19", 2700], // → 1d, 700 over → one + : 1d+
      ["2024-02-25", 2550], // + → 1d++ = 2d (confirmed 2024-02-25)
      ["2024-10-06", 2400], // below 2d: nothing
      // release 2025-03-01: one full year since 2024-02-25 → 2d−
      ["2025-04-13", 3100], // − and one + cancel: 2d, confirmed 2025-04-13
      ["2025-06-08", 3600], // two + → 3d, confirmed
      // releases 2026-07-01, 2027-07-01: two years → 3d−− = 2d
    ];
    const states: string[] = [];
    let s = NEW_PLAYER;
    for (const e of ev(...history)) {
      s = fulfil(s, e.norm, e.date);
      states.push(show(s));
    }
    expect(states).toEqual(["5k", "1k", "1k", "1d+", "2d", "2d", "2d", "3d"]);
    expect(show(atStart(fulfil(NEW_PLAYER, normOfNumber(0), d("2020-01-01")), d("2020-02-01")))).toBe("12k");
    expect(after(NEW_PLAYER, "2025-03-01", ...history.slice(0, 6))).toBe("2d−");
    expect(after(NEW_PLAYER, "2026-06-01", ...history)).toBe("3d");
    expect(after(NEW_PLAYER, "2026-07-01", ...history)).toBe("3d−");
    expect(after(NEW_PLAYER, "2027-07-01", ...history)).toBe("2d");
  });
  test("property: the level never falls below the best lifetime norm, marks stay −1..+1", () => {
    const event = fc.record({
      day: fc.integer({ min: 0, max: 1500 }),
      points: fc.integer({ min: -100, max: 9000 }),
    });
    fc.assert(
      fc.property(fc.array(event, { maxLength: 25 }), fc.integer({ min: 0, max: 2000 }), (events, extra) => {
        const base = Date.UTC(2022, 0, 1) / 86_400_000;
        const date = (n: number) => {
          const t = new Date((base + n) * 86_400_000);
          return { year: t.getUTCFullYear(), month: t.getUTCMonth() + 1, day: t.getUTCDate() };
        };
        const history = events.map((e) => ({ date: date(e.day), norm: normOfNumber(e.points) }));
        const s = replay(history, date(1500 + extra));
        const lifetime = Math.max(0, ...history.map((e) => Math.min(e.norm ?? 0, 12)));
        expect(s.level.index).toBeGreaterThanOrEqual(lifetime);
        expect(Math.abs(s.level.marks)).toBeLessThanOrEqual(1);
        if (s.level.index < 12) expect(s.level.marks).toBe(0);
        if (s.level.index >= 12) expect(s.confirmed).toBeDefined();
      }),
    );
  });
});
