import { RatingError } from "../../../src/core/common/errors";
import { rateMgszSeason } from "../../../src/core/season/mgsz";
import { english } from "../../../src/i18n/table";
import { at, listed, series, tournament } from "./season-helpers";

const HERO = { name: "Hero", pin: "10001", rank: "8k" };

describe("an MGSZ season: RULES §1.4's examples as seasons of generated tournaments", () => {
  it("example 1: 8k at 1600; 1618 → 8k, 1640 → 7k, 1632 → 7k, 1678 → 6k (4 kyu and weaker: once)", () => {
    const events = series(HERO, 1600, [1618, 1640, 1632, 1678]);
    const r = rateMgszSeason([listed("Hero", "10001", 1600, "8k")], events);
    const hero = r.steps.map((s) => s.changes[0]);
    expect(hero.map((c) => c?.after)).toEqual([1618, 1640, 1632, 1678]); // the example's ratings after
    expect(hero.map((c) => c?.rankAfter)).toEqual(["8k", "7k", "7k", "6k"]); // the example's ranks
    expect(r.list[0]?.history.map((h) => h.rank)).toEqual(["8k", "7k", "7k", "6k"]);
  });

  it("example 2: 1d at 2000; 2035 → 1d, 2055 → 1d (2d once), 2040 → 1d, 2075 → 2d (twice)", () => {
    const hero = { ...HERO, rank: "1d" };
    const r = rateMgszSeason(
      [listed("Hero", "10001", 2000, "1d")],
      series(hero, 2000, [2035, 2055, 2040, 2075]),
    );
    const changes = r.steps.map((s) => s.changes[0]);
    expect(changes.map((c) => c?.after)).toEqual([2035, 2055, 2040, 2075]); // the example's ratings after
    expect(changes.map((c) => c?.rankAfter)).toEqual(["1d", "1d", "1d", "2d"]); // the example's ranks
    expect(r.list[0]).toMatchObject({ rating: 2075, rank: "2d", reachedOnce: [] });
  });

  it("example 2 stopped after its second tournament keeps 2d reached once (D8), and the next run continues", () => {
    const hero = { ...HERO, rank: "1d" };
    const all = series(hero, 2000, [2035, 2055, 2040, 2075]);
    const first = rateMgszSeason([listed("Hero", "10001", 2000, "1d")], all.slice(0, 2));
    expect(first.list[0]).toMatchObject({ rating: 2055, rank: "1d", reachedOnce: ["2d"] });
    const second = rateMgszSeason(first.list, all.slice(2));
    expect(second.list[0]).toMatchObject({ rating: 2075, rank: "2d", reachedOnce: [] });
    expect(second.list[0]?.history.map((h) => h.rating)).toEqual([2035, 2055, 2040, 2075]);
  });
});

describe("D26: a tournament in parts counts once for the rank", () => {
  it("a 4k at 1810 above 3k's 1815 after both parts has reached 3k once, not twice; the next tournament promotes", () => {
    const hero = { name: "Hero", pin: "10001", rank: "4k" };
    // C = 60 over 5 rounds: 60 × 5 ≥ 300, so two parts (D4: 3 + 2); the hero wins in rounds 1 and 5
    const parts = tournament(
      1,
      hero,
      [
        { rank: { kind: "k", n: 3 }, score: 2 },
        { rank: { kind: "k", n: 4 }, score: 2 },
      ],
      5,
    );
    const r = rateMgszSeason(
      [listed("Hero", "10001", 1810, "4k")],
      [{ file: "parts.h9", tournament: parts, multiplier: 60 }],
    );
    const after = r.list[0];
    expect(after?.rating).toBeGreaterThanOrEqual(1815);
    expect(after).toMatchObject({ rank: "4k", reachedOnce: ["3k"] }); // D26's example: once, not twice
    const next = series({ ...hero, rank: "4k" }, after?.rating ?? 0, [(after?.rating ?? 0) + 1]);
    const later = {
      ...at(next, 0),
      tournament: {
        ...at(next, 0).tournament,
        start: { year: 2026, month: 6, day: 1 },
        end: { year: 2026, month: 6, day: 1 },
      },
    };
    expect(rateMgszSeason(r.list, [later]).list[0]).toMatchObject({ rank: "3k", reachedOnce: [] }); // the second time
  });
});

describe("the season's order and determinism (D140, D141)", () => {
  const hero = { ...HERO, rank: "1d" };
  const events = series(hero, 2000, [2035, 2055, 2040, 2075]);
  const start = [listed("Hero", "10001", 2000, "1d")];

  it("gives the same result in any argument order", () => {
    const once = rateMgszSeason(start, events);
    expect(rateMgszSeason(start, [...events].reverse())).toEqual(once);
    expect(rateMgszSeason(start, [at(events, 2), at(events, 0), at(events, 3), at(events, 1)])).toEqual(once);
  });

  it("a late tournament (earlier date) re-rates the ones after it", () => {
    const before = rateMgszSeason(start, events);
    const late = tournament(2, hero, [{ rank: { kind: "d", n: 3 }, score: 2 }]);
    const lateEvent = {
      file: "late.h9",
      tournament: {
        ...late,
        name: "Late",
        start: { year: 2026, month: 1, day: 4 },
        end: { year: 2026, month: 1, day: 4 },
      },
      multiplier: 20,
    };
    const after = rateMgszSeason(start, [...events, lateEvent]);
    expect(after.steps.map((s) => s.files[0])).toEqual(["t1.h9", "late.h9", "t2.h9", "t3.h9", "t4.h9"]);
    // the same tournament 2 is rated from another rating before
    expect(after.steps[2]?.changes[0]?.before).not.toBe(before.steps[1]?.changes[0]?.before);
    expect(after.steps[2]?.changes[0]?.before).toBe(after.steps[1]?.changes[0]?.after);
  });

  it("refuses a tournament without dates, naming its file (D140)", () => {
    const t = at(events, 0).tournament;
    const undated = {
      ...at(events, 0),
      file: "nodate.h9",
      tournament: { ...t, start: undefined, end: undefined },
    };
    delete (undated.tournament as { start?: unknown }).start;
    delete (undated.tournament as { end?: unknown }).end;
    expect(() => rateMgszSeason(start, [undated])).toThrow(RatingError);
    expect(() => rateMgszSeason(start, [undated])).toThrow(
      /nodate\.h9: the tournament "Tournament 1" gives neither/,
    );
  });

  it("an engine's refusal names the tournament's file", () => {
    const noMultiplier = { file: "open.h9", tournament: at(events, 0).tournament };
    try {
      rateMgszSeason(start, [noMultiplier]);
      throw new Error("rated");
    } catch (e) {
      expect(e).toBeInstanceOf(RatingError);
      expect(english((e as RatingError).text)).toMatch(/^open\.h9: No multiplier/);
    }
  });
});

describe("D147: a tournament is rated once", () => {
  const hero = { name: "Hero", pin: "10001", rank: "1d" };
  const events = series(hero, 2000, [2035, 2055, 2040, 2075]);
  const start = [listed("Hero", "10001", 2000, "1d")];
  const half = rateMgszSeason(start, events.slice(0, 2));

  it("refuses a tournament the list's history already holds, naming the file", () => {
    expect(() => rateMgszSeason(half.list, [at(events, 1)])).toThrow(
      /t2\.h9: "Tournament 2" of 2026-01-05 is already/,
    );
  });

  it("refuses a tournament ending before the history's latest day", () => {
    const early = {
      ...at(events, 2),
      file: "early.h9",
      tournament: {
        ...at(events, 2).tournament,
        name: "Early",
        start: { year: 2026, month: 1, day: 4 },
        end: { year: 2026, month: 1, day: 4 },
      },
    };
    expect(() => rateMgszSeason(half.list, [early])).toThrow(
      /early\.h9: "Early" ended 2026-01-04, before the list's latest tournament \(2026-01-05\)/,
    );
  });

  it("refuses two files of the same day and name, naming both", () => {
    const copy = { ...at(events, 0), file: "copy.h9" };
    expect(() => rateMgszSeason(start, [at(events, 0), copy])).toThrow(
      /t1\.h9 and copy\.h9 are both "Tournament 1" ending 2026-01-03/,
    );
  });
});
