/**
 * P37, tournaments with several categories, against OpenGotha 3.51.02's jar
 * (test/fixtures/pairing/og351-jar, SOURCES.txt): the nine tournaments of OpenGotha's remote/
 * archive with categories and players (remote-costs: categories-costs.csv, categories-pairs.csv;
 * 22 rounds), every pair's cost of three rounds (categories-pair-costs.csv), the reading of
 * <Categories>. The same archive's files edited to use categories, and the >600-player split
 * with categories, run in opengotha-categories.slow.test.ts. P38: names as written, pairgoth's
 * bye wrapper.
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { fromOgRank, toOgRank } from "../../../src/core/go/rank";
import { ogCategory } from "../../../src/core/go/pairing-parameters";
import { openGothaKey as ogKey } from "../../../src/formats/opengotha-keys";
import { readOpenGothaPairing } from "../../../src/formats/opengotha-pairing";
import { FIXTURES, jarCsv, jarPairCosts, jarRounds, jarTournament } from "./og-jar-rounds";

/** The rounds where our pairs differ from the jar's at the same total (ties, og-jar-rounds.ts). */
const TIES = new Set(
  [
    "ACT2020-4443;3 MEOWMEOW;1 MEOWMEOW;2 R1pairing;1 R1pairing;2 r213x13testgame;1 r213x13testgame;2",
    "wego-test-game;1 wego-test-game;2 wego-test-game;3",
  ]
    .join(" ")
    .split(" ")
    .map((r) => `remote-${r}`),
);

describe("P37: categories against OpenGotha 3.51.02's jar", () => {
  test("the figures: 22 rounds of 9 tournaments, 529 pairs' costs", () => {
    const rows = jarCsv("categories-costs.csv");
    expect([rows.length, new Set(rows.map((r) => r[0])).size]).toEqual([22, 9]);
    expect(jarCsv("categories-pair-costs.csv")).toHaveLength(529);
  });

  jarRounds("categories-costs.csv", "categories-pairs.csv", TIES);

  test("every pair's cost of three rounds equals the jar's, across categories too", () => {
    const gaps = new Set<number>();
    let crossDudd = 0;
    const wrong = jarPairCosts("categories-pair-costs.csv", (s, p1, p2, c) => {
      const gap = Math.abs((s.category[p1] as number) - (s.category[p2] as number));
      gaps.add(gap);
      if (gap > 0 && c.dudd > 0) crossDudd++;
    });
    expect(wrong).toEqual([]);
    // the rows hold pairs of one category and of categories one, two and three apart, with a
    // draw-up/draw-down term between categories (divided by (gap + 1)⁴)
    expect([[...gaps].sort(), crossDudd > 0]).toEqual([[0, 1, 2, 3], true]);
  });
});

describe("P37: categories as OpenGotha reads and derives them", () => {
  test("LA19: <Categories> 1D and 5K, three categories; a player's category by his rank", () => {
    const t = jarTournament("remote-LA19");
    expect([t.general.numberOfCategories, t.general.lowerCategoryLimits.map(toOgRank)]).toEqual([3, [0, -5]]);
    // Player.category: 1D and stronger 0, 2k … 5k 1, 6k and weaker 2
    expect([0, 8, -1, -5, -6, -30].map((r) => ogCategory(t.general, fromOgRank(r)))).toEqual([
      0, 0, 1, 1, 2, 2,
    ]);
  });

  const xml = (general: string): string =>
    `<Tournament dataVersion="201"><TournamentParameterSet><GeneralParameterSet ${general}</GeneralParameterSet>` +
    `</TournamentParameterSet><Players/><Games/></Tournament>`;
  const read = (general: string): unknown => {
    try {
      return readOpenGothaPairing(xml(general)).general.lowerCategoryLimits.map(toOgRank);
    } catch (e) {
      return (e as Error).message;
    }
  };

  test("a category without a limit is 1D (Java's 0); without lowerLimit 30K; one category ignores them", () => {
    expect(read(`numberOfCategories="3"><Categories><Category number="2"/></Categories>`)).toEqual([0, -30]);
    expect(
      read(`numberOfCategories="1"><Categories><Category number="4" lowerLimit="5K"/></Categories>`),
    ).toEqual([]);
  });

  test("a count outside 1…9 or a category number outside 1…n − 1 is refused, naming it", () => {
    expect(read(`numberOfCategories="0">`)).toMatch(/GeneralParameterSet.*numberOfCategories.*"0"/);
    expect(
      read(`numberOfCategories="3"><Categories><Category number="3" lowerLimit="5K"/></Categories>`),
    ).toMatch(/Category.*number.*"3"/);
  });
});

describe("P38: what OpenGotha's importer reads as written", () => {
  test("names keep their spaces (R1pairing: first name 'Matt '): detRandom and the name order read them", () => {
    const t = jarTournament("remote-R1pairing");
    const xml = readFileSync(join(FIXTURES, "pairing/og351-jar/remote-R1pairing/input.xml"), "utf8");
    expect(xml).toContain('firstName="Matt " grade="25K" name="Zhang"');
    expect(t.players.some((p) => p.name === "Zhang" && p.firstName === "Matt ")).toBe(true);
  });

  test("pairgoth's <ByePlayer> wrapper (malavasi): every bye read, the last of a round kept", () => {
    const t = jarTournament("og-malavasi-geobug");
    const xml = readFileSync(join(FIXTURES, "pairing/og-malavasi-geobug/input.xml"), "utf8");
    // round 1 lists CeronElisa, then Albert_LedunSoline (large-costs.csv's rounds 2–3 need the latter)
    expect(xml.indexOf('player="CeronElisa"')).toBeLessThan(xml.indexOf('player="Albert_LedunSoline"'));
    const bye = t.byes[0];
    expect(bye === null || bye === undefined ? "" : ogKey(t.players[bye]?.name ?? "", "")).toBe(
      "ALBERT_LEDUN",
    );
  });
});
