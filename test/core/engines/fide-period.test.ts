/**
 * FIDE rates periods, not tournaments (issue 26; RULES §2, §2.2; D10, D150–D155): one rating and K
 * per period, K × n ≤ 700 over the period (FIDE2024 8.3.3), the change rounded once, first
 * ratings pooled across periods, the 2650 exemption by the period's date.
 */
import { readFileSync } from "fs";
import { join } from "path";
import { RatingError } from "../../../src/core/common/errors";
import { rateFideTournament } from "../../../src/core/engines/fide";
import { rateFidePeriod } from "../../../src/core/engines/fide-period";
import { seasonFide } from "../../../src/core/engines/fide-period-season";
import type { FidePeriodResult } from "../../../src/core/engines/fide-period-types";
import { english } from "../../../src/i18n/table";
import { readTrf } from "../../../src/formats/trf";
import { type Game, event, filed, row } from "./fide-period-events";

const day = (year: number, month: number, d: number) => ({ year, month, day: d });
const MAY_2025 = { start: day(2025, 5, 1), end: day(2025, 5, 31) };
const notes = (r: FidePeriodResult): string[] => r.notes.map((n) => english(n.text));
const player = (r: FidePeriodResult, pin: string) => r.players.find((p) => p.pin === pin);

describe("a month of three events, K × n > 700, rounded once (D10; FIDE2024 8.3.3)", () => {
  // A 2000 (list K 40) meets six players rated 1996 (list K 20) in each of three events: D = 4 →
  // A's We .51 a game (table 8.1b, 4–10), theirs .49. A beats O1–O3 and loses to O4–O6 each time.
  const list = [
    row("100", "A", 2000, { k: 40 }),
    ...[1, 2, 3, 4, 5, 6].map((o) => row(`20${o}`, `O${o}`, 1996, { k: 20 })),
  ];
  const gamesOf = (): Game[] => [1, 2, 3, 4, 5, 6].map((o): Game => ["100", `20${o}`, o <= 3 ? 1 : 0]);
  const events = ["One", "Two", "Three"].map((name, i) => event(name, `2025-05-${10 + i * 5}`, gamesOf()));
  const r = rateFidePeriod({ list, period: MAY_2025, tournaments: events });

  it("A: 18 games, K 40 → 38 (38 × 18 = 684 ≤ 700 < 39 × 18), 38 × (9 − 9.18) = −6.84 → −7 → 1993", () => {
    const a = player(r, "100");
    expect(a).toMatchObject({ ratingBefore: 2000, kBase: 40, k: 38, kSource: "list", n: 18, w: 9, we: 9.18 });
    expect(a?.wMinusWe).toBeCloseTo(-0.18, 10);
    expect(a?.changeExact).toBeCloseTo(-6.84, 10);
    expect(a).toMatchObject({ change: -7, ratingAfter: 1993, published: 1993, row: 0 });
    // each event at the period's rating and K: 6 games, 3 − 3.06 = −0.06, 38 × −0.06 = −2.28
    expect(a?.events.map((e) => [e.event, e.games, e.w, e.we])).toEqual([
      [0, 6, 3, 3.06],
      [1, 6, 3, 3.06],
      [2, 6, 3, 3.06],
    ]);
    for (const e of a?.events ?? []) expect(e.change).toBeCloseTo(-2.28, 10);
    expect(notes(r)).toContain(
      '"A": K 40 reduced to 38, 18 rated games in the period (K × games at most 700)',
    );
  });

  it("rounded per event the same games give −6 (three times −2.28 → −2): the period's −7 is D10's", () => {
    const perEvent = r.players[0]?.events.reduce((s, e) => s + Math.round(e.change), 0);
    expect(perEvent).toBe(-6);
    // and each event rated alone (the whole-tournament engine: K 40, n 6): 40 × −0.06 = −2.4 → −2
    const alone = events.map((t) => rateFideTournament(t, { ratingList: list }).players[0]?.change);
    expect(alone).toEqual([-2, -2, -2]);
  });

  it("O1 (3 losses to A, K 20): 20 × (0 − 1.47) = −29.4 → −29 (per event −9.8 → −10, three −30)", () => {
    expect(player(r, "201")).toMatchObject({ n: 3, we: 1.47, change: -29, ratingAfter: 1967, k: 20 });
    expect(player(r, "204")).toMatchObject({ n: 3, w: 3, change: 31, ratingAfter: 2027 }); // 20 × 1.53 = 30.6
  });

  it("the list after: the rows rated replaced in place, nobody added, nothing carried", () => {
    expect(r.list.map((e) => e.rating)).toEqual([1993, 1967, 1967, 1967, 2027, 2027, 2027]);
    expect(r.carry).toEqual([]);
    expect(notes(r)[0]).toBe(
      "Rated by FIDE2024 2025-05-31, the version in force on 2025-05-31, the period's last day",
    );
  });
});

describe("FIDE's published figures over a period of several events (RULES §2, appendix II.1)", () => {
  // 2145 against ten opponents rated 2300: D = 155 → We .29 each, 2.9 in all; 4 points → +44 at
  // K 40, +22 at K 20, +11 at K 10 (the regulation's example), here over three events of one month.
  const opponents = Array.from({ length: 10 }, (_, o) => row(`3${o}`, `R${o}`, 2300, { k: 10 }));
  const scores: (1 | 0.5 | 0)[] = [1, 1, 0, 0, 1, 0, 0, 1, 0, 0]; // 4 points
  const games = scores.map((s, o): Game => ["1", `3${o}`, s]);
  const events = [
    event("First", "2025-05-04", games.slice(0, 4)),
    event("Second", "2025-05-18", games.slice(4, 7)),
    event("Third", "2025-05-25", games.slice(7)),
  ];
  it.each([
    [40, 44],
    [20, 22],
    [10, 11],
  ])("K %i → %i, Σ(W − We) 4 − 2.9 over the three events", (k, change) => {
    const list = [row("1", "P", 2145, { k }), ...opponents];
    const p = rateFidePeriod({ list, period: MAY_2025, tournaments: events }).players[0];
    expect(p).toMatchObject({ n: 10, w: 4, we: 2.9, change, ratingAfter: 2145 + change });
    expect(p?.events.map((e) => e.games)).toEqual([4, 3, 3]);
    expect(p?.events.map((e) => e.we)).toEqual([1.16, 0.87, 0.87]);
  });
});

describe("a first rating completed in a second period (D155; RULES §2.2, 8.2.1, 7.1.4)", () => {
  // RULES §2.2, FIDE's published first rating: 5 games, 3 points, opponents totalling 9507 →
  // Ra = (9507 + 2 × 1800) / 7 = 1872.43, p = 4/7 → .57 → dp 50 → 1922. Here 3 games in June, 2 in July.
  const list = [
    row("11", "Ra", 1900),
    row("12", "Rb", 1950),
    row("13", "Rc", 1800),
    row("14", "Rd", 2000),
    row("15", "Re", 1857),
  ];
  const june = event("June open", "2025-06-15", [
    ["9", "11", 1],
    ["9", "12", 0.5],
    ["9", "13", 0.5],
  ]);
  const july = event("July open", "2025-07-20", [
    ["9", "14", 1],
    ["9", "15", 0],
  ]);
  const s = seasonFide(list, filed(july, june)); // given out of order: rated in the order of their end

  it("June: 3 games against rated opponents, too few (FIDE2024: 5): carried, nothing published", () => {
    const jun = s.periods[0] as FidePeriodResult;
    expect(jun.period).toEqual({ start: day(2025, 6, 1), end: day(2025, 6, 30) });
    expect(player(jun, "9")).toMatchObject({ ratingBefore: null, ratingAfter: null, n: 3, w: 2 });
    expect(player(jun, "9")?.firstRating).toMatchObject({
      registered: false,
      reason: "too few games",
      games: 3,
    });
    expect(jun.carry).toHaveLength(1);
    expect(jun.carry[0]?.events.map((e) => e.games.length)).toEqual([3]);
    // D157: he joins the list unrated, his pool on his row, so that --out carries it to July
    expect(jun.list).toHaveLength(6);
    expect(jun.list[5]).toMatchObject({ pin: "9", rating: 0, pool: jun.carry[0]?.events });
    // on the list unrated without a FIDE ID, found by name: his row holds the pool and the file's ID
    const listed = seasonFide([...list, { name: "Player 9", rating: 0 }], filed(june)).list;
    expect(listed).toHaveLength(6);
    expect(listed[5]).toMatchObject({ pin: "9", name: "Player 9", rating: 0, pool: jun.carry[0]?.events });
    expect(
      notes(jun).some((n) => n.startsWith('"Player 9": unrated, 3 games against rated opponents carried')),
    ).toBe(true);
    // 8.52: the rated players' games against him are not rated
    expect(player(jun, "11")).toMatchObject({ n: 0, change: 0, ratingAfter: 1900 });
  });

  it("July: 5 games, 3 points, 9507 → 1922, published and added to the list", () => {
    const jul = s.periods[1] as FidePeriodResult;
    const p = player(jul, "9");
    expect(p).toMatchObject({ ratingAfter: 1922, published: 1922, n: 2 });
    expect(p?.firstRating).toMatchObject({ registered: true, games: 5, points: 3, rating: 1922 });
    expect(s.list[5]).toMatchObject({ pin: "9", rating: 1922, games: 5, highest: 1922 });
    expect(s.carry).toEqual([]);
    expect(notes(jul)).toContain(
      '"Player 9": first rating 1922, from 5 games against rated opponents over 2 periods',
    );
  });

  it("8.2.1: a zero first event in an earlier period is disregarded: still 1922 (RULES §2.2)", () => {
    const may = event("May open", "2025-05-10", [
      ["9", "14", 0],
      ["9", "11", 0],
    ]);
    const r = seasonFide(list, filed(may, june, july));
    expect(r.periods.map((p) => player(p, "9")?.published ?? null)).toEqual([null, null, 1922]);
    expect(r.periods[0]?.carry[0]?.events).toEqual([]); // the zero event does not carry
  });

  it("periods of two months are counted from January (D154): June is May–June's, July July–August's", () => {
    const r = seasonFide(list, filed(june, july), { periodMonths: 2 });
    expect(r.periods.map((p) => p.period)).toEqual([
      { start: day(2025, 5, 1), end: day(2025, 6, 30) },
      { start: day(2025, 7, 1), end: day(2025, 8, 31) },
    ]);
    expect(r.list[5]).toMatchObject({ pin: "9", rating: 1922 });
  });

  it("one period of a year rates both events at once: 1922 in one step, from one period", () => {
    const r = seasonFide(list, filed(june, july), { periodMonths: 12 });
    expect(r.periods).toHaveLength(1);
    expect(r.periods[0]?.period).toEqual({ start: day(2025, 1, 1), end: day(2025, 12, 31) });
    expect(player(r.periods[0] as FidePeriodResult, "9")).toMatchObject({ n: 5, w: 3, published: 1922 });
  });
});

describe("the 2650 exemption by the period's date (D150; RULES §2.2; test/fixtures/trf-rules-2650-september)", () => {
  const sept = readTrf(
    readFileSync(join(__dirname, "../../fixtures/trf-rules-2650-september/input.trf")),
  ).tournament;
  const october = { ...sept, endDate: "2025/10/20", end: day(2025, 10, 20) };
  // the fixture's players by name, K by the rules (D9: 2660 → 10; 2200 → 20, 30 games assumed)
  const list = [
    row("", "Elite", 2660, { firstName: "Player" }),
    row("", "Master", 2200, { firstName: "Player" }),
  ];

  it("September 2025: the 2660 is capped (D 460 → 400, PD .92): 10 × (0.5 − 0.92) = −4.2 → −4 → 2656", () => {
    const r = rateFidePeriod({
      list,
      period: { start: day(2025, 9, 1), end: day(2025, 9, 30) },
      tournaments: [sept],
    });
    expect(r.players.map((p) => [p.k, p.change, p.ratingAfter])).toEqual([
      [10, -4, 2656],
      [20, 8, 2208],
    ]);
    expect(r.rules.capExemptFrom).toBeNull();
  });

  it("October 2025: not capped (D 460 → PD .95): 10 × (0.5 − 0.95) = −4.5 → −5 (D10) → 2655", () => {
    const r = rateFidePeriod({
      list,
      period: { start: day(2025, 10, 1), end: day(2025, 10, 31) },
      tournaments: [october],
    });
    expect(r.players.map((p) => [p.change, p.ratingAfter])).toEqual([
      [-5, 2655],
      [8, 2208],
    ]);
    expect(r.rules.capExemptFrom).toBe(2650);
    expect(notes(r)).toContain(
      "The list gives no count of rated games for 2 rated players: 30 or more assumed (K 40 only for juniors); give the games in a list column to change it",
    );
  });

  it("both in one season: October from September's list (2656 vs 2208: D 448 → PD .94, −4.4 → −4; 2208 capped: +8.4 → +8)", () => {
    const r = seasonFide(list, filed(october, sept));
    expect(r.periods.map((p) => p.players.map((x) => x.ratingAfter))).toEqual([
      [2656, 2208],
      [2652, 2216],
    ]);
    expect(r.list.map((e) => e.rating)).toEqual([2652, 2216]);
  });
});

describe("what K's rules need, from the list or assumed (D9, D151)", () => {
  const opp = row("2", "Opp", 1800, { k: 20 });
  const t = event("Open", "2025-05-10", [["1", "2", 1]]);
  it("the list's games: 12 before → K 40, and the list after counts 13", () => {
    const r = rateFidePeriod({
      list: [row("1", "New", 1800, { games: 12, highest: 1850 }), opp],
      period: MAY_2025,
      tournaments: [t],
    });
    expect(player(r, "1")).toMatchObject({ kBase: 40, kSource: "rules", change: 20 }); // 40 × (1 − 0.5)
    expect(r.list[0]).toMatchObject({ rating: 1820, games: 13, highest: 1850 });
    expect(notes(r).some((n) => n.startsWith("The list gives no"))).toBe(false);
  });
  it("a highest rating of 2400 once reached: K 10 at 2350 (D9)", () => {
    const r = rateFidePeriod({
      list: [row("1", "Old", 2350, { games: 500, highest: 2405 }), opp],
      period: MAY_2025,
      tournaments: [t],
    });
    expect(player(r, "1")?.k).toBe(10);
  });
  it("a junior (born 2008: FIDE2024 until the end of 2026) never above 2300: K 40", () => {
    const born = { date: day(2008, 3, 3), yearOnly: false };
    const r = rateFidePeriod({
      list: [row("1", "Young", 2100, { games: 200, highest: 2150, born }), opp],
      period: MAY_2025,
      tournaments: [t],
    });
    expect(player(r, "1")?.k).toBe(40);
  });
});

describe("players found as the whole-tournament engine finds them (D60, D151)", () => {
  const t = event("Open", "2025-05-10", [
    ["1", "2", 1],
    ["3", "2", 0.5],
  ]);
  // "Player 2" is a row without an ID (found by name); "Player 3" has ID 3, which the list has not,
  // and the row of that name carries another ID: another person, so he is unrated
  const list = [
    row("1", "Player", 2000, { firstName: "1" }),
    row("", "Player 2", 1900),
    row("77", "Player 3", 1800),
  ];
  const r = rateFidePeriod({ list, period: MAY_2025, tournaments: [t] });
  it("the same starts as rateFideTournament with the same list", () => {
    const whole = rateFideTournament(t, { ratingList: list, fileRatings: false });
    expect(r.players.map((p) => [p.name, p.ratingBefore])).toEqual(
      whole.players.map((p) => [
        list.find((e) => e.rating === p.ratingBefore)?.name ?? p.name,
        p.ratingBefore,
      ]),
    );
    expect(r.players.map((p) => p.ratingBefore)).toEqual([2000, 1900, null]);
    expect(r.players.map((p) => p.row)).toEqual([0, 1, null]);
  });
});

describe("refusals name the event (D154)", () => {
  const list = [row("1", "A", 2000), row("2", "B", 2000)];
  const t = event("Late open", "2025-06-02", [["1", "2", 1]]);
  const refused = (f: () => unknown): string => {
    try {
      f();
    } catch (e) {
      expect(e).toBeInstanceOf(RatingError);
      return (e as Error).message;
    }
    throw new Error("not refused");
  };
  it("an event ending outside the period", () => {
    expect(refused(() => rateFidePeriod({ list, period: MAY_2025, tournaments: [t] }))).toBe(
      'Event 1 "Late open" ends on 2025-06-02, outside the period 2025-05-01 to 2025-05-31: rate it in its own period',
    );
  });
  it("an event without a date", () => {
    const undated = { ...t, end: undefined, endDate: undefined };
    expect(refused(() => seasonFide(list, filed(t, undated)))).toBe(
      'Late open.trf: the tournament "Late open" gives neither its first nor its last day, so the season cannot place it; add its dates to the file',
    );
  });
  it("a period length that does not divide the year", () => {
    expect(refused(() => seasonFide(list, filed(t), { periodMonths: 5 }))).toMatch(
      /^A rating period of 5 months/,
    );
  });
  it("a list K out of range, at the event and player", () => {
    const bad = [row("1", "A", 2000, { k: 41.5 }), row("2", "B", 2000)];
    expect(refused(() => seasonFide(bad, filed(t)))).toMatch(/^Event 1 "Late open": Player 1 "Player 1"/);
  });
  it("two namesakes without a FIDE ID in one event are not merged into one player (D152)", () => {
    const twins = event("Twins", "2025-06-02", [["1", "2", 1]]);
    const same = {
      ...twins,
      players: twins.players.map((p) => ({ ...p, name: "Namesake", fideId: undefined })),
    };
    expect(refused(() => seasonFide(list, filed(same)))).toBe(
      'Event 1 "Twins": Players 1 and 2 ("Namesake") are one player to the rating period (the same FIDE ID, or the same name and no FIDE ID): give each his own FIDE ID in the file',
    );
  });
  it("a player not on the list is unrated whatever the file says (D151), said at the event", () => {
    const r = rateFidePeriod({
      list: [row("1", "A", 2000)],
      period: { start: day(2025, 6, 1), end: day(2025, 6, 30) },
      tournaments: [t],
    });
    expect(player(r, "2")).toMatchObject({ ratingBefore: null });
    expect(player(r, "1")).toMatchObject({ n: 0, change: 0 });
    expect(notes(r)).toContain('Event 1 "Late open": Player 2 "Player 2": not on the rating list; unrated');
  });
});

describe("a season in one run equals its months one by one, the list and carry fed back (issue 26)", () => {
  const list = [
    row("1", "A", 2000, { k: 40 }),
    row("2", "B", 1990, { games: 10 }),
    row("3", "C", 2100, { games: 100, highest: 2150 }),
    row("4", "D", 1800),
  ];
  const events = [
    event("March", "2025-03-09", [
      ["1", "2", 1],
      ["3", "9", 0],
      ["4", "9", 0.5],
    ]),
    event("April", "2025-04-13", [
      ["1", "3", 0.5],
      ["2", "9", 1],
      ["4", "1", 0],
    ]),
    event("April rapidplay", "2025-04-27", [
      ["2", "3", 0.5],
      ["9", "1", 0],
      ["9", "4", 1],
    ]),
  ];
  it("the same lists after every month and the same first rating", () => {
    const whole = seasonFide(list, filed(...events));
    const march = seasonFide(list, filed(events[0] as (typeof events)[0]));
    const april = seasonFide(march.list, filed(...events.slice(1)), { carry: march.carry });
    expect(april.list).toEqual(whole.list);
    expect(april.carry).toEqual(whole.carry);
    expect(whole.periods.map((p) => p.list.map((e) => e.rating))).toEqual([
      march.list.map((e) => e.rating),
      april.list.map((e) => e.rating),
    ]);
    // player 9 (no row): 2 games in March and 3 in April against rated opponents, 5 in all:
    // FIDE2024's minimum (RULES §2.2), published with its 5 games only in the season's pool
    expect(whole.list.find((e) => e.pin === "9")?.games).toBe(5);
  });
});

describe("FIDE2024 7.1.4 across periods: games older than 26 months leave the pool (D155; RULES §2.2)", () => {
  const list = [row("11", "Ra", 1900), row("12", "Rb", 1950), row("13", "Rc", 1800), row("14", "Rd", 2000)];
  const first = event("Spring 2024", "2024-04-14", [
    ["9", "11", 1],
    ["9", "12", 0.5],
    ["9", "13", 0.5],
  ]);
  it("3 games in April 2024 and 2 in June 2026 (26 months before 2026-06-20 is 2024-04-20): 2 counted, carried", () => {
    const late = event("Summer 2026", "2026-06-20", [
      ["9", "14", 1],
      ["9", "11", 0],
    ]);
    const r = seasonFide(list, filed(first, late));
    const june = r.periods[1] as FidePeriodResult;
    expect(player(june, "9")?.firstRating).toMatchObject({ registered: false, games: 2, disregarded: 1 });
    expect(r.carry[0]?.events.map((e) => e.games.length)).toEqual([2]);
  });
  it("the same 2 games in May 2026 (26 months before 2026-05-31 is 2024-03-31): 5 counted, published", () => {
    const inTime = event("Spring 2026", "2026-05-31", [
      ["9", "14", 1],
      ["9", "11", 0],
    ]);
    const r = seasonFide(list, filed(first, inTime));
    expect(player(r.periods[1] as FidePeriodResult, "9")?.firstRating).toMatchObject({
      registered: true,
      games: 5,
    });
  });
});
