import { type CalendarDate, parseDate } from "../../../src/core/common/date";
import { roundHalfAway } from "../../../src/core/mahjong/exact";
import { displayRows, ratingList } from "../../../src/core/mahjong/ratinglist";
import type { ResultRow } from "../../../src/core/mahjong/result-row";
import { mahjongReleases } from "../../../src/core/season/mahjong";
import { at } from "./season-helpers";

const d = (t: string): CalendarDate => parseDate(t);

/** A tournament of `players` in finishing order as result rows. */
function event(name: string, lastDay: string, players: readonly string[]): ResultRow[] {
  return players.map((player, i) => ({
    player,
    tournament: name,
    lastDay: d(lastDay),
    place: i + 1,
    participants: players.length,
    sessions: 8,
    championship: false,
    row: i + 2,
  }));
}

const twelve = Array.from({ length: 12 }, (_, i) => `P${String(i + 1).padStart(2, "0")}`);
const thirteen = [...twelve.slice().reverse(), "P13"];
const ROWS = [...event("Open", "2026-11-10", twelve), ...event("Cup", "2026-12-20", thirteen)];
const RELEASES = [d("2027-01-01"), d("2026-12-01"), d("2027-02-01")];

describe("a mahjong season: the list at each release with the change since the previous one", () => {
  const releases = mahjongReleases(ROWS, RELEASES);

  it("releases in date order, each the list ratingList gives on that day (one definition)", () => {
    expect(releases.map((r) => r.release)).toEqual(["2026-12-01", "2027-01-01", "2027-02-01"]);
    for (const r of releases)
      expect(displayRows(r.list)).toEqual(displayRows(ratingList(ROWS, d(r.release))));
  });

  it("the first release: every player new (no change); P13 joins at the second, after the Cup", () => {
    expect(at(releases, 0).changes.every((c) => c.change === null && c.ratingBefore === null)).toBe(true);
    expect(at(releases, 0).changes.map((c) => c.player)).not.toContain("P13");
    const p13 = at(releases, 1).changes.find((c) => c.player === "P13");
    expect(p13).toMatchObject({ placeBefore: null, ratingBefore: null, change: null });
  });

  it("a player's change is this release's rating minus the previous one's, rounded once", () => {
    const second = at(releases, 1);
    const first = at(releases, 0);
    for (const c of second.changes.filter((x) => x.player !== "P13")) {
      const e2 = second.list.entries.find((e) => e.player === c.player);
      const e1 = first.list.entries.find((e) => e.player === c.player);
      expect(c.rating).toBe(roundHalfAway(e2?.rating ?? { n: 0n, d: 1n }));
      expect(c.ratingBefore).toBe(roundHalfAway(e1?.rating ?? { n: 0n, d: 1n }));
      expect(Math.abs((c.change ?? NaN) - (c.rating - (c.ratingBefore ?? NaN)))).toBeLessThanOrEqual(0.01);
    }
    // P12 won the Cup after finishing last in the Open: the Cup raised his rating
    expect(second.changes.find((c) => c.player === "P12")?.change).toBeGreaterThan(0);
    // a release with no tournament since the previous one: unchanged ratings give changes of 0
    expect(at(releases, 2).changes.map((c) => c.change)).toEqual(at(releases, 2).changes.map(() => 0));
  });

  it("a date given twice is one release", () => {
    expect(mahjongReleases(ROWS, [d("2027-01-01"), d("2027-01-01")])).toHaveLength(1);
  });
});
