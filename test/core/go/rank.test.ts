/**
 * One rank (D120) and OpenGotha's and pairgoth's integer as their files write it (OpenGotha
 * 3.51.02's Player.rank: 30k = −30, 1d = 0, 9d = 8, Gotha.MIN_RANK and MAX_RANK), read and
 * written at the edges only.
 */
import {
  FIRST_DAN,
  LOWEST_RANK,
  OG_MAX_RANK,
  OG_MIN_RANK,
  TOP_AMATEUR_RANK,
  fromOgRank,
  goRank,
  ogRank,
  playingRank,
  rankText,
  rankValue,
  toOgRank,
} from "../../../src/core/go/rank";

/** OpenGotha's reading of a rank's text, as its file writes the rank. */
const ogNumber = (text: string): number | null => {
  const r = ogRank(text);
  return r === null ? null : toOgRank(r);
};

describe("rank scales", () => {
  it("puts 30k, 1k, 1d and 9d where OpenGotha and D21 put them", () => {
    expect([OG_MIN_RANK, OG_MAX_RANK]).toEqual([-30, 8]);
    expect([fromOgRank(-30), fromOgRank(-1), fromOgRank(0), fromOgRank(8)]).toEqual([0, 29, 30, 38]);
    expect([0, 29, 30, 38].map((v) => toOgRank(goRank(v)))).toEqual([-30, -1, 0, 8]);
    // the named ranks (D120): 30k, 1d, 9d
    expect([LOWEST_RANK, FIRST_DAN, TOP_AMATEUR_RANK].map(rankText)).toEqual(["30k", "1d", "9d"]);
  });

  it("reads every amateur rank alike on both scales (convertKDPToInt and rankValue)", () => {
    for (let v = 0; v <= 38; v++) {
      const text = rankText(goRank(v));
      expect([text, ogRank(text)]).toEqual([text, rankValue(text)]);
      expect(toOgRank(fromOgRank(v - 30))).toBe(v - 30);
    }
  });

  it("reads OpenGotha's rank text as convertKDPToInt does: a bare number is kyu, pros 7d–9d, clamped", () => {
    expect(ogNumber("12")).toBe(-12);
    expect(ogNumber("3P")).toBe(6);
    expect(ogNumber("4p")).toBe(7);
    expect(ogNumber("9P")).toBe(8);
    expect(ogNumber("35K")).toBe(-30);
    expect(ogNumber("1x")).toBeNull();
  });
});

describe("a player's rank as the standings and the pairing play it (D121)", () => {
  it("reads the model's text once: amateur ranks as they are, pros as OpenGotha plays them", () => {
    expect(["3d", "12k", "1p", "3p", "4p", "6p", "7p", "9p"].map((t) => playingRank(t))).toEqual([
      32, 18, 36, 36, 37, 37, 38, 38,
    ]);
  });

  it("is null for text that is no rank, where OpenGotha's file reader guesses (P47: the floor)", () => {
    expect(["", "0", "35k", "10d", "x"].map((t) => playingRank(t))).toEqual([null, null, null, null, null]);
    expect(playingRank(undefined)).toBeNull();
    // OpenGotha's own reading of its file's attribute: "0" as 1d, "35K" as 30k (convertKDPToInt)
    expect([ogRank("0"), ogRank("35K")]).toEqual([30, 0]);
  });
});
