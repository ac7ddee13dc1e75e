/**
 * Every example of FUNCTIONS.md's tables, through the command line's batch mode and the very
 * function table Excel uses. Expected answers are FUNCTIONS.md's, which restate RULES.md's
 * worked examples (cited per line).
 */
import { main } from "../../src/cli/main";
import type { CliIO } from "../../src/cli/types";

function fakeIO(stdin: string): CliIO & { stdout: string; stderr: string } {
  const io = {
    stdout: "",
    stderr: "",
    out(text: string) {
      io.stdout += text;
    },
    err(text: string) {
      io.stderr += text;
    },
    readStdin: async () => stdin,
    readFile: () => {
      throw new Error("no files in this test");
    },
    writeFile: () => {
      throw new Error("no files in this test");
    },
  };
  return io;
}

const EX5 = "1947,30,{1935,1865,1924,1997,2015},{0,1,1,0,1}"; // RULES.md §1.3 example 5
const EX7 = "1947,15,{2087,2130,1781,1992,2419},{1,1,1,1,0},{1,2,-2,0,4}"; // example 7

// [formula, plain answer, source]
const EXAMPLES: [string, string, string][] = [
  ["=MGSZ.RANK(1947)", "1k", "FUNCTIONS.md; RULES §1.1 (1947 in 1k)"],
  ['=MGSZ.RANK(1947,"long")', "1 kju", "FUNCTIONS.md; D2 long form"],
  ['=MGSZ.RANKPOINTS("3 dan")', "2130", "RULES §1.1 table"],
  ["=MGSZ.BANDWIDTH(1947)", "60", "RULES §1.1: 1980 − 1920"],
  ["=MGSZ.CORRECTED(1947, 4)", "2257", "RULES §1.3 example 7, last row"],
  ["=MGSZ.CHANCE(82)", "0.31", "RULES §1.3 chance table 78–82"],
  ["=MGSZ.GAMEPOINT(1947, 2419, 0, 4)", "-0.16", "RULES §1.3 example 7, last row"],
  ["=MGSZ.GAMEPOINT(1947,1865,1)", "0.31", "FUNCTIONS.md Outside Excel; example 5, row 2"],
  [`=MGSZ.SUMGAMEPOINTS(1947,{1935,1865,1924,1997,2015},{0,1,1,0,1})`, "0.52", "example 5"],
  [`=MGSZ.RATINGCHANGE(${EX7})`, "32", "example 7"],
  [`=MGSZ.NEWRATING(${EX5})`, "1963", "example 5"],
  [`=MGSZ.NEWRATING(${EX7})`, "1979", "example 7"],
  ['=MGSZ.EXTENDEDTIME(60, "3x20s")', "75", "RULES §1.2 examples 4"],
  ['=MGSZ.EXTENDEDTIME(40, "30/5")', "50", "RULES §1.2 examples 4 (Canadian)"],
  ['=MGSZ.MULTIPLIER(120, , TRUE, 600, "european")', "45", "RULES §1.2 examples 4"],
  ["=MGSZ.PARTS(45, 7)", "{4,3}", "D4"],
  ["=MGSZ.PARTS(45, 10)", "{5,5}", "D4"],
  ['=MGSZ.NEWRANK("1d", {2035,2055,2040,2075})', "2d", "RULES §1.4 example 2"],
  ["=FIDE.EXPECTED(2145, 2300)", "0.29", "RULES §2 appendix II.1"],
  ["=FIDE.DP(0.4)", "-72", "RULES §2 table 8.1a"],
  ["=FIDE.KFACTOR(2100, 12)", "40", "FUNCTIONS.md; RULES §2 K 40 until 30 games"],
  [
    "=FIDE.CHANGE(2145,{2300,2300,2300,2300,2300,2300,2300,2300,2300,2300},{1,1,1,1,0,0,0,0,0,0},40)",
    "44",
    "RULES §2 appendix II.1: (4 − 2.9) × 40",
  ],
  [
    "=FIDE.PERFORMANCE({2300,2300,2300,2300,2300,2300,2300,2300,2300,2300},{1,1,1,1,0,0,0,0,0,0})",
    "2228",
    "RULES §2 appendix II.3",
  ],
  [
    '=FIDE.INITIAL({2220,2220,2220,2150,2150,2150,2150,2150,2200,2200,2200,2200},{1,0,0,1,1,1,0,0,1,1,0.5,0},"HU2017")',
    "2199",
    "RULES §2.1 example 8.34",
  ],
  ["=MAHJONG.NORMRATING(20, 40)", "512.820512820513", "RULES §3 D19 (1000 × 20/39)"],
  ["=MAHJONG.SIZEFACTOR(74)", "0.9", "D13"],
  ["=MAHJONG.COEFFICIENT(8, 40, 1230)", "2.5", "D19"],
  ["=MAHJONG.NORM(2500)", "2d", "D19"],
  ['=MAHJONG.LEVELVALUE("3 кю")', "1250", "RULES §3 level values"],
];

const TEN_2300 = "{2300,2300,2300,2300,2300,2300,2300,2300,2300,2300}";
const FOUR_OF_TEN = "{1,1,1,1,0,0,0,0,0,0}";
const FIFTEEN_1900 = `{${Array.from({ length: 15 }, () => 1900).join(",")}}`;
const TWELVE_OF_FIFTEEN = `{${[...Array.from({ length: 12 }, () => 1), 0, 0, 0].join(",")}}`;

// The other worked numbers of RULES.md §2 and §3 (issue "FIDE Elo", "Russian mahjong"), through
// the command line as a user would type them.
const WORKED: [string, string, string][] = [
  [`=FIDE.CHANGE(2145,${TEN_2300},${FOUR_OF_TEN},20)`, "22", "RULES §2 appendix II.1, K 20"],
  [`=FIDE.CHANGE(2145,${TEN_2300},${FOUR_OF_TEN},10)`, "11", "RULES §2 appendix II.1, K 10"],
  ["=FIDE.EXPECTED(2388,2300)", "0.62", "RULES §2 appendix II.1: D = 88 → .62"],
  [`=FIDE.CHANGE(2388,${TEN_2300},${FOUR_OF_TEN},40)`, "-88", "RULES §2 appendix II.1: 4 − 6.2, K 40"],
  [`=FIDE.CHANGE(2388,${TEN_2300},${FOUR_OF_TEN},20)`, "-44", "RULES §2 appendix II.1, K 20"],
  [`=FIDE.CHANGE(2388,${TEN_2300},${FOUR_OF_TEN},10)`, "-22", "RULES §2 appendix II.1, K 10"],
  [`=FIDE.PERFORMANCE(${TEN_2300},{1,1,1,1,1,0,0,0,0,0})`, "2300", "RULES §2 appendix II.3, 5 points"],
  [`=FIDE.PERFORMANCE(${TEN_2300},{1,1,1,1,1,1,0,0,0,0})`, "2372", "RULES §2 appendix II.3, 6 points"],
  [`=FIDE.PERFORMANCE(${TEN_2300},{1,1,1,1,1,1,1,1,0,0})`, "2540", "RULES §2 appendix II.3, 8 points"],
  [
    '=FIDE.INITIAL({1766,1766,1766,1766,1766},{0.5,0,0,0,0},"HU2017",,5)',
    "1400",
    "RULES §2 appendix II.2 (5 games: D25's minimum given as 5)",
  ],
  [`=FIDE.INITIAL(${FIFTEEN_1900},${TWELVE_OF_FIFTEEN},"HU2017",20)`, "2080", "D11: II.2 with bonus 20"],
  [
    '=FIDE.INITIAL({2000,2000,1850,1920,1901,1936,1900},{0,0,1,1,1,0,0},,,,{"2025-01-10","2025-01-10","2025-03-01","2025-03-01","2025-03-01","2025-03-01","2025-03-01"})',
    "1922",
    "RULES §2.2 8.2.1: 0/2 against two 2000s disregarded, then 9507, 3 of 5",
  ],
  ['=FIDE.INITIAL({1850,1920,1901,1936,1900},{1,1,1,0,0},"FIDE2024")', "1922", "RULES §2.2: 9507, 3 of 5"],
  ['=FIDE.CHANGE(1800,1990,0,10,"FIDE2024")', "-2.5", "RULES §2.2 rounding, unrounded change"],
  ['=FIDE.NEWRATING(1800,1990,0,10,"FIDE2024")', "1797", "RULES §2.2 rounding: −2.5 → −3"],
  ["=MAHJONG.SIZEFACTOR(13)", "-0.2", "D13: 13 → −0.20"],
  ["=MAHJONG.SIZEFACTOR(300)", "1.5", "D13: above 164, 1.50"],
  ["=MAHJONG.COEFFICIENT(8,40,2537)", "3.8", "D14: KT_EU 2.50 + 0.8 + 0.5"],
  ["=MAHJONG.NORM(1282.05)", "3k", "D19: 20th place, 512.82 × 2.5 → 3 kyu"],
  ['=MAHJONG.WEIGHT("2026-09-01","2026-12-01")', "0.92", "RULES §3 weights, D16: 3 months"],
  ['=MAHJONG.WEIGHT("2026-09-02","2026-12-01")', "1", "D16: the release day is before, 2 months"],
  ['=MAHJONG.WEIGHT("2023-12-02","2026-12-01")', "0.12", "RULES §3 weights, D16: 35 months"],
  ['=MAHJONG.WEIGHT("2023-12-01","2026-12-01")', "0", "RULES §3 weights, D16: 36 months"],
];

/** Runs the rows as one batch and compares each answer, labelled with its formula and source. */
async function expectBatch(rows: [string, string, string][]): Promise<void> {
  const io = fakeIO(rows.map(([f]) => f).join("\n"));
  const code = await main(["formula"], io);
  const lines = io.stdout.trimEnd().split("\n");
  const got = rows.map(([formula, , source], i) => `${formula} (${source}) → ${lines[i] ?? "(no answer)"}`);
  const want = rows.map(([formula, answer, source]) => `${formula} (${source}) → ${answer}`);
  expect(got).toEqual(want);
  expect(code).toBe(0);
}

test("every FUNCTIONS.md example gives its documented answer in one batch", () => expectBatch(EXAMPLES));

test("every other worked number of RULES.md §2 and §3 comes out through the command line", () =>
  expectBatch(WORKED));

// RULES §2.1's 10-player round robin (8.21b) as a crosstable array constant, one row per player:
// number, name, title, rating (blank: unrated), then rounds 1–9 in the sheet's cell grammar.
const ROUND_ROBIN_8_21B = [
  '1,"Player, A","",2600,"10-/b","3+/b","5+/b","7+/b","9+/b","2+/b","4+/b","6+/b","8+/b"',
  '2,"Player, B","",2500,"9+/b","10+/w","4+/w","6+/w","8+/w","1-/w","3+/w","5-/w","7+/w"',
  '3,"Player, C","","","8+/w","1-/w","10+/b","5+/b","7+/b","9+/b","2-/b","4+/b","6+/b"',
  '4,"Player, D","",2400,"7+/b","9+/b","2-/b","10+/w","6+/w","8+/w","1-/w","3-/w","5+/w"',
  '5,"Player, E","","","6+/w","8+/w","1-/w","3-/w","10+/b","7+/b","9+/b","2+/b","4-/b"',
  '6,"Player, F","",2150,"5-/b","7+/b","9+/b","2-/b","4-/b","10+/w","8+/w","1-/w","3-/w"',
  '7,"Player, G","",2300,"4-/w","6-/w","8+/w","1-/w","3-/w","5-/w","10+/b","9+/b","2-/b"',
  '8,"Player, H","","","3-/b","5-/b","7-/b","9+/b","2-/b","4-/b","6-/b","10+/w","1-/w"',
  '9,"Player, I","","","2-/w","4-/w","6-/w","8-/w","1-/w","3-/w","5-/w","7-/w","10+/b"',
  '10,"Player, J","",2300,"1+/w","2-/b","3-/w","4-/b","5-/w","6-/b","7-/w","8-/b","9-/w"',
].join(";");

test("the 8.21b round robin through TOURNAMENT.FIDE: Ru 2423, 2393, 2150, 2032 (RULES §2.1)", async () => {
  const io = fakeIO("");
  const code = await main(["formula", "--json", `=TOURNAMENT.FIDE({${ROUND_ROBIN_8_21B}},"HU2017")`], io);
  expect(code).toBe(0);
  const rows = JSON.parse(io.stdout) as (string | number)[][];
  const header = rows[0] ?? [];
  const after = header.indexOf("Rating after");
  const byName = new Map(rows.slice(1).map((r) => [r[1], r[after]]));
  expect(["Player, C", "Player, E", "Player, H", "Player, I"].map((n) => byName.get(n))).toEqual([
    2423, 2393, 2150, 2032,
  ]);
  // Rated players are rated against those Ru (8.58). F (2150, 4 of 9, K 20), by table 8.1b:
  // We = .08 (A, 400-point rule) + .11 (B) + .17 (C 2423) + .19 (D) + .20 (E 2393) + .30 (G)
  //    + .50 (H 2150) + .66 (I 2032) + .30 (J) = 2.51; (4 − 2.51) × 20 = 29.8 → +30 → 2180.
  expect(byName.get("Player, F")).toBe(2180);
});

test("the batch goes on after an unknown function or a malformed formula, and exits 1", async () => {
  const io = fakeIO("=MGSZ.RANK(1947)\n=MGSZ.NOPE(1)\n=MGSZ.RANK(\n\n=MGSZ.BANDWIDTH(1947)\n");
  const code = await main(["formula", "--json"], io);
  expect(io.stdout.split("\n")).toEqual([
    '"1k"',
    '{"error":"#NAME?","message":"Unknown function MGSZ.NOPE"}',
    '{"error":"#SYNTAX!","message":"Formula column 12: unexpected end of formula"}',
    "",
    "60",
    "",
  ]);
  expect(code).toBe(1);
});

test("a spilled answer in JSON is an array of rows (D4 parts)", async () => {
  const io = fakeIO("");
  await main(["formula", "--json", "=MGSZ.PARTS(45, 7)"], io);
  expect(io.stdout).toBe("[[4,3]]\n");
});

test("usage errors exit 2 with the usage text", async () => {
  const io = fakeIO("");
  expect(await main(["formula", "--bogus"], io)).toBe(2);
  expect(io.stderr).toContain("rating-officer formula: unknown option --bogus");
  const io2 = fakeIO("");
  expect(await main(["frobnicate"], io2)).toBe(2);
  expect(io2.stderr).toContain('unknown command "frobnicate"');
});
