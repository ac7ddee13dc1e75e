/**
 * D347: a round a sheet's cell cannot hold is refused when the sheet is built, naming the player
 * and the round, not written as the nearest cell. The file: the six-player TRF of
 * test/cli/pair-dutch-out.test.ts after round 3, Fox's round 3 a pairing-allocated bye (`U`) in
 * a file whose `162` makes it worth ½ (P 0.5): a cell's bye is a win's point (D284), so written
 * as `-½` it would read back as a half-point bye, and the Dutch System could give Fox a second bye.
 */
import { run } from "../cli/fake-io";

const six = (p: string): string =>
  [
    "012 Test",
    "062 6",
    "092 Dutch",
    `162 W 1.0    D 0.5    L 0.0    P ${p}    A 0.0`,
    "001    1      Alpha, A                          2400                             3.0          4 w 1     2 b 1     3 w 1",
    "001    2      Bravo, B                          2300                             2.0          5 b 1     1 w 0     4 b 1",
    "001    3      Charlie, C                        2200                             1.5          6 w =     5 w 1     1 b 0",
    "001    4      Delta, D                          2100                             1.0          1 b 0     6 b 1     2 w 0",
    "001    5      Echo, E                           2000                             0.0          2 w 0     3 b 0  0000 - Z",
    `001    6      Fox, F                            1900                             ${p === "1.0" ? "1.5" : "1.0"}          3 b =     4 w 0  0000 - U`,
    "",
  ].join("\n");

test("a bye worth ½ is refused at its player and round; worth a win, the sheet is written", async () => {
  const half = await run(["sheet", "t.trf", "--system", "fide", "--out", "t.xlsx"], { "t.trf": six("0.5") });
  expect(half.code).toBe(2);
  expect(half.stderr).toContain(
    "Fox, F, round 3: a bye given worth 0.5 points, which a sheet's cell cannot hold",
  );
  const win = await run(["sheet", "t.trf", "--system", "fide", "--out", "t.xlsx"], { "t.trf": six("1.0") });
  expect(win.stderr).not.toContain("a sheet's cell cannot hold");
  expect(win.code).toBe(0);
});
