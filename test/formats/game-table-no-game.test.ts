/**
 * D452: a round without a game has an entry for every score its type allows, so `noGame` has no
 * fallback: each kind and score (Points2's 0, 1, 2 and null, src/core/tournament/model.ts) gives
 * that kind and that score, one shared frozen object each; a score outside them does not compile.
 */
import { ABSENT, noGame } from "../../src/formats/game-table";
import { type Points2 } from "../../src/core/tournament/model";

const SCORES: readonly (Points2 | null)[] = [0, 1, 2, null];

describe("noGame (D452)", () => {
  it.each(["absent", "bye"] as const)("%s: every score gives its own entry, shared", (kind) => {
    for (const score of SCORES) {
      const e = noGame(kind, score);
      expect(e).toEqual({ kind, score });
      expect(noGame(kind, score)).toBe(e);
      expect(Object.isFrozen(e)).toBe(true);
    }
    // four scores, four objects: none stands in for another
    expect(new Set(SCORES.map((s) => noGame(kind, s))).size).toBe(4);
  });

  it("an absence of no score equals ABSENT's entry", () => {
    expect(noGame("absent", null)).toEqual(ABSENT());
  });

  // checked by `npm run typecheck`: the directive fails it when the call compiles
  it("a score outside 0, 1, 2 and null does not compile", () => {
    const outside = (): unknown =>
      // @ts-expect-error 3 is no Points2: the table has no entry for it, and noGame takes none
      noGame("bye", 3);
    expect(typeof outside).toBe("function");
  });
});
