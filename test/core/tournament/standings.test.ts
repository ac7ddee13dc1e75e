import { pairedGames } from "../../../src/core/tournament/model";
import { RatingError } from "../../../src/core/common/errors";
import { DEFAULT_PARAMETERS } from "../../../src/core/tournament/model";
import { goRank } from "../../../src/core/go/rank";
import { msg } from "../../../src/i18n/table";
import { doubledHalfPoint, mcmahonParameters, standings } from "../../../src/core/tournament/standings";
import { CRITERIA, parseCriterion } from "../../../src/core/go/criterion";
import type { Criterion } from "../../../src/core/go/criterion";
import { crosstable } from "./helpers";

/*
 * Hand-worked example (RULES.md §4, D20, D21; OpenGotha defaults: MM zero 30k, floor 20k,
 * bye 1 point / 1 MM, absence 0 points / ½ MM). Starting MM: A 3d = 32, B 2d = 31, C 1d = 30, D 1k = 29.
 *   R1: A(w) beats B; C(w) – D jigo.   R2: C(b) beats A(w); B bye; D absent.
 * MMS: A 33, B 32 (bye), C 31.5, D 30 (absence ½).  Points: A 1, B 1, C 1.5, D 0.5.
 * SOS (D21): A 32 + 31.5 = 63.5; B 33 + own 31 = 64; C 30 + 33 = 63; D 31.5 + own 29 = 60.5.
 * SODOS (D20): A 32; B 0; C 30·½ + 33 = 48; D 31.5·½ = 15.75.
 * SOSOS: A 64 + 63 = 127; B 63.5 + 31·2 = 125.5; C 60.5 + 63.5 = 124; D 63 + 29·2 = 121.
 * Buchholz: A 2.5, B 1, C 1.5, D 1.5. Total Buchholz: A 1 + 1.5, B 2.5, C 1.5 + 2.5, D 1.5.
 * Berger (D20): A 1, B 0, C 0.5·½ + 1 = 1.25, D 1.5·½ = 0.75. Cumulative: A 1+1, B 0+1, C ½+1½, D ½+½.
 * ARO (÷ number of rounds, RULES §4): A (2200+2100)/2, B 2300/2 (met A only), C (2000+2300)/2, D 2100/2.
 */
const example = crosstable([
  ["A", "3d", 2300, "2+/w0", "3-/w0"],
  ["B", "2d", 2200, "1-/b0", "0+"],
  ["C", "1d", 2100, "4=/w0", "1+/b0"],
  ["D", "1k", 2000, "3=/b0", ""],
]);

const table = (criteria: readonly Criterion[], opts: { literal?: boolean } = {}): Record<string, unknown>[] =>
  standings(example, { criteria, ...opts }).rows.map((r) => ({
    name: example.players[r.player]?.name,
    place: r.place,
    ...r.values,
  }));

describe("standings and tie-breaks (hand-worked example)", () => {
  it("McMahon order E.8 with OpenGotha-compatible values (D21)", () => {
    expect(table(["mms", "sos", "sodos", "sosos"])).toEqual([
      { name: "A", place: 1, mms: 33, sos: 63.5, sodos: 32, sosos: 127 },
      { name: "B", place: 2, mms: 32, sos: 64, sodos: 0, sosos: 125.5 },
      { name: "C", place: 3, mms: 31.5, sos: 63, sodos: 48, sosos: 124 },
      { name: "D", place: 4, mms: 30, sos: 60.5, sodos: 15.75, sosos: 121 },
    ]);
  });

  it("D21 literal switch: rounds without a game add 0, and D's absent round 2 scores 0 (E.3)", () => {
    const rows = table(["mms", "sos", "sosos"], { literal: true });
    // MMS: D 29 + ½ (jigo) + 0 (absent, E.3) = 29.5 instead of 30; the others as above
    expect(rows.map((r) => r.mms)).toEqual([33, 32, 31.5, 29.5]);
    // SOS: A 32 + 31.5 = 63.5; B 33 + 0; C 29.5 + 33 = 62.5; D 31.5 + 0
    expect(rows.map((r) => r.sos)).toEqual([63.5, 33, 62.5, 31.5]);
    // SOSOS literal: A 33 + 62.5 = 95.5; B 63.5; C 31.5 + 63.5 = 95; D 62.5
    expect(rows.map((r) => r.sosos)).toEqual([95.5, 63.5, 95, 62.5]);
  });

  it("chess-style criteria", () => {
    expect(
      table(["points", "buchholz", "totalBuchholz", "berger", "cumulative", "wins", "averageRating"]),
    ).toEqual([
      {
        name: "C",
        place: 1,
        points: 1.5,
        buchholz: 1.5,
        totalBuchholz: 4,
        berger: 1.25,
        cumulative: 2,
        wins: 1,
        averageRating: 2150,
      },
      {
        name: "A",
        place: 2,
        points: 1,
        buchholz: 2.5,
        totalBuchholz: 2.5,
        berger: 1,
        cumulative: 2,
        wins: 1,
        averageRating: 2150,
      },
      {
        name: "B",
        place: 3,
        points: 1,
        buchholz: 1,
        totalBuchholz: 2.5,
        berger: 0,
        cumulative: 1,
        wins: 0,
        averageRating: 1150,
      },
      {
        name: "D",
        place: 4,
        points: 0.5,
        buchholz: 1.5,
        totalBuchholz: 1.5,
        berger: 0.75,
        cumulative: 1,
        wins: 0,
        averageRating: 1050,
      },
    ]);
  });

  it("direct encounter separates A and B (A beat B) where nothing else is asked", () => {
    expect(table(["points", "directEncounter"])).toEqual([
      { name: "C", place: 1, points: 1.5, directEncounter: 0 },
      { name: "A", place: 2, points: 1, directEncounter: 1 },
      { name: "B", place: 3, points: 1, directEncounter: 0 },
      { name: "D", place: 4, points: 0.5, directEncounter: 0 },
    ]);
  });

  it("equal tuples share a place and keep the file order", () => {
    expect(table(["wins"]).map((r) => [r.name, r.place])).toEqual([
      ["A", 1],
      ["C", 1],
      ["B", 3],
      ["D", 3],
    ]);
  });

  it("standings after round 1 only", () => {
    const rows = standings(example, { criteria: ["mms", "sos"], rounds: 1 }).rows;
    // A 32+1 = 33 met B (31); C 30.5 met D (29.5); B 31 met A (33); D 29.5 met C (30.5)
    expect(rows.map((r) => [example.players[r.player]?.name, r.values.mms, r.values.sos])).toEqual([
      ["A", 33, 31],
      ["B", 31, 33],
      ["C", 30.5, 29.5],
      ["D", 29.5, 30.5],
    ]);
  });

  it("D21: the handicap term adds h to the opponent's MM with White, subtracts it with Black", () => {
    const hc = crosstable([
      ["A", "3d", 2300, "2+/w0", "3-/w0"],
      ["B", "2d", 2200, "1-/b0", "0+"],
      ["C", "1d", 2100, "4=/w2", "1+/b0"],
      ["D", "1k", 2000, "3=/b2", ""],
    ]);
    const sos = standings(hc, { criteria: ["mms", "sos"] }).rows.map((r) => r.values.sos);
    expect(sos).toEqual([63.5, 64, 63 + 2, 60.5 - 2]);
    const lit = standings(hc, { criteria: ["mms", "sos"], literal: true }).rows.map((r) => r.values.sos);
    // literally: no handicap term, no own MM for a round without a game, and D's absent round
    // scores 0 (E.3): D's MMS 29.5, so C's SOS 29.5 + 33 = 62.5
    expect(lit).toEqual([63.5, 33, 62.5, 31.5]);
  });

  it("McMahon parameters: floor, bar, zero and correction (D21/D22)", () => {
    const st = standings(example, {
      criteria: ["mms"],
      parameters: { mmBar: goRank(30), mmZero: goRank(10) },
    });
    // bar 1d = 30 clips A, B, C to 30; minus zero 20k = 10 → 20; D 29 − 10 = 19
    expect(st.scores.map((s) => s.smms2 / 2)).toEqual([20, 20, 20, 19]);
  });

  it("round down (genRoundDownNBWMMS) floors only the bye/absence points, never a jigo (D21)", () => {
    const st = standings(example, { criteria: ["mms", "points"], parameters: { roundDown: true } });
    // C keeps the jigo's ½ (31.5); D: 29 + ½ jigo + absence ½ rounded down to 0 = 29.5
    expect(st.rows.map((r) => r.values.mms)).toEqual([33, 32, 31.5, 29.5]);
    expect(st.rows.map((r) => r.values.points)).toEqual([1, 1, 1.5, 0.5]);
  });

  it("round down acts on the accumulated bye/absence points: two ½ absences make a whole point (D21)", () => {
    // X 1k: absent in R1 and R2 (½ + ½ = 1 MM, not rounded away), jigo in R3 with Y
    const t = crosstable([
      ["X", "1k", 2000, "", "", "2=/w0"],
      ["Y", "1k", 2000, "", "", "1=/b0"],
    ]);
    const st = standings(t, { criteria: ["mms"], parameters: { roundDown: true } });
    expect(st.rows.map((r) => r.values.mms)).toEqual([29 + 1 + 0.5, 29 + 1 + 0.5]);
  });

  it("parses the short names", () => {
    for (const c of CRITERIA) expect(parseCriterion(c)).toBe(c);
    expect(parseCriterion(" sodos ")).toBe("sodos");
    expect(parseCriterion("SB")).toBe("berger");
    expect(parseCriterion("MMS")).toBe("mms");
    expect(parseCriterion("nope")).toBeNull();
  });
});

describe("round-robin withdrawal (V.4)", () => {
  it("under 50 % played: his games are annulled for the others and he is listed last", () => {
    // D plays round 1 only (1 of 3), forfeits rounds 2 and 3.
    const rr = crosstable([
      ["A", "1d", 0, "2+/w0", "3=/b0", "4+!"],
      ["B", "1d", 0, "1-/b0", "4+!", "3+/w0"],
      ["C", "1d", 0, "4+/w0", "1=/w0", "2-/b0"],
      ["D", "1d", 0, "3-/b0", "2-!", "1-!"],
    ]);
    const st = standings(rr, { criteria: ["points"], roundRobin: true });
    expect(st.rows.map((r) => [rr.players[r.player]?.name, r.values.points, r.withdrawn ?? ""])).toEqual([
      ["A", 1.5, ""],
      ["B", 1, ""],
      ["C", 0.5, ""],
      ["D", 0, "annulled"],
    ]);
    // without the rule the forfeits count
    expect(standings(rr, { criteria: ["points"] }).rows.map((r) => r.values.points)).toEqual([
      2.5, 2, 1.5, 0,
    ]);
  });

  it("from 50 % on: games count, opponents' tie-breaks get ½ for each of his '−'", () => {
    // D plays rounds 1 and 2 (2 of 3), forfeits round 3 to A.
    const rr = crosstable([
      ["A", "1d", 0, "2+/w0", "3=/b0", "4+!"],
      ["B", "1d", 0, "1-/b0", "4-/w0", "3+/w0"],
      ["C", "1d", 0, "4+/w0", "1=/w0", "2-/b0"],
      ["D", "1d", 0, "3-/b0", "2+/b0", "1-!"],
    ]);
    const st = standings(rr, { criteria: ["points", "berger"], roundRobin: true });
    const byName = Object.fromEntries(st.rows.map((r) => [rr.players[r.player]?.name, r]));
    expect(byName.D?.withdrawn).toBe("counted");
    // A's Berger: beat B (1 point) + drew C (1.5 · ½) + beat D by forfeit (D: 1 point + ½ for his "−" = 1.5)
    expect(byName.A?.values).toEqual({ points: 2.5, berger: 1 + 0.75 + 1.5 });
    // without the rule D's forfeit counts 0 for A's Berger
    const plain = standings(rr, { criteria: ["points", "berger"] }).rows.find((r) => r.player === 0);
    expect(plain?.values.berger).toBe(1 + 0.75 + 1);
  });
});

describe("pairedGames", () => {
  it("regression: a game is oriented from White even when Black's row comes first (Levallois twin)", () => {
    const t = crosstable([
      ["Black", "1k", 0, "2-/b0"],
      ["White", "1k", 0, "1+/w0"],
    ]);
    expect(pairedGames(t)).toEqual([
      { round: 1, first: 1, second: 0, colourKnown: true, score: 2, handicap: 0, forfeit: false },
    ]);
  });
  it("a colour known on one side only orients the game", () => {
    const t = crosstable([
      ["A", "1k", 0, "2-"],
      ["B", "1k", 0, "1+/w"],
    ]);
    expect(pairedGames(t)[0]).toMatchObject({ first: 1, second: 0, colourKnown: true, score: 2 });
  });
});

describe("McMahon parameters given as arguments (D21, D22)", () => {
  it("keeps only the values given", () => {
    expect(
      mcmahonParameters(DEFAULT_PARAMETERS, { mmBar: goRank(35), mmFloor: undefined, roundDown: false }),
    ).toEqual({
      mmBar: 35,
      roundDown: false,
    });
  });

  it("refuses a floor above the bar, the file's or the given one (D21)", () => {
    // DEFAULT_PARAMETERS: floor 20k (10), bar 4d (33)
    expect(() => mcmahonParameters(DEFAULT_PARAMETERS, { mmBar: goRank(5) })).toThrow(
      new RatingError("value", msg("mmFloorAboveBar", { floor: "20k", bar: "25k" })),
    );
    expect(() => mcmahonParameters(DEFAULT_PARAMETERS, { mmBar: goRank(5) })).toThrow(
      "the McMahon floor 20k is above the bar 25k",
    );
    const given = { floor: { argument: "mm_floor" }, bar: { argument: "mm_bar" } };
    expect(() => mcmahonParameters(DEFAULT_PARAMETERS, { mmFloor: goRank(34) }, given)).toThrow(
      "the McMahon floor 5d is above the bar 4d (Argument mm_floor, Argument mm_bar)",
    );
    expect(mcmahonParameters(DEFAULT_PARAMETERS, { mmFloor: goRank(33) })).toEqual({ mmFloor: 33 });
  });

  it("doubles 0, ½ and 1 point and nothing else (D21 keeps scores doubled)", () => {
    expect([0, 0.5, 1].map(doubledHalfPoint)).toEqual([0, 1, 2]);
    expect([2, -0.5, 0.25, Number.NaN].map(doubledHalfPoint)).toEqual([null, null, null, null]);
  });
});
