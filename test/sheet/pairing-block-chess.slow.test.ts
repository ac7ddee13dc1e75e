/**
 * pairing-block-chess.test.ts's pairing check on every round of the file, not a sample of them
 * (pairing-block-chess-rounds.ts, one body for both).
 */
import { CHESS_ROUNDS, pairsAsTheFile } from "./pairing-block-chess-rounds";

describe("the chess sheet's pairing block (P35), every round", () => {
  test("the file's ten rounds", () => {
    expect(CHESS_ROUNDS).toBe(10); // numberOfRounds="10", ten rounds of games in the file
  });

  test.each(Array.from({ length: CHESS_ROUNDS }, (_, k) => k + 1))(
    "round %i pairs as the pairing reader pairs the file, its players as the chess sheet holds them",
    (round) => pairsAsTheFile(round - 1),
  );
});
