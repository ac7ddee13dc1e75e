import { readFileSync } from "fs";
import { fullName } from "../../src/core/tournament/model";
import { readTournament } from "../../src/formats/sniff";
import { FIXTURES, GO_FIXTURES, fixtureFile, run } from "./fake-io";

interface RateRow {
  no: number;
  name: string;
  source: string;
  newPlayer: boolean;
  ratingBefore: number;
  ratingAfter: number;
  rankBefore: string;
  rankAfter: string;
  sumJp: number;
  sumJpParts: number[];
  change: number;
  games: number;
}

// RULES.md §1.3 worked examples 5 and 7 as CSV crosstables (cells in the sheet grammar)
const EXAMPLE5 = `No;Name;Rank;Rating;R1;R2;R3;R4;R5
1;XY;1k;1947;2-/w0;3+/b0;4+/w0;5-/b0;6+/w0
2;A;1k;1935;1+/b0;;;;
3;B;2k;1865;;1-/w0;;;
4;C;1k;1924;;;1-/b0;;
5;D;1d;1997;;;;1+/w0;
6;E;1d;2015;;;;;1-/b0
`;
const EXAMPLE7 = `No;Name;Rank;Rating;R1;R2;R3;R4;R5
1;XY;1k;1947;2+/b1;3+/b2;4+/w2;5+/w0;6-/b4
2;P2087;2d;2087;1-/w1;;;;
3;P2130;3d;2130;;1-/w2;;;
4;P1781;4k;1781;;;1-/b2;;
5;P1992;1d;1992;;;;1-/b0;
6;P2419;5d;2419;;;;;1+/w4
`;

describe("rating-officer rate --system mgsz", () => {
  it("example 5 (C = 30) → 1963, example 7 (C = 15) → 1979 (RULES.md §1.3)", async () => {
    const five = await run(["rate", "ex5.csv", "--system", "mgsz", "--multiplier", "30", "--json"], {
      "ex5.csv": EXAMPLE5,
    });
    expect(five.code).toBe(0);
    const r5 = JSON.parse(five.stdout) as RateRow[];
    expect(r5[0]).toMatchObject({
      name: "XY",
      ratingBefore: 1947,
      sumJp: 0.52,
      change: 16,
      ratingAfter: 1963,
    });
    const seven = await run(["rate", "ex7.csv", "--system", "mgsz", "--multiplier", "15"], {
      "ex7.csv": EXAMPLE7,
    });
    expect(seven.code).toBe(0);
    expect(seven.stdout).toMatch(/^\s*1\s+XY\s+file\s+1947\s+1k\s+\+2\.11\s+\+32\s+1979\s+1k$/m);
    expect(seven.stdout).toContain("Multiplier C = 15 (given)");
  });

  it("--csv prints a ;-separated table with a header", async () => {
    const r = await run(["rate", "ex5.csv", "--system", "mgsz", "--multiplier", "30", "--csv"], {
      "ex5.csv": EXAMPLE5,
    });
    const lines = r.stdout.trim().split("\n");
    expect(lines[0]).toBe("No;Name;Start;Before;Rank;ΣJp;Change;After;Rank after");
    expect(lines[1]).toBe("1;XY;file;1947;1k;+0.52;+16;1963;1k");
    expect(lines).toHaveLength(7);
  });

  it.each(GO_FIXTURES)("rates every player of %s (names as the file gives them)", async (dir) => {
    const file = fixtureFile(dir);
    const r = await run(["rate", file, "--system", "mgsz", "--multiplier", "20", "--json"]);
    expect(r.code).toBe(0);
    const rows = JSON.parse(r.stdout) as RateRow[];
    const t = readTournament(readFileSync(file), file).tournament;
    expect(rows.map((x) => x.name)).toEqual(t.players.map(fullName));
    // fixture's expected.json: the first player's name and first name
    const expected = JSON.parse(readFileSync(`${FIXTURES}/${dir}/expected.json`, "utf8")) as {
      firstPlayer: { name: string; firstName?: string };
    };
    const first = expected.firstPlayer;
    expect(rows[0]?.name).toBe(first.firstName ? `${first.name} ${first.firstName}` : first.name);
    for (const x of rows) {
      expect(Number.isInteger(x.ratingBefore) && Number.isInteger(x.ratingAfter)).toBe(true);
      expect(x.ratingAfter - x.ratingBefore).toBe(x.change);
    }
    // the game points of a tournament sum to zero (§1.3 step 3)
    expect(Math.abs(Math.round(rows.reduce((s, x) => s + x.sumJp, 0) * 1000))).toBe(0);
  });

  it("derives C from the file's time and the event: EGC 2013 TM[195] → A 20 + European 10 + 594 players 5 + even 10 = 45, in 5 + 5 rounds (D4)", async () => {
    const r = await run([
      "rate",
      fixtureFile("egd-egc2013"),
      "--system",
      "mgsz",
      "--event",
      "european",
      "--json",
    ]);
    expect(r.code).toBe(0);
    expect(r.stderr).toContain(
      "Multiplier C = 45: time A 20 (extended 195 min) + european 10 + 594 participants 5 + handicap-free 10",
    );
    expect(r.stderr).toContain("Rated in 2 parts of 5 + 5 rounds");
    const rows = JSON.parse(r.stdout) as RateRow[];
    expect(rows[0]?.sumJpParts).toHaveLength(2);
  });

  it("--time and --byoyomi override the file: 40 min + 3x20s = 55 min → C, 10 points", async () => {
    const r = await run(
      ["rate", "ex5.csv", "--system", "mgsz", "--time", "40", "--byoyomi", "3x20s", "--participants", "81"],
      { "ex5.csv": EXAMPLE5 },
    );
    expect(r.code).toBe(0);
    // table 2: C 10; table 3: > 80 participants 5, handicap-free 10
    expect(r.stdout).toContain("Multiplier C = 25: time C 10 (extended 55 min)");
  });

  it("--ratings: the EGD list finds the league's players by PIN, the rest start from their rank", async () => {
    const r = await run([
      "rate",
      fixtureFile("opengotha-izmnyleague"),
      "--system",
      "mgsz",
      "--ratings",
      fixtureFile("egd-ratinglist-hu"),
      "--json",
    ]);
    expect(r.code).toBe(0);
    const rows = JSON.parse(r.stdout) as RateRow[];
    // egd-ratinglist-hu: " 10686346  Pocsai Rita  HU  Szen  5d  --  2436"
    expect(rows[0]).toMatchObject({
      name: "Pocsai Rita",
      source: "pin",
      ratingBefore: 2436,
      rankBefore: "5d",
    });
    expect(rows.filter((x) => x.newPlayer)).toHaveLength(9);
    expect(r.stderr).toContain(
      "Starting ratings: 15 by PIN, 0 by name, 0 from the file, 9 new from their rank",
    );
  });

  it("a file converted to h9 or CSV and read back rates identically (h9 carries PINs and ranks, not ratings)", async () => {
    const file = fixtureFile("opengotha-izmnyleague");
    const list = fixtureFile("egd-ratinglist-hu");
    const args = ["--system", "mgsz", "--multiplier", "15", "--ratings", list, "--json"];
    const original = await run(["rate", file, ...args]);
    for (const to of ["h9", "csv"]) {
      const converted = await run(["convert", file, "--to", to]);
      const again = await run(["rate", `league.${to}`, ...args], { [`league.${to}`]: converted.stdout });
      const strip = (s: string) =>
        (JSON.parse(s) as RateRow[]).map(({ name, ratingBefore, sumJp, ratingAfter }) => ({
          name,
          ratingBefore,
          sumJp,
          ratingAfter,
        }));
      expect(strip(again.stdout)).toEqual(strip(original.stdout));
    }
  });
});

describe("rating-officer rate: usage and input errors exit 2 with a message", () => {
  const file = fixtureFile("egd-veterans");
  it.each([
    [["rate", file], /give --system mgsz, fide or mahjong/],
    [["rate", file, "--system", "go"], /--system "go": expected mgsz, fide or mahjong/],
    [["rate", "--system", "mgsz"], /give a tournament FILE/],
    [
      ["rate", file, "--system", "mgsz", "--multiplier", "20", "--time", "60"],
      /--multiplier or --time, not both/,
    ],
    [
      ["rate", file, "--system", "mgsz", "--multiplier", "2.5"],
      /--multiplier "2.5": expected a whole number 0..100/,
    ],
    [["rate", file, "--system", "mgsz", "--json", "--csv"], /--json or --csv, not both/],
    [["rate", file, "--system", "mgsz", "--k", "20"], /--k applies to --system fide, not mgsz/],
    [["rate", file, "--system", "mgsz", "--event", "club"], /--event "club": expected none, invitational/],
    [["rate", file, "--system", "mgsz", "--byoyomi", "lots"], /is not a byo-yomi/],
    [["rate", file, "--system", "mgsz", "--frobnicate"], /Unknown option '--frobnicate'/],
    [
      ["rate", "missing.h9", "--system", "mgsz", "--multiplier", "20"],
      /cannot read tournament missing.h9: no such file/,
    ],
    [["rate", file, "--system", "mgsz", "--ratings", "missing.txt"], /cannot read rating list missing.txt/],
    [
      ["rate", file, "--system", "fide", "--ruleset", "FIDE2024", "--k", "20"],
      /--system fide is not available yet/,
    ],
    [
      ["rate", file, "--system", "fide", "--ruleset", "FIDE2099"],
      /--ruleset "FIDE2099": expected HU2017 or FIDE2024/,
    ],
    [["rate", file, "--system", "mahjong"], /--system mahjong is not available yet/],
    [
      ["rate", fixtureFile("pairgoth-bosp2024"), "--system", "mgsz"],
      /No multiplier: the file states no thinking time/,
    ],
  ])("%j", async (args, message) => {
    const r = await run(args);
    expect(r.code).toBe(2);
    expect(r.stdout).toBe("");
    expect(r.stderr).toMatch(message);
  });

  it("an empty file: no players, exit 2", async () => {
    const r = await run(["rate", "empty.h9", "--system", "mgsz", "--multiplier", "10"], { "empty.h9": "" });
    expect([r.code, r.stderr]).toEqual([2, expect.stringMatching(/no players could be read/)]);
  });
});
