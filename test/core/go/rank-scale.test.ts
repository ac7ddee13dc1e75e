/**
 * The two rank scales and their one conversion: the model's rank value (D21: 30k = 0, 1d = 30,
 * 9d = 38) and OpenGotha's and pairgoth's rank (OpenGotha 3.51.02's Player.rank: 30k = −30,
 * 1d = 0, 9d = 8, Gotha.MIN_RANK and MAX_RANK).
 */
import { OG_MAX_RANK, OG_MIN_RANK, fromOgRank, ogRank, toOgRank } from "../../../src/core/go/rank-scale";
import { rankText, rankValue } from "../../../src/core/tournament/rank";

describe("rank scales", () => {
  it("puts 30k, 1k, 1d and 9d where OpenGotha and D21 put them", () => {
    expect([OG_MIN_RANK, OG_MAX_RANK]).toEqual([-30, 8]);
    expect([fromOgRank(-30), fromOgRank(-1), fromOgRank(0), fromOgRank(8)]).toEqual([0, 29, 30, 38]);
    expect([toOgRank(0), toOgRank(29), toOgRank(30), toOgRank(38)]).toEqual([-30, -1, 0, 8]);
  });

  it("reads every amateur rank alike on both scales (convertKDPToInt and rankValue)", () => {
    for (let v = 0; v <= 38; v++) {
      const text = rankText(v);
      expect([text, fromOgRank(ogRank(text) as number)]).toEqual([text, rankValue(text)]);
      expect(toOgRank(fromOgRank(v - 30))).toBe(v - 30);
    }
  });

  it("reads OpenGotha's rank text as convertKDPToInt does: a bare number is kyu, pros 7d–9d, clamped", () => {
    expect(ogRank("12")).toBe(-12);
    expect(ogRank("3P")).toBe(6);
    expect(ogRank("4p")).toBe(7);
    expect(ogRank("9P")).toBe(8);
    expect(ogRank("35K")).toBe(-30);
    expect(ogRank("1x")).toBeNull();
  });
});
