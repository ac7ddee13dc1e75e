/**
 * The command line reads a system's parameters by their declarations (src/systems): one reader
 * per parameter for `rate` and `sheet` alike (D100, D101, D102).
 */
import { fixtureFile, run } from "./fake-io";

const GO = fixtureFile("egd-veterans");
const TRF = `${__dirname}/../fixtures/traps/ruleset-september-2650/input.trf`;

it.each([
  // D100: digits only, as the sheet's K cell (JavaScript's Number read 1e1 as 10, 0x10 as 16)
  [["rate", TRF, "--system", "fide", "--k", "1e1"], /--k "1e1": expected a whole number 0..100/],
  [
    ["sheet", TRF, "--system", "fide", "--k", "0x10", "--out", "x.xlsx"],
    /--k "0x10": expected a whole number 0..100/,
  ],
  [["rate", GO, "--system", "mgsz", "--multiplier", " "], /--multiplier " ": expected a whole number 0..100/],
  // D100: the base time within BOUNDS.minutes (a week)
  [["rate", GO, "--system", "mgsz", "--time", "1e3"], /--time "1e3": expected a number 0..10080/],
  // D101: BOUNDS.participants, 1..100000, for MGSZ as for mahjong
  [
    ["rate", GO, "--system", "mgsz", "--participants", "0"],
    /--participants "0": expected a whole number 1..100000/,
  ],
  [["sheet", GO, "--system", "mahjong", "--out", "x.xlsx"], /give --sessions N for mahjong/],
  [
    ["sheet", GO, "--system", "mahjong", "--sessions", "8", "--out", "x.xlsx"],
    /give --release YYYY-MM-DD for mahjong/,
  ],
  [
    ["sheet", GO, "--system", "fide", "--multiplier", "3", "--out", "x.xlsx"],
    /--multiplier applies to --system mgsz, not fide/,
  ],
])("%j is refused, naming the option", async (args, said) => {
  const r = await run(args);
  expect(r.code).toBe(2);
  expect(r.stderr).toMatch(said);
});

test("sheet takes a rule set named with its date, as rate does (D85, D102)", async () => {
  const r = await run([
    "sheet",
    TRF,
    "--system",
    "fide",
    "--ruleset",
    "FIDE2024 2025-09-30",
    "--out",
    "x.xlsx",
  ]);
  expect(r.code).toBe(0);
  expect(r.written.has("x.xlsx")).toBe(true);
  const bad = await run([
    "sheet",
    TRF,
    "--system",
    "fide",
    "--ruleset",
    "FIDE2024 2024-02-29",
    "--out",
    "x.xlsx",
  ]);
  // the refusal rate gives (test/fixtures/traps/ruleset-september-2650)
  expect(bad.stderr).toMatch(/--ruleset: Rule set FIDE2024 is in force from 2024-03-01, not on 2024-02-29/);
});
