/** Performance TPR (appendix II.3; RULES §2, D10). */
import { type FideGame } from "../../../src/core/fide/change";
import { performance } from "../../../src/core/fide/performance";

function games(opponent: number, points: number, count: number): FideGame[] {
  return Array.from({ length: count }, (_, i) => ({
    opponent,
    score: i < Math.floor(points) ? 1 : i === Math.floor(points) && points % 1 !== 0 ? 0.5 : 0,
  }));
}

describe("appendix II.3: 10 games at an average of 2300", () => {
  test.each([
    [4, 2228, -72],
    [5, 2300, 0],
    [6, 2372, 72],
    [8, 2540, 240],
  ])("%d points → TPR %d (dp %d)", (points, tpr, dp) => {
    expect(performance(games(2300, points, 10))).toMatchObject({ games: 10, points, ra: 2300, dp, tpr });
  });
});

describe("D10: the average is not rounded before use; the TPR once, at the end", () => {
  test("opponents 2000 and 2001 (Ra 2000.5), one draw each → 2001", () => {
    expect(
      performance([
        { opponent: 2000, score: 0.5 },
        { opponent: 2001, score: 0.5 },
      ]).tpr,
    ).toBe(2001);
  });
  test("8.34's pool: 6.5 of 12 at 2184.17 → .54 → 29 → 2213", () => {
    expect(performance([...games(2220, 1, 3), ...games(2150, 3, 5), ...games(2200, 2.5, 4)]).tpr).toBe(2213);
  });
  test("100 % and 0 % are ±800 (8.1)", () => {
    expect(performance(games(2000, 3, 3)).tpr).toBe(2800);
    expect(performance(games(2000, 0, 3)).tpr).toBe(1200);
  });
  test("unrated opponents are skipped; no rated games is no answer", () => {
    expect(performance([...games(2300, 4, 10), { opponent: null, score: 1 }]).tpr).toBe(2228);
    expect(() => performance([{ opponent: null, score: 1 }])).toThrow(
      expect.objectContaining({ kind: "na" }),
    );
    expect(() => performance([{ opponent: -1, score: 1 }])).toThrow(expect.objectContaining({ kind: "num" }));
  });
});
