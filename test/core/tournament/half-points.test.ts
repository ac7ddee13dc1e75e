/**
 * A doubled score as a crosstable writes it (D367): FIDE's crosstables write 3½ and ½ (the
 * Handbook's C.04.3 examples), McMahon's parameters line writes "bye 1 MM, absent ½ MM" (D21).
 */
import { halfPoints } from "../../../src/core/tournament/half-points";

describe("halfPoints (D367)", () => {
  test("whole points, half points, a half point alone and zero", () => {
    // doubled 4 = 2, 7 = 3½, 1 = ½, 0 = 0
    expect([4, 7, 1, 0].map(halfPoints)).toEqual(["2", "3½", "½", "0"]);
  });

  test("a negative score keeps its sign and its half (-1 doubled is -½, -5 is -2½)", () => {
    expect([-1, -5, -2].map(halfPoints)).toEqual(["-½", "-2½", "-1"]);
  });
});
