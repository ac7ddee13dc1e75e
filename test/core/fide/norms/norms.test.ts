/**
 * FIDE title norms (B.01, in force from 1 January 2024). Expected figures: the articles'
 * arithmetic over FIDE's dp table (1.4.9, the rating table 8.1a: src/core/fide/tables.ts), the
 * FIDE Qualification Commission's published examples ("Qualification Commission Title Application
 * Review", qc.fide.com, 1 May 2023), and the norm tests of Sharly Chess
 * (Sharly-Chess/sharly-chess @ b28ab10c, tests/unit/norms/), each cited where used.
 */
import { checkNorms } from "../../../../src/core/fide/norms";
import { adjustedRatings, checkNorm } from "../../../../src/core/fide/norms/check";
import { RatingError } from "../../../../src/core/common/errors";
import { FEDS, type Outcome, event, many } from "./event";

const HUN = { name: "Candidate, Anna", rating: 2450, title: "IM", federation: "HUN", sex: "w" as const };
const gm = (rating: number) => ({ rating, title: "GM" });

function norm(t: ReturnType<typeof event>, title: string, round = t.rounds, options = {}) {
  const report = checkNorms(t, { round, host: "HUN", ...options });
  const found = report.players[0]?.titles.find((n) => n.title === title);
  if (found === undefined) throw new Error(`no ${title} norm checked`);
  return found;
}

describe("1.4.6 and 1.4.7: the opponents' average", () => {
  it("raises only the lowest opponent below the floor (Sharly test_spec_scenarios TestRule_1_4_6: 2344)", () => {
    // 7 × 2400, 2100 and 2000 below the GM floor 2200: (7·2400 + 2100 + 2200) / 9 = 2344.4 → 2344
    const opponents = [
      ...many(7, gm(2400), FEDS),
      { name: "A", rating: 2100, title: "IM", federation: "USA" },
    ];
    opponents.push({ name: "B", rating: 2000, title: "IM", federation: "GER" });
    const n = norm(event(HUN, opponents, new Array<Outcome>(9).fill(0.5)), "GM");
    expect(n.check.average).toBe(2344);
    expect(n.check.raised).toEqual({ position: 8, from: 2000, to: 2200 });
    expect(n.check.ratings).toContain(2100);
  });

  it("counts an unrated opponent as 1400, then raises him to the floor (Sharly: 2378)", () => {
    // 8 × 2400 and an unrated one: 1400 → 2200; (8·2400 + 2200) / 9 = 2377.8 → 2378
    const opponents = [...many(8, gm(2400), FEDS), { name: "Unrated", federation: "USA" }];
    const n = norm(event(HUN, opponents, new Array<Outcome>(9).fill(0.5)), "GM");
    expect(n.check.average).toBe(2378);
    expect(n.check.raised).toEqual({ position: 8, from: 1400, to: 2200 });
    expect(n.certificate).toBeUndefined();
  });

  it("rounds .5 up (1.4.7; Sharly test_rules test_round_ranking_half_up: 2380.5 → 2381)", () => {
    const { ratings } = adjustedRatings([{ rating: 2380 }, { rating: 2381 }], 2200);
    expect(ratings).toEqual([2380, 2381]);
    const c = checkNorm({
      title: "GM",
      federation: "HUN",
      opponents: [{ rating: 2380 }, { rating: 2381 }],
      halves: [1, 1],
      credited: 0,
      exempt: false,
    });
    expect(c.average).toBe(2381);
  });
});

describe("1.4.8 and 1.4.9: the performance", () => {
  it("7.5 of 11 against 2400 is 2533, short of 2600; 9 of 11 is 2662 (Sharly TestRule_1_4_8_Rp_boundary)", () => {
    const opponents = many(11, gm(2400), FEDS);
    const low: Outcome[] = [1, 1, 1, 1, 1, 1, 0.5, 0.5, 0.5, 0, 0];
    const high: Outcome[] = [1, 1, 1, 1, 1, 1, 1, 1, 1, 0, 0];
    // a round robin: no later game dropped (in a Swiss rounds 1–9, 7.5 of 9, would make the norm)
    const a = norm(event(HUN, opponents, low), "GM", 11, { roundRobin: true });
    // 7.5 / 11 = .682 → .68 → dp 133 (1.4.9) → 2533
    expect([a.check.percent, a.check.dp, a.check.performance, a.check.status]).toEqual([
      68,
      133,
      2533,
      "missed",
    ]);
    const b = norm(event(HUN, opponents, high), "GM");
    // 9 / 11 = .818 → .82 → dp 262 → 2662; no later game may be dropped without losing the norm's games
    expect([b.check.percent, b.check.dp, b.check.performance, b.check.status]).toEqual([
      82,
      262,
      2662,
      "met",
    ]);
  });

  it("7 of 9 against 2380 is exactly 2600 (1.4.8: Ra 2380 + dp(.78) 220; Sharly test_gm_norm_threshold_example)", () => {
    const opponents = many(9, gm(2380), FEDS);
    const n = norm(event(HUN, opponents, [1, 1, 1, 1, 1, 0.5, 0.5, 0.5, 0.5]), "GM");
    expect([n.check.average, n.check.percent, n.check.dp, n.check.performance]).toEqual([
      2380, 78, 220, 2600,
    ]);
    expect(n.check.status).toBe("met");
    expect(n.check.normGames).toBe(9);
  });

  it("Ra below 2380 fails whatever the score (1.4.8a; Sharly test_average_too_low_blocks…)", () => {
    const n = norm(event(HUN, many(11, gm(2300), FEDS), new Array<Outcome>(11).fill(1)), "GM");
    expect(n.check.performance).toBe(3100);
    expect(n.check.status).toBe("missed");
    expect(n.check.requirements.find((r) => r.key === "average")?.status).toBe("missed");
  });
});

describe("1.4.5, 1.4.3, 1.4.4: the opponents", () => {
  it("needs half title-holders and a third (3 at least) of the title's titles (Sharly test_minimum_title_holders: 9 → 5)", () => {
    const opponents = [...many(3, gm(2500), FEDS), ...many(6, { rating: 2500 }, FEDS)];
    const n = norm(event(HUN, opponents, new Array<Outcome>(9).fill(1)), "GM");
    const req = (k: string) => n.check.requirements.find((r) => r.key === k);
    expect([req("titleHolders")?.figure, req("titleHolders")?.required, req("titleHolders")?.status]).toEqual(
      [3, 5, "missed"],
    );
    expect([req("titled")?.figure, req("titled")?.required, req("titled")?.status]).toEqual([3, 3, "met"]);
  });

  it("allows 5 of 9 opponents of his own federation and 6 of one (Sharly test_maximum_of_own_federation)", () => {
    const six = [...many(6, gm(2500), ["HUN"]), ...many(3, gm(2500), ["USA", "GER", "ESP"])];
    const n = norm(event(HUN, six, new Array<Outcome>(9).fill(1)), "GM");
    const own = n.check.requirements.find((r) => r.key === "ownFederation");
    expect([own?.figure, own?.required, own?.status]).toEqual([6, 5, "missed"]);
    const one = n.check.requirements.find((r) => r.key === "oneFederation");
    expect([one?.figure, one?.required, one?.status]).toEqual([6, 6, "met"]);
  });

  it("counts FID players' games but not as a federation (1.4.2a; Sharly TestRule_1_4_2a_FID_nuance)", () => {
    const opponents = [...many(8, gm(2500), ["FID"]), { name: "U", ...gm(2500), federation: "USA" }];
    const n = norm(event(HUN, opponents, new Array<Outcome>(9).fill(1)), "GM");
    const req = (k: string) => n.check.requirements.find((r) => r.key === k);
    expect(n.check.games).toBe(9);
    expect([req("foreignFederations")?.figure, req("foreignFederations")?.status]).toEqual([1, "missed"]);
    expect(req("oneFederation")?.status).toBe("met");
  });

  it("cannot tell the federation rules when an opponent has none, and says who (D232)", () => {
    const opponents = [...many(8, gm(2500), FEDS), { name: "Nowhere", ...gm(2500) }];
    const report = checkNorms(event(HUN, opponents, new Array<Outcome>(9).fill(1)), {
      round: 9,
      host: "HUN",
    });
    const n = report.players[0]?.titles.find((x) => x.title === "GM");
    expect(n?.check.requirements.find((r) => r.key === "oneFederation")?.status).toBe("unknown");
    expect(n?.check.status).toBe("unknown");
    expect(report.notes).toContainEqual({
      code: "normNoFederation",
      params: { players: [{ no: 10, name: "Nowhere" }], more: 0 },
    });
  });
});

describe("1.4.1 and 1.4.2: games, forfeits, byes, the games that may be dropped", () => {
  const opponents = many(9, gm(2500), FEDS);

  it("leaves a forfeit out and says so; an overscore does not make up the missing game (QC 2023 review, 1.4.1c/d)", () => {
    const t = event(HUN, opponents, [1, 1, 1, 1, 1, 1, 1, 1, "-"]);
    const report = checkNorms(t, { round: 9, host: "HUN" });
    const n = report.players[0]?.titles.find((x) => x.title === "GM");
    expect(n?.check.games).toBe(8);
    expect(n?.check.status).toBe("missed");
    expect(report.players[0]?.notes[0]).toEqual({
      code: "normForfeitLeftOut",
      params: { player: { no: 1, name: HUN.name }, opponent: { no: 10, name: "Opponent 9" }, round: 9 },
    });
  });

  it("credits a forfeit won in a 9-round event as the ninth game (1.4.1c) and adds each full point above the norm (1.4.1d)", () => {
    // 8 wins against 2500: the lowest GM score over 8 games at Ra 2500 is 5.5 (.69 → 141 → 2641;
    // 5 is .63 → 95 → 2595): 8 − 5.5 = 2.5 → 2 extra games; 8 + 1 + 2 = 11
    const n = norm(event(HUN, opponents, [1, 1, 1, 1, 1, 1, 1, 1, "+"]), "GM");
    expect([n.check.games, n.check.credited, n.check.overscore, n.check.normGames]).toEqual([8, 1, 2, 11]);
    expect(n.certificate?.normGames).toBe(11);
  });

  it("credits a pairing-allocated bye the same way (1.4.1c)", () => {
    const n = norm(event(HUN, opponents.slice(0, 8), [1, 1, 1, 1, 1, 1, 1, 1, "bye"]), "GM");
    expect([n.check.credited, n.check.status]).toEqual([1, "met"]);
  });

  it("counts no overscore of half a point (QC 2023 review: two ½-point overscores add no game)", () => {
    // 9 games at 2380, 7.5: the lowest is 7 (.78 → 220 → 2600); 7.5 − 7 = ½ → 0 extra games
    const n = norm(event(HUN, many(9, gm(2380), FEDS), [1, 1, 1, 1, 1, 1, 0.5, 0.5, 0.5]), "GM");
    expect([n.check.overscore, n.check.normGames]).toEqual([0, 9]);
  });

  it("drops the later rounds in a Swiss (1.4.1e) but not in a round robin (QC 2023 review)", () => {
    // 9 wins against 2500 GMs, then 2 losses: 9/11 at 2500 is .82 → 2762 anyway; take 7 of 11:
    const outcomes: Outcome[] = [1, 1, 1, 1, 1, 1, 1, 0.5, 0.5, 0, 0];
    const t = event(HUN, many(11, gm(2450), FEDS), outcomes);
    // all 11: 8 / 11 = .73 → 175 → 2625 met anyway; make it fail with 3 losses at the end:
    const t2 = event(HUN, many(12, gm(2400), FEDS), [...outcomes, 0]);
    const swiss = norm(t2, "GM");
    // all 12: 8 / 12 = .67 → 125 → 2525 missed; rounds 1–10: 8 / 10 = .80 → 240 → 2640 met,
    // the most games that make it
    expect(swiss.check.status).toBe("met");
    expect(swiss.dropped).toEqual([11, 12]);
    expect([swiss.check.games, swiss.check.performance]).toEqual([10, 2640]);
    const robin = norm(t2, "GM", 12, { roundRobin: true });
    expect(robin.check.status).toBe("missed");
    expect(norm(t, "GM").check.status).toBe("met");
  });

  it("may drop a game won to lift the average (1.4.1f)", () => {
    // 10 opponents: 9 GMs at 2450, one 1900 beaten; with him Ra (9·2450 + 2200) / 10 = 2425,
    // 6 of 10 = .60 → 72 → 2497 missed; without him 5 of 9 at 2450 = .56 → 43 → 2493 missed too;
    // IM: with him 2497 ≥ 2450 met with all 10 games (the most games), nothing dropped
    const opp = [...many(9, gm(2450), FEDS), { name: "Low", rating: 1900, title: "FM", federation: "SRB" }];
    const outcomes: Outcome[] = [1, 1, 1, 1, 0.5, 0.5, 0, 0, 0, 1];
    expect(norm(event(HUN, opp, outcomes), "GM").check.status).toBe("missed");
    const im = norm(event({ ...HUN, title: "FM" }, opp, outcomes), "IM");
    expect([im.check.status, im.dropped, im.check.games]).toEqual(["met", [], 10]);
    // 6.5 of 9 against 2450 GMs, then two 1600s beaten: all 11, (9·2450 + 2200 + 1600) / 11 = 2350
    // is below 2380; without round 10's, (9·2450 + 2200) / 10 = 2425 and 7.5 / 10 = .75 → 193 →
    // 2618: the norm over 10 games (without both, 9 games, 2616)
    const weak = { rating: 1600, federation: "SRB" };
    const opp2 = [...many(9, gm(2450), FEDS), { name: "Weak 1", ...weak }, { name: "Weak 2", ...weak }];
    const gmNorm = norm(event(HUN, opp2, [1, 1, 1, 1, 0.5, 0.5, 0.5, 0.5, 0.5, 1, 1]), "GM");
    expect([gmNorm.check.status, gmNorm.dropped, gmNorm.check.average]).toEqual(["met", [10], 2425]);
    expect([gmNorm.check.performance, gmNorm.check.normGames]).toEqual([2618, 10]);
  });
});

describe("the forecast for the remaining rounds", () => {
  it("after round 7 of 9: 5.5 of 7 against 2450 GMs needs 1 of 2 (6.5 / 9 = .72 → 166 → 2616; 6 / 9 → 2575)", () => {
    const t = event(HUN, many(7, gm(2450), FEDS), [1, 1, 1, 1, 0.5, 0.5, 0.5], 9);
    const n = norm(t, "GM", 7);
    expect(n.forecast).toEqual({
      kind: "needs",
      remaining: 2,
      points: 1,
      field: 2450,
      average: 2450,
      titleHolders: 0,
      titled: 0,
      federations: 0,
    });
  });

  it("says impossible when two rounds cannot bring the points: 1 of 7 against 2450 needs 6.5 of 9", () => {
    const t = event(HUN, many(7, gm(2450), FEDS), [0, 0, 0, 0, 0, 0.5, 0.5], 9);
    const n = norm(t, "GM", 7);
    // 6.5 / 9 = .72 → 166 → 2616 (6 / 9 → 2575): 5.5 more points in 2 rounds
    expect(n.forecast).toEqual({ kind: "impossible", reason: { why: "points", points: 5.5, remaining: 2 } });
    // 0 of 7: the same 6.5 of 9, all of it still to make
    const none = norm(event(HUN, many(7, gm(2450), FEDS), new Array<Outcome>(7).fill(0), 9), "GM", 7);
    expect(none.forecast).toEqual({
      kind: "impossible",
      reason: { why: "points", points: 6.5, remaining: 2 },
    });
  });

  it("says how strong the remaining opponents must be when the field is too weak", () => {
    const t = event(HUN, many(7, gm(2300), FEDS), new Array<Outcome>(7).fill(1), 9);
    const n = norm(t, "GM", 7);
    // (7·2300 + 2·A) / 9 ≥ 2379.5 → A ≥ 2657.75 → 2658 (16100 + 5316 = 21416, / 9 = 2379.6 → 2380)
    expect(n.forecast).toEqual({
      kind: "impossible",
      reason: { why: "average", average: 2300, needed: 2658, field: 2300 },
    });
  });

  it("is achieved once the norm is made, and over when no round remains", () => {
    const made = norm(event(HUN, many(9, gm(2450), FEDS), new Array<Outcome>(9).fill(1), 11), "GM", 9);
    expect(made.forecast).toEqual({ kind: "achieved" });
    const over = norm(event(HUN, many(9, gm(2450), FEDS), new Array<Outcome>(9).fill(0)), "GM");
    expect(over.forecast).toEqual({ kind: "over" });
  });
});

describe("who is checked, and the round asked for", () => {
  it("checks no norm for a title held or a lower one, WGM and WIM only for women (D234)", () => {
    const t = event({ ...HUN, title: "WGM" }, many(9, gm(2450), FEDS), new Array<Outcome>(9).fill(0.5));
    const report = checkNorms(t, { round: 9 });
    expect(report.players[0]?.titles.map((n) => n.title)).toEqual(["GM", "IM"]);
    expect(report.players[1]?.titles).toEqual([]);
  });

  it("refuses a round before the seventh and a round the file does not have (D230)", () => {
    const t = event(HUN, many(9, gm(2450), FEDS), new Array<Outcome>(9).fill(0.5));
    expect(() => checkNorms(t, { round: 6 })).toThrow(RatingError);
    expect(() => checkNorms(t, { round: 6 })).toThrow("title norms are checked after round 7 or a later one");
    expect(() => checkNorms(t, { round: 10 })).toThrow("Round 10 is not in the file, which has 9 rounds");
  });
});

describe("1.4.3d: a Swiss with many foreign masters waives the foreign opponents", () => {
  /** `n` players of `feds`, `masters` of them IMs, all rated 2400, meeting each other in every round. */
  function swiss(n: number, feds: readonly string[], masters: number, rounds: number, absentRounds = 0) {
    const players = Array.from({ length: n }, (_, i) => ({
      name: `P${i + 1}`,
      rating: 2400,
      federation: feds[i % feds.length] as string,
      ...(i < masters ? { title: "IM" } : {}),
      startNumber: i + 1,
      results: Array.from({ length: rounds }, (_, r) =>
        i === n - 1 && r < absentRounds
          ? { kind: "absent" as const, score: 0 as const }
          : {
              kind: "game" as const,
              opponent: i % 2 === 0 ? i + 1 : i - 1,
              score: 1 as const,
              colour: null,
              handicap: null,
              forfeit: false,
            },
      ),
    }));
    return { ...event(HUN, [], []), rounds, players };
  }

  it("holds with 20 foreign rated players of 3 federations, 10 of them masters, in every round", () => {
    const report = checkNorms(swiss(20, ["GER", "USA", "ESP"], 10, 7), { round: 7, host: "HUN" });
    expect(report.exemption).toEqual({ exempt: true, players: 20, federations: 3, masters: 10, round: 1 });
  });

  it("fails with 9 masters, or when one of the 20 misses two rounds (he counts in no round)", () => {
    const nine = checkNorms(swiss(20, ["GER", "USA", "ESP"], 9, 7), { round: 7, host: "HUN" });
    expect(nine.exemption?.exempt).toBe(false);
    const absent = checkNorms(swiss(20, ["GER", "USA", "ESP"], 10, 7, 2), { round: 7, host: "HUN" });
    expect(absent.exemption).toMatchObject({ exempt: false, players: 19 });
    // one of 22 absent in round 1 only: he counts, round 1 has 21, the others 22
    const once = checkNorms(swiss(22, ["GER", "USA", "ESP"], 10, 7, 1), { round: 7, host: "HUN" });
    expect(once.exemption).toEqual({ exempt: true, players: 21, federations: 3, masters: 10, round: 1 });
  });

  it("counts no host player and no FID player (1.4.2a)", () => {
    const report = checkNorms(swiss(24, ["GER", "USA", "HUN", "FID"], 24, 7), { round: 7, host: "HUN" });
    expect(report.exemption).toMatchObject({ exempt: false, players: 12, federations: 2 });
  });

  it("is not checked without a host federation, and says so", () => {
    const report = checkNorms(swiss(20, ["GER", "USA", "ESP"], 10, 7), { round: 7 });
    expect(report.exemption).toBeUndefined();
    expect(report.notes).toContainEqual({ code: "normNoHost", params: {} });
  });
});
