import { seasonList } from "../../src/core/season/list";
import { rateMgszSeason } from "../../src/core/season/mgsz";
import { csvRatingList } from "../../src/formats/lists/csv-list";
import { seasonListCsv } from "../../src/formats/lists/csv-season";
import { LANGUAGES } from "../../src/i18n/language";
import { at, listed, series } from "../core/season/season-helpers";

describe("the season's list as CSV (D143): written, read back by the CSV list reader", () => {
  // RULES §1.4 example 2 stopped after its second tournament: 2055, 2d reached once
  const hero = { name: "Hero", pin: "10001", rank: "1d" };
  const events = series(hero, 2000, [2035, 2055, 2040, 2075]);
  const half = rateMgszSeason([listed("Hero", "10001", 2000, "1d")], events.slice(0, 2));

  it.each(LANGUAGES)("in %s: the same players, ranks reached once and history come back", (lang) => {
    const read = csvRatingList(seasonListCsv(half.list, lang));
    expect(read.diagnostics).toEqual([]);
    const back = seasonList(read.entries).map((p) => ({ ...p, line: undefined }));
    expect(back).toEqual(half.list.map((p) => ({ ...p, line: undefined })));
    // and the season continues from it as from the list in memory: 2d on the fourth tournament
    expect(at(rateMgszSeason(seasonList(read.entries), events.slice(2)).list, 0)).toMatchObject({
      rating: 2075,
      rank: "2d",
    });
  });

  it("what cannot be read is said at its line and column and left out, the rest kept", () => {
    const text =
      "PIN,Name,Rating,Rank,Reached once,Rating 2026-13-40 Bad,Rating 2026-03-14 Open,Rank 2026-03-14 Open\n" +
      "1,A,2000,1d,2d 9x,,2010,1d\n" +
      "2,B,1900,1k,,,abc,1k\n" +
      "3,C,1800,3k,,,1810,zz\n";
    const read = csvRatingList(text);
    expect(read.diagnostics.map((d) => [d.severity, d.line, d.column, d.code])).toEqual([
      ["warning", 1, 6, "history-header"],
      ["warning", 2, 5, "bad-rank"],
      ["warning", 3, 7, "bad-history-rating"],
      ["warning", 4, 8, "bad-rank"],
    ]);
    expect(read.diagnostics[0]?.message).toContain(
      'column 6 ("Rating 2026-13-40 Bad") looks like a history column',
    );
    expect(read.entries.map((e) => [e.reachedOnce, e.history])).toEqual([
      [["2d"], [{ end: "2026-03-14", event: "Open", rating: 2010, rank: "1d" }]],
      [[], []],
      [[], [{ end: "2026-03-14", event: "Open", rating: 1810 }]],
    ]);
  });

  it("a list without the season's columns reads as before (no reachedOnce, no history)", () => {
    const read = csvRatingList("PIN,Name,Rating,Rank\n1,A,2000,1d\n");
    expect(read.entries[0]).toEqual({ pin: "1", name: "A", rating: 2000, rank: "1d", line: 2 });
  });
});
